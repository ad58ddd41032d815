"""Which requests fetch a static file rather than call an endpoint (rules ``url.static-file``,
``url.written-file``, ``url.api-document``, ``url.api-asset``).

A style sheet, font, image, media file, source map or WebAssembly module the web server hands out
as it is runs no operation of the business, so an Agent gains nothing from a Tool for it
(:data:`ASSET`). A text document (``.md``, ``.txt``: :data:`DOCUMENT`) is the same when the
client reads a file beside its pages, but a backend that keeps its records as documents serves
and stores them under its API (Tasks.md's cards, ``PATCH /_api/resource/{board}/{lane}/{name}.md``).

* ``url.static-file`` — a ``GET``/``HEAD`` of an asset, or of a document outside an API base
  segment, is no endpoint (an ``info`` item, no Tool), unless ``url.api-asset`` holds.
* ``url.written-file`` — a request of any other method (``POST``, ``PUT``, ``PATCH``,
  ``DELETE``) writes to the server whatever its path's extension: a web server hands out
  static files, it does not store, rename or delete them for a request, so the request is an
  endpoint like any other.
* ``url.api-document`` — a ``GET``/``HEAD`` of a document under an API base segment (a first
  segment whose words are all API words, :data:`API_WORDS`: ``/api``, ``/_api``, ``/rest``,
  ``/v1``, ``/api-v2``) is the answer of a route: an endpoint, with an ``info`` item saying
  it was taken for one.
* ``url.api-asset`` — a ``GET``/``HEAD`` of an asset under an API base segment (of the path or
  of the client's base URL) that the client sends with its own credential (an auth hint: the
  ``Authorization`` its base query or interceptor sets) is the answer of a route that checks
  who asks — a two-factor QR code, ``GET /api/v1/user/2fa/qr.png`` — not a file the web
  server hands anyone: an endpoint, with an ``info`` item saying it was taken for one.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit

STATIC_FILE_RULE = "url.static-file"
WRITTEN_FILE_RULE = "url.written-file"
API_DOCUMENT_RULE = "url.api-document"
API_ASSET_RULE = "url.api-asset"
ASSET = re.compile(r"\.(png|jpe?g|gif|svg|webp|ico|css|woff2?|ttf|otf|eot|wasm|mp3|mp4|"
                   r"webm|map)$", re.I)
DOCUMENT = re.compile(r"\.(txt|md)$", re.I)
READS = frozenset({"GET", "HEAD"})
# the words of a base segment an API's routes share (``api``, ``_api``, ``rest``, ``v2``)
API_WORDS = re.compile(r"(?i)^(api|rest|rpc|graphql|v\d+)$")


def api_base(path: str) -> bool:
    """Whether ``path``'s first segment is an API base segment: one or more words, each an
    API word (:data:`API_WORDS`), whatever punctuation joins or surrounds them (``/api/x``,
    ``/_api/x``, ``/api-v2/x``; not ``/apis/x``, ``/{base}/x`` or ``/x``)."""
    first = next((s for s in path.split("?")[0].split("/") if s), "")
    found = [w for w in re.split(r"[^A-Za-z0-9]+", first) if w]
    return "{" not in first and bool(found) and all(API_WORDS.match(w) for w in found)


def base_path(base: str | None) -> str:
    """The path of a client's base URL text (``https://host/api/v1`` → ``/api/v1``, ``/api``
    as it is); ``""`` when none is fixed."""
    return urlsplit(base).path if base else ""


def file_kind(method: str, path: str, credential: bool = False, base_path: str = ""
              ) -> str | None:
    """The rule that decides a request ``method path`` whose path ends in a static file's
    extension: :data:`STATIC_FILE_RULE` (no endpoint), :data:`WRITTEN_FILE_RULE`,
    :data:`API_DOCUMENT_RULE` or :data:`API_ASSET_RULE` (an endpoint, module docstring:
    ``credential`` whether the client sends its own credential with it, ``base_path`` the
    path of the client's base URL); ``None`` for any other path (``/api/books``,
    ``/export.json``). ``method`` is upper case."""
    bare = path.split("?")[0]
    asset, document = bool(ASSET.search(bare)), bool(DOCUMENT.search(bare))
    if not (asset or document):
        return None
    if method.upper() not in READS:
        return WRITTEN_FILE_RULE
    if document and api_base(bare):
        return API_DOCUMENT_RULE
    if asset and credential and (api_base(bare) or api_base(base_path)):
        return API_ASSET_RULE
    return STATIC_FILE_RULE


def api_document_note(method: str, path: str, rule: str = API_DOCUMENT_RULE) -> str:
    """The ``info`` item of rule ``url.api-document`` (``GET /api/notes/{name}.md``) or
    ``url.api-asset`` (``GET /api/v1/user/2fa/qr.png`` sent with the client's credential)."""
    what = "a document under the API's base segment" if rule == API_DOCUMENT_RULE else \
        "a file under the API's base segment with the client's credential"
    return (f"{method} {path} reads {what}: taken for the answer of a route, not a static "
            f"file (rule {rule})")
