"""Pass: attachment chains (an upload whose returned reference another request binds).

Rule ``attachments.multipart-upload``: a ``multipart`` request whose ``FormData`` appends file
bytes — a value typed ``File``/``Blob`` (``(file: File) => …``), a member of a ``files`` list
(``event.target.files[0]``, ``input.files[0]``) or a ``new File``/``new Blob`` — is an upload.
When a value of its response body flows (:mod:`code2skill.passes.preconditions`) into another
request, that consumer capability gets ``attachments``: ``provider`` the upload capability,
``transfer`` ``multipart``, ``returnedField`` the result path, ``consumerBinding`` the consumer
input, ``contentBindings`` the file-carrying fields (``multipart:file``), ``status``
``complete``.

Rule ``policy.upload-confirmation`` (:func:`code2skill.passes.policy.with_upload_confirmation`)
is applied here: a multipart upload with a file-carrying field (``new File(…)`` bound to a
local included), a request whose raw body is a ``File``/``Blob``, and the capability holding a
presigned-URL chain whose ``contentBindings`` are known (its Function sends the bytes), and a
raw body labelled with a binary media type (:mod:`.binary_body`: ``xhr.send(file)`` after
``Content-Type: application/octet-stream``, rule ``body.binary-media``) are
``upload-confirmation-required``; the consumer of a multipart upload's id sends no bytes.

Rule ``attachments.presigned-url``: a request whose URL is read from the response of another
request (``PUT`` to ``upload.url``) transfers the bytes to a URL that request issued. The
issuing capability is the provider; a flow of another value of its response (the object key)
into a third request completes the chain (``transfer`` ``presigned-url``) on that consumer.
A transfer whose issued reference no request binds is only half shown: the provider gets a
``requires-review`` chain naming the missing step, its status becomes ``requires-review`` and
a review item says why; unrelated capabilities are untouched. Nothing is matched by name.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from code2skill.contract.models import Attachments, Capability, ReviewItem
from code2skill.evidence import inferred, observed, unique
from code2skill.extractors.common import is_file_bytes, is_form_data
from code2skill.facts import Alt, Call, Expr, Member, Ref, Test
from code2skill.instance_tests import OP as INSTANCE_OP
from code2skill.normalize import Observed
from code2skill.object_loops import key_source, loop_source, pair_element
from code2skill.pair_arrays import array_pairs
from code2skill.passes.binary_body import raw_bytes
from code2skill.passes.policy import with_upload_confirmation
from code2skill.passes.upload_tool import (
    MISSING_CONTENT, Completion, Transfer, UploadTool, upload_tool,
)
from code2skill.passes.preconditions import (
    Flow,
    callers_of,
    input_for,
    issuer_of,
    responses_in,
)
from code2skill.recogniser_context import Frame
from code2skill.types import program_types
from code2skill.values import (
    AltV,
    LitV,
    UnknownV,
    HoleV,
    LibV,
    ObjV,
    ParamV,
    StrV,
    TypedV,
    Value,
    Where,
    body_entries,
    text_of,
)

FILE_TYPE = re.compile(r"\b(File|Blob)\b")
INLINE_MEMBER = re.compile(r"^\{(?P<body>.*)\}\['(?P<name>[^']+)'\]$", re.S)
MAX_HOPS = 3
PAIRS_RULE = "multipart.pairs-loop"
ENTRIES_RULE = "multipart.entries-loop"
HELPER_RULE = "multipart.helper-arguments"


@dataclass(frozen=True, slots=True)
class FormField:
    """One ``form.append(key, expr)`` (or ``set``) on a ``FormData``, evaluated in ``frame``;
    ``key`` ``None`` when the field name is computed; ``guarded`` when it runs only under a
    condition; ``value`` the value appended (the helper's parameters read as the call that
    made the form passed them, rule ``multipart.helper-arguments``); ``class_tested`` when
    the ``if`` holding the append tests a class with ``instanceof`` (rule
    ``multipart.instanceof-guard``)."""

    key: str | None
    expr: Expr
    frame: Frame
    where: Where
    guarded: bool
    value: Value
    loop: "tuple[Expr, Value] | None" = None   # the object a loop appends the members of
    rule: str = "body.multipart"               # the rule that named the field
    class_tested: bool = False                 # appended only under an `instanceof` test


def form_fields(form: LibV, program) -> list[FormField]:
    """Every ``append``/``set`` on the ``FormData`` created at ``form.where``, in the function
    (or module body) creating it, in source order. Rule ``multipart.helper-arguments``: when a
    helper made the form (``buildForm([...])`` returning it), keys and values that read the
    helper's parameters are read as that call passed them (``form.captured``). The appends'
    values are those found during resolution (``Program.form_appends``, :func:`form_appends`)."""
    if form.where is None:
        return []
    path, span = form.where
    fn = program.function_at(path, span)
    frame = Frame(path, fn.fid if fn else None)
    fields = []
    for scope in program.scopes_within(path, frame.fid):
        inner = Frame(path, scope, frame.this)
        for site in program.calls_by_scope.get((path, scope), []):
            appended = program.form_appends.get((path, site.call.span))
            if appended is None or appended[0] != form.where:
                continue
            _, key_value, value = appended
            key = text_of(program.captured(key_value, form.captured))
            field_ = FormField(key, site.call.args[1], inner, (path, site.call.span),
                               site.guarded or scope != frame.fid,
                               program.captured(value, form.captured),
                               rule=HELPER_RULE if form.captured else "body.multipart",
                               class_tested=tests_class(site.guard))
            if key is not None:
                fields.append(field_)
                continue
            pairs = pair_fields(field_, site.call.args[0], form, program)
            if pairs is not None:
                fields.extend(pairs)
                continue
            loop = loop_source(site.call.args[0], inner, program)
            fields.extend(loop_fields(field_, loop, form, program) if loop else [field_])
    return fields


def appended_fields(body: Value | None, program) -> list[tuple[str, Value | None, Where | None]]:
    """``[(field, value, where)]``: the named fields a ``FormData`` body is given
    (:func:`form_fields`, in source order), for the operation-field split
    (:mod:`code2skill.passes.operation_fields`); ``[]`` for any other body."""
    if not (isinstance(body, LibV) and body.path == ("FormData", "instance")):
        return []
    return [(f.key, f.value, f.where) for f in form_fields(body, program) if f.key is not None]


def form_appends(program) -> dict[Where, tuple[Where, Value, Value]]:
    """``{place: (form, key, value)}`` of every ``append``/``set`` call of two arguments or more
    on a ``FormData`` the program creates: ``form`` where it is created, ``key`` and ``value``
    the values of its first two arguments, all evaluated in the call's scope. Computed during
    resolution (:func:`code2skill.program.resolve_program`; ``program``: the program being
    frozen, which answers ``calls_by_scope`` and ``value_of``), so :func:`form_fields`
    evaluates none of them."""
    found: dict[Where, tuple[Where, Value, Value]] = {}
    for (path, scope), sites in program.calls_by_scope.items():
        frame = Frame(path, scope)
        for site in sites:
            callee = site.call.callee
            if getattr(callee, "prop", None) not in ("append", "set") \
                    or len(site.call.args) < 2:
                continue
            owner = program.value_of(callee.obj, frame)
            if is_form_data(owner) and owner.where is not None:
                found[(path, site.call.span)] = (
                    owner.where, program.value_of(site.call.args[0], frame),
                    program.value_of(site.call.args[1], frame))
    return found


def pair_fields(field_: FormField, key: Expr, form: LibV, program) -> list[FormField] | None:
    """Rule ``multipart.pairs-loop``: the fields a loop over an array of ``[name, value]``
    pairs appends (``pairs.forEach(([k, v]) => form.append(k, v))``, ``for (const [k, v] of
    pairs)``, the key seen through ``String(k)`` and locals): one per pair of the array the
    caller gave (:func:`code2skill.pair_arrays.array_pairs`), named by the pair's literal
    name and cited where the pair is written; its value is the pair's item the append's value
    reads (through the same encodings), else unknown. The append's guard or the pair's
    ``push``'s makes the field optional. ``None`` when the key is no such loop's or a pair's
    name is not a literal."""
    found = key_source(key, field_.frame, program, find=pair_element)
    if found is None:
        return None
    source, frame, index = found
    pairs = array_pairs(source, frame, field_.where[1], form.captured, program)
    names = [text_of(p.items[index]) if index < len(p.items) else None for p in pairs or ()]
    if not pairs or None in names:
        return None
    taken = key_source(field_.expr, field_.frame, program, find=pair_element)
    item = taken[2] if taken is not None and taken[:2] == (source, frame) else None
    return [replace(field_, key=name, where=pair.where or field_.where, rule=PAIRS_RULE,
                    guarded=field_.guarded or pair.guarded, value=UnknownV(
                        "pairs-loop-value", field_.where) if item is None else
                    pair.items[item] if item < len(pair.items) else LitV(None))
            for name, pair in zip(names, pairs)]


def loop_fields(field_: FormField, loop: tuple[Expr, Frame], form: LibV, program
                ) -> list[FormField]:
    """The fields a loop over ``x``'s members appends (:func:`loop_source`): one per key of
    ``x`` when its value (read through the helper call that made ``form``) is an object
    literal (its value ``x.key``, guarded when the loop's append or the member is
    conditional); else ``field_`` with ``loop`` ``(x, its value)``, for the schema to read
    ``x``'s declared type or to report the loop."""
    source, frame = loop
    value = program.captured(program.value_of(source, frame), form.captured)
    if not isinstance(value, ObjV):
        return [replace(field_, loop=(source, value))]
    entries = body_entries(value)
    if any(p.key is None for p in entries):
        return [replace(field_, loop=(source, value))]
    return [FormField(p.key, Member(source, p.key, field_.where[1]), frame, field_.where,
                      field_.guarded or p.optional, p.value, rule=ENTRIES_RULE,
                      class_tested=field_.class_tested)
            for p in entries]


