"""Pass helper: a whole answer kept in state is read where the state is read (rule
``output.state-kept-response``).

A component keeps the answer it loads and its markup reads the members::

    const [storage, setStorage] = useState({size: 0});          // React (Preact alike)
    useEffect(() => { jsonRequest('/storage').then((res) => setStorage(res)) }, [])
    return <p>{storage.size} KB</p>                              // reads size of the answer

    let stats = $state(null);  load().then((res) => { stats = res })   // Svelte, a plain let
    const user = ref(null);  user.value = await api.get('/me')          // Vue's ref

The state is found by its writes: a ``[state, setter]`` pair of a state hook whose setter a
function of the component (or the component itself) calls with a response as its first
argument, or a name of an enclosing function or of the module assigned a response whole
(``x = res``; ``x.value = res`` for a Vue ``ref``, whose reads then start after ``.value``). The
responses so kept, of one endpoint only (a state two endpoints fill proves neither's fields),
are read by every member chain of that name in the declaring function and the functions
inside it (its markup too: :attr:`~code2skill.facts.FunctionFact.rendered`), where no inner
function declares the name again. A setter handed a function (``setX(prev => …)``) or a value
of no response keeps nothing here.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from code2skill.facts import Call, FunctionFact, Member, Ref
from code2skill.recogniser_context import Frame
from code2skill.state_hooks import HOOKS
from code2skill.values import LibV, ResponseV

RULE = "output.state-kept-response"
REF_MEMBER = "value"               # a Vue ref's value member
VUE_REFS = frozenset({("ref",), ("shallowRef",)})

# (module, declaring function id or None for the module, name) → (responses, steps before
# the answer: () or ('value',))
Kept = dict[tuple[str, str | None, str], tuple[list[ResponseV], tuple[str, ...]]]
Reader = Callable[[object, str, FunctionFact], "list[ResponseV] | None"]


def kept_states(program, responses_of: Reader) -> Kept:
    """The names of every module that hold a whole response (module docstring);
    ``responses_of(expr, path, fn)`` gives the responses of one endpoint an expression
    holds (``[]`` none, ``None`` not yet known, taken as none). A name kept through two
    shapes (``x = res`` and ``x.value = res``) or filled from two endpoints keeps nothing."""
    found: dict[tuple[str, str | None, str], list[ResponseV]] = {}
    shapes: dict[tuple[str, str | None, str], set[tuple[str, ...]]] = {}

    def keep(key: tuple[str, str | None, str], steps: tuple[str, ...],
             responses: list[ResponseV] | None) -> None:
        if responses:
            found.setdefault(key, []).extend(responses)
            shapes.setdefault(key, set()).add(steps)

    for path, module in sorted(program.modules.items()):
        for fn in module.functions.values():
            for state, setter in hook_pairs(fn, path, program):
                for scope in [fn, *inner(program, path, fn)]:
                    if declaring(program, scope, setter) is not fn:
                        continue
                    for site in program.calls_by_scope.get((path, scope.fid), []):
                        call = site.call
                        if isinstance(call.callee, Ref) and call.callee.name == setter \
                                and call.args:
                            keep((path, fn.fid, state), (),
                                 responses_of(call.args[0], path, scope))
            for write in (*fn.enclosing_writes, *fn.outer_writes, *fn.assignments):
                name, steps = write.target[0], tuple(write.target[1:])
                owner = declaring(program, fn, name)
                if write.key is not None or owner is fn or steps not in (
                        (), (REF_MEMBER,)) or steps and not vue_ref(program, path, owner, name):
                    continue
                keep((path, owner.fid if owner is not None else None, name), steps,
                     responses_of(write.value, path, fn))
    return {key: (responses, next(iter(shapes[key]))) for key, responses in found.items()
            if len(shapes[key]) == 1 and len({r.sites for r in responses}) == 1}


def vue_ref(program, path: str, owner: FunctionFact | None, name: str) -> bool:
    """Whether ``name``, declared in ``owner`` (``None``: the module), is made by Vue's
    ``ref``/``shallowRef`` (``const user = ref(null)``), whose ``.value`` holds what is kept."""
    values = owner.locals.get(name, []) if owner is not None else \
        program.modules[path].bindings.get(name, [])
    if len(values) != 1 or not isinstance(values[0], Call):
        return False
    callee = program.value_of(values[0].callee, Frame(path, owner.fid if owner else None))
    return isinstance(callee, LibV) and callee.lib == "vue" and callee.path in VUE_REFS


def hook_pairs(fn: FunctionFact, path: str, program) -> list[tuple[str, str]]:
    """``(state, setter)`` names of ``fn``'s state-hook pairs
    (``const [storage, setStorage] = useState(…)``)."""
    made: dict[tuple, dict[str, str]] = {}
    for name, values in fn.locals.items():
        if len(values) != 1:
            continue
        value = values[0]
        if isinstance(value, Member) and isinstance(value.obj, Call) \
                and value.prop in ("0", "1"):
            made.setdefault(value.obj.span, {})[value.prop] = name
    pairs = []
    for span, names in made.items():
        if "0" not in names or "1" not in names:
            continue
        call = fn.locals[names["0"]][0].obj
        callee = program.value_of(call.callee, Frame(path, fn.fid))
        if isinstance(callee, LibV) and len(callee.path) == 1 \
                and HOOKS.get((callee.lib, callee.path[0])):
            pairs.append((names["0"], names["1"]))
    return pairs


def inner(program, path: str, fn: FunctionFact) -> list[FunctionFact]:
    """The functions of ``path`` inside ``fn``, at any depth."""
    return [f for fid in program.nested_functions(path, fn.fid)
            if (f := program.function(fid)) is not None]


def declaring(program, fn: FunctionFact, name: str) -> FunctionFact | None:
    """The function whose parameter or local ``name`` is, seen from ``fn`` (itself or one
    around it); ``None`` for a module's name."""
    current: FunctionFact | None = fn
    while current is not None:
        if name in current.locals or any(p.name == name or name in p.pattern
                                         for p in current.params):
            return current
        current = program.function(current.parent) if current.parent else None
    return None


def kept_response(kept: Kept, program, path: str, fn: FunctionFact, name: str,
                  steps: tuple[str, ...]) -> list[ResponseV] | None:
    """The responses a chain ``name.steps…`` read in ``fn`` reads through state kept whole
    (each with the steps after the kept value), else ``None``."""
    owner = declaring(program, fn, name)
    found = kept.get((path, owner.fid if owner is not None else None, name))
    if found is None:
        return None
    responses, before = found
    if steps[:len(before)] != before:
        return None
    rest = steps[len(before):]
    return [replace(r, path=r.path + rest) for r in responses]
