// A fetch wrapper that pulls headers out of the caller's options and spreads the rest
// (method, body) back in: the rest element carries the caller's method.
const token = (): string => localStorage.getItem('token') || '';

export async function fetchURL(url: string, opts?: RequestInit): Promise<Response> {
  const { headers, ...rest } = opts || {};
  return fetch(`/api${url}`, { headers: { 'X-Auth': token(), ...headers }, ...rest });
}

export const loadSettings = () =>
  // @expect GET /api/settings
  fetchURL('/settings');

export const saveSettings = (s: Settings) =>
  // @expect PUT /api/settings
  fetchURL('/settings', { method: 'PUT', body: JSON.stringify(s) });

export const removeShare = (id: string) =>
  // @expect DELETE /api/share/{id}
  fetchURL(`/share/${id}`, { method: 'DELETE' });

// The same in a destructured parameter.
export function request(path: string, { headers, ...init }: RequestInit = {}) {
  return fetch(`/api/v2${path}`, { ...init, headers: { Accept: 'application/json', ...headers } });
}

// @expect POST /api/v2/notes
export const createNote = (n: Note) => request('/notes', { method: 'POST', body: JSON.stringify(n) });
