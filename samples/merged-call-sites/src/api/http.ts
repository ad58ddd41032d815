const API_BASE = import.meta.env.VITE_API_URL;

/** Send a JSON body and read the JSON answer. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(API_BASE + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(API_BASE + path, { signal });
  return (await response.json()) as T;
}
