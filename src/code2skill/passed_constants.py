"""The constants the calls of a function pass one of its parameters (rules
``path.passed-constants`` and ``value.list-callback``).

Rule ``value.list-callback``: the first parameter of a callback that runs once per item of a
constant list is each item of that list: ``["undone", "done"].map((done) => …)`` (likewise
``forEach``, ``flatMap``, ``filter``, ``some``, ``every``), and the function child of a SolidJS
``<For each={["undone", "done"]}>{(done) => …}</For>`` or ``<Index each={…}>`` (the element's
``each`` prop; the function a child written after its opening tag in the function rendering
it, passed to no call). A
list is constant when it is an array literal, or a name bound to one, of at most
:data:`MAX_ITEMS` fixed texts.

Rule ``path.passed-constants``: a path segment filled by a parameter of the function that
makes the request (a component's ``props.done``, a plain parameter) is one of the constants
its calls pass, when every known call of that function passes fixed text, alternatives of
fixed texts, or the parameter of a constant-list callback (above) for it; a JSX element is
the call of the component its tag names (rule ``jsx.component-call``). Calls of the callers
are not followed: a call passing its own parameter on leaves the segment free. A segment
named as an item (:data:`ITEM_NAME`: ``{id}``, ``{userId}``) is left free: a constant passed
for it (``<TestConnectionButton id="c1" />``) is one record's.

Pure over the resolved program; :func:`passed_texts` gives ``None`` when any call passes
something else, or when no call is known.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.coded_inputs import coded_text
from code2skill.facts import Call, Fn, Member, Obj, Ref
from code2skill.recogniser_context import Frame
from code2skill.values import AltV, ArrV, ParamV, Value, Where, text_of

LIST_RULE = "value.list-callback"
PASSED_RULE = "path.passed-constants"
MAX_ITEMS = 16                      # items of a constant list read as alternatives
# a segment naming an item, not a kind (``{id}``, ``{userId}``, ``{key}``): a constant passed
# for it is one record's, never the set of values the segment takes
ITEM_NAME = re.compile(r"(?i).*(id|key)")
EACH_METHODS = frozenset({"map", "forEach", "flatMap", "filter", "some", "every"})
EACH_ELEMENTS = frozenset({"For", "Index"})    # SolidJS control-flow components


@dataclass(frozen=True, slots=True)
class Passed:
    """The fixed texts one call passes a parameter, ``where`` that call is, and the rule that
    read a list's items (``value.list-callback``) or ``None`` for texts passed directly."""

    texts: tuple[str, ...]
    where: Where
    rule: str | None


def segment_texts(name: str, value: Value, where: Where, program) -> list[Passed] | None:
    """The constants path segment ``name`` read from ``value`` (at ``where``) may be: the
    items of the constant list whose callback's parameter it is (one :class:`Passed` at
    ``where``), each changed as the client changes it before sending (rule
    ``value.coded-input``: ``c.toUpperCase()``; ``None`` when one cannot be), else what the
    calls of its function pass (:func:`passed_texts`); ``None`` when neither is proven, or
    the segment names an item (:data:`ITEM_NAME`)."""
    if ITEM_NAME.fullmatch(name):
        return None
    if isinstance(value, ParamV):
        items = list_items(value, program)
        if items:                               # changed as sent (rule value.coded-input)
            sent = [coded_text(t, value.coded) for t in items]
            return [Passed(tuple(dict.fromkeys(sent)), where, LIST_RULE)] \
                if all(t is not None for t in sent) else None
    return passed_texts(value, program)


def passed_texts(value: Value, program) -> list[Passed] | None:
    """What every known call of the function whose parameter ``value`` is
    (:class:`~code2skill.values.ParamV`, read at its member path: ``props.done``) passes for
    it, one :class:`Passed` per call (rule ``path.passed-constants``); ``None`` when ``value``
    is no parameter, no call is known, or one call passes anything but fixed texts or a
    constant-list item."""
    if not isinstance(value, ParamV):
        return None
    callers = program.callers.get(value.fid, ())
    out: list[Passed] = []
    for path, _caller, args, span in callers:
        sent = program.called_with(value, value.fid, args)
        texts = fixed_texts(sent)
        rule = None
        if texts is None and isinstance(sent, ParamV):
            texts, rule = list_items(sent, program), LIST_RULE
        if not texts:
            return None
        out.append(Passed(tuple(dict.fromkeys(texts)), (path, span), rule))
    return out or None


