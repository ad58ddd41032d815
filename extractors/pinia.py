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

``defineStore(…)`` is the store's hook; calling it gives the store: an object holding the
options store's ``actions`` and ``getters`` (the functions, so their parameters take each
caller's arguments, as any function's do), or what a setup store's function returns. The
``state`` is not modelled (it makes no request). Pinia itself makes no request.
"""
from __future__ import annotations

from code2skill.values import ClientV, FnV, LibV, ObjV, StrV, Value, Where

from .registry import Recogniser

LIB = "pinia"
MEMBERS = ("actions", "getters")
# the imported ``defineStore``, and the one of the page global ``window.pinia``
DEFINE_STORE = ((LIB, ("defineStore",)), ("global", ("pinia", "defineStore")))


def request(callee, site, ctx) -> None:
    """Pinia makes no request itself."""
    return None


def call_result(callee: Value, args: tuple[Value, ...], where: Where | None, ctx
                ) -> Value | None:
    """``defineStore(id?, options | setup)`` → the store hook (a ``pinia`` client holding
    the store object); calling the hook → the store object; else ``None``."""
    if isinstance(callee, ClientV) and callee.lib == LIB and not callee.path:
        return callee.config
    if not (isinstance(callee, LibV) and (callee.lib, callee.path) in DEFINE_STORE):
        return None
    definition = args[1] if len(args) > 1 and isinstance(args[0], StrV) else \
        (args[0] if args else None)
    if isinstance(definition, FnV):                     # a setup store
        store = ctx.program.returns(definition.fid)
    elif isinstance(definition, ObjV):
        store = ObjV(tuple(p for key in MEMBERS
                           for group in [definition.get(key)] if isinstance(group, ObjV)
                           for p in group.props if p.key is not None), where)
    else:
        return None
    return ClientV(LIB, store, where) if isinstance(store, ObjV) else None


RECOGNISER = Recogniser(id=LIB, request=request, call_result=call_result,
                        modules={"pinia": LIB})
