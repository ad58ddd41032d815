"""Rule ``value.defu-merge``: unjs ``defu`` merges objects with the leftmost argument winning.

``defu(options, defaults, …)`` (also ``defuFn``, ``defuArrayFn`` and the merger
``createDefu(fn)`` returns) gives one object: a key the first object holds keeps that value,
nested plain objects both hold are merged the same way (``headers`` of the caller and of the
defaults), and arrays both hold are joined, the left one's items first. ``null``/``undefined``
arguments add nothing. Modelled as an ``Object.assign`` of the arguments in reverse order
(later entries win in an :class:`ObjV`), merging the members both known objects hold deeply.
An argument whose members are not shown (a wrapper's ``options`` parameter) stays a spread
entry placed after the defaults, so its members, once a caller fills them, win whole: a
caller's ``headers`` then replace the defaults' headers instead of merging with them.
Not read: ``createDefu``'s own merger function and the functions ``defuFn`` calls with the
default value (their keys merge as plain ``defu`` merges them).
"""
from __future__ import annotations

from code2skill.values import ArrV, LibV, ObjV, PropV, Value, spreads_nothing

RULE = "value.defu-merge"
PACKAGE = "defu"
MERGERS = frozenset({"defu", "defuFn", "defuArrayFn", "default"})
FACTORY = "createDefu"


def defu_merger(callee: Value) -> bool:
    """True when ``callee`` is one of defu's merge functions (the default export too) or what
    ``createDefu`` made."""
    return isinstance(callee, LibV) and callee.lib == PACKAGE and (
        not callee.path or len(callee.path) == 1 and callee.path[0] in MERGERS or callee.path == (FACTORY, "()"))


def defu_factory(callee: Value) -> bool:
    """True for ``createDefu`` itself: its call returns a merger (``LibV('defu', ('createDefu',
    '()'))``)."""
    return isinstance(callee, LibV) and callee.lib == PACKAGE and callee.path == (FACTORY,)


def defu_objects(values: list[Value]) -> ObjV:
    """The object ``defu(*values)`` returns: the leftmost known entry of each key wins, known
    objects under one key merge deeply, known arrays join (left items first); ``null`` and
    ``undefined`` arguments (any literal) are skipped; other values stay spread entries (``key`` ``None``)
    placed after the known entries of the arguments to their right."""
    props: list[PropV] = []
    for value in reversed(values):
        if spreads_nothing(value):
            continue
        if isinstance(value, ObjV):
            for prop in value.props:
                props = with_entry(props, prop)
        else:
            props.append(PropV(None, value))
    return ObjV(tuple(props))


def with_entry(props: list[PropV], prop: PropV) -> list[PropV]:
    """``props`` with ``prop`` (from an argument further left) winning over an earlier entry of
    its key, merged with it when both are objects or both arrays."""
    if prop.key is None:
        return [*props, prop]
    index = next((i for i in range(len(props) - 1, -1, -1) if props[i].key == prop.key), None)
    if index is None or any(p.key is None for p in props[index + 1:]):
        return [*props, prop]                       # an unknown spread may hold the key since
    earlier = props[index].value
    if prop.optional or props[index].optional:
        return [*props, prop]
    if isinstance(prop.value, ObjV) and isinstance(earlier, ObjV):
        merged = defu_objects([prop.value, earlier])
        return [*props[:index], *props[index + 1:], PropV(prop.key, merged, prop.where)]
    if isinstance(prop.value, ArrV) and isinstance(earlier, ArrV):
        joined = ArrV(prop.value.items + earlier.items, prop.value.where)
        return [*props[:index], *props[index + 1:], PropV(prop.key, joined, prop.where)]
    return [*props, prop]
