// A request helper that builds the headers in a local object, stores it back into the
// options it was given and sends them from a function nested in it: the headers written
// before the nested function reads the options are sent.
import axios, { AxiosRequestConfig } from 'axios';
import { KeyStorage } from './key-storage';

export class ApiService {
  constructor(private readonly keys: KeyStorage) {}

  public get(url: string) {
    return this.send(url, { method: 'GET' });
  }

  public post(url: string, data: object) {
    return this.send(url, { method: 'POST', data });
  }

  private send(url: string, options: AxiosRequestConfig) {
    const key = this.keys.get();
    const headers: any = options.headers || {};
    if (key !== null) headers['Authorization'] = `Bearer ${this.keys.get()}`;
    options.headers = headers;

    const abort = new AbortController();
    const result = (async () => {
      const response = await axios.request({ url, signal: abort.signal, ...options });
      return response.data;
    })();
    return { result, cancel: () => abort.abort() };
  }
}
