"""wretch (v1, v2 and v3): a fluent client over ``fetch`` whose chain configures an immutable
request builder and whose verb call sends it (rule ``wretch.request``).

Call forms handled::

    const api = wretch('/api', { credentials: 'include' })   // base URL, fetch options
      .addon(FormUrlAddon).addon(QueryStringAddon)          // kept: the same builder
      .headers({ 'X-Lang': 'en' }).auth(`Bearer ${token}`)  // headers; Authorization
      .errorType('json').catcher(401, fn)                   // kept: error handling
      .resolve((r) => r.json())                             // rule wretch.resolve-body
    api.url('/users').query({ page }).get().json<User[]>()  // GET /api/users?page=…
    api.url(`/users/${id}`).json({ name }).put().res()      // PUT, JSON body
    api.url('/login').formUrl(form).post()                  // POST, URL-encoded body
    api.url('/avatar').formData({ file }).post()            // POST, multipart body
    api.post({ name }, '/users')                            // v2: (body, url appended)
    api.url('/users').post({ name }, { mode: 'cors' })      // v1: (body, fetch options)
    api.get('/users')  api.delete(`/users/${id}`)           // v2: the URL appended
    api.fetch('PATCH', '/users/1', body)                    // v2; v1's .method(m, opts, body)
    api.url('/x', true)                                     // replaces the whole URL
    api.defer((w, url) => w.headers({ 'X-CSRF-Token': t })) // rule wretch.deferred-headers

The semantics are the library's: ``url(part)`` appends ``part`` to the URL as text, no slash
added or removed (``wretch('/api').url('users')`` is ``/apiusers``), and ``url(part, true)``
replaces it; ``query`` objects merge; ``headers``/``auth``/``accept``/``content`` add headers;
``options`` merges fetch options (``headers``, ``credentials: 'include'`` → cookie-session
evidence); the last of ``json``/``body``/``formUrl``/``formData`` is the body (JSON, raw,
``form``, ``multipart``). A verb's body argument is sent as JSON when it is an object (a
string is sent raw). Each builder a chain makes is a ``ClientV('wretch', url, setup=steps)``:
the steps are kept as data and folded at the verb, so an instance stored and extended
(``const users = api.url('/users')``; ``users.get()``) keeps what its chain set.

Rule ``wretch.resolve-body``: see :func:`call_result`.

Rule ``wretch.deferred-headers``: a ``defer(fn)`` callback that adds headers to the builder it
is handed (``w.headers({…})``, ``w.auth(…)``) adds them to every request of the builder; a call
that adds them under a condition of the callback (``token ? w.headers({…}) : w``) makes them
``optional``. A credential header among them is auth evidence where the callback adds it, its
note marked conditional (``…, only under a condition``) when it is optional.

Not modelled: middlewares (``.middlewares([...])``), a ``beforeRequest`` hook of a custom
addon, a ``defer`` callback that replaces the URL, ``.options(opts, flag)``'s second
argument (its meaning flipped between v1 and v2: the options always merge), a resolver
other than rule ``wretch.resolve-body``'s (the verb call's value is then read as wretch's
response chain); a builder handed to a function's parameter (``load(w:
Wretch)`` called as ``load(wretch('/api'))``) is not followed into it.
"""
from __future__ import annotations

from code2skill.facts import Call, Member, Ref
from code2skill.requests import AuthHint, Header, RequestTemplate
from code2skill.url_join import pieces
from code2skill.values import ClientV, LibV, LitV, ObjV, PropV, ResponseV, StrV, Value, Where

from .common import (
    CONDITIONAL_NOTE, auth_from_headers, auth_kind, auth_note, body_encoding, header_text,
    headers_from, json_unless_text, method_value, prop_where, sends_credentials,
)
from .registry import LibraryFacts, Recogniser

LIB = "wretch"
# verb → (HTTP method, whether its first argument is the body)
SENDERS = {"get": ("GET", False), "delete": ("DELETE", False), "head": ("HEAD", False),
           "opts": ("OPTIONS", False), "post": ("POST", True), "put": ("PUT", True),
           "patch": ("PATCH", True)}
# builder calls that change nothing the request carries: the same builder
KEPT = frozenset({"addon", "errorType", "catcher", "catcherFallback", "middlewares",
                  "polyfills", "signal", "defaults"})
# builder calls whose arguments the request folds in (kept as setup steps)
STEPS = frozenset({"query", "headers", "auth", "accept", "content", "options", "json", "body",
                   "formUrl", "formData", "defer", "resolve"})
BODIES = {"json": "json", "formUrl": "form", "formData": "multipart"}
HEADER_STEPS = {"auth": "Authorization", "accept": "Accept", "content": "Content-Type"}
FACTS = LibraryFacts(response_body="json()", verbs=tuple(SENDERS),
                     credentials=("credentials", "include"))


