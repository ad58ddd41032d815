"""Pass: the calls of one endpoint whose query or form field selects the operation (``?mode=…``).

Rules ``cluster.query-field-operation`` and ``cluster.query-field-unproven``
(:mod:`code2skill.query_operations`): when the calls of one endpoint send a query field — or a
top-level field of a form-encoded body, or a field a ``FormData`` body is given
(``data.append('mode', 'retry')``, read by the ``appended`` function the pipeline hands in) —
named like an operation field (``mode``, ``action``, ``op``, ``cmd`` …) with at least two
distinct operation words (or one, split again by a second field), each word is an operation
of its own — a call whose condition chooses between words joins each (rule
``cluster.conditional-value``) — and, inside one word, each word a second selecting field
sends (``mode=queue&name=delete``; rule ``cluster.nested-value``) is one again, the calls
without it the outer word's own operation. The calls sending the field with a value the
source does not fix are one operation more (value ``None``); the calls that do not send it
are split as any other calls are (:func:`~.discriminator.split_operations`).
"""
from __future__ import annotations

from dataclasses import replace

from typing import Callable

from code2skill.normalize import Observed, QueryParam
from code2skill.query_operations import (OPERATION_FIELDS, SECOND_FIELDS, SPLIT_RULE,
                                         UNPROVEN_RULE, field_key, operation_word,
                                         value_options)
from code2skill.values import ObjV, Value, Where, first_where

from .discriminator import Discriminator, Sent, literal_options, split_operations, with_option

Split = list[tuple[Discriminator | None, list[Observed]]]
# the fields a FormData body is given: ``[(field, value, where of the append)]``
Appended = Callable[[Value | None], list[tuple[str, Value | None, Where | None]]]
# a field a call sends: (fixed text, value, where)
Field = tuple[str | None, Value | None, Where | None]


def sent_fields(call: Observed, appended: Appended) -> dict[str, Field]:
    """``{target: (fixed, value, where)}`` of the query parameters (``query:mode``), the
    top-level fields of a form-encoded body (``body:mode``, a form string's pairs too) and the
    ``FormData`` fields (``multipart:mode``) ``call`` sends."""
    found: dict[str, Field] = {f"query:{q.name}": (q.fixed, q.value, q.where)
                               for q in call.query}
    if call.body_encoding == "form" and isinstance(call.body, ObjV):
        for prop in call.body.props:
            if prop.key is not None:
                found.setdefault(f"body:{prop.key}", (None, prop.value, prop.where))
    for key, value, where in appended(call.body) if call.body_encoding == "multipart" else []:
        found.setdefault(f"multipart:{key}", (None, value, where))
    return found


def sent_field(fields: dict[str, Field], target: str) -> tuple[bool, Sent]:
    """Whether a call sending ``fields`` sends ``target``, and the operation words it provably
    sends there (:func:`literal_options`; ``()`` when the value is not fixed or names no
    operation)."""
    if target not in fields:
        return False, ()
    fixed, value, where = fields[target]
    name = target.partition(":")[2]
    if fixed is not None:
        return True, ((fixed, where, None),) if operation_word(fixed, name) else ()
    if value_options(value, name) is None:
        return True, ()
    return True, literal_options(value, where)


def with_value(call: Observed, target: str, word: object, node: Value | None) -> Observed:
    """``call`` sending the fixed ``word`` at ``target`` (``query:mode``, ``body:mode``): the
    site of a conditional value as it is for one of its options (rule
    ``cluster.conditional-value``; a ``FormData`` field keeps the call as it is)."""
    kind, _, name = target.partition(":")
    if node is None or kind == "body":
        return with_option(call, target, node)
    if kind != "query":
        return call
    query = [QueryParam(q.name, node, str(word), first_where(node) or q.where, q.in_url,
                        q.source, q.via) if q.name == name else q for q in call.query]
    return replace(call, query=query)


