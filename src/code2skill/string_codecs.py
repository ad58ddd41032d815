"""Rule ``value.string-codec``: a string built-in that changes a text (case, URI and form
encoding) computed as JavaScript does, also on a value a caller gives later.

``s.toLowerCase()``, ``s.toUpperCase()`` (and their ``toLocale…`` forms), ``s.trim()`` (and
``trimStart``/``trimEnd``: the white space and line terminators ECMA-262 names),
``encodeURIComponent(s)``, ``encodeURI(s)``, ``decodeURIComponent(s)`` and the form encoding
a ``URLSearchParams`` applies to each of its names and values (``form``: the
``application/x-www-form-urlencoded`` serialiser, a space as ``+``) are *codes*. Applied to a
value (:func:`coded`):

* a fixed text is changed as JavaScript changes it (``'Users'.toLowerCase()`` → ``users``,
  form ``'a b&c=d'`` → ``a+b%26c%3Dd``); one JavaScript refuses (a lone surrogate, a
  malformed escape: ``URIError``) is an unknown value;
* a member picked by a key a caller decides (``PATHS[kind]``) has each member changed;
* a function's parameter keeps the code (:attr:`code2skill.values.ParamV.coded`), applied to
  what each caller passes once the call is resolved: ``const endpoint = (e) => '/api/' +
  e.toLowerCase()`` called with ``'Users'`` is ``/api/users``, never ``/api/Users``;
* a string's fixed parts are changed and its parameter holes keep the code; a hole of any
  other unknown value stays as it is (what a Tool input holds is sent by the HTTP client);
* a number's text is URI- or form-encoded; a number's case cannot change (JavaScript has no
  such method on a number: a ``TypeError``), so it is unknown; ``null``/absent stays absent.

A literal query string's ``%xx`` escapes (and so an encoded value) are decoded once when
the query is split into parameters (:func:`query_decoded`), so a binding holds the value the
server reads, and an export encodes it once.
"""
from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import quote, unquote, unquote_plus

from code2skill.regex_replace import RegexCode
from code2skill.values import (AltV, ChoiceV, HoleV, LitV, ObjV, ParamV, StrV, Text, UnknownV,
                               Value, first_where, js_number_text, text_of)

RULE = "value.string-codec"
CASE_METHODS = {"toUpperCase": str.upper, "toLowerCase": str.lower,
                "toLocaleUpperCase": str.upper, "toLocaleLowerCase": str.lower}
# ECMA-262 WhiteSpace and LineTerminator: what String.prototype.trim removes
JS_SPACE = ("\t\n\v\f\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
            "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff")
TRIM_METHODS = {"trim": lambda t: t.strip(JS_SPACE), "trimStart": lambda t: t.lstrip(JS_SPACE),
                "trimEnd": lambda t: t.rstrip(JS_SPACE)}
# the methods of a string that change its text and take no argument
TEXT_METHODS = {**CASE_METHODS, **TRIM_METHODS}
# the characters each JavaScript URI encoder leaves as they are, beside letters, digits and
# ``-_.~`` (ECMA-262 Encode: uriUnreserved, plus uriReserved and ``#`` for encodeURI)
URI_CODECS = {"encodeURIComponent": "!*'()", "encodeURI": "!*'();,/?:@&=+$#",
              "decodeURIComponent": None}
BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")
FORM = "form"                    # URLSearchParams' serialiser
FORM_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._")


def form_text(text: str) -> str | None:
    """``text`` as ``URLSearchParams`` serialises a name or a value (WHATWG
    application/x-www-form-urlencoded: letters, digits and ``*-._`` kept, a space ``+``,
    anything else the ``%XX`` of its UTF-8 bytes); ``None`` for a lone surrogate."""
    try:
        return "".join(ch if ch in FORM_SAFE else "+" if ch == " " else
                       "".join(f"%{b:02X}" for b in ch.encode("utf-8")) for ch in text)
    except UnicodeEncodeError:
        return None


def text_coded(text: str, code: str) -> str | None:
    """``text`` with ``code`` applied, or ``None`` where JavaScript throws."""
    if code in TEXT_METHODS:
        return TEXT_METHODS[code](text)
    if code == FORM:
        return form_text(text)
    if code == "decodeURIComponent":
        if BAD_ESCAPE.search(text):
            return None
        try:
            return unquote(text, errors="strict")
        except UnicodeDecodeError:
            return None
    try:
        return quote(text, safe=URI_CODECS[code])
    except UnicodeEncodeError:                      # a lone surrogate
        return None


