"""Values handed on by framework dependency injection (rule ``di.provide-inject``).

A component reads a value an ancestor provides under a key; the program's provide site for
the same key says what it is::

    const key = Symbol() as InjectionKey<AxiosInstance>          // Vue
    app.provide(key, axios.create({ baseURL: '/api' }))          // or provide(key, v)
    const http = inject(key)            // (also inject(key, default), @vueuse injectLocal)

    const Api = createContext(null)                              // React
    <Api.Provider value={client}>…</Api.Provider>            // React 19: <Api value={client}>
    const http = useContext(Api)

    setContext('http', axios.create(…))                          // Svelte
    const http = getContext('http')

A key is the same key when it is the same ``Symbol()``/``createContext()`` call (wherever it
is imported) or the same string (``Symbol.for('x')`` is the string ``x``). The injected value
is every value the program provides under the key (:data:`MAX_PROVIDED`), else the default
``inject(key, d)`` names, else an unknown value naming the key, so the calls made on it are
reviewed request-like sites (rule ``di.unprovided``), never a guessed client. A key the tool
cannot identify (a parameter no caller fills) is unknown too.

The app's own helper around the injector (``injectRequired(key)`` returning ``inject(key)``)
injects its caller's key: an injector reading a parameter of its function is deferred
(:func:`deferred_injection`) and settled when the function is applied to a caller's arguments
(:func:`settle_injections`), a helper of a helper alike.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Arr, Call, Expr, Fn, Member, ModuleFacts, Obj, Ref, Typed, enclosing
from code2skill.recogniser_context import Frame
from code2skill.values import (AltV, LibV, LitV, ObjV, ParamV, StrV, Text, UnknownV, Value,
                               Where, text_of)

RULE = "di.provide-inject"
UNPROVIDED = "di.unprovided"
MAX_PROVIDED = 4
VUE_LIBS = frozenset({"vue", "@vue/runtime-core", "@vue/runtime-dom", "@vue/composition-api",
                      "vue-demi", "@vueuse/core", "@vueuse/shared"})
REACT_LIBS = frozenset({"react", "preact", "preact/compat", "preact/hooks"})
# (library set, function name) → role
PROVIDERS = {**{(lib, name): "provide" for lib in VUE_LIBS
                for name in ("provide", "provideLocal")},
             ("svelte", "setContext"): "provide"}
INJECTORS = {**{(lib, name): "inject" for lib in VUE_LIBS
                for name in ("inject", "injectLocal")},
             ("svelte", "getContext"): "inject",
             **{(lib, "useContext"): "inject" for lib in REACT_LIBS}}
CONTEXT_MAKERS = {(lib, "createContext") for lib in REACT_LIBS}
# rule angular.injection-token: an Angular InjectionToken is a key made where it is created
TOKEN_RULE = "angular.injection-token"
TOKEN_MAKER = ("@angular/core", ("InjectionToken",))
TOKEN_MADE = "InjectionToken()"
PROVIDER_VALUES = ("useValue", "useFactory")
MAX_PROVIDER_DEPTH = 6
# Quasar's boot-file wrappers, whose function is handed ``{app}``, the Vue app
BOOT_WRAPPERS = frozenset({(lib, name) for lib in ("quasar/wrappers", "#q-app/wrappers")
                           for name in ("boot", "defineBoot")})

# a provide site: (module path, enclosing function id, key expression, value expression)
ProvideSite = tuple[str, "str | None", Expr, Expr]


def key_identity(value: Value) -> tuple | None:
    """What makes two injection keys the same key: the ``Symbol()`` or ``createContext()``
    call that made it, or its string; ``None`` for a key the tool cannot identify."""
    if isinstance(value, LibV) and value.path[-1:] in (("Symbol()",), ("createContext()",),
                                                       (TOKEN_MADE,)) \
            and value.where is not None:
        return ("made", value.where)
    text = text_of(value) if isinstance(value, StrV) else None
    if text is not None:
        return ("string", text)
    if isinstance(value, LibV) and value.path[:1] == ("Symbol.for()",) and len(value.path) == 2:
        return ("string", value.path[1])
    return None


def made_key(callee: LibV, args: tuple[Value, ...], where: Where | None) -> Value | None:
    """``Symbol(…)`` / ``createContext(…)`` evaluate to a key carrying the call's place;
    ``Symbol.for('x')`` to the key ``x``; ``None`` for any other call."""
    if callee.lib == "js" and callee.path == ("Symbol",):
        return LibV("js", ("Symbol()",), where)
    if callee.lib == "js" and callee.path == ("Symbol", "for"):
        text = text_of(args[0]) if args and isinstance(args[0], StrV) else None
        return LibV("js", ("Symbol.for()", text)) if text is not None else UnknownV("symbol")
    if (callee.lib, callee.path) in {(lib, (name,)) for lib, name in CONTEXT_MAKERS}:
        return LibV(callee.lib, ("createContext()",), where)
    if (callee.lib, callee.path) == TOKEN_MAKER:
        return LibV(callee.lib, (TOKEN_MADE,), where)
    return None


def imported_roles(module: ModuleFacts) -> dict[str, str]:
    """Local name → ``provide``/``inject`` for the DI functions ``module`` imports by name."""
    roles = {}
    for imp in module.imports:
        role = PROVIDERS.get((imp.source, imp.imported)) or \
            INJECTORS.get((imp.source, imp.imported))
        if role is not None:
            roles[imp.local] = role
    return roles


def provide_sites(modules: dict[str, ModuleFacts]) -> list[ProvideSite]:
    """Every provide site of the program, in path order: ``provide(key, v)`` /
    ``setContext(key, v)`` of an imported DI function, ``app.provide(key, v)`` in a module
    importing Vue or in a Vue plugin's ``install`` or a Quasar boot function
    (:func:`in_plugin_install`), and a ``<Ctx.Provider value={v}>`` element (recorded as the call
    ``Ctx.Provider({value: v})``) or React 19's ``<Ctx value={v}>`` (the context itself as
    the provider: any capitalised element with a ``value`` prop is a candidate, kept only
    when its tag evaluates to a ``createContext()`` key, :func:`key_identity`)."""
    found: list[ProvideSite] = []
    for path in sorted(modules):
        module = modules[path]
        roles = imported_roles(module)
        vue = any(imp.source in VUE_LIBS for imp in module.imports)
        angular = any(imp.source.startswith("@angular/") for imp in module.imports)
        booted = boot_functions(module)
        for site in module.calls:
            pair = provided_pair(site.call, roles,
                                 vue or in_plugin_install(module, site.scope, booted))
            if pair is not None:
                found.append((path, site.scope, pair[0], pair[1]))
            if angular:
                found += [(path, site.scope, key, value) for arg in site.call.args
                          for key, value in angular_providers(arg, 0)]
        if angular:
            found += [(path, None, key, value) for written in module.bindings.values()
                      for expr in written for key, value in angular_providers(expr, 0)]
    return found


def in_plugin_install(module: ModuleFacts, scope: str | None, booted: frozenset[str]) -> bool:
    """Whether function ``scope`` of ``module`` is, or is nested in, an app's set-up function
    that is handed the Vue app: a plugin's ``install(app)``, which ``app.use(plugin)`` calls
    (``export default {install: (app) => { app.provide('api', apiClient) }}``), or a Quasar
    boot file's function (:data:`BOOT_WRAPPERS`: ``export default boot(({app}) => {
    app.provide('bus', bus) })``); so its ``app.provide(key, v)`` is the app's provide though
    the module imports nothing of Vue. ``booted``: :func:`boot_functions` of ``module``."""
    return any(fid in booted or fid in module.functions
               and module.functions[fid].name.rpartition(".")[2] == "install"
               for fid in enclosing(scope, module.functions))


def boot_functions(module: ModuleFacts) -> frozenset[str]:
    """The ids of the functions ``module`` hands to a Quasar boot wrapper it imports
    (:data:`BOOT_WRAPPERS`: ``boot(fn)``, ``defineBoot(fn)``)."""
    wrappers = {imp.local for imp in module.imports
                if (imp.source, imp.imported) in BOOT_WRAPPERS}
    return frozenset(arg.fid for site in module.calls
                     if isinstance(site.call.callee, Ref) and site.call.callee.name in wrappers
                     for arg in site.call.args if isinstance(arg, Fn))


def angular_providers(expr: Expr, depth: int) -> list[tuple[Expr, Expr]]:
    """Rule ``angular.injection-token``: ``(token, value)`` expressions of the Angular provider
    objects in ``expr`` (an ``@NgModule({providers: […]})`` or ``bootstrapApplication``
    argument, an ``ApplicationConfig``), looked for through nested objects and arrays:
    ``{provide: TOKEN, useValue: v}`` provides ``v``; ``{provide: TOKEN, useFactory: f}`` what
    a call of ``f`` returns (its ``deps`` are not followed)."""
    if depth > MAX_PROVIDER_DEPTH:
        return []
    while isinstance(expr, Typed):
        expr = expr.expr
    if isinstance(expr, Arr):
        return [pair for item in expr.items for pair in angular_providers(item, depth + 1)]
    if not isinstance(expr, Obj):
        return []
    props = {p.key: p.value for p in expr.props if p.key is not None}
    if "provide" in props and "useValue" in props:
        return [(props["provide"], props["useValue"])]
    if "provide" in props and "useFactory" in props:
        return [(props["provide"], Call(props["useFactory"], (), expr.span))]
    return [pair for p in expr.props for pair in angular_providers(p.value, depth + 1)]


def token_injected(resolver, path: str, token: Expr, depth: int) -> Value | None:
    """Rule ``angular.injection-token``: what the program provides under the token of a
    constructor parameter's ``@Inject(TOKEN)`` (``@Inject(API_BASE_URL) baseUrl?: string``,
    the token read where the class is written); ``None`` for a token that is no
    ``InjectionToken`` (``@Inject(HttpClient)``), that nothing provides, or whose provided
    value the source does not show (a parameter it stays, filled by any caller that makes the
    class itself)."""
    return provided_under(resolver, resolver.evaluate(token, Frame(path, None), depth + 1),
                          depth)


def provided_under(resolver, token: Value, depth: int) -> Value | None:
    """Rule ``angular.injection-token``: what the program provides under ``token``, an
    ``InjectionToken`` value (also read by ``inject(TOKEN)`` in a field initialiser), its text
    marked by :func:`provided_text`; ``None`` for any other value, a token nothing provides,
    or one whose provided value the source does not show."""
    key = key_identity(token)
    if key is None or key[0] != "made" or not (isinstance(token, LibV) and
                                               token.path == (TOKEN_MADE,)):
        return None
    provided = resolver.provided(key, depth)
    return provided_text(provided) if provided is not None and \
        not isinstance(provided, UnknownV) else None


def provided_text(value: Value) -> Value:
    """``value`` with the fixed text of each string in it marked as handed on by an
    ``InjectionToken`` (its origin :data:`TOKEN_RULE`): a base URL the app configures for a
    client it injects, no constant the request writes itself (rule
    ``service.third-party-constant`` does not take it for another company's API)."""
    if isinstance(value, StrV):
        return StrV(tuple(replace(p, origin=TOKEN_RULE) if isinstance(p, Text) else p
                          for p in value.parts))
    if isinstance(value, AltV):
        return replace(value, options=tuple(provided_text(o) for o in value.options))
    return value


def provided_pair(call: Call, roles: dict[str, str], vue: bool) -> tuple[Expr, Expr] | None:
    """``(key, value)`` expressions of one provide call, else ``None``."""
    callee = call.callee
    if len(call.args) == 2 and (
            isinstance(callee, Ref) and roles.get(callee.name) == "provide" or
            vue and isinstance(callee, Member) and callee.prop == "provide"):
        return call.args[0], call.args[1]
    context = callee.obj if isinstance(callee, Member) and callee.prop == "Provider" else \
        callee if isinstance(callee, Ref) and callee.name[:1].isupper() else None
    if context is not None and len(call.args) == 1 and isinstance(call.args[0], Obj):
        value = next((p.value for p in call.args[0].props if p.key == "value"), None)
        if value is not None:
            return context, value
    return None


def is_injector(callee: LibV) -> bool:
    """Whether ``callee`` is ``inject``/``injectLocal``/``getContext``/``useContext``."""
    return len(callee.path) == 1 and (callee.lib, callee.path[0]) in INJECTORS


DEFERRED = "di-deferred:"
UNPROVIDED_MARK = "unprovided:"
REQUEST_VERBS = frozenset({"get", "post", "put", "patch", "delete", "head", "options", "request",
                           "postForm", "putForm", "patchForm"})


def unprovided_message(callee: Value, written: str) -> str | None:
    """Rule ``di.unprovided``: the review message of a call of an HTTP verb (``get``,
    ``post`` …) on an injected value nothing provides (``written`` is the call as written,
    ``reports.get``), else ``None``."""
    if not isinstance(callee, UnknownV) or not callee.reason.startswith(UNPROVIDED_MARK):
        return None
    key, _, verb = callee.reason[len(UNPROVIDED_MARK):].rpartition(".")
    if verb not in REQUEST_VERBS or "." in key:
        return None
    named = f"the key {key!r}" if key != "a key" else "a key the tool cannot identify"
    return (f"{written}(…) calls a value injected under {named} (Vue inject, React "
            "useContext, Svelte getContext) that no provide in the program gives: its client, "
            "method and endpoint are not in the contract; confirm what the app provides "
            f"there (rule {UNPROVIDED})")


def deferred_injection(args: tuple[Value, ...], where: Where | None) -> Value | None:
    """An injector whose key is a parameter of its function (``inject(key, fallback)`` in a
    helper): an unknown value naming that function and the key and default parameters, which
    :func:`settle_injections` reads once the helper is applied; else ``None``."""
    if not args or not isinstance(args[0], ParamV) or args[0].path:
        return None
    fallback = args[1].name if len(args) > 1 and isinstance(args[1], ParamV) \
        and args[1].fid == args[0].fid and not args[1].path else ""
    return UnknownV(f"{DEFERRED}{args[0].fid}|{args[0].name}|{fallback}", where)


def injection_deferred(value: Value) -> bool:
    """Whether ``value`` is an injector waiting for its helper's key (:func:`deferred_injection`)."""
    return isinstance(value, UnknownV) and value.reason.startswith(DEFERRED)


def settle_injections(resolver, value: Value, fid: str, mapping: dict[str, Value],
                      depth: int) -> Value:
    """``value`` returned by function ``fid`` applied with argument ``mapping``, each
    injector deferred on one of its parameters (at the top, in alternatives or one object
    member deep: ``{axios: injectRequired(key)}``) now read with the caller's key."""
    if injection_deferred(value):
        owner, key_name, fallback = value.reason[len(DEFERRED):].split("|")
        if owner != fid or key_name not in mapping:
            return value
        args = (mapping[key_name],) + ((mapping[fallback],) if fallback in mapping else ())
        return deferred_injection(args, value.where) or \
            injected_value(resolver, args, value.where, depth)
    if isinstance(value, AltV):
        return replace(value, options=tuple(settle_injections(resolver, o, fid, mapping, depth)
                                            for o in value.options))
    if isinstance(value, ObjV) and any(injection_deferred(p.value) for p in value.props):
        return replace(value, props=tuple(
            replace(p, value=settle_injections(resolver, p.value, fid, mapping, depth))
            for p in value.props))
    return value


def injected_value(resolver, args: tuple[Value, ...], where: Where | None,
                   depth: int) -> Value:
    """The value an injector call with evaluated ``args`` reads: what the program provides
    under the same key (several: alternatives), else ``inject``'s default, else unknown;
    a key that is a parameter of the helper around it is deferred."""
    deferred = deferred_injection(args, where)
    if deferred is not None:
        return deferred
    key = key_identity(args[0]) if args else None
    provided = resolver.provided(key, depth) if key is not None else None
    if provided is not None:
        return provided
    if len(args) > 1 and not (isinstance(args[1], LitV) and args[1].value is None) \
            and not isinstance(args[1], UnknownV):
        return args[1]
    name = key[1] if key is not None and key[0] == "string" else "a key"
    return UnknownV(f"{UNPROVIDED_MARK}{name}", where)


def site_keys(resolver, sites: list[ProvideSite], depth: int
              ) -> list[tuple[tuple | None, ProvideSite]]:
    """Each provide site with the identity of its key (:func:`key_identity`), evaluated where
    it is written (once per program: the resolver keeps the list)."""
    return [(key_identity(resolver.evaluate(site[2], Frame(site[0], site[1]), depth + 1)), site)
            for site in sites]


def evaluate_provided(resolver, keyed: list[tuple[tuple | None, ProvideSite]], key: tuple,
                      depth: int) -> list[Value]:
    """The values the sites of ``keyed`` provide under ``key`` (at most
    :data:`MAX_PROVIDED`), each evaluated where it is written."""
    values: list[Value] = []
    for found, (path, fid, _, value_expr) in keyed:
        if found == key:
            value = resolver.evaluate(value_expr, Frame(path, fid), depth + 1)
            if value not in values:
                values.append(value)
    return values[:MAX_PROVIDED]
