"""Rule ``vuex.stored-client``: a client a Vuex store keeps in its state is that client where
the state is read back.

A Vue 2 app often makes its API object once, after login, and keeps it in the store for every
action and component::

    // store/modules/auth.js (registered as `modules: { auth }`)
    const state = { client: null };
    const mutations = { [AUTHENTICATE](state, client) { state.client = client; } };
    const actions = { auth({ commit }) { const apiClient = new ApiClient();
                                         apiClient.getToken().then(() => commit(AUTHENTICATE, apiClient)); } };
    // another module's action, a component
    getShow({ rootState }, slug) { return rootState.auth.client.api.get(`/series/${slug}`); }
    computed: { ...mapState({ client: state => state.auth.client }) },
    methods: { check() { this.client.api.post('system/operation', {type: 'CHECKFORUPDATE'}); } }

The state member a store keeps is found from the store's definition (``new Vuex.Store({…})``,
``new Store({…})``, ``createStore({…})``): its ``state`` and its ``modules`` (by the key they are
registered under, nested modules under their parents' keys), each module's initial ``state``
(an object or a function returning one) and its ``mutations``, whose writes ``state.x = v`` store
``v`` — or, when ``v`` is the mutation's payload parameter, what each ``commit(type, payload)``
naming that mutation's type passes (``ns/type`` from outside a namespaced module). Only a
*client* is taken (:func:`~code2skill.stored_clients.is_client`: a value a library call made, an
instance of a program class, a request library): the object making requests is the same
whenever it was stored, and a reader is taken to run once it has (before, the member is
``null``, no request at all); any other state is left as it was, its value depending on when it
is read.

The state is read back as the member path under the store's state: the store itself is
:data:`STORE` (``this.$store`` of a component, what ``new Store`` made), its ``state`` the root
state; a store function's context gives ``rootState`` (an action's ``{rootState}`` or
``context.rootState``, a getter's third parameter) and its own module's ``state`` (an action's
``{state}``, a getter's or mutation's first parameter); a component's computed members made by
``...mapState(…)`` read the state as ``mapState`` does: ``['x']``, ``{k: 'x'}``, ``{k: state =>
state.auth.x}``, each under an optional namespace (``mapState('auth', ['client'])``). A path that
reaches no kept client stays what it was before (a member of an unknown value).
"""
from __future__ import annotations

from collections.abc import Callable

from code2skill.facts import Arr, Call, Expr, Fn, Obj, Spread
from code2skill.passes.ui_triggers import callee_name
from code2skill.recogniser_context import Frame
from code2skill.resolution.shared import alternatives
from code2skill.stored_clients import is_client, may_be_client
from code2skill.values import (ClientV, ComponentV, FnV, LibV, ObjV, ParamV, PropV, Value,
                               text_of)
from code2skill.vue_options import default_options

RULE = "vuex.stored-client"
PINIA_RULE = "pinia.stored-client"
VUEX = "vuex"
STORE = LibV(VUEX, ("store",))                # the store instance
STATE = STORE.path + ("state",)               # LibV path of the root state
MAKERS = frozenset({("Store",), ("createStore",)})     # library members making a store
SECTIONS = ("actions", "getters", "mutations")   # the options holding a module's functions
MAX_NESTING = 4


def store_made(callee: Value) -> bool:
    """Whether ``callee`` makes a Vuex store (``Vuex.Store``, ``Store``, ``createStore``)."""
    return isinstance(callee, LibV) and callee.lib == VUEX and callee.path in MAKERS


def store_modules(resolver) -> dict[tuple[str, ...], ObjV]:
    """``{namespace: module options}`` of every store the program defines: the options object
    itself under ``()``, each of its ``modules`` under its key, nested ones under their
    parents' keys (a first definition's module wins a namespace); worked out once a run."""
    memo = resolver.pass_memo.setdefault(RULE, {})
    if "modules" not in memo:
        memo["modules"] = {}                     # (a store read while they are found: none)
        memo["modules"] = defined_modules(resolver)
    return memo["modules"]


