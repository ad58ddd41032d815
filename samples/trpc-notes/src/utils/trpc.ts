import { httpBatchLink, loggerLink, wsLink, splitLink } from '@trpc/client';
import { createTRPCNext } from '@trpc/next';
import type { AppRouter } from '~/server/routers/_app';

function getBaseUrl() {
  if (typeof window !== 'undefined') return '';
  if (process.env.VERCEL_URL) return `https://${process.env.VERCEL_URL}`;
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

export const trpc = createTRPCNext<AppRouter>({
  config() {
    return {
      links: [
        loggerLink({ enabled: () => process.env.NODE_ENV === 'development' }),
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: wsLink({ client: null as any }),
          false: httpBatchLink({ url: `${getBaseUrl()}/api/trpc` }),
        }),
      ],
    };
  },
  ssr: false,
});
