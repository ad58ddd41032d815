"""Control flow: guards, arms, switches and checks (seam of the per-file extractor).

Owns what the code around a node decides: the ``if`` tests that hold there (its guards, the
arms that run instead, the region an early exit leaves), whether it runs guarded or only on
the server, ``switch`` readings and their arms, and the facts of status checks (``x.status ===
401``, ``case 404:``), branches and response-envelope checks.

May read: the tree-sitter nodes, the facts IR, the extractor's state; the expressions and
scopes seams through ``self``."""
from __future__ import annotations

from tree_sitter import Node

from code2skill.string_test_guards import string_call
from code2skill.compound_tests import compound_test
from code2skill.facts import (Alt, Arr, Call, EnvelopeCheck, Expr, Lit, Member, Narrowing, Ref,
                              Span, Test)

from ..narrowed_branches import constant, tested_constants
from ..envelope_checks import envelope_check
from ..switch_arms import (CASE_ENDS, CASE_TYPES as SWITCH_CASES, SwitchReading, case_tests,
                           other_cases, read_switch)
from ..ssr_branch import server_step

from .scopes import plain
from .shared import FUNCTION_TYPES, MAX_GUARDS, negate, unwrapped


def is_status(node: Node | None) -> bool:
    """Whether an expression reads an HTTP status (``res.status``, ``err.response.statusCode``)."""
    if node is None or node.type != "member_expression":
        return False
    prop = node.child_by_field_name("property")
    return prop is not None and prop.text in (b"status", b"statusCode")
LOOPS = frozenset({"for_statement", "for_in_statement", "while_statement", "do_statement"})
GUARDS = frozenset({"if_statement", "ternary_expression", "switch_case", "switch_default", "for_statement",
                    "for_in_statement", "while_statement", "do_statement", "catch_clause"})


def membership_read(expr: Expr) -> bool:
    """Rule ``value.list-membership-test``: whether ``expr`` is ``[…].includes(x)`` of an
    array literal, read for its truth as a condition."""
    return isinstance(expr, Call) and isinstance(expr.callee, Member) \
        and expr.callee.prop == "includes" and isinstance(expr.callee.obj, Arr) \
        and len(expr.args) == 1


def header_read(expr: Expr) -> bool:
    """Rule ``auth.interceptor-exit``: whether ``expr`` reads one named header of a request,
    ``req.headers.has('skip_auth')`` or ``req.headers.get('X-Skip')``, read for its truth as a
    condition."""
    return isinstance(expr, Call) and isinstance(expr.callee, Member) \
        and expr.callee.prop in ("has", "get") and isinstance(expr.callee.obj, Member) \
        and expr.callee.obj.prop == "headers" and len(expr.args) == 1 \
        and isinstance(expr.args[0], Lit) and isinstance(expr.args[0].value, str)


def as_test(expr: Expr) -> Test | None:
    """A condition as a :class:`Test`: a test itself, or a name or member read for its
    truth (``if (sub)``), or a string test read for its truth (``if (url.startsWith('http'))``:
    rule ``value.string-test-guard``), or a list-membership test (``if (['GET',
    'HEAD'].includes(method))``: rule ``value.list-membership-test``), or a read of a
    request's header (:func:`header_read`); ``None`` for anything else."""
    if isinstance(expr, Test):
        return expr
    if isinstance(expr, (Ref, Member)) or isinstance(expr, Call) \
            and string_call(Test("truthy", expr)) is not None or membership_read(expr) \
            or header_read(expr):
        return Test("truthy", expr, None, expr.span)
    return None


def conjuncts(expr: Expr, opaque: bool = False) -> tuple[Test, ...] | None:
    """The tests that all hold where condition ``expr`` holds, in source order: the condition
    as one :class:`Test` (:func:`as_test`; an ``||`` of tests or a negated ``&&``/``||`` as
    one compound test, rule ``value.compound-test-guard``), or each operand of an ``&&``
    chain (``if (!a && b.startsWith('x'))``); ``None`` when one of them is no test, unless
    ``opaque``: then it is the test of its truth, which no value decides (rule
    ``value.member-append``: ``ensureInt(v)``)."""
    if isinstance(expr, Alt) and expr.kind == "and":
        found: list[Test] = []
        for option in expr.options:
            held = conjuncts(option, opaque)
            if held is None:
                return None
            found.extend(held)
        return tuple(found)
    test = compound_test(expr, as_test) or as_test(expr)   # value.compound-test-guard
    if test is None and opaque:
        test = Test("truthy", expr, None, getattr(expr, "span", None))
    return (test,) if test is not None else None


def always_exits(branch: Node | None) -> bool:
    """Whether ``branch`` (an ``if``'s consequence) ends in a ``return`` or ``throw``, so that
    the statements after the ``if`` run only when its test fails."""
    if branch is not None and branch.type == "statement_block":
        ends = [c for c in branch.named_children if c.type != "comment"]
        branch = ends[-1] if ends else None
    return branch is not None and branch.type in ("return_statement", "throw_statement")


def exits_otherwise(statement: Node) -> bool:
    """Whether the ``else`` arm of the ``if`` ``statement`` is one block or statement that
    ends by leaving the function (``else { return false; }``): a statement after the ``if``
    runs only where its test held (rule ``value.member-append``)."""
    arm = statement.child_by_field_name("alternative")
    body = arm.named_children[-1] if arm is not None and arm.named_children else None
    return body is not None and body.type != "if_statement" and always_exits(body)


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


