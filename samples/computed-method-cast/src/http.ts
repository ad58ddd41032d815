// A hand-written client: each verb method forwards to fetch with its own HTTP method.
interface RequestConfig {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  data?: unknown;
}

export class HttpClient {
  private baseURL = '';

  constructor(config?: { baseURL?: string }) {
    if (config?.baseURL) this.baseURL = config.baseURL;
  }

  private async send<T>(url: string, config: RequestConfig = {}): Promise<T> {
    const { method = 'GET', data } = config;
    const init: RequestInit = { method, headers: { 'Content-Type': 'application/json' } };
    if (data !== undefined && method !== 'GET') init.body = JSON.stringify(data);
    const response = await fetch(`${this.baseURL}${url}`, init);
    return response.json() as Promise<T>;
  }

  get<T>(url: string) {
    return this.send<T>(url, { method: 'GET' });
  }

  post<T>(url: string, data?: unknown) {
    return this.send<T>(url, { method: 'POST', data });
  }

  put<T>(url: string, data?: unknown) {
    return this.send<T>(url, { method: 'PUT', data });
  }

  delete<T>(url: string) {
    return this.send<T>(url, { method: 'DELETE' });
  }
}

export const apiClient = new HttpClient({ baseURL: '/api' });
