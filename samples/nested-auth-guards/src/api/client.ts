// A fetch client that adds the credential only to the calls that ask for it, and only once a
// token is held: the header sits under two nested ifs, the outer one testing the caller's
// option. A call that leaves requiresAuth unset (or false) sends no credential.
interface RequestOptions extends RequestInit {
  requiresAuth?: boolean;
  team?: string;
}

function getHeaders(options: RequestOptions = {}): Headers {
  const headers = new Headers(options.headers);
  headers.set('Content-Type', 'application/json');
  if (options.requiresAuth) {
    const token = localStorage.getItem('token');
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
    }
  }
  return headers;
}

async function request<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(`/api${endpoint}`, { ...options, headers: getHeaders(options) });
  if (!response.ok) {
    throw new Error(`request failed: ${response.status}`);
  }
  return response.json();
}

export function get<T>(endpoint: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(endpoint, { ...options, method: 'GET' });
}

export function post<T>(endpoint: string, data: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>(endpoint, { ...options, method: 'POST', body: JSON.stringify(data) });
}
