"""The canonical contract, format v1, as pydantic models (``shared/CONTRACT.md``).

These models are the single definition of the format: ``code2skill schema`` publishes
:func:`contract_json_schema`, and every emitted file is built from and validated by them.
Field names follow CONTRACT.md (camelCase) because the scorers and downstream tools read them.
"""
from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import (BaseModel, BeforeValidator, ConfigDict, Field, field_validator,
                      model_validator)
from pydantic_core import PydanticSerializationError

from code2skill.contract.patterns import pattern_problems

CONTRACT_VERSION = "code2skill.canonical-contract/v1"
NAME_PATTERN = r"^[a-z][a-z0-9_]{0,63}$"

# The largest 1-based line or column a contract may hold (rule ``contract.evidence-position``):
# above any file the tool reads (``discover.MAX_BUNDLE_BYTES``, 25 MB, has at most that many
# lines and columns), far below where a number stops being a plain integer.
MAX_POSITION = 100_000_000
Position = Annotated[int, Field(ge=1, le=MAX_POSITION)]


def exactly(value: object) -> BeforeValidator:
    """Rule ``contract.strict-literal``: a validator accepting only ``value`` of its own JSON
    type; ``true``, ``1.0`` and ``1`` are equal in Python and would each pass as the literal
    ``1`` or ``true`` (``consumerRequirementsVersion: true``, ``preservesRecoveryContext: 1``)."""
    def check(found: object) -> object:
        if type(found) is not type(value) or found != value:
            raise ValueError(f"Input should be {json.dumps(value)}")
        return found
    return BeforeValidator(check)


SideEffect = Literal["read", "create", "update", "delete"]
Risk = Literal["destructive", "financial", "publishing", "external"]
EvidenceKind = Literal["observed", "inferred", "default"]
Severity = Literal["high", "medium", "low", "info"]
ErrorCategory = Literal["input", "business", "authorization", "upstream", "network",
                        "output-contract", "unknown-outcome"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")

    def dedupe_key(self) -> str:
        """A text that is equal for models of equal content (for de-duplication): the JSON
        pydantic writes, or Python's JSON when a string holds a lone surrogate (a JavaScript
        escape, a file name that is not UTF-8), which pydantic refuses to encode."""
        try:
            return self.model_dump_json()
        except PydanticSerializationError:
            return json.dumps(self.model_dump(mode="json"))


class Evidence(Model):
    """A source span backing a field. Paths are relative to ``source.root``; lines and columns
    are 1-based, columns in Unicode code points, ``endColumn`` exclusive. ``observed``: read
    directly from the span; ``inferred``: derived by ``rule`` from observed spans;
    ``default``: a policy default with no source proof (``rule`` names the default, and the
    location fields are null). A line or column below 1 or above :data:`MAX_POSITION` is
    refused (rule ``contract.evidence-position``)."""

    file: str | None = None
    line: Position | None = None
    column: Position | None = None
    endLine: Position | None = None
    endColumn: Position | None = None
    kind: EvidenceKind
    rule: str
    note: str | None = None


class CallSite(Evidence):
    """A call site that names an endpoint (``kind`` observed), the function it is in, and the
    wrapper chain below it down to the HTTP library call (``via``, outermost first)."""

    function: str | None = None
    via: list[Evidence] = Field(default_factory=list)


class Generator(Model):
    name: str
    version: str


class Scope(Model):
    include: list[str]
    exclude: list[str]
    excludedByDefault: list[str]
    includeBundles: bool = False


class SkippedFile(Model):
    """A file or folder left out; ``unreadable`` when it is a source file that could not be
    analysed rather than one out of scope."""

    path: str
    reason: str
    unreadable: bool = False


class SourceDiagnostic(Model):
    path: str
    stage: str
    severity: Literal["error", "warning", "info"]
    reason: str
    line: Position | None = None       # rule ``contract.evidence-position`` too


class LibraryCoverage(Model):
    """Request-like call sites of one client library and what became of them (see
    :class:`Coverage`)."""

    requestLikeSites: int
    resolved: int
    reviewed: int
    unresolved: int


class Coverage(LibraryCoverage):
    """How much of the client's request-making code reached the contract. A request-like site
    is a call the tool recognises as possibly making a request: a recognised client call, an
    HTTP-looking member call with a URL-like argument, or a call of an unmodelled library
    function handed a function that makes requests. ``resolved``: it became (part of) a
    capability; ``reviewed``: not a capability, but a review item names it; ``unresolved``:
    neither (0 unless the run's budget of request sites cut some: every other such site is
    given a review item, and a diagnostic names each file cut). ``byLibrary`` splits the
    figures per client library (``unknown`` for objects the tool cannot follow)."""

    byLibrary: dict[str, LibraryCoverage]


class Project(Model):
    """The project's name (1–64 characters of ``a-z0-9-``, the Agent Skills name rules), which
    the Skill and the exported package take, and where it came from: ``package.json`` (its
    ``name``, npm scope stripped), ``git-root`` (the folder at the top of the git repository)
    or ``folder`` (the analysed folder); ``evidence`` names the rule (``project.*``) and, for
    ``package.json``, the line."""

    name: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=64)
    origin: Literal["package.json", "git-root", "folder"]
    evidence: list[Evidence]


