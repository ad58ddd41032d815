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
:data:`REMOVING` on it (``x.splice(i, 1)``, ``x.pop()``, ``x.shift()``), an assignment of one
of :data:`FILTERING` to it (``x = x.filter(t => t.id !== id)``) or of a cut of it (``x =
x.slice(1)``), or one emptying it (``x = []``, ``x.length = 0``). Before means: in the function
holding the field, ending before the field; in a function that calls towards the request
(a caller on the chain), ending before that call
(:func:`~.confirmed_writes.leading_calls`). The write is taken as destructive (risk
``destructive``), with a trusted confirmation required, the field typed as an array whose
description says it replaces the stored list, and a ``medium`` review item (the Tool awaits
review: what the server does with a partial list is the backend's).
"""
from __future__ import annotations

from dataclasses import dataclass
from weakref import WeakKeyDictionary

from code2skill.facts import (
    Alt, Arr, Call, Diagnostic, Expr, Hole, Lit, Member, Obj, Prop, Ref, Span, Spread, Tmpl,
    Typed,
)
from code2skill.values import ObjV, Where

from .confirmed_writes import Chain, leading_calls

RULE = "side-effect.replace-collection"
REMOVING = frozenset({"splice", "pop", "shift"})
FILTERING = frozenset({"filter", "toSpliced"})
MAX_DEPTH = 64
# expressions of one module read for the rule (budget ``replace-collection-walk``): a safety
# net, each expression is read once (a 195 KB body of 10,000 members is about 60,000)
MAX_WALK = 1_000_000
LIMIT = "replace-collection-walk"


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


@dataclass(frozen=True)
class ModuleIndex:
    """What the rule reads of one module, gathered in one walk of it (so a body of many
    members costs one walk, never one per member): ``props`` the object literal members
    by span (those in the arguments of its calls and the values its functions and module
    give names, the first written at a span kept); ``removals`` ``(scope, held) → [(span,
    how)]``, the removals of elements of each held name path a scope makes, its calls
    (:data:`REMOVING`) first and then its writes (:func:`write_removal`), each in source
    order as read; ``walked`` the expressions visited (the work, linear in the module)."""

    props: dict
    removals: dict
    walked: int
    cut: bool = False


def module_index(module, limit: int | None = None) -> ModuleIndex:
    """The :class:`ModuleIndex` of ``module``: every expression visited once (shared
    subtrees, a call inside another call's argument, once), at most :data:`MAX_DEPTH` deep
    and at most ``limit`` expressions (:data:`MAX_WALK`; past it the index is ``cut``: the
    members after it are not read, so the rule misses them)."""
    limit = MAX_WALK if limit is None else limit
    roots: list = [site.call for site in module.calls]
    roots += [v for values in module.bindings.values() for v in values]
    for fn in module.functions.values():
        roots += [v for values in fn.locals.values() for v in values]
    props: dict = {}
    seen: set[int] = set()
    stack = [(root, 0) for root in reversed(roots)]
    while stack and len(seen) < limit:
        expr, depth = stack.pop()
        if id(expr) in seen:
            continue
        seen.add(id(expr))
        if isinstance(expr, Prop) and expr.span is not None:
            props.setdefault(tuple(expr.span), expr)
        if depth < MAX_DEPTH:
            stack.extend((child, depth + 1) for child in reversed(children(expr)))
    removals: dict = {}
    for site in module.calls:
        callee = site.call.callee
        if isinstance(callee, Member) and callee.prop in REMOVING \
                and site.call.span is not None:
            held = held_path(callee.obj)
            if held is not None:
                removals.setdefault((site.scope, held), []).append(
                    (site.call.span, ".".join((*held, callee.prop))))
    for fid, fn in module.functions.items():
        writes = [(tuple(a.target), a.value, a.span, False)
                  for a in fn.assignments + fn.outer_writes]
        writes += [((name,), w.value, w.span, True) for name, found in fn.writes.items()
                   for w in found if w.scope == fid]
        for target, value, span, local in writes:
            found = write_removal(target, value, local)
            if found is not None and span is not None:
                removals.setdefault((fid, found[0]), []).append((span, found[1]))
    return ModuleIndex(props, removals, len(seen), bool(stack))


def write_removal(target: tuple[str, ...], value: Expr, local: bool = False
                  ) -> tuple[tuple[str, ...], str] | None:
    """``(held, how)`` when writing ``value`` to ``target`` removes elements of the held
    name path ``held``: an assignment to it of a :data:`FILTERING` call on it
    (``x = x.filter(…)``) or of a cut of it (``x = x.slice(1)``: ``slice`` with a bound;
    ``slice()`` copies), of the empty list (``x = []``) when ``target`` is no ``local`` of
    the writing function (a module's or enclosing function's variable, a member: a local's
    ``const items = []`` starts a new list), or to its ``length`` (``x.length = 0``); else
    ``None``."""
    if target[-1:] == ("length",) and len(target) > 1:
        shown = value.value if isinstance(value, Lit) and value.value is not None else "…"
        return target[:-1], f"{'.'.join(target)} = {shown}"
    if isinstance(value, Arr) and not value.items and not local:
        return target, f"{'.'.join(target)} = []"
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and held_path(value.callee.obj) == target \
            and (value.callee.prop in FILTERING or value.callee.prop == "slice" and value.args):
        return target, ".".join((*target, value.callee.prop))
    return None


def prop_at(index: ModuleIndex, span: Span) -> Prop | None:
    """The object literal member of the indexed module written at ``span``."""
    return index.props.get(tuple(span))


def removal(index: ModuleIndex, fid: str, held: tuple[str, ...], before: tuple[int, int]
            ) -> tuple[Span, str] | None:
    """``(span, how)`` of the first removal of elements of ``held`` that function ``fid`` of
    the indexed module makes ending at or before position ``before`` (its calls read
    before its writes, :class:`ModuleIndex`)."""
    return next(((span, how) for span, how in index.removals.get((fid, held), ())
                 if tuple(span[2:]) <= before), None)


def replaced_fields(calls: list, chain: Chain, program,
                    diagnostics: list[Diagnostic] | None = None) -> list[Replaced]:
    """The body fields of ``calls`` (observed calls of one write; ``chain`` their call chain,
    nearest first) that send a held list some caller shrinks first (rule in the module's
    docstring), one per field key, in the order of the calls. Each module is walked once
    per program (:func:`indexed`); a module whose walk passed :data:`MAX_WALK` adds one
    warning to ``diagnostics`` naming it and the limit."""
    found: dict[str, Replaced] = {}
    for call in calls:
        body = call.body
        if not isinstance(body, ObjV):
            continue
        ends: dict[tuple[str, str], list] = {}
        for member in body.props:
            if member.key is None or member.key in found or member.where is None:
                continue
            path, span = member.where
            index = indexed(program, path, diagnostics)
            prop = prop_at(index, span) if index is not None else None
            held = held_path(prop.value) if prop is not None else None
            fn = program.function_at(path, span) if held else None
            if fn is None:
                continue
            hit = removal(index, fn.fid, held, tuple(span[:2]))
            for caller_path, fid in chain:
                if hit is not None:
                    break
                if caller_path != path or fid == fn.fid:
                    continue
                if (path, fid) not in ends:
                    ends[(path, fid)] = [tuple(w[:2]) for w in
                                         leading_calls(path, fid, [call], chain, program)]
                leading = ends[(path, fid)]
                hit = removal(index, fid, held, max(leading)) if leading else None
            if hit is not None:
                found[member.key] = Replaced(member.key, held, (path, hit[0]), hit[1])
    return list(found.values())


# program → {module path → its ModuleIndex}: each module walked once per run
INDEXES: WeakKeyDictionary = WeakKeyDictionary()


def indexed(program, path: str, diagnostics: list[Diagnostic] | None = None
            ) -> ModuleIndex | None:
    """The :class:`ModuleIndex` of module ``path`` of ``program`` (built on first use, when
    a cut one adds its warning to ``diagnostics``), ``None`` for no such module."""
    known = INDEXES.setdefault(program, {})
    if path not in known:
        module = program.modules.get(path)
        known[path] = module_index(module) if module is not None else None
        if known[path] is not None and known[path].cut and diagnostics is not None:
            diagnostics.append(Diagnostic(
                path, "passes", f"limit {LIMIT} exceeded: reading this file's object literals "
                f"for rule {RULE} stopped after {MAX_WALK:,} expressions: a list sent whole "
                "after a removal may be read as a plain update", "warning"))
    return known[path]


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