def tests_class(guard: Expr | None) -> bool:
    """Rule ``multipart.instanceof-guard``: whether an append runs only when its guard's
    ``instanceof`` test holds (``if (value instanceof Blob)``, ``a instanceof Blob || a
    instanceof File``, ``x && a instanceof Blob``), whose class the analysis does not read."""
    if isinstance(guard, Test):                          # rule value.instanceof-test
        return guard.op == INSTANCE_OP
    if not isinstance(guard, Alt) or guard.kind not in ("or", "and"):
        return False
    join = all if guard.kind == "or" else any
    return join(tests_class(o) for o in guard.options)


def member_names(expr: Expr | None) -> list[str]:
    """The member names read along an expression (``e.target.files[0]`` → ``0, files,
    target``)."""
    names = []
    while expr is not None and hasattr(expr, "obj"):
        prop = getattr(expr, "prop", None)
        if isinstance(prop, str):
            names.append(prop)
        expr = expr.obj
    return names


def file_expression(expr: Expr, frame: Frame, program) -> bool:
    """An expression that is file bytes: a member of a ``files`` list, ``new File``/``new
    Blob``, or a local bound to one of those."""
    if constructs_file(expr):
        return True
    fn = program.function(frame.fid)
    if isinstance(expr, Ref) and fn is not None and expr.name in fn.locals:
        return any(constructs_file(e) for e in fn.locals[expr.name])
    return False