class Source(Model):
    """What was analysed. ``root`` is the analysed folder's name (never an absolute path);
    ``project`` the project's name and its origin (absent in contracts written before it was
    recorded: the normalised ``root`` is used then)."""

    root: str
    project: Project | None = None
    commit: str | None
    dirty: bool | None
    scope: Scope
    generator: Generator
    filesAnalysed: int
    skipped: list[SkippedFile]
    diagnostics: list[SourceDiagnostic]
    coverage: Coverage | None = None
    scopeRules: dict[str, int] = Field(default_factory=dict)
    """Analysed files each scope rule put out of the shipped client (test, mock and dev-tool
    code: ``scope.test-runner`` …), by rule id."""


class ObservedBaseUrl(Model):
    url: str
    evidence: list[Evidence]


class Service(Model):
    """An independent backend. ``baseUrlBinding`` is the environment variable a Host sets;
    ``observedBaseUrls`` are deployment references only, never defaults."""

    id: str
    baseUrlBinding: str
    observedBaseUrls: list[ObservedBaseUrl]
    description: str
    evidence: list[Evidence]


class Annotations(Model):
    readOnlyHint: bool
    destructiveHint: bool
    idempotentHint: bool
    openWorldHint: bool
    risks: list[Risk]


class ContextReference(Model):
    name: str
    description: str
    source: str
    evidence: list[Evidence]


class Tenant(Model):
    binding: str
    location: str
    evidence: list[Evidence]


class Auth(Model):
    authentication: Literal["bearer", "cookie-session", "api-key", "none", "unknown"]
    tenant: Tenant | None = None
    evidence: list[Evidence]


class Precondition(Model):
    kind: str
    input: str
    issuedBy: str | None = None
    resultPath: str | None = None
    enforcement: str
    evidence: list[Evidence]


class OperationPolicy(Model):
    sideEffect: SideEffect
    idempotency: Literal["idempotent", "idempotent-with-key", "at-most-once", "unknown"]
    automaticRetry: Literal["allowed", "never"]
    confirmation: Literal["not-required", "trusted-confirmation-required",
                          "upload-confirmation-required"]
    unknownOutcome: Literal["not-applicable", "stop-and-reconcile"]


class RuntimeProtection(Model):
    mode: Literal["backend-authoritative", "host-enforced", "workflow-enforced"]


class ObservedHandling(Model):
    match: str
    category: ErrorCategory
    evidence: list[Evidence]


class ErrorContract(Model):
    preservesRecoveryContext: Annotated[Literal[True], exactly(True)] = True
    categories: list[ErrorCategory]
    codePath: str | None
    messagePath: str | None
    detailsPath: str | None
    retryablePath: str | None
    observedHandling: list[ObservedHandling]


JSON_POINTER = r"^(/([^~/]|~[01])*)*$"


class ResultRef(Model):
    """A value taken from the response body of an earlier request of the same capability:
    ``request`` is that request's index in ``implementation.requests`` (0-based, smaller than
    the index of the request or output that reads it), ``resultPath`` a JSON Pointer (RFC 6901)
    into its parsed body (``/uploadUrl``; ``""`` is the whole body)."""

    request: int = Field(ge=0)
    resultPath: str = Field(pattern=JSON_POINTER)


# the places a binding's value is sent (:class:`Binding`)
TARGET_KINDS = ("path", "query", "body", "header", "multipart", "url")


