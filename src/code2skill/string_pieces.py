"""Rule ``value.string-piece``: a piece of a string cut by ``s.split(sep)[i]`` (also ``const
[path, params] = s.split(sep)``) or ``s.charAt(i)``, read on the string's parts.

URL helpers cut a URL before they extend it: ``const [path, params] = url.split('?')`` keeps
the query aside, ``url.charAt(0) !== '/'`` tests for a leading slash. On a string value:

* ``split(sep)[i]`` cuts at each ``sep`` in the fixed texts — a hole (an id, a parameter's
  text) is taken to hold no ``sep``, as a path piece an encoder wrote holds no ``?`` — and is
  the ``i``-th piece, ``undefined`` past the last (``'/jobs'.split('?')[1]``); a hole whose
  value shows the separator in its own text makes the piece unknown;
* ``charAt(i)`` is the ``i``-th character when the fixed text before any hole reaches it
  (``''`` past the end of a fixed text), else unknown; ``s[i]`` alike, ``undefined`` past
  the end (read as a string's member, so a parameter's ``url[0]`` is decided per caller);
* ``substring(n)``, ``substr(n)`` and ``slice(n)`` with one whole-number ``n`` are the text
  after the first ``n`` characters, cut in the fixed text before any hole (unknown when a
  hole comes first): a wrapper's ``url = (url[0] === '/') ? url.substring(1) : url`` trims
  the leading slash of each caller's ``/sites/${id}`` to ``sites/{id}`` and keeps
  ``sites``; ``slice(n)`` of an array is its items after the first ``n``; of ``undefined``
  (where JavaScript throws) it is an absent value, so a default given before the cut
  (``url = url || '/events'``, then the cut) is what a caller passing nothing sends;
* a function's parameter keeps the cut (:class:`PieceCode` in
  :attr:`code2skill.values.ParamV.coded`, as rule ``value.string-codec`` keeps its codes),
  made on what each caller passes once the call is resolved: ``addToPath(url, '/drain')``
  called with ``/v1/node/{id}`` reads ``path`` as ``/v1/node/{id}`` and ``params`` as
  ``undefined``, so ``if (params)`` is decided per caller;
* indexes, lengths and cuts count UTF-16 code units, as JavaScript does: ``'😀'`` is two
  characters, and a cut inside it leaves a lone surrogate, the same text as the escaped
  spelling ``'\\ud83d\\ude00'`` cut there;
* alternatives are cut one by one (one value when every one gives the same text:
  ``charAt(0)`` of ``v1/node`` or ``v1/node/{id}`` is ``v``); ``undefined`` (a ``TypeError``) or any other value is
  unknown, never guessed.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from code2skill.facts import Call, Expr, Lit, Member
from code2skill.values import (AltV, ArrV, HoleV, LitV, ParamV, StrV, Text, UnknownV, Value,
                               first_where, text_of)

RULE = "value.string-piece"
REASON = "string-piece"
ABSENT = "no-member"          # (the reason of an absent member: falsy, dropped by `||`)


@dataclass(frozen=True, slots=True)
class PieceCode:
    """A cut kept by a parameter for what its callers pass: piece ``index`` of
    ``split(separator)``, or character ``index`` (``charAt``) when ``separator`` is
    ``None``."""

    separator: str | None
    index: int

    def applied(self, value: Value) -> Value:
        """The piece of ``value`` (module docstring)."""
        if isinstance(value, ParamV):
            return replace(value, coded=value.coded + (self,))
        if isinstance(value, AltV):
            options = tuple(self.applied(o) for o in value.options)
            texts = {text_of(o) for o in options}
            return options[0] if len(texts) == 1 and None not in texts \
                else replace(value, options=options)          # (every choice cuts alike)
        if not isinstance(value, StrV):
            return UnknownV(REASON, first_where(value))
        from code2skill.resolution.shared import flatten     # (the resolver imports this module)
        value = flatten(value)
        if self.separator is None:
            return character(value, self.index)
        return split_piece(value, self.separator, self.index)


@dataclass(frozen=True, slots=True)
class TailCode:
    """A cut ``s.substring(start)`` (``substr``, ``slice``) kept by a parameter for what its
    callers pass."""

    start: int

    def applied(self, value: Value) -> Value:
        """The text of ``value`` after its first :attr:`start` characters (module
        docstring); an array's items after the first :attr:`start`."""
        if isinstance(value, ParamV):
            return replace(value, coded=value.coded + (self,))
        if isinstance(value, AltV):
            return replace(value, options=tuple(self.applied(o) for o in value.options))
        if isinstance(value, ArrV):
            return replace(value, items=value.items[self.start:])
        if isinstance(value, LitV) and value.value is None:
            return UnknownV(ABSENT, value.where)   # (so `url || '/x'` before it picks '/x')
        if not isinstance(value, StrV):
            return UnknownV(REASON, first_where(value))
        from code2skill.resolution.shared import flatten     # (the resolver imports this module)
        return tail(flatten(value), self.start)


