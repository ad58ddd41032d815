"""Request templates: what one HTTP call site does, in resolved values.

A library recogniser turns a recognised call into a :class:`RequestTemplate`; the resolver moves
it up through wrapper functions (substituting parameters with the caller's arguments) until the
call site that names the endpoint is reached, recording each hop in ``sites``.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from code2skill.caller_arms import Unpassed
from code2skill.values import Value, Where

# the ClientV lib of a ``new Request(url, init)``: its config is ``{url, ...init}`` (rule
# ``fetch.request-object``)
REQUEST_OBJECT = "fetch-request"
UNSENT_RULE = "auth.unsent-header"   # a credential header a call's arguments leave unsent


@dataclass(frozen=True, slots=True)
class Site:
    """One hop of evidence: a call at ``where`` inside function ``function`` (qualified name,
    ``None`` at module level), recognised by ``rule`` (``axios.instance-call``,
    ``wrapper.call``); ``shaping`` marks a hop after the library call that cites what shaped
    the request (an Ember Data adapter override) rather than a call on its chain, so it is
    never taken for the request-like site."""

    where: Where
    function: str | None
    rule: str
    shaping: bool = False


def library_site(sites: tuple[Site, ...]) -> Site:
    """The library call of an evidence chain: its last hop that is not a ``shaping`` one."""
    return next((s for s in reversed(sites) if not s.shaping), sites[-1])


@dataclass(frozen=True, slots=True)
class Header:
    """A request header the client sets: name, value, where it is set; ``optional`` when it
    is sent only under a condition (a conditional spread into the headers object);
    ``default`` when it is a client instance's default, which a call's own header of the same
    name replaces, and ``replaced`` where the default this header replaced was set (rule
    ``header.call-site-precedence``); ``chosen`` when one of a choice of objects holds it
    (rule ``header.helper-object``), whose auth hints rule ``auth.choice-headers`` reads."""

    name: str
    value: Value
    where: Where | None
    optional: bool = False
    default: bool = False
    replaced: Where | None = None
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class PendingCredentials:
    """The options of a request (``options``) while the member that makes it send cookies
    (``key`` set to ``wanted``: ``credentials: 'include'``, ``withCredentials: true``) still
    reads a wrapper's parameter; ``rule`` names the library's rule for it."""

    options: Value
    key: str
    wanted: object
    rule: str


@dataclass(frozen=True, slots=True)
class AuthHint:
    """Evidence of how the client authenticates: ``kind`` is ``bearer``, ``cookie-session`` or
    ``api-key``; ``rule`` names the recognising rule. ``guards`` are the parameter-reading
    values the header is sent under (``secure && securityWorker(…)``): once a call's arguments
    are substituted, a guard known to be falsy means this call does not send it.
    ``config_tests``: the tests of a request interceptor's config the header is sent under
    (:class:`~code2skill.auth_opt_out.ConfigTest`, rule ``auth.per-call-opt-out``): each call
    decides them on the config it passes."""

    kind: str
    where: Where | None
    rule: str
    note: str = ""
    guards: tuple[Value, ...] = ()
    config_tests: tuple = ()


@dataclass(frozen=True, slots=True)
class GraphQLOp:
    """One GraphQL operation: ``operation_type`` ``query``/``mutation``/``subscription``, its
    name (``None`` when anonymous), declared variables ``(name, GraphQL type text)``, the whole
    document text (fragments included), where the document is written, and ``selection``: the
    fields selected from the root while each level selects exactly one (``("assets",
    "deleteAsset")`` of ``mutation { assets { deleteAsset(id: 1) { ok } } }``, at most 2)."""

    operation_type: str
    operation_name: str | None
    variables: tuple[tuple[str, str], ...]
    document: str
    where: Where | None
    selection: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DeclaredOperation:
    """The OpenAPI operation a typed client's call names in its declared types (rule
    ``openapi-fetch.declared-operation``): ``paths_type`` the type argument the client was
    created with (``paths`` of ``createClient<paths>(…)``) as written in ``module``, ``path``
    the call's path template (``/pets/{petId}``), ``method`` the lowercase member of the path
    item (``get``), ``where`` the call site."""

    paths_type: str
    module: str
    path: str
    method: str
    where: Where | None


@dataclass(frozen=True, slots=True)
class RequestTemplate:
    """A request with possibly symbolic parts.

    ``method`` and ``url`` are values (a :class:`~code2skill.values.StrV` once fixed); ``base``
    is the client's base URL value, if any; ``query`` and ``body`` the values sent;
    ``body_encoding`` ``json``, ``form``, ``multipart`` or ``None`` (unknown); ``sites`` the
    evidence chain, the call site that names the endpoint first; ``graphql`` the operation when
    the request carries one (several operations share one URL); ``notes`` what a reviewer must
    know about how the recogniser read it, as ``(severity, message, where)``; ``handlers`` the
    ids of functions that handle its responses besides the call chain (response interceptors);
    ``response_type`` the TypeScript type of the response body a call site declares
    (``http.get<Article>(…)``, ``request<Envelope>(…)``) and where, the outermost one winning;
    ``response_source`` the rule and note citing ``response_type`` when a recogniser read it
    from the library's schema rather than a call's type argument (``("connect.descriptor-
    output", "v1.Config")``);
    ``answer_through`` the place of the response interceptor that hands the callers the body
    (or a member of it) instead of the library's response (rule ``axios.response-unwrap``);
    ``return_types`` the declared return types (``Promise<Article>``) of the functions on the
    call chain that return the request's result unchanged, innermost first, with the
    annotation's place; ``returns_open`` turns false at the first function that does not
    (its callers' declared types describe something else, rule ``output.wrapper-return-type``);
    ``pending_headers`` the headers value while it still reads the wrapper's parameters
    (``fetch(...args)``): each substitution of a wrapper's arguments reads auth hints from it
    again (rule ``auth.substituted-headers``); ``config_spreads`` the values spread into the
    call's request config (axios ``{ params, ...extra }``), substituted like the others and
    read once the outermost caller is known (rule ``axios.config-spread``); ``pending_data``
    jQuery's ``data`` and ``contentType`` while the method still reads a wrapper's parameter:
    the query of a ``GET``/``HEAD``, the body otherwise, placed once substitution fixes the
    method (rule ``jquery.data-by-method``); ``envelope`` the member of the JSON body under
    which the body's fields travel, with its rule and place (``("json", "trpc.transformer-
    superjson", where)``: tRPC's superjson transformer sends ``{"json": input}``);
    ``pending_operation`` the options object of a GraphQL client call (``client.mutate(
    options)``) while it still reads a wrapper's parameter: the operation is built once a
    caller's object names its document (rule ``graphql.forwarded-options``);
    ``declared_operation`` the OpenAPI operation the call names in its client's declared types
    (:class:`DeclaredOperation`), read by :mod:`code2skill.openapi_paths`;
    ``pending_credentials`` the request options while their credentials member still reads a
    wrapper's parameter (``ofetch(url, {baseURL, ...rest})`` of ``({url, ...rest})``): each
    substitution of a wrapper's arguments reads it again (rule ``auth.substituted-credentials``).
    ``encoding_rule`` the rule that decided ``body_encoding`` where the library's default would
    say another (``body.json-string``: ``data: JSON.stringify(x)`` handed to jQuery, form data
    by default); ``unpassed`` the tests its URL makes on whether a parameter of a function
    nothing is seen calling is set (:class:`~code2skill.caller_arms.Unpassed`, rule
    ``url.unpassed-arm``); ``run_guards`` the tests ``(subject, op, literal)`` of the ``if``s
    around the calls of the functions it is made through, on those functions' parameters
    (``if (id) refreshEntry(baseUrl, id)``), that must hold for it to be made (rule
    ``wrapper.guarded-call``); ``root_route`` the rule of a typed client whose route table
    proves that a call naming no path segment under its base (``client.index.$get()``) is
    the base's root route ``/`` (``hono.root-route``), ``None`` for other clients.
    """

    lib: str
    method: Value
    url: Value
    sites: tuple[Site, ...]
    base: Value | None = None
    query: Value | None = None
    body: Value | None = None
    body_encoding: str | None = None
    headers: tuple[Header, ...] = ()
    auth: tuple[AuthHint, ...] = ()
    graphql: GraphQLOp | None = None
    notes: tuple[tuple[str, str, Where | None], ...] = ()
    handlers: tuple[str, ...] = ()
    response_type: tuple[str, Where] | None = None
    response_source: tuple[str, str] | None = None
    answer_through: Where | None = None
    pending_headers: Value | None = None
    return_types: tuple[tuple[str, Where], ...] = ()
    returns_open: bool = True
    config_spreads: tuple[Value, ...] = ()
    pending_data: tuple[Value, Value | None] | None = None
    envelope: tuple[str, str, Where | None] | None = None
    pending_operation: Value | None = None
    declared_operation: DeclaredOperation | None = None
    pending_credentials: "PendingCredentials | None" = None
    encoding_rule: str | None = None
    unpassed: tuple[Unpassed, ...] = ()
    run_guards: tuple[tuple[Value, str, object], ...] = ()
    root_route: str | None = None

    def via(self, site: Site) -> "RequestTemplate":
        """This template as seen from an outer call site (prepended to ``sites``); a hint
        that the call sends no credential header (rule ``auth.unsent-header``) not yet placed
        cites that outer call, whose arguments decided it."""
        auth = tuple(replace(h, where=site.where) if h.rule == UNSENT_RULE and h.where is None
                     else h for h in self.auth)
        return replace(self, sites=(site,) + self.sites, auth=auth)
