"""axios: the module, its instances, defaults and interceptors.

Call forms handled::

    axios(config)   axios(url, config)   axios.request(config)
    axios.get|delete|head|options(url, config)
    axios.post|put|patch(url, data, config)
    const api = axios.create({ baseURL, headers, withCredentials }); api.get(…); api(config)
    Vue.axios.get(…)                 // vue-axios after Vue.use(VueAxios, axios)
    this.$axios.get(…)  this.$axios.$post(…)   // @nuxtjs/axios (rule axios.nuxt-injected)
    axios.defaults.baseURL = …       api.defaults.headers.common.Authorization = …
    api.interceptors.request.use(config => { config.headers.Authorization = … })
    api.interceptors.response.use(ok, error => { if (error.response.status === 401) … })
    $axios.onRequest(config => { config.headers.common.Authorization = … })   // @nuxtjs/axios
    $axios.setToken(token, 'Bearer')   $axios.setHeader('Authorization', value)

Rule ``axios.nuxt-auth``: ``@nuxtjs/axios`` sets the credential of its injected client (and of
instances it creates) with ``onRequest(fn)`` (a request interceptor: its handler is read like
``interceptors.request.use``), ``setToken(token, type)`` (``Authorization: <type> <token>``, a
raw token without ``type``) and ``setHeader(name, value)``.

Rule ``axios.reexport``: a package whose default export is an axios instance configured for
its platform (``@nextcloud/axios``, ``redaxios``; the table
:data:`~code2skill.client_packages.AXIOS_REEXPORTS`) is axios: ``import axios from
'@nextcloud/axios'; axios.get('/x')`` is an axios call. An unknown one is caught by rule
``coverage.declared-client`` instead.

``config`` keys read: ``url``, ``method``, ``baseURL``, ``params`` (query), ``data`` (body),
``headers``, ``withCredentials``. A plain-object ``data`` is JSON (axios serialises objects);
``FormData`` is multipart and ``URLSearchParams`` a form. Defaults and interceptors are found by
a program-wide pass and attached to the client (module-level ``axios`` or one instance) they are
registered on.

Rule ``axios.config-spread``: a config that spreads an object (``{ params, ...extra }``) takes
``baseURL`` only from a key it names; the spread values travel with the template
(``config_spreads``) so that the client's base stays unless a caller's value, once substituted,
names one (see ``normalize.settle_config_spreads``).

Rule ``auth.substituted-headers``: a ``headers`` value that reads the enclosing helper's
parameter (``function send(method, url, data, headers) { return axios({method, url, data,
headers}) }``) is kept as the template's ``pending_headers`` and read per call once a caller's
value is substituted (``send('GET', '/x', undefined, {'X-CSRF-Token': glob.csrfToken})``).

Rule ``axios.header-groups``: a ``headers`` object of a client or request config may group
headers by method (``{common: {'X-Session-ID': s}, post: {…}}``): axios sends ``common``'s
and the request method's group, never a header named ``common`` or ``post``.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.auth_opt_out import opted_out
from code2skill.config_parameters import declared_config
from code2skill.client_packages import AXIOS_REEXPORTS, PLATFORM_SESSIONS
from code2skill.facts import Member, Ref
from code2skill.header_precedence import over_defaults
from code2skill.interceptor_answers import UNSURE, answer_shape, ejected_answers
from code2skill.requests import AuthHint, Header, RequestTemplate
from code2skill.recogniser_context import SetupFacts
from code2skill.values import (
    AltV, ClientV, FnV, HoleV, LibV, ObjV, ParamV, StrV, Text, Value, Where, mentions_param,
    text_of,
)

from .common import (
    CONDITIONAL_NOTE, auth_from_headers, auth_in_function, auth_in_spreads, auth_kind, body_encoding,
    credential_hints, header_text,
    headers_from,
    json_unless_text, method_value, option, program_assignments, sends_credentials,
    transformed_body,
)
from .axios_base_read import base_read
from .axios_defaults_auth import defaults_auth
from .interceptor_headers import (
    client_value, default_identity_headers, interceptor_headers, is_client_header,
)
from .registry import LibraryFacts, Recogniser

FACTS = LibraryFacts(response_body="data", verbs=("post", "put", "patch", "get", "delete", "head",
                                                  "options"),
                     body_verbs=("post", "put", "patch"), base_keys=("baseURL",),
                     query_keys=("params",), body_keys=("data",),
                     credentials=("withCredentials", True))


# axios ≥ 1.0 ``postForm``/``putForm``/``patchForm``: the verb with the body encoded as
# ``multipart/form-data`` whatever it is (an object, a ``FormData``, an ``HTMLFormElement``)
FORM_VERBS = {"postForm": "post", "putForm": "put", "patchForm": "patch"}
FORM_CONTENT_TYPE = "multipart/form-data"


def call_value(callee, args, where, new) -> Value | None:
    """``axios.create(config)`` (and ``instance.create``) → a new client; one created from a
    platform's client package keeps the session it sends (rule ``axios.platform-session``)."""
    if isinstance(callee, LibV) and callee.lib == "axios" and callee.path == ("create",):
        return ClientV("axios", args[0] if args else None, where,
                       setup=tuple(("auth", hint, hint.where) for hint in platform_session(callee)))
    if isinstance(callee, ClientV) and callee.lib == "axios" and callee.path == ("create",):
        return ClientV("axios", args[0] if args else callee.config, where, setup=callee.setup)
    return None


