// Plain fetch answers typed by an assertion, an annotated local and a generic wrapper.
import type { Created, Folder, Stats, Tag } from './types';

export function listTags() {
  // @expect-none (never called: GET /api/tags is no Tool)
  return fetch('/api/tags').then((r) => r.json() as Promise<Tag[]>);
}

export async function getTag(id: number) {
  // @expect-none (never called: GET /api/tags/{id} is no Tool)
  const res = await fetch('/api/tags/' + id);
  return (await res.json()) as Tag;
}

export async function listFolders() {
  // @expect-none (never called: GET /api/folders is no Tool)
  const r = await fetch('/api/folders');
  return (await r.json()) as Folder[];
}

export async function getStats() {
  // @expect GET /api/stats
  const res = await fetch('/api/stats');
  const stats: Stats = await res.json();
  return stats.running;
}

async function get<T>(url: string): Promise<T> {
  const r = await fetch(url);
  return r.json();
}

async function send<T>(url: string, body: object) {
  const r = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
  return (await r.json()) as T;
}

export function loadUnread() {
  // @expect-none (never called: GET /api/unread is no Tool)
  return get<Stats>('/api/unread');
}

export function createNote(text: string) {
  // @expect-none (never called: POST /api/notes is no Tool)
  return send<Created>('/api/notes', { text });
}

export function ping() {
  // @expect POST /api/pings
  return send('/api/pings', {});
}
