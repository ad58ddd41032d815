"""Pass: a read whose output is a credential (rule ``output.credential-read``).

The seed says never to put secrets in an Agent's context, and the Host injects authentication
itself. A read that returns the user's token hands it to the Agent instead: ``GET
/auth/getJWT`` gives the session's JWT, ``GET /users/{id}/api-key`` an API key, ``GET
/applications`` whose items carry ``token`` every application's token. The Agent would hold
a credential it may log, repeat or pass to another Tool. Such a read may still be the business
(an administrator showing a device its key), so it stays in the contract, with status
``requires-review`` and one ``medium`` review item saying what hands the credential over.

A read counts (:func:`credential_read`) when

* the last static segment of its path, its read verb dropped (``getJWT`` → ``jwt``), names one
  credential (:data:`PATH_CREDENTIALS` as its last word: ``/api/token``, ``/auth/getJWT``,
  ``/wifi/password``; ``api key``, ``private key`` …: :data:`KEY_QUALIFIERS` before
  ``key``) and no word of it says it is about the credential rather than the credential
  itself (:data:`~code2skill.redact.NOT_VALUE_WORDS`: ``/token/status``, ``/token-expiry``).
  An anti-forgery token (``/csrf-token``, :data:`ANTI_FORGERY`) is a session precondition the
  plumbing rules judge, never counted here, in a path or an output field.
  A plural (``/tokens``, ``/api-keys``) lists records that seldom show the secret, and a
  session (``/auth/session``) says who is signed in: neither counts by its path alone;
* or its output schema, at any depth, has a property holding a credential: a name at a
  credential position (:func:`code2skill.redact.is_credential_position`: ``token``,
  ``accessToken``, ``apiKey``, ``clientSecret``) whose schema admits a string, not a bare
  ``key``, no record's id, and no position in a list of results (:data:`PAGING_WORDS`:
  ``nextPageToken``, ``cursor``: it pages, it grants nothing).

Sign-in flows and ceremonies (rules ``scope.session-flow``, ``scope.sign-in-ceremony``) have
their own item and get none; writes never count (a login returns a token by design, and it
is reviewed as a sign-in).
"""
from __future__ import annotations

from code2skill.contract.models import Capability, ReviewItem
from code2skill.contract.pointer import escape
from code2skill.redact import KEY_QUALIFIERS, NOT_VALUE_WORDS, is_credential_position, words_of

from .credential_inputs import BARE_NAMES, RECORD_WORDS
from .naming import words
from .schema import may_be_string
from .session_less import note

RULE = "output.credential-read"
MAX_DEPTH = 8
# last words of a path segment naming one credential (``/api/token``, ``/auth/getJWT``)
# (``credentials`` names a list of records as often: ``/webauthn/credentials`` lists a
# user's security keys, public keys and names, no secret)
PATH_CREDENTIALS = frozenset({"token", "jwt", "apikey", "secret", "password", "passwd"})
# read verbs a getter's segment starts with (``getJWT``, ``fetch-token``, ``show_secret``)
READ_VERBS = frozenset({"get", "fetch", "read", "show", "view", "load", "retrieve"})
# words of an output field that pages through a list of results, not a credential
PAGING_WORDS = frozenset({"page", "next", "prev", "previous", "continuation", "cursor", "sync",
                          "resume"})
# an anti-forgery token proves nothing without the session cookie beside it: a session
# precondition the plumbing rules judge (``plumbing.csrf-probe``, ``plumbing.path-word``)
ANTI_FORGERY = frozenset({"csrf", "xsrf"})


