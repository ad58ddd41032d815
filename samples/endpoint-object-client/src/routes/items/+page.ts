import { useClient } from '$lib/apiClient';

export async function load({ fetch, url, params }) {
  const client = useClient({ fetch, origin: url.origin });
  if (url.searchParams.has('archive')) {
    // @expect POST /api/v1/projects/import-archive
    await client.projects['import-archive'].post({ archiveId: url.searchParams.get('archive') });
  }
  // @expect GET /api/v1/projects/{id}
  return client.projects({ id: params.id }).get();
}
