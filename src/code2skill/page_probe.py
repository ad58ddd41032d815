"""Rule ``url.page-address``: a URL built from the page's own address is no endpoint.

A client that checks whether its own page answers on another scheme or port before it
redirects there (``fetch(`https://${hostname}${port}/${hash}`)`` with ``hostname`` and ``hash``
read from ``window.location``) builds the URL from the page's location: its host is the page's
and its path is wholly the page's own (its fragment, path, query or whole address), so no text
names an API endpoint. Such a URL is a review item, never a Tool (``GET /{hash}`` would be an
invented capability). A path that holds a caller's value (``${location.origin}/${topic}``, a
topic the user names) is left to the usual rules.
"""
from __future__ import annotations

from code2skill.normalize import authority, global_path, page_location, page_origin
from code2skill.values import HoleV, Text, Value

RULE = "url.page-address"
PAGE_PARTS = frozenset({"hash", "pathname", "search", "href"})


def page_address_url(parts: list[Text | HoleV]) -> bool:
    """Whether a URL's parts spell the page's own host (an authority with a hole read from
    ``location.hostname``/``host``/``origin``, or a leading value that is the page's origin)
    followed by a path that is wholly the page's own: at least one hole, each a part of the
    page's address (:func:`page_part`), and no fixed text but ``/`` before any ``?`` or
    ``#``."""
    split = authority(parts)
    if split is not None:
        head, rest = split
        if not any(isinstance(p, HoleV) and page_location(p.value) for p in head):
            return False
    elif parts and isinstance(parts[0], HoleV) and page_origin(parts[0].value):
        rest = list(parts[1:])
    else:
        return False
    return wholly_values(rest)


def wholly_values(path: list[Text | HoleV]) -> bool:
    """Whether the path part of ``path`` (up to a ``?`` or ``#``) holds a value, every value
    a part of the page's address, and no fixed text other than ``/``."""
    holes = 0
    for part in path:
        if isinstance(part, HoleV):
            if not page_part(part.value):
                return False
            holes += 1
            continue
        text = part.text
        cut = min((i for i in (text.find("?"), text.find("#")) if i >= 0), default=-1)
        if text[:cut if cut >= 0 else None].strip("/"):
            return False
        if cut >= 0:
            break
    return holes > 0


def page_part(value: Value) -> bool:
    """Whether ``value`` is the page's fragment, path, query or whole address
    (``location.hash``, ``window.location.pathname``, ``document.location.href``)."""
    path = global_path(value)
    if path is None:
        return False
    while path[:1] in (("window",), ("document",)):
        path = path[1:]
    return len(path) == 2 and path[0] == "location" and path[1] in PAGE_PARTS


MESSAGE = ("the request URL is the page's own host with the page's own fragment, path or query "
           "as its path (a probe of, or redirect to, the page's address), not an API endpoint: "
           f"left out (rule {RULE})")
