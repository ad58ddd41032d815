import { api } from './client';

export interface Album {
  id: string;
  title: string;
}

export interface CommentPage {
  comments: { id: string; body: string }[];
  nextCursor: string | null;
}

/** Lists the albums of the signed-in user. */
export const listAlbums = () =>
  // @expect GET /albums
  api.get<Album[]>('/albums');

/** Shows one album. */
export const getAlbum = (id: string) =>
  // @expect GET /albums/{id}
  api.get<Album>(`/albums/${id}`);

/** One page of an album's comments; `cursor` continues after the previous page. */
export const listComments = (albumId: string, cursor?: string) =>
  // @expect GET /albums/{albumId}/comments
  api.get<CommentPage>(`/albums/${albumId}/comments`, { params: { cursor } });

/** Adds a photo, showing an uploaded file, to an album. */
export const createPhoto = (albumId: string, title: string, fileId: string) =>
  // @expect POST /albums/{albumId}/photos
  api.post(`/albums/${albumId}/photos`, { title, fileId });

/** Adds a video, stored under an uploaded object key, to an album. */
export const createVideo = (albumId: string, objectKey: string) =>
  // @expect POST /albums/{albumId}/videos
  api.post(`/albums/${albumId}/videos`, { objectKey });
