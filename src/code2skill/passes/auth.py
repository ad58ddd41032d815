"""Pass: how a capability authenticates.

Rule ``auth.observed``: the auth hints of every call site of the capability (headers set per
call, client defaults, interceptors, plugins, cookie credentials) decide the scheme, strongest
first: ``bearer``, ``api-key``, ``cookie-session``. A ``session`` hint (a server-side check that
a session exists, e.g. a tRPC auth middleware) leaves the scheme ``unknown`` with that check as
evidence: auth is required, its credential unseen. With no hint the scheme is ``unknown`` (a
default, never ``none``: absence of evidence does not prove a public endpoint). Token values are
never inputs or copied into the contract.

A client default naming the CSRF cookie or header (rules ``axios.defaults-xsrf``,
``angularjs.defaults-xsrf``) is no hint for a call whose service is named by absolute base URLs
only (:func:`cross_origin`): the library sends that token to the page's own origin alone.

Rule ``auth.query-credential``: a query parameter every call site fills with a credential the
client holds (rule ``query.held-credential``, also when callers hand it down through
parameters: ``query.passed-credential``) is an ``api-key`` credential the Host injects in the
query, with that parameter as evidence, unless a ``bearer`` hint is stronger; its name, or
the name of the value, must name a key or a token (:data:`QUERY_KEY_WORDS`): a signature one
resource's link carries (``?sign=…``) or a sign-in callback's ``session_state`` says nothing
of how the client authenticates.

Rule ``auth.basic-scheme``: an ``Authorization`` header whose value starts with ``Basic `` is HTTP
basic auth (a user name and password), which the contract's kinds cannot state: without a
stronger hint the scheme is ``unknown`` with that header as evidence, and a ``medium`` review
item names the scheme (:func:`scheme_review`); it is never ``bearer``. A CSRF token beside it
(:func:`csrf_guard`) guards that basic credential, which the browser resends by itself, and is
no stronger ``cookie-session`` hint.

Rule ``auth.credential-header``: a header the call sends whose name is a credential's
(:func:`code2skill.redact.is_credential_position`: ``X-Auth``, ``X-Session``, ``Token``) and
that no other rule read as auth (``headers: {'X-Auth': authStore.jwt, ...headers}`` in a fetch
wrapper) is an ``api-key`` credential (``cookie-session`` for a cookie or CSRF header) with the
header as evidence: the Host injects it, so auth is claimed, never ``unknown``. A header a
SvelteKit server load or action builds from the request's cookies (``Cookie:
`sessionid=${event.cookies.get('sessionid')}```) cites rule ``sveltekit.cookie-credential``
and says so in its note.

Rule ``auth.unsent-csrf-header`` (:mod:`code2skill.enclosing_tests`): a CSRF header a call's
arguments leave unsent (a wrapper adding it to its writes only) leaves the call the
``cookie-session`` hint of the session cookie that token guards, cited at the header as
inferred evidence: the browser sends the cookie with the wrapper's reads too.

Rule ``auth.caller-token`` (:mod:`code2skill.passes.caller_tokens`): a credential header
whose value a caller of the request's function passes (a one-time token of an earlier step)
is no evidence of the capability's auth.

Rule ``auth.per-call-opt-out`` (:mod:`code2skill.auth_opt_out`): a call whose request config
opts out of the credential its client's interceptor adds (``headers: {isToken: false}``)
carries a ``none`` hint; with no other credential on the capability's call sites its auth is
``none``, the call's config as evidence — ``unknown`` when it sends the session credential in
its body instead (``body.held-credential``, its evidence).

Rule ``auth.tenant``: a header or path parameter that names a tenant (``X-Tenant-Id``,
``X-Workspace``, a vendor's ``X-JMS-Org``: rule ``auth.tenant-header``; ``/orgs/{orgId}/…``) is the capability's tenant binding; so is a tenant header
a request interceptor of its client sets (a ``tenant`` hint: the Host injects it, like the
token, and it is never a Tool input).
"""
from __future__ import annotations

import re

