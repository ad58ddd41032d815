type FetchFn = typeof globalThis.fetch;

async function apiCall(
  fetcher: FetchFn,
  url: string,
  method: string,
  body?: unknown,
  query?: Record<string, string | undefined>,
) {
  const u = new URL(url);
  if (query) {
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined) u.searchParams.set(k, String(v));
    }
  }
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetcher(u.toString(), init);
  return res.json();
}

/** An endpoint object: one URL, one method per HTTP verb. */
function endpoint(fetcher: FetchFn, url: string) {
  return {
    get(opts?: { query?: Record<string, string | undefined> }) {
      return apiCall(fetcher, url, 'GET', undefined, opts?.query);
    },
    post(body?: unknown) {
      return apiCall(fetcher, url, 'POST', body);
    },
    patch(body?: unknown) {
      return apiCall(fetcher, url, 'PATCH', body);
    },
    delete() {
      return apiCall(fetcher, url, 'DELETE');
    },
  };
}

export function useClient({ fetch: customFetch, origin }: { fetch?: FetchFn; origin?: string } = {}) {
  const fetcher = customFetch ?? globalThis.fetch;
  const baseUrl = `${origin ?? window.location.origin}/api/v1`;

  return {
    projects: Object.assign(
      (params: { id: string }) => ({
        ...endpoint(fetcher, `${baseUrl}/projects/${params.id}`),
        task: (taskParams: { taskId: string }) =>
          endpoint(fetcher, `${baseUrl}/projects/${params.id}/tasks/${taskParams.taskId}`),
      }),
      {
        ...endpoint(fetcher, `${baseUrl}/projects`),
        'import-archive': endpoint(fetcher, `${baseUrl}/projects/import-archive`),
      },
    ),
    account: {
      ...endpoint(fetcher, `${baseUrl}/account`),
      preferences: endpoint(fetcher, `${baseUrl}/account/preferences`),
      'api-keys': endpoint(fetcher, `${baseUrl}/account/api-keys`),
    },
    'server-info': endpoint(fetcher, `${baseUrl}/server-info`),
  };
}
