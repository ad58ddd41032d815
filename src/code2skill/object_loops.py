"""Loops over an object's members that copy them into a request.

A wrapper that serialises an option object one member at a time sends each of the object's
keys: ``for (const [k, v] of Object.entries(config.queryString)) params.append(k, v)``, or
``parts.push(`${encode(k)}=${encode(v)}`)`` joined with ``&`` onto the URL. The object is what
each caller passes (``get('api/filters', {queryString: {sort, indexer}})``), so its keys are the
request's query parameters (rule ``query.entries-loop``) or form fields (rule
``multipart.entries-loop``), never one opaque part.

The functions read the extractor's facts: ``program`` is anything with ``function(fid)`` and
``calls_by_scope`` (the resolver or its frozen program); a loop variable of
``for (const [k, v] of Object.entries(x))`` is written as ``Object.entries(x)[item][0]``
(the extractor's ``value.object-loop``), one of ``for (const k of Object.keys(x))`` as
``Object.keys(x)[item]``.
"""
from __future__ import annotations

from collections.abc import Sequence
from weakref import WeakKeyDictionary

from code2skill.extractors.module_facts.declarations import ARRAY_ITEM, member_path
from code2skill.facts import (Call, CallSite, Expr, Fn, Hole, Index, Lit, Member, Ref, Tmpl,
                              Unknown, within)
from code2skill.recogniser_context import Frame

COUNTED_LOOP = "query.counted-loop"
# calls listing an object's own member names (rule ``query.counted-loop``)
NAME_LISTS = (("Object", "keys"), ("Object", "getOwnPropertyNames"))
MAX_HOPS = 4          # locals and one-argument calls followed from a key to its loop variable
# array methods that leave the array as it is
# library loops over an object's members calling back with each member (rule
# ``value.member-loop``): the callee → the index of the callback's parameter holding the key
MEMBER_LOOPS = {("angular", "forEach"): 1, ("_", "forEach"): 1, ("_", "each"): 1,
                ("_", "forOwn"): 1, ("$", "each"): 0, ("jQuery", "each"): 0}
# resolver or program → {id(one scope's call sites): (those sites, {fid: the sites handing
# fid over})}
HANDING_SITES: WeakKeyDictionary = WeakKeyDictionary()
READS = frozenset({"join", "includes", "indexOf", "some", "every", "map", "filter", "slice",
                   "concat", "forEach", "find", "toString"})


def loop_source(key: Expr, frame: Frame, program) -> tuple[Expr, Frame] | None:
    """``(x, frame of x)`` when ``key`` is the key variable of a loop over ``x``'s members:
    ``for (const [k, v] of Object.entries(x))``, ``for (const k of Object.keys(x))``, or the
    callback of ``Object.entries(x).forEach(([k, v]) => …)`` / ``Object.keys(x).forEach((k)
    => …)``, or (rule ``value.member-loop``) the key parameter of the callback of a library
    loop over an object's members (:data:`MEMBER_LOOPS`: ``angular.forEach(x, (v, k) => …)``,
    ``_.forEach``/``_.each``/``_.forOwn``, ``$.each(x, (k, v) => …)``), or (rule
    ``query.counted-loop``) ``keys[i]`` of ``keys = Object.keys(x)`` (:func:`listed_key`);
    else ``None``."""
    if isinstance(key, Index):
        return listed_key(key, frame, program)
    if not isinstance(key, Ref):
        return None
    fn = program.function(frame.fid)
    if fn is None:
        return None
    written = loop_bound(fn, key)
    if len(written) == 1:
        item = written[0]
        if isinstance(item, Index) and isinstance(item.index, Lit) and item.index.value == 0:
            item = item.obj                               # Object.entries(x)[i][0]
        listed = item.obj if isinstance(item, Index) else None
        if isinstance(listed, Call) and len(listed.args) == 1 and \
                member_path(listed.callee) in (("Object", "keys"), ("Object", "entries")) \
                and (written[0] is item) == (member_path(listed.callee)[1] == "keys"):
            return listed.args[0], frame
        return None
    first = fn.params[0] if fn.params else None
    if first is None or written:
        return None
    lister = "keys" if first.name == key.name else \
        "entries" if first.elements[:1] == (key.name,) else None
    for site in handing_sites(program, program.calls_by_scope.get((frame.path, fn.parent), ()),
                              fn.fid):
        loop = site.call
        if lister and isinstance(loop.callee, Member) and loop.callee.prop == "forEach" \
                and any(isinstance(a, Fn) and a.fid == fn.fid for a in loop.args) \
                and isinstance(loop.callee.obj, Call) and len(loop.callee.obj.args) == 1 \
                and member_path(loop.callee.obj.callee) == ("Object", lister):
            return loop.callee.obj.args[0], Frame(frame.path, fn.parent, frame.this)
        keyed = MEMBER_LOOPS.get(member_path(loop.callee) or ())
        if keyed is not None and len(loop.args) == 2 and isinstance(loop.args[1], Fn) \
                and loop.args[1].fid == fn.fid and len(fn.params) > keyed \
                and fn.params[keyed].name == key.name:          # angular.forEach(x, (v, k) =>)
            return loop.args[0], Frame(frame.path, fn.parent, frame.this)
    return None


