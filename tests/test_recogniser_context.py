"""The narrow view recognisers get (``code2skill.recogniser_context``): a ``setup`` hook returns
:class:`SetupFacts` that the resolver stores (facts read back by id, ``this`` bindings, calls
of functions), hooks get a :class:`ProgramQueries` / :class:`Context`, and notes reach the
review."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.registry import Recogniser
from code2skill.facts import Ref
from code2skill.modules import ModuleResolver
from code2skill.problem import Problem
from code2skill.recogniser_context import Context, Frame, ProgramQueries, SetupFacts
from code2skill.resolution.resolver import Resolver
from code2skill.values import LibV, ObjV, PropV, StrV, Text, UnknownV

SOURCE = b"""\
export function show() { return this.title; }
export function save(item) { return item; }
export const label = 'x';
"""


def resolver_with(*recognisers: Recogniser) -> Resolver:
    modules = {"src/a.js": extract_module("src/a.js", "javascript", SOURCE)}
    return Resolver(modules, ModuleResolver(set(modules)), recognisers)


def fid_of(resolver: Resolver, name: str) -> str:
    return next(fid for fid, (_, fn) in resolver.functions.items() if fn.name == name)


def test_setup_facts_are_stored_and_read_back_through_the_program():
    seen = []

    def setup(program):
        seen.append(type(program))
        show = next(fid for fid, fn in program.modules["src/a.js"].functions.items()
                    if fn.name == "show")
        save = next(fid for fid, fn in program.modules["src/a.js"].functions.items()
                    if fn.name == "save")
        this = ObjV((PropV("title", StrV((Text("Hello"),))),))
        return SetupFacts({"base": "/api"}, bound_this={show: this},
                          callers={save: (("src/a.js", None, (LibV("k"),), (9, 1, 9, 8)),)})

    resolver = resolver_with(Recogniser(id="demo", request=lambda *a: None, setup=setup))
    assert seen == [ProgramQueries]
    assert resolver.program.setup_facts("demo") == {"base": "/api"}
    assert resolver.program.setup_facts("other", {}) == {}
    show, save = fid_of(resolver, "show"), fid_of(resolver, "save")
    assert resolver.returns(show, 0) == StrV((Text("Hello"),))          # rule this.bound
    assert resolver.callers[save] == [("src/a.js", None, (LibV("k"),), (9, 1, 9, 8))]


def test_a_setup_that_finds_nothing_stores_nothing():
    resolver = resolver_with(Recogniser(id="demo", request=lambda *a: None,
                                        setup=lambda program: None),
                             Recogniser(id="empty", request=lambda *a: None,
                                        setup=lambda program: SetupFacts()))
    assert resolver.setup == {} and resolver.bound_this == {} and resolver.callers == {}


def test_a_failing_setup_is_a_warning_and_stores_nothing():
    def setup(program):
        raise ValueError("boom")

    resolver = resolver_with(Recogniser(id="demo", request=lambda *a: None, setup=setup))
    assert resolver.setup == {}
    assert [(d.severity, d.reason) for d in resolver.diagnostics] == [
        ("warning", "the demo recogniser's program-wide setup failed (ValueError: boom); its "
                    "client configuration is not read")]


def test_notes_reach_the_review_and_stay_per_recogniser():
    resolver = resolver_with()
    program = resolver.program
    where = ("src/a.js", (1, 1, 1, 5))
    program.note_review("medium", "a stream", where)
    program.note_reviewed_site(where, "demo")
    program.notes("demo")["seen"] = {where}
    assert resolver.library_review == {Problem("medium", "a stream", where, "resolve.unresolved")}
    assert resolver.reviewed_sites == {where: "demo"}
    assert program.notes("demo") == {"seen": {where}} and program.notes("other") == {}


def test_the_context_reads_in_its_frame():
    resolver = resolver_with()
    ctx = Context(resolver.program, Frame("src/a.js", None), None)
    assert ctx.evaluate(Ref("label")) == StrV((Text("x", ("src/a.js", (3, 22, 3, 25)),
                                                     "label"),))
    assert ctx.member(ObjV(()), "missing") is None              # the Context's: absent
    assert resolver.program.member(ObjV(()), "missing") == UnknownV("no-member")
    assert ctx.where((3, 1, 3, 9)) == ("src/a.js", (3, 1, 3, 9))
    assert ctx.calls_here() == []
