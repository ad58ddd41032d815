"""AngularJS 1.x dependency injection: which parameters the injector fills, and with what.

Rule ``angularjs.injection``. AngularJS calls the functions an app registers on a module and
fills their parameters by name::

    angular.module('rest').factory('userService', ['$injector', function ($injector) {…}])
    app.service('groupService', GroupService);   GroupService.$inject = ['$http'];
    app.controller('UsersCtrl', function ($scope, userService) {…})   // implicit: param names
    servicesModule.service('User', UserService)   // an ES class: its constructor's parameters
    $injector.invoke(['$http', function (http) {…}])

A registration is a call of ``factory``/``service``/``controller``/``directive``/``filter``/
``provider``/``decorator`` (the injected function second), ``run``/``config`` (first),
``component`` (the ``controller`` member of its options) on an AngularJS module: the value of
``angular.module(…)``, another registration (calls chain), or a module-level name bound to one
of them in the same file. The injector calls a ``directive``'s factory and the ``controller``
of the definition object it returns alike. The dependency names are the strings of the array form
(``['$http', function (h) {…}]``: by position), else the function's ``$inject`` (an assignment
``F.$inject = […]`` or a class's ``static $inject = […]``), else the parameter names.

What a dependency is (:func:`builtin`): ``$http`` is the AngularJS HTTP client (the
``angularjs`` recogniser), ``$httpProvider`` its provider (whose ``defaults`` a ``config``
block sets: ``extractors/angularjs_defaults.py``), ``$injector`` the injector (``$injector.get('name')`` is what
``name`` injects), ``$timeout``/``$interval`` the timers (rule ``scope.timer-arguments``), ``$window`` the browser's ``window``; a name the app registers with
``factory`` is what its function returns, with ``service`` an instance of it, with
``provider`` what the provider's ``$get`` returns (the injector calls that ``$get`` too:
rule ``angularjs.provider-get``), with ``constant``/``value`` the registered value;
``Upload`` (``$upload`` in older releases) is ng-file-upload's service when the app's module
requires ``ngFileUpload`` (``angularFileUpload``) and registers no such name itself. A name
neither built in, registered nor such a module's service stays an unresolved parameter.

Facts are read syntactically here (:func:`registrations`); the resolver evaluates the
registered functions (``code2skill.resolution``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from code2skill.facts import Arr, Call, Expr, Fn, Lit, Member, ModuleFacts, Obj, Ref, Span
from code2skill.recogniser_context import Frame
from code2skill.values import (ArrV, ClassRefV, ClientV, FnV, InstanceV, LibV, ObjV, PropV, UnknownV, Value,
                               Where, text_of)

LIB = "angularjs"
SCOPED_MODULE_RULE = "angularjs.scoped-module"
SERVICE_RETURN_RULE = "angularjs.service-return"
MANUAL_INJECTOR_RULE = "angularjs.manual-injector"

# registration method → the argument index of the injected function (``None``: not injected)
REGISTRARS = {"factory": 1, "service": 1, "controller": 1, "directive": 1, "filter": 1,
              "provider": 1, "decorator": 1, "animation": 1, "run": 0, "config": 0,
              "component": None, "constant": None, "value": None}
# registration methods whose name is an injectable service, and how its value is made
SERVICE_KINDS = ("factory", "service", "provider", "constant", "value")

BUILTINS = {"$http": LibV(LIB, ("$http",)), "$httpProvider": LibV(LIB, ("$httpProvider",)),
            "$injector": LibV(LIB, ("$injector",)),
            "$timeout": LibV(LIB, ("$timeout",)), "$interval": LibV(LIB, ("$interval",)),
            "Restangular": LibV("restangular"),                  # the restangular module's
            "RestangularProvider": LibV("restangular", ("provider",)),
            "$window": LibV("global"), "$document": LibV("global", ("document",))}


# services of third-party AngularJS modules: injected name → (the module an app must list
# among its module's requirements, the value the name injects); an app's own registration of
# the name wins (rule ng-file-upload.upload)
MODULE_SERVICES = {"Upload": ("ngFileUpload", LibV("ng-file-upload")),
                   "$upload": ("angularFileUpload", LibV("ng-file-upload"))}


@dataclass(frozen=True)
class Registration:
    """One registration call in module ``path`` (at ``scope``, ``None`` at module level):
    ``kind`` the method (``factory``), ``name`` the registered name (``None`` for ``run``/
    ``config``), ``target`` the expression whose function the injector calls (or the
    registered value of a ``constant``/``value``), ``span`` the call's; ``via`` the call that
    handed the module to the function registering on its parameter (rule
    ``angularjs.module-parameter``), else ``None``."""

    path: str
    scope: str | None
    kind: str
    name: str | None
    target: Expr
    span: Span | None
    via: Where | None = None


def is_module_expr(expr: Expr, module: ModuleFacts, seen: frozenset = frozenset(),
                   scope: str | None = None) -> bool:
    """True when ``expr``, read in function ``scope`` of the file (``None``: its top level),
    is an AngularJS module: ``angular.module(…)``, a registration call on one (registrations
    chain), or a name of the same file bound to one where it is read (rule
    ``angularjs.scoped-module``: a local of a function around the read, such as the
    ``var app = angular.module('app', […])`` of an IIFE wrapping the file, else a top-level
    binding)."""
    if isinstance(expr, Call) and isinstance(expr.callee, Member):
        callee = expr.callee
        if callee.prop == "module" and isinstance(callee.obj, Ref) \
                and callee.obj.name == "angular":
            return True
        return callee.prop in REGISTRARS and is_module_expr(callee.obj, module, seen, scope)
    if isinstance(expr, Ref) and expr.name not in seen:
        values, home = bound_values(module, scope, expr.name)
        return any(is_module_expr(value, module, seen | {expr.name}, home) for value in values)
    return False


def bound_values(module: ModuleFacts, scope: str | None, name: str
                 ) -> tuple[list[Expr], str | None]:
    """The expressions bound to ``name`` read in function ``scope`` of ``module``, and the
    function declaring it (rule ``angularjs.scoped-module``): the locals of the nearest
    function around the read declaring it, else the file's top-level bindings (``None``; a
    parameter so named is rule ``angularjs.module-parameter``'s)."""
    while scope is not None and scope in module.functions:
        fn = module.functions[scope]
        if name in fn.locals:
            return list(fn.locals[name]), scope
        scope = fn.parent
    return list(module.bindings.get(name, ())), None


