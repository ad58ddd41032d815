import { createTRPCReact, httpLink } from '@trpc/react-query';
// The router lives in the server package next to this one, outside this folder.
import type { AppRouter } from '../../../server/src/router';

export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [httpLink({ url: '/trpc' })],
});
