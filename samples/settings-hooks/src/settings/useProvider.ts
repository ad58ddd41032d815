import useApiMutation from '../hooks/useApiMutation';

// One hook for several provider kinds: the kind's path comes from the caller, and the method
// and the path choose together on `id` (PUT to the item, POST to the collection).
export function useSaveProvider(id: number | undefined, path: string) {
  const { mutate, isPending } = useApiMutation<Provider, Provider>({
    path: id ? `${path}/${id}` : path,
    method: id ? 'PUT' : 'POST',
  });
  return { save: mutate, isSaving: isPending };
}

export function useDeleteProvider(id: number, path: string) {
  const { mutate, isPending } = useApiMutation<unknown, void>({
    path: `${path}/${id}`,
    method: 'DELETE',
  });
  return { deleteProvider: mutate, isDeleting: isPending };
}
