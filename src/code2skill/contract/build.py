"""Phase 6: run the passes over the clusters and assemble the contract's capabilities.

Each pass (``code2skill.passes.*``) decides one aspect and names its rule; this module only
combines their results and files every decision's evidence under the JSON Pointer of the field it
backs.
"""
from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, replace
from typing import Mapping

from code2skill.contract.models import (
    Capability, ContextReference, GraphQLOperation, Evidence, Implementation, Request, ReviewItem, Service,
)
from code2skill.contract.pointer import unescape
from code2skill.contained_faults import Fault, contained
from code2skill.condition_arms import arm_sentence
from code2skill.evidence import call_site, default, inferred, observed, unique, where_of
from code2skill.facts import Call, CallSite, Fn, Obj, UITrigger
from code2skill.normalize import Observed
from code2skill.requests import Header, library_site
from code2skill.passes import (
    adding_puts, auth, autocomplete_sources, caller_words, checking_calls, confirm_modals,
    confirm_wrappers, confirmed_writes, declared_media, delete_all, dialog_results, discriminator,
    doc_scope, errors, fetched_urls, form_pairs, fresh_credentials, function_reads,
    graphql_root_field, list_reads, naming, outbound,
    page_messages, page_modals, page_sent, pass_through, policy, polled_reads, positional_moves,
    procedure_docs, procedure_names, replaced_collections, sent_before_confirm, session_risks,
    setters, side_effects, sign_in_channels, single_method, store_overwrites, streams,
    worded_effects,
)
from code2skill.extractors.rtk_query_encoding import RULE as BASE_QUERY_ENCODING
from code2skill.passes import declared_agreement, envelope_errors
from code2skill.passes.declared_agreement import UNSHOWN_PARENT, unshown_parents
from code2skill.passes.cluster import Cluster, endpoint_key
from code2skill.passes.descriptions import description_of
from code2skill.passes.credential_reads import forget_output_credentials
from code2skill.passes.response_reads import Read, read_schema
from code2skill.passes import labels as labels_pass
from code2skill.passes.labels import Label, Labels
from code2skill.passes.personal_data import forget_personal_examples
from code2skill.passes.schema import InputDraft, SchemaBuilder, pointer
from code2skill.passes.ui_triggers import is_modal_confirmation
from code2skill import server_links
from code2skill import query_operations, rpc_envelopes, sql_statements
from code2skill.types import unshown_parent_message
from code2skill.values import GENERATED, ObjV, Where

SEVERITY_ORDER = {"high": 0, "medium": 1, "low": 2, "info": 3}
# Declared types that say nothing about a response (rule output.wrapper-return-type)
SILENT_TYPES = frozenset({"any", "unknown", "void", "never", "undefined", "null", "object",
                          "Object", "{}", "Response"})

TRANSFORM_RULE = "body.transform-request"   # a config transform made the body


@dataclass(slots=True)
class Draft:
    """A capability before names are made unique."""

    cluster: Cluster
    proposed: str
    name_rule: str
    effect: str
    effect_rule: str
    inputs: InputDraft
    output: tuple[dict | None, dict[str, list[Evidence]]]
    read: function_reads.FunctionRead | None = None
    paired: str | None = None        # rule side-effect.form-pair-read: the write's method
    # rule side-effect.function-read-guess: the read a function's name says, uncorroborated,
    # of a write method (the method's effect stays; the disagreement is reviewed)
    named: function_reads.FunctionRead | None = None
    name_note: str | None = None     # what proved the name when the rule needs saying why
    # rule side-effect.single-method-client: the place writing the client's one method, the
    # number of endpoints it sends and why the draft is a read (None: the method's guess)
    client: tuple[Where, int, str | None] | None = None
    forwards: tuple[str, ...] = ()   # rule side-effect.pass-through: the fields chosen freely


def build_capabilities(clusters: list[Cluster], services: dict[str, Service],
                       schemas: SchemaBuilder, reads: dict[tuple, list[Read]]
                       ) -> tuple[list[Capability], list[ReviewItem], dict[int, str],
                                  list[Fault]]:
    """Capabilities (sorted by name), the review items they raise, ``{id(observed call):
    capability name}`` and the faults contained (rule ``internal.contained-fault``: an
    endpoint whose proposal or capability raised is left out, the others are built; its calls
    have no name); ``reads`` are the response fields the client reads, by endpoint key
    (:func:`code2skill.passes.response_reads.response_reads`): a cluster takes those of its
    endpoint but the reads of a call another cluster holds (one Tool per action sent to one
    endpoint reads only its own caller's fields, rule ``output.response-read``)."""
    owners = {id(call): id(cl) for cl in clusters for call in cl.calls}
    proposals, faults = contained(clusters, lambda cl: proposal(
        cl, schemas.build(cl.calls), output_of(
            cl.calls, schemas, [read for read in reads.get(endpoint_key(cl.calls[0]), [])
                                if owners.get(id(read.issuer), id(cl)) == id(cl)]),
        schemas.program),
        cluster_place, "the capability passes", endpoint_lost)
    drafts = distinct_siblings(form_pair(create_or_update(with_objects(passes_through(
        single_method_client([made for _, made in proposals]))))))
    meanings = [naming.method_meaning(d.proposed, [c.function for c in d.cluster.calls],
                                      d.effect) for d in drafts]    # name.method-meaning
    unique_names = naming.unique_names([(d.proposed, d.cluster.method) for d in drafts],
                                       [d.cluster.path_template for d in drafts], meanings)
    capabilities: list[Capability] = []
    review: list[ReviewItem] = []
    names: dict[int, str] = {}
    labels = Labels(schemas.program)
    asking = schemas.program.confirm_calls
    reads = {id(d.cluster) for d in drafts if d.effect == "read"}     # (a POST search too)
    writes = confirmed_writes.write_calls(                      # policy.confirmation-scope
        [cl for cl in clusters if id(cl) not in reads], schemas.program,
        lambda calls: chain_functions(calls, schemas.program))
    places = doc_scope.RequestPlaces.of(        # rule description.several-requests
        [call for cl in clusters for call in cl.calls])
    built, lost = contained(list(zip(drafts, unique_names, meanings)), lambda one: capability(
        one[0], one[1][0], services[one[0].cluster.service_key], schemas, labels, asking,
        writes, places), lambda one: cluster_place(one[0].cluster), "the capability passes",
        lambda one: endpoint_lost(one[0].cluster))
    faults += lost
    for (draft, (name, renamed), meaning), (cap, items) in built:
        if draft.effect_rule == query_operations.UNPROVEN_RULE:     # never a Tool of its own
            review.append(unproven_field_item(draft.cluster))
            continue
        if draft.effect_rule == rpc_envelopes.UNPROVEN_RULE:        # nor a free RPC method
            review.append(unproven_method_item(draft.cluster))
            continue
        if renamed:
            site = cap.implementation.requests[0].callSites[0]
            meant = [] if name != naming.meant_name(draft.proposed, meaning) else [
                Evidence(**site.model_dump(include=PLACE), kind="inferred", rule=MEANING_RULE,
                         note=f"{draft.cluster.method} {draft.cluster.path_template} means "
                              f"{meaning}")]
            items.append(ReviewItem(severity="low", capability=name,
                                    message=f"name {draft.proposed!r} is shared by several "
                                            f"endpoints; this one is {name!r}",
                                    evidence=[site, *meant]))
        capabilities.append(cap)
        review.extend(items)
        names.update((id(call), name) for call in draft.cluster.calls)
    capabilities.sort(key=lambda c: c.name)
    return capabilities, review, names, faults


def site_docs(calls: list[Observed], program) -> list[str | None]:
    """The doc comment of the function making each call site of ``calls``, in order
    (``None`` for a site outside any function or a function without one)."""
    docs: list[str | None] = []
    for call in calls:
        for site in call.sites[:1]:
            fn = program.function_at(*site.where)
            docs.append(fn.doc if fn is not None else None)
    return docs


def cluster_place(cl: Cluster) -> Where | None:
    """The place of a cluster's first call site (where a fault building it is reported)."""
    sites = cl.calls[0].sites
    return sites[0].where if sites else None


def endpoint_lost(cl: Cluster) -> str:
    """What a fault building ``cl`` leaves out, for its message."""
    return f"the capability of {cl.method} {cl.path_template} is"


MEANING_RULE = "name.method-meaning"
PLACE = {"file", "line", "column", "endLine", "endColumn"}


