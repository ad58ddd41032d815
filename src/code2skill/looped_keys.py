"""Rule ``query.looped-keys``: query keys set in a loop over a list of accepted key names.

::

    function api_url(endpoint, accepted, params) {
      const url = new URL(`/api/${endpoint}`, location.href)
      for (const key of accepted) {                      // or accepted.forEach((key) => …)
        const value = params[key]
        if (value != null) url.searchParams.set(key, value.toString())
      }
      return url
    }
    const get_report = define_endpoint('report', [...filters, 'page'])   // ?account=…&page=…

Each turn sets the key it names to the member of that name of the object looped into, so the
query is one parameter per name of the list (``filters``' names, then ``page``), each the
member of the caller's object (``params.page``). The list is often a parameter that each
caller of a factory or wrapper passes (an array literal, a spread of a constant array): the
entries wait for it, then are named per call. ``undefined`` for the list (a call that passes
none, under an ``if (accepted)``) sends no parameter; a list whose names the source does not
show stays one unknown query part, reviewed where the request is reported.

The functions read the extractor's facts through ``resolver`` (the resolver, or anything with
``evaluate``, ``member``, ``function`` and ``calls_in_scope``).
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Index, Member, Ref
from code2skill.looped_appends import looped_array
from code2skill.object_loops import declaring_frame
from code2skill.recogniser_context import Frame
from code2skill.values import (ArrV, LitV, ObjV, PropV, UnknownV, Value, Where,
                               mentions_param, text_of)

RULE = "query.looped-keys"
MAX_HOPS = 4          # conversions and locals followed from the sent value to ``obj[key]``
# zero-argument methods that turn a value into its text (the member stays the input)
TEXT_METHODS = frozenset({"toString", "trim"})


def looped_pick(resolver, key: Expr, value: Expr, frame: Frame, where: Where) -> ObjV | None:
    """The entries ``set(key, value)`` (read in ``frame``) adds when ``key`` is the item
    variable of a loop over a list of names ``xs`` (``for (const key of xs)``,
    ``xs.forEach((key) => …)``) and ``value`` is the member ``obj[key]`` (directly, through
    a local, ``.toString()`` or a one-argument call like ``String(v)``): an object of one
    entry per name (:func:`picked_entries`), or, while ``xs`` waits for a caller, one
    keyless entry holding ``obj`` with ``xs`` as its ``key_value`` (rule
    :data:`RULE`). ``None`` when the call is no such loop."""
    looped = looped_array(key, frame, resolver)
    name = key.args[0] if isinstance(key, Call) and len(key.args) == 1 else key
    if looped is None or not isinstance(name, Ref):
        return None
    member = keyed_member(value, name.name, frame, resolver)
    if member is None:
        return None
    names = resolver.evaluate(*looped)
    source = resolver.evaluate(*member)
    return ObjV(tuple(picked_entries(resolver, names, source, where)), where)


def keyed_member(value: Expr, key: str, frame: Frame, resolver,
                 hops: int = 0) -> tuple[Expr, Frame] | None:
    """``(obj, frame of obj)`` when ``value`` is ``obj[key]`` seen through a local holding it
    (one write), a text method (``v.toString()``) or a one-argument call (``String(v)``);
    ``None`` otherwise."""
    if hops > MAX_HOPS:
        return None
    if isinstance(value, Call) and not value.new:
        if not value.args and isinstance(value.callee, Member) \
                and value.callee.prop in TEXT_METHODS:
            return keyed_member(value.callee.obj, key, frame, resolver, hops + 1)
        if len(value.args) == 1:
            return keyed_member(value.args[0], key, frame, resolver, hops + 1)
        return None
    if isinstance(value, Index):
        return (value.obj, frame) if isinstance(value.index, Ref) \
            and value.index.name == key else None
    if not isinstance(value, Ref):
        return None
    home = declaring_frame(value.name, frame, resolver)
    fn = resolver.function(home.fid) if home is not None else None
    written = fn.locals.get(value.name, []) if fn is not None else []
    if len(written) != 1 or any(value.name == p.name for p in fn.params):
        return None
    return keyed_member(written[0], key, home, resolver, hops + 1)


def picked_entries(resolver, names: Value, source: Value, where: Where | None
                   ) -> list[PropV]:
    """The query entries of a loop over the list ``names`` setting each name to that
    member of ``source``: one entry per name when ``names`` is an array of fixed texts (its
    spreads already expanded), none for ``undefined``/``null`` (no list: the loop does not
    run), one keyless entry waiting for the list while it reads a parameter (``key_value``
    ``names``, value ``source``: :func:`substituted_entries` names it per call), else one
    keyless unknown entry (the reviewed query part)."""
    if isinstance(names, LitV) and names.value is None:
        return []
    keys = [text_of(item) for item in names.items] if isinstance(names, ArrV) else None
    if keys is not None and all(k is not None for k in keys):
        return [PropV(k, resolver.member(source, k), where, rule=RULE)
                for k in dict.fromkeys(keys)]
    if mentions_param(names):
        return [PropV(None, source, where, key_value=names, rule=RULE)]
    return [PropV(None, UnknownV("query-key", where), where)]


def substituted_entries(resolver, prop: PropV, fid: str, mapping: dict[str, Value]
                        ) -> list[PropV]:
    """A waiting entry of :func:`picked_entries` once ``fid``'s parameters are ``mapping``
    (the list and the object each substituted): named per item once the list is known."""
    names = resolver.substitute(prop.key_value, fid, mapping)
    source = resolver.substitute(prop.value, fid, mapping)
    return picked_entries(resolver, names, source, prop.where)
