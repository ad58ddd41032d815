"""Fluent request builders: an instance made at one construction site, configured by chained
calls that return ``this``, then sent.

::

    abstract class ApiRequestBuilder<T> {
      private readonly targetUrl: string
      private customHeaders = new Headers()
      protected requestBody?: BodyInit
      constructor(endpoint: string) { this.targetUrl = `/api/private/${endpoint}` }
      withHeader(name: string, value: string): this {
        this.customHeaders.set(name, value); return this }
      withBody(body: BodyInit): this { this.requestBody = body; return this }
      protected send(method: string) {
        return fetch(this.targetUrl, {method, body: this.requestBody,
                                      headers: this.customHeaders}) }
    }
    class PostApiRequestBuilder<T> extends ApiRequestBuilder<T> {
      sendRequest() { return this.send('POST') } }

    new PostApiRequestBuilder('notes/' + alias).withHeader('Content-Type', 'text/markdown')
      .withBody(markdown).sendRequest()          // POST /api/private/notes/{alias}, a text body

Rule ``this.builder-chain``: when the program constructs a class at several places, each
``new`` keeps its arguments (:attr:`~code2skill.values.InstanceV.args`) and the writes of the
calls chained on it (:attr:`~code2skill.values.InstanceV.sets`): a method that returns
``this`` adds its unconditional ``this.x = v``, ``this.x.set(k, v)``/``append(k, v)`` and the
writes of the ``this.m(…)`` calls it makes (:func:`chain_writes`). A method called on such an
instance is summarised with that instance as ``this`` (the resolver's ``summary``), so the URL
comes from that ``new``'s arguments and the body and headers from its chain
(:func:`chained_member`); a member no chained call wrote is unset. The request the method
makes for an instance it cannot see (the constructor's parameter as a hole, ``{endpoint}``)
is then no request of its own (:func:`constructor_holes`).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Member, Ref
from code2skill.values import (AltV, HoleV, InstanceV, ObjV, ParamV, PropV, StrV, Value,
                               text_of)

RULE = "this.builder-chain"
MUTATORS = ("set", "append")


def tracked(value: Value | None) -> InstanceV | None:
    """``value`` when it is an instance of one construction site (its writes tracked)."""
    return value if isinstance(value, InstanceV) and value.sets is not None else None


def same_instance(value: Value, this: InstanceV) -> bool:
    """Whether ``value`` is ``this`` itself, possibly with more chained writes."""
    return isinstance(value, InstanceV) and value.sets is not None and \
        (value.module, value.name, value.args) == (this.module, this.name, this.args) and \
        value.sets[:len(this.sets)] == this.sets


def chain_writes(resolver, path: str, fid: str, this: InstanceV) -> tuple:
    """The ``(member, key, value)`` writes method ``fid`` of module ``path`` makes on
    ``this`` when it runs unconditionally, in source order: ``this.x = v`` (key ``None``),
    ``this.x.set(k, v)``/``append(k, v)`` (key ``k``), and those of a ``this.m(…)`` call whose
    value is ``this`` with more writes (``withJsonBody`` calling ``this.withHeader(…)``)."""
    from code2skill.recogniser_context import Frame

    fn = resolver.function(fid)
    if fn is None:
        return ()
    frame = Frame(path, fid, this)
    events: list[tuple] = []
    for write in fn.assignments:
        if write.target[:1] == ("this",) and len(write.target) == 2 and write.key is None \
                and not write.guarded:
            events.append((write.span, ((write.target[1], None,
                                         resolver.evaluate(write.value, frame)),)))
    for site in resolver.calls_by_scope.get((path, fid), []):
        callee = site.call.callee
        if site.guarded or not isinstance(callee, Member):
            continue
        if callee.prop in MUTATORS and len(site.call.args) == 2 and \
                isinstance(callee.obj, Member) and isinstance(callee.obj.obj, Ref) and \
                callee.obj.obj.name == "this":
            key, value = (resolver.evaluate(a, frame) for a in site.call.args)
            events.append((site.call.span, ((callee.obj.prop, key, value),)))
        elif isinstance(callee.obj, Ref) and callee.obj.name == "this":
            made = resolver.evaluate(site.call, frame)
            if same_instance(made, this) and len(made.sets) > len(this.sets):
                events.append((site.call.span, made.sets[len(this.sets):]))
    events.sort(key=lambda e: tuple(e[0][:2]))
    return tuple(w for _, writes in events for w in writes)


def with_writes(returned: Value, this: InstanceV, writes: tuple) -> Value:
    """What a method of ``this`` returns once its own ``writes`` are added: ``this`` (or what a
    ``super.m()`` it returned made of it) with them appended; other values unchanged."""
    if not same_instance(returned, this):
        return returned
    fresh = tuple(w for w in writes if w not in returned.sets[len(this.sets):])
    return replace(returned, sets=returned.sets + fresh)


def chained_member(resolver, this: InstanceV, prop: str, depth: int, base) -> Value | None:
    """Rule ``this.builder-chain``: ``this.prop`` of a tracked instance whose chain wrote
    ``prop``: the last assignment's value, or ``base()`` (the member without those writes),
    with the keys written into it after that (an object of them when ``base`` is none);
    ``None`` when the chain never wrote ``prop``."""
    writes = [w for w in this.sets if w[0] == prop]
    if not writes:
        return None
    whole = max((i for i, w in enumerate(writes) if w[1] is None), default=None)
    if whole is not None:
        value, keyed = writes[whole][2], writes[whole + 1:]
    else:
        value, keyed = base(replace(this, sets=tuple(w for w in this.sets if w[0] != prop))), \
            writes
    if not keyed:
        return value
    props = tuple(PropV(text_of(key), written) for _, key, written in keyed
                  if text_of(key) is not None)
    before = value.props if isinstance(value, ObjV) else ()
    return ObjV(before + props)


def chain_method(resolver, fid: str) -> bool:
    """Whether method ``fid`` is a fluent one: it returns ``this``, or the value of a
    ``this.m(…)``/``super.m(…)`` call (``withJsonBody(o) { return super.withJsonBody(o) }``)."""
    from code2skill.facts import Call, Unknown

    fn = resolver.function(fid)
    if fn is None or not fn.returns:
        return False
    for expr in fn.returns:
        if isinstance(expr, Ref) and expr.name == "this":
            continue
        if isinstance(expr, Call) and isinstance(expr.callee, Member) and (
                isinstance(expr.callee.obj, Ref) and expr.callee.obj.name == "this" or
                isinstance(expr.callee.obj, Unknown) and expr.callee.obj.kind == "super"):
            continue
        return False
    return True


def builder_class(resolver, module: str, name: str) -> bool:
    """Whether class ``name`` of ``module`` (or a user superclass) has a fluent method that
    writes a member of ``this`` (``withBody(b) { this.body = b; return this }``): each of its
    ``new`` sites is tracked even when it is the only one."""
    from code2skill.values import ClassRefV

    key = ("builder-class", module, name)
    if key not in resolver._class_flags:
        resolver._class_flags[key] = False                 # guards recursion
        cls = resolver.modules[module].classes.get(name) if module in resolver.modules \
            else None
        found = False
        if cls is not None:
            for _, fid in cls.methods:
                fn = resolver.function(fid)
                if fn is not None and chain_method(resolver, fid) and (
                        any(a.target[:1] == ("this",) for a in fn.assignments) or any(
                        isinstance(c.call.callee, Member) and c.call.callee.prop in MUTATORS
                        for c in resolver.calls_by_scope.get((module, fid), []))):
                    found = True
                    break
            if not found and cls.superclass:
                parent = resolver.module_binding(module, cls.superclass.split("<")[0], 0)
                found = isinstance(parent, ClassRefV) and builder_class(
                    resolver, parent.module, parent.name)
        resolver._class_flags[key] = found
    return resolver._class_flags[key]


def instance_specific(resolver, this: InstanceV | None, fid: str) -> bool:
    """Whether method ``fid`` called on ``this`` is summarised for that instance: ``this`` is
    tracked and its class is a builder (:func:`builder_class`) or a generated API class whose
    requests wait for their callers. Any other method keeps its one summary: its requests are
    emitted where they are made, once (a service class constructed with other arguments at
    each site is not summarised again per site, unless its URL reads a path segment those
    arguments give: rule ``this.instance-argument``). A form object's methods (rule
    ``form-object.fields``) are summarised per instance too: each sends its own fields."""
    from code2skill.extractors.openapi_generator import generated_api_method
    from code2skill.form_objects import form_class

    return this is not None and (builder_class(resolver, this.module, this.name)
                                 or generated_api_method(resolver.program, fid)
                                 or form_class(resolver, this.module, this.name) is not None)


def constructor_holes(resolver, value: Value | None) -> bool:
    """Whether ``value`` (a request's URL or method) holds a parameter of a class constructor:
    the request of a method evaluated for no particular instance (``{endpoint}``)."""
    if isinstance(value, ParamV):
        fn = resolver.function(value.fid)
        return fn is not None and (fn.name == "constructor" or fn.name.endswith(".constructor"))
    if isinstance(value, StrV):
        return any(isinstance(p, HoleV) and constructor_holes(resolver, p.value)
                   for p in value.parts)
    if isinstance(value, AltV):
        return any(constructor_holes(resolver, o) for o in value.options)
    return False


def unsent_builders(resolver, item, summarised: set, subclasses) -> list[tuple]:
    """``(where, class name)`` of each ``new`` of the class whose method made ``item`` (or of
    a subclass, from :class:`~code2skill.polymorphic.Subclasses` ``subclasses``) whose
    instance no method call was followed for (``summarised`` holds the ``(module, class,
    args)`` of those that were): a construction site whose request is missing, reviewed at
    the ``new`` (rule ``this.builder-chain``)."""
    from code2skill.polymorphic import class_of
    from code2skill.recogniser_context import Frame
    from code2skill.values import ClassRefV

    name = class_of(resolver, item.fid)
    if name is None:
        return []
    classes = {(item.path, name), *subclasses.of((item.path, name))}
    found = []
    for _, cls_name in sorted(classes):
        for path, scope, call in resolver.new_sites.get(cls_name, []):
            frame = Frame(path, scope)
            callee = resolver.evaluate(call.callee, frame)
            if not isinstance(callee, ClassRefV) or (callee.module, callee.name) not in classes:
                continue
            if (callee.module, callee.name, resolver.eval_args(call.args, frame)) \
                    not in summarised:
                found.append(((path, call.span), callee.name))
    return sorted(set(found))