def platform_session(value: LibV) -> list[AuthHint]:
    """Rule ``axios.platform-session``: axios imported from a platform's client package
    (:data:`~code2skill.client_packages.PLATFORM_SESSIONS`: ``@nextcloud/axios`` adds the
    session cookie and the ``requesttoken`` CSRF header to every request, and an instance it
    ``create``s keeps them) is a ``cookie-session`` whose evidence is the import."""
    sent = PLATFORM_SESSIONS.get(value.package or "")
    return [AuthHint("cookie-session", value.where, "axios.platform-session",
                     f"{value.package} sends {sent}")] if sent else []


def client_of(callee) -> tuple[ClientV | None, tuple[str, ...]] | None:
    """``(client, member path)`` when ``callee`` is axios or an axios instance."""
    if isinstance(callee, LibV) and callee.lib == "axios":
        return None, callee.path
    if isinstance(callee, ClientV) and callee.lib == "axios":
        return callee, callee.path
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for an axios request call; ``None`` for anything else."""
    found = client_of(callee)
    if found is None:
        return None
    client, path = found
    if len(path) == 1 and path[0][1:] in FACTS.verbs + ("request",) \
            and path[0].startswith("$"):
        path = (path[0][1:],)          # @nuxtjs/axios helpers: $get(…) resolves to the data
    call = site.call
    args = ctx.args(call)
    form = len(path) == 1 and path[0] in FORM_VERBS      # postForm(url, data): multipart
    if path == () or path == ("request",):
        if not args:
            return None
        first = args[0]
        if isinstance(first, ObjV) or path == ("request",) or declared_config(first):
            config, url, data_expr = first, ctx.member(first, "url"), None
        else:
            config = args[1] if len(args) > 1 else None
            url, data_expr = first, None
        method = ctx.member(config, "method")
        default = StrV((Text("GET", None, "axios.default-method"),))
        if method is None:
            method = default
        elif declared_config(config):          # rule axios.config-parameter: a caller's
            from code2skill.resolution.shared import alternatives   # config without one is GET
            method = alternatives([method, default], "or")
        data = option(ctx, config, FACTS.body_keys)
    elif len(path) == 1 and (path[0] in FACTS.verbs or form):
        if not args:
            return None
        url = args[0]
        method = method_value(FORM_VERBS.get(path[0], path[0]), ctx.where(call.span))
        if path[0] in FACTS.body_verbs or form:
            data_expr = call.args[1] if len(call.args) > 1 else None
            data = args[1] if len(args) > 1 else None
            config = args[2] if len(args) > 2 else None
        else:
            config = args[1] if len(args) > 1 else None
            data_expr = None
            data = option(ctx, config, FACTS.body_keys)
    else:
        return None
    verb = (text_of(method) or "").lower()
    headers_value = grouped_headers(ctx.member(config, "headers"), verb)
    headers = headers_from(headers_value, ctx.where(call.span))
    auth = list(auth_from_headers(headers, "axios.header"))
    auth.extend(auth_in_spreads(headers_value, ctx.where(call.span), "axios.header-spread"))
    auth.extend(platform_session(callee) if isinstance(callee, LibV) else
                (hint for kind, hint, _ in callee.setup if kind == "auth"))
    sent, pending_credentials = credential_hints(ctx, config, FACTS.credentials,
                                                 ctx.where(call.span), "axios.with-credentials")
    auth.extend(sent)                    # rule auth.substituted-credentials while pending
    spreads = tuple(p.value for p in config.props if p.key is None) \
        if isinstance(config, ObjV) else ()
    base = option(ctx, config, FACTS.base_keys) if isinstance(config, ObjV) \
        and any(p.key in FACTS.base_keys for p in config.props) else None
    handlers: list[str] = []
    through: Where | None = None          # rule axios.response-unwrap
    notes: list[tuple[str, str, Where | None]] = []
    from code2skill.resolution.shared import decide_test
    for kind, value, where in setup_for(ctx.program, client):
        if kind == "url":
            url, note = rewritten_url(url, value, where)
            notes.extend([note] if note else [])
        if kind == "auth":                  # rule auth.per-call-opt-out
            auth.append(opted_out(value, config, decide_test, ctx.where(call.span)) or value)
        elif kind == "handler":
            handlers.append(value)
        elif kind == "answer" and value is not None:
            through = through or where
        elif kind == "base" and base is None:
            base = value
        elif kind == "base-order":
            notes.append(order_note(value, where))
        elif kind == "header":
            headers += (value,)
    if client is not None and client.config is not None:
        client_headers = headers_from(grouped_headers(ctx.member(client.config, "headers"),
                                                      verb), client.where)
        headers = over_defaults(tuple(replace(h, default=True) for h in client_headers)
                                + headers)              # rule header.call-site-precedence
        auth.extend(auth_from_headers(client_headers, "axios.instance-header"))
        if sends_credentials(ctx, client.config, FACTS.credentials):
            auth.append(AuthHint("cookie-session", client.where, "axios.with-credentials",
                                 "withCredentials: true"))
        if base is None:
            base = option(ctx, client.config, FACTS.base_keys)
    rule = "axios.instance-call" if client is not None else "axios.call"
    made = transformed_body(ctx, config, data, ctx.where(call.span)) \
        if data is not None else None                 # rule body.transform-request
    return RequestTemplate(
        lib="axios", method=method, url=url, base=base,
        sites=(ctx.site(call.span, rule),) + ((made[1],) if made else ()),
        query=option(ctx, config, FACTS.query_keys),
        body=made[0] if made else data,
        body_encoding=body_encoding(made[0]) if made is not None else
        (body_encoding(data, data_expr, FORM_CONTENT_TYPE if form else
                       header_text(headers, "Content-Type"))
         or json_unless_text(data)) if data is not None else None,
        headers=headers, auth=tuple(auth), handlers=tuple(handlers), config_spreads=spreads,
        answer_through=through,
        notes=tuple(notes),
        pending_headers=headers_value if mentions_param(headers_value) else None,
        pending_credentials=pending_credentials)


def interceptor_urls(program, handler) -> list:
    """Rule ``axios.interceptor-url``: a request interceptor that rewrites ``config.url``
    from itself (`` config.url = `${org}${config.url}` ``) rewrites the URL of every call
    through its client, as ``[("url", (head, tail, guard, guarded), where)]``: ``head``/
    ``tail`` the parts written before and after the call's own URL, ``guard`` the write's
    ``if`` test (or ``None``). A write that does not keep the call's URL is not followed."""
    out = []
    for path, fn, assignment, value in config_writes(program, handler, "url"):
        parts = value.parts if isinstance(value, StrV) else ()
        own = [i for i, p in enumerate(parts) if isinstance(p, HoleV)
               and isinstance(p.value, ParamV) and p.value.fid == fn.fid
               and p.value.path == ("url",)]
        if len(own) == 1:
            head, tail = parts[:own[0]], parts[own[0] + 1:]
            guard = assignment.guard if assignment.guarded else None
            out.append(("url", (head, tail, guard, assignment.guarded), (path, assignment.span)))
    return out