def proposal(cl: Cluster, inputs: InputDraft,
             output: tuple[dict | None, dict[str, list[Evidence]]], program) -> Draft:
    """The proposed name and side effect of a cluster whose inputs are ``inputs`` and whose
    output is ``output`` (:func:`output_of`). The name: the GraphQL operation's (or its root
    field's when the name says no action, :mod:`code2skill.passes.graphql_root_field`), else
    the endpoint's (:func:`code2skill.passes.naming.propose`; the function naming the endpoint
    counts only when every call site made in a named function gives the same name — an
    anonymous callback's names nothing (:func:`~code2skill.passes.naming.leaf_words`) — else rule
    ``name.shared-endpoint``: never one caller's name) with the verb of the action its call
    sites pin, if any (rule ``name.discriminator-value``). The effect: the endpoint's, that of
    the action its call sites pin (rule ``side-effect.discriminator-value``), or, for a guessed
    one, the naming function's verb's, or the read its naming functions say
    (:mod:`code2skill.passes.function_reads`: ``getSpaces`` → ``list_spaces``, rule
    ``name.function-read``); the name then follows the effect, except a guessed write of a
    mutation named like a read (rule ``side-effect.mutation-guess``: ``download_invoice_pdf``
    keeps the operation's name, its review item says why it is no read)."""
    op = cl.calls[0].graphql
    rpc = rpc_draft(cl, inputs, output) if not op else None
    if rpc is not None:                          # {jsonrpc: '2.0', method: 'torrent_get'}
        return rpc
    field = query_field_draft(cl, inputs, output) if not op else None
    if field is not None:                        # GET ./api?mode=queue&name=delete
        return field
    procedure = None if op else procedure_names.procedure_name(
        cl.method, cl.word_path, [c.function for c in cl.calls])
    if procedure is not None:                  # POST /api/AccountAdd by Client.AccountAdd
        effect, effect_rule = procedure_names.procedure_effect(procedure), \
            procedure_names.EFFECT_RULE
        if effect is None:                     # // Account returns the configuration …
            effect, effect_rule = procedure_docs.doc_effect(procedure, site_docs(
                cl.calls, program)), procedure_docs.RULE
        return Draft(cl, naming.well_formed(procedure_names.procedure_tool_name(procedure)),
                     procedure_names.NAME_RULE, effect or "create",
                     effect_rule if effect else side_effects.METHOD_GUESS, inputs, output)
    if op:
        root = graphql_root_field.root_field(op.operation_type, op.operation_name, op.selection)
        said = root or op.operation_name or naming.selection_name(op.selection)
        name, rule = naming.propose_graphql(op.operation_type, said)
        rule = graphql_root_field.NAME_RULE if root else \
            rule if op.operation_name or not said else "name.graphql-selection"
        effect, effect_rule = side_effects.graphql_effect(op.operation_type, said)
        if root and op.operation_type == "mutation":     # accountDeleteMutation { deleteAccount }
            effect_rule = graphql_root_field.EFFECT_RULE
    else:
        proposals = {naming.propose(cl.method, cl.word_path, c.function) for c in cl.calls
                     if naming.leaf_words(c.function)} or {   # (an anonymous callback's
            naming.propose(cl.method, cl.word_path, None)}    # site names nothing)
        name, rule = proposals.pop() if len(proposals) == 1 else \
            (naming.propose(cl.method, cl.word_path, None)[0], "name.shared-endpoint")
        site_rules = {site.rule for c in cl.calls for site in c.sites}
        effect, effect_rule = side_effects.unshown_method_write(*side_effects.protocol_read(
            *side_effects.protocol_write(
                *worded_effects.script_guess(cl.path_template,
                                             *side_effects.side_effect(cl.method, cl.word_path)),
                site_rules), site_rules),
            any(c.method_unshown for c in cl.calls))
    action = cl.discriminator.action if cl.discriminator is not None and not op else []
    valued = side_effects.value_effect(cl.method, action)
    read = None if op or valued is not None else function_reads.function_read(
        cl.method, effect_rule, [c.function for c in cl.calls], inputs.properties, output[0],
        function_reads.ambiguous_action(cl.word_path))
    named = read if read is not None and read.rule == function_reads.FUNCTION_READ_GUESS \
        else None                    # fetchStartup → POST /startup: the method's effect stays
    read = None if named is not None else read
    checked = None if op or valued is not None or read is not None else \
        checking_calls.checked(cl.method, effect_rule, cl.word_path,
                               [c.function for c in cl.calls])
    asked = None if op or valued is not None or read is not None or checked is not None \
        else checking_calls.named_check(cl.method, effect_rule, cl.word_path,
                                        [c.function for c in cl.calls])
    if asked is not None:                      # isEmailTaken → POST /users: the method's effect
        named = function_reads.FunctionRead(checking_calls.CHECK_RULE, asked, None)
    if checked is not None:                    # checkNameIsAvailable → POST /user/checkname
        effect, effect_rule, name, rule = checked
        named = None
    elif valued is not None:
        effect, effect_rule = valued
    elif read is not None:                     # getSpaces → POST /spaces {cursor, limit}
        effect, effect_rule = "read", read.rule
        name, rule = function_reads.read_name(read.function), "name.function-read"
    elif effect_rule in side_effects.GUESSED and rule == "name.function-verb" \
            and (said := naming.name_effect(name, naming.addresses_member(cl.word_path))) \
            and (said != "read" or cl.method in ("GET", "HEAD", "OPTIONS")):
        effect, effect_rule = said, "side-effect.function-verb"   # setAvatar → POST /avatar
    elif not op and (disputed := side_effects.disagreement(
            cl.method, effect_rule, cl.word_path, call_fields(cl.calls),
            [c.function for c in cl.calls], page_messages.page_claim(cl.calls, program))
            ) is not None:
        effect, effect_rule = disputed                  # POST /events {cursor}: reviewed read
        if cl.method == "GET" and side_effects.get_write(    # GET /deleteme by approveDeleteMe
                cl.method, "side-effect.method", cl.word_path, [c.function for c in cl.calls]):
            name, rule = naming.function_words_name(
                [c.function for c in cl.calls]), "name.function-verb"
        elif effect != "read":                          # PUT /comment by comments_create
            name, rule = naming.with_effect_verb(naming.without_read_verb(name), effect), \
                "name.follows-side-effect"
        if effect_rule == side_effects.PAGED_POST:      # a page of the collection: list_…
            name, rule = naming.propose("GET", cl.word_path, None)[0], \
                "name.follows-side-effect"
    if not op and side_effects.whole_collection(
            effect_rule, cl.word_path, inputs.properties,
            {b.target: b.input for b in inputs.bindings if b.input}) is not None:
        effect_rule = side_effects.WHOLE_COLLECTION     # POST /topic/{id}/configs {configs}
    if not op and valued is None and read is None and (worded := worded_effects.worded_effect(
            cl.method, cl.word_path, cl.path_template, effect, effect_rule,
            [c.function for c in cl.calls])) is not None:
        effect, effect_rule = worded                    # POST /data/clear/all.json: delete
    if not op and (polled := polled_reads.polled_read(cl.method, effect, effect_rule, cl.calls,
                                                      program)) is not None:
        effect, effect_rule = polled                    # GET /setup/upgrade polled by check()
        if rule == "name.action-segment":
            name, rule = polled_reads.polled_name(name), "name.follows-side-effect"
    if not op and (suggested := autocomplete_sources.suggested_read(
            cl.method, effect, effect_rule, cl.calls, program)) is not None:
        effect, effect_rule = suggested[0]              # GET /browser/complete of a widget
        if rule == "name.action-segment":
            name, rule = polled_reads.polled_name(name), "name.follows-side-effect"
    listed = None if op or action or effect != "read" else list_reads.list_proof(
        cl.method, name, cl.word_path, [c.function for c in cl.calls],
        [t for c in cl.calls for t in ([c.response_type[0]] if c.response_type else [])
         + [text for text, _ in c.return_types]])
    if listed is not None:                              # GET /project → list_projects
        name, rule = list_reads.list_name(name), list_reads.RULE
    if action:
        name, rule = naming.operation_name(name, action), "name.discriminator-value"
    elif not op and rule == "name.action-segment" and (whole := naming.collection_action(
            cl.method, cl.word_path, name, inputs.properties)) is not None:
        name, rule = whole, naming.COLLECTION_ACTION_RULE        # POST /api/feeds/refresh
    if not op and effect == "delete" and (every := delete_all.delete_all_name(
            name, cl.word_path, [c.function for c in cl.calls], inputs.properties)) is not None:
        name, rule = every, delete_all.RULE                      # DELETE /api/Messages/*
    name, renamed = naming.agree(name, effect) if effect_rule not in (
        side_effects.MUTATION_GUESS, checking_calls.MEMBER_READ_RULE) \
        else (name, False)             # downloadInvoicePdf: the mutation's own name, not update_…
    name = naming.well_formed(name)
    if not op and store_overwrites.overwrite_effect(effect, cl.word_path,
                                                    cl.calls[0].function) is not None:
        effect, effect_rule = "update", store_overwrites.RULE      # POST /api/backup/import/
    stated = None if op else sql_statements.strongest(sql_statements.sent_statements(
        [c.body for c in cl.calls], [[q.value for q in c.query] for c in cl.calls]))
    if stated is not None and (effect not in sql_statements.DANGER or sql_statements.DANGER.index(
            stated[0]) > sql_statements.DANGER.index(effect)):
        effect, effect_rule = stated[0], sql_statements.RULE   # POST /query "DROP TABLE " + t
    return Draft(cl, name, "name.follows-side-effect" if renamed else rule, effect, effect_rule,
                 inputs, output, read, named=named, name_note=listed)


def rpc_draft(cl: Cluster, inputs: InputDraft,
              output: tuple[dict | None, dict[str, list[Evidence]]]) -> Draft | None:
    """The draft of a method-dispatch operation (:mod:`code2skill.rpc_envelopes`), else
    ``None``. Rules ``name.rpc-method`` and ``side-effect.rpc-method-words``: the calls pinning one
    method are named by its words (``torrent_get``) and take the effect they prove as a
    procedure's name (``torrent_remove`` deletes; none proven: the POST's reviewed guess).
    Rule ``cluster.rpc-unproven-method``: the calls whose method is not proven are a draft
    ``call_<path>_method`` that :func:`build_capabilities` turns into a review item, never a
    Tool (:func:`unproven_method_item`)."""
    d = cl.discriminator
    if d is None or d.rule not in (rpc_envelopes.SPLIT_RULE, rpc_envelopes.UNPROVEN_RULE):
        return None
    if d.rule == rpc_envelopes.UNPROVEN_RULE:
        last = [w for s in cl.word_path.split("/") if s and "{" not in s for w in naming.words(s)]
        return Draft(cl, naming.well_formed("_".join(["call"] + last[-2:] + ["method"])),
                     rpc_envelopes.NAME_RULE, "create", rpc_envelopes.UNPROVEN_RULE, inputs,
                     output)
    effect = procedure_names.procedure_effect(str(d.value))
    name = procedure_names.procedure_tool_name(str(d.value)) or naming.propose(
        cl.method, cl.word_path, None)[0]
    return Draft(cl, naming.well_formed(name), rpc_envelopes.NAME_RULE, effect or "create",
                 rpc_envelopes.EFFECT_RULE if effect else side_effects.METHOD_GUESS, inputs,
                 output)


def query_field_draft(cl: Cluster, inputs: InputDraft,
                      output: tuple[dict | None, dict[str, list[Evidence]]]) -> Draft | None:
    """The draft of an operation a query field selects (:mod:`code2skill.query_operations`),
    else ``None``. Rules ``name.query-field-operation`` and ``side-effect.query-field-words``: the
    calls pinning ``mode=queue&name=delete`` are ``queue_delete`` (the words in place of the
    endpoint name's verb, as rule ``name.discriminator-value`` does: ``add_group_groups_php`` at
    ``/groups.php``) and take the effect its words
    prove as a procedure's name (``delete``), whatever the method; words proving none leave a
    reviewed ``update`` (``side-effect.query-field-guess``: a GET is no proof of a read). Rule
    ``cluster.query-field-unproven``: the calls whose word is not proven are a draft
    ``call_<path>_<field>`` that :func:`build_capabilities` turns into a review item, never a
    Tool (:func:`unproven_field_item`)."""
    d = cl.discriminator
    if d is None or d.rule not in (query_operations.SPLIT_RULE, query_operations.UNPROVEN_RULE):
        return None
    words = [o.value for o in (d.outer, d) if o is not None and o.value is not None]
    if d.rule == query_operations.UNPROVEN_RULE:
        last = [w for s in cl.word_path.split("/") if s and "{" not in s for w in naming.words(s)]
        return Draft(cl, naming.well_formed("_".join(["call"] + last[-2:] + [str(
            v) for v in words] + [d.target.partition(":")[2]])), query_operations.NAME_RULE,
            "update", query_operations.UNPROVEN_RULE, inputs, output)
    procedure = query_operations.operation_name(words)
    effect = procedure_names.procedure_effect(procedure)
    said = procedure_names.procedure_tool_name(procedure)
    name = naming.propose(cl.method, cl.word_path, None)[0]
    name = naming.operation_name(name, said.split("_")) if said else name
    return Draft(cl, naming.well_formed(name), query_operations.NAME_RULE, effect or "update",
                 query_operations.EFFECT_RULE if effect else query_operations.GUESS_RULE,
                 inputs, output)


