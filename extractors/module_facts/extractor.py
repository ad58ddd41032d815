"""The composed per-file extractor: one class over the seams' mixins.

Owns ``_Extractor.__init__``, the only place the extractor's state is made (the file's facts,
memos and indexes), and ``_Extractor.run``, the one walk that reads a tree into facts; every
other method lives in the mixin of its seam:

* :class:`~code2skill.extractors.module_facts.scopes.Scopes`: the node index, scopes and budgets
* :class:`~code2skill.extractors.module_facts.expressions.Expressions`: expressions to the facts IR
* :class:`~code2skill.extractors.module_facts.calls.CallSites`: call sites and their chains
* :class:`~code2skill.extractors.module_facts.functions.Functions`: functions, parameters and their
  docs
* :class:`~code2skill.extractors.module_facts.declarations.Declarations`: declarations,
  assignments, imports and exports
* :class:`~code2skill.extractors.module_facts.classes.Classes`: classes
* :class:`~code2skill.extractors.module_facts.types.Types`: TypeScript types and enums
* :class:`~code2skill.extractors.module_facts.control_flow.ControlFlow`: control flow: guards,
  arms, switches and checks

May read: every seam module, :mod:`~code2skill.extractors.module_facts.source` and
:mod:`~code2skill.extractors.module_facts.shared`; no seam imports this module (they reach each
other through ``self``)."""
from __future__ import annotations

import hashlib
import re

from tree_sitter import Node

from code2skill.facts import Diagnostic, Expr, ModuleFacts, Span

from ..jsx_elements import component_calls, rendered_values
from ..switch_arms import SwitchReading
from ..server_values import bare_placeholder
from ..ui_triggers import extract_triggers

from .source import _Source
from .calls import CallSites
from .classes import Classes
from .control_flow import ControlFlow
from .declarations import Declarations
from .expressions import Expressions
from .functions import Functions
from .scopes import Scopes
from .types import Types


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


class _Extractor(Scopes, Expressions, CallSites, Functions, Declarations, Classes, Types,
                 ControlFlow):
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
        # names read as the path segment after a sign-in word (rule redact.sign-in-segment)
        self.sign_in_refs: set[str] = set()
        self._parents: dict[int, Node | None] = {}       # node id → parent (index_tree)
        self._past_plain: dict[int, tuple[Node, Node | None]] = {}   # Scopes.past_plain
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

    def run(self, root: Node) -> ModuleFacts:
        self.index_tree(root)
        caps = self.roles
        functions = self.within_nesting(sorted(caps.get("function", []), key=outer_first))
        for node in functions:
            self.fn_ids[(node.start_byte, node.end_byte)] = self.fid(node)
        for node in functions:                    # outer before inner: parents exist first
            self.add_function(node)
        handlers = (("declarator", self.add_declarator), ("for_of", self.add_for_of),
                    ("assignment", self.add_assignment), ("deletion", self.add_deletion),
                    ("call", self.add_call), ("return", self.add_return),
                    ("import", self.add_import), ("export", self.add_export),
                    ("class", self.add_class), ("type", self.add_type),
                    ("enum", self.add_enum), ("status_check", self.add_status_check),
                    ("status_case", self.add_status_case), ("branch", self.add_branch),
                    ("branch", self.add_envelope_check), ("branch", self.add_early_exit),
                    ("switch", self.add_switch))
        for capture, handler in handlers:
            for node in sorted(caps.get(capture, []), key=inner_first):
                handler(node)
        self.redact_credential_refs()
        try:
            self.facts.triggers = extract_triggers(self)
            self.facts.calls.extend(component_calls(self))
            for scope, expr in rendered_values(self):      # rule output.response-read
                if scope in self.facts.functions:
                    self.facts.functions[scope].rendered.append(expr)
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
