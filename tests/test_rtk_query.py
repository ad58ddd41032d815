"""RTK Query: endpoints declared in createApi / injectEndpoints."""
from conftest import bindings, capability, endpoints

API = """import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export const api = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: 'https://api.notes.example/v1',
    prepareHeaders: (headers, { getState }) => {
      headers.set('authorization', `Bearer ${getState().auth.token}`);
      return headers;
    },
  }),
  endpoints: (build) => ({
    getNotes: build.query<Note[], void>({ query: () => '/notes' }),
    getNote: build.query<Note, string>({ query: (id) => `/notes/${id}` }),
    addNote: build.mutation<Note, NewNote>({
      query: (note) => ({ url: '/notes', method: 'POST', body: note }) }),
  }),
});
export const { useGetNotesQuery, useGetNoteQuery, useAddNoteMutation } = api;
"""
MORE = """import { api } from './api';
export const tagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeTag: build.mutation<void, string>({
      query: (name) => ({ url: `/tags/${name}`, method: 'DELETE' }) }),
  }),
});
"""


def test_create_api_and_inject_endpoints(derive_files):
    contract = derive_files({"src/api.ts": API, "src/tags.ts": MORE})
    assert endpoints(contract) == {("GET", "/notes"), ("GET", "/notes/{id}"),
                                   ("POST", "/notes"), ("DELETE", "/tags/{name}")}
    assert [s["id"] for s in contract["services"]] == ["notes"]
    add = capability(contract, "POST", "/notes")
    assert add["name"] == "add_note"
    site = add["implementation"]["requests"][0]["callSites"][0]
    assert (site["line"], site["function"], site["rule"]) == (13, "addNote", "rtk-query.mutation")
    assert add["auth"]["authentication"] == "bearer"
    assert bindings(add) == {"body:": "body"}
    assert capability(contract, "GET", "/notes/{id}")["inputSchema"]["required"] == ["id"]
    assert capability(contract, "DELETE", "/tags/{name}")["sideEffect"] == "delete"


REAUTH = """import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
const baseQuery = fetchBaseQuery({
  baseUrl: 'https://photos.example/api/',
  prepareHeaders: (headers, { getState }) => {
    headers.set('Authorization', `Bearer ${getState().auth.access}`);
    return headers;
  },
});
const baseQueryWithReauth = async (args, api, extraOptions) => {
  let result = await baseQuery(args, api, extraOptions);
  if (result.error && result.error.status === 401) {
    await baseQuery({ url: '/auth/token/refresh/', method: 'POST' }, api, extraOptions);
    result = await baseQuery(args, api, extraOptions);
  }
  return result;
};
export const api = createApi({
  baseQuery: baseQueryWithReauth,
  endpoints: (build) => ({
    getAlbums: build.query<Album[], void>({ query: () => 'albums/' }),
    deleteAlbum: build.mutation<void, string>({
      query: (id) => ({ url: `albums/${id}/`, method: 'DELETE' }) }),
  }),
});
"""


def test_a_base_query_wrapped_for_reauthentication_keeps_its_base_and_headers(derive_files):
    contract = derive_files({"src/api.ts": REAUTH})
    assert endpoints(contract) == {("GET", "/albums/"), ("DELETE", "/albums/{id}/")}
    [service] = contract["services"]
    assert [u["url"] for u in service["observedBaseUrls"]] == ["https://photos.example/api"]
    assert capability(contract, "GET", "/albums/")["auth"]["authentication"] == "bearer"
