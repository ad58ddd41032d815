"""Rule ``value.form-field``: what a page reads from a form field is what the user typed.

A settings page that tests a third party's key sends the key the user has just typed::

    pushover.apikey = $('#pushover_apikey').val();             // the field's value
    const user = $('#email_username').val().trim();
    boxcar2.accesstoken = $.trim($('#boxcar2_accesstoken').val());
    $.get('home/testPushover', {userKey: pushover.userkey, apiKey: pushover.apikey})

jQuery's ``.val()`` called without an argument returns the value of the first matched element
(api.jquery.com/val): on a chain built by calling jQuery (``$(…)``, ``jQuery(…)``, a method
chained on it) it is a form field's value, the text the user types or the option they pick — an
:class:`~code2skill.values.UnknownV` of reason ``form-field:<selector>`` (:func:`field_read`;
``…`` for a selector that is no literal). Trimming it or changing its case (``.trim()``,
``.toLowerCase()``, jQuery's ``$.trim(…)``) keeps it that field's value (:func:`trimmed`). A
field whose value the page's server writes (hidden or read-only:
:mod:`code2skill.extractors.server_fields`; a selector saying hidden or naming a CSRF token or
a nonce: :func:`server_token`) holds no typing: it is none. Rule
``query.typed-credential`` (:func:`~code2skill.passes.schema.held_credential`) reads such a
value sent under a credential's name as one the caller gives, never a credential the client
holds. Pure over the call's expression and values.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from code2skill.facts import Call, Expr, Lit, Member
from code2skill.jquery_tests import is_jquery, jquery_root
from code2skill.values import LibV, UnknownV, Value, Where

RULE = "value.form-field"
FIELD = "form-field:"
# string methods that keep a field's value what the user typed
KEEPING = frozenset({"trim", "trimStart", "trimEnd", "toLowerCase", "toUpperCase"})
# the words of a field the page's server fills for itself: a CSRF token or a nonce
SERVER_TOKEN_WORDS = ("csrf", "xsrf", "nonce")
HIDDEN_FIELD = re.compile(r"type\s*=\s*['\"]?hidden|:hidden\b")


def field_read(call: Call, evaluate: Callable[[Expr], Value], where: Where | None,
               server: frozenset[str] = frozenset()) -> UnknownV | None:
    """The value of ``call`` when it is jQuery's ``.val()`` without an argument on a chain
    built by calling jQuery (``evaluate`` giving the value of the chain's innermost callee):
    a form field's value, reason ``form-field:<selector>``; else ``None``, also for a
    selector ``#<id>`` naming a field whose value the server writes (``server``, the ids
    :mod:`code2skill.extractors.server_fields` reads: ``<input type="hidden" id="apikey"
    value="$apikey">`` holds the page's own key, not the user's typing)."""
    if not isinstance(call.callee, Member) or call.callee.prop != "val" or call.args:
        return None
    root = jquery_root(call.callee.obj)
    if root is None or not is_jquery(evaluate(root)):
        return None
    chosen = selector(call.callee.obj)
    if chosen.startswith("#") and chosen[1:] in server or server_token(chosen):
        return None
    return UnknownV(FIELD + chosen, where)


def server_token(chosen: str) -> bool:
    """Whether a selector names a field the page's server fills for the page itself, never one
    the user types: a hidden input (``input[type=hidden]``, ``:hidden``) or a field named as a
    CSRF token or a nonce (:data:`SERVER_TOKEN_WORDS`: ``input[name=csrfmiddlewaretoken]``,
    ``[name=_csrf]``, ``#_wpnonce``), which the session rules read as the page's token."""
    lowered = chosen.lower()
    return any(w in lowered for w in SERVER_TOKEN_WORDS) or \
        bool(HIDDEN_FIELD.search(lowered))


def selector(expr: Expr) -> str:
    """The literal selector of the innermost jQuery call of a chain (``#pushover_apikey`` of
    ``$('#pushover_apikey')``), else ``…``."""
    while isinstance(expr, (Member, Call)):
        if isinstance(expr, Call) and not isinstance(expr.callee, Member):
            first = expr.args[0] if expr.args else None
            return first.value[:80] if isinstance(first, Lit) and isinstance(first.value, str) \
                else "…"
        expr = expr.callee if isinstance(expr, Call) else expr.obj
    return "…"


def trimmed(call: Call, callee: Value, args: tuple[Value, ...],
            receiver: Callable[[], Value]) -> Value | None:
    """A form field's value trimmed or re-cased (module docstring): jQuery's ``$.trim(v)``
    (``callee`` jQuery's ``trim``, ``args`` its evaluated arguments) or ``v.trim()`` without
    an argument (``receiver()`` evaluating ``v``), when ``v`` is a form field's value; else
    ``None``."""
    if isinstance(callee, LibV) and callee.lib == "jquery" and callee.path == ("trim",):
        return args[0] if args and is_field(args[0]) else None
    if isinstance(call.callee, Member) and call.callee.prop in KEEPING and not call.args:
        value = receiver()
        return value if is_field(value) else None
    return None


def is_field(value: Value | None) -> bool:
    """Whether ``value`` is a form field's value (:func:`field_read`)."""
    return isinstance(value, UnknownV) and value.reason.startswith(FIELD)
