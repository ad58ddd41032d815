"""Vue global properties: a client installed on every component (rule
``axios.global-property``).

Forms found::

    app.config.globalProperties.$http = axios.create({ baseURL: '/api' })   // Vue 3
    Vue.prototype.$http = axios                                              // Vue 2
    export default { install(app) { app.config.globalProperties.$api = api } }   // a plugin

Each such write binds its name for the whole program: ``this.$http`` in an Options API
component, and in a Pinia store action after ``store.$http = app.config.globalProperties.$http``,
is the value written (the resolver reads it when the object's own member is unknown).

Rule ``nuxt.plugin-inject``: a Nuxt plugin, the function a module default-exports with the
signature ``(context, inject)``, that calls ``inject('repositories', repositories)`` binds
``$repositories`` the same way: Nuxt documents that the value is then ``this.$repositories`` in
every component and ``app.$repositories`` of the context (``useContext()``, a plugin's or
middleware's ``context``)::

    const plugin: Plugin = (_, inject) => { inject('repositories', repositories) }
    export default plugin

Rule ``vue.instance-proxy``: in a Composition API ``setup``, ``getCurrentInstance().proxy`` is
the component's ``this`` (``const { proxy } = getCurrentInstance(); proxy.download(url)``), so
its members are the global properties as well.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Fn, Lit, ModuleFacts, Ref
from code2skill.values import LibV, UnknownV, Value

# the member path in front of a global property's name
GLOBAL_OWNERS = (("config", "globalProperties"), ("Vue", "prototype"))


def global_property_name(target: tuple[str, ...]) -> str | None:
    """``$http`` for ``app.config.globalProperties.$http`` or ``Vue.prototype.$http``; else
    ``None``."""
    if len(target) >= 3 and target[-3:-1] in GLOBAL_OWNERS:
        return target[-1]
    return None


def global_property_writes(modules: dict[str, ModuleFacts]
                           ) -> dict[str, list[tuple[str, str | None, Expr]]]:
    """``{name: [(module path, function id or None, value expression), …]}`` for every write
    of a global property, at module level or in any function, in path order."""
    found: dict[str, list[tuple[str, str | None, Expr]]] = {}
    for path in sorted(modules):
        module = modules[path]
        scopes = [(None, module.assignments)] + [
            (fid, fn.assignments) for fid, fn in module.functions.items()]
        for fid, assignments in scopes:
            for assignment in assignments:
                name = global_property_name(assignment.target) \
                    if assignment.key is None else None
                if name is not None:
                    found.setdefault(name, []).append((path, fid, assignment.value))
    return found


def default_function(module: ModuleFacts) -> str | None:
    """The id of the function ``module`` default-exports (``export default (ctx, inject) =>
    …``, ``export default function …``, or ``export default plugin`` of a ``const plugin =
    …`` holding one), else ``None``."""
    for export in module.exports:
        if export.exported != "default" or export.source is not None:
            continue
        value = export.value
        if value is None and export.local is not None:
            held = module.bindings.get(export.local, [])
            value = held[0] if len(held) == 1 else None
            if value is None:
                return next((fid for fid, fn in module.functions.items()
                             if fn.parent is None and fn.name == export.local), None)
        return value.fid if isinstance(value, Fn) else None
    return None


def nuxt_injections(modules: dict[str, ModuleFacts]
                    ) -> dict[str, list[tuple[str, str | None, Expr]]]:
    """Rule ``nuxt.plugin-inject``: ``{'$name': [(module path, plugin function id, value
    expression), …]}`` for each ``inject('name', value)`` call a Nuxt plugin makes directly
    in its body through its second parameter, in path order."""
    found: dict[str, list[tuple[str, str | None, Expr]]] = {}
    for path in sorted(modules):
        module = modules[path]
        fid = default_function(module)
        fn = module.functions.get(fid) if fid else None
        if fn is None or len(fn.params) < 2 or not fn.params[1].name:
            continue
        for site in module.calls:
            call = site.call
            if site.scope == fid and isinstance(call, Call) and isinstance(call.callee, Ref) \
                    and call.callee.name == fn.params[1].name and len(call.args) >= 2 \
                    and isinstance(call.args[0], Lit) and isinstance(call.args[0].value, str):
                found.setdefault("$" + call.args[0].value, []).append(
                    (path, fid, call.args[1]))
    return found


VUE_MODULES = frozenset({"vue", "@vue/runtime-core", "@vue/composition-api", "vue-demi"})
CURRENT_INSTANCE = UnknownV("vue-instance")      # what getCurrentInstance() returns
COMPONENT_THIS = UnknownV("this")


def current_instance(callee: Value) -> bool:
    """Whether ``callee`` is Vue's ``getCurrentInstance`` (rule ``vue.instance-proxy``)."""
    return isinstance(callee, LibV) and callee.lib in VUE_MODULES \
        and callee.path == ("getCurrentInstance",)


def instance_member(obj: Value, prop: str) -> Value | None:
    """``proxy`` of the current instance is the component's ``this``; ``None`` for any other
    member or object."""
    return COMPONENT_THIS if obj == CURRENT_INSTANCE and prop == "proxy" else None
