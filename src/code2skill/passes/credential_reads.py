"""Pass: a read whose output is a credential (rule ``output.credential-read``).

The seed says never to put secrets in an Agent's context, and the Host injects authentication
itself. A read that returns the user's token hands it to the Agent instead: ``GET
/auth/getJWT`` gives the session's JWT, ``GET /users/{id}/api-key`` an API key, ``GET
/applications`` whose items carry ``token`` every application's token. The Agent would hold
a credential it may log, repeat or pass to another Tool. Such a read may still be the business
(an administrator showing a device its key), so it stays in the contract, with status
``requires-review`` and one ``medium`` review item saying what hands the credential over.

A read counts (:func:`credential_read`) when the words of the last static segment of its
path after its last read verb (``getJWT`` → ``jwt``, ``facebook_retrieve_token`` →
``token``: a provider's name before the verb says where it comes from, not whose it is), or of a property of its output schema at any
depth (whose schema admits a string: a flag ``hasPassword: boolean`` is none) name one
credential (:func:`credential_words`):

* a secret whatever words come before it (:data:`SECRETS`: ``password``, ``secret``, ``jwt``,
  ``apikey``: ``/wifi/password``, ``webhookSecret``, ``clientSecret``);
* codes that sign in in place of a second factor (:data:`CODE_QUALIFIERS`: ``backup_codes``,
  ``recoveryCodes``), one or a list, as output fields;
* a token or a key only after words that all say whose credential it is
  (:data:`QUALIFIERS`: ``token``, ``accessToken``, ``id_token``, ``apiKey``,
  ``/users/{id}/api-key``): a token of another kind is none (``nextPageToken``, ``cursor``
  page through results, ``csrfToken`` is a session precondition the plumbing rules judge,
  ``reissuance_token`` names a blockchain asset), and neither is a bare ``key``, a record's
  or a setting's name, nor ``/sort-key``.

A plural (``/tokens``, ``/api-keys``, ``/webauthn/credentials``) lists records that seldom show
the secret, a session (``/auth/session``) says who is signed in, and a word after the
credential says what is read about it (``/token/status``, ``tokenType``, ``/token-expiry``):
none counts.

Rule ``output.credential-write``: so too a write whose output schema has such a field (the
path of a write names what it acts on, and counts for none): ``POST /auth/account/confirm``
whose answer ``{auth_token}`` the client stores as its new session hands that session's token
to the Agent, and ``POST /users/{id}/api-key`` an API key it issues.

Rule ``output.credential-resource``: a path whose last static segment names a credential
resource (``/api-keys``, ``/tokens``, ``/app-passwords``, ``/credentials``, ``/api-key``: its
words name one credential once its last word is made singular, or that word is
``credential``) gives a bare output field its sense: a ``key``, ``token``, ``secret`` or
``value`` the client reads from ``POST /api/v1/api-keys/`` (``data.key``) is the key it mints,
and a ``temporary`` (``temp``, ``generated``, ``initial``, ``plaintext``) from ``POST
/api/admin/users/{username}/reset-password`` the new password it sets, for a read or a write;
and a ``POST`` to such a collection (a plural: ``/auth/password`` is a change of the password)
mints a credential the server
returns by design, so it gets the write's item when the client reads no field of the answer
(a field it reads, none a credential, shows what the answer holds).

Sign-in flows and ceremonies (rules ``scope.session-flow``, ``scope.sign-in-ceremony``) have
their own item, which says to leave the Tool out; one whose output has a credential field the
client reads (Flatnotes' ``POST /api/token`` answering ``{access_token}``) gets the write's
item too, since a Tool kept would hand that token to the Agent; a credential only its path or
resource names (a login returns a token by design) gives none.
"""
from __future__ import annotations

import copy

import jsonpointer

from code2skill.contract.models import Capability, ReviewItem
from code2skill.contract.pointer import schema_fields
from code2skill.contract.redaction import LITERAL_KEYWORDS, selectors
from code2skill.redact import KEY_QUALIFIERS, is_credential_position

from .naming import singular, words
from .schema import may_be_string
from .session_less import note

