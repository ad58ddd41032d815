"""Many request calls in one function cost time linear in the function's size (rules
``budget.parent-walk``, ``budget.expression-depth`` and the per-function reads of the passes).

3,000 conditional fetches in one arrow function took 94 s of CPU, a 6,000-link ``.then`` chain
141 s and a 3,000-case ``switch`` of fetches 34 s: every request re-read its whole function
(error body reads, auth headers, member chains, sibling methods), tree-sitter found each
parent by descending from the root, and each call of a chain held the whole chain below it.
No test here is timed: each counts work (Python function calls, tree-sitter questions, IR
nodes), which is the same on any machine.
"""
from __future__ import annotations

import dataclasses

import pytest

from hostile_support import code2skill, python_calls, tree

from code2skill.extractors.module_facts import calls as module_facts_calls
from code2skill.extractors.module_facts.expressions import MAX_DEPTH
from code2skill.extractors.module_facts.extractor import _Extractor
from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.languages import parser


def ternary(n: int) -> str:
    return ("export const q = (x) => x ? fetch('/api/q0') : "
            + "".join(f"x{i} ? fetch('/api/q{i}') :\n" for i in range(1, n)) + "null;\n")


def then_chain(n: int) -> str:
    return ("export const go = () => fetch('/api/t')\n"
            + "".join(f"  .then((r{i}) => r{i})\n" for i in range(n)) + ";\n")


def switch(n: int) -> str:
    return ("export function go(x) {\n switch (x) {\n"
            + "".join(f"  case {i}: return fetch('/api/s{i}');\n" for i in range(n)) + " }\n}\n")


def promise_all(n: int) -> str:
    return ("export const go = () => Promise.all([\n"
            + "".join(f"  fetch('/api/p{i}'),\n" for i in range(n)) + "]);\n")


def object_methods(n: int) -> str:
    return ("export const api = {\n"
            + "".join(f"  m{i}: () => fetch('/api/o{i}', {{ method: 'POST' }}),\n"
                      for i in range(n)) + "};\n")


def else_ifs(n: int) -> str:
    return ("export function q(x) {\n  if (x) return fetch('/api/q0');\n"
            + "".join(f"  else if (x{i}) return fetch('/api/q{i}');\n" for i in range(1, n))
            + "}\n")


FORMS = {"ternary": ternary, "then-chain": then_chain, "switch": switch,
         "promise-all": promise_all, "object-methods": object_methods, "else-if": else_ifs}


@pytest.mark.parametrize("form", sorted(FORMS))
def test_doubling_the_requests_of_one_function_at_most_doubles_the_work(derive_files, form):
    # quadratic before: ×3.5–4 per doubling (error reads, auth headers, member chains and
    # sibling methods re-read the whole function for each request)
    small = python_calls(lambda: derive_files({"src/a.ts": FORMS[form](150)}))
    large = python_calls(lambda: derive_files({"src/a.ts": FORMS[form](300)}))
    assert large / small < 2.3, (small, large)


@pytest.mark.parametrize("form, module, function", [
    ("then-chain", "code2skill.passes.response_reads", "children"),    # member chains
    ("object-methods", "code2skill.passes.uncalled", "layer"),         # sibling methods
])
def test_doubling_the_requests_at_most_doubles_the_work_of_a_pass(derive_files, monkeypatch,
                                                                  form, module, function):
    # the passes whose share of the calls is too small for the count above: each call of a
    # chain walked the chain below it again; each method of an object looked at every other
    import importlib
    target = importlib.import_module(module)
    original, calls = getattr(target, function), [0]

    def counted(*args, **kwargs):
        calls[0] += 1
        return original(*args, **kwargs)
    monkeypatch.setattr(target, function, counted)
    counts = []
    for n in (150, 300):
        calls[0] = 0
        derive_files({"src/a.ts": FORMS[form](n)})
        counts.append(calls[0])
    assert counts[1] / counts[0] < 2.3, counts


def test_each_function_is_read_once_for_its_auth_headers_and_error_reads(derive_files,
                                                                          monkeypatch):
    from code2skill.extractors import common
    from code2skill.passes import errors
    reads = {"auth": 0, "errors": 0}

    def counted(name, original):
        def run(*args, **kwargs):
            reads[name] += 1
            return original(*args, **kwargs)
        return run
    monkeypatch.setattr(common, "auth_in_body", counted("auth", common.auth_in_body))
    monkeypatch.setattr(errors, "error_reads", counted("errors", errors.error_reads))
    contract = derive_files({"src/a.ts": switch(200)})
    assert len(contract["capabilities"]) == 200
    assert reads == {"auth": 1, "errors": 1}          # one function: read once, not 200 times


