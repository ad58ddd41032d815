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
``fn`` hands its configurer's ``setBaseUrl``, else unknown (never the app's global base); an
AngularJS factory returning it (``factory('LemurRestangular', function (Restangular) { return
Restangular.withConfig(…) })``) and a service returning one of its collections
(``service('CertificateApi', function (LemurRestangular) { return
LemurRestangular.all('certificates'); })``, rule ``angularjs.service-return``) inject them.

Answers (rule ``restangular.element-answer``): a collection's ``get(id)`` reads
``<collection>/{id}``, and what it and ``post(elem)`` answer is the element
``<collection>/{id}`` (an element's ``get``/``put``/``patch`` answer the element itself;
``copy(elem)`` is ``elem``; ``restangularizeElement(parent, {id, …}, route)`` the element of
``route``), whose own calls send at that URL::

    CertificateApi.get(id).then(function (c) { c.customPUT({r}, 'revoke'); })  // PUT …/{id}/revoke

An element call on a value the source does not show to be such an element (a parameter the
page fills) is a reviewed request-like site (rule ``restangular.unknown-element``).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.angularjs_di import required_modules
from code2skill.facts import Call, Expr, Member, Obj, Ref
from code2skill.recogniser_context import Frame, SetupFacts
from code2skill.requests import RequestTemplate
from code2skill.url_join import pieces, url_join
from code2skill.values import (ClientV, HoleV, LibV, LitV, ObjV, ParamV, ResponseV, StrV, Text,
                               UnknownV, Value)

from .common import headers_from, json_unless_text, method_value
from .module_facts.declarations import member_path
from .module_facts.shared import hole_name
from .registry import LibraryFacts, Recogniser

LIB = "restangular"
ANSWER_RULE = "restangular.element-answer"
UNKNOWN_RULE = "restangular.unknown-element"
ELEMENT = "restangular.element"          # ClientV(ELEMENT, url): what one()/several() make
COLLECTION = "restangular.collection"    # ClientV(COLLECTION, url): what all() makes
CONFIGURED = "restangular.configured"    # what withConfig(fn) makes: its own base URL
RESOURCES = frozenset({"one", "all", "several", "oneUrl", "allUrl"})
MAKERS = frozenset({"copy", "restangularizeElement"})    # the service's calls making an element
# verb → (HTTP method, how its arguments read): ``q`` query params, ``h`` headers, ``w`` a
# sub-path, ``i`` an element's id (a sub-path too), ``b`` the body (a sub-path or id that is
# no fixed text is a path parameter named after its expression: ``customGET(pluginName)``); an
# element's post and getList take a sub-path first, a collection's get the id of its element
VERBS = {
    "get": ("GET", "qh"), "remove": ("DELETE", "qh"), "put": ("PUT", "qh"),
    "head": ("HEAD", "qh"), "options": ("OPTIONS", "qh"), "patch": ("PATCH", "bqh"),
    "customGET": ("GET", "wqh"), "customGETLIST": ("GET", "wqh"),
    "customDELETE": ("DELETE", "wqh"), "customPOST": ("POST", "bwqh"),
    "customPUT": ("PUT", "bwqh"), "customPATCH": ("PATCH", "bwqh"),
}
ELEMENT_VERBS = {**VERBS, "post": ("POST", "wbqh"), "getList": ("GET", "wqh")}
COLLECTION_VERBS = {**VERBS, "post": ("POST", "bqh"), "getList": ("GET", "qh"),
                    "get": ("GET", "iqh")}
# an element's request calls followed into a parameter (rule ``wrapper.client-argument``) and
# reviewed on a value the source does not show (rule ``restangular.unknown-element``)
CUSTOM_VERBS = frozenset({"getList", "customGET", "customGETLIST", "customDELETE",
                          "customPOST", "customPUT", "customPATCH"})   # Restangular's own
RECORD_VERBS = frozenset({"put", "remove", "patch", "post", *CUSTOM_VERBS})
FACTS = LibraryFacts(response_body="", record_calls=tuple(sorted({*ELEMENT_VERBS, *RESOURCES})))


