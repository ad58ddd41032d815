import { listNotes } from '@notes/api/notes';
import { get } from '$http';

export async function load() {
  // @expect GET /api/tags
  const [notes, tags] = await Promise.all([listNotes(), get<string[]>('/tags')]);
  return { notes, tags };
}
