"""TypeScript types and enums (seam of the per-file extractor).

Owns :meth:`Types.add_type` (interfaces and type aliases as
:class:`~code2skill.facts.TypeDecl`: members, nested inline object types within their budget,
type parameters, extended types, namespaces) and :meth:`Types.add_enum`.

May read: the tree-sitter nodes, the facts IR, the extractor's state; the expressions, scopes
and declarations seams through ``self``."""
from __future__ import annotations

import json

from tree_sitter import Node

from code2skill.facts import Lit, Obj, Prop, TypeDecl, TypeMember

from .shared import PROTO


MAX_TYPE_NESTING = 12    # inline object types whose members a type member keeps, nested


def jsdoc_text(comment: str) -> str | None:
    """Rule ``ts.member-doc``: the description a JSDoc comment (``/** … */``) gives the member
    below it: the text of its ``@description`` tag (continued up to the next tag), else its
    free text before the first tag, lines joined by spaces; a ``Format: uuid`` line (the
    format note openapi-typescript writes) is no description. ``None`` for any other comment
    or one with no such text."""
    if not comment.startswith("/**") or not comment.endswith("*/"):
        return None
    lines = [line.strip().lstrip("*").strip() for line in comment[3:-2].splitlines()]
    free: list[str] = []
    described: list[str] | None = None
    tag = None
    for line in lines:
        if line.startswith("@"):
            tag, _, rest = line.partition(" ")
            if tag == "@description":
                described = [rest.strip()] if rest.strip() else []
            continue
        if tag is None and line and not line.startswith("Format: "):
            free.append(line)
        elif tag == "@description" and described is not None and line:
            described.append(line)
    text = " ".join(described if described else free).strip()
    return text or None


class Types:
    """The extractor's methods of this seam: TypeScript types and enums."""

    def add_type(self, node: Node) -> None:
        name_node = node.child_by_field_name("name")
        if name_node is None:
            return
        name = self.src.text(name_node)
        body = node.child_by_field_name("body") if node.type == "interface_declaration" \
            else node.child_by_field_name("value")
        if body is None:
            return
        params = self.type_params(node)
        if body.type == "object_type" and any(c.type == "index_signature"
                                              for c in body.named_children):
            self.facts.types[name] = TypeDecl(name, None, self.src.text(body),  # mapped or
                                              self.src.span(node), (), params)  # indexed: text
        elif body.type in ("interface_body", "object_type"):
            self.facts.types[name] = TypeDecl(name, self.type_members(body), None,
                                              self.src.span(node), self.extended(node), params)
        else:
            self.facts.types[name] = TypeDecl(name, None, self.src.text(body),
                                              self.src.span(node), (), params)
        qualified = self.namespace_of(node)
        if qualified:                                # rule ts.namespace-member
            self.facts.types[f"{qualified}.{name}"] = self.facts.types[name]

    def namespace_of(self, node: Node) -> str:
        """Rule ``ts.namespace-member``: the dotted name of the namespaces around a type
        declaration (``Item`` for ``interface Movie`` in ``declare namespace Item { … }``,
        ``A.B`` for ``namespace A.B``), so ``Item.Movie`` names it as TypeScript does;
        ``''`` outside one (a quoted ``declare module 'x'`` is a module, no namespace)."""
        names = []
        parent = node.parent
        while parent is not None:
            if parent.type in ("internal_module", "module"):
                name = parent.child_by_field_name("name")
                if name is None or name.type == "string":
                    return ""
                names.append(self.src.text(name))
            parent = parent.parent
        return ".".join(reversed(names))

    def type_params(self, node: Node) -> tuple[str, ...]:
        """The names of a declaration's type parameters (``<T, K extends keyof T = any>``)."""
        params = node.child_by_field_name("type_parameters")
        if params is None:
            return ()
        names = (p.child_by_field_name("name") for p in params.named_children
                 if p.type == "type_parameter")
        return tuple(self.src.text(n) for n in names if n is not None)

    def extended(self, node: Node) -> tuple[str, ...]:
        """The types an interface extends (``interface A extends B, C<T>``)."""
        for child in node.named_children:
            if child.type == "extends_type_clause":
                return tuple(self.src.text(t) for t in child.named_children)
        return ()

    def type_members(self, body: Node, depth: int = 0) -> tuple[TypeMember, ...]:
        """The property signatures of an interface body or object type, each with its JSDoc
        text and, for an inline object type, its own members (to :data:`MAX_TYPE_NESTING`)."""
        members, doc = [], None
        for sig in body.named_children:
            if sig.type == "comment":
                doc = jsdoc_text(self.src.text(sig))
                continue
            if sig.type != "property_signature":
                doc = None
                continue
            key = self.key(sig.child_by_field_name("name"))
            ann = sig.child_by_field_name("type")
            optional = any(c.type == "?" for c in sig.children)
            if key and key != PROTO:           # a value's __proto__ is its prototype, no member
                inner = ann.named_children[0] if ann is not None and ann.named_children \
                    else None
                nested = self.type_members(inner, depth + 1) if inner is not None and \
                    inner.type == "object_type" and depth < MAX_TYPE_NESTING else None
                members.append(TypeMember(key, optional,
                                          self.src.text(ann).lstrip(":").strip() if ann else "any",
                                          self.src.span(sig), doc, nested))
            doc = None
        return tuple(members)

    def add_enum(self, node: Node) -> None:
        """``enum E { A = 'a', B }`` binds ``E`` to an object of its members (a member with no
        initialiser is its index, as TypeScript numbers them)."""
        name = node.child_by_field_name("name")
        body = node.child_by_field_name("body")
        if name is None or body is None:
            return
        props = []
        for index, member in enumerate(body.named_children):
            if member.type == "enum_assignment":
                key = self.key(member.child_by_field_name("name"))
                value = self.expr(member.child_by_field_name("value"))
            elif member.type == "property_identifier":
                key, value = self.src.text(member), Lit(index, self.src.span(member))
            else:
                continue
            if key:
                props.append(Prop(key, value, self.src.span(member)))
        self.bind(self.scope_of(node), self.src.text(name),
                  Obj(tuple(props), self.src.span(node)))
        literals = [p.value.value for p in props if isinstance(p.value, Lit)]
        if literals and len(literals) == len(props):      # the enum as a type: its values
            self.facts.types[self.src.text(name)] = TypeDecl(
                self.src.text(name), None, " | ".join(json.dumps(v) for v in literals),
                self.src.span(node))
