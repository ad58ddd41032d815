import { WORKSPACE_API, sessionToken } from '~workspace/config';

export interface Task {
  id: string;
  title: string;
  done: boolean;
  assigneeId: string | null;
}

// One configured $fetch for the task pages of the Nuxt shell.
const workspaceFetch = $fetch.create({
  baseURL: WORKSPACE_API,
  headers: { Authorization: `Bearer ${sessionToken()}` },
});

export function useProjectTasks(projectId: string, status: 'open' | 'done' = 'open') {
  // @expect GET /projects/{projectId}/tasks
  return useFetch<Task[]>(`/projects/${projectId}/tasks`, {
    baseURL: WORKSPACE_API,
    query: { status },
  });
}

export function completeTask(taskId: string): Promise<Task> {
  // @expect PATCH /tasks/{taskId}
  return workspaceFetch<Task>(`/tasks/${taskId}`, { method: 'PATCH', body: { done: true } });
}

export function assignTask(taskId: string, assigneeId: string): Promise<Task> {
  // @expect PUT /tasks/{taskId}/assignee
  return workspaceFetch<Task>(`/tasks/${taskId}/assignee`, { method: 'PUT', body: { assigneeId } });
}
