"""Which capabilities an export registers, and the request plan of each (EXPORT.md, D5, D7).

:func:`select` splits a contract's capabilities into exported ones and :class:`Skipped` ones
with their reason. Exported: ``approved`` and ``draft`` (``only_approved``: ``approved`` only).
``requires-review`` and ``requires-host-integration`` are never registered (the reason quotes
the contract's review items of that capability). A draft or approved capability is also left
out, with the reason, when the package could not execute it exactly as the contract says:

* ``exporter.guard``: ``trusted-confirmation-required``, a runtime protection other than
  ``backend-authoritative``, or a workflow step — this exporter generates no Guard, and the seed
  keeps such writes below approval when the runtime cannot enforce them;
* ``exporter.context``: a binding the Host fills from a context reference;
* ``exporter.attachment``: a content binding whose input is not D7 bounded content
  (``{filename, mediaType, size, sha256, contentBase64}``), e.g. a Host attachment reference:
  this profile has no attachment-resolution facility over stdio; or
  ``upload-confirmation-required`` with no request taking such content (the Host's approval of
  the content is what that confirmation asks, D7; a transfer step outside the capability
  cannot receive it);
* ``exporter.encoding``: body bindings with ``bodyEncoding`` ``unknown``, ``none`` or
  ``multipart`` (a form sends only its ``multipart:`` fields: a whole body of unshown fields,
  rule ``body.opaque-form-data``, would be dropped), a body on GET/HEAD, or a multipart field
  under another encoding;
* ``exporter.path``: a ``{hole}`` of the path template without its ``path:`` binding, or the
  reverse;
* ``exporter.schema``: an input or output schema outside the zod generator's subset;
* ``exporter.service``: a request naming no declared service, or a ``baseUrlBinding`` that is
  not an environment variable name;
* ``exporter.idempotency``: ``idempotent-with-key`` with no binding that carries the key;
* ``exporter.redacted-value``: a binding whose fixed ``value`` holds a ``<redacted:…>`` marker
  (a credential derive or rule ``contract.credential-binding`` redacted): the package would
  send the marker, and a credential is the Host's to supply.

:func:`request_plan` turns one contract request into JavaScript expressions over ``input``:
``input["a"]?.["b"]`` for input ``a.b``, the literal for a fixed ``value``, ``randomUUID()`` for
an ``Idempotency-Key`` header with neither.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from code2skill.contract.models import Capability, Contract, Request
from code2skill.export.names import ENV_NAME
from code2skill.export.zod import UnsupportedSchema, js, zod_source

HOLE = re.compile(r"\{([^{}]+)\}")
KINDS = ("path", "query", "body", "header", "multipart", "url")
SCALARS = {"string", "number", "integer", "boolean"}
CONTENT_KEYS = {"filename", "mediaType", "size", "sha256", "contentBase64"}
PROTO = "__proto__"
REDACTED_VALUE = "exporter.redacted-value"


class NotExportable(ValueError):
    """A capability this profile cannot execute exactly; ``rule`` is the reason's id."""

    def __init__(self, rule: str, message: str):
        self.rule = rule
        super().__init__(message)


@dataclass(frozen=True, slots=True)
class Skipped:
    """A capability not registered: its name, status, reason id and reason text."""

    name: str
    status: str
    rule: str
    reason: str


@dataclass(frozen=True, slots=True)
class MultipartField:
    name: str
    expr: str
    content: bool


@dataclass(frozen=True, slots=True)
class RequestPlan:
    """One request as JavaScript source pieces: ``path`` is a template literal's inside;
    ``query``/``headers``/``body`` are ``(key, expression)`` pairs (``""`` key: the whole
    object); ``multipart`` the form fields."""

    index: int
    service: str
    method: str
    path_template: str
    path: str
    query: list[tuple[str, str]]
    headers: list[tuple[str, str]]
    encoding: str
    body: list[tuple[str, str]]
    multipart: list[MultipartField]
    success: list[int]
    graphql: bool
    uses_uuid: bool
    url: str | None = None          # the absolute URL an earlier step issued (``url:``)
    content: bool = False           # a ``binary`` body of bounded attachment content (D7)
    arrays: list[str] = field(default_factory=list)   # body members built as arrays


