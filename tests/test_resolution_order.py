"""Resolution's order (:func:`code2skill.program.resolve_program`): the calls a component
makes of a function prop are callers of the function given before any step reads callers, and
:meth:`Program.value_of`, the evaluation of a reader after resolution, never raises and leaves
the resolver's in-progress set empty."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.registry import RECOGNISERS
from code2skill.facts import Ref
from code2skill.modules import ModuleResolver
from code2skill.recogniser_context import Frame
from code2skill.program import resolve_program
from code2skill.values import UnknownV
from conftest import endpoints

API = ("import axios from 'axios';\n"
       "export const api = axios.create({ baseURL: '/api' });\n")
TABS = ("export function Tabs({ onOpen }) {\n"
        "  return <div><button onClick={() => onOpen('users')}>Users</button>\n"
        "    <button onClick={() => onOpen('orders')}>Orders</button></div>;\n"
        "}\n")
PAGE = ("import { api } from './api';\n"
        "import { Tabs } from './Tabs';\n"
        "export function Page() {\n"
        "  const open = (kind) => api.get(`/${kind}`);\n"
        "  return <Tabs onOpen={open} />;\n"
        "}\n")
FILES = {"src/api.ts": API, "src/Tabs.tsx": TABS, "src/Page.tsx": PAGE}


def resolved(files: dict[str, str]):
    """The :class:`~code2skill.program.Program` of ``files`` (path → TSX source)."""
    modules = {path: extract_module(path, "tsx", source.encode())
               for path, source in files.items()}
    return resolve_program(modules, ModuleResolver(set(modules)), RECOGNISERS)


def test_prop_callback_calls_are_callers_of_the_function_given():
    program = resolved(FILES)
    (fid,) = [fid for fid, (_, fn) in program.functions.items() if fn.name == "open"]
    assert [(path, span[0]) for path, _, _, span in program.callers[fid]] == [
        ("src/Tabs.tsx", 2), ("src/Tabs.tsx", 3)]


def test_literal_arguments_of_prop_callback_calls_name_the_endpoints(derive_files):
    # the callers are linked before the wrapper's template is specialised to them (rule
    # wrapper.literal-arguments), not after: one endpoint per literal the child passes
    assert endpoints(derive_files(FILES)) == {("GET", "/api/users"), ("GET", "/api/orders")}


def test_value_of_past_the_recursion_limit_is_unknown_and_leaves_nothing_in_progress(
        monkeypatch):
    program = resolved(FILES)
    resolver = program._resolver

    def too_deep(expr, frame, depth=0):
        resolver._in_progress.add(("binding", "src/api.ts", None, "api"))
        raise RecursionError

    monkeypatch.setattr(resolver, "evaluate_expr", too_deep)
    value = program.value_of(Ref("api", (1, 0, 1, 3)), Frame("src/api.ts", None))
    assert value == UnknownV("limit:recursion", ("src/api.ts", (1, 0, 1, 3)))
    assert not resolver._in_progress
