"""Rule ``output.state-kept-response`` (:mod:`code2skill.passes.kept_state`): an answer kept
whole in state is read where the state is read; and the reads of a function's JSX markup and
of ``await (await send()).json()`` count for rule ``output.response-read``."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Call, Member, Ref

SAMPLE = "state-kept-whole-responses"
PACKAGE = '{"name": "kept", "dependencies": {"react": "^18.2.0", "vue": "^3.4.0"}}'


def output_reads(contract: dict, method: str, path: str) -> list[tuple[str, int, str]]:
    """``(pointer, line, rule)`` of each output field's evidence."""
    cap = capability(contract, method, path)
    return sorted((ptr, e["line"], e["rule"]) for ptr, items in cap["evidence"].items()
                  if ptr.startswith("/outputSchema/") for e in items)


def test_a_setter_given_the_answer_makes_the_markup_reads_output_fields(derive_files):
    contract = derive_files({"package.json": PACKAGE,
                             **sample_files(SAMPLE, "src/StorageDialog.jsx")})
    assert output_reads(contract, "GET", "/api/storage") == [
        ("/outputSchema/properties/size", 17, "output.state-kept-response"),
        ("/outputSchema/properties/testCount", 18, "output.state-kept-response")]
    # other is never set from an answer: other.size is no field
    assert "size" in capability(contract, "GET", "/api/storage")["outputSchema"]["properties"]


def test_a_svelte_state_and_a_vue_ref_keep_the_answer(derive_files):
    contract = derive_files({"package.json": PACKAGE,
                             **sample_files(SAMPLE, "src/Stats.svelte", "src/Profile.vue")})
    assert output_reads(contract, "GET", "/api/stats") == [
        ("/outputSchema/properties/lastRun", 9, "output.state-kept-response"),
        ("/outputSchema/properties/shareUrl", 13, "output.state-kept-response"),
        ("/outputSchema/properties/total", 9, "output.state-kept-response")]
    assert output_reads(contract, "GET", "/api/profile") == [
        ("/outputSchema/properties/displayName", 14, "output.state-kept-response")]


def test_state_two_endpoints_fill_or_a_function_updater_proves_nothing(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/Page.jsx": (
        "import React, { useState } from 'react';\n"
        "export const Page = ({ archived }) => {\n"
        "  const [items, setItems] = useState(null);\n"
        "  const [count, setCount] = useState({ n: 0 });\n"
        "  const load = () => archived\n"
        "    ? fetch('/api/old').then((r) => r.json()).then((res) => setItems(res))\n"
        "    : fetch('/api/new').then((r) => r.json()).then((res) => setItems(res));\n"
        "  const other = () => fetch('/api/count').then((r) => r.json())\n"
        "    .then((res) => setCount((before) => ({ ...before, n: res.n })));\n"
        "  return <div onClick={load}>{items.title}{count.total}<i onClick={other} /></div>;\n"
        "};\n")})
    for path in ("/api/old", "/api/new"):
        assert capability(contract, "GET", path)["outputSchema"] is None
    count = capability(contract, "GET", "/api/count")["outputSchema"]
    assert sorted(count["properties"]) == ["n"]          # res.n, read; no count.total


def test_an_inner_function_declaring_the_name_again_reads_its_own(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/Page.jsx": (
        "import React, { useState, useEffect } from 'react';\n"
        "export const Page = () => {\n"
        "  const [info, setInfo] = useState({});\n"
        "  useEffect(() => { fetch('/api/info').then((r) => r.json()).then(setInfo2); }, []);\n"
        "  const setInfo2 = (res) => setInfo(res);\n"
        "  const show = () => { const info = { label: 'x' }; return info.label; };\n"
        "  return <p title={info.version}>{show()}</p>;\n"
        "};\n")})
    assert output_reads(contract, "GET", "/api/info") == [
        ("/outputSchema/properties/version", 7, "output.state-kept-response")]


def test_await_of_a_parenthesised_await_is_no_call():
    facts = extract_module("src/a.js", "javascript", (
        b"export const create = async (name) => {\n"
        b"  const res = await (await send('/nodes', 'PUT', { name })).json();\n"
        b"  return res;\n};\n"))
    (fn,) = [f for f in facts.functions.values() if f.name == "create"]
    (value,) = fn.locals["res"]
    assert isinstance(value, Call) and isinstance(value.callee, Member) \
        and value.callee.prop == "json"
    inner = value.callee.obj
    assert isinstance(inner, Call) and inner.callee == Ref("send", inner.callee.span)


