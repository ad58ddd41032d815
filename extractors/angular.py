"""Angular ``HttpClient``: injected clients, option objects and interceptors.

Call forms handled::

    constructor(private http: HttpClient) {}      this.http.get<T>(url, { params, headers })
    private http = inject(HttpClient);             this.http.post<T>(url, body, options)
    this.http.put|patch(url, body, options)        this.http.delete|head|options|jsonp(url, options)
    this.http.request(method, url, { body, params, headers })
    provideHttpClient(withInterceptors([fn, …]))   // functional interceptors
    class X implements HttpInterceptor { intercept(req, next) { … } }

An interceptor that rewrites ``req.clone({ url: `${BASE}${req.url}` })`` gives every call the
base URL ``BASE``; one that sets ``Authorization`` (``setHeaders``, ``headers.set``) is bearer
evidence, and so is ``JwtModule.forRoot({config: {tokenGetter}})`` of ``@auth0/angular-jwt``
for the requests it covers (rule ``angular.jwt-module``). A request the interceptor hands on
before it adds the credential (``if (req.headers.has('no_auth')) return next(req)``, a URL test)
is sent without it (rule ``auth.interceptor-exit``, :mod:`code2skill.interceptor_exits`).

Immutable builders are followed (rule ``angular.params-builder``)::

    new HttpParams().set('limit', String(n)).append('tag', t)     // query limit, tag
    new HttpParams({ fromObject: { page, q } })                   // query page, q
    params = params.set('author', a)        // a reassignment, in an ``if`` or a callback:
                                            // the parameter is optional
    Object.keys(filters).forEach(key => params = params.set(key, filters[key]))
                                            // the object iterated, kept whole when it is
                                            // all (else a spread entry, reported); another
                                            // key that is not fixed text is an unknown
                                            // spread entry, never guessed
    new HttpHeaders().set('Authorization', `Bearer ${t}`)        // headers, auth evidence

Both builders are immutable: ``set``/``append`` return a new object and leave the receiver as
it was, so a call whose value the statement throws away (``h.set('Authorization', …);``, then
``{headers: h}``) adds nothing (rule ``angular.discarded-builder``); a credential header written
so is the app's own bug, told to the reviewer (:func:`discarded_credentials`).

A ``headers`` option that reads the enclosing wrapper's parameter (``postRequest(path, body,
headers?) { return this.http.post(path, body, {headers}) }``, or ``request(method, url,
options)`` handing on the whole options) is kept as the template's ``pending_headers`` and
read per call once a caller's value is put in (rule ``auth.substituted-headers``): an
``HttpHeaders`` a caller or its helper builds (:func:`passed_headers`) is the object its
chains send.
"""
from __future__ import annotations

import re

from code2skill.extractors.module_facts.control_flow import conjuncts
from code2skill.extractors.module_facts.declarations import member_path

from code2skill.facts import Alt, Call, Expr, Fn, Hole, Lit, Member, Obj, Ref, Tmpl
from code2skill.interceptor_exits import (
    credential_exits, skipped, taken_deletes, write_place, write_tests)
from code2skill.interceptor_guards import (
    NOTE as GUARD_NOTE, RULE as GUARD_RULE, BaseGuard, base_applies, base_guard)
from code2skill.normalised_bases import normalised_base, peeled, steps
from code2skill.requests import AuthHint, RequestTemplate
from code2skill.recogniser_context import SetupFacts
from code2skill.values import (
    AltV,
    ArrV,
    ClientV,
    FnV,
    LibV,
    LitV,
    ObjV,
    PropV,
    ResponseV,
    StrV,
    Text,
    UnknownV,
    Value,
    mentions_param,
    text_of,
)

from .common import (
    auth_from_headers,
    auth_in_function,
    auth_kind,
    body_encoding,
    headers_from,
    json_unless_text,
    method_value,
    option,
    reached_functions,
    sends_credentials,
)
from .registry import LibraryFacts, Recogniser