@dataclass(frozen=True, slots=True)
class CapabilityPlan:
    """A capability's plan; ``output`` the ``(field, expression)`` pairs of an output built
    from earlier steps' results (empty: the last response's body)."""

    capability: Capability
    requests: list[RequestPlan]
    input_zod: str
    output_zod: str | None
    uses_content: bool = field(default=False)
    output: list[tuple[str, str]] = field(default_factory=list)


def select(contract: Contract, only_approved: bool) -> tuple[list[CapabilityPlan], list[Skipped]]:
    """Plans of the capabilities to register, and the others with their reason, by name."""
    reviews: dict[str, list[str]] = {}
    for item in contract.review:
        if item.capability:
            reviews.setdefault(item.capability, []).append(item.message)
    workflow_steps = {step for w in contract.workflows for step in w.steps}
    services = {s.id: s for s in contract.services}
    content = content_targets(contract)
    plans, skipped = [], []
    for cap in sorted(contract.capabilities, key=lambda c: c.name):
        if cap.status not in ("approved", "draft") or (only_approved and cap.status != "approved"):
            skipped.append(Skipped(cap.name, cap.status, f"status.{cap.status}",
                                   status_reason(cap.status, reviews.get(cap.name, []),
                                                 only_approved)))
            continue
        try:
            plans.append(plan_capability(cap, services, workflow_steps,
                                         content.get(cap.name, frozenset())))
        except NotExportable as exc:
            skipped.append(Skipped(cap.name, cap.status, exc.rule, str(exc)))
    return plans, skipped


def status_reason(status: str, messages: list[str], only_approved: bool) -> str:
    if status == "draft" and only_approved:
        return "status draft: --only-approved exports approved capabilities only"
    head = f"status {status}: not registered until a reviewer resolves it"
    return head + ("; review: " + " | ".join(messages) if messages else "")


def content_targets(contract: Contract) -> dict[str, set[str] | None]:
    """Per capability, the request targets that carry attachment content: its own
    ``attachments.contentBindings`` and those of chains naming it as ``provider``; ``None``
    (every input-bound multipart field) for a capability the contract lists under
    ``attachmentResolution`` with no chain naming its content fields."""
    targets: dict[str, set[str] | None] = {}
    for cap in contract.capabilities:
        if cap.attachments is not None:
            for owner in {cap.name, cap.attachments.provider} - {None}:
                known = targets.get(owner) or set()
                targets[owner] = known | set(cap.attachments.contentBindings)
    for need in contract.consumerRequirements.attachmentResolution:
        for name in need.capabilities:
            targets.setdefault(name, None)
    return targets


