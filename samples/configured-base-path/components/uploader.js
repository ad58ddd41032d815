// Root-relative paths written in full: under the API client's configured base (/v1) they are
// that client's calls; under the auth client's fallback (/auth, which a deployment setting
// AUTH_URL replaces), under no base, or under a first segment that only starts like the base
// (/v10), they stay on the page's own origin.
export async function processUpload(file) {
  const form = new FormData()
  form.append('file', file)
  // @expect POST /uploads/process/
  const res = await fetch('/v1/uploads/process/', { method: 'POST', body: form })
  return res.text()
}

export function signOut() {
  // @expect POST /auth/logout
  return fetch('/auth/logout', { method: 'POST' })
}

export function legacyStatus() {
  // @expect GET /v10/status
  return fetch('/v10/status')
}
