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

A component's ``...mapActions([…])`` methods call their actions the same way (rule
``vuex.mapped-action``): ``this.getStats('show')`` is ``dispatch('getStats', 'show')``.

What ``new Vuex.Store({…})`` (``createStore``) makes is the store (rule ``vuex.stored-client``,
:mod:`code2skill.store_clients`): ``store.state.auth.client`` reads the client the store keeps.
"""
from __future__ import annotations

from collections.abc import Iterator

from code2skill.facts import CallSite, Member, ModuleFacts, Ref
from code2skill.recogniser_context import Frame, SetupFacts
from code2skill.store_clients import STORE, mapped_members, store_made
from code2skill.vue_options import default_options
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
    """Program-wide pass: each ``dispatch(type, payload)`` of a known action type, and each
    call of a component method ``mapActions`` makes (:func:`mapped_action_calls`), becomes a
    caller of that action (:attr:`SetupFacts.callers`)."""
    index = action_index(program)
    if not index:
        return None
    calls = [(path, site, frame, text_of(program.evaluate(site.call.args[0], frame)),
              site.call.args[1:2]) for path, site, frame in member_calls(program, "dispatch")]
    calls += [(path, site, Frame(path, site.scope), action_type, site.call.args[:1])
              for path, site, action_type in mapped_action_calls(program)]
    callers: dict[str, list] = {}
    for path, site, frame, action_type, passed in calls:
        if action_type not in index:
            continue
        payload: tuple[Value, ...] = tuple(program.evaluate(arg, frame) for arg in passed)
        for action in index[action_type]:
            callers.setdefault(action.fid, []).append(
                (path, site.scope, (UnknownV("vuex-context"),) + payload, site.call.span))
    return SetupFacts(callers={fid: tuple(calls) for fid, calls in callers.items()})


def mapped_action_calls(program) -> Iterator[tuple[str, CallSite, str]]:
    """Rule ``vuex.mapped-action``: ``(module path, call site, action type)`` of each call of
    a method an options component's ``...mapActions(…)`` makes (``mapActions(['getStats'])``,
    ``mapActions({getStats: 'getStats'})``, after a namespace the action's own name), written
    ``this.getStats('show')`` or ``getStats('show')`` after ``const { getStats } = this``:
    Vuex calls the action with that argument as its payload, as ``dispatch('getStats',
    'show')`` does."""
    for path in sorted(program.modules):
        module = program.modules[path]
        literal = default_options(module)
        if literal is None:
            continue
        names = {name: read for name, (_, read) in mapped_members(
            program, path, literal, "methods", "mapActions").items() if isinstance(read, str)}
        if not names:
            continue
        for site in module.calls:
            name = this_method(module, site)
            if name in names:
                yield path, site, names[name]


def this_method(module: ModuleFacts, site: CallSite) -> str | None:
    """``name`` of a call ``this.name(…)``, or of ``name(…)`` where the nearest function
    around the call declaring ``name`` takes it from ``this`` (``const { name } = this``);
    else ``None``."""
    callee = site.call.callee
    if isinstance(callee, Member) and isinstance(callee.obj, Ref) and callee.obj.name == "this":
        return callee.prop
    if not isinstance(callee, Ref):
        return None
    fn = module.functions.get(site.scope) if site.scope is not None else None
    while fn is not None and callee.name not in fn.locals:
        fn = module.functions.get(fn.parent) if fn.parent else None
    bound = fn.locals[callee.name] if fn is not None else []
    return callee.name if len(bound) == 1 and isinstance(bound[0], Member) \
        and bound[0].prop == callee.name and isinstance(bound[0].obj, Ref) \
        and bound[0].obj.name == "this" else None


RECOGNISER = Recogniser(id="vuex", request=request, setup=setup, call_value=call_value)
