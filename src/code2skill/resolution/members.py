"""Member reads of objects, modules and components (seam of the resolver).

Owns ``obj.prop`` on a resolved value (:meth:`Members.member`), the members a module assigns
to its bindings, stored clients, placeholder members, members written by verb loops, computed
members, a Vue options component's ``this`` (mixins, component state), SvelteKit request events
and the ``this`` of an object literal's methods.

May read: the facts, the values, the resolver's state; the instances seam for a class
instance's members, the lookup seam for the binding a member path starts at."""
from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from code2skill.facts import Expr, FunctionFact, Index, Lit, Member, Ref, Span, Unknown
from code2skill.vue_setup_members import setup_member
from code2skill.vue_refs import UNWRAP, ref_value
from code2skill.provided_values import UNPROVIDED_MARK
from code2skill.store_reads import stored_member
from code2skill.stored_clients import homed_writes, stored_members
from code2skill.store_clients import STORE, context_member, mapped_state, state_member
from code2skill.extractors.global_properties import instance_member
from code2skill.global_members import GLOBAL_ROOTS
from code2skill.extractors.inline_handlers import RULE as INLINE_HANDLER_RULE
from code2skill.extractors.module_facts.declarations import ARRAY_ITEM, member_path
from code2skill import string_pieces
from code2skill.library_facts import COMPONENT_GLOBALS, INJECTED_CLIENTS
from code2skill.object_this import ObjectHome
from code2skill.object_props import passed_instance
from code2skill.router_href import ROUTER, VUE_ROUTER
from code2skill.vue_mixins import (RULE as MIXIN_RULE, member_order, sharing_group,
                                   sharing_objects, state_writes, walk_order)
from code2skill.vue_data import data_entry, markup_binds, returned_entries, writes_state
from code2skill.issued_uploads import is_issued, issued_member
from code2skill.page_data_urls import computed_dataset_read, dataset_member, key_label
from code2skill.page_data_urls import index as page_data_index
from code2skill.runtime_base import DOM
from code2skill.static_members import static_field, static_member
from code2skill.placeholders import blank_initialiser, placeholder
from code2skill.verb_loops import VerbLoop, filed_writes, installed_members, verb_loops
from code2skill.recogniser_context import Frame
from code2skill.opaque_calls import member_of
from code2skill.model_fields import (MODEL as MODEL_MARK, element_id, element_value,
                                     field_value, model_path, unshown)
from code2skill.values import (FIRST_SET, AltV, ArrV, ChoiceV, ClassRefV, ClientV, ComponentV,
                               EnvV, FnV, GENERATED, InstanceV, LibV, LitV, ModuleV, ObjV, ParamV, PropV,
                               ResponseV, StrV, Text, TypedV, UnknownV, Value, first_where,
                               mentions_param, text_of)
from code2skill.sveltekit_events import (EventParam, RULE as SVELTEKIT_RULE, event_member,
                                         event_params)
from code2skill.interface_receivers import MARK as IMPLEMENTATIONS_MARK
from code2skill.typed_clients import declared_client
from code2skill.typed_globals import declared_global
from code2skill.resolution.shared import (ANGULAR_WINDOW, MAX_ALTERNATIVES, SCHEME_HOST,
                                          alternatives, flatten, object_member, response_member, select)


MAX_PICKED_ITEMS = 8          # items of an array literal an unsettled index may pick (value.array-pick)


def array_item(array: Value, name: str) -> Value:
    """Rule ``value.array-loop``: the variable ``name`` of ``for (const name of array)`` is
    each item of an array of at most :data:`MAX_ALTERNATIVES` fixed texts (``for (const item
    of ['stop', 'start'])``: ``stop`` or ``start``, each its own request); over any other
    array it is unknown, as an unbound name."""
    items = array.items if isinstance(array, ArrV) else ()
    if 0 < len(items) <= MAX_ALTERNATIVES and all(text_of(item) is not None for item in items):
        return alternatives(list(items))
    return UnknownV(f"unresolved:{name}")


def url_member(url: StrV, prop: str) -> Value:
    """``href``/``toString`` of a URL-like string is itself; ``pathname``/``origin`` of a fixed
    URL are computed; anything else is unknown."""
    if prop in ("href", "toString", "valueOf"):
        return url
    if prop.isdigit():                                # rule value.string-piece: url[0]
        return string_pieces.indexed(flatten(url), int(prop))
    text = text_of(url)
    if text is None:
        return UnknownV("url-member")
    origin = SCHEME_HOST.match(text)
    if prop == "origin" and origin:
        return StrV((Text(origin.group(0), first_where(url)),))
    if prop == "pathname":
        rest = text[origin.end():] if origin else text
        return StrV((Text(re.split(r"[?#]", rest)[0] or "/", first_where(url)),))
    return UnknownV("url-member")


