"""Call sites and their chains (seam of the per-file extractor).

Owns :meth:`CallSites.add_call`: one :class:`~code2skill.facts.CallSite` per call, with the
links chained after it (``.then(…)``, at most ``MAX_CHAIN``), each call's position in its
chain and the chain-length budget.

May read: the tree-sitter nodes, the facts IR, the extractor's state; the expressions, scopes
and control-flow seams through ``self``."""
from __future__ import annotations

from tree_sitter import Node

from code2skill.facts import Call, CallSite

from .shared import MAX_GUARDS


MAX_CHAIN = 64           # links of a call chain recorded at one call (``a().b().c()…``)


class CallSites:
    """The extractor's methods of this seam: call sites and their chains."""

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
        self.add_merge_statement(node, call)          # rule value.assign-statement
        chain = []
        cur, whole = node, True
        while (found := self.chain_link(cur)) is not None:
            if len(chain) >= MAX_CHAIN:
                self.note_limit("chain-length", f"a call chain longer than {MAX_CHAIN} links "
                                "(`.then(…)` after `.then(…)` …): the links past it are not read",
                                node)
                whole = False
                break
            cur, link = found
            chain.append(link)
        scope = self.scope_of(node)
        self.facts.calls.append(CallSite(call, scope, tuple(chain),
                                         self.guarded(node), self.if_guard(node),
                                         self.server_branch(node),
                                         self.if_guards(node, scope, MAX_GUARDS)
                                         if scope in self.facts.functions else None,
                                         whole and self.discarded(cur)))

    def discarded(self, node: Node) -> bool:
        """Whether call ``node``'s value is thrown away: it is a whole expression statement,
        parentheses aside (``headers.set('X', v);``)."""
        parent = self.up(node)
        while parent is not None and parent.type == "parenthesized_expression":
            parent = self.up(parent)
        return parent is not None and parent.type == "expression_statement"

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
        outer = self.awaited_callee(outer)
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

    def awaited_callee(self, node: Node | None) -> Node | None:
        """The call of an awaited member ``node`` when that call is its callee, else ``node``:
        tree-sitter-typescript reads ``await api.get(u).json<Feed>()`` as ``(await
        api.get(u).json)<Feed>()``, so the typed ``.json<Feed>()`` link is the call whose
        callee is the ``await``; the chain a recogniser reads (ky's ``.json<Article>()``
        response type) is the same with or without the ``await``."""
        if node is None or node.type != "await_expression":
            return node
        outer = self.up(node)
        return outer if outer is not None and outer.type == "call_expression" \
            and outer.child_by_field_name("function") == node else node