# the rules of the calls of an endpoint whose method or operation field is not proven (a
# review item of their own, never a Tool)
UNPROVEN = frozenset({rpc_envelopes.UNPROVEN_RULE, query_operations.UNPROVEN_RULE})


def unproven_method_item(cl: Cluster) -> ReviewItem:
    """The medium review item, of no capability, that stands for the calls of a
    method-dispatch endpoint whose envelope method the source does not prove (rule
    ``cluster.rpc-unproven-method``): they may run any method, and a Tool taking the method
    as a free input would be a generic dispatcher (lint ``C2S-L009``), so none is made, as
    for an unproven query field (:func:`unproven_field_item`). It names the wrapper making
    the request, the call sites (``file:line``, at most 4) and the methods proven there,
    cited at each call site (at most 8)."""
    places = list(dict.fromkeys(f"{c.sites[0].where[0]}:{c.sites[0].where[1][0]}"
                                for c in cl.calls))
    wrapper = library_site(cl.calls[0].sites).function or "a module-level call"
    quoted = ", ".join(places[:4]) + (" …" if len(places) > 4 else "")
    others = cl.discriminator.others if cl.discriminator is not None else ()
    known = ", ".join(repr(v) for v in others[:8]) + (" …" if len(others) > 8 else "")
    return ReviewItem(
        severity="medium", capability=None,
        message=f"{cl.method} {cl.path_template} runs the method its body's 'method' member "
                f"names, and the call sites at {quoted} send through {wrapper} a method the "
                f"source does not prove (the methods proven at this endpoint: "
                f"{known or 'none'}): they may run any method, so they are offered as no Tool "
                "(one taking the method as a free input would run whatever an Agent names); "
                "give each call its method, or confirm which methods these calls run against "
                "the backend",
        evidence=[observed(c.sites[0].where, rpc_envelopes.UNPROVEN_RULE,
                           rpc_envelopes.unproven_note(c.body)) for c in cl.calls[:8]])


def unproven_field_item(cl: Cluster) -> ReviewItem:
    """The medium review item, of no capability, that stands for the calls of an endpoint whose
    operation field is sent with a value the source does not fix (rule
    ``cluster.query-field-unproven``): they may run any operation, and a Tool taking the field
    as a free input would be a generic dispatcher (lint ``C2S-L009``), so none is made. It
    names the field, the call sites (``file:line``, at most 4) and the operations proven
    there, cited at each call site's field."""
    d = cl.discriminator
    field = d.target.partition(":")[2]
    places = list(dict.fromkeys(f"{c.sites[0].where[0]}:{c.sites[0].where[1][0]}"
                                for c in cl.calls))
    quoted = ", ".join(places[:4]) + (" …" if len(places) > 4 else "")
    known = ", ".join(repr(v) for v in d.others[:8]) + (" …" if len(d.others) > 8 else "")
    params = [next((q for q in c.query if q.name == field), None) for c in cl.calls[:8]]
    return ReviewItem(
        severity="medium", capability=None,
        message=f"{cl.method} {cl.path_template} runs the operation its query field '{field}' "
                f"names, and the call sites at {quoted} send there a value the source does not "
                f"fix (the operations proven at this endpoint: {known or 'none'}): they may run "
                "any operation, so they are offered as no Tool (one taking the field as a free "
                "input would run whatever an Agent names); give each call its operation, or "
                "confirm which operations these calls run against the backend",
        evidence=[observed(q.where if q is not None and q.where else c.sites[0].where,
                           query_operations.UNPROVEN_RULE,
                           query_operations.unproven_note(d.target, q.value if q else None))
                  for c, q in zip(cl.calls, params)])


def single_method_client(drafts: list[Draft]) -> list[Draft]:
    """Rule ``side-effect.single-method-client`` (:mod:`code2skill.passes.single_method`): a
    draft of a client sending every operation as one method whose effect only that method
    guessed is a reviewed read named as one (``POST /repositories`` by ``load`` →
    ``list_repositories``) when its function's read verb or its path's plural says so, else
    keeps the guess under this rule's review item; other drafts are returned unchanged."""
    found = single_method.clients([single_method.Endpoint(
        d.cluster.service_key, d.cluster.method, d.cluster.word_path,
        tuple(c.method_where for c in d.cluster.calls)) for d in drafts])
    out = []
    for d in drafts:
        cl = d.cluster
        keys = {(cl.service_key, c.method_where) for c in cl.calls}
        if cl.calls[0].graphql or cl.discriminator is not None or not keys <= found.keys() \
                or d.effect_rule not in single_method.METHOD_RULES:
            out.append(d)
            continue
        where = cl.calls[0].method_where
        reason = single_method.read_reason(cl.path_template, d.effect_rule,
                                           [c.function for c in cl.calls])
        out.append(replace(d, proposed=single_method.read_name(cl.word_path),
                           name_rule="name.follows-side-effect", effect="read",
                           effect_rule=single_method.RULE, read=None, named=None,
                           client=(where, found[(cl.service_key, where)], reason))
                   if reason is not None else
                   replace(d, effect_rule=single_method.RULE, named=None,
                           client=(where, found[(cl.service_key, where)], None)))
    return out


def passes_through(drafts: list[Draft]) -> list[Draft]:
    """Rule ``side-effect.pass-through`` (:mod:`code2skill.passes.pass_through`): a draft whose
    free inputs choose the method and path of the request it forwards, or its statement text,
    is taken as ``delete`` and remembers those fields, named ``forward_<path words>`` (rule
    ``name.pass-through``). A draft whose SQL statements decided
    its effect keeps that rule (and its item quoting them). Other drafts are returned
    unchanged."""
    out = []
    for d in drafts:
        cl = d.cluster
        fields = () if cl.calls[0].graphql else pass_through.forwarded(
            d.inputs.bindings, d.inputs.properties, cl.path_template,
            [c.function for c in cl.calls], d.effect_rule == sql_statements.RULE)
        out.append(replace(
            d, proposed=pass_through.forward_name(cl.word_path),
            name_rule=pass_through.NAME_RULE, effect="delete",
            effect_rule=d.effect_rule if d.effect_rule == sql_statements.RULE
            else pass_through.RULE, read=None, named=None, client=None, forwards=fields)
                   if fields else d)
    return out


def with_objects(drafts: list[Draft]) -> list[Draft]:
    """Rule ``name.verb-object`` (:func:`code2skill.passes.naming.with_object`): a draft
    named by a bare verb (``get``) takes its path's words as the object (``get_api_url``);
    other drafts are returned unchanged."""
    return [replace(d, proposed=named, name_rule=naming.VERB_OBJECT_RULE) if (
        named := naming.with_object(d.proposed, d.cluster.word_path)) is not None else d
            for d in drafts]


def create_or_update(drafts: list[Draft]) -> list[Draft]:
    """Rule ``side-effect.create-or-update``: a ``POST`` to a member of a collection
    (``/schedules/{id}``) whose effect only the method guesses, made by a request call that
    also ``POST``s to the collection itself (``/schedules``) and creates there (a
    create-or-update helper choosing the path by ``id ? `/${id}` : ''``), updates the member
    the id names: that branch takes ``update`` and an ``update_…`` name; the collection
    branch keeps its create. Other drafts are returned unchanged."""
    creates: dict[tuple, set] = {}
    for d in drafts:
        if d.cluster.method == "POST" and d.effect == "create":
            creates.setdefault((d.cluster.service_key, d.cluster.word_path), set()).update(
                c.sites[0].where for c in d.cluster.calls if c.sites)
    out = []
    for d in drafts:
        parent, _, last = d.cluster.word_path.rstrip("/").rpartition("/")
        item = last.startswith("{") and last.endswith("}") and "}" not in last[:-1]
        shared = creates.get((d.cluster.service_key, parent), set()) & {
            c.sites[0].where for c in d.cluster.calls if c.sites}
        if item and shared and d.cluster.method == "POST" \
                and d.effect_rule == side_effects.METHOD_GUESS:
            d = replace(d, proposed=naming.with_effect_verb(d.proposed, "update"),
                        name_rule="name.follows-side-effect", effect="update",
                        effect_rule=CREATE_OR_UPDATE)
        out.append(d)
    return out


CREATE_OR_UPDATE = "side-effect.create-or-update"


def form_pair(drafts: list[Draft]) -> list[Draft]:
    """Rule ``side-effect.form-pair-read`` (:mod:`code2skill.passes.form_pairs`): a GET
    whose path's action word alone made it a write, on a path the program also writes, reads
    (``GET …/profile/edit`` beside ``PUT …/profile/edit``): effect ``read``, the name
    following it. Other drafts are returned unchanged."""
    pairs = form_pairs.form_pair_reads([(d.cluster.service_key, d.cluster.method,
                                         d.cluster.word_path, d.effect_rule) for d in drafts])
    out = []
    for i, d in enumerate(drafts):
        if i in pairs:
            name, renamed = naming.agree(d.proposed, "read")
            d = replace(d, proposed=naming.well_formed(name), effect="read",
                        name_rule="name.follows-side-effect" if renamed else d.name_rule,
                        effect_rule=form_pairs.RULE, paired=pairs[i])
        out.append(d)
    return out


def call_fields(calls: list[Observed]) -> list[list[str]]:
    """The field names each call sends in its query and (object) body: the keys it shows;
    for a body the source does not show as an object, nothing (rule
    ``side-effect.paged-post`` then proves no paging)."""
    return [[q.name for q in c.query] + ([p.key for p in c.body.props if p.key]
                                          if isinstance(c.body, ObjV) else []) for c in calls]


def distinct_siblings(drafts: list[Draft]) -> list[Draft]:
    """Rule ``name.discriminator-value``: operations of one endpoint that would share a name
    (the values parameterise no verb, or the body encodings differ) take the words of their
    pinned value, or their body encoding after the first one's, in the name; a streamed
    call's cluster beside a plain one takes ``stream`` (rule ``stream.separate-call``)."""
    groups: dict[tuple, list[int]] = {}
    for i, d in enumerate(drafts):
        groups.setdefault((endpoint_key(d.cluster.calls[0]), d.proposed), []).append(i)
    out = list(drafts)
    for members in groups.values():
        for n, i in enumerate(members if len(members) > 1 else []):
            cl = drafts[i].cluster
            if cl.streamed:
                out[i] = replace(drafts[i], proposed=naming.value_suffix(
                    drafts[i].proposed, "stream"), name_rule=streams.SEPARATE_RULE)
            elif cl.discriminator is not None:
                out[i] = replace(drafts[i], proposed=naming.value_suffix(
                    drafts[i].proposed, cl.discriminator.value),
                    name_rule="name.discriminator-value")
            elif cl.encoding_split and n > 0:        # send_message_multipart, …_html
                kind = next((k for c in cl.calls if (k := discriminator.sent_kind(c))),
                            encoding_of(cl))
                out[i] = replace(drafts[i], proposed=naming.value_suffix(
                    drafts[i].proposed, declared_media.kind_word(kind)),
                    name_rule="name.discriminator-value")
    return out


