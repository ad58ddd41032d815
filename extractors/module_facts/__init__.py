"""Turn one parsed JavaScript/TypeScript file into :class:`~code2skill.facts.ModuleFacts`.

One walk of the tree finds the structure (:data:`ROLES`: functions, declarators, assignments,
calls, imports, exports, classes, and in TypeScript interfaces and type aliases); this module
converts each node found into the symbolic IR of :mod:`code2skill.facts`. Forms handled::

    import a, {b as c} from 'x';   const {q, r: s} = require('w');   import * as ns from 'y'
    module.exports = {…};  exports.x = …;  module.exports.x = …
    export default expr;  export const x = …;  export {a as b};  export {z} from './q';  export * from './r'
    function f(a: T = 1, {id}, ...rest) {}   const f = (a) => …   obj = { m() {}, k: () => … }
    class C { field = inject(H); constructor(private api: Api) {} method() {} }
    `a/${b}`   'a' + b   a || b   a ?? b   a && b   c ? a : b   await x   x as T   x!   obj.p   obj['p']
    interface I { a?: string }   type T = 'a' | 'b'   type O = { a: string }
    enum Method { Get = 'GET', Post = 'POST' }

Nothing here knows any HTTP library: recognisers work on the facts during resolution.

The package, one module per seam of the extractor:

* :mod:`code2skill.extractors.module_facts.scopes`: the node index, scopes and budgets
* :mod:`code2skill.extractors.module_facts.expressions`: expressions to the facts IR
* :mod:`code2skill.extractors.module_facts.calls`: call sites and their chains
* :mod:`code2skill.extractors.module_facts.functions`: functions, parameters and their docs
* :mod:`code2skill.extractors.module_facts.declarations`: declarations, assignments, imports and
  exports
* :mod:`code2skill.extractors.module_facts.classes`: classes
* :mod:`code2skill.extractors.module_facts.types`: TypeScript types and enums
* :mod:`code2skill.extractors.module_facts.control_flow`: control flow: guards, arms, switches and
  checks
* :mod:`code2skill.extractors.module_facts.source`: the byte source of one file and its spans
* :mod:`code2skill.extractors.module_facts.shared`: helpers and constants several seams of the
  per-file extractor use
* :mod:`code2skill.extractors.module_facts.extractor`: the composed :class:`_Extractor` and its
  state

This module holds the entry points (:func:`extract_module`, :func:`markup_facts`,
:func:`graphql_module`, :func:`merge_facts`) and what only they use.
"""
from __future__ import annotations

import hashlib
from dataclasses import replace

from graphql import (DocumentNode, FragmentDefinitionNode, GraphQLError, OperationDefinitionNode,
                     print_ast)
from graphql import parse as graphql_parse
from tree_sitter import Node

from code2skill.redact import redact
from code2skill.facts import CallSite, Diagnostic, ExportFact, Lit, ModuleFacts, Tmpl

from ..inline_scripts import RULE as INLINE_SCRIPT_RULE, blank_placeholders
from ..htmx_attributes import htmx_sites
from ..data_urls import data_urls
from ..page_modals import page_modals
from ..server_fields import server_fields
from ..typed_models import typed_models
from ..page_forms import forms_limit, page_forms
from ..inline_handlers import MAX_CALLS as MAX_HANDLER_CALLS, MENTION as HANDLER_MENTION
from ..inline_handlers import page_sites, setter_sites, string_sites
from ..template_scripts import blank_template_syntax
from ..languages import (SCRIPT_HOSTS, TEMPLATE_TAG_GRAMMARS, Markup, blank_templates,
                         parse_script, script_trees)
from ..markup_writes import markup_checks, markup_writes, vue_models
from ..setup_template import options_template_span, setup_template_span
from ..ui_triggers import template_triggers
from ..angular_templates import inline_template_triggers, template_module
from ..markup_expressions import RULE as MARKUP_RULE, failing_value, markup_script
from ..component_props import component_uses
from ..svelte_elements import svelte_elements