def defined_modules(resolver) -> dict[tuple[str, ...], ObjV]:
    """:func:`store_modules`, found over the program's calls of a store maker."""
    found: dict[tuple[str, ...], ObjV] = {}
    for path in sorted(resolver.modules):
        for site in resolver.modules[path].calls:
            callee = site.call.callee
            if (callee_name(callee),) not in MAKERS or not site.call.args:
                continue
            frame = Frame(path, site.scope)
            if store_made(resolver.evaluate(callee, frame)):
                options = resolver.evaluate(site.call.args[0], frame)
                if isinstance(options, ObjV):
                    add_modules(found, (), options, 0)
    return found


def add_modules(found: dict, namespace: tuple[str, ...], options: ObjV, level: int) -> None:
    """Add ``options`` under ``namespace`` and its ``modules`` under their keys to ``found``."""
    found.setdefault(namespace, options)
    modules = options.get("modules")
    if level >= MAX_NESTING or not isinstance(modules, ObjV):
        return
    for prop in modules.props:
        if prop.key is not None and isinstance(prop.value, ObjV):
            add_modules(found, namespace + (prop.key,), prop.value, level + 1)


def kept_clients(resolver) -> dict[tuple[str, ...], list[Value]]:
    """``{state path: [client, …]}``: the clients the program's stores keep (see the module
    docstring), by member path under the root state (``('auth', 'client')``), worked out
    once a run."""
    memo = resolver.pass_memo.setdefault(RULE, {})
    if "kept" in memo:
        return memo["kept"]
    memo["kept"] = {}                            # (a read while they are worked out: none)
    libraries = resolver.request_libraries()
    found: dict[tuple[str, ...], list[Value]] = {}
    for namespace, options in store_modules(resolver).items():
        for key, value in [(p.key, p.value) for p in initial_state(
                lambda fid: resolver.returns(fid, 0), options)] + mutation_writes(
                resolver, namespace, options):
            if is_client(value, libraries) and value not in found.get(namespace + (key,), []):
                found.setdefault(namespace + (key,), []).append(value)
    memo["kept"] = found
    return found


def initial_state(returns: Callable[[str], Value], options: ObjV) -> list[PropV]:
    """The keyed entries of a store's (a Vuex module's, a Pinia options store's) initial
    ``state``: an object, or what a ``state()`` function returns (``returns``: what the
    function of an id returns)."""
    state = options.get("state")
    if isinstance(state, FnV):
        state = returns(state.fid)
    if not isinstance(state, ObjV):
        return []
    return [p for p in state.props if p.key is not None]


def mutation_writes(resolver, namespace: tuple[str, ...], options: ObjV
                    ) -> list[tuple[str, Value]]:
    """``(member, value)`` of each write ``state.member = v`` of a module's mutations whose
    ``v`` may be a client: ``v`` itself, or, when it is the mutation's payload (or a member of
    it), what each commit of the mutation's type passes (:func:`committed`)."""
    mutations = options.get("mutations")
    if not isinstance(mutations, ObjV):
        return []
    out: list[tuple[str, Value]] = []
    for prop in mutations.props:
        home = resolver.functions.get(prop.value.fid) if isinstance(prop.value, FnV) \
            and prop.key is not None else None
        if home is None or not home[1].params or home[1].params[0].name is None:
            continue
        path, fn = home
        state = fn.params[0].name
        for write in fn.assignments:
            if len(write.target) != 2 or write.target[0] != state or write.key is not None \
                    or not may_be_client(write.value):
                continue
            value = resolver.evaluate(write.value, Frame(path, fn.fid))
            steps = payload_path(fn, value)
            if steps is None:
                out.append((write.target[1], value))
                continue
            for passed in committed(resolver, namespace, prop.key):
                for step in steps:
                    passed = resolver.member(passed, step)
                out.append((write.target[1], passed))
    return out


