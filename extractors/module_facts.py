"""Turn one parsed JavaScript/TypeScript file into :class:`~code2skill.facts.ModuleFacts`.

One walk of the tree finds the structure (:data:`ROLES`: functions, declarators, assignments,
calls, imports, exports, classes, and in TypeScript interfaces and type aliases); this module
converts each node found into the symbolic IR of :mod:`code2skill.facts`. Forms handled::

    import a, {b as c} from 'x';   const {q, r: s} = require('w');   import * as ns from 'y'
    module.exports = {…};  exports.x = …;  module.exports.x = …
    export default expr;  export const x = …;  export {a as b};  export {z} from './q';  export * from './r'
    function f(a: T = 1, {id}, ...rest) {}   const f = (a) => …   obj = { m() {}, k: () => … }
    class C { field = inject(H); constructor(private api: Api) {} method() {} }
    `a/${b}`   'a' + b   a || b   a ?? b   a && b   c ? a : b   await x   x as T   x!   obj.p   obj['p']
    interface I { a?: string }   type T = 'a' | 'b'   type O = { a: string }
    enum Method { Get = 'GET', Post = 'POST' }

Nothing here knows any HTTP library: recognisers work on the facts during resolution.
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import replace
from itertools import islice
from typing import Callable

from graphql import (
    DocumentNode, FragmentDefinitionNode, GraphQLError, OperationDefinitionNode, print_ast,
)
from graphql import parse as graphql_parse
from tree_sitter import Node

from code2skill.redact import (CREDENTIAL, is_credential_position, is_selector_literal, redact,
                               redact_credential)
from code2skill.source_encoding import invalid_utf8_offset
from code2skill.string_test_guards import string_call
from code2skill.compound_tests import NEGATED_COMPOUND, compound_test
from code2skill.facts import (
    Alt, Arr, Assignment, BigInt, Call, CallSite, ClassFact, Diagnostic, EnvelopeCheck,
    ExportFact, Expr, Fn,
    FunctionFact, Hole, ImportFact, Index, Lit, LocalWrite, Member, ModuleFacts, Narrowing, Obj,
    Param, Prop, Ref, Regex, Span, Spread, Test, Tmpl, TypeDecl, TypeMember, Typed, Unknown,
)

from .narrowed_branches import constant, tested_constants
from .and_or_choices import and_or_choice
from .envelope_checks import envelope_check
from .graphql_ast import MAX_DOCUMENT_CHARS, document_text, is_document_literal
from .inline_scripts import RULE as INLINE_SCRIPT_RULE, blank_placeholders
from .htmx_attributes import htmx_sites
from .data_urls import data_urls
from .inline_handlers import MAX_CALLS as MAX_HANDLER_CALLS, MENTION as HANDLER_MENTION
from .inline_handlers import page_sites, setter_sites, string_sites
from .template_scripts import blank_template_syntax
from .languages import (
    SCRIPT_HOSTS, TEMPLATE_TAG_GRAMMARS, blank_templates, parse_script, point_of, script_trees,
)
from .jsx_elements import component_calls
from .line_docs import line_doc
from .markup_writes import markup_writes, vue_models
from .setup_template import options_template_span, setup_template_span
from .separator_arms import join_separator_arms
from .switch_arms import CASE_ENDS, CASE_TYPES as SWITCH_CASES, SwitchReading, case_tests, \
    other_cases, read_switch
from .server_values import bare_placeholder, server_string, server_template
from .ssr_branch import server_step
from .ui_triggers import extract_triggers, template_triggers
from .markup_expressions import RULE as MARKUP_RULE, markup_script
from .component_props import component_uses
from .svelte_elements import svelte_elements

FUNCTION_TYPES = frozenset({
    "function_declaration", "generator_function_declaration", "function_expression",
    "arrow_function", "method_definition", "function",
})
TRANSPARENT = frozenset({
    "parenthesized_expression", "await_expression", "as_expression", "satisfies_expression",
    "non_null_expression", "type_assertion",
})
CASTS = frozenset({"as_expression", "type_assertion", "satisfies_expression"})   # ts.declared-array
# where a cast binds a name or a module's export to the value (rule client.cast-class)
CAST_BINDINGS = frozenset({"variable_declarator", "export_statement"})
# The role of each node type the extractor reads (rule ``budget.role-walk``): the nodes are
# collected in the one walk that indexes parents (index_tree), not by a tree-sitter query,
# whose cursor lost every node nested past 32,767 levels and took 30 s to find the others of
# a 40,000-link ``.then`` chain. TypeScript-only types never occur in a JavaScript tree.
ROLES = {
    "function_declaration": "function", "generator_function_declaration": "function",
    "function_expression": "function", "arrow_function": "function",
    "method_definition": "function", "return_statement": "return",
    "variable_declarator": "declarator", "for_in_statement": "for_of",
    "assignment_expression": "assignment", "augmented_assignment_expression": "assignment",
    "update_expression": "assignment",
    "call_expression": "call", "new_expression": "call", "import_statement": "import",
    "export_statement": "export", "class_declaration": "class",
    "interface_declaration": "type", "type_alias_declaration": "type",
    "abstract_class_declaration": "class", "enum_declaration": "enum",
    "jsx_opening_element": "element", "jsx_self_closing_element": "element",
    "if_statement": "branch", "switch_statement": "switch",
}
# node types with a role only when their field holds a number (``x.status === 401``,
# ``case 404:``): type → (field, role)
NUMBER_ROLES = {"binary_expression": ("right", "status_check"),
                "switch_case": ("value", "status_case")}
MAX_DEPTH = 40
MAX_CHAIN = 64           # links of a call chain recorded at one call (``a().b().c()…``)
MAX_FUNCTION_NESTING = 64   # functions nested in functions (budget.function-nesting)
MAX_REASSIGNED = 16      # values a string variable built by reassignments keeps apart
# the enclosing ifs a write records as its guards, and the arms it records as running instead
# (an else-if chain of n arms would give each arm n tests: n² in all)
MAX_GUARDS = 32
MAX_BUILT_SIZE = 256     # template parts a value built by reassignments may reach
# generic function types and calls whose type argument types a function's first parameter:
# name → index of that type argument (Redux Toolkit's thunk payload creators, effector's
# createEffect<Params, Done, Fail>(handler))
CONTEXTUAL_PARAMETER_TYPES = {"AsyncThunkPayloadCreator": 1, "createAsyncThunk": 1,
                              "createEffect": 0, "SubmitHandler": 0}
MAX_STRING = 4096
# the literals a label quoting source text writes as ``…`` (:meth:`label_text`): a quoted
# string or template, to its closing quote or the text's end (a label is cut), and a number
LABEL_LITERAL = re.compile(r"([\"'`])(?:\\.|(?!\1)[^\\])*+(?:\1|\\?$)|(?<![\w$.])\d[\w.]*", re.S)
MAX_TYPE_NESTING = 12    # inline object types whose members a type member keeps, nested
PROTO = "__proto__"          # a member name that sets a prototype, never a member
# calls whose first argument names the field their second argument fills
# (``formData.append('password', …)``, ``headers.set('X-Auth', …)``, ``xhr.setRequestHeader``)
NAMED_SETTERS = frozenset({"append", "set", "setRequestHeader", "header", "setHeader"})
# calls that encode HTTP Basic credentials (``btoa('user:pass')``)
BASIC_ENCODERS = frozenset({"btoa", "window.btoa", "Buffer.from"})


CONTINUATION = bytes(range(0x80, 0xC0))     # UTF-8 continuation bytes: no code point of their own
COLUMN_BLOCK = 4096                           # bytes between a long line's column checkpoints


def outer_first(node: Node) -> tuple[int, int]:
    """A total order of nodes: by start byte, then the wider (enclosing) one first. Functions
    are added outer before inner, so a function's parent exists first (rule
    ``order.deterministic``: the nodes of a role are sorted, whatever order they were found
    in; the calls of a chain ``a().b().c()`` all start at one byte)."""
    return node.start_byte, -node.end_byte


def inner_first(node: Node) -> tuple[int, int]:
    """A total order of nodes: by start byte, then the narrower (enclosed) one first. Calls are
    read inner before outer, so the request at the head of an 800-link chain
    ``fetch(url).then(…)…`` is converted from its own call, not 40 links down another's, where
    the expression-depth limit makes it unknown (rule ``order.deterministic``)."""
    return node.start_byte, node.end_byte


class _Source:
    """Byte source of one file with span conversion (1-based lines, code-point columns).

    A column is the count of code points before the node on its line (a BOM is not one). On a
    valid UTF-8 line it is the count of bytes that are no continuation byte, read from the
    nearest checkpoint (every :data:`COLUMN_BLOCK` bytes) on: linear in the line once, never
    once per node, so a megabyte one-line bundle is not decoded again for each of its nodes.
    A line that is not valid UTF-8 is decoded with replacement characters, as it is shown."""

    def __init__(self, data: bytes):
        self.data = data
        self.ascii = data.isascii()
        self._utf8: bool | None = None
        self._lines: list[bytes] | None = None
        self._checkpoints: dict[int, list[int] | None] = {}

    def text(self, node: Node, limit: int = MAX_STRING) -> str:
        end = min(node.end_byte, node.start_byte + limit)
        return self.data[node.start_byte:end].decode("utf-8", "replace")

    def undecodable(self, node: Node) -> bool:
        """Rule ``source.not-utf8``: whether the bytes of ``node`` are not valid UTF-8 (its
        text then holds U+FFFD where the file holds other bytes)."""
        if self.ascii:
            return False
        if self._utf8 is None:
            self._utf8 = invalid_utf8_offset(self.data) is None
        return not self._utf8 and \
            invalid_utf8_offset(self.data[node.start_byte:node.end_byte]) is not None

    def _column(self, row: int, byte_col: int) -> int:
        if self.ascii:
            return byte_col + 1
        if self._lines is None:
            self._lines = self.data.split(b"\n")
        line = self._lines[row] if row < len(self._lines) else b""
        bom = row == 0 and line.startswith(b"\xef\xbb\xbf")     # a BOM is not a column
        marks = self._line_checkpoints(row, line)
        if marks is None:
            start = 3 if bom else 0
            return len(line[start:byte_col].decode("utf-8", "replace")) + 1
        block = byte_col // COLUMN_BLOCK
        before = marks[block] + len(line[block * COLUMN_BLOCK:byte_col].translate(None,
                                                                                  CONTINUATION))
        return before - (1 if bom and byte_col > 0 else 0) + 1

    def _line_checkpoints(self, row: int, line: bytes) -> list[int] | None:
        """Code points before each :data:`COLUMN_BLOCK`-byte boundary of valid UTF-8 ``line``
        (``None`` when it is not valid UTF-8); computed once per line."""
        if row not in self._checkpoints:
            try:
                line.decode("utf-8")
            except UnicodeDecodeError:
                self._checkpoints[row] = None
                return None
            marks, total = [0], 0
            for start in range(0, len(line), COLUMN_BLOCK):
                total += len(line[start:start + COLUMN_BLOCK].translate(None, CONTINUATION))
                marks.append(total)
            self._checkpoints[row] = marks
        return self._checkpoints[row]

    def span(self, node: Node) -> Span:
        (r1, c1), (r2, c2) = node.start_point, node.end_point
        return (r1 + 1, self._column(r1, c1), r2 + 1, self._column(r2, c2))

    def span_at(self, start: int, end: int) -> Span:
        """The span of the byte range ``start``–``end`` of the file."""
        (r1, c1), (r2, c2) = point_of(self.data, start), point_of(self.data, end)
        return (r1 + 1, self._column(r1, c1), r2 + 1, self._column(r2, c2))


class _Extractor:
    """One-shot converter for a single file; use :func:`extract_module`."""

    def __init__(self, path: str, grammar: str, data: bytes, src: "_Source | None" = None,
                 sha256: str | None = None, queries: str | None = None, page: bool = False):
        """``src`` and ``sha256`` (the hex digest of ``data``) are the file's, given when
        several scripts of one file are read one after the other: reading and hashing the
        whole file once per script made 10,000 ``<script>`` blocks quadratic. ``queries`` is
        the grammar the tree was parsed with when it is not the file's own ``grammar``
        (rule ``parse.jsx-reserved-member``). ``page``: the script is an HTML page's, whose
        strings may hold a server template's expressions (rule ``value.server-template``)."""
        self.page = page
        self.placeholder = bare_placeholder(path) if page else None   # value.template-placeholder
        self.src = src or _Source(data)
        self.path = path
        self.grammar = queries or grammar
        self.facts = ModuleFacts(path=path, language=grammar,
                                 sha256=sha256 or hashlib.sha256(data).hexdigest())
        self.fn_ids: dict[tuple[int, int], str] = {}
        self._memo: dict[tuple[int, int, int], Expr] = {}
        # the IR nesting below each converted node, and the deepest level the conversion in
        # progress reached (expr): a node's IR is reused only where it stays within MAX_DEPTH
        self._heights: dict[tuple[int, int, int], int] = {}
        self._reach = 0
        # names read at credential positions (``{password: DEFAULT_PW}``): their literal
        # values in this file are redacted once the file is read (redact_credential_refs)
        self.credential_refs: set[str] = set()
        self._parents: dict[int, Node | None] = {}       # node id → parent (index_tree)
        self._comments: dict[int, Node] = {}    # node id → the comment right before it
        self._links: dict[int, tuple[Node, tuple] | None] = {}   # node id → chain_link
        self._positions: dict[int, int] = {}    # call node id → chain_position
        self.roles: dict[str, list[Node]] = {}   # role → its nodes in tree order (index_tree)
        self._scopes: dict[int, str | None] = {}
        self._guarded: dict[int, bool] = {}
        self._enclosing: dict[tuple[int, str], tuple[tuple[Span, ...], bool]] = {}
        # (ancestor, function) → (innermost if an arm of which leaves, a try seen, function)
        self._exits: dict[tuple[int, str], tuple[Span | None, bool, Span | None]] = {}
        self._if_guards: dict[int, Expr | None] = {}
        self._switches: dict[int, SwitchReading] = {}   # switch node id → its reading
        self._server_branch: dict[int, bool | None] = {}
        self._classes: dict[int, str | None] = {}
        self._limits: set[str] = set()
        # (declaring function id or None, name) → the span of the assignment that made each
        # value of its list of values (``None``: a declaration), rule value.exclusive-arms
        self._made_by: dict[tuple[str | None, str], list[Span | None]] = {}

    # ----------------------------------------------------------------- helpers
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
        for name in self.credential_refs:
            for table in tables:
                if name in table:
                    table[name] = [credential_value(v) for v in table[name]]
            for fn in self.facts.functions.values():
                if name in fn.writes:
                    fn.writes[name] = [replace(w, value=credential_value(w.value))
                                       for w in fn.writes[name]]

    def fid(self, node: Node) -> str:
        return f"{self.path}#{node.start_byte}"

    def up(self, node: Node | None) -> Node | None:
        """``node.parent`` from the index :meth:`run` builds in one walk of the tree.
        Tree-sitter finds a parent (and a sibling) by descending from the root, O(depth), so
        asking it for each function or call of a 6,000-link ``.then`` chain cost O(depth²);
        the index answers in O(1) (rule ``budget.parent-walk``). A node outside the indexed
        tree is asked of tree-sitter."""
        if node is None:
            return None
        key = node.id
        if key not in self._parents:
            self._parents[key] = node.parent
        return self._parents[key]

    def comment_before(self, node: Node) -> Node | None:
        """``node.prev_named_sibling`` when it is a comment, else ``None``, from the index
        :meth:`run` builds (see :meth:`up`)."""
        if node.is_named and node.id in self._parents:
            return self._comments.get(node.id)
        prev = node.prev_named_sibling
        return prev if prev is not None and prev.type == "comment" else None

    def index_tree(self, root: Node) -> None:
        """Record the parent of every named node of ``root``'s tree, the comment right
        before each one that follows a comment, and the nodes of each role (:data:`ROLES`,
        :data:`NUMBER_ROLES` → :attr:`roles`), in one TreeCursor walk: O(nodes), against
        O(depth) per question asked of tree-sitter (:meth:`up`). Tokens (anonymous nodes)
        are left out: nothing walks up from them, and a megabyte bundle has a million."""
        cursor = root.walk()
        ancestors: list[Node | None] = [self._parents.get(root.id, root.parent)]
        previous: list[Node | None] = [None]       # the last named node seen on each level
        while True:
            node = cursor.node
            if node.is_named:
                self._parents[node.id] = ancestors[-1]
                self.note_role(node)
                if previous[-1] is not None and previous[-1].type == "comment":
                    self._comments[node.id] = previous[-1]
                previous[-1] = node
                if cursor.goto_first_child():
                    ancestors.append(node)
                    previous.append(None)
                    continue
            while not cursor.goto_next_sibling():
                if not cursor.goto_parent():
                    return
                ancestors.pop()
                previous.pop()

    def note_role(self, node: Node) -> None:
        """Add ``node`` to :attr:`roles` under its role, if it has one."""
        role = ROLES.get(node.type)
        if role is None and node.type in NUMBER_ROLES:
            field, found = NUMBER_ROLES[node.type]
            value = node.child_by_field_name(field)
            role = found if value is not None and value.type == "number" else None
        if role is not None:
            self.roles.setdefault(role, []).append(node)

    def scope_of(self, node: Node) -> str | None:
        """The id of the innermost function enclosing ``node`` (``None`` at module level)."""
        return self.inherited(node, self._scopes, self.scope_step)

    def scope_step(self, parent: Node, child: Node) -> tuple[bool, str | None]:
        if parent.type in FUNCTION_TYPES:
            return True, self.fn_ids.get((parent.start_byte, parent.end_byte))
        return False, None

    def inherited(self, node: Node, memo: dict, step: Callable) -> object:
        """A property a node inherits from its nearest deciding ancestor, memoised by node id
        so that each ancestor is visited once per file (linear, not quadratic, in nesting
        depth): ``step(parent, child)`` → ``(decided, value)``; the value is ``None`` at the
        root."""
        path: list[Node] = []
        cur, value = node, None
        while True:
            if cur.id in memo:
                value = memo[cur.id]
                break
            parent = self.up(cur)
            if parent is None:
                break
            decided, found = step(parent, cur)
            path.append(cur)
            if decided:
                value = found
                break
            cur = parent
        for seen in path:
            memo[seen.id] = value
        return value

    def string_value(self, node: Node) -> str:
        parts = []
        for child in node.named_children:
            if child.type == "string_fragment":
                parts.append(self.src.text(child))
            elif child.type == "escape_sequence":
                parts.append(_unescape(self.src.text(child)))
        return "".join(parts)

    # -------------------------------------------------------------- expressions
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
                    and (isinstance(value, Ref) or isinstance(value, Call) and value.new):
                # rule client.cast-class: `export default appProxy as Application`
                return Typed(value, self.src.text(inner[-1]), self.src.span(node), cast=True)
            return value
        if t in ("string", "template_string") and self.src.undecodable(node):
            return Unknown("not-utf8", self.src.span(node))   # rule source.not-utf8
        if t == "string":
            text = Lit(redact(self.string_value(node)), self.src.span(node))
            return server_string(text, self.placeholder) if self.page else text
        if t == "template_string":
            return server_template(self.template(node, d)) if self.page else \
                self.template(node, d)
        if t == "regex":
            pattern = node.child_by_field_name("pattern")
            flags = node.child_by_field_name("flags")
            return Regex(self.src.text(pattern) if pattern is not None else "",
                         self.src.span(node), self.src.text(flags) if flags is not None else "")
        if t == "number":
            value = number_literal(self.src.text(node))
            return Lit(value, self.src.span(node)) if value is not None else \
                Unknown("number", self.src.span(node))
        if t in ("true", "false"):
            return Lit(t == "true", self.src.span(node))
        if t in ("null", "undefined"):
            return Lit(None, self.src.span(node))
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
                          self.src.text(prop) if prop is not None else "?", self.src.span(node))
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
        return Tmpl(tuple(parts), self.src.span(node))

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
        if op_text in ("||", "??"):
            return Alt((left, right), self.src.span(node), "or")
        if op_text == "&&":
            return Alt((left, right), self.src.span(node), "and")
        if op_text in NEGATED and op_text not in ("truthy", "falsy"):    # x !== null
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
        return plus_chain([self.expr(o, depth) for o in reversed(operands)],
                          self.src.span(node))

    def call(self, node: Node, depth: int) -> Expr:
        is_new = node.type == "new_expression"
        callee = node.child_by_field_name("constructor" if is_new else "function")
        args_node = node.child_by_field_name("arguments")
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

    # ---------------------------------------------------------------- functions
    def function_name(self, node: Node) -> str:
        """A qualified, human-readable name from where the function is defined."""
        name = node.child_by_field_name("name")
        parent = self.up(node)
        if node.type == "method_definition":
            own = self.key(name) or "<method>"
            if parent is not None and parent.type == "class_body":
                return f"{self.class_name(self.up(parent))}.{own}"
            return self.owner_prefix(parent) + own
        if name is not None and node.type != "arrow_function":
            return self.src.text(name)
        if parent is None:
            return "<anonymous>"
        if parent.type == "variable_declarator":
            target = parent.child_by_field_name("name")
            return self.src.text(target) if target is not None else "<anonymous>"
        if parent.type == "pair":
            return self.owner_prefix(self.up(parent)) + (
                self.key(parent.child_by_field_name("key")) or "?")
        if parent.type == "assignment_expression":
            return self.src.text(parent.child_by_field_name("left"), 120)
        if parent.type in ("public_field_definition", "field_definition"):
            field = parent.child_by_field_name("name") or parent.child_by_field_name("property")
            return f"{self.class_name(self.up(self.up(parent)))}." + (
                self.src.text(field) if field is not None else "?")
        if parent.type == "export_statement":
            return "default"
        if parent.type == "arguments" and self.up(parent) is not None:
            callee = self.up(parent).child_by_field_name("function")
            return f"<callback {self.label_text(callee, 60) if callee is not None else '?'}>"
        return "<anonymous>"

    def label_text(self, node: Node, limit: int) -> str:
        """The source text of ``node`` (its first ``limit`` bytes) with every string, template
        or number literal in it written ``…`` (``['a', 'b'].forEach`` → ``[…, …].forEach``,
        ``login('u', 'p').then`` → ``login(…, …).then``): a label naming a place in the code
        never copies a value written there, which may be a credential the request binds.
        Read from the text alone (:data:`LABEL_LITERAL`), so a callee ``a.then(…)`` 40,000
        links deep costs ``limit``, not its depth."""
        return LABEL_LITERAL.sub("…", self.src.text(node, limit))

    def owner_prefix(self, obj: Node | None) -> str:
        """``requests.`` for a member of ``const requests = {…}``; nested objects chain."""
        if obj is None or obj.type != "object":
            return ""
        parent = self.up(obj)
        while parent is not None and parent.type in TRANSPARENT:
            parent = self.up(parent)
        if parent is None:
            return ""
        if parent.type == "variable_declarator":
            name = parent.child_by_field_name("name")
            return (self.src.text(name) + ".") if name is not None else ""
        if parent.type == "pair":
            return self.owner_prefix(self.up(parent)) + (
                self.key(parent.child_by_field_name("key")) or "?") + "."
        if parent.type == "assignment_expression":
            return self.src.text(parent.child_by_field_name("left"), 120) + "."
        if parent.type == "export_statement":
            return "default."
        return ""

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

    def params(self, node: Node) -> tuple[Param, ...]:
        params_node = node.child_by_field_name("parameters")
        if params_node is None:
            single = node.child_by_field_name("parameter")        # x => …
            return (Param(self.src.text(single)),) if single is not None else ()
        out = []
        for p in params_node.named_children:
            out.append(self.param(p))
        return tuple(x for x in out if x is not None)

    def param(self, p: Node) -> Param | None:
        t = p.type
        type_text = None
        default = None
        if t in ("required_parameter", "optional_parameter"):
            ann = p.child_by_field_name("type")
            if ann is not None:
                type_text = self.src.text(ann).lstrip(":").strip()
            value = p.child_by_field_name("value")
            if value is not None:
                default = self.expr(value)
            pattern = p.child_by_field_name("pattern")
            if pattern is None:
                return None
            if t == "optional_parameter" and type_text:
                type_text = f"{type_text} | undefined"
            p = pattern
            t = p.type
        if t == "assignment_pattern":
            default = self.expr(p.child_by_field_name("right"))
            p = p.child_by_field_name("left")
            t = p.type if p is not None else ""
        if t == "identifier":
            return Param(self.src.text(p), type_text, self.at_position(self.src.text(p), default)
                         if default is not None else None)
        if t == "rest_pattern":
            inner = p.named_children
            return Param(self.src.text(inner[0]) if inner else None, type_text, rest=True)
        if t == "object_pattern":
            return Param(None, type_text, default, pattern=self.pattern_names(p))
        if t == "array_pattern":
            return Param(None, type_text, default, elements=tuple(
                self.src.text(e) if e.type == "identifier" else None
                for e in p.named_children if e.type != "comment"))
        if t in ("this", "comment"):
            return None
        return Param(None, type_text, default)

    def contextual(self, node: Node, params: tuple[Param, ...]) -> tuple[Param, ...]:
        """Rule ``ts.contextual-parameter``: an untyped first parameter of a function typed by
        where it stands — the initializer of ``const f: AsyncThunkPayloadCreator<R, Arg> =
        (arg) => …`` or of react-hook-form's ``const onSubmit: SubmitHandler<FormValues> =
        (data) => …``, or the callback of ``createAsyncThunk<R, Arg>('type', (arg) => …)`` —
        has that type argument as its type (see :data:`CONTEXTUAL_PARAMETER_TYPES`); so has
        the ``query``/``queryFn`` of an RTK Query endpoint ``build.mutation<R, Arg>({query:
        (arg) => …})`` (rule ``rtk-query.endpoint-argument``, :meth:`endpoint_argument`)."""
        if not params or params[0].type_text is not None or self.up(node) is None:
            return params
        argument = self.endpoint_argument(node)
        if argument is not None:
            return (replace(params[0], type_text=argument),) + params[1:]
        generic = None
        parent = self.up(node)
        if parent.type == "variable_declarator":
            generic = parent.child_by_field_name("type")
            generic = generic.named_children[0] if generic is not None and \
                generic.named_children else None
        elif parent.type == "arguments" and self.up(parent) is not None:
            generic = self.up(parent)
            form = self.form_values(generic)
            if form is not None:
                return (replace(params[0], type_text=form),) + params[1:]
        if generic is None:
            return params
        head = generic.child_by_field_name("name") or generic.child_by_field_name("function")
        args = generic.child_by_field_name("type_arguments")
        index = CONTEXTUAL_PARAMETER_TYPES.get(self.src.text(head) if head is not None else "")
        if index is None or args is None or len(args.named_children) <= index:
            return params
        first = replace(params[0], type_text=self.src.text(args.named_children[index]))
        return (first,) + params[1:]

    def endpoint_argument(self, node: Node) -> str | None:
        """Rule ``rtk-query.endpoint-argument``: the ``Arg`` type of the RTK Query endpoint
        whose ``query`` or ``queryFn`` function ``node`` is (``build.query<R, Arg>({query:
        (arg) => …})``, also the method form ``query(arg) {…}``), the second type argument of
        a ``.query``/``.mutation`` call whose first argument holds it; else ``None``."""
        holder = self.up(node)
        if node.type == "method_definition":
            key, holder = node.child_by_field_name("name"), holder
        elif holder is not None and holder.type == "pair":
            key, holder = holder.child_by_field_name("key"), self.up(holder)
        else:
            return None
        if key is None or self.src.text(key).strip("'\"") not in ("query", "queryFn") \
                or holder is None or holder.type != "object":
            return None
        arguments = self.up(holder)
        call = self.up(arguments) if arguments is not None else None
        if arguments is None or arguments.type != "arguments" or call is None \
                or call.type != "call_expression" or arguments.named_children[:1] != [holder]:
            return None
        callee = call.child_by_field_name("function")
        types = call.child_by_field_name("type_arguments")
        if callee is None or callee.type != "member_expression" or types is None \
                or len(types.named_children) < 2 or self.src.text(
                    callee.child_by_field_name("property")) not in ("query", "mutation"):
            return None
        return self.src.text(types.named_children[1])

    def form_values(self, call: Node) -> str | None:
        """Rule ``ts.contextual-parameter`` for react-hook-form: the ``FormValues`` of
        ``handleSubmit((data) => …)`` (or ``form.handleSubmit(…)``) when ``handleSubmit`` (or
        ``form``) is declared in an enclosing block from ``useForm<FormValues>()`` or
        ``useFormContext<FormValues>()``; else ``None``."""
        callee = call.child_by_field_name("function")
        if callee is None or call.type != "call_expression":
            return None
        if callee.type == "identifier" and self.src.text(callee) == "handleSubmit":
            owner = None
        elif callee.type == "member_expression" and self.src.text(
                callee.child_by_field_name("property")) == "handleSubmit" \
                and callee.child_by_field_name("object").type == "identifier":
            owner = self.src.text(callee.child_by_field_name("object"))
        else:
            return None
        block = self.up(call)
        while block is not None:
            if block.type in ("statement_block", "program"):
                for statement in block.named_children:
                    found = self.form_declaration(statement, owner)
                    if found is not None:
                        return found
            block = self.up(block)
        return None

    def form_declaration(self, statement: Node, owner: str | None) -> str | None:
        """The type argument of ``const {handleSubmit} = useForm<T>()`` (``owner`` ``None``) or
        ``const owner = useForm<T>()`` in ``statement``, else ``None``."""
        if statement.type not in ("lexical_declaration", "variable_declaration"):
            return None
        for declarator in statement.named_children:
            name = declarator.child_by_field_name("name")
            value = declarator.child_by_field_name("value")
            if declarator.type != "variable_declarator" or name is None or value is None \
                    or value.type != "call_expression":
                continue
            head = value.child_by_field_name("function")
            args = value.child_by_field_name("type_arguments")
            if head is None or args is None or not args.named_children or \
                    self.src.text(head) not in ("useForm", "useFormContext"):
                continue
            names = self.pattern_names(name) if name.type == "object_pattern" else ()
            if owner is None and "handleSubmit" in names or \
                    owner is not None and name.type == "identifier" \
                    and self.src.text(name) == owner:
                return self.src.text(args.named_children[0])
        return None

    def pattern_names(self, p: Node) -> tuple[str, ...]:
        names = []
        for child in p.named_children:
            if child.type in ("shorthand_property_identifier_pattern", "identifier"):
                names.append(self.src.text(child))
            elif child.type == "pair_pattern":
                key = self.key(child.child_by_field_name("key"))
                if key:
                    names.append(key)
            elif child.type == "object_assignment_pattern":
                left = child.child_by_field_name("left")
                if left is not None:
                    names.append(self.src.text(left))
            elif child.type == "rest_pattern" and child.named_children:
                names.append("..." + self.src.text(child.named_children[0]))
        return tuple(names)

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

    def within_nesting(self, functions: list[Node]) -> list[Node]:
        """Rule ``budget.function-nesting``: the functions (in source order) nested at most
        :data:`MAX_FUNCTION_NESTING` deep; a deeper one is no function of its own (its code
        belongs to the function at the limit), with one ``limit`` diagnostic, so that every
        walk up a chain of enclosing functions stays short (10,000 nested ``() =>`` ended
        the run with a RecursionError)."""
        kept, open_ends = [], []
        for node in functions:
            while open_ends and open_ends[-1] <= node.start_byte:
                open_ends.pop()
            open_ends.append(node.end_byte)
            if len(open_ends) <= MAX_FUNCTION_NESTING:
                kept.append(node)
            else:
                self.note_limit("function-nesting", f"functions nested more than "
                                f"{MAX_FUNCTION_NESTING} deep: the deeper ones are read as "
                                "part of the one at the limit", node)
        return kept

    def add_function(self, node: Node) -> None:
        fid = self.fid(node)
        body = node.child_by_field_name("body")
        annotation = node.child_by_field_name("return_type")
        if annotation is not None and annotation.named_children:
            annotation = annotation.named_children[0]     # the type, after the colon
        fact = FunctionFact(fid=fid, name=self.function_name(node),
                            params=self.contextual(node, self.params(node)),
                            span=self.src.span(node), parent=self.scope_of(node),
                            doc=self.leading_doc(node),
                            return_type=(self.src.text(annotation).lstrip(":").strip(),
                                         self.src.span(annotation))
                            if annotation is not None else None,
                            type_params=self.type_params(node),
                            is_async=any(c.type == "async" for c in node.children))
        parent = self.up(node)
        if node.type == "method_definition" and parent is not None \
                and parent.type == "class_body":
            fact.class_name = self.class_name(self.up(parent))
        elif node.type == "arrow_function":
            fact.arrow = True
            fact.class_name = self.enclosing_class(node)
        fact.member = parent is not None and (                  # rule scope.inner-function
            node.type == "method_definition" and parent.type == "object"
            or node.type in ("function_expression", "function") and parent.type == "pair")
        if body is not None and node.type == "arrow_function" and body.type != "statement_block":
            fact.returns.append(self.expr(body))
            fact.return_guards.append(())
        self.facts.functions[fid] = fact

    def leading_doc(self, node: Node) -> str | None:
        """The JSDoc block right above a function or the statement that declares it, else the
        run of ``//`` line comments directly above it (rule ``description.line-doc``,
        :mod:`extractors.line_docs`), as ``// text`` lines."""
        cur = node
        for _ in range(4):
            prev = self.comment_before(cur)
            if prev is not None:
                text = self.src.text(prev, 2000)
                if text.startswith("/**"):
                    return redact(text)
                run = self.line_comment_run(prev, cur)
                if run and run[0].startswith("/**"):        # a JSDoc above a directive line
                    return redact(run[0])
                doc = line_doc(run)
                return redact(doc) if doc else None
            parent = self.up(cur)
            if parent is None or parent.type in ("program", "class_body", "object"):
                return None
            cur = parent
        return None

    def line_comment_run(self, last: Node, node: Node) -> list[str]:
        """The texts, in source order, of the ``//`` comments that end with ``last`` and run
        up line by line from the line right above ``node``, each alone on its line (rule
        ``description.line-doc``); a ``/** */`` block right above the run heads it. ``[]`` when
        ``last`` is no such comment (a blank line or code between, a trailing comment)."""
        run: list[str] = []
        below = node.start_point[0]
        comment: Node | None = last
        while comment is not None and comment.end_point[0] == below - 1 \
                and self.alone_on_line(comment):
            text = self.src.text(comment, 2000)
            if text.startswith("/**"):
                run.append(text)
                break
            if not text.startswith("//"):
                break
            run.append(text)
            below = comment.start_point[0]
            comment = self.comment_before(comment)
        run.reverse()
        return run

    def alone_on_line(self, node: Node) -> bool:
        """Whether nothing but blanks precedes ``node`` on its first line."""
        data = self.src.data
        return not data[data.rfind(b"\n", 0, node.start_byte) + 1:node.start_byte].strip()

    # ------------------------------------------------------------- statements
    def bind(self, scope: str | None, name: str, value: Expr, node: Node | None = None
             ) -> None:
        """Record a declaration ``name = value`` in ``scope``; with the declaring ``node``, a
        function's local also records the write's place."""
        table = self.facts.functions[scope].locals if scope in self.facts.functions \
            else self.facts.bindings
        table.setdefault(name, []).append(value)
        if node is not None and scope in self.facts.functions:
            self.record_write(self.facts.functions[scope], name, value, node, scope)

    def record_write(self, owner: FunctionFact, name: str, value: Expr, node: Node,
                     scope: str | None) -> None:
        """Append a :class:`LocalWrite` of ``name`` (declared by ``owner``) made by ``node``
        in function ``scope``: the loops of ``owner`` around it, whether it runs
        unconditionally in ``owner``'s own body, outside any ``try`` and any inner block (a
        declaration there may be another variable of the same name), and the other arms of
        the ``if``/``else``s around it (:func:`other_arm`)."""
        loops, nested = self.enclosing(node, owner.fid)
        owner.writes.setdefault(name, []).append(LocalWrite(
            value, self.src.span(node), scope, loops,
            kills=scope == owner.fid and not nested and not self.guarded(node),
            guards=self.if_guards(node, owner.fid, MAX_GUARDS) if scope == owner.fid else None,
            exclusive=self.other_arms(node, owner.fid) + self.exit_region(node, owner.fid)))

    def enclosing(self, node: Node, fid: str) -> tuple[tuple[Span, ...], bool]:
        """The spans of the loops around ``node`` up to function ``fid``, innermost first, and
        whether a ``try`` or a block other than the function's body holds it
        (:meth:`record_write`), folded by :meth:`walk_up`."""
        def step(ancestor: Node, found: tuple[tuple[Span, ...], bool]):
            loops, nested = found
            return ((self.src.span(ancestor),) + loops if ancestor.type in LOOPS else loops,
                    nested or ancestor.type == "try_statement" or (
                        ancestor.type == "statement_block"
                        and not self.is_function(self.up(ancestor), fid)))
        return self.walk_up(self.up(node), fid, self._enclosing, lambda _: ((), False), step)

    def walk_up(self, start: Node | None, fid: str, memo: dict, top, step):
        """A fold of ``step(node, value above it)`` over ``start`` and its ancestors up to
        function ``fid``, outermost first, starting from ``top(the function's node, or
        None)``; memoised by ancestor and function in ``memo``, so the writes of an ``else
        if`` chain of N arms take O(N) steps, not O(N²) (rule ``budget.parent-walk``)."""
        path: list[Node] = []
        cur = start
        while cur is not None and not self.is_function(cur, fid):
            if (cur.id, fid) in memo:
                found = memo[(cur.id, fid)]
                break
            path.append(cur)
            cur = self.up(cur)
        else:
            found = top(cur)
        for node in reversed(path):
            found = memo[(node.id, fid)] = step(node, found)
        return found

    def other_arms(self, node: Node, fid: str | None) -> tuple[Span, ...]:
        """The spans of the arms of the ``if``/``else``s around ``node`` up to function
        ``fid`` (the whole file for ``None``) that run instead of the arm holding it
        (:func:`other_arm`), and of the other cases of a ``switch`` none of whose cases falls
        through (:func:`~extractors.switch_arms.other_cases`), innermost first, at most
        :data:`MAX_GUARDS` of them (an arm further out is taken as one that may run before:
        its value may be built on)."""
        arms: list[Span] = []
        child, cur = node, self.up(node)
        while cur is not None and len(arms) < MAX_GUARDS and not (
                self.is_function(cur, fid) if fid is not None else cur.type in FUNCTION_TYPES):
            arm = other_arm(cur, child)
            if arm is not None:
                arms.append(self.src.span(arm))
            elif cur.type in SWITCH_CASES and child != cur.child_by_field_name("value") \
                    and (switch := self.up(self.up(cur))) is not None:
                arms.extend(other_cases(self.switch_reading(switch), cur,
                                        MAX_GUARDS - len(arms)))
            child, cur = cur, self.up(cur)
        return tuple(arms)

    def switch_reading(self, switch: Node) -> SwitchReading:
        """The :class:`~extractors.switch_arms.SwitchReading` of the ``switch_statement``
        node ``switch``, read once (rule ``value.switch-arms``)."""
        if switch.id not in self._switches:
            self._switches[switch.id] = read_switch(switch, self.expr, self.src.span)
        return self._switches[switch.id]

    def exit_region(self, node: Node, fid: str) -> tuple[Span, ...]:
        """Rule ``value.exited-arm``: the part of function ``fid`` that never runs after
        ``node`` because an ``if`` arm holding it ends by leaving the function (``if (id) {
        body.revision = r; return put(url, body) }``: a read after that ``if`` never sees the
        write): one span from the end of the innermost such ``if`` to the end of the
        function; ``()`` when no arm around it ends in ``return`` or ``throw``, or when a
        ``try`` around it may run a ``catch`` or ``finally`` after it (:meth:`walk_up`)."""
        def step(child: Node, found: tuple[Span | None, bool, Span | None]):
            parent, (leaving, tried, function) = self.up(child), found
            if parent is not None and parent.type == "if_statement" and ends_by_leaving(child):
                leaving = self.src.span(parent)
            return leaving, tried or parent is not None and parent.type == "try_statement", \
                function
        found = self.walk_up(node, fid, self._exits, lambda fn: (
            None, False, self.src.span(fn) if fn is not None else None), step)
        leaving, tried, function = found
        if leaving is None or tried or function is None:
            return ()
        return (leaving[2:] + function[2:],)

    def both_arms_write(self, node: Node, name: str) -> Span | None:
        """Rule ``value.exclusive-arms``: the span of the ``if`` statement whose ``else`` arm
        runs the assignment ``node`` to ``name`` unconditionally, when that ``if`` runs
        unconditionally in its function (or module) and its other arm also assigns ``name``
        unconditionally (``if (h) { u = a } else { u = b }``): past it, the values ``name``
        had before it are gone. ``None`` otherwise (an ``else if`` chain among them)."""
        statement = self.up(node)
        arm = self.up(statement) if statement is not None else None
        if statement is None or statement.type != "expression_statement" or arm is None:
            return None
        if arm.type == "statement_block":
            arm = self.up(arm)
        branch = self.up(arm) if arm is not None and arm.type == "else_clause" else None
        if branch is None or branch.type != "if_statement" or self.guarded(branch) \
                or any(a.type in ("try_statement", "statement_block", "switch_case")
                       for a in self.ancestors_in_body(branch)):
            return None
        consequence = branch.child_by_field_name("consequence")
        statements = consequence.named_children if consequence is not None \
            and consequence.type == "statement_block" else [consequence]
        return self.src.span(branch) if any(
            assigns(s, name, self.src) for s in statements if s is not None) else None

    def ancestors_in_body(self, node: Node) -> list[Node]:
        """The ancestors of ``node`` below its function's body block (or the program)."""
        out: list[Node] = []
        cur = self.up(node)
        while cur is not None and cur.type != "program" and not (
                cur.type == "statement_block" and self.up(cur) is not None
                and self.up(cur).type in FUNCTION_TYPES):
            if cur.type in FUNCTION_TYPES:
                break
            out.append(cur)
            cur = self.up(cur)
        return out

    def made_by(self, fid: str | None, name: str, values: list[Expr]) -> list[Span | None]:
        """The list of which assignment made each of ``values`` (the values of ``name``
        declared in function ``fid``), kept beside it for :func:`reassign`: values appended
        by a declaration since are marked ``None``."""
        made = self._made_by.setdefault((fid, name), [])
        made.extend([None] * (len(values) - len(made)))
        return made

    def if_guards(self, node: Node, fid: str, limit: int | None = None
                  ) -> tuple[Test, ...] | None:
        """The conditions of the ``if``s around ``node`` up to function ``fid``, outermost
        first, as :class:`Test`s that hold there (an ``else`` branch's negated; each operand
        of the ``&&`` chain of an ``if`` without ``else``, :func:`conjuncts`); ``None`` when
        another construct decides whether it runs (a loop, ``try``, ternary, ``&&``/``||``,
        a ``switch`` whose cases :func:`~extractors.switch_arms.case_tests` cannot state as an
        ``else if`` chain: rule ``value.switch-arms``), a condition is no :class:`Test` or an
        ``&&`` chain of an ``if`` with an ``else`` (rule ``value.guarded-writes``), or there
        are more than ``limit`` of them (when given)."""
        tests: list[Test] = []
        child, cur = node, self.up(node)
        while cur is not None and not self.is_function(cur, fid):
            if limit is not None and len(tests) > limit:
                return None
            if cur.type in SWITCH_CASES and child != cur.child_by_field_name("value"):
                switch = self.up(self.up(cur))     # rule value.switch-arms
                held = case_tests(self.switch_reading(switch), cur, None if limit is None
                                  else limit - len(tests)) if switch is not None else None
                if held is None:
                    return None
                tests.extend(reversed(held))
                child, cur = switch, self.up(switch)
                continue
            if cur.type in GUARDS and cur.type != "if_statement" or cur.type in (
                    "try_statement", "switch_statement") or cur.type == "binary_expression" \
                    and getattr(cur.child_by_field_name("operator"), "type", "") in (
                        "&&", "||", "??"):
                return None
            if cur.type == "else_clause":
                child, cur = cur, self.up(cur)
                if cur is None or cur.type != "if_statement":
                    return None
            if cur.type == "if_statement":
                condition = self.expr(cur.child_by_field_name("condition"))
                held = conjuncts(condition)
                if held is not None and len(held) > 1 \
                        and cur.child_by_field_name("alternative") is not None:
                    whole = compound_test(condition, as_test)   # an && with an else is
                    held = (whole,) if whole is not None else None   # one test
                if held is None:
                    return None
                if child.type == "else_clause":
                    held = (negate(held[0]),)
                elif cur.child_by_field_name("consequence") != child:
                    return None                  # (the condition itself)
                tests.extend(reversed(held))
            child, cur = cur, self.up(cur)
        return tuple(reversed(tests))

    def is_function(self, node: Node | None, fid: str) -> bool:
        """Whether ``node`` is the function whose id is ``fid``."""
        return node is not None and node.type in FUNCTION_TYPES \
            and self.fn_ids.get((node.start_byte, node.end_byte)) == fid

    def add_declarator(self, node: Node) -> None:
        name = node.child_by_field_name("name")
        value_node = node.child_by_field_name("value")
        if name is None:
            return
        scope = self.scope_of(node)
        if value_node is None:                   # `let url;` declares it here for later `url = …`
            if name.type == "identifier" and scope in self.facts.functions:
                self.facts.functions[scope].locals.setdefault(self.src.text(name), [])
            return
        value = self.expr(value_node)
        if scope is None and is_require(value):
            self.add_require(name, value)
            return
        if name.type == "identifier":
            annotation = node.child_by_field_name("type")
            if annotation is not None and (isinstance(value, (Call, Ref, Member, Unknown, Obj))
                                           or isinstance(value, Arr) and not value.items):
                # const form: LoginUser = reactive(…): the type says what the call cannot;
                # const body: Login = {…}: the type says which entries are optional;
                # const ids: number[] = []: the type says what its items are
                value = Typed(value, self.src.text(annotation).lstrip(":").strip(),
                              self.src.span(node))
            self.bind(scope, self.src.text(name), self.at_position(self.src.text(name), value),
                      node)
        elif name.type == "object_pattern":
            for key, local, child in self.pattern_bindings(name):
                member = Member(value, key, self.src.span(child))
                default = child.child_by_field_name("right") \
                    if child.type == "object_assignment_pattern" else None
                self.bind(scope, local, member if default is None else   # {method = 'GET'}
                          Alt((member, self.expr(default)), self.src.span(child), "or"), node)
            named = tuple(key for key, _, _ in self.pattern_bindings(name))
            for child in name.named_children:          # {a, ...rest} = obj: rest keeps the
                if child.type == "rest_pattern" and child.named_children:      # others
                    self.bind(scope, self.src.text(child.named_children[0]), Obj(
                        (Prop(None, value, self.src.span(child), omit=named),),
                        self.src.span(child)), node)
        elif name.type == "array_pattern":             # const [a, , b] = await Promise.all(…)
            index = 0
            for child in name.children:
                if child.type == ",":
                    index += 1
                elif child.type == "identifier":
                    self.bind(scope, self.src.text(child),
                              Member(value, str(index), self.src.span(child)), node)

    def add_for_of(self, node: Node) -> None:
        """Rule ``value.object-loop``: the variables of ``for (const k of Object.keys(x))`` and
        ``for (const [k, v] of Object.entries(x))`` are bound to what they are, an item of
        that list (``Object.keys(x)[i]``, ``Object.entries(x)[i][0]``; ``i`` unknown), so a
        pass can tell that ``form.append(k, v)`` appends the members of ``x``. Rule
        ``value.array-loop``: the variable of ``for (const item of xs)`` over an array literal
        or a name is ``xs[i]`` with ``i`` the unknown :data:`ARRAY_ITEM` naming the variable
        (the resolver reads it as each item of a literal array, else as the variable unknown),
        and each name of ``for (const [k, v] of xs)`` is ``xs[i][0]``, ``xs[i][1]`` (read by
        rule ``multipart.pairs-loop``). Other loops bind nothing."""
        operator = node.child_by_field_name("operator")
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if operator is None or operator.type != "of" or left is None or right is None:
            return
        if right.type in ("array", "identifier", "member_expression") \
                and left.type == "identifier":                    # rule value.array-loop
            name = self.src.text(left)
            self.bind(self.scope_of(node), name, Index(self.expr(right), Unknown(
                f"{ARRAY_ITEM}{name}"), self.src.span(right)), left)   # (written in the loop)
            return
        if right.type in ("array", "identifier", "member_expression") \
                and left.type == "array_pattern":                 # for (const [k, v] of xs)
            item = Index(self.expr(right), Unknown(f"{ARRAY_ITEM}{self.src.text(left)}"),
                         self.src.span(right))
            index = 0
            for element in left.children:
                if element.type == ",":
                    index += 1
                elif element.type == "identifier":
                    self.bind(self.scope_of(node), self.src.text(element),
                              Index(item, Lit(index), self.src.span(element)), node)
            return
        if right.type != "call_expression":
            return
        listed = self.expr(right)
        if not (isinstance(listed, Call) and len(listed.args) == 1 and member_path(
                listed.callee) in (("Object", "keys"), ("Object", "entries"))):
            return
        item = Index(listed, Unknown("loop-item"), self.src.span(right))
        scope = self.scope_of(node)
        if left.type == "identifier":
            self.bind(scope, self.src.text(left), item, node)
        elif left.type == "array_pattern" and listed.callee.prop == "entries":
            for i, element in enumerate(left.named_children[:2]):
                if element.type == "identifier":
                    self.bind(scope, self.src.text(element),
                              Index(item, Lit(i), self.src.span(element)), node)

    def pattern_bindings(self, pattern: Node) -> list[tuple[str, str, Node]]:
        """``(key, local name, node)`` for each entry of ``{a, b: c}``."""
        out = []
        for child in pattern.named_children:
            if child.type == "shorthand_property_identifier_pattern":
                key = local = self.src.text(child)
            elif child.type == "pair_pattern":
                key = self.key(child.child_by_field_name("key"))
                local_node = child.child_by_field_name("value")
                local = self.src.text(local_node) if local_node is not None else None
            elif child.type == "object_assignment_pattern":
                left = child.child_by_field_name("left")
                key = local = self.src.text(left) if left is not None else None
            else:
                continue
            if key and local:
                out.append((key, local, child))
        return out

    def add_require(self, name: Node, value: Call) -> None:
        """``const x = require('m')`` / ``const {a, b: c} = require('m')`` as imports."""
        source = value.args[0].value
        span = value.span or (0, 0, 0, 0)
        if name.type == "identifier":
            self.facts.imports.append(ImportFact(self.src.text(name), source, "default", span))
            return
        for key, local, _ in self.pattern_bindings(name):
            self.facts.imports.append(ImportFact(local, source, key, span))

    def add_assignment(self, node: Node) -> None:
        if node.type == "update_expression":
            self.add_update(node)
            return
        left = node.child_by_field_name("left")
        right = node.child_by_field_name("right")
        if left is None or right is None:
            return
        scope = self.scope_of(node)
        value = self.at_position(self.src.text(left).rsplit(".", 1)[-1], self.expr(right))
        if node.type == "augmented_assignment_expression":
            operator = node.child_by_field_name("operator")
            logical = operator is not None and operator.type in ("??=", "||=")
            if left.type != "identifier" and not logical:
                return                            # obj.x += …: not modelled
            if logical:                           # rule value.logical-assignment
                value = Alt((self.expr(left), value), self.src.span(node), "or") \
                    if left.type == "identifier" else value
            elif operator is None or operator.type != "+=":
                value = Unknown(f"augmented:{self.src.text(operator)}", self.src.span(node))
            else:                                 # url += '/x' is url = url + '/x'
                value = concatenate(Ref(self.src.text(left), self.src.span(left)), value,
                                    self.src.span(node))
        if left.type == "identifier":
            self.write_name(node, self.src.text(left), value, scope)
            return
        written = self.expr(left)
        key = None
        if isinstance(written, Index):                # headers[HEADER_AUTH] = …
            written, key = written.obj, written.index
        target = member_path(written)
        if target is None:
            return
        inside = scope in self.facts.functions
        assignment = Assignment(target, value, self.src.span(node), key, self.guarded(node),
                                self.if_guard(node), self.if_guards(node, scope, MAX_GUARDS)
                                if inside else None,
                                self.other_arms(node, scope) + self.exit_region(node, scope)
                                if inside else ())
        if key is None and scope is None and target[:2] == ("module", "exports"):  # CommonJS
            self.facts.exports.append(ExportFact(target[2] if len(target) > 2 else "default",
                                                 value=value))
        elif key is None and scope is None and target[0] == "exports" and len(target) == 2:
            self.facts.exports.append(ExportFact(target[1], value=value))
        if scope in self.facts.functions:
            self.facts.functions[scope].assignments.append(assignment)
        else:
            self.facts.assignments.append(assignment)

    def add_update(self, node: Node) -> None:
        """Rule ``value.counter-update``: ``page++``, ``--n`` of a name is a write of a value
        the source does not fix (``Unknown("augmented:++")``), so a counter a handler steps
        (``var curPage = 1; function more() { curPage++; get('?page=' + curPage) }``) is
        never its first value at a later read."""
        argument = node.child_by_field_name("argument")
        if argument is None or argument.type != "identifier":
            return                                # obj.n++: not modelled
        operator = node.child_by_field_name("operator")
        self.write_name(node, self.src.text(argument), Unknown(
                            f"augmented:{self.src.text(operator) if operator else '++'}",
                            self.src.span(node)),
                        self.scope_of(node))

    def write_name(self, node: Node, name: str, value: Expr, scope: str | None) -> None:
        """The write of ``value`` to the plain name ``name`` by the assignment ``node`` in
        function ``scope`` (``None``: the module): a local of the function that declares it,
        else a module binding."""
        fn = self.facts.functions.get(scope) if scope else None
        # unconditional only in the declaring function's own body: a callback or a
        # later call may run it any number of times
        while fn is not None:                 # the function that declares the name
            if name in fn.locals or any(name == p.name or name in p.pattern
                                        for p in fn.params):
                reassign(fn.locals.setdefault(name, []), name, value,
                         self.guarded(node) or fn.fid != scope,
                         self.made_by(fn.fid, name, fn.locals[name]),
                         self.src.span(node), self.other_arms(node, fn.fid),
                         self.both_arms_write(node, name) if fn.fid == scope else None)
                self.record_write(fn, name, value, node, scope)
                return
            fn = self.facts.functions.get(fn.parent) if fn.parent else None
        if scope in self.facts.functions:     # rule this.field-reaching-write
            self.facts.functions[scope].outer_writes.append(Assignment(
                (name,), value, self.src.span(node), None, self.guarded(node)))
        reassign(self.facts.bindings.setdefault(name, []), name, value,
                 self.guarded(node) or scope is not None,
                 self.made_by(None, name, self.facts.bindings[name]),
                 self.src.span(node), self.other_arms(node, None),
                 self.both_arms_write(node, name) if scope is None else None)

    def add_call(self, node: Node) -> None:
        """A :class:`CallSite` for call ``node``, with the links chained after it
        (``.then(…)``, at most :data:`MAX_CHAIN`). A call that is itself a link past
        :data:`MAX_CHAIN` of the chain it ends (:meth:`chain_position`) is not read at all
        (rule ``budget.chain-length``): each of the 40,000 links of ``fetch(u).then(…)…`` is
        a call, and converting and resolving every one of them, each with the links below
        and after it, cost a millisecond per link the limit said was not read."""
        if self.chain_position(node) > MAX_CHAIN:
            self.note_limit("chain-length", f"a call chain longer than {MAX_CHAIN} links "
                            "(`.then(…)` after `.then(…)` …): the links past it are not read",
                            node)
            return
        call = self.expr(node)
        if not isinstance(call, Call):
            return
        chain = []
        cur = node
        while (found := self.chain_link(cur)) is not None:
            if len(chain) >= MAX_CHAIN:
                self.note_limit("chain-length", f"a call chain longer than {MAX_CHAIN} links "
                                "(`.then(…)` after `.then(…)` …): the links past it are not read",
                                node)
                break
            cur, link = found
            chain.append(link)
        self.facts.calls.append(CallSite(call, self.scope_of(node), tuple(chain),
                                         self.guarded(node), self.if_guard(node),
                                         self.server_branch(node)))

    def chain_position(self, node: Node) -> int:
        """How many calls ``node`` is chained on: 0 for a call whose callee is no member of a
        call's result (``fetch(u)``), 1 for ``fetch(u).then(f)``, n for the n-th link.
        Memoised by node id and walked iteratively down the chain (calls are read inner
        first, so the link below is usually known already): linear in the chain."""
        below: list[Node] = []
        cur: Node | None = node
        while cur is not None and cur.id not in self._positions:
            below.append(cur)
            callee = cur.child_by_field_name("function") if cur.type == "call_expression" \
                else None
            inner = callee.child_by_field_name("object") \
                if callee is not None and callee.type == "member_expression" else None
            cur = inner if inner is not None and inner.type == "call_expression" else None
        position = self._positions[cur.id] if cur is not None else -1
        for call in reversed(below):
            position += 1
            self._positions[call.id] = position
        return self._positions[node.id]

    def server_branch(self, node: Node) -> bool:
        """Whether ``node`` runs in a branch an ``if`` around it says runs only on the server
        (rule ``scope.ssr-branch``, memoised along the ancestors: :meth:`inherited`)."""
        return bool(self.inherited(node, self._server_branch, lambda parent, child: server_step(
            parent, child, self.up, self.enclosing_name)))

    def enclosing_name(self, node: Node) -> str | None:
        """The qualified name of the function whose body holds ``node`` (``None`` at module
        level or before the function is recorded)."""
        fn = self.facts.functions.get(self.scope_of(node) or "")
        return fn.name if fn is not None else None

    def chain_link(self, node: Node) -> tuple[Node, tuple] | None:
        """The call ``node.m(…)`` chained on ``node`` and its link ``(method, arguments, span,
        type arguments)``, or ``None``; memoised by node id, so each link of a long chain is
        read once, not once per call before it."""
        if node.id in self._links:
            return self._links[node.id]
        found = None
        member = self.up(node)
        outer = self.up(member) if member is not None and member.type == "member_expression" \
            and member.child_by_field_name("object") == node else None
        if outer is not None and outer.type == "call_expression":
            prop = member.child_by_field_name("property")
            args_node = outer.child_by_field_name("arguments")
            args = tuple(self.expr(a) for a in args_node.named_children) \
                if args_node is not None and args_node.type == "arguments" else ()
            type_args = outer.child_by_field_name("type_arguments")
            found = outer, (self.src.text(prop) if prop is not None else "?", args,
                            self.src.span(outer),
                            self.src.text(type_args)[1:-1].strip() if type_args is not None
                            else None)
        self._links[node.id] = found
        return found

    def note_limit(self, limit: str, what: str, node: Node) -> None:
        """One ``extract`` diagnostic per file and limit (rule ``budget.<limit>``)."""
        if limit not in self._limits:
            self._limits.add(limit)
            self.facts.diagnostics.append(Diagnostic(
                self.path, "extract", f"limit {limit} exceeded: {what}", "warning",
                node.start_point[0] + 1))

    def if_guard(self, node: Node) -> Expr | None:
        """The test of the ``if`` whose consequence holds ``node`` when that ``if`` is the
        innermost condition around it in its function (``if (token) h.set(…)`` → ``token``);
        ``None`` otherwise."""
        return self.inherited(node, self._if_guards, self.if_guard_step)

    def if_guard_step(self, parent: Node, child: Node) -> tuple[bool, Expr | None]:
        if parent.type in FUNCTION_TYPES:
            return True, None
        if parent.type in GUARDS or parent.type == "binary_expression" and \
                getattr(parent.child_by_field_name("operator"), "type", "") in ("&&", "||", "??"):
            if parent.type != "if_statement" or parent.child_by_field_name("consequence") != child:
                return True, None
            condition = parent.child_by_field_name("condition")
            return True, self.expr(condition) if condition is not None else None
        return False, None

    def guarded(self, node: Node) -> bool:
        """Whether ``node`` runs only under a condition within its function (memoised along
        the ancestors: :meth:`inherited`)."""
        return bool(self.inherited(node, self._guarded, guard_step))

    def add_return(self, node: Node) -> None:
        scope = self.scope_of(node)
        inner = node.named_children
        if scope in self.facts.functions and inner:
            fact = self.facts.functions[scope]
            fact.returns.append(self.expr(inner[0]))
            fact.return_guards.append(                                  # value.early-return
                self.if_guards(node, scope, MAX_RETURN_TESTS))

    def add_import(self, node: Node) -> None:
        source_node = node.child_by_field_name("source")
        if source_node is None:
            return
        source = self.string_value(source_node)
        span = self.src.span(node)
        if not any(c.type == "import_clause" for c in node.named_children):
            self.facts.imports.append(ImportFact("", source, "", span))   # import 'server-only'
        erased = any(c.type == "type" for c in node.children)    # import type … from
        for clause in node.named_children:
            if clause.type != "import_clause":
                continue
            for item in clause.named_children:
                if item.type == "identifier":
                    self.facts.imports.append(ImportFact(self.src.text(item), source,
                                                         "default", span, erased))
                elif item.type == "namespace_import":
                    ids = [c for c in item.named_children if c.type == "identifier"]
                    if ids:
                        self.facts.imports.append(ImportFact(self.src.text(ids[0]), source,
                                                             "*", span, erased))
                elif item.type == "named_imports":
                    for spec in item.named_children:
                        if spec.type != "import_specifier":
                            continue
                        name = spec.child_by_field_name("name")
                        alias = spec.child_by_field_name("alias")
                        imported = self.key(name) or "?"
                        local = self.src.text(alias) if alias is not None else imported
                        self.facts.imports.append(ImportFact(
                            local, source, imported, span,
                            erased or any(c.type == "type" for c in spec.children)))

    def add_export(self, node: Node) -> None:
        source_node = node.child_by_field_name("source")
        source = self.string_value(source_node) if source_node is not None else None
        decl = node.child_by_field_name("declaration")
        value = node.child_by_field_name("value")
        is_default = any(c.type == "default" for c in node.children)
        exports = self.facts.exports
        if decl is not None:
            for name in self.declared_names(decl):
                exports.append(ExportFact("default" if is_default else name, local=name))
            if is_default and not self.declared_names(decl):
                exports.append(ExportFact("default", value=self.expr(decl)))
            return
        if value is not None:
            if value.type == "identifier":
                exports.append(ExportFact("default", local=self.src.text(value)))
            else:
                exports.append(ExportFact("default", value=self.expr(value)))
            return
        clause = next((c for c in node.named_children if c.type == "export_clause"), None)
        if clause is None:
            if source is not None:
                ns = next((c for c in node.named_children if c.type == "namespace_export"), None)
                if ns is not None:
                    exports.append(ExportFact(self.src.text(ns.named_children[-1]),
                                              source=source, imported="*"))
                else:
                    exports.append(ExportFact("*", source=source, imported="*"))
            return
        for spec in clause.named_children:
            if spec.type != "export_specifier":
                continue
            name = self.key(spec.child_by_field_name("name")) or "?"
            alias = spec.child_by_field_name("alias")
            exported = self.key(alias) if alias is not None else name
            if source is not None:
                exports.append(ExportFact(exported or name, source=source, imported=name))
            else:
                exports.append(ExportFact(exported or name, local=name))

    def declared_names(self, decl: Node) -> list[str]:
        """The names a declaration binds, those of a destructuring declaration included
        (``export const { useTRPC } = createTRPCContext()``)."""
        if decl.type in ("lexical_declaration", "variable_declaration"):
            names = []
            for d in decl.named_children:
                name = d.child_by_field_name("name") if d.type == "variable_declarator" \
                    else None
                if name is not None and name.type == "identifier":
                    names.append(self.src.text(name))
                elif name is not None and name.type == "object_pattern":
                    names.extend(local for _, local, _ in self.pattern_bindings(name))
            return names
        name = decl.child_by_field_name("name")
        if name is not None:
            return [self.src.text(name)]
        return []

    def add_class(self, node: Node) -> None:
        body = node.child_by_field_name("body")
        if body is None:
            return
        name = self.class_name(node)
        methods, fields, typed, shape, decorated, getters = [], [], [], [], [], []
        statics, static_fields = [], []
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
                    if self.src.text(fname) != PROTO and not any(
                            c.type in ("static", "accessibility_modifier") and
                            self.src.text(c) in ("static", "private", "protected")
                            for c in member.children):
                        shape.append(TypeMember(self.src.text(fname),
                                                any(c.type == "?" for c in member.children),
                                                self.src.text(ann).lstrip(":").strip(),
                                                self.src.span(member)))
        if shape and name not in self.facts.types:       # a class used as a DTO type
            self.facts.types[name] = TypeDecl(name, tuple(shape), None, self.src.span(node))
        self.facts.classes[name] = ClassFact(name, tuple(methods), tuple(fields), tuple(typed),
                                             self.src.span(node), self.superclass(node),
                                             tuple(decorated), tuple(getters), tuple(statics),
                                             self.implemented(node), tuple(static_fields))

    def implemented(self, node: Node) -> tuple[str, ...]:
        """The types a class's ``implements`` clause names, as written (``class A implements
        FetchService, Store<T>`` → ``('FetchService', 'Store<T>')``)."""
        return tuple(self.src.text(t) for child in node.named_children
                     if child.type == "class_heritage" for clause in child.named_children
                     if clause.type == "implements_clause" for t in clause.named_children)

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

    def add_status_check(self, node: Node) -> None:
        """``x.status === 401`` (any equality operator, status or statusCode member)."""
        op = node.child_by_field_name("operator")
        left = node.child_by_field_name("left")
        number = node.child_by_field_name("right")
        if op is None or op.type not in ("===", "==", "!==", "!=") or not is_status(left):
            return
        self.note_status(node, number)

    def add_status_case(self, node: Node) -> None:
        """``case 404:`` inside ``switch (x.status)``."""
        switch = self.up(self.up(node))
        value = switch.child_by_field_name("value") if switch is not None else None
        if value is not None and value.type == "parenthesized_expression" \
                and value.named_children and is_status(value.named_children[0]):
            self.note_status(node, node.child_by_field_name("value"))

    def add_branch(self, node: Node) -> None:
        """Rule ``value.narrowed-by-test``: the branch of ``if (x === 'a')`` (or of
        ``['a', 'b'].includes(x)``), or the ``else`` of ``if (x !== 'a')``, where ``x`` holds
        those constants, as a :class:`Narrowing` of the function holding the ``if``."""
        scope = self.scope_of(node)
        condition = node.child_by_field_name("condition")
        tested = tested_constants(self.expr(condition)) if condition is not None else None
        if scope not in self.facts.functions or tested is None:
            return
        name, literals, holds = tested
        narrowings = self.facts.functions[scope].narrowings
        branch = node.child_by_field_name("consequence" if holds else "alternative")
        other = node.child_by_field_name("alternative" if holds else "consequence")
        if branch is not None:
            narrowings.append(Narrowing(name, literals, self.src.span(branch),
                                        self.src.span(condition)))
        rest = self.rest_of_block(chain_top(node)) if holds and always_exits(branch) else None
        for span in (self.src.span(other) if other is not None else None, rest):
            if span is not None:                    # rule wrapper.chosen-arm
                narrowings.append(Narrowing(name, literals, span, self.src.span(condition),
                                            holds=False))

    def add_envelope_check(self, node: Node) -> None:
        """Rule ``errors.envelope-check``: an ``if`` failing on an envelope field of an answer
        (:func:`~extractors.envelope_checks.envelope_check`), as an
        :class:`EnvelopeCheck` of the function holding it."""
        scope = self.scope_of(node)
        found = envelope_check(node) if scope in self.facts.functions else None
        if found is None:
            return
        subject, failure, action, message = found
        self.facts.functions[scope].envelope_checks.append(EnvelopeCheck(
            self.expr(subject), failure, self.src.span(node.child_by_field_name("condition")),
            self.src.span(action), self.expr(message) if message is not None else None))

    def add_switch_rest(self, node: Node, name: str, body: Node, scope: str) -> None:
        """Rule ``wrapper.chosen-arm``: the statements after ``switch (x)`` with no
        ``default``, every case testing a constant and each case's statements ending in a
        ``return`` or ``throw``: there ``x`` holds none of the cases' constants."""
        cases = [c for c in body.named_children if c.type in ("switch_case", "switch_default")]
        tests = [c.child_by_field_name("value") for c in cases]
        literals = [self.expr(t) if t is not None else None for t in tests]
        if not cases or not all(isinstance(t, Lit) and constant(t.value) for t in literals):
            return
        bodies = [[c for c in case.named_children if c != test and c.type != "comment"]
                  for case, test in zip(cases, tests)]
        rest = self.rest_of_block(node)
        if rest is not None and bodies[-1] and all(
                always_exits(statements[-1]) for statements in bodies if statements):
            self.facts.functions[scope].narrowings.append(Narrowing(
                name, tuple(t.value for t in literals), rest,
                self.src.span(node.child_by_field_name("value")), holds=False))

    def rest_of_block(self, node: Node) -> Span | None:
        """The span from the end of statement ``node`` to the end of the block holding it,
        when a block (a function's body, a branch's braces) holds it; else ``None``."""
        parent = node.parent
        if parent is None or parent.type != "statement_block":
            return None
        own, block = self.src.span(node), self.src.span(parent)
        return (own[2], own[3], block[2], block[3])

    def add_switch(self, node: Node) -> None:
        """Rule ``value.narrowed-by-test``: the statements of each ``case 'a':`` of ``switch
        (x)``, where ``x`` holds ``'a'`` or the constant of a case falling into it (one with
        no statements, or none ending in ``break``/``return``/``throw``/``continue``); a
        ``default`` ends what is known."""
        scope = self.scope_of(node)
        value = unwrapped(node.child_by_field_name("value"))
        body = node.child_by_field_name("body")
        if scope not in self.facts.functions or value is None or value.type != "identifier" \
                or body is None:
            return
        name, carried = self.src.text(value), ()
        for case in body.named_children:
            test = case.child_by_field_name("value") if case.type == "switch_case" else None
            literal = self.expr(test) if test is not None else None
            if not isinstance(literal, Lit) or not constant(literal.value) or carried is None:
                carried = None if case.type != "comment" else carried
                continue
            carried = carried + (literal.value,)
            statements = [c for c in case.named_children if c != test and c.type != "comment"]
            if statements:
                self.facts.functions[scope].narrowings.append(Narrowing(
                    name, carried, self.src.span(case), self.src.span(test)))
                if statements[-1].type in CASE_ENDS:
                    carried = ()
        self.add_switch_default(node, name, body, scope)
        self.add_switch_rest(node, name, body, scope)

    def add_switch_default(self, node: Node, name: str, body: Node, scope: str) -> None:
        """Rule ``wrapper.chosen-arm``: the statements of the ``default`` of ``switch (x)``,
        where ``x`` holds none of the cases' constants, when every case tests a constant and
        the case before the ``default`` never falls into it."""
        cases = [c for c in body.named_children if c.type in ("switch_case", "switch_default")]
        tests = [self.expr(c.child_by_field_name("value")) for c in cases
                 if c.type == "switch_case"]
        if not tests or not all(isinstance(t, Lit) and constant(t.value) for t in tests):
            return
        for before, case in zip([None, *cases], cases):
            if case.type != "switch_default" or not [
                    c for c in case.named_children if c.type != "comment"]:
                continue
            ends = [c for c in before.named_children if c.type != "comment"] \
                if before is not None else []
            if before is None or (ends and ends[-1].type in CASE_ENDS):
                self.facts.functions[scope].narrowings.append(Narrowing(
                    name, tuple(t.value for t in tests), self.src.span(case),
                    self.src.span(node.child_by_field_name("value")), holds=False))

    def note_status(self, node: Node, number: Node | None) -> None:
        scope = self.scope_of(node)
        code = _number(self.src.text(number)) if number is not None else 0
        if scope in self.facts.functions and isinstance(code, int) and 100 <= code <= 599:
            self.facts.functions[scope].status_checks.append((code, self.src.span(node)))

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

    # -------------------------------------------------------------------- run
    def run(self, root: Node) -> ModuleFacts:
        self.index_tree(root)
        caps = self.roles
        functions = self.within_nesting(sorted(caps.get("function", []), key=outer_first))
        for node in functions:
            self.fn_ids[(node.start_byte, node.end_byte)] = self.fid(node)
        for node in functions:                    # outer before inner: parents exist first
            self.add_function(node)
        handlers = (("declarator", self.add_declarator), ("for_of", self.add_for_of),
                    ("assignment", self.add_assignment),
                    ("call", self.add_call), ("return", self.add_return),
                    ("import", self.add_import), ("export", self.add_export),
                    ("class", self.add_class), ("type", self.add_type),
                    ("enum", self.add_enum), ("status_check", self.add_status_check),
                    ("status_case", self.add_status_case), ("branch", self.add_branch),
                    ("branch", self.add_envelope_check), ("switch", self.add_switch))
        for capture, handler in handlers:
            for node in sorted(caps.get(capture, []), key=inner_first):
                handler(node)
        self.redact_credential_refs()
        try:
            self.facts.triggers = extract_triggers(self)
            self.facts.calls.extend(component_calls(self))
        except Exception as exc:  # noqa: BLE001 - the file's other facts stay usable
            self.facts.diagnostics.append(Diagnostic(
                self.path, "extract", f"UI triggers not read: {type(exc).__name__}: {exc}"))
        if root.has_error:
            limit = jsx_text_limit(root)
            self.facts.diagnostics.append(Diagnostic(
                self.path, "parse", f"parser limit: {limit[1]} could not be read by the "
                "grammar (the file is valid TSX/JSX); the rest of the file was extracted"
                if limit is not None else
                "syntax errors; extraction continued on the rest of the file",
                "warning", limit[0] if limit is not None else first_error_line(root)))
        return self.facts


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


