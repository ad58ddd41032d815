import { API_BASE, TOKEN_KEY } from './config';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function currentToken(): string {
  return window.localStorage.getItem(TOKEN_KEY) ?? '';
}

// The one place that talks to the network.
export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const token = currentToken();
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  if (response.status === 401) {
    window.localStorage.removeItem(TOKEN_KEY);
    throw new Error('Your session has expired.');
  }
  if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}`);
  }
  return (await response.json()) as T;
}
