"""The narrowings around a point, read through a function's index
(:func:`code2skill.narrowings.around`, rule ``budget.parent-walk``)."""
from __future__ import annotations

from code2skill.facts import Narrowing
from code2skill.narrowings import around, index_narrowings


def branch(name: str, span: tuple[int, int, int, int], holds: bool = True) -> Narrowing:
    return Narrowing(name, (name,), span, (span[0], 1, span[0], 5), holds)


def test_the_branches_holding_a_point_outermost_first():
    outer = branch("outer", (2, 1, 20, 1))
    first, second = branch("first", (3, 1, 5, 1)), branch("second", (6, 1, 12, 1))
    inner = branch("inner", (7, 1, 9, 1))
    after = branch("after", (21, 1, 30, 1))
    index = index_narrowings([after, inner, second, first, outer])
    assert index.nested
    assert around(index, (8, 1, 8, 9)) == (outer, second, inner)
    assert around(index, (10, 1, 10, 9)) == (outer, second)
    assert around(index, (4, 1, 4, 9)) == (outer, first)
    assert around(index, (13, 1, 13, 9)) == (outer,)
    assert around(index, (25, 1, 25, 9)) == (after,)
    assert around(index, (1, 1, 1, 9)) == ()
    assert around(index, (5, 1, 7, 3)) == (outer,)       # spans two branches: held by neither


def test_branches_starting_together_keep_the_order_they_were_recorded_in():
    rest = branch("rest", (4, 1, 9, 1), holds=False)
    case = branch("case", (4, 1, 6, 1))
    assert around(index_narrowings([case, rest]), (5, 1, 5, 2)) == (case, rest)
    assert around(index_narrowings([rest, case]), (5, 1, 5, 2)) == (rest, case)


def test_crossing_branches_are_all_read():
    left, right = branch("left", (2, 1, 6, 1)), branch("right", (4, 1, 9, 1))
    index = index_narrowings([left, right])
    assert not index.nested
    assert around(index, (5, 1, 5, 2)) == (left, right)
    assert around(index, (8, 1, 8, 2)) == (right,)
    assert around(index, (3, 1, 3, 2)) == (left,)
