"""GraphQL documents written as JSON ASTs (graphql-codegen's ``client`` preset, the
``typed-document-node`` plugin, graphql-tag's webpack loader), read at extraction.

Form handled::

    export const UserListDocument = {"kind":"Document","definitions":[{"kind":
      "OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserList"},
      "variableDefinitions":[…],"selectionSet":{…}}]} as unknown as DocumentNode<…>;

Rule ``graphql.ast-document``: an object literal whose first member is ``kind: "Document"``
and which is JSON (or JSON5: unquoted keys) holding a graphql-js document AST is the
document it encodes, read as the GraphQL text graphql-js's ``print`` makes of it — the text
graphql-request, Apollo and urql send as the body's ``query``. Its definitions (the
operation and the fragments codegen inlines after it) are converted node by node into
graphql-core's AST and printed; an AST with a node kind graphql-core does not define, a
member that is not of the expected shape, or a literal over :data:`MAX_DOCUMENT_CHARS`
characters is no document (``None``: the object stays an object). Nothing is evaluated.
"""
from __future__ import annotations

import re

import pyjson5
from graphql import GraphQLError, print_ast
from graphql.language import ast

MAX_DOCUMENT_CHARS = 1_000_000     # a larger literal is not read as a document
OPENING = re.compile(r'^\{\s*["\']?kind["\']?\s*:\s*["\']Document["\']')
CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def is_document_literal(text: str) -> bool:
    """Whether an object literal's source ``text`` opens with ``kind: "Document"`` (the
    cheap test made before parsing it)."""
    return bool(OPENING.match(text))


def document_text(text: str) -> str | None:
    """Rule ``graphql.ast-document``: the GraphQL text of the JSON AST written as object
    literal ``text`` (``'{"kind":"Document",…}'``), or ``None`` when it is none (see the
    module docstring)."""
    if len(text) > MAX_DOCUMENT_CHARS or not is_document_literal(text):
        return None
    try:
        tree = pyjson5.decode(text)
        node = to_node(tree)
        if not isinstance(node, ast.DocumentNode) or not node.definitions:
            return None
        return print_ast(node)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError, GraphQLError,
            pyjson5.Json5Exception):
        return None


def to_node(value):
    """A graphql-core node (or tuple of nodes, or scalar) for one JSON AST value; raises
    ``ValueError`` for a node kind graphql-core does not define or a malformed member."""
    if isinstance(value, list):
        return tuple(to_node(v) for v in value)
    if not isinstance(value, dict):
        if value is None or isinstance(value, (str, bool)):
            return value
        raise ValueError(f"unexpected AST value {value!r}")
    kind = value.get("kind")
    cls = getattr(ast, f"{kind}Node", None) if isinstance(kind, str) else None
    if not (isinstance(cls, type) and issubclass(cls, ast.Node)) or cls is ast.Node:
        raise ValueError(f"unknown AST kind {kind!r}")
    fields = {}
    for key, member in value.items():
        name = CAMEL.sub("_", key).lower()
        if key in ("kind", "loc") or name not in cls.keys:
            continue
        fields[name] = ast.OperationType(member) if name == "operation" else to_node(member)
    return cls(**fields)