def registrations(modules: dict[str, ModuleFacts]) -> list[Registration]:
    """Every registration call of the program, in module and source order."""
    out = []
    for path, module in modules.items():
        for site in module.calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop in REGISTRARS
                    and is_module_expr(callee.obj, module, scope=site.scope)):
                continue
            found = registration(path, site.scope, callee.prop, site.call.args, site.call.span)
            if found is not None:
                out.append(found)
    return out


def registration(path: str, scope: str | None, kind: str, args: tuple[Expr, ...],
                 span: Span | None) -> Registration | None:
    """The registration ``kind(args)`` makes, or ``None`` when its shape is another (an
    object of several names, a computed name)."""
    index = REGISTRARS[kind]
    if kind in ("run", "config"):
        return Registration(path, scope, kind, None, args[0], span) if args else None
    if len(args) < 2 or not (isinstance(args[0], Lit) and isinstance(args[0].value, str)):
        return None
    name, target = args[0].value, args[1]
    if kind == "component":
        if not isinstance(target, Obj):
            return None
        controller = next((p.value for p in target.props if p.key == "controller"), None)
        return Registration(path, scope, kind, name, controller, span) \
            if controller is not None else None
    return Registration(path, scope, kind, name, args[index] if index is not None else target,
                        span)


def required_modules(modules: dict[str, ModuleFacts]) -> frozenset[str]:
    """The module names the program's ``angular.module(name, ['ngFileUpload', …])`` calls
    list as requirements."""
    found = set()
    for module in modules.values():
        for site in module.calls:
            callee, args = site.call.callee, site.call.args
            if isinstance(callee, Member) and callee.prop == "module" \
                    and isinstance(callee.obj, Ref) and callee.obj.name == "angular" \
                    and len(args) > 1 and isinstance(args[1], Arr):
                found.update(item.value for item in args[1].items
                             if isinstance(item, Lit) and isinstance(item.value, str))
    return frozenset(found)


