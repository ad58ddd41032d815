"""Rule ``value.regex-replace``: ``s.replace(/re/flags, 'text')`` on a known string."""
from __future__ import annotations

import re

from conftest import endpoints

from code2skill.regex_replace import RegexCode, regex_replace, replace_in_value
from code2skill.values import AltV, EnvV, HoleV, ParamV, StrV, Text, UnknownV

W = ("a.ts", (1, 0, 1, 9))


def s(*parts):
    return StrV(tuple(Text(p, W) if isinstance(p, str) else p for p in parts))


HOLE = HoleV("id", ParamV("a.ts#1", "id"), W)


def kept(hole: HoleV, pattern: str, flags: str, replacement: str) -> HoleV:
    """``hole`` whose parameter keeps the replacement for its callers."""
    return HoleV(hole.name, ParamV(hole.value.fid, hole.value.name,
                                   coded=(RegexCode(pattern, flags, replacement),)), W)


def test_end_anchored_pattern_rewrites_the_last_fixed_text():
    assert regex_replace(s("/api/x//"), r"\/+$", "g", "") == s("/api/x")
    assert regex_replace(s("/api/", HOLE, "/"), r"\/$", "", "") == s("/api/", HOLE, "")
    assert regex_replace(s("/api/", HOLE), r"\/$", "", "") == \
        s("/api/", kept(HOLE, r"\/$", "", ""))


def test_start_anchored_and_global_patterns():
    assert regex_replace(s("//api/x"), r"^\/+", "", "/") == s("/api/x")
    assert regex_replace(s("/a//b/", HOLE, "//c"), r"\/+", "g", "/") == \
        s("/a/b/", kept(HOLE, r"\/+", "g", "/"), "/c")
    assert regex_replace(s("/A/b"), "a", "gi", "z") == s("/z/b")


def test_first_match_only_before_any_hole():
    assert regex_replace(s("/a-b-c"), "-", "", "_") == s("/a_b-c")
    assert regex_replace(s("/a", HOLE, "-b"), "-", "", "_") == UnknownV("regex-replace")
    assert regex_replace(s("/a"), "-", "", "_") == s("/a")


def test_what_is_not_evaluated_is_unknown():
    assert regex_replace(s("/a"), "(?<=a)b", "g", "") == UnknownV("regex-replace")   # RE2
    assert regex_replace(s("/a"), "a", "gm", "") == UnknownV("regex-replace")        # flag m
    assert regex_replace(s("/a"), "(a)", "g", "$1$1") == UnknownV("regex-replace")   # $n
    assert regex_replace(s("/a"), "a", "g", None) == UnknownV("regex-replace")


def test_alternatives_and_values_left_unchanged():
    env = EnvV("VITE_API")
    base = AltV((env, s("https://api.example.com/")), "or")
    assert replace_in_value(base, r"\/$", "", "") == AltV((env, s("https://api.example.com")), "or")
    assert replace_in_value(env, r"\/+", "g", "/") is env
    assert replace_in_value(env, "-", "", "_") is None


def test_a_cleaned_base_url_is_the_service_base(derive_files):
    contract = derive_files({"src/api.ts": (
        "const API = (import.meta.env.VITE_API_URL || 'https://api.example.com/')"
        ".replace(/\\/$/, '');\n"
        "const PARTS = ['', 'api', 'v2'];\n"
        "const root = () => ['', ...PARTS, 'things'].join('/').replace(/\\/+/g, '/');\n"
        "export const flags = () => fetch(`${API}/api/flags`);\n"
        "export const things = () => fetch(root() + '/');\n")})
    assert endpoints(contract) == {("GET", "/api/flags"), ("GET", "/api/v2/things/")}
    assert [[u["url"] for u in s["observedBaseUrls"]] for s in contract["services"]] == [
        [], ["https://api.example.com"]]


def test_a_match_may_span_adjacent_texts():
    assert regex_replace(s("/", "/api", "//x"), r"\/+", "g", "/") == s("/api/x")
    assert regex_replace(s("/api/", "/"), r"\/+$", "", "") == s("/api")


def test_a_text_pattern_replaces_as_javascript_does(derive_files):
    """``replace`` with a text pattern replaces the first match, ``replaceAll`` each one, and a
    ``$`` pattern of the replacement is expanded (ECMA-262 GetSubstitution), never copied."""
    contract = derive_files({"src/a.js": (
        "export const a = () => fetch('/x/y-y-y'.replaceAll('-', '/'), { method: 'POST' });\n"
        "export const b = () => fetch('/p/q-q'.replace('-', '/'), { method: 'PUT' });\n"
        "export const c = () => fetch('/v/w.w'.replace('.', '$&$&'), { method: 'DELETE' });\n"
        "export const d = () => fetch('/m/n'.replace('n', '$$'), { method: 'PATCH' });\n"
        "export const e = () => fetch('/m2/n'.replace('n', '$`'));\n"
        "export const f = (id) => fetch('/u/ID/posts/ID'.replaceAll('ID', id), { method: 'HEAD' });\n"
        "export const g = (x) => fetch(`/k/${x}/l`.replace('l', '$&'), { method: 'OPTIONS' });\n")})
    found = endpoints(contract)
    assert {("POST", "/x/y/y/y"), ("PUT", "/p/q/q"), ("DELETE", "/v/w..w"), ("PATCH", "/m/$"),
            ("GET", "/m2/m2/")} <= found                      # (`//` is one separator)
    [head] = [p for m, p in found if m == "HEAD"]          # both IDs replaced: two holes
    assert re.fullmatch(r"/u/\{\w+\}/posts/\{\w+\}", head), head
    assert not any(m == "OPTIONS" and "$" in p for m, p in found)   # unknown, never '$&'


def test_a_parameter_keeps_the_replacement_for_its_callers(derive_files):
    """``kind.replace(/_/g, '/')`` of a parameter is applied to what each caller passes, so
    ``'case_artifact'`` names ``/api/case/artifact``, never ``/api/case_artifact``."""
    contract = derive_files({"src/api.js": """\
import axios from 'axios';
function search(kind, base) {
  return axios.post(`${base.replace(/\\/$/, '')}/${kind.replace(/_/g, '/')}/_search`);
}
export const artifacts = () => search('case_artifact', '/api/');
export const orgUsers = (id) => search(`organization/${id}/user_x`, '/api');
"""})
    assert endpoints(contract) == {("POST", "/api/case/artifact/_search"),
                                   ("POST", "/api/organization/{id}/user/x/_search")}


def test_anchors_match_only_at_the_strings_own_ends():
    """A fixed text between holes is rewritten as part of the whole string: ``^``/``$`` do
    not match at a hole's edge, and a match that would take a hole's text is unknown."""
    assert regex_replace(s("/hosts/", HOLE, "/enable"), r"^\/|\/$", "g", "") == \
        s("hosts/", HOLE, "/enable")
    assert regex_replace(s("/a", HOLE, "b"), "[^/]", "g", "") == UnknownV("regex-replace")
