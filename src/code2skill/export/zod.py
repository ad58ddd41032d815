"""JSON Schema (the subset canonical contracts use) → zod 4 source text (EXPORT.md D3).

:func:`zod_source` turns a capability's ``inputSchema`` or ``outputSchema`` into one zod
expression, e.g. ``{"type": "object", "properties": {"q": {"type": "string", "minLength": 1}},
"required": ["q"], "additionalProperties": false}`` → ``z.object({"q": z.string().min(1)})
.strict()``. Every ``description`` becomes ``.describe(…)``; a keyword zod has no check for
(``default``, a non-standard ``format``) is advertised unchanged through ``.meta({…})``, never
asserted or applied (a default would change the validated input). An object that does not say
``additionalProperties: false`` is a ``z.looseObject`` (unknown keys are kept, not stripped).
A schema using a keyword outside the subset raises :class:`UnsupportedSchema` naming its JSON
Pointer: the capability is then not exported (nothing is silently dropped).
"""
from __future__ import annotations

import json
import re
from typing import Any

from code2skill.contract.pointer import join
from code2skill.safe_io import escape_surrogates

SURROGATE = re.compile("[\ud800-\udfff]")
LINE_END = re.compile("[\r\n\u2028\u2029]")

ANNOTATIONS = {"description", "title", "examples", "$comment", "deprecated", "readOnly",
               "writeOnly"}
HANDLED = {"type", "properties", "required", "additionalProperties", "items", "enum", "const",
           "minLength", "maxLength", "pattern", "format", "minimum", "maximum",
           "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems",
           "default", "anyOf", "oneOf"} | ANNOTATIONS
INTEGER = '.refine(Number.isInteger, { message: "expected an integer" }).meta({"type": "integer"})'
NUMERIC = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")
# a schema without ``type``: the keywords that constrain one JSON type, and the JavaScript test
# that a ``value`` is NOT of that type (JSON Schema applies such a keyword to its type only)
TYPE_KEYWORDS = (
    ("string", ("minLength", "maxLength", "pattern"), 'typeof value !== "string"'),
    ("number", NUMERIC, 'typeof value !== "number"'),
    ("array", ("items", "minItems", "maxItems"), "!Array.isArray(value)"),
    ("object", ("properties", "required", "additionalProperties"),
     'typeof value !== "object" || value === null || Array.isArray(value)'),
)


class UnsupportedSchema(ValueError):
    """A schema part zod generation does not cover; ``pointer`` is its JSON Pointer."""

    def __init__(self, pointer: str, message: str):
        self.pointer = pointer
        super().__init__(f"{pointer or '/'}: {message}")


