"""Rule ``query.looped-append``: a query key appended once per item of an array is a list.

::

    const params = new URLSearchParams()
    values.forEach(value => params.append('option_values', value))   // or
    for (const v of values) params.append('option_values', v)
    fetch(`/custom-fields/${id}/usage-counts?${params}`)   // ?option_values=a&option_values=b

``URLSearchParams.append`` adds a pair each time it runs, so the key is sent once per item of
the array looped over (``option_values=a&option_values=b``): its value is that array (the
parameter ``values`` with its declared type, else a list of strings), never one string. The
functions read the extractor's facts (``program``: the resolver or its frozen program); a
``for…of`` variable is written as ``xs[item]`` (the extractor's ``value.array-loop``). Angular's
``params = params.append('tag', t)`` in such a loop is read alike (rule
``angular.params-builder``).
"""
from __future__ import annotations

from code2skill.extractors.module_facts.declarations import ARRAY_ITEM, member_path
from code2skill.facts import Call, Expr, Fn, Index, Member, Ref, Unknown
from code2skill.object_loops import declaring_frame, handing_sites, loop_bound
from code2skill.recogniser_context import Frame
from code2skill.values import ArrV, ParamV, TypedV, Value, Where

RULE = "query.looped-append"
# array methods calling back once per item with the item as first argument
ARRAY_LOOPS = frozenset({"forEach", "map", "flatMap"})
# calls listing an object's members, whose loops rule ``query.entries-loop`` reads instead
MEMBER_LISTS = frozenset({("Object", "keys"), ("Object", "entries"), ("Object", "values")})


def looped_array(value: Expr, frame: Frame, program) -> tuple[Expr, Frame] | None:
    """``(xs, frame of xs)`` when ``value`` (read in ``frame``) is the item variable of a loop
    over the array ``xs``: ``for (const v of xs)``, or the first parameter of a callback given
    to ``xs.forEach``/``xs.map``/``xs.flatMap``; ``None`` otherwise (a loop over an object's
    members, ``Object.entries(x).forEach(…)``, is rule ``query.entries-loop``'s). The item
    may be converted by a one-argument call (``String(tag)``, ``encodeURIComponent(v)``)."""
    if isinstance(value, Call) and len(value.args) == 1 and not value.new:
        value = value.args[0]
    if not isinstance(value, Ref):
        return None
    home = declaring_frame(value.name, frame, program)
    fn = program.function(home.fid) if home is not None else None
    if fn is None:
        return None
    written = loop_bound(fn, value)
    if len(written) == 1 and isinstance(written[0], Index) \
            and isinstance(written[0].index, Unknown) \
            and written[0].index.kind == ARRAY_ITEM + value.name:
        return written[0].obj, home                                # for (const v of xs)
    if written or not fn.params or fn.params[0].name != value.name:
        return None
    for site in handing_sites(program, program.calls_in_scope(home.path, fn.parent), fn.fid):
        loop = site.call
        if isinstance(loop.callee, Member) and loop.callee.prop in ARRAY_LOOPS \
                and any(isinstance(a, Fn) and a.fid == fn.fid for a in loop.args[:1]) \
                and not listed_members(loop.callee.obj):
            return loop.callee.obj, Frame(home.path, fn.parent, home.this)
    return None


def listed_members(expr: Expr) -> bool:
    """Whether ``expr`` lists an object's members (``Object.entries(x)``, ``Object.keys(x)``)."""
    return isinstance(expr, Call) and member_path(expr.callee) in MEMBER_LISTS


def looped_items(program, looped: tuple[Expr, Frame], where: Where | None) -> Value:
    """The array a key is appended once per item of (``looped``, from :func:`looped_array`):
    the parameter itself when its declared type says what it holds, an array literal's
    items, else a list of strings (a :class:`~code2skill.values.TypedV` ``string[]``)."""
    items = program.evaluate(*looped)
    if isinstance(items, ParamV) and items.type_text or isinstance(items, ArrV):
        return items
    return TypedV("string[]", looped[1].path, (), where)
