import axios from 'axios';
import { http } from './http';

/** Asks where to send a folder's import archive: the backend answers with a one-time URL. */
export const getImportUrl = (folderId: string): Promise<string> =>
  new Promise((resolve, reject) => {
    // @expect GET /folders/{folderId}/import-url
    http.get(`/folders/${folderId}/import-url`)
      .then(({ data }) => resolve(data.attributes.url))
      .catch(reject);
  });

/** Imports an archive of pictures into a folder; the bytes go to the URL the backend issued. */
export function importArchive(folderId: string, archive: File) {
  return getImportUrl(folderId).then((url) =>
    // the transfer step of the upload Tool (no endpoint of its own: the URL is the answer above)
    axios.post(url, { files: archive }, { headers: { 'Content-Type': 'multipart/form-data' } }));
}
