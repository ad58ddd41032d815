import { get } from './api';

// no config of its own: only the module constant's withCredentials is spread
export async function loadOptions(clusterId) {
  // @expect GET /api/{clusterId}/ui-options
  const res = await get(`/api/${clusterId}/ui-options`);
  return res.data;
}

// a caller's config that names params: its members are the query
export async function searchTopics(query) {
  // @expect GET /api/search
  const res = await get('/api/search', { params: { q: query, limit: 20 } });
  return res.data;
}
