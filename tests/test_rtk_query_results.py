"""RTK Query: the answer's declared type (rtk-query.result-type, rtk-query.transform-input), a
custom base query's body encoding (rtk-query.base-query-encoding), an upload beside a form at
one endpoint (cluster.file-part), an asset route sent with the client's credential
(url.api-asset) and a read naming a collection by a literal inside a segment
(path.segment-literal-reads)."""
from conftest import bindings, capability, endpoints

from code2skill.extractors.rtk_query_answers import bound_type
from code2skill.static_files import (API_ASSET_RULE, STATIC_FILE_RULE, base_path,
                                     file_kind)

TYPES = """export interface Note { id: string; title: string; pinned?: boolean }
export type Kind = 'draft' | 'final';
"""
FACTORY = """export function byId<T>(key: keyof T) {
  return (list: T[]): Record<string, T> => Object.fromEntries(list.map((x) => [x[key], x]));
}
"""
NOTE = {"type": "object", "properties": {"id": {"type": "string"}, "title": {"type": "string"},
                                         "pinned": {"type": "boolean"}},
        "required": ["id", "title"]}
ANSWERS = """import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Kind, Note } from './types';
import { byId } from './byId';
export const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: 'https://notes.example' }),
  endpoints: (build) => ({
    getNote: build.query<Note, string>({ query: (id) => `/notes/${id}` }),
    listNotes: build.query<{ notes: Note[] }, void>({
      query: () => '/notes',
      transformResponse: (notes: Note[]) => ({ notes }) }),
    keyedNotes: build.query<Record<string, Note>, void>({
      query: () => '/notes/all', transformResponse: byId<Note>('id') }),
    countNotes: build.query<number, void>({
      query: () => '/notes/count', transformResponse: (raw) => raw.total }),
    exportNotes: build.query<string, void>({
      async queryFn(_a, _api, _e, baseQuery) {
        const res = await baseQuery('/notes/export');
        return { data: String(res.data) };
      } }),
    listKind: build.query<Note[], Kind>({ query: (kind) => `/${kind}_notes` }),
    listByKind: build.query<Note[], Kind>({ query: (kind) => `/notes/by/${kind}` }),
  }),
});
export const { useGetNoteQuery, useListNotesQuery, useKeyedNotesQuery, useCountNotesQuery,
  useExportNotesQuery, useListKindQuery, useListByKindQuery } = api;
"""


def answers(derive_files) -> dict:
    return derive_files({"src/api.ts": ANSWERS, "src/types.ts": TYPES, "src/byId.ts": FACTORY})


def test_the_first_type_argument_is_the_answer_without_a_transform(derive_files):
    note = capability(answers(derive_files), "GET", "/notes/{id}")
    assert note["outputSchema"] == NOTE
    [cited] = note["evidence"]["/outputSchema"]
    assert (cited["rule"], cited["note"], cited["line"]) == ("rtk-query.result-type", "Note", 7)


def test_a_typed_transform_input_is_the_answer_not_the_result_type(derive_files):
    contract = answers(derive_files)
    listed = capability(contract, "GET", "/notes")
    assert listed["outputSchema"] == {"type": "array", "items": NOTE}
    [cited] = listed["evidence"]["/outputSchema"]
    assert (cited["rule"], cited["note"], cited["line"]) == (
        "rtk-query.transform-input", "Note[]", 10)
    keyed = capability(contract, "GET", "/notes/all")        # byId<Note>: (list: T[]) => …
    assert keyed["outputSchema"] == {"type": "array", "items": NOTE}
    assert keyed["evidence"]["/outputSchema"][0]["note"] == "Note[]"


def test_an_untyped_transform_hides_the_answer_with_a_low_item(derive_files):
    contract = answers(derive_files)
    count = capability(contract, "GET", "/notes/count")
    assert count["outputSchema"] is None
    items = [r["message"] for r in contract["review"] if r["capability"] == count["name"]]
    assert ("the result type `number` of RTK Query endpoint 'countNotes' is what its "
            "`transformResponse` makes of the answer, and the transform's input type is not "
            "shown: the answer's type is not read (rule rtk-query.transform-input)") in items


def test_a_query_fn_result_type_is_not_an_answer(derive_files):
    assert capability(answers(derive_files), "GET", "/notes/export")["outputSchema"] is None


