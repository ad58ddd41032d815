import { api } from '../helpers/http'

export function listNotes() {
  // @expect GET /api/notes
  return api.get('/notes')
}

export function getNote(id) {
  // @expect GET /api/notes/{id}
  return api.get(`/notes/${id}`)
}

export function createNote(title, text) {
  // @expect POST /api/notes
  return api.post('/notes', { title, text })
}

export function updateNote(id, title, text) {
  // @expect PUT /api/notes/{id}
  return api.put(`/notes/${id}`, { title, text })
}

export function deleteNote(id) {
  // @expect DELETE /api/notes/{id}
  return api.delete(`/notes/${id}`)
}
