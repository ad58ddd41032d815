"""Rule ``svelte.prop-binding``: the props of a Svelte 5 component are the parameters its
parents' elements fill.

A ``.svelte`` module declaring its props with the ``$props()`` rune::

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


def svelte_components(modules: dict[str, ModuleFacts]) -> list[Component]:
    """The components of the ``.svelte`` modules that declare props with ``$props()``, one
    per module, in module order."""
    found = []
    for path in sorted(modules):
        if not path.endswith(".svelte"):
            continue
        props = rune_props(modules[path])
        call = props_call(modules[path]) if props else None
        if call is not None and call.span is not None:
            found.append(Component(path, call.span, (), (), props))
    return found


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
    names |= {e.local for e in module.exports if e.local in module.bindings}
    return frozenset(names)