def extract_module(path: str, grammar: str, data: bytes) -> ModuleFacts:
    """Parse ``data`` with ``grammar`` and return the file's facts (no tree is kept).

    ``path`` is the repo-relative path recorded in every fact; ``grammar`` ``sfc`` means a
    ``.vue``/``.svelte`` file, whose scripts are extracted in place and merged; ``page`` an
    HTML page, whose scripts the browser runs are (rule ``source.inline-script``: classic
    scripts share the page's one scope). Syntax errors do not raise: tree-sitter recovers
    locally, and the file gets an ``info`` diagnostic.
    """
    if grammar == "graphql":
        return graphql_module(path, data)
    if grammar in TEMPLATE_TAG_GRAMMARS:                    # rule parse.template-tag
        facts = extract_module(path, TEMPLATE_TAG_GRAMMARS[grammar], blank_templates(data))
        facts.sha256 = hashlib.sha256(data).hexdigest()
        return facts
    if grammar not in SCRIPT_HOSTS:
        queries, tree = parse_script(grammar, data)
        extractor = _Extractor(path, grammar, data, queries=queries)
        facts = extractor.run(tree.root_node)
        if grammar == "javascript" and not facts.imports and not facts.exports:
            add_handler_calls(facts, built_handlers(extractor, tree.root_node))
        return facts
    merged: ModuleFacts | None = None
    sha256 = hashlib.sha256(data).hexdigest()
    markup = data                      # the page as written (rule htmx.attribute reads it)
    if grammar == "page":                               # rule source.build-placeholder
        data = blank_placeholders(blank_template_syntax(path, data))  # source.template-script
    src = _Source(data)                                                # once per file
    handlers: list[CallSite] = []
    for script_grammar, tree in script_trees(grammar, data):
        extractor = _Extractor(path, script_grammar, data, src, sha256, page=grammar == "page")
        facts = extractor.run(tree.root_node)
        if grammar == "page":
            facts.diagnostics = [inline_script_diagnostic(d) for d in facts.diagnostics]
            handlers += built_handlers(extractor, tree.root_node)
        merged = facts if merged is None else merge_facts(merged, facts)
    merged = merged or ModuleFacts(path=path, language="sfc", sha256=sha256)
    if grammar == "page":            # a page's scripts run as JavaScript (JSX re-read or not)
        merged.language = "javascript"
        if not merged.imports and not merged.exports:     # rule ui.inline-handler
            add_handler_calls(merged, page_sites(data, src.span_at) + handlers)
        merged.calls += htmx_sites(markup, src.span_at)                 # rule htmx.attribute
        merged.data_urls = data_urls(markup, src.span_at)        # rule url.page-data-attribute
        return merged
    if grammar == "sfc":                       # the template's @click / on:click handlers
        merged = merge_facts(merged, markup_facts(path, data, sha256))
        merged.markup_writes = markup_writes(data)
        if path.endswith(".vue"):              # rule vue.template-unwrap
            merged.vue_models = vue_models(data)                  # rule vue.data-constant
            merged.setup_template = setup_template_span(data, src.span_at)
            merged.options_template = options_template_span(data, src.span_at)  # vue.setup-member
        try:
            merged.triggers += template_triggers(data, src.span)
        except Exception as exc:  # noqa: BLE001 - the file's other facts stay usable
            merged.diagnostics.append(Diagnostic(
                path, "extract", f"UI triggers not read: {type(exc).__name__}: {exc}"))
        if path.endswith(".vue"):              # the props its template binds (vue.prop-binding)
            merged.component_uses = component_uses(data, src.span)
        elif path.endswith(".svelte"):         # rules svelte.prop-binding, svelte.form-action
            merged.component_uses, merged.form_elements = svelte_elements(data, src.span)
    return merged


