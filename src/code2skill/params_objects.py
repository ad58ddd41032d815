"""Rule ``query.params-object``: a query string built from a parameter's object, with an empty
object as its fallback, sends that parameter's members.

Generated clients write the query of an operation from a typed ``params`` argument:
``Object.entries(params || {}).forEach(([key, value]) => normalizedParams.append(key, …))``
then ``` `/orders/${id}/approve?${normalizedParams.toString()}` ``` (rule ``url.object-query``
reads the loop as the object ``params || {}``). The ``{}`` only stands in for an absent
argument and sends nothing, so the query is ``params`` spread into a query object: one query
parameter per member of its declared type, required when the type requires it and the
parameter is not optional (rule ``query.typed-spread``); an untyped parameter keeps the
``low`` item saying its members are unknown.
"""
from __future__ import annotations

from code2skill.values import AltV, ObjV, ParamV, PropV, Value, Where

RULE = "query.params-object"


def params_query(value: Value | None, where: Where | None) -> ObjV | None:
    """The query object ``{...param}`` of a query-string hole whose value is ``param || {}``
    (``??`` alike: one :class:`ParamV` beside empty object literals only), the spread cited
    at ``where``; ``None`` for any other value."""
    if not isinstance(value, AltV):
        return None
    rest = [o for o in value.options if not (isinstance(o, ObjV) and not o.props)]
    if len(rest) != 1 or len(rest) == len(value.options) or not isinstance(rest[0], ParamV):
        return None
    return ObjV((PropV(None, rest[0], where, rule=RULE),), where)


def spread_of(value: Value | None) -> ParamV | None:
    """The parameter a query object made by :func:`params_query` spreads, else ``None``."""
    if isinstance(value, ObjV) and len(value.props) == 1 and value.props[0].rule == RULE:
        return value.props[0].value
    return None
