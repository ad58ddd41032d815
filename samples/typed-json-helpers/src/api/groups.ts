// A ky instance whose .json<T>() answers are typed, also behind an await, where an index
// read alone would not prove the list its declared type names.
import ky from 'ky';
import type { Folder } from './types';

const api = ky.create({ prefixUrl: '/api' });

export async function getGroup(id: number) {
  // @expect-none (never called: GET /api/groups/{id} is no Tool)
  return await api.get('groups/' + id).json<Folder>();
}

export async function createGroups(names: string[]) {
  // @expect POST /api/groups
  return await api.post('groups', { json: { names } }).json<{ ids: number[] }>();
}
