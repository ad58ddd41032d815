"""A walk over a fact tree without one generator per node (rule ``budget.fact-walk``).

A fact tree is what extraction gives: dataclass nodes whose field values are nodes, tuples and
lists of nodes, dicts whose values are nodes, and scalars (strings, numbers, ``None``) as
leaves. Passes that look for every node of one kind in a module's facts (the API path literals
of :mod:`code2skill.orphan_paths`, the URL objects of :mod:`code2skill.config_urls`) walked it
recursively, one generator per node (spans and their integers included) and every found node
handed up through each enclosing generator: about 770,000 generators for a 230-file front end.
:func:`dataclass_nodes` gives the same nodes in the same order from one explicit stack, and
reads a node's field values with one attribute getter per class
(:func:`code2skill.factcodec.field_values`) instead of ``dataclasses.fields`` per node.
"""
from __future__ import annotations

from typing import Callable, Iterator

from code2skill.factcodec import field_values

LEAVES = frozenset((str, int, float, bool, type(None)))


def dataclass_nodes(root: object, max_depth: int,
                    enter: Callable[[object], object | None]) -> Iterator[object]:
    """Every dataclass node of the fact tree ``root`` at depth at most ``max_depth`` (``root``
    at 0; a container's items one deeper than it), in the order of a recursive depth-first
    walk: a node before what is inside it, a dataclass's fields in declaration order, a
    tuple's or list's items in order, a dict's values in insertion order.

    ``enter(node)`` (a dataclass node, once it is given) says what to walk inside it: the node
    itself, a stand-in for it (its field values are walked instead), or ``None`` for nothing."""
    stack: list[tuple[object, int]] = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        kind = type(node)
        if depth > max_depth:
            continue
        if hasattr(kind, "__dataclass_fields__"):
            yield node
            inner = enter(node)
            if inner is None:
                continue
            items = field_values(type(inner))(inner)
        elif isinstance(node, (tuple, list)):
            items = node
        elif isinstance(node, dict):
            items = tuple(node.values())
        else:
            continue
        depth += 1
        stack.extend([(item, depth) for item in reversed(items) if type(item) not in LEAVES])
