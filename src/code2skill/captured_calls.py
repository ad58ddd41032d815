"""Rule ``closure.captured-calls``: a function a factory returns inside an object, every call of
which was of a value that captured the factory call's arguments, waits for no factory parameter.

Shape (an API client made of endpoint objects)::

    function endpoint(fetcher, url) {
      return { get() { return apiCall(fetcher, url, 'GET') },
               delete() { return apiCall(fetcher, url, 'DELETE') } };
    }
    const client = { user: endpoint(fetch, `${base}/user`), ... };
    client.user.get();                        // the get of the /user endpoint object

Each call of ``get`` is of the value one ``endpoint(...)`` call made, whose arguments the value
captured (rule ``closure.factory-arguments``); that call's requests were made with them (rule
``wrapper.call``). Nothing is left for the calls of the factory to name: substituting each
``endpoint(...)`` call into ``get`` again (rule ``closure.enclosing-call``) would offer every
verb of every endpoint object, called or not (``DELETE /user`` that no code sends), with
the arguments of the calls of other objects. A call whose value captured nothing of the
factory (an unknown receiver) keeps the old reading.
"""
from __future__ import annotations

from typing import Iterable

from code2skill.values import Capture, Where

RULE = "closure.captured-calls"


def calls_carry_captures(factory: str, calls: Iterable[Where],
                         captured: Iterable[tuple[tuple[Capture, ...], Where]]) -> bool:
    """Whether every call in ``calls`` (a function's call sites, ``(path, span)``) is among
    ``captured`` (call sites, each with the factory calls its callee's value captured) with a
    capture of a call of ``factory`` (a function id); ``False`` for no calls."""
    carrying = {where for captures, where in captured
                if any(capture.factory == factory for capture in captures)}
    calls = list(calls)
    return bool(calls) and all(where in carrying for where in calls)
