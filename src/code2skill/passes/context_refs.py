"""Pass helper: request values the client takes from its own context, never from the Agent.

Rule ``context.page-address``: a body or query value built only from the page's own address
(``location.href``, ``window.location.origin``, ``document.URL``, ``document.referrer``), the
current route of a router (``usePathname()``, ``useSearchParams()``, ``useLocation()``,
``useRoute()``), and deployment configuration (``process.env.X``, ``import.meta.env.X``),
joined with fixed text, is no Tool input: the Agent cannot know the page a user is on, and a
base URL or host is never an input (lint ``C2S-L006``). Such a value is a context reference
(``contextReferences[]``: what the host fills in, and where the client reads it) and the
request binding names it (``Binding.context``). A value with any other part (a parameter, a
response field, an unknown) is not context: it stays an input.

Rule ``context.route-parameter``: a path or body value read from one parameter of the current
route (``useParams().teamId``, ``useRoute().params.id``; :func:`code2skill.extractors.routers.
route_parameter`) stays an input, since an Agent has no page to take it from, and the
capability gets a context reference of the same name saying where the client takes it, so
the Skill tells the Agent to supply the item the user means (:func:`route_reference`).

Rule ``context.runtime-header``: a header the client fills from its own runtime environment,
not from the caller (:func:`runtime_header`), is a context reference of kind ``runtime``: the
user's locale, language or time zone (``'Accept-Language': i18n.language``, ``'X-Timezone':
Intl.DateTimeFormat().resolvedOptions().timeZone``, ``navigator.language``, a locale store), or
any header read from the browser's ``navigator``/``Intl``. A value that reads a parameter of
the request function is the caller's: it stays an input.

Rule ``context.page-global``: a header the client fills from a member of ``window`` the page
itself sets (``'trilium-component-id': window.glob.componentId``, ``'X-Project':
window.currentProject.id``; not one browsers define) is the page's state, which an Agent has no
page to read: a context reference of kind ``page-global`` naming the expression, for the Host
to fill (the current project, a client instance id), never a Tool input.

Rule ``context.stored-value``: a path segment, query parameter or body field the client
fills from a cookie or browser storage (``Cookies.get('remote_user')``,
``localStorage.getItem('userId')``, ``sessionStorage.email``; rule ``value.store-read``) is
the signed-in session's value, not the Agent's choice (unless the field or the key names a
choice the page remembers between visits: a last search, a sort order, a page size, which
stays an input): a context reference of kind
``stored`` naming the store and key (the store alone when the key looks secret,
:func:`~code2skill.store_reads.secret_key`), a ``medium`` review item (:func:`stored_review`),
never a Tool input, and the value is never copied. A credential so read keeps the credential
rules (``query.held-credential``, ``body.held-credential``), which come first.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

import re

from code2skill.extractors.routers import (query_string_read, route_hook, route_parameter,
                                           route_source)
from code2skill.store_reads import remembered_choice, stored_expression, stored_read

from code2skill.values import (
    AltV, EnvV, HoleV, LibV, StrV, Text, UnknownV, Value, Where, deployment_global,
    mentions_param,
)

# Parts of the page's own address read from browser globals.
PAGE_ADDRESS = frozenset({"href", "origin", "protocol", "host", "hostname", "port",
                          "pathname", "search", "hash"})


@dataclass(frozen=True, slots=True)
class ContextSource:
    """One context part of a value: ``kind`` is ``page-address``, ``route``,
    ``deployment``, ``runtime`` (rule ``context.runtime-header``), ``page-global`` (rule
    ``context.page-global``), ``stored`` (rule ``context.stored-value``) or ``credential``
    (rule ``query.held-credential``); ``expression`` is the
    source expression (``location.href``, ``usePathname()``,
    ``process.env.NEXT_PUBLIC_APP_URL``); ``where`` the place it is read, when known."""

    kind: str
    expression: str
    where: Where | None = None


# Headers that carry the user's runtime environment (locale, language, time zone) or mark the
# request as the client's own (``X-Requested-With``), whatever expression fills them.
RUNTIME_HEADER = re.compile(r"(?i)^(accept-language|content-language|x-requested-with|"
                            r"(x-)?(client-|user-|app-)?(locale|language|lang|"
                            r"(time-?zone|tz)(-offset|-name)?))$")
# Browser globals that describe the user's runtime environment.
RUNTIME_GLOBALS = frozenset({"navigator", "Intl"})


def runtime_header(name: str, value: Value | None) -> list[ContextSource] | None:
    """Rule ``context.runtime-header``: the context parts of a header the client fills from
    its environment (``[ContextSource('runtime', 'navigator.language')]``; the expression is
    ``not shown`` when the source's value is not resolved), else ``None`` (a value reading a
    parameter, or a header that is neither environment-named nor read from a runtime
    global)."""
    if value is None or mentions_param(value):
        return None
    page = page_context(value)
    if page is not None:
        return page
    expression = runtime_expression(value)
    if expression is not None:
        return [ContextSource("runtime", expression)]
    if deployment_global(value):                      # rule context.page-global
        return [ContextSource("page-global", "window." + ".".join(value.path), value.where)]
    if RUNTIME_HEADER.match(name):
        return [ContextSource("runtime", f"{name} expression not resolved")]
    return None


def runtime_expression(value: Value) -> str | None:
    """The dotted expression of a read of a runtime global (``navigator.language``,
    ``Intl.DateTimeFormat``), else ``None``."""
    path: tuple[str, ...] = ()
    if isinstance(value, LibV) and value.lib == "global":
        path = value.path
    elif isinstance(value, UnknownV) and value.reason.startswith("unresolved:"):
        path = tuple(value.reason.split(":", 1)[1].split("."))
    path = path[1:] if path[:1] == ("window",) else path
    return ".".join(path) if path[:1] and path[0] in RUNTIME_GLOBALS else None


def page_address(path: tuple[str, ...]) -> str | None:
    """The expression of a read of the page's address (``('location', 'href')``,
    ``('document', 'URL')``), else ``None``."""
    path = path[1:] if path[:1] == ("window",) else path
    if path in (("document", "URL"), ("document", "referrer")):
        return ".".join(path)
    path = path[1:] if path[:1] == ("document",) else path
    if len(path) == 2 and path[0] == "location" and path[1] in PAGE_ADDRESS:
        return ".".join(path)
    return None


def context_parts(value: Value, depth: int = 0) -> list[ContextSource] | None:
    """The context parts a value is built from, or ``None`` when any part is not context.
    Fixed text is neither (an all-text value gives ``[]``)."""
    if depth > 8:
        return None
    if isinstance(value, StrV):
        found: list[ContextSource] = []
        for part in value.parts:
            if isinstance(part, Text):
                continue
            inner = context_parts(part.value, depth + 1) if isinstance(part, HoleV) else None
            if inner is None:
                return None
            found.extend(p if p.where else replace(p, where=part.where) for p in inner)
        return found
    if isinstance(value, AltV):
        found = []
        for option in value.options:
            inner = context_parts(option, depth + 1)
            if inner is None:
                return None
            found.extend(inner)
        return found
    one = context_source(value)
    return None if one is None else [one]


def context_source(value: Value) -> ContextSource | None:
    """One value read from context, else ``None``."""
    stored = stored_read(value)
    if stored is not None:                            # rule context.stored-value
        return ContextSource("stored", stored_expression(*stored), value.where)
    if isinstance(value, EnvV):
        return ContextSource("deployment", value.name)
    if isinstance(value, LibV) and value.lib == "global":
        expression = page_address(value.path)
        return ContextSource("page-address", expression) if expression else None
    if isinstance(value, LibV) and route_hook(value) and route_parameter(value) is None:
        return ContextSource("route", route_source(replace(value, path=value.path[:2])))
    if isinstance(value, UnknownV) and value.reason.startswith("unresolved:"):
        expression = page_address(tuple(value.reason.split(":", 1)[1].split(".")))
        return ContextSource("page-address", expression) if expression else None
    return None


def page_context(value: Value) -> list[ContextSource] | None:
    """Rule ``context.page-address``: the context parts of a value built only from context
    and fixed text (at least one context part), each once in source order; else ``None``
    (also for a cookie or storage read, rule ``context.stored-value``: :func:`stored_context`)."""
    parts = once(context_parts(value))
    return None if not parts or any(p.kind == "stored" for p in parts) else parts


def once(parts: list[ContextSource] | None) -> list[ContextSource] | None:
    """``parts`` with each kind and expression once, in source order."""
    return parts and list({(p.kind, p.expression): p for p in reversed(parts)}.values())[::-1]


def describe_context(parts: list[ContextSource]) -> str:
    """A reviewer's sentence on where the client reads the value: ``the page's address
    (location.href) and the deployment setting NEXT_PUBLIC_APP_URL``."""
    words = {"page-address": "the page's address", "route": "the current route",
             "deployment": "the deployment setting",
             "runtime": "the user's runtime environment",
             "credential": "a credential the client holds",
             "page-global": "the page's state",
             "stored": "a value the client keeps in the browser"}
    kinds = list(dict.fromkeys(p.kind for p in parts))
    said = [f"{words[k]} ({', '.join(p.expression for p in parts if p.kind == k)})"
            for k in kinds]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]


def stored_context(value: Value, field_: str) -> list[ContextSource] | None:
    """Rule ``context.stored-value``: the context parts (:func:`context_parts`) of a value
    sent as request field ``field_`` built from context and fixed text of which one at
    least is a cookie or storage read (``'/api/q1?u=' + localStorage.getItem('remote_email')``),
    else ``None``; ``None`` too for a choice the page remembers (a last search, a sort order:
    :func:`~code2skill.store_reads.remembered_choice`)."""
    parts = once(context_parts(value))
    if not parts or not any(p.kind == "stored" for p in parts):
        return None
    return None if remembered_choice(value, field_) else parts


def stored_review(what: str, parts: list[ContextSource]) -> str:
    """The ``medium`` review message of a request value ``what`` (``query parameter u``)
    the client reads from a cookie or storage (rule ``context.stored-value``)."""
    return (f"{what} carries {describe_context(parts)}: the value belongs to the "
            "signed-in session, so it is no Tool input and no value is copied; the Host "
            "supplies it from the session, or the Agent learns it from a Tool that returns it "
            "(rule context.stored-value)")


class RouteRead(NamedTuple):
    """One parameter of the current route a value reads: ``parameter`` (``teamId``), the
    source ``expression`` (``useParams().teamId``), ``where`` it is read, and whether it is a
    value of the page's query string (``query``, rule ``context.address-value``)."""

    parameter: str
    expression: str
    where: Where | None
    query: bool


def route_reference(values: list[Value]) -> RouteRead | None:
    """Rule ``context.route-parameter``: the read when every value (one per call, ``a ||
    'default'`` alternatives included) reads the same parameter of the current route, else
    ``None``: ``RouteRead('teamId', 'useParams().teamId', where, False)``."""
    found: set[RouteRead] = set()
    for value in values:
        options = [o for o in (value.options if isinstance(value, AltV) else (value,))
                   if not isinstance(o, StrV) or not all(isinstance(p, Text) for p in o.parts)]
        reads = [o for o in options if isinstance(o, LibV) and route_parameter(o) is not None]
        if not reads or len(reads) != len(options):
            return None
        found.update(RouteRead(route_parameter(o), route_source(o), o.where,
                               query_string_read(o)) for o in reads)
    names = {read.parameter for read in found}
    if len(names) != 1:
        return None
    return min(found, key=lambda f: (f.expression, str(f.where)))

