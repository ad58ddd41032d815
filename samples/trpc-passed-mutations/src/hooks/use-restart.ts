import { trpc } from '@/trpc/trpc';

// A hook that hands on the mutation's function: callers call what it returns.
export function useRestart(onSuccess?: () => void) {
  const restartMut = trpc.system.restart.useMutation({ onSuccess });
  const restart = restartMut.mutate;
  return restart;
}