def held_texts(value: Value, program) -> list[str]:
    """Every constant parameter ``value`` may hold: the items of the constant list its
    callback runs for (``value.list-callback``), else what the calls of its function pass
    (:func:`passed_texts`); ``[]`` when neither is proven. The fact cache keeps a file holding
    one out when the value is a credential (rule ``cache.credential-free``)."""
    items = list_items(value, program) if isinstance(value, ParamV) else None
    return items or [t for p in passed_texts(value, program) or [] for t in p.texts]


def fixed_texts(value: Value) -> list[str] | None:
    """The texts of a fixed text or of alternatives each of which is one, else ``None``."""
    options = value.options if isinstance(value, AltV) and value.kind == "any" else (value,)
    texts = [text_of(o) for o in options]
    return None if any(t is None for t in texts) else texts


def list_items(param: ParamV, program) -> list[str] | None:
    """Rule ``value.list-callback``: the items of the constant list a callback whose first
    parameter is ``param`` runs for (module docstring), else ``None``."""
    located = program.functions.get(param.fid)
    if located is None or param.path:
        return None
    path, fn = located
    if not fn.params or fn.params[0].name != param.name or fn.params[0].pattern:
        return None
    sites = program.calls_by_scope.get((path, fn.parent), ())
    listed = next((c.callee.obj for c in (s.call for s in sites) if mapped(c, fn.fid)), None)
    if listed is None and not any(passes(s.call, fn.fid) for s in sites):
        listed = each_prop(child_of(sites, fn.span))
    return constant_list(program.value_of(listed, Frame(path, fn.parent))) \
        if listed is not None else None


def mapped(call: Call, fid: str) -> bool:
    """Whether ``call`` is ``LIST.map(fn)`` (:data:`EACH_METHODS`) of function ``fid``."""
    return isinstance(call.callee, Member) and call.callee.prop in EACH_METHODS \
        and bool(call.args) and isinstance(call.args[0], Fn) and call.args[0].fid == fid


def passes(call: Call, fid: str) -> bool:
    """Whether ``call`` passes function ``fid`` as an argument or a prop."""
    values = [a for a in call.args] + [p.value for a in call.args if isinstance(a, Obj)
                                       for p in a.props]
    return any(isinstance(v, Fn) and v.fid == fid for v in values)


def child_of(sites, span) -> Call | None:
    """The JSX element (rule ``jsx.component-call``: a call whose one argument is an object
    literal spanning it, the opening tag) that opens last before ``span`` among ``sites``
    (the calls of the function rendering both): the element a function child at ``span``
    is written in."""
    opened = [s.call for s in sites if s.call.span is not None and len(s.call.args) == 1
              and isinstance(s.call.args[0], Obj) and s.call.args[0].span == s.call.span
              and s.call.span[2:] <= span[:2]]
    return max(opened, key=lambda c: c.span[2:], default=None)


def each_prop(element: Call | None) -> object | None:
    """The ``each`` prop of a ``<For>``/``<Index>`` element (:data:`EACH_ELEMENTS`), else
    ``None``."""
    if element is None:
        return None
    callee = element.callee
    tag = callee.name if isinstance(callee, Ref) else callee.prop \
        if isinstance(callee, Member) else None
    if tag not in EACH_ELEMENTS:
        return None
    return next((p.value for p in element.args[0].props if p.key == "each"), None)


def constant_list(value: Value) -> list[str] | None:
    """The texts of an array value of 1 to :data:`MAX_ITEMS` fixed texts, else ``None``."""
    items = value.items if isinstance(value, ArrV) else ()
    texts = [text_of(item) for item in items]
    if not 0 < len(texts) <= MAX_ITEMS or any(t is None for t in texts):
        return None
    return list(dict.fromkeys(texts))
