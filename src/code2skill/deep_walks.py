"""Walks over the call graph that a long chain of calls cannot overflow (rule ``budget.deep-walk``).

A walk up a function's callers (or down its callees) written as a recursive function uses one
Python frame per link, so a chain of 5,000 methods each calling the next (``m0() { return
this.m1() }`` …, generated clients and hostile inputs) ends the run with a ``RecursionError``.
The walks here keep their own stack:

* :func:`reaches` — whether some function reachable from a start (through the links a
  function's ``step`` gives: its callers, the function it is nested in) satisfies a test;
* :func:`run_walk` — a recursive walk written as a generator, each recursive call a
  ``yield`` of the inner generator whose result the ``yield`` answers (``rule = yield
  walk(caller)``), run on a heap-allocated stack of generators: the walk keeps the order,
  the short cuts and the cycle handling of its recursive form exactly.

Raising the interpreter's recursion limit is no fix: the C stack still overflows.
"""
from __future__ import annotations

from typing import Callable, Generator, Hashable, Iterable, TypeVar

T = TypeVar("T")
Node = TypeVar("Node", bound=Hashable)
Walk = Generator["Walk", object, T]


def reaches(start: Node, step: Callable[[Node], Iterable[Node | None]],
            hit: Callable[[Node], bool]) -> bool:
    """Whether ``hit`` holds for ``start`` or for a node reached from it by ``step`` (each
    node visited once, ``None`` links skipped): the any-reachability a recursive
    ``hit(f) or any(walk(g) for g in step(f))`` over a shared seen set computes."""
    seen: set[Node] = {start}
    stack = [start]
    while stack:
        node = stack.pop()
        if hit(node):
            return True
        for nxt in step(node):
            if nxt is not None and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return False


def run_walk(walk: Walk[T]) -> T:
    """The value of the generator ``walk`` run to its end, where each value it yields is an
    inner walk (a generator of the same kind) whose returned value is sent back as the
    ``yield``'s result: recursion depth bounded by memory, not by the Python stack."""
    stack: list[Walk] = [walk]
    sent: object = None
    while True:
        try:
            inner = stack[-1].send(sent)
        except StopIteration as done:
            stack.pop()
            if not stack:
                return done.value
            sent = done.value
            continue
        stack.append(inner)
        sent = None
