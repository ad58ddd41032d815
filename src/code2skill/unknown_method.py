"""The review note of a request whose HTTP method could not be determined: it quotes the URL
the call sends and, when the request is made inside a wrapper the call site goes through, the
wrapper's name, so the item says which endpoint and which client function to check (``HTTP method could not be determined for
/api/link/list (through the wrapper useAPI)``).
"""
from __future__ import annotations

from code2skill.request_words import shown_path
from code2skill.requests import RequestTemplate, library_site
from code2skill.values import AltV, HoleV, StrV, Text, Value

MESSAGE = "HTTP method could not be determined"
MAX_URLS = 3


def unknown_method_note(template: RequestTemplate) -> str:
    """``MESSAGE`` followed by ``for <url>`` (each option of a choice of URLs, at most
    :data:`MAX_URLS`, holes shown as ``{…}``, query and fragment left out) when some URL text
    is shown, and ``(through the wrapper <name>)`` when the library call is in another
    function than the call site."""
    urls = [shown_path(text) for text in map(url_text, url_options(template.url))
            if text is not None]
    note = MESSAGE
    if urls:
        more = " …" if len(urls) > MAX_URLS else ""
        note += " for " + " or ".join(urls[:MAX_URLS]) + more
    wrapper = library_site(template.sites).function
    if len(template.sites) > 1 and wrapper and wrapper != template.sites[0].function:
        note += f" (through the wrapper {wrapper.rsplit('.', 1)[-1]})"
    return note


def url_options(value: Value) -> tuple[Value, ...]:
    """The alternatives of a URL value (``a ? '/x' : '/y'``), else the value alone."""
    return value.options if isinstance(value, AltV) else (value,)


def url_text(value: Value) -> str | None:
    """The text of a URL string, each hole written ``{…}``; ``None`` when the value is no
    string or shows no text at all."""
    if not isinstance(value, StrV):
        return None
    if not any(isinstance(p, Text) and p.text for p in value.parts):
        return None
    return "".join(p.text if isinstance(p, Text) else "{…}" for p in value.parts
                   if isinstance(p, (Text, HoleV)))
