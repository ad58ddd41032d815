import normalizeUrl from 'normalize-url';

// A helper that makes sure the path starts with a slash before joining it to the base.
const BASE = '/v2';

export function get(path, query) {
  path = path.startsWith('/') ? path : '/' + path;
  if (query) {
    path += '?' + new URLSearchParams(query).toString();
  }
  return fetch(BASE + path).then(r => r.json());
}

// A helper that strips the slash with a regular expression and adds the prefix itself.
export function remove(path) {
  path = path.replace(/^\//, '');
  path = '/v2/' + path;
  return fetch(path, { method: 'DELETE' });
}

// A helper with a default path, cut with slice.
export function post(path, body) {
  path = path || '/events';
  path = path[0] === '/' ? path.slice(1) : path;
  return fetch(`/v2/${path}`, { method: 'POST', body: JSON.stringify(body) });
}

// A helper whose rewrite goes through a library the tool does not read.
export function put(path, body) {
  path = normalizeUrl(path);
  return fetch(`/v2/${path}`, { method: 'PUT', body: JSON.stringify(body) });
}
