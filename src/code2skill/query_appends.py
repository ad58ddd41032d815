"""Rule ``query.optional-pieces``: a URL grown by many conditional query pieces.

``let url = '/get.php'; if (a) url += sep(url) + 'members=' + m; if (b) url += … ;`` (five,
six such ``if``s, each appending ``&k=v``, ``?k=v`` or a separator chosen by the URL's own
text, :mod:`code2skill.query_separators`): every ``if`` doubles the URL's alternatives, so past
:data:`code2skill.resolve.MAX_ALTERNATIVES` of them some pieces were cut off and their
parameters lost. The pieces of a query string are independent of each other, so, as for an
``&``-joined array (rule ``query.optional-entries``), the URL is two variants: the last
unconditional value, and that value followed by every piece in source order. Each piece's
parameter is then sent in one variant only: one optional query parameter, never a path, and
none dropped. The functions are pure; the resolver evaluates the values.
"""
from __future__ import annotations

from code2skill.facts import Hole, LocalWrite, Ref, Tmpl
from code2skill.query_separators import is_separator
from code2skill.values import HoleV, StrV, Text, Value

RULE = "query.optional-pieces"
MIN_PIECES = 2


def appended_piece(write: LocalWrite, name: str, scope: str | None) -> Tmpl | None:
    """What an ``if``-guarded ``name += …`` of the declaring function's own body appends
    (the template after ``name``), or ``None`` for any other write."""
    value = write.value
    if write.scope != scope or write.loops or not write.guards or write.kills \
            or not isinstance(value, Tmpl) or len(value.parts) < 2:
        return None
    head = value.parts[0]
    if not (isinstance(head, Hole) and isinstance(head.expr, Ref) and head.expr.name == name):
        return None
    return Tmpl(value.parts[1:], value.span, value.plus)


def query_piece(value: Value) -> bool:
    """Whether ``value`` is a query piece: a string that starts with ``&`` or ``?`` or with
    a separator the URL's text chooses."""
    if not isinstance(value, StrV) or not value.parts:
        return False
    first = value.parts[0]
    if isinstance(first, Text):
        return first.text[:1] in ("&", "?")
    return isinstance(first, HoleV) and is_separator(first.value)


def with_pieces(start: StrV, pieces: list[StrV]) -> StrV:
    """``start`` followed by every piece, in order."""
    return StrV(start.parts + tuple(p for piece in pieces for p in piece.parts))
