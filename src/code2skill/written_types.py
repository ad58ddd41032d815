"""Input types from what the source writes, where no declared type gives one.

Rule ``value.converted-type``: a value a conversion makes has that conversion's type, whatever
it converts: a number from ``Number(x)``, ``parseInt(x)``, ``parseFloat(x)``, a unary
``+x``/``-x``/``~x``, arithmetic (:func:`~code2skill.arithmetic.numeric_unknown`) or a number
added to a value not known to be text (``limit + 1``); a string from a parameter a trim or
case method changes (``x.trim()``, ``x.toLowerCase()``), or one called on an unknown result
of a call or on what the user enters in a bound field (``location.trim()`` of ``let location
= $state('')`` bound to an input); an integer from a parameter's ``length``. ``String(x)``
and ``x.toString()`` keep ``x`` (the input is ``x``, sent as text).

Rule ``value.builtin-result``: a method only JavaScript's built-ins define, called on a value
the resolver does not know (a caller's value, what a call returns, the user's entry) and not on
one of the program's own objects, has the type every built-in defining it returns, since the
request is made only when the call returns: ``x.split(',')`` an array of strings (strings
alone have it; ``$('#dns').val().split(',')``), ``d.toISOString()`` a ``date-time`` string,
``x.toFixed(2)``, ``padStart``, ``toLocaleDateString`` … a string, ``indexOf``, ``getTime``
… a number, ``startsWith``, ``endsWith``, ``includes``, ``some``, ``every`` a boolean. Methods that arrays and
strings share with other results (``slice``, ``concat``, ``at``, ``match``) type nothing. Called
through an optional chain (``tags?.split(',')``) it is that type or ``undefined``
(:func:`through_chain`): a field it fills may be left out.

Rule ``value.caller-type``: a parameter with no declared type and no default, every call chain
of which ends in a call passing a value (never in a function nothing here calls), is typed by
the values the callers pass (a caller leaving the argument out adds nothing): a string
``enum`` when each is fixed text and they hold two texts or more (``sort === 'title' ? 'asc'
: 'desc'``), else the one scalar type they all prove (``limit + 1`` a number, ``a === b`` a
boolean, an ``integer`` beside a ``number`` a number); values of several types or one that
proves none type nothing.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from code2skill.arithmetic import UNKNOWN_NUMBER, numeric_unknown
from code2skill.caller_chains import PASSED, Passed
from code2skill.coded_inputs import CASE_PATTERNS
from code2skill.values import TEST_REASON, AltV, LitV, ParamV, StrV, Text, UnknownV, Value, Where

NUMBER_OR_TEXT = "number-or-string"     # the resolver's kind of `x + 1`, x of unknown type
TEXT_CALL = "call:text"     # a trim or case method called on a call's unknown result
TEXT_SOURCES = frozenset({"call", "markup-write"})   # unknowns a text method makes text
SCALARS = frozenset({"string", "number", "integer", "boolean"})
TEXT_LIST = "call:text-list"        # rule value.builtin-result: String.prototype.split
DATE_TIME = "call:date-time"        # Date.prototype.toISOString
TEXT_RESULTS = frozenset({          # built-in methods returning a string, whatever defines them
    "toFixed", "toPrecision", "toExponential", "padStart", "padEnd", "charAt", "repeat",
    "substring", "substr", "normalize", "toDateString", "toTimeString", "toUTCString",
    "toLocaleDateString", "toLocaleTimeString", "toLocaleString"})
NUMBER_RESULTS = frozenset({        # … a number
    "indexOf", "lastIndexOf", "findIndex", "findLastIndex", "charCodeAt", "codePointAt",
    "localeCompare", "getTime", "getFullYear", "getMonth", "getDate", "getDay", "getHours",
    "getMinutes", "getSeconds", "getMilliseconds", "getTimezoneOffset", "getUTCFullYear",
    "getUTCMonth", "getUTCDate", "getUTCDay", "getUTCHours", "getUTCMinutes", "getUTCSeconds"})
BOOLEAN_RESULTS = frozenset({"startsWith", "endsWith", "includes", "some", "every"})  # … a boolean
RESULT_SCHEMAS = {TEXT_LIST: {"type": "array", "items": {"type": "string"}},
                  DATE_TIME: {"type": "string", "format": "date-time"}}


def converted_schema(value: Value | None) -> dict:
    """Rules ``value.converted-type``, ``value.builtin-result``: the JSON Schema the
    conversion or built-in method that made ``value`` proves (``{"type": "number"}``,
    ``{"type": "string"}``, ``{"type": "integer"}``, an array of strings, a ``date-time``
    string); ``{}`` for a value none made."""
    if numeric_unknown(value) or isinstance(value, UnknownV) and value.reason == NUMBER_OR_TEXT:
        return {"type": "number"}
    if isinstance(value, UnknownV) and value.reason == TEXT_CALL:
        return {"type": "string"}
    if isinstance(value, UnknownV) and value.reason in RESULT_SCHEMAS:
        return dict(RESULT_SCHEMAS[value.reason])
    if not isinstance(value, ParamV):
        return {}
    if value.path[-1:] == ("length",):
        return {"type": "integer"}
    if any(isinstance(code, str) and code in CASE_PATTERNS for code in value.coded):
        return {"type": "string"}
    return {}


def made_present(value: Value) -> bool:
    """Rules ``value.converted-type``, ``value.builtin-result``: whether ``value`` is a string
    or a list of strings a method made (``x.trim()`` of an unknown, ``x.split(',')``,
    ``d.toISOString()``), or the sum of a number and a value of unknown type (``event.oldIndex
    + index``, a number or a string): present whenever the request is made, since the method
    returned or the operator gave a value."""
    return isinstance(value, UnknownV) and value.reason in (TEXT_CALL, TEXT_LIST, DATE_TIME,
                                                            NUMBER_OR_TEXT)


def builtin_result(method: str, where: Where | None) -> UnknownV | None:
    """Rule ``value.builtin-result``: the unknown result, typed, of the built-in ``method``
    called at ``where`` on a value the resolver does not know (module docstring); ``None``
    for a method no built-in gives one type of result."""
    if method == "split":
        return UnknownV(TEXT_LIST, where)
    if method == "toISOString":
        return UnknownV(DATE_TIME, where)
    if method in TEXT_RESULTS:
        return UnknownV(TEXT_CALL, where)
    if method in NUMBER_RESULTS:
        return UnknownV(UNKNOWN_NUMBER, where)
    if method in BOOLEAN_RESULTS:
        return UnknownV(TEST_REASON + method, where)
    return None


def through_chain(typed: Value, callee: object, where: Where | None) -> Value:
    """Rule ``value.builtin-result``: ``typed``, the result of a built-in's method, or
    ``undefined`` too when ``callee`` is reached through an optional chain (``tags?.split``:
    a :class:`~code2skill.facts.Member` marked ``optional``)."""
    if getattr(callee, "optional", False):
        return AltV((typed, LitV(None, where)))
    return typed


def caller_schema(ends: Sequence[Passed], schema_of: Callable[[Value], dict]) -> dict:
    """Rule ``value.caller-type``: the schema the callers' values prove for a parameter whose
    call chains end in ``ends`` (:func:`~code2skill.caller_chains.passed_values`), each value
    typed by ``schema_of`` (a JSON Schema); ``{}`` when they prove none (module docstring)."""
    if not ends or any(end.end != PASSED for end in ends):
        return {}
    values = [end.value for end in ends if end.value is not None]
    if not values:
        return {}
    texts = [fixed_texts(value) for value in values]
    if any(blanked(group) for group in texts):
        return {"type": "string"}
    if all(group is not None for group in texts):
        listed = list(dict.fromkeys(text for group in texts for text in group or ()))
        return {"type": "string", "enum": listed} if len(listed) > 1 else {"type": "string"}
    types = [schema_of(value).get("type") for value in values]
    if not all(isinstance(kind, str) and kind in SCALARS for kind in types):
        return {}                   # (also a nullable ["number", "null"]: no one scalar)
    kinds = set(types)
    if kinds == {"integer", "number"}:
        return {"type": "number"}
    return {"type": kinds.pop()} if len(kinds) == 1 else {}


def sent_texts(schema: dict, values: Sequence[Value], partial: bool) -> dict:
    """Rule ``body.caller-shape``: ``schema`` (a member's, from the first caller's value) with
    the ``enum`` of the texts the callers' object literals send for that member, when each of
    ``values`` (every caller's) is fixed text and they hold two texts or more, or one that
    some caller leaves out (``partial``: ``createFlag(vm)`` beside ``createFlag(vm,
    {template: 'simple_boolean_flag'})``), as rule ``body.enum-values`` reads literals sent
    at the call sites themselves; ``schema`` itself otherwise (a value not fixed, a text
    the server renders, a schema of another type or with its own ``enum``)."""
    texts = [fixed_texts(value) for value in values]
    if not texts or any(group is None or blanked(group) for group in texts) \
            or schema.get("type", "string") != "string" or "enum" in schema:
        return schema
    listed = list(dict.fromkeys(text for group in texts for text in group or ()))
    return {**schema, "type": "string", "enum": listed} if len(listed) > 1 or partial \
        else schema


def fixed_texts(value: Value) -> tuple[str, ...] | None:
    """The texts ``value`` may be when each of its alternatives is fixed text (a string
    literal, a template without holes, a choice of them), else ``None``."""
    if isinstance(value, LitV):
        return (value.value,) if isinstance(value.value, str) else None
    if isinstance(value, StrV):
        if all(isinstance(part, Text) for part in value.parts):
            return ("".join(part.text for part in value.parts),)
        return None
    if isinstance(value, AltV) and value.options:
        groups = [fixed_texts(option) for option in value.options]
        return None if None in groups else tuple(text for group in groups for text in group)
    return None


def blanked(texts: tuple[str, ...] | None) -> bool:
    """Whether one of ``texts`` is spaces only: what a server template's expression leaves in
    a quoted attribute value once the view reader blanks it (``'@item.Kind'`` of a ``.cshtml``
    page), a value the server renders, never a text the caller chooses (rule
    ``value.caller-type``: such callers type their parameter as a string, no ``enum``)."""
    return texts is not None and any(text and not text.strip(" ") for text in texts)


def text_unknowns(value: Value, where: Where | None) -> Value:
    """Rule ``value.converted-type``: the receiver ``value`` of a trim or case method called at
    ``where``, each unknown a call or the user's entry made (:data:`TEXT_SOURCES`) taken as
    text (:data:`TEXT_CALL`: the method exists on strings only); other values as they are."""
    if isinstance(value, UnknownV) and value.reason in TEXT_SOURCES:
        return UnknownV(TEXT_CALL, where)
    if isinstance(value, AltV):
        return replace(value, options=tuple(text_unknowns(o, where) for o in value.options))
    return value
