"""Hang guards for two shapes of assignment in the module facts: n plain
reassignments of one variable (``x = 1;`` 32,000 times: each rescanned every earlier value,
over 60 s) and an ``else if`` chain of n arms assigning one local (each arm carried the
negations of every earlier test and listed every other arm: n² facts, 1,600 arms over 60 s).
A write records at most ``MAX_GUARDS`` enclosing tests and other arms, and only a value built
on the variable itself looks at its earlier values. No test here is timed: each doubles its input
and counts the Python calls the extraction makes (quadratic work would about quadruple them)."""
from __future__ import annotations

from hostile_support import python_calls

from code2skill.extractors.module_facts.shared import MAX_GUARDS
from code2skill.extractors.module_facts import extract_module


def else_if_chain(n: int) -> bytes:
    arms = "".join(f"  {'else ' if i else ''}if (p.x{i}) body = 'a{i}';\n" for i in range(n))
    return ("export const s = (p) => { let body;\n" + arms +
            "  return fetch('/api/s', { method: 'POST', body }); };\n").encode()


def test_an_else_if_chain_records_bounded_guards_and_arms():
    facts = extract_module("a.js", "javascript", else_if_chain(200))
    [fn] = [f for f in facts.functions.values() if "body" in f.writes]
    writes = fn.writes["body"]                          # `let body;` writes nothing
    assert len(writes) == 200
    assert max(len(w.exclusive) for w in writes) == MAX_GUARDS
    assert [len(w.guards) for w in writes[:3]] == [1, 2, 3]   # the tests that hold there
    assert all(w.guards is None for w in writes[MAX_GUARDS + 1:])  # too deep: no guards


def doubling(source, n: int) -> float:
    """How many times more Python calls extracting ``source(2 * n)`` makes than ``source(n)``
    (``source``: a count → module text)."""
    small, large = (python_calls(lambda: extract_module("a.js", "javascript", source(k)))
                    for k in (n, 2 * n))
    return large / small


def reassignments(n: int) -> bytes:
    return ("x = 1;\n" * n + "fetch('/api/x');\n").encode()


def test_many_plain_reassignments_are_linear():
    facts = extract_module("a.js", "javascript", reassignments(32_000))
    assert [site.call.args[0].value for site in facts.calls] == ["/api/x"]
    assert doubling(reassignments, 2_000) < 2.3


def test_the_loops_and_blocks_around_writes_are_read_once_per_ancestor():
    source = (b"function f(p) { let u;\n  for (;;) {\n    while (p) {\n"
              b"      if (p.a) u = 1; else if (p.b) u = 2;\n    }\n  }\n"
              b"  try { u = 3; } catch (e) {}\n  u = 4;\n}\n")
    facts = extract_module("a.js", "javascript", source)
    [fn] = [f for f in facts.functions.values() if "u" in f.writes]
    writes = fn.writes["u"]
    assert [[loop[0] for loop in w.loops] for w in writes] == [[3, 2], [3, 2], [], []]
    assert [w.kills for w in writes] == [False, False, False, True]


def test_a_long_else_if_chain_is_linear():
    facts = extract_module("a.js", "javascript", else_if_chain(6_400))
    [fn] = [f for f in facts.functions.values() if "body" in f.writes]
    assert len(fn.writes["body"]) == 6_400
    assert doubling(else_if_chain, 800) < 2.3         # was over 60 s (every write walked up)


def test_an_else_if_chain_of_separated_urls_is_linear():
    """Rule ``url.separator-arms`` reads only the values made in the arms a write excludes
    (``/a?b`` and ``/a&b`` in turn, 6,400 arms: each arm's value would be compared with
    every earlier one)."""
    facts = extract_module("a.js", "javascript", separated_urls(6_400))
    [fn] = [f for f in facts.functions.values() if "url" in f.writes]
    assert len(fn.writes["url"]) == 6_400
    assert doubling(separated_urls, 800) < 2.3


def separated_urls(n: int) -> bytes:
    arms = "".join(f"  {'else ' if i else ''}if (p.x{i}) url = '/a{'?&'[i % 2]}b';\n"
                   for i in range(n))
    return ("export const s = (p) => { let url;\n" + arms + "  return fetch(url); };\n").encode()
