"""Which writes of a local a read sees (rule ``value.reaching-writes``, found by bisection in
:mod:`code2skill.reaching_writes`): from the last unconditional write before the read on, those
in a loop around the read and those of nested functions, in source order; the writes hidden
behind that last one are counted, never listed, so n reads of a local written n times cost
``O(n log n)``. Each case is checked against the one-write predicate :func:`reaches`."""
from __future__ import annotations

from code2skill.facts import Lit, LocalWrite
from code2skill.reaching_writes import every_reaching, reach, reaches, write_order

FID = "f"


def write(line: int, kills: bool = True, scope: str = FID, loops=(), exclusive=()) -> LocalWrite:
    """A one-line write ``x = …`` at ``line``, columns 3–20."""
    return LocalWrite(Lit(line, None), (line, 3, line, 20), scope, tuple(loops), kills,
                      () if kills else None, tuple(exclusive))


def lines(found) -> list[int]:
    return [w.span[0] for w in found]


def read(line: int):
    return (line, 5, line, 6)


def test_a_read_sees_the_last_unconditional_write_and_those_after_it():
    writes = [write(2), write(3, kills=False), write(4), write(5, kills=False), write(9)]
    seen = reach(write_order(writes, FID), read(7))
    assert lines(seen.writes) == [4, 5]
    assert lines([seen.last]) == [4]
    assert (seen.every, seen.hidden, seen.hidden_plain) == (False, 2, False)
    assert lines(w for w in writes if reaches(w, FID, read(7))) == [2, 3, 4, 5]


def test_every_write_before_the_read_and_only_plain_ones_hidden():
    writes = [write(2), write(3), write(4, kills=False)]
    seen = reach(write_order(writes, FID), read(8))
    assert lines(seen.writes) == [3, 4]
    assert (seen.every, seen.hidden, seen.hidden_plain) == (True, 1, True)


def test_a_write_in_the_other_arm_of_an_if_is_skipped():
    other_arm = (10, 1, 12, 1)
    writes = [write(2), write(5, kills=False, exclusive=[other_arm])]
    seen = reach(write_order(writes, FID), read(11))
    assert lines(seen.writes) == [2]
    assert not seen.every
    assert not reaches(writes[1], FID, read(11))


def test_a_later_write_in_a_loop_around_the_read_and_a_nested_functions_write_reach_it():
    loop = (4, 1, 12, 1)
    writes = [write(2), write(9, kills=False, loops=[loop]), write(14, kills=False, scope="g"),
              write(11, kills=False)]
    seen = reach(write_order(writes, FID), read(6))
    assert lines(seen.writes) == [2, 9, 14]       # (source order of the function's list)
    assert not seen.every                          # (line 11 is after the read, in no loop)
    assert [reaches(w, FID, read(6)) for w in writes] == [True, True, True, False]


def test_no_unconditional_write_leaves_every_one_seen():
    writes = [write(2, kills=False), write(3, kills=False)]
    seen = reach(write_order(writes, FID), read(5))
    assert lines(seen.writes) == [2, 3]
    assert seen.last is None
    assert (seen.every, seen.hidden, seen.hidden_plain) == (True, 0, False)


def test_every_reaching_write_is_those_seen_and_those_hidden_in_source_order():
    loop = (6, 1, 12, 1)
    writes = [write(2), write(3, kills=False), write(4), write(13, kills=False, scope="g"),
              write(5, kills=False), write(8, kills=False, loops=[loop]),
              write(10, kills=False, exclusive=[(9, 1, 12, 1)])]
    order = write_order(writes, FID)
    found = every_reaching(order, reach(order, read(11)))
    assert lines(found) == [2, 3, 4, 13, 5, 8]
    assert found == tuple(w for w in writes if reaches(w, FID, read(11)))
