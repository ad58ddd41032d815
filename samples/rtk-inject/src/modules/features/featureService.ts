import { service } from '../../common/service';
import { Req, Res } from '../../common/types';

// Two enhancements before the injection: any depth is the same shared API.
export const featureService = service
  .enhanceEndpoints({ addTagTypes: ['Feature'] })
  .enhanceEndpoints({ addTagTypes: ['FeatureList'] })
  .injectEndpoints({
    endpoints: (builder) => ({
      // @expect GET /projects/{projectId}/features/
      getFeatures: builder.query<Res['features'], Req['getFeatures']>({
        query: ({ page, projectId }) => ({
          params: { page },
          url: `projects/${projectId}/features/`,
        }),
      }),
      // @expect PUT /projects/{projectId}/features/{id}/
      updateFeature: builder.mutation<void, Req['updateFeature']>({
        query: (query) => ({
          body: query.body,
          method: 'PUT',
          url: `projects/${query.projectId}/features/${query.id}/`,
        }),
      }),
    }),
  });

const archiveService = service.injectEndpoints({
  endpoints: (builder) => ({
    archiveFeature: builder.mutation<void, Req['archiveFeature']>({
      queryFn: async (query, _api, _extra, baseQuery) =>
        // @expect POST /projects/{projectId}/features/{id}/archive/
        baseQuery({
          method: 'POST',
          url: `projects/${query.projectId}/features/${query.id}/archive/`,
        }),
    }),
  }),
});

export const { useGetFeaturesQuery, useUpdateFeatureMutation } = featureService;
export const { useArchiveFeatureMutation } = archiveService;