def config_writes(program, handler, key: str):
    """``(module, function, assignment, value)`` of each write of ``config.<key>`` in the
    interceptor ``handler`` (its first parameter is the request config)."""
    from code2skill.recogniser_context import Frame

    found = program.function_facts(handler.fid) if isinstance(handler, FnV) else None
    if found is None or not found[1].params or not found[1].params[0].name:
        return
    path, fn = found
    for assignment in fn.assignments:
        if assignment.target == (fn.params[0].name, key):
            yield path, fn, assignment, program.evaluate(assignment.value,
                                                          Frame(path, fn.fid))


def rewritten_url(url, rewrite, where) -> tuple[Value, tuple[str, str, Where | None] | None]:
    """The call's URL as a request interceptor rewrites it (rule ``axios.interceptor-url``):
    a guard ``!config.url.includes('x')`` (``startsWith``/``endsWith``, negated or not) is
    decided on the URL's fixed start when it can be; an undecided or other guard applies the
    rewrite with a review note."""
    head, tail, guard, guarded = rewrite
    decided = url_test(guard, url) if guard is not None else (None if guarded else True)
    if decided is False:
        return url, None
    parts = (url.parts if isinstance(url, StrV) else (HoleV(None, url, where),))
    made = StrV(tuple(head) + tuple(parts) + tuple(tail))
    if decided:
        return made, None
    return made, ("medium", "a request interceptor rewrites this URL only under a condition "
                  "code2skill does not decide; confirm the endpoint", where)


