"""The derive pipeline, in numbered phases. Each phase is a typed function of its own module.

1. discover  — :func:`code2skill.discover.discover`: the files in scope, and why others are not.
2. extract   — :func:`code2skill.extract.extract_all`: per-file facts (process pool, cache;
               entries are written after phase 7, free of the credentials it found).
3. resolve   — :func:`code2skill.program.resolve_program`: requests through wrappers/imports.
4. observe   — :func:`code2skill.normalize.observe`: services, methods, path templates, queries;
               calls made by backend code are review items, not capabilities
               (:mod:`code2skill.passes.server_code`), and so are those of test, mock and
               dev-tool code (:mod:`code2skill.passes.test_code`).
5. cluster   — :func:`code2skill.passes.cluster.cluster`: one cluster per endpoint.
6. passes    — :func:`code2skill.contract.build.build_capabilities`: names, side effects,
               policies, schemas, auth, errors; then the preconditions data flow proves
               (:mod:`code2skill.passes.preconditions`), the bounds validation rules prove
               (:mod:`code2skill.passes.validation`), the attachment chains
               (:mod:`code2skill.passes.attachments`) and the multipart upload Tools
               (:mod:`code2skill.passes.multipart_upload`).
7. emit      — :func:`code2skill.emit.assemble`: the contract (and the graph).
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from code2skill.contained_faults import fault_diagnostic, fault_problem
from code2skill.contained_passes import PassGuard
from code2skill.contract.build import build_capabilities
from code2skill.contract.models import Contract
from code2skill.discover import Inventory, Scope, discover
from code2skill.coverage import (
    UNREAD_RULE, SiteFates, coverage, depth_diagnostics, site_fates, unresolved_review,
    unresolved_sites,
)
from code2skill.declared_clients import RULE as DECLARED_RULE
from code2skill.declared_clients import declared_misses, declared_problems
from code2skill.orphan_paths import RULE as ORPHAN_RULE
from code2skill.orphan_paths import api_paths, orphan_message, orphan_review, orphans
from code2skill.function_parameters import parameter_warning
from code2skill.inferred_aliases import unseen_message
from code2skill.emit import assemble
from code2skill.extract import FactCache, extract_all, gc_paused
from code2skill.module_wrappers import unwrap_modules
from code2skill.constructed_functions import constructed_functions
from code2skill.angularjs_templates import template_calls
from code2skill.prototype_classes import prototype_classes
from code2skill.extractors.registry import RECOGNISERS
from code2skill.facts import Diagnostic, ModuleFacts
from code2skill.generated_headers import generated_files
from code2skill.generated_modules import RULE as MISSING_RULE
from code2skill.generated_modules import (
    adopt_sdk_sites, codegen_configs, generated_sites, generator_scripts, missing_modules,
    missing_problems,
)
from code2skill.modules import ModuleResolver
from code2skill.normalize import observe
from code2skill.page_data_urls import expand as expand_data_urls
from code2skill.project import GENERIC_NAMES, normal_name
from code2skill.lit_properties import note_defaults as lit_defaults
from code2skill.configured_base_path import read_bases, under_configured_bases
from code2skill.caller_configs import caller_configs
from code2skill.relay_network import relay_network
from code2skill.passes.form_override import form_method_overrides
from code2skill.passes.ziggy_methods import ziggy_method_checks
from code2skill.laravel_routes import laravel_routes
from code2skill.linked_libraries import library_resolve, linked_packages
from code2skill.redact import allow_file_names, allow_service_ids, redact_tree
from code2skill.passes.declared_answers import with_declared_answers
from code2skill.passes.attachments import Chains, appended_fields, with_attachments
from code2skill.passes.cluster import cluster, endpoint_key
from code2skill.passes.multipart_upload import with_multipart_upload_tools
from code2skill.passes.plumbing import separate_plumbing
from code2skill.passes.shipped_files import separate_shipped_files
from code2skill.passes.preconditions import data_flows, with_preconditions
from code2skill.passes.response_reads import response_reads
from code2skill.passes.same_endpoint import fold_same_endpoints
from code2skill.passes.same_origin_session import (password_logins, same_origin_services,
                                                   same_origin_sessions, sent_fields)
from code2skill.passes.login_forms import form_logins, out_of_scope
from code2skill.passes.session_less import session_less_auth
from code2skill.passes.session_flows import session_flows, shows_session
from code2skill.passes.credential_inputs import credential_inputs
from code2skill.passes.sql_fragment_inputs import sql_fragment_inputs
from code2skill.auto_imports import declared_auto_imports
from code2skill.declaration_files import unused_declaration_diagnostics
from code2skill.passes.credential_reads import credential_reads
from code2skill.passes.credential_exchanges import credential_exchanges
from code2skill.passes.file_put import file_puts
from code2skill.passes.adding_puts import superseded
from code2skill.passes.collection_delete import mark_collection_deletes
from code2skill.passes.jsx_prop_segments import prop_segment_review
from code2skill.passes.literal_segments import literal_operations
from code2skill.passes.schema import SchemaBuilder
from code2skill.passes.schema_evidence import with_part_of_evidence
from code2skill.passes.orphan_modules import mark_orphaned, orphan_modules, source_text
from code2skill.passes.page_relative import service_level_review
from code2skill.passes.switched_roots import merged_switched_roots
from code2skill.passes.page_setups import page_setups
from code2skill.passes.validation import apply_validation, settle_review
from code2skill.passes.forwarding_routes import with_forwarding_routes
from code2skill.passes.next_route_handlers import with_unserved_paths
from code2skill.passes.next_server_components import app_router_files
from code2skill.passes.skipped_calls import skipped_call_items
from code2skill.passes.server_code import put_out_warning, separate_server_calls, server_scopes
from code2skill.passes.services import build_services
from code2skill.passes.streams import separate_streams
from code2skill.passes.chosen_hosts import client_host_inputs
from code2skill.passes.third_party import first_segments, mark_services as mark_third_party, open_world
from code2skill.passes.sign_in_ceremonies import sign_in_ceremonies, webauthn_capabilities
from code2skill.passes.uncalled import mark_uncalled, without_uncalled
from code2skill.passes.undispatched import mark_undispatched, undispatched
from code2skill.passes.admin_ajax_actions import mark_unread_actions
from code2skill.passes.unused_endpoints import mark_unused_endpoints
from code2skill.passes.unreached_generated import separate_unreached_generated
from code2skill.passes.test_code import (
    client_sites, rule_counts, scoped_problems, separate_test_calls, test_files,
)
from code2skill.program import Program, resolve_program
from code2skill.problem import Problem
from code2skill.safe_io import CONFIG_CAP, read_text_in_root
from code2skill.sdk_calls import RULE as SDK_RULE
from code2skill.sdk_calls import sdk_label, sdk_problems, sdk_sites
from code2skill.link_lookup import RuntimeLinks, link_problems, with_runtime_links
from code2skill.configured_members import configured_member_review
from code2skill.value_transforms import transform_review
from code2skill.wordpress_ajax import wordpress_ajax
from code2skill.asset_urls import asset_places, free
from code2skill.config_urls import config_url_review, config_url_warning, config_urls
from code2skill.backbone_models import backbone_models, backbone_review, backbone_warning
from code2skill.extractors.backbone import URL_RULE as BACKBONE_URL
from code2skill.requirejs_paths import requirejs_configs
from code2skill.config_urls import read_places, server_reached, unread
from code2skill.minified_share import SKIPPED_RULE, skipped_request_problem
from code2skill.style_coverage import RULE as STYLE_RULE
from code2skill.style_coverage import mixin_uses, style_problems, style_sites
from code2skill.types import program_types


@dataclass(slots=True)
class Settings:
    """Options of one run: scope globs, worker processes (0 = one per CPU), cache folder, and
    the run's own output files and folders (never counted as changes of the tree)."""

    scope: Scope = field(default_factory=Scope)
    jobs: int = 0
    cache_dir: Path | None = None
    outputs: tuple[Path, ...] = ()


