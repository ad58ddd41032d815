"""Rule ``path.colon-placeholder``: an Express-style ``:name`` segment in the fixed text of a
path is a path parameter, never literal text.

    endpoint('/api/v1/locations/:id', { id })   // a helper fills ':id' from the object
    route(path, parts) { for (const k in parts) url = url.replace(`:${k}`, parts[k]) }

A front end that names its routes like its backend (``/users/:id``) fills the placeholders at
run time, through a helper the tool may not follow (a loop over the keys of an object). The
placeholder's name is in the source; its value is whatever the caller supplies, so the path
template gets ``{name}`` bound to an input of that name, with a ``low`` review item saying the
value is filled at run time and which text it came from. A placeholder is a whole segment
(``/:id/``, ``/:id`` at the end, before a query) whose name starts with a letter or ``_``
(``host:8080`` and ``/a:b`` are no placeholders).
"""
from __future__ import annotations

import re

from code2skill.values import HoleV, Text, UnknownV, Where, text_of

PLACEHOLDER = re.compile(r"(?<=/):([A-Za-z_][A-Za-z0-9_]*)(?=/|$)")
REASON = "colon-placeholder"


def colon_placeholders(parts: list[Text | HoleV], notes: list[tuple[str, str, Where | None]]
                       ) -> list[Text | HoleV]:
    """``parts`` of a path with every ``:name`` segment of their fixed text turned into a hole
    named ``name`` (a ``low`` note per placeholder appended to ``notes``)."""
    out: list[Text | HoleV] = []
    for i, part in enumerate(parts):
        if not isinstance(part, Text) or ":" not in part.text:
            out.append(part)
            continue
        # a text starting a segment after the previous piece's '/' reads as if it had one
        lead = "/" if i and joined_after_slash(parts[i - 1]) else " "
        text = lead + part.text
        start, found = 1, False
        for match in PLACEHOLDER.finditer(text):
            if match.start() > start:
                out.append(Text(text[start:match.start()], part.where, part.origin))
            name = match.group(1)
            out.append(HoleV(name, UnknownV(REASON, part.where), part.where))
            notes.append(("low", f"path placeholder ':{name}' is filled at run time from the "
                          f"caller's values; it is the path parameter {{{name}}}", part.where))
            start, found = match.end(), True
        if not found:
            out.append(part)
        elif start < len(text):
            out.append(Text(text[start:], part.where, part.origin))
    return out


def joined_after_slash(before: Text | HoleV) -> bool:
    """Whether the piece before a text starting with ``:`` ends a segment (a text ending in
    ``/``)."""
    return isinstance(before, Text) and before.text.endswith("/")


def keyed_placeholder(pattern, evaluate) -> bool:
    """Whether ``url.replace(pattern, v)`` fills the placeholder of a key the source does not
    fix (`` `:${key}` ``, ``':' + key``, `` `{${key}}` `` with ``key`` a loop variable over an
    object's keys): the URL keeps its placeholders, each a path parameter of its name.
    ``pattern`` is the argument's expression, ``evaluate`` the resolver's evaluation of an
    expression in the call's scope."""
    from code2skill.facts import Hole, Lit, Tmpl

    if not isinstance(pattern, Tmpl):
        return False
    texts = tuple(p.value if isinstance(p, Lit) else None for p in pattern.parts)
    if texts not in ((":", None), ("{", None, "}"), (":", None, "")):
        return False
    hole = next(p for p in pattern.parts if isinstance(p, Hole))
    return text_of(evaluate(hole.expr)) is None
