"""Rule ``value.and-or-choice``: ``c && a || b`` with ``a`` always truthy is ``c ? a : b``.

The idiom older code writes for a ternary::

    axios({ method: (tag.id && 'put') || 'post',
            url: (tag.id && `/api/tags/${tag.id}`) || '/api/tags' })

sends ``PUT /api/tags/{id}`` or ``POST /api/tags``. Read as what it is — a choice on
``tag.id`` between ``a`` and ``b`` — each such pair carries the condition text a ternary on
the same test carries (:attr:`code2skill.facts.Alt.cond`), so the choices of the method and
the URL pair up (rule ``url.same-condition``) instead of multiplying out, and a caller that
fixes the condition picks one arm. Only a left operand JavaScript always finds truthy makes
the two equal: a non-empty string literal, a template with non-empty literal text, a
non-zero number, ``true``, an object, array or function literal; with any other ``a``
(``c && x || b``, ``x`` maybe empty) the expression keeps its ``&&``/``||`` reading. Only
``||``: ``c && a ?? b`` gives ``c`` itself when ``c`` is ``false`` or ``0``. Pure over the
facts IR and the parser's nodes.
"""
from __future__ import annotations

from typing import Callable

from tree_sitter import Node

from code2skill.facts import Alt, Arr, Expr, Fn, Lit, Obj, Span, Tmpl

RULE = "value.and-or-choice"


def always_truthy(expr: Expr) -> bool:
    """Whether JavaScript finds ``expr`` truthy whatever it reads: a non-empty string, a
    non-zero number, ``true``, a template with some non-empty literal text, an object, array
    or function literal."""
    if isinstance(expr, Lit):
        return expr.value is True or (isinstance(expr.value, (str, int, float))
                                      and not isinstance(expr.value, bool)
                                      and bool(expr.value))
    if isinstance(expr, Tmpl):
        return any(isinstance(p, Lit) and isinstance(p.value, str) and p.value
                   for p in expr.parts)
    return isinstance(expr, (Obj, Arr, Fn))


def and_or_choice(left: Expr, right: Expr, left_node: Node | None, span: Span | None,
                  text: Callable[[Node], str]) -> Alt | None:
    """``left || right`` as the ternary it is when ``left`` is ``c && a`` (``left_node`` its
    node, parentheses unwrapped) with ``a`` always truthy (:func:`always_truthy`):
    ``Alt((a, right), span, 'any', the condition text of c, c)``; ``None`` otherwise.
    ``text(node)`` gives a node's condition text as a ternary's is written."""
    if not (isinstance(left, Alt) and left.kind == "and" and len(left.options) == 2
            and always_truthy(left.options[1]) and left_node is not None
            and left_node.type == "binary_expression"):
        return None
    condition = left_node.child_by_field_name("left")
    if condition is None:
        return None
    return Alt((left.options[1], right), span, "any", text(condition), left.options[0])
