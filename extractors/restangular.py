"""Restangular (AngularJS ``restangular``, Angular ``ngx-restangular``): a fluent REST client
whose chain builds the URL from resource names and whose last call sends the request.

Call forms handled (rule ``restangular.request``)::

    Restangular.one('document', id).get({share: s})       // GET    /document/{id}?share=…
    Restangular.one('file/list').get()                     // GET    /file/list
    Restangular.one('comment', id).remove()                // DELETE /comment/{id}
    Restangular.one('acl').put(acl)                        // PUT    /acl?<acl's members>
    Restangular.one('user').post('login', user)            // POST   /user/login, body user
    Restangular.all('tags').getList({q})                   // GET    /tags?q=…
    Restangular.all('tags').post(tag)                      // POST   /tags, body tag
    Restangular.one('users', id).all('keys').getList()     // GET    /users/{id}/keys
    elem.customGET('stats', params)   elem.customPOST(body, 'run', params)
    elem.customPUT(body, path, params)   elem.customDELETE(path, params)   elem.patch(body)
    RestangularProvider.setBaseUrl('../api')               // the service's base URL

The semantics are the library's (``elemFunction``): ``get``, ``remove``, ``put``, ``head`` and
``options`` take ``(queryParams, headers)`` and send no body of the caller's — ``put`` sends the
element's own members, which a fresh ``one()`` does not have; an element's ``post(what, elem,
queryParams, headers)`` posts ``elem`` to the element's URL plus ``what``, a collection's
``post(elem, queryParams, headers)`` to its own; ``getList`` reads a collection (an element's
takes the sub-collection first); the ``custom*`` calls take the sub-path (the body first for
writes). Each ``one``/``all``/``several`` adds ``/route`` and, when given, ``/id`` (``several``:
the ids joined by ``,``); ``oneUrl``
and ``allUrl`` name the URL whole. The base URL is the one ``setBaseUrl`` sets on the provider
or the service (rule ``restangular.base-url``, program-wide). The requests go through
AngularJS's ``$http``, so its defaults' auth hints (``extractors/angularjs_defaults.py``) are
theirs too. ``withConfig(fn)`` makes a service configured apart: its base URL is the one
``fn`` hands its configurer's ``setBaseUrl``, else unknown (never the app's global base).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Expr, Member, Ref
from code2skill.recogniser_context import Frame, SetupFacts
from code2skill.requests import RequestTemplate
from code2skill.url_join import pieces, url_join
from code2skill.values import ClientV, HoleV, LibV, LitV, StrV, Text, UnknownV, Value

from .common import headers_from, json_unless_text, method_value
from .module_facts.shared import hole_name
from .registry import LibraryFacts, Recogniser

LIB = "restangular"
ELEMENT = "restangular.element"          # ClientV(ELEMENT, url): what one()/several() make
COLLECTION = "restangular.collection"    # ClientV(COLLECTION, url): what all() makes
CONFIGURED = "restangular.configured"    # what withConfig(fn) makes: its own base URL
RESOURCES = frozenset({"one", "all", "several", "oneUrl", "allUrl"})
# verb → (HTTP method, how its arguments read): ``q`` query params, ``h`` headers, ``w`` a
# sub-path, ``b`` the body; an element's post and getList take a sub-path first
VERBS = {
    "get": ("GET", "qh"), "remove": ("DELETE", "qh"), "put": ("PUT", "qh"),
    "head": ("HEAD", "qh"), "options": ("OPTIONS", "qh"), "patch": ("PATCH", "bqh"),
    "customGET": ("GET", "wqh"), "customGETLIST": ("GET", "wqh"),
    "customDELETE": ("DELETE", "wqh"), "customPOST": ("POST", "bwqh"),
    "customPUT": ("PUT", "bwqh"), "customPATCH": ("PATCH", "bwqh"),
}
ELEMENT_VERBS = {**VERBS, "post": ("POST", "wbqh"), "getList": ("GET", "wqh")}
COLLECTION_VERBS = {**VERBS, "post": ("POST", "bqh"), "getList": ("GET", "qh")}
FACTS = LibraryFacts(response_body="")


def call_value(callee, args, where, new) -> Value | None:
    """``one``/``all``/``several``/``oneUrl``/``allUrl`` on the service or on an element →
    the element or collection at the joined URL; ``withConfig(fn)`` → a service configured
    apart."""
    owner = resource_owner(callee)
    if owner is None or not args:
        return None
    step = callee.path[-1]
    if step == "withConfig":
        return ClientV(CONFIGURED, args[0], where)
    if step not in RESOURCES:
        return None
    kind = COLLECTION if step in ("all", "allUrl") else ELEMENT
    if step in ("oneUrl", "allUrl"):
        return ClientV(kind, args[1] if len(args) > 1 else UnknownV("restangular-url"), where,
                       setup=owner.setup)
    items = [(None, owner.config, where)] if owner.config is not None else \
        [(None, StrV((Text("/", where),)), where)]
    ids = [arg for arg in args[1:] if not is_absent(arg)] if step != "all" else []
    items += [(None, args[0], where)] + ([(None, listed(ids, where), where)] if ids else [])
    url = url_join(items, where)
    return ClientV(kind, url, where, setup=owner.setup) if url is not None else None


def listed(ids: list[Value], where) -> Value:
    """The ids of ``one(route, id)`` (one) or ``several(route, a, b)`` (joined by ``,``)."""
    if len(ids) == 1:
        return ids[0]
    parts: list = []
    for i, item in enumerate(ids):
        parts += ([Text(",", where)] if i else []) + pieces((None, item, where))
    return StrV(tuple(parts))


def resource_owner(callee) -> ClientV | None:
    """What a resource call is made on: the service (``ClientV`` with no URL), an element or
    collection (its URL), a configured service (marked in ``setup``); ``None`` for other
    callees."""
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1:
        return ClientV(LIB)
    if isinstance(callee, ClientV) and len(callee.path) == 1:
        if callee.lib in (ELEMENT, COLLECTION):
            return ClientV(callee.lib, callee.config, callee.where, setup=callee.setup)
        if callee.lib == CONFIGURED:                # (the configurer function kept)
            return ClientV(LIB, None, callee.where, setup=(("configured", callee.config,
                                                            callee.where),))
    return None


def is_absent(value: Value) -> bool:
    """``null``/``undefined`` ids (``one('acl/x', null)``) add no segment."""
    return isinstance(value, LitV) and value.value is None or \
        isinstance(value, UnknownV) and value.reason == "no-member" or \
        isinstance(value, LibV) and value.lib == "global" and value.path == ("undefined",)


def request(callee, site, ctx) -> RequestTemplate | list | None:
    """A template for the sending call of a chain; ``None`` for anything else."""
    if not (isinstance(callee, ClientV) and callee.lib in (ELEMENT, COLLECTION)
            and len(callee.path) == 1):
        return None
    verbs = ELEMENT_VERBS if callee.lib == ELEMENT else COLLECTION_VERBS
    if callee.path[0] not in verbs:
        return None
    method, shape = verbs[callee.path[0]]
    args = dict(zip(shape, ctx.args(site.call)))
    where = ctx.where(site.call.span)
    url = named_ids(callee.config, id_names(site.call.callee))
    if "w" in args and (text := sub_path(args["w"])) is not None:
        url = url_join([(None, url, where), (None, text, where)], where) or url
    configurers = [fn for kind, fn, _ in callee.setup if kind == "configured"]
    base = configured_base(ctx, configurers[0]) if configurers else base_url(ctx)
    body = args.get("b")
    return RequestTemplate(
        lib=LIB, method=method_value(method, where), url=url,
        sites=(ctx.site(site.call.span, "restangular.request"),),
        base=base,
        query=args.get("q"), body=body,
        body_encoding=json_unless_text(body) if body is not None else None,
        headers=headers_from(args.get("h"), where),
        auth=tuple(ctx.program.setup_facts("angularjs", ())))


def id_names(callee: Expr) -> list[str | None]:
    """The names of the id arguments of the resource calls chained in ``callee``, innermost
    first (``Restangular.one('comment', comment.id).remove`` → ``['id']``)."""
    found: list[str | None] = []
    expr = callee.obj if isinstance(callee, Member) else None
    while isinstance(expr, Call) and isinstance(expr.callee, Member):
        if expr.callee.prop in ("one", "several"):
            found[:0] = [hole_name(arg) for arg in expr.args[1:]]
        expr = expr.callee.obj
    return found


def named_ids(url: Value | None, names: list[str | None]) -> Value | None:
    """``url`` with its unnamed holes (the ids of ``one(route, id)``) named by ``names`` in
    order; a hole left unnamed keeps ``None`` (normalisation names it ``{param}``, reviewed)."""
    if not isinstance(url, StrV):
        return url
    pending, parts = list(names), []
    for part in url.parts:
        if isinstance(part, HoleV) and part.name is None and pending:
            part = replace(part, name=pending.pop(0))
        parts.append(part)
    return StrV(tuple(parts))


def sub_path(value: Value) -> Value | None:
    """A sub-path argument that adds to the URL: not ``''``, ``null`` or ``undefined``."""
    if is_absent(value) or (isinstance(value, StrV) and value.parts == ()):
        return None
    if isinstance(value, StrV) and all(isinstance(p, Text) and not p.text for p in value.parts):
        return None
    return value


def configured_base(ctx, configurer: Value) -> Value:
    """The base URL a ``withConfig(fn)`` service has: what ``fn`` hands its configurer's
    ``setBaseUrl`` (``RestangularConfigurer.setBaseUrl('https://api.example.com')``), else an
    unknown value (never the app's global base)."""
    found = ctx.function_facts(configurer)
    if found is None or not found[1].params or found[1].params[0].name is None:
        return UnknownV("restangular-configured-base")
    path, fn = found
    for site in ctx.program.calls_in_scope(path, fn.fid):
        callee = site.call.callee
        if isinstance(callee, Member) and callee.prop == "setBaseUrl" and site.call.args \
                and isinstance(callee.obj, Ref) and callee.obj.name == fn.params[0].name:
            return ctx.evaluate_in(fn.fid, site.call.args[0])
    return UnknownV("restangular-configured-base")


def base_url(ctx) -> Value | None:
    """The base URL ``setBaseUrl`` sets (the first such call of the program)."""
    found = ctx.program.setup_facts(LIB, ())
    return found[0] if found else None


def setup(program) -> SetupFacts:
    """Rule ``restangular.base-url``: ``[base value]`` of every ``setBaseUrl(x)`` called on
    the provider or the service (not inside ``withConfig``'s configurer), in program order."""
    bases: list[Value] = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop == "setBaseUrl"
                    and isinstance(callee.obj, Ref) and site.call.args):
                continue
            frame = Frame(path, site.scope)
            owner = program.evaluate(callee.obj, frame)
            if isinstance(owner, LibV) and owner.lib == LIB and owner.path in ((), ("provider",)):
                bases.append(program.evaluate(site.call.args[0], frame))
    return SetupFacts(bases)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, setup=setup,
                        modules={"restangular": LIB, "ngx-restangular": LIB},
                        client_types={"Restangular": "module"}, facts=FACTS)
