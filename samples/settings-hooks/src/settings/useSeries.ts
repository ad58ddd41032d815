import useApiQuery from '../hooks/useApiQuery';

export const useSeries = () =>
  // @expect GET /api/v5/series
  useApiQuery<Series[]>({ path: '/series', queryParams: { includeSeasonImages: true } });

export function useEpisode(episodeId: number) {
  // @expect GET /api/v5/episode/{episodeId}
  return useApiQuery<Episode>({ path: `/episode/${episodeId}` });
}
