"""Vue reactivity: the state ``reactive({…})`` and ``ref(…)`` hold is the object written there,
its fields typed by their initial values and never fixed (rule ``vue.reactive-state``).

Forms handled::

    import { reactive, ref } from 'vue'            // also @vue/reactivity, vue-demi,
                                                   // @vue/composition-api, @vue/runtime-core
    const form = reactive({ dbType: 'mysql', port: '3306', dbPath: '' })
    initDB(form)                                   // body {dbType: string, port: string, …}
    const filter = ref({ page: 1, tags: [] })
    list(filter.value)                             // {page: number, tags: any[]}
    shallowReactive({…})  readonly({…})  shallowRef(…)
    const data = reactive({ queryParams: { pageNum: 1, userName: undefined } })
    const { queryParams } = toRefs(data)           // toRefs: one ref per member
    listUser(queryParams.value)                    // {pageNum: number, userName}

``reactive(x)`` is ``x`` (a proxy with its members) and ``ref(x)`` an object whose ``value`` is
``x``; so ``reactive(new Form({…}))`` is that instance, its methods and members (rule
``vue.reactive-instance``: a form object, :mod:`code2skill.form_objects`); in a program of
``.vue`` files these functions may be used unimported (Nuxt, ``unplugin-auto-import``: rule
``vue.auto-imported-state``, :data:`AUTO_IMPORTED`); ``toRefs(x)`` of an object gives each member as a ref (``{value: member}``) and
``toRef(x, 'key')`` the one member's ref (rule ``vue.to-refs``). A form bound with ``v-model`` is what the user edits, so an initial literal proves only
its type (``''`` → ``string``, ``0`` → ``number``, ``false`` → ``boolean``, ``[]`` → an array,
``null`` → unknown), never a value sent as is: the fields are inputs, not pinned constants.
Members that are not literals (a parameter, a call) keep their values; nested object literals
are read alike. An empty ``{}``, ``null`` or no initial value proves nothing: the state stays
unknown, so a declared type describes it as before.
"""
from __future__ import annotations

from code2skill.initial_state import proves_fields, state
from code2skill.values import ClientV, InstanceV, LibV, ObjV, PropV, Value, text_of

from .registry import Recogniser

LIB = "vue-reactivity"
MODULES = frozenset({"vue", "@vue/reactivity", "@vue/composition-api", "vue-demi",
                     "@vue/runtime-core"})
PROXIES = frozenset({"reactive", "shallowReactive", "readonly", "shallowReadonly"})
REFS = frozenset({"ref", "shallowRef"})
TO_REFS = frozenset({"toRefs", "toRef"})
# rule vue.auto-imported-state: the names Nuxt and unplugin-auto-import put in every module of
# a Vue program; an unbound one there is Vue's own
AUTO_IMPORTED = PROXIES | REFS | TO_REFS


def request(callee, site, ctx) -> None:
    """Reactive state makes no requests."""
    return None


def call_value(callee, args, where, new) -> Value | None:
    """``reactive(obj)`` → the state object; ``ref(x)`` → ``{value: state}``; else ``None``."""
    if not isinstance(callee, LibV) or callee.lib not in MODULES or len(callee.path) != 1 \
            or new:
        return None
    name = callee.path[0]
    if name in TO_REFS:
        return member_refs(name, args, where)
    if args and isinstance(args[0], (InstanceV, ClientV)):   # rule vue.reactive-instance
        return args[0] if name in PROXIES else ObjV((PropV("value", args[0], where),), where)
    if not args or not proves_fields(args[0]):
        return None                 # ref<Partial<Forge>>({}): the declared types stay
    if name in PROXIES:
        return state(args[0], where, 0)
    if name in REFS:
        return ObjV((PropV("value", state(args[0], where, 0), where),), where)
    return None


def member_refs(name: str, args: tuple[Value, ...], where) -> Value | None:
    """Rule ``vue.to-refs``: ``toRefs(obj)`` → each member of the object as a ref;
    ``toRef(obj, 'key')`` → that member's ref; ``None`` when the object (or key) is not
    known."""
    if not args or not isinstance(args[0], ObjV):
        return None
    if name == "toRefs":
        return ObjV(tuple(PropV(p.key, ObjV((PropV("value", p.value, p.where),), p.where),
                                p.where) if p.key is not None else p
                          for p in args[0].props), args[0].where)
    key = text_of(args[1]) if len(args) > 1 else None
    found = next((p for p in reversed(args[0].props) if key is not None and p.key == key), None)
    return ObjV((PropV("value", found.value, found.where),), where) \
        if found is not None else None


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value)
