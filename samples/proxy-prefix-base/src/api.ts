import { buildUrl, legacyPrefix, pageFolder, pageName } from './base';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(buildUrl(path));
  return response.json() as Promise<T>;
}

export function listBirds() {
  // @expect GET /api/birds
  return getJson<{ id: string }[]>('/api/birds');
}

export function getBird(id: string) {
  // @expect GET /api/birds/{id}
  return getJson<{ id: string }>(`/api/birds/${id}`);
}

export function deleteBird(id: string) {
  // @expect DELETE /api/birds/{id}
  return fetch(legacyPrefix() + '/api/birds/' + id, { method: 'DELETE' });
}

export function folderStatus() {
  // @expect GET /status
  return fetch(pageFolder() + '/status');
}

export function pageNotes() {
  // @expect GET /api/notes/{pageName}
  return fetch('/api/notes/' + pageName());
}
