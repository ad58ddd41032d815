"""Rule ``value.header-set-calls``: ``headers.set(name, value)`` and ``headers.append(name,
value)`` on a function's local are member writes, like ``headers[name] = value``.

::

    function getDefaultHeaders(): Headers {
      const headers = new Headers({ 'Content-Type': 'application/json' });
      const token = getCsrfToken();
      if (token) headers.set('X-CSRF-Token', token);
      return headers;
    }

A ``Headers`` object (``new Headers({...})``, ``new Headers()``) is read as the object literal of
its entries; a ``set``/``append`` call on the local holding it, before the read, adds the named
entry as :meth:`~code2skill.resolution.flow.Flow.with_member_writes` adds an assignment's (under an
``if`` it is a member that may be absent). So a request whose headers come from such a helper
carries them, and its auth is inferred from them as from headers written inline (rule
``auth.credential-header``). The writes apply to an object literal only: a
``URLSearchParams`` or ``FormData`` local keeps its own reading (rule ``query.search-params``,
the form recognisers). A call whose key the resolver cannot read (``h.set(key, value)`` in a
loop copying a caller's headers) is left out: it names no header the source shows.
"""
from __future__ import annotations

from code2skill.facts import Assignment, CallSite, Member, Ref

MUTATORS = ("set", "append")


def header_set_writes(sites: list[CallSite], name: str) -> list[Assignment]:
    """The ``name.set(k, v)``/``name.append(k, v)`` calls of ``sites`` (one function's own
    calls), in the order of ``sites``, each as the assignment
    ``name[k] = v`` at the call's span, guarded when the call is (``if (token)
    headers.set(…)``: a member that may be absent), with the tests of all the ``if``s around
    it (:attr:`~code2skill.facts.CallSite.guards`, rule ``value.enclosing-tests``)."""
    out = []
    for site in sites:
        callee = site.call.callee
        if not (isinstance(callee, Member) and callee.prop in MUTATORS
                and isinstance(callee.obj, Ref) and callee.obj.name == name
                and len(site.call.args) == 2):
            continue
        out.append(Assignment(target=(name,), value=site.call.args[1], span=site.call.span,
                              key=site.call.args[0], guarded=site.guarded,
                              guard=site.guard, guards=site.guards if site.guarded
                              else ()))
    return out
