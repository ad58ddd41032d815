"""Pass: a credential an Agent would be given as a Tool input (rule ``input.credential``).

The seed says never to embed secrets or sensitive payloads in an Agent's context. A Tool whose
input is a password, a secret, a PIN, a one-time code or a key (``createUser({name, pass})``,
``changePassword({old_password, new_password})``, ``verifyTotp({otp})``) has the Agent hold
that value: the user types it into the Agent's conversation, and it may be logged with the
Tool call. Such a Tool may still be the business (an administrator creating an account), so it
stays in the contract, with status ``requires-review`` and one ``medium`` review item naming
the inputs, evidence at the first one.

An input counts when its name, at any depth of the input schema (a body sent whole:
``user.password``), is at a credential position (:func:`code2skill.redact.
is_credential_position`, the names whose literals are redacted) and its schema admits a
string (a flag such as ``usePassword: boolean`` is no credential); a bare ``key`` is a record's
or a setting's name (``{key: group.key, name}``, ``getSetting(key)``), only a qualified one
(``apiKey``, ``privateKey``) counts; a name ending in ``id`` names a record
(``/sessions/{sessionId}``), not a secret; a name that is a credential's only by a weak word
(``session_key``, ``sid``: rule ``credential.weak-name``, :mod:`.weak_credentials`) is one
only when read from a cookie or storage, which a caller's input never is.

Rule ``input.path-named-credential``: an input whose own name says no credential may still be
one by the path it is sent to (:func:`path_named_credentials`, inputs of the top level only):
a bare ``code`` sent to a path naming a second factor
(:data:`~.session_less.SECOND_FACTOR_WORDS`: ``DELETE /api/settings/totp/{code}``, ``POST
/2fa/disable {code}``; never ``/api/coupons/{code}``) is the user's one-time code, and a bare ``value`` sent to a path whose last static segment names a
secret (:func:`~.credential_reads.credential_resource`: ``PATCH /api/config/password {value}``,
a setting named password whose value is the new one) is that secret.

Rule ``input.collection-member``: an input that fills a path parameter named like the static
segment right before it (``/generic-credentials/{genericCredentials}``: the segment names a
collection of resources, the parameter picks a member of it by name) is that member's name,
not a secret; nor is a pagination cursor (rule ``query.cursor``). A value the Host supplies
(a context reference) is no input, so it is never counted. A sign-in, sign-out, token
renewal or other sign-in ceremony already has its own item (rules ``scope.session-flow``,
``scope.sign-in-ceremony``): it gets none.
"""
from __future__ import annotations

from code2skill.contract.models import Capability, ReviewItem
from code2skill.contract.pointer import escape, schema_fields
from code2skill.redact import is_bare_key, is_credential_position, words_of

from .credential_reads import credential_resource
from .flagged_inputs import flag_inputs, input_places
from .query_cursors import cursor_inputs
from .schema import may_be_string
from .session_less import SECOND_FACTOR_WORDS, note
from .weak_credentials import weak_name

RULE = "input.credential"
PATH_RULE = "input.path-named-credential"
MAX_DEPTH = 8
RECORD_WORDS = frozenset({"id", "ids", "uuid", "uid"})


def credential_inputs(capabilities: list[Capability], flagged: frozenset[str]
                      ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, each one taking a credential as input ``requires-review``, and one
    ``medium`` review item per such capability (module docstring) not named in ``flagged``
    (the sign-in flows and ceremonies already reviewed)."""
    def found_in(cap: Capability) -> list[tuple[str, str]]:
        if cap.name in flagged:
            return []
        members = collection_members(cap) | cursor_inputs(cap)     # query.cursor
        found = schema_fields(cap.inputSchema, "/inputSchema", credential_input,
                              max_depth=MAX_DEPTH)
        found += [f for f in path_named_credentials(cap) if f not in found]
        return [(name, at) for name, at in found if name not in members]
    return flag_inputs(capabilities, found_in, credential_review)


def credential_review(cap: Capability, found: list[tuple[str, str]]) -> ReviewItem:
    """The ``medium`` item of ``cap``, whose inputs ``found`` (``(dotted name, JSON
    Pointer)``) are credentials, evidenced at the first one located (else at the path)."""
    places = input_places(cap, found)
    names = ", ".join(repr(name) for name, _ in found)
    rule = PATH_RULE if found[0] in path_named_credentials(cap) and \
        not is_credential_position("body", found[0][0]) else RULE
    subject = f"inputs {names} carry" if len(found) > 1 else f"input {names} carries"
    return ReviewItem(
        severity="medium", capability=cap.name,
        evidence=[note(places, f"input {found[0][0]!r} is a credential", rule)],
        message=(f"{subject} a credential the caller gives (a password, secret, code or "
                 "key): an Agent calling this Tool would be handed it in its conversation "
                 "and may log it; keep the Tool only if the business needs an Agent to set "
                 "it"))


def credential_input(name: str, schema: dict) -> bool:
    """Whether an input ``name`` whose JSON Schema is ``schema`` holds a credential: at a
    credential position, no bare ``key``, weak name nor a record's id, a value that may be a string
    and no object of properties (module docstring)."""
    return is_credential_position("body", name) and not is_bare_key(name) and \
        not weak_name("body", name) and words_of(name)[-1] not in RECORD_WORDS and \
        may_be_string(schema) and "properties" not in schema


def path_named_credentials(cap: Capability) -> list[tuple[str, str]]:
    """Rule ``input.path-named-credential``: ``(name, JSON Pointer)`` of each top-level input
    of ``cap`` that the path of one of its requests makes a credential (module docstring): a
    bare ``code`` under a second factor's path, a bare ``value`` of a path whose last static
    segment names a secret."""
    found: list[tuple[str, str]] = []
    for request in cap.implementation.requests:
        path = request.pathTemplate or ""
        static = {w for s in path.split("?")[0].split("/") if s and not s.startswith("{")
                  for w in words_of(s)}
        named = ({"code"} if static & SECOND_FACTOR_WORDS else set()) | \
            ({"value"} if credential_resource(path) else set())
        properties = (cap.inputSchema or {}).get("properties") or {}
        found += [(b.input, f"/inputSchema/properties/{escape(b.input)}")
                  for b in request.bindings
                  if b.input in named and may_be_string(properties.get(b.input) or {})
                  and b.input not in [name for name, _ in found]]
    return found


def collection_members(cap: Capability) -> set[str]:
    """Rule ``input.collection-member``: the inputs of ``cap`` that fill a path parameter
    whose name has the words of the static segment right before it (``/generic-credentials/
    {genericCredentials}`` → ``{'genericCredentials'}``)."""
    found: set[str] = set()
    for request in cap.implementation.requests:
        segments = request.pathTemplate.split("?")[0].split("/")
        members = {seg[1:-1] for before, seg in zip(segments, segments[1:])
                   if seg.startswith("{") and seg.endswith("}") and before
                   and not before.startswith("{") and words_of(before) == words_of(seg[1:-1])}
        found.update(b.input for b in request.bindings
                     if b.input and b.target.startswith("path:")
                     and b.target.removeprefix("path:") in members)
    return found
