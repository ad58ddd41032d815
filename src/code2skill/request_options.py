"""Rule ``body.request-options-member``: the body member of request options a function takes
from its caller and spreads into the request is no body of its own.

A generated client function (``deleteOrder(orderId, options?: RequestInit)`` →
``customFetch(url, {...options, method: 'DELETE'})``), or any wrapper passing its caller's
fetch or axios options on, lets the caller add request settings: headers, an abort signal,
credentials. The request options' ``body`` (fetch's ``RequestInit``, ofetch's
``FetchOptions``) or ``data`` (axios's ``AxiosRequestConfig``) member is then read off a
parameter no caller fills. That is no body the request sends: a body exists only where the
source sets ``body``/``data`` (``{...options, body: JSON.stringify(order)}``), or a caller
passes options that set it (the parameter is then replaced by the caller's value).

A *request-options parameter* is one declared with such a library type
(:data:`OPTIONS_TYPES`, also inside ``Partial<…>``, ``Omit<…>``, ``Readonly<…>`` or a union
with ``undefined``/``null``); a parameter typed otherwise (``params: SaveRequest`` whose
``params.data`` a wrapper sends) keeps its member as the body.
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.values import AltV, ParamV, Value

RULE = "body.request-options-member"
# the request-options types of fetch, ofetch/Nitro and axios, and the member each sends as the
# body
OPTIONS_TYPES = {"RequestInit": "body", "FetchOptions": "body", "NitroFetchOptions": "body",
                 "AxiosRequestConfig": "data", "RawAxiosRequestConfig": "data",
                 "InternalAxiosRequestConfig": "data"}
WRAPPERS = re.compile(r"^(?:Partial|Omit|Readonly|Pick)<\s*(.*?)\s*(?:,[^<>]*)?>$", re.S)
NOTHING = frozenset({"undefined", "null", "void"})


def options_type(type_text: str | None) -> str | None:
    """The request-options type ``type_text`` declares (``RequestInit | undefined`` →
    ``RequestInit``; ``Partial<AxiosRequestConfig>`` → ``AxiosRequestConfig``), else
    ``None`` (another type, or a union with another type)."""
    if not type_text:
        return None
    members = [m.strip() for m in type_text.split("|") if m.strip() not in NOTHING]
    if len(members) != 1:
        return None
    text = members[0]
    while (inner := WRAPPERS.match(text)) is not None:
        text = inner.group(1).strip()
    name = re.sub(r"<.*>$", "", text, flags=re.S).strip()
    return name if name in OPTIONS_TYPES else None


def options_member(value: Value | None) -> bool:
    """Whether ``value`` is the body member of a request-options parameter no caller filled
    (``ParamV(options, path=('body',), type_text='RequestInit | undefined')``)."""
    if not isinstance(value, ParamV) or len(value.path) != 1:
        return False
    kind = options_type(value.type_text)
    return kind is not None and value.path[0] == OPTIONS_TYPES[kind]


def without_options_members(body: Value | None) -> Value | None:
    """``body`` without the alternatives that are request-options members
    (:func:`options_member`): ``None`` when nothing else is left."""
    if isinstance(body, AltV):
        options = tuple(o for o in body.options if not options_member(o))
        if not options:
            return None
        return body if len(options) == len(body.options) else \
            options[0] if len(options) == 1 else replace(body, options=options)
    return None if options_member(body) else body
