"""Request words: the method names and first arguments that make a call on an object the
resolver cannot follow a request-like call site (rule ``review.unknown-http-library``,
:meth:`code2skill.resolution.review.Review.note_unknown_client`).

A method name is a request word when it is an HTTP verb or request word (``get``, ``post``,
``put``, ``patch``, ``delete``, ``head``, ``request``, ``fetch``, ``ajax``, ``getJSON``),
such a verb with a body-format suffix (``postJson``, ``putForm``, ``getText``) or a verb
after ``do`` (``doGet``, ``doDelete``, ``doFetch``: a hand-written client's generic helpers,
``window.csClient.doDelete(`/features/${id}`)``): jQuery's
``X.ajax({url: '/api/x', type: 'POST'})`` and an AngularJS service's
``AppService.postJson('/fs/validate', {path})`` on a receiver nothing resolves. A URL text is
path-like when it is rooted (``/api/x``), relative to the page (``./x``, ``../x``), an
absolute ``http(s)://`` URL, or a relative path holding a ``/`` and no space
(``api/users/1``); a bare word (``users``) or a sentence is not. On an object not named like
a client, ``get``/``delete`` of a relative path read a keyed collection as often as a server
(vuex-pathify's ``this.$store.get('user/permissions')``, a config's ``settings.get('ui/theme')``):
only a rooted or absolute URL makes them request-like (:func:`unnamed_request`).
"""
from __future__ import annotations

import re

HTTP_WORDS = frozenset({"get", "post", "put", "patch", "delete", "head", "request", "fetch",
                        "ajax", "getjson"})
VERB_PREFIXED = re.compile(r"(get|post|put|patch|delete|head)"
                           r"(json|form|formdata|multipart|text|blob|raw|data)"
                           r"|do(get|post|put|patch|delete|head|fetch|request)")
ROOTS = ("/", "./", "../", "http://", "https://")
COLLECTION_VERBS = frozenset({"get", "delete"})   # also a Map's, a store's, a config's


def request_word(name: str) -> bool:
    """Whether method ``name`` (any case) is an HTTP verb or request word, such a verb with a
    body-format suffix (``postJson``), or a verb after ``do`` (``doDelete``): a call of it may
    make a request."""
    lowered = name.lower()
    return lowered in HTTP_WORDS or VERB_PREFIXED.fullmatch(lowered) is not None


def rooted(text: str) -> bool:
    """Whether the fixed text a URL argument starts with is rooted, page-relative or absolute
    (``/x``, ``./x``, ``../x``, ``https://…``) and holds no space."""
    return text.startswith(ROOTS) and " " not in text


def path_like(text: str) -> bool:
    """Whether the fixed text a URL argument starts with reads as a path: :func:`rooted`, or
    a relative path with a ``/`` and no space (``api/users``)."""
    return rooted(text) or ("/" in text and " " not in text)


DATA_FORMAT_VERBS = frozenset({"getdata", "setdata", "cleardata"})
MEDIA_TYPE = re.compile(r"(text|application|image|audio|video|font|multipart)/[\w.+-]+")


def data_format(verb: str, text: str) -> bool:
    """Rule ``review.data-format``: whether a call is a ``DataTransfer`` read or write of a
    format (``e.clipboardData.getData('text/plain')``, ``event.dataTransfer.setData(
    'application/json', …)``): the verb is ``getData``/``setData``/``clearData`` (lower
    case) and its text a whole media type, which names a format, never a path."""
    return verb in DATA_FORMAT_VERBS and MEDIA_TYPE.fullmatch(text) is not None


def shown_path(text: str, limit: int = 80) -> str:
    """The path a review item quotes for URL text ``text``: its part before any query or
    fragment (which may carry a token), at most ``limit`` characters (``…`` marks a cut)."""
    path = re.split(r"[?#]", text, maxsplit=1)[0]
    return path if len(path) <= limit else path[:limit] + "…"


def unnamed_request(verb: str, text: str) -> bool:
    """Whether a call of method ``verb`` whose URL argument starts with ``text`` is
    request-like on a receiver not named like a client: a request word given a path-like
    text, except ``get``/``delete`` of a relative path (:data:`COLLECTION_VERBS`)."""
    return request_word(verb) and (rooted(text) or (
        path_like(text) and verb.lower() not in COLLECTION_VERBS))


def named_request_word(name: str) -> bool:
    """Whether method ``name`` is a request word beyond the lower-case HTTP verbs a client's
    methods already hold: ``ajax``, ``getJSON`` or a verb with a body-format suffix
    (``postJson``); openapi-fetch's upper-case ``GET`` is not (another rule reads it)."""
    return request_word(name) and name.lower() not in HTTP_WORDS - {"ajax", "getjson"}
