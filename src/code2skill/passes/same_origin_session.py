"""Pass: a same-origin request after a password login sends the session cookie (rule
``auth.same-origin-session``).

A browser sends the page's cookies with every request to the page's own origin (``fetch``'s
default ``credentials: 'same-origin'``, ``XMLHttpRequest``, axios and jQuery alike), so an app
whose client logs in by posting a password to its own backend and never handles a token keeps
its session in a cookie the client does not show. Each capability of that backend whose auth
is otherwise the ``unknown`` default is then ``cookie-session``, with the login request as
evidence (kind ``inferred``: a reading of the login call site, not an observed credential) and
one ``low`` review item per login naming how many were so read: the backend, not the client,
decides which endpoints require the session.

Claimed only when every condition holds:

* the service is same-origin (rule ``service.same-origin``: paths relative to the page's
  origin, or ``service.page-relative``: relative to the page's own URL, ``'rest/x'``);
* the client logs in to the page's origin with a password: a ``POST`` call sending a
  password-named field (:data:`PASSWORD`) in its JSON or form body, its multipart form or its
  query string (:func:`sent_fields`: ``params: {username, password}``, a ``password``
  parameter sent as an item of a positional argument list; also a member of a
  whole query or body object its callers pass, ``AuthService.login({username, password})``
  with ``params: param``), whose path or function names a login (:data:`LOGIN_WORDS`:
  ``/api/login``, ``/auth/token``, ``signIn()``) or whose path's last static segment is
  ``auth``, ``token`` or ``tokens`` (:func:`token_endpoint`: ``/api/users/token``, the
  password exchanged for the session) and no other service (:func:`third_party`: a
  sign-in to another service through the app's backend, ``/api/lastfm-login``,
  ``/api/spotify/login``, or an integration's ``connect`` posting that service's password, is
  none) and no account creation or recovery
  (:func:`account_words`), nor a confirmation sent again or a password changed
  (:data:`NOT_SIGN_IN_WORDS`) — a Tool of its own or plumbing of an auth store alike; of
  several, the one whose path names the sign-in, else whose function does, else the first
  by path (:func:`login_rank`);
* the capability's service is reached on the page's own origin, the login's or another one
  (paths relative to the page's URL, ``'app/{id}/remove.json'``, beside paths relative to its
  origin, ``/auth/login``): the browser sends the cookie to both; a service without a login of
  its own takes the first login (by path) as evidence;
* no capability of those services sends HTTP basic auth (rule ``auth.basic-scheme``: an
  ``Authorization: Basic`` header built from a user name and password, also one a caller
  builds and hands to a request wrapper, ``this.postRequest(path, body,
  this.userHeaders())``, and one set only under a condition): a client that sends the
  user's name and password itself with its requests is checked by the backend on each of
  them, with no session needed, so its password login may only check the password;
* no capability of those services carries a ``bearer`` or ``api-key`` credential (an app that
  sends a token may send it where the source does not show) — except a token written in the
  request's own headers (:data:`PER_CALL_HEADER`: ``fetch('/api/shorten', {headers:
  {Authorization: user.token}})``) on fewer capabilities than are left without a credential:
  the source shows every other request sent without it, so that token is a personal API token
  of a few calls, not the session;
* the capability's auth is the ``auth.not-observed`` default, and it needs no session of its
  own (:func:`session_less`: the login itself, a sign-up sending a password, an account
  recovery; the words of those read by :func:`flow_words`, so ``POST /v1.Backrest/Forget``
  forgetting a snapshot is no recovery).

A capability carrying a credential header of its own (its auth anything but the default) is
never read. When a credential the client sends elsewhere (HTTP basic auth, a token) stops the
claim, the capabilities left without one keep the ``unknown`` default, and one ``low`` review
item per login says how many and why (:func:`unclaimed_message`): the source shows neither a
session nor their credential, so the backend decides.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable

from code2skill.contract.models import Auth, Capability, Evidence, ReviewItem
from code2skill.evidence import inferred
from code2skill.normalize import Observed

if TYPE_CHECKING:
    from .schema import InputDraft

RULE = "auth.same-origin-session"
BASIC_RULE = "auth.basic-scheme"
SAME_ORIGIN = frozenset({"service.same-origin", "service.page-relative"})
PASSWORD = re.compile(r"(?i)^(password|passwd|pass|pwd|passphrase|current_?password)$")
ACCOUNT_WORDS = frozenset({"signup", "register", "registration", "forgot", "forget", "recover",
                           "recovery", "reset", "invite", "invitation", "setup", "install",
                           "init", "initialize", "initialise"})
RECOVERY_WORDS = frozenset({"forgot", "forget", "recover", "recovery", "reset"})
LOGIN_WORDS = frozenset({"login", "signin", "logon", "auth", "authenticate", "session",
                         "sessions", "firstfactor"})
# the words of a path that names the sign-in itself (``auth`` or ``session`` name a logout or a
# session check as well; ``firstfactor``, ``/api/firstfactor``: the password step of a
# multi-factor sign-in)
SIGN_IN_WORDS = frozenset({"login", "signin", "logon", "firstfactor"})
SIGN_IN_STEP_WORDS = SIGN_IN_WORDS | {"authenticate"}   # … or a step of one (rule auth.session-less)
TOKEN_KINDS = frozenset({"bearer", "api-key"})
# rules of a header written in a request's own headers (not a default, interceptor or wrapper
# the client applies to every call): ``fetch.header``, ``xhr.header``, ``axios.header`` …
PER_CALL_HEADER = re.compile(r"[a-z0-9-]+\.header")


@dataclass(frozen=True, slots=True)
class Login:
    """A password login: the service id it logs in to, its path template (``""`` when not
    shown) and evidence; ``form``: the page holding it when it is a page's login form (rule
    ``auth.login-form``; its path in the evidence), ``""`` for a login call."""

    service: str
    path: str
    evidence: Evidence
    form: str = ""

    def described(self) -> str:
        """How the client logs in, for a review message (``POST /api/login``)."""
        if not self.form:
            return f"POST {self.path}"
        return "a page's login form, " + (
            f"POST {self.path}" if self.path else "posting to its own page")


def password_logins(calls: list[Observed], targets: Callable[[Observed], list[str]],
                    service_ids: dict[str, str]) -> dict[str, Login]:
    """``{service id: its login}`` among ``calls`` (all observed calls, plumbing too): a
    same-origin ``POST`` whose binding ``targets`` (``body:password`` …) name a password, to a
    path naming no account creation, recovery or confirmation (:func:`account_words`,
    :data:`NOT_SIGN_IN_WORDS`: ``/auth/account/resend-confirmation``,
    ``/auth/password/change``). Of several, the one whose path names the sign-in
    (:data:`SIGN_IN_PATH_WORDS`: ``/api/auth/login``, ``/api/session``), else whose function
    does (``signIn()``), else the first by path (:func:`login_rank`); the evidence note says
    which decided when the path does not."""
    found: dict[str, tuple[tuple, Login]] = {}
    for call in calls:
        service = service_ids.get(call.service.key)
        if call.method != "POST" or call.service.rule not in SAME_ORIGIN or service is None or \
                account_words(call.path_template) or \
                words(call.path_template) & NOT_SIGN_IN_WORDS or \
                not (words(f"{call.path_template} {call.function or ''}") & LOGIN_WORDS
                     or token_endpoint(call.path_template)) or \
                third_party(call.path_template, call.function or "") or \
                not any(password_target(t) for t in targets(call)):
            continue
        rank = login_rank(call)
        if service in found and found[service][0] <= rank:
            continue
        found[service] = (rank, Login(service, call.path_template, inferred(
            call.sites[0].where, RULE, f"POST {call.path_template} logs in with a "
            f"password{RANK_NOTES[rank[0]].format(function=call.function)}; the browser "
            "sends the session cookie it sets with every same-origin request")))
    return {service: login for service, (_, login) in found.items()}


def token_endpoint(path: str) -> bool:
    """Whether a path's last static segment is ``auth``, ``token`` or ``tokens``: a password
    sent there is exchanged for the session (``POST /api/auth``, ``/auth/token``,
    ``/api/users/token``), though no login word names it."""
    static = [s for s in path.split("?")[0].split("/") if s and "{" not in s]
    return bool(static) and static[-1].lower() in ("auth", "token", "tokens")


# words of a password POST's path that name no sign-in: a confirmation sent again, a password
# changed, an account verified or unlocked
NOT_SIGN_IN_WORDS = frozenset({"resend", "confirm", "confirmation", "verify", "verification",
                               "change", "changepassword", "activate", "activation", "unlock"})
# words of a path or function naming the sign-in itself (``auth`` alone names any auth step)
SIGN_IN_PATH_WORDS = frozenset({"login", "signin", "logon", "session", "sessions",
                                "authenticate", "token", "tokens", "firstfactor"})
RANK_NOTES = ("", " (its function {function} names the sign-in; no such path does)",
              " (the first such POST by path: neither a path nor a function names the "
              "sign-in)")


# words of a path or function connecting an integration: the password it sends is another
# service's
INTEGRATION_WORDS = frozenset({"connect", "integration", "integrations", "connector",
                               "connectors"})
# the words a sign-in of the app itself names beside its sign-in word (:func:`third_party`):
# the app's API, version, user, auth method, file kind, a verb or a code module's kind
GENERIC_WORDS = LOGIN_WORDS | frozenset({
    "oauth", "authentication", "sign", "log", "user", "users", "account", "accounts", "admin",
    "local", "web", "app", "api", "apis", "rest", "rpc", "ajax", "public", "internal", "json",
    "xml", "php", "action", "html", "htm", "jsp", "aspx", "asp", "cgi", "password",
    "passwords", "credential", "credentials", "basic", "form", "jwt", "token", "tokens",
    "cookie", "identity", "email", "mail", "username", "ldap", "oidc", "sso", "saml",
    "openid", "totp", "otp", "mfa", "check", "submit", "new", "create", "process", "perform",
    "handle", "post", "request", "send", "try", "attempt", "with", "via", "for", "the",
    "service", "services", "store", "client", "module", "controller", "manager", "provider",
    "helper", "util", "utils", "use", "context", "default", "callback", "member", "members",
    "main", "portal", "dashboard", "console", "panel", "backend", "server"})
# sign-in words whose neighbours are read (``session`` names a resource as well: ``/api/
# podcasts/{id}/session``)
NAMED_SIGN_IN = frozenset({"login", "signin", "logon", "auth", "authenticate",
                          "authentication", "oauth"})


def third_party(path: str, function: str) -> bool:
    """Whether a password ``POST`` signs in to another service than the app itself: its path
    or function connects an integration (:data:`INTEGRATION_WORDS`:
    ``/api/integrations/mail/connect``, ``connectMail()``), or its path (else, when the path
    names no sign-in, its function's name) names, beside a sign-in word (:data:`NAMED_SIGN_IN`)
    in the same or the segment before (or after, for a word naming the sign-in itself,
    :data:`SIGN_IN_WORDS`: the segment after ``auth`` is the auth step, ``/api/auth/access``),
    a word of three letters or more that is no generic word (:data:`GENERIC_WORDS`):
    ``/api/lastfm-login``, ``/api/spotify/login``, ``lastfmLogin()``; ``/api/auth/login``,
    ``/api/v1/users/sign-in`` and ``AuthStore.login`` name none. Rule
    ``auth.same-origin-session``."""
    path = path.partition("?")[0]
    if words(f"{path} {function}") & INTEGRATION_WORDS:
        return True
    named = path if words(path) & (LOGIN_WORDS | NAMED_SIGN_IN) else function
    segments = [s for s in re.split(r"[/.]", re.sub(r"\{[^}]*\}", "", named)) if plain_words(s)]
    return any(w not in GENERIC_WORDS and len(w) > 2
               for i, segment in enumerate(segments) if (said := words(segment) & NAMED_SIGN_IN)
               for near in segments[max(i - 1, 0):i + 1 + bool(said & SIGN_IN_WORDS)]
               for w in plain_words(near))


def plain_words(text: str) -> list[str]:
    """The lower-case words of a segment of a path or name, not joined (:func:`words`)."""
    return re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", text).lower())


def login_rank(call: Observed) -> tuple:
    """How surely a password ``POST`` is the sign-in, lowest first: ``(0, …)`` its path names
    it (:data:`SIGN_IN_PATH_WORDS`), ``(1, …)`` its function's name does, ``(2, …)``
    neither; then one whose path names no part a signed-in user reaches before its sign-in
    word first (rule ``auth.signed-in-step``: ``/api/auth/login`` before a re-authentication
    ``/api/account/authenticate``); then by path template and call site."""
    level = 0 if words(call.path_template) & SIGN_IN_PATH_WORDS else \
        1 if words(call.function or "") & SIGN_IN_PATH_WORDS else 2
    return (level, signed_in_area(call.path_template), call.path_template, call.sites[0].where)


def password_target(target: str) -> bool:
    """Whether a sent field (``body:password``, ``multipart:pwd``, ``query:password``) is a
    password."""
    kind, _, name = target.partition(":")
    return kind in SENT_KINDS and PASSWORD.match(name) is not None


SENT_KINDS = ("body", "multipart", "query")


def sent_fields(draft: InputDraft) -> list[str]:
    """The fields a request sends (its inputs ``draft``), as binding targets: each binding's
    target, and for a query or body object bound whole (``query:``, ``body:``) each member its
    input's schema names (``query:password`` for ``{"query": {"properties": {"password":
    …}}}``: the members its callers pass); an item of a positional argument list
    (``body:params.1``, rule ``body.positional-parameters``) also by its parameter's name
    (``body:password``)."""
    fields = [b.target for b in draft.bindings]
    fields.extend(f"{b.target.partition(':')[0]}:{b.input}" for b in draft.bindings
                  if b.input and b.target.rpartition(".")[2].isdigit())
    for binding in draft.bindings:
        kind, _, name = binding.target.partition(":")
        schema = draft.properties.get(binding.input or "") \
            if kind in SENT_KINDS and not name else None
        if isinstance(schema, dict) and isinstance(schema.get("properties"), dict):
            fields.extend(f"{kind}:{member}" for member in schema["properties"])
    return fields


def same_origin_services(calls: list[Observed], service_ids: dict[str, str]) -> frozenset[str]:
    """The ids of the services ``calls`` reach on the page's own origin (:data:`SAME_ORIGIN`)."""
    return frozenset(service_ids[c.service.key] for c in calls
                     if c.service.rule in SAME_ORIGIN and c.service.key in service_ids)


