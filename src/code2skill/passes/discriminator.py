"""Pass: when the call sites of one endpoint are different operations.

Call sites of one endpoint merge into one capability only when they are the same operation.

Rules:

* ``cluster.body-encoding`` — sites that send different kinds of body to one endpoint (a JSON
  settings object and a multipart logo upload) are different Tools, one per encoding; sites
  that send no body (or one of unknown encoding) stay with the first.
* ``cluster.action-value`` — a field (a top-level body key or a query parameter) that every
  site sends as a literal, with two or more distinct values of which one is an action word
  (:data:`OPERATION_WORDS`: ``{method: 'delete'}`` vs ``{method: 'add_tag'}``,
  ``{action: 'empty'}`` vs ``{action: 'restore'}``), selects different operations: one Tool
  per value, each pinning its own value.
* ``cluster.handler-verbs`` — likewise when the sites of each value are in functions whose
  verbs (:data:`HANDLER_VERBS` the names of the functions on their call chains start with, but
  those of a wrapper every value goes through) differ from every other value's (``purgeDocs`` vs ``recoverDocs``): the
  handlers say the values are different actions.
* ``cluster.selector-name`` — likewise when the field's name says it chooses the operation
  (:data:`SELECTOR_NAMES`: ``?endpoint=stats`` vs ``?endpoint=getmonitors`` on one generic
  proxy endpoint, ``{cmd: …}``, ``{op: …}``): one Tool per value.
* Otherwise the values parameterise one operation (``{kind: 'book'}`` vs ``{kind: 'album'}``
  from ``searchBooks``/``searchAlbums``): one Tool, the field an input with an ``enum`` of
  every observed value (:mod:`code2skill.passes.schema`, rule ``body.enum-values``).
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.normalize import Observed
from code2skill.values import ObjV, Where, literal_of

from .action_words import DELETE
from .naming import ACTION_VERBS, words
from .side_effects import DESTRUCTIVE

# words that name an operation when a field's value starts with one (``add_tag``, ``purge``)
OPERATION_WORDS = (ACTION_VERBS | DESTRUCTIVE | DELETE | frozenset({
    "create", "update", "delete", "upsert", "save", "recover", "undelete", "untrash", "trash",
    "modify", "merge", "split", "rotate", "reprocess", "redo", "undo"})) - frozenset({
    "query", "lookup", "search", "preview", "validate"})


# words that are verbs when a function's name starts with one (``pauseJob``, ``hideItems``);
# any other first word (``demoLogin``, ``bookSearch``) names no action
HANDLER_VERBS = OPERATION_WORDS | frozenset({
    "get", "fetch", "load", "list", "find", "search", "query", "lookup", "preview", "validate",
    "count", "check", "view", "read", "hide", "unhide", "show", "pause", "resume", "play",
    "open", "mark", "unmark"})


# names of a field (lower case, ``_``/``-`` dropped) whose value chooses the operation a
# generic endpoint runs (a proxy's ``endpoint``, an RPC gateway's ``cmd`` or ``op``)
SELECTOR_NAMES = frozenset({"endpoint", "cmd", "command", "action", "op", "operation", "fn",
                            "func", "function", "rpc", "procedure"})


def selector_name(target: str) -> bool:
    """Whether a binding target's field (``query:endpoint``, ``body:cmd``) is named like an
    operation selector (:data:`SELECTOR_NAMES`)."""
    name = target.partition(":")[2].replace("_", "").replace("-", "").lower()
    return name in SELECTOR_NAMES


@dataclass(frozen=True, slots=True)
class Discriminator:
    """The fixed value that makes a group of call sites its own operation: ``target`` the
    binding target (``body:method``, ``query:kind``), ``value`` the literal, ``rule`` the
    rule that decided, ``where`` the literal's places at the group's sites, ``others`` the
    values the other groups pin."""

    target: str
    value: object
    rule: str
    where: tuple[Where, ...]
    others: tuple[object, ...]
    verb: str | None = None

    @property
    def action(self) -> list[str]:
        """The words naming the operation: the value's when it names one (``add_tag`` →
        ``['add', 'tag']``), else the verb of its handlers that no other value's share
        (rule ``cluster.handler-verbs``), else ``[]``."""
        return action_words(self.value) or ([self.verb] if self.verb else [])


def action_words(value: object) -> list[str]:
    """The words of a literal that starts with an operation word, else ``[]``."""
    parts = words(value) if isinstance(value, str) else []
    return parts if parts and parts[0] in OPERATION_WORDS else []


def sent_literals(call: Observed) -> dict[str, tuple[object | None, Where | None]]:
    """``{target: (literal or None, where)}`` of the top-level body keys (an object-literal
    body) and the query parameters a call sends."""
    found: dict[str, tuple[object | None, Where | None]] = {}
    if isinstance(call.body, ObjV):
        for prop in call.body.props:
            if prop.key is not None:
                found.setdefault(f"body:{prop.key}", (literal_of(prop.value), prop.where))
    for q in call.query:
        found.setdefault(f"query:{q.name}", (q.fixed, q.where))
    return found


def value_key(value: object) -> str:
    """A literal's identity (``1`` and ``'1'`` and ``True`` differ)."""
    return f"{type(value).__name__}:{value!r}"


