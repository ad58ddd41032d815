"""Rule ``redact.sign-in-segment``: a literal filling the path segment after a sign-in word is a
credential.

A client that signs in with a password or key put in the path (`` `/api/login/${'hunter2'}` ``,
``'/auth/token/' + 'Zq9x7Kd2'``, `` `/api/login/${PASSWORD}` `` with a module constant) writes
the credential into the request's URL. No word of the literal names it (the value alone is no
secret's shape), but its place does: a whole path segment right after a segment whose words
name a sign-in or verification step (:data:`SIGN_IN_PATH_WORDS`: ``login``, ``token``,
``auth``, ``otp``, …) or a credential (``password``, ``secret``, ``api-key``), filled by a
separate literal — a template's hole or a ``+`` operand — that is shaped like a secret (six
characters or more, a letter and a digit, one token: ``hunter2``), not like a route (``google``,
``refresh``, ``oauth2``, ``v2``, ``bind2fa``: rule ``redact.digit-joined-words``). Extraction
writes it ``<redacted:credential>`` (so no fact, fact-cache entry, graph or contract holds it)
and the schema pass flags the request ``high``: the credential ships with the client and
should be rotated. A constant a template reads there
is redacted in its declaration, when it is so shaped, as a credential-named one is (rule
``redact.credential-position``). Pure functions over the facts IR.
"""
from __future__ import annotations

import re

from code2skill.facts import Expr, Hole, Lit, Ref, Tmpl
from code2skill.redact import (API_VERSION, IDENTIFIER_OF_WORDS, is_credential_position,
                               redact_credential)
from code2skill.string_helpers import words

RULE = "redact.sign-in-segment"
# the words of a path naming a sign-in or verification step (``/api/login/otp``,
# ``/oauth/token``, ``/auth/callback``, ``/mfa/verify``)
SIGN_IN_PATH_WORDS = frozenset({
    "login", "signin", "logon", "otp", "totp", "mfa", "2fa", "twofactor", "verify",
    "verification", "oauth", "oauth2", "token", "authorize", "callback", "sso", "auth"})
SECRET_SHAPE = re.compile(r"(?=[^/?#\s]*[A-Za-z])(?=[^/?#\s]*\d)[^/?#\s]{6,}+")
VERSION = re.compile(API_VERSION)
TRAILING_VERSION = re.compile(rf"[_-]?{API_VERSION}$")
SEGMENT_END = ("/", "?", "#")
# a path segment and the one after it, inside one literal (``/api/login/Pw38…``): the first at
# the text's start or after ``/``, a space or a quote, the second (looked ahead, so that every
# segment is also read as the first of the next pair) ending the path, a segment or the text;
# no ``.`` in the second (a file name), nor a placeholder's or redaction's sign
SEGMENT_PAIR = re.compile(r"(?:^|(?<=[/\s\"'`(]))([A-Za-z0-9_~-]{2,40}+)/"
                          r"(?=([^/?#\s\"'`<>{}$:.;=&]{6,200}+)(?:$|[/?#\s\"'`)]))")
# words of a route segment after a sign-in word that may carry digits (``/login/step2``,
# ``/auth/saml2``, ``/mfa/u2f``): with the sign-in words, what a route segment is made of
ROUTE_WORDS = frozenset({
    "step", "stage", "page", "provider", "providers", "saml", "oidc", "u2f", "2fa", "webauthn",
    "factor", "method", "version", "api", "redirect", "code", "sms", "email", "device",
    "client", "app", "session", "refresh", "reset", "confirm", "challenge", "setup", "check",
    "status", "local", "ldap", "kerberos", "cas", "idp", "sp"})
ROUTE_PART = re.compile(r"([a-z]+|\d*[a-z]+)\d{0,2}")
# rule redact.digit-joined-words: lower-case words joined by one digit standing for a word
# (``bind2fa``, ``confirm2fa``, ``peer2peer``, ``s3upload``), parts joined by ``-`` or ``_``,
# a part after the first allowed to start with its digit (``disable_2fa``)
DIGIT_JOINED_PART = r"[a-z]{2,}+(?:\d[a-z]{2,}+)*+"
DIGIT_JOINED_WORDS = re.compile(
    rf"[a-z]++(?:\d[a-z]{{2,}}+)*+(?:[-_]\d?{DIGIT_JOINED_PART})*+")
