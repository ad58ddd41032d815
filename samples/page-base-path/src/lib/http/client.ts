import { withBase } from '$lib/paths';

/** A small fetch client: its methods are read for no particular instance. */
export class HttpClient {
  private baseURL: string = '';
  private timeout: number = 10000;

  constructor(config?: { baseURL?: string; timeout?: number }) {
    if (config?.baseURL) this.baseURL = config.baseURL;
    if (config?.timeout) this.timeout = config.timeout;
  }

  // nothing in the program names this setter: its write never runs
  setBaseURL(baseURL: string): void {
    this.baseURL = baseURL;
  }

  async get<T>(url: string): Promise<T> {
    const response = await fetch(`${this.baseURL}${url}`, { method: 'GET' });
    return response.json();
  }

  async post<T>(url: string, data: unknown): Promise<T> {
    const response = await fetch(`${this.baseURL}${url}`, {
      method: 'POST',
      body: JSON.stringify(data)
    });
    return response.json();
  }
}

// two constructions that differ in the timeout but give the same base
export const reports = new HttpClient({ baseURL: withBase('/api'), timeout: 15000 });
export const uploads = new HttpClient({ baseURL: withBase('/api'), timeout: 60000 });
// one that gives none: the field keeps its initial value, no write happens
export const bare = new HttpClient();
