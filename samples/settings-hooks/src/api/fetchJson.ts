export interface FetchJsonOptions extends Omit<RequestInit, 'body'> {
  path: string;
  queryParams?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
}

async function fetchJson<T>({ path, headers, queryParams, body, method = 'GET', signal }: FetchJsonOptions): Promise<T> {
  const query = queryParams ? `?${new URLSearchParams(queryParams as Record<string, string>).toString()}` : '';
  const response = await fetch(`${path}${query}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) {
    throw new Error(response.statusText);
  }
  return response.json() as Promise<T>;
}

export default fetchJson;
