import { trpc } from '@/trpc/trpc';

// A hook that returns an object whose members are the mutations' functions.
export function useDisks() {
  // @expect GET /trpc/disks.list
  const disksQ = trpc.disks.list.useQuery();
  const addDiskMut = trpc.disks.add.useMutation({ onSuccess: () => disksQ.refetch() });
  const removeDisk = trpc.disks.remove.useMutation().mutateAsync;
  return {
    disks: disksQ.data ?? [],
    addDisk: addDiskMut.mutate,
    isAdding: addDiskMut.isPending,
    removeDisk,
  };
}

async function runEach(paths: string[], operation: (args: { path: string }) => Promise<unknown>) {
  for (const path of paths) {
    // @expect POST /trpc/files.restore
    await operation({ path });
  }
}

export function useTrash() {
  const restore = trpc.files.restore.useMutation().mutateAsync;
  // The mutation is handed to a helper that calls it for each path.
  const restoreAll = (paths: string[]) => runEach(paths, restore);
  return { restoreAll };
}