RULE = "output.credential-read"
WRITE_RULE = "output.credential-write"
MAX_DEPTH = 8
# last words naming a secret whatever words come before (``wifiPassword``, ``clientSecret``)
SECRETS = frozenset({"password", "passwd", "secret", "jwt", "apikey"})
# last words naming a credential only after words saying whose it is (``accessToken``)
TOKENS = frozenset({"token", "key"})
# words saying whose credential a token or key is (``refresh_token``, ``api_key``)
QUALIFIERS = KEY_QUALIFIERS | frozenset({"refresh", "id", "bearer", "user", "personal", "bot",
                                         "webhook", "share", "jwt"})
# qualifier endings of a glued compound word (``webapi_token``, ``oauth_token``: a web API's,
# an OAuth token), read as the qualifier they end with
GLUED_QUALIFIERS = ("api", "auth")
# read verbs a getter's segment starts with (``getJWT``, ``fetch-token``, ``show_secret``)
# words before ``code(s)`` naming codes that sign in in place of a second factor
CODE_QUALIFIERS = frozenset({"backup", "recovery", "scratch"})
READ_VERBS = frozenset({"get", "fetch", "read", "show", "view", "load", "retrieve"})
RESOURCE_RULE = "output.credential-resource"
# bare output fields that are the credential of a credential resource (``{key}`` of /api-keys,
# ``{temporary}`` of /users/{u}/reset-password: the new password, named only by what it is)
RESOURCE_FIELDS = frozenset({"key", "token", "secret", "value", "password", "temporary", "temp",
                             "generated", "initial", "plaintext", "plain"})


