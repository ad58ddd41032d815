"""Rule ``coverage.component-config-url``: an endpoint URL written in a configuration object
that a generic component fetches from is seen, never a silent miss.

Admin front ends describe their pages as data: a list page hands a generic table component an
object naming the endpoint, and the component makes the request::

    data() {
      return {
        tableConfig: { url: '/api/v1/terminal/applets/', columns: [...] },
        detailApiUrl: '/api/v1/users/groups/',
      }
    }
    <CardTable v-bind="$data" />     // CardTable: this.$axios.get(this.tableConfig.url, …)

The request happens inside the generic component, with the URL read from a prop the template
binds (``v-bind="$data"``, ``:table-config="tableConfig"``), which code2skill does not follow,
and the method is the component's to choose. So each such URL becomes one ``low`` review item
naming it, its key and first place, with every place it is written as evidence, and
``derive`` warns with their number — no capability and no guessed method.

A literal counts when it is a string (or a template whose text starts it) under a key named
``url`` or ending in ``Url``/``URL`` (``detailApiUrl``, ``treeUrl``; not one naming a page or
an asset: ``redirectUrl``, ``avatarUrl``), in an object literal that is no call's argument (a
client's options, ``request({url: '/x'})``, ``reactive({…})`` belong to that call), that no
function passed as a call's argument returns (``list.map((img) => ({...img, url: `/images/${
img.id}`}))``: a ``.map``/``.then`` callback's result is a record made from data), and that
spreads no other value's members (``{...item, url: …}`` is a record too), and that is no
navigation entry (a menu item or route naming an icon, a route or a component beside the
URL: ``{title: 'Users', url: '/manage/users', icon}`` is a page; a router's settings naming
its ``locationType`` beside the ``rootURL`` its pages are served under), that is none of the app's
own pages (:mod:`code2skill.page_routes`, rule ``coverage.page-route-url``: a sidebar's
``{title: 'Open', url: '/issues/open'}`` when Next.js serves ``pages/issues/open.tsx`` or the
client calls ``router.push('/issues/open')``; `` {url: `/dashboard/${id}/members`} `` when
TanStack Router's ``routes/dashboard/$id/members.tsx`` serves it), its text
is a rooted path (``/…``, not ``//host``, no space, not a static file such as ``.png``), it
sits in client code that a client entry reaches (:func:`server_reached`: a widget definition
``{rpcUrl: '/transmission/', proxyHandler}`` that only a backend route's imports reach,
however the modules import each other in a cycle, configures the backend's own upstream
calls), and no request the tool resolved reads it (a request config ``{url: '/x', method:
'get'}`` built apart and handed to a client is a request already).
"""
from __future__ import annotations

import dataclasses
import re
from typing import Callable, Iterable, Iterator, Mapping

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.fact_walks import dataclass_nodes
from code2skill.facts import (Call, CallSite, Fn, FunctionFact, Lit, ModuleFacts, Obj, Span, Tmpl,
                              within)
from code2skill.page_routes import HOLE, is_page_url, navigated_paths, page_routes
from code2skill.values import AltV, HoleV, ObjV, StrV, Text, Value, Where

RULE = "coverage.component-config-url"
URL_KEY = re.compile(r"^(url|[a-zA-Z0-9_$]*(Url|URL))$")
# keys naming a page or an asset, not an endpoint (redirectUrl, loginUrl, avatarUrl, helpUrl)
PAGE_KEY = re.compile(r"(?i)^(redirect|return|callback|login|logout|home|help|docs?|avatar|"
                      r"image|img|icon|logo|picture|photo|thumb|cover|link|page|route|site)")
# keys of a navigation entry (a menu item ``{title, url, icon}``, a router route ``{url,
# route: {popup: …}}``): its URL is a page the user goes to, no request
ROUTE_KEY = re.compile(r"^(route|component|submenu|activeMatch|exact|locationType)$")
ICON_KEY = re.compile(r"(?i)^icon(name|class|cls|url)?$")
LABEL_KEY = re.compile(r"(?i)^(title|name|label|text)$")
STATIC = re.compile(r"\.(png|jpe?g|gif|svg|webp|ico|css|js|woff2?|ttf|html?)$", re.I)
MAX_DEPTH = 60


@dataclasses.dataclass(frozen=True, slots=True)
class ConfigUrl:
    """One literal URL under ``key`` (its text ``url``, up to the first hole or ``?``) at
    ``where``."""

    key: str
    url: str
    where: Where


