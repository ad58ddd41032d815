"""Apollo links: the chain an ``ApolloClient``'s ``link`` option composes, and the credentials
its context links put on every operation.

Forms handled::

    const authLink = setContext((_, { headers }) => ({
      headers: { ...headers, authorization: token ? `Bearer ${token}` : '' } }))
    const orgLink = new ApolloLink((operation, forward) => {
      operation.setContext({ headers: { 'x-org-id': orgId() } }); return forward(operation) })
    link: from([authLink, orgLink, httpLink])   ApolloLink.from([…])   authLink.concat(httpLink)
    ApolloLink.concat(authLink, httpLink)       split(isSubscription, wsLink, httpLink)
    new SetContextLink((_, { headers }) => ({ headers: {…} }))          // Apollo Client 4
    new BatchHttpLink({ uri, fetch: (uri, options) => { options.headers.Authorization = …
                                                        return fetch(uri, options) } })
    new ApolloClient({ uri, request: (operation) => operation.setContext({ headers }) })  // boost

A link that is no HTTP link (``new ApolloLink(fn)``, ``setContext(fn)``, ``onError(fn)``,
``new RetryLink(…)``) is a :class:`~code2skill.values.ClientV` of library ``graphql`` with
member path :data:`LINK_PATH`; its ``setup`` holds ``("context-link", fn, where)`` for a
function that may set the operation's context (``setContext``'s callback, ``ApolloLink``'s
request handler). A composition is such a value too: its ``config`` is the options of the one
HTTP link it ends in (``createHttpLink({uri})``; rule ``graphql.link-chain``), its ``setup``
the context functions of the links before it. A chain of HTTP link options alone stays those
options (as the link factories give them).

Rule ``graphql.context-link``: the headers a context function of the client's link chain sets
(read like an axios request interceptor's: the functions it calls are followed, so
``headers: {...headers, ...buildAuthHeaders()}`` counts) apply to every operation the client
sends: an ``Authorization``/API-key header is the operation's auth, a tenant header
(``X-Org-Id``, ``x-acme-organization``) its tenant binding. So do the headers the HTTP link's
own ``fetch`` option sets, and its ``headers`` option (``createHttpLink({uri, headers})``).
"""
from __future__ import annotations

from code2skill.requests import AuthHint
from code2skill.values import ArrV, ClientV, FnV, ObjV, ParamV, Value, Where

from .common import auth_from_headers, auth_in_function, first_text, headers_from

LIB = "graphql"
LINK_PATH = ("$link",)
CONTEXT_RULE = "graphql.context-link"
# the modules of Apollo's non-HTTP links (their exports are links of the chain)
LINK_MODULES = ("@apollo/client/link/context", "apollo-link-context", "@apollo/client/link/error",
                "apollo-link-error", "@apollo/client/link/retry", "apollo-link-retry")
# calls that make a link whose function may set the operation's context
CONTEXT_FACTORIES = frozenset({"setContext", "SetContextLink", "ApolloLink"})
# calls that make a link that sets no context (its callback handles errors or retries)
PASS_THROUGH = frozenset({"onError", "RetryLink", "ErrorLink"})


def is_link(value: Value | None) -> bool:
    """Whether a value is a non-HTTP link or a composition (see the module docstring)."""
    return isinstance(value, ClientV) and value.lib == LIB and value.path == LINK_PATH


def link_value(name: str, args, where: Where | None) -> ClientV | None:
    """The link ``name(args)`` makes (``setContext(fn)``, ``new ApolloLink(fn)``,
    ``onError(fn)``, ``new RetryLink(opts)``), else ``None``."""
    if name in CONTEXT_FACTORIES:
        handler = args[0] if args and isinstance(args[0], FnV) else None
        return ClientV(LIB, None, where, LINK_PATH,
                       (("context-link", handler, where),) if handler is not None else ())
    if name in PASS_THROUGH:
        return ClientV(LIB, None, where, LINK_PATH)
    return None


def options_of(link: Value | None) -> Value | None:
    """The HTTP link options a link value ends in: the options themselves, or a chain's
    ``config``."""
    link = settled(link)
    options = link.config if is_link(link) else link
    return None if isinstance(options, ParamV) else options   # links no caller has passed


