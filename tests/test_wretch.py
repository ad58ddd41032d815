"""wretch: a builder chain configures the request, its verb call sends it (rules
``wretch.request`` and ``wretch.deferred-headers``, ``extractors/wretch.py``)."""
from __future__ import annotations

from conftest import capability, endpoints


def request_of(contract: dict, method: str, path: str) -> dict:
    return capability(contract, method, path)["implementation"]["requests"][0]


def auth_notes(contract: dict, method: str, path: str) -> list[tuple[str, str, str]]:
    auth = capability(contract, method, path)["auth"]
    return [(auth["authentication"], e["rule"], e["note"]) for e in auth["evidence"]]


def test_url_appends_text_and_replace_starts_over(derive_files):
    contract = derive_files({"src/api.ts": (
        "import wretch from 'wretch';\n"
        "const api = wretch('/api');\n"
        "export const a = () => api.url('/users').url('/me').get().json();\n"
        "export const b = () => api.url('items').get().json();\n"      # no slash added
        "export const c = () => api.url('/users').url('/status', true).get().text();\n")})
    assert endpoints(contract) == {("GET", "/api/users/me"), ("GET", "/apiitems"),
                                   ("GET", "/status")}


def test_v2_verbs_append_their_url_and_v1_verbs_merge_options(derive_files):
    contract = derive_files({"src/api.ts": (
        "import wretch from 'wretch';\n"
        "const api = wretch('/api');\n"
        "export const v2 = (id: string, tag: string) => api.post({ tag }, `/notes/${id}/tags`);\n"
        "export const v2get = (id: string) => api.get(`/notes/${id}`);\n"
        "export const v1 = (tag: string) =>\n"
        "  api.url('/tags').put({ tag }, { headers: { 'X-Trace': 'on' } });\n"
        "export const v1del = (id: string) =>\n"
        "  api.url(`/tags/${id}`).delete({ cache: 'no-store' });\n"
        "export const fetched = (b: { a: number }) => api.fetch('PATCH', '/notes', b);\n"
        "export const v1method = (b: { a: number }) =>\n"
        "  api.url('/legacy').method('PUT', {}, b);\n")})
    assert endpoints(contract) == {("POST", "/api/notes/{id}/tags"), ("GET", "/api/notes/{id}"),
                                   ("PUT", "/api/tags"), ("DELETE", "/api/tags/{id}"),
                                   ("PATCH", "/api/notes"), ("PUT", "/api/legacy")}
    posted = request_of(contract, "POST", "/api/notes/{id}/tags")
    assert (posted["bodyEncoding"], sorted(b["target"] for b in posted["bindings"])) == (
        "json", ["body:tag", "path:id"])
    put = request_of(contract, "PUT", "/api/tags")
    assert sorted((b["target"], b["value"]) for b in put["bindings"]) == [
        ("body:tag", None), ("header:X-Trace", "on")]
    assert request_of(contract, "PATCH", "/api/notes")["bodyEncoding"] == "json"


def test_body_steps_set_the_encoding_the_last_one_wins(derive_files):
    contract = derive_files({"src/api.ts": (
        "import wretch from 'wretch';\n"
        "import FormUrl from 'wretch/addons/formUrl';\n"
        "import FormData from 'wretch/addons/formData';\n"
        "const api = wretch('/api').addon(FormUrl).addon(FormData);\n"
        "export const login = (user: string, pass: string) =>\n"
        "  api.url('/login').formUrl({ user, pass }).post().json();\n"
        "export const upload = (file: Blob) => api.url('/files').formData({ file }).post().res();\n"
        "export const save = (name: string) =>\n"
        "  api.url('/names').formUrl({ draft: name }).json({ name }).put().res();\n"
        "export const raw = (text: string) =>\n"
        "  api.url('/raw').content('text/plain').body(text).post().res();\n")})
    encodings = {path: request_of(contract, method, path)["bodyEncoding"]
                 for method, path in endpoints(contract)}
    assert encodings == {"/api/login": "form", "/api/files": "multipart", "/api/names": "json",
                         "/api/raw": "unknown"}
    saved = request_of(contract, "PUT", "/api/names")
    assert [b["target"] for b in saved["bindings"]] == ["body:name"]


def test_query_objects_merge_and_replace_drops_the_earlier(derive_files):
    contract = derive_files({"src/api.ts": (
        "import wretch from 'wretch';\n"
        "import QueryString from 'wretch/addons/queryString';\n"
        "const api = wretch('/api').addon(QueryString);\n"
        "export const list = (page: number, q: string) =>\n"
        "  api.url('/items').query({ page }).query({ q }).get().json();\n"
        "export const only = (page: number, q: string) =>\n"
        "  api.url('/others').query({ page }).query({ q }, true).get().json();\n"
        "interface Filter { tag: string }\n"
        "export const typed = (filter: Filter, page: number) =>\n"
        "  api.url('/typed').query(filter).query({ page }).get().json();\n")})
    listed = request_of(contract, "GET", "/api/items")
    assert sorted(b["target"] for b in listed["bindings"]) == ["query:page", "query:q"]
    only = request_of(contract, "GET", "/api/others")
    assert [b["target"] for b in only["bindings"]] == ["query:q"]
    typed = request_of(contract, "GET", "/api/typed")
    assert sorted(b["target"] for b in typed["bindings"]) == ["query:page", "query:tag"]


