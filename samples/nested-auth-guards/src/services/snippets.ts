import { get, post } from '../api/client';

export interface Snippet {
  id: number;
  title: string;
  code: string;
}

export function listSnippets() {
  // @expect GET /api/snippets
  return get<Snippet[]>('/snippets', { requiresAuth: true });
}

export function createSnippet(title: string, code: string) {
  // @expect POST /api/snippets
  return post<Snippet>('/snippets', { title, code }, { requiresAuth: true });
}

// No options at all: the outer test fails, no credential is sent.
export function getAuthConfig() {
  // @expect GET /api/auth/config
  return get<{ disableAccounts: boolean }>('/auth/config');
}

// The option spelled out false: no credential either.
export function getPublicSnippet(id: number) {
  // @expect GET /api/shared/{id}
  return get<Snippet>(`/shared/${id}`, { requiresAuth: false });
}

// Options that name other members only: requiresAuth is unset, no credential.
export function getChangelog(team: string) {
  // @expect GET /api/changelog
  return get<string[]>('/changelog', { team });
}

// The same endpoint from two call sites, one asking for the credential: it may be sent.
export function getSnippet(id: number) {
  // @expect GET /api/snippets/{id}
  return get<Snippet>(`/snippets/${id}`, { requiresAuth: true });
}

export function getSnippetPreview(id: number) {
  // @expect GET /api/snippets/{id}
  return get<Snippet>(`/snippets/${id}`);
}

// The options are the caller's own, passed through and decided nowhere: the credential may be
// sent, as without the rule.
export function getProfile(options: { requiresAuth?: boolean }) {
  // @expect GET /api/profile
  return get<{ name: string }>('/profile', options);
}
