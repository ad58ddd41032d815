"""The narrow view of the program a library recogniser gets while the program is resolved:
:class:`ProgramQueries` for the program-wide hooks (``setup``, ``member_value``, ``inject``,
``review``, ``declared``) and :class:`Context` (a :class:`ProgramQueries` plus the frame of
one call) for the per-call hooks (``request``, ``call_result``, ``unknown_receiver``). No
recogniser sees the resolver. (What resolution returns, once done, is the frozen
:class:`code2skill.program.Program` the later passes read; recognisers never see it.)

Reads are queries (evaluate an expression in a frame, a member of a value, a function's facts,
the calls in a scope, a module's bindings and exports, what a function returns); the only
writes are the notes of :meth:`ProgramQueries.note_review`,
:meth:`ProgramQueries.note_reviewed_site`, :meth:`ProgramQueries.note_unknown_call` and the
recogniser's own scratch :meth:`ProgramQueries.notes`. A ``setup`` hook *returns* its
program-wide facts as :class:`SetupFacts`; the resolver stores them and
:meth:`ProgramQueries.setup_facts` reads them back.

Inventory (what the hooks read of the resolver before this interface; uses per file of
``resolver.<attribute>`` in ``extractors/``, 184 in all):

* ``modules`` (48, every program-wide pass: imports, calls, classes, exports, bindings) →
  :attr:`ProgramQueries.modules`;
* ``evaluate`` (46), ``eval_args`` (2), ``member`` (6), ``instance_member`` (6),
  ``module_binding`` (6), ``export`` (3), ``returns`` (7), ``bind_args``/``substitute`` (3),
  ``call_arguments`` (1), ``written_target`` (2), ``where`` (2), ``requests_at`` (1, swr) →
  the evaluation queries of the same names (``bind_args`` + ``substitute`` is
  :meth:`ProgramQueries.with_arguments`);
* ``functions`` (14), ``function`` (5), ``calls_by_scope`` (5), ``scopes_within`` (1),
  ``new_sites`` (1), ``module_resolver`` (1) → :meth:`ProgramQueries.function_facts`,
  :meth:`ProgramQueries.function`, :meth:`ProgramQueries.calls_in_scope`,
  :meth:`ProgramQueries.call_scopes`, :meth:`ProgramQueries.scopes_within`,
  :meth:`ProgramQueries.new_sites`, :meth:`ProgramQueries.resolve_import`;
* writes: ``setup`` (18: angular, angular-forms, axios, graphql, trpc, ts-api-toolkit),
  ``bound_this`` (2: ember), ``callers`` (2: vuex) → returned :class:`SetupFacts`, and the
  lazily computed client list of graphql and the mutation hooks trpc sees → :meth:`notes`;
  ``library_review`` (5), ``reviewed_sites`` (2: event-source, trpc), ``unknown_calls``
  (1: swr) → the ``note_*`` methods; a library's calls back of a user function with a
  response (trpc's ``onSuccess``) → :meth:`ProgramQueries.call_back`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Mapping

from code2skill.facts import Diagnostic, Tmpl
from code2skill.problem import Problem
from code2skill.requests import Site
from code2skill.template_tags import tag_values
from code2skill.values import FnV, InstanceV, ParamV, ResponseV, UnknownV, Value, Where

if TYPE_CHECKING:                                    # pragma: no cover - types only
    from code2skill.facts import (
        Assignment, Call, CallSite, Expr, FunctionFact, ModuleFacts, RuleSet, Span,
    )
    from code2skill.requests import RequestTemplate
    from code2skill.resolution.resolver import Resolver


@dataclass(frozen=True, slots=True)
class Frame:
    """Where an expression is evaluated: module ``path`` and function ``fid`` (``None`` at
    module level), with the ``this`` value when known."""

    path: str
    fid: str | None
    this: Value | None = None


# a caller of a function: (module path, scope of the call, argument values, call span)
Caller = tuple[str, "str | None", tuple[Value, ...], "Span"]


@dataclass(frozen=True)
class SetupFacts:
    """What a recogniser's ``setup`` hook finds program-wide, returned to the resolver.

    * ``facts``: the recogniser's own facts (interceptors, defaults, links …), read back with
      :meth:`ProgramQueries.setup_facts` under the recogniser's id (``None``: nothing stored);
    * ``bound_this``: function id → the value ``this`` has in it (rule ``this.bound``: the
      methods of a classic Ember ``Component.extend({…})`` object);
    * ``callers``: function id → calls of it the resolver cannot see as calls (a Vuex
      ``dispatch('type', payload)`` of an action), as :data:`Caller` tuples.
    """

    facts: Any = None
    bound_this: Mapping[str, Value] = field(default_factory=dict)
    callers: Mapping[str, tuple[Caller, ...]] = field(default_factory=dict)


class ProgramQueries:
    """The queries a recogniser makes of the whole program (module docstring). Depths are
    those of a fresh evaluation (``0``)."""

    __slots__ = ("_resolver",)

    def __init__(self, resolver: Resolver):
        self._resolver = resolver

    # ------------------------------------------------------------ program facts
    @property
    def modules(self) -> Mapping[str, ModuleFacts]:
        """Module path → its facts (imports, calls, classes, exports, bindings)."""
        return MappingProxyType(self._resolver.modules)

    def function(self, fid: str | None) -> FunctionFact | None:
        """The facts of function ``fid``, or ``None``."""
        return self._resolver.function(fid)

    def function_facts(self, fid: str | None) -> tuple[str, FunctionFact] | None:
        """``(module path, facts)`` of function ``fid``, or ``None``."""
        return self._resolver.functions.get(fid) if fid else None

    def calls_in_scope(self, path: str, scope: str | None) -> list[CallSite]:
        """The call sites directly in function ``scope`` of module ``path`` (``None``: its
        module body)."""
        return self._resolver.calls_by_scope.get((path, scope), [])

    def call_scopes(self) -> list[tuple[tuple[str, str | None], list[CallSite]]]:
        """``((path, scope), call sites)`` for every scope holding calls, in program order."""
        return list(self._resolver.calls_by_scope.items())

    def scopes_within(self, path: str, fid: str | None) -> list[str | None]:
        """``fid`` and the functions of module ``path`` nested in it."""
        return self._resolver.scopes_within(path, fid)

    def new_sites(self, name: str) -> list[tuple[str, str | None, Call]]:
        """``(path, scope, call)`` of every ``new name(…)`` of the program."""
        return self._resolver.new_sites.get(name, [])

    def declared_range(self, path: str, package: str) -> str | None:
        """The version range (``^2.4.1``) the nearest ``package.json`` enclosing module
        ``path`` that declares ``package`` gives it, or ``None`` when none declares it."""
        from code2skill.modules import DEPENDENCY_FIELDS

        for _, pkg in self._resolver.module_resolver.packages_for(path):
            for section in DEPENDENCY_FIELDS:
                found = (pkg.get(section) or {}).get(package)
                if isinstance(found, str):
                    return found
        return None

    def resolve_import(self, path: str, source: str) -> str | None:
        """The module path an import specifier of module ``path`` names, or ``None``."""
        return self._resolver.module_resolver.resolve(path, source)

    def outside_root(self, path: str, source: str) -> str | None:
        """Rule ``modules.outside-root``: the target (relative to the analysed folder, led
        by ``..``) of import ``source`` of module ``path`` when it leaves the analysed folder
        and no analysed file answers it, else ``None``."""
        return self._resolver.module_resolver.outside_root({(path, source)}).get(
            (path, source))

    def rule_set(self, path: str, name: str) -> tuple[RuleSet, str] | None:
        """The validation rule set bound to ``name`` in module ``path`` (declared or derived
        there, or imported) and the module declaring it, or ``None``."""
        from code2skill.passes.validation import rule_set_named
        return rule_set_named(self._resolver.modules, self._resolver.module_resolver, path,
                              name)

    @property
    def laravel_routes(self) -> Mapping | None:
        """Route name → :class:`~code2skill.ziggy_routes.ZiggyRoute` of the analysed folder's
        Laravel route files (rule ``laravel.route-file``), ``None`` when it holds none."""
        return self._resolver.laravel_routes

    def setup_facts(self, lib: str, default: Any = None) -> Any:
        """The facts recogniser ``lib``'s ``setup`` hook returned (:class:`SetupFacts`)."""
        return self._resolver.setup.get(lib, default)

    # ------------------------------------------------------------ evaluation
    def evaluate(self, expr: Expr | None, frame: Frame) -> Value:
        """The value of ``expr`` in ``frame`` (nested past the recursion limit: an unknown
        value and a diagnostic, rule ``budget.recursion``)."""
        return self._resolver.guarded_evaluate(expr, frame)

    def eval_args(self, args: tuple[Expr, ...], frame: Frame) -> tuple[Value, ...]:
        """Argument values in ``frame``, spreads expanded."""
        return self._resolver.eval_args(args, frame)

    def member(self, value: Value, prop: str) -> Value:
        """Member ``prop`` of ``value`` (an unknown value when it has none)."""
        return self._resolver.member(value, prop)

    def instance_member(self, inst: InstanceV, prop: str) -> Value:
        """Member ``prop`` of a class instance (fields, methods, inherited ones)."""
        return self._resolver.instance_member(inst, prop, 0)

    def getter(self, inst: InstanceV, prop: str) -> FnV | None:
        """The ``get prop()`` accessor of an instance's class or its user superclasses, as a
        function bound to the instance; ``None`` when there is none."""
        from code2skill.class_layers import accessor
        return accessor(self._resolver, inst, prop)

    def module_binding(self, path: str, name: str) -> Value:
        """The value name ``name`` is bound to at the top of module ``path``."""
        return self._resolver.module_binding(path, name, 0)

    def export(self, path: str, name: str) -> Value:
        """The value module ``path`` exports as ``name`` (``default`` included)."""
        return self._resolver.export(path, name, 0, set())

    def returns(self, fid: str, this: InstanceV | None = None) -> Value:
        """What function ``fid`` returns (its parameters as ``ParamV``); ``this``: the
        subclass instance a base-class method is read for (its ``this.x`` the subclass's)."""
        return self._resolver.returns(fid, 0, this)

    def with_arguments(self, value: Value, fid: str, args: tuple[Value, ...]) -> Value:
        """``value`` with function ``fid``'s parameters bound to ``args``."""
        resolver = self._resolver
        return resolver.substitute(value, fid, resolver.bind_args(fid, args, 0))

    def applied(self, fid: str, args: tuple[Value, ...], where: Where | None) -> Value:
        """What function ``fid`` returns when called with ``args`` at ``where`` (a call the
        library makes, such as a ``transformRequest`` given the body): its parameters bound,
        and a ``FormData`` it makes remembering the call (rule
        ``multipart.helper-arguments``)."""
        from code2skill.values import Capture
        resolver = self._resolver
        mapping = resolver.bind_args(fid, args, 0)
        value = resolver.substitute(resolver.returns(fid, 0), fid, mapping)
        return resolver.with_capture(value, Capture(fid, tuple(mapping.items()), where)) \
            if where is not None else value

    def call_arguments(self, fid: str) -> list[tuple[Value, ...]]:
        """The argument values of every call of function ``fid`` found by its name."""
        return self._resolver.call_arguments(fid)

    def calls_of(self, fid: str) -> list:
        """Every call of function ``fid`` found by its name, as
        :class:`~code2skill.handed_objects.HandingCall` (where, enclosing name, arguments)."""
        return self._resolver.calls_of(fid)

    def written_parameter(self, value: ParamV, frame: Frame, span: Span) -> Value:
        """Parameter ``value`` of ``frame``'s function with the members that function writes
        on it before ``span`` (rule ``value.parameter-member-writes``)."""
        return self._resolver.written_parameter(value, frame, span)

    def written_target(self, frame: Frame, assignment: Assignment) -> tuple[str, ...] | None:
        """The member path an assignment writes (``h[KEY] = …`` with ``KEY`` resolved)."""
        return self._resolver.written_target(frame, assignment)

    def where(self, path: str, span: Span | None) -> Where | None:
        """The evidence location of ``span`` in module ``path``."""
        return self._resolver.where(path, span)

    def requests_at(self, site: CallSite, frame: Frame, fn: FunctionFact | None,
                    depth: int) -> list[RequestTemplate]:
        """The request templates one call site makes (a library call or a wrapper call)."""
        return self._resolver.requests_at(site, frame, fn, depth)

    def context(self, frame: Frame, function_name: str | None) -> Context:
        """The per-call view of a call in ``frame``."""
        return Context(self, frame, function_name)

    def call_back(self, fid: str, frame: Frame, span: Span | None, response: ResponseV
                  ) -> None:
        """The library calls function ``fid`` back with ``response`` for the call at ``span``
        of ``frame`` (a hook's ``onSuccess``): recorded as ``.then(fid)`` is (rule
        ``dataflow.response-value``), so reads of its parameter are reads of the response."""
        self._resolver.response_callbacks.setdefault(fid, {})[
            (frame.path, frame.fid, span)] = response

    # ------------------------------------------------------------ notes
    def note_review(self, severity: str, message: str, where: Where) -> None:
        """A review item of a call the recogniser claims but cannot make a request of."""
        self._resolver.library_review.add(Problem(severity, message, where))

    def warn(self, path: str, message: str, line: int | None) -> None:
        """One ``warning`` diagnostic of the ``resolve`` stage (printed on stderr) at
        ``line`` of module ``path``."""
        self._resolver.diagnostics.append(Diagnostic(path, "resolve", message, "warning",
                                                     line))

    def note_reviewed_site(self, where: Where, lib: str) -> None:
        """A request-like call of ``lib`` reviewed instead of made (``source.coverage``)."""
        self._resolver.reviewed_sites[where] = lib

    def note_unknown_call(self, path: str, span: Span | None, name: str, strong: bool) -> None:
        """A request-like call whose request the recogniser cannot follow (rule
        ``review.unknown-client``)."""
        self._resolver.unknown_calls.append((path, span, name, strong))

    def notes(self, lib: str) -> dict:
        """Recogniser ``lib``'s own scratch facts for this run (what its request hook saw,
        read back by its review hook; a value computed once on first use)."""
        return self._resolver.recogniser_notes.setdefault(lib, {})