def constructs_file(expr: Expr) -> bool:
    """``e.target.files[0]`` or ``new File(…)``/``new Blob(…)``."""
    return "files" in member_names(expr) or (
        isinstance(expr, Call) and expr.new and isinstance(expr.callee, Ref)
        and expr.callee.name in ("File", "Blob"))


def file_value(value: Value, program, hops: int = 0) -> bool:
    """A value that is file bytes: a constructed ``new File``/``new Blob``, a parameter typed
    ``File``/``Blob``, a member of a ``files`` list, or — for an untyped parameter — what every
    caller passes is one (by its value, or by its expression: :func:`passes_file`)."""
    if isinstance(value, AltV):
        return any(file_value(o, program, hops) for o in value.options)
    if is_file_bytes(value) or typed_file(value, program)[0]:
        return True
    if not isinstance(value, ParamV):
        return False
    if "files" in value.path or (not value.path and value.type_text
                                 and declared_file(value.type_text)):
        return True
    if value.type_text or hops >= MAX_HOPS:
        return False
    callers = callers_of(value.fid, program)
    return bool(callers) and all(
        file_value(program.called_with(value, value.fid, args), program, hops + 1)
        or passes_file(value, path, caller, span, program)
        for path, caller, args, span in callers)


def typed_file(value: Value, program) -> tuple[bool, Where | None]:
    """Rule ``ts.file-member``: whether a parameter or typed value, read at its member path,
    is declared file bytes (:meth:`code2skill.types.TypeResolver.file_member`:
    ``collection.artwork`` of ``collection: Partial<Base & {artwork?: File}>``), and where
    that member is declared; ``(False, None)`` for any other value."""
    if not isinstance(value, (ParamV, TypedV)) or not value.type_text or value.module is None:
        return False, None
    return program_types(program).file_member(value.type_text, value.module, value.path)


