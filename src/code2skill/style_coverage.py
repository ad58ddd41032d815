"""Rule ``coverage.unmodelled-style``: client styles whose requests code2skill does not model,
said on stderr and in ``review[]`` instead of a silent miss.

Some front ends reach their backend through a framework layer whose requests are made by the
framework from declarations, not by calls the tool follows:

* **react-admin data providers** — ``jsonServerProvider(apiUrl, httpClient)`` /
  ``simpleRestProvider(…)`` of an ``ra-data-*`` package, ``fetchUtils.fetchJson(url, options)``,
  the data hooks (``useGetList('songs', …)``, ``useUpdate``, ``useDataProvider`` …),
  ``<Resource name="songs" list={…}/>`` elements (react-admin fetches the list, the record and
  saves it for them) and ``dataProvider.getList('songs', …)`` calls: each such call is a
  request-like call site of library ``style:react-admin``, reviewed;
* **AngularJS ``$resource``** — ``$resource(url, params, actions)`` in a factory injected by
  name: each call is a request-like site of library ``style:angularjs-resource``, reviewed;
* **Vue mixins whose requests are not read** — a component's ``mixins: [ItemFormBase]``
  whose module holds request-like sites that did not become capabilities (a URL reading a
  member of ``this`` that neither the mixin nor any component mixing it in declares or
  assigns: rules ``vue.mixin-member``, ``vue.component-state``; or any other cause, such as a
  callback handed to a helper that calls it with the URL): one review item naming each such
  site (``src/mixins/ViewsMixin.ts:201``) and counting the components using them; their
  request sites already count in ``source.coverage``.

One ``medium`` review item per style names it, the number of sites and files and the first
place; ``derive`` warns on stderr alike.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Arr, Call, CallSite, Member, ModuleFacts, Obj, Ref
from code2skill.problem import Problem
from code2skill.values import Where

RULE = "coverage.unmodelled-style"
LIBRARY_PREFIX = "style:"
REACT_ADMIN = "react-admin"
RESOURCE = "angularjs-resource"
RA_MODULES = frozenset({"react-admin", "ra-core", "ra-data-json-server", "ra-data-simple-rest",
                        "ra-data-graphql", "ra-data-graphql-simple", "ra-data-fakerest"})
RA_NAMES = frozenset({
    "fetchUtils", "useGetList", "useGetOne", "useGetMany", "useGetManyReference", "useCreate",
    "useUpdate", "useUpdateMany", "useDelete", "useDeleteMany", "useQuery", "useMutation",
    "useQueryWithStore", "Resource", "useInfiniteGetList",
})
RA_METHODS = frozenset({"getList", "getOne", "getMany", "getManyReference", "create",
                        "update", "updateMany", "delete", "deleteMany"})
STYLE_NAMES = {REACT_ADMIN: "react-admin data provider",
               RESOURCE: "AngularJS $resource service"}


@dataclass(frozen=True, slots=True)
class MixinUse:
    """Vue components (``components``) mixing in program modules that make requests
    (``mixins``), first at ``first``; ``places`` the unresolved request sites of those modules
    (``src/mixins/ViewsMixin.ts:201``)."""

    mixins: tuple[str, ...]
    components: tuple[str, ...]
    first: Where
    places: tuple[str, ...] = ()


def react_admin_names(module: ModuleFacts) -> set[str] | None:
    """The local names a module imports from react-admin that make or declare requests (the
    data hooks, ``fetchUtils``, ``Resource``); ``None`` when it imports nothing of
    react-admin or an ``ra-data-*`` package."""
    sources = [i for i in module.imports if not i.type_only and i.local and (
        i.source in RA_MODULES or i.source.startswith("ra-data-"))]
    if not sources:
        return None
    return {i.local for i in sources if i.imported in RA_NAMES}


def chain_root(expr) -> str | None:
    """The name a member/call chain starts from (``fetchUtils`` of ``fetchUtils.fetchJson``)."""
    while isinstance(expr, (Member, Call)):
        expr = expr.obj if isinstance(expr, Member) else expr.callee
    return expr.name if isinstance(expr, Ref) else None


def data_provider_call(site: CallSite) -> bool:
    """``dataProvider.getList('songs', …)``: a data-provider method called on a value named as
    a data provider, its first argument the resource name."""
    callee = site.call.callee
    return isinstance(callee, Member) and callee.prop in RA_METHODS \
        and (chain_root(callee.obj) or "").lower().endswith("dataprovider") \
        and bool(site.call.args)


def style_sites(modules: dict[str, ModuleFacts], client: set[str],
                known: set[Where]) -> dict[Where, str]:
    """``{place: 'style:<style>'}`` of every react-admin and AngularJS ``$resource`` call site
    in the ``client`` files, leaving out places in ``known`` (already request-like sites)."""
    found: dict[Where, str] = {}
    for path in sorted(client):
        module = modules[path]
        names = react_admin_names(module)
        for site in module.calls:
            where = (path, site.call.span)
            if site.chain or where in known:
                continue
            root = chain_root(site.call.callee)
            if names is not None and (root in names or data_provider_call(site)):
                found[where] = LIBRARY_PREFIX + REACT_ADMIN
            elif isinstance(site.call.callee, Ref) and site.call.callee.name == "$resource" \
                    and not any(i.local == "$resource" for i in module.imports):
                found[where] = LIBRARY_PREFIX + RESOURCE
    return found


def mixin_uses(modules: dict[str, ModuleFacts], client: set[str], resolve,
               unresolved: set[Where]) -> MixinUse | None:
    """Vue components whose ``mixins: [...]`` name program modules holding request-like
    call sites that were not resolved (``unresolved``); ``resolve(importer, spec)`` is the
    program's module resolution. ``None`` when there are none."""
    request_files = {path for path, _ in unresolved}
    mixins: set[str] = set()
    components: list[tuple[str, Where]] = []
    for path in sorted(client):
        module = modules[path]
        imported = {i.local: i.source for i in module.imports if i.local}
        used = False
        for obj in component_objects(module):
            for prop in obj.props:
                if prop.key != "mixins" or not isinstance(prop.value, Arr):
                    continue
                for item in prop.value.items:
                    spec = imported.get(item.name) if isinstance(item, Ref) else None
                    target = resolve(path, spec) if spec else None
                    if target in request_files:
                        mixins.add(target)
                        if not used:
                            components.append((path, prop.span or obj.span))
                            used = True
    if not components:
        return None
    places = tuple(f"{path}:{span[0]}" for path, span in sorted(unresolved) if path in mixins)
    return MixinUse(tuple(sorted(mixins)), tuple(p for p, _ in components), components[0],
                    places)


