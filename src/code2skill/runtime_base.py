"""Rule ``service.runtime-base``: a URL's leading value that the deployment supplies at run time
is the service's base URL, never a path segment or a Tool input.

The deployment tells a client where its backend lives in a handful of ways the source can show
but never fix: a build-time environment variable (``import.meta.env.BASE_URL``), a member of
``window`` or another page global the server writes into the page (``window.API_URL``,
``window.__CONFIG__.apiBase``), or the page's DOM (``document.querySelector('meta[name=
"baseUriPath"]').content``); a function returning one of these (``parseBasePath()``,
``getBasePath()``) returns a base too, and so does a platform's URL helper
(:mod:`code2skill.platform_urls`: ``generateUrl('/apps/news/feeds')`` of ``@nextcloud/router``
puts the server's web root in front of the path). Such a value opening a URL — first, or after the slashes
a join puts in front of it (`` `/${base}/api/x` ``, ``['', base, path].join('/')``) — is the
deployment's base URL. A fixed fallback beside it (``window.API_URL || '/api'``,
``el?.content ?? ''``, ``process.env.X || 'http://localhost:8080'``) is what the page uses when
the deployment sets nothing: an absolute URL or a rooted path there is an observed base URL (a
deployment reference), an empty text the page's own origin. A member of the empty object a guard
puts in place of a missing element (``(document.querySelector("base") || {}).href``) is no
fallback: the base is the element's (beside a value that is no element's, a member a
configuration object lacks, it decides nothing here).

A DOM read is provable only at the start of a URL: further in, ``document.getElementById('q')
.value`` is what a user typed, an input like any other (rule ``path.unresolved-segment`` leaves
it alone).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from code2skill.page_base_path import SOURCES, source_of as page_base_source
from code2skill.platform_urls import PLATFORM
from code2skill.values import (
    AltV, EnvV, HoleV, LibV, LitV, StrV, Text, UnknownV, Value, Where, deployment_global,
    first_where,
)

# ``UnknownV.reason`` prefix of a value read from the page's DOM (``document.…``): the member
# chain read, calls as ``()`` (``dom:document.querySelector().content``)
DOM = "dom:"
DOM_SOURCE = "the page's DOM "          # (the words for such a value, :func:`source_of`)
ENV = "environment variable "
PAGE_BASE_SOURCES = frozenset(SOURCES.values())
SCHEME = re.compile(r"^(https?:)?//", re.I)
MAX_DEPTH = 12
# the reason of a member read from an object that lacks it (also read as ``undefined``): the
# ``{}`` a guard puts in place of a missing element (``(document.querySelector('base') ||
# {}).href``) supplies no base
ABSENT = "no-member"
# reasons of the unknown value a call the resolver cannot follow (or that returns nothing it
# can read) evaluates to
UNRESOLVED_CALL = frozenset({"call", "no-return"})


@dataclass(frozen=True, slots=True)
class RuntimeBase:
    """A base the deployment supplies: ``sources`` describe where the page reads it (``the page
    global window.API_URL``, ``environment variable BASE_URL``, ``the page's DOM
    (document.querySelector().content)``), in source order; ``fallbacks`` the fixed absolute URLs
    or rooted paths the page falls back to, each with where it is written; ``same_origin``:
    an empty fallback (the page's own origin)."""

    sources: tuple[str, ...]
    fallbacks: tuple[tuple[str, Where | None], ...]
    same_origin: bool
    where: Where | None


def source_of(value: Value) -> str | None:
    """Words for a value the deployment supplies at run time, else ``None``."""
    if isinstance(value, EnvV):
        return f"{ENV}{value.name}"
    if page_base_source(value) is not None:      # Vite's or SvelteKit's base path
        return page_base_source(value)
    if deployment_global(value):
        return "the page global window." + ".".join(value.path)      # type: ignore[union-attr]
    # (a name the resolver found no declaration of is no proof of a page global: a local it
    # could not follow reads so too)
    if isinstance(value, UnknownV) and value.reason.startswith(DOM):
        return f"{DOM_SOURCE}({value.reason[len(DOM):]})"
    if isinstance(value, UnknownV) and value.reason.startswith(PLATFORM):
        return value.reason[len(PLATFORM):]          # rule value.platform-url
    return None


def runtime_base(value: Value) -> RuntimeBase | None:
    """The :class:`RuntimeBase` a URL's leading value is, when every alternative is either a
    value the deployment supplies (:func:`source_of`), a join of slashes and such values, or a
    fixed fallback (empty, a rooted path or an absolute URL), and one at least is supplied at
    run time, not only at build time; else ``None`` (environment variables alone are rule
    ``service.env``'s)."""
    sources: list[str] = []
    fallbacks: list[tuple[str, Where | None]] = []
    empty = [False, False]             # (an empty fallback; a guard's absent member)
    if not collect(value, sources, fallbacks, empty, 0) or not sources \
            or all(s.startswith(ENV) or s in PAGE_BASE_SOURCES for s in sources) \
            or empty[1] and not all(s.startswith(DOM_SOURCE) for s in sources):
        return None    # (environment variables alone: rule service.env; the page's base path
        #              alone: rule service.page-base-path; an absent member beside anything
        #              but an element's: a configuration object that lacks it)
    return RuntimeBase(tuple(dict.fromkeys(sources)), tuple(dict.fromkeys(fallbacks)),
                       empty[0], first_where(value))


def collect(value: Value, sources: list[str], fallbacks: list, empty: list[bool],
            depth: int, defined: Callable[[Value], str | None] | None = None) -> bool:
    """Gather the sources and fallbacks of one value into the lists; ``False`` when some
    alternative is neither. ``defined`` gives words for further kinds of source (rule
    ``service.deployment-prefix``: a build-time constant), or ``None`` for a value it does not
    take."""
    if depth > MAX_DEPTH:
        return False
    if isinstance(value, AltV):
        return all(collect(o, sources, fallbacks, empty, depth + 1, defined)
                   for o in value.options)
    found = source_of(value) or (defined(value) if defined else None)
    if found is not None:
        sources.append(found)
        return True
    if isinstance(value, UnknownV) and value.reason == ABSENT or \
            isinstance(value, LitV) and value.value is None and not value.null:
        empty[1] = True          # `(document.querySelector('base') || {}).href`: the guard
        return True
    if not isinstance(value, StrV):
        return False
    holes = [p for p in value.parts if isinstance(p, HoleV)]
    texts = "".join(p.text for p in value.parts if isinstance(p, Text))
    if not holes:
        text = texts.strip()
        if not text.strip("/"):
            empty[0] = True
        elif text.startswith("/") or SCHEME.match(text):
            fallbacks.append((text.rstrip("/") or "/", first_where(value)))
        else:
            return False
        return True
    if texts.strip("/"):             # a base joined to more path: not a base alone
        return False
    return all(collect(h.value, sources, fallbacks, empty, depth + 1, defined) for h in holes)


def leading(parts: list, index: int) -> bool:
    """Whether the part at ``index`` of a URL opens it: every part before it is a fixed text
    of slashes only (`` `/${base}/x` ``, ``['', base, p].join('/')``)."""
    return all(isinstance(p, Text) and not p.text.strip("/") for p in parts[:index])


def configured(value: Value | None) -> bool:
    """Rule ``service.unresolved-base`` (a base read from configuration): whether every
    alternative of ``value`` is one the program reads from configuration it does not hold — a
    member of a module or package outside the program (``Project.api`` of
    ``import Project from './project'``, a file the build writes from a per-environment copy), a
    page global (``window.API``), a build-time variable, or what a call the resolver cannot
    follow returns (``Utils.getSDKEndpoint()`` on a page global) — never a parameter's value,
    a fixed text or an object. Such a value opening a URL right before more path
    (`` `${Utils.getSDKEndpoint()}flags/` ``: it ends with the slash itself) is a base."""
    options = value.options if isinstance(value, AltV) else (value,)
    return bool(options) and all(
        isinstance(o, EnvV) or deployment_global(o)
        or isinstance(o, LibV) and bool(o.path) and o.lib != "global"
        or isinstance(o, UnknownV) and o.reason != "no-member" for o in options)
