import { useDeleteProvider, useSaveProvider } from './useProvider';

export function EditNotification({ id, item }: { id?: number; item: Provider }) {
  const { save } = useSaveProvider(id, '/notification');
  const { deleteProvider } = useDeleteProvider(id as number, '/notification');
  const onSave = () => {
    // @expect PUT /api/v5/notification/{id}
    save(item);
  };
  const onDelete = () => {
    // @expect DELETE /api/v5/notification/{id}
    deleteProvider();
  };
  return (
    <div>
      <button onClick={onSave}>Save</button>
      <button onClick={onDelete}>Delete</button>
    </div>
  );
}

export function EditIndexer({ id, item }: { id?: number; item: Provider }) {
  const { save } = useSaveProvider(id, '/indexer');
  const { deleteProvider } = useDeleteProvider(id as number, '/indexer');
  return (
    <div>
      <button onClick={() => save(item)}>Save</button>
      <button onClick={() => deleteProvider()}>Delete</button>
    </div>
  );
}
