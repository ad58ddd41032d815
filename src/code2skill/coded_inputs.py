"""Rule ``value.coded-input``: an input whose value the client changes before sending it.

A parameter the client sends through a string built-in (``purpose.toLowerCase()``,
``encodeURIComponent(name)``, a ``replace`` with a regular expression: the codes a
:class:`~code2skill.values.ParamV` keeps, rule ``value.string-codec``) is sent as the changed
text, not as the text the caller holds. When the texts the parameter may hold are known (an
``enum`` its declared union type gives, ``type SharePurpose = 'poll' | 'pollGroup'``, or a
``const``), each is changed as JavaScript changes it, so the input offers what the server
receives (``poll``, ``pollgroup``); two texts that become one are one. When a text cannot be
changed (a regular expression that does not apply, a malformed escape) the input loses its
``enum`` rather than show a text never sent. An unknown text keeps the input, and the change
is stated: a case change or a trim as a ``pattern`` the value must match (``^[^A-Z]*$``
once lower-cased) and a sentence in a path parameter's description; a URI encoding needs no statement (the HTTP
client encodes a path or query value once).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.regex_replace import RegexCode
from code2skill.string_codecs import all_coded
from code2skill.types import TypedSchema
from code2skill.values import StrV, Text, text_of

RULE = "value.coded-input"
# the pattern a text matches once changed by a case or trim code, and the words stating it
CASE_PATTERNS = {"trim": (r"^(\S([\s\S]*\S)?)?$", "without leading or trailing white space"),
                 "trimStart": (r"^(\S[\s\S]*)?$", "without leading white space"),
                 "trimEnd": (r"^([\s\S]*\S)?$", "without trailing white space"),
                 "toLowerCase": ("^[^A-Z]*$", "lower-cased"),
                 "toLocaleLowerCase": ("^[^A-Z]*$", "lower-cased"),
                 "toUpperCase": ("^[^a-z]*$", "upper-cased"),
                 "toLocaleUpperCase": ("^[^a-z]*$", "upper-cased")}


def coded_text(text: str, codes: tuple[str | RegexCode, ...]) -> str | None:
    """``text`` with ``codes`` applied in order as JavaScript applies them, or ``None`` when
    the result is no fixed text (JavaScript throws, a replacement cannot be applied)."""
    return text_of(all_coded(StrV((Text(text, None),)), codes))


def coded_schema(typed: TypedSchema, codes: tuple[str | RegexCode, ...]) -> TypedSchema:
    """``typed`` as the schema of what is sent once ``codes`` change a value of it (module
    docstring): an ``enum``'s or ``const``'s texts changed, else a case code's ``pattern``;
    ``typed`` itself without codes or when its schema holds no string."""
    schema = typed.schema
    if not codes or not is_string(schema):
        return typed
    out = dict(schema)
    texts = schema.get("enum")
    if isinstance(texts, list) and texts and all(isinstance(t, str) for t in texts):
        changed = [coded_text(t, codes) for t in texts]
        out.pop("enum")
        if all(c is not None for c in changed):
            out["enum"] = list(dict.fromkeys(changed))
        return replace(typed, schema=out)
    if isinstance(schema.get("const"), str):
        changed_const = coded_text(schema["const"], codes)
        out.pop("const")
        if changed_const is not None:
            out["const"] = changed_const
        return replace(typed, schema=out)
    stated = case_statement(codes)
    if stated is not None and "pattern" not in out:
        out["pattern"] = stated[0]
    return replace(typed, schema=out)


def case_statement(codes: tuple[str | RegexCode, ...]) -> tuple[str, str] | None:
    """The ``(pattern, words)`` of the last case or trim code among ``codes`` when no code
    after it may change the text again (a regular expression may), else ``None``."""
    for code in reversed(codes):
        if not isinstance(code, str):          # a regular expression, a string helper
            return None
        if code in CASE_PATTERNS:
            return CASE_PATTERNS[code]
    return None


def coded_note(codes: tuple[str | RegexCode, ...]) -> str:
    """The evidence note naming ``codes`` in the order they apply (``toLowerCase``)."""
    return " then ".join(c if isinstance(c, str) else f"replace(/{c.pattern}/{c.flags})"
                         if isinstance(c, RegexCode) else f"{c.name}()" for c in codes)


def is_string(schema: dict) -> bool:
    """Whether ``schema`` types a string (alone or beside ``null``)."""
    kind = schema.get("type")
    return kind == "string" or (isinstance(kind, list) and "string" in kind)


__all__ = ["RULE", "case_statement", "coded_note", "coded_schema", "coded_text"]
