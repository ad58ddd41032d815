"""Rule ``client.chosen-default``: a call of ``(options?.fetch ?? fetch)``, ``(opts.fetch ||
window.fetch)`` or a constant holding such a choice is a ``fetch`` call site; a choice between
library methods or with a user function is left to the other rules."""
from __future__ import annotations

import json

from conftest import capability, endpoints

from code2skill.chosen_callee import caller_supplied, chosen_default
from code2skill.values import AltV, FnV, LibV, LitV, ParamV, StrV, Text, UnknownV

FETCH = LibV("fetch")
LIBRARIES = frozenset({"fetch", "axios"})
OPTION = ParamV("f#1", "options", ("fetch",))


def test_the_library_function_after_a_caller_supplied_one_is_the_default():
    assert chosen_default(AltV((OPTION, FETCH), "or"), LIBRARIES) == FETCH
    assert chosen_default(AltV((UnknownV("unknown-member"), FETCH), "or"), LIBRARIES) == FETCH
    assert chosen_default(AltV((OPTION, ParamV("f#1", "custom"), FETCH), "or"),
                          LIBRARIES) == FETCH


def test_other_choices_are_no_default():
    assert chosen_default(AltV((FETCH, OPTION), "or"), LIBRARIES) is None      # library first
    assert chosen_default(AltV((OPTION, FETCH), "any"), LIBRARIES) is None     # a ternary
    assert chosen_default(AltV((OPTION, FETCH), "and"), LIBRARIES) is None
    assert chosen_default(AltV((FnV("g#2"), FETCH), "or"), LIBRARIES) is None  # a user function
    assert chosen_default(AltV((OPTION, LibV("fetch", ("json",))), "or"), LIBRARIES) is None
    assert chosen_default(AltV((OPTION, LibV("lodash")), "or"), LIBRARIES) is None
    assert chosen_default(FETCH, LIBRARIES) is None


def test_only_parameters_and_unknowns_are_caller_supplied():
    assert caller_supplied(OPTION) and caller_supplied(UnknownV("x"))
    assert not caller_supplied(FETCH)
    assert not caller_supplied(LitV(None))
    assert not caller_supplied(StrV((Text("x", None),)))


API = """\
export type Options = { fetch?: typeof fetch };
export async function api(method: string, url: string, body?: unknown, options?: Options) {
  const response = await (options?.fetch ?? fetch)(url, {
    method, body: body ? JSON.stringify(body) : undefined });
  return response.json();
}
export function ping(customFetch?: typeof fetch) {
  const send = customFetch || window.fetch;
  return send('/api/ping');
}
"""

USE = """\
import { api, ping } from './api';
export const load = async ({ fetch }) => api('GET', '/api/items', undefined, { fetch });
export const addItem = (name: string) => api('POST', '/api/items', { name });
export const check = () => ping();
"""


def test_a_wrapper_choosing_fetch_is_followed_to_each_endpoint(derive_files):
    contract = derive_files({"src/api.ts": API, "src/use.ts": USE})
    assert endpoints(contract) == {("GET", "/api/items"), ("POST", "/api/items"),
                                   ("GET", "/api/ping")}
    add = capability(contract, "POST", "/api/items")
    assert sorted(add["inputSchema"]["properties"]) == ["name"]
    sites = add["implementation"]["requests"][0]["callSites"]
    assert [(s["file"], s["line"], s["rule"]) for s in sites] == [
        ("src/use.ts", 3, "wrapper.call")]
    assert [(v["file"], v["line"], v["note"], v["rule"]) for v in sites[0]["via"]] == [
        ("src/api.ts", 3, "api", "client.chosen-default")]
    ping = capability(contract, "GET", "/api/ping")["implementation"]["requests"][0]
    assert [(v["file"], v["line"], v["rule"]) for v in ping["callSites"]] == [
        ("src/api.ts", 9, "client.chosen-default")]


def test_a_ternary_between_a_parameter_and_fetch_is_not_a_default(derive_files):
    contract = derive_files({"src/api.ts": (
        "export function get(url: string, f?: typeof fetch, own = false) {\n"
        "  return (own ? f : fetch)(url);\n}\n"
        "export const items = () => get('/api/items');\n")})
    assert "client.chosen-default" not in json.dumps(contract)



def test_an_axios_default_is_an_axios_call_site(derive_files):
    contract = derive_files({
        "package.json": '{"name": "x", "dependencies": {"axios": "^1.7.0"}}',
        "src/api.ts": (
            "import axios from 'axios';\n"
            "export function send(url: string, method: string, http?: typeof axios) {\n"
            "  return (http ?? axios)({ url, method });\n}\n"
            "export const remove = (id: string) => send(`/api/items/${id}`, 'DELETE');\n")})
    assert endpoints(contract) == {("DELETE", "/api/items/{id}")}
    via = capability(contract, "DELETE", "/api/items/{id}")["implementation"]["requests"][0][
        "callSites"][0]["via"]
    assert [(v["line"], v["rule"]) for v in via] == [(3, "client.chosen-default")]
