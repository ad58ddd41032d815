"""Names, scopes, imports and globals (seam of the resolver).

Owns what a name read in a function is: its binding in the functions around the read and in
the module (:meth:`Lookup.lookup`, :meth:`Lookup.binding`, :meth:`Lookup.module_binding`),
imports and re-exports (:meth:`Lookup.imported`, :meth:`Lookup.export`), parameters bound by
how a function is invoked (an IIFE's argument, a jQuery ready handler, a timer's arguments),
page and window globals, Vue global properties and provided values, and the index of the
program's functions (:meth:`Lookup.function`, :meth:`Lookup.function_at`, nested and inner
functions).

May read: the facts, the values, the module resolver, the resolver's state; the flow seam for
the writes reaching a read and the members seam for a member path."""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace

from code2skill.facts import Expr, FunctionFact, LocalWrite, Member, Ref, Span, within
from code2skill.angularjs_di import injected_param, injection
from code2skill.angularjs_factory_this import registered_this
from code2skill.angularjs_injected_members import RULE as INJECTED_MEMBER_RULE
from code2skill.angularjs_module_params import RULE as MODULE_PARAMETER_RULE
from code2skill.template_unwrap import template_value
from code2skill.vue_setup_members import template_member
from code2skill.provided_values import evaluate_provided, provide_sites, site_keys, token_injected
from code2skill.arguments_object import ARGUMENTS
from code2skill.initial_state import reset_state
from code2skill.global_instances import CONFLICT, RULE as GLOBAL_INSTANCE_RULE, same_class
from code2skill.global_members import classic_script
from code2skill.jquery_ready import is_jquery
from code2skill.typed_globals import declared_global
from code2skill.timer_arguments import RULE as TIMER_RULE, timer_handoffs
from code2skill.requests import Site
from code2skill.extractors.sapper import preload_this
from code2skill.library_facts import INJECTED_CLIENTS
from code2skill.package_entries import library_of
from code2skill.static_members import this_of_method
from code2skill.placeholders import svelte_prop_placeholder
from code2skill.field_writes import rewrites_after, unwritten_by
from code2skill.svelte_props import WHOLE as WHOLE_MODULE
from code2skill.recogniser_context import Frame
from code2skill.uri_queries import with_uri_queries
from code2skill.urlsearch import with_search
from code2skill.values import (AltV, ClassRefV, FnV, InstanceV, LibV, ModuleV, ObjV, ParamV,
                               TypedV, UnknownV, Value, Where)
from code2skill.client_packages import PLATFORM_SESSIONS
from code2skill.resolution.shared import (DEPTH_LIMIT, IDENTITY_FUNCTIONS, MAX_ALTERNATIVES,
                                          MAX_CALL_DEPTH, alternatives, rest_type,
                                          write_frame)


JS_BUILTINS = IDENTITY_FUNCTIONS | {"JSON", "URL", "URLSearchParams", "FormData", "Headers",
                                    "Promise", "Map", "Set", "WeakMap", "WeakSet", "File",
                                    "Blob", "Symbol", "Number", "parseInt", "parseFloat",
                                    "Request"}


def markup_bound_members(value: Value, name: str, writes: list[str]) -> Value:
    """Rule ``value.markup-write``: state object ``value`` of ``name`` whose members the
    markup binds (``bind:value={group.name}``, written ``group.name``) with each such member
    of its own one of its value and what the user enters."""
    bound = {w[len(name) + 1:] for w in writes if w.startswith(name + ".")}
    bound = {member for member in bound if "." not in member}
    if not bound or not isinstance(value, ObjV):
        return value
    return replace(value, props=tuple(
        replace(p, value=alternatives([p.value, UnknownV("markup-write")]))
        if p.key in bound else p for p in value.props))


def kept_parameter(fn: FunctionFact, name: str, value: Value, path: str) -> Value:
    """Rule ``value.kept-parameter``: a parameter ``name`` of ``fn`` that ``fn`` reassigns
    only under a condition (``if (check) { params = params.map(verify) }``; no write of
    its own kills the value passed in) is, where every write may reach the read, the value
    passed in or what a write gave it: the alternatives of the parameter and ``value``;
    ``value`` as it is for a local no parameter names, one a plain write replaces, or one
    written in two arms of one ``if``/``else`` (``if (h) { u = `//${h}/v2${u}` } else
    { u = `/v2${u}` }``: which arms together replace the value passed in is not judged)."""
    param = next((p for p in fn.params if p.name == name), None)
    own = [w for w in fn.writes.get(name, ()) if w.scope == fn.fid]
    if param is None or any(w.kills for w in own) or armed_alternatives(own):
        return value
    return alternatives([ParamV(fn.fid, name, type_text=param.type_text, module=path), value])


