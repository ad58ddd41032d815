// List helpers that send a typed filter object as the whole query: its declared members are
// the query parameters, optional where the type says so.
import type { Options } from 'ky';
import { api, http } from './clients';
import type { FeedFilter, ItemFilter, TagQuery, UserQuery } from './filters';

export async function listFeeds(filter?: FeedFilter) {
  // @expect GET /api/feeds
  return await api.get('feeds', { searchParams: filter }).json();
}

export async function listItems(options: ItemFilter) {
  // drop undefined members before sending (a copy of the same object)
  options = JSON.parse(JSON.stringify(options));
  // @expect GET /api/items
  return await api.get('items', { searchParams: options }).json();
}

export function listUsers(params: UserQuery) {
  // @expect GET /admin/users
  return http.get('/users', { params });
}

export function listTags(filter: TagQuery) {
  // @expect GET /api/tags
  return fetch('/api/tags?' + new URLSearchParams(filter as Record<string, string>));
}

export function search(query: Record<string, string>) {
  // an index type names no members: the query stays one object
  // @expect GET /api/search
  return api.get('search', { searchParams: query }).json();
}

export function listMarks(query: Options['searchParams']) {
  // a type from outside the folder shows no members: the query stays one object
  // @expect GET /api/marks
  return api.get('marks', { searchParams: query }).json();
}
