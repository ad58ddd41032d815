import urlJoin from 'url-join';
import { API_ENDPOINT } from '../lib/apollo';

export function downloadUrl(fileId: string) {
  return urlJoin(API_ENDPOINT, 'files/', fileId, '?download=1');
}

export async function removeFile(fileId: string) {
  // @expect DELETE /api/files/{fileId}
  await fetch(urlJoin('/api/', '/files/', fileId), { method: 'DELETE' });
}

export async function download(fileId: string) {
  // @expect GET /files/{fileId}
  return fetch(downloadUrl(fileId)).then((r) => r.blob());
}