class Binding(Model):
    """Where a value goes in the request: ``target`` is ``path:slug``, ``query:limit``,
    ``body:article.title`` (``body:`` alone is the whole body, ``query:`` the whole query
    object), ``header:Idempotency-Key``, ``multipart:file`` or ``url:`` (the request's whole
    absolute URL, issued at runtime by an earlier step: a presigned upload URL; such a request
    has an empty ``pathTemplate`` and is sent without the service's base URL or credentials).
    The value comes from input property ``input`` (dot-joined for nested properties), is the
    fixed ``value``, is the capability's context reference named ``context`` (the page's
    address, a deployment setting: filled by the host, never by the Agent), or comes ``from``
    an earlier request's result (:class:`ResultRef`)."""

    model_config = ConfigDict(extra="forbid", serialize_by_alias=True)

    target: str
    input: str | None = None
    value: Any = None
    context: str | None = Field(default=None, exclude_if=lambda v: v is None)
    from_: ResultRef | None = Field(default=None, alias="from", exclude_if=lambda v: v is None)

    @field_validator("target")
    @classmethod
    def known_kind(cls, target: str) -> str:
        """Rule ``contract.binding-target``: a target is one of :data:`TARGET_KINDS` and
        ``:``; any other (a hand-edited ``cookie:session``) is refused: neither redaction nor
        the exporter knows how its value is sent, so its value could be copied as it is."""
        kind, colon, _ = target.partition(":")
        if kind not in TARGET_KINDS or not colon:
            raise ValueError(f"a binding target starts with one of {'/'.join(TARGET_KINDS)}"
                             " and ':'")
        return target


class GraphQLOperation(Model):
    operationType: Literal["query", "mutation", "subscription"]
    operationName: str | None


def path_template_problem(template: str) -> str | None:
    """Why ``template`` is not a path under its service's base URL (rule
    ``contract.path-template``), or ``None``. A template is joined onto the base URL as text
    (``https://api.example.com/v2`` + ``/users/{id}``), so one that does not start with ``/``
    moves the request and the service's credentials to another host (``@evil.example/x`` makes
    ``api.example.com`` a user name, ``.evil.example/x`` extends the host name, ``:8443/x``
    changes the port, ``https://…`` is another URL); ``//`` at the start is a host in URL
    syntax and a backslash is read as ``/`` by URL parsers, so neither may appear. ``""`` (a
    step sent to a URL an earlier step returned, or the base URL itself) is a path too."""
    if template == "":
        return None
    if not template.startswith("/"):
        return "a path template must start with '/' (it is joined onto the service's base URL: " \
               "any other first character can change the host the request and its " \
               "credentials go to)"
    if template.startswith("//"):
        return "a path template may not start with '//' (a host in URL syntax)"
    if "\\" in template:
        return "a path template may not hold a backslash (URL parsers read it as '/')"
    return None


