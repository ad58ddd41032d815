"""Rule ``body.binary-media``: a raw body the request labels with a binary media type carries a
file's bytes.

``xhr.setRequestHeader('Content-Type', 'application/octet-stream'); xhr.send(file)`` sends
whatever ``file`` is as bytes, typed or not: the header says the server reads bytes, not text
(:data:`BINARY_MEDIA`, and the ``image/``, ``audio/``, ``video/`` and ``font/`` families). The
body must be a value the client passes through (a parameter, a member, what a call returns):
a string built in source or an object, array or literal is text the client writes itself,
whatever the header says. Such a request sends file content, so it is
``upload-confirmation-required`` like any other (rule ``policy.upload-confirmation``), and
its ``bodyEncoding`` is ``binary``, never the ``json`` a library assumes for a body it is
not shown (``axios.request({data: chunk, headers: {'Content-Type':
'application/octet-stream'}})``).
"""
from __future__ import annotations

from code2skill.values import ArrV, LitV, ObjV, StrV, Value, text_of

RULE = "body.binary-media"

BINARY_MEDIA = frozenset({"application/octet-stream", "application/zip", "application/gzip",
                          "application/x-gzip", "application/x-tar", "application/pdf",
                          "application/x-7z-compressed", "application/vnd.sqlite3",
                          "application/x-sqlite3"})
BINARY_FAMILIES = ("image/", "audio/", "video/", "font/")
# encodings of a body the client serialises itself (never raw bytes)
SERIALISED = frozenset({"json", "form", "multipart"})


def binary_media(headers) -> str | None:
    """The media type of the first ``Content-Type`` header (``headers``: ``.name``/``.value``)
    when it is a binary one (:data:`BINARY_MEDIA`, :data:`BINARY_FAMILIES`), else ``None``."""
    for header in headers:
        if header.name.lower() != "content-type":
            continue
        media = (text_of(header.value) or "").split(";")[0].strip().lower()
        return media if media in BINARY_MEDIA or media.startswith(BINARY_FAMILIES) else None
    return None


def raw_bytes(body: Value | None, encoding: str | None, headers) -> str | None:
    """The binary media type a raw ``body`` is sent as (rule in the module's docstring), or
    ``None``: no body, a serialised one (``encoding`` json, form, multipart), no binary
    ``Content-Type``, or a body written in source (a string, object, array or literal)."""
    if body is None or encoding in SERIALISED or isinstance(body, (StrV, ObjV, ArrV, LitV)):
        return None
    return binary_media(headers)
