"""SQL statements a client sends as a body field or query parameter.

A database console posts the statement text its callers build (``runStatement("DROP TABLE "
+ name)`` of ``post('/query', {query: sql})``): the server runs it as given, so the endpoint's
path (``/query``, ``/execute``) proves no read. Rule ``side-effect.sql-statement``: a request
whose body field or query parameter is a string whose fixed start is a data-changing SQL
statement takes that statement's effect (the most dangerous one over all its call sites), and
is reviewed with the statement's shape. Rule ``wrapper.statement-arguments``
(:meth:`code2skill.resolution.specialise.Specialise.specialise_once`): a wrapper whose body field or query
parameter is its own parameter and some call fills it with such a statement is one request per
call, so the statements its callers build reach the request.

A statement is recognised by its leading words only, case-insensitive, never by a lone word
(``{action: 'delete'}`` is an operation name, ``"delete " + text`` a search text):
``DROP``/``CREATE``/``ALTER`` followed by an object keyword (``TABLE``, ``VIEW``, ``INDEX`` …),
``TRUNCATE`` followed by more text, ``DELETE FROM``, ``INSERT INTO``, ``UPDATE … SET``.
Not supported: statements after a leading comment or a ``WITH`` clause, a statement whose
keyword is itself a hole (``op + " TABLE x"``), and a statement the caller reads at run time
(an editor's text): such a call proves nothing either way.
"""
from __future__ import annotations

from code2skill.sql_text import STATEMENTS
from code2skill.values import HoleV, StrV, Text, Value

RULE = "side-effect.sql-statement"
ARGUMENT_RULE = "wrapper.statement-arguments"

# how dangerous an effect is, least first (a capability takes the most dangerous one seen)
DANGER = ("read", "create", "update", "delete")


def statement_shape(value: Value | None) -> str | None:
    """The statement text of a string ``value`` with each hole written ``{name}`` (``{…}``
    when the hole has no name): ``DROP TABLE {name}``; ``None`` for a value that is not a
    string or that starts with a hole."""
    if not isinstance(value, StrV) or not value.parts or not isinstance(value.parts[0], Text):
        return None
    return "".join(p.text if isinstance(p, Text) else
                   "{" + (p.name or "…") + "}" for p in value.parts
                   if isinstance(p, (Text, HoleV)))


def statement_effect(value: Value | None) -> tuple[str, str] | None:
    """``(side effect, statement shape)`` when ``value`` is a string whose fixed start is a
    data-changing SQL statement (:data:`STATEMENTS`), else ``None``."""
    shape = statement_shape(value)
    if shape is None:
        return None
    for pattern, effect in STATEMENTS:
        if pattern.search(shape):
            return effect, " ".join(shape.split())
    return None


def strongest(found: list[tuple[str, str]]) -> tuple[str, list[str]] | None:
    """The most dangerous effect of ``found`` (``(effect, shape)`` pairs) with the distinct
    shapes in their order, or ``None`` when ``found`` is empty."""
    if not found:
        return None
    effect = max((e for e, _ in found), key=DANGER.index)
    return effect, list(dict.fromkeys(shape for _, shape in found))


def sent_statements(bodies: list[Value | None], queries: list[list[Value | None]]
                    ) -> list[tuple[str, str]]:
    """``(effect, shape)`` of each data-changing SQL statement the call sites send: per call,
    its body's top-level fields (``bodies``, an object value or anything else, which shows no
    field) and its query parameters' values (``queries``), in order."""
    found = []
    for body, query in zip(bodies, queries):
        values = [p.value for p in getattr(body, "props", ()) if p.key] + list(query)
        found += [hit for hit in map(statement_effect, values) if hit is not None]
    return found


def review_message(method: str, path: str, effect: str, shapes: list[str]) -> str:
    """The review item of a request taken as ``effect`` by rule :data:`RULE`."""
    quoted = "; ".join(repr(s) for s in shapes[:4]) + (" …" if len(shapes) > 4 else "")
    return (f"{method} {path} sends SQL statements its callers build ({quoted}): the server "
            f"runs the text it is given, so this is no read whatever the path says; taken as "
            f"{effect}, the most dangerous statement seen, with automatic retry off; other "
            "callers may send any statement: confirm against the backend what it lets through")
