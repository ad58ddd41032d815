"""Rule ``review.chosen-client-member``: a call reached through a member of an API client
object whose key is chosen at run time is reviewed, never dropped in silence.

Shape::

    const client = useClient();               // { account: { preferences: endpoint(…),
    client.account[kind].get();               //   'api-keys': endpoint(…) }, … }

The callee's value is unknown: ``kind`` is no literal and no parameter whose callers code2skill
reads, so which member is read is not in the source. When the object read with that key holds
request-making functions (a function whose body makes or passes on a request, at most
:data:`MAX_LEVELS` member levels down: the endpoint objects of a hand-written client), the call
is a request-like call site of an endpoint the contract does not name; it is reported as a
medium review item with the call as written. A computed member of any other object (a lookup
table of labels, a component's handlers) is left alone.
"""
from __future__ import annotations

from typing import Callable

from code2skill.facts import Call, Expr, Index, Lit, Member, Ref
from code2skill.values import AltV, FnV, ObjV, Value

RULE = "review.chosen-client-member"
MAX_LEVELS = 3              # member levels of a client object searched for request functions


def chosen_indexes(callee: Expr) -> list[Index]:
    """The computed member reads (``obj[key]``, key no literal) of the chain ``callee`` is
    (members, computed members and calls: ``client.account[kind].get``), nearest the call
    first; ``[]`` for a chain with none."""
    found: list[Index] = []
    expr: Expr | None = callee
    while isinstance(expr, (Member, Index, Call)):
        if isinstance(expr, Index) and not isinstance(expr.index, Lit):
            found.append(expr)
        expr = expr.callee if isinstance(expr, Call) else expr.obj
    return found


def holds_requests(value: Value, makes_requests: Callable[[FnV], bool],
                   levels: int = MAX_LEVELS) -> bool:
    """Whether ``value`` is, or holds within ``levels`` member levels, a function for which
    ``makes_requests`` is true (an object literal's members, a function's members
    ``Object.assign`` added, each option of an alternative)."""
    if isinstance(value, AltV):
        return any(holds_requests(o, makes_requests, levels) for o in value.options)
    if isinstance(value, FnV):
        if makes_requests(value):
            return True
        value = value.members if value.members is not None else value
    if isinstance(value, ObjV) and levels > 0:
        return any(holds_requests(p.value, makes_requests, levels - 1) for p in value.props)
    return False


def written(expr: Expr) -> str:
    """The chain ``expr`` as written, shortened: ``client.account[kind].get``; a computed
    key that is no plain name is ``[…]``, a call's arguments ``(…)``."""
    if isinstance(expr, Ref):
        return expr.name
    if isinstance(expr, Member):
        return f"{written(expr.obj)}.{expr.prop}"
    if isinstance(expr, Index):
        key = expr.index.name if isinstance(expr.index, Ref) else "…"
        return f"{written(expr.obj)}[{key}]"
    if isinstance(expr, Call):
        return f"{written(expr.callee)}(…)"
    return "…"


def chosen_member_message(call: Call) -> str:
    """The review message of ``call``, a call through a computed member of a client object
    (worded without naming a key: rule ``redact.credential-sentence`` reads a sentence naming
    a key as one naming a credential)."""
    return (f"{written(call.callee)}(…) calls a member of an API client object whose name is "
            "chosen at run time: code2skill cannot tell which endpoint it reaches, so that "
            f"request is not in the contract; confirm it (rule {RULE})")
