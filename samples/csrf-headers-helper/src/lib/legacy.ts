/** A second helper: a plain object of headers, the token assigned by key. */
function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionStorage.getItem('csrf');
  if (token) {
    headers['X-CSRF-Token'] = token;
  }
  return headers;
}

/** Requests of the older pages: the helper's headers spread under the caller's. */
export async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(path, {
    ...init,
    headers: { ...sessionHeaders(), ...(init.headers as Record<string, string>) },
  });
  return response.json();
}
