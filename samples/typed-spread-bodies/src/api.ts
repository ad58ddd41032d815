import {createApi, fetchBaseQuery} from "@reduxjs/toolkit/query/react"
import type {Namespace, Segment} from "./types"

export const namespacesApi = createApi({
  reducerPath: "namespaces",
  baseQuery: fetchBaseQuery({baseUrl: "/api/v2"}),
  endpoints: builder => ({
    // `values` is a required member of the argument type: the members Namespace requires
    // (key, name, protected) are required fields beside revision; description is optional
    // @expect POST /api/v2/{environmentKey}/namespaces
    createNamespace: builder.mutation<
      Namespace,
      {environmentKey: string; values: Namespace; revision: string}
    >({
      query: ({environmentKey, values, revision}) => ({
        url: `/${environmentKey}/namespaces`,
        method: "POST",
        body: {...values, revision}
      })
    }),
    // `values?` may be absent: none of its members is required
    // @expect PUT /api/v2/{environmentKey}/segments
    updateSegment: builder.mutation<Segment, {environmentKey: string; values?: Segment}>({
      query: ({environmentKey, values}) => ({
        url: `/${environmentKey}/segments`,
        method: "PUT",
        body: {...values, reference: "main"}
      })
    })
  })
})

export const {useCreateNamespaceMutation, useUpdateSegmentMutation} = namespacesApi
