// A second wrapper: options copied into URLSearchParams one key at a time.
async function request(path: string, query: Record<string, string>) {
  const search = new URLSearchParams();
  Object.keys(query).forEach((name) => search.set(name, query[name]));
  return fetch(`/api/${path}?${search}`);
}

export function findLogs(level: string, since: string) {
  // @expect GET /api/logs
  return request("logs", { level, since });
}
