"""Rule ``service.page-base-path``: the path a deployment serves the app under, read from the
framework, is part of the page's own origin's base URL, never a path segment or a Tool input.

A front end that may be served from a sub-folder of its host (``https://host/garage/``) builds
the URLs of its own backend from the path its framework says the app is served under:

* SvelteKit's ``base`` of ``$app/paths`` (``'' | `/${string}```, the ``config.kit.paths.base``
  of the build): `` fetch(`${base}/api/cars`) ``, ``axios.create({baseURL: base + '/api'})``,
  a ``withBase(path)`` helper returning `` `${base}${path}` ``;
* SvelteKit's ``resolve(path)`` (``resolveRoute``) of ``$app/paths``: ``base`` followed by the
  pathname, each ``[param]`` of a route id filled from its second argument
  (``resolve('/api/cars/[id]', {id})``), a ``(group)`` segment left out;
* Vite's ``import.meta.env.BASE_URL`` (the ``base`` of the build, ``/`` by default, ending
  with ``/``): `` `${import.meta.env.BASE_URL}api/cars` ``;
* Vue Router's history base, which opens the ``href`` of a location the router resolves
  (``this.$router.resolve('/api/v1/info').href``, rule ``vue.router-href``:
  :mod:`code2skill.router_href`).

Such a value opening a URL (alone, or with an empty or ``/`` fallback beside it) makes the
request one to the page's own origin (rule ``service.same-origin``) under the deployment's
base path: the path template starts after it (``/api/cars``), and the service — one of its
own, for the page's origin without that base path is another URL — says the Host binds its
base URL with the deployment's base path (evidence ``service.page-base-path`` naming where
the page reads it). ``assets`` and ``asset()`` name static files, no backend; and a
``process.env.BASE_URL`` is whatever a build defines (an API's absolute URL as often), so
neither is read so. ``document.baseURI`` is the page's folder or its ``<base href>``: a URL
built on it is relative to the page (rule ``service.page-relative``).
"""
from __future__ import annotations

import re

from code2skill.page_path_prefix import RULE as PREFIX_RULE, SOURCE as PREFIX_SOURCE, \
    STORED_SOURCE, UNSHOWN_SOURCE, named_stored, prefix_option, prefix_source, prefix_where, stored_name, \
    stored_options
from code2skill.provided_base import RULE as PROVIDED_RULE, provided, provided_source
from code2skill.router_href import BASE as ROUTER_BASE, RULE as ROUTER_RULE, VUE_ROUTER
from code2skill.values import (FIRST_SET, AltV, HoleV, LibV, LitV, ObjV, StrV, Text, UnknownV,
                               Value, Where, text_of)

RULE = "service.page-base-path"
SVELTEKIT_PATHS = "$app/paths"
VITE_ENV = "import.meta.env"
# ``LibV`` member path → the words for where the page reads its base path
SOURCES = {
    (SVELTEKIT_PATHS, ("base",)): "SvelteKit's base path (base of $app/paths)",
    (VITE_ENV, ("BASE_URL",)): "Vite's base (import.meta.env.BASE_URL)",
    (VUE_ROUTER, ROUTER_BASE): "Vue Router's history base (router.resolve(…).href)",
}
RESOLVERS = frozenset({("resolve",), ("resolveRoute",)})
# a route id's parameter (``[id]``, ``[...rest]``, ``[[lang]]``, ``[id=integer]``)
ROUTE_PARAM = re.compile(r"\[\[?(?:\.\.\.)?([A-Za-z_$][\w$]*)(?:=[\w$]+)?\]?\]")
ROUTE_GROUP = re.compile(r"/\([^/()]+\)(?=/|$)")


def vite_base_value(where: Where | None) -> LibV:
    """The value ``import.meta.env.BASE_URL`` evaluates to."""
    return LibV(VITE_ENV, ("BASE_URL",), where)


def source_of(value: Value) -> str | None:
    """Words for where the page reads a deployment base path (:data:`SOURCES`), else
    ``None``."""
    if isinstance(value, LibV):
        return SOURCES.get((value.lib, value.path))
    return None


def base_path_sources(value: Value, where: Where | None = None
                      ) -> tuple[tuple[str, Where | None], ...] | None:
    """The sources of a value that is the deployment's base path, each with where it is read:
    every alternative a :data:`SOURCES` read (placed at ``where``, the place the URL uses it),
    a base path the page's own server provides (rule ``service.provided-base-path``:
    :func:`~code2skill.provided_base.provided_source`, placed where the page reads it, else at
    ``where``) or a fallback text of slashes only (``base || ''``), one read at least; ``None``
    for any other value. Of ``a || b`` (``??``), a ``null`` or ``undefined`` option before the
    last is never used (``getCookie('root') || ''`` of a helper returning the cookie or
    ``null``)."""
    options = value.options if isinstance(value, AltV) else (value,)
    if isinstance(value, AltV) and value.kind in FIRST_SET:
        options = tuple(o for o in options[:-1] if not nullish(o)) + options[-1:]
    stored = stored_options(value)              # rule service.page-path-prefix
    if stored or any(prefix_option(o) for o in options):
        options = tuple(o for o in options if not nullish(o) and o not in stored)
    found = [(s, o.where or where if isinstance(o, UnknownV) else prefix_where(o, where))
             for o in options if (s := read_source(o)) is not None] + \
        [(stored_name(o), getattr(o, "where", None) or where) for o in named_stored(stored)]
    if not found or not all(read_source(o) is not None or slashes_only(o) for o in options):
        return None
    return tuple(dict.fromkeys(found))


