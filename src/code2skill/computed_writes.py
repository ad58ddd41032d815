"""Rule ``value.computed-member-write``: a member written under a key the source does not show.

A payload is often built one member at a time in a loop and then sent::

    const payload: Record<string, string> = {};
    for (const key in settings) payload[key] = String(settings[key]);
    await api.put('/settings', payload);

The key of ``payload[key] = …`` is a loop variable, so no member name can be read from the
source. Such a write must not vanish: the object read after it is the literal's members plus
one entry of unknown name (``PropV(None, UnknownV("computed-key"))``, the same entry an object
literal's ``{[key]: value}`` gives), so the body or query that sends it is never an empty
object that looks proven. A body whose entries are all of unknown name is one opaque object
input with a review item.
"""
from __future__ import annotations

from code2skill.values import AltV, ObjV, PropV, UnknownV, Where

RULE = "value.computed-member-write"
REASON = "computed-key"


def unshown_key(where: Where | None) -> PropV:
    """The entry a member write under a key of unknown text adds to the object it writes."""
    return PropV(None, UnknownV(REASON, where), where)


def is_unshown_key(prop: PropV) -> bool:
    """Whether ``prop`` is an entry whose name the source does not show (a computed key
    neither written nor passed as text), rather than a spread."""
    return prop.key is None and prop.key_value is None and \
        isinstance(prop.value, UnknownV) and prop.value.reason == REASON


def only_unshown_keys(value: object) -> bool:
    """Whether ``value`` is an object whose every entry has a name the source does not show
    (at least one): its members are all unknown."""
    return isinstance(value, ObjV) and bool(value.props) and \
        all(is_unshown_key(p) for p in value.props)


def unshown_write(value: object) -> Where | None:
    """Where the first member of unknown name was written into ``value`` (an object, or one
    of several), for the review item that says the body's keys are not in the source."""
    options = value.options if isinstance(value, AltV) else (value,)
    return next((p.where for o in options if isinstance(o, ObjV)
                 for p in o.props if is_unshown_key(p)), None)