LIB = "angular-http"
DISCARDED = "angular.discarded-builder"
BUILDERS = {"HttpParams": "angular-params", "HttpHeaders": "angular-headers"}
BUILDER_METHODS = ("set", "append")
# observe options under which a request resolves to an HttpResponse (or its events), the
# body at its ``body`` member
ENVELOPES = frozenset({"response", "events"})
APPEND_ALL = "appendAll"          # HttpParams.appendAll({key: value, …}): one entry per key
FACTS = LibraryFacts(response_body="", verbs=("post", "put", "patch", "get", "delete", "head",
                                              "options", "jsonp"),
                     body_verbs=("post", "put", "patch"), query_keys=("params",),
                     body_keys=("body",), credentials=("withCredentials", True))


def client_method(callee) -> str | None:
    """``get`` for ``HttpClient.prototype.get`` (an injected client's method), else ``None``."""
    if isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 3 \
            and callee.path[:2] == ("HttpClient", "prototype"):
        return callee.path[2]
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for an ``HttpClient`` call (a list for ``httpResource``); ``None`` for
    anything else."""
    if resource_kind(callee) is not None:
        return resource_requests(callee, site, ctx)
    name = client_method(callee)
    if name is None:
        return None
    args = ctx.args(site.call)
    if name == "request":
        if len(args) < 2:
            return None
        method, url, options = args[0], args[1], args[2] if len(args) > 2 else None
        body = option(ctx, options, FACTS.body_keys)
    elif name in FACTS.verbs:
        if not args:
            return None
        method, url = method_value(name, ctx.where(site.call.span)), args[0]
        if name in FACTS.body_verbs:
            body = args[1] if len(args) > 1 else None
            options = args[2] if len(args) > 2 else None
        else:
            body, options = None, args[1] if len(args) > 1 else None
    else:
        return None
    return template(ctx, site, method, url, body, options, "angular.http-client",
                    option(ctx, options, FACTS.query_keys))


def template(ctx, site, method, url, body, options, rule: str, query: Value | None,
             encoding: str | None = None) -> RequestTemplate:
    """The request of one call with its ``query`` (a plain object or an ``HttpParams``), its
    ``options`` object (``headers``, ``withCredentials``) and the interceptors' base URL and
    auth; the body's ``encoding`` is read from the body unless given (``form``)."""
    given = ctx.member(options, "headers")
    headers_value = built(ctx, given)
    headers = headers_from(headers_value, ctx.where(site.call.span))
    auth = list(auth_from_headers(headers, "angular.header"))
    if sends_credentials(ctx, options, FACTS.credentials):
        auth.append(AuthHint("cookie-session", ctx.where(site.call.span),
                             "angular.with-credentials", "withCredentials: true"))
    setup = ctx.program.setup_facts(LIB, {})
    exits = setup.get("exits", {})
    for hint in setup.get("auth", []):                         # rule auth.interceptor-exit
        hint = skipped(hint, exits.get(hint.where), url, headers_value) or hint
        if hint.kind != "none" or all(h.where != hint.where for h in auth):
            auth.append(hint)            # one exit skipping several writes is one piece
    gone = {name for guarded in exits.values()
            for name in taken_deletes(guarded, url, headers_value)}
    headers = tuple(h for h in headers if h.name.lower() not in gone)
    auth.extend(hint for hint, domains in setup.get("jwt", []) if jwt_sent(url, domains))
    guard = setup.get("base_guard")
    joined = base_applies(guard, url) if guard is not None else True
    return RequestTemplate(
        lib=LIB, method=method, url=url, base=setup.get("base") if joined is not False else None,
        sites=(ctx.site(site.call.span, rule),),
        query=built(ctx, query),
        body=body, body_encoding=(encoding or body_encoding(body) or json_unless_text(body))
        if body is not None else None,
        headers=headers, auth=tuple(auth),
        notes=((("low", GUARD_NOTE, ctx.where(site.call.span), GUARD_RULE),)
               if joined is None and setup.get("base") is not None else ())
        + discarded_credentials(ctx, given),
        pending_headers=headers_value if mentions_param(headers_value) else None)


