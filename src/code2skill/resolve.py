"""Cross-file resolution: evaluate the IR over all modules and find the requests each call
site makes, following wrappers, imports and constants.

The resolver is an abstract interpreter over :mod:`code2skill.facts`:

* :meth:`Resolver.evaluate` turns an expression into a :mod:`~code2skill.values` value inside a
  function (whose parameters stay symbolic :class:`~code2skill.values.ParamV`), following local
  bindings, closures, module bindings and member assignments, imports and re-exports, class
  members (``this.x``, constructor parameter properties), and calls of user functions (their
  return values with parameters substituted).
* :meth:`Resolver.summary` lists the request templates a function makes, directly (a library
  recogniser claims the call) or through wrappers (the wrapper's *deferred* templates with its
  parameters replaced by the call's arguments).
* A template is **deferred** while the enclosing function's parameters still decide its method,
  or the start of its URL, or a URL piece that is not a whole path segment (``${API}${url}``);
  otherwise it is **emitted** at that function: that call site names the endpoint and is the
  primary evidence, the wrapper chain its secondary evidence. Templates that stay deferred in a
  function nobody calls are reported, not guessed.
"""
from __future__ import annotations

import hashlib
import re
from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Iterable, Mapping

from code2skill.facts import (
    Alt, Arr, Assignment, Call, CallSite, Diagnostic, Expr, Fn, FunctionFact, Hole, Index, Lit,
    LocalWrite, Member, ModuleFacts, Narrowing, Obj, Param, Ref, Regex, Span, Spread, Test, Tmpl, Typed,
    Unknown, within,
)
from code2skill.angularjs_di import injected_param, injection, injector_call
from code2skill.angularjs_factory_this import registered_this
from code2skill.angularjs_injected_members import RULE as INJECTED_MEMBER_RULE
from code2skill.angularjs_module_params import RULE as MODULE_PARAMETER_RULE
from code2skill.arithmetic import UNKNOWN_NUMBER, numeric_unknown
from code2skill.vendored_copies import vendored_copies
from code2skill.linked_libraries import linked_entries, linked_packages
from code2skill.template_unwrap import template_value
from code2skill.vue_setup_members import setup_member, template_member
from code2skill.written_bodies import written_body
from code2skill.vue_refs import UNWRAP, is_ref, ref_call, ref_value
from code2skill.initial_state import proves_fields, state
from code2skill.state_hooks import state_call, typed_places
from code2skill.provided_values import (evaluate_provided, injected_value, injection_deferred,
                                        is_injector,
                                        made_key, provide_sites, settle_injections,
                                        site_keys,
                                        UNPROVIDED_MARK, unprovided_message)
from code2skill.arm_choices import arms_key
from code2skill.linked_arms import arm, arm_count, keyed
from code2skill.branch_pairs import branch_choice, branch_key, positive
from code2skill.string_test_guards import NEGATED_STRING_TESTS, NOT, STRING_TESTS
from code2skill.list_membership import NEGATED_MEMBERSHIP, decide_membership, membership_call
from code2skill.override_guards import overriding_write
from code2skill.compound_tests import (AND, NEGATED_COMPOUND, any_part, decide_compound, guard_test,
                                       is_compound, map_parts)
from code2skill.array_tests import METHOD as IS_ARRAY
from code2skill.array_tests import decide_is_array, is_array_call, is_array_test
from code2skill.object_merge import merge_helper, merged_args
from code2skill.defu_merge import FACTORY as DEFU_FACTORY, PACKAGE as DEFU, defu_factory, \
    defu_merger, defu_objects
from code2skill.method_arguments import own_method_calls
from code2skill.extractors.choice_headers import choice_of_objects
from code2skill.extractors.cookie_stores import is_store
from code2skill.store_reads import STORE_READ, parsed_store, store_read, stored_member
from code2skill.stored_clients import homed_writes, stored_members
from code2skill.extractors.global_properties import (CURRENT_INSTANCE, current_instance,
                                                     global_property_writes, instance_member,
                                                     nuxt_injections)
from code2skill.encoded_segments import encoded, encoder_of, uri_coded
from code2skill.applied_calls import RULE as APPLIED_RULE, applied_calls, handed_functions
from code2skill.arguments_object import ARGUMENTS, array_length, borrowed_join
from code2skill.global_instances import CONFLICT, conflict_message, global_writes, same_class
from code2skill.global_instances import RULE as GLOBAL_INSTANCE_RULE
from code2skill.global_members import GLOBAL_ROOTS, classic_script, global_member_paths
from code2skill.jquery_plugins import extend_writes, iife_arguments
from code2skill.jquery_ready import is_jquery, ready_handlers
from code2skill.saga_effects import RULE as SAGA_RULE, effect_calls
from code2skill.timer_arguments import RULE as TIMER_RULE, timer_handoffs
from code2skill.registered_classes import (parameter_new_sites, registered_constructions,
                                           registered_member)
from code2skill.path_tail import RULE as TAIL_RULE
from code2skill.empty_segments import erases_segment
from code2skill.fluent_chains import (fluent_candidate, fluent_chain, fluent_message,
                                      names_resource)
from code2skill.path_tail import tail_params
from code2skill.sql_statements import ARGUMENT_RULE as STATEMENT_RULE, statement_effect
from code2skill.angularjs_injected_members import within as nested_in
from code2skill.rpc_envelopes import ARGUMENT_RULE as RPC_RULE, envelope_method, open_method
from code2skill.url_classes import built_url
from code2skill.request_handlers import is_request_handler
from code2skill.request_words import (named_request_word, path_like, request_word, rooted,
                                      shown_path, unnamed_request)
from code2skill.requests import REQUEST_OBJECT
from code2skill.extractors.inline_handlers import RULE as INLINE_HANDLER_RULE
from code2skill.extractors.inline_scripts import is_page
from code2skill.header_calls import header_set_writes
from code2skill.rejected_arguments import rejection_arm
from code2skill.extractors.module_facts import ARRAY_ITEM, as_test, member_path
from code2skill.extractors.module_facts import hole_name as hole_name_of
from code2skill.extractors.openapi_generator import generated_api_method, runtime_request
from code2skill.extractors.request_descriptor import descriptor_template
from code2skill.extractors.routers import is_route_hook_call
from code2skill.extractors.sapper import preload_this
from code2skill import field_writes
from code2skill.narrowings import NarrowingIndex, around, index_narrowings, narrowing_at
from code2skill.nuxt_auto_imports import auto_imports, side
from code2skill.chosen_arms import OP as ARM_OP, RULE as ARM_RULE, ArmTest, arm_guards, \
    arm_outcome, callers_outcome, keyed_guard, keyed_label, keyed_options, open_note, compared_options, \
    untaken_message
from code2skill.problem import Problem
from code2skill.contained_faults import Fault, fault, fault_diagnostic, fault_problem, raise_faults
from code2skill import form_objects
from code2skill import entries_joins
from code2skill.form_bodies import folded_form_body
from code2skill.library_facts import (CLOCK_READS, COMPONENT_GLOBALS, GLOBAL_GENERATORS, HOOK_MODULES,
                                      INJECTED_CLIENTS, LIB_GENERATORS, MAP_OPERATORS,
                                      PASS_OPERATORS)
from code2skill.modules import ModuleResolver
from code2skill.object_this import ObjectHome, object_methods
from code2skill.setup_props import (DEFAULTS, MACRO, prop_types, scalar_prop,
                                    setup_components)
from code2skill.router_href import ROUTER, VUE_ROUTER, router_value
from code2skill.vue_mixins import RULE as MIXIN_RULE, member_order, program_mixins, sharing, \
    state_writes
from code2skill.vue_data import data_entry, markup_binds, returned_entries, writes_state
from code2skill.vue_options import Component, bound_literals, camel, component_of, \
    markup_call, options_components, renders
from code2skill.construction_values import agreed_value
from code2skill.production_build import production_value
from code2skill import class_state
from code2skill.returned_functions import known_name
from code2skill.issued_uploads import is_issued, issued_member
from code2skill.in_browser_urls import IN_BROWSER, in_browser_template, made_in_browser
from code2skill.unmentioned_setters import mentioned_names, seen_writes
from code2skill.package_entries import library_of
from code2skill.page_base_path import resolved_path, vite_base_value
from code2skill.page_origin_split import address_pieces, joined_origin
from code2skill.page_path_prefix import path_pieces, path_prefix
from code2skill.platform_urls import platform_url
from code2skill.runtime_base import DOM
from code2skill.static_members import static_field, static_member, this_of_method
from code2skill.class_layers import (array_includes, constructor_writes, field_owner,
                                     fills_placeholders, merged_field, method_writes,
                                     parameter_property, subclass_this, super_member,
                                     unbound_call)
from code2skill.looped_appends import RULE as LOOPED_APPEND
from code2skill.looped_appends import looped_array, looped_items
from code2skill.looped_keys import RULE as LOOPED_KEYS, looped_pick, substituted_entries
from code2skill.object_loops import COUNTED_LOOP, key_source, looped_pairs, pushed_pairs_source
from code2skill.reaching_writes import WriteOrder, every_reaching, reach, write_order
from code2skill import value_transforms
from code2skill import null_defaults, query_appends
from code2skill.placeholders import (blank_initialiser, empty_segment, empty_text,
                                     kept_segment, placeholder, svelte_prop_placeholder,
                                     text_after, text_before, written_in_subclass)
from code2skill.presence_fallback import fallback_pair
from code2skill.bound_methods import self_bound
from code2skill import assumed_fetch, assumed_openapi_fetch
from code2skill.assumed_fetch import package_of
from code2skill.ensured_affix import ensured_affix
from code2skill.sdk_calls import LIBRARY_PREFIX as SDK_PREFIX
from code2skill.caller_arms import (CALLER_RULE, PASSED_RULE, Unpassed, choices_in,
                                    maybe_absent, passed_outcome, pruned, taken_by_callers,
                                    unpassed)
from code2skill.query_separators import separator_choice, starts_query
from code2skill.presence_pairs import paired, presence_test
from code2skill.computed_writes import is_unshown_key, unshown_key
from code2skill.default_imports import default_import_names
from code2skill.wordpress_ajax import WordPressAjax, admin_ajax_read
from code2skill.verb_loops import RULE as VERB_RULE
from code2skill.verb_loops import (VerbLoop, entries_object, installed_members, passed_item,
                                   verb_loops, verb_writes)
from code2skill.promise_executor import promise_value
from code2skill.regex_replace import RegexCode, replace_in_value
from code2skill.string_helpers import helper_value
from code2skill.arity import ARGUMENTS_LENGTH, arity_binding, arity_guarded, arity_read
from code2skill.parameter_choice import parameter_guarded
from code2skill.svelte_forms import RULE as FORM_ACTION_RULE, form_handlers
from code2skill.svelte_props import (RULE as SVELTE_PROPS_RULE, WHOLE as WHOLE_MODULE,
                                    is_props_call, svelte_components)
from code2skill.deferred_helpers import deferred_helper
from code2skill import string_pieces
from code2skill.string_codecs import (FORM, TEXT_METHODS, URI_CODECS, all_coded, coded,
                                      form_text, json_text)
from code2skill.header_precedence import over_defaults
from code2skill.template_tags import (
    Splice, encoded_template, loops, splice_local, spliced, tag_values, unread_tag,
)
from code2skill.unfollowed_wrappers import caller_items
from code2skill.handed_clients import RULE as HANDED_CLIENT_RULE, handed_clients, handed_slot
from code2skill.handed_objects import (RULE as HANDED_RULE, Handed, HandingCall,
                                       handed_member, parameter_position)
from code2skill.url_join import joiner, url_join
from code2skill.builders import RULE as BUILDER_RULE
from code2skill.builders import (builder_class, chain_method, chain_writes, chained_member,
                                 constructor_holes, instance_specific, same_instance, tracked,
                                 unsent_builders, with_writes)
from code2skill.instance_arguments import construction_items, instance_hole, segment_hole
from code2skill.polymorphic import Subclasses, specialise_this
from code2skill.recogniser_context import Context, Frame, ProgramQueries, SetupFacts
from code2skill.required_params import open_tests, passed, passed_tests
from code2skill.requests import AuthHint, PendingCredentials, RequestTemplate, Site, library_site
from code2skill.uri_queries import with_uri_queries
from code2skill.urlsearch import GUARDED as SEARCH_GUARDED, with_search
from code2skill.values import ResponseV, literal_of
from code2skill.client_packages import PLATFORM_SESSIONS
from code2skill.colon_placeholders import keyed_placeholder
PASSED_FETCH = "client.passed-fetch"
FETCH_LIBRARY = frozenset({"fetch"})              # (the library a chosen fetch defaults to)
from code2skill.sveltekit_events import (
    FETCH as EVENT_FETCH, KIT, RULE as SVELTEKIT_RULE, EventParam, cookie_read, event_member,
    event_params, event_rule,
)
from code2skill.interface_receivers import MARK as IMPLEMENTATIONS_MARK
from code2skill.interface_receivers import interface_instance, several_message
from code2skill.captured_calls import calls_carry_captures
from code2skill.chosen_callee import RULE as CHOSEN_RULE, chosen_default
from code2skill.chosen_client_members import chosen_indexes, chosen_member_message, holds_requests
from code2skill.function_parameters import (DEFAULT_RULE, keeps_default, parameter_message,
                                            request_function_call)
from code2skill.typed_clients import (client_for_type, declared_client, declared_instance,
                                      injected_method, type_name, unfollowed)
from code2skill.values import (
    GENERATED, TEST_REASON, AltV, ArrV, Capture, ChoiceV, ClassRefV, ClientV, ComponentV, EnvV, FnV, HoleV, InstanceV, LibV, LitV, ModuleV,
    ObjV, ParamV, PropV, StrV, Text, TypedV, UnknownV, Value, Where, body_entries, first_where, spread_props,
    MAX_STRING_PARTS, MAX_STRING_TEXT, MAX_VALUE_NODES, js_add, value_size, js_number_text, mentions_param, string_over_budget, text_of, truthiness,
)

MAX_CALL_DEPTH = 24          # expression nesting inside one evaluation
MAX_NESTING = 64             # cached computations (bindings, returns, summaries) in progress
MAX_ALTERNATIVES = 16
MAX_CONSTRUCTIONS = 6         # distinct `new` argument tuples a field's value is taken over
MAX_PICKED_ITEMS = 8          # items of an array literal an unsettled index may pick (value.array-pick)
MAX_GUARDED_WRITES = 4       # conditional writes of one local decided per caller (2^4 ways)
FILE_WORK = 1_000_000       # work units resolving one file's calls (rule budget.work-per-file)
FILE_REQUEST_SITES = 2_000  # library request call sites of one file (budget.request-sites-per-file)
# the reason of the unknown value :meth:`Resolver.value_of` gives for an evaluation nested past
# Python's recursion limit
RECURSION_CUT = "limit:recursion"
OUTER_PARAMETERS = "closure.outer-parameters"
MEMBER_RULE = "wrapper.literal-member-arguments"
CHAINED_RULE = "wrapper.chained-literal-arguments"
KIND_RULE = "wrapper.literal-kind-arguments"
SPLIT_RULES = frozenset({    # the hop of a call a template emitted at its wrapper is split into
    "wrapper.literal-arguments", MEMBER_RULE, CHAINED_RULE, "wrapper.unknown-argument", KIND_RULE,
    "wrapper.literal-field-arguments", TAIL_RULE, CALLER_RULE, PASSED_RULE, STATEMENT_RULE,
    RPC_RULE})
MAX_CALLER_HOPS = 4           # callers a request is passed up through (closure.caller-chain …)
MAX_DEFERRED = 512            # request variants one function's summary passes to its callers
IDENTITY_FUNCTIONS = frozenset({
    "encodeURIComponent", "encodeURI", "String", "Object", "decodeURIComponent",
})
JS_BUILTINS = IDENTITY_FUNCTIONS | {"JSON", "URL", "URLSearchParams", "FormData", "Headers",
                                    "Promise", "Map", "Set", "WeakMap", "WeakSet", "File",
                                    "Blob", "Symbol", "Number", "parseInt", "Request"}


class FileWorkBudget(Exception):
    """Resolving one file's calls did over :data:`FILE_WORK` units of work (rule
    ``budget.work-per-file``: an evaluation is one unit, a value's tree checked for size one
    unit per node): :meth:`Resolver.summarise_all` skips the rest of the file with a
    diagnostic naming the limit. Work is counted, never timed, so the same input is cut at the
    same call on any machine under any load (a wall-clock budget cut one file at three
    different places on three runs). A safety net behind the budgets of single values (depth,
    string size, value size, alternatives)."""

    def __init__(self, path: str, limit: str = "work-per-file"):
        self.path = path
        self.limit = limit
        super().__init__(path)


def budget_message(exc: FileWorkBudget, where: str) -> str:
    """The diagnostic of a file cut by ``exc``: what passed which limit, and what was skipped
    (``where``: the function at which the cut came, or the module body)."""
    if exc.limit == "request-sites-per-file":
        return (f"{exc.path} makes over {FILE_REQUEST_SITES:,} library request call sites: the "
                f"calls in {where} and after it are skipped")
    return (f"resolving the calls of this file took over {FILE_WORK:,} units of work: the "
            f"calls in {where} and after it are skipped")


def own_path_params(template: RequestTemplate, fid: str) -> set[str]:
    """Names of ``fid``'s parameters that fill whole holes of the template's URL path."""
    return {slot.name for slot in own_path_slots(template, fid) if not slot.path}


def own_path_members(template: RequestTemplate, fid: str) -> list[ParamV]:
    """The members of ``fid``'s parameters that fill whole holes of the template's URL path
    (``data.actionType`` in `` `/auth/${data.actionType}` ``), once each in path order."""
    return [slot for slot in own_path_slots(template, fid) if slot.path]


def own_path_slots(template: RequestTemplate, fid: str) -> list[ParamV]:
    """``fid``'s parameters and their members that fill whole holes of the template's URL
    path (``kind``, ``data.actionType``), once each in path order."""
    found: list[ParamV] = []
    for hole in path_holes(template.url):
        if isinstance(hole.value, ParamV) and hole.value.fid == fid and hole.value not in found:
            found.append(hole.value)
    return found


def path_holes(url: Value) -> list[HoleV]:
    """The holes of ``url``'s path (before any ``?`` or ``#``), in order; ``[]`` for a URL
    that is no string template."""
    found: list[HoleV] = []
    for part in url.parts if isinstance(url, StrV) else ():
        if isinstance(part, Text) and ("?" in part.text or "#" in part.text):
            break
        if isinstance(part, HoleV):
            found.append(part)
    return found


def path_shape(url: Value) -> str:
    """``url`` as text with each hole ``{}`` (``/api/auth/login``, ``/users/{}``): two URLs
    of the same shape name the same path, wherever their texts were written."""
    if not isinstance(url, StrV):
        return repr(url)
    return "".join(p.text if isinstance(p, Text) else "{}" for p in url.parts)


def own_field_params(template: RequestTemplate, fid: str) -> set[str]:
    """Names of ``fid``'s parameters sent whole as a top-level field of an object-literal body
    or as a query parameter of an object-literal query (``{documents, method}``)."""
    names: set[str] = set()
    for value in (template.body, template.query):
        if isinstance(value, ObjV):
            names.update(p.value.name for p in value.props
                         if p.key is not None and isinstance(p.value, ParamV)
                         and p.value.fid == fid and not p.value.path)
    return names


def own_body_param(template: RequestTemplate, fid: str) -> str | None:
    """The name of ``fid``'s parameter the template sends whole as its body
    (``manage(payload)`` → ``fetch(url, {body: JSON.stringify(payload)})``), else ``None``."""
    body = template.body
    return body.name if isinstance(body, ParamV) and body.fid == fid and not body.path \
        else None


def literal_keys_vary(bodies: list[Value | None]) -> bool:
    """Whether every one of ``bodies`` is an object literal of known members and some key
    has a literal in each, of two or more values, that selects the operation: a key named
    like a selector or a value naming an action (``{action: 'getMonitors', …}`` / ``{action:
    'deleteMonitor', …}``; :mod:`code2skill.passes.discriminator`). Paging values
    (``{page: 1, pageSize: 50}`` / ``{…, pageSize: 100}``) are no operations: the body stays
    one union over its callers (rule ``body.caller-union``)."""
    from code2skill.passes.discriminator import action_words, selector_name

    if not bodies or not all(isinstance(b, ObjV) and all(p.key is not None for p in b.props)
                             for b in bodies):
        return False
    keys = {p.key for p in bodies[0].props}  # type: ignore[union-attr]
    for key in sorted(keys):  # type: ignore[type-var]
        found = [literal_of(b.get(key)) for b in bodies]  # type: ignore[union-attr]
        if None in found or len({repr(v) for v in found}) < 2:
            continue
        if selector_name(f"body:{key}") or any(action_words(v) for v in found):
            return True
    return False


@dataclass(frozen=True, slots=True)
class Emitted:
    """A template emitted at function ``fid`` of module ``path`` (``None`` at module level)."""

    template: RequestTemplate
    path: str
    fid: str | None


class Resolver:
    """Resolves requests across ``modules`` (keyed by repo-relative path).

    ``recognisers`` is the ordered registry of library recognisers
    (:data:`code2skill.extractors.registry.RECOGNISERS`); the first that claims a call wins.
    """

    def __init__(self, modules: dict[str, ModuleFacts], resolver: ModuleResolver,
                 recognisers: Iterable, laravel_routes: Mapping | None = None,
                 wordpress_ajax: WordPressAjax | None = None):
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
        self.nuxt_imports = auto_imports(modules, resolver.packages)  # nuxt.auto-imported-export
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
        self._by_start: dict[str, tuple[list[tuple[int, int]], list[FunctionFact]]] = {}
        self.script_globals = script_globals(modules)
        self.inline_handlers = {(path, span) for path, module in modules.items()   # ui.inline-
                                for span in module.inline_handlers}              # handler
        self.global_members = global_member_paths(modules)     # rule scope.global-member-path
        self.global_writes = global_writes(modules)            # rule client.global-instance
        self._binding_cache: dict[tuple[str, str | None, str], Value] = {}
        # ("members", path, name) → the members assigned to a module binding afterwards
        self._members_cache: dict[tuple[str, str, str], tuple[PropV, ...]] = {}
        # (module, binding) → the member writes rule value.stored-client follows (lazy)
        self._stored_writes: dict[tuple[str, str], list] | None = None
        self._verb_loops: dict[str, tuple[VerbLoop, ...]] = {}     # rule wrapper.verb-loop
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
        self._limits_noted: set[tuple[str, str]] = set()
        self._steps = 0                  # work units in this file (rule budget.work-per-file)
        self._sites_per_file: dict[str, int] = {}   # budget.request-sites-per-file
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
        self._helper_calls: dict[tuple, list] = {}            # Resolver.helper_calls
        # (module, function, local, this, the writes made) →
        # (the object they were made on, the result) of Resolver.with_member_writes
        self._member_writes: dict[tuple, tuple[Value, Value]] = {}
        # (module, function, local, this) → (the object, the writes made so far, the members
        # they made) of Resolver.written_members: reads in source order extend it
        self._written_prefix: dict[tuple, tuple[Value, tuple, tuple, bool]] = {}
        # (module, function, local) → its Headers set/append calls (Resolver.writes_to)
        self._header_sets: dict[tuple, list[Assignment]] = {}
        self._write_orders: dict[tuple[str, str], WriteOrder] = {}  # Resolver.flow_binding
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
        # rule vue.options-this: options literal → component, bound function id → its `this`
        self.components: dict[tuple[str, Span], Component] = {
            (c.path, c.span): c for c in options_components(modules)}
        # rule vue.mixin-member: the option objects each component mixes in
        self.mixins = program_mixins(modules, list(self.components), resolver.resolve)
        self.components.update({key: component_of(key[0], literal)
                                for key, literal in self.mixins.literals.items()})
        self.options_keys = list(self.components)     # the options objects, mixins included
        self.shared_this: dict[tuple[str, Span], list[tuple[str, Span]]] = {}
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

    def subclasses(self) -> Subclasses:
        """The program's class hierarchy (:class:`~code2skill.polymorphic.Subclasses`), built
        on first use and kept."""
        if self._subclasses is None:
            self._subclasses = Subclasses(self)
        return self._subclasses

    def apply_setup(self, lib: str, found: SetupFacts | None) -> None:
        """Store what recogniser ``lib``'s setup hook returned: its facts (read back through
        :meth:`ProgramQueries.setup_facts`), the ``this`` it binds in functions and the calls
        of functions it found (added to :attr:`callers`)."""
        if found is None:
            return
        if found.facts is not None:
            self.setup[lib] = found.facts
        for fid, this in found.bound_this.items():
            self.bound_this.setdefault(fid, this)
        for fid, calls in found.callers.items():
            self.callers.setdefault(fid, []).extend(calls)

    # ================================================================ evaluation
    def evaluate(self, expr: Expr | None, frame: Frame, depth: int = 0) -> Value:
        """The value of ``expr`` in ``frame``; never raises on unmodelled code. A value that
        builds containers (a call's result, an object, an array, a template, alternatives)
        is checked against the value-size budget (:meth:`within_size`)."""
        self._steps += 1
        if self._budgeted and self._steps > FILE_WORK:
            raise FileWorkBudget(frame.path)
        value = self.evaluate_expr(expr, frame, depth)
        if isinstance(expr, (Call, Obj, Arr, Tmpl, Alt)):
            return self.within_size(value, frame.path, expr.span)
        return value

    def value_of(self, expr: Expr | None, frame: Frame) -> Value:
        """The value of ``expr`` in ``frame`` for a reader after resolution
        (:meth:`code2skill.program.Program.value_of`): a fresh evaluation (depth 0) that never
        raises. An evaluation nested past Python's recursion limit is the unknown value
        ``limit:recursion``; the in-progress keys it left behind are cleared here, by the
        resolver that owns them."""
        try:
            return self.evaluate(expr, frame)
        except RecursionError:
            self._in_progress.clear()
            return UnknownV(RECURSION_CUT, self.where(frame.path, getattr(expr, "span", None)))

    def guarded_evaluate(self, expr: Expr | None, frame: Frame) -> Value:
        """:meth:`evaluate` for a recogniser's query (:class:`ProgramQueries`). Rule
        ``budget.recursion``: outside :meth:`summarise_all` (which skips the rest of a function
        nested too deeply, with a diagnostic), an outermost query nested past Python's
        recursion limit is the unknown value ``limit:recursion`` and a ``resolve`` warning at
        its line: one value of one file is lost, never a recogniser's whole program-wide
        setup (an axios client's base URL and auth read from every other file)."""
        if self._budgeted or self._guarded is not None:
            return self.evaluate(expr, frame)
        self._guarded = self._setup_of or "resolution"
        try:
            return self.evaluate(expr, frame)
        except RecursionError:
            self._in_progress.clear()
            span = getattr(expr, "span", None)
            reader = f"the {self._guarded} recogniser's program-wide setup" \
                if self._setup_of else "a recogniser"
            self.diagnostics.append(Diagnostic(
                frame.path, "resolve", f"resolution nested too deeply: a value {reader} read "
                "in this file is unknown; the rest of the program is read", "warning",
                span[0] if span else None))
            return UnknownV(RECURSION_CUT, self.where(frame.path, span))
        finally:
            self._guarded = None

    def within_size(self, value: Value, path: str, span: Span | None) -> Value:
        """``value``, or an unknown value and one ``resolve`` diagnostic per file when its
        tree (objects, arrays, string pieces, alternatives, shared parts counted each time
        they occur) has more than :data:`MAX_VALUE_NODES` nodes (rule ``budget.value-size``):
        values are shared, so ``{a: o, b: o}`` doubling 30 times is small in memory but
        every walk over it would take 2^30 steps. The check stops counting at the limit."""
        size = value_size(value, MAX_VALUE_NODES)
        self._steps += size                     # work units (rule budget.work-per-file)
        if size <= MAX_VALUE_NODES:
            return value
        self.note_limit(path, span, "value-size", f"a value of more than {MAX_VALUE_NODES:,} "
                        "nodes (objects, arrays or alternatives that double?): it is an "
                        "unknown value")
        return UnknownV("limit:value-size", self.where(path, span))

    def evaluate_expr(self, expr: Expr | None, frame: Frame, depth: int = 0) -> Value:
        """:meth:`evaluate` without the value-size check."""
        if expr is None:
            return UnknownV("missing")
        if depth > MAX_CALL_DEPTH or len(self._in_progress) > MAX_NESTING:
            self._truncated += 1
            return UnknownV("depth-limit", self.where(frame.path, getattr(expr, "span", None)))
        d = depth + 1
        if isinstance(expr, Lit):
            if isinstance(expr.value, str):
                return StrV((Text(expr.value, self.where(frame.path, expr.span)),))
            return LitV(expr.value, self.where(frame.path, expr.span))
        if isinstance(expr, Tmpl):
            return self.template(expr, frame, d)
        if isinstance(expr, Hole):
            return self.evaluate(expr.expr, frame, d)
        if isinstance(expr, Ref):
            value = self.lookup(expr.name, frame, d, expr.span)
            return admin_ajax_read(self.wordpress_ajax, value, self.where(
                frame.path, expr.span)) or with_origin(value, expr.name)  # wordpress.admin-ajax
        if isinstance(expr, Member):
            env = self.env_var(expr)
            if env == "BASE_URL" and isinstance(expr.obj, Member) and isinstance(
                    expr.obj.obj, Ref) and expr.obj.obj.name == "import.meta":
                return vite_base_value(self.where(frame.path, expr.span))  # Vite's base path
            if env is not None:
                return EnvV(env, self.where(frame.path, expr.span),
                            isinstance(expr.obj, Member) and isinstance(expr.obj.obj, Ref)
                            and expr.obj.obj.name == "import.meta")
            counted = entries_joins.counted_object(expr)  # Object.keys(x).length
            if counted is not None:
                return entries_joins.key_count(self.evaluate(counted, frame, d),
                                               self.where(frame.path, expr.span))
            count = arity_read(expr, self.functions.get(frame.fid, (None, None))[1]) \
                if expr.prop == "length" and frame.fid is not None else None
            if count is not None:                    # rule value.arity-test
                return count
            if isinstance(expr.obj, Unknown) and expr.obj.kind == "super":
                inherited = super_member(self, frame, expr.prop, d)
                if inherited is not None:
                    return inherited
            cut = string_pieces.piece_of(expr.obj, expr.prop)
            read = self.string_piece(cut, frame, d) if cut is not None else None
            if read is not None:                      # rule value.string-piece
                return read
            obj = self.evaluate(expr.obj, frame, d)
            written = self.field_written(expr, obj, frame, d)
            if written is not None:                   # rule this.field-reaching-write
                return written
            value = self.member(obj, expr.prop, d)
            ajax = admin_ajax_read(self.wordpress_ajax, value, self.where(frame.path, expr.span))
            if ajax is not None:                      # rule wordpress.admin-ajax
                return ajax
            if isinstance(value, UnknownV) or isinstance(value, LibV) and value.lib != "global":
                installed = self.verb_member(expr, frame, d)   # rule wrapper.verb-loop
                if installed is not None:
                    return installed
            if isinstance(value, UnknownV) and (value.reason == "no-member" or
                                                value.reason.startswith("unresolved:") or
                                                isinstance(obj, FnV)) or \
                    isinstance(value, LibV) and value.lib == "global" and len(value.path) > 1:
                return self.assigned_member(expr, frame, d) or value   # (window.App.Api,
            #                                             http.get of function http: its member)
            if isinstance(value, LibV) and value.lib == "jquery" and len(value.path) == 1:
                return self.assigned_member(expr, frame, d) or value   # jquery.extend-member
            return value
        if isinstance(expr, Index):
            return self.computed_member(expr, frame, d)
        if isinstance(expr, Typed) and expr.cast:
            value = self.evaluate(expr.expr, frame, d)
            if isinstance(value, UnknownV):           # rule client.cast-class
                found = declared_instance(self, frame.path, expr.type_text, d)
                return found if isinstance(found, InstanceV) else value
            return value
        if isinstance(expr, Typed):
            value = self.evaluate(expr.expr, frame, d)
            if isinstance(value, UnknownV):           # the declared type is all that is known
                return TypedV(expr.type_text, frame.path, (), self.where(frame.path, expr.span))
            if isinstance(value, ObjV) and value.declared is None:   # rule ts.declared-literal
                return replace(value, declared=TypedV(expr.type_text, frame.path, (),
                                                      self.where(frame.path, expr.span)))
            if isinstance(value, ArrV) and not value.items and value.declared is None:
                return replace(value, declared=TypedV(expr.type_text, frame.path, (),
                                                      self.where(frame.path, expr.span)))
            return value                                      # rule ts.declared-array
        if isinstance(expr, Call):
            return self.call_value(expr, frame, d)
        if isinstance(expr, Obj):
            return self.object(expr, frame, d)
        if isinstance(expr, Arr):
            return ArrV(self.eval_args(expr.items, frame, d), self.where(frame.path, expr.span))
        if isinstance(expr, Spread):
            return self.evaluate(expr.expr, frame, d)
        if isinstance(expr, Fn):
            this = frame.this if frame.this is not None else None
            return FnV(expr.fid, this)
        if isinstance(expr, Test):                    # rule value.condition
            decided = decide_test(self.evaluate(expr.subject, frame, d), expr.op, expr.literal)
            return LitV(decided, self.where(frame.path, expr.span)) if decided is not None \
                else UnknownV(f"{TEST_REASON}{expr.op}", self.where(frame.path, expr.span))
        if isinstance(expr, Alt):
            test = self.string_test(expr.test, frame, d) if expr.test is not None \
                and len(expr.options) == 2 else None
            decided = decide_test(*test) if test is not None else None
            if decided is not None:                   # rules value.string-test, value.condition
                return self.evaluate(expr.options[0 if decided else 1], frame, d)
            options = tuple(self.evaluate(o, frame, d) for o in expr.options)
            piece = separator_choice(options, self.where(frame.path, expr.span))
            if piece is not None:                     # rule url.separator-choice
                return piece
            pair = fallback_pair(test, options) if test is not None else None
            if pair is not None:                      # rule value.presence-fallback: x ?? y
                return alternatives(list(pair), "or")
            if test is not None and mentions_param(test[0]):
                return AltV(options, "any", f"{frame.fid or frame.path}:{expr.cond}", test)
            ensured = ensured_affix(test, options) if test is not None else None
            if ensured is not None:                   # rule value.ensured-affix
                return ensured
            value = alternatives(list(options), expr.kind)
            return keyed(value, options, f"{frame.fid or frame.path}:{expr.cond}") \
                if expr.cond else value
        if isinstance(expr, Unknown):
            return UnknownV(expr.kind, self.where(frame.path, expr.span))
        return UnknownV(type(expr).__name__)

    def field_written(self, expr: Member, obj: Value, frame: Frame, depth: int
                      ) -> Value | None:
        """Rule ``this.field-reaching-write`` (:mod:`code2skill.field_writes`): ``this.prop``
        read at ``expr`` in a method of the program's class (``obj`` its instance) that
        wrote ``this.prop`` before, in its own body, is what those writes give, evaluated in
        ``frame``; ``None`` (the member's every write holds) when the body decides nothing,
        writes into the value or calls a method on it, or calls a method of the class writing
        the member (or one it cannot find) between the write and the read."""
        if not (isinstance(obj, InstanceV) and isinstance(expr.obj, Ref)
                and expr.obj.name == "this" and expr.span is not None and frame.fid):
            return None
        fn = self.function(frame.fid)
        reaching = field_writes.reaching_writes(field_writes.member_writes(fn, expr.prop),
                                                expr.span) if fn else None
        if not reaching or field_writes.written_into(fn, ("this", expr.prop)):
            return None
        module = self.modules.get(obj.module)
        cls = module.classes.get(obj.name) if module else None
        for callee in field_writes.calls_between(self.modules[frame.path].calls, frame.fid,
                                                 reaching[0].span, expr.span):
            if field_writes.changed_by(callee, expr):
                return None
            name = field_writes.this_method(callee)
            method = cls.instance_method(name) if cls and name else None
            called_fn = self.function(method) if method else None
            if name is not None and (called_fn is None or
                                     field_writes.member_writes(called_fn, expr.prop)):
                return None
        return alternatives([self.evaluate(a.value, frame, depth + 1) for a in reaching])

    def variable_written(self, name: str, frame: Frame, span: Span | None, depth: int
                         ) -> Value | None:
        """Rule ``this.field-reaching-write`` for a module variable ``name`` read at ``span``
        in function ``frame.fid``, which wrote it before in its own body: what those writes
        give, evaluated in ``frame``; ``None`` when the body decides nothing, writes into the
        value, or calls a method on it or a function of the module writing ``name`` between
        the write and the read."""
        fn = self.function(frame.fid) if frame.fid and span is not None else None
        reaching = field_writes.reaching_writes(field_writes.variable_writes(fn, name), span) \
            if fn else None
        if not reaching or field_writes.written_into(fn, (name,)):
            return None
        for callee in field_writes.calls_between(self.modules[frame.path].calls, frame.fid,
                                                 reaching[0].span, span):
            if field_writes.changed_by(callee, Ref(name)):
                return None
            if not isinstance(callee, Ref):
                continue
            called = self.top_functions(frame.path).get(callee.name)
            called_fn = self.function(called) if called else None
            if called_fn is not None and field_writes.variable_writes(called_fn, name):
                return None
        return alternatives([self.evaluate(a.value, frame, depth + 1) for a in reaching])

    def string_test(self, test: Expr, frame: Frame, depth: int) -> tuple | None:
        """``(subject, method, literal)`` of a ternary condition that tests a string with a
        literal (``url.startsWith('http')``, ``path.includes('://')``), compares a value with
        a literal (``id !== null``: method ``!==``) or reads one for its truth (``id ?``:
        ``truthy``, ``!id``: ``falsy``) or asks whether a value is an array
        (``Array.isArray(key)``: method ``isArray``, literal ``True``, ``False`` when negated;
        rule ``value.is-array``); ``None`` for any other condition."""
        array_test = is_array_test(test)
        if array_test is not None:
            return (self.evaluate(array_test[0], frame, depth), IS_ARRAY, array_test[1])
        if isinstance(test, Test):
            return (self.evaluate(test.subject, frame, depth), test.op, test.literal)
        if isinstance(test, (Ref, Member)):
            return (self.evaluate(test, frame, depth), "truthy", None)
        if not (isinstance(test, Call) and isinstance(test.callee, Member)
                and test.callee.prop in STRING_TESTS and len(test.args) == 1
                and isinstance(test.args[0], Lit) and isinstance(test.args[0].value, str)):
            return None
        return (self.evaluate(test.callee.obj, frame, depth), test.callee.prop,
                test.args[0].value)

    def eval_args(self, args: tuple[Expr, ...], frame: Frame, depth: int = 0
                  ) -> tuple[Value, ...]:
        """Argument values with spreads expanded (``f(...xs)``): an array's items, or the
        first positions of a rest parameter (``ParamV`` paths ``0``, ``1`` …)."""
        out: list[Value] = []
        for arg in args:
            if not isinstance(arg, Spread):
                out.append(self.evaluate(arg, frame, depth))
                continue
            value = self.evaluate(arg.expr, frame, depth)
            if isinstance(value, ArrV):
                out.extend(value.items)
            elif isinstance(value, ParamV):
                out.extend(replace(value, path=value.path + (str(i),)) for i in range(4))
            else:
                out.append(UnknownV("spread"))
        return tuple(out)

    def array_join(self, arr: Arr, sep: Expr | None, frame: Frame, depth: int,
                   span: Span | None) -> Value:
        """``['', 'api', 'v2', path].join('/')`` (rule ``value.array-join``): the items' texts
        with the separator between them (``,`` when none is given); ``null``/``undefined``
        give an empty text, as in JavaScript; an item of unknown value is a hole named after
        its expression; a spread of an array the resolver knows (a rest parameter's
        arguments: ``['', ...paths]``) gives its items. A separator that is no fixed text,
        or a spread of anything else (its length is unknown), makes the whole string
        unknown."""
        sep_value = self.evaluate(sep, frame, depth) if sep is not None else StrV((Text(","),))
        sep_text = text_of(sep_value)
        items = self.join_items(arr, frame, depth)
        if sep_text is None or items is None:
            return UnknownV("array-join", self.where(frame.path, span))
        return self.joined_text(items, sep_text, sep_value, frame, span)

    def joined_text(self, items: list[tuple[str | None, Value, Where | None]], sep_text: str,
                    sep_value: Value, frame: Frame, span: Span | None) -> Value:
        """The text of ``items`` (``(name, value, where)``) joined by ``sep_text`` (rule
        ``value.array-join``; ``null``/``undefined`` give an empty text)."""
        parts: list[Text | HoleV] = []
        for i, (name, value, where) in enumerate(items):
            if i and sep_text:
                parts.append(Text(sep_text, first_where(sep_value) or
                                  self.where(frame.path, span)))
            if isinstance(value, LitV) and value.value is None:
                continue
            if name and name.startswith("...") and isinstance(value, ParamV):
                parts.append(HoleV(name[3:], value, where, spread=sep_text))
                continue
            parts.append(HoleV(name, value, where))
        return self.within_budget(flatten(StrV(tuple(parts))), frame.path, span)

    def join_items(self, arr: Arr, frame: Frame, depth: int
                   ) -> list[tuple[str | None, Value, Where | None]] | None:
        """An array literal's items as ``(name, value, where)``, spreads of known arrays
        expanded; ``None`` when a spread's length is unknown."""
        items: list[tuple[str | None, Value, Where | None]] = []
        for item in arr.items:
            where = self.where(frame.path, getattr(item, "span", None))
            value = self.evaluate(item.expr if isinstance(item, Spread) else item, frame, depth)
            if not isinstance(item, Spread):
                items.append((hole_name_of(item), value, where))
            elif isinstance(value, ArrV):
                items.extend((None, v, first_where(v) or where) for v in value.items)
            elif isinstance(value, ParamV) and not value.path:
                items.append(("..." + value.name, value, where))   # joined once a call gives it
            else:
                return None
        return items

    def local_array_join(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """Rule ``value.array-mutation`` (:mod:`code2skill.arrays`): ``parts.join(sep)`` of a
        local array, with the ``push``/``unshift``/``pop``/``shift`` calls the function makes
        on it before the join; one alternative per variant (an item with no span of its own
        is evidenced at its value, else at the array literal). ``None`` when ``parts`` holds
        no known array (other rules apply), an unknown value when a mutation cannot be
        followed."""
        from code2skill import arrays
        start = self.evaluate(call.callee.obj, frame, depth)
        if not isinstance(start, ArrV) or call.span is None:
            return None
        sep_value = self.evaluate(call.args[0], frame, depth) if call.args \
            else StrV((Text(","),))
        sep_text = text_of(sep_value)
        if sep_text == "&" and not start.items:           # rule query.entries-loop
            source = pushed_pairs_source(call.callee.obj.name, frame,
                                         self.scopes_within(frame.path, frame.fid), self)
            if source is not None:
                return StrV((HoleV(None, self.evaluate(source[0], source[1], depth),
                                   self.where(frame.path, call.span)),))
        sites = self.calls_by_scope.get((frame.path, frame.fid), [])
        calls = arrays.mutations(call.callee.obj.name, sites, call.span)
        lists = arrays.variants(start, calls, lambda e: self.evaluate(e, frame, depth),
                                hole_name_of) if calls is not None else None
        if lists is None and calls is not None and sep_text == "&":
            lists = arrays.query_variants(start, calls,     # rule query.optional-entries
                                          lambda e: self.evaluate(e, frame, depth),
                                          hole_name_of)
            calls = [] if lists is not None else calls
        if sep_text is None or lists is None:
            return UnknownV("array-mutation", self.where(frame.path, call.span))

        def item(value: Value, name: str | None, span) -> tuple:
            where = self.where(frame.path, span) if span \
                else first_where(value) or start.where
            return (name or (value.name if isinstance(value, ParamV) else None), value, where)

        joined = [self.joined_text([item(*i) for i in items], sep_text, sep_value, frame,
                                   call.span) for items in lists]
        tests = [as_test(site.guard) for site in calls if site.guard is not None]
        if tests and all(t is not None for t in tests):
            inner = Frame(frame.path, frame.fid, frame.this)
            return decision_tree(joined, [((self.evaluate(t.subject, inner, depth + 1), t.op,
                                            t.literal),) for t in tests])
        options = tuple(dict.fromkeys(joined))
        return options[0] if len(options) == 1 else AltV(options)

    def where(self, path: str, span: Span | None) -> Where | None:
        return (path, span) if span is not None else None

    def template(self, expr: Tmpl, frame: Frame, depth: int) -> Value:
        if expr.plus:
            return self.plus(expr, frame, depth)
        pairs = looped_pairs(expr, frame, self) or {}       # rule query.counted-loop
        parts: list[Text | HoleV] = []
        skip = 0
        for at, part in enumerate(expr.parts):
            if skip:
                skip -= 1
                continue
            if at in pairs:                   # k=v of a loop over x's members: x's pairs
                parts.append(HoleV(None, self.evaluate(*pairs[at], depth),
                                   self.where(frame.path, part.span), tag=(COUNTED_LOOP, "")))
                skip = 2
                continue
            if isinstance(part, Lit):
                parts.append(Text(str(part.value) if part.value is not None else "",
                                  self.where(frame.path, part.span)))
                continue
            value = self.evaluate(part.expr, frame, depth)
            if isinstance(value, ClientV) and value.lib == "urlsearchparams" and not value.path:
                value = self.search_params_text(value, frame)      # `?${params}`
            parts.append(HoleV(part.name, value, self.where(frame.path, part.span)))
        return self.within_budget(flatten(StrV(tuple(parts))), frame.path, expr.span)

    def plus(self, expr: Tmpl, frame: Frame, depth: int) -> Value:
        """A ``+`` chain with no string operand known at extraction, folded left to right
        as JavaScript does (rule ``value.numeric-plus``): two numbers add (``V + 1`` with
        ``const V = 1`` is ``2``; a BigInt and a Number throw: unknown); a string on either
        side concatenates, the number in JavaScript's text (:func:`js_number_text`); a
        number and a value of unknown type give an unknown value (addition or
        concatenation: not fabricated); two values of unknown type concatenate. An
        arithmetic operand (``a + (b - c)``) is a number of unknown value (rule
        ``value.arithmetic-operand``, :mod:`code2skill.arithmetic`), and numbers of which one
        is unknown add up to an unknown number."""
        acc: list[Text | HoleV] = []
        kind = ""
        total: int | float | None = None
        for part in expr.parts:
            if isinstance(part, Lit):
                value = self.evaluate(part, frame, depth)
                name, where = None, first_where(value)
            else:
                value = self.evaluate(part.expr, frame, depth)
                name, where = part.name, self.where(frame.path, part.span)
            this = plus_kind(value)
            if not kind:
                kind, total = this, number_of(value)
                acc = [HoleV(name, value, where)]
            elif kind == "number" and this == "number":
                if total is None or number_of(value) is None:    # `a * 2 + (b - c)`
                    total = None
                    span_where = self.where(frame.path, expr.span)
                    acc = [HoleV(None, UnknownV(UNKNOWN_NUMBER, span_where), span_where)]
                    continue
                total = js_add(total, number_of(value))
                if total is None:                    # BigInt + Number: a TypeError
                    return UnknownV("bigint-mixed", self.where(frame.path, expr.span))
                acc = [HoleV(None, LitV(total, where), where)]
            elif "string" in (kind, this):
                kind = "string"
                acc.append(HoleV(name, value, where))
            elif "number" in (kind, this):
                kind = "other"
                acc = [HoleV(None, UnknownV("number-or-string", self.where(
                    frame.path, expr.span)), self.where(frame.path, expr.span))]
            else:
                acc.append(HoleV(name, value, where))
        if kind == "number":
            return LitV(total, self.where(frame.path, expr.span)) if total is not None else \
                UnknownV(UNKNOWN_NUMBER, self.where(frame.path, expr.span))
        if len(acc) == 1 and isinstance(acc[0].value, UnknownV) and acc[0].name is None:
            return acc[0].value              # one unknown sum: the name is the reader's
        return self.within_budget(flatten(StrV(tuple(acc))), frame.path, expr.span)

    def within_budget(self, value: Value, path: str, span: Span | None) -> Value:
        """``value``, or an unknown value and one ``resolve`` diagnostic per file when it is a
        string over the budget (rule ``budget.string-size``: :data:`MAX_STRING_TEXT`
        characters, :data:`MAX_STRING_PARTS` pieces). The result is deterministic, so it is
        cached like any other."""
        if not string_over_budget(value):
            return value
        self.note_limit(path, span, "string-size", f"a string value over {MAX_STRING_TEXT:,} "
                        f"characters or {MAX_STRING_PARTS:,} pieces (constants that double?): "
                        "it is an unknown value")
        return UnknownV("limit:string-size", self.where(path, span))

    def note_limit(self, path: str, span: Span | None, limit: str, what: str) -> None:
        """One ``resolve`` warning per file and limit: ``limit <name> exceeded: <what>``."""
        key = (path, limit)
        if key in self._limits_noted:
            return
        self._limits_noted.add(key)
        self.diagnostics.append(Diagnostic(path, "resolve", f"limit {limit} exceeded: {what}",
                                           "warning", span[0] if span else None))

    def search_params(self, params: ClientV, frame: Frame) -> ObjV:
        """The entries of a ``URLSearchParams``: its initial object, then every ``set``/
        ``append`` on it in the same function or a callback in it (a guarded or called-back
        one may be absent: ``undefined`` is one of its values, so it is optional). Rule
        ``query.entries-loop`` (:mod:`code2skill.object_loops`): ``append(k, v)`` with ``k``
        the key of a loop over ``x``'s members (``for (const [k, v] of Object.entries(x))``,
        ``Object.keys(x).forEach((k) => …)``, also encoded: ``encodeURIComponent(k)``) is a
        keyless entry holding ``x`` (its members, once known); rule ``query.looped-keys``
        (:mod:`code2skill.looped_keys`): ``set(key, obj[key])`` with ``key`` the item of a
        loop over a list of names is one entry per name (waiting for the list while a caller
        gives it); any other key that is not
        fixed text is a keyless unknown entry, so the query is reported, not dropped. A ``set``
        that always runs replaces the earlier entries of its name."""
        props = [replace(p, value=alternatives([p.value, LitV(None)]), optional=False)
                 if p.optional else p for p in body_entries(params.config)] \
            if isinstance(params.config, ObjV) else []   # rule value.conditional-spread
        for scope in self.scopes_within(frame.path, frame.fid):
            inner = Frame(frame.path, scope, frame.this)
            for site in self.calls_by_scope.get((frame.path, scope), []):
                callee = site.call.callee
                if not (isinstance(callee, Member) and callee.prop in ("set", "append")
                        and len(site.call.args) >= 2):
                    continue
                owner = self.evaluate(callee.obj, inner)
                if not (isinstance(owner, ClientV) and owner.where == params.where):
                    continue
                where = self.where(frame.path, site.call.span)
                key = text_of(self.evaluate(site.call.args[0], inner))
                if key is None:
                    loop = key_source(site.call.args[0], inner, self)
                    picked = looped_pick(self, site.call.args[0], site.call.args[1], inner,
                                         where) if loop is None else None
                    if picked is not None:                # rule query.looped-keys
                        props.extend(picked.props)
                        continue
                    props.append(PropV(None, self.evaluate(*loop) if loop is not None
                                       else UnknownV("query-key"), where,
                                       optional=site.guarded or scope != frame.fid))
                    continue
                looped = looped_array(site.call.args[1], inner, self) \
                    if callee.prop == "append" else None
                value = self.evaluate(site.call.args[1], inner) if looped is None else \
                    looped_items(self, looped, where)             # rule query.looped-append
                test = as_test(site.guard) if site.guard is not None and scope == frame.fid \
                    else None
                if test is not None:              # if (endpoint) params.append(…): per caller
                    value = guarded(((self.evaluate(test.subject, inner), test.op,
                                      test.literal),), value, LitV(None))
                elif site.guarded or scope != frame.fid:
                    value = alternatives([value, LitV(None)])
                elif callee.prop == "set":        # set, always run, replaces that name's
                    props = [p for p in props if p.key != key]
                props.append(PropV(key, value, where, rule=LOOPED_APPEND if looped else None))
        return ObjV(tuple(props), params.where)


    def object_from_entries(self, entries: Expr, frame: Frame, depth: int) -> Value:
        """Rule ``value.object-entries``: ``Object.fromEntries(Object.entries(x))`` is ``x``;
        with ``.filter(…)`` on the entries each member of a known object may be absent
        (``undefined`` is one of its values). Other entry lists are unknown."""
        filtered = isinstance(entries, Call) and isinstance(entries.callee, Member) \
            and entries.callee.prop == "filter"
        source = entries.callee.obj if filtered else entries
        installed = entries_object(self, entries, frame, depth)
        if installed is not None:                 # rule wrapper.verb-loop: VERBS.map(…)
            return ObjV(installed)
        if not (isinstance(source, Call) and len(source.args) == 1
                and member_path(source.callee) == ("Object", "entries")):
            return UnknownV("object-entries")
        value = self.evaluate(source.args[0], frame, depth)
        if filtered and isinstance(value, ObjV):
            return replace(value, props=tuple(
                replace(p, value=alternatives([p.value, LitV(None)])) if p.key is not None
                else p for p in value.props))
        return value

    def returned_search_params(self, value: Value, frame: Frame) -> Value:
        """Rule ``query.returned-params``: a ``URLSearchParams`` a function makes and
        returns carries the ``set``/``append`` calls made on it there (``if (endpoint)
        params.append('endpoint', endpoint); return params``: an optional entry), so the
        callers that add more and send it keep them (their parameters filled by each caller's
        arguments); any other value is returned unchanged."""
        if not (isinstance(value, ClientV) and value.lib == "urlsearchparams" and not value.path
                and value.where is not None and value.where[0] == frame.path):
            return value
        if value.config is not None and not isinstance(value.config, ObjV):
            return value                              # new URLSearchParams(params): not folded
        return replace(value, config=self.search_params(value, frame))

    def search_params_text(self, params: ClientV, frame: Frame) -> Value:
        """``params.toString()`` as a query string with holes (``q=${q}&limit=${limit}``),
        each name and value form-encoded as ``URLSearchParams`` sends it (rule
        ``value.string-codec``: ``{q: 'a b&c'}`` is ``q=a+b%26c``, one parameter; a
        parameter's value keeps the code for its callers); an initial value that is no object
        (:func:`search_init`: a parameter, a query string, ``Object.fromEntries(…)``) is one
        hole naming no parameter, read when its callers fill it (see
        ``normalize.parse_query``); an entry ``{[key]: value}`` whose key a caller decides is
        ``${key}=${value}``, named where the caller's key is known, else a parameter of
        unnamed key (rule ``query.unnamed-key``), never the value read as a query string."""
        parts: list[Text | HoleV] = []
        if params.config is not None and not isinstance(params.config, ObjV):
            parts.append(HoleV(None, params.config, params.where))
        for prop in self.search_params(params, frame).props:
            if prop.key is None and prop.rule == LOOPED_KEYS:    # names no caller gave yet
                parts += [Text("&", prop.where)] if parts else []
                parts.append(HoleV(None, ObjV((prop,), prop.where), prop.where,
                                   tag=(LOOPED_KEYS, SEARCH_GUARDED)))
                continue
            if prop.key is None and prop.key_value is not None:   # {[key]: v}: a name hole
                parts += [Text("&", prop.where)] if parts else []  # (rule query.unnamed-key)
                parts += [HoleV(None, coded(prop.key_value, FORM), prop.where),
                          Text("=", prop.where), HoleV(None, coded(prop.value, FORM), prop.where)]
                continue
            if prop.key is None:                      # entries read from a value
                if parts:
                    parts.append(Text("&", prop.where))
                parts.append(HoleV(None, prop.value, prop.where))
                continue
            key = form_text(prop.key)
            if key is None:                           # a lone surrogate in the name
                return UnknownV("uri-error", prop.where)
            sent = sometimes_sent(prop.value)
            if sent is not None:                      # rule query.conditional-spread
                parts += [Text("&", prop.where)] if parts else []
                parts.append(HoleV(None, AltV((StrV((
                    Text(key + "=", prop.where), HoleV(prop.key, coded(sent, FORM),
                                                       prop.where))), StrV(()))), prop.where))
                continue
            parts.append(Text(("&" if parts else "") + key + "=", prop.where))
            parts.append(HoleV(prop.key, coded(prop.value, FORM), prop.where,
                               tag=(prop.rule, "") if prop.rule else None))
        return flatten(StrV(tuple(parts)))

    def computed_member(self, expr: Index, frame: Frame, depth: int) -> Value:
        """``obj[index]``: the member named by each value the key can take (an enum member,
        a constant, ``type || ContentType.Json``); a key with an unknown value stays unknown,
        so a lookup that is only sometimes resolved never looks fixed."""
        cut = string_pieces.piece_of(expr.obj, expr.index.value) \
            if isinstance(expr.index, Lit) else None
        read = self.string_piece(cut, frame, depth) if cut is not None else None
        if read is not None:                          # rule value.string-piece
            return read
        obj = self.evaluate(expr.obj, frame, depth)
        if isinstance(expr.index, Unknown) and expr.index.kind.startswith(ARRAY_ITEM):
            return array_item(obj, expr.index.kind[len(ARRAY_ITEM):])   # value.array-loop
        index = self.evaluate(expr.index, frame, depth)
        if isinstance(obj, ObjV) and mentions_param(index) and all(
                p.key is not None for p in obj.props):
            return ChoiceV(index, tuple((p.key, p.value) for p in obj.props))
        found = select(index, lambda name: self.member(obj, name, depth))
        return array_pick(obj, index) or found \
            if isinstance(found, UnknownV) and found.reason == "computed-member" else found

    def string_piece(self, cut: tuple, frame: Frame, depth: int) -> Value | None:
        """Rule ``value.string-piece`` (:mod:`code2skill.string_pieces`): the piece ``cut``
        (``(string expression, PieceCode)``) of a string, a parameter or alternatives of
        those; ``None`` for any other value (other rules read it: a page address)."""
        target = self.evaluate(cut[0], frame, depth)
        if not string_pieces.cuttable(target):
            return None
        return cut[1].applied(target)

    def object(self, expr: Obj, frame: Frame, depth: int) -> ObjV:
        props: list[PropV] = []
        for prop in expr.props:
            value = self.evaluate(prop.value, frame, depth)
            where = self.where(frame.path, prop.span)
            if prop.key_expr is not None:                 # [ContentType.Json]: …
                key_value = self.evaluate(prop.key_expr, frame, depth)
                key = text_of(key_value)
                if key is None and mentions_param(key_value):     # rule body.computed-key
                    props.append(PropV(None, value, where, key_value=key_value))
                    continue
                props.append(PropV(key, value if key is not None
                                   else UnknownV("computed-key", where), where))
            elif prop.key is None:
                props.extend(spread_props(value, prop.omit, where))
            else:
                props.append(PropV(prop.key, value, where))
        return ObjV(tuple(props), self.where(frame.path, expr.span))

    @staticmethod
    def env_var(expr: Member) -> str | None:
        """``process.env.X`` / ``import.meta.env.X`` → ``X``."""
        obj = expr.obj
        if isinstance(obj, Member) and obj.prop == "env":
            if isinstance(obj.obj, Ref) and obj.obj.name == "process":
                return expr.prop
            if isinstance(obj.obj, Ref) and obj.obj.name == "import.meta":
                return expr.prop
        return None

    # ------------------------------------------------------------------ scopes
    def lookup(self, name: str, frame: Frame, depth: int, span: Span | None = None) -> Value:
        if name == "this":
            if frame.this is not None:
                return frame.this
            fn = self.function(frame.fid)
            while fn is not None and fn.class_name is None and fn.arrow \
                    and fn.parent is not None:
                fn = self.function(fn.parent)          # arrows keep the enclosing this
            if fn is not None and fn.class_name:
                return this_of_method(self.modules[frame.path], fn)
            if fn is not None and fn.fid in self.bound_this:      # rule this.bound
                return self.bound_this[fn.fid]
            registered = registered_this(self, fn.fid, depth) if fn is not None else None
            if registered is not None:                   # rule angularjs.factory-this
                return registered
            if fn is not None and fn.fid in self.component_this:  # rule vue.options-this
                return self.component_this[fn.fid]
            if fn is not None and fn.fid in self.object_homes:    # rule this.object-literal
                return self.object_this(self.object_homes[fn.fid], depth)
            preload = preload_this(frame.path, fn, self.modules.get(frame.path)) \
                if fn is not None else None                   # rule sapper.preload-fetch
            return preload if preload is not None else UnknownV("this")
        fid, start, child, walked, origin = frame.fid, frame.fid, None, [], frame
        while fid is not None:
            fn = self.function(fid)
            if fn is None:
                break
            walked.append(fn)
            narrowed = self.narrowed(name, walked, frame.path, span)
            if narrowed is not None:                  # rule value.narrowed-by-test
                return narrowed
            if span is not None and fid == start and name in fn.writes:
                reached = self.flow_binding(frame, fn, name, span, depth)
                if reached is not None:
                    return self.with_member_writes(frame, fn, name, reached, span, depth)
            if span is not None and child is not None and name in fn.writes:
                reached = self.closure_binding(frame, fn, name, child, depth)
                if reached is not None:          # rule value.closure-last-write
                    return self.with_member_writes(frame, fn, name, reached, None, depth)
            if name in fn.locals and (frame.path, fid, name) not in self._in_progress:
                # (a local read inside its own reassignment, `p = f(p)`, is the earlier value)
                value = self.binding(frame.path, fid, name, fn.locals[name], frame, depth)
                value = kept_parameter(fn, name, value, frame.path)    # value.kept-parameter
                if name in INJECTED_CLIENTS and isinstance(value, UnknownV):
                    return INJECTED_CLIENTS[name]     # const { $axios } = useNuxtApp()
                # (rule value.closure-member-writes: a nested function runs once its enclosing
                # one has written the object's members, `service.b = …` after `service.a`)
                return self.with_member_writes(frame, fn, name, value,
                                               span if fid == start else None, depth)
            for index, param in enumerate(fn.params):
                if name in ("fetch", "$fetch") and (param.name == name or name in param.pattern):
                    return LibV(self.lib_globals.get(name, "fetch"))  # load({ fetch }) (SvelteKit)
                if name in INJECTED_CLIENTS and name in param.pattern:   # asyncData({ $axios })
                    return INJECTED_CLIENTS[name]
                if param.name == name:
                    injected = injected_param(self, fid, index, depth)    # angularjs.injection
                    if injected is not None:
                        return injected
                    passed = self.iife_argument(fid, index, name, depth)
                    if passed is None and index == 0:
                        passed = self.ready_argument(fid, name, depth)
                    if passed is None:
                        passed = self.timer_argument(fid, index, name, depth)
                    if passed is not None:
                        return passed
                    value = ParamV(fid, name, type_text=param.type_text, module=frame.path)
                    return self.param_header_writes(frame, fn, value, span, depth) \
                        if fid == start and span is not None else value
                if name in param.pattern:                 # ({ email }: Login) → Login['email']
                    member_type = f"{param.type_text}['{name}']" if param.type_text else None
                    return ParamV(fid, name, type_text=member_type, module=frame.path)
                if "..." + name in param.pattern:         # ({id, ...rest}: T) → Omit<T, 'id'>
                    return ParamV(fid, name, type_text=rest_type(param), module=frame.path)
                if name in param.elements:
                    return ParamV(fid, name, module=frame.path)   # (([k, v]) => …: scope.array-parameter)
            if name == ARGUMENTS and not fn.arrow:          # rule value.arguments-join
                self.arguments_readers.add(fid)
                return ParamV(fid, name, module=frame.path)
            declared = self.inner_function(frame.path, fid, name)     # scope.inner-function
            if declared is not None:
                return FnV(declared)
            child, fid = fid, fn.parent
            frame = Frame(frame.path, fid, frame.this)
        written = self.variable_written(name, origin, span, depth) \
            if origin.fid is not None else None
        if written is not None:                       # rule this.field-reaching-write
            return written
        member = template_member(self, frame.path, span, name, depth)
        if member is not None:                        # rule vue.setup-member
            return member
        return self.outer_member_writes(origin, name, span, depth, template_value(
            self, frame.path, name, span,                   # rule vue.template-unwrap
            self.module_binding(frame.path, name, depth), depth))

    def outer_member_writes(self, frame: Frame, name: str, span: Span | None, depth: int,
                            value: Value) -> Value:
        """Rule ``value.outer-member-writes``: ``value``, the object a name no enclosing
        function declares holds (a script's global, ``history_options``), read at ``span`` in
        function ``frame.fid`` with the members that function wrote on it before the read
        (``history_options.ajax = {…}`` then ``DataTable(history_options)``, or ``return
        history_options``), as :meth:`with_member_writes` makes them on a local; ``value``
        itself at module level, when the read's place is unknown or the function writes no
        member of it."""
        fn = self.function(frame.fid) if span is not None else None
        if fn is None or not any(w.target[:1] == (name,) and len(w.target) > 1
                                 and w.span[2:] <= span[:2] for w in fn.assignments):
            return value
        return self.with_member_writes(frame, fn, name, value, span, depth)

    def narrowed(self, name: str, walked: list[FunctionFact], path: str, span: Span | None
                 ) -> Value | None:
        """Rule ``value.narrowed-by-test`` (:mod:`code2skill.narrowings`): ``name`` read at
        ``span`` inside a branch where a test proves it one of some constants, when the last
        of ``walked`` (the functions from the read's out) declares it: that constant (or
        one of them), cited at the test; else ``None``."""
        declaring = walked[-1]
        if span is None or not (name in declaring.writes or
                                any(p.name == name for p in declaring.params)):
            return None
        found = narrowing_at((n for fn in walked for n in self.narrowings_around(fn, span)),
                             name, declaring)
        if found is None:
            return None
        where = self.where(path, found.test)
        options = [StrV((Text(str(v), where),)) if isinstance(v, str) else LitV(v, where)
                   for v in found.literals]
        param = param_value(declaring, name, path) if len(options) > 1 else None
        if param is None:
            return alternatives(options)
        # a parameter: each option taken only when a caller passes that constant (rule
        # wrapper.chosen-arm: `case 'post': case 'put': return http[method](url)`)
        value = options[-1]
        for literal, option in zip(reversed(found.literals[:-1]), reversed(options[:-1])):
            value = AltV((option, value), test=(param, "===", literal))
        return value

    def iife_argument(self, fid: str, index: int, name: str, depth: int) -> Value | None:
        """Rule ``scope.iife-argument`` (:mod:`code2skill.jquery_plugins`): the value of the
        argument at ``index`` of the call of function expression ``fid`` where it is written,
        when the function never reassigns parameter ``name`` (a reassigned one is a local,
        read where it is written); else ``None``."""
        called = self.iife_args.get(fid)
        fn = self.function(fid)
        if called is None or fn is None or index >= len(called[2]) or name in fn.locals:
            return None
        path, scope, args = called
        return self.evaluate(args[index], Frame(path, scope), depth + 1)

    def ready_argument(self, fid: str, name: str, depth: int) -> Value | None:
        """Rule ``jquery.ready-parameter`` (:mod:`code2skill.jquery_ready`): jQuery, the value
        of first parameter ``name`` of ready handler ``fid`` (``jQuery(document).ready(function
        ($) {…})``), when the handler's receiver evaluates to jQuery in the calling scope and
        the handler never reassigns the parameter; else ``None``."""
        handed = self.ready_handlers.get(fid)
        fn = self.function(fid)
        if handed is None or fn is None or name in fn.locals:
            return None
        path, scope, receiver = handed
        value = self.evaluate(receiver, Frame(path, scope), depth + 1)
        return value if is_jquery(value) else None

    def timer_argument(self, fid: str, index: int, name: str, depth: int) -> Value | None:
        """Rule ``scope.timer-arguments`` (:mod:`code2skill.timer_arguments`): the value of
        parameter ``name`` at ``index`` of a function timers call, each timer call's trailing
        argument at that position (the alternatives of several), when every such call passes
        one and the function never reassigns the parameter; else ``None``."""
        if self._timer_handoffs is None:
            self._timer_handoffs = {}                 # (re-entered while it is built)
            self._timer_handoffs = timer_handoffs(self)
        calls = self._timer_handoffs.get(fid)
        fn = self.function(fid)
        if not calls or fn is None or name in fn.locals \
                or any(index >= len(args) for _, _, args, _ in calls):
            return None
        self.timer_read.add(fid)
        return alternatives([self.evaluate(args[index], Frame(path, scope), depth + 1)
                             for path, scope, args, _ in calls])

    def handed_sites(self, frame: Frame) -> tuple[Site, ...]:
        """Evidence of how a request's function got its values from a call nobody writes as
        a call of it: each timer call that passed a parameter of it or of a function around
        it (rule ``scope.timer-arguments``), the call that handed an AngularJS module to
        the function registering it (rule ``angularjs.module-parameter``), and the options
        member that handed it to the AngularJS injector (rule ``angularjs.injected-member``)."""
        found: list[Site] = []
        fid = frame.fid
        via = injection(self).via
        while fid is not None:
            fn = self.function(fid)
            if fn is None:
                break
            if fid in self.timer_read:
                found.extend(Site((path, span), None, TIMER_RULE, shaping=True)
                             for path, _, _, span in self._timer_handoffs.get(fid, ()))
            handed = via.get(fid) or (via.get((frame.path, fn.class_name))
                                      if fn.class_name else None)
            if handed is not None:
                found.append(Site(handed, None, MODULE_PARAMETER_RULE, shaping=True))
            member = injection(self).members.get(fid)
            if member is not None:                    # rule angularjs.injected-member
                found.append(Site(member, None, INJECTED_MEMBER_RULE, shaping=True))
            fid = fn.parent
        return tuple(found)

    def object_this(self, home: ObjectHome, depth: int) -> Value:
        """Rule ``this.object-literal`` (:mod:`code2skill.object_this`): ``this`` in a method
        of the object literal at ``home``, that object's value. A member a method of the same
        literal writes (``setToken(t) { this.token = t }``) is not its initial value alone: it
        is unknown (a value the client holds), never the literal nor the setter's parameter."""
        if home.scope is None:
            value = self.module_binding(home.path, home.name, depth + 1)
        else:
            fn = self.function(home.scope)
            exprs = fn.locals.get(home.name, []) if fn is not None else []
            value = self.binding(home.path, home.scope, home.name, exprs,
                                 Frame(home.path, home.scope), depth + 1)
        for key in home.keys:
            value = self.member(value, key, depth + 1)
        if not isinstance(value, ObjV):
            return UnknownV("this")
        written = {a.target[1] for fid, other in self.object_homes.items() if other == home
                   for a in self.functions[fid][1].assignments
                   if len(a.target) == 2 and a.target[0] == "this"}
        if not written:
            return value
        return replace(value, props=tuple(
            replace(p, value=UnknownV("member-written", p.where)) if p.key in written else p
            for p in value.props))

    def with_member_writes(self, frame: Frame, fn: FunctionFact, name: str, value: Value,
                           span: Span | None, depth: int) -> Value:
        """Rule ``value.member-writes``: an object literal held by local ``name`` of ``fn``,
        with the members ``fn`` writes to it before the read at ``span`` (all of them when the
        read's place is unknown): ``headers.Authorization = …``, ``headers[HEADER_AUTH] = …``
        (a computed key whose text is known). A write under a condition is a member that may
        be absent (one alternative is ``undefined``); under one ``if`` test it is the choice
        of :func:`code2skill.branch_pairs.branch_choice`, so the members written in the same
        branches pair up (rule ``value.branch-pairs``). Rule ``value.defaulted-parameter-writes``:
        a local that is one of several values (``options = options || {}`` then
        ``options.headers['X-Auth'] = token``) gets the writes on each of them, the function's
        own parameter among them as :meth:`param_header_writes` reads it. The object one set
        of writes makes on one value is made once (unless a limit cut it): a guard reading a
        member written before it (``if (node.z === 0) node.d = …``) reads the object made so
        far, which would otherwise be made again from every earlier write (2^writes work)."""
        if isinstance(value, AltV):
            return replace(value, options=tuple(
                self.alternative_member_writes(frame, fn, name, option, span, depth)
                for option in value.options))
        if not isinstance(value, ObjV):
            return value
        frame = Frame(frame.path, fn.fid, frame.this)
        writes = self.writes_to(frame, fn, name, span, depth)
        key = (frame.path, fn.fid, name, frame.this, tuple(
            (write_frame.path, write_frame.fid, write.span, guarded, param)
            for write, write_frame, guarded, param in writes), tuple(
            loop.span for loop in self.verb_loops(frame.path)     # rule wrapper.verb-loop
            if span is None or loop.span[2:] <= span[:2]))
        known = self._member_writes.get(key)
        if known is not None and known[0] is value:      # (the same object, the same writes)
            return known[1]
        truncated = self._truncated
        written = self.member_writes_made(frame, fn, name, value, writes, span, depth)
        if truncated == self._truncated:
            self._member_writes[key] = (value, written)
        return written

    def member_writes_made(self, frame: Frame, fn: FunctionFact, name: str, value: ObjV,
                           writes: list[tuple[Assignment, Frame, bool, str | None]],
                           span: Span | None, depth: int) -> ObjV:
        """The object literal ``value`` of ``fn``'s local ``name`` (``frame`` is ``fn``'s)
        with ``writes`` (:meth:`writes_to`) made on it, and the members the verb loops
        ending before ``span`` install on it (rule ``wrapper.verb-loop``), as
        :meth:`with_member_writes` gives it."""
        props, unshown = self.written_members(frame, fn, name, value, writes, depth)
        installed = installed_members(self, frame.path, fn.fid, name, span, depth)
        if installed:                                 # rule wrapper.verb-loop
            props = [p for p in props if p.key not in {q.key for q in installed}] + \
                list(installed)
        callback = self.callback_computed_write(frame, fn, name, depth)
        if callback is not None and not unshown:
            props.append(unshown_key(callback))   # rule value.computed-member-write
        return replace(value, props=tuple(props))

    def written_members(self, frame: Frame, fn: FunctionFact, name: str, value: ObjV,
                        writes: list[tuple[Assignment, Frame, bool, str | None]], depth: int
                        ) -> tuple[list[PropV], bool]:
        """The members of ``value`` once ``writes`` are made on it (:meth:`member_writes_made`)
        and whether one is a computed key's (rule ``value.computed-member-write``). Reads in
        source order see a longer run of the same writes each: the members the previous read
        made are the start of this one's (unless a limit cut them), so n reads of n writes
        cost n steps, not n²."""
        key = (frame.path, fn.fid, name, frame.this)
        steps = tuple((f.path, f.fid, w.span, guarded, param) for w, f, guarded, param in writes)
        known = self._written_prefix.get(key)
        done, props, unshown = 0, list(value.props), None
        if known is not None and known[0] is value and steps[:len(known[1])] == known[1]:
            done, props, unshown = len(known[1]), list(known[2]), known[3]
        if unshown is None:
            unshown = any(is_unshown_key(p) for p in props)
        truncated = self._truncated
        props, unshown = self.make_writes(frame.path, value, props, unshown, writes[done:],
                                          depth)
        if truncated == self._truncated:
            self._written_prefix[key] = (value, steps, tuple(props), unshown)
        return props, unshown

    def make_writes(self, path: str, value: ObjV, props: list[PropV], unshown: bool,
                    writes: list[tuple[Assignment, Frame, bool, str | None]], depth: int
                    ) -> tuple[list[PropV], bool]:
        """``props`` (members of ``value``, a local of a function of module ``path``, made
        so far; ``unshown``: one is a computed key's) with ``writes`` made on them, in order
        (:meth:`member_writes_made`)."""
        installing = verb_writes(self, path)                # rule wrapper.verb-loop
        for write, write_frame, guarded, param in writes:
            target = self.written_target(write_frame, write, depth)
            if target is None and len(write.target) == 1 and param is None and \
                    write.span not in installing:
                if not unshown:                                    # o[key] = … in a loop:
                    props.append(unshown_key(self.where(write_frame.path, write.span)))
                    unshown = True
                continue                 # rule value.computed-member-write
            if target is None or len(target) not in (2, 3):
                continue
            member = self.evaluate(write.value, write_frame, depth + 1)
            if param is not None:        # the helper reads the object as written so far
                member = self.substitute(member, write_frame.fid,
                                         {param: replace(value, props=tuple(props))})
            inner = next((p.value for p in props if p.key == target[1]), None)
            inner_props = inner.props if isinstance(inner, ObjV) else ()
            if guarded:                  # kept as it was, or absent
                previous = inner if len(target) == 2 else next(
                    (p.value for p in inner_props if p.key == target[2]), None)
                test = self.branch_test(write, write_frame, param, depth)
                if previous is None and len(target) == 2:
                    previous = self.spread_member(value, props, target[1], test)
                if len(target) == 2 and overriding_write(target[1], member, previous, test):
                    continue             # rule method.override-guard: the caller's method
                member = branch_choice(test, member, previous or LitV(None),    # a compound
                                       (is_compound(test[1]) or test[1] in NEGATED_MEMBERSHIP)
                                       and tests_param(test)) \
                    if test is not None else alternatives([member, previous or LitV(None)])
            where = self.where(write_frame.path, write.span)
            if len(target) == 3:         # o.headers['X-Api-Key'] = …: a member of a member
                member = ObjV(tuple(p for p in inner_props if p.key != target[2])
                              + (PropV(target[2], member, where),))
            props = [p for p in props if p.key != target[1]]
            props.append(PropV(target[1], member, where))
        return props, unshown

    def spread_member(self, value: ObjV, props: list[PropV], key: str, test: tuple | None
                      ) -> Value | None:
        """Rule ``value.spread-member-write``: the member ``key`` that ``props`` (the members
        of ``value`` made so far) hold through an object they spread (``{...options}`` of a
        parameter: ``options.method``, bound per caller), which a write under the guard
        ``test`` keeps on the path where it is not made; ``None`` when no spread holds it, or
        when ``test`` is the truth of that very member (``if (p.body) o.body = …``: where the
        write is not made the member is falsy, sent as absent)."""
        if not any(p.key is None for p in props):
            return None
        found = self.member(replace(value, props=tuple(p for p in props if p.key is None)), key)
        if isinstance(found, UnknownV) and found.reason == "no-member" or \
                test is not None and test[1:] == ("truthy", None) and test[0] == found:
            return None
        return found

    def callback_computed_write(self, frame: Frame, fn: FunctionFact, name: str,
                                depth: int) -> Where | None:
        """Where a function nested in ``fn`` that does not declare ``name`` itself (a
        ``forEach`` callback) writes a member of ``fn``'s local ``name`` under a key of
        unknown text (``Object.entries(f).forEach(([k, v]) => { params[k] = v })``), else
        ``None`` (rule ``value.computed-member-write``)."""
        for child in self.modules[frame.path].functions.values():
            if child.parent != fn.fid or name in child.locals or \
                    any(p.name == name or name in p.pattern for p in child.params):
                continue
            child_frame = Frame(frame.path, child.fid, frame.this)
            installing = verb_writes(self, frame.path)      # rule wrapper.verb-loop
            for write in child.assignments:
                if write.target == (name,) and write.key is not None and \
                        self.written_target(child_frame, write, depth) is None and \
                        write.span not in installing:
                    return self.where(frame.path, write.span)
        return None

    def alternative_member_writes(self, frame: Frame, fn: FunctionFact, name: str,
                                  option: Value, span: Span | None, depth: int) -> Value:
        """One alternative of local ``name`` with ``fn``'s member writes (rule
        ``value.defaulted-parameter-writes``): ``name``'s own parameter value (the caller's
        object, ``options`` of ``options || {}``) with the headers written on it, any other
        alternative as :meth:`with_member_writes` gives it."""
        if isinstance(option, ParamV) and option.fid == fn.fid and option.name == name \
                and not option.path and span is not None:
            return self.param_header_writes(frame, fn, option, span, depth)
        return self.with_member_writes(frame, fn, name, option, span, depth)

    def param_header_writes(self, frame: Frame, fn: FunctionFact, value: ParamV, span: Span,
                            depth: int) -> Value:
        """Rule ``value.parameter-header-writes``: parameter ``value`` of ``fn`` read at
        ``span`` after ``fn`` wrote headers on it (``options.headers['Authorization'] =
        `Basic ${c}```, under an ``if`` or not) is the caller's object with those headers
        added to its own: ``{...options, headers: {...options.headers, Authorization}}``, so
        that substituting a caller's argument keeps both. The parameter itself when ``fn``
        writes no header on it before the read."""
        name = value.name
        if not any(w.target[:2] == (name, "headers") and w.span[2:] <= span[:2]
                   for w in fn.assignments):
            return value
        written = self.with_member_writes(frame, fn, name, ObjV((PropV(None, value),)),
                                          span, depth)
        headers = written.get("headers") if isinstance(written, ObjV) else None
        if not isinstance(headers, ObjV):
            return written
        own = PropV(None, replace(value, path=("headers",)))
        return replace(written, props=tuple(
            replace(p, value=replace(headers, props=(own,) + headers.props))
            if p.key == "headers" else p for p in written.props))

    def written_parameter(self, value: ParamV, frame: Frame, span: Span) -> Value:
        """Rule ``value.parameter-member-writes``: parameter ``value`` of the function of
        ``frame``, read whole at ``span`` after that function wrote members on it (``if
        (body) { options.data = JSON.stringify(body); options.contentType = "…" }``), is the
        caller's object with those members: ``{...options, data, contentType}``, a write
        under a condition a choice with the caller's own member or none. Read where a
        recogniser takes the parameter as a request's options (rule
        ``jquery.settings-or-url``) or a library request sends it as its body
        (:mod:`code2skill.written_bodies`); ``value`` itself when no member is written before
        ``span``, or it is no whole parameter of that function."""
        fn = self.function(frame.fid)
        if fn is None or value.fid != fn.fid or value.path or value.coded or not any(
                w.target[:1] == (value.name,) and len(w.target) > 1
                and w.span[2:] <= span[:2] for w in fn.assignments):
            return value
        return self.with_member_writes(frame, fn, value.name, ObjV((PropV(None, value),)),
                                       span, 0)

    def branch_test(self, write: Assignment, frame: Frame, param: str | None,
                    depth: int) -> tuple | None:
        """The one ``if`` test (``(subject value, op, literal)``) under which ``write`` — a
        member write of the reading function itself — runs (rule ``value.branch-pairs``; an
        ``||``/``&&`` of tests is one compound test, rule ``value.compound-test-guard``; so
        is an ``&&`` chain without ``else`` or nested ``if``s one operand of which tests list
        membership, rule ``value.list-membership-test``: ``if (o.method && !['GET',
        'POST'].includes(o.method)) o.method = 'POST'``), or ``None``: other nested ``if``s
        and ``&&`` chains without ``else`` (their operands are separate guards), other
        conditions, a helper's write."""
        if param is not None or not write.guards:
            return None
        if len(write.guards) == 1:
            return guard_test(self, write.guards[0], frame, depth + 1)
        if not any(membership_call(t) for t in write.guards):
            return None
        return (tuple(guard_test(self, t, frame, depth + 1) for t in write.guards), AND, None)

    def writes_to(self, frame: Frame, fn: FunctionFact, name: str, span: Span | None,
                  depth: int) -> list[tuple[Assignment, Frame, bool, str | None]]:
        """The member writes to local ``name`` before ``span`` (``(write, frame it is
        evaluated in, guarded, the helper's parameter name or None)``): ``fn``'s own, and (rule ``value.helper-member-writes``)
        the header writes a user function called with ``name`` as an argument makes on that
        parameter (``addApiKey(options)`` writing ``o.headers['X-Api-Key'] = …``; a helper's
        URL rewrite is base-URL logic, not followed here); a write is guarded when it or the
        helper call runs under a condition."""
        before = (lambda s: span is None or s[2:] <= span[:2])
        out = [(w, frame, w.guarded, None) for w in fn.assignments
               if w.target[:1] == (name,) and before(w.span) and not (
                   span is not None and any(within(span, arm) for arm in w.exclusive))]
        out += [(w, frame, w.guarded, None) for w in self.header_sets(frame, fn, name)
                if before(w.span) and self.written_target(frame, w, depth) is not None]
        out.sort(key=lambda found: found[0].span[:2])
        key = ("helper-writes", fn.fid, name)
        if key in self._in_progress:
            return out
        self._in_progress.add(key)
        try:
            out += self.helper_writes(frame, fn, name, span, depth)
        finally:
            self._in_progress.discard(key)
        return out

    def header_sets(self, frame: Frame, fn: FunctionFact, name: str) -> list[Assignment]:
        """Rule ``value.header-set-calls``: ``fn``'s ``name.set(k, v)``/``name.append(k, v)``
        calls as member writes (:func:`code2skill.header_calls.header_set_writes`), found
        once per local."""
        key = (frame.path, fn.fid, name)
        found = self._header_sets.get(key)
        if found is None:
            found = self._header_sets[key] = header_set_writes(
                self.calls_by_scope.get((frame.path, fn.fid), []), name)
        return found

    def helper_writes(self, frame: Frame, fn: FunctionFact, name: str, span: Span | None,
                      depth: int) -> list[tuple[Assignment, Frame, bool, str | None]]:
        """The ``headers`` writes of :meth:`writes_to` made by helpers ``fn`` calls before
        ``span`` (all of them for ``None``)."""
        key = (frame.path, fn.fid, name, frame.this)
        calls = self._helper_calls.get(key)
        if calls is None:                   # (each read looks at the same calls: once,
            truncated = self._truncated     # unless a limit cut them)
            calls = self.helper_calls(frame, fn, name, depth)
            if truncated == self._truncated:
                self._helper_calls[key] = calls
        ends = [site.call.span[2:] for site, _, _, _ in calls]
        return [(replace(w, target=(name,) + w.target[1:]), Frame(helper[0], helper[1].fid),
                 w.guarded or site.guarded, param)
                for site, helper, param, header_writes in calls[:len(calls) if span is None
                                                               else bisect_right(ends, span[:2])]
                for w in header_writes]

    def helper_calls(self, frame: Frame, fn: FunctionFact, name: str, depth: int
                     ) -> list[tuple[CallSite, tuple[str, FunctionFact], str, list[Assignment]]]:
        """The calls ``fn`` makes of a user function with its local ``name`` as an argument
        that writes ``headers`` members of its parameter, sorted by where each call ends: each
        with that function (module path, facts), its parameter's name and those writes."""
        out = []
        for site in self.calls_by_scope.get((frame.path, fn.fid), []):
            index = next((i for i, a in enumerate(site.call.args)
                          if isinstance(a, Ref) and a.name == name), None)
            if index is None:
                continue
            callee = self.evaluate(site.call.callee, frame, depth + 1)
            helper = self.functions.get(callee.fid) if isinstance(callee, FnV) else None
            param = helper[1].params[index].name if helper is not None \
                and index < len(helper[1].params) else None
            writes = [w for w in helper[1].assignments
                      if w.target[:2] == (param, "headers")] if param else []
            if writes:
                out.append((site, helper, param, writes))
        return sorted(out, key=lambda found: found[0].call.span[2:])

    def written_target(self, frame: Frame, write: Assignment, depth: int = 0
                       ) -> tuple[str, ...] | None:
        """The member path an assignment writes: its ``target``, with the text of a computed
        key appended (``headers[HEADER_AUTH]`` → ``('headers', 'Authorization')``); ``None``
        when the key's text is unknown."""
        if write.key is None:
            return write.target
        if isinstance(write.key, Lit) and isinstance(write.key.value, str):
            return write.target + (write.key.value,) if write.key.value else None
        key = text_of(self.evaluate(write.key, frame, depth + 1))
        return write.target + (key,) if key else None

    def closure_binding(self, frame: Frame, fn: FunctionFact, name: str, child: str,
                        depth: int) -> Value | None:
        """Rule ``value.closure-last-write``: a read of ``fn``'s local ``name`` in its nested
        function ``child`` (at any depth inside it) when ``fn`` writes ``name`` nowhere after
        ``child`` starts (``var url = href; url = origin + path; confirm(function () {
        ajax('POST', url) })``): the nested function, made after those writes, sees what a
        read where it starts sees (:meth:`flow_binding`: the last unconditional write on,
        those in a loop around it too); ``None`` when a write of ``fn`` follows or every write
        reaches."""
        nested = self.function(child)
        if nested is None or any(w.scope == fn.fid and w.span[:2] > nested.span[:2]
                                 for w in fn.writes[name]):
            return None
        return self.flow_binding(frame, fn, name, nested.span, depth)

    def flow_binding(self, frame: Frame, fn: FunctionFact, name: str, span: Span,
                     depth: int) -> Value | None:
        """Rule ``value.reaching-writes``: a read at ``span`` in the function that declares
        ``name`` sees only the writes that can reach it — those before it in source order,
        those in a loop around both, and any made in a nested function (it may run at any
        time) — from the last unconditional one before it on (alternatives otherwise, with
        the parameter's own value while no unconditional write precedes). ``None`` when
        every write can reach the read: the binding of all of them stands."""
        order = self._write_orders.get((fn.fid, name))
        if order is None:
            order = self._write_orders[(fn.fid, name)] = write_order(fn.writes[name], fn.fid)
        seen = reach(order, span)
        writes, last = list(seen.writes), seen.last
        folded = self.query_pieces(frame, fn, name, writes, depth) or \
            self.null_filled(frame, fn, name, writes, depth) or (   # query.optional-pieces
            self.guarded_writes(frame, fn, name, span, writes if not seen.hidden else
                                list(every_reaching(order, seen)), depth)
            if any(w.guards for w in writes) else None)   # (it reads the hidden ones too; with
                                                          # no guarded one seen it folds nothing)
        if folded is not None:
            return folded
        inner = Frame(frame.path, fn.fid, frame.this)
        transforms = {w.span: found for w in writes if w.span[2:] <= span[:2] and (
            found := self.transform_write(inner, fn, name, w, depth)) is not None}
        arms = arms_key(writes, fn.fid) if not transforms and not seen.hidden \
            and param_value(fn, name, frame.path) is None else None
        chosen_arm = self.arm_choice(inner, writes, arms, depth) if arms else None
        if chosen_arm is not None:                                     # value.arm-choices
            return chosen_arm
        if not transforms and seen.every and not seen.hidden_plain and not (
                last is not None and query_appends.prefixes_itself(last, name)):
            return None     # (all reach it, and no plain reassignment hides earlier values;
                            # query.prefixed-pieces: a prefix put before them hides them too)
        if transforms:                   # rules value.transform-list, value.unknown-transform
            last = max((w for w in writes if w.span in transforms), key=lambda w: w.span[2:])
            writes = [w for w in writes if w is last or w.scope != fn.fid
                      or w.span[:2] > last.span[:2]]
        key = (frame.path, fn.fid, name, tuple(w.span for w in writes), last is None,
               frame.this)                  # (a subclass's this: this.subclass-value)
        hit = self.flow_hit(key, frame)
        if hit is not None:
            return hit
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        try:
            options = [self.transformed(inner, fn, name, w, transforms[w.span], depth)
                       if w.span in transforms else self.evaluate(
                           w.value, write_frame(inner, w), depth)
                       for w in writes[:MAX_ALTERNATIVES]]
        finally:
            self._in_progress.discard(key)
        initial = param_value(fn, name, frame.path) if last is None else None
        if initial is not None:
            options.insert(0, initial)
        value = alternatives(options) if options else UnknownV("no-value")
        value = with_search(self, frame.path, fn.fid, name, [w.value for w in writes], value)
        value = with_uri_queries(self, frame.path, fn.fid, name, value)   # urijs.query-call
        if frame.this is None:
            self.keep(self._flow_cache, key, value, level, truncated)
        return value

    def arm_choice(self, frame: Frame, writes: list[LocalWrite], key: str, depth: int
                   ) -> AltV | None:
        """Rule ``value.arm-choices``: the values of ``writes`` (each in its own exclusive arm,
        :func:`code2skill.arm_choices.arms_key` ``key``) read in ``frame`` as one choice keyed
        ``key``, arm by arm in source order (an arm's value that is itself a choice gives
        all its options to that arm, rule ``value.linked-arms``); ``None`` when two values
        are equal or the values merge so that no option stands for one arm."""
        options = tuple(self.evaluate(w.value, write_frame(frame, w), depth)
                        for w in writes[:MAX_ALTERNATIVES])
        if len(options) < len(writes) or any(
                o == p for i, o in enumerate(options) for p in options[i + 1:]):
            return None
        value = keyed(alternatives(list(options)), options, key)   # rule value.linked-arms
        return value if isinstance(value, AltV) and value.cond == key else None

    def transform_write(self, frame: Frame, fn: FunctionFact, name: str, write: LocalWrite,
                        depth: int) -> tuple[Call, int, Expr | None, Span] | None:
        """Rules ``value.transform-list`` and ``value.unknown-transform``
        (:mod:`code2skill.value_transforms`): ``(call, carried argument, list, place)`` when
        ``write`` hands the local ``name`` to a function that may change it: each function of
        the list a ``for … of`` loop walks (``list`` its expression, ``place`` the loop), or
        a function the resolver cannot pin to one body (a parameter, an unknown; ``list``
        ``None``, ``place`` the write) whose call no other rule reads; ``None`` otherwise."""
        call = write.value
        if write.scope != fn.fid or not isinstance(call, Call) or call.new:
            return None
        key = (frame.path, fn.fid, name, write.span)
        if frame.this is None and key in self._transform_cache:
            return self._transform_cache[key]     # (every read after a write asks of it)
        truncated = self._truncated
        found = self.transform_call(frame, fn, name, write, call, depth)
        if frame.this is None and truncated == self._truncated:
            self._transform_cache[key] = found
        return found

    def transform_call(self, frame: Frame, fn: FunctionFact, name: str, write: LocalWrite,
                       call: Call, depth: int) -> tuple[Call, int, Expr | None, Span] | None:
        """:meth:`transform_write` for ``write``, whose value is ``call``, not cached."""
        index = value_transforms.carried_argument(call, name)
        if index is None:
            return None
        listed = value_transforms.loop_list(fn, call, write.loops)
        if listed is not None:
            return call, index, listed[0], listed[1]
        if write.loops or not isinstance(call.callee, (Ref, Member)):
            return None
        callee = self.evaluate(call.callee, frame, depth + 1)
        args = call.args[:index] + (Lit(None),) + call.args[index + 1:]   # (not the chain
        if not isinstance(callee, (ParamV, UnknownV)) or not isinstance(   # of earlier writes)
                self.evaluate(replace(call, args=args), frame, depth + 1), UnknownV):
            return None
        return call, index, None, write.span

    def transformed(self, frame: Frame, fn: FunctionFact, name: str, write: LocalWrite,
                    found: tuple[Call, int, Expr | None, Span], depth: int) -> Value:
        """The value of local ``name`` after ``write`` (:meth:`transform_write` ``found``):
        its value before the loop (or the call) through each listed function in turn (rule
        ``value.transform-list``), else that value kept, the call reviewed (rule
        ``value.unknown-transform``)."""
        call, index, listed, place = found
        start = self.lookup(name, frame, depth + 1, value_transforms.before(place))
        where = self.where(frame.path, call.span)
        functions = self.known_list(listed, frame, depth) if listed is not None else None
        if functions is not None and not any(isinstance(a, Spread) for a in call.args):
            args = [start if i == index else self.evaluate(arg, frame, depth)
                    for i, arg in enumerate(call.args)]    # (the carried one: its start)
            return self.folded(functions, args, index, start, where, depth)
        what = "each function of a list the source does not show" if listed is not None \
            else "a function the source does not show (a parameter or an injected callback)"
        return self.unknown_transform(call, name, what, start, where)

    def reduced(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """``list.reduce((acc, f) => f(…, acc, …), init)``: ``init`` through each function
        of ``list`` in turn (rule ``value.transform-list``), else ``init`` kept, the call
        reviewed (rule ``value.unknown-transform``); ``None`` for any other reducer."""
        reducer = self.evaluate(call.args[0], frame, depth)
        entry = self.functions.get(reducer.fid) if isinstance(reducer, FnV) else None
        found = value_transforms.reducer_call(entry[1]) if entry is not None else None
        if entry is None or found is None or not isinstance(call.callee, Member):
            return None
        step, index = found
        start = self.evaluate(call.args[1], frame, depth)
        where = self.where(frame.path, call.span)
        inner = Frame(entry[0], reducer.fid, reducer.this)
        functions = self.known_list(call.callee.obj, frame, depth)
        if functions is not None and not any(isinstance(a, Spread) for a in step.args):
            args = [start if i == index else self.evaluate(arg, inner, depth)
                    for i, arg in enumerate(step.args)]
            return self.folded(functions, args, index, start, where, depth)
        return self.unknown_transform(call, hole_name_of(call.args[1]) or "its initial value",
                                      "each function of a list the source does not show",
                                      start, where)

    def known_list(self, listed: Expr, frame: Frame, depth: int) -> tuple[FnV, ...] | None:
        """The app's functions a list holds, in order: its value's, then those ``push``/``add``
        calls append at its module's top level or in a class constructor, when no other call
        anywhere mutates a list of that name (rule ``value.transform-list``); ``None``
        otherwise."""
        if self._list_mutations is None:
            self._list_mutations = value_transforms.list_mutations(self.modules)
        sites = self._list_mutations.get(value_transforms.list_name(listed) or "", [])
        value = self.evaluate(listed, frame, depth + 1)
        if not sites:                           # (an empty list no code fills: none)
            return () if isinstance(value, ArrV) and not value.items else \
                value_transforms.listed_functions(value)
        constructors = frozenset(fid for cls in self.modules[frame.path].classes.values()
                                 for name, fid in cls.methods if name == "constructor")
        pushed = value_transforms.pushed_items(sites, frame.path, constructors)
        if pushed is None or not isinstance(value, ArrV):
            return None
        items = tuple(self.evaluate(arg, Frame(frame.path, scope), depth + 1)
                      for scope, arg in pushed)
        return value_transforms.listed_functions(replace(value, items=value.items + items))

    def folded(self, functions: tuple[FnV, ...], args: list[Value], index: int,
               start: Value, where: Where | None, depth: int) -> Value:
        """``start`` handed to each of ``functions`` in turn as argument ``index`` of
        ``args`` (rule ``value.transform-list``)."""
        value = start
        for function in functions:
            args[index] = value
            value = self.applied(function, tuple(args), where, depth)
        return value

    def unknown_transform(self, call: Call, name: str, what: str, start: Value,
                          where: Where | None) -> Value:
        """Rule ``value.unknown-transform``: ``start`` kept (an object with an unknown spread
        last) and the call noted for review."""
        value = value_transforms.kept(start, where)
        if where is not None:
            text = ".".join(member_path(call.callee) or ("…",))
            self.unknown_transforms.setdefault(where, (value_transforms.message(
                f"{text}(…)", name, what), value_transforms.marked(value)))
        return value

    def query_pieces(self, frame: Frame, fn: FunctionFact, name: str,
                     reach: list[LocalWrite], depth: int) -> Value | None:
        """Rule ``query.optional-pieces`` (:mod:`code2skill.query_appends`): a local whose
        writes reaching the read are its last unconditional value and at least
        :data:`~code2skill.query_appends.MIN_PIECES` ``if``-guarded appends of query pieces
        is that value, or it followed by every piece; ``None`` for any other writes."""
        from code2skill import query_appends
        if len(reach) <= query_appends.MIN_PIECES:
            return None
        killers = [w for w in reach if w.kills and w.scope == fn.fid]
        if not killers:
            return None
        last = max(killers, key=lambda w: w.span[2:])
        later = [w for w in reach if w.span[:2] > last.span[:2]]
        if len(later) < query_appends.MIN_PIECES or any(
                w.scope != fn.fid for w in reach if w.span[:2] <= last.span[:2]):
            return None
        appended = [query_appends.appended_piece(w, name, fn.fid, guarded=False) for w in later]
        if any(a is None for a in appended) or query_appends.exclusive_pieces(later):
            return None
        inner = Frame(frame.path, fn.fid, frame.this)
        pieces = [self.evaluate(a, inner, depth + 1) for a in appended]
        mark = next((i for i, p in enumerate(pieces) if query_appends.opens_query(p)), None)
        if mark is not None and mark + 1 < len(pieces) \
                and query_appends.one_after_another(later[mark:]):     # query.after-mark
            return self.after_mark(inner, later[mark], pieces[mark:], depth)
        start = self.evaluate(last.value, inner, depth + 1)
        if not isinstance(start, StrV) or not all(
                query_appends.query_piece(p) for p in pieces) or not all(
                query_appends.conditional(w) for w in later):
            return None
        return alternatives([start, flatten(query_appends.with_pieces(start, pieces))])

    def after_mark(self, inner: Frame, mark: LocalWrite, pieces: list[Value],
                   depth: int) -> Value | None:
        """Rule ``query.after-mark`` (:func:`code2skill.query_appends.query_text`): the local's
        value before the append ``mark`` that adds ``?`` (each of its alternatives), alone and
        followed by the query text of ``pieces``; ``None`` when they are no query text or a
        value before is no string."""
        from code2skill import query_appends
        query = query_appends.query_text(pieces)
        head = mark.value.parts[0]
        before = self.evaluate(head.expr, inner, depth + 1) if query is not None else None
        options = before.options if isinstance(before, AltV) else (before,)
        if before is None or not all(isinstance(o, StrV) for o in options):
            return None
        return alternatives([v for o in options
                             for v in (o, flatten(query_appends.with_pieces(o, [query])))])

    def flow_hit(self, key: tuple, frame: Frame) -> Value | None:
        """A local's flow value already known for ``key``: cached, a cycle in progress, or a
        result cut by a limit that may be reused here (rule ``budget.partial-reuse``);
        ``None`` when it must be computed."""
        if key in self._flow_cache:
            return self._flow_cache[key]
        if key in self._in_progress:
            return UnknownV("cycle")
        return self.partial(key) if frame.this is None else None

    def null_filled(self, frame: Frame, fn: FunctionFact, name: str,
                    reach: list[LocalWrite], depth: int) -> Value | None:
        """Rule ``value.null-default`` (:mod:`code2skill.null_defaults`): a local whose writes
        reaching the read are its last unconditional value (or the parameter's own) and
        writes made only while it is unset (``if (method == null) method = o.method``) is
        ``start ?? filled ?? …``, settled per call once the arguments are substituted;
        ``None`` for any other writes."""
        found = null_defaults.plan(reach, name, fn.fid)
        if found is None:
            return None
        inner = Frame(frame.path, fn.fid, frame.this)
        value = self.evaluate(found.start.value, inner, depth + 1) if found.start else \
            param_value(fn, name, frame.path)
        if value is None:
            return None
        for fill in found.fills:
            options = tuple(self.evaluate(w.value, inner, depth + 1) for w in fill.writes)
            test = self.string_test(fill.test, inner, depth + 1) if fill.test else None
            pair = fallback_pair(test, options) if test is not None else None
            filled = alternatives(list(pair), "or") if pair is not None \
                else alternatives(list(options))          # (rule value.presence-fallback)
            value = alternatives([value, filled], "or")
        return value

    def guarded_writes(self, frame: Frame, fn: FunctionFact, name: str, span: Span,
                       reach: list[LocalWrite], depth: int) -> Value | None:
        """Rule ``value.guarded-writes``: a local built by writes under ``if``s
        (``let u = '/items'; if (id !== null) { u += '/' + id; if (sub) u += '/' + sub; }``)
        read after them is the last unconditional value followed, write by write, by
        ``conditions ? written : before`` — the written value read as the conditions hold
        (a nested write sees only its own branch). A condition on a parameter is decided
        per caller when the argument (or its default) proves it, so a caller passing nothing
        takes only the branch its values take. ``None`` (the writes stay alternatives) when
        a write runs in a loop, a nested function or under anything but an ``if`` whose
        condition is a test, when a write is no string (an object literal, ``data = { name }``,
        stays a plain choice: folding it made a spread of the chosen options object lose its
        method; builders such as ``params = params.set(…)`` keep their own rules) unless every condition tests
        ``arguments.length`` (rule ``value.arity-test``: ``if (arguments.length == 2) {
        payload = {} }`` folds whatever it writes) or compares a parameter with a string
        (rule ``value.parameter-choice``: ``if (typ === 'json') body = JSON.stringify(p)``),
        or when no condition reads a parameter or
        is decided here."""
        any_value = arity_guarded(reach) or \
            parameter_guarded(reach, fn)  # value.arity-test, value.parameter-choice
        killers = [i for i, w in enumerate(reach) if w.kills]
        if not reach or any(w.scope != fn.fid or w.loops or w.guards is None
                            or (not w.guards and not w.kills) or w.span[2:] > span[:2]
                            for w in reach) or not any(w.guards for w in reach):
            return None
        reach = reach[killers[-1]:] if killers else reach     # (what it overwrites is gone)
        if any(not (any_value or isinstance(w.value, (Tmpl, Lit)) or copied_start(w)
                    or joined_start(w)) for w in reach) or not any(w.guards for w in reach):
            return None
        if sum(1 for w in reach if w.guards) > MAX_GUARDED_WRITES:
            return None                    # 2^n ways: the bounded alternatives stand
        inner = Frame(frame.path, fn.fid, frame.this)
        tests = [tuple(guard_test(self, t, inner, depth + 1)    # value.string-test-guard
                       for t in w.guards or ()) for w in reach]
        if not any(decide_test(*t) is not None or tests_param(t)
                   for ts in tests for t in ts) and not state_guarded(reach, name):
            return None
        key = ("guarded", frame.path, fn.fid, name, tuple(w.span for w in reach))
        hit = self.flow_hit(key, frame)
        if hit is not None:
            return hit
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        try:
            value: Value = param_value(fn, name, frame.path) or LitV(None)
            for write, conditions in zip(reach, tests):
                written = self.evaluate(write.value, inner, depth + 1)
                value = guarded(conditions, assume(written, conditions), assume(
                    value, failed(conditions))) if conditions else written
        finally:
            self._in_progress.discard(key)
        if frame.this is None:
            self.keep(self._flow_cache, key, value, level, truncated)
        return value

    def binding(self, path: str, fid: str | None, name: str, exprs: list[Expr], frame: Frame,
                depth: int) -> Value:
        key = (path, fid, name)
        cacheable = fid is None or frame.this is None   # (a subclass's this sees its own)
        if cacheable and key in self._binding_cache:
            return self._binding_cache[key]
        if key in self._in_progress:
            self._truncated += 1              # a cycle cuts it as a limit does: the
            return UnknownV("cycle")          # callers' values are partial (not cached)
        cut = self.partial(key) if cacheable else None
        if cut is not None:
            return cut
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        fn = self.function(fid)
        scopes = {id(w.value): w for w in fn.writes.get(name, ())} if fn is not None else {}
        home = Frame(path, fid, frame.this)
        try:
            value = alternatives([
                (self.setter_argument(path, e, depth) if fid is None else None)
                or self.callback_state(path, fid, name, e)
                or self.evaluate(e, write_frame(home, scopes[id(e)]) if id(e) in scopes
                                 else home)
                for e in exprs[:MAX_ALTERNATIVES]])
            value = with_search(self, path, fid, name, exprs, value)
            value = with_uri_queries(self, path, fid, name, value)       # urijs.query-call
        finally:
            self._in_progress.discard(key)
        if cacheable:
            self.keep(self._binding_cache, key, value, level, truncated)
        return value

    def joined_list(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """Rule ``value.joined-list``: ``ids.join(',')`` (or ``ids.join()``) of a parameter or
        a member of one is that list, sent as its items joined by ``,`` (as a template literal
        writes an array): the parameter itself when its declared type says what it holds,
        else a list of strings (a :class:`TypedV` ``string[]``), never one opaque text.
        ``None`` for another separator or a value that is no parameter."""
        separator = self.evaluate(call.args[0], frame, depth) if call.args else LitV(",")
        if text_of(separator) != ",":
            return None
        items = self.evaluate(call.callee.obj, frame, depth)
        if not isinstance(items, ParamV):
            return None
        if items.type_text and not items.path:
            return items
        return TypedV("string[]", frame.path, (), self.where(frame.path, call.span))

    def setter_argument(self, path: str, expr: Expr, depth: int) -> Value | None:
        """Rule ``value.setter-parameter``: a module variable a function of its module sets
        to its own parameter (``let api; export const setApi = (s) => { api = s }``, called
        as ``setApi(new Api(store))``: a service locator) holds what the calls of that
        function pass: the alternatives of their arguments. ``None`` when ``expr`` is no such
        parameter, or no call of the setter is found (the name stays unresolved)."""
        if not isinstance(expr, Ref) or expr.span is None:
            return None
        setter = self.function_at(path, expr.span)
        if setter is None or not any(p.name == expr.name for p in setter.params):
            return None
        index = next(i for i, p in enumerate(setter.params) if p.name == expr.name)
        passed = [args[index] for args in self.call_arguments(setter.fid) if index < len(args)]
        return alternatives(passed[:MAX_ALTERNATIVES]) if passed else None

    def callback_state(self, path: str, fid: str | None, name: str, expr: Expr
                       ) -> Value | None:
        """Rule ``value.callback-state``: a variable of scope ``fid`` (a module-wrapping
        function, or the module) that an anonymous function nested in it sets to its own
        parameter (``$.getJSON(url, function(project) { activeProject = project })``), where
        nothing in the program calls that function by name, holds that parameter as the
        function receives it at run time: read in a URL, it is an input the Agent supplies,
        named from the member read (``activeProject.name``: ``{name}``), never the name of
        a page global; the variable ``name`` and the place are kept for the input's evidence
        (:attr:`callback_states`). ``None`` when ``expr`` is no such parameter."""
        if not isinstance(expr, Ref) or expr.span is None:
            return None
        setter = self.function_at(path, expr.span)
        if setter is None or setter.fid == fid or not setter.name.startswith("<") \
                or setter.fid in self.callers \
                or not any(p.name == expr.name and not p.rest for p in setter.params):
            return None
        value = self.evaluate(expr, Frame(path, setter.fid))   # (a response, when one)
        if isinstance(value, ParamV):
            self.callback_states[(value.fid, value.name)] = (name, (path, expr.span))
        return value

    def partial(self, key: tuple):
        """The value (or summary) computed for cache ``key`` when a limit cut it (rule
        ``budget.partial-reuse``), when the evaluation now in progress is nested at least as
        deep as that one was, so computing it again would be cut at least as early; ``None``
        otherwise. A reuse counts as a cut (:attr:`_truncated`), so the callers' results are
        partial too. Without it, ``const d1 = d0 + d0`` doubling past the nesting limit
        evaluates both operands of every level again: 2^n steps."""
        entry = self._partial.get(key)
        if entry is None or len(self._in_progress) < entry[0]:
            return None
        self._truncated += 1
        return entry[1]

    def keep(self, cache: dict, key: tuple, value: Value, level: int, truncated: int) -> None:
        """Store ``value`` for ``key``: in ``cache`` when no limit cut its evaluation (the
        cut count still ``truncated``), else as a partial result computed at nesting
        ``level`` (:meth:`partial`)."""
        if truncated == self._truncated:
            cache[key] = value
        else:
            self._partial[key] = (level, value)

    def module_binding(self, path: str, name: str, depth: int) -> Value:
        module = self.modules.get(path)
        if module is None:
            return UnknownV(f"unresolved:{name}")
        if "." in name:             # a superclass read through a namespace: runtime.BaseAPI
            head, *rest = name.split(".")
            value = self.module_binding(path, head, depth)
            for prop in rest:
                value = self.member(value, prop, depth)
            return value
        exported = self.svelte_props.get(path)
        if exported is not None and exported.span == WHOLE_MODULE:   # rule svelte.prop-binding
            props = dict(exported.props)
            if name in props:                 # (a default stands while no element renders it)
                param = ParamV(exported.fid, name, module=path)
                default = props[name]
                if default is None:
                    return param
                fixed = self.evaluate(default, Frame(path, None), depth)
                return AltV((param, fixed), "or") if self.rendered_by(exported) else fixed
        if name in module.bindings and svelte_prop_placeholder(path, module, name):
            return UnknownV(f"unassigned:{name}")        # rule svelte.prop-default
        if name in module.bindings:
            value = self.binding(path, None, name, module.bindings[name], Frame(path, None),
                                 depth)
            if name in module.markup_writes and not isinstance(value, TypedV):
                value = alternatives([value, UnknownV("markup-write")])  # value.markup-write
            #  (typed editable state, state.initial-type, is already what the user enters)
            value = markup_bound_members(value, name, module.markup_writes)
            return self.with_assigned_members(path, name, value)
        fid = self.top_functions(path).get(name)
        if fid is not None:
            return FnV(fid)
        if name in module.classes:
            return ClassRefV(path, name)
        for imp in module.imports:
            if imp.local == name:
                return self.imported(path, imp.source, imp.imported, depth, (path, imp.span))
        if name in ("window", "globalThis", "self", "global"):
            return LibV("global")
        published = self.global_instance(name, depth)
        if published is not None:                  # rule client.global-instance: bare `$http`
            return published
        if name in self.lib_globals:
            return LibV(self.lib_globals[name])
        if name in self.vue_auto_imports:                   # rule vue.auto-imported-state
            return LibV("vue", (name,))
        source = self.nuxt_imports.get((side(path), name))  # rule nuxt.auto-imported-export
        if source is not None and source[0] != path:
            return self.export(source[0], source[1], depth + 1, set())
        if name in JS_BUILTINS:
            return LibV("js", (name,))
        script = self.script_globals.get(name)
        if script is not None and script != path:        # classic <script>s share one scope
            return self.module_binding(script, name, depth + 1)
        if any(exp.local == name for exp in module.exports):
            return UnknownV(f"unassigned:{name}")        # `export let userId` (a prop)
        return UnknownV(f"unresolved:{name}")

    def with_assigned_members(self, path: str, name: str, value: Value) -> Value:
        """An object binding plus the members the module assigns to it afterwards
        (``const requests = {}; requests.get = (url) => …``), so importers see them too."""
        if not isinstance(value, ObjV):
            return value
        extra = self.assigned_members(path, name)
        return replace(value, props=value.props + extra) if extra else value

    def assigned_members(self, path: str, name: str) -> tuple[PropV, ...]:
        """The members module ``path`` assigns to its binding ``name`` after it is made
        (those its loops over HTTP verbs write too: rule ``wrapper.verb-loop``; the clients
        functions keep on it: rule ``value.stored-client``), each computed
        once (rule ``budget.assigned-members``): a member whose value reads
        the binding again (``NS.Vector.prototype = {constructor: NS.Vector}``, a namespace
        object a library fills with thousands of members) sees the object as bound, without
        the members being computed, instead of computing them all again for every read
        (quadratic, and without end on a cycle)."""
        key = ("members", path, name)
        if key in self._members_cache:
            return self._members_cache[key]
        if key in self._in_progress:
            return ()
        cut = self.partial(key)
        if cut is not None:
            return cut
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        try:
            extra = tuple(PropV(prop, self.placeholder_member(path, name, prop, exprs) or
                                alternatives([self.evaluate(e, Frame(path, None))
                                              for e in exprs[:MAX_ALTERNATIVES]]))
                          for prop, exprs in self.assigned_props.get((path, name), [])) + \
                installed_members(self, path, None, name, None, 0) + \
                self.stored_clients(path, name)      # rules wrapper.verb-loop, value.stored-client
        finally:
            self._in_progress.discard(key)
        self.keep(self._members_cache, key, extra, level, truncated)
        return extra

    def stored_clients(self, path: str, name: str) -> tuple[PropV, ...]:
        """Rule ``value.stored-client``: the clients the program's functions (and any
        ``Object.assign``) keep on the module-level object ``name`` of module ``path``
        (:mod:`code2skill.stored_clients`), read by :meth:`assigned_members`."""
        if self._stored_writes is None:
            self._stored_writes = homed_writes(self, self.modules)
        writes = self._stored_writes.get((path, name))
        return stored_members(self, writes) if writes else ()

    def placeholder_member(self, path: str, name: str, prop: str, exprs: list[Expr]
                           ) -> UnknownV | None:
        """Rule ``value.placeholder-member``: a member the module body gives only a blank
        initial value (``Logs.lastType = ""``, ``null``, ``undefined``) and a function of the
        module writes again (``Logs.lastType = type`` once a log is shown) holds what that
        function writes, never the blank: a placeholder (an empty path segment must not
        name a collection, ``GET /logs/`` for ``/logs/${Logs.lastType}``); ``None`` for any
        other member."""
        if not exprs or not all(blank_initialiser(e) for e in exprs) or \
                (path, (name, prop)) not in self.function_member_writes:
            return None
        return placeholder(prop, self.where(path, getattr(exprs[0], "span", None)))

    def imported(self, importer: str, source: str, imported: str, depth: int,
                 where: Where | None = None) -> Value:
        """The value ``importer`` imports as ``imported`` from ``source`` (``where``: the
        import statement); a package no program file resolves is its library (``LibV``); a
        platform's client package (:data:`~code2skill.client_packages.PLATFORM_SESSIONS`)
        keeps its name and the import's place (rule ``axios.platform-session`` reads them)."""
        target = self.module_resolver.resolve(importer, source)
        if target is None:
            lib = library_of(self.lib_modules, source)
            value = LibV(lib, (), where, source) if source in PLATFORM_SESSIONS else LibV(lib)
            return value if imported in ("default", "*") else value.member(imported)
        if imported == "*":
            return ModuleV(target)
        return self.export(target, imported, depth, set())

    def export(self, path: str, name: str, depth: int, seen: set) -> Value:
        """The value module ``path`` exports as ``name`` (re-exports followed)."""
        if (path, name) in seen or depth > MAX_CALL_DEPTH:
            return UnknownV("export-cycle")
        seen.add((path, name))
        lib = self.vendored.get(path)
        if lib is not None:                         # the library's own code, copied in
            return LibV(lib) if name == "default" else LibV(lib, (name,))
        module = self.modules.get(path)
        if module is None:
            return UnknownV(f"no-module:{path}")
        star_sources = []
        for exp in module.exports:
            if exp.exported == name:
                if exp.source is not None:
                    if exp.imported == "*":
                        target = self.module_resolver.resolve(path, exp.source)
                        return ModuleV(target) if target else LibV(exp.source)
                    return self.imported_export(path, exp.source, exp.imported or name,
                                                depth, seen)
                if exp.local is not None:
                    return self.module_binding(path, exp.local, depth + 1)
                if exp.value is not None:
                    return self.evaluate(exp.value, Frame(path, None), depth + 1)
            elif exp.exported == "*" and exp.source is not None:
                star_sources.append(exp.source)
        for source in star_sources:
            value = self.imported_export(path, source, name, depth, seen)
            if not isinstance(value, UnknownV):
                return value
        if name == "default":
            return ModuleV(path)
        default = next((e for e in module.exports if e.exported == "default"), None)
        if default is not None and default.value is not None:     # CommonJS: a member of
            return self.member(self.export(path, "default", depth + 1, seen), name, depth)
        return UnknownV(f"no-export:{name}")

    def imported_export(self, path: str, source: str, name: str, depth: int,
                        seen: set) -> Value:
        target = self.module_resolver.resolve(path, source)
        if target is None:
            lib = library_of(self.lib_modules, source)
            return LibV(lib) if name == "default" else LibV(lib, (name,))
        return self.export(target, name, depth + 1, seen)

    # ----------------------------------------------------------------- members
    def member(self, obj: Value, prop: str, depth: int = 0) -> Value:
        """``obj.prop`` on a resolved value. Rule ``axios.nuxt-injected``: the ``$axios`` member
        of a value the source does not show (``this`` of a Vue component, a Nuxt context
        parameter, ``useNuxtApp()``) is the axios module that ``@nuxtjs/axios`` injects; so
        is such a ``$`` member an object literal lacks (``this`` of an object's method that a
        framework calls with its own ``this``: rule ``this.object-literal``) — unless the
        program writes that name as a Vue global property (rule ``axios.global-property``:
        ``Vue.prototype.$axios = request`` makes ``this.$axios`` the app's own instance)."""
        if prop == UNWRAP:                         # rule vue.computed-ref: toValue(param)
            return ref_value(self, obj, depth)
        if isinstance(obj, ObjV) and prop.startswith("$") and obj.get(prop) is None:
            obj = UnknownV("this")
        proxy = instance_member(obj, prop)
        if proxy is not None:                    # rule vue.instance-proxy: getCurrentInstance()
            return proxy
        if isinstance(obj, ComponentV):
            found = self.component_member(obj, prop, depth)
            if found is None and not prop.startswith("$"):
                found = self.component_state(obj, prop, depth)   # rule vue.component-state
            if found is None and not prop.startswith("$"):
                found = self.component_data(obj, prop, depth)    # rule vue.data-constant
            if found is None and prop in COMPONENT_GLOBALS:      # ZiggyVue's this.route
                found = COMPONENT_GLOBALS[prop]
            if found is not None:
                return found
            obj = UnknownV("this")         # $refs, an injected client, unwritten state
        if isinstance(obj, ParamV) and obj.name in ANGULAR_WINDOW and not obj.path:
            obj = ANGULAR_WINDOW[obj.name]        # function($window): the browser's window
        if isinstance(obj, ParamV):
            found = self.request_event_member(obj, prop)
            if found is not None:                 # rule sveltekit.event-fetch
                return found
        if prop in self.global_properties and (is_this(obj) or (
                prop.startswith("$") and isinstance(obj, (UnknownV, ParamV, TypedV)))):
            # (a plain name, `deps.user`, is a global property on `this` only); the program's
            # own write (`Vue.prototype.$axios = request`) outweighs what Nuxt would inject
            found = self.instance_member(obj, prop, depth) if isinstance(obj, InstanceV) \
                else None
            if found is None or isinstance(found, UnknownV):
                return self.global_property(prop, depth)
            return found
        if prop in INJECTED_CLIENTS and isinstance(obj, (UnknownV, ParamV, TypedV, InstanceV)):
            found = self.instance_member(obj, prop, depth) if isinstance(obj, InstanceV) \
                else None
            if found is None or isinstance(found, UnknownV):
                return INJECTED_CLIENTS[prop]
            return found
        if isinstance(obj, ObjV):
            found = object_member(obj, prop)
            return found if found is not None else UnknownV("no-member")
        if isinstance(obj, FnV) and obj.members is not None:   # rule value.assign-function
            found = object_member(obj.members, prop)
            if found is not None:
                return found
        if isinstance(obj, ModuleV):
            return self.export(obj.path, prop, depth + 1, set())
        if isinstance(obj, LibV):
            if obj.lib == "global" and not obj.path:
                published = self.global_instance(prop, depth)
                if published is not None:          # rule client.global-instance
                    return published
                if prop in self.lib_globals:
                    return LibV(self.lib_globals[prop])
                return LibV("global", (prop,))
            for rec in self.recognisers:
                alias = rec.aliases.get((obj.lib,) + obj.path + (prop,))
                if alias is not None:
                    return LibV(alias)
                value = rec.member_value(obj, prop, self.program) \
                    if rec.member_value is not None else None
                if value is not None:             # (axios.defaults.baseURL read back)
                    return value
            return obj.member(prop)
        if isinstance(obj, ClientV):
            for rec in self.recognisers:
                if rec.member_value is not None:
                    value = rec.member_value(obj, prop, self.program)
                    if value is not None:
                        return value
            return obj.member(prop)
        if isinstance(obj, TypedV) and not obj.path:     # rule client.declared-type
            declared = declared_client(self, obj.module, obj.type_text, None, depth)
            if declared is not None:
                return self.member(declared, prop, depth)
        if isinstance(obj, ParamV) and (obj.coded or obj.serialised):
            return UnknownV("coded-member")          # name.toLowerCase().length
        if isinstance(obj, (ParamV, TypedV)):
            return replace(obj, path=obj.path + (prop,))
        if isinstance(obj, ResponseV) and not obj.body and not obj.path \
                and prop in result_calls().get(obj.lib, ()):
            return LibV(obj.lib, (prop,))       # a result's library function: subscribeToMore
        if isinstance(obj, ResponseV):
            return response_member(obj, prop)
        if isinstance(obj, InstanceV):
            return self.instance_member(obj, prop, depth)
        if isinstance(obj, ClassRefV) and prop == "prototype":   # Base.prototype.m
            return InstanceV(obj.module, obj.name)
        if isinstance(obj, ClassRefV):            # a static member written `X.register = …`
            found = static_field(self, obj, prop)     # rule this.static-field
            if found is not None:
                return found
            return static_member(self, obj, prop) or \
                object_member(ObjV(self.assigned_members(obj.module, obj.name)), prop) \
                or UnknownV("unknown-member")
        if isinstance(obj, AltV) and obj.kind == "or" and len(obj.options) == 2 \
                and isinstance(obj.options[1], ObjV) and not obj.options[1].props:
            # rule value.default-object: `(opts || {}).x` / `(opts ?? {}).x` is `opts.x`, and
            # absent when `opts` is not set (the empty object has no `x`)
            return alternatives([self.member(obj.options[0], prop, depth), LitV(None)], "or")
        if isinstance(obj, AltV) and obj.kind == "and" and len(obj.options) == 2:
            # (g && v).p: when g is falsy the member is absent, so g stays the guard
            return alternatives([obj.options[0], self.member(obj.options[1], prop, depth)],
                                "and")
        if isinstance(obj, AltV) and obj.test is not None:
            # a member of a choice on a parameter's test (`(Array.isArray(k) ? k : [k])[0]`;
            # an `if` write's, rule value.guarded-writes) chooses on the same test, decided
            # once the parameter is bound
            return replace(obj, options=tuple(self.member(o, prop, depth)
                                              for o in obj.options))
        if isinstance(obj, AltV):
            members = [self.member(o, prop, depth) for o in obj.options]
            if obj.cond and obj.kind == "any" and any(m != members[0] for m in members):
                return AltV(tuple(members), "any", obj.cond,   # rule value.chosen-members
                            arms=obj.arms)
            return alternatives(members, obj.kind)
        if isinstance(obj, ArrV) and prop.isdigit():
            index = int(prop)
            return obj.items[index] if index < len(obj.items) else LitV(None)
        if isinstance(obj, EnvV):
            return UnknownV("env-member")
        if isinstance(obj, StrV):
            return url_member(obj, prop)
        if isinstance(obj, LitV) and obj.value is None:
            return UnknownV("no-member")             # an option read from an absent object
        if isinstance(obj, UnknownV) and obj.reason.startswith(("unresolved:", DOM,
                                                                UNPROVIDED_MARK, GENERATED,
                                                                IMPLEMENTATIONS_MARK)):
            return UnknownV(f"{obj.reason}.{prop}", obj.where)   # a page global's member
        if isinstance(obj, UnknownV) and obj.reason == "markup-write":
            return obj                  # user.id of a state the markup assigns: its value too
        stored = stored_member(obj, prop)
        if stored is not None:          # user.id of JSON.parse(localStorage.getItem('user'))
            return stored
        if is_issued(obj):              # rule url.issued-upload-target: upload_urls[0]
            return obj
        if isinstance(obj, UnknownV) and obj.where in self.library_results and \
                obj.reason in ("library-call", "unknown-member"):
            return UnknownV("unknown-member", obj.where)   # (rule fetch.assumed-client)
        return issued_member(prop) or UnknownV("unknown-member")

    def request_event_member(self, obj: ParamV, prop: str) -> Value | None:
        """Rule ``sveltekit.event-fetch`` (:mod:`code2skill.sveltekit_events`): member
        ``prop`` of ``obj`` when ``obj`` is (or is destructured from) the request event a
        SvelteKit load function, action, route handler or server hook receives, or a parameter
        declared with a request event's type (rule ``sveltekit.event-type``): its ``fetch`` is
        ``fetch``, ``params.id`` the current route's parameter ``id``; else ``None``."""
        home = self.functions.get(obj.fid)
        if home is None:
            return None
        events = self.event_parameters(obj.fid, home)
        return event_member(home[1], events, obj.name, obj.path, prop) if events else None

    def event_parameters(self, fid: str, home: tuple[str, FunctionFact]
                         ) -> tuple[EventParam, ...]:
        """The parameters of function ``fid`` (at ``home``) that hold a request event
        (:func:`~code2skill.sveltekit_events.event_params`), worked out once a run."""
        memo = self.pass_memo.setdefault(SVELTEKIT_RULE, {})
        if fid not in memo:
            memo[fid] = event_params(home[0], home[1], self.modules.get(home[0]))
        return memo[fid]

    def component_member(self, this: ComponentV, prop: str, depth: int) -> Value | None:
        """Rule ``vue.options-this``: member ``prop`` of a Vue options component's ``this``:
        a method is that function, a computed property what its getter returns, a prop the
        parameter ``prop`` of the component's pseudo function (:attr:`Component.fid`), which
        the parents' bindings fill; ``$route`` the current route, like ``useRoute()`` (rule
        ``context.route-parameter``). A method or computed property the component does not
        declare is its mixins' (rule ``vue.mixin-member``, in Vue's precedence order:
        :func:`~code2skill.vue_mixins.member_order`); ``None`` for any other member."""
        if prop == "$route":
            return LibV("vue-router", (prop, "()"))
        if prop == "$router":                     # rule vue.router-href
            return LibV(VUE_ROUTER, ROUTER)
        key = (this.module, this.span)
        for other in member_order(self.mixins, key):    # rule vue.mixin-member
            found = self.options_member(key, other, prop, depth)
            if found is not None:
                return found
        return self.mixer_member(this, prop, depth)

    def options_member(self, root: tuple[str, Span], key: tuple[str, Span], prop: str,
                        depth: int) -> Value | None:
        """Member ``prop`` that option object ``key`` gives the component at ``root`` (one
        of its :func:`~code2skill.vue_mixins.member_order`): what its ``setup`` returns
        under ``prop`` (rule ``vue.setup-member``), its method, what its computed getter
        returns, or its prop ``prop``, the parameter of the pseudo function of the
        component at ``root`` (Vue merges a mixin's props into the component's); ``None`` when it declares none of these."""
        options = self.components[key]
        returned = setup_member(self, options.path, options.setup, prop, depth)
        if returned is not None:                   # rule vue.setup-member
            return returned
        method = next((fid for name, fid in options.methods if name == prop), None)
        if method is not None:
            return FnV(method)
        getter = next((fid for name, fid in options.computed if name == prop), None)
        if getter is not None:
            return self.returns(getter, depth + 1)
        if any(name == prop for name, _ in options.props):  # (a mixin's props are root's)
            component = self.components[root]
            return ParamV(component.fid, prop, module=component.path)
        return None

    def mixer_member(self, this: ComponentV, prop: str, depth: int) -> Value | None:
        """Rule ``vue.mixin-member``: member ``prop`` read in a mixin's function that the
        mixin does not declare is what each component mixing it in declares
        (:func:`~code2skill.vue_mixins.sharing`): one of their methods (or computed values),
        ``None`` when none declares it."""
        key = (this.module, this.span)
        own = set(member_order(self.mixins, key))
        found: list[Value] = []
        for other in self.sharing(key):
            options = self.components[other]
            if other in own:
                continue
            found.extend(FnV(fid) for name, fid in options.methods if name == prop)
            found.extend(self.returns(fid, depth + 1)
                         for name, fid in options.computed if name == prop)
        return alternatives(found[:MAX_ALTERNATIVES]) if found else None

    def sharing(self, key: tuple[str, Span]) -> list[tuple[str, Span]]:
        """The option objects sharing ``this`` with the one at ``key``
        (:func:`~code2skill.vue_mixins.sharing`), worked out once per key."""
        found = self.shared_this.get(key)
        if found is None:
            found = self.shared_this[key] = sharing(self.mixins, self.options_keys, key)
        return found

    def hop_rule(self, callee: Expr, frame: Frame, fid: str) -> str:
        """The rule of a call of the program's function ``fid`` written ``callee``: rule
        ``vue.mixin-member`` for ``this.name(…)`` in an options component reaching a method
        the component takes from a mixin, rule ``ui.inline-handler`` for a call a page's
        event-handler attribute makes, else ``wrapper.call``."""
        if isinstance(callee, Ref) and (frame.path, callee.span) in self.inline_handlers:
            return INLINE_HANDLER_RULE
        if isinstance(callee, Member) and isinstance(callee.obj, Ref) \
                and callee.obj.name == "this":
            this = self.lookup("this", frame, 0)
            key = (this.module, this.span) if isinstance(this, ComponentV) else None
            if key is not None and any(
                    fid == method for other in member_order(self.mixins, key) + self.sharing(key)
                    if other != key for _, method in self.components[other].methods):
                return MIXIN_RULE
        return "wrapper.call"

    def component_state(self, this: ComponentV, prop: str, depth: int) -> Value | None:
        """Rule ``vue.component-state``: ``this.<prop>`` of an options component, a member
        none of its option objects declares, is one of the values the functions sharing its
        ``this`` (:func:`~code2skill.vue_mixins.sharing`: the component's own, its mixins',
        and in a mixin those of each component mixing it in) assign to it
        (:func:`~code2skill.vue_mixins.state_writes`), each read in the function writing it;
        a value that waits on a parameter of the function writing it (or of one around it)
        is left out (no caller of the reading function gives it). ``None`` when nothing is
        left."""
        key = (this.module, this.span)
        marker = ("component-state", key, prop)
        if marker in self._in_progress:
            return UnknownV("cycle")
        options = self.sharing(key)
        writes = [(path, fid, expr) for path in dict.fromkeys(k[0] for k in options)
                  for fid, expr in state_writes(self.modules[path], frozenset(
                      fid for k in options if k[0] == path
                      for fid in self.components[k].bound), prop)]
        self._in_progress.add(marker)
        try:
            values: list[Value] = []
            for path, fid, expr in writes:
                value = self.evaluate(expr, Frame(path, fid), depth + 1)
                if not mentions_param(value, self.param_scope(fid)):
                    values.append(value)
                if len(values) >= MAX_ALTERNATIVES:
                    break
        finally:
            self._in_progress.discard(marker)
        return alternatives(values) if values else None

    def component_data(self, this: ComponentV, prop: str, depth: int) -> Value | None:
        """Rule ``vue.data-constant``: ``this.<prop>`` of an options component is the
        constant table the first of its option objects (in
        :func:`~code2skill.vue_mixins.member_order`) whose ``data()`` has ``prop`` returns
        for it (:func:`~code2skill.vue_data.data_entry`), read in that ``data()``; ``None``
        when that entry is no constant table, when a function sharing the component's
        ``this`` writes the state or the markup of one of their modules binds it
        (:func:`~code2skill.vue_data.writes_state`, :func:`~code2skill.vue_data.markup_binds`),
        or when none has it."""
        key = (this.module, this.span)
        sharing = self.sharing(key)
        for path in dict.fromkeys(k[0] for k in sharing):
            bound = frozenset(fid for k in sharing if k[0] == path
                              for fid in self.components[k].bound)
            module = self.modules[path]
            if writes_state(module, bound, prop) or markup_binds(module, prop):
                return None
        for other in member_order(self.mixins, key):
            data = self.components[other].data
            home = self.functions.get(data) if data is not None else None
            if home is None:
                continue
            entries = returned_entries(home[1])
            if entries is not None and all(p.key not in (prop, None) for p in entries):
                continue                  # (this data() has no such entry: a mixin's may)
            entry = data_entry(home[1], prop)
            return None if entry is None else self.evaluate(entry, Frame(home[0], data),
                                                            depth + 1)
        return None

    def provided(self, key: tuple, depth: int) -> Value | None:
        """Rule ``di.provide-inject``: the value(s) the program provides under the injection
        ``key`` (:func:`code2skill.provided_values.key_identity`), ``None`` when none does."""
        marker = ("provided", key)
        if marker in self._in_progress or ("provided", None) in self._in_progress:
            return UnknownV("cycle")
        self._in_progress.add(marker)
        try:
            if self.provide_sites is None:      # the sites' keys, once (a key read of its own
                self._in_progress.add(("provided", None))     # injection is a cycle)
                try:
                    self.provide_sites = site_keys(self, provide_sites(self.modules), 0)
                finally:
                    self._in_progress.discard(("provided", None))
            values = evaluate_provided(self, self.provide_sites, key, depth)
        finally:
            self._in_progress.discard(marker)
        return alternatives(values) if values else None

    def global_property(self, name: str, depth: int) -> Value:
        """Rule ``axios.global-property``: the value(s) the program writes to the Vue global
        property ``name`` (``app.config.globalProperties.$http = axios.create(…)``)."""
        key = ("global-property", name)
        if key in self._in_progress:
            return UnknownV("cycle")
        self._in_progress.add(key)
        try:
            return alternatives([self.evaluate(expr, Frame(path, fid), depth + 1)
                                 for path, fid, expr in
                                 self.global_properties[name][:MAX_ALTERNATIVES]])
        finally:
            self._in_progress.discard(key)

    def global_instance(self, name: str, depth: int) -> Value | None:
        """Rule ``client.global-instance`` (:mod:`code2skill.global_instances`): the instance
        every write of global property ``name`` makes (``window.$http = new HttpManager()``);
        ``UnknownV(CONFLICT…)`` when the writes make instances of two classes of the program;
        ``None`` when the program writes ``name`` with anything else or not at all."""
        writes = self.global_writes.get(name)
        key = ("global-instance", name)
        if not writes or key in self._in_progress:
            return None
        memo = self.pass_memo.setdefault(GLOBAL_INSTANCE_RULE, {})
        if name in memo:                           # (every read of the name: once a run)
            return memo[name]
        self._in_progress.add(key)
        try:
            frames = [(Frame(path, fid), a.value) for path, fid, a in writes[:MAX_ALTERNATIVES]]
            decided = same_class([self.constructed_class(expr, frame, depth)
                                  for frame, expr in frames])
            found: Value | None = None
            if decided is False:
                found = UnknownV(f"{CONFLICT}:{name}")
            elif decided:
                found = alternatives([self.evaluate(expr, frame, depth + 1)
                                      for frame, expr in frames])
        finally:
            self._in_progress.discard(key)
        memo[name] = found
        return found

    def published_sites(self, callee: Expr, frame: Frame) -> tuple[Site, ...]:
        """Rule ``client.global-instance``: for a method call on a global instance
        (``window.$http.get(…)``, ``$http.get(…)``), evidence citing each write that
        published it (``window.$http = new HttpManager()``); ``()`` for any other call."""
        name = self.published_name(callee.obj, frame) if isinstance(callee, Member) else None
        if name is None or not isinstance(self.global_instance(name, 0), InstanceV):
            return ()
        return tuple(Site((path, a.span), self.function(fid).name if fid else None,
                          GLOBAL_INSTANCE_RULE, shaping=True)
                     for path, fid, a in self.global_writes[name][:MAX_ALTERNATIVES])

    def published_name(self, obj: Expr, frame: Frame) -> str | None:
        """The global property ``obj`` reads: ``$http`` of ``window.$http`` (or
        ``globalThis['$http']``), or of a bare ``$http`` that no code around the read nor its
        module binds; ``None`` for any other expression."""
        if isinstance(obj, Member) and obj.prop in self.global_writes:
            return obj.prop if self.evaluate(obj.obj, frame) == LibV("global") else None
        if not isinstance(obj, Ref) or obj.name not in self.global_writes \
                or self.shadowed(obj.name, frame):
            return None
        module = self.modules[frame.path]
        own = obj.name in module.bindings or obj.name in module.classes \
            or obj.name in self.top_functions(frame.path) \
            or any(i.local == obj.name for i in module.imports)
        return None if own else obj.name

    def constructed_class(self, expr: Expr, frame: Frame, depth: int) -> ClassRefV | None:
        """The program's class ``expr`` instantiates (``new HttpManager()``); ``None`` for
        any other expression."""
        if not (isinstance(expr, Call) and expr.new):
            return None
        cls = self.evaluate(expr.callee, frame, depth + 1)
        return cls if isinstance(cls, ClassRefV) else None

    def class_functions(self, path: str, name: str) -> list[tuple[str, FunctionFact]]:
        """The functions of module ``path`` whose ``this`` is an instance of its class ``name``
        (``(fid, facts)``, in the module's order), indexed once per module."""
        index = self._class_functions.get(path)
        if index is None:
            index = self._class_functions[path] = {}
            for fid, fn in self.modules[path].functions.items():
                if fn.class_name:
                    index.setdefault(fn.class_name, []).append((fid, fn))
        return index.get(name, [])

    def instance_member(self, inst: InstanceV, prop: str, depth: int,
                        this: InstanceV | None = None, level: int = 0) -> Value:
        """``inst.prop``: a method (bound to ``this``), the constructor's last unconditional
        ``this.prop = …`` (it runs after the field initialiser), a field initialiser (one that
        is blank, ``null`` or ``''``, gives way to assignments, and a blank ``''``/``undefined``
        neither the class nor a subclass assigns is a placeholder the program fills in later:
        rule ``this.placeholder-field``), an injected field, an assignment ``this.prop = …`` in a
        method, a typed member, else the superclass's member (or a member a recogniser names on
        a library base class)."""
        this = this or inst
        module = self.modules.get(inst.module)
        cls = module.classes.get(inst.name) if module else None
        if cls is None:
            return UnknownV("no-class")
        if prop == class_state.STATE and level == 0:     # rule state.initial-type
            return class_state.held_state(self, this, self.instance_member(
                inst, prop, depth, this, 1), depth)
        if tracked(this) is not None and this.sets:         # rule this.builder-chain
            chained = chained_member(self, this, prop, depth, lambda without: (
                self.instance_member(inst, prop, depth, without, level)))
            if chained is not None:
                return chained
        if prop == "constructor":                   # rule this.static-method
            return ClassRefV(this.module, this.name)
        fid = cls.instance_method(prop)
        if fid is not None and prop in cls.getters:     # rule this.getter: `get url()` read
            return self.returns(fid, depth, subclass_this(self, FnV(fid, this)) or tracked(this))
        if fid is not None:
            return FnV(fid, this)
        assigned = seen_writes([(fid, a) for fid, fn in self.class_functions(inst.module,
                                                                          inst.name)
                                for a in fn.assignments if a.target == ("this", prop)],
                               module.functions, self.mentioned_names())
        copied = self.constructor_copied(inst, cls, prop, this)
        if copied is not None:
            return copied
        passed = merged_field(self, inst, cls, prop, this) or \
            parameter_property(self, inst, cls, prop, this)
        if passed is not None:
            return passed
        overriding = constructor_writes(cls, assigned)
        if overriding:                       # rule this.constructor-overrides-initialiser
            value = self.assigned_field(inst, *overriding[-1], this)
            return self.declared_member(inst, cls, prop, self.with_method_writes(
                inst, cls, assigned, value, this), depth)
        for name, expr in cls.fields:
            # rule this.placeholder-field: a blank initial value (``x = null``, ``id = ''``)
            # holds what the methods assign, else what the program fills in later
            if name == prop and blank_initialiser(expr) and assigned:
                continue
            if name == prop and blank_initialiser(expr) and not (
                    isinstance(expr, Lit) and expr.value is None) and \
                    not written_in_subclass(self, inst.module, inst.name, prop):
                return placeholder(prop, self.where(inst.module, expr.span))
            if name == prop:
                key = ("field", inst.module, inst.name, prop)
                if key in self._in_progress:
                    return UnknownV("cycle")
                self._in_progress.add(key)
                try:
                    value = self.evaluate(expr, Frame(inst.module, None, this))
                finally:
                    self._in_progress.discard(key)
                return value
        for name, decorator in cls.decorated:
            if name == prop:
                injected = self.injected_field(inst.module, name, decorator, depth)
                if injected is not None:
                    return injected
        if assigned and tracked(this) is not None and all(
                chain_method(self, fid) for fid, _ in assigned):
            return LitV(None)             # rule this.builder-chain: no chained call set it
        if assigned:
            return self.declared_member(inst, cls, prop, alternatives(
                [self.assigned_field(inst, fid, a.value, this)
                 for fid, a in assigned[:MAX_ALTERNATIVES]]), depth)
        for name, type_text in cls.typed_members:
            if name == prop:
                return self.type_instance(inst.module, type_text, depth)
        if cls.superclass and level < 8:
            parent = self.module_binding(inst.module, cls.superclass.split("<")[0], depth + 1)
            if isinstance(parent, ClassRefV):
                return self.instance_member(InstanceV(parent.module, parent.name), prop,
                                            depth, this, level + 1)
            if isinstance(parent, LibV):      # a library base class's member a recogniser
                named = self.inherited_member(parent, prop, this)
                if named is not None:
                    return named
                inherited = self.member(parent.member("prototype"), prop, depth)   # names
                if isinstance(inherited, LibV) and inherited.lib != parent.lib:
                    return inherited          # (an Ember Route's or Model's ``store``)
        registered = registered_member(self, inst, prop)    # rule this.registered-class
        return registered if registered is not None else UnknownV("no-member")

    def inherited_member(self, parent: LibV, prop: str, this: InstanceV) -> Value | None:
        """Member ``prop`` that ``this`` inherits from library base class ``parent`` as a
        recogniser's ``inherited`` hook names it (a codegen Apollo service's ``fetch``), else
        ``None``."""
        for rec in self.recognisers:
            if rec.inherited is not None:
                value = rec.inherited(parent, prop, this, self.program)
                if value is not None:
                    return value
        return None

    def mentioned_names(self) -> frozenset[str]:
        """The names the program mentions (rule ``this.unmentioned-setter``), once."""
        if self._mentioned is None:
            self._mentioned = mentioned_names(self.modules.values())
        return self._mentioned

    def declared_member(self, inst: InstanceV, cls, prop: str, value: Value,
                        depth: int) -> Value:
        """Rule ``client.declared-type``: member ``prop`` of class fact ``cls``, whose
        assignments give ``value``, is the client its declaration names (``private http:
        AxiosInstance``; rule ``client.declared-class``: an instance of the program's own class,
        ``http: Requests``) when ``value`` is nothing the program shows (a constructor
        parameter that framework wiring fills, or whose class is made with different
        arguments); else ``value``."""
        if not unfollowed(value):
            return value
        declared = next((declared_client(self, inst.module, t, None, depth) or
                         declared_instance(self, inst.module, t, depth)
                         for name, t in cls.typed_members if name == prop), None)
        if declared is None and isinstance(value, ParamV) and not value.path and value.module:
            declared = declared_instance(self, value.module, value.type_text, depth)
        return declared or value

    def with_method_writes(self, inst: InstanceV, cls, assigned: list, value: Value,
                           this: InstanceV) -> Value:
        """Rule ``this.method-writes``: a member whose constructor gives
        a literal (``this.downloadToken = ''``, ``this.branchIds = null``) that another method
        writes as well (``setValues(v) { this.downloadToken = v.downloadToken }``) is one of
        that literal and those writes: the literal alone is not proven. Any other value is
        returned unchanged (only a literal would look fixed; not evaluating the writes keeps
        the cost bounded)."""
        later = method_writes(cls, assigned)
        if not later or not (isinstance(value, LitV) or literal_of(value) is not None):
            return value
        return alternatives([value] + [self.assigned_field(inst, fid, expr, this)
                                       for fid, expr in later[:MAX_ALTERNATIVES - 1]])

    def constructor_copied(self, inst: InstanceV, cls, prop: str, this: InstanceV
                           ) -> Value | None:
        """Rule ``this.constructor-assign``: a constructor that runs ``Object.assign(this,
        config)`` makes ``this.prop`` the ``prop`` of the object its class's only
        instantiation passes (``new Api({securityWorker: …})``), overriding the field's
        initialiser; ``None`` when no such copy supplies ``prop`` (the object provably lacks
        it, or the instantiation is not known), so the field's own value stands."""
        ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
        if ctor is None:
            return None
        args = None
        for site in self.calls_by_scope.get((inst.module, ctor), []):
            callee, call_args = site.call.callee, site.call.args
            if not (isinstance(callee, Member) and callee.prop == "assign"
                    and isinstance(callee.obj, Ref) and callee.obj.name == "Object"
                    and len(call_args) > 1 and isinstance(call_args[0], Ref)
                    and call_args[0].name == "this"):
                continue
            if args is None:
                args = self.super_args(this, inst) if this != inst else None
                args = args if args is not None else self.constructor_args(inst)
                args = args if args is not None else self.subclass_args(inst)
                if args is None:
                    return None
            mapping = self.bind_args(ctor, args, 0)
            for source in reversed(call_args[1:]):         # a later source wins
                value = self.substitute(self.evaluate(source, Frame(inst.module, ctor, this)),
                                        ctor, mapping)
                if isinstance(value, ObjV) and all(p.key is not None for p in value.props):
                    found = object_member(value, prop)
                    if found is not None:
                        return found
        return None

    def subclass_args(self, inst: InstanceV) -> tuple[Value, ...] | None:
        """The constructor arguments of a class never instantiated itself, when every
        subclass that keeps its constructor (declares none) is instantiated with the same
        ones (``class Api extends HttpClient {}`` and ``new Api(config)``); else ``None``."""
        if self.new_sites.get(inst.name):
            return None
        found: list[tuple[Value, ...] | None] = []
        for path in sorted(self.modules):
            for name, cls in self.modules[path].classes.items():
                if not cls.superclass or any(m == "constructor" for m, _ in cls.methods):
                    continue
                parent = self.module_binding(path, cls.superclass.split("<")[0], 0)
                if parent == ClassRefV(inst.module, inst.name):
                    args = self.constructor_args(InstanceV(path, name))
                    if args not in found:
                        found.append(args)
        return found[0] if len(found) == 1 else None

    def injected_field(self, path: str, name: str, decorator: Expr, depth: int
                       ) -> Value | None:
        """Rule ``di.decorator``: the value a decorator injects into field ``name`` of a class
        in ``path`` (``@service session;``, ``@service('session') s;``), as the first
        recogniser with an ``inject`` hook decides; ``None`` when none claims it."""
        frame = Frame(path, None)
        if isinstance(decorator, Call):
            callee = self.evaluate(decorator.callee, frame, depth + 1)
            args = self.eval_args(decorator.args, frame, depth + 1)
        else:
            callee, args = self.evaluate(decorator, frame, depth + 1), ()
        for rec in self.recognisers:
            if rec.inject is not None:
                value = rec.inject(callee, args, name, path, self.program)
                if value is not None:
                    return value
        return None

    def assigned_field(self, inst: InstanceV, fid: str, expr: Expr, this: InstanceV) -> Value:
        """The value ``this.x = expr`` gives in method ``fid``; in the constructor, with the
        constructor's parameters bound to the arguments of the class's only instantiation
        (``export const client = new ApiClient()``), when there is one."""
        key = ("this-field", fid, expr)
        if key in self._in_progress:
            return UnknownV("cycle")
        self._in_progress.add(key)
        try:
            return self.bound_write(self.evaluate(expr, Frame(inst.module, fid, this)), fid,
                                    inst, this, 0)
        finally:
            self._in_progress.discard(key)

    def bound_write(self, value: Value, fid: str, inst: InstanceV, this: InstanceV,
                    level: int) -> Value:
        """``value``, written to a field in method ``fid`` of ``inst``'s class, with ``fid``'s
        parameters bound: a constructor's to its class's construction arguments, another
        method's to what the class's own ``this.<method>(…)`` calls pass when they agree
        (rule ``this.method-arguments``), and so on up to the constructor."""
        fn = self.function(fid)
        if fn is not None and not fn.name.endswith(".constructor"):
            if level >= 4 or not mentions_param(value, frozenset((fid,))):
                return value
            module = self.modules.get(inst.module)
            cls = module.classes.get(inst.name) if module else None
            calls = own_method_calls(self, inst.module, cls, fn.name.rsplit(".", 1)[-1]) \
                if cls is not None else []
            passed = []
            for caller, call in calls:
                args = self.eval_args(call.args, Frame(inst.module, caller, this))
                if (caller, args) not in passed:
                    passed.append((caller, args))
            if len(passed) != 1:                 # never called by the class, or differently
                return value
            caller, args = passed[0]
            value = self.substitute(value, fid, self.bind_args(fid, args, 0))
            return self.bound_write(value, caller, inst, this, level + 1)
        if fn is None:
            return value
        args = self.super_args(this, inst) if this != inst else None
        args = args if args is not None else self.constructor_args(inst)
        if args is None and this == inst and isinstance(value, ClientV):
            args = self.subclass_super_args(inst)
        made = self.every_construction(this, inst) \
            if args is None and mentions_param(value, frozenset((fid,))) else []
        if len(made) == 1:                       # rule this.every-construction
            args = made[0]
        merged = self.over_constructions(value, fid, made) \
            if args is None and 1 < len(made) <= MAX_CONSTRUCTIONS else None
        if args is not None:
            value = self.substitute(value, fid, self.bind_args(fid, args, 0))
        elif merged is not None:
            value = merged
        elif this == inst:                       # rule this.agreed-argument
            value = self.substitute(value, fid, self.agreed_args(inst, fid))
        return value

    def over_constructions(self, value: Value, fid: str, made: list[tuple[Value, ...]]
                           ) -> Value | None:
        """Rule ``this.every-construction``: what constructor ``fid``'s ``value`` is over the
        argument tuples ``made`` of several ``new``: the one client its creating call makes
        (:func:`one_client`), or the choice among functions and absent values (a
        ``securityWorker`` one ``new`` passes and another does not); ``None`` for any other
        value (rule ``this.agreed-argument`` decides it)."""
        each = [self.substitute(value, fid, self.bind_args(fid, args, 0)) for args in made]
        client = one_client(each)
        if client is not None:
            return client
        agreed = agreed_value(each)               # rule this.agreed-write
        if agreed is not None:
            return agreed
        if all(isinstance(v, FnV) or is_absent(v) for v in each):
            return alternatives(each)
        return None

    def every_construction(self, this: InstanceV, inst: InstanceV) -> list[tuple[Value, ...]]:
        """Rule ``this.every-construction``: the distinct argument tuples the constructor of
        ``inst``'s class receives over every ``new`` of ``this``'s class — of the class itself,
        or of a direct subclass with no constructor of its own (``new Api({securityWorker})``
        and ``new Api()`` of ``class Api extends HttpClient``: also for ``this`` the base class
        itself when it is never made but such subclasses are); ``[]`` otherwise."""
        if this == inst:
            found = list(self.constructions(inst))
            if found:
                return found
            for path, name in self.subclasses().direct.get((inst.module, inst.name), []):
                for args in self.every_construction(InstanceV(path, name), inst):
                    if args not in found:
                        found.append(args)
            return found
        module = self.modules.get(this.module)
        cls = module.classes.get(this.name) if module else None
        if cls is None or not cls.superclass or any(name == "constructor"
                                                    for name, _ in cls.methods) \
                or self.module_binding(this.module, cls.superclass.split("<")[0], 0) \
                != ClassRefV(inst.module, inst.name):
            return []
        return self.constructions(this)

    def super_args(self, this: InstanceV, inst: InstanceV) -> tuple[Value, ...] | None:
        """Rule ``this.super-arguments``: the arguments subclass ``this`` passes to the
        constructor of its direct superclass ``inst`` (``super('documents')``), with the
        subclass constructor's own parameters bound when all its ``new`` agree; its
        ``new`` arguments when it has no constructor; ``None`` otherwise."""
        module = self.modules.get(this.module)
        cls = module.classes.get(this.name) if module else None
        if cls is None or not cls.superclass or self.module_binding(
                this.module, cls.superclass.split("<")[0], 0) != ClassRefV(inst.module,
                                                                           inst.name):
            return None
        ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
        if ctor is None:
            return self.constructor_args(this)
        for site in self.calls_by_scope.get((this.module, ctor), []):
            if isinstance(site.call.callee, Unknown) and site.call.callee.kind == "super":
                args = self.eval_args(site.call.args, Frame(this.module, ctor, this))
                outer = self.constructor_args(this)
                if outer is not None:
                    mapping = self.bind_args(ctor, outer, 0)
                    args = tuple(self.substitute(a, ctor, mapping) for a in args)
                return args
        return None

    def subclass_super_args(self, inst: InstanceV) -> tuple[Value, ...] | None:
        """Rule ``this.subclass-client-base``: for an HTTP client a class that is never
        constructed itself creates in its constructor from its parameters (``this.http =
        axios.create({baseURL})`` in an abstract ``APIService(baseURL)``), the arguments its
        direct subclasses pass to ``super(…)`` when they all pass the same values (an
        override parameter no caller fills, ``super(BASE_URL || API_BASE_URL)``, counts as
        its fallback). ``None`` when it has no subclass, one whose ``super`` arguments are
        not known, or two that pass different values (each request's subclass is not
        tracked through the shared wrapper, so no base is claimed)."""
        key = (inst.module, inst.name)
        if key in self._subclass_args:
            return self._subclass_args[key]
        self._subclass_args[key] = None                   # guards recursion
        found = set()
        for path, name in self.subclasses().direct.get(key, []):
            args = self.super_args(InstanceV(path, name), inst)
            if args is None:
                return None
            found.add(tuple(without_override(arg) for arg in args))
        if len(found) != 1:
            return None
        self._subclass_args[key] = found.pop()
        return self._subclass_args[key]

    def constructor_args(self, inst: InstanceV) -> tuple[Value, ...] | None:
        """The arguments of the ``new`` that made ``inst`` (:attr:`InstanceV.args`), else of
        every ``new`` of this class, when they are all the same. A ``new`` written in another
        class's constructor has that constructor's parameters bound to its own class's
        arguments (rule ``this.constructor-passes-on``: ``this.items = new ItemsApi(requests)``
        in ``UserClient(requests)``, made by ``new UserClient(new Requests(base))``, passes the
        ``Requests`` instance)."""
        if inst.args is not None:
            return inst.args
        found = self.constructions(inst)
        return found[0] if len(found) == 1 else None

    def constructions(self, inst: InstanceV) -> list[tuple[Value, ...]]:
        """The distinct argument tuples of every ``new`` of ``inst``'s class, in source
        order (see :meth:`constructor_args`); ``[]`` while they are being evaluated."""
        key = (inst.module, inst.name)
        if key not in self._ctor_args:
            found: list[tuple[Value, ...]] = []
            self._ctor_args[key] = []                     # guards recursion
            for path, scope, call in self.new_sites.get(inst.name, []):
                frame = self.site_frame(Frame(path, scope), call)
                callee = self.evaluate(call.callee, frame)
                if isinstance(callee, ClassRefV) and (callee.module, callee.name) == key:
                    args = self.passed_on(self.eval_args(call.args, frame), path, scope)
                    if args not in found:
                        found.append(args)
            for args in registered_constructions(self, key):   # rule this.registered-class
                if args not in found:
                    found.append(args)
            self._ctor_args[key] = found
        return self._ctor_args[key]

    def agreed_args(self, inst: InstanceV, ctor: str) -> dict[str, Value]:
        """Rule ``this.agreed-argument``: the parameters of constructor ``ctor`` for which
        every ``new`` of ``inst``'s class passes the same value (the same literal text, or
        an equal value), mapped to it, when those ``new`` differ in other arguments
        (``new Requests('', token)`` and ``new Requests('')``: ``baseUrl`` is ``''``
        whichever made the instance); ``{}`` when the class is never made."""
        found = self.constructions(inst)
        if len(found) < 2:
            return {}
        mappings = [self.bind_args(ctor, args, 0) for args in found]

        def same(a: Value, b: Value | None) -> bool:
            return a == b or (literal_of(a) is not None and literal_of(a) == literal_of(b))

        return {name: value for name, value in mappings[0].items()
                if all(same(value, other.get(name)) for other in mappings[1:])}

    def passed_on(self, args: tuple[Value, ...], path: str, scope: str | None
                  ) -> tuple[Value, ...]:
        """Rule ``this.constructor-passes-on``: ``args`` of a ``new`` written in function
        ``scope`` of module ``path`` with that function's parameters bound to the arguments
        of its class's construction when ``scope`` is a constructor whose class is made with
        known arguments; ``args`` unchanged otherwise (a parameter stays a parameter)."""
        fn = self.function(scope)
        if fn is None or fn.class_name is None or not fn.name.endswith(".constructor") or \
                not any(isinstance(a, ParamV) and a.fid == scope for a in args):
            return args
        outer = self.constructor_args(InstanceV(path, fn.class_name))
        if outer is None:
            return args
        mapping = self.bind_args(scope, outer, 0)
        return tuple(self.substitute(a, scope, mapping) for a in args)

    def type_instance(self, path: str, type_text: str, depth: int) -> Value:
        """An instance of the class a type annotation names (``ApiService``, ``HttpClient``)."""
        name = type_name(type_text) or type_text.split("<", 1)[0].strip()
        value = self.module_binding(path, name, depth + 1)
        if isinstance(value, ClassRefV):
            return InstanceV(value.module, value.name)
        if isinstance(value, LibV):
            declared = client_for_type(value, self.recognisers, None)
            return declared or value.member("prototype")   # rule client.declared-type
        implemented = interface_instance(self, path, name) if "." not in name else None
        return implemented or UnknownV(f"type:{name}")     # rule client.interface-class

    def unwritten(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """For ``url = url.replace(…)`` that keeps ``url`` (a placeholder filled in a loop):
        the value of ``url`` from its function's other writes (``let url = path``), the loop
        write giving nothing new; ``None`` when the object is no local of the function."""
        fn = self.function(frame.fid) if frame.fid else None
        obj = call.callee.obj if isinstance(call.callee, Member) else None
        if fn is None or not isinstance(obj, Ref) or obj.name not in fn.writes:
            return None
        others = [w.value for w in fn.writes[obj.name] if w.value != call]
        if not others or len(others) == len(fn.writes[obj.name]):
            return None
        return alternatives([self.evaluate(e, frame, depth + 1)
                             for e in others[:MAX_ALTERNATIVES]])

    def assigned_member(self, expr: Member, frame: Frame, depth: int) -> Value | None:
        """``requests.get`` when the source assigned ``requests.get = …`` at module level;
        rule ``scope.global-member-path``: ``Grocy.Api.Get`` when a classic script assigned
        that whole path and ``Grocy`` is no name of the reading code's own
        (:mod:`code2skill.global_members`), read under a browser root too
        (``window.Grocy.Api.Get``), or ``NS.Api.Get`` when ``NS`` is imported and its module
        assigned ``NS.Api.Get`` at its top level."""
        names: list[str] = []
        cur: Expr = expr
        while isinstance(cur, Member):
            names.append(cur.prop)
            cur = cur.obj
        if not isinstance(cur, Ref):
            return None
        target = (cur.name,) + tuple(reversed(names))
        home, written = frame.path, target
        exprs = self.member_assignments.get((home, written))
        if not exprs and cur.name in GLOBAL_ROOTS and len(target) > 2 \
                and not self.shadowed(cur.name, frame):
            target = target[1:]               # window.App.Misc: the page global App.Misc
        if not exprs and not self.shadowed(target[0], frame):
            home, written = self.member_home(frame.path, target)
            exprs = self.member_assignments.get((home, written)) if home != frame.path \
                else None
        if not exprs:
            return None
        return alternatives([self.evaluate(e, Frame(home, None), depth + 1)
                             for e in exprs[:MAX_ALTERNATIVES]])

    def verb_member(self, expr: Member, frame: Frame, depth: int) -> Value | None:
        """Rule ``wrapper.verb-loop`` (:mod:`code2skill.verb_loops`): ``obj.get`` when a loop
        over HTTP verbs writes member ``get`` of the module binding ``obj`` (of the reading
        module or the one exporting it): the program's own method, which replaces a
        library's member of that name (``const {socket} = io``); else ``None``."""
        target = member_path(expr)
        if target is None or len(target) != 2 or self.shadowed(target[0], frame):
            return None
        home, written = self.member_home(frame.path, target)
        if len(written) != 2 or not self.verb_loops(home):
            return None
        return next((p.value for p in installed_members(self, home, None, written[0], None,
                                                        depth) if p.key == written[1]), None)

    def verb_loops(self, path: str) -> tuple[VerbLoop, ...]:
        """The loops over a list of HTTP verbs of module ``path`` (rule ``wrapper.verb-loop``),
        found once."""
        found = self._verb_loops.get(path)
        if found is None:
            self._verb_loops[path] = ()           # (a loop's list reading its own module)
            found = self._verb_loops[path] = verb_loops(self, path)
        return found

    def shadowed(self, name: str, frame: Frame) -> bool:
        """Whether ``name`` read in ``frame`` is a local, parameter or inner function of one
        of the functions around the read."""
        fid = frame.fid
        while fid is not None:
            fn = self.function(fid)
            if fn is None:
                return False
            if name in fn.locals or self.inner_function(frame.path, fid, name) is not None \
                    or any(p.name == name or name in p.pattern or "..." + name in p.pattern
                           for p in fn.params):
                return True
            fid = fn.parent
        return False

    def member_home(self, path: str, target: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
        """Where the member path ``target`` read at the top level of module ``path`` is
        written, as ``(module, path there)``: the exporting module's own name for an imported
        first name (``import {NS} from './ns'``: ``NS.Api.Get`` of ``ns.js``); the classic
        script writing the whole path for a page global (rule ``scope.global-member-path``:
        a first name the module does not bind, or any top-level name of a classic script);
        else ``(path, target)``."""
        module = self.modules.get(path)
        if module is None:
            return path, target
        name = target[0]
        imp = next((i for i in module.imports if i.local == name), None)
        if imp is not None:
            source = self.module_resolver.resolve(path, imp.source)
            exporting = self.modules.get(source) if source else None
            local = next((e.local for e in exporting.exports if e.exported == imp.imported
                          and e.local and e.source is None), None) if exporting else None
            return (source, (local,) + target[1:]) if source and local else (path, target)
        if classic_script(module) or not (name in module.bindings or name in module.classes
                                          or name in self.top_functions(path)):
            return self.global_members.get(target, (path, target))
        return path, target

    # ------------------------------------------------------------------- calls
    def call_value(self, call: Call, frame: Frame, depth: int) -> Value:
        """The value a call evaluates to (not the requests it makes)."""
        cut = string_pieces.char_at(call)
        if cut is not None:                               # rule value.string-piece
            read = self.string_piece(cut, frame, depth)
            if read is not None:
                return read
        if isinstance(call.callee, Member) and call.callee.prop in ("replace", "replaceAll") \
                and len(call.args) == 2:
            if call.callee.prop == "replaceAll" and isinstance(call.args[0], Regex) \
                    and "g" not in call.args[0].flags:     # a TypeError in JavaScript
                return UnknownV("replace-all-throws", self.where(frame.path, call.span))
            target = self.evaluate(call.callee.obj, frame, depth)
            if fills_placeholders(call.args[0]):      # rule value.fill-placeholders
                return target
            if keyed_placeholder(call.args[0], lambda e: self.evaluate(e, frame, depth)):
                return self.unwritten(call, frame, depth) or target   # path.colon-placeholder
            pattern = call.args[0]
            fixed = text_of(self.evaluate(call.args[1], frame, depth))
            if isinstance(pattern, Regex) and fixed is not None:
                rewritten = replace_in_value(flatten(target) if isinstance(target, StrV)
                                             else target, pattern.value, pattern.flags, fixed)
                if rewritten is not None:                 # its text may double: budgeted
                    return self.within_budget(rewritten, frame.path, call.span)
            if isinstance(target, StrV):
                value = self.evaluate(call.args[1], frame, depth)
                if "$" in (text_of(value) or ""):     # `$&`, `$'`: see js_substituted
                    return self.within_budget(js_substituted(
                        target, self.evaluate(call.args[0], frame, depth), text_of(value),
                        call.callee.prop == "replaceAll"), frame.path, call.span)
                return self.within_budget(replace_placeholder(
                    target, self.evaluate(call.args[0], frame, depth), value,
                    hole_name_of(call.args[1]), call.callee.prop == "replaceAll"),
                    frame.path, call.span)
        address = address_pieces(call, lambda e: self.evaluate(e, frame, depth)) or \
            joined_origin(call, lambda e: self.evaluate(e, frame, depth),
                          self.where(frame.path, call.span))
        if address is not None:                       # rule service.page-origin-split
            return address
        cut = path_pieces(call, lambda e: self.evaluate(e, frame, depth)) or \
            path_prefix(call, lambda e: self.evaluate(e, frame, depth))
        if cut is not None:                           # rule service.page-path-prefix
            return cut
        borrowed = borrowed_join(call)                # rule value.arguments-join
        if borrowed is not None:
            spread = Spread(borrowed[0], getattr(borrowed[0], "span", None) or call.span)
            return self.array_join(Arr((spread,), call.span), borrowed[1],
                                   frame, depth, call.span)
        if isinstance(call.callee, Member) and call.callee.prop == "join" \
                and isinstance(call.callee.obj, Arr) and len(call.args) <= 1:
            return self.array_join(call.callee.obj, call.args[0] if call.args else None,
                                   frame, depth, call.span)
        if isinstance(call.callee, Member) and call.callee.prop == "join" \
                and isinstance(call.callee.obj, Ref) and len(call.args) <= 1:
            joined = self.local_array_join(call, frame, depth)
            if joined is not None:
                return joined
        source = entries_joins.joined_object(call, self)     # rule query.entries-join
        reduced = entries_joins.reduced_object(call, self) if source is None else None
        if source is not None or reduced is not None:
            where = self.where(frame.path, call.span)
            source, lead, trail = reduced or (source, "", "")
            hole = HoleV(None, self.evaluate(source, frame, depth), where,
                         tag=(entries_joins.RULE, ""))
            return StrV(tuple([Text(lead, where)] * bool(lead) + [hole] +
                              [Text(trail, where)] * bool(trail)))
        if isinstance(call.callee, Member) and call.callee.prop == "join" \
                and len(call.args) <= 1:
            joined = self.joined_list(call, frame, depth)
            if joined is not None:
                return joined
        if isinstance(call.callee, Member) and call.callee.prop == "includes" \
                and len(call.args) == 1:              # rule value.array-includes
            found = array_includes(self.evaluate(call.callee.obj, frame, depth),
                                   self.evaluate(call.args[0], frame, depth))
            if found is not None:
                return LitV(found, self.where(frame.path, call.span))
        if isinstance(call.callee, Member) and call.callee.prop in TEXT_METHODS \
                and not call.args:                    # type.toUpperCase(), name.trim()
            return coded(self.evaluate(call.callee.obj, frame, depth),
                         call.callee.prop)    # rule value.string-codec
        array_arg = is_array_call(call)
        if array_arg is not None:               # rule value.is-array
            decided = decide_is_array(self.evaluate(array_arg, frame, depth))
            if decided is not None:
                return LitV(decided, self.where(frame.path, call.span))
        if isinstance(call.callee, Ref) and call.callee.name in (MACRO, DEFAULTS) \
                and frame.path in self.setup_props:       # rule vue.setup-props
            component = self.setup_props[frame.path]
            types = prop_types(self.modules[frame.path])
            return ObjV(tuple(PropV(name, ParamV(component.fid, name, type_text=types.get(name),
                                                 module=component.path)
                                    if scalar_prop(types.get(name)) else
                                    UnknownV("unknown-member"))   # (as unread props were)
                              for name, _ in component.props))
        window = angular_window(call)
        if window is not None:                  # $injector.get('$window')
            return window
        if is_props_call(call) and frame.path in self.svelte_props:   # svelte.prop-binding
            component = self.svelte_props[frame.path]
            return ObjV(tuple(PropV(name, ParamV(component.fid, name, module=component.path))
                              for name, _ in component.props))
        if svelte_rune(call):                   # let request = $state(): undefined at first
            initial = self.evaluate(call.args[0], frame, depth) if call.args else LitV(None)
            held = editable_rune(call, initial, self.where(frame.path, call.span))
            if held is not initial:             # (its inputs cite rule state.initial-type)
                self.state_places.update(typed_places(held, 0))
            return held
        if isinstance(call.callee, Member) and call.callee.prop == "slice" and \
                file_bytes(self.evaluate(call.callee.obj, frame, depth)):
            return BLOB                         # file.slice(offset, end): a chunk's bytes
        if isinstance(call.callee, Member) and call.callee.prop == "reduce" \
                and len(call.args) == 2:
            reduced = self.reduced(call, frame, depth)
            if reduced is not None:              # rules value.transform-list, -unknown-
                return reduced                   # transform
        bound = self_bound(call)
        if bound is not None:                             # rule value.self-bound-method
            return self.evaluate(bound, frame, depth)
        callee = called_options(self.evaluate(call.callee, frame, depth))
        if current_instance(callee):                      # rule vue.instance-proxy
            return CURRENT_INSTANCE
        if defu_merger(callee):                           # rule value.defu-merge
            return defu_objects([self.evaluate(a, frame, depth) for a in call.args])
        if defu_factory(callee):
            return LibV(DEFU, (DEFU_FACTORY, "()"))
        if merge_helper(callee, call.callee):             # rule value.merge-helper
            return merge_objects([self.evaluate(a, frame, depth)
                                  for a in merged_args(call.args)])
        if isinstance(callee, (UnknownV, LibV, ParamV)) and made_in_browser(
                member_path(call.callee), call.callee.prop if isinstance(call.callee, Member)
                else None):                     # rule request.in-browser-url
            return UnknownV(IN_BROWSER, self.where(frame.path, call.span))
        fresh = generator_of(callee, call.callee)
        if fresh is not None:                   # rule value.generated
            return UnknownV(f"{GENERATED}{fresh}()", self.where(frame.path, call.span))
        fresh = fresh_call(callee, call)
        if fresh is not None:                   # rule value.generated: new Date(), d.toISOString()
            return UnknownV(fresh, self.where(frame.path, call.span))
        if isinstance(callee, ResponseV):
            return self.response_call(callee, call, frame, depth)
        if isinstance(callee, ParamV) and callee.path[-1:] == ("json",) and not call.args:
            return replace(callee, path=callee.path[:-1] + ("json()",))   # r.json() of a param
        if isinstance(callee, ParamV) and callee.path[-1:] == ("toString",) \
                and not call.args:      # chunk.size.toString(), url.toString(): its text
            return replace(callee, path=callee.path[:-1])
        injected = injected_method(self, callee, depth) if isinstance(callee, ParamV) else None
        if injected is not None:                          # rule client.injected-parameter
            return self.library_value(injected, call, frame, depth)
        if isinstance(callee, ClientV) and callee.lib == "urlsearchparams" \
                and callee.path == ("toString",):
            return self.search_params_text(replace(callee, path=()), frame)
        if isinstance(callee, StrV) and isinstance(call.callee, Member) and not call.args \
                and call.callee.prop in ("toString", "valueOf"):
            return callee                                     # url.toString()
        if isinstance(callee, ClassRefV) and call.new:
            built = built_url(self, callee, self.eval_args(call.args, frame, depth), depth)
            if built is not None:                 # rule url.own-url-class
                return built
            own = self.constructor_args(InstanceV(callee.module, callee.name)) is None \
                and len(self.new_sites.get(callee.name, ())) > 1 \
                or builder_class(self, callee.module, callee.name)
            return InstanceV(callee.module, callee.name,
                             self.eval_args(call.args, frame, depth) if own else None,
                             () if own else None)         # rule this.builder-chain
        if isinstance(callee, LibV) and callee.lib == "js":
            if call.args and len(callee.path) == 1 and callee.path[0] in URI_CODECS:
                return uri_coded(callee.path[0], self.evaluate(call.args[0], frame, depth))
            if call.args and len(callee.path) == 1 and callee.path[0] in IDENTITY_FUNCTIONS:
                return self.evaluate(call.args[0], frame, depth)
            if callee.path[:1] == ("Symbol",):            # rule di.provide-inject
                return made_key(callee, self.eval_args(call.args, frame, depth),
                                self.where(frame.path, call.span)) or UnknownV("js-builtin")
            if callee.path == ("URL",) and call.args:
                if len(call.args) > 1 and isinstance(call.args[1], Member) and \
                        member_path(call.args[1]) == ("import.meta", "url"):
                    return UnknownV("module-asset")   # new URL('./font.ttf', import.meta.url)
                args = [self.evaluate(a, frame, depth) for a in call.args[:2]]
                return new_url(args[0], args[1] if len(args) > 1 else None)
            if callee.path in (("Number",), ("parseInt",)) and call.args:
                from code2skill.normalize import page_location
                port = self.evaluate(call.args[0], frame, depth)   # Number(location.port)
                return port if page_location(port) else UnknownV("js-builtin")
            if callee.path == ("Request",) and call.new and call.args:    # rule
                args = self.eval_args(call.args[:2], frame, depth)          # fetch.request-object
                return ClientV(REQUEST_OBJECT, merge_objects(
                    [ObjV((PropV("url", args[0]),))] + list(args[1:])),
                    self.where(frame.path, call.span))
            if callee.path == ("Headers",) and call.args:
                return self.evaluate(call.args[0], frame, depth)     # new Headers({...})
            if callee.path == ("Headers",) and call.new:
                return ObjV(())              # new Headers(): no entries (value.header-set-calls)
            if callee.path == ("URLSearchParams",) and call.new:
                init = self.evaluate(call.args[0], frame, depth) if call.args else ObjV(())
                return ClientV("urlsearchparams", search_init(init),
                               self.where(frame.path, call.span))
            if callee.path == ("Object", "fromEntries") and call.args:
                return self.object_from_entries(call.args[0], frame, depth)
            if callee.path == ("Set",) and call.new and len(call.args) == 1:
                listed = self.evaluate(call.args[0], frame, depth)    # new Set([f, g]) walks
                return listed if value_transforms.listed_functions(listed) \
                    else UnknownV("js-builtin")                      # as its array of functions
            if callee.path in (("FormData",), ("File",), ("Blob",)) and call.new:
                # (a FormData's where finds its appends; a File/Blob is file bytes)
                return replace(callee.member("instance"), where=self.where(frame.path, call.span))
            if callee.path == ("Object", "assign") and call.args:
                target = self.evaluate(call.args[0], frame, depth)
                if isinstance(target, FnV):   # rule value.assign-function: the function
                    added = merge_objects([self.evaluate(a, frame, depth)     # with the
                                           for a in call.args[1:]])          # members added
                    return replace(target, members=added) if added.props else target
                return merge_objects([target] + [self.evaluate(a, frame, depth)
                                                 for a in call.args[1:]])
            if callee.path == ("JSON", "stringify") and call.args:
                return json_text(self.evaluate(call.args[0], frame, depth))
            if callee.path == ("JSON", "parse") and call.args:
                parsed = parsed_store(self.evaluate(call.args[0], frame, depth))
                if parsed is not None:                # rule context.stored-value
                    return parsed
            if callee.path in (("Promise", "all"), ("Promise", "resolve")) and call.args:
                return self.evaluate(call.args[0], frame, depth)   # await: the results
            if callee.path == ("Promise",) and call.new and call.args:
                return promise_value(self, call.args[0], frame, depth)  # value.promise-executor
            return UnknownV("js-builtin")
        computed = ref_call(self, callee, call, frame, depth)    # rule vue.computed-ref
        if computed is not None:
            return computed
        held = state_call(self, callee, call, frame, depth)      # rule state.initial-type
        if held is not None:
            return held
        if isinstance(callee, LibV) and callee.lib in HOOK_MODULES and call.args \
                and callee.path in (("useCallback",), ("useMemo",)):
            return self.memo_hook(callee.path[0], call.args[0], frame, depth)
        encoder = encoder_of(callee) if call.args else None
        if encoder is not None:                       # rule path.encoded-segment
            return encoded(encoder, self.where(frame.path, call.span))
        dom = dom_read(callee)
        if dom is not None:                           # rule service.runtime-base
            return UnknownV(dom, self.where(frame.path, call.span))
        if isinstance(callee, (LibV, UnknownV)) and call.args:
            read = store_read(callee, call.callee,
                              lambda: self.evaluate(call.args[0], frame, depth))
            if read is not None:                      # rule value.store-read
                return UnknownV(read, self.where(frame.path, call.span))
        if isinstance(callee, (LibV, ClientV)):
            return self.library_value(callee, call, frame, depth)
        if isinstance(callee, FnV):
            return self.constrained(callee, self.apply(callee, call, frame, depth), call,
                                    frame, depth)
        if isinstance(callee, ParamV) and callee.path[-2:] == ("cookies", "get") and \
                self.passed_event_fetch(replace(callee, path=callee.path[:-2])) is not None:
            return cookie_read(LibV(KIT, ("cookies", "get")),    # helper(event) on the server:
                               self.eval_args(call.args, frame, depth),      # rule
                               self.where(frame.path, call.span))  # sveltekit.cookie-credential
        if isinstance(callee, ChoiceV):               # formatters[type](body)
            return replace(callee, options=tuple(
                (key, self.apply(option, call, frame, depth) if isinstance(option, FnV)
                 else UnknownV("call")) for key, option in callee.options))
        if isinstance(callee, AltV):                  # one of several functions or clients
            return alternatives([self.apply(option, call, frame, depth)
                                 if isinstance(option, FnV) else
                                 self.response_call(option, call, frame, depth)
                                 if isinstance(option, ResponseV) else
                                 self.library_value(option, call, frame, depth)
                                 if isinstance(option, (ClientV, LibV)) else UnknownV("call")
                                 for option in callee.options], callee.kind)
        return UnknownV("call")

    def constrained(self, callee: FnV, value: Value, call: Call, frame: Frame,
                    depth: int) -> Value:
        """What a call of the program's function ``callee`` returns: ``value``, what its body
        returns, unless a recogniser's ``returned`` hook says the library's contract
        constrains it (an Ember adapter's ``urlForFindRecord`` override is given an id)."""
        for hook in self.returned_hooks:
            found = hook(callee, value, lambda: self.eval_args(call.args, frame, depth),
                         Context(self.program, frame, None))
            if found is not None:
                return found
        return value

    def library_value(self, callee: LibV | ClientV, call: Call, frame: Frame, depth: int
                      ) -> Value:
        """What a call of a library value or client object evaluates to (a recogniser's
        ``call_value``/``call_result``, DI ``inject``, a response); also for each client among
        alternatives (``params = params.append(…)`` after a conditional append)."""
        args = self.eval_args(call.args, frame, depth)
        where = self.where(frame.path, call.span)
        url = platform_url(callee, args, [hole_name_of(a) for a in call.args], where) or \
            resolved_path(callee, args, hole_name_of(call.args[0]) if call.args else None,
                          where) or \
            router_value(callee, args, call.new, where)
        # (rules value.platform-url, service.page-base-path, vue.router-href)
        if url is not None:
            return self.within_budget(url, frame.path, call.span)
        if isinstance(callee, LibV):
            injected = injector_call(self, callee, args, depth)   # rule angularjs.injection
            if injected is not None:
                return injected
            key = made_key(callee, args, where)           # rule di.provide-inject
            if key is not None:
                return key
            if is_injector(callee):
                return injected_value(self, args, where, depth)
            read = cookie_read(callee, args, where)
            if read is not None:                  # rule sveltekit.cookie-credential
                return read
        for rec in self.recognisers:
            if rec.call_value is not None:
                value = rec.call_value(callee, args, where, call.new)
                if isinstance(value, UnknownV) and value.reason == "limit:document-size":
                    self.note_limit(frame.path, call.span, "string-size", "a GraphQL document "
                                    f"over {MAX_STRING_TEXT:,} characters once its fragments "
                                    "are joined (fragments that repeat each other?): it is "
                                    "an unknown value")
                if value is not None:
                    return typed_client(value, call, frame.path, where)
            if rec.call_result is not None:
                value = rec.call_result(callee, args, where,
                                        Context(self.program, frame, None))
                if value is not None:
                    return value
        if isinstance(callee, LibV) and callee.path[-1:] == ("inject",) and args:
            inner = args[0]                       # DI: inject(Class) / inject(token, factory)
            if isinstance(inner, ClassRefV):
                return InstanceV(inner.module, inner.name)
            if isinstance(inner, LibV):
                return inner.member("prototype")
            if len(args) > 1 and isinstance(args[1], FnV):
                return self.returns(args[1].fid, depth)
        body = self.response_body.get(callee.lib)
        if body is not None and where is not None:
            return ResponseV((where,), callee.lib, body=body == "")
        if joiner(callee):                                # rule value.url-join
            return self.url_joined(call, frame, depth, where)
        helped = helper_value(callee, args)               # rule value.string-helper
        if helped is not None:
            uses = self.helper_texts.setdefault(
                (first_where(helped[1]), text_of(helped[1])), [])
            if (where, helped[0]) not in uses:
                uses.append((where, helped[0]))
            return helped[1]
        kept = deferred_helper(callee, args)              # rule value.string-helper, for
        if kept is not None:                              # each caller's value
            return kept
        if isinstance(callee, LibV) and is_route_hook_call(callee):
            return LibV(callee.lib, callee.path + ("()",), where)    # context.page-address
        if isinstance(callee, LibV):
            self.note_opaque_wrapper(callee, args, where)
            if where is not None and callee.lib not in ("js", "global"):
                self.library_results[where] = callee      # rule fetch.assumed-client
                return UnknownV("library-call", where)
        return UnknownV("library-call")

    def url_joined(self, call: Call, frame: Frame, depth: int, where: Where | None) -> Value:
        """Rule ``value.url-join`` (:mod:`code2skill.url_join`): ``urlJoin(a, '/b', c)`` as the
        library joins it, each argument that is no fixed text a hole named after its
        expression; a spread argument (its length unknown) or no argument is unknown."""
        if not call.args or any(isinstance(arg, Spread) for arg in call.args):
            return UnknownV("url-join", where)
        items = [(hole_name_of(arg), self.evaluate(arg, frame, depth),
                  self.where(frame.path, getattr(arg, "span", None))) for arg in call.args]
        joined = url_join(items, where)
        if joined is None:
            return UnknownV("url-join", where)
        return self.within_budget(flatten(joined), frame.path, call.span)

    def memo_hook(self, hook: str, first: Expr, frame: Frame, depth: int) -> Value:
        """Rule ``value.memo-hook``: React's ``useCallback(fn, deps)`` is ``fn`` itself and
        ``useMemo(() => value, deps)`` is ``value`` (what its factory returns), imported from
        ``react``/``preact`` or read as ``React.useCallback``; a factory the resolver cannot
        see is unknown."""
        value = self.evaluate(first, frame, depth)
        if hook == "useCallback" or not isinstance(value, FnV):
            return value if hook == "useCallback" else UnknownV("memo-factory")
        return self.substitute(self.returns(value.fid, depth), value.fid,
                               self.bind_args(value.fid, (), depth))

    def apply(self, callee: FnV, call: Call, frame: Frame, depth: int) -> Value:
        """What calling function ``callee`` with ``call``'s arguments returns."""
        if call.tagged and len(call.args) == 1 and isinstance(call.args[0], Tmpl):
            return self.tag_applied(callee, call, frame, depth)
        returned = self.returns(callee.fid, depth,
                                subclass_this(self, callee) or tracked(callee.this))
        if isinstance(returned, UnknownV) and not injection_deferred(returned):
            return returned
        return self.applied(callee, self.eval_args(call.args, frame, depth),
                            (frame.path, call.span), depth, returned)

    def applied(self, callee: FnV, args: tuple[Value, ...], where: Where | None, depth: int,
                returned: Value | None = None) -> Value:
        """What function ``callee`` returns given ``args`` at the call ``where``
        (``returned``: its return value, if already read)."""
        if returned is None:
            returned = self.returns(callee.fid, depth,
                                    subclass_this(self, callee) or tracked(callee.this))
            if isinstance(returned, UnknownV) and not injection_deferred(returned):
                return returned
        mapping = self.bind_args(callee.fid, args, depth)
        value = settle_injections(self, self.substitute(returned, callee.fid, mapping),
                                  callee.fid, mapping, depth)     # rule di.provide-inject
        for capture in callee.captured:            # rule closure.captured-result
            value = self.substitute(value, capture.factory, dict(capture.mapping))
        if where is None:
            return value
        value = self.with_capture(value, Capture(callee.fid, tuple(mapping.items()), where))
        for capture in callee.captured:            # (its functions capture them too)
            value = self.with_capture(value, capture)
        return with_hop(value, where)

    def tag_applied(self, callee: FnV, call: Call, frame: Frame, depth: int) -> Value:
        """Rule ``value.template-tag`` (:mod:`code2skill.template_tags`): a tagged template
        ``tag`…```, ``tag`` a function of the app, is ``tag`` applied to the template's
        strings (an array) and values; a local the function splices them into is its first
        value (if any) followed by the template, as the caller spells it, each value passed
        through the tag's URI encoder (rule ``value.interleaving-tag``). A tag of any other
        shape that loops is an unknown value naming it (rule ``review.unread-tag``)."""
        path, fn = self.functions.get(callee.fid, (None, None))
        key = ("tag", callee.fid)
        if fn is None or key in self._in_progress:
            return UnknownV("no-function" if fn is None else "cycle")
        at = self.where(frame.path, call.span)
        if fn.is_async:                      # a Promise, whatever the tag returns
            return UnknownV("async-tag", at)
        splice = splice_local(fn)
        tag_name = call.callee.name if isinstance(call.callee, Ref) else fn.name
        if splice is None and loops(fn):
            return unread_tag(tag_name, at)
        args = tag_values(call.args[0], lambda e: self.evaluate(e, frame, depth), at)
        mapping = self.bind_args(callee.fid, args, depth)
        inner = Frame(path, callee.fid, subclass_this(self, callee) or tracked(callee.this))
        self._in_progress.add(key)
        try:
            local = self.spliced_local(splice, tag_name, fn, call, frame, inner, depth) \
                if splice is not None else None
            if splice is not None and local is None:
                return unread_tag(tag_name, at)
            value = self.substitute(self.returned(fn, inner, local), callee.fid, mapping)
        finally:
            self._in_progress.discard(key)
        hop = (frame.path, call.span)
        return with_hop(self.with_capture(value, Capture(callee.fid, tuple(mapping.items()),
                                                         hop)), hop)

    def spliced_local(self, splice: Splice, tag_name: str, fn: FunctionFact, call: Call,
                      frame: Frame, inner: Frame, depth: int) -> tuple[str, Value] | None:
        """``(local, value)`` of a tag's :class:`~code2skill.template_tags.Splice` for the
        tagged template of ``call``: its base, then the template as the caller spells it,
        each value encoded by the tag's encoder (a URI codec, or ``String``: none); ``None``
        when the encoder is another function (the tag is not read)."""
        template = call.args[0]
        if template.plus:
            return None
        codes: list[str] = []
        for callee in splice.encoders:
            encoder = self.evaluate(callee, inner, depth)
            if not (isinstance(encoder, LibV) and encoder.lib == "js"
                    and len(encoder.path) == 1 and encoder.path[0] in IDENTITY_FUNCTIONS):
                return None
            codes += [encoder.path[0]] if encoder.path[0] in URI_CODECS else []
        note = f"{tag_name} ({inner.path}:{fn.span[0]}) splices the template's values" + (
            "".join(f", each {code}(…)" for code in codes))
        base = self.evaluate(splice.base, inner, depth) if splice.base is not None else None
        parts = StrV(tuple(
            Text(str(p.value) if p.value is not None else "", self.where(frame.path, p.span))
            if isinstance(p, Lit) else HoleV(p.name, self.evaluate(p.expr, frame, depth),
                                             self.where(frame.path, p.span))
            for p in template.parts))
        value = flatten(encoded_template(parts, tuple(codes), (splice.rule, note)))
        if not isinstance(value, StrV):
            return None
        return splice.local, spliced(base, value)

    def with_capture(self, value: Value, capture: Capture) -> Value:
        """Rule ``closure.factory-arguments``: functions nested in the factory that ``value``
        (its return value, or an alternative or object member of it) holds remember the
        factory call's arguments."""
        if isinstance(value, FnV) and value.members is not None:   # value.assign-function
            value = replace(value, members=self.with_capture(value.members, capture))
        if isinstance(value, FnV) and value.fid != capture.factory \
                and capture.factory in self.param_scope(value.fid) \
                and capture not in value.captured:
            return replace(value, captured=value.captured + (capture,))
        if isinstance(value, LibV) and value.lib == "js" and \
                value.path == ("FormData", "instance") and self.made_in(value.where,
                                                                        capture.factory):
            return replace(value, captured=value.captured + (capture,))
        if isinstance(value, AltV):
            return replace(value, options=tuple(self.with_capture(o, capture)
                                                for o in value.options))
        if isinstance(value, ObjV):
            return replace(value, props=tuple(replace(p, value=self.with_capture(p.value,
                                                                                 capture))
                                              for p in value.props))
        return value

    def made_in(self, where: Where | None, fid: str) -> bool:
        """Rule ``multipart.helper-arguments``: whether the value built at ``where`` (a ``new
        FormData()``) is made inside function ``fid`` or a function nested in it, so that the
        appends on it may read ``fid``'s parameters."""
        if where is None:
            return False
        fn = self.function_at(*where)
        return fn is not None and fid in self.param_scope(fn.fid)

    def response_call(self, callee: ResponseV, call: Call, frame: Frame, depth: int) -> Value:
        """Rule ``dataflow.response-value``: a method called on a response. ``then(cb)`` is
        what ``cb`` returns with its parameter bound to the response (and ``cb`` is recorded
        in :attr:`response_callbacks`, so requests inside it see where their values come
        from); ``json()`` reads the body; ``catch``/``finally`` keep the response; any other
        call is unknown. An observable (Angular ``HttpClient``) works alike: ``subscribe(cb)``
        or ``subscribe({next: cb})`` calls ``cb`` with the value, ``pipe(…)`` passes it through
        ``map``/``switchMap``/``mergeMap``/``concatMap``/``exhaustMap`` callbacks and keeps it
        through ``tap``/``filter``/``take``/``catchError``/…; another operator is unknown."""
        if not callee.path:
            return UnknownV("call")
        name, base = callee.path[-1], replace(callee, path=callee.path[:-1])
        if name == "then" and call.args:
            return self.response_handler(base, call.args[0], frame, depth, call.span)
        if name == "subscribe" and call.args:
            handler = call.args[0]
            if isinstance(handler, Obj):
                handler = next((p.value for p in handler.props if p.key == "next"), None)
            self.response_handler(base, handler, frame, depth, call.span)
            return UnknownV("subscription")
        if name == "pipe":
            value: Value = base
            for operator in call.args:
                value = self.pipe_operator(value, operator, frame, depth)
            return value
        if name == "json" and not call.args:
            return response_member(base, "json()")
        if name in ("catch", "finally"):
            return base
        return UnknownV("call")

    def response_handler(self, response: ResponseV, expr: Expr | None, frame: Frame,
                         depth: int, span: Span | None) -> Value:
        """What the callback ``expr`` returns when called with ``response`` (recorded in
        :attr:`response_callbacks` under the call at ``span``); unknown for no function."""
        handler = self.evaluate(expr, frame, depth) if expr is not None else None
        if not isinstance(handler, FnV) or handler.fid not in self.functions:
            return UnknownV("call")
        self.response_callbacks.setdefault(handler.fid, {})[
            (frame.path, frame.fid, span)] = response
        returned = self.returns(handler.fid, depth)
        return self.substitute(returned, handler.fid,
                               self.bind_args(handler.fid, (response,), depth))

    def pipe_operator(self, value: Value, operator: Expr, frame: Frame, depth: int) -> Value:
        """The value of an observable response after one ``pipe`` operator (``map(fn)`` …)."""
        if not isinstance(value, ResponseV) or not isinstance(operator, Call):
            return UnknownV("operator")
        callee = operator.callee
        name = callee.name if isinstance(callee, Ref) else \
            callee.prop if isinstance(callee, Member) else None
        if name in MAP_OPERATORS and operator.args:
            return self.response_handler(value, operator.args[0], frame, depth, operator.span)
        return value if name in PASS_OPERATORS else UnknownV("operator")

    def returns(self, fid: str, depth: int, this: InstanceV | None = None) -> Value:
        """What ``fid`` returns, with its own parameters symbolic (cached); ``this`` is a
        subclass instance a base-class method is called on (rule ``this.subclass-value``:
        ``this.collection`` read in the base class is the subclass's), else ``None``."""
        key = fid if this is None else (fid, this)
        if key in self._returns_cache:
            return self._returns_cache[key]
        if ("returns", key) in self._in_progress:
            self._truncated += 1              # (a cycle's cut, as in binding)
            return UnknownV("cycle")
        path, fn = self.functions.get(fid, (None, None))
        if fn is None:
            return UnknownV("no-function")
        cut = self.partial(("returns", key))
        if cut is not None:
            return cut
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(("returns", key))
        try:
            value = form_objects.collected_fields(self, fn, path, this) or \
                form_objects.routed_url(self, fn, path) or (   # rules form-object.*
                    self.returned(fn, Frame(path, fid, this))
                    if fn.returns else UnknownV("no-return"))
            if tracked(this) is not None and same_instance(value, this):
                value = with_writes(value, this, chain_writes(self, path, fid, this))
            value = self.returned_search_params(value, Frame(path, fid, this))
        finally:
            self._in_progress.discard(("returns", key))
        if truncated == self._truncated:
            self._returns_cache[key] = value
        else:
            self._partial[("returns", key)] = (level, value)
        return value

    def returned(self, fn: FunctionFact, frame: Frame,
                 spliced: tuple[str, Value] | None = None) -> Value:
        """Rule ``value.early-return``: what ``fn`` returns, its ``return`` statements in
        source order. One inside ``if``s whose tests are known (:attr:`FunctionFact.
        return_guards`) returns when they all hold; where one fails, control goes on to the
        later ``return``s: ``if (typeof s === 'string') return base + s; …; return out`` is
        the first value for a caller passing a string, the last for one passing an array,
        and a choice decided per caller when the argument is a parameter
        (:func:`guarded`). A ``return`` whose conditions are no tests (a loop, a ``switch``,
        a ``try``) or tests no caller decides (``typeof window``, an environment value) is
        one more alternative, as is the last one — unless it answers an argument the
        function's own check rejects (rule ``value.rejected-argument``: ``if
        (!isRelativePath(path)) return base + '/ui/dashboard'``), which no caller gets.
        ``spliced``: ``(local,
        value)`` read for a ``return local`` (rule ``value.template-tag``). A function with no
        ``return`` (``() => {}``) returns ``undefined``."""
        returns = fn.returns[:MAX_ALTERNATIVES]
        if not returns:
            return LitV(None)
        guards = list(fn.return_guards[:len(returns)])
        guards += [None] * (len(returns) - len(guards))
        values = [spliced[1] if spliced is not None and isinstance(e, Ref)
                  and e.name == spliced[0] else self.evaluate(e, frame) for e in returns]
        value = values[-1]
        for item, tests in zip(reversed(values[:-1]), reversed(guards[:-1])):
            known = tuple(guard_test(self, t, frame, 0)   # rule value.string-test-guard
                          for t in tests) if tests else ()
            if known and all(decide_test(*t) is not None or tests_param(t)
                             for t in known):
                value = guarded(known, item, value)
            elif known and rejection_arm(tests, fn, item, value):
                continue                        # rule value.rejected-argument
            elif tests is None or known:      # (a test no caller decides: either value)
                value = alternatives([item, value])
            else:
                value = item                    # an unconditional return: the rest is dead
        return value

    def bind_args(self, fid: str, args: tuple[Value, ...], depth: int) -> dict[str, Value]:
        """Map ``fid``'s parameter names to argument values (defaults when an argument is
        missing; destructured names to members of the argument)."""
        path, fn = self.functions[fid]
        mapping: dict[str, Value] = {}
        if fid in self.arguments_readers:             # rule value.arguments-join
            mapping[ARGUMENTS] = ArrV(args)
        for index, param in enumerate(fn.params):
            if param.rest:
                if param.name:
                    mapping[param.name] = ArrV(args[index:])
                break
            arg = args[index] if index < len(args) else None
            if arg is None or (isinstance(arg, LitV) and arg.value is None):
                arg = self.evaluate(param.default, Frame(path, fid), depth) \
                    if param.default is not None else arg
            if arg is None:
                arg = LitV(None)                      # a missing argument is undefined
            if param.type_text:
                arg = typed_argument(arg, param.type_text, path)
            if param.name:
                mapping[param.name] = arg
            for name in param.pattern:
                if name.startswith("..."):             # {a, ...rest}: rest is the others
                    named = tuple(n for n in param.pattern if not n.startswith("..."))
                    mapping[name[3:]] = ObjV(tuple(spread_props(arg, named)))
                else:
                    mapping[name] = self.member(arg, name, depth)
        count = arity_binding(args)                    # rule value.arity-test
        if count is not None:
            mapping[ARGUMENTS_LENGTH] = count
        return mapping

    def computed_key(self, prop: PropV, value: Value, fid: str,
                     mapping: dict[str, Value]) -> PropV:
        """Rule ``body.computed-key``: the entry ``{[field]: value}`` once ``fid``'s
        parameters are ``mapping``: named by the caller's text, still pending while the key
        reads a parameter, else an entry whose key is unknown."""
        key_value = self.substitute(prop.key_value, fid, mapping)
        key = text_of(key_value)
        if key is not None:
            return PropV(key, value, prop.where)
        if mentions_param(key_value):
            return replace(prop, value=value, key_value=key_value)
        return PropV(None, UnknownV("computed-key", prop.where), prop.where)

    def substitute(self, value: Value, fid: str, mapping: dict[str, Value]) -> Value:
        """Replace ``fid``'s parameters in ``value`` by ``mapping`` (members re-applied)."""
        if isinstance(value, ParamV):
            if value.fid != fid or value.name not in mapping:
                return value
            result = mapping[value.name]
            if value.name == ARGUMENTS and value.path == ("length",):
                return array_length(result)           # rule value.arguments-join
            if value.path[-1:] == (entries_joins.KEY_COUNT,):     # Object.keys(p).length
                for prop in value.path[:-1]:
                    result = self.member(result, prop)
                return entries_joins.key_count(result, first_where(result))
            for prop in value.path:
                result = UnknownV("no-member") if value.name == ARGUMENTS and isinstance(
                    result, StrV) and null_defaults.absent_string_member(prop) \
                    else self.member(result, prop)   # rule value.string-absent-member
            result = json_text(result) if value.serialised else result  # body.json-string
            return all_coded(result, value.coded)        # rule value.string-codec
        if isinstance(value, StrV):
            result = flatten(spread_items(tuple(
                replace(p, value=self.substitute(p.value, fid, mapping))
                if isinstance(p, HoleV) else p for p in value.parts)))
            where = first_where(value)
            return self.within_budget(result, *where) if where else (
                UnknownV("limit:string-size") if string_over_budget(result) else result)
        if isinstance(value, ObjV):
            props: list[PropV] = []
            for p in value.props:
                if p.key is None and p.rule == LOOPED_KEYS:      # rule query.looped-keys
                    props.extend(substituted_entries(self, p, fid, mapping))
                    continue
                v = self.substitute(p.value, fid, mapping)
                if p.key is None and p.key_value is not None:   # rule body.computed-key
                    props.append(self.computed_key(p, v, fid, mapping))
                elif p.key is None:
                    props.extend(spread_props(v, p.omit, p.where, p.optional))
                elif not unsent(p.value, v):        # rule value.compound-test-guard
                    props.append(replace(p, value=v))
            return replace(value, props=tuple(props))
        if isinstance(value, ArrV):
            return replace(value, items=tuple(self.substitute(i, fid, mapping)
                                              for i in value.items))
        if isinstance(value, AltV) and value.test is not None and value.test[1] == "all":
            tests = tuple(map_parts(t, lambda p: (self.substitute(p[0], fid, mapping), p[1],
                                                  p[2])) for t in value.test[0])
            return guarded(tests, self.substitute(value.options[0], fid, mapping),
                           self.substitute(value.options[1], fid, mapping))
        if isinstance(value, AltV) and value.test is not None:
            subject, method, literal = value.test
            subject = self.substitute(subject, fid, mapping)
            options = tuple(self.substitute(o, fid, mapping) for o in value.options)
            decided = decide_test(subject, method, literal)
            if decided is not None:
                return options[0 if decided else 1]
            cond = condition_key(value.cond, subject)
            if mentions_param(subject):
                return replace(value, options=options, test=(subject, method, literal),
                               cond=cond)
            return keyed(alternatives(list(options)), options, cond)
        if isinstance(value, AltV):
            count = arm_count(value)
            if count is None:                   # (arms a filter broke: a plain choice)
                return alternatives([self.substitute(o, fid, mapping) for o in value.options],
                                    value.kind)
            arms = tuple(self.substitute(arm(value, i), fid, mapping) for i in range(count))
            return keyed(alternatives(list(arms), value.kind), arms, value.cond)
        if isinstance(value, ChoiceV):
            key = self.substitute(value.key, fid, mapping)
            options = tuple((k, self.substitute(v, fid, mapping)) for k, v in value.options)
            if mentions_param(key):
                return ChoiceV(key, options)
            table = dict(options)
            return select(key, lambda name: table.get(name, UnknownV("no-member")))
        if isinstance(value, FnV) and value.members is not None:   # value.assign-function
            value = replace(value, members=self.substitute(value.members, fid, mapping))
        if isinstance(value, (FnV, LibV)) and value.captured:  # rule closure.outer-arguments
            return replace(value, captured=tuple(replace(c, mapping=tuple(
                (name, self.substitute(v, fid, mapping)) for name, v in c.mapping))
                for c in value.captured))
        if isinstance(value, InstanceV) and (value.sets or value.args):
            # rules this.builder-chain, this.construction-arguments (a factory's `new`)
            return replace(value, sets=tuple((prop, None if key is None else self.substitute(
                key, fid, mapping), self.substitute(v, fid, mapping))
                for prop, key, v in value.sets) if value.sets else value.sets,
                args=tuple(self.substitute(a, fid, mapping) for a in value.args)
                if value.args else value.args)
        if isinstance(value, ClientV):
            if value.config is None:
                return value
            return replace(value, config=self.substitute(value.config, fid, mapping),
                           setup=tuple((k, self.substitute(v, fid, mapping), w)
                                       for k, v, w in value.setup))
        return value

    def top_functions(self, path: str) -> dict[str, str]:
        """Module-level functions of module ``path`` (not methods, not nested) by name, the
        first declared of a name; an index built once per module."""
        index = self._top_functions.get(path)
        if index is None:
            index = {}
            for fid, fn in self.modules[path].functions.items():
                if fn.parent is None and fn.class_name is None:
                    index.setdefault(fn.name, fid)
            self._top_functions[path] = index
        return index

    def inner_function(self, path: str, fid: str, name: str) -> str | None:
        """Rule ``scope.inner-function``: the function named ``name`` declared directly in
        function ``fid`` (``function add() {…}`` inside a setup function, read as
        ``return { add }``), the first of that name; ``None`` when there is none. An arrow
        function is never a declaration, nor is a method or function expression written as
        an object literal's member (``{ fetch: (i) => … }``, ``{ upload(file) {…} }``): named
        after its key, it binds no name in the function, so ``upload(…)`` inside it calls the
        ``upload`` of the scope around."""
        self.nested_functions(path, fid)                  # (builds the index of children)
        return next((f for f in self._children[path].get(fid, ())
                     if self.functions[f][1].name == name and not self.functions[f][1].arrow
                     and not self.functions[f][1].member
                     and self.functions[f][1].class_name is None), None)

    def nested_functions(self, path: str, fid: str) -> list[str]:
        """The functions of module ``path`` defined inside function ``fid`` at any depth,
        each before the functions nested in it (an index of children built once per module)."""
        children = self._children.get(path)
        if children is None:
            children = {}
            for f, fn in self.modules[path].functions.items():
                children.setdefault(fn.parent, []).append(f)
            self._children[path] = children
        found, stack = [], list(reversed(children.get(fid, [])))
        while stack:
            f = stack.pop()
            found.append(f)
            stack.extend(reversed(children.get(f, [])))
        return found

    def function_at(self, path: str, span: Span) -> FunctionFact | None:
        """The innermost function of module ``path`` whose span contains ``span`` (cached)."""
        key = ("function-at", path, span)
        if key not in self._function_at:
            self._function_at[key] = self._innermost_function(path, span)
        return self._function_at[key]

    def _innermost_function(self, path: str, span: Span) -> FunctionFact | None:
        """The containing function that starts last (of equal starts, the later declared):
        searched backwards from the last function starting at or before ``span``."""
        if path not in self.modules:
            return None
        if path not in self._by_start:
            functions = sorted(self.modules[path].functions.values(), key=lambda f: f.span[:2])
            self._by_start[path] = ([f.span[:2] for f in functions], functions)
        starts, functions = self._by_start[path]
        for i in range(bisect_right(starts, span[:2]) - 1, -1, -1):
            if span[2:] <= functions[i].span[2:]:
                return functions[i]
        return None

    def unread_sites(self) -> set[Where]:
        """Rule ``coverage.unread-wrapper``: the places (every hop) of requests still waiting
        in a function nobody calls visibly (a callback handed to a library, a handler) for
        nothing of its own but the parameters of an enclosing function the program does call:
        those calls were followed, yet the method or URL could not be read through them."""
        found: set[Where] = set()
        for (path, fid), pending in self._summary_cache.items():
            fn = self.function(fid)
            if fid is None or fn is None or fn.parent is None or fid in self.callers:
                continue
            outer = self.param_scope(fn.parent)
            called = frozenset(f for f in outer if f in self.callers)
            for template in pending:
                if called and not is_deferred(template, frozenset({fid})) \
                        and is_deferred(template, called):
                    found.update(hop.where for hop in template.sites)
        return found

    def scopes_within(self, path: str, fid: str | None) -> list[str | None]:
        """``fid`` and the functions of module ``path`` nested in it (callbacks); only
        ``None`` for the module body."""
        if fid is None:
            return [None]
        return [fid] + [f for f in self.modules[path].functions
                        if f != fid and fid in self.param_scope(f)]

    def function(self, fid: str | None) -> FunctionFact | None:
        entry = self.functions.get(fid) if fid else None
        return entry[1] if entry else None

    def narrowings_around(self, fn: FunctionFact, span: Span) -> tuple[Narrowing, ...]:
        """The narrowings of ``fn`` whose branch holds ``span``, outermost first
        (:func:`code2skill.narrowings.around`; the index of each function made once)."""
        if fn.fid not in self._narrowing_index:
            self._narrowing_index[fn.fid] = index_narrowings(fn.narrowings)
        return around(self._narrowing_index[fn.fid], span)

    def calls_in_scope(self, path: str, scope: str | None) -> list[CallSite]:
        """The call sites of module ``path`` made directly in function ``scope`` (``None``:
        the module body), as recognisers read them through ``ProgramQueries``."""
        return self.calls_by_scope.get((path, scope), [])

    # ================================================================ requests
    def summary(self, path: str, fid: str | None, depth: int = 0,
                this: InstanceV | None = None) -> list[RequestTemplate]:
        """The request templates made in function ``fid`` of module ``path`` (module level when
        ``fid`` is ``None``) that are still *deferred* there; emitted ones are recorded in
        :attr:`emitted`. Cached; recursion through cycles yields nothing. With ``this``, an
        instance of one construction site (rule ``this.builder-chain``), the method is
        evaluated for that instance and every template is deferred to the call on it; one
        emitted for no particular instance whose URL holds a constructor parameter waits in
        :attr:`_instance_pending` (see :meth:`finish`)."""
        key = (path, fid) if this is None else (path, fid, this)
        cache = self._summary_cache if this is None else self._instance_cache
        if this is not None:
            self._instances_summarised.add((this.module, this.name, this.args))
        if key in cache:
            return cache[key]
        if key in self._in_progress or len(self._in_progress) > MAX_NESTING:
            self._truncated += 1          # the callers' summaries are partial: not cached
            return []
        cut = self.partial(("summary", *key))
        if cut is not None:
            return cut
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        deferred: list[RequestTemplate] = []
        fn = self.function(fid)
        frame = Frame(path, fid, this)
        try:
            for site in self.calls_by_scope.get((path, fid), []):
                for template in self.site_templates(site, frame, fn, depth):
                    if fn is not None:                  # rule wrapper.chosen-arm
                        template = replace(template, run_guards=template.run_guards + arm_guards(
                            fn, self.narrowings_around(fn, site.call.span), path))
                    chain = tuple(hop.where for hop in template.sites)
                    if this is not None:
                        if chain in self._emitted_chains.get((path, fid), ()):
                            continue        # emitted where it is made, for any instance
                        self.instance_sites.add(template.sites[0].where)
                        self._instance_made.add((template.sites[0].where, this.module,
                                                 this.name, this.args))
                        deferred.append(template)
                    elif fid is not None and (is_deferred(template, self.param_scope(fid)) or
                                              generated_api_method(self.program, fid)):
                        deferred.append(template)
                    elif fid is not None and (constructor_holes(self, template.url) or
                                              constructor_holes(self, template.method)):
                        self._instance_pending.append(Emitted(template, path, fid))
                        if segment_hole(self, template.url):
                            self.instance_fids.add(fid)
                    else:
                        self.emitted.append(Emitted(template, path, fid))
                        self._emitted_chains.setdefault((path, fid), set()).add(chain)
        finally:
            self._in_progress.discard(key)
        deferred = self.within_variants(deferred, path, fn)
        if truncated == self._truncated or not self._in_progress:
            cache[key] = deferred
        else:
            self._partial[("summary", *key)] = (level, deferred)
        return deferred

    def site_templates(self, site: CallSite, frame: Frame, fn: FunctionFact | None,
                       depth: int) -> list[RequestTemplate]:
        """The request templates call site ``site`` makes in ``frame`` (:meth:`requests_at`,
        typed by :meth:`with_return_type`). Rule ``internal.contained-fault``: a fault of a
        recogniser or of the resolver while reading this one call site is noted
        (:meth:`note_fault`) and the site makes none; the budgets' own exceptions
        (``RecursionError``, :class:`FileWorkBudget`) pass on to :meth:`summarise_all`."""
        try:
            at = self.site_frame(frame, site.call)
            return [self.with_return_type(template, site, at, fn, depth)
                    for template in self.requests_at(site, at, fn, depth)]
        except (RecursionError, FileWorkBudget):
            raise
        except Exception as exc:  # noqa: BLE001 - one call site's fault must not end the run
            if raise_faults():
                raise
            self.note_fault(fault(exc, (frame.path, site.call.span), "resolution",
                                  "the requests of this call site are"))
            return []

    def note_fault(self, item: Fault) -> None:
        """Record a contained fault once per place and component: a ``high`` review problem
        (in :attr:`library_review`) and an ``error`` diagnostic (rule
        ``internal.contained-fault``)."""
        key = (item.where, item.component)
        if key not in self.faults:
            self.faults[key] = item
            self.library_review.add(fault_problem(item))
            self.diagnostics.append(fault_diagnostic(item, "resolve"))

    def recogniser_hook(self, lib: str, hook, stage: str, lost: str) -> list:
        """The items recogniser ``lib``'s program-wide ``hook`` (its ``declared`` or
        ``review``) lists, ``[]`` when it has none. Rule ``internal.contained-fault``: a fault
        in the hook costs what it lists, noted once (:meth:`note_fault`, no place) as a fault
        of ``recogniser <lib> (<stage>)`` with ``lost`` left out; the other recognisers' hooks
        run."""
        if hook is None:
            return []
        try:
            return list(hook(self.program))
        except Exception as exc:  # noqa: BLE001 - one recogniser's fault must not end the run
            if raise_faults():
                raise
            self.note_fault(fault(exc, None, stage, lost)._replace(
                component=f"recogniser {lib} ({stage})"))
            return []

    def each_request(self, step: Callable[[Emitted], Iterable[Emitted]],
                     items: list[Emitted]) -> list[Emitted]:
        """The items ``step`` makes of each of ``items``, in order (a step of :meth:`finish`).
        Rule ``internal.contained-fault``: a fault in ``step`` costs that one request, noted at
        its library call site (:meth:`note_fault`)."""
        out: list[Emitted] = []
        for item in items:
            try:
                out.extend(step(item))
            except Exception as exc:  # noqa: BLE001 - one request's fault must not end the run
                if raise_faults():
                    raise
                where = item.template.sites[0].where if item.template.sites else None
                self.note_fault(fault(exc, where, "resolution",
                                      "the request this call site makes is"))
        return out

    def site_frame(self, frame: Frame, call: Call) -> Frame:
        """The frame ``call``, written in ``frame``, runs in: rule ``this.field-initialiser``
        (:func:`~code2skill.class_layers.field_owner`), a module-level call written in a class
        body runs with an instance of the class as ``this``; ``frame`` itself otherwise."""
        if frame.fid is not None or frame.this is not None:
            return frame
        owner = field_owner(self.modules[frame.path], call.span)
        return frame if owner is None else Frame(frame.path, None, owner)

    def within_variants(self, deferred: list[RequestTemplate], path: str,
                        fn: FunctionFact | None) -> list[RequestTemplate]:
        """Rule ``budget.request-variants``: a function passes at most :data:`MAX_DEFERRED`
        request variants to its callers (wrappers that each call the one below twice make
        2^n); past it the first ones are kept, with one ``limit`` diagnostic naming the
        function, so the run stays linear."""
        if len(deferred) <= MAX_DEFERRED:
            return deferred
        self.note_limit(path, fn.span if fn else None, "request-variants",
                        f"{fn.name if fn and fn.name else 'a function'} makes more than "
                        f"{MAX_DEFERRED:,} request variants for its callers: the first "
                        f"{MAX_DEFERRED:,} are kept")
        return deferred[:MAX_DEFERRED]

    def with_return_type(self, template: RequestTemplate, site: CallSite, frame: Frame,
                         fn: FunctionFact | None, depth: int) -> RequestTemplate:
        """Rule ``output.wrapper-return-type``: ``template``, made at ``site`` in ``fn``, with
        ``fn``'s declared return type added when ``fn`` returns the request's result as it is
        (``return api.get(…)``, ``return (await fetch(…)).json()``; with a response
        interceptor, only what the call itself resolves to, since the interceptor decides what
        ``.data`` is); a function that returns anything else closes the chain, so the types of
        its callers are never claimed."""
        if fn is None or not template.returns_open:
            return template
        returned = self.returns(fn.fid, depth)
        options = returned.options if isinstance(returned, AltV) else (returned,)
        if not any(isinstance(o, ResponseV) and not o.path and o.sites[:1] == (
                (frame.path, site.call.span),) and not (o.body and template.handlers)
                for o in options):
            return replace(template, returns_open=False)
        if fn.return_type is None:
            return template
        text, span = fn.return_type
        return replace(template, return_types=template.return_types + (
            (text, (frame.path, span)),))

    def specialise(self, item: Emitted, depth: int = 0) -> list[Emitted]:
        """``item`` once per call of its function where the callers decide its path
        (:meth:`specialise_once`), else, when the callers pass their own parameters on for
        its path holes, once per call of theirs (:meth:`chained_callers`, rule
        ``wrapper.chained-literal-arguments``); ``depth`` counts the calls already climbed.
        A method-dispatch envelope whose method the callers give is one request per call first
        (:meth:`rpc_methods`), and a URL chosen among several templates one per template
        (:meth:`url_arms`)."""
        rpc = self.rpc_methods(item, depth)
        if rpc is not None:                              # rule wrapper.rpc-method-arguments
            return rpc
        arms = self.url_arms(item, depth)
        if arms is not None:
            return arms
        made = self.specialise_once(item)
        if len(made) != 1 or made[0] is not item or depth >= MAX_CALLER_HOPS:
            return made
        return self.chained_callers(item, depth) or made

    def rpc_methods(self, item: Emitted, depth: int) -> list[Emitted] | None:
        """Rule ``wrapper.rpc-method-arguments`` (:mod:`code2skill.rpc_envelopes`): a template
        emitted at ``f`` whose body is ``f``'s parameter or an envelope whose ``method`` is one
        (``sendRequest(data)``, ``call(method, params)``) is one template per known call of
        ``f`` when some call sends an envelope, so each call's method reaches its request; a
        call handing on a parameter of its own as the method (``sendTorrentSetRequests(method,
        ids)``) is followed to its callers (:meth:`specialise`, at most
        :data:`MAX_CALLER_HOPS` calls up); a call of ``f`` inside ``f`` (a retry resending
        what it was given) repeats its other calls' requests and adds none. ``None`` when the
        body's method is not its callers' or no call sends an envelope (a whole body a call
        hands on from its own parameter is not followed further)."""
        fid = item.fid
        param = open_method(item.template.body, fid)
        if param is None:
            return None
        callers = [c for c in self.callers.get(fid, []) if not nested_in(self, c[1], {fid})]
        mappings = [self.bind_args(fid, args, 0) for _, _, args, _ in callers]
        if item.template.body == param and not any(
                envelope_method(m.get(param.name)) is not None for m in mappings):
            return None                             # (a plain wrapper sending its callers' data)
        out: list[Emitted] = []
        for (path, caller_fid, _, span), mapping in zip(callers, mappings):
            for made in self.caller_emitted(item, path, caller_fid, span, mapping,
                                            RPC_RULE):
                lifted = self.specialise(made, depth + 1) if depth < MAX_CALLER_HOPS \
                    and open_method(made.template.body, caller_fid) is not None else [made]
                out.extend(lifted)
            if len(out) > MAX_DEFERRED:
                return None
        if not any(envelope_method(o.template.body) is not None for o in out):
            return None
        return out

    def url_arms(self, item: Emitted, depth: int) -> list[Emitted] | None:
        """Rule ``wrapper.url-arm-arguments``: a template emitted at ``f`` whose URL is one of
        several templates (``let url = base + '/' + type; if (id) url += '/' + id``) that no
        call of ``f`` chooses alone (rule ``url.caller-arms`` decides the others) is one
        template per URL, each specialised by the callers' arguments as a template of that URL
        alone would be (:meth:`specialise`); an arm into whose path a call puts an object
        (``find('posts', {page: 1})`` for the ``id`` of ``/posts/{id}``) is not that call's
        request: the object would be sent as ``[object Object]``. ``None`` when the URL is no such choice, ``f`` has
        no known call, or no arm is specialised (the choice stays one template)."""
        url = item.template.url
        if not (isinstance(url, AltV) and url.kind == "any") or not item.fid \
                or not self.callers.get(item.fid) or self.caller_arms(item) is not None:
            return None
        arms = [Emitted(replace(item.template, url=option), item.path, item.fid)
                for option in dict.fromkeys(any_options(url))]
        made = [self.specialise(arm, depth) for arm in arms]
        if all(len(m) == 1 and m[0] is arm for m, arm in zip(made, arms)):
            return None
        return [e for m in made for e in m
                if not any(isinstance(h.value, ObjV) for h in path_holes(e.template.url))]

    def chained_callers(self, item: Emitted, depth: int) -> list[Emitted] | None:
        """Rule ``wrapper.chained-literal-arguments``: a template emitted at ``f`` whose path
        holes are ``f``'s parameters or their members, where every known call of ``f`` passes
        for them fixed text or a parameter of its own function (unchanged, ``onSubmit(kind)``
        → ``f(kind)``, or as a member of an object literal, ``f({actionType: kind})``), some
        of them a parameter, is one template per call of ``f`` when each template bound to a
        parameter is, in turn, one per call of its function (:meth:`specialise`, at most
        :data:`MAX_CALLER_HOPS` calls up): the calls at the top name the endpoints, each hop
        a step of the evidence. ``None`` when a call passes anything else, a caller's
        template stays open (one of its callers passes no fixed text), another hole of the
        path is no parameter of ``f`` (a ``this`` member its subclasses fill: rule
        ``this.subclass-value``), or the calls at the top name one path only (``rename('m1')``
        far up the chain is a sample identifier, not the choice of an operation): the
        holes stay inputs, never guessed."""
        fid = item.fid
        callers = self.callers.get(fid, []) if fid else []
        slots = own_path_slots(item.template, fid) if callers else []
        if not slots or len(slots) < len(path_holes(item.template.url)):
            return None
        out: list[Emitted] = []
        for path, caller_fid, args, span in callers:
            mapping = self.bind_args(fid, args, 0)
            passed = [self.substitute(slot, fid, mapping) for slot in slots]
            own = [isinstance(v, ParamV) and v.fid == caller_fid for v in passed]
            if not all(o or segment_text(item.template.url, s, v)
                       for o, v, s in zip(own, passed, slots)):
                return None
            rule = CHAINED_RULE if any(own) else MEMBER_RULE if any(
                s.path for s in slots) else "wrapper.literal-arguments"
            for made in self.caller_emitted(item, path, caller_fid, span, mapping, rule):
                lifted = self.specialise(made, depth + 1) if any(own) else [made]
                if len(lifted) == 1 and lifted[0] is made and any(own):
                    return None
                out.extend(lifted)
            if len(out) > MAX_DEFERRED:
                return None
        return out if len({path_shape(o.template.url) for o in out}) > 1 else None

    def specialise_once(self, item: Emitted) -> list[Emitted]:
        """Rule ``wrapper.literal-arguments``: a template emitted at ``f`` whose path holes are
        ``f``'s parameters, where every known call of ``f`` passes fixed text for them
        (``load('users')``, ``load('orders')``), or one of several fixed texts (the variable
        of ``for (const cmd of ['topPrio', 'bottomPrio'])``: :func:`fixed_texts`), is one
        template per call: the callers name the endpoints. Likewise (rule ``wrapper.literal-field-arguments``) when a top-level
        body field or query parameter is one of ``f``'s parameters and every call passes a
        literal for it, of two or more values (``bulkEdit(ids, 'delete')``,
        ``bulkEdit(ids, 'add_tag')``), or when the whole body is one of ``f``'s parameters
        and every call passes an object literal with a literal at one key, of two or more
        values (``manage({action: 'getMonitors'})``, ``manage({action: 'deleteMonitor'})``):
        the callers' values may be different operations
        (:mod:`code2skill.passes.discriminator`). Rule ``wrapper.path-tail-arguments``
        (:mod:`code2skill.path_tail`): likewise when a call fills a path hole with a path of
        two segments or more (``Get('stock/products/' + productId)`` of ``'/api/' +
        apiFunction``): the hole is the rest of the path, so every call names its own endpoint.
        Rule ``wrapper.unknown-argument``: when the other calls pass for the holes only values
        the source does not show (``showLog(Logs.lastType)`` beside ``showLog('general')``),
        the template stays as it is for them (its holes inputs) and each call passing fixed
        text names its own endpoint. Rule ``wrapper.literal-member-arguments``: likewise when
        the holes are members of ``f``'s parameters (`` `/auth/${data.actionType}` ``) and
        every call passes fixed text at those members (``f({actionType: 'login', …})``,
        ``f({actionType: 'register', …})``, a store's ``dispatch(ACTION, {actionType:
        'login'})``). Rule ``wrapper.statement-arguments`` (:mod:`code2skill.sql_statements`):
        likewise, one template per call, when a top-level body field or query parameter is one
        of ``f``'s parameters and some call fills it with a data-changing SQL statement
        (``runStatement("DROP TABLE " + name)``), so the statement reaches the request.
        Otherwise the template stays as it is."""
        arms = self.caller_arms(item)
        if arms is not None:                                  # rule url.caller-arms
            return arms
        fid = item.fid
        callers = self.callers.get(fid, []) if fid else []
        holes = own_path_params(item.template, fid) if fid else set()
        members = own_path_members(item.template, fid) if fid and callers else []
        fields = own_field_params(item.template, fid) - holes if fid and callers else set()
        whole = own_body_param(item.template, fid) if fid and callers else None
        if not callers or not (holes or members or fields or whole):
            return [item]
        mappings = [self.bind_args(fid, args, 0) for _, _, args, _ in callers]
        if members and not holes and all(segment_text(item.template.url, member,
                                                      self.substitute(member, fid, m))
                                         for m in mappings for member in members):
            return [e for (path, caller_fid, _, span), mapping in zip(callers, mappings)
                    for e in self.caller_emitted(item, path, caller_fid, span, mapping,
                                                 MEMBER_RULE)]
        if not (holes or fields or whole):
            return [item]
        slot = {s.name: s for s in own_path_slots(item.template, fid) if not s.path}
        fixed = [all(segment_text(item.template.url, slot[name], m.get(name)) for name in holes)
                 for m in mappings]
        named = bool(holes) and all(fixed)
        if holes and not named and any(fixed) and all(
                f or all(isinstance(m.get(name), UnknownV) for name in holes)
                for f, m in zip(fixed, mappings)):        # rule wrapper.unknown-argument
            return [item] + [e for (path, caller_fid, args, span), mapping, f in zip(
                callers, mappings, fixed) if f for e in self.caller_emitted(
                    item, path, caller_fid, span, mapping, "wrapper.unknown-argument")]
        if not named and any(statement_effect(m.get(name)) for m in mappings
                             for name in fields):          # rule wrapper.statement-arguments
            return [e for (path, caller_fid, _, span), mapping in zip(callers, mappings)
                    for e in self.caller_emitted(item, path, caller_fid, span, mapping,
                                                 STATEMENT_RULE)]
        kinds = kind_holes(item.template.url, slot, holes, mappings) if not named else set()
        if kinds:                                           # rule wrapper.literal-kind-arguments
            return [e for (path, caller_fid, _, span), mapping in zip(callers, mappings)
                    for e in self.caller_emitted(item, path, caller_fid, span, mapping,
                                                 KIND_RULE)]
        tails = tail_params(holes, mappings) if not named else set()
        if not named and not tails and not any(
                len({repr(literal_of(m.get(name))) for m in mappings}) > 1 and
                all(literal_of(m.get(name)) is not None for m in mappings)
                for name in fields) and not (
                whole is not None and literal_keys_vary([m.get(whole) for m in mappings])):
            return [item]
        out = []
        for (path, caller_fid, args, span), mapping in zip(callers, mappings):
            out.extend(self.caller_emitted(item, path, caller_fid, span, mapping,
                                           "wrapper.literal-arguments" if named else
                                           TAIL_RULE if tails else
                                           "wrapper.literal-field-arguments"))
        return out

    def caller_arms(self, item: Emitted) -> list[Emitted] | None:
        """Rule ``url.caller-arms`` (:mod:`code2skill.caller_arms`): a template emitted at
        ``f`` whose URL is chosen by whether one of ``f``'s own parameters is set
        (``id == null ? url : `${url}/${id}```), where every known call of ``f`` decides each
        such test with its argument (its default when it passes nothing), is one template
        per call, each holding only the branch that call takes; ``None`` when ``f`` has no
        known call, no such test, or a call that leaves one open."""
        fid = item.fid
        callers = self.callers.get(fid, []) if fid else []
        choices = choices_in(item.template.url, fid) if callers else []
        if not choices:
            return None
        mappings = [self.bind_args(fid, args, 0) for _, _, args, _ in callers]
        # per call: the choices rule url.passed-arm decided → the option that call takes
        assumed: list[dict[AltV, int]] = [{} for _ in mappings]
        notes: list[list[tuple]] = [[] for _ in mappings]   # per call: its review notes
        for choice in choices:
            subject, op, literal = choice.test
            decisions = [decide_test(self.substitute(subject, fid, m), op, literal)
                         for m in mappings]
            for index, (path, _, args, span) in enumerate(callers):
                written = self.written_argument(fid, args, subject.name)
                if decisions[index] is None and self.passes_value(written):
                    decisions[index] = passed_outcome(choice, written)
                    if decisions[index] is not None:
                        assumed[index][choice] = 0 if decisions[index] else 1
                        notes[index] += self.unseen_callback_value(written, subject.name,
                                                                   path, span)
            if taken_by_callers(choice, decisions) is None:
                return None
        out = []
        for (path, caller_fid, _, span), mapping, taken, noted in zip(
                callers, mappings, assumed, notes):
            chosen = item if not taken else replace(item, template=replace(
                item.template, notes=item.template.notes + tuple(noted),
                url=pruned(item.template.url, lambda c: ((taken[c],) if c in taken else None))))
            out.extend(self.caller_emitted(chosen, path, caller_fid, span, mapping,
                                           PASSED_RULE if taken else CALLER_RULE))
        return out

    def chosen_arm(self, item: Emitted) -> list[Emitted]:
        """Rule ``wrapper.chosen-arm`` (:mod:`code2skill.chosen_arms`): ``item`` when some
        call takes each arm of a test on a parameter its request is made in, nothing when no
        call does; when no call is known to take an arm and one passes a value the source
        does not fix, ``item`` with a ``medium`` note naming the helper and its test."""
        item = self.keyed_arm(item)
        arms = [(subject, arm) for subject, op, arm in item.template.run_guards
                if op == ARM_OP]
        outcomes = [self.arm_taken(subject, arm, item.fid, 0) for subject, arm in arms]
        untaken = next((arm for (_, arm), o in reversed(list(zip(arms, outcomes)))
                        if o is False), None)                      # the innermost test
        if untaken is not None:
            where = library_site(item.template.sites).where
            self._untaken.setdefault(where, (item.template.lib, untaken))
            return []
        method = text_of(item.template.method)
        notes = tuple(open_note(arm, method) for (subject, arm), o in zip(arms, outcomes)
                      if o is None and self.arm_called(subject))
        return [replace(item, template=replace(item.template, notes=item.template.notes + notes))
                ] if notes else [item]

    def keyed_arm(self, item: Emitted) -> Emitted:
        """Rule ``wrapper.chosen-arm``: ``item``, made in a function called only by one
        lookup by a parameter (``handlers[method]()``), with that lookup's run guard when it
        lacks it; the key left out of its call sites' function labels (``handlers.<redacted:
        credential>``) when the parameter names a credential (``handlers[apiKey]()``)."""
        lookups = self._keyed_arms.get(item.fid or "", {})
        calls = {(path, span) for path, _, _, span in self.callers.get(item.fid or "", [])}
        if len(lookups) != 1 or calls != set(lookups):
            return item
        [guard] = lookups.values()
        template = item.template
        if guard not in template.run_guards:
            template = replace(template, run_guards=template.run_guards + (guard,))
        name = self.function(item.fid).name
        label = keyed_label(name, guard[2])
        if label != name:
            template = replace(template, sites=tuple(
                replace(site, function=label) if site.function == name else site
                for site in template.sites))
        return replace(item, template=template)

    def note_untaken(self, templates: Iterable[RequestTemplate]) -> None:
        """Rule ``wrapper.chosen-arm``: remember the library call of each of ``templates``,
        requests no call makes since none takes the arm they are made in, with the test of
        that arm (:meth:`untaken_review` reports those no other request comes from)."""
        for template in templates:
            arm = next((a for subject, op, a in reversed(template.run_guards)   # innermost
                        if op == ARM_OP and decide_arm(subject, a) is False), None)
            if arm is not None and template.sites:
                self._untaken.setdefault(library_site(template.sites).where,
                                         (template.lib, arm))

    def untaken_review(self) -> None:
        """Rule ``wrapper.chosen-arm``: an ``info`` item for each library call in an arm no
        call takes and from which no emitted request comes, so that coverage counts it
        reviewed rather than unresolved."""
        made = {library_site(e.template.sites).where for e in self.emitted if e.template.sites}
        for where, (lib, arm) in sorted(self._untaken.items()):
            if where not in made:
                self.reviewed_sites[where] = lib
                self.library_review.add(Problem("info", untaken_message(lib, where, arm), where,
                                                ARM_RULE))

    def arm_taken(self, subject: Value, arm: ArmTest, fid: str | None, depth: int
                  ) -> bool | None:
        """Rule ``wrapper.chosen-arm``: whether a call runs the arm ``arm`` tests, its
        parameter holding ``subject``: decided by ``subject`` itself, else, when it is a
        parameter of a function with known calls, by what those calls pass (at most
        :data:`MAX_CALLER_HOPS` functions up); ``None`` when not known."""
        decided = decide_arm(subject, arm)
        if decided is not None or depth >= MAX_CALLER_HOPS or not (
                isinstance(subject, ParamV) and not subject.path and not subject.coded
                and subject.fid in self.callers):
            return decided
        return callers_outcome([self.arm_taken(value, arm, fid, depth + 1)
                                for value in self.passed_values(subject)])

    def passed_values(self, param: ParamV) -> tuple[Value, ...]:
        """Rule ``wrapper.chosen-arm``: the value each known call of ``param``'s function
        passes for it, worked out once per parameter (each arm of a helper is decided
        against the same values)."""
        if param not in self._passed_values:
            self._passed_values[param] = tuple(
                self.substitute(param, param.fid, self.bind_args(param.fid, args, 0))
                for _, _, args, _ in self.callers[param.fid])
        return self._passed_values[param]

    def arm_called(self, subject: Value) -> bool:
        """Rule ``wrapper.chosen-arm``: whether the value ``subject`` of an undecided arm came
        from a call (an argument or a caller's parameter), not from a parameter of a helper
        nothing is seen calling (the one making the request, or looking up the function that
        makes it)."""
        return not (isinstance(subject, ParamV) and subject.fid not in self.callers)

    def unseen_callback_value(self, value: Value | None, name: str, path: str,
                              span: Span) -> list[tuple[str, str, Where, str]]:
        """Rule ``url.passed-arm``: the review note of the call at (``path``, ``span``) when
        the value it passes for ``name``, by which only the URL holding it is offered, is a
        parameter of a callback no call of which is seen (``switchMap((span) =>
        api.get$(span))``: what the library hands the callback may be nothing); ``[]``
        otherwise."""
        fn = self.function(value.fid) if isinstance(value, ParamV) and not value.path \
            and value.fid not in self.callers else None
        if fn is None or not fn.name.startswith("<"):
            return []
        return [("low", f"{name} is the parameter {value.name} of a callback whose calls are "
                 f"not seen: only the URL holding {name} is offered for this call; if the "
                 "callback can be handed nothing, the URL without it is requested too",
                 self.where(path, span), PASSED_RULE)]

    def written_argument(self, fid: str, args: tuple[Value, ...], name: str) -> Value | None:
        """The argument a call of ``fid`` with ``args`` writes for its positional parameter
        ``name`` as the caller gave it (no default, no declared type put on it); ``None``
        when the call writes none there or ``name`` is no such parameter."""
        fn = self.function(fid)
        index = next((i for i, p in enumerate(fn.params) if p.name == name and not p.rest),
                     None) if fn else None
        return args[index] if index is not None and index < len(args) else None

    def passes_value(self, value: Value | None, depth: int = 0) -> bool:
        """Rule ``url.passed-arm``: whether ``value``, an argument a call writes, is a value
        that call passes: not visibly absent (:func:`~code2skill.caller_arms.maybe_absent`),
        and when it is a parameter of a function whose calls are known, passed by each of
        them (at most :data:`MAX_CALLER_HOPS` functions up)."""
        if value is None or maybe_absent(value):
            return False
        if not isinstance(value, ParamV) or value.fid not in self.callers:
            return True
        return depth < MAX_CALLER_HOPS and all(
            self.passes_value(self.written_argument(value.fid, args, value.name), depth + 1)
            for _, _, args, _ in self.callers[value.fid])

    def unpassed_marked(self, item: Emitted) -> Emitted:
        """Rule ``url.unpassed-arm`` (:mod:`code2skill.caller_arms`): ``item`` with the
        presence tests its URL still holds on parameters of functions no call of which was
        seen recorded in :attr:`RequestTemplate.unpassed` (a factory's closure no call of
        which was seen has them already: :meth:`factory_closures`)."""
        found = unpassed(item.template.url,
                         lambda fid: fid in self.callers or fid in self.unapplied)
        return replace(item, template=with_unpassed(item.template, found)) if found else item

    def link_effect_calls(self) -> None:
        """Rule ``redux-saga.call-effect`` (:mod:`code2skill.saga_effects`): add to
        :attr:`callers` the calls redux-saga's effects make (``yield call(request,
        api.getUsers)``, and through it ``api.getUsers(headers)``), kept in
        :attr:`effect_callers`. Run once every request is emitted, as
        :meth:`link_applied_calls`."""
        self.effect_callers = effect_calls(self)
        for fid, entries in self.effect_callers.items():
            known = self.callers.setdefault(fid, [])
            known.extend(e for e in entries if e not in known)

    def effect_specialised(self, item: Emitted) -> list[Emitted]:
        """Rule ``redux-saga.call-effect``: ``item`` made once per call a redux-saga effect
        makes of its function (:attr:`effect_callers`), that effect a hop of its evidence,
        when those calls' arguments change it (a header object a saga adds, a path
        argument), beside ``item`` itself while other calls of the function are known; else
        ``item`` as it is."""
        entries = self.effect_callers.get(item.fid or "", [])
        made = [e for path, caller_fid, args, span in entries
                for e in self.caller_emitted(item, path, caller_fid, span,
                                             self.bind_args(item.fid, args, 0), SAGA_RULE)]
        changed = any(substitute_template(self, item.template, item.fid, self.bind_args(
            item.fid, args, 0)) != item.template for _, _, args, _ in entries)
        if not (made and changed):
            return [item]
        others = any(c not in entries for c in self.callers.get(item.fid, []))
        return [item] + made if others else made

    def link_applied_calls(self) -> None:
        """Rule ``wrapper.applied-function`` (:mod:`code2skill.applied_calls`): add to
        :attr:`callers` the calls of each function a helper applies to its other arguments
        (``cachedRequest(api.listStatistics$, 250, timespan)``), and note in
        :attr:`unapplied` the functions handed to a call that never visibly applies them. Run
        once every request is emitted, so a function called only that way still makes its
        own."""
        applied = applied_calls(self.callers, self.functions, self.calls_by_scope)
        for fid, entries in applied.items():
            known = self.callers.setdefault(fid, [])
            known.extend(e for e in entries if e not in known)
            self.applied_sites.update((fid, path, span) for path, _, _, span in entries)
        self.unapplied = handed_functions(self.callers, applied)

    def caller_emitted(self, item: Emitted, path: str, caller_fid: str | None, span: Span,
                       mapping: dict[str, Value], rule: str) -> list[Emitted]:
        """``item``'s template with its function's parameters bound to ``mapping``, the call
        at ``span`` in ``caller_fid`` of ``path`` a hop of its evidence by ``rule``."""
        caller = self.function(caller_fid)
        hop = Site((path, span), known_name(self, caller, path), rule)
        made = substitute_template(self, item.template, item.fid, mapping)
        if never_made(made):                               # rule wrapper.guarded-call
            return []
        if (item.fid, path, span) in self.applied_sites:     # rule wrapper.applied-function
            made = made.via(Site((path, span), known_name(self, caller, path), APPLIED_RULE))
        return [Emitted(made.via(hop), path, caller_fid)]

    def form_actions(self) -> list[Emitted]:
        """Rule ``svelte.form-action`` (:mod:`code2skill.svelte_forms`): the requests of a
        submit handler a parent passes to a form component, whose URL reads the submitted
        form's ``action``, once per element rendering the component with that element's
        ``action`` (the element a hop of the evidence; an action reading the parent's own props
        is filled per element rendering the parent, rule ``svelte.prop-binding``). One medium
        review item at the element instead when the parent's top level does not show the
        ``action``, or when the action is one of several URLs and the handler makes several
        requests to it (``formActionLookup ? urlLookup : '/create'`` with ``if
        (formActionLookup) lookup(form.action) else create(form.action)``): which request
        goes to which URL is not proven."""
        out: list[Emitted] = []
        for found in form_handlers(self.modules, self.module_resolver.resolve):
            pending = self._summary_cache.get((found.path, found.fid), [])
            if not pending:
                continue
            self._form_handlers.add(found.fid)
            where = self.where(found.path, found.element.span)
            action = self.evaluate(found.action, Frame(found.path, None)) \
                if found.action is not None else UnknownV("no-action")
            form = ObjV((PropV("action", action, where),))
            made = [substitute_template(self, t, found.fid, {found.param: form})
                    for t in pending]
            made = [m for m, t in zip(made, pending) if m.url != t.url]   # reads the action
            own = self.svelte_props.get(found.path)
            if not made:
                continue
            if any(not has_fixed_text(m.url) and not (
                    own is not None and mentions_param(m.url, frozenset({own.fid})))
                    for m in made):
                reason = "could not read the action this element gives"
            elif len(made) > 1 and isinstance(action, AltV) and len(action.options) > 1:
                reason = (f"cannot tell which of its {len(made)} requests goes to which of "
                          f"the {len(action.options)} actions this element gives")
            else:
                hop = Site((found.path, found.element.span), None, FORM_ACTION_RULE)
                out.extend(Emitted(m.via(hop), found.path, found.fid) for m in made)
                continue
            self.library_review.add(Problem(
                "medium", f"<{found.element.tag}> passes a submit handler whose requests go "
                f"to the submitted form's action, and code2skill {reason} (rule "
                f"{FORM_ACTION_RULE}); an endpoint reached only through it is not in the contract",
                where, FORM_ACTION_RULE))
        return out

    def bound_props(self, item: Emitted) -> list[Emitted]:
        """Rule ``vue.prop-binding``: a template whose method or URL reads a prop of a Vue
        options component (``api.get(this.endpoint)``) is one template per template element
        rendering that component, each with the props that element fixes (a static attribute,
        ``endpoint="/config/mqtt"``, or the prop's literal default), the element its naming
        evidence: each parent names its own endpoint, and the props one element binds stay
        together (its ``save-method="put"`` never pairs with another's ``endpoint``). A prop no
        element fixes stays the component's input; a component no analysed template renders
        keeps the template as it is."""
        items = [item]
        for component in self.components.values():
            fids = frozenset({component.fid})
            if not any(mentions_param(i.template.url, fids) or
                       mentions_param(i.template.method, fids) for i in items):
                continue
            uses = self.rendered_by(component)
            if uses:
                items = [made for i in items for made in self.rendered(i, component, uses)]
        return items

    def rendered_by(self, component: Component) -> list:
        """The ``(parent module, element)`` of every template element rendering
        ``component`` (rule ``vue.prop-binding``), worked out once a run."""
        uses = self._renders.get(component.fid)
        if uses is None:
            uses = self._renders[component.fid] = renders(
                component, self.modules, self.module_resolver.resolve)
        return uses

    def rendered(self, item: Emitted, component: Component, uses: list) -> list[Emitted]:
        """``item`` once per element of ``uses`` rendering ``component`` that fixes a prop its
        method or URL reads (rule ``vue.prop-binding``), that element a hop of its evidence;
        ``item`` itself (once) when some element fixes none of them."""
        out, kept = [], False
        template = item.template
        unfixed = substitute_template(self, template, component.fid, {})   # as substituted
        for parent, use in uses:
            mapping = {}
            for name, (lit, given) in bound_literals(component, use).items():
                value = self.evaluate(lit, Frame(parent if given else component.path, None))
                if isinstance(lit, Lit):
                    mapping[name] = value
                elif self.bound_in_setup(parent, lit, value):   # rule vue.setup-props
                    mapping[name] = value.props[0].value if is_ref(value) else value
            mapping.update(self.computed_props(parent, use, component, mapping))
            made = substitute_template(self, template, component.fid, mapping)
            if made.url == unfixed.url and made.method == unfixed.method:
                if not kept:
                    out.append(item)
                kept = True
                continue
            hop = Site((parent, use.span), None, SVELTE_PROPS_RULE
                       if component.path in self.svelte_props else "vue.prop-binding")
            out.append(Emitted(made.via(hop), item.path, item.fid))
        return out

    def computed_props(self, parent: str, use, component: Component,
                       fixed: dict[str, Value]) -> dict[str, Value]:
        """Rule ``vue.prop-binding``: the props of ``component`` that element ``use`` of a
        ``<script setup>`` parent binds to one call of the markup (``:href="route('x.delete',
        {id: item.id})"``, rule ``source.markup-expression``), each that call's value read
        where the markup runs; props ``fixed`` already has, and values the call leaves
        unknown, are left out."""
        names = {name for name, _ in component.props} - set(fixed)
        module = self.modules.get(parent)
        if module is None or not use.computed or any(
                c.path == parent and c.path not in self.setup_props
                and c.path not in self.svelte_props for c in self.components.values()):
            return {}                         # an options component's markup reads `this`
        out = {}
        for attribute, span in use.computed:
            site = markup_call(module.calls, span) if camel(attribute) in names else None
            value = self.evaluate(site.call, Frame(parent, site.scope)) if site else None
            if value is not None and not isinstance(value, UnknownV):
                out[camel(attribute)] = value
        return out

    def bound_in_setup(self, parent: str, expr: Expr, value: Value) -> bool:
        """Rule ``vue.setup-props``: whether a parent's bound attribute (a plain name or
        dotted path; in a Svelte markup also a template of such paths, rule
        ``svelte.prop-binding``) names values of its ``<script setup>`` top level: the parent
        is no options component (whose template reads ``this``, not the module), every name
        one of its top-level bindings (or, in a Svelte component, its own props), and the
        value known."""
        paths = [h.expr for h in expr.parts if isinstance(h, Hole)] \
            if isinstance(expr, Tmpl) else [expr]
        heads = []
        for head in paths:
            while isinstance(head, Member):
                head = head.obj
            heads.append(head)
        module = self.modules.get(parent)
        own = dict(self.svelte_props[parent].props) if parent in self.svelte_props else {}
        return module is not None and all(
            isinstance(head, Ref) and (head.name in module.bindings or head.name in own)
            for head in heads) \
            and not any(c.path == parent and c.path not in self.setup_props
                        and c.path not in self.svelte_props
                        for c in self.components.values()) \
            and not isinstance(value, UnknownV)

    def assume_passed(self, item: Emitted) -> Emitted:
        """Rule ``value.required-parameter`` (:mod:`code2skill.required_params`): the URL of
        ``item`` with the open tests on required parameters of its function decided."""
        fn = self.function(item.fid) if item.fid else None
        tests = open_tests(item.template.url) if fn else []
        arity = [len(args) for _, _, args, _ in self.callers.get(item.fid, [])]
        known = passed_tests(tests, fn, passed(fn, arity), NEGATION) if tests else ()
        if not known:
            return item
        return replace(item, template=replace(item.template,
                                              url=assume(item.template.url, known)))

    def captured_template(self, template: RequestTemplate, target: FnV) -> RequestTemplate:
        """``template`` of a call of ``target`` with the factory arguments ``target`` captured
        put in (each factory call a hop of evidence, rule ``closure.factory-arguments``)."""
        for capture in target.captured:
            self._captures_called.add(capture.where)
            caller = self._innermost_function(*capture.where)
            template = (passed_item(template, capture) if capture.items else
                        substitute_template(self, template, capture.factory,
                                            dict(capture.mapping))).via(
                Site(capture.where, known_name(self, caller, capture.where[0]), capture.rule))
        return template

    def factory_closures(self) -> list[Emitted]:
        """Rule ``closure.factory-arguments``: a function returned by a factory
        (``function f(url) { return p => $.ajax({url, data: p}) }``) captures the factory
        call's arguments. When the returned function's own calls are not found (it is stored
        in a handler map dispatched by name) and its requests still wait for the factory's
        parameters, each factory call (``f('/tag')``, ``f('/indexer')``) names one request,
        with the factory call as the naming evidence. A request whose method or URL start
        still depends on the returned function's own parameters stays deferred (reported by
        rule ``coverage.unresolved-site``).

        Rule ``closure.enclosing-call``: a nested function nobody in the program calls by name
        and its enclosing function does not return (handed to the framework: an effect, an
        event handler, a timer: ``useEffect(() => fetch(`/api/${endpoint}`))`` in a component
        ``({endpoint})``) runs, if at all, with the values of one call of its enclosing
        function: each such call (a JSX element ``<Edit endpoint="devices"/>`` included) names
        one request the same way. An arrow whose requests were followed for the instance its
        method ran for (rule ``this.arrow-instance``) is not run again for no instance."""
        out: list[Emitted] = []
        per_instance = {key[1] for key in self._instance_cache}
        for path in sorted(self.modules):
            for fid, fn in self.modules[path].functions.items():
                pending = self._summary_cache.get((path, fid), [])
                factory = fn.parent
                if not pending or factory is None:
                    continue
                returned = fid in returned_fids(self.returns(factory, 0))
                if fid in per_instance and not returned:
                    continue
                if fid in self.callers and not returned:     # rule closure.outer-callers
                    pending = self.outer_pending(fid, factory, pending)
                    if not pending:
                        continue
                if not returned:                 # rule closure.caller-chain: a callback in a
                    factory = self.called_enclosing(factory)   # callback runs in its caller
                rule = "closure.factory-arguments" if returned else "closure.enclosing-call"
                by_owner: dict[str, list[RequestTemplate]] = {}
                for template in pending:
                    by_owner.setdefault(factory if returned else self.deciding_owner(
                        template, factory), []).append(template)
                for owner, templates in by_owner.items():
                    out.extend(self.enclosing_calls(
                        owner, templates, fid if owner == factory else owner,
                        rule if owner == factory else OUTER_PARAMETERS, returned))
        return out

    def outer_pending(self, fid: str, factory: str, pending: list[RequestTemplate]
                      ) -> list[RequestTemplate]:
        """Rule ``closure.outer-callers``: of the requests ``pending`` of nested function
        ``fid`` that the program calls by name, those still waiting for the parameters of its
        enclosing function ``factory`` (or one around it) when a call of ``fid`` stands
        outside ``factory`` (a stored callback run from elsewhere: ``config.onConfirm()``,
        where ``config.onConfirm = async () => post(endpoint)`` was set in
        ``openConfirm(endpoint)``); such a call cannot pass those parameters, the calls of
        ``factory`` do. None when every call of ``fid`` is inside ``factory``."""
        if all(caller_fid is not None and factory in self.param_scope(caller_fid)
               for _, caller_fid, _, _ in self.callers[fid]):
            return []
        if calls_carry_captures(factory, [(path, span) for path, _, _, span in self.callers[fid]],
                                [(captures, (path, span)) for captures, (path, _, _, span)
                                 in self.captured_callers.get(fid, [])]):
            return []                      # rule closure.captured-calls
        outer = self.param_scope(factory)
        return [t for t in pending if is_deferred(t, outer)]

    def enclosing_calls(self, factory: str, pending: list[RequestTemplate], fid: str,
                        rule: str, returned: bool) -> list[Emitted]:
        """The requests ``pending`` of a nested function substituted with each call of its
        enclosing function ``factory`` (rules ``closure.factory-arguments``,
        ``closure.enclosing-call``, ``closure.outer-parameters``), a call that leaves them
        waiting for the parameters of ``fid`` or a function around it skipped (``fid`` is
        ``factory`` itself where the functions between were never called by name: their
        parameters stay path parameters)."""
        out: list[Emitted] = []
        for caller_path, caller_fid, args, span in self.callers.get(factory, []):
            if (caller_path, span) in self._captures_called:
                continue
            mapping = self.bind_args(factory, args, 0)
            caller = self.function(caller_fid)
            hop = Site((caller_path, span), known_name(self, caller, caller_path), rule)
            for template in pending:
                made = self.call_guarded(substitute_template(self, template, factory, mapping),
                                         caller_path, caller_fid, span)
                if made is None:                            # rule wrapper.guarded-call
                    continue
                if is_deferred(made, self.param_scope(fid)):
                    continue       # a caller that names nothing: reported once, stranded
                if returned:       # rule url.unpassed-arm: no call of this one is seen
                    made = with_unpassed(made, unpassed(made.url, lambda f: f != fid))
                out.extend(self.passed_up(made.via(hop), caller_path, caller_fid,
                                          returned, 0))
        return out

    def deciding_owner(self, template: RequestTemplate, factory: str) -> str:
        """Rule ``closure.outer-parameters``: ``factory``, or when ``template`` waits for the
        parameters of a function further out and not for ``factory``'s (a click handler in a
        loop callback in a function nested in ``runMediaDialog(cameraId, mediaType)``,
        requesting ``basePath + mediaType + '/' + cameraId + '/delete'``), the nearest
        function enclosing ``factory`` whose parameters it waits for, at most
        :data:`MAX_CALLER_HOPS` levels up, when the program calls that function; ``factory``
        otherwise."""
        if is_deferred(template, frozenset({factory})):
            return factory
        fn = self.function(factory)
        cur, hops = (fn.parent if fn else None), 0
        while cur is not None and hops < MAX_CALLER_HOPS:
            if is_deferred(template, frozenset({cur})):
                return cur if cur in self.callers else factory
            fn = self.function(cur)
            cur, hops = (fn.parent if fn else None), hops + 1
        return factory

    def called_enclosing(self, fid: str) -> str:
        """Rule ``closure.caller-chain``: ``fid``, or when nothing calls it by name (a
        callback handed to a library, ``$(el).on('click', function () {…})``) the nearest
        function around it that the program calls, at most :data:`MAX_CALLER_HOPS` levels up;
        ``fid`` when there is none."""
        cur, hops = fid, 0
        while cur not in self.callers and hops < MAX_CALLER_HOPS:
            fn = self.function(cur)
            if fn is None or fn.parent is None or fid in returned_fids(self.returns(fn.parent, 0)):
                return fid
            cur, hops = fn.parent, hops + 1
        return cur if cur in self.callers else fid

    def declared_up(self, item: Emitted) -> list[Emitted]:
        """Rule ``closure.caller-chain`` for a declared request (a plugin's options): one
        whose URL or method waits for the parameters of the function declaring it, called
        only with a parameter of its caller passed on (``loadTable(options)`` from
        ``initTable(options)``), is substituted through those callers (:meth:`passed_up`);
        ``item`` itself when it waits for nothing, when a caller passes a value of its own
        (:meth:`specialise` names those) or when no caller names it."""
        fid = item.fid
        if fid is None or not is_deferred(item.template, self.param_scope(fid)) \
                or not self.callers.get(fid) or not all(
                    any(isinstance(a, ParamV) for a in args)
                    for _, _, args, _ in self.callers[fid]):
            return [item]
        return self.passed_up(item.template, item.path, fid, False, 0) or [item]

    def passed_up(self, template: RequestTemplate, path: str, fid: str | None,
                  returned: bool, hops: int, budget: list[int] | None = None) -> list[Emitted]:
        """Rule ``closure.caller-chain``: a closure's request substituted with one call of its
        enclosing function, emitted at that call's function ``fid``; when it still waits for
        the parameters of ``fid`` (the enclosing function was called with a parameter passed
        on, ``initAdd(options) { addRow(options) }``), substituted again with each call of
        ``fid``, at most :data:`MAX_CALLER_HOPS` times and :data:`MAX_DEFERRED` substitutions
        in all (``budget``, the substitutions left; past it one ``limit`` diagnostic, rule
        ``budget.request-variants``). Nothing when no caller names it (a URL with no fixed
        text, unless the closure is a factory's result)."""
        budget = [MAX_DEFERRED] if budget is None else budget
        if fid is not None and is_deferred(template, self.param_scope(fid)):
            if hops >= MAX_CALLER_HOPS:
                return []
            out: list[Emitted] = []
            owner = fid if fid in self.callers else self.deciding_owner(template, fid)
            rule = "closure.caller-chain" if owner == fid else OUTER_PARAMETERS
            for caller_path, caller_fid, args, span in self.callers.get(owner, []):
                if budget[0] <= 0:
                    self.note_limit(path, None, "request-variants",
                                    f"a request passed up through callers makes more than "
                                    f"{MAX_DEFERRED:,} variants: the first are kept")
                    break
                budget[0] -= 1
                caller = self.function(caller_fid)
                hop = Site((caller_path, span), known_name(self, caller, caller_path), rule)
                made = substitute_template(self, template, owner, self.bind_args(owner, args, 0))
                made = self.call_guarded(made, caller_path, caller_fid, span)
                if made is None:                            # rule wrapper.guarded-call
                    continue
                out.extend(self.passed_up(made.via(hop), caller_path, caller_fid, returned,
                                          hops + 1, budget))
            return out
        if not (returned or has_fixed_text(template.url)):
            return []
        return [Emitted(template, path, fid)]

    def with_enclosing_auth(self, template: RequestTemplate, frame: Frame) -> RequestTemplate:
        """Rule ``auth.enclosing-function``: the function that makes a request and sets an
        ``Authorization`` (or API-key) header anywhere in its body authenticates it, however
        the header object reaches the call (``headers.set('Authorization', …)``). The hints of
        a function are read once per run, however many requests it makes. A library whose
        requests carry only their own call's headers (``LibraryFacts.own_headers_only``: a UI
        library's upload element, rule ``ui-upload.action``) is not reached."""
        from code2skill.extractors.common import auth_in_function
        if frame.fid is None or template.lib in self.own_headers_only or \
                any(h.kind != "tenant" for h in template.auth):
            return template
        memo = self.pass_memo.setdefault("auth.enclosing-function", {})
        if frame.fid not in memo:
            memo[frame.fid] = auth_in_function(Context(self.program, frame, None),
                                               FnV(frame.fid), "auth.enclosing-function")
        hints = memo[frame.fid]
        return replace(template, auth=template.auth + hints) if hints else template

    def passed_clients(self, callee: ParamV) -> tuple[Value, ...]:
        """Rule ``wrapper.client-argument``: ``http.get`` of a parameter ``http`` that every
        known call of its function fills with a recognised client (``api(axios)``,
        ``load(instance)``, AngularJS's injected ``$http``: ``handleNfo($scope, $http)``) is
        that client's ``get``: the member ``callee.path`` of each
        distinct client passed; ``event.fetch`` of a parameter every call fills with a SvelteKit
        request event (``shelfBooks(event)`` in a load function, or the event parameter of
        another such helper, ``search(q, event)`` handing its own ``event`` on) is ``fetch``
        (rule ``sveltekit.event-fetch``). ``()`` when there is no call, or some call passes
        anything else (the call is then reviewed, :meth:`note_unknown_client`)."""
        key = (callee.fid, callee.name, callee.path)
        if key in self._passed_clients:
            return self._passed_clients[key]
        self._passed_clients[key] = ()                 # (recursion through the callers)
        fn = self.function(callee.fid)
        index = next((i for i, p in enumerate(fn.params) if p.name == callee.name), None) \
            if fn is not None else None
        clients: list[tuple[Value, int]] = []        # (client, members of callee.path read)
        if index is not None:
            for args in self.call_arguments(callee.fid):
                arg = args[index] if index < len(args) else None
                if isinstance(arg, ParamV) and callee.path == ("fetch",):
                    arg = self.request_event_member(arg, "fetch") \
                        or self.passed_event_fetch(arg)           # helper(event)
                    prefix = 1
                else:
                    prefix = 0
                if not isinstance(arg, (LibV, ClientV)) or isinstance(arg, LibV) and \
                        (arg.lib in ("js", "global") or arg.lib not in self.lib_globals.values()
                         and arg.lib not in self.lib_modules.values()
                         and arg.lib not in self.recogniser_ids):
                    clients = []
                    break
                if (arg, prefix) not in clients:
                    clients.append((arg, prefix))
        found = []
        for client, prefix in clients:
            for prop in callee.path[prefix:]:
                client = self.member(client, prop)
            found.append(client)
        self._passed_clients[key] = tuple(found)
        return self._passed_clients[key]

    def event_fetch_rule(self, site: CallSite, frame: Frame) -> str | None:
        """The rule by which the callee of ``site`` is a request event's ``fetch``
        (``event.fetch(…)``, ``({ event }) => event.fetch(…)``): ``sveltekit.event-fetch`` for
        the event of a function SvelteKit calls, ``sveltekit.event-type`` for a parameter
        declared with an event's type; ``None`` for any other callee (a destructured
        ``({ fetch }) => fetch(…)`` keeps ``fetch.call``: any parameter named ``fetch`` is
        ``fetch``)."""
        callee = site.call.callee
        if not isinstance(callee, Member) or callee.prop != "fetch":
            return None
        obj = self.evaluate(callee.obj, frame)
        home = self.functions.get(obj.fid) if isinstance(obj, ParamV) else None
        if home is None:
            return None
        return event_rule(home[1], self.event_parameters(obj.fid, home), obj.name, obj.path)

    def passed_event_fetch(self, param: ParamV) -> Value | None:
        """Rule ``sveltekit.event-fetch``: the ``fetch`` of parameter ``param`` (with its
        members ``param.path``) when every call of its function fills it with a request event,
        directly or through further helpers (:meth:`passed_clients`); else ``None``."""
        found = self.passed_clients(replace(param, path=param.path + ("fetch",)))
        return EVENT_FETCH if found == (EVENT_FETCH,) else None

    def declared_param_client(self, callee: ParamV) -> tuple[Value, ...]:
        """Rule ``client.declared-type``: ``http.get`` of a parameter declared with a known
        client type (``http: AxiosInstance``) that no call fills with a client is that
        client's ``get`` (:func:`~code2skill.typed_clients.declared_client`); ``()`` for any
        other parameter."""
        fn = self.function(callee.fid)
        param = next((p for p in fn.params if p.name == callee.name), None) \
            if fn is not None else None
        path = self.functions[callee.fid][0] if callee.fid in self.functions else None
        client = declared_client(self, path, param.type_text, None) \
            if param is not None and path is not None else None
        if client is None:
            return ()
        for prop in callee.path:
            client = self.member(client, prop)
        return (client,)

    def request_libraries(self) -> frozenset[str]:
        """The libraries the recognisers make requests of (by module and by global)."""
        return frozenset(lib for rec in self.recognisers
                         for lib in (*rec.modules.values(), *rec.globals.values()))

    def defaulted_client(self, callee: ParamV, depth: int) -> LibV | ClientV | None:
        """Rule ``client.parameter-default``: the recognised client a request function
        parameter (``f = fetch``) defaults to, when every known call of its function leaves it
        that client (:func:`~code2skill.function_parameters.keeps_default`), or passes its own
        such parameter (``summit_logs_create(log, f)`` inside a function whose ``f = fetch``);
        ``None`` for any other parameter."""
        key = (callee.fid, callee.name)
        memo = self.pass_memo.setdefault(DEFAULT_RULE, {})
        if key not in memo:
            memo[key] = None                           # (recursion through the callers)
            memo[key] = self._defaulted_client(callee, depth)
        return memo[key]

    def passed_fetch(self, param: ParamV) -> LibV | None:
        """Rule ``client.passed-fetch``: ``fetch`` when the whole parameter ``param`` (a
        factory's or constructor's ``fetchFn``, kept in a field the methods call) is filled
        with the Fetch API at every known call of its function: the global ``fetch``
        (``window.fetch``, ``globalThis.fetch``), a SvelteKit request event's ``fetch``
        (``createApiClient(event.fetch)``, a load function's ``{ fetch }``: as rule
        ``fetch.call`` reads them, a parameter named ``fetch`` or the ``fetch`` member of a
        parameter is ``fetch``), or a parameter of the caller that is itself such a ``fetch``
        (handed on); ``None`` when there is no known call or any call passes something else
        (a home-made function, an unknown value)."""
        key = (param.fid, param.name)
        memo = self.pass_memo.setdefault(PASSED_FETCH, {})
        if key not in memo:
            memo[key] = None                           # (recursion through the callers)
            memo[key] = self._passed_fetch(param)
        return memo[key]

    def _passed_fetch(self, param: ParamV) -> LibV | None:
        fn = self.function(param.fid)
        index = next((i for i, p in enumerate(fn.params) if p.name == param.name), None) \
            if fn is not None else None
        calls = self.call_arguments(param.fid) if index is not None else []
        if not calls:
            return None
        for args in calls:
            arg = args[index] if index < len(args) else None
            if arg == EVENT_FETCH or chosen_default(arg, FETCH_LIBRARY) == EVENT_FETCH:
                continue                   # (rule client.chosen-default: `custom ?? fetch`)
            if not isinstance(arg, ParamV):
                return None
            if arg.path == ("fetch",) or not arg.path and arg.name == "fetch":
                continue            # event.fetch, { fetch }: any parameter named fetch is fetch
            if arg.path or self.passed_fetch(arg) is None:
                return None
        return EVENT_FETCH

    def _defaulted_client(self, callee: ParamV, depth: int) -> LibV | ClientV | None:
        fn = self.function(callee.fid)
        index = next((i for i, p in enumerate(fn.params) if p.name == callee.name), None) \
            if fn is not None else None
        if index is None or fn.params[index].default is None:
            return None
        expr = fn.params[index].default
        default = self.evaluate(expr, Frame(self.functions[callee.fid][0], callee.fid), depth)
        if not isinstance(default, (LibV, ClientV)) or isinstance(default, LibV) and \
                default.lib in ("js", "global"):
            return None
        name = expr.name if isinstance(expr, Ref) else None
        passed = [args[index] if index < len(args) else None
                  for args in self.call_arguments(callee.fid)]
        if all(keeps_default(arg, default, name) or isinstance(arg, ParamV) and not arg.path
               and self.defaulted_client(arg, depth) == default for arg in passed):
            return default
        return None

    def declared_param_method(self, callee: ParamV, depth: int) -> FnV | UnknownV | None:
        """Rule ``client.declared-class``: ``requests.get`` of a parameter declared with a
        class of the program (``requests: Requests``) is that class's method ``get``, bound to
        an instance whose construction is not known (rule ``client.interface-class``: of the
        one class implementing a declared interface; the unknown naming the interface when
        several do, reviewed by rule ``review.interface-classes``); ``None`` when the
        declaration names no such class or the member is no method of it."""
        instance = declared_instance(self, callee.module, callee.type_text, depth) \
            if callee.module else None
        if instance is None:
            return None
        value: Value = instance
        for prop in callee.path:
            value = self.member(value, prop, depth)
        several = isinstance(value, UnknownV) and value.reason.startswith(IMPLEMENTATIONS_MARK)
        return value if isinstance(value, FnV) or several else None   # (reviewed, never run)

    def chosen_client_member(self, site: CallSite, frame: Frame, depth: int) -> str | None:
        """Rule ``review.chosen-client-member`` (:mod:`code2skill.chosen_client_members`): the
        review message of call ``site`` when its callee reads a member chosen at run time of
        an object holding functions that make or pass on requests; else ``None``."""
        def makes_requests(fn: FnV) -> bool:
            home = self.functions.get(fn.fid)
            return home is not None and (bool(self.summary(home[0], fn.fid, depth + 1)) or
                                         any(e.fid == fn.fid for e in self.emitted))
        for index in chosen_indexes(site.call.callee):
            if holds_requests(self.evaluate(index.obj, frame, depth), makes_requests):
                return chosen_member_message(site.call)
        return None

    def note_unknown_client(self, callee: Value, site: CallSite, frame: Frame) -> None:
        """Rule ``review.unknown-http-library``: a call of an HTTP-looking member (``get``,
        ``post``, ``fetch``, ``request``, ``ajax``, ``getJSON``, a verb with a body-format
        suffix such as ``postJson``: :func:`~code2skill.request_words.request_word`) of an
        unrecognised library, or of an object the resolver cannot follow
        (``this.session.fetch``, a parameter no caller fills with a recognised client, a
        global), is reported, quoting the path it shows, when its first argument is URL-like
        (``/x``, ``./x``, ``http…``, a path with ``/``, or for a write verb a bare word such as
        ``users``; or an options object whose ``url``/``uri``/``path`` is:
        ``X.ajax({url: '/api/x', type: 'POST'})``, ``this.http.get({url: route('/items')})``)
        and it is no route registration: a function argument is the request's callback
        (``client.request({url}, cb)``) unless it reads as a request handler (rule
        ``review.callback-client``, :func:`~code2skill.request_handlers.is_request_handler`:
        ``app.get('/x', (req, res) => …)``). The object must be named like a client
        (``api``, ``http``, ``session`` …) unless the verb is a request word and the argument
        path-like (:func:`~code2skill.request_words.unnamed_request`: ``thing.get('/api/x')``,
        ``X.getJSON('data/items.json')``; not ``store.get('user/name')``) on a receiver no
        library made (``new Map()``); a
        library's call with an unrooted argument counts only when the library is named so too
        (vuex-pathify's ``get('user/permissions')`` reads a store path), and an object named
        as a cookie or storage library (:func:`~code2skill.extractors.cookie_stores.is_store`:
        ``cookieService.put('language', l)``) is none. A bare word (``api.get('tags')``)
        counts once another call of the same object was URL-like. Never guessed into an
        endpoint."""
        library = isinstance(callee, LibV) and callee.lib not in ("js", "global")
        if library and callee.path:
            owner, verb = ".".join((callee.lib,) + callee.path[:-1]), callee.path[-1].lower()
        elif isinstance(callee, (UnknownV, ParamV, LibV)) and isinstance(site.call.callee,
                                                                       Member):
            names = member_path(site.call.callee)
            if names is None:
                self.note_fluent_call(site, frame)
            if names is None or len(names) < 2:
                return
            owner, verb = ".".join(names[:-1]), names[-1].lower()
        else:
            return
        if not (verb in SUSPECT_METHODS or request_word(verb)) or is_store(owner):
            return                 # cookieService.get('language'): a cookie, no request
        args = self.eval_args(site.call.args, frame)
        text = leading_url_text(args[0]) if args else ""
        if not text or any(self.request_handler(a) for a in args[1:]):
            return                 # app.get('/x', (req, res) => …): a route registration
        receiver = self.evaluate(site.call.callee.obj, frame) \
            if isinstance(site.call.callee, Member) else None
        if not library and not CLIENT_NAMES.search(owner.rsplit(".", 1)[-1]) and not (
                unnamed_request(verb, text) and not library_instance(receiver)):
            return                 # params.get('q'), new Map().get('/x'): not clients
        if library and not rooted(text) and not CLIENT_NAMES.search(owner):
            return                 # vuex-pathify get('user/permissions'): a store path
        strong = path_like(text) or (
            library and verb in ("post", "put", "patch") and
            re.fullmatch(r"[A-Za-z0-9_\-./]+", text) is not None)
        weak = library and re.fullmatch(r"[A-Za-z0-9_\-]+", text) is not None
        if isinstance(receiver, UnknownV) and receiver.reason.startswith(CONFLICT + ":"):
            self.global_conflicts[(frame.path, site.call.span)] = receiver.reason.split(":", 1)[1]
        if strong or weak:
            self.unknown_calls.append((frame.path, site.call.span, f"{owner}.{verb}", strong))
            self.unknown_texts[(frame.path, site.call.span)] = text
            if any(isinstance(a, FnV) for a in args[1:]):
                self.callback_calls.add((frame.path, site.call.span))
            self.unknown_libraries[(frame.path, site.call.span)] = \
                callee.lib if library else "unknown"

    def request_handler(self, value: Value) -> bool:
        """Whether a call's argument is a user function that reads as a request handler
        (rule ``review.callback-client``)."""
        fn = self.function(value.fid) if isinstance(value, FnV) else None
        return fn is not None and is_request_handler(fn.params)

    def note_fluent_call(self, site: CallSite, frame: Frame) -> None:
        """Rule ``review.unknown-fluent-client`` (:mod:`code2skill.fluent_chains`): a chained
        call of a client the resolver cannot follow (``Restangular.one('order', id).remove()``)
        is reported as an unknown client's call of a resource, never guessed."""
        chain = fluent_chain(site.call.callee)
        if chain is None or not fluent_candidate(chain):
            return
        texts = [leading_url_text(self.evaluate(call.args[0], frame)) if call.args else ""
                 for call in (*chain.calls, site.call)]
        if names_resource(texts):
            self.unknown_calls.append((frame.path, site.call.span, chain.name, True))
            self.fluent_sites.add((frame.path, site.call.span))

    def note_unknown_receiver(self, callee: Value, site: CallSite, frame: Frame,
                              function_name: str | None, called: bool = False) -> None:
        """Rule ``review.unknown-receiver``: a recogniser's ``unknown_receiver`` hook may claim
        a call on a value the resolver cannot follow as a request-like site (an Ember record's
        ``save()`` whose model the source does not show); it is reviewed, never guessed. A
        parameter receiver counts only when no analysed code calls its function, or
        (``called``) when its callers pass something else than a client."""
        where = (frame.path, site.call.span)
        if where in self.unknown_receivers:
            return
        for rec in self.recognisers:
            if rec.unknown_receiver is None:
                continue
            found = rec.unknown_receiver(callee, site,
                                         Context(self.program, frame, function_name))
            if found is not None:
                fid = callee.fid if isinstance(callee, ParamV) and not called else None
                self.unknown_receivers[where] = (found[0], found[1], fid)
                return

    def unknown_receiver_found(self) -> dict[Where, tuple[str, str]]:
        """The :attr:`unknown_receivers` that stand: place → (library, message)."""
        return {where: (lib, message) for where, (lib, message, fid)
                in sorted(self.unknown_receivers.items())
                if fid is None or fid not in self.callers}

    def note_opaque_wrapper(self, callee: LibV, args: tuple[Value, ...],
                            where: Where | None) -> None:
        """Rule ``review.opaque-wrapper``: a call of a library function the resolver does not
        model (``useDebouncedCallback(fn, 300)``, ``memoize(fn)``, ``_.debounce(fn)``: an
        import or one member of it, not a method of some value such as ``list.map``) that is
        handed a function making requests whose method or URL that function's own parameters
        decide gives a value nobody can follow: the calls made through it never reach the
        contract, so the wrapping call is reported (once per place)."""
        if where is None or len(callee.path) > 1 or callee.lib in ("js", "global"):
            return
        for arg in args:
            target = self.functions.get(arg.fid) if isinstance(arg, FnV) else None
            inner = self.summary(target[0], arg.fid) if target is not None else []
            if any(is_deferred(t, frozenset({arg.fid})) for t in inner):
                self.opaque_wrappers.add((where[0], where[1],
                                          ".".join((callee.lib,) + callee.path)))
                self.link_sites(inner, where)
                return

    def unknown_found(self) -> list[tuple[str, Span, str]]:
        """``(path, span, object.verb)`` of the unknown-client calls reported: the URL-like
        ones and the bare-word calls of the same objects."""
        suspected = {name.rsplit(".", 1)[0] for _, _, name, strong in self.unknown_calls
                     if strong}
        return sorted({(path, span, name) for path, span, name, strong in self.unknown_calls
                       if strong or name.rsplit(".", 1)[0] in suspected})

    def unknown_client_sites(self) -> dict[Where, str]:
        """The places :meth:`unknown_client_problems` reports, each with its library (the
        unrecognised library, ``unknown`` for an object the resolver cannot follow, the
        wrapping library of an opaque wrapper, the library of a :attr:`reviewed_sites`
        call)."""
        found = {(path, span): self.unknown_libraries.get((path, span), name.split(".")[0])
                 for path, span, name in self.unknown_found()}
        found.update({(path, span): name.split(".")[0]
                      for path, span, name in self.opaque_wrappers})
        found.update({where: lib for where, (lib, _) in self.unknown_receiver_found().items()})
        found.update(self.reviewed_sites)
        found.update({where: "fetch" for where in self.param_requests})
        found.update(self.builder_sites)
        return found

    def stranded_sites(self) -> dict[Where, str]:
        """Rule ``coverage.stranded-wrapper-call``: a call of a request-making wrapper inside a
        function no analysed code calls (a handler stored in a map, a closure dispatched by
        name), whose request still waits for that function's parameters, is a request-like
        site of its own (place → library): its fate is that of the requests made through it,
        so a stranded one is never silently absent from ``source.coverage``."""
        found: dict[Where, str] = {}
        for (path, fid), pending in sorted(self._summary_cache.items(), key=str):
            if fid is None or fid in self.callers or generated_api_method(self.program, fid):
                continue          # (a generated operation the program never calls: no site)
            for template in pending:         # (a callback's library call is no request)
                hops = [h for h in template.sites if h.rule != CALLBACK_RULE]
                if len(hops) > 1:
                    found.setdefault(hops[0].where, template.lib)
        return found

    def link_sites(self, templates: list[RequestTemplate], outer: Where) -> None:
        """Record that the library calls making ``templates`` fare as the call at ``outer``
        does (:attr:`linked_sites`)."""
        for template in templates:
            self.linked_sites.setdefault(library_site(template.sites).where, set()).add(outer)

    def unknown_client_problems(self) -> list[Problem]:
        """A problem for every URL-like call of an unknown client, the bare-word calls of the
        same objects, every wrapper call that hides a function making requests
        (:meth:`note_opaque_wrapper`), and every review item of :attr:`library_review` and of
        the recognisers (their ``(severity, message, where)`` or :class:`Problem`)."""
        found = self.unknown_found()
        return [Problem("medium", self.unknown_call_message(path, span, name), (path, span))
                for path, span, name in found] + [
            Problem("medium", f"{name}(…) wraps a function that makes requests its parameters "
                    "decide (method or URL); code2skill cannot follow calls through the value "
                    "it returns, so their endpoints are not in the contract", (path, span))
            for path, span, name in sorted(self.opaque_wrappers)] + [
            Problem("medium", message, where)
            for where, (_, message) in self.unknown_receiver_found().items()] + [
            Problem("medium", parameter_message(*found), where)
            for where, found in sorted(self.param_requests.items())] + sorted(
            self.library_review.union({Problem(*item) for rec in self.recognisers
                                       for item in self.recogniser_hook(
                                           rec.id, rec.review, "review items",
                                           "the review items it lists are")}))

    def unknown_call_message(self, path: str, span: Span, name: str) -> str:
        """The review message of an unknown client's call ``name`` at ``(path, span)``: a
        fluent chain's, a call on a global two classes' instances are written to (rule
        ``client.global-instance``), else an unrecognised client's (naming the callback it is
        handed, rule ``review.callback-client``, and quoting the path its URL starts with,
        :func:`~code2skill.request_words.shown_path`)."""
        if (path, span) in self.fluent_sites:
            return fluent_message(name)
        published = self.global_conflicts.get((path, span))
        if published is not None:
            return conflict_message(name, published, [
                (cls.name if cls is not None else "?", written, a.span[0])
                for written, fid, a in self.global_writes[published][:MAX_ALTERNATIVES]
                for cls in [self.constructed_class(a.value, Frame(written, fid), 0)]])
        handed = " and a callback (rule review.callback-client)" \
            if (path, span) in self.callback_calls else ""
        text = self.unknown_texts.get((path, span))
        shown = f" (its URL starts with {shown_path(text)!r})" if text else ""
        return (f"call of {name} with a URL-like argument{handed}: an HTTP client code2skill "
                f"does not recognise or cannot follow, so its endpoint is not in the "
                f"contract{shown}")

    def call_arguments(self, fid: str) -> list[tuple[Value, ...]]:
        """The argument values of every call of function ``fid`` found by its name (usable
        before the program is summarised, e.g. by setup passes)."""
        return [call.args for call in self.calls_of(fid)]

    def handed(self, callee: ParamV) -> Handed | None:
        """Rule ``wrapper.handed-object`` (:mod:`code2skill.handed_objects`): the program's
        functions member ``callee.path`` of a parameter is in every call of the function that
        declares it, with those calls; ``None`` when it is no such member."""
        key = (callee.fid, callee.name, callee.path)
        if key in self._handed:
            return self._handed[key]
        self._handed[key] = None                       # (recursion through the callers)
        position = parameter_position(callee, self.function(callee.fid))
        found = None if position is None else handed_member(
            self.calls_of(callee.fid), position, callee.path, self.member)
        self._handed[key] = found
        return found

    def handed_client_values(self, callee: ParamV) -> tuple[tuple[ClientV, tuple], ...]:
        """Rule ``wrapper.handed-client-function`` (:mod:`code2skill.handed_clients`): the
        client values (a tRPC mutation's ``mutateAsync``) every call of the function declaring
        parameter ``callee`` hands it, each with the calls handing it; ``()`` when some call
        hands anything else (cached)."""
        memo = self.pass_memo.setdefault(HANDED_CLIENT_RULE, {})
        key = (callee.fid, callee.name, callee.path)
        if key not in memo:
            memo[key] = ()                             # (recursion through the callers)
            slot = handed_slot(callee, self.function(callee.fid))
            memo[key] = () if slot is None else handed_clients(
                self.calls_of(callee.fid), slot[0], slot[1], self.member)
        return memo[key]

    def calls_of(self, fid: str) -> list[HandingCall]:
        """Every call of function ``fid`` found by its name (an anonymous default export's:
        by the names its importers give it, rule ``call.default-import-name``): where it is,
        the function it is in, its argument values."""
        fn = self.function(fid)
        if fn is None:
            return []
        short = fn.name.split(".")[-1]
        names = {short} | (default_import_names(self.modules, self.module_resolver.resolve,
                                                self.functions[fid][0])
                           if short == "default" else set())
        if self._sites_by_name is None:
            self._sites_by_name = {}
            for (path, scope), sites in self.calls_by_scope.items():
                for site in sites:
                    callee = site.call.callee
                    name = callee.name if isinstance(callee, Ref) else \
                        callee.prop if isinstance(callee, Member) else None
                    if name is not None:
                        self._sites_by_name.setdefault(name, []).append((path, scope, site))
        found = []
        for path, scope, site in (entry for name in sorted(names)
                                  for entry in self._sites_by_name.get(name, ())):
            frame = Frame(path, scope)
            target = self.evaluate(site.call.callee, frame)
            if isinstance(target, FnV) and target.fid == fid:
                caller = self.function(scope)
                found.append(HandingCall((path, site.call.span),
                                         caller.name if caller is not None else None,
                                         self.eval_args(site.call.args, frame)))
        return found

    def forwarded_arguments(self, param: ParamV) -> list[Value | None] | None:
        """What the callers of ``param``'s function pass for that parameter (``None`` past
        the end of a call's arguments), or ``None`` when nothing calls it."""
        fn = self.function(param.fid)
        names = [p.name for p in fn.params] if fn is not None else []
        if param.name not in names:
            return None
        position = names.index(param.name)
        calls = self.call_arguments(param.fid)
        return [args[position] if position < len(args) else None for args in calls] or None

    def param_scope(self, fid: str) -> frozenset[str]:
        """``fid`` and the functions enclosing it (their parameters are unresolved here)."""
        out = []
        cur: str | None = fid
        while cur is not None:
            out.append(cur)
            fn = self.function(cur)
            cur = fn.parent if fn else None
        return frozenset(out)

    def requests_at(self, site: CallSite, frame: Frame, fn: FunctionFact | None,
                    depth: int) -> list[RequestTemplate]:
        """Templates made by one call site: a recognised library call, or a wrapper call."""
        site = unbound_call(self, site, frame, depth) or site   # Base.prototype.m.call(this)
        callee = self.evaluate(site.call.callee, frame, depth)
        function_name = known_name(self, fn, frame.path)     # rule name.enclosing-function
        handed = self.handed(callee) if isinstance(callee, ParamV) else None
        if handed is not None:                     # rule wrapper.handed-object
            callee = alternatives(list(handed.functions))
        elif isinstance(callee, ParamV) and not callee.path:
            made = [replace(t, sites=t.sites + tuple(          # rule wrapper.handed-client-
                Site(call.where, call.function, HANDED_CLIENT_RULE, shaping=True)   # function
                for call in calls[:MAX_ALTERNATIVES]))
                for client, calls in self.handed_client_values(callee)
                for t in self.library_requests(client, site, frame, function_name) or ()]
            if made:
                return made
        if isinstance(callee, (LibV, ClientV)):
            templates = self.library_requests(callee, site, frame, function_name)
            if templates is None:
                templates = self.assumed_fetch(callee, site, frame, function_name)
            if templates is None:                  # rule openapi-fetch.assumed-client
                templates = self.assumed_openapi_fetch(callee, site, frame, function_name)
            if templates is None:
                self.note_unknown_client(callee, site, frame)
            elif callee == EVENT_FETCH:
                templates = event_fetch_sites(templates, self.event_fetch_rule(site, frame))
            templates = [in_browser_template(t) for t in templates or ()]
            return (templates or []) + self.callback_requests(site, frame, function_name,
                                                              depth)
        if isinstance(callee, ParamV) and callee.path and (
                callee.path[-1] in self.client_methods or named_request_word(callee.path[-1])):
            clients = self.passed_clients(callee) or self.declared_param_client(callee)
            templates = [t for client in clients
                         for t in self.library_requests(client, site, frame, function_name) or ()]
            if clients == (EVENT_FETCH,) and callee.path == ("fetch",):
                templates = event_fetch_sites(templates, SVELTEKIT_RULE)   # helper(event)
            declared = None if clients else self.declared_param_method(callee, depth)
            if isinstance(declared, UnknownV) and self.call_arguments(callee.fid):
                declared = None                    # its callers may show the class
            if declared is not None:               # rule client.declared-class
                callee = declared
            elif not templates:
                self.note_unknown_client(callee, site, frame)
                self.note_unknown_receiver(callee, site, frame, function_name,
                                           bool(self.call_arguments(callee.fid)))
                return templates
            else:
                return templates
        client = self.defaulted_client(callee, depth) \
            if isinstance(callee, ParamV) and not callee.path else None
        if client is not None:                     # rule client.parameter-default
            return [replace(t, sites=t.sites[:-1] + (replace(t.sites[-1], rule=DEFAULT_RULE),))
                    for t in self.library_requests(client, site, frame, function_name) or ()]
        chosen = chosen_default(callee, self.request_libraries()) \
            if frame.path not in self.vendored else None    # (a library's own copied code)
        if chosen is not None:                     # rule client.chosen-default
            return [replace(t, sites=t.sites[:-1] + (replace(t.sites[-1], rule=CHOSEN_RULE),))
                    for t in self.library_requests(chosen, site, frame, function_name) or ()]
        passed = self.passed_fetch(callee) if isinstance(callee, ParamV) and not callee.path \
            else None
        if passed is not None:                     # rule client.passed-fetch
            return [replace(t, sites=t.sites[:-1] + (replace(t.sites[-1], rule=PASSED_FETCH),))
                    for t in self.library_requests(passed, site, frame, function_name) or ()]
        if isinstance(callee, ParamV) and isinstance(site.call.callee, Ref) and \
                request_function_call(callee, self.eval_args(site.call.args, frame, depth)):
            # rule review.request-function-parameter: reviewed, never followed
            self.param_requests[(frame.path, site.call.span)] = (
                callee.name, function_name, len(self.call_arguments(callee.fid)))
            return []
        written = ".".join(member_path(site.call.callee) or ())
        unprovided = unprovided_message(callee, written) or \
            several_message(self, callee, written)
        if unprovided is not None:                 # rules di.unprovided, review.interface-classes
            self.unknown_receivers.setdefault((frame.path, site.call.span),
                                              ("unknown", unprovided, None))
            return []
        if isinstance(callee, UnknownV) and isinstance(site.call.callee, Index):
            made = self.parameter_method_requests(site, frame, fn, depth)
            if isinstance(made, list):             # rule client.caller-method
                return made
            if made is not None:                   # rule client.caller-class-method
                callee = made
        callee = unknown_choice(callee)            # {...unknownClient(), x}.post: unknown
        assumed = self.assumed_fetch(callee, site, frame, function_name)
        if assumed is None:                        # rule openapi-fetch.assumed-client
            assumed = self.assumed_openapi_fetch(callee, site, frame, function_name)
        if assumed is not None:                    # rule fetch.assumed-client
            return assumed
        if isinstance(callee, (UnknownV, ParamV)):
            self.note_unknown_receiver(callee, site, frame, function_name)
        if isinstance(callee, UnknownV):
            chosen = self.chosen_client_member(site, frame, depth)
            if chosen is not None:                 # rule review.chosen-client-member
                self.unknown_receivers.setdefault((frame.path, site.call.span),
                                                  ("unknown", chosen, None))
                return []
            self.note_unknown_client(callee, site, frame)
            return []
        if isinstance(callee, ResponseV):          # res.then(cb): records cb's response
            self.response_call(callee, site.call, frame, depth)
            return self.then_requests(callee, site, frame, function_name, depth)
        keyed = keyed_options(callee, frame.fid)    # rule wrapper.chosen-arm: handlers[m]()
        tested = compared_options(callee)             # and http[method]() in `case 'put':`
        targets = tuple(option for option, _ in tested) if tested else \
            callee.options if isinstance(callee, AltV) else \
            tuple(option for _, option in keyed) or (callee,)
        # `(cond ? axios.put : axios.post)(url)`: a choice between library methods makes each
        # branch's request (a library value beside an unknown one, `opts.fetch ?? fetch`, or a
        # component argument, is no such choice)
        libraries = self.request_libraries()
        methods = all(isinstance(t, ClientV) or isinstance(t, LibV) and t.lib in libraries
                      for t in targets)
        out: list[RequestTemplate] = []
        for index, target in enumerate(targets):
            guard = keyed_guard(callee, keyed[index][0], function_name,
                                (frame.path, site.call.span)) if keyed else \
                tested[index][1] if tested else ()
            if isinstance(target, ClientV) or methods and isinstance(target, LibV):
                made = self.library_requests(target, site, frame, function_name) or ()
                out.extend(replace(settled_choice(t, callee, index),
                                   run_guards=t.run_guards + guard) for t in made)
            if not isinstance(target, FnV) or target.fid == frame.fid:
                continue
            target_path = self.functions.get(target.fid, (None,))[0]
            if target_path is None:
                continue
            if keyed:                                  # rule wrapper.chosen-arm
                self._keyed_arms.setdefault(target.fid, {})[guard[0][2].test] = guard[0]
            inner = self.summary(target_path, target.fid, depth + 1)
            if instance_specific(self, tracked(target.this), target.fid) or \
                    inherited_hole(self, target, inner) or \
                    instance_hole(self, target, inner):        # rule this.instance-argument
                inner = self.summary(target_path, target.fid, depth + 1, target.this)
            elif target.fid in self.instance_fids and frame.fid is not None \
                    and frame.this is None:
                self.instance_fids.add(frame.fid)  # (its instance may tie the call: `this.repo`)
            if not inner and any(c.rule == VERB_RULE for c in target.captured):
                # rule wrapper.verb-loop: a verb method whose transport is no known client
                self.note_unknown_client(UnknownV(VERB_RULE), site, frame)
            args = self.eval_args(site.call.args, frame, depth)
            self.callers.setdefault(target.fid, []).append(
                (frame.path, frame.fid, args, site.call.span))
            if self.functions[target.fid][1].class_name is not None:   # this.subclass-call
                self.receivers.setdefault(target.fid, []).append(
                    ((frame.path, site.call.span), frame.fid, target.this))
            if target.captured:                    # rule wrapper.forwarded-function
                self.captured_callers.setdefault(target.fid, []).append(
                    (target.captured, (frame.path, frame.fid, args, site.call.span)))
            mapping = self.bind_args(target.fid, args, depth)
            hop = Site((frame.path, site.call.span), function_name,
                       self.hop_rule(site.call.callee, frame, target.fid))
            published = self.published_sites(site.call.callee, frame) + (tuple(
                Site(call.where, call.function, HANDED_RULE, shaping=True)
                for call in handed.calls[:MAX_ALTERNATIVES]) if handed is not None else ())
            made = [with_response_type(self.captured_template(
                substitute_template(self, t, target.fid, m), target).via(hop),
                site, frame, self.function(target.fid))
                for t in inner for m in object_choices(t, target.fid, mapping)]
            made = [replace(t, sites=t.sites + published) for t in made] if published else made
            made = self.guarded_made(made, site, frame, depth)   # rule wrapper.guarded-call
            made = [replace(t, run_guards=t.run_guards + guard) for t in made] if guard \
                else made                                          # rule wrapper.chosen-arm
            made = form_objects.with_form_evidence(self, target, frame.path, made)   # form-object.*
            # rule url.same-condition: `client[c ? 'put' : 'post'](url)` on a class's own
            # methods settles every other choice on `c` as the library methods do
            made = [settled_choice(t, callee, index) for t in made]
            if site.chain:                         # rule superagent.wrapper-chain
                made = [self.chained(t, site, frame, function_name) for t in made]
            generated = runtime_request(target, args, site,
                                        Context(self.program, frame, function_name))
            if generated is not None:     # rule openapi-generator.typescript-fetch
                self.link_sites(made, (frame.path, site.call.span))
                made = [generated]
            elif not any(has_fixed_text(t.url) for t in made):
                described = descriptor_template(
                    args, site, Context(self.program, frame, function_name))
                if described is not None:
                    self.link_sites(made, (frame.path, site.call.span))
                    made = [described]
            out.extend(made)
        return out

    def guarded_made(self, made: list[RequestTemplate], site: CallSite, frame: Frame,
                     depth: int) -> list[RequestTemplate]:
        """Rule ``wrapper.guarded-call``: ``made``, the requests of the function ``site``
        calls, less those one of whose :attr:`~RequestTemplate.run_guards` this call's
        arguments prove false (``updateEntry(section)`` to ``if (id) refreshEntry(…)``: no
        request); each kept one run only when the test of the ``if`` holding ``site`` holds,
        when that test reads a parameter of ``frame``'s function."""
        self.note_untaken(t for t in made if never_made(t))     # rule wrapper.chosen-arm
        made = [t for t in made if not never_made(t)]
        guard = self.site_guard(site, frame, depth)
        return [replace(t, run_guards=t.run_guards + (guard,)) for t in made] if guard else made

    def site_guard(self, site: CallSite, frame: Frame, depth: int = 0) -> tuple | None:
        """Rule ``wrapper.guarded-call``: ``(subject, op, literal)`` of the test of the ``if``
        holding ``site`` when it reads a parameter of ``frame``'s function, else ``None``."""
        test = as_test(site.guard) if site.guard is not None and frame.fid else None
        subject = self.evaluate(test.subject, frame, depth) if test is not None else None
        if not (isinstance(subject, ParamV) and subject.fid == frame.fid):
            return None
        return (subject, test.op, test.literal)

    def call_guarded(self, template: RequestTemplate, path: str, fid: str | None,
                     span: Span) -> RequestTemplate | None:
        """Rule ``wrapper.guarded-call`` for a request passed up to the call at ``span`` in
        function ``fid`` of ``path`` (:meth:`passed_up`): ``None`` when its arguments prove
        one of ``template``'s guards false, else ``template`` with the test of the ``if``
        holding that call added to its guards (:meth:`site_guard`)."""
        if never_made(template):
            return None
        site = next((s for s in self.calls_by_scope.get((path, fid), [])
                     if s.call.span == span), None) if fid else None
        guard = self.site_guard(site, Frame(path, fid)) if site is not None else None
        return replace(template, run_guards=template.run_guards + (guard,)) if guard \
            else template

    def parameter_method_requests(self, site: CallSite, frame: Frame, fn: FunctionFact | None,
                                  depth: int) -> list[RequestTemplate] | Value | None:
        """Rule ``client.caller-method`` (:mod:`code2skill.caller_methods`): ``client[m](…)``
        with ``m`` a parameter of the enclosing function makes the request of each HTTP verb
        its callers pass as text (through callers passing their own parameter on); one
        reviewed site (rule ``review.parameter-method``) when a caller passes anything else.
        On an instance of the program's own client class (rule
        ``client.caller-class-method``) the result is the callee instead: the choice of that
        class's methods named by those verbs, each then followed as a wrapper. ``None`` when
        the site is no such call."""
        from code2skill import caller_methods
        obj = self.evaluate(site.call.callee.obj, frame, depth)
        own_class = isinstance(obj, InstanceV) and isinstance(self.member(obj, "get", depth), FnV)
        if not own_class and (not isinstance(obj, (ClientV, LibV)) or isinstance(obj, LibV)
                              and not any(obj.lib in (*rec.modules.values(),
                                                      *rec.globals.values())
                                          for rec in self.recognisers)):
            return None
        key = self.evaluate(site.call.callee.index, frame, depth)
        position = caller_methods.method_parameter(key, fn)
        if position is None:
            return None
        verbs = caller_methods.caller_verbs(self.call_arguments(fn.fid), position,
                                            self.forwarded_arguments)
        members = [self.member(obj, verb, depth) for verb in verbs or ()]
        where = (frame.path, site.call.span)
        if verbs is None or own_class and not all(isinstance(m, FnV) for m in members):
            self.reviewed_sites[where] = obj.name if own_class else obj.lib
            self.library_review.add(Problem("medium", caller_methods.review_message(
                key.name, fn.name), where, caller_methods.REVIEW_RULE))
            return []
        if own_class:
            return alternatives(members)
        shared = caller_methods.shared_shape(verbs)
        if shared is not None:                    # each caller's verb: its method
            return [replace(t, method=key) for t in self.library_requests(
                obj.member(shared), site, frame, fn.name) or ()]
        return [t for verb in verbs
                for t in self.library_requests(obj.member(verb), site, frame, fn.name) or ()]

    def chained(self, template: RequestTemplate, site: CallSite, frame: Frame,
                function_name: str | None) -> RequestTemplate:
        """``template`` made through a wrapper with the calls chained at the wrapper's call
        ``site`` applied by its library's recogniser (a builder such as superagent's);
        unchanged for a library that has no ``chained`` hook."""
        for rec in self.recognisers:
            if rec.chained is not None and rec.id == template.lib:
                return rec.chained(template, site.chain,
                                   Context(self.program, frame, function_name))
        return template

    def then_requests(self, callee: ResponseV, site: CallSite, frame: Frame,
                      function_name: str | None, depth: int) -> list[RequestTemplate]:
        """Rule ``dataflow.then-request``: ``res.then(cb)`` calls ``cb`` with the response, so a
        request ``cb`` makes whose identity waits for its parameter (``.then((url) =>
        axios.post(url, body))``: the whole URL) is made here, the parameter bound to the
        response (an upload to a URL an earlier call returned). ``[]`` for any other call on
        a response, a handler that is no function of the program, or no such request."""
        if callee.path[-1:] != ("then",) or not site.call.args:
            return []
        handler = self.evaluate(site.call.args[0], frame, depth)
        if not isinstance(handler, FnV) or handler.fid not in self.functions \
                or handler.fid == frame.fid:
            return []
        inner = self.summary(self.functions[handler.fid][0], handler.fid, depth + 1)
        if not inner:
            return []
        response = replace(callee, path=callee.path[:-1])
        mapping = self.bind_args(handler.fid, (response,), depth)
        hop = Site((frame.path, site.call.span), function_name, "dataflow.then-request")
        return [substitute_template(self, t, handler.fid, mapping).via(hop) for t in inner]

    def callback_requests(self, site: CallSite, frame: Frame, function_name: str | None,
                          depth: int) -> list[RequestTemplate]:
        """Rule ``callback.library-argument``: a function written inside ``frame``'s function
        and handed to a library call (``useEffect(() => …)``, ``useQuery({queryFn: () =>
        …})``, ``setTimeout(…)``: directly or as a member of an options object) runs as part
        of it, so its requests that wait only for the enclosing function's parameters
        (``` fetch(`${path}/x`) ``` in a hook taking ``path``) are that function's, passed on
        to its callers. One the library hands back to be called later (``useCallback(fn)``, a
        mutation's ``mutate``) is followed where it is called, and one whose request waits
        for its own parameters stays reported (rule ``review.opaque-wrapper``)."""
        if frame.fid is None:
            return []
        args = self.eval_args(site.call.args, frame, depth)
        callbacks = [a for arg in args for a in (
            [p.value for p in arg.props] if isinstance(arg, ObjV) else [arg])
            if isinstance(a, FnV) and a.fid != frame.fid and a.fid in self.functions
            and frame.fid in self.param_scope(a.fid)]
        if not callbacks:
            return []
        returned = self.handed_back(site, frame, args, depth)
        out: list[RequestTemplate] = []
        hop = Site((frame.path, site.call.span), function_name, CALLBACK_RULE)
        outer = self.param_scope(frame.fid)
        for callback in callbacks:
            if holds_function(returned, callback.fid):
                continue
            own = self.param_scope(callback.fid) - outer
            # rule this.arrow-instance: an arrow keeps the instance its method is followed for
            this = tracked(callback.this) if frame.this is not None and \
                self.functions[callback.fid][1].arrow else None
            out.extend(t.via(hop) for t in self.summary(self.functions[callback.fid][0],
                                                        callback.fid, depth + 1, this)
                       if not is_deferred(t, own))
        return out

    def handed_back(self, site: CallSite, frame: Frame, args: tuple[Value, ...],
                    depth: int) -> Value:
        """What a library call gives back, as far as the functions it returns matter (rule
        ``callback.library-argument``): React's ``useCallback(fn)`` is ``fn``; a modelled
        hook's result (``useMutation``'s ``mutate``) as its recogniser says. Read without
        evaluating the call, which would report it again."""
        callee = self.evaluate(site.call.callee, frame, depth)
        if isinstance(callee, LibV) and callee.lib in HOOK_MODULES \
                and callee.path == ("useCallback",):
            return args[0] if args else UnknownV("missing")
        where = self.where(frame.path, site.call.span)
        for rec in self.recognisers:
            value = rec.call_value(callee, args, where, site.call.new) \
                if rec.call_value is not None else None
            if value is None and rec.call_result is not None:
                value = rec.call_result(callee, args, where, Context(self.program, frame, None))
            if value is not None:
                return value
        return UnknownV("library-call")

    def assumed_fetch(self, callee: Value, site: CallSite, frame: Frame,
                      function_name: str | None) -> list[RequestTemplate] | None:
        """Rule ``fetch.assumed-client`` (:mod:`code2skill.assumed_fetch`): the templates of
        ``X.fetch(url, init)`` read as fetch when ``X`` is a value an unrecognised package
        made or exports (``initClient(...)`` of ``'trailbase'``: ``callee`` is then the
        ``UnknownV`` member of that call's result, or the package's ``LibV`` member) and the
        arguments have fetch's shape; ``None`` for any other call."""
        names = member_path(site.call.callee) if isinstance(site.call.callee, Member) else None
        if not names or names[-1] != assumed_fetch.METHOD:
            return None
        if isinstance(callee, LibV) and callee.lib not in ("js", "global") \
                and callee.path[-1:] == (assumed_fetch.METHOD,):
            source: LibV | None = callee
        elif isinstance(callee, UnknownV) and callee.reason == "unknown-member":
            source = self.library_results.get(callee.where)
        else:
            return None
        if source is None or not assumed_fetch.fetch_shaped(
                self.eval_args(site.call.args, frame)):
            return None
        templates = self.library_requests(assumed_fetch.FETCH, site, frame, function_name) or []
        return assumed_fetch.assumed(templates, source, ".".join(names),
                                     self.where(frame.path, site.call.span))

    def assumed_openapi_fetch(self, callee: Value, site: CallSite, frame: Frame,
                              function_name: str | None) -> list[RequestTemplate] | None:
        """Rule ``openapi-fetch.assumed-client`` (:mod:`code2skill.assumed_openapi_fetch`):
        the templates of ``client.GET(path, init)`` read as openapi-fetch when ``client`` is
        a value a package the tool does not model made or exports (:meth:`assumed_package`)
        and the call has openapi-fetch's shape; ``None`` for any other call."""
        names = member_path(site.call.callee) if isinstance(site.call.callee, Member) else None
        if not names or names[-1] not in assumed_openapi_fetch.VERBS:
            return None
        found = self.assumed_package(callee)
        if found is None or not assumed_openapi_fetch.openapi_fetch_shaped(
                names[-1], self.eval_args(site.call.args, frame)):
            return None
        source, made = found
        client = assumed_openapi_fetch.assumed_client(names[-1], made)
        templates = self.library_requests(client, site, frame, function_name) or []
        for template in templates:
            self.assumed_packages[library_site(template.sites).where] = \
                SDK_PREFIX + package_of(source)
        return assumed_openapi_fetch.assumed(templates, source, ".".join(names),
                                             self.where(frame.path, site.call.span), made)

    def assumed_package(self, value: Value, depth: int = 0
                        ) -> tuple[LibV, Where | None] | None:
        """``(the package member, the call that made the client)`` when ``value`` is a member
        of a client made by (or exported from) a package no recogniser models: the result of
        a call of the package (``createClient({fetch})``: an ``UnknownV`` or a value typed
        where it was made), the package's export itself, or a parameter every known call
        fills with such a client of one package (``load(client)``, followed up to three
        callers deep); ``None`` otherwise."""
        if isinstance(value, (UnknownV, TypedV)) and value.where in self.library_results and \
                (isinstance(value, TypedV) or value.reason in ("library-call", "unknown-member")):
            return self.library_results[value.where], value.where
        if isinstance(value, LibV):
            modelled = value.lib in ("js", "global") or value.lib in self.recogniser_ids
            return None if modelled else (value, value.where)
        if not isinstance(value, ParamV) or depth >= 3:
            return None
        found = [self.assumed_package(arg, depth + 1) if arg is not None else None
                 for arg in self.forwarded_arguments(replace(value, path=())) or [None]]
        if any(f is None for f in found) or len({package_of(f[0]) for f in found}) != 1:
            return None
        return found[0]

    def library_requests(self, callee: LibV | ClientV, site: CallSite, frame: Frame,
                         function_name: str | None) -> list[RequestTemplate] | None:
        """The templates of the first recogniser that claims a library or client call
        (``None`` when none does)."""
        for rec in self.recognisers:
            template = rec.request(callee, site, Context(self.program, frame, function_name))
            if template is not None:
                templates = template if isinstance(template, list) else [template]
                for t in templates:
                    self.count_request_site(library_site(t.sites).where, t.lib)
                handed = self.handed_sites(frame)
                if handed:
                    templates = [replace(t, sites=t.sites + handed) for t in templates]
                return [with_response_type(self.with_enclosing_auth(written_body(   # rule
                    self, folded_form_body(self, t, frame), frame, site.call.span),  # value.
                    frame), site, frame) for t in templates]        # parameter-member-writes
        return None

    def count_request_site(self, where: Where, lib: str) -> None:
        """Note the library request call site ``where`` (of library ``lib``); rule
        ``budget.request-sites-per-file``: while :meth:`summarise_all` runs, the
        :data:`FILE_REQUEST_SITES` + 1st new site of one file raises :class:`FileWorkBudget`
        (each site becomes a capability, whose naming, policy, schema and contract text cost
        milliseconds: 20,000 one-line ``fetch`` functions in one file took over 85 s of
        CPU)."""
        if where in self.request_sites:
            return
        self.request_sites[where] = lib
        count = self._sites_per_file.get(where[0], 0) + 1
        self._sites_per_file[where[0]] = count
        if self._budgeted and count > FILE_REQUEST_SITES:
            raise FileWorkBudget(where[0], "request-sites-per-file")

    def summarise_all(self) -> None:
        """Summarise every function and module body, in file order: the requests each makes
        or passes to its callers, and the callers of every function it calls
        (:attr:`callers`). The first step of resolution; :meth:`finish` is the last."""
        for path in sorted(self.modules):
            module = self.modules[path]
            self._budgeted, self._steps = True, 0
            for fid in [None, *module.functions]:
                try:
                    self.summary(path, fid)
                except RecursionError:
                    self._in_progress.clear()
                    self.diagnostics.append(Diagnostic(
                        path, "resolve", "resolution nested too deeply; calls in "
                        f"{self.function(fid).name if fid else 'the module body'} skipped",
                        "warning", self.function(fid).span[0] if fid else None))
                except FileWorkBudget as exc:
                    self._in_progress.clear()
                    self.note_limit(path, None, exc.limit, budget_message(
                        exc, self.function(fid).name if fid else "the module body"))
                    break
        self._budgeted = False

    def named_segments(self) -> list[Emitted]:
        """Rule ``url.named-segment`` (:func:`named_segment`): the requests still waiting in
        a function that neither analysed code nor any function around it calls (a
        component, a handler its markup starts) only for a URL-named member of its
        parameters after literal path text are made there, that member a path parameter,
        never lost as a whole URL; once per library call site."""
        found: dict[Where, Emitted] = {}
        made = {e.template.sites[0].where for e in self.emitted if e.template.sites}
        for path in sorted(self.modules):
            for fid in self.modules[path].functions:
                scope = self.param_scope(fid)
                if any(f in self.callers for f in scope) \
                        or generated_api_method(self.program, fid):
                    continue
                for t in self._summary_cache.get((path, fid), []):
                    where = t.sites[0].where if t.sites else None
                    if where not in made and named_segment(t, scope, self.parameter_member):
                        found.setdefault(where, Emitted(t, path, fid))
        return list(found.values())

    def parameter_member(self, value: ParamV) -> bool:
        """Whether ``value`` is a member of a parameter (``config.url``) or a name an object
        pattern binds (``({url}) => …``, ``const {url} = config``), not a whole positional
        parameter."""
        fn = self.function(value.fid)
        return bool(value.path) or fn is None or not any(p.name == value.name
                                                         for p in fn.params)

    def finish(self) -> list[Emitted]:
        """The last step of resolution, once :meth:`summarise_all` ran and every caller is
        linked (:attr:`callers` is only read from here on): the requests of builder instances,
        factory closures and declared requests, each specialised to its callers; return the
        emitted templates in a stable order (file, then line of the naming call site)."""
        for item in self._instance_pending:                     # rule this.builder-chain
            made = None if builder_class(self, item.path, class_of_fid(self, item.fid) or "") \
                else construction_items(self, item, self._instance_made, Emitted)
            if made is not None:                                # rule this.instance-argument
                self.emitted.extend(made)
                continue
            if item.template.sites[0].where not in self.instance_sites:
                self.emitted.append(item)
                continue
            for where, name in unsent_builders(self, item, self._instances_summarised,
                                               self.subclasses()):
                self.builder_sites[where] = item.template.lib
                self.library_review.add(Problem(
                    "medium", f"new {name}(…) builds a request that code2skill did not follow "
                    "to a call sending it (the instance is stored or passed on); its endpoint "
                    "is not in the contract", where, BUILDER_RULE))
        self.emitted.extend(self.factory_closures())
        for rec in self.recognisers:
            declared = self.recogniser_hook(rec.id, rec.declared, "declared requests",
                                            "the requests it declares are")
            self.emitted.extend(self.each_request(self.declared_up, declared))
            for item in declared:                               # (a request-like site too)
                self.request_sites.setdefault(item.template.sites[-1].where, item.template.lib)
        self.emitted.extend(self.named_segments())
        self.emitted.extend(self.form_actions())                # rule svelte.form-action
        self.link_effect_calls()                      # rule redux-saga.call-effect
        self.emitted = self.each_request(self.effect_specialised, self.emitted)
        self.link_applied_calls()                     # rule wrapper.applied-function
        self.emitted = self.each_request(
            lambda e: [self.assume_passed(item) for item in self.specialise(e)], self.emitted)
        subclasses = Subclasses(self)
        self.emitted = self.each_request(lambda e: specialise_this(self, e, subclasses),
                                         self.emitted)
        from code2skill.extractors.inertia_router import page_link     # (an import cycle)
        self.emitted = self.each_request(        # rule inertia.link-wrapper: a get is no request
            lambda e: [item for item in self.bound_props(e) if not page_link(item.template)],
            self.emitted)
        # rule coverage.unfollowed-wrapper-callers: a wrapper's unfollowed URL, per caller
        self.emitted = self.each_request(lambda e: caller_items(self, e, Emitted), self.emitted)
        self.emitted = self.each_request(lambda e: [self.unpassed_marked(e)],  # url.unpassed-
                                         self.emitted)                        # arm
        self._passed_values.clear()            # the calls are all known from here on
        self.emitted = self.each_request(self.chosen_arm, self.emitted)
        self.untaken_review()                                 # rule wrapper.chosen-arm
        for path in sorted(self.modules):
            for fid, fn in self.modules[path].functions.items():
                pending = [t for t in self._summary_cache.get((path, fid), [])
                           if not named_segment(t, self.param_scope(fid),
                                                self.parameter_member)]
                if pending and fid not in self.callers and fn.parent is None \
                        and fid not in self._form_handlers \
                        and not generated_api_method(self.program, fid):
                    self.diagnostics.append(Diagnostic(
                        path, "resolve",
                        f"wrapper {fn.name} makes a request whose URL comes from its caller, "
                        "but no call of it was found", "info", fn.span[0]))
        return sorted(self.emitted, key=lambda e: (e.template.sites[0].where[0],
                                                   e.template.sites[0].where[1]))


def markup_bound_members(value: Value, name: str, writes: list[str]) -> Value:
    """Rule ``value.markup-write``: state object ``value`` of ``name`` whose members the
    markup binds (``bind:value={group.name}``, written ``group.name``) with each such member
    of its own one of its value and what the user enters."""
    bound = {w[len(name) + 1:] for w in writes if w.startswith(name + ".")}
    bound = {member for member in bound if "." not in member}
    if not bound or not isinstance(value, ObjV):
        return value
    return replace(value, props=tuple(
        replace(p, value=alternatives([p.value, UnknownV("markup-write")]))
        if p.key in bound else p for p in value.props))


def substituted_credentials(resolver: Resolver, pending: PendingCredentials, options: Value,
                            where: Where | None
                            ) -> tuple[list[AuthHint], PendingCredentials | None]:
    """Rule ``auth.substituted-credentials``: request options that still read a wrapper's
    parameters (``pending``), read again once a caller's arguments fill them (``options``):
    the cookie-session hint when their member ``pending.key`` is ``pending.wanted`` (cited
    where the options set it, else at ``where``); else the options, pending still while they
    read a parameter."""
    from code2skill.extractors.common import credentials_note, first_text, is_true, prop_where
    found = resolver.member(options, pending.key)
    if (is_true(found) if pending.wanted is True else first_text(found) == pending.wanted):
        return [AuthHint("cookie-session", prop_where(options, pending.key) or where,
                         pending.rule, credentials_note(pending.key, pending.wanted))], None
    return [], replace(pending, options=options) if mentions_param(options) else None


def substitute_template(resolver: Resolver, template: RequestTemplate, fid: str,
                        mapping: dict[str, Value]) -> RequestTemplate:
    """``template`` with ``fid``'s parameters replaced by ``mapping``."""
    sub = resolver.substitute

    def opt(value: Value | None) -> Value | None:
        return sub(value, fid, mapping) if value is not None else None

    auth = [guarded for hint in template.auth
            if (guarded := substitute_guards(resolver, hint, fid, mapping)) is not None]
    pending = opt(template.pending_headers)
    if pending is not None:                      # rule auth.substituted-headers
        from code2skill.extractors.common import auth_in_headers_value
        where = template.sites[0].where if template.sites else None
        seen = {(h.kind, h.where, h.note) for h in auth}
        auth.extend(h for h in auth_in_headers_value(pending, where, "auth.substituted-headers")
                    if (h.kind, h.where, h.note) not in seen)
    credentials = template.pending_credentials
    if credentials is not None:                  # rule auth.substituted-credentials
        hint, credentials = substituted_credentials(resolver, credentials, sub(
            credentials.options, fid, mapping), template.sites[0].where if template.sites else None)
        auth.extend(hint)
    headers = tuple(replace(h, value=value) for h in template.headers
                    if not unsent(h.value, value := sub(h.value, fid, mapping)))
    if isinstance(pending, ObjV) or choice_of_objects(pending):   # rule header.substituted
        from code2skill.extractors.common import headers_from
        names = {h.name.lower() for h in headers}           # rule header.call-site-precedence
        defaults = {h.name.lower() for h in headers if h.default}
        headers = over_defaults(headers + tuple(
            h for h in headers_from(pending, template.sites[0].where if template.sites else None)
            if h.name.lower() not in names or h.name.lower() in defaults))
    done = replace(
        template, method=sub(template.method, fid, mapping), url=sub(template.url, fid, mapping),
        base=opt(template.base), query=opt(template.query), body=opt(template.body),
        headers=headers,
        auth=tuple(auth), pending_headers=pending if mentions_param(pending) else None,
        pending_credentials=credentials,
        config_spreads=tuple(sub(v, fid, mapping) for v in template.config_spreads),
        run_guards=tuple((sub(v, fid, mapping), op, literal)
                         for v, op, literal in template.run_guards))
    if template.pending_operation is not None:      # rule graphql.forwarded-options
        from code2skill.extractors.graphql import with_operation
        done = with_operation(done, sub(template.pending_operation, fid, mapping))
    if template.pending_data is None:
        return done
    return place_pending_data(done, (opt(template.pending_data[0]),
                                     opt(template.pending_data[1])), fid)


def place_pending_data(template: RequestTemplate, pending: tuple, fid: str) -> RequestTemplate:
    """Rule ``jquery.data-by-method``: jQuery's ``(data, contentType)`` of ``template`` placed
    by its (substituted) method: the query of a ``GET``/``HEAD``, else the body, form-encoded
    unless ``contentType`` or the value says otherwise. While the method still reads a
    parameter of ``fid`` the data stays pending (and is the query meanwhile, jQuery's
    default method being ``GET``)."""
    from code2skill.extractors.common import (body_encoding, chosen_text, first_text,
                                              json_text_rule)
    data, content_type = pending
    method = chosen_text(template.method)
    if method is None and mentions_param(template.method):
        return replace(template, pending_data=pending)
    if (method or "GET").upper() in ("GET", "HEAD"):
        return replace(template, pending_data=None, query=data, body=None, body_encoding=None)
    return replace(template, pending_data=None, query=None, body=data, body_encoding=None
                   if data is None else body_encoding(data, None, first_text(content_type))
                   or "form", encoding_rule=json_text_rule(data, first_text(content_type)))


def substitute_guards(resolver: Resolver, hint: AuthHint, fid: str,
                      mapping: dict[str, Value]) -> AuthHint | None:
    """``hint`` with its guards' parameters of ``fid`` replaced: ``None`` when a guard is
    then known to be falsy (this call does not send the header), guards known to be truthy
    dropped, the others kept for the outer calls."""
    if not hint.guards:
        return hint
    guards = []
    for guard in hint.guards:
        value = resolver.substitute(guard, fid, mapping)
        truth = truthiness(value)
        if truth is False:
            return None
        if truth is None:
            guards.append(value)
    return replace(hint, guards=tuple(guards))


def write_frame(frame: Frame, write: LocalWrite) -> Frame:
    """Rule ``value.nested-write-scope``: where a write of a local is evaluated — ``frame``
    (the declaring function's) for its own writes, the nested function that runs it for one
    made there (``var utils; function init(_utils) { utils = _utils }``: ``_utils`` is
    ``init``'s parameter, never a name of the declaring function)."""
    if write.scope is None or write.scope == frame.fid:
        return frame
    return Frame(frame.path, write.scope, frame.this)


def param_value(fn: FunctionFact, name: str, module: str) -> ParamV | None:
    """The value parameter ``name`` of ``fn`` has on entry (a destructured one typed by its
    member of the parameter's type), ``None`` when ``name`` is no parameter of ``fn``."""
    for param in fn.params:
        if param.name == name:
            return ParamV(fn.fid, name, type_text=param.type_text, module=module)
        if name in param.pattern:
            member_type = f"{param.type_text}['{name}']" if param.type_text else None
            return ParamV(fn.fid, name, type_text=member_type, module=module)
        if "..." + name in param.pattern:
            return ParamV(fn.fid, name, type_text=rest_type(param), module=module)
    return None


CALLBACK_RULE = "callback.library-argument"


def with_unpassed(template: RequestTemplate, found: tuple[Unpassed, ...]) -> RequestTemplate:
    """``template`` with the tests ``found`` added to :attr:`RequestTemplate.unpassed` (rule
    ``url.unpassed-arm``), each once."""
    added = tuple(u for u in found if u not in template.unpassed)
    return replace(template, unpassed=template.unpassed + added) if added else template


def condition_key(cond: str | None, subject: Value) -> str | None:
    """The identity of a ternary's condition once the value it tests is known (rule
    ``url.same-condition``): the condition's place and text with that value, so two choices
    on one test of one value pair up, and the same function called on two values does not."""
    if cond is None:
        return None
    digest = hashlib.blake2b(repr(subject).encode("utf-8", "surrogatepass"),
                             digest_size=8).hexdigest()
    return f"{cond.split('|', 1)[0]}|{digest}"


def holds_function(value: Value, fid: str) -> bool:
    """Whether ``value`` is function ``fid`` or holds it as an alternative or a member."""
    if isinstance(value, FnV):
        return value.fid == fid
    if isinstance(value, AltV):
        return any(holds_function(o, fid) for o in value.options)
    if isinstance(value, ObjV):
        return any(holds_function(p.value, fid) for p in value.props)
    return False


def returned_fids(value: Value) -> set[str]:
    """The user functions a return value may be (``return p => …``, one of alternatives)."""
    options = value.options if isinstance(value, AltV) else (value,)
    return {o.fid for o in options if isinstance(o, FnV)}


def is_deferred(template: RequestTemplate, scope: frozenset[str],
                by_name: bool = True) -> bool:
    """Whether the enclosing function's parameters still decide the request's identity: its
    method, the start of its URL, a parameter named like a URL (``url``, ``path``; only with
    ``by_name``), or one glued to a named constant or another hole (``${API}${p}``), or the
    options of a GraphQL call (rule ``graphql.forwarded-options``). A parameter inside a
    segment of literal text (``/${type}s/``, ``/v${id}``) is a path parameter, emitted
    here; so is one written in the same string as the text before it, though that string
    reached here through a binding or a wrapper's parameter (rule ``url.segment-parameter``:
    ``request(`/cards/${id}/labels/labelId:${labelId}`)``, the text and the hole of one
    origin), while text from another name (``${API}${p}``) still waits."""
    if mentions_param(template.method, scope) or (
            template.pending_operation is not None
            and mentions_param(template.pending_operation, scope)):
        return True
    url = template.url
    if isinstance(url, AltV):
        return any(is_deferred(replace(template, url=o), scope, by_name) for o in url.options)
    if not isinstance(url, StrV):
        return mentions_param(url, scope)
    parts = url.parts
    path_end = len(parts)
    for i, part in enumerate(parts):
        if isinstance(part, Text) and ("?" in part.text or "#" in part.text) or \
                isinstance(part, HoleV) and starts_query(part.value):   # url.query-start-choice
            path_end = i
            break
    for i, part in enumerate(parts[:path_end]):
        if not isinstance(part, HoleV) or not mentions_param(part.value, scope):
            continue
        if isinstance(part.value, (StrV, AltV)):    # a named piece built of its own parts
            options = part.value.options if isinstance(part.value, AltV) else (part.value,)
            return any(is_deferred(replace(template, url=StrV(
                parts[:i] + (o.parts if isinstance(o, StrV) else (replace(part, value=o),))
                + parts[i + 1:])), scope, by_name) for o in options)
        if (i == 0 and template.base is None) or (by_name and is_url_name(part.name)):
            return True
        before = parts[i - 1] if i > 0 else None
        if isinstance(before, HoleV) or (isinstance(before, Text) and before.origin is not None
                                         and before.origin != part.origin
                                         and not before.text.endswith("/")):
            return True
    return False


# names a slug or id is often given, which a whole path or endpoint (``path``, ``endpoint``,
# ``route``: a generic wrapper's or component's) is not
SLUG_NAMES = frozenset({"url", "uri", "href"})


def named_segment(template: RequestTemplate, scope: frozenset[str],
                  member: Callable[[ParamV], bool]) -> bool:
    """Rule ``url.named-segment``: whether ``template`` waits for its function's callers
    only because a whole segment after literal path text (``/status-page/${url}``) is named
    ``url``, ``uri`` or ``href`` (:data:`SLUG_NAMES`) and holds a member of a parameter (``member``: ``const {url} = config``, a component's
    ``{url}`` prop, ``config.url``): a slug or id, a path parameter. A whole positional ``url``
    parameter (``request(url)``, a generic wrapper's) is no such hole."""
    if not is_deferred(template, scope) or is_deferred(template, scope, by_name=False):
        return False
    url = template.url
    options = url.options if isinstance(url, AltV) else (url,)
    return all(not (isinstance(p, HoleV) and is_url_name(p.name)
                    and mentions_param(p.value, scope))
               or ((p.name or "").lower() in SLUG_NAMES and isinstance(p.value, ParamV)
                   and member(p.value) and i > 0 and isinstance(o.parts[i - 1], Text)
                   and o.parts[i - 1].text.endswith("/"))
               for o in options if isinstance(o, StrV) for i, p in enumerate(o.parts))


def typed_client(value: Value, call: Call, module: str, where: Where | None) -> Value:
    """Rule ``client.type-arguments``: a client a library call creates with type arguments
    (``createClient<paths>(…)``) keeps them, as a ``("type-arguments", TypedV(text, module),
    where)`` entry of its ``setup``, for the recogniser that reads its calls' declared types;
    any other value is unchanged."""
    if not isinstance(value, ClientV) or not call.type_args or value.path:
        return value
    return replace(value, setup=value.setup + (
        ("type-arguments", TypedV(call.type_args, module, (), where), where),))


def with_response_type(template: RequestTemplate, site: CallSite, frame: Frame,
                       wrapper: FunctionFact | None = None) -> RequestTemplate:
    """Rule ``output.type-argument``: a call site's type argument (``get<Article>(…)``) is the
    response body's type; an outer call site's wins over the wrapper's own. At the call of a
    ``wrapper`` that declares its return type, only when that type is (a promise or
    observable of) the very type parameter the argument binds: ``get<T>(): Promise<T>``; a
    wrapper returning ``Promise<ResultData<T>>`` wraps it in an envelope, so the argument is
    not the body (its declared return type then speaks: ``output.wrapper-return-type``)."""
    if not site.call.type_args:
        return template
    if wrapper is not None and wrapper.return_type is not None and \
            not body_parameter(unwrapped(wrapper.return_type[0]), wrapper.type_params):
        return template
    return replace(template, response_type=(site.call.type_args,
                                            (frame.path, site.call.span)), response_source=None)


# client-side response objects whose first type argument is the body (the body is their
# ``data``/``body``), not an envelope the backend sends
RESPONSE_OBJECTS = frozenset({"AxiosResponse", "HttpResponse", "Response"})


def body_parameter(type_text: str, type_params: tuple[str, ...]) -> bool:
    """Whether a wrapper's (unwrapped) return type hands back its type parameter as the
    response body: ``T`` itself, or a client response object of ``T``
    (``HttpResponse<T, E>``)."""
    if type_text in type_params:
        return True
    name, _, rest = type_text.partition("<")
    first = rest.split(",")[0].strip().rstrip(">").strip() if rest else ""
    return name.strip() in RESPONSE_OBJECTS and first in type_params


def unwrapped(type_text: str) -> str:
    """``Promise<T>`` / ``Observable<T>`` → ``T`` (repeatedly); other text unchanged."""
    text = type_text.strip()
    for outer in ("Promise<", "Observable<"):
        if text.startswith(outer) and text.endswith(">"):
            return unwrapped(text[len(outer):-1])
    return text


def script_globals(modules: dict[str, ModuleFacts]) -> dict[str, str]:
    """Rule ``scope.script-globals``: in a classic script (a ``.js`` file with no import or
    export, or the inline scripts of an HTML page: rule ``source.inline-script``), top-level
    functions and bindings are globals other scripts may call; ``{name: path}`` of the first
    script (sorted, script files before pages) defining each: a script file's globals reach
    every page that loads it, a page's only its own document and the fragments it loads."""
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


OPTION_URL_KEYS = ("url", "uri", "path", "endpoint")


def leading_url_text(arg: Value) -> str:
    """The fixed text a call's first argument starts with when that argument names a URL:
    a string (``'/api/x'``), or an options object whose ``url``/``uri``/``path``/``endpoint``
    member is one (``{url: route('/items'), body}``, rule ``review.unknown-http-library``);
    ``""`` for anything else."""
    if isinstance(arg, ObjV):
        found = next((v for key in OPTION_URL_KEYS
                      if (v := object_member(arg, key)) is not None), None)
        return leading_url_text(found) if isinstance(found, StrV) else ""
    if isinstance(arg, StrV) and arg.parts and isinstance(arg.parts[0], Text):
        return arg.parts[0].text
    return ""


def library_instance(value: Value | None) -> bool:
    """Whether a call's receiver is a value some library or built-in made (``new Map()``,
    ``new LRUCache()``): a known kind of object, not one the resolver failed to follow."""
    return isinstance(value, LibV) and value.lib == "js" or \
        isinstance(value, UnknownV) and (value.reason in ("js-builtin", "library-call")
                                         or value.reason.startswith(STORE_READ))


def has_fixed_text(url: Value) -> bool:
    """Whether a URL value has any literal text (an endpoint can be named from it)."""
    if isinstance(url, AltV):
        return any(has_fixed_text(o) for o in url.options)
    return isinstance(url, StrV) and any(isinstance(p, Text) and p.text.strip("/")
                                         for p in url.parts)


CLIENT_NAMES = re.compile(r"(?i)(api|http|client|service|session|request|rest|agent|fetch|"
                          r"backend|server|gateway|transport|ajax)")
SUSPECT_METHODS = frozenset({"get", "post", "put", "patch", "delete", "del", "head", "request",
                             "fetch", "query", "mutate", "send", "call"})
URL_NAMES = frozenset({"url", "uri", "path", "endpoint", "route", "resource", "href", "link",
                       "api", "apiurl", "apipath", "target", "input", "location"})


def is_url_name(name: str | None) -> bool:
    """Parameter names that carry a whole URL or path rather than one segment's value."""
    return name is not None and (name.lower() in URL_NAMES or name.lower().endswith("url")
                                 or name.lower().endswith("path"))


def object_choices(template: RequestTemplate, fid: str,
                   mapping: dict[str, Value]) -> list[dict[str, Value]]:
    """Rule ``value.spread-alternatives``: at a wrapper call, when the wrapper's method still
    reads its parameters and an argument is one of several object literals (``opts`` set to
    ``{url: a, method: 'POST'}`` or ``{url: b, method: 'POST'}``), one mapping per object, so
    that each request keeps its own object's method with its URL; a ``null``/``undefined``
    option (an options object never set) makes no request. Otherwise ``[mapping]``."""
    if not mentions_param(template.method, frozenset((fid,))):
        return [mapping]
    for name, value in mapping.items():
        if spreadable_alternatives(value):
            return [{**mapping, name: o} for o in value.options if isinstance(o, ObjV)]
    return [mapping]


def one_client(values: list[Value]) -> ClientV | None:
    """Rule ``this.every-construction`` for a client a constructor creates: the one client made
    by one creating call over several constructions, its options chosen among each
    construction's (``axios.create({...config, baseURL: config.baseURL || ""})`` made with
    ``{baseURL: import.meta.env.API}`` and with nothing: ``baseURL`` is the variable or
    ``""``), so each request is one request whose base is a choice; ``None`` unless every value
    is a client of the same library and creating call whose options are object literals that
    spread only object literals."""
    first = values[0]
    if not isinstance(first, ClientV) or any(
            not isinstance(v, ClientV) or (v.lib, v.where, v.path, v.setup)
            != (first.lib, first.where, first.path, first.setup) for v in values):
        return None
    configs = [v.config for v in values]          # type: ignore[union-attr]
    keys = [literal_keys(c) for c in configs]
    if any(k is None for k in keys):
        return None
    names = list(dict.fromkeys(k for found in keys for k in found))   # type: ignore[union-attr]
    props = []
    for name in names:
        options = [object_member(c, name) for c in configs]           # type: ignore[arg-type]
        props.append(PropV(name, alternatives([o if o is not None else LitV(None)
                                               for o in options])))
    return replace(first, config=ObjV(tuple(props), first_where(first.config)))


def literal_keys(value: Value | None) -> list[str] | None:
    """The keys of an object literal, those of the object literals it spreads included, in
    order; ``None`` for any other value, or one that spreads something else."""
    if not isinstance(value, ObjV):
        return None
    keys: list[str] = []
    for prop in value.props:
        if prop.key is not None:
            keys.append(prop.key)
            continue
        inner = literal_keys(prop.value)
        if inner is None:
            return None
        keys.extend(inner)
    return keys


def called_options(callee: Value) -> Value:
    """Rule ``value.absent-callee``: the options of a called value that can return. Calling an
    absent option (``undefined``, a member an object literal lacks) throws, so a choice
    between a function and an absent value (``worker && worker(x)`` of a worker some
    constructions do not pass) returns what the function does; any other value unchanged."""
    if not isinstance(callee, AltV):
        return callee
    kept = [o for o in callee.options if not is_absent(o)]
    if not kept or len(kept) == len(callee.options):
        return callee
    return kept[0] if len(kept) == 1 else replace(callee, options=tuple(kept))


def is_absent(value: Value) -> bool:
    """Whether ``value`` is ``undefined``/``null`` or a member an object literal lacks."""
    return isinstance(value, LitV) and value.value is None or \
        isinstance(value, UnknownV) and value.reason == "no-member"


def spreadable_alternatives(value: Value) -> bool:
    """Whether ``value`` is a plain choice between object literals (and ``null`` or
    ``undefined``), with at least one object: rule ``value.spread-alternatives``."""
    return isinstance(value, AltV) and value.kind == "any" and value.test is None \
        and any(isinstance(o, ObjV) for o in value.options) \
        and all(isinstance(o, ObjV) or (isinstance(o, LitV) and o.value is None)
                for o in value.options)


def rest_type(param: Param) -> str | None:
    """Rule ``ts.pattern-rest``: the type of the rest element of a typed object pattern
    (``({id, ...rest}: TaskUpdate)`` → ``Omit<TaskUpdate, 'id'>``: the members the pattern
    does not name), ``None`` when the pattern has no type."""
    if not param.type_text:
        return None
    named = [f"'{n}'" for n in param.pattern if not n.startswith("...")]
    return f"Omit<{param.type_text}, {' | '.join(named)}>" if named else param.type_text


def dom_read(callee: Value) -> str | None:
    """Rule ``service.runtime-base``: the reason of the value a call on the page's DOM returns
    (``document.querySelector('meta[name="base"]')`` → ``dom:document.querySelector()``), its
    members read later extending it; ``None`` for any other callee."""
    if isinstance(callee, UnknownV) and callee.reason.startswith(DOM):
        chain = callee.reason[len(DOM):]
    elif isinstance(callee, UnknownV) and callee.reason.startswith("unresolved:document."):
        chain = callee.reason.split(":", 1)[1]
    elif isinstance(callee, LibV) and callee.lib == "global" and callee.path[:1] == ("document",) \
            and len(callee.path) > 1:
        chain = ".".join(callee.path)
    else:
        return None
    return DOM + chain[:200] + "()"


def segment_text(url: Value, slot: ParamV, value: Value | None) -> bool:
    """Whether ``value``, passed for the path hole ``slot`` of ``url``, is fixed text that
    names an endpoint: :func:`fixed_texts`, but never an empty text that would erase a whole
    segment (rule ``wrapper.empty-segment-argument``, :mod:`code2skill.empty_segments`)."""
    return fixed_texts(value) and not erases_segment(url, slot, value)


def any_options(value: AltV) -> list[Value]:
    """The options of a choice of kind ``any``, those of a nested such choice in its place."""
    return [o for option in value.options
            for o in (any_options(option) if isinstance(option, AltV) and option.kind == "any"
                      else (option,))]


def kind_holes(url: Value, slot: dict[str, ParamV], holes: set[str],
               mappings: list[dict[str, Value]]) -> set[str]:
    """Rule ``wrapper.literal-kind-arguments``: the path holes of a wrapper (``holes``, its
    parameters, at ``slot``) for which every known call passes fixed text, when another hole
    takes a value no call fixes for all (a generic store's ``find(type, id)`` called as
    ``find('discussions', id)`` and ``find('users', userId)``): the fixed ones name the kind of
    resource, so each call names its own endpoint and the others stay its inputs. Empty when no
    hole is fixed by every call, or when every hole is (rule ``wrapper.literal-arguments``)."""
    fixed = {name for name in holes
             if all(segment_text(url, slot[name], m.get(name)) for m in mappings)}
    return fixed if fixed and fixed != holes else set()


def fixed_texts(value: Value | None) -> bool:
    """Whether ``value`` is fixed text, or alternatives each of which is."""
    if isinstance(value, AltV):
        return value.kind == "any" and all(text_of(o) is not None for o in value.options)
    return text_of(value) is not None


def array_item(array: Value, name: str) -> Value:
    """Rule ``value.array-loop``: the variable ``name`` of ``for (const name of array)`` is
    each item of an array of at most :data:`MAX_ALTERNATIVES` fixed texts (``for (const item
    of ['stop', 'start'])``: ``stop`` or ``start``, each its own request); over any other
    array it is unknown, as an unbound name."""
    items = array.items if isinstance(array, ArrV) else ()
    if 0 < len(items) <= MAX_ALTERNATIVES and all(text_of(item) is not None for item in items):
        return alternatives(list(items))
    return UnknownV(f"unresolved:{name}")


def kept_parameter(fn: FunctionFact, name: str, value: Value, path: str) -> Value:
    """Rule ``value.kept-parameter``: a parameter ``name`` of ``fn`` that ``fn`` reassigns
    only under a condition (``if (check) { params = params.map(verify) }``; no write of
    its own kills the value passed in) is, where every write may reach the read, the value
    passed in or what a write gave it: the alternatives of the parameter and ``value``;
    ``value`` as it is for a local no parameter names, one a plain write replaces, or one
    written in two arms of one ``if``/``else`` (``if (h) { u = `//${h}/v2${u}` } else
    { u = `/v2${u}` }``: which arms together replace the value passed in is not judged)."""
    param = next((p for p in fn.params if p.name == name), None)
    own = [w for w in fn.writes.get(name, ()) if w.scope == fn.fid]
    if param is None or any(w.kills for w in own) or armed_alternatives(own):
        return value
    return alternatives([ParamV(fn.fid, name, type_text=param.type_text, module=path), value])


def armed_alternatives(writes: list[LocalWrite]) -> bool:
    """Whether one of ``writes`` stands in an arm of an ``if``/``else`` whose other arm holds
    another of them (rule ``value.exclusive-arms``)."""
    return any(within(other.span, arm) for write in writes for arm in write.exclusive
               for other in writes if other is not write)


def fallback_choice(value: AltV, kind: str) -> bool:
    """Rule ``value.spread-fallback``: whether ``value``, an option of a choice of ``kind``,
    is a fallback from a parameter's member to fixed values (``opts.method || 'POST'``, as
    ``{method: 'POST', ...opts}`` reads) that must stay whole inside a choice of another
    kind: flattened, its member would be an option of its own, absent for a caller whose
    object lacks it (a GET by default) instead of leaving the fallback."""
    return kind != "or" and value.kind == "or" and mentions_param(value.options[0]) \
        and all(literal_of(o) is not None for o in value.options[1:])


def alternatives(values: list[Value], kind: str = "any") -> Value:
    """One value for several possibilities: the single one, or an :class:`AltV` (flattened,
    de-duplicated, capped). Unknown options are kept: a value that is sometimes unknown must
    not look fixed. For ``kind`` ``or`` (``a || b``), options known to be falsy are dropped
    but the last (``a || ''`` is ``''`` when ``a`` is falsy) and nothing after an option known
    to be truthy is reachable. ``a && b`` is ``b`` or ``a``
    when ``a``'s truth is known; rule ``value.parameter-guard``: when ``a`` reads a parameter
    and ``b`` is an object or function, it stays ``AltV((a, b), "and")`` (never flattened into
    an outer alternative) so that substituting the parameter per call decides it."""
    if len(values) == 1:                            # one value keeps its own kind
        return values[0]
    if kind == "and" and len(values) == 2:          # a && b
        truth = truthiness(values[0])
        if truth is not None:
            return values[1] if truth else values[0]
        if mentions_param(values[0]) and objectish(values[1]):
            return AltV((values[0], values[1]), "and")   # rule value.parameter-guard
        if truthiness(values[1]) is False:   # rule value.falsy-guard: g && undefined is
            return AltV((values[0], values[1]), "and")   # falsy whatever g is
        kind = "any"
    if kind == "or":
        kept: list[Value] = []
        for i, value in enumerate(values):
            truth = truthiness(value)
            if truth is False and i < len(values) - 1:   # `a || ''` is '' when a is falsy
                continue
            kept.append(value)
            if truth is True:
                break
        values = [v for v in kept if not spells_absent_member(v)] or kept or values[-1:]
    if len(values) == 1:                            # (rule value.null-default: an option
        return values[0]                            # `a ?? b` takes keeps its own kind)
    flat: list[Value] = []
    for v in values:
        for o in (v.options if isinstance(v, AltV) and v.kind != "and" and v.test is None
                  and not (kind == "or" and v.kind == "any") and not fallback_choice(v, kind)
                  else (v,)):
            if o not in flat:
                flat.append(o)
    if not flat:
        return UnknownV("no-value")
    if len(flat) == 1:
        return flat[0]
    if len(flat) > MAX_ALTERNATIVES:              # capped, visibly: the rest is unknown
        flat = flat[:MAX_ALTERNATIVES - 1] + [UnknownV("too-many-alternatives")]
    return AltV(tuple(flat), "any" if kind == "and" else kind)


def spells_absent_member(value: Value) -> bool:
    """Rule ``value.absent-member-text``: whether a string is built from a member the caller's
    object literal never has (``'api' + options.path`` when the caller passes ``{url}``):
    JavaScript spells it ``undefined`` (``/apiundefined``), the text of no intended request.
    Such an option of ``a || b`` is dropped while another remains, so the caller's own ``url``
    (even one the source does not show) is the value, never an invented ``/api{path}``."""
    return isinstance(value, StrV) and any(
        isinstance(p, HoleV) and isinstance(p.value, UnknownV) and p.value.reason == "no-member"
        for p in value.parts)


def decide_string_test(subject: Value, method: str, literal: str) -> bool | None:
    """Rule ``value.string-test``: whether ``subject.method(literal)`` holds when the
    subject's text proves it: ``startsWith`` by its literal head, ``endsWith``/``includes``
    only on a wholly literal string; ``None`` otherwise."""
    if not isinstance(subject, StrV):
        return None
    head = ""
    for part in subject.parts:
        if not isinstance(part, Text):
            break
        head += part.text
    whole = all(isinstance(p, Text) for p in subject.parts)
    result: bool | None = None
    if method == "startsWith":
        if whole or len(head) >= len(literal):
            result = head.startswith(literal)
        elif not literal.startswith(head):
            result = False
    elif whole:
        result = head.endswith(literal) if method == "endsWith" else literal in head
    return result


NEGATION = {"truthy": "falsy", "falsy": "truthy", "===": "!==", "!==": "===", "==": "!=",
            "!=": "==", "typeof===": "typeof!==", "typeof!==": "typeof===",
            "typeof==": "typeof!=", "typeof!=": "typeof==", **NEGATED_STRING_TESTS,
            **NEGATED_COMPOUND, **NEGATED_MEMBERSHIP}


# Svelte 5 runes whose value is their argument (compiler macros, never imported)
SVELTE_RUNES = frozenset({("$state",), ("$state", "raw"), ("$derived",)})


def event_fetch_sites(templates: list[RequestTemplate], rule: str | None
                      ) -> list[RequestTemplate]:
    """Rules ``sveltekit.event-fetch``, ``sveltekit.event-type``: ``templates`` of a call of a
    request event's ``fetch``, their library call's evidence naming ``rule`` (unchanged when
    ``rule`` is ``None``)."""
    if rule is None:
        return templates
    return [replace(t, sites=t.sites[:-1] + (replace(t.sites[-1], rule=rule),))
            for t in templates]


def svelte_rune(call: Call) -> bool:
    """Rule ``value.svelte-rune``: whether ``call`` is a Svelte 5 rune whose value is its
    argument, ``undefined`` without one (``let request = $state()``, ``$state(0)``,
    ``$state.raw(list)``, ``$derived(a + b)``): the state's initial value, never a value
    the client computes."""
    return member_path(call.callee) in SVELTE_RUNES


def editable_rune(call: Call, initial: Value, where: Where | None) -> Value:
    """Rule ``state.initial-type``: a Svelte 5 ``$state``/``$state.raw`` rune whose initial
    value is a literal of a type or an object literal with members is editable state, typed by
    that literal and never pinned to it (``let email = $state('')``: a string the user
    types, as :mod:`code2skill.state_hooks` reads ``createSignal('')``); any other rune
    (``$derived(a + b)``, ``$state()``, ``$state(null)``) is its argument as it is."""
    if member_path(call.callee) == ("$derived",) or not proves_fields(initial):
        return initial
    return state(initial, where, 0)


BLOB = LibV("js", ("Blob", "instance"))
# names of a parameter that holds a file (``uploadToStream(tunnel, stream, file)``)
FILE_NAMES = frozenset({"file", "blob"})


def file_bytes(value: Value) -> bool:
    """Rule ``body.file-bytes``: whether ``value`` is a file's bytes whose ``slice`` is a
    ``Blob`` chunk: a constructed ``File``/``Blob``, or a parameter declared one or named
    ``file``/``blob`` (no member read from it)."""
    if isinstance(value, LibV):
        return value.lib == "js" and value.path in (("File", "instance"), ("Blob", "instance"))
    return isinstance(value, ParamV) and not value.path and (
        value.name.lower() in FILE_NAMES if not value.type_text
        else value.type_text.strip() in ("File", "Blob"))


# AngularJS's injectable wrappers of browser globals (rule ``value.angular-window``)
ANGULAR_WINDOW = {"$window": LibV("global"), "$document": LibV("global", ("document",))}


def angular_window(call: Call) -> Value | None:
    """Rule ``value.angular-window``: ``$injector.get('$window')`` is the browser's
    ``window`` (``$document`` its ``document``), as a ``$window`` parameter an AngularJS
    factory is injected with is, so ``$window.location.origin`` is the page's origin;
    ``None`` for any other call."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop == "get" and len(call.args) == 1
            and isinstance(callee.obj, Ref) and callee.obj.name == "$injector"
            and isinstance(call.args[0], Lit)):
        return None
    return ANGULAR_WINDOW.get(call.args[0].value)


def never_made(template: RequestTemplate) -> bool:
    """Rule ``wrapper.guarded-call``: whether one of ``template``'s
    :attr:`~RequestTemplate.run_guards` is proven false (:func:`decide_test`)."""
    return any((decide_arm(subject, literal) if op == ARM_OP
                else decide_test(subject, op, literal)) is False
               for subject, op, literal in template.run_guards)


def decide_arm(subject: Value, arm: ArmTest) -> bool | None:
    """Rule ``wrapper.chosen-arm``: whether the arm ``arm`` tests runs when its parameter
    holds ``subject`` (:func:`~code2skill.chosen_arms.arm_outcome`); ``None`` when the value
    does not prove it."""
    return arm_outcome([equals(subject, literal) for literal in arm.literals], arm.holds)


def decide_test(subject: Value, method: str, literal: object) -> bool | None:
    """Rules ``value.string-test`` and ``value.condition``: whether a condition holds when
    its subject's value proves it — a string test (:func:`decide_string_test`), the truth of
    the value (``truthy``/``falsy``), or its comparison with a literal (``===``, ``!==``,
    ``==``, ``!=``; ``null`` and ``undefined`` are one value here, so strict and loose
    comparisons with either decide alike); ``None`` when the value does not prove it. A
    build-mode constant is its production build's value (rule ``value.production-build``)."""
    if is_compound(method):                           # rule value.compound-test-guard
        return decide_compound(subject, method, decide_test)
    if method in NEGATED_MEMBERSHIP:                  # rule value.list-membership-test
        return decide_membership(subject, method, literal, equals)
    subject = production_value(subject) or subject
    if method in STRING_TESTS:
        return decide_string_test(subject, method, literal)
    if method.startswith(NOT) and method[len(NOT):] in STRING_TESTS:  # value.string-test-guard
        decided = decide_string_test(subject, method[len(NOT):], literal)
        return None if decided is None else not decided
    if method == IS_ARRAY:                               # rule value.is-array
        decided = decide_is_array(subject)
        return None if decided is None else decided == literal
    if method.startswith("typeof"):
        kind = js_typeof(subject)
        return None if kind is None else (kind == literal) == (method[6:] in ("===", "=="))
    if method in ("truthy", "falsy"):
        truth = truthiness(subject)
        return None if truth is None else truth == (method == "truthy")
    equal = equals(subject, literal)
    return None if equal is None else equal == (method in ("===", "=="))


def js_typeof(value: Value) -> str | None:
    """Rule ``value.condition``: what ``typeof`` gives for ``value`` when the value proves it
    (a string, a literal, an object or array, a function), else ``None``."""
    if isinstance(value, StrV):
        return "string"
    if isinstance(value, LitV):
        found = value.value
        return "undefined" if found is None else "boolean" if isinstance(found, bool) \
            else "string" if isinstance(found, str) else "number" \
            if isinstance(found, (int, float)) else None
    if isinstance(value, UnknownV) and value.reason == "no-member":
        return "undefined"
    if isinstance(value, (ObjV, ArrV)):
        return "object"
    if isinstance(value, FnV):
        return "function"
    return None


def equals(subject: Value, literal: object) -> bool | None:
    """Whether ``subject`` equals the literal, when its value proves it."""
    absent = isinstance(subject, LitV) and subject.value is None or \
        isinstance(subject, UnknownV) and subject.reason == "no-member"
    if literal is None:
        if absent:
            return True
        known = isinstance(subject, (StrV, LitV, ObjV, ArrV, FnV, InstanceV)) or \
            truthiness(subject) is True
        return False if known else None
    if absent:
        return False
    if isinstance(literal, str):
        text = text_of(subject)
        if text is not None:
            return text == literal
        return False if isinstance(subject, (ObjV, ArrV, FnV)) else None
    if isinstance(subject, LitV) and type(subject.value) is type(literal):
        return subject.value == literal
    return None


def decision_tree(variants: list[Value], tests: list[tuple]) -> Value:
    """Rule ``value.array-mutation`` per caller: the value of an array joined after ``k``
    ``if``-guarded calls, ``variants[v]`` holding the calls ``j`` with bit ``j`` of ``v``
    set, as nested :func:`guarded` choices on each call's test, so that a caller's arguments
    decide which pushes ran (``if (params.id) parts.push(id)`` called without ``id``)."""
    def choose(j: int, v: int) -> Value:
        if j == len(tests):
            return variants[v]
        return guarded(tests[j], choose(j + 1, v | 1 << j), choose(j + 1, v))
    return choose(0, 0)


def copied_start(write: LocalWrite) -> bool:
    """Rule ``value.guarded-copy``: whether ``write`` is an unconditional copy of another name
    (``let url = path``) that guarded appends build on (``if (opts.query) url += `?${qs}```):
    the start :meth:`Resolver.guarded_writes` folds, as a string literal or template is."""
    return write.kills and not write.guards and isinstance(write.value, Ref)


def joined_start(write: LocalWrite) -> bool:
    """Rule ``value.array-mutation``: whether ``write`` is an unconditional join of an
    array (``url = url.join('/')``), always a string, that guarded writes build on (``if
    (!host && url.charAt(0) !== '/') url = '/' + url``), as a string literal is."""
    return write.kills and not write.guards and isinstance(write.value, Call) \
        and isinstance(write.value.callee, Member) and write.value.callee.prop == "join"


def unsent(value: Value, substituted: Value) -> bool:
    """Rule ``value.compound-test-guard``: whether a member (a header) written under an
    ``if`` a caller's arguments decide (``value``, a guarded choice with no value where its
    test fails) is absent for that caller: its value there (``substituted``) is the failing
    arm's none."""
    return substituted == LitV(None) and isinstance(value, AltV) and value.test is not None \
        and value.test[1] == "all" and LitV(None) in value.options


def tests_param(test: tuple) -> bool:
    """Whether guard ``test`` (``(subject value, op, literal)``, a compound one's operands
    each) reads a parameter, so a caller's argument may decide it."""
    return any_part(test, lambda part: mentions_param(part[0]))


def state_guarded(reach: list[LocalWrite], name: str) -> bool:
    """Whether every guard of the writes in ``reach`` tests a variable or member chain other
    than the local ``name`` being built (``if (!this.model.id) { url += this.url.add; method =
    'post' } else {…}``): the test stays open, but keyed, so that the locals written under it
    pair up (rule ``value.branch-pairs``) instead of being crossed. A test reading the local
    itself (``if (url.indexOf('?') === -1) url += '?t=…'``) keeps the plain alternatives."""
    tests = [t for w in reach for t in (w.guards or ())]
    paths = [member_path(t.subject) if isinstance(t, Test) else None for t in tests]
    return bool(paths) and all(p is not None and p[0] != name for p in paths)


def guarded(tests: tuple, written: Value, before: Value) -> Value:
    """``written`` when every test holds, ``before`` when one fails, else an alternative
    that substituting the tests' parameters decides per caller (rule
    ``value.guarded-writes``). One open test is kept in its positive form (``x !== null``
    as ``x === null`` with the options swapped) and keyed by
    :func:`code2skill.branch_pairs.branch_key`, so that choices on it elsewhere in the
    request pair up with it (rule ``value.branch-pairs``). Several open tests (the arm of an
    ``else if``: ``!a`` then ``b``; nested ``if``s) are a chain of such choices, outermost
    test first, each keyed by its own test: the arm of ``if (a) {…} else if (b) {…}`` pairs
    with the first arm's writes on ``a`` and with the others' on ``b``, never crossed."""
    open_tests = []
    for test in tests:
        decided = decide_test(*test)
        if decided is False:
            return before
        if decided is None:
            open_tests.append(test)
    if not open_tests:
        return written
    if written == before:
        return written
    if len(open_tests) > MAX_CHAINED_TESTS:
        return AltV((written, before), "any", None, (tuple(open_tests), "all", None))
    for test in reversed(open_tests):  # rule value.branch-pairs: one keyed choice per test
        test, holds = positive(test)
        options = (written, before) if holds else (before, written)
        written = AltV(options, "any", branch_key(test), ((test,), "all", None))
    return written


MAX_CHAINED_TESTS = 4   # tests of nested ifs / else-if chains chosen one by one (2^n options)


def failed(tests: tuple) -> tuple:
    """What holds where ``tests`` (all of which must hold) do not: the negation of a single
    test (rule ``value.branch-pairs``: the other branch of its ``if``), else nothing known."""
    if len(tests) != 1 or tests[0][1] not in NEGATION:
        return ()
    subject, op, literal = tests[0]
    return ((subject, NEGATION[op], literal),)


def assume(value: Value, tests: tuple) -> Value:
    """``value`` read where ``tests`` hold: its guarded alternatives whose tests all hold
    are their written value, those with a test known to fail their earlier one."""
    if isinstance(value, AltV) and value.test is not None and value.test[1] == "all":
        own = value.test[0]
        if all(t in tests for t in own):
            return assume(value.options[0], tests)
        if any((t[0], NEGATION.get(t[1]), t[2]) in tests for t in own):
            return assume(value.options[1], tests)
        return replace(value, options=tuple(assume(o, tests) for o in value.options))
    if isinstance(value, StrV):
        return flatten(StrV(tuple(replace(p, value=assume(p.value, tests))
                                  if isinstance(p, HoleV) else p for p in value.parts)))
    return value


def objectish(value: Value) -> bool:
    """Whether ``value`` is (or may be) an object or function: what a parameter guard
    (``opts.secure && {headers: …}``) is kept around so it can be decided per call."""
    if isinstance(value, (ObjV, FnV)):
        return True
    return isinstance(value, AltV) and any(objectish(o) for o in value.options)


SCHEME_HOST = re.compile(r"^[a-z][a-z0-9+.-]*://[^/?#]*", re.I)


def new_url(path: Value, base: Value | None) -> Value:
    """``new URL(path, base)`` as a string value (WHATWG resolution for the common cases: an
    absolute ``path`` wins; ``/x`` replaces the base's path; ``x`` is joined to its folder).
    ``.`` and ``..`` name a folder, so the URL ends with ``/`` (``new URL('.', location.href)
    + 'api/x'`` is ``./api/x``, relative to the page: rule ``service.page-relative``)."""
    if base is not None and isinstance(path, StrV) and text_of(path) in (".", ".."):
        path = StrV((Text(text_of(path) + "/", first_where(path)),))    # type: ignore[operator]
    if base is None or not isinstance(path, StrV) or not isinstance(base, StrV):
        return path
    first = path.parts[0] if path.parts else None
    if isinstance(first, Text) and SCHEME_HOST.match(first.text):
        return path
    base_text = text_of(base)
    if base_text is None:
        return flatten(StrV(base.parts + (Text("/"),) + path.parts))
    origin = SCHEME_HOST.match(base_text)
    if isinstance(first, Text) and first.text.startswith("/") and origin:
        return flatten(StrV((Text(origin.group(0), first_where(base)),) + path.parts))
    folder = base_text.rsplit("/", 1)[0] + "/" if "/" in base_text[len(origin.group(0)) if
                                                               origin else 0:] else base_text + "/"
    return flatten(StrV((Text(folder, first_where(base)),) + path.parts))


def replace_placeholder(template: StrV, pattern: Value, value: Value,
                        value_name: str | None, every: bool = False) -> Value:
    """``'/a/{id}'.replace('{id}', x)`` or ``'/a/:id'.replace(':id', x)`` (a regex literal
    with the same text too): the placeholder becomes a hole named after it. ``replace``
    with a text pattern replaces its first match, ``replaceAll`` (``every``) each one; a
    match is looked for in the fixed texts only (one split by a hole is not seen). When no
    fixed text holds it, a parameter hole keeps the replacement of a fixed text for what
    each caller passes (rule ``value.regex-replace``'s deferral: ``url.replace('csi%2F',
    'csi/')`` of a URL whose id a caller gives as ``csi/${name}``)."""
    needle = text_of(pattern)
    if not needle:
        return UnknownV("replace")
    needle = needle.replace("\\", "")
    name = needle.strip("{}:/") or value_name
    hole = name if re.fullmatch(r"[A-Za-z_]\w*", name or "") else value_name
    parts: list[Text | HoleV] = []
    done = False
    for part in template.parts:
        if done and not every or not isinstance(part, Text) or needle not in part.text:
            parts.append(part)
            continue
        pieces = part.text.split(needle, -1 if every else 1)
        for index, piece in enumerate(pieces):
            if index:
                parts.append(HoleV(hole, value, part.where))
            parts.append(Text(piece, part.where, part.origin))
        done = True
    if done:
        return flatten(StrV(tuple(parts)))
    fixed = text_of(value)
    if fixed is None or "$" in fixed:
        return template
    return kept_replace(template, RegexCode(re.escape(needle), "g" if every else "", fixed))


def kept_replace(value: Value, code: RegexCode) -> Value:
    """``value`` with each parameter in it (in its holes, their strings and alternatives)
    keeping the replacement ``code`` for what its callers pass."""
    if isinstance(value, ParamV):
        return replace(value, coded=value.coded + (code,))
    if isinstance(value, AltV):
        return replace(value, options=tuple(kept_replace(o, code) for o in value.options))
    if isinstance(value, StrV):
        return StrV(tuple(replace(p, value=kept_replace(p.value, code))
                          if isinstance(p, HoleV) else p for p in value.parts))
    return value


def js_substituted(template: StrV, pattern: Value, replacement: str, every: bool) -> Value:
    """``s.replace(text, replacement)`` (``replaceAll`` with ``every``) whose replacement holds
    a ``$`` pattern, computed as JavaScript does (ECMA-262 GetSubstitution for a text pattern:
    ``$$`` is ``$``, ``$&`` the match, `` $` `` and ``$'`` the text before and after it, any
    other ``$`` itself) when ``s`` and the pattern are fixed texts; an unknown value
    otherwise, never the replacement copied as it is."""
    text, needle = text_of(template), text_of(pattern)
    if text is None or needle is None:
        return UnknownV("replace")
    out, start, found = [], 0, text.find(needle)
    while found >= 0:
        out += [text[start:found], SUBSTITUTION.sub(lambda m: {
            "$$": "$", "$&": needle, "$`": text[:found],
            "$'": text[found + len(needle):]}[m.group(0)], replacement)]
        start = found + len(needle)
        found = text.find(needle, start + (not needle)) if every else -1
    out.append(text[start:])
    return StrV((Text("".join(out), first_where(template)),))


SUBSTITUTION = re.compile(r"\$[$&`']")


def url_member(url: StrV, prop: str) -> Value:
    """``href``/``toString`` of a URL-like string is itself; ``pathname``/``origin`` of a fixed
    URL are computed; anything else is unknown."""
    if prop in ("href", "toString", "valueOf"):
        return url
    text = text_of(url)
    if text is None:
        return UnknownV("url-member")
    origin = SCHEME_HOST.match(text)
    if prop == "origin" and origin:
        return StrV((Text(origin.group(0), first_where(url)),))
    if prop == "pathname":
        rest = text[origin.end():] if origin else text
        return StrV((Text(re.split(r"[?#]", rest)[0] or "/", first_where(url)),))
    return UnknownV("url-member")


def typed_argument(arg: Value, type_text: str, module: str) -> Value:
    """Rule ``ts.parameter-type``: what an argument is worth once bound to a parameter declared
    ``type_text`` in ``module``. An unknown argument is a :class:`TypedV` of that type; an
    object literal keeps its entries, each unknown one typed by the member of that name
    (``update({user: filtered})`` for ``data: {user: UpdateUser}``); anything else is kept,
    an issued upload URL too (rule ``url.issued-upload-target``: its name is all that is
    known of it)."""
    if isinstance(arg, UnknownV) and not is_issued(arg):
        return TypedV(type_text, module, (), arg.where)
    if isinstance(arg, ObjV) and any(isinstance(p.value, UnknownV) and p.key for p in arg.props):
        return replace(arg, props=tuple(
            replace(p, value=TypedV(type_text, module, (p.key,), p.where))
            if isinstance(p.value, UnknownV) and p.key else p for p in arg.props))
    return arg


def chosen(value: Value | None, cond: str, index: int) -> Value | None:
    """``value`` with every choice on ``cond`` taken as its option ``index``."""
    if isinstance(value, AltV):
        count = arm_count(value) if value.cond == cond else None
        if count is not None and index < count:
            return chosen(arm(value, index), cond, index)
        options = tuple(chosen(o, cond, index) for o in value.options)
        return value if options == value.options else replace(value, options=options)
    if isinstance(value, StrV):
        parts = tuple(replace(p, value=chosen(p.value, cond, index))
                      if isinstance(p, HoleV) else p for p in value.parts)
        return value if parts == value.parts else flatten(StrV(parts))
    if isinstance(value, ObjV):
        props = tuple(replace(p, value=chosen(p.value, cond, index)) for p in value.props)
        return value if props == value.props else replace(value, props=props)
    if isinstance(value, ArrV):
        items = tuple(chosen(i, cond, index) for i in value.items)
        return value if items == value.items else replace(value, items=items)
    return value


def inherited_hole(resolver, target: FnV, inner: list[RequestTemplate]) -> bool:
    """Rule ``this.super-arguments`` through an inherited method: a base-class method
    (``get(path)`` reading ``this.prefix``) called on an instance of a subclass
    (``this.get('/languages')`` in ``SystemApi``, which passes ``super('/system')``) whose
    shared summary keeps a constructor's parameter in its URL is summarised again for that
    instance, so the subclass's ``super`` argument fills it."""
    this = target.this
    return isinstance(this, InstanceV) and class_of_fid(resolver, target.fid) not in (
        None, this.name) and not builder_class(resolver, this.module, this.name) \
        and any(constructor_holes(resolver, t.url) for t in inner)


def class_of_fid(resolver, fid: str) -> str | None:
    """The class whose method ``fid`` is (``None`` for a plain function)."""
    fn = resolver.function(fid)
    return fn.class_name if fn is not None else None


def settled_choice(template: RequestTemplate, callee: Value, index: int) -> RequestTemplate:
    """Rule ``url.same-condition`` for a method chosen by a ternary (``axios[isNew ? 'post' :
    'patch'](isNew ? '/things' : `/things/${id}`)``): the request of the callee's option
    ``index`` takes that option of every other choice on the same condition, never the
    other branch's URL or body; a test of one value's truth also settles each fallback on
    that value (``x.id || ''``, :mod:`code2skill.presence_pairs`)."""
    if not isinstance(callee, AltV) or not callee.cond or callee.arms is not None:
        return template
    template = replace(template, url=chosen(template.url, callee.cond, index),
                       body=chosen(template.body, callee.cond, index),
                       query=chosen(template.query, callee.cond, index))
    tested = presence_test(callee)
    if tested is None:                        # rule url.presence-pair: `x.id || ''` too
        return template
    return replace(template, url=paired(template.url, *tested, index, flatten),
                   body=paired(template.body, *tested, index, flatten),
                   query=paired(template.query, *tested, index, flatten))


def select(index: Value, pick: Callable[[str], Value]) -> Value:
    """``obj[index]`` given ``pick(name)`` for ``obj.name``: the member named by each value the
    key can take (an enum member, a constant, ``type || ContentType.Json`` once ``type`` is
    known to be absent). A key with an unknown value gives an unknown member, so a lookup that
    is only sometimes resolved never looks fixed."""
    if isinstance(index, AltV) and index.test is not None and len(index.options) == 2:
        return replace(index, options=tuple(select(o, pick) for o in index.options))
    keys = index.options if isinstance(index, AltV) else (index,)
    kind = index.kind if isinstance(index, AltV) else "any"
    found: list[Value] = []
    for key in keys:
        if kind == "or" and isinstance(key, UnknownV) and key.reason == "no-member":
            continue                                  # an absent option: the || fallback
        name = text_of(key)
        if name is None and isinstance(key, LitV) and isinstance(key.value, (int, float)) \
                and not isinstance(key.value, bool):
            name = js_number_text(key.value)
        found.append(UnknownV("computed-member") if name is None else pick(name))
    if isinstance(index, AltV) and index.cond and len(found) == len(keys):
        return replace(index, options=tuple(found))     # obj[c ? 'a' : 'b']: chosen by c
    return alternatives(found) if found else UnknownV("computed-member")


def array_pick(obj: Value, index: Value) -> Value | None:
    """Rule ``value.array-pick``: ``[a, b][i]`` with an index the source does not settle (UI
    state: ``[this.$services.spanType, this.$services.relationType][this.tab]``) is any of
    the items of the array literal (at most :data:`MAX_PICKED_ITEMS`, none of them a spread
    or hole), as ``c ? a : b`` is either; ``None`` for another array or an index reading a
    parameter (each caller's argument picks one item)."""
    if not isinstance(obj, ArrV) or not 1 < len(obj.items) <= MAX_PICKED_ITEMS or \
            mentions_param(index) or any(isinstance(item, UnknownV) for item in obj.items):
        return None
    return alternatives(list(obj.items))


def object_member(obj: ObjV, prop: str) -> Value | None:
    """``prop`` of an object literal, entries folded in order as JavaScript does: a later key
    wins; a spread may supply it (:func:`spread_member`: ``{method: 'GET', ...opts}`` is
    ``opts.method || 'GET'`` until the parameter is known; a conditional spread
    ``{...(c ? {body} : {})}`` may or may not). ``None`` when the object never has it."""
    result: Value | None = None
    for entry in obj.props:
        if entry.key == prop:
            result = entry.value
        elif entry.key is None and prop not in entry.omit:
            supplied = spread_member(entry.value, prop, result, entry.where)
            if supplied is not None:
                result = supplied
    return result


UNSHOWN_SPREADS = (UnknownV, LibV, ClientV, InstanceV, ResponseV, EnvV, ChoiceV)


def spread_member(value: Value, prop: str, before: Value | None,
                  where: Where | None = None) -> Value | None:
    """``prop`` of ``{…before, ...value}`` where ``before`` is the member so far (``None``
    when absent); ``None`` when the spread never supplies it. A parameter (or a value known
    only by its type) supplies ``value.prop`` if set, else ``before`` stays (kind ``or``);
    alternatives supply each option's member, an option without it keeping ``before``
    (``opts || {}`` stays a choice of ``or``: a given ``opts`` wins), the members of options a
    ternary chose keeping its condition, so that ``url`` and ``method`` spread from one option
    pair up (rule ``value.chosen-members``); rule ``value.unshown-spread``: a value whose
    members the source does not show (an unknown global, a library's object, a response) may
    supply any member, so the member is unknown beside ``before`` (or beside absent) — never
    silently ``before`` alone: a method it may carry is no GET (``where`` is the spread, the
    unknown's evidence); the unknown of rule ``value.unknown-transform`` stays itself."""
    if isinstance(value, ObjV):
        found = object_member(value, prop)
        return found if found is not None or before is None else None
    if isinstance(value, (ParamV, TypedV)):
        supplied = replace(value, path=value.path + (prop,))
        return supplied if before is None else alternatives([supplied, before], "or")
    if isinstance(value, ClientV) and not value.path:
        # rule value.client-spread: {...createClient({baseUrl}), baseUrl} keeps the
        # client's methods: api.POST of that object is the client's POST
        supplied = value.member(prop)
        return supplied if before is None else alternatives([supplied, before], "or")
    if isinstance(value, ClientV) and value.lib == "axios" and value.path == ("defaults",) \
            and isinstance(value.config, ObjV):
        # rule axios.instance-defaults: an instance's defaults are its create config over the
        # library's own, which set no method, URL or data
        return spread_member(value.config, prop, before, where)
    if isinstance(value, AltV) and value.kind == "and" and len(value.options) == 2:
        # rule value.guarded-spread: {...(g && v)} spreads v, or nothing when g is falsy
        return spread_member(value.options[1], prop, before, where)
    if isinstance(value, AltV):
        options = list(value.options)
        if value.kind == "or":              # a || b: an object option is always taken
            first_object = next((i for i, o in enumerate(options) if isinstance(o, ObjV)),
                                None)
            options = options if first_object is None else options[:first_object + 1]
        found = [spread_member(o, prop, before, where) for o in options]
        if all(f is None for f in found):
            return None
        fallback = before if before is not None else LitV(None)
        kind = "or" if value.kind == "or" else "any"
        supplied = [f if f is not None else fallback for f in found]
        if value.cond and kind == "any" and any(s != supplied[0] for s in supplied):
            # {...(id ? {url: a, method: 'PUT'} : {url: b, method: 'POST'})}
            return AltV(tuple(supplied), "any", value.cond, value.test, value.arms)
        return alternatives(supplied, kind)
    if isinstance(value, UNSHOWN_SPREADS):
        unknown = value if isinstance(value, UnknownV) and value.reason == \
            value_transforms.UNKNOWN_REASON else UnknownV("spread-member",
                                                         where or first_where(value))
        return alternatives([unknown, before if before is not None else LitV(None)], "or")
    return None


def unknown_choice(value: Value) -> Value:
    """The unknown a callee stands for when it is one unknown or nothing (``AltV(unknown,
    undefined)``: a method of an object spread from a value the source does not show), so
    its call is reviewed as an unknown client's (rule ``review.unknown-http-library``);
    any other value as it is."""
    if isinstance(value, AltV) and all(isinstance(o, UnknownV) or isinstance(o, LitV)
                                       and o.value is None for o in value.options):
        return next((o for o in value.options if isinstance(o, UnknownV)), value)
    return value


def response_member(response: ResponseV, prop: str) -> ResponseV:
    """``response.prop``: the library's way into the body (``data``, ``json()``, ``body``:
    ``LibraryFacts.response_body`` of the registry's recognisers) enters it once; a result's
    body member (``LibraryFacts.result_body``) enters it at that member; any other member is
    read along ``path``."""
    if not response.body and not response.path:
        bodies, results = registry_bodies()
        if bodies.get(response.lib) == prop:
            return replace(response, body=True)
        if results.get(response.lib) == prop:
            return replace(response, body=True, path=(prop,))
    return replace(response, path=response.path + (prop,))


@lru_cache(maxsize=1)
def result_calls() -> dict[str, tuple[str, ...]]:
    """Library id → the members of its results that are library functions
    (``LibraryFacts.result_calls`` of the registry's recognisers)."""
    from code2skill.extractors.registry import RECOGNISERS
    return {rec.id: rec.facts.result_calls for rec in RECOGNISERS if rec.facts.result_calls}


@lru_cache(maxsize=1)
def registry_bodies() -> tuple[dict[str, str], dict[str, str]]:
    """:func:`response_bodies` of the registry's recognisers."""
    from code2skill.extractors.registry import RECOGNISERS
    return response_bodies(RECOGNISERS)


def response_bodies(recognisers: Iterable) -> tuple[dict[str, str], dict[str, str]]:
    """``(library id → how its response reaches the body, library id → its result's body
    member)`` from the ``LibraryFacts`` of ``recognisers``: a member (axios ``res.data``), a
    method (fetch ``res.json()``) or ``""`` (ofetch resolves to the body); an Apollo result's
    ``data`` is the response body's ``data``."""
    return ({rec.id: rec.facts.response_body for rec in recognisers
             if rec.facts.response_body is not None},
            {rec.id: rec.facts.result_body for rec in recognisers
             if rec.facts.result_body is not None})


def is_this(value: Value) -> bool:
    """A component's or class's ``this`` (known or not)."""
    return isinstance(value, (InstanceV, ComponentV)) or (isinstance(value, UnknownV)
                                            and value.reason == "this")


def with_hop(value: Value, where: Where) -> Value:
    """A value returned by a wrapper call at ``where``: responses in it remember that call
    (outermost first), so they can be matched with the request template made through it."""
    if isinstance(value, ResponseV):
        return replace(value, sites=(where,) + value.sites)
    if isinstance(value, AltV):
        return replace(value, options=tuple(with_hop(o, where) for o in value.options))
    if isinstance(value, ObjV):
        return replace(value, props=tuple(replace(p, value=with_hop(p.value, where))
                                          for p in value.props))
    return value


def merge_objects(values: list[Value]) -> ObjV:
    """``Object.assign(a, b, …)`` / ``{...a, ...b}``: known objects merge their entries, any
    other value stays a spread entry (``key`` ``None``)."""
    props: list[PropV] = []
    for value in values:
        if isinstance(value, ObjV):
            props.extend(value.props)
        else:
            props.append(PropV(None, value))
    return ObjV(tuple(props))


def with_origin(value: Value, name: str) -> Value:
    """A string read through a named binding remembers the name on its literal pieces (so
    ``API_ROOT`` can be recognised as a base URL constant after inlining) and on its holes
    that have none yet (rule ``url.segment-parameter``: a hole written in the same string as
    its text, ``labelId:${labelId}``, is not glued to a named constant)."""
    if isinstance(value, StrV) and any(isinstance(p, (Text, HoleV)) and p.origin is None
                                       for p in value.parts):
        return StrV(tuple(replace(p, origin=name) if p.origin is None else p
                          for p in value.parts))
    return value


def plus_kind(value: Value) -> str:
    """``number``, ``string`` or ``other``: what ``+`` sees of an operand (a value of
    unknown type is ``other``; an environment variable is a string)."""
    if isinstance(value, LitV) and isinstance(value.value, (int, float)) \
            and not isinstance(value.value, bool) or numeric_unknown(value):
        return "number"                      # rule value.arithmetic-operand: `(b - c)`
    return "string" if isinstance(value, (StrV, EnvV)) else "other"


def number_of(value: Value) -> int | float | None:
    return value.value if isinstance(value, LitV) else None


def without_override(value: Value) -> Value:
    """A ``super(…)`` argument without the parameter options a caller may override it with
    (``BASE_URL || API_BASE_URL`` → ``API_BASE_URL``), when other options remain."""
    if not isinstance(value, AltV) or value.kind != "any":
        return value
    kept = tuple(o for o in value.options if not isinstance(o, ParamV))
    if not kept or len(kept) == len(value.options):
        return value
    return kept[0] if len(kept) == 1 else AltV(kept, value.kind)


def spread_items(parts: tuple[Text | HoleV, ...]) -> StrV:
    """Rule ``value.array-join`` for a spread array parameter: a hole that spread it into a
    join (``HoleV.spread``) whose value a call now gives as an array becomes its items joined
    by the separator (``null``/``undefined`` ones empty); an empty array also drops the
    separator that joined it. Other parts are kept."""
    out: list[Text | HoleV] = []
    for i, part in enumerate(parts):
        if not (isinstance(part, HoleV) and part.spread is not None
                and isinstance(part.value, ArrV)):
            out.append(part)
            continue
        if not part.value.items:
            if out and isinstance(out[-1], Text) and out[-1].text == part.spread:
                out.pop()
            continue
        for n, item in enumerate(part.value.items):
            if n:
                out.append(Text(part.spread, part.where))
            if not (isinstance(item, LitV) and item.value is None):
                out.append(HoleV(item_name(item), item, first_where(item) or part.where))
    return StrV(tuple(out))


def item_name(item: Value) -> str | None:
    """The name of a hole a joined item fills: a parameter's member read its last member, as a
    template hole's (``group.key`` → ``key``), a parameter its name, else ``None``."""
    if not isinstance(item, ParamV):
        return None
    last = item.path[-1] if item.path else item.name
    return last if last.isidentifier() else item.name


def search_init(init: Value) -> Value:
    """What ``new URLSearchParams(init)`` starts from: an object as it is; an array of
    ``[name, value]`` pairs with fixed names as the object of those entries; a query string
    without its leading ``?`` (JavaScript drops it); any other array an unknown value (its
    entries are not known); anything else (a parameter) as it is."""
    if isinstance(init, StrV) and init.parts and isinstance(init.parts[0], Text) \
            and init.parts[0].text.startswith("?"):
        head = init.parts[0]
        return StrV((replace(head, text=head.text[1:]),) + init.parts[1:])
    if not isinstance(init, ArrV):
        return init
    props = []
    for item in init.items:
        key = text_of(item.items[0]) if isinstance(item, ArrV) and len(item.items) == 2 \
            else None
        if key is None:
            return UnknownV("search-params-entries", init.where)
        props.append(PropV(key, item.items[1], first_where(item) or init.where))
    return ObjV(tuple(props), init.where)


def sometimes_sent(value: Value) -> Value | None:
    """Rule ``query.conditional-spread`` in a ``URLSearchParams``: the value a member sends
    when it is sent, when the member is fixed text that is sometimes absent
    (``{...(f.x && {mode: 'full'})}``: ``'full'`` or no entry, never ``mode=``); ``None``
    for any other member (a caller's value that may be absent is optional already)."""
    if not isinstance(value, AltV):
        return None
    given = [o for o in value.options if not (isinstance(o, LitV) and o.value is None)]
    if len(given) == len(value.options) or not given or \
            any(text_of(o) is None for o in given):
        return None
    return given[0] if len(given) == 1 else AltV(tuple(given))


def flatten(value: StrV) -> StrV:
    """Inline holes whose value is itself a string (``${API}`` → its text and holes, keeping
    the origin or taking the hole's name as theirs), and merge nothing else: each literal keeps
    its own evidence. A named value whose empty
    text fills a whole inner path segment stays a hole (rule ``path.empty-segment``)."""
    parts: list[Text | HoleV] = []
    for index, part in enumerate(value.parts):
        if isinstance(part, HoleV) and part.name and empty_text(part.value) and empty_segment(
                text_before(parts), text_after(value.parts[index + 1:])):
            parts.append(kept_segment(part))     # rule path.empty-segment
        elif isinstance(part, HoleV) and isinstance(part.value, StrV):
            for inner in part.value.parts:
                if inner.origin is None and part.name:
                    parts.append(replace(inner, origin=part.name))
                else:
                    parts.append(inner)
        elif isinstance(part, HoleV) and isinstance(part.value, LitV) \
                and part.value.value is not None:
            parts.append(Text(js_number_text(part.value.value), part.value.where, part.name))
        else:
            parts.append(part)
    return StrV(tuple(parts))


__all__ = ["Resolver", "Frame", "Emitted", "Context", "is_deferred", "alternatives", "flatten"]



def fresh_call(callee: Value, call: Call) -> str | None:
    """Rule ``value.generated``, made through a variable or a method: the reason (``generated:
    new Date()``, ``generated:new Date().toISOString().replace()``) of ``new Date()`` with no
    argument (the clock, read where the request is made) and of a method called on a value
    generated so (``date.toISOString()``, ``stamp.replace('T', ' ')``: still new at every
    call), else ``None``. A ``Date`` the program defines itself is no clock, and the time zone
    a date reads (``getTimezoneOffset()``) is the client's environment, not a new value."""
    if call.new and not call.args and member_path(call.callee) == ("Date",) \
            and isinstance(callee, (UnknownV, LibV)):
        return f"{GENERATED}new Date()"
    if isinstance(callee, UnknownV) and callee.reason.startswith(GENERATED) \
            and isinstance(call.callee, Member) and not call.new \
            and call.callee.prop not in ENVIRONMENT_READS:
        return f"{callee.reason}()"
    return None


ENVIRONMENT_READS = frozenset({"getTimezoneOffset"})     # of a Date: the client's time zone


def generator_of(callee: Value, expr: Expr) -> str | None:
    """Rule ``value.generated``: the name (``crypto.randomUUID``, ``uuid.v4``, ``Date.now``) of
    a call that makes a new value every time it runs — an import of :data:`LIB_GENERATORS`, a
    global of :data:`GLOBAL_GENERATORS` the program does not define itself (its callee is
    no function of the program), or a clock read of a fresh ``new Date()`` — else ``None``."""
    if isinstance(callee, LibV) and (callee.lib, callee.path) in LIB_GENERATORS:
        return ".".join((callee.lib,) + callee.path)
    if isinstance(expr, Member) and expr.prop in CLOCK_READS and isinstance(expr.obj, Call) \
            and expr.obj.new and not expr.obj.args and member_path(expr.obj.callee) == ("Date",):
        return f"new Date().{expr.prop}"
    names = member_path(expr) or ()
    if names[:1] in (("window",), ("globalThis",), ("self",)):
        names = names[1:]
    if names in GLOBAL_GENERATORS and isinstance(callee, (UnknownV, LibV)):
        return ".".join(names)
    return None

