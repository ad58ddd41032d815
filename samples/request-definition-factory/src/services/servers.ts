import { defineRequest } from "../stores/defineRequest";

export interface Server {
  uuid: string;
  name: string;
  running: boolean;
}

// no method: axios sends GET
export const listServers = defineRequest<{ params: { page: number } }, Server[]>({
  url: "/api/servers"
});

export const startServer = defineRequest<{ params: { uuid: string; daemonId: string } }, boolean>({
  url: "/api/servers/start",
  method: "POST"
});

export const addUser = defineRequest<
  { data: { username: string; password: string; permission: number } },
  boolean
>({
  url: "/api/users",
  method: "POST"
});

// defined, but no code runs it: no Tool, a review item
// @expect-none
export const purgeLogs = defineRequest<any, boolean>({
  url: "/api/logs",
  method: "DELETE"
});