@dataclass(slots=True)
class Result:
    """Everything a run produced."""

    contract: Contract
    inventory: Inventory
    modules: dict[str, ModuleFacts]
    program: Program                      # what phase 3 (resolution) found
    diagnostics: list[Diagnostic]
    fates: SiteFates | None = None        # request-like call sites and what became of them
    server: set[str] = field(default_factory=set)   # the files that are backend code
    warnings: list[str] = field(default_factory=list)   # coverage warnings for stderr
    # the call sites outside backend files whose requests backend code makes (rules
    # scope.ssr-function, scope.server-callers): put out, never missed
    server_sites: frozenset = frozenset()


def derive(root: Path, settings: Settings,
           progress: Callable[[str, int, int | None], None] | None = None) -> Result:
    """Derive the canonical contract of the client at ``root``.

    ``progress(phase, done, total)`` is called as each phase starts (``discover``, ``parse``,
    ``resolve``, ``passes``, ``emit``; ``total`` None: not counted) and as files are parsed
    (``parse``, files done of ``total``). Raises
    ``FileNotFoundError``/``NotADirectoryError`` for a bad ``root``; every problem with a single
    file is a diagnostic instead.
    """
    with gc_paused():              # ~10^6 acyclic objects: collections cost more than the work
        return run_phases(root.resolve(), settings, progress)


