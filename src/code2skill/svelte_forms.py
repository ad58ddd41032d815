"""Rule ``svelte.form-action``: a form component hands its submit handler the submitted
``<form>`` element, whose ``action`` is the URL the parent's element gives the component.

A Svelte form component binds its ``<form>``'s ``action`` to a prop and calls a callback prop
with the submitted element::

    <!-- Form.svelte -->
    let { action, onSubmit } = $props();
    function submit(ev) { const form = ev.currentTarget; onSubmit(form, params) }
    <form {action} onsubmit={submit}>

and each parent passes the URL and a handler that reads it back::

    <!-- RoleAddNew.svelte -->
    async function onSubmit(form: HTMLFormElement) { await fetchPost(form.action, payload) }
    <Form action="/auth/v1/roles" {onSubmit}>

so the handler's ``form.action`` is that element's ``action`` attribute: one request per
element (:func:`form_handlers`), the element a hop of its evidence. An ``action`` the parent's
top level does not show is one review item at the element.

The component shows it hands over the submitted form when a call of the callback prop passes,
at some position, ``ev.currentTarget``/``ev.target`` or a local of the calling function
holding it (:func:`submitted_form_index`); the component's markup must hold exactly one
``<form>`` and its ``action`` must be bound to one of the component's props (a Svelte 5
``let { action } = $props()`` or a Svelte 4 ``export let action``,
:func:`form_action_prop`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from code2skill.facts import ComponentUse, Expr, FunctionFact, Member, ModuleFacts, Ref
from code2skill.svelte_props import component_props

RULE = "svelte.form-action"
SUBMITTED = frozenset({"currentTarget", "target"})


@dataclass(frozen=True)
class FormHandler:
    """One parent element rendering a form component: module ``path``, the ``element``,
    the handler function ``fid`` it passes, that function's parameter ``param`` holding the
    submitted form, and the element's ``action`` expression (``None`` when it gives none)."""

    path: str
    element: ComponentUse
    fid: str
    param: str
    action: Expr | None


def form_action_prop(module: ModuleFacts) -> str | None:
    """The prop the module's one ``<form>`` binds its ``action`` to (``<form {action}>``,
    ``<form action={url}>``), ``None`` when the markup holds no form or several, or the
    action is no prop."""
    if len(module.form_elements) != 1:
        return None
    action = dict(module.form_elements[0].attributes).get("action")
    if isinstance(action, Ref) and action.name in component_props(module):
        return action.name
    return None


def submitted_form_index(module: ModuleFacts, prop: str) -> int | None:
    """The argument position at which the module calls its callback prop ``prop`` with the
    submitted form (``onSubmit(form, params)`` where ``form = ev.currentTarget``), else
    ``None``."""
    for site in module.calls:
        callee = site.call.callee
        if not isinstance(callee, Ref) or callee.name != prop:
            continue
        fn = module.functions.get(site.scope) if site.scope else None
        for index, arg in enumerate(site.call.args):
            if is_submitted(arg) or isinstance(arg, Ref) and fn is not None and any(
                    is_submitted(w.value) for w in fn.writes.get(arg.name, [])):
                return index
    return None


def is_submitted(expr: Expr) -> bool:
    """``ev.currentTarget`` or ``ev.target``."""
    return isinstance(expr, Member) and expr.prop in SUBMITTED and isinstance(expr.obj, Ref)


def top_function(module: ModuleFacts, name: str) -> FunctionFact | None:
    """The function the module's script declares at its top level under ``name``."""
    return next((fn for fn in module.functions.values()
                 if fn.parent is None and fn.name == name), None)


def form_handlers(modules: dict[str, ModuleFacts],
                  resolve: Callable[[str, str], str | None]) -> list[FormHandler]:
    """Every element of a ``.svelte`` module's markup that renders a form component (a
    default import of a module with :func:`form_action_prop`) and passes it, under a
    callback prop the component calls with the submitted form, a function of its own
    top level with a parameter at that position; in module and document order."""
    out: list[FormHandler] = []
    for path in sorted(modules):
        module = modules[path]
        if not path.endswith(".svelte") or not module.component_uses:
            continue
        imported = {imp.local: resolve(path, imp.source) for imp in module.imports
                    if imp.imported == "default"}
        for use in module.component_uses:
            component = modules.get(imported.get(use.tag) or "")
            action_prop = form_action_prop(component) if component is not None else None
            if action_prop is None:
                continue
            attributes = dict(use.attributes)
            for prop, value in use.attributes:
                if not isinstance(value, Ref):
                    continue
                index = submitted_form_index(component, prop)
                fn = top_function(module, value.name) if index is not None else None
                if fn is None or index is None or index >= len(fn.params) \
                        or not fn.params[index].name:
                    continue
                out.append(FormHandler(path, use, fn.fid, fn.params[index].name,
                                       attributes.get(action_prop)))
    return out
