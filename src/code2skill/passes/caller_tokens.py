"""Rule ``auth.caller-token``: a credential header a call sets from a parameter of the
function making the request (``authorize2FA({passcode, token})`` sending
``Authorization: `Bearer ${token}``` with ``noAuth: true``) carries a token the caller
passes over the session credential its client sets elsewhere (an interceptor, a default
header) — typically a one-time token an earlier step returned (the temporary token of a
login step before its second factor) — not the session credential the client holds. It is
never cited as the capability's auth (the Host would inject the wrong credential there); the
schema pass makes it an input with a ``medium`` review item, so the chain from the issuing
step is reviewed (and linked where the program shows it, rule ``dataflow.response-value``).
A value that reads a parameter only beside a credential the client holds
(``token || getCurrentToken()``) is held, not passed.

Rule ``body.held-credential``, the converse for a body field: a field named as a session
credential (``token``, ``accessToken``, ``jwt``, ``session``…, or the page's CSRF token:
``csrfmiddlewaretoken``, ``_csrf``; never a secret the user types, such as a password or a
passcode) whose value the client computes itself — the result of a
call of its own (``getCurrentToken() || undefined``, a store getter, a storage read), no
parameter of the request's function — is the user's own session credential: a context
reference the Host supplies with a ``medium`` review item, never an Agent input; a name that is
a credential's only by a weak word (``session_key``, ``session_id``) must be read from a cookie
or storage (rule ``credential.weak-name``, :mod:`code2skill.passes.weak_credentials`). A CSRF token
field whose value is a page global no analysed script defines (``csrf_token``, written by the
server into the page) is the page's token the client holds too. So is
a field named as any credential (``apikey``, ``csrf_token``, ``token``) whose every value is a
placeholder the server renders into the page (rule ``value.template-placeholder``: ``apikey:
"$apikey"`` in a Cheetah page, ``"{{ csrf_token }}"``, ``"<%= token %>"``) — the server writes
the user's own credential there at request time, so the Host supplies it. So is
a field named as a nonce (last word ``nonce`` or ``wpnonce``: WordPress's ``nonce``,
``_wpnonce``, ``_ajax_nonce``, which ``check_ajax_referer`` verifies) whose every value is such
a page global (``my_plugin.nonce`` handed over by ``wp_localize_script``); a nonce the client
makes itself (an OAuth ``nonce`` from a random call) or takes from a parameter stays an input.
"""
from __future__ import annotations

from code2skill.auth_opt_out import RULE as OPT_OUT_RULE
from code2skill.extractors.server_values import KIND as SERVER_TEMPLATE
from code2skill.normalize import Observed
from code2skill.redact import is_credential_position, words_of
from code2skill.store_reads import STORE_READ
from code2skill.values import AltV, LitV, ParamV, StrV, Text, UnknownV, Value, Where

from .weak_credentials import data_valued

SESSION_WORDS = frozenset({"token", "tokens", "jwt", "session", "bearer", "credential",
                           "credentials"})
HELD_REASONS = frozenset({"call", "library-call"})
# a CSRF token field (``csrfmiddlewaretoken``, ``_csrf``, ``xsrfToken``): the page's token
CSRF_WORDS = ("csrf", "xsrf")
# a field named as a nonce (WordPress's ``nonce``, ``_wpnonce``, ``_ajax_nonce``): the
# one-time CSRF token a server writes into the page
NONCE_WORDS = (["nonce"], ["wpnonce"])
# the reason of a name no analysed script declares: a page global the server writes
PAGE_GLOBAL = "unresolved:"


def is_caller_token(call: Observed, header) -> bool:
    """Whether ``header`` of ``call`` is a credential the caller passes over the session
    credential (module docstring): a credential header whose value reads a parameter of the
    request's function, on a call whose client also sets a credential elsewhere (an
    interceptor, a default header: an auth hint at another place, or the call's opting out
    of one, rule ``auth.per-call-opt-out``). A wrapper that takes the
    token as a parameter and has no other credential (``(token) => fetch(url, {headers:
    {Authorization: 'Bearer ' + token}})``) sends the session credential itself."""
    name, value = header.name, header.value
    credential = name.lower() == "authorization" or is_credential_position("header", name)
    return credential and value is not None and reads_parameter(value, call.fid) \
        and not held_choice(value, call.fid) and any(
            hint.where != header.where and (hint.kind in ("bearer", "api-key")
                                            or hint.rule == OPT_OUT_RULE)
            for hint in call.auth)


