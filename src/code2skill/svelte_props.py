"""Rule ``svelte.prop-binding``: the props of a Svelte 5 component are the parameters its
parents' elements fill.

A ``.svelte`` module declaring its props with the ``$props()`` rune (or, in Svelte 4, with
``export let url``, :func:`exported_props`)::

    let { method = 'PUT', url }: { method?: 'POST' | 'PUT'; url: string } = $props();
    await uploadFile(method, url, file);

is a :class:`~code2skill.vue_options.Component` (its span the ``$props()`` call) whose props
are the parameters of its pseudo function (:func:`svelte_components`): ``url`` is the
parameter ``url`` until a parent's element fixes it, ``method`` that parameter or its default.
Each element rendering the component (``<InputFile method="PUT" url={urlImg} />``, read by
``extractors/svelte_elements.py``) then names one request (rule ``vue.prop-binding``, which
reads the elements of both frameworks): a static attribute gives its text, a ``{name}``,
``{a.b}`` or template of such names (`` {`/clients/${client.id}/logo`} ``) the value it has at
the parent's top level. A prop no element fixes stays the component's input.
"""
from __future__ import annotations

from code2skill.facts import Alt, Call, Expr, Lit, Member, ModuleFacts, Ref
from code2skill.vue_options import Component

RULE = "svelte.prop-binding"
PROPS_RUNE = "$props"
WHOLE = (0, 0, 0, 0)          # the span of a component declared by its exports (the module)


def svelte_components(modules: dict[str, ModuleFacts]) -> list[Component]:
    """The components of the ``.svelte`` modules that declare props, one per module, in
    module order: with ``$props()`` (its span the call's), else with ``export let`` (its
    span :data:`WHOLE`, the module)."""
    found = []
    for path in sorted(modules):
        if not path.endswith(".svelte"):
            continue
        module = modules[path]
        props = rune_props(module)
        call = props_call(module) if props else None
        if call is not None and call.span is not None:
            found.append(Component(path, call.span, (), (), props))
            continue
        exported = exported_props(module)
        if exported:
            found.append(Component(path, WHOLE, (), (), exported))
    return found


def exported_props(module: ModuleFacts) -> tuple[tuple[str, Expr | None], ...]:
    """The Svelte 4 props (``export let url``, ``export let method = 'PUT'``) the module
    never writes again, with their literal defaults, in name order. A prop the component
    writes itself, or whose default is a placeholder for what the parent passes (rule
    ``svelte.prop-default``), keeps the rules it had."""
    from code2skill.placeholders import blank_prop_default
    functions = {fn.name for fn in module.functions.values() if fn.parent is None}
    out = []
    for export in module.exports:
        name = export.local
        if export.source is not None or export.value is not None or name is None \
                or export.exported != name or name in functions \
                or name in module.classes or name in module.markup_writes:
            continue
        exprs = module.bindings.get(name, [])
        if len(exprs) > 1 or exprs and blank_prop_default(exprs[0]):
            continue
        default = exprs[0] if exprs and isinstance(exprs[0], Lit) else None
        if exprs and default is None:
            continue                                  # a computed default: kept as it is
        out.append((name, default))
    return tuple(sorted(out, key=lambda p: p[0]))


def rune_props(module: ModuleFacts) -> tuple[tuple[str, Expr | None], ...]:
    """The props destructured from ``$props()`` with their literal defaults (``method =
    'PUT'``), in name order."""
    out = []
    for name in sorted(module.bindings):
        for expr in module.bindings[name]:
            default = None
            if isinstance(expr, Alt) and len(expr.options) == 2:
                expr, default = expr.options
            if is_props_member(expr, name):
                out.append((name, default if isinstance(default, Lit) else None))
                break
    return tuple(out)


def is_props_member(expr: Expr, name: str) -> bool:
    """Whether ``expr`` is ``$props().name`` (a destructured prop), alone or as the first
    option of its default (``name = 'PUT'``)."""
    if isinstance(expr, Alt) and expr.options:
        expr = expr.options[0]
    return isinstance(expr, Member) and expr.prop == name and is_props_call(expr.obj)


def is_props_call(expr: Expr) -> bool:
    """Whether ``expr`` is the ``$props()`` rune."""
    return isinstance(expr, Call) and isinstance(expr.callee, Ref) \
        and expr.callee.name == PROPS_RUNE


def props_call(module: ModuleFacts) -> Call | None:
    """The module's top-level ``$props()`` call."""
    return next((site.call for site in module.calls
                 if site.scope is None and is_props_call(site.call)), None)


def component_props(module: ModuleFacts) -> frozenset[str]:
    """The props a ``.svelte`` module declares: the names destructured from ``$props()``
    and those it exports with ``export let``."""
    names = {name for name, exprs in module.bindings.items()
             if any(is_props_member(e, name) for e in exprs)}
    functions = {fn.name for fn in module.functions.values() if fn.parent is None}
    names |= {e.local for e in module.exports if e.local and e.source is None
              and e.value is None and e.local not in functions and e.local not in module.classes}
    return frozenset(names)