def test_a_stored_builder_keeps_its_steps_across_modules(derive_files):
    contract = derive_files({
        "src/request.ts": (
            "import wretch from 'wretch';\n"
            "export const request = wretch('/api', { credentials: 'include' })\n"
            "  .errorType('json').catcher(401, () => null)\n"
            "  .headers({ 'X-Lang': 'en' });\n"
            "export const Reports = request.url('/reports').auth(`Bearer ${localStorage.t}`);\n"),
        "src/reports.ts": (
            "import { Reports, request } from './request';\n"
            "interface Report { id: string; title: string }\n"
            "export const one = (id: string) => Reports.url(`/${id}`).get().json<Report>();\n"
            "export const open = () => request.url('/open').get().json();\n")})
    assert endpoints(contract) == {("GET", "/api/reports/{id}"), ("GET", "/api/open")}
    cap = capability(contract, "GET", "/api/reports/{id}")
    assert [(b["target"], b["value"]) for b in cap["implementation"]["requests"][0]["bindings"]
            if b["target"].startswith("header:")] == [("header:X-Lang", "en")]
    assert auth_notes(contract, "GET", "/api/reports/{id}") == [
        ("bearer", "wretch.header", "header Authorization")]
    assert auth_notes(contract, "GET", "/api/open") == [
        ("cookie-session", "wretch.credentials-include", "credentials: 'include'")]
    assert sorted(cap["outputSchema"]["properties"]) == ["id", "title"]
    assert not [r for r in contract["review"] if "declared-client" in r["message"]
                or "fluent REST client" in r["message"]]


def test_defer_callback_headers_are_auth_evidence_conditional_when_guarded(derive_files):
    contract = derive_files({"src/api.ts": (
        "import wretch from 'wretch';\n"
        "const always = wretch('/a').defer((w) => w.headers({ 'X-CSRF-Token': window.csrf }));\n"
        "const sometimes = wretch('/b').defer((w, url) => {\n"
        "  const token = window.csrf;\n"
        "  return token ? w.headers({ 'X-CSRF-Token': token }) : w;\n"
        "});\n"
        "export const a = () => always.url('/x').post({ v: 1 }).res();\n"
        "export const b = () => sometimes.url('/y').post({ v: 1 }).res();\n")})
    assert auth_notes(contract, "POST", "/a/x") == [
        ("cookie-session", "wretch.deferred-headers", "header X-CSRF-Token")]
    assert auth_notes(contract, "POST", "/b/y") == [
        ("cookie-session", "wretch.deferred-headers",
         "header X-CSRF-Token, only under a condition")]


def test_a_builder_never_sent_and_the_response_readers_make_no_request(derive_files):
    contract = derive_files({"src/api.ts": (
        "import wretch from 'wretch';\n"
        "export const draft = wretch('/api').url('/drafts').query({ mine: true });\n"
        "export const read = () => wretch('/api').url('/feed').get()\n"
        "  .notFound(() => []).json((feed) => feed.items);\n")})
    assert endpoints(contract) == {("GET", "/api/feed")}
    assert contract["source"]["coverage"]["requestLikeSites"] == 1


def test_wrappers_over_a_builder_take_their_callers_paths_and_methods(derive_files):
    contract = derive_files({"src/api.ts": (
        "import wretch from 'wretch';\n"
        "const api = wretch('/api');\n"
        "export function getJSON(path: string) { return api.url(path).get().json(); }\n"
        "export function send(method: string, path: string, body?: object) {\n"
        "  return api.url(path).fetch(method, '', body).json();\n"
        "}\n"
        "export const user = (id: string) => getJSON(`/users/${id}`);\n"
        "export const save = (id: string, name: string) => send('PUT', `/users/${id}`, { name });\n"
        "export const drop = (id: string) => send('DELETE', `/users/${id}`);\n")})
    assert endpoints(contract) == {("GET", "/api/users/{id}"), ("PUT", "/api/users/{id}"),
                                   ("DELETE", "/api/users/{id}")}
    saved = request_of(contract, "PUT", "/api/users/{id}")
    assert (saved["bodyEncoding"], sorted(b["target"] for b in saved["bindings"])) == (
        "json", ["body:name", "path:id"])
    assert request_of(contract, "DELETE", "/api/users/{id}")["bodyEncoding"] == "none"


def test_a_resolver_returning_json_makes_the_verb_call_the_body(derive_files):
    contract = derive_files({"src/api.ts": (
        "import wretch from 'wretch';\n"
        "const api = wretch('/api').errorType('json').resolve((res) => res.json());\n"
        "const texts = wretch('/txt').resolve((res) => res.text());\n"
        "export const duas = async () => {\n"
        "  const found = await api.get('/duas');\n"
        "  return found.items.map((d: { text: string }) => d.text);\n"
        "};\n"
        "export const notes = async () => {\n"
        "  const found = await texts.get('/notes');\n"
        "  return found.items;\n"
        "};\n")})
    assert capability(contract, "GET", "/api/duas")["outputSchema"]["properties"] == {
        "items": {"items": {"properties": {"text": {}}, "type": "object"}, "type": "array"}}
    assert capability(contract, "GET", "/txt/notes")["outputSchema"] is None
