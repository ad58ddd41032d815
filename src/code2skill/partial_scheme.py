"""Rule ``url.partial-scheme``: a URL whose scheme is finished by a run-time value names no
backend the source shows.

``"http" + streamUrl.slice("webrtc".length)`` turns ``webrtc://camera.local/offer`` into
``http://camera.local/offer``: the fixed text is only the start of a scheme (``http``,
``https:``, ``ws``), and the rest of the scheme, the host and the path come from a value. The
request goes to whatever host that value names (here a webcam's stream server), not to a path
of the app's backend, so it is never a capability with the fixed text read as a relative path
(``/http{length}``): the call site is left out with a ``medium`` review item naming the URL.
"""
from __future__ import annotations

import re

from code2skill.values import HoleV, Text

RULE = "url.partial-scheme"
# the start of an HTTP or WebSocket scheme without its `//` (`http`, `https:`, `ws:/`)
PARTIAL = re.compile(r"(?i)(?:https?|wss?)(?::/?)?")
MESSAGE = ("the URL is '{start}' followed by a value: only the start of its scheme is fixed, and "
           "the rest of the scheme, the host and the path come from that value at run time; "
           "the request goes to a host the source does not show, not to a path of the app's "
           "backend: left out, review it by hand (rule {rule})")


def partial_scheme(parts: list[Text | HoleV]) -> str | None:
    """The fixed start (``http``) of a URL variant whose scheme a value finishes, else
    ``None``."""
    if len(parts) < 2 or not isinstance(parts[0], Text) or not isinstance(parts[1], HoleV):
        return None
    text = parts[0].text.strip()
    return text if PARTIAL.fullmatch(text) else None


def message(start: str) -> str:
    """The review message for a URL whose scheme starts with the fixed text ``start``."""
    return MESSAGE.format(start=start, rule=RULE)


__all__ = ["RULE", "message", "partial_scheme"]
