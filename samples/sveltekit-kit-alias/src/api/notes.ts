import { get, send } from '$http';

export type Note = { id: string; title: string; text: string };

// @expect GET /api/notes
export const listNotes = () => get<Note[]>('/notes');

export const createNote = (title: string, text: string) =>
  // @expect POST /api/notes
  send<Note>('POST', '/notes', { title, text });

// @expect DELETE /api/notes/{id}
export const deleteNote = (id: string) => send<void>('DELETE', `/notes/${id}`);
