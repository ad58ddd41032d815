// A wrapper builds each URL object from the caller's path and copies the caller's query
// object into its searchParams one entry at a time.
interface Options {
  query?: Record<string, string | number>;
}

function request(path: string, opts: Options = {}) {
  const url = new URL(path, location.origin);
  if (opts.query) {
    for (const [key, value] of Object.entries(opts.query)) url.searchParams.set(key, String(value));
  }
  return fetch(url).then((res) => res.json());
}

// Entries whose value is unset are left out, so each parameter is optional.
function download(path: string, query: Record<string, string | undefined>) {
  const url = new URL(path, location.origin);
  Object.entries(query).forEach(([key, value]) => {
    if (value !== undefined) url.searchParams.append(key, value);
  });
  return fetch(url.toString()).then((res) => res.blob());
}

export function listLogs(level: string, since: string) {
  // @expect GET /logs
  return request("/logs", { query: { level, since, limit: 100 } });
}

export function listServices() {
  // @expect GET /services
  return request("/services");
}

export function exportLogs(format: string, until?: string) {
  // @expect GET /logs/export
  return download("/logs/export", { format, until });
}

export function searchLogs(filters: Record<string, string>) {
  // @expect GET /logs/search
  return request("/logs/search", { query: filters });
}