def markup_facts(path: str, data: bytes, sha256: str) -> ModuleFacts:
    """Rule ``source.markup-expression``: the facts of the expressions of a ``.svelte``/
    ``.vue`` component's markup (:func:`~code2skill.extractors.markup_expressions.
    markup_script`), read as TypeScript in the file's rows and columns; none without any. A
    syntax error there is an ``info`` diagnostic naming the rule (the rest is read)."""
    script = markup_script(path, data)
    if script is None:
        return ModuleFacts(path=path, language="sfc", sha256=sha256)
    _, tree = parse_script("typescript", script)
    extractor = _Extractor(path, "typescript", script, _Source(script), sha256)
    facts = extractor.run(tree.root_node)
    facts.markup_values = [extractor.expr(node) for node in named_values(tree.root_node)]
    facts.diagnostics = [replace(d, reason=f"component markup expressions: {d.reason} "
                                 f"(rule {MARKUP_RULE})", severity="info")
                         if d.stage == "parse" else d for d in facts.diagnostics]
    return facts


def named_values(root: Node) -> list[Node]:
    """The expressions of the top-level statements of a markup script that only name a
    value (``api.reset``, ``(tooltip)``): a name or member chain, parentheses unwrapped."""
    found = []
    for statement in root.named_children:
        node = statement.named_children[0] if statement.type == "expression_statement" \
            and statement.named_children else None
        while node is not None and node.type == "parenthesized_expression" \
                and node.named_children:
            node = node.named_children[0]
        if node is not None and node.type in ("identifier", "member_expression"):
            found.append(node)
    return found