def fixed_start(url) -> str:
    """The fixed text a URL value starts with (``''`` when it starts with a hole)."""
    known = ""
    for part in url.parts if isinstance(url, StrV) else ():
        if not isinstance(part, Text):
            break
        known += part.text
    return known


def url_test(guard, url) -> bool | None:
    """Whether ``config.url.includes/startsWith/endsWith('lit')`` (negated by ``!``) holds
    for ``url``; ``None`` when the guard is another test or the URL text decides nothing."""
    from code2skill.facts import Call as CallExpr, Lit, Member as MemberExpr, Test

    negated = isinstance(guard, Test) and guard.op == "falsy"
    test = guard.subject if negated else guard
    if not (isinstance(test, CallExpr) and isinstance(test.callee, MemberExpr)
            and test.callee.prop in ("includes", "startsWith", "endsWith")
            and isinstance(test.callee.obj, MemberExpr) and test.callee.obj.prop == "url"
            and len(test.args) == 1 and isinstance(test.args[0], Lit)
            and isinstance(test.args[0].value, str)):
        return None
    needle, method = test.args[0].value, test.callee.prop
    full, known = text_of(url), fixed_start(url)
    if full is not None:
        result = (needle in full if method == "includes" else full.startswith(needle)
                  if method == "startsWith" else full.endswith(needle))
    elif method == "includes" and needle in known:
        result = True
    elif method == "startsWith" and len(known) >= len(needle):
        result = known.startswith(needle)
    else:
        return None
    return not result if negated else result


def interceptor_bases(program, handler) -> list:
    """Rule ``axios.interceptor-base``: a request interceptor that writes ``config.baseURL``
    (unconditionally, or as a default ``config.baseURL = config.baseURL || X``) sets the base
    URL of every call through its client that names none of its own, as
    ``[("base", value, where)]``; the config's own ``baseURL`` in the written value is
    dropped (a call that names one keeps it)."""
    from code2skill.resolution.shared import alternatives

    out = []
    for path, fn, assignment, value in config_writes(program, handler, "baseURL"):
        if assignment.guarded:
            continue
        options = value.options if isinstance(value, AltV) else (value,)
        kept = [o for o in options if not mentions_param(o, frozenset({fn.fid}))]
        if kept:
            out.append(("base", alternatives(kept), (path, assignment.span)))
    return out


def guarded_base(owner, value):
    """Rule ``axios.guarded-defaults-base``: ``instance.defaults.baseURL = X`` written only
    under a condition (``if (process.env.DEV_BACKEND_URL) api.defaults.baseURL = …``)
    overrides the base its ``axios.create({baseURL: '/api'})`` config names only sometimes:
    the base is a choice of ``X`` or the created one (``X`` alone when the config names
    none)."""
    from code2skill.resolution.shared import alternatives, object_member

    created = object_member(owner.config, "baseURL") \
        if isinstance(owner, ClientV) and isinstance(owner.config, ObjV) else None
    return value if created is None else alternatives([value, created])


def client_key(client: ClientV | None):
    """The identity of a client for setup facts: the creating call's location, or ``axios``."""
    return client.where if client is not None else "axios"


