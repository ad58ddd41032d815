import { client } from './Client';

export function createNote(title: string, pinned: boolean) {
  // @expect POST /api/notes
  return client.send('/notes', { method: 'POST', json: { title, pinned } });
}

export function removeNote(id: string) {
  // @expect DELETE /api/notes/{id}
  return client.send(`/notes/${id}`, { method: 'DELETE' });
}