def armed_alternatives(writes: list[LocalWrite]) -> bool:
    """Whether one of ``writes`` stands in an arm of an ``if``/``else`` whose other arm holds
    another of them (rule ``value.exclusive-arms``)."""
    return any(within(other.span, arm) for write in writes for arm in write.exclusive
               for other in writes if other is not write)


class Lookup:
    """The resolver's methods of this seam: names, scopes, imports and globals."""

    @staticmethod
    def env_var(expr: Member) -> str | None:
        """``process.env.X`` / ``import.meta.env.X`` → ``X``."""
        obj = expr.obj
        if isinstance(obj, Member) and obj.prop == "env":
            if isinstance(obj.obj, Ref) and obj.obj.name == "process":
                return expr.prop
            if isinstance(obj.obj, Ref) and obj.obj.name == "import.meta":
                return expr.prop
        return None

    # ------------------------------------------------------------------ scopes
    def lookup(self, name: str, frame: Frame, depth: int, span: Span | None = None) -> Value:
        if name == "this":
            if frame.this is not None:
                return frame.this
            fn = self.function(frame.fid)
            while fn is not None and fn.class_name is None and fn.arrow \
                    and fn.parent is not None:
                fn = self.function(fn.parent)          # arrows keep the enclosing this
            if fn is not None and fn.class_name:
                return this_of_method(self.modules[frame.path], fn)
            if fn is not None and fn.fid in self.bound_this:      # rule this.bound
                return self.bound_this[fn.fid]
            registered = registered_this(self, fn.fid, depth) if fn is not None else None
            if registered is not None:                   # rule angularjs.factory-this
                return registered
            if fn is not None and fn.fid in self.component_this:  # rule vue.options-this
                return self.component_this[fn.fid]
            if fn is not None and fn.fid in self.object_homes:    # rule this.object-literal
                return self.object_this(self.object_homes[fn.fid], depth)
            preload = preload_this(frame.path, fn, self.modules.get(frame.path)) \
                if fn is not None else None                   # rule sapper.preload-fetch
            return preload if preload is not None else UnknownV("this")
        fid, start, child, walked, origin = frame.fid, frame.fid, None, [], frame
        written = self.variable_written(name, frame, span, depth, enclosing=True) \
            if fid is not None else None
        if written is not None:                       # rule value.own-closure-write
            return written
        rewriter = start if rewrites_after(self.function(fid), name, span) else None
        while fid is not None:
            fn = self.function(fid)
            if fn is None:
                break
            walked.append(fn)
            narrowed = self.narrowed(name, walked, frame.path, span)
            if narrowed is not None:                  # rule value.narrowed-by-test
                return narrowed
            if span is not None and fid == start and name in fn.writes:
                reached = self.flow_binding(frame, fn, name, span, depth)
                if reached is not None:
                    return self.with_member_writes(frame, fn, name, reached, span, depth)
            if span is not None and child is not None and name in fn.writes:
                reached = self.closure_binding(frame, fn, name, child, depth, rewriter)
                if reached is not None:          # rule value.closure-last-write
                    return self.with_member_writes(frame, fn, name, reached, None, depth)
            exprs = fn.locals.get(name, []) if child is None or rewriter is None else \
                unwritten_by(fn, name, rewriter)           # rule value.own-closure-write
            if exprs and (frame.path, fid, name) not in self._in_progress:
                # (a local read inside its own reassignment, `p = f(p)`, is the earlier value)
                value = self.binding(frame.path, fid, name, exprs, frame, depth,
                                     rewriter if child is not None else None)
                value = kept_parameter(fn, name, value, frame.path)    # value.kept-parameter
                if name in INJECTED_CLIENTS and isinstance(value, UnknownV):
                    return INJECTED_CLIENTS[name]     # const { $axios } = useNuxtApp()
                # (rule value.closure-member-writes: a nested function runs once its enclosing
                # one has written the object's members, `service.b = …` after `service.a`)
                return self.with_member_writes(frame, fn, name, value,
                                               span if fid == start else None, depth)
            for index, param in enumerate(fn.params):
                if name in ("fetch", "$fetch") and (param.name == name or name in param.pattern):
                    return LibV(self.lib_globals.get(name, "fetch"))  # load({ fetch }) (SvelteKit)
                if name in INJECTED_CLIENTS and name in param.pattern:   # asyncData({ $axios })
                    return INJECTED_CLIENTS[name]
                if param.name == name:
                    injected = injected_param(self, fid, index, depth)    # angularjs.injection
                    if injected is None and param.injected is not None:   # angular.injection-token
                        injected = token_injected(self, frame.path, param.injected, depth)
                    if injected is not None:
                        return injected
                    passed = self.iife_argument(fid, index, name, depth)
                    if passed is None and index == 0:
                        passed = self.ready_argument(fid, name, depth)
                    if passed is None:
                        passed = self.timer_argument(fid, index, name, depth)
                    if passed is not None:
                        return passed
                    value = ParamV(fid, name, type_text=param.type_text, module=frame.path)
                    # (rule value.closure-parameter-writes: a nested function — an async
                    # IIFE, a callback — reads the parameter with the headers its enclosing
                    # function wrote on it before the read)
                    return self.param_header_writes(frame, fn, value, span, depth) \
                        if span is not None else value
                if name in param.pattern:                 # ({ email }: Login) → Login['email']
                    member_type = f"{param.type_text}['{name}']" if param.type_text else None
                    return ParamV(fid, name, type_text=member_type, module=frame.path)
                if "..." + name in param.pattern:         # ({id, ...rest}: T) → Omit<T, 'id'>
                    return ParamV(fid, name, type_text=rest_type(param), module=frame.path)
                if name in param.elements:
                    return ParamV(fid, name, module=frame.path)   # (([k, v]) => …: scope.array-parameter)
            if name == ARGUMENTS and not fn.arrow:          # rule value.arguments-join
                self.arguments_readers.add(fid)
                return ParamV(fid, name, module=frame.path)
            declared = self.inner_function(frame.path, fid, name)     # scope.inner-function
            if declared is not None:
                return FnV(declared)
            child, fid = fid, fn.parent
            frame = Frame(frame.path, fid, frame.this)
        written = self.variable_written(name, origin, span, depth) \
            if origin.fid is not None else None
        if written is not None:                       # rule this.field-reaching-write
            return written
        member = template_member(self, frame.path, span, name, depth)
        if member is not None:                        # rule vue.setup-member
            return member
        return self.outer_member_writes(origin, name, span, depth, template_value(
            self, frame.path, name, span,                   # rule vue.template-unwrap
            self.module_binding(frame.path, name, depth), depth))

    def outer_member_writes(self, frame: Frame, name: str, span: Span | None, depth: int,
                            value: Value) -> Value:
        """Rule ``value.outer-member-writes``: ``value``, the object a name no enclosing
        function declares holds (a script's global, ``history_options``), read at ``span`` in
        function ``frame.fid`` with the members that function wrote on it before the read
        (``history_options.ajax = {…}`` then ``DataTable(history_options)``, or ``return
        history_options``), as :meth:`with_member_writes` makes them on a local; ``value``
        itself at module level, when the read's place is unknown or the function writes no
        member of it."""
        fn = self.function(frame.fid) if span is not None else None
        if fn is None or not any(w.target[:1] == (name,) and len(w.target) > 1
                                 and w.span[2:] <= span[:2] for w in fn.assignments):
            return value
        return self.with_member_writes(frame, fn, name, value, span, depth)

    def iife_argument(self, fid: str, index: int, name: str, depth: int) -> Value | None:
        """Rule ``scope.iife-argument`` (:mod:`code2skill.jquery_plugins`): the value of the
        argument at ``index`` of the call of function expression ``fid`` where it is written,
        when the function never reassigns parameter ``name`` (a reassigned one is a local,
        read where it is written); else ``None``."""
        called = self.iife_args.get(fid)
        fn = self.function(fid)
        if called is None or fn is None or index >= len(called[2]) or name in fn.locals:
            return None
        path, scope, args = called
        return self.evaluate(args[index], Frame(path, scope), depth + 1)

    def ready_argument(self, fid: str, name: str, depth: int) -> Value | None:
        """Rule ``jquery.ready-parameter`` (:mod:`code2skill.jquery_ready`): jQuery, the value
        of first parameter ``name`` of ready handler ``fid`` (``jQuery(document).ready(function
        ($) {…})``), when the handler's receiver evaluates to jQuery in the calling scope and
        the handler never reassigns the parameter; else ``None``."""
        handed = self.ready_handlers.get(fid)
        fn = self.function(fid)
        if handed is None or fn is None or name in fn.locals:
            return None
        path, scope, receiver = handed
        value = self.evaluate(receiver, Frame(path, scope), depth + 1)
        return value if is_jquery(value) else None

    def timer_argument(self, fid: str, index: int, name: str, depth: int) -> Value | None:
        """Rule ``scope.timer-arguments`` (:mod:`code2skill.timer_arguments`): the value of
        parameter ``name`` at ``index`` of a function timers call, each timer call's trailing
        argument at that position (the alternatives of several), when every such call passes
        one and the function never reassigns the parameter; else ``None``."""
        if self._timer_handoffs is None:
            self._timer_handoffs = {}                 # (re-entered while it is built)
            self._timer_handoffs = timer_handoffs(self)
        calls = self._timer_handoffs.get(fid)
        fn = self.function(fid)
        if not calls or fn is None or name in fn.locals \
                or any(index >= len(args) for _, _, args, _ in calls):
            return None
        self.timer_read.add(fid)
        return alternatives([self.evaluate(args[index], Frame(path, scope), depth + 1)
                             for path, scope, args, _ in calls])

    def handed_sites(self, frame: Frame) -> tuple[Site, ...]:
        """Evidence of how a request's function got its values from a call nobody writes as
        a call of it: each timer call that passed a parameter of it or of a function around
        it (rule ``scope.timer-arguments``), the call that handed an AngularJS module to
        the function registering it (rule ``angularjs.module-parameter``), and the options
        member that handed it to the AngularJS injector (rule ``angularjs.injected-member``)."""
        found: list[Site] = []
        fid = frame.fid
        via = injection(self).via
        while fid is not None:
            fn = self.function(fid)
            if fn is None:
                break
            if fid in self.timer_read:
                found.extend(Site((path, span), None, TIMER_RULE, shaping=True)
                             for path, _, _, span in self._timer_handoffs.get(fid, ()))
            handed = via.get(fid) or (via.get((frame.path, fn.class_name))
                                      if fn.class_name else None)
            if handed is not None:
                found.append(Site(handed, None, MODULE_PARAMETER_RULE, shaping=True))
            member = injection(self).members.get(fid)
            if member is not None:                    # rule angularjs.injected-member
                found.append(Site(member, None, INJECTED_MEMBER_RULE, shaping=True))
            fid = fn.parent
        return tuple(found)

    def binding(self, path: str, fid: str | None, name: str, exprs: list[Expr], frame: Frame,
                depth: int, rewriter: str | None = None) -> Value:
        """The value of local ``name`` of function ``fid`` (module level when ``None``): one
        of ``exprs``, its declarations and assignments; ``rewriter``: the nested function
        whose own writes ``exprs`` leaves out (rule ``value.own-closure-write``)."""
        key = (path, fid, name) if rewriter is None else (path, fid, name, rewriter)
        cacheable = fid is None or frame.this is None   # (a subclass's this sees its own)
        if cacheable and key in self._binding_cache:
            return self._binding_cache[key]
        if key in self._in_progress:
            self._truncated += 1              # a cycle cuts it as a limit does: the
            return UnknownV("cycle")          # callers' values are partial (not cached)
        cut = self.partial(key) if cacheable else None
        if cut is not None:
            return cut
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        fn = self.function(fid)
        scopes = {id(w.value): w for w in fn.writes.get(name, ())} if fn is not None else {}
        home = Frame(path, fid, frame.this)
        try:
            value = alternatives([
                (self.setter_argument(path, e, depth) if fid is None else None)
                or self.callback_state(path, fid, name, e)
                or self.evaluate(e, write_frame(home, scopes[id(e)]) if id(e) in scopes
                                 else home)
                for e in exprs[:MAX_ALTERNATIVES]])
            value = with_search(self, path, fid, name, exprs, value)
            value = with_uri_queries(self, path, fid, name, value)       # urijs.query-call
        finally:
            self._in_progress.discard(key)
        if cacheable:
            self.keep(self._binding_cache, key, value, level, truncated)
        return value

    def setter_argument(self, path: str, expr: Expr, depth: int) -> Value | None:
        """Rule ``value.setter-parameter``: a module variable a function of its module sets
        to its own parameter (``let api; export const setApi = (s) => { api = s }``, called
        as ``setApi(new Api(store))``: a service locator) holds what the calls of that
        function pass: the alternatives of their arguments. ``None`` when ``expr`` is no such
        parameter, or no call of the setter is found (the name stays unresolved)."""
        if not isinstance(expr, Ref) or expr.span is None:
            return None
        setter = self.function_at(path, expr.span)
        if setter is None or not any(p.name == expr.name for p in setter.params):
            return None
        index = next(i for i, p in enumerate(setter.params) if p.name == expr.name)
        passed = [args[index] for args in self.call_arguments(setter.fid) if index < len(args)]
        return alternatives(passed[:MAX_ALTERNATIVES]) if passed else None

    def callback_state(self, path: str, fid: str | None, name: str, expr: Expr
                       ) -> Value | None:
        """Rule ``value.callback-state``: a variable of scope ``fid`` (a module-wrapping
        function, or the module) that an anonymous function nested in it sets to its own
        parameter (``$.getJSON(url, function(project) { activeProject = project })``), where
        nothing in the program calls that function by name, holds that parameter as the
        function receives it at run time: read in a URL, it is an input the Agent supplies,
        named from the member read (``activeProject.name``: ``{name}``), never the name of
        a page global; the variable ``name`` and the place are kept for the input's evidence
        (:attr:`callback_states`). ``None`` when ``expr`` is no such parameter."""
        if not isinstance(expr, Ref) or expr.span is None:
            return None
        setter = self.function_at(path, expr.span)
        if setter is None or setter.fid == fid or not setter.name.startswith("<") \
                or setter.fid in self.callers \
                or not any(p.name == expr.name and not p.rest for p in setter.params):
            return None
        value = self.evaluate(expr, Frame(path, setter.fid))   # (a response, when one)
        if isinstance(value, ParamV):
            self.callback_states[(value.fid, value.name)] = (name, (path, expr.span))
        return value

    def module_binding(self, path: str, name: str, depth: int) -> Value:
        module = self.modules.get(path)
        if module is None:
            return UnknownV(f"unresolved:{name}")
        if "." in name:             # a superclass read through a namespace: runtime.BaseAPI
            head, *rest = name.split(".")
            value = self.module_binding(path, head, depth)
            for prop in rest:
                value = self.member(value, prop, depth)
            return value
        exported = self.svelte_props.get(path)
        if exported is not None and exported.span == WHOLE_MODULE:   # rule svelte.prop-binding
            props = dict(exported.props)
            if name in props:                 # (a default stands while no element renders it)
                param = ParamV(exported.fid, name, module=path)
                default = props[name]
                if default is None:
                    return param
                fixed = self.evaluate(default, Frame(path, None), depth)
                return AltV((param, fixed), "nullish") if self.rendered_by(exported) else fixed
        if name in module.bindings and svelte_prop_placeholder(path, module, name):
            return UnknownV(f"unassigned:{name}")        # rule svelte.prop-default
        if name in module.bindings:
            value = reset_state(self.binding(path, None, name, module.bindings[name],
                                             Frame(path, None), depth))  # state.initial-type
            if name in module.markup_writes and not isinstance(value, TypedV):
                value = alternatives([value, TypedV("boolean", path)     # value.markup-checkbox
                                      if name in module.markup_checks
                                      else UnknownV("markup-write")])  # value.markup-write
            #  (typed editable state, state.initial-type, is already what the user enters)
            value = markup_bound_members(value, name, module.markup_writes)
            return self.with_assigned_members(path, name, value)
        fid = self.top_functions(path).get(name)
        if fid is not None:
            return FnV(fid)
        if name in module.classes:
            return ClassRefV(path, name)
        for imp in module.imports:
            if imp.local == name:
                return self.imported(path, imp.source, imp.imported, depth, (path, imp.span))
        if name in ("window", "globalThis", "self", "global"):
            return LibV("global")
        published = self.global_instance(name, depth)
        if published is not None:                  # rule client.global-instance: bare `$http`
            return published
        if name in self.lib_globals:
            return LibV(self.lib_globals[name])
        if name in self.vue_auto_imports:                   # rule vue.auto-imported-state
            return LibV("vue", (name,))
        source = self.auto_imports.source(path, name)   # nuxt.auto-imported-export,
        if source is not None and source.module is None:  # scope.auto-import
            return self.imported(path, source.package, source.exported, depth)
        if source is not None and source.module != path:
            return self.export(source.module, source.exported, depth + 1, set())
        if name in JS_BUILTINS:
            return LibV("js", (name,))
        script = self.script_globals.get(name)
        if script is not None and script != path:        # classic <script>s share one scope
            return self.module_binding(script, name, depth + 1)
        published = self.script_published(name, path, depth)
        if published is not None:                  # rule scope.script-globals: window.X = v
            return published
        typed = declared_global(self, name, depth)
        if typed is not None:                      # rule client.typed-global: a bare `api`
            return typed
        if any(exp.local == name for exp in module.exports):
            return UnknownV(f"unassigned:{name}")        # `export let userId` (a prop)
        return UnknownV(f"unresolved:{name}")

    def imported(self, importer: str, source: str, imported: str, depth: int,
                 where: Where | None = None) -> Value:
        """The value ``importer`` imports as ``imported`` from ``source`` (``where``: the
        import statement); a package no program file resolves is its library (``LibV``); a
        platform's client package (:data:`~code2skill.client_packages.PLATFORM_SESSIONS`)
        keeps its name and the import's place (rule ``axios.platform-session`` reads them)."""
        target = self.module_resolver.resolve(importer, source)
        if target is None:
            lib = library_of(self.lib_modules, source)
            value = LibV(lib, (), where, source) if source in PLATFORM_SESSIONS else LibV(lib)
            return value if imported in ("default", "*") else value.member(imported)
        if imported == "*":
            return ModuleV(target)
        return self.export(target, imported, depth, set())

    def export(self, path: str, name: str, depth: int, seen: set) -> Value:
        """The value module ``path`` exports as ``name`` (re-exports followed)."""
        if (path, name) in seen:
            return UnknownV("export-cycle")
        if depth > MAX_CALL_DEPTH:                    # rule budget.call-depth
            return UnknownV(DEPTH_LIMIT)
        seen.add((path, name))
        lib = self.vendored.get(path)
        if lib is not None:                         # the library's own code, copied in
            return LibV(lib) if name == "default" else LibV(lib, (name,))
        module = self.modules.get(path)
        if module is None:
            return UnknownV(f"no-module:{path}")
        star_sources = []
        for exp in module.exports:
            if exp.exported == name:
                if exp.source is not None:
                    if exp.imported == "*":
                        target = self.module_resolver.resolve(path, exp.source)
                        return ModuleV(target) if target else LibV(exp.source)
                    return self.imported_export(path, exp.source, exp.imported or name,
                                                depth, seen)
                if exp.local is not None:
                    return self.module_binding(path, exp.local, depth + 1)
                if exp.value is not None:
                    return self.evaluate(exp.value, Frame(path, None), depth + 1)
            elif exp.exported == "*" and exp.source is not None:
                star_sources.append(exp.source)
        for source in star_sources:
            value = self.imported_export(path, source, name, depth, seen)
            if not isinstance(value, UnknownV):
                return value
        if name == "default":
            return ModuleV(path)
        default = next((e for e in module.exports if e.exported == "default"), None)
        if default is not None and default.value is not None:     # CommonJS: a member of
            return self.member(self.export(path, "default", depth + 1, seen), name, depth)
        return UnknownV(f"no-export:{name}")

    def imported_export(self, path: str, source: str, name: str, depth: int,
                        seen: set) -> Value:
        target = self.module_resolver.resolve(path, source)
        if target is None:
            lib = library_of(self.lib_modules, source)
            return LibV(lib) if name == "default" else LibV(lib, (name,))
        return self.export(target, name, depth + 1, seen)

    def provided(self, key: tuple, depth: int) -> Value | None:
        """Rule ``di.provide-inject``: the value(s) the program provides under the injection
        ``key`` (:func:`code2skill.provided_values.key_identity`), ``None`` when none does."""
        marker = ("provided", key)
        if marker in self._in_progress or ("provided", None) in self._in_progress:
            return UnknownV("cycle")
        self._in_progress.add(marker)
        try:
            if self.provide_sites is None:      # the sites' keys, once (a key read of its own
                self._in_progress.add(("provided", None))     # injection is a cycle)
                try:
                    self.provide_sites = site_keys(self, provide_sites(self.modules), 0)
                finally:
                    self._in_progress.discard(("provided", None))
            values = evaluate_provided(self, self.provide_sites, key, depth)
        finally:
            self._in_progress.discard(marker)
        return alternatives(values) if values else None

    def global_property(self, name: str, depth: int) -> Value:
        """Rule ``axios.global-property``: the value(s) the program writes to the Vue global
        property ``name`` (``app.config.globalProperties.$http = axios.create(…)``)."""
        key = ("global-property", name)
        if key in self._in_progress:
            return UnknownV("cycle")
        self._in_progress.add(key)
        try:
            return alternatives([self.evaluate(expr, Frame(path, fid), depth + 1)
                                 for path, fid, expr in
                                 self.global_properties[name][:MAX_ALTERNATIVES]])
        finally:
            self._in_progress.discard(key)

    def script_published(self, name: str, path: str, depth: int) -> Value | None:
        """Rule ``scope.script-globals``: the value global ``name`` holds when the program's
        one write of it is at the top level of a classic script (``window.Wine =
        Backbone.Model.extend({…})``, ``globalThis``/``self`` too), read in another module;
        ``None`` otherwise (no such write, several, one inside a function, one of an ES
        module or of the reading script itself)."""
        writes = self.global_writes.get(name) or []
        if len(writes) != 1:
            return None
        home, fid, write = writes[0]
        if fid is not None or home == path or not classic_script(self.modules[home]):
            return None
        return self.evaluate(write.value, Frame(home, None), depth + 1)

    def global_instance(self, name: str, depth: int) -> Value | None:
        """Rule ``client.global-instance`` (:mod:`code2skill.global_instances`): the instance
        every write of global property ``name`` makes (``window.$http = new HttpManager()``);
        ``UnknownV(CONFLICT…)`` when the writes make instances of two classes of the program;
        ``None`` when the program writes ``name`` with anything else or not at all."""
        writes = self.global_writes.get(name)
        key = ("global-instance", name)
        if not writes or key in self._in_progress:
            return None
        memo = self.pass_memo.setdefault(GLOBAL_INSTANCE_RULE, {})
        if name in memo:                           # (every read of the name: once a run)
            return memo[name]
        self._in_progress.add(key)
        try:
            frames = [(Frame(path, fid), a.value) for path, fid, a in writes[:MAX_ALTERNATIVES]]
            decided = same_class([self.constructed_class(expr, frame, depth)
                                  for frame, expr in frames])
            found: Value | None = None
            if decided is False:
                found = UnknownV(f"{CONFLICT}:{name}")
            elif decided:
                found = alternatives([self.evaluate(expr, frame, depth + 1)
                                      for frame, expr in frames])
        finally:
            self._in_progress.discard(key)
        memo[name] = found
        return found

    def published_sites(self, callee: Expr, frame: Frame) -> tuple[Site, ...]:
        """Rule ``client.global-instance``: for a method call on a global instance
        (``window.$http.get(…)``, ``$http.get(…)``), evidence citing each write that
        published it (``window.$http = new HttpManager()``); ``()`` for any other call."""
        name = self.published_name(callee.obj, frame) if isinstance(callee, Member) else None
        if name is None or not isinstance(self.global_instance(name, 0), InstanceV):
            return ()
        return tuple(Site((path, a.span), self.function(fid).name if fid else None,
                          GLOBAL_INSTANCE_RULE, shaping=True)
                     for path, fid, a in self.global_writes[name][:MAX_ALTERNATIVES])

    def published_name(self, obj: Expr, frame: Frame) -> str | None:
        """The global property ``obj`` reads: ``$http`` of ``window.$http`` (or
        ``globalThis['$http']``), or of a bare ``$http`` that no code around the read nor its
        module binds; ``None`` for any other expression."""
        if isinstance(obj, Member) and obj.prop in self.global_writes:
            return obj.prop if self.evaluate(obj.obj, frame) == LibV("global") else None
        if not isinstance(obj, Ref) or obj.name not in self.global_writes \
                or self.shadowed(obj.name, frame):
            return None
        module = self.modules[frame.path]
        own = obj.name in module.bindings or obj.name in module.classes \
            or obj.name in self.top_functions(frame.path) \
            or any(i.local == obj.name for i in module.imports)
        return None if own else obj.name

    def shadowed(self, name: str, frame: Frame) -> bool:
        """Whether ``name`` read in ``frame`` is a local, parameter or inner function of one
        of the functions around the read."""
        fid = frame.fid
        while fid is not None:
            fn = self.function(fid)
            if fn is None:
                return False
            if name in fn.locals or self.inner_function(frame.path, fid, name) is not None \
                    or any(p.name == name or name in p.pattern or "..." + name in p.pattern
                           for p in fn.params):
                return True
            fid = fn.parent
        return False

    def member_home(self, path: str, target: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
        """Where the member path ``target`` read at the top level of module ``path`` is
        written, as ``(module, path there)``: the exporting module's own name for an imported
        first name (``import {NS} from './ns'``: ``NS.Api.Get`` of ``ns.js``); the classic
        script writing the whole path for a page global (rule ``scope.global-member-path``:
        a first name the module does not bind, or any top-level name of a classic script);
        else ``(path, target)``."""
        module = self.modules.get(path)
        if module is None:
            return path, target
        name = target[0]
        imp = next((i for i in module.imports if i.local == name), None)
        if imp is not None:
            source = self.module_resolver.resolve(path, imp.source)
            exporting = self.modules.get(source) if source else None
            local = next((e.local for e in exporting.exports if e.exported == imp.imported
                          and e.local and e.source is None), None) if exporting else None
            return (source, (local,) + target[1:]) if source and local else (path, target)
        if classic_script(module) or not (name in module.bindings or name in module.classes
                                          or name in self.top_functions(path)):
            return self.global_members.get(target, (path, target))
        return path, target

    def top_functions(self, path: str) -> dict[str, str]:
        """Module-level functions of module ``path`` (not methods, not nested) by name, the
        first declared of a name; an index built once per module."""
        index = self._top_functions.get(path)
        if index is None:
            index = {}
            for fid, fn in self.modules[path].functions.items():
                if fn.parent is None and fn.class_name is None:
                    index.setdefault(fn.name, fid)
            self._top_functions[path] = index
        return index

    def inner_function(self, path: str, fid: str, name: str) -> str | None:
        """Rule ``scope.inner-function``: the function named ``name`` declared directly in
        function ``fid`` (``function add() {…}`` inside a setup function, read as
        ``return { add }``), the first of that name; ``None`` when there is none. An arrow
        function is never a declaration, nor is a method or function expression written as
        an object literal's member (``{ fetch: (i) => … }``, ``{ upload(file) {…} }``): named
        after its key, it binds no name in the function, so ``upload(…)`` inside it calls the
        ``upload`` of the scope around."""
        index = self._inner_functions.get(path)
        if index is None:                     # built once per module: (parent, name) → fid
            index = {}
            for f, fn in self.modules[path].functions.items():
                if not fn.arrow and not fn.member and fn.class_name is None:
                    index.setdefault((fn.parent, fn.name), f)
            self._inner_functions[path] = index
        return index.get((fid, name))

    def nested_functions(self, path: str, fid: str) -> list[str]:
        """The functions of module ``path`` defined inside function ``fid`` at any depth,
        each before the functions nested in it (an index of children built once per module)."""
        children = self._children.get(path)
        if children is None:
            children = {}
            for f, fn in self.modules[path].functions.items():
                children.setdefault(fn.parent, []).append(f)
            self._children[path] = children
        found, stack = [], list(reversed(children.get(fid, [])))
        while stack:
            f = stack.pop()
            found.append(f)
            stack.extend(reversed(children.get(f, [])))
        return found

    def function_at(self, path: str, span: Span) -> FunctionFact | None:
        """The innermost function of module ``path`` whose span contains ``span`` (cached)."""
        key = ("function-at", path, span)
        if key not in self._function_at:
            self._function_at[key] = self._innermost_function(path, span)
        return self._function_at[key]

    def _innermost_function(self, path: str, span: Span) -> FunctionFact | None:
        """The containing function that starts last (of equal starts, the later declared):
        searched backwards from the last function starting at or before ``span``."""
        if path not in self.modules:
            return None
        if path not in self._by_start:
            functions = sorted(self.modules[path].functions.values(), key=lambda f: f.span[:2])
            self._by_start[path] = ([f.span[:2] for f in functions], functions)
        starts, functions = self._by_start[path]
        for i in range(bisect_right(starts, span[:2]) - 1, -1, -1):
            if span[2:] <= functions[i].span[2:]:
                return functions[i]
        return None

    def scopes_within(self, path: str, fid: str | None) -> list[str | None]:
        """``fid`` and the functions of module ``path`` nested in it (callbacks); only
        ``None`` for the module body."""
        if fid is None:
            return [None]
        return [fid] + [f for f in self.modules[path].functions
                        if f != fid and fid in self.param_scope(f)]

    def function(self, fid: str | None) -> FunctionFact | None:
        entry = self.functions.get(fid) if fid else None
        return entry[1] if entry else None

    def param_scope(self, fid: str) -> frozenset[str]:
        """``fid`` and the functions enclosing it (their parameters are unresolved here)."""
        out = []
        cur: str | None = fid
        while cur is not None:
            out.append(cur)
            fn = self.function(cur)
            cur = fn.parent if fn else None
        return frozenset(out)
