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


SHARED = """import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Project } from './project';
export const service = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: Project.api,
    prepareHeaders: (headers) => {
      headers.set('Authorization', `Bearer ${localStorage.getItem('t')}`);
      return headers;
    },
  }),
  endpoints: () => ({}),
  reducerPath: 'service',
});
"""
PROJECT = "export const Project = { api: 'https://api.boards.example/v2/' };\n"
BOARDS = """import { service } from '../common/service';
export const boardService = service
  .enhanceEndpoints({ addTagTypes: ['Board'] })
  .enhanceEndpoints({ addTagTypes: ['Card'] })
  .injectEndpoints({
    endpoints: (builder) => ({
      getBoards: builder.query<Board[], { teamId: number }>({
        query: (q) => ({ url: `teams/${q.teamId}/boards/` }),
      }),
      moveCard: builder.mutation<void, { boardId: number; card: Card }>({
        queryFn: async (q, _, __, baseQuery) => {
          const res = await baseQuery({ url: `boards/${q.boardId}/cards/move/`, method: 'POST', body: q.card });
          return res;
        },
      }),
      getBoard: builder.query<Board, { id: number; full?: boolean }>({
        query: (q) => {
          if (q.full) {
            return `boards/${q.id}/full/`;
          }
          return `boards/${q.id}/`;
        },
      }),
    }),
  });
export const { useGetBoardsQuery, useMoveCardMutation } = boardService;
"""


def test_endpoints_injected_into_a_shared_api_after_enhancements(derive_files):
    contract = derive_files({"src/common/service.ts": SHARED, "src/common/project.ts": PROJECT,
                             "src/boards/boardService.ts": BOARDS})
    assert endpoints(contract) == {("GET", "/teams/{teamId}/boards/"),
                                   ("POST", "/boards/{boardId}/cards/move/"),
                                   ("GET", "/boards/{id}/full/"), ("GET", "/boards/{id}/")}
    [service] = contract["services"]
    assert [u["url"] for u in service["observedBaseUrls"]] == ["https://api.boards.example/v2"]
    move = capability(contract, "POST", "/boards/{boardId}/cards/move/")
    assert move["auth"]["authentication"] == "bearer"
    site = move["implementation"]["requests"][0]["callSites"][0]
    assert (site["line"], site["function"], site["rule"]) == (12, "moveCard", "rtk-query.query-fn")
    assert bindings(move) == {"body:": "body", "path:boardId": "boardId"}
    listed = capability(contract, "GET", "/teams/{teamId}/boards/")
    assert listed["implementation"]["requests"][0]["callSites"][0]["function"] == "getBoards"


UNFOLLOWED = """import { createApi } from '@reduxjs/toolkit/query/react';
import { customBaseQuery } from './transport';
import { extraEndpoints } from './extra';
export const api = createApi({
  baseQuery: customBaseQuery,
  endpoints: (build) => ({
    ...extraEndpoints(build),
    getUser: build.query<User, string>({ query: (id) => `/users/${id}` }),
    search: build.query<User[], string>({ query: (q) => window.searchRoute(q) }),
  }),
});
"""
TRANSPORT = """export const customBaseQuery = async (args) => ({ data: await window.send(args) });
"""


def test_parts_of_an_api_that_cannot_be_followed_are_review_items(derive_files):
    contract = derive_files({"src/api.ts": UNFOLLOWED, "src/transport.ts": TRANSPORT,
                             "src/extra.ts": "export const extraEndpoints = (b) => ({});\n"})
    assert endpoints(contract) == {("GET", "/users/{id}")}
    messages = sorted(r["message"] for r in contract["review"] if r["severity"] == "medium")
    assert any("`baseQuery` is not a `fetchBaseQuery` client" in m for m in messages)
    assert any("endpoints spread into `endpoints`" in m for m in messages)
    assert any("query endpoint 'search' returns could not be followed" in m for m in messages)


TYPED = """import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
interface NewTask { title: string; done?: boolean }
interface TaskUpdate { id: string; title?: string; done?: boolean }
interface TagArgs { id: string; tags: string[] }
interface ListArgs { page: number; status?: 'open' | 'done' }
export const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    listTasks: build.query<Task[], ListArgs>({ query: (args) => ({ url: '/tasks', params: args }) }),
    addTask: build.mutation<Task, NewTask>({
      query: (task) => ({ url: '/tasks', method: 'POST', body: task }) }),
    editTask: build.mutation<Task, TaskUpdate>({
      query: ({ id, ...rest }) => ({ url: `/tasks/${id}`, method: 'PATCH', body: rest }) }),
    copyTask: build.mutation<Task, TaskUpdate>({
      query(arg) { return { url: `/tasks/${arg.id}/copies`, method: 'POST', body: { ...arg, copy: true } }; } }),
    tagTask: build.mutation<Task, TagArgs>({
      query: (arg) => ({ url: `/tasks/${arg.id}/tags`, method: 'PUT', body: arg.tags }) }),
    typedTask: build.mutation<Task, NewTask>({
      query: (task: TaskUpdate) => ({ url: '/typed', method: 'POST', body: task }) }),
  }),
});
"""


