"""Rule ``query.unnamed-key``: a value sent under a query key the source does not name.

A query parameter whose name is computed — ``new URLSearchParams({[key]: 'sk_live_…'})``,
```?${key}=literal```, ``params[key] = 'literal'`` with ``key`` a parameter no caller names —
carries its value under a name nobody can read, so whether the value is a credential cannot
be told from its name (:func:`code2skill.redact.is_credential_position`): it is taken for
one. The literal is never written — not as a parameter name (``URLSearchParams`` of such an
object was read as a query string, so ``{[k]: 'v'}`` gave a parameter ``v`` with the enum
``[""]``), not in a review message (``?${k}=<redacted:credential>``) — and is recorded as
redacted, so no fact cache entry keeps it (rule ``cache.credential-free``). A ``medium``
review item says the parameter's value is withheld and the Tool does not send it. A caller
that names the key (``search('q')`` for ``{[key]: v}``) makes it an ordinary named
parameter, redacted by its name as any other.

A whole query entry written as a literal with no ``=`` is a flag's name (``?download``,
``?v2``) unless it is shaped like a token (:func:`token_shaped`: ``'?' + 'q8v7k2m4n6p9r1t3'``,
``?tk4leak03x&page=1``, an API key sent as the whole query): then it is withheld the same way.
"""
from __future__ import annotations

import re

from code2skill.redact import CREDENTIAL, looks_secret, record
from code2skill.values import LitV, Value, Where, text_of

RULE = "query.unnamed-key"
# runs of letters or of digits: a name has at most three (``oauth2callback``, ``x509cert``)
CLASS_RUN = re.compile(r"[A-Za-z]+|[0-9]+")
TOKEN_MIN_LENGTH = 8
TOKEN_MIN_RUNS = 4


def token_shaped(name: str) -> bool:
    """Whether a query entry's literal ``name`` (one with no ``=``) is shaped like a token
    rather than a flag's name: a credential's shape (:func:`~code2skill.redact.looks_secret`),
    or at least :data:`TOKEN_MIN_LENGTH` characters alternating letters and digits at least
    :data:`TOKEN_MIN_RUNS` times (``tk4leak03x``; ``utf8``, ``base64``, ``oauth2callback``
    are names)."""
    return looks_secret(name) or len(name) >= TOKEN_MIN_LENGTH and len(
        CLASS_RUN.findall(name)) >= TOKEN_MIN_RUNS


def opaque_header_value(text: str) -> bool:
    """Rule ``header.opaque-value``: whether a header's literal value is an opaque token,
    which may be a credential whatever the header is named: one run of ASCII letters and
    digits of at least :data:`TOKEN_MIN_LENGTH` characters alternating letters and digits at
    least :data:`TOKEN_MIN_RUNS` times (``v9sB5kqz``), or a credential's shape. Media types,
    dates, versions and words are not (``application/vnd.api+json``, ``2023-10-16``, ``v2``)."""
    return bool(looks_secret(text)) or text.isascii() and text.isalnum() and token_shaped(text)


def withheld(value: Value) -> bool:
    """Record the literal ``value`` (a fixed string or a number) sent under a key the source
    does not name as redacted (:func:`code2skill.redact.record`); whether it was one."""
    text = text_of(value)
    if text is None and isinstance(value, LitV) and isinstance(value.value, (int, float)) \
            and not isinstance(value.value, bool):
        text = str(value.value)
    if not text:
        return False
    record(text)
    return True


def withheld_text(text: str) -> str:
    """The literal ``text`` of a query part's value under an unnamed key, as a message shows
    it: recorded as redacted and replaced by :data:`~code2skill.redact.CREDENTIAL`."""
    record(text)
    return CREDENTIAL


def unnamed_review(label: str, where: Where | None) -> tuple[str, str, Where | None]:
    """The ``medium`` review note of a value sent under a query key the source does not name
    (``label``: the part as written, a literal value redacted, ``${key}=<redacted:
    credential>``, or the entry of a query object, ``{[parameter key]: …}``)."""
    return ("medium", f"the query part '{label}' sends a value under a name the source does "
            "not show (a computed key): a literal value is withheld as a possible credential "
            "and the Tool does not send the parameter; name it from the source "
            f"(rule {RULE})", where)


def bare_token_review(label: str, where: Where | None) -> tuple[str, str, Where | None]:
    """The ``medium`` review note of a whole query entry written as a token-shaped literal
    (:func:`token_shaped`; ``label`` is it redacted)."""
    return ("medium", f"the query part '{label}' is a literal shaped like a token, not a "
            "parameter name: it is withheld as a possible credential and the Tool does not "
            f"send it; name it from the source (rule {RULE})", where)
