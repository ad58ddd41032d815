"""Rule ``url.page-address``: a URL built from the page's own address is no endpoint.

A client that checks whether its own page answers on another scheme or port before it
redirects there (``fetch(`https://${hostname}${port}/${hash}`)`` with ``hostname`` and ``hash``
read from ``window.location``) builds the URL from the page's location: its host is the page's
and its path is wholly a value (the page's fragment, a path the caller holds), so no fixed text
names an API endpoint. Such a URL is a review item, never a Tool (``GET /{hash}`` would be an
invented capability).
"""
from __future__ import annotations

from code2skill.normalize import authority, page_location, page_origin
from code2skill.values import HoleV, Text

RULE = "url.page-address"


def page_address_url(parts: list[Text | HoleV]) -> bool:
    """Whether a URL's parts spell the page's own host (an authority with a hole read from
    ``location.hostname``/``host``/``origin``, or a leading value that is the page's origin)
    followed by a path that is wholly values: at least one hole and no fixed text but ``/``
    before any ``?`` or ``#``."""
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
    """Whether the path part of ``path`` (up to a ``?`` or ``#``) holds a value and no fixed
    text other than ``/``."""
    holes = 0
    for part in path:
        if isinstance(part, HoleV):
            holes += 1
            continue
        text = part.text
        cut = min((i for i in (text.find("?"), text.find("#")) if i >= 0), default=-1)
        if text[:cut if cut >= 0 else None].strip("/"):
            return False
        if cut >= 0:
            break
    return holes > 0


MESSAGE = ("the request URL is the page's own host with a path that is wholly a value (a probe "
           "of, or redirect to, the page's own address), not an API endpoint: left out (rule "
           f"{RULE})")
