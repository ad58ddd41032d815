"""Rule ``client.declared-type``: a member or parameter whose declared TypeScript type is a
known client type is that client.

    import { AxiosInstance } from 'axios'
    class BooksService {
      private http: AxiosInstance
      constructor (http: AxiosInstance) { this.http = http }      // filled by framework wiring
      list () { return this.http.get('/api/books') }             // an axios instance call
    }
    function load (http: AxiosInstance) { return http.get('/api/x') }

The instance often comes from wiring the tool cannot follow (a plugin puts ``axios.create(…)``
on a framework prototype, another passes it to ``new Service(http)``). Its declared type still
proves which library makes the request; what it does not prove is the instance's
configuration, so an *instance* type (``AxiosInstance``, ``KyInstance`` …: the recognisers'
``client_types``) is a client of that library whose base URL is a value the source does not
show (the service's base stays a deployment reference the Host binds, rule
``service.unresolved-base``), and a *module* type (``AxiosStatic``) is the library itself.
The declared type is used only where the value itself is not known: a value the program
does pass (``new Service(api)`` of a known instance, ``load(api)``) wins. A type that names a
class of the program itself (``http: Requests``, a request wrapper the app writes) is an
instance of that class (rule ``client.declared-class``), so its methods are followed as the
wrappers they are.
"""
from __future__ import annotations

from code2skill.interface_receivers import interface_instance
from code2skill.values import (ClassRefV, ClientV, InstanceV, LibV, ObjV, ParamV, PropV, TypedV,
                               UnknownV, Value, Where)

RULE = "client.declared-type"
UNKNOWN_REASON = "declared-client"


def type_name(type_text: str) -> str:
    """The named type of an annotation: type arguments, ``readonly``, and ``| null`` /
    ``| undefined`` members left out (``AxiosInstance | null`` → ``AxiosInstance``); ``""``
    for a union of several named types or an inline type."""
    members = [m.strip() for m in type_text.split("|")]
    named = [m for m in members if m and m not in ("null", "undefined")]
    if len(named) != 1:
        return ""
    name = named[0].split("<", 1)[0].strip()
    name = name[len("readonly "):].strip() if name.startswith("readonly ") else name
    return name if name.replace(".", "").replace("$", "").replace("_", "").isalnum() else ""


def client_for_type(bound: Value, recognisers, where: Where | None) -> Value | None:
    """The client a type name bound to ``bound`` (its import, resolved: ``LibV('axios',
    ('AxiosInstance',))``) declares: a client of unknown configuration for an instance type,
    the library for a module type, per the recognisers' ``client_types``; ``None`` for any
    other type."""
    if not isinstance(bound, LibV) or len(bound.path) != 1:
        return None
    for rec in recognisers:
        if bound.lib not in rec.modules.values():
            continue
        kind = rec.client_types.get(bound.path[0])
        if kind == "module":
            return LibV(bound.lib)
        if kind == "instance":
            base_key = rec.facts.base_keys[0] if rec.facts.base_keys else None
            config = ObjV((PropV(base_key, UnknownV(UNKNOWN_REASON, where), where),), where) \
                if base_key else None
            return ClientV(bound.lib, config, where)
    return None


def declared_client(resolver, path: str, type_text: str | None, where: Where | None = None,
                    depth: int = 0) -> Value | None:
    """The client the annotation ``type_text`` written in module ``path`` declares (see
    :func:`client_for_type`), else ``None``."""
    name = type_name(type_text or "")
    if not name:
        return None
    bound = resolver.module_binding(path, name, depth + 1)
    return client_for_type(bound, resolver.recognisers, where)


def declared_instance(resolver, path: str, type_text: str | None, depth: int = 0,
                      unseen: bool = False) -> InstanceV | UnknownV | None:
    """Rule ``client.declared-class``: an instance of the program's own class that the
    annotation ``type_text`` written in module ``path`` names (``http: Requests`` of ``class
    Requests { get(args) { return this.do('GET', args) } }``), its construction arguments not
    known; for an interface, the instance of the one class implementing it, or an unknown
    value naming it when several do (rule ``client.interface-class``); ``None`` when the
    annotation names no class of the program (an interface no class implements, a type
    alias, a library type). Stands where the value is not followed (a constructor parameter
    whose class is made at several places with different arguments), like a library type.
    ``unseen`` marks the instance as one of no construction of the program (rule
    ``this.unseen-origin``: a value of the page or the server declared so)."""
    name = type_name(type_text or "")
    if not name:
        return None
    bound = resolver.module_binding(path, name, depth + 1)
    if isinstance(bound, ClassRefV):
        return InstanceV(bound.module, bound.name, unseen=unseen)
    return interface_instance(resolver, path, name) if "." not in name else None


def library_instance(value: Value) -> LibV | None:
    """Rule ``client.declared-type``: ``value``, the instance a type annotation names (see
    :meth:`~code2skill.resolution.instances.Instances.type_instance`), when it is an instance
    of a library class (``LibV('angular-http', ('HttpClient', 'prototype'))`` for
    ``HttpClient``), else ``None``."""
    return value if isinstance(value, LibV) and value.path[-1:] == ("prototype",) else None


def unfollowed(value: Value) -> bool:
    """Whether ``value`` is no value the program shows: unknown, or a parameter or typed
    value no call fills (the places where a declared client type stands)."""
    return isinstance(value, (UnknownV, ParamV, TypedV)) and not getattr(value, "path", ())


def injected_method(resolver, callee: ParamV, depth: int = 0) -> LibV | None:
    """Rule ``client.injected-parameter``: ``httpLink.create`` called on a parameter declared
    with a library class (``httpLink: HttpLink`` of an Angular module's constructor or of an
    ``APOLLO_OPTIONS`` factory, which a dependency injector fills) is that class's prototype
    member (``LibV('graphql', ('HttpLink', 'prototype', 'create'))``), as it is for a member
    declared so (:meth:`~code2skill.resolution.instances.Instances.type_instance`): a call on the parameter
    itself gives no value a caller could fill in later. ``None`` for any other parameter (a
    client type of the recognisers' ``client_types``, a class of the program, a built-in or
    global type such as ``Event``, no annotation)."""
    if len(callee.path) != 1 or callee.coded or not callee.module or not callee.type_text:
        return None
    name = type_name(callee.type_text)
    module = resolver.modules.get(callee.module)
    if not name or module is None or not any(i.local == name.split(".")[0]
                                             for i in module.imports):
        return None                                   # (a library class is imported)
    bound = resolver.module_binding(callee.module, name, depth + 1)
    if not isinstance(bound, LibV) or client_for_type(bound, resolver.recognisers, None):
        return None
    return bound.member("prototype").member(callee.path[0])
