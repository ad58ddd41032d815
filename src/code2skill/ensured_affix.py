"""Rule ``value.ensured-affix``: a ternary that adds fixed text to a value unless the value
already ends (or starts) with it is that value with the text: the text is always there.

A URL helper often makes sure its configured base ends with the API's prefix::

    const base = (import.meta.env.VITE_API_URL || 'http://localhost:1337').replace(/\\/+$/, '');
    const apiUrl = base.endsWith('/api') ? base : `${base}/api`;
    return `${apiUrl}${path}`;                      // getApiUrl('/items') → …/api/items

Whichever way the deployment spells the base, every request goes to ``…/api/items``: the
``/api`` is no choice between two endpoints, it is fixed text between the base and the
caller's path, exactly as in `` `${base}/api${path}` `` written inline — so it is read as
that inline string (the path template holds ``/api``, the base the deployment binds is the
subject without it, as the fallback ``http://localhost:1337`` shows). Without the rule the
ternary is a choice whose first option drops the prefix from every path.

Shapes (``x`` a value the test cannot decide, ``S`` a literal; a test the value decides
keeps rule ``value.string-test``, a subject that mentions a parameter is decided per call):

* ``x.endsWith(S) ? x : x + S`` (or `` `${x}S` ``) → ``x + S``
* ``x.startsWith(S) ? x : S + x`` → ``S + x``

Not read: the negated test (``!x.endsWith(S) ? x + S : x``) and an ``if`` that appends the
text to a variable; both stay a choice of the two values.
"""
from __future__ import annotations

from code2skill.values import HoleV, StrV, Text, Value

RULE = "value.ensured-affix"


def ensured_affix(test: tuple, options: tuple[Value, ...]) -> Value | None:
    """The value of a ternary with test ``test`` (``(subject, method, literal)``) and branch
    values ``options`` when it is ``x`` with ``literal`` ensured at its end (``endsWith``) or
    start (``startsWith``): the second branch, ``x`` joined with the literal; ``None`` for
    any other ternary."""
    subject, method, literal = test
    if len(options) != 2 or options[0] != subject or not isinstance(literal, str) \
            or not literal or not isinstance(options[1], StrV):
        return None
    parts = options[1].parts
    if method == "endsWith":
        rest = affix_rest(parts, literal, at_end=True)
    elif method == "startsWith":
        rest = affix_rest(parts, literal, at_end=False)
    else:
        return None
    return options[1] if rest is not None and holds(rest, subject) else None


def affix_rest(parts: tuple, literal: str, at_end: bool) -> tuple | None:
    """``parts`` without the fixed text ``literal`` at their end (``at_end``) or start, when
    they have it written as whole text parts there; ``None`` otherwise."""
    found = ""
    index = len(parts) if at_end else -1
    while len(found) < len(literal):
        index += -1 if at_end else 1
        if not 0 <= index < len(parts) or not isinstance(parts[index], Text):
            return None
        found = parts[index].text + found if at_end else found + parts[index].text
    if found != literal:
        return None
    return parts[:index] if at_end else parts[index + 1:]


def holds(parts: tuple, subject: Value) -> bool:
    """Whether ``parts`` are the subject itself: one hole holding it, or its own parts."""
    if len(parts) == 1 and isinstance(parts[0], HoleV):
        return parts[0].value == subject
    return isinstance(subject, StrV) and parts == subject.parts