def payload_path(fn, value: Value) -> tuple[str, ...] | None:
    """The member path ``value`` reads from mutation ``fn``'s payload parameter (its second:
    ``client`` → ``()``, ``{client}`` → ``('client',)``); ``None`` for any other value."""
    if not isinstance(value, ParamV) or value.fid != fn.fid or len(fn.params) < 2:
        return None
    payload = fn.params[1]
    if payload.name is not None:
        return value.path if value.name == payload.name else None
    return (value.name,) + value.path if value.name in payload.pattern else None


def committed(resolver, namespace: tuple[str, ...], kind: str) -> list[Value]:
    """The payloads of every ``commit(kind, payload)`` of the program (:func:`commits`),
    ``kind`` also written ``ns/kind`` for a module of namespace ``ns``, each evaluated where it
    is written."""
    names = {kind, "/".join(namespace + (kind,))}
    return [resolver.evaluate(payload, frame)
            for text, payload, frame in commits(resolver) if text in names]


def commits(resolver) -> list[tuple[str | None, Expr, Frame]]:
    """``(type text, payload expression, frame)`` of every ``commit(type, payload)`` of the
    program (``commit`` of a context, ``this.$store.commit``, ``store.commit``), found
    once a run."""
    memo = resolver.pass_memo.setdefault(RULE, {})
    if "commits" not in memo:
        found = []
        for path in sorted(resolver.modules):
            for site in resolver.modules[path].calls:
                if callee_name(site.call.callee) == "commit" and len(site.call.args) >= 2:
                    frame = Frame(path, site.scope)
                    found.append((text_of(resolver.evaluate(site.call.args[0], frame)),
                                  site.call.args[1], frame))
        memo["commits"] = found
    return memo["commits"]


def state_member(resolver, obj: LibV, prop: str) -> Value | None:
    """Member ``prop`` of ``obj``, a value under the store's state (``LibV('vuex', ('store',
    'state', 'auth'))``): the client the store keeps at that path (a choice when several
    are); ``None`` when it keeps none there."""
    if obj.lib != VUEX or obj.path[:len(STATE)] != STATE:
        return None
    kept = kept_clients(resolver).get(obj.path[len(STATE):] + (prop,))
    if not kept:
        return None
    return alternatives(kept)


def store_functions(resolver) -> dict[str, tuple[tuple[str, ...], str]]:
    """``{function id: (namespace, section)}`` of the actions, getters and mutations of every
    store module, worked out once a run."""
    memo = resolver.pass_memo.setdefault(RULE, {})
    if "functions" not in memo:
        memo["functions"] = {}
        memo["functions"] = {prop.value.fid: (namespace, section)
                             for namespace, options in store_modules(resolver).items()
                             for section in SECTIONS
                             if isinstance(options.get(section), ObjV)
                             for prop in options.get(section).props
                             if isinstance(prop.value, FnV)}
    return memo["functions"]


def context_member(resolver, obj: ParamV, prop: str) -> Value | None:
    """Member ``prop`` of ``obj``, a parameter of a store function: under the root state
    for an action's ``rootState`` (``{rootState}``, ``context.rootState``) or a getter's third
    parameter, under its module's state for an action's ``state`` or a getter's or mutation's
    first parameter, when that path reaches a kept client (:func:`state_member`); else
    ``None``."""
    home = store_functions(resolver).get(obj.fid)
    fn = resolver.function(obj.fid) if home is not None else None
    if fn is None:
        return None
    namespace, section = home
    state = context_state(fn, section, namespace, obj)
    if state is None:
        return None
    base, steps = state
    value: Value = LibV(VUEX, STATE + base)
    for step in steps:
        value = resolver.member(value, step)
    return state_member(resolver, value, prop) if isinstance(value, LibV) else None


