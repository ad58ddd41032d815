import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { WORKSPACE_API, sessionToken } from '@/lib/config';

export interface Doc {
  id: string;
  title: string;
  body: string;
  updatedAt: string;
}

export interface DocEdit {
  docId: string;
  title?: string;
  body?: string;
}

export const docsApi = createApi({
  reducerPath: 'docsApi',
  baseQuery: fetchBaseQuery({
    baseUrl: WORKSPACE_API,
    prepareHeaders: (headers) => {
      headers.set('Authorization', `Bearer ${sessionToken()}`);
      return headers;
    },
  }),
  tagTypes: ['Doc'],
  endpoints: (build) => ({
    // @expect GET /docs/{docId}
    getDoc: build.query<Doc, string>({
      query: (docId) => `/docs/${docId}`,
      providesTags: (_r, _e, docId) => [{ type: 'Doc', id: docId }],
    }),
    // @expect PUT /docs/{docId}
    saveDoc: build.mutation<Doc, DocEdit>({
      query: ({ docId, ...changes }) => ({ url: `/docs/${docId}`, method: 'PUT', body: changes }),
      invalidatesTags: (_r, _e, { docId }) => [{ type: 'Doc', id: docId }],
    }),
    // @expect POST /docs/{docId}/shares
    shareDoc: build.mutation<void, { docId: string; email: string }>({
      query: ({ docId, email }) => ({ url: `/docs/${docId}/shares`, method: 'POST', body: { email } }),
    }),
  }),
});

export const { useGetDocQuery, useSaveDocMutation, useShareDocMutation } = docsApi;
