"""Rule ``vue.data-constant``: ``this.<name>`` of a Vue options component is the constant its
``data()`` returns for ``name`` when nothing writes that state.

An options component (:mod:`code2skill.vue_options`) often keeps its endpoints in its state::

    export default {
      data() { return { url: { add: '/sys/user/add', edit: '/sys/user/edit' } } },
      methods: { handleOk() {
        let httpurl = ''
        if (!this.model.id) { httpurl += this.url.add } else { httpurl += this.url.edit }
        httpAction(httpurl, this.model, method)              // POST /sys/user/add …
      } },
    }

The start value is read only when it is a constant table (:func:`constant_table`: a non-empty
string, or an object literal whose every entry is one, nested) and nothing can change it:
no function sharing the component's ``this`` assigns the state or one of its members
(:func:`writes_state`) and the component's markup neither assigns nor binds it
(:func:`markup_binds`). Any other start value (``''``, ``{}``, a form's model that
``v-model`` fills) stays unknown, as rule ``vue.component-state`` says. Vue merges a
mixin's ``data()`` under the component's own: the option objects are searched in
:func:`~code2skill.vue_mixins.member_order`, the first one whose ``data()`` has the name
deciding.
"""
from __future__ import annotations

from code2skill.facts import Expr, FunctionFact, Lit, ModuleFacts, Obj, Prop, Ref

RULE = "vue.data-constant"


def returned_entries(data: FunctionFact) -> tuple[Prop, ...] | None:
    """The entries of the object literal function ``data`` returns (its only return:
    ``data() { return {…} }``, ``data: () => ({…})``); ``None`` for any other ``data``."""
    if len(data.returns) != 1 or not isinstance(data.returns[0], Obj):
        return None
    return data.returns[0].props


def data_entry(data: FunctionFact, name: str) -> Expr | None:
    """The expression of entry ``name`` among :func:`returned_entries` of ``data`` when that
    entry is a :func:`constant_table`; ``None`` otherwise (no such entry, a spread or a
    computed key among the entries, which may hold the name too)."""
    entries = returned_entries(data)
    if entries is None or any(p.key is None for p in entries):
        return None
    entry = next((p.value for p in reversed(entries) if p.key == name), None)
    return entry if entry is not None and constant_table(entry) else None


def constant_table(expr: Expr) -> bool:
    """Whether ``expr`` is a non-empty string literal or a non-empty object literal whose
    entries are all named and constant tables themselves."""
    if isinstance(expr, Lit):
        return isinstance(expr.value, str) and bool(expr.value)
    return isinstance(expr, Obj) and bool(expr.props) and all(
        p.key is not None and constant_table(p.value) for p in expr.props)


def writes_state(module: ModuleFacts, bound: frozenset[str], name: str) -> bool:
    """Whether a function of ``module`` among ``bound`` (those whose ``this`` is the
    component), or a function inside one, assigns ``this.<name>`` or a member of it, also
    through a local holding ``this`` (``const that = this; that.url = …``)."""
    inside = [fn for fid, fn in module.functions.items() if within_bound(module, fid, bound)]
    holders = {"this"} | {local for fn in inside for local, exprs in fn.locals.items()
                          if any(isinstance(e, Ref) and e.name == "this" for e in exprs)}
    return any(a.target[0] in holders and a.target[1:2] == (name,)
               for fn in inside for a in fn.assignments)


def within_bound(module: ModuleFacts, fid: str | None, bound: frozenset[str]) -> bool:
    """Whether function ``fid`` is one of ``bound`` or declared inside one (a nested
    function's own ``this`` may still be the component through ``bind`` or a saved
    ``that``: counted as a writer all the same)."""
    while fid is not None:
        if fid in bound:
            return True
        fn = module.functions.get(fid)
        fid = fn.parent if fn is not None else None
    return False


def markup_binds(module: ModuleFacts, name: str) -> bool:
    """Whether the component's markup assigns ``name`` or one of its members, or binds it
    two-way (``v-model="url.add"``, ``:title.sync="url"``)."""
    return any(written == name or written.startswith(name + ".")
               for written in [*module.markup_writes, *module.vue_models])