def context_state(fn, section: str, namespace: tuple[str, ...], obj: ParamV
                  ) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """``(state namespace, member path read under it)`` of parameter value ``obj`` of store
    function ``fn`` of ``section``: an action's context (first parameter, destructured or
    whole) gives ``state`` (its module's) and ``rootState``; a getter's first and third
    parameters and a mutation's first are its module's state and the root state."""
    index = next((i for i, p in enumerate(fn.params)
                  if p.name == obj.name or obj.name in p.pattern), None)
    if index is None:
        return None
    param = fn.params[index]
    if section == "actions" and index == 0:
        if param.name is None:                     # ({ state, rootState, commit })
            member, steps = obj.name, obj.path
        elif obj.path:                             # (context): context.rootState.auth
            member, steps = obj.path[0], obj.path[1:]
        else:
            return None
        if member == "rootState":
            return (), steps
        return (namespace, steps) if member == "state" else None
    if param.name is None:
        return None
    if index == 0 and section in ("getters", "mutations"):
        return namespace, obj.path
    if index == 2 and section == "getters":
        return (), obj.path
    return None


def mapped_state(resolver, this: ComponentV, prop: str, depth: int) -> Value | None:
    """Member ``prop`` of a Vue options component that a ``...mapState(…)`` of its
    ``computed`` section makes, when it reads a kept client; ``None`` otherwise."""
    memo = resolver.pass_memo.setdefault(RULE + ":mapped", {})
    key = (this.module, this.span)
    if key not in memo:
        memo[key] = mapped_entries(resolver, this)
    entry = memo[key].get(prop)
    if entry is None:
        return None
    namespace, read = entry
    state: Value = LibV(VUEX, STATE + namespace)
    if isinstance(read, str):
        return state_member(resolver, state, read)
    home = resolver.function(read.fid)
    if home is None or not home.params or home.params[0].name is None:
        return None
    value = resolver.substitute(resolver.returns(read.fid, depth + 1), read.fid,
                                {home.params[0].name: state})
    return value if not isinstance(value, LibV) or value.lib != VUEX else None


def mapped_entries(resolver, this: ComponentV
                   ) -> dict[str, tuple[tuple[str, ...], str | Fn]]:
    """``{computed member: (namespace, state member or getter function)}`` of every
    ``...mapState(…)`` spread into the ``computed`` section of the options object of
    ``this``."""
    literal = default_options(resolver.modules[this.module])
    if literal is None or literal.span != this.span:
        return {}
    return mapped_members(resolver, this.module, literal, "computed", "mapState")


def mapped_members(program, path: str, literal: Obj, section: str, helper: str
                   ) -> dict[str, tuple[tuple[str, ...], str | Fn]]:
    """``{member: (namespace, mapped name or function)}`` of every ``...helper(…)`` of Vuex
    (``mapState``, ``mapActions``) spread into ``section`` of the component options
    ``literal`` of module ``path``: ``helper(['a'])``, ``helper({k: 'a'})``, ``helper({k:
    state => …})``, each after an optional namespace (``helper('auth', ['a'])``).
    ``program``: anything that evaluates an expression in a frame."""
    members = next((p.value for p in literal.props if p.key == section), None)
    if not isinstance(members, Obj):
        return {}
    out: dict[str, tuple[tuple[str, ...], str | Fn]] = {}
    frame = Frame(path, None)
    for entry in members.props:
        call = entry.value.expr if isinstance(entry.value, Spread) else entry.value
        if entry.key is not None or not isinstance(call, Call) or not call.args:
            continue
        callee = program.evaluate(call.callee, frame)
        if not (isinstance(callee, LibV) and callee.lib == VUEX and callee.path == (helper,)):
            continue
        args = call.args
        namespace: tuple[str, ...] = ()
        if len(args) == 2:
            named = text_of(program.evaluate(args[0], frame))
            if not named:
                continue
            namespace, args = tuple(named.strip("/").split("/")), args[1:]
        out.update({name: (namespace, read) for name, read in state_reads(
            args[0], lambda expr: text_of(program.evaluate(expr, frame)))})
    return out


