"""Pass: a capability's ``inputSchema``, request bindings and their evidence.

Rules:

* ``path.param`` — each path-template parameter is a required input (a string, or a number
  when its TypeScript type says so), bound to ``path:<name>``.
* ``query.fixed`` / ``query.param`` — a query parameter every call site sends with the same
  literal is a fixed binding, and so is one every call site sends as the same non-empty
  array of literals (``params: {include: ['tasks']}``: the binding's value is the array);
  any other is an input, required only when every call site sends it and its value is not
  optional.
* ``body.object`` — an object-literal body: each key is bound to ``body:<key>``; literal values
  are fixed bindings; nested objects keep their nesting as one object property.
* ``body.typed`` — a body whose TypeScript type is known: its members, with requiredness from
  the type (``?`` and ``| undefined`` are optional).
* ``body.caller-shape`` — an untyped body parameter: the keys of the object literals its callers
  pass, each required when every caller sends it with a value proven present
  (``body.always-sent``, :mod:`.caller_literals`); ``body.caller-none`` — one every caller
  passes as ``undefined`` sends no body.
* Otherwise the body is one ``body`` object input bound whole (``body:``) and reported.
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, replace
from typing import Iterable

from code2skill.looped_appends import RULE as LOOPED_APPEND
from code2skill.header_precedence import RULE as PRECEDENCE_RULE, note as precedence_note
from code2skill.header_presence import RULE as HEADER_SENT_RULE, header_required, \
    may_be_absent
from code2skill.boolean_segments import choice_texts
from code2skill.caller_chains import PASSED, UNCALLED, passed_values
from code2skill.passes.ngrx_effects import reshaped
from code2skill.caller_member_writes import blanked_members, merge_callers, without_blanks
from code2skill.coded_inputs import RULE as CODED_RULE
from code2skill.form_fields import is_field
from code2skill.model_fields import typed_state
from code2skill.function_members import RULE as FUNCTION_RULE
from code2skill.function_members import left_out
from code2skill.coded_inputs import case_statement, coded_note, coded_schema
from code2skill.computed_writes import only_unshown_keys, unshown_write
from code2skill.contract.models import Binding, Evidence
from code2skill.sent_transforms import note_sent
from code2skill.contract.pointer import escape as pointer
from code2skill.evidence import inferred, observed, unique
from code2skill.extractors.server_values import KIND as SERVER_TEMPLATE
from code2skill.facts import Diagnostic, Member, Ref
from code2skill.normalize import UNKNOWN_QUERY_SPREAD, Observed, declared_parameter
from code2skill.normalize import describe as describe_value
from code2skill.openapi_paths import OperationReader
from code2skill.parameter_defaults import (
    SENT_RULE as DEFAULT_SENT_RULE, TYPE_RULE as DEFAULT_TYPE_RULE, declared_param,
    default_fits, default_value, parameter_default,
)
from code2skill.extractors.common import (declared_form_data, is_file_bytes, is_form_data,
                                         scheme_valued)
from code2skill.passes.attachments import (
    declared_file, file_value, form_fields, is_file, typed_file,
)
from code2skill.requests import GraphQLOp
from code2skill.passes import graphql_input_types
from code2skill.passes.personal_data import NOUNS, personal_kind
from code2skill.passed_constants import PASSED_RULE, Passed, held_texts, segment_texts
from code2skill.plus_types import joined_type
from code2skill.sign_in_segments import SIGN_IN_PATH_WORDS
from code2skill.written_types import caller_schema, converted_schema, made_present, sent_texts
from code2skill import sent_alternatives
from code2skill.json_bodies import json_encoded, unknown_item, whole_schema
from code2skill.excluded_values import without_excluded
from code2skill.arithmetic import numeric_unknown
from code2skill.positional_params import RULE as POSITIONAL_RULE, position_target
from code2skill.positional_params import positional_parameters, rewritten_positional
from code2skill.server_links import (
    RULE as LINK_RULE, described as link_described, review_message as link_review, server_link,
)
from code2skill.kept_rewrites import (
    RULE as KEPT_RULE, described as kept_said, review_message as kept_review,
)
from code2skill.state_hooks import RULE as STATE_RULE
from code2skill.validated_payloads import RULE as VALIDATED_RULE
from code2skill.store_reads import reads_store
from code2skill.redact import (
    CREDENTIAL, is_bare_key, is_credential_position, is_credential_record_id,
    is_selector_literal, looks_secret, record, redact_credential, spoken_name, words_of,
)
from code2skill.unnamed_keys import opaque_header_value
from code2skill.types import TypedSchema, TypeResolver, select, unshown_parent_message
from code2skill.passes.computed_headers import client_computed, review_note as computed_note
from code2skill.values import (
    GENERATED, TEST_REASON, AltV, ArrV, EnvV, LibV, LitV, ObjV, ParamV, StrV, Text, TypedV, UnknownV, Value, Where,
    body_entries, first_where, js_number_text, literal_of, text_of,
)

from .caller_literals import NONE_RULE as CALLER_NONE, Shown, empty_body, no_body
from .caller_literals import shown_members
from .caller_tokens import (held_choice, is_caller_token, is_held_body_credential, reads_parameter,
                            rendered)
from .constant_objects import RULE as CONSTANT_OBJECT, constant_object
from .declared_operation import declared_inputs
from .declared_media import SERIALISED_MEDIA
from .context_refs import (
    ContextSource, describe_context, page_context, route_reference, runtime_header,
    stored_context, stored_review,
)
from .given_credentials import given_credential, given_review
from .user_decisions import user_decisions
from .acting_headers import RULE as ACTING_RULE, acting_identity
from .multipart_members import multipart_members
from .query_cursors import RULE as CURSOR_RULE, cursor_description, cursor_param
from .acting_headers import review_note as acting_note
from .proxy_headers import host_side, review_note as proxy_note
from .state_headers import store_read, store_state
from .passed_credentials import RULE as PASSED_CREDENTIAL, passed_sources
from .weak_credentials import strong_name
from .form_data_union import json_branch, multipart_review, passed_forms
from .discriminator import action_words, selector_name, value_key
from .naming import PATH_VERBS, SEGMENT_CRUD, rpc_parts, singular, static_segments, words
from .policy import IDEMPOTENCY_HEADERS, generated_per_call

MAX_DEPTH = 6
SCHEMA_WORK = 100_000       # work units describing one request's inputs (rule budget.schema-work)
# inputs and bindings all of a run's requests describe (rule budget.schema-run-elements):
# 60 requests sending one 5,000-member type whole each took the request budget, 114 s and a
# 360 MB contract, and 20 sending one shared 5,000-member object literal 26 s and 42 MB;
# real front ends describe under 2,000 in a whole run
RUN_ELEMENTS = 25_000
REQUEST_LIMIT, RUN_LIMIT = "schema-work", "schema-run-elements"     # the limits' names
# the units one input a declared type adds costs (a typed body's member, a declared operation's
# field): its schema, binding, evidence and contract text, so one request describes at most
# 5,000 of them (a 60,000-member type is cut in seconds, not described for minutes)
INPUT_UNITS = 20


SECRET_WORDS = frozenset({"password", "passwd", "pwd", "passphrase", "secret"})


def typed_secret(name: str, schema: dict | None = None) -> bool:
    """Whether a body member's name says it holds a password or a secret (``password``,
    ``password_current``, ``clientSecret``; not ``passwordLabel`` nor
    ``pass_platform_fee``): one of :data:`SECRET_WORDS` at a credential position. Rule
    ``body.typed-credential-string``: only a value that can be a string holds one; a member
    whose declared ``schema`` says it is a flag or a number (``usePassword?: boolean``,
    ``showSecret?: boolean``) is not, whatever its name."""
    return bool(SECRET_WORDS.intersection(words(name))) \
        and is_credential_position("body", name) and may_be_string(schema or {})


def may_be_string(schema: dict) -> bool:
    """Whether a JSON Schema admits a string: no ``type`` (unknown), ``string``, or a list or
    ``anyOf``/``oneOf`` option that does; an ``enum``/``const`` only if one value is a string."""
    if "enum" in schema or "const" in schema:
        values = schema.get("enum", [schema.get("const")])
        return any(isinstance(v, str) for v in values)
    options = schema.get("anyOf") or schema.get("oneOf")
    if options:
        return any(may_be_string(o) for o in options)
    kind = schema.get("type")
    return kind is None or kind == "string" or isinstance(kind, list) and "string" in kind


def text_media(call: Observed, value: Value) -> str | None:
    """Rule ``body.text``: the media type of a body sent as text, else ``None``: the
    ``Content-Type`` the request sets when it names no JSON, form or multipart type
    (``application/x-yaml``, ``text/plain``, ``text/xml``, ``application/octet-stream``), or
    ``text`` for a body that is a string built in source (a template or concatenation) or a
    parameter declared ``string`` with no such header."""
    content_type = next((text_of(h.value) for h in call.headers
                         if h.name.lower() == "content-type"), None)
    if isinstance(content_type, str) and content_type.strip():
        media = content_type.split(";")[0].strip().lower()
        if not any(word in media for word in SERIALISED_MEDIA):
            return media
        return None
    if call.body_encoding in ("json", "form", "multipart"):
        return None
    if is_file_bytes(value):
        return "application/octet-stream"          # rule body.file-bytes: a Blob's bytes
    if isinstance(value, StrV):
        return "text"
    if isinstance(value, (ParamV, TypedV)) and (value.type_text or "").strip() == "string":
        return "text"
    return None


def unrequired(schema: dict) -> dict:
    """``schema`` without the ``required`` list of the object it describes (rule
    ``body.merged-sites``): a member object described from one caller's literal
    (:meth:`SchemaBuilder.param_schema`, ``body.caller-shape``) proves what that caller sends,
    not what the others do."""
    return {k: v for k, v in schema.items() if k != "required"}


@dataclass(slots=True)
class InputDraft:
    """The input side of one capability being built."""

    properties: dict[str, dict] = field(default_factory=dict)
    required: list[str] = field(default_factory=list)
    bindings: list[Binding] = field(default_factory=list)
    evidence: dict[str, list[Evidence]] = field(default_factory=dict)
    required_evidence: dict[str, list[Evidence]] = field(default_factory=dict)
    # (severity, message, where[, rule]): the rule is ``schema.review`` unless named
    review: list[tuple] = field(default_factory=list)
    # the path parameter inputs by the source value that fills them (``patch.id``)
    path_values: dict[tuple, str] = field(default_factory=dict)
    # the literals redacted at credential positions (rule ``redact.credential-position``)
    credentials: list[object] = field(default_factory=list)
    # the request is a sign-in or verification step (:func:`sign_in_step`): a ``code`` sent
    # there is a one-time or authorization code (rule ``redact.sign-in-code``)
    sign_in_step: bool = False
    # the body encoding the callers' values prove when the request's own value does not say
    # (rule body.caller-form-data: multipart; body.caller-none: none), where, and the rule
    encoding: str | None = None
    encoding_where: Where | None = None
    encoding_rule: tuple[str, str] = ("body.caller-form-data", "the callers pass a FormData")
    # the context references: name → (what it is, where the client reads it, evidence)
    context: dict[str, tuple[str, str, list[Evidence]]] = field(default_factory=dict)
    # the fields bound to the user's own decision (rule input.user-decision)
    decisions: list[str] = field(default_factory=list)
    # the first binding of each target, for :meth:`bound`: the list indexed, how many of its
    # bindings, and the index
    _indexed: list[Binding] | None = field(default=None, repr=False, compare=False)
    _count: int = field(default=0, repr=False, compare=False)
    _index: dict[str, Binding] = field(default_factory=dict, repr=False, compare=False)

    def bound(self, target: str) -> Binding | None:
        """The first binding of ``target`` (``body:title``), else ``None``: one look-up, not
        a scan of every binding (a body of N fields checks each once: linear, not
        quadratic). ``bindings`` only grows by ``append``, or is replaced whole."""
        if self._indexed is not self.bindings or self._count > len(self.bindings):
            self._indexed, self._count, self._index = self.bindings, 0, {}
        for binding in self.bindings[self._count:]:
            self._index.setdefault(binding.target, binding)
        self._count = len(self.bindings)
        return self._index.get(target)

    def add(self, name: str, schema: dict, evidence: list[Evidence]) -> str:
        """Add an input property (renamed ``<name>_2`` … on a clash); returns its name."""
        final, n = name, 2
        while final in self.properties and self.properties[final] != schema:
            final = f"{name}_{n}"
            n += 1
        self.properties.setdefault(final, schema)
        self.evidence.setdefault(f"/inputSchema/properties/{pointer(final)}", []).extend(evidence)
        return final

    def refer(self, target: str, field_: str, parts: list[ContextSource],
              where: Where | None, rule: str = "context.page-address") -> None:
        """Rule ``context.page-address`` (or ``rule``): bind ``target`` (``body:baseUrl``)
        to a context reference named after the field, not to an input."""
        name, n = field_, 2
        source = describe_context(parts)
        while name in self.context and self.context[name][1] != source:
            name, n = f"{field_}_{n}", n + 1
        evidence = [observed(p.where or where, rule, p.expression) for p in parts]
        self.context.setdefault(name, (f"{humanize(field_).capitalize()}: the client sends "
                                       f"{source}.", source, []))[2].extend(evidence)
        self.bindings.append(Binding(target=target, context=name))
        self.evidence.setdefault(f"/bindings/{pointer(target)}", []).extend(evidence)

    def note_route(self, name: str, values: list[Value], where: Where | None) -> None:
        """Rule ``context.route-parameter``: input ``name`` keeps its binding, and when every
        value filling it reads one parameter of the current route, a context reference of
        the same name says so (:func:`route_reference`). Rule ``context.address-value``: a
        value of the page's query string (``route.query.list``) or one named like a token, a
        code or a key (:func:`address_token`: ``router.query.token``) is one the link the user
        opened carries, which the input's description says; the latter gets a ``medium``
        review item: an earlier step issues it."""
        found = route_reference(values)
        if found is None or name in self.context:
            return
        parameter, expression, read, query = found
        token = address_token(name, query) or address_token(parameter, query)
        source = f"the current route's parameter {parameter} ({expression})"
        shown = "the value the link the user opened carries; supply the one the user was " \
            "given." if query or token else \
            "the item the page shows; supply the one the user means."
        self.context[name] = (
            f"{humanize(name).capitalize()}: the client takes it from {source}, {shown}", source,
            [observed(read or where, "context.route-parameter", expression)])
        prop = self.properties.get(name)
        if (query or token) and prop is not None and prop.get("description"):
            prop["description"] = prop["description"].rstrip(".") + \
                ", from the address of the page the user opened (the link's value)."
        if token:
            self.review.append(("medium", address_token_review(name, expression),
                                read or where, "context.address-value"))

    def require(self, name: str, evidence: list[Evidence]) -> None:
        if name not in self.required_evidence:         # (one look-up: the same names)
            self.required.append(name)
        self.required_evidence.setdefault(name, []).extend(evidence)


def header_text(value: Value) -> str | None:
    """The text a header value puts on the wire when the source fixes it: a string's text, or
    a boolean or number literal as JavaScript prints it (``isToken: false`` → ``false``, rule
    ``header.fixed``); rule ``header.fixed-when-sent``: a value that is one such literal or
    absent under a condition of the client's own code that no caller's value decides (a
    wrapper's ``if (isRelative(options)) options.headers['X-Client'] = true``) is that
    literal whenever the header is sent, never a Tool input."""
    if isinstance(value, AltV) and value.kind == "any" and value.cond is None \
            and value.test is None:
        sent = [o for o in value.options if not (isinstance(o, LitV) and o.value is None)]
        return header_text(sent[0]) if len(sent) == 1 and len(sent) < len(value.options) \
            and not isinstance(sent[0], AltV) else None
    if isinstance(value, LitV) and value.value is not None and \
            isinstance(value.value, (bool, int, float)):
        return js_number_text(value.value)
    return text_of(value)


def site_texts(sent: list[tuple[Observed, object]]) -> list[str]:
    """Rule ``header.call-site-values``: the fixed texts the merged call sites send for one
    header (``sent``: :func:`headers_by_name`'s entry), in order, each once; a header some
    site fills from a value is no such choice (``[]``)."""
    texts: list[str] = []
    for _, header in sent:
        text = header_text(header.value)
        if text is None or header.optional:
            return []
        if text not in texts:
            texts.append(text)
    return texts


def site_choice(header, texts: list[str], draft: "InputDraft") -> dict:
    """Rule ``header.call-site-values``: the ``enum`` of a header's call-site values
    (``texts``) of ``header`` (one of them), unless one is an opaque token (rule ``header.opaque-value``,
    :func:`~code2skill.unnamed_keys.opaque_header_value`): then none is written (each is
    recorded as redacted) and a ``medium`` review item says the values are withheld."""
    if not any(opaque_header_value(t) for t in texts):
        return {"enum": texts}
    for text in texts:
        record(text)
    draft.review.append(("medium", f"header {header.name}: the call sites send different "
                         "values shaped like tokens; they are withheld, they may be credentials "
                         "(rule header.opaque-value)", header.where))
    return {}


def headers_by_name(calls: list[Observed]) -> dict[str, list[tuple[Observed, object]]]:
    """The headers ``calls`` send, by lower-case name, each with its call, in the calls'
    order: one pass, so a request's N headers are each compared with their namesakes only
    (linear in N, not N² comparisons of names)."""
    sent: dict[str, list[tuple[Observed, object]]] = {}
    for call in calls:
        for header in call.headers:
            sent.setdefault(header.name.lower(), []).append((call, header))
    return sent


def runtime_headers(sent: list[tuple[Observed, object]]) -> list[ContextSource] | None:
    """Rule ``context.runtime-header``: the context parts of a header when every call
    sending it (``sent``: each call with its header of that name, :func:`headers_by_name`)
    fills it from the client's runtime environment (:func:`runtime_header`), else ``None``
    (one caller's value makes it an input)."""
    found: list[ContextSource] = []
    for _, header in sent:
        parts = runtime_header(header.name, header.value)
        if parts is None:
            return None
        found.extend(p for p in parts if p not in found)
    return found or None


def enveloped(draft: InputDraft, envelope: tuple[str, str, Where | None]) -> None:
    """Rule ``body.envelope``: the input travels under one member of the JSON it is sent
    as (``envelope`` is ``(member, rule, where)``; tRPC's superjson transformer sends
    ``{"json": input}``). Every ``body:`` binding moves under it (``body:title`` →
    ``body:json.title``, ``body:`` → ``body:json``); a query parameter whose object value
    already holds the member (the recogniser wrapped it: ``input={"json": …}``) keeps its
    target. Each such binding, and the member in a query input's schema, cites the place
    that sets the envelope besides its own (else its input's) evidence."""
    member, rule, where = envelope
    moved = list(draft.bindings)                  # replaced whole (InputDraft.bound)
    for index, binding in enumerate(draft.bindings):
        target = binding.target
        if target.startswith("body:"):
            field_ = target[len("body:"):]
            target = f"body:{member}.{field_}" if field_ else f"body:{member}"
        elif not (target.startswith("query:") and binding.input and member in
                  draft.properties.get(binding.input, {}).get("properties", {})):
            continue
        evidence = draft.evidence.pop(f"/bindings/{pointer(binding.target)}", None) or list(
            draft.evidence.get(f"/inputSchema/properties/{pointer(binding.input)}", [])
            if binding.input else [])
        cited = [observed(where, rule, member)] if where is not None else []
        draft.evidence[f"/bindings/{pointer(target)}"] = evidence + cited
        moved[index] = binding.model_copy(update={"target": target})
        if target.startswith("query:") and cited:
            draft.evidence.setdefault(f"/inputSchema/properties/{pointer(binding.input)}"
                                      f"/properties/{pointer(member)}", []).append(
                observed(where, rule, member))
    draft.bindings = moved


def validated_fields(bodies: list[Observed], draft: InputDraft) -> None:
    """Rule ``body.validated-payload``: each input a body field of an object literal some
    wrapper validated before sending (``schema.safeParse(data)`` then ``data: r.data``) is
    bound to cites that validation beside the caller's literal, once per place; when every
    body was so validated, the fields its spreads brought (``{id, ...settings}``, filled by
    the callers: rule ``body.caller-shape``) cite it too. Rule ``body.passed-schema``: a
    validation by a schema each caller passes (``post(schema, url, data)`` running
    ``schema.safeParse(data)``) may drop or reshape what the callers give (zod strips members
    an object does not name; ``.transform`` answers another value): one ``medium`` item says
    the fields shown are those passed, not proven sent."""
    places = [call.body.validated for call in bodies]
    validators = sorted({call.body.validator for call in bodies if call.body.validator})
    if validators:
        draft.review.append(("medium", "the body is validated by a schema each caller passes "
                             f"(parameter {', '.join(validators)}) before it is sent: such a "
                             "schema may drop or reshape the members the callers give, so the "
                             "fields shown are those passed, not proven sent",
                             next(where for where in places if where is not None)))
    every = all(places)
    for call, where in zip(bodies, places):
        if where is None:
            continue
        keys = [p.key for p in body_entries(call.body) if p.key is not None]
        if every:
            keys += [b.target[len("body:"):] for b in draft.bindings
                     if b.target.startswith("body:")]
        for key in dict.fromkeys(keys):
            binding = draft.bound(f"body:{key}")
            if binding is None or binding.input is None:
                continue
            cited = draft.evidence.setdefault(
                f"/inputSchema/properties/{pointer(binding.input)}", [])
            proof = inferred(where, VALIDATED_RULE, key)
            if proof not in cited:
                cited.append(proof)


MAX_PASSED_EVIDENCE = 16     # calls cited per passed segment (path.passed-constants)


def passed_evidence(passed: list[Passed] | None) -> list[Evidence]:
    """Rule ``path.passed-constants``: one reference per call passing the segment its
    constants (``value.list-callback`` as well where a constant list's item is passed), the
    first :data:`MAX_PASSED_EVIDENCE` calls only, the last of them saying how many more
    pass some: a helper of n requests called n times cites n calls per request, not n²."""
    out = []
    cited = (passed or [])[:MAX_PASSED_EVIDENCE]
    more = len(passed or []) - len(cited)
    for index, p in enumerate(cited):
        note = " | ".join(p.texts)
        if more and index == len(cited) - 1:
            note += f" (and {more} more calls passing constants)"
        out.append(inferred(p.where, PASSED_RULE, note))
        if p.rule is not None:
            out.append(inferred(p.where, p.rule, note))
    return unique(out)


def credential_segment(path: str, name: str) -> bool:
    """:func:`code2skill.passes.credential_reads.credential_segment` (imported here: that
    module reads this one's :func:`may_be_string`)."""
    from .credential_reads import credential_segment as after_credential
    return after_credential(path, name)


def listed(value: Value) -> Value:
    """``value`` as the list it joins (rule ``path.joined-list``: a path segment holds
    ``ids.join(',')`` as the list input the adapter joins), else ``value``."""
    if isinstance(value, AltV):
        return replace(value, options=tuple(listed(o) for o in value.options))
    return replace(value, joined=None) if isinstance(value, (ParamV, TypedV)) else value


def joined_separator(values: Iterable[Value | None]) -> str | None:
    """The one separator every value of a query parameter joins a list's items with (rule
    ``value.joined-list``: ``params.append('ids', ids.join(','))`` sends one text), else
    ``None``."""
    def separators(value: Value | None) -> set[str | None]:
        if isinstance(value, AltV):              # (absent under a test: LitV(None))
            return {s for o in value.options if not (isinstance(o, LitV) and o.value is None)
                    for s in separators(o)}
        return {value.joined if isinstance(value, (ParamV, TypedV)) else None}

    seps = {s for v in values for s in separators(v)}
    return seps.pop() if len(seps) == 1 else None


def path_schema(schema: dict) -> dict:
    """The schema of a path parameter from its value's: ``integer`` for a number, a list of
    strings or integers for a list (rule ``path.joined-list``: the URL holds its items joined
    by ``,``, as ``ids.join(',')`` or a template literal writes an array), a string ``enum``
    for a value whose type is a union of string literals (rule ``path.enum``: ``priority:
    'topPrio' | 'bottomPrio'`` in ``/torrents/${priority}``), else ``string``."""
    kind = schema.get("type")
    values = schema.get("enum")
    if kind == "string" and isinstance(values, list) and values \
            and all(isinstance(v, str) for v in values):
        return {"type": "string", "enum": list(dict.fromkeys(values))}
    if kind == "array":
        items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
        item = "integer" if items.get("type") in ("number", "integer") else "string"
        return {"type": "array", "items": {"type": item}}
    return {"type": "integer" if kind in ("number", "integer") else "string"}


class SchemaWorkBudget(Exception):
    """Describing one request's inputs did over :data:`SCHEMA_WORK` units of work (rule
    ``budget.schema-work``: a value's schema is one unit, a body field or a header one, a
    caller followed one, an input a declared type adds :data:`INPUT_UNITS`), or the run's
    requests described before it added over :data:`RUN_ELEMENTS` inputs and bindings (rule
    ``budget.schema-run-elements``: many requests sending one huge type or object whole each
    stayed inside the request budget, so the contract grew with requests × members);
    ``limit`` names which. :meth:`SchemaBuilder.build` keeps the inputs described so far,
    adds a ``high`` review item that the others are not described and a diagnostic naming
    the limit, and the run goes on (past the run's limit, every later request is cut before
    its first input: the same review item). Work is counted, never timed, so the same input
    is cut at the same place on any machine. A safety net behind the pass's linear work (a
    typed body of N fields reads N members of its type, never N copies of the type)."""

    def __init__(self, limit: str):
        super().__init__(limit)
        self.limit = limit


class SchemaBuilder:
    """Builds inputs for clusters; ``callers`` is the resolver's index of wrapper calls
    (function id → ``[(path, fid, args, span)]``) used for caller shapes. ``credentials``
    gathers every literal the drafts redacted at a credential position (strings and numbers),
    so that no fact cache entry keeps one in clear (:meth:`code2skill.extract.FactCache.commit`).
    ``diagnostics``: one per request whose inputs exceeded :data:`SCHEMA_WORK`, or that came
    after the run's requests described over :data:`RUN_ELEMENTS` inputs and bindings.
    """

    def __init__(self, program, types: TypeResolver):
        self.program = program
        self.types = types
        self.operations = OperationReader(types)
        self.credentials: set[object] = set()
        self.diagnostics: list[Diagnostic] = []
        self._work = 0                    # units spent on the request being described
        self._run_elements = 0            # inputs and bindings of the requests described
        self._cut: set[tuple] = set()     # the requests already cut (one diagnostic each)
        # the members typed as functions the request's inputs left out (body.function-member)
        self._functions: dict[str, Where | None] = {}

    # ------------------------------------------------------------------ entry
    def build(self, calls: list[Observed]) -> InputDraft:
        """The inputs of the requests ``calls`` (one endpoint), within :data:`SCHEMA_WORK`."""
        first = calls[0]
        draft = InputDraft(sign_in_step=sign_in_step(first.path_template))
        written_path_credential(first, draft)
        self._work = 0
        self._functions = {}
        try:
            if self._run_elements > RUN_ELEMENTS:
                raise SchemaWorkBudget(RUN_LIMIT)
            self.path_params(calls, draft)
            self.query(calls, draft)
            if first.graphql is not None:
                self.graphql(first.graphql, draft)
            else:
                self.body(calls, draft, resource_noun(first.path_template))
                multipart_members(calls, draft)        # rule body.multipart-members
            if first.envelope is not None:
                enveloped(draft, first.envelope)
            self.headers(calls, draft)
            declared_inputs(calls, draft, self.operations,  # openapi-fetch.declared-type
                            lambda: self.spend(INPUT_UNITS))
        except SchemaWorkBudget as over:
            self.cut(first, draft, over.limit)
        if self._functions:                               # rule body.function-member
            where = next((w for w in self._functions.values() if w is not None),
                         first.sites[0].where if first.sites else None)
            draft.evidence.setdefault("/inputSchema", []).append(inferred(
                where, FUNCTION_RULE, "left out, typed as functions: " +
                ", ".join(sorted(self._functions))))
        self._run_elements += len(draft.properties) + len(draft.bindings)
        forget_credential_examples(draft)
        forget_member_credential_literals(draft)
        draft.decisions = user_decisions(draft, first.sites[0].where if first.sites else None)
        self.credentials.update(draft.credentials)
        return draft

    def literal_union(self, value: Value | None) -> list[str] | None:
        """The string literals ``value``'s declared type unites (rule ``path.enum``: a type
        alias, an inline union or an enum of string members), or ``None``; within
        :data:`SCHEMA_WORK` units of work (past them: ``None``)."""
        self._work = 0
        try:
            schema = path_schema(self.value_schema(value, 0).schema or {})
        except SchemaWorkBudget:
            return None
        finally:
            self._work = 0
        return schema.get("enum")

    def spend(self, units: int = 1) -> None:
        """Count ``units`` of work on the request being described (rule
        ``budget.schema-work``); past :data:`SCHEMA_WORK`, raise :class:`SchemaWorkBudget`."""
        self._work += units
        if self._work > SCHEMA_WORK:
            raise SchemaWorkBudget(REQUEST_LIMIT)

    def cut(self, first: Observed, draft: InputDraft, limit: str) -> None:
        """Rules ``budget.schema-work`` and ``budget.schema-run-elements``: the inputs of
        ``first``'s request stop where the work ran out (``limit``, :data:`REQUEST_LIMIT` or
        :data:`RUN_LIMIT`): a ``high`` review item says the others are not described, and
        one warning per request names the limit."""
        where = first.sites[0].where if first.sites else None
        what = f"{first.method} {first.path_template}"
        spent = (f"describing them took over {SCHEMA_WORK:,} units of work" if
                 limit == REQUEST_LIMIT else f"the requests described before it added over "
                 f"{RUN_ELEMENTS:,} inputs and bindings to the contract")
        draft.review.append(("high", f"the inputs of {what} are not all described: {spent} "
                             f"(limit {limit}); the inputs, bindings and headers after "
                             "the ones listed are missing: add them from the source", where))
        key = (where, what)
        if key in self._cut:
            return
        self._cut.add(key)
        spent = (f"describing the inputs of {what} took over {SCHEMA_WORK:,} units of work"
                 if limit == REQUEST_LIMIT else f"the requests described before {what} "
                 f"added over {RUN_ELEMENTS:,} inputs and bindings to the contract")
        self.diagnostics.append(Diagnostic(
            where[0] if where else "", "schema", f"limit {limit} exceeded: {spent}: "
            f"{len(draft.properties)} inputs described, the others are missing (review[])",
            "warning", where[1][0] if where else None))

    def path_params(self, calls: list[Observed], draft: InputDraft) -> None:
        """Rule ``path.param``: an input per path parameter (module docstring)."""
        first = calls[0]
        noun = resource_noun(first.path_template)
        owners = param_owners(first.path_template)
        for index, param in enumerate(first.path_params):
            if self.same_path_value(calls, index, draft):          # path.same-value
                continue
            values = [c.path_params[index].value for c in calls if len(c.path_params) > index]
            stored = [stored_context(v, param.name) for v in values]
            if all(stored):                                       # rule context.stored-value
                self.stored(f"path:{param.name}", param.name, f"path segment {{{param.name}}}",
                            [p for s in stored for p in s], param.where, draft)
                continue
            if all(unresolved_segment(v) for v in values):        # path.unresolved-segment
                draft.bindings.append(Binding(target=f"path:{param.name}"))
                draft.review.append((
                    "medium", f"path segment {{{param.name}}} comes from "
                    f"{segment_source(param.value)}, which no caller passes as an argument: "
                    "it is no input; confirm where its value comes from", param.where)
                    + ((OUTSIDE_MEMBER,) if all(outside_member(v) for v in values) else ()))
                continue
            if all(server_written(v) for v in values):             # value.server-template
                draft.review.append((
                    "low", f"path segment {{{param.name}}} is written into the page by the "
                    "server template (rule value.server-template): the page calls it with the "
                    "value being shown; confirm the Agent should choose it", param.where))
            if self.server_link_param(param, values, draft):         # rule path.server-link
                continue
            texts = choice_texts(param.value)           # rule path.boolean-segment
            schema = path_schema({"type": "string", "enum": texts} if texts else
                                 self.value_schema(listed(param.value), 0).schema or {})
            withheld = credential_segment(first.path_template, param.name)
            if withheld:                                # rule redact.credential-segment
                shown = schema.pop("enum", [])
                draft.credentials.extend([] if texts else shown)    # a flag's texts: none
            passed = segment_texts(param.name, param.value, param.where, self.program) \
                if schema == {"type": "string"} and not withheld else None  # path.passed-constants
            if passed:
                schema["enum"] = list(dict.fromkeys(t for p in passed for t in p.texts))
            if "" in schema.get("enum", ()):   # wrapper.empty-segment-argument: no segment
                schema["enum"] = [t for t in schema["enum"] if t != ""]
                if not schema["enum"]:
                    del schema["enum"]
            joined = schema["type"] == "array"
            codes = param.value.coded if isinstance(param.value, ParamV) else ()
            stated = case_statement(codes) if "enum" not in schema else None
            if stated is not None:                      # rule value.coded-input
                schema["pattern"] = stated[0]
            segments = param.tag is not None and param.tag[0] == KEPT_RULE
            if segments:                                # rule path.slash-kept-segments
                draft.review.append(("medium", kept_review(param.name, param.tag[1]),
                                     param.where, KEPT_RULE))
            schema["description"] = param_said(param, owners.get(param.name, noun)) + \
                                    " (path parameter" + (kept_said() if segments else "") + \
                                    (", a list sent joined by ','" if joined else "") + \
                                    (f", sent {stated[1]}" if stated else "") + ")."
            ev = [observed(param.where, "path.param", f"{{{param.name}}}")] + \
                callback_state_evidence(param.value, self.program) + (
                [inferred(param.where, *param.tag)] if param.tag else []) + (
                [inferred(param.where, "path.joined-list")] if joined else []) + (
                [inferred(param.where, "path.enum", " | ".join(schema["enum"]))]
                if "enum" in schema and not passed else []) + passed_evidence(passed) + (
                [inferred(param.where, "path.boolean-segment")] if texts and not withheld
                else []) + (
                [inferred(param.where, "redact.credential-segment")] if withheld else []) + (
                [inferred(param.where, CODED_RULE, coded_note(codes))]
                if codes and (stated or "enum" in schema) else [])
            name = draft.add(param.name, schema, ev)
            draft.require(name, [inferred(param.where, "path.param-required")])
            draft.bindings.append(Binding(target=f"path:{param.name}", input=name))
            draft.note_route(name, [c.path_params[index].value for c in calls
                                    if len(c.path_params) > index], param.where)
            self.note_sent(draft, name, f"path segment {{{param.name}}}",
                           [c.path_params[index].value for c in calls
                            if len(c.path_params) > index])
            if isinstance(param.value, ParamV):
                draft.path_values.setdefault(param_key(param.value), name)

    def server_link_param(self, param, values: list[Value], draft: InputDraft) -> bool:
        """Rule ``path.server-link`` (:mod:`code2skill.server_links`): a path parameter every
        call fills with a link the server gave is a required string input described as that
        link, cited where each is read, with a ``medium`` review item; ``False`` (nothing
        added) for any other path parameter."""
        link = server_link(values, param.where, self.program)
        if link is None:
            return False
        ev = [observed(param.where, "path.param", f"{{{param.name}}}")] + [
            inferred(place or param.where, LINK_RULE, read)
            for read, place in zip(link.reads, link.places)]
        name = draft.add(param.name, {"type": "string", "description": link_described(link)},
                         ev)
        draft.require(name, [inferred(param.where, "path.param-required")])
        draft.bindings.append(Binding(target=f"path:{param.name}", input=name))
        draft.review.append(("medium", link_review(link, param.name),
                             link.places[0] or param.where, LINK_RULE))
        return True

    @staticmethod
    def same_path_value(calls: list[Observed], index: int, draft: InputDraft) -> bool:
        """Rule ``path.same-value``: a path parameter every call fills from the very value an
        earlier one of its path takes (``/repos/${id}/mirror/${id}``; a framework's route
        parameter read twice, ``params.crate_id`` handed to a helper that writes it in two
        segments) is bound to that parameter's input, so a caller cannot give two different
        values. A value the source leaves unknown, or a call's result, is never the same."""
        param = calls[0].path_params[index]
        if not isinstance(param.value, ParamV):
            earlier = next((i for i, p in enumerate(calls[0].path_params[:index])
                            if p.value == param.value), None) if one_value(param.value) else None
            name = bound_input(draft, calls[0].path_params[earlier].name) \
                if earlier is not None else None
        else:
            name = draft.path_values.get(param_key(param.value))
            earlier = next((i for i, p in enumerate(calls[0].path_params[:index])
                            if isinstance(p.value, ParamV)
                            and param_key(p.value) == param_key(param.value)), None)
        if name is None or earlier is None or not all(
                len(c.path_params) > index and one_value(c.path_params[index].value)
                and c.path_params[index].value == c.path_params[earlier].value for c in calls):
            return False
        draft.bindings.append(Binding(target=f"path:{param.name}", input=name))
        draft.evidence.setdefault(f"/bindings/path:{pointer(param.name)}", []).append(
            inferred(param.where, "path.same-value", f"{{{param.name}}}"))
        return True

    def graphql(self, op: GraphQLOp, draft: InputDraft) -> None:
        """Rule ``graphql.variables``: each declared variable is an input bound to
        ``body:variables.<name>`` (``!`` → required); the document and operation name are
        fixed bindings."""
        where = op.where
        draft.bindings.append(Binding(target="body:query", value=op.document))
        draft.evidence.setdefault("/bindings/body:query", []).append(
            observed(where, "graphql.document"))
        if op.operation_name:
            draft.bindings.append(Binding(target="body:operationName", value=op.operation_name))
            draft.evidence.setdefault("/bindings/body:operationName", []).append(
                observed(where, "graphql.document"))
        for name, type_text in op.variables:
            schema = graphql_schema(type_text)
            ev = [observed(where, "graphql.variables", name)]
            declared = self.input_type(type_text, where)          # graphql.codegen-input-type
            if declared is not None:
                schema, found = declared
                ev.append(observed((found.module, found.span), graphql_input_types.RULE,
                                   found.name))
            schema["description"] = f"{humanize(name).capitalize()} (GraphQL variable " \
                                    f"${name}: {type_text})."
            prop = draft.add(safe(name), schema, ev)
            draft.bindings.append(Binding(target=f"body:variables.{name}", input=prop))
            if type_text.endswith("!"):
                draft.require(prop, [observed(where, "graphql.non-null-variable", type_text)])
            if declared is None and schema.get("type") == "object":
                draft.review.append(("low", f"variable ${name} has the input type "
                                     f"{type_text}, whose fields the client does not show",
                                     where))

    def input_type(self, type_text: str, where: Where | None
                   ) -> tuple[dict, graphql_input_types.InputType] | None:
        """Rule ``graphql.codegen-input-type`` (:mod:`.graphql_input_types`): the JSON Schema
        of the TypeScript type graphql-codegen generated for the input object a variable of
        GraphQL type ``type_text`` names (lists kept), and that type's declaration; ``None``
        for a scalar, or an input type no single generated module declares as an object."""
        name, lists = graphql_input_types.named_type(type_text)
        if name in GRAPHQL_SCALARS:
            return None
        found = graphql_input_types.generated_input_type(
            self.program.modules, name, where[0] if where else None)
        if found is None:
            return None
        typed = self.types.schema(found.name, found.module)
        if not typed.schema.get("properties"):
            return None
        return graphql_input_types.listed(dict(typed.schema), lists), found

    # ------------------------------------------------------------------ query
    def unshown_senders(self, name: str, calls: list[Observed]) -> list[Observed]:
        """Rule ``query.enum-values``, its limit: the calls that send their query as one
        object whose members the source does not list (``params: codeParams``) and name no
        ``name`` of their own. Such a call may send any value of ``name``, so the literals the
        other call sites send are not all its values: submarine's duplicate check offered
        ``tableName`` the enum ``["sys_user"]`` while two callers sent ``'team'`` and
        ``'sys_department'`` through a whole ``params`` object."""
        return [c for c in calls if c.query_object is not None and
                not self.absent_member(c.query_object) and
                not any(q.name == name for q in c.query)]

    def query(self, calls: list[Observed], draft: InputDraft) -> None:
        names: list[str] = []
        seen: dict[str, list] = {}
        fids = {id(q): call.fid for call in calls for q in call.query}
        calls_of = {id(q): call for call in calls for q in call.query}
        for call in calls:
            for q in call.query:
                if q.name not in seen:
                    names.append(q.name)
                seen.setdefault(q.name, []).append(q)
        for name in names:
            entries = seen[name]
            fixed = {e.fixed for e in entries}
            every = len({id(c) for c in calls if any(q.name == name for q in c.query)}) == \
                len(calls)
            where = entries[0].where
            if all(generated_per_call(e.value) for e in entries):
                self.client_generated(f"query:{name}", [(e.value, e.where) for e in entries],
                                      draft)
                continue
            cursor = cursor_param(name, entries)                 # rule query.cursor
            held = all(held_credential(name, e, fids[id(e)], self.program) for e in entries)
            if held and cursor is None:
                if not all(given_credential(calls_of[id(e)], e, self.program) for e in entries):
                    self.held_credential(name, entries, draft, [
                        place for e in entries
                        for place in passed_places(e, fids[id(e)], self.program)])
                    continue
                draft.review.append(given_review(name, calls, where))  # query.given-credential
            if self.same_query_value(name, entries, draft):        # query.same-as-path
                continue
            stored = [stored_context(e.value, name) for e in entries if e.fixed is None]
            if len(stored) == len(entries) and all(stored):      # rule context.stored-value
                self.stored(f"query:{name}", name, f"query parameter {name}",
                            [p for c in stored for p in c], where, draft)
                continue
            contexts = [page_context(e.value) for e in entries if e.fixed is None]
            if len(contexts) == len(entries) and all(contexts):
                draft.refer(f"query:{name}", name, [p for c in contexts for p in c], where)
                continue
            arrays = [constant_array(e.value) for e in entries]
            if every and arrays[0] and all(a == arrays[0] for a in arrays):
                draft.bindings.append(Binding(target=f"query:{name}", value=arrays[0]))
                draft.evidence.setdefault(f"/bindings/query:{pointer(name)}", []).append(
                    observed(where, "query.fixed", name))
                continue
            withheld = withheld_literals(entries)   # query.withheld-literals
            if len(fixed) == 1 and None not in fixed and every and not withheld:
                value = credential_literal("query", name, typed_literal(next(iter(fixed))),
                                           where, draft)
                draft.bindings.append(Binding(target=f"query:{name}", value=value))
                draft.evidence.setdefault(f"/bindings/query:{pointer(name)}", []).extend(
                    [observed(where, "query.fixed", name)] + joined_from(entries, name))
                continue
            schemas = [self.value_schema(e.value, 0) if e.fixed is None else
                       TypedSchema(literal_schema(e.fixed)) for e in entries]
            defaults = [self.param_default(e.value) for e in entries]
            for e, typed, default in zip(entries, schemas, defaults):
                if default is not None:               # f(page = 1): optional, typed by it
                    typed.optional = True
                    typed.schema = typed.schema or literal_schema_of(default)
                if e.in_url and not typed.schema:     # interpolated into the URL: a string
                    typed.schema = {"type": "string"}
                if not e.in_url and e.fixed is None and not self.presence(e.value):
                    typed.optional = True             # a params object drops undefined values
                    #                  (present: typed so, ts.required-member-path included)
            literals = list(dict.fromkeys(e.fixed for e in entries if e.fixed is not None
                                          and not is_placeholder(e.fixed)))
            branch = len(literals) == 1 and shareable("query", name, literals[0]) and \
                branch_literals([(calls_of[id(e)].sites[0].where, e.fixed is not None)
                                 for e in entries])
            if branch:                                # query.literal-default
                for e, typed in zip(entries, schemas):
                    typed.optional = typed.optional or e.fixed is not None
            schema = merge_schemas([s.schema for s in schemas])
            if len({repr(d) for d in defaults}) == 1 and defaults[0] is not None:
                schema["default"] = defaults[0]
            elif branch and (default := literal_default(schema, literals)) is not None:
                schema["default"] = default
            rule = "query.param"
            if withheld:
                draft.review.append(("medium", f"query parameter {name}: the call sites send "
                                     "literals withheld as possible credentials, which may "
                                     "differ, so no value is fixed; it is an input", where))
            if literals and None not in fixed and not self.unshown_senders(name, calls):
                schema["enum"], rule = [typed_literal(v) for v in literals], "query.enum-values"
            elif literals:
                draft.review.append(mixed_literal_review(f"query parameter {name}", [
                    typed_literal(v) for v in literals], where, draft))
            repeated = any(e.via and e.via[0] == LOOPED_APPEND for e in entries)
            joined = joined_separator(e.value for e in entries)     # rule value.joined-list
            schema["description"] = (f"A '{joined}'-separated list of {humanize(name)}"
                                     if joined else humanize(name).capitalize()) + \
                " (query parameter" + \
                (", sent once per item" if repeated else "") + \
                (", sent as the text true or false" if schema.get("type") == "boolean"
                 else "") + ")."                  # rule value.converted-type: as text
            bare = [inferred(e.where, "query.bare-key", e.source or name) for e in entries
                    if e.fixed is None and is_bare_key(name)]     # data, not a credential
            if cursor is not None and (held or credential_name("query", name)):  # query.cursor
                schema["description"] = cursor_description(name, cursor)
                bare.append(inferred(where, CURSOR_RULE, cursor))
            prop = draft.add(safe(name), schema, [observed(e.where, rule, name)
                                                  for e in entries] + bare +
                             (literal_paths(entries) if branch else []) +
                             joined_from(entries, name) +
                             ([inferred(where, "value.joined-list", f"joined by '{joined}'")]
                              if joined else []))
            draft.bindings.append(Binding(target=f"query:{name}", input=prop))
            draft.note_route(prop, [e.value for e in entries if e.value is not None], where)
            self.note_sent(draft, prop, f"query parameter {name}",
                           [e.value for e in entries if e.value is not None])
            if every and not any(s.optional for s in schemas):
                draft.require(prop, [inferred(e.where, "query.always-sent", name)
                                     for e in entries])
        sent = [c for c in calls
                if c.query_object is not None and not self.absent_member(c.query_object)]
        typed = [c for c in sent if self.declared_object(c.query_object)]
        if sent and len(typed) < len(sent):  # optional when some call sends none
            self.whole_object(sent[0].query_object, "query", draft, "query",
                              sent[0].sites[0].where, always_sent=len(sent) == len(calls))
            typed = []
        self.typed_query_spreads(calls, draft, typed)

    def declared_object(self, value: Value) -> bool:
        """Rule ``query.typed-object``: whether a query object sent whole is a parameter (or a
        typed value) whose declared type resolves in the analysed root to an object type with
        members (``searchParams: filter`` with ``filter?: FeedFilter``, axios' ``params``,
        ``new URLSearchParams(filter)``): its members are then the query parameters, read as
        a spread of it is (:meth:`typed_query_spreads`); a type that shows no members (an
        index type, one from outside the root) leaves the one object input."""
        if not declared_parameter(value) or not self.declares(value):
            return False
        schema = self.value_schema(value, 0).schema
        return schema.get("type") == "object" and bool(schema.get("properties"))

    def typed_query_spreads(self, calls: list[Observed], draft: InputDraft,
                            whole: list[Observed] = ()) -> None:
        """Rule ``query.typed-spread``: each member of the declared object type of a parameter
        spread into the query object (``params: {...params, ...options?.params}`` with
        ``params?: ListParams``) is a query parameter input, evidenced at its declaration;
        required only when the type requires it, the parameter itself may not be absent and
        every call spreads it (the type narrowed to the members callers send, rule
        ``ts.sent-members``). A member bound already (a named query parameter) is kept as it
        is; a credential's name is reviewed as every input's (``credential_inputs``). A
        spread whose type shows no members (``options?.params`` of ``AxiosRequestConfig``)
        keeps the ``low`` item: more may be sent. A call of the same call chain as one that
        spreads the object, whose URL alternative sends no query at all
        (``q.length > 0 ? `/x?${q}` : '/x'``), is that object without members, which a type
        requiring members rules out: it does not count against the requirement (rule
        ``query.params-object``). Rule ``query.typed-object``: the calls ``whole`` send such
        a typed object as the whole query (:meth:`declared_object`), read as its spread."""
        spreading = {chain_of(c) for c in calls if c.query_spreads}
        counted = [c for c in calls if c.query_spreads or chain_of(c) not in spreading
                   or c.query or c.query_object is not None]
        required: dict[str, int] = {}
        added: dict[str, None] = {}          # (in declaration order: the required list's)
        wholes = {id(c) for c in whole}
        for call in calls:
            spreads = [(value, where, "query.typed-spread") for value, where in
                       call.query_spreads] + ([(call.query_object, first_where(
                           call.query_object) or call.sites[0].where, "query.typed-object")]
                                              if id(call) in wholes else [])
            for value, where, rule in spreads:
                typed = self.value_schema(value, 0)
                members = typed.schema.get("properties") if typed.schema.get(
                    "type") == "object" else None
                if not members:
                    draft.review.append(("low", UNKNOWN_QUERY_SPREAD, where))
                    continue
                for name in typed.required if not typed.optional else ():
                    required[name] = required.get(name, 0) + 1
                for name, sub in members.items():
                    if self.typed_query_member(name, sub, typed, draft, where, rule):
                        added[name] = None
        for name in added:
            binding = draft.bound(f"query:{name}")
            if required.get(name) == len(counted) and binding is not None and binding.input:
                draft.require(binding.input, [inferred(calls[0].sites[0].where,
                                                       "ts.required-parameter", name)])

    def typed_query_member(self, name: str, sub: dict, typed: TypedSchema, draft: InputDraft,
                           where: Where | None, rule: str = "query.typed-spread") -> bool:
        """One declared member ``name`` (schema ``sub``) of a typed query spread (or typed
        object sent whole, ``rule`` ``query.typed-object``) as an input bound to
        ``query:<name>`` (:meth:`typed_query_spreads`); ``False`` when ``query:<name>`` is
        bound already."""
        if draft.bound(f"query:{name}") is not None:
            return False
        self.spend(INPUT_UNITS)
        declared_at = typed.members.get(name)
        schema = dict(sub)
        schema["description"] = f"{humanize(name).capitalize()} (query parameter)."
        ev = [observed(declared_at, rule, name)] if declared_at else \
            [inferred(where, rule, name)]
        prop = draft.add(safe(name), schema, ev)
        draft.bindings.append(Binding(target=f"query:{name}", input=prop))
        return True

    @staticmethod
    def held_credential(name: str, entries: list, draft: InputDraft,
                        passed: list[Where] = ()) -> None:
        """Rule ``query.held-credential``: a query parameter every call site fills with a
        value the client holds (see :func:`held_credential`) is a credential the Host
        supplies: a context reference naming where the client reads it, a ``medium`` review
        item, and never a Tool input. Rule ``query.passed-credential``: when callers hand it
        down through parameters, ``passed`` are the calls where the held value starts; they
        are cited beside the query parameter and the item says so. Rule
        ``value.template-placeholder``: when every value is a placeholder the server renders
        into the page (``'api?mode=browse&apikey=$apikey'`` in a Cheetah page), the item says
        so, as a body field's does."""
        where = entries[0].where
        if all(rendered(e.value) for e in entries):
            draft.refer(f"query:{name}", name, [ContextSource("credential", name, e.where or where)
                                                for e in entries], where, TEMPLATE_PLACEHOLDER)
            draft.review.append(("medium", f"query parameter {name} carries a credential the "
                                 "server renders into the page (a template placeholder, not a "
                                 "value written in source): the Host must supply it; it is never "
                                 "a Tool input", where))
            return
        sources = list(dict.fromkeys(e.source or name for e in entries))
        draft.refer(f"query:{name}", name, [ContextSource("credential", s, e.where or where)
                                            for s, e in zip(sources, entries)], where,
                    "query.held-credential")
        places = list(dict.fromkeys(passed))[:MAX_PASSED_PLACES]
        draft.evidence.setdefault(f"/bindings/{pointer('query:' + name)}", []).extend(
            inferred(place, PASSED_CREDENTIAL, name) for place in places)
        handed = " (handed down through function parameters from where the page reads it)" \
            if places else ""
        draft.review.append(("medium", f"query parameter {name} carries a credential the "
                             f"client holds ({', '.join(sources)}){handed}: the Host must "
                             "supply it; it is never a Tool input", where))

    @staticmethod
    def stored(target: str, field_: str, what: str, parts: list[ContextSource],
               where: Where | None, draft: InputDraft) -> None:
        """Rule ``context.stored-value`` (:mod:`code2skill.passes.context_refs`): ``target``
        (``query:u``, ``path:uid``), sent as ``what`` (``query parameter u``), is filled from
        a cookie or browser storage (``parts``): a context reference named ``field_`` and a
        ``medium`` review item, never a Tool input."""
        draft.refer(target, field_, parts, where, "context.stored-value")
        draft.review.append(("medium", stored_review(what, parts), where))

    @staticmethod
    def client_generated(target: str, made: list[tuple[Value, Where | None]],
                         draft: InputDraft) -> None:
        """Rule ``value.client-generated``: a query parameter, header or body member
        (``target``: ``query:t``, ``header:x-local-time``, ``body:updatedAt``) whose value the
        client makes afresh at each call (a cache buster ``?t=${Date.now()}``, ``{_:
        Math.random()}``, the clock ``new Date().toISOString()``, ``payload.id = uuid()``) is
        sent but is no Agent input: a binding with neither input nor fixed value, its evidence
        naming the expression that makes it (``made``: each place's value and where it is
        sent)."""
        draft.bindings.append(Binding(target=target))
        draft.evidence.setdefault(f"/bindings/{pointer(target)}", []).extend(
            observed(value.where or where, "value.client-generated",
                     "made by " + value.reason.removeprefix(GENERATED) + " at each call")
            for value, where in made)

    # ------------------------------------------------------------------- body
    def body(self, calls: list[Observed], draft: InputDraft, noun: str) -> None:
        bodies = [b for c in calls if c.body is not None for b in object_options(c)]
        if not bodies:
            return
        bodyless = sum(1 for c in calls if c.body is None)   # rule body.merged-sites
        bodies = self.file_content_first(bodies)             # rule body.file-content
        value = bodies[0].body
        if any(only_unshown_keys(c.body) for c in bodies):    # rule value.computed-member-write
            self.whole_object(value, "body", draft, "body", bodies[0].sites[0].where)
            return
        if isinstance(value, ObjV) and all(isinstance(c.body, ObjV)
                                           and c.body_encoding == "multipart" for c in bodies):
            self.multipart_object(bodies, draft, noun)
            return
        if all(empty_json_object(c) for c in bodies):
            draft.bindings.append(Binding(target="body:", value={}))   # rule body.empty-object
            draft.evidence.setdefault("/bindings/body:", []).append(
                observed(bodies[0].sites[0].where, "body.empty-object"))
            return
        if self.merged_shapes(bodies, draft, noun):          # rule body.merged-sites
            return
        if isinstance(value, ObjV):
            self.object_bodies(bodies, draft, noun,
                               len(bodies) + bodyless if bodyless else None)
            return
        if self.form_data_union(value, draft, noun, bodies[0].sites[0].where):
            return
        if isinstance(value, ParamV) and not value.path and \
                self.caller_body(value, bodies, draft):
            return
        if isinstance(value, (ParamV, TypedV)):
            typed = self.value_schema(value, 0)
            if typed.schema.get("type") == "object" and typed.schema.get("properties"):
                self.typed_fields(value, typed, draft, noun, bodies[0].sites[0].where)
                return
            spreads: list[Where | None] = []
            sent = self.caller_sends(value, spreads=spreads) if isinstance(value, ParamV) \
                else None
            if sent is not None:                  # (a spread left it no declared shape)
                for key, items in sent.items():
                    self.caller_field(key, items, draft, noun)
                if spreads:                       # {...this.temp, timestamp}: more is sent
                    draft.review.append(("medium", "request body has a spread whose members "
                                         "are unknown", spreads[0]))
                draft.review.append(("low", "request body fields come from the object "
                                     "literals callers pass; their requiredness is unproven",
                                     first_where(value) or bodies[0].sites[0].where))
                return
        forms = self.caller_forms(value) if isinstance(value, ParamV) else []
        if forms and all(self.multipart(form, draft, noun) for form in forms):
            draft.encoding = "multipart"            # rule body.caller-form-data
            draft.encoding_where = first_where(value) or bodies[0].sites[0].where
            return
        if is_form_data(value) and self.multipart(value, draft, noun):
            return
        if is_form_data(value) or declared_form_data(value):
            self.opaque_form(value, draft, bodies[0].sites[0].where)
            return
        media = text_media(bodies[0], value)
        if media is None and bodies[0].body_encoding not in ("json", "form", "multipart") \
                and file_value(value, self.program):   # xhr.send(chunk): what callers pass
            media = "application/octet-stream"           # rule body.file-bytes
        if media is not None:
            self.text_body(value, media, draft, bodies[0].sites[0].where,
                           all(c.body is not None for c in calls))
            return
        self.whole_object(value, "body", draft, "body", bodies[0].sites[0].where,
                          all(c.body_may_be_absent for c in bodies),
                          keyed=bodies[0].body_encoding in ("form", "multipart"))

    def caller_body(self, value: ParamV, bodies: list[Observed], draft: InputDraft) -> bool:
        """Rules ``body.caller-none`` and ``body.empty-object`` (:mod:`.caller_literals`): a
        body parameter sent whole that every caller passes as ``undefined`` (left out,
        ``null``) sends no body (not when ``JSON.stringify`` makes the body: ``null`` is
        sent as ``"null"``), and one every caller passes as ``{}`` the fixed body ``{}``
        (not for a ``GET`` or ``HEAD``, which sends none); each cited at the callers.
        ``False`` (nothing added) otherwise."""
        chains = passed_values(self.program, value)
        self.spend(chains.calls)
        places = [end.where for end in chains.ends]
        if not value.serialised and no_body(chains.ends):
            draft.encoding, draft.encoding_where = "none", places[0]
            draft.encoding_rule = (CALLER_NONE, "every caller passes undefined")
            return True
        if empty_body(chains.ends) and bodies[0].method not in ("GET", "HEAD"):
            draft.bindings.append(Binding(target="body:", value={}))
            draft.evidence.setdefault("/bindings/body:", []).extend(
                observed(where, "body.empty-object", "every caller passes {}")
                for where in dict.fromkeys(places))
            return True
        return False

    def file_content_first(self, bodies: list[Observed]) -> list[Observed]:
        """Rule ``body.file-content``: the call sites of one Tool that send a raw body (no
        form or multipart encoding, no object or array literal, and JSON only as guessed for
        a text or an unknown value: axios sends a string as it is), one of which sends a
        file's bytes (:func:`file_value`: an upload's ``File``) beside a text (an editor's
        save of the same file) or an unknown value, send the file's content: that site's
        body comes first, so the body is described as the file's; any other list is
        returned as it is."""
        raw = all(raw_body(b) for b in bodies)
        carrying = next((b for b in bodies if file_value(b.body, self.program)), None) \
            if raw and len(bodies) > 1 else None
        if carrying is None or carrying is bodies[0]:
            return bodies
        return [carrying] + [b for b in bodies if b is not carrying]

    def text_body(self, value: Value, media: str, draft: InputDraft, site: Where,
                  always_sent: bool = True) -> None:
        """Rule ``body.text``: a body sent as text (:func:`text_media`) is one string input
        bound whole (``body:``), never described as a JSON object; required when its value
        is a required parameter and every call sends a body (``always_sent``). A body that is a file's bytes (:func:`file_value`, rule
        ``body.file-content``) is that file: a Host-approved attachment reference, as a
        multipart file field is."""
        where = first_where(value) or site
        what = f"sent as {media}" if media != "text" else "sent as a string"
        content = file_value(value, self.program)
        described = (f"A file's bytes, sent as the raw request body ({media}): a "
                     "Host-approved attachment reference the Host resolves to the bytes.") if content else f"The request body, {what}."
        ev = [inferred(where, "body.text", media)] + (
            [inferred(where, "body.file-content", media)] if content else [])
        prop = draft.add("body", {"type": "string", "description": described}, ev)
        draft.bindings.append(Binding(target="body:", input=prop))
        if always_sent and typed_requiredness(value):
            draft.require(prop, [inferred(where, "ts.required-parameter",
                                          getattr(value, "type_text", None))])

    def merged_shapes(self, bodies: list[Observed], draft: InputDraft, noun: str) -> bool:
        """Rule ``body.merged-sites``: the call sites of one Tool sending bodies of different
        shapes — a value of a declared object type sent whole beside object literals, or
        values of different declared types (``createTyped(d: Draft)`` sending ``d``,
        ``createQuick(name)`` sending ``{name, quick: true}``) — send the union of their
        fields: each typed value's members (:meth:`typed_fields`), then the literals' fields
        (:meth:`object_bodies`), none required, since no one type types every site, and one
        low review item says so. ``False`` (nothing added) when the bodies share one shape."""
        if len(bodies) < 2:
            return False
        typed: list[tuple[Observed, TypedSchema]] = []
        objects: list[Observed] = []
        for call in bodies:
            if isinstance(call.body, ObjV):
                objects.append(call)
                continue
            if not isinstance(call.body, (ParamV, TypedV)):
                return False
            schema = self.value_schema(call.body, 0)
            if schema.schema.get("type") != "object" or not schema.schema.get("properties"):
                return False
            typed.append((call, schema))
        kinds = {(c.body.type_text, c.body.module) for c, _ in typed}
        if not typed or len(kinds) == 1 and all(spreads_type(c.body, kinds) for c in objects):
            return False              # (one type, sent whole or spread into every literal)
        for call, schema in typed:
            self.typed_fields(call.body, schema, draft, noun, call.sites[0].where,
                              required=False)
        if objects:
            self.object_bodies(objects, draft, noun, len(bodies))
        where = bodies[0].sites[0].where
        draft.review.append(("low", "the Tool joins call sites sending bodies of different "
                             "shapes (" + ", ".join(dict.fromkeys(
                                 type_label(c.body) for c, _ in typed)) +
                             (", object literals" if objects else "") + "): their fields are "
                             "the union and none is claimed required; confirm which the "
                             "backend requires (rule body.merged-sites)", where))
        return True

    def object_bodies(self, bodies: list[Observed], draft: InputDraft, noun: str,
                      total: int | None = None) -> None:
        """Rule ``body.union``: the fields of the object-literal bodies of every call site, in
        the order first sent; a field only some sites send is optional (rule
        ``body.object``), never dropped. A field every site sends with one literal is a fixed
        binding; one sent only as literals of several values (or by some sites only) is an
        input with an ``enum`` of them (rule ``body.enum-values``), never one site's value
        pinned for all; one that is a literal at some sites and computed at others is a free
        input and a review item. ``total``: the call sites of the Tool, when some send
        no object literal or no body at all (rule ``body.merged-sites``: a field is required
        only when every one sends it; default: ``bodies``)."""
        objects = [c for c in bodies if isinstance(c.body, ObjV)]
        sent: dict[str, list[tuple[ObjV, object]]] = {}
        held: dict[str, list[bool]] = {}
        for call in objects:
            for prop in body_entries(call.body):
                if prop.key is not None:
                    sent.setdefault(prop.key, []).append((call.body, prop))
                    held.setdefault(prop.key, []).append(
                        is_held_body_credential(prop.key, prop.value, call.fid))
        done: set[str] = set()
        sites = {id(call.body): call.sites[0].where for call in objects}
        form = bool(objects) and all(sends_every_key(c) for c in bodies)
        for call in objects:
            site = call.sites[0].where
            entries = body_entries(call.body)
            for index, prop in enumerate(entries):
                if prop.key is None:                  # (a key set after it overrides it)
                    self.body_spread(prop, draft, noun, site, frozenset(
                        later.key for later in entries[index + 1:] if later.key is not None))
                elif prop.key not in done and all(held[prop.key]):
                    done.add(prop.key)                        # rule body.held-credential
                    self.held_body_credential(prop.key, sent[prop.key], draft)
                elif prop.key not in done:
                    done.add(prop.key)
                    self.union_field(prop.key, sent[prop.key], total or len(bodies), draft,
                                     noun, sites, form)
        validated_fields(objects, draft)

    @staticmethod
    def held_body_credential(key: str, sent: list, draft: InputDraft,
                             location: str = "body") -> None:
        """Rule ``body.held-credential`` (:mod:`code2skill.passes.caller_tokens`): the body
        field ``key`` (a ``multipart`` form field too) carries the session credential the
        client holds: a context reference, a ``medium`` review item, never a Tool input."""
        where = sent[0][1].where
        if all(rendered(p.value) for _, p in sent):          # rule value.template-placeholder
            draft.refer(f"{location}:{key}", key, [
                ContextSource("credential", key, p.where or where) for _, p in sent], where,
                TEMPLATE_PLACEHOLDER)
            draft.review.append(("medium", f"{'form' if location == 'multipart' else 'body'} "
                                 f"field {key} carries a credential the server renders into "
                                 "the page (a template placeholder, not a value written in "
                                 "source): the Host must supply it; it is never a Tool input",
                                 where))
            return
        draft.refer(f"{location}:{key}", key, [ContextSource("credential", key, p.where or where)
                                               for _, p in sent], where, "body.held-credential")
        draft.review.append(("medium", f"body field {key} carries the session credential "
                             "the client holds (read by a call of its own or from a page "
                             "global, not passed by the caller): the Host must supply it; it is "
                             "never a Tool input",
                             where))

    def body_spread(self, prop, draft: InputDraft, noun: str, site: Where,
                    overridden: frozenset[str] = frozenset()) -> None:
        """A spread in an object-literal body (``{...options, id}``): the members of its
        declared type (optional) but those ``overridden`` (keys the object sets after the
        spread, ``{...owner, id: null}`` or ``owner.id = null`` written onto it, which the
        request sends instead) and those a rest element leaves out (rule
        ``value.rest-element``: ``const {password, ...rest} = form`` sends no ``password``),
        else a review item. An entry with a computed key is
        :meth:`computed_key`'s."""
        if prop.key_value is not None or (isinstance(prop.value, UnknownV)
                                          and prop.value.reason == "computed-key"):
            self.computed_key(prop, draft, noun, prop.where or site)
            return
        spread = self.value_schema(prop.value, 1) \
            if isinstance(prop.value, (ParamV, TypedV)) else TypedSchema({})
        if spread.schema.get("properties"):    # {...options}: its declared type
            present = self.presence(prop.value) is True     # rule body.present-spread
            self.typed_fields(prop.value, spread, draft, noun, prop.where or site,
                              required=present, overridden=overridden | frozenset(prop.omit),
                              proof=[observed(prop.where or site, PRESENT_SPREAD_RULE,
                                              spread_name(prop.value))] if present else [])
        else:
            draft.review.append(("medium", "request body has a spread whose members are "
                                 "unknown", prop.where or site))

    def computed_key(self, prop, draft: InputDraft, noun: str, where: Where | None) -> None:
        """Rule ``body.computed-key``: a body entry ``{[field]: value}`` whose key is a
        parameter every caller passes as text (``setSetting('darkMode', v)``,
        ``setSetting('timezone', v)``) is one optional field per name, each with the value's
        schema, and a ``low`` review item that a call sends only one of them; a key the
        source does not show leaves the body's fields unknown: a ``medium`` review item,
        never a silently empty body."""
        keys = self.caller_literals(prop.key_value) if prop.key_value is not None else []
        if not keys or not all(isinstance(k, str) and k for k in keys):
            draft.review.append(("medium", "request body has a field whose name is computed "
                                 "({[key]: value}) from a value the source does not show: "
                                 "its fields are unknown", where))
            return
        names = list(dict.fromkeys(keys))
        value = self.value_schema(prop.value, 1).schema \
            if isinstance(prop.value, (ParamV, TypedV)) else {}
        for key in names:
            ev = [inferred(where, "body.computed-key", key)]
            name = draft.add(safe(key), describe(dict(value), key, noun), ev)
            draft.bindings.append(Binding(target=f"body:{key}", input=name))
        draft.review.append(("low", "request body has one field whose name the caller "
                             f"chooses ({', '.join(names)}): each is an optional input; a "
                             "call sends one of them", where))

    def union_field(self, key: str, sent: list[tuple[ObjV, object]], bodies: int,
                    draft: InputDraft, noun: str, sites: dict[int, Where | None],
                    form: bool = False) -> None:
        """One body field over the ``sent`` ``(body, prop)`` pairs of the ``bodies`` call
        sites sending a body (:meth:`object_bodies`; ``sites``: the call site of each body
        by its ``id``; ``form``: every body is form-encoded)."""
        everywhere = len({id(body) for body, prop in sent if not prop.optional}) == bodies
        if everywhere and self.fixed_object(key, sent, draft):   # revision: {version: 0}
            return
        literals = [fixed_value(prop.value) for _, prop in sent]
        distinct = list({value_key(v): v for v in literals}.values())    # 1 and True differ
        if None not in literals and (len(distinct) > 1 or not everywhere) \
                and draft.bound(f"body:{key}") is None:
            self.enum_field(key, distinct, [prop.where for _, prop in sent], everywhere,
                            draft, noun)
            return
        body, prop = next(((b, p) for (b, p), lit in zip(sent, literals) if lit is None
                           and stored_context(p.value, key) is None),   # a caller's value
                          next(((b, p) for (b, p), lit in zip(sent, literals) if lit is None),
                               sent[0]))            # first (context.stored-value: not all)
        passed = self.caller_literals(prop.value)
        mixed = [v for v in distinct if v is not None] if None in literals else []
        if mixed:
            draft.review.append(mixed_literal_review(f"body field {key}", mixed, prop.where,
                                                     draft))
        elif passed and None in passed and \
                "enum" not in self.value_schema(prop.value, 0).schema:   # no declared union
            draft.review.append(mixed_literal_review(
                f"body field {key}", list(dict.fromkeys(v for v in passed if v is not None)),
                prop.where, draft))
        branch = len(mixed) == 1 and shareable("body", key, mixed[0]) and branch_literals(
            [(sites[id(b)], lit is not None) for (b, _), lit in zip(sent, literals)])
        self.body_field(key, prop.value, prop.where, draft, noun, everywhere,
                        self.declared_literal(body),
                        optional=all(p.optional for _, p in sent) or branch, form=form,
                        others=self.other_sites(key, prop, sent))
        if branch:                                    # rule body.literal-default
            literal_body_default(key, sent, mixed[0], draft)
        if len(sent) > 1:
            self.merged_members(key, sent, draft)

    def merged_members(self, key: str, sent: list[tuple[ObjV, object]],
                       draft: InputDraft) -> None:
        """Rule ``body.merged-sites`` one level down: the object that body field ``key`` sends
        (described from one site's literal, :meth:`body_field`) gains, as optional members,
        the members the other sites' object literals send there (:meth:`other_members`), and
        lists as required only the members every one of the ``sent`` ``(body, prop)`` pairs
        sends with a value the source proves present; a site sending no object literal there
        requires none."""
        self.other_members(key, [(prop.value, prop.where) for _, prop in sent], draft)
        binding = draft.bound(f"body:{key}")
        schema = draft.properties.get(binding.input) if binding and binding.input else None
        if not schema or not schema.get("required"):
            return
        kept = list(schema["required"])
        for _, prop in sent:
            if not isinstance(prop.value, ObjV):
                kept = []
                break
            proven = {p.key for p in prop.value.props
                      if p.key is not None and self.presence(p.value)}
            kept = [member for member in kept if member in proven]
        if kept:
            schema["required"] = kept
        else:
            del schema["required"]

    def other_members(self, key: str, sent: list[tuple[Value, Where | None]],
                      draft: InputDraft) -> None:
        """Rule ``body.merged-sites``: add to the object input that body field ``key`` sends
        each member an object literal of the ``sent`` ``(value, where)`` pairs (one a call
        site or caller) sends there and the input lacks (``{meta: {title, tags}}`` and
        ``{meta: {color}}`` give ``meta`` all three), with the member's own schema and the
        line sending it as evidence; ``undefined`` members are left out, as one literal's
        are. Nothing is added to an input that is no object."""
        binding = draft.bound(f"body:{key}")
        schema = draft.properties.get(binding.input) if binding and binding.input else None
        if not schema or schema.get("type") != "object":
            return
        members = schema.setdefault("properties", {})
        for member, sub, where in self.literal_members(sent):
            if member in members:
                continue
            members[member] = describe(sub, member, singular(key))
            at = f"/inputSchema/properties/{pointer(binding.input)}/properties/{pointer(member)}"
            draft.evidence.setdefault(at, []).append(
                observed(where, "body.merged-sites", f"{key}.{member}"))

    def literal_members(self, sent: list[tuple[Value, Where | None]]):
        """``(member, its schema, where it is sent)`` for each member of each object literal
        among the ``sent`` ``(value, where)`` pairs, in order (a member's own line, else the
        pair's)."""
        for value, where in sent:
            if isinstance(value, ObjV):
                seen = self.value_schema(value, 1)
                for member, sub in (seen.schema.get("properties") or {}).items():
                    yield member, sub, seen.members.get(member) or where

    def other_sites(self, key: str, chosen, sent: list[tuple[ObjV, object]]
                    ) -> tuple[bool | None, Where | None]:
        """Rule ``body.merged-sites``: whether every one of the ``sent`` ``(body, prop)``
        pairs of body field ``key`` but the ``chosen`` prop (the one :meth:`body_field`
        describes) proves its value present: ``(False, where)`` when one may send it absent
        (an optional entry, ``name: draft.name || undefined``, a member its declared type
        makes optional), ``(None, where)`` when one proves neither, else ``(True, None)``; a
        literal is present. A Tool joining several call sites requires only what every site
        sends, and its type decides only for the sites it types."""
        found: tuple[bool | None, Where | None] = (True, None)
        for body, prop in sent:
            if prop is chosen or fixed_value(prop.value) is not None:
                continue
            declared = self.declared_literal(body)
            member = declared.children.get(key) if declared is not None else None
            if prop.optional or may_be_absent(prop.value, self.program):
                state = False
            elif member is not None:
                state = key in declared.required and not member.optional
            else:
                state = self.presence(prop.value)
            if state is False:
                return False, prop.where
            if state is None and found[0]:
                found = (None, prop.where)
        return found

    @staticmethod
    def fixed_object(key: str, sent: list[tuple[ObjV, object]], draft: InputDraft) -> bool:
        """Rule ``body.fixed-object`` (:mod:`.constant_objects`): bind body field ``key`` to
        the fixed object every one of the ``sent`` ``(body, prop)`` pairs sends
        (``revision: {version: 0}``) and say ``True``; ``False`` (nothing bound) when a site
        sends another value or the field is bound already."""
        objects = [constant_object(prop.value) for _, prop in sent]
        if None in objects or len({value_key(o) for o in objects}) != 1 \
                or draft.bound(f"body:{key}") is not None:
            return False
        draft.bindings.append(Binding(target=f"body:{key}", value=objects[0]))
        draft.evidence.setdefault(f"/bindings/body:{pointer(key)}", []).extend(
            observed(prop.where, CONSTANT_OBJECT, key) for _, prop in sent)
        return True

    def caller_field(self, key: str, items: list[tuple[Value, Where | None]],
                     draft: InputDraft, noun: str) -> None:
        """Rule ``body.caller-union``: one field of a body the wrapper's callers pass as object
        literals, one of which spreads members the source does not show (:meth:`caller_sends`:
        ``items`` the ``(value, where)`` of each caller sending it): any caller may send any
        value, so it is an input, never one caller's literal pinned for all
        (``getUserList({page: 1, pageSize: 1000})`` beside ``getUserList({page: page.value,
        …, ...searchInfo})``); when callers send literals, a review item names them
        (``schema.mixed-literal``)."""
        literals = [fixed_value(v) for v, _ in items]
        seen = list({value_key(v): v for v in literals if v is not None}.values())
        value, where = next(((v, w) for (v, w), lit in zip(items, literals) if lit is None),
                            items[0])
        if seen:
            draft.review.append(mixed_literal_review(f"body field {key}", seen, where, draft))
        if fixed_value(value) is None:
            self.body_field(key, value, where, draft, noun, False)
            self.other_members(key, items, draft)
            return
        kinds = {json_type(v) for v in seen}                  # only literals were seen
        prop = draft.add(safe(key), describe({"type": kinds.pop()} if len(kinds) == 1 else {},
                                             key, noun),
                         [observed(w, "body.caller-union", key) for _, w in items])
        draft.bindings.append(Binding(target=f"body:{key}", input=prop))

    def caller_literals(self, value: Value) -> list[object | None]:
        """The literal each known caller passes for a parameter sent whole as a body field
        (``bulkEdit(ids, 'delete')``; ``None`` for a caller passing anything else); ``[]`` when
        no caller passes a literal or the value is no parameter."""
        if not isinstance(value, ParamV) or value.path:
            return []
        entry = self.program.functions.get(value.fid)
        index = next((i for i, p in enumerate(entry[1].params) if p.name == value.name),
                     None) if entry else None
        if index is None:
            return []
        found = [literal_of(args[index]) if index < len(args) else None
                 for _, _, args, _ in self.program.callers.get(value.fid, [])]
        return found if any(v is not None for v in found) else []

    def enum_field(self, key: str, values: list, places: list[Where | None],
                   everywhere: bool, draft: InputDraft, noun: str) -> None:
        """Rule ``body.enum-values``: a body field the call sites send as literals of several
        values (or not at all) is an input taking one of them, required when every site
        sends it."""
        kinds = {json_type(v) for v in values}
        schema: dict = {"type": kinds.pop()} if len(kinds) == 1 else {}
        schema["enum"] = values
        ev = [observed(where, "body.enum-values", key) for where in places]
        prop = draft.add(safe(key), describe(schema, key, noun), ev)
        draft.bindings.append(Binding(target=f"body:{key}", input=prop))
        if everywhere:
            draft.require(prop, [observed(where, "body.always-sent", key) for where in places])

    def form_data_union(self, value: Value, draft: InputDraft, noun: str,
                        site: Where | None) -> bool:
        """Rule ``body.form-data-union`` (:mod:`.form_data_union`): a body declared ``NewApp |
        FormData`` has the JSON branch's members as its fields and a medium review item for
        the multipart branch; ``False`` (nothing added) when ``value`` is declared no such
        union or its JSON branch has no known members."""
        branch = json_branch(value)
        if branch is None:
            return False
        typed = self.value_schema(replace(value, type_text=branch), 0)
        if typed.schema.get("type") != "object" or not typed.schema.get("properties"):
            return False
        self.typed_fields(value, typed, draft, noun, site)
        message, where = multipart_review(value, passed_forms(value, self.program), self.program)
        draft.review.append(("medium", message, where or first_where(value) or site))
        return True

    def opaque_form(self, value: Value, draft: InputDraft, site: Where) -> None:
        """Rule ``body.opaque-form-data``: a ``FormData`` body whose fields the source does not
        show (a parameter typed ``FormData``, or one built elsewhere) is one object input
        (required unless declared optional) bound whole (``body:``, sent ``multipart``) plus a medium review item: its fields,
        and whether any carries file content, are unproven, so no attachment is claimed."""
        where = first_where(value) or site
        prop = draft.add("body", {"type": "object", "description": (
            "The request's multipart form fields, sent as one object; their names are not "
            "shown in source.")}, [inferred(where, "body.opaque-form-data")])
        draft.bindings.append(Binding(target="body:", input=prop))
        if is_form_data(value) or typed_requiredness(value):
            draft.require(prop, [inferred(where, "body.opaque-form-data",
                                          getattr(value, "type_text", None))])
        draft.review.append(("medium", "the multipart form data's fields could not be "
                             "determined from source; whether it carries file content "
                             "(an attachment needing upload confirmation) is unproven", where))

    def typed_fields(self, value: ParamV | TypedV, typed: TypedSchema, draft: InputDraft,
                     noun: str, site: Where | None, required: bool = True,
                     overridden: frozenset[str] = frozenset(),
                     proof: list[Evidence] | None = None) -> None:
        """Rule ``body.typed``: each member of the declared object type of a body sent whole
        (or spread into one, ``{...options, shareId}``) is a body field, evidenced at its
        declaration (else at the request); required when the type requires it, unless the
        value is spread and may itself be absent (``required=False``). Rule
        ``body.present-spread``: a spread value the source proves present (:meth:`presence`:
        ``{...values, revision}`` with ``values: INamespace`` a non-optional member of the
        declared parameter type, or a parameter declared without ``?``) gives its required
        members as required fields, ``proof`` citing the spread beside the member; a member
        ``overridden`` by a key set after the spread is the object's, not the type's. Rule
        ``body.typed-credential``: a member the type declares optional whose name says it is a
        password or secret (:func:`typed_secret`: ``password?: string`` of an ``Account`` sent
        back whole; never a flag such as ``usePassword?: boolean``) is known from the type alone, not from what a call site sends, and a
        credential in a Tool input is one the Agent would be given: it stays an optional input,
        reviewed (medium). Rule ``body.typed-unshown``: when the body is a parameter whose
        value no caller in the analysed source shows (:meth:`unshown_value`: the chain of
        callers passing it on ends in a function nothing here calls, such as an Angular
        template's ``(ngSubmit)="onSubmit(form.value)"``), the type alone speaks for what is
        sent (``{} as Owner`` filled by the form), so no member is claimed required: one low
        review item names them. Rule ``body.always-sent`` (:mod:`.caller_literals`): a
        member every caller's object literal sends with a value proven present is required
        (unless spread), cited at each caller's entry; a member any caller's literal sends is
        shown by the source, never a type-only credential. Rule ``body.caller-shape``: the
        members of an untyped parameter come from its callers' literals (cited there), not
        from a declared type. A body a wrapper validated before sending it cites that
        validation beside each member (rule ``body.validated-payload``). Rule
        ``ts.unshown-parent``: a type extending one whose members the source does not show
        lists the members it does show, and one low review item per such parent says that
        more may be sent."""
        for parent, declared_at in typed.unshown.items():
            draft.review.append(("low", unshown_parent_message("body", parent), declared_at))
        unshown = isinstance(value, ParamV) and not value.path and self.unshown_value(value)
        states = self.state_members(value)
        shown = self.callers_show(value)
        rule = "body.typed" if self.declares(value) else "body.caller-shape"
        passed = self.caller_sends(value) if isinstance(value, ParamV) and not value.path \
            else None                                  # (for note_sent: what callers send)
        withheld: list[str] = []
        declared_required = set(typed.required)            # one look-up per field
        for name, sub in typed.schema["properties"].items():
            self.spend()
            if name in overridden:                    # (the object's own later member)
                continue
            if name not in declared_required and name not in shown.places \
                    and typed_secret(name, sub):
                draft.review.append((
                    "medium", f"input {name!r} is a password or secret known only from the "
                    "declared type of the body sent whole (optional there): confirm that the "
                    "client sends it here and that an Agent may be given it, else drop it",
                    typed.members.get(name) or site))
            if isinstance(value, ParamV) and self.same_as_path(
                    replace(value, path=value.path + (name,)), name, draft, site):
                continue
            if draft.bound(f"body:{name}") is not None:
                continue
            self.spend(INPUT_UNITS)
            where = typed.members.get(name)
            ev = [observed(where, rule, name)] if where else \
                [inferred(first_where(value) or site, rule, name)]  # an inline type
            if name in states:                        # rule state.initial-type
                ev = ev + [inferred(states[name], STATE_RULE, name)]
            if isinstance(value, ParamV) and value.validated is not None:
                ev = ev + [inferred(value.validated, VALIDATED_RULE, name)]
            prop = draft.add(name, describe(sub, name, noun), ev)
            draft.bindings.append(Binding(target=f"body:{name}", input=prop))
            self.note_sent(draft, prop, f"body field {name}",
                           [v for v, _ in (passed or {}).get(name, ())])
            if required and name in declared_required:
                if unshown:
                    withheld.append(name)
                    continue
                draft.require(prop, ([observed(where, "ts.required-member", name)]
                                      if where else ev) + (proof or []))
            elif required and name in shown.always:   # the callers prove it sent
                draft.require(prop, [observed(place, "body.always-sent", name)
                                     for place in dict.fromkeys(shown.places[name])])
        if withheld:
            fields = ", ".join(withheld)
            draft.review.append(("low", (
                f"requiredness of body field{'s' if len(withheld) > 1 else ''} {fields} rests "
                f"on the declared type {type_label(value)} alone: no caller in the analysed "
                "source shows the value sent (a template or an unseen caller builds it), so "
                "none is claimed required; confirm which the client always sends"),
                typed.members.get(withheld[0]) or site))

    def multipart(self, form: LibV, draft: InputDraft, noun: str) -> bool:
        """Rule ``body.multipart-fields``: each field a ``FormData`` body is given
        (``form.append('file', file)``) is bound to ``multipart:<field>``; file bytes are a
        required Host-approved attachment reference (never a local file path), a session or
        CSRF token the client holds a context reference (``body.held-credential``), other
        fields inputs (required when always appended and typed so) or fixed values. ``False`` when
        no field is found (the body stays one object input). Rule
        ``multipart.instanceof-guard``: fields appended only under an ``instanceof`` test
        whose values' types are not shown may be files: a medium review item names them; one
        whose value is a literal string, number or boolean (no instance of any class) is never
        appended there."""
        fields = form_fields(form, self.program)
        class_tested: dict[Where | None, list[str]] = {}
        for field_ in fields:
            key, where = field_.key, field_.where
            if key is None and field_.loop is not None:
                self.loop_members(field_, draft, noun)
                continue
            if key is None:
                draft.review.append(("medium", "a multipart field name is computed "
                                     "(form.append(name, …)); the fields it adds are unknown",
                                     where))
                continue
            target = f"multipart:{key}"
            if draft.bound(target) is not None:
                continue
            if is_file(field_, self.program):
                schema = {"type": "string", "description": (
                    f"Host-approved attachment reference for the file sent as form field {key}; "
                    "the Host resolves it to the file's content.")}
                ev = [observed(where, "body.multipart-file", key)] + file_declaration(
                    field_.value, key, where, self.program) + (
                    [observed(where, field_.rule, key)] if field_.rule != "body.multipart"
                    else [])
                prop = draft.add(safe(key), schema, ev)
                proven = typed_requiredness(field_.value)     # body.multipart-file: required
                if proven is not False and (not field_.guarded or proven):  # unless shown not
                    draft.require(prop, ev)
                draft.bindings.append(Binding(target=target, input=prop))
                continue
            value = field_.value
            if is_held_body_credential(key, value, field_.frame.fid):   # body.held-credential
                self.held_body_credential(key, [(None, field_)], draft, "multipart")
                continue
            stored = stored_context(value, key)
            if stored is not None:                           # rule context.stored-value
                self.stored(target, key, f"form field {key}", stored, where, draft)
                continue
            fixed = fixed_value(value)
            if fixed is not None and field_.class_tested:
                continue                     # a primitive is no instance: never appended
            if fixed is not None:
                fixed = credential_literal("multipart", key, fixed, where, draft)
                draft.bindings.append(Binding(target=target, value=fixed))
                draft.evidence.setdefault(f"/bindings/{pointer(target)}", []).append(
                    observed(where, "body.fixed", key))
                continue
            typed = self.value_schema(value, 0).schema
            if field_.class_tested and "type" not in typed:
                class_tested.setdefault(field_.where, []).append(key)
            schema = describe(typed, key, noun)
            prop = draft.add(safe(key), schema, [observed(where, field_.rule, key)])
            draft.bindings.append(Binding(target=target, input=prop))
            if not field_.guarded and typed_requiredness(value):
                draft.require(prop, [observed(where, "body.always-sent", key)])
        for site, keys in class_tested.items():                 # multipart.instanceof-guard
            draft.review.append(("medium", (
                f"form field{'s' if len(keys) > 1 else ''} {', '.join(keys)} "
                f"{'are' if len(keys) > 1 else 'is'} appended only under an instanceof test "
                "(a class such as File or Blob) and no type is shown for the value: each may "
                "carry a file's bytes; confirm which fields are uploads"), site,
                "multipart.instanceof-guard"))
        return bool(fields)

    def multipart_object(self, bodies: list[Observed], draft: InputDraft, noun: str) -> None:
        """Rule ``body.multipart-object``: an object literal sent as ``multipart/form-data``
        (a ``Content-Type`` the call or its wrapper sets; axios encodes the object as a form)
        sends each of its entries as a form field: bound to ``multipart:<key>``, a file value
        (:func:`file_value`) a required Host-approved attachment reference, a session or CSRF
        token the client holds a context reference (``body.held-credential``), a literal every
        site sends a fixed value, anything else an input, required when every site sends it
        and its value is proven present. A spread of unknown members is a review item."""
        sent: dict[str, list] = {}
        held: dict[str, list[bool]] = {}
        for call in bodies:
            for prop in body_entries(call.body):
                if prop.key is None:
                    draft.review.append(("medium", "request body has a spread whose members "
                                         "are unknown", prop.where or call.sites[0].where))
                else:
                    sent.setdefault(prop.key, []).append(prop)
                    held.setdefault(prop.key, []).append(
                        is_held_body_credential(prop.key, prop.value, call.fid))
        for key, props in sent.items():
            target, where = f"multipart:{key}", props[0].where
            if all(held[key]):                               # rule body.held-credential
                self.held_body_credential(key, [(None, p) for p in props], draft, "multipart")
                continue
            stored = [stored_context(p.value, key) for p in props]
            if all(stored):                                  # rule context.stored-value
                self.stored(target, key, f"form field {key}", [p for s in stored for p in s],
                            where, draft)
                continue
            everywhere = len(props) == len(bodies) and not any(p.optional for p in props)
            if any(file_value(p.value, self.program) for p in props):
                ev = [observed(p.where, "body.multipart-file", key) for p in props] + unique(
                    [e for p in props for e in file_declaration(p.value, key, p.where, self.program)])
                prop = draft.add(safe(key), {"type": "string", "description": (
                    f"Host-approved attachment reference for the file sent as form field "
                    f"{key}; the Host resolves it to the file's content.")}, ev)
                draft.require(prop, ev)
                draft.bindings.append(Binding(target=target, input=prop))
                continue
            literals = {value_key(fixed_value(p.value)): fixed_value(p.value) for p in props}
            if everywhere and len(literals) == 1 and None not in literals.values():
                fixed = credential_literal("multipart", key, next(iter(literals.values())),
                                           where, draft)
                draft.bindings.append(Binding(target=target, value=fixed))
                draft.evidence.setdefault(f"/bindings/{pointer(target)}", []).append(
                    observed(where, "body.fixed", key))
                continue
            value = next((p.value for p in props if fixed_value(p.value) is None),
                         props[0].value)
            schema = describe(self.value_schema(value, 0).schema, key, noun)
            prop = draft.add(safe(key), schema, [observed(p.where, "body.multipart-object", key)
                                                 for p in props])
            draft.bindings.append(Binding(target=target, input=prop))
            if everywhere and all(self.presence(p.value) or isinstance(p.value, (StrV, LitV))
                                  for p in props):
                draft.require(prop, [observed(where, "body.always-sent", key)])

    def loop_members(self, field_, draft: InputDraft, noun: str) -> None:
        """Rule ``multipart.entries-loop``: a loop appending the members of a value whose
        declared type is an object (``values: NoteForm``) sends one form field per member,
        bound to ``multipart:<member>``, required when the type requires it and the append
        is unconditional; a value of unknown shape is a medium review item naming it."""
        source, value = field_.loop
        typed = self.value_schema(value, 0) if isinstance(value, (ParamV, TypedV)) \
            else TypedSchema({})
        if not typed.schema.get("properties"):
            draft.review.append(("medium", "the multipart form fields come from a loop over "
                                 f"the members of {expression_name(source)}, whose keys the "
                                 "source does not show; the fields it adds are unknown",
                                 field_.where))
            return
        for name, sub in typed.schema["properties"].items():
            target = f"multipart:{name}"
            if draft.bound(target) is not None:
                continue
            member = typed.members.get(name)
            ev = [observed(member, "multipart.entries-loop", name)] if member else \
                [inferred(field_.where, "multipart.entries-loop", name)]
            prop = draft.add(safe(name), describe(sub, name, noun), ev)
            draft.bindings.append(Binding(target=target, input=prop))
            if not field_.guarded and name in typed.required:
                draft.require(prop, [observed(member, "ts.required-member", name)]
                              if member else ev)

    def body_field(self, key: str, value: Value, where: Where | None, draft: InputDraft,
                   noun: str, always_sent: bool, declared: TypedSchema | None = None,
                   optional: bool = False, form: bool = False,
                   others: tuple[bool | None, Where | None] = (True, None)) -> None:
        """One body field ``key`` sent as ``value``: a fixed binding, a context reference or
        an input, required when ``always_sent`` and the source proves it present; one every
        site sends only under a condition (``optional``, rule ``value.conditional-spread``)
        is proven optional: never required, and its requiredness is not reviewed. ``others``:
        what the other call sites sending the field prove of its presence
        (:meth:`other_sites`, rule ``body.merged-sites``): a field one of them may send
        absent is optional, cited there; one of them proving neither leaves it unproven. Rule
        ``body.form-always-sent``: in a form-encoded body that sends every key whatever its
        value (``form``, :func:`sends_every_key`: ``new URLSearchParams({hash, newPath})``,
        where ``undefined`` is sent as ``'undefined'``) a key every site sends is required
        unless the source proves its value may be absent."""
        self.spend()
        if draft.bound(f"body:{key}") is not None:
            return                                    # the same field sent twice (spreads)
        if isinstance(value, ParamV) and self.same_as_path(value, key, draft, where):
            return
        listed = positional_parameters(value)
        rewritten = rewritten_positional(value) if listed is None else None
        if listed is not None or rewritten is not None:
            at = first_where(value) or where
            self.positional_fields(key, listed if listed is not None else rewritten, at,
                                   draft, noun, always_sent and not optional)
            if rewritten is not None:
                draft.review.append(("low", f"body field {key} is the method's parameters in "
                                     "order, but on some paths a call the source does not "
                                     "follow rewrites the array before it is sent", at))
            return
        stored = stored_context(value, key)
        if stored is not None:
            self.stored(f"body:{key}", key, f"body field {key}", stored, where, draft)
            return
        context = page_context(value)
        if context is not None:
            draft.refer(f"body:{key}", key, context, where)
            return
        if generated_per_call(value):                 # rule value.client-generated
            self.client_generated(f"body:{key}", [(value, where)], draft)
            draft.review.append(("medium", generated_body_review(key, value), where))
            return
        fixed = fixed_value(value)
        if fixed is not None:
            fixed = credential_literal("body", key, fixed, where, draft)
            draft.bindings.append(Binding(target=f"body:{key}", value=fixed))
            draft.evidence.setdefault(f"/bindings/body:{pointer(key)}", []).append(
                observed(where, "body.fixed", key))
            return
        if not form and isinstance(value, LitV) and value.value is None and not value.null:
            return                                    # undefined: JSON leaves it out
        if isinstance(value, LitV) and value.value is None and (form or value.null):
            draft.bindings.append(Binding(target=f"body:{key}", value=sent_absence(value, form)))
            draft.evidence.setdefault(f"/bindings/body:{pointer(key)}", []).append(
                observed(where, "body.fixed-null", key))
            return
        member = declared.children.get(key) if declared is not None else None
        typed = self.value_schema(value, 0, member)
        if member is not None and declared_detail(typed.schema, member.schema) \
                is member.schema:
            typed = member                            # the declared member's type
        given = parameter_default(self.program, value)
        proof = [observed(where, "body.object", key)]
        if self.state_typed(value):                   # rule state.initial-type
            proof.append(inferred(value.where, STATE_RULE, key))
        if given is not None and given.schema and not typed.schema:
            typed = TypedSchema(dict(given.schema))   # rule value.default-type
            proof.append(inferred(given.where, DEFAULT_TYPE_RULE, key))
        schema = describe(typed.schema, key, noun)
        sent_default = given is not None and given.value is not None and \
            default_fits(typed.schema, given.value) and not is_credential_position("body", key)
        if sent_default:                              # rule value.default-sent
            schema["default"] = given.value
            proof += [observed(given.where, DEFAULT_SENT_RULE, key),
                      inferred(given.sent_at, DEFAULT_SENT_RULE, key)]
        prop = draft.add(safe(key), schema, proof)
        draft.bindings.append(Binding(target=f"body:{key}", input=prop))
        draft.note_route(prop, [value], where)
        self.note_sent(draft, prop, f"body field {key}", [value])
        if member is None and unknown_spread(value):  # {user: Object.assign({}, this.state)}
            draft.review.append(("medium", f"body field {key} spreads a value whose members "
                                 "the source does not show", where))
        unproven = self.unproven_members(value, key, member)
        if len(unproven) == 1:
            draft.review.append(("low", f"requiredness of body field {unproven[0]} is "
                                 "unproven (no type declares it)", where))
        elif unproven:
            draft.review.append(("low", f"requiredness of body fields {', '.join(unproven)} "
                                 "is unproven (no type declares them)", where))
        proven = False if typed.optional else self.presence(value)
        if member is not None:                        # the declared type decides
            proven = key in declared.required and not member.optional
            member_where = declared.members.get(key)
            if always_sent and proven and others[0] and member_where is not None:
                draft.require(prop, [observed(member_where, "ts.declared-literal", key)])
                return
        if optional or sent_default:                  # (a caller leaves it to the default)
            return
        if always_sent and proven is not False and not others[0] and (
                proven or others[0] is False):        # rule body.merged-sites
            at = f"/inputSchema/properties/{pointer(prop)}"     # (a list bindings share)
            draft.evidence[at] = draft.evidence[at] + [inferred(
                others[1] or where, MERGED_SITES_RULE, f"{key}: another call site may send "
                "it absent" if others[0] is False else f"{key}: another call site's value "
                "proves neither presence nor absence")]
            if others[0] is None:
                draft.review.append(("low", f"requiredness of body field {key} is unproven: "
                                     "one call site of the Tool proves it present, another "
                                     "sends a value no type declares", others[1] or where))
            return
        if always_sent and proven:
            draft.require(prop, [observed(where, "body.always-sent", key)])
        elif always_sent and form and proven is None:
            draft.require(prop, [observed(where, "body.form-always-sent", key)])
        elif proven is None and not isinstance(value, (StrV, LitV)):
            draft.review.append(("low", f"requiredness of body field {key} is unproven "
                                 "(no type declares it)", where))

    def positional_fields(self, key: str, params: tuple[ParamV, ...], where: Where | None,
                          draft: InputDraft, noun: str, always_sent: bool) -> None:
        """Rule ``body.positional-parameters`` (:mod:`code2skill.positional_params`): body
        member ``key`` sent as the array of the method's own ``params``: one input per
        parameter, named and typed by the signature, bound to its position
        (``body:params.0``); required when every call sends the body and the signature
        proves the parameter present; no parameters: the fixed empty list ``[]``."""
        if not params:
            draft.bindings.append(Binding(target=f"body:{key}", value=[]))
            draft.evidence.setdefault(f"/bindings/body:{pointer(key)}", []).append(
                observed(where, POSITIONAL_RULE, "no parameters"))
            return
        for index, param in enumerate(params):
            typed = self.value_schema(param, 0)
            prop = draft.add(safe(param.name), describe(typed.schema, param.name, noun),
                             [observed(where, POSITIONAL_RULE, param.name)])
            draft.bindings.append(Binding(target=position_target(key, index), input=prop))
            draft.note_route(prop, [param], where)
            if always_sent and self.presence(param):
                draft.require(prop, [inferred(where, "ts.required-parameter", param.type_text)])

    @staticmethod
    def same_query_value(name: str, entries: list, draft: InputDraft) -> bool:
        """Rule ``query.same-as-path``: a query parameter every call fills from the very value
        that fills a path parameter (``/pages/${slug}?ref=${slug}``) is bound to that
        parameter's input."""
        keys = {param_key(e.value) if isinstance(e.value, ParamV) and e.fixed is None
                else None for e in entries}
        found = draft.path_values.get(next(iter(keys))) if len(keys) == 1 and None not in keys \
            else None
        if found is None:
            return False
        draft.bindings.append(Binding(target=f"query:{name}", input=found))
        draft.evidence.setdefault(f"/bindings/query:{pointer(name)}", []).append(
            inferred(entries[0].where, "query.same-as-path", name))
        return True

    def same_as_path(self, value: ParamV, key: str, draft: InputDraft,
                     where: Where | None) -> bool:
        """Rule ``body.same-as-path``: a body field sent from the very value that fills a path
        parameter (``patch.id`` in ``/posts/${patch.id}`` and in the body ``patch``) is bound
        to that parameter's input, so a caller cannot give two different values."""
        name = draft.path_values.get(param_key(value))
        if name is None:
            return False
        draft.bindings.append(Binding(target=f"body:{key}", input=name))
        draft.evidence.setdefault(f"/bindings/body:{pointer(key)}", []).append(
            inferred(where, "body.same-as-path", key))
        return True

    def whole_object(self, value: Value, target: str, draft: InputDraft, label: str,
                     site: Where, may_be_absent: bool = False, always_sent: bool = True,
                     keyed: bool = True) -> None:
        """The body or query as one input bound whole (``body:``/``query:``), typed as the
        JSON value it proves (rule ``body.json-value``: :func:`~code2skill.json_bodies.
        whole_schema`; an object when ``keyed``, a query or a form-encoded or multipart
        body, proves nothing else); an unknown value that may also be absent (``body ? format(body) :
        null``) is no input, only a review item at the call site; required only when its type
        requires it and every call sends one (``always_sent``)."""
        where = first_where(value) or site
        if isinstance(value, UnknownV) and may_be_absent:
            draft.review.append(("medium", f"the request {label} could not be determined from "
                                 f"source ({value.reason}); it is not an input", where))
            return
        typed = self.value_schema(value, 0)
        schema = whole_schema(typed.schema, label, keyed)
        prop = draft.add(label, schema, [inferred(where, f"{label}.whole-object")])
        draft.bindings.append(Binding(target=f"{target}:", input=prop))
        self.note_sent(draft, prop, f"the request {label}", [value])
        if always_sent and typed_requiredness(value):
            draft.require(prop, [inferred(where, "ts.required-parameter",
                                          getattr(value, "type_text", None))])
        written = unshown_write(value)
        unknown = unknown_item(schema, label, keyed, json_encoded(value))
        if not typed.schema.get("properties") and written is not None:
            draft.review.append(("medium", f"the request {label}'s members are written under "
                                 "keys the source does not show (obj[key] = … in a loop): its "
                                 "fields could not be determined from source", written))
        elif unknown is not None:                     # rule body.json-value
            draft.review.append(("medium", unknown, where))

    def headers(self, calls: list[Observed], draft: InputDraft) -> None:
        """Rules ``header.fixed`` (a literal value is a fixed binding), ``header.idempotency-key``
        (an optional ``idempotency_key`` input to reuse on retries, field case FC-15; a key the
        request's function generates on every call is none, rule ``policy.key-per-attempt``) and
        ``context.runtime-header`` (a value the client reads from its own environment, see
        :func:`runtime_header`: a context reference), ``header.merged-sites`` (a literal some
        of the joined call sites send and others do not is an optional input of that one
        value, never pinned for all) and ``header.param`` (any other value is
        an input, required as call-site values are by rule ``header.always-sent``,
        :mod:`code2skill.header_presence`); credentials are never inputs, nor are headers
        naming the user to act as (rule ``header.acting-identity``,
        :mod:`code2skill.passes.acting_headers`), identity
        and routing headers a proxy sets or values read from a cookie or storage (rule
        ``header.proxy-identity``, :mod:`code2skill.passes.proxy_headers`) or from a store's
        getter or state (rule ``header.store-state``, :mod:`code2skill.passes.state_headers`)."""
        done: set[str] = set()
        sent = headers_by_name(calls)
        host_set: list = []
        acting: list = []                 # headers naming the user to act as
        held: dict[str, str] = {}         # header → the store getter or member filling it
        state = store_state(self.program)
        for call in calls:
            for header in call.headers:
                lower = header.name.lower()
                if lower not in done and all(is_caller_token(c, h) for c, h in sent[lower]):
                    done.add(lower)
                    self.caller_token(header, draft, self.header_sent(sent[lower], calls))
                    continue
                if lower in done:
                    continue
                done.add(lower)
                if lower in ("content-type", "authorization"):
                    if lower == "authorization" and text_of_header(header):
                        written_credential(header, draft)          # rule redact.written-header
                    continue
                self.spend()
                credential = is_credential_position("header", header.name) or \
                    scheme_valued(header.value)           # bytestashauth: `Bearer ${t}`
                if not credential and acting_identity(header.name):
                    acting.append(header)                   # rule header.acting-identity
                    continue
                if not credential and any(host_side(h.name, h.value) for _, h in sent[lower]):
                    host_set.append(header)                 # rule header.proxy-identity
                    continue
                if not credential and (read := next(filter(None, (
                        store_read(h.value, state) for _, h in sent[lower])), None)):
                    host_set.append(header)                 # rule header.store-state
                    held[header.name] = read
                    continue
                target = f"header:{header.name}"
                text = header_text(header.value)
                if lower in IDEMPOTENCY_HEADERS and generated_per_call(header.value):
                    continue            # made per attempt: no input (policy.key-per-attempt)
                if all(generated_per_call(h.value) for _, h in sent[lower]):
                    self.client_generated(target, [(header.value, header.where)], draft)
                    continue
                if lower in IDEMPOTENCY_HEADERS:
                    prop = draft.add("idempotency_key", {
                        "type": "string",
                        "description": "Idempotency key of this operation. Reuse the same value "
                                       "when retrying the same operation; a new value starts a "
                                       "new operation."},
                        [observed(header.where, "header.idempotency-key", header.name)])
                    draft.bindings.append(Binding(target=target, input=prop))
                elif credential and text_of_header(header):
                    written_credential(header, draft)              # rule redact.written-header
                elif credential:
                    draft.review.append(("info", f"header {header.name} carries a credential: "
                                         "the Host injects it, it is never a Tool input",
                                         header.where))
                    draft.credentials.extend(schema_literals(      # rule cache.credential-free
                        self.value_schema(header.value, 0).schema or {}))
                    draft.credentials.extend(held_texts(header.value, self.program))
                elif text is not None and header.optional:
                    prop = draft.add(safe(lower), {                # header.conditional-spread
                        "type": "string", "enum": [text], "description": (
                            f"Value of the {header.name} request header, sent only under a "
                            "condition.")},
                        [observed(header.where, "header.conditional-spread", header.name)])
                    draft.bindings.append(Binding(target=target, input=prop))
                elif text is not None and len(sent[lower]) < len(calls) and \
                        len(site_texts(sent[lower])) == 1:
                    prop = draft.add(safe(lower), {                # header.merged-sites
                        "type": "string", "enum": [text], "description": (
                            f"Value of the {header.name} request header, sent by some of "
                            "the call sites only.")},
                        [observed(h.where, "header.merged-sites", h.name)
                         for _, h in sent[lower]])
                    draft.bindings.append(Binding(target=target, input=prop))
                elif text is None and (runtime := runtime_headers(sent[lower])):
                    draft.refer(target, safe(lower), runtime, header.where,
                                "context.page-global" if {p.kind for p in runtime} ==
                                {"page-global"} else "context.runtime-header")
                elif text is not None and len(texts := site_texts(sent[lower])) > 1:
                    prop = draft.add(safe(lower), {                # header.call-site-values
                        "type": "string", **site_choice(header, texts, draft),
                        "description": (
                            f"Value of the {header.name} request header: the call sites "
                            "send different values.")},
                        [observed(h.where, "header.call-site-values", h.name)
                         for _, h in sent[lower]])
                    draft.bindings.append(Binding(target=target, input=prop))
                    self.require_header(prop, sent[lower], calls, draft)
                elif text is not None:
                    text = credential_literal("header", header.name, text, header.where, draft)
                    draft.bindings.append(Binding(target=target, value=text))
                    draft.evidence.setdefault(f"/bindings/{pointer(target)}", []).extend(
                        [observed(header.where, "header.fixed-when-sent"
                                  if isinstance(header.value, AltV) else "header.fixed")] + (
                            [inferred(header.where, PRECEDENCE_RULE, replaced)]
                            if (replaced := precedence_note(header)) else []))
                elif client_computed(header.value, call.body):   # header.client-computed
                    draft.review.append(("medium", computed_note(header.name), header.where))
                else:
                    schema = dict(self.value_schema(header.value, 0).schema or
                                  {"type": "string"})
                    schema["description"] = f"Value of the {header.name} request header" + (
                        ", sent only under a condition." if header.optional else ".")
                    prop = draft.add(safe(lower), schema, [observed(
                        header.where, "header.conditional-spread" if header.optional
                        else "header.param", header.name)])
                    draft.bindings.append(Binding(target=target, input=prop))
                    self.note_sent(draft, prop, f"header {header.name}",
                                   [h.value for _, h in sent[lower]])
                    self.require_header(prop, sent[lower], calls, draft)
        if host_set:
            draft.review.append(("medium", proxy_note([h.name for h in host_set], held),
                                 host_set[0].where))
        if acting:
            draft.review.append(("medium", acting_note([h.name for h in acting]),
                                 acting[0].where, ACTING_RULE))

    def header_sent(self, sent: list[tuple[Observed, object]], calls: list[Observed]) -> bool:
        """Rule ``header.always-sent`` (:mod:`code2skill.header_presence`): whether every one
        of ``calls`` sends the header (``sent``: :func:`headers_by_name`'s entry) with a
        value not shown possibly absent."""
        self.spend(len(sent))
        return header_required(sent, len(calls), self.program, self.proven_present,
                               self.presence)

    def require_header(self, prop: str, sent: list[tuple[Observed, object]],
                       calls: list[Observed], draft: InputDraft) -> None:
        """Rule ``header.always-sent``: input ``prop`` bound to the header ``sent`` is
        required when :meth:`header_sent` says so, each call's header its evidence."""
        if self.header_sent(sent, calls):
            draft.require(prop, [observed(h.where, HEADER_SENT_RULE, h.name) for _, h in sent])

    @staticmethod
    def caller_token(header, draft: InputDraft, required: bool) -> None:
        """Rule ``auth.caller-token`` (:mod:`code2skill.passes.caller_tokens`): a credential
        header every call fills from its caller is an input holding the whole header value,
        with a ``medium`` review item: a one-time token of an earlier step, never the
        session credential the Host injects; ``required`` when rule ``header.always-sent``
        says every call sends it with a value not shown possibly absent."""
        target = f"header:{header.name}"
        prop = draft.add(safe(header.name.lower()), {"type": "string", "description": (
            f"Value of the {header.name} request header, as the client sends it"
            + (" (`Bearer ` and the token)" if (text_of(header.value) or "").startswith(
                "Bearer") or starts_bearer(header.value) else "")
            + ": a token the caller passes, such as the one-time token an earlier step "
            "returns; not the session credential.")},
            [observed(header.where, "auth.caller-token", header.name)])
        draft.bindings.append(Binding(target=target, input=prop))
        if required:
            draft.require(prop, [observed(header.where, "auth.caller-token", header.name)])
        draft.review.append(("medium", f"header {header.name} carries a token the caller "
                             "passes, not the session credential the Host injects: a "
                             "one-time token an earlier step returns (a login step's "
                             "temporary token) is an input here; check which step issues "
                             "it", header.where))

    # ----------------------------------------------------------------- values
    def value_schema(self, value: Value | None, depth: int,
                     declared: TypedSchema | None = None) -> TypedSchema:
        """The JSON Schema a value proves (``{}`` when it proves nothing). For an object,
        ``declared`` is the schema of the type it stands in (its enclosing literal's declared
        type's member): rule ``ts.declared-literal``, the type's members say which entries are
        optional and type entries whose value proves no type."""
        if value is None or depth > MAX_DEPTH:
            return TypedSchema({})
        self.spend()
        if isinstance(value, StrV):
            return TypedSchema(joined_type(value))          # rule value.plus-type
        if isinstance(value, LitV):
            return TypedSchema(literal_schema_of(value.value))
        if isinstance(value, EnvV):
            return TypedSchema({"type": "string"})
        if isinstance(value, (ParamV, TypedV)) and value.joined:   # rule value.joined-list
            return TypedSchema({"type": "string"})
        if isinstance(value, ParamV):                 # rule value.coded-input
            typed = coded_schema(self.param_schema(value), value.coded)
            return typed if typed.schema else TypedSchema(converted_schema(value))
        if isinstance(value, TypedV):
            return self.noted(self.declared_schema(value.type_text, value.module, value.path))
        if isinstance(value, ObjV):
            declared = self.declared_literal(value) or declared
            members = declared.children if declared is not None else {}
            props, where, optional = {}, {}, set()
            for prop in value.props:
                if prop.key is None:                  # a spread: merge what it proves
                    spread = self.value_schema(prop.value, depth + 1)
                    props.update(spread.schema.get("properties") or {})
                    where.update(spread.members)
                elif isinstance(prop.value, LitV) and prop.value.value is None:
                    props.pop(prop.key, None)         # undefined: JSON.stringify drops it
                    where.pop(prop.key, None)
                else:
                    member = members.get(prop.key)
                    sub = self.value_schema(prop.value, depth + 1, member)
                    props[prop.key] = declared_detail(sub.schema, member.schema if member
                                                      else {})
                    where[prop.key] = prop.where
                    if sub.optional:                  # Login['remember'] of `remember?:`
                        optional.add(prop.key)
                    if member is not None and (member.optional or
                                               prop.key not in declared.required):
                        optional.add(prop.key)        # optional in the declared type
            required = [p.key for p in value.props if p.key in props
                        and p.key not in optional and (
                            p.key in members or self.presence(p.value))]
            schema: dict = {"type": "object", "properties": props}
            if required:
                schema["required"] = required
            return TypedSchema(schema, where, required=required)
        if isinstance(value, ArrV) and not value.items and value.declared is not None:
            typed = self.value_schema(value.declared, depth + 1)    # rule ts.declared-array
            if typed.schema.get("type") == "array":
                return TypedSchema(typed.schema)
        if isinstance(value, ArrV):
            items = merge_schemas([self.value_schema(i, depth + 1).schema for i in value.items])
            return TypedSchema({"type": "array", "items": items} if items else {"type": "array"})
        if isinstance(value, AltV):
            absent = [o for o in value.options if isinstance(o, LitV) and o.value is None]
            subs = [without_excluded(self.value_schema(o, depth + 1), value, index)
                    for index, o in enumerate(value.options)      # value.excluded-by-test
                    if o not in absent]
            merged = merge_schemas([s.schema for s in subs])
            if any(o.null for o in absent):           # rule value.null-sent
                merged = nullable(merged)
            return TypedSchema(merged, optional=bool(absent) or any(s.optional for s in subs))
        if isinstance(value, LibV) and value.lib == "js" and value.path[:1] == ("FormData",):
            return TypedSchema({"type": "object"})
        if isinstance(value, UnknownV) and value.reason.startswith(TEST_REASON):
            return TypedSchema({"type": "boolean"})     # rule value.condition-boolean: !!x
        return TypedSchema(converted_schema(value))     # rule value.converted-type

    def presence(self, value: Value) -> bool | None:
        """Whether the source proves ``value`` present (``True``) or possibly absent
        (``False``); ``None`` when it proves neither. Beyond :func:`typed_requiredness`, rule
        ``ts.required-member-path``: a member read from a typed value (``article.title`` of
        ``article: ArticleMeta``) is present when every member on the way is a non-optional
        member of its declared type; a value typed by an indexed access to an optional member
        (``values`` destructured from ``{values?: Segment}``, typed ``…['values']``) may be
        absent."""
        known = typed_requiredness(value)
        if known and isinstance(value, (ParamV, TypedV)) and not value.path \
                and self.types.shared(value.type_text, value.module).optional:
            return False                  # T['key'] of an optional member (ts.indexed-access)
        if known is not None or not isinstance(value, (ParamV, TypedV)) \
                or not value.path or not value.type_text:
            return known
        if typed_requiredness(replace(value, path=())) is False:
            return False
        typed = self.types.shared(value.type_text, value.module)      # read only
        for prop in value.path:
            child = typed.children.get(prop)
            if child is None:
                return None
            if prop not in typed.required or child.optional:
                return False
            typed = child
        return True

    def unproven_members(self, value: Value, prefix: str, declared: TypedSchema | None,
                         depth: int = 0) -> list[str]:
        """Rule ``body.unproven-member``: the dotted names (``user.email``) of the entries of
        a nested object-literal body field whose presence nothing proves — no type declares
        them and their value is neither a literal nor typed (untyped JavaScript)."""
        if not isinstance(value, ObjV) or depth > MAX_DEPTH:
            return []
        own = self.declared_literal(value) or declared
        members = own.children if own is not None else {}
        names: list[str] = []
        for prop in value.props:
            if prop.key is None or prop.key in members or isinstance(prop.value, LitV):
                continue
            dotted = f"{prefix}.{prop.key}"
            if isinstance(prop.value, ObjV):
                names += self.unproven_members(prop.value, dotted, None, depth + 1)
            elif not isinstance(prop.value, (StrV, ArrV)) and self.presence(prop.value) is None:
                names.append(dotted)
        return names

    def declared_literal(self, value: ObjV) -> TypedSchema | None:
        """The schema of the type an object literal was declared as, when it resolves to an
        object type (else ``None``)."""
        if value.declared is None:
            return None
        typed = self.declared_schema(value.declared.type_text, value.declared.module, ())
        return typed if isinstance(typed.schema.get("properties"), dict) else None

    def param_default(self, value: Value | None) -> object | None:
        """The literal default of the parameter a value is (``page = 1``, ``({page = 1}) => …``
        → 1), or ``None``."""
        default = default_value(self.program, value)
        return None if default is None else fixed_value(default)

    def declared_schema(self, type_text: str | None, module: str | None,
                        path: tuple[str, ...]) -> TypedSchema:
        """The schema of member ``path`` of a value declared as ``type_text`` in ``module``
        (``{}`` when the type or a member on the way is unknown): :meth:`TypeResolver.member`."""
        return self.types.member(type_text, module, path)

    def noted(self, typed: TypedSchema) -> TypedSchema:
        """``typed``, the members typed as functions it and its members' types left out
        (rule ``body.function-member``) noted for the request being described."""
        self._functions.update(left_out(typed))
        return typed

    def param_schema(self, value: ParamV) -> TypedSchema:
        """The schema of a parameter: its declared type, narrowed to the members its callers
        send when every caller passes an object literal (rule ``ts.sent-members``: the type
        says what may be sent, the literals what is); without a type, the callers' literals
        (rule ``body.caller-shape``)."""
        typed = self.noted(self.declared_schema(value.type_text, value.module, value.path))
        if value.path:
            return typed
        if not typed.schema:
            spreads: list[Where | None] = []
            sends = self.caller_sends(value, spreads=spreads)
            if sends is not None and not spreads:     # (with unknown spreads: no shape)
                ends = passed_values(self.program, value).ends
                fixed = all(end.end == PASSED for end in ends)     # (no free caller)
                props = {k: sent_texts(self.sent_schema(items), [x for x, _ in items],
                                       len(items) < len(ends)) if fixed else
                         self.sent_schema(items) for k, items in sends.items()}
                if len(ends) > 1:
                    props = {k: unrequired(p) for k, p in props.items()}
                return TypedSchema({"type": "object", "properties": props},
                                   {k: items[0][1] for k, items in sends.items()})
            if sends is None and self.param_default(value) is None:   # rule value.caller-type
                return TypedSchema(caller_schema(passed_values(self.program, value).ends,
                                                 lambda v: self.value_schema(v, 1).schema))
            return typed
        sent = self.sent_members(value)
        if sent is not None and isinstance(typed.schema.get("properties"), dict):
            typed = select(typed, sent, keep=True)
        if isinstance(typed.schema.get("properties"), dict):
            typed = self.sent_enums(value, typed)
        return without_blanks(typed, self.caller_blanks(value))

    def sent_schema(self, items: list[tuple[Value, Where | None]]) -> dict:
        """Rule ``body.caller-shape`` with ``body.merged-sites`` one level down: the schema of
        one member the callers' object literals send (``items``: the ``(value, where)`` of
        each caller sending it, first caller first): the first caller's, an object gaining
        the members the other callers' object literals send there and it lacks."""
        schema = self.value_schema(items[0][0], 1).schema
        if schema.get("type") != "object":
            return schema
        members = dict(schema.get("properties") or {})
        for member, sub, _ in self.literal_members(items[1:]):
            members.setdefault(member, sub)
        return {**schema, "properties": members}

    def sent_enums(self, value: ParamV, typed: TypedSchema) -> TypedSchema:
        """Rule ``body.caller-shape``: the declared object schema ``typed`` of parameter
        ``value`` with each string member that every way of calling sends only as fixed text
        (:func:`code2skill.sent_alternatives.alternatives`: the callers' objects, followed
        through the parameters they spread) narrowed to the ``enum`` of those texts
        (:func:`~code2skill.written_types.sent_texts`); ``typed`` itself when a way is not
        known (a chain ends in a function nothing here calls: its value is free) or no member
        is so narrowed."""
        ways = sent_alternatives.alternatives(self.program, value, self.member_names)
        props = typed.schema["properties"]
        narrowed = {}
        for key, sub in props.items() if ways else ():
            values = [way[key] for way in ways or () if key in way]
            if values and isinstance(sub, dict):
                narrowed[key] = sent_texts(sub, values, len(values) < len(ways or ()))
        if all(narrowed[key] is props[key] for key in narrowed):
            return typed
        return replace(typed, schema={**typed.schema, "properties": {**props, **narrowed}})

    def member_names(self, value: Value) -> frozenset | None:
        """The member names the declared type of a spread ``value`` lists, as rule
        ``body.typed`` reads a declared body (an interface's property signatures); ``None``
        when it lists none (``{[key: string]: unknown}``, an unresolved or open type) or
        allows more (:mod:`code2skill.sent_alternatives`)."""
        if not isinstance(value, (ParamV, TypedV)) or not value.type_text:
            return None
        schema = self.declared_schema(value.type_text, value.module, value.path).schema
        props = schema.get("properties")
        if not isinstance(props, dict) or not props or schema.get(
                "additionalProperties", False) is not False:
            return None
        return frozenset(props)

    def declares(self, value: ParamV | TypedV) -> bool:
        """Whether ``value``'s declared type (at its member path) has a schema: else the
        schema :meth:`param_schema` gives is its callers' literals' (``body.caller-shape``)."""
        return bool(self.declared_schema(value.type_text, value.module, value.path).schema)

    def callers_show(self, value: Value) -> Shown:
        """The members the callers' object literals send for body parameter ``value``
        (:func:`~.caller_literals.shown_members`); none for a value that is no parameter
        read whole."""
        if not isinstance(value, ParamV) or value.path:
            return Shown({}, frozenset())
        chains = passed_values(self.program, value)
        self.spend(chains.calls)
        return shown_members(chains.ends, self.proven_present)

    def proven_present(self, value: Value) -> bool:
        """Whether the source proves a sent ``value`` present: a literal other than
        ``null``, a string or object or array built in source, a choice of such values (the
        arms of an if assigning ``Number(…)`` in each), else :meth:`presence`."""
        if isinstance(value, LitV):
            return value.value is not None
        if isinstance(value, AltV):
            return bool(value.options) and all(self.proven_present(o) for o in value.options)
        return isinstance(value, (StrV, ObjV, ArrV)) or self.presence(value) is True

    def unshown_value(self, value: ParamV) -> bool:
        """Rule ``body.typed-unshown``: whether no caller in the analysed source shows the
        value of parameter ``value``: a caller passes a parameter of its own, and the chain
        of such callers ends in a function nothing here calls (nor a hook it was handed to):
        a handler a template or framework calls with a value TypeScript does not check (an
        Angular form's ``ngForm.value`` is ``any``). A request function nothing calls is not
        such a chain: its parameter's type is its contract. An NgRx dispatch reaching an
        effect's later operator (rule ``ngrx.effect-action``: the action reshaped, no value
        shown) ends such a chain too. Past the chain walk's hop limit
        (:data:`~code2skill.caller_chains.MAX_HOPS`) the value is taken as shown."""
        chains = passed_values(self.program, value)
        self.spend(chains.calls)
        return any(end.end == UNCALLED and end.chain or end.end == PASSED and reshaped(end.value)
                   for end in chains.ends)

    def caller_blanks(self, value: ParamV) -> dict[str, str]:
        """Rule ``body.caller-null-member`` (:mod:`code2skill.caller_member_writes`): the
        members of parameter ``value`` that its callers write ``null``/``undefined`` on the
        object they pass (``owner.id = null; service.addOwner(owner)``), merged over every
        caller (``{}`` when a caller passes no parameter of its own or blanks nothing)."""
        entry = self.program.functions.get(value.fid)
        callers = self.program.callers.get(value.fid, [])
        if entry is None or not callers:
            return {}
        index = next((i for i, p in enumerate(entry[1].params) if p.name == value.name), None)
        per_caller = []
        for _, _, args, span in callers:
            arg = args[index] if index is not None and index < len(args) else None
            home = self.program.functions.get(arg.fid) if isinstance(arg, ParamV) and \
                not arg.path else None
            per_caller.append(blanked_members(home[1], arg.name, span)
                              if home is not None else {})
        return merge_callers(per_caller)

    def sent_members(self, value: ParamV, depth: int = 0) -> set[str] | None:
        """The keys the callers of ``value``'s function pass for it, when every caller's
        argument proves its keys (:meth:`argument_keys`); else ``None``."""
        entry = self.program.functions.get(value.fid)
        callers = self.program.callers.get(value.fid, [])
        if entry is None or not callers or depth > 3:
            return None
        index = next((i for i, p in enumerate(entry[1].params) if p.name == value.name), None)
        if index is None:
            return None
        keys: set[str] = set()
        self.spend(len(callers))
        for _, _, args, _ in callers:
            found = self.argument_keys(args[index] if index < len(args) else None, depth)
            if found is None:
                return None
            keys |= found
        return keys

    def argument_keys(self, arg: Value | None, depth: int) -> set[str] | None:
        """The keys an argument may carry: an object literal's (without unknown spreads; an
        ``undefined`` entry is dropped), each alternative's, a parameter passed on — what its
        own callers send, else its declared type's members —, a typed value's declared
        members; ``None`` when unproven."""
        if isinstance(arg, ObjV):
            entries = body_entries(arg)           # rule value.conditional-spread
            if any(p.key is None for p in entries):
                return None
            return {p.key for p in entries
                    if not (isinstance(p.value, LitV) and p.value.value is None)}
        if isinstance(arg, AltV):
            keys: set[str] = set()
            for option in arg.options:
                found = self.argument_keys(option, depth)
                if found is None:
                    return None
                keys |= found
            return keys
        if isinstance(arg, ParamV) and not arg.path:
            passed = self.sent_members(arg, depth + 1)
            if passed is not None:
                return passed
        if isinstance(arg, (ParamV, TypedV)) and arg.type_text:
            props = self.declared_schema(arg.type_text, arg.module, arg.path).schema.get(
                "properties")
            return set(props) if isinstance(props, dict) and props else None
        return None

    def absent_member(self, value: Value) -> bool:
        """Rule ``value.absent-config-member``: a member read from an untyped parameter whose
        default is an object literal without it (``(config = { passingError: false }) =>
        request.get(url, config)`` reads ``config.params``) is never sent when no caller passes
        that parameter, or every caller passes an object literal without it: a wrapper's own
        options are not request options. ``False`` whenever a caller's value is not shown."""
        if not isinstance(value, ParamV) or not value.path:
            return False
        entry = self.program.functions.get(value.fid)
        if entry is None:
            return False
        index, param = declared_param(entry[1].params, value.name)
        if param is None or param.type_text or param.default is None:
            return False
        shown = [self.program.defaults[(value.fid, index)]]
        for _, _, args, _ in self.program.callers.get(value.fid, []):
            arg = args[index] if index < len(args) else None
            if arg is not None and not (isinstance(arg, LitV) and arg.value is None):
                shown.append(arg)
        return all(isinstance(v, ObjV) and not any(p.key in (None, value.path[0])
                                                    for p in v.props) for v in shown)

    def caller_forms(self, value: ParamV) -> list[LibV]:
        """Rule ``body.caller-form-data``: the ``FormData`` objects the callers of ``value``'s
        function pass for it (also through a hook or thunk it was handed to), following
        callers that pass their own parameter on (:func:`~code2skill.caller_chains.
        passed_values`), one per place it is built; ``[]`` unless every chain ends in a call
        passing one."""
        chains = passed_values(self.program, value)
        self.spend(chains.calls)
        if not all(end.end == PASSED and is_form_data(end.value) for end in chains.ends):
            return []
        return list({end.value.where: end.value for end in chains.ends}.values())

    def state_typed(self, value: Value | None) -> bool:
        """Whether ``value`` is the typed state a state hook holds (rule
        ``state.initial-type``: ``uri()`` of ``createSignal('')``)."""
        return isinstance(value, TypedV) and value.where in self.program.state_places

    def state_members(self, value: Value) -> dict[str, Where]:
        """Rule ``state.initial-type``: the members of a body parameter that its callers'
        object literals fill from a state hook's typed state (``postFeedback({message})``
        with ``message`` of ``useState('')``), each with the place of that state."""
        if not isinstance(value, ParamV) or value.path or not self.program.state_places:
            return {}
        shape = self.caller_shape(value) or {}
        return {key: sent.where for key, (sent, _) in shape.items() if self.state_typed(sent)}

    def note_sent(self, draft: InputDraft, name: str, slot: str, values: list[Value]) -> None:
        """Rules ``path.encoded-segment``, ``value.encoded-input``, ``value.opaque-transform``
        (:func:`code2skill.sent_transforms.note_sent`) for input ``name`` filled by
        ``values``, a function's own parameter among them standing for what its callers pass
        (``fulfill(id, await encryptWithPublicKey(secret, key))`` of ``fulfill(id, message)``
        sending ``{message}``), when some caller is known."""
        sent: list[Value] = []
        for value in values:
            chains = passed_values(self.program, value) \
                if isinstance(value, ParamV) and not value.coded else None
            if chains is not None:
                self.spend(chains.calls)
            passed = [end.value for end in chains.ends if end.end == PASSED
                      and end.value is not None] if chains is not None else []
            sent.extend(passed or [value])
        note_sent(draft, name, slot, sent)

    def caller_shape(self, value: ParamV, spreads: list[Where | None] | None = None
                     ) -> dict[str, tuple[Value, Where | None]] | None:
        """Keys of the object literals the callers of ``value``'s function pass for it, each
        with the first caller's ``(value, where)`` (:meth:`caller_sends`)."""
        sent = self.caller_sends(value, spreads)
        return {key: items[0] for key, items in sent.items()} if sent else None

    def caller_sends(self, value: ParamV, spreads: list[Where | None] | None = None
                     ) -> dict[str, list[tuple[Value, Where | None]]] | None:
        """For each key of the object literals the callers of ``value``'s function pass for it
        (also through a hook it was handed to, rule ``wrapper.forwarded-function``), the
        ``(value, where)`` of every caller sending it, following callers that pass their own
        parameter on (:func:`~code2skill.caller_chains.passed_values`: the object literal a
        chain ends in); the place of each spread whose members are unknown
        (``Object.assign({}, this.temp)``) is added to ``spreads``. ``None`` when no caller
        passes an object literal."""
        chains = passed_values(self.program, value)
        self.spend(chains.calls)
        sent: dict[str, list[tuple[Value, Where | None]]] = {}
        for end in chains.ends:
            if end.end != PASSED or not isinstance(end.value, ObjV):
                continue
            entries = body_entries(end.value)     # rule value.conditional-spread
            if spreads is not None:
                spreads.extend(prop.where or first_where(prop.value) or end.where
                               for prop in entries if prop.key is None)
            for prop in entries:
                if prop.key and not (isinstance(prop.value, LitV) and prop.value.value is None):
                    sent.setdefault(prop.key, []).append((prop.value, prop.where))
        return sent or None


GRAPHQL_SCALARS = {"ID": {"type": "string"}, "String": {"type": "string"},
                   "Int": {"type": "integer"}, "Float": {"type": "number"},
                   "Boolean": {"type": "boolean"}}


def file_declaration(value: Value, key: str, site: Where | None, program) -> list:
    """Rule ``ts.file-member``: the evidence that form field ``key``'s value is declared file
    bytes: observed at the member's declaration (``artwork?: File`` of the type
    ``collection`` is declared as), else inferred at the field's ``site`` (a member of an
    object type written inline in an alias); empty when no declared type shows it or a
    parameter's own type names ``File``/``Blob``."""
    typed, where = typed_file(value, program)
    if not typed or not value.path and declared_file(value.type_text):
        return []                      # `(file: File)`: the parameter's own type shows it
    return [observed(where, "ts.file-member", key) if where is not None else
            inferred(site, "ts.file-member", f"{key} is declared File/Blob")]


def unresolved_segment(value: Value) -> bool:
    """Rule ``path.unresolved-segment``: a path hole is an input only when a caller's
    argument (or another request's response, a component's props, a value read from the
    page) may fill it; one whose every alternative is deployment configuration the source
    does not show — an environment variable, a member of ``window``, a page global no
    module declares (``OSM.API_VERSION``) — is a review item, never a required input."""
    options = value.options if isinstance(value, AltV) else (value,)
    return all(isinstance(o, EnvV) or isinstance(o, LibV) and o.lib == "global" and o.path
               or isinstance(o, UnknownV) and o.reason.startswith("unresolved:")
               or outside_member(o) for o in options)


def server_written(value: Value) -> bool:
    """Rule ``value.server-template``: whether every alternative of a path hole is a value a
    server template writes into the page (``"/api/posts/{{.Post.Id}}"``)."""
    options = value.options if isinstance(value, AltV) else (value,)
    return all(isinstance(o, UnknownV) and o.reason == SERVER_TEMPLATE for o in options)


OUTSIDE_MEMBER = "path.outside-member"
TEMPLATE_PLACEHOLDER = "value.template-placeholder"
PRESENT_SPREAD_RULE = "body.present-spread"
MERGED_SITES_RULE = "body.merged-sites"


def outside_member(value: Value) -> bool:
    """Rule ``path.outside-member``: whether a path hole is a member of a module imported by
    a relative path from outside the folder the tool reads (``${EventTypes.
    EVALUATION_FINISHED}`` with ``EventTypes`` from ``'../../shared/event-types'``): an enum
    member or constant the client always sends, whose value the tool cannot read — no input
    for the Agent to choose (rule ``path.unresolved-segment`` then reviews it)."""
    options = value.options if isinstance(value, AltV) else (value,)
    return all(isinstance(o, LibV) and o.lib.startswith((".", "/")) and bool(o.path)
               for o in options)


def callback_state_evidence(value: Value, program) -> list:
    """Rule ``value.callback-state``: the evidence that path value ``value`` reads a variable
    a callback sets at run time (``activeProject = project`` in a response handler), cited
    where it is set; ``[]`` for any other value."""
    found = program.callback_states.get((value.fid, value.name)) \
        if isinstance(value, ParamV) else None
    if found is None:
        return []
    name, where = found
    return [inferred(where, "value.callback-state",
                     f"{name}, set at run time by a callback: the Agent supplies it")]


def segment_source(value: Value) -> str:
    """Words for where an unresolved path segment comes from (``the page global
    OSM.API_VERSION``, ``environment variable TENANT``)."""
    options = value.options if isinstance(value, AltV) else (value,)
    words = []
    for option in options:
        if isinstance(option, LibV) and option.lib == "global":
            words.append("the page global window." + ".".join(option.path))
        elif outside_member(option):
            words.append(f"the member {'.'.join(option.path)} of '{option.lib}', a module "
                         "outside the folder read (an enum member or constant whose value the "
                         "tool does not see)")
        elif isinstance(option, UnknownV) and option.reason.startswith("unresolved:"):
            words.append("the page global " + option.reason.split(":", 1)[1])
        else:
            words.append(describe_value(option))
    return " or ".join(dict.fromkeys(words))


def unknown_spread(value: Value) -> bool:
    """Whether an object value spreads (``...x``, ``Object.assign({}, x)``) a value whose
    members no object or type shows."""
    return isinstance(value, ObjV) and any(
        p.key is None and not isinstance(p.value, (ObjV, TypedV, ParamV)) for p in value.props)


def one_value(value: Value) -> bool:
    """Rule ``path.same-value``: whether two equal path values are one value at run time: a
    parameter, a member read (``params.crate_id``), a typed or configured value; never a value
    the source leaves unknown (two unknowns compare equal without being one) nor a library
    call's result (``Date.now()``, ``uuid()`` may differ at each call)."""
    if isinstance(value, UnknownV):
        return False
    return not (isinstance(value, LibV) and value.path and value.path[-1] == "()")


def bound_input(draft: InputDraft, param: str) -> str | None:
    """The input bound to the path parameter ``param`` in ``draft``, else ``None``."""
    return next((b.input for b in draft.bindings
                 if b.target == f"path:{param}" and b.input is not None), None)


def param_key(value: ParamV) -> tuple:
    """The identity of a parameter's member path (``patch.id`` of one function)."""
    return value.fid, value.name, value.path


def graphql_schema(type_text: str) -> dict:
    """JSON Schema of a GraphQL variable type (``[ID!]!`` → array of strings; an input object
    or custom scalar → an object or any value, not guessed)."""
    text = type_text.strip().rstrip("!")
    if text.startswith("[") and text.endswith("]"):
        return {"type": "array", "items": graphql_schema(text[1:-1])}
    if text in GRAPHQL_SCALARS:
        return dict(GRAPHQL_SCALARS[text])
    return {"type": "object"} if text.endswith("Input") else {}


def expression_name(expr) -> str:
    """The source name of an expression (``values``, ``this.form``), or ``an object``."""
    names: list[str] = []
    while isinstance(expr, Member):
        names.append(expr.prop)
        expr = expr.obj
    return ".".join([expr.name] + names[::-1]) if isinstance(expr, Ref) else "an object"


def starts_bearer(value: Value | None) -> bool:
    """Whether a string value starts with the fixed text ``Bearer``."""
    return isinstance(value, StrV) and bool(value.parts) and isinstance(
        value.parts[0], Text) and value.parts[0].text.startswith("Bearer")


def spread_name(value: Value) -> str | None:
    """The name a spread value is read by, for evidence notes: the members read from a
    parameter or typed value, dotted (``values`` of ``({values}) => …``), else the
    parameter's own name (``None`` for any other value)."""
    path = getattr(value, "path", ())
    return ".".join(path) if path else getattr(value, "name", None)


def spreads_type(body: ObjV, kinds: set[tuple]) -> bool:
    """Whether the object literal ``body`` spreads a value of one of the declared types
    ``kinds`` (``(type text, module)``: ``{...settings, contrast: true}`` of ``settings:
    Settings``)."""
    return any(prop.key is None and isinstance(prop.value, (ParamV, TypedV)) and
               (prop.value.type_text, prop.value.module) in kinds for prop in body_entries(body))


def type_label(value: Value) -> str:
    """The declared type's text of a typed value, for messages (``Owner``)."""
    return getattr(value, "type_text", None) or "of the value"


def sends_every_key(call: Observed) -> bool:
    """Rule ``body.form-always-sent``: whether a form-encoded body sends each of its keys
    whatever the value: one a ``URLSearchParams`` made (``undefined`` is sent as text; an
    entry a wrapper appends only under a condition is optional already), jQuery's ``data``
    (``$.param`` sends ``null``/``undefined`` as an empty value) or a string of ``name=value``
    pairs (rule ``body.form-string-fields``: the text names every key)."""
    return call.body_encoding == "form" and (call.lib == "jquery" or call.form_where is not None
                                             or call.form_string_where is not None)


def typed_requiredness(value: Value) -> bool | None:
    """``True``/``False`` when the source proves a value present or optional: an object
    literal, a number a conversion makes (``Number(x)``, rule ``value.converted-type``), a
    string or list a method makes (``x.split(',')``, rule ``value.builtin-result``) or a
    comparison's boolean (``a === b``, ``!!x``) is present; a parameter by its TypeScript type;
    else ``None``."""
    if isinstance(value, ObjV) or numeric_unknown(value) or made_present(value) or \
            isinstance(value, UnknownV) and value.reason.startswith(TEST_REASON):
        return True
    if isinstance(value, (ParamV, TypedV)) and value.type_text and not value.path:
        text = value.type_text.replace(" ", "")
        return not ("|undefined" in text or "undefined|" in text)
    return None


def held_credential(name: str, entry, fid: str | None, program) -> bool:
    """Rule ``query.held-credential``: whether query parameter ``name`` of call ``entry``
    (a ``QueryParam`` of a request made in function ``fid``) is filled from a credential the
    client holds rather than from its caller: a value interpolated into the URL (no fixed
    text) that reads no parameter of ``fid`` (a caller would pass it), where the parameter's
    name or the value's own name is a credential's (``?t=${this.$config.downloadToken}``,
    ``?access_token=${store.token}``). A value that reads a parameter only as one choice beside
    a credential the client holds (``optionalToken || Utils.getReadToken()``) is held too: the
    client fills it itself, so an Agent never has to pass a credential. Rule
    ``query.bare-key``: a bare ``key`` (:func:`code2skill.redact.is_bare_key`), as the
    parameter's name or the value's (``?key=${item().key}``, a settings row's key), is no
    such evidence: only a credential's name on the other side (``?key=${apiKey}``) is.
    Rule ``query.credential-record-id``: a stored token's or key's identifier (``tokenId``,
    ``?tokenId=${tokenId}`` of an admin page deleting a token) is no such evidence either.
    Rule ``query.passed-credential`` (:mod:`code2skill.passes.passed_credentials`): a
    parameter every call up the chain fills with a value the page reads itself is held too.
    Rule ``credential.weak-name`` (:mod:`code2skill.passes.weak_credentials`): when both names
    are a credential's only by a weak word (``session_key``), the value, or every value
    entering the chain, must be a cookie or storage read. Rule ``context.address-value``: a
    value the page reads from its own address (``router.query.token`` of a page opened from
    an e-mail's link) is no credential the client holds: the Agent must be given it. Rule
    ``query.typed-credential``: nor is a form field's value (rule ``value.form-field``:
    ``$('#pushover_apikey').val()``; rule ``value.model-field``: a ``v-model`` field, an
    element's ``.value``, a React state an input's change handler sets), what the user types
    into a settings form to be saved or tested: the caller gives it."""
    if entry.fixed is not None or entry.value is None or is_field(entry.value) or \
            typed_state(entry.value, program.typed_states):
        return False
    if not (credential_name("query", name) or credential_name("field", entry.source)):
        return False
    if route_reference([entry.value]) is not None:      # rule context.address-value
        return False
    if not (strong_name("query", name) or strong_name("field", entry.source)):
        return reads_store(entry.value) or \
            passed_sources(entry.value, program, reads_store) is not None
    return not reads_parameter(entry.value, fid) or held_choice(entry.value, fid) or \
        passed_sources(entry.value, program) is not None


# Words naming a one-time value a link carries in its query string (``?code=``, ``?key=``),
# beside every credential's name (:func:`code2skill.redact.is_credential_position`).
ADDRESS_TOKEN_WORDS = frozenset({"token", "code", "key", "secret", "otp", "nonce", "hash",
                                 "signature", "sig"})


def address_token(name: str, query: bool) -> bool:
    """Rule ``context.address-value``: whether a value named ``name`` that the page reads from
    its address (``query``: from its query string, else from its path) is a one-time token
    an earlier step issues: a credential's name, or for a query-string value a name whose
    last word is a token's, a code's or a key's (``code``, ``key``, ``invite_token``)."""
    if credential_name("query", name):
        return True
    words = words_of(name)
    return query and bool(words) and words[-1] in ADDRESS_TOKEN_WORDS


def address_token_review(name: str, expression: str) -> str:
    """Rule ``context.address-value``: the ``medium`` review message of input ``name``, named
    like a credential, that the page reads from its own address (``expression``:
    ``useRouter().query.token``)."""
    return (f"input {name} is a one-time token from the page's address ({expression}): an "
            "earlier step (an e-mail, an invitation or a shared link) issues it, so the Agent "
            "must be given it; it is no credential the Host holds and says nothing of how the "
            "app authenticates")


def passed_places(entry, fid: str | None, program) -> tuple[Where, ...]:
    """Rule ``query.passed-credential``: the calls where the held value of query ``entry``
    (of a request made in ``fid``) starts, when its callers hand it down; ``()`` when it is
    read in that function (no parameter of it, or one beside a held choice)."""
    if not reads_parameter(entry.value, fid) or held_choice(entry.value, fid):
        return ()
    return passed_sources(entry.value, program) or ()


def joined_from(entries: list, name: str) -> list[Evidence]:
    """Rule ``query.entries-join``: the evidence of the joins of an object's members that made
    query parameter ``name`` of ``entries`` (``QueryParam.via``), once per place."""
    places = dict.fromkeys(e.via for e in entries if e.via is not None)
    return [inferred(where, rule, name) for rule, where in places]


MAX_PASSED_PLACES = 8       # calls cited where a credential handed down starts


def credential_name(kind: str, name: str | None) -> bool:
    """Whether ``name`` is a credential's at ``kind``, more than a bare ``key`` and no stored
    token's or key's identifier (rule ``query.credential-record-id``: ``tokenId``)."""
    return bool(name) and is_credential_position(kind, name) and not is_bare_key(name) \
        and not is_credential_record_id(name)


KIND_NOUNS = {"query": "query parameter", "body": "body field", "multipart": "form field",
              "header": "header"}


def is_placeholder(text: object) -> bool:
    """Whether ``text`` is a redaction placeholder (``<redacted:credential>``)."""
    return isinstance(text, str) and text.startswith("<redacted:")


def withheld_literals(entries: list) -> bool:
    """Rule ``query.withheld-literals``: whether the query entries send literals the facts
    withhold as possible credentials (one placeholder) from more than one place: their texts
    cannot be compared, so one value is never pinned for all the sites."""
    places = {e.where for e in entries if is_placeholder(e.fixed)}
    return len(places) > 1


def text_of_header(header) -> str | None:
    """The fixed text a credential header always sends when it can be a secret (``'Bearer
    eyJ…'``, ``'AQwErTy…'``: :data:`MIN_SECRET` characters or more after a scheme word),
    else ``None``; a CSRF header's fixed value (``'X-API-CSRF': 'x'``) is a marker the
    backend checks for, no secret."""
    text = header_text(header.value)
    lower = header.name.lower()
    if not text or "csrf" in lower or "xsrf" in lower:
        return None
    words = text.split()
    return text if words and len(words[-1]) >= MIN_SECRET else None


MIN_SECRET = 8      # characters of the shortest written value taken for a secret


def schema_literals(schema: dict) -> list[object]:
    """The literals a value's JSON Schema fixes (its ``const`` and ``enum`` members, also
    those of its ``anyOf``/``oneOf`` arms): a credential header's value the Host replaces is
    never shown, yet a literal it may take (a list item mapped to the header, a member of a
    string-literal union type) is a credential written in source, kept out of the fact cache
    (rule ``cache.credential-free``)."""
    arms = [schema, *schema.get("anyOf", []), *schema.get("oneOf", [])]
    return [v for arm in arms if isinstance(arm, dict)
            for v in ([arm["const"]] if "const" in arm else []) + list(arm.get("enum", []))]


def written_credential(header, draft: InputDraft) -> None:
    """Rule ``redact.written-header``: a credential header whose whole value is written in
    source (``Authorization: 'Bearer eyJ…'``, ``'X-Api-Key': 'AQw…'``) is a ``high`` review
    item, as a credential written as a query value is: the key ships with the client and
    must be rotated; the Host injects the credential, never a Tool input (its value is never
    quoted: extraction redacts it, and a value extraction could not place, a list item
    mapped to the header, is kept out of the fact cache: rule ``cache.credential-free``)."""
    draft.credentials.append(text_of_header(header))
    draft.review.append(("high", f"a credential is written in source as the value of header "
                         f"{header.name}: it ships with the client and should be rotated; the "
                         "Host injects the credential, it is never a Tool input",
                         header.where))


def written_path_credential(call: Observed, draft: InputDraft) -> None:
    """Rules ``redact.sign-in-segment`` and ``redact.credential-position`` in a path: a path
    template holding a credential extraction redacted (`` `/api/login/${'hunter2'}` ``,
    `` `/auth/token/${API_SECRET}` ``) is a ``high`` review item: it ships with the client and
    should be rotated, and the Tool calls a path the contract cannot spell."""
    if CREDENTIAL not in call.path_template:
        return
    draft.review.append(("high", f"a credential is written in source in the path of "
                         f"{call.method} {call.path_template}: it ships with the client and "
                         "should be rotated; the Host cannot replay the redacted segment",
                         call.sites[-1].where if call.sites else None))


def sign_in_step(path: str | None) -> bool:
    """Whether a path template names a sign-in or verification step
    (:data:`SIGN_IN_PATH_WORDS` among its segments' words; ``sign-in`` is one word)."""
    words = {w.lower().replace("-", "").replace("_", "")
             for w in re.split(r"[/{}.]+", path or "") if w}
    return not words.isdisjoint(SIGN_IN_PATH_WORDS)


def credential_literal(kind: str, name: str, fixed: object, where: Where | None,
                       draft: InputDraft) -> object:
    """Rule ``redact.credential-position``: a literal sent as ``kind`` field ``name`` whose
    name is a credential's, or whose shape is one (extraction redacted it to
    ``<redacted:KIND>``), or a header's opaque token (rule ``header.opaque-value``:
    ``X-Access: 'v9sB5kqz'``), or a ``code`` sent to a sign-in or verification step (rule
    ``redact.sign-in-code``: an OTP login's or an authorization-code grant's), is written
    ``<redacted:…>`` and flagged ``high`` in review; any other literal is returned
    unchanged."""
    redacted = redact_credential(fixed) if (withheld_position(kind, name, draft) or (
        kind == "header" and isinstance(fixed, str) and opaque_header_value(fixed))) \
        and not is_selector_literal(name, fixed) else fixed
    if redacted != fixed:
        draft.credentials.append(fixed)
    if isinstance(redacted, str) and "<redacted:" in redacted:
        draft.review.append(("high", f"a credential is written in source as the value of "
                             f"{KIND_NOUNS[kind]} {name}", where))
    return redacted


def withheld_position(kind: str, name: str, draft: InputDraft) -> bool:
    """Whether a literal sent as ``kind`` field ``name`` of ``draft``'s request is a
    credential by its position: the name is a credential's (rule
    ``redact.credential-position``), or it is the ``code`` of a sign-in or verification step
    (rule ``redact.sign-in-code``)."""
    return is_credential_position(kind, name) or (
        kind != "header" and draft.sign_in_step and name.lower() == "code")


def forget_member_credential_literals(draft: InputDraft) -> None:
    """Rule ``redact.credential-position`` below the top level: a member of an object input,
    at any depth, whose name is a credential's (``creds.password``, ``deep.x.secret``: a
    declared type's literal ``'…'`` member) keeps its type but no literal (``examples``,
    ``default``, ``enum``, ``const``), as a top-level input does
    (:func:`forget_credential_examples`); the literals go to ``draft.credentials``."""
    for top, schema in list(draft.properties.items()):
        if isinstance(schema, dict) and _holds_member_credential(schema):
            draft.properties[top] = copy.deepcopy(schema)                    # may be shared
            _forget_member_literals(draft.properties[top], draft)


def _members(schema: dict) -> list[tuple[str, dict]]:
    """The named member schemas of an object schema, and of its array items."""
    found = [(k, v) for k, v in (schema.get("properties") or {}).items() if isinstance(v, dict)]
    items = schema.get("items")
    return found + (_members(items) if isinstance(items, dict) else [])


def _holds_member_credential(schema: dict, depth: int = 0) -> bool:
    return depth < 32 and any(
        is_credential_position("body", name) or _holds_member_credential(member, depth + 1)
        for name, member in _members(schema))


def _forget_member_literals(schema: dict, draft: InputDraft, depth: int = 0) -> None:
    for name, member in _members(schema) if depth < 32 else []:
        if is_credential_position("body", name):
            for keyword in ("examples", "default", "enum", "const"):
                shown = member.get(keyword)
                values = shown if isinstance(shown, list) else [shown]
                if shown is not None and not all(is_selector_literal(name, v) for v in values):
                    member.pop(keyword)
                    draft.credentials.extend(values)
        _forget_member_literals(member, draft, depth + 1)


def forget_credential_examples(draft: InputDraft) -> None:
    """Rule ``redact.credential-position`` for inputs: an input bound to a credential position
    (or to a sign-in step's ``code``, :func:`withheld_position`) keeps its type and description but no literal the source shows for it (``examples``,
    ``default``, ``enum``, ``const``): those would be credentials written in source (they are
    kept in ``draft.credentials``), unless every one is a selector under ``key``
    (``redact.selector-key``: ``enum: ['estimate', 'invoice']``)."""
    for binding in draft.bindings:
        kind, _, name = binding.target.partition(":")
        if binding.input is None or not withheld_position(kind, name, draft):
            continue
        top, *steps = binding.input.split(".")
        if top not in draft.properties:
            continue
        schema = draft.properties[top] = copy.deepcopy(draft.properties[top])   # may be shared
        for step in steps:
            schema = (schema or {}).get("properties", {}).get(step)
        for keyword in ("examples", "default", "enum", "const"):
            shown = (schema or {}).get(keyword)
            values = shown if isinstance(shown, list) else [shown]
            if shown is None or all(is_selector_literal(name, v) for v in values):
                continue                              # rule redact.selector-key
            (schema or {}).pop(keyword)
            draft.credentials.extend(values)


def fixed_value(value: Value) -> object | None:
    """The literal a body value always has, or ``None``."""
    text = text_of(value)
    if text is not None and isinstance(value, StrV) and all(
            isinstance(p, Text) for p in value.parts):
        return text
    if isinstance(value, LitV) and value.value is not None:
        return value.value
    return None


def sent_absence(value: LitV, form: bool) -> str | None:
    """Rule ``body.fixed-null``: what a body member that is the literal ``null`` or
    ``undefined`` on every path sends: JSON sends ``null`` (``{name, parent: null}``), a fixed
    ``null`` and never an input an Agent could only fill with ``null``; a form-encoded body
    (``new URLSearchParams({q, cursor: null})``) the text ``'null'`` or ``'undefined'``. (A JSON
    ``undefined`` member is not sent at all.)"""
    return ("null" if value.null else "undefined") if form else None


def constant_array(value: Value | None) -> list | None:
    """The items of an array literal every item of which is a literal (:func:`fixed_value`:
    ``['tasks']`` → ``["tasks"]``, ``[1, 2]``), else ``None`` (an item computed or spread)."""
    if not isinstance(value, ArrV):
        return None
    items = [fixed_value(item) for item in value.items]
    return None if None in items else items


def shown_literal(value: object) -> str:
    """``value`` as a review message quotes it: its ``repr``, or for personal data (rule
    ``redact.personal-data``) only its kind (``an e-mail address``)."""
    kind = personal_kind(value)
    return f"<{NOUNS[kind]}>" if kind is not None else repr(value)


def mixed_literal_review(field_: str, literals: list, where: Where | None, draft: InputDraft
                         ) -> tuple[str, str, Where | None]:
    """Rule ``schema.mixed-literal``: the review item of a field that is a literal at some
    call sites and computed at others, so it is a free input; ``medium`` when a literal
    names an action (the value may select another operation), or, saying so, when the
    field is named like an operation selector (``query parameter endpoint``:
    :func:`~.discriminator.selector_name`), else ``low``. A literal of a field named like a
    credential (``body field password``), or a sign-in step's ``code`` (of ``draft``'s
    request, :func:`withheld_position`), is quoted redacted (rule
    ``redact.credential-position``): a demo account's password is never copied out."""
    name = field_.rsplit(" ", 1)[-1]
    kind = "query" if field_.startswith("query") else "body"
    if withheld_position(kind, name, draft):
        literals = [redact_credential(v) for v in literals]
    shown = ", ".join(shown_literal(v) for v in literals)
    if selector_name("field:" + name):
        return ("medium", f"{field_} chooses the operation of this endpoint (the literal "
                f"{shown} at some call sites, computed at others): the call sites may be "
                "different operations, reads and commands, merged into one Tool; split them "
                "by its values before offering it", where)
    severity = "medium" if any(action_words(v) for v in literals) else "low"
    return (severity, f"{field_} is the literal {shown} at some call sites and computed at "
            "others: it is a free input; whether other values select other operations is "
            "unproven", where)


def json_type(value: object) -> str:
    """The JSON Schema type of a literal."""
    return literal_schema_of(value)["type"]


def typed_literal(text: str) -> object:
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if text in ("true", "false"):
        return text == "true"
    return text


def declared_detail(proved: dict, declared: dict) -> dict:
    """Rule ``ts.declared-literal``: the schema of an object literal's entry, ``proved`` by its
    value, or the declared member's when the value proves nothing or only the type the
    declaration details (``categories: []`` of ``categories: OrderItem[]``: an array, of
    ``OrderItem`` items)."""
    if not proved:
        return declared
    if set(proved) == {"type"} and declared.get("type") == proved["type"]:
        return declared
    return proved


def empty_json_object(call: Observed) -> bool:
    """Rule ``body.empty-object``: a JSON body that is an object literal without members
    (``{}``, a Connect request message without fields) is sent as the fixed body ``{}``, a
    ``body:`` binding of value ``{}``: a request with ``bodyEncoding`` ``json`` and no
    binding would be sent with no body at all, which a server expecting a JSON object
    refuses; a ``GET`` or ``HEAD`` sends no body whatever it is given."""
    return isinstance(call.body, ObjV) and not call.body.props and \
        call.body_encoding == "json" and call.method not in ("GET", "HEAD")


def raw_body(call: Observed) -> bool:
    """Whether ``call`` may send its body as it is (rule ``body.file-content``): no object
    or array literal, no form or multipart encoding, and a JSON one only guessed for a text
    or a value the source does not show."""
    body = call.body
    if isinstance(body, (ObjV, ArrV)) or call.body_encoding in ("form", "multipart"):
        return False
    return call.body_encoding != "json" or isinstance(body, (UnknownV, StrV)) or \
        isinstance(body, (ParamV, TypedV)) and (body.type_text or "").strip() == "string"


def object_options(call: Observed) -> list[Observed]:
    """Rule ``body.alternative-objects``: a call whose body is one of several object
    literals (``body = req ? {mode: req.mode} : {mode: 'all'}``) as one call per object, so
    that each object's fields join the union of :meth:`SchemaBuilder.object_bodies`; any
    other call as itself."""
    options = alternative_objects(call.body)
    if options is None:
        return [call]
    return [replace(call, body=option) for option in options]


def alternative_objects(value: Value | None) -> list[ObjV] | None:
    """The object literals an alternative (nested alternatives flattened) is one of, or
    ``None`` when it is no alternative or an option is something else."""
    if not isinstance(value, AltV):
        return None
    found: list[ObjV] = []
    for option in value.options:
        inner = [option] if isinstance(option, ObjV) else alternative_objects(option)
        if inner is None:
            return None
        found.extend(inner)
    return found


def literal_body_default(key: str, sent: list, literal: object, draft: InputDraft) -> None:
    """Rule ``body.literal-default``: the body field ``key``, the one ``literal`` at some of
    the ``sent`` ``(body, prop)`` pairs and computed at others, is optional (the caller of
    :meth:`SchemaBuilder.union_field` says so); when the literal's JSON type agrees with the
    input's schema, it is the input's ``default``."""
    found = draft.bound(f"body:{key}")
    name = found.input if found is not None else None
    if name is None:
        return
    schema = draft.properties[name]
    if fits(schema, literal):
        schema["default"] = literal
    draft.evidence[f"/inputSchema/properties/{pointer(name)}"].extend(
        inferred(prop.where, "body.literal-default", f"{key} needs no input here")
        for _, prop in sent if fixed_value(prop.value) is not None)


def shareable(kind: str, name: str, literal: object) -> bool:
    """Whether a literal may become an input's ``default`` (rules ``query.literal-default``,
    ``body.literal-default``): not at a credential position, not personal data, not shaped
    like a secret."""
    return not is_credential_position(kind, name) and personal_kind(literal) is None and \
        looks_secret(str(literal)) is None


def branch_literals(sent: list[tuple[Where | None, bool]]) -> bool:
    """Rules ``query.literal-default`` and ``body.literal-default``: whether a value ``sent``
    as ``(call site, literal?)`` is a literal on one path of a call site and an input on
    another path of the same site (``if (req) … else params = 'max_time=0'``): some literal
    and some input, and each site sending the literal also sends an input. Literals of other
    call sites (an "add viewer" button beside a role picker) are other operations merged into
    the Tool: they make no default."""
    literal = {site for site, fixed in sent if fixed}
    free = {site for site, fixed in sent if not fixed}
    return bool(literal) and bool(free) and literal <= free


def literal_paths(entries: list) -> list[Evidence]:
    """Rule ``query.literal-default``: the evidence of each call path sending a query
    parameter as a literal while another path of its call site fills it from an input."""
    return [inferred(e.where, "query.literal-default", f"{e.name}={e.fixed} needs no input")
            for e in entries if e.fixed is not None and not is_placeholder(e.fixed)]


def literal_default(schema: dict, literals: list[str]) -> object | None:
    """Rule ``query.literal-default``: the default of a query parameter one path of a call
    site sends as a literal and another fills from an input: the one literal (typed as
    :func:`typed_literal` reads it, or kept as text where the parameter's schema is a
    string), else ``None`` (no literal, several, or one not of the schema's type)."""
    if len(literals) != 1:
        return None
    value = literals[0] if schema.get("type") == "string" else typed_literal(literals[0])
    return value if fits(schema, value) else None


def fits(schema: dict, value: object) -> bool:
    """Whether the literal ``value`` is of the ``type`` of ``schema`` (any, when it has
    none; an integer is a number)."""
    kind = json_type(value)
    return schema.get("type") in (None, kind) or (schema["type"], kind) == ("number", "integer")


def literal_schema(text: str) -> dict:
    value = typed_literal(text)
    return literal_schema_of(value)


def literal_schema_of(value: object) -> dict:
    if isinstance(value, bool):
        return {"type": "boolean"}
    if isinstance(value, int):
        return {"type": "integer"}
    if isinstance(value, float):
        return {"type": "number"}
    if value is None:
        return {"type": "null"}
    return {"type": "string"}


def nullable(schema: dict) -> dict:
    """Rule ``value.null-sent``: ``schema`` accepting ``null`` too, for a value that is
    ``null`` on some paths (``v ? Number(v) : null``, ``weight ?? null``): JSON sends
    ``null`` (it clears a field), where ``undefined`` is absent. A ``type`` gains
    ``"null"`` (``{"type": "number"}`` → ``{"type": ["number", "null"]}``), an ``enum``
    gains ``None``; a schema claiming no type already accepts it."""
    out = dict(schema)
    kind = out.get("type")
    if isinstance(kind, str) and kind != "null":
        out["type"] = [kind, "null"]
    elif isinstance(kind, list) and "null" not in kind:
        out["type"] = [*kind, "null"]
    if isinstance(out.get("enum"), list) and None not in out["enum"]:
        out["enum"] = [*out["enum"], None]
    return out


def merge_schemas(schemas: list[dict]) -> dict:
    """One schema for several observations: equal ones collapse, integer ⊂ number, otherwise
    nothing is claimed (``{}``)."""
    if not schemas or any(not s for s in schemas):
        return {}                                     # one unknown observation proves nothing
    distinct: list[dict] = []
    for s in schemas:
        if s not in distinct:
            distinct.append(s)
    if len(distinct) == 1:
        return dict(distinct[0])
    kinds = {s.get("type") if isinstance(s.get("type"), str) else None for s in distinct}
    if kinds <= {"integer", "number"}:
        return {"type": "number"}
    if len(kinds) == 1 and None not in kinds:            # same type, different details
        return {"type": kinds.pop()}
    return {}


def describe(schema: dict, key: str, noun: str) -> dict:
    """``schema`` with a semantic description (nested properties described too)."""
    out = dict(schema)
    if out.get("type") == "object" and isinstance(out.get("properties"), dict):
        out["properties"] = {k: describe(v, k, singular(key)) for k, v in
                             out["properties"].items()}
        out.setdefault("description", f"The {humanize(key)} to send.")
    elif singular(humanize(key)) == noun:                 # /emails/lookup: email
        out.setdefault("description", f"The {noun}.")
    else:
        out.setdefault("description", f"{humanize(key).capitalize()} of the {noun}.")
    return out


def humanize(name: str) -> str:
    """The words of the program's name ``name`` for a description (``movieId`` → ``movie
    id``); a secret-shaped name gives its marker's words (``redacted aws key``, rule
    ``redact.derived-name``)."""
    spoken = spoken_name(name)
    return " ".join(words(spoken)) or spoken


def safe(name: str) -> str:
    """The input name of the program's name ``name``: characters other than letters, digits
    and ``_`` become ``_`` (``X-Request-Id`` → ``X_Request_Id``); ``value`` when none is
    left. A secret-shaped name is its redaction marker as written (rule
    ``redact.derived-name``): ``xoxb_…`` would hide a Slack token from redaction."""
    spoken = spoken_name(name)
    if spoken != name:
        return spoken
    cleaned = re.sub(r"[^A-Za-z0-9_]", "_", name).strip("_")
    return cleaned or "value"


def param_said(param, owner: str) -> str:
    """``Id of the upload``: the words of path parameter ``param`` as a member of what it is
    read from when it is named after it or follows a segment a condition chose (rule
    ``path.receiver-name``: ``upload.id`` is the upload's id, whatever word the condition
    wrote before it), else of ``owner``, the resource the path names there."""
    if not param.owned:
        return f"{humanize(param.name).capitalize()} of the {owner}"
    member = param.name.removeprefix(f"{param.receiver}_")
    return f"{humanize(member).capitalize()} of the {humanize(param.receiver)}"


def param_owners(path: str) -> dict[str, str]:
    """``{param: the resource it identifies}``: the singular of the static segment before it
    (``/books/{isbn}/reviews`` → ``{'isbn': 'book'}``)."""
    owners: dict[str, str] = {}
    previous = None
    for segment in path.split("?")[0].split("/"):
        if segment.startswith("{") and segment.endswith("}"):
            if previous:
                owners[segment[1:-1]] = previous
        elif segment:
            parts = words(segment.rsplit(".", 1)[0])
            previous = singular(parts[-1]) if parts else previous
    return owners


def resource_noun(path: str) -> str:
    """The resource a path acts on, singular: its last static word (``/books/{isbn}/reviews``
    → ``review``), the resource of an RPC action (``/documents.info`` → ``document``,
    ``/clients:batchDelete`` → ``client``) or the segment before an action segment
    (``/attachments/presign`` → ``attachment``); ``resource`` when the path names none."""
    rpc = rpc_parts(path)
    if rpc is not None:
        return singular(rpc[0][-1])
    segments = static_segments(path)
    last = words(segments[-1][0]) if segments else []
    if len(segments) > 1 and len(last) == 1 and last[0] in PATH_VERBS | SEGMENT_CRUD:
        last = words(segments[-2][0])
    return singular(last[-1]) if last else "resource"


def chain_of(call: Observed) -> tuple:
    """The places of ``call``'s call chain (its sites, outermost first): the identity of one
    request written in the source, whichever URL alternative it sends."""
    return tuple(site.where for site in call.sites)


def generated_body_review(key: str, value: Value) -> str:
    """The review message of body field ``key`` whose ``value`` the client makes at each call
    (rule ``value.client-generated``): no Tool input gives it and the request's behaviour
    depends on it (an id, a timestamp the server stores), so the capability is reviewed."""
    made = value.reason.removeprefix(GENERATED)
    return (f"body field {key} is made by the client at each call ({made}): no Tool input "
            "gives it and an exported Tool cannot make it; the Host or the backend must "
            "make it, so confirm what the server expects there")
