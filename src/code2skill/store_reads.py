"""Rule ``value.store-read``: a read of a browser cookie or storage key is a value the
client holds, never a caller's argument.

``Cookies.get('remote_user')`` (js-cookie), ``localStorage.getItem('email')``,
``window.sessionStorage.getItem('g')``, ``this.cookieService.get('who')``: the call reads a
value an earlier sign-in, the server or the page stored in the browser. It evaluates to an
unknown value whose reason is :data:`STORE_READ` followed by the key (empty when the key is
not fixed text), so later passes can tell it from a call the resolver could not follow
(:func:`reads_store`). The reason is ``store-read:<kind>:<key>``: the kind of store
(:func:`store_kind`: ``cookie``, ``localStorage``, ``sessionStorage``, ``storage``) and the
key, read back by :func:`stored_key`. ``JSON.parse`` of such a read is the stored object
(:func:`parsed_store`) and a member of it (``JSON.parse(localStorage.getItem('user')).id``) is
read from the same key: the reason goes on with ``|`` and the member path (``store-read:
localStorage:user|id``, :func:`stored_member`). The object is a store when its dotted name names a cookie or storage
library (:func:`~code2skill.extractors.cookie_stores.is_store`) and the method reads
(:data:`READ_METHODS`); a server event's ``cookies.get`` (SvelteKit) is its own rule's.
"""
from __future__ import annotations

from typing import Callable

import re

from code2skill.extractors.cookie_stores import is_store
from code2skill.facts import Expr, Member, Ref
from code2skill.redact import (
    CLASS_RUN, ENTROPY_MIN_SWITCHES, is_credential_position, looks_secret, words_of,
)
from code2skill.values import AltV, HoleV, LibV, LitV, StrV, Text, UnknownV, Value, text_of

STORE_READ = "store-read:"
READ_METHODS = frozenset({"get", "getitem", "getjson", "getobject", "read"})
SERVER_LIBRARIES = frozenset({"@sveltejs/kit", "js"})   # request cookies, built-ins
# the kind of store a receiver's dotted name names, first match wins
STORE_KINDS = ((re.compile(r"(?i)cookie"), "cookie"),
               (re.compile(r"(?i)session[-_]?storage"), "sessionStorage"),
               (re.compile(r"(?i)local[-_]?storage"), "localStorage"))
# browser globals whose members are storage keys (``localStorage.email``)
STORAGE_GLOBALS = frozenset({"localStorage", "sessionStorage"})
# members of a Storage object that are no keys
STORAGE_METHODS = frozenset({"getItem", "setItem", "removeItem", "clear", "key", "length"})
OPAQUE_MIN_LENGTH = 8
# in a store read's reason, what follows is the member path of the parsed stored object
MEMBER = "|"
# words of a store key or request field that name a choice the page remembers between visits
# (the last search, a sort order, a page size, a view): the user's, so the Agent's, choice
CHOICE_WORDS = frozenset({
    "search", "query", "q", "filter", "filters", "sort", "sortby", "order", "orderby",
    "page", "size", "limit", "offset", "view", "mode", "layout", "tab", "category",
    "categories", "column", "columns", "theme", "zoom", "collapsed", "expanded", "preferred",
    "preference", "preferences", "settings", "recent", "history", "draft"})


def store_kind(owner: str) -> str:
    """The kind of store ``owner`` names (``js-cookie.default`` → ``cookie``,
    ``window.localStorage`` → ``localStorage``); ``storage`` for another key-value store
    (``localforage``)."""
    return next((kind for pattern, kind in STORE_KINDS if pattern.search(owner)), "storage")


def parsed_store(value: Value) -> UnknownV | None:
    """``JSON.parse`` of ``value``: the stored object when ``value`` reads a cookie or storage
    key (its reason ends in ``|``, so members may follow), else ``None``."""
    if not isinstance(value, UnknownV) or not value.reason.startswith(STORE_READ):
        return None
    return value if MEMBER in value.reason else UnknownV(value.reason + MEMBER, value.where)


