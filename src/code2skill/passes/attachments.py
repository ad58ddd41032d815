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
presigned-URL chain whose ``contentBindings`` are known (its Function sends the bytes), are
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
from dataclasses import dataclass

from code2skill.contract.models import Attachments, Capability, ReviewItem
from code2skill.evidence import inferred, observed, unique
from code2skill.extractors.common import is_file_bytes, is_form_data
from code2skill.facts import Call, Expr, Ref
from code2skill.normalize import Observed
from code2skill.passes.policy import with_upload_confirmation
from code2skill.passes.preconditions import (
    Flow,
    callers_of,
    input_for,
    issuer_of,
    responses_in,
)
from code2skill.resolve import Frame
from code2skill.values import (
    AltV,
    HoleV,
    LibV,
    ParamV,
    ResponseV,
    StrV,
    Value,
    Where,
    text_of,
)

FILE_TYPE = re.compile(r"\b(File|Blob)\b")
MAX_HOPS = 3
MISSING_BINDING = "binding: no request sends the reference the upload returns"
MISSING_CONTENT = "content: the transfer's body is not proven to be file bytes"


@dataclass(frozen=True, slots=True)
class Transfer:
    """A request to a URL read from a response: ``response`` (the URL's value), the request's
    ``body`` value, ``where`` its call site."""

    response: ResponseV
    body: Value | None
    where: Where


@dataclass(frozen=True, slots=True)
class FormField:
    """One ``form.append(key, expr)`` (or ``set``) on a ``FormData``, evaluated in ``frame``;
    ``key`` ``None`` when the field name is computed; ``guarded`` when it runs only under a
    condition."""

    key: str | None
    expr: Expr
    frame: Frame
    where: Where
    guarded: bool


def form_fields(form: LibV, resolver) -> list[FormField]:
    """Every ``append``/``set`` on the ``FormData`` created at ``form.where``, in the function
    (or module body) creating it, in source order."""
    if form.where is None:
        return []
    path, span = form.where
    fn = resolver.function_at(path, span)
    frame = Frame(path, fn.fid if fn else None)
    fields = []
    for site in resolver.calls_by_scope.get((path, frame.fid), []):
        callee = site.call.callee
        if getattr(callee, "prop", None) not in ("append", "set") or len(site.call.args) < 2:
            continue
        owner = resolver.evaluate(callee.obj, frame)
        key = text_of(resolver.evaluate(site.call.args[0], frame))
        if is_form_data(owner) and owner.where == form.where:
            fields.append(FormField(key, site.call.args[1], frame, (path, site.call.span),
                                    site.guarded))
    return fields


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


def file_expression(expr: Expr, frame: Frame, resolver) -> bool:
    """An expression that is file bytes: a member of a ``files`` list, ``new File``/``new
    Blob``, or a local bound to one of those."""
    if constructs_file(expr):
        return True
    fn = resolver.function(frame.fid)
    if isinstance(expr, Ref) and fn is not None and expr.name in fn.locals:
        return any(constructs_file(e) for e in fn.locals[expr.name])
    return False


def constructs_file(expr: Expr) -> bool:
    """``e.target.files[0]`` or ``new File(…)``/``new Blob(…)``."""
    return "files" in member_names(expr) or (
        isinstance(expr, Call) and expr.new and isinstance(expr.callee, Ref)
        and expr.callee.name in ("File", "Blob"))


def file_value(value: Value, resolver, hops: int = 0) -> bool:
    """A value that is file bytes: a constructed ``new File``/``new Blob``, a parameter typed
    ``File``/``Blob``, a member of a ``files`` list, or — for an untyped parameter — what every
    caller passes is one."""
    if isinstance(value, AltV):
        return any(file_value(o, resolver, hops) for o in value.options)
    if is_file_bytes(value):
        return True
    if not isinstance(value, ParamV):
        return False
    if "files" in value.path or (not value.path and value.type_text
                                 and FILE_TYPE.search(value.type_text)):
        return True
    if value.type_text or hops >= MAX_HOPS:
        return False
    passed = [resolver.substitute(value, value.fid, resolver.bind_args(value.fid, args, 0))
              for _, _, args, _ in callers_of(value.fid, resolver)]
    return bool(passed) and all(file_value(v, resolver, hops + 1) for v in passed)


def is_file(expr: Expr, frame: Frame, resolver) -> bool:
    """Whether a ``FormData`` field's value expression is file bytes (by its expression or
    its value)."""
    return file_expression(expr, frame, resolver) or \
        file_value(resolver.evaluate(expr, frame), resolver)


def content_fields(body: Value | None, resolver) -> list[tuple[str, Where | None]]:
    """``(binding, where)`` of the parts of a body that carry file bytes: each
    ``multipart:FIELD`` of a ``FormData`` body (at its ``append``), or ``body:`` for a raw
    body that is file bytes (``where`` ``None``: the request's call site shows it)."""
    if is_form_data(body):
        return [(f"multipart:{f.key}", f.where) for f in form_fields(body, resolver)
                if f.key is not None and is_file(f.expr, f.frame, resolver)]
    return [("body:", None)] if body is not None and file_value(body, resolver) else []


