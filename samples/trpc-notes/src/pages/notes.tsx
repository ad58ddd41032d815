import { trpc } from '~/utils/trpc';

export default function NotesPage() {
  const utils = trpc.useUtils();
  // @expect GET /api/trpc/note.list
  const notes = trpc.note.list.useInfiniteQuery({ limit: 20 }, { getNextPageParam: (p) => p.nextCursor });
  // @expect GET /api/trpc/user.me
  const me = trpc.user.me.useQuery();
  const createNote = trpc.note.create.useMutation({
    onSuccess: () => utils.note.list.invalidate(),
  });
  const deleteNote = trpc.note.delete.useMutation();
  trpc.note.onAdd.useSubscription(undefined, { onData: () => utils.note.list.invalidate() });

  async function onCreate(title: string) {
    // @expect POST /api/trpc/note.create
    await createNote.mutateAsync({ title, visibility: 'private' });
  }

  function onDelete(id: string) {
    // @expect POST /api/trpc/note.delete
    deleteNote.mutate({ id });
  }

  function onOpen(id: string) {
    // @expect GET /api/trpc/note.byId
    void utils.note.byId.prefetch({ id });
  }

  return (
    <div>
      <h1>{me.data?.id}</h1>
      <button onClick={() => onCreate('Untitled')}>New note</button>
      {notes.data?.pages.map((page) => page.items.map((n: any) => (
        <div key={n.id} onMouseEnter={() => onOpen(n.id)}>
          <button onClick={() => onDelete(n.id)}>Delete</button>
        </div>
      )))}
    </div>
  );
}
