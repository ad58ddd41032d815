"""Rule ``wrapper.forwarded-function``: a request function handed to a hook (``useRequest(fn)``,
``useApi(fn)``) that calls it from the function it returns (``run``, ``request``) is called with
what the callers of that returned function pass, each hook call forwarding to its own function
only: the body's fields come from the arguments given at ``.run(…)``."""
from conftest import bindings, capability

HOOK = (
    "import { useCallback } from 'react';\n"
    "export default function useRequest(fn) {\n"
    "  const run = useCallback(async (...args) => {\n"
    "    try { return await fn(...args); } finally { done(); }\n"
    "  }, [fn]);\n"
    "  return { run };\n"
    "}\n"
    "export function useApi(fn) {\n"
    "  const request = async (args) => { const r = await fn(args); return r; };\n"
    "  return { request };\n"
    "}\n")
API = (
    "import axios from 'axios';\n"
    "export const createLabel = (data) => axios.post('/api/labels', data);\n"
    "export const renameLabel = (id, body) => axios.put(`/api/labels/${id}`, body);\n"
    "export const createTeam = (args) => axios.post('/api/teams', args);\n")
PAGE = (
    "import useRequest, { useApi } from './hooks';\n"
    "import { createLabel, renameLabel, createTeam } from './api';\n"
    "export function Page({ id }) {\n"
    "  const { run } = useRequest(createLabel);\n"
    "  const rename = useRequest(renameLabel);\n"
    "  const team = useApi(createTeam);\n"
    "  return <div>\n"
    "    <button onClick={() => run({ title: 'x', color: 'red' })}>Add</button>\n"
    "    <button onClick={() => rename.run(id, { title: 'y' })}>Rename</button>\n"
    "    <button onClick={() => team.request({ name: 'n', size: 2 })}>Team</button>\n"
    "  </div>;\n"
    "}\n")


def test_a_hook_forwards_its_callers_arguments(derive_files):
    contract = derive_files({"src/hooks.js": HOOK, "src/api.js": API, "src/Page.jsx": PAGE})
    got = {path: bindings(capability(contract, method, path)) for method, path in (
        ("POST", "/api/labels"), ("PUT", "/api/labels/{id}"), ("POST", "/api/teams"))}
    assert got == {
        "/api/labels": {"body:title": "title", "body:color": "color"},
        "/api/labels/{id}": {"path:id": "id", "body:title": "title"},
        "/api/teams": {"body:name": "name", "body:size": "size"},
    }
    assert not [r for r in contract["review"] if r["severity"] == "medium"
                and "body" in r["message"]]


def test_forwarded_args():
    from code2skill.facts import Param, Ref, Spread
    from code2skill.forwarded_calls import forwarded_args
    from code2skill.values import LitV, UnknownV
    args = (LitV(1), LitV(2), LitV(3))
    assert forwarded_args((Spread(Ref("rest")),), (Param("rest", rest=True),), args) == args
    assert forwarded_args((Ref("b"), Ref("a")), (Param("a"), Param("b")), args) == (
        LitV(2), LitV(1))
    assert forwarded_args((Ref("x"),), (Param("a"),), args) == (
        UnknownV("forwarded-argument"),)