# httpResource and its variants (the response read as text, a Blob or an ArrayBuffer)
RESOURCE_VARIANTS = {(): "json", ("text",): "text", ("blob",): "blob",
                     ("arrayBuffer",): "arrayBuffer"}


def resource_kind(callee) -> str | None:
    """``json`` for ``httpResource``, ``text``/``blob``/``arrayBuffer`` for its variants,
    ``None`` for anything else."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path[:1] == ("httpResource",):
        return RESOURCE_VARIANTS.get(callee.path[1:])
    return None


def resource_requests(callee, site, ctx) -> list[RequestTemplate] | None:
    """Rule ``angular.http-resource``: ``httpResource(() => url | {url, method, params,
    headers, body, withCredentials})`` (and ``.text``/``.blob``/``.arrayBuffer``) is a request
    (``GET`` unless ``method`` says otherwise) for each value the function may return; a
    returned ``undefined``/``null`` is "no request" for that branch. A signal read inside the
    URL (``this.id()``, ``id()``) is an input like any parameter. ``None`` when the first
    argument is not a function the tool can read."""
    args = ctx.args(site.call)
    found = ctx.function_facts(args[0]) if args else None
    if found is None:
        return None
    from code2skill.recogniser_context import Frame

    path, fn = found
    frame = Frame(path, args[0].fid, ctx.frame.this)
    out = []
    for expr in fn.returns:
        for value in requested(ctx.program.evaluate(expr, frame)):
            if isinstance(value, ObjV):
                url, options = value.get("url"), value
                method = value.get("method") or method_value("get", ctx.where(site.call.span))
                body = value.get("body")
            else:
                url, options, body = value, None, None
                method = method_value("get", ctx.where(site.call.span))
            if url is not None:
                out.append(template(ctx, site, method, url, body, options,
                                    "angular.http-resource",
                                    option(ctx, options, FACTS.query_keys)))
    return out or None


def requested(value: Value) -> list[Value]:
    """The values of ``value`` that make a request: every option of an alternative but
    ``undefined``/``null``."""
    options = value.options if isinstance(value, AltV) else (value,)
    return [o for option in options for o in (requested(option) if isinstance(option, AltV)
                                               else [option])
            if not (isinstance(o, LitV) and o.value is None)]


JWT_MODULE = "@auth0/angular-jwt"
HOST_START = re.compile(r"^(?:https?:)?//([^/?#]+)", re.I)


def jwt_modules(program) -> list[tuple[AuthHint, tuple[str, ...]]]:
    """Rule ``angular.jwt-module``: ``JwtModule.forRoot({config: {tokenGetter, authScheme,
    headerName, allowedDomains}})`` of ``@auth0/angular-jwt`` installs an interceptor that
    sends the token on every ``HttpClient`` request to the page's own origin or a host of
    ``allowedDomains``: one hint per call (``bearer`` for the default ``Bearer `` scheme,
    ``api-key`` for another scheme or header) with the allowed hosts."""
    from code2skill.recogniser_context import Frame

    found = []
    for path in sorted(program.modules):
        module = program.modules[path]
        local = {i.local for i in module.imports if i.source == JWT_MODULE
                 and i.imported == "JwtModule"}
        for site in module.calls if local else ():
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop == "forRoot"
                    and isinstance(callee.obj, Ref) and callee.obj.name in local
                    and site.call.args):
                continue
            options = program.evaluate(site.call.args[0], Frame(path, site.scope))
            config = program.member(options, "config")
            scheme = text_of(program.member(config, "authScheme"))
            header = text_of(program.member(config, "headerName"))
            domains = program.member(config, "allowedDomains")
            hosts = tuple(t for item in (domains.items if isinstance(domains, ArrV) else ())
                          if (t := text_of(item)) is not None)
            bearer = (scheme is None or scheme.strip().lower() == "bearer") and \
                (header is None or header.lower() == "authorization")
            note = (f"JwtModule sends {(header or 'Authorization')}: "
                    f"{(scheme if scheme is not None else 'Bearer ')}<token> to the page's "
                    "origin" + (f" and {', '.join(hosts)}" if hosts else ""))
            found.append((AuthHint("bearer" if bearer else "api-key",
                                   program.where(path, site.call.span),
                                   "angular.jwt-module", note), hosts))
    return found


def jwt_sent(url: Value, hosts: tuple[str, ...]) -> bool:
    """Whether the JwtModule interceptor sends its token with a request to ``url``: always
    for a URL that names no host (relative, or led by a value), else when its host (with
    its port) is one of ``hosts``."""
    first = url.parts[0] if isinstance(url, StrV) and url.parts else None
    match = HOST_START.match(first.text) if isinstance(first, Text) else None
    return match is None or match.group(1).lower() in {h.lower() for h in hosts}


def setup(program) -> SetupFacts:
    """Program-wide pass over interceptors: a base URL prefix and auth headers."""
    from code2skill.recogniser_context import Frame

    found: dict = {"auth": [], "jwt": jwt_modules(program), "exits": {}}
    for path in sorted(program.modules):
        module = program.modules[path]
        if not any(i.source == "@angular/common/http" for i in module.imports):
            continue
        angular = {i.imported for i in module.imports if i.source == "@angular/common/http"}
        for fid, fn in module.functions.items():
            if not is_interceptor(fn, angular):
                continue
            ctx = program.context(Frame(path, fid), fn.name)
            hints = auth_in_function(ctx, FnV(fid), "angular.interceptor", follow=True)
            found["auth"].extend(hints)
            found["exits"].update(interceptor_exits(ctx, path, fn, hints))
            found["auth"].extend(AuthHint("cookie-session", program.where(path, span),
                                          "angular.interceptor-credentials",
                                          "withCredentials: true")
                                 for span in credential_clones(module, fid))
            prefix = url_prefix(program, path, fid)
            if prefix is not None and "base" not in found:
                found["base"], found["base_guard"] = prefix
    return SetupFacts(found)


def interceptor_exits(ctx, path: str, fn, hints) -> list[tuple]:
    """Rule ``auth.interceptor-exit``: ``(hint's place, (exits, where the interceptor makes
    the write, tests around it))`` of each credential hint of the interceptor ``fn``, as
    :func:`~code2skill.interceptor_exits.skipped` reads them."""
    program = ctx.program

    def where_of(span):
        return program.where(path, span)

    exits = credential_exits(fn, where_of)
    if exits is None:
        return []
    calls = program.calls_in_scope(path, fn.fid)
    helpers = [found for fid in reached_functions(ctx, fn.fid)[1:]
               if (found := program.function_facts(fid)) is not None]
    out = []
    for hint in hints:
        place = write_place(fn, calls, hint.where, helpers, where_of)
        out.append((hint.where, (exits, place, write_tests(fn, calls, place, where_of))))
    return out


def credential_clones(module, fid: str) -> list:
    """Rule ``angular.interceptor-credentials``: the spans of the ``req.clone({withCredentials:
    true, …})`` calls in the interceptor ``fid``: every request it hands on sends the
    browser's cookies (a cookie session), as ``withCredentials: true`` does on one call."""
    return [site.call.span for site in module.calls
            if site.scope == fid and isinstance(site.call.callee, Member)
            and site.call.callee.prop == "clone" and site.call.args
            and isinstance(site.call.args[0], Obj)
            and any(p.key == "withCredentials" and isinstance(p.value, Lit) and p.value.value is True
                    for p in site.call.args[0].props)]