def built_handlers(extractor: "_Extractor", root: Node) -> list[CallSite]:
    """Rule ``ui.inline-handler``: the handler calls of the HTML a classic script builds
    (:func:`~code2skill.extractors.inline_handlers.string_sites`): each string literal,
    template literal or whole ``+`` concatenation of the tree under ``root`` whose text
    holds a handler attribute (:data:`~code2skill.extractors.inline_handlers.MENTION`,
    looked for in the file's bytes first), read once; and the handler attributes its calls
    set by name (``$(btn).attr("onclick", "save(this)")``: :func:`~code2skill.extractors.
    inline_handlers.setter_sites`)."""
    data, seen, sites = extractor.src.data, set(), []
    for match in HANDLER_MENTION.finditer(data, root.start_byte, root.end_byte):
        node = root.descendant_for_byte_range(match.start(), match.start() + 1)
        while node is not None and node.type not in ("string", "template_string"):
            node = node.parent if node.type in ("string_fragment", "escape_sequence") \
                else None
        if node is None:
            continue
        while node.parent is not None and joins(node.parent):
            node = node.parent
        if (node.start_byte, node.end_byte) in seen:
            continue
        seen.add((node.start_byte, node.end_byte))
        value = extractor.expr(node)
        if isinstance(value, (Lit, Tmpl)):
            sites += string_sites(value)
        if len(sites) >= MAX_HANDLER_CALLS:
            break
    sites += setter_sites(extractor.facts.calls)
    return sites[:MAX_HANDLER_CALLS]


