import { client } from "../lib/client";

export async function listTasks(projectId: string, status?: string) {
  // @expect GET /task/tasks/{projectId}
  const response = await client.task.tasks[":projectId"].$get({
    param: { projectId },
    query: { status },
  });
  if (!response.ok) throw new Error(await response.text());
  return response.json();
}

export async function updateTask(taskId: string, title: string, priority: number) {
  // @expect PUT /task/{id}
  const response = await client.task[":id"].$put({
    param: { id: taskId },
    json: { title, priority },
  });
  return response.json();
}

export async function logTime(taskId: string, minutes: number) {
  // @expect POST /time-entry/task/{taskId}
  const response = await client["time-entry"].task[":taskId"].$post({
    param: { taskId },
    json: { minutes },
  });
  return response.json();
}

export async function deleteTask(id: string, token: string) {
  // @expect DELETE /task/{id}
  const response = await client.task[":id"].$delete(
    { param: { id } },
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return response.ok;
}

export async function uploadAvatar(file: File) {
  // @expect POST /profile/avatar
  const response = await client.profile.avatar.$post({ form: { file } });
  return response.json();
}

export async function health() {
  // the base URL's own root: the app type declares the route '/'
  // @expect GET /
  const response = await client.index.$get();
  return response.json();
}

export async function searchProjects(q: string) {
  // @expect GET /project
  const response = await client.project.index.$get({ query: { q } });
  return response.json();
}

export function taskLink(id: string) {
  // @expect-none
  return client.task[":id"].$url({ param: { id } }).toString();
}
