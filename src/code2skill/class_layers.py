"""Generic service layers: base classes whose methods build URLs from what subclasses supply.

Small pure helpers the resolver (:mod:`code2skill.resolution`) and the subclass pass
(:mod:`code2skill.polymorphic`) call:

* :func:`subclass_this` — rule ``this.subclass-value``: a base-class method called on a
  subclass instance (``this.base()`` inside ``list()`` of an ``InvoiceService``) evaluates with
  that instance as ``this``, so ``this.collection`` is the subclass's.
"""
from __future__ import annotations

import re

from code2skill.facts import Alt, Member, Ref
from code2skill.values import ArrV, FnV, InstanceV, LibV, ObjV, ParamV, Value


def subclass_this(resolver, callee: FnV) -> InstanceV | None:
    """``callee.this`` when it is an instance of another class than the one declaring the
    method ``callee.fid`` (a subclass instance), else ``None`` (the method's own ``this``)."""
    this = callee.this
    if not isinstance(this, InstanceV):
        return None
    path, fn = resolver.functions.get(callee.fid, (None, None))
    if fn is None or fn.class_name is None:
        return None
    return None if (path, fn.class_name) == (this.module, this.name) else this


def constructor_writes(cls, assigned: list) -> list:
    """Rule ``this.constructor-overrides-initialiser``: the ``(fid, value expression)`` of each
    unconditional ``this.x = …`` in the constructor of class fact ``cls``, in source order,
    out of ``assigned`` (``(fid, Assignment)`` pairs of the class's methods). The constructor
    body runs after field initialisers, so ``routeKey = ''`` then ``this.routeKey = key``
    holds ``key``; a guarded write (``if (key) this.routeKey = key``) overrides nothing."""
    ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
    return [(fid, a.value) for fid, a in assigned if fid == ctor and not a.guarded]


def method_writes(cls, assigned: list) -> list:
    """Rule ``this.method-writes``: the ``(fid, value expression)`` of each ``this.x = …`` of
    ``assigned`` made outside the constructor of class fact ``cls`` (``setValues(v) {
    this.downloadToken = v.downloadToken }``). Such a method may run after the constructor,
    so the member holds the constructor's value or one of these: the constructor's value
    alone is not proven."""
    ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
    return [(fid, a.value) for fid, a in assigned if fid != ctor]


def self_default(expr, prop: str, owner: str = "this") -> bool:
    """Rule ``value.logical-assignment``: whether the value expression ``expr`` written to
    ``owner.prop`` keeps the member's value before it (``this.base ??= '/api'``, ``this.headers
    ||= {}``, ``this.token &&= …``, also spelt ``this.base = this.base ?? '/api'``; ``owner`` a
    class name for ``C.instance ??= new C()``): an :class:`~code2skill.facts.Alt` of kind
    ``or``, ``nullish`` or ``and`` whose first option is ``owner.prop`` itself."""
    return isinstance(expr, Alt) and expr.kind in ("or", "nullish", "and") and \
        len(expr.options) == 2 and isinstance(expr.options[0], Member) and \
        expr.options[0].prop == prop and isinstance(expr.options[0].obj, Ref) and \
        expr.options[0].obj.name == owner


def empty_container(value: Value) -> bool:
    """Rule ``this.filled-field``: whether a field's initial value is an empty container, an
    object or array literal with nothing in it (``form = {}``, ``items = []``)."""
    return isinstance(value, ObjV) and not value.props or \
        isinstance(value, ArrV) and not value.items


def parameter_property(resolver, inst: InstanceV, cls, prop: str, this: InstanceV):
    """Rule ``this.parameter-property``: ``this.prop`` of a class whose constructor declares
    ``prop`` as a parameter property (``constructor(private modelName: string)``) is the
    argument passed for it: by subclass ``this`` through ``super('UserGroup')``, else by the
    class's every ``new`` when they agree. ``None`` when ``prop`` is no such parameter or
    the argument is not known, or is itself a parameter no ``new`` fills (Angular's
    ``super(http)`` of an injected ``HttpClient``): the declared type then stands. A missing
    argument is the parameter's default (``constructor(protected configuration =
    DefaultConfig)``). Also ``None`` when the constructor's body writes ``this.prop`` itself
    (``constructor(instance?: AxiosInstance) { this.instance = instance || axios.create() }``
    of NSwag's axios clients, a plain parameter named as a typed field): the body runs after
    any parameter property is set, so its write stands."""
    ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
    fn = resolver.function(ctor)
    param = next((p for p in fn.params if p.name == prop), None) if fn is not None else None
    if param is None or not (any(name == prop for name, _ in cls.typed_members) or (
            param.default is not None and (prop, param.default) in cls.fields)) or any(
            a.target == ("this", prop) for a in fn.assignments):
        return None           # (an untyped one with a default is recorded as a field)
    args = resolver.super_args(this, inst) if this != inst else None
    args = args if args is not None else resolver.constructor_args(inst)
    if args is None:
        return instance_segment(resolver, this, inst, fn, prop)
    value = resolver.bind_args(ctor, args, 0).get(prop)
    return None if isinstance(value, ParamV) else value      # a DI-injected parameter


