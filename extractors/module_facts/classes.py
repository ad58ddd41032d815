"""Classes (seam of the per-file extractor).

Owns :meth:`Classes.add_class` (one :class:`~code2skill.facts.ClassFact` per class: fields,
methods, constructor parameters, decorators, the class it extends and the interfaces it
implements), class names and the class whose body holds an arrow function (its ``this``).

May read: the tree-sitter nodes, the facts IR, the extractor's state; the expressions and
scopes seams through ``self``."""
from __future__ import annotations

from tree_sitter import Node

from code2skill.facts import ClassFact, TypeDecl, TypeMember

from ..ui_triggers import descendants
from .shared import FUNCTION_TYPES, PROTO


# the type a literal default gives a parameter written without one
LITERAL_TYPES = {"number": "number", "string": "string", "template_string": "string",
                 "true": "boolean", "false": "boolean"}


class Classes:
    """The extractor's methods of this seam: classes."""

    def class_name(self, node: Node | None) -> str:
        if node is None:
            return "<class>"
        name = node.child_by_field_name("name")
        if name is not None:
            return self.src.text(name)
        parent = self.up(node)
        if parent is not None and parent.type == "variable_declarator":
            return self.src.text(parent.child_by_field_name("name"))
        return "<class>"

    def enclosing_class(self, node: Node) -> str | None:
        """The class whose body holds an arrow function with no ordinary function between
        (its ``this`` is that class's instance)."""
        return self.inherited(node, self._classes, self.class_step)

    def class_step(self, parent: Node, child: Node) -> tuple[bool, str | None]:
        if parent.type == "class_body":
            return True, self.class_name(self.up(parent))
        if parent.type in FUNCTION_TYPES and parent.type != "arrow_function":
            return True, None
        return False, None

    def add_class(self, node: Node) -> None:
        body = node.child_by_field_name("body")
        if body is None:
            return
        name = self.class_name(node)
        methods, fields, typed, shape, decorated, getters = [], [], [], [], [], []
        statics, static_fields = [], []
        state = client_state(body, self.src.text)       # rule ts.client-state-field
        for member in body.named_children:
            if member.type == "method_definition":
                key = self.key(member.child_by_field_name("name"))
                if key:
                    methods.append((key, self.fid(member)))
                    if any(c.type == "get" for c in member.children):
                        getters.append(key)
                    if any(c.type == "static" for c in member.children):
                        statics.append(self.fid(member))
                if key == "constructor":
                    for p in (member.child_by_field_name("parameters") or member).named_children:
                        if p.type in ("required_parameter", "optional_parameter") and any(
                                c.type == "accessibility_modifier" or c.type == "readonly"
                                for c in p.children):
                            pattern = p.child_by_field_name("pattern")
                            ann = p.child_by_field_name("type")
                            default = p.child_by_field_name("value")
                            if pattern is not None and default is not None:
                                fields.append((self.src.text(pattern), self.expr(default)))
                            if pattern is not None and ann is not None:
                                typed.append((self.src.text(pattern),
                                              self.src.text(ann).lstrip(":").strip()))
                            if pattern is not None and not any(
                                    c.type == "accessibility_modifier" and
                                    self.src.text(c) in ("private", "protected")
                                    for c in p.children):
                                shape.append(self.parameter_property(p, pattern, ann, default))
            elif member.type in ("public_field_definition", "field_definition"):
                fname = member.child_by_field_name("name") or \
                    member.child_by_field_name("property")
                value = member.child_by_field_name("value")
                ann = member.child_by_field_name("type")
                if fname is None:
                    continue
                decorated.extend((self.src.text(fname), self.expr(c.named_children[0]))
                                 for c in member.children
                                 if c.type == "decorator" and c.named_children)
                if value is not None:       # (a static one is the class's: this.static-field)
                    (static_fields if any(c.type == "static" for c in member.children)
                     else fields).append((self.src.text(fname), self.at_position(
                         self.src.text(fname), self.expr(value))))
                if ann is not None:
                    typed.append((self.src.text(fname), self.src.text(ann).lstrip(":").strip()))
                    if self.src.text(fname) != PROTO and self.src.text(fname) not in state \
                            and not any(
                            c.type in ("static", "accessibility_modifier") and
                            self.src.text(c) in ("static", "private", "protected")
                            for c in member.children):
                        shape.append(TypeMember(self.src.text(fname),
                                                any(c.type == "?" for c in member.children),
                                                self.src.text(ann).lstrip(":").strip(),
                                                self.src.span(member)))
        parent = self.extended_type(node)
        if (shape or parent and not any(m.type != "comment" for m in body.named_children)) \
                and name not in self.facts.types:
            self.facts.types[name] = TypeDecl(name, tuple(shape), None,   # a class used as a
                                              self.src.span(node),       # DTO type
                                              (parent,) if parent else (), self.type_params(node))
        self.facts.classes[name] = ClassFact(name, tuple(methods), tuple(fields), tuple(typed),
                                             self.src.span(node), self.superclass(node),
                                             tuple(decorated), tuple(getters), tuple(statics),
                                             self.implemented(node), tuple(static_fields))

    def parameter_property(self, param: Node, pattern: Node, ann: Node | None,
                           default: Node | None) -> TypeMember:
        """Rule ``ts.parameter-property``: a constructor parameter marked ``public`` or
        ``readonly`` (``constructor(public from: number, public sort?: Sort) {}``) is a field
        of the class's instances, so of the class used as a DTO type: its annotation is the
        field's type (without one, a literal default's: ``public limit = 10`` is a
        number; else ``any``), optional when the parameter is (``?``, or a default the
        constructor fills in when the caller gives none)."""
        written = self.src.text(ann).lstrip(":").strip() if ann is not None else \
            LITERAL_TYPES.get(default.type if default is not None else "", "any")
        return TypeMember(self.src.text(pattern),
                          param.type == "optional_parameter" or default is not None,
                          written, self.src.span(param))

    def implemented(self, node: Node) -> tuple[str, ...]:
        """The types a class's ``implements`` clause names, as written (``class A implements
        FetchService, Store<T>`` → ``('FetchService', 'Store<T>')``)."""
        return tuple(self.src.text(t) for child in node.named_children
                     if child.type == "class_heritage" for clause in child.named_children
                     if clause.type == "implements_clause" for t in clause.named_children)

    def extended_type(self, node: Node) -> str | None:
        """Rule ``ts.class-extends``: the type a TypeScript class used as a DTO type (one with
        typed fields, or an empty body: ``class TagRef extends Entity {}``) extends,
        with its type arguments (``BaseDto``, ``Page<T>``, ``models.Entity``), whose fields
        its instances have too; ``None`` for a class extending no named type (a call: a
        mixin, an Ember ``.extend``)."""
        for child in node.named_children:
            if child.type != "class_heritage":
                continue
            for clause in child.named_children:
                value = clause.child_by_field_name("value") \
                    if clause.type == "extends_clause" else None
                if value is None or value.type not in ("identifier", "member_expression"):
                    continue
                args = clause.child_by_field_name("type_arguments")
                return self.src.text(value) + (self.src.text(args) if args is not None else "")
        return None

    def superclass(self, node: Node) -> str | None:
        """``B`` for ``class A extends B<T>``; the call's text for ``class A extends
        B.extend(Mixin)`` (an Ember classic base, read by the recognisers)."""
        for child in node.named_children:
            if child.type == "class_heritage":
                for clause in child.named_children:
                    if clause.type == "extends_clause":
                        value = clause.child_by_field_name("value")
                        return self.src.text(value) if value is not None else None
                inner = child.named_children           # the javascript grammar: no clause
                if inner and inner[0].type in ("identifier", "member_expression",
                                               "call_expression"):
                    return self.src.text(inner[0])
        return None


