"""better-auth's client SDK: method calls of ``createAuthClient`` that are HTTP requests under
the client's auth base path.

Forms handled::

    import { createAuthClient } from 'better-auth/react';     // also /client, /solid, /vue,
    import { twoFactorClient } from 'better-auth/client/plugins';   // /svelte, /lynx
    export const authClient = createAuthClient({ baseURL, basePath, plugins: [twoFactorClient()] });
    await authClient.signIn.email({ email, password, rememberMe });  // POST /api/auth/sign-in/email
    await authClient.twoFactor.enable({ password });                 // POST …/two-factor/enable
    await authClient.getSession();                                   // GET  …/get-session
    const session = authClient.useSession();                         // GET  …/get-session

The client is a proxy: a member path ``signIn.email`` called with ``{...body, query,
fetchOptions}`` sends the body's members as JSON to ``/sign-in/email`` under the base URL,
with ``credentials: 'include'`` (better-auth 1.6 ``client/proxy.ts``, ``client/config.ts``).
Only the methods of :data:`ENDPOINTS` — each one the library's documentation or route source
shows, with its HTTP method — become requests (rule ``better-auth.endpoint``); a plugin's
methods only when that plugin is in the client's ``plugins`` list. A method the table does not
hold is the request the proxy makes of its property chain (rule ``better-auth.proxy-path``,
:mod:`extractors.better_auth_proxy`): ``organization.setActive({organizationId})`` → ``POST
…/organization/set-active``. Any other call on the client (a documented plugin method whose
plugin the source does not show, ``$fetch``, a hook of an atom the tool does not know) is one
``medium`` review item at the call naming the SDK and the method, and a reviewed request-like
site (rule ``better-auth.unlisted-method``): never silent.

Base (rule ``better-auth.base-path``, ``utils/url.ts`` ``getBaseURL``/``withPath``): a
``baseURL`` naming a path is the whole base; one naming only an origin, or none (the page's
origin), is followed by ``basePath``, by default ``/api/auth``. A ``baseURL`` whose text the
source does not show is read as an origin, and one ``low`` review item at the client says so.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.normalize import present
from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import (ArrV, ClientV, HoleV, LibV, LitV, ObjV, StrV, Text, UnknownV,
                               Value, Where)

from .better_auth_proxy import (PLUGINS, SOURCE as PROXY_SOURCE, atom_path, local_action,
                                proxied, proxy_method, route_path)
from .registry import LibraryFacts, Recogniser

LIB = "better-auth"
PLUGIN = "better-auth.plugin"       # ClientV of a client plugin creator's call, path (name,)
MODULES = {name: LIB for name in (
    "better-auth/client", "better-auth/react", "better-auth/solid", "better-auth/vue",
    "better-auth/svelte", "better-auth/lynx", "better-auth/client/plugins",
    "@better-auth/api-key/client")}
FACTS = LibraryFacts(response_body="data")      # a call resolves to {data, error}
DEFAULT_BASE_PATH = "/api/auth"
SIGN_IN_STEP = "better-auth.sign-in-step"      # call site rule of an Endpoint.sign_in call
# members of the client that are local state, not requests (better-auth 1.6 client/vanilla.ts)
LOCAL_MEMBERS = frozenset({"$store", "$Infer", "$ERROR_CODES", "hydrateSession"})
DOCS = "better-auth 1.6 docs/content/docs/"
ROUTES = "better-auth 1.6 packages/better-auth/src/"


@dataclass(frozen=True)
class Endpoint:
    """One documented client method: its HTTP ``method``, ``path`` under the base, the
    documented ``fields`` of its body (``?`` marks an optional one), the client ``plugin``
    creator it needs (``None``: the core client), ``source``, the document proving it, and
    ``sign_in``: it is a step of signing in or out (a password, social or OAuth sign-in, a
    second factor checked while signing in, a sign-out), not an operation of a signed-in
    user."""

    method: str
    path: str
    fields: tuple[str, ...]
    plugin: str | None
    source: str
    sign_in: bool = False


EMAIL_PASSWORD = DOCS + "authentication/email-password.mdx"
TWO_FACTOR = DOCS + "plugins/2fa.mdx"
GENERIC_OAUTH = DOCS + "plugins/generic-oauth.mdx"
ENDPOINTS: dict[tuple[str, ...], Endpoint] = {
    ("signUp", "email"): Endpoint("POST", "/sign-up/email", (
        "name", "email", "password", "image?", "callbackURL?"), None, EMAIL_PASSWORD),
    ("signIn", "email"): Endpoint("POST", "/sign-in/email", (
        "email", "password", "rememberMe?", "callbackURL?"), None, EMAIL_PASSWORD,
        sign_in=True),
    ("signOut",): Endpoint("POST", "/sign-out", (), None, EMAIL_PASSWORD, sign_in=True),
    ("requestPasswordReset",): Endpoint("POST", "/request-password-reset", (
        "email", "redirectTo?"), None, EMAIL_PASSWORD),
    ("resetPassword",): Endpoint("POST", "/reset-password", ("newPassword", "token"), None,
        EMAIL_PASSWORD),
    ("changePassword",): Endpoint("POST", "/change-password", (
        "newPassword", "currentPassword", "revokeOtherSessions?"), None, EMAIL_PASSWORD),
    ("signIn", "social"): Endpoint("POST", "/sign-in/social", (
        "provider", "callbackURL?", "errorCallbackURL?", "newUserCallbackURL?",
        "disableRedirect?"), None, DOCS + "basic-usage.mdx; " + ROUTES
        + "api/routes/sign-in.ts", sign_in=True),
    ("getSession",): Endpoint("GET", "/get-session", (), None,
        DOCS + "basic-usage.mdx; " + ROUTES + "api/routes/session.ts"),
    ("useSession",): Endpoint("GET", "/get-session", (), None,
        DOCS + "basic-usage.mdx; " + ROUTES + "client/session-atom.ts"),
    ("sendVerificationEmail",): Endpoint("POST", "/send-verification-email", (
        "email", "callbackURL?"), None, ROUTES + "api/routes/email-verification.ts"),
    ("twoFactor", "enable"): Endpoint("POST", "/two-factor/enable", ("password?", "issuer?"),
        "twoFactorClient", TWO_FACTOR),
    ("twoFactor", "disable"): Endpoint("POST", "/two-factor/disable", ("password?",),
        "twoFactorClient", TWO_FACTOR),
    ("twoFactor", "getTotpUri"): Endpoint("POST", "/two-factor/get-totp-uri", ("password?",),
        "twoFactorClient", TWO_FACTOR),
    ("twoFactor", "verifyTotp"): Endpoint("POST", "/two-factor/verify-totp", (
        "code", "trustDevice?"), "twoFactorClient", TWO_FACTOR, sign_in=True),
    ("twoFactor", "sendOtp"): Endpoint("POST", "/two-factor/send-otp", ("trustDevice?",),
        "twoFactorClient", TWO_FACTOR, sign_in=True),
    ("twoFactor", "verifyOtp"): Endpoint("POST", "/two-factor/verify-otp", (
        "code", "trustDevice?"), "twoFactorClient", TWO_FACTOR, sign_in=True),
    ("twoFactor", "generateBackupCodes"): Endpoint("POST", "/two-factor/generate-backup-codes", (
        "password?",), "twoFactorClient", TWO_FACTOR),
    ("twoFactor", "verifyBackupCode"): Endpoint("POST", "/two-factor/verify-backup-code", (
        "code", "disableSession?", "trustDevice?"), "twoFactorClient", TWO_FACTOR,
        sign_in=True),
    ("signIn", "oauth2"): Endpoint("POST", "/sign-in/oauth2", (
        "providerId", "callbackURL?", "errorCallbackURL?", "newUserCallbackURL?",
        "disableRedirect?", "scopes?", "requestSignUp?"), "genericOAuthClient",
        GENERIC_OAUTH, sign_in=True),
    ("oauth2", "link"): Endpoint("POST", "/oauth2/link", ("providerId", "callbackURL"),
        "genericOAuthClient", GENERIC_OAUTH),
}
ORIGIN_ONLY = re.compile(r"^[a-z][a-z0-9+.-]*://[^/]*/*$", re.I)


def call_value(callee: Value, args: tuple[Value, ...], where: Where | None, new: bool
               ) -> Value | None:
    """``createAuthClient(options)`` → the client (its options as config); a client plugin
    creator's call (``twoFactorClient()``, ``inferAdditionalFields()``) → a plugin value
    naming it."""
    if not isinstance(callee, LibV) or callee.lib != LIB or len(callee.path) != 1:
        return None
    name = callee.path[0]
    if name == "createAuthClient":
        return ClientV(LIB, args[0] if args else None, where)
    if name.endswith("Client") or name in PLUGINS:
        return ClientV(PLUGIN, args[0] if args else None, where, (name,))
    return None


def request(callee: Value, site, ctx) -> list[RequestTemplate] | None:
    """The request a better-auth client method call makes (a list of one), ``[]`` for a
    claimed call that makes none or is reviewed (:func:`unlisted`, :func:`proxy_request`),
    ``None`` for calls of other libraries."""
    if isinstance(callee, LibV) and callee.lib == LIB or isinstance(callee, ClientV) \
            and callee.lib == PLUGIN:
        return []
    if not isinstance(callee, ClientV) or callee.lib != LIB:
        return None
    if not callee.path or callee.path[0] in LOCAL_MEMBERS:
        return []
    name = ".".join(callee.path)
    endpoint = ENDPOINTS.get(callee.path)
    plugins, complete = configured_plugins(ctx, callee.config)
    if endpoint is None:
        return proxy_request(ctx, site, callee, name, plugins, complete)
    if endpoint.plugin is not None and endpoint.plugin not in plugins:
        unlisted(ctx, site, name, endpoint, complete)
        return []
    return [template(ctx, site, callee, name, endpoint)]


def proxy_request(ctx, site, client: ClientV, name: str, plugins: frozenset[str],
                  complete: bool) -> list[RequestTemplate]:
    """Rule ``better-auth.proxy-path`` (:mod:`extractors.better_auth_proxy`): a method the
    table does not hold is the request the client proxy makes of its property chain — a hook
    of a known atom is a ``GET`` of its path, a configured plugin's action no request. A chain
    under ``signIn`` is a sign-in step. A chain the proxy does not send (``$fetch``, an unknown
    hook) is rule ``better-auth.unlisted-method``; a method the source does not show enough to
    tell is a ``medium`` review item and a reviewed site; a plugins list holding a plugin the
    tool does not know is one ``low`` item at the client (its actions or path methods may
    differ)."""
    chain = client.path
    if local_action(chain, plugins):
        return []
    hook_path = atom_path(chain, plugins)
    if hook_path is None and not proxied(chain):
        unlisted(ctx, site, name, None, complete)
        return []
    path = hook_path or route_path(chain)
    args = ctx.args(site.call)
    method = "GET" if hook_path else proxy_method(path, args[0] if args else None, plugins)
    where = ctx.where(site.call.span)
    if method is None:
        if where is not None:
            ctx.program.note_review(
                "medium", f"better-auth client call {name}(…) requests {path} under the auth "
                "base, but whether it is a GET or a POST depends on members of its argument "
                "the source does not show (rule better-auth.proxy-path)", where)
            ctx.program.note_reviewed_site(where, LIB)
        return []
    if (not complete or not plugins <= PLUGINS.keys()) and client.where is not None:
        ctx.program.note_review(
            "low", "the better-auth client's plugins list holds a plugin whose client actions "
            "and path methods the tool does not know: a method read by the client proxy's "
            "path rule may be a local action of it or use another HTTP method (rule "
            "better-auth.proxy-path)", client.where)
    endpoint = Endpoint(method, path, (), None, PROXY_SOURCE, sign_in=chain[0] == "signIn")
    return [template(ctx, site, client, name, endpoint, "better-auth.proxy-path")]


def configured_plugins(ctx, config: Value | None) -> tuple[frozenset[str], bool]:
    """The names of the plugin creators in the client's ``plugins`` list, and whether that
    list is all the source shows (``False`` when the list, or one of its items, is a value
    whose plugin is not known: ``inferAdditionalFields()``, a plugin of another package)."""
    plugins = ctx.member(config, "plugins")
    if plugins is None or isinstance(plugins, UnknownV) and plugins.reason == "no-member":
        return frozenset(), True
    if not isinstance(plugins, ArrV):
        return frozenset(), False
    known = [item.path[0] for item in plugins.items
             if isinstance(item, ClientV) and item.lib == PLUGIN]
    return frozenset(known), len(known) == len(plugins.items)


def unlisted(ctx, site, name: str, endpoint: Endpoint | None, complete: bool) -> None:
    """Rule ``better-auth.unlisted-method``: a client method call the table does not map is
    one ``medium`` review item at the call and a reviewed request-like site."""
    where = ctx.where(site.call.span)
    if where is None:
        return
    if endpoint is not None:
        why = (f"it needs the {endpoint.plugin}() plugin, which the client's plugins list "
               + ("does not hold" if complete else "does not show"))
    else:
        why = ("the client proxy does not send it to a path of its own (a $ member, or a hook "
               "of an atom the tool does not know)")
    ctx.program.note_review(
        "medium", f"better-auth client call {name}(…) makes a request to the auth server, but "
        f"{why}: its endpoint is not in the contract (rule better-auth.unlisted-method)", where)
    ctx.program.note_reviewed_site(where, LIB)


def template(ctx, site, client: ClientV, name: str, endpoint: Endpoint,
             rule: str = "better-auth.endpoint") -> RequestTemplate:
    """Rule ``rule`` (``better-auth.endpoint`` or ``better-auth.proxy-path``): ``endpoint``
    called at ``site``; the body is the first
    argument's members but ``query`` and ``fetchOptions`` (JSON), its ``query`` the query.
    The call site of a sign-in step is rule ``better-auth.sign-in-step`` (read by rule
    ``scope.sign-in-ceremony``). A body the source does not show as an object is a ``low``
    note naming the documented fields."""
    call = site.call
    where = ctx.where(call.span)
    args = ctx.args(call)
    argument = args[0] if args and not (isinstance(args[0], LitV) and args[0].value is None) \
        else None
    query = ctx.member(argument, "query") if isinstance(argument, ObjV) else None
    body = body_of(argument) if endpoint.method != "GET" else None
    base, prefix = base_of(ctx, client)
    url = StrV((Text(prefix + endpoint.path, where, rule),))
    notes = ((("low", f"the body of better-auth call {name}(…) is a value whose members "
                "the source does not show; the library documents "
                f"{', '.join(endpoint.fields)} (? optional)", where),)
             if body is not None and not isinstance(body, ObjV) and endpoint.fields else ())
    auth = (AuthHint("cookie-session", client.where or where, "better-auth.credentials-include",
                     "the better-auth client sends credentials: 'include'"),)
    return RequestTemplate(lib=LIB, method=StrV((Text(endpoint.method, where, rule),)),
                           url=url, base=base, sites=(ctx.site(call.span, SIGN_IN_STEP
                                                               if endpoint.sign_in else rule),),
                           query=query, body=body, notes=notes,
                           body_encoding="json" if body is not None else None, auth=auth)


def body_of(argument: Value | None) -> Value | None:
    """The JSON body the proxy sends for a call's first argument: an object's members but
    ``query`` and ``fetchOptions``; ``None`` when that leaves nothing; any other value as
    is."""
    if not isinstance(argument, ObjV):
        return argument
    props = tuple(p for p in argument.props if p.key not in ("query", "fetchOptions"))
    return ObjV(props, argument.where, argument.declared) if props else None


def base_of(ctx, client: ClientV) -> tuple[Value | None, str]:
    """Rule ``better-auth.base-path``: ``(base, prefix)`` — the ``baseURL`` value (``None``:
    the page's origin) and the path the endpoint's path follows: ``''`` when the ``baseURL``
    names a path, else the literal ``basePath`` or ``/api/auth``."""
    config = client.config
    base_url = present(ctx.member(config, "baseURL"))
    base_path = present(ctx.member(config, "basePath"))
    if base_url is not None and names_path(base_url):
        return base_url, ""
    prefix = DEFAULT_BASE_PATH
    if isinstance(base_path, StrV) and all(isinstance(p, Text) for p in base_path.parts):
        text = "".join(p.text for p in base_path.parts).rstrip("/")
        prefix = text if not text or text.startswith("/") else "/" + text
    elif base_path is not None and client.where is not None:
        ctx.program.note_review(
            "medium", "the better-auth client's basePath is a value the source does not "
            f"show: its endpoints are read under {DEFAULT_BASE_PATH} (rule "
            "better-auth.base-path)", client.where)
    if base_url is not None and not fixed_text(base_url) and client.where is not None:
        ctx.program.note_review(
            "low", "the better-auth client's baseURL is a value the source does not show: it "
            f"is read as an origin, so its endpoints are under {prefix or '/'}; a baseURL that "
            "names a path would be used instead (rule better-auth.base-path)", client.where)
    return base_url, prefix


def fixed_text(value: Value) -> bool:
    """A string whose every part is literal text."""
    return isinstance(value, StrV) and all(isinstance(p, Text) for p in value.parts)


def names_path(value: Value) -> bool:
    """Whether a ``baseURL`` shows a path after its origin: literal text ``scheme://host/p``,
    or text holding ``/p`` after a leading value (``${origin}/auth``)."""
    if not isinstance(value, StrV) or not value.parts:
        return False
    if fixed_text(value):
        text = "".join(p.text for p in value.parts)
        return "://" in text and not ORIGIN_ONLY.match(text)
    first_hole = next(i for i, p in enumerate(value.parts) if isinstance(p, HoleV))
    head = "".join(p.text for p in value.parts[:first_hole] if isinstance(p, Text))
    if head and "://" in head and not ORIGIN_ONLY.match(head):
        return True
    tail = "".join(p.text for p in value.parts[first_hole + 1:] if isinstance(p, Text))
    return bool(tail.strip("/")) and tail.startswith("/")


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, modules=MODULES,
                        facts=FACTS)
