import { getNote, listNotes } from "../gen/notes/v1/notes-NoteService_connectquery";
import { useCachedQuery } from "../hooks/use-cached-query";

export function NotesPage({ id }: { id: string }) {
  const all = useCachedQuery(listNotes, {});
  const one = useCachedQuery(getNote, { noteId: id });
  return (
    <ul>
      <li>{one.data?.title}</li>
      <li>{String(all.data)}</li>
    </ul>
  );
}
