import { client } from './client';

type FetchOptions = RequestInit & { throwOnError?: boolean };

// Every console request goes through the SDK client's fetch, under /api/console.
export async function consoleFetch(input: string, init?: FetchOptions): Promise<Response> {
  if (!input.startsWith('/')) {
    throw Error("Should start with '/'");
  }
  return await client.fetch(`/api/console${input}`, {
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}
