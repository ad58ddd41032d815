import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '~/server/routers/_app';

// v11: the transformer is an option of the link
export const admin = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: 'https://admin.example.com/trpc', transformer: superjson })],
});

export function loadStats(range: 'day' | 'week') {
  // @expect GET /admin.stats
  return admin.admin.stats.query({ range });
}

export function banUser(userId: string, reason: string) {
  // @expect POST /admin.ban
  return admin.admin.ban.mutate({ userId, reason });
}
