// A fetch wrapper that copies its path into a local and adds the query only when the caller
// gives one (rule value.guarded-copy): a caller's fixed query value stays fixed, and a caller
// passing no query sends none.
interface Options {
  query?: Record<string, string>;
}

async function api(path: string, opts: Options = {}) {
  let url = path;
  if (opts.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(opts.query)) search.set(key, value);
    url += `?${search.toString()}`;
  }
  const res = await fetch(url);
  return res.json();
}

export function recentLogs(level: string) {
  // @expect GET /api/logs
  return api('/api/logs', { query: { level, limit: '20' } });
}

export function listJobs() {
  // @expect GET /api/jobs
  return api('/api/jobs');
}
