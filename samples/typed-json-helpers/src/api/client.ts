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
    // @expect-none (never called: GET /api/items/{id} is no Tool)
    return api('get', `/api/items/${id}`).then(json<Item>);
  },
  listItems() {
    // @expect-none (never called: GET /api/items is no Tool)
    return api('get', '/api/items').then(json<ItemPage>);
  },
  listErrors(): Promise<Record<number, string>> {
    // @expect-none (never called: GET /api/errors is no Tool)
    return api('get', '/api/errors').then(json<Record<number, string>>);
  },
  async getSettings(): Promise<Settings> {
    // @expect-none (never called: GET /api/settings is no Tool)
    const res = await api('get', '/api/settings');
    return json<Settings>(res);
  },
  getRemote(): Promise<Remote> {
    // @expect-none (never called: GET /api/remote is no Tool)
    return api('get', '/api/remote').then(json<Remote>);
  },
};
