"""A function written inside a hook and handed to a library call runs as part of the hook
(rule ``callback.library-argument``): its requests that wait for the hook's parameters reach
the hook's callers. A returned function keeps the arguments of every call that passed it on
(rule ``closure.outer-arguments``). A request-making function the program calls but whose URL
could not be read through those calls is a ``medium`` review item and a warning (rule
``coverage.unread-wrapper``)."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

FETCH_JSON = (
    "export default async function fetchJson({ path, headers, queryParams, body, method = 'GET', signal }) {\n"
    "  const query = queryParams ? `?${new URLSearchParams(queryParams).toString()}` : '';\n"
    "  const res = await fetch(`${path}${query}`, { method, headers: { ...headers },\n"
    "    body: body ? JSON.stringify(body) : undefined, signal });\n"
    "  return res.json();\n"
    "}\n")

QUERY_HOOK = (
    "import { useMemo } from 'react';\n"
    "import { useQuery } from '@tanstack/react-query';\n"
    "import fetchJson from './fetchJson';\n"
    "export default function useApiQuery(options) {\n"
    "  const requestOptions = useMemo(() => {\n"
    "    const { path, queryOptions, ...other } = options;\n"
    "    return { ...other, path: '/api/v5' + path };\n"
    "  }, [options]);\n"
    "  return useQuery({ ...options.queryOptions, queryKey: [requestOptions.path],\n"
    "    queryFn: async ({ signal }) => fetchJson({ ...requestOptions, signal }) });\n"
    "}\n")

CALLERS = (
    "import useApiQuery from './useApiQuery';\n"
    "export const useSeries = () => useApiQuery({ path: '/series', queryParams: { images: true } });\n"
    "export function useEpisode(id) { return useApiQuery({ path: `/episode/${id}` }); }\n")


def test_a_query_hooks_callers_name_its_requests(derive_files):
    contract = derive_files({"src/fetchJson.js": FETCH_JSON, "src/useApiQuery.js": QUERY_HOOK,
                             "src/series.js": CALLERS})
    assert endpoints(contract) == {("GET", "/api/v5/series"), ("GET", "/api/v5/episode/{id}")}
    assert bindings(capability(contract, "GET", "/api/v5/series")) == {
        "query:images": "=True"}
    site = capability(contract, "GET", "/api/v5/series")["implementation"]["requests"][0][
        "callSites"][0]
    assert [(e["file"], e["line"], e["rule"]) for e in [site, *site["via"]]][:3] == [
        ("src/series.js", 2, "wrapper.call"),
        ("src/useApiQuery.js", 9, "callback.library-argument"),
        ("src/useApiQuery.js", 10, "wrapper.call")]
    cov = contract["source"]["coverage"]
    assert (cov["requestLikeSites"], cov["resolved"], cov["unresolved"]) == (2, 2, 0)


def test_an_effect_in_a_hook_takes_the_callers_path(derive_files):
    contract = derive_files({"src/a.js": (
        "import { useEffect } from 'react';\n"
        "export function useThing(path) {\n"
        "  useEffect(() => { fetch('/api' + path); }, [path]);\n"
        "}\n"
        "export const a = () => useThing('/one');\n"
        "export const b = () => useThing('/two');\n")})
    assert endpoints(contract) == {("GET", "/api/one"), ("GET", "/api/two")}


def test_a_callback_the_library_hands_back_is_followed_where_it_is_called(derive_files):
    # useCallback returns the function: its request is made at `load()`, once
    contract = derive_files({"src/a.js": (
        "import { useCallback } from 'react';\n"
        "export function useLoader(path) {\n"
        "  const load = useCallback(() => fetch('/api' + path), [path]);\n"
        "  return load();\n"
        "}\n"
        "export const a = () => useLoader('/one');\n")})
    assert endpoints(contract) == {("GET", "/api/one")}
    cap = capability(contract, "GET", "/api/one")
    assert len(cap["implementation"]["requests"][0]["callSites"]) == 1


MUTATION_HOOK = (
    "import { useMutation } from '@tanstack/react-query';\n"
    "import fetchJson from './fetchJson';\n"
    "export default function useApiMutation(options) {\n"
    "  return useMutation({ mutationFn: (data) => fetchJson({ ...options,\n"
    "    path: '/api/v5' + options.path, body: data }) });\n"
    "}\n")

PROVIDERS = (
    "import useApiMutation from './useApiMutation';\n"
    "export function useDeleteProvider(id, path) {\n"
    "  const { mutate } = useApiMutation({ path: `${path}/${id}`, method: 'DELETE' });\n"
    "  return { deleteProvider: mutate };\n"
    "}\n")

PAGES = (
    "import { useDeleteProvider } from './providers';\n"
    "export function Notification({ id }) {\n"
    "  const { deleteProvider } = useDeleteProvider(id, '/notification');\n"
    "  return <button onClick={() => deleteProvider()}>Delete</button>;\n"
    "}\n"
    "export function Indexer({ id }) {\n"
    "  const { deleteProvider } = useDeleteProvider(id, '/indexer');\n"
    "  return <button onClick={() => deleteProvider()}>Delete</button>;\n"
    "}\n")


def test_a_hooks_parameters_reach_the_function_it_returns(derive_files):
    contract = derive_files({"src/fetchJson.js": FETCH_JSON,
                             "src/useApiMutation.js": MUTATION_HOOK,
                             "src/providers.js": PROVIDERS, "src/pages.jsx": PAGES})
    assert endpoints(contract) == {("DELETE", "/api/v5/notification/{id}"),
                                   ("DELETE", "/api/v5/indexer/{id}")}
    assert capability(contract, "DELETE", "/api/v5/indexer/{id}")["status"] == "draft"


def test_a_callback_waiting_for_its_enclosing_functions_parameters_takes_the_callers(
        derive_files):
    # the callback is handed to an object the tool cannot follow, never called where it can
    # see, and its URL waits only for `useThing`'s `path`, which a caller two levels up gives
    # unchanged: rule closure.caller-chain substitutes it (was a miss worth a warning). The `map` callback's URL is its own parameter's and `dead` has no caller: notes.
    contract = derive_files({"src/a.js": (
        "export function useThing(path, bus) {\n"
        "  bus.on('go', () => fetch('/api' + path));\n"
        "  return bus;\n"
        "}\n"
        "export const useOuter = (p, bus) => useThing(p, bus);\n"
        "export const Page = (props) => useOuter('/x', props.bus);\n"
        "export function wrap(o) { return fetch('/api' + o.path); }\n"
        "export const list = (props) => props.items.map((i) => wrap({ path: i.path }));\n"
        "export const dead = (url) => fetch(url);\n")})
    assert endpoints(contract) == {("GET", "/api/x")}
    items = sorted((r["severity"], r["evidence"][0]["rule"], r["evidence"][0]["line"])
                   for r in contract["review"])
    assert items == [("info", "coverage.unresolved-site", 7),
                     ("info", "coverage.unresolved-site", 8),
                     ("info", "coverage.unresolved-site", 9),
                     ("low", "closure.caller-chain", 6)]
