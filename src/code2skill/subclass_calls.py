"""Rules ``this.subclass-call`` and ``this.subclass-uncalled``: whether the program calls a
base-class method on an instance of one subclass.

:mod:`code2skill.polymorphic` makes one endpoint per subclass that fixes a base-class URL
(``AnnotationRepository.list`` reading ``this.labelName``: ``/spans`` for an
``APISpanRepository``). Whether the client makes it is a question of the calls::

    const repositories = { span: new APISpanRepository(), … }
    inject('repositories', repositories)                      // a Nuxt plugin
    this.$repositories.span.list(p, e)                        // a page: a call on a span
    useTextLabel(app.$repositories.textLabel, p)              // a composable's parameter:
      … repository.list(p, e)                                 //   a call on a text label
    class AnnotationApplicationService<T> {                   // a service typed with the base
      constructor(readonly repository: AnnotationRepository<T>) {}
      clear(p, e) { return this.repository.clear(p, e) }      //   a call on the base …
    }
    new BoundingBoxApplicationService(repositories.boundingBox)
    this.$services.bbox.clear(p, e)                           // … made on a bounding box here

The resolver records the ``this`` of every call of a class method it links
(:attr:`Resolver.receivers`), with parameters already bound to each caller's arguments. A call
whose ``this`` is an instance of the subclass proves the endpoint (rule ``this.subclass-call``,
the call cited). A call whose ``this`` is only known as the base class (a member declared with
the base type) is followed one level up: the receiver expression is evaluated again with the
``this`` of each linked call of the method that holds it (``this.repository`` of a
``BoundingBoxApplicationService``). Without such a call the endpoint stays inferred, and its
``medium`` review item says what the calls show (rule ``this.subclass-uncalled``): linked calls
on other subclasses only, no linked call at all, or linked calls whose receiver the tool cannot
tell. A call the resolver did not link (on a receiver it cannot evaluate) is not seen, so the
item never says the method is not called on the subclass, only that no call was followed.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Member
from code2skill.values import AltV, InstanceV, Value

RULE = "this.subclass-call"
UNCALLED_RULE = "this.subclass-uncalled"
MAX_UP = 16                         # linked calls of the holding method tried per call

ClassKey = tuple[str, str]          # (module path, class name)
Where = tuple[str, tuple]           # (module path, span)


@dataclass(frozen=True)
class SubclassCalls:
    """What the linked calls of one base-class method show for one subclass: ``proof``, the
    call sites (outermost first) of a call running it on an instance of the subclass, empty
    when none was found; ``others``, the other classes the method was seen called on;
    ``linked``, whether any call of the method was linked at all; ``unknown``, whether some
    linked call runs it on a receiver the tool could not tell (then the calls on other
    classes prove nothing about the subclass)."""

    proof: tuple[Where, ...]
    others: tuple[str, ...] = ()
    linked: bool = True
    unknown: bool = False


def instances(value: Value | None) -> list[InstanceV]:
    """The class instances ``value`` may be (each option of a choice)."""
    options = value.options if isinstance(value, AltV) else (value,)
    return [o for o in options if isinstance(o, InstanceV)]


def enclosing_method(resolver, fid: str | None) -> str | None:
    """The class method that is function ``fid`` or encloses it (its ``this``), else
    ``None``."""
    fn = resolver.function(fid)
    while fn is not None and fn.class_name is None:
        fn = resolver.function(fn.parent)
    return fn.fid if fn is not None else None


def receiver_of(resolver, where: Where, scope: str | None):
    """The receiver expression of the member call at ``where`` in function ``scope``
    (``this.repository`` of ``this.repository.clear(p, e)``), else ``None``."""
    for site in resolver.calls_by_scope.get((where[0], scope), []):
        if site.call.span == where[1] and isinstance(site.call.callee, Member):
            return site.call.callee.obj
    return None


def held_classes(resolver, where: Where, scope: str | None, memo: dict
                 ) -> list[tuple[Where, frozenset[ClassKey] | None]] | None:
    """The receiver of the member call at ``where`` (in function ``scope``) evaluated again
    with the ``this`` of each linked call of the method holding it (at most :data:`MAX_UP`):
    ``[(that call, the classes the receiver may be an instance of, None when its ``this`` is
    no instance)]``; ``None`` when the call has no member receiver or its method no linked
    call. Kept in ``memo`` (one evaluation per call site, whatever the subclass asked)."""
    from code2skill.recogniser_context import Frame

    if (where, scope) not in memo:
        obj = receiver_of(resolver, where, scope)
        holder = enclosing_method(resolver, scope)
        outers = list(dict.fromkeys(resolver.receivers.get(holder, [])))[:MAX_UP] \
            if holder and obj is not None else []
        memo[(where, scope)] = [
            (outer, frozenset((i.module, i.name) for held in instances(this)
                              for i in instances(resolver.evaluate(
                                  obj, Frame(where[0], scope, held))))
             if instances(this) else None)
            for outer, _, this in outers] or None
    return memo[(where, scope)]


def calls_on(resolver, method: str, sub: ClassKey, above: set[ClassKey],
             memo: dict) -> SubclassCalls:
    """The :class:`SubclassCalls` of base-class method ``method`` for subclass ``sub``;
    ``above``: the classes ``sub`` extends (a receiver known only as one of them is followed
    one level up, see the module docstring); ``memo``: :func:`held_classes`'s, shared by the
    calls of one resolution."""
    records = list(dict.fromkeys(resolver.receivers.get(method, [])))
    others: set[str] = set()
    unknown = len(resolver.callers.get(method, [])) > len(resolver.receivers.get(method, []))
    for where, scope, this in records:
        unknown |= not instances(this) or isinstance(this, AltV) and \
            len(instances(this)) < len(this.options)
        for inst in instances(this):
            key = (inst.module, inst.name)
            if key == sub:
                return SubclassCalls((where,))
            if key not in above:
                others.add(inst.name)
                continue
            held = held_classes(resolver, where, scope, memo)
            unknown |= held is None
            for outer, found in held or ():
                if found is not None and sub in found:
                    return SubclassCalls((outer, where))
                unknown |= not found or bool(found & above)
                others |= {name for path, name in found or () if (path, name) not in above}
    return SubclassCalls((), tuple(sorted(others)), bool(records) or method in resolver.callers,
                         unknown)


def uncalled_message(sub_name: str, base: str, method: str, calls: SubclassCalls) -> str:
    """The ``medium`` review message of an endpoint inferred for subclass ``sub_name`` of
    ``base`` whose method ``method`` no linked call runs on such an instance."""
    head = f"endpoint inferred for subclass {sub_name} of {base}: "
    if calls.others and not calls.unknown:
        return head + (f"the calls of {base}.{method} the tool followed run it on "
                       f"{', '.join(calls.others)}, none on a {sub_name}, so the client may "
                       "never make this request")
    if not calls.linked:
        return head + (f"no call of {base}.{method} was found in the analysed program, so "
                       "the client may never make this request")
    return head + (f"the source shows no call of this method on a {sub_name}, and the "
                   "method may refuse it at run time")

