"""Pass: a request that starts a session needs none (rule ``auth.session-less``).

A client-wide credential (an interceptor adding ``Authorization`` when it holds a token, a
client default) reaches every request, the login too. But a request that sends a password to
log in or to create an account, or that recovers one, is what a user without a session makes:
it needs no earlier credential, and the Host has none to give before it. Such a capability
read as ``bearer`` or ``api-key``, or as ``cookie-session`` (a client-wide
``axios.defaults.withCredentials = true``, a generated client configured with ``credentials:
'include'``, the call's own ``withCredentials()``: the login's answer sets the cookie), is
``none``, with the password field (or the recovery path) as evidence, kind
``inferred``, and one ``low`` review item: the backend decides.

A capability is session-less when its one request's path names itself unauthenticated
(:data:`NO_AUTH_WORDS`: ``/rest/noauth/…``, ``/api/anonymous/…``) or sits under a ``public``
prefix (:func:`public_prefix`: ``/public/events/{id}``, where a client attaches its token to
every request "if it has one"), whatever its method, or when its one request is a ``POST``

* whose path names an account recovery (:func:`recovers`: ``/forgot-password``,
  ``/users/password/reset``; not a second factor's recovery codes, ``/2fa/recovery``, which
  a half-done login or a session sends);
* or that sends a password-named input (:data:`~.same_origin_session.PASSWORD`, at any depth
  of its input schema: ``{user: {email, password}}``) and whose path names an account
  creation (``/register``, ``/signup``) or a
  login that creates a session (its side effect ``create``: ``/users/login``, never
  ``/auth/change-password``, an update) — :func:`logs_in`: a login word other than ``auth``
  anywhere in the path (``/auth/login``, ``/sessions``), or ``auth``/``token`` as its last
  segment (``POST /api/auth``, ``/auth/token``), never a path of the signed-in user or a
  re-authentication (:data:`SIGNED_IN_WORDS`: ``/auth/me/passkeys/reauth/password``), nor
  ``/auth/password``, which may change the password of a session; a password login to
  another service through the app's backend (:func:`~.same_origin_session.third_party`:
  ``/api/lastfm-login``, ``/api/spotify/login``) is sent by a signed-in user and keeps its
  credential.

* or that logs in (as above) with a one-time code instead of a password (a ``code``, ``otp``
  or ``totp`` input sent to a login path naming a second factor or a one-time password,
  :data:`SECOND_FACTOR_WORDS`: ``POST /api/auth/login_totp {username, pending_code, code}``, the
  step after the password, before any session; ``/sign-in/email-otp {email, otp}``);
* or that exchanges an identity provider's code for a session (:func:`exchanges_code`: a
  ``code`` input, at any depth of its input schema, sent to a path naming a single sign-on
  protocol, :data:`SSO_WORDS`: ``POST /api/auth/oidc/login {code, state}``, ``/api/sso/callback``,
  or an OAuth callback beside a login word: ``/auth/oauth/callback``), the request the login page
  makes after the provider's redirect; never one linking a provider to the signed-in account
  (:data:`LINK_WORDS`: ``/auth/oidc/link``) nor an integration's callback no login word names
  (``/integrations/slack/oauth/callback``, sent by a signed-in user).

No such ``POST`` is read on a path of an administrator (:data:`ADMIN_WORDS`: ``POST
/api/admin/users/{username}/reset-password`` resets another account's password and is sent with
the administrator's session).

A recovery or creation word names an account flow only as
:func:`~.same_origin_session.flow_words` reads it: with the account named in the path or the
calling function (``/auth/forgot``, ``/users/register``, ``registerUser()``), or standing
alone in its segment (``/register``, ``/forgot``) of a request sending an account's credentials
(a password, an ``email``, a ``username``). An RPC method or path word glued to another object
(``POST /v1.Backrest/SetupSftp`` sending the SFTP host's password) or sent without
credentials (``POST /v1.Backrest/Forget {snapshotId}``, a backup snapshot forgotten) is a
business operation that keeps its credential.

A sign-up to a plain collection (``POST /users`` with a password) may be an administrator's,
so it keeps the credential.

Rule ``auth.own-credential``: a call that writes a credential header itself is never ``none``.
A header the code naming the endpoint writes (:func:`own_credential`: a request's own header
rule, ``fetch.header``, ``axios.header`` …, ``auth.credential-header`` or
``sveltekit.cookie-credential``, inside the span of one of the request's call sites, or
anywhere in the call site's file when that call site is the library call itself, with no
wrapper between) is sent on purpose (``fetch('/auth/user/register', {headers:
{Authorization: 'Bearer ' + getCookie('session')}})``, an administrator creating an account):
such a capability keeps its credential, whatever its path says. Only a credential the client
adds to every request (an interceptor, a client default, a wrapper's own header) may be read
as ``none``.
"""
from __future__ import annotations

from code2skill.contract.models import Auth, Capability, Evidence, ReviewItem
from code2skill.contract.pointer import escape

