"""Rule ``vue.options-this``: ``this`` inside a Vue Options API component.

A component written as an options object — the default export of a module
(``export default {…}``), or the object given to ``defineComponent({…})`` /
``Vue.extend({…})`` there — runs its methods, computed getters, watchers and hooks with
``this`` bound to the component instance, whose members are the object's ``methods`` (the
functions), its ``computed`` properties (what their getters return) and its ``props`` (the
values a parent binds)::

    export default {
      props: { id: Number },
      computed: { apiVehicle() { return `vehicles/${this.vehicle}/` } },
      methods: {
        apiPath(func) { return "loadpoints/" + this.id + "/" + func },
        setMode(mode) { api.post(this.apiPath("mode") + "/" + mode) },  // …/{id}/mode/{mode}
      },
    }

An object counts as such a component when it has a ``methods``, ``computed``, ``props``,
``mixins`` or ``extends`` key at its top level (a mixin module's ``export default { methods }``
too: its methods run on the component that mixes it in, whose own members are not read here;
the members a component takes from its mixins: rule ``vue.mixin-member``,
:mod:`code2skill.vue_mixins`). A member the object does
not declare (``data`` state, ``$refs``, an injected ``$axios``) is not read here: the resolver
treats it as before.

Rule ``vue.prop-binding``: the props are the parameters of a pseudo function
(:attr:`Component.fid`) that each template element rendering the component fills
(:func:`renders`, :func:`bound_literals`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .loaded_components import DYNAMIC, IS, dynamic_targets, rendered_modules
from .facts import (Arr, Call, ComponentUse, Expr, Fn, Lit, Member, ModuleFacts, Obj, Ref, Span,
                    within)

PROPS_MARK = "#props@"
GLOBAL = "window"               # an options literal assigned to window.X (vue.global-options)
COMPONENT_KEYS = frozenset({"methods", "computed", "props", "mixins", "extends"})
# calls whose object argument is a component's options (`defineComponent({…})`, `X.extend({…})`)
WRAPPERS = frozenset({"defineComponent", "extend"})


@dataclass(frozen=True)
class Component:
    """One options component: module ``path``, ``span`` of its options literal, its
    ``methods`` and ``computed`` getters (name → function id), its ``props`` (name →
    declared ``default`` expression, ``None`` when it declares none), the functions
    ``bound`` to its instance (:func:`bound_functions`), its ``setup`` function's id
    (``None`` without one; rule ``vue.setup-member``) and its ``data`` function's id
    (``None`` without one; rule ``vue.data-constant``)."""

    path: str
    span: Span
    methods: tuple[tuple[str, str], ...]
    computed: tuple[tuple[str, str], ...]
    props: tuple[tuple[str, Expr | None], ...]
    bound: tuple[str, ...] = ()
    setup: str | None = None
    data: str | None = None

    @property
    def fid(self) -> str:
        """The pseudo function id whose parameters are the component's props (a prop read
        as ``this.endpoint`` is that function's parameter ``endpoint`` until a parent's
        binding gives its value)."""
        return f"{self.path}{PROPS_MARK}{self.span[0]}:{self.span[1]}"


def is_props_fid(fid: str) -> bool:
    """Whether ``fid`` is a component's props pseudo function (:attr:`Component.fid`)."""
    return PROPS_MARK in fid


def options_components(modules: dict[str, ModuleFacts]) -> list[Component]:
    """The options components of every module (at most one per module: its default
    export), in module order."""
    found = []
    for path in sorted(modules):
        literal = default_options(modules[path])
        if literal is not None and literal.span is not None:
            found.append(component_of(path, literal))
        found.extend(component_of(path, literal) for literal in global_options(modules[path]))
    return found


def global_options(module: ModuleFacts) -> list[Obj]:
    """Rule ``vue.global-options``: the options literals the module's top level assigns to a
    page global (``window.PageNode = { template: '#page-node', methods: {…} }``, which a
    route or ``app.component`` then names), when they have one of :data:`COMPONENT_KEYS`."""
    return [a.value for a in module.assignments
            if len(a.target) == 2 and a.target[0] == GLOBAL and a.key is None
            and not a.guarded and isinstance(a.value, Obj) and a.value.span is not None
            and any(p.key in COMPONENT_KEYS for p in a.value.props)]


