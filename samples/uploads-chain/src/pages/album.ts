import { createPhoto, createVideo, getAlbum, listAlbums, listComments } from '../api/albums';
import { putBytes, requestBannerUpload, requestVideoUpload, uploadFile } from '../api/files';

/** Opens the first album of the list: its id comes from the list response. */
export async function openFirstAlbum() {
  const albums = await listAlbums();
  return getAlbum(albums.data[0].id);
}

/** Opens the album remembered in the browser: the id is no response value. */
export function openRememberedAlbum() {
  const id = localStorage.getItem('album') || '';
  return getAlbum(id);
}

/** Loads all comments, page after page. */
export async function allComments(albumId: string) {
  const first = await listComments(albumId);
  const second = await listComments(albumId, first.data.nextCursor ?? undefined);
  return [...first.data.comments, ...second.data.comments];
}

/** The photo picker: upload the chosen file, then add the photo that shows it. */
export async function onPhotoChosen(albumId: string, event: Event) {
  const file = (event.target as HTMLInputElement).files[0];
  const stored = await uploadFile(file, file.name);
  return createPhoto(albumId, file.name, stored.id);
}

/** The video picker: presigned upload, then bind the object key into the new video. */
export async function onVideoChosen(albumId: string, file: File) {
  const ticket = await requestVideoUpload(file.name, file.size);
  await putBytes(ticket.uploadUrl, file);
  return createVideo(albumId, ticket.objectKey);
}

/** The banner picker: the bytes go to the issued URL, but nothing binds the result. */
export async function onBannerChosen(file: File) {
  const ticket = await requestBannerUpload();
  await putBytes(ticket.uploadUrl, file);
}