def array_pick(obj: Value, index: Value) -> Value | None:
    """Rule ``value.array-pick``: ``[a, b][i]`` with an index the source does not settle (UI
    state: ``[this.$services.spanType, this.$services.relationType][this.tab]``) is any of
    the items of the array literal (at most :data:`MAX_PICKED_ITEMS`, none of them a spread
    or hole), as ``c ? a : b`` is either; ``None`` for another array or an index reading a
    parameter (each caller's argument picks one item)."""
    if not isinstance(obj, ArrV) or not 1 < len(obj.items) <= MAX_PICKED_ITEMS or \
            mentions_param(index) or any(isinstance(item, UnknownV) for item in obj.items):
        return None
    return alternatives(list(obj.items))


@lru_cache(maxsize=2)
def answer_calls(kind: str) -> dict[str, tuple[str, ...]]:
    """Library id → the members of its answers that are functions, ``kind`` naming which
    ``LibraryFacts`` field of the registry's recognisers lists them: ``result_calls`` (a
    result's library functions), ``record_calls`` (an answer's active record's methods)."""
    from code2skill.extractors.registry import RECOGNISERS
    return {rec.id: getattr(rec.facts, kind) for rec in RECOGNISERS if getattr(rec.facts, kind)}


def is_this(value: Value) -> bool:
    """A component's or class's ``this`` (known or not)."""
    return isinstance(value, (InstanceV, ComponentV)) or (isinstance(value, UnknownV)
                                            and value.reason == "this")


