"""The call chains filling a parameter (:mod:`code2skill.caller_chains`): one walk up the
callers with one hop limit and one cycle rule, each end with its chain as evidence."""
from types import SimpleNamespace

from code2skill.caller_chains import (CYCLE, LIMIT, MAX_HOPS, PASSED, UNCALLED, UNKNOWN,
                                      passed_values)
from code2skill.values import LitV, ObjV, ParamV, PropV


def program(functions: dict[str, tuple[str, ...]], calls: dict[str, list[tuple]]):
    """A resolved program of ``functions`` (fid → parameter names) whose ``calls`` are
    ``(caller fid, line, args)`` per called fid."""
    return SimpleNamespace(
        functions={fid: ("m.ts", SimpleNamespace(params=tuple(
            SimpleNamespace(name=n) for n in names))) for fid, names in functions.items()},
        callers={fid: tuple(("m.ts", caller, args, (line, 0, line, 9))
                            for caller, line, args in entries)
                 for fid, entries in calls.items()},
        captured_callers={}, pass_memo={},
        value_member=lambda value, prop: next(
            (p.value for p in value.props if p.key == prop), None)
        if isinstance(value, ObjV) else None)


def at(line: int):
    return ("m.ts", (line, 0, line, 9))


def test_a_parameter_passed_on_is_followed_to_the_value_with_its_chain():
    prog = program({"api": ("body",), "save": ("form",), "submit": ("data",)}, {
        "api": [("save", 3, (ParamV("save", "form"),)), ("other", 4, (LitV("x"),))],
        "save": [("submit", 9, (ParamV("submit", "data"),))],
        "submit": [("page", 2, (LitV(1),)), ("page", 5, ())]})
    ends = passed_values(prog, ParamV("api", "body")).ends
    assert [(e.value, e.chain, e.end) for e in ends] == [
        (LitV(1), (at(3), at(9), at(2)), PASSED),
        (None, (at(3), at(9), at(5)), PASSED),          # the argument left out
        (LitV("x"), (at(4),), PASSED)]
    assert ends[0].where == at(2)


def test_a_chain_ends_at_a_function_nothing_calls_or_does_not_know():
    prog = program({"api": ("body",), "handler": ("value",)}, {
        "api": [("handler", 3, (ParamV("handler", "value"),)),
                ("lost", 4, (ParamV("lost", "x"),))]})
    ends = passed_values(prog, ParamV("api", "body")).ends
    assert [(e.chain, e.end) for e in ends] == [((at(3),), UNCALLED), ((at(4),), UNKNOWN)]
    assert [(e.chain, e.end) for e in passed_values(prog, ParamV("handler", "value")).ends] \
        == [((), UNCALLED)]                             # the root itself: an empty chain
    assert passed_values(prog, ParamV("api", "nope")).ends[0].end == UNKNOWN


def test_a_function_appears_once_on_a_chain():
    prog = program({"a": ("x",), "b": ("y",)}, {
        "a": [("b", 1, (ParamV("b", "y"),)), ("a", 2, (ParamV("a", "x"),))],
        "b": [("a", 3, (ParamV("a", "x"),)), ("page", 4, (LitV(7),))]})
    ends = passed_values(prog, ParamV("a", "x")).ends
    assert [(e.value, e.chain, e.end) for e in ends] == [
        (ParamV("a", "x"), (at(1), at(3)), CYCLE),
        (LitV(7), (at(1), at(4)), PASSED),
        (ParamV("a", "x"), (at(2),), CYCLE)]


def test_the_walk_stops_past_the_hop_limit():
    names = [f"f{i}" for i in range(MAX_HOPS + 3)]
    prog = program({n: ("p",) for n in names}, {
        names[i]: [(names[i + 1], i, (ParamV(names[i + 1], "p"),))]
        for i in range(len(names) - 1)})
    chains = passed_values(prog, ParamV("f0", "p"))
    assert [(len(e.chain), e.end, e.value) for e in chains.ends] == [
        (MAX_HOPS, LIMIT, ParamV(names[MAX_HOPS], "p"))]
    assert chains.calls == MAX_HOPS


def test_a_member_path_is_read_on_each_call_and_the_result_is_memoised():
    sent = ObjV((PropV("done", LitV(True)),))
    prog = program({"row": ("props",)}, {"row": [("list", 1, (sent,))]})
    param = ParamV("row", "props", ("done",))
    first = passed_values(prog, param)
    assert [(e.value, e.end) for e in first.ends] == [(LitV(True), PASSED)]
    assert passed_values(prog, param) is first


API = """import axios from 'axios';
export const save = (data) => axios.post('/api/items', data);
"""
PAGES = """import { save } from './api';
export function retry(data, n) { return n > 0 ? again(data, n - 1) : save(data); }
export function again(data, n) { return retry(data, n); }
export const add = () => retry({ title: 'x', done: false }, 3);
"""


def test_the_body_a_recursive_chain_passes_on_is_read_once(derive_files):
    from conftest import bindings, capability
    contract = derive_files({"src/api.js": API, "src/pages.js": PAGES})
    assert bindings(capability(contract, "POST", "/api/items")) == {
        "body:title": "title", "body:done": "done"}
