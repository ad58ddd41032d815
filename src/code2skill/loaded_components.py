"""Rule ``vue.loaded-component``: the modules a Vue template's element may render when the
component is loaded on demand.

Beside a default import (``import Files from './Files.vue'``, rule ``vue.prop-binding``), a
template renders a component a name of its module loads:

* ``const Files = defineAsyncComponent(() => import('../server/Files.vue'))`` (or ``{loader:
  () => import(…)}``): ``<files :server="server" />`` renders ``Files.vue``;
* ``<component :is="serverComponent" …>`` renders what the name bound to ``is`` holds: a
  default-imported or async component, or a Vue ref every write of whose ``value`` (and its
  initial value) is one, or a module's default export loaded by ``(await import(…)).default``
  — a literal specifier that module, a template (`` `../serverTypes/${server.type}.vue` ``)
  every module of the program its fixed text before and after the one hole fits, the hole
  standing for one file name (a bundler's dynamic import reaches any file of that folder);
  an initial ``null`` renders nothing.

A name holding anything else (a value the tool cannot read, a component of a library) renders
none of the program's modules. The element's attributes bind the props of every module it
may render (rules ``vue.prop-binding``, ``vue.object-prop``).
"""
from __future__ import annotations

from typing import Callable

from code2skill.facts import Call, Expr, Fn, Hole, Lit, Member, ModuleFacts, Obj, Ref, Tmpl, Unknown

RULE = "vue.loaded-component"
ASYNC = "defineAsyncComponent"
LOADER = "loader"
DYNAMIC = "component"            # Vue's <component :is="…">
IS = "is"
REFS = frozenset({"ref", "shallowRef"})

Resolve = Callable[[str, str], "str | None"]


def rendered_modules(path: str, module: ModuleFacts, modules: dict[str, ModuleFacts],
                     resolve: Resolve) -> dict[str, frozenset[str]]:
    """Local name of module ``path`` → the modules a template element naming it renders: its
    default imports, its async components (module docstring)."""
    out: dict[str, set[str]] = {}
    for imp in module.imports:
        target = resolve(path, imp.source) if imp.imported == "default" else None
        if target is not None:
            out.setdefault(imp.local, set()).add(target)
    for name, exprs in module.bindings.items():
        for expr in exprs:
            target = async_target(module, expr)
            found = resolve(path, target) if target is not None else None
            if found is not None:
                out.setdefault(name, set()).add(found)
    return {name: frozenset(found) for name, found in out.items()}


def async_target(module: ModuleFacts, expr: Expr) -> str | None:
    """The specifier ``defineAsyncComponent(() => import('x'))`` (or ``({loader: …})``)
    loads; ``None`` for any other expression."""
    if not (isinstance(expr, Call) and isinstance(expr.callee, Ref)
            and expr.callee.name == ASYNC and expr.args):
        return None
    loader = expr.args[0]
    if isinstance(loader, Obj):
        loader = next((p.value for p in loader.props if p.key == LOADER), None)
    fn = module.functions.get(loader.fid) if isinstance(loader, Fn) else None
    returned = fn.returns if fn is not None else []
    return literal_import(returned[0]) if len(returned) == 1 else None


def is_import(expr: Expr) -> bool:
    """Whether ``expr`` is a dynamic ``import(…)`` call."""
    return isinstance(expr, Call) and isinstance(expr.callee, Unknown) \
        and expr.callee.kind == "import" and len(expr.args) == 1


def literal_import(expr: Expr) -> str | None:
    """The specifier of ``import('x')`` written as a literal; else ``None``."""
    if is_import(expr) and isinstance(expr.args[0], Lit) and isinstance(expr.args[0].value, str):
        return expr.args[0].value
    return None


def dynamic_targets(path: str, module: ModuleFacts, modules: dict[str, ModuleFacts],
                    resolve: Resolve, names: dict[str, frozenset[str]],
                    name: str) -> frozenset[str]:
    """The modules ``<component :is="name">`` of module ``path`` may render: what ``name``
    names (``names``, :func:`rendered_modules`), or, for a top-level name, what each of its
    values and of the writes of its ``value`` loads (module docstring); empty when one of
    them is something else."""
    if name in names:
        return names[name]
    values = list(module.bindings.get(name, ()))
    values += [w.value for fn in module.functions.values()
               for w in (*fn.outer_writes, *fn.assignments)
               if w.target == (name, "value") and w.key is None]
    found: set[str] = set()
    for value in values:
        if isinstance(value, Call) and isinstance(value.callee, Ref) \
                and value.callee.name in REFS and value.args:
            value = value.args[0]                 # shallowRef(Loader): its initial component
        loaded = loaded_default(path, value, modules, resolve)
        if isinstance(value, Lit) and value.value is None:
            continue                              # shallowRef(null): nothing rendered yet
        if loaded is not None:
            found |= loaded
        elif isinstance(value, Ref) and value.name in names:
            found |= names[value.name]
        else:
            return frozenset()
    return frozenset(found)


def loaded_default(path: str, expr: Expr, modules: dict[str, ModuleFacts],
                   resolve: Resolve) -> frozenset[str] | None:
    """The modules ``import(spec).default`` of module ``path`` may load (a template
    specifier: every module it fits); ``None`` for any other expression."""
    if not (isinstance(expr, Member) and expr.prop == "default" and is_import(expr.obj)):
        return None
    spec = expr.obj.args[0]
    if isinstance(spec, Lit) and isinstance(spec.value, str):
        found = resolve(path, spec.value)
        return frozenset({found}) if found is not None else frozenset()
    if not isinstance(spec, Tmpl):
        return None
    holes = [p for p in spec.parts if isinstance(p, Hole)]
    if len(holes) != 1:
        return None
    at = spec.parts.index(holes[0])
    head = "".join(str(p.value) for p in spec.parts[:at])
    tail = "".join(str(p.value) for p in spec.parts[at + 1:])
    return frozenset(candidate for candidate in modules
                     if fits(path, candidate, head, tail, resolve))


def fits(path: str, candidate: str, head: str, tail: str, resolve: Resolve) -> bool:
    """Whether ``candidate`` is the module ``head + stem + tail`` names from ``path`` for
    its own file name's stem (the hole one file name, no folder)."""
    base = candidate.rsplit("/", 1)[-1]
    if not base.endswith(tail) or len(base) == len(tail):
        return False
    stem = base[:len(base) - len(tail)] if tail else base
    return resolve(path, head + stem + tail) == candidate


__all__ = ["DYNAMIC", "IS", "RULE", "dynamic_targets", "rendered_modules"]