def instance_segment(resolver, this: InstanceV, inst: InstanceV, ctor, prop: str):
    """Rule ``this.instance-argument``: parameter property ``prop`` of constructor fact
    ``ctor``, read for no particular instance of a class whose ``new`` sites pass it different
    texts (``new LabelRepository('category-type')``, ``new LabelRepository('span-type')``,
    ``new LabelRepository()`` giving the default ``'label'``): the constructor's parameter
    itself (a :class:`~code2skill.values.ParamV` of ``ctor``), which each instance fills
    with its own argument (the method is summarised again for a call on one construction
    site's instance), never the default alone. ``None`` when the class is made at fewer than
    two places, or some ``new`` passes a value that is no text or number (an injected
    service keeps its declared type)."""
    from code2skill.construction_values import placeless
    from code2skill.resolution.flow import param_value
    from code2skill.values import LitV, StrV

    made = resolver.every_construction(this, inst)
    if len(made) < 2:
        return None
    values = [resolver.bind_args(ctor.fid, args, 0).get(prop) for args in made]
    if not all(isinstance(v, StrV) or isinstance(v, LitV) and type(v.value) in (str, int)
               for v in values):
        return None
    if len({repr(placeless(v)) for v in values}) == 1:
        return values[0]                       # (they differ in other arguments only)
    return param_value(ctor, prop, inst.module)


def array_includes(array, item) -> bool | None:
    """Rule ``value.array-includes``: ``[Verb.List, Verb.Info].includes(Verb.Create)`` when
    the array's items and the item are all literals (enum members included): whether one
    equals it; ``None`` when any is not known."""
    from code2skill.values import ArrV, literal_of

    if not isinstance(array, ArrV):
        return None
    wanted = literal_of(item)
    values = [literal_of(v) for v in array.items]
    if wanted is None or any(v is None for v in values):
        return None
    return wanted in values


def method_of(resolver, path: str, fid: str) -> tuple[str, str] | None:
    """``(class name, method name)`` of the class method that is ``fid`` or encloses it."""
    fn = resolver.function(fid)
    while fn is not None:
        if fn.class_name is not None:
            cls = resolver.modules[path].classes.get(fn.class_name)
            name = next((m for m, f in cls.methods if f == fn.fid), None) if cls else None
            if name is not None:
                return fn.class_name, name
        fn = resolver.function(fn.parent)
    return None


def calls_inherited(resolver, path: str, fid: str, name: str) -> bool:
    """Whether method ``fid`` calls the method ``name`` it overrides: ``super.name(…)``,
    ``Base.prototype.name.call(this, …)`` or ``.apply(this, …)``."""
    from code2skill.facts import Member, Unknown

    for site in resolver.calls_by_scope.get((path, fid), []):
        callee = site.call.callee
        if isinstance(callee, Member) and callee.prop in ("call", "apply"):
            callee = callee.obj
            if not (isinstance(callee, Member) and callee.prop == name
                    and isinstance(callee.obj, Member) and callee.obj.prop == "prototype"):
                continue
            return True
        if isinstance(callee, Member) and callee.prop == name \
                and isinstance(callee.obj, Unknown) and callee.obj.kind == "super":
            return True
    return False


def overridden_away(resolver, sub: tuple[str, str], base: tuple[str, str], method: str
                    ) -> bool:
    """Rule ``this.refused-action``: whether subclass ``sub`` (or a class between it and
    ``base``) overrides ``method`` without calling the inherited one (``remove() { throw new
    Error('…') }``): the base method's requests are not made for ``sub``."""
    from code2skill.values import ClassRefV

    current, level = sub, 0
    while current != base and level < 8:
        cls = resolver.modules[current[0]].classes.get(current[1])
        if cls is None:
            return False
        override = cls.instance_method(method)
        if override is not None:
            return not calls_inherited(resolver, current[0], override, method)
        if not cls.superclass:
            return False
        parent = resolver.module_binding(current[0], cls.superclass.split("<")[0], 0)
        if not isinstance(parent, ClassRefV):
            return False
        current, level = (parent.module, parent.name), level + 1
    return False


