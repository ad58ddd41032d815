"""Expressions to the facts IR (seam of the per-file extractor).

Owns :meth:`Expressions.expr`, the conversion of one expression node into the symbolic IR of
:mod:`code2skill.facts` (memoised per node within the nesting budget): literals and strings,
template literals, ``+`` concatenations and other binary expressions, calls and ``new``, object
literals and their keys, GraphQL documents held as a JSON AST, the labels that quote source
text, and the redaction of values given at credential positions.

May read: the tree-sitter nodes, the facts IR, the redaction rules, the extractor's state; the
scopes seam through ``self``; :mod:`~code2skill.extractors.module_facts.shared`."""
from __future__ import annotations

import re
from dataclasses import replace

from tree_sitter import Node

from code2skill.sign_in_segments import redact_sign_in_segments, sign_in_value
from code2skill.redact import (CREDENTIAL, is_credential_position, is_selector_literal, redact,
                               redact_credential)
from code2skill.facts import (Alt, Arr, BigInt, Call, Expr, Fn, Hole, Index, Lit, Member, Obj,
                              Prop, Ref, Regex, Spread, Test, Tmpl, Typed, Unknown)
from code2skill.instance_tests import OP as INSTANCE_OP

from ..and_or_choices import and_or_choice
from ..graphql_ast import MAX_DOCUMENT_CHARS, document_text, is_document_literal
from ..server_values import server_string, server_template

from .shared import (FUNCTION_TYPES, NEGATED, TRANSPARENT, hole_name, negate, plus_chain,
                     statement_literals, unwrapped)


CASTS = frozenset({"as_expression", "type_assertion", "satisfies_expression"})   # ts.declared-array
# where a cast binds a name or a module's export to the value (rule client.cast-class)
CAST_BINDINGS = frozenset({"variable_declarator", "export_statement"})
# the assertions that may type a response body (rule output.declared-answer), and the types
# that say nothing of a value
ASSERTIONS = frozenset({"as_expression", "type_assertion"})
SILENT_ASSERTIONS = frozenset({"any", "unknown", "const", "never", "object", "{}", "string",
                               "number", "boolean", "bigint", "symbol", "null", "undefined",
                               "void"})
# where an assertion of a name, member or call hands on the value it types: a local, a return,
# an arrow function's result (a call's argument or a computed key keeps its own shape)
ANSWER_BINDINGS = frozenset({"variable_declarator", "return_statement", "arrow_function"})
MAX_DEPTH = 40
# the literals a label quoting source text writes as ``…`` (:meth:`label_text`): a quoted
# string or template, to its closing quote or the text's end (a label is cut), and a number
LABEL_LITERAL = re.compile(r"([\"'`])(?:\\.|(?!\1)[^\\])*+(?:\1|\\?$)|(?<![\w$.])\d[\w.]*", re.S)
# calls whose first argument names the field their second argument fills
# (``formData.append('password', …)``, ``headers.set('X-Auth', …)``, ``xhr.setRequestHeader``)
NAMED_SETTERS = frozenset({"append", "set", "setRequestHeader", "header", "setHeader"})
# calls that encode HTTP Basic credentials (``btoa('user:pass')``)
BASIC_ENCODERS = frozenset({"btoa", "window.btoa", "Buffer.from"})


def typeof_subject(node: Node, right: Expr) -> Node | None:
    """The node ``x`` of a comparison ``typeof x === 'string'`` (binary ``node``, ``right``
    its right operand, a string literal), else ``None``."""
    left = node.child_by_field_name("left")
    if left is None or left.type != "unary_expression" or not isinstance(right, Lit) \
            or not isinstance(right.value, str):
        return None
    operator = left.child_by_field_name("operator")
    return left.child_by_field_name("argument") \
        if operator is not None and operator.type == "typeof" else None