def coded(value: Value, code: str | RegexCode) -> Value:
    """``value`` with the string built-in ``code`` applied (see the module): fixed texts
    changed, parameters keeping the code for their callers, other unknown holes kept; a
    :class:`~code2skill.regex_replace.RegexCode` a parameter kept is its regular-expression
    replacement (rule ``value.regex-replace``), a
    :class:`~code2skill.deferred_helpers.HelperCode` its string helper (rule
    ``value.string-helper``)."""
    if not isinstance(code, str):               # a RegexCode, a deferred string helper
        return code.applied(value)
    if isinstance(value, AltV):
        return replace(value, options=tuple(coded(o, code) for o in value.options))
    if isinstance(value, ParamV):
        return replace(value, coded=value.coded + (code,))
    if isinstance(value, ChoiceV):              # PATHS[kind]: each member the key may pick
        return replace(value, options=tuple((k, coded(v, code)) for k, v in value.options))
    if isinstance(value, LitV):
        if value.value is None:
            return value
        if code in TEXT_METHODS:                    # no such method on a number
            return UnknownV("number-case", value.where)
        value = StrV((Text(js_number_text(value.value), value.where),))
    if not isinstance(value, StrV):
        return value
    whole = text_of(value)
    if code == "decodeURIComponent" and whole is None:
        return value                  # an escape may span a hole: as the source has it
    parts: list[Text | HoleV] = []
    for part in value.parts:
        text = text_coded(part.text, code) if isinstance(part, Text) else None
        if isinstance(part, HoleV):
            parts.append(replace(part, value=coded(part.value, code)))
        elif text is not None and code != "decodeURIComponent":
            parts.append(replace(part, text=text))
        else:                         # an escape or a surrogate pair across two literals
            text = text_coded(whole, code) if whole is not None else None
            return StrV((Text(text, first_where(value)),)) if text is not None \
                else UnknownV("uri-error", first_where(value))
    return StrV(tuple(parts))


def json_copy(value: Value) -> Value | None:
    """Rule ``value.json-copy``: ``JSON.parse`` of the JSON text :func:`json_text` made of an
    object or a function's parameter (``filter = JSON.parse(JSON.stringify(filter))``, a deep
    copy that drops undefined members) is that object again, no longer marked as text; each
    alternative alike. ``None`` for a text no such object made (what the parse gives is then
    unknown)."""
    if isinstance(value, (ObjV, ParamV)) and value.serialised:
        return replace(value, serialised=False)
    if isinstance(value, AltV):
        copies = [json_copy(o) for o in value.options]
        return replace(value, options=tuple(copies)) if all(copies) else None
    return None


def plain_json_call(rest: list[Value]) -> bool:
    """Rule ``value.json-copy``: whether the argument after the value of a ``JSON.stringify``
    or ``JSON.parse`` call (``rest``: none, or that one) leaves the text the value makes, or
    the value the text holds: absent, ``null`` or ``undefined``, which the engine ignores. A
    replacer (a function, or a list of the keys kept: ``JSON.stringify(filter, ['page'])``)
    or a reviver (``JSON.parse(text, (k, v) => k === 'q' ? undefined : v)``) may drop,
    rename or change any member, so what such a call gives is unknown."""
    return not rest or isinstance(rest[0], LitV) and rest[0].value is None


def json_text(value: Value) -> Value:
    """Rule ``body.json-string``: ``JSON.stringify(value)`` as a body: an object marked as
    the JSON text made of it (:attr:`~code2skill.values.ObjV.serialised`), a function's
    parameter marked so for the object each caller passes (``JSON.stringify(params.body)``
    in a fetch wrapper: :attr:`~code2skill.values.ParamV.serialised`), each alternative
    alike; any other value as it is."""
    if isinstance(value, (ObjV, ParamV)):
        return replace(value, serialised=True)
    if isinstance(value, AltV):
        return replace(value, options=tuple(json_text(o) for o in value.options))
    return value


def is_json_text(value: Value | None) -> bool:
    """Whether ``value`` is a parameter sent as the JSON text of what its callers pass
    (:func:`json_text`)."""
    return isinstance(value, ParamV) and value.serialised


def all_coded(value: Value, codes: tuple[str | RegexCode, ...]) -> Value:
    """``value`` with each of ``codes`` applied in order (a parameter's, once a caller
    gives it)."""
    for code in codes:
        value = coded(value, code)
    return value


def query_decoded(text: str) -> str | None:
    """A name or value of a literal query string as the server reads it: ``+`` a space and
    each ``%xx`` escape decoded once (``100%25`` → ``100%``, ``a%20b%26c`` → ``a b&c``);
    ``None`` when the escapes are no UTF-8 text."""
    try:
        return unquote_plus(text, errors="strict")
    except UnicodeDecodeError:
        return None


__all__ = ["CASE_METHODS", "FORM", "JS_SPACE", "TEXT_METHODS", "TRIM_METHODS", "RULE", "URI_CODECS", "all_coded", "coded", "form_text",
           "query_decoded", "text_coded"]
