"""Pass: one business upload Tool owns a presigned upload chain (seed, "Attachments").

Rule ``attachments.upload-tool``: a request whose response issues the URL another request sends
file bytes to (:mod:`code2skill.passes.attachments`, rule ``attachments.presigned-url``) is an
upload authorization, never a Tool of its own. Its capability becomes the business upload Tool
``upload_<noun>``: ``implementation.requests[]`` lists the authorization request, then the
transfer (``PUT``/``POST`` to ``url:`` bound ``from`` the first step's result, JSON Pointer of
the URL's member), and its output is the members of the first step's result that later calls
send (``implementation.output``: the object key or file id), never the upload URL.

Rule ``attachments.completion-step``: a request every input of which is a member of the
authorization's result (``POST /uploads/{uploadId}/complete``), that is the only such request,
and whose own result a later call sends, completes the upload: it is the chain's third step (its bindings ``from`` request 0),
not a Tool of its own, and the members of its result that later calls send are outputs too.

Its input is bounded, Host-approved content ``file`` = ``{filename, mediaType, size, sha256,
contentBase64}`` (``EXPORT.md`` D7), never a path or a URL: a field of the authorization
request whose value is the file's ``name``/``type``/``size`` (``file.name`` where every caller
passes a file) is bound to ``file.filename``/``file.mediaType``/``file.size``, the transfer's
raw body (``bodyEncoding`` ``binary``) or file-carrying multipart field to ``file``, its
``Content-Type`` header to ``file.mediaType``. Other inputs of the authorization request stay
inputs. The transfer's query parameters bind like its form fields (a fixed text, the file's
name/type/size, a member of the authorization's result); a multipart body's ``Content-Type``,
like ``Content-Length``, is the HTTP client's. What the source does not show — a transfer
field, header or query parameter of unknown value, a body not proven to be the file's bytes, no
call that sends the returned reference — is stated in ``missing`` and leaves the Tool
``requires-review``.

Rule ``attachments.upload-creates``: the upload Tool of an authorization that is a read
(``GET …/files/upload`` answering the URL) is a ``create``, never retried.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from code2skill.contract.models import (
    Binding, Capability, Evidence, Implementation, OutputField, Request, ResultRef,
)
from code2skill.evidence import call_site, default, inferred, observed
from code2skill.normalize import present
from code2skill.passes.errors import success_statuses
from code2skill.passes.policy import annotations, at_most_once, explain_hints
from code2skill.passes.preconditions import callers_of, sent_values
from code2skill.requests import RequestTemplate
from code2skill.values import AltV, ObjV, ParamV, ResponseV, Value, Where, body_entries, text_of

RULE = "attachments.upload-tool"
FILE_MEMBERS = {"name": "filename", "type": "mediaType", "size": "size"}
MAX_BYTES = 104_857_600          # the declared size bound of attachment content: 100 MiB
CONTENT_SCHEMA = {
    "type": "object",
    "description": "The file to upload: Host-approved bounded content (never a path or URL); "
                   f"at most {MAX_BYTES} bytes.",
    "properties": {
        "filename": {"type": "string", "minLength": 1, "maxLength": 255,
                     "description": "The file's name, without any folder."},
        "mediaType": {"type": "string", "minLength": 1, "maxLength": 255,
                      "description": "The file's media type (image/png)."},
        "size": {"type": "integer", "minimum": 0, "maximum": MAX_BYTES,
                 "description": "The file's size in bytes."},
        "sha256": {"type": "string", "pattern": "^[0-9a-fA-F]{64}$",
                   "description": "The SHA-256 digest of the content, in hex."},
        "contentBase64": {"type": "string", "maxLength": (MAX_BYTES + 2) // 3 * 4,
                          "description": "The file's bytes, base64-encoded."},
    },
    "required": ["filename", "mediaType", "size", "sha256", "contentBase64"],
    "additionalProperties": False,
}
NOISE = {"presign", "presigned", "signed", "sign", "upload", "uploads", "url", "urls", "link",
         "ticket", "token", "grant", "authorization", "authorize", "request", "get", "create",
         "new", "generate", "put", "post"}
MISSING_BINDING = "binding: no request sends the reference the upload returns"
MISSING_CONTENT = "content: the transfer's body is not proven to be file bytes"


@dataclass(frozen=True, slots=True)
class Transfer:
    """A request to a URL read from a response: ``response`` the URL's value, ``template`` the
    request, ``where`` its call site."""

    response: ResponseV
    template: RequestTemplate
    where: Where

    @property
    def body(self) -> Value | None:
        return self.template.body


@dataclass(frozen=True, slots=True)
class UploadTool:
    """The upload Tool made of an authorization capability: the capability, what is missing,
    and the transfer call sites it now owns."""

    capability: Capability
    missing: list[str]
    absorbed: frozenset[Where]
    completion: str | None = None      # the name of the completion capability it absorbed


def pointer(dotted: str) -> str:
    """The JSON Pointer of a dot path (``data.key`` → ``/data/key``; ``""`` → ``""``)."""
    if not dotted:
        return ""
    return "".join("/" + p.replace("~", "~0").replace("/", "~1") for p in dotted.split("."))


def upload_name(presign: str, path: str = "") -> str:
    """``upload_<noun>`` from the authorization capability's name, its verb and the words of
    the mechanism (``presign``, ``url``, ``ticket`` …) left out: ``presign_attachment`` →
    ``upload_attachment``, ``create_upload_url`` → ``upload_file``. When the path names only
    the resource the file belongs to (its last static segment is all mechanism words and
    follows a path parameter: ``/workspaces/{id}/upload-url``), ``file`` is added
    (``upload_workspace_file``)."""
    rest = [w for w in presign.split("_")[1:] if w not in NOISE]
    segments = [seg for seg in path.split("?")[0].split("/") if seg]
    last = max((i for i, seg in enumerate(segments) if not seg.startswith("{")), default=None)
    unnamed = last is not None and last > 0 and segments[last - 1].startswith("{") and all(
        w.lower() in NOISE for w in re.split(r"[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])",
                                             segments[last]) if w)
    return "_".join(["upload"] + (rest or ["file"]) + (["file"] if rest and unnamed
                                                        else []))[:64]


def file_member(value: Value, program, hops: int = 0) -> str | None:
    """``filename``/``mediaType``/``size`` when ``value`` is a file's ``name``/``type``/
    ``size`` (``file.name``), for a parameter what every caller passes; else ``None``."""
    from code2skill.passes.attachments import file_value
    if isinstance(value, AltV):
        found = {file_member(o, program, hops) for o in value.options}
        return found.pop() if len(found) == 1 else None
    if not isinstance(value, ParamV):
        return None
    if value.path and value.path[-1] in FILE_MEMBERS and \
            file_value(replace(value, path=value.path[:-1]), program):
        return FILE_MEMBERS[value.path[-1]]
    if hops >= 3:
        return None
    passed = {file_member(program.called_with(value, value.fid, args), program, hops + 1)
              for _, _, args, _ in callers_of(value.fid, program)}
    return passed.pop() if len(passed) == 1 else None


def file_inputs(calls: list, program) -> dict[str, tuple[str, Where | None]]:
    """``{target: (file member, where)}`` for the request fields every call of the
    authorization capability fills from the file being uploaded."""
    found: dict[str, set[str | None]] = {}
    places: dict[str, Where | None] = {}
    for call in calls:
        for target, value, where in sent_values(call, program):
            found.setdefault(target, set()).add(file_member(value, program))
            places.setdefault(target, where)
    return {t: (next(iter(m)), places[t]) for t, m in found.items()
            if len(m) == 1 and None not in m}


def transfer_request(transfer: Transfer, service: str, program
                     ) -> tuple[Request, dict[str, list[Evidence]], list[str]]:
    """The transfer step (index 1): its request, evidence by pointer under the request, and
    what the source does not show of it."""
    from code2skill.passes.attachments import content_fields
    template, where = transfer.template, transfer.where
    method = next((m for m in ((text_of(v) or "").upper() for v in (
        template.method.options if isinstance(template.method, AltV) else (template.method,)))
        if m in ("PUT", "POST")), "PUT")
    bindings = [Binding(target="url:", **{"from": ResultRef(
        request=0, resultPath=pointer(".".join(transfer.response.path)))})]
    evidence = {"/bindings/0": [observed(where, "attachments.presigned-url",
                                         f"URL from result {'.'.join(transfer.response.path)}")]}
    missing = []
    content = content_fields(template.body, program, template.body_encoding)
    multipart = template.body_encoding == "multipart" or any(
        b.startswith("multipart:") for b, _ in content)
    for binding, at in content:
        bindings.append(Binding(target=binding, input="file"))
        evidence[f"/bindings/{len(bindings) - 1}"] = [observed(at or where,
                                                               "policy.upload-confirmation",
                                                               f"{binding} carries the file")]
    if not content:
        missing.append(MISSING_CONTENT)
    for binding, note, at, gap in form_bindings(transfer, {b for b, _ in content}, program):
        if gap:
            missing.append(gap)
            continue
        bindings.append(binding)
        evidence[f"/bindings/{len(bindings) - 1}"] = [observed(at or where, RULE, note)]
    for header in template.headers:
        if header.name.lower() == "content-length" or (
                multipart and header.name.lower() == "content-type"):
            continue          # the HTTP client computes it from the body (RFC 9110 §8.6), a
            # multipart body's type with its boundary (RFC 7578 §4.1)
        member = file_member(header.value, program)
        text = text_of(header.value)
        if member is None and text is None:
            missing.append(f"transfer: the value of header {header.name} is not shown")
            continue
        bindings.append(Binding(target=f"header:{header.name}",
                                input=f"file.{member}" if member else None,
                                value=None if member else text))
        evidence[f"/bindings/{len(bindings) - 1}"] = [observed(header.where or where,
                                                               RULE, f"header {header.name}")]
    for binding, note, at, gap in query_bindings(transfer, program):
        if gap:
            missing.append(gap)
            continue
        bindings.append(binding)
        evidence[f"/bindings/{len(bindings) - 1}"] = [observed(at or where, RULE, note)]
    order = sorted(range(len(bindings)), key=lambda i: (bindings[i].target,
                                                       bindings[i].input or ""))
    evidence = {**{k: v for k, v in evidence.items() if not k.startswith("/bindings/")},
                **{f"/bindings/{new}": evidence[f"/bindings/{old}"]
                   for new, old in enumerate(order) if f"/bindings/{old}" in evidence}}
    bindings = [bindings[i] for i in order]       # the order derive --update keeps
    success, success_evidence = success_statuses(method, {})
    request = Request(service=service, method=method, pathTemplate="", bindings=bindings,
                      bodyEncoding="multipart" if multipart else "binary",
                      successStatuses=success, callSites=[call_site(template.sites)])
    evidence.update({
        "/method": [observed(where, "attachments.presigned-url", method)],
        "/pathTemplate": [observed(where, "attachments.presigned-url",
                                   "the URL the first step returns")],
        "/bodyEncoding": [inferred(where, RULE, "the file's bytes")],
        "/successStatuses": success_evidence,
    })
    return request, evidence, missing


def form_bindings(transfer: Transfer, content: set[str], program
                  ) -> list[tuple[Binding | None, str, Where | None, str | None]]:
    """``(binding, note, where, missing)`` of each field of a multipart transfer body besides
    the file's: a fixed text, a member of the authorization's result (``from`` request 0: a
    presigned POST's policy fields), or the file's name/type/size; a field whose name is
    computed (``for (const {key, value} of fields) form.append(key, value)``) or whose value
    the source does not show is ``missing`` (the transfer is not fully shown)."""
    from code2skill.passes.attachments import form_fields
    from code2skill.extractors.common import is_form_data
    body = transfer.template.body
    if not is_form_data(body):
        return []
    out = []
    for field in form_fields(body, program):
        target = f"multipart:{field.key}"
        if field.key is None:
            out.append((None, "", field.where, "transfer: a form field's name is computed at "
                        "run time (a presigned form's policy fields): not shown"))
            continue
        if target in content:
            continue
        value = field.value
        text = text_of(value)
        member = file_member(value, program)
        if text is not None:
            out.append((Binding(target=target, value=text), field.key, field.where, None))
        elif member is not None:
            out.append((Binding(target=target, input=f"file.{member}"), field.key, field.where,
                        None))
        elif isinstance(value, ResponseV) and value.body and \
                value.sites == transfer.response.sites:
            out.append((Binding(target=target, **{"from": ResultRef(
                request=0, resultPath=pointer(".".join(value.path)))}), field.key,
                field.where, None))
        else:
            out.append((None, "", field.where,
                        f"transfer: the value of form field {field.key} is not shown"))
    return out


def query_bindings(transfer: Transfer, program
                   ) -> list[tuple[Binding | None, str, Where | None, str | None]]:
    """``(binding, note, where, missing)`` of each query parameter of the transfer: a fixed
    text, the file's name/type/size, or a member of the authorization's result (``from``
    request 0); a parameter whose value the source does not show here (``params:
    {directory}`` from application state) or a query that is no object is ``missing``."""
    query = present(transfer.template.query)         # an absent config member: no query
    if query is None:
        return []
    if not isinstance(query, ObjV):
        return [(None, "", None, "transfer: its query is not shown")]
    out = []
    for entry in body_entries(query):
        if entry.key is None:
            out.append((None, "", entry.where, "transfer: a query parameter's name is not "
                        "shown"))
            continue
        target, text = f"query:{entry.key}", text_of(entry.value)
        member = file_member(entry.value, program)
        if text is not None:
            out.append((Binding(target=target, value=text), entry.key, entry.where, None))
        elif member is not None:
            out.append((Binding(target=target, input=f"file.{member}"), entry.key,
                        entry.where, None))
        elif isinstance(entry.value, ResponseV) and entry.value.body and \
                entry.value.sites == transfer.response.sites:
            out.append((Binding(target=target, **{"from": ResultRef(
                request=0, resultPath=pointer(".".join(entry.value.path)))}), entry.key,
                entry.where, None))
        else:
            out.append((None, "", entry.where,
                        f"transfer: the value of query parameter {entry.key} is not shown"))
    return out


def output_schema(presign: Capability, fields: list[str],
                  completion: Completion | None = None) -> dict:
    """The output object of the returned ``fields`` (dot paths), each with the schema the
    output of the request it is read from gives it (``{}`` when it gives none)."""
    out: dict = {"type": "object", "properties": {}, "required": []}
    late = {p for p, _ in completion.returned} if completion else set()
    for dotted in fields:
        node = out
        source = (completion.capability.outputSchema if dotted in late
                  else presign.outputSchema) or {}
        parts = dotted.split(".")
        for i, part in enumerate(parts):
            source = (source.get("properties") or {}).get(part, {}) \
                if isinstance(source, dict) else {}
            if part not in node["required"]:
                node["required"].append(part)
            if i == len(parts) - 1:
                node["properties"][part] = source or {}
            else:
                node = node["properties"].setdefault(part, {"type": "object", "properties": {},
                                                            "required": []})
    return out


@dataclass(frozen=True, slots=True)
class Completion:
    """The completion step: its capability, ``{input: result path of the authorization}``,
    and the members of its own result later calls send (dot path, where)."""

    capability: Capability
    inputs: dict[str, str]
    returned: list[tuple[str, Where | None]]


def completion_request(completion: Completion) -> tuple[Request, dict[str, list[Evidence]]]:
    """The completion step (index 2): its request with each input bound ``from`` request 0,
    and its evidence re-keyed under ``/implementation/requests/2``."""
    cap = completion.capability
    request = cap.implementation.requests[0]
    bindings = [Binding(target=b.target, **{"from": ResultRef(
        request=0, resultPath=pointer(completion.inputs[b.input]))})
        if b.input in completion.inputs else b for b in request.bindings]
    prefix = "/implementation/requests/0"
    evidence = {"/implementation/requests/2" + k[len(prefix):]: v
                for k, v in cap.evidence.items() if k.startswith(prefix)}
    return request.model_copy(update={"bindings": bindings}), evidence


def stored_by_upload(cap: Capability, where: Where) -> Capability:
    """Rule ``attachments.upload-creates``: an upload Tool whose authorization request is a
    read (``GET /servers/{id}/files/upload`` answering the URL to send the bytes to) stores a
    new file: ``create``, never retried, an unknown outcome reconciled (``policy.at-most-once``),
    its annotations agreeing; the transfer at ``where`` is the evidence."""
    op, _ = at_most_once("create")
    proof = [inferred(where, "attachments.upload-creates", "the transfer stores the file")]
    evidence = {**cap.evidence, **{key: proof for key in (
        "/sideEffect", "/operationPolicy/sideEffect", "/operationPolicy/idempotency",
        "/operationPolicy/automaticRetry", "/operationPolicy/unknownOutcome",
        "/annotations/readOnlyHint", "/annotations/idempotentHint",
        "/annotations/destructiveHint")}}
    hints = annotations(op, list(cap.annotations.risks))
    evidence = explain_hints(evidence, hints, "create")
    return cap.model_copy(update={
        "sideEffect": "create", "operationPolicy": op, "annotations": hints,
        "evidence": dict(sorted(evidence.items()))})


def upload_tool(presign: Capability, calls: list, transfers: list[Transfer],
                returned: list[tuple[str, Where | None]], program,
                completion: Completion | None = None) -> UploadTool:
    """The upload Tool made of ``presign`` (its observed ``calls``), the ``transfers`` to the
    URLs it issues, the ``returned`` members (dot path, where a later call sends it) and the
    ``completion`` step, if any (whose returned members are outputs too)."""
    first = presign.implementation.requests[0]
    members = file_inputs(calls, program)
    covered = {b.input for b in first.bindings if b.target in members and b.input}
    bindings = [b.model_copy(update={"input": f"file.{members[b.target][0]}"})
                if b.target in members and b.input else b for b in first.bindings]
    props = {k: v for k, v in presign.inputSchema.get("properties", {}).items()
             if k not in covered}
    required = ["file"] + [r for r in presign.inputSchema.get("required", []) if r not in covered]
    transfer, transfer_ev, missing = transfer_request(transfers[0], first.service, program)
    sources = {path: 0 for path, _ in returned}
    if completion is not None:
        sources.update({path: 2 for path, _ in completion.returned})
        returned = returned + completion.returned
    fields = sorted(sources)
    if not fields:
        missing.append(MISSING_BINDING)
    name = upload_name(presign.name, first.pathTemplate)
    head = transfers[0].where
    evidence = {k: v for k, v in presign.evidence.items()
                if not k.startswith(("/inputSchema/", "/outputSchema", "/name", "/title",
                                     "/description"))}
    for prop in props:
        evidence[f"/inputSchema/properties/{prop}"] = presign.evidence.get(
            f"/inputSchema/properties/{prop}", [])
    content = [i for i, b in enumerate(transfer.bindings) if b.input == "file"]
    evidence["/inputSchema/properties/file"] = transfer_ev.get(
        f"/bindings/{content[0]}" if content else "") or [
        observed(head, RULE, "the transfer's body")]
    for i, prop in enumerate(required):
        old = presign.inputSchema.get("required", [])
        evidence[f"/inputSchema/required/{i}"] = evidence["/inputSchema/properties/file"] \
            if prop == "file" else presign.evidence.get(f"/inputSchema/required/{old.index(prop)}",
                                                        [])
    for target, (member, where) in members.items():
        k = next(i for i, b in enumerate(bindings) if b.target == target)
        evidence[f"/implementation/requests/0/bindings/{k}"] = [
            inferred(where, RULE, f"the file's {member}")]
    evidence.update({f"/implementation/requests/1{k}": v for k, v in transfer_ev.items()})
    evidence["/implementation/requests/1/service"] = presign.evidence.get(
        "/implementation/requests/0/service", [])
    evidence["/name"] = [inferred(head, RULE, f"the upload chain of {presign.name}")]
    evidence["/title"] = [inferred(head, RULE, f"the upload chain of {presign.name}")]
    evidence["/description"] = [inferred(head, RULE)]
    output = [OutputField(field=f, **{"from": ResultRef(request=sources[f],
                                                        resultPath=pointer(f))})
              for f in fields]
    requests = [first.model_copy(update={"bindings": bindings}), transfer]
    if completion is not None:
        third, third_ev = completion_request(completion)
        requests.append(third)
        evidence.update(third_ev)
    for i, (path, where) in enumerate(sorted(returned)):
        evidence.setdefault(f"/implementation/output/{fields.index(path)}", []).append(
            observed(where, "attachments.returned-reference", f"a later call sends {path}"))
    evidence["/outputSchema"] = [inferred(head, RULE, "the returned reference")] \
        if fields else [default("output.not-derived")]
    noun = " ".join(name.split("_")[1:])
    returns = ", ".join(fields)
    schema = {**presign.inputSchema, "properties": {"file": CONTENT_SCHEMA, **props},
              "required": required}
    cap = presign.model_copy(update={
        "name": name, "title": f"Upload {noun}",
        "description": f"Uploads a file as a new {noun}: asks the backend where to store it, "
                       "sends the file's bytes there"
                       + (f", and returns the {returns} that later calls send." if fields
                          else "."),
        "status": "requires-review" if missing else presign.status,
        "inputSchema": schema,
        "outputSchema": output_schema(presign, fields, completion) if fields else None,
        "implementation": Implementation(requests=requests, output=output),
        "evidence": dict(sorted(evidence.items()))})
    if presign.sideEffect == "read":
        cap = stored_by_upload(cap, head)
    return UploadTool(cap, missing, frozenset(s.where for t in transfers
                                              for s in t.template.sites),
                      completion.capability.name if completion else None)
