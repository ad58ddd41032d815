"""Rule ``service.page-origin-split``: the page's origin spelled by cutting its whole address at
its slashes and keeping the first three pieces (the scheme, the empty piece between the two
slashes, the host)::

    var parts = window.location.href.split('/');
    url = parts.slice(0, 3).join('/') + path;         // the page's origin, then path

``href.split('/')`` of the page's whole address (``location.href``, ``document.URL``,
``document.baseURI``) is kept as a marked page global (:func:`address_pieces`), and
``pieces.slice(0, 3).join('/')`` of it is ``location.origin`` (:func:`joined_origin`), so a
URL built on it is the same-origin service with its path kept (rule ``service.page-origin``).
Any other cut (``pathname.split('/')``, ``slice(0, 4)``, another separator) is left as it was.
"""
from __future__ import annotations

from typing import Callable

from code2skill.facts import Call, Lit, Member
from code2skill.values import HoleV, LibV, StrV, Value, Where

RULE = "service.page-origin-split"
TAG = (RULE, "the page's address cut to its first three pieces: its origin")
# the last member of the marked global that stands for the page address's pieces
PIECES = "split('/')"
# member paths of the page's whole address (``window.`` dropped)
WHOLE_ADDRESS = frozenset({("location", "href"), ("document", "URL"), ("document", "baseURI"),
                           ("document", "location", "href")})


def whole_address(value: Value) -> bool:
    """Whether ``value`` is the page's whole address (``window.location.href``,
    ``document.URL``, ``document.baseURI``), not its path alone."""
    from code2skill.normalize import global_path      # (normalize imports the resolver)
    path = global_path(value)
    if path is None:
        return False
    path = path[1:] if path[:1] == ("window",) else path
    return path in WHOLE_ADDRESS


def literal_args(call: Call) -> list[object] | None:
    """The literal values of ``call``'s arguments, ``None`` when one is no literal."""
    if not all(isinstance(a, Lit) for a in call.args):
        return None
    return [a.value for a in call.args]          # type: ignore[union-attr]


def address_pieces(call: Call, evaluate: Callable[[object], Value]) -> LibV | None:
    """``ADDRESS.split('/')`` of the page's whole address: the global ``location.href`` marked
    with the member :data:`PIECES`; ``None`` for any other call."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop == "split"
            and literal_args(call) == ["/"]):
        return None
    target = evaluate(callee.obj)
    if not whole_address(target):
        return None
    return LibV("global", ("location", "href", PIECES), getattr(target, "where", None))


def joined_origin(call: Call, evaluate: Callable[[object], Value],
                  where: Where | None) -> StrV | None:
    """``PIECES.slice(0, 3).join('/')`` of the page address's pieces (:func:`address_pieces`,
    directly or through a local): the page's origin, one hole holding the global
    ``location.origin`` tagged with this rule (:data:`TAG`, so the same-origin service names
    it); ``None`` for any other call."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop == "join"
            and literal_args(call) == ["/"]):
        return None
    sliced = callee.obj
    if not (isinstance(sliced, Call) and isinstance(sliced.callee, Member)
            and sliced.callee.prop == "slice" and literal_args(sliced) == [0, 3]):
        return None
    pieces = evaluate(sliced.callee.obj)
    if not (isinstance(pieces, LibV) and pieces.lib == "global"
            and pieces.path == ("location", "href", PIECES)):
        return None
    return StrV((HoleV("origin", LibV("global", ("location", "origin"), where), where,
                       tag=TAG),))


def cut_origin(hole: object) -> bool:
    """Whether ``hole`` is the page's origin :func:`joined_origin` made."""
    return isinstance(hole, HoleV) and hole.tag == TAG
