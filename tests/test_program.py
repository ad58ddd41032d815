"""Phase 3's result (:mod:`code2skill.program`): :func:`resolve_program` returns a frozen
:class:`Program`: no field can be set, and its tables are read-only mappings of tuples."""
from __future__ import annotations

import dataclasses

import pytest

from test_resolution_order import FILES, resolved


def test_the_program_is_frozen():
    program = resolved(FILES)
    with pytest.raises(dataclasses.FrozenInstanceError):
        program.callers = {}
    with pytest.raises(TypeError):
        program.callers["f"] = ()
    with pytest.raises(TypeError):
        program.modules["src/x.ts"] = program.modules["src/api.ts"]
    assert all(isinstance(calls, tuple) for calls in program.callers.values())
    assert all(isinstance(sites, tuple) for sites in program.calls_by_scope.values())
    assert isinstance(program.emitted, tuple) and isinstance(program.diagnostics, tuple)


def test_the_requests_carry_their_call_chains():
    program = resolved(FILES)
    assert [[(hop.where[0], hop.where[1][0], hop.rule) for hop in e.template.sites]
            for e in program.emitted] == [
        [("src/Tabs.tsx", 2, "wrapper.literal-arguments"),
         ("src/Page.tsx", 4, "axios.instance-call")],
        [("src/Tabs.tsx", 3, "wrapper.literal-arguments"),
         ("src/Page.tsx", 4, "axios.instance-call")]]


def test_response_flows_are_computed_during_resolution(monkeypatch):
    # rule output.response-read: the member chains read from a response body are found
    # while resolving; the response-read pass only maps them to the observed requests
    from code2skill.passes.response_reads import response_reads
    from code2skill.program import Program
    program = resolved({"src/api.ts": "import axios from 'axios';\n"
                        "export const api = axios.create({ baseURL: '/api' });\n",
                        "src/feed.ts": "import { api } from './api';\n"
                        "export async function feed() {\n"
                        "  const res = await api.get('/articles');\n"
                        "  return res.data.articles.map((a) => a.title);\n"
                        "}\n"})
    assert sorted((where[0], where[1][0], response.path, runs)
                  for response, where, runs in program.response_flows) == [
        ("src/feed.ts", 4, ("articles", "[]"), None),
        ("src/feed.ts", 4, ("articles", "[]", "title"), None)]

    def evaluated(*args):
        raise AssertionError("the response-read pass evaluated an expression")
    for name in ("value_of", "called_with", "value_member"):
        monkeypatch.setattr(Program, name, evaluated)
    assert response_reads([], program) == {}


def test_sdk_call_sites_are_found_during_resolution(monkeypatch):
    # rule coverage.opaque-sdk: the sites of an SDK package are found while resolving;
    # sdk_sites only leaves out the places already known as request-like
    from code2skill.program import Program
    from code2skill.sdk_calls import sdk_sites
    program = resolved({"src/pb.ts": "import PocketBase from 'pocketbase';\n"
                        "export const pb = new PocketBase('https://pb.example.com');\n",
                        "src/items.ts": "import { pb } from './pb';\n"
                        "export const load = () => pb.collection('items').getList(1, 20);\n"})
    assert [(where[0], where[1][0], lib) for where, lib in program.sdk_packages.items()] == [
        ("src/items.ts", 2, "sdk:pocketbase")]

    def evaluated(*args):
        raise AssertionError("sdk_sites evaluated an expression")
    for name in ("value_of", "called_with", "value_member"):
        monkeypatch.setattr(Program, name, evaluated)
    (where,) = program.sdk_packages
    assert sdk_sites(program, set()) == {where: "sdk:pocketbase"}
    assert sdk_sites(program, {where}) == {}
