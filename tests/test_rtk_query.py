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
