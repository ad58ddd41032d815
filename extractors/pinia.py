"""Pinia stores: what ``useXStore()`` returns, so that a component's ``store.addX({…})`` calls
the action the store defines (rule ``pinia.store``).

Forms handled::

    import { defineStore } from 'pinia'          // also `const { defineStore } = window.pinia`
    export const useCustomerStore = defineStore('customer', { state, getters, actions: {
      addCustomer(data) { return axios.post('/api/v1/customers', data) },
    } })
    defineStore({ id: 'customer', actions: {…} })          // the id inside the options
    defineStore('counter', () => { function add(x) {…}; return { add } })   // a setup store
    const store = useCustomerStore();  store.addCustomer({ name, email })
    const useX = () => defineStoreFunc({…})()                // the hook called where defined
    const { current, total } = storeToRefs(store)            // rule pinia.store-to-refs

``defineStore(…)`` is the store's hook; calling it gives the store: an object holding the
options store's ``actions`` and ``getters`` (the functions, so their parameters take each
caller's arguments, as any function's do), or what a setup store's function returns. The
``state`` is not modelled (it makes no request), but for a client it keeps (rule
``pinia.stored-client``, :func:`~code2skill.store_clients.pinia_kept`: ``this.client = new
ApiClient()`` in an action, a ``state()`` member made by ``axios.create``), which the store
object holds under its name. Pinia itself makes no request.

Rule ``pinia.store-to-refs``: ``storeToRefs(store)`` is an object of refs (``{value: …}``) of
the store's getters and state, without its actions: a getter of an options store is a ref of
what the getter returns (its ``state`` parameter stays unknown), a setup store's ref stays that
ref and another non-function member is wrapped as one; a function member that is no getter (an
action) is left out, as Pinia leaves it. State an options store declares is not modelled, so
such a destructured member reads as unknown, as ``store.current`` does.
"""
from __future__ import annotations

from code2skill.store_clients import pinia_kept
from code2skill.values import ClientV, FnV, LibV, ObjV, PropV, StrV, UnknownV, Value, Where
from code2skill.vue_refs import STORE_TO_REFS, is_ref

from .registry import Recogniser

LIB = "pinia"
MEMBERS = ("actions", "getters")
# the imported ``defineStore``, and the one of the page global ``window.pinia``
DEFINE_STORE = ((LIB, ("defineStore",)), ("global", ("pinia", "defineStore")))
GETTERS = "getters"           # the notes' key: function ids of the options stores' getters
MEMBERS_KEY = "members"       # the notes' key: place of a setup store's state member → its key


def request(callee, site, ctx) -> None:
    """Pinia makes no request itself."""
    return None


def call_result(callee: Value, args: tuple[Value, ...], where: Where | None, ctx
                ) -> Value | None:
    """``defineStore(id?, options | setup)`` → the store hook (a ``pinia`` client holding
    the store object); calling the hook → the store object; else ``None``."""
    if isinstance(callee, ClientV) and callee.lib == LIB and not callee.path:
        return callee.config
    if isinstance(callee, LibV) and (callee.lib, callee.path) in STORE_TO_REFS:
        store = args[0] if args else None
        return store_refs(store, ctx) if isinstance(store, ObjV) else None
    if not (isinstance(callee, LibV) and (callee.lib, callee.path) in DEFINE_STORE):
        return None
    definition = args[1] if len(args) > 1 and isinstance(args[0], StrV) else \
        (args[0] if args else None)
    if isinstance(definition, FnV):                     # a setup store
        store = ctx.program.returns(definition.fid)
        if isinstance(store, ObjV):                     # rule header.store-state
            ctx.program.notes(LIB).setdefault(MEMBERS_KEY, {}).update(
                state_members(store, definition.fid.split("#")[0]))
    elif isinstance(definition, ObjV):
        getters = definition.get("getters")
        if isinstance(getters, ObjV):
            ctx.program.notes(LIB).setdefault(GETTERS, set()).update(
                p.value.fid for p in getters.props if isinstance(p.value, FnV))
        store = ObjV(pinia_kept(ctx.program, definition) + tuple(   # pinia.stored-client
            p for key in MEMBERS for group in [definition.get(key)] if isinstance(group, ObjV)
            for p in group.props if p.key is not None), where)
    else:
        return None
    return ClientV(LIB, store, where) if isinstance(store, ObjV) else None


def state_members(store: ObjV, path: str) -> dict[Where, str]:
    """The state members of a setup store's object ``store`` defined in module ``path``:
    the place of each member's value made there (a ``ref``/``computed`` object, a value the
    source does not show) → its key; functions (actions) and values made elsewhere are
    none."""
    return {p.value.where: p.key for p in store.props
            if p.key is not None and isinstance(p.value, (ObjV, UnknownV))
            and p.value.where is not None and p.value.where[0] == path}


def store_refs(store: ObjV, ctx) -> ObjV:
    """Rule ``pinia.store-to-refs``: ``storeToRefs(store)`` of store object ``store``: each
    getter (a function the options store declares under ``getters``) a ref of what it returns,
    each ref kept, each other non-function member wrapped in a ref; actions left out."""
    getters = ctx.program.notes(LIB).get(GETTERS, set())
    props = []
    for prop in store.props:
        value = prop.value
        if isinstance(value, FnV):
            if value.fid not in getters:
                continue                                   # an action
            value = ObjV((PropV("value", ctx.program.returns(value.fid), prop.where),),
                         prop.where)
        elif not is_ref(value):
            value = ObjV((PropV("value", value, prop.where),), prop.where)
        props.append(PropV(prop.key, value, prop.where))
    return ObjV(tuple(props), store.where)


def getter_ids(program) -> frozenset[str]:
    """The function ids of the getters the run's options stores declare (rule
    ``header.store-state`` reads a header filled from one)."""
    return frozenset(program.recogniser_notes(LIB).get(GETTERS, ()))


def member_places(program) -> dict:
    """The places of the values of the state members the run's setup stores return (a
    ``ref``, a ``computed``), each with the member's key (rule ``header.store-state``)."""
    return dict(program.recogniser_notes(LIB).get(MEMBERS_KEY, {}))


RECOGNISER = Recogniser(id=LIB, request=request, call_result=call_result,
                        modules={"pinia": LIB})
