export function loadTags() {
  // @expect GET /api/tags
  return globalThis.tags.send('GET', '/tags');
}

export function renameTag(id, name) {
  // @expect PATCH /api/tags/{id}
  return window.tags.send('PATCH', `/tags/${id}`, {name});
}