def stored_member(obj: Value, prop: str) -> UnknownV | None:
    """Member ``prop`` of a parsed stored object (:func:`parsed_store`), read from the same
    key, else ``None``."""
    if not isinstance(obj, UnknownV) or not obj.reason.startswith(STORE_READ) or \
            MEMBER not in obj.reason:
        return None
    joined = "" if obj.reason.endswith(MEMBER) else "."
    return UnknownV(f"{obj.reason}{joined}{prop}", obj.where)


def stored_key(reason: str) -> tuple[str, str] | None:
    """``(kind, key)`` of a :func:`store_read` reason (``store-read:cookie:remote_user`` →
    ``('cookie', 'remote_user')``; the key is empty when not fixed text), else ``None``."""
    if not reason.startswith(STORE_READ):
        return None
    kind, _, key = reason[len(STORE_READ):].partition(":")
    return kind, key


def secret_key(key: str) -> bool:
    """Whether a store key looks like a secret itself, so it is never shown: a credential's
    name (``token``, ``sid``: :func:`~code2skill.redact.is_credential_position`), a secret by
    its shape (:func:`~code2skill.redact.looks_secret`), or an opaque run of at least
    :data:`OPAQUE_MIN_LENGTH` letters and digits holding two lower-case letters, two
    capitals and two digits whose character class changes as often as a random key's
    (``Ck28Nm2JzCq2``; ``userId2`` and ``remote_email`` are words)."""
    if is_credential_position("field", key) or looks_secret(key):
        return True
    if len(key) < OPAQUE_MIN_LENGTH or not key.isalnum():
        return False
    classes = (sum(c.islower() for c in key), sum(c.isupper() for c in key),
               sum(c.isdigit() for c in key))
    return min(classes) >= 2 and \
        len(CLASS_RUN.findall(key)) - 1 >= ENTROPY_MIN_SWITCHES * (len(key) - 1)


def stored_expression(kind: str, key: str) -> str:
    """Where the client reads a stored value, for a reviewer: ``cookie 'remote_user'``,
    ``localStorage 'email'``, ``localStorage 'user' member id``; the kind alone when
    the key is not fixed or it or a member looks secret (:func:`secret_key`)."""
    key, _, member = key.partition(MEMBER)
    if not key or any(secret_key(k) for k in (key, *member.split(".")) if k):
        return kind
    return f"{kind} '{key}'" + (f" member {member}" if member else "")


def receiver_names(expr: Expr) -> tuple[str, ...] | None:
    """``this.cookieService.get`` → ``('this', 'cookieService', 'get')``; ``None`` for a
    callee that is no plain member chain."""
    names: list[str] = []
    while isinstance(expr, Member):
        names.append(expr.prop)
        expr = expr.obj
    if not isinstance(expr, Ref):
        return None
    names.append(expr.name)
    return tuple(reversed(names))


def store_read(callee: Value, callee_expr: Expr, key_of: Callable[[], Value]) -> str | None:
    """The unknown value's reason for a call of ``callee`` (written ``callee_expr``) whose
    first argument ``key_of()`` gives (evaluated only for a store's read method) when it
    reads a cookie or storage key (``store-read:remote_user``), else ``None``. Only a library
    value or an unknown callee counts (a parameter's ``get`` may be anything)."""
    if isinstance(callee, LibV) and callee.lib not in SERVER_LIBRARIES and callee.path:
        owner = ".".join((() if callee.lib == "global" else (callee.lib,)) + callee.path[:-1])
        method = callee.path[-1]
    elif isinstance(callee, UnknownV) and (names := receiver_names(callee_expr)) \
            and len(names) > 1:
        owner, method = ".".join(names[:-1]), names[-1]
    else:
        return None
    if method.lower() not in READ_METHODS or not is_store(owner):
        return None
    key = key_of()
    fixed = isinstance(key, StrV) and all(isinstance(p, Text) for p in key.parts)
    return f"{STORE_READ}{store_kind(owner)}:" + \
        ("".join(p.text for p in key.parts) if fixed else "")


