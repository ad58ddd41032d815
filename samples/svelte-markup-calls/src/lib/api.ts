export interface Settings {
  threshold: number;
  locale: string;
}

const BASE = '/api/v2';

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

export const settingsAPI = {
  load: () => request<Settings>('GET', '/settings'),
  save: (settings: Settings) => request<Settings>('PUT', '/settings', settings),
  reset: () => request<Settings>('POST', '/settings/reset'),
};

export const detectionsAPI = {
  list: () => request<{ id: number; species: string }[]>('GET', '/detections'),
  remove: (id: number) => request<void>('DELETE', `/detections/${id}`),
  review: (id: number, verdict: string) =>
    request<void>('POST', `/detections/${id}/review`, { verdict }),
};