def same_origin_sessions(capabilities: list[Capability], logins: dict[str, Login],
                         same_origin: frozenset[str] = frozenset()
                         ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, those of the page's origin after a password login read as
    ``cookie-session`` (module docstring), and one ``low`` review item per login so used.
    ``same_origin``: the ids of the services on the page's origin (each login's own too)."""
    out, review = list(capabilities), []
    for login, services in covered(logins, same_origin):
        own = [c for c in capabilities if service_of(c) in services]
        read = {c.name for c in own if [e.rule for e in c.auth.evidence] == ["auth.not-observed"]
                and not session_less(c, login)}
        tokens = [c for c in own if c.auth.authentication in TOKEN_KINDS]
        basic = [c for c in own if sends_basic(c)]
        if basic or holds_token(tokens, len(read)):
            if read:
                review.append(unclaimed(services, login, len(read), basic or tokens,
                                        bool(basic)))
            continue
        out = [with_session(c, login.evidence) if c.name in read else c for c in out]
        if read:
            review.append(ReviewItem(severity="low", capability=None, evidence=[login.evidence],
                                     message=session_message(services, login, len(read),
                                                             len(tokens))))
        review.extend(signed_in_step_item(c, login) for c in own
                      if c.name not in read and signed_in_step(c)
                      and [e.rule for e in c.auth.evidence] == ["auth.not-observed"])
    return out, review


def covered(logins: dict[str, Login], same_origin: frozenset[str]
            ) -> list[tuple[Login, list[str]]]:
    """Each login with the ids of the services whose session it is: its own, and each
    same-origin service without a login of its own when it is the first login (by service
    id)."""
    ordered = sorted(logins.items())
    if not ordered:
        return []
    others = sorted(same_origin - set(logins))
    return [(login, [service, *others] if i == 0 else [service])
            for i, (service, login) in enumerate(ordered)]


def holds_token(tokens: list[Capability], unsent: int) -> bool:
    """Whether a service's capabilities carrying a token credential (``tokens``) show it to be
    the session's (module docstring): one sent by a client-wide setting, or per-call tokens on
    ``unsent`` capabilities or more (``unsent``: those left without a credential)."""
    return any(not per_call(c.auth) for c in tokens) or len(tokens) >= unsent


def sends_basic(cap: Capability) -> bool:
    """Whether a capability's requests send HTTP basic auth (its auth cites rule
    ``auth.basic-scheme``: the user's name and password in an ``Authorization: Basic``
    header)."""
    return any(e.rule == BASIC_RULE for e in cap.auth.evidence)


def unclaimed(services: list[str], login: Login, count: int, holding: list[Capability],
              basic: bool) -> ReviewItem:
    """The ``low`` review item of a login not read as a session (module docstring): its
    ``count`` capabilities left without a credential, the login and the first credential of
    the capabilities ``holding`` one (HTTP basic auth when ``basic``, else a token) as
    evidence."""
    evidence = [login.evidence.model_copy(update={
        "note": f"{login.described()} logs in with a password"})]
    evidence.extend(holding[0].auth.evidence[:1])
    return ReviewItem(severity="low", capability=None, evidence=evidence,
                      message=unclaimed_message(services, login, count, len(holding), basic))


def per_call(auth: Auth) -> bool:
    """Whether every piece of an auth's evidence is a header written in the request's own
    headers (``fetch.header``, ``xhr.header``, ``axios.header`` …)."""
    return all(PER_CALL_HEADER.fullmatch(e.rule or "") for e in auth.evidence)


def words(text: str) -> set[str]:
    """The lower-case words of a path or name, each pair of neighbours also joined
    (``sign_up``, ``sign-up``, ``signUp`` and ``SignIn`` give ``signup``, ``signin``)."""
    found = plain_words(text)
    return set(found) | {a + b for a, b in zip(found, found[1:])}


def account_words(path: str) -> set[str]:
    """The account creation or recovery words of a path (:data:`ACCOUNT_WORDS`)."""
    return words(path) & ACCOUNT_WORDS


def flow_words(path: str, functions: Iterable[str], fields: Iterable[str]) -> set[str]:
    """The account creation or recovery words of a path (:func:`account_words`) that name an
    account flow: all of them when the path or one of ``functions`` (the names of the
    functions making the request) names the account (:data:`ACCOUNT_NOUNS`: ``/users/
    register``, ``/auth/forgot``, ``registerUser()``), else only those of a segment holding
    nothing but such words (``/register``, ``/forgot``, ``/sign-up``) when ``fields``
    (the input's property names, at any depth) carry an account's credentials
    (:func:`credential_field`). A word glued to another object (``SetupSftp``,
    ``ResetCounter``: what is set up is an SFTP host, not an account), or a lone word whose
    request sends no credentials (``POST /v1.Backrest/Forget {snapshotId}``: forgetting a
    backup snapshot), is no account flow. Rule ``auth.session-less``, shared with
    ``auth.same-origin-session``."""
    found = account_words(path)
    if not found or (words(path) | set().union(*map(words, functions))) & ACCOUNT_NOUNS:
        return found
    if not any(credential_field(name) for name in fields):
        return set()
    return {w for segment in re.split(r"[/.?&=]", path) if (said := words(segment))
            and not said - ACCOUNT_WORDS - JOINED_WORDS for w in said & ACCOUNT_WORDS}


def cap_flow_words(cap: Capability, index: int) -> set[str]:
    """:func:`flow_words` of a capability's request ``index``: its path, the functions of its
    call sites and the property names of the capability's input schema."""
    request = cap.implementation.requests[index]
    return flow_words(request.pathTemplate, [s.function for s in request.callSites
                                             if s.function], schema_names(cap.inputSchema, 0))


def schema_names(schema: object, depth: int) -> list[str]:
    """The property names of a JSON schema, at any depth up to :data:`MAX_DEPTH`."""
    if not isinstance(schema, dict) or depth > MAX_DEPTH:
        return []
    properties = schema.get("properties") or {}
    return [*properties, *(name for child in properties.values()
                           for name in schema_names(child, depth + 1))]


MAX_DEPTH = 8


def credential_field(name: str) -> bool:
    """Whether an input property names an account's credential or identity (a password,
    ``email``, ``username``)."""
    return PASSWORD.match(name) is not None or name.lower().replace("_", "") in IDENTITY_FIELDS


# words naming the account an account flow acts on
ACCOUNT_NOUNS = frozenset({"user", "users", "account", "accounts", "password", "passwords",
                           "passwd", "pwd", "login", "signin", "logon", "session", "sessions",
                           "auth", "authentication", "credential", "credentials", "member",
                           "members", "identity"})
# the halves of an account word written apart (``sign-up``, ``set_up``)
JOINED_WORDS = frozenset({"sign", "up", "set"})
IDENTITY_FIELDS = frozenset({"email", "mail", "username", "login", "phone", "emailaddress"})


def session_less(cap: Capability, login: Login) -> bool:
    """Whether a capability needs no session: the login itself, a sign-in step (a ``POST`` to
    a path naming a sign-in, :data:`SIGN_IN_STEP_WORDS`: a page's login form's script sending
    it, ``$.post(base + '/auth/doLogin', $('#loginForm').serialize())``, or a second step of
    one, ``POST /sso/authenticate {username}`` beside the password login: made before any
    session exists), a sign-up sending a password, or an account recovery."""
    paths = [r.pathTemplate for r in cap.implementation.requests]
    words = set().union(*(cap_flow_words(cap, i) for i in range(len(paths))))
    return bool(login.path) and login.path in paths or bool(words & RECOVERY_WORDS) or \
        bool(words) and sends_password(cap) or sign_in_post(cap)


def sign_in_post(cap: Capability) -> bool:
    """Whether a capability is a ``POST`` to a path naming a sign-in to the app or a step of
    one (:data:`SIGN_IN_STEP_WORDS`), no account creation or recovery, and no sign-in to
    another service (:func:`third_party`: ``/api/lastfm-login``, sent by a signed-in user,
    carries the session), nor an action on an item (rule ``auth.signed-in-step``: a sign-in
    word after a path parameter, ``/api/admin/users/{id}/login-as``, is an administrator's
    log-in as that user: a sign-in names no item of the app, so it carries the session)."""
    return any(r.method == "POST" and words(r.pathTemplate) & SIGN_IN_STEP_WORDS
               and not account_words(r.pathTemplate) and not item_before_sign_in(r.pathTemplate)
               and not any(third_party(r.pathTemplate, s.function or "") for s in r.callSites)
               for r in cap.implementation.requests)


def sign_in_segment(path: str) -> int | None:
    """The index of the first ``/``-separated segment of ``path`` (its query cut) naming a
    sign-in or a step of one (:data:`SIGN_IN_STEP_WORDS`), else ``None``."""
    segments = path.partition("?")[0].split("/")
    return next((i for i, segment in enumerate(segments)
                 if words(segment) & SIGN_IN_STEP_WORDS), None)


def item_before_sign_in(path: str) -> bool:
    """Whether a path parameter comes before the segment naming a sign-in
    (``/api/admin/users/{id}/login-as``): the request acts on an item (rule
    ``auth.signed-in-step``)."""
    at = sign_in_segment(path)
    return at is not None and any("{" in s for s in path.partition("?")[0].split("/")[:at])


# the parts of an app a signed-in user reaches: a sign-in step under one may be a
# re-authentication (``/api/account/authenticate``) or an administrator's log-in as another
# user (``/api/admin/login-as``) as well as a step made before any session exists
SIGNED_IN_AREAS = frozenset({"account", "accounts", "admin", "me", "profile", "settings",
                             "security", "preferences"})


def signed_in_step(cap: Capability) -> bool:
    """Rule ``auth.signed-in-step``: whether a capability is a sign-in step
    (:func:`sign_in_post`) whose path names, before its sign-in word, a part a signed-in
    user reaches (:data:`SIGNED_IN_AREAS`): whether it is made before any session exists or
    carries the session is not shown."""
    return sign_in_post(cap) and any(signed_in_area(r.pathTemplate)
                                     for r in cap.implementation.requests)


def signed_in_area(path: str) -> bool:
    """Whether ``path`` names a part a signed-in user reaches (:data:`SIGNED_IN_AREAS`) before
    the segment naming a sign-in (:func:`sign_in_segment`): ``/api/account/authenticate``."""
    at = sign_in_segment(path)
    return at is not None and bool(set().union(*map(
        words, path.partition("?")[0].split("/")[:at])) & SIGNED_IN_AREAS)


def signed_in_step_item(cap: Capability, login: Login) -> ReviewItem:
    """The ``low`` review item of a sign-in step under a signed-in user's part
    (:func:`signed_in_step`): its auth is left unknown, the login cited."""
    request = cap.implementation.requests[0]
    return ReviewItem(severity="low", capability=cap.name, evidence=[login.evidence.model_copy(
        update={"rule": "auth.signed-in-step",
                "note": f"{login.described()} logs in with a password"})],
        message=f"auth of POST {request.pathTemplate} left unknown: its path names a sign-in "
                "step (made before any session exists) under a part a signed-in user reaches, "
                "where it may as well be a re-authentication or an administrator's log-in as "
                "another user, sent with the session cookie: confirm whether it needs the "
                "session")


def service_of(cap: Capability) -> str | None:
    services = {r.service for r in cap.implementation.requests}
    return services.pop() if len(services) == 1 else None


def path_of(cap: Capability) -> str:
    return " ".join(r.pathTemplate for r in cap.implementation.requests)


def sends_password(cap: Capability) -> bool:
    return any(password_target(b.target) for r in cap.implementation.requests
               for b in r.bindings)


def with_session(cap: Capability, evidence: Evidence) -> Capability:
    return cap.model_copy(update={
        "auth": Auth(authentication="cookie-session", tenant=cap.auth.tenant,
                     evidence=[evidence]),
        "evidence": {**cap.evidence, "/auth": [evidence]}})


def session_message(services: list[str], login: Login, count: int, tokens: int) -> str:
    handled = "handles no token" if not tokens else (
        f"sends a token only in the own headers of {tokens} other "
        f"capabilit{'y' if tokens == 1 else 'ies'}")
    return (f"auth of {count} capabilit{'y' if count == 1 else 'ies'} of {named(services)} "
            f"read as cookie-session: the client logs in with a password ({login.described()}), "
            f"{handled}, and sends its requests to the page's own origin, so the browser "
            "sends the session cookie; the backend decides which endpoints require it: confirm")


def unclaimed_message(services: list[str], login: Login, count: int, holding: int,
                      basic: bool) -> str:
    """The message of :func:`unclaimed`: ``holding`` capabilities send the credential."""
    others = f"{holding} other capabilit{'y' if holding == 1 else 'ies'}"
    sent = (f"sends the user's name and password itself, as HTTP basic auth, on {others}, "
            "which the backend checks on every request without a session") if basic else \
        f"sends a token on {others}, which may be the session's"
    return (f"auth of {count} capabilit{'y' if count == 1 else 'ies'} of {named(services)} "
            f"not read as cookie-session: the client logs in with a password "
            f"({login.described()}) but {sent}; the source shows no credential on these "
            "requests, so whether they need one, and which, is the backend's to say: confirm")


def named(services: list[str]) -> str:
    """``service 'a'`` or ``services 'a', 'b'``."""
    return f"service {services[0]!r}" if len(services) == 1 else \
        "services " + ", ".join(repr(s) for s in services)
