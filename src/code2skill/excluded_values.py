"""Rule ``value.excluded-by-test``: a value a test rewrites before it is sent is no value the
server receives.

A client maps one of its own choices away::

    type BlockTTL = 'permanently' | '43200m' | '10080m' | '1440m'
    put(`/user/${id}`, { block: 1, ttl: ttl === 'permanently' ? undefined : ttl })

``ttl`` reaches the wire only where ``ttl !== 'permanently'``: the option of the choice that
is the tested value itself, on the arm where it differs from the literal (the ``else`` of
``===``/``==``, the ``then`` of ``!==``/``!=``), has the literal left out of its ``enum``. The
input then offers the values the server receives; ``permanently`` is what leaving ``ttl`` out
does (the other arm sends none). A value rewritten into another one (``ttl === 'permanently' ?
'99y' : ttl``) is that other value on its own arm, merged with the rest as any choice is.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.types import TypedSchema
from code2skill.values import AltV

# the arm of a two-option choice on which its subject differs from the test's literal
DIFFERING_ARM = {"===": 1, "==": 1, "!==": 0, "!=": 0}


def excluded_literal(value: AltV, index: int) -> object | None:
    """The literal option ``index`` of choice ``value`` never equals: its test compares the
    option itself with that literal and the option is taken where they differ; ``None``
    otherwise."""
    if value.test is None or len(value.options) != 2 or len(value.test) != 3:
        return None
    subject, op, literal = value.test
    if DIFFERING_ARM.get(op) != index or value.options[index] != subject or \
            not isinstance(literal, (str, int, float)):
        return None
    return literal


def without_excluded(typed: TypedSchema, value: AltV, index: int) -> TypedSchema:
    """``typed``, the schema of option ``index`` of choice ``value``, with the literal that
    option never equals (:func:`excluded_literal`) left out of its ``enum``; ``typed`` itself
    when there is none, or it is the enum's only value."""
    literal = excluded_literal(value, index)
    enum = typed.schema.get("enum")
    if literal is None or not isinstance(enum, list):
        return typed
    kept = [v for v in enum if not (v == literal and type(v) is type(literal))]
    if not kept or len(kept) == len(enum):
        return typed
    return replace(typed, schema={**typed.schema, "enum": kept})
