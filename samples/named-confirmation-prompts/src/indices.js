export function deleteIndex(name, done) {
  // @expect DELETE /api/indices/{name}
  return fetch(`/api/indices/${name}`, { method: 'DELETE' }).then(done);
}

export function closeIndex(name, done) {
  // @expect POST /api/indices/{name}/close
  return fetch(`/api/indices/${name}/close`, { method: 'POST' }).then(done);
}

export function flushIndex(name, done) {
  // @expect POST /api/indices/{name}/flush
  return fetch(`/api/indices/${name}/flush`, { method: 'POST' }).then(done);
}
