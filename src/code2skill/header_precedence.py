"""Rule ``header.call-site-precedence``: a header a call sends replaces the client's default.

An HTTP client merges a request's headers over its instance's defaults, the request's own
value winning (axios ``mergeConfig``: ``axios.create({headers: {Accept: 'application/x'}})``
then ``api.get(url, {headers: {Accept: 'application/json'}})`` sends ``application/json``);
header names are case-insensitive. A default (:attr:`Header.default`) that a header the call
itself always sends names is dropped, and the call's header remembers where the default was
set (:attr:`Header.replaced`), which its binding cites. A call's header sent only under a
condition (:attr:`Header.optional`) leaves the default in place: it is what is sent otherwise.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.requests import Header

RULE = "header.call-site-precedence"


def over_defaults(headers: tuple[Header, ...]) -> tuple[Header, ...]:
    """``headers`` with each default a call's own unconditional header names (case
    insensitive) dropped, that header marked with the default's place; order kept."""
    own = {h.name.lower() for h in headers if not h.default and not h.optional}
    defaults = {h.name.lower(): h for h in headers if h.default and h.name.lower() in own}
    if not defaults:
        return headers
    return tuple(replace(h, replaced=defaults[h.name.lower()].where)
                 if not h.default and not h.optional and h.name.lower() in defaults
                 and h.replaced is None else h
                 for h in headers if not (h.default and h.name.lower() in own))


def note(header: Header) -> str | None:
    """The evidence note of a header that replaced a client default, else ``None``."""
    if header.replaced is None:
        return None
    path, span = header.replaced
    return f"the call's {header.name} replaces the client's default set at " \
           f"{path}:{span[0] if span else '?'}"
