"""Vue computed refs and ref unwrapping (rule ``vue.computed-ref``).

Forms handled::

    import { computed, toValue, unref } from 'vue'     // also @vue/reactivity, vue-demi,
                                                       // @vue/composition-api, @vue/runtime-core
    const url = computed(() => `/api${toValue(suffix)}`)   // a ref: {value: what the getter returns}
    axios.get(url.value)                                   // GET /api{suffix}
    toValue(getter)  →  what the getter returns
    toValue(ref) / unref(ref)  →  the ref's value        (a ref: an object whose one member is value)
    toValue(x) / unref(x)  →  x                           (anything else, a parameter too)

A composable returning such a ref (``getApiUrl('/admin/x')`` returning ``computed(…)``) is
followed like any other function: its caller's argument fills the parameter the getter reads.
A ``computed({get, set})`` object is read through its ``get``.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call
from code2skill.recogniser_context import Frame
from code2skill.values import FnV, LibV, ObjV, ParamV, PropV, UnknownV, Value

RULE = "vue.computed-ref"
MODULES = frozenset({"vue", "@vue/reactivity", "@vue/composition-api", "vue-demi",
                     "@vue/runtime-core", "@vueuse/core", "@vueuse/shared"})
# Pinia's ``storeToRefs`` (imported, or of the page global ``window.pinia``): an object of refs
# (rule ``pinia.store-to-refs``, extractors/pinia.py) as (library, member path)
STORE_TO_REFS = (("pinia", ("storeToRefs",)), ("global", ("pinia", "storeToRefs")))
UNWRAPPERS = frozenset({"toValue", "unref", "resolveUnref"})
UNWRAP = "toValue()"          # a parameter's member path step: unwrapped when it is filled


def ref_call(resolver, callee: Value, call: Call, frame: Frame, depth: int) -> Value | None:
    """The value of a ``computed``/``toValue``/``unref`` call of Vue; ``None`` for any other
    call."""
    if not isinstance(callee, LibV) or callee.lib not in MODULES or len(callee.path) != 1 \
            or not call.args or call.new:
        return None
    name = callee.path[0]
    if name not in UNWRAPPERS and name != "computed":
        return None
    value = resolver.evaluate(call.args[0], frame, depth)
    if name == "computed":
        getter = value.get("get") if isinstance(value, ObjV) else value
        where = resolver.where(frame.path, call.span)
        return ObjV((PropV("value", getter_value(resolver, getter, depth), where),), where)
    return ref_value(resolver, value, depth)


def ref_value(resolver, value: Value, depth: int) -> Value:
    """``toValue(value)``: a getter's return, a ref's value, else the value itself; a
    parameter is unwrapped once a caller fills it (the member :data:`UNWRAP` on its path,
    which :meth:`~code2skill.resolution.members.Members.member` reads as this function)."""
    if isinstance(value, FnV):
        return getter_value(resolver, value, depth)
    if is_ref(value):
        return value.props[0].value
    if isinstance(value, ParamV):
        return replace(value, path=value.path + (UNWRAP,))
    return value


def is_ref(value: Value) -> bool:
    """A ref as the resolver models it (``ref(x)``, ``computed(…)``): an object whose one
    member is ``value``."""
    return isinstance(value, ObjV) and len(value.props) == 1 and value.props[0].key == "value"


def getter_value(resolver, getter: Value | None, depth: int) -> Value:
    """What a getter function returns (called with no arguments); unknown for a value that
    is no function the program shows."""
    if not isinstance(getter, FnV):
        return UnknownV("computed-getter")
    return resolver.substitute(resolver.returns(getter.fid, depth), getter.fid,
                               resolver.bind_args(getter.fid, (), depth))