def state_reads(spec, text: Callable[[Expr], str | None]) -> list[tuple[str, str | Fn]]:
    """``(member, mapped name or function)`` of a ``mapState``/``mapActions`` map, ``text``
    giving an entry's fixed text (a literal, a constant): ``['a']`` → ``('a', 'a')``, ``{k:
    'a'}`` or ``{k: A}`` → ``('k', 'a')``, ``{k: state => …}`` → ``('k', the function)``."""
    if isinstance(spec, Arr):
        return [(name, name) for name in map(text, spec.items) if name]
    if not isinstance(spec, Obj):
        return []
    out: list[tuple[str, str | Fn]] = []
    for prop in spec.props:
        if prop.key is None:
            continue
        if isinstance(prop.value, Fn):
            out.append((prop.key, prop.value))
        elif name := text(prop.value):
            out.append((prop.key, name))
    return out


def pinia_kept(program, definition: ObjV) -> tuple[PropV, ...]:
    """Rule ``pinia.stored-client``: the state members of a Pinia options store
    (``defineStore('auth', {state, actions})``) that hold a client: a member of its initial
    ``state`` (an object, or what a ``state()`` function returns) whose value is one, and a
    write ``this.member = v`` of one of its ``actions`` whose ``v`` is one (``this.client = new
    ApiClient()``), each as an entry of the store object, so ``useAuthStore().client.api`` is
    that client; other state stays unmodelled. ``program``: the recogniser's
    :class:`~code2skill.recogniser_context.ProgramQueries`."""
    found = [PropV(p.key, p.value, p.where, rule=PINIA_RULE)
             for p in initial_state(program.returns, definition)
             if is_client(p.value, frozenset())]
    actions = definition.get("actions")
    for action in actions.props if isinstance(actions, ObjV) else ():
        home = program.function_facts(action.value.fid) \
            if isinstance(action.value, FnV) else None
        for write in home[1].assignments if home is not None else ():
            if len(write.target) != 2 or write.target[0] != "this" or write.key is not None \
                    or not may_be_client(write.value):
                continue
            value = program.evaluate(write.value, Frame(home[0], home[1].fid))
            if is_client(value, frozenset()):
                found.append(PropV(write.target[1], value, program.where(home[0], write.span),
                                   rule=PINIA_RULE))
    return tuple(found)


def pinia_this_member(resolver, frame: Frame, prop: str) -> Value | None:
    """Rule ``pinia.stored-client`` inside the store: ``this.prop`` in an action or getter of a
    Pinia options store (or an arrow within one), when ``prop`` is a client the store keeps
    (:func:`pinia_kept`); ``None`` otherwise (the store's other state stays unmodelled, so
    ``this`` there stays unknown)."""
    memo = resolver.pass_memo.setdefault(PINIA_RULE, {})
    if "functions" not in memo:
        memo["functions"] = {}                   # (a store read while they are found: none)
        memo["functions"] = pinia_functions(resolver)
    fn = resolver.function(frame.fid)
    while fn is not None and fn.arrow and fn.parent is not None:
        fn = resolver.function(fn.parent)
    kept = memo["functions"].get(fn.fid) if fn is not None else None
    return kept.get(prop) if kept else None


def pinia_functions(resolver) -> dict[str, dict[str, Value]]:
    """``{function id: {member: client}}``: the actions and getters of every Pinia options
    store that keeps clients (:func:`pinia_kept`), each with the store's kept clients."""
    out: dict[str, dict[str, Value]] = {}
    for path in sorted(resolver.modules):
        for site in resolver.modules[path].calls:
            if callee_name(site.call.callee) != "defineStore":
                continue
            made = resolver.evaluate(site.call, Frame(path, site.scope))
            store = made.config if isinstance(made, ClientV) and made.lib == "pinia" else None
            if not isinstance(store, ObjV):
                continue
            kept = {p.key: p.value for p in store.props if p.rule == PINIA_RULE}
            if kept:
                out.update({p.value.fid: kept for p in store.props if isinstance(p.value, FnV)})
    return out
