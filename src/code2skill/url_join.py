"""Rule ``value.url-join``: a URL joined by a URL-join library, computed as the library does.

``urlJoin(API_ENDPOINT, '/graphql')`` (``url-join``, also ``urljoin`` and ``url-join-ts``'s
``urlJoin``) joins its arguments with exactly one ``/``: every argument but the first loses
its leading slashes, every argument but the last its trailing ones, the last keeps one
trailing slash at most, empty arguments are dropped. A first argument that is a bare scheme
(``'https:'``, ``'https://'``) or a lone ``'/'`` is glued to the next one; a leading scheme
keeps two slashes (``https:/x`` → ``https://x``). An argument that starts a query or a
fragment (``'?page=2'``, ``'&q=a'``, ``'#top'``) follows with no slash, a second ``?``
becoming ``&`` and a first ``&`` a ``?``.

Arguments that are no fixed text stay holes of the result (``location.origin``, a parameter,
an environment variable): the slashes inside them are not known, so none is removed there;
a hole that is one of several strings (``env ? env : urlJoin(location.origin, '/api')``) has
each of its string options trimmed as its position asks. So ``urlJoin(location.origin,
'/api')`` is ``${location.origin}/api`` and the fixed ``/api`` stays the path.

:func:`joiner` says whether a library callee is such a join; :func:`url_join` computes it. Pure
over the resolver's values.
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.values import AltV, HoleV, LibV, LitV, StrV, Text, Value, Where

# package → the member path(s) of its join function (``()``: the module itself, CommonJS)
JOINERS = {"url-join": {(), ("default",)}, "urljoin": {(), ("default",)},
           "url-join-ts": {("urlJoin",), ("default",)}}
SCHEME_ONLY = re.compile(r"^[^/:]+:/*$")
SCHEME = re.compile(r"^([^/:]+):/*")
QUERY_STARTS = ("?", "&", "#")

Item = tuple[str | None, Value, Where | None]       # (hole name, value, where of the argument)


def joiner(callee: Value) -> bool:
    """Whether ``callee`` is a URL-join function (:data:`JOINERS`)."""
    return isinstance(callee, LibV) and callee.path in JOINERS.get(callee.lib, ())


def pieces(item: Item) -> list[Text | HoleV]:
    """An argument as string pieces: a string's parts, a number's text, else one hole."""
    name, value, where = item
    if isinstance(value, StrV):
        return list(value.parts)
    if isinstance(value, LitV) and isinstance(value.value, (int, float)) \
            and not isinstance(value.value, bool):
        return [Text(str(value.value), value.where or where)]
    return [HoleV(name, value, where)]


def trim(parts: list[Text | HoleV], lead: bool, trail: str | None) -> list[Text | HoleV]:
    """``parts`` without the leading slashes of their fixed start (when ``lead``) and with the
    trailing slashes of their fixed end replaced by ``trail`` (``''`` removes them, ``'/'``
    collapses them, ``None`` keeps them); a hole holding alternatives has each string option
    trimmed alike when it is at that end."""
    out = list(parts)
    if lead:
        out = _trim_end(out, 0, lambda t: t.lstrip("/"), lead, None)
    if trail is not None:
        out = _trim_end(out, -1, lambda t: re.sub(r"/+$", lambda m: trail, t), False, trail)
    return out


def _trim_end(parts: list[Text | HoleV], end: int, cut, lead: bool, trail: str | None
              ) -> list[Text | HoleV]:
    """``parts`` with ``cut`` applied at one end (``end`` 0 or -1): to the texts there until one
    is left non-empty, or to the options of an alternatives hole there."""
    parts = list(parts)
    while parts:
        part = parts[end]
        if isinstance(part, HoleV):
            if isinstance(part.value, AltV):
                options = tuple(StrV(tuple(trim(list(o.parts), lead, trail)))
                                if isinstance(o, StrV) else o for o in part.value.options)
                parts[end] = replace(part, value=replace(part.value, options=options))
            return parts
        text = cut(part.text)
        if text:
            parts[end] = replace(part, text=text)
            return parts
        parts.pop(end)
    return parts


def known_text(parts: list[Text | HoleV]) -> str | None:
    """The text of ``parts`` when all are fixed."""
    if all(isinstance(p, Text) for p in parts):
        return "".join(p.text for p in parts)      # type: ignore[union-attr]
    return None


def url_join(items: list[Item], where: Where | None) -> StrV | None:
    """The string ``url-join`` makes of ``items`` (the call's arguments), the separators it
    adds evidenced at the call ``where``; ``None`` when no argument is given."""
    components = [pieces(item) for item in items]
    components = [c for c in components if known_text(c) != ""]
    if not components:
        return None
    first = known_text(components[0])
    if first is not None and len(components) > 1 and (SCHEME_ONLY.match(first) or first == "/"):
        components[:2] = [components[0] + components[1]]      # 'https:' / '/' + the next
    head = components[0][0] if components[0] else None
    if isinstance(head, Text) and SCHEME.match(head.text):
        slashes = ":///" if head.text.startswith("file:///") else "://"
        components[0][0] = replace(head, text=SCHEME.sub(lambda m: m.group(1) + slashes,
                                                          head.text, count=1))
    last = len(components) - 1
    trimmed = [trim(c, i > 0, "/" if i == last else "") for i, c in enumerate(components)]
    trimmed = [c for c in trimmed if c]
    out: list[Text | HoleV] = []
    seen_query = False
    for i, component in enumerate(trimmed):
        head = component[0]
        starts = head.text[:1] if isinstance(head, Text) else ""
        if starts in ("?", "&") and starts != ("&" if seen_query else "?"):
            component = [replace(head, text=("&" if seen_query else "?") + head.text[1:])] \
                + component[1:]
        before = out[-1] if out else None
        after_query = isinstance(before, Text) and before.text.endswith(("?", "#"))
        if i and starts not in QUERY_STARTS and not after_query:
            out.append(Text("/", where))
        out.extend(component)
        seen_query = seen_query or any(isinstance(p, Text) and "?" in p.text for p in component)
    return StrV(tuple(out))