def index_found(op: str, left: Expr, right: Expr) -> str | None:
    """Rule ``value.list-membership-test``: ``[…].indexOf(x) >= 0`` (``> -1``) of an array
    literal as the comparison ``!== -1``, ``[…].indexOf(x) < 0`` as ``=== -1`` — the op of
    that comparison, or ``None`` for any other ordering or receiver (``indexOf`` gives ``-1``
    or an index; a string's ``indexOf`` stays an ordering the resolver does not read)."""
    if not (isinstance(left, Call) and isinstance(left.callee, Member)
            and left.callee.prop == "indexOf" and isinstance(left.callee.obj, Arr)
            and isinstance(right, Lit)):
        return None
    return {(">=", 0): "!==", (">", -1): "!==", ("<", 0): "==="}.get((op, right.value))


def at_position(name: object, value: Expr) -> Expr:
    """Rule ``redact.credential-position`` at extraction, so no fact (nor the fact cache)
    holds it: a one-word string or a number literal given to a name that is a credential's
    (an object key, a variable, an assigned member, the field of ``append``/``set`` calls:
    ``{pwd: 'x'}``, ``const apiKey = 'x'``, ``fd.append('password', 'x')``) becomes
    ``<redacted:credential>``. Strings with spaces (labels of a locale table: ``password:
    'Your password'``), paths, and names of credentials (``HEADER_AUTH = 'Authorization'``,
    ``TOKEN = 'access_token'``) stay; what only resolution shows is redacted by the schema
    pass."""
    if not isinstance(name, str) or not is_credential_position("field", name):
        return value
    if isinstance(value, Lit) and is_selector_literal(name, value.value):
        return value                      # {key: 'theme'}: a setting's name (redact.selector-key)
    return credential_value(value)


def basic_credentials(value: Expr) -> Expr:
    """Rule ``redact.basic-credentials``: a ``user:password`` literal given to ``btoa`` (or
    ``Buffer.from``), the way Basic credentials are built, keeps its user and loses its
    password (``admin:<redacted:credential>``); a template keeps the user part of its text."""
    if isinstance(value, Lit) and isinstance(value.value, str) and ":" in value.value and \
            not any(c.isspace() for c in value.value):
        user, _, secret = value.value.partition(":")
        return Lit(f"{user}:{CREDENTIAL}", value.span) if secret else value
    if isinstance(value, Tmpl):
        for k, part in enumerate(value.parts):
            if isinstance(part, Lit) and isinstance(part.value, str) and ":" in part.value:
                user, _, secret = part.value.partition(":")
                if secret:
                    return replace(value, parts=(*value.parts[:k], Lit(
                        f"{user}:{CREDENTIAL}", part.span), *value.parts[k + 1:]))
                return value
    return value


def credential_value(value: Expr) -> Expr:
    """``value`` redacted as a literal sent at a credential position, with the exceptions of
    :func:`at_position`."""
    if not isinstance(value, Lit) or isinstance(value.value, str) and (
            not value.value.strip() or len(value.value.split()) > 1 or
            value.value.startswith(("/", "http")) or
            is_credential_position("field", value.value)):   # AUTH = 'access_token': a name
        return value
    redacted = redact_credential(value.value)
    return value if redacted == value.value else Lit(redacted, value.span)


def number_literal(text: str) -> int | float | None:
    """The value of a JavaScript number literal: ``0x1F``, ``1_000``, ``1e999`` (infinity),
    ``0o17``, legacy octal ``017``, BigInt ``123n`` (:class:`BigInt`); ``None`` when it is
    none of these (never a made-up value)."""
    cleaned = text.replace("_", "")
    if cleaned.endswith("n"):
        try:
            return BigInt(int(cleaned[:-1], 0))
        except ValueError:
            return None
    if len(cleaned) > 1 and cleaned[0] == "0" and cleaned[1:].isdigit():
        base = 8 if all(c in "01234567" for c in cleaned[1:]) else 10
        return int(cleaned, base)
    try:
        return int(cleaned, 0)
    except ValueError:
        pass
    try:
        return float(cleaned)
    except ValueError:
        return None


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "f": "\f", "v": "\v"}


def _unescape(seq: str) -> str:
    if len(seq) == 2:
        return _ESCAPES.get(seq[1], seq[1])
    try:
        return seq.encode("ascii", "replace").decode("unicode_escape")
    except UnicodeDecodeError:
        return seq


