import { client } from './api/client';

interface SearchResult {
  external_id: number;
  provider: 'tmdb' | 'tvdb';
}

export async function listMovies(search: string, order: 'asc' | 'desc', page: number) {
  // page: a query parameter the operation does not declare (never required)
  // @expect GET /api/v1/movies
  const { data } = await client.GET('/api/v1/movies', {
    params: { query: { search, order, page } },
  });
  return data;
}

export async function addMovie(result: SearchResult) {
  // the call site fills the server-required movie_id from a variable
  // @expect POST /api/v1/movies
  const { data } = await client.POST('/api/v1/movies', {
    params: { query: { movie_id: result.external_id, metadata_provider: result.provider } },
  });
  return data;
}

export async function getMovie(id: string) {
  // @expect GET /api/v1/movies/{movie_id}
  const { data } = await client.GET('/api/v1/movies/{movie_id}', {
    params: { path: { movie_id: id } },
  });
  return data;
}

export async function saveMovie(id: string, event: { data: any }) {
  // a body the call site sends whole, of a shape it does not show
  // @expect PUT /api/v1/movies/{movie_id}
  await client.PUT('/api/v1/movies/{movie_id}', {
    params: { path: { movie_id: id } },
    body: event.data,
  });
}

export async function tagMovie(id: string, tags: any) {
  // a body the operation declares as an array
  // @expect PUT /api/v1/movies/{movie_id}/tags
  await client.PUT('/api/v1/movies/{movie_id}/tags', {
    params: { path: { movie_id: id } },
    body: tags,
  });
}

export async function deleteMovie(id: string, deleteFiles: boolean) {
  // @expect DELETE /api/v1/movies/{movie_id}
  await client.DELETE('/api/v1/movies/{movie_id}', {
    params: { path: { movie_id: id }, query: { delete_files: deleteFiles } },
  });
}

export async function requestMovie(id: string, quality: string, note: string) {
  // @expect POST /api/v1/movies/{movie_id}/requests
  await client.POST('/api/v1/movies/{movie_id}/requests', {
    params: { path: { movie_id: id } },
    body: { wanted_quality: quality, comment: note },
  });
}

export async function refreshMovie(id: string) {
  // a path the generated paths type does not declare: a review item
  // @expect POST /api/v1/movies/{movie_id}/refresh
  await client.POST('/api/v1/movies/{movie_id}/refresh', {
    params: { path: { movie_id: id } },
  });
}

export async function replaceMovieData(id: string, part: 'movie' | 'tags', value: any, lang: string) {
  const path =
    part === 'tags'
      ? ('/api/v1/movies/{movie_id}/tags' as const)
      : ('/api/v1/movies/{movie_id}' as const);
  // either literal path is a request of its own (PUT /api/v1/movies/{movie_id} too);
  // params.header is sent as a header
  // @expect PUT /api/v1/movies/{movie_id}/tags
  await client.PUT(path, {
    params: { path: { movie_id: id }, header: { 'Accept-Language': lang } },
    body: value,
  });
}
