import createClient from 'openapi-fetch';
import type { paths, ProjectDetail } from './schema';
import { WORKSPACE_API } from '@/lib/config';

const client = createClient<paths>({ baseUrl: WORKSPACE_API, credentials: 'include' });

export async function projectDetail(projectId: string): Promise<ProjectDetail> {
  // @expect GET /projects/{projectId}
  const { data, error } = await client.GET('/projects/{projectId}', {
    params: { path: { projectId }, query: { include: 'stats' } },
  });
  if (error) throw new Error('could not load the project');
  return data;
}

export async function describeProject(projectId: string, description: string): Promise<ProjectDetail> {
  // @expect PATCH /projects/{projectId}
  const { data, error } = await client.PATCH('/projects/{projectId}', {
    params: { path: { projectId } },
    body: { description },
  });
  if (error) throw new Error('could not save the description');
  return data;
}
