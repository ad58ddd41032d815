"""Rule ``value.stored-client``: a client a function keeps on a module-level object.

An application often makes its clients once, in a set-up function, and keeps them as members
of an object the module exports, for every other module to read back::

    export const config: Config = { restBasePath: '/api' };
    export function setConfig(opts) {
      const transport = createConnectTransport({ baseUrl: '/rpc' });
      const notesClient = createClient(NoteService, transport);
      Object.assign(config, { notesClient, auth: createClient(AuthService, transport) });
      config.http = axios.create({ baseURL: '/api' });          // a member write alike
    }
    // store.ts
    import { config as appConfig } from './config';
    const client = appConfig.notesClient;  await client.listNotes({});
    const { auth } = appConfig;            await auth.login({ username, password });

A write a function makes runs only when the function is called, so what it stores is, in
general, no value a reader can count on (a parameter of the set-up function means nothing
where the object is read). A *client* is the exception: the object that makes requests is
the same whenever it was stored, so a read of the member (through an import of the object, a
local alias or a destructuring) is that client, and its calls are its requests. A client is a
value a library call made (``createClient``, ``axios.create``, ``ky.create``), an instance of
a program class (``new ApiClient()``) or a request library itself (``config.http = axios``);
any other stored value (text, a parameter, a function) is left as it was.

The writes followed: ``Object.assign(obj, {…})`` (its literal's keyed members; another
argument's members when it evaluates to an object) anywhere in the program, and ``obj.x = v``
in a function (one at module level is an ordinary member assignment); ``obj`` is a
module-level binding of the writing module, or the import of one another module exports under
its own name; never a name a function around the write declares. A member the object literal
already holds (a placeholder ``null``) gives way to the stored client: readers are taken to run
once the set-up function has (a client read before it is ``undefined``, no request at all).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from code2skill.facts import (Alt, Assignment, Call, Expr, FunctionFact, Index, Member,
                              ModuleFacts, Obj, Ref, Typed)
from code2skill.recogniser_context import Frame
from code2skill.values import AltV, ClientV, InstanceV, LibV, ObjV, PropV, UnknownV, Value

RULE = "value.stored-client"
UNSHOWN = "stored-client-parameter"     # UnknownV reason: the set-up function's parameter
NOT_CLIENTS = frozenset({"urlsearchparams"})       # ClientV kinds that hold data, not requests


@dataclass(frozen=True)
class StoredWrite:
    """One member write on a named object: ``name.prop = value`` (``prop`` ``None``: the
    members of ``value``, an ``Object.assign`` argument that is no object literal), made in
    module ``path`` by function ``scope`` (``None``: the module body)."""

    name: str
    prop: str | None
    value: Expr
    path: str
    scope: str | None


def stored_writes(modules: dict[str, ModuleFacts]) -> Iterator[StoredWrite]:
    """Every member write of ``modules`` this rule may follow, in module and source order:
    a function's ``obj.x = v`` (two-name target, literal key) and each keyed member (or the
    whole non-literal argument) of every ``Object.assign(obj, …)`` whose target is a plain
    name, each with a value that may be a client (:func:`may_be_client`). Which name the
    write reaches is decided by the resolver (:func:`stored_home`)."""
    for path in sorted(modules):
        module = modules[path]
        for fid, fn in module.functions.items():
            yield from (StoredWrite(a.target[0], a.target[1], a.value, path, fid)
                        for a in fn.assignments if member_write(a))
        for site in module.calls:
            yield from assigned(site.call, path, site.scope)


def member_write(assignment: Assignment) -> bool:
    """Whether ``assignment`` writes one literal-keyed member of a plain name (``obj.x = v``,
    not ``this.x``, not ``obj.a.b``, not ``obj[k]``) with a value that may be a client."""
    return len(assignment.target) == 2 and assignment.key is None \
        and assignment.target[0] != "this" and may_be_client(assignment.value)


def may_be_client(expr: Expr) -> bool:
    """Whether ``expr`` may evaluate to a client: a name, a member read, a call or ``new``, a
    type assertion or a choice — never a literal, a template, an object or array literal or
    a function (those are not evaluated at all: most member writes store state)."""
    return isinstance(expr, (Ref, Member, Index, Call, Typed, Alt))


def assigned(call: Call, path: str, scope: str | None) -> Iterator[StoredWrite]:
    """The writes of ``Object.assign(name, a, b, …)``: each keyed member of an object literal
    argument, and each other argument whole (``prop`` ``None``); nothing for another call."""
    callee = call.callee
    if call.new or not (isinstance(callee, Member) and callee.prop == "assign"
                        and isinstance(callee.obj, Ref) and callee.obj.name == "Object"):
        return
    if len(call.args) < 2 or not isinstance(call.args[0], Ref):
        return
    name = call.args[0].name
    for arg in call.args[1:]:
        if isinstance(arg, Obj):
            yield from (StoredWrite(name, p.key, p.value, path, scope)
                        for p in arg.props if p.key is not None and p.key_expr is None
                        and may_be_client(p.value))
        elif may_be_client(arg):
            yield StoredWrite(name, None, arg, path, scope)


def is_client(value: Value, libraries: frozenset[str]) -> bool:
    """Whether ``value`` is an object that makes requests: a value a library call made
    (``ClientV``, not a ``URLSearchParams``), an instance of a program class, a request
    library itself (``LibV`` of one of ``libraries``, no member of it), or a choice all of
    whose options are such."""
    if isinstance(value, AltV):
        return bool(value.options) and all(is_client(o, libraries) for o in value.options)
    if isinstance(value, ClientV):
        return value.lib not in NOT_CLIENTS
    if isinstance(value, LibV):
        return value.lib in libraries and not value.path
    return isinstance(value, InstanceV)


def stored_members(resolver, writes: list[StoredWrite]) -> tuple[PropV, ...]:
    """The members ``writes`` store whose values are clients (:func:`is_client`), each
    evaluated in the writing function, cited at the write's value; in write order."""
    libraries = resolver.request_libraries()
    out: list[PropV] = []
    for write in writes:
        where = resolver.where(write.path, getattr(write.value, "span", None))
        value = unshown_parameters(resolver, resolver.evaluate(
            write.value, Frame(write.path, write.scope)), write.scope, where)
        if write.prop is not None:
            if is_client(value, libraries):
                out.append(PropV(write.prop, value, where, rule=RULE))
        elif isinstance(value, ObjV):
            out.extend(PropV(p.key, p.value, p.where or where, rule=RULE)
                       for p in value.props if p.key is not None
                       and is_client(p.value, libraries))
    return tuple(out)