def caller_token_places(calls: list[Observed]) -> set[Where | None]:
    """The places of the credential headers of ``calls`` that callers fill."""
    return {header.where for call in calls for header in call.headers
            if is_caller_token(call, header)}


def reads_parameter(value: Value, fid: str | None, depth: int = 0) -> bool:
    """Whether a value is, or is built from, a parameter of function ``fid`` (its callers
    fill it; a parameter of another function, such as a setter's, is held state)."""
    if depth > 8 or isinstance(value, ParamV) and value.fid == fid:
        return True
    return any(reads_parameter(choice, fid, depth + 1) for choice in choices(value))


def held_choice(value: Value, fid: str | None, depth: int = 0) -> bool:
    """Whether one choice of ``value`` (an alternative, or a piece of a string) is a value
    the client holds: neither a parameter of function ``fid`` nor fixed text."""
    if depth > 8 or isinstance(value, (LitV, Text)) or \
            isinstance(value, ParamV) and value.fid == fid:
        return False
    if isinstance(value, (AltV, StrV)):
        return any(held_choice(choice, fid, depth + 1) for choice in choices(value))
    return True


def choices(value: Value) -> tuple[Value, ...]:
    """The values ``value`` is made of: an alternative's options, or the pieces a string
    joins other than its fixed text; ``()`` for any other value."""
    if isinstance(value, AltV):
        return tuple(value.options)
    if isinstance(value, StrV):
        return tuple(p.value for p in value.parts if not isinstance(p, Text))
    return ()


def is_held_body_credential(name: str, value: Value | None, fid: str | None) -> bool:
    """Rule ``body.held-credential`` (module docstring): whether body field ``name`` sent with
    ``value`` by a request made in function ``fid`` carries the session credential the
    client holds."""
    said = words_of(name)
    if value is not None and is_credential_position("body", name) and rendered(value):
        return True                                      # rule value.template-placeholder
    if value is not None and said[-1:] in NONCE_WORDS:
        return page_global_only(value)                   # (a page nonce: module docstring)
    if value is None or not is_credential_position("body", name) or \
            data_valued("body", name, value) or not (
            SESSION_WORDS.intersection(said) or any(w.startswith(CSRF_WORDS) for w in said)):
        return False
    computed = computed_options(value)
    csrf = any(w.startswith(CSRF_WORDS) for w in said)
    return bool(computed) and all(isinstance(o, UnknownV) and (
        o.reason in HELD_REASONS or o.reason.startswith(STORE_READ)
        or csrf and o.reason.startswith(PAGE_GLOBAL))
        for o in computed)


def computed_options(value: Value) -> list[Value]:
    """The alternatives of ``value`` other than an absent ``null``."""
    options = value.options if isinstance(value, AltV) else (value,)
    return [o for o in options if not (isinstance(o, LitV) and o.value is None)]


def rendered(value: Value | None) -> bool:
    """Rule ``value.template-placeholder``: whether every computed alternative of ``value``
    is a placeholder a server template renders into the page (``"$apikey"``, ``"{{ csrf_token
    }}"``: an unknown value of kind ``server-template``)."""
    computed = computed_options(value) if value is not None else []
    return bool(computed) and all(isinstance(o, UnknownV) and o.reason == SERVER_TEMPLATE
                                  for o in computed)


def page_global_only(value: Value) -> bool:
    """Whether every computed alternative of ``value`` is a page
    global no analysed script declares (``my_plugin.nonce``, ``HealthCheck.nonce.x``)."""
    computed = computed_options(value)
    return bool(computed) and all(isinstance(o, UnknownV) and o.reason.startswith(PAGE_GLOBAL)
                                  for o in computed)
