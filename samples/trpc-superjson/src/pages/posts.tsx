import { api } from '~/utils/api';

export default function PostsPage({ tag }: { tag?: string }) {
  // @expect GET /api/trpc/post.list
  const posts = api.post.list.useQuery({ limit: 20, tag });
  const create = api.post.create.useMutation();
  const archive = api.post.archive.useMutation();

  function onCreate() {
    // @expect POST /api/trpc/post.create
    create.mutate({ title: 'Untitled', draft: true });
  }

  function onArchive() {
    // @expect POST /api/trpc/post.archive
    archive.mutate();
  }

  return (
    <div>
      <button onClick={onCreate}>New</button>
      <button onClick={onArchive}>Archive all</button>
      <span>{posts.data?.length}</span>
    </div>
  );
}
