"""Rule ``value.plain-object-constructor``: a local made empty by ``new Object()`` or
``new Map()`` and then given members by assignment is the object literal of those members.

::

    buildConfig() {
      let config = new Map();
      config.cancelToken = this.cancel.token;
      if (localStorage.getItem('jwtToken')) {
        config.headers = {};
        config.headers['Authorization'] = 'Bearer ' + localStorage.getItem('jwtToken');
      }
      return config;
    }

An assignment ``config.headers = …`` makes an own property of the object whatever made it, and
an own property is what a spread (``{ ...configs, ...config }``), ``Object.assign`` and a
request library's config reading take, so such a local is read as ``{}`` with the members
:meth:`~code2skill.resolution.flow.Flow.with_member_writes` adds (under an ``if``: a member
that may be absent). A ``Map``'s entries (``m.set(k, v)``) are no own properties: a local
given any ``set``/``append`` call keeps its unknown value, and so does one some other
write makes (``config = other``), or one made with arguments (``new Map(entries)``).
"""
from __future__ import annotations

from code2skill.facts import Call, LocalWrite, Ref
from code2skill.values import ObjV, Where

EMPTY_MAKERS = frozenset({"Object", "Map"})


def empty_made(writes: list[LocalWrite]) -> bool:
    """Whether every write of a local (its declaration and any reassignment) is
    ``new Object()`` or ``new Map()`` without arguments."""
    return bool(writes) and all(
        isinstance(w.value, Call) and w.value.new and not w.value.args
        and isinstance(w.value.callee, Ref) and w.value.callee.name in EMPTY_MAKERS
        for w in writes)


def plain_object(writes: list[LocalWrite], written: bool, entry_calls: bool,
                 where: Where | None) -> ObjV | None:
    """The empty object literal (at ``where``) a local made by :func:`empty_made` ``writes``
    stands for when members are ``written`` on it by assignment and it gets no ``Map`` entry
    call (``entry_calls``: ``m.set(k, v)``, ``m.append(k, v)``); ``None`` otherwise."""
    if not written or entry_calls or not empty_made(writes):
        return None
    return ObjV((), where)
