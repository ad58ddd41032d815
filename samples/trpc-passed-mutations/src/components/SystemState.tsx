import { createContext, useContext } from 'react';
import { trpc } from '@/trpc/trpc';

// React 19: the context itself is the provider element.
const SystemState = createContext<{ shutdown: () => void } | null>(null);

export function SystemStateProvider({ children }: { children: React.ReactNode }) {
  const shutdownMut = trpc.system.shutdown.useMutation();
  return <SystemState value={{ shutdown: shutdownMut.mutate }}>{children}</SystemState>;
}

export function useSystemState() {
  const state = useContext(SystemState);
  if (!state) throw new Error('SystemStateProvider is missing');
  return state;
}

export function ShutdownButton() {
  const { shutdown } = useSystemState();
  // @expect POST /trpc/system.shutdown
  return <button onClick={() => shutdown()}>Shut down</button>;
}