def js(value: Any) -> str:
    """A JSON value as JavaScript literal text (JSON is valid JavaScript; U+2028/2029 escaped;
    all non-ASCII escaped when a string holds a lone surrogate, which UTF-8 cannot carry)."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    if SURROGATE.search(text):
        text = json.dumps(value, ensure_ascii=True, sort_keys=True)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def comment(text: str) -> str:
    """``text`` safe inside a ``//`` comment: line terminators become spaces, lone surrogates
    ``\\uXXXX``."""
    return LINE_END.sub(" ", escape_surrogates(text))


def zod_source(schema: Any, pointer: str = "", top: bool = False) -> str:
    """The zod expression of ``schema``; ``top``: the input object of a Tool, always
    ``.strict()`` (D3). Raises :class:`UnsupportedSchema`."""
    if schema is True or schema == {}:
        return "z.unknown()"
    if not isinstance(schema, dict):
        raise UnsupportedSchema(pointer, "a schema must be an object")
    unknown = sorted(set(schema) - HANDLED)
    if unknown:
        raise UnsupportedSchema(join(pointer, unknown[0]), f"keyword {unknown[0]!r} is not "
                                "supported by the strict-export-v1 zod generator")
    return base(schema, pointer, top) + meta(schema) + describe(schema)


def base(schema: dict, pointer: str, top: bool) -> str:
    """The expression before ``.meta``/``.describe``."""
    if "const" in schema:
        return f"z.literal({js(schema['const'])})"
    if "enum" in schema:
        return enum(schema["enum"], join(pointer, "enum"))
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return union(schema[key], join(pointer, key))
    kinds = schema.get("type")
    if kinds is None:
        if top:
            return obj(schema, pointer, top)
        return untyped(schema, pointer)
    if isinstance(kinds, list):
        if not kinds:
            raise UnsupportedSchema(join(pointer, "type"), "an empty type list")
        parts = [typed(schema, k, pointer, top) for k in kinds]
        return parts[0] if len(parts) == 1 else f"z.union([{', '.join(parts)}])"
    return typed(schema, kinds, pointer, top)


def typed(schema: dict, kind: Any, pointer: str, top: bool) -> str:
    if kind == "string":
        return string(schema, pointer)
    if kind in ("number", "integer"):
        return number(schema, kind)
    if kind == "boolean":
        return "z.boolean()"
    if kind == "null":
        return "z.null()"
    if kind == "array":
        return array(schema, pointer)
    if kind == "object":
        return obj(schema, pointer, top)
    raise UnsupportedSchema(join(pointer, "type"), f"unknown type {kind!r}")


def string(schema: dict, pointer: str) -> str:
    text = "z.string()"
    if isinstance(schema.get("minLength"), int):
        text += f".min({schema['minLength']})"
    if isinstance(schema.get("maxLength"), int):
        text += f".max({schema['maxLength']})"
    if isinstance(schema.get("pattern"), str):
        text += f".regex(new RegExp({js(schema['pattern'])}, \"u\"))"
    return text


def number(schema: dict, kind: str) -> str:
    text = "z.number()"
    for key, method in (("minimum", "gte"), ("maximum", "lte"), ("exclusiveMinimum", "gt"),
                        ("exclusiveMaximum", "lt"), ("multipleOf", "multipleOf")):
        value = schema.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            text += f".{method}({js(value)})"
    return text + INTEGER if kind == "integer" else text


def array(schema: dict, pointer: str) -> str:
    items = schema.get("items", True)
    text = f"z.array({zod_source(items, join(pointer, 'items'))})"
    if isinstance(schema.get("minItems"), int):
        text += f".min({schema['minItems']})"
    if isinstance(schema.get("maxItems"), int):
        text += f".max({schema['maxItems']})"
    return text


def obj(schema: dict, pointer: str, top: bool) -> str:
    properties = schema.get("properties") or {}
    required = set(schema.get("required") or [])
    fields = []
    for name in sorted(properties):
        inner = zod_source(properties[name], join(pointer, "properties", name))
        fields.append(f"{js(name)}: {inner}" + ("" if name in required else ".optional()"))
    body = "{" + ", ".join(fields) + "}"
    extra = schema.get("additionalProperties")
    if top or extra is False:
        return f"z.object({body}).strict()"
    if isinstance(extra, dict) and extra:
        inner = zod_source(extra, join(pointer, "additionalProperties"))
        return f"z.object({body}).catchall({inner})"
    return f"z.looseObject({body})"


def untyped(schema: dict, pointer: str) -> str:
    """A schema without ``type``: any value, and a value of a type some of its keywords
    constrain must meet them (``{"maxLength": 30}``: any number, any string of at most 30
    characters). Each such type is checked by a ``.refine`` with that type's zod schema, and
    the keywords are advertised unchanged through ``.meta`` (as the contract has them)."""
    text, kept = "z.unknown()", {}
    for kind, keywords, other in TYPE_KEYWORDS:
        present = {k: schema[k] for k in keywords if k in schema}
        if not present:
            continue
        kept.update(present)
        inner = zod_source({"type": kind, **present}, pointer)
        message = js(f"a {kind} here must meet {json.dumps(present, sort_keys=True)}")
        text += f".refine((value) => {other} || {inner}.safeParse(value).success, " \
                f"{{ message: {message} }})"
    return text + (f".meta({js(kept)})" if kept else "")


def enum(values: Any, pointer: str) -> str:
    if not isinstance(values, list) or not values:
        raise UnsupportedSchema(pointer, "enum must be a non-empty list")
    if all(isinstance(v, str) for v in values):
        return f"z.enum({js(values)})"
    literals = [f"z.literal({js(v)})" for v in values]
    return literals[0] if len(literals) == 1 else f"z.union([{', '.join(literals)}])"


def union(parts: Any, pointer: str) -> str:
    if not isinstance(parts, list) or not parts:
        raise UnsupportedSchema(pointer, "must be a non-empty list")
    sources = [zod_source(p, join(pointer, i)) for i, p in enumerate(parts)]
    return sources[0] if len(sources) == 1 else f"z.union([{', '.join(sources)}])"


def meta(schema: dict) -> str:
    """``.meta({…})`` for what zod cannot check but the advertised schema must keep."""
    kept = {}
    if "default" in schema:
        kept["default"] = schema["default"]
    if isinstance(schema.get("format"), str):
        kept["format"] = schema["format"]
    if isinstance(schema.get("title"), str):
        kept["title"] = schema["title"]
    return f".meta({js(kept)})" if kept else ""


def describe(schema: dict) -> str:
    text = schema.get("description")
    return f".describe({js(text)})" if isinstance(text, str) else ""
