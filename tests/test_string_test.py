"""Ternaries on a string test of a parameter (rule ``value.string-test``): decided per call
once the caller's text is known, so an absolute-URL check does not double every endpoint."""
from __future__ import annotations

import pytest
from conftest import endpoints

from code2skill.resolution.shared import decide_string_test
from code2skill.values import HoleV, ParamV, StrV, Text


def text(*parts) -> StrV:
    return StrV(tuple(Text(p, None) if isinstance(p, str) else HoleV("x", p, None)
                      for p in parts))


@pytest.mark.parametrize("subject, method, literal, expected", [
    (text("/teams"), "startsWith", "http", False),
    (text("https://x.example/a"), "startsWith", "http", True),
    (text("ht", ParamV("f", "rest")), "startsWith", "http", None),     # head too short
    (text("/a", ParamV("f", "rest")), "startsWith", "http", False),     # cannot start so
    (text("/a/b.json"), "endsWith", ".json", True),
    (text("/a/", ParamV("f", "rest")), "endsWith", ".json", None),      # tail unknown
    (text("/a://b"), "includes", "://", True),
    (ParamV("f", "url"), "startsWith", "http", None),
])
def test_decide_string_test(subject, method, literal, expected):
    assert decide_string_test(subject, method, literal) == expected


def test_an_absolute_url_check_is_decided_by_each_callers_path(derive_files):
    contract = derive_files({"src/api.ts": (
        "const base = '/api';\n"
        "const getUrl = (url: string) => url.startsWith('http') ? url : `${base}${url}`;\n"
        "export const get = (url: string) => fetch(getUrl(url));\n"
        "export const teams = () => get('/teams');\n"
        "export const status = () => get('https://status.example.com/v1/summary');\n")})
    assert endpoints(contract) == {("GET", "/api/teams"), ("GET", "/v1/summary")}