def setup_for(program, client: ClientV | None) -> list:
    """The setup facts ``(kind, value, where)`` that apply to requests of ``client`` (the
    ``axios`` module itself when ``None``): its own, then the global defaults' auth and
    headers, then the global ``defaults.baseURL`` as :func:`copied_base` decides."""
    facts = program.setup_facts("axios", {})
    out = list(facts.get(client_key(client), []))
    if client is not None:                                         # global defaults apply
        out += [f for f in facts.get("axios", []) if f[0] in ("auth", "header")]
        out += [fact for f in facts.get("axios", []) if f[0] == "base"
                for fact in copied_base(program, client, f)]
    return out


def copied_base(program, client: ClientV, fact: tuple) -> list:
    """Rule ``axios.defaults-copied``: ``axios.create(config)`` copies the global defaults
    into the instance when it runs (axios merges ``axios.defaults`` with ``config``), so a
    global ``axios.defaults.baseURL = X`` written before it — earlier in the same module, or
    in a module the creating one imports (:mod:`code2skill.evaluation_order`), both at module
    level and unconditional — is the instance's base unless ``config`` names ``baseURL``;
    one written after it is not. ``[("base", X, where)]``, ``[]``, or, when the order is
    unproven, ``[("base-order", X, where)]`` (the base left out, a review note)."""
    from code2skill.evaluation_order import runs_before

    _, value, where = fact
    if client.where is None or where is None or names_base(client.config):
        return []
    order = runs_before(program.modules, program.resolve_import, where, client.where,
                        program.notes("axios").setdefault("module-dependencies", {})) \
        if module_level_write(program, where) and module_level_call(program, client.where) \
        else None
    return [("base", value, where)] if order else [] if order is False \
        else [("base-order", value, where)]


def names_base(config: Value | None) -> bool:
    """Whether a client's creation options name ``baseURL`` (or spread an object that may)."""
    return isinstance(config, ObjV) and any(p.key is None or p.key in FACTS.base_keys
                                            for p in config.props) \
        or config is not None and not isinstance(config, ObjV)


def module_level_write(program, where: Where) -> bool:
    """Whether the assignment at ``where`` is an unconditional statement of its module's
    body."""
    module = program.modules.get(where[0])
    return module is not None and any(a.span == where[1] and not a.guarded
                                      for a in module.assignments)


def module_level_call(program, where: Where) -> bool:
    """Whether the call at ``where`` is made by its module's body (in no function)."""
    return any(site.call.span == where[1] for site in program.calls_in_scope(where[0], None))


def order_note(value: Value, where: Where) -> tuple:
    """The review note of a global ``defaults.baseURL`` whose order against the instance's
    ``axios.create`` is unproven (rule ``axios.defaults-copied``)."""
    return ("medium", "axios.defaults.baseURL is set to " + (text_of(value) or "a value")
            + " where code2skill cannot tell whether it runs before this instance's "
            "axios.create(…), which copies the global defaults only when it runs after them; "
            "the paths are read without that base: confirm the base URL", where,
            "axios.defaults-copied")


