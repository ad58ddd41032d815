"""Rule ``url.query-hole``: a query string glued onto a path through a variable.

``const qs = '?' + new URLSearchParams(p); fetch(url + qs)``, ``` `/api/posts${qsParams}` ```
with ``qsParams = querystring.stringify(…)``, ``` `/boards/${id}/duplicate${query}` ``` with
``query = '?asTemplate=true'``: the value glued right after the path's last fixed text (inside
that segment, not after a ``/``) is the query string, not part of the path. It starts the query
when

* its source name's last word says so (``qs``, ``query``, ``queryString``, ``search``,
  ``params``, ``qsParams``, ``searchParams`` …), or
* every value it may take starts with ``?`` or ``&`` (or is empty), or
* text right after it starts with ``&`` (``${qs}&myvotes=true``).

A hole whose every value is exactly the separator (``const symbol = qs ? '&' : '?'``) is that
separator and adds nothing. The query's parameters are then read as usual: an object's members
become query bindings, a value whose members the source does not show is one query object or a
``low`` review item — never ``?…`` in a path template nor a ``{qs}`` path input.
"""
from __future__ import annotations

import re

from typing import Callable

from code2skill.values import AltV, HoleV, LitV, StrV, Text, Value

QUERY_WORDS = frozenset({"qs", "query", "querystring", "search", "params", "searchparams",
                         "queryparams", "urlparams", "qsparams", "querystr"})
SEPARATORS = ("?", "&")


def last_word(name: str | None) -> str:
    """The last word of a source name, lower case (``qsParams`` → ``params``, ``query_string``
    → ``string``), or ``""``."""
    if not name:
        return ""
    words = re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", name.split(".")[-1])
    return words[-1].lower() if words else ""


def query_name(name: str | None) -> bool:
    """Whether a source name names a query string (its last word, or the whole name)."""
    if not name:
        return False
    whole = re.sub(r"[^a-z]", "", name.split(".")[-1].lower())
    return whole in QUERY_WORDS or last_word(name) in QUERY_WORDS


def option_texts(hole: HoleV) -> list[str | None]:
    """The leading fixed text of each value ``hole`` may take (``None``: it starts with no
    fixed text)."""
    options = hole.value.options if isinstance(hole.value, AltV) else (hole.value,)
    out: list[str | None] = []
    for option in options:
        if isinstance(option, StrV):
            first = option.parts[0] if option.parts else Text("", None)
            out.append(first.text if isinstance(first, Text) else None)
        else:
            out.append(None)
    return out


def separator_only(hole: HoleV) -> bool:
    """Whether every value of ``hole`` is exactly ``?`` or ``&``."""
    options = hole.value.options if isinstance(hole.value, AltV) else (hole.value,)
    return all(isinstance(o, StrV) and len(o.parts) == 1 and isinstance(o.parts[0], Text)
               and o.parts[0].text in SEPARATORS for o in options)


def starts_query(hole: HoleV, after: Text | HoleV | None) -> bool:
    """Whether ``hole``, glued to the path's fixed text, starts the query string."""
    if isinstance(after, Text) and after.text.startswith("&"):
        return True
    texts = option_texts(hole)
    if all(t is not None and (t == "" or t.startswith(SEPARATORS)) for t in texts):
        return any(t for t in texts)           # (a value that is always '' is no query)
    return query_name(hole.name)


def query_start(parts: list[Text | HoleV]) -> int | None:
    """The index of the hole that starts the query string of URL ``parts`` (no ``?`` among
    the texts before it), or ``None``. The hole must follow fixed text of the same segment
    (text not ending in ``/``), unless every value it may take is exactly ``?`` or ``&``
    (rule ``url.separator-choice``): a separator is never path text, so it starts the query
    wherever it stands (``/prefs/`` or ``${dir}`` then ``${sep}_=…``)."""
    for i, part in enumerate(parts):
        if isinstance(part, Text) and ("?" in part.text or "#" in part.text):
            return None
        if not isinstance(part, HoleV) or i == 0:
            continue
        if separator_only(part):
            return i
        before = next((p for p in reversed(parts[:i])
                       if not (isinstance(p, Text) and not p.text)), None)
        if not (isinstance(before, Text) and not before.text.endswith("/")):
            continue
        after = parts[i + 1] if i + 1 < len(parts) else None
        if starts_query(part, after):
            return i
    return None


def query_parts(parts: list[Text | HoleV]) -> list[Text | HoleV]:
    """The query parts from the hole that starts them, without the separator: a
    separator-only hole is dropped, a hole holding one string (``'?' + params``) gives its
    own parts, whose leading ``?``/``&`` goes."""
    head, rest = parts[0], list(parts[1:])
    if isinstance(head, HoleV) and separator_only(head):
        return rest
    if isinstance(head, HoleV) and isinstance(head.value, StrV) and head.value.parts:
        inner = list(head.value.parts)
        first = inner[0]
        if isinstance(first, Text) and first.text.startswith(SEPARATORS):
            inner[0] = Text(first.text[1:], first.where, first.origin)
        return inner + rest
    return [head] + rest


def option_entries(hole: HoleV, parse: Callable[[list], list]) -> list | None:
    """The query parameters of a query-string hole whose value is one of several strings
    (``query = '?asTemplate=false'``, then ``'?asTemplate=true'``, then ``query +=
    `&toTeam=${t}```): each string is parsed with ``parse`` (query parts → ``QueryParam``
    list) and the parameters are united. One every string sends with one text stays fixed;
    one whose text differs, or that only some strings send, is sent from the values seen
    (``LitV(None)`` standing for its absence, so it is optional). ``None`` when the value is
    no such choice of strings."""
    options = string_options(hole.value) if isinstance(hole.value, AltV) else None
    if not options:
        return None
    parsed = [parse(query_parts([HoleV(hole.name, option, hole.where)]))
              for option in options]
    names: list[str] = []
    for params in parsed:
        names.extend(q.name for q in params if q.name not in names)
    united = []
    for name in names:
        found = [next((q for q in params if q.name == name), None) for params in parsed]
        present = [q for q in found if q is not None]
        fixed = {q.fixed for q in present}
        if len(present) == len(found) and len(fixed) == 1 and None not in fixed:
            united.append(present[0])
            continue
        values: list[Value] = [q.value if q.fixed is None or q.value is not None
                               else StrV((Text(q.fixed, q.where),)) for q in present]
        if len(present) < len(found):
            values.append(LitV(None))
        united.append(type(present[0])(name, AltV(tuple(values)), None, present[0].where,
                                       present[0].in_url, present[0].source))
    return united


def string_options(value: Value, depth: int = 0) -> list[StrV] | None:
    """The strings ``value`` may be, nested alternatives flattened; ``None`` when one is no
    string (or the nesting is deeper than 8)."""
    if isinstance(value, StrV):
        return [value]
    if not isinstance(value, AltV) or depth > 8:
        return None
    out: list[StrV] = []
    for option in value.options:
        found = string_options(option, depth + 1)
        if found is None:
            return None
        out.extend(found)
    return out