def address_evidence(inputs: dict[str, list[Evidence]], sent: fetched_urls.SentAddress,
                     head: Where) -> list[Evidence]:
    """Rule ``risk.sent-address``'s evidence: at each place the address is shown (the
    ``/inputSchema/properties/…`` evidence at its JSON Pointer, else at the nearest enclosing
    member's or the input's: ``feeds`` for ``feeds[].link``), else at the call ``head``; the
    note names the input (``input url``) and, for a member below it (``feeds[].link``), its
    JSON Pointer."""
    key = sent.pointer
    while key.count("/") > 3 and not inputs.get(key):
        key = key.rsplit("/", 1)[0]
    places = [where_of(e) for e in inputs.get(key, [])]
    note = f"input {sent.name}" + (
        f" at {sent.pointer}" if sent.pointer.count("/") > 3 else "")
    return [inferred(where, fetched_urls.SENT_RULE, note)
            for where in dict.fromkeys(p for p in places if p is not None)] or \
        [inferred(head, fetched_urls.SENT_RULE, note)]


def encoding_of(cl: Cluster) -> str:
    """The body encoding a cluster's calls send (``none`` without a body, ``unknown`` when
    they disagree or do not say)."""
    encodings = {c.body_encoding for c in cl.calls if c.body is not None}
    return "none" if not encodings else (
        encodings.pop() if len(encodings) == 1 and None not in encodings else "unknown")


