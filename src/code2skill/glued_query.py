"""Rule ``query.glued-hole``: a value glued onto a query parameter's fixed value.

``` `/api/items?page=1${qs}` ```, ``'/api/things?sort=asc' + extra.build()``: the value right
after a parameter's fixed text may carry more of the query string (``&tag=x``) or more of the
value. The two readings are told apart as :mod:`code2skill.query_holes` tells a query string
glued to a path:

* the value starts more query text when the fixed value ends in a letter or digit and the
  value's source name says it is a query string (``qs``, ``query``, ``params`` …;
  ``q=status:${search}`` goes on with the value, and a ``&`` after the value only starts the
  next pair): the parameter keeps its
  fixed text (``page`` = ``1``) and the value is read as a query entry of its own (an object's
  members, one query object, or the ``medium`` note that its parameters are unknown);
* otherwise a value the source does not show (an unknown value) joined to fixed text leaves
  the parameter's value unknown: a ``medium`` review note names the part, since the Tool would
  send the parameter without the text the client writes around it.
"""
from __future__ import annotations

from code2skill.query_holes import query_name
from code2skill.values import HoleV, UnknownV, Where

RULE = "query.glued-hole"


def glued_entry(text: str, hole: HoleV) -> bool:
    """Whether ``hole``, written after the query ``text`` built so far, is glued to a
    parameter's fixed value (``page=1`` then the hole) and starts more query text (module
    docstring)."""
    pair = text.rsplit("&", 1)[-1]
    name, equals, value = pair.partition("=")
    if not equals or not value[-1:].isalnum() or "\0" in value:
        return False                # (``q=status:${search}``: the value goes on)
    return query_name(hole.name)


def glued_unknown_note(label: str, holes: list[HoleV], has_text: bool,
                       where: Where | None) -> tuple[str, str, Where | None] | None:
    """The ``medium`` note of a query pair (``label`` as written) whose value joins fixed
    text to a value the source does not show, or ``None``."""
    if not has_text or not any(isinstance(h.value, UnknownV) for h in holes):
        return None
    return ("medium", f"the query part '{label}' joins fixed text to a value the tool cannot "
            f"follow: the Tool sends the parameter without the text the client writes "
            f"around it (rule {RULE})", where)
