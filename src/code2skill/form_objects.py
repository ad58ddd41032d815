"""Form objects: a class that holds a form's fields and sends them itself.

Forms handled (vform's ``Form`` and the many copies of it in Vue/Laravel apps)::

    class Form {
        constructor (data = {}) { this.busy = false; Object.assign(this, data) }
        //   (or this.update(data), a method doing Object.assign(this, data))
        keys () { return Object.keys(this).filter(key => !Form.ignore.includes(key)) }
        data () { return this.keys().reduce((d, key) => ({ ...d, [key]: this[key] }), {}) }
        post (url) { return this.submit('post', url) }
        submit (method, url) {
            return this.http.request({ url: this.route(url), method, data: this.data() })
        }
        route (name) {
            let url = name
            if (Form.routes.hasOwnProperty(name)) url = Form.routes[name]
            return url
        }
    }
    const form = reactive(new Form({ email: '', password: '' }))
    form.post('/user/login')       // POST /user/login, body {email: string, password: string}

Rule ``form-object.fields``: a method that collects the instance's own members (its return
reads ``this[key]`` for the keys of ``Object.keys(this)``, directly or through another method
of the class) returns the fields the constructor copied onto the instance
(``Object.assign(this, data)``): the members of the object the ``new`` passes, typed by their
initial literals as Vue's reactive state is (a form the user edits: ``''`` is a ``string``
input, never a pinned value). Members the class sets itself (``busy``, ``errors``) are not in
that object, so they are never fields. An instance whose construction argument is not an
object the source shows keeps the unknown value (the body is reviewed as before).

Rule ``form-object.named-route``: a method that gives back its first parameter, replaced by
an entry of a table keyed by that parameter when the table has one (``Form.routes[name]``),
is the URL its caller passes: the table is filled at run time, not in the source. Each request
sent through such a method carries a review note naming the method and the table (``low``
when the URL is a path, ``medium`` when it is no path and so may be a route name).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace

from code2skill.extractors.module_facts.declarations import member_path
from code2skill.factcodec import field_values
from code2skill.facts import Call, Expr, Fn, FunctionFact, Index, Lit, Member, Ref
from code2skill.requests import RequestTemplate, Site
from code2skill.values import AltV, FnV, InstanceV, ObjV, ParamV, StrV, Text, TypedV, Value, Where, text_of

FIELDS_RULE = "form-object.fields"
ROUTE_RULE = "form-object.named-route"
MEMO = "form-objects"
MAX_NODES = 400          # expression nodes walked per method (a collector is one line)


@dataclass(frozen=True)
class FormClass:
    """What makes class ``name`` of ``module`` a form object: ``fields_param`` the position
    of the constructor parameter whose members become the instance's own; ``collectors`` the
    function ids of the methods returning those members; ``routers`` each URL-mapping
    method's function id → its name and the text of the table it looks names up in."""

    module: str
    name: str
    fields_param: int
    collectors: frozenset[str]
    routers: tuple[tuple[str, str, str], ...] = ()

    def router(self, fid: str) -> tuple[str, str] | None:
        """``(method name, table text)`` of router method ``fid``, else ``None``."""
        return next(((name, table) for f, name, table in self.routers if f == fid), None)


def form_class(resolver, path: str, class_name: str | None) -> FormClass | None:
    """The form-object facts of class ``class_name`` of module ``path`` (memoised per run),
    ``None`` when it is no form object: its constructor copies no parameter onto ``this``
    or no method collects the copied members."""
    if class_name is None or path not in resolver.modules:
        return None
    memo = resolver.pass_memo.setdefault(MEMO, {})
    key = (path, class_name)
    if key not in memo:
        memo[key] = read_class(resolver, path, class_name)
    return memo[key]


def read_class(resolver, path: str, class_name: str) -> FormClass | None:
    """:func:`form_class` without the memo."""
    module = resolver.modules[path]
    cls = module.classes.get(class_name)
    if cls is None:
        return None
    ctor = resolver.function(cls.instance_method("constructor"))
    if ctor is None:
        return None
    index = copied_param(resolver, path, cls, ctor)
    if index is None:
        return None
    methods = [(name, resolver.function(fid)) for name, fid in cls.methods
               if fid not in cls.statics and name != "constructor"]
    methods = [(name, fn) for name, fn in methods if fn is not None]
    listing = {fn.fid for _, fn in methods if lists_own_keys(resolver, fn, ())}
    collectors = frozenset(fn.fid for _, fn in methods
                           if reads_own_members(resolver, fn)
                           and lists_own_keys(resolver, fn, tuple(listing)))
    if not collectors:
        return None
    routers = tuple((fn.fid, name, table) for name, fn in methods
                    if (table := routed_table(fn)) is not None)
    return FormClass(path, class_name, index, collectors, routers)


