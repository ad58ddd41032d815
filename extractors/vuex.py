"""Vuex: ``dispatch(type, payload)`` calls the store action registered under ``type``.

Forms handled::

    const actions = {                                  // a store module's actions
      [LOGIN](context, credentials) {                  // computed keys: the type constants
        return ApiService.post('users/login', { user: credentials });
      },
      async fetchTags({ commit }) { … },
    };
    this.$store.dispatch(LOGIN, { email, password });  // components
    store.dispatch('fetchTags');  context.dispatch(FETCH_COMMENTS, slug);   // stores, actions

Vuex makes no request itself. A program-wide pass (rule ``vuex.dispatch``) finds every
module-level object bound to ``actions`` and every ``….dispatch(type, payload)`` whose type is
the fixed text of one of its keys, and records that call as a call of the action with
``(context, payload)``: the payload's fields then describe the action's request body as a
wrapper's callers do, and a literal payload fills its path parameters.

What ``new Vuex.Store({…})`` (``createStore``) makes is the store (rule ``vuex.stored-client``,
:mod:`code2skill.store_clients`): ``store.state.auth.client`` reads the client the store keeps.
"""
from __future__ import annotations

from code2skill.recogniser_context import SetupFacts
from code2skill.store_clients import STORE, store_made
from code2skill.values import FnV, ObjV, UnknownV, Value, text_of

from .common import member_calls
from .registry import Recogniser

ACTIONS = "actions"


def request(callee, site, ctx) -> None:
    """Vuex makes no request itself: its actions do, through the clients they call."""
    return None


def call_value(callee, args, where, new) -> Value | None:
    """The store a store-making call (``new Vuex.Store({…})``, ``createStore({…})``) makes."""
    return STORE if store_made(callee) else None


def action_index(program) -> dict[str, list[FnV]]:
    """``{action type: [action functions]}`` from every module-level ``actions`` object."""
    index: dict[str, list[FnV]] = {}
    for path in sorted(program.modules):
        if ACTIONS not in program.modules[path].bindings:
            continue
        value = program.module_binding(path, ACTIONS)
        if not isinstance(value, ObjV):
            continue
        for prop in value.props:
            if prop.key is not None and isinstance(prop.value, FnV):
                index.setdefault(prop.key, []).append(prop.value)
    return index


def setup(program) -> SetupFacts | None:
    """Program-wide pass: each ``dispatch(type, payload)`` of a known action type becomes a
    caller of that action (:attr:`SetupFacts.callers`)."""
    index = action_index(program)
    if not index:
        return None
    callers: dict[str, list] = {}
    for path, site, frame in member_calls(program, "dispatch"):
        action_type = text_of(program.evaluate(site.call.args[0], frame))
        if action_type not in index:
            continue
        payload: tuple[Value, ...] = tuple(
            program.evaluate(arg, frame) for arg in site.call.args[1:2])
        for action in index[action_type]:
            callers.setdefault(action.fid, []).append(
                (path, site.scope, (UnknownV("vuex-context"),) + payload, site.call.span))
    return SetupFacts(callers={fid: tuple(calls) for fid, calls in callers.items()})


RECOGNISER = Recogniser(id="vuex", request=request, setup=setup, call_value=call_value)
