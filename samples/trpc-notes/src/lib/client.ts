import { createTRPCProxyClient, httpLink } from '@trpc/client';
import type { AppRouter } from '~/server/routers/_app';

export const client = createTRPCProxyClient<AppRouter>({
  links: [
    httpLink({
      url: 'https://notes.example.com/trpc',
      headers() {
        return { authorization: `Bearer ${localStorage.getItem('token')}` };
      },
    }),
  ],
});

export async function pinNote(id: string, pinned: boolean) {
  // @expect POST /note.pin
  return client.note.pin.mutate({ id, pinned });
}

export async function loadNote(id: string) {
  // @expect GET /note.byId
  return client.note.byId.query({ id });
}
