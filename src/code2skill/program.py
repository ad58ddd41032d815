"""Phase 3's result: :func:`resolve_program` runs the resolver over every module and returns a
:class:`Program`, the frozen record every later phase reads.

The :class:`~code2skill.resolution.resolver.Resolver` is an interpreter with caches; it stays inside this
module's boundary. What the later phases read of it is copied here once resolution is done,
into read-only mappings and tuples:

* ``emitted``: the resolved requests, each with its call chain (``template.sites``);
* ``callers``: function id → every call of it the resolver linked, the calls a component makes
  of a function prop its parent passes included (rule ``ui.prop-callback``, linked during
  resolution before any caller is read); ``captured_callers`` and ``response_callbacks``;
* ``calls_by_scope``, ``functions``: the call sites of each scope and the facts of each function;
* the site reports of coverage (``request_sites``, ``linked_sites``, ``unread_sites``,
  ``stranded_sites``, ``unknown_client_sites``, ``unknown_client_problems``,
  ``param_requests``), ``setup`` facts of the recognisers, ``lib_modules`` and ``diagnostics``;
* ``response_flows``: every member chain of a function read from the body of one request's
  response (rule ``output.response-read``), and ``kept_reads`` the places of those read
  through an answer kept whole in state (rule ``output.state-kept-response``), computed once
  the rest is frozen and before the program is handed out, so the response-read pass evaluates nothing; ``sdk_packages``: the
  call sites of API SDK packages (rule ``coverage.opaque-sdk``), computed the same way.
* ``declared_answers``: every response body the client declares a type for where it handles
  the answer (rule ``output.declared-answer``), computed the same way.
* ``confirm_calls``: the calls of the confirmation dialogs, by the function that opens them or
  that they call back (rule ``policy.ui-confirmation``), computed the same way;
  ``confirm_guards``: where a dialog's answer guards a callback (rule
  ``ui.confirmation-result``).
* ``triggers``: the UI triggers with the program functions their handlers run (rule
  ``ui.handler``), computed the same way.
* ``stream_reads``: each ``….body.getReader()`` call with the whole responses whose body it
  reads (rule ``stream.body-reader``), computed the same way.
* ``defaults``: the value of every parameter's default and of every destructured element's
  (rules ``value.default-type``, ``value.default-sent``), computed the same way.
* ``error_helpers``: the program functions the calls of each scope may hand an error to
  (rule ``errors.helper-read``), computed the same way.
* ``translation_args``: the value of the first argument of every translation call that is
  a call site or a UI trigger's text (rule ``i18n.catalogue``), computed the same way.
* ``then_promises``: the value of ``X`` of every ``X.then(cb)`` by callback (rule
  ``query.passed-credential``), computed the same way.
* ``form_appends``: every ``append``/``set`` on a ``FormData`` with the form and the values
  of its key and value (rule ``body.multipart``), computed the same way.

The values after ``response_flows`` are computed by the later passes' own functions, given
the program before it is handed out; the evaluations they make are part of resolution.

A later pass that still needs the value of an expression asks :meth:`Program.value_of` (a
fresh evaluation that never raises); one that puts a call's arguments into a function's value
asks :meth:`Program.called_with` or :meth:`Program.value_member`. These three re-entries into
the resolver's evaluation are the only ones a later phase makes; they stand together at the end
of the class so their uses can be counted (``grep -rnwE "value_of|called_with|value_member"``,
less the uses in the functions named above, which run before the program is frozen) and, as
the values they compute move into resolution, removed. Those left follow a value a pass
builds as it walks: ``called_with`` puts each caller's arguments into it
(:mod:`.passes.preconditions`, :mod:`.passes.passed_credentials`,
:mod:`.passes.jsx_prop_segments`, :mod:`.passes.upload_tool`, the file values of
:mod:`.passes.attachments`, :mod:`code2skill.configured_members`,
:mod:`code2skill.passed_constants`), ``value_of`` evaluates an expression the walk reaches
(the loop source of :mod:`.passes.attachments`, :mod:`code2skill.pair_arrays`,
:mod:`code2skill.types`, :mod:`code2skill.passed_constants`,
:mod:`code2skill.configured_members`) and ``value_member`` reads a member of an argument
(:mod:`code2skill.caller_chains`). Apart from them and the span indexes behind
:meth:`Program.function_at`, :meth:`Program.nested_functions` and
:meth:`Program.scopes_within`, a later phase reaches nothing of the resolver (the
``_resolver`` field is private) and writes none of its state.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from code2skill.parameter_defaults import default_values
from code2skill.passes.attachments import form_appends
from code2skill.passes.confirm_wrappers import confirm_calls, promise_confirm
from code2skill.passes.declared_answers import DeclaredAnswer, declared_answers
from code2skill.passes.dialog_results import answer_guards
from code2skill.passes.errors import error_helpers
from code2skill.passes.labels import translation_args
from code2skill.passes.passed_credentials import then_promises
from code2skill.passes.response_reads import read_flows
from code2skill.passes.streams import stream_reads
from code2skill.passes.component_events import link_component_events
from code2skill.passes.ngrx_effects import link_effect_actions
from code2skill.passes.page_modals import ModalAsk, modal_handlers
from code2skill.passes.ui_triggers import TriggerIndex, link_prop_callbacks
from code2skill.invoked_callbacks import link_invoked_callbacks
from code2skill.problem import Problem
from code2skill.recogniser_context import Caller, Frame
from code2skill.resolution.shared import Emitted
from code2skill.resolution.resolver import Resolver
from code2skill.requests import RequestTemplate
from code2skill.sdk_calls import sdk_packages
from code2skill.values import Capture, Value, Where
from code2skill.wordpress_ajax import WordPressAjax

if TYPE_CHECKING:                                    # pragma: no cover - types only
    from code2skill.facts import CallSite, Diagnostic, Expr, FunctionFact, ModuleFacts, Span
    from code2skill.modules import ModuleResolver
    from code2skill.values import Capture, ResponseV
    from code2skill.ziggy_routes import ZiggyRoute


@dataclass(frozen=True, eq=False)
class Program:
    """What resolution found (module docstring). Equality is identity: one run, one program
    (passes key per-run tables on it)."""

    modules: Mapping[str, ModuleFacts]
    module_resolver: ModuleResolver
    emitted: tuple[Emitted, ...]
    callers: Mapping[str, tuple[Caller, ...]]
    # fid → (the factory calls its value captured, the caller entry) (code2skill.forwarded_calls)
    captured_callers: Mapping[str, tuple[tuple[tuple[Capture, ...], Caller], ...]]
    # callbacks given a response (``res.then(cb)``): fid → {(path, fid, span): response}
    response_callbacks: Mapping[str, Mapping[tuple[str, str | None, Span], ResponseV]]
    calls_by_scope: Mapping[tuple[str, str | None], tuple[CallSite, ...]]
    functions: Mapping[str, tuple[str, FunctionFact]]
    setup: Mapping[str, Any]                 # recogniser id → the facts its setup hook found
    lib_modules: Mapping[str, str]           # module specifier → library, of every recogniser
    request_sites: Mapping[Where, str]       # recognised request sites → library
    # recognised request sites past the run's budget, not resolved (budget.request-sites-per-run)
    sites_past_budget: frozenset[Where]
    # file → the function (None: the module body) from which a file limit skipped its calls
    cut_at: Mapping[str, str | None]
    linked_sites: Mapping[Where, frozenset[Where]]
    param_requests: Mapping[Where, tuple[str, str | None, int]]
    unread_sites: frozenset[Where]           # Resolver.unread_sites
    depth_cut_sites: frozenset[Where]        # Resolver.depth_cut_sites (budget.call-depth)
    depth_cut_reach: frozenset[str]          # Resolver.depth_cut_reach (budget.call-depth)
    state_places: frozenset[Where]           # Resolver.state_places (code2skill.state_hooks)
    typed_states: frozenset[Where]           # Resolver.typed_states (code2skill.model_fields)
    stranded_sites: Mapping[Where, str]      # Resolver.stranded_sites
    unknown_client_sites: Mapping[Where, str]
    unknown_client_problems: tuple[Problem, ...]
    diagnostics: tuple[Diagnostic, ...]
    # (response with the member path read, where the chain is) (passes.response_reads)
    response_flows: tuple[tuple[ResponseV, Where, frozenset[Where] | None], ...] = ()
    kept_reads: frozenset[Where] = frozenset()     # rule output.state-kept-response
    # (passes.declared_answers, rule output.declared-answer)
    declared_answers: tuple[DeclaredAnswer, ...] = ()
    # call site → (review message, marked) of a value handed to a function the source does
    # not show (code2skill.value_transforms, rule value.unknown-transform)
    unknown_transforms: Mapping[Where, tuple[str, bool]] = field(default_factory=lambda: MappingProxyType({}))
    # (callback fid, parameter) → (variable name, where it is set) (rule value.callback-state)
    callback_states: Mapping[tuple[str, str], tuple[str, Where]] = field(
        default_factory=lambda: MappingProxyType({}))
    # place → sdk:<package> (code2skill.sdk_calls)
    sdk_packages: Mapping[Where, str] = field(default_factory=lambda: MappingProxyType({}))
    # (path, fid) → the confirmation dialogs' calls opened in fid or calling it back
    # (code2skill.passes.confirm_wrappers.confirm_calls, rule policy.ui-confirmation)
    confirm_calls: Mapping[tuple[str, str | None], tuple[CallSite, ...]] = field(
        default_factory=lambda: MappingProxyType({}))
    # (path, dialog call span) → where its answer guards a callback
    # (code2skill.passes.dialog_results.answer_guards, rule ui.confirmation-result)
    confirm_guards: Mapping[tuple[str, Span], tuple[Span, ...]] = field(
        default_factory=lambda: MappingProxyType({}))
    # the UI triggers with the functions their handlers run (code2skill.passes.ui_triggers)
    triggers: TriggerIndex | None = None
    # (path, fid) → the confirmation a page modal asks before click handler fid runs
    # (code2skill.passes.page_modals, rule ui.page-modal-confirmation)
    modal_asks: Mapping[tuple[str, str], ModalAsk] = field(
        default_factory=lambda: MappingProxyType({}))
    # (getReader call, the whole responses whose body it reads) (code2skill.passes.streams)
    stream_reads: tuple[tuple[Where, tuple[ResponseV, ...]], ...] = ()
    # (fid, parameter index) → the value of the parameter's default, (fid, index, element
    # name) → the value of an object pattern element's default (parameter_defaults)
    defaults: Mapping[tuple, Value] = field(default_factory=lambda: MappingProxyType({}))
    # (path, scope) → the functions its calls may hand an error to (code2skill.passes.errors)
    error_helpers: Mapping[tuple[str, str | None], tuple[str, ...]] = field(
        default_factory=lambda: MappingProxyType({}))
    # (path, call span, scope) → the key argument of a translation call (passes.labels)
    translation_args: Mapping[tuple[str, Span, str | None], Value] = field(
        default_factory=lambda: MappingProxyType({}))
    # callback fid → (the value of X of X.then(callback), where X is) (passed_credentials)
    then_promises: Mapping[str, tuple[Value, Where]] = field(
        default_factory=lambda: MappingProxyType({}))
    # append/set call → (the FormData's place, key, value) (code2skill.passes.attachments)
    form_appends: Mapping[Where, tuple[Where, Value, Value]] = field(
        default_factory=lambda: MappingProxyType({}))
    # request site → sdk:<package> whose client it was read as (openapi-fetch.assumed-client)
    assumed_packages: Mapping[Where, str] = field(default_factory=lambda: MappingProxyType({}))
    # per-run memo tables of the later passes, by table name (a function's facts are read
    # once however many requests it makes): the one writable part, a cache of the passes
    pass_memo: dict[str, Any] = field(default_factory=dict)
    _resolver: Resolver | None = field(default=None, repr=False)

    # ------------------------------------------------------------ structure
    def function(self, fid: str | None) -> FunctionFact | None:
        """The facts of function ``fid``, or ``None``."""
        entry = self.functions.get(fid) if fid else None
        return entry[1] if entry else None

    def function_at(self, path: str, span: Span) -> FunctionFact | None:
        """The innermost function of module ``path`` whose span contains ``span``."""
        return self._resolver.function_at(path, span)

    def recogniser_notes(self, lib: str) -> Mapping:
        """Recogniser ``lib``'s scratch facts of this run (what its hooks noted while
        resolving), for a pass to read; empty without a resolver."""
        return self._resolver.recogniser_notes.get(lib, {}) if self._resolver else {}

    def nested_functions(self, path: str, fid: str) -> list[str]:
        """The functions of module ``path`` defined inside function ``fid`` at any depth."""
        return self._resolver.nested_functions(path, fid)

    def scopes_within(self, path: str, fid: str | None) -> list[str | None]:
        """``fid`` and the functions of module ``path`` nested in it; ``[None]`` for the
        module body."""
        return self._resolver.scopes_within(path, fid)

    @staticmethod
    def where(path: str, span: Span | None) -> Where | None:
        """The place ``(path, span)``, or ``None`` without a span."""
        return (path, span) if span is not None else None

    # ------------------------------------------------------------ re-entries
    def value_of(self, expr: Expr | None, frame: Frame) -> Value:
        """The value of ``expr`` in ``frame`` (:meth:`Resolver.value_of`: a fresh evaluation;
        past the recursion limit, the unknown value ``limit:recursion``)."""
        return self._resolver.value_of(expr, frame)

    def called_with(self, value: Value, fid: str, args: tuple[Value, ...]) -> Value:
        """``value`` (read in function ``fid``) with the parameters of ``fid`` replaced by the
        arguments ``args`` of one call of it (defaults for missing ones)."""
        resolver = self._resolver
        return resolver.substitute(value, fid, resolver.bind_args(fid, args, 0))

    def captured(self, value: Value, captures: tuple[Capture, ...]) -> Value:
        """``value`` (read inside the helper that made a ``FormData``) with the parameters of
        each helper call in ``captures`` (innermost first) replaced by that call's arguments
        (rule ``multipart.helper-arguments``)."""
        for capture in captures:
            value = self._resolver.substitute(value, capture.factory, dict(capture.mapping))
        return value

    def deferred_requests(self, path: str, fid: str) -> list[RequestTemplate]:
        """The request templates function ``fid`` of module ``path`` makes that still read
        its parameters (:meth:`Resolver.summary`: those no caller of it has fixed)."""
        return self._resolver.summary(path, fid)

    def value_member(self, value: Value, prop: str) -> Value:
        """Member ``prop`` of ``value`` (an unknown value when it has none)."""
        return self._resolver.member(value, prop)


def resolve_program(modules: dict[str, ModuleFacts], module_resolver: ModuleResolver,
                    recognisers: Iterable,
                    laravel_routes: Mapping[str, ZiggyRoute] | None = None,
                    wordpress_ajax: WordPressAjax | None = None,
                    declared_imports: Mapping | None = None) -> Program:
    """Phase 3: resolve the requests of ``modules`` (repo-relative path → facts) with the
    library ``recognisers`` (in registry order) and freeze what was found;
    ``laravel_routes`` the named routes of the folder's Laravel route files (rule
    ``laravel.route-file``), ``None`` when it holds none; ``wordpress_ajax`` what its PHP
    says of admin-ajax (rule ``wordpress.admin-ajax``), ``None`` without a ``wp_ajax_`` hook;
    ``declared_imports`` the names an auto-import plugin puts in scope (rule
    ``scope.auto-import``: :func:`~code2skill.auto_imports.declared_auto_imports`)."""
    resolver = Resolver(modules, module_resolver, recognisers, laravel_routes, wordpress_ajax,
                        declared_imports)
    resolver.summarise_all()
    link_prop_callbacks(resolver)            # rule ui.prop-callback, before callers are read
    link_component_events(resolver)          # rule ui.component-event, likewise
    link_invoked_callbacks(resolver)         # rule callback.invoked-parameter, likewise
    link_effect_actions(resolver)            # rule ngrx.effect-action, likewise
    emitted = resolver.finish()
    program = Program(
        modules=MappingProxyType(modules),
        module_resolver=module_resolver,
        emitted=tuple(emitted),
        callers=frozen_lists(resolver.callers),
        captured_callers=frozen_lists(resolver.captured_callers),
        response_callbacks=MappingProxyType({fid: MappingProxyType(dict(found)) for fid, found
                                             in resolver.response_callbacks.items()}),
        calls_by_scope=frozen_lists(resolver.calls_by_scope),
        functions=MappingProxyType(resolver.functions),
        setup=MappingProxyType(resolver.setup),
        lib_modules=MappingProxyType(resolver.lib_modules),
        request_sites=MappingProxyType(dict(resolver.request_sites)),
        sites_past_budget=frozenset(resolver.sites_past_budget),
        cut_at=MappingProxyType(dict(resolver.cut_at)),
        linked_sites=MappingProxyType({where: frozenset(outer) for where, outer
                                       in resolver.linked_sites.items()}),
        param_requests=MappingProxyType(dict(resolver.param_requests)),
        unread_sites=frozenset(resolver.unread_sites()),
        depth_cut_sites=frozenset(resolver.depth_cut_sites),
        depth_cut_reach=frozenset(resolver.depth_cut_reach()),
        state_places=frozenset(resolver.state_places),
        typed_states=frozenset(resolver.typed_states),
        stranded_sites=MappingProxyType(resolver.stranded_sites()),
        unknown_client_sites=MappingProxyType(resolver.unknown_client_sites()),
        unknown_client_problems=tuple(resolver.unknown_client_problems()),
        diagnostics=tuple(resolver.diagnostics),
        unknown_transforms=MappingProxyType(dict(resolver.unknown_transforms)),
        callback_states=MappingProxyType(dict(resolver.callback_states)),
        assumed_packages=MappingProxyType(dict(resolver.assumed_packages)),
        _resolver=resolver)
    flows = read_flows(program)
    return replace(program, response_flows=tuple(flow[:3] for flow in flows),
                   kept_reads=frozenset(flow[1] for flow in flows if flow[3]),
                   declared_answers=declared_answers(program),
                   sdk_packages=MappingProxyType(sdk_packages(program)),
                   confirm_calls=MappingProxyType(confirm_calls(program)),
                   confirm_guards=MappingProxyType(answer_guards(program, promise_confirm)),
                   triggers=TriggerIndex(program),
                   modal_asks=MappingProxyType(modal_handlers(program.modules)),
                   stream_reads=stream_reads(program),
                   defaults=MappingProxyType(default_values(program)),
                   error_helpers=MappingProxyType(error_helpers(program)),
                   translation_args=MappingProxyType(translation_args(program)),
                   then_promises=MappingProxyType(then_promises(program)),
                   form_appends=MappingProxyType(form_appends(program)))


def frozen_lists(table: Mapping) -> Mapping:
    """``table`` with each list value a tuple, read-only."""
    return MappingProxyType({key: tuple(items) for key, items in table.items()})


__all__ = ["Program", "resolve_program"]