def component_objects(module: ModuleFacts) -> list[Obj]:
    """The object literals a module exports or binds at its top level (a Vue component's
    options object, ``export default {…}`` or ``Vue.extend({…})``/``defineComponent({…})``)."""
    out = []
    for export in module.exports:
        value = export.value
        if isinstance(value, Call) and value.args:
            value = value.args[0]
        if isinstance(value, Obj):
            out.append(value)
    for exprs in module.bindings.values():
        for value in exprs:
            if isinstance(value, Call) and value.args:
                value = value.args[0]
            if isinstance(value, Obj):
                out.append(value)
    return out


def style_problems(sites: dict[Where, str], mixins: MixinUse | None) -> list[Problem]:
    """One problem per unmodelled style found, at its first place, and one for the mixins,
    each citing rule ``coverage.unmodelled-style``."""
    by_style: dict[str, list[Where]] = {}
    for where, lib in sorted(sites.items()):
        by_style.setdefault(lib[len(LIBRARY_PREFIX):], []).append(where)
    out = []
    for style, places in sorted(by_style.items()):
        files = sorted({w[0] for w in places})
        out.append(Problem(
            "medium", f"{len(places)} call site(s) of the {STYLE_NAMES[style]} style in "
            f"{len(files)} file(s) ({', '.join(files[:5])}"
            f"{', …' if len(files) > 5 else ''}): code2skill does not model the "
            "requests this style makes, so they are not in the contract", places[0], RULE))
    if mixins is not None:
        places = mixins.places or mixins.mixins
        out.append(Problem(
            "medium", f"{len(mixins.components)} Vue component(s) mix in modules "
            f"making requests code2skill did not resolve ({', '.join(places[:5])}"
            f"{', …' if len(places) > 5 else ''}): the endpoints each component reaches "
            "through those requests may be missing or reviewed (a URL reading a member of "
            "this that neither the mixin nor a component mixing it in declares or assigns is "
            "not read; each request's own item says why it was not)", mixins.first, RULE))
    return out
