"""Rule ``side-effect.replace-collection``: a write whose body field carries a list the client
holds, from which a caller removes elements before sending it, replaces the stored list.

::

    function deleteTemplate() {
      $templates.splice(selectedTemplate, 1);               // the element goes first
      axios.post(API_URL + '/logs/saveTemplates', {templates: $templates});
    }

The client deletes a template by sending the list without it, so the server keeps what is
sent and drops what is not: an Agent sending one template through this Tool erases the others.
A body field is such a list when its value is written as a name or member path the client holds
(``$templates``, ``this.items``, ``state.rows``) and, before the request, a function of the
request's chain in the same module removes elements from that very name: a call of
:data:`REMOVING` on it (``x.splice(i, 1)``, ``x.pop()``, ``x.shift()``) or an assignment of one
of :data:`FILTERING` to it (``x = x.filter(t => t.id !== id)``). Before means: in the function
holding the field, ending before the field; in a function that calls towards the request
(a caller on the chain), ending before that call
(:func:`~.confirmed_writes.leading_calls`). The write is taken as destructive (risk
``destructive``), with a trusted confirmation required, the field typed as an array whose
description says it replaces the stored list, and a ``medium`` review item (the Tool awaits
review: what the server does with a partial list is the backend's).
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import (
    Alt, Arr, Call, Expr, Hole, Member, Obj, Prop, Ref, Span, Spread, Tmpl, Typed,
)
from code2skill.values import ObjV, Where

from .confirmed_writes import Chain, leading_calls

RULE = "side-effect.replace-collection"
REMOVING = frozenset({"splice", "pop", "shift"})
FILTERING = frozenset({"filter", "toSpliced"})
MAX_DEPTH = 64


@dataclass(frozen=True)
class Replaced:
    """A body field sending a held list a caller shrinks first: the field's ``key``, the
    ``held`` name path it is written as (``('this', 'items')``), and ``where`` and ``how``
    the removal is made (``'$templates.splice'``)."""

    key: str
    held: tuple[str, ...]
    where: Where
    how: str


def held_path(expr: Expr | None) -> tuple[str, ...] | None:
    """The name path of an expression written as a name or a member chain of one
    (``$templates`` → ``('$templates',)``, ``this.items`` → ``('this', 'items')``, a type
    cast seen through), else ``None``."""
    parts: list[str] = []
    while isinstance(expr, (Member, Typed)):
        if isinstance(expr, Typed):
            expr = expr.expr
            continue
        parts.append(expr.prop)
        expr = expr.obj
    return (expr.name, *reversed(parts)) if isinstance(expr, Ref) else None


def children(expr) -> list:
    """The expressions directly inside ``expr`` that may hold an object literal."""
    if isinstance(expr, Obj):
        return list(expr.props)
    if isinstance(expr, Prop):
        return [expr.value]
    if isinstance(expr, Call):
        return [expr.callee, *expr.args]
    if isinstance(expr, Arr):
        return list(expr.items)
    if isinstance(expr, Alt):
        return list(expr.options)
    if isinstance(expr, (Typed, Spread)):
        return [expr.expr]
    if isinstance(expr, Tmpl):
        return [p.expr for p in expr.parts if isinstance(p, Hole)]
    return []


def prop_at(module, span: Span) -> Prop | None:
    """The object literal member of ``module`` written at ``span``: searched in the
    arguments of its calls and the values its functions and module give names."""
    roots: list = [site.call for site in module.calls]
    roots += [v for values in module.bindings.values() for v in values]
    for fn in module.functions.values():
        roots += [v for values in fn.locals.values() for v in values]
    stack = [(root, 0) for root in roots]
    while stack:
        expr, depth = stack.pop()
        if isinstance(expr, Prop) and expr.span == span:
            return expr
        span_of = getattr(expr, "span", None)
        if depth < MAX_DEPTH and (span_of is None or span_of[:2] <= span[:2] <= span_of[2:]):
            stack.extend((child, depth + 1) for child in children(expr))
    return None


def removal(module, fid: str, held: tuple[str, ...], before: tuple[int, int]
            ) -> tuple[Span, str] | None:
    """``(span, how)`` of the first removal of elements of ``held`` that function ``fid`` of
    ``module`` makes ending at or before position ``before``: a :data:`REMOVING` call on it,
    or an assignment to it of a :data:`FILTERING` call on it."""
    for site in module.calls:
        callee = site.call.callee
        if site.scope == fid and isinstance(callee, Member) and callee.prop in REMOVING \
                and held_path(callee.obj) == held and site.call.span is not None \
                and tuple(site.call.span[2:]) <= before:
            return site.call.span, ".".join((*held, callee.prop))
    fn = module.functions.get(fid)
    writes = [(a.target, a.value, a.span) for a in
              (fn.assignments + fn.outer_writes if fn else [])]
    writes += [((name,), w.value, w.span) for name, found in (fn.writes if fn else {}).items()
               for w in found if w.scope == fid]
    for target, value, span in writes:
        if tuple(target) == held and isinstance(value, Call) \
                and isinstance(value.callee, Member) and value.callee.prop in FILTERING \
                and held_path(value.callee.obj) == held and tuple(span[2:]) <= before:
            return span, ".".join((*held, value.callee.prop))
    return None


def replaced_fields(calls: list, chain: Chain, program) -> list[Replaced]:
    """The body fields of ``calls`` (observed calls of one write; ``chain`` their call chain,
    nearest first) that send a held list some caller shrinks first (rule in the module's
    docstring), one per field key, in the order of the calls."""
    found: dict[str, Replaced] = {}
    for call in calls:
        body = call.body
        if not isinstance(body, ObjV):
            continue
        for member in body.props:
            if member.key is None or member.key in found or member.where is None:
                continue
            path, span = member.where
            module = program.modules.get(path)
            prop = prop_at(module, span) if module is not None else None
            held = held_path(prop.value) if prop is not None else None
            fn = program.function_at(path, span) if held else None
            if fn is None:
                continue
            hit = removal(module, fn.fid, held, tuple(span[:2]))
            for caller_path, fid in chain:
                if hit is not None:
                    break
                if caller_path != path or fid == fn.fid:
                    continue
                ends = [tuple(w[:2]) for w in leading_calls(path, fid, [call], chain, program)]
                hit = removal(module, fid, held, max(ends)) if ends else None
            if hit is not None:
                found[member.key] = Replaced(member.key, held, (path, hit[0]), hit[1])
    return list(found.values())


def field_schema(schema: dict, key: str) -> dict:
    """The input schema of a replaced field: an array (its declared type kept when it is
    one), described as the whole list that replaces the stored one."""
    out = dict(schema)
    if out.get("type") in (None, "array"):
        out["type"] = "array"
    out["description"] = (f"The whole {key} list, every item to keep: it replaces the stored "
                          "list, so an item left out is deleted.")
    return out


def message(method: str, path: str, found: Replaced) -> str:
    """The medium review item of a request replacing a stored list."""
    return (f"{method} {path} sends the whole {'.'.join(found.held)!r} list the client holds at "
            f"{found.key!r}, from which a caller removes elements first ({found.how}): the "
            "stored list is replaced by what is sent, so an item left out is deleted; taken "
            "as destructive with a trusted confirmation; an Agent must read the list and send "
            "it complete; confirm against the backend")
