"""Rule ``vue.mixin-member``: ``this.name`` in a Vue options component is the member its mixins
give it when the component does not declare that name itself.

An options component (:mod:`code2skill.vue_options`) takes the ``methods`` and ``computed``
properties of the option objects it mixes in: those listed in its ``mixins: [A, B]``, the one
it ``extends``, and the global mixins the app registers for every component
(``app.mixin(X)`` of a Vue 3 app, ``Vue.mixin(X)`` of Vue 2)::

    // mixins/CommonMixins.js
    export default { methods: {
      get(url, values, callback) { axios.get(url, {params: values}).then(callback) },
    } }
    // components/AppAbout.vue
    export default { mixins: [CommonMixins],
      mounted() { this.get('/api/v1/info', false, (r) => { … }) } }     // GET /api/v1/info

Vue merges them so that the component's own member wins over its mixins', a later mixin's
over an earlier one's (a mixin's own over those it mixes in itself), the mixins' over the
``extends`` option's, and all of these over the global mixins' (a later registered global
mixin winning over an earlier one): :func:`member_order` lists the option objects in that
order, the component first.

A mixin is an option object the source shows: an object literal written in the ``mixins``
array or the ``mixin(…)`` call, or a name bound to one — a top-level binding of the module,
or an import of another module's default or named export of one (``defineComponent({…})``
and ``Vue.extend({…})`` around it too). A mixin given any other way (a function's result, a
member of an object, a library's) is not followed: what a component reads of it stays
unknown, reviewed where a request needs it.
``this`` inside a mixin's methods is the mixin's own options (its members and its own
mixins'); what a component mixing it in declares is not read there.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator

from code2skill.facts import Arr, Call, Expr, FunctionFact, Lit, Member, ModuleFacts, Obj, Ref, Span
from code2skill.vue_options import COMPONENT_KEYS, default_options, wrapper_call

RULE = "vue.mixin-member"
Key = tuple[str, Span]      # (module path, span of an options literal)
MAX_HOPS = 4                # re-exports followed to reach a mixin's literal


@dataclass(frozen=True)
class Mixins:
    """The mixins of a program's options components: ``local`` maps an options literal's
    key to the keys of its own mixins in Vue's precedence order (highest first: the last
    ``mixins`` entry first, the ``extends`` option last); ``global_`` the global mixins,
    highest first; ``literals`` every mixin literal by key (to be made a component of its
    own)."""

    local: dict[Key, tuple[Key, ...]]
    global_: tuple[Key, ...]
    literals: dict[Key, Obj]
    orders: dict[Key, tuple[Key, ...]] = field(default_factory=dict, compare=False)
    #        (each key's member_order, worked out once)
    holders: dict[tuple[Key, ...], dict[Key, tuple[Key, ...]]] = field(
        default_factory=dict, compare=False)
    #        (for the last list of roots asked, the top roots whose member_order holds each
    #         key: top_holders; one entry, so it does not grow with the calls)


def is_options(expr: Expr | None) -> bool:
    """Whether ``expr`` is an object literal with one of the options component keys."""
    return isinstance(expr, Obj) and expr.span is not None \
        and any(p.key in COMPONENT_KEYS for p in expr.props)


def unwrapped(expr: Expr | None) -> Expr | None:
    """The options literal of ``defineComponent({…})`` / ``Vue.extend({…})``, else ``expr``."""
    if isinstance(expr, Call) and wrapper_call(expr):
        return next((a for a in expr.args if isinstance(a, Obj)), None)
    return expr


def exported_literal(modules: dict[str, ModuleFacts], path: str, name: str,
                     resolve: Callable[[str, str], str | None], hops: int = 0) -> Key | None:
    """The key of the options literal module ``path`` exports as ``name`` (``default`` or a
    named export, re-exports followed up to :data:`MAX_HOPS`), else ``None``."""
    module = modules.get(path)
    if module is None or hops > MAX_HOPS:
        return None
    if name == "default":
        literal = default_options(module)
        if literal is not None and literal.span is not None:
            return (path, literal.span)
    for export in module.exports:
        if export.exported != name:
            continue
        if export.source is not None:
            target = resolve(path, export.source)
            return exported_literal(modules, target, export.imported or name, resolve,
                                    hops + 1) if target else None
        value = unwrapped(export.value)
        if value is None and export.local is not None:
            return named_literal(modules, path, export.local, resolve, hops + 1)
        return (path, value.span) if is_options(value) else None     # type: ignore[union-attr]
    return None


def named_literal(modules: dict[str, ModuleFacts], path: str, name: str,
                  resolve: Callable[[str, str], str | None], hops: int = 0) -> Key | None:
    """The key of the options literal ``name`` stands for in module ``path``: a top-level
    binding to one, or an import of one; else ``None``."""
    module = modules[path]
    exprs = module.bindings.get(name, [])
    if len(exprs) == 1:
        value = unwrapped(exprs[0])
        return (path, value.span) if is_options(value) else None     # type: ignore[union-attr]
    imported = next((i for i in module.imports if i.local == name and not i.type_only), None)
    if imported is None or imported.imported == "*":
        return None
    target = resolve(path, imported.source)
    return exported_literal(modules, target, imported.imported, resolve, hops) \
        if target else None


def literal_of(modules: dict[str, ModuleFacts], path: str, expr: Expr,
               resolve: Callable[[str, str], str | None]) -> Key | None:
    """The key of the options literal a mixin expression written in module ``path`` names
    (an inline literal or a name bound to one), else ``None``."""
    expr = unwrapped(expr)
    if is_options(expr):
        return (path, expr.span)                                     # type: ignore[union-attr]
    if isinstance(expr, Ref):
        return named_literal(modules, path, expr.name, resolve)
    return None


def find_literal(modules: dict[str, ModuleFacts], key: Key) -> Obj | None:
    """The options literal at ``key`` (searched in the module's exports, bindings and
    calls: where a mixin literal can be written), else ``None``."""
    path, span = key
    module = modules[path]
    candidates: list[Expr | None] = [e.value for e in module.exports]
    candidates += [e for exprs in module.bindings.values() for e in exprs]
    candidates += [a for site in module.calls for a in site.call.args]
    todo = list(candidates)
    while todo:
        expr = unwrapped(todo.pop())
        if isinstance(expr, Obj):
            if expr.span == span:
                return expr
            todo.extend(p.value for p in expr.props)
        elif isinstance(expr, Arr):
            todo.extend(expr.items)
    return None


def mixin_exprs(literal: Obj) -> tuple[list[Expr], Expr | None]:
    """The ``mixins`` entries (in written order) and the ``extends`` value of an options
    literal."""
    section = {p.key: p.value for p in literal.props if p.key is not None}
    listed = section.get("mixins")
    return (list(listed.items) if isinstance(listed, Arr) else [], section.get("extends"))


def global_mixin_calls(module: ModuleFacts) -> list[Expr]:
    """The arguments of ``app.mixin(X)`` / ``Vue.mixin(X)`` calls of a module, in order."""
    return [site.call.args[0] for site in module.calls
            if isinstance(site.call.callee, Member) and site.call.callee.prop == "mixin"
            and len(site.call.args) == 1 and not site.call.new]


def program_mixins(modules: dict[str, ModuleFacts], roots: list[Key],
                   resolve: Callable[[str, str], str | None]) -> Mixins:
    """Rule ``vue.mixin-member``: the mixins of the options literals at ``roots`` (the
    program's options components) and of every mixin they reach; ``resolve(importer,
    specifier)`` is the program's module resolution."""
    literals: dict[Key, Obj] = {}
    local: dict[Key, tuple[Key, ...]] = {}
    global_: list[Key] = []
    for path in sorted(modules):
        for expr in global_mixin_calls(modules[path]):
            key = literal_of(modules, path, expr, resolve)
            if key is not None:
                global_.append(key)
    todo = list(roots) + global_
    seen: set[Key] = set()
    while todo:
        key = todo.pop(0)
        if key in seen:
            continue
        seen.add(key)
        literal = literals.get(key) or find_literal(modules, key)
        if literal is None:
            continue
        literals[key] = literal
        listed, extended = mixin_exprs(literal)
        found: list[Key] = []
        for expr in list(reversed(listed)) + ([extended] if extended is not None else []):
            target = literal_of(modules, key[0], expr, resolve)
            if target is not None:
                found.append(target)
                todo.append(target)
        if found:
            local[key] = tuple(found)
    root_keys = set(roots)
    return Mixins(local, tuple(reversed(global_)),
                  {k: v for k, v in literals.items() if k not in root_keys})