def test_the_nested_json_answer_is_read(derive_files):
    contract = derive_files({"package.json": PACKAGE,
                             **sample_files(SAMPLE, "src/CreateNode.jsx")})
    assert output_reads(contract, "PUT", "/api/nodes") == [
        ("/outputSchema/properties/id", 16, "output.response-read"),
        ("/outputSchema/properties/type", 13, "output.response-read")]


def test_markup_expressions_are_recorded_in_their_function():
    facts = extract_module("src/P.jsx", "tsx", (
        b"export const P = ({ d }) => (\n"
        b"  <div className={d.cls}>{Math.round(d.size / 2)}<Child v={d.v} />\n"
        b"    {d.items.map((i) => <b key={i.id}>{i.name}</b>)}</div>);\n"))
    fns = {f.name: f for f in facts.functions.values()}
    outer = [e for e in fns["P"].rendered if isinstance(e, Member)]
    assert [(e.obj.name, e.prop) for e in outer if isinstance(e.obj, Ref)] == [
        ("d", "cls"), ("d", "size"), ("d", "items")]
    (item,) = [f for name, f in fns.items() if name != "P"]
    assert [(e.obj.name, e.prop) for e in item.rendered if isinstance(e, Member)] == [
        ("i", "id"), ("i", "name")]


def test_a_kept_list_is_read_through_its_items(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/List.jsx": (
        "import React, { useEffect, useState } from 'react';\n"
        "export const List = () => {\n"
        "  const [items, setItems] = useState([]);\n"
        "  useEffect(() => { fetch('/api/items').then((r) => r.json())\n"
        "    .then((res) => setItems(res.items)); }, []);\n"
        "  return <ul>{items.map((i) => <li key={i.id}>{i.name}</li>)}</ul>;\n"
        "};\n")})
    # setItems(res.items) reads items; items.map(…) in the markup reads its items' fields
    assert output_reads(contract, "GET", "/api/items") == [
        ("/outputSchema/properties/items", 5, "output.response-read"),
        ("/outputSchema/properties/items", 6, "output.response-read"),
        ("/outputSchema/properties/items", 6, "output.response-read"),
        ("/outputSchema/properties/items", 6, "output.state-kept-response"),
        ("/outputSchema/properties/items/items", 6, "output.state-kept-response"),
        ("/outputSchema/properties/items/items/properties/id", 6, "output.response-read"),
        ("/outputSchema/properties/items/items/properties/name", 6, "output.response-read")]


def test_a_string_method_on_a_method_result_proves_no_list(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/Users.jsx": (
        "import React, { useEffect, useState } from 'react';\n"
        "export const Users = ({ q }) => {\n"
        "  const [users, setUsers] = useState([]);\n"
        "  useEffect(() => { fetch('/api/users').then((r) => r.json())\n"
        "    .then((res) => setUsers(res.users)); }, []);\n"
        "  const shown = users.filter((u) => u.email.toLowerCase().includes(q));\n"
        "  return <p>{shown.length}</p>;\n"
        "};\n")})
    schema = capability(contract, "GET", "/api/users")["outputSchema"]
    assert schema["properties"]["users"]["items"]["properties"]["email"] == {}


def test_a_final_index_proves_no_list(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/Ticket.jsx": (
        "import React, { useEffect, useState } from 'react';\n"
        "export const Ticket = () => {\n"
        "  const [ticket, setTicket] = useState(null);\n"
        "  useEffect(() => { fetch('/api/ticket').then((r) => r.json())\n"
        "    .then((res) => setTicket(res.ticket)); }, []);\n"
        "  return <p>{ticket.owner.name[0]}{ticket.tags[0].label}</p>;\n"
        "};\n")})
    ticket = capability(contract, "GET", "/api/ticket")["outputSchema"]["properties"]["ticket"]
    assert ticket["properties"]["owner"] == {"properties": {"name": {}}, "type": "object"}
    assert ticket["properties"]["tags"] == {
        "items": {"properties": {"label": {}}, "type": "object"}, "type": "array"}