def default_options(module: ModuleFacts) -> Obj | None:
    """The options literal the module exports by default (directly or through one of
    :data:`WRAPPERS`), when it has one of :data:`COMPONENT_KEYS`; else ``None``."""
    for export in module.exports:
        if export.exported != "default":
            continue
        value = export.value
        if value is None and export.local is not None:
            exprs = module.bindings.get(export.local, [])
            value = exprs[0] if len(exprs) == 1 else None
        if isinstance(value, Call) and wrapper_call(value):
            value = next((a for a in value.args if isinstance(a, Obj)), None)
        if isinstance(value, Obj) and any(p.key in COMPONENT_KEYS for p in value.props):
            return value
    return None


def wrapper_call(call: Call) -> bool:
    """``defineComponent(…)``, ``Vue.extend(…)``."""
    callee = call.callee
    return (isinstance(callee, Ref) and callee.name in WRAPPERS) or (
        isinstance(callee, Member) and callee.prop in WRAPPERS)


def component_of(path: str, literal: Obj) -> Component:
    """The :class:`Component` of options ``literal`` in module ``path``."""
    section = {p.key: p.value for p in literal.props if p.key is not None}
    methods = tuple((p.key, p.value.fid) for p in members(section.get("methods"))
                    if isinstance(p.value, Fn))
    computed = tuple((p.key, getter) for p in members(section.get("computed"))
                     if (getter := getter_of(p.value)) is not None)
    setup, data = section.get("setup"), section.get("data")
    return Component(path, literal.span, methods, computed, declared_props(section.get("props")),
                     bound_functions(literal), setup.fid if isinstance(setup, Fn) else None,
                     data.fid if isinstance(data, Fn) else None)


def members(section: Expr | None) -> list:
    """The keyed entries of an options section (``methods: {…}``), ``[]`` when it is not an
    object literal."""
    return [p for p in section.props if p.key is not None] if isinstance(section, Obj) else []


def getter_of(value: Expr) -> str | None:
    """The getter function id of a computed entry: ``x() {…}``, ``x: () => …`` or
    ``x: { get() {…}, set(v) {…} }``."""
    if isinstance(value, Fn):
        return value.fid
    if isinstance(value, Obj):
        return next((p.value.fid for p in value.props
                     if p.key == "get" and isinstance(p.value, Fn)), None)
    return None


def declared_props(section: Expr | None) -> tuple[tuple[str, Expr | None], ...]:
    """The props an options ``props`` section declares with their defaults:
    ``['a', 'b']`` (no defaults), ``{a: String, b: {type: String, default: 'post'}}``. A
    ``Boolean`` prop (``a: Boolean``, ``{type: Boolean}``) without a default has ``false``:
    Vue casts a Boolean prop the parent leaves out to ``false``."""
    if isinstance(section, Arr):
        return tuple((item.value, None) for item in section.items
                     if isinstance(item, Lit) and isinstance(item.value, str))
    out = []
    for prop in members(section):
        default, kind = None, prop.value
        if isinstance(prop.value, Obj):
            default = next((p.value for p in prop.value.props if p.key == "default"), None)
            kind = next((p.value for p in prop.value.props if p.key == "type"), None)
        if default is None and is_boolean(kind):
            default = Lit(False, prop.span)
        out.append((prop.key, default))
    return tuple(out)


def is_boolean(kind: Expr | None) -> bool:
    """A prop type that is ``Boolean`` alone."""
    return isinstance(kind, Ref) and kind.name == "Boolean"


