"""Pass: a method of an API service layer that nothing in the program calls is no call the
client makes (rule ``wrapper.never-called``).

An API module or service class (``export default { get(id) {…}, create(b) {…} }``,
``class IssueService { list() {…} }``) often defines more operations than the app uses. The
endpoint of an operation nobody calls is real code, so its capability stays — but marked
``requires-review`` with a ``medium`` review item "defined but never called in the analysed
program" citing the definition, never a draft as if the client made the call.

A function counts as never called only when all of this holds, so a call the resolver did
not follow is never taken for an absence:

* the resolver linked no call of it (:attr:`Resolver.callers`) and no ``.then(fn)``;
* it is a method of a class, or a top-level function or object member, of a plain script
  module (``.js``/``.ts``…, no UI element in it): a handler in a ``.vue``/``.svelte``/JSX file
  may be started from a template the resolver does not read;
* another method of the same class or object (another top-level function of the module) is
  called from another file — the resolver follows this layer's consumers;
* its name occurs nowhere else in the program: not as a name or member in another file
  (a member of a name imported from a third module, ``API.get``, excepted), nor as a call or
  a value in its own file (``useQuery({queryFn: fetchSavedSearches})`` hands the function to
  a library that calls it, and a member handed to a call, ``this.$interval(this.update,
  1000)``: rule ``wrapper.passed-function``), nor as a word of a string
  (``dispatch('module/fetchAll')``, ``this[name]`` lookups by text).
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred
from code2skill.factcodec import field_values
from code2skill.facts import FunctionFact, Index, Lit, Member, ModuleFacts, Ref

RULE = "wrapper.never-called"
SCRIPT_SUFFIXES = (".js", ".ts", ".mjs", ".cjs", ".mts", ".cts")
WORD = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
MESSAGE = ("{name} is defined but never called in the analysed program: no call of it was "
           "found, so the client may never make this request; keep the Tool only if the app "
           "uses it")


def expressions_of(module: ModuleFacts) -> Iterator[object]:
    """Every expression tree a module's facts hold (calls, bindings, writes, returns, class
    fields, UI handlers); function bodies are reached through their own facts."""
    for site in module.calls:
        yield site.call
    for values in module.bindings.values():
        yield from values
    yield from (a.value for a in module.assignments)
    for fn in module.functions.values():
        yield from fn.returns
        for values in fn.locals.values():
            yield from values
        yield from (a.value for a in fn.assignments)
        for writes in fn.writes.values():
            yield from (w.value for w in writes)
    yield from (e.value for e in module.exports if e.value is not None)
    for cls in module.classes.values():
        yield from (value for _, value in cls.fields)
    for trigger in module.triggers:
        yield from (value for _, value in trigger.handlers + trigger.callbacks)


def walk(expr: object, seen: set[int]) -> Iterator[object]:
    """``expr`` and every expression inside it (depth first, iterative), less the nodes whose
    ``id`` is in ``seen`` (a subtree shared with an expression walked before: a call site's
    call inside a binding, a return inside a local), each added to ``seen`` as it is given.
    The IR is frozen, so a node given once gives the same mentions again."""
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, (tuple, list)):
            stack.extend(node)
        elif dataclasses.is_dataclass(node) and id(node) not in seen:
            seen.add(id(node))
            yield node
            stack.extend(field_values(type(node))(node))


def root_ref(expr: object) -> str | None:
    """The name a member chain starts at (``API`` of ``API.get``), else ``None``."""
    while isinstance(expr, (Member, Index)):
        expr = expr.obj
    return expr.name if isinstance(expr, Ref) else None


class Mentions:
    """Where names occur in the program, to tell a function nothing names from one the
    resolver did not follow."""

    def __init__(self, modules: dict[str, ModuleFacts], resolve, callers: dict):
        self.modules = modules
        self.resolve = resolve
        self.callers = callers          # Resolver.callers: fid → its known calls
        self._by_module: dict[str, dict[str, set[str]]] = {}
        self._callees: dict[str, set[str | None]] = {}
        self._layers: dict[str, dict[str, set[str]]] = {}

    def names(self, path: str) -> dict[str, set[str]]:
        """``{name: modules the mention may point into}`` of module ``path``: a member of a
        name imported from module X points into X only (``None``: a package, none of the
        program's modules); any other mention anywhere (``"*"``)."""
        if path not in self._by_module:
            module = self.modules[path]
            imported = {i.local: self.resolve(path, i.source) for i in module.imports}
            found: dict[str, set[str]] = {}
            seen: set[int] = set()
            for expr in expressions_of(module):
                for node in walk(expr, seen):
                    for name, into in mentions(node, imported):
                        found.setdefault(name, set()).add(into)
            self._by_module[path] = found
        return self._by_module[path]

    def called_from_elsewhere(self, path: str, name: str) -> set[str]:
        """The functions of layer ``name`` (:func:`layer`) of module ``path`` — its
        top-level functions and object members or class methods — that another module
        calls; an index built once per module."""
        if path not in self._layers:
            found: dict[str, set[str]] = {}
            for fid, fn in self.modules[path].functions.items():
                if (fn.parent is None or fn.class_name is not None) and any(
                        p != path for p, *_ in self.callers.get(fid, [])):
                    found.setdefault(layer(fn), set()).add(fid)
            self._layers[path] = found
        return self._layers[path].get(name, set())

    def named_elsewhere(self, name: str, home: str) -> bool:
        """Whether ``name`` (a function of module ``home``) is mentioned outside ``home``, or
        as a call or a value (a plain name: ``queryFn: fetchX``, ``.then(fetchX)``) in
        ``home`` itself."""
        for path in self.modules:
            if path == home:
                if path not in self._callees:
                    self._callees[path] = {callee_name(site.call.callee)
                                           for site in self.modules[path].calls} | \
                        plain_names_of(self.modules[path]) | \
                        passed_members_of(self.modules[path])
                if name in self._callees[path]:
                    return True
                continue
            into = self.names(path).get(name) or set()
            if "*" in into or home in into:
                return True
        return False


def plain_names_of(module: ModuleFacts) -> set[str]:
    """Rule ``wrapper.passed-function``: the plain names (``Ref``) a module's expressions use
    (``fetchX`` of ``useQuery({queryFn: fetchX})``); members and string words are not, and
    neither are the names an export lists (``export default { list, finishSetup }`` hands the
    functions to other modules, whose calls :meth:`Mentions.named_elsewhere` looks for)."""
    seen = {id(e.value) for e in module.exports if e.value is not None}
    return {node.name for expr in expressions_of(module) for node in walk(expr, seen)
            if isinstance(node, Ref)}


def passed_members_of(module: ModuleFacts) -> set[str]:
    """Rule ``wrapper.passed-function``: the member names a module hands to a call as an
    argument (``updateAlerts`` of ``this.$interval(this.updateAlerts, 10000)``, ``onTick`` of
    ``setTimeout(api.onTick, 500)``): the callee may call the function it is given."""
    return {arg.prop for site in module.calls for arg in site.call.args
            if isinstance(arg, Member)}


def mentions(node: object, imported: dict[str, str | None]
             ) -> Iterable[tuple[str, str | None]]:
    """``(name, module it may point into)`` of one expression node (``"*"``: anywhere)."""
    if isinstance(node, Ref):
        yield node.name, "*"
    elif isinstance(node, Member):
        root = root_ref(node.obj)
        yield node.prop, imported[root] if root in imported else "*"
    elif isinstance(node, Lit) and isinstance(node.value, str):
        for word in WORD.findall(node.value):
            yield word, "*"


def callee_name(callee: object) -> str | None:
    return callee.prop if isinstance(callee, Member) else \
        callee.name if isinstance(callee, Ref) else None


def short(fn: FunctionFact) -> str:
    return fn.name.rsplit(".", 1)[-1]


def layer(fn: FunctionFact) -> str:
    """The class or object a function belongs to (``default`` of ``default.get``), ``""``
    for a plain top-level function."""
    return fn.class_name or (fn.name.rsplit(".", 1)[0] if "." in fn.name else "")


def called(fid: str, program) -> bool:
    return fid in program.callers or fid in program.response_callbacks


def never_called(fid: str | None, program, mentions_index: Mentions) -> FunctionFact | None:
    """The function ``fid`` when it is a service layer's method nothing calls (see the module
    docstring), else ``None``."""
    path = fid.split("#", 1)[0] if fid else None
    module = program.modules.get(path) if path else None
    fn = module.functions.get(fid) if module else None
    if fn is None or called(fid, program) or not path.endswith(SCRIPT_SUFFIXES) or \
            module.triggers or (fn.parent is not None and fn.class_name is None):
        return None
    if not mentions_index.called_from_elsewhere(path, layer(fn)) - {fid}:
        return None
    if mentions_index.named_elsewhere(short(fn), path):
        return None
    return fn


def mark_uncalled(capabilities: list[Capability], clusters, names: dict[int, str], program
                  ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, those all of whose calls a never-called function makes set to
    ``requires-review``, and one review item per such capability (rule
    ``wrapper.never-called``); ``names`` maps ``id(observed call)`` to its capability."""
    index = Mentions(program.modules, program.module_resolver.resolve, program.callers)
    verdicts: dict[str, list[tuple[str, FunctionFact] | None]] = {}
    for cl in clusters:
        for call in cl.calls:
            name = names.get(id(call))
            if name is not None:
                fn = never_called(call.fid, program, index)
                verdicts.setdefault(name, []).append((call.fid.split("#", 1)[0], fn)
                                                     if fn else None)
    out, review = [], []
    for cap in capabilities:
        found = verdicts.get(cap.name) or [None]
        if any(v is None for v in found):
            out.append(cap)
            continue
        path, fn = found[0]
        out.append(cap.model_copy(update={"status": "requires-review"}))
        review.append(ReviewItem(
            severity="medium", capability=cap.name, message=MESSAGE.format(name=fn.name),
            evidence=[inferred((path, fn.span), RULE, f"{fn.name} defined here")]))
    return out, review
