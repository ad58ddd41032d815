"""Rule ``url.session-matrix``: a ``;name=value`` matrix parameter of a URL path whose name is
a credential's (a session id a server wrote into a link: ``;jsessionid=…`` of Java servlet URL
rewriting, ``;sid=…``, ``;phpsessid=…``) is state, not part of the endpoint. It is dropped from
the path before the path template is made, so its value reaches no path template, Tool name,
export file name or review message; a ``low`` note names the parameter (never its value).

    fetch('/api/cart;jsessionid=9A1F…/items')       // path /api/cart/items
    fetch(`/api/cart;jsessionid=${sid}`)            // path /api/cart (the hole is the value)

A matrix parameter whose name is no credential's (``;v=2``, ``;lang=en``) stays as written.
A bare matrix part shaped like a token (``/api/u5;tk4leak05x/items``: rule
``query.unnamed-key``, :func:`~code2skill.unnamed_keys.token_shaped`) is dropped the same way,
recorded as redacted, with a ``medium`` note: the Tool does not send it.
"""
from __future__ import annotations

import re

from code2skill.redact import CREDENTIAL, is_credential_position, record
from code2skill.unnamed_keys import token_shaped
from code2skill.values import HoleV, Text, Where

# ``;name=value`` up to the next ``/``, ``;``, ``?`` or ``#`` (or the end of this text), or a
# bare ``;part`` of 8 to 128 characters (group ``bare``)
MATRIX = re.compile(r";(?:([A-Za-z_][A-Za-z0-9_.-]{0,127}+)=([^/;?#]*+)"
                    r"|(?P<bare>[^/;?#=]{8,128}+)(?![^/;?#]))")
VALUE_END = re.compile(r"[/;?#]")


def drop_session_matrix(parts: list[Text | HoleV], notes: list[tuple[str, str, Where | None]]
                        ) -> list[Text | HoleV]:
    """``parts`` of a URL path without their credential matrix parameters. A parameter whose
    value runs to the end of its text goes on into the pieces after it (a hole, then text up
    to its next ``/``, ``;``, ``?`` or ``#``): those pieces are dropped with it. One ``low``
    note per dropped parameter is appended to ``notes``."""
    out: list[Text | HoleV] = []
    in_value = False                      # the previous piece ended inside a dropped value
    for part in parts:
        if isinstance(part, HoleV):
            if not in_value:
                out.append(part)
            continue
        text = part.text
        if in_value:
            end = VALUE_END.search(text)
            if end is None:
                continue
            text, in_value = text[end.start():], False
        kept, start = [], 0
        for match in MATRIX.finditer(text):
            note = dropped_note(match, part.where)
            if note is None:
                continue
            kept.append(text[start:match.start()])
            start = match.end()
            in_value = match.end() == len(text) and match.group("bare") is None
            notes.append(note)
        if start == 0:
            out.append(part if text == part.text else Text(text, part.where, part.origin))
            continue
        kept.append(text[start:])
        if "".join(kept):
            out.append(Text("".join(kept), part.where, part.origin))
    return out


def dropped_note(match: re.Match, where: Where | None) -> tuple[str, str, Where | None] | None:
    """The note of a :data:`MATRIX` match that is dropped from the path, or ``None`` when it
    stays: a credential's ``;name=value`` (``low``), or a bare token-shaped part, recorded as
    redacted (``medium``)."""
    if match.group("bare") is not None:
        if not token_shaped(match.group("bare")):
            return None
        record(match.group("bare"))
        return ("medium", f"the path carries the matrix part ';{CREDENTIAL}', a literal shaped "
                "like a token: it is withheld as a possible credential, left out of the path "
                "template, and the Tool does not send it (rule query.unnamed-key)", where)
    if not is_credential_position("query", match.group(1)):
        return None
    return ("low", f"the path carries the matrix parameter ';{match.group(1)}=' (a session id "
            "the server wrote into the link): it is left out of the path template", where)