def nullish(value: Value) -> bool:
    """Whether ``value`` is ``null`` or ``undefined``."""
    return isinstance(value, LitV) and value.value is None


def read_source(value: Value) -> str | None:
    """Words for where the page reads a base path: its framework's (:func:`source_of`) or
    its own server's (:func:`~code2skill.provided_base.provided_source`); else ``None``."""
    return source_of(value) or provided_source(value) or prefix_source(value)


def source_rule(source: str) -> str:
    """The rule a base path source is read by: ``service.provided-base-path`` for one the
    page's own server provides, ``vue.router-href`` for Vue Router's history base, else
    :data:`RULE`."""
    if provided(source):
        return PROVIDED_RULE
    if source in (PREFIX_SOURCE, UNSHOWN_SOURCE) or source.startswith(STORED_SOURCE):
        return PREFIX_RULE
    return ROUTER_RULE if source == SOURCES[(VUE_ROUTER, ROUTER_BASE)] else RULE


def slashes_only(value: Value) -> bool:
    """Whether ``value`` is a fixed text of slashes only (``''``, ``'/'``)."""
    text = text_of(value)
    return text is not None and not text.strip("/")


def slash_ended(hole: HoleV) -> HoleV:
    """The base path inside a base written as that base path then slashes only (an axios
    ``baseURL: `${webRoot}/` ``, whose hole holds the string ``[webRoot, '/']``): the inner
    hole, since the slashes only join the path after it; ``hole`` itself otherwise."""
    value = hole.value
    if isinstance(value, StrV) and value.parts and isinstance(value.parts[0], HoleV) and all(
            isinstance(p, Text) and not p.text.strip("/") for p in value.parts[1:]):
        return value.parts[0]
    return hole


def after_base_path(parts: list[Text | HoleV]
                    ) -> tuple[tuple[tuple[str, Where | None], ...], list[Text | HoleV]] | None:
    """The base path sources (each with where it is read) and the rest of a URL that opens
    with the deployment's base path (:func:`base_path_sources`), the rest starting with ``/``
    (Vite's base ends with the slash itself: `` `${BASE_URL}api` `` names ``/api``); ``None``
    for a URL that does not open so."""
    if not parts or not isinstance(parts[0], HoleV):
        return None
    first = slash_ended(parts[0])
    sources = base_path_sources(first.value, first.where)
    if sources is None or len(parts) > 1 and not isinstance(parts[1], Text):
        return None
    rest = list(parts[1:])
    if not rest:
        rest = [Text("/", first.where, RULE)]
    elif not rest[0].text.startswith("/"):                    # type: ignore[union-attr]
        head = rest[0]
        rest[0] = Text("/" + head.text, head.where, head.origin)     # type: ignore[union-attr]
    return sources, rest


def resolved_path(callee: Value, args: list[Value], name: str | None, where: Where | None
                  ) -> StrV | None:
    """What SvelteKit's ``resolve(path, params)`` of ``$app/paths`` returns: the base path
    (a hole of ``base``) followed by the pathname, each ``[param]`` of a route id a hole of
    the value ``params`` gives it (an unknown value when it gives none), ``(group)`` segments
    left out; ``None`` for any other callee or without a path argument."""
    if not (isinstance(callee, LibV) and callee.lib == SVELTEKIT_PATHS
            and callee.path in RESOLVERS and args):
        return None
    params = args[1] if len(args) > 1 and isinstance(args[1], ObjV) else None
    path: list[Text | HoleV] = list(args[0].parts) if isinstance(args[0], StrV) \
        else [HoleV(name, args[0], where)]
    filled = [p for part in path for p in route_parts(part, params, where)]
    base = LibV(SVELTEKIT_PATHS, ("base",), where)
    return StrV((HoleV("base", base, where), *filled))


def route_parts(part: Text | HoleV, params: ObjV | None, where: Where | None
                ) -> list[Text | HoleV]:
    """A text of a route id as parts: its ``(group)`` segments dropped and each ``[param]``
    a hole of the value ``params`` gives; any other part as it is."""
    if not isinstance(part, Text):
        return [part]
    text = ROUTE_GROUP.sub("", part.text)
    out: list[Text | HoleV] = []
    at = 0
    for match in ROUTE_PARAM.finditer(text):
        name = match.group(1)
        value = params.get(name) if params is not None else None
        out.append(Text(text[at:match.start()], part.where, part.origin))
        out.append(HoleV(name, value if value is not None else
                         UnknownV("route-param", where), part.where))
        at = match.end()
    out.append(Text(text[at:], part.where, part.origin))
    return [p for p in out if not isinstance(p, Text) or p.text]
