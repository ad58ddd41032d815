"""SWR hooks (``extractors/swr.py``): the fetcher is called with the key (an array key spread
as its arguments, a key function's result for ``useSWRInfinite``) at the hook's call site (rule
``swr.fetcher``); a null key skips a render, not the request; a fetcher that cannot be followed
is a review item. Assertions are exact endpoints, evidence lines and review entries."""
from __future__ import annotations

from conftest import capability, endpoints

API = ("import axios from 'axios';\n"
       "const instance = axios.create({ baseURL: '/api' });\n"
       "export default { instance, get: (url: string, cfg?: object) => instance.get(url, cfg) };\n")


def sites(cap: dict) -> list[tuple[str, int, str, list[str]]]:
    return [(s["file"], s["line"], s["rule"], [v["rule"] for v in s["via"]])
            for s in cap["implementation"]["requests"][0]["callSites"]]


def test_key_is_passed_to_method_reference_and_arrow_fetchers(derive_files):
    contract = derive_files({"src/request.ts": API, "src/hooks.ts": (
        "import useSWR from 'swr';\n"
        "import request from './request';\n"
        "export const useBoard = () => useSWR(['/board'], request.instance.get);\n"
        "export const useUser = (name: string) => useSWR(\n"
        "  name ? `/users?name=${name}` : null,\n"
        "  (url) => request.get(url, { allow404: true }));\n"
        "export const useItem = (id: string) =>\n"
        "  useSWR(['/items', id], (url: string, key: string) =>\n"
        "    request.instance.get(`${url}/${key}`));\n"
        )})
    assert sorted(endpoints(contract)) == [
        ("GET", "/api/board"), ("GET", "/api/items/{key}"), ("GET", "/api/users")]
    assert sites(capability(contract, "GET", "/api/board")) == [
        ("src/hooks.ts", 3, "swr.fetcher", ["axios.instance-call"])]
    assert sites(capability(contract, "GET", "/api/users")) == [
        ("src/hooks.ts", 4, "swr.fetcher", ["wrapper.call", "axios.instance-call"])]


def test_immutable_and_infinite_hooks(derive_files):
    contract = derive_files({"src/request.ts": API, "src/hooks.ts": (
        "import useSWRImmutable from 'swr/immutable';\n"
        "import useSWRInfinite from 'swr/infinite';\n"
        "import request from './request';\n"
        "const fetcher = (url: string) => request.get(url);\n"
        "export const useTags = () => useSWRImmutable('/tags', fetcher);\n"
        "export const usePages = () =>\n"
        "  useSWRInfinite((page: number) => `/pages?p=${page}`, fetcher);\n")})
    assert sorted(endpoints(contract)) == [("GET", "/api/pages"), ("GET", "/api/tags")]


def test_fetcher_that_cannot_be_followed_is_reviewed(derive_files):
    contract = derive_files({"src/hooks.ts": (
        "import useSWR from 'swr';\n"
        "export const useMe = () => useSWR('/me');\n"
        "export const useNone = () => useSWR(null, (u: string) => fetch(u));\n")})
    assert endpoints(contract) == set()
    review = [(r["evidence"][0]["file"], r["evidence"][0]["line"], r["message"][:22])
              for r in contract["review"] if r["capability"] is None]
    assert review == [("src/hooks.ts", 2, "call of swr.useSWR wit"),
                      ("src/hooks.ts", 3, "fetch request at src/h")]   # coverage.unresolved-site


def test_falsy_key_branches_and_assignments_are_dropped(derive_files):
    contract = derive_files({"src/request.ts": API, "src/hooks.ts": (
        "import useSWR from 'swr';\n"
        "import request from './request';\n"
        "export const useSynonyms = (id: string, gone: boolean) => {\n"
        "  const url = gone ? '' : id ? `/synonyms?id=${id}` : '';\n"
        "  return useSWR(url, request.instance.get);\n"
        "};\n"
        "export const useFollowing = (logged: boolean) => {\n"
        "  let url = '';\n"
        "  if (logged) url = '/following';\n"
        "  return useSWR(logged && url, request.instance.get);\n"
        "};\n")})
    assert sorted(endpoints(contract)) == [("GET", "/api/following"), ("GET", "/api/synonyms")]
    assert [(r["severity"], r["evidence"][0]["line"], r["evidence"][0]["rule"])
            for r in contract["review"] if r["capability"] is None] == [
        ("info", 3, "coverage.unresolved-site")]         # the API object's get nobody calls


def test_data_is_what_the_fetcher_returns(derive_files):
    contract = derive_files({"src/request.ts": API, "src/page.tsx": (
        "import useSWR from 'swr';\n"
        "import request from './request';\n"
        "const fetcher = async (url: string) => (await request.instance.get(url)).data;\n"
        "export function Page() {\n"
        "  const { data } = useSWR('/docs', fetcher);\n"
        "  return () => request.instance.delete(`/docs/${data.items[0].id}`);\n"
        "}\n")})
    assert [(p["input"], p["issuedBy"], p["resultPath"], [e["line"] for e in p["evidence"]])
            for p in capability(contract, "DELETE", "/api/docs/{id}")["preconditions"]] == [
        ("id", "list_docs", "items.0.id", [6])]


FETCHER = "(resource, init) => fetch(resource, init).then((res) => res.json())"


