"""Rule ``dataflow.response-value`` over call sites the resolver recorded many times: a method
summarised once for each instance it is called on (a chain of lazily made singletons, each made
with the next one's ``getInstance()``, rule ``this.static-field``) lists its call of the next
method once per summary. Following a consumer's parameter up through ``MAX_HOPS`` wrappers then
walked every repeat at every level (repeats^hops places, round 36, finding 1: 100 classes took
52 s of CPU, 200 never finished); each place now counts once, so the work grows with the
distinct call sites, not with their repeats."""
from __future__ import annotations

from types import SimpleNamespace

from hostile_support import python_calls

import code2skill.passes.preconditions as preconditions
from code2skill.passes.preconditions import MAX_HOPS, passed_paths
from code2skill.values import LitV, ParamV, ResponseV


def program(repeats):
    """Functions f0 … f(MAX_HOPS - 1) each calling the one below with its own parameter ``p``
    at one call site recorded ``repeats`` times; the top one is called with a response's
    ``id`` at one site and with a literal at another, each recorded ``repeats`` times."""
    top = MAX_HOPS - 1
    callers = {f"f{i}": [("src/a.js", f"f{i + 1}", (ParamV(f"f{i + 1}", "p"),), (i, 1, i, 9))]
               * repeats for i in range(top)}
    response = ResponseV((("src/c.js", (0, 1, 0, 9)),), "fetch", ("id",), True)
    callers[f"f{top}"] = [("src/b.js", None, (response,), (1, 1, 1, 9)),
                          ("src/b.js", None, (LitV(7),), (2, 1, 2, 9))] * repeats
    return SimpleNamespace(pass_memo={}, callers=callers, response_callbacks={},
                           called_with=lambda value, fid, args: args[0])


def test_each_place_a_parameter_takes_is_listed_once():
    response = ResponseV((("src/c.js", (0, 1, 0, 9)),), "fetch", ("id",), True)
    assert passed_paths(ParamV("f0", "p"), program(5), 0) == (
        (response, ("src/b.js", (1, 1, 1, 9))), (None, ("src/b.js", (2, 1, 2, 9))))


def test_repeated_records_cost_about_their_count_not_its_power():
    def calls(repeats):
        return python_calls(lambda: passed_paths(ParamV("f0", "p"), program(repeats), 0),
                            preconditions.__file__)
    small, large = calls(10), calls(20)
    assert large <= 2.2 * small, (small, large)     # 16 times when every repeat was walked