def handing_sites(program, sites: Sequence[CallSite], fid: str) -> list[CallSite]:
    """The call sites of ``sites`` (one scope's, in order) handing function ``fid`` over as an
    argument (``xs.forEach(cb)``, ``angular.forEach(x, cb)``): an index of each scope's sites
    by the functions they hand over, built once per ``program``, so a function of N such
    loops finds each loop's call in one look-up, never in a scan of its N calls (N²: 2,000
    key-copy loops in one wrapper took 46.8 s); a recogniser's view of the program
    (``ProgramQueries``) keeps its index on the resolver behind it."""
    if not sites:
        return []
    owner = getattr(program, "_resolver", None) or program     # a view's: its resolver's
    tables = HANDING_SITES.setdefault(owner, {})
    entry = tables.get(id(sites))
    if entry is None or entry[0] is not sites:
        index: dict[str, list[CallSite]] = {}
        for site in sites:
            for arg in site.call.args:
                handed = index.setdefault(arg.fid, []) if isinstance(arg, Fn) else None
                if handed is not None and (not handed or handed[-1] is not site):
                    handed.append(site)
        entry = tables[id(sites)] = (sites, index)
    return entry[1].get(fid, [])


def loop_bound(fn, name: Ref) -> list[Expr]:
    """The values function ``fn`` (a :class:`~code2skill.facts.FunctionFact`) gives local
    ``name`` as read at ``name``'s span. Rule ``value.loop-scoped``: a loop variable is
    block-scoped, so when several loops of one function declare the same name (``for (const
    [key, value] of Object.entries(a)) …`` then ``for (const [key, value] of
    Object.entries(b)) …``) a read inside one loop sees only the innermost loop holding it,
    never the other's value; any other local keeps every value it is given."""
    written = fn.locals.get(name.name, [])
    if len(written) < 2 or name.span is None:
        return written
    holding = [w for w in fn.writes.get(name.name, ()) if w.scope == fn.fid
               and w.span != name.span and within(name.span, w.span)
               and is_loop_item(w.value)]
    if not holding:
        return written
    return [min(holding, key=lambda w: (w.span[2:], tuple(-n for n in w.span[:2]))).value]


def is_loop_item(value: Expr) -> bool:
    """Whether ``value`` is what the extractor binds a loop variable to (rules
    ``value.object-loop`` and ``value.array-loop``): an item of the list looped over
    (``Object.keys(x)[i]``, ``xs[i]``) or an element of one (``Object.entries(x)[i][0]``)."""
    if isinstance(value, Index) and isinstance(value.index, Lit):
        value = value.obj
    return isinstance(value, Index) and isinstance(value.index, Unknown)


