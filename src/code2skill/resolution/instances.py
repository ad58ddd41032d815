"""Classes, instances and ``this`` (seam of the resolver).

Owns the members of a class instance (:meth:`Instances.instance_member`): methods bound to
``this``, fields its constructor or other methods write, decorator-injected fields, declared
client types, inherited members, the arguments of every ``new`` of a class (constructions,
agreed arguments, ``super`` arguments), and the class hierarchy.

May read: the facts, the values, :mod:`code2skill.class_layers`, the resolver's state; the calls
seam to bind a constructor's parameters, the expressions seam for a field's value."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from code2skill.facts import Call, Expr, FunctionFact, Lit, Member, Ref, Unknown
from code2skill.method_arguments import own_method_calls
from code2skill.setter_methods import setter_argument
from code2skill.registered_classes import registered_constructions, registered_member
from code2skill import class_state
from code2skill.class_component_props import PROPS, component_base, rendered_props
from code2skill.construction_values import agreed_value
from code2skill.factory_instances import factory_calls
from code2skill.unmentioned_setters import mentioned_names, seen_writes
from code2skill.class_layers import (constructor_writes, empty_container, merged_field,
                                     method_writes, parameter_property, self_default,
                                     subclass_this)
from code2skill.placeholders import blank_initialiser, placeholder, written_in_subclass
from code2skill.callback_clients import callback_clients
from code2skill.builders import chain_method, chained_member, tracked
from code2skill.polymorphic import Subclasses
from code2skill.recogniser_context import Frame
from code2skill.values import (AltV, ClassRefV, ClientV, FnV, InstanceV, LibV, LitV, ObjV, ParamV,
                               PropV, UnknownV, Value, first_where, literal_of, mentions_param)
from code2skill.interface_receivers import interface_instance
from code2skill.typed_globals import typed_field
from code2skill.typed_clients import (client_for_type, declared_client, declared_instance,
                                      library_instance, type_name, unfollowed)
from code2skill.unseen_instances import instance_this, rewritten_field
from code2skill.resolution.shared import MAX_ALTERNATIVES, alternatives, is_absent, object_member


MAX_CONSTRUCTIONS = 6         # distinct `new` argument tuples a field's value is taken over


def one_client(values: list[Value]) -> ClientV | None:
    """Rule ``this.every-construction`` for a client a constructor creates: the one client made
    by one creating call over several constructions, its options chosen among each
    construction's (``axios.create({...config, baseURL: config.baseURL || ""})`` made with
    ``{baseURL: import.meta.env.API}`` and with nothing: ``baseURL`` is the variable or
    ``""``), so each request is one request whose base is a choice; ``None`` unless every value
    is a client of the same library and creating call whose options are object literals that
    spread only object literals."""
    first = values[0]
    if not isinstance(first, ClientV) or any(
            not isinstance(v, ClientV) or (v.lib, v.where, v.path, v.setup)
            != (first.lib, first.where, first.path, first.setup) for v in values):
        return None
    configs = [v.config for v in values]          # type: ignore[union-attr]
    keys = [literal_keys(c) for c in configs]
    if any(k is None for k in keys):
        return None
    names = list(dict.fromkeys(k for found in keys for k in found))   # type: ignore[union-attr]
    props = []
    for name in names:
        options = [object_member(c, name) for c in configs]           # type: ignore[arg-type]
        props.append(PropV(name, alternatives([o if o is not None else LitV(None)
                                               for o in options])))
    return replace(first, config=ObjV(tuple(props), first_where(first.config)))


def literal_keys(value: Value | None) -> list[str] | None:
    """The keys of an object literal, those of the object literals it spreads included, in
    order; ``None`` for any other value, or one that spreads something else."""
    if not isinstance(value, ObjV):
        return None
    keys: list[str] = []
    for prop in value.props:
        if prop.key is not None:
            keys.append(prop.key)
            continue
        inner = literal_keys(prop.value)
        if inner is None:
            return None
        keys.extend(inner)
    return keys


def without_override(value: Value) -> Value:
    """A ``super(…)`` argument without the parameter options a caller may override it with
    (``BASE_URL || API_BASE_URL`` → ``API_BASE_URL``), when other options remain."""
    if not isinstance(value, AltV) or value.kind != "any":
        return value
    kept = tuple(o for o in value.options if not isinstance(o, ParamV))
    if not kept or len(kept) == len(value.options):
        return value
    return kept[0] if len(kept) == 1 else AltV(kept, value.kind)


class Instances:
    """The resolver's methods of this seam: classes, instances and ``this``."""

    def subclasses(self) -> Subclasses:
        """The program's class hierarchy (:class:`~code2skill.polymorphic.Subclasses`), built
        on first use and kept."""
        if self._subclasses is None:
            self._subclasses = Subclasses(self)
        return self._subclasses

    def constructed_class(self, expr: Expr, frame: Frame, depth: int) -> ClassRefV | None:
        """The program's class ``expr`` instantiates (``new HttpManager()``); ``None`` for
        any other expression."""
        if not (isinstance(expr, Call) and expr.new):
            return None
        cls = self.evaluate(expr.callee, frame, depth + 1)
        return cls if isinstance(cls, ClassRefV) else None

    def class_functions(self, path: str, name: str) -> list[tuple[str, FunctionFact]]:
        """The functions of module ``path`` whose ``this`` is an instance of its class ``name``
        (``(fid, facts)``, in the module's order), indexed once per module."""
        index = self._class_functions.get(path)
        if index is None:
            index = self._class_functions[path] = {}
            for fid, fn in self.modules[path].functions.items():
                if fn.class_name:
                    index.setdefault(fn.class_name, []).append((fid, fn))
        return index.get(name, [])

    def instance_member(self, inst: InstanceV, prop: str, depth: int,
                        this: InstanceV | None = None, level: int = 0) -> Value:
        """``inst.prop``: a method (bound to ``this``), the constructor's last unconditional
        ``this.prop = …`` (it runs after the field initialiser), a field initialiser (one that
        is blank, ``null`` or ``''``, gives way to assignments, and a blank ``''``/``undefined``
        neither the class nor a subclass assigns is a placeholder the program fills in later:
        rule ``this.placeholder-field``), an injected field, an assignment ``this.prop = …`` in a
        method, a typed member, else the superclass's member (or a member a recogniser names on
        a library base class)."""
        this = this or inst
        module = self.modules.get(inst.module)
        cls = module.classes.get(inst.name) if module else None
        if cls is None:
            return UnknownV("no-class")
        if prop == class_state.STATE and level == 0:     # rule state.initial-type
            return class_state.held_state(self, this, self.instance_member(
                inst, prop, depth, this, 1), depth)
        if tracked(this) is not None and this.sets:         # rule this.builder-chain
            chained = chained_member(self, this, prop, depth, lambda without: (
                self.instance_member(inst, prop, depth, without, level)))
            if chained is not None:
                return chained
        if prop == "constructor":                   # rule this.static-method
            return ClassRefV(this.module, this.name)
        fid = cls.instance_method(prop)
        if fid is not None and prop in cls.getters:     # rule this.getter: `get url()` read
            return self.returns(fid, depth,
                                subclass_this(self, FnV(fid, this)) or instance_this(this))
        if fid is not None:
            return FnV(fid, this)
        assigned = seen_writes([(fid, a) for fid, fn in self.class_functions(inst.module,
                                                                          inst.name)
                                for a in fn.assignments if a.target == ("this", prop)],
                               module.functions, self.mentioned_names()) + \
            callback_clients(self, inst, prop, this)        # rule this.callback-client
        key = ("self-default", inst.module, inst.name, prop)
        if key not in self._in_progress and any(self_default(a.value, prop)
                                                for _, a in assigned):
            self._in_progress.add(key)            # rule value.logical-assignment
            try:
                before = self.instance_member(inst, prop, depth, this, level)
            finally:
                self._in_progress.discard(key)
            return self.defaulted_member(inst, before, [
                (fid, a.value) for fid, a in assigned if self_default(a.value, prop)], this)
        assigned = [(fid, a) for fid, a in assigned if not self_default(a.value, prop)]
        writes = ("field-writes", inst.module, inst.name, prop)     # rule this.self-update
        if assigned and writes in self._in_progress:
            return UnknownV("cycle")
        copied = self.constructor_copied(inst, cls, prop, this)
        if copied is not None:
            return copied
        passed = merged_field(self, inst, cls, prop, this) or \
            parameter_property(self, inst, cls, prop, this)
        if passed is not None:
            return passed
        overriding = constructor_writes(cls, assigned)
        if overriding:                       # rule this.constructor-overrides-initialiser
            return self.declared_member(inst, cls, prop, self.writing(writes, lambda: (
                self.with_method_writes(inst, cls, assigned, self.assigned_field(
                    inst, *overriding[-1], this), this))), depth)
        for name, expr in cls.fields:
            # rule this.placeholder-field: a blank initial value (``x = null``, ``id = ''``)
            # holds what the methods assign, else what the program fills in later
            if name == prop and blank_initialiser(expr) and assigned:
                continue
            if name == prop and blank_initialiser(expr) and not (
                    isinstance(expr, Lit) and expr.value is None) and \
                    not written_in_subclass(self, inst.module, inst.name, prop):
                return placeholder(prop, self.where(inst.module, expr.span))
            if name == prop and this.unseen and isinstance(expr, Lit) and \
                    rewritten_field(self, prop):
                return UnknownV(f"unseen-field:{prop}")    # rule this.unseen-origin
            if name == prop:
                key = ("field", inst.module, inst.name, prop)
                if key in self._in_progress:
                    return UnknownV("cycle")
                self._in_progress.add(key)
                try:
                    value = self.evaluate(expr, Frame(inst.module, None, this))
                finally:
                    self._in_progress.discard(key)
                return typed_field(self, inst.module, cls, prop, self.writing(
                    writes, lambda: self.filled_field(inst, cls, prop, assigned, value, this)),
                    depth)
        for name, decorator in cls.decorated:
            if name == prop:
                injected = self.injected_field(inst.module, name, decorator, depth)
                if injected is not None:
                    return injected
        if assigned and tracked(this) is not None and all(
                chain_method(self, fid) for fid, _ in assigned):
            return LitV(None)             # rule this.builder-chain: no chained call set it
        if assigned:
            return self.declared_member(inst, cls, prop, self.writing(writes, lambda: (
                alternatives([self.assigned_field(inst, fid, a.value, this)
                              for fid, a in assigned[:MAX_ALTERNATIVES]]))), depth)
        for name, type_text in cls.typed_members:
            if name == prop:
                return self.type_instance(inst.module, type_text, depth)
        if cls.superclass and level < 8:
            parent = self.module_binding(inst.module, cls.superclass.split("<")[0], depth + 1)
            if isinstance(parent, ClassRefV):
                return self.instance_member(InstanceV(parent.module, parent.name,
                                                      unseen=inst.unseen), prop,
                                            depth, this, level + 1)
            if isinstance(parent, LibV) and prop == PROPS and component_base(parent):
                props = rendered_props(self, this)        # rule jsx.class-component-props
                if props is not None:
                    return props
            if isinstance(parent, LibV):      # a library base class's member a recogniser
                named = self.inherited_member(parent, prop, this)
                if named is not None:
                    return named
                inherited = self.member(parent.member("prototype"), prop, depth)   # names
                if isinstance(inherited, LibV) and inherited.lib != parent.lib:
                    return inherited          # (an Ember Route's or Model's ``store``)
        registered = registered_member(self, inst, prop)    # rule this.registered-class
        return registered if registered is not None else UnknownV("no-member")

    def writing(self, key: tuple, evaluate: Callable[[], Value]) -> Value:
        """Rule ``this.self-update``: the value of a field's writes (``evaluate()``), with
        ``key`` (the class and field) in progress, so a write that reads the field itself
        (``this.jobs = {...this.jobs, jobDefinitions: [...]}`` in six methods) sees it as a
        cycle, not as every other write again: reading each write through all the others
        took a number of steps growing as the factorial of the writes."""
        self._in_progress.add(key)
        try:
            return evaluate()
        finally:
            self._in_progress.discard(key)

    def defaulted_member(self, inst: InstanceV, before: Value, defaults: list,
                         this: InstanceV) -> Value:
        """Rule ``value.logical-assignment``: a member ``this.x`` that methods default
        (``defaults``: ``(fid, value expression)`` pairs, each :func:`self_default`, in source
        order), ``before`` being its value without them (``undefined`` when nothing else
        writes it): ``this.base ??= '/api'`` keeps a base the constructor set and is
        ``'/api'`` otherwise, ``||=`` keeps a truthy value, ``&&=`` replaces only a truthy
        one."""
        value = LitV(None) if isinstance(before, UnknownV) and before.reason == "no-member" \
            else before
        for fid, expr in defaults:
            value = alternatives([value, self.assigned_field(inst, fid, expr.options[1], this)],
                                 expr.kind)
        return value

    def inherited_member(self, parent: LibV, prop: str, this: InstanceV) -> Value | None:
        """Member ``prop`` that ``this`` inherits from library base class ``parent`` as a
        recogniser's ``inherited`` hook names it (a codegen Apollo service's ``fetch``), else
        ``None``."""
        for rec in self.recognisers:
            if rec.inherited is not None:
                value = rec.inherited(parent, prop, this, self.program)
                if value is not None:
                    return value
        return None

    def mentioned_names(self) -> frozenset[str]:
        """The names the program mentions (rule ``this.unmentioned-setter``), once."""
        if self._mentioned is None:
            self._mentioned = mentioned_names(self.modules.values())
        return self._mentioned

    def declared_member(self, inst: InstanceV, cls, prop: str, value: Value,
                        depth: int) -> Value:
        """Rule ``client.declared-type``: member ``prop`` of class fact ``cls``, whose
        assignments give ``value``, is the client its declaration names (``private http:
        AxiosInstance``; rule ``client.declared-class``: an instance of the program's own class,
        ``http: Requests``) when ``value`` is nothing the program shows (a constructor
        parameter that framework wiring fills, or whose class is made with different
        arguments); a library class it names is that class's instance (``private http:
        HttpClient`` set from ``constructor(@Inject(HttpClient) http: HttpClient)``, as NSwag's
        Angular clients write it), as for a member no method assigns; else ``value``."""
        if not unfollowed(value):
            return value
        declared = next((declared_client(self, inst.module, t, None, depth) or
                         declared_instance(self, inst.module, t, depth) or
                         library_instance(self.type_instance(inst.module, t, depth))
                         for name, t in cls.typed_members if name == prop), None)
        if declared is None and isinstance(value, ParamV) and not value.path and value.module:
            declared = declared_instance(self, value.module, value.type_text, depth)
        return declared or value

    def with_method_writes(self, inst: InstanceV, cls, assigned: list, value: Value,
                           this: InstanceV) -> Value:
        """Rule ``this.method-writes``: a member whose constructor gives
        a literal (``this.downloadToken = ''``, ``this.branchIds = null``) that another method
        writes as well (``setValues(v) { this.downloadToken = v.downloadToken }``) is one of
        that literal and those writes: the literal alone is not proven. Any other value is
        returned unchanged (only a literal would look fixed; not evaluating the writes keeps
        the cost bounded)."""
        later = method_writes(cls, assigned)
        if not later or not (isinstance(value, LitV) or literal_of(value) is not None):
            return value
        return self.or_written(inst, later, value, this)

    def or_written(self, inst: InstanceV, later: list, value: Value, this: InstanceV) -> Value:
        """``value`` or one of the methods' writes ``later`` (``(fid, value expression)``
        pairs, :func:`~code2skill.class_layers.method_writes`), each evaluated in its method
        for ``this``: rules ``this.method-writes`` and ``this.filled-field``."""
        return alternatives([value] + [self.assigned_field(inst, fid, expr, this)
                                       for fid, expr in later[:MAX_ALTERNATIVES - 1]])

    def filled_field(self, inst: InstanceV, cls, prop: str, assigned: list, value: Value,
                     this: InstanceV) -> Value:
        """Rule ``this.filled-field``: a field initialised to an empty container (``form =
        {}``, ``items = []``) that a method writes (``load(item) { Object.assign(this.form,
        item) }``, ``this.items = res.data``) holds the empty container or one of those
        writes, as rule ``this.method-writes`` makes a constructor's literal: a read elsewhere
        in the class (``save() { post('/todos', this.form) }``) no longer sends a fixed
        ``{}``. Inside those writes the field is its initial container. Any other value is
        returned unchanged."""
        later = method_writes(cls, assigned)
        key = ("filled", inst.module, inst.name, prop)
        if not later or not empty_container(value) or key in self._in_progress:
            return value
        self._in_progress.add(key)
        try:
            return self.or_written(inst, later, value, this)
        finally:
            self._in_progress.discard(key)

    def constructor_copied(self, inst: InstanceV, cls, prop: str, this: InstanceV
                           ) -> Value | None:
        """Rule ``this.constructor-assign``: a constructor that runs ``Object.assign(this,
        config)`` makes ``this.prop`` the ``prop`` of the object its class's only
        instantiation passes (``new Api({securityWorker: …})``), overriding the field's
        initialiser; ``None`` when no such copy supplies ``prop`` (the object provably lacks
        it, or the instantiation is not known), so the field's own value stands."""
        ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
        if ctor is None:
            return None
        args = None
        for site in self.calls_by_scope.get((inst.module, ctor), []):
            callee, call_args = site.call.callee, site.call.args
            if not (isinstance(callee, Member) and callee.prop == "assign"
                    and isinstance(callee.obj, Ref) and callee.obj.name == "Object"
                    and len(call_args) > 1 and isinstance(call_args[0], Ref)
                    and call_args[0].name == "this"):
                continue
            if args is None:
                args = self.super_args(this, inst) if this != inst else None
                args = args if args is not None else self.constructor_args(inst)
                args = args if args is not None else self.subclass_args(inst)
                if args is None:
                    return None
            mapping = self.bind_args(ctor, args, 0)
            for source in reversed(call_args[1:]):         # a later source wins
                value = self.substitute(self.evaluate(source, Frame(inst.module, ctor, this)),
                                        ctor, mapping)
                if isinstance(value, ObjV) and all(p.key is not None for p in value.props):
                    found = object_member(value, prop)
                    if found is not None:
                        return found
        return None

    def subclass_args(self, inst: InstanceV) -> tuple[Value, ...] | None:
        """The constructor arguments of a class never instantiated itself, when every
        subclass that keeps its constructor (declares none) is instantiated with the same
        ones (``class Api extends HttpClient {}`` and ``new Api(config)``); else ``None``
        (also for an instance whose origin is not shown, rule ``this.unseen-origin``)."""
        if inst.unseen or self.new_sites.get(inst.name):
            return None
        found: list[tuple[Value, ...] | None] = []
        for path in sorted(self.modules):
            for name, cls in self.modules[path].classes.items():
                if not cls.superclass or any(m == "constructor" for m, _ in cls.methods):
                    continue
                parent = self.module_binding(path, cls.superclass.split("<")[0], 0)
                if parent == ClassRefV(inst.module, inst.name):
                    args = self.constructor_args(InstanceV(path, name))
                    if args not in found:
                        found.append(args)
        return found[0] if len(found) == 1 else None

    def injected_field(self, path: str, name: str, decorator: Expr, depth: int
                       ) -> Value | None:
        """Rule ``di.decorator``: the value a decorator injects into field ``name`` of a class
        in ``path`` (``@service session;``, ``@service('session') s;``), as the first
        recogniser with an ``inject`` hook decides; ``None`` when none claims it."""
        frame = Frame(path, None)
        if isinstance(decorator, Call):
            callee = self.evaluate(decorator.callee, frame, depth + 1)
            args = self.eval_args(decorator.args, frame, depth + 1)
        else:
            callee, args = self.evaluate(decorator, frame, depth + 1), ()
        for rec in self.recognisers:
            if rec.inject is not None:
                value = rec.inject(callee, args, name, path, self.program)
                if value is not None:
                    return value
        return None

    def assigned_field(self, inst: InstanceV, fid: str, expr: Expr, this: InstanceV) -> Value:
        """The value ``this.x = expr`` gives in method ``fid``; in the constructor, with the
        constructor's parameters bound to the arguments of the class's only instantiation
        (``export const client = new ApiClient()``), when there is one."""
        key = ("this-field", fid, expr)
        if key in self._in_progress:
            return UnknownV("cycle")
        self._in_progress.add(key)
        try:
            return self.bound_write(self.evaluate(expr, Frame(inst.module, fid, this)), fid,
                                    inst, this, 0)
        finally:
            self._in_progress.discard(key)

    def bound_write(self, value: Value, fid: str, inst: InstanceV, this: InstanceV,
                    level: int) -> Value:
        """``value``, written to a field in method ``fid`` of ``inst``'s class, with ``fid``'s
        parameters bound: a constructor's to its class's construction arguments, another
        method's to what the class's own ``this.<method>(…)`` calls pass when they agree
        (rule ``this.method-arguments``), and so on up to the constructor; a setter no method
        of the class calls to what the program's calls of it pass (rule
        ``this.setter-method``)."""
        fn = self.function(fid)
        if fn is not None and not fn.name.endswith(".constructor"):
            if level >= 4 or not mentions_param(value, frozenset((fid,))):
                return value
            module = self.modules.get(inst.module)
            cls = module.classes.get(inst.name) if module else None
            calls = own_method_calls(self, inst.module, cls, fn.name.rsplit(".", 1)[-1]) \
                if cls is not None else []
            passed = []
            for caller, call in calls:
                args = self.eval_args(call.args, Frame(inst.module, caller, this))
                if (caller, args) not in passed:
                    passed.append((caller, args))
            if not passed:                       # rule this.setter-method: called outside
                return setter_argument(self, value, fid) or value
            if len(passed) != 1:                 # called by the class differently
                return value
            caller, args = passed[0]
            value = self.substitute(value, fid, self.bind_args(fid, args, 0))
            return self.bound_write(value, caller, inst, this, level + 1)
        if fn is None:
            return value
        args = self.super_args(this, inst) if this != inst else None
        args = args if args is not None else self.constructor_args(inst)
        if args is None and this == inst and isinstance(value, ClientV):
            args = self.subclass_super_args(inst)
        made = self.every_construction(this, inst) \
            if args is None and mentions_param(value, frozenset((fid,))) else []
        if len(made) == 1:                       # rule this.every-construction
            args = made[0]
        merged = self.over_constructions(value, fid, made) \
            if args is None and 1 < len(made) <= MAX_CONSTRUCTIONS else None
        if args is not None:
            value = self.substitute(value, fid, self.bind_args(fid, args, 0))
        elif merged is not None:
            value = merged
        elif this == inst:                       # rule this.agreed-argument
            value = self.substitute(value, fid, self.agreed_args(inst, fid))
        return value

    def over_constructions(self, value: Value, fid: str, made: list[tuple[Value, ...]]
                           ) -> Value | None:
        """Rule ``this.every-construction``: what constructor ``fid``'s ``value`` is over the
        argument tuples ``made`` of several ``new``: the one client its creating call makes
        (:func:`one_client`), or the choice among functions and absent values (a
        ``securityWorker`` one ``new`` passes and another does not); ``None`` for any other
        value (rule ``this.agreed-argument`` decides it)."""
        each = [self.substitute(value, fid, self.bind_args(fid, args, 0)) for args in made]
        client = one_client(each)
        if client is not None:
            return client
        agreed = agreed_value(each)               # rule this.agreed-write
        if agreed is not None:
            return agreed
        if all(isinstance(v, FnV) or is_absent(v) for v in each):
            return alternatives(each)
        return None

    def every_construction(self, this: InstanceV, inst: InstanceV) -> list[tuple[Value, ...]]:
        """Rule ``this.every-construction``: the distinct argument tuples the constructor of
        ``inst``'s class receives over every ``new`` of ``this``'s class — of the class itself,
        or of a direct subclass with no constructor of its own (``new Api({securityWorker})``
        and ``new Api()`` of ``class Api extends HttpClient``: also for ``this`` the base class
        itself when it is never made but such subclasses are); ``[]`` otherwise, and for an
        instance whose origin is not shown (rule ``this.unseen-origin``)."""
        if this.unseen:
            return []
        if this == inst:
            found = list(self.constructions(inst))
            if found:
                return found
            for path, name in self.subclasses().direct.get((inst.module, inst.name), []):
                for args in self.every_construction(InstanceV(path, name), inst):
                    if args not in found:
                        found.append(args)
            return found
        module = self.modules.get(this.module)
        cls = module.classes.get(this.name) if module else None
        if cls is None or not cls.superclass or any(name == "constructor"
                                                    for name, _ in cls.methods) \
                or self.module_binding(this.module, cls.superclass.split("<")[0], 0) \
                != ClassRefV(inst.module, inst.name):
            return []
        return self.constructions(this)

    def super_args(self, this: InstanceV, inst: InstanceV) -> tuple[Value, ...] | None:
        """Rule ``this.super-arguments``: the arguments subclass ``this`` passes to the
        constructor of its direct superclass ``inst`` (``super('documents')``), with the
        subclass constructor's own parameters bound when all its ``new`` agree; its
        ``new`` arguments when it has no constructor; ``None`` otherwise."""
        module = self.modules.get(this.module)
        cls = module.classes.get(this.name) if module else None
        if cls is None or not cls.superclass or self.module_binding(
                this.module, cls.superclass.split("<")[0], 0) != ClassRefV(inst.module,
                                                                           inst.name):
            return None
        ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
        if ctor is None:
            return self.constructor_args(this)
        for site in self.calls_by_scope.get((this.module, ctor), []):
            if isinstance(site.call.callee, Unknown) and site.call.callee.kind == "super":
                args = self.eval_args(site.call.args, Frame(this.module, ctor, this))
                outer = self.constructor_args(this)
                if outer is not None:
                    mapping = self.bind_args(ctor, outer, 0)
                    args = tuple(self.substitute(a, ctor, mapping) for a in args)
                return args
        return None

    def subclass_super_args(self, inst: InstanceV) -> tuple[Value, ...] | None:
        """Rule ``this.subclass-client-base``: for an HTTP client a class that is never
        constructed itself creates in its constructor from its parameters (``this.http =
        axios.create({baseURL})`` in an abstract ``APIService(baseURL)``), the arguments its
        direct subclasses pass to ``super(…)`` when they all pass the same values (an
        override parameter no caller fills, ``super(BASE_URL || API_BASE_URL)``, counts as
        its fallback). ``None`` when it has no subclass, one whose ``super`` arguments are
        not known, or two that pass different values (each request's subclass is not
        tracked through the shared wrapper, so no base is claimed)."""
        key = (inst.module, inst.name)
        if key in self._subclass_args:
            return self._subclass_args[key]
        self._subclass_args[key] = None                   # guards recursion
        found = set()
        for path, name in self.subclasses().direct.get(key, []):
            args = self.super_args(InstanceV(path, name), inst)
            if args is None:
                return None
            found.add(tuple(without_override(arg) for arg in args))
        if len(found) != 1:
            return None
        self._subclass_args[key] = found.pop()
        return self._subclass_args[key]

    def constructor_args(self, inst: InstanceV) -> tuple[Value, ...] | None:
        """The arguments of the ``new`` that made ``inst`` (:attr:`InstanceV.args`), else of
        every ``new`` of this class, when they are all the same. A ``new`` written in another
        class's constructor has that constructor's parameters bound to its own class's
        arguments (rule ``this.constructor-passes-on``: ``this.items = new ItemsApi(requests)``
        in ``UserClient(requests)``, made by ``new UserClient(new Requests(base))``, passes the
        ``Requests`` instance). ``None`` for an instance whose origin is not shown (rule
        ``this.unseen-origin``: none of the class's ``new`` made it)."""
        if inst.args is not None:
            return inst.args
        if inst.unseen:
            return None
        found = self.constructions(inst)
        return found[0] if len(found) == 1 else None

    def constructions(self, inst: InstanceV) -> list[tuple[Value, ...]]:
        """The distinct argument tuples of every ``new`` of ``inst``'s class, in source
        order (see :meth:`constructor_args`); ``[]`` while they are being evaluated."""
        key = (inst.module, inst.name)
        if key not in self._ctor_args:
            found: list[tuple[Value, ...]] = []
            self._ctor_args[key] = []                     # guards recursion
            for path, scope, call in self.new_sites.get(inst.name, []):
                frame = self.site_frame(Frame(path, scope), call)
                callee = self.evaluate(call.callee, frame)
                if isinstance(callee, ClassRefV) and (callee.module, callee.name) == key:
                    args = self.passed_on(self.eval_args(call.args, frame), path, scope)
                    for _, made in factory_calls(self, args, frame, (path, call.span)):
                        if made not in found:             # (rule this.factory-arguments)
                            found.append(made)
            for args in registered_constructions(self, key):   # rule this.registered-class
                if args not in found:
                    found.append(args)
            self._ctor_args[key] = found
        return self._ctor_args[key]

    def agreed_args(self, inst: InstanceV, ctor: str) -> dict[str, Value]:
        """Rule ``this.agreed-argument``: the parameters of constructor ``ctor`` for which
        every ``new`` of ``inst``'s class passes the same value (the same literal text, or
        an equal value), mapped to it, when those ``new`` differ in other arguments
        (``new Requests('', token)`` and ``new Requests('')``: ``baseUrl`` is ``''``
        whichever made the instance); ``{}`` when the class is never made, or for an instance
        whose origin is not shown (rule ``this.unseen-origin``)."""
        if inst.unseen:
            return {}
        found = self.constructions(inst)
        if len(found) < 2:
            return {}
        mappings = [self.bind_args(ctor, args, 0) for args in found]

        def same(a: Value, b: Value | None) -> bool:
            return a == b or (literal_of(a) is not None and literal_of(a) == literal_of(b))

        return {name: value for name, value in mappings[0].items()
                if all(same(value, other.get(name)) for other in mappings[1:])}

    def passed_on(self, args: tuple[Value, ...], path: str, scope: str | None
                  ) -> tuple[Value, ...]:
        """Rule ``this.constructor-passes-on``: ``args`` of a ``new`` written in function
        ``scope`` of module ``path`` with that function's parameters bound to the arguments
        of its class's construction when ``scope`` is a constructor whose class is made with
        known arguments; ``args`` unchanged otherwise (a parameter stays a parameter)."""
        fn = self.function(scope)
        if fn is None or fn.class_name is None or not fn.name.endswith(".constructor") or \
                not any(isinstance(a, ParamV) and a.fid == scope for a in args):
            return args
        outer = self.constructor_args(InstanceV(path, fn.class_name))
        if outer is None:
            return args
        mapping = self.bind_args(scope, outer, 0)
        return tuple(self.substitute(a, scope, mapping) for a in args)

    def type_instance(self, path: str, type_text: str, depth: int) -> Value:
        """An instance of the class a type annotation names (``ApiService``, ``HttpClient``)."""
        name = type_name(type_text) or type_text.split("<", 1)[0].strip()
        value = self.module_binding(path, name, depth + 1)
        if isinstance(value, ClassRefV):
            return InstanceV(value.module, value.name)
        if isinstance(value, LibV):
            declared = client_for_type(value, self.recognisers, None)
            return declared or value.member("prototype")   # rule client.declared-type
        implemented = interface_instance(self, path, name) if "." not in name else None
        return implemented or UnknownV(f"type:{name}")     # rule client.interface-class