def units(text: str) -> int:
    """The length of ``text`` as JavaScript counts it: UTF-16 code units (a character past
    U+FFFF, ``😀``, is two; a lone surrogate written ``\\ud83d`` is one)."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def unit_slice(text: str, start: int, stop: int | None = None) -> str:
    """``text`` from UTF-16 code unit ``start`` up to ``stop`` (the end when ``None``), as
    JavaScript's ``substring`` cuts it: a cut inside a surrogate pair leaves the lone
    surrogate (``'/😀/y'.substring(2)`` is ``'\\ude00/y'``), the character the source spells
    with the escape."""
    coded = text.encode("utf-16-le", "surrogatepass")
    end = None if stop is None else 2 * stop
    return coded[2 * start:end].decode("utf-16-le", "surrogatepass")


def tail(value: StrV, start: int) -> Value:
    """``value`` without its first ``start`` characters (UTF-16 code units, :func:`units`),
    cut in the fixed text before any hole; unknown when a hole comes first."""
    parts = list(value.parts)
    left = start
    while left and parts:
        part = parts[0]
        if isinstance(part, HoleV):
            return UnknownV(REASON, part.where)
        length = units(part.text)
        if length > left:
            parts[0] = replace(part, text=unit_slice(part.text, left))
            left = 0
        else:
            left -= length
            parts.pop(0)
    return StrV(tuple(parts))


def split_piece(value: StrV, separator: str, index: int) -> Value:
    """Piece ``index`` of ``value.split(separator)``: ``undefined`` past the last piece;
    unknown when a hole's own text may hold the separator."""
    pieces: list[list] = [[]]
    for part in value.parts:
        if isinstance(part, HoleV):
            if shows(part.value, separator):
                return UnknownV(REASON, part.where)
            pieces[-1].append(part)
            continue
        cuts = part.text.split(separator)
        for number, cut in enumerate(cuts):
            if number:
                pieces.append([])
            if cut:
                pieces[-1].append(replace(part, text=cut))
    if index >= len(pieces):
        return LitV(None, first_where(value))
    return StrV(tuple(pieces[index]))


def shows(value: Value, separator: str) -> bool:
    """Whether a hole's value shows ``separator`` in a fixed text of its own (or of an
    alternative)."""
    if isinstance(value, AltV):
        return any(shows(o, separator) for o in value.options)
    if isinstance(value, StrV):
        return any(separator in p.text if isinstance(p, Text) else shows(p.value, separator)
                   for p in value.parts)
    return False


def character(value: StrV, index: int) -> Value:
    """Character ``index`` of ``value``, the UTF-16 code unit JavaScript reads there (half
    of a character past U+FFFF: its lone surrogate, :func:`unit_slice`): read in the fixed
    text before any hole, ``''`` past the end of a wholly fixed text; unknown when a hole
    comes first."""
    seen = ""
    for part in value.parts:
        if isinstance(part, HoleV):
            return UnknownV(REASON, part.where)
        seen += part.text
        if units(seen) > index:
            return StrV((Text(unit_slice(seen, index, index + 1), part.where),))
    return StrV(())


def indexed(value: StrV, index: int) -> Value:
    """``value[index]``: its character ``index`` as :func:`character` reads it, ``undefined``
    past the end of a wholly fixed text."""
    found = character(value, index)
    return LitV(None, first_where(value)) if found == StrV(()) else found


def cuttable(value: Value) -> bool:
    """Whether this rule reads pieces of ``value``: a string, a parameter, or alternatives
    each one of those."""
    if isinstance(value, AltV):
        return all(cuttable(o) for o in value.options)
    return isinstance(value, (StrV, ParamV))


def piece_of(target: Expr, index: object) -> tuple[Expr, PieceCode] | None:
    """``(string expression, cut)`` when ``target`` read at ``index`` is a piece this rule
    reads: ``s.split('?')`` at a whole-number index (``[1]``, a destructured name's ``'1'``);
    ``None`` otherwise."""
    position = index if isinstance(index, int) else int(index) \
        if isinstance(index, str) and index.isdigit() else None
    if position is None or not (isinstance(target, Call) and isinstance(target.callee, Member)
                                and target.callee.prop == "split" and len(target.args) == 1
                                and isinstance(target.args[0], Lit)
                                and isinstance(target.args[0].value, str)
                                and target.args[0].value):
        return None
    return target.callee.obj, PieceCode(target.args[0].value, position)


def char_at(call: Call) -> tuple[Expr, PieceCode] | None:
    """``(string expression, cut)`` for ``s.charAt(i)`` with a whole-number literal ``i``
    (``s.charAt()`` is ``charAt(0)``); ``None`` otherwise."""
    if not (isinstance(call.callee, Member) and call.callee.prop == "charAt"
            and len(call.args) <= 1):
        return None
    index = call.args[0].value if call.args and isinstance(call.args[0], Lit) else \
        0 if not call.args else None
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        return None
    return call.callee.obj, PieceCode(None, index)


def tail_of(call: Call) -> tuple[Expr, TailCode] | None:
    """``(string expression, cut)`` for ``s.substring(n)``, ``s.substr(n)`` or ``s.slice(n)``
    with one whole-number literal ``n``; ``None`` otherwise."""
    if not (isinstance(call.callee, Member) and call.callee.prop in TAIL_METHODS
            and len(call.args) == 1 and isinstance(call.args[0], Lit)):
        return None
    start = call.args[0].value
    if not isinstance(start, int) or isinstance(start, bool) or start < 0:
        return None
    return call.callee.obj, TailCode(start)


TAIL_METHODS = ("substring", "substr", "slice")

__all__ = ["PieceCode", "RULE", "TAIL_METHODS", "TailCode", "char_at", "cuttable", "indexed",
           "piece_of", "tail_of"]