def content_bindings(body: Value | None, resolver) -> list[str]:
    """The bindings of :func:`content_fields`, sorted and unique."""
    return sorted({binding for binding, _ in content_fields(body, resolver)})


def sends_bytes(template) -> bool:
    """A ``PUT`` or ``POST`` with a body (following a returned ``next`` link is no
    transfer)."""
    methods = template.method.options if isinstance(template.method, AltV) \
        else (template.method,)
    return template.body is not None and any(
        (text_of(m) or "").upper() in ("PUT", "POST") for m in methods)


def transfers(resolver) -> Iterator[Transfer]:
    """``PUT``/``POST`` requests with a body whose URL is a value of another request's
    response body."""
    for item in resolver.emitted:
        if not sends_bytes(item.template):
            continue
        url = item.template.url
        if isinstance(url, StrV) and url.parts and isinstance(url.parts[0], HoleV):
            url = url.parts[0].value
        for response, _ in responses_in(url, None, resolver, 0):
            yield Transfer(response, item.template.body, item.template.sites[0].where)


def with_attachments(capabilities: list[Capability], calls: list[Observed], flows: list[Flow],
                     names: dict[int, str], resolver
                     ) -> tuple[list[Capability], list[ReviewItem], frozenset[str]]:
    """The capabilities with ``attachments`` set on upload consumers and half-shown presigned
    providers, the review items for the half-shown chains, and the names of the multipart
    uploads (capabilities that send file bytes)."""
    by_sites = {tuple(s.where for s in c.sites): c for c in reversed(calls)}
    uploads: dict[str, set[str]] = {}                 # capability → file-carrying fields
    content_sent: dict[str, list] = {}                # capability → evidence of bytes it sends
    for call in calls:
        fields = content_fields(call.body, resolver) if id(call) in names else []
        if fields:                                    # a raw File/Blob body sends bytes too
            if call.body_encoding == "multipart":
                uploads.setdefault(names[id(call)], set()).update(b for b, _ in fields)
            content_sent.setdefault(names[id(call)], []).extend(
                    inferred(where or call.sites[0].where, "policy.upload-confirmation",
                             f"{binding} carries the file's bytes") for binding, where in fields)
    presigned: dict[str, list[Transfer]] = {}         # capability → transfers to its URLs
    for transfer in transfers(resolver):
        provider = issuer_of(transfer.response, by_sites)
        if provider is not None and id(provider) in names:
            presigned.setdefault(names[id(provider)], []).append(transfer)
    chains: dict[str, tuple[Attachments, list]] = {}
    review: list[ReviewItem] = []
    by_name = {cap.name: cap for cap in capabilities}
    for flow in flows:
        consumer, provider = names.get(id(flow.consumer)), names.get(id(flow.issuer))
        if consumer is None or provider is None or consumer == provider or consumer in chains:
            continue
        binding = input_for(by_name[consumer], flow.target)
        if binding is None or (provider not in uploads and provider not in presigned):
            continue
        multipart = provider in uploads
        content = sorted(uploads[provider]) if multipart else sorted(
            {b for t in presigned[provider] for b in content_bindings(t.body, resolver)})
        missing = [] if content else [MISSING_CONTENT]
        chains[consumer] = (Attachments(
            provider=provider, transfer="multipart" if multipart else "presigned-url",
            returnedField=flow.result_path, consumerBinding=binding, contentBindings=content,
            status="requires-review" if missing else "complete", missing=missing),
            [observed(flow.where, "attachments.returned-reference",
                      f"{provider} result {flow.result_path}")])
        if missing:
            review.append(chain_review(consumer, f"the client uploads to a URL {provider} "
                                       "returns, but the bytes it sends are not proven to be "
                                       "the file", presigned[provider]))
    bound = {chain.provider for chain, _ in chains.values()}
    for name in sorted(set(presigned) - bound - set(chains)):
        sent = presigned[name]
        chains[name] = (Attachments(
            provider=name, transfer="presigned-url", returnedField=None, consumerBinding=None,
            contentBindings=sorted({b for t in sent for b in content_bindings(t.body, resolver)}),
            status="requires-review", missing=[MISSING_BINDING]),
            [observed(t.where, "attachments.presigned-url") for t in sent])
        review.append(chain_review(name, "the client uploads to a URL this request returns, "
                                   "but no request binds the uploaded object's reference: the "
                                   "attachment chain is incomplete", sent))
    for name, (chain, _) in chains.items():
        if chain.transfer == "presigned-url" and chain.contentBindings:
            transfers_of = presigned.get(chain.provider or "", [])
            content_sent.setdefault(name, []).extend(
                inferred(t.where, "policy.upload-confirmation",
                         f"the chain sends the file's bytes ({', '.join(chain.contentBindings)})")
                for t in transfers_of)
    out = []
    for cap in capabilities:
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
    return out, review, frozenset(uploads)


def chain_review(capability: str, message: str, sent: list[Transfer]) -> ReviewItem:
    """A ``medium`` review item for an incomplete chain, at the transfer call sites."""
    return ReviewItem(severity="medium", capability=capability, message=message,
                      evidence=[observed(t.where, "attachments.presigned-url") for t in sent])