def member_order(mixins: Mixins, key: Key) -> list[Key]:
    """The option objects whose members ``this`` of the component at ``key`` has, in Vue's
    precedence order: the component itself, its mixins (each followed by its own mixins,
    depth first), then the global mixins (likewise); each once. Linear in the objects and
    their mixins, worked out once per key (:func:`walk_order` reads it lazily)."""
    order = mixins.orders.get(key)
    if order is None:
        order = mixins.orders[key] = tuple(walk_order(mixins, key))
    return list(order)


def walk_order(mixins: Mixins, key: Key) -> Iterator[Key]:
    """The objects of :func:`member_order` one by one, read as far as the caller goes: a
    search for the first object declaring a member stops there, so a chain of ``n`` mixins
    each searching its own order costs ``n`` steps when each finds the member near itself,
    not the ``n²/2`` of writing every order out."""
    known = mixins.orders.get(key)
    if known is not None:
        yield from known
        return
    seen: set[Key] = set()
    stack = list(reversed(mixins.global_)) + [key]
    while stack:                          # depth first, each object where first reached
        current = stack.pop()
        if current not in seen:
            seen.add(current)
            yield current
            stack.extend(reversed(mixins.local.get(current, ())))


def sharing(mixins: Mixins, roots: list[Key], key: Key) -> list[Key]:
    """Rule ``vue.component-state``: the option objects whose functions run with the same
    ``this`` as those of the one at ``key``: for each of the ``roots`` (the options
    components) whose :func:`member_order` holds ``key``, every object of that order (a
    mixin's functions share it with each component mixing it in, and with that component's
    other mixins); ``[key]`` when no root holds it. The objects of
    :func:`sharing_objects` for :func:`sharing_group`."""
    return sharing_objects(mixins, sharing_group(mixins, roots, key), key)