def plan_capability(cap: Capability, services: dict, workflow_steps: set[str],
                    content: set[str] | None = frozenset()) -> CapabilityPlan:
    """The plan of one capability, or :class:`NotExportable`; ``content``: its attachment
    content targets (:func:`content_targets`)."""
    prototype = prototype_names(cap)
    if prototype:
        raise NotExportable("exporter.prototype-name", f"{prototype[0]} names __proto__, which "
                            "JavaScript reads and writes as the object's prototype, not as a "
                            "member: no input, field or target of it can be built safely")
    policy = cap.operationPolicy
    if policy.confirmation == "trusted-confirmation-required" or \
            cap.runtimeProtection.mode != "backend-authoritative" or cap.name in workflow_steps:
        raise NotExportable("exporter.guard", "needs a trusted confirmation, protected runtime "
                            "state or workflow Guard (confirmation "
                            f"{policy.confirmation}, runtimeProtection "
                            f"{cap.runtimeProtection.mode})"
                            "; this exporter generates no Guard")
    try:
        input_zod = zod_source(cap.inputSchema, "/inputSchema", top=True)
        output = cap.outputSchema
        output_zod = zod_source(output, "/outputSchema") if output is not None else None
    except UnsupportedSchema as exc:
        raise NotExportable("exporter.schema", f"schema not supported: {exc}") from None
    if not cap.implementation.requests:
        raise NotExportable("exporter.path", "the capability lists no request")
    requests = [request_plan(i, r, cap, services, content)
                for i, r in enumerate(cap.implementation.requests)]
    if policy.idempotency == "idempotent-with-key" and \
            not any("idempotency" in k.lower() for r in requests for k, _ in r.headers):
        raise NotExportable("exporter.idempotency", "idempotent-with-key, but no request "
                            "binding carries the idempotency key")
    uses_content = any(f.content for r in requests for f in r.multipart) or \
        any(r.content for r in requests)
    if policy.confirmation == "upload-confirmation-required" and not uses_content:
        raise NotExportable("exporter.attachment", "upload-confirmation-required, but no request "
                            "of this capability takes Host-approved bounded content "
                            "{filename, mediaType, size, sha256, contentBase64}: the content "
                            "transfer is not a step of this capability")
    output = [(out.field, result_value(out.from_)) for out in cap.implementation.output]
    return CapabilityPlan(cap, requests, input_zod, output_zod, uses_content, output)


def prototype_names(cap: Capability) -> list[str]:
    """Where a capability names ``__proto__`` (rule ``exporter.prototype-name``): a property
    of its input or output schema (a JSON Pointer), or a segment of a binding's target, input
    or result path, or of an output field; empty when nowhere. A generated ``{"__proto__":
    …}`` or ``body["__proto__"] = …`` sets a prototype instead of a member (and a target
    ``__proto__.x`` would write ``Object.prototype``)."""
    found = [f"/inputSchema{p}" for p in schema_keys(cap.inputSchema)]
    found += [f"/outputSchema{p}" for p in schema_keys(cap.outputSchema)]
    for i, request in enumerate(cap.implementation.requests):
        for binding in request.bindings:
            names = re.split(r"[.:/]", binding.target) + (binding.input or "").split(".")
            names += re.split(r"/", binding.from_.resultPath) if binding.from_ else []
            if PROTO in names:
                found.append(f"request {i} binding {binding.target!r}")
    found += [f"output field {out.field!r}" for out in cap.implementation.output
              if PROTO in out.field.split(".") + out.from_.resultPath.split("/")]
    return found


def schema_keys(schema: Any, pointer: str = "") -> list[str]:
    """JSON Pointers of the ``__proto__`` member names anywhere inside a JSON value."""
    if isinstance(schema, list):
        return [p for i, item in enumerate(schema) for p in schema_keys(item, f"{pointer}/{i}")]
    if not isinstance(schema, dict):
        return []
    return [f"{pointer}/{key}" for key in schema if key == PROTO] + \
        [p for key, value in schema.items() for p in schema_keys(value, f"{pointer}/{key}")]


def result_value(ref) -> str:
    """``resultValue(response0, "/uploadUrl")``: the value a ``from`` binding reads (rule
    ``exporter.result-binding``: the earlier step's parsed body, at a JSON Pointer)."""
    return f"resultValue(response{ref.request}, {js(ref.resultPath)})"


