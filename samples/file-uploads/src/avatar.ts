export function uploadAvatar(file: File) {
  // @expect PUT /api/avatar
  return fetch('/api/avatar', { method: 'PUT', body: file });
}
