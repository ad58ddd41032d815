import { appClient } from "./client";

export interface DeleteParams {
  olderThan: number;
  indexers: string[];
  releaseStatuses: string[];
}

export const APIClient = {
  filters: {
    // @expect GET /api/filters
    getAll: () => appClient.Get("api/filters"),
    // @expect GET /api/filters
    find: (indexers: string[], sortOrder: string) => appClient.Get("api/filters", {
      queryString: { sort: sortOrder, indexer: indexers },
    }),
  },
  release: {
    // @expect DELETE /api/release
    delete: (params: DeleteParams) => appClient.Delete("api/release", {
      queryString: {
        olderThan: params.olderThan,
        indexer: params.indexers,
        releaseStatus: params.releaseStatuses,
      },
    }),
  },
};
