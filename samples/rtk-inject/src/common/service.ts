import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Project } from './project';
import { sessionToken } from './session';

// The shared API: no endpoints of its own; every module injects its endpoints into it.
export const service = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: Project.api,
    prepareHeaders: (headers) => {
      const token = sessionToken();
      if (token) {
        headers.set('Authorization', `Token ${token}`);
      }
      return headers;
    },
  }),
  endpoints: () => ({}),
  reducerPath: 'service',
  tagTypes: ['Project'],
});
