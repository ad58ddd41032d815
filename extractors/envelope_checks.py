"""Failures a client reads inside a successful answer's body (rule ``errors.envelope-check``),
read by the extractor at each ``if`` (:func:`envelope_check`).

Many servers answer HTTP 200 with an envelope whose own field says whether the call failed,
and the client branches on it: ``if (res.code !== 20000) { Message.error(res.message); return
Promise.reject(new Error(res.message)) }`` in an axios response interceptor, ``if (!json.success)
throw new Error(json.msg)``, ``if (r.data.status >= 200 && r.data.status < 300) success(body)
else error(body)``. An ``if`` is such a check when its test reads a member whose last name is an
envelope field (:data:`ENVELOPE_FIELDS`) — compared (``===``, ``!==``, ``==``, ``!=``, ``<``,
``<=``, ``>``, ``>=``) with a number, text or boolean, tested for truth (``x.success``,
``!x.success``), or tested to lie in a numeric range (``x.status >= 200 && x.status < 300``) —
and exactly one way of the test leads to a failure action (:func:`failure_action`): its branch,
its ``else``, or, when the branch always exits, the statements after the ``if``.

The result is ``(subject node, failure condition, action node, message node)``: the failure
condition is written from the failing side (``!== 20000``, ``falsy``, ``outside >= 200 && <
300``). Whether the subject is a response body is decided later, by the pass
(:mod:`code2skill.passes.envelope_errors`). Not recognised: a ``switch`` on the field whose
cases fail, a ternary, a check split over several ``if``s, a test on a field called otherwise.
"""
from __future__ import annotations

import json

from tree_sitter import Node

ENVELOPE_FIELDS = frozenset({"code", "status", "success", "ok", "errno", "ret", "errcode",
                             "errCode", "retcode", "retCode", "resultCode", "statusCode",
                             "error_code", "errorCode", "succeeded", "isSuccess"})
MESSAGE_FIELDS = frozenset({"message", "msg", "errmsg", "errMsg", "error_description",
                            "detail", "errorMessage", "error_message"})
FAILURE_CALLEES = frozenset({"reject", "error", "fail", "failure", "onError", "errorCallback"})
FAILURE_METHODS = frozenset({"reject", "error"})   # Promise.reject(…), message.error(…)
QUIET_RECEIVERS = frozenset({"console", "logger", "log"})   # logging is no failure branch
NEGATED = {"===": "!==", "!==": "===", "==": "!=", "!=": "==", "<": ">=", ">=": "<",
           ">": "<=", "<=": ">", "truthy": "falsy", "falsy": "truthy"}
RELATIONAL = frozenset({"<", "<=", ">", ">="})
FUNCTIONS = frozenset({"function_declaration", "function_expression", "arrow_function",
                       "method_definition", "function", "generator_function_declaration"})
MAX_NODES = 400          # nodes of an arm searched for a failure action


def envelope_check(node: Node) -> tuple[Node, str, Node, Node | None] | None:
    """``(subject, failure condition, failure action, message read)`` of the ``if`` ``node``
    when it is an envelope check (module doc), else ``None``."""
    test = tested_field(node.child_by_field_name("condition"))
    if test is None:
        return None
    subject, holds = test
    then = node.child_by_field_name("consequence")
    alternative = node.child_by_field_name("alternative")
    other = alternative.named_children[0] if alternative is not None \
        and alternative.named_children else None
    if other is None and exits(then):
        other = rest_of_block(node)
    on_true, on_false = failure_action(then), failure_action(other)
    if (on_true is None) == (on_false is None):
        return None
    failing = then if on_true is not None else other
    condition = holds if on_true is not None else negated(holds)
    return subject, condition, on_true or on_false, message_read(failing, subject)


def negated(condition: str) -> str:
    """The condition that holds when ``condition`` does not (``!== 0`` → ``=== 0``, ``within
    …`` → ``outside …``)."""
    op, _, rest = condition.partition(" ")
    if op in ("within", "outside"):
        return ("outside " if op == "within" else "within ") + rest
    return " ".join([NEGATED[op], rest]).strip()


def tested_field(condition: Node | None) -> tuple[Node, str] | None:
    """``(subject, condition when true)`` of a test on an envelope field: ``x.code !== 0`` →
    ``(x.code, '!== 0')``, ``!x.success`` → ``(x.success, 'falsy')``, ``x.s >= 200 && x.s <
    300`` → ``(x.s, 'within >= 200 && < 300')``; ``None`` for any other test."""
    node = unwrap(condition)
    if node is None:
        return None
    if field_member(node):
        return node, "truthy"
    if node.type == "unary_expression" and text(node.child_by_field_name("operator")) == "!":
        inner = tested_field(node.child_by_field_name("argument"))
        return (inner[0], negated(inner[1])) if inner else None
    if node.type != "binary_expression":
        return None
    op = text(node.child_by_field_name("operator"))
    left, right = unwrap(node.child_by_field_name("left")), \
        unwrap(node.child_by_field_name("right"))
    if op == "&&":
        return numeric_range(tested_field(left), tested_field(right))
    if op not in NEGATED or left is None or right is None:
        return None
    if field_member(right) and not field_member(left):     # 0 !== res.code
        left, right = right, left
        op = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}.get(op, op)
    literal = literal_of(right)
    if not field_member(left) or literal is None or (op in RELATIONAL and not isinstance(
            literal, (int, float))):
        return None
    return left, f"{op} {json.dumps(literal)}"