def stored_read(value: Value) -> tuple[str, str] | None:
    """``(kind, key)`` when ``value`` is one read of a cookie or storage key: a
    :func:`store_read` call, or a member of the browser's storage
    (``localStorage.email``, ``window.sessionStorage.g``); else ``None``."""
    if isinstance(value, UnknownV):
        found = stored_key(value.reason)
        if found is not None or not value.reason.startswith("unresolved:"):
            return found
        path = tuple(value.reason.split(":", 1)[1].split("."))
    elif isinstance(value, LibV) and value.lib == "global":
        path = value.path
    else:
        return None
    path = path[1:] if path[:1] == ("window",) else path
    if len(path) == 2 and path[0] in STORAGE_GLOBALS and path[1] not in STORAGE_METHODS:
        return path[0], path[1]
    return None


def unshown_name(name: str, value: Value) -> str:
    """The ``name`` of a path parameter or interpolated query value read from ``value``,
    when it shows a secret-looking store key (:func:`secret_key`), replaced by the store's
    kind (``{Ck28Nm2JzCq2}`` → ``{cookie_value}``, ``{stored_value}``), so the key is never
    shown; any other ``name`` as it is."""
    read = stored_read(value)
    key = read[1].partition(MEMBER)[0] if read else ""
    if not key or not secret_key(key) or (
            key not in name and re.sub(r"[^A-Za-z0-9_]", "_", key).strip("_") != name):
        return name
    return "cookie_value" if read[0] == "cookie" else "stored_value"


def stored_keys(value: Value | None, depth: int = 0) -> list[str]:
    """The keys of the cookie and storage reads ``value`` is built from (through string
    holes and alternatives; an unfixed key is ``''``)."""
    if value is None or depth > 8:
        return []
    if isinstance(value, StrV):
        return [k for p in value.parts if isinstance(p, HoleV)
                for k in stored_keys(p.value, depth + 1)]
    if isinstance(value, AltV):
        return [k for o in value.options for k in stored_keys(o, depth + 1)]
    read = stored_read(value) if isinstance(value, (UnknownV, LibV)) else None
    return [] if read is None else [read[1]]


def remembered_choice(value: Value, field_: str) -> bool:
    """Whether request field ``field_`` sent with ``value`` is a choice the page remembers
    in the browser (:data:`CHOICE_WORDS` among the words of the field or of a store key it
    reads: ``filter`` from ``localStorage 'currentSearch'``, ``sortby`` from ``'indexSort'``;
    or a stored toggle, :func:`stored_toggle`): the Agent's to make, not the session's, so it
    is no context reference of rule ``context.stored-value``."""
    return stored_toggle(value) or any(CHOICE_WORDS.intersection(words_of(name))
                                       for name in [field_, *stored_keys(value)] if name)


BOOLEAN_TEXTS = frozenset({"true", "false"})


def stored_toggle(value: Value | None, depth: int = 0) -> bool:
    """Whether ``value`` (through string holes) is a cookie or storage read that falls back
    to a boolean (``$.cookies.get('sys') || 'false'``, ``localStorage.getItem('wide') ??
    false``): an on/off setting the page keeps for the user, which no sign-in stores."""
    if value is None or depth > 8:
        return False
    if isinstance(value, StrV):
        return any(isinstance(p, HoleV) and stored_toggle(p.value, depth + 1)
                   for p in value.parts)
    if not isinstance(value, AltV):
        return False
    return any(reads_store(o) for o in value.options) and any(
        isinstance(o, LitV) and isinstance(o.value, bool) or text_of(o) in BOOLEAN_TEXTS
        for o in value.options)


def reads_store(value: Value | None, depth: int = 0) -> bool:
    """Whether any part of ``value`` (through string holes and alternatives) is a cookie or
    storage read (:func:`store_read`)."""
    if value is None or depth > 8:
        return False
    if isinstance(value, (UnknownV, LibV)):
        return stored_read(value) is not None
    if isinstance(value, StrV):
        return any(isinstance(p, HoleV) and reads_store(p.value, depth + 1) for p in value.parts)
    if isinstance(value, AltV):
        return any(reads_store(o, depth + 1) for o in value.options)
    return False

