import { http } from './http';

export interface Note {
  id: string;
  title: string;
  text: string;
}

// A body object is passed: the JSON arm runs, so the body has title, text and workspace.
export const createNote = (title: string, text: string): Promise<Note> =>
  // @expect POST /api/notes
  http.post('/notes', {}, { title, text });

// Only query parameters: no body is sent.
export const archiveNote = (id: string): Promise<void> =>
  // @expect PUT /api/notes/{id}/archive
  http.put(`/notes/${id}/archive`, { archived: 1 });

// An explicit undefined body: no body either.
export const touchNote = (id: string): Promise<void> =>
  // @expect POST /api/notes/{id}/touch
  http.post(`/notes/${id}/touch`, {}, undefined);

export const removeNote = (id: string): Promise<void> =>
  // @expect DELETE /api/notes/{id}
  http.delete(`/notes/${id}`);

// A FormData body: the first arm sends it as it is.
export const attachFile = (id: string, file: File): Promise<{ url: string }> => {
  const data = new FormData();
  data.append('file', file);
  // @expect POST /api/notes/{id}/attachments
  return http.post(`/notes/${id}/attachments`, {}, data);
};