def refused_by_guard(resolver, path: str, fid: str, request_span, this: InstanceV) -> bool:
    """Rule ``this.refused-action``: whether method ``fid`` builds an ``Error`` under an
    ``if`` before the request (``if (!this.supported.includes(Verb.Create)) throw new
    Error(…)``) whose condition holds for instance ``this`` (its ``supported`` list lacks
    ``Verb.Create``): the request is not made for it."""
    from code2skill.facts import Ref
    from code2skill.recogniser_context import Frame
    from code2skill.values import LitV

    for site in resolver.calls_by_scope.get((path, fid), []):
        call = site.call
        if not (call.new and isinstance(call.callee, Ref) and call.callee.name.endswith("Error")
                and site.guard is not None and call.span[:2] < tuple(request_span[:2])):
            continue
        decided = resolver.evaluate(site.guard, Frame(path, fid, this))
        if isinstance(decided, LitV) and decided.value is True:
            return True
    return False


def superclass_ref(text: str) -> str:
    """The name a superclass expression refers to: ``Base<T>`` → ``Base``,
    ``RESTAdapter.extend(Mixin)`` (an Ember classic base) → ``RESTAdapter``."""
    return re.split(r"<|\.extend\s*\(", text, maxsplit=1)[0].strip()


def super_member(resolver, frame, prop: str, depth: int):
    """Rule ``this.super-member``: ``super.prop`` in a method of class ``C`` is ``prop`` of
    ``C``'s superclass, bound to the current ``this`` (``super.remove(id)``,
    ``super.base() + 'x'``); of a library superclass, the library prototype's member
    (``super.buildURL`` of ``RESTAdapter``: ``LibV(…, ('prototype', 'buildURL'))``, which a
    recogniser may read); ``None`` when the superclass is unknown."""
    from code2skill.values import ClassRefV

    found = method_of(resolver, frame.path, frame.fid) if frame.fid else None
    if found is None:
        return None
    cls = resolver.modules[frame.path].classes.get(found[0])
    if cls is None or not cls.superclass:
        return None
    parent = resolver.module_binding(frame.path, superclass_ref(cls.superclass), depth + 1)
    if isinstance(parent, LibV):          # a library base class: its prototype's member
        return LibV(parent.lib, parent.path + ("prototype", prop))
    if not isinstance(parent, ClassRefV):
        return None
    this = frame.this if isinstance(frame.this, InstanceV) else \
        InstanceV(frame.path, found[0])
    return resolver.instance_member(InstanceV(parent.module, parent.name, unseen=this.unseen),
                                    prop, depth, this)


def unbound_call(resolver, site, frame, depth: int):
    """Rule ``this.prototype-call``: ``Base.prototype.m.call(this, a)`` (or ``.apply(this,
    [a])``, ``fn.call(ctx, a)``) is the call site ``Base.prototype.m(a)``; ``None`` for any
    other call or when the function is not the program's."""
    from dataclasses import replace

    from code2skill.facts import Arr, Member

    callee = site.call.callee
    if not (isinstance(callee, Member) and callee.prop in ("call", "apply") and site.call.args):
        return None
    if not isinstance(resolver.evaluate(callee.obj, frame, depth), FnV):
        return None
    args = site.call.args[1:]
    if callee.prop == "apply":
        args = args[0].items if args and isinstance(args[0], Arr) else ()
    return replace(site, call=replace(site.call, callee=callee.obj, args=tuple(args)))


def merged_field(resolver, inst: InstanceV, cls, prop: str, this: InstanceV):
    """Rule ``this.assign-into-field``: a constructor running ``Object.assign(this.prop, a,
    …)`` makes ``this.prop`` the field's initialiser merged with the objects it copies in,
    the constructor's parameters bound to what subclass ``this`` passes to ``super({…})``
    (else to the class's every ``new`` when they agree); ``None`` when the constructor
    copies nothing into ``prop`` or its arguments are not known."""
    from code2skill.facts import Member, Ref
    from code2skill.recogniser_context import Frame
    from code2skill.resolution.calls import merge_objects

    ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
    if ctor is None:
        return None
    sources = [site.call.args[1:] for site in resolver.calls_by_scope.get(
        (inst.module, ctor), []) if isinstance(site.call.callee, Member) and site.call.callee.prop == "assign"
        and isinstance(site.call.callee.obj, Ref) and site.call.callee.obj.name == "Object"
        and len(site.call.args) > 1 and isinstance(site.call.args[0], Member)
        and site.call.args[0].prop == prop and isinstance(site.call.args[0].obj, Ref)
        and site.call.args[0].obj.name == "this"]
    if not sources:
        return None
    args = resolver.super_args(this, inst) if this != inst else None
    args = args if args is not None else resolver.constructor_args(inst)
    if args is None:
        return None
    mapping = resolver.bind_args(ctor, args, 0)
    frame = Frame(inst.module, ctor, this)
    values = [resolver.evaluate(expr, Frame(inst.module, None, this))
              for name, expr in cls.fields if name == prop]
    values += [resolver.substitute(resolver.evaluate(expr, frame), ctor, mapping)
               for exprs in sources for expr in exprs]
    return merge_objects(values)


