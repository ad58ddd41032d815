"""Which writes of a member of ``this``, or of a module's variable, reach one read of it in the
same function body (rule ``this.field-reaching-write``).

A class that keeps the URL of whichever request a method is about to make in one field
(``this.loopUrl = API_URL + '/loop/out'; return this.http.post(this.loopUrl, body)``) reads,
at that request, the write its own method made just before, not every write of the class.
The read takes the last unconditional write of the member in the reading function's own body
that ends before the read starts, with the conditional writes between it and the read (an
``if`` may have replaced it). Nothing is decided (``None``, the caller keeps every write of the
class) when no unconditional write precedes the read, when a conditional write follows the
read (a loop around both may run it first), when the function writes into the value
(``this.headers.Authorization = …``, ``this.form[key] = …``) or calls a method on it between
the write and the read (``this.body.append(k, v)``), or when a call of a method of the same
class that writes the member runs between the write and the read. A module variable that each
function writes before its own request (``let endpoint; function cancel(id) { endpoint =
'/jobs/' + id; return fetch(endpoint) }``) is read alike, a call of a function writing it
in between deciding nothing.
"""

from __future__ import annotations

from code2skill.facts import (
    Alt, Assignment, CallSite, Expr, FunctionFact, Member, Obj, Ref, Span, within,
)
from code2skill.passes.ssr_imports import refs


def member_writes(fn: FunctionFact, prop: str, root: str = "this") -> list[Assignment]:
    """The plain writes ``this.prop = …`` (``root.prop = …`` for another ``root``: a
    parameter, rule ``value.parameter-member-write``) of ``fn``'s own body, in source order."""
    return [a for a in fn.assignments if a.target == (root, prop) and a.key is None]


def rebound_at(fn: FunctionFact, name: str, read: Span) -> Span | None:
    """The span of the last unconditional rebinding of ``fn``'s local or parameter ``name``
    in ``fn``'s own body ending before a read at ``read`` (``o = {method: 'PUT'}``), else
    ``None``: the members written on ``name`` before it are the earlier object's, never
    the one the read sees (rule ``value.parameter-member-write``). A rebinding reading
    ``name`` itself (``o = {...o, x: 1}``, ``o = normalise(o)``) may carry those members
    over: it cuts nothing."""
    return max((w.span for w in fn.writes.get(name, ())
                if w.kills and w.scope == fn.fid and w.span[2:] <= read[:2]
                and next(refs(w.value, {name}), None) is None),
               key=lambda span: span[2:], default=None)


def alias_index(fn: FunctionFact) -> dict[str, tuple[tuple[str, tuple[int, int]], ...]]:
    """``{name: ((alias, where its first write starts), …)}``: the locals of ``fn`` that are
    other names of the object ``name`` holds (``const p = o``, or ``const p = o || {}``:
    :func:`aliased`), each written only so from ``name`` in ``fn``'s own body, so a member
    written through one is written on ``name``'s object (``p.method = 'DELETE'`` sends a
    DELETE with ``o``). Made once per function (:func:`object_aliases` reads it)."""
    params = {p.name for p in fn.params}
    out: dict[str, list[tuple[str, tuple[int, int]]]] = {}
    for local, writes in fn.writes.items():
        read = {aliased(w.value) for w in writes}
        if local in params or not writes or len(read) != 1 or None in read or local in read \
                or not all(w.scope == fn.fid for w in writes):
            continue
        out.setdefault(read.pop(), []).append((local, min(w.span[:2] for w in writes)))
    return {name: tuple(found) for name, found in out.items()}


def aliased(value: Expr) -> str | None:
    """The name whose object ``value`` is whenever that name holds one: ``o`` for ``o``, and
    for ``o || {}``/``o ?? {}`` (a fresh object only when ``o`` holds none, so a write through
    it reaches ``o``'s object when there is one); ``None`` for anything else."""
    if isinstance(value, Ref):
        return value.name
    if isinstance(value, Alt) and value.kind in ("or", "nullish") and len(value.options) > 1 \
            and isinstance(value.options[0], Ref) \
            and all(isinstance(o, Obj) for o in value.options[1:]):
        return value.options[0].name
    return None


