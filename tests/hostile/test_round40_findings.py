"""Hostile round 40's findings fixed after the round (``benchmarks/hostile-round-40.md``)."""
from __future__ import annotations

import json

import pytest
from conftest import endpoints
from hostile_support import python_calls
from test_budgets import derive_cli, diagnostics, write

from code2skill.extractors.module_facts import extract_module, scopes


def chained_service(n: int) -> str:
    """An Angular service of ``n`` methods each calling the next through ``this``, the last
    making the request, the constructor calling the first (finding 7's tree)."""
    methods = "".join(f"  m{i}() {{ return this.m{i + 1}(); }}\n" for i in range(n))
    return ("import { Injectable } from '@angular/core';\n"
            "import { HttpClient } from '@angular/common/http';\n@Injectable()\n"
            f"export class Big {{\n  constructor(private http: HttpClient) {{ this.m0(); }}\n"
            f"{methods}  m{n}() {{ return this.http.get('/api/own'); }}\n}}\n")


def test_a_chain_of_2000_methods_is_read_without_a_recursion_error(derive_files):
    # finding 7: the walk up the callers that decides whether a function runs only on the
    # server recursed once per method, so 2,000 ended the run with exit 3 and no contract
    contract = derive_files({
        "package.json": '{"name": "f7", "dependencies": {"@angular/core": "17", '
                        '"@angular/common": "17"}}',
        "src/app/big.service.ts": chained_service(2000)})
    assert endpoints(contract) == {("GET", "/api/own")}


def test_a_chain_of_5000_methods_is_read_to_its_request(tmp_path):
    # finding 7 at 5,000: the walk deciding whether a function runs only as plumbing
    # (plumbing.only_from) and the one deciding whether only backend code calls it
    # (server_callers.only_server) recursed once per method: exit 3, no contract
    root = write(tmp_path / "app", {
        "package.json": '{"name": "f7", "dependencies": {"@angular/core": "17", '
                        '"@angular/common": "17"}}',
        "src/app/big.service.ts": chained_service(5000)})
    code, contract, stderr = derive_cli(root)
    assert code == 0, stderr
    assert endpoints(contract) == {("GET", "/api/own")}


def test_an_object_literal_of_3000_methods_each_calling_the_next_finishes(tmp_path):
    # the same chain written as an object literal: each `this` read of a method scanned every
    # method of the program for the members they write (quadratic: 1,000 methods 14 s,
    # 5,000 past five minutes); they are read once now
    methods = "".join(f"  m{i}() {{ return this.m{i + 1}(); }},\n" for i in range(3000))
    root = write(tmp_path / "app", {
        "package.json": '{"name": "o", "dependencies": {"axios": "1"}}',
        "src/api.js": "import axios from 'axios';\nexport const api = {\n" + methods +
                      "  m3000() { return axios.get('/api/own'); },\n};\n"
                      "export const go = () => api.m0();\n"})
    code, contract, stderr = derive_cli(root)
    assert code == 0, stderr
    assert endpoints(contract) == {("GET", "/api/own")}


def nested_pairs(n: int, pair: str = "f(g(") -> dict[str, str]:
    """Finding 8's tree: one request whose body is ``n`` nested call pairs, one a line."""
    return {"package.json": '{"name": "f8", "dependencies": {"axios": "1"}}',
            "src/api.js": "import axios from 'axios';\nexport const t = (a) => axios.post("
                          "'/api/copy', " + (pair + "\n") * n + "{ a }" + "))\n" * n + ");\n"}


def test_5000_nested_call_pairs_finish_with_the_expression_depth_limit(tmp_path):
    # finding 8: each of the 10,000 calls walked up every ancestor to find the ifs around
    # it (if_guards): killed at the 60 s bound; the plain ancestors are passed once now
    code, contract, stderr = derive_cli(write(tmp_path / "app", nested_pairs(5000)))
    assert code == 0, stderr
    assert endpoints(contract) == {("POST", "/api/copy")}
    assert any(r.startswith("limit expression-depth exceeded") for r in diagnostics(contract))


@pytest.mark.parametrize("opening, closing", [("f(g(", "))"), ("!f(", ")"),
                                              ("f(a) + (", ")"), ("JSON.parse(JSON.stringify(", "))")])
def test_doubling_the_nesting_at_most_doubles_the_walks_up(opening, closing):
    # rule budget.plain-ancestors: the walks up from each call (if_guards, try_block) pass
    # the calls, arguments and operators between it and the next branch once per file
    def extract(n: int) -> None:
        source = "export const t = (a) => post('/api/copy', " + (opening + "\n") * n + \
            "a" + (closing + "\n") * n + ");\n"
        extract_module("src/api.js", "javascript", source.encode())
    small, large = (python_calls(lambda: extract(n), scopes.__file__) for n in (300, 600))
    assert large / small < 2.3, (small, large)


def test_a_key_shape_in_a_function_name_names_no_tool(derive_files):
    # finding 6: getAKIA…Meta calling GET /i/meta/{image} was named from the function's
    # words (rule name.opaque-segment): get_akiaqz7_x3_kpl4_mnb40_at_meta
    contract = derive_files({
        "package.json": '{"name": "f6", "dependencies": {"axios": "1"}}',
        "src/api.js": "import axios from 'axios';\nexport const getAKIAQZ7X3KPL4MNB40ATMeta = "
                      "(image) => axios.get(`/i/meta/${image}`);\n"})
    assert [c["name"] for c in contract["capabilities"]] == ["get_i_meta"]
    text = json.dumps(contract).lower()
    assert "akiaqz7x3kpl4mnb40at" not in text.replace("_", "")
    assert "get<redacted:aws-key>meta" in text


def lattice(width: int, levels: int = 5) -> dict[str, str]:
    """``levels`` levels of ``width`` functions, each calling every function of the next
    level, the last level making the request; nothing calls the first level."""
    lines = ["import axios from 'axios';"]
    for k in range(levels):
        for i in range(width):
            body = "axios.get('/api/leaf')" if k == levels - 1 else \
                "; ".join(f"f{k + 1}_{j}()" for j in range(width))
            lines.append(f"function f{k}_{i}() {{ {body}; }}")
    return {"package.json": '{"name": "l", "dependencies": {"axios": "1"}}',
            "src/api.js": "\n".join(lines) + "\n"}


def test_a_lattice_of_callers_is_walked_once_per_function_and_level(tmp_path):
    # found beside finding 7: the walk up the callers to a never-called function
    # (wrapper.never-called) followed every path, W⁴ of them: 20 functions a level were
    # killed at 120 s; each (function, level) is decided once now
    code, contract, stderr = derive_cli(write(tmp_path / "app", lattice(20)))
    assert code == 0, stderr
    assert endpoints(contract) == set()                     # (never called: no Tool)
    assert [i["message"].split(" is defined")[0] for i in contract["review"]
            if "is defined but never called" in i["message"]] == ["f0_6"]