# names a module imports from ``@angular/common/http`` to declare a class interceptor
INTERCEPTOR_TYPES = frozenset({"HttpInterceptor", "HttpHandler"})


def is_interceptor(fn, imported: set[str]) -> bool:
    """A functional interceptor ``(req, next) => …``, or a class's ``intercept(req, next)``
    — whatever its parameters are called when the module imports ``HttpInterceptor`` or
    ``HttpHandler`` (rule ``angular.class-interceptor``: the class is what
    ``{provide: HTTP_INTERCEPTORS, useClass}`` / ``withInterceptorsFromDi()`` registers)."""
    names = [p.name for p in fn.params]
    if len(names) != 2:
        return False
    if fn.class_name is not None and fn.name.endswith(".intercept") \
            and imported & INTERCEPTOR_TYPES:
        return True
    return names[1] == "next" and (fn.name.endswith(".intercept") or fn.class_name is None)


def url_prefix(program, path: str, fid: str) -> tuple[Value, BaseGuard] | None:
    """Rule ``angular.interceptor``: ``BASE`` from the URL an interceptor hands on,
    ``req.clone({ url: `${BASE}${req.url}` })``, or ``req.clone({ url })`` with a local
    ``url`` written ``BASE + req.url``, with the guard under which it is so made (rule
    ``angular.interceptor-guard``: e.g. only for a URL that is not absolute or not led by
    ``.``). The request URL may be cut of its leading slash (``req.url.substring(1)``,
    ``.slice(1)``, a ternary choosing that or the whole) when ``BASE`` ends with one. The
    URL so made may be normalised by string calls (``.replace(/\\/+/g, '/')``, ``.trim()``):
    ``BASE`` is read as they leave it (rule ``angular.interceptor-normalised``,
    :mod:`code2skill.normalised_bases`). ``None`` when no clone's URL is so made."""
    from code2skill.recogniser_context import Frame

    fn = program.function(fid)
    if fn is None:
        return None
    for site in program.calls_in_scope(path, fid):
        call = site.call
        if not (isinstance(call.callee, Member) and call.callee.prop == "clone" and call.args
                and isinstance(call.args[0], Obj)):
            continue
        for prop in call.args[0].props:
            if prop.key != "url":
                continue
            written = [(e, write_guards(fn, prop.value.name, e))
                       for e in fn.locals.get(prop.value.name, [])] \
                if isinstance(prop.value, Ref) else [(prop.value, () if not site.guarded else
                                                     conjuncts(site.guard)
                                                     if site.guard is not None else None)]
            for expr, tests in written:
                built, normalisers = peeled(expr)             # angular.interceptor-normalised
                lead = base_parts(built)
                if not lead:
                    continue
                frame = Frame(path, fid)
                base = program.evaluate(Tmpl(lead, built.span, built.plus), frame)
                if normalisers:
                    done = steps(normalisers, lambda e: text_of(program.evaluate(e, frame)))
                    base = normalised_base(base, done) if done is not None else None
                if base is not None:
                    return base, base_guard(fn, tests, expr.span)
    return None


