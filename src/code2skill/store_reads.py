"""Rule ``value.store-read``: a read of a browser cookie or storage key is a value the
client holds, never a caller's argument.

``Cookies.get('remote_user')`` (js-cookie), ``localStorage.getItem('email')``,
``window.sessionStorage.getItem('g')``, ``this.cookieService.get('who')``: the call reads a
value an earlier sign-in, the server or the page stored in the browser. It evaluates to an
unknown value whose reason is :data:`STORE_READ` followed by the key (empty when the key is
not fixed text), so later passes can tell it from a call the resolver could not follow
(:func:`reads_store`). The object is a store when its dotted name names a cookie or storage
library (:func:`~code2skill.extractors.cookie_stores.is_store`) and the method reads
(:data:`READ_METHODS`); a server event's ``cookies.get`` (SvelteKit) is its own rule's.
"""
from __future__ import annotations

from code2skill.extractors.cookie_stores import is_store
from code2skill.facts import Expr, Member, Ref
from code2skill.values import AltV, HoleV, LibV, StrV, Text, UnknownV, Value

STORE_READ = "store-read:"
READ_METHODS = frozenset({"get", "getitem", "getjson", "getobject", "read"})
SERVER_LIBRARIES = frozenset({"@sveltejs/kit", "js"})   # request cookies, built-ins


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


def store_read(callee: Value, callee_expr: Expr, args: tuple[Value, ...]) -> str | None:
    """The unknown value's reason for a call of ``callee`` (written ``callee_expr``) with
    ``args`` when it reads a cookie or storage key (``store-read:remote_user``), else
    ``None``. Only a library value or an unknown callee counts (a parameter's ``get`` may be
    anything)."""
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
    key = args[0] if args else None
    fixed = isinstance(key, StrV) and all(isinstance(p, Text) for p in key.parts)
    return STORE_READ + ("".join(p.text for p in key.parts) if fixed else "")


def reads_store(value: Value | None, depth: int = 0) -> bool:
    """Whether any part of ``value`` (through string holes and alternatives) is a cookie or
    storage read (:func:`store_read`)."""
    if value is None or depth > 8:
        return False
    if isinstance(value, UnknownV):
        return value.reason.startswith(STORE_READ)
    if isinstance(value, StrV):
        return any(isinstance(p, HoleV) and reads_store(p.value, depth + 1) for p in value.parts)
    if isinstance(value, AltV):
        return any(reads_store(o, depth + 1) for o in value.options)
    return False

