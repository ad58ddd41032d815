"""Numbers follow JavaScript (rule ``value.numeric-plus``): ``+`` of two known numbers adds,
a string on either side concatenates with JavaScript's number text, a number beside a value of
unknown type is unknown; literals are read as JavaScript reads them (``1e999``, ``123n``,
``017``) and an unreadable one is unknown, never a made-up ``0``."""
from __future__ import annotations

import pytest

from code2skill.extractors.module_facts.expressions import number_literal
from code2skill.facts import BigInt
from code2skill.values import js_add, js_number_text


def paths(contract: dict) -> dict[str, str]:
    """``{calling function: path template}``."""
    return {r["callSites"][0]["function"]: r["pathTemplate"] for c in contract["capabilities"]
            for r in c["implementation"]["requests"]}


@pytest.mark.parametrize("expr, path", [
    ("'/api/v' + (V + 1)", "/api/v2"),                    # was /api/v11
    ("'/api/v' + V + 1", "/api/v11"),                     # left to right: string first
    ("V + 1 + '/x'", "/2/x"),
    ("`/e/${V + V}`", "/e/2"),
    ("'/w/' + (0.1 + 0.2)", "/w/0.30000000000000004"),
    ("'/z/' + 1e999", "/z/Infinity"),
    ("'/b/' + 123n", "/b/123"),
    ("'/h/' + (1n + 2n)", "/h/3"),
    ("'/c/' + 1.0", "/c/1"),
    ("'/i/' + 017 + '/' + 0x1F + '/' + 1_000", "/i/15/31/1000"),
    ("'/e21/' + 1e21", "/e21/1e+21"),
    ("'/s/' + (PAGE + 1)", "/s/101"),                      # a string constant: '10' + 1
])
def test_plus_follows_javascript(derive_files, expr, path):
    contract = derive_files({"a.js": "const V = 1;\nconst PAGE = '10';\n"
                                     f"export function go() {{ return fetch({expr}); }}\n"})
    assert paths(contract) == {"go": path}


@pytest.mark.parametrize("expr, path", [
    ("'/g/' + (1n + 1)", "/g/{param}"),         # a TypeError in JavaScript: never '/g/11'
    ("'/f/' + (p + 1)", "/f/{param}"),          # p's type is not proven: never '/f/51'
])
def test_a_sum_that_cannot_be_known_is_no_fixed_text(derive_files, expr, path):
    contract = derive_files({"a.js": f"export function go(p) {{ return fetch({expr}); }}\n"
                                     "export const call = () => go(5);\n"})
    assert paths(contract) == {"go": path}
    assert "path segment from an expression with no name; named {param}" in \
        {r["message"] for r in contract["review"]}


def test_two_values_of_unknown_type_still_concatenate(derive_files):
    contract = derive_files({"a.js": "const BASE = '/api';\n"
                                     "export function get(url) { return fetch(BASE + url); }\n"
                                     "export const users = () => get('/users');\n"})
    assert paths(contract) == {"users": "/api/users"}


@pytest.mark.parametrize("value, text", [
    (0.1 + 0.2, "0.30000000000000004"), (1.0, "1"), (float("inf"), "Infinity"),
    (-float("inf"), "-Infinity"), (float("nan"), "NaN"), (1e21, "1e+21"),
    (1e20, "100000000000000000000"), (1e-7, "1e-7"), (1.5e-6, "0.0000015"), (-0.0, "0"),
    (2 ** 53 + 1, "9007199254740992"), (10 ** 400, "Infinity"), (BigInt(2 ** 64),
                                                                  "18446744073709551616"),
    (True, "true"), (12345.678, "12345.678"), (5e-324, "5e-324"),
])
def test_js_number_text(value, text):
    assert js_number_text(value) == text


def test_js_add():
    assert js_add(1, 1) == 2 and isinstance(js_add(1, 1), int)
    assert js_add(0.1, 0.2) == 0.30000000000000004
    assert js_add(BigInt(1), BigInt(2)) == 3 and isinstance(js_add(BigInt(1), BigInt(2)), BigInt)
    assert js_add(BigInt(1), 1) is None                   # a TypeError in JavaScript
    assert js_add(10 ** 400, 1) == float("inf")


@pytest.mark.parametrize("text, value", [
    ("123n", 123), ("0x1Fn", 31), ("1e999", float("inf")), ("017", 15), ("019", 19),
    ("0o17", 15), ("0b101", 5), ("1_000", 1000), ("1.5", 1.5), (".5", 0.5),
])
def test_number_literals(text, value):
    assert number_literal(text) == value


def test_a_bigint_literal_is_a_bigint_and_nonsense_is_unknown():
    assert isinstance(number_literal("123n"), BigInt)
    assert number_literal("12abc") is None
