"""Rule ``openapi-fetch.declared-operation``: the request types an openapi-typescript file
declares for one operation, read for a typed client's call.

Shape (``openapi-typescript`` ≥ 6 output, e.g. ``api.d.ts``; the client is
``createClient<paths>(…)`` of ``openapi-fetch``)::

    export interface paths {
        "/movies/{movie_id}": {
            parameters: { query?: never; header?: never; path?: never; cookie?: never };
            get: operations["get_movie"];           // or the operation's type written inline
            put?: never;
        };
    }
    export interface operations {
        get_movie: {
            parameters: {
                query?: {
                    /** @description Include the seasons */
                    detail?: boolean;
                };
                path: { movie_id: string };
            };
            requestBody: { content: { "application/json": components["schemas"]["Movie"] } };
        };
    }

:meth:`OperationReader.read` walks ``paths[path][method]`` through the declarations (named
interfaces and aliases, inline object types, indexed references such as
``operations["x"]`` and ``components["schemas"]["y"]``) and gives, for each of ``path``,
``query`` and ``header`` and for the JSON ``body`` (``requestBody.content`` of a JSON media
type, else a form one), the declared fields: JSON Schema (by
:class:`~code2skill.types.TypeResolver`: string-literal unions are ``enum`` s), whether
required (no ``?``), the JSDoc description (rule ``ts.member-doc``) and where the member is
declared, the place evidence cites. What does not resolve (a paths type outside the tree, a
path or method it does not declare, a type that is no object type the walk follows, more than
:data:`MAX_HOPS` steps) is a ``problem``, never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from code2skill.facts import TypeMember
from code2skill.requests import DeclaredOperation
from code2skill.types import TypeResolver, split_index
from code2skill.values import Where

MAX_HOPS = 16                 # declarations walked for one member (references included)
GROUPS = ("path", "query", "header")
NAME = re.compile(r"[\w$.]+")


@dataclass(frozen=True, slots=True)
class DeclaredField:
    """One declared request field: its JSON Schema, whether the declaration requires it,
    its JSDoc description, the type text as written and where it is declared."""

    schema: dict
    required: bool
    doc: str | None
    type_text: str
    where: Where | None


@dataclass(slots=True)
class OperationTypes:
    """What :meth:`OperationReader.read` found for one operation: ``fields`` by group
    (``path``, ``query``, ``header``, ``body``) and wire name; ``body`` the JSON Schema of the
    whole body (``None`` when the operation declares none), ``body_required`` whether
    ``requestBody`` is required and ``body_where`` its declaration; ``where`` the declaration
    of the operation in the path item; ``problem`` why it could not be read (then nothing
    else is set)."""

    fields: dict[str, dict[str, DeclaredField]] = field(default_factory=dict)
    body: dict | None = None
    body_required: bool = False
    body_where: Where | None = None
    where: Where | None = None
    problem: str | None = None


@dataclass(frozen=True, slots=True)
class Node:
    """A type written as ``text`` in ``module``; ``nested`` the members of that type when it
    is an object type written inline as a declared member's type (their spans are places in
    ``module``, and they are whole where the text is capped)."""

    text: str
    module: str
    nested: tuple[TypeMember, ...] | None = None


# the members of an object type, the module their types are written in, and whether their
# spans are places in that module
Found = tuple[tuple[TypeMember, ...], str, bool]


class OperationReader:
    """Reads declared operations (module docstring); one per run, each operation read once."""

    def __init__(self, types: TypeResolver):
        self.types = types
        self._read: dict[tuple[str, str, str, str], OperationTypes] = {}

    def read(self, op: DeclaredOperation) -> OperationTypes:
        """The declared request types of ``op`` (see :class:`OperationTypes`)."""
        key = (op.paths_type, op.module, op.path, op.method)
        if key not in self._read:
            self._read[key] = self.fresh(op)
        return self._read[key]

    def fresh(self, op: DeclaredOperation) -> OperationTypes:
        root = Node(op.paths_type, op.module)
        if self.members(root, 0) is None:
            return OperationTypes(problem=f"its client's type {op.paths_type} does not resolve "
                                  "to an object type in the source tree")
        item = self.member(root, op.path)
        if item is None:
            return OperationTypes(problem=f"{op.paths_type} declares no path {op.path!r}")
        found = self.member(item[0], op.method)
        if found is None or absent(found[1].type_text):
            return OperationTypes(problem=f"{op.paths_type}[{op.path!r}] declares no "
                                  f"{op.method} operation")
        operation, declared, where = found
        if self.members(operation, 0) is None:
            return OperationTypes(problem=f"the {op.method} operation's type "
                                  f"{' '.join(declared.type_text.split())[:80]} is no object "
                                  "type the reader follows")
        out = OperationTypes(where=where)
        parameters = self.member(operation, "parameters")
        for group in GROUPS:
            node = self.member(parameters[0], group) if parameters else None
            if node is not None and not absent(node[1].type_text):
                out.fields[group] = self.fields(node[0])
        self.request_body(operation, out)
        return out

    def request_body(self, operation: Node, out: OperationTypes) -> None:
        """The JSON (else form) body of ``requestBody.content`` into ``out``."""
        body = self.member(operation, "requestBody")
        if body is None or absent(body[1].type_text):
            return
        content = self.member(body[0], "content")
        found = self.members(content[0], 0) if content else None
        media = found[0] if found else ()
        chosen = next((m for m in media if "json" in m.name), None) or next(
            (m for m in media if "form" in m.name), None)
        if chosen is None or found is None:
            return
        node = Node(chosen.type_text, found[1], chosen.members)
        out.body = self.schema(chosen, found[1])
        out.body_required = not body[1].optional
        out.body_where = (found[1], chosen.span) if found[2] else None
        if self.members(node, 0) is not None:
            out.fields["body"] = self.fields(node)

    def fields(self, node: Node) -> dict[str, DeclaredField]:
        """The declared fields of an object type (``{}`` when it has none the walk reads)."""
        found = self.members(node, 0)
        if found is None:
            return {}
        members, module, placed = found
        out: dict[str, DeclaredField] = {}
        for member in members:
            if absent(member.type_text):
                continue
            typed = self.types.schema(member.type_text, module) if member.members is None \
                else None
            out[member.name] = DeclaredField(
                self.schema(member, module), not member.optional and not (
                    typed is not None and typed.optional), member.doc,
                " ".join(member.type_text.split()), (module, member.span) if placed else None)
        return out

    def schema(self, member: TypeMember, module: str) -> dict:
        """The JSON Schema of a member's type (its own members when written inline)."""
        if member.members is not None:
            return self.types.object(member.members, module, module, 0, {}).schema
        return self.types.schema(member.type_text, module).schema

    def member(self, node: Node, key: str) -> tuple[Node, TypeMember, Where | None] | None:
        """The member ``key`` of the object type ``node`` as a node of its own, with its
        declaration and where it is declared; ``None`` when the type has no such member or
        is none the walk reads."""
        found = self.members(node, 0)
        for member in found[0] if found else ():
            if member.name == key:
                module, placed = found[1], found[2]
                return (Node(member.type_text, module, member.members), member,
                        (module, member.span) if placed else None)
        return None

    def members(self, node: Node, hops: int) -> Found | None:
        """The members of the object type ``node`` names (``()`` for ``never``); ``None``
        for a type the walk does not read (a union, a generic, ``any`` …)."""
        text = node.text.strip()
        if hops > MAX_HOPS:
            return None
        if absent(text):
            return (), node.module, True
        if node.nested is not None:
            return node.nested, node.module, True
        if text.startswith("{"):                       # not a member's: no places
            decl = self.types.inline(text)
            return None if decl is None or decl.members is None else \
                (decl.members, node.module, False)
        split = split_index(text)
        if split is not None:                          # operations["x"], components[…][…]
            owner, key = split
            found = self.members(Node(owner, node.module), hops + 1)
            for member in found[0] if found else ():
                if member.name == key:
                    return self.members(Node(member.type_text, found[1], member.members),
                                        hops + 1)
            return None
        if not NAME.fullmatch(text):
            return None
        decl, module = self.types.lookup(text, node.module)
        if decl is None or decl.params:
            return None
        if decl.members is None:                       # type Paths = paths
            return self.members(Node(decl.alias or "", module), hops + 1)
        return decl.members, module, True


def absent(text: str) -> bool:
    """Whether a member's type says the part is not there (``never``, ``undefined``)."""
    return text.strip() in ("never", "undefined")
