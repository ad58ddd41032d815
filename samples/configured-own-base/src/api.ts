import { environment } from './environments/environment';

export interface Item {
  id: string;
  name: string;
}

export function listItems(): Promise<Item[]> {
  // @expect GET /items
  return fetch(`${environment.apiBaseUrl}/items`).then((r) => r.json());
}

export function deleteItem(id: string): Promise<Response> {
  // @expect DELETE /items/{id}
  return fetch(`${environment.apiBaseUrl}/items/${id}`, { method: 'DELETE' });
}

export function readStatus(): Promise<{ status: string }> {
  // @expect GET /status
  return fetch('/status').then((r) => r.json());
}

export function latestRelease(): Promise<{ tag_name: string }> {
  // @expect GET /repos/shop/web/releases/latest
  return fetch(`${environment.githubApi}/repos/shop/web/releases/latest`).then((r) => r.json());
}