def sharing_group(mixins: Mixins, roots: list[Key], key: Key) -> tuple[Key, ...]:
    """The roots whose member orders make up :func:`sharing` of ``key``, in the order of
    ``roots``: those of :func:`top_holders` holding ``key``; ``()`` when no root holds it.
    Objects with the same group share the same objects (each mixin of a chain mixed into
    one component: that component), so what is worked out over those objects can be worked
    out once per group."""
    return top_holders(mixins, roots).get(key, ())


def sharing_objects(mixins: Mixins, group: tuple[Key, ...], key: Key) -> list[Key]:
    """The objects of the member orders of the roots of ``group`` (:func:`sharing_group`),
    each once, in that order; ``[key]`` for an empty group."""
    out: dict[Key, None] = {}
    for root in group:
        out.update(dict.fromkeys(member_order(mixins, root)))
    return list(out) or [key]


def top_holders(mixins: Mixins, roots: list[Key]) -> dict[Key, tuple[Key, ...]]:
    """For each option object, the top ``roots`` whose :func:`member_order` holds it, in the
    order of ``roots``. A root is a top when no root before it holds it: a root an earlier
    one holds has its order within that one's (whatever it holds, the earlier one holds
    too), so the union of the orders of the roots holding an object is that of the tops
    holding it, in the same order. Which roots the earlier ones hold is one search over the
    mixins, each object entered once; worked out once for a list of roots
    (:attr:`Mixins.holders` keeps the last list's only), so a chain of ``n`` mixins costs
    the orders of its tops, not ``n`` orders."""
    wanted = tuple(roots)
    index = mixins.holders.get(wanted)
    if index is None:
        found: dict[Key, list[Key]] = {}
        for root in tops(mixins, roots):
            for key in member_order(mixins, root):
                found.setdefault(key, []).append(root)
        index = {key: tuple(held) for key, held in found.items()}
        mixins.holders.clear()
        mixins.holders[wanted] = index
    return index


def tops(mixins: Mixins, roots: list[Key]) -> list[Key]:
    """The ``roots`` that no root before them holds in its :func:`member_order` (every
    order holds the global mixins and what they mix in), in the order of ``roots``."""
    held: set[Key] = set()
    out: list[Key] = []
    for index, root in enumerate(roots):
        if root not in held:
            out.append(root)
        stack = [root] + (list(mixins.global_) if index == 0 else [])
        while stack:                      # held stays closed under mixing in
            current = stack.pop()
            if current not in held:
                held.add(current)
                stack.extend(mixins.local.get(current, ()))
    return out


def this_home(functions: dict[str, FunctionFact], fid: str) -> str:
    """The function whose ``this`` function ``fid`` sees: itself, or for an arrow function
    the nearest enclosing function that is no arrow."""
    fn = functions.get(fid)
    while fn is not None and fn.arrow and fn.parent is not None:
        fid = fn.parent
        fn = functions.get(fid)
    return fid


def state_writes(module: ModuleFacts, bound: frozenset[str], prop: str
                 ) -> list[tuple[str, Expr]]:
    """Rule ``vue.component-state``: ``(function id, value)`` of every ``this.<prop> = value``
    written in module ``module`` by a function whose ``this`` is one of the ``bound``
    functions' (arrow callbacks inside them too). Left out: a reset (:func:`reset_value`),
    as is the start ``data()`` gives, which is never read here — a template's ``v-model`` may
    be what fills the state —, and a write whose value reads ``this.<prop>`` itself (it
    extends a value the other writes give)."""
    out: list[tuple[str, Expr]] = []
    for fid, fn in module.functions.items():
        if this_home(module.functions, fid) not in bound:
            continue
        out.extend((fid, a.value) for a in fn.assignments
                   if a.target == ("this", prop) and a.key is None
                   and not reset_value(a.value) and not reads_member(a.value, prop))
    return out


def reset_value(expr: Expr) -> bool:
    """Whether ``expr`` only resets a state: an empty literal (``''``, ``false``, ``null``,
    ``0``), or an object or array literal, whose members the template's ``v-model`` or other
    writes change in place (``this.form = {name: null, scope: 'single'}`` proves no member
    sent later)."""
    if isinstance(expr, Lit):
        return not expr.value
    return isinstance(expr, (Arr, Obj))


def reads_member(expr: Expr, prop: str) -> bool:
    """Whether ``expr`` reads ``this.<prop>`` anywhere inside it."""
    todo: list = [expr]
    while todo:
        cur = todo.pop()
        if isinstance(cur, Member) and cur.prop == prop and isinstance(cur.obj, Ref) \
                and cur.obj.name == "this":
            return True
        if isinstance(cur, (list, tuple)):
            todo.extend(cur)
        elif hasattr(cur, "__dataclass_fields__"):
            todo.extend(getattr(cur, name) for name in cur.__dataclass_fields__
                        if name not in ("span", "key_expr"))
    return False
