"""Rule ``header.always-sent``: when a request header that is a Tool input is required.

A header is sent whenever its key is in the headers object the request is made with; what its
value may be decides whether the Agent must give it. A header input is **required** when

* every call site the Tool merges sends the header, never under a condition (no conditional
  spread ``...(x ? {h: x} : {})``, no helper object that holds it only sometimes:
  ``Header.optional``), and
* at every call site its value is not shown possibly absent. What counts as proof depends on
  the library: ``fetch``, ``XMLHttpRequest.setRequestHeader`` and jQuery's ``headers`` put every
  key on the wire whatever its value (``undefined`` is sent as the text ``"undefined"``), so
  there a value is taken as sent unless the source shows it may be absent
  (:func:`may_be_absent`); other libraries (axios, Angular's ``HttpHeaders``, ky…) drop a
  header whose value is ``undefined``/``null``, so there the source must prove the value
  present (:func:`shown_present`).

A value **may be absent** (:func:`may_be_absent`) when it is ``undefined``/``null``
(``LitV(None)``), a choice one of whose results is such (``label || undefined`` — the last
option of ``||``/``??``; any option of a ternary, of ``&&`` or of a conditional assignment
``if (note) headers.note = note``), a value whose TypeScript type admits ``undefined`` or
``null`` (also at a member path: ``item.note`` of a type declaring ``note?``), or an untyped
parameter of the request's function some caller leaves out or passes a value that may be
absent (``list('inbox')`` for ``list(folder, page)``; the callers are walked by
:func:`~code2skill.caller_chains.passed_values`; a parameter with a default sends it where a
caller leaves the argument out or passes ``undefined``). A chain that ends in a function
nothing calls, a cycle or the hop limit shows nothing either way. Not followed: a member of an
untyped parameter (``opts.mode``) is not looked up in the callers' object literals, so it is
taken as sent.

Depth: a value is read at most :data:`MAX_DEPTH` choices or caller hops deep; past it nothing
is shown. Pure over the resolved program; never raises.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from code2skill.caller_chains import PASSED, passed_values
from code2skill.parameter_defaults import parameter_default
from code2skill.passes.caller_literals import sent_undefined
from code2skill.types import split_top
from code2skill.values import FIRST_SET, AltV, ParamV, TypedV, Value

RULE = "header.always-sent"
# libraries that send every key of the headers they are given, whatever its value
SENDS_EVERY_HEADER = frozenset({"fetch", "xhr", "jquery"})
MAX_DEPTH = 6


def header_required(sent: Sequence[tuple[object, object]], calls: int, program,
                    present: Callable[[Value], bool],
                    presence: Callable[[Value], bool | None]) -> bool:
    """Whether a header input is required (module docstring): ``sent`` each call sending the
    header with its :class:`~code2skill.requests.Header` (``call.lib`` and ``call`` identity
    are read), ``calls`` the number of calls the Tool merges, ``present`` whether the source
    proves a value present (for libraries that drop absent headers), ``presence`` what its
    declared type says (``False``: may be absent, as a member ``article.note`` of a type
    declaring ``note?``)."""
    if len({id(call) for call, _ in sent}) < calls or any(h.optional for _, h in sent):
        return False
    for call, header in sent:
        if call.lib in SENDS_EVERY_HEADER:
            if presence(header.value) is False or may_be_absent(header.value, program):
                return False
        elif not shown_present(header.value, program, present):
            return False
    return True


def may_be_absent(value: Value | None, program, depth: int = 0) -> bool:
    """Whether the source shows ``value`` possibly ``undefined``/``null`` (module docstring);
    ``None`` stands for an argument left out."""
    if depth > MAX_DEPTH:
        return False
    if sent_undefined(value):
        return True
    if isinstance(value, AltV):
        options = value.options[-1:] if value.kind in FIRST_SET else value.options
        return any(may_be_absent(option, program, depth + 1) for option in options)
    if isinstance(value, (ParamV, TypedV)) and declared_optional(value):
        return True
    if isinstance(value, ParamV) and not value.path and value.type_text is None:
        defaulted = parameter_default(program, value) is not None
        return any(end.end == PASSED and not (defaulted and sent_undefined(end.value))
                   and may_be_absent(end.value, program, depth + 1)
                   for end in passed_values(program, value).ends)
    return False


def shown_present(value: Value | None, program, present: Callable[[Value], bool],
                  depth: int = 0) -> bool:
    """Whether the source proves ``value`` present: ``present`` says so, or it is an untyped
    parameter every caller passes a value proven present."""
    if value is None or depth > MAX_DEPTH:
        return False
    if present(value):
        return True
    if isinstance(value, ParamV) and not value.path and value.type_text is None:
        ends = passed_values(program, value).ends
        return bool(ends) and all(end.end == PASSED and
                                  shown_present(end.value, program, present, depth + 1)
                                  for end in ends)
    return False


def declared_optional(value: ParamV | TypedV) -> bool:
    """Whether a value read whole is declared with a type admitting ``undefined`` or ``null``
    (``note?: string`` is ``string | undefined``)."""
    if value.path or not value.type_text:
        return False
    return any(o.strip() in ("undefined", "null") for o in split_top(value.type_text, "|"))
