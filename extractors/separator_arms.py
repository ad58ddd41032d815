"""Rule ``url.separator-arms``: the query separator a URL variable gets in one of two arms.

A request wrapper often starts (or continues) the query string of whatever URL it is given
with an ``if`` statement, not a ternary::

    if (url.indexOf('?') < 0) { url += '?'; } else { url += '&'; }
    url += '_=' + new Date().getTime();

(also whole pieces: ``url += '?_=' + t`` in one arm, ``url += '&_=' + t`` in the other). The
variable then holds two strings that differ in one character only, ``?`` in one and ``&`` in
the other. Kept apart, the ``&`` one would pair with a URL that has no query yet (the tool does
not follow a test on the URL's own text), giving a false path ``/prefs/&_=…`` for every
endpoint. Both are exactly one string with a separator there: the ``?`` or ``&`` a condition
chooses, which starts the query or joins it (rule ``url.separator-choice``), so they are
joined into one value whose separator is a hole over the two literals, as the ternary
``url += (url.indexOf('?') < 0 ? '?' : '&')`` gives.

Only two values of one variable made in arms of one ``if``/``else`` that exclude each other
are joined (:func:`join_separator_arms`); the functions are pure over the facts IR.
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

from code2skill.facts import Alt, Hole, Lit, Span, Tmpl, within

RULE = "url.separator-arms"
SEPARATORS = frozenset({"?", "&"})


def join_separator_arms(values: list, made_by: list[Span | None], span: Span,
                        exclusive: tuple[Span, ...]) -> None:
    """In place: each value the assignment at ``span`` made (``made_by`` names the assignment
    that made each of ``values``, in source order) that differs from a value made in one of
    the ``exclusive`` arms (the arms of the enclosing ``if`` statements that run instead of
    its own) only by ``&`` where that one has ``?`` (or the reverse) replaces both, as
    :func:`separator_arms` joins them, made by ``span``. Only the values made since the
    earliest of those arms began are read, newest first (at most ``MAX_GUARDS`` arms are
    recorded), so an ``else if`` chain of n arms costs O(n), not O(n²)."""
    if not exclusive:
        return
    since = min([arm[:2] for arm in exclusive] + [span[:2]])
    ours: list[int] = []
    theirs: list[int] = []
    for k in range(len(values) - 1, -1, -1):
        made = made_by[k]
        if made is None or made[:2] < since:
            break
        if made == span:
            ours.append(k)
        elif any(within(made, arm) for arm in exclusive):
            theirs.append(k)
    gone: set[int] = set()
    for i in ours:
        for j in theirs:
            joined = separator_arms(values[j], values[i]) if j not in gone else None
            if joined is not None:
                values[i] = joined
                gone.add(j)
                break
    if gone:
        values[:] = [v for k, v in enumerate(values) if k not in gone]
        made_by[:] = [m for k, m in enumerate(made_by) if k not in gone]


def separator_arms(first: object, second: object) -> Tmpl | None:
    """The one string two templates are when they have the same parts but for one literal
    text, which has ``?`` in one and ``&`` in the other at one place and is otherwise the
    same (the places the parts were written at aside): ``first`` with that character made a
    hole over the two literals (``first``'s first), else ``None``."""
    if not (isinstance(first, Tmpl) and isinstance(second, Tmpl)) or first.plus \
            or second.plus or len(first.parts) != len(second.parts):
        return None
    pairs = list(zip(first.parts, second.parts))
    i, cut = next(((k, c) for k, (a, b) in enumerate(pairs)
                   if (c := separator_at(a, b)) is not None), (-1, None))
    others = [pair for k, pair in enumerate(pairs) if k != i]
    if cut is None or any(literals_differ(a, b) for a, b in others) \
            or any(unplaced(a) != unplaced(b) for a, b in others):
        return None                 # (texts first: they settle most pairs without a copy)
    ours, theirs = first.parts[i], second.parts[i]
    text: str = ours.value                                       # type: ignore[union-attr]
    choice = Hole(None, Alt((Lit(text[cut], ours.span),
                             Lit(theirs.value[cut], theirs.span)),     # type: ignore[union-attr]
                            ours.span), ours.span)
    pieces = ((Lit(text[:cut], ours.span),) if cut else ()) + (choice,) + \
        ((Lit(text[cut + 1:], ours.span),) if text[cut + 1:] else ())
    return replace(first, parts=first.parts[:i] + pieces + first.parts[i + 1:])


def literals_differ(a: object, b: object) -> bool:
    """Whether ``a`` and ``b`` are both literals, of different values."""
    return isinstance(a, Lit) and isinstance(b, Lit) and a.value != b.value


def separator_at(a: object, b: object) -> int | None:
    """The index of the one character at which two string literals differ, when one has
    ``?`` there and the other ``&``; ``None`` for any other pair."""
    if not (isinstance(a, Lit) and isinstance(b, Lit) and isinstance(a.value, str)
            and isinstance(b.value, str)) or len(a.value) != len(b.value):
        return None
    differ = [k for k, (x, y) in enumerate(zip(a.value, b.value)) if x != y]
    if len(differ) != 1 or {a.value[differ[0]], b.value[differ[0]]} != SEPARATORS:
        return None
    return differ[0]


def unplaced(expr: object) -> object:
    """``expr`` (a facts IR value, or a tuple of them) without the spans it was written at:
    the same URL variable read in two arms is one value."""
    if isinstance(expr, tuple):
        return tuple(unplaced(e) for e in expr)
    if not is_dataclass(expr) or isinstance(expr, type):
        return expr
    return replace(expr, **{f.name: None if f.name == "span" else unplaced(getattr(expr, f.name))
                            for f in fields(expr) if f.init})
