"""Pass: signing in, signing out and renewing a session are the Host's, not an Agent's.

Rule ``scope.session-flow``: the seed lists authentication injection among the facilities a
Host supplies; a capability whose one request starts the user's session with a password, ends
it, renews its token or switches the identity it acts as is that facility seen from the client, not a business operation. An
Agent calling it would handle the user's password, or end or replace the session the Host
injects. Such a capability stays in the contract (a reviewer may still want it) with status
``requires-review`` and one ``medium`` review item saying which of the three it is, evidence
at its path:

* a logout (:func:`names_logout`): a path segment naming a logout (:data:`LOGOUT_WORDS`:
  ``/auth/logout``, ``/api/v2/auth/logout``, ``DELETE /session/signout``), whatever its
  method, followed by nothing but words of which sessions it ends (:data:`LOGOUT_SCOPE`:
  ``/logout/all/revoke``); a thing named after it is what the request acts on
  (``DELETE /api/logout/history`` deletes records);
* a sign-out by revocation (:func:`revokes_own_session`): a path with no parameter naming the
  revocation of the caller's own session (a word of :data:`REVOKE_WORDS` and one of
  :data:`SELF_WORDS`: ``DELETE /auth/v1/self/revoke``, ``POST /sessions/current/invalidate``),
  or naming the session and nothing else (:func:`names_session`: ``DELETE /api/session``,
  ``/auth/token``; not ``/api/users/me`` nor ``/api/me/data``: the account or the user's
  data) in a request made by a function whose name says it logs out (``logout``,
  ``signOut``, ``deleteAccountAndSignOut``), whatever its method;
* a password login: a ``POST`` that sends a password-named input to a login path and creates
  a session (:func:`~.session_less.logs_in`, the same test as rule ``auth.session-less``);
* a token renewal: a ``POST`` or ``GET`` whose path names a refresh (``refresh``) of a token
  or session (:data:`RENEWED_WORDS`: ``/auth/refresh``, ``/token/refresh``,
  ``/refresh-token``);
* a session hand-over: a ``POST`` or ``PUT`` sending an input to a path whose last static
  segment ends in ``session`` and whose words name signing in (:data:`SIGN_IN_WORDS`:
  ``POST /sign/session {id}``, ``POST /auth/session {token}``): the client hands the server
  a session it makes the user's session (a cookie the response sets).
* an identity switch (:func:`~.identity_switches.identity_switch`): a write whose path
  names acting as another user (``POST /api/v1/auth/impersonate {usr}``, ``POST
  /admin/login-as/{id}``), or its end (``DELETE /api/v1/auth/impersonate``,
  ``POST /impersonate/stop``): who the caller is belongs to the runtime context.

A login or logout says it starts or ends the user's session only when the contract shows one
(:func:`session_shown`: a capability's auth is a cookie session or a token, or the login's
output holds a credential field, ``{token}``); else it says only what the source shows, that
the request sends the user's password or names a logout (an app sending HTTP Basic on each
request, whose login only checks the password, has no session to start).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from code2skill.contract.models import Capability, Evidence, ReviewItem

from .credential_reads import output_credential
from .identity_switches import identity_switch
from .same_origin_session import plain_words, words
from .session_less import logs_in, note, password_pointer

RULE = "scope.session-flow"
LOGOUT_WORDS = frozenset({"logout", "signout", "logoff"})
# words of a path that end a credential's validity
REVOKE_WORDS = frozenset({"revoke", "invalidate", "terminate"})
# words of a path that name the caller itself (``/auth/self``, ``/users/me``)
SELF_WORDS = frozenset({"self", "me", "current", "mine", "my", "own"})
# words of a path that name the caller's session or credential
SESSION_NOUNS = frozenset({"session", "token", "jwt", "auth"})
# words after a logout word saying which sessions it ends or how (``/logout/all/revoke``,
# ``/signout/everywhere``), not a thing it acts on (``/logout/history``)
LOGOUT_SCOPE = SESSION_NOUNS | REVOKE_WORDS | frozenset({
    "all", "everywhere", "other", "others", "device", "devices", "sessions", "tokens",
    "callback"})
RENEWED_WORDS = frozenset({"token", "tokens", "jwt", "session", "auth", "refreshtoken"})
# words of a path that name signing in (``/sign/session``, ``/auth/session``)
SIGN_IN_WORDS = frozenset({"sign", "signin", "login", "logon", "auth"})


def session_flows(capabilities: list[Capability], shown: bool
                  ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each session flow (module docstring) ``requires-review``, and one
    ``medium`` review item per such capability; ``shown``: whether the whole contract shows a
    session (:func:`shows_session`)."""
    return flag_each(capabilities, lambda cap: session_flow(cap, shown), RULE)