def request_plan(index: int, request: Request, cap: Capability, services: dict,
                 content: set[str] | None = frozenset()) -> RequestPlan:
    service = services.get(request.service)
    if service is None:
        raise NotExportable("exporter.service", f"request {index} names service "
                            f"{request.service!r}, which the contract does not declare")
    if not ENV_NAME.match(service.baseUrlBinding):
        raise NotExportable("exporter.service", f"service {service.id!r} has baseUrlBinding "
                            f"{service.baseUrlBinding!r}, not an environment variable name")
    parts: dict[str, list] = {k: [] for k in KINDS}
    uses_uuid = False
    for binding in request.bindings:
        kind, _, key = binding.target.partition(":")
        if kind not in KINDS:
            raise NotExportable("exporter.encoding", f"request {index} binding target "
                                f"{binding.target!r} is not path/query/body/header/multipart/"
                                "url")
        if binding.context is not None:
            raise NotExportable("exporter.context", f"request {index} binding {binding.target}"
                                f" is filled by the Host from context {binding.context!r}; this "
                                "profile has no context facility")
        if binding.from_ is not None:
            expr = result_value(binding.from_)
        elif binding.input is not None:
            expr = accessor(binding.input)
        elif binding.value is None and kind == "header" and "idempotency" in key.lower():
            expr, uses_uuid = "randomUUID()", True
        elif isinstance(binding.value, str) and "<redacted:" in binding.value:
            raise NotExportable(REDACTED_VALUE, f"request {index} binding {binding.target} "
                                f"holds a redacted value ({binding.value}): a credential is "
                                "the Host's to supply, never the package's")
        else:
            expr = js(binding.value)
        parts[kind].append((key, expr, binding))
    url = issued_url(index, request, parts["url"])
    path = path_source(index, request.pathTemplate, parts["path"])
    encoding = encoding_of(index, request, parts)
    multipart = [multipart_field(index, key, expr, b, cap, content)
                 for key, expr, b in parts["multipart"]]
    raw = encoding == "binary"
    for _key, _expr, binding in parts["body"]:
        if raw and binding.target == "body:" and bounded_content(cap, binding):
            continue
        if raw or (content is not None and binding.target in content):
            raise NotExportable("exporter.attachment", f"request {index} sends attachment "
                                f"content as {binding.target}; only multipart content fields "
                                "and a binary body of bounded content are supported")
    return RequestPlan(index, request.service, request.method, request.pathTemplate, path,
                       [(k, e) for k, e, _ in parts["query"]],
                       [(k, e) for k, e, _ in parts["header"]], encoding,
                       [(k, e) for k, e, _ in parts["body"]], multipart,
                       sorted(set(request.successStatuses)), request.graphql is not None,
                       uses_uuid, url, raw, array_members([k for k, _, _ in parts["body"]]))


def array_members(targets: list[str]) -> list[str]:
    """The body members a request builds as arrays (rule ``exporter.array-member``): a member
    (dot path, never the whole body) whose child segments among the body ``targets`` are
    exactly the indexes ``0`` … ``n-1`` in canonical form (``params.0``, ``params.1``: the
    JSON Pointers ``/params/0``, ``/params/1`` of a positional argument list), sorted. A member
    with any other child (``params.a``, ``params.01``, a gap) stays an object."""
    children: dict[str, set[str]] = {}
    for target in targets:
        segments = target.split(".") if target else []
        for end in range(1, len(segments)):
            children.setdefault(".".join(segments[:end]), set()).add(segments[end])
    return sorted(member for member, keys in children.items()
                  if keys == {str(i) for i in range(len(keys))})


def issued_url(index: int, request: Request, bindings: list) -> str | None:
    """The expression of a request's ``url:`` (an absolute URL an earlier step returned), or
    ``None``; such a request has an empty path template and takes the URL ``from`` a result."""
    if not bindings:
        return None
    if len(bindings) > 1 or request.pathTemplate or bindings[0][2].from_ is None:
        raise NotExportable("exporter.path", f"request {index} binds url: but not as one "
                            "value from an earlier step's result with an empty path template")
    return bindings[0][1]


def bounded_content(cap: Capability, binding: Any) -> bool:
    """Whether a binding's input is D7 bounded content ``{filename, mediaType, size, sha256,
    contentBase64}``."""
    schema = input_schema_at(cap.inputSchema, binding.input) if binding.input else None
    return isinstance(schema, dict) and CONTENT_KEYS <= set(schema.get("properties") or {})