def call_value(callee, args, where, new) -> Value | None:
    """``wretch(url, options)`` → a builder at ``url``; a builder call of :data:`KEPT` → the
    same builder; ``url(part[, replace])`` → the builder at the appended (or replaced) URL; a
    call of :data:`STEPS` → the builder with that step added; ``None`` for anything else (a
    verb: the resolver makes its response)."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path in ((), ("default",)):
        url = args[0] if args else None
        steps = (("options", args[1], where),) if len(args) > 1 else ()
        return ClientV(LIB, url, where, setup=steps)
    if not (isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1):
        return None
    step = callee.path[0]
    if step in KEPT:
        return ClientV(LIB, callee.config, callee.where, setup=callee.setup)
    if step == "url" and args:
        replaced = len(args) > 1 and isinstance(args[1], LitV) and args[1].value is True
        return ClientV(LIB, args[0] if replaced else appended(callee.config, args[0], where),
                       callee.where, setup=callee.setup)
    if step in STEPS and args:
        kept = callee.setup
        if step == "query" and len(args) > 1 and isinstance(args[1], LitV) \
                and args[1].value is True:
            kept = tuple(s for s in kept if s[0] != "query")
        return ClientV(LIB, callee.config, callee.where, setup=kept + ((step, args[0], where),))
    return None


def call_result(callee, args, where, ctx) -> Value | None:
    """Rule ``wretch.resolve-body``: a verb call of a builder whose last ``resolve(fn)``
    callback returns its response's ``.json()`` (``.resolve(r => r.json())``, also at the end
    of a chain on it: ``r => r.notFound(f).json()``) resolves to the response body itself;
    ``None`` for anything else (the response chain wretch returns)."""
    if not (isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1
            and callee.path[0] in (*SENDERS, "fetch", "method") and where is not None):
        return None
    resolvers = [value for step, value, _ in callee.setup if step == "resolve"]
    if not resolvers or not reads_json(ctx, resolvers[-1]):
        return None
    return ResponseV((where,), LIB, body=True)


def reads_json(ctx, callback: Value) -> bool:
    """Whether ``callback`` returns ``.json()`` called on (a chain on) its first parameter."""
    found = ctx.function_facts(callback)
    if found is None or not found[1].params or found[1].params[0].name is None:
        return False
    name = found[1].params[0].name
    for returned in found[1].returns:
        if isinstance(returned, Call) and isinstance(returned.callee, Member) \
                and returned.callee.prop == "json" and chain_root(returned.callee.obj) == name:
            return True
    return False


def chain_root(expr) -> str | None:
    """The name a member/call chain starts at (``r`` of ``r.notFound(f).error(g)``)."""
    while isinstance(expr, (Member, Call)):
        expr = expr.obj if isinstance(expr, Member) else expr.callee
    return expr.name if isinstance(expr, Ref) else None


def appended(url: Value | None, part: Value, where: Where | None) -> Value:
    """``url`` with ``part`` appended as text (what ``url(part)`` does); ``part`` alone when
    the builder had no URL yet."""
    if url is None or isinstance(url, StrV) and not url.parts:
        return part
    return StrV(tuple(pieces((None, url, where)) + pieces((None, part, where))))


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for a builder's verb call (``.get()``, ``.post(body)``, ``.fetch(m, url,
    body)``, ``.method(m, options, body)``); ``None`` for anything else."""
    if not (isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1):
        return None
    verb, args = callee.path[0], ctx.args(site.call)
    where = ctx.where(site.call.span)
    url, steps = callee.config, callee.setup
    if verb in SENDERS:
        method_name, takes_body = SENDERS[verb]
        method = method_value(method_name, where)
        body, rest = (args[0] if args else None, args[1:]) if takes_body else (None, args)
        extra = rest[0] if rest else None
    elif verb in ("fetch", "method") and args:
        method = StrV(tuple(pieces((None, args[0], where))))
        extra = args[1] if len(args) > 1 else None
        body = args[2] if len(args) > 2 else None
    else:
        return None
    if isinstance(extra, StrV):                         # v2: a URL part appended
        url = appended(url, extra, where)
    elif isinstance(extra, ObjV):                       # v1: fetch options merged
        steps += (("options", extra, where),)
    if body is not None and not is_absent(body):
        steps += (("sent", body, where),)
    folded = fold(ctx, steps)
    return RequestTemplate(
        lib=LIB, method=method, url=url if url is not None else StrV(()),
        sites=(ctx.site(site.call.span, "wretch.request"),),
        query=folded["query"], body=folded["body"], body_encoding=folded["encoding"],
        headers=folded["headers"], auth=folded["auth"], response_type=response_type(ctx, site))


