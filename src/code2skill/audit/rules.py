"""The audit's rules: a stable id, a short name, a default severity, what it checks and a
one-line fix hint. Findings name their rule by id; reports (text, JSON, SARIF) take the rest
from here.

Families: ``C2S-L…`` lint the contract against the seed's rules (``seed/mcp-tool-design.txt``),
``C2S-D…`` compare it with a fresh derive of the client (drift), ``C2S-E…`` check that its
evidence still points at the code it names.
"""
from __future__ import annotations

from dataclasses import dataclass, field

SEVERITIES = ("info", "low", "medium", "high")            # ascending
RANK = {s: i for i, s in enumerate(SEVERITIES)}


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    name: str
    severity: str
    summary: str
    hint: str


@dataclass(frozen=True, slots=True)
class SourceRef:
    """A place in the analysed client (path relative to its root)."""

    file: str
    line: int | None = None
    column: int | None = None
    note: str | None = None
    end_line: int | None = None
    end_column: int | None = None


@dataclass(frozen=True, slots=True)
class Finding:
    """One finding: a rule, where in the contract (JSON Pointer), where in the source.

    ``explains`` lists the pointers of schema problems this finding accounts for (a title only
    under annotations is also a missing ``title``); they do not make the contract unreadable.
    """

    rule: str
    severity: str
    message: str
    pointer: str
    capability: str | None = None
    sources: tuple[SourceRef, ...] = ()
    explains: tuple[str, ...] = field(default=(), compare=False)

    @property
    def hint(self) -> str:
        return RULES[self.rule].hint

    @property
    def name(self) -> str:
        return RULES[self.rule].name


def finding(rule: str, pointer: str, message: str, capability: str | None = None,
            sources: tuple[SourceRef, ...] = (), severity: str | None = None,
            explains: tuple[str, ...] = ()) -> Finding:
    """A finding of ``rule`` at its default severity unless ``severity`` is given."""
    return Finding(rule, severity or RULES[rule].severity, message, pointer, capability,
                   sources, explains)


