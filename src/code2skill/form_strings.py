"""Rule ``body.form-string-fields``: a form-encoded body written as one string sends its pairs.

Form handled (any request whose body is form-encoded: a ``Content-Type`` of
``application/x-www-form-urlencoded``, jQuery's default for ``data``)::

    fetch('/impersonate', { method: 'post',
        body: "username=" + user.username + "&csrf_token=" + encodeURIComponent(csrf_token),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
                                                         // fields username, csrf_token

A string body whose fixed text names every pair (``name=`` before each value, ``&`` between
pairs) is the object of those fields, each the value written after its ``=`` (a fixed value,
the value a caller fills, or one the source does not show), so each field is read as the
fields of an object body are: an input, a fixed value, or a credential the client holds (a
CSRF token is the Host's, never an input). A body with any piece the pairs do not account for
(a whole query string glued in, a value without ``name=`` before it, a pair with no ``=``)
stays the one string it is.

Fixed text written in pieces is one text (``"a=1&b=" + "2"``, ``"&kind=" + KIND`` with a string
constant ``KIND``, a template literal's ``${"dark"}``, ``encodeURIComponent("a b")``): adjacent
fixed pieces are joined before a pair is read, so a pair's value may be a later piece than its
``name=``. A name given more than once (``a=1&a=2&a=`` + v) is one field whose value is the
array of its values in order (a form sends each). A name holding a control character (``\0``,
a bidirectional override) names no field: the string stays whole.

Rule ``body.optional-form-pairs``: a piece a condition adds or leaves out (``"name=" + n +
(newName == null ? "" : "&newName=" + v)``), or the pairs a local's conditional appends add to
a string otherwise sent alone (``form = "node=" + n; if (a) form += "&a=" + a``), gives
optional fields. Rule ``query.string-fields``: a request query given as one string is read
the same way (:func:`query_string_fields`).
"""
from __future__ import annotations

import unicodedata
from dataclasses import replace
from urllib.parse import unquote_plus

from code2skill.values import AltV, HoleV, ObjV, PropV, StrV, Text, UnknownV, Value, Where

RULE = "body.form-string-fields"
QUERY_STRING_RULE = "query.string-fields"
OPTIONAL_RULE = "body.optional-form-pairs"


def form_string_fields(body: Value | None, encoding: str | None) -> Value | None:
    """``body`` as the object of its ``name=value`` pairs when it is a form-encoded string
    whose fixed text names every pair, each name once (module docstring); otherwise ``body``
    unchanged."""
    fields = read_fields(body, encoding)
    if fields is None or len({f.key for f in fields}) < len(fields):
        return body
    grown = grown_string(body)
    return ObjV(fields, first_place((grown[0] if grown else body).parts))


def query_string_fields(query: Value | None) -> Value | None:
    """Rule ``query.string-fields``: a request query given as one string (jQuery's ``data`` of
    a ``GET``, which it appends to the URL as written: ``data: "q=" + encodeURIComponent(term)
    + "&limit=20"``) is the object of its ``name=value`` pairs when its fixed text names every
    pair, each name once, as a form-encoded body's is (rule ``body.form-string-fields``); an
    empty string is no query (``None``); any other value is returned unchanged."""
    if isinstance(query, StrV) and all(isinstance(p, Text) and not p.text
                                       for p in query.parts):
        return None
    return form_string_fields(query, "form")


def repeated_note(body: Value | None, encoding: str | None) -> tuple[str, str, Where | None] | None:
    """The review note ``(severity, text, where)`` of a form-encoded string whose pairs all read
    but name a field more than once (``a=1&a=2&a=`` + v), which stays one string; ``None``
    for any other body."""
    fields = read_fields(body, encoding)
    if fields is None:
        return None
    seen: set[str] = set()
    twice = next((f for f in fields if f.key in seen or seen.add(f.key)), None)
    if twice is None:
        return None
    return ("medium", f"the form-encoded body names the field '{twice.key}' more than once; "
            "which of its values the server reads is not shown, so the body stays one string "
            f"(rule {RULE})", twice.where)


def read_fields(body: Value | None, encoding: str | None) -> tuple[PropV, ...] | None:
    """The fields of each pair of a form-encoded string, in order (a name given twice gives
    two); ``None`` when ``body`` is no such string or any piece is unaccounted for."""
    if encoding != "form":
        return None
    grown = grown_string(body)
    if grown is not None:                  # rule body.optional-form-pairs
        body = StrV(grown[0].parts + (HoleV(None, AltV((StrV((Text(""),)), grown[1]))),))
    if not isinstance(body, StrV):
        return None
    segments = optional_segments(body.parts)
    if segments is None:
        return None
    fields: list[PropV | None] = []
    for parts, optional in segments:
        for pieces in split_pairs(parts):
            field = read_pair(joined_texts(pieces))
            fields.append(replace(field, optional=True) if optional and field else field)
    return None if not fields or None in fields else tuple(fields)   # type: ignore[return-value]