def setup(program) -> SetupFacts:
    """Program-wide pass: ``X.defaults.…`` assignments and ``X.interceptors.request.use(fn)``
    registrations, keyed by the client they configure."""
    from code2skill.recogniser_context import Frame

    facts: dict = {}
    ejected: set = set()              # the clients one of whose response interceptors is ejected
    by_module: dict[str, list] = {}
    for frame, assignment in program_assignments(program):
        by_module.setdefault(frame.path, []).append((frame, assignment))
    for path in sorted(program.modules):
        module = program.modules[path]
        for frame, assignment in by_module.get(path, ()):
            target = program.written_target(frame, assignment)
            if target is None or "defaults" not in target[1:]:
                continue                  # (a local named `defaults` configures no client)
            index = target.index("defaults", 1)
            owner = program.evaluate(chain_expr(target[:index]), frame)
            if client_of(owner) is None:
                continue
            key = client_key(owner if isinstance(owner, ClientV) else None)
            where = (path, assignment.span)
            rest = target[index + 1:]
            if rest == ("baseURL",):
                value = program.evaluate(assignment.value, frame)
                facts.setdefault(key, []).append(
                    ("base", guarded_base(owner, value) if assignment.guarded else value, where))
            elif rest in (("withCredentials",), ("xsrfHeaderName",), ("xsrfCookieName",),
                          ("headers",), ("headers", "common")) \
                    or (len(rest) == 2 and rest[0] == "headers" and rest[1] in FACTS.verbs):
                value = program.evaluate(assignment.value, frame) \
                    if assignment.value is not None else None     # axios.defaults-credentials
                facts.setdefault(key, []).extend(
                    ("auth", hint, where)
                    for hint in defaults_auth(rest, value, where, assignment.guarded))
                if rest[:1] == ("headers",):             # rule header.proxy-identity
                    facts.setdefault(key, []).extend(
                        ("header", header, where)
                        for header in default_identity_headers(value, where))
            elif rest[:1] == ("headers",) and rest:
                name = rest[-1]
                kind = auth_kind(name, None)
                if kind:
                    facts.setdefault(key, []).append(
                        ("auth", AuthHint(kind, where, "axios.defaults-header",
                                          f"defaults header {name}" + (CONDITIONAL_NOTE if
                                                                       assignment.guarded
                                                                       else "")), where))
                elif is_client_header(name):   # rules context.client-header, header.proxy-identity
                    value = program.evaluate(assignment.value, frame) \
                        if assignment.value is not None else None
                    facts.setdefault(key, []).append(
                        ("header", Header(name, client_value(value, where), where), where))
        for site in module.calls:
            callee = site.call.callee
            if isinstance(callee, Member) and callee.prop == "assign":
                for key, hint in assigned_defaults(program, path, site):
                    facts.setdefault(key, []).append(("auth", hint, hint.where))
                continue
            if isinstance(callee, Member) and callee.prop in NUXT_AUTH_HOOKS:
                for key, hint in nuxt_auth(program, path, site):
                    facts.setdefault(key, []).append(("auth", hint, hint.where))
                continue
            if isinstance(callee, Member) and callee.prop == "eject":
                found = client_of(program.evaluate(callee, Frame(path, site.scope)))
                if found is not None and found[1] == ("interceptors", "response", "eject"):
                    ejected.add(client_key(found[0]))        # rule axios.response-unwrap
                continue
            if not (isinstance(callee, Member) and callee.prop == "use"):
                continue
            owner_value = program.evaluate(callee, Frame(path, site.scope))
            owners = [owner_value]
            if isinstance(owner_value, ParamV) and owner_value.path[-2:] in (
                    ("request", "use"), ("response", "use")):  # setUp(instance) { … }
                owners = [program.with_arguments(owner_value, owner_value.fid, args)
                          for args in program.call_arguments(owner_value.fid)]
            for owner in owners:
                found = client_of(owner)
                if found is not None and found[1] == ("interceptors", "response", "use"):
                    for index, arg in enumerate(site.call.args[:2]):   # (onFulfilled,
                        handler = program.evaluate(arg, Frame(path, site.scope))   # onRejected)
                        if isinstance(handler, FnV):
                            facts.setdefault(client_key(found[0]), []).append(
                                ("handler", handler.fid, None))
                        if isinstance(handler, FnV) and index == 0:   # axios.response-unwrap
                            facts[client_key(found[0])].append(
                                ("answer", UNSURE if site.guarded else
                                 answer_shape(program, handler.fid, "axios"),
                                 (path, site.call.span)))
                    continue
                if found is None or found[1] != ("interceptors", "request", "use"):
                    continue
                ctx = program.context(Frame(path, site.scope), None)
                for arg in site.call.args[:1]:
                    handler = ctx.evaluate(arg)
                    facts.setdefault(client_key(found[0]), []).extend(
                        interceptor_bases(program, handler)
                        + interceptor_urls(program, handler))
                    for hint in auth_in_function(ctx, handler, "axios.request-interceptor",
                                                 follow=True):
                        facts.setdefault(client_key(found[0]), []).append(
                            ("auth", hint, hint.where))
                    facts.setdefault(client_key(found[0]), []).extend(
                        ("header", header, header.where)
                        for header in interceptor_headers(ctx, handler))
    for key in ejected:
        facts[key] = ejected_answers(facts.get(key, []))
    return SetupFacts(facts)


NUXT_AUTH_HOOKS = frozenset({"onRequest", "setToken", "setHeader"})