def test_endpoint_argument_types_the_query_parameter():
    from code2skill.extractors.module_facts import extract_module
    facts = extract_module("src/api.ts", "typescript", TYPED.encode())
    firsts = sorted(f.params[0].type_text or "" for f in facts.functions.values()
                    if f.params and f.name == "query")
    assert firsts == ["ListArgs", "NewTask", "TagArgs", "TaskUpdate", "TaskUpdate", "TaskUpdate"]


def test_endpoint_bodies_and_params_from_the_arg_type(derive_files):
    contract = derive_files({"src/api.ts": TYPED})
    add = capability(contract, "POST", "/api/tasks")
    assert add["inputSchema"]["required"] == ["title"]
    assert set(add["inputSchema"]["properties"]) == {"title", "done"}
    request = add["implementation"]["requests"][0]
    assert "rtk-query.endpoint-argument" in {v["rule"] for v in request["callSites"][0]["via"]}
    edit = capability(contract, "PATCH", "/api/tasks/{id}")
    assert bindings(edit) == {"path:id": "id", "body:title": "title", "body:done": "done"}
    copy = capability(contract, "POST", "/api/tasks/{id}/copies")
    assert {"body:title", "body:done", "body:copy"} <= set(bindings(copy))
    tags = capability(contract, "PUT", "/api/tasks/{id}/tags")
    body = tags["inputSchema"]["properties"]["body"]
    assert body["type"] == "array" and body["items"] == {"type": "string"}
    assert body["description"] == "The request body, sent as one array."
    assert not [r for r in contract["review"] if "fields could not be determined" in r["message"]]
    listed = capability(contract, "GET", "/api/tasks")["inputSchema"]   # query.typed-object
    assert listed["required"] == ["page"] and set(listed["properties"]) == {"page", "status"}
    typed = capability(contract, "POST", "/api/typed")            # its own annotation wins
    assert "id" in typed["inputSchema"]["properties"]


UNUSED = """import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getTokens: build.query<string[], void>({ query: () => '/tokens' }),
    getUsers: build.query<string[], void>({ query: () => '/users' }),
    getGroups: build.query<string[], void>({ query: () => '/groups' }),
    getRoles: build.query<string[], void>({ query: () => '/roles' }),
    dropCache: build.mutation<void, void>({ query: () => ({ url: '/cache', method: 'DELETE' }) }),
  }),
});
export const { useGetTokensQuery, useGetUsersQuery, useLazyGetGroupsQuery, useDropCacheMutation } = api;
"""
USES = """import { api, useGetUsersQuery, useLazyGetGroupsQuery } from './api';
export function Users() { const { data } = useGetUsersQuery(); const [load] = useLazyGetGroupsQuery(); return data; }
export const refresh = (dispatch) => dispatch(api.endpoints.getRoles.initiate());
"""


def test_unused_endpoints_are_reviewed(derive_files):
    contract = derive_files({"src/api.ts": UNUSED, "src/users.tsx": USES})
    items = {r["capability"]: r for r in contract["review"]
             if "rule rtk-query.unused-endpoint" in r["message"]}
    assert set(items) == {"list_tokens", "delete_cache"}
    assert "useGetTokensQuery, useLazyGetTokensQuery" in items["list_tokens"]["message"]
    assert "useDropCacheMutation" in items["delete_cache"]["message"]
    assert items["list_tokens"]["evidence"][0]["line"] == 5
    statuses = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert statuses["list_tokens"] == statuses["delete_cache"] == "requires-review"


def test_an_escaping_endpoints_object_marks_none(derive_files):
    escaping = USES + "export const all = (name) => api.endpoints[name];\n"
    contract = derive_files({"src/api.ts": UNUSED, "src/users.tsx": escaping})
    assert not [r for r in contract["review"] if "rtk-query.unused-endpoint" in r["message"]]


def test_hook_names():
    from code2skill.passes.unused_endpoints import hook_names
    assert hook_names("getAPITokens")[:3] == (
        "useGetAPITokensQuery", "useLazyGetAPITokensQuery", "useGetAPITokensQueryState")
    assert "useGetAPITokensMutation" in hook_names("getAPITokens")