def test_bound_type_writes_each_type_parameter_as_its_argument():
    assert bound_type("T[] | T", ("T",), ["DomainPerm"]) == "DomainPerm[] | DomainPerm"
    assert bound_type("Map<K, V>", ("K", "V"), ["string", " Rule"]) == "Map<string, Rule>"
    assert bound_type("T[]", ("T",), []) is None                   # not bound: not read
    assert bound_type("Row[]", (), []) == "Row[]"


def test_a_read_naming_a_collection_inside_a_segment_is_one_call_per_literal(derive_files):
    contract = answers(derive_files)
    assert {("GET", "/draft_notes"), ("GET", "/final_notes")} <= endpoints(contract)
    assert not any("{kind}_notes" in p for _, p in endpoints(contract))
    draft = capability(contract, "GET", "/draft_notes")
    assert draft["inputSchema"]["properties"] == {}
    cited = [e for e in draft["evidence"]["/implementation/requests/0/pathTemplate"]
             if e["rule"] == "path.segment-literal-reads"]
    assert [e["note"] for e in cited] == ["{kind} = 'draft'"]
    # a whole segment stays one read with an enum input (rule path.enum)
    by_kind = capability(contract, "GET", "/notes/by/{kind}")
    assert by_kind["inputSchema"]["properties"]["kind"]["enum"] == ["draft", "final"]


BASE = """import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { serialize } from 'object-to-formdata';
const shopQuery = async (args, api, extra) => {
  if (typeof args !== 'string') {
    if (args.asForm) {
      args.body = serialize(args.body);
    }
    if (args.encoded) {
      args.body = new URLSearchParams(args.body);
    }
  }
  return fetchBaseQuery({ baseUrl: 'https://shop.example',
    prepareHeaders: (h) => { h.set('Authorization', `Bearer ${localStorage.token}`); return h; },
  })(args, api, extra);
};
export const shop = createApi({
  baseQuery: shopQuery,
  endpoints: (build) => ({
    addLogo: build.mutation<void, { name: string }>({
      query: ({ name }) => ({ url: '/api/logos', method: 'POST', asForm: true, body: { name } }) }),
    importLogos: build.mutation<void, string[]>({
      query: (rows) => ({ url: '/api/logos', method: 'POST', asForm: true,
        body: { import: true, file: new Blob([rows.join('\\n')]) } }) }),
    rate: build.mutation<void, { id: string; stars: number }>({
      query: ({ id, stars }) => ({ url: `/api/logos/${id}/rating`, method: 'PUT',
                                   encoded: true, body: { stars } }) }),
    rename: build.mutation<void, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/api/logos/${id}`, method: 'PATCH', asForm: false,
                                  body: { name } }) }),
    archive: build.mutation<void, { id: string; note: string; form: boolean }>({
      query: ({ id, note, form }) => ({ url: `/api/logos/${id}/archive`, method: 'POST',
                                        asForm: form, body: { note } }) }),
    enableTwoFactor: build.mutation<string[], { password: string }>({
      query: (form) => ({ url: '/api/2fa/enable', method: 'POST', asForm: true, body: form }) }),
    addBadge: build.mutation<void, any>({
      query: (form) => ({ url: '/api/badges', method: 'POST', asForm: true, body: form }) }),
    qr: build.mutation<string, void>({
      async queryFn(_a, _api, _e, baseQuery) {
        const res = await baseQuery({ url: '/api/me/qr.png' });
        return { data: URL.createObjectURL(res.data) };
      } }),
  }),
});
"""


def encoding(contract: dict, method: str, path: str) -> str:
    return capability(contract, method, path)["implementation"]["requests"][0]["bodyEncoding"]


def test_a_base_query_flag_decides_the_body_encoding(derive_files):
    contract = derive_files({"src/shop.ts": BASE})
    assert encoding(contract, "PUT", "/api/logos/{id}/rating") == "form"
    assert encoding(contract, "PATCH", "/api/logos/{id}") == "json"   # asForm: false
    rate = capability(contract, "PUT", "/api/logos/{id}/rating")
    [cited] = rate["evidence"]["/implementation/requests/0/bodyEncoding"]
    assert cited["rule"] == "rtk-query.base-query-encoding"