from .source import _Source
from .extractor import _Extractor


def extract_module(path: str, grammar: str, data: bytes, html: Markup | None = None
                   ) -> ModuleFacts:
    """Parse ``data`` with ``grammar`` and return the file's facts (no tree is kept).

    ``path`` is the repo-relative path recorded in every fact; ``grammar`` ``sfc`` means a
    ``.vue``/``.svelte`` file, whose scripts are extracted in place and merged; ``page`` an
    HTML page, whose scripts the browser runs are (rule ``source.inline-script``: classic
    scripts share the page's one scope). Syntax errors do not raise: tree-sitter recovers
    locally, and the file gets an ``info`` diagnostic.

    The HTML tree of a ``.vue``/``.svelte``/Astro file is parsed at most once however many
    of its readers ask (:class:`~code2skill.extractors.languages.Markup`): ``html``, the one
    shared with the file's other extraction (validation rules) when it holds these very
    bytes, else one made here.
    """
    if grammar == "graphql":
        return graphql_module(path, data)
    if grammar == "ng-template":                        # rule ui.angular-confirm-output
        return template_module(path, data, _Source(data).span)
    if grammar in TEMPLATE_TAG_GRAMMARS:                    # rule parse.template-tag
        facts = extract_module(path, TEMPLATE_TAG_GRAMMARS[grammar], blank_templates(data))
        facts.sha256 = hashlib.sha256(data).hexdigest()
        return facts
    if grammar not in SCRIPT_HOSTS:
        queries, tree = parse_script(grammar, data)
        extractor = _Extractor(path, grammar, data, queries=queries)
        facts = extractor.run(tree.root_node)
        if grammar == "javascript" and not facts.imports and not facts.exports:
            add_handler_calls(facts, built_handlers(extractor, tree.root_node))
        if grammar == "typescript":                     # rule ui.angular-confirm-output
            facts.triggers += inline_template_triggers(data, extractor.src.span)
        return facts
    merged: ModuleFacts | None = None
    sha256 = hashlib.sha256(data).hexdigest()
    markup = data                      # the page as written (rule htmx.attribute reads it)
    if grammar == "page":                               # rule source.build-placeholder
        data = blank_placeholders(blank_template_syntax(path, data))  # source.template-script
    src = _Source(data)                                                # once per file
    if html is None or html.data is not data:   # a page's scripts are read on blanked bytes
        html = Markup(data)
    handlers: list[CallSite] = []
    for script_grammar, tree in script_trees(grammar, data, html):
        extractor = _Extractor(path, script_grammar, data, src, sha256, page=grammar == "page")
        facts = extractor.run(tree.root_node)
        if grammar == "page":
            facts.diagnostics = [inline_script_diagnostic(d) for d in facts.diagnostics]
            handlers += built_handlers(extractor, tree.root_node)
        merged = facts if merged is None else merge_facts(merged, facts)
    merged = merged or ModuleFacts(path=path, language="sfc", sha256=sha256)
    if grammar == "page":            # a page's scripts run as JavaScript (JSX re-read or not)
        merged.language = "javascript"
        if not merged.imports and not merged.exports:     # rule ui.inline-handler
            add_handler_calls(merged, page_sites(data, src.span_at, markup) + handlers)
        merged.calls += htmx_sites(markup, src.span_at)                 # rule htmx.attribute
        merged.data_urls = data_urls(markup, src.span_at)        # rule url.page-data-attribute
        merged.page_modals = page_modals(markup, src.span_at)   # ui.page-modal-confirmation
        merged.server_fields = server_fields(markup)                    # value.form-field
        merged.page_forms, total = page_forms(markup, src.span_at)  # rule jquery-form.page-form
        if (limit := forms_limit(path, total)) is not None:
            merged.diagnostics.append(limit)
        return merged
    if grammar == "sfc":                       # the template's @click / on:click handlers
        merged = merge_facts(merged, markup_facts(path, data, sha256))
        merged.markup_writes = markup_writes(data)
        merged.markup_checks = markup_checks(data)          # rule value.markup-checkbox
        merged.server_fields = server_fields(data)                      # value.form-field
        if path.endswith(".vue"):              # rule vue.template-unwrap
            merged.vue_models = vue_models(data)                  # rule vue.data-constant
            merged.typed_models = typed_models(data)              # value.model-field
            merged.setup_template = setup_template_span(data, src.span_at)
            merged.options_template = options_template_span(data, src.span_at)  # vue.setup-member
        try:
            merged.triggers += template_triggers(data, src.span, html)
        except Exception as exc:  # noqa: BLE001 - the file's other facts stay usable
            merged.diagnostics.append(Diagnostic(
                path, "extract", f"UI triggers not read: {type(exc).__name__}: {exc}"))
        if path.endswith(".vue"):              # the props its template binds (vue.prop-binding)
            merged.component_uses = component_uses(data, src.span, html)
        elif path.endswith(".svelte"):         # rules svelte.prop-binding, svelte.form-action
            merged.component_uses, merged.form_elements = svelte_elements(data, src.span, html)
    return merged


