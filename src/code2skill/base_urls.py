"""Rule ``service.base-url-key``: when two base URLs are one.

A base URL written two ways is one base: RFC 3986 §6.2.2 (syntax-based normalisation: the
scheme and host in lower case, percent-escapes in upper case, those of unreserved characters
decoded, ``.`` and ``..`` segments removed) and §6.2.3 (scheme-based: the scheme's default
port left out, ``:443`` with ``https``/``wss``, ``:80`` with ``http``/``ws``; an empty path is
``/``). A base URL also ends where its paths start, so a trailing ``/`` is no part of it, and a
``#fragment`` is never sent. ``https://API.shop.example:443/./v1/#top`` and
``https://api.shop.example/v1`` are one base: derive gives them one service
(:mod:`code2skill.normalize`), a call to either is no third party's
(:mod:`code2skill.passes.third_party`), and ``derive --update`` refuses a reviewed contract
whose two services stand for them (rule ``update.colliding-services``,
:func:`code2skill.contract.identity.service_origin`). Parsing and the §6.2.2 steps are
``rfc3986``'s.
"""
from __future__ import annotations

import re

import rfc3986

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
# a percent-escape of an unreserved character (ALPHA / DIGIT / "-" / "." / "_" / "~")
UNRESERVED_ESCAPE = re.compile(r"%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)")


def base_url_key(url: str) -> str:
    """The normal form of the base URL ``url`` (module docstring), the text to compare two
    base URLs by: ``https://API.shop.example:443/./v1/#top`` → ``https://api.shop.example/v1``,
    ``HTTP://h.example:80`` → ``http://h.example``, ``//cdn.example/`` →
    ``//cdn.example``. A text with no authority (a path, a placeholder) is normalised as a
    relative reference (``/api/`` → ``/api``); one ``rfc3986`` cannot read (a malformed
    authority: ``http://a b/``, a lone surrogate) comes back with only its trailing ``/`` and
    fragment dropped. Never raises."""
    plain = url.split("#", 1)[0].rstrip("/")
    if not encodable(url):                                 # a lone surrogate
        return plain
    ref = rfc3986.uri_reference(url)
    if ref.authority is not None and not valid_authority(ref):
        return plain                                       # ``http://a b/``, ``https://[::1``
    ref = ref.normalize()
    if ref.authority is not None:
        ref = ref.copy_with(authority=authority(ref))
    path = UNRESERVED_ESCAPE.sub(lambda m: chr(int(m.group(0)[1:], 16)), ref.path or "")
    return ref.copy_with(path=path.rstrip("/") or None, fragment=None).unsplit()


def encodable(text: str) -> bool:
    """Whether ``text`` encodes as UTF-8 (no lone surrogate), as ``rfc3986`` needs."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def valid_authority(ref: rfc3986.URIReference) -> bool:
    """Whether ``rfc3986`` splits the authority of ``ref`` into user, host and port."""
    try:
        ref.authority_info()
    except rfc3986.exceptions.InvalidAuthority:
        return False
    return True


def authority(ref: rfc3986.URIReference) -> str:
    """The authority of a normalised reference without the scheme's default port (or an
    empty one: ``https://h:``)."""
    parts = ref.authority_info()
    port = parts["port"]
    if port is not None and (not port or port.isdigit() and
                             int(port) == DEFAULT_PORTS.get(ref.scheme or "")):
        port = None
    return ((parts["userinfo"] + "@" if parts["userinfo"] is not None else "")
            + (parts["host"] or "") + (":" + port if port is not None else ""))
