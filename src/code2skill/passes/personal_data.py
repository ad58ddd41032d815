"""Pass: personal data a client writes as an input's literal never becomes part of the schema.

Rule ``redact.personal-data``: an e-mail address or a phone number (by shape, the whole
literal: :func:`personal_kind`) that the source shows as a parameter's default or as one of the
values an input takes is left out of the input's JSON Schema — ``default``, ``const``,
``examples`` and ``enum`` (an enum holding one is dropped whole: a partial list would claim the
others are the only values) — at any depth (``properties``, ``items``, ``anyOf``/``oneOf``/
``allOf``), as :func:`code2skill.passes.schema.forget_credential_examples` does for credential
positions. The property keeps its type and description; a ``low`` review item names the
property and the kind of data, never the value.

    export const lookup = (email = 'jane@example.org') =>
      axios.get('/api/users', { params: { email } })      // email: {type: string}, no default

A fixed value the request always sends (``body:to`` bound to ``'support@example.org'``) stays
in its binding: the Tool cannot send the request without it.
"""
from __future__ import annotations

import re
from typing import Any

from code2skill.contract.pointer import join

EMAIL = re.compile(r"[A-Za-z0-9._%+-]{1,64}+@[A-Za-z0-9-]{1,63}+(?:\.[A-Za-z0-9-]{1,63}+)*"
                   r"\.[A-Za-z]{2,24}")
# ``+1 415 555 0123``, ``(020) 7946 0958``, ``415-555-0123``, ``+44.20.7946.0959``: digits
# with separators, a ``+`` or parentheses; 7 to 15 digits (E.164)
PHONE = re.compile(r"\+?\(?\d{1,4}\)?(?:[ .-]?\(?\d{1,5}\)?){2,6}")
DATE = re.compile(r"\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}")
DOTTED = re.compile(r"\d+(?:\.\d+)+")            # a version or an IPv4 address
LITERAL_KEYWORDS = ("default", "const", "examples", "enum")
NESTED = ("properties", "patternProperties")
BRANCHES = ("anyOf", "oneOf", "allOf")
MAX_LITERAL_NODES = 10_000  # values of one keyword's literal looked at
MAX_REMOVED = 1_000         # pointers kept per schema (a type shared 2^n times holds many)
NOUNS = {"email": "an e-mail address", "phone": "a phone number"}


def personal_kind(value: object) -> str | None:
    """``email`` or ``phone`` when the whole string ``value`` is one, else ``None``. A phone
    number has 7 to 15 digits and a ``+``, parentheses or at least two separators; dates,
    versions and IPv4 addresses (``2024-01-31``, ``1.2.3.4``) and bare digit runs (ids) are
    not."""
    if not isinstance(value, str) or len(value) > 320:
        return None
    text = value.strip()
    if EMAIL.fullmatch(text):
        return "email"
    if len(text) > 40 or not PHONE.fullmatch(text) or DATE.fullmatch(text) or \
            DOTTED.fullmatch(text):
        return None
    digits = sum(c.isdigit() for c in text)
    separated = text.startswith("+") or "(" in text or sum(c in " .-" for c in text) >= 2
    return "phone" if 7 <= digits <= 15 and separated else None


def literal_kinds(schema: Any) -> set[str]:
    """The personal data kinds among the literals of ``schema``'s own keywords (not nested
    schemas), looking into array and object literals (``default: ['a@b.org']``) up to
    :data:`MAX_LITERAL_NODES` values."""
    if not isinstance(schema, dict):
        return set()
    found: set[str] = set()
    todo = [schema[k] for k in LITERAL_KEYWORDS if k in schema]
    for _ in range(MAX_LITERAL_NODES):
        if not todo:
            break
        value = todo.pop()
        if isinstance(value, list):
            todo.extend(value)
        elif isinstance(value, dict):
            todo.extend(value.values())
        elif (kind := personal_kind(value)) is not None:
            found.add(kind)
    return found


def forget(schema: Any, memo: dict[int, tuple[Any, frozenset, tuple[str, ...]]]
           ) -> tuple[Any, frozenset, tuple[str, ...]]:
    """``schema`` with every literal keyword holding personal data removed at any depth, the
    kinds removed, and the JSON Pointers (relative to ``schema``: ``/items/enum``) of the
    keywords removed. A sub-schema shared by several places (a type used twice) is walked
    once (``memo``, by identity); nothing given is changed."""
    if not isinstance(schema, dict):
        return schema, frozenset(), ()
    if id(schema) in memo:
        return memo[id(schema)]
    out: dict[str, Any] = {}
    kinds: set[str] = set()
    removed: list[str] = []

    def walk(sub: Any, *at: str | int) -> Any:
        cleaned, found, gone = forget(sub, memo)
        kinds.update(found)
        removed.extend(join("", *at) + ptr for ptr in gone[:MAX_REMOVED - len(removed)])
        return cleaned
    for key, value in schema.items():
        if key in LITERAL_KEYWORDS and (found := literal_kinds({key: value})):
            kinds |= found
            removed.append(join("", key))
        elif key in NESTED and isinstance(value, dict):
            out[key] = {name: walk(sub, key, name) for name, sub in value.items()}
        elif key == "items" and isinstance(value, dict):
            out[key] = walk(value, key)
        elif (key == "items" or key in BRANCHES) and isinstance(value, list):
            out[key] = [walk(sub, key, i) for i, sub in enumerate(value)]
        else:
            out[key] = value
    memo[id(schema)] = result = (out if kinds else schema, frozenset(kinds), tuple(removed))
    return result


def forget_personal_examples(properties: dict[str, dict]
                             ) -> tuple[dict[str, dict], list[str], list[str]]:
    """``properties`` (an input schema's) without personal data literals; the JSON Pointers
    (from the capability: ``/inputSchema/properties/email/default``) of the keywords removed,
    whose evidence goes with them; and per property that held some, the message of its
    ``low`` review item. The given schemas are not changed (they may be shared)."""
    out: dict[str, dict] = {}
    removed: list[str] = []
    notes: list[str] = []
    memo: dict[int, tuple[Any, frozenset, tuple[str, ...]]] = {}
    for name, schema in properties.items():
        out[name], kinds, gone = forget(schema, memo)
        removed.extend(join("", "inputSchema", "properties", name) + ptr for ptr in gone)
        if kinds:
            shown = " and ".join(NOUNS[k] for k in sorted(kinds))
            notes.append(f"input {name}: the source writes {shown} as a literal it takes (a "
                         "default or one of its values); personal data is left out of the "
                         "schema: confirm the values the input takes")
    return out, removed, notes
