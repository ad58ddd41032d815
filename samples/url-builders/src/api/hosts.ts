import * as api from "./base";

export async function getHosts(expand?: string[]) {
  // @expect GET /api/hosts
  return api.get({ url: "/hosts", params: { expand: expand?.join(","), sort: "name" } });
}

export async function getHost(id: number) {
  // @expect GET /api/hosts/{id}
  return api.get({ url: `/hosts/${id}` });
}

export async function enableHost(id: number, force: boolean) {
  // @expect POST /api/hosts/{id}/enable
  return api.post({ url: `/hosts/${id}/enable`, params: { force }, data: { enabled: true } });
}