def joins(node: Node) -> bool:
    """Whether ``node`` joins a string into a longer one: a ``+`` or parentheses."""
    if node.type == "parenthesized_expression":
        return True
    operator = node.child_by_field_name("operator") if node.type == "binary_expression" \
        else None
    return operator is not None and operator.type == "+"


def add_handler_calls(facts: ModuleFacts, sites: list[CallSite]) -> None:
    """Add the handler calls of rule ``ui.inline-handler`` to a classic script's facts,
    recording their places (:attr:`ModuleFacts.inline_handlers`)."""
    facts.calls += sites
    facts.inline_handlers += [site.call.span for site in sites if site.call.span is not None]


def inline_script_diagnostic(diagnostic: Diagnostic) -> Diagnostic:
    """A parse diagnostic of a page's inline script, saying so (rule ``source.inline-script``:
    template syntax a server renders inside the script, ``{% if %}``, is no JavaScript); any
    other diagnostic unchanged."""
    if diagnostic.stage != "parse":
        return diagnostic
    return replace(diagnostic, reason=f"inline <script> of an HTML page: {diagnostic.reason} "
                                      f"(rule {INLINE_SCRIPT_RULE})")


def graphql_module(path: str, data: bytes) -> ModuleFacts:
    """A ``.graphql`` file as the loaders (graphql-tag/loader, vite-plugin-graphql) export it:
    the document as the default export, and each operation (with the file's fragments) under
    its name. An unparsable document is a diagnostic."""
    text = data.decode("utf-8", "replace")
    facts = ModuleFacts(path=path, language="graphql", sha256=hashlib.sha256(data).hexdigest())
    facts.exports.append(ExportFact("default", value=Lit(redact(text), (1, 1, 1, 1))))
    try:
        document = graphql_parse(text)
    except GraphQLError as exc:
        facts.diagnostics.append(Diagnostic(path, "parse", f"GraphQL syntax error: {exc.message}",
                                            "warning"))
        return facts
    fragments = [d for d in document.definitions if isinstance(d, FragmentDefinitionNode)]
    for op in document.definitions:
        if isinstance(op, OperationDefinitionNode) and op.name is not None:
            alone = redact(print_ast(DocumentNode(definitions=(op, *fragments))))
            line = op.loc.start_token.line if op.loc else 1
            facts.exports.append(ExportFact(op.name.value, value=Lit(alone, (line, 1, line, 1))))
    return facts