class Members:
    """The resolver's methods of this seam: member reads of objects, modules and components."""

    def computed_member(self, expr: Index, frame: Frame, depth: int) -> Value:
        """``obj[index]``: the member named by each value the key can take (an enum member,
        a constant, ``type || ContentType.Json``); a key with an unknown value stays unknown,
        so a lookup that is only sometimes resolved never looks fixed."""
        cut = string_pieces.piece_of(expr.obj, expr.index.value) \
            if isinstance(expr.index, Lit) else None
        read = self.string_piece(cut, frame, depth) if cut is not None else None
        if read is not None:                          # rule value.string-piece
            return read
        obj = self.evaluate(expr.obj, frame, depth)
        if isinstance(expr.index, Unknown) and expr.index.kind.startswith(ARRAY_ITEM):
            return array_item(obj, expr.index.kind[len(ARRAY_ITEM):])   # value.array-loop
        index = self.evaluate(expr.index, frame, depth)
        if isinstance(obj, ObjV) and mentions_param(index) and all(
                p.key is not None for p in obj.props):
            return ChoiceV(index, tuple((p.key, p.value) for p in obj.props))
        found = select(index, lambda name: self.member(obj, name, depth))
        if not (isinstance(found, UnknownV) and found.reason == "computed-member"):
            return found
        read = computed_dataset_read(obj, index, key_label(expr.index), self.page_data_keys())
        return read or array_pick(obj, index) or found   # rule url.page-data-attribute

    def page_data_keys(self) -> tuple[str, ...]:
        """The ``dataset`` names of the URL-valued ``data-*`` attributes the analysed pages
        write (rule ``url.page-data-attribute``), in order; read once."""
        if self._page_data_keys is None:
            self._page_data_keys = tuple(page_data_index(self.modules))
        return self._page_data_keys

    def server_fields(self) -> frozenset[str]:
        """The ids of the form fields whose value the analysed markup's server writes (rule
        ``value.form-field``: hidden or read-only); read once."""
        if self._server_fields is None:
            self._server_fields = frozenset(
                name for module in self.modules.values()
                for name in getattr(module, "server_fields", ()))
        return self._server_fields

    def typed_field(self, expr: Member, frame: Frame, found: Value) -> Value | None:
        """Rule ``value.model-field`` (:mod:`code2skill.model_fields`): the form field's value
        read by ``expr`` (whose script value is ``found``) when it is ``this.<path>`` of an
        options component whose markup binds ``<path>`` by ``v-model`` to an editable field,
        or ``.value`` of an element the page looks up by id; ``None`` otherwise."""
        if expr.prop == "value" and element_value(found):
            name = element_id(expr, self.local_expression(frame), self.server_fields())
            return field_value("#" + name, self.where(frame.path, expr.span)) \
                if name is not None else None
        if not unshown(found):
            return None
        memo = self.pass_memo.setdefault("value.model-field", {})
        if frame.path not in memo:
            models = frozenset(getattr(self.modules.get(frame.path), "typed_models", ()))
            memo[frame.path] = (models, frozenset(m.rsplit(".", 1)[-1] for m in models))
        models, leaves = memo[frame.path]
        if expr.prop not in leaves:
            return None
        this = self.lookup("this", frame, 0)
        path = model_path(expr, self.local_expression(frame), models) \
            if isinstance(this, ComponentV) and this.module == frame.path else None
        return field_value(MODEL_MARK + path, self.where(frame.path, expr.span)) \
            if path is not None else None

    def local_expression(self, frame: Frame):
        """A lookup of the one expression a local of ``frame``'s function (or of one around
        it) is written once with, ``None`` for a parameter, a local written more than once or
        a name no function there declares (rule ``value.model-field``)."""
        def local_of(name: str) -> Expr | None:
            fn = self.function(frame.fid)
            while fn is not None:
                if any(name == p.name or name in p.pattern for p in fn.params):
                    return None
                if name in fn.locals:
                    exprs = fn.locals[name]
                    return exprs[0] if len(exprs) == 1 else None
                fn = self.function(fn.parent)
            return None
        return local_of

    def object_this(self, home: ObjectHome, depth: int) -> Value:
        """Rule ``this.object-literal`` (:mod:`code2skill.object_this`): ``this`` in a method
        of the object literal at ``home`` (bound to a name, or assigned to a member path), that
        object's value. A member a method of the same
        literal writes (``setToken(t) { this.token = t }``) is not its initial value alone: it
        is unknown (a value the client holds), never the literal nor the setter's parameter."""
        if home.literal is not None:                 # a literal assigned to a member path
            value = self.evaluate(home.literal, Frame(home.path, home.scope), depth + 1)
        elif home.scope is None:
            value = self.module_binding(home.path, home.name, depth + 1)
        else:
            fn = self.function(home.scope)
            exprs = fn.locals.get(home.name, []) if fn is not None else []
            value = self.binding(home.path, home.scope, home.name, exprs,
                                 Frame(home.path, home.scope), depth + 1)
        for key in home.keys:
            value = self.member(value, key, depth + 1)
        if not isinstance(value, ObjV):
            return UnknownV("this")
        written = self.object_writes.get(home, frozenset())
        if not written:
            return value
        return replace(value, props=tuple(
            replace(p, value=UnknownV("member-written", p.where)) if p.key in written else p
            for p in value.props))

    def with_assigned_members(self, path: str, name: str, value: Value) -> Value:
        """An object binding plus the members the module assigns to it afterwards
        (``const requests = {}; requests.get = (url) => …``), so importers see them too."""
        if not isinstance(value, ObjV):
            return value
        extra = self.assigned_members(path, name)
        return replace(value, props=value.props + extra) if extra else value

    def assigned_members(self, path: str, name: str) -> tuple[PropV, ...]:
        """The members module ``path`` assigns to its binding ``name`` after it is made
        (those its loops over HTTP verbs write too: rule ``wrapper.verb-loop``; the clients
        functions keep on it: rule ``value.stored-client``), each computed
        once (rule ``budget.assigned-members``): a member whose value reads
        the binding again (``NS.Vector.prototype = {constructor: NS.Vector}``, a namespace
        object a library fills with thousands of members) sees the object as bound, without
        the members being computed, instead of computing them all again for every read
        (quadratic, and without end on a cycle)."""
        key = ("members", path, name)
        if key in self._members_cache:
            return self._members_cache[key]
        if key in self._in_progress:
            return ()
        cut = self.partial(key)
        if cut is not None:
            return cut
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        try:
            extra = tuple(PropV(prop, self.placeholder_member(path, name, prop, exprs) or
                                alternatives([self.evaluate(e, Frame(path, None))
                                              for e in exprs[:MAX_ALTERNATIVES]]))
                          for prop, exprs in self.assigned_props.get((path, name), [])) + \
                installed_members(self, path, None, name, None, 0) + \
                self.stored_clients(path, name)      # rules wrapper.verb-loop, value.stored-client
        finally:
            self._in_progress.discard(key)
        self.keep(self._members_cache, key, extra, level, truncated)
        return extra

    def stored_clients(self, path: str, name: str) -> tuple[PropV, ...]:
        """Rule ``value.stored-client``: the clients the program's functions (and any
        ``Object.assign``) keep on the module-level object ``name`` of module ``path``
        (:mod:`code2skill.stored_clients`), read by :meth:`assigned_members`."""
        if self._stored_writes is None:
            self._stored_writes = homed_writes(self, self.modules)
        writes = self._stored_writes.get((path, name))
        return stored_members(self, writes) if writes else ()

    def placeholder_member(self, path: str, name: str, prop: str, exprs: list[Expr]
                           ) -> UnknownV | None:
        """Rule ``value.placeholder-member``: a member the module body gives only a blank
        initial value (``Logs.lastType = ""``, ``null``, ``undefined``) and a function of the
        module writes again (``Logs.lastType = type`` once a log is shown) holds what that
        function writes, never the blank: a placeholder (an empty path segment must not
        name a collection, ``GET /logs/`` for ``/logs/${Logs.lastType}``); ``None`` for any
        other member."""
        if not exprs or not all(blank_initialiser(e) for e in exprs) or \
                (path, (name, prop)) not in self.function_member_writes:
            return None
        return placeholder(prop, self.where(path, getattr(exprs[0], "span", None)))

    # ----------------------------------------------------------------- members
    def member(self, obj: Value, prop: str, depth: int = 0) -> Value:
        """``obj.prop`` on a resolved value. Rule ``axios.nuxt-injected``: the ``$axios`` member
        of a value the source does not show (``this`` of a Vue component, a Nuxt context
        parameter, ``useNuxtApp()``) is the axios module that ``@nuxtjs/axios`` injects; so
        is such a ``$`` member an object literal lacks (``this`` of an object's method that a
        framework calls with its own ``this``: rule ``this.object-literal``) — unless the
        program writes that name as a Vue global property (rule ``axios.global-property``:
        ``Vue.prototype.$axios = request`` makes ``this.$axios`` the app's own instance)."""
        if prop == UNWRAP:                         # rule vue.computed-ref: toValue(param)
            return ref_value(self, obj, depth)
        read = dataset_member(obj, prop)
        if read is not None:                       # rule url.page-data-attribute
            return read
        if isinstance(obj, ObjV) and prop.startswith("$") and obj.get(prop) is None:
            obj = UnknownV("this")
        proxy = instance_member(obj, prop)
        if proxy is not None:                    # rule vue.instance-proxy: getCurrentInstance()
            return proxy
        if isinstance(obj, ComponentV):
            found = self.component_member(obj, prop, depth)
            if found is None and prop == "$store":               # rule vuex.stored-client
                found = STORE
            if found is None:
                found = mapped_state(self, obj, prop, depth)
            if found is None and not prop.startswith("$"):
                found = self.component_state(obj, prop, depth)   # rule vue.component-state
            if found is None and not prop.startswith("$"):
                found = self.component_data(obj, prop, depth)    # rule vue.data-constant
            if found is None and prop in COMPONENT_GLOBALS:      # ZiggyVue's this.route
                found = COMPONENT_GLOBALS[prop]
            if found is not None:
                return found
            obj = UnknownV("this")         # $refs, an injected client, unwritten state
        if isinstance(obj, ParamV) and obj.name in ANGULAR_WINDOW and not obj.path:
            obj = ANGULAR_WINDOW[obj.name]        # function($window): the browser's window
        if isinstance(obj, ParamV):
            found = self.request_event_member(obj, prop) or \
                context_member(self, obj, prop)     # rule vuex.stored-client
            if found is not None:                 # rule sveltekit.event-fetch
                return found
        if prop in self.global_properties and (is_this(obj) or (
                prop.startswith("$") and isinstance(obj, (UnknownV, ParamV, TypedV)))):
            # (a plain name, `deps.user`, is a global property on `this` only); the program's
            # own write (`Vue.prototype.$axios = request`) outweighs what Nuxt would inject
            found = self.instance_member(obj, prop, depth) if isinstance(obj, InstanceV) \
                else None
            if found is None or isinstance(found, UnknownV):
                return self.global_property(prop, depth)
            return found
        if prop in INJECTED_CLIENTS and isinstance(obj, (UnknownV, ParamV, TypedV, InstanceV)):
            found = self.instance_member(obj, prop, depth) if isinstance(obj, InstanceV) \
                else None
            if found is None or isinstance(found, UnknownV):
                return INJECTED_CLIENTS[prop]
            return found
        if isinstance(obj, ObjV):
            found = object_member(obj, prop)
            return found if found is not None else UnknownV("no-member")
        if isinstance(obj, FnV) and obj.members is not None:   # rule value.assign-function
            found = object_member(obj.members, prop)
            if found is not None:
                return found
        if isinstance(obj, ModuleV):
            return self.export(obj.path, prop, depth + 1, set())
        if isinstance(obj, LibV):
            if obj.lib == "global" and not obj.path:
                published = self.global_instance(prop, depth)
                if published is not None:          # rule client.global-instance
                    return published
                published = None if prop in self.namespace_roots else \
                    self.script_published(prop, "", depth)   # (a namespace: global-member-path)
                if published is not None:          # rule scope.script-globals: window.X = v
                    return published
                if prop in self.lib_globals:
                    return LibV(self.lib_globals[prop])
                typed = declared_global(self, prop, depth)
                if typed is not None:              # rule client.typed-global
                    return typed
                return LibV("global", (prop,))
            kept = state_member(self, obj, prop)
            if kept is not None:                  # rule vuex.stored-client
                return kept
            for rec in self.recognisers:
                alias = rec.aliases.get((obj.lib,) + obj.path + (prop,))
                if alias is not None:
                    return LibV(alias)
                value = rec.member_value(obj, prop, self.program) \
                    if rec.member_value is not None else None
                if value is not None:             # (axios.defaults.baseURL read back)
                    return value
            return obj.member(prop)
        if isinstance(obj, ClientV):
            for rec in self.recognisers:
                if rec.member_value is not None:
                    value = rec.member_value(obj, prop, self.program)
                    if value is not None:
                        return value
            return obj.member(prop)
        if isinstance(obj, TypedV) and not obj.path:     # rule client.declared-type
            declared = declared_client(self, obj.module, obj.type_text, None, depth)
            if declared is not None:
                return self.member(declared, prop, depth)
        if isinstance(obj, ParamV) and (obj.coded or obj.serialised):
            return UnknownV("coded-member")          # name.toLowerCase().length
        if isinstance(obj, (ParamV, TypedV)):
            return replace(obj, path=obj.path + (prop,))
        if isinstance(obj, ResponseV) and not obj.body and not obj.path \
                and prop in answer_calls("result_calls").get(obj.lib, ()):
            return LibV(obj.lib, (prop,))       # a result's library function: subscribeToMore
        if isinstance(obj, ResponseV) and obj.record is not None and obj.body and not obj.path \
                and prop in answer_calls("record_calls").get(obj.lib, ()):
            return self.member(obj.record, prop, depth)   # rule restangular.element-answer
        if isinstance(obj, ResponseV):
            return response_member(obj, prop)
        if isinstance(obj, InstanceV):
            return self.instance_member(obj, prop, depth)
        if isinstance(obj, ClassRefV) and prop == "prototype":   # Base.prototype.m
            return InstanceV(obj.module, obj.name)
        if isinstance(obj, ClassRefV):            # a static member written `X.register = …`
            found = static_field(self, obj, prop)     # rule this.static-field
            if found is not None:
                return found
            return static_member(self, obj, prop) or \
                object_member(ObjV(self.assigned_members(obj.module, obj.name)), prop) \
                or UnknownV("unknown-member")
        if isinstance(obj, AltV) and obj.kind in FIRST_SET and len(obj.options) == 2 \
                and isinstance(obj.options[1], ObjV) and not obj.options[1].props:
            # rule value.default-object: `(opts || {}).x` / `(opts ?? {}).x` is `opts.x`, and
            # absent when `opts` is not set (the empty object has no `x`)
            return alternatives([self.member(obj.options[0], prop, depth), LitV(None)], "or")
        if isinstance(obj, AltV) and obj.kind == "and" and len(obj.options) == 2:
            # (g && v).p: when g is falsy the member is absent, so g stays the guard
            return alternatives([obj.options[0], self.member(obj.options[1], prop, depth)],
                                "and")
        if isinstance(obj, AltV) and obj.test is not None:
            # a member of a choice on a parameter's test (`(Array.isArray(k) ? k : [k])[0]`;
            # an `if` write's, rule value.guarded-writes) chooses on the same test, decided
            # once the parameter is bound
            return replace(obj, options=tuple(self.member(o, prop, depth)
                                              for o in obj.options))
        if isinstance(obj, AltV):
            members = [self.member(o, prop, depth) for o in obj.options]
            if obj.cond and obj.kind == "any" and any(m != members[0] for m in members):
                return AltV(tuple(members), "any", obj.cond,   # rule value.chosen-members
                            arms=obj.arms)
            return alternatives(members, obj.kind)
        if isinstance(obj, ArrV) and prop.isdigit():
            index = int(prop)
            return obj.items[index] if index < len(obj.items) else LitV(None)
        if isinstance(obj, EnvV):
            return UnknownV("env-member")
        if isinstance(obj, StrV):
            return url_member(obj, prop)
        if isinstance(obj, LitV) and obj.value is None:
            return UnknownV("no-member")             # an option read from an absent object
        if isinstance(obj, UnknownV) and obj.reason.startswith(("unresolved:", DOM,
                                                                UNPROVIDED_MARK, GENERATED,
                                                                IMPLEMENTATIONS_MARK)):
            return UnknownV(f"{obj.reason}.{prop}", obj.where)   # a page global's member
        if isinstance(obj, UnknownV) and obj.reason == "markup-write":
            return obj                  # user.id of a state the markup assigns: its value too
        stored = stored_member(obj, prop)
        if stored is not None:          # user.id of JSON.parse(localStorage.getItem('user'))
            return stored
        if is_issued(obj):              # rule url.issued-upload-target: upload_urls[0]
            return obj
        if isinstance(obj, UnknownV) and obj.where in self.library_results and \
                obj.reason in ("library-call", "unknown-member"):
            return member_of(obj, prop, UnknownV("unknown-member", obj.where))
            # (rules fetch.assumed-client, value.opaque-transform)
        return issued_member(prop) or member_of(obj, prop, UnknownV("unknown-member"))

    def request_event_member(self, obj: ParamV, prop: str) -> Value | None:
        """Rule ``sveltekit.event-fetch`` (:mod:`code2skill.sveltekit_events`): member
        ``prop`` of ``obj`` when ``obj`` is (or is destructured from) the request event a
        SvelteKit load function, action, route handler or server hook receives, or a parameter
        declared with a request event's type (rule ``sveltekit.event-type``): its ``fetch`` is
        ``fetch``, ``params.id`` the current route's parameter ``id``; else ``None``."""
        home = self.functions.get(obj.fid)
        if home is None:
            return None
        events = self.event_parameters(obj.fid, home)
        return event_member(home[1], events, obj.name, obj.path, prop) if events else None

    def event_parameters(self, fid: str, home: tuple[str, FunctionFact]
                         ) -> tuple[EventParam, ...]:
        """The parameters of function ``fid`` (at ``home``) that hold a request event
        (:func:`~code2skill.sveltekit_events.event_params`), worked out once a run."""
        memo = self.pass_memo.setdefault(SVELTEKIT_RULE, {})
        if fid not in memo:
            memo[fid] = event_params(home[0], home[1], self.modules.get(home[0]))
        return memo[fid]

    def component_member(self, this: ComponentV, prop: str, depth: int) -> Value | None:
        """Rule ``vue.options-this``: member ``prop`` of a Vue options component's ``this``:
        a method is that function, a computed property what its getter returns, a prop the
        parameter ``prop`` of the component's pseudo function (:attr:`Component.fid`), which
        the parents' bindings fill; ``$route`` the current route, like ``useRoute()`` (rule
        ``context.route-parameter``). A method or computed property the component does not
        declare is its mixins' (rule ``vue.mixin-member``, in Vue's precedence order:
        :func:`~code2skill.vue_mixins.member_order`); ``None`` for any other member."""
        if prop == "$route":
            return LibV("vue-router", (prop, "()"))
        if prop == "$router":                     # rule vue.router-href
            return LibV(VUE_ROUTER, ROUTER)
        key = (this.module, this.span)
        declaring = self.declaring(prop)
        if declaring:
            for other in walk_order(self.mixins, key):      # rule vue.mixin-member
                if other in declaring:
                    found = self.options_member(key, other, prop, depth)
                    if found is not None:
                        return found
        return self.mixer_member(this, prop, depth)

    def declaring(self, prop: str) -> frozenset[tuple[str, Span]]:
        """The option objects that may give member ``prop`` (:meth:`options_member`): those
        with a method, computed value or prop of that name, and those with a ``setup``
        (what it returns is known when read); indexed once a run, so a member read walks a
        component's :func:`~code2skill.vue_mixins.member_order` only when an object of the
        program declares it."""
        memo = self.pass_memo.setdefault("vue:declaring", {})
        if not memo:
            names: dict[str, set[tuple[str, Span]]] = {}
            setups: set[tuple[str, Span]] = set()
            for key, options in self.components.items():
                if options.setup is not None:
                    setups.add(key)
                for name, _ in (*options.methods, *options.computed, *options.props):
                    names.setdefault(name, set()).add(key)
            memo[None] = frozenset(setups)
            memo.update({name: frozenset(keys) | memo[None] for name, keys in names.items()})
        return memo.get(prop, memo[None])

    def options_member(self, root: tuple[str, Span], key: tuple[str, Span], prop: str,
                        depth: int) -> Value | None:
        """Member ``prop`` that option object ``key`` gives the component at ``root`` (one
        of its :func:`~code2skill.vue_mixins.member_order`): what its ``setup`` returns
        under ``prop`` (rule ``vue.setup-member``), its method, what its computed getter
        returns, or its prop ``prop``, the parameter of the pseudo function of the
        component at ``root`` (Vue merges a mixin's props into the component's); ``None`` when it declares none of these."""
        options = self.components[key]
        returned = setup_member(self, options.path, options.setup, prop, depth)
        if returned is not None:                   # rule vue.setup-member
            return returned
        method = next((fid for name, fid in options.methods if name == prop), None)
        if method is not None:
            return FnV(method)
        getter = next((fid for name, fid in options.computed if name == prop), None)
        if getter is not None:
            return self.returns(getter, depth + 1)
        if any(name == prop for name, _ in options.props):  # (a mixin's props are root's)
            component = self.components[root]
            return passed_instance(self, component, prop) or ParamV(   # rule vue.object-prop
                component.fid, prop, module=component.path)
        return None

    def mixer_member(self, this: ComponentV, prop: str, depth: int) -> Value | None:
        """Rule ``vue.mixin-member``: member ``prop`` read in a mixin's function that the
        mixin does not declare is what each component mixing it in declares
        (:func:`~code2skill.vue_mixins.sharing`): one of their methods (or computed values),
        ``None`` when none declares it."""
        key = (this.module, this.span)
        group = self.sharing_group(key)
        memo = self.pass_memo.setdefault("vue:mixer_declarers", {})
        declarers = memo.get((group, prop))
        if declarers is None:
            declarers = memo[(group, prop)] = [
                (other, kind, fid) for other in self.sharing(key)
                for kind, members in (("method", self.components[other].methods),
                                      ("computed", self.components[other].computed))
                for name, fid in members if name == prop]
        if not declarers:
            return None
        own = set(member_order(self.mixins, key))
        found = [FnV(fid) if kind == "method" else self.returns(fid, depth + 1)
                 for other, kind, fid in declarers if other not in own]
        return alternatives(found[:MAX_ALTERNATIVES]) if found else None

    def sharing_group(self, key: tuple[str, Span]) -> tuple:
        """The group of the option object at ``key``
        (:func:`~code2skill.vue_mixins.sharing_group`: the roots whose orders it shares; an
        object no component holds is a group of its own, named by ``key``), worked out once
        per key: what is worked out over the objects sharing a ``this`` is memoised per group
        and member, so the ``n`` mixins of one chain share one answer."""
        group = self.shared_this.get(key)
        if group is None:
            group = self.shared_this[key] = \
                sharing_group(self.mixins, self.options_keys, key) or key
        return group

    def sharing(self, key: tuple[str, Span]) -> list[tuple[str, Span]]:
        """The option objects sharing ``this`` with the one at ``key``
        (:func:`~code2skill.vue_mixins.sharing`), worked out once per group
        (:meth:`sharing_group`)."""
        group = self.sharing_group(key)
        memo = self.pass_memo.setdefault("vue:sharing", {})
        found = memo.get(group)
        if found is None:
            found = memo[group] = sharing_objects(self.mixins, () if group == key else group,
                                                  key)
        return found

    def bound_by_path(self, key: tuple[str, Span]) -> dict[str, frozenset[str]]:
        """The functions whose ``this`` is the one of the option object at ``key``
        (:meth:`sharing`), by module path in the order of the objects; worked out once per
        group (:meth:`sharing_group`), so a read of ``this.<prop>`` costs one pass over the
        modules, not one over the sharing objects for each module (a chain of mixins)."""
        memo = self.pass_memo.setdefault("vue:bound_by_path", {})
        group = self.sharing_group(key)
        found = memo.get(group)
        if found is None:
            grouped: dict[str, set[str]] = {}
            for other in self.sharing(key):
                grouped.setdefault(other[0], set()).update(self.components[other].bound)
            found = memo[group] = {path: frozenset(fids) for path, fids in grouped.items()}
        return found

    def state_written(self, key: tuple[str, Span], prop: str) -> bool:
        """Rule ``vue.data-constant``: whether a function sharing the ``this`` of the option
        object at ``key`` writes ``this.<prop>``, or the markup of one of their modules binds
        it (:func:`~code2skill.vue_data.writes_state`, :func:`~code2skill.vue_data.
        markup_binds`); worked out once per group (:meth:`sharing_group`) and ``prop``, each
        module's answer once per set of functions and ``prop``."""
        grouped = self.pass_memo.setdefault("vue:group_state_written", {})
        marker = (self.sharing_group(key), prop)
        if marker not in grouped:
            grouped[marker] = self.modules_write_state(key, prop)
        return grouped[marker]

    def modules_write_state(self, key: tuple[str, Span], prop: str) -> bool:
        """:meth:`state_written` module by module."""
        memo = self.pass_memo.setdefault("vue:state_written", {})
        for path, bound in self.bound_by_path(key).items():
            marker = (path, bound, prop)
            if marker not in memo:
                module = self.modules[path]
                memo[marker] = writes_state(module, bound, prop) or markup_binds(module, prop)
            if memo[marker]:
                return True
        return False

    def hop_rule(self, callee: Expr, frame: Frame, fid: str) -> str:
        """The rule of a call of the program's function ``fid`` written ``callee``: rule
        ``vue.mixin-member`` for ``this.name(…)`` in an options component reaching a method
        the component takes from a mixin, rule ``ui.inline-handler`` for a call a page's
        event-handler attribute makes, else ``wrapper.call``."""
        if isinstance(callee, Ref) and (frame.path, callee.span) in self.inline_handlers:
            return INLINE_HANDLER_RULE
        if isinstance(callee, Member) and isinstance(callee.obj, Ref) \
                and callee.obj.name == "this":
            this = self.lookup("this", frame, 0)
            key = (this.module, this.span) if isinstance(this, ComponentV) else None
            owners = [other for other in self.method_owners().get(fid, ()) if other != key]
            if key is not None and owners and any(
                    other in self.sharing(key) or other in member_order(self.mixins, key)
                    for other in owners):
                return MIXIN_RULE
        return "wrapper.call"

    def component_state(self, this: ComponentV, prop: str, depth: int) -> Value | None:
        """Rule ``vue.component-state``: ``this.<prop>`` of an options component, a member
        none of its option objects declares, is one of the values the functions sharing its
        ``this`` (:func:`~code2skill.vue_mixins.sharing`: the component's own, its mixins',
        and in a mixin those of each component mixing it in) assign to it
        (:func:`~code2skill.vue_mixins.state_writes`), each read in the function writing it;
        a value that waits on a parameter of the function writing it (or of one around it)
        is left out (no caller of the reading function gives it). ``None`` when nothing is
        left."""
        key = (this.module, this.span)
        marker = ("component-state", key, prop)
        if marker in self._in_progress:
            return UnknownV("cycle")
        writes = self.state_writes(key, prop)
        self._in_progress.add(marker)
        try:
            values: list[Value] = []
            for path, fid, expr in writes:
                value = self.evaluate(expr, Frame(path, fid), depth + 1)
                if not mentions_param(value, self.param_scope(fid)):
                    values.append(value)
                if len(values) >= MAX_ALTERNATIVES:
                    break
        finally:
            self._in_progress.discard(marker)
        return alternatives(values) if values else None

    def state_writes(self, key: tuple[str, Span], prop: str) -> list[tuple[str, str, Expr]]:
        """``(module path, function id, value)`` of each write of ``this.<prop>`` by a
        function sharing the ``this`` of the option object at ``key``
        (:func:`~code2skill.vue_mixins.state_writes`), worked out once per group
        (:meth:`sharing_group`) and ``prop``."""
        memo = self.pass_memo.setdefault("vue:state_writes", {})
        marker = (self.sharing_group(key), prop)
        found = memo.get(marker)
        if found is None:
            found = memo[marker] = [
                (path, fid, expr) for path, bound in self.bound_by_path(key).items()
                for fid, expr in state_writes(self.modules[path], bound, prop)]
        return found

    def method_owners(self) -> dict[str, tuple[tuple[str, Span], ...]]:
        """Each method's function id → the option objects listing it among their methods,
        indexed once a run (:meth:`hop_rule`)."""
        memo = self.pass_memo.setdefault("vue:method_owners", {})
        if not memo:
            owners: dict[str, list[tuple[str, Span]]] = {}
            for key, options in self.components.items():
                for _, fid in options.methods:
                    owners.setdefault(fid, []).append(key)
            memo.update({fid: tuple(keys) for fid, keys in owners.items()})
            memo[None] = ()                    # (indexed, though no object has a method)
        return memo

    def component_data(self, this: ComponentV, prop: str, depth: int) -> Value | None:
        """Rule ``vue.data-constant``: ``this.<prop>`` of an options component is the
        constant table the first of its option objects (in
        :func:`~code2skill.vue_mixins.member_order`) whose ``data()`` has ``prop`` returns
        for it (:func:`~code2skill.vue_data.data_entry`), read in that ``data()``; ``None``
        when that entry is no constant table, when a function sharing the component's
        ``this`` writes the state or the markup of one of their modules binds it
        (:func:`~code2skill.vue_data.writes_state`, :func:`~code2skill.vue_data.markup_binds`),
        or when none has it."""
        key = (this.module, this.span)
        if self.state_written(key, prop):
            return None
        for other in walk_order(self.mixins, key):
            data = self.components[other].data
            home = self.functions.get(data) if data is not None else None
            if home is None:
                continue
            entries = returned_entries(home[1])
            if entries is not None and all(p.key not in (prop, None) for p in entries):
                continue                  # (this data() has no such entry: a mixin's may)
            entry = data_entry(home[1], prop)
            return None if entry is None else self.evaluate(entry, Frame(home[0], data),
                                                            depth + 1)
        return None

    def assigned_member(self, expr: Member, frame: Frame, depth: int) -> Value | None:
        """``requests.get`` when the source assigned ``requests.get = …`` at module level;
        rule ``scope.global-member-path``: ``Grocy.Api.Get`` when a classic script assigned
        that whole path and ``Grocy`` is no name of the reading code's own
        (:mod:`code2skill.global_members`), read under a browser root too
        (``window.Grocy.Api.Get``), or ``NS.Api.Get`` when ``NS`` is imported and its module
        assigned ``NS.Api.Get`` at its top level."""
        names: list[str] = []
        cur: Expr = expr
        while isinstance(cur, Member):
            names.append(cur.prop)
            cur = cur.obj
        if not isinstance(cur, Ref):
            return None
        target = (cur.name,) + tuple(reversed(names))
        home, written = frame.path, target
        exprs = self.member_assignments.get((home, written))
        if not exprs and cur.name in GLOBAL_ROOTS and len(target) > 2 \
                and not self.shadowed(cur.name, frame):
            target = target[1:]               # window.App.Misc: the page global App.Misc
        if not exprs and not self.shadowed(target[0], frame):
            home, written = self.member_home(frame.path, target)
            exprs = self.member_assignments.get((home, written)) if home != frame.path \
                else None
        if not exprs:
            return None
        return alternatives([self.evaluate(e, Frame(home, None), depth + 1)
                             for e in exprs[:MAX_ALTERNATIVES]])

    def verb_member(self, expr: Member, frame: Frame, depth: int) -> Value | None:
        """Rule ``wrapper.verb-loop`` (:mod:`code2skill.verb_loops`): ``obj.get`` when a loop
        over HTTP verbs writes member ``get`` of the module binding ``obj`` (of the reading
        module or the one exporting it): the program's own method, which replaces a
        library's member of that name (``const {socket} = io``); else ``None``."""
        target = member_path(expr)
        if target is None or len(target) != 2 or self.shadowed(target[0], frame):
            return None
        home, written = self.member_home(frame.path, target)
        if len(written) != 2 or not self.verb_loops(home):
            return None
        return next((p.value for p in installed_members(self, home, None, written[0], None,
                                                        depth, written[1])), None)

    def verb_loops(self, path: str) -> tuple[VerbLoop, ...]:
        """The loops over a list of HTTP verbs of module ``path`` (rule ``wrapper.verb-loop``),
        found once."""
        found = self._verb_loops.get(path)
        if found is None:
            self._verb_loops[path] = ()           # (a loop's list reading its own module)
            found = self._verb_loops[path] = verb_loops(self, path)
        return found

    def verb_loop_writes(self, path: str) -> dict[tuple, list]:
        """The member writes of the verb loops of module ``path`` filed by object and member
        (:func:`code2skill.verb_loops.filed_writes`), made once."""
        found = self._verb_loop_writes.get(path)
        if found is None:
            self._verb_loop_writes[path] = {}     # (an owner's lookup reading the loops)
            found = self._verb_loop_writes[path] = filed_writes(self, path)
        return found
