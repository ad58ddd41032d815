"""The composed resolver of phase 3: one class over the seams' mixins.

Owns ``Resolver.__init__``, the only place the resolver's state is made (the program's modules,
recognisers, indexes and caches); every method lives in the mixin of its seam:

* :class:`~code2skill.resolution.expressions.Expressions`: evaluating one expression to a value
* :class:`~code2skill.resolution.lookup.Lookup`: names, scopes, imports and globals
* :class:`~code2skill.resolution.flow.Flow`: local data flow: the writes that reach a read
* :class:`~code2skill.resolution.members.Members`: member reads of objects, modules and components
* :class:`~code2skill.resolution.instances.Instances`: classes, instances and ``this``
* :class:`~code2skill.resolution.calls.Calls`: call evaluation, arguments and callers
* :class:`~code2skill.resolution.summaries.Summaries`: function summaries, caches and the resolution driver
* :class:`~code2skill.resolution.specialise.Specialise`: per-caller specialisation of request templates
* :class:`~code2skill.resolution.emission.Emission`: call sites to request templates
* :class:`~code2skill.resolution.review.Review`: what the resolver cannot follow, for review

May read: every seam module and :mod:`code2skill.resolution.shared`; no seam imports this
module (they reach each other through ``self``)."""
from __future__ import annotations

import re
from typing import Iterable, Mapping

from code2skill.facts import (Assignment, Call, CallSite, Diagnostic, Expr, FunctionFact, Member,
                              ModuleFacts, Ref, Span)
from code2skill.vendored_copies import vendored_copies
from code2skill.linked_libraries import linked_entries, linked_packages
from code2skill.extractors.global_properties import global_property_writes, nuxt_injections
from code2skill.global_instances import global_writes
from code2skill.global_members import classic_script, global_member_paths
from code2skill.jquery_plugins import extend_writes, iife_arguments
from code2skill.jquery_ready import ready_handlers
from code2skill.registered_classes import parameter_new_sites
from code2skill.requests import RequestTemplate
from code2skill.extractors.inline_scripts import is_page
from code2skill.narrowings import NarrowingIndex
from code2skill.auto_imports import AutoImports, Source
from code2skill.nuxt_auto_imports import auto_imports
from code2skill.chosen_arms import ArmTest
from code2skill.problem import Problem
from code2skill.contained_faults import Fault
from code2skill.modules import ModuleResolver
from code2skill.object_this import object_methods, this_writes
from code2skill.setup_props import setup_components
from code2skill.vue_mixins import program_mixins
from code2skill.vue_options import Component, component_of, options_components
from code2skill.reaching_writes import WriteOrder
from code2skill.wordpress_ajax import WordPressAjax
from code2skill.verb_loops import VerbLoop
from code2skill.svelte_props import svelte_components
from code2skill.handed_objects import Handed
from code2skill.polymorphic import Subclasses
from code2skill.recogniser_context import Frame, ProgramQueries
from code2skill.values import Capture, ComponentV, LibV, ParamV, PropV, ResponseV, Value, Where
from code2skill.resolution.calls import Calls
from code2skill.resolution.emission import Emission
from code2skill.resolution.expressions import Expressions
from code2skill.resolution.flow import Flow
from code2skill.resolution.instances import Instances
from code2skill.resolution.lookup import Lookup
from code2skill.resolution.members import Members
from code2skill.resolution.review import Review
from code2skill.resolution.shared import Emitted, SUSPECT_METHODS, response_bodies
from code2skill.resolution.specialise import Specialise
from code2skill.resolution.summaries import Summaries


