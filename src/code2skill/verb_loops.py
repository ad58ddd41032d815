"""Rule ``wrapper.verb-loop``: HTTP verb methods an object is given in a loop over the verbs.

A request layer often writes its ``get``/``post``/… methods once, in a loop over a constant
list of HTTP verbs, each method sending its own verb::

    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].forEach((method) => {
      http[method.toLowerCase()] = (url, data, headers) =>
        fetch(`/api${url}`, {method, headers, body: JSON.stringify(data)});
    });
    const api = Object.fromEntries(VERBS.map((m) => [m.toLowerCase(), (url) => send(m, url)]));
    for (const m of VERBS) client[m] = (url) => fetch(url, {method: m});

and its callers write ``http.get(`/projects/${id}`)``. Each pass of the loop is a call of the
callback with one item of the list, so the member it writes for a verb is the written value
with the callback's parameter bound to that verb: a closure capturing it, as a function a
factory call returns captures the call's arguments (rule ``closure.factory-arguments``, here
with the loop call as the hop of evidence). A ``for…of`` loop has no callback: its variable
reads as each item of the list (rule ``value.array-loop``), so the member of one pass is the
written function with every choice among the list's items taken as that pass's item. The member's name is the key as the loop spells
it for that verb: the loop variable itself, or its ``toLowerCase()``/``toUpperCase()``.

jQuery's ``jQuery.each(["put", "delete"], function (i, method) { jQuery[method] = … })``
is such a loop too (its callback takes the item second), and a member a loop writes on jQuery
itself is read wherever the page reads ``$.put`` or ``jQuery.put`` (rule
``jquery.loop-member``, :func:`jquery_member`).

A loop is recognised when its receiver evaluates to an array whose every item is the text of
an HTTP verb (a literal array, or a constant holding one, imported or not), its callback is a
function whose first parameter is a plain name, and the written key is that name or a case
change of it. The object written is the one the callback's enclosing scopes name: a module
binding (``http`` above, also one the program did not make itself, ``const {socket} = io``)
or a local of the function around the loop; on a library's object the program's member
replaces the library's own of that name. A member whose key reads anything else stays a
member of unknown name (rule ``value.computed-member-write``), and a call of an installed
member whose function makes no request the tool recognises (a transport it does not know)
stays a reviewed call of an unknown client at the caller.

``resolver`` below is the :class:`code2skill.resolution.resolver.Resolver` (``modules``, ``function``,
``evaluate``, ``with_capture``, ``substitute``, ``where``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from code2skill.extractors.module_facts.declarations import ARRAY_ITEM
from code2skill.facts import (Arr, Assignment, Call, Expr, Fn, FunctionFact, Index, Member, Ref,
                              Span, Unknown)
from code2skill.jquery_ready import is_jquery
from code2skill.recogniser_context import Frame
from code2skill.requests import RequestTemplate
from code2skill.string_codecs import CASE_METHODS
from code2skill.values import (AltV, ArrV, Capture, FnV, HoleV, ObjV, PropV, StrV, Text, Value,
                               Where, first_where, text_of)

RULE = "wrapper.verb-loop"
HTTP_VERBS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
LOOP_METHODS = frozenset({"forEach", "map"})     # array methods calling back with each item
MODULE = None                                    # the owner of a module binding


@dataclass(frozen=True)
class VerbLoop:
    """A loop over a constant list of HTTP verbs in module ``path``: the call
    ``VERBS.forEach(callback)`` or ``VERBS.map(callback)`` at ``span``, ``callback`` its
    function id taking each item as parameter ``param``; or ``for (const param of VERBS)``
    in function ``callback`` (``None``: the module body), ``span`` its list, ``items`` the
    list's items as values; ``verbs`` each item's text with where it is written."""

    path: str
    span: Span
    callback: str | None
    param: str
    verbs: tuple[tuple[str, Where | None], ...]
    items: tuple[Value, ...] = ()

    @property
    def for_of(self) -> bool:
        """Whether the loop is a ``for…of`` statement (no callback: :data:`items` read)."""
        return bool(self.items)


def verb_loops(resolver, path: str) -> tuple[VerbLoop, ...]:
    """The loops over a list of HTTP verbs in module ``path``, in source order."""
    module = resolver.modules.get(path)
    if module is None:
        return ()
    out: list[VerbLoop] = []
    for site in module.calls:
        handed = loop_callback(site.call)
        if handed is None:
            continue
        listed, fn, index = handed
        callback = resolver.function(fn.fid)
        param = callback.params[index].name \
            if callback is not None and len(callback.params) > index else None
        if param is None or not keyed_by_item(callback, param):
            continue                        # (the list is evaluated only for such a loop)
        frame = Frame(path, site.scope)
        if index and not is_jquery(resolver.evaluate(site.call.callee.obj, frame)):
            continue                        # (lodash's _.each hands the item first)
        verbs = listed_verbs(resolver.evaluate(listed, frame))
        if verbs:
            out.append(VerbLoop(path, site.call.span, callback.fid, param, verbs))
    scopes = [(None, module.bindings, module.assignments)] + [
        (fn.fid, fn.locals, fn.assignments) for fn in module.functions.values()]
    for scope, names, writes in scopes:
        variables = {member_variable(w.key) for w in writes if len(w.target) == 1} - {None}
        for name in sorted(variables):
            listed = names.get(name, [])
            item = listed[0] if len(listed) == 1 else None
            if not (isinstance(item, Index) and isinstance(item.index, Unknown)
                    and item.index.kind == ARRAY_ITEM + name and item.span is not None):
                continue                    # (no for…of variable)
            array = resolver.evaluate(item.obj, Frame(path, scope))
            verbs = listed_verbs(array)
            if verbs:
                out.append(VerbLoop(path, item.span, scope, name, verbs, array.items))
    return tuple(out)


def loop_callback(call: Call) -> tuple[Expr, Fn, int] | None:
    """``(list, callback, index of the item parameter)`` of a call handing each item of a
    list to a function written at the call: ``list.forEach(fn)``/``list.map(fn)`` (the item
    first), or ``X.each(list, function (index, item) {…})`` (the item second: jQuery's
    ``$.each``, rule ``jquery.loop-member``, when ``X`` is jQuery, which the caller checks);
    else ``None``."""
    callee, args = call.callee, call.args
    if not isinstance(callee, Member) or call.new:
        return None
    if callee.prop in LOOP_METHODS and args and isinstance(args[0], Fn):
        return callee.obj, args[0], 0
    if callee.prop == "each" and len(args) == 2 and isinstance(args[1], Fn):
        return args[0], args[1], 1
    return None


def member_variable(key: Expr | None) -> str | None:
    """The variable a computed member key spells from (``m`` of ``o[m]`` or
    ``o[m.toLowerCase()]``), else ``None``."""
    if isinstance(key, Ref):
        return key.name
    if isinstance(key, Call) and not key.args and isinstance(key.callee, Member) \
            and key.callee.prop in CASE_METHODS and isinstance(key.callee.obj, Ref):
        return key.callee.obj.name
    return None


def listed_verbs(value: Value) -> tuple[tuple[str, Where | None], ...]:
    """``(text, where)`` of each item of ``value`` when it is a non-empty array whose every
    item is the text of an HTTP verb (any case), else ``()``."""
    if not isinstance(value, ArrV) or not value.items:
        return ()
    out = []
    for item in value.items:
        text = text_of(item)
        if text is None or text.upper() not in HTTP_VERBS:
            return ()
        out.append((text, item.parts[0].where if isinstance(item, StrV) else None))
    return tuple(out)


def keyed_by_item(callback: FunctionFact, param: str) -> bool:
    """Whether loop callback ``callback`` writes a member under a key spelled from its item
    ``param`` (``o[param.toLowerCase()] = …``) or returns a ``[key, value]`` pair so keyed."""
    pair = callback.returns[0] if len(callback.returns) == 1 else None
    return any(len(w.target) == 1 and w.key is not None and
               member_name(w.key, param, "GET") is not None for w in callback.assignments) \
        or isinstance(pair, Arr) and len(pair.items) == 2 and \
        member_name(pair.items[0], param, "GET") is not None


def member_name(key: Expr, param: str, verb: str) -> str | None:
    """The member name ``key`` spells when the loop variable ``param`` is ``verb``: the
    variable as it is, or a case change of it (``method.toLowerCase()``); ``None`` for a key
    reading anything else."""
    if member_variable(key) != param:
        return None
    return verb if isinstance(key, Ref) else CASE_METHODS[key.callee.prop](verb)


def is_verb_write(loop: VerbLoop, write: Assignment) -> bool:
    """Whether ``write`` (an assignment of the loop's callback) writes one member per verb."""
    return len(write.target) == 1 and write.key is not None and \
        member_name(write.key, loop.param, loop.verbs[0][0]) is not None


def owner(resolver, callback: FunctionFact, name: str) -> str | None | bool:
    """Whose binding ``name`` is when the callback ``callback`` reads it: the id of the
    nearest enclosing function declaring it, :data:`MODULE` when none does, ``False`` when
    the callback declares it itself (its own local is no object the loop fills)."""
    if declares(resolver, callback, name):
        return False
    fid = callback.parent
    while fid is not None:
        fn = resolver.function(fid)
        if fn is None:
            return False
        if declares(resolver, fn, name):
            return fid
        fid = fn.parent
    return MODULE


def declares(resolver, fn: FunctionFact, name: str) -> bool:
    """Whether function ``fn`` has a local, parameter or inner function named ``name``."""
    return name in fn.locals or any(p.name == name or name in p.pattern for p in fn.params) \
        or resolver.inner_function(resolver.functions[fn.fid][0], fn.fid, name) is not None


def installed_members(resolver, path: str, scope: str | None, name: str,
                      before: Span | None, depth: int, key: str | None = None
                      ) -> tuple[PropV, ...]:
    """The members the verb loops of module ``path`` write on the object bound to ``name``
    in ``scope`` (a function id, or ``None`` for a module binding) — those of loops ending
    before ``before`` when it is given, only member ``key`` when it is given — each the
    written value for one verb (module docstring), in loop and verb order. The writes are
    looked up in the module's table (:func:`filed_writes`), so a read costs the members it
    asks for, not every member every loop of the module writes."""
    out: list[PropV] = []
    for loop, write, passes in resolver.verb_loop_writes(path).get((scope, name, key), ()):
        if before is None or loop.span[2:] <= before[:2]:
            out.extend(verb_members(resolver, loop, write, depth, passes))
    return tuple(out)


def filed_writes(resolver, path: str) -> dict[tuple, list[tuple[VerbLoop, Assignment,
                                                                   tuple[int, ...]]]]:
    """The writes of the verb loops of module ``path`` that install one member per verb,
    filed by the object written and the member: ``(owner, name, member)`` → ``[(loop,
    write, passes)]`` in loop order, ``owner`` as :func:`written_owner` gives it, ``name``
    the written binding, ``passes`` the indices of the loop's verbs whose pass writes
    ``member``; under ``member`` ``None`` every pass. Made once per module (rule
    ``wrapper.verb-loop``): each read of a member of a binding looks up its own writes."""
    table: dict[tuple, list[tuple[VerbLoop, Assignment, tuple[int, ...]]]] = {}
    for loop in resolver.verb_loops(path):
        body = resolver.function(loop.callback)
        writes = body.assignments if body is not None else resolver.modules[path].assignments
        for write in writes:
            if not is_verb_write(loop, write):
                continue
            name = write.target[0]
            whose = written_owner(resolver, loop, body, name)
            if whose is False:
                continue
            table.setdefault((whose, name, None), []).append(
                (loop, write, tuple(range(len(loop.verbs)))))
            for member, passes in member_passes(loop, write).items():
                table.setdefault((whose, name, member), []).append((loop, write, passes))
    return table


def member_passes(loop: VerbLoop, write: Assignment) -> dict[str, tuple[int, ...]]:
    """``{member name: indices of the verbs of loop whose pass writes it}`` for ``write``."""
    out: dict[str, tuple[int, ...]] = {}
    for index, (verb, _) in enumerate(loop.verbs):
        member = member_name(write.key, loop.param, verb)
        out[member] = out.get(member, ()) + (index,)
    return out


def jquery_member(resolver, name: str, depth: int) -> Value | None:
    """Rule ``jquery.loop-member``: member ``name`` of jQuery itself (``$.put``) when a verb
    loop of any module of the program writes it on jQuery (``jQuery[method] = function …``,
    ``$[verb] = …``: the written object's name evaluates to jQuery where the loop's body
    writes it, the page's one global whichever of its names the script uses), the written
    value with the loop variable bound to the first verb whose pass writes it; ``None`` when
    no loop writes it."""
    found = jquery_writes(resolver).get(name)
    if found is None:
        return None
    loop, write, index = found
    return verb_members(resolver, loop, write, depth, (index,))[0].value


def jquery_writes(resolver) -> dict[str, tuple[VerbLoop, Assignment, int]]:
    """``{member name: (loop, write, verb index)}``: the first pass of a verb loop of the
    program writing that member on jQuery itself, found once (:func:`jquery_member`)."""
    if resolver.jquery_loop_writes is None:
        resolver.jquery_loop_writes = {}          # (a loop's list reading jQuery members)
        found: dict[str, tuple[VerbLoop, Assignment, int]] = {}
        for path in sorted(resolver.modules):
            for loop in resolver.verb_loops(path):
                body = resolver.function(loop.callback)
                for write in (body.assignments if body is not None
                              else resolver.modules[path].assignments):
                    if is_verb_write(loop, write) and is_jquery(resolver.evaluate(
                            Ref(write.target[0]), Frame(path, loop.callback))):
                        for member, passes in member_passes(loop, write).items():
                            found.setdefault(member, (loop, write, passes[0]))
        resolver.jquery_loop_writes = found
    return resolver.jquery_loop_writes


def verb_writes(resolver, path: str) -> frozenset[Span]:
    """The spans of the writes of module ``path`` that install one member per verb of a
    loop over HTTP verbs (their keys are the loop variable: no member of unknown name)."""
    out = set()
    for loop in resolver.verb_loops(path):
        body = resolver.function(loop.callback)
        writes = body.assignments if body is not None else resolver.modules[path].assignments
        out.update(w.span for w in writes if is_verb_write(loop, w))
    return frozenset(out)


def written_owner(resolver, loop: VerbLoop, body: FunctionFact | None, name: str
                  ) -> str | None | bool:
    """Whose binding ``name`` is where the body of ``loop`` (``body``: its callback, or for
    a ``for…of`` the function holding it, ``None`` for the module body) writes it, as
    :func:`owner` gives it; a ``for…of``'s own function may hold the object."""
    if not loop.for_of:
        return owner(resolver, body, name)
    if body is None:
        return MODULE
    return body.fid if declares(resolver, body, name) else owner(resolver, body, name)


def verb_members(resolver, loop: VerbLoop, write: Assignment, depth: int,
                 passes: tuple[int, ...]) -> list[PropV]:
    """One member per pass of ``loop`` in ``passes`` (indices of its verbs) for its
    callback's ``write``: the written value with the loop variable bound to the pass's verb
    (a captured argument, the loop call its hop)."""
    frame = Frame(loop.path, loop.callback)
    value = resolver.evaluate(write.value, frame, depth + 1)
    where = resolver.where(loop.path, write.span)
    if loop.for_of:
        return [PropV(member_name(write.key, loop.param, loop.verbs[index][0]),
                      one_pass(loop, value, index), where) for index in passes]
    return [PropV(member_name(write.key, loop.param, verb), bound(resolver, loop, value, verb,
                                                                  at), where)
            for verb, at in (loop.verbs[index] for index in passes)]


def one_pass(loop: VerbLoop, value: Value, index: int) -> Value:
    """``value`` (a function written in the body of a ``for…of`` verb loop) for the loop's
    pass over its item ``index``: a function remembering that pass (the loop's list its
    hop), whose requests take that item wherever they read one of the list's items."""
    if not isinstance(value, FnV):
        return value
    return replace(value, captured=value.captured + (Capture(
        "", ((loop.param, loop.items[index]),), (loop.path, loop.span), RULE, loop.items),))


def passed_item(template: RequestTemplate, capture: Capture) -> RequestTemplate:
    """``template`` of a function a ``for…of`` verb loop wrote, for the pass ``capture``
    remembers (:func:`one_pass`): its method, URL, query, body and headers with every choice
    among the loop's items taken as that pass's item."""
    item = capture.mapping[0][1]

    def taken(value: Value | None) -> Value | None:
        return pass_item(value, capture.items, item)
    return replace(template, method=taken(template.method), url=taken(template.url),
                   query=taken(template.query), body=taken(template.body),
                   headers=tuple(replace(h, value=taken(h.value)) for h in template.headers))


def pass_item(value: Value | None, items: tuple[Value, ...], item: Value) -> Value | None:
    """``value`` with every choice among exactly ``items`` (a ``for…of`` variable read as
    each item of its list, rule ``value.array-loop``) taken as ``item``."""
    if isinstance(value, AltV):
        if {first_where(o) for o in value.options} == {first_where(i) for i in items}:
            return next((o for o in value.options if first_where(o) == first_where(item)),
                        item)
        return replace(value, options=tuple(pass_item(o, items, item) for o in value.options))
    if isinstance(value, StrV):
        return StrV(tuple(replace(p, value=pass_item(p.value, items, item))
                          if isinstance(p, HoleV) else p for p in value.parts))
    if isinstance(value, ObjV):
        return replace(value, props=tuple(replace(p, value=pass_item(p.value, items, item))
                                          for p in value.props))
    return value


def bound(resolver, loop: VerbLoop, value: Value, verb: str, at: Where | None) -> Value:
    """``value`` (evaluated in the loop's callback) for the pass of the loop over ``verb``."""
    item = StrV((Text(verb, at),))
    captured = resolver.with_capture(value, Capture(
        loop.callback, ((loop.param, item),), (loop.path, loop.span), RULE))
    return resolver.substitute(captured, loop.callback, {loop.param: item})


def entries_object(resolver, entries: Expr, frame: Frame, depth: int) -> tuple[PropV, ...] | None:
    """The members of ``Object.fromEntries(entries)`` when ``entries`` is a verb loop's
    ``VERBS.map((m) => [key, value])`` whose callback returns such a pair, ``key`` spelling
    the member's name: one member per verb; ``None`` for any other entry list."""
    if not (isinstance(entries, Call) and isinstance(entries.callee, Member)
            and entries.callee.prop == "map" and entries.args
            and isinstance(entries.args[0], Fn)):
        return None
    loop = next((loop for loop in resolver.verb_loops(frame.path)
                 if loop.span == entries.span), None)
    callback = resolver.function(loop.callback) if loop is not None else None
    pair = callback.returns[0] if callback is not None and len(callback.returns) == 1 else None
    if not (isinstance(pair, Arr) and len(pair.items) == 2 and
            member_name(pair.items[0], loop.param, loop.verbs[0][0]) is not None):
        return None
    value = resolver.evaluate(pair.items[1], Frame(loop.path, loop.callback), depth + 1)
    where = resolver.where(loop.path, pair.span)
    return tuple(PropV(member_name(pair.items[0], loop.param, verb),
                       bound(resolver, loop, value, verb, at), where)
                 for verb, at in loop.verbs)