def merge_facts(first: ModuleFacts, second: ModuleFacts) -> ModuleFacts:
    """The facts of two scripts of one component as one module (``<script>`` and
    ``<script setup>`` share the module scope)."""
    first.imports += second.imports
    first.exports += second.exports
    for name, exprs in second.bindings.items():
        first.bindings.setdefault(name, []).extend(exprs)
    first.assignments += second.assignments
    first.functions.update(second.functions)
    first.classes.update(second.classes)
    first.types.update(second.types)
    first.calls += second.calls
    first.triggers += second.triggers
    first.markup_values += second.markup_values
    first.inline_handlers += second.inline_handlers
    first.diagnostics += second.diagnostics
    return first


BARE_AMPERSAND = re.compile(rb"(?<!&)&(?!&|#\d+;|#x[0-9a-fA-F]+;|[A-Za-z][A-Za-z0-9]*;)")
JSX_TAG = re.compile(rb"</?[A-Za-z>]")
# where the grammars' JSX strings expect a character reference (`&name;`) and find none
UNREFERENCED_AMPERSAND = re.compile(rb"&[A-Za-z]")


def error_nodes(root: Node) -> list[Node]:
    """Every ERROR or MISSING node of the tree, in source order (subtrees without errors are
    skipped)."""
    found, stack = [], [root]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            found.append(node)
            continue
        if node.has_error:
            stack.extend(reversed(node.children))
    return found