def operation_target(sent: list[dict[str, Field]], fields: frozenset[str],
                     taken: str | None = None) -> str | None:
    """The first target (``query:mode``, ``body:mode``, ``multipart:mode``) named like one of
    ``fields`` (other than ``taken``) that the calls sending ``sent`` send with at least two
    distinct operation words, or one when a second field splits it (:func:`second_words`;
    for a second field, one word is enough: the calls without it are the outer word's own
    operation), else ``None``."""
    targets = dict.fromkeys(t for fs in sent for t in fs
                            if field_key(t.partition(":")[2]) in fields and t != taken)
    for target in targets:
        words = {value for fs in sent for value, _, _ in sent_field(fs, target)[1]}
        if len(words) >= 2 or words and (taken is not None or second_words(sent, target) >= 2):
            return target
    return None


def second_words(sent: list[dict[str, Field]], target: str) -> int:
    """The most distinct operation words a second selecting field sends beside ``target``
    (``mode=config&name=set_apikey`` and ``mode=config&name=test_server``: 2), so that one
    word of an operation field still selects when a second field splits it."""
    return max((len({v for fs in sent for v, _, _ in sent_field(fs, other)[1]})
                for other in dict.fromkeys(t for fs in sent for t in fs)
                if other != target and field_key(other.partition(":")[2]) in SECOND_FIELDS),
               default=0)


def field_operations(calls: list[Observed], appended: Appended) -> Split | None:
    """The calls of one endpoint as operations of the operation field of their query, form
    body or FormData (module docstring), in the order of first appearance; ``None`` when no
    field selects."""
    if calls[0].graphql is not None:
        return None
    sent = [sent_fields(c, appended) for c in calls]
    target = operation_target(sent, OPERATION_FIELDS)
    if target is None:
        return None
    absent = [c for c, fs in zip(calls, sent) if target not in fs]
    return by_value(calls, sent, target, None) + (split_operations(absent) if absent else [])


def by_value(calls: list[Observed], sent: list[dict[str, Field]], target: str,
             outer: Discriminator | None) -> Split:
    """The calls sending ``target`` grouped by the word they send (each arm of a condition
    its own), each group split again by a second field (:func:`second_split`); the calls
    whose value the source does not fix one group more (rule ``cluster.query-field-unproven``,
    value ``None``). Calls not sending it are left out."""
    groups: dict[object, list[tuple[int, Where | None, Value | None]]] = {}
    unproven: list[Observed] = []
    chosen: set[Where] = set()
    for i, call in enumerate(calls):
        present, options = sent_field(sent[i], target)
        if present and not options:
            unproven.append(call)
        for word, where, node in options:
            groups.setdefault(word, []).append((i, where, node))
            if len(options) > 1 and where is not None:
                chosen.add(where)
    out: Split = []
    for word, group in groups.items():
        where = tuple(w for _, w, _ in group if w is not None)
        d = Discriminator(target, word, SPLIT_RULE, where, tuple(v for v in groups if v != word),
                          None, tuple(w for w in where if w in chosen), outer)
        members = [with_value(calls[i], target, word, node) for i, _, node in group]
        kept = [sent[i] for i, _, _ in group]
        out.extend(second_split(d, members, kept) if outer is None else [(d, members)])
    if unproven:
        out.append((Discriminator(target, None, UNPROVEN_RULE, (), tuple(groups), None, (),
                                  outer), unproven))
    return out


def second_split(outer: Discriminator, calls: list[Observed],
                 sent: list[dict[str, Field]]) -> Split:
    """Rule ``cluster.nested-value``: the calls of one operation word split again by a second
    selecting field (:data:`~code2skill.query_operations.SECOND_FIELDS`) that some of them
    send as an operation word (``mode=queue&name=delete`` beside ``mode=queue&start=0``): one
    operation per word, the calls without the field ``outer``'s own; else ``[(outer,
    calls)]``."""
    target = operation_target(sent, SECOND_FIELDS, outer.target)
    if target is None:
        return [(outer, calls)]
    absent = [c for c, fs in zip(calls, sent) if target not in fs]
    return by_value(calls, sent, target, outer) + ([(outer, absent)] if absent else [])