def literal_text(value) -> tuple[str, Span | None] | None:
    """The leading fixed text of a string literal or template and its span, else ``None``."""
    if isinstance(value, Lit) and isinstance(value.value, str):
        return value.value, value.span
    if isinstance(value, Tmpl) and value.parts and isinstance(value.parts[0], Lit) \
            and isinstance(value.parts[0].value, str):
        return value.parts[0].value, value.span
    return None


def shape_text(value) -> str | None:
    """A string literal's or template's text with each hole written ``{}`` (`` `/a/${id}/b` ``
    → ``/a/{}/b``), the form :func:`~code2skill.page_routes.is_page_url` matches against the
    app's page routes; ``None`` for any other value."""
    if isinstance(value, Lit) and isinstance(value.value, str):
        return value.value
    if isinstance(value, Tmpl):
        return "".join(p.value if isinstance(p, Lit) and isinstance(p.value, str) else HOLE
                       for p in value.parts)
    return None


def endpoint_like(text: str) -> bool:
    """Whether a literal's text reads as a rooted endpoint path (see the module docstring)."""
    path = text.split("?")[0]
    return path.startswith("/") and not path.startswith("//") and " " not in path \
        and any(c.isalpha() for c in path) and not STATIC.search(path)


def callbacks(module: ModuleFacts) -> frozenset[str]:
    """The ids of the functions written as a call's argument (``xs.map((x) => …)``,
    ``p.then(fn)`` in a chain), at any depth of the module's calls."""
    found: set[str] = set()
    for site in module.calls:
        for args in (site.call.args, *(link[1] for link in site.chain)):
            found.update(arg.fid for arg in args if isinstance(arg, Fn))
    return frozenset(found)


def navigation_entry(obj: Obj) -> bool:
    """Whether an object literal is a navigation entry (rule
    ``coverage.component-config-url``): a menu item, with a label key (``title``, ``name``,
    ``label``, ``text``) and an icon key (``icon``, ``iconName``, ``iconURL`` …) — ``{title:
    'Users', url: '/manage/users', icon: UsersIcon}`` — or a route, with a key naming a router
    route, component or submenu (``{url: '/group/' + x, route: {popup: {component}}}``) or
    the router's own settings (Ember's ``{rootURL: '/ui/', locationType: 'history'}``: the
    path its pages are served under): its URL is a page the user goes to, never an endpoint
    a component requests."""
    keys = [p.key for p in obj.props if p.key is not None]
    return any(ROUTE_KEY.match(k) for k in keys) or (
        any(ICON_KEY.match(k) for k in keys) and any(LABEL_KEY.match(k) for k in keys))


def spreads(obj: Obj) -> bool:
    """Whether an object literal spreads another value's members (``{...img, url}``)."""
    return any(p.key is None and p.key_expr is None for p in obj.props)


def objects(node, callback_ids: frozenset[str] = frozenset()) -> Iterator[Obj]:
    """Every object literal inside a fact tree (dataclasses, tuples, lists, dicts;
    :func:`dataclass_nodes`, no deeper than :data:`MAX_DEPTH`), leaving out calls' callees and
    arguments and what the functions of ``callback_ids`` return."""
    def enter(item: object) -> object | None:
        if isinstance(item, (Call, CallSite)):
            return None
        if isinstance(item, FunctionFact) and item.fid in callback_ids:
            return dataclasses.replace(item, returns=[])
        return item

    for item in dataclass_nodes(node, MAX_DEPTH, enter):
        if isinstance(item, Obj):
            yield item


def config_urls(modules: dict[str, ModuleFacts], client: Iterable[str],
                packages: Mapping[str, object] | None = None) -> list[ConfigUrl]:
    """Every endpoint-like literal under a URL key in an object literal of the ``client``
    files that is none of the app's pages (:func:`~code2skill.page_routes.is_page_url`, the
    framework read from ``packages``: folder → parsed ``package.json``), once per place, in
    file and position order."""
    routes = page_routes(modules, packages or {})
    navigated = navigated_paths(modules)
    found: dict[Where, ConfigUrl] = {}
    for path in sorted(client):
        module = modules[path]
        for obj in objects((module.bindings, module.exports, module.assignments,
                            module.functions, module.classes), callbacks(module)):
            if spreads(obj) or navigation_entry(obj):
                continue
            for prop in obj.props:
                if prop.key is None or not URL_KEY.match(prop.key) or PAGE_KEY.match(prop.key):
                    continue
                literal = literal_text(prop.value)
                if literal is None or not endpoint_like(literal[0]) or literal[1] is None \
                        or is_page_url(literal[0], routes, navigated) \
                        or is_page_url(shape_text(prop.value) or literal[0], routes,
                                       navigated):
                    continue
                where = (path, literal[1])
                found.setdefault(where, ConfigUrl(prop.key, literal[0].split("?")[0], where))
    return sorted(found.values(), key=lambda c: (c.where[0], c.where[1]))


