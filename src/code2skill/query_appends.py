"""Rule ``query.optional-pieces``: a URL grown by many conditional query pieces.

``let url = '/get.php'; if (a) url += sep(url) + 'members=' + m; if (b) url += … ;`` (five,
six such ``if``s, each appending ``&k=v``, ``?k=v`` or a separator chosen by the URL's own
text, :mod:`code2skill.query_separators`): every ``if`` doubles the URL's alternatives, so past
:data:`code2skill.resolution.shared.MAX_ALTERNATIVES` of them some pieces were cut off and their
parameters lost. The pieces of a query string are independent of each other, so, as for an
``&``-joined array (rule ``query.optional-entries``), the URL is two variants: the last
unconditional value, and that value followed by every piece in source order. Each piece's
parameter is then sent in one variant only: one optional query parameter, never a path, and
none dropped. Not when two pieces sit in exclusive arms of one ``if``/``else`` (they never
both run: the ``if``s' tests decide, rule ``value.guarded-writes``). The functions are pure;
the resolver evaluates the values.

Rule ``query.after-mark``: once an append adds ``?`` (``if (a || b) url += '?'``), what the
later appends add is query text, whatever it starts with (``if (a) { url += 'setUpstream=true';
if (b) url += '&' }``): their conditions depend on each other, so reading them one by one would
make URLs that are never sent (``/pull&``, ``/pullsetUpstream=true``). The URL is then the
value before the ``?`` (its own alternatives, path appends included) and that value followed by
the whole query text, every parameter optional.
"""
from __future__ import annotations

from code2skill.facts import Hole, LocalWrite, Ref, Tmpl, within
from code2skill.query_separators import is_separator
from code2skill.values import HoleV, StrV, Text, Value

RULE = "query.optional-pieces"
TRAILING_RULE = "query.trailing-separator"
ARM_RULE = "query.arm-pieces"
PREFIX_RULE = "query.prefixed-pieces"
MIN_PIECES = 2
MAX_DECIDED_PIECES = 4   # exclusive pieces the if tests decide (exclusive_pieces)
MAX_QUERY_WRITES = 16    # appends after a ``?`` read as one query text (pairs are compared)


def appended_piece(write: LocalWrite, name: str, scope: str | None,
                   guarded: bool = True) -> Tmpl | None:
    """What an ``if``-guarded (unless ``guarded`` is false: under any condition or none)
    ``name += …`` of the declaring function's own body, in no loop, appends (the template
    after ``name``), or ``None`` for any other write."""
    value = write.value
    if write.scope != scope or write.loops or write.kills or guarded and not write.guards \
            or not isinstance(value, Tmpl) or len(value.parts) < 2:
        return None
    head = value.parts[0]
    if not (isinstance(head, Hole) and isinstance(head.expr, Ref) and head.expr.name == name):
        return None
    return Tmpl(value.parts[1:], value.span, value.plus)


def conditional(write: LocalWrite) -> bool:
    """Whether ``write`` runs only under some condition: the ``if``s around it (``guards``),
    or an arm of a ``switch``, a ``try`` or a ternary (``guards`` ``None``; rule
    ``query.arm-pieces``); not when it runs unconditionally (``guards`` empty)."""
    return write.guards is None or bool(write.guards)


def exclusive_pieces(writes: list[LocalWrite]) -> bool:
    """Whether two of ``writes`` sit in exclusive arms of one ``if``/``else`` (``if (params)
    url += `&${extra}`; else url += `?${extra}```): they never both run, so "every piece"
    is a URL never sent; the ``if``s' tests then decide (rule ``value.guarded-writes``).
    Not past :data:`MAX_DECIDED_PIECES` pieces (a ``switch`` appending one parameter per
    ``case``): one URL per arm, times the choices around them, would pass the resolver's
    alternatives budget and lose whole URLs, where optional pieces lose none."""
    return len(writes) <= MAX_DECIDED_PIECES and any(
        within(other.span, arm) for write in writes for arm in write.exclusive
        for other in writes if other is not write)


