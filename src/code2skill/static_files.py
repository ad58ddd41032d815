"""Which requests fetch a static file rather than call an endpoint (rules ``url.static-file``,
``url.written-file``, ``url.api-document``).

A style sheet, font, image, media file, source map or WebAssembly module the web server hands out
as it is runs no operation of the business, so an Agent gains nothing from a Tool for it
(:data:`ASSET`). A text document (``.md``, ``.txt``: :data:`DOCUMENT`) is the same when the
client reads a file beside its pages, but a backend that keeps its records as documents serves
and stores them under its API (Tasks.md's cards, ``PATCH /_api/resource/{board}/{lane}/{name}.md``).

* ``url.static-file`` — a ``GET``/``HEAD`` of an asset, or of a document outside an API base
  segment, is no endpoint (an ``info`` item, no Tool).
* ``url.written-file`` — a request of any other method (``POST``, ``PUT``, ``PATCH``,
  ``DELETE``) writes to the server whatever its path's extension: a web server hands out
  static files, it does not store, rename or delete them for a request, so the request is an
  endpoint like any other.
* ``url.api-document`` — a ``GET``/``HEAD`` of a document under an API base segment (a first
  segment whose words are all API words, :data:`API_WORDS`: ``/api``, ``/_api``, ``/rest``,
  ``/v1``, ``/api-v2``) is the answer of a route: an endpoint, with an ``info`` item saying
  it was taken for one.
"""
from __future__ import annotations

import re

STATIC_FILE_RULE = "url.static-file"
WRITTEN_FILE_RULE = "url.written-file"
API_DOCUMENT_RULE = "url.api-document"
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


def file_kind(method: str, path: str) -> str | None:
    """The rule that decides a request ``method path`` whose path ends in a static file's
    extension: :data:`STATIC_FILE_RULE` (no endpoint), :data:`WRITTEN_FILE_RULE` or
    :data:`API_DOCUMENT_RULE` (an endpoint, module docstring); ``None`` for any other path
    (``/api/books``, ``/export.json``). ``method`` is upper case."""
    bare = path.split("?")[0]
    asset, document = bool(ASSET.search(bare)), bool(DOCUMENT.search(bare))
    if not (asset or document):
        return None
    if method.upper() not in READS:
        return WRITTEN_FILE_RULE
    if document and api_base(bare):
        return API_DOCUMENT_RULE
    return STATIC_FILE_RULE


def api_document_note(method: str, path: str) -> str:
    """The ``info`` item of rule ``url.api-document`` (``GET /api/notes/{name}.md``)."""
    return (f"{method} {path} reads a document under the API's base segment: taken for the "
            "answer of a route, not a static file (rule url.api-document)")
