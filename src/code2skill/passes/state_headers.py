"""Rule ``header.store-state``: a header the client fills from its application store is the
signed-in session's value, never a Tool input.

A request wrapper that adds who is signed in to every request reads it from the app's store::

    const auth = authStore()                       // a Pinia options store
    if (auth.IsAuthenticated) headers['X-FRONTEND-UID'] = auth.UserIdentifier

``auth.UserIdentifier`` is one of the store's ``getters`` (rule ``pinia.store``: the value is
the getter's function, :func:`~code2skill.extractors.pinia.getter_ids`), which Pinia reads as
a property: a value the client holds since its sign-in, that no caller passes and an Agent
cannot know. Such a header takes the way of a header read from a cookie or browser storage
(rule ``header.proxy-identity``, :mod:`code2skill.passes.proxy_headers`): no input, its value
never copied, one ``medium`` review item saying the Host sets it from the signed-in session.
A credential so read (a CSRF token from a security store) keeps the credential rules, which
come first.
"""
from __future__ import annotations

from code2skill.values import AltV, FnV, HoleV, StrV, Value

RULE = "header.store-state"
MAX_DEPTH = 8


def store_getter(value: Value | None, getters: frozenset[str], depth: int = 0) -> str | None:
    """The function id of the store getter ``value`` reads (through alternatives, such as
    the value of a header set under an ``if``, and string holes), else ``None``;
    ``getters``: the getter function ids of the run's stores."""
    if value is None or depth > MAX_DEPTH:
        return None
    if isinstance(value, FnV):
        return value.fid if value.fid in getters else None
    if isinstance(value, AltV):
        parts = value.options
    elif isinstance(value, StrV):
        parts = tuple(p.value for p in value.parts if isinstance(p, HoleV))
    else:
        return None
    return next((fid for part in parts
                 if (fid := store_getter(part, getters, depth + 1)) is not None), None)


def store_getters(program) -> frozenset[str]:
    """The function ids of the getters of the run's stores (rule ``pinia.store``)."""
    from code2skill.extractors.pinia import getter_ids    # the recognisers import passes
    return getter_ids(program)


def getter_name(program, fid: str) -> str:
    """The name a reviewer reads for getter ``fid`` (``UserIdentifier``): the last part of
    the function's name (``getters.UserIdentifier``), ``not named`` when the program gives
    none."""
    function = program.function(fid)
    name = function.name.rsplit(".", 1)[-1] if function is not None else ""
    return name if name and not name.startswith("<") else "not named"