def is_absent(value: Value) -> bool:
    """``null``/``undefined`` handed as a body: none is sent."""
    return isinstance(value, LitV) and value.value is None or \
        isinstance(value, LibV) and value.lib == "global" and value.path == ("undefined",)


def fold(ctx, steps) -> dict:
    """What a builder's steps add to its request: a dict of ``query`` (merged objects),
    ``headers``, ``auth`` (header and credentials evidence), ``body`` and its ``encoding``
    (the last body step wins; a verb's body ``sent`` is JSON when an object)."""
    query = body = encoding = None
    headers: tuple[Header, ...] = ()
    deferred: tuple[Header, ...] = ()
    auth: list[AuthHint] = []
    for step, value, where in steps:
        if step == "query":
            query = merged(query, value)
        elif step == "headers":
            headers += headers_from(value, where)
        elif step in HEADER_STEPS:
            headers += (Header(HEADER_STEPS[step], value, where),)
        elif step == "options":
            headers += headers_from(ctx.member(value, "headers"), where)
            if sends_credentials(ctx, value, FACTS.credentials):
                auth.append(AuthHint("cookie-session", prop_where(value, "credentials") or where,
                                     "wretch.credentials-include", "credentials: 'include'"))
        elif step == "defer":
            found = deferred_headers(ctx, value)
            deferred += found
            auth.extend(deferred_auth(found))
        elif step in BODIES:
            body, encoding = value, BODIES[step]
        elif step in ("body", "sent"):
            body, encoding = value, None
    if body is not None and encoding is None:
        encoding = sent_encoding(body, header_text(headers, "Content-Type"))
    auth.extend(auth_from_headers(headers, "wretch.header"))
    return {"query": query, "headers": headers + deferred, "auth": tuple(auth), "body": body,
            "encoding": encoding}


def sent_encoding(body: Value, content_type: str | None) -> str | None:
    """The encoding of a raw or verb-handed body: the ``Content-Type`` header's, else the
    value's own (``FormData``, ``URLSearchParams``, ``JSON.stringify`` text), else JSON for
    an object, as wretch serialises it."""
    return body_encoding(body, None, content_type) or \
        (None if content_type else json_unless_text(body))


def merged(first: Value | None, second: Value) -> Value:
    """Two ``query`` values merged (wretch appends both): objects' entries joined, a value
    whose entries the source does not show (a typed parameter) kept as a spread entry; a
    query string is kept as the only one (its parameters are not split)."""
    if first is None or isinstance(first, StrV) or isinstance(second, StrV):
        return second
    return ObjV(entries(first) + entries(second), getattr(first, "where", None))


def entries(value: Value) -> tuple[PropV, ...]:
    """An object's entries, or one spread entry holding ``value``."""
    return value.props if isinstance(value, ObjV) else (PropV(None, value),)


def deferred_headers(ctx, callback: Value) -> tuple[Header, ...]:
    """Rule ``wretch.deferred-headers``: the headers a ``defer`` callback adds to the builder
    it is handed as its first parameter (``w.headers({…})``, ``w.auth(v)``), ``optional``
    when the call adding them runs only under a condition of the callback (``token ?
    w.headers({…}) : w``)."""
    found = ctx.function_facts(callback)
    if found is None or not found[1].params or found[1].params[0].name is None:
        return ()
    name, fid = found[1].params[0].name, found[1].fid
    headers: list[Header] = []
    for site in ctx.calls_in(fid):
        call = site.call
        if not (isinstance(call.callee, Member) and isinstance(call.callee.obj, Ref)
                and call.callee.obj.name == name and call.args):
            continue
        value = ctx.evaluate_in(fid, call.args[0])
        where = ctx.program.where(found[0], call.span)
        if call.callee.prop == "headers":
            headers += [Header(h.name, h.value, h.where, optional=site.guarded)
                        for h in headers_from(value, where)]
        elif call.callee.prop in HEADER_STEPS:
            headers.append(Header(HEADER_STEPS[call.callee.prop], value, where,
                                  optional=site.guarded))
    return tuple(headers)


def deferred_auth(headers: tuple[Header, ...]) -> list[AuthHint]:
    """The auth evidence of credential headers a ``defer`` callback adds, the note of one it
    adds under a condition ending in :data:`CONDITIONAL_NOTE` (the request may go without)."""
    return [AuthHint(kind, h.where, "wretch.deferred-headers", auth_note(h.name, h.value)
                     + (CONDITIONAL_NOTE if h.optional else ""))
            for h in headers if (kind := auth_kind(h.name, h.value))]


def response_type(ctx, site) -> tuple | None:
    """The body type a response reader declares (``.json<User[]>()``) and where."""
    return next(((ta, ctx.where(span)) for name, _, span, ta in site.chain
                 if name == "json" and ta), None)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value,
                        call_result=call_result, facts=FACTS, modules={"wretch": LIB})