def ir_depth(expr) -> int:
    """The nesting depth of an IR tree (dataclass nodes; tuples are not a level)."""
    deepest, stack = 0, [(expr, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, (tuple, list)):
            stack.extend((x, depth) for x in node)
        elif dataclasses.is_dataclass(node):
            deepest = max(deepest, depth)
            stack.extend((getattr(node, f.name), depth + 1) for f in dataclasses.fields(node))
    return deepest


def test_no_call_of_a_long_chain_holds_the_chain_below_it_past_the_depth_limit():
    # each link was converted inner first and reused whole by the next: a 2,000-link chain
    # gave an IR 2,000 deep (the fact cache's encoder ended in a RecursionError, exit 3) and
    # O(n²) nodes over the call sites
    facts = extract_module("a.ts", "typescript", then_chain(600).encode())
    assert len(facts.calls) == module_facts_calls.MAX_CHAIN + 1    # the links past it: not read
    assert max(ir_depth(site.call) for site in facts.calls) <= 2 * (MAX_DEPTH + 2)
    assert facts.calls[0].call.callee.name == "fetch"            # the request, whole
    assert len(facts.calls[0].chain) == module_facts_calls.MAX_CHAIN


def test_the_fact_cache_takes_a_long_chain(tmp_path):
    root = tree(tmp_path / "app", {"src/a.ts": then_chain(2000)})
    outputs = []
    for run in ("cold", "warm"):
        out = tmp_path / f"{run}.json"
        proc = code2skill("derive", root, "-o", out, "--jobs", "1",
                          "--cache-dir", tmp_path / "cache")
        assert proc.returncode == 0, (run, proc.stderr)
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]


def test_parents_and_previous_siblings_come_from_one_walk_of_the_tree():
    # tree-sitter finds a parent or sibling by descending from the root (O(depth) each):
    # the extractor asks its index, built in one walk, and never tree-sitter
    source = ("/** doc */\nexport const go = () => fetch('/api/t')\n"
              + "".join(f"  .then((r{i}) => r{i})\n" for i in range(300))
              + ";\nclass A { /** m */ m() { return this.x?.y(1, [2, {a: 3}]); } }\n").encode()
    tree = parser("typescript").parse(source)
    ex = _Extractor("a.ts", "typescript", source)
    ex.index_tree(tree.root_node)
    indexed = len(ex._parents)
    stack, seen = [tree.root_node], 0
    while stack:
        node = stack.pop()
        if node.is_named:
            seen += 1
            assert node.id in ex._parents
            prev = node.prev_named_sibling
            assert ex.comment_before(node) == (prev if prev is not None
                                               and prev.type == "comment" else None)
        assert ex.up(node) == node.parent
        stack.extend(node.children)
    assert seen == indexed and len(ex._comments) == 2


def header_sets(n: int) -> str:
    return ("function h() {\n  const x = new Headers();\n"
            + "".join(f"  if (window.c{i}) x.set('X-H{i}', 'v{i}'); x.append('X-A{i}', 'w');\n"
                      for i in range(n))
            + "  return x;\n}\n"
            + "".join(f"export const r{i} = () => fetch('/api/hs{i}', {{ headers: h() }});\n"
                      for i in range(20)))


def test_doubling_the_header_set_calls_of_a_helper_at_most_doubles_the_writes_made(
        derive_files, monkeypatch):
    # rule value.header-set-calls: each set/append call reads the Headers local made so far;
    # every read made the object again from the first write (n reads × n writes: 20 s of
    # CPU at n = 400, past the work limit, so 16 of the 20 requests were lost); now a read
    # goes on from the members the read before it made
    from code2skill.resolution.resolver import Resolver
    original, made = Resolver.branch_test, [0]

    def counted(*args, **kwargs):
        made[0] += 1
        return original(*args, **kwargs)
    monkeypatch.setattr(Resolver, "branch_test", counted)
    counts = []
    for n in (100, 200):
        made[0] = 0
        contract = derive_files({"src/a.js": header_sets(n)})
        assert len(contract["capabilities"]) == 20
        counts.append(made[0])
    assert counts[1] / counts[0] < 2.3, counts
