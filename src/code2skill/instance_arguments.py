"""Rule ``this.instance-argument``: a class whose URLs read a member its constructor takes from
each ``new`` (a path segment), made at several places with different arguments.

::

    export class LabelRepository {
      constructor(private readonly baseUrl = 'label', private readonly request = http) {}
      list(projectId: string) { return this.request.get(`/projects/${projectId}/${this.baseUrl}s`) }
    }
    export const repositories = {
      categoryType: new LabelRepository('category-type'),   // /projects/{projectId}/category-types
      spanType: new LabelRepository('span-type'),           // /projects/{projectId}/span-types
      label: new LabelRepository(),                         // /projects/{projectId}/labels
    }

The member (a parameter property, or ``this.resource = resource`` in the constructor body) is,
for no particular instance, the constructor's parameter (:func:`~code2skill.class_layers.
instance_segment`), so the method's shared summary keeps it as a hole. Three steps fill it:

* :func:`instance_hole` — a call on the instance one ``new`` made
  (``repositories.spanType.list(id)``) summarises the method again for that instance, whose
  own argument fills the hole (the default only where that ``new`` passes nothing);
* :func:`construction_items` — a request whose method was never called on the instance of
  some ``new`` (the receiver is a parameter, an interface-typed member, an injected value the
  tool does not tie to one construction site) is made once per such ``new``: one request per
  known instance value, like the subclass inference of ``this.subclass-value``, each with the
  ``new`` as secondary evidence and a medium review item (the call is not tied to that
  instance). One request per value, not one with an enum path parameter: each value names
  another resource (``category-types``, ``span-types``), which the server routes apart. A
  ``new`` whose instance gives the URL of an instance the method's calls were followed on
  (``new GroupAPI(groupId)`` in two components, each argument unknown) adds nothing: that
  endpoint is the followed call's, with no item naming the instance that never calls the
  method;
* with no ``new`` of the class at all the hole stays a path parameter, with a low review item
  naming the cause (a segment it shares with text, or one naming the resource, has its own
  medium item from the URL rules).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.builders import constructor_holes, tracked
from code2skill.factory_instances import factory_calls
from code2skill.requests import RequestTemplate, Site
from code2skill.values import AltV, ClassRefV, FnV, HoleV, StrV, Value

RULE = "this.instance-argument"
MAX_INSTANCES = 8         # the `new` sites of one class a request is made for


def instance_hole(resolver, target: FnV, inner: list[RequestTemplate]) -> bool:
    """Whether method ``target.fid``, called on the instance one ``new`` made
    (``repositories.spanType.list(id)``), is summarised again for that instance: its shared
    summary ``inner`` keeps a constructor's parameter in a URL's path after its start, or it
    (or a function it calls on no particular instance) left such a request waiting for an
    instance (``resolver.instance_fids``)."""
    this = tracked(target.this)
    return this is not None and this.args is not None and (
        target.fid in resolver.instance_fids
        or any(segment_hole(resolver, t.url) for t in inner))


def segment_hole(resolver, url: Value) -> bool:
    """Whether ``url`` (any alternative) holds a constructor's parameter, none of them at its
    start: a path segment, not the base a service is reached on (a class made with other
    base URLs keeps its one summary, its base a parameter, as before this rule)."""
    if isinstance(url, AltV):
        return any(segment_hole(resolver, o) for o in url.options)
    return constructor_holes(resolver, url) and not (
        isinstance(url, StrV) and url.parts and isinstance(url.parts[0], HoleV)
        and constructor_holes(resolver, url.parts[0].value))


def constructions(resolver, path: str, name: str) -> list[tuple[tuple, tuple[Value, ...]]]:
    """``(where, arguments)`` of each ``new`` of class ``name`` declared in module ``path``,
    in source order (arguments evaluated where the ``new`` is written); a factory's ``new``
    is one per call of the factory, at that call (rule ``this.factory-arguments``)."""
    from code2skill.recogniser_context import Frame

    found = []
    for site_path, scope, call in resolver.new_sites.get(name, []):
        frame = resolver.site_frame(Frame(site_path, scope), call)
        callee = resolver.evaluate(call.callee, frame)
        if isinstance(callee, ClassRefV) and (callee.module, callee.name) == (path, name):
            found.extend(factory_calls(resolver, resolver.eval_args(call.args, frame), frame,
                                       (site_path, call.span)))   # this.factory-arguments
    return found


def construction_items(resolver, item, made_for: set, make) -> list | None:
    """The requests of ``item`` (an ``Emitted`` made in a method for no particular instance,
    its URL holding a constructor's parameter) for each ``new`` of the method's class for
    whose instance no call reaching that request was followed (``made_for`` holds ``(request
    site, module, class, arguments)`` of those that were: their requests are made through
    the calls), built with ``make(template, path, fid)``; ``item`` itself with a review
    item when the class has no ``new``; ``None`` when the method belongs to no class or its
    constructor is not the one whose parameter the URL holds (after its start: see
    :func:`segment_hole`), or the class has subclasses
    (their ``super`` arguments are rule ``this.subclass-value``'s)."""
    from code2skill.polymorphic import class_of, url_key
    from code2skill.resolution.shared import substitute_template

    name = class_of(resolver, item.fid)
    module = resolver.modules.get(item.path)
    cls = module.classes.get(name) if module is not None and name else None
    ctor = next((fid for member, fid in cls.methods if member == "constructor"), None) \
        if cls is not None else None
    if ctor is None or not holds_parameter_of(item.template.url, ctor) \
            or not segment_hole(resolver, item.template.url) \
            or resolver.subclasses().of((item.path, name)):
        return None                  # (a subclass's super(…) is this.subclass-value's)
    made = constructions(resolver, item.path, name)
    if not made and item.template.sites[0].where in resolver.instance_sites:
        return None                  # (made for the instances its calls were followed on)
    if not made:
        note = ("low", f"the URL holds a constructor argument of {name}, and no new "
                f"{name}(…) was found: that part stays a path parameter",
                item.template.sites[0].where, RULE)
        return [make(with_note(item.template, note), item.path, item.fid)]
    out, seen = [], set()
    for where, args in made[:MAX_INSTANCES]:          # (the instances its calls were followed on)
        if (item.template.sites[0].where, item.path, name, args) in made_for:
            seen.add(url_key(substitute_template(resolver, item.template, ctor,
                                                 resolver.bind_args(ctor, args, 0))))
    for where, args in made[:MAX_INSTANCES]:
        if (item.template.sites[0].where, item.path, name, args) in made_for:
            continue                       # (its calls were followed for that instance)
        template = substitute_template(resolver, item.template, ctor,
                                       resolver.bind_args(ctor, args, 0))
        if constructor_holes(resolver, template.url) or url_key(template) in seen:
            continue
        seen.add(url_key(template))
        note = ("medium", f"endpoint inferred for the instance new {name}(…) makes at "
                f"{where[0]}:{where[1][0]}: the source shows no call of this method tied to "
                "that instance", item.template.sites[0].where, RULE)
        sites = template.sites[:1] + (Site(where, name, RULE),) + template.sites[1:]
        out.append(make(with_note(replace(template, sites=sites), note), item.path, item.fid))
    return out


def holds_parameter_of(value: Value, fid: str) -> bool:
    """Whether ``value`` (a URL) reads a parameter of function ``fid``."""
    from code2skill.values import mentions_param

    return mentions_param(value, frozenset((fid,)))


def with_note(template: RequestTemplate, note: tuple) -> RequestTemplate:
    """``template`` with review note ``(severity, message, where, rule)`` added."""
    return replace(template, notes=template.notes + (note,))
