"""Pass: the other ceremonies of signing in are the Host's too (rule ``scope.sign-in-ceremony``).

Rule ``scope.session-flow`` takes a password login, a logout and a token renewal for the
Host's authentication. Signing in has more steps a client makes on the user's behalf, each
named here by what the code proves, never by a path word alone:

* an OAuth 2.0 / OpenID Connect protocol request: inputs carrying the protocol's own
  parameter names — ``grant_type``, ``response_type``, a PKCE verifier (``code_verifier``,
  ``pkce_verifier``), a PKCE challenge (``code_challenge``, ``pkce_challenge``), an
  ``id_token_hint`` or ``post_logout_redirect_uri``, or ``client_id`` with ``redirect_uri``
  (:data:`OAUTH_ALONE`, :data:`OAUTH_PAIR`) when a ``state`` or ``nonce`` goes with them or the
  path names an authorization, callback or logout (:data:`PAIR_PATH_WORDS`): an admin form
  saving an OAuth client's settings (``{clientId, clientSecret, redirectUri}`` to
  ``/config/auth/oauth``) sends the pair too, and is no sign-in — or the device flow's
  ``user_code``/``device_code`` on a path naming a device. A request that stores a provider's
  settings is none of these whatever its names (:func:`configures`: a ``PUT``, ``PATCH`` or
  ``DELETE``, which no OAuth endpoint takes, or a path naming settings, :data:`SETTINGS_WORDS`:
  ``PUT /providers/{id} {clientId, responseType}``, ``POST /admin/settings/oidc {grantType,
  issuer}``);
* a WebAuthn (passkey) ceremony: a request made by a function that also calls
  ``navigator.credentials.get`` or ``navigator.credentials.create`` — the request either
  fetches the challenge those take or sends the credential they give back;
* a one-time code checked while logging in: a ``POST`` to a login path
  (:func:`~.session_less.logs_in`) sending an input named like an OTP (:data:`OTP`);
* a call of an auth client SDK's method that the SDK's documentation shows is a step of
  signing in or out (a call site of rule :data:`SDK_SIGN_IN_STEPS`: better-auth's
  ``signIn.social``, ``twoFactor.verifyTotp`` …, :mod:`extractors.better_auth`);
* a session check made before any login: a request with no input whose path ends in a
  check word (:data:`CHECK_WORDS`) and names authentication (:data:`AUTH_WORDS`):
  ``POST /auth/check``, ``GET /session/validate`` (not ``/auth_check_admin``, an access
  check of a signed-in user). Reading who is signed in
  (``GET /me``, ``GET /sessioninfo``) is a read, not a ceremony: not flagged.

Each stays in the contract, ``requires-review`` with one ``medium`` review item in the words
of rule ``scope.session-flow``; a capability that rule flagged already is left to it.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from code2skill.contract.models import Capability, Evidence, ReviewItem
from code2skill.facts import Member, ModuleFacts, Ref

from .same_origin_session import words
from .session_flows import flag_each
from .session_less import logs_in

RULE = "scope.sign-in-ceremony"
# input names only the OAuth 2.0 / OIDC protocol gives (RFC 6749, RFC 7636)
OAUTH_ALONE = re.compile(r"(?i)^(grant_?type|response_?type|(code|pkce)_?(verifier|challenge)|"
                         r"id_?token_?hint|post_?logout_?redirect_?uri)$")
OAUTH_PAIR = (re.compile(r"(?i)^client_?id$"), re.compile(r"(?i)^redirect_?uri$"))
PAIR_COMPANIONS = re.compile(r"(?i)^(state|nonce)$")
PAIR_PATH_WORDS = frozenset({"authorize", "authorization", "callback", "logout", "endsession"})
DEVICE_CODES = re.compile(r"(?i)^(user|device)_?code$")
OTP = re.compile(r"(?i)^(otp|totp|hotp|mfa_?code|otp_?code|totp_?code|two_?factor_?code|"
                 r"one_?time_?(code|password))$")
SDK_SIGN_IN_STEPS = frozenset({"better-auth.sign-in-step"})
CHECK_WORDS = frozenset({"check", "validate", "verify"})
AUTH_WORDS = frozenset({"auth", "session", "login", "token", "jwt"})
WEBAUTHN_CALLS = frozenset({"get", "create"})


def sign_in_ceremonies(capabilities: list[Capability], webauthn: dict[str, str],
                       review: list[ReviewItem]
                       ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each ceremony (module docstring) ``requires-review``, and one
    ``medium`` review item per such capability; ``webauthn`` maps a capability's name to the
    ``navigator.credentials`` method its requests' function calls
    (:func:`webauthn_capabilities`); ``review`` is rule ``scope.session-flow``'s items, whose
    capabilities are left alone."""
    done = {r.capability for r in review}
    return flag_each(capabilities, lambda cap: None if cap.name in done else ceremony(
        cap, webauthn.get(cap.name)), RULE)