from code2skill.contract.models import Auth, ReviewItem, Tenant
from code2skill.enclosing_tests import CSRF_UNSENT_RULE
from code2skill.evidence import default, inferred, observed, unique
from code2skill.extractors.common import CONDITIONAL_NOTE, auth_note, tenant_header
from code2skill.normalize import SCHEME, Observed
from code2skill.redact import is_credential_position, words_of
from code2skill.requests import AuthHint
from code2skill.sveltekit_events import COOKIE_RULE, read_cookies

from .caller_tokens import caller_token_places

ORDER = ("bearer", "api-key", "cookie-session")
QUERY_RULE = "auth.query-credential"
# words naming a query credential that authenticates the client (``api_key``, ``token``,
# ``downloadToken``), not a signature one resource's link carries (``sign``) nor the state of
# a sign-in ceremony (``session_state``)
QUERY_KEY_WORDS = frozenset({"key", "apikey", "token", "jwt"})
# the CSRF cookie or header names a client sets (axios, AngularJS): the library sends the token
# to the page's own origin only, so they say nothing of a request to another origin
XSRF_RULES = frozenset({"axios.defaults-xsrf", "angularjs.defaults-xsrf"})
TENANT = re.compile(r"(?i)(tenant|workspace|organi[sz]ation|org|account|company)(_?id|_?slug)?$")


def auth_of(calls: list[Observed], held: list = (), in_query: list = (),
            rendered: list = ()) -> Auth:
    """The capability's auth (module docstring's rules) from its calls' auth hints and
    credential headers; ``held``: the evidence of a session credential the calls send in
    their body (rule ``body.held-credential``); ``in_query``: ``(query parameter, evidence)``
    of a credential the client holds that every call sends in its query (rule
    ``query.held-credential``), an ``api-key`` credential (rule ``auth.query-credential``)
    when the parameter's name or the evidence's note says a key or token; ``rendered``:
    ``(field, evidence)`` of a credential the server renders into the page that the calls
    send in their body (rule ``value.template-placeholder``), a ``cookie-session`` CSRF token
    when the field names one, else an ``api-key`` credential."""
    passed = caller_token_places(calls)                      # rule auth.caller-token
    hints = [hint for call in calls for hint in call.auth if hint.where not in passed
             and not (hint.rule in XSRF_RULES and cross_origin(call))] + \
        credential_headers(calls, passed)
    tenant = tenant_of(calls)
    basic = [h for h in hints if h.kind == "basic"]
    if basic:                 # a CSRF token then guards the basic credential, not a cookie
        hints = [h for h in hints if not csrf_guard(h)]
    for kind in ORDER:
        chosen = [(inferred if h.rule == CSRF_UNSENT_RULE else observed)(
            h.where, h.rule, h.note or None) for h in hints if h.kind == kind]
        if kind == "api-key":                            # rule auth.query-credential
            chosen += [e.model_copy(update={"rule": QUERY_RULE}) for name, e in in_query
                       if QUERY_KEY_WORDS & set(words_of(e.note or "") + words_of(name))]
        chosen += [e for name, e in rendered                 # value.template-placeholder
                   if kind == ("cookie-session" if csrf_name(name) else "api-key")]
        if chosen:
            return Auth(authentication=kind, tenant=tenant, evidence=unique(chosen))
    if basic:
        return Auth(authentication="unknown", tenant=tenant, evidence=unique(
            [observed(h.where, "auth.basic-scheme", h.note or None) for h in basic]))
    session = [h for h in hints if h.kind == "session"]
    if session:                      # a session is required; its credential is not shown
        return Auth(authentication="unknown", tenant=tenant, evidence=unique(
            [observed(h.where, h.rule, h.note or None) for h in session]))
    opted = [h for h in hints if h.kind == "none"]
    if opted and held:               # the session goes in the body: a kind no header shows
        return Auth(authentication="unknown", tenant=tenant, evidence=unique(list(held)))
    if opted:                        # rule auth.per-call-opt-out: the call declines it
        return Auth(authentication="none", tenant=tenant, evidence=unique(
            [observed(h.where, h.rule, h.note or None) for h in opted]))
    return Auth(authentication="unknown", tenant=tenant,
                evidence=[default("auth.not-observed",
                                  "no credential handling seen on these call sites")])


