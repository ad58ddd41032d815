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
"""
from __future__ import annotations

from dataclasses import replace
from urllib.parse import unquote_plus

from code2skill.values import HoleV, ObjV, PropV, StrV, Text, UnknownV, Value, Where

RULE = "body.form-string-fields"


def form_string_fields(body: Value | None, encoding: str | None) -> Value | None:
    """``body`` as the object of its ``name=value`` pairs when it is a form-encoded string
    whose fixed text names every pair (module docstring); otherwise ``body`` unchanged."""
    if encoding != "form" or not isinstance(body, StrV):
        return body
    pairs = split_pairs(body.parts)
    if not pairs:
        return body
    props = []
    for pieces in pairs:
        field = read_pair(pieces)
        if field is None:
            return body
        props.append(field)
    return ObjV(tuple(props), first_place(body.parts))


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
    if not name or len(rest) > 1 or rest and (fixed or not isinstance(rest[0], HoleV)):
        return None
    if not rest:
        return PropV(name, StrV((Text(unquote_plus(fixed), head.where),)), head.where)
    hole = rest[0]
    value = hole.value
    if isinstance(value, UnknownV) and value.where is None:
        value = replace(value, where=hole.where)
    return PropV(name, value, head.where)


def first_place(parts) -> Where | None:
    """Where the first piece of a string was written."""
    return next((p.where for p in parts if p.where is not None), None)