def run_phases(root: Path, settings: Settings,
               progress: Callable[[str, int, int | None], None] | None) -> Result:
    """The numbered phases of :func:`derive`."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 6000))   # the resolver recurses
    report = progress or (lambda phase, done, total: None)
    report("discover", 0, None)
    inventory = discover(root, settings.scope, settings.outputs)            # 1
    allow_file_names([f.path for f in inventory.files] +                    # redact.file-names
                     [s.path.rstrip("/") for s in inventory.skipped] + inventory.shipped)
    total = len(inventory.files)
    done = 0

    def tick(n: int) -> None:
        nonlocal done
        done += n
        report("parse", done, total)

    cache = FactCache(settings.cache_dir) if settings.cache_dir else None
    report("parse", 0, total)
    modules, diagnostics = extract_all(root, inventory.files, settings.jobs, cache, tick)   # 2
    unwrap_modules(modules)                            # scope.module-wrapper (UMD/AMD)
    prototype_classes(modules)                         # this.prototype-class
    module_resolver = ModuleResolver(set(modules), root, imports=[
        (path, i.source) for path, facts in modules.items() for i in facts.imports],
        amd=requirejs_configs(modules, {name for rec in RECOGNISERS  # modules.requirejs-
                                        for name in rec.modules}))    # paths
    constructed_functions(modules, module_resolver.resolve)   # this.constructed-function,
    #                                                           this.imported-constructor
    template_calls(modules, inventory.pages,                  # angularjs.template-call
                   lambda path: source_text(root, path).encode("utf-8"))
    report("resolve", 0, None)
    program = resolve_program(modules, module_resolver, RECOGNISERS,       # 3
                              laravel_routes(root),                  # laravel.route-file
                              wordpress_ajax(root),                  # wordpress.admin-ajax
                              declared_auto_imports(                 # scope.auto-import
                                  modules, module_resolver.resolve, module_resolver.packages,
                                  lambda path: source_text(root, path)))
    emitted = list(program.emitted)
    diagnostics = inventory.diagnostics + module_resolver.diagnostics + \
        unused_declaration_diagnostics(diagnostics, modules,         # source.declaration-file
                                       module_resolver.resolve,
                                       lambda path: source_text(root, path)) + \
        list(program.diagnostics)
    report("passes", 0, None)
    server, certain = server_scopes(modules, module_resolver.packages, root,
                                    module_resolver.resolve, inventory.pages)
    tests = test_files(modules, module_resolver.packages, module_resolver.resolve, server)
    made = emitted                                # (every site's fate counts all of them)
    emitted, unreached_review = separate_unreached_generated(   # generated.unreached-function
        emitted, program, generated_files(root, modules), tests)
    emitted, relay_transports = relay_network(emitted)    # relay.network-fetch
    emitted = caller_configs(emitted, program)            # request.caller-options
    emitted, data_url_review = expand_data_urls(emitted, modules)   # url.page-data-attribute
    emitted = lit_defaults(emitted, modules)                       # lit.property-default
    calls, problems = observe(emitted)                                      # 4
    calls = with_declared_answers(calls, program.declared_answers)   # output.declared-answer
    problems += data_url_review
    calls, setup_review = page_setups(calls, root,                    # jquery.page-setup
                                      [f.path for f in inventory.files], inventory.pages)
    calls = under_configured_bases(calls, modules)      # service.configured-base-path
    calls = form_method_overrides(calls, program)         # formData.append('_method', 'PUT')
    calls = ziggy_method_checks(calls, program)           # ziggy.route-method
    components = app_router_files(modules, module_resolver.packages, root)
    before_server = calls
    calls, backend_review = separate_server_calls(calls, server, modules, program,  # next-
                                                  components)          # server-component
    kept_ids = {id(call) for call in calls}
    server_sites = frozenset(site.where for call in before_server
                             if id(call) not in kept_ids for site in call.sites)
    calls = with_forwarding_routes(calls, program)       # auth.forwarding-route
    calls = with_unserved_paths(calls, modules, module_resolver.packages,  # next.unserved-
                                root)                                      # path
    calls, test_review = separate_test_calls(calls, tests)
    observed_calls = calls                              # (plumbing too: a login's)
    calls, plumbing_review = separate_plumbing(calls, program)
    calls, shipped_review = separate_shipped_files(              # plumbing.shipped-file
        calls, inventory.shipped)
    calls, stream_review = separate_streams(calls, program)
    calls = fold_same_endpoints(calls)                  # service.same-endpoint
    kept = len({endpoint_key(call) for call in calls})
    put_out = put_out_warning(backend_review, "backend code", "server-code.not-a-candidate",
                              kept, certain) + \
        put_out_warning(test_review, "test, mock or dev-tool code", "test-code.not-a-candidate",
                        kept) + \
        put_out_warning(plumbing_review, "plumbing", "plumbing.*", kept)    # scope.put-out-warning
    links = RuntimeLinks(program)                               # url.runtime-link
    problems = link_problems(problems, links) + list(program.unknown_client_problems)
    problems, configured_review = configured_member_review(problems, program)  # configured-member
    request_sites = {**program.stranded_sites, **program.request_sites}
    unknown_sites = dict(program.unknown_client_sites)
    client = set(modules) - set(tests) - server
    missing = missing_modules(modules, client, module_resolver.resolve,   # missing-generated
                              set(request_sites) | set(unknown_sites))
    sdk = sdk_sites(program, set(request_sites) | set(unknown_sites)       # opaque-sdk
                    | set(generated_sites(missing)))
    sdk = {where: lib for where, lib in client_sites(    # backend code's SDK calls
        adopt_sdk_sites(missing, sdk, sdk_label(program)), tests).items()  # (an MCP server,
        if where[0] not in server}                                        # S3) are no client's
    generated = generated_sites(missing)
    styles = style_sites(modules, client, set(request_sites) | set(unknown_sites)  # unmodelled
                         | set(sdk) | set(generated))
    request_sites = client_sites(request_sites, tests)      # test code is not the client's
    unknown_sites = client_sites(unknown_sites, tests)
    configs = codegen_configs(root, list(module_resolver.packages)) + \
        generator_scripts(module_resolver.packages)
    left_out = {s.path: s.reason for s in inventory.skipped}
    hidden = [skipped_request_problem(s.path, s.requests)         # skipped-requests
              for s in inventory.skipped if s.requests is not None]
    problems += sdk_problems(sdk, left_out) + missing_problems(missing, configs, left_out) + \
        style_problems(styles, None) + hidden
    problems, test_problems = scoped_problems(problems, tests)
    problems, server_problems = scoped_problems(     # unresolved calls of files backend by
        problems, dict.fromkeys(certain, "by its place, imports or importers"),  # strong
        "backend code", "server-code.not-a-candidate")   # evidence are not the client's
    test_problems += server_problems
    backend_review += test_review + test_problems + plumbing_review + shipped_review + \
        stream_review + unreached_review + \
        skipped_call_items(program.cut_at, modules)         # budget.skipped-calls
    fates = site_fates(request_sites, {**unknown_sites, **sdk, **generated, **styles},
                       made, calls,
                       program.linked_sites)
    fates = owned_transfers(fates, relay_transports)      # relay.network-fetch
    left_library = {w for w in set(fates.library) - fates.resolved if w[0] in client}
    mixins = mixin_uses(modules, client, module_resolver.resolve, left_library)  # unmodelled
    problems += style_problems({}, mixins)
    client_library = {w: program.assumed_packages.get(w, lib)     # (a package's client read
                      for w, lib in fates.library.items() if w[0] not in server}  # as a library)
    linked = linked_packages(module_resolver.by_name, program.lib_modules)  # linked-library
    declared = declared_misses(modules, module_resolver.packages, client,  # declared-client
                               program.lib_modules, client_library,
                               library_resolve(module_resolver.resolve, linked))
    problems += declared_problems(declared)
    unseen = unseen_problems(module_resolver.unseen, modules)              # unseen-alias
    problems += unseen
    left = [w for w in unresolved_sites(fates)       # budget.request-sites-per-run: counted,
            if w not in program.sites_past_budget]   # one diagnostic per file, no item each
    called = program.unread_sites & frozenset(left)
    deep = frozenset(w for w in left if w in program.depth_cut_sites or (   # budget.call-
        w[1] is not None and (fn := program.function_at(*w)) is not None      # depth
        and fn.fid in program.depth_cut_reach))
    diagnostics = diagnostics + depth_diagnostics(deep)
    coverage_review = with_runtime_links(unresolved_review(fates, left, called, deep), left,
                                         fates.library, links)        # url.runtime-link
    read = read_places(v for e in emitted for v in (e.template.url, e.template.base) if v) | \
        read_bases(observed_calls, modules)              # service.configured-base-path
    configured_urls = free(unread(config_urls(modules, client - server - server_reached(
        modules, client - server, server, module_resolver.resolve)
        - set(module_resolver.replacements),                 # modules.file-replacement
        module_resolver.packages), read),                    # component-config, page-route
        asset_places(modules, module_resolver.resolve))      # coverage.asset-config-url
    coverage_review += config_url_review(configured_urls) + configured_review
    backbone = backbone_models(modules, client - server, frozenset(  # coverage.backbone-model
        s.where for e in made for s in e.template.sites if s.rule == BACKBONE_URL))
    coverage_review += backbone_review(backbone)
    coverage_review += transform_review(program.unknown_transforms,    # value.unknown-
                                        [e.template for e in emitted])  # transform
    cut = {where[0] for where in program.sites_past_budget}     # (their diagnostics say so)
    api = api_paths(modules, client - server - cut)                       # orphan-api-path
    templates = sorted({c.path_template for c in calls})
    orphaned = orphans(api, read, templates)
    coverage_review += orphan_review(api, orphaned, len(templates)) + setup_review
    schemas = SchemaBuilder(program, program_types(program))
    calls = literal_operations(calls, lambda p: schemas.literal_union(p.value))  # literal-
    clusters = cluster(calls, lambda body: appended_fields(body, program))  # 5 operations
    services = build_services([c.service for c in calls], project_name(root))
    services, third = mark_third_party([c.service for c in calls], services,
                                       {c.service.key for c in calls if c.client_base},
                                       first_segments(calls))
    allow_service_ids([s.id for s in services.values()])             # redact.service-ids
    reads = response_reads(calls, program)
    report("emit", 0, None)
    capabilities, review, names, faults = build_capabilities(clusters, services, schemas,  # 6
                                                             reads)
    if faults:                          # internal.contained-fault: the endpoints left out
        clusters = [cl for cl in clusters if id(cl.calls[0]) in names]
        calls = [c for c in calls if id(c) in names]
        problems = problems + [fault_problem(f) for f in faults]
        diagnostics = diagnostics + [fault_diagnostic(f, "passes") for f in faults]
    guard = PassGuard()                 # internal.contained-fault: a pass's fault costs it
    offered = [c.name for c in capabilities]
    capabilities, uncalled_review = guard.whole("uncalled", lambda: mark_uncalled(
        capabilities, clusters, names, program, lambda: (          # own-file-callers
            source_text(root, path) for path in sorted(
                {f.path for f in inventory.files} - set(tests) | set(inventory.pages))),
        tests),
        (capabilities, []),
        "uncalled code was not checked", True)
    dropped = set(offered) - {c.name for c in capabilities}    # wrapper.never-called: no Tool
    review = without_uncalled(review, dropped)
    names = {key: name for key, name in names.items() if name not in dropped}
    clusters = [cl for cl in clusters if id(cl.calls[0]) in names]
    calls = [c for c in calls if id(c) in names]
    capabilities, undispatched_review = guard.whole(            # undispatched-action
        "undispatched", lambda: mark_undispatched(capabilities, clusters, names, undispatched(
            modules, module_resolver.resolve)), (capabilities, []),
        "undispatched actions were not checked", True)
    capabilities, unused_review = guard.whole(                  # rtk-query.unused-endpoint
        "unused-endpoints", lambda: mark_unused_endpoints(capabilities, clusters, names,
                                                          modules.values()),
        (capabilities, []), "unused endpoints were not checked", True)
    capabilities, unloaded_review = guard.whole("orphan-modules", lambda: mark_orphaned(
        capabilities, clusters, names, orphan_modules(
            modules, module_resolver.resolve, module_resolver.packages,
            lambda path: source_text(root, path),
            [f.path for f in inventory.files] + inventory.pages)), (capabilities, []),
        "modules nothing loads were not checked", True)
    capabilities, third_review = guard.each(                    # service.third-party
        "third-party", lambda caps: open_world(caps, third), capabilities,
        "third-party hosts were not checked")
    service_ids = {key: s.id for key, s in services.items()}
    capabilities, session_review = guard.whole(         # auth.same-origin-session
        "same-origin-session", lambda: same_origin_session_auth(
            capabilities, observed_calls, schemas, service_ids, root, inventory, settings),
        (capabilities, []), "same-origin sessions were not checked", True)
    capabilities, public_review = guard.each(                   # auth.session-less
        "session-less", session_less_auth, capabilities, "session-less auth was not checked")
    shown = shows_session(capabilities)
    capabilities, flow_review = guard.each(                     # scope.session-flow
        "session-flows", lambda caps: session_flows(caps, shown), capabilities,
        "sign-in flows were not checked")
    capabilities, ceremony_review = guard.whole(                # scope.sign-in-ceremony
        "sign-in-ceremonies", lambda: sign_in_ceremonies(
            capabilities, webauthn_capabilities(clusters, names, program.modules), flow_review),
        (capabilities, []), "sign-in ceremonies were not checked", True)
    signed_in = frozenset(r.capability for r in flow_review + ceremony_review)
    capabilities, secret_review = guard.each(                   # input.credential
        "credential-inputs", lambda caps: credential_inputs(caps, signed_in), capabilities,
        "credential inputs were not checked")
    capabilities, sql_review = guard.each(                      # input.sql-fragment
        "sql-fragment-inputs", sql_fragment_inputs, capabilities,
        "inputs carrying SQL were not checked")
    capabilities, host_review = guard.whole(                    # risk.client-host-input
        "client-host-inputs", lambda: client_host_inputs(capabilities), (capabilities, []),
        "inputs choosing the server a request reaches were not checked", True)
    capabilities, token_review = guard.each(                    # output.credential-read
        "credential-reads", lambda caps: credential_reads(caps, signed_in), capabilities,
        "credential reads were not checked")
    capabilities = guard.whole(                                 # policy.credential-exchange
        "credential-exchanges", lambda: credential_exchanges(
            capabilities, flow_review + ceremony_review + token_review), capabilities,
        "credential exchanges were not checked", True)
    capabilities, collection_review = guard.whole(
        "collection-delete", lambda: mark_collection_deletes(capabilities), (capabilities, []),
        "deletes of whole collections were not checked", True)
    capabilities, action_review = guard.whole(                  # wordpress.unread-action
        "admin-ajax-actions", lambda: mark_unread_actions(capabilities), (capabilities, []),
        "admin-ajax actions were not checked", True)
    prop_review = guard.whole("jsx-prop-segments", lambda: prop_segment_review(  # constants
        capabilities, calls, names, modules, client - server, program), [],
        "path segments read from component props were not checked", True)
    review = review + uncalled_review + undispatched_review + unused_review + unloaded_review + \
        third_review + collection_review + action_review + prop_review + session_review + public_review + flow_review + \
        ceremony_review + secret_review + sql_review + host_review + token_review
    capabilities, settled = guard.whole("validation", lambda: apply_validation(
        capabilities, clusters, names, program, schemas.types), (capabilities, set()),
        "validation bounds were not read", False)                            # bounds
    review = settle_review(review, settled)
    capabilities, _ = guard.each("schema-evidence", lambda caps: (
        [with_part_of_evidence(c) for c in caps], []), capabilities,
        "the evidence of body parts was not added")
    flows = guard.whole("data-flows", lambda: data_flows(calls, program), [],
                        "data flows between requests were not traced", False)
    capabilities = guard.whole("preconditions", lambda: with_preconditions(
        capabilities, flows, names), capabilities, "preconditions were not added", False)
    chains = guard.whole("attachments", lambda: with_attachments(
        capabilities, calls, flows, names, program), Chains(capabilities, [], frozenset(),
                                                            frozenset(), {}),
        "attachment chains and upload Tools were not built", False)
    capabilities, chain_review, uploads = chains.capabilities, chains.review, chains.uploads
    capabilities = guard.whole(                         # the multipart upload Tool
        "multipart-upload", lambda: with_multipart_upload_tools(capabilities), capabilities,
        "multipart upload Tools were not built", False)
    capabilities, put_review = guard.each(                      # side-effect.file-put
        "file-put", file_puts, capabilities, "file PUTs were not checked")
    review = superseded(review, put_review)                     # policy.adding-put
    review = chains.review_of(review) + put_review
    review = guard.whole("page-relative", lambda: service_level_review(review, capabilities),
                         review, "page-relative items were not merged per service", False)
    review = guard.whole("switched-roots", lambda: merged_switched_roots(review), review,
                         "switched-root items were not merged", False)
    capabilities = guard.settled(capabilities)
    problems = [p for p in problems if p.where not in chains.absorbed]  # attachments.upload-tool
    fates = owned_transfers(fates, chains.absorbed)
    diagnostics = diagnostics + schemas.diagnostics + \
        guard.diagnostics                                  # budget.schema-work
    contract = assemble(root, settings.scope, inventory, diagnostics, services,  # 7
                        capabilities, review + chain_review + backend_review + coverage_review +
                        guard.review,
                        problems, uploads,
                        coverage(fates, frozenset(left)), settings.outputs,
                        rule_counts(tests))
    if cache:                         # cache.credential-free: every value the contract's
        redact_tree(contract.model_dump(mode="json"))    # redaction meets is recorded first
        diagnostics = diagnostics + cache.commit(schemas.credentials)
    warnings = [f"{text} (review[], rule {SDK_RULE})"
                for text in messages(sdk_problems(sdk, left_out))] + \
        [f"{text} (review[], rule {STYLE_RULE})"
         for text in messages(style_problems(styles, mixins))] + \
        [f"{text} (review[], rule {DECLARED_RULE})"
         for text in messages(declared_problems(declared))] + \
        [f"{text} (review[], rule {MISSING_RULE})"
         for text in messages(missing_problems(missing, configs, left_out))] + \
        [f"{text} (review[], rule {UNSEEN_RULE})" for text in messages(unseen)] + \
        [f"{text} (review[], rule {SKIPPED_RULE})" for text in messages(hidden)] + \
        [f"{text} (review[], rule {ORPHAN_RULE})"
         for text in [orphan_message(api, orphaned, len(templates))] if text] + \
        [w for w in [parameter_warning(program.param_requests),
                     config_url_warning(configured_urls), backbone_warning(backbone)]
         if w] + put_out + \
        [f"{len(called)} request call site{'s' if len(called) != 1 else ''} in functions the "
         "program calls could not be followed to a method and URL: the endpoints reached "
         f"through them are missing (review[], rule {UNREAD_RULE})"] * bool(called)
    return Result(contract, inventory, modules, program, diagnostics, fates, server,
                  warnings, server_sites)


UNSEEN_RULE = "modules.unseen-alias"


def owned_transfers(fates: SiteFates, absorbed: frozenset) -> SiteFates:
    """The fates with the call sites a capability owns resolved: the transfers of an upload
    Tool (rule ``attachments.upload-tool``) and the fetch a Relay network sends every
    operation on (rule ``relay.network-fetch``) are steps of capabilities, no review item."""
    owned = absorbed & set(fates.library)
    if not owned:
        return fates
    return SiteFates(fates.library, fates.resolved | owned, fates.reviewed - owned)


def same_origin_session_auth(capabilities: list, calls: list, schemas: SchemaBuilder,
                             service_ids: dict[str, str], root: Path, inventory: Inventory,
                             settings: Settings) -> tuple[list, list]:
    """The capabilities and review items of rule ``auth.same-origin-session``: the password
    logins among ``calls`` (else the app's login forms, rule ``auth.login-form``) give the
    capabilities of the same-origin services they sign in to a session cookie."""
    logins = password_logins(calls, lambda c: sent_fields(schemas.build([c])), service_ids)
    same_origin = same_origin_services(calls, service_ids)
    logins = logins or form_logins(root, same_origin, out_of_scope(
        [s.path for s in inventory.skipped], settings.scope.exclude))
    return same_origin_sessions(capabilities, logins, same_origin)


def messages(problems: list[Problem]) -> list[str]:
    """The messages of ``problems``, in order (for the run's warnings)."""
    return [p.message for p in problems]


def unseen_problems(unseen, modules: dict) -> list[Problem]:
    """One ``medium`` review problem per alias no import resolves through (rule
    ``modules.unseen-alias``), placed at its first import."""
    out = []
    for alias in unseen:
        path, spec = alias.first
        span = next((i.span for i in modules[path].imports if i.source == spec), (1, 0, 1, 0)) \
            if path in modules else (1, 0, 1, 0)
        out.append(Problem("medium", unseen_message(alias), (path, span), UNSEEN_RULE))
    return out


def project_name(root: Path) -> str:
    """The project's name: ``package.json``'s ``name`` (scope dropped), else ``""`` (rule
    ``service.id``: the name of the folder a checkout happens to sit in is no fact of the
    source, so two checkouts of one repository give the same ids); so is a generic name
    (``client``, ``frontend``: rule ``project.generic-name``), which says only which part of
    the repository the folder is: ``""`` too, and the service takes the default id."""
    try:
        data = json.loads(read_text_in_root(root, "package.json", CONFIG_CAP))
        name = data.get("name") if isinstance(data, dict) else None
        if isinstance(name, str) and name:
            name = name.split("/")[-1]
            return "" if normal_name(name) in GENERIC_NAMES else name
    except (OSError, ValueError, RecursionError):
        pass
    return ""
