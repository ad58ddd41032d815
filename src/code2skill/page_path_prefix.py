"""Rule ``service.page-path-prefix``: the part of the page's own path before a segment the app
knows (the folder a reverse proxy serves it under) is the deployment's base path on the page's
own origin, never a path segment, an input or a service of its own.

A front end that a proxy may serve under a prefix (``/proxy/app/ui/home``) reads that prefix
from its own address and puts it before every request path::

    const segments = window.location.pathname.split('/').filter(Boolean);
    const ui = segments.indexOf('ui');
    if (ui <= 0) return '';                                  // or, as one expression,
    return '/' + segments.slice(0, ui).join('/');            // ui <= 0 ? '' : '/' + …

``PATH.split('/')`` of the page's path (``location.pathname``, ``window.location.pathname``,
``document.location.pathname``) is kept as a marked page global (:func:`path_pieces`), also
through ``.filter(…)`` of it, ``PIECES.slice(0, n)`` is its pieces cut before a segment (also
kept in a local: ``l = l.slice(0, l.length - 1)``, marked :data:`CUT`), and ``.join('/')`` of
those cut pieces (``PIECES.slice(0, n).join('/')``), or
``PATH.slice(0, n)`` / ``PATH.substring(0, n)`` of the path itself, is the path cut before
a segment (:func:`path_prefix`): a page global marked :data:`PREFIX`. A URL that opens with
it, alone or after slashes and beside empty or ``/`` fallbacks, is the page's origin under
the deployment's base path (the service of :mod:`code2skill.page_base_path`, its evidence
naming this rule). A value the app keeps for that base and prefers to it (a module variable
a setter fills from the server's settings, ``null`` until then) is the same base path: it
only stands in for the prefix the page's own path shows, so it is named in the evidence,
never a second service. A cut from the end (``pathname.split('/').pop()``, ``slice(-1)``) is
no prefix and is left as it was; ``slice(0, -1)`` all but the last piece is one.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from code2skill.facts import Call, Lit, Member
from code2skill.values import AltV, HoleV, LibV, ResponseV, StrV, Text, UnknownV, Value, \
    Where

RULE = "service.page-path-prefix"
# the member paths (``window.`` dropped) of the page's path
PAGE_PATH = frozenset({("location", "pathname"), ("document", "location", "pathname")})
PIECES = "split('/')"
CUT = "split('/').slice(0, …)"
PREFIX = "slice(0, …)"
SOURCE = "the page's own path up to a segment the app names (location.pathname cut)"
STORED_SOURCE = "a value the app sets for it at run time"
UNSHOWN_SOURCE = "a value in its place the source does not show"


def member_path(value: Value) -> tuple[str, ...] | None:
    """The member path of a page global ``value`` reads, ``window.`` dropped; ``None`` for
    any other value."""
    from code2skill.normalize import global_path      # (normalize imports the resolver)
    path = global_path(value)
    if path is None:
        return None
    return path[1:] if path[:1] == ("window",) else path


def page_path_value(value: Value) -> bool:
    """Whether ``value`` is the page's path (:data:`PAGE_PATH`)."""
    return member_path(value) in PAGE_PATH


def marked(value: Value, mark: str) -> bool:
    """Whether ``value`` is the page's path marked with ``mark`` (:data:`PIECES`, :data:`CUT`,
    :data:`PREFIX`)."""
    return isinstance(value, LibV) and value.lib == "global" \
        and value.path == ("location", "pathname", mark)


def first_arg_zero(call: Call) -> bool:
    """Whether ``call`` has two arguments, the first the literal ``0``: a cut from the start
    (``slice(0, n)`` keeps a prefix whatever ``n`` is, ``slice(0, -1)`` all but the last)."""
    return len(call.args) == 2 and isinstance(call.args[0], Lit) and call.args[0].value == 0


def path_pieces(call: Call, evaluate: Callable[[object], Value]) -> LibV | None:
    """``PATH.split('/')`` of the page's path, or ``PIECES.filter(…)`` of its pieces: the
    global ``location.pathname`` marked :data:`PIECES`; ``PIECES.slice(0, n)`` of them, or
    ``.filter(…)`` of those: marked :data:`CUT`; ``None`` for any other call."""
    callee = call.callee
    if not isinstance(callee, Member):
        return None
    if callee.prop == "split" and len(call.args) == 1 and isinstance(call.args[0], Lit) \
            and call.args[0].value == "/":
        target = evaluate(callee.obj)
        if not page_path_value(target):
            return None
        return LibV("global", ("location", "pathname", PIECES), getattr(target, "where", None))
    if callee.prop == "filter" and len(call.args) == 1:
        target = evaluate(callee.obj)
        return target if marked(target, PIECES) or marked(target, CUT) \
            else None                                        # type: ignore[return-value]
    if callee.prop == "slice" and first_arg_zero(call):
        target = evaluate(callee.obj)
        if marked(target, PIECES) or marked(target, CUT):
            return LibV("global", ("location", "pathname", CUT), getattr(target, "where", None))
    return None


