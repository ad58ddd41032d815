"""Rule ``value.null-default``: ``if (x == null) x = y`` is ``x = x ?? y``.

A request helper written before default parameters fills each argument the caller leaves
out, often from an options object the caller passes in its place::

    function request(url, method, data) {
        if (method == null)
            method = arguments[0].method;      // request({url, method: 'POST'})
        if (method == null)
            method = "GET";                    // request({url}) or request(url)
        if (data == null) {
            if (arguments[0].data == null) data = "";
            else data = arguments[0].data;
        }
        $.ajax({type: method, url: url, data: data});
    }

Each such write runs only while the value is still unset, so the local is its earlier value
when that is set, else the written one: ``method ?? arguments[0].method ?? "GET"``. Read as
plain alternatives the three would make every call both a ``POST`` and a ``GET``; read as
``??``, substituting a call's arguments settles it (rule ``value.presence-fallback`` for the
same shape written as a ternary): a call whose object has ``method: "POST"`` sends ``POST``
alone, one with no ``method`` member ``GET``. Rule ``value.string-absent-member``: a call
passing the URL string instead reads ``arguments[0].method`` off a string, which has no such
member: ``undefined``, so the default takes over there too.

Shapes: the write's outermost ``if`` tests the local itself for being unset (``x == null``,
``x === undefined``, ``x == undefined``: op ``==``/``===`` with literal ``null``; ``!x``:
op ``falsy``). Inside that ``if`` the write is unconditional, or one of the two arms of an
``if``/``else`` (its value ``E ?? L`` when the arms are ``if (E == null) x = L; else x =
E``, else either). Every other write the read sees must be the local's last unconditional
value (or none: the parameter's own value), none in a loop or a nested function; otherwise
the rule does not apply and the writes stay alternatives. Pure over facts.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import LocalWrite, Ref, Test, within

RULE = "value.null-default"
STRING_RULE = "value.string-absent-member"
UNSET_OPS = frozenset({"==", "==="})
# the members a JavaScript string has (``length`` and ``String.prototype``'s methods)
STRING_MEMBERS = frozenset({
    "length", "at", "anchor", "big", "blink", "bold", "charAt", "charCodeAt", "codePointAt",
    "concat", "constructor", "endsWith", "fixed", "fontcolor", "fontsize", "includes",
    "indexOf", "isWellFormed", "italics", "lastIndexOf", "link", "localeCompare", "match",
    "matchAll", "normalize", "padEnd", "padStart", "repeat", "replace", "replaceAll",
    "search", "slice", "small", "split", "startsWith", "strike", "sub", "substr",
    "substring", "sup", "toLocaleLowerCase", "toLocaleUpperCase", "toLowerCase", "toString",
    "toUpperCase", "toWellFormed", "trim", "trimEnd", "trimLeft", "trimRight", "trimStart",
    "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString",
    "__proto__"})


@dataclass(frozen=True, slots=True)
class Fill:
    """The writes one ``if (x == null)`` makes: ``writes`` one unconditional write, or the
    two arms (the first the ``if`` arm, whose inner test ``test`` holds; ``None`` for one
    write)."""

    writes: tuple[LocalWrite, ...]
    test: Test | None = None


@dataclass(frozen=True, slots=True)
class Plan:
    """A local's reaching writes read as rule ``value.null-default``: ``start`` its last
    unconditional write (``None``: the parameter's value on entry), then each ``fills`` in
    source order."""

    start: LocalWrite | None
    fills: tuple[Fill, ...]


def absent_string_member(prop: str) -> bool:
    """Rule ``value.string-absent-member``: whether ``prop`` read off a string is
    ``undefined`` — no member a JavaScript string has (``arguments[0].method`` when the
    caller passed the URL string itself, not an options object), so a null default after it
    takes over. Digits (an index reads a character) are members. (The resolver applies it to
    members of ``arguments[i]``, where a helper reads a caller's options object or string.)"""
    return prop not in STRING_MEMBERS and not prop.isdigit()


def unset_test(test: Test, name: str) -> bool:
    """Whether ``test`` holds when the local ``name`` is unset (``name == null``,
    ``name === undefined``, ``!name``)."""
    if not (isinstance(test.subject, Ref) and test.subject.name == name):
        return False
    return test.op == "falsy" or test.op in UNSET_OPS and test.literal is None


def fill_kind(found: Fill) -> str:
    """The :class:`~code2skill.values.AltV` kind of a local and the value one ``found`` fills
    it with: ``or`` under ``if (!x)`` (``x || y``), ``nullish`` under ``if (x == null)``
    (``x ?? y``: ``''`` and ``0`` stay, rule ``value.nullish-default``)."""
    guards = found.writes[0].guards or ()
    return "or" if guards and guards[0].op == "falsy" else "nullish"


def plan(writes: list[LocalWrite], name: str, fid: str | None) -> Plan | None:
    """The :class:`Plan` of ``writes`` (those reaching one read of ``name`` in function
    ``fid``, in source order), or ``None`` when they are not a start and null-default fills
    alone, or no write is a fill."""
    if any(w.scope != fid or w.loops for w in writes):
        return None
    killers = [i for i, w in enumerate(writes) if w.kills]
    if killers and killers[-1] != 0 or not killers and not writes:
        return None
    start = writes[0] if killers else None
    groups: dict[tuple, list[LocalWrite]] = {}
    for write in writes[1:] if killers else writes:
        guards = write.guards
        if not guards or not unset_test(guards[0], name) or len(guards) > 2:
            return None
        groups.setdefault(guards[0].span or write.span, []).append(write)
    fills = tuple(fill(group) for group in groups.values())
    if not fills or any(f is None for f in fills):
        return None
    return Plan(start, fills)        # type: ignore[arg-type]  (None ruled out above)


def fill(group: list[LocalWrite]) -> Fill | None:
    """The :class:`Fill` of the writes under one unset test: one unconditional write, or
    the two arms of one ``if``/``else`` inside it; ``None`` for anything else."""
    if len(group) == 1 and len(group[0].guards or ()) == 1:
        return Fill((group[0],))
    if len(group) != 2 or any(len(w.guards or ()) != 2 for w in group):
        return None
    first, second = group
    if not any(within(second.span, arm) for arm in first.exclusive):
        return None
    return Fill((first, second), (first.guards or ())[1])


__all__ = ["Fill", "Plan", "RULE", "STRING_RULE", "absent_string_member", "fill", "fill_kind",
           "plan", "unset_test"]
