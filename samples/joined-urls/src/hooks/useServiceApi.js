import useSWR from 'swr';

export function proxyUrl({ service, group }, endpoint, query) {
  const params = new URLSearchParams({ service, group, endpoint });
  if (query) params.append('query', JSON.stringify(query));
  return `/api/services/proxy?${params.toString()}`;
}

export default function useServiceApi(widget, endpoint, options = {}) {
  const config = {};
  if (options.refreshInterval) config.refreshInterval = options.refreshInterval;
  let url = proxyUrl(widget, endpoint, options.query);
  if (endpoint === '') url = null;
  // @expect GET /api/services/proxy
  return useSWR(url, config);
}
