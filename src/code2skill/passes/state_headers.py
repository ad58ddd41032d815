"""Rule ``header.store-state``: a header the client fills from its application store is the
signed-in session's value, never a Tool input.

A request wrapper that adds who is signed in to every request reads it from the app's store::

    const auth = authStore()                       // a Pinia options store
    if (auth.IsAuthenticated) headers['X-FRONTEND-UID'] = auth.UserIdentifier

``auth.UserIdentifier`` is one of the store's ``getters`` (rule ``pinia.store``: the value is
the getter's function, :func:`~code2skill.extractors.pinia.getter_ids`), which Pinia reads as
a property; a setup store's state member (``const uid = computed(…)``, ``const team =
ref(null)`` returned by ``defineStore('user', () => {…})``) is read as the value made where
the store defines it (:func:`~code2skill.extractors.pinia.member_places`). Either is a value
the client holds since its sign-in, that no caller passes and an Agent cannot know. Such a
header takes the way of a header read from a cookie or browser storage (rule
``header.proxy-identity``, :mod:`code2skill.passes.proxy_headers`): no input, its value never
copied, one ``medium`` review item naming the getter or member and saying the Host sets it
from the signed-in session. A credential so read (a CSRF token from a security store) keeps
the credential rules, which come first. The state of an options store and a Vuex store's
members are not modelled, so a header read from them stays an input.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from code2skill.values import AltV, FnV, HoleV, StrV, Value, Where

RULE = "header.store-state"
MAX_DEPTH = 8


@dataclass(frozen=True, slots=True)
class StoreState:
    """The run's store values: ``getters`` function id → the getter's name, ``members`` the
    place of a setup store member's value → the member's key."""

    getters: Mapping[str, str] = field(default_factory=dict)
    members: Mapping[Where, str] = field(default_factory=dict)


def store_state(program) -> StoreState:
    """The store getters and setup store members of the run (rule ``pinia.store``), named
    for a reviewer (:func:`getter_name`)."""
    from code2skill.extractors.pinia import getter_ids, member_places   # they import passes
    return StoreState({fid: getter_name(program, fid) for fid in getter_ids(program)},
                      member_places(program))


def store_read(value: Value | None, state: StoreState, depth: int = 0) -> str | None:
    """What a reviewer reads for the store value ``value`` holds (``getter UserIdentifier``,
    ``member uid``), looking through alternatives (the value of a header set under an
    ``if``) and string holes; ``None`` when no part of it is a store's."""
    if value is None or depth > MAX_DEPTH:
        return None
    if isinstance(value, FnV):
        return f"getter {state.getters[value.fid]}" if value.fid in state.getters else None
    where = getattr(value, "where", None)
    if where is not None and where in state.members:
        return f"member {state.members[where]}"
    if isinstance(value, AltV):
        parts = value.options
    elif isinstance(value, StrV):
        parts = tuple(p.value for p in value.parts if isinstance(p, HoleV))
    else:
        return None
    return next((read for part in parts
                 if (read := store_read(part, state, depth + 1)) is not None), None)


def getter_name(program, fid: str) -> str:
    """The name a reviewer reads for getter ``fid`` (``UserIdentifier``): the last part of
    the function's name (``getters.UserIdentifier``), ``not named`` when the program gives
    none."""
    function = program.function(fid)
    name = function.name.rsplit(".", 1)[-1] if function is not None else ""
    return name if name and not name.startswith("<") else "not named"
