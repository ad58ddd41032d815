import { service } from '../../common/service';
import { Req, Res } from '../../common/types';

export const tagService = service
  .enhanceEndpoints({ addTagTypes: ['Tag'] })
  .injectEndpoints({
    endpoints: (builder) => ({
      // @expect GET /projects/{projectId}/tags/
      getTags: builder.query<Res['tags'], Req['getTags']>({
        providesTags: [{ id: 'LIST', type: 'Tag' }],
        query: (query) => ({ url: `projects/${query.projectId}/tags/` }),
      }),
      // @expect POST /projects/{projectId}/tags/
      createTag: builder.mutation<Res['tag'], Req['createTag']>({
        invalidatesTags: [{ id: 'LIST', type: 'Tag' }],
        query: (query) => ({
          body: query.tag,
          method: 'POST',
          url: `projects/${query.projectId}/tags/`,
        }),
      }),
      deleteTag: builder.mutation<void, Req['deleteTag']>({
        invalidatesTags: [{ id: 'LIST', type: 'Tag' }],
        queryFn: async (query, _api, _extra, baseQuery) => {
          // @expect DELETE /projects/{projectId}/tags/{id}/
          const res = await baseQuery({
            method: 'DELETE',
            url: `projects/${query.projectId}/tags/${query.id}/`,
          });
          return res as any;
        },
      }),
    }),
  });

export const { useCreateTagMutation, useDeleteTagMutation, useGetTagsQuery } = tagService;