def numeric_range(low: tuple[Node, str] | None, high: tuple[Node, str] | None
                  ) -> tuple[Node, str] | None:
    """``x >= 200 && x < 300`` (two bounds of the same member) as ``(x, 'within >= 200 && <
    300')``."""
    if low is None or high is None or text(low[0]) != text(high[0]):
        return None
    ops = (low[1].split(" ")[0], high[1].split(" ")[0])
    if not all(op in RELATIONAL for op in ops):
        return None
    return low[0], f"within {low[1]} && {high[1]}"


def field_member(node: Node | None) -> bool:
    """Whether ``node`` reads an envelope field of something (``res.data.code``)."""
    if node is None or node.type != "member_expression":
        return False
    return text(node.child_by_field_name("property")) in ENVELOPE_FIELDS


def literal_of(node: Node | None) -> int | float | str | bool | None:
    """The number, text or boolean a literal node writes (``-1`` too), else ``None``."""
    if node is None:
        return None
    if node.type in ("true", "false"):
        return node.type == "true"
    if node.type == "unary_expression" and text(node.child_by_field_name("operator")) == "-":
        inner = literal_of(node.child_by_field_name("argument"))
        return -inner if isinstance(inner, (int, float)) and not isinstance(inner, bool) \
            else None
    if node.type == "number":
        try:
            value = float(text(node))
        except ValueError:
            return None
        return int(value) if value.is_integer() else value
    if node.type == "string" and len(node.named_children) <= 1:
        return text(node)[1:-1]
    return None


def failure_action(arm: Node | None) -> Node | None:
    """The first failure action in ``arm`` (outside functions defined there): a ``throw``,
    ``Promise.reject(…)``/``reject(…)``, an ``error``/``fail``/``onError`` callback, or an
    error notice (``message.error(…)``, ``AlertService.error(…)``; not ``console.error``)."""
    stack, seen = [arm] if arm is not None else [], 0
    while stack and seen < MAX_NODES:
        node = stack.pop()
        seen += 1
        if node.type == "throw_statement":
            return node
        if node.type == "call_expression" and failing_callee(node.child_by_field_name(
                "function")):
            return node
        if node.type not in FUNCTIONS:
            stack.extend(reversed(node.named_children))
    return None


def failing_callee(callee: Node | None) -> bool:
    """Whether a call of ``callee`` takes a failure branch (:func:`failure_action`)."""
    if callee is None:
        return False
    if callee.type == "identifier":
        return text(callee) in FAILURE_CALLEES
    if callee.type != "member_expression":
        return False
    receiver = callee.child_by_field_name("object")
    return text(callee.child_by_field_name("property")) in FAILURE_METHODS and not (
        receiver is not None and text(receiver) in QUIET_RECEIVERS)


def message_read(arm: Node | None, subject: Node) -> Node | None:
    """The first read in ``arm`` of a message field beside the tested field (``res.msg`` when
    ``res.code`` is tested), else ``None``."""
    owner = text(subject.child_by_field_name("object"))
    stack, seen = [arm] if arm is not None else [], 0
    while stack and seen < MAX_NODES:
        node = stack.pop()
        seen += 1
        if node.type == "member_expression" and text(node.child_by_field_name(
                "property")) in MESSAGE_FIELDS and text(node.child_by_field_name(
                "object")) == owner:
            return node
        stack.extend(reversed(node.named_children))
    return None


def exits(branch: Node | None) -> bool:
    """Whether ``branch`` ends in a ``return`` or ``throw``."""
    if branch is not None and branch.type == "statement_block":
        ends = [c for c in branch.named_children if c.type != "comment"]
        branch = ends[-1] if ends else None
    return branch is not None and branch.type in ("return_statement", "throw_statement")


def rest_of_block(node: Node) -> Node | None:
    """The block holding ``node`` when statements follow it there (they run only when the
    ``if`` ``node``, whose branch always exits, does not take it); its later statements are
    searched by :func:`failure_action` through this block only from ``node`` on."""
    parent = node.parent
    if parent is None or parent.type != "statement_block":
        return None
    later = [c for c in parent.named_children if c.start_byte >= node.end_byte]
    return Later(later) if later else None


class Later:
    """The statements after an ``if`` in its block, walked like one node."""

    type = "statements_after"

    def __init__(self, statements: list[Node]):
        self.named_children = statements


def unwrap(node: Node | None) -> Node | None:
    """``node`` without the parentheses around it."""
    while node is not None and node.type == "parenthesized_expression" and node.named_children:
        node = node.named_children[0]
    return node


def text(node: Node | None) -> str:
    """The source text of ``node`` (``''`` for none)."""
    return node.text.decode("utf-8", "replace") if node is not None and node.text else ""