# rule redact.glued-credential-segment: a path segment that is a credential's word with a value
# glued to it (``/api/settings/passwordPw39Qz7hunterX``): the word (any case) at the segment's
# start, then, from a capital or a digit (a new word, not ``tokenizer``), the rest of the segment
GLUED_SEGMENT = re.compile(
    r"(?<=/)((?i:password|passwd|passphrase|passcode|secret|token|api[-_]?key))"
    r"([A-Z0-9][^/?#\s\"'`<>{}$:.;=&]{5,200}+)(?=$|[/?#\s\"'`)])")


def sign_in_word(segment: str) -> bool:
    """Whether path segment ``segment`` names a sign-in step or a credential (``login``,
    ``sign-in``, ``access-token``, ``password``); ``sessions``, ``users`` do not."""
    joined = segment.lower().replace("-", "").replace("_", "")
    return joined in SIGN_IN_PATH_WORDS or any(
        w.lower() in SIGN_IN_PATH_WORDS for w in words(segment)) or \
        is_credential_position("field", segment)


def secret_shaped(text: str) -> bool:
    """Whether ``text`` is one token shaped like a password or key: six characters or more
    holding a letter and a digit, no sign-in word (``oauth2``) nor API version (``v2beta1``)."""
    return SECRET_SHAPE.fullmatch(text) is not None and not VERSION.fullmatch(text) and \
        text.lower() not in SIGN_IN_PATH_WORDS


def route_word(segment: str) -> bool:
    """Whether ``segment`` is written like a route's word rather than a secret: an API
    version, lower-case words joined by digits (:func:`digit_joined_words`: ``bind2fa``), or
    lower-case parts (split at ``-`` and ``_``) each a sign-in word or one of
    :data:`ROUTE_WORDS`, with at most two digits after it (``step2``, ``saml2``,
    ``oauth2-callback``), or one or two digits alone (``step-2``); ``Pw38Qz7hunterA``,
    ``hunter2x9``, ``admin123`` are not."""
    if VERSION.fullmatch(segment) or digit_joined_words(segment):
        return True
    for part in re.split(r"[-_]", segment):
        if part.isdigit() and len(part) <= 2:
            continue                              # step-2
        found = ROUTE_PART.fullmatch(part)
        if found is None or found.group(1) not in SIGN_IN_PATH_WORDS | ROUTE_WORDS:
            return False
    return True


def digit_joined_words(segment: str) -> bool:
    """Rule ``redact.digit-joined-words``: whether ``segment`` is lower-case words joined by
    digits that stand for words, the way route names are written (``bind2fa``,
    ``confirm2fa``, ``peer2peer``, ``setup-bind2fa``, ``disable_2fa``): each digit alone,
    between a letter and two letters or more (:data:`DIGIT_JOINED_WORDS`). A secret's shape
    is not: a digit ending a word (``hunter2``, ``admin123``), a run of digits
    (``abc123def``), a digit before a single letter (``hunter2x9``), a capital
    (``Zq9x7Kd2``, which the ``high-entropy`` rule also reads by its character classes)."""
    return any(c.isdigit() for c in segment) and \
        DIGIT_JOINED_WORDS.fullmatch(segment) is not None


def redact_sign_in_path(text: str) -> str:
    """Rule ``redact.sign-in-segment`` inside one literal: ``text`` with each path segment
    right after a segment naming a sign-in step or a credential (:func:`sign_in_word`)
    written ``<redacted:credential>`` when it is shaped like a secret (:func:`secret_shaped`)
    and not like a route's word (:func:`route_word`): ``'/api/login/Pw38Qz7hunterA'`` as one
    literal is redacted as ``'/api/login/' + 'Pw38Qz7hunterA'`` is, ``/api/login/callback``,
    ``/auth/login/google``, ``/login/oauth/authorize`` and ``/login/step2`` stay. Rule
    ``redact.glued-credential-segment``: so is the value glued to a credential's word that
    starts a segment (:func:`glued_value`: ``/api/settings/password<redacted:credential>``)."""
    spans = [m.span(2) for m in SEGMENT_PAIR.finditer(text)
             if sign_in_word(m.group(1)) and secret_shaped(m.group(2))
             and not route_word(m.group(2))]
    spans += [m.span(2) for m in GLUED_SEGMENT.finditer(text) if glued_value(m.group(2))]
    spans = sorted(set(spans))
    for start, end in reversed(spans):
        text = text[:start] + str(redact_credential(text[start:end])) + text[end:]
    return text