def markup_facts(path: str, data: bytes, sha256: str) -> ModuleFacts:
    """Rule ``source.markup-expression``: the facts of the expressions of a ``.svelte``/
    ``.vue`` component's markup (:func:`~code2skill.extractors.markup_expressions.
    markup_script`), read as TypeScript in the file's rows and columns; none without any. A
    syntax error there is an ``info`` diagnostic naming the rule (the rest is read)."""
    script = markup_script(path, data)
    if script is None:
        return ModuleFacts(path=path, language="sfc", sha256=sha256)
    _, tree = parse_script("typescript", script)
    extractor = _Extractor(path, "typescript", script, _Source(script), sha256)
    facts = extractor.run(tree.root_node)
    facts.markup_values = [extractor.expr(node) for node in named_values(tree.root_node)]
    failing = failing_value(tree.root_node, script) if tree.root_node.has_error else None
    facts.diagnostics = [replace(d, reason=f"component markup expressions: "
                                 f"{unparsed_reason(failing) if failing else d.reason} "
                                 f"(rule {MARKUP_RULE})", severity="info")
                         if d.stage == "parse" else d for d in facts.diagnostics]
    return facts


def unparsed_reason(value: str) -> str:
    """Rule ``vue.handler-statements``: the diagnostic naming the markup ``value`` that does
    not parse, as a parser limit."""
    return (f"parser limit: the value {value!r} could not be read as TypeScript (a bound "
            "value is read as one expression, a Vue event handler's as a statement list); the "
            "rest of the file was extracted")


def named_values(root: Node) -> list[Node]:
    """The expressions of the top-level statements of a markup script that only name a
    value (``api.reset``, ``(tooltip)``): a name or member chain, parentheses unwrapped."""
    found = []
    for statement in root.named_children:
        node = statement.named_children[0] if statement.type == "expression_statement" \
            and statement.named_children else None
        while node is not None and node.type == "parenthesized_expression" \
                and node.named_children:
            node = node.named_children[0]
        if node is not None and node.type in ("identifier", "member_expression"):
            found.append(node)
    return found


