r"""Rule ``angular.interceptor-normalised``: the base URL an interceptor prefixes to the
request URL is read through the string normalisation of the URL it builds.

An interceptor often joins its base and the request URL loosely and cleans the result::

    const url = `${environment.apiURL}/${request.url}`.replace(/\/+/g, '/').replace(/\/+$/, '');
    request = request.clone({ url });

``environment.apiURL = '/api/v1/'`` makes every call ``/api/v1/<path>``. The calls around the
built URL (``.replace(pattern, 'text')``, ``.replaceAll``, ``.trim()``, ``.trimStart()``,
``.trimEnd()``) are applied, as rule ``value.regex-replace`` applies them
(:func:`code2skill.regex_replace.replace_in_value`), to the base followed by a stand-in for
the request URL whose text is unknown: ``//`` in the base collapses, an end-anchored pattern
(``/\/+$/``) reaches only the request URL and leaves the base alone. A replacement that is
not fixed text, a pattern that is neither a regular expression nor a text, or a match that
would reach into the request URL makes the base unknown (``None``): no base is read, never a
guessed one.
"""
from __future__ import annotations

import re
from typing import Callable

from code2skill.facts import Call, Expr, Lit, Member, Regex
from code2skill.regex_replace import replace_in_value
from code2skill.values import HoleV, StrV, UnknownV, Value

RULE = "angular.interceptor-normalised"

# whitespace trims as the regex replacement each one is: (pattern, flags)
TRIMS = {"trim": (r"^\s+|\s+$", "g"), "trimStart": (r"^\s+", ""), "trimLeft": (r"^\s+", ""),
         "trimEnd": (r"\s+$", ""), "trimRight": (r"\s+$", "")}
REPLACERS = frozenset({"replace", "replaceAll"})

# one normalisation step: (pattern, flags, replacement) of a regex replacement
Step = tuple[str, str, str]


def peeled(expr: Expr) -> tuple[Expr, tuple[Call, ...]]:
    """``(the string the calls are made on, the normalisation calls, innermost first)`` of
    ``expr``: ``(`${a}/${b}`, (replace(…), trim()))`` for ``` `${a}/${b}`.replace(…).trim()
    ```; ``(expr, ())`` when ``expr`` is no such call."""
    calls: list[Call] = []
    while isinstance(expr, Call) and isinstance(expr.callee, Member) \
            and expr.callee.prop in REPLACERS | TRIMS.keys():
        calls.append(expr)
        expr = expr.callee.obj
    return expr, tuple(reversed(calls))


def steps(calls: tuple[Call, ...], text: Callable[[Expr], str | None]) -> list[Step] | None:
    """The regex replacement each call makes, ``text`` giving an argument's fixed text:
    ``replace(/re/flags, 'x')``; ``replace('a', 'b')`` (its first match), ``replaceAll('a',
    'b')`` (each one); a trim as its whitespace pattern. ``None`` when one is none of these
    (``replaceAll`` with a non-global pattern throws in JavaScript)."""
    out: list[Step] = []
    for call in calls:
        prop = call.callee.prop                                   # type: ignore[union-attr]
        if prop in TRIMS:
            if call.args:
                return None
            out.append(TRIMS[prop] + ("",))
            continue
        if len(call.args) != 2:
            return None
        pattern, fixed = call.args[0], text(call.args[1])
        if fixed is None:
            return None
        if isinstance(pattern, Regex):
            if prop == "replaceAll" and "g" not in pattern.flags:
                return None
            out.append((pattern.value, pattern.flags, fixed))
        elif isinstance(pattern, Lit) and isinstance(pattern.value, str):
            out.append((re.escape(pattern.value), "g" if prop == "replaceAll" else "", fixed))
        else:
            return None
    return out


def normalised_base(base: Value, done: list[Step]) -> Value | None:
    """``base`` as the ``done`` steps leave it in the URL ``base + <request URL>``: each
    applied to the base's parts followed by a stand-in hole for the request URL, the stand-in
    then dropped; ``None`` when a step's result is unknown or no longer ends in the
    stand-in."""
    stand_in = HoleV(None, UnknownV("request-url"))
    url: Value = StrV((base.parts if isinstance(base, StrV) else (HoleV(None, base),))
                      + (stand_in,))
    for pattern, flags, replacement in done:
        url = replace_in_value(url, pattern, flags, replacement)
        if not isinstance(url, StrV) or not url.parts or url.parts[-1] != stand_in:
            return None
    assert isinstance(url, StrV)
    return StrV(url.parts[:-1])