def function_verb(site) -> str | None:
    """The verb (:data:`HANDLER_VERBS`) the name of the function holding a call site starts
    with (``pauseJob`` → ``pause``), else ``None``."""
    parts = words(site.function.split(".")[-1]) if site.function else []
    return parts[0] if parts and parts[0] in HANDLER_VERBS else None


def handler_verbs(calls: list[Observed]) -> set[str]:
    """The verbs of the functions on the call chains of ``calls``."""
    return {verb for call in calls for site in call.sites
            if (verb := function_verb(site)) is not None}


def first_verb(call: Observed, verbs: set[str]) -> str | None:
    """The first of ``verbs`` on ``call``'s chain, from the call site outwards."""
    return next((v for site in call.sites if (v := function_verb(site)) in verbs), None)


def split_operations(calls: list[Observed]
                     ) -> list[tuple[Discriminator | None, list[Observed]]]:
    """The calls of one endpoint as operations (rules ``cluster.action-value``,
    ``cluster.handler-verbs``): ``[(discriminator, calls)]`` in the order of first appearance,
    or ``[(None, calls)]`` when they are one operation."""
    if len(calls) < 2 or calls[0].graphql is not None:
        return [(None, calls)]
    literals = [sent_literals(c) for c in calls]
    for target in literals[0]:
        if any(target not in lit or lit[target][0] is None for lit in literals):
            continue
        groups: dict[str, list[int]] = {}
        for i, lit in enumerate(literals):
            groups.setdefault(value_key(lit[target][0]), []).append(i)
        if len(groups) < 2:
            continue
        values = [literals[idx[0]][target][0] for idx in groups.values()]
        rule = "cluster.action-value" if any(action_words(v) for v in values) else None
        verbs = [handler_verbs([calls[i] for i in idx]) for idx in groups.values()]
        shared = set.intersection(*verbs)             # the wrapper every group goes through
        verbs = [v - shared for v in verbs]
        if rule is None and all(verbs) and all(not (a & b) for n, a in enumerate(verbs)
                                               for b in verbs[n + 1:]):
            rule = "cluster.handler-verbs"
        if rule is None and selector_name(target):
            rule = "cluster.selector-name"            # ?endpoint=stats vs ?endpoint=pending
        if rule is None:
            continue
        out = []
        for value, idx, own in zip(values, groups.values(), verbs):
            where = tuple(w for i in idx if (w := literals[i][target][1]) is not None)
            others = tuple(v for v in values if value_key(v) != value_key(value))
            verb = first_verb(calls[idx[0]], own) if rule == "cluster.handler-verbs" else None
            out.append((Discriminator(target, value, rule, where, others, verb),
                        [calls[i] for i in idx]))
        return out
    return [(None, calls)]


def split_encodings(calls: list[Observed]) -> list[list[Observed]]:
    """Rule ``cluster.body-encoding``: the calls by the kind of body they send (``json``,
    ``form``, ``multipart``), in the order of first appearance; calls without a body or of
    unknown encoding join the first group. One group when at most one kind is sent."""
    groups: dict[str, list[Observed]] = {}
    for call in calls:
        if call.body is not None and call.body_encoding is not None:
            groups.setdefault(call.body_encoding, [])
    if len(groups) < 2:
        return [calls]
    first = next(iter(groups))
    for call in calls:
        kind = call.body_encoding if call.body is not None else None
        groups[kind if kind in groups else first].append(call)
    return list(groups.values())