def call_value(callee, args, where, new) -> Value | None:
    """``one``/``all``/``several``/``oneUrl``/``allUrl`` on the service or on an element →
    the element or collection at the joined URL; ``withConfig(fn)`` → a service configured
    apart; a request whose answer is an element → that answer (:func:`answer`); ``copy`` and
    ``restangularizeElement`` → the element they make (:func:`made_element`)."""
    owner = resource_owner(callee)
    if owner is None:
        return None
    step = callee.path[-1]
    if callee.lib in (ELEMENT, COLLECTION):
        found = answer(callee, where)
        if found is not None:
            return found
    if step in MAKERS:
        return made_element(owner, step, args, where)
    if not args:
        return None
    if step == "withConfig":
        return ClientV(CONFIGURED, args[0], where)
    if step not in RESOURCES:
        return None
    kind = COLLECTION if step in ("all", "allUrl") else ELEMENT
    if step in ("oneUrl", "allUrl"):
        return ClientV(kind, args[1] if len(args) > 1 else UnknownV("restangular-url"), where,
                       setup=owner.setup)
    items = [(None, rooted(owner.config, where), where)]
    ids = [arg for arg in args[1:] if not is_absent(arg)] if step != "all" else []
    items += [(None, args[0], where)] + ([(None, listed(ids, where), where)] if ids else [])
    url = url_join(items, where)
    return ClientV(kind, url, where, setup=owner.setup) if url is not None else None


def answer(callee: ClientV, where) -> ResponseV | None:
    """Rule ``restangular.element-answer``: the answer of a request whose body Restangular
    hands back as an element, so the element's own calls (``cert.put()``,
    ``cert.customPUT(body, 'revoke')``) send at its URL: a collection's ``get(id)`` and
    ``post(elem)`` answer the element ``<collection>/{id}`` (its URL takes the element's
    ``id``), an element's ``get``, ``put`` and ``patch`` the element itself; ``None`` for
    other calls (a list, a custom call: their answers are plain bodies here)."""
    verb = callee.path[0]
    if callee.lib == COLLECTION and verb in ("get", "post"):
        record = element_of(callee.config, callee.setup, where)
    elif callee.lib == ELEMENT and verb in ("get", "put", "patch"):
        record = ClientV(ELEMENT, callee.config, callee.where, setup=answered(callee.setup,
                                                                             where))
    else:
        return None
    return ResponseV((where,), LIB, body=True, record=record)


def answered(setup: tuple, where) -> tuple:
    """``setup`` marked (once) as an element made by rule ``restangular.element-answer`` at
    ``where``: its requests cite that rule."""
    if any(kind == ANSWER_RULE for kind, _, _ in setup):
        return setup
    return setup + ((ANSWER_RULE, UnknownV(ANSWER_RULE), where),)


def element_of(url: Value | None, setup: tuple, where) -> ClientV:
    """The element of a collection at ``url``: ``<url>/{id}``, the hole named ``id`` (the
    member Restangular builds an element's URL from)."""
    joined = url_join([(None, rooted(url, where), where),
                       ("id", UnknownV("restangular-element-id"), where)], where)
    return ClientV(ELEMENT, joined, where, setup=answered(setup, where))


def made_element(owner: ClientV, step: str, args: tuple[Value, ...], where) -> Value:
    """Rule ``restangular.element-answer``: ``copy(elem)`` is ``elem`` (the copy keeps its
    route and id: an answer's element stays one, a parameter stays the caller's);
    ``restangularizeElement(parent, elem, route)`` is the element of ``route`` under
    ``parent`` (an element or collection, else the service's base): ``<route>/{id}`` for an
    object literal with an ``id`` member, ``<route>`` for one without; unknown for an element
    whose members the source does not show, or a call without its arguments."""
    if step == "copy":
        return args[0] if args else UnknownV("restangular-copy")
    if len(args) < 3 or not isinstance(args[1], ObjV):
        return UnknownV("restangular-element")
    parent = args[0]
    base = parent.config if isinstance(parent, ClientV) and parent.lib in (ELEMENT, COLLECTION) \
        else owner.config
    route = url_join([(None, rooted(base, where), where), (None, args[2], where)], where)
    if any(p.key == "id" for p in args[1].props):
        return element_of(route, owner.setup, where)
    return ClientV(ELEMENT, route, where, setup=answered(owner.setup, where))