JSX_TEXT = "JSX text with a bare '&'"
JSX_ATTRIBUTE = "a JSX attribute string with an '&' that starts no character reference " \
    "('?a=1&b=2')"


def jsx_text_limit(root: Node) -> tuple[int, str] | None:
    """Rule ``parse.jsx-text-limit``: the tree-sitter JavaScript and TSX grammars cannot read
    JSX text holding a bare ``&`` (``<p>R&D</p>``), nor a JSX attribute string holding an
    ``&`` followed by a letter that ends no character reference
    (``href="/f?a=1&from=ui"``): both valid JSX. When some ERROR node is such text (inside a
    JSX element, or with a JSX tag in it) or such a piece of an attribute string, and every
    other one is the markup that follows JSX text (it holds a JSX tag), the 1-based line of
    the first and what could not be read (:data:`JSX_TEXT`, :data:`JSX_ATTRIBUTE`);
    ``None`` for any other syntax error."""
    found = None
    for node in error_nodes(root):
        text = node.text or b""
        in_jsx = node.parent is not None and node.parent.type.startswith("jsx") \
            or JSX_TAG.search(text) is not None
        if node.is_error and jsx_attribute_string(node.parent) and \
                UNREFERENCED_AMPERSAND.match(text):
            found = found or (node.start_point.row + 1, JSX_ATTRIBUTE)
        elif node.is_error and in_jsx and BARE_AMPERSAND.search(text):
            found = found or (node.start_point.row + 1, JSX_TEXT)
        elif not (node.is_error and JSX_TAG.search(text)):
            return None
    return found


def jsx_attribute_string(node: Node | None) -> bool:
    """Whether ``node`` is the quoted string value of a JSX attribute (``href="…"``)."""
    return node is not None and node.type == "string" and node.parent is not None \
        and node.parent.type == "jsx_attribute"


def first_error_line(root: Node) -> int | None:
    """The 1-based line of the first ERROR or MISSING node, found with a TreeCursor walk."""
    cur = root.walk()
    while True:
        node = cur.node
        if node is not None and (node.is_error or node.is_missing):
            return node.start_point.row + 1
        if node is not None and node.has_error and cur.goto_first_child():
            continue
        while not cur.goto_next_sibling():
            if not cur.goto_parent():
                return None


def is_status(node: Node | None) -> bool:
    """Whether an expression reads an HTTP status (``res.status``, ``err.response.statusCode``)."""
    if node is None or node.type != "member_expression":
        return False
    prop = node.child_by_field_name("property")
    return prop is not None and prop.text in (b"status", b"statusCode")


ARRAY_ITEM = "array-item:"      # the unknown index of a for…of variable (value.array-loop)
LOOPS = frozenset({"for_statement", "for_in_statement", "while_statement", "do_statement"})
GUARDS = frozenset({"if_statement", "ternary_expression", "switch_case", "switch_default", "for_statement",
                    "for_in_statement", "while_statement", "do_statement", "catch_clause"})


# tests read around one ``return`` (rule value.early-return); a longer else-if chain keeps its
# later returns as plain alternatives, so the work per return stays constant
MAX_RETURN_TESTS = 4
NEGATED = {"truthy": "falsy", "falsy": "truthy", "===": "!==", "!==": "===", "==": "!=",
           "!=": "==", "typeof===": "typeof!==", "typeof!==": "typeof===",
           "typeof==": "typeof!=", "typeof!=": "typeof==", **NEGATED_COMPOUND}


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


def negate(test: Test) -> Test:
    """The test that holds when ``test`` does not (``!x`` of ``x !== null`` is ``x ===
    null``)."""
    return Test(NEGATED[test.op], test.subject, test.literal, test.span)


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


def membership_read(expr: Expr) -> bool:
    """Rule ``value.list-membership-test``: whether ``expr`` is ``[…].includes(x)`` of an
    array literal, read for its truth as a condition."""
    return isinstance(expr, Call) and isinstance(expr.callee, Member) \
        and expr.callee.prop == "includes" and isinstance(expr.callee.obj, Arr) \
        and len(expr.args) == 1


def as_test(expr: Expr) -> Test | None:
    """A condition as a :class:`Test`: a test itself, or a name or member read for its
    truth (``if (sub)``), or a string test read for its truth (``if (url.startsWith('http'))``:
    rule ``value.string-test-guard``), or a list-membership test (``if (['GET',
    'HEAD'].includes(method))``: rule ``value.list-membership-test``); ``None`` for anything
    else."""
    if isinstance(expr, Test):
        return expr
    if isinstance(expr, (Ref, Member)) or isinstance(expr, Call) \
            and string_call(Test("truthy", expr)) is not None or membership_read(expr):
        return Test("truthy", expr, None, expr.span)
    return None


def conjuncts(expr: Expr) -> tuple[Test, ...] | None:
    """The tests that all hold where condition ``expr`` holds, in source order: the condition
    as one :class:`Test` (:func:`as_test`; an ``||`` of tests or a negated ``&&``/``||`` as
    one compound test, rule ``value.compound-test-guard``), or each operand of an ``&&``
    chain (``if (!a && b.startsWith('x'))``); ``None`` when one of them is no test."""
    if isinstance(expr, Alt) and expr.kind == "and":
        found: list[Test] = []
        for option in expr.options:
            held = conjuncts(option)
            if held is None:
                return None
            found.extend(held)
        return tuple(found)
    test = compound_test(expr, as_test) or as_test(expr)   # value.compound-test-guard
    return (test,) if test is not None else None


def always_exits(branch: Node | None) -> bool:
    """Whether ``branch`` (an ``if``'s consequence) ends in a ``return`` or ``throw``, so that
    the statements after the ``if`` run only when its test fails."""
    if branch is not None and branch.type == "statement_block":
        ends = [c for c in branch.named_children if c.type != "comment"]
        branch = ends[-1] if ends else None
    return branch is not None and branch.type in ("return_statement", "throw_statement")


def chain_top(node: Node) -> Node:
    """The outermost ``if`` of the else-if chain ``node`` ends, climbing while each ``if``
    above holds ``node``'s chain in its ``else`` and its own branch always exits (rule
    ``wrapper.chosen-arm``): the statements after that ``if`` run only when ``node``'s test
    fails too (``if (m === 'a') return A; else if (m === 'b') return B; return C``)."""
    while node.parent is not None and node.parent.type == "else_clause" \
            and node.parent.parent is not None and node.parent.parent.type == "if_statement" \
            and always_exits(node.parent.parent.child_by_field_name("consequence")):
        node = node.parent.parent
    return node


def unwrapped(node: Node | None) -> Node | None:
    """``node`` without the parentheses around it (``(new Date())`` → ``new Date()``)."""
    while node is not None and node.type == "parenthesized_expression" \
            and node.named_children:
        node = node.named_children[0]
    return node


def concatenate(left: Expr, right: Expr, span: Span | None) -> Tmpl:
    """``left + right`` as a template (what ``x += right`` assigns)."""
    return plus_chain([left, right], span)


def is_string_expr(expr: Expr) -> bool:
    """A string literal, or a template whose string context is settled."""
    return isinstance(expr, Lit) and isinstance(expr.value, str) or \
        isinstance(expr, Tmpl) and not expr.plus