def unshown_parameters(resolver, value: Value, scope: str | None, where) -> Value:
    """``value`` with the parameters of function ``scope`` and of the functions around it
    replaced by an unknown value (reason :data:`UNSHOWN`, at ``where``): the write runs when
    the set-up function is called, and what its caller gave it is nothing a reader of the
    stored client can see (``createConnectTransport({baseUrl: override ?? base})`` with
    ``override`` a parameter: a base the source does not show, never a path parameter of
    the reader's request)."""
    while scope is not None:
        fn = resolver.function(scope)
        if fn is None:
            break
        names = parameter_names(fn)
        if names:
            value = resolver.substitute(value, scope, {n: UnknownV(UNSHOWN, where)
                                                       for n in names})
        scope = fn.parent
    return value


def parameter_names(fn: FunctionFact) -> list[str]:
    """The names ``fn``'s parameters bind: plain, destructured (``{a, ...rest}``) and
    positional (``[a, b]``) ones."""
    names: list[str] = []
    for param in fn.params:
        if param.name is not None:
            names.append(param.name)
        names.extend(n.removeprefix("...") for n in param.pattern)
        names.extend(n for n in param.elements if n is not None)
    return names


def stored_home(resolver, write: StoredWrite) -> tuple[str, str] | None:
    """``(module, binding)`` of the module-level object ``write`` writes on: the writing
    module's own top-level binding, or the binding another module exports under the imported
    name (no re-export followed); ``None`` when a function around the write declares the
    name, or the name is no such binding."""
    if resolver.shadowed(write.name, Frame(write.path, write.scope)):
        return None
    module = resolver.modules[write.path]
    if write.name in module.bindings:
        return write.path, write.name
    imp = next((i for i in module.imports if i.local == write.name and not i.type_only), None)
    if imp is None or imp.imported in ("*", "default"):
        return None
    target = resolver.module_resolver.resolve(write.path, imp.source)
    home = resolver.modules.get(target) if target else None
    if home is None:
        return None
    local = next((e.local for e in home.exports if e.exported == imp.imported
                  and e.source is None and e.local is not None), None)
    return (target, local) if local is not None and local in home.bindings else None


def homed_writes(resolver, modules: dict[str, ModuleFacts]
                 ) -> dict[tuple[str, str], list[StoredWrite]]:
    """``{(module, binding): writes}`` of every write :func:`stored_writes` finds whose home
    (:func:`stored_home`) is known; a module-level ``obj.x = v`` is left to the ordinary
    member assignments of the module body."""
    out: dict[tuple[str, str], list[StoredWrite]] = {}
    for write in stored_writes(modules):
        home = stored_home(resolver, write)
        if home is not None:
            out.setdefault(home, []).append(write)
    return out