# auth kinds that show a session or the token standing for it
SESSION_AUTH = frozenset({"cookie-session", "bearer", "api-key"})


def shows_session(capabilities: list[Capability]) -> bool:
    """Whether some capability's auth is a cookie session or a token (:data:`SESSION_AUTH`)."""
    return any(c.auth.authentication in SESSION_AUTH for c in capabilities)


def session_shown(cap: Capability, shown: bool) -> bool:
    """Whether the contract shows a session ``cap`` (a login or logout) starts or ends:
    ``shown`` (some capability's auth is a cookie session or a token, :func:`shows_session`)
    or ``cap``'s output holds a credential field (a token its answer gives)."""
    return shown or output_credential(cap) is not None


def flag_each(capabilities: list[Capability],
              found_of: Callable[[Capability], tuple[str, list[Evidence]] | None], rule: str
              ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each one ``found_of`` describes (``(what it does, places)``)
    :func:`flagged` under ``rule``, and their review items in order."""
    out, items = [], []
    for cap in capabilities:
        found = found_of(cap)
        if found is None:
            out.append(cap)
            continue
        cap, item = flagged(cap, *found, rule)
        out.append(cap)
        items.append(item)
    return out, items


def flagged(cap: Capability, what: str, places: list[Evidence], rule: str
            ) -> tuple[Capability, ReviewItem]:
    """``cap`` made ``requires-review`` (when a draft) and its ``medium`` review item of
    ``rule``, saying ``what`` it does at ``places``."""
    return (cap.model_copy(update={"status": "requires-review"}) if cap.status == "draft"
            else cap), ReviewItem(severity="medium", capability=cap.name,
                                  evidence=[note(places, what, rule)], message=(
        f"{what}: signing in and out is the Host's authentication, not an Agent's "
        "business operation; an Agent calling it would handle the user's credentials or "
        "end the session the Host injects, so leave it out of the exported Tools unless "
        "the business needs it"))


def session_flow(cap: Capability, shown: bool) -> tuple[str, list[Evidence]] | None:
    """``(what it does, the evidence of its path)`` when ``cap`` is a session flow (module
    docstring), else ``None``; ``shown``: whether some capability's auth shows a session
    (:func:`session_shown`)."""
    requests = cap.implementation.requests
    if len(requests) != 1:
        return None
    method, path = requests[0].method, requests[0].pathTemplate
    said = words(path)
    where = cap.evidence.get("/implementation/requests/0/pathTemplate") or []
    if names_logout(path):
        return (f"{method} {path} ends the user's session (a logout)"
                if session_shown(cap, shown) else f"{method} {path} names a logout (the "
                "source shows no session it ends)"), where
    functions = [s.function or "" for s in requests[0].callSites]
    if revokes_own_session(method, path, functions):
        return f"{method} {path} revokes the caller's own session (a sign-out)", where
    switch = identity_switch(method, path, functions)
    if switch is not None:
        return (f"{method} {path} makes the server act as another user (an identity switch: "
                "impersonation)" if switch == "start" else f"{method} {path} stops acting as "
                "another user (the end of an identity switch: the user's own session "
                "again)"), where
    if method == "POST" and logs_in(path) and cap.sideEffect == "create" and \
            password_pointer(cap.inputSchema, "/inputSchema") is not None:
        return (f"{method} {path} starts a session with the user's password (a login)"
                if session_shown(cap, shown) else f"{method} {path} sends the user's password "
                "(a login; the source shows no session it starts: no cookie session or token "
                "on any request, none in its answer)"), where
    if method in ("POST", "GET") and "refresh" in said and said & RENEWED_WORDS:
        return f"{method} {path} renews the session's token", where
    if method in ("POST", "PUT") and hands_over_session(path) and \
            cap.inputSchema.get("properties"):
        return (f"{method} {path} hands the server a session it makes the user's "
                "(a session hand-over)"), where
    return None


def hands_over_session(path: str) -> bool:
    """Whether ``path``'s last static segment ends in the word ``session`` and its words name
    signing in (:data:`SIGN_IN_WORDS`): ``/sign/session``, ``/auth/session``; not
    ``/sessions/{id}`` or ``/session/info``."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if not segments or segments[-1].startswith("{"):
        return False
    return re.findall(r"[a-z]+", segments[-1].lower())[-1:] == ["session"] and \
        bool(words(path) & SIGN_IN_WORDS)


def revokes_own_session(method: str, path: str, functions: list[str]) -> bool:
    """Whether a ``method`` request to ``path`` (a path template) with no parameter revokes
    the caller's own session: its words name a revocation (:data:`REVOKE_WORDS`) of the
    caller itself (:data:`SELF_WORDS`: ``/auth/v1/self/revoke``), or, for a method other than
    ``GET``/``HEAD`` (a logout may read who is signed in first), name the session and nothing
    else (:func:`names_session`: ``DELETE /api/session``) while one of ``functions`` (the
    names of the functions making the request) names a logout (:data:`LOGOUT_WORDS`:
    ``logout``, ``signOut``). ``/sessions/{id}/revoke`` ends another session, and ``DELETE
    /api/users/me`` by ``deleteAccountAndSignOut`` deletes the account: business operations."""
    if "{" in path:
        return False
    said = words(path)
    return bool(said & REVOKE_WORDS and said & SELF_WORDS) or bool(
        method.upper() not in ("GET", "HEAD") and names_session(path)
        and any(words(f) & LOGOUT_WORDS for f in functions))


def static_words(path: str) -> list[list[str]]:
    """The words of each static segment of ``path`` (not joined), API prefixes and versions
    (:data:`~.naming.SKIP_SEGMENTS`) left out: ``/api/v1/users/me`` → ``[['users'], ['me']]``."""
    from .naming import SKIP_SEGMENTS
    return [plain_words(s) for s in path.split("?")[0].split("/")
            if s and "{" not in s and not SKIP_SEGMENTS.match(s)]


def names_session(path: str) -> bool:
    """Whether ``path`` names the caller's session or credential and nothing else: each of its
    static words is a session noun (:data:`SESSION_NOUNS`) or names the caller
    (:data:`SELF_WORDS`), one at least a session noun (``/api/session``, ``/auth/token``,
    ``/auth/me``); ``/api/users/me`` (the account) and ``/api/me/data`` are none."""
    said = [w for segment in static_words(path) for w in segment]
    return bool(SESSION_NOUNS.intersection(said)) and set(said) <= SESSION_NOUNS | SELF_WORDS


def names_logout(path: str) -> bool:
    """Whether ``path`` names a logout: a static segment holding a logout word
    (:data:`LOGOUT_WORDS`, also spelt in two words, ``log-out``, ``signOut``) followed by
    nothing but words of which sessions it ends (:data:`LOGOUT_SCOPE`): ``/auth/logout``,
    ``/logout/all/revoke``; not ``/logout/history`` (records about logouts)."""
    segments = static_words(path)
    at = next((i for i, said in enumerate(segments)
               if LOGOUT_WORDS.intersection(said + [a + b for a, b in zip(said, said[1:])])),
              None)
    return at is not None and all(w in LOGOUT_SCOPE for said in segments[at + 1:] for w in said)


def logout(cap: Capability) -> bool:
    """Whether ``cap``'s one request ends the user's session (:func:`names_logout`, or
    :func:`revokes_own_session`)."""
    requests = cap.implementation.requests
    if len(requests) != 1:
        return False
    one = requests[0]
    return names_logout(one.pathTemplate) or revokes_own_session(
        one.method, one.pathTemplate, [s.function or "" for s in one.callSites])
