"""The probe's rules (``C2S-P…``): one per kind of check of D10 (``code2skill probe``), for the
SARIF report. A probe failure is a message; :func:`rule_of` names its rule from the check
that wrote it (the message's opening words, which :mod:`code2skill.probe.session` fixes)."""
from __future__ import annotations

from code2skill.audit.rules import Rule

_RULES = [
    Rule("C2S-P001", "listing-differs", "high",
         "tools/list differs from the contract: names, titles, descriptions, annotations, "
         "input or output schemas",
         "export the package again from its contract, or restore the registration in "
         "adapter.mjs"),
    Rule("C2S-P002", "unknown-tool-answered", "high",
         "an unknown Tool is answered with a result, not a protocol error",
         "register Tools only with the SDK's registerTool, with no catch-all handler"),
    Rule("C2S-P003", "dry-run-differs", "high",
         "a dry run is not the contract's exact envelope, or sends a request",
         "restore the dry-run guard as the first statement of the Tool's callback"),
    Rule("C2S-P004", "bad-input-accepted", "high",
         "an input with an extra member is not an isError result, or is dispatched",
         "keep the strict input schema the export writes"),
    Rule("C2S-P005", "request-differs", "high",
         "a live request differs from the contract's method, path, query, headers or body",
         "export the Function again from the contract"),
    Rule("C2S-P006", "outcome-differs", "high",
         "a status or failure is not reported as the contract says: success statuses, an "
         "unknown write outcome, retryable, a rejection's code",
         "export the Function again and keep portable-error-normalizer.mjs unchanged"),
    Rule("C2S-P007", "no-valid-input", "medium",
         "the probe could not build an input that satisfies the Tool's input schema",
         "check the schema's pattern and bounds; the other checks of the Tool ran with the "
         "input it built"),
    Rule("C2S-P008", "server-failed", "high",
         "the server failed or stopped answering",
         "run node server.mjs in the package and read its error output"),
]
RULES = {r.id: r for r in _RULES}

# opening words of a Tool's failure → its rule (first match wins)
PREFIXES = (
    ("tools/list", "C2S-P001"),
    ("dry run", "C2S-P003"),
    ("an input with an extra member", "C2S-P004"),
    ("the probe could not build", "C2S-P007"),
    ("live: ", "C2S-P006"),
    ("status ", "C2S-P006"),
    ("a cut connection", "C2S-P006"),
    ("a 409 rejection", "C2S-P006"),
    ("an unknown Tool", "C2S-P002"),
    ("the server failed", "C2S-P008"),
)


def rule_of(message: str) -> str:
    """The rule of a Tool's or the package's failure ``message`` (a live mismatch is
    ``C2S-P005``, not passed here); a message no check wrote (an exception of the client
    while calling the Tool) is ``C2S-P008``."""
    return next((rule for prefix, rule in PREFIXES if message.startswith(prefix)), "C2S-P008")
