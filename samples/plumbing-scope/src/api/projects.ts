import { client } from './client';

export interface Project { id: string; name: string }

export function listProjects() {
  // @expect GET /api/projects
  return client.get<Project[]>('/projects');
}

export function createProject(name: string) {
  // @expect POST /api/projects
  return client.post<Project>('/projects', { name });
}

export function projectMetrics(id: string) {
  // @expect GET /api/projects/{id}/metrics
  return client.get(`/projects/${id}/metrics`);
}

export function sendUsage(event: string) {
  // @expect POST /api/telemetry/events
  return client.post('/telemetry/events', { event });
}
