import { api } from './client';

/** Uploads a file; the backend answers with the stored file's id. */
export async function uploadFile(file: File, caption: string) {
  const form = new FormData();
  form.append('file', file);
  form.append('caption', caption);
  // @expect POST /files
  const res = await api.post<{ id: string }>('/files', form);
  return res.data;
}

/** Asks for a one-time upload URL for a video and the object key it will be stored under. */
export const requestVideoUpload = async (name: string, size: number) =>
  // @expect POST /videos/uploads
  (await api.post<{ uploadUrl: string; objectKey: string }>('/videos/uploads', { name, size })).data;

/** Asks for a one-time upload URL for the profile banner. */
export const requestBannerUpload = async () =>
  // @expect POST /banner/uploads
  (await api.post<{ uploadUrl: string }>('/banner/uploads', {})).data;

/** Sends bytes to a URL the backend issued. */
export function putBytes(url: string, file: File) {
  // the transfer step of an upload Tool (no endpoint of its own: the URL is a presign result)
  return fetch(url, { method: 'PUT', body: file });
}