def object_aliases(index: dict[str, tuple[tuple[str, tuple[int, int]], ...]], name: str,
                   after: Span | None) -> tuple[str, ...]:
    """The aliases of ``name`` in a function's :func:`alias_index` ``index`` first written
    after ``after`` (the last rebinding of ``name``, :func:`rebound_at`): one made before it
    names the earlier object. An alias of an alias (``const p = o; const q = p``) is one too
    when written after the alias it copies."""
    found: list[str] = []
    todo = [(name, after[2:] if after is not None else None)]
    while todo:
        held, since = todo.pop()
        for local, start in index.get(held, ()):
            if (since is None or start >= since) and local != name and local not in found:
                found.append(local)
                todo.append((local, start))
    return tuple(found)


def variable_writes(fn: FunctionFact, name: str, enclosing: bool = False) -> list[Assignment]:
    """The writes ``name = …`` of a module variable in ``fn``'s own body, in source order;
    with ``enclosing``, those of a local or parameter of a function enclosing ``fn``."""
    return [a for a in (fn.enclosing_writes if enclosing else fn.outer_writes)
            if a.target == (name,)]


def rewrites_after(fn: FunctionFact | None, name: str, read: Span | None) -> bool:
    """Rule ``value.own-closure-write``: whether ``fn`` (a nested function) assigns ``name``,
    a local or parameter of a function enclosing it, after a read at ``read`` in its body or
    in the assigned value itself (``config = merge(config, more)``: the read is the value it
    rewrites)."""
    return fn is not None and read is not None and any(
        a.span[2:] > read[:2] for a in variable_writes(fn, name, enclosing=True))


def unwritten_by(fn: FunctionFact, name: str, rewriter: str) -> list[Expr]:
    """The values ``fn`` gives its local ``name`` (:attr:`FunctionFact.locals`) but those
    assigned in nested function ``rewriter`` (rule ``value.own-closure-write``)."""
    theirs = {id(w.value) for w in fn.writes.get(name, ()) if w.scope == rewriter}
    return [e for e in fn.locals.get(name, []) if id(e) not in theirs]


def reaching_writes(writes: list[Assignment], read: Span) -> tuple[Assignment, ...] | None:
    """Of ``writes`` (one member's or variable's, in one function's own body), those that
    reach a read at ``read`` (a ``(line, column, end line, end column)`` span in that body):
    the last unconditional one ending before the read and every conditional one after it, in
    source order; ``None`` when the body decides nothing (see the module docstring). A write
    never seen at the read (in another ``if`` arm, or in an arm that left the function before
    it: :attr:`Assignment.exclusive`) is not one of them."""
    writes = sorted((a for a in writes if not any(within(read, arm) for arm in a.exclusive)),
                    key=lambda a: a.span[2:])
    start = read[:2]
    before = [a for a in writes if a.span[2:] <= start]
    if any(a.guarded for a in writes if a.span[2:] > start):
        return None
    kill = max((i for i, a in enumerate(before) if not a.guarded), default=None)
    if kill is None:
        return None
    return tuple(before[kill:])


def written_into(fn: FunctionFact, root: tuple[str, ...]) -> bool:
    """Whether ``fn`` writes a member of the value at ``root`` (``("this", "headers")`` or
    ``("endpoint",)``): ``this.headers.Authorization = …``, ``this.headers[key] = …``."""
    return any(a.target[:len(root)] == root and (len(a.target) > len(root) or
                                                 a.key is not None)
               for a in fn.assignments)


def changed_by(callee: Expr, root: Expr) -> bool:
    """Whether a call of ``callee`` is a method call on the value ``root`` reads
    (``this.body.append`` for ``this.body``), which may change it."""
    return isinstance(callee, Member) and callee.obj == without_span(root)


def without_span(expr: Expr) -> Expr:
    """``this.x`` or ``x`` as :class:`Member`/:class:`Ref` with no span, to compare reads."""
    if isinstance(expr, Member):
        return Member(without_span(expr.obj), expr.prop)
    return Ref(expr.name) if isinstance(expr, Ref) else expr


def calls_between(calls: list[CallSite], fid: str, after: Span, read: Span) -> list[Expr]:
    """The callees of the calls ``fid`` makes in its own body between the end of ``after``
    and the start of ``read``."""
    return [without_span(site.call.callee) for site in calls
            if site.scope == fid and site.call.span is not None
            and after[2:] <= site.call.span[:2] and site.call.span[2:] <= read[:2]]


def this_method(callee: Expr) -> str | None:
    """The method name of a call of a method of ``this`` (``this.reset``), else ``None``."""
    return callee.prop if isinstance(callee, Member) and isinstance(callee.obj, Ref) \
        and callee.obj.name == "this" else None
