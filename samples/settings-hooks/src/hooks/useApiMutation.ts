import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import fetchJson, { FetchJsonOptions } from '../api/fetchJson';

const apiRoot = '/api/v5';

function useApiMutation<T, TData>(options: Omit<FetchJsonOptions, 'body'>) {
  const requestOptions = useMemo(() => ({ ...options, path: apiRoot + options.path }), [options]);
  return useMutation<T, Error, TData>({
    mutationFn: async (data: TData) => fetchJson<T>({ ...requestOptions, body: data }),
  });
}

export default useApiMutation;