def credential_reads(capabilities: list[Capability], flagged: frozenset[str]
                     ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each read whose output is a credential ``requires-review``, and one
    ``medium`` review item per such read (module docstring) not named in ``flagged`` (the
    sign-in flows and ceremonies already reviewed)."""
    out, review = [], []
    for cap in capabilities:
        said = output_credential(cap) if cap.name in flagged else credential_read(cap) \
            if cap.sideEffect == "read" else credential_write(cap)
        if said is None:
            out.append(cap)
            continue
        out.append(cap.model_copy(update={"status": "requires-review"})
                   if cap.status == "draft" else cap)
        review.append(credential_read_review(cap, *said))
    return out, review


def output_credential(cap: Capability) -> tuple[str, str] | None:
    """``(what says it, JSON Pointer of its evidence)`` when ``cap``'s output has a credential
    field (``("output field 'access_token'", "/outputSchema/properties/access_token")``),
    else ``None``."""
    found = schema_fields(cap.outputSchema, "/outputSchema", credential_field, items=True,
                          max_depth=MAX_DEPTH)
    return (f"output field {found[0][0]!r}", found[0][1]) if found else None


def credential_write(cap: Capability) -> tuple[str, str] | None:
    """``(what says it, JSON Pointer of its evidence)`` when the write ``cap``'s output has
    a credential field (rule ``output.credential-write``: ``("output field 'auth_token'",
    "/outputSchema/properties/auth_token")``), else ``None``."""
    return output_credential(cap) or resource_credential(cap, mints=True)


def resource_credential(cap: Capability, mints: bool) -> tuple[str, str] | None:
    """Rule ``output.credential-resource``: ``(what says it, JSON Pointer of its evidence)``
    when a request of ``cap`` acts on a credential resource (:func:`credential_resource`) and
    its output has a bare credential field (:data:`RESOURCE_FIELDS`: ``("output field 'key'
    of the credential resource 'api-keys'", "/outputSchema/properties/key")``) or, with
    ``mints``, the request is a ``POST`` to the collection itself (``POST /api-keys/``, a
    plural: :func:`collection`) whose
    answer the client reads no field of (one it reads, none a credential, shows what it
    returns: ``POST /push/tokens`` registering a device's token); else ``None``."""
    for index, request in enumerate(cap.implementation.requests):
        resource = credential_resource(request.pathTemplate or "")
        if resource is None:
            continue
        found = schema_fields(cap.outputSchema, "/outputSchema", resource_field, items=True,
                              max_depth=MAX_DEPTH)
        if found:
            return (f"output field {found[0][0]!r} of the credential resource {resource!r}",
                    found[0][1])
        if mints and request.method == "POST" and not reads_fields(cap.outputSchema) and \
                last_segment(request.pathTemplate) == resource and collection(resource):
            return (f"a POST to the credential resource {resource!r} mints one",
                    f"/implementation/requests/{index}/pathTemplate")
    return None


def credential_resource(path: str) -> str | None:
    """Rule ``output.credential-resource``: the last static segment of ``path`` when it names
    a credential resource (``/api/v1/api-keys/`` and ``/api-keys/{id}`` → ``'api-keys'``,
    ``/app-passwords``, ``/tokens``, ``/credentials``, ``/users/{id}/api-key``), else ``None``
    (``/tokens/{id}/status``, ``/keys``, ``/csrf-token``)."""
    segment = next((s for s in reversed(path.split("?")[0].split("/"))
                    if s and not s.startswith("{")), None)
    said = words(segment or "")
    if not said:
        return None
    said[-1] = singular(said[-1])
    return segment if said[-1] == "credential" or credential_words(said) else None


def collection(segment: str) -> bool:
    """Whether the credential resource ``segment`` names a collection (its last word plural:
    ``api-keys``, ``access-tokens``, ``credentials``), where a ``POST`` creates a credential;
    a ``POST`` to a singular one (``/auth/password``, ``/auth/apikey``) changes or checks it."""
    last = words(segment)[-1]
    return singular(last) != last


def reads_fields(schema: dict | None) -> bool:
    """Whether the output ``schema`` names any property (the client reads a field)."""
    return isinstance(schema, dict) and bool(schema.get("properties") or
                                             (schema.get("items") or {}).get("properties"))


def last_segment(path: str | None) -> str:
    """The last non-empty segment of ``path`` (its query left out)."""
    return next((s for s in reversed((path or "").split("?")[0].split("/")) if s), "")


def resource_field(name: str, schema: dict) -> bool:
    """Whether an output field ``name`` (schema ``schema``) of a credential resource is its
    credential: a bare field of :data:`RESOURCE_FIELDS` (``key``, ``token``, ``value``,
    ``temporary``) that may be a string, or any credential field (:func:`credential_field`)."""
    return (name.lower() in RESOURCE_FIELDS and may_be_string(schema) and
            "properties" not in schema) or credential_field(name, schema)


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
    found = schema_fields(cap.outputSchema, "/outputSchema", credential_field, items=True,
                          max_depth=MAX_DEPTH)
    if found:
        return f"output field {found[0][0]!r}", found[0][1]
    return resource_credential(cap, mints=False)


def path_credential(path: str) -> str | None:
    """The credential the last static segment of ``path`` names after its last read verb
    (module docstring: ``/auth/getJWT`` → ``'jwt'``, ``/facebook_retrieve_token`` →
    ``'token'``, ``/users/{id}/api-key`` → ``'api key'``), else ``None`` (``/tokens``,
    ``/auth/session``, ``/token/status``, ``/tokens/{id}``, ``/csrf-token``,
    ``/check_pms_token``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if not segments or segments[-1].startswith("{"):
        return None
    said = words(segments[-1])
    verbs = [i for i, w in enumerate(said) if w in READ_VERBS]
    return credential_words(said[verbs[-1] + 1:] if verbs else said)


def credential_words(said: list[str]) -> str | None:
    """The credential the words ``said`` name (``['access', 'token']`` → ``'access
    token'``, ``['jwt']`` → ``'jwt'``), else ``None``: a secret after any words
    (:data:`SECRETS`), a token or key after words that all are :data:`QUALIFIERS` (or glued
    compounds ending in one of :data:`GLUED_QUALIFIERS`: ``webapi``, ``oauth``), one word
    at least for a key (module docstring)."""
    if not said:
        return None
    if said[-1] in SECRETS:
        return said[-1]
    if said[-1] in TOKENS and all(w in QUALIFIERS or w.endswith(GLUED_QUALIFIERS)
                                  for w in said[:-1]) and \
            (said[-1] == "token" or len(said) > 1):
        return " ".join(said[-2:]) if said[-1] == "key" else said[-1]
    return None


def credential_segment(path: str, name: str) -> bool:
    """Rule ``redact.credential-segment``: whether path parameter ``{name}`` of ``path`` is
    written right after words naming one credential (:func:`credential_words`): the words of
    its segment before it (``/password-{p}``) or, when none, of the segment before it
    (``/access-token/{k}``, ``/users/{id}/password/{p}``, ``/secret/{s}``); not after a
    plural (``/tokens/{id}``: a record's id) nor another word (``/auth/{action}``)."""
    before = path.split("?")[0].partition("{" + name + "}")
    if not before[1]:
        return False
    segments = before[0].split("/")
    said = words(segments[-1]) or (words(segments[-2]) if len(segments) > 1 else [])
    return credential_words(said) is not None


def credential_field(name: str, schema: dict) -> bool:
    """Whether an output field ``name`` whose JSON Schema is ``schema`` holds a credential:
    its words name one (:func:`credential_words`), and its value may be a string, no object
    of properties (module docstring); or it holds the codes that sign in in place of a
    second factor (:func:`sign_in_codes`), one or a list."""
    said = words(name)
    if "properties" in schema:
        return False
    return (credential_words(said) is not None and may_be_string(schema)) or \
        sign_in_codes(said)


def sign_in_codes(said: list[str]) -> bool:
    """Whether the words ``said`` name codes that sign in in place of a second factor
    (``backup_codes``, ``recoveryCodes``, ``scratch_code``): a last word ``code`` or
    ``codes`` after a word of :data:`CODE_QUALIFIERS`; a ``status_code`` or ``country_code``
    is none."""
    return len(said) >= 2 and singular(said[-1]) == "code" and said[-2] in CODE_QUALIFIERS


def credential_read_review(cap: Capability, said: str, pointer: str) -> ReviewItem:
    """The ``medium`` item of the read (rule ``output.credential-read``) or write (rule
    ``output.credential-write``) ``cap``, whose credential ``said`` shows, evidenced at
    ``pointer``'s evidence (else at the path)."""
    places = [e for e in cap.evidence.get(pointer) or [] if e.file] or \
        cap.evidence.get("/implementation/requests/0/pathTemplate") or []
    request = cap.implementation.requests[0]
    read = cap.sideEffect == "read"
    rule = RULE if read else WRITE_RULE
    return ReviewItem(
        severity="medium", capability=cap.name,
        evidence=[note(places, f"the {'read' if read else 'write'} returns a credential "
                               f"({said})", rule)],
        message=(f"{request.method} {request.pathTemplate} returns a credential ({said}): "
                 "an Agent calling this Tool would hold the user's token or key in its "
                 "conversation and may log it or pass it on, while the Host injects "
                 "authentication itself; keep the Tool only if the business needs an Agent "
                 f"to {'read' if read else 'receive'} it (rule {rule})"))


def forget_output_credentials(schema: dict | None) -> dict | None:
    """Rule ``redact.credential-position`` for outputs: ``schema`` (an output schema) with no
    literal (:data:`LITERAL_KEYWORDS`) anywhere under a property at a credential position
    (``apiKey: 'X' | 'Y'``, ``password: 'Z'`` of a response type: the values would be
    credentials written in source), as inputs keep none (a property whose literals are all
    selectors under ``key`` keeps them, rule ``redact.selector-key``); ``schema`` itself when
    it has none to forget, else a copy (a type's schema may be shared)."""
    found = schema_fields(schema, "", lambda name, child: is_credential_position(
        "field", name) and shows_literals(name, child, 0), items=True, max_depth=MAX_DEPTH)
    if not found or schema is None:
        return schema
    schema = copy.deepcopy(schema)
    for _, pointer in found:
        forget_literals(jsonpointer.resolve_pointer(schema, pointer), 0)
    return schema


def shows_literals(name: str, schema: object, depth: int) -> bool:
    """Whether ``schema`` (of property ``name``) or a schema inside it shows a literal that
    is no selector under ``key`` (:func:`~code2skill.contract.redaction.selectors`), at most
    :data:`MAX_DEPTH` levels down."""
    if not isinstance(schema, dict) or depth > MAX_DEPTH:
        return False
    return not selectors(name, schema) or \
        any(shows_literals(name, child, depth + 1) for child in inner_schemas(schema))


def forget_literals(schema: object, depth: int) -> None:
    """Drop, in place, every literal keyword of ``schema`` and the schemas inside it."""
    if not isinstance(schema, dict) or depth > MAX_DEPTH:
        return
    for keyword in LITERAL_KEYWORDS:
        schema.pop(keyword, None)
    for child in inner_schemas(schema):
        forget_literals(child, depth + 1)


def inner_schemas(schema: dict) -> list:
    """The schemas directly inside ``schema``: its items, options and properties."""
    found = [schema.get("items")] + list(schema.get("anyOf") or []) + \
        list(schema.get("oneOf") or []) + list(schema.get("allOf") or [])
    properties = schema.get("properties")
    return found + (list(properties.values()) if isinstance(properties, dict) else [])
