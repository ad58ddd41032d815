const BASE = '/api';

export async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE}${path}`);
  return response.json() as Promise<T>;
}

export async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<T>;
}