class Request(Model):
    """One request; ``bodyEncoding`` ``binary`` is a raw body of file bytes (the attachment's
    media type is its ``Content-Type``). ``pathTemplate`` is ``""`` or starts with one ``/``
    and holds no backslash (:func:`path_template_problem`)."""

    service: str
    method: Literal["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    pathTemplate: str
    bindings: list[Binding]
    bodyEncoding: Literal["json", "form", "multipart", "binary", "none", "unknown"]
    successStatuses: list[int]
    graphql: GraphQLOperation | None = None
    callSites: list[CallSite]

    @field_validator("pathTemplate")
    @classmethod
    def path_under_base(cls, template: str) -> str:
        """Rule ``contract.path-template``."""
        problem = path_template_problem(template)
        if problem is not None:
            raise ValueError(problem)
        return template


class OutputField(Model):
    """One member of a capability's output taken from a step's result: ``field`` the dot-joined
    output property (``key``), ``from`` the step and JSON Pointer it is read from."""

    model_config = ConfigDict(extra="forbid", serialize_by_alias=True)

    field: str
    from_: ResultRef = Field(alias="from")


class Implementation(Model):
    """The requests a capability sends, in order. ``output`` (absent: the last request's body
    is the output) builds the output from earlier steps' results, as a chain's returned key
    that the last step (the transfer of the bytes) does not answer with."""

    requests: list[Request]
    output: list[OutputField] = Field(default_factory=list, exclude_if=lambda v: not v)

    @model_validator(mode="after")
    def earlier_steps_only(self) -> "Implementation":
        """A ``from`` names an earlier request (rule ``contract.result-binding``)."""
        for i, request in enumerate(self.requests):
            for binding in request.bindings:
                if binding.from_ is not None and binding.from_.request >= i:
                    raise ValueError(f"request {i} binding {binding.target} takes its value "
                                     f"from request {binding.from_.request}, which is not an "
                                     "earlier step")
        for out in self.output:
            if out.from_.request >= len(self.requests):
                raise ValueError(f"output {out.field} takes its value from request "
                                 f"{out.from_.request}, which does not exist")
        return self


class Attachments(Model):
    provider: str | None
    transfer: str | None
    returnedField: str | None
    consumerBinding: str | None
    contentBindings: list[str]
    status: Literal["complete", "requires-review"]
    missing: list[str]


class Capability(Model):
    """One candidate business Tool."""

    name: str = Field(pattern=NAME_PATTERN)
    title: str
    description: str
    status: Literal["draft", "requires-review", "requires-host-integration", "approved"]
    # ``approved`` is a reviewer's decision (CONTRACT.md); derive never emits it and
    # ``derive --update`` keeps it.
    sideEffect: SideEffect
    annotations: Annotations
    inputSchema: dict[str, Any]
    outputSchema: dict[str, Any] | None
    contextReferences: list[ContextReference]
    auth: Auth
    preconditions: list[Precondition]
    operationPolicy: OperationPolicy
    runtimeProtection: RuntimeProtection
    errorContract: ErrorContract
    implementation: Implementation
    attachments: Attachments | None
    evidence: dict[str, list[Evidence]]

    @field_validator("inputSchema", "outputSchema")
    @classmethod
    def patterns_compile(cls, schema: dict[str, Any] | None) -> dict[str, Any] | None:
        """Rule ``contract.schema-pattern`` (:mod:`code2skill.contract.patterns`)."""
        problems = pattern_problems(schema)
        if problems:
            raise ValueError("; ".join(problems[:3]))
        return schema


class Resource(Model):
    name: str
    description: str
    evidence: list[Evidence]


class Workflow(Model):
    name: str
    steps: list[str]
    enforcement: dict[str, str]
    evidence: list[Evidence]


class FacilityNeed(Model):
    """Capabilities that need one Host facility for one reason: ``rule`` names the reason,
    ``why`` says it, ``field`` is the JSON Pointer inside each listed capability whose evidence
    proves it (``None`` when the need is the package's own: the MCP runtime). An
    ``authInjection`` need names its ``service``, the ``mechanism`` and the environment
    ``variables`` the Host sets; an ``mcpRuntime`` need its ``transport``."""

    capabilities: list[str]
    rule: str
    why: str
    field: str | None
    service: str | None = Field(default=None, exclude_if=lambda v: v is None)
    mechanism: Literal["bearer", "cookie-session", "api-key", "unknown"] | None = Field(
        default=None, exclude_if=lambda v: v is None)
    variables: list[str] | None = Field(default=None, exclude_if=lambda v: v is None)
    transport: Literal["stdio"] | None = Field(default=None, exclude_if=lambda v: v is None)


class ConsumerRequirements(Model):
    """The seven facilities of the seed a Host may have to offer (``EXPORT.md`` D8), each a
    list of needs: which capabilities need it, and why."""

    skillDiscovery: list[FacilityNeed]
    mcpRuntime: list[FacilityNeed]
    authInjection: list[FacilityNeed]
    trustedConfirmation: list[FacilityNeed]
    sessionState: list[FacilityNeed]
    attachmentResolution: list[FacilityNeed]
    unknownOutcomeReconciliation: list[FacilityNeed]


class ConsumerRequirementsRecord(Model):
    """``consumer-requirements.json`` of an exported package (``EXPORT.md`` D8): the needs of
    the Tools it registers."""

    consumerRequirementsVersion: Annotated[Literal[1], exactly(1)] = 1
    package: str
    facilities: ConsumerRequirements


class ReviewItem(Model):
    severity: Severity
    capability: str | None
    message: str
    evidence: list[Evidence]


class Contract(Model):
    """The whole ``canonical-contract.json``."""

    contractVersion: Literal["code2skill.canonical-contract/v1"] = CONTRACT_VERSION
    source: Source
    services: list[Service]
    capabilities: list[Capability]
    resources: list[Resource]
    workflows: list[Workflow]
    consumerRequirements: ConsumerRequirements
    review: list[ReviewItem]


def contract_json_schema() -> dict[str, Any]:
    """The published JSON Schema (2020-12) of the contract."""
    return json_schema_of(Contract, "canonical-contract")


def json_schema_of(model: type[BaseModel], name: str) -> dict[str, Any]:
    """The published JSON Schema (2020-12) of ``model``, identified as ``name``-v1."""
    schema = model.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = f"https://code2skill.dev/schema/{name}-v1.json"
    return schema
