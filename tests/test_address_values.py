"""Values the page reads from its own address (rule ``context.address-value``:
``extractors/routers.py`` :func:`route_parameter`, :func:`search_value`,
:func:`query_string_read`; ``passes/schema.py`` :func:`held_credential`, :func:`address_token`):
a value of the page's query string is an input from the link the user opened, never a
credential the client holds nor auth evidence; one named like a token gets a ``medium`` review
item. Assertions are exact inputs, bindings, auth and review items."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.extractors.routers import (address_search_value, query_string_read,
                                           route_parameter, route_source,
                                           search_value)
from code2skill.passes.schema import address_token
from code2skill.values import LibV


def test_query_string_reads_are_route_parameters():
    vue = LibV("vue-router", ("useRoute", "()", "query", "token"))
    options = LibV("vue-router", ("$route", "()", "query", "code"))
    nxt = LibV("next/router", ("useRouter", "()", "query", "token"))
    path = LibV("vue-router", ("useRoute", "()", "params", "id"))
    assert [route_parameter(v) for v in (vue, options, nxt, path)] == \
        ["token", "code", "token", "id"]
    assert [query_string_read(v) for v in (vue, options, nxt, path)] == \
        [True, True, False, False]
    assert route_parameter(LibV("vue-router", ("useRoute", "()", "query"))) is None
    assert route_parameter(LibV("vue-router", ("useRoute", "()", "query", "a", "b"))) is None


def test_search_params_get_reads_one_value():
    get = LibV("next/navigation", ("useSearchParams", "()", "get"))
    read = search_value(get, "code")
    assert read == LibV("next/navigation", ("useSearchParams", "()", "get", "code"))
    assert route_parameter(read) == "code" and query_string_read(read)
    assert route_source(read) == "useSearchParams().get('code')"
    pair = search_value(LibV("react-router-dom", ("useSearchParams", "()", "0", "get")), "t")
    assert route_source(pair) == "useSearchParams()[0].get('t')"
    assert search_value(get, None) is None
    assert search_value(LibV("next/navigation", ("useSearchParams", "()", "has")), "x") is None
    assert search_value(LibV("axios", ("get",)), "x") is None


def test_address_token_names():
    assert address_token("token", False) and address_token("invite_token", True)
    assert address_token("code", True) and address_token("key", True)
    assert not address_token("code", False) and not address_token("key", False)
    assert not address_token("sort", True) and not address_token("slug", False)


VERIFY = (
    "import { useRouter } from 'next/router';\n"
    "import { useEffect } from 'react';\n"
    "export default function Verify() {\n"
    "  const router = useRouter();\n"
    "  useEffect(() => {\n"
    "    const token = router.query.token;\n"
    "    fetch(`/api/verify-email?token=${token}`, { method: 'POST' });\n"
    "  }, []);\n"
    "  return null;\n"
    "}\n")


def test_a_token_from_the_address_is_an_input_not_auth(derive_files):
    contract = derive_files({"pages/verify.jsx": VERIFY})
    assert endpoints(contract) == {("POST", "/api/verify-email")}
    cap = capability(contract, "POST", "/api/verify-email")
    assert cap["inputSchema"]["properties"] == {"token": {
        "description": "Token (query parameter), from the address of the page the user opened "
                       "(the link's value).", "type": "string"}}
    assert cap["inputSchema"]["required"] == ["token"]
    bindings = cap["implementation"]["requests"][0]["bindings"]
    assert [(b["target"], b["input"], b.get("context")) for b in bindings] == \
        [("query:token", "token", None)]
    assert cap["auth"]["authentication"] == "unknown"
    assert [(r["name"], r["source"]) for r in cap["contextReferences"]] == [
        ("token", "the current route's parameter token (useRouter().query.token)")]
    items = [(r["severity"], r["evidence"][0]["rule"], r["evidence"][0]["line"])
             for r in contract["review"] if r.get("capability") == cap["name"]
             and "one-time token from the page's address" in r["message"]]
    assert items == [("medium", "context.address-value", 4)]   # where the route is read


def test_a_token_the_client_keeps_stays_a_held_credential(derive_files):
    contract = derive_files({"src/files.js": (
        "const store = { token: localStorage.getItem('token') };\n"
        "export const download = () => fetch(`/api/files?token=${store.token}`);\n")})
    cap = capability(contract, "GET", "/api/files")
    assert cap["inputSchema"]["properties"] == {}
    assert cap["auth"]["authentication"] == "api-key"
    assert not any("page's address" in r["message"] for r in contract["review"])


def test_url_search_params_of_the_page_address():
    where = ("src/a.js", (3, 9, 3, 30))
    read = address_search_value(LibV("global", ("window", "location", "search")), "token", where)
    assert read is not None and route_parameter(read) == "token" and query_string_read(read)
    assert route_source(read) == "new URLSearchParams(location.search).get('token')"
    assert address_search_value(LibV("global", ("location", "search")), "t", where) is not None
    assert address_search_value(LibV("global", ("location", "hash")), "t", where) is None
    assert address_search_value(LibV("global", ("location", "search")), None, where) is None
