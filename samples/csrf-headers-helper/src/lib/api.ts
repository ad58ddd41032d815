import { buildUrl } from './urls';

const CSRF_HEADER = 'X-CSRF-Token';

function readToken(): string | null {
  const meta = document.querySelector('meta[name="csrf-token"]');
  return meta ? meta.getAttribute('content') : null;
}

/** Every request's headers: JSON, and the page's CSRF token when it has one. */
function defaultHeaders(): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const token = readToken();
  if (token) {
    headers.set(CSRF_HEADER, token);
  }
  return headers;
}

interface Options extends Omit<RequestInit, 'body'> {
  body?: unknown;
}

/** The one request function: the caller's headers are merged over the defaults. */
export async function request<T>(url: string, options: Options = {}): Promise<T> {
  const defaults: RequestInit = {
    method: 'GET',
    headers: defaultHeaders(),
    credentials: 'same-origin',
  };
  if (options.headers) {
    const merged = defaults.headers as Headers;
    for (const [key, value] of new Headers(options.headers)) {
      merged.set(key, value);
    }
    options.headers = merged;
  }
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const finalOptions: RequestInit = { ...defaults, ...options, body };
  const response = await fetch(buildUrl(url), finalOptions);
  if (!response.ok) {
    throw new Error(`request failed: ${response.status}`);
  }
  return response.json() as Promise<T>;
}

export const api = {
  get<T>(url: string, options: Options = {}): Promise<T> {
    return request<T>(url, { ...options, method: 'GET' });
  },
  post<T>(url: string, data?: unknown, options: Options = {}): Promise<T> {
    return request<T>(url, { ...options, method: 'POST', body: data });
  },
  delete<T>(url: string, options: Options = {}): Promise<T> {
    return request<T>(url, { ...options, method: 'DELETE' });
  },
};
