"""Rule ``budget.deep-walk`` (:mod:`code2skill.deep_walks`): walks over the call graph keep
their own stack, so a chain of any length is read without a ``RecursionError``."""
from __future__ import annotations

from code2skill.deep_walks import reaches, run_walk

CHAIN = 100_000          # far past the interpreter's recursion limit (1,000)


def test_reaches_finds_the_end_of_a_long_chain_and_not_past_a_gap():
    step = lambda n: [n + 1] if n < CHAIN else []
    assert reaches(0, step, lambda n: n == CHAIN)
    assert not reaches(0, step, lambda n: n == CHAIN + 1)


def test_reaches_skips_missing_links_and_visits_each_node_once():
    seen: list[str] = []
    graph = {"a": ["b", None, "c"], "b": ["c", "a"], "c": ["a"]}

    def hit(n: str) -> bool:
        seen.append(n)
        return False
    assert not reaches("a", graph.__getitem__, hit)
    assert sorted(seen) == ["a", "b", "c"]


def test_run_walk_sends_each_inner_walks_value_back():
    def depth(n: int):
        if n == 0:
            return 0
        below = yield depth(n - 1)
        return below + 1
    assert run_walk(depth(CHAIN)) == CHAIN


def test_run_walk_keeps_the_order_and_short_cuts_of_the_recursive_form():
    order: list[int] = []

    def first_even(items: list[int], i: int = 0):
        if i == len(items):
            return None
        order.append(items[i])
        if items[i] % 2 == 0:
            return items[i]
        return (yield first_even(items, i + 1))
    assert run_walk(first_even([1, 3, 4, 5, 6])) == 4
    assert order == [1, 3, 4]
