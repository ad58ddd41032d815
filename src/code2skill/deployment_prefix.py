"""Rule ``service.deployment-prefix``: a path prefix the deployment fixes, read at module level
and written into a URL builder, is part of the service's base URL binding, never a path
parameter, a Tool input or a word of a Tool's name.

A client served under a reverse-proxy prefix often keeps that prefix in a module-level value
no caller passes: a build-time constant the bundler defines (``let prefix = AKHQ_PREFIX_PATH``,
an undeclared ``SCREAMING_CASE`` name, with ``'/'`` when it is unset), returned by a function of
no argument (``export const basePath = prefix()``), and joins it to the page's origin or an
environment variable that replaces the origin (`` `${baseUrl + basePath}/api` ``, ``baseUrl =
import.meta.env.VITE_BASE_URL || `${location.protocol}//${location.host}` ``) or writes it
alone before a path (`` `${basePath}/login` ``). Both are one service whose base URL is the
origin and the prefix: the Host binds it once; ``/api/…`` and ``/login`` are paths under it.

A value any caller fills (a parameter: `` `/${tenant}/api/x` ``) supplies nothing of the
deployment and stays a path parameter; a value the resolver knows only as what a call it cannot
follow returns is a prefix only when its name says base or prefix (``basePath``).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from code2skill.provided_base import provided_source
from code2skill.runtime_base import UNRESOLVED_CALL, RuntimeBase, collect, runtime_base
from code2skill.values import AltV, EnvV, HoleV, StrV, Text, UnknownV, Value, first_where

# an undeclared name spelled as a constant the bundler defines (``AKHQ_PREFIX_PATH``,
# ``__BASE_PATH__``)
BUILD_CONSTANT = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|__[A-Za-z0-9_]+__")
BUILD_SOURCE = "the build-time constant "
RULE = "service.deployment-prefix"
PREFIX_SOURCE = "a prefix a call code2skill could not follow returns"
UNRESOLVED = "unresolved:"
# reasons of what a call returns that a base-named prefix may hold: a call the resolver cannot
# follow, or a method of a library value (``window.baseURL.replace(/\/+$/, '')``, a page
# global the server page sets, trimmed)
PREFIX_CALLS = UNRESOLVED_CALL | {"library-call"}


def build_constant(value: Value) -> str | None:
    """Words for an undeclared name spelled as a build-time constant (``the build-time constant
    AKHQ_PREFIX_PATH``), else ``None``."""
    if not isinstance(value, UnknownV) or not value.reason.startswith(UNRESOLVED):
        return None
    name = value.reason[len(UNRESOLVED):]
    return BUILD_SOURCE + name if BUILD_CONSTANT.fullmatch(name) else None


def deployment_prefix(value: Value, prefix_name: str | None) -> RuntimeBase | None:
    """The :class:`~code2skill.runtime_base.RuntimeBase` a prefix value is when its
    alternatives are build-time constants (:func:`build_constant`), values the deployment
    supplies (:func:`~code2skill.runtime_base.source_of`), values the page's own server
    provides (:func:`~code2skill.provided_base.provided_source`: ``window.baseURL =
    '{{.BaseURL}}'`` in the page template's inline script) and fixed fallbacks (``'/'``: the
    origin's root) — or, for a value named as a base or a prefix (``prefix_name``, ``None``
    for any other name), what calls the resolver cannot follow return (``prefix()`` of a page
    script's global, a method of a constant: ``prefix.substr(-1)``, of a page global:
    ``window.baseURL.replace(…)``, :data:`PREFIX_CALLS`) — one at least not a fixed
    text; ``None`` for any other value (a parameter anywhere in it)."""
    def words(option: Value) -> str | None:
        if isinstance(option, UnknownV) and option.reason in PREFIX_CALLS and prefix_name:
            return f"{prefix_name}, {PREFIX_SOURCE}"
        return build_constant(option) or provided_source(option)

    sources: list[str] = []
    fallbacks: list = []
    empty = [False, False]
    if not collect(value, sources, fallbacks, empty, 0, words) or not sources:
        return None
    return RuntimeBase(tuple(dict.fromkeys(sources)), tuple(dict.fromkeys(fallbacks)),
                       empty[0], first_where(value))


def origin_or_override(value: Value, page_origin: Callable[[Value], bool]) -> bool:
    """Whether ``value`` is the page's origin (``page_origin``, a predicate) or an environment
    variable that replaces it, the origin being the fallback (``import.meta.env.VITE_BASE_URL
    || `${location.protocol}//${location.host}` ``, ``process.env.API || ''``): the value a
    deployment prefix follows."""
    options = value.options if isinstance(value, AltV) else (value,)
    fallbacks = [o for o in options if not isinstance(o, EnvV)]
    return bool(fallbacks) and all(
        page_origin(o) or isinstance(o, StrV) and all(
            isinstance(p, Text) and not p.text for p in o.parts)
        for o in fallbacks)


def prefix_after_origin(parts: list[Text | HoleV], page_origin: Callable[[Value], bool],
                        named: Callable[[str | None], bool]
                        ) -> tuple[HoleV, RuntimeBase, list[Text | HoleV]] | None:
    """The prefix hole, its base and the path after it when a URL opens with the page's origin
    or its override (:func:`origin_or_override`) and then — at once or after the slash a join
    puts between them (``location.origin + '/' + window.baseURL``) — a value the deployment
    supplies (a deployment prefix, :func:`deployment_prefix`, or a base read at run time,
    :func:`~code2skill.runtime_base.runtime_base`), followed by a path
    (`` `${baseUrl + basePath}/api/x` ``); ``None`` otherwise."""
    if not parts or not isinstance(parts[0], HoleV) \
            or not origin_or_override(parts[0].value, page_origin):
        return None
    at = 2 if len(parts) > 1 and isinstance(parts[1], Text) and parts[1].text \
        and not parts[1].text.strip("/") else 1
    if len(parts) < at + 2 or not isinstance(parts[at], HoleV) \
            or not isinstance(parts[at + 1], Text) or not parts[at + 1].text.startswith("/"):
        return None
    hole = parts[at]
    found = deployment_prefix(hole.value, hole.name if named(hole.name) else None) \
        or runtime_base(hole.value)
    return (hole, found, parts[at + 1:]) if found is not None else None
