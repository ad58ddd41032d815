import { createApiClient } from '../../api/Client';
import { NotesResource } from '../../api/NotesResource';

export async function load({ fetch }) {
  const notes = new NotesResource(createApiClient(fetch));
  return { notes: await notes.list() };
}
