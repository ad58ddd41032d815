"""Static class members: ``C.m()``, ``this.constructor.m()``, and ``this`` in a static method.

Rule ``this.static-method`` (ECMA-262 class definitions): a ``static`` method is a member of the
class itself, not of its instances. An instance's ``this.m`` reads the prototype chain's
instance method ``m`` (:meth:`~code2skill.facts.ClassFact.instance_method`), even when the class
declares a static method of the same name; ``C.m``, ``this.constructor.m`` and, inside a static
method, ``this.m`` read the static ``m`` of ``C`` or of a class it extends. ``this`` in a static
method is the class it was called on (:class:`~code2skill.values.ClassRefV`).

So ``static setAttribute(noteId, type, name)`` reached through an instance method ``setAttribute(
type, name) { return this.constructor.setAttribute(this.note.noteId, type, name) }`` receives the
note id first, never the instance method's first argument.

Rule ``this.static-field``: a ``static x = …`` field is a member of the class too, its
initialiser evaluated once with ``this`` the class (``static base_url = readBaseCookie()``):
``C.x`` (or ``this.x`` in a static method) reads it, on ``C`` or a class it extends, as an
instance's ``this.x`` reads an instance field; an instance never reads a static field.
"""
from __future__ import annotations

from code2skill.class_layers import class_chain, class_homes, self_default
from code2skill.facts import Assignment, Expr, FunctionFact, Lit, ModuleFacts
from code2skill.recogniser_context import Frame
from code2skill.values import ClassRefV, FnV, InstanceV, UnknownV, Value

STATIC_FIELD_RULE = "this.static-field"
MAX_STORES = 8                # writes of one static field read as a lazily made singleton


def static_member(resolver, owner: ClassRefV, prop: str) -> FnV | None:
    """``owner.prop`` when it is a ``static`` method of class ``owner`` or of a class it
    extends (nearest first), bound with ``this`` = ``owner``; ``None`` otherwise (a member
    written ``C.x = …`` is read by the caller)."""
    for cls in class_chain(resolver, owner.module, owner.name):
        fid = cls.static_method(prop)
        if fid is not None:
            return FnV(fid, owner)
    return None


def static_field(resolver, owner: ClassRefV, prop: str) -> Value | None:
    """``owner.prop`` when it is a ``static`` field of class ``owner`` or of a class it
    extends (nearest first): its initialiser's value, evaluated in the declaring class's
    module with ``this`` that class (rule ``this.static-field``), or, when the initialiser
    is absent or blank (``null``/``undefined``), the one instance the class's code stores
    there (:func:`stored_instance`: a lazily made singleton); ``UnknownV("cycle")`` when
    the initialiser reads itself; ``None`` when no class of the chain declares or stores
    one."""
    for declaring, cls in class_homes(resolver, owner.module, owner.name):
        expr = next((e for name, e in reversed(cls.static_fields) if name == prop), None)
        stored = stored_instance(resolver, declaring, cls.name, prop) \
            if expr is None or (isinstance(expr, Lit) and expr.value is None) else None
        if stored is not None:
            return stored
        if expr is None:
            continue
        key = ("static-field", declaring, cls.name, prop)
        if key in resolver._in_progress:
            return UnknownV("cycle")
        resolver._in_progress.add(key)
        try:
            return resolver.evaluate(expr, Frame(declaring, None, ClassRefV(declaring,
                                                                            cls.name)))
        finally:
            resolver._in_progress.discard(key)
    return None


def stored_instance(resolver, module: str, name: str, prop: str) -> InstanceV | None:
    """Rule ``this.static-field``, a lazily made singleton: the instance the code of class
    ``name`` of ``module`` stores in its static field ``prop`` — ``C.prop = new C()`` in any
    function of the module, ``this.prop = …`` (also ``??=``, ``||=``) in a static method of
    ``C`` —, when every such write (at most ``MAX_STORES``) is a ``new`` of one class of the
    program with the same arguments: ``static getInstance() { if (!C.instance) C.instance =
    new C(); return C.instance }`` returns that instance, the blank the field starts with
    never reaching a member call. ``None`` when nothing is stored there, or when the writes
    disagree (two classes, arguments that differ) or store anything else. Worked out once
    per field."""
    memo = resolver.pass_memo.setdefault(STATIC_FIELD_RULE, {})
    key = (module, name, prop)
    if key not in memo:
        memo[key] = None                     # (a write reading the field again)
        memo[key] = stored_value(resolver, module, name, prop)
    return memo[key]


def stored_value(resolver, module: str, name: str, prop: str) -> InstanceV | None:
    """:func:`stored_instance`, not memoised."""
    facts = resolver.modules[module]
    cls = facts.classes[name]
    writes = [(fid, fn, a) for fid, fn, a in member_writes(resolver, module).get(
        (name, prop), []) if a.target == (name, prop) or fid in cls.statics]
    if not writes or len(writes) > MAX_STORES:
        return None
    values = {resolver.evaluate(stored(a), Frame(module, fid, this_of_method(facts, fn)))
              for fid, fn, a in writes}
    if len(values) != 1:
        return None
    value = values.pop()
    return value if isinstance(value, InstanceV) else None


def stored(write: Assignment) -> Expr:
    """What ``write`` stores in a blank static field: the default of ``this.instance ??= new
    C()`` (or ``||=``; rule ``value.logical-assignment``), which keeps any other write's
    value, else the value written."""
    return write.value.options[1] if self_default(write.value, write.target[-1],
                                                  write.target[0]) else write.value


def member_writes(resolver, module: str) -> dict[tuple[str, str], list[tuple]]:
    """The assignments to a member of a name the functions of ``module`` make, by ``(name,
    member)`` — ``C.instance = …`` under ``(C, instance)``, ``this.instance = …`` under the
    name of the class of the function making it — each ``(fid, function, assignment)``, in
    source order; computed key writes left out. Read once per module (a chain of 1,500
    singletons read every function of the module once per field: 1,500² steps)."""
    memo = resolver.pass_memo.setdefault(STATIC_FIELD_RULE + ":writes", {})
    if module not in memo:
        found: dict[tuple[str, str], list[tuple]] = {}
        for fid, fn in resolver.modules[module].functions.items():
            for a in fn.assignments:
                if a.key is None and len(a.target) == 2:
                    owner = fn.class_name if a.target[0] == "this" else a.target[0]
                    if owner:
                        found.setdefault((owner, a.target[1]), []).append((fid, fn, a))
        memo[module] = found
    return memo[module]


def this_of_method(module: ModuleFacts, fn: FunctionFact) -> InstanceV | ClassRefV:
    """The ``this`` of class method ``fn`` of ``module`` when no caller bound one: the class
    itself in a ``static`` method, else an instance of the class."""
    cls = module.classes.get(fn.class_name)
    if cls is not None and fn.fid in cls.statics:
        return ClassRefV(module.path, fn.class_name)
    return InstanceV(module.path, fn.class_name)
