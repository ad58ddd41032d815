"""Rule ``path.base-dot-segments``: a request URL starting with ``./`` or ``../`` joined onto a
client's base URL (``axios.create({baseURL: 'https://api.example.com/api/v1/'})`` then
``get('../health')``) is sent as ``https://api.example.com/api/v1/../health``, which the
browser reads as ``https://api.example.com/api/health`` (RFC 3986 5.2.4, the URL standard's
path parsing). The join is string concatenation (axios ``combineURLs``, ``base + '/' + url``),
so the base's last segment is a folder whether or not it ends in ``/``.

Each leading ``..`` removes the base's last path segment when the base's fixed text ends in
one; ``.`` removes nothing. At a base that is only an origin (``https://host``, or no base:
the site root) a ``..`` has nothing to climb and is dropped, as the browser does. A ``..``
reaching a value the source does not show (a base binding, ``${root}/``) stays in the URL, and
the path step (:func:`climbs_out_note`) says so in review: where the request lands depends on
the value's last folder.
"""
from __future__ import annotations

import re

from code2skill.values import HoleV, Text

ORIGIN = re.compile(r"(?:[a-zA-Z][a-zA-Z0-9+.-]*:)?//[^/]*")   # scheme://host[:port]
LEADING = re.compile(r"/*(\.\.?)(?:/+|$)")                      # ./ or ../ at the start


def climb_into_base(base: list[Text | HoleV], url: list[Text | HoleV]
                    ) -> tuple[list[Text | HoleV], list[Text | HoleV]]:
    """``(base, url)`` with ``url``'s leading dot segments applied to ``base``'s fixed
    trailing text; both unchanged when ``url`` starts with none, when there is no base (a
    relative URL is the page's: rule ``service.page-relative``), or from the first ``..``
    that reaches a value the source does not show."""
    if not url or not isinstance(url[0], Text) or not any(
            not isinstance(p, Text) or p.text for p in base):
        return base, url
    base, text = list(base), url[0].text
    while (match := LEADING.match(text)) is not None:
        if match.group(1) == "..":
            popped = pop_segment(base)
            if popped is None:
                break                           # a hole: the path step reviews it
            base = popped
        text = text[match.end():]
    if text == url[0].text:
        return base, url
    return base, [Text(text, url[0].where, url[0].origin), *url[1:]]


def pop_segment(base: list[Text | HoleV]) -> list[Text | HoleV] | None:
    """``base`` without its last path segment: ``base`` itself at the root (an origin, or a
    rooted ``/``: nothing to climb); ``None`` when that segment is not fixed text (a hole, or a
    relative base whose folder is the page's)."""
    last = base[-1]
    if not isinstance(last, Text):
        return None
    text = last.text.rstrip("/")
    origin = ORIGIN.match(text) if len(base) == 1 else None
    floor = origin.end() if origin else 0
    cut = text.rfind("/")
    if cut >= floor:
        return [*base[:-1], Text(text[:cut] + "/", last.where, last.origin)]
    at_root = len(base) == 1 and (origin is not None or last.text.startswith("/"))
    return base if at_root else None


def climbs_out_note(label: str, rest: list[Text | HoleV], where
                    ) -> tuple[str, str, object] | None:
    """The ``medium`` review note of a path after a base binding that still starts with ``..``
    (:func:`climb_into_base` reached the binding): the request leaves the folder of a base URL
    the source does not show, so the path written is not where it lands; ``None`` otherwise."""
    if not rest or not isinstance(rest[0], Text) or not re.match(r"/*\.\.(?:/|$)", rest[0].text):
        return None
    return ("medium", f"the path climbs above the base URL {label or ''} ('../'), a value the "
            "source does not show: the request goes to that value's parent folder, which the "
            "path template cannot say; confirm where it lands", where)
