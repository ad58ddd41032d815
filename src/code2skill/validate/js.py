"""JavaScript helpers of the package validator: parse a module with the project's JavaScript
grammar, compare code by structure, read literals.

:func:`shape` turns a node into a hashable structure that ignores layout, comments, quote style,
trailing commas and the order of an object literal's keys, but keeps everything else (names,
operators, argument order, statement order). The validator builds the code D4 of the export
profile prescribes as JavaScript text, parses it, and compares shapes: what the profile says is
written once, as code, not re-encoded as Python rules.

:func:`literal` reads a JSON-like literal (object, array, string, number, ``true``, ``false``,
``null``, a template without holes) into a Python value, or :data:`NOT_LITERAL`.

Rule ``validate.nesting-depth``: a package is untrusted input, so both walk at most
:data:`MAX_DEPTH` levels of nesting (an exported module nests far less: a contract is at most
100 levels deep). Deeper, :func:`literal` gives :data:`NOT_LITERAL` and :func:`shape` the
:data:`TOO_DEEP` marker, which equals no generated code: the check comparing it reports its
usual finding instead of the run failing on Python's recursion limit.
"""
from __future__ import annotations

import json
from typing import Any, Iterator

from tree_sitter import Node, Tree

from code2skill.extractors.languages import parser

NOT_LITERAL = object()
MAX_DEPTH = 256                      # nesting levels literal() and shape() descend
TOO_DEEP = ("too-deep",)             # shape() of a node nested deeper than MAX_DEPTH
SKIPPED = frozenset(("comment", "(", ")", ";", ",", "{", "}", "[", "]", "html_comment"))
PARENTHESISED = "parenthesized_expression"


def parse(data: bytes) -> Tree:
    """The JavaScript tree of a module's bytes (tree-sitter never raises on syntax errors:
    check ``tree.root_node.has_error``)."""
    return parser("javascript").parse(data)


def parse_expression(text: str) -> Node:
    """The expression node of ``text`` parsed as one expression statement (``(text)``)."""
    root = parse(f"({text});".encode()).root_node
    node = root.named_children[0].named_children[0]
    return unwrap(node)


def parse_statements(text: str) -> list[Node]:
    """The top-level statements of ``text``, parsed as the body of an async function (so
    ``await`` and ``return`` are legal)."""
    root = parse(f"async function probe() {{\n{text}\n}}".encode()).root_node
    body = root.named_children[0].child_by_field_name("body")
    return [n for n in body.named_children if n.type != "comment"]


def unwrap(node: Node) -> Node:
    """``node`` without enclosing parentheses."""
    while node is not None and node.type == PARENTHESISED and node.named_child_count == 1:
        node = node.named_children[0]
    return node


def text(node: Node) -> str:
    return node.text.decode("utf-8", "replace")


def string_value(node: Node) -> str | None:
    """The value of a string literal or of a template literal without substitutions."""
    node = unwrap(node)
    if node is None:
        return None
    if node.type == "string":
        try:
            return json.loads(_double_quoted(text(node)))
        except ValueError:
            return None
    if node.type == "template_string" and not any(
            c.type == "template_substitution" for c in node.named_children):
        return text(node)[1:-1]
    return None


def _double_quoted(src: str) -> str:
    """A JavaScript string literal as JSON text (single quotes swapped for double)."""
    if src.startswith("'"):
        inner = src[1:-1].replace('\\"', '"').replace("\\'", "'").replace('"', '\\"')
        return f'"{inner}"'
    return src


def key_of(pair_key: Node) -> str | None:
    """A property key's name: an identifier, a string, a number; None when computed."""
    if pair_key.type in ("property_identifier", "identifier", "private_property_identifier"):
        return text(pair_key)
    if pair_key.type == "number":
        return text(pair_key)
    return string_value(pair_key)


def literal(node: Node, depth: int = 0) -> Any:
    """The JSON value of a literal expression, else :data:`NOT_LITERAL` (also when it nests
    deeper than :data:`MAX_DEPTH` levels; ``depth`` is the level of ``node``)."""
    node = unwrap(node)
    if node is None or depth > MAX_DEPTH:
        return NOT_LITERAL
    kind = node.type
    if kind in ("string", "template_string"):
        value = string_value(node)
        return NOT_LITERAL if value is None else value
    if kind == "number":
        try:
            return json.loads(text(node))
        except ValueError:
            return NOT_LITERAL
    if kind in ("true", "false", "null"):
        return {"true": True, "false": False, "null": None}[kind]
    if kind == "unary_expression" and text(node.child_by_field_name("operator")) == "-":
        inner = literal(node.child_by_field_name("argument"), depth + 1)
        return -inner if isinstance(inner, (int, float)) and not isinstance(inner, bool) \
            else NOT_LITERAL
    if kind == "array":
        items = [literal(c, depth + 1) for c in node.named_children if c.type != "comment"]
        return NOT_LITERAL if any(i is NOT_LITERAL for i in items) else items
    if kind == "object":
        out: dict[str, Any] = {}
        for member in node.named_children:
            if member.type == "comment":
                continue
            if member.type != "pair":
                return NOT_LITERAL
            name = key_of(member.child_by_field_name("key"))
            value = literal(member.child_by_field_name("value"), depth + 1)
            if name is None or value is NOT_LITERAL or name in out:
                return NOT_LITERAL
            out[name] = value
        return out
    return NOT_LITERAL


def shape(node: Node | None, depth: int = 0) -> Any:
    """A hashable structure of ``node`` (see the module docstring); None for no node;
    :data:`TOO_DEEP` for a node more than :data:`MAX_DEPTH` levels below the first
    (``depth`` is the level of ``node``)."""
    if node is None:
        return None
    if depth > MAX_DEPTH:
        return TOO_DEEP
    node = unwrap(node)
    kind = node.type
    if kind in ("string", "template_string") and string_value(node) is not None:
        return ("str", string_value(node))
    if kind == "object":
        members = []
        for member in node.named_children:
            if member.type == "comment":
                continue
            if member.type == "pair":
                members.append((key_of(member.child_by_field_name("key")),
                                shape(member.child_by_field_name("value"), depth + 1)))
            elif member.type == "shorthand_property_identifier":
                members.append((text(member), ("identifier", text(member))))
            else:
                members.append(("…", shape(member, depth + 1)))
        return ("object", tuple(sorted(members, key=repr)))
    if node.child_count == 0:
        return (kind, text(node))
    parts = tuple(shape(c, depth + 1) if c.is_named else ("tok", c.type)
                  for c in node.children if c.type not in SKIPPED)
    return (kind, parts)


def walk(node: Node) -> Iterator[Node]:
    """Every named node under ``node`` (itself included), in document order."""
    return (n for n in walk_all(node) if n.is_named)


def position(node: Node) -> tuple[int, int]:
    """1-based line and column (column in bytes) of ``node``'s start."""
    return node.start_point.row + 1, node.start_point.column + 1


def first_error(node: Node) -> Node | None:
    """The first ERROR or MISSING node under ``node``."""
    for child in walk_all(node):
        if child.is_error or child.is_missing:
            return child
    return None


def walk_all(node: Node) -> Iterator[Node]:
    """Every node under ``node`` (anonymous ones included), in document order."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))