def script_globals(modules: dict[str, ModuleFacts]) -> dict[str, str]:
    """Rule ``scope.script-globals``: in a classic script (a ``.js`` file with no import or
    export, or the inline scripts of an HTML page: rule ``source.inline-script``), top-level
    functions and bindings are globals other scripts may call; ``{name: path}`` of the first
    script (sorted, script files before pages) defining each: a script file's globals reach
    every page that loads it, a page's only its own document and the fragments it loads. (A
    global the program writes once at a classic script's top level, ``window.X = v``, is
    read by :meth:`Lookup.script_published`.)"""
    found: dict[str, str] = {}
    for path in sorted(modules, key=lambda p: (is_page(p), p)):
        module = modules[path]
        if module.imports or module.exports or module.language != "javascript":
            continue
        names = list(module.bindings) + list(module.classes) + [
            fn.name for fn in module.functions.values()
            if fn.parent is None and fn.class_name is None
            and "." not in fn.name and not fn.name.startswith("<")]
        for name in names:
            found.setdefault(name, path)
    return found


class Resolver(Expressions, Lookup, Flow, Members, Instances, Calls, Summaries, Specialise,
               Emission, Review):
    """Resolves requests across ``modules`` (keyed by repo-relative path).

    ``recognisers`` is the ordered registry of library recognisers
    (:data:`code2skill.extractors.registry.RECOGNISERS`); the first that claims a call wins.
    """

    def __init__(self, modules: dict[str, ModuleFacts], resolver: ModuleResolver,
                 recognisers: Iterable, laravel_routes: Mapping | None = None,
                 wordpress_ajax: WordPressAjax | None = None,
                 declared_imports: Mapping[str, Mapping[str, Source | None]] | None = None):
        self.modules = modules
        # the folder's admin-ajax PHP facts, None without a wp_ajax_ hook (wordpress.admin-ajax)
        self.wordpress_ajax = wordpress_ajax
        # route name → ZiggyRoute of the folder's Laravel route files (laravel.route-file)
        self.laravel_routes = laravel_routes
        self.module_resolver = resolver
        self.recognisers = tuple(recognisers)
        self.returned_hooks = tuple(r.returned for r in self.recognisers if r.returned)
        self.recogniser_ids = frozenset(rec.id for rec in self.recognisers)
        # methods that make requests on a client a parameter may hold (wrapper.client-argument)
        self.client_methods = SUSPECT_METHODS.union(
            *(rec.client_methods for rec in self.recognisers))
        self.functions: dict[str, tuple[str, FunctionFact]] = {}
        self.member_assignments: dict[tuple[str, tuple[str, ...]], list[Expr]] = {}
        self.assigned_props: dict[tuple[str, str], list[tuple[str, list[Expr]]]] = {}
        for path, module in modules.items():
            for fid, fn in module.functions.items():
                self.functions[fid] = (path, fn)
            plugin_writes = extend_writes(module) if classic_script(module) else []
            for assignment in module.assignments + plugin_writes:    # jquery.extend-member
                if assignment.key is None:        # (a computed key: see written_target)
                    self.member_assignments.setdefault((path, assignment.target), []).append(
                        assignment.value)
        for (path, target), exprs in self.member_assignments.items():
            if len(target) == 2:
                self.assigned_props.setdefault((path, target[0]), []).append((target[1], exprs))
        # rule value.placeholder-member: (module, (object, member)) a function of it writes
        self.function_member_writes = frozenset(
            (path, a.target) for path, module in modules.items()
            for fn in module.functions.values() for a in fn.assignments
            if len(a.target) == 2 and a.key is None)
        self.iife_args = iife_arguments(modules)                   # rule scope.iife-argument
        self.ready_handlers = ready_handlers(modules)          # rule jquery.ready-parameter
        self._timer_handoffs: dict | None = None                  # rule scope.timer-arguments
        self.timer_read: set[str] = set()      # functions a timer's argument was read for
        self.global_properties = global_property_writes(modules)   # rule axios.global-property
        for name, writes in nuxt_injections(modules).items():       # rule nuxt.plugin-inject
            self.global_properties.setdefault(name, []).extend(writes)
        self.provide_sites: list | None = None                     # rule di.provide-inject
        self.response_body = response_bodies(self.recognisers)[0]   # LibraryFacts
        self.own_headers_only = frozenset(rec.id for rec in self.recognisers
                                          if rec.facts.own_headers_only)
        # rule vue.auto-imported-state: a program of Vue single-file components may use
        # Vue's reactivity functions unimported (Nuxt, unplugin-auto-import)
        from code2skill.extractors.vue_reactivity import AUTO_IMPORTED
        self.vue_auto_imports = AUTO_IMPORTED if any(path.endswith(".vue")
                                                     for path in modules) else frozenset()
        # rules nuxt.auto-imported-export and scope.auto-import: names in scope unimported
        self.auto_imports = AutoImports(auto_imports(modules, resolver.packages),
                                        declared_imports or {})
        self.lib_modules: dict[str, str] = {}
        self.lib_globals: dict[str, str] = {}
        lib_vendored: list[tuple[re.Pattern, str]] = []
        for rec in self.recognisers:
            self.lib_modules.update(rec.modules)
            self.lib_globals.update(rec.globals)
            lib_vendored.extend((re.compile(p), lib) for p, lib in rec.vendored.items())
        self.vendored = vendored_copies(modules, lib_vendored)   # modules.vendored-copy
        self.linked_packages = linked_packages(resolver.by_name, self.lib_modules)
        for path, lib in linked_entries(self.linked_packages, resolver.resolve).items():
            self.vendored.setdefault(path, lib)                  # modules.linked-library
        self.calls_by_scope: dict[tuple[str, str | None], list[CallSite]] = {}
        self.new_sites: dict[str, list[tuple[str, str | None, Call]]] = {}
        for path, module in modules.items():
            for site in module.calls:
                self.calls_by_scope.setdefault((path, site.scope), []).append(site)
                if site.call.new and isinstance(site.call.callee, (Ref, Member)):
                    name = site.call.callee.name if isinstance(site.call.callee, Ref) \
                        else site.call.callee.prop
                    self.new_sites.setdefault(name, []).append((path, site.scope, site.call))
        self._ctor_args: dict[tuple[str, str], list[tuple[Value, ...]]] = {}
        self._mentioned: frozenset[str] | None = None    # rule this.unmentioned-setter
        self._written_members: frozenset[str] | None = None   # rule this.unseen-origin
        self.parameter_new_sites = parameter_new_sites(self)     # rule this.registered-class
        self._instance_cache: dict[tuple, list[RequestTemplate]] = {}
        self._instances_summarised: set[tuple] = set()   # (module, class, args) of them
        self.builder_sites: dict[Where, str] = {}          # construction sites not followed
        self._class_flags: dict[tuple, bool] = {}
        self.instance_sites: set[Where] = set()      # requests made for a tracked instance
        self._instance_made: set[tuple] = set()       # … (where, module, class, args)
        self._emitted_chains: dict[tuple, set[tuple]] = {}   # (path, fid) → evidence chains
        self._instance_pending: list[Emitted] = []     # … and for no particular one
        self.instance_fids: set[str] = set()   # functions leaving such requests (rule
                                               # this.instance-argument)
        self._subclass_args: dict[tuple[str, str], tuple[Value, ...] | None] = {}
        self._subclasses: Subclasses | None = None
        # rule value.string-helper: (a computed text's location, the text) → the helper calls
        # that made it, [(call, helper name)]
        self.helper_texts: dict[tuple, list[tuple[Where | None, str]]] = {}
        self.arguments_readers: set[str] = set()    # functions reading their `arguments`
        self._function_at: dict[tuple, FunctionFact | None] = {}
        self._narrowing_index: dict[str, NarrowingIndex] = {}   # function id → its narrowings
        self._top_functions: dict[str, dict[str, str]] = {}
        self._children: dict[str, dict[str | None, list[str]]] = {}
        self._inner_functions: dict[str, dict[tuple[str | None, str], str]] = {}
        self._by_start: dict[str, tuple[list[tuple[int, int]], list[FunctionFact]]] = {}
        self.script_globals = script_globals(modules)
        self.inline_handlers = {(path, span) for path, module in modules.items()   # ui.inline-
                                for span in module.inline_handlers}              # handler
        self.global_members = global_member_paths(modules)     # rule scope.global-member-path
        self.namespace_roots = frozenset(p[0] for p in self.global_members)  # their roots
        self.global_writes = global_writes(modules)            # rule client.global-instance
        self._binding_cache: dict[tuple[str, str | None, str], Value] = {}
        # ("members", path, name) → the members assigned to a module binding afterwards
        self._members_cache: dict[tuple[str, str, str], tuple[PropV, ...]] = {}
        # (module, binding) → the member writes rule value.stored-client follows (lazy)
        self._stored_writes: dict[tuple[str, str], list] | None = None
        self._page_data_keys: tuple[str, ...] | None = None    # url.page-data-attribute
        self._server_fields: frozenset[str] | None = None        # value.form-field
        self._verb_loops: dict[str, tuple[VerbLoop, ...]] = {}     # rule wrapper.verb-loop
        self._verb_loop_writes: dict[str, dict[tuple, list]] = {}  # rule wrapper.verb-loop
        # function → {object's name: its other names} (rule value.parameter-member-write)
        self._alias_index: dict[str, dict] = {}
        # the call sites read deeper than the call-depth limit (rule budget.call-depth)
        self.depth_cut_sites: set[Where] = set()
        # (path, span) of each such site → its frame and callee
        self.depth_cut_calls: dict[tuple[str, Span | None], tuple[Frame, Expr]] = {}
        self.jquery_loop_writes: dict | None = None               # rule jquery.loop-member
        self._flow_cache: dict[tuple, Value] = {}
        # (path, function, local, write's span) → what :meth:`transform_write` found for it
        self._transform_cache: dict[tuple, tuple | None] = {}
        self._returns_cache: dict[str, Value] = {}
        self._summary_cache: dict[tuple[str, str | None], list[RequestTemplate]] = {}
        self._in_progress: set = set()
        self._truncated = 0          # evaluations cut by a limit or a cycle; their results
        #                              are not cached: a value read again while it is worked
        #                              out (a base path the app stores from a response fetched
        #                              through that base) is cut only for the nested reads
        # results cut by a limit: cache key → (nesting level it was computed at, value)
        self._partial: dict[tuple, tuple[int, Value | list[RequestTemplate]]] = {}
        self.emitted: list[Emitted] = []
        self.callers: dict[str, list[tuple[str, str | None, tuple[Value, ...], Span]]] = {}
        # class method fid → (call site, calling function, ``this``) of each linked call
        # (rule this.subclass-call: code2skill.subclass_calls)
        self.receivers: dict[str, list[tuple[Where, str | None, Value | None]]] = {}
        # fid → (the factory calls its value captured, the caller entry) of each call of a
        # function a factory returned (code2skill.forwarded_calls)
        self.captured_callers: dict[str, list[tuple[tuple[Capture, ...], tuple]]] = {}
        self._captures_called: set[Where] = set()   # factory calls whose closure is called
        # callbacks given a response (``res.then(cb)``): fid → {(path, fid, span): response}
        self.response_callbacks: dict[str, dict[tuple[str, str | None, Span], ResponseV]] = {}
        self.diagnostics: list[Diagnostic] = []
        # rule state.initial-type: where each typed state value a state hook holds is written
        self.state_places: set[Where] = set()
        self.typed_states: set[Where] = set()      # rule value.model-field: user-typed state
        self._limits_noted: set[tuple[str, str]] = set()
        self._steps = 0                  # work units in this file (rule budget.work-per-file)
        self._sites_per_file: dict[str, int] = {}   # budget.request-sites-per-file
        self._sites_in_run = 0                       # budget.request-sites-per-run
        # library request call sites past the run's budget (budget.request-sites-per-run)
        self.sites_past_budget: dict[Where, str] = {}
        # file → the function (None: the module body) at which a file limit cut its calls
        self.cut_at: dict[str, str | None] = {}    # (rule budget.skipped-calls)
        self._setup_of: str | None = None    # the recogniser whose setup hook is running
        self._budgeted = False           # while summarise_all() summarises a file
        self.unknown_calls: list[tuple[str, Span, str, bool]] = []
        self.unknown_texts: dict[Where, str] = {}   # unknown-client site → its URL text
        # unknown-client calls handed a callback (rule review.callback-client)
        self.callback_calls: set[tuple[str, Span]] = set()
        self.global_conflicts: dict[Where, str] = {}    # rule client.global-instance
        self.opaque_wrappers: set[tuple[str, Span, str]] = set()
        # rule value.unknown-transform: call site → (review message, whether the value kept
        # there carries the mark value_transforms.reached looks for)
        self.unknown_transforms: dict[Where, tuple[str, bool]] = {}
        self._list_mutations: dict | None = None     # value_transforms.list_mutations
        self._written_lists: set | None = None       # list_membership.written_lists
        self._request_libraries: frozenset[str] | None = None  # Resolver.request_libraries
        self._helper_calls: dict[tuple, list] = {}            # Resolver.helper_calls
        # (module, function, local, this, the writes made) →
        # (the object they were made on, the result) of Resolver.with_member_writes
        self._member_writes: dict[tuple, tuple[Value, Value]] = {}
        # (module, function, local, this) → (the object, the writes made so far, the members
        # they made) of Resolver.written_members: reads in source order extend it
        self._written_prefix: dict[tuple, tuple[Value, tuple, tuple, bool]] = {}
        # (module, function, local) → its Headers set/append calls (Resolver.writes_to)
        self._header_sets: dict[tuple, list[Assignment]] = {}
        self._write_orders: dict[tuple, WriteOrder] = {}  # Resolver.flow_binding
        self._class_functions: dict[str, dict[str, list]] = {}   # Resolver.class_functions
        # review items a recogniser raises at a call it claims but cannot turn into a request
        # (a tRPC subscription, a WebSocket link), or the resolver at a call it reviews
        self.library_review: set[Problem] = set()
        # (place, component) → the fault contained there (rule internal.contained-fault)
        self.faults: dict[tuple, Fault] = {}
        # request-like calls a recogniser claims and reviews instead of making a request (an
        # event stream): place → library; ``source.coverage`` counts them as reviewed
        self.reviewed_sites: dict[Where, str] = {}
        # rule wrapper.chosen-arm: library calls in arms no call takes → (library, the test)
        self._untaken: dict[Where, tuple[str, ArmTest]] = {}
        # rule wrapper.chosen-arm: a function looked up by a parameter (handlers[m]()) → the
        # lookups calling it (place → the run guard of its key there)
        self._keyed_arms: dict[str, dict[Where, tuple]] = {}
        # rule wrapper.chosen-arm: a parameter → the values its known calls pass for it
        self._passed_values: dict[ParamV, tuple[Value, ...]] = {}
        # calls of a request function handed in as a parameter (rule
        # review.request-function-parameter): place → (parameter, function, its known calls)
        self.param_requests: dict[Where, tuple[str, str | None, int]] = {}
        # every recognised call that made a request template: (path, span) → library
        self.request_sites: dict[Where, str] = {}
        # request sites whose fate is an outer call's: the library call inside a wrapper whose
        # callers' descriptor arguments name the request (rule ``descriptor.request``), or
        # inside a function handed to an opaque wrapper (:meth:`note_opaque_wrapper`)
        self.linked_sites: dict[Where, set[Where]] = {}
        self.unknown_libraries: dict[Where, str] = {}     # unknown-client site → library
        # rule fetch.assumed-client: call of an unrecognised library → its callee, keyed by
        # the place the UnknownV("library-call") it evaluates to (and its members) carries
        self.library_results: dict[Where, LibV] = {}
        # request site → sdk:<package> of the client it was read as openapi-fetch's
        self.assumed_packages: dict[Where, str] = {}     # (rule openapi-fetch.assumed-client)
        self.fluent_sites: set[Where] = set()     # rule review.unknown-fluent-client
        # rule ``review.unknown-receiver``: a library call on a value the resolver cannot
        # follow (an Ember record's ``save()``): place → (library, message, function id of a
        # parameter receiver or ``None``)
        self.unknown_receivers: dict[Where, tuple[str, str, str | None]] = {}
        self._passed_clients: dict[tuple[str, str, tuple[str, ...]], tuple[Value, ...]] = {}
        # per-run memo tables of the contract passes, by table name (a function's facts are
        # read once however many requests it makes): name → {key: value}
        self.pass_memo: dict[str, dict] = {}
        self._sites_by_name: dict[str, list[tuple[str, str | None, CallSite]]] | None = None
        self._handed: dict[tuple, Handed | None] = {}
        # recogniser id → the facts its setup hook returned (SetupFacts.facts)
        self.setup: dict = {}
        # recogniser id → its scratch notes for this run (ProgramQueries.notes)
        self.recogniser_notes: dict[str, dict] = {}
        # fid → the value ``this`` has in that function, bound by a recogniser's setup pass
        # (methods of a classic Ember ``Component.extend({…})`` object)
        self.bound_this: dict[str, Value] = {}
        # fid → the binding whose object literal holds that method (rule this.object-literal)
        self.object_homes = object_methods(modules)
        self.object_writes = this_writes(self.object_homes, self.functions)  # its this.x writes
        # rule vue.options-this: options literal → component, bound function id → its `this`
        self.components: dict[tuple[str, Span], Component] = {
            (c.path, c.span): c for c in options_components(modules)}
        # rule vue.mixin-member: the option objects each component mixes in
        self.mixins = program_mixins(modules, list(self.components), resolver.resolve)
        self.components.update({key: component_of(key[0], literal)
                                for key, literal in self.mixins.literals.items()})
        self.options_keys = list(self.components)     # the options objects, mixins included
        self.shared_this: dict[tuple[str, Span], tuple] = {}     # key → its sharing group
        # rule vue.setup-props: a <script setup> module's defineProps → its component
        self.setup_props = {c.path: c for c in setup_components(modules)
                            if not any(o.path == c.path for o in self.components.values())}
        self.components.update({(c.path, c.span): c for c in self.setup_props.values()})
        # rule svelte.prop-binding: a Svelte module's $props() → its component
        self.svelte_props = {c.path: c for c in svelte_components(modules)}
        self.components.update({(c.path, c.span): c for c in self.svelte_props.values()})
        self._renders: dict[str, list] = {}      # component fid → its template elements
        self._form_handlers: set[str] = set()    # submit handlers read per element (svelte.form-action)
        # functions handed whole to a linked call that never visibly applies them: their
        # calls are not seen (code2skill.applied_calls)
        self.unapplied: frozenset[str] = frozenset()
        self.applied_sites: set[tuple[str, str, Span]] = set()  # (function, helper call)
        # function id → the calls redux-saga effects make of it (rule redux-saga.call-effect)
        self.effect_callers: dict[str, list] = {}
        # (callback fid, parameter) → (variable, where set) (rule value.callback-state)
        self.callback_states: dict[tuple[str, str], tuple[str, Where]] = {}
        self.component_this: dict[str, ComponentV] = {
            fid: ComponentV(c.path, c.span) for c in self.components.values() for fid in c.bound}
        self.program = ProgramQueries(self)   # what recognisers see of the program
        self._guarded: str | None = None      # the reader of a guarded evaluation running
        for rec in self.recognisers:
            if rec.setup is not None:
                self._setup_of = rec.id
                try:
                    found = rec.setup(self.program)
                except Exception as exc:  # noqa: BLE001 - one recogniser's setup must not end the run
                    self.diagnostics.append(Diagnostic(
                        ".", "resolve", f"the {rec.id} recogniser's program-wide setup failed "
                        f"({type(exc).__name__}: {exc}); its client configuration is not read",
                        "warning"))
                    continue
                finally:
                    self._setup_of = None
                self.apply_setup(rec.id, found)
