"""Rule ``vue.setup-member``: what an Options API component's ``setup()`` returns is the
component's members, refs unwrapped.

Forms handled::

    export default {
      setup() {
        const folder = ref('inbox')              // this.folder: 'inbox', not {value: 'inbox'}
        const store = useItemsStore()            // this.store: the store
        return { folder, store, label: ref('') }
      },
      methods: { archive() { return axios.post(`/api/folders/${this.folder}/archive`) } },
    }

Vue makes each entry of the object ``setup()`` returns a member of the instance, unwrapping a
top-level ref (``proxyRefs``), so ``this.folder`` in a method, and ``folder`` in the
component's template, read the ref's ``value``. Unwrapped: an entry that is a call of one of
Vue's ref makers (:data:`~code2skill.template_unwrap.REF_MAKERS`), or a name of ``setup`` every
write of which is one, or a member destructured from ``toRefs(…)``/``storeToRefs(…)``
(:func:`~code2skill.template_unwrap.made_ref`); any other entry is its value as it is. Read
from the object literals ``setup`` returns (a spread or a returned variable is not read: the
member stays unknown, as before); a ``setup`` returning a render function declares no member.
"""
from __future__ import annotations

from code2skill.facts import Expr, Obj, Ref, Span, within
from code2skill.recogniser_context import Frame
from code2skill.template_unwrap import made_ref
from code2skill.values import Value
from code2skill.vue_options import default_options
from code2skill.vue_refs import is_ref

RULE = "vue.setup-member"


def setup_entries(fn, prop: str) -> list[Expr]:
    """The expressions the object literals function fact ``fn`` returns give key ``prop``
    (``return { folder }`` → the reference ``folder``), in source order."""
    return [p.value for ret in fn.returns if isinstance(ret, Obj)
            for p in ret.props if p.key == prop]


def setup_member(resolver, path: str, setup_fid: str | None, prop: str, depth: int
                 ) -> Value | None:
    """Member ``prop`` of the component of module ``path`` whose ``setup`` function is
    ``setup_fid``: the value ``setup`` returns under ``prop``, a ref's ``value`` when the
    entry makes a ref (:func:`entry_is_ref`); ``None`` when ``setup`` returns no such entry
    (or there is no ``setup``)."""
    fn = resolver.function(setup_fid) if setup_fid is not None else None
    entries = setup_entries(fn, prop) if fn is not None else []
    if not entries:
        return None
    from code2skill.resolution.shared import alternatives     # (resolve imports this module)
    frame = Frame(path, setup_fid)
    values = []
    for expr in entries:
        value = resolver.evaluate(expr, frame, depth + 1)
        if is_ref(value) and entry_is_ref(resolver, path, fn, expr, depth):
            value = value.props[0].value
        values.append(value)
    return alternatives(values)


def entry_is_ref(resolver, path: str, fn, expr: Expr, depth: int) -> bool:
    """Whether returned entry ``expr`` of ``setup`` function fact ``fn`` is a Vue ref: a ref
    maker's call, or a local name of ``fn`` (else a top-level name of module ``path``) every
    write of which is one (:func:`~code2skill.template_unwrap.made_ref`)."""
    if isinstance(expr, Ref):
        exprs = fn.locals.get(expr.name)
        if exprs is None:
            exprs = resolver.modules[path].bindings.get(expr.name, ())
        return made_ref(resolver, path, exprs, depth)
    return made_ref(resolver, path, (expr,), depth)


def template_member(resolver, path: str, span: Span | None, name: str, depth: int
                    ) -> Value | None:
    """Name ``name`` read at ``span`` in the template of module ``path``'s options component
    (:attr:`~code2skill.facts.ModuleFacts.options_template`): the component's ``setup``
    member (:func:`setup_member`); ``None`` when the read lies elsewhere or ``setup``
    returns no such member."""
    module = resolver.modules.get(path)
    if span is None or module is None or module.options_template is None \
            or not within(span, module.options_template):
        return None
    literal = default_options(module)
    component = resolver.components.get((path, literal.span)) if literal is not None else None
    if component is None:
        return None
    return setup_member(resolver, path, component.setup, name, depth)