def plus_chain(sides: list[Expr], span: Span | None) -> Tmpl:
    """JavaScript's left-to-right ``a + b + c …`` as a template (rule
    ``value.numeric-plus``). Operands before the first string one (literal or template)
    may add numbers (``1 + 2 + '/x'`` is ``3/x``): two or more of them are one hole holding a
    ``plus`` template the resolver folds; from the first string on, each operand is
    concatenated (a ``plus`` operand, parenthesised, stays one hole). A chain with no string
    operand at all is itself a ``plus`` template."""
    def hole(side: Expr) -> Hole:
        return Hole(hole_name(side), side, side_span(side))
    first = next((i for i, side in enumerate(sides) if is_string_expr(side)), len(sides))
    if first == len(sides):
        return Tmpl(tuple(hole(side) for side in sides), span, True)
    parts: list[Lit | Hole] = []
    rest = sides
    if first >= 2:
        run = Tmpl(tuple(hole(side) for side in sides[:first]), span, True)
        parts.append(Hole(None, run, span))
        rest = sides[first:]
    for side in rest:
        if is_string_expr(side):
            parts.extend(side.parts if isinstance(side, Tmpl) else (side,))
        else:
            parts.append(hole(side))
    return Tmpl(tuple(parts), span)


def reassign(values: list[Expr], name: str, value: Expr, guarded: bool,
             made_by: list[Span | None], span: Span, exclusive: tuple[Span, ...],
             replaced: Span | None = None) -> None:
    """Record ``name = value``, made by the assignment at ``span``, in the list of values a
    variable takes, ``made_by`` (as long as ``values``) telling which assignment made each
    (``None``: a declaration). A string built on the variable itself (``url = url +
    '/teams'``, ``url += '/teams'``, ``url = `${url}/x```) is built on the values before it:
    they are substituted for the variable. Unconditional, it replaces them (the earlier URL
    is never used as such); under a condition it is one more alternative. A value an
    assignment made in one of the ``exclusive`` arms (of an ``if`` whose other arm holds this
    one: rule ``value.exclusive-arms``) never runs before it, so is never built on; when both
    arms of the ``if`` at ``replaced`` assign the variable, the values made before that ``if``
    are gone past it. A variable with no earlier value here (a parameter) keeps the
    reference; other self-reading values (builders: ``params = params.set(k, v)``) are kept
    as they are for their recognisers. A value that differs from one the other arm made
    only by its query separator is one value with that separator (rule
    ``url.separator-arms``)."""
    builds = isinstance(value, Tmpl) and mentions_ref(value, name)
    earlier = list(islice((v for v, made in zip(values, made_by) if made is None or not any(
        arm[:2] <= made[:2] and made[2:] <= arm[2:] for arm in exclusive)),
        MAX_REASSIGNED + 1)) if builds else []    # (past the limit the count is all we need)
    if replaced is not None:
        kept = [(v, made) for v, made in zip(values, made_by)
                if made is not None and made[:2] >= replaced[:2]]
        values[:], made_by[:] = [v for v, _ in kept], [m for _, m in kept]
    if not earlier or len(earlier) * (2 if guarded else 1) > MAX_REASSIGNED \
            or any(size_over(v, MAX_BUILT_SIZE) for v in earlier):
        values.append(value)        # too many ways to build it: the reference stays unknown
        made_by.append(span)
    elif not guarded:
        values[:], made_by[:] = [splice_ref(value, name, e) for e in earlier], \
            [span] * len(earlier)
    else:
        for b in (splice_ref(value, name, e) for e in earlier):
            if b not in values:
                values.append(b)
                made_by.append(span)
    join_separator_arms(values, made_by, span, exclusive)    # rule url.separator-arms


def size_over(expr, limit: int) -> bool:
    """Whether ``expr`` has more than ``limit`` template parts and alternatives, nested ones
    included (counted without recursion, stopping at the limit)."""
    todo, count = [expr], 0
    while todo:
        node = todo.pop()
        if isinstance(node, Tmpl):
            count += len(node.parts)
            todo.extend(p.expr for p in node.parts if isinstance(p, Hole))
        elif isinstance(node, Alt):
            count += len(node.options)
            todo.extend(node.options)
        if count > limit:
            return True
    return False


def splice_ref(template: Tmpl, name: str, earlier: Expr) -> Tmpl:
    """``template`` with its ``${name}`` parts replaced by the parts of ``earlier`` (a string
    keeps its literal text in place, so ``'?' + …`` still starts a query string)."""
    parts: list[Lit | Hole] = []
    for part in template.parts:
        if isinstance(part, Hole) and isinstance(part.expr, Ref) and part.expr.name == name:
            if isinstance(earlier, Tmpl):
                parts.extend(earlier.parts)
            elif isinstance(earlier, Lit) and isinstance(earlier.value, str):
                parts.append(earlier)
            else:
                parts.append(Hole(part.name, earlier, part.span))
        else:
            parts.append(substitute_ref(part, name, earlier))
    return replace(template, parts=tuple(parts))


def mentions_ref(expr: Expr | None, name: str) -> bool:
    """Whether ``expr`` reads the variable ``name`` (not inside nested functions)."""
    return substitute_ref(expr, name, None) is not expr if expr is not None else False


def substitute_ref(expr, name: str, replacement):
    """``expr`` with every read of variable ``name`` replaced by ``replacement`` (the same
    object when nothing is replaced; ``replacement`` ``None`` only detects reads)."""
    if isinstance(expr, Ref):
        if expr.name != name:
            return expr
        return replacement if replacement is not None else Ref(name, expr.span)
    fields = {Tmpl: ("parts",), Hole: ("expr",), Member: ("obj",), Index: ("obj", "index"),
              Call: ("callee", "args"), Obj: ("props",), Prop: ("value",), Arr: ("items",),
              Alt: ("options",), Spread: ("expr",), Typed: ("expr",)}.get(type(expr))
    if fields is None:
        return expr
    changes = {}
    for field_name in fields:
        current = getattr(expr, field_name)
        if isinstance(current, tuple):
            new = tuple(substitute_ref(item, name, replacement) for item in current)
            if any(a is not b for a, b in zip(new, current)):
                changes[field_name] = new
        else:
            new = substitute_ref(current, name, replacement)
            if new is not current:
                changes[field_name] = new
    return replace(expr, **changes) if changes else expr


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


def assigns(statement: Node, name: str, src) -> bool:
    """Whether ``statement`` is an assignment to the variable ``name`` (``name = …``,
    ``name += …``)."""
    if statement.type != "expression_statement" or not statement.named_children:
        return False
    inner = statement.named_children[0]
    left = inner.child_by_field_name("left") if inner.type in (
        "assignment_expression", "augmented_assignment_expression") else None
    return left is not None and left.type == "identifier" and src.text(left) == name


def ends_by_leaving(arm: Node) -> bool:
    """Whether the ``if`` arm ``arm`` (a ``{ … }`` block, or an ``else`` clause holding one)
    ends with a ``return`` or ``throw`` statement of its own."""
    if arm.type == "else_clause":
        arm = next((c for c in arm.named_children if c.type != "comment"), arm)
    if arm.type != "statement_block":
        return False
    statements = [c for c in arm.named_children if c.type != "comment"]
    return bool(statements) and statements[-1].type in ("return_statement", "throw_statement")


def other_arm(parent: Node, child: Node) -> Node | None:
    """Rule ``value.exclusive-arms``: the arm of the ``if`` statement ``parent`` that runs
    instead of its arm ``child`` — the ``else`` clause when ``child`` is the consequence, the
    consequence when ``child`` is the ``else`` clause; ``None`` when ``parent`` is no ``if``,
    ``child`` is its condition, or it has no ``else``."""
    if parent.type != "if_statement":
        return None
    consequence = parent.child_by_field_name("consequence")
    alternative = parent.child_by_field_name("alternative")
    if alternative is None or consequence is None:
        return None
    if child == consequence:
        return alternative
    return consequence if child == alternative else None


def guard_step(parent: Node, child: Node) -> tuple[bool, bool]:
    """One step of "does ``child`` run only under a condition within its function":
    ``(decided, guarded)`` (:meth:`_Extractor.guarded`)."""
    if parent.type in FUNCTION_TYPES:
        return True, False
    if parent.type in GUARDS:
        return True, True
    if parent.type == "binary_expression":
        op = parent.child_by_field_name("operator")
        if op is not None and op.type in ("&&", "||", "??"):
            return True, True
    return False, False


def is_require(value: Expr) -> bool:
    """``require('module')`` with a literal specifier."""
    return isinstance(value, Call) and isinstance(value.callee, Ref) \
        and value.callee.name == "require" and bool(value.args) \
        and isinstance(value.args[0], Lit) and isinstance(value.args[0].value, str)


# methods that read a value by its key (``config.get('url')`` is named ``url``, a model's or
# element's ``forum.attribute('apiUrl')`` ``apiUrl``)
GETTERS = frozenset({"get", "getItem", "getValue", "getSetting", "getConfig", "getOption",
                     "attribute"})
IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
# methods that convert a value without naming another (``id.toString()`` is still ``id``)
CONVERSIONS = frozenset({"toString", "valueOf", "toLowerCase", "toUpperCase", "trim",
                         "trimStart", "trimEnd", "toFixed", "toLocaleString", "toLocaleLowerCase",
                         "toLocaleUpperCase", "normalize", "toISOString", "toJSON"})


# the member that holds a reactive holder's value (Vue's ``ref().value``, React's
# ``useRef().current``): a hole reading it is named for the holder, rule ``path.holder-name``
HOLDER_MEMBERS = frozenset({"value", "current"})


def hole_name(value: Expr) -> str | None:
    """The name a template hole takes from its expression (``slug``, ``entry.id`` → ``id``,
    ``encodeURIComponent(slug)`` → ``slug``, ``String(x)`` → ``x``, ``id.toString()`` → ``id``,
    a holder's value (:data:`HOLDER_MEMBERS`) is named for its holder: ``deviceId.value`` (a Vue
    ref) → ``deviceId``, ``idRef.current`` (a React ref) → ``idRef``,
    ``config.get('url')`` → ``url``, ``ids.join(',')`` → ``ids``;
    a read with no argument
    — a signal ``this.id()``, a getter ``getTeamId()`` — is named for what it reads: ``id``,
    ``teamId``)."""
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and value.callee.prop in CONVERSIONS:
        return hole_name(value.callee.obj)      # `${id.toString()}`, `${name.trim()}`: id, name
    if isinstance(value, Call) and not value.args and isinstance(value.callee, (Ref, Member)):
        return read_name(hole_name(value.callee))
    if isinstance(value, Ref):
        return None if value.name == "this" else value.name
    if isinstance(value, Member):               # `${deviceId.value}` (a Vue ref), `${idRef.current}`
        return (value.prop in HOLDER_MEMBERS and hole_name(value.obj)) or value.prop
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and value.callee.prop in GETTERS and value.args and isinstance(value.args[0], Lit) \
            and isinstance(value.args[0].value, str) and IDENTIFIER.fullmatch(value.args[0].value):
        return value.args[0].value             # config.get('url'): url
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and value.callee.prop == "join" and (not value.args or len(value.args) == 1
                                                 and isinstance(value.args[0], Lit)
                                                 and value.args[0].value == ","):
        return hole_name(value.callee.obj)      # `${ids.join(",")}`: ids (a list)
    if isinstance(value, Call) and value.args and len(value.args) <= 2:
        return hole_name(value.args[0])
    if isinstance(value, Hole):
        return value.name
    if isinstance(value, Alt):                    # `${base || DEFAULT}` is named for `base`
        return next((n for n in map(hole_name, value.options) if n), None)
    return None


def read_name(name: str | None) -> str | None:
    """``teamId`` for ``getTeamId``, ``sdkEndpoint`` for ``getSDKEndpoint`` and ``url`` for
    ``getURL`` (a leading acronym is lower-cased whole); any other name unchanged."""
    if name and len(name) > 3 and name.startswith("get") and name[3].isupper():
        rest = name[3:]
        caps = len(rest) - len(rest.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        cut = caps - 1 if 1 < caps < len(rest) else caps if caps == len(rest) else 1
        return rest[:cut].lower() + rest[cut:]
    return name


def member_path(value: Expr) -> tuple[str, ...] | None:
    """``a.b.c`` → ``('a', 'b', 'c')``; ``None`` for anything that is not a plain member chain."""
    names: list[str] = []
    while isinstance(value, Member):
        names.append(value.prop)
        value = value.obj
    if isinstance(value, Ref):
        names.append(value.name)
        return tuple(reversed(names))
    return None


def side_span(value: Expr) -> Span | None:
    return getattr(value, "span", None)


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


def _number(text: str) -> int | float:
    cleaned = text.replace("_", "")
    try:
        return int(cleaned, 0)
    except ValueError:
        try:
            return float(cleaned)
        except ValueError:
            return 0


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "f": "\f", "v": "\v"}


def _unescape(seq: str) -> str:
    if len(seq) == 2:
        return _ESCAPES.get(seq[1], seq[1])
    try:
        return seq.encode("ascii", "replace").decode("unicode_escape")
    except UnicodeDecodeError:
        return seq
