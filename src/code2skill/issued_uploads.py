"""Rule ``url.issued-upload-target``: a URL read from a member named as an upload target the
server issues is an external upload target, not a backend of the app.

An upload flow asks the app's backend for a session, then sends the bytes to the storage
URLs the answer names (Qiniu, S3, OneDrive, a presigned URL)::

    this.task.session = await createUploadSession(req);          // the app's backend
    await qiniuUploadChunk(this.task.session.upload_urls[0], …);  // a third party's URL
    function qiniuUploadChunk(url, …) { return request(`${url}/${n}`, {method: 'put', …}) }

When the tool cannot follow the answer to the member read (stored on an object across
methods), the member's name is what is left: one of :data:`UPLOAD_URL_NAME`
(``upload_urls``, ``uploadUrl``, ``presignedUrl``, ``signed_url``, ``putUrl``) read from a
value the source does not show — unknown, a parameter or a value known only by its declared
type — is an issued upload URL (an element of it too: :func:`is_issued`). A request whose URL
starts with such a value and writes no fixed text naming anything after it is sent to a
storage service the server chose: an ``info`` review item (:func:`review_note`), no
capability and no service of its own with a base URL the Host must bind.
"""
from __future__ import annotations

import re

from code2skill.values import HoleV, ParamV, StrV, Text, TypedV, UnknownV, Value

RULE = "url.issued-upload-target"
ISSUED = "issued-upload-url"               # UnknownV reason
UPLOAD_URL_NAME = re.compile(
    r"^(upload|presigned|pre_signed|signed|put|part)_?(ur[li]s?|endpoints?|targets?)$", re.I)
NAMING = re.compile(r"[^\W_]")


def issued_member(prop: str) -> UnknownV | None:
    """:data:`ISSUED` for a member ``prop`` of a value the source does not show when its name
    says it holds an upload URL the server issued; else ``None``."""
    return UnknownV(ISSUED) if UPLOAD_URL_NAME.match(prop) else None


def is_issued(value: Value | None) -> bool:
    """Whether ``value`` is an issued upload URL: :data:`ISSUED`, or a member read from a
    parameter or a typed value the source does not show whose last named member (indexes
    aside) is one of :data:`UPLOAD_URL_NAME` (``task.session.upload_urls[0]`` of ``task:
    UploadTask``)."""
    if isinstance(value, UnknownV):
        return value.reason == ISSUED
    if isinstance(value, (ParamV, TypedV)):
        named = [p for p in value.path if not p.isdigit()]
        return bool(named) and UPLOAD_URL_NAME.match(named[-1]) is not None
    return False


def issued_target(url: Value) -> bool:
    """Whether request URL ``url`` is an issued upload URL, whole or followed only by
    separators and holes (``${url}/${n}``), never by fixed text naming something."""
    if is_issued(url):
        return True
    if not isinstance(url, StrV) or not url.parts:
        return False
    first = url.parts[0]
    return isinstance(first, HoleV) and is_issued(first.value) and not any(
        isinstance(p, Text) and NAMING.search(p.text) for p in url.parts[1:])


def review_note() -> str:
    """The ``info`` review message of a request to an issued upload URL."""
    return ("request to an upload URL the server issued at run time (a storage service's "
            "upload target named in an earlier response: Qiniu, S3, OneDrive…), not a "
            "backend of this app: left out (rule url.issued-upload-target)")
