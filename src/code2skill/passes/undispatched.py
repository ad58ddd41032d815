"""Pass: a request made only by the handler of an action nothing dispatches is no call the
client makes (rule ``wrapper.undispatched-action``).

A Redux-style store keys its request handlers by action type in a map
(``handleThunks({[FETCH_DISK_SPACE]: createFetchHandler('system.diskSpace', '/diskspace')})``)
and makes one action creator per type (``export const fetchDiskSpace =
createThunk(FETCH_DISK_SPACE)``). When a feature is removed the creator is left behind: no
component dispatches it, so the handler never runs. Its request is real code, so the
capability stays — ``requires-review`` with a ``medium`` review item naming the creator and
the handler entry — never a draft as if the client made the call.

An action type ``X`` counts as never dispatched only when all of this holds, so a dispatch
the tool cannot see is never taken for an absence:

* ``X`` is a constant bound to a text (``const X = 'system/diskSpace/fetch'``, in its module
  or the module it is imported from);
* every reference to the name ``X`` in the program is either the computed key of an object
  entry (``[X]: handler``, a handler or reducer map) or an argument of a call whose result a
  module binds at its top level to a name (``const fetchX = createThunk(X)``, the creator):
  a ``{type: X}`` object, a ``case X:`` test, ``X`` handed to any other call or read as a
  member anywhere keeps the action alive;
* the creator's name occurs nowhere else in the program: not as a name or member in any
  module (its own included, outside its binding), nor as a word of a string (a dispatch by
  name); the type's text occurs in no string literal but the constant's own;
* no module spreads, indexes with a computed key or hands to a call a namespace or default
  import of the creator's module (``bindActionCreators(actions, dispatch)``,
  ``{...actions}``, ``actions[name]``): such a use may reach the creator under any name.

A capability is flagged when every call of it has a hop inside such a handler entry.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred
from code2skill.facts import Call, Lit, Member, ModuleFacts, Prop, Ref, Typed, within
from code2skill.values import Where

from .call_verdicts import call_verdicts, mark_condemned
from .uncalled import WORD, escapes, expressions_of, walk

RULE = "wrapper.undispatched-action"
MESSAGE = ("{creator} creates the only action of type {action}, whose handler makes this "
           "request, and nothing in the analysed program dispatches it or names it, so the "
           "client may never make this request; keep the Tool only if the app uses it")


@dataclass(frozen=True)
class Undispatched:
    """A handler entry ``[action]: …`` at ``handler`` whose action only ``creator`` (bound at
    ``creator_where``) makes, and nothing dispatches."""

    action: str
    handler: Where
    creator: str
    creator_where: Where


@dataclass
class Uses:
    """What the program's expressions say about names: ``refs`` each name's reference places
    (``(path, span)``), ``keys`` those that are an object entry's computed key, ``creators``
    those that are an argument of a call bound at module top level (→ the binding's name and
    place), ``members`` the member names read, ``words`` the places of the strings holding
    each word, ``texts`` each string literal's places, ``escaped`` the modules a namespace or
    default import of which is spread, indexed with a computed key or handed to a call (rule
    ``wrapper.escaped-module``), ``entries`` each object entry whose computed key is a plain
    name (``[FETCH_X]: handler``) with its module."""

    refs: dict[str, set[Where]]
    keys: dict[str, set[Where]]
    creators: dict[str, dict[Where, tuple[str, Where]]]
    members: set[str]
    words: dict[str, set[Where]]
    texts: dict[str, set[Where]]
    escaped: set[str]
    entries: list[tuple[str, Prop]]


def program_uses(modules: Mapping[str, ModuleFacts],
                 resolve: Callable[[str, str], str | None]) -> Uses:
    """The :class:`Uses` of every module's expressions (function bodies included)."""
    uses = Uses({}, {}, {}, set(), {}, {}, set(), [])
    for path, module in modules.items():
        creator_calls = dict(top_level_calls(module))
        uses.escaped |= escapes(path, module, resolve)
        seen: set[int] = set()
        for expr in expressions_of(module):
            for node in walk(expr, seen):
                note_node(uses, path, node, creator_calls)
    return uses


def top_level_calls(module: ModuleFacts) -> Iterator[tuple[int, tuple[str, Where]]]:
    """``(id(call), (name, place))`` of each module binding whose one value is a call
    (``const fetchX = createThunk(X)``)."""
    for name, values in module.bindings.items():
        if len(values) != 1:
            continue
        value = values[0].expr if isinstance(values[0], Typed) else values[0]
        if isinstance(value, Call) and value.span is not None:
            yield id(value), (name, (module.path, value.span))


