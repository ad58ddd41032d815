import axios from 'axios'

const api = axios.create({ baseURL: process.env.baseUrl })
const auth = axios.create({ baseURL: process.env.AUTH_URL || '/auth' })

export function listProjects() {
  // @expect GET /projects
  return api.get('/projects')
}

export function revertUpload(id) {
  // @expect DELETE /uploads/revert/
  return api.delete('/uploads/revert/', { data: id })
}

export function whoAmI() {
  // @expect GET /me
  return auth.get('/me')
}
