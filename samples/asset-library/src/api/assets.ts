import { http } from './http';

export interface StoredAsset {
  asset: { id: string; checksum: string };
}

/** Stores a picture in a folder of the asset library; the backend answers with the stored asset. */
export async function storeAsset(file: File, folderId: string) {
  const body = new FormData();
  body.append('upload', file, file.name);
  body.append('folder', folderId);
  // @expect POST /assets
  const { data } = await http.post<StoredAsset>('/assets', body);
  return data;
}

/** Sets the team's logo to a stored asset. */
export const setTeamLogo = (teamId: string, assetId: string) =>
  // @expect PATCH /teams/{teamId}
  http.patch(`/teams/${teamId}`, { logoAssetId: assetId });

/** Lists the folders of a team. */
export const listFolders = (teamId: string) =>
  // @expect GET /teams/{teamId}/folders
  http.get<{ id: string; name: string }[]>(`/teams/${teamId}/folders`);

/** Replaces the signed-in user's avatar picture; the backend answers with the new picture's id. */
export async function sendAvatar(avatar: File) {
  // @expect POST /me/avatar
  const res = await http.post<{ avatarId: string }>('/me/avatar', { avatar }, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return res.data.avatarId;
}

/** Shows a picture as the signed-in user's avatar. */
export const setProfileAvatar = (avatarId: string) =>
  // @expect PUT /me/profile
  http.put('/me/profile', { avatarId });
