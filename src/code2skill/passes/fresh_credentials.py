"""Rule ``policy.fresh-credential``: a ``PUT`` or ``PATCH`` whose answer is a credential is not
safe to retry.

A ``PUT`` is idempotent by the HTTP method's contract (RFC 9110 §9.2.2), so a retry after an
unknown outcome is allowed (rule ``policy.http-idempotent-method``). But a ``PUT`` whose answer
is a credential (a field at its top that rule ``output.credential-write`` reads as one:
``base32_secret`` of Authelia's ``PUT /api/secondfactor/totp/register``, which makes a new TOTP
secret on each call) hands back what the server generates: a repeat makes another secret and
leaves the caller holding one the server no longer keeps. Such a write is not taken as
idempotent: ``at-most-once``, never retried, an unknown outcome reconciled. So is one under an
envelope member of the answer (:data:`ENVELOPES`: ``{data: {token}}``, ``{result: {apiKey}}``,
the answer itself wrapped, up to :data:`MAX_ENVELOPES` of them). A credential inside another
member of the answer (``PUT /api/user {bio}`` answering ``{user: {bio, token}}``) is the
written resource's representation carrying the session it already had: the method's
idempotency stays.
"""
from __future__ import annotations

from .credential_reads import credential_field

RULE = "policy.fresh-credential"
METHODS = frozenset({"PUT", "PATCH"})
# members an answer is wrapped in whole (``{data: {…}}``): a field under one is at the top
ENVELOPES = frozenset({"data", "result", "payload"})
MAX_ENVELOPES = 3               # envelopes followed inside one another (``data.result.token``)


def fresh_credential(method: str, output: dict | None) -> str | None:
    """The name of the first credential field (rule ``output.credential-write``'s
    :func:`~.credential_reads.credential_field`) at the top of the output schema ``output`` of
    a ``PUT`` or ``PATCH`` (``{base32_secret, otpauth_url}`` → ``'base32_secret'``), or under
    its envelope members (:func:`enveloped_credential`: ``{data: {token}}`` → ``'data.token'``):
    the answer is the credential made; ``None`` for another method, no such field, or one
    inside another member object (``{user: {bio, token}}``: the resource written, carrying the
    session it had)."""
    if method.upper() not in METHODS or not isinstance(output, dict):
        return None
    return enveloped_credential(output, MAX_ENVELOPES)


def enveloped_credential(schema: dict, depth: int) -> str | None:
    """The first credential field among the properties of object schema ``schema``, else the
    first under one of its :data:`ENVELOPES` members (``depth`` more of them followed), as a
    dotted name (``'data.token'``); ``None`` when there is none."""
    fields = schema.get("properties")
    fields = fields if isinstance(fields, dict) else {}
    found = next((name for name, sub in sorted(fields.items())
                  if isinstance(sub, dict) and credential_field(name, sub)), None)
    if found is not None or depth == 0:
        return found
    inner = (f"{name}.{field}" for name in sorted(ENVELOPES.intersection(fields))
             if isinstance(fields[name], dict)
             and (field := enveloped_credential(fields[name], depth - 1)) is not None)
    return next(inner, None)


def note(field: str) -> str:
    """The evidence note of the rule for the credential output field ``field``."""
    return (f"its answer holds the output field {field!r}, a credential the server makes: a "
            "repeat may make another, so it is not retried")