def path_prefix(call: Call, evaluate: Callable[[object], Value]) -> Value | None:
    """The page's path cut before a segment: ``.join('/')`` of its cut pieces
    (:func:`joined_pieces`), or ``PATH.slice(0, n)`` / ``PATH.substring(0, n)`` of the path
    itself: the global ``location.pathname`` marked :data:`PREFIX`; ``None`` for any other
    call."""
    callee = call.callee
    if not isinstance(callee, Member):
        return None
    if callee.prop in ("slice", "substring") and first_arg_zero(call):
        target = evaluate(callee.obj)
        if page_path_value(target):
            return LibV("global", ("location", "pathname", PREFIX),
                        getattr(target, "where", None))
        return None
    if not (callee.prop == "join" and len(call.args) == 1 and isinstance(call.args[0], Lit)
            and call.args[0].value == "/"):
        return None
    return joined_pieces(evaluate(callee.obj))


def joined_pieces(pieces: Value) -> Value | None:
    """``.join('/')`` of the page's path pieces: of cut pieces (:data:`CUT`) the path cut
    before a segment (marked :data:`PREFIX`), of all of them (:data:`PIECES`) the page's
    path itself; of a local holding either (``l = l.slice(0, l.length - 1)`` after
    ``l = PATH.split('/')``) each option so joined; ``None`` for any other value."""
    where = getattr(pieces, "where", None)
    if marked(pieces, CUT):
        return LibV("global", ("location", "pathname", PREFIX), where)
    if marked(pieces, PIECES):
        return LibV("global", ("location", "pathname"), where)
    if not isinstance(pieces, AltV):
        return None
    options = [joined_pieces(o) for o in pieces.options]
    if any(o is None for o in options):
        return None
    return replace(pieces, options=tuple(options))


def prefix_option(value: Value) -> bool:
    """Whether ``value`` is the page's path prefix (:func:`path_prefix`), alone or after
    slashes (``'/' + segments.slice(0, ui).join('/')``)."""
    if marked(value, PREFIX):
        return True
    if not isinstance(value, StrV):
        return False
    holes = [p for p in value.parts if isinstance(p, HoleV)]
    return len(holes) == 1 and marked(holes[0].value, PREFIX) and all(
        not p.text.strip("/") for p in value.parts if isinstance(p, Text))


def page_derived(value: Value, page_path: Callable[[Value], bool]) -> bool:
    """Whether ``value`` is the page's path (``page_path``) or a value the app derives from
    it: the path cut before a segment (:data:`PREFIX`), slashes around such values
    (``'/' + l.join('/') + '/'``), or any of several such values."""
    if isinstance(value, AltV):
        return all(page_derived(o, page_path) for o in value.options)
    if isinstance(value, StrV):
        holes = [p for p in value.parts if isinstance(p, HoleV)]
        return bool(holes) and all(page_derived(h.value, page_path) for h in holes) and all(
            not p.text.strip("/") for p in value.parts if isinstance(p, Text))
    return marked(value, PREFIX) or page_path(value)


def prefix_source(value: Value) -> str | None:
    """:data:`SOURCE` for the page's path prefix (:func:`prefix_option`), else ``None``."""
    return SOURCE if prefix_option(value) else None


def stored_options(value: Value) -> tuple[UnknownV | ResponseV, ...]:
    """Of a base that is one of several values, at least one the page's path prefix
    (:func:`prefix_option`), the values the app keeps in the prefix's place: one the source
    does not show (a module variable a setter fills) or a field of a response of the app's
    own backend (``setBasePath(config.basePath ?? '')`` after the settings are fetched);
    ``()`` when there is no prefix among the options or for a value of one option."""
    if not isinstance(value, AltV) or not any(prefix_option(o) for o in value.options):
        return ()
    return tuple(o for o in value.options if isinstance(o, (UnknownV, ResponseV)))


def named_stored(stored: tuple[UnknownV | ResponseV, ...]) -> tuple[UnknownV | ResponseV, ...]:
    """Of the values kept in the prefix's place (:func:`stored_options`), those the evidence
    names: all but a read of the base while it is being worked out (an unknown value of
    reason ``cycle``: the same base again)."""
    return tuple(o for o in stored if not (isinstance(o, UnknownV) and o.reason == "cycle"))


def stored_name(value: UnknownV | ResponseV) -> str:
    """The words for a value the app keeps in the page path prefix's place:
    :data:`STORED_SOURCE`, with the name it is read by (a module variable's) or the response
    field's members; :data:`UNSHOWN_SOURCE` for any other value."""
    if isinstance(value, ResponseV):
        return f"{STORED_SOURCE}, the response field {'.'.join(value.path)}" if value.path \
            else f"{STORED_SOURCE}, a response"
    if not value.reason.startswith("unresolved:"):
        return UNSHOWN_SOURCE
    return f"{STORED_SOURCE}, {value.reason.split(':', 1)[1]}"


def prefix_where(value: Value, where: Where | None) -> Where | None:
    """Where the page's path is cut in a prefix option (:func:`prefix_option`): the place of
    its hole, else ``where``."""
    if isinstance(value, StrV):
        return next((p.where for p in value.parts if isinstance(p, HoleV) and p.where), where)
    return where
