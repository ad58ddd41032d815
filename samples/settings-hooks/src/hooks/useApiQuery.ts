import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import fetchJson, { FetchJsonOptions } from '../api/fetchJson';

const apiRoot = '/api/v5';

export interface QueryOptions extends FetchJsonOptions {
  queryOptions?: { enabled?: boolean };
}

// A generic query hook: the callers' path reaches the request through a spread of the
// options into the fetcher inside queryFn.
const useApiQuery = <T>(options: QueryOptions) => {
  const requestOptions = useMemo(() => {
    const { path, queryOptions, ...otherOptions } = options;
    return { ...otherOptions, path: apiRoot + path };
  }, [options]);

  return useQuery({
    ...options.queryOptions,
    queryKey: [requestOptions.path, requestOptions.queryParams],
    queryFn: async ({ signal }) => fetchJson<T>({ ...requestOptions, signal }),
  });
};

export default useApiQuery;