def test_a_hook_without_fetcher_uses_the_swr_config_fetcher(derive_files):
    contract = derive_files({
        "src/pages/_app.jsx": (
            "import { SWRConfig } from 'swr';\n"
            "export default function App({ Component, pageProps }) {\n"
            f"  return <SWRConfig value={{{{ fetcher: {FETCHER} }}}}>\n"
            "    <Component {...pageProps} /></SWRConfig>;\n"
            "}\n"),
        "src/pages/index.jsx": (
            "import useSWR, { SWRConfig } from 'swr';\n"
            "const Status = () => { const { data } = useSWR('/api/status'); return data; };\n"
            "const Ping = ({ host }) => {\n"
            "  const { data } = useSWR(`/api/ping?${new URLSearchParams({ host })}`,\n"
            "                          { refreshInterval: 5000 });\n"
            "  return data;\n"
            "};\n"
            "export default function Home({ fallback }) {\n"
            f"  return <SWRConfig value={{{{ fallback, fetcher: {FETCHER} }}}}>\n"
            "    <Status /><Ping host=\"nas\" /></SWRConfig>;\n"
            "}\n")})
    assert sorted(endpoints(contract)) == [("GET", "/api/ping"), ("GET", "/api/status")]
    assert sites(capability(contract, "GET", "/api/status")) == [
        ("src/pages/index.jsx", 2, "swr.config-fetcher", ["fetch.call"])]
    assert [r["evidence"][0]["line"] for r in contract["review"]
            if r["message"].startswith("call of swr")] == []


def test_different_config_fetchers_are_a_review_item_naming_them(derive_files):
    contract = derive_files({
        "src/a.jsx": (
            "import { SWRConfig } from 'swr';\n"
            f"export const A = ({{ children }}) => <SWRConfig value={{{{ fetcher: {FETCHER} }}}}>"
            "{children}</SWRConfig>;\n"),
        "src/b.jsx": (
            "import { SWRConfig } from 'swr';\n"
            "export const B = ({ children }) => <SWRConfig value={{ fetcher: (u) =>\n"
            "  fetch(`/v2${u}`).then((r) => r.json()) }}>{children}</SWRConfig>;\n"),
        "src/hooks.js": (
            "import useSWR from 'swr';\n"
            "export const useMe = () => useSWR('/me');\n")})
    assert ("GET", "/me") not in endpoints(contract)
    [item] = [r for r in contract["review"] if r["evidence"][0]["file"] == "src/hooks.js"]
    assert (item["severity"], item["evidence"][0]["line"]) == ("medium", 2)
    assert item["message"] == (
        "SWR useSWR with no fetcher of its own: the <SWRConfig> providers set different "
        "fetchers (src/a.jsx:2, src/b.jsx:2) and which one encloses this hook is decided at "
        "run time, so its request is not followed")


def test_a_fetcher_in_an_options_variable(derive_files):
    contract = derive_files({"src/hooks.js": (
        "import useSWR from 'swr';\n"
        "const getJson = (u) => fetch(`/api${u}`).then((r) => r.json());\n"
        "const options = { fetcher: getJson, refreshInterval: 1000 };\n"
        "export const useTeams = () => useSWR('/teams', options);\n")})
    assert endpoints(contract) == {("GET", "/api/teams")}


TUPLE_FETCHER = ("(key) => {\n"
                 "  const [path, params] = Array.isArray(key) ? key : [key, undefined];\n"
                 "  return axios.get(path, { params }).then((res) => res.data);\n"
                 "}")


def tuple_key_app(swr_version: str | None) -> dict[str, str]:
    """An app whose provider fetcher takes a path or a ``[path, params]`` key."""
    deps = {"axios": "^1.6.0", **({"swr": swr_version} if swr_version else {})}
    return {
        "package.json": '{"name": "app", "dependencies": %s}' % str(deps).replace("'", '"'),
        "src/api.jsx": (
            "import axios from 'axios';\n"
            "import { SWRConfig } from 'swr';\n"
            "axios.defaults.baseURL = '/api/';\n"
            "export const Api = ({ children }) => <SWRConfig value={{\n"
            f"  fetcher: {TUPLE_FETCHER} }}}}>{{children}}</SWRConfig>;\n"),
        "src/page.jsx": (
            "import useSWR from 'swr';\n"
            "export function Page({ camera, search }) {\n"
            "  const { data: config } = useSWR('config');\n"
            "  const { data: events } = useSWR(['events', { limit: 50, camera }]);\n"
            "  const { data: exports } = useSWR(search ? ['exports', { q: search }] : 'exports');\n"
            "  const { data: none } = useSWR(camera ? 'timeline' : null);\n"
            "  return [config, events, exports, none];\n"
            "}\n")}


def query_names(contract: dict, path: str) -> list[str]:
    cap = capability(contract, "GET", path)
    return sorted(b["target"] for b in cap["implementation"]["requests"][0]["bindings"])


def test_swr_2_passes_a_tuple_key_whole_to_the_provider_fetcher(derive_files):
    contract = derive_files(tuple_key_app("^2.2.5"))       # rules swr.key-argument, value.is-array
    assert sorted(endpoints(contract)) == [("GET", "/api/config"), ("GET", "/api/events"),
                                           ("GET", "/api/exports"), ("GET", "/api/timeline")]
    assert query_names(contract, "/api/config") == []
    assert query_names(contract, "/api/events") == ["query:camera", "query:limit"]
    assert query_names(contract, "/api/exports") == ["query:q"]
    assert not [r for r in contract["review"] if "query's fields" in r["message"]]


def test_swr_1_spreads_a_tuple_key_so_the_fetcher_sees_only_the_path(derive_files):
    contract = derive_files(tuple_key_app("^1.3.0"))
    assert ("GET", "/api/events") in endpoints(contract)
    assert query_names(contract, "/api/events") == []
    assert not any("{" in path for _, path in endpoints(contract))