def capability(draft: Draft, name: str, service: Service, schemas: SchemaBuilder,
               labels: Labels, asking: Mapping[tuple[str, str | None], tuple[CallSite, ...]],
               writes: confirmed_writes.Spans, places: doc_scope.RequestPlaces | None = None
               ) -> tuple[Capability, list[ReviewItem]]:
    cl = draft.cluster
    calls = cl.calls
    first = calls[0]
    head = first.sites[0].where
    sites = sorted({(s.file, s.line, s.column): s for s in reversed(
        [call_site(c.sites) for c in calls])}.values(),     # one per place: the first chain
        key=lambda s: (s.file or "", s.line or 0, s.column or 0))
    operation = first.graphql
    effect, effect_rule = draft.effect, draft.effect_rule
    effect_note = function_reads.note(draft.read) if draft.read is not None else \
        f"{draft.paired} to the same path" if draft.paired is not None else None
    polls = polled_reads.polling(calls, schemas.program) \
        if effect_rule == polled_reads.RULE else None
    if effect_rule == autocomplete_sources.RULE:      # (the widget's call, as polls' where)
        polls = ("it is made by the source of an autocomplete widget, which asks for "
                 "suggestions", autocomplete_sources.widget_source(first, schemas.program))
    effect_note = polls[0] if polls is not None else effect_note
    action = cl.discriminator.action if cl.discriminator is not None else []
    draft_inputs = draft.inputs
    risk_pairs, channel = sign_in_channels.without_channel_risk(
        side_effects.risks(effect, cl.word_path, first.function, action), cl.word_path,
        first.function, [b.target for b in draft_inputs.bindings])      # POST /sign-in/email
    risk_pairs = session_risks.without_session_risk(            # POST /logout: no data lost
        risk_pairs, cl.method, cl.word_path, [c.function for c in calls])
    risk_pairs += side_effects.enum_risks(
        effect, draft_inputs.properties, risk_pairs,
        side_effects.member_representation(cl.method, effect_rule, cl.word_path))
    risk_pairs += side_effects.money_risks(effect, draft_inputs.properties, risk_pairs)
    risk_pairs += side_effects.system_risks(effect, cl.word_path, first.function, risk_pairs)
    risk_pairs += side_effects.overwrite_risks(effect, cl.word_path, first.function, risk_pairs)
    risk_pairs += side_effects.execution_risks(effect, cl.word_path, first.function, risk_pairs)
    calls_out = outbound.outbound_risks(cl.method, effect, cl.word_path, first.function,
                                        risk_pairs)
    risk_pairs += calls_out
    risk_pairs += [(risk, "forwards " + ", ".join(draft.forwards))    # side-effect.pass-through
                   for risk in ("destructive", "external") if draft.forwards
                   and not any(r == risk for r, _ in risk_pairs)]
    fetched = fetched_urls.fetched_url(cl.word_path, {     # a server's link is no address
        k: v for k, v in draft_inputs.properties.items()    # the caller chooses (path.server-link)
        if not server_links.link_input(draft_inputs.evidence, k)})
    fetched_risk = [("external", fetched[0])] if fetched and not any(
        r == "external" for r, _ in risk_pairs) else []        # rule risk.fetched-url
    sent = None if fetched or any(r == "external" for r, _ in risk_pairs) else \
        fetched_urls.sent_address([b for b in draft_inputs.bindings      # risk.sent-address
                                   if not b.input or not server_links.link_input(
                                       draft_inputs.evidence, b.input)],
                                  draft_inputs.properties, cl.word_path)
    told = None if effect == "read" or fetched_risk or sent or any(
        r == "external" for r, _ in risk_pairs) else page_sent.sent_message(
        calls, schemas.program)                              # "An email has been sent …"
    keys = [h for c in calls for h in c.headers if h.name.lower() in policy.IDEMPOTENCY_HEADERS]
    fresh_keys = [h for h in keys if policy.generated_per_call(h.value)]
    adding = adding_puts.adding_word(cl.method, cl.word_path, name)
    op, policy_rule = policy.policy(effect, cl.method, bool(keys) and not fresh_keys,
                                    policy.action_words(cl.word_path, name,
                                                        first.function), adding)
    asked, sent_first = confirmations(calls, labels, asking, writes
                                      if cl.method.upper() in confirmed_writes.READ_METHODS
                                      or effect == "read" else None)   # (a POST list read)
    warned = side_effects.writing_read(cl.word_path, [
        text.text if text and text.rule != labels_pass.KEY_RULE else ""
        for _, text in asked]) if effect == "read" else None
    if warned is not None or draft.named is not None \
            or effect_rule in side_effects.DISAGREED or effect_rule in worded_effects.RULES \
            or effect_rule in (sql_statements.RULE, single_method.RULE, pass_through.RULE,
                               *UNPROVEN):
        op, policy_rule = (policy.read_that_writes(), "policy.read-that-writes") \
            if effect == "read" else policy.at_most_once(effect)
    moved = positional_moves.moved_by(cl.method, effect, {
        b.target.split(":", 1)[1]: draft_inputs.properties.get(b.input)
        for b in draft_inputs.bindings if b.input and b.target.startswith(("body:", "query:"))},
        cl.word_path, name, first.function) if op.idempotency == "idempotent" else None
    if moved is not None:                       # PUT /audits/{id}/movefinding {oldIndex, …}
        op, policy_rule = policy.at_most_once(effect)[0], positional_moves.RULE
    minted = fresh_credentials.fresh_credential(cl.method, draft.output[0]) \
        if op.idempotency == "idempotent" and effect != "read" else None
    if minted is not None:                      # PUT /totp/register → {base32_secret}
        op, policy_rule = policy.at_most_once(effect)[0], fresh_credentials.RULE
    chain = chain_functions(calls, schemas.program)
    replaced = replaced_collections.replaced_fields(calls, chain, schemas.program,
                                                    schemas.diagnostics) \
        if effect != "read" and not draft.forwards else []
    replaced_risk = [("destructive", f"replaces the whole {r.key} list") for r in replaced[:1]
                     if not any(risk == "destructive" for risk, _ in risk_pairs)]
    if draft.forwards or replaced or draft_inputs.decisions:   # a confirmation before
        # anything it forwards or erases, or of the user's decision (input.user-decision)
        op = op.model_copy(update={"confirmation": "trusted-confirmation-required"})
    bindings = sorted(draft_inputs.bindings, key=lambda b: (b.target, b.input or ""))
    body_encoding = draft_inputs.encoding or encoding_of(cl)
    statuses = errors.branched_statuses(calls, schemas.program, chain)
    success, success_evidence = errors.success_statuses(cl.method, statuses)
    request = Request(service=service.id, method=cl.method, pathTemplate=cl.path_template,
                      bindings=bindings, bodyEncoding=body_encoding,
                      successStatuses=success, callSites=sites,
                      graphql=GraphQLOperation(operationType=operation.operation_type,
                                               operationName=operation.operation_name)
                      if operation else None)
    label = labels.title(name, [c.function for c in calls], chain)
    title = label.text if label else naming.title_of(name)
    said_in_ui = ui_loss(effect, risk_pairs + replaced_risk, asked + sent_first, label)
    notes = policy.annotations(op, [r for r, _ in risk_pairs + fetched_risk + replaced_risk] + (
        ["external"] if sent or told else []) + (["destructive"] if said_in_ui else []))
    effect_where = polls[1] if polls is not None else first.method_where or head
    if effect_rule in side_effects.GUESSED and side_effects.ui_says(
            effect, label.text if label and label.rule == "title.ui-trigger" else ""):
        effect_rule, effect_where = "side-effect.ui-label", label.where    # "Create feedback"
    description, description_evidence, site_docs = description_of(
        calls, schemas.program, title, service.id, places)
    description = " ".join(filter(None, (description, arm_sentence(calls))))  # condition-arm
    bulk = [inferred(head, delete_all.RULE, first.function)] \
        if draft.name_rule == delete_all.RULE else []              # a bulk, destructive delete
    if bulk:
        description = f"{description} {delete_all.sentence(draft.proposed)}"
    output_schema, output_evidence = forget_output_credentials(draft.output[0]), \
        dict(draft.output[1])
    context_evidence = [e for _, _, found in draft_inputs.context.values() for e in found]
    auth_result = auth.auth_of(
        calls, [e for e in context_evidence if e.rule == "body.held-credential"],
        [(name, e) for name, (_, _, found) in draft_inputs.context.items() for e in found
         if e.rule == "query.held-credential"],
        [(name, e) for name, (_, _, found) in draft_inputs.context.items() for e in found
         if e.rule == "value.template-placeholder"])
    envelope = envelope_errors.envelope_checks(calls, schemas.program, chain)
    handling = errors.observed_handling(statuses) + envelope_errors.observed_handling(envelope)
    error_paths = {**envelope_errors.read_paths(envelope),
                   **errors.read_paths(calls, schemas.program, chain)}
    properties, forgotten, personal = forget_personal_examples(draft_inputs.properties)
    inputs_of = {b.target: b.input for b in draft_inputs.bindings if b.input}
    replaced_inputs = {inputs_of[f"body:{r.key}"]: r for r in replaced
                       if inputs_of.get(f"body:{r.key}") in properties}
    properties = {k: replaced_collections.field_schema(v, replaced_inputs[k].key)
                  if k in replaced_inputs else v for k, v in properties.items()}
    schema_review = draft_inputs.review + [("low", message, head) for message in personal]
    input_schema: dict = {"type": "object", "properties": properties,
                          "additionalProperties": False}
    if draft_inputs.required:
        input_schema["required"] = list(draft_inputs.required)
    site_ev = observed(head, first.sites[0].rule, first.function)
    transform = next((s for s in first.sites if s.rule == TRANSFORM_RULE), None)
    method_ev = observed(first.method_where, first.method_rule or f"{first.lib}.method",
                         first.method_note) if first.method_where \
        else inferred(head, f"{first.lib}.default-method")
    evidence: dict[str, list[Evidence]] = {
        "/name": [inferred(head, draft.name_rule, draft.name_note
                           if draft.name_rule == list_reads.RULE else first.function)],
        "/title": label.evidence(None if label.rule == "title.ui-trigger" else "title.ui-label")
        if label
        else [inferred(head, draft.name_rule, first.function)],
        "/description": [description_evidence, *bulk],
        "/status": [default("status.draft", "derive never approves")],
        "/sideEffect": [inferred(effect_where, effect_rule, effect_note or cl.method)],
        "/operationPolicy/sideEffect": [inferred(effect_where, effect_rule, effect_note)],
        "/operationPolicy/idempotency": [policy_evidence(policy_rule, first, fresh_keys)],
        "/operationPolicy/automaticRetry": [policy_evidence(policy_rule, first, fresh_keys)],
        "/operationPolicy/confirmation": [default("policy.confirmation-default",
                                                  "no source proves a trusted confirmation")],
        "/operationPolicy/unknownOutcome": [policy_evidence(policy_rule, first, fresh_keys)],
        "/annotations/readOnlyHint": [inferred(effect_where, effect_rule)],
        "/annotations/destructiveHint": [inferred(effect_where, effect_rule)],
        "/annotations/idempotentHint": [policy_evidence(policy_rule, first, fresh_keys)],
        "/annotations/openWorldHint": [default("annotations.closed-world",
                                               "no external effect observed")],
        "/runtimeProtection/mode": [default("protection.default",
                                            "no non-bypassable boundary proven in source")],
        "/errorContract/categories": [default("errors.categories-default",
                                              "the categories any call of this kind can meet")],
        "/errorContract/observedHandling": [e for h in handling for e in h.evidence] or [
            default("errors.no-status-check", "the client branches on no HTTP status here")],
        "/outputSchema": output_evidence.pop("") if output_schema is not None
        else [default("output.not-derived")],
        "/auth": auth_result.evidence,
        "/implementation/requests/0/method": [method_ev],
        "/implementation/requests/0/pathTemplate": [site_ev] + tag_evidence(first),
        "/implementation/requests/0/service": service.evidence,
        "/implementation/requests/0/successStatuses": success_evidence,
        "/implementation/requests/0/bodyEncoding": [
            inferred(draft_inputs.encoding_where or head, *draft_inputs.encoding_rule)
            if draft_inputs.encoding
            else inferred(first.form_where, "body.search-params-fields", "URLSearchParams")
            if first.form_where is not None and body_encoding == "form"
            else inferred(first.form_string_where, "body.form-string-fields",
                          "name=value pairs of a string")
            if first.form_string_where is not None and body_encoding == "form"
            else inferred(transform.where, TRANSFORM_RULE, "transformRequest returns the body")
            if transform is not None and body_encoding != "none"
            else inferred(head, first.encoding_rule, "the base query's body rule")
            if first.encoding_rule == BASE_QUERY_ENCODING
            else inferred(head, first.encoding_rule, "the callers send JSON.stringify text")
            if body_encoding == "json" and first.encoding_rule is not None
            else inferred(head, first.encoding_rule, "a binary Content-Type labels the raw body")
            if body_encoding == "binary" and first.encoding_rule is not None
            else inferred(head, declared_media.RULE, media) if body_encoding == "unknown"
            and (media := declared_media.declared_media(first.headers))     # text/html
            else inferred(head, f"{first.lib}.body-encoding") if body_encoding != "none"
            else inferred(head, "body.none", "no body sent")],
    }
    if minted is not None:
        evidence.update({ptr: [inferred(first.method_where or head, fresh_credentials.RULE,
                                        fresh_credentials.note(minted))]
                         for ptr in ("/operationPolicy/idempotency", "/annotations/idempotentHint",
                                     "/operationPolicy/automaticRetry",
                                     "/operationPolicy/unknownOutcome")})
    if draft.forwards:
        evidence["/operationPolicy/confirmation"] = [inferred(
            effect_where, pass_through.RULE, "the caller chooses " + ", ".join(draft.forwards))]
    elif replaced:
        evidence["/operationPolicy/confirmation"] = [inferred(
            r.where, replaced_collections.RULE, r.how) for r in replaced]
    for field, (_, ev) in error_paths.items():
        evidence[f"/errorContract/{field}"] = [ev]
    places_of = {(s.file, s.line, s.column): i for i, s in enumerate(sites)}
    for call, ev in site_docs:                          # rule description.merged-sites
        at = call_site(call.sites)
        evidence.setdefault(f"/implementation/requests/0/callSites/"
                            f"{places_of[(at.file, at.line, at.column)]}", []).append(ev)
    evidence.update({"/outputSchema" + ptr: items for ptr, items in output_evidence.items()})
    if channel is not None and not notes.openWorldHint:
        evidence["/annotations/openWorldHint"] = [inferred(
            head, sign_in_channels.RULE, f"{channel!r} names what the password signs in with")]
    for risk, word in risk_pairs:
        evidence.setdefault("/annotations/risks", []).append(
            inferred(head, f"risk.{risk}", word))
    for _, word in replaced_risk:
        evidence.setdefault("/annotations/risks", []).append(
            inferred(replaced[0].where, replaced_collections.RULE, word))
    for _, url_input in fetched_risk:
        evidence.setdefault("/annotations/risks", []).append(
            inferred(head, fetched_urls.RULE, f"input {url_input} sent to {fetched[1]!r}"))
    if sent is not None:
        evidence.setdefault("/annotations/risks", []).extend(address_evidence(
            draft_inputs.evidence, sent, head))
    if told is not None:
        evidence.setdefault("/annotations/risks", []).append(
            observed(told[1], page_sent.RULE, told[0]))
    if said_in_ui is not None:
        evidence.setdefault("/annotations/risks", []).append(said_in_ui)
        evidence["/annotations/destructiveHint"] = [said_in_ui]
    for ptr, items in draft_inputs.evidence.items():
        if ptr.startswith("/bindings/"):
            target = unescape(ptr[len("/bindings/"):])
            index = next((i for i, b in enumerate(bindings) if b.target == target), None)
            if index is not None:
                evidence[f"/implementation/requests/0/bindings/{index}"] = items
        else:
            evidence[ptr] = items
    for i, req in enumerate(draft_inputs.required):
        evidence[f"/inputSchema/required/{i}"] = draft_inputs.required_evidence.get(req, [])
    for input_name, r in replaced_inputs.items():
        evidence.setdefault(f"/inputSchema/properties/{pointer(input_name)}", []).append(
            inferred(r.where, replaced_collections.RULE, r.how))
    context_refs = [ContextReference(name=ref, description=text, source=source,
                                     evidence=items)
                    for ref, (text, source, items) in draft_inputs.context.items()]
    for i, b in enumerate(bindings):
        evidence.setdefault(f"/implementation/requests/0/bindings/{i}",
                            evidence.get(f"/inputSchema/properties/{pointer(b.input)}", [])
                            if b.input else [])
    add_split_evidence(evidence, cl, bindings, draft.name_rule, effect_rule, head)
    evidence = policy.explain_hints(evidence, notes, effect)
    evidence = {k: unique(v) for k, v in sorted(evidence.items()) if v and not any(
        k == ptr or k.startswith(ptr + "/") for ptr in forgotten)}
    review_items = [ReviewItem(severity=sev, capability=name, message=msg, evidence=[
        observed(where, rule[0] if rule else "schema.review")] if where else [])
                    for sev, msg, where, *rule in schema_review]
    for call in calls:
        for severity, msg, where, *rule in call.notes:    # (a note may name its rule)
            review_items.append(ReviewItem(severity=severity, capability=name, message=msg,
                                           evidence=[observed(where or head, rule[0] if rule
                                                              else "url.review")]))
    for where, text in asked:
        shown = f"translation key {text.text!r}" if text and \
            text.rule == labels_pass.KEY_RULE else text.text if text else None   # (i18n.key)
        quoted = f" (the text of {shown})" if text and text.rule == labels_pass.KEY_RULE \
            else f" in {shown}" if text and text.rule == page_modals.NAMED_RULE \
            else f" ({shown!r})" if text else ""                # (ui.page-modal-confirm-control)
        guards = labels.program.confirm_guards.get(where, ())      # ui.confirmation-result
        review_items.append(ReviewItem(
            severity="info", capability=name,
            message=f"the client asks the user to confirm{quoted} before this call: keep it as "
                    "Skill guidance; it is not a trusted confirmation and no guard is derived "
                    "from it",
            evidence=[observed(where, "policy.ui-confirmation", shown)]
            + (text.evidence()[0 if text.rule in (confirm_modals.RULE, labels_pass.KEY_RULE,
                                                  page_modals.RULE, page_modals.NAMED_RULE)
                               else 1:] if text else [])
            + [observed((where[0], guard), dialog_results.RULE) for guard in guards]))
    for where, text in sent_first if effect != "read" else ():   # a read needs no answer
        review_items.append(ReviewItem(
            severity="low", capability=name,
            message=sent_before_confirm.message(text.text if text else None),
            evidence=[observed(where, sent_before_confirm.RULE, text.text if text else None)]))
    review_items.extend(ReviewItem(
        severity="medium", capability=name, message=replaced_collections.message(
            cl.method, cl.path_template, r),
        evidence=[inferred(r.where, replaced_collections.RULE, r.how)]) for r in replaced)
    if fetched is not None:
        review_items.append(ReviewItem(
            severity="medium", capability=name, message=fetched_urls.message(
                cl.method, cl.path_template, *fetched),
            evidence=[inferred(head, fetched_urls.RULE, fetched[1])]))
    if sent is not None:
        review_items.append(ReviewItem(
            severity="low", capability=name, message=fetched_urls.sent_message(
                cl.method, cl.path_template, sent.name),
            evidence=address_evidence(draft_inputs.evidence, sent, head)))
    if draft.named is not None:
        review_items.append(ReviewItem(
            severity="medium", capability=name, message=function_reads.guess_message(
                cl.method, cl.path_template, draft.named, effect),
            evidence=[inferred(head, draft.named.rule, function_reads.note(draft.named))]))
    if effect_rule in side_effects.GUESSED:
        review_items.append(ReviewItem(
            severity="medium", capability=name,
            message=guessed_message(cl, effect, effect_rule, draft_inputs),
            evidence=[inferred(first.method_where or head, effect_rule, cl.method)]))
    if effect_rule in side_effects.DISAGREED:
        page = page_messages.page_claim(calls, schemas.program) \
            if effect_rule == side_effects.VERB_METHOD_DISAGREE else None
        said = side_effects.disagreement_note(effect_rule, cl.word_path,
                                              call_fields(calls), cl.method,
                                              [c.function for c in calls], page)
        review_items.append(ReviewItem(
            severity="medium", capability=name,
            message=f"{cl.method} {cl.path_template}: {said}; taken as {effect}, not proven: "
                    "automatic retry stays off and an unknown outcome is reconciled; confirm "
                    "its side effect against the backend",
            evidence=[inferred(first.method_where or head, effect_rule, said)] + [
                observed(page[2], page_messages.RULE, page[1]) for _ in [page]
                if page is not None and page[1] in said]))
    if effect_rule == sql_statements.RULE:
        shapes = sql_statements.strongest(sql_statements.sent_statements(
            [c.body for c in calls], [[q.value for q in c.query] for c in calls]))
        review_items.append(ReviewItem(
            severity="medium", capability=name, message=sql_statements.review_message(
                cl.method, cl.path_template, effect, shapes[1] if shapes else []),
            evidence=[inferred(first.method_where or head, effect_rule,
                               "; ".join(shapes[1]) if shapes else None)]))
    if draft.forwards:
        review_items.append(ReviewItem(
            severity="high", capability=name, message=pass_through.message(
                cl.method, cl.path_template, draft.forwards),
            evidence=[inferred(effect_where, pass_through.RULE, ", ".join(draft.forwards))]))
    if draft.client is not None:
        review_items.append(ReviewItem(
            severity="medium", capability=name, message=single_method.message(
                cl.method, cl.path_template, effect, draft.client[2], draft.client[0],
                draft.client[1]),
            evidence=[inferred(draft.client[0], single_method.RULE, draft.client[2]
                               or cl.method)]))
    if effect_rule == procedure_docs.RULE:
        review_items.append(ReviewItem(
            severity="low", capability=name,
            message=f"{cl.method} {cl.path_template}: the doc of the procedure's method says "
                    f"it returns what it reads, so it is taken as a read although the method "
                    f"is {cl.method}; confirm against the backend that it changes nothing",
            evidence=[inferred(first.method_where or head, effect_rule, cl.method)]))
    if effect_rule == side_effects.VERB_PHRASE_READ:
        review_items.append(ReviewItem(
            severity="low", capability=name,
            message=f"{cl.method} {cl.path_template}: the path names a procedure that reads "
                    f"({cl.path_template.rstrip('/').rsplit('/', 1)[-1]!r}), so it is taken as "
                    f"a read although the method is {cl.method}; confirm against the backend "
                    "that it changes nothing",
            evidence=[inferred(first.method_where or head, effect_rule, cl.method)]))
    if effect_rule == store_overwrites.RULE:
        said = store_overwrites.overwrite_effect("create", cl.word_path, first.function)
        review_items.append(ReviewItem(
            severity="medium", capability=name, message=store_overwrites.message(
                cl.method, cl.path_template, said or ""),
            evidence=[inferred(first.method_where or head, effect_rule, said)]))
    if effect_rule == side_effects.GET_ACTION:
        word = side_effects.get_action(cl.word_path)
        phrased = side_effects.get_verb_phrase(side_effects.get_segment_words(cl.word_path)
                                               or [])
        review_items.append(ReviewItem(
            severity="medium", capability=name,
            message=f"a GET whose path names the action {word!r}: taken as {effect} by that "
                    "word, not as a retryable read; automatic retry stays off and an unknown "
                    "outcome is reconciled; confirm its side effect against the backend",
            evidence=[inferred(first.method_where or head, side_effects.GET_ACTION, word)]
            + ([inferred(first.method_where or head, side_effects.GET_VERB_PHRASE, phrased)]
               if phrased is not None else [])))
    if effect_rule in worded_effects.RULES:
        review_items.append(ReviewItem(
            severity="medium", capability=name, message=worded_effects.review_message(
                effect_rule, cl.method, cl.path_template, effect, cl.word_path,
                [c.function for c in calls]),
            evidence=[inferred(first.method_where or head, effect_rule, cl.method)]))
    if moved is not None:
        review_items.append(ReviewItem(
            severity="medium", capability=name, message=positional_moves.review_message(
                cl.method, cl.path_template, moved),
            evidence=[inferred(first.method_where or head, positional_moves.RULE, moved)]))
    if policy_rule == adding_puts.RULE:
        review_items.append(ReviewItem(
            severity="medium", capability=name,
            message=adding_puts.review_message(cl.path_template, adding or ""),
            evidence=[inferred(first.method_where or head, adding_puts.RULE, adding)]))
    unproven = [(risk, word) for risk, word in side_effects.caller_name_risks(
        effect, cl.word_path, first.function, action) if risk not in notes.risks]
    if unproven:                                    # rule risk.caller-words: onClear pauses
        review_items.append(ReviewItem(
            severity="low", capability=name, message=caller_words.review_message(
                cl.method, cl.path_template, first.function or "", unproven),
            evidence=[inferred(head, caller_words.RULE, first.function)]))
    for _, word in calls_out:
        review_items.append(ReviewItem(
            severity="low", capability=name, message=outbound.review_message(
                cl.method, cl.path_template, word.split(" (")[0]),
            evidence=[inferred(head, outbound.OUTBOUND, word)]))
    if warned is not None:
        word, index = warned
        said = f"the client warns {asked[index][1].text!r} before it" if index >= 0 \
            else f"its path names the action {word!r}" + (
                f"; taken as a read: {polls[0]}" if effect_rule == autocomplete_sources.RULE
                else f"; taken as a read: the page polls it, {polls[0]}" if polls else "")
        review_items.append(ReviewItem(
            severity="medium", capability=name,
            message=f"a {cl.method} that may change state ({said}): not treated as a "
                    "retryable read; automatic retry stays off and an unknown outcome is "
                    "reconciled; confirm its side effect against the backend",
            evidence=[observed(asked[index][0], "policy.read-that-writes")] if index >= 0
            else [inferred(first.method_where or head, "policy.read-that-writes", word)] + [
                inferred(polls[1], effect_rule, polls[0]) for _ in [polls] if polls]))
    review_items.extend(ReviewItem(
        severity="medium", capability=name, message=key_per_attempt_message(header, effect),
        evidence=[observed(header.where, "policy.key-per-attempt"),
                  observed(header.value.where, "value.generated")])
        for header in fresh_keys[:1])
    if output_schema is None:
        review_items.append(ReviewItem(
            severity="low", capability=name,
            message="output schema not derived: the response shape the client reads is not "
                    "proven", evidence=[site_ev]))
    declared = declared_agreement.declared_schemas(calls, schemas.types)
    review_items.extend(declared_agreement.review(
        declared or wrapper_returns(calls, schemas), name))
    review_items.extend(unshown_parent_items(evidence.get("/outputSchema", []), name))
    review_items.extend(auth.scheme_review(calls, name))
    review_items.extend(envelope_errors.review(envelope))
    review_items = dedupe_review(review_items)
    status = "requires-review" if any(r.severity in ("high", "medium")
                                      for r in review_items) else "draft"
    cap = Capability(
        name=name, title=title,
        description=description,
        status=status, sideEffect=effect, annotations=notes,
        inputSchema=input_schema, outputSchema=output_schema, contextReferences=context_refs,
        auth=auth_result, preconditions=[], operationPolicy=op,
        runtimeProtection=policy.runtime_protection(),
        errorContract=errors.error_contract(effect, handling, error_paths),
        implementation=Implementation(requests=[request]), attachments=None,
        evidence=evidence)
    return cap, review_items