def built_handlers(extractor: "_Extractor", root: Node) -> list[CallSite]:
    """Rule ``ui.inline-handler``: the handler calls of the HTML a classic script builds
    (:func:`~code2skill.extractors.inline_handlers.string_sites`): each string literal,
    template literal or whole ``+`` concatenation of the tree under ``root`` whose text
    holds a handler attribute (:data:`~code2skill.extractors.inline_handlers.MENTION`,
    looked for in the file's bytes first), read once; and the handler attributes its calls
    set by name (``$(btn).attr("onclick", "save(this)")``: :func:`~code2skill.extractors.
    inline_handlers.setter_sites`)."""
    data, seen, sites = extractor.src.data, set(), []
    for match in HANDLER_MENTION.finditer(data, root.start_byte, root.end_byte):
        node = root.descendant_for_byte_range(match.start(), match.start() + 1)
        while node is not None and node.type not in ("string", "template_string"):
            node = node.parent if node.type in ("string_fragment", "escape_sequence") \
                else None
        if node is None:
            continue
        while node.parent is not None and joins(node.parent):
            node = node.parent
        if (node.start_byte, node.end_byte) in seen:
            continue
        seen.add((node.start_byte, node.end_byte))
        value = extractor.expr(node)
        if isinstance(value, (Lit, Tmpl)):
            sites += string_sites(value)
        if len(sites) >= MAX_HANDLER_CALLS:
            break
    sites += setter_sites(extractor.facts.calls)
    return sites[:MAX_HANDLER_CALLS]


def joins(node: Node) -> bool:
    """Whether ``node`` joins a string into a longer one: a ``+`` or parentheses."""
    if node.type == "parenthesized_expression":
        return True
    operator = node.child_by_field_name("operator") if node.type == "binary_expression" \
        else None
    return operator is not None and operator.type == "+"


def add_handler_calls(facts: ModuleFacts, sites: list[CallSite]) -> None:
    """Add the handler calls of rule ``ui.inline-handler`` to a classic script's facts,
    recording their places (:attr:`ModuleFacts.inline_handlers`)."""
    facts.calls += sites
    facts.inline_handlers += [site.call.span for site in sites if site.call.span is not None]


def inline_script_diagnostic(diagnostic: Diagnostic) -> Diagnostic:
    """A parse diagnostic of a page's inline script, saying so (rule ``source.inline-script``:
    template syntax a server renders inside the script, ``{% if %}``, is no JavaScript); any
    other diagnostic unchanged."""
    if diagnostic.stage != "parse":
        return diagnostic
    return replace(diagnostic, reason=f"inline <script> of an HTML page: {diagnostic.reason} "
                                      f"(rule {INLINE_SCRIPT_RULE})")


def graphql_module(path: str, data: bytes) -> ModuleFacts:
    """A ``.graphql`` file as the loaders (graphql-tag/loader, vite-plugin-graphql) export it:
    the document as the default export, and each operation (with the file's fragments) under
    its name. An unparsable document is a diagnostic."""
    text = data.decode("utf-8", "replace")
    facts = ModuleFacts(path=path, language="graphql", sha256=hashlib.sha256(data).hexdigest())
    facts.exports.append(ExportFact("default", value=Lit(redact(text), (1, 1, 1, 1))))
    try:
        document = graphql_parse(text)
    except GraphQLError as exc:
        facts.diagnostics.append(Diagnostic(path, "parse", f"GraphQL syntax error: {exc.message}",
                                            "warning"))
        return facts
    fragments = [d for d in document.definitions if isinstance(d, FragmentDefinitionNode)]
    for op in document.definitions:
        if isinstance(op, OperationDefinitionNode) and op.name is not None:
            alone = redact(print_ast(DocumentNode(definitions=(op, *fragments))))
            line = op.loc.start_token.line if op.loc else 1
            facts.exports.append(ExportFact(op.name.value, value=Lit(alone, (line, 1, line, 1))))
    return facts


def merge_facts(first: ModuleFacts, second: ModuleFacts) -> ModuleFacts:
    """The facts of two scripts of one component as one module (``<script>`` and
    ``<script setup>`` share the module scope)."""
    first.imports += second.imports
    first.exports += second.exports
    for name, exprs in second.bindings.items():
        first.bindings.setdefault(name, []).extend(exprs)
    first.assignments += second.assignments
    first.functions.update(second.functions)
    first.classes.update(second.classes)
    first.types.update(second.types)
    first.calls += second.calls
    first.triggers += second.triggers
    first.markup_values += second.markup_values
    first.inline_handlers += second.inline_handlers
    first.diagnostics += second.diagnostics
    return first