class Expressions:
    """The extractor's methods of this seam: expressions to the facts IR."""

    def at_position(self, name: object, value: Expr) -> Expr:
        """``value`` given to ``name``, redacted when ``name`` is a credential's
        (:func:`at_position`); a name it reads is remembered, so its literals in this file are
        redacted too."""
        if isinstance(value, Ref) and isinstance(name, str) and \
                is_credential_position("field", name):
            self.credential_refs.add(value.name)
        return at_position(name, value)

    def redact_credential_refs(self) -> None:
        """Rule ``redact.credential-position`` through a name of this file: the literals
        declared or assigned to a name read at a credential position (``const DEFAULT_PW =
        'x'; … {password: DEFAULT_PW}``) are redacted in the module's and every function's
        bindings. A constant imported from another file is redacted by the schema pass only."""
        tables = [self.facts.bindings] + [fn.locals for fn in self.facts.functions.values()]
        for names, redacted in ((self.credential_refs, credential_value),
                                (self.sign_in_refs, sign_in_value)):  # redact.sign-in-segment
            for name in names:
                for table in tables:
                    if name in table:
                        table[name] = [redacted(v) for v in table[name]]
                for fn in self.facts.functions.values():
                    if name in fn.writes:
                        fn.writes[name] = [replace(w, value=redacted(w.value))
                                           for w in fn.writes[name]]

    def sign_in_segments(self, tmpl: Tmpl) -> Tmpl:
        """``tmpl`` with rule ``redact.sign-in-segment`` applied
        (:func:`~code2skill.sign_in_segments.redact_sign_in_segments`); the names it reads in
        such a segment are remembered, so their literals in this file are redacted too."""
        done, refs = redact_sign_in_segments(tmpl)
        self.sign_in_refs.update(refs)
        return done

    def string_value(self, node: Node) -> str:
        parts = []
        for child in node.named_children:
            if child.type == "string_fragment":
                parts.append(self.src.text(child))
            elif child.type == "escape_sequence":
                parts.append(_unescape(self.src.text(child)))
        return "".join(parts)

    def expr(self, node: Node | None, depth: int = 0) -> Expr:
        """Convert an expression node into the IR; unmodelled forms become ``Unknown``.

        Each node is converted once per file (IR values are immutable and shared): a call
        nested in another call's arguments or in a chain is not converted again, unless it
        is reached ``depth`` deep where its converted IR would pass :data:`MAX_DEPTH` (rule
        ``budget.expression-depth``): each call of a 2,000-link ``.then`` chain, converted
        inner first, would otherwise hold the whole chain below it, an IR 2,000 deep that
        no recursive reader (the fact cache's encoder, pickle) can take. It is then
        converted again, cut at the limit, and not kept."""
        if node is None:
            return Unknown("missing")
        key = (node.start_byte, node.end_byte, node.kind_id)
        found = self._memo.get(key)
        if found is not None:
            height = self._heights[key]
            if depth + height <= MAX_DEPTH + 1:
                self._reach = max(self._reach, depth + height)
                return found
            return self._expr(node, depth)
        outer, self._reach = self._reach, depth
        found = self._memo[key] = self._expr(node, depth)
        self._heights[key] = self._reach - depth
        self._reach = max(outer, self._reach)
        return found

    def _expr(self, node: Node, depth: int) -> Expr:
        if depth > MAX_DEPTH:
            self.note_limit("expression-depth", f"an expression nested more than {MAX_DEPTH} "
                            "deep: its inner part is an unknown value", node)
            return Unknown("too-deep", self.src.span(node))
        t = node.type
        d = depth + 1
        if t in TRANSPARENT:
            inner = node.named_children                  # <T>x puts the type first
            value = self.expr((inner[-1] if t == "type_assertion" else inner[0])
                              if inner else None, d)
            if t in CASTS and len(inner) == 2 and isinstance(value, Arr) and not value.items:
                kind = inner[0] if t == "type_assertion" else inner[-1]   # [] as number[]
                text = self.src.text(kind)
                text = text[1:-1] if t == "type_assertion" else text      # <number[]>[]
                return Typed(value, text.strip(), self.src.span(node))
            if t == "as_expression" and len(inner) == 2 and inner[-1].type == "type_identifier" \
                    and node.parent is not None and node.parent.type in CAST_BINDINGS \
                    and isinstance(value, (Ref, Call)):
                # rule client.cast-class: `export default appProxy as Application`; rule
                # this.unseen-origin: `const label = JSON.parse(raw) as Record`
                return Typed(value, self.src.text(inner[-1]), self.src.span(node), cast=True)
            if t in ASSERTIONS and len(inner) == 2 and self.asserts_answer(node, value):
                kind = inner[0] if t == "type_assertion" else inner[-1]   # output.declared-
                text = self.src.text(kind)                                # answer
                text = (text[1:-1] if t == "type_assertion" else text).strip()
                if text not in SILENT_ASSERTIONS:
                    return Typed(value, text, self.src.span(node), form="as")
            return value
        if t == "instantiation_expression":        # json<Feed[]> (rule output.declared-answer)
            inner = node.named_children
            type_args = node.child_by_field_name("type_arguments")
            if inner and type_args is not None:
                return Typed(self.expr(inner[0], d), self.src.text(type_args)[1:-1].strip(),
                             self.src.span(node), form="instance")
        if t in ("string", "template_string") and self.src.undecodable(node):
            return Unknown("not-utf8", self.src.span(node))   # rule source.not-utf8
        if t == "string":
            text = Lit(redact(self.string_value(node)), self.src.span(node))
            return server_string(text, self.placeholder) if self.page else text
        if t == "template_string":
            return server_template(self.template(node, d), self.placeholder) \
                if self.page else self.template(node, d)
        if t == "regex":
            pattern = node.child_by_field_name("pattern")
            flags = node.child_by_field_name("flags")
            return Regex(self.src.text(pattern) if pattern is not None else "",
                         self.src.span(node),
                         flags=self.src.text(flags) if flags is not None else "")
        if t == "number":
            value = number_literal(self.src.text(node))
            return Lit(value, self.src.span(node)) if value is not None else \
                Unknown("number", self.src.span(node))
        if t in ("true", "false"):
            return Lit(t == "true", self.src.span(node))
        if t in ("null", "undefined"):
            return Lit(None, self.src.span(node), null=t == "null")
        if t == "meta_property":
            return Ref("import.meta", self.src.span(node))
        if t in ("identifier", "this", "shorthand_property_identifier", "property_identifier"):
            name = "this" if t == "this" else self.src.text(node)
            if name == "undefined":
                return Lit(None, self.src.span(node))
            return Ref(name, self.src.span(node))
        if t == "member_expression":
            prop = node.child_by_field_name("property")
            return Member(self.expr(node.child_by_field_name("object"), d),
                          self.src.text(prop) if prop is not None else "?", self.src.span(node),
                          any(c.type == "optional_chain" for c in node.children))
        if t == "subscript_expression":
            index = node.child_by_field_name("index")
            obj = self.expr(node.child_by_field_name("object"), d)
            if index is not None and index.type == "string" and \
                    not self.src.undecodable(index):
                return Member(obj, self.string_value(index), self.src.span(node))
            if index is not None and index.type == "number":
                return Member(obj, self.src.text(index), self.src.span(node))
            if index is None:
                return Unknown("computed-member", self.src.span(node))
            return Index(obj, self.expr(index, d), self.src.span(node))
        if t in ("call_expression", "new_expression"):
            return self.call(node, d)
        if t == "binary_expression":
            return self.binary(node, d)
        if t == "unary_expression" and self.src.text(node.child_by_field_name("operator")) \
                == "!":                                         # !x
            argument = self.expr(node.child_by_field_name("argument"), d)
            return negate(argument if isinstance(argument, Test) else
                          Test("truthy", argument, None, self.src.span(node)))
        if t == "unary_expression" and self.src.text(node.child_by_field_name("operator")) \
                == "-" and getattr(node.child_by_field_name("argument"), "type", None) \
                == "number":                                    # -1: rule value.negative-number
            value = number_literal(self.src.text(node.child_by_field_name("argument")))
            if value is not None and not isinstance(value, BigInt):
                return Lit(-value, self.src.span(node))
        if t == "unary_expression" and self.src.text(node.child_by_field_name("operator")) \
                == "+" and getattr(made := unwrapped(node.child_by_field_name("argument")),
                                   "type", None) == "new_expression":
            return Call(Member(self.expr(made, d), "valueOf", self.src.span(node)), (),
                        self.src.span(node))   # +new Date() is its valueOf(): value.generated
        if t == "unary_expression" and self.src.text(node.child_by_field_name("operator")) \
                in ("+", "-", "~"):                     # +x, -x, ~x: rule value.converted-type
            return Unknown("number", self.src.span(node))
        if t == "ternary_expression":
            condition = node.child_by_field_name("condition")
            return Alt((self.expr(node.child_by_field_name("consequence"), d),
                        self.expr(node.child_by_field_name("alternative"), d)),
                       self.src.span(node), "any",
                       self.condition_text(condition) if condition else None,
                       self.expr(condition, d) if condition is not None else None)
        if t == "object":
            return self.ast_document(node) or self.object(node, d)
        if t == "array":
            return Arr(tuple(self.expr(c, d) for c in node.named_children
                             if c.type != "comment"), self.src.span(node))
        if t == "spread_element":
            inner = node.named_children
            return Spread(self.expr(inner[0] if inner else None, d), self.src.span(node))
        if t in FUNCTION_TYPES:
            return Fn(self.fid(node), self.src.span(node))
        if t == "assignment_expression":
            return self.expr(node.child_by_field_name("right"), d)
        return Unknown(t, self.src.span(node))

    def template(self, node: Node, depth: int) -> Tmpl:
        """A template literal: each run of text between substitutions is one :class:`Lit`,
        its escapes read, redacted as a whole (``password: "x\\"y"`` split at the escape
        would hide the credential from the redactor)."""
        parts: list[Lit | Hole] = []
        run: list[Node] = []
        for child in [*node.named_children, None]:
            if child is not None and child.type in ("string_fragment", "escape_sequence"):
                run.append(child)
                continue
            if run:
                text = "".join(self.src.text(c) if c.type == "string_fragment"
                               else _unescape(self.src.text(c)) for c in run)
                start, end = self.src.span(run[0]), self.src.span(run[-1])
                parts.append(Lit(redact(text), (start[0], start[1], end[2], end[3])))
                run = []
            if child is not None and child.type == "template_substitution":
                inner = child.named_children
                value = self.expr(inner[0] if inner else None, depth)
                parts.append(Hole(hole_name(value), value, self.src.span(child)))
        return self.sign_in_segments(statement_literals(Tmpl(tuple(parts),
                                                             self.src.span(node))))

    def condition_text(self, condition: Node) -> str:
        """A ternary's condition as :attr:`Alt.cond` holds it: its source text (200
        characters at most) with runs of white space made one space, redacted."""
        return redact(" ".join(self.src.text(condition, 200).split()))

    def binary(self, node: Node, depth: int) -> Expr:
        op = node.child_by_field_name("operator")
        op_text = self.src.text(op) if op is not None else ""
        if op_text == "+":
            return self.concatenation(node, depth)
        left = self.expr(node.child_by_field_name("left"), depth)
        right = self.expr(node.child_by_field_name("right"), depth)
        if op_text == "||":                               # rule value.and-or-choice
            choice = and_or_choice(left, right, unwrapped(node.child_by_field_name("left")),
                                   self.src.span(node), self.condition_text)
            if choice is not None:
                return choice
        if op_text in ("||", "??"):                     # rule value.nullish-default
            return Alt((left, right), self.src.span(node), "or" if op_text == "||" else "nullish")
        if op_text == "&&":
            return Alt((left, right), self.src.span(node), "and")
        if op_text == "instanceof" and isinstance(right, (Ref, Member)):
            return Test(INSTANCE_OP, left, self.src.text(node.child_by_field_name("right")),
                        self.src.span(node))                 # rule value.instanceof-test
        if op_text in NEGATED and op_text not in ("truthy", "falsy", INSTANCE_OP):  # x !== null
            typed = typeof_subject(node, right)
            if typed is not None:                        # typeof x === 'string'
                return Test("typeof" + op_text, self.expr(typed, depth), right.value,
                            self.src.span(node))
            if isinstance(right, Lit):
                return Test(op_text, left, right.value, self.src.span(node))
            if isinstance(left, Lit):
                return Test(op_text, right, left.value, self.src.span(node))
        found = index_found(op_text, left, right)             # value.list-membership-test
        if found is not None:
            return Test(found, left, -1, self.src.span(node))
        return Unknown(f"binary:{op_text}", self.src.span(node))

    def concatenation(self, node: Node, depth: int) -> Tmpl:
        """``a + b + c …`` as one template (:func:`plus_chain`); the left-deep chain is walked
        iteratively, so a thousand-term concatenation costs no recursion depth."""
        operands = []
        cur = node
        while cur.type == "binary_expression" and (op := cur.child_by_field_name("operator")) \
                is not None and op.type == "+":
            operands.append(cur.child_by_field_name("right"))
            cur = cur.child_by_field_name("left")
        operands.append(cur)
        sides = [self.expr(o, depth) for o in reversed(operands)]
        return self.sign_in_segments(plus_chain(sides, self.src.span(node)))

    def call(self, node: Node, depth: int) -> Expr:
        is_new = node.type == "new_expression"
        callee = node.child_by_field_name("constructor" if is_new else "function")
        args_node = node.child_by_field_name("arguments")
        awaited = awaited_argument(self.src.text(callee) if callee is not None else "",
                                   args_node, is_new)
        if awaited is not None:           # rule parse.await-call: await (x).json()
            return self.expr(awaited, depth)
        args: tuple[Expr, ...] = ()
        if args_node is not None:
            if args_node.type == "template_string":      # tagged template: gql`…`
                args = (self.template(args_node, depth),)
            else:
                args = tuple(self.expr(a, depth) for a in args_node.named_children
                             if a.type != "comment")
                prop = callee.child_by_field_name("property") \
                    if callee is not None and callee.type == "member_expression" else None
                if len(args) > 1 and isinstance(args[0], Lit) and prop is not None and \
                        self.src.text(prop) in NAMED_SETTERS:      # fd.append('pwd', 'x')
                    args = (args[0], self.at_position(args[0].value, args[1]), *args[2:])
        if args and callee is not None and self.src.text(callee) in BASIC_ENCODERS:
            args = (basic_credentials(args[0]), *args[1:])       # btoa('user:pass')
        type_args = node.child_by_field_name("type_arguments")
        return Call(self.expr(callee, depth), args, self.src.span(node), is_new,
                    self.src.text(type_args)[1:-1].strip() if type_args is not None else None,
                    args_node is not None and args_node.type == "template_string")

    def asserts_answer(self, node: Node, value: Expr) -> bool:
        """Rule ``output.declared-answer``: whether the assertion ``node`` of ``value`` may
        type an answer: the value of a ``.json()`` call anywhere (``setItems((await
        r.json()) as Item[])``), or a name, member or call the assertion hands to a local, a
        ``return`` or an arrow function's result (:data:`ANSWER_BINDINGS`); elsewhere it keeps
        the plain value other rules read the shape of (``api.login(this.form.value as
        Credentials)``, ``client.account[kind as string]``)."""
        if isinstance(value, Call) and isinstance(value.callee, Member) \
                and value.callee.prop == "json":
            return True
        parent = self.up(node)
        while parent is not None and parent.type == "parenthesized_expression":
            parent = self.up(parent)
        return isinstance(value, (Ref, Member, Call)) and parent is not None \
            and parent.type in ANSWER_BINDINGS

    def ast_document(self, node: Node) -> Lit | None:
        """Rule ``graphql.ast-document``: an object literal holding a GraphQL document's JSON
        AST (graphql-codegen's ``{"kind":"Document",…} as unknown as DocumentNode<…>``) is
        the document's GraphQL text, redacted as any literal (see
        :mod:`~code2skill.extractors.graphql_ast`); ``None`` for any other object."""
        if not is_document_literal(self.src.text(node, 64)) or self.src.undecodable(node):
            return None
        text = document_text(self.src.text(node, MAX_DOCUMENT_CHARS + 1))
        return Lit(redact(text), self.src.span(node)) if text is not None else None

    def object(self, node: Node, depth: int) -> Obj:
        props: list[Prop] = []
        for child in node.named_children:
            t = child.type
            if t == "pair":
                key_node = child.child_by_field_name("key")
                if self.sets_prototype(key_node):
                    continue
                key = self.key(key_node)
                value = self.expr(child.child_by_field_name("value"), depth)
                if key is not None:
                    props.append(Prop(key, self.at_position(key, value), self.src.span(child)))
                elif key_node is not None and key_node.named_children:   # [k]: v, or a
                    computed = key_node if key_node.type == "string" \
                        else key_node.named_children[0]            # string key not UTF-8
                    props.append(Prop(None, value, self.src.span(child),
                                      key_expr=self.expr(computed, depth)))
            elif t == "shorthand_property_identifier":
                name = self.src.text(child)
                props.append(Prop(name, Ref(name, self.src.span(child)), self.src.span(child)))
            elif t == "spread_element":
                inner = child.named_children
                props.append(Prop(None, self.expr(inner[0] if inner else None, depth),
                                  self.src.span(child)))
            elif t == "method_definition":
                name = child.child_by_field_name("name")
                key = self.key(name)
                method = Fn(self.fid(child), self.src.span(child))
                if key is not None:
                    props.append(Prop(key, method, self.src.span(child)))
                elif name is not None and name.named_children:     # [LOGIN](ctx) { … }
                    props.append(Prop(None, method, self.src.span(child),
                                      key_expr=self.expr(name.named_children[0], depth)))
        return Obj(tuple(props), self.src.span(node))

    def sets_prototype(self, key_node: Node | None) -> bool:
        """Whether a pair's key is a literal ``__proto__`` (``{__proto__: p}``, ``{"__proto__":
        p}``): ECMA-262 makes ``p`` the object's prototype, not an own member, so
        ``JSON.stringify``, ``URLSearchParams`` and axios ``params`` never send it. A computed
        ``['__proto__']`` key is an own member like any other."""
        return key_node is not None and key_node.type != "computed_property_name" and \
            self.key(key_node) == "__proto__"

    def key(self, node: Node | None) -> str | None:
        """The name of a property key ``node``; ``None`` when it is computed from other than a
        string or its bytes are not UTF-8 (rule ``source.not-utf8``)."""
        if node is None or self.src.undecodable(node):
            return None
        if node.type == "string":
            return self.string_value(node)
        if node.type == "computed_property_name":
            inner = node.named_children
            if inner and inner[0].type == "string":
                return self.string_value(inner[0])
            return None
        return self.src.text(node)

    def label_text(self, node: Node, limit: int) -> str:
        """The source text of ``node`` (its first ``limit`` bytes) with every string, template
        or number literal in it written ``…`` (``['a', 'b'].forEach`` → ``[…, …].forEach``,
        ``login('u', 'p').then`` → ``login(…, …).then``): a label naming a place in the code
        never copies a value written there, which may be a credential the request binds.
        Read from the text alone (:data:`LABEL_LITERAL`), so a callee ``a.then(…)`` 40,000
        links deep costs ``limit``, not its depth."""
        return LABEL_LITERAL.sub("…", self.src.text(node, limit))


def awaited_argument(callee: str, args: Node | None, is_new: bool) -> Node | None:
    """Rule ``parse.await-call``: the tree-sitter JavaScript grammar reads ``await (x)`` in a
    function (``await (await baseRequest('/nodes', 'PUT', body)).json()``) as a call of a
    function named ``await``; a module cannot name a function so, so it is the awaited
    ``x`` (``await`` is transparent in the IR): the node of that one argument, else
    ``None``."""
    if is_new or callee != "await" or args is None or args.type != "arguments":
        return None
    inner = [a for a in args.named_children if a.type != "comment"]
    return inner[0] if len(inner) == 1 and inner[0].type != "spread_element" else None