def prefixes_itself(write: LocalWrite, name: str) -> bool:
    """Rule ``query.prefixed-pieces``: whether ``write`` puts text before the local ``name``'s
    own earlier value (``url = 'api/records/add?zone=' + zone + url``): a concatenation that
    does not start with ``name`` (no append, ``url += …``) and reads ``name`` after its
    first part. The earlier writes then reach a later read only inside that part, never as
    values of their own."""
    value = write.value
    return isinstance(value, Tmpl) and len(value.parts) > 1 and not reads(value.parts[0], name) \
        and any(reads(part, name) for part in value.parts[1:])


def reads(part, name: str) -> bool:
    """Whether a template ``part`` is the local ``name`` itself."""
    return isinstance(part, Hole) and isinstance(part.expr, Ref) and part.expr.name == name


def query_piece(value: Value) -> bool:
    """Whether ``value`` is a query piece: a string that starts with ``&`` or ``?`` or with
    a separator the URL's text chooses."""
    if not isinstance(value, StrV) or not value.parts:
        return False
    first = value.parts[0]
    if isinstance(first, Text):
        return first.text[:1] in ("&", "?")
    return isinstance(first, HoleV) and is_separator(first.value)


def trailing_pieces(start: Value, pieces: list[Value]) -> bool:
    """Rule ``query.trailing-separator``: whether ``pieces`` are query pieces that each end
    with the separator of the next one, after a ``start`` that ends with ``?`` or ``&``
    (NSwag's generated clients: ``let url_ = base + "/api/User/GetAll?"; if (keyword !==
    undefined && keyword !== null) url_ += "Keyword=" + encodeURIComponent("" + keyword) +
    "&";`` …, the last ``&`` or a lone ``?`` cut by ``url_.replace(/[?&]$/, "")``): each
    piece is ``name=value&``, its text before ``=`` holding no ``/``, ``?`` or ``&``."""
    if not isinstance(start, StrV) or not start.parts or not isinstance(
            start.parts[-1], Text) or start.parts[-1].text[-1:] not in ("?", "&"):
        return False
    return all(isinstance(p, StrV) and len(p.parts) > 1 and isinstance(p.parts[0], Text)
               and isinstance(p.parts[-1], Text) and p.parts[-1].text.endswith("&")
               and "=" in p.parts[0].text
               and not any(c in p.parts[0].text.split("=", 1)[0] for c in "/?&")
               for p in pieces)


def opens_query(value: Value) -> bool:
    """Whether an appended ``value`` starts the query: text beginning with ``?``."""
    return isinstance(value, StrV) and bool(value.parts) and isinstance(value.parts[0], Text) \
        and value.parts[0].text.startswith("?")


def one_after_another(writes: list[LocalWrite]) -> bool:
    """Whether each of ``writes`` (at most :data:`MAX_QUERY_WRITES`) may run after the earlier
    ones: none is in an arm that runs instead of an earlier one's (``if (a) q += 'x=1'; else
    q += 'y=2'`` are two queries, not one)."""
    return len(writes) <= MAX_QUERY_WRITES and not any(
        within(later.span, arm) or within(earlier.span, arm)
        for i, earlier in enumerate(writes) for later in writes[i + 1:]
        for arm in earlier.exclusive + later.exclusive)


def query_text(pieces: list[Value]) -> StrV | None:
    """Rule ``query.after-mark``: the pieces appended from the one that adds ``?`` on, joined
    (``?`` + ``setUpstream=true`` + ``&`` + ``allowUnrelatedHistories=true``), when every one
    is a string with no ``/`` or further ``?`` in its text; ``None`` otherwise."""
    if not pieces or not opens_query(pieces[0]) or not all(
            isinstance(p, StrV) for p in pieces):
        return None
    text = "".join(p.text for piece in pieces for p in piece.parts if isinstance(p, Text))
    if "/" in text or text.count("?") > 1:
        return None
    return StrV(tuple(p for piece in pieces for p in piece.parts))


def with_pieces(start: StrV, pieces: list[StrV]) -> StrV:
    """``start`` followed by every piece, in order."""
    return StrV(start.parts + tuple(p for piece in pieces for p in piece.parts))