def rooted(url: Value | None, where) -> Value:
    """The URL resources are added to: an element's or collection's, else the root ``/``."""
    return url if url is not None else StrV((Text("/", where),))


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
    for key in ("w", "i"):
        if key in args and (text := sub_path(args[key])) is not None:
            named = hole_name(site.call.args[shape.index(key)])
            url = url_join([(None, url, where), (named, text, where)], where) or url
    configurers = [fn for kind, fn, _ in callee.setup if kind == "configured"]
    base = configured_base(ctx, configurers[0]) if configurers else base_url(ctx)
    body = args.get("b")
    return RequestTemplate(
        lib=LIB, method=method_value(method, where), url=url,
        sites=(ctx.site(site.call.span, ANSWER_RULE if any(
            kind == ANSWER_RULE for kind, _, _ in callee.setup) else "restangular.request"),),
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
    found = ctx.program.setup_facts(LIB, {}).get("bases")
    return found[0] if found else None


def setup(program) -> SetupFacts:
    """Rule ``restangular.base-url``: ``{"bases": [base value]}`` of every ``setBaseUrl(x)``
    called on the provider or the service (not inside ``withConfig``'s configurer), in
    program order; ``"modules"``: the files that import the library, ``"used"``: whether
    some file imports it or an AngularJS module requires ``restangular`` (for rule
    ``restangular.unknown-element``)."""
    modules = frozenset(path for path, module in program.modules.items()
                        if any(i.source in ("restangular", "ngx-restangular")
                               for i in module.imports))
    return SetupFacts({"bases": set_bases(program), "modules": modules,
                       "used": bool(modules) or "restangular" in required_modules(
                           program.modules)})


def set_bases(program) -> list[Value]:
    """The base values of the ``setBaseUrl(x)`` calls of rule ``restangular.base-url``."""
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
    return bases


def unknown_receiver(callee, site, ctx) -> tuple[str, str] | None:
    """Rule ``restangular.unknown-element``: an element's request call (:data:`RECORD_VERBS`:
    ``certificate.put()``, ``role.remove()``, ``certificate.customGET('key')``) on a value the
    source does not show to be an element of one collection (a parameter its callers fill
    from the scope or a template, a copy of one), where Restangular is at hand (a function
    around the call is injected with a Restangular service, collection or element, or the
    file imports the library; for the library's own names, :data:`CUSTOM_VERBS`, anywhere in
    a program that uses it: a directive's ``scope.val.customGET('visualize')``), is a
    request-like site whose URL is unknown: reviewed at the
    call, never guessed. ``put``/``remove``/``post``/``patch``, names other objects share,
    count only on a value handed in (a parameter, or a ``copy(…)`` of one) and with objects
    only (a cache's ``put('key', v)``, a DOM node a local holds, ``el.remove()``, are none); a
    receiver that is neither a plain name path nor a ``copy(…)`` call
    (``node.exit().remove()``), or is ``this``, is left alone."""
    call = site.call
    if not (isinstance(call.callee, Member) and call.callee.prop in RECORD_VERBS) or \
            isinstance(callee, UnknownV) and callee.reason == "library-call":
        return None
    names = receiver_names(call.callee.obj)
    verb = call.callee.prop
    if not names or names[0] == "this" or verb not in CUSTOM_VERBS and not (
            isinstance(callee, ParamV) and all(isinstance(arg, Obj) for arg in call.args)):
        return None
    if not (verb in CUSTOM_VERBS and ctx.program.setup_facts(LIB, {}).get("used")
            or restangular_at_hand(ctx)):
        return None
    return LIB, (f"{verb}() of {'.'.join(names)}, which the source does not show to be a "
                 "Restangular element of one collection (a value its callers or the page "
                 "hand over): the request Restangular makes at the element's URL is not in "
                 f"the contract (rule {UNKNOWN_RULE})")


def receiver_names(receiver: Expr) -> tuple[str, ...] | None:
    """How the review names an element's receiver: its name path (``$scope.certificate``), or
    the call making a copy (``LemurRestangular.copy(…)``); ``None`` for anything else."""
    if isinstance(receiver, Call) and isinstance(receiver.callee, Member) \
            and receiver.callee.prop in MAKERS:
        names = member_path(receiver.callee)
        return names[:-1] + (names[-1] + "(…)",) if names else None
    return member_path(receiver)


def restangular_at_hand(ctx) -> bool:
    """Whether the file of ``ctx`` imports Restangular, or a function around its call (or the
    function itself) has a parameter holding a Restangular service, collection or element
    (AngularJS's injector fills it: ``function (CertificateApi, LemurRestangular)``)."""
    if ctx.frame.path in ctx.program.setup_facts(LIB, {}).get("modules", ()):
        return True
    fid = ctx.frame.fid
    while fid is not None:
        fn = ctx.program.function(fid)
        if fn is None:
            return False
        frame = Frame(ctx.frame.path, fid)
        if any(param.name is not None and is_restangular(
                ctx.program.evaluate(Ref(param.name), frame)) for param in fn.params):
            return True
        fid = fn.parent
    return False


def is_restangular(value: Value) -> bool:
    """A Restangular service (the injected module, a ``withConfig`` one), collection or
    element."""
    return isinstance(value, LibV) and value.lib == LIB or \
        isinstance(value, ClientV) and value.lib in (LIB, ELEMENT, COLLECTION, CONFIGURED)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, setup=setup,
                        modules={"restangular": LIB, "ngx-restangular": LIB},
                        client_types={"Restangular": "module"}, facts=FACTS,
                        unknown_receiver=unknown_receiver, client_methods=RECORD_VERBS)
