"""Secrets never leave the source: every string written to the contract, the graph or a log line
passes through :func:`redact`, which replaces credentials with ``<redacted:KIND>``.

Kinds: ``jwt`` (three base64url parts starting ``eyJ``), ``private-key`` (PEM blocks),
``bearer`` (``Bearer``/``Token`` followed by a literal token), ``basic`` (HTTP Basic
credentials), ``url-credentials``
(``https://user:pass@host``), ``query-secret`` (values of ``key``, ``token``, ``secret``,
``password``, ``api_key``, ``access_token``, ``sig`` … query parameters), and well-known
provider key shapes (``aws-key``, ``github-token``, ``stripe-key``, ``google-api-key``,
``slack-token``).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

PATTERNS: tuple[tuple[str, re.Pattern], ...] = (
    ("private-key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE "
                               r"KEY-----", re.S)),
    ("jwt", re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
    ("aws-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,}\b")),
    ("stripe-key", re.compile(r"\b[rsp]k_(live|test)_[A-Za-z0-9]{16,}\b")),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("slack-token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("bearer", re.compile(r"(?i)\b(bearer|token)\s+([A-Za-z0-9._~+/=-]{16,})")),
    ("basic", re.compile(r"(?i)\b(basic)\s+([A-Za-z0-9+/]{12,}={0,2})")),
)
URL_CREDENTIALS = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)([^/\s:@]+):([^/\s@]+)@")
QUERY_SECRET = re.compile(
    r"(?i)([?&](?:api[_-]?key|key|token|access[_-]?token|auth|secret|client[_-]?secret|"
    r"password|passwd|pwd|sig|signature|apikey)=)(?![$<{])([^&#\s{}$<]+)")


@lru_cache(maxsize=1 << 16)
def redact(text: str) -> str:
    """``text`` with every credential replaced by ``<redacted:KIND>`` (memoised: a contract
    repeats the same keys, rule names and paths hundreds of thousands of times)."""
    if not text:
        return text
    for kind, pattern in PATTERNS:
        if kind in ("bearer", "basic"):
            text = pattern.sub(lambda m, k=kind: f"{m.group(1)} <redacted:{k}>", text)
        else:
            text = pattern.sub(f"<redacted:{kind}>", text)
    text = URL_CREDENTIALS.sub(r"\1<redacted:url-credentials>@", text)
    text = QUERY_SECRET.sub(lambda m: m.group(1) + "<redacted:query-secret>", text)
    return text


def redact_tree(value: Any) -> Any:
    """A JSON-like tree with every string (keys included) redacted."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {redact(k) if isinstance(k, str) else k: redact_tree(v) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_tree(v) for v in value]
    return value