def copied_param(resolver, path: str, cls, ctor: FunctionFact) -> int | None:
    """The position of the constructor parameter copied onto ``this`` by
    ``Object.assign(this, param)`` in the constructor, or in a method of the class the
    constructor calls with that parameter (``this.update(data)``)."""
    names = [p.name for p in ctor.params]
    for call in scope_calls(resolver, path, ctor.fid):
        param = assigned_param(call)
        if param in names:
            return names.index(param)
        if isinstance(call.callee, Member) and is_this(call.callee.obj) and call.args \
                and isinstance(call.args[0], Ref) and call.args[0].name in names:
            inner = resolver.function(cls.instance_method(call.callee.prop))
            if inner is not None and inner.params and any(
                    assigned_param(c) == inner.params[0].name
                    for c in scope_calls(resolver, path, inner.fid)):
                return names.index(call.args[0].name)
    return None


def scope_calls(resolver, path: str, fid: str) -> list[Call]:
    """The calls written directly in function ``fid`` of module ``path``."""
    return [site.call for site in resolver.calls_by_scope.get((path, fid), [])]


def assigned_param(call: Call) -> str | None:
    """``data`` of ``Object.assign(this, data)``, else ``None``."""
    callee = call.callee
    if isinstance(callee, Member) and callee.prop == "assign" and isinstance(callee.obj, Ref) \
            and callee.obj.name == "Object" and len(call.args) == 2 and is_this(call.args[0]) \
            and isinstance(call.args[1], Ref):
        return call.args[1].name
    return None


def is_this(expr: Expr | None) -> bool:
    """Whether ``expr`` is ``this``."""
    return isinstance(expr, Ref) and expr.name == "this"


def returned_nodes(resolver, fn: FunctionFact) -> list[object]:
    """The expression nodes of ``fn``'s returns and of the functions written in them (the
    callback of a ``reduce``), at most :data:`MAX_NODES`."""
    out: list[object] = []
    stack: list[object] = list(fn.returns)
    seen: set[str] = set()
    while stack and len(out) < MAX_NODES:
        node = stack.pop()
        if isinstance(node, (tuple, list)):
            stack.extend(node)
            continue
        if not dataclasses.is_dataclass(node):
            continue
        out.append(node)
        if isinstance(node, Fn) and node.fid not in seen:
            seen.add(node.fid)
            inner = resolver.function(node.fid)
            if inner is not None:
                stack.extend(inner.returns)
            continue
        stack.extend(field_values(type(node))(node))
    return out


def lists_own_keys(resolver, fn: FunctionFact, listing: tuple[str, ...]) -> bool:
    """Whether ``fn``'s return lists the instance's own keys: ``Object.keys(this)``, or a call
    ``this.m()`` of a method in ``listing`` (function ids) that does."""
    cls_methods = {}
    if listing:
        module = resolver.modules.get(resolver.functions[fn.fid][0])
        cls = module.classes.get(fn.class_name) if module is not None else None
        cls_methods = dict(cls.methods) if cls is not None else {}
    for node in returned_nodes(resolver, fn):
        if not isinstance(node, Call) or not isinstance(node.callee, Member):
            continue
        callee = node.callee
        if callee.prop == "keys" and isinstance(callee.obj, Ref) \
                and callee.obj.name == "Object" and node.args and is_this(node.args[0]):
            return True
        if is_this(callee.obj) and cls_methods.get(callee.prop) in listing:
            return True
    return False


def reads_own_members(resolver, fn: FunctionFact) -> bool:
    """Whether ``fn``'s return reads ``this[key]`` with a computed key."""
    return any(isinstance(node, Index) and is_this(node.obj) and not isinstance(node.index, Lit)
               for node in returned_nodes(resolver, fn))


def routed_table(fn: FunctionFact) -> str | None:
    """The text of the table router method ``fn`` looks its first parameter up in
    (``Form.routes`` of ``url = Form.routes[name]``), when ``fn`` returns a local first set
    to that parameter and then, under a condition, to such a lookup; else ``None``."""
    if not fn.params or fn.params[0].name is None or len(fn.returns) != 1 \
            or not isinstance(fn.returns[0], Ref):
        return None
    param, local = fn.params[0].name, fn.returns[0].name
    writes = fn.writes.get(local, [])
    if not writes or not (isinstance(writes[0].value, Ref) and writes[0].value.name == param):
        return None
    for write in writes[1:]:
        lookup = keyed_lookup(write.value, param)
        if lookup is not None and write.guards != ():
            return lookup
    return None


def keyed_lookup(expr: Expr, param: str) -> str | None:
    """The text of ``table`` in ``table[param]`` anywhere in ``expr`` (``decodeURI(
    Form.routes[name])``), else ``None``."""
    stack: list[object] = [expr]
    walked = 0
    while stack and walked < MAX_NODES:
        node = stack.pop()
        walked += 1
        if isinstance(node, (tuple, list)):
            stack.extend(node)
        elif isinstance(node, Index) and isinstance(node.index, Ref) \
                and node.index.name == param:
            path = member_path(node.obj)
            return ".".join(path) if path else None
        elif dataclasses.is_dataclass(node) and not isinstance(node, Fn):
            stack.extend(field_values(type(node))(node))
    return None


