import axios from 'axios';
import { apiOrigin } from './origin';

const http = axios.create({ baseURL: apiOrigin() });

export async function projects() {
  // @expect GET /api/projects
  return http.get('/api/projects');
}

export async function archive(id: string) {
  // @expect POST /api/projects/{id}/archive
  return http.post(`/api/projects/${id}/archive`);
}