def optional_segments(parts) -> list[tuple[list, bool]] | None:
    """Rule ``body.optional-form-pairs``: the parts of a form-encoded string cut at each
    piece a condition adds or leaves out (``(newName == null ? "" : "&newName=" + v)``: a
    hole that is either the empty text or pairs starting with ``&``), each segment with
    whether it is such a piece (its pairs then optional fields); ``None`` when a segment
    after such a piece does not start a pair of its own."""
    segments: list[tuple[list, bool]] = []
    plain: list = []
    for part in parts:
        piece = optional_piece(part)
        if piece is None:
            plain.append(part)
            continue
        segments += [(plain, False), (list(piece.parts), True)]
        plain = []
    segments.append((plain, False))
    if any(parts and not (isinstance(parts[0], Text) and parts[0].text.startswith("&"))
           for parts, _ in segments[1:]):
        return None
    return [(parts, optional) for parts, optional in segments if parts]


def grown_string(body: Value | None) -> tuple[StrV, StrV] | None:
    """``(start, pieces)`` of a string sent either as ``start`` alone or followed by pairs
    starting with ``&`` (a local grown by conditional appends, rule
    ``query.optional-pieces``: ``form = "node=" + n; if (a) form += "&a=" + a; …``);
    ``None`` for any other value."""
    if not isinstance(body, AltV) or len(body.options) != 2 \
            or not all(isinstance(o, StrV) for o in body.options):
        return None
    start, whole = sorted(body.options, key=lambda o: len(o.parts))
    rest = whole.parts[len(start.parts):]
    if not start.parts or whole.parts[:len(start.parts)] != start.parts or not rest \
            or not (isinstance(rest[0], Text) and rest[0].text.startswith("&")):
        return None
    return start, StrV(rest)


def optional_piece(part) -> StrV | None:
    """The pairs a hole adds when its condition holds, when it is the empty text otherwise
    (a ternary between ``""`` and text starting with ``&``); ``None`` for any other part."""
    if not isinstance(part, HoleV) or not isinstance(part.value, AltV) \
            or len(part.value.options) != 2:
        return None
    empty = [o for o in part.value.options if isinstance(o, StrV) and all(
        isinstance(p, Text) and not p.text for p in o.parts)]
    given = [o for o in part.value.options if isinstance(o, StrV) and o.parts
             and isinstance(o.parts[0], Text) and o.parts[0].text.startswith("&")]
    return given[0] if len(empty) == 1 and len(given) == 1 else None


def joined_texts(pieces: list[Text | HoleV]) -> list[Text | HoleV]:
    """``pieces`` with each run of adjacent fixed texts joined into one text, written where
    the run's first piece was (``['b=', '2']`` → ``['b=2']``)."""
    out: list[Text | HoleV] = []
    for piece in pieces:
        if isinstance(piece, Text) and out and isinstance(out[-1], Text):
            out[-1] = Text(out[-1].text + piece.text, out[-1].where, out[-1].origin)
        else:
            out.append(piece)
    return out


def split_pairs(parts) -> list[list[Text | HoleV]]:
    """The pieces of each ``&``-separated pair, in order; a text split at its ``&``s."""
    pairs: list[list[Text | HoleV]] = [[]]
    for part in parts:
        if not isinstance(part, Text):
            pairs[-1].append(part)
            continue
        chunks = part.text.split("&")
        for i, chunk in enumerate(chunks):
            if i:
                pairs.append([])
            if chunk:
                pairs[-1].append(Text(chunk, part.where, part.origin))
    return [p for p in pairs if p]


def read_pair(pieces: list[Text | HoleV]) -> PropV | None:
    """One pair as a field: its first piece a text holding ``name=``, then the value (the
    text after ``=`` and at most one hole, or the hole alone); ``None`` for anything else."""
    head = pieces[0]
    if not isinstance(head, Text) or "=" not in head.text:
        return None
    name, _, fixed = head.text.partition("=")
    name = unquote_plus(name)
    rest = pieces[1:]
    if not name or has_control(name) or len(rest) > 1 or rest and (fixed or not isinstance(rest[0], HoleV)):
        return None
    if not rest:
        return PropV(name, StrV((Text(unquote_plus(fixed), head.where),)), head.where)
    hole = rest[0]
    value = hole.value
    if isinstance(value, UnknownV) and value.where is None:
        value = replace(value, where=hole.where)
    return PropV(name, value, head.where)


def has_control(name: str) -> bool:
    """Whether ``name`` holds a control or format character (``\\0``, U+202E): no field's."""
    return any(unicodedata.category(c) in ("Cc", "Cf") for c in name)


def first_place(parts) -> Where | None:
    """Where the first piece of a string was written."""
    return next((p.where for p in parts if p.where is not None), None)