def ui_loss(effect: str, risks: list[tuple[str, str]], asked: list[tuple[Where, Label | None]],
            label: Label | None) -> Evidence | None:
    """Rule ``risk.destructive-ui``: the evidence (observed at the text) that a write not
    already destructive by its words is destructive by what its UI says — the confirmation
    the client asks first (``asked``), or the label of the control starting it (``label``,
    when a UI trigger's); ``None`` otherwise. A translation key (rule ``i18n.key``) is no
    text the user reads: it says nothing."""
    if any(risk == "destructive" for risk, _ in risks):
        return None
    texts = [(where, text.text) for where, text in asked
             if text is not None and text.rule != labels_pass.KEY_RULE]
    if label is not None and label.rule == "title.ui-trigger":
        texts.append((label.where, label.text))
    found = side_effects.ui_destructive(effect, [text for _, text in texts])
    if found is None:
        return None
    word, index = found
    return observed(texts[index][0], "risk.destructive-ui", f"{word!r} in {texts[index][1]!r}")


def add_split_evidence(evidence: dict[str, list[Evidence]], cl: Cluster, bindings: list,
                       name_rule: str, effect_rule: str, head: Where) -> None:
    """File the evidence of the rule that made ``cl`` an operation of its own
    (:mod:`code2skill.passes.discriminator`): at its pinned value's binding (and the name and
    side effect when that value decided them), or at the body encoding."""
    if cl.encoding_split:
        evidence["/implementation/requests/0/bodyEncoding"].append(inferred(
            head, "cluster.body-encoding",
            "other call sites of this endpoint send another kind of body: another Tool"))
    d = cl.discriminator
    if d is None:
        return
    shown = 8 if d.rule == rpc_envelopes.SPLIT_RULE else len(d.others)  # (an API's methods)
    others = ", ".join(repr(v) for v in d.others[:shown]) + (
        " …" if len(d.others) > shown else "")
    note = f"{d.target} is {d.value!r} here; other call sites send {others}" if others \
        else f"{d.target} is {d.value!r} at every call site"
    if d.rule in UNPROVEN:                                     # (its own review item)
        return
    found = [inferred(w, d.rule, note) for w in d.where] or [inferred(head, d.rule, note)]
    found += [inferred(w, "cluster.conditional-value",
                       f"a condition here chooses {d.value!r} or another literal: this call site "
                       "is a site of each value's Tool") for w in d.chosen]
    index = next((i for i, b in enumerate(bindings) if b.target == d.target), None)
    if index is not None:
        evidence.setdefault(f"/implementation/requests/0/bindings/{index}", []).extend(found)
    if d.outer is not None:                       # rule cluster.nested-value
        outer = next((i for i, b in enumerate(bindings) if b.target == d.outer.target), index)
        evidence.setdefault(f"/implementation/requests/0/bindings/{outer}", []).append(
            inferred(d.where[0] if d.where else head, "cluster.nested-value",
                     f"{d.outer.target} is {d.outer.value!r} at each of these call sites; "
                     f"{d.target} splits them again"))
    at = d.where[0] if d.where else head
    said = repr(d.value) if d.verb is None else f"verb {d.verb!r} of its handlers"
    if name_rule in ("name.discriminator-value", rpc_envelopes.NAME_RULE,
                     query_operations.NAME_RULE):
        evidence["/name"] = [inferred(at, name_rule, said)]
    if effect_rule in ("side-effect.discriminator-value", rpc_envelopes.EFFECT_RULE,
                       query_operations.EFFECT_RULE):
        for ptr in ("/sideEffect", "/operationPolicy/sideEffect", "/annotations/readOnlyHint",
                    "/annotations/destructiveHint"):
            evidence[ptr] = [inferred(at, effect_rule, said)]


