"""Rule ``credential.weak-name``: a request field whose name is a credential's only by a weak
word is a credential only when its value comes from where a client keeps one.

Shape::

    $.get('get_stream_data', {session_key: rowData['session_key']})    // a table row's key
    $.ajax({url: 'terminate_session', data: {session_id: $(this).data('id')}})
    $.get('get_profile', {session_key: localStorage.getItem('session_key')})   // held

A name such as ``session_key``, ``sessionId``, ``session`` or ``sid`` (:func:`weak_name`: every
word that makes it a credential's position is one of :data:`WEAK_WORDS`, and no other word
names a credential or qualifies a key: ``api_key``, ``sessionToken``, ``access_key_id`` are
strong) names a credential as often as a record of the business: a media server's playback
session, a table row's key. Its value proves which: a cookie or browser storage read
(:func:`~code2skill.store_reads.reads_store`), or a value whose own name is a strong
credential's (``{session_key: auth.token}``), is the client's credential
(:func:`credential_source`); a value read from page data (a table row, a DOM data attribute,
the result of a call the tool cannot name, a parameter a caller fills with such data) is an
ordinary input the Agent gives. Such a field is then neither a held credential (rules
``query.held-credential``, ``query.passed-credential``, ``body.held-credential``, so no
``auth.query-credential`` either) nor a credential the caller gives (rule
``input.credential``). A strong name stays a credential whatever its value's source.

Not recognised: a weak-named value taken from a sign-in response or a store of the signed-in
user (``authStore.session``) whose member names no strong credential is an input.
"""
from __future__ import annotations

from code2skill.redact import (
    CREDENTIAL_ENDINGS, CREDENTIAL_WORDS, KEY_QUALIFIERS, is_bare_key, is_credential_position,
    words_of,
)
from code2skill.store_reads import reads_store
from code2skill.values import Value

RULE = "credential.weak-name"
# words that make a name a credential's position only weakly: a session or a key may as well
# be a record of the business (a playback session, a row's key)
WEAK_WORDS = frozenset({"session", "sessions", "sid", "key", "keys"})


def weak_name(kind: str, name: str | None) -> bool:
    """Whether ``name`` (its last dotted segment) is at a credential position of ``kind``
    (:func:`~code2skill.redact.is_credential_position`) only by words of :data:`WEAK_WORDS`:
    ``session_key``, ``sessionId``, ``sid`` → ``True``; ``api_key``, ``session_token``,
    ``access_key_id``, ``password`` → ``False`` (another word names a credential or qualifies
    a key), and ``False`` for a name at no credential position."""
    if not name or not is_credential_position(kind, name):
        return False
    words = words_of(name.rsplit(".", 1)[-1])
    others = [w for w in words if w not in WEAK_WORDS]
    return len(others) < len(words) and not any(
        w in CREDENTIAL_WORDS or w.endswith(CREDENTIAL_ENDINGS) or w in KEY_QUALIFIERS
        for w in others)


def strong_name(kind: str, name: str | None) -> bool:
    """Whether ``name`` is at a credential position of ``kind`` by more than a weak word or a
    bare ``key`` (``api_key``, ``password``, ``token``; not ``session_key``, ``key``)."""
    return bool(name) and is_credential_position(kind, name) and not is_bare_key(name) \
        and not weak_name(kind, name)


def credential_source(value: Value | None, source: str | None = None) -> bool:
    """Whether a request value comes from where the client keeps a credential: any part of
    ``value`` is a cookie or browser storage read, or ``source`` (the value's own name, such
    as ``token`` of ``auth.token``) is a credential's by a strong name (no :func:`weak_name`)."""
    return strong_name("field", source) or reads_store(value)


def data_valued(kind: str, name: str, value: Value | None, source: str | None = None) -> bool:
    """Rule ``credential.weak-name``: whether field ``name`` sent at ``kind`` with ``value``
    (named ``source``) is a weak credential name whose value is ordinary data, so no
    credential (module docstring)."""
    return weak_name(kind, name) and not credential_source(value, source)