def invoked(modules: dict[str, ModuleFacts]) -> list[Registration]:
    """``$injector.invoke(fn)`` calls: the injector calls ``fn`` too (kind ``invoke``)."""
    out = []
    for path, module in modules.items():
        for site in module.calls:
            callee = site.call.callee
            if isinstance(callee, Member) and callee.prop == "invoke" \
                    and isinstance(callee.obj, Ref) and callee.obj.name == "$injector" \
                    and site.call.args:
                out.append(Registration(path, site.scope, "invoke", None, site.call.args[0],
                                        site.call.span))
    return out


def annotated(target: Expr) -> tuple[tuple[str | None, ...] | None, Expr]:
    """The array form ``['$http', 'x', fn]`` → (``('$http', 'x')``, ``fn``); any other
    target → (``None``, the target)."""
    if isinstance(target, Arr) and target.items:
        names = tuple(item.value if isinstance(item, Lit) and isinstance(item.value, str)
                      else None for item in target.items[:-1])
        return names, target.items[-1]
    return None, target


def inject_list(value: Expr | None) -> tuple[str | None, ...] | None:
    """The names of a ``$inject`` array literal, else ``None``."""
    if not isinstance(value, Arr):
        return None
    return tuple(item.value if isinstance(item, Lit) and isinstance(item.value, str) else None
                 for item in value.items)


def builtin(name: str) -> Value | None:
    """The value an AngularJS built-in service injects, or ``None`` for any other name."""
    return BUILTINS.get(name)


@dataclass
class Injection:
    """The program's injection table: registered service name → its last registration
    (AngularJS keeps the last), and injected function id → dependency names by parameter
    position (``None`` where unknown); ``via`` the call that handed the module (rule
    ``angularjs.module-parameter``) by injected function id, and by ``(module, class)`` for a
    class registered so (its methods run with the injected instance); ``members`` the options
    member that handed a function to the injector (rule ``angularjs.injected-member``) by its
    id; ``requires`` the module names the app's modules require (:func:`required_modules`);
    ``registered_fns`` the ids of the functions ``factory``/``service`` registrations hand
    the injector, and ``making_this`` those whose ``this`` object is being made (rule
    ``angularjs.factory-this``)."""

    services: dict[str, Registration]
    injected: dict[str, tuple[str | None, ...]]
    via: dict = field(default_factory=dict)
    members: dict[str, Where] = field(default_factory=dict)
    requires: frozenset[str] = frozenset()
    registered_fns: set[str] = field(default_factory=set)
    making_this: set[str] = field(default_factory=set)


def injection(resolver) -> Injection:
    """The program's :class:`Injection`, built once per resolver (its registered functions
    evaluated where they are registered)."""
    table = getattr(resolver, "_angularjs", None)
    if table is not None:
        return table
    table = resolver._angularjs = Injection({}, {}, requires=required_modules(
        resolver.modules))                                  # (re-entered while it is built)
    from code2skill.angularjs_injected_members import MAX_ROUNDS, handed_members
    from code2skill.angularjs_module_params import parameter_registrations
    from code2skill.angularjs_page_modules import page_registrations
    for reg in registrations(resolver.modules) + parameter_registrations(resolver) \
            + page_registrations(resolver) \
            + invoked(resolver.modules):      # (rules angularjs.module-parameter, .page-module)
        add_injected(resolver, table, reg)
    seen: set = set()
    for _ in range(MAX_ROUNDS):                 # rule angularjs.injected-member
        before = set(table.injected)
        handed = handed_members(resolver, before, seen)
        for path, scope, value, span in handed:
            fid = add_injected(resolver, table, Registration(path, scope, "member", None,
                                                             value, span))
            if fid is not None and fid not in before:
                table.members.setdefault(fid, (path, span))
        if not handed:
            break
    return table


