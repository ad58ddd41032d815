"""Rule ``url.own-url-class``: ``new C(args)`` of a class of the program that builds a URL.

    class ApiURL {                        // a URL wrapper: constructor, toString, nothing else
      constructor(path) { this.path = path }
      toString() { return BASE + this.path }
    }
    fetch(new ApiURL('/api/items'))       // the request goes to BASE + '/api/items'

    class ApiUrl extends URL {            // a subclass of the global URL
      constructor(path) { super(path, BASE) }
    }
    fetch(new ApiUrl('/api/items'))       // new URL('/api/items', BASE)

Such an instance is the string it builds: its ``toString()`` (or ``get href()``) return with
the constructor's parameters bound to this ``new``'s arguments, or, for a subclass of
``URL``, ``new URL(…)`` of the arguments its constructor passes to ``super``. A class with
other methods (a request builder, a model) is no URL and stays an instance; so does one whose
string is not known (its request stays a review item).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import ClassFact, Unknown
from code2skill.recogniser_context import Frame
from code2skill.values import (AltV, ClassRefV, HoleV, InstanceV, LibV, ParamV, StrV, Text,
                               UnknownV, Value)

RULE = "url.own-url-class"

# the members a URL-wrapping class may declare besides its constructor
URL_MEMBERS = frozenset({"constructor", "toString", "valueOf", "toJSON", "href"})


def built_url(resolver, callee: ClassRefV, args: tuple[Value, ...], depth: int
              ) -> StrV | None:
    """The URL string ``new callee(*args)`` builds (rule ``url.own-url-class``), its first
    fixed text marked with the rule; ``None`` when ``callee`` is no URL-building class of the
    program or its string is not known."""
    module = resolver.modules.get(callee.module)
    cls = module.classes.get(callee.name) if module else None
    if cls is None or any(name not in URL_MEMBERS for name, fid in cls.methods
                          if fid not in cls.statics):
        return None
    inst = InstanceV(callee.module, callee.name, args, ())
    if url_superclass(resolver, callee.module, cls):
        value = super_url(resolver, cls, inst, args)
    else:
        fid = cls.instance_method("toString") or (
            cls.instance_method("href") if "href" in cls.getters else None)
        value = resolver.returns(fid, depth + 1, inst) if fid is not None else None
        value = without_self_copy(value, own_members(cls)) if isinstance(value, StrV) else value
    return marked(value) if isinstance(value, StrV) and value.parts else None


def url_superclass(resolver, path: str, cls: ClassFact) -> bool:
    """Whether ``cls`` (declared in ``path``) extends the global ``URL``."""
    if not cls.superclass:
        return False
    parent = resolver.module_binding(path, cls.superclass.split("<")[0], 0)
    return isinstance(parent, LibV) and parent.lib == "js" and parent.path == ("URL",)


def super_url(resolver, cls: ClassFact, inst: InstanceV, args: tuple[Value, ...]
              ) -> Value | None:
    """``new URL(path, base)`` of what the constructor of URL subclass ``cls`` passes to
    ``super`` (its parameters bound to ``args``); of ``args`` themselves when it declares no
    constructor; ``None`` when its ``super`` call is not found."""
    ctor = next((fid for name, fid in cls.methods if name == "constructor"), None)
    passed = args
    if ctor is not None:
        call = next((site.call for site in resolver.calls_by_scope.get((inst.module, ctor), [])
                     if isinstance(site.call.callee, Unknown)
                     and site.call.callee.kind == "super"), None)
        if call is None or not call.args:
            return None
        mapping = resolver.bind_args(ctor, args, 0)
        passed = tuple(resolver.substitute(a, ctor, mapping) for a in
                       resolver.eval_args(call.args, Frame(inst.module, ctor, inst)))
    if not passed:
        return None
    from code2skill.resolution.calls import new_url
    return new_url(passed[0], passed[1] if len(passed) > 1 else None)


def own_members(cls: ClassFact) -> frozenset[str]:
    """The names of ``cls``'s fields and methods."""
    return frozenset(name for name, _ in cls.fields) | frozenset(name for name, _ in cls.methods)


def without_self_copy(value: StrV, members: frozenset[str]) -> StrV:
    """``value`` without what a URL class's constructor writes only for other inputs than a
    string: the copy-constructor branch (``this.path = p instanceof ApiURL ? p.path : p``:
    ``p.f`` with ``f`` a member of the class, or a member read of a string) and the
    normalising rewrite of the field from itself (``this.path = '/' + this.path``, a value
    holding itself). An instance of the class is its string (rule ``url.own-url-class``), so
    the field is the argument. A piece left with nothing stays as it was."""
    parts = []
    for part in value.parts:
        if isinstance(part, HoleV):
            kept = kept_value(part.value, members)
            part = replace(part, value=kept) if kept is not None else part
        parts.append(part)
    from code2skill.resolution.shared import flatten
    return flatten(StrV(tuple(parts)))


def kept_value(value: Value, members: frozenset[str]) -> Value | None:
    """``value`` with the options :func:`without_self_copy` drops removed; ``None`` when
    nothing is left."""
    if isinstance(value, UnknownV) and value.reason in ("cycle", "url-member") or \
            isinstance(value, ParamV) and len(value.path) == 1 and value.path[0] in members:
        return None
    if isinstance(value, StrV):
        return None if any(isinstance(p, HoleV) and holds_cycle(p.value)
                           for p in value.parts) else value
    if isinstance(value, AltV):
        kept = []
        for option in value.options:
            option = kept_value(option, members)
            if option is not None and option not in kept:
                kept.append(option)
        if not kept:
            return None
        return kept[0] if len(kept) == 1 else replace(value, options=tuple(kept))
    return value


def holds_cycle(value: Value) -> bool:
    """Whether ``value`` is, or has among its options or pieces, a value read in a cycle."""
    if isinstance(value, UnknownV):
        return value.reason == "cycle"
    if isinstance(value, AltV):
        return any(holds_cycle(o) for o in value.options)
    if isinstance(value, StrV):
        return any(isinstance(p, HoleV) and holds_cycle(p.value) for p in value.parts)
    return False


def marked(value: StrV) -> StrV:
    """``value`` with its first fixed text's origin naming the rule (kept when it already
    names a constant or setting)."""
    parts = list(value.parts)
    for index, part in enumerate(parts):
        if isinstance(part, Text):
            if part.origin is None:
                parts[index] = replace(part, origin=RULE)
            break
    return StrV(tuple(parts))

