"""Rules ``path.passed-constants`` and ``value.list-callback``: a path segment read from a
parameter every call passes a constant (or a constant list's item) is an enum of them."""
from __future__ import annotations

from conftest import capability

PKG = '{"dependencies": {"axios": "1", "solid-js": "1"}}\n'


def segment(contract: dict, method: str, path: str, name: str) -> tuple[dict, list]:
    cap = capability(contract, method, path)
    schema = cap["inputSchema"]["properties"][name]
    rules = sorted({(e["rule"], e["note"]) for e in cap["evidence"][
        f"/inputSchema/properties/{name}"] if e["rule"] != "path.param"})
    return {k: v for k, v in schema.items() if k != "description"}, rules


def test_a_for_child_and_a_map_callback_pass_each_item(derive_files):
    contract = derive_files({"package.json": PKG, "src/Tasks.tsx": (
        "import axios from 'axios'\n"
        "import { For } from 'solid-js'\n"
        "export const Tasks = (props: { done: string }) => {\n"
        "  const load = () => axios.get(`/api/task/${props.done}`)\n"
        "  return <button onClick={load}>x</button>\n"
        "}\n"
        "export const Both = () => (\n"
        "  <For each={['undone', 'done']}>{(done) => <Tasks done={done} />}</For>\n"
        ")\n"
        "const STATES = ['failed']\n"
        "export const Failed = () => <div>{STATES.map((s) => <Tasks done={s} />)}</div>\n")})
    assert segment(contract, "GET", "/api/task/{done}", "done") == (
        {"type": "string", "enum": ["undone", "done", "failed"]},
        [("path.passed-constants", "failed"), ("path.passed-constants", "undone | done"),
         ("value.list-callback", "failed"), ("value.list-callback", "undone | done")])


def test_a_foreach_over_a_constant_list_fills_the_segment_with_each_item(derive_files):
    contract = derive_files({"package.json": PKG, "src/probes.ts": (
        "import axios from 'axios'\n"
        "export const refresh = () =>\n"
        "  ['disk', 'memory'].forEach((probe) => axios.post(`/api/probes/${probe}/refresh`))\n")})
    assert segment(contract, "POST", "/api/probes/{probe}/refresh", "probe") == (
        {"type": "string", "enum": ["disk", "memory"]},
        [("path.passed-constants", "disk | memory"), ("value.list-callback", "disk | memory")])


def test_a_free_value_from_any_call_leaves_the_segment_free(derive_files):
    """One element passing a signal's value, a list that is no constant (a signal's items),
    or a callback's second parameter (the index): no enum, no rule."""
    contract = derive_files({"package.json": PKG, "src/Tasks.tsx": (
        "import axios from 'axios'\n"
        "import { For, createSignal } from 'solid-js'\n"
        "const [state] = createSignal('done')\n"
        "const [states] = createSignal(['a', 'b'])\n"
        "export const Tasks = (props: { done: string }) => {\n"
        "  const load = () => axios.get(`/api/task/${props.done}`)\n"
        "  return <button onClick={load}>x</button>\n"
        "}\n"
        "export const Fixed = () => <Tasks done=\"undone\" />\n"
        "export const Free = () => <Tasks done={state()} />\n"
        "export const Jobs = (props: { kind: string }) => {\n"
        "  const load = () => axios.get(`/api/jobs/${props.kind}`)\n"
        "  return <button onClick={load}>x</button>\n"
        "}\n"
        "export const Listed = () => <For each={states()}>{(k) => <Jobs kind={k} />}</For>\n"
        "export const ByIndex = () => ['x'].map((k, i) => axios.get(`/api/rows/${i}`))\n")})
    assert segment(contract, "GET", "/api/task/{done}", "done") == ({"type": "string"}, [])
    assert segment(contract, "GET", "/api/jobs/{kind}", "kind") == ({"type": "string"}, [])
    assert segment(contract, "GET", "/api/rows/{i}", "i")[1] == []


def test_a_segment_naming_an_item_stays_free(derive_files):
    """``<TestButton id="c1" />`` passes one record's id: ``{id}`` is no enum."""
    contract = derive_files({"package.json": PKG, "src/Button.tsx": (
        "import axios from 'axios'\n"
        "export const TestButton = (props: { id: string }) => {\n"
        "  const test = () => axios.post(`/api/connections/${props.id}/test`)\n"
        "  return <button onClick={test}>x</button>\n"
        "}\n"
        "export const Page = () => <TestButton id=\"c1\" />\n")})
    assert segment(contract, "POST", "/api/connections/{id}/test", "id") == (
        {"type": "string"}, [])


def test_many_calls_passing_constants_cite_a_bounded_few(derive_files):
    options = ", ".join(f"k{i}: () => fetch('/api/k{i}' + p)" for i in range(20))
    calls = "".join(f"export const c{i} = () => call('k{i}', '/x');\n" for i in range(20))
    contract = derive_files({"src/a.js": f"function call(m, p) {{ const h = {{ {options} }}; "
                             "return h[m](); }\n" + calls})
    cap = capability(contract, "GET", "/api/k3{p}")
    cited = [e for e in cap["evidence"]["/inputSchema/properties/p"]
             if e["rule"] == "path.passed-constants"]
    assert [e["line"] for e in cited] == list(range(2, 18))          # the first 16 calls
    assert cited[-1]["note"] == "/x (and 4 more calls passing constants)"
