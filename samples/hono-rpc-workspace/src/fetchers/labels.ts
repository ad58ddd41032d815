// The client is made in a workspace package outside this folder
// (packages/libs: `export const client = hc<AppType>(apiUrl, { fetch })`).
import { client } from "@acme/libs";
import type { InferRequestType } from "hono/client";

export type GetLabelsRequest = InferRequestType<
  (typeof client)["label"]["workspace"][":workspaceId"]["$get"]
>["param"];

export async function getLabels({ workspaceId }: GetLabelsRequest) {
  // @expect GET /label/workspace/{workspaceId}
  const response = await client.label.workspace[":workspaceId"].$get({
    param: { workspaceId },
  });
  if (!response.ok) throw new Error(await response.text());
  return response.json();
}

export async function createLabel(name: string, color: string, workspaceId: string) {
  // @expect POST /label
  const response = await client.label.$post({ json: { name, color, workspaceId } });
  return response.json();
}

export async function assignLabel(id: string, taskId: string) {
  // @expect PUT /label/{id}/task
  const response = await client.label[":id"].task.$put({
    param: { id },
    json: { taskId },
  });
  return response.json();
}

export async function markRead(id: string) {
  // @expect PATCH /notification/{id}/read
  const response = await client.notification[":id"].read.$patch({ param: { id } });
  return response.ok;
}

export async function searchAll(q: string, type: string) {
  // @expect GET /search
  const response = await client.search.index.$get({ query: { q, type } });
  return response.json();
}

export function exportLink(projectId: string) {
  // @expect-none
  return client.task.export[":projectId"].$url({ param: { projectId } });
}
