import { apiUrl, inlineUrl } from "../api-url";

export interface Webhook {
  id: string;
  url: string;
  active: boolean;
}

export async function getWebhook(projectId: string): Promise<Webhook> {
  // @expect GET /api/webhooks/project/{projectId}
  const response = await fetch(apiUrl(`/webhooks/project/${projectId}`), {
    credentials: "include",
  });
  if (!response.ok) throw new Error(await response.text());
  return (await response.json()) as Webhook;
}

export async function deleteWebhook(projectId: string): Promise<void> {
  // @expect DELETE /api/webhooks/project/{projectId}
  const response = await fetch(apiUrl(`webhooks/project/${projectId}`), {
    method: "DELETE",
    credentials: "include",
  });
  if (!response.ok) throw new Error(await response.text());
}

export async function listDeliveries(): Promise<unknown[]> {
  // @expect GET /api/deliveries
  const response = await fetch(inlineUrl("/deliveries"), { credentials: "include" });
  return (await response.json()) as unknown[];
}
