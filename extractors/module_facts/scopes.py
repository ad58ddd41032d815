"""The node index, scopes and budgets (seam of the per-file extractor).

Owns the index one walk of the tree builds (:meth:`Scopes.index_tree`: parents, the comment
before each node, the nodes of each role), the questions answered from it (a node's parent,
the innermost function around it, a property inherited from the nearest deciding ancestor,
the ancestors up to a function), function ids and the per-file ``limit`` diagnostics.

May read: the tree-sitter nodes, the facts IR (:mod:`code2skill.facts`), the extractor's state
set in ``_Extractor.__init__``, :mod:`~code2skill.extractors.module_facts.shared`."""
from __future__ import annotations

from typing import Callable

from tree_sitter import Node

from code2skill.facts import Diagnostic

from .shared import FUNCTION_TYPES


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
    "update_expression": "assignment", "unary_expression": "deletion",
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


# The node types a walk up from a node to its function may decide something at (rule
# ``budget.plain-ancestors``, :meth:`Scopes.past_plain`): functions, blocks (a ``try``'s block
# ends :meth:`~.control_flow.ControlFlow.if_guards`), branches, loops, ``try``, ``switch`` and
# its cases, and a ``binary_expression`` whose operator is ``&&``, ``||`` or ``??``
# (:data:`SHORT_CIRCUITS`). Every other node (a call, its arguments, a member read, a literal's
# parts, an arithmetic operator, ``!``) is plain: those walks only pass it.
DECIDING = FUNCTION_TYPES | frozenset({
    "statement_block", "if_statement", "else_clause", "ternary_expression", "switch_statement",
    "switch_body", "switch_case", "switch_default", "for_statement", "for_in_statement",
    "while_statement", "do_statement", "try_statement", "catch_clause", "finally_clause",
    "program"})
SHORT_CIRCUITS = frozenset({"&&", "||", "??"})


def plain(node: Node) -> bool:
    """Whether a walk up to a function passes ``node`` deciding nothing (:data:`DECIDING`)."""
    if node.type == "binary_expression":
        operator = node.child_by_field_name("operator")
        return operator is None or operator.type not in SHORT_CIRCUITS
    return node.type not in DECIDING


class Scopes:
    """The extractor's methods of this seam: the node index, scopes and budgets."""

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

    def past_plain(self, node: Node) -> tuple[Node, Node | None]:
        """From a :func:`plain` node, the first ancestor that is not plain (``None`` past the
        root) and the node right below it: the place a walk up to a function that stops only
        at the :data:`DECIDING` nodes reaches next. Memoised for every plain node passed
        (rule ``budget.plain-ancestors``), so the walks up from each call of
        ``f(g(f(g(…))))`` (or ``!f(!f(…))``, ``f(a) + (f(a) + …)``) nested N deep take O(N)
        steps in all, not O(N²)."""
        path: list[Node] = []
        child, cur = node, self.up(node)
        while cur is not None and plain(cur):
            if cur.id in self._past_plain:
                child, cur = self._past_plain[cur.id]
                break
            path.append(cur)
            child, cur = cur, self.up(cur)
        for seen in (node, *path):
            self._past_plain[seen.id] = (child, cur)
        return child, cur

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

    def is_function(self, node: Node | None, fid: str) -> bool:
        """Whether ``node`` is the function whose id is ``fid``."""
        return node is not None and node.type in FUNCTION_TYPES \
            and self.fn_ids.get((node.start_byte, node.end_byte)) == fid

    def enclosing_name(self, node: Node) -> str | None:
        """The qualified name of the function whose body holds ``node`` (``None`` at module
        level or before the function is recorded)."""
        fn = self.facts.functions.get(self.scope_of(node) or "")
        return fn.name if fn is not None else None

    def note_limit(self, limit: str, what: str, node: Node) -> None:
        """One ``extract`` diagnostic per file and limit (rule ``budget.<limit>``)."""
        if limit not in self._limits:
            self._limits.add(limit)
            self.facts.diagnostics.append(Diagnostic(
                self.path, "extract", f"limit {limit} exceeded: {what}", "warning",
                node.start_point[0] + 1))
