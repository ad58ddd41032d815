"""Pass: a write whose path segment a string-literal union types is one Tool per literal.

Rule ``path.literal-operations``: the seed asks for one explicit handler per Tool and names a
generic handler that takes an operation name an anti-pattern. A write (any method but ``GET``,
``HEAD`` and ``OPTIONS``) whose path segment is filled by a value typed as a union of string
literals — a type alias (``type TRelationshipAction = 'follow' | 'unfollow' | 'block' |
'unblock'``), an inline union (``action: 'accept' | 'reject'``) or a TypeScript enum of string
members (``enum ObjectType { Comment = 'comment', Workout = 'workout' }``) — reaches a different
server operation, with its own side effect, for each literal: ``POST users/${username}/
${action}`` is four endpoints (follow, unfollow, block, unblock). The call is then one call per
literal, the literal written into its path as the client sends it (``/users/{username}/follow``;
a literal the client changes first is written changed, rule ``value.coded-input``:
``${purpose.toLowerCase()}`` with ``'poll' | 'pollGroup'`` gives ``pollgroup``; within a segment:
``${objectType}s/…`` gives ``comments/…`` and ``workouts/…``, and the review note that the
parameter is part of a segment goes, as does rule ``url.prefix-only-path``'s note that only
parameters name the resource under an API prefix once a literal names it), each cited at the
hole with the literal it takes; the later passes name, describe and judge each as its own Tool, and the response fields the
client reads at the call are read from each (:mod:`code2skill.passes.response_reads`).

A read keeps one Tool whose path parameter is an ``enum`` input (rule ``path.enum``): the
literals choose a variant of the same read (``users/${username}/${relationship}`` with
``'followers' | 'following'``), which the seed puts in a schema enum. Rule
``path.segment-literal-reads``: a read whose union-typed parameter fills only part of a
segment (``/admin/domain_${permType}s`` with ``'block' | 'allow'``) names a different
collection with each literal (``domain_blocks``, ``domain_allows``): no route takes a part of
a segment as a parameter, so it is one call per literal like a write, each merging with the
other reads of its path. So does a write whose
literals cannot be path text (empty, or holding ``/``, ``?``, ``#`` or a space), one whose
segments would give over :data:`MAX_OPERATIONS` calls, and a segment a condition chooses
between the two texts of a flag (rule ``path.boolean-segment``: ``true``/``false`` is a
setting's value, not an operation), and a segment right after words naming a credential (rule
``redact.credential-segment``: ``/access-token/${k}``, ``/password/${p}``): its literals may be
the credential itself, never written into a path, a Tool's name or a file's.
"""
from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable
from dataclasses import replace

from code2skill.boolean_segments import choice_texts
from code2skill.coded_inputs import RULE as CODED_RULE
from code2skill.coded_inputs import coded_note
from code2skill.normalize import Observed, PathParam, prefix_only_note, without_dot_segments
from code2skill.values import ParamV

from .credential_reads import credential_segment

RULE = "path.literal-operations"
READ_RULE = "path.segment-literal-reads"
PREFIX_ONLY = "the path under the API prefix is only "    # (rule url.prefix-only-path's note)
READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
MAX_OPERATIONS = 16             # calls one request may become (the product of its unions)
NOT_PATH_TEXT = re.compile(r"[/?#\s]")


def literal_operations(calls: list[Observed],
                       literals_of: Callable[[PathParam], list[str] | None]
                       ) -> list[Observed]:
    """The calls, each write whose path segments string-literal unions type replaced by one
    call per combination of their literals (module docstring), in order. ``literals_of``
    gives a path parameter's literals (its value's schema ``enum``), or ``None``."""
    out: list[Observed] = []
    for call in calls:
        out.extend(operations(call, literals_of))
    return out


def operations(call: Observed, literals_of: Callable[[PathParam], list[str] | None]
               ) -> list[Observed]:
    """``call`` as one call per combination of the literals of its union-typed path
    parameters when it is a write (module docstring), else ``[call]``."""
    if call.graphql is not None:
        return [call]
    read = call.method in READ_METHODS
    unions = {p.name: texts for p in call.path_params
              if choice_texts(p.value) is None
              and not credential_segment(call.path_template, p.name)
              and not (read and whole_segment(call.path_template, p.name))
              for texts in [segment_literals(literals_of(p))] if texts}
    if not unions or math.prod(len(t) for t in unions.values()) > MAX_OPERATIONS:
        return [call]
    names = list(unions)
    return [filled(call, dict(zip(names, chosen)), READ_RULE if read else RULE)
            for chosen in itertools.product(*(unions[n] for n in names))]


def whole_segment(path: str, name: str) -> bool:
    """Whether parameter ``name`` fills a whole segment of ``path`` (``/users/{name}``), not
    part of one (``/admin/domain_{name}s``)."""
    return ("{" + name + "}") in path.split("?")[0].split("/")


def segment_literals(texts: list[str] | None) -> list[str] | None:
    """The literals of a union, once each in order, when there are two or more and each
    can be path text; else ``None``."""
    texts = list(dict.fromkeys(texts or []))
    if len(texts) < 2 or any(not t or NOT_PATH_TEXT.search(t) for t in texts):
        return None
    return texts


def filled(call: Observed, chosen: dict[str, str], rule: str = RULE) -> Observed:
    """``call`` with each parameter of ``chosen`` written into its path as its literal, the
    parameter dropped, and one ``(rule, note, where)`` citation per literal (by ``rule``); a literal ``.``
    or ``..`` segment is removed as the browser does (rule ``path.dot-segments``:
    ``/api/q/${k}/x`` with ``'..'`` is ``/api/x``)."""
    path = call.path_template
    for name, text in chosen.items():
        path = path.replace("{" + name + "}", text)
    cited = tuple((rule, f"{{{p.name}}} = {chosen[p.name]!r}", p.where)
                  for p in call.path_params if p.name in chosen) + tuple(
        (CODED_RULE, coded_note(p.value.coded), p.where) for p in call.path_params
        if p.name in chosen and isinstance(p.value, ParamV) and p.value.coded)
    left = [p for p in call.path_params if p.name not in chosen]
    notes = [n for n in call.notes if not part_note(n, chosen)
             and not (n[1].startswith(PREFIX_ONLY) and not prefix_only_note(path, left))]
    path = without_dot_segments(path, notes)      # a literal '.' or '..' (path.dot-segments)
    return replace(call, path_template=path, path_params=left,
                   notes=notes, literal_segments=call.literal_segments + cited)


def part_note(note: tuple, chosen: dict[str, str]) -> bool:
    """Whether ``note`` is the review note that a parameter of ``chosen`` fills part of a
    segment (``{objectType}s``): written as a literal, it is no parameter any more."""
    return any(note[1].startswith(f"path parameter {{{name}}} is part of a segment")
               for name in chosen)
