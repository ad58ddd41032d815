"""Rule ``url.separator-choice``: a query piece whose separator a condition chooses.

``url += url.includes('?') ? `&members=${m}` : `?members=${m}``` (also ``url.indexOf('?')
!== -1``, ``hasQuery ? '&k=' + v : '?k=' + v``): the two branches send the same text after a
leading ``&`` or ``?``, so the value is one query piece, ``{& or ?}members={m}``, whichever
branch runs. Keeping the branches apart would pair the ``&`` one with a URL that has no query
yet (the resolver does not follow the test on the URL's own text), giving a false path
``/get.php&members=…``. The separator becomes one hole whose options are exactly ``&`` and
``?`` (:func:`code2skill.query_holes.separator_only`): glued to the path it starts the query,
inside the query it is the ``&`` between two entries (:func:`separator_text`).

Rule ``url.stray-ampersand``: a ``&name=`` left in a URL's path part with no ``?`` before it
(a separator the tool did not follow) is never kept in a path template: the query starts
there, with a ``medium`` review note, since the source may send it in the path.

Rule ``url.query-start-choice``: a choice between texts that each start the query
(``(id.includes('@') ? '?uri=' : '?nodeId=') + id``) begins the query wherever it stands, so
the values after it are query values, never path text a function's parameters decide
(:func:`starts_query`). The functions are pure over resolved values.
"""
from __future__ import annotations

import re
from dataclasses import fields, replace

from code2skill.values import AltV, HoleV, StrV, Text, Value, Where

RULE = "url.separator-choice"
STRAY_RULE = "url.stray-ampersand"
STRAY = re.compile(r"&[A-Za-z_$][\w.$\[\]-]*=")
SEPARATORS = frozenset({"&", "?"})


def separator_choice(options: tuple[Value, ...], where: Where | None) -> StrV | None:
    """The query piece two ternary branches send (``&k=v`` and ``?k=v``: one separator hole,
    then the shared text), or ``None`` when the branches are no such pair: each must be a
    string whose first fixed text starts with ``&`` in one and ``?`` in the other, followed
    by the same text and the same holes. The separator pairs with no other choice on the
    same condition text (each piece tests the URL as it is then). A bare separator (``c ? '&' : '?'``) stays the
    choice it is (:func:`code2skill.query_holes.separator_only` reads it)."""
    if len(options) != 2 or not all(isinstance(o, StrV) and o.parts and
                                     isinstance(o.parts[0], Text) and o.parts[0].text
                                     for o in options):
        return None
    first, second = (o.parts[0] for o in options)          # type: ignore[union-attr]
    if {first.text[0], second.text[0]} != SEPARATORS or len(first.text) == 1 and \
            len(options[0].parts) == 1 or \
            shape(options[0], 1) != shape(options[1], 1):  # type: ignore[arg-type]
        return None
    hole = HoleV(None, AltV(tuple(StrV((Text(p.text[0], p.where, p.origin),))
                                  for p in (first, second))), where)
    rest = ((Text(first.text[1:], first.where, first.origin),) if first.text[1:] else ()) \
        + options[0].parts[1:]                             # type: ignore[union-attr]
    return StrV((hole,) + rest)


def shape(value: StrV, skip: int) -> tuple:
    """``value``'s text and holes from character ``skip`` of its first text on, without
    where each came from (two branches of one ternary are written at two places)."""
    text = value.parts[0].text[skip:]                      # type: ignore[union-attr]
    out: list = []
    for part in value.parts[1:]:
        if isinstance(part, Text):
            text += part.text
            continue
        out.extend((text, (part.name, strip_where(part.value))))
        text = ""
    return tuple(out) + (text,)


def strip_where(value: Value) -> Value:
    """``value`` without the place it was read at (a parameter read in two branches is the
    same value)."""
    if any(f.name == "where" for f in fields(value)):
        return replace(value, where=None)
    return value


def separator_text(part: Text | HoleV) -> Text | HoleV:
    """Inside a query string, a separator hole is the ``&`` between two entries (the query
    has started, so the ``?`` branch never runs there)."""
    if isinstance(part, HoleV) and is_separator(part.value):
        return Text("&", part.where)
    return part


def is_separator(value: Value) -> bool:
    """Whether every value ``value`` may take is exactly ``&`` or ``?`` (a choice within a
    choice too: ``const sep = url.includes('?') ? '&' : '?'`` read where ``url`` may or may
    not have a query yet)."""
    if isinstance(value, AltV):
        return all(is_separator(o) for o in value.options)
    return isinstance(value, StrV) and len(value.parts) == 1 and \
        isinstance(value.parts[0], Text) and value.parts[0].text in SEPARATORS


def starts_query(value: Value) -> bool:
    """Whether every value ``value`` may take starts with ``?`` (rule
    ``url.query-start-choice``): ``'?uri='`` or ``'?nodeId='``, a choice of such texts, or
    one followed by more parts."""
    if isinstance(value, AltV):
        return bool(value.options) and all(starts_query(o) for o in value.options)
    if isinstance(value, StrV) and value.parts:
        first = value.parts[0]
        return isinstance(first, Text) and first.text.startswith("?") or \
            isinstance(first, HoleV) and starts_query(first.value)
    return False


def stray_query(path: list[Text | HoleV], notes: list
                ) -> tuple[list[Text | HoleV], list[Text | HoleV]]:
    """``(path, query)`` of URL parts that have no ``?``: split at the first ``&name=`` of a
    fixed text, with a ``medium`` note in ``notes``; as they are when there is none."""
    for i, part in enumerate(path):
        found = STRAY.search(part.text) if isinstance(part, Text) else None
        if found is None:
            continue
        notes.append(("medium", f"the URL has '{found.group(0)}' with no '?' before it: the "
                      "contract reads it as the start of the query string, but the source may "
                      "send it in the path", part.where))
        head = Text(part.text[:found.start()], part.where, part.origin)
        tail = Text(part.text[found.start() + 1:], part.where, part.origin)
        return path[:i] + [head], [tail] + path[i + 1:]
    return path, []
