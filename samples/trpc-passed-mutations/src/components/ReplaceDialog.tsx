import { trpc } from '@/trpc/trpc';

// The mutation's function handed to a child component as a prop.
function ReplaceDialog({ replaceAsync, slot }: {
  replaceAsync: (input: { slot: number; device: string }) => Promise<void>;
  slot: number;
}) {
  const onPick = async (device: string) => {
    // @expect POST /trpc/disks.replace
    await replaceAsync({ slot, device });
  };
  return <button onClick={() => onPick('sdd')}>Replace</button>;
}

export function Slots() {
  const replaceMut = trpc.disks.replace.useMutation();
  return <ReplaceDialog replaceAsync={replaceMut.mutateAsync} slot={1} />;
}
