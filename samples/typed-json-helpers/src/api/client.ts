// A private request helper over fetch whose answers a generic json<T>(res) helper types, as
// a .then callback given its type argument or called with one.
import type { Feed, Item, ItemPage, Settings } from './types';
import type { Remote } from '@acme/remote-types';

function api(method: string, endpoint: string, body?: object) {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
  }
  return fetch(endpoint, init).then((res) => {
    if (!res.ok) throw new Error(res.statusText);
    return res;
  });
}

function json<T>(res: Response): Promise<T> {
  return res.json() as Promise<T>;
}

export default {
  listFeeds(): Promise<Feed[]> {
    // @expect GET /api/feeds
    return api('get', '/api/feeds').then(json<Feed[]>);
  },
  getItem(id: number) {
    // @expect GET /api/items/{id}
    return api('get', `/api/items/${id}`).then(json<Item>);
  },
  listItems() {
    // @expect GET /api/items
    return api('get', '/api/items').then(json<ItemPage>);
  },
  listErrors(): Promise<Record<number, string>> {
    // @expect GET /api/errors
    return api('get', '/api/errors').then(json<Record<number, string>>);
  },
  async getSettings(): Promise<Settings> {
    // @expect GET /api/settings
    const res = await api('get', '/api/settings');
    return json<Settings>(res);
  },
  getRemote(): Promise<Remote> {
    // @expect GET /api/remote
    return api('get', '/api/remote').then(json<Remote>);
  },
};