def declaring_frame(name: str, frame: Frame, program) -> Frame | None:
    """The frame of the function, ``frame``'s or one enclosing it, that declares local
    ``name`` (a callback reads its enclosing function's locals); ``None`` when none does."""
    fid = frame.fid
    while fid is not None:
        fn = program.function(fid)
        if fn is None:
            return None
        if name in fn.locals or any(name == p.name or name in p.elements or name in p.pattern
                                    for p in fn.params):
            return Frame(frame.path, fid, frame.this)
        fid = fn.parent
    return None


def listed_key(key: Expr, frame: Frame, program) -> tuple[Expr, Frame] | None:
    """Rule ``query.counted-loop``: ``(x, frame of x)`` when ``key`` is an item of the
    member names of ``x`` read by position (``keys[i]``, ``keys`` a local of the function
    given once ``Object.keys(x)`` or ``Object.getOwnPropertyNames(x)``: the counted loop
    ``for (let i = 0; i < keys.length; i++)`` over them); else ``None``."""
    if not (isinstance(key, Index) and isinstance(key.obj, Ref)):
        return None
    home = declaring_frame(key.obj.name, frame, program)
    fn = program.function(home.fid) if home is not None else None
    written = fn.locals.get(key.obj.name, []) if fn is not None else []
    if len(written) != 1 or any(key.obj.name == p.name for p in fn.params):
        return None
    listed = written[0]
    if isinstance(listed, Call) and len(listed.args) == 1 and \
            member_path(listed.callee) in NAME_LISTS:
        return listed.args[0], home
    return None


def looped_pairs(expr: Tmpl, frame: Frame, program
                 ) -> dict[int, tuple[Expr, Frame]] | None:
    """Rule ``query.counted-loop``: the query pairs of a text a loop over the members of an
    object ``x`` builds one pair a turn (``url += keys[i] + '=' + data[keys[i]]`` in ``for
    (let i = 0; i < keys.length; i++)``, `` url += `${k}=${v}` `` in ``for (const [k, v] of
    Object.entries(x))``), by the index in ``expr.parts`` of each pair's key: ``(x, frame of
    x)``. A pair is a key hole, the text ``=`` and a value hole, written in a loop's write of
    the local ``expr`` starts with (the resolver may have put that write in the text in the
    local's place), its key the loop's key (:func:`key_source`). Over the turns the local
    gains ``x`` as a query string. ``None`` when ``expr`` has no such pair."""
    parts = expr.parts
    head = parts[0] if parts else None
    fn = program.function(frame.fid)
    if fn is None or not (isinstance(head, Hole) and isinstance(head.expr, Ref)):
        return None
    loops = [w.span for w in fn.writes.get(head.expr.name, ()) if w.loops]
    found: dict[int, tuple[Expr, Frame]] = {}
    for at in range(1, len(parts) - 2):
        key, equals, value = parts[at:at + 3]
        if not (isinstance(key, Hole) and isinstance(value, Hole) and isinstance(equals, Lit)
                and equals.value == "=" and key.span is not None
                and any(within(key.span, span) for span in loops)):
            continue
        source = key_source(key.expr, frame, program)
        if source is not None:
            found[at] = source
    return found or None


def key_source(key: Expr, frame: Frame, program, hops: int = 0, find=None):
    """``find`` (:func:`loop_source` when not given) of ``key`` seen through encodings: a
    one-argument call of the key (``encodeURIComponent(k)``, ``String(k)``, the program's own
    encoder) and a local holding one (``const serializedKey = encode(key)``), read from the
    function that declares it; ``None`` when ``find`` finds nothing."""
    find = find or loop_source
    if hops > MAX_HOPS:
        return None
    if isinstance(key, Call) and len(key.args) == 1 and not key.new:
        return key_source(key.args[0], frame, program, hops + 1, find)
    if isinstance(key, Index):
        return find(key, frame, program)
    if not isinstance(key, Ref):
        return None
    home = declaring_frame(key.name, frame, program)
    if home is None:
        return None
    found = find(key, home, program)
    if found is not None:
        return found
    written = program.function(home.fid).locals.get(key.name, [])
    if len(written) == 1 and isinstance(written[0], Call):
        return key_source(written[0], home, program, hops + 1, find)
    return None