def bound_functions(literal: Obj) -> tuple[str, ...]:
    """The functions whose ``this`` is the component: every function written as a value in
    its options literal or in the objects nested there (methods, computed getters and
    setters, watchers and their ``handler``, hooks, ``data``), outside its ``props`` section
    (a prop's ``default``/``validator`` runs before the instance exists). A function declared
    inside one of them has its own ``this``; an arrow function there keeps its enclosing one
    (the resolver looks ``this`` up at the nearest enclosing non-arrow function)."""
    out: list[str] = []
    todo = [p for p in literal.props if p.key != "props"]
    while todo:
        prop = todo.pop(0)
        if isinstance(prop.value, Fn):
            out.append(prop.value.fid)
        elif isinstance(prop.value, Obj):
            todo.extend(prop.value.props)
    return tuple(out)


def renders(component: Component, modules: dict[str, ModuleFacts],
            resolve: Callable[[str, str], str | None], cache: dict | None = None
            ) -> list[tuple[str, ComponentUse]]:
    """Rule ``vue.prop-binding``: ``(parent module, element)`` of every template element that
    renders ``component``: a tag naming (as written, or its PascalCase form for a
    ``kebab-case`` or one-word tag) a default import of the component's module
    (``resolve(importer, specifier)`` gives a module path), or an async component loading it,
    or ``<component :is="name">`` whose name may hold it (rule ``vue.loaded-component``:
    :mod:`code2skill.loaded_components`); ``cache`` keeps each module's names across
    components."""
    cache = {} if cache is None else cache
    found = []
    for path in sorted(modules):
        module = modules[path]
        if not module.component_uses:
            continue
        if path not in cache:
            cache[path] = rendered_modules(path, module, modules, resolve)
        names = cache[path]
        for use in module.component_uses:
            if use.tag == DYNAMIC:
                bound = dict(use.attributes).get(IS)
                key = (path, bound)
                if key not in cache:
                    cache[key] = dynamic_targets(path, module, modules, resolve, names,
                                                 bound.name) \
                        if isinstance(bound, Ref) else frozenset()
                targets = cache[key]
            else:
                targets = names.get(use.tag) or names.get(pascal(use.tag)) or frozenset()
            if component.path in targets:
                found.append((path, use))
    return found


def pascal(tag: str) -> str:
    """``yaml-modal`` → ``YamlModal``."""
    return "".join(part[:1].upper() + part[1:] for part in tag.split("-"))


def camel(name: str) -> str:
    """``save-method`` → ``saveMethod`` (Vue matches a kebab-case attribute to a camelCase
    prop)."""
    head, *rest = name.split("-")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def markup_call(sites: list, span: Span):
    """The one outermost call site among ``sites`` (a module's markup calls, rule
    ``source.markup-expression``) inside ``span``, the value of a computed attribute
    (``:href="route('logout')"``); ``None`` when there is none or several."""
    inside = [s for s in sites if within(s.call.span, span)]
    outer = [s for s in inside
             if not any(o is not s and within(s.call.span, o.call.span) for o in inside)]
    return outer[0] if len(outer) == 1 else None


def bound_literals(component: Component, use: ComponentUse
                   ) -> dict[str, tuple[Lit | Ref | Member, bool]]:
    """What ``use`` gives each of the component's props, where it is a fixed value, as
    ``(literal, written in the parent's template)``: a static attribute's literal (``True``;
    for a ``Boolean`` prop — one whose default is ``false`` — the attribute's presence is
    ``true``, as Vue casts ``<X is-loadpoint>``), else (the attribute left out, no ``v-bind``
    spread) the prop's declared ``default`` when that is a literal (``False``: written in the
    component). A bound attribute, a spread, or a prop left out without a literal default
    gives nothing (the prop stays the component's input); a bound plain name or dotted path
    (``:create-url="apiKeysUrl"``) is given as that expression, for the resolver to read in
    the parent's script setup (rule ``vue.setup-props``)."""
    given = {camel(name): value for name, value in use.attributes}
    spread = any(name == "v-bind" for name, _ in use.attributes)
    out: dict[str, tuple[Lit | Ref | Member, bool]] = {}
    for prop, default in component.props:
        if prop in given:
            value = given[prop]
            if isinstance(value, Lit) and isinstance(default, Lit) and default.value is False:
                value = Lit(True, value.span)
            if value is not None:
                out[prop] = (value, True)
        elif not spread and isinstance(default, Lit):
            out[prop] = (default, False)
    return out
