import axios from 'axios';

// One request helper takes the HTTP method as text and picks the request by a switch; the
// verb wrappers pass a literal, so each call makes the request of one arm only.
export class NetworkService {
  private http = axios.create();

  public getJson<T>(url: string): Promise<T> {
    return this.callJson('get', url);
  }

  public postJson<T>(url: string, data = {}): Promise<T> {
    return this.callJson('post', url, data);
  }

  public putJson<T>(url: string, data = {}): Promise<T> {
    return this.callJson('put', url, data);
  }

  public deleteJson<T>(url: string): Promise<T> {
    return this.callJson('delete', url);
  }

  public callJson<T>(method: 'get' | 'post' | 'delete' | 'put', url: string, data = {}): Promise<T> {
    switch (method) {
      case 'get':
        return this.http.get('/api' + url).then((res) => res.data);
      case 'delete':
        return this.http.delete('/api' + url).then((res) => res.data);
      case 'post':
        return this.http.post('/api' + url, data).then((res) => res.data);
      case 'put':
        return this.http.put('/api' + url, data).then((res) => res.data);
      default:
        throw new Error('Unknown method');
    }
  }
}

export const network = new NetworkService();
