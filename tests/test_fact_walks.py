"""Rule ``budget.fact-walk``: the walks over a module's fact tree (API path literals, URL
objects, the mentions of :mod:`code2skill.passes.uncalled`) run from one explicit stack and
give exactly the nodes, in exactly the order, of the recursive walks they replace."""
from __future__ import annotations

import dataclasses

from code2skill.config_urls import objects
from code2skill.extractors.module_facts import extract_module
from code2skill.fact_walks import dataclass_nodes
from code2skill.facts import Call, Lit, Obj, Ref, Tmpl
from code2skill.orphan_paths import api_paths, literals
from code2skill.passes.uncalled import expressions_of, walk

SOURCE = """\
import api from './api';
const base = '/api/v2/users';
const table = { url: '/api/tables/', columns: [{ key: 'name', url: '/api/cols' }] };
export function load(id) {
  const where = `/api/items/${id}?full=1`;
  api.get(where, { url: '/api/in-call' });
  return [1, 2].map((n) => ({ url: `/api/rows/${n}` }));
}
export const routes = { home: { path: '/', meta: { url: '/rest/meta' } } };
"""


def module():
    return extract_module("src/a.js", "javascript", SOURCE.encode())


def fact_tree(facts):
    return (facts.bindings, facts.assignments, facts.functions, facts.classes, facts.calls,
            facts.exports)


def recursive_nodes(node, max_depth, enter, depth=0):
    """The recursive walk the stack walk replaces: one generator per node."""
    if depth > max_depth:
        return
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        yield node
        inner = enter(node)
        if inner is not None:
            for f in dataclasses.fields(inner):
                yield from recursive_nodes(getattr(inner, f.name), max_depth, enter, depth + 1)
    elif isinstance(node, (tuple, list)):
        for item in node:
            yield from recursive_nodes(item, max_depth, enter, depth + 1)
    elif isinstance(node, dict):
        for item in node.values():
            yield from recursive_nodes(item, max_depth, enter, depth + 1)


def stack_walk_unfiltered(expr, seen):
    """:func:`walk` as it was, pushing scalars too."""
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, (tuple, list)):
            stack.extend(node)
        elif dataclasses.is_dataclass(node) and id(node) not in seen:
            seen.add(id(node))
            yield node
            stack.extend(getattr(node, f.name) for f in dataclasses.fields(node))


def test_the_stack_walk_gives_the_recursive_walks_nodes_in_its_order():
    tree = fact_tree(module())
    for depth in (0, 3, 6, 80):
        for enter in (lambda n: n, lambda n: None if isinstance(n, (Lit, Call)) else n):
            got = list(dataclass_nodes(tree, depth, enter))
            want = list(recursive_nodes(tree, depth, enter))
            assert [id(n) for n in got] == [id(n) for n in want]
    assert len(list(dataclass_nodes(tree, 80, lambda n: n))) > 50


def test_depth_counts_containers_and_fields():
    inner = Lit("/api/deep")
    tree = [Obj(()), (inner,)]
    assert list(dataclass_nodes(tree, 1, lambda n: n)) == [Obj(())]
    assert list(dataclass_nodes(tree, 2, lambda n: n)) == [Obj(()), inner]
    assert list(dataclass_nodes("/api/x", 5, lambda n: n)) == []


def test_a_stand_in_is_walked_instead_of_the_node():
    fn = next(f for f in module().functions.values() if f.name == "load")
    assert fn.returns
    hidden = dataclasses.replace(fn, returns=[])
    got = list(dataclass_nodes(fn, 80, lambda n: hidden if n is fn else n))
    assert got[0] is fn
    assert [id(n) for n in got[1:]] == [id(n) for n in dataclass_nodes(hidden, 80,
                                                                       lambda n: n)][1:]
    assert len(got) < len(list(dataclass_nodes(fn, 80, lambda n: n)))


def test_literals_and_api_paths_are_exact():
    facts = module()
    texts = sorted({text for text, _ in literals(fact_tree(facts))})
    assert texts == ["/", "/api/cols", "/api/in-call", "/api/items/", "/api/rows/",
                     "/api/tables/", "/api/v2/users", "/rest/meta", "?full=1", "name"]
    assert [p.path for p in api_paths({"src/a.js": facts}, ["src/a.js"])] == [
        "api/v2/users", "api/tables", "api/cols", "api/items", "api/in-call", "api/rows",
        "rest/meta"]


def url_texts(objs) -> list[str]:
    """The text starting each ``url`` member's value of ``objs``."""
    found = []
    for obj in objs:
        for prop in obj.props:
            if prop.key == "url":
                value = prop.value.parts[0] if isinstance(prop.value, Tmpl) else prop.value
                found.append(value.value)
    return found


def test_objects_leave_out_call_arguments_and_callback_returns():
    facts = module()
    callbacks = frozenset(fid for fid, fn in facts.functions.items() if fn.parent is not None)
    assert len(callbacks) == 1
    tree = (facts.bindings, facts.exports, facts.assignments, facts.functions, facts.classes)
    assert sorted(set(url_texts(objects(tree, callbacks)))) == [
        "/api/cols", "/api/tables/", "/rest/meta"]
    assert sorted(set(url_texts(objects(tree)))) == [
        "/api/cols", "/api/rows/", "/api/tables/", "/rest/meta"]


def test_walk_without_scalars_gives_the_same_expressions_in_the_same_order():
    facts = module()
    seen_new: set[int] = set()
    seen_old: set[int] = set()
    for expr in expressions_of(facts):
        got = [id(n) for n in walk(expr, seen_new)]
        want = [id(n) for n in stack_walk_unfiltered(expr, seen_old)]
        assert got == want
    names = {n.name for expr in expressions_of(facts) for n in walk(expr, set())
             if isinstance(n, Ref)}
    assert {"api", "id", "where"} <= names
    assert any(isinstance(n, Tmpl) for expr in expressions_of(facts)
               for n in walk(expr, set()))
