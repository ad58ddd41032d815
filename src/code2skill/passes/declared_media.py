"""Rule ``body.declared-media``: a body its request labels with a media type of its own is sent
in that type, never as JSON by a library's guess.

axios and Angular's ``HttpClient`` serialise an object body as JSON and send a string as it is;
for a value the source does not show as either (``bodyHtml || undefined``) the extractor guesses
``json``. A request that sets ``Content-Type`` itself to a media type naming no JSON, form or
multipart encoding (``text/html``, ``text/plain``, ``message/rfc822``, ``application/xml``:
:func:`declared_media`) sends its body in that type, so that guess is dropped
(:func:`guessed_json`): the body is one string input "sent as text/html" (rule ``body.text``)
and the request's ``bodyEncoding`` is ``unknown``, the contract having no text encoding. The
sites of one endpoint sending such a body beside another kind (a ``multipart`` form when the
mail has attachments) are a Tool of their own, grouped and named by the media type
(:func:`media_word`: ``send_message_html``), never ``…_json``.

An object or array literal (axios stringifies it whatever the header says), a JSON text
(``JSON.stringify(x)``) and an encoding a rule proved keep theirs; a binary media type is rule
``body.binary-media``'s (``binary``).
"""
from __future__ import annotations

import re

from code2skill.values import ArrV, ObjV, Value, text_of

RULE = "body.declared-media"
# words of a media type that name an encoding the contract has (json, form, multipart)
SERIALISED_MEDIA = ("json", "form", "multipart")


def declared_media(headers) -> str | None:
    """The media type of the first ``Content-Type`` header (``headers``: ``.name``/``.value``),
    lower case and without parameters, when its text is fixed and names no JSON, form or
    multipart encoding (``text/html; charset=utf-8`` → ``text/html``), else ``None``."""
    for header in headers:
        if header.name.lower() != "content-type":
            continue
        media = (text_of(header.value) or "").split(";")[0].strip().lower()
        return media if media and not any(w in media for w in SERIALISED_MEDIA) else None
    return None


def guessed_json(body: Value | None, encoding: str | None, proved: str | None,
                 headers) -> bool:
    """Whether a body's ``json`` ``encoding`` is only a library's guess that the request's own
    ``Content-Type`` (:func:`declared_media`) contradicts: no rule ``proved`` it (a
    ``JSON.stringify`` text's ``body.json-string``) and the body is no object or array literal
    nor JSON text."""
    from code2skill.extractors.common import body_encoding
    return encoding == "json" and proved is None and body is not None \
        and not isinstance(body, (ObjV, ArrV)) and body_encoding(body) is None \
        and declared_media(headers) is not None


def body_kind(body: Value | None, encoding: str | None, headers) -> str | None:
    """The kind of body a call sends (rule ``cluster.body-encoding``): its ``encoding``, else
    the media type its ``Content-Type`` declares (:func:`declared_media`: ``text/html``);
    ``None`` without a body or when neither says."""
    if body is None:
        return None
    return encoding or declared_media(headers)


def kind_word(kind: str) -> str:
    """The word a Tool's name takes for a kind of body (:func:`body_kind`): an encoding as it
    is (``multipart``), a media type's :func:`media_word` (``text/html`` → ``html``)."""
    return media_word(kind) if "/" in kind else kind


def media_word(media: str) -> str:
    """The word naming a media type in a Tool's name: its subtype's last word, a plain text
    ``text`` (``text/html`` → ``html``, ``text/plain`` → ``text``, ``message/rfc822`` →
    ``rfc822``, ``application/x-yaml`` → ``yaml``, ``application/atom+xml`` → ``xml``)."""
    subtype = re.split(r"[+.]", media.rsplit("/", 1)[-1].removeprefix("x-"))[-1]
    return "text" if subtype in ("plain", "") else subtype