def server_reached(modules: dict[str, ModuleFacts], client: set[str], server: set[str],
                   resolve: Callable[[str, str], str | None]) -> set[str]:
    """The ``client`` files that backend code (``server``) reaches through imports but no
    client entry does (a client file no analysed file imports, following client files
    only): code only the backend runs, even when its modules import each other in a cycle
    (``widgets.js`` ⇄ ``transmission/widget.js`` ⇄ ``transmission/proxy.js``, reached from
    an API route). A client entry shows it runs in a browser
    (:func:`~code2skill.passes.server_code.browser_evidence`: a page, a component), so an
    orphan module of that cycle is none. A file nothing reaches keeps its scope (an import
    the resolver cannot follow proves nothing)."""
    from code2skill.passes.server_code import browser_evidence, loaded_modules

    imports = {path: {t for source in loaded_modules(facts)
                      if (t := resolve(path, source)) is not None and t != path}
               for path, facts in modules.items()}
    imported = set().union(*imports.values()) if imports else set()

    def reach(starts: Iterable[str]) -> set[str]:
        seen, stack = set(), list(starts)
        while stack:
            for target in imports.get(stack.pop(), ()):
                if target in client and target not in seen:
                    seen.add(target)
                    stack.append(target)
        return seen

    entries = {path for path in client
               if path not in imported and browser_evidence(path, modules[path])}
    return reach(server) - reach(entries) - entries


def read_places(values: Iterable[Value]) -> set[Where]:
    """The places of every fixed text the request values hold (the literals they read)."""
    out: set[Where] = set()
    stack = list(values)
    while stack:
        value = stack.pop()
        if isinstance(value, StrV):
            for part in value.parts:
                if isinstance(part, Text) and part.where is not None:
                    out.add(part.where)
                elif isinstance(part, HoleV):
                    stack.append(part.value)
        elif isinstance(value, AltV):
            stack.extend(value.options)
        elif isinstance(value, ObjV):
            stack.extend(p.value for p in value.props)
    return out


def unread(urls: list[ConfigUrl], read: set[Where]) -> list[ConfigUrl]:
    """The literals no request reads: none of ``read`` lies inside the literal's span."""
    by_file: dict[str, list[Span]] = {}
    for path, span in read:
        by_file.setdefault(path, []).append(span)
    return [u for u in urls
            if not any(within(span, u.where[1]) for span in by_file.get(u.where[0], ()))]


def config_url_review(urls: list[ConfigUrl]) -> list[ReviewItem]:
    """One ``low`` review item per distinct URL no request reads, naming its first place and
    key; its evidence every place the URL is written."""
    by_url: dict[str, list[ConfigUrl]] = {}
    for u in urls:
        by_url.setdefault(u.url, []).append(u)
    return [ReviewItem(
        severity="low", capability=None,
        message=f"endpoint URL {url} under key {places[0].key!r} of a configuration object "
                f"({places[0].where[0]}:{places[0].where[1][0]}"
                f"{f' and {len(places) - 1} more place' if len(places) > 1 else ''}"
                f"{'s' if len(places) > 2 else ''}): a generic component presumably requests "
                "it (the method is the component's), but the request is not followed through "
                "the component's props, so it is not in the contract",
        evidence=[observed(u.where, RULE, u.key) for u in places])
        for url, places in sorted(by_url.items())]


def config_url_warning(urls: list[ConfigUrl]) -> str | None:
    """The stderr warning for the literals no request reads, or ``None``."""
    if not urls:
        return None
    files = sorted({u.where[0] for u in urls})
    distinct = len({u.url for u in urls})
    return (f"{distinct} endpoint URL{'s' * (distinct != 1)} written at {len(urls)} "
            f"place{'s' * (len(urls) != 1)} in configuration objects for generic components "
            f"({', '.join(files[:3])}"
            f"{' …' if len(files) > 3 else ''}) are not followed into the components' "
            f"requests, so those endpoints are missing (review[], rule {RULE})")
