import { useEffect } from 'react';
import { trpc } from '@/trpc/trpc';

// Utils handles kept in an array, read once the user is signed in.
export function Prefetch() {
  const utils = trpc.useUtils();
  const handles = [utils.apps.list, utils.wifi.supported];
  useEffect(() => {
    // @expect GET /trpc/wifi.supported
    handles.map((handle) => handle.prefetch());
  }, []);
  return null;
}