def note_node(uses: Uses, path: str, node: object,
              creator_calls: dict[int, tuple[str, Where]]) -> None:
    """Adds one expression node's names to ``uses`` (see :class:`Uses`)."""
    if isinstance(node, Ref) and node.span is not None:
        uses.refs.setdefault(node.name, set()).add((path, node.span))
    elif isinstance(node, Member):
        uses.members.add(node.prop)
    elif isinstance(node, Lit) and isinstance(node.value, str):
        place = (path, node.span or (0, 0, 0, 0))
        for word in WORD.findall(node.value):
            uses.words.setdefault(word, set()).add(place)
        uses.texts.setdefault(node.value, set()).add(place)
    elif isinstance(node, Prop) and isinstance(node.key_expr, Ref) and node.key is None \
            and node.key_expr.span is not None and node.span is not None:
        uses.keys.setdefault(node.key_expr.name, set()).add((path, node.key_expr.span))
        uses.entries.append((path, node))
    creator = creator_calls.get(id(node)) if isinstance(node, Call) else None
    if creator is not None:
        for arg in node.args:
            if isinstance(arg, Ref) and arg.span is not None:
                uses.creators.setdefault(arg.name, {})[(path, arg.span)] = creator


def constant_texts(modules: Mapping[str, ModuleFacts], name: str) -> set[str]:
    """The texts module-level bindings named ``name`` hold (``const X = 'a/b'``)."""
    found = set()
    for module in modules.values():
        for value in module.bindings.get(name, ()):
            value = value.expr if isinstance(value, Typed) else value
            if isinstance(value, Lit) and isinstance(value.value, str):
                found.add(value.value)
    return found


def undispatched(modules: Mapping[str, ModuleFacts],
                 resolve: Callable[[str, str], str | None] | None
                 ) -> dict[str, list[tuple[tuple[int, int, int, int], Undispatched]]]:
    """Each module → ``(span of a handler entry, verdict)`` for the entries whose action
    nothing dispatches (module docstring)."""
    if resolve is None or not has_creators(modules):
        return {}
    uses = program_uses(modules, resolve)
    verdicts: dict[str, list] = {}
    judged: dict[str, Undispatched | None] = {}
    for path, entry in uses.entries:
        action = entry.key_expr.name
        if action not in judged:
            judged[action] = verdict(action, modules, uses)
        found = judged[action]
        if found is not None:
            verdicts.setdefault(path, []).append(
                (entry.span, Undispatched(action, (path, entry.span), found.creator,
                                          found.creator_where)))
    return verdicts


def has_creators(modules: Mapping[str, ModuleFacts]) -> bool:
    """Whether some module binds at its top level the result of a call given a name some
    module binds to a text (``const fetchX = createThunk(FETCH_X)``): without one no action
    has a creator, and the program's expressions need no walk."""
    texts = {name for module in modules.values() for name in module.bindings
             if constant_texts({module.path: module}, name)}
    calls = (value.expr if isinstance(value, Typed) else value
             for module in modules.values() for values in module.bindings.values()
             for value in values)
    return any(isinstance(arg, Ref) and arg.name in texts
               for call in calls if isinstance(call, Call) for arg in call.args)


def verdict(action: str, modules: Mapping[str, ModuleFacts], uses: Uses
            ) -> Undispatched | None:
    """The creator of ``action`` when nothing dispatches it (module docstring), else
    ``None``; the ``handler`` of the answer is a placeholder the caller fills."""
    texts = constant_texts(modules, action)
    creators = uses.creators.get(action, {})
    if len(texts) != 1 or len(creators) != 1 or action in uses.members:
        return None
    if uses.refs.get(action, set()) - uses.keys.get(action, set()) - set(creators):
        return None
    (text,) = texts
    own = uses.texts.get(text, set())
    creator, where = next(iter(creators.values()))
    if len(own) > 1 or uses.words.get(action, set()) - own or creator in uses.members or \
            uses.words.get(creator, set()) - own or uses.refs.get(creator) or \
            where[0] in uses.escaped:
        return None
    return Undispatched(action, where, creator, where)


def mark_undispatched(capabilities: list[Capability], clusters, names: dict[int, str],
                      entries: Mapping[str, list[tuple[tuple[int, int, int, int],
                                                       Undispatched]]]
                      ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, those every call of which has a hop inside an ``entries`` handler
    entry (:func:`undispatched`) set to ``requires-review``, and one ``medium`` review item
    per such capability naming the creator and the entry; ``names`` maps ``id(observed
    call)`` to its capability."""
    found = call_verdicts(clusters, names, lambda call: next(
        (v for s in call.sites for span, v in entries.get(s.where[0], ())
         if within(s.where[1], span)), None))
    return mark_condemned(capabilities, found, lambda vs: min(vs, key=lambda v: v.handler),
                          undispatched_item)


def undispatched_item(cap: Capability, first: Undispatched) -> ReviewItem:
    """The ``medium`` review item of a capability whose calls only ``first``'s handler makes."""
    return ReviewItem(
        severity="medium", capability=cap.name,
        message=MESSAGE.format(creator=first.creator, action=first.action),
        evidence=[inferred(first.handler, RULE, f"handler of {first.action}, which only "
                           f"{first.creator} creates"),
                  inferred(first.creator_where, RULE,
                           f"{first.creator} is dispatched and named nowhere")])
