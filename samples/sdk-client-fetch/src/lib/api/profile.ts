import { session } from '@orbit/session';

// The session object the package exports fetches with fetch's arguments too.
export async function loadProfile() {
  // @expect GET /api/me
  const response = await session.fetch('/api/me', { credentials: 'include' });
  return await response.json();
}
