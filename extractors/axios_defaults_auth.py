"""Rule ``axios.defaults-credentials``: the cookie and CSRF settings an axios client gets once,
away from its call sites.

Shapes::

    axios.defaults.withCredentials = true;                  // every request of axios
    api.defaults.withCredentials = true;                    // every request of one instance
    Object.assign(api.defaults, { withCredentials: true, headers: { 'X-CSRF-Token': t } });
    api.defaults.headers.common = { 'X-CSRF-Token': t };    // a headers object, not one name
    api.defaults.headers = { common: { 'X-XSRF-TOKEN': t } };

``withCredentials: true`` sends the browser's cookies with every request of the client: a
``cookie-session`` hint (rule ``axios.defaults-credentials``) whose evidence is the setting. A
credential header in an assigned headers object is read by its name like one assigned alone
(rule ``axios.defaults-header``: ``X-CSRF-Token`` is ``cookie-session``, ``Authorization``
``bearer``). Naming the CSRF cookie or header (``defaults.xsrfCookieName = 'csrftoken'``,
``xsrfHeaderName = 'X-CSRFToken'``) says the backend keeps its session in a cookie the token
guards (rule ``axios.defaults-xsrf``: ``cookie-session``; the library's unnamed default proves
nothing). A setting written only under a condition (``if (cfg.crossOrigin) api.defaults.
withCredentials = true``) keeps the scheme with its note ending in :data:`CONDITIONAL_NOTE`
(rule ``auth.conditional-scheme``): the scheme the client uses when it sends one, never a
silent claim that it always does. ``withCredentials = false`` or a value the source does not
show proves nothing.
"""
from __future__ import annotations

from code2skill.requests import AuthHint
from code2skill.values import ObjV, Value, Where

from .choice_headers import choice_of_objects
from .common import CONDITIONAL_NOTE, auth_kind, choice_headers, is_true

CREDENTIALS = "axios.defaults-credentials"
HEADER = "axios.defaults-header"
XSRF = "axios.defaults-xsrf"
XSRF_NAMES = frozenset({"xsrfHeaderName", "xsrfCookieName"})
HEADER_GROUPS = frozenset({"common", "get", "post", "put", "patch", "delete", "head",
                           "options"})


def defaults_auth(rest: tuple[str, ...], value: Value | None, where: Where | None,
                  guarded: bool, rules: tuple[str, str, str] = (CREDENTIALS, HEADER, XSRF)
                  ) -> list[AuthHint]:
    """The auth hints of one write ``X.defaults.<rest> = value`` (``rest`` the member path
    after ``defaults``; ``()`` for the ``Object.assign`` target itself); ``guarded`` when the
    write runs only under a condition; ``rules`` the rule ids of a credentials setting, of a
    header and of a CSRF name (the client library's)."""
    note_end = CONDITIONAL_NOTE if guarded else ""
    if len(rest) == 1 and rest[0] in XSRF_NAMES:
        return [AuthHint("cookie-session", where, rules[2],
                         f"defaults.{rest[0]}: the CSRF token of a cookie session{note_end}")]
    if rest == ("withCredentials",):
        return [AuthHint("cookie-session", where, rules[0],
                         "defaults.withCredentials = true" + note_end)] \
            if is_true(value) else []
    if rest == ():
        return [hint for prop in props_of(value) if prop.key is not None
                for hint in defaults_auth((prop.key,), prop.value, where, guarded, rules)]
    if rest[0] != "headers" or len(rest) > 2 or (len(rest) == 2 and rest[1] not in HEADER_GROUPS):
        return []
    return [AuthHint(kind, set_at if set_at and not inside(set_at, where) else where, rules[1],
                     f"defaults header {name}{CONDITIONAL_NOTE if guarded or optional else ''}")
            for name, header, optional, set_at in header_entries(value, nested=len(rest) == 1)
            if (kind := auth_kind(name, header))]


def inside(inner: Where, outer: Where | None) -> bool:
    """Whether place ``inner`` lies within ``outer`` (same module, span within span)."""
    if outer is None or inner[0] != outer[0] or inner[1] is None or outer[1] is None:
        return False
    return outer[1][:2] <= inner[1][:2] and inner[1][2:] <= outer[1][2:]


def header_entries(value: Value | None, nested: bool
                   ) -> list[tuple[str, Value, bool, Where | None]]:
    """``(name, value, optional, where)`` of the named headers an assigned headers object
    holds, ``where`` the place that sets each (a helper's line when a helper built the
    object); with ``nested`` (the whole ``defaults.headers``), those of its method groups
    (``common: {…}``) too. Rule ``header.helper-object``: a choice of objects (a helper's
    headers built under conditions) holds the headers of its options, ``optional`` those
    only some options hold."""
    if choice_of_objects(value):
        return [(h.name, h.value, h.optional, h.where) for h in choice_headers(value, None)]
    found = []
    for prop in props_of(value):
        if prop.key is None:
            continue
        if nested and prop.key in HEADER_GROUPS:
            found.extend(header_entries(prop.value, nested=False))
        else:
            found.append((prop.key, prop.value, False, prop.where))
    return found


def props_of(value: Value | None) -> tuple:
    return value.props if isinstance(value, ObjV) else ()
