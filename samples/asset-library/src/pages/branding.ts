import { listFolders, sendAvatar, setProfileAvatar, setTeamLogo, storeAsset } from '../api/assets';
import { importArchive } from '../api/imports';

/** The logo picker: store the chosen picture in a folder, then make it the team's logo. */
export async function onLogoChosen(teamId: string, folderId: string, input: HTMLInputElement) {
  const stored = await storeAsset(input.files[0], folderId);
  return setTeamLogo(teamId, stored.asset.id);
}

/** The avatar picker: upload the chosen picture, then show it on the profile. */
export async function onAvatarChosen(event: Event) {
  const file = (event.target as HTMLInputElement).files[0];
  const avatarId = await sendAvatar(file);
  return setProfileAvatar(avatarId);
}

/** The folder picker: the folders of the team, by name. */
export async function folderNames(teamId: string) {
  const folders = await listFolders(teamId);
  return folders.data.map((folder) => folder.name);
}

/** The import button: send the chosen archive into the folder. */
export function onArchiveChosen(folderId: string, input: HTMLInputElement) {
  return importArchive(folderId, input.files[0]);
}
