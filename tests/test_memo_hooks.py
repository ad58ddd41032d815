"""React's memo hooks: ``useCallback(fn, deps)`` is ``fn`` and ``useMemo(() => v, deps)`` is
``v`` (rule ``value.memo-hook``); a library wrapper the resolver does not model around a
function making requests is a review item (rule ``review.opaque-wrapper``)."""

from __future__ import annotations

from conftest import bindings, capability, endpoints

REQUEST = ("export async function httpGet(path: string) {\n"
           "  return fetch(path, { method: 'GET' });\n"
           "}\n"
           "export async function httpPost(path: string, data: object) {\n"
           "  return fetch(path, { method: 'POST', body: JSON.stringify(data) });\n"
           "}\n")


def test_use_callback_and_use_memo_hand_back_their_function(derive_files):
    contract = derive_files({
        "src/fetch.ts": REQUEST,
        "src/useApi.ts": (
            "import React, { useCallback, useMemo } from 'react';\n"
            "import { httpGet, httpPost } from './fetch';\n"
            "export function useApi() {\n"
            "  const post = React.useCallback(\n"
            "    async (url: string, data: object) => httpPost(`/api${url}`, data), []);\n"
            "  return useMemo(() => ({\n"
            "    get: useCallback(async (url: string) => httpGet(`/api${url}`), []),\n"
            "    post,\n"
            "  }), [post]);\n"
            "}\n"),
        "src/useTeams.ts": (
            "import { useApi } from './useApi';\n"
            "export function useTeams(teamId: string) {\n"
            "  const { get, post } = useApi();\n"
            "  get(`/teams/${teamId}`);\n"
            "  post('/teams', { name: teamId });\n"
            "}\n")})
    assert endpoints(contract) == {("GET", "/api/teams/{teamId}"), ("POST", "/api/teams")}
    assert bindings(capability(contract, "POST", "/api/teams")) == {"body:name": "name"}
    [site] = capability(contract, "GET", "/api/teams/{teamId}")[
        "implementation"]["requests"][0]["callSites"]
    assert (site["file"], site["line"]) == ("src/useTeams.ts", 4)
    assert not [r for r in contract["review"] if "wraps a function" in r["message"]]


def test_a_wrapper_library_the_tool_does_not_model_is_reviewed(derive_files):
    contract = derive_files({
        "src/fetch.ts": REQUEST,
        "src/useApi.ts": (
            "import { useDebouncedCallback } from 'use-debounce';\n"
            "import { httpGet } from './fetch';\n"
            "export function useApi() {\n"
            "  return {\n"
            "    get: useDebouncedCallback(async (url: string) => httpGet(`/api${url}`), 300),\n"
            "  };\n"
            "}\n"),
        "src/useTeams.ts": (
            "import { useApi } from './useApi';\n"
            "export function useTeams(teamId: string) {\n"
            "  const { get } = useApi();\n"
            "  get(`/teams/${teamId}`);\n"
            "}\n")})
    assert endpoints(contract) == set()
    [item] = [r for r in contract["review"] if "wraps a function" in r["message"]]
    assert item["severity"] == "medium"
    assert item["message"].startswith("use-debounce.useDebouncedCallback(…) wraps a function")
    [where] = item["evidence"]
    assert (where["file"], where["line"], where["column"]) == ("src/useApi.ts", 5, 10)


def test_a_wrapped_function_making_no_requests_is_not_reviewed(derive_files):
    contract = derive_files({
        "src/fetch.ts": REQUEST,
        "src/a.ts": ("import { useDebouncedCallback } from 'use-debounce';\n"
                     "import { httpGet } from './fetch';\n"
                     "export const search = useDebouncedCallback((q: string) => q.trim(), 300);\n"
                     "export const tags = () => httpGet('/tags');\n")})
    assert endpoints(contract) == {("GET", "/tags")}
    assert not [r for r in contract["review"] if "wraps a function" in r["message"]]


def test_a_method_of_a_library_value_is_no_opaque_wrapper(derive_files):
    contract = derive_files({
        "src/a.ts": ("import { pages } from 'page-store';\n"
                     "export async function preload() {\n"
                     "  await Promise.all(pages.all.map(async (url: string) => fetch(url)));\n"
                     "}\n")})
    assert not [r for r in contract["review"] if "wraps a function" in r["message"]]
