"""What a doc comment on a request's chain is about: the one request, or something else.

Rule ``description.several-requests``: the doc of a function whose body, at any depth, makes
requests to more than one endpoint (a hook returning a query and two mutations, ``/** Hook to
manage favorites … fetch favorites, add/remove favorites */`` above ``useFavorites``; a
loader fetching ``/api/members`` and then ``/api/groups``) describes that whole function, not
any one of its requests: it is set aside for each of them and the search goes on down the
chain. A place counts when it is a hop of an observed request's chain (the request
expression, or a call of a wrapper the request was read through); a call of a function that
makes its request on its own (``await listUsers()``) is no hop, and that request's chain never
reaches the caller's doc. Endpoints are told apart by
:func:`~code2skill.passes.cluster.endpoint_key` (service, method, path with parameter names
erased, GraphQL operation): one endpoint reached from several places of a function is one
request.

Rule ``description.developer-note``: a doc comment whose summary is a developer's note, not a
description, is none either: it starts with a note marker (``TODO``, ``FIXME``, ``HACK``,
``XXX``, ``NOTE``, ``BUG``, :data:`NOTE_MARKERS`), states a rationale in the existential form
(``There's a strong temptation to …``, ``There is …``, ``There are …``) or speaks in the first
person (``We …``, ``I …``, ``Let's …``, :data:`FIRST_PERSON`).
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field

from code2skill.facts import Span, within
from code2skill.normalize import Observed
from code2skill.passes.cluster import endpoint_key

SEVERAL_RULE = "description.several-requests"
NOTE_RULE = "description.developer-note"
NOTE_MARKERS = frozenset({"todo", "fixme", "hack", "xxx", "note", "nb", "bug", "workaround"})
FIRST_PERSON = frozenset({"i", "i'm", "i've", "we", "we're", "we've", "we'll", "we'd", "let's"})
EXISTENTIAL = re.compile(r"(?i)^there(?:'s|’s| is| are| was| were)\b")
QUOTED = 80                     # characters of a set-aside summary its evidence quotes


@dataclass
class RequestPlaces:
    """The places of every request of a derive: ``{module path: sorted [(span of a call site
    on a request's chain, endpoint key)]}``, each hop of each observed call (the request
    expression, then the calls of the functions wrapping it)."""

    by_module: dict[str, list[tuple[Span, tuple]]] = field(default_factory=dict)

    @classmethod
    def of(cls, calls: list[Observed]) -> "RequestPlaces":
        """The places of ``calls`` (all observed calls of a derive)."""
        by_module: dict[str, set[tuple[Span, tuple]]] = {}
        for call in calls:
            key = endpoint_key(call)
            for site in call.sites:
                path, span = site.where
                if span is not None:
                    by_module.setdefault(path, set()).add((tuple(span), key))
        return cls({path: sorted(places) for path, places in by_module.items()})

    def endpoints_within(self, path: str, span: Span) -> set[tuple]:
        """The endpoint keys of the requests made at a place of module ``path`` inside
        ``span`` (a function's span: its body at any depth)."""
        places = self.by_module.get(path, [])
        start = bisect_right(places, ((span[0], span[1], -1, -1),))
        found: set[tuple] = set()
        for where, key in places[start:]:
            if where[:2] > span[2:]:
                break
            if within(where, span):
                found.add(key)
        return found


def several_requests(places: RequestPlaces | None, path: str, span: Span) -> int:
    """Rule :data:`SEVERAL_RULE`: how many endpoints the function spanning ``span`` in module
    ``path`` requests when that is more than one, else ``0`` (no ``places``: ``0``)."""
    if places is None:
        return 0
    count = len(places.endpoints_within(path, span))
    return count if count > 1 else 0


def is_developer_note(summary: str) -> bool:
    """Rule :data:`NOTE_RULE`: whether a doc summary is a developer's note rather than a
    description: ``'TODO: paginate'``, ``"There's a strong temptation to …"``, ``'We poll
    because …'`` are; ``'Lists the favorites.'``, ``'Note taking: creates a note'`` (a marker
    is a note only as a word of its own, followed by ``:``, ``-``, ``(`` or nothing) are not."""
    marker = re.match(r"\W*([A-Za-z]+)(\W?)", summary)
    if marker and marker.group(1).lower() in NOTE_MARKERS and (
            marker.group(1).isupper() or marker.group(2) in (":", "-", "(", "!", "")):
        return True
    if EXISTENTIAL.match(summary.strip()):
        return True
    first = summary.split(maxsplit=1)[0].lower().rstrip(",") if summary.split() else ""
    return first.replace("’", "'") in FIRST_PERSON


def quoted(summary: str) -> str:
    """At most :data:`QUOTED` characters of ``summary``, an ellipsis marking the cut."""
    return summary if len(summary) <= QUOTED else summary[:QUOTED - 1].rstrip() + "…"


def several_note(function: str | None, summary: str, count: int) -> str:
    """The evidence note of a doc set aside by rule :data:`SEVERAL_RULE`."""
    return (f"the doc of {function} ({quoted(summary)!r}) describes a function making "
            f"{count} different requests, not this one: generated from the name")


def developer_note(function: str | None, summary: str) -> str:
    """The evidence note of a doc set aside by rule :data:`NOTE_RULE`."""
    return (f"the doc of {function} ({quoted(summary)!r}) is a developer's note, not a "
            "description: generated from the name")