def ceremony(cap: Capability, credentials: str | None) -> tuple[str, list[Evidence]] | None:
    """``(what it does, the evidence of its path)`` when ``cap`` is a sign-in ceremony
    (module docstring), else ``None``; ``credentials`` the ``navigator.credentials`` method
    its function calls, if any."""
    requests = cap.implementation.requests
    if len(requests) != 1:
        return None
    method, path = requests[0].method, requests[0].pathTemplate
    where = cap.evidence.get("/implementation/requests/0/pathTemplate") or []
    names = set(input_names(cap.inputSchema))
    said = words(path)
    if credentials is not None:
        return (f"{method} {path} is a step of a WebAuthn (passkey) ceremony: its function "
                f"calls navigator.credentials.{credentials}"), where
    protocol = [] if configures(method, said) else sorted(n for n in names
                                                             if OAUTH_ALONE.match(n))
    if not protocol and not configures(method, said) and \
            all(any(p.match(n) for n in names) for p in OAUTH_PAIR) and (
            said & PAIR_PATH_WORDS or any(PAIR_COMPANIONS.match(n) for n in names)):
        protocol = sorted(n for n in names if any(p.match(n) for p in OAUTH_PAIR))
    if not protocol and "device" in said and not configures(method, said):
        protocol = sorted(n for n in names if DEVICE_CODES.match(n))
    if protocol:
        return (f"{method} {path} is an OAuth 2.0 / OpenID Connect sign-in step: it sends "
                f"the protocol's {', '.join(protocol)}"), where
    step = next((site for site in requests[0].callSites if site.rule in SDK_SIGN_IN_STEPS),
                None)
    if step is not None:
        return (f"{method} {path} is a step of signing in that its auth client SDK "
                f"documents (call site rule {step.rule})"), where
    otp = sorted(n for n in names if OTP.match(n))
    if method == "POST" and otp and logs_in(path):
        return (f"{method} {path} checks a one-time code while logging in: it sends "
                f"{', '.join(otp)}"), where
    if checks_session(path, names):
        return f"{method} {path} checks the session before any login", where
    return None


def checks_session(path: str, names: set[str]) -> bool:
    """Whether a request sending the inputs ``names`` to ``path`` is a session check made
    before any login: no input, a path ending in a check word (:data:`CHECK_WORDS`) and
    naming authentication (:data:`AUTH_WORDS`): ``POST /auth/check``."""
    last = re.findall(r"[a-z]+", path.split("?")[0].rsplit("/", 1)[-1].lower())
    return not names and bool(last) and last[-1] in CHECK_WORDS and \
        bool(words(path) & AUTH_WORDS)


def configures(method: str, said: set[str]) -> bool:
    """Whether a request stores settings rather than taking a protocol step: its method is
    none an OAuth 2.0 endpoint takes (``PUT``, ``PATCH``, ``DELETE``) or its path's words
    ``said`` name settings (:data:`SETTINGS_WORDS`)."""
    return method in ("PUT", "PATCH", "DELETE") or bool(said & SETTINGS_WORDS)


# words of a path that stores an application's settings (``/config/auth/oauth``,
# ``/admin/settings/oidc``), never an OAuth 2.0 / OIDC endpoint
SETTINGS_WORDS = frozenset({"config", "configs", "configuration", "settings", "setting",
                            "admin", "preferences"})


def input_names(schema: object) -> Iterable[str]:
    """The property names of an input schema at any depth (``client_id`` of
    ``{"properties": {"params": {"properties": {"client_id": …}}}}``)."""
    if not isinstance(schema, dict):
        return
    for name, child in (schema.get("properties") or {}).items():
        yield name
        yield from input_names(child)


def webauthn_functions(modules: dict[str, ModuleFacts]) -> dict[str, str]:
    """``{function id: "get" | "create"}`` of every function that calls
    ``navigator.credentials.get`` or ``navigator.credentials.create`` itself."""
    found: dict[str, str] = {}
    for module in modules.values():
        for site in module.calls:
            callee = site.call.callee
            if site.scope is not None and isinstance(callee, Member) and \
                    callee.prop in WEBAUTHN_CALLS and isinstance(callee.obj, Member) and \
                    callee.obj.prop == "credentials" and isinstance(callee.obj.obj, Ref) and \
                    callee.obj.obj.name == "navigator":
                found.setdefault(site.scope, callee.prop)
    return found


def webauthn_capabilities(clusters, names: dict[int, str], modules: dict[str, ModuleFacts]
                          ) -> dict[str, str]:
    """``{capability name: "get" | "create"}`` of the capabilities every call of which is
    made by a function calling ``navigator.credentials`` (:func:`webauthn_functions`);
    ``names`` maps ``id(observed call)`` to its capability."""
    functions = webauthn_functions(modules)
    verdicts: dict[str, list[str | None]] = {}
    for cl in clusters:
        for call in cl.calls:
            name = names.get(id(call))
            if name is not None:
                verdicts.setdefault(name, []).append(functions.get(call.fid or ""))
    return {name: found[0] for name, found in verdicts.items()
            if found and all(f is not None for f in found)}
