const CLIENT = 'web';

// Two more tests of the wrapper's own parameter: `if (data !== undefined)` and a ternary.
function send(method, url, data) {
  const options = { method, headers: { Accept: 'application/json' } };
  if (data !== undefined) {
    options.body = JSON.stringify({ ...data, client: CLIENT });
  }
  return fetch(url, options).then((r) => r.json());
}

function call(url, payload) {
  return fetch(url, {
    method: 'POST',
    body: payload ? JSON.stringify({ ...payload, client: CLIENT }) : undefined,
  });
}

export function renameTag(id, name) {
  // @expect PATCH /api/tags/{id}
  return send('PATCH', `/api/tags/${id}`, { name });
}

export function refreshTags() {
  // @expect POST /api/tags/refresh
  return send('POST', '/api/tags/refresh');
}

export function mergeTags(from, to) {
  // @expect POST /api/tags/merge
  return call('/api/tags/merge', { from, to });
}

export function rebuildIndex() {
  // @expect POST /api/index/rebuild
  return call('/api/index/rebuild');
}
