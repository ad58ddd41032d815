"""Pass: a multipart upload whose returned id another call sends is the business upload Tool
(seed, "Attachments"; issue: "one business upload Tool").

Rule ``attachments.multipart-upload-tool``: the capability a consumer's ``multipart`` chain
names as its ``provider`` (:mod:`code2skill.passes.attachments`, rule
``attachments.multipart-upload``) turns Host-approved content into the id the consumer binds
in one request. As for a presigned chain (:mod:`code2skill.passes.upload_tool`):

* each input bound to one of the chain's ``contentBindings`` (``multipart:file``) is bounded
  attachment content ``{filename, mediaType, size, sha256, contentBase64}`` (``EXPORT.md`` D7,
  :data:`~code2skill.passes.upload_tool.CONTENT_SCHEMA`), never a path, a URL or an opaque
  string;
* its output is the members of its result the consumers bind (``implementation.output``, each
  ``from`` request 0 at the JSON Pointer of the chain's ``returnedField``), and its output
  schema those members only, with the schemas the response gave them.

So the provider output path, the consumer input (``attachments.consumerBinding``), the data-flow
edge (the consumer's precondition ``issuedBy``/``resultPath``/``input``) and the consumer's
request binding name one value. A chain with ``requires-review`` status leaves its provider as
it is; capabilities no chain names are untouched.
"""
from __future__ import annotations

from code2skill.contract.models import Capability, Evidence, Implementation, OutputField, \
    ResultRef
from code2skill.evidence import unique
from code2skill.passes.upload_tool import CONTENT_SCHEMA, output_schema, pointer

RULE = "attachments.multipart-upload-tool"


def at(evidence: Evidence, rule: str, note: str) -> Evidence:
    """Evidence ``inferred`` by ``rule`` from the place ``evidence`` points at."""
    return evidence.model_copy(update={"kind": "inferred", "rule": rule, "note": note})


def handoffs(capabilities: list[Capability]) -> dict[str, dict[str, list[Evidence]]]:
    """``{provider: {returnedField: evidence}}`` of every complete ``multipart`` chain a
    consumer's ``attachments`` names (evidence: the consumer's ``/attachments`` evidence, the
    places a later call sends the value)."""
    out: dict[str, dict[str, list[Evidence]]] = {}
    for cap in capabilities:
        chain = cap.attachments
        if chain is None or chain.transfer != "multipart" or chain.status != "complete" \
                or not chain.provider or not chain.returnedField:
            continue
        out.setdefault(chain.provider, {}).setdefault(chain.returnedField, []).extend(
            cap.evidence.get("/attachments", []))
    return out


def content_inputs(cap: Capability, targets: set[str]) -> list[str]:
    """The top-level inputs of ``cap``'s one request bound to a content binding in
    ``targets`` (``multipart:file`` → ``file``), in binding order, once each."""
    found: list[str] = []
    for binding in cap.implementation.requests[0].bindings:
        if binding.target in targets and binding.input and "." not in binding.input \
                and binding.input in (cap.inputSchema.get("properties") or {}) \
                and binding.input not in found:
            found.append(binding.input)
    return found


def upload_tool(cap: Capability, returned: dict[str, list[Evidence]],
                targets: set[str]) -> Capability:
    """``cap`` (a one-request multipart upload) as the business upload Tool: its content
    inputs D7 bounded content, its output the ``returned`` members (dot path → evidence of
    the later calls that send it) read from request 0."""
    fields = sorted(returned)
    inputs = content_inputs(cap, targets)
    props = {k: (CONTENT_SCHEMA if k in inputs else v)
             for k, v in (cap.inputSchema.get("properties") or {}).items()}
    evidence = {k: v for k, v in cap.evidence.items()       # the output is rebuilt below
                if not k.startswith(("/outputSchema/", "/implementation/output/"))}
    for prop in inputs:
        seen = evidence.get(f"/inputSchema/properties/{prop}", [])
        evidence[f"/inputSchema/properties/{prop}"] = unique(seen + [
            at(e, RULE, "the file's bytes: bounded attachment content (D7)") for e in seen])
    for i, dotted in enumerate(fields):
        evidence[f"/implementation/output/{i}"] = unique(returned[dotted])
    evidence["/outputSchema"] = unique([at(e, RULE, "the returned reference a later call "
                                          "sends") for f in fields for e in returned[f]])
    output = [OutputField(field=f, **{"from": ResultRef(request=0, resultPath=pointer(f))})
              for f in fields]
    return cap.model_copy(update={
        "inputSchema": {**cap.inputSchema, "properties": props},
        "outputSchema": output_schema(cap, fields),
        "implementation": Implementation(requests=cap.implementation.requests,
                                         output=output),
        "evidence": dict(sorted(evidence.items()))})


def with_multipart_upload_tools(capabilities: list[Capability]) -> list[Capability]:
    """The capabilities with each provider of a complete ``multipart`` chain made the
    business upload Tool (:func:`upload_tool`); a provider of more than one request (an
    upload Tool already) or with no content input is left as it is."""
    found = handoffs(capabilities)
    targets: dict[str, set[str]] = {}
    for cap in capabilities:
        if cap.attachments is not None and cap.attachments.provider in found:
            targets.setdefault(cap.attachments.provider, set()).update(
                cap.attachments.contentBindings)
    out = []
    for cap in capabilities:
        if cap.name in found and len(cap.implementation.requests) == 1 \
                and content_inputs(cap, targets[cap.name]):
            cap = upload_tool(cap, found[cap.name], targets[cap.name])
        out.append(cap)
    return out
