import { listServers, startServer } from "../services/servers";

export async function loadServers(page: number) {
  const { execute } = listServers();
  // @expect GET /api/servers
  return execute({ params: { page } });
}

export async function start(uuid: string, daemonId: string) {
  const { execute } = startServer();
  // @expect POST /api/servers/start
  return execute({ params: { uuid, daemonId } });
}