PLACEHOLDER_REGEXES = ("\\{(\\w+)\\}", "{(\\w+)}", "\\{([^}]+)\\}", "\\{(.*?)\\}",
                       "\\{([a-zA-Z0-9_]+)\\}", ":(\\w+)")


def fills_placeholders(pattern) -> bool:
    """Rule ``value.fill-placeholders``: whether ``route.replace(pattern, fn)`` fills every
    ``{name}`` (or ``:name``) placeholder of a route from a model (``fillRoute(route,
    model)``): the route keeps its placeholders, which become path parameters of those
    names. ``pattern`` is the regex literal's expression."""
    from code2skill.facts import Lit

    return isinstance(pattern, Lit) and pattern.value in PLACEHOLDER_REGEXES


def subclasses_reassign(resolver, base: tuple[str, str], subs: list[tuple[str, str]],
                        names: set[str]) -> bool:
    """Rule ``this.constructor-overrides-initialiser`` across classes: whether a member of
    ``names`` that class ``base`` initialises (``entityName = ''``) is one a subclass of
    ``subs`` assigns in its constructor (``this.entityName = 'products'``) or declares again
    as a field: the base's URL then differs per subclass although it has no hole."""
    cls = resolver.modules[base[0]].classes.get(base[1])
    initialised = {name for name, _ in cls.fields} & names if cls else set()
    for path, name in subs if initialised else ():
        sub = resolver.modules[path].classes.get(name)
        if sub is None:
            continue
        if initialised & {field for field, _ in sub.fields}:
            return True
        ctor = next((fid for m, fid in sub.methods if m == "constructor"), None)
        fn = resolver.function(ctor)
        if fn is not None and any(a.target[:1] == ("this",) and a.target[1:] and
                                  a.target[1] in initialised for a in fn.assignments):
            return True
    return False


def accessor(resolver, inst: InstanceV, prop: str) -> FnV | None:
    """The ``get prop()`` accessor of ``inst``'s class or its user superclasses, as a
    function bound to ``inst`` (for passes that read inside it, where
    ``instance_member`` gives its value); ``None`` when there is none."""
    for cls in class_chain(resolver, inst.module, inst.name):
        fid = cls.instance_method(prop)
        if fid is not None:
            return FnV(fid, inst) if prop in cls.getters else None
    return None


MAX_CLASS_LEVELS = 8          # superclasses followed from a class


def class_chain(resolver, module: str, name: str):
    """The class facts of class ``name`` of ``module`` and of the user classes it extends,
    nearest first (:data:`MAX_CLASS_LEVELS` at most); the chain ends at a class the program
    does not declare (a library base)."""
    return (cls for _, cls in class_homes(resolver, module, name))


def class_homes(resolver, module: str, name: str):
    """:func:`class_chain` with each class's module: ``(module path, class facts)``."""
    from code2skill.values import ClassRefV

    for _ in range(MAX_CLASS_LEVELS):
        facts = resolver.modules.get(module)
        cls = facts.classes.get(name) if facts is not None else None
        if cls is None:
            return
        yield module, cls
        parent = resolver.module_binding(module, cls.superclass.split("<")[0], 0) \
            if cls.superclass else None
        if not isinstance(parent, ClassRefV):
            return
        module, name = parent.module, parent.name


def field_owner(module, span) -> InstanceV | None:
    """Rule ``this.field-initialiser``: the instance whose ``this`` a call written in a class
    body outside its methods reads — a field's initialiser, ``dataSource = new
    JobsSource(this.apollo)`` or ``jobs$ = this.apollo.watchQuery({…})`` of ``JobsComponent``:
    that component's members, as the field's own value is —, else ``None``; ``module`` the
    module facts, ``span`` the call's."""
    inside = [cls for cls in module.classes.values()
              if span and cls.span and cls.span[:2] <= span[:2] and span[2:] <= cls.span[2:]]
    if not inside:
        return None
    cls = max(inside, key=lambda c: c.span[:2])          # the innermost class
    return InstanceV(module.path, cls.name)
