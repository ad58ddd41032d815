"""Rule ``client.typed-global``: a client the page publishes on the global scope, read where its
declared type is all the source shows.

A page often makes its API client in an inline script, or in a bundle the analysed code does
not build, and the components read it from ``window`` with a declared type::

    // types.d.ts
    import {DefaultApiInterface} from 'widgets-openapi';
    declare global { interface Window { widgetsApi: DefaultApiInterface } }
    // page.html: import {WidgetsOpenApiClient} from "/static/dist/openapi-client.js";
    //            window.widgetsApi = new WidgetsOpenApiClient();
    // widgets-admin-page.ts
    _client: DefaultApiInterface = window.widgetsApi;
    this._client.listWidgets();                        // GET /widgets of the generated DefaultApi
    window.widgetsApi.deleteWidget({widgetId});        // DELETE /widgets/{widgetId}

Where the program proves no instance for the global (rule ``client.global-instance``: every
write a ``new`` of one class of the program) and writes it with nothing but ``new`` (of a class
it cannot read, or not at all), its declared type stands, as it does for a
constructor parameter nothing fills (rules ``client.declared-class``,
``client.interface-class``, ``client.declared-type``): a read ``window.x`` (``globalThis.x``,
``self.x``) or a bare ``x`` nothing around the read binds is what the members named ``x`` of the
program's ``interface Window`` declarations (in ``declare global { … }`` or a script) declare,
and a class field whose initialiser is such a global read (``_client: DefaultApiInterface =
window.widgetsApi``, also ``(window as any).widgetsApi``) is what the field's own annotation
declares: an instance of the program's class, of the one class implementing the interface (a
generated ``DefaultApiInterface`` → ``DefaultApi``), or a recognised library client. Two
declarations of ``x`` naming different things prove nothing (no value); a type naming several
implementing classes keeps the reviewed unknown of rule ``review.interface-classes``.

Rule ``review.unfollowed-typed-global``: a global whose ``Window`` declaration gives no value
although its type is imported (``csClient: ChromeStatusClient`` imported from a file the
folder does not hold, or from a package code2skill does not read), and which the program
proves no instance for, is never silent: the calls of its methods (``window.csClient.
getFeature(id)``) make one ``medium`` review item per global, at its first call, naming the
declaration, its type and the number of calls: what they send is not proven from them.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Member, Ref
from code2skill.global_instances import GLOBAL_ROOTS
from code2skill.problem import Problem
from code2skill.recogniser_context import Frame
from code2skill.requests import Site
from code2skill.typed_clients import declared_client, declared_instance, type_name
from code2skill.values import InstanceV, LibV, Value

RULE = "client.typed-global"
UNFOLLOWED_RULE = "review.unfollowed-typed-global"
WINDOW = "Window"
MAX_CITED = 4                  # declarations a call's evidence cites at most


def window_members(resolver) -> dict[str, tuple[tuple[str, str, tuple], ...]]:
    """``{property: ((declaring module, type text, member span), …)}`` of every member of an
    ``interface Window`` the analysed modules declare, modules in path order; built once per
    run."""
    memo = resolver.pass_memo.setdefault(RULE, {})
    if "window" not in memo:
        found: dict[str, list[tuple[str, str, tuple]]] = {}
        for path in sorted(resolver.modules):
            decl = resolver.modules[path].types.get(WINDOW)
            for member in (decl.members or ()) if decl is not None else ():
                if member.type_text:
                    found.setdefault(member.name, []).append((path, member.type_text,
                                                              member.span))
        memo["window"] = {name: tuple(decls) for name, decls in found.items()}
    return memo["window"]


def declared_value(resolver, path: str, type_text: str, depth: int) -> Value | None:
    """What annotation ``type_text`` written in module ``path`` declares: a recognised
    library client, an instance of the program's class (of the one class implementing an
    interface), an unknown naming several implementing classes; ``None`` for anything else."""
    return declared_client(resolver, path, type_text, None, depth) or \
        declared_instance(resolver, path, type_text, depth)


def declared_global(resolver, name: str, depth: int) -> Value | None:
    """Rule ``client.typed-global``: what the program's ``interface Window`` declarations type
    global ``name`` with (:func:`declared_value`), when all of them agree; ``None`` when none
    declares it, a declaration names nothing the program shows, two disagree, or the program
    writes the global with anything but a ``new`` (``window.api = createApi()``: a value it
    shows, which the declared type must not replace)."""
    decls = window_members(resolver).get(name)
    if not decls or written_value(resolver, name):
        return None                    # (a value the program writes itself is not replaced)
    memo = resolver.pass_memo.setdefault(RULE, {})
    key = ("global", name)
    if key not in memo:
        memo[key] = None                               # guards recursion
        values = {declared_value(resolver, path, text, depth) for path, text, _ in decls}
        memo[key] = values.pop() if len(values) == 1 else None
    return memo[key]


def written_value(resolver, name: str) -> bool:
    """Whether the program writes global ``name`` with anything but a ``new``
    (``window.api = makeApi()``, ``window.api = axios``); a write in a file that imports a test
    runner, mock server or browser driver (``window.csClient = stub`` of a test,
    :func:`~code2skill.passes.test_code.import_rule`) is no value of the page."""
    from code2skill.passes.test_code import import_rule   # (that pass imports the resolver)

    return any(not (isinstance(a.value, Call) and a.value.new) and
               import_rule(resolver.modules[path]) is None
               for path, _, a in resolver.global_writes.get(name, ()))


def unread_global(value: Value) -> bool:
    """Whether ``value`` is a global property read the program gives no value: ``window.x``
    of a name no rule follows, ``LibV('global', ('x',))``."""
    return isinstance(value, LibV) and value.lib == "global" and len(value.path) == 1


def typed_field(resolver, module: str, cls, prop: str, value: Value, depth: int) -> Value:
    """Rule ``client.typed-global``: the value of field ``prop`` of class fact ``cls`` (module
    ``module``) whose initialiser evaluates to ``value``: what the field's annotation declares
    (:func:`declared_value`) when ``value`` is a global the program gives no value
    (:func:`unread_global`) and the annotation names something; else ``value``."""
    if not unread_global(value):
        return value
    text = next((t for name, t in cls.typed_members if name == prop), None)
    declared = declared_value(resolver, module, text, depth) if text else None
    return declared if declared is not None else value


def typed_sites(resolver, callee: Expr, frame: Frame) -> tuple[Site, ...]:
    """Rule ``client.typed-global``: for a method call on a global read through its declared
    type (``window.widgetsApi.deleteWidget(…)``, a bare ``widgetsApi.…``, or
    ``this._client.listWidgets()`` of a field ``_client: DefaultApiInterface =
    window.widgetsApi``), evidence citing the declaration that typed it (the ``Window``
    members, else the field); ``()`` for any other call."""
    if not isinstance(callee, Member):
        return ()
    name = global_read(resolver, callee.obj, frame)
    if name is not None:
        if declared_global(resolver, name, 0) is None:
            return ()
        return tuple(Site((path, span), None, RULE, shaping=True)
                     for path, _, span in window_members(resolver)[name][:MAX_CITED])
    obj = callee.obj
    if not (isinstance(obj, Member) and isinstance(obj.obj, Ref) and obj.obj.name == "this"):
        return ()
    this = resolver.evaluate(obj.obj, frame)
    facts = resolver.modules.get(this.module) if isinstance(this, InstanceV) else None
    cls = facts.classes.get(this.name) if facts is not None else None
    if cls is None or not any(name == obj.prop for name, _ in cls.typed_members):
        return ()
    return next(((Site((this.module, expr.span), None, RULE, shaping=True),)
                 for name, expr in cls.fields if name == obj.prop and
                 global_read(resolver, expr, Frame(this.module, None, this)) is not None and
                 not unread_global(resolver.instance_member(this, name, 0))), ())


def global_read(resolver, expr: Expr, frame: Frame) -> str | None:
    """The global property ``expr`` reads when the program proves no instance for it (rule
    ``client.global-instance``): ``x`` of ``window.x`` (``globalThis.x``, ``self.x``) or of a
    bare ``x`` that nothing around the read binds; ``None`` otherwise."""
    if isinstance(expr, Member) and resolver.evaluate(expr.obj, frame) == LibV("global"):
        name = expr.prop
    elif isinstance(expr, Ref) and not resolver.shadowed(expr.name, frame):
        module = resolver.modules[frame.path]
        own = expr.name in module.bindings or expr.name in module.classes \
            or expr.name in resolver.top_functions(frame.path) \
            or any(i.local == expr.name for i in module.imports)
        name = None if own else expr.name
    else:
        return None
    if name is None or isinstance(resolver.global_instance(name, 0), InstanceV):
        return None
    return name


def note_typed_call(resolver, callee: Expr, frame: Frame) -> None:
    """Rule ``review.unfollowed-typed-global``: record a call ``window.x.m(…)``
    (``globalThis``, ``self``) of a global whose imported ``Window`` type gives no value
    (:func:`unfollowed_declaration`) and that the program publishes no instance for nor
    writes with another value (:func:`written_value`)."""
    if not (isinstance(callee, Member) and isinstance(callee.obj, Member) and
            isinstance(callee.obj.obj, Ref) and callee.obj.obj.name in GLOBAL_ROOTS and
            callee.obj.prop in window_members(resolver)):
        return
    name = callee.obj.prop
    if resolver.evaluate(callee.obj.obj, frame) != LibV("global") or \
            resolver.global_instance(name, 0) is not None or written_value(resolver, name) or \
            unfollowed_declaration(resolver, name) is None:
        return
    calls = resolver.pass_memo.setdefault(UNFOLLOWED_RULE, {})
    calls.setdefault(name, {})[(frame.path, callee.span)] = ".".join(
        (callee.obj.obj.name, name, callee.prop))


def unfollowed_declaration(resolver, name: str) -> tuple[str, str, tuple, str] | None:
    """``(declaring module, type text, member span, import specifier)`` of the first
    ``Window`` declaration of global ``name`` whose type is an import, when the declarations
    give no value (:func:`declared_global`); ``None`` otherwise (a type such as ``any``,
    ``unknown[]``, a function type, or one the program follows)."""
    if declared_global(resolver, name, 0) is not None:
        return None
    for path, text, span in window_members(resolver).get(name, ()):
        named = type_name(text).split(".")[0]
        source = next((i.source for i in resolver.modules[path].imports if i.local == named),
                      None) if named else None
        if source is not None:
            return path, text, span, source
    return None


def unfollowed_problems(resolver) -> list[Problem]:
    """Rule ``review.unfollowed-typed-global``: one ``medium`` problem per global recorded by
    :func:`note_typed_call`, at its first call (path order), naming the declaration."""
    found = []
    for name, calls in sorted(resolver.pass_memo.get(UNFOLLOWED_RULE, {}).items()):
        where = min(calls)
        path, text, span, source = unfollowed_declaration(resolver, name)
        others = len(calls) - 1
        more = f" and {others} other call{'s' if others > 1 else ''} of its methods" \
            if others else ""
        found.append(Problem("medium", (
            f"call of {calls[where]}{more}: the global {name} is typed {text} by the Window "
            f"declaration at {path}:{span[0]}, imported from {source!r}, which code2skill "
            "cannot follow to a class of the analysed code, and the program makes no "
            "instance of it that code2skill reads: these calls are not followed, so the "
            "requests they make, and what they send, are not proven from them"), where,
            UNFOLLOWED_RULE))
    return found


__all__ = ["RULE", "UNFOLLOWED_RULE", "declared_global", "declared_value", "global_read",
           "note_typed_call", "typed_field", "typed_sites", "unfollowed_declaration",
           "unfollowed_problems", "unread_global", "window_members", "written_value"]