def write_guards(fn, name: str, value: Expr) -> tuple | None:
    """The tests around the write of local ``name`` in ``fn`` that gives ``value`` (the write
    whose span holds the value's), as :attr:`LocalWrite.guards`; ``None`` when no write of
    the function's own body is found."""
    span = getattr(value, "span", None)
    for write in fn.writes.get(name, []):
        if span is not None and write.scope == fn.fid \
                and write.span[:2] <= span[:2] and span[2:] <= write.span[2:]:
            return write.guards
    return None


# string methods that cut the request URL's leading slash before a base is prefixed
SLASH_CUTS = ("substring", "slice", "substr")


def base_parts(expr: Expr) -> tuple:
    """The parts of the template or ``+`` join ``expr`` before its request URL (``req.url``,
    maybe cut of its first character), when there are some; else ``()``."""
    if not isinstance(expr, Tmpl):
        return ()
    for i, part in enumerate(expr.parts):
        if isinstance(part, Hole) and request_url(part.expr):
            return expr.parts[:i]
    return ()


def request_url(expr: Expr) -> bool:
    """``req.url``; ``req.url.substring(1)`` (``slice``, ``substr``); a ternary whose every
    option is one of those."""
    if isinstance(expr, Member):
        return expr.prop == "url"
    if isinstance(expr, Call) and isinstance(expr.callee, Member) \
            and expr.callee.prop in SLASH_CUTS and expr.args \
            and isinstance(expr.args[0], Lit) and expr.args[0].value == 1:
        return request_url(expr.callee.obj)
    if isinstance(expr, Alt):
        return all(request_url(o) for o in expr.options)
    return False


