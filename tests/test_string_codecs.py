"""Rule ``value.string-codec`` (:mod:`code2skill.string_codecs`): case changes, URI and form
encoding computed as JavaScript does, also on a helper's parameter once a caller passes a
literal; a literal query string decoded once when split into parameters."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.string_codecs import all_coded, coded, form_text, query_decoded
from code2skill.values import AltV, HoleV, LitV, ParamV, StrV, Text, UnknownV, text_of


def text(s: str) -> StrV:
    return StrV((Text(s),))


def test_form_text_is_the_urlsearchparams_serialiser():
    assert form_text("a b&c=d") == "a+b%26c%3Dd"
    assert form_text("x/y~*-._") == "x%2Fy%7E*-._"
    assert form_text("é") == "%C3%A9"
    assert form_text("a\ud83d") is None                     # a lone surrogate


def test_fixed_texts_change_as_javascript_changes_them():
    assert text_of(coded(text("Users"), "toLowerCase")) == "users"
    assert text_of(coded(text("/api/k"), "toLocaleUpperCase")) == "/API/K"
    assert text_of(coded(text("a b/c"), "encodeURIComponent")) == "a%20b%2Fc"
    assert text_of(coded(text("/p/x y?a=1"), "encodeURI")) == "/p/x%20y?a=1"
    assert text_of(coded(text("a%20b"), "decodeURIComponent")) == "a b"
    assert coded(text("100%"), "decodeURIComponent") == UnknownV("uri-error")
    assert text_of(coded(StrV((Text("%2"), Text("F"))), "decodeURIComponent")) == "/"


def test_a_parameter_keeps_the_code_for_its_callers():
    param = ParamV("f", "name")
    assert coded(param, "toLowerCase") == ParamV("f", "name", coded=("toLowerCase",))
    holed = coded(StrV((Text("/API/"), HoleV("name", param))), "toLowerCase")
    assert holed == StrV((Text("/api/"), HoleV("name", ParamV("f", "name",
                                                              coded=("toLowerCase",)))))
    assert text_of(all_coded(text("A B"), ("toLowerCase", "encodeURIComponent"))) == "a%20b"


def test_numbers_unknowns_and_absent_values():
    assert text_of(coded(LitV(1e21), "form")) == "1e%2B21"
    assert isinstance(coded(LitV(5), "toUpperCase"), UnknownV)     # (5).toUpperCase throws
    assert coded(LitV(None), "form") == LitV(None)                 # an absent entry
    assert coded(UnknownV("x"), "toLowerCase") == UnknownV("x")
    both = coded(AltV((text("A"), text("B"))), "toLowerCase")
    assert [text_of(o) for o in both.options] == ["a", "b"]


def test_query_decoded_reads_a_literal_query_once():
    assert query_decoded("100%25") == "100%"
    assert query_decoded("a+b%26c%3Dd") == "a b&c=d"
    assert query_decoded("100%") == "100%"                  # no escape: as written
    assert query_decoded("%FF") is None                     # no UTF-8 text


def test_a_helpers_parameter_is_changed_for_each_callers_literal(derive_files):
    api = ("const endpoint = (entity) => '/api/' + entity.toLowerCase();\n"
           "export const users = () => fetch(endpoint('Users'));\n"
           "function resource(name) { return `/api/v1/${name.toUpperCase()}`; }\n"
           "export const post = () => fetch(resource('post'), {method: 'POST'});\n"
           "const folder = (name) => '/api/folders/' + encodeURIComponent(name);\n"
           "export const one = () => fetch(folder('a b/c'));\n"
           "export const any = (id) => fetch(folder(id), {method: 'DELETE'});\n"
           "const page = (p) => encodeURI('/api/pages/' + p);\n"
           "export const pg = () => fetch(page('x y'), {method: 'PUT'});\n"
           "const lo = (s, ...v) => (s[0] + v[0]).toLowerCase();\n"
           "export const tag = () => fetch(lo`/API/T/${'K'}`, {method: 'PATCH'});\n"
           "const PATHS = {users: '/API/Users'};\n"
           "const pick = (kind) => PATHS[kind].toLowerCase();\n"
           "export const picked = () => fetch(pick('users'), {method: 'HEAD'});\n")
    contract = derive_files({"src/api.js": api})
    assert endpoints(contract) == {("GET", "/api/users"), ("POST", "/api/v1/POST"),
                                   ("GET", "/api/folders/a%20b%2Fc"),
                                   ("DELETE", "/api/folders/{name}"),
                                   ("PUT", "/api/pages/x%20y"), ("PATCH", "/api/t/k"),
                                   ("HEAD", "/api/users")}


def test_query_values_hold_what_the_server_reads(derive_files):
    api = ("export const a = () => fetch('/api/a?' + new URLSearchParams({q: 'a b&c=d', r: 'x/y'}));\n"
           "export const b = () => { const p = new URLSearchParams(); p.append('q', 'a&b=c');\n"
           "  p.set('n', '1'); p.set('n', '2'); return fetch('/api/b?' + p.toString()); };\n"
           "export const c = () => fetch('/api/c?q=' + encodeURIComponent('a b&c=d'));\n"
           "export const d = () => fetch('/api/d?q=100%25&next=%2Fhome&s=a+b');\n"
           "export const e = () => { const u = new URL('/api/e', location.origin);\n"
           "  u.searchParams.append('q', 'x&y=z'); return fetch(u); };\n"
           "export const f = () => fetch('/api/f?' + new URLSearchParams([['k', '1+1=2']]));\n"
           "export const g = () => fetch('/api/g?' + new URLSearchParams('?m=a%20b'));\n"
           "const url = (term) => '/api/h?' + new URLSearchParams({term});\n"
           "export const h = () => fetch(url('x&y'));\n"
           "export const i = () => fetch('/api/i/' + new URLSearchParams({q: 'a b&c'}));\n")
    contract = derive_files({"src/api.js": api})
    assert bindings(capability(contract, "GET", "/api/a")) == {
        "query:q": "=a b&c=d", "query:r": "=x/y"}
    assert bindings(capability(contract, "GET", "/api/b")) == {"query:q": "=a&b=c",
                                                               "query:n": "=2"}
    assert bindings(capability(contract, "GET", "/api/c")) == {"query:q": "=a b&c=d"}
    assert bindings(capability(contract, "GET", "/api/d")) == {
        "query:q": "=100%", "query:next": "=/home", "query:s": "=a b"}
    assert bindings(capability(contract, "GET", "/api/e")) == {"query:q": "=x&y=z"}
    assert bindings(capability(contract, "GET", "/api/f")) == {"query:k": "=1+1=2"}
    assert bindings(capability(contract, "GET", "/api/g")) == {"query:m": "=a b"}
    assert bindings(capability(contract, "GET", "/api/h")) == {"query:term": "=x&y"}
    assert ("GET", "/api/i/q=a+b%26c") in endpoints(contract)
