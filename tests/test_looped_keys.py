"""Rule ``query.looped-keys``: query keys set in a loop over a list of accepted key names are
one query parameter per name, the list given per call of the factory or wrapper passing it."""
from __future__ import annotations

from conftest import capability

FACTORY = (
    "type Params = Partial<{ account: string; filter: string; time: string; query: string;\n"
    "  slug: string; name: string }>;\n"
    "type Param = keyof Params;\n"
    "function api_url(endpoint: string, accepted?: readonly Param[], params?: Params): URL {\n"
    "  const url = new URL(`/ledger/api/${endpoint}`, window.location.href);\n"
    "  if (accepted && params) {\n"
    "    for (const key of accepted) {\n"
    "      const value = params[key];\n"
    "      if (value != null && value !== '') { url.searchParams.set(key, value.toString()); }\n"
    "    }\n"
    "  }\n"
    "  return url;\n"
    "}\n"
    "async function call(url: URL, init: RequestInit) { return (await fetch(url, init)).json(); }\n"
    "function define_endpoint<T extends readonly Param[]>(endpoint: string, accepted: T,\n"
    "    method: 'DELETE' | 'GET' = 'GET') {\n"
    "  return async (params: Pick<Params, T[number]>) =>\n"
    "    call(api_url(endpoint, accepted, params), { method });\n"
    "}\n"
    "function define_paramless(endpoint: string) {\n"
    "  return async () => call(api_url(endpoint), { method: 'GET' });\n"
    "}\n"
    "const filters = ['account', 'filter', 'time'] as const;\n")


def query_names(cap: dict) -> list[str]:
    return sorted(b["input"] for b in cap["implementation"]["requests"][0]["bindings"]
                  if b["target"].startswith("query:"))


def unknown_query_items(contract: dict, name: str) -> list[str]:
    return [r["message"] for r in contract["review"]
            if r["capability"] == name and "query part" in r["message"]]


def test_each_call_of_the_factory_names_its_query_keys(derive_files):
    contract = derive_files({"src/api.ts": FACTORY + (
        "export const get_report = define_endpoint('report', filters);\n"
        "export const get_search = define_endpoint('search', [...filters, 'query']);\n"
        "const delete_file_raw = define_endpoint('file', ['name'], 'DELETE');\n"
        "export const get_status = define_paramless('status');\n"
        "export async function delete_file(name: string) { return delete_file_raw({ name }); }\n")})
    assert query_names(capability(contract, "GET", "/ledger/api/report")) == [
        "account", "filter", "time"]
    search = capability(contract, "GET", "/ledger/api/search")
    assert query_names(search) == ["account", "filter", "query", "time"]
    assert {e["rule"] for e in search["evidence"]["/inputSchema/properties/query"]} == {
        "query.looped-keys", "query.param"}
    deleting = capability(contract, "DELETE", "/ledger/api/file")
    assert deleting["inputSchema"]["properties"]["name"]["type"] == "string"
    assert deleting["inputSchema"]["required"] == ["name"]
    status = capability(contract, "GET", "/ledger/api/status")
    assert query_names(status) == []
    assert not any(unknown_query_items(contract, c["name"]) for c in contract["capabilities"])


def test_a_key_list_the_source_does_not_show_stays_the_reviewed_query_part(derive_files):
    contract = derive_files({"src/api.ts": FACTORY + (
        "declare const config: { keys: Param[] };\n"
        "export const get_dynamic = define_endpoint('dynamic', config.keys);\n"
        "export function list_items(keys: string[], query: Record<string, string>) {\n"
        "  const url = new URL('/api/items', window.location.href);\n"
        "  for (const key of keys) { url.searchParams.set(key, query[key]); }\n"
        "  return fetch(url);\n"
        "}\n")})
    for path in ("/ledger/api/dynamic", "/api/items"):       # no list shown; no caller gives one
        cap = capability(contract, "GET", path)
        assert query_names(cap) == []
        assert len(unknown_query_items(contract, cap["name"])) == 1


def test_a_url_search_params_filled_in_a_key_loop_names_each_key(derive_files):
    contract = derive_files({"src/client.ts": (
        "type Query = { page?: number; size?: string; q?: string };\n"
        "function request(resource: string, keys: (keyof Query)[] | undefined, query: Query) {\n"
        "  const params = new URLSearchParams();\n"
        "  keys?.forEach((key) => {\n"
        "    const v = query[key];\n"
        "    if (v !== undefined) params.set(key, String(v));\n"
        "  });\n"
        "  return fetch(`/v1/${resource}?${params.toString()}`, { method: 'GET' });\n"
        "}\n"
        "export function listNotes(query: Query) {\n"
        "  return request('notes', ['page', 'size'], query);\n"
        "}\n"
        "export function searchNotes(q: string) { return request('search', ['q'], { q }); }\n")})
    assert query_names(capability(contract, "GET", "/v1/notes")) == ["page", "size"]
    search = capability(contract, "GET", "/v1/search")
    assert query_names(search) == ["q"]
    assert search["inputSchema"]["required"] == ["q"]
