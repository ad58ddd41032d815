const BASE = '/api';

async function request<T>(method: string, url: string, query: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams(query).toString();
  const res = await fetch(`${BASE}${url}${search ? `?${search}` : ''}`, { method });
  return res.json();
}

export const fetcher = {
  get: <T>(url: string, query?: Record<string, string>): Promise<T> => request<T>('GET', url, query),
};
