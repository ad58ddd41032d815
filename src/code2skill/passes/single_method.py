"""Rule ``side-effect.single-method-client``: the method of a client that sends every operation
with it proves nothing.

A client may send every operation of its API as one method: Cerebro's ``clusterRequest(path,
data)`` writes ``method: 'POST'`` once and POSTs ``/navbar``, ``/repositories``,
``/repositories/create`` and ``/snapshots/delete`` alike. That ``POST`` tells no read from a
write, so the method-derived guesses (a ``POST`` creates, a ``POST`` to a plural creates in the
collection, a ``POST`` to settings updates them) say nothing there:

* a *single-method client* is one place writing the method (the method's source position) that
  is the method of the requests of at least :data:`MIN_ENDPOINTS` distinct paths of one service,
  every one ``POST``, while the service's endpoints sent with any other method are fewer than
  one in :data:`OTHER_METHOD_SHARE` of its endpoints (a REST client's ``post`` helper beside its
  ``get`` and ``delete`` is none);
* an endpoint of such a client whose effect a word proves (an action segment:
  ``/repositories/create``, ``/snapshots/delete``, ``/aliases/get_aliases``) keeps it;
* one whose effect only the method guessed is a reviewed read when its naming function's verb
  says a read and no write word joins it (``getNavbarData``, ``load``: :data:`~code2skill.passes.
  function_reads.READ_VERBS`) or its path ends in a plural the method alone made a create
  (``/cluster_changes``) and no function's verb says a write (``addNote``), named as a ``GET`` of its path would be (``get_navbar``,
  ``list_repositories``), retry off and an unknown outcome reconciled, never a confident read;
* any other keeps the method's guess, reviewed as a guess of a client that sends every
  operation as that method.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.passes import function_reads, naming, side_effects
from code2skill.values import Where

RULE = "side-effect.single-method-client"
MIN_ENDPOINTS = 4
OTHER_METHOD_SHARE = 10
# the effects only a POST's method (or the path's shape beside it) guessed
METHOD_RULES = frozenset({side_effects.METHOD_GUESS, side_effects.REST_CREATE,
                          side_effects.SETTINGS_POST, function_reads.FUNCTION_READ_GUESS})


@dataclass(frozen=True, slots=True)
class Endpoint:
    """One endpoint as the rule sees it: its service, method, path and the places writing the
    method of its requests (``None`` for a request whose method no source position shows)."""

    service: str
    method: str
    path: str
    method_wheres: tuple[Where | None, ...]


def clients(endpoints: list[Endpoint]) -> dict[tuple[str, Where], int]:
    """The single-method clients among ``endpoints``: ``{(service, method's place): number of
    distinct paths it sends}`` (rule in the module's docstring)."""
    paths: dict[tuple[str, Where], set[str]] = {}
    methods: dict[str, dict[str, set[str]]] = {}
    for e in endpoints:
        methods.setdefault(e.service, {}).setdefault(e.method, set()).add(e.path)
        for where in e.method_wheres:
            if where is not None and e.method == "POST":
                paths.setdefault((e.service, where), set()).add(e.path)
    out = {}
    for (service, where), sent in paths.items():
        others = {p for m, found in methods[service].items() if m != "POST" for p in found}
        total = others | methods[service]["POST"]
        if len(sent) >= MIN_ENDPOINTS and len(others) * OTHER_METHOD_SHARE < len(total):
            out[(service, where)] = len(sent)
    return out


def read_reason(path: str, effect_rule: str, functions: list[str | None]) -> str | None:
    """Why an endpoint of a single-method client whose effect the method guessed (rule
    ``effect_rule``) is taken as a read: its naming functions' read verb (every named one says
    a read, no write word joins it: ``'getNavbarData' says get``) or its path's plural when
    no naming function's words say a write (``'/cluster_changes' names a collection``; not
    ``addNote``'s ``/notes``); ``None`` when neither says a read."""
    said = [naming.leaf_words(f) for f in functions if naming.leaf_words(f)]
    if said and all(w[0] in function_reads.READ_VERBS and not set(w) & function_reads.WRITE_WORDS
                    for w in said):
        named = next(f for f in functions if naming.leaf_words(f))
        return f"its function {named.split('.')[-1]!r} says {said[0][0]}"
    writes = any(set(w) & function_reads.WRITE_WORDS or w[0] in naming.ACTION_VERBS
                 and w[0] not in function_reads.READ_VERBS for w in said)
    if effect_rule == side_effects.REST_CREATE and not writes:
        return f"its path {path!r} names a collection and no action"
    return None


def read_name(path: str) -> str:
    """The name of a read of ``path``: as a ``GET`` of it is named (``/repositories`` →
    ``list_repositories``, ``/navbar`` → ``get_navbar``)."""
    return naming.propose("GET", path, None)[0]


def message(method: str, path: str, effect: str, reason: str | None, where: Where,
            count: int) -> str:
    """The medium review item of an endpoint whose effect the rule decided."""
    said = f"taken as a read because {reason}" if reason else \
        f"taken as {effect}, the {method}'s guess, as no word of its path or function says more"
    return (f"side effect guessed: this client sends every operation as {method} (the method "
            f"written at {where[0]}:{where[1][0]} for {count} endpoints), so the method proves "
            f"nothing: {method} {path} is {said}; not proven: automatic retry stays off and an "
            "unknown outcome is reconciled; confirm its side effect against the backend")
