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