def collected_fields(resolver, fn: FunctionFact, path: str, this: Value | None
                     ) -> Value | None:
    """Rule ``form-object.fields``: what collector method ``fn`` of a form-object class
    returns for instance ``this`` (the class's own instance when ``None``): the members of the
    object its construction passed, literals typed (a parameter or a declared type as it
    is); ``None`` when ``fn`` is no collector or the construction argument is not known."""
    from code2skill.initial_state import state

    found = form_class(resolver, path, fn.class_name)
    if found is None or fn.fid not in found.collectors:
        return None
    inst = this if isinstance(this, InstanceV) else InstanceV(path, fn.class_name)
    if (inst.module, inst.name) != (path, fn.class_name):
        return None
    args = resolver.constructor_args(inst)
    if args is None or len(args) <= found.fields_param:
        return None
    fields = args[found.fields_param]
    if isinstance(fields, ObjV):
        return state(fields, fields.where, 0)
    return fields if isinstance(fields, (ParamV, TypedV)) else None


def routed_url(resolver, fn: FunctionFact, path: str) -> Value | None:
    """Rule ``form-object.named-route``: the first parameter of router method ``fn`` of a
    form-object class (what it returns when the run-time table has no such name), else
    ``None``."""
    found = form_class(resolver, path, fn.class_name)
    if found is None or found.router(fn.fid) is None:
        return None
    param = fn.params[0]
    return ParamV(fn.fid, param.name, type_text=param.type_text, module=path)


def with_form_evidence(resolver, target: FnV, caller: str, made: list[RequestTemplate]
                       ) -> list[RequestTemplate]:
    """``made``, the requests of a call of method ``target`` on a form object written in
    module ``caller``, with the evidence of what the form object decided: a
    ``form-object.fields`` hop at the object its construction passed (when a body is sent),
    and, once the URL is the caller's (a call outside the class's module), the
    ``form-object.named-route`` evidence of a URL that went through a router method: a hop
    at the router's call when the caller passes a path, a ``medium`` note when it passes
    anything else (a route name whose path the source does not show). Others are returned
    as they are."""
    this = target.this
    if not isinstance(this, InstanceV):
        return made
    found = form_class(resolver, this.module, this.name)
    if found is None:
        return made
    args = resolver.constructor_args(this)
    fields = args[found.fields_param] if args is not None and \
        len(args) > found.fields_param else None
    hop = Site(fields.where, f"new {found.name}", FIELDS_RULE, shaping=True) \
        if isinstance(fields, ObjV) and fields.where is not None else None
    out = []
    for template in made:
        if hop is not None and sends_body(template) and hop not in template.sites:
            template = replace(template, sites=template.sites + (hop,))
        routed = routed_by(resolver, found, template) if caller != found.module else None
        if routed is not None and passes_path(template.url):
            template = replace(template, sites=template.sites + (
                Site(routed[2], f"{found.name}.{routed[0]}", ROUTE_RULE, shaping=True),))
        elif routed is not None:
            template = replace(template, notes=template.notes + (
                route_note(found, routed, template),))
        out.append(template)
    return out


def sends_body(template: RequestTemplate) -> bool:
    """Whether ``template`` sends a body: one is given and its method is no ``GET``/``HEAD``
    (whose body the browser drops)."""
    return template.body is not None and \
        (text_of(template.method) or "").upper() not in ("GET", "HEAD")


def routed_by(resolver, found: FormClass, template: RequestTemplate
              ) -> tuple[str, str, Where] | None:
    """``(method name, table text, place of the call)`` of the router method a function on
    ``template``'s chain in the form class's module calls on ``this``, else ``None``."""
    names = {name: table for _, name, table in found.routers}
    for site in template.sites:
        path, span = site.where
        if path != found.module or span is None or site.shaping:
            continue
        fn = resolver.function_at(path, span)
        for call in scope_calls(resolver, path, fn.fid) if fn is not None else ():
            callee = call.callee
            if isinstance(callee, Member) and is_this(callee.obj) and callee.prop in names:
                return callee.prop, names[callee.prop], (path, call.span)
    return None


def passes_path(url: Value) -> bool:
    """Whether ``url`` starts with a fixed text that is a path or an absolute URL (each
    alternative of a choice, ``c ? '/a' : '/b'``)."""
    if isinstance(url, AltV):
        return all(passes_path(option) for option in url.options)
    first = url.parts[0] if isinstance(url, StrV) and url.parts else None
    return isinstance(first, Text) and first.text.startswith(("/", "http:", "https:"))


def route_note(found: FormClass, routed: tuple[str, str, Where], template: RequestTemplate
               ) -> tuple:
    """The ``medium`` review note of rule ``form-object.named-route`` for a URL that is no
    path: ``(severity, message, place, rule)``."""
    name, table, _ = routed
    return ("medium", f"the URL goes through {found.name}.{name}(), which sends instead the "
            f"path {table} maps it to when that run-time table has it; the caller passes no "
            f"path, so it is likely a route name whose path the source does not show: the "
            f"path here is the name as written (rule {ROUTE_RULE})",
            template.sites[0].where, ROUTE_RULE)