def passes_file(param: ParamV, path: str, caller: str | None, span, program) -> bool:
    """Whether the call at ``span`` (in function ``caller`` of ``path``) passes parameter
    ``param`` an expression that is file bytes (:func:`file_expression`): a page handler's
    ``uploadFile(this.files[0])``, ``upload(e.target.files[0])``, whose value the resolver
    does not know (``this`` of a DOM handler) but whose expression reads the input's files."""
    fn = program.function(param.fid)
    if fn is None or param.path:
        return False
    index = next((i for i, p in enumerate(fn.params) if p.name == param.name), None)
    if index is None or any(p.rest for p in fn.params[:index + 1]):
        return False
    site = next((s for s in program.calls_by_scope.get((path, caller), ())
                 if s.call.span == span), None)
    if site is None or index >= len(site.call.args):
        return False
    return file_expression(site.call.args[index], Frame(path, caller), program)


def declared_file(type_text: str) -> bool:
    """Whether a declared type names ``File``/``Blob``; for a member of an inline object type
    (``{ logo: File, caption: string }['caption']``, a destructured parameter's) only that
    member's own type counts."""
    inline = INLINE_MEMBER.match(type_text.strip())
    if inline is None:
        return FILE_TYPE.search(type_text) is not None
    member = re.search(r"(?:^|[\s;,{])" + re.escape(inline["name"]) + r"\??\s*:\s*([^;,}]+)",
                       inline["body"])
    return member is not None and FILE_TYPE.search(member.group(1)) is not None


def is_file(field_: FormField, program) -> bool:
    """Whether a ``FormData`` field's value is file bytes (by its expression or its
    value)."""
    return file_expression(field_.expr, field_.frame, program) or \
        file_value(field_.value, program)


def content_fields(body: Value | None, program,
                   encoding: str | None = None) -> list[tuple[str, Where | None]]:
    """``(binding, where)`` of the parts of a body that carry file bytes: each
    ``multipart:FIELD`` of a ``FormData`` body (at its ``append``) or of an object literal
    sent with ``encoding`` ``multipart`` (rule ``body.multipart-object``, at its entry), or
    ``body:`` for a raw body that is file bytes (``where`` ``None``: the request's call site
    shows it)."""
    if is_form_data(body):
        return [(f"multipart:{f.key}", f.where) for f in form_fields(body, program)
                if f.key is not None and is_file(f, program)]
    if isinstance(body, ObjV) and encoding == "multipart":
        return [(f"multipart:{p.key}", p.where) for p in body_entries(body)
                if p.key is not None and file_value(p.value, program)]
    return [("body:", None)] if body is not None and file_value(body, program) else []


def content_bindings(body: Value | None, program) -> list[str]:
    """The bindings of :func:`content_fields`, sorted and unique."""
    return sorted({binding for binding, _ in content_fields(body, program)})


def sends_bytes(template) -> bool:
    """A ``PUT`` or ``POST`` with a body (following a returned ``next`` link is no
    transfer)."""
    methods = template.method.options if isinstance(template.method, AltV) \
        else (template.method,)
    return template.body is not None and any(
        (text_of(m) or "").upper() in ("PUT", "POST") for m in methods)


def transfers(program) -> Iterator[Transfer]:
    """``PUT``/``POST`` requests with a body whose URL is a value of another request's
    response body."""
    for item in program.emitted:
        if not sends_bytes(item.template):
            continue
        url = item.template.url
        if isinstance(url, StrV) and url.parts and isinstance(url.parts[0], HoleV):
            url = url.parts[0].value
        for response, _ in responses_in(url, None, program, 0):
            yield Transfer(response, item.template, item.template.sites[0].where)


