"""Rule ``coverage.asset-config-url``: a URL in a configuration object that the client puts
into an element's ``href`` or ``src`` is a file the browser loads, not an endpoint a generic
component requests (rule ``coverage.component-config-url`` raises no item for it).

A theme list names each theme's stylesheet, and the page swaps the ``<link>``'s ``href``::

    export const themes = {
      default: {name: 'RaspAP (default)', url: '/app/css/themes/default.php'},
      hackernews: {name: 'HackerNews', url: '/app/css/themes/hackernews.css'},
    };
    let curTheme = themes[theme];
    $('link[title="main"]').attr('href', curTheme.url);

A value written into ``href``/``src`` (``$(el).attr('href', v)``, ``.prop('src', v)``,
``el.setAttribute('href', v)``, ``link.href = v``, ``img.src = v``) that reads member ``key``
of a configuration object (``curTheme.url``, ``themes.default.url``, a local holding
``themes[theme]`` or ``themes.x``) marks every literal under ``key`` in the objects of that
binding (the module's own, or the one an import names) as such a file. Only this one
binding's key is freed: another object's ``url`` still counts.
"""
from __future__ import annotations

from typing import Callable, Iterable, Iterator

from code2skill.config_urls import literal_text, objects
from code2skill.facts import Call, Expr, Index, Lit, Member, ModuleFacts, Ref, Span
from code2skill.passes.page_modals import held_values

RULE = "coverage.asset-config-url"
SINK_ATTRIBUTES = frozenset({"href", "src"})
SETTERS = frozenset({"attr", "prop", "setAttribute"})

Where = tuple[str, Span]


def asset_places(modules: dict[str, ModuleFacts],
                 resolve: Callable[[str, str], str | None]) -> set[Where]:
    """The places of the literals under a key of a configuration binding whose member the
    client writes into an ``href`` or ``src`` (module docstring)."""
    found: set[Where] = set()
    for path in sorted(modules):
        module = modules[path]
        for value, scope in sink_values(module):
            read = read_member(value, module, scope)
            if read is None:
                continue
            holder = binding_of(read[0], path, module, resolve, modules)
            if holder is not None:
                found |= key_literals(modules[holder[0]], holder[0], holder[1], read[1])
    return found


def sink_values(module: ModuleFacts) -> Iterator[tuple[Expr, str | None]]:
    """``(value, scope)`` of each value the module writes into an ``href``/``src``: the
    second argument of ``.attr``/``.prop``/``.setAttribute`` named so, and an assignment to a
    member ``href``/``src``."""
    for site in module.calls:
        call = site.call
        if isinstance(call.callee, Member) and call.callee.prop in SETTERS \
                and len(call.args) == 2 and isinstance(call.args[0], Lit) \
                and call.args[0].value in SINK_ATTRIBUTES:
            yield call.args[1], site.scope
    writes = [(a, None) for a in module.assignments] + [
        (a, fid) for fid, fn in module.functions.items() for a in fn.assignments]
    for assignment, scope in writes:
        if len(assignment.target) > 1 and assignment.target[-1] in SINK_ATTRIBUTES \
                and assignment.key is None:
            yield assignment.value, scope


def read_member(value: Expr, module: ModuleFacts, scope: str | None
                ) -> tuple[str, str] | None:
    """``(root name, key)`` of a value reading member ``key`` of a configuration binding:
    ``root.a.key``, ``root[x].key``, or ``held.key`` with ``held``'s one value (in ``scope``)
    ``root[x]``/``root.a``; else ``None``."""
    if not isinstance(value, Member):
        return None
    root = root_name(value.obj)
    if root is None and isinstance(value.obj, Ref):
        held = held_values(value.obj.name, module, scope)
        root = root_name(held[0]) if len(held) == 1 else None
    return (root, value.prop) if root is not None else None


def root_name(expr: Expr) -> str | None:
    """The name a chain of member reads and indexes starts from (``themes[t].x`` →
    ``themes``), when there is at least one; else ``None``."""
    if not isinstance(expr, (Member, Index)):
        return None
    while isinstance(expr, (Member, Index)):
        expr = expr.obj
    return expr.name if isinstance(expr, Ref) else None


def binding_of(name: str, path: str, module: ModuleFacts,
               resolve: Callable[[str, str], str | None],
               modules: dict[str, ModuleFacts]) -> tuple[str, str] | None:
    """``(module path, binding name)`` of the binding ``name`` names in ``module``: its own,
    or the named export an import of it reads; ``None`` otherwise."""
    if name in module.bindings:
        return path, name
    for fact in module.imports:
        if fact.local == name and fact.imported not in ("", "*", "default"):
            target = resolve(path, fact.source)
            if target in modules and fact.imported in modules[target].bindings:
                return target, fact.imported
    return None


def key_literals(module: ModuleFacts, path: str, name: str, key: str) -> set[Where]:
    """The places of the string literals under ``key`` in the object literals of binding
    ``name`` of ``module``."""
    return {(path, literal[1]) for obj in objects(module.bindings.get(name, []))
            for prop in obj.props if prop.key == key
            for literal in (literal_text(prop.value),) if literal and literal[1]}


def free(urls: Iterable, places: set[Where]) -> list:
    """The configuration URLs (``ConfigUrl``) that are no asset's place."""
    return [u for u in urls if u.where not in places]