def assigned_defaults(program, path: str, site) -> list:
    """Rule ``axios.defaults-credentials``: ``[(client key, auth hint)]`` of an
    ``Object.assign(X.defaults, {withCredentials: true, headers: {…}}, …)`` call on an axios
    client's defaults; ``[]`` for any other call."""
    from code2skill.recogniser_context import Frame

    call = site.call
    if not (isinstance(call.callee.obj, Ref) and call.callee.obj.name == "Object"
            and len(call.args) > 1 and isinstance(call.args[0], Member)
            and call.args[0].prop == "defaults"):
        return []
    frame = Frame(path, site.scope)
    found = client_of(program.evaluate(call.args[0].obj, frame))
    if found is None or found[1] != ():
        return []
    key, where = client_key(found[0]), (path, call.span)
    return [(key, hint) for arg in call.args[1:]
            for hint in defaults_auth((), program.evaluate(arg, frame), where, site.guarded)]


def nuxt_auth(program, path: str, site) -> list:
    """Rule ``axios.nuxt-auth``: ``[(client key, auth hint)]`` of a ``$axios.onRequest(fn)``
    (the hints of its handler), ``$axios.setToken(token, type)`` or ``$axios.setHeader(name,
    value)`` call on an axios client; ``[]`` for any other call."""
    from code2skill.recogniser_context import Frame

    callee = site.call.callee
    frame = Frame(path, site.scope)
    found = client_of(program.evaluate(callee.obj, frame))
    if found is None or found[1] != () or not site.call.args:
        return []
    key, where = client_key(found[0]), (path, site.call.span)
    ctx = program.context(frame, None)
    if callee.prop == "onRequest":
        return [(key, hint) for hint in auth_in_function(
            ctx, ctx.evaluate(site.call.args[0]), "axios.nuxt-auth", follow=True)]
    if callee.prop == "setToken":
        word = text_of(ctx.evaluate(site.call.args[1])) if len(site.call.args) > 1 else ""
        kind = "bearer" if word is None or word.lower() == "bearer" else \
            "basic" if word.lower() == "basic" else "api-key"
        note = "setToken" + ("" if kind == "bearer" else
                             f", scheme {word}" if word else ", no scheme")
        return [(key, AuthHint(kind, where, "axios.nuxt-auth", note))]
    name = text_of(ctx.evaluate(site.call.args[0]))
    value = ctx.evaluate(site.call.args[1]) if len(site.call.args) > 1 else None
    kind = auth_kind(name, value) if name else None
    return [(key, AuthHint(kind, where, "axios.nuxt-auth", f"setHeader {name}"))] \
        if kind else []


def chain_expr(names: tuple[str, ...]):
    """IR for a dotted member chain (``('Vue', 'axios')`` → ``Vue.axios``)."""
    expr = Ref(names[0])
    for name in names[1:]:
        expr = Member(expr, name)
    return expr


def member_value(obj: Value, prop: str, program) -> Value | None:
    """Rule ``axios.defaults-base-read`` (:mod:`.axios_base_read`): ``X.defaults.baseURL``
    read back is what the program assigns it."""
    return base_read(obj, prop, program, client_of, client_key)


RECOGNISER = Recogniser(id="axios", request=request, call_value=call_value, setup=setup,
                        member_value=member_value,
                        facts=FACTS,
                        modules={"axios": "axios",    # rule axios.reexport: a package whose
                                 **{name: "axios" for name in AXIOS_REEXPORTS}},  # default is axios
                        globals={"axios": "axios"},
                        aliases={("vue", "axios"): "axios"},
                        client_types={"AxiosInstance": "instance", "AxiosStatic": "module"})


METHOD_GROUPS = frozenset({"common", "get", "post", "put", "patch", "delete", "head",
                           "options"})


def grouped_headers(value: Value | None, verb: str) -> Value | None:
    """Rule ``axios.header-groups``: a ``headers`` object with its method groups replaced by
    the headers axios sends for a request of method ``verb`` (lower case; ``""`` when not
    known): those of ``common`` and of the group named ``verb``, in place; any other group
    is dropped. Any other value is returned unchanged."""
    if not isinstance(value, ObjV) or not any(p.key in METHOD_GROUPS for p in value.props):
        return value
    props = []
    for prop in value.props:
        if prop.key not in METHOD_GROUPS:
            props.append(prop)
        elif isinstance(prop.value, ObjV) and prop.key in ("common", verb):
            props.extend(prop.value.props)
    return replace(value, props=tuple(props))
