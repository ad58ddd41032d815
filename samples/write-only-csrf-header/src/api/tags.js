import { csrfFetch } from '../helpers/csrf-fetch'

export function listTags() {
  // @expect GET /api/tags
  return csrfFetch('/api/tags')
}

export function createTag(name) {
  // @expect POST /api/tags
  return csrfFetch('/api/tags', { method: 'POST', body: JSON.stringify({ name }) })
}