def pair_element(name: Ref, frame: Frame, program) -> tuple[Expr, Frame, int] | None:
    """Rule ``multipart.pairs-loop``: ``(x, frame of x, i)`` when ``name`` is element ``i`` of
    each item of an array ``x`` looped over: a name of the array pattern of the first
    parameter of a callback given to ``x.forEach(([k, v]) => …)``, or a variable of ``for
    (const [k, v] of x)`` (bound by the extractor to ``x[item][i]``, rule
    ``value.array-loop``); else ``None``."""
    fn = program.function(frame.fid)
    if fn is None or not isinstance(name, Ref):
        return None
    written = loop_bound(fn, name)
    if len(written) == 1:
        item = written[0]
        if isinstance(item, Index) and isinstance(item.index, Lit) and \
                isinstance(item.index.value, (int, float)) and isinstance(item.obj, Index) \
                and isinstance(item.obj.index, Unknown) \
                and item.obj.index.kind.startswith(ARRAY_ITEM):
            return item.obj.obj, frame, int(item.index.value)
        return None
    first = fn.params[0] if fn.params else None
    if first is None or written or name.name not in first.elements:
        return None
    index = first.elements.index(name.name)
    for site in program.calls_by_scope.get((frame.path, fn.parent), []):
        loop = site.call
        if isinstance(loop.callee, Member) and loop.callee.prop == "forEach" \
                and loop.args and isinstance(loop.args[0], Fn) and loop.args[0].fid == fn.fid:
            return loop.callee.obj, Frame(frame.path, fn.parent, frame.this), index
    return None


def pair_key(item: Expr) -> Expr | None:
    """The key expression of a query pair written as a template or concatenation whose
    first part is the key and whose next text starts with ``=`` (`` `${k}=${v}` ``,
    ``k + '=' + v``); ``None`` for any other item."""
    parts = [p for p in item.parts if not (isinstance(p, Lit) and p.value == "")] \
        if isinstance(item, Tmpl) else []
    if len(parts) < 2:
        return None
    first, second = parts[0], parts[1]
    if isinstance(first, Lit) or not isinstance(second, Lit) or \
            not isinstance(second.value, str) or not second.value.startswith("="):
        return None
    return first.expr


def pushed_pairs_source(name: str, frame: Frame, scopes: list[str | None], program
                        ) -> tuple[Expr, Frame] | None:
    """Rule ``query.entries-loop``: ``(x, frame of x)`` when every ``push`` on the local
    array ``name`` in ``scopes`` (the joining function and its callbacks) pushes one query
    pair `` `${key}=${value}` `` whose key is the key variable of a loop over the members of
    one object ``x`` (:func:`key_source`): joined with ``&``, the array is ``x`` as a query
    string (calls that only read the array, :data:`READS`, change nothing). ``None`` when
    there is no such push, another call changes the array, or the
    pairs' keys come from different objects or from no loop."""
    sources: list[tuple[Expr, Frame]] = []
    for scope in scopes:
        for site in program.calls_by_scope.get((frame.path, scope), []):
            callee = site.call.callee
            if not (isinstance(callee, Member) and isinstance(callee.obj, Ref)
                    and callee.obj.name == name):
                continue
            if callee.prop in READS:
                continue
            if callee.prop != "push" or len(site.call.args) != 1:
                return None
            key = pair_key(site.call.args[0])
            found = key_source(key, Frame(frame.path, scope, frame.this), program) \
                if key is not None else None
            if found is None:
                return None
            sources.append(found)
    if not sources or any(s[0] != sources[0][0] or s[1].fid != sources[0][1].fid
                          for s in sources):
        return None
    return sources[0]
