import { fetcher } from './fetcher';

// Two steps of one flow through one endpoint, each wrapper declaring its own answer.
export const startTelegramLink = (): Promise<{ bot: string; token: string }> =>
  // @expect GET /api/telegram/subscribe
  fetcher.get('/telegram/subscribe');

export const checkTelegramLink = (token: string): Promise<{ address: string; updated: boolean }> =>
  // @expect GET /api/telegram/subscribe
  fetcher.get('/telegram/subscribe', { tkn: token });

// Two wrappers of one endpoint whose answers share members: the output keeps those.
export const getUserCard = (id: string): Promise<{ id: string; name: string }> =>
  // @expect GET /api/users/{id}
  fetcher.get(`/users/${id}`);

export const getUserDetails = (id: string): Promise<{ id: string; name: string; email: string }> =>
  // @expect GET /api/users/{id}
  fetcher.get(`/users/${id}`);

// One wrapper: its declared answer is the output.
export const getProfile = (): Promise<{ name: string; email: string }> =>
  // @expect GET /api/profile
  fetcher.get('/profile');