def with_attachments(capabilities: list[Capability], calls: list[Observed], flows: list[Flow],
                     names: dict[int, str], program) -> Chains:
    """The capabilities with each presigned upload chain made one upload Tool
    (:mod:`code2skill.passes.upload_tool`), ``attachments`` set on upload consumers, the review
    items for incomplete chains, the names of the capabilities that send file bytes, and the
    transfer call sites the upload Tools own."""
    by_sites = {tuple(s.where for s in c.sites): c for c in reversed(calls)}
    uploads: dict[str, set[str]] = {}                 # capability → file-carrying fields
    content_sent: dict[str, list] = {}                # capability → evidence of bytes it sends
    for call in calls:
        fields = content_fields(call.body, program, call.body_encoding) \
            if id(call) in names else []
        media = raw_bytes(call.body, call.body_encoding, call.headers) \
            if id(call) in names and not fields else None
        if media is not None:                         # rule body.binary-media
            content_sent.setdefault(names[id(call)], []).append(inferred(
                call.sites[0].where, "body.binary-media",
                f"body: carries bytes sent as {media}"))
        if fields:                                    # a raw File/Blob body sends bytes too
            if call.body_encoding == "multipart":
                uploads.setdefault(names[id(call)], set()).update(b for b, _ in fields)
            content_sent.setdefault(names[id(call)], []).extend(
                    inferred(where or call.sites[0].where, "policy.upload-confirmation",
                             f"{binding} carries the file's bytes") for binding, where in fields)
    presigned: dict[str, list[Transfer]] = {}         # capability → transfers to its URLs
    for transfer in transfers(program):
        provider = issuer_of(transfer.response, by_sites)
        if provider is not None and id(provider) in names:
            presigned.setdefault(names[id(provider)], []).append(transfer)
    by_name = {cap.name: cap for cap in capabilities}
    tools = upload_tools(by_name, presigned, calls, flows, names, program)
    renamed = {old: tool.capability.name for old, tool in tools.items()}
    renamed.update({tool.completion: tool.capability.name for tool in tools.values()
                    if tool.completion})
    owner = {tool.completion: old for old, tool in tools.items() if tool.completion}
    chains: dict[str, tuple[Attachments, list]] = {}
    review: list[ReviewItem] = []
    for flow in flows:
        consumer, provider = names.get(id(flow.consumer)), names.get(id(flow.issuer))
        if consumer is None or provider is None or consumer == provider or consumer in chains \
                or consumer in presigned:
            continue
        if consumer in owner:
            continue                                  # a completion step is no consumer
        provider = owner.get(provider, provider)
        binding = input_for(by_name[consumer], flow.target)
        if binding is None or (provider not in uploads and provider not in tools):
            continue
        multipart = provider in uploads
        tool = tools.get(provider)
        content = sorted(uploads[provider]) if multipart else content_targets(tool.capability)
        missing = list(tool.missing) if tool else []
        chains[consumer] = (Attachments(
            provider=renamed.get(provider, provider),
            transfer="multipart" if multipart else "presigned-url",
            returnedField=flow.result_path, consumerBinding=binding, contentBindings=content,
            status="requires-review" if missing else "complete", missing=missing),
            [observed(flow.where, "attachments.returned-reference",
                      f"{renamed.get(provider, provider)} result {flow.result_path}")])
    for old, tool in sorted(tools.items()):
        cap = tool.capability
        if tool.missing:
            review.append(chain_review(cap.name, "the upload's chain is incomplete: "
                                       + "; ".join(tool.missing), presigned[old]))
        if MISSING_CONTENT not in tool.missing:
            content_sent.setdefault(cap.name, []).extend(
                inferred(t.where, "policy.upload-confirmation",
                         "the upload sends the file's bytes") for t in presigned[old])
    out = []
    for cap in capabilities:
        if cap.name in owner:
            continue                                  # a step of its upload Tool now
        cap = tools[cap.name].capability if cap.name in tools else cap
        cap = renamed_issuers(cap, renamed)
        cap = with_upload_confirmation(cap, unique(content_sent.get(cap.name, [])))
        if cap.name not in chains:
            out.append(cap)
            continue
        chain, evidence = chains[cap.name]
        update: dict = {"attachments": chain, "evidence": dict(sorted(
            {**cap.evidence, "/attachments": evidence}.items()))}
        if chain.status == "requires-review":
            update["status"] = "requires-review"
        out.append(cap.model_copy(update=update))
    absorbed = frozenset(w for tool in tools.values() for w in tool.absorbed)
    return Chains(sorted(out, key=lambda c: c.name), review, frozenset(uploads), absorbed,
                  renamed)