def test_a_flag_set_at_run_time_leaves_the_encoding_unknown_with_an_item(derive_files):
    contract = derive_files({"src/shop.ts": BASE})
    archive = capability(contract, "POST", "/api/logos/{id}/archive")
    assert archive["implementation"]["requests"][0]["bodyEncoding"] == "unknown"
    items = {(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
             if r["capability"] == archive["name"]}
    assert ("medium", "the RTK Query base query rewrites the body when the request's `asForm` "
            "is set, which this endpoint leaves to a run-time value: the body's encoding is "
            "not known (rule rtk-query.base-query-encoding)", 6) in items


def test_a_body_write_under_a_condition_not_read_leaves_every_body_unknown(derive_files):
    odd = BASE.replace("    if (args.asForm) {", "    if (api.endpoint === 'odd') {\n"
                       "      args.body = wrap(args.body);\n    }\n    if (args.asForm) {")
    contract = derive_files({"src/shop.ts": odd})
    assert encoding(contract, "PATCH", "/api/logos/{id}") == "unknown"
    assert any(r["message"].startswith("the RTK Query base query rewrites the body under a "
                                       "condition code2skill does not read")
               for r in contract["review"])


def test_a_multipart_body_with_a_file_part_is_its_own_tool(derive_files):
    contract = derive_files({"src/shop.ts": BASE})
    tools = [c for c in contract["capabilities"]
             if c["implementation"]["requests"][0]["pathTemplate"] == "/api/logos"]
    assert sorted(c["name"] for c in tools) == ["add_logo", "import_logo"]
    upload = next(c for c in tools if c["name"] == "import_logo")
    assert upload["implementation"]["requests"][0]["bodyEncoding"] == "multipart"
    assert bindings(upload) == {"multipart:file": "file", "multipart:import": "=True"}
    assert upload["inputSchema"]["required"] == ["file"]
    plain = next(c for c in tools if c["name"] == "add_logo")
    assert bindings(plain) == {"multipart:name": "name"}


def test_an_asset_route_sent_with_the_clients_credential_is_an_endpoint(derive_files):
    contract = derive_files({"src/shop.ts": BASE})
    assert ("GET", "/api/me/qr.png") in endpoints(contract)
    infos = [r["message"] for r in contract["review"] if r["severity"] == "info"]
    assert infos == ["GET /api/me/qr.png reads a file under the API's base segment with the "
                     "client's credential: taken for the answer of a route, not a static file "
                     "(rule url.api-asset)"]


def test_file_kind_takes_an_asset_for_a_route_only_under_an_api_base_with_a_credential():
    assert file_kind("GET", "/api/v1/user/2fa/qr.png", True) == API_ASSET_RULE
    assert file_kind("GET", "/api/v1/user/2fa/qr.png") == STATIC_FILE_RULE
    assert file_kind("GET", "/assets/logo.png", True) == STATIC_FILE_RULE
    assert file_kind("GET", "/avatars/7.png", True, base_path("https://x.example/api")) \
        == API_ASSET_RULE
    assert base_path("/rest/v2") == "/rest/v2" and base_path(None) == ""


def test_a_multipart_body_of_unshown_fields_is_one_object_input(derive_files):
    contract = derive_files({"src/shop.ts": BASE})
    badge = capability(contract, "POST", "/api/badges")
    assert badge["implementation"]["requests"][0]["bodyEncoding"] == "multipart"
    assert badge["inputSchema"]["properties"] == {"body": {
        "type": "object", "description": "The request body, sent as one object."}}
    assert ("medium", "the request body's fields could not be determined from source") in [
        (r["severity"], r["message"]) for r in contract["review"]
        if r["capability"] == badge["name"]]
    assert not any("JSON value" in r["message"] for r in contract["review"]
                   if r["capability"] == badge["name"])


def test_the_members_of_a_typed_body_sent_multipart_are_form_fields(derive_files):
    contract = derive_files({"src/shop.ts": BASE})
    enable = capability(contract, "POST", "/api/2fa/enable")
    assert enable["implementation"]["requests"][0]["bodyEncoding"] == "multipart"
    assert bindings(enable) == {"multipart:password": "password"}


def test_a_flag_compared_with_true_is_a_truth_test(derive_files):
    strict = BASE.replace("if (args.encoded) {", "if (args.encoded === true) {")
    contract = derive_files({"src/shop.ts": strict})
    assert encoding(contract, "PUT", "/api/logos/{id}/rating") == "form"
    assert encoding(contract, "PATCH", "/api/logos/{id}") == "json"