def add_injected(resolver, table: Injection, reg: Registration) -> str | None:
    """Enter registration ``reg`` in ``table``: its service name, and the dependency names of
    the function the injector calls for it (also a provider's ``$get``, a directive's
    controller; a later registration of a function wins, an options member never replaces
    one); that function's id, or ``None`` when there is none."""
    if reg.name is not None and reg.kind in SERVICE_KINDS:
        table.services[reg.name] = reg
    if reg.kind in ("constant", "value"):
        return None
    if reg.kind == "provider":
        table.injected.update(provider_getters(resolver, reg))
    names, target = annotated(reg.target)
    fid = injected_fid(resolver, reg, target)
    if fid is None:
        return None
    if reg.via is not None:
        table.via[fid] = reg.via
        made = resolver.evaluate(target, Frame(reg.path, reg.scope))
        if isinstance(made, ClassRefV):
            table.via[(made.module, made.name)] = reg.via
    if names is None:
        names = declared_inject(resolver, reg, target)
    if names is None:
        names = tuple(p.name for p in resolver.functions[fid][1].params)
    if reg.kind != "member" or fid not in table.injected:
        table.injected[fid] = names
    if reg.kind in ("factory", "service"):
        table.registered_fns.add(fid)
    if reg.kind == "directive":
        table.injected.update(directive_controllers(resolver, reg, fid))
    return fid


def provider_getters(resolver, reg: Registration) -> dict[str, tuple[str | None, ...]]:
    """Rule ``angularjs.provider-get``: the ``$get`` of a provider is a function the injector
    calls too (its result is the service the provider's name injects)::

        .provider('LocaleService', function () {
            this.$get = ['$http', '$translate', function ($http, $translate) {…}];   // or
            this.$get = function ($http) {…};
        })
        class LocaleProvider { $get($http) {…} }      // a class provider's method

    ``{$get function id: dependency names by parameter position}`` for provider registration
    ``reg`` (names from the array form, else the ``$get`` function's ``$inject`` written in
    the provider, else its parameter names); empty when the provider sets no ``$get``
    function."""
    found: dict[str, tuple[str | None, ...]] = {}
    provider = resolver.evaluate(annotated(reg.target)[1], Frame(reg.path, reg.scope))
    if isinstance(provider, ClassRefV) and provider.module in resolver.modules:
        cls = resolver.modules[provider.module].classes.get(provider.name)
        method = cls.instance_method("$get") if cls is not None else None
        path, fn, targets = provider.module, resolver.function(method), \
            [Fn(method)] if method is not None else []
    elif isinstance(provider, FnV) and provider.fid in resolver.functions:
        path, fn = resolver.functions[provider.fid]
        targets = [a.value for a in fn.assignments
                   if a.target == ("this", "$get") and a.key is None]
    else:
        return found
    for value in targets:
        names, target = annotated(value)
        getter = resolver.evaluate(target, Frame(path, fn.fid))
        if not (isinstance(getter, FnV) and getter.fid in resolver.functions):
            continue
        params = resolver.functions[getter.fid][1].params
        found[getter.fid] = names if names is not None else getter_inject(
            resolver, fn, target) or tuple(p.name for p in params)
    return found


def getter_inject(resolver, fn, target: Expr) -> tuple[str | None, ...] | None:
    """The names of ``get.$inject = […]`` written in provider function ``fn`` for a
    ``$get`` that is a function named ``get`` there; else ``None``."""
    if not isinstance(target, Ref):
        return None
    return next((inject_list(a.value) for a in fn.assignments
                 if a.target == (target.name, "$inject") and inject_list(a.value) is not None),
                None)


