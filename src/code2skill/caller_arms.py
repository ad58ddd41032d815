"""Branches of a URL chosen by whether a parameter is set, read against the function's callers.

A request function often picks the item or the collection by whether its caller gave an id::

    function loadTeams(teamId) {
      return fetch(teamId == null ? '/api/teams' : `/api/teams/${teamId}`)
    }
    loadTeams(); loadTeams(null)

Rule ``url.caller-arms``: when every call of the function the resolver linked decides such a
test with its argument (a default bound per call included: ``urlFor(id = null)`` called with
nothing), each call gets the branch it takes, and only those: here ``GET /api/teams`` alone,
never a ``/api/teams/{teamId}`` no caller can reach. A call passing a value the source does not
fix (a parameter of its own, a member read at runtime) leaves both branches to every call.

Rule ``url.passed-arm``: a call that writes an argument for the parameter a comparison with
``null``/``undefined`` tests (``interval !== undefined ? `/${interval}` : ''``), a value the
source does not fix but that cannot visibly be ``null`` or ``undefined`` (a variable, a member,
a parameter of a callback the framework calls with a value; not a literal, not a choice with
an absent option, not a parameter of a function some call of which leaves it out), takes the
branch that puts the value in the URL. With ``url.caller-arms``, when every call decides the
test so, the branch no call takes (the bare path) is no request. A truth test (``id ? … :
…``) is not decided this way: ``0`` and ``''`` are values too.

Rule ``url.unpassed-arm``: when nothing in the program is seen calling the function (a handler
a registry looks up by name at runtime, ``thunks[type](getState, payload)``), the branch taken
only when the value is set stays, but its capability is ``requires-review`` with a ``medium``
item naming the condition and saying that no caller was seen passing the value; a choice after
the query's ``?`` (``'?channel=' + c + (path ? '&path=' + path : '')``) only adds an optional
query input to a request sent either way, and is none. Only the function's own parameters count (a caller forwarding its parameter passes a value), in a plain
script module (a component's props come from markup the resolver may not read).

A test here is a presence test of :class:`~code2skill.values.AltV`: ``(subject, op, literal)``
with ``op`` ``truthy``/``falsy``, or a comparison with ``null``/``undefined`` (``None``), the
subject a :class:`~code2skill.values.ParamV`. Functions are pure over resolved values.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from code2skill.values import (AltV, HoleV, LitV, ObjV, ParamV, StrV, Text, UnknownV, Value,
                              Where, value_children)

CALLER_RULE = "url.caller-arms"
PASSED_RULE = "url.passed-arm"
UNPASSED_RULE = "url.unpassed-arm"
COMPARISONS = frozenset({"===", "!==", "==", "!="})
SET_WHEN_TRUE = frozenset({"truthy", "!==", "!="})       # the first option runs when it is set
SCRIPT_SUFFIXES = (".js", ".ts", ".mjs", ".cjs", ".mts", ".cts")
MAX_DEPTH = 40

# decides one choice: the indexes of the options taken, or ``None`` when it stays open
Decide = Callable[[AltV], "tuple[int, ...] | None"]


@dataclass(frozen=True, slots=True)
class Unpassed:
    """A presence test on ``subject`` (a parameter of a function no call of which was seen),
    written as ``condition`` (the source text) in that function: the option that puts the
    subject in the URL runs only when a caller passes it (rule ``url.unpassed-arm``)."""

    subject: ParamV
    condition: str


def presence_choice(value: Value, fid: str | None = None) -> bool:
    """Whether ``value`` is a two-way choice by a presence test on a parameter (of function
    ``fid`` when given) written in that parameter's own function."""
    if not isinstance(value, AltV) or len(value.options) != 2 or value.test is None \
            or len(value.test) != 3:
        return False
    subject, op, literal = value.test
    if not isinstance(subject, ParamV) or (fid is not None and subject.fid != fid):
        return False
    if op not in ("truthy", "falsy") and not (op in COMPARISONS and literal is None):
        return False
    return (value.cond or "").startswith(subject.fid + ":")


def set_option(choice: AltV) -> int:
    """The index of the option of presence choice ``choice`` that runs when its subject is
    set (``id ? a : b``, ``id != null ? a : b``: 0; ``!id ? a : b``, ``id == null ? a : b``:
    1)."""
    return 0 if choice.test[1] in SET_WHEN_TRUE else 1


def choices_in(value: Value | None, fid: str | None = None, depth: int = 0) -> list[AltV]:
    """The presence choices (:func:`presence_choice`) ``value`` holds: itself, inside a
    the values it holds (:func:`~code2skill.values.value_children`), outermost first."""
    if value is None or depth > MAX_DEPTH:
        return []
    found = [value] if presence_choice(value, fid) else []
    for child in value_children(value):
        found.extend(choices_in(child, fid, depth + 1))
    return found


