import { workspaceId } from './settings';

type Query = Record<string, string | number | undefined>;
type Payload = BodyInit | Record<string, unknown> | null;

// A fetch wrapper that builds a JSON body only when the caller passes an object: the
// workspace member is added inside that arm, so a call passing no body sends none.
const request = async (method: string, path: string, query: Query = {}, body?: Payload) => {
  const search = new URLSearchParams({ workspace: workspaceId, ...query });
  const headers: Record<string, string> = {};
  const params: RequestInit = { method };

  if (body instanceof FormData) {
    params.body = body;
  } else if (typeof body === 'object' && body !== null) {
    headers['Content-Type'] = 'application/json';
    params.body = JSON.stringify({ ...body, workspace: workspaceId });
  } else {
    params.body = body;
  }

  const res = await fetch(`/api${path}?${search}`, { ...params, headers });
  return res.json();
};

export const http = {
  get: (path: string, query?: Query) => request('get', path, query),
  put: (path: string, query?: Query, body?: Payload) => request('put', path, query, body),
  post: (path: string, query?: Query, body?: Payload) => request('post', path, query, body),
  delete: (path: string, query?: Query) => request('delete', path, query),
};