from .same_origin_session import (LOGIN_WORDS, PASSWORD, PER_CALL_HEADER, TOKEN_KINDS,
                                  cap_flow_words, third_party, token_endpoint, words)

RULE = "auth.session-less"
OWN_RULE = "auth.own-credential"
CREDENTIAL_KINDS = TOKEN_KINDS | {"cookie-session"}
# rules of a credential header a call's own headers carry besides ``<library>.header``
HEADER_RULES = frozenset({"auth.credential-header", "sveltekit.cookie-credential",
                          "fetch.header-spread"})


def session_less_auth(capabilities: list[Capability]) -> tuple[list[Capability],
                                                               list[ReviewItem]]:
    """The capabilities, each session-less one sent with a client-wide token read as
    ``none`` (module docstring), and one ``low`` review item per such capability."""
    out, review = [], []
    for cap in capabilities:
        found = session_less(cap) if cap.auth.authentication in CREDENTIAL_KINDS else None
        own = own_credential(cap) if found is not None else None
        if own is not None:                                  # rule auth.own-credential
            out.append(cap)
            review.append(ReviewItem(severity="low", capability=cap.name, evidence=[
                own.model_copy(update={"kind": "inferred", "rule": OWN_RULE})],
                message=kept_message(found[0], cap.auth.authentication)))
            continue
        if found is None:
            out.append(cap)
            continue
        kind, evidence = found
        out.append(cap.model_copy(update={
            "auth": Auth(authentication="none", tenant=cap.auth.tenant, evidence=[evidence]),
            "evidence": {**cap.evidence, "/auth": [evidence]}}))
        review.append(ReviewItem(severity="low", capability=cap.name, evidence=[evidence],
                                 message=message(kind, cap.auth.authentication)))
    return out, review


def session_less(cap: Capability) -> tuple[str, Evidence] | None:
    """``(what it is, evidence)`` when ``cap`` needs no session (module docstring), else
    ``None``."""
    requests = cap.implementation.requests
    if len(requests) != 1:
        return None
    path = requests[0].pathTemplate
    said = words(path)
    where = cap.evidence.get("/implementation/requests/0/pathTemplate") or []
    if unauthenticated := said & NO_AUTH_WORDS:
        return "a path its backend names unauthenticated", note(
            where, f"{requests[0].method} {path} is named {min(unauthenticated)}")
    if public_prefix(path):
        return "a path its backend names public", note(
            where, f"{requests[0].method} {path} is under a public prefix")
    if requests[0].method != "POST" or said & ADMIN_WORDS:
        return None
    flow = cap_flow_words(cap, 0)
    if recovers(said, flow):
        return "an account recovery", note(where, f"POST {path} recovers an account")
    pointer = password_pointer(cap.inputSchema, "/inputSchema")
    code = named_pointer(cap.inputSchema, "/inputSchema", CODE_INPUTS)
    if pointer is None and code is not None and exchanges_code(said):
        return "a sign-in code exchange", note(
            cap.evidence.get(code) or where,
            f"POST {path} exchanges an identity provider's code for a session")
    one_time = named_pointer(cap.inputSchema, "/inputSchema", ONE_TIME_INPUTS)
    if pointer is None and one_time is not None and said & SECOND_FACTOR_WORDS and \
            logs_in(path) and cap.sideEffect == "create":
        return "a login with a one-time code", note(
            cap.evidence.get(one_time) or where, f"POST {path} logs in with a one-time code")
    if pointer is None:
        return None
    sent = cap.evidence.get(pointer) or where
    if flow:
        return "a sign-up", note(sent, f"POST {path} creates an account with a password")
    if logs_in(path) and not third_party(path, "") and cap.sideEffect == "create":
        return "a password login", note(sent, f"POST {path} logs in with a password")
    return None


def own_credential(cap: Capability) -> Evidence | None:
    """Rule ``auth.own-credential``: the first piece of ``cap``'s auth evidence that is a
    credential header the code naming its endpoint writes (module docstring), else ``None``."""
    sites = [site for request in cap.implementation.requests for site in request.callSites]
    for evidence in cap.auth.evidence:
        if not (PER_CALL_HEADER.fullmatch(evidence.rule) or evidence.rule in HEADER_RULES):
            continue
        if any(evidence.file == site.file and (not site.via or within(evidence, site))
               for site in sites):
            return evidence
    return None


def within(inner: Evidence, outer: Evidence) -> bool:
    """Whether the span of ``inner`` starts inside the span of ``outer`` (same file)."""
    if None in (inner.line, outer.line, outer.endLine):
        return False
    start = (inner.line, inner.column or 0)
    return (outer.line, outer.column or 0) <= start <= (outer.endLine, outer.endColumn or 0)