def call_value(callee, args, where, new) -> Value | None:
    """``new HttpParams(…)`` / ``new HttpHeaders(…)`` are builders: a ``ClientV`` whose
    ``config`` is the entries so far and ``where`` the ``new`` (its identity); ``.set(k, v)`` /
    ``.append(k, v)`` return the same builder with one more entry (a key that is not fixed text
    is an unknown spread entry)."""
    envelope = observed_envelope(callee, args, where)
    if envelope is not None:
        return envelope
    if new and isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1 \
            and callee.path[0] in BUILDERS:
        init = args[0] if args else None
        if callee.path[0] == "HttpParams" and isinstance(init, ObjV):
            init = init.get("fromObject")             # new HttpParams({ fromObject: {...} })
        return ClientV(BUILDERS[callee.path[0]], entries(init), where)
    if isinstance(callee, ClientV) and callee.lib in BUILDERS.values() \
            and callee.path in (("set",), ("append",)) and len(args) >= 2:
        key = text_of(args[0])
        value = args[1] if key is not None else UnknownV("dynamic-key", where)
        return ClientV(callee.lib, ObjV(entries(callee.config).props + (
            PropV(key, value, where),), callee.where), callee.where)
    if isinstance(callee, ClientV) and callee.lib == BUILDERS["HttpParams"] \
            and callee.path == (APPEND_ALL,) and args:
        return ClientV(callee.lib, ObjV(entries(callee.config).props + entries(args[0]).props,
                                        callee.where), callee.where)
    return None


def observed_envelope(callee, args, where) -> ResponseV | None:
    """Rule ``angular.observe-response``: an ``HttpClient`` request whose options ask for
    ``observe: 'response'`` (or ``'events'``) resolves to Angular's ``HttpResponse`` (an event
    stream whose response event is one), not to the body: its ``body`` member is the answer
    (the call's type argument still types it), ``headers``/``status`` are the envelope and
    no field of the server's answer. An ``observe`` the tool cannot read leaves the body
    unentered, so no read of it is taken as the answer's; ``'body'`` (the default) and no
    ``observe`` give ``None`` (the call resolves to the body)."""
    name = client_method(callee)
    if name is None or where is None or name not in FACTS.verbs + ("request",):
        return None
    index = 2 if name in FACTS.body_verbs or name == "request" else 1
    options = args[index] if len(args) > index else None
    observe = options.get("observe") if isinstance(options, ObjV) else None
    if observe is None or text_of(observe) == "body":
        return None
    return ResponseV((where,), LIB, entry="body" if text_of(observe) in ENVELOPES else None)


def entries(value: Value | None) -> ObjV:
    """The entries a builder starts from: an object's, or one spread entry for anything
    else; none for no argument."""
    if value is None or (isinstance(value, LitV) and value.value is None):
        return ObjV(())
    if isinstance(value, ObjV):
        return value
    return ObjV((PropV(None, value, None),))