DIALOG_TEXTS = frozenset({"children", "content", "title", "body", "description", "message",
                          "header", "heading"})


MAX_CALLER_HOPS = 4


def chain_functions(calls: list[Observed], program) -> list[tuple[str, str]]:
    """``(path, fid)`` of every function on the call chains of ``calls``, then of the functions
    calling the one that names the endpoint (up to :data:`MAX_CALLER_HOPS` calls away),
    nearest first. Callers of the inner wrappers are other endpoints' chains: not followed."""
    found: list[tuple[str, str]] = []
    frontier: list[tuple[str, str]] = []
    for call in calls:
        for index, site in enumerate(call.sites):    # the site naming the endpoint, then
            fn = program.function_at(*site.where)   # the wrappers it goes through
            if fn is None:
                continue
            if (site.where[0], fn.fid) not in found:
                found.append((site.where[0], fn.fid))
            if index == 0 and (site.where[0], fn.fid) not in frontier:
                frontier.append((site.where[0], fn.fid))
    for _ in range(MAX_CALLER_HOPS):
        callers = []
        for _, fid in frontier:
            for path, caller, _, _ in program.callers.get(fid, []):
                if caller is not None and (path, caller) not in found + callers:
                    callers.append((path, caller))
        found.extend(callers)
        frontier = callers
    return found


def confirmations(calls: list[Observed], labels: Labels,
                  asking: Mapping[tuple[str, str | None], tuple[CallSite, ...]],
                  writes: confirmed_writes.Spans | None = None
                  ) -> tuple[list[tuple[Where, Label | None]],
                             list[tuple[Where, Label | None]]]:
    """Rule ``policy.ui-confirmation``: ``confirm(…)``, ``window.confirm(…)``,
    ``Modal.confirm(…)``/``this.$confirm(…)``/``$.confirm(…)`` in a function on the call chain
    (or calling it), or anywhere in its module when it passes such a function as a callback
    (``Modal.confirm({onOk: () => cancel(id)})``, ``$.confirm({confirm: save})``); with the
    question it asks when its first argument (or its options' ``content``/``text``/
    ``message``/``title``) is a UI text. Likewise a confirmation component (rule
    ``ui.confirmation-component``: ``<ConfirmationDialog onSubmit>``, ``<Popconfirm
    onConfirm>``, ``<ConfirmationDialog confirmButton={<Button onClick>}>``) around a control
    whose handler is a function of the chain, located at the component. A dialog a function
    of the chain opens only after its own call towards the request (``await initDB(form);
    … ElMessageBox.confirm('Done! Open the docs?')``) asks about what follows, not about this
    call: it gates nothing (:func:`after_the_call`). For a read (``writes``: the calls leading
    to writing requests, :func:`~code2skill.passes.confirmed_writes.write_calls`), a dialog
    whose function makes it only after a write has ended (``delete`` then a reload of the
    list), or whose callback of the chain makes it so (``.then(async () => { await
    remove(id); reload() })``), confirms that write, not the read (rule
    ``policy.confirmation-scope``). A dialog
    call whose own arguments make the request (``confirmAndRunApi(vm, text,
    api.deleteSegment(id))``) opens after it is sent, and one whose arguments make a write
    confirms none of the reads its callbacks make (rule ``policy.confirmation-after-send``).
    ``asking``: ``Program.confirm_calls``
    (:func:`~code2skill.passes.confirm_wrappers.confirm_calls`). Returns ``(dialogs asking
    before the call, dialogs opened after the call was sent)``, each ``(where, question)``."""
    program = labels.program
    found: list[tuple[Where, Label | None]] = []
    late: list[tuple[Where, Label | None]] = []
    chain = chain_functions(calls, program)

    def reload(path: str, starts: list[str]) -> bool:
        return writes is not None and confirmed_writes.follows_a_write(
            starts, path, calls, chain, writes, program)

    for path, fid in chain:
        for site in asking.get((path, fid), ()):      # (the dialogs' calls)
            if any(w == (path, site.call.span) for w, _ in found + late):
                continue
            if late and site.scope is not None and sent_before_confirm.chain_call(
                    site.call, path, site.scope, calls, chain, program):
                continue                          # (its callee's dialog opens after the send)
            if site.scope == fid and sent_before_confirm.sent_in_arguments(
                    site.call, path, fid, calls, chain, program):
                late.append(((path, site.call.span), question(site.call, labels, path,
                                                              site.scope)))
                continue
            if writes is not None and site.scope is not None and \
                    sent_before_confirm.write_in_arguments(site.call, path, site.scope,
                                                           writes):
                continue
            if site.scope == fid and after_the_call(site.call.span, path, fid, calls, chain,
                                                    program):
                continue
            if site.scope == fid and dialog_results.unguarded_calls(
                    program.modules[path], site, confirmed_writes.leading_calls(
                        path, fid, calls, chain, program), confirm_wrappers.promise_confirm):
                continue                  # (made whatever the awaited answer: ui.confirmation-result)
            if site.scope is not None and reload(path, list(dict.fromkeys((site.scope, fid)))):
                continue                  # (fid: also the callback the dialog runs)
            found.append(((path, site.call.span), question(site.call, labels, path,
                                                           site.scope)))
    for function in chain:                         # rule ui.page-modal-confirmation
        modal = program.modal_asks.get(function)
        if modal is not None and all(w != modal.where for w, _ in found) and \
                not reload(function[0], [function[1]]):
            found.append((modal.where, Label(modal.text, modal.text_where, None,
                                             page_modals.RULE) if modal.text is not None
                          else Label(f"the modal #{modal.modal}", modal.text_where, None,
                                     page_modals.NAMED_RULE)))
    index = program.triggers
    fids = {fid for _, fid in chain}
    for trigger in index.reaching(chain):
        dialog = index.dialog_of(trigger, fids)
        where = (trigger.path, dialog.span) if dialog is not None else None
        if where is not None and all(w != where for w, _ in found) and not reload(
                trigger.path, sorted(trigger.triggered())):
            found.append((where, dialog_question(trigger.path, dialog, labels)))
    return found, late


def after_the_call(span, path: str, fid: str, calls: list[Observed],
                   chain: list[tuple[str, str]], program) -> bool:
    """Whether a dialog at ``span`` in function ``fid`` of module ``path`` (a function of
    ``chain``, :func:`chain_functions`) opens only after every call of ``fid`` that leads to
    the request of ``calls`` has ended: the request's own call site or a wrapper hop in
    ``fid``, or ``fid``'s call of another chain function. ``False`` when ``fid`` makes no
    such call the source shows (the request runs in a callback the dialog may gate)."""
    leading = confirmed_writes.leading_calls(path, fid, calls, chain, program)
    return bool(leading) and all(tuple(w[2:4]) <= tuple(span[:2]) for w in leading)


def dialog_question(path: str, dialog: UITrigger, labels: Labels) -> Label | None:
    """The text a confirmation component asks: the first of its texts that is a question,
    else the first text of its content (never its buttons' ``…Text`` labels); a confirmation
    modal's, the text that makes it one, under rule ``ui.confirmation-modal`` (a template's
    holes shown as ``…``)."""
    if is_modal_confirmation(dialog):
        expr = confirm_modals.asking_text(dialog)
        label = labels.text(expr, path, dialog.scope)
        return Label(label.text if label else confirm_modals.shown(expr) or "",
                     (path, expr.span), None, confirm_modals.RULE)
    texts = [(source, labels.text(expr, path, dialog.scope)) for source, expr in dialog.texts]
    texts = [(source, t) for source, t in texts if t is not None]
    asked = [t for _, t in texts if t.text.rstrip().endswith("?")]
    content = [t for source, t in texts if source in DIALOG_TEXTS]
    return (asked or content or [None])[0]


def question(call: Call, labels: Labels, path: str, scope: str | None) -> Label | None:
    """The text a confirmation call asks: its first argument, or the ``content``/``text``/
    ``message``/``title`` of its options object (the first present); a dialog service's
    (rule ``ui.confirmation-result``: ``dialog.open(ConfirmComponent, {data: …})``) the option
    text that asks, else the first shown (:func:`~code2skill.passes.dialog_results.
    option_texts`); a first argument showing no text (a dialog type,
    ``confirm(ConfirmationDialogTypes.Delete, texts.DELETE_TITLE, texts.DELETE_CONTENT)``) gives
    the first later argument that does; an event's (rule ``ui.confirmation-event``:
    ``events.emit('confirm', t('users.ConfirmDelete'), {action})``) is read after the event's
    name. A translation call whose key no catalogue holds gives its key (rule ``i18n.key``)."""
    if confirm_wrappers.confirm_event(call):
        call = replace(call, args=call.args[1:])
    first = call.args[0] if call.args else None
    if isinstance(first, Obj):
        members = {p.key: p.value for p in first.props if p.key}
        first = next((members[k] for k in ("content", "text", "message", "title")
                      if k in members), None)
    shown = [first]
    kind = dialog_results.dialog_kind(call, confirm_wrappers.promise_confirm)
    if kind in ("dialog", "flagged", "quasar") and labels.text(first, path, scope) is None:
        asking = dialog_results.asking_option(call)
        shown = [asking, *(expr for _, expr in dialog_results.option_texts(call))]
    elif labels.text(first, path, scope) is None and labels.key(first, path, scope) is None:
        shown += [arg for arg in call.args[1:] if not isinstance(arg, (Obj, Fn))]
    return next((label for expr in shown if (label := labels.text(expr, path, scope))), None) \
        or next((label for expr in shown if (label := labels.key(expr, path, scope))), None)


def output_of(calls: list[Observed], schemas: SchemaBuilder, reads: list[Read]
              ) -> tuple[dict | None, dict[str, list[Evidence]]]:
    """The output schema and its evidence by JSON Pointer relative to it (``""`` for the
    whole schema). Rule ``output.type-argument``: the response type a call site declares, when
    its type resolves to a schema (or the rule a recogniser names, when it read the type from
    the library's schema: ``connect.descriptor-output``, or where the client declares the
    answer's type: ``output.declared-answer``, cited also at the generic helper's declared
    return type), and when the calls declare types of different schemas, what those agree on
    (rule ``output.declared-agreement``); else rule ``output.wrapper-return-type``: the declared return
    type of the innermost function on the call chain that returns the request's result
    unchanged and whose type resolves (``Promise<T>`` unwrapped; ``any``/``unknown``/``void``
    say nothing); else rule ``output.response-read``: the fields the client is seen reading;
    else ``(None, {})`` (reported, never guessed)."""
    declared = declared_agreement.declared_schemas(calls, schemas.types)
    agreed = declared_agreement.agreed([schema for schema, _, _ in declared]) \
        if declared else None
    if agreed:                          # rule output.declared-agreement: what they agree on
        return agreed, {"": [e for _, items, _ in declared for e in items]}
    returned = wrapper_returns(calls, schemas)
    if returned:                        # the calls' wrappers: what their return types agree on
        return copy.deepcopy(declared_agreement.agreed([schema for schema, _, _ in returned])), \
            {"": [e for _, items, _ in returned for e in items]}
    if reads:
        schema, evidence = read_schema(reads)
        schema["description"] = ("The response fields the client reads; the backend may "
                                 "return more.")
        return schema, {"": unique([e for items in evidence.values() for e in items]
                                   + unwrapped_by(calls)), **evidence}
    return None, {}