def provider_service(resolver, reg: Registration, depth: int) -> Value:
    """What a provider's name injects: what its ``$get`` returns (rule
    ``angularjs.provider-get``); unknown when the provider sets no ``$get`` function."""
    getters = provider_getters(resolver, reg)
    if not getters:
        return UnknownV(f"angularjs-service:{reg.name}")
    return resolver.returns(next(iter(getters)), depth + 1)


def directive_controllers(resolver, reg: Registration, fid: str
                          ) -> dict[str, tuple[str | None, ...]]:
    """The ``controller`` of the definition object a directive's factory returns (``return
    {restrict: 'E', controller: function ($scope, Restangular) {…}}``, or array-annotated):
    the injector calls it too, ``{function id: dependency names}``."""
    path, fn = resolver.functions[fid]
    found: dict[str, tuple[str | None, ...]] = {}
    for returned in fn.returns:
        if not isinstance(returned, Obj):
            continue
        for prop in returned.props:
            if prop.key != "controller":
                continue
            names, target = annotated(prop.value)
            value = resolver.evaluate(target, Frame(path, fid))
            if isinstance(value, FnV) and value.fid in resolver.functions:
                found[value.fid] = names if names is not None else tuple(
                    p.name for p in resolver.functions[value.fid][1].params)
    return found


def injected_fid(resolver, reg: Registration, target: Expr) -> str | None:
    """The id of the function the injector calls for ``target``: a function, or the
    constructor of a class (``None`` for a class without one, or anything else)."""
    value = resolver.evaluate(target, Frame(reg.path, reg.scope))
    if isinstance(value, FnV) and value.fid in resolver.functions:
        return value.fid
    if isinstance(value, ClassRefV):
        cls = resolver.modules[value.module].classes.get(value.name) \
            if value.module in resolver.modules else None
        return dict(cls.methods).get("constructor") if cls is not None else None
    return None


def declared_inject(resolver, reg: Registration, target: Expr) -> tuple | None:
    """The names of ``F.$inject = […]`` for a target named ``F`` written in the functions
    around the registration (a controller declared in a service beside the call handing it
    over) or at the registering file's top level, or of the class's ``static $inject =
    […]``; else ``None``."""
    if not isinstance(target, Ref):
        return None
    scope = reg.scope
    while scope is not None:
        fn = resolver.function(scope)
        if fn is None:
            break
        for a in fn.assignments:
            if a.target == (target.name, "$inject") and inject_list(a.value) is not None:
                return inject_list(a.value)
        scope = fn.parent
    for value in resolver.member_assignments.get((reg.path, (target.name, "$inject")), ()):
        if inject_list(value) is not None:
            return inject_list(value)
    found = resolver.evaluate(target, Frame(reg.path, reg.scope))
    if isinstance(found, ClassRefV) and found.module in resolver.modules:
        cls = resolver.modules[found.module].classes.get(found.name)
        fields = dict(cls.fields) if cls is not None else {}
        return inject_list(fields.get("$inject"))
    return None


def injected_param(resolver, fid: str, index: int, depth: int) -> Value | None:
    """What the injector passes as parameter ``index`` of ``fid``, or ``None`` when ``fid``
    is no injected function or the dependency is neither built in nor registered."""
    names = injection(resolver).injected.get(fid)
    if names is None or index >= len(names) or names[index] is None:
        return None
    return service_value(resolver, names[index], depth)


def service_value(resolver, name: str, depth: int) -> Value | None:
    """The value dependency ``name`` injects: a built-in (:func:`builtin`), what a
    ``factory`` function returns, an instance of a ``service`` (a class instance; for a plain
    constructor function, the object of its ``this.x = …`` members), a ``constant``'s or
    ``value``'s value; ``None`` when the program registers no such name."""
    value = builtin(name)
    if value is not None:
        return value
    table = injection(resolver)
    reg = table.services.get(name)
    if reg is None:
        required, made = MODULE_SERVICES.get(name, (None, None))
        return made if required in table.requires else None
    frame = Frame(reg.path, reg.scope)
    if reg.kind in ("constant", "value"):
        return resolver.evaluate(reg.target, frame, depth + 1)
    if reg.kind == "provider":
        return provider_service(resolver, reg, depth)
    target = resolver.evaluate(annotated(reg.target)[1], frame, depth + 1)
    if reg.kind == "factory" and isinstance(target, FnV):
        return resolver.returns(target.fid, depth + 1)
    if reg.kind == "service" and isinstance(target, ClassRefV):
        return InstanceV(target.module, target.name)
    if reg.kind == "service" and isinstance(target, FnV) and target.fid in resolver.functions:
        return returned_object(resolver, target.fid, depth) or \
            constructed(resolver, target.fid, depth)
    return UnknownV(f"angularjs-service:{name}")