def same_node(a: Node, b: Node) -> bool:
    """Whether ``a`` and ``b`` are the same node of one syntax tree (its place and type)."""
    return (a.start_byte, a.end_byte, a.type) == (b.start_byte, b.end_byte, b.type)


def _number(text: str) -> int | float:
    cleaned = text.replace("_", "")
    try:
        return int(cleaned, 0)
    except ValueError:
        try:
            return float(cleaned)
        except ValueError:
            return 0


class ControlFlow:
    """The extractor's methods of this seam: control flow: guards, arms, switches and checks."""

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

    def try_block(self, node: Node, fid: str) -> Node | None:
        """The block of the innermost ``try`` around ``node`` up to function ``fid`` when
        ``node`` lies in that block (not in its ``catch`` or ``finally``), else ``None``
        (rule ``value.list-narrowing``); ``None`` too past :data:`MAX_GUARDS` ``if``s on the
        way, whose tests :meth:`if_guards` would not state either (so an ``else if`` chain of n
        arms is read in n steps, not n²)."""
        child, cur, ifs = node, self.up(node), 0
        while cur is not None and not self.is_function(cur, fid):
            if plain(cur):                          # rule budget.plain-ancestors
                child, cur = self.past_plain(cur)
                continue
            ifs += cur.type == "if_statement"
            if ifs > MAX_GUARDS:
                return None
            if cur.type == "try_statement":
                body = cur.child_by_field_name("body")
                return child if body is not None and same_node(child, body) else None
            child, cur = cur, self.up(cur)
        return None

    def if_guards(self, node: Node, fid: str, limit: int | None = None,
                  stop: Node | None = None, opaque: bool = False) -> tuple[Test, ...] | None:
        """The conditions of the ``if``s around ``node`` up to function ``fid``, outermost
        first, as :class:`Test`s that hold there (an ``else`` branch's negated; each operand
        of the ``&&`` chain of an ``if`` without ``else``, :func:`conjuncts`); ``None`` when
        another construct decides whether it runs (a loop, ``try``, ternary, ``&&``/``||``,
        a ``switch`` whose cases :func:`~extractors.switch_arms.case_tests` cannot state as an
        ``else if`` chain: rule ``value.switch-arms``), a condition is no :class:`Test` or an
        ``&&`` chain of an ``if`` with an ``else`` (rule ``value.guarded-writes``), or there
        are more than ``limit`` of them (when given). With ``stop`` (a ``try``'s block,
        :meth:`try_block`), the ``if``s inside that block only. With ``opaque`` (rule
        ``value.member-append``), a condition that is no test is the test of its truth
        (:func:`conjuncts`), and in the consequence of an ``if`` with an ``else`` each operand
        of its ``&&`` chain holds; an ``if`` whose ``else`` leaves the function
        (:func:`exits_otherwise`) adds none: where a read after it runs, its test held."""
        tests: list[Test] = []
        child, cur = node, self.up(node)
        while cur is not None and not self.is_function(cur, fid) and not (
                stop is not None and same_node(cur, stop)):
            if limit is not None and len(tests) > limit:
                return None
            if plain(cur):                          # rule budget.plain-ancestors
                child, cur = self.past_plain(cur)
                continue
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
                held = conjuncts(condition, opaque)
                if held is not None and len(held) > 1 \
                        and cur.child_by_field_name("alternative") is not None:
                    whole = compound_test(condition, as_test)   # an && with an else is
                    held = (whole,) if whole is not None else \
                        held if opaque and child.type != "else_clause" else None  # one test
                if held is None:
                    return None
                if child.type == "else_clause":
                    held = (negate(held[0]),)
                elif cur.child_by_field_name("consequence") != child:
                    return None                  # (the condition itself)
                elif opaque and exits_otherwise(cur):
                    held = ()                    # a later read runs only where it held
                tests.extend(reversed(held))
            child, cur = cur, self.up(cur)
        return tuple(reversed(tests))

    def server_branch(self, node: Node) -> bool:
        """Whether ``node`` runs in a branch an ``if`` around it says runs only on the server
        (rule ``scope.ssr-branch``, memoised along the ancestors: :meth:`inherited`)."""
        return bool(self.inherited(node, self._server_branch, lambda parent, child: server_step(
            parent, child, self.up, self.enclosing_name)))

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

    def add_early_exit(self, node: Node) -> None:
        """Rule ``ui.confirmation-result``: an ``if`` without ``else`` at the top level of a
        function's body whose branch ends in ``return`` or ``throw`` (``if (!bool) return;``),
        as its condition and span in :attr:`~code2skill.facts.FunctionFact.exits`."""
        scope = self.scope_of(node)
        body, condition = node.parent, node.child_by_field_name("condition")
        if scope not in self.facts.functions or condition is None or body is None \
                or body.type != "statement_block" or not self.is_function(body.parent, scope) \
                or node.child_by_field_name("alternative") is not None \
                or not always_exits(node.child_by_field_name("consequence")):
            return
        self.facts.functions[scope].exits.append((self.expr(condition), self.src.span(node)))

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
