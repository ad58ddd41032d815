import { consoleFetch } from '../fetch';

export interface CreateProjectRequest {
  name: string;
  region: string;
}

export async function listProjects(limit: number, cursor?: string) {
  const params = new URLSearchParams({ limit: `${limit}` });
  if (cursor) {
    params.set('cursor', cursor);
  }
  // @expect GET /api/console/projects
  const response = await consoleFetch(`/projects?${params}`);
  return await response.json();
}

export async function createProject(request: CreateProjectRequest) {
  // @expect POST /api/console/projects
  const response = await consoleFetch('/projects', {
    method: 'POST',
    body: JSON.stringify(request),
  });
  return await response.json();
}

export async function renameProject(projectId: string, name: string) {
  // @expect PATCH /api/console/projects/{projectId}
  const response = await consoleFetch(`/projects/${projectId}`, {
    method: 'PATCH',
    body: JSON.stringify({ name }),
  });
  return await response.json();
}

export async function deleteProject(projectId: string) {
  // @expect DELETE /api/console/projects/{projectId}
  await consoleFetch(`/projects/${projectId}`, { method: 'DELETE' });
}