def public_prefix(path: str) -> bool:
    """Whether one of a path's first :data:`PREFIX_SEGMENTS` segments, all before its first
    parameter, is ``public`` (``/public/events/{id}``, ``/api/v1/public/forms``; never
    ``/projects/{id}/public``, a resource's own setting)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    for segment in segments[:PREFIX_SEGMENTS]:
        if "{" in segment:
            return False
        if segment.lower() == "public":
            return True
    return False


PREFIX_SEGMENTS = 3


def logs_in(path: str) -> bool:
    """Whether a ``POST`` path names a login (module docstring)."""
    said = words(path)
    if said & SIGNED_IN_WORDS:
        return False
    return bool(said & (LOGIN_WORDS - {"auth"})) or token_endpoint(path)


# words of a path its backend serves without a session (``/rest/noauth/auth/password``,
# ``/api/no-auth/health``, ``/unauthenticated/config``)
NO_AUTH_WORDS = frozenset({"noauth", "unauthenticated", "unauthed", "anonymous"})

# words of a path acting for the signed-in user, or asking to sign in again, which a session
# sends (``/auth/me/passkeys/reauth/password``, ``/users/current/login-history``)
SIGNED_IN_WORDS = frozenset({"me", "self", "current", "reauth", "reauthenticate", "sudo",
                             "elevate"})


def recovers(said: set[str], flow: set[str]) -> bool:
    """Whether a path's words ``said`` name an account recovery: a forgotten password (one of
    its account flow words ``flow``, :func:`~.same_origin_session.flow_words`, is ``forgot``,
    ``forget`` or ``recover``) or a password reset (``reset`` with ``password``)."""
    return bool(flow & FORGOT_WORDS) or {"reset", "password"} <= said


# words of a path an administrator's session is sent on: resetting another account's
# password (``POST /api/admin/users/{username}/reset-password``) or creating an account there
# is no recovery, sign-up or login of the caller's own (rule auth.session-less)
ADMIN_WORDS = frozenset({"admin", "admins", "administrator", "administration"})

# words of a path asking to get back into an account
FORGOT_WORDS = frozenset({"forgot", "forget", "recover"})


# words of a path naming a single sign-on protocol, whose code exchange signs a user in
SSO_WORDS = frozenset({"oidc", "openid", "sso", "saml"})
# words of an OAuth provider's redirect, a sign-in only beside a login word (``/auth/oauth``)
CALLBACK_WORDS = frozenset({"oauth", "callback"})
# words of a path linking a provider to the signed-in account, which a session sends
LINK_WORDS = frozenset({"link", "connect", "bind", "integration", "integrations"})
# inputs carrying a provider's authorisation code
CODE_INPUTS = frozenset({"code"})
# words of a path naming a second factor, whose bare ``code`` is the user's one-time code
# (``2fa`` is read as ``fa``; rule ``input.path-named-credential`` too)
SECOND_FACTOR_WORDS = frozenset({"totp", "otp", "mfa", "tfa", "fa", "factor", "authenticator"})
# inputs carrying a second factor's one-time code
ONE_TIME_INPUTS = frozenset({"code", "otp", "totp", "otp_code", "totp_code", "mfa_code"})


def exchanges_code(said: set[str]) -> bool:
    """Whether a ``POST`` path's words ``said`` name a sign-in code exchange (module docstring):
    a single sign-on word, or an OAuth or callback word beside a login word; never a link,
    nor a path of the signed-in user."""
    if said & (LINK_WORDS | SIGNED_IN_WORDS):
        return False
    return bool(said & SSO_WORDS) or bool(said & CALLBACK_WORDS and said & LOGIN_WORDS)


def named_pointer(schema: object, pointer: str, names: frozenset[str]) -> str | None:
    """The JSON Pointer of the first property of an input schema named one of ``names``
    (case-insensitive), at any depth, else ``None``."""
    if not isinstance(schema, dict):
        return None
    for name, child in (schema.get("properties") or {}).items():
        here = f"{pointer}/properties/{escape(name)}"
        if name.lower() in names:
            return here
        if (inner := named_pointer(child, here, names)) is not None:
            return inner
    return None


def password_pointer(schema: object, pointer: str) -> str | None:
    """The JSON Pointer of the first password-named property of an input schema, at any
    depth (``/inputSchema/properties/user/properties/password``), else ``None``."""
    if not isinstance(schema, dict):
        return None
    for name, child in (schema.get("properties") or {}).items():
        here = f"{pointer}/properties/{escape(name)}"
        if PASSWORD.match(name):
            return here
        if (inner := password_pointer(child, here)) is not None:
            return inner
    return None


def note(places: list[Evidence], text: str, rule: str = RULE) -> Evidence:
    """Evidence of ``rule`` (:data:`RULE` by default) at the place of the first of
    ``places``, kind ``inferred``."""
    said = {"kind": "inferred", "rule": rule, "note": text}
    return places[0].model_copy(update=said) if places else Evidence(**said)


def message(kind: str, scheme: str) -> str:
    return (f"auth read as none: {kind} is what a user without a session makes, so the "
            f"{scheme} credential the client adds to every request is not needed here; the "
            "backend decides: confirm")


def kept_message(kind: str, scheme: str) -> str:
    return (f"auth kept as {scheme}: {kind} is what a user without a session makes, but the "
            "call writes its credential header itself, so the backend likely requires it (an "
            "administrator's or a signed-in user's operation): confirm")
