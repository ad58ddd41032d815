"""Rule ``description.component-doc``: the doc comment of a UI component or hook documents
what it renders or the state it keeps, not the request it happens to make.

A React component's doc (``/** Create-update sheet prefilled with the report's next status —
`children` is the trigger. */`` above ``function FormSheetStatusReportUpdateCreate``) says
what the user sees; a hook's (``/** Maintains a user-scoped WebSocket connection … */``
above ``function useUserWebSocket``) what it keeps up to date. Neither is the business text
of the backend call made in its body (``useMutation(trpc.subscriberNotification
.statusReport.mutationOptions())``, ``authClient.useSession()``), so such a doc is set aside
and the description is generated, with this rule's evidence naming the doc.

React itself tells them apart by name (the convention its compiler and hook linter read):

* a component is a function whose own name is capitalised (``SheetCreate``; not an
  ALL-CAPS constant) in a JSX module (a ``.tsx`` or ``.jsx`` file): always set aside;
* a hook is a function named ``use`` and a capital or digit (``useProjects``, ``use2fa``),
  in any module: its doc is kept only with evidence that it documents the endpoint — it
  names a noun of the request's path (:func:`names_endpoint`: ``/** Lists the projects of
  a workspace */`` above ``useProjects`` calling ``GET /api/projects``); a hook naming
  none is set aside.

Not supported: a component in a ``.js`` file (a capitalised function there may as well be a
constructor of a service), class components (their methods are documented as methods).
"""
from __future__ import annotations

import re

from code2skill.passes.action_words import EFFECTS, NOUN_LIKE
from code2skill.passes.naming import SEGMENT_CRUD, SKIP_SEGMENTS, singular, words

RULE = "description.component-doc"
HOOK = re.compile(r"use[A-Z0-9]")
COMPONENT = re.compile(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*")
JSX_SUFFIXES = (".tsx", ".jsx")
QUOTED = 80                     # characters of a set-aside summary its evidence quotes
# path segments of a transport, not of the resource (``/api/trpc/lambda/page.list``)
TRANSPORT_WORDS = frozenset({"api", "rest", "rpc", "trpc", "graphql", "lambda", "edge", "ws"})


def ui_kind(function: str | None, path: str) -> str | None:
    """``'component'``, ``'hook'`` or ``None`` for the function named ``function`` (its
    qualified name; its own name is the last dotted part) in module ``path`` (relative to
    the root): a hook by the name ``use[A-Z0-9]…`` anywhere, a component by a capitalised
    own name that is not all capitals, in a ``.tsx``/``.jsx`` module only; a method
    (``Class.method``) is neither."""
    if not function or "." in function:
        return None
    if HOOK.match(function):
        return "hook"
    if path.endswith(JSX_SUFFIXES) and COMPONENT.fullmatch(function):
        return "component"
    return None


def endpoint_nouns(path_template: str) -> set[str]:
    """The singular nouns of a path's static segments (``/api/auth/get-session`` →
    ``{'auth', 'session'}``, ``/api/trpc/lambda/statusReport.list`` → ``{'status',
    'report'}``): no parameter, version, transport word (:data:`TRANSPORT_WORDS`), action
    word that is no noun as well (:data:`~.action_words.EFFECTS` but
    :data:`~.action_words.NOUN_LIKE`: ``get``, not ``report``) or CRUD word
    (:data:`~.naming.SEGMENT_CRUD`: ``list``)."""
    nouns = set()
    for segment in path_template.split("?")[0].split("/"):
        if not segment or "{" in segment or SKIP_SEGMENTS.match(segment):
            continue
        nouns.update(singular(w) for w in words(segment)
                     if w not in TRANSPORT_WORDS and w not in SEGMENT_CRUD and not w.isdigit()
                     and (w not in EFFECTS or w in NOUN_LIKE))
    return nouns


def names_endpoint(summary: str, path_template: str) -> bool:
    """Whether a doc summary names a noun of the request's path (:func:`endpoint_nouns`,
    each of its words singular): ``('Lists the projects of a workspace', '/api/projects')``
    is ``True``; ``('Maintains a user-scoped WebSocket connection', '/api/auth/get-session')``
    is ``False``."""
    nouns = endpoint_nouns(path_template)
    return any(singular(w) in nouns for w in words(summary))


def set_aside(kind: str | None, summary: str, path_template: str) -> bool:
    """Rule :data:`RULE`: whether the doc ``summary`` of a function of ``kind``
    (:func:`ui_kind`) is no description of the request to ``path_template``: a component's
    always, a hook's unless it names the endpoint (:func:`names_endpoint`)."""
    if kind == "component":
        return True
    return kind == "hook" and not names_endpoint(summary, path_template)


def note(kind: str, function: str, summary: str) -> str:
    """The evidence note of a doc set aside by rule :data:`RULE`, quoting at most
    :data:`QUOTED` characters of its summary."""
    what = "what it renders" if kind == "component" else "the state it keeps"
    quoted = summary if len(summary) <= QUOTED else summary[:QUOTED - 1].rstrip() + "…"
    return (f"the doc of {kind} {function} ({quoted!r}) describes {what}, not the request: "
            "generated from the name")
