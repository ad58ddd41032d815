"""Rule ``auth.choice-headers``: headers that are one of several objects.

Shapes::

    function authHeader() {                       // the bearer header, or none at all
      if (store.token) return { Authorization: `Bearer ${store.token}` };
      return {};
    }
    const headers = authHeader();                 // fetch(url, { headers }): a choice
    let headers = {}; if (!noAuth) headers = { ...authHeader() };
    headers: { ...authHeader() }                  // a spread of the choice

A credential header that some option of such a choice holds is the request's auth; when
another option is an object or an empty value (``{}``, ``null``, ``undefined``, ``false``,
``''``) that holds no credential header, the header is sent only under a condition the client
decides at run time (whether it holds a token, a flag of the caller), so its evidence note ends
with :data:`CONDITIONAL_NOTE`: the scheme is the one sent when it is sent, never ``none``. An
option the source does not show (a parameter, an unresolved call) proves nothing either way.
"""
from __future__ import annotations

from code2skill.values import AltV, LitV, ObjV, Value

CONDITIONAL_NOTE = ", only under a condition"


def may_be_absent(value: Value | None) -> bool:
    """Whether a header value is a choice one of whose options is no value (``null`` or
    ``undefined``): the header is set only where a condition holds."""
    return isinstance(value, AltV) and value.kind != "and" and any(
        isinstance(o, LitV) and o.value is None for o in value.options)


def choice_of_objects(value: Value | None) -> bool:
    """Whether a headers value is a choice (not an ``&&`` guard) among values."""
    return isinstance(value, AltV) and value.kind != "and"


def holds_no_header(option: Value) -> bool:
    """Whether an option of a choice is shown to carry no header beyond those already read:
    an empty value, or an object all of whose entries are named (no spread of an unknown)."""
    if isinstance(option, LitV):
        return option.value in (None, False, "")
    return isinstance(option, ObjV) and all(p.key is not None for p in option.props)


def conditional(found: list[tuple], per_option: list[list[tuple]], options: tuple) -> list[tuple]:
    """``found`` (``(kind, note, where, guards)`` rows of every option) with
    :data:`CONDITIONAL_NOTE` added to each note when an option holds no credential header."""
    if not any(not rows and holds_no_header(option)
               for rows, option in zip(per_option, options)):
        return found
    return [(kind, note if note.endswith(CONDITIONAL_NOTE) else note + CONDITIONAL_NOTE,
             where, guards) for kind, note, where, guards in found]