def client_state(body: Node, text) -> frozenset[str]:
    """Rule ``ts.client-state-field``: the declared fields of a class the class's own code
    computes — every ``this.name = value`` in its methods (nested callbacks included) assigns
    a value that reads no parameter of the functions it is written in (``this.status =
    this.getBuildStatus``, ``this.buildStatus = new BehaviorSubject(this.status)``) — so no
    wire data: JSON parsed into the class's type never runs its code, and an instance sent
    holds what the client made. A field written from a parameter (``this.id = data.id``)
    or never written stays. ``text`` reads a node's source text."""
    own: set[str] = set()
    passed: set[str] = set()
    for method in body.named_children:
        if method.type != "method_definition":
            continue
        params = {text(n) for n in descendants(method, "formal_parameters")
                  for n in descendants(n, "identifier")}
        for assignment in descendants(method, "assignment_expression"):
            left, right = assignment.child_by_field_name("left"), \
                assignment.child_by_field_name("right")
            target = this_member(left, text)
            if target is None or right is None:
                continue
            reads = {text(n) for n in descendants(right, "identifier")} | \
                ({text(right)} if right.type == "identifier" else set())
            (passed if reads & params else own).add(target)
    return frozenset(own - passed)


def this_member(node: Node | None, text) -> str | None:
    """``name`` of a ``this.name`` target, else ``None``."""
    if node is None or node.type != "member_expression":
        return None
    obj, prop = node.child_by_field_name("object"), node.child_by_field_name("property")
    return text(prop) if obj is not None and obj.type == "this" and prop is not None else None