_RULES = [
    # ---- lint: the seed's rules
    Rule("C2S-L001", "policy-side-effect-mismatch", "high",
         "operationPolicy.sideEffect differs from the capability's sideEffect",
         "make operationPolicy.sideEffect equal the top-level sideEffect"),
    Rule("C2S-L002", "retry-on-non-idempotent-write", "high",
         "a write that is not proven idempotent allows automatic retry",
         "set operationPolicy.automaticRetry to \"never\" (or prove idempotency, e.g. a key)"),
    Rule("C2S-L003", "write-without-unknown-outcome", "high",
         "a write has no unknown-outcome policy",
         "set operationPolicy.unknownOutcome to \"stop-and-reconcile\""),
    Rule("C2S-L004", "boolean-confirmation-input", "high",
         "a boolean input lets the Agent confirm or approve its own action",
         "remove the input; require trusted Host confirmation (operationPolicy.confirmation)"),
    Rule("C2S-L005", "format-url", "medium",
         "a schema uses the non-standard format \"url\"",
         "use format \"uri\" (or no format for opaque tokens and keys)"),
    Rule("C2S-L006", "base-url-input", "high",
         "a base URL or host is a Tool input or default",
         "drop the input; bind the service base URL from deployment config (baseUrlBinding)"),
    Rule("C2S-L007", "local-file-path-input", "high",
         "an input accepts a local filesystem path",
         "accept a Host-approved attachment reference or bounded content instead"),
    Rule("C2S-L008", "missing-recovery-context", "medium",
         "errorContract does not declare preservesRecoveryContext: true",
         "set errorContract.preservesRecoveryContext to true"),
    Rule("C2S-L009", "generic-call-api-tool", "high",
         "a generic Tool executes arbitrary operations (call_api, execute_sql, …)",
         "split it into one explicit business Tool per operation"),
    Rule("C2S-L010", "title-only-in-annotations", "medium",
         "the Tool title is only inside annotations",
         "move annotations.title to the capability's top-level title"),
    Rule("C2S-L011", "duplicate-name", "high",
         "two capabilities share a name",
         "give each capability a unique snake_case name"),
    Rule("C2S-L012", "capability-without-evidence", "medium",
         "a capability cites no observed or inferred source evidence",
         "cite the source spans it comes from, or remove the capability"),
    Rule("C2S-L013", "evidence-key-not-a-pointer", "medium",
         "an evidence key is not a JSON Pointer (RFC 6901) into its capability",
         "key the evidence by the pointer of the field it backs, e.g. /inputSchema/required/0"),
    Rule("C2S-L014", "evidence-key-dangling", "low",
         "an evidence key points at a field its capability does not have",
         "re-key it to the field it backs or remove it (derive --update refreshes evidence)"),
    Rule("C2S-L015", "requirements-omit-need", "high",
         "consumerRequirements leaves out a need a capability's policy or fields imply",
         "list the capability under that facility (derive --update recomputes the needs)"),
    Rule("C2S-L016", "hint-evidence-disagrees", "medium",
         "the evidence of an annotation hint says the opposite of its value",
         "cite the rule that set the hint (risk.external, annotations.third-party-host), or fix the value"),
    # ---- drift: the contract against a fresh derive of the client
    Rule("C2S-D001", "no-client-call-path", "high",
         "a capability matches no request the client makes",
         "remove the capability, or widen the scope if its call lies outside it"),
    Rule("C2S-D002", "server-internal-capability", "high",
         "a capability is called only by backend code, not by the client",
         "remove it unless the scope is meant to include the backend"),
    Rule("C2S-D003", "uncovered-endpoint", "medium",
         "the client calls an endpoint no capability covers",
         "run `code2skill derive PATH --update CONTRACT`, or record it as removed by review"),
    Rule("C2S-D004", "method-drift", "high",
         "the client now uses another HTTP method for the capability's call",
         "update implementation.requests[].method (and sideEffect/policy if they change)"),
    Rule("C2S-D005", "path-template-drift", "high",
         "the client now calls another path (or GraphQL operation) from the same call site",
         "update implementation.requests[].pathTemplate and its path bindings"),
    Rule("C2S-D006", "binding-drift", "medium",
         "the client sends fields the contract does not bind, or no longer sends bound ones",
         "add or remove the bindings and their input properties"),
    Rule("C2S-D007", "required-dropped", "medium",
         "the client always sends an input the contract does not require",
         "add the property to inputSchema.required"),
    Rule("C2S-D008", "required-unproven", "low",
         "the contract requires an input the client does not prove required",
         "confirm the requirement with the API owner, or make the property optional"),
    Rule("C2S-D009", "enum-drift", "medium",
         "an input's enum differs from the values the client's types allow",
         "make the property's enum match the source type"),
    Rule("C2S-D010", "success-status-drift", "medium",
         "the success statuses differ from those derived for the call",
         "make successStatuses match the statuses the API returns for success"),
    Rule("C2S-D011", "side-effect-contradiction", "high",
         "sideEffect contradicts the observed method or GraphQL operation",
         "check the request's method against the source, then set sideEffect (and "
         "operationPolicy) to what the request really does"),
    Rule("C2S-D012", "service-id-differs", "info",
         "a service has another id than a fresh derive gives it, with the same base URL origin",
         "nothing to fix unless the id should follow the derive; bindings keep the contract's"),
    Rule("C2S-D013", "capability-renamed", "info",
         "a capability paired by identity has another name than derive gives it, and review "
         "items or consumerRequirements still name it by the derived name",
         "nothing to fix: `code2skill derive PATH --update CONTRACT` re-points those entries"),
    Rule("C2S-D014", "call-graph-incomplete", "medium",
         "the fresh derive the contract is compared with warns that it missed requests of the "
         "client, so the endpoints it missed cannot show as uncovered (C2S-D003)",
         "read the derive's warning and review items; check those requests by hand, or widen "
         "the scope"),
    # ---- evidence: does it still point at the code it names?
    Rule("C2S-E001", "evidence-file-missing", "medium",
         "evidence cites a file that no longer exists",
         "re-derive with --update to refresh evidence, or fix the path"),
    Rule("C2S-E002", "evidence-line-moved", "low",
         "the cited line no longer holds the code; it moved",
         "re-derive with --update to refresh evidence lines"),
    Rule("C2S-E003", "evidence-line-gone", "medium",
         "the cited line no longer exists or holds the code, and no new place was found",
         "re-derive with --update, then review the capability the evidence backs"),
]
RULES: dict[str, Rule] = {r.id: r for r in _RULES}