def settled(link: Value | None) -> Value | None:
    """Rule ``graphql.link-factory``: a composition of a function's links parameter
    (``(links) => new ApolloClient({link: from(links)})``, a link whose ``config`` is that
    parameter) once a caller's array has replaced it (``createClient([authLink,
    httpLink])``): the chain of the array's links (:func:`chain`); any other value as it is."""
    if is_link(link) and isinstance(link.config, ArrV):
        return chain(link.config.items, link.where)
    return link


def http_branch(links) -> Value | None:
    """Rule ``graphql.link-chain``: of the links a chain joins or a ``split`` chooses between,
    the one whose options are an HTTP link's (a value with a ``uri`` that is not a
    ``ws:``/``wss:`` WebSocket address): queries and mutations end there. ``None`` when there
    is not exactly one."""
    from .graphql import leading_text

    found = [link for link in links if isinstance(options_of(link), ObjV) and
             not leading_text(options_of(link).get("uri")).startswith(("ws:", "wss:",
                                                                          "unset"))]
    return found[0] if len(found) == 1 else None


def chain(links, where: Where | None) -> Value | None:
    """The composition of ``links`` in order (``from([…])``, ``a.concat(b)``): the one HTTP
    link's options with the context functions of every link joined; the options alone when no
    link sets a context; ``None`` when there is neither."""
    ending = options_of(http_branch(links))
    setup = tuple(fact for link in links if is_link(link) for fact in link.setup)
    if not setup:
        return ending
    return ClientV(LIB, ending, where, LINK_PATH, setup)


def compose(kind: str, callee, args, where: Where | None) -> Value | None:
    """A composer call's link: ``from([…])`` joins the array's links, ``concat(a, b)`` and
    ``a.concat(b)`` (``callee`` the member of link ``a``) join in order, ``split(test, a, b)``
    is the HTTP branch."""
    if kind == "from" and args and isinstance(args[0], ParamV):   # rule graphql.link-factory
        return ClientV(LIB, args[0], where, LINK_PATH)     # the links a caller passes
    if kind == "from":
        return chain(args[0].items if args and isinstance(args[0], ArrV) else (), where)
    if kind == "split":
        return http_branch(args[1:3])
    head = (ClientV(LIB, callee.config, callee.where, LINK_PATH, callee.setup),) \
        if isinstance(callee, ClientV) else ()
    return chain(head + tuple(args), where)


def context_auth(ctx, link: Value | None, request_option: Value | None) -> list[AuthHint]:
    """Rule ``graphql.context-link``: the auth and tenant hints the context functions of a
    client's link chain, apollo-boost's ``request`` option (``request_option``) and the HTTP
    link's own ``fetch`` function (``new BatchHttpLink({uri, fetch: (uri, options) => {
    options.headers.Authorization = …; return fetch(uri, options)}})``) set, each function read
    once per program; and those of the HTTP link's ``headers`` option (rule
    ``graphql.header``)."""
    link = settled(link)
    handlers = [fn for kind, fn, _ in (link.setup if is_link(link) else ())
                if kind == "context-link"]
    options = options_of(link)
    for handler in (request_option, ctx.member(options, "fetch") if options is not None
                    else None):
        if isinstance(handler, FnV):
            handlers.append(handler)
    cache = ctx.program.notes(LIB).setdefault("context-auth", {})
    found: list[AuthHint] = []
    for handler in handlers:
        if handler.fid not in cache:
            cache[handler.fid] = auth_in_function(ctx, handler, CONTEXT_RULE, follow=True)
        found.extend(h for h in cache[handler.fid] if h not in found)
    if isinstance(options, ObjV):
        found.extend(auth_from_headers(headers_from(options.get("headers")), "graphql.header"))
    return found


def includes_cookies(ctx, config: Value | None, link: Value | None) -> bool:
    """Whether the client's or its HTTP link's ``credentials`` is ``'include'``."""
    return "include" in (first_text(ctx.member(config, "credentials")),
                         first_text(ctx.member(options_of(link), "credentials")))