def returned_object(resolver, fid: str, depth: int) -> Value | None:
    """Rule ``angularjs.service-return``: the object a ``service``'s constructor function
    returns, which ``new`` hands out instead of ``this`` (``.service('CertificateApi',
    function (LemurRestangular) { return LemurRestangular.all('certificates'); })`` injects
    the collection): a library's client or value, or a class instance; ``None`` when the
    function returns nothing or no such value (``new`` keeps ``this``; a plain object
    returned, such as another service's members extended in place, is left to the ``this``
    members, as for a service writing them)."""
    if not resolver.functions[fid][1].returns:
        return None
    value = resolver.returns(fid, depth + 1)
    if isinstance(value, (ClientV, InstanceV)) or \
            isinstance(value, LibV) and value.lib not in ("js", "global"):
        return value
    return None


def constructed(resolver, fid: str, depth: int) -> ObjV:
    """The object ``new F()`` makes for a plain constructor function: its ``this.x = …``
    members (also those written on a local naming ``this``: ``var CertificateService = this;
    CertificateService.update = function (c) {…}``), each evaluated in ``F``."""
    path, fn = resolver.functions[fid]
    names = this_names(fn)
    return ObjV(tuple(
        PropV(a.target[1], resolver.evaluate(a.value, Frame(path, fid), depth + 1),
              resolver.where(path, a.span))
        for a in fn.assignments if len(a.target) == 2 and a.target[0] in names))


def this_names(fn) -> frozenset[str]:
    """``this`` and the locals of function ``fn`` bound to ``this`` alone (``var self =
    this``), the names its members are written on."""
    return frozenset({"this", *(name for name, values in fn.locals.items() if values and all(
        isinstance(v, Ref) and v.name == "this" for v in values))})


def manual_injector(callee: Value) -> bool:
    """Rule ``angularjs.manual-injector``: whether ``callee`` is the global
    ``angular.injector``, whose call (``angular.injector(['ng'])``, made to fetch settings
    before ``angular.bootstrap``) makes an injector: its ``get('$http')`` is the ``$http``
    client (:func:`injector_call`)."""
    return isinstance(callee, UnknownV) and callee.reason == "unresolved:angular.injector" or \
        isinstance(callee, LibV) and callee.lib == "global" \
        and callee.path == ("angular", "injector")


def injector_call(resolver, callee: LibV, args: tuple[Value, ...], depth: int) -> Value | None:
    """``$injector.get('name')`` → what ``name`` injects; ``$injector.invoke(fn)`` → what
    ``fn`` returns (its parameters injected); another injector call → unknown; ``None`` for
    a call that is no injector's."""
    if callee.lib != LIB or callee.path[:1] != ("$injector",) or len(callee.path) < 2:
        return None
    if not args:
        return UnknownV("angularjs-injector")
    if callee.path[1:] == ("get",):
        name = text_of(args[0])
        found = service_value(resolver, name, depth) if name else None
        return found if found is not None else UnknownV(f"angularjs-service:{name}")
    invoked_fn = args[0].items[-1] if isinstance(args[0], ArrV) and args[0].items else args[0]
    if callee.path[1:] == ("invoke",) and isinstance(invoked_fn, FnV):
        return resolver.returns(invoked_fn.fid, depth + 1)
    return UnknownV("angularjs-injector")          # has(), annotate(): no response
