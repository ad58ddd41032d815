"""Placeholder values: initial values that stand for what the program fills in later.

A data class declares its fields with blank initial values (``id = ''``), and a component
declares a prop with a blank default (Svelte ``export let route = ''``): the value a request
is made with is the one the parent, the user or a later write puts there, never the blank.
Taking the blank as the call's constant turns ``DELETE /node/{id}`` into a destructive
``DELETE /node``; so a blank initial value is a placeholder (rule ``this.placeholder-field``,
``svelte.prop-default``), and an empty text that lands alone in an inner path segment keeps
the segment as an input (rule ``path.empty-segment``).
"""
from __future__ import annotations

from code2skill.facts import Arr, Call, Expr, Lit, Obj, Ref
from code2skill.values import HoleV, StrV, Text, UnknownV, Value

def blank_initialiser(expr: Expr | None) -> bool:
    """Whether ``expr`` is a blank initial value: ``''``, ``null`` or ``undefined``."""
    if isinstance(expr, Lit):
        return expr.value in ("", None)
    return isinstance(expr, Ref) and expr.name == "undefined"


def blank_prop_default(expr: Expr | None) -> bool:
    """Whether ``expr``, a component prop's default, is a placeholder for what the parent
    passes: a blank (:func:`blank_initialiser`), an empty ``{}`` or ``[]``, or a new instance
    made without arguments (``new Device()``, whose fields are blanks)."""
    if blank_initialiser(expr):
        return True
    if isinstance(expr, (Obj, Arr)):
        return not (expr.props if isinstance(expr, Obj) else expr.items)
    return isinstance(expr, Call) and expr.new and not expr.args


def placeholder(name: str, where=None) -> UnknownV:
    """The value of a placeholder named ``name``: what the program fills in, not shown."""
    return UnknownV(f"placeholder:{name}", where)


def empty_text(value: Value) -> bool:
    """Whether ``value`` is a string whose text is empty (``''``)."""
    return isinstance(value, StrV) and all(isinstance(p, Text) and not p.text
                                           for p in value.parts)


SEGMENT_ENDS = ("/", "?", "#")


def whole_segment(before: str | None, after: str | None) -> bool:
    """Whether a value between literal ``before`` and ``after`` (``None``: nothing there) is
    a whole path segment: it follows a ``/`` and a ``/``, ``?``, ``#`` or the URL's end
    follows it."""
    return before is not None and before.endswith("/") and \
        (after is None or after.startswith(SEGMENT_ENDS))


def empty_segment(before: str | None, after: str | None) -> bool:
    """Whether an empty text between literal ``before`` and ``after`` (``None``: nothing
    there) is a whole inner path segment (:func:`whole_segment` with another ``/`` after it).
    Such a text collapses the segment (``/folders/`` + ``''`` + ``/files`` is
    ``/folders//files``, read as ``/folders/files``); an empty last segment (``/items/`` +
    ``''``) is the collection itself, which a caller may mean."""
    return whole_segment(before, after) and after is not None and after.startswith("/")


def kept_segment(hole: HoleV) -> HoleV:
    """Rule ``path.empty-segment``: ``hole``, a named value (``${folderId}``; an unnamed
    empty item of a join, ``['', ...parts].join('/')``, is the join's own slash) whose value
    is an empty text filling a whole inner path segment, kept as a hole of the same name
    whose value is not shown."""
    return HoleV(hole.name, placeholder(hole.name, hole.where), hole.where)


def text_before(parts: list) -> str | None:
    """The literal text that ends ``parts`` (pieces of a string, in order, empty texts
    skipped); ``None`` when they end with a hole or there are none."""
    for part in reversed(parts):
        if not isinstance(part, Text):
            return None
        if part.text:
            return part.text
    return None


def text_after(parts) -> str | None:
    """The literal text that starts ``parts`` (empty texts skipped); ``None`` at the end;
    ``""`` when a hole comes first (it may continue the segment)."""
    for part in parts:
        if not isinstance(part, Text):
            return ""
        if part.text:
            return part.text
    return None


def svelte_prop_placeholder(path: str, module, name: str) -> bool:
    """Rule ``svelte.prop-default``: whether ``name`` in module ``path`` (its
    :class:`~code2skill.facts.ModuleFacts`) is a Svelte component prop (``export let``)
    whose every value written in the component is a placeholder default
    (:func:`blank_prop_default`: ``export let device = new Device()``): its value at a call
    is what the parent passes, not shown here, like a prop without a default."""
    if not path.endswith(".svelte") or not any(exp.local == name for exp in module.exports):
        return False
    exprs = module.bindings.get(name) or []
    return bool(exprs) and all(blank_prop_default(expr) for expr in exprs)


def written_in_subclass(resolver, module: str, name: str, prop: str) -> bool:
    """Whether a method of a class extending class ``name`` of ``module`` (transitively)
    writes ``this.prop``: the base's blank is then the default of the subclasses that do not
    (``entityName = ''`` a ``Products`` constructor sets), not a placeholder."""
    for path, sub in resolver.subclasses().of((module, name)):
        facts = resolver.modules.get(path)
        if facts is not None and any(
                fn.class_name == sub and any(a.target == ("this", prop) for a in fn.assignments)
                for fn in facts.functions.values()):
            return True
    return False
