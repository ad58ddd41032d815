import { client } from '../helpers/axios-client'

export function listLabels() {
  // @expect GET /api/labels
  return client.get('/labels', { skipCsrf: true })
}

export function createLabel(name) {
  // @expect POST /api/labels
  return client.post('/labels', { name })
}