def pruned(value: Value | None, decide: Decide, depth: int = 0) -> Value | None:
    """``value`` with each presence choice ``decide`` settles replaced by the options taken
    (one option: that option; both: the choice as it was)."""
    if value is None or depth > MAX_DEPTH:
        return value
    if isinstance(value, AltV) and presence_choice(value):
        taken = decide(value)
        if taken is not None and len(taken) == 1:
            return pruned(value.options[taken[0]], decide, depth + 1)
    if isinstance(value, StrV):
        return replace(value, parts=tuple(
            replace(p, value=pruned(p.value, decide, depth + 1)) if isinstance(p, HoleV) else p
            for p in value.parts))
    if isinstance(value, ObjV):
        return replace(value, props=tuple(replace(p, value=pruned(p.value, decide, depth + 1))
                                          for p in value.props))
    if isinstance(value, AltV):
        return replace(value, options=tuple(pruned(o, decide, depth + 1)
                                            for o in value.options))
    return value


def taken_by_callers(choice: AltV, decisions: list[bool | None]) -> tuple[int, ...] | None:
    """The options of ``choice`` its callers take, given what each decided of its test
    (``True``: the test holds); ``None`` when one caller does not decide it."""
    if any(d is None for d in decisions):
        return None
    return tuple(sorted({0 if d else 1 for d in decisions}))


def maybe_absent(value: Value, depth: int = 0) -> bool:
    """Whether ``value`` may visibly be ``null`` or ``undefined``: the literal, a member an
    object does not have or a member of a value not followed (``list[i]?.height``), a choice
    one option of which may be, a member of a parameter (the caller's object may lack it)."""
    if depth > MAX_DEPTH:
        return True
    if isinstance(value, LitV):
        return value.value is None
    if isinstance(value, UnknownV):
        return value.reason in ("no-member", "unknown-member")
    if isinstance(value, ParamV):
        return bool(value.path)
    if isinstance(value, AltV):
        return any(maybe_absent(o, depth + 1) for o in value.options)
    return False


def passed_outcome(choice: AltV, argument: Value | None) -> bool | None:
    """Rule ``url.passed-arm``: the outcome of presence choice ``choice``'s test for a call
    passing ``argument`` (a value no rule decides the test with) for its subject: the outcome
    that means "set" when the test compares the whole parameter with ``null``/``undefined``
    and ``argument`` cannot visibly be absent (:func:`maybe_absent`); ``None`` otherwise."""
    subject, op, _ = choice.test
    if subject.path or op not in COMPARISONS or argument is None or maybe_absent(argument):
        return None
    return op in SET_WHEN_TRUE


def unpassed(value: Value | None, called: Callable[[str], bool]) -> tuple[Unpassed, ...]:
    """The presence choices of ``value`` on parameters of functions no call of which was seen
    (``called(fid)`` false), in plain script modules, as :class:`Unpassed` (rule
    ``url.unpassed-arm``)."""
    out: list[Unpassed] = []
    optional = query_choices(value)
    for choice in choices_in(value):
        if any(choice is q for q in optional):
            continue                            # an optional query input: sent either way
        subject = choice.test[0]
        path = subject.fid.split("#", 1)[0]
        if called(subject.fid) or not path.endswith(SCRIPT_SUFFIXES):
            continue
        condition = (choice.cond or "").split("|", 1)[0][len(subject.fid) + 1:]
        item = Unpassed(subject, condition)
        if item not in out:
            out.append(item)
    return tuple(out)


def query_choices(url: Value | None) -> list[Value]:
    """The values in holes of ``url`` (a :class:`StrV`) after a ``?`` of its text: a choice
    there (``'?channel=' + c + (path ? '&path=' + path : '')``) adds or leaves out query
    inputs of a request sent either way, so it is no arm the request depends on."""
    if not isinstance(url, StrV):
        return []
    found, query = [], False
    for part in url.parts:
        if isinstance(part, HoleV) and query:
            found.append(part.value)
        query = query or isinstance(part, Text) and "?" in part.text
    return found


def same_parameter(a: Value, b: ParamV) -> bool:
    """Whether ``a`` reads the very parameter member ``b`` reads."""
    return isinstance(a, ParamV) and (a.fid, a.name, a.path) == (b.fid, b.name, b.path)


def unpassed_notes(found: tuple[Unpassed, ...], parts: list, method: str
                   ) -> list[tuple[str, str, Where | None, str]]:
    """One ``medium`` note (``(severity, message, where, rule)``) per :class:`Unpassed` test
    whose subject fills a hole of the URL variant ``parts``: that variant is the branch taken
    only when a caller passes the value, and no caller was seen passing it."""
    notes = []
    for item in found:
        hole = next((p for p in parts if isinstance(p, HoleV)
                     and same_parameter(p.value, item.subject)), None)
        if hole is None:
            continue
        name = ".".join((item.subject.name,) + item.subject.path)
        notes.append((
            "medium", f"this {method} is sent only when {name} is set (the condition "
            f"`{item.condition}` chooses it), and no caller of the function was seen passing "
            f"{name}: the client may never make this request; keep the Tool only if the app "
            "passes it", hole.where, UNPASSED_RULE))
    return notes
