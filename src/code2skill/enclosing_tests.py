"""Rule ``value.enclosing-tests``: a member written, or a header set, under nested ``if``s (or
an ``&&`` chain of an ``if`` without ``else``) runs only where every one of those tests holds,
and a caller decides them all, the outer ones included.

A request helper adds the credential only for the calls that ask for it, and only once the
client holds a token::

    function getHeaders(options = {}) {
      const headers = new Headers(options.headers)
      if (options.requiresAuth) {
        const token = localStorage.getItem('token')
        if (token) headers.set('Authorization', `Bearer ${token}`)
      }
      return headers
    }
    apiClient.get('/api/auth/config')                        // sends no credential
    apiClient.get('/api/keys', { requiresAuth: true })       // may send it (a token is held)

The write's tests (:attr:`~code2skill.facts.Assignment.guards`, a header ``set`` call's
:attr:`~code2skill.facts.CallSite.guards`, outermost first) are one ``&&`` compound test
(:func:`joined`, rule ``value.compound-test-guard``) when one of them reads a parameter, so
each caller's arguments decide it: a test the caller makes fail drops the member for that
caller; a test nobody decides (``token``) leaves the member one that may be absent, as
before. Tests that read no parameter stay separate guards (rule ``value.branch-pairs`` pairs
writes on one test only).

Rule ``auth.unsent-csrf-header``: a CSRF header is no credential of its own but the guard of a
cookie session, which the browser sends with every request of the wrapper whatever its
method. A wrapper that adds it to its writes only::

    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) headers['X-CSRF-Token'] = token

leaves it unsent on a ``GET``, yet the session cookie goes with that ``GET`` too: the call
keeps the ``cookie-session`` hint, placed at the header and read as inferred
(:func:`sent_hints`), never a ``none`` one.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.compound_tests import AND
from code2skill.facts import Assignment
from code2skill.requests import UNSENT_RULE, AuthHint, Header
from code2skill.values import Where

RULE = "value.enclosing-tests"
CSRF_UNSENT_RULE = "auth.unsent-csrf-header"   # a CSRF header a call leaves unsent
# words of a header (or its hint's note) naming a CSRF token: X-CSRF-Token, X-XSRF-TOKEN,
# X-CSRFToken, csrf-token
CSRF_WORDS = ("csrf", "xsrf")


def header_write(write: Assignment, header_set: bool) -> bool:
    """Whether ``write`` writes a request header: a header ``set``/``append`` call
    (``header_set``, rule ``value.header-set-calls``) or a member of a headers object
    (``options.headers['X-Api-Key'] = …``, ``headers.Authorization = …``: a member of a path
    one name of which ends in ``headers``). Other members (a body, a query) keep their
    nested tests as separate guards."""
    path = write.target if write.key is not None else write.target[:-1]
    return header_set or any(name.lower().endswith("headers") for name in path)


def joined(tests: tuple[tuple, ...], reads_param) -> tuple | None:
    """The guards ``tests`` (``(subject value, op, literal)`` each, outermost first, at least
    two) as one ``(tests, '&&', None)`` compound test when ``reads_param`` (a guard → whether
    it reads a parameter) holds for one of them; ``None`` when none does."""
    if len(tests) < 2 or not any(reads_param(t) for t in tests):
        return None
    return (tuple(tests), AND, None)


def sent_hints(hints: list[AuthHint], before: tuple[Header, ...], after: tuple[Header, ...]
               ) -> list[AuthHint]:
    """Rule ``auth.unsent-header``: the auth hints ``hints`` of a request whose headers were
    ``before`` a caller's arguments were substituted and are ``after``, with each hint read
    from a header the caller leaves unsent (cited at the place of a header ``before`` holds
    and ``after`` does not) replaced by a ``none`` hint naming that header, placed at the
    caller's call site once the request is seen from it
    (:meth:`~code2skill.requests.RequestTemplate.via`): a credential set under ``if
    (options.requiresAuth)`` is not sent by a call that does not ask for it. With no other
    credential on the capability's call sites its auth is ``none`` (as rule
    ``auth.per-call-opt-out`` reads a declined interceptor credential); one other call site
    sending it keeps the credential. Rule ``auth.unsent-csrf-header``: a ``cookie-session``
    hint read from a CSRF header (:func:`csrf_hint`) stays a ``cookie-session`` hint at the
    header's place, its rule and note saying the header is unsent while the cookie it
    guards is sent: the unsent header proves that header absent, not the session."""
    gone = {h.where for h in before if h.where is not None} - {h.where for h in after}
    if not gone:
        return hints
    return [(replace(hint, rule=CSRF_UNSENT_RULE, guards=(), config_tests=(),
                     note=csrf_unsent_note(hint)) if csrf_hint(hint) else
             replace(hint, kind="none", where=None, rule=UNSENT_RULE, guards=(),
                     config_tests=(), note=unsent_note(hint))) if hint.where in gone else hint
            for hint in hints]


def csrf_hint(hint: AuthHint) -> bool:
    """Whether ``hint`` is a ``cookie-session`` hint read from a CSRF header (its note names
    a header whose name says ``csrf``/``xsrf``: ``header X-CSRF-TOKEN``)."""
    header = (hint.note or "").split(",")[0].lower()
    return hint.kind == "cookie-session" and header.startswith("header ") and \
        any(word in header for word in CSRF_WORDS)


def unsent_note(hint: AuthHint) -> str:
    """The note of the ``none`` hint replacing ``hint``: which header is not sent, and why."""
    at = f" at {hint.where[0]}:{hint.where[1][0]}" if hint.where else ""
    header = hint.note.split(",")[0] if hint.note else "the credential header"
    return (f"{header}{at} is set only under tests this call's arguments make fail: "
            "the call does not send it")


def csrf_unsent_note(hint: AuthHint) -> str:
    """The note of the ``cookie-session`` hint kept for the CSRF header of ``hint`` a call
    leaves unsent (rule ``auth.unsent-csrf-header``)."""
    at = f" at {hint.where[0]}:{hint.where[1][0]}" if hint.where else ""
    header = (hint.note or "header").split(",")[0]
    return (f"{header}{at} is set only under tests this call's arguments make fail, so the "
            "call does not send it; the session cookie that token guards goes with it all "
            "the same")
