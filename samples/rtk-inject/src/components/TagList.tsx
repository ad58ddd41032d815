import { useCreateTagMutation, useDeleteTagMutation, useGetTagsQuery } from '../modules/tags/tagService';

export function TagList({ projectId }: { projectId: number }) {
  const { data } = useGetTagsQuery({ projectId });
  const [createTag] = useCreateTagMutation();
  const [deleteTag] = useDeleteTagMutation();
  return (
    <ul>
      {data?.map((tag) => (
        <li key={tag.id}>
          {tag.label}
          <button onClick={() => deleteTag({ id: tag.id, projectId })}>Remove tag</button>
        </li>
      ))}
      <button onClick={() => createTag({ projectId, tag: { color: '#fff', label: 'new' } })}>
        Add tag
      </button>
    </ul>
  );
}