def built(ctx, value: Value | None) -> Value | None:
    """Rule ``angular.params-builder``: the object an ``HttpParams``/``HttpHeaders`` value
    sends. Its entries are the union of every way the variable was built (a chain, or the
    builder options of a reassigned ``let``) plus each ``x = x.set(k, v)`` in the function or its
    callbacks; an entry missing from some way, added under a condition or in a callback may be
    absent (``undefined`` is one of its values). Any other value is returned unchanged."""
    builders = builders_of(value)
    if not builders:
        return value
    return object_of(builders, reassigned(ctx, {b.where for b in builders}, builders[0].lib))


def passed_headers(value: Value | None) -> Value | None:
    """Rule ``auth.substituted-headers``: the object an ``HttpHeaders`` value a caller hands to
    a wrapper sends (``postRequest(path, body, this.userHeaders())``, the helper returning
    ``headers.append('Authorization', …)`` under an ``if`` and ``headers`` else): the entries
    of its chains (:func:`built` without the ``x = x.set(k, v)`` statements of the wrapper's
    function, which the caller's value already holds), an entry missing from some option
    optional. Any other value is returned unchanged."""
    builders = builders_of(value)
    return object_of(builders, []) if builders else value


def builders_of(value: Value | None) -> list[ClientV]:
    """The ``HttpParams``/``HttpHeaders`` builders ``value`` is, or may be (a choice's
    options)."""
    options = value.options if isinstance(value, AltV) else (value,)
    return [o for o in options if isinstance(o, ClientV) and o.lib in BUILDERS.values()]


def object_of(builders: list[ClientV], added: list[tuple[PropV, bool]]) -> Value:
    """The object ``builders`` send (:func:`built`), with the ``(entry, optional)`` pairs
    ``added`` after their own entries."""
    found: list[tuple[PropV, bool]] = []
    for b in builders:
        for prop in entries(b.config).props:
            found.append((prop, not all(any(p.key == prop.key for p in entries(o.config).props)
                                        for o in builders)))
    found.extend(added)
    props: list[PropV] = []
    for prop, optional in found:
        value = AltV((prop.value, LitV(None))) if optional and prop.key else prop.value
        same = [i for i, p in enumerate(props) if p.key == prop.key]
        if same and prop.rule and prop.key is not None:     # query.looped-append: the array
            props[same[0]] = PropV(prop.key, value, prop.where, rule=prop.rule)
            continue
        if same:
            continue
        props.append(PropV(prop.key, value, prop.where, rule=prop.rule))
    if len(props) == 1 and props[0].key is None and not isinstance(props[0].value, UnknownV):
        return props[0].value                     # only a whole object: kept whole
    return ObjV(tuple(props), builders[0].where)


def builder_calls(ctx, origins: set, lib: str):
    """``(site, frame)`` for each ``.set``/``.append``/``.appendAll`` call in the current
    function or a function nested in it whose receiver is a builder of library ``lib`` made at
    one of ``origins`` (``frame`` the one the call is read in)."""
    from code2skill.recogniser_context import Frame

    program, path, fid = ctx.program, ctx.frame.path, ctx.frame.fid
    for scope in program.scopes_within(path, fid):
        for site in program.calls_in_scope(path, scope):
            callee = site.call.callee
            if not (isinstance(callee, Member) and (
                    callee.prop in BUILDER_METHODS and len(site.call.args) >= 2
                    or callee.prop == APPEND_ALL and site.call.args)):
                continue
            frame = Frame(path, scope, ctx.frame.this)
            owner = program.evaluate(callee.obj, frame)
            owners = owner.options if isinstance(owner, AltV) else (owner,)
            if any(isinstance(o, ClientV) and o.lib == lib and o.where in origins
                   for o in owners):
                yield site, frame