def accessor(dotted: str) -> str:
    """``input["a"]?.["b"]`` for the input property path ``a.b``."""
    head, *rest = dotted.split(".")
    return f"input[{js(head)}]" + "".join(f"?.[{js(p)}]" for p in rest)


def path_source(index: int, template: str, bindings: list) -> str:
    """The inside of a JavaScript template literal building the path: literal parts escaped,
    each ``{hole}`` → ``${encodeURIComponent(pathValue(expr, "hole"))}``."""
    values = {key: expr for key, expr, _ in bindings}
    holes = HOLE.findall(template)
    missing = [h for h in holes if h not in values]
    extra = sorted(set(values) - set(holes))
    if missing or extra:
        raise NotExportable("exporter.path", f"request {index} path template {template!r}: "
                            + (f"hole(s) {missing} have no path binding" if missing else
                               f"path binding(s) {extra} have no hole"))
    out, last = [], 0
    for match in HOLE.finditer(template):
        out.append(literal(template[last:match.start()]))
        name = match.group(1)
        out.append(f"${{encodeURIComponent(pathValue({values[name]}, {js(name)}))}}")
        last = match.end()
    out.append(literal(template[last:]))
    return "".join(out)


def literal(text: str) -> str:
    return text.replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${")


def encoding_of(index: int, request: Request, parts: dict) -> str:
    body, multipart = parts["body"], parts["multipart"]
    encoding = request.bodyEncoding
    if encoding in ("none", "unknown"):
        if body or multipart:
            raise NotExportable("exporter.encoding", f"request {index} has body bindings but "
                                f"bodyEncoding {encoding!r}")
        return "none"
    if request.method in ("GET", "HEAD") and (body or multipart or encoding != "json"):
        raise NotExportable("exporter.encoding", f"request {index} sends a body with "
                            f"{request.method}")
    if encoding == "binary" and (multipart or [k for k, _, _ in body] != [""]):
        raise NotExportable("exporter.encoding", f"request {index} has bodyEncoding binary but "
                            "not exactly one whole-body binding")
    if multipart and encoding != "multipart":
        raise NotExportable("exporter.encoding", f"request {index} has multipart bindings but "
                            f"bodyEncoding {encoding!r}")
    if body and encoding == "multipart":
        raise NotExportable("exporter.encoding", f"request {index} has body bindings but "
                            "bodyEncoding 'multipart': only multipart fields are sent")
    if request.method in ("GET", "HEAD"):
        return "none"
    return encoding


def multipart_field(index: int, key: str, expr: str, binding: Any, cap: Capability,
                    content: set[str] | None) -> MultipartField:
    """A multipart field: bounded content (D7) when its input schema is the content object; a
    text field when it is a fixed value or a scalar input that is not attachment content."""
    if binding.input is None:
        return MultipartField(key, expr, False)
    schema = input_schema_at(cap.inputSchema, binding.input)
    if isinstance(schema, dict) and CONTENT_KEYS <= set(schema.get("properties") or {}):
        return MultipartField(key, expr, True)
    is_content = content is None or binding.target in content
    if not is_content and isinstance(schema, dict) and schema.get("type") in SCALARS:
        return MultipartField(key, expr, False)
    raise NotExportable("exporter.attachment", f"request {index} field {binding.target} carries "
                        "attachment content from input "
                        f"{binding.input!r}, which is not bounded content "
                        "{filename, mediaType, size, sha256, contentBase64}: resolving a Host "
                        "attachment reference needs the attachmentResolution facility, which "
                        "this profile does not offer over stdio")


def input_schema_at(schema: dict, dotted: str) -> Any:
    """The schema of input property ``a.b`` inside a Tool's input schema (``None`` if absent)."""
    for part in dotted.split("."):
        if not isinstance(schema, dict):
            return None
        schema = (schema.get("properties") or {}).get(part)
    return schema