def csrf_name(name: str) -> bool:
    """Whether a field's name says a CSRF token (``csrf_token``, ``_xsrf``)."""
    return any(w in name.lower() for w in ("csrf", "xsrf"))


def csrf_guard(hint: AuthHint) -> bool:
    """Whether a ``cookie-session`` hint is only a CSRF token (a header or default naming
    ``csrf``/``xsrf``): it guards whatever credential the browser sends by itself, a cookie
    or HTTP basic auth."""
    said = f"{hint.rule} {hint.note or ''}".lower()
    return hint.kind == "cookie-session" and ("csrf" in said or "xsrf" in said)


def cross_origin(call: Observed) -> bool:
    """Whether a call's service is named by absolute base URLs only (another origin than the
    page's, as far as the source shows: ``setBaseUrl('https://feedback.example.com')``)."""
    observed = call.service.observed
    return bool(observed) and all(SCHEME.match(url) for url, _ in observed)


def credential_headers(calls: list[Observed], passed: set = frozenset()) -> list[AuthHint]:
    """Rule ``auth.credential-header``: one hint per credential-named header of the calls
    that their auth hints do not already cite (by place) and no caller fills (``passed``);
    ``cookie-session`` for a cookie or CSRF header, else ``api-key``."""
    cited = {hint.where for call in calls for hint in call.auth} | set(passed)
    found = []
    for call in calls:
        for header in call.headers:
            lower = header.name.lower()
            if header.where in cited or lower in ("authorization", "content-type") or \
                    not is_credential_position("header", header.name):
                continue
            kind = "cookie-session" if any(w in lower for w in ("csrf", "xsrf", "cookie")) \
                else "api-key"
            found.append(AuthHint(kind, header.where, COOKIE_RULE if read_cookies(header.value)
                                  else "auth.credential-header",
                                  auth_note(header.name, header.value)))
    return found


def scheme_review(calls: list[Observed], capability: str) -> list[ReviewItem]:
    """A client default naming the CSRF cookie or header (rules ``axios.defaults-xsrf``,
``angularjs.defaults-xsrf``) is no hint for a call whose service is named by absolute base URLs
only (:func:`cross_origin`): the library sends that token to the page's own origin alone.

Rule ``auth.basic-scheme``: a review item for the HTTP basic auth the calls send; rule
    ``auth.conditional-scheme``: when the header is set only under a condition, the item says
    that whether it is sent depends on a setting the client reads at run time."""
    hints = [h for call in calls for h in call.auth if h.kind == "basic"]
    basic = unique([observed(h.where, "auth.basic-scheme", h.note or None) for h in hints])
    if not basic:
        return []
    when = ""
    if any(h.note.endswith(CONDITIONAL_NOTE) for h in hints):
        when = ("; the client sets the header only when a condition holds (a setting it reads "
                "at run time, such as the server's or user's configuration), so it may also "
                "send the request without it")
    return [ReviewItem(severity="medium", capability=capability, evidence=basic, message=(
        "the client sends HTTP basic auth (Authorization: Basic <user:password in base64>), "
        "which the contract's authentication kinds cannot state: the Host must hold and "
        f"inject the user's name and password{when}; confirm the scheme"))]


def tenant_of(calls: list[Observed]) -> Tenant | None:
    """The tenant binding of a capability: a tenant-named header (sent by the call, or set
    by an interceptor or plugin of its client: a ``tenant`` hint), else path parameter."""
    for call in calls:
        for header in call.headers:
            if tenant_header(header.name):
                return Tenant(binding=f"header:{header.name}", location="header",
                              evidence=[observed(header.where, "auth.tenant", header.name)])
    hints = [h for call in calls for h in call.auth if h.kind == "tenant"]
    if hints:
        name = hints[0].note.removeprefix("header ")
        return Tenant(binding=f"header:{name}", location="header", evidence=unique(
            [observed(h.where, "auth.tenant", h.note) for h in hints]))
    for call in calls:
        for param in call.path_params:
            if TENANT.match(param.name):
                return Tenant(binding=f"path:{param.name}", location="path",
                              evidence=[observed(param.where, "auth.tenant", param.name)])
    return None