class Context:
    """The facade a library recogniser gets for one call site: evaluate IR in the call's frame,
    read members, and stamp evidence; :attr:`program` for program-wide queries. Recognisers
    never see trees or compute locations."""

    __slots__ = ("program", "frame", "function_name")

    def __init__(self, program: ProgramQueries, frame: Frame, function_name: str | None):
        self.program = program
        self.frame = frame
        self.function_name = function_name

    def evaluate(self, expr: Expr | None) -> Value:
        return self.program.evaluate(expr, self.frame)

    def args(self, call: Call) -> tuple[Value, ...]:
        """The call's argument values, spreads expanded; a tagged template's as JavaScript
        passes them to the tag (:func:`code2skill.template_tags.tag_values`)."""
        if call.tagged and len(call.args) == 1 and isinstance(call.args[0], Tmpl):
            return tag_values(call.args[0], self.evaluate, self.where(call.span))
        return self.program.eval_args(call.args, self.frame)

    def written_parameter(self, value: ParamV, span: Span) -> Value:
        """Parameter ``value`` of the call's function with the members that function writes
        on it before ``span`` (rule ``value.parameter-member-writes``): ``{...options,
        data}``; ``value`` itself when it writes none."""
        return self.program.written_parameter(value, self.frame, span)

    def member(self, value: Value | None, prop: str) -> Value | None:
        """Member ``prop`` of ``value``, ``None`` when it has none."""
        if value is None:
            return None
        found = self.program.member(value, prop)
        return None if isinstance(found, UnknownV) and found.reason == "no-member" else found

    def where(self, span: Span | None) -> Where | None:
        return self.program.where(self.frame.path, span)

    def site(self, span: Span | None, rule: str) -> Site:
        return Site((self.frame.path, span or (0, 0, 0, 0)), self.function_name, rule)

    def function_facts(self, value: Value | None) -> tuple[str, FunctionFact] | None:
        """``(path, facts)`` of the user function a value names (plugins, interceptors)."""
        if isinstance(value, FnV):
            return self.program.function_facts(value.fid)
        return None

    def evaluate_in(self, fid: str, expr: Expr | None) -> Value:
        """The value of ``expr`` in the scope of user function ``fid`` (a call it makes)."""
        return self.program.evaluate(expr, Frame(self.program.function_facts(fid)[0], fid))

    def calls_in(self, fid: str) -> list[CallSite]:
        """The call sites directly in function ``fid``."""
        path = self.program.function_facts(fid)[0]
        return self.program.calls_in_scope(path, fid)

    def calls_here(self) -> list[CallSite]:
        """The call sites of the function (or module body) this call is in."""
        return self.program.calls_in_scope(self.frame.path, self.frame.fid)

    def assignments_here(self) -> list:
        """The member assignments (``x.y = …``) of the function or module body here."""
        fn = self.program.function(self.frame.fid)
        if fn is not None:
            return fn.assignments
        module = self.program.modules.get(self.frame.path)
        return module.assignments if module else []