def glued_value(rest: str) -> bool:
    """Whether ``rest``, the text glued to a credential's word at a path segment's start, is
    a value rather than the words of a route: shaped like a secret (:func:`secret_shaped`),
    neither a route's words (:func:`route_word`) nor an identifier of words
    (``Reset2024``, ``ResetToken``: :data:`~code2skill.redact.IDENTIFIER_OF_WORDS`, also
    before an API version: ``PolicyV2``),
    so ``/api/forgot-password``, ``/api/settings/password`` and ``/resetPasswordToken`` stay."""
    words_of = TRAILING_VERSION.sub("", rest)             # PolicyV2: Policy
    return secret_shaped(rest) and not route_word(rest.lower()) and \
        not (words_of == "" or IDENTIFIER_OF_WORDS.fullmatch(words_of))


def after_sign_in(text: object) -> bool:
    """Whether a template's text ``text`` ends a path segment naming a sign-in step
    (``'/api/login/'``)."""
    if not isinstance(text, str) or not text.endswith("/"):
        return False
    segments = text.split("?")[0].rstrip("/").rsplit("/", 1)
    return len(segments) == 2 and sign_in_word(segments[1])


def redact_sign_in_segments(tmpl: Tmpl) -> tuple[Tmpl, tuple[str, ...]]:
    """``tmpl`` with each literal that fills the whole segment after a sign-in word (module
    docstring) written ``<redacted:credential>``, and the names of the references that fill
    such a segment (``${PASSWORD}``: the caller redacts their literals with
    :func:`sign_in_value`)."""
    parts = list(tmpl.parts)
    refs: list[str] = []
    k = 0
    while k + 1 < len(parts):
        k += 1
        before, part = parts[k - 1], parts[k]
        if not (isinstance(before, Lit) and after_sign_in(before.value)):
            continue
        after = parts[k + 1] if k + 1 < len(parts) else None
        ends = after is None or isinstance(after, Lit) and isinstance(after.value, str) \
            and after.value.startswith(SEGMENT_END)
        if isinstance(part, Hole) and isinstance(part.expr, Lit) and ends:
            parts[k] = Hole(part.name, sign_in_value(part.expr), part.span)
        elif isinstance(part, Hole) and isinstance(part.expr, Ref) and ends:
            refs.append(part.expr.name)
        elif isinstance(part, Lit) and isinstance(part.value, str):       # '/login/' + 'x'
            last = segment_pieces(parts, k)               # … + 'AKIAQZ7X3K' + 'PL4MNB39AT'
            text = "".join(p.value for p in parts[k:last + 1])
            head = re.split(r"[/?#]", text, maxsplit=1)[0]
            if secret_shaped(head):
                span = part.span[:2] + parts[last].span[2:] if part.span and \
                    parts[last].span else part.span
                parts[k:last + 1] = [Lit(redact_credential(head) + text[len(head):], span)]
    if not refs and parts == list(tmpl.parts):
        return tmpl, ()
    return Tmpl(tuple(parts), tmpl.span, tmpl.plus), tuple(refs)


def segment_pieces(parts: list, k: int) -> int:
    """The index of the last of the string literals from ``parts[k]`` on that fill one path
    segment together (``'/api/keys/' + 'AKIAQZ7X3K' + 'PL4MNB39AT'``: the value is judged,
    and redacted, whole once joined, never one piece of it with the rest left in clear)."""
    last = k
    while last + 1 < len(parts) and isinstance(parts[last + 1], Lit) and \
            isinstance(parts[last + 1].value, str) and \
            not any(end in parts[last].value for end in SEGMENT_END):
        last += 1
    return last


def sign_in_value(value: Expr) -> Expr:
    """``value`` (a literal filling the segment after a sign-in word) written
    ``<redacted:credential>`` when it is a string shaped like a secret; else as given."""
    if isinstance(value, Lit) and isinstance(value.value, str) and secret_shaped(value.value):
        return Lit(redact_credential(value.value), value.span)
    return value
