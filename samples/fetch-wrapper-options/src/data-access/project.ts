import {makeFetch} from './client';

export interface Project {
  id: string;
  name: string;
}

export interface CreateProjectRequest {
  body: {name: string; tags: string[]};
}

// The user's projects: the path names one project, the declared type a list of them.
export async function getWorkspaceContent(): Promise<Project[]> {
  // @expect GET /api/v1/project
  return makeFetch('/api/v1/project', {method: 'GET'}).then(res => res.json());
}

export async function loadProject(projectId: string): Promise<Project> {
  // @expect GET /api/v1/project/{id}
  return makeFetch('/api/v1/project/:id', {method: 'GET', params: {id: projectId}}).then(res =>
    res.json(),
  );
}

// The body is a parameter the wrapper stringifies: JSON.
export async function createProject(request: CreateProjectRequest): Promise<Project> {
  // @expect POST /api/v1/project
  return makeFetch('/api/v1/project', {method: 'POST', body: request.body}).then(res =>
    res.json(),
  );
}

// A caller passing an object literal as the query: its keys are the query inputs.
export async function searchProjects(text: string, page: number): Promise<Project[]> {
  // @expect GET /api/v1/search
  return makeFetch('/api/v1/search', {method: 'GET', querystring: {text, page}}).then(res =>
    res.json(),
  );
}

// A caller passing an object the source does not show: the query stays reviewed.
export async function filterProjects(filters: Record<string, string>): Promise<Project[]> {
  // @expect GET /api/v1/filter
  return makeFetch('/api/v1/filter', {method: 'GET', querystring: filters}).then(res =>
    res.json(),
  );
}