def wrapper_returns(calls: list[Observed], schemas: SchemaBuilder
                    ) -> list[tuple[dict, list[Evidence], str]]:
    """Rule ``output.wrapper-return-type``: the distinct schemas the calls' wrappers declare
    they return, in call order — for each call, the declared return type of the innermost
    function on its chain that returns the request's result unchanged and whose type resolves
    (:func:`resolved_output_type`) — as ``(schema, evidence, type text)``. Calls of one
    endpoint through wrappers declaring different answers (``telegramSubscribe():
    Promise<{bot, token}>``, ``telegramCurrentSubscribtion(): Promise<{address, updated}>``)
    give one schema each; the output keeps what they agree on (rule
    ``output.declared-agreement``, with its low review item), never the first call's alone."""
    found: dict[str, tuple[dict, list[Evidence], str]] = {}
    for call in calls:
        for text, where in call.return_types:
            inner = resolved_output_type(text)
            typed = schemas.types.shared(inner, where[0]) if inner else None
            if typed is not None and typed.schema:
                said = " ".join(text.split())
                evidence = [inferred(where, "output.wrapper-return-type",
                                     "declared return type " + said)] + unshown_parents(typed)
                key = json.dumps(typed.schema, sort_keys=True)
                if key in found:
                    found[key][1].extend(e for e in evidence if e not in found[key][1])
                else:
                    found[key] = (typed.schema, evidence, said)
                break
    return list(found.values())


def unwrapped_by(calls: list[Observed]) -> list[Evidence]:
    """Rule ``axios.response-unwrap``: the response interceptor that hands the calls' callers
    the body, cited beside the reads of it (the reads are of the body only through it)."""
    return unique([inferred(call.answer_through, "axios.response-unwrap",
                            "the client's response interceptor hands callers the body (or "
                            "the member of it it returns)")
                   for call in calls if call.answer_through is not None])


def unshown_parent_items(evidence: list[Evidence], capability: str) -> list[ReviewItem]:
    """One low review item per parent :func:`unshown_parents` cites in the evidence of the
    whole output."""
    return [ReviewItem(severity="low", capability=capability, evidence=[e],
                       message=unshown_parent_message("output", e.note or ""))
            for e in evidence if e.rule == UNSHOWN_PARENT]


def resolved_output_type(text: str) -> str | None:
    """The type a function's declared return type gives its caller once awaited or
    subscribed to (``Promise<Article>`` / ``Observable<Article>`` → ``Article``); ``None``
    for types that say nothing about the value (``any``, ``unknown``, ``void`` …)."""
    text = text.strip()
    match = re.fullmatch(r"(?:Promise|Observable)\s*<(.*)>", text, re.S)
    if match:
        text = match.group(1).strip()
    return None if text in SILENT_TYPES else text


def policy_evidence(rule: str, call: Observed, fresh_keys: list[Header]) -> Evidence:
    """The evidence of a policy decision made by ``rule`` (:func:`code2skill.passes.policy.policy`)
    for the capability whose first call is ``call``: the key header (observed) for
    ``policy.idempotency-key``; the method's span, or the call site when the method is the
    library's default, for ``policy.read`` and ``policy.http-idempotent-method`` (inferred:
    the idempotency follows from the observed method, RFC 9110 §9.2.2); for an
    ``at-most-once`` write whose idempotency key is made anew on every call (``fresh_keys``),
    that header (inferred, rule ``policy.key-per-attempt``); else a visible default."""
    if rule == "policy.idempotency-key":
        where = next((h.where for h in call.headers if h.name.lower() in
                      policy.IDEMPOTENCY_HEADERS), None)
        return observed(where, rule)
    if rule == "policy.http-idempotent-method":
        return inferred(call.method_where or call.sites[0].where, rule,
                        f"{call.method} is idempotent by the HTTP method's contract "
                        "(RFC 9110 §9.2.2)")
    if rule == "policy.read":
        return inferred(call.method_where or call.sites[0].where, rule)
    if rule == "policy.read-that-writes":
        return inferred(call.method_where or call.sites[0].where, rule,
                        "a read that may change state is not retried")
    if rule == positional_moves.RULE:
        return inferred(call.sites[0].where, rule,
                        "it moves an item by its position: a repeat moves another item or swaps "
                        "back")
    if rule == adding_puts.RULE:
        return inferred(call.sites[0].where, rule,
                        "its path or name says it adds: a retry may add again")
    if rule == "policy.not-idempotent-action":
        return inferred(call.sites[0].where, rule,
                        "its path or name says it sends, toggles or advances state")
    if fresh_keys:
        return inferred(fresh_keys[0].where, "policy.key-per-attempt",
                        f"the {fresh_keys[0].name} header is made anew on every call")
    return default(rule, "write not proven idempotent")


def tag_evidence(call: Observed) -> list[Evidence]:
    """Rules ``value.template-tag``/``value.interleaving-tag``: the tag functions that
    spliced ``call``'s path parameters, one evidence item each (at the first parameter it
    filled); rule ``path.literal-operations``: each literal written into the path, at its
    hole; rule ``service.configured-base-path``: the base the path was written under, where
    it is written."""
    found: dict[tuple[str, str], Evidence] = {}
    for param in call.path_params:
        if param.tag and param.tag not in found:
            found[param.tag] = inferred(param.where, *param.tag)
    return list(found.values()) + [inferred(where, rule, note)     # path.literal-operations,
                                   for rule, note, where in          # service.configured-
                                   call.literal_segments + call.path_rewrites]   # base-path


def guessed_message(cl: Cluster, effect: str, rule: str, inputs: InputDraft) -> str:
    """The review text of a side effect no rule proves (rules ``side-effect.method-guess``,
    ``side-effect.graphql-guess``, ``side-effect.value-setter`` …); ``inputs`` say what a
    ``side-effect.whole-collection-post`` sends."""
    if rule == setters.VALUE_SETTER:
        return (f"side effect guessed from the path's shape: {cl.method} {cl.path_template} "
                f"ends in a value after a property name, so it is taken as setting it "
                f"({effect}), but no action word or UI text proves it; no automatic retry and "
                "stop-and-reconcile until the backend confirms it")
    if rule == side_effects.VARIABLE_ACTION:
        return (f"side effect guessed from the path's shape: {cl.method} {cl.path_template} "
                f"performs the action a path parameter names, which the caller "
                f"chooses and may be any the backend offers, a delete too; taken as "
                f"{effect}, no proven read: no automatic retry and stop-and-reconcile until the "
                "backend confirms the actions it allows")
    if rule == side_effects.SETTINGS_POST:
        return (f"side effect guessed from the path's shape: {cl.method} {cl.path_template} "
                f"ends in a noun of one set of values, so it is taken as writing over them "
                f"({effect}), not as adding a member; whether it replaces them all or only "
                "those sent is the backend's: no automatic retry and stop-and-reconcile until "
                "it confirms")
    if rule == side_effects.ATTRIBUTE_POST:
        return (f"side effect guessed from the path's shape: {cl.method} {cl.path_template} "
                f"ends in one attribute of a single resource, so it is taken as setting it "
                f"({effect}), not as adding a member; no automatic retry and "
                "stop-and-reconcile until the backend confirms it")
    if rule == side_effects.WHOLE_COLLECTION:
        sent = side_effects.whole_collection(
            side_effects.REST_CREATE, cl.word_path, inputs.properties,
            {b.target: b.input for b in inputs.bindings if b.input}) or "the collection"
        return (f"side effect guessed from the path's shape: {cl.method} {cl.path_template} "
                f"posts to a collection of one item and sends {sent}, the members as a whole: "
                f"it may set or replace that item's members rather than add one; taken as "
                f"{effect}, not proven: no automatic retry and stop-and-reconcile until the "
                "backend confirms it")
    if rule == side_effects.MEASURE_POST:
        return (f"side effect guessed from the HTTP method: {cl.method} {cl.path_template} "
                f"ends in a plural noun of a measure, which names no resource a POST adds: it "
                f"may read those measures for what it sends or change them (a view counted); "
                f"taken as {effect}, not proven: no automatic retry and stop-and-reconcile "
                "until the backend confirms it")
    if rule == query_operations.GUESS_RULE:
        d = cl.discriminator
        pinned = " and ".join(f"{o.target} {o.value!r}" for o in (d.outer, d) if o is not None) \
            if d is not None else "its operation field"
        return (f"side effect guessed: {cl.method} {cl.path_template} runs the operation "
                f"{pinned} selects, whose words prove no side effect, and a {cl.method} that "
                f"selects an operation is no proof of a read; taken as {effect}, no automatic "
                "retry and stop-and-reconcile until the backend confirms what it does")
    what = "the GraphQL operation type" if rule == side_effects.GRAPHQL_GUESS \
        else "the operation type (a mutation; its words read like a read)" \
        if rule == side_effects.MUTATION_GUESS else \
        "the HTTP method the source shows (the request may set one it does not show)" \
        if rule == side_effects.METHOD_UNSHOWN else "the HTTP method"
    return (f"side effect guessed from {what}: {cl.method} {cl.path_template} is taken as "
            f"{effect}, but no action word, collection path or UI text proves it; no automatic "
            "retry and stop-and-reconcile until the backend confirms it")


def key_per_attempt_message(header: Header, effect: str) -> str:
    """The review text of rule ``policy.key-per-attempt`` (field case FC-15) for a key
    ``header`` whose value is generated at the request (``UnknownV('generated:…')``)."""
    made_by = header.value.reason.removeprefix(GENERATED)
    return (f"the {header.name} header is made anew by {made_by} on every call of the function "
            f"that sends the request, so a retry sends a new key and may repeat the {effect}: "
            "the key is no input, automatic retry stays off and an unknown outcome is "
            "reconciled before trying again; make the key once per operation and reuse it on "
            "retries to make this write idempotent")


def dedupe_review(items: list[ReviewItem]) -> list[ReviewItem]:
    """One item per (capability, severity, message), with the evidence of all its sources."""
    evidence: dict[tuple, list[Evidence]] = {}
    for item in items:
        evidence.setdefault((item.capability, item.severity, item.message), []).extend(
            item.evidence)
    merged = [ReviewItem(severity=sev, capability=cap, message=msg, evidence=unique(ev))
              for (cap, sev, msg), ev in evidence.items()]
    return sorted(merged, key=review_key)


def review_key(item: ReviewItem) -> tuple:
    ev = item.evidence[0] if item.evidence else None
    return (item.capability or "", SEVERITY_ORDER[item.severity], item.message,
            (ev.file or "", ev.line or 0, ev.column or 0) if ev else ("", 0, 0))