def credential_reads(capabilities: list[Capability], flagged: frozenset[str]
                     ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each read whose output is a credential ``requires-review``, and one
    ``medium`` review item per such read (module docstring) not named in ``flagged`` (the
    sign-in flows and ceremonies already reviewed)."""
    out, review = [], []
    for cap in capabilities:
        said = None if cap.name in flagged else credential_read(cap)
        if said is None:
            out.append(cap)
            continue
        out.append(cap.model_copy(update={"status": "requires-review"})
                   if cap.status == "draft" else cap)
        review.append(credential_read_review(cap, *said))
    return out, review


def credential_read(cap: Capability) -> tuple[str, str] | None:
    """``(what says it, JSON Pointer of its evidence)`` when the read ``cap`` returns a
    credential (module docstring), else ``None``: ``("its path's word 'jwt'",
    "/implementation/requests/0/pathTemplate")`` or ``("output field 'data.token'",
    "/outputSchema/properties/data/properties/token")``."""
    if cap.sideEffect != "read":
        return None
    for index, request in enumerate(cap.implementation.requests):
        word = path_credential(request.pathTemplate or "")
        if word is not None:
            return f"its path's word {word!r}", f"/implementation/requests/{index}/pathTemplate"
    found = output_credentials(cap.outputSchema, "/outputSchema", "", 0)
    return (f"output field {found[0][0]!r}", found[0][1]) if found else None


def path_credential(path: str) -> str | None:
    """The credential the last static segment of ``path`` names (module docstring:
    ``/auth/getJWT`` → ``'jwt'``, ``/users/{id}/api-key`` → ``'api key'``), else ``None``
    (``/tokens``, ``/auth/session``, ``/token/status``, ``/tokens/{id}``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if not segments or segments[-1].startswith("{"):
        return None
    said = words(segments[-1])
    while said and said[0] in READ_VERBS:
        said = said[1:]
    if not said or NOT_VALUE_WORDS.intersection(said) or ANTI_FORGERY.intersection(said):
        return None
    if said[-1] in PATH_CREDENTIALS:
        return said[-1]
    if said[-1] == "key" and len(said) > 1 and said[-2] in KEY_QUALIFIERS:
        return " ".join(said[-2:])
    return None


def output_credentials(schema: object, pointer: str, prefix: str, depth: int
                       ) -> list[tuple[str, str]]:
    """``(dotted name, JSON Pointer)`` of every property of an output schema (and of its
    array items), at most :data:`MAX_DEPTH` levels deep, that holds a credential (module
    docstring), in order."""
    if not isinstance(schema, dict) or depth > MAX_DEPTH:
        return []
    found: list[tuple[str, str]] = []
    if isinstance(schema.get("items"), dict):
        found += output_credentials(schema["items"], f"{pointer}/items", prefix, depth + 1)
    for name, child in (schema.get("properties") or {}).items():
        here, dotted = f"{pointer}/properties/{escape(name)}", prefix + name
        if isinstance(child, dict) and credential_field(name, child):
            found.append((dotted, here))
        found += output_credentials(child, here, dotted + ".", depth + 1)
    return found


def credential_field(name: str, schema: dict) -> bool:
    """Whether an output field ``name`` whose JSON Schema is ``schema`` holds a credential:
    at a credential position, no bare ``key``, no record's id, no paging word, a value that
    may be a string and no object of properties (module docstring)."""
    said = words_of(name)
    return bool(said) and is_credential_position("field", name) and said not in BARE_NAMES \
        and said[-1] not in RECORD_WORDS and not (PAGING_WORDS | ANTI_FORGERY) & set(said) \
        and may_be_string(schema) and "properties" not in schema


def credential_read_review(cap: Capability, said: str, pointer: str) -> ReviewItem:
    """The ``medium`` item of the read ``cap``, whose credential ``said`` shows, evidenced at
    ``pointer``'s evidence (else at the path)."""
    places = [e for e in cap.evidence.get(pointer) or [] if e.file] or \
        cap.evidence.get("/implementation/requests/0/pathTemplate") or []
    request = cap.implementation.requests[0]
    return ReviewItem(
        severity="medium", capability=cap.name,
        evidence=[note(places, f"the read returns a credential ({said})", RULE)],
        message=(f"{request.method} {request.pathTemplate} returns a credential ({said}): "
                 "an Agent calling this Tool would hold the user's token or key in its "
                 "conversation and may log it or pass it on, while the Host injects "
                 "authentication itself; keep the Tool only if the business needs an Agent "
                 f"to read it (rule {RULE})"))
