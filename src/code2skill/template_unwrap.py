"""Vue template ref unwrapping (rule ``vue.template-unwrap``).

Forms handled::

    <template>                                   <script setup>
      <button @click="save({ host, port })">     const host = ref('')          // {value: string}
      <p>{{ total }}</p>                         const port = shallowRef(51820)
    </template>                                  const total = computed(() => n.value * 2)

A ``<script setup>`` component's template (:attr:`~code2skill.facts.ModuleFacts.
setup_template`, rule ``source.markup-expression``) reads a top-level ref of the script as
its value: ``host`` there is the string, not ``{value: string}``. Unwrapped: a top-level
binding every write of which is a call of Vue's ``ref``/``shallowRef``/``computed``/
``customRef``/``toRef`` (imported from Vue, or auto-imported), or a member destructured from
``toRefs(…)`` or Pinia's ``storeToRefs(…)`` (rule ``pinia.store-to-refs``), whose value the
resolver models as a ref (:func:`~code2skill.vue_refs.is_ref`). A name a function of the
template binds (``(host) => …``) is no top-level binding and is left alone; so are refs
nested in a plain object (``form.host`` stays ``{value: …}``, as Vue leaves it), a
``reactive()`` object (no ref), and the template of an options component (which reads
``this``: the members its ``setup()`` returns are read there by rule ``vue.setup-member``,
:mod:`code2skill.vue_setup_members`).
"""
from __future__ import annotations

from code2skill.facts import Call, Member, Span, within
from code2skill.recogniser_context import Frame
from code2skill.values import LibV, Value
from code2skill.vue_refs import MODULES, STORE_TO_REFS, is_ref

REF_MAKERS = frozenset({"ref", "shallowRef", "computed", "customRef", "toRef"})
TO_REFS = frozenset({"toRefs"})


def template_value(resolver, path: str, name: str, span: Span | None, value: Value,
                   depth: int) -> Value:
    """``value``, the top-level binding ``name`` of module ``path`` read at ``span``, as the
    component's template reads it: the ref's ``value`` when ``span`` lies in the template of a
    ``<script setup>`` component and the binding is a Vue ref (:func:`made_ref`); else
    ``value`` unchanged."""
    module = resolver.modules.get(path)
    if span is None or module is None or module.setup_template is None \
            or not within(span, module.setup_template) or not is_ref(value) \
            or not made_ref(resolver, path, module.bindings.get(name, ()), depth):
        return value
    return value.props[0].value


def made_ref(resolver, path: str, exprs, depth: int) -> bool:
    """Whether binding expressions ``exprs`` (every write of a top-level name) are all calls
    of one of Vue's :data:`REF_MAKERS` or members destructured from a ``toRefs(…)`` or
    Pinia ``storeToRefs(…)`` call (``const { a } = toRefs(state)``), and there is at least
    one."""
    frame = Frame(path, None)
    return bool(exprs) and all(
        isinstance(expr, Call) and not expr.new and is_vue_function(
            resolver.evaluate(expr.callee, frame, depth + 1), REF_MAKERS)
        or isinstance(expr, Member) and isinstance(expr.obj, Call) and not expr.obj.new
        and refs_of(resolver.evaluate(expr.obj.callee, frame, depth + 1))
        for expr in exprs)


def refs_of(callee: Value) -> bool:
    """Whether ``callee`` makes an object of refs: Vue's ``toRefs``, Pinia's ``storeToRefs``."""
    return is_vue_function(callee, TO_REFS) or isinstance(callee, LibV) and (
        callee.lib, callee.path) in STORE_TO_REFS


def is_vue_function(callee: Value, names: frozenset[str]) -> bool:
    """Whether ``callee`` is one of the functions ``names`` of a Vue module."""
    return isinstance(callee, LibV) and callee.lib in MODULES and len(callee.path) == 1 \
        and callee.path[0] in names
