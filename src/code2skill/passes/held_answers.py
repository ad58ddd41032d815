"""Pass: the type the client declares for the place it keeps a whole answer.

Rule ``output.declared-answer`` (:mod:`.declared_answers`), for an answer handed to a holder
whose type the client wrote where it declared the holder rather than where it handles the
answer:

* a Svelte store's type argument: ``readable<T>(init, function start(set) { …; set(data) })``
  and ``writable<T>(init, start)`` (the ``set`` the start function is given), ``store.set(x)``
  of a ``store = writable<T>(…)``, and the ``set`` destructured from one (``const { subscribe,
  set } = writable<T>(null)``); ``svelte/store``'s ``readable``/``writable`` only, a renamed
  ``set`` is not followed;
* a name declared with a type annotation and assigned the answer later (``let capture:
  Capture | null = null; … capture = await response.json()``, also a component's ``export
  let device: Device``), in the declaring function, a function inside it or, for a module's
  name, any function of the module; a ``null`` arm (``r.ok ? await r.json() : null``) is the
  client's own value, the other arm the answer;
* a parameter's annotation when the function is handed the answer (``.then((list:
  Tracker[]) => …)``, ``render(data: Feed)`` called ``render(await r.json())``).

The type is the annotation without its ``null``/``undefined`` members (``Capture | null`` →
``Capture``); ``any``, ``unknown``, ``object`` and the like declare nothing. Each answer is an
``annotation`` (:data:`~.declared_answers.FORMS`) cited where the type is written.
"""
from __future__ import annotations

from collections.abc import Iterator

from code2skill.facts import Alt, Call, Expr, FunctionFact, Lit, Member, Ref, Span
from code2skill.passes.declared_answers import DeclaredAnswer, answer, type_params
from code2skill.recogniser_context import Frame
from code2skill.values import LibV, ParamV, UnknownV, Where

STORE_LIBRARY = "svelte/store"
STORES = frozenset({"readable", "writable"})
NULLISH = frozenset({"null", "undefined"})
# annotations that declare no shape of the answer
UNTYPED = frozenset({"any", "unknown", "object", "Object", "{}", "void", "never"})


def held_answers(program) -> list[DeclaredAnswer]:
    """Every answer of the ``program`` kept in a holder of a declared type (module
    docstring), in discovery order."""
    stores = typed_stores(program)
    found: list[DeclaredAnswer] = []
    for path, module in sorted(program.modules.items()):
        for fn in module.functions.values():
            frame = Frame(path, fn.fid)
            params = type_params(fn, module.functions)
            for expr, type_text, where in holders(fn, module, stores, program, frame):
                text = answer_type(type_text)
                for each in answer_exprs(expr) if text else ():
                    made = answer(each, frame, text, where, "annotation", None, params, program)
                    if made is not None:
                        found.append(made)
    return found


def holders(fn: FunctionFact, module, stores: dict, program, frame: Frame
            ) -> Iterator[tuple[Expr, str, Where]]:
    """``(value expression, declared type, where the type is written)`` of each value ``fn``
    hands to a holder of a declared type: a typed store's setter, a name declared with an
    annotation, its own annotated parameters."""
    path = frame.path
    for site in program.calls_by_scope.get((path, fn.fid), ()):
        store = store_set(site.call, frame, stores, program)
        if store is not None and site.call.args:
            yield site.call.args[0], store[0], store[1]
    for name, (type_text, span) in fn.annotated.items():
        for write in fn.writes.get(name, ()):
            yield write.value, type_text, (path, span)
    for assignment in fn.outer_writes:
        declared = module.annotated.get(assignment.target[0]) \
            if len(assignment.target) == 1 else None
        if declared is not None:
            yield assignment.value, declared[0], (path, declared[1])
    for assignment in fn.enclosing_writes:
        declared = enclosing_annotation(fn, assignment.target, program) \
            if len(assignment.target) == 1 else None
        if declared is not None:
            yield assignment.value, declared[0], (path, declared[1])
    for param in fn.params:
        if param.name and param.type_text:
            yield Ref(param.name, None), param.type_text, (path, fn.span)


def enclosing_annotation(fn: FunctionFact, target: tuple[str, ...], program
                         ) -> tuple[str, Span] | None:
    """The annotation of ``target``'s one name in the nearest function around ``fn`` that
    declares it (a local or a parameter), ``None`` when that declaration has none."""
    name = target[0]
    parent = program.functions.get(fn.parent) if fn.parent else None
    while parent is not None:
        outer = parent[1]
        if name in outer.locals or any(p.name == name for p in outer.params):
            return outer.annotated.get(name)
        parent = program.functions.get(outer.parent) if outer.parent else None
    return None


def typed_stores(program) -> dict:
    """The Svelte stores the program makes with a type argument: ``{place of the
    readable<T>/writable<T> call: T}`` and ``{start function id: T}`` (the function handed
    as its second argument)."""
    places: dict[Where, tuple[str, Where]] = {}
    starts: dict[str, tuple[str, Where]] = {}
    for (path, scope), sites in program.calls_by_scope.items():
        for site in sites:
            call = site.call
            if not call.type_args:
                continue
            callee = program.value_of(call.callee, Frame(path, scope))
            if isinstance(callee, LibV) and callee.lib == STORE_LIBRARY \
                    and callee.path[-1:] and callee.path[-1] in STORES and len(callee.path) == 1:
                declared = (call.type_args, (path, call.span))
                places[(path, call.span)] = declared
                start = program.value_of(call.args[1], Frame(path, scope)) \
                    if len(call.args) > 1 else None
                if start is not None and getattr(start, "fid", None) in program.functions:
                    starts[start.fid] = declared
    return {"places": places, "starts": starts}


def store_set(call: Call, frame: Frame, stores: dict, program) -> tuple[str, Where] | None:
    """``(declared type, where)`` when ``call`` sets a typed store (module docstring): the
    ``set`` its start function is given, or ``set`` read off (or destructured from) the
    store's value; else ``None``."""
    callee = call.callee
    named = callee.name if isinstance(callee, Ref) else \
        callee.prop if isinstance(callee, Member) else None
    if named != "set":
        return None
    value = program.value_of(callee, frame)
    if isinstance(value, ParamV) and not value.path:
        declared = stores["starts"].get(value.fid)
        fn = program.functions.get(value.fid)
        if declared is not None and fn is not None and fn[1].params[:1] and \
                fn[1].params[0].name == value.name:
            return declared
        return None
    if isinstance(value, UnknownV) and value.reason == "unknown-member" and value.where:
        return stores["places"].get(value.where)
    return None


def answer_exprs(expr: Expr) -> list[Expr]:
    """The expressions of ``expr`` that may be the answer: ``expr``, or the arms of a choice
    (``r.ok ? await r.json() : null``) but its ``null``/``undefined`` literals."""
    if isinstance(expr, Alt):
        return [o for o in expr.options if not (isinstance(o, Lit) and o.value is None)
                and not (isinstance(o, Ref) and o.name == "undefined")]
    return [expr]


def answer_type(type_text: str) -> str | None:
    """The declared type without its top-level ``null``/``undefined`` members; ``None`` when
    nothing is left or it declares no shape (:data:`UNTYPED`)."""
    members, depth, start = [], 0, 0
    for index, char in enumerate(type_text):
        if char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        elif char == "|" and depth == 0:
            members.append(type_text[start:index].strip())
            start = index + 1
    members.append(type_text[start:].strip())
    kept = [m for m in members if m and m not in NULLISH]
    if not kept or any(m in UNTYPED for m in kept):
        return None
    return " | ".join(kept)