def discarded_credentials(ctx, headers: Value | None) -> tuple:
    """Rule ``angular.discarded-builder``: a medium review note ``(severity, message,
    where, rule)`` for each credential header (:func:`~.common.auth_kind`: ``Authorization``,
    an API-key or CSRF header) a ``set``/``append`` on the ``HttpHeaders`` the request sends
    names in a statement that throws its value away (``headers.set('Authorization', …);``):
    HttpHeaders is immutable, so the request does not carry it; ``()`` for anything else."""
    builders = builders_of(headers)
    if not builders or builders[0].lib != BUILDERS["HttpHeaders"]:
        return ()
    out = []
    for site, frame in builder_calls(ctx, {b.where for b in builders}, builders[0].lib):
        if not site.discarded or site.call.callee.prop == APPEND_ALL:
            continue
        name = text_of(ctx.program.evaluate(site.call.args[0], frame))
        if name and auth_kind(name, ctx.program.evaluate(site.call.args[1], frame)):
            out.append(("medium", f"headers.{site.call.callee.prop}('{name}', …) has no "
                        "effect: HttpHeaders is immutable and the new object it returns is "
                        f"thrown away, so the request does not send {name} (the app's own "
                        "bug?); the contract shows the request without it",
                        ctx.where(site.call.span), DISCARDED))
    return tuple(out)


def reassigned(ctx, origins: set, lib: str) -> list[tuple[PropV, bool]]:
    """``(entry, optional)`` for each ``.set``/``.append`` call in the current function or a
    function nested in it whose receiver is a builder made at one of ``origins`` and whose
    value is kept (rule ``angular.discarded-builder``: a statement ``h.set(k, v);`` adds
    nothing, the builders being immutable); an ``append`` once per item of an array adds that
    array (rule ``query.looped-append``)."""
    from code2skill.looped_appends import RULE as LOOPED_APPEND
    from code2skill.looped_appends import looped_array, looped_items

    program, fid = ctx.program, ctx.frame.fid
    out: list[tuple[PropV, bool]] = []
    for site, frame in builder_calls(ctx, origins, lib):
        if site.discarded:
            continue
        callee, scope, path = site.call.callee, frame.fid, frame.path
        where = ctx.where(site.call.span)
        optional = site.guarded or scope != fid
        if callee.prop == APPEND_ALL:
            out.extend((prop, optional) for prop in
                       entries(program.evaluate(site.call.args[0], frame)).props)
            continue
        key = text_of(program.evaluate(site.call.args[0], frame))
        looped = looped_array(site.call.args[1], frame, program) \
            if key is not None and callee.prop == "append" else None
        value = looped_items(program, looped, where) if looped is not None \
            else program.evaluate(site.call.args[1], frame) if key is not None \
            else iterated_object(program, path, scope, site.call.args[0]) \
            or UnknownV("dynamic-key", where)                # query.looped-append
        out.append((PropV(key, value, where, rule=LOOPED_APPEND if looped else None),
                    optional))
    return out


def iterated_object(program, path: str, scope: str | None, key: Expr) -> Value | None:
    """``filters`` when ``key`` is the parameter of a callback passed as
    ``Object.keys(filters).forEach(key => …)``; else ``None``."""
    from code2skill.recogniser_context import Frame

    fn = program.function(scope)
    if fn is None or not isinstance(key, Ref) or not fn.params or fn.params[0].name != key.name:
        return None
    for site in program.calls_in_scope(path, fn.parent):
        callee = site.call.callee
        if not (isinstance(callee, Member) and callee.prop == "forEach"
                and any(isinstance(a, Fn) and a.fid == scope for a in site.call.args)):
            continue
        keys = callee.obj
        if isinstance(keys, Call) and keys.args and member_path(keys.callee) == ("Object", "keys"):
            return program.evaluate(keys.args[0], Frame(path, fn.parent))
    return None


RECOGNISER = Recogniser(id=LIB, request=request, setup=setup, call_value=call_value,
                        modules={"@angular/common/http": LIB}, facts=FACTS)
