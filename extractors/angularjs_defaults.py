"""Rule ``angularjs.defaults-credentials``: the cookie and CSRF settings AngularJS's ``$http``
gets once, in a ``config`` block (``$httpProvider.defaults``) or a ``run`` block
(``$http.defaults``), away from its call sites.

Shapes::

    app.config(function ($httpProvider) {
      $httpProvider.defaults.xsrfHeaderName = 'X-CSRF-Token-' + id;   // the cookie session's CSRF guard
      $httpProvider.defaults.xsrfCookieName = 'CSRF-Token-' + id;
      $httpProvider.defaults.withCredentials = true;                  // cookies on every request
      $httpProvider.defaults.headers.common['X-Requested-By'] = 'x';
    });
    app.run(function ($http) { $http.defaults.headers.common.Authorization = 'Bearer ' + t; });

``$http`` is one client per app (the injector's singleton), so a default configures every
``$http`` request. Naming the CSRF header or cookie (``xsrfHeaderName``/``xsrfCookieName``)
says the backend keeps its session in a cookie the CSRF token guards: ``cookie-session``
(rule ``angularjs.defaults-xsrf``; AngularJS's own unnamed default proves nothing, as it is
sent only when the server sets the cookie); ``withCredentials = true`` and credential headers
read as axios's defaults do (:func:`~.axios_defaults_auth.defaults_auth`). A setting written
only under a condition keeps the scheme with its note ending in
:data:`~.common.CONDITIONAL_NOTE` (rule ``auth.conditional-scheme``).
"""
from __future__ import annotations

from code2skill.angularjs_di import LIB
from code2skill.facts import Ref
from code2skill.recogniser_context import Frame, SetupFacts
from code2skill.requests import AuthHint
from code2skill.values import LibV

from .axios_defaults_auth import HEADER_GROUPS, defaults_auth
from .common import CONDITIONAL_NOTE, auth_kind, program_assignments

CREDENTIALS = "angularjs.defaults-credentials"
HEADER = "angularjs.defaults-header"
XSRF = "angularjs.defaults-xsrf"
OWNERS = (("$httpProvider",), ("$http",))
# the defaults that carry auth (any other, ``timeout``, ``cache``, is not read)
AUTH_DEFAULTS = frozenset({"xsrfHeaderName", "xsrfCookieName", "withCredentials", "headers"})


def setup(program) -> SetupFacts:
    """Program-wide pass: ``[auth hint]`` of every write to ``$httpProvider.defaults.…`` or
    ``$http.defaults.…`` (``setup_facts('angularjs')`` reads the list back)."""
    return SetupFacts([hint for frame, assignment in program_assignments(program)
                       for hint in written_defaults(program, frame, assignment)])


def written_defaults(program, frame: Frame, assignment) -> list[AuthHint]:
    """The auth hints of one assignment when it writes ``$httpProvider.defaults.<rest>`` or
    ``$http.defaults.<rest>`` (``[]`` for any other write)."""
    target = program.written_target(frame, assignment)
    if target is None or len(target) < 3 or target[1] != "defaults" \
            or target[2] not in AUTH_DEFAULTS:
        return []
    owner = program.evaluate(Ref(target[0]), frame)
    if not (isinstance(owner, LibV) and owner.lib == LIB and owner.path in OWNERS):
        return []
    where, rest = program.where(frame.path, assignment.span), target[2:]
    value = program.evaluate(assignment.value, frame) if assignment.value is not None else None
    if rest[0] == "headers" and rest[-1] not in HEADER_GROUPS and len(rest) in (2, 3):
        kind = auth_kind(rest[-1], value)                 # headers.common['X-CSRF-Token'] = t
        note = f"defaults header {rest[-1]}" + (CONDITIONAL_NOTE if assignment.guarded else "")
        return [AuthHint(kind, where, HEADER, note)] if kind else []
    return defaults_auth(rest, value, where, assignment.guarded, (CREDENTIALS, HEADER, XSRF))