@dataclass(frozen=True, slots=True)
class Chains:
    """What :func:`with_attachments` gives: the capabilities, review items, the names of
    multipart uploads, and the transfer call sites upload Tools own."""

    capabilities: list[Capability]
    review: list[ReviewItem]
    uploads: frozenset[str]
    absorbed: frozenset[Where]
    renamed: dict[str, str]        # authorization and completion capability → its upload Tool

    def review_of(self, items: list[ReviewItem]) -> list[ReviewItem]:
        """``items`` with the capabilities an upload Tool absorbed named by that Tool."""
        return [i.model_copy(update={"capability": self.renamed[i.capability]})
                if i.capability in self.renamed else i for i in items]


def upload_tools(by_name: dict[str, Capability], presigned: dict[str, list[Transfer]],
                 calls: list[Observed], flows: list[Flow], names: dict[int, str], program
                 ) -> dict[str, UploadTool]:
    """Per authorization capability (by its name), the upload Tool it becomes; the members of
    its result later calls send are its output (a flow into the transfer itself is the URL)."""
    out = {}
    for name, sent in presigned.items():
        completion = completion_of(name, by_name, flows, names, set(presigned))
        done = completion.capability.name if completion else None
        returned = [(f.result_path, f.where) for f in flows
                    if names.get(id(f.issuer)) == name and names.get(id(f.consumer)) not in
                    (None, name, done)]
        own = [c for c in calls if names.get(id(c)) == name]
        out[name] = upload_tool(by_name[name], own, sent, returned, program, completion)
    return out


def completion_of(name: str, by_name: dict[str, Capability], flows: list[Flow],
                  names: dict[int, str], presigns: set[str]) -> Completion | None:
    """Rule ``attachments.completion-step``: the one capability every input of which is a
    member of ``name``'s result (flows from it), with the members of its own result later
    calls send; ``None`` when there is none, more than one, or nothing sends its result (a
    create that takes only the key is the upload's consumer, not a step of it)."""
    fed: dict[str, dict[str, str]] = {}
    for flow in flows:
        consumer = names.get(id(flow.consumer))
        if names.get(id(flow.issuer)) != name or consumer in (None, name) or \
                consumer in presigns:
            continue
        binding = input_for(by_name[consumer], flow.target)
        if binding is not None and "." not in binding:
            fed.setdefault(consumer, {})[binding] = flow.result_path
    found = [c for c, inputs in fed.items()
             if set(by_name[c].inputSchema.get("properties") or {}) == set(inputs)
             and len(by_name[c].implementation.requests) == 1]
    if len(found) != 1:
        return None
    done = found[0]
    returned = [(f.result_path, f.where) for f in flows if names.get(id(f.issuer)) == done
                and names.get(id(f.consumer)) not in (None, done, name)]
    if not returned:
        return None          # nothing sends its result: it is the upload's consumer
    return Completion(by_name[done], fed[done], returned)


def content_targets(cap: Capability) -> list[str]:
    """The content bindings of an upload Tool: the targets its requests bind to ``file``."""
    return sorted({b.target for r in cap.implementation.requests for b in r.bindings
                   if b.input == "file"})


def renamed_issuers(cap: Capability, renamed: dict[str, str]) -> Capability:
    """``cap`` with preconditions issued by an authorization capability naming its upload Tool
    instead (the same result path: the Tool returns that member)."""
    if not any(p.issuedBy in renamed for p in cap.preconditions):
        return cap
    pres = []
    for pre in cap.preconditions:
        if pre.issuedBy in renamed:
            new = renamed[pre.issuedBy]
            pre = pre.model_copy(update={"issuedBy": new, "evidence": [
                e.model_copy(update={"note": (e.note or "").replace(pre.issuedBy, new, 1)})
                for e in pre.evidence]})
        pres.append(pre)
    return cap.model_copy(update={"preconditions": pres})


def chain_review(capability: str, message: str, sent: list[Transfer]) -> ReviewItem:
    """A ``medium`` review item for an incomplete chain, at the transfer call sites."""
    return ReviewItem(severity="medium", capability=capability, message=message,
                      evidence=[observed(t.where, "attachments.presigned-url") for t in sent])
