"""Call sites to request templates (seam of the resolver).

Owns the templates one call site makes (:meth:`Emission.requests_at`): the first recogniser that
claims a library call (:meth:`Emission.library_requests`), clients passed, declared or defaulted
as parameters, assumed fetch and openapi-fetch clients, callbacks handed to libraries,
``then`` requests, guarded calls, and the per-file count of request call sites.

May read: the facts, the values, the recognisers and their context
(:mod:`code2skill.recogniser_context`), the resolver's state; the summaries seam for a called
function's deferred templates."""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import CallSite, FunctionFact, Index, Member, Ref, Span
from code2skill.written_bodies import written_body
from code2skill.provided_values import unprovided_message
from code2skill.linked_arms import arm, arm_count
from code2skill.request_words import named_request_word
from code2skill.requests import RequestTemplate, Site, library_site
from code2skill.types import split_top
from code2skill.extractors.module_facts.control_flow import as_test
from code2skill.extractors.module_facts.declarations import member_path
from code2skill.extractors.openapi_generator import runtime_request
from code2skill.extractors.request_descriptor import descriptor_template, is_factory
from code2skill import assumed_fetch, assumed_openapi_fetch, form_objects
from code2skill.chosen_arms import compared_options, keyed_guard, keyed_options
from code2skill.problem import Problem
from code2skill.contained_faults import fault, raise_faults
from code2skill.form_bodies import folded_form_body
from code2skill.library_facts import HOOK_MODULES
from code2skill.returned_functions import known_name
from code2skill.answer_records import answered_record, passed_record
from code2skill.in_browser_urls import in_browser_template
from code2skill.class_layers import unbound_call
from code2skill.assumed_fetch import package_of
from code2skill.sdk_calls import LIBRARY_PREFIX as SDK_PREFIX
from code2skill.presence_pairs import paired, presence_test
from code2skill.verb_loops import RULE as VERB_RULE
from code2skill.handed_clients import RULE as HANDED_CLIENT_RULE
from code2skill.handed_objects import RULE as HANDED_RULE
from code2skill.builders import builder_class, constructor_holes, instance_specific, tracked
from code2skill.instance_arguments import instance_hole
from code2skill.recogniser_context import Context, Frame, SetupFacts
from code2skill.values import (DROPPING_RULE, AltV, ArrV, ClientV, FnV, HoleV, InstanceV, LibV, LitV, ObjV,
                               ParamV, ResponseV, StrV, TypedV, UnknownV, Value, Where,
                               mentions_param)
from code2skill.sveltekit_events import FETCH as EVENT_FETCH, RULE as SVELTEKIT_RULE, event_rule
from code2skill.interface_receivers import MARK as IMPLEMENTATIONS_MARK, several_message
from code2skill.chosen_callee import RULE as CHOSEN_RULE, chosen_default
from code2skill.function_parameters import DEFAULT_RULE, keeps_default, request_function_call
from code2skill.typed_clients import declared_client, declared_instance
from code2skill.unseen_instances import unseen_method, unseen_this
from code2skill.typed_globals import note_typed_call, typed_sites
from code2skill.resolution.shared import (CALLBACK_RULE, FILE_REQUEST_SITES, RUN_REQUEST_SITES,
                                          DEPTH_LIMIT, Emitted, FileWorkBudget,
                                          MAX_ALTERNATIVES, alternatives, class_of_fid, flatten,
                                          has_fixed_text, is_deferred, never_made,
                                          substitute_template)


PASSED_FETCH = "client.passed-fetch"
FETCH_LIBRARY = frozenset({"fetch"})              # (the library a chosen fetch defaults to)


def holds_function(value: Value, fid: str) -> bool:
    """Whether ``value`` is function ``fid`` or holds it as an alternative or a member."""
    if isinstance(value, FnV):
        return value.fid == fid
    if isinstance(value, AltV):
        return any(holds_function(o, fid) for o in value.options)
    if isinstance(value, ObjV):
        return any(holds_function(p.value, fid) for p in value.props)
    return False


def with_response_type(template: RequestTemplate, site: CallSite, frame: Frame,
                       wrapper: FunctionFact | None = None) -> RequestTemplate:
    """Rule ``output.type-argument``: a call site's type argument (``get<Article>(…)``) is the
    response body's type; an outer call site's wins over the wrapper's own. At the call of a
    ``wrapper`` that declares its return type, only when that type is (a promise or
    observable of) the very type parameter the argument binds: ``get<T>(): Promise<T>``; a
    wrapper returning ``Promise<ResultData<T>>`` wraps it in an envelope, so the argument is
    not the body (its declared return type then speaks: ``output.wrapper-return-type``)."""
    if not site.call.type_args:
        return template
    if wrapper is not None and wrapper.return_type is not None and \
            not body_parameter(unwrapped(wrapper.return_type[0]), wrapper.type_params):
        return template
    return replace(template, response_type=(body_argument(site.call.type_args, wrapper),
                                            (frame.path, site.call.span)), response_source=None)


def body_argument(type_args: str, wrapper: FunctionFact | None) -> str:
    """Of a call's type arguments (``post<TopicResponse, TopicRequest>``), the one that types
    the body: the argument of the wrapper's type parameter its declared return type hands back
    (``post<TResponse, TBody>(…): Promise<TResponse>``), else the first (``axios.post<T, R,
    D>``: the data's type comes first), never the text of them all."""
    args = split_top(type_args, ",")
    if len(args) < 2:
        return type_args
    index = 0
    if wrapper is not None and wrapper.return_type is not None:
        body = unwrapped(wrapper.return_type[0])
        name, _, rest = body.partition("<")
        body = body if body in wrapper.type_params else \
            rest.split(",")[0].strip().rstrip(">").strip()
        index = wrapper.type_params.index(body) if body in wrapper.type_params else 0
    return args[index] if index < len(args) else type_args


# client-side response objects whose first type argument is the body (the body is their
# ``data``/``body``), not an envelope the backend sends
RESPONSE_OBJECTS = frozenset({"AxiosResponse", "HttpResponse", "Response"})


def body_parameter(type_text: str, type_params: tuple[str, ...]) -> bool:
    """Whether a wrapper's (unwrapped) return type hands back its type parameter as the
    response body: ``T`` itself, or a client response object of ``T``
    (``HttpResponse<T, E>``)."""
    if type_text in type_params:
        return True
    name, _, rest = type_text.partition("<")
    first = rest.split(",")[0].strip().rstrip(">").strip() if rest else ""
    return name.strip() in RESPONSE_OBJECTS and first in type_params


def unwrapped(type_text: str) -> str:
    """``Promise<T>`` / ``Observable<T>`` → ``T`` (repeatedly); other text unchanged."""
    text = type_text.strip()
    for outer in ("Promise<", "Observable<"):
        if text.startswith(outer) and text.endswith(">"):
            return unwrapped(text[len(outer):-1])
    return text


def object_choices(template: RequestTemplate, fid: str,
                   mapping: dict[str, Value]) -> list[dict[str, Value]]:
    """Rule ``value.spread-alternatives``: at a wrapper call, when the wrapper's method still
    reads its parameters and an argument is one of several object literals (``opts`` set to
    ``{url: a, method: 'POST'}`` or ``{url: b, method: 'POST'}``), one mapping per object, so
    that each request keeps its own object's method with its URL; a ``null``/``undefined``
    option (an options object never set) makes no request. Otherwise ``[mapping]``."""
    if not mentions_param(template.method, frozenset((fid,))):
        return [mapping]
    for name, value in mapping.items():
        if spreadable_alternatives(value):
            return [{**mapping, name: o} for o in value.options if isinstance(o, ObjV)]
    return [mapping]


def spreadable_alternatives(value: Value) -> bool:
    """Whether ``value`` is a plain choice between object literals (and ``null`` or
    ``undefined``), with at least one object: rule ``value.spread-alternatives``."""
    return isinstance(value, AltV) and value.kind == "any" and value.test is None \
        and any(isinstance(o, ObjV) for o in value.options) \
        and all(isinstance(o, ObjV) or (isinstance(o, LitV) and o.value is None)
                for o in value.options)


def event_fetch_sites(templates: list[RequestTemplate], rule: str | None
                      ) -> list[RequestTemplate]:
    """Rules ``sveltekit.event-fetch``, ``sveltekit.event-type``: ``templates`` of a call of a
    request event's ``fetch``, their library call's evidence naming ``rule`` (unchanged when
    ``rule`` is ``None``)."""
    if rule is None:
        return templates
    return [replace(t, sites=t.sites[:-1] + (replace(t.sites[-1], rule=rule),))
            for t in templates]


def chosen(value: Value | None, cond: str, index: int) -> Value | None:
    """``value`` with every choice on ``cond`` taken as its option ``index``."""
    if isinstance(value, AltV):
        count = arm_count(value) if value.cond == cond else None
        if count is not None and index < count:
            return chosen(arm(value, index), cond, index)
        options = tuple(chosen(o, cond, index) for o in value.options)
        return value if options == value.options else replace(value, options=options)
    if isinstance(value, StrV):
        parts = tuple(replace(p, value=chosen(p.value, cond, index))
                      if isinstance(p, HoleV) else p for p in value.parts)
        return value if parts == value.parts else flatten(StrV(parts))
    if isinstance(value, ObjV):
        props = tuple(replace(p, value=chosen(p.value, cond, index)) for p in value.props)
        return value if props == value.props else replace(value, props=props)
    if isinstance(value, ArrV):
        items = tuple(chosen(i, cond, index) for i in value.items)
        return value if items == value.items else replace(value, items=items)
    return value


def inherited_hole(resolver, target: FnV, inner: list[RequestTemplate]) -> bool:
    """Rule ``this.super-arguments`` through an inherited method: a base-class method
    (``get(path)`` reading ``this.prefix``) called on an instance of a subclass
    (``this.get('/languages')`` in ``SystemApi``, which passes ``super('/system')``) whose
    shared summary keeps a constructor's parameter in its URL is summarised again for that
    instance, so the subclass's ``super`` argument fills it."""
    this = target.this
    return isinstance(this, InstanceV) and class_of_fid(resolver, target.fid) not in (
        None, this.name) and not builder_class(resolver, this.module, this.name) \
        and any(constructor_holes(resolver, t.url) for t in inner)


def settled_choice(template: RequestTemplate, callee: Value, index: int) -> RequestTemplate:
    """Rule ``url.same-condition`` for a method chosen by a ternary (``axios[isNew ? 'post' :
    'patch'](isNew ? '/things' : `/things/${id}`)``): the request of the callee's option
    ``index`` takes that option of every other choice on the same condition, never the
    other branch's URL or body; a test of one value's truth also settles each fallback on
    that value (``x.id || ''``, :mod:`code2skill.presence_pairs`)."""
    if not isinstance(callee, AltV) or not callee.cond or callee.arms is not None:
        return template
    template = replace(template, url=chosen(template.url, callee.cond, index),
                       body=chosen(template.body, callee.cond, index),
                       query=chosen(template.query, callee.cond, index))
    tested = presence_test(callee)
    if tested is None:                        # rule url.presence-pair: `x.id || ''` too
        return template
    return replace(template, url=paired(template.url, *tested, index, flatten),
                   body=paired(template.body, *tested, index, flatten),
                   query=paired(template.query, *tested, index, flatten))


def unknown_choice(value: Value) -> Value:
    """The unknown a callee stands for when it is one unknown or nothing (``AltV(unknown,
    undefined)``: a method of an object spread from a value the source does not show), so
    its call is reviewed as an unknown client's (rule ``review.unknown-http-library``);
    any other value as it is."""
    if isinstance(value, AltV) and all(isinstance(o, UnknownV) or isinstance(o, LitV)
                                       and o.value is None for o in value.options):
        return next((o for o in value.options if isinstance(o, UnknownV)), value)
    return value


class Emission:
    """The resolver's methods of this seam: call sites to request templates."""

    def apply_setup(self, lib: str, found: SetupFacts | None) -> None:
        """Store what recogniser ``lib``'s setup hook returned: its facts (read back through
        :meth:`ProgramQueries.setup_facts`), the ``this`` it binds in functions and the calls
        of functions it found (added to :attr:`callers`)."""
        if found is None:
            return
        if found.facts is not None:
            self.setup[lib] = found.facts
        for fid, this in found.bound_this.items():
            self.bound_this.setdefault(fid, this)
        for fid, calls in found.callers.items():
            self.callers.setdefault(fid, []).extend(calls)

    def recogniser_hook(self, lib: str, hook, stage: str, lost: str) -> list:
        """The items recogniser ``lib``'s program-wide ``hook`` (its ``declared`` or
        ``review``) lists, ``[]`` when it has none. Rule ``internal.contained-fault``: a fault
        in the hook costs what it lists, noted once (:meth:`note_fault`, no place) as a fault
        of ``recogniser <lib> (<stage>)`` with ``lost`` left out; the other recognisers' hooks
        run."""
        if hook is None:
            return []
        try:
            return list(hook(self.program))
        except Exception as exc:  # noqa: BLE001 - one recogniser's fault must not end the run
            if raise_faults():
                raise
            self.note_fault(fault(exc, None, stage, lost)._replace(
                component=f"recogniser {lib} ({stage})"))
            return []

    def passed_clients(self, callee: ParamV) -> tuple[Value, ...]:
        """Rule ``wrapper.client-argument``: ``http.get`` of a parameter ``http`` that every
        known call of its function fills with a recognised client (``api(axios)``,
        ``load(instance)``, AngularJS's injected ``$http``: ``handleNfo($scope, $http)``) is
        that client's ``get``: the member ``callee.path`` of each
        distinct client passed; ``event.fetch`` of a parameter every call fills with a SvelteKit
        request event (``shelfBooks(event)`` in a load function, or the event parameter of
        another such helper, ``search(q, event)`` handing its own ``event`` on) is ``fetch``
        (rule ``sveltekit.event-fetch``). ``()`` when there is no call, or some call passes
        anything else (the call is then reviewed, :meth:`note_unknown_client`)."""
        key = (callee.fid, callee.name, callee.path)
        if key in self._passed_clients:
            return self._passed_clients[key]
        self._passed_clients[key] = ()                 # (recursion through the callers)
        fn = self.function(callee.fid)
        index = next((i for i, p in enumerate(fn.params) if p.name == callee.name), None) \
            if fn is not None else None
        clients: list[tuple[Value, int]] = []        # (client, members of callee.path read)
        if index is not None:
            for args in self.call_arguments(callee.fid):
                arg = passed_record(self, args[index]) if index < len(args) else None
                if isinstance(arg, ParamV) and callee.path == ("fetch",):
                    arg = self.request_event_member(arg, "fetch") \
                        or self.passed_event_fetch(arg)           # helper(event)
                    prefix = 1
                else:
                    prefix = 0
                if not isinstance(arg, (LibV, ClientV)) or isinstance(arg, LibV) and \
                        (arg.lib in ("js", "global") or arg.lib not in self.lib_globals.values()
                         and arg.lib not in self.lib_modules.values()
                         and arg.lib not in self.recogniser_ids):
                    clients = []
                    break
                if (arg, prefix) not in clients:
                    clients.append((arg, prefix))
        found = []
        for client, prefix in clients:
            for prop in callee.path[prefix:]:
                client = self.member(client, prop)
            found.append(client)
        self._passed_clients[key] = tuple(found)
        return self._passed_clients[key]

    def event_fetch_rule(self, site: CallSite, frame: Frame) -> str | None:
        """The rule by which the callee of ``site`` is a request event's ``fetch``
        (``event.fetch(…)``, ``({ event }) => event.fetch(…)``): ``sveltekit.event-fetch`` for
        the event of a function SvelteKit calls, ``sveltekit.event-type`` for a parameter
        declared with an event's type; ``None`` for any other callee (a destructured
        ``({ fetch }) => fetch(…)`` keeps ``fetch.call``: any parameter named ``fetch`` is
        ``fetch``)."""
        callee = site.call.callee
        if not isinstance(callee, Member) or callee.prop != "fetch":
            return None
        obj = self.evaluate(callee.obj, frame)
        home = self.functions.get(obj.fid) if isinstance(obj, ParamV) else None
        if home is None:
            return None
        return event_rule(home[1], self.event_parameters(obj.fid, home), obj.name, obj.path)

    def passed_event_fetch(self, param: ParamV) -> Value | None:
        """Rule ``sveltekit.event-fetch``: the ``fetch`` of parameter ``param`` (with its
        members ``param.path``) when every call of its function fills it with a request event,
        directly or through further helpers (:meth:`passed_clients`); else ``None``."""
        found = self.passed_clients(replace(param, path=param.path + ("fetch",)))
        return EVENT_FETCH if found == (EVENT_FETCH,) else None

    def declared_param_client(self, callee: ParamV) -> tuple[Value, ...]:
        """Rule ``client.declared-type``: ``http.get`` of a parameter declared with a known
        client type (``http: AxiosInstance``) that no call fills with a client is that
        client's ``get`` (:func:`~code2skill.typed_clients.declared_client`); ``()`` for any
        other parameter."""
        fn = self.function(callee.fid)
        param = next((p for p in fn.params if p.name == callee.name), None) \
            if fn is not None else None
        path = self.functions[callee.fid][0] if callee.fid in self.functions else None
        client = declared_client(self, path, param.type_text, None) \
            if param is not None and path is not None else None
        if client is None:
            return ()
        for prop in callee.path:
            client = self.member(client, prop)
        return (client,)

    def request_libraries(self) -> frozenset[str]:
        """The libraries the recognisers make requests of (by module and by global), worked
        out once (it is asked at every request site)."""
        if self._request_libraries is None:
            self._request_libraries = frozenset(
                lib for rec in self.recognisers
                for lib in (*rec.modules.values(), *rec.globals.values()))
        return self._request_libraries

    def defaulted_client(self, callee: ParamV, depth: int) -> LibV | ClientV | None:
        """Rule ``client.parameter-default``: the recognised client a request function
        parameter (``f = fetch``) defaults to, when every known call of its function leaves it
        that client (:func:`~code2skill.function_parameters.keeps_default`), or passes its own
        such parameter (``summit_logs_create(log, f)`` inside a function whose ``f = fetch``);
        ``None`` for any other parameter."""
        key = (callee.fid, callee.name)
        memo = self.pass_memo.setdefault(DEFAULT_RULE, {})
        if key not in memo:
            memo[key] = None                           # (recursion through the callers)
            memo[key] = self._defaulted_client(callee, depth)
        return memo[key]

    def passed_fetch(self, param: ParamV) -> LibV | None:
        """Rule ``client.passed-fetch``: ``fetch`` when the whole parameter ``param`` (a
        factory's or constructor's ``fetchFn``, kept in a field the methods call) is filled
        with the Fetch API at every known call of its function: the global ``fetch``
        (``window.fetch``, ``globalThis.fetch``), a SvelteKit request event's ``fetch``
        (``createApiClient(event.fetch)``, a load function's ``{ fetch }``: as rule
        ``fetch.call`` reads them, a parameter named ``fetch`` or the ``fetch`` member of a
        parameter is ``fetch``), or a parameter of the caller that is itself such a ``fetch``
        (handed on); ``None`` when there is no known call or any call passes something else
        (a home-made function, an unknown value)."""
        key = (param.fid, param.name)
        memo = self.pass_memo.setdefault(PASSED_FETCH, {})
        if key not in memo:
            memo[key] = None                           # (recursion through the callers)
            memo[key] = self._passed_fetch(param)
        return memo[key]

    def _passed_fetch(self, param: ParamV) -> LibV | None:
        fn = self.function(param.fid)
        index = next((i for i, p in enumerate(fn.params) if p.name == param.name), None) \
            if fn is not None else None
        calls = self.call_arguments(param.fid) if index is not None else []
        if not calls:
            return None
        for args in calls:
            arg = args[index] if index < len(args) else None
            if arg == EVENT_FETCH or chosen_default(arg, FETCH_LIBRARY) == EVENT_FETCH:
                continue                   # (rule client.chosen-default: `custom ?? fetch`)
            if not isinstance(arg, ParamV):
                return None
            if arg.path == ("fetch",) or not arg.path and arg.name == "fetch":
                continue            # event.fetch, { fetch }: any parameter named fetch is fetch
            if arg.path or self.passed_fetch(arg) is None:
                return None
        return EVENT_FETCH

    def _defaulted_client(self, callee: ParamV, depth: int) -> LibV | ClientV | None:
        fn = self.function(callee.fid)
        index = next((i for i, p in enumerate(fn.params) if p.name == callee.name), None) \
            if fn is not None else None
        if index is None or fn.params[index].default is None:
            return None
        expr = fn.params[index].default
        default = self.evaluate(expr, Frame(self.functions[callee.fid][0], callee.fid), depth)
        if not isinstance(default, (LibV, ClientV)) or isinstance(default, LibV) and \
                default.lib in ("js", "global"):
            return None
        name = expr.name if isinstance(expr, Ref) else None
        passed = [args[index] if index < len(args) else None
                  for args in self.call_arguments(callee.fid)]
        if all(keeps_default(arg, default, name) or isinstance(arg, ParamV) and not arg.path
               and self.defaulted_client(arg, depth) == default for arg in passed):
            return default
        return None

    def declared_param_method(self, callee: ParamV, depth: int) -> FnV | UnknownV | None:
        """Rule ``client.declared-class``: ``requests.get`` of a parameter declared with a
        class of the program (``requests: Requests``) is that class's method ``get``, bound to
        an instance whose construction is not known (rule ``client.interface-class``: of the
        one class implementing a declared interface; the unknown naming the interface when
        several do, reviewed by rule ``review.interface-classes``); ``None`` when the
        declaration names no such class or the member is no method of it."""
        instance = declared_instance(self, callee.module, callee.type_text, depth) \
            if callee.module else None
        if instance is None:
            return None
        value: Value = instance
        for prop in callee.path:
            value = self.member(value, prop, depth)
        several = isinstance(value, UnknownV) and value.reason.startswith(IMPLEMENTATIONS_MARK)
        return value if isinstance(value, FnV) or several else None   # (reviewed, never run)

    def requests_at(self, site: CallSite, frame: Frame, fn: FunctionFact | None,
                    depth: int) -> list[RequestTemplate]:
        """Templates made by one call site: a recognised library call, or a wrapper call."""
        site = unbound_call(self, site, frame, depth) or site   # Base.prototype.m.call(this)
        note_typed_call(self, site.call.callee, frame)   # rule review.unfollowed-typed-global
        callee = self.evaluate(site.call.callee, frame, depth)
        if isinstance(callee, UnknownV) and callee.reason == DEPTH_LIMIT:  # budget.call-depth
            self.depth_cut_sites.add(self.where(frame.path, site.call.span))
            self.depth_cut_calls.setdefault((frame.path, site.call.span),
                                            (frame, site.call.callee))
        record = answered_record(self, callee) if isinstance(callee, ParamV) and callee.path \
            else None
        if record is not None:                     # rule restangular.element-answer
            callee = record
        function_name = known_name(self, fn, frame.path)     # rule name.enclosing-function
        handed = self.handed(callee) if isinstance(callee, ParamV) else None
        if handed is not None:                     # rule wrapper.handed-object
            callee = alternatives(list(handed.functions))
        elif isinstance(callee, ParamV) and not callee.path:
            made = [replace(t, sites=t.sites + tuple(          # rule wrapper.handed-client-
                Site(call.where, call.function, HANDED_CLIENT_RULE, shaping=True)   # function
                for call in calls[:MAX_ALTERNATIVES]))
                for client, calls in self.handed_client_values(callee)
                for t in self.library_requests(client, site, frame, function_name) or ()]
            if made:
                return made
        if isinstance(callee, (LibV, ClientV)):
            templates = self.library_requests(callee, site, frame, function_name)
            if templates is None:
                templates = self.assumed_fetch(callee, site, frame, function_name)
            if templates is None:                  # rule openapi-fetch.assumed-client
                templates = self.assumed_openapi_fetch(callee, site, frame, function_name)
            if templates is None:
                self.note_unknown_client(callee, site, frame)
            elif callee == EVENT_FETCH:
                templates = event_fetch_sites(templates, self.event_fetch_rule(site, frame))
            templates = [in_browser_template(t) for t in templates or ()]
            return (templates or []) + self.callback_requests(site, frame, function_name,
                                                              depth)
        if isinstance(callee, ParamV) and callee.path and (
                callee.path[-1] in self.client_methods or named_request_word(callee.path[-1])):
            clients = self.passed_clients(callee) or self.declared_param_client(callee)
            templates = [t for client in clients
                         for t in self.library_requests(client, site, frame, function_name) or ()]
            if clients == (EVENT_FETCH,) and callee.path == ("fetch",):
                templates = event_fetch_sites(templates, SVELTEKIT_RULE)   # helper(event)
            declared = None if clients else unseen_method(self, callee, depth) or \
                self.declared_param_method(callee, depth)   # rule this.unseen-origin
            if isinstance(declared, UnknownV) and self.call_arguments(callee.fid):
                declared = None                    # its callers may show the class
            if declared is not None:               # rule client.declared-class
                callee = declared
            elif not templates:
                self.note_unknown_client(callee, site, frame)
                self.note_unknown_receiver(callee, site, frame, function_name,
                                           bool(self.call_arguments(callee.fid)))
                return templates
            else:
                return templates
        unseen = unseen_method(self, callee, depth) if isinstance(callee, ParamV) else None
        if unseen is not None:                     # rule this.unseen-origin
            callee = unseen
        client = self.defaulted_client(callee, depth) \
            if isinstance(callee, ParamV) and not callee.path else None
        if client is not None:                     # rule client.parameter-default
            return [replace(t, sites=t.sites[:-1] + (replace(t.sites[-1], rule=DEFAULT_RULE),))
                    for t in self.library_requests(client, site, frame, function_name) or ()]
        chosen = chosen_default(callee, self.request_libraries()) \
            if frame.path not in self.vendored else None    # (a library's own copied code)
        if chosen is not None:                     # rule client.chosen-default
            return [replace(t, sites=t.sites[:-1] + (replace(t.sites[-1], rule=CHOSEN_RULE),))
                    for t in self.library_requests(chosen, site, frame, function_name) or ()]
        passed = self.passed_fetch(callee) if isinstance(callee, ParamV) and not callee.path \
            else None
        if passed is not None:                     # rule client.passed-fetch
            return [replace(t, sites=t.sites[:-1] + (replace(t.sites[-1], rule=PASSED_FETCH),))
                    for t in self.library_requests(passed, site, frame, function_name) or ()]
        if isinstance(callee, ParamV) and isinstance(site.call.callee, Ref) and \
                request_function_call(callee, self.eval_args(site.call.args, frame, depth)):
            # rule review.request-function-parameter: reviewed, never followed
            self.param_requests[(frame.path, site.call.span)] = (
                callee.name, function_name, len(self.call_arguments(callee.fid)))
            return []
        written = ".".join(member_path(site.call.callee) or ())
        unprovided = unprovided_message(callee, written) or \
            several_message(self, callee, written)
        if unprovided is not None:                 # rules di.unprovided, review.interface-classes
            self.unknown_receivers.setdefault((frame.path, site.call.span),
                                              ("unknown", unprovided, None))
            return []
        if isinstance(callee, UnknownV) and isinstance(site.call.callee, Index):
            made = self.parameter_method_requests(site, frame, fn, depth)
            if isinstance(made, list):             # rule client.caller-method
                return made
            if made is not None:                   # rule client.caller-class-method
                callee = made
        callee = unknown_choice(callee)            # {...unknownClient(), x}.post: unknown
        assumed = self.assumed_fetch(callee, site, frame, function_name)
        if assumed is None:                        # rule openapi-fetch.assumed-client
            assumed = self.assumed_openapi_fetch(callee, site, frame, function_name)
        if assumed is not None:                    # rule fetch.assumed-client
            return assumed
        if isinstance(callee, (UnknownV, ParamV)):
            self.note_unknown_receiver(callee, site, frame, function_name)
        if isinstance(callee, UnknownV):
            chosen = self.chosen_client_member(site, frame, depth)
            if chosen is not None:                 # rule review.chosen-client-member
                self.unknown_receivers.setdefault((frame.path, site.call.span),
                                                  ("unknown", chosen, None))
                return []
            self.note_unknown_client(callee, site, frame)
            return []
        if isinstance(callee, ResponseV):          # res.then(cb): records cb's response
            self.response_call(callee, site.call, frame, depth)
            return self.then_requests(callee, site, frame, function_name, depth)
        keyed = keyed_options(callee, frame.fid)    # rule wrapper.chosen-arm: handlers[m]()
        tested = compared_options(callee)             # and http[method]() in `case 'put':`
        targets = tuple(option for option, _ in tested) if tested else \
            callee.options if isinstance(callee, AltV) else \
            tuple(option for _, option in keyed) or (callee,)
        # `(cond ? axios.put : axios.post)(url)`: a choice between library methods makes each
        # branch's request (a library value beside an unknown one, `opts.fetch ?? fetch`, or a
        # component argument, is no such choice)
        libraries = self.request_libraries()
        methods = all(isinstance(t, ClientV) or isinstance(t, LibV) and t.lib in libraries
                      for t in targets)
        out: list[RequestTemplate] = []
        for index, target in enumerate(targets):
            guard = keyed_guard(callee, keyed[index][0], function_name,
                                (frame.path, site.call.span)) if keyed else \
                tested[index][1] if tested else ()
            if isinstance(target, ClientV) or methods and isinstance(target, LibV):
                made = self.library_requests(target, site, frame, function_name) or ()
                out.extend(replace(settled_choice(t, callee, index),
                                   run_guards=t.run_guards + guard) for t in made)
            if not isinstance(target, FnV) or target.fid == frame.fid:
                continue
            target_path = self.functions.get(target.fid, (None,))[0]
            if target_path is None:
                continue
            if keyed:                                  # rule wrapper.chosen-arm
                self._keyed_arms.setdefault(target.fid, {})[guard[0][2].test] = guard[0]
            inner = self.summary(target_path, target.fid, depth + 1)
            if instance_specific(self, tracked(target.this), target.fid) or \
                    unseen_this(target) or inherited_hole(self, target, inner) or \
                    instance_hole(self, target, inner):        # rule this.instance-argument
                inner = self.summary(target_path, target.fid, depth + 1, target.this)
            elif target.fid in self.instance_fids and frame.fid is not None \
                    and frame.this is None:
                self.instance_fids.add(frame.fid)  # (its instance may tie the call: `this.repo`)
            if not inner and any(c.rule == VERB_RULE for c in target.captured):
                # rule wrapper.verb-loop: a verb method whose transport is no known client
                self.note_unknown_client(UnknownV(VERB_RULE), site, frame)
            args = self.eval_args(site.call.args, frame, depth)[target.dropped:]
            self.callers.setdefault(target.fid, []).append(
                (frame.path, frame.fid, args, site.call.span))
            if self.functions[target.fid][1].class_name is not None:   # this.subclass-call
                self.receivers.setdefault(target.fid, []).append(
                    ((frame.path, site.call.span), frame.fid, target.this))
            if target.captured:                    # rule wrapper.forwarded-function
                self.captured_callers.setdefault(target.fid, []).append(
                    (target.captured, (frame.path, frame.fid, args, site.call.span)))
            mapping = self.bind_args(target.fid, args, depth)
            hop = Site((frame.path, site.call.span), function_name,
                       DROPPING_RULE if target.dropped else    # a library's executor
                       self.hop_rule(site.call.callee, frame, target.fid))
            published = self.published_sites(site.call.callee, frame) + typed_sites(
                self, site.call.callee, frame) + (tuple(
                Site(call.where, call.function, HANDED_RULE, shaping=True)
                for call in handed.calls[:MAX_ALTERNATIVES]) if handed is not None else ())
            made = [with_response_type(self.captured_template(
                substitute_template(self, t, target.fid, m), target).via(hop),
                site, frame, self.function(target.fid))
                for t in inner for m in object_choices(t, target.fid, mapping)]
            made = [replace(t, sites=t.sites + published) for t in made] if published else made
            made = self.guarded_made(made, site, frame, depth)   # rule wrapper.guarded-call
            made = [replace(t, run_guards=t.run_guards + guard) for t in made] if guard \
                else made                                          # rule wrapper.chosen-arm
            made = form_objects.with_form_evidence(self, target, frame.path, made)   # form-object.*
            # rule url.same-condition: `client[c ? 'put' : 'post'](url)` on a class's own
            # methods settles every other choice on `c` as the library methods do
            made = [settled_choice(t, callee, index) for t in made]
            if site.chain:                         # rule superagent.wrapper-chain
                made = [self.chained(t, site, frame, function_name) for t in made]
            generated = runtime_request(target, args, site,
                                        Context(self.program, frame, function_name))
            if generated is not None:     # rule openapi-generator.typescript-fetch
                self.link_sites(made, (frame.path, site.call.span))
                made = [generated]
            elif not any(has_fixed_text(t.url) for t in made) \
                    and not is_factory(self.function(target.fid)):   # a factory's definition
                described = descriptor_template(
                    args, site, Context(self.program, frame, function_name))
                if described is not None:
                    self.link_sites(made, (frame.path, site.call.span))
                    made = [described]
            out.extend(made)
        return out

    def guarded_made(self, made: list[RequestTemplate], site: CallSite, frame: Frame,
                     depth: int) -> list[RequestTemplate]:
        """Rule ``wrapper.guarded-call``: ``made``, the requests of the function ``site``
        calls, less those one of whose :attr:`~RequestTemplate.run_guards` this call's
        arguments prove false (``updateEntry(section)`` to ``if (id) refreshEntry(…)``: no
        request); each kept one run only when the test of the ``if`` holding ``site`` holds,
        when that test reads a parameter of ``frame``'s function."""
        self.note_untaken(t for t in made if never_made(t))     # rule wrapper.chosen-arm
        made = [t for t in made if not never_made(t)]
        guard = self.site_guard(site, frame, depth)
        return [replace(t, run_guards=t.run_guards + (guard,)) for t in made] if guard else made

    def site_guard(self, site: CallSite, frame: Frame, depth: int = 0) -> tuple | None:
        """Rule ``wrapper.guarded-call``: ``(subject, op, literal)`` of the test of the ``if``
        holding ``site`` when it reads a parameter of ``frame``'s function, else ``None``."""
        test = as_test(site.guard) if site.guard is not None and frame.fid else None
        subject = self.evaluate(test.subject, frame, depth) if test is not None else None
        if not (isinstance(subject, ParamV) and subject.fid == frame.fid):
            return None
        return (subject, test.op, test.literal)

    def call_guarded(self, template: RequestTemplate, path: str, fid: str | None,
                     span: Span) -> RequestTemplate | None:
        """Rule ``wrapper.guarded-call`` for a request passed up to the call at ``span`` in
        function ``fid`` of ``path`` (:meth:`passed_up`): ``None`` when its arguments prove
        one of ``template``'s guards false, else ``template`` with the test of the ``if``
        holding that call added to its guards (:meth:`site_guard`)."""
        if never_made(template):
            return None
        site = next((s for s in self.calls_by_scope.get((path, fid), [])
                     if s.call.span == span), None) if fid else None
        guard = self.site_guard(site, Frame(path, fid)) if site is not None else None
        return replace(template, run_guards=template.run_guards + (guard,)) if guard \
            else template

    def parameter_method_requests(self, site: CallSite, frame: Frame, fn: FunctionFact | None,
                                  depth: int) -> list[RequestTemplate] | Value | None:
        """Rule ``client.caller-method`` (:mod:`code2skill.caller_methods`): ``client[m](…)``
        with ``m`` a parameter of the enclosing function makes the request of each HTTP verb
        its callers pass as text (through callers passing their own parameter on); one
        reviewed site (rule ``review.parameter-method``) when a caller passes anything else.
        On an instance of the program's own client class (rule
        ``client.caller-class-method``) the result is the callee instead: the choice of that
        class's methods named by those verbs, each then followed as a wrapper. ``None`` when
        the site is no such call."""
        from code2skill import caller_methods
        obj = self.evaluate(site.call.callee.obj, frame, depth)
        own_class = isinstance(obj, InstanceV) and isinstance(self.member(obj, "get", depth), FnV)
        if not own_class and (not isinstance(obj, (ClientV, LibV)) or isinstance(obj, LibV)
                              and not any(obj.lib in (*rec.modules.values(),
                                                      *rec.globals.values())
                                          for rec in self.recognisers)):
            return None
        key = self.evaluate(site.call.callee.index, frame, depth)
        position = caller_methods.method_parameter(key, fn)
        if position is None:
            return None
        verbs = caller_methods.caller_verbs(self.call_arguments(fn.fid), position,
                                            self.forwarded_arguments)
        members = [self.member(obj, verb, depth) for verb in verbs or ()]
        where = (frame.path, site.call.span)
        if verbs is None or own_class and not all(isinstance(m, FnV) for m in members):
            self.reviewed_sites[where] = obj.name if own_class else obj.lib
            self.library_review.add(Problem("medium", caller_methods.review_message(
                key.name, fn.name), where, caller_methods.REVIEW_RULE))
            return []
        if own_class:
            return alternatives(members)
        shared = caller_methods.shared_shape(verbs)
        if shared is not None:                    # each caller's verb: its method
            return [replace(t, method=key) for t in self.library_requests(
                obj.member(shared), site, frame, fn.name) or ()]
        return [t for verb in verbs
                for t in self.library_requests(obj.member(verb), site, frame, fn.name) or ()]

    def chained(self, template: RequestTemplate, site: CallSite, frame: Frame,
                function_name: str | None) -> RequestTemplate:
        """``template`` made through a wrapper with the calls chained at the wrapper's call
        ``site`` applied by its library's recogniser (a builder such as superagent's);
        unchanged for a library that has no ``chained`` hook."""
        for rec in self.recognisers:
            if rec.chained is not None and rec.id == template.lib:
                return rec.chained(template, site.chain,
                                   Context(self.program, frame, function_name))
        return template

    def then_requests(self, callee: ResponseV, site: CallSite, frame: Frame,
                      function_name: str | None, depth: int) -> list[RequestTemplate]:
        """Rule ``dataflow.then-request``: ``res.then(cb)`` calls ``cb`` with the response, so a
        request ``cb`` makes whose identity waits for its parameter (``.then((url) =>
        axios.post(url, body))``: the whole URL) is made here, the parameter bound to the
        response (an upload to a URL an earlier call returned). ``[]`` for any other call on
        a response, a handler that is no function of the program, or no such request."""
        if callee.path[-1:] != ("then",) or not site.call.args:
            return []
        handler = self.evaluate(site.call.args[0], frame, depth)
        if not isinstance(handler, FnV) or handler.fid not in self.functions \
                or handler.fid == frame.fid:
            return []
        inner = self.summary(self.functions[handler.fid][0], handler.fid, depth + 1)
        if not inner:
            return []
        response = replace(callee, path=callee.path[:-1])
        mapping = self.bind_args(handler.fid, (response,), depth)
        hop = Site((frame.path, site.call.span), function_name, "dataflow.then-request")
        return [substitute_template(self, t, handler.fid, mapping).via(hop) for t in inner]

    def callback_requests(self, site: CallSite, frame: Frame, function_name: str | None,
                          depth: int) -> list[RequestTemplate]:
        """Rule ``callback.library-argument``: a function written inside ``frame``'s function
        and handed to a library call (``useEffect(() => …)``, ``useQuery({queryFn: () =>
        …})``, ``setTimeout(…)``: directly or as a member of an options object) runs as part
        of it, so its requests that wait only for the enclosing function's parameters
        (``` fetch(`${path}/x`) ``` in a hook taking ``path``) are that function's, passed on
        to its callers. One the library hands back to be called later (``useCallback(fn)``, a
        mutation's ``mutate``) is followed where it is called, and one whose request waits
        for its own parameters stays reported (rule ``review.opaque-wrapper``)."""
        if frame.fid is None:
            return []
        args = self.eval_args(site.call.args, frame, depth)
        callbacks = [a for arg in args for a in (
            [p.value for p in arg.props] if isinstance(arg, ObjV) else [arg])
            if isinstance(a, FnV) and a.fid != frame.fid and a.fid in self.functions
            and frame.fid in self.param_scope(a.fid)]
        if not callbacks:
            return []
        returned = self.handed_back(site, frame, args, depth)
        out: list[RequestTemplate] = []
        hop = Site((frame.path, site.call.span), function_name, CALLBACK_RULE)
        outer = self.param_scope(frame.fid)
        for callback in callbacks:
            if holds_function(returned, callback.fid):
                continue
            own = self.param_scope(callback.fid) - outer
            # rule this.arrow-instance: an arrow keeps the instance its method is followed for
            this = tracked(callback.this) if frame.this is not None and \
                self.functions[callback.fid][1].arrow else None
            out.extend(t.via(hop) for t in self.summary(self.functions[callback.fid][0],
                                                        callback.fid, depth + 1, this)
                       if not is_deferred(t, own))
        return out

    def handed_back(self, site: CallSite, frame: Frame, args: tuple[Value, ...],
                    depth: int) -> Value:
        """What a library call gives back, as far as the functions it returns matter (rule
        ``callback.library-argument``): React's ``useCallback(fn)`` is ``fn``; a modelled
        hook's result (``useMutation``'s ``mutate``) as its recogniser says. Read without
        evaluating the call, which would report it again."""
        callee = self.evaluate(site.call.callee, frame, depth)
        if isinstance(callee, LibV) and callee.lib in HOOK_MODULES \
                and callee.path == ("useCallback",):
            return args[0] if args else UnknownV("missing")
        where = self.where(frame.path, site.call.span)
        for rec in self.recognisers:
            value = rec.call_value(callee, args, where, site.call.new) \
                if rec.call_value is not None else None
            if value is None and rec.call_result is not None:
                value = rec.call_result(callee, args, where, Context(self.program, frame, None))
            if value is not None:
                return value
        return UnknownV("library-call")

    def assumed_fetch(self, callee: Value, site: CallSite, frame: Frame,
                      function_name: str | None) -> list[RequestTemplate] | None:
        """Rule ``fetch.assumed-client`` (:mod:`code2skill.assumed_fetch`): the templates of
        ``X.fetch(url, init)`` read as fetch when ``X`` is a value an unrecognised package
        made or exports (``initClient(...)`` of ``'trailbase'``: ``callee`` is then the
        ``UnknownV`` member of that call's result, or the package's ``LibV`` member) and the
        arguments have fetch's shape; ``None`` for any other call."""
        names = member_path(site.call.callee) if isinstance(site.call.callee, Member) else None
        if not names or names[-1] != assumed_fetch.METHOD:
            return None
        if isinstance(callee, LibV) and callee.lib not in ("js", "global") \
                and callee.path[-1:] == (assumed_fetch.METHOD,):
            source: LibV | None = callee
        elif isinstance(callee, UnknownV) and callee.reason == "unknown-member":
            source = self.library_results.get(callee.where)
        else:
            return None
        if source is None or not assumed_fetch.fetch_shaped(
                self.eval_args(site.call.args, frame)):
            return None
        templates = self.library_requests(assumed_fetch.FETCH, site, frame, function_name) or []
        return assumed_fetch.assumed(templates, source, ".".join(names),
                                     self.where(frame.path, site.call.span))

    def assumed_openapi_fetch(self, callee: Value, site: CallSite, frame: Frame,
                              function_name: str | None) -> list[RequestTemplate] | None:
        """Rule ``openapi-fetch.assumed-client`` (:mod:`code2skill.assumed_openapi_fetch`):
        the templates of ``client.GET(path, init)`` read as openapi-fetch when ``client`` is
        a value a package the tool does not model made or exports (:meth:`assumed_package`)
        and the call has openapi-fetch's shape; ``None`` for any other call."""
        names = member_path(site.call.callee) if isinstance(site.call.callee, Member) else None
        if not names or names[-1] not in assumed_openapi_fetch.VERBS:
            return None
        found = self.assumed_package(callee)
        if found is None or not assumed_openapi_fetch.openapi_fetch_shaped(
                names[-1], self.eval_args(site.call.args, frame)):
            return None
        source, made = found
        client = assumed_openapi_fetch.assumed_client(names[-1], made)
        templates = self.library_requests(client, site, frame, function_name) or []
        for template in templates:
            self.assumed_packages[library_site(template.sites).where] = \
                SDK_PREFIX + package_of(source)
        return assumed_openapi_fetch.assumed(templates, source, ".".join(names),
                                             self.where(frame.path, site.call.span), made)

    def assumed_package(self, value: Value, depth: int = 0
                        ) -> tuple[LibV, Where | None] | None:
        """``(the package member, the call that made the client)`` when ``value`` is a member
        of a client made by (or exported from) a package no recogniser models: the result of
        a call of the package (``createClient({fetch})``: an ``UnknownV`` or a value typed
        where it was made), the package's export itself, or a parameter every known call
        fills with such a client of one package (``load(client)``, followed up to three
        callers deep); ``None`` otherwise."""
        if isinstance(value, (UnknownV, TypedV)) and value.where in self.library_results and \
                (isinstance(value, TypedV) or value.reason in ("library-call", "unknown-member")):
            return self.library_results[value.where], value.where
        if isinstance(value, LibV):
            modelled = value.lib in ("js", "global") or value.lib in self.recogniser_ids
            return None if modelled else (value, value.where)
        if not isinstance(value, ParamV) or depth >= 3:
            return None
        found = [self.assumed_package(arg, depth + 1) if arg is not None else None
                 for arg in self.forwarded_arguments(replace(value, path=())) or [None]]
        if any(f is None for f in found) or len({package_of(f[0]) for f in found}) != 1:
            return None
        return found[0]

    def library_requests(self, callee: LibV | ClientV, site: CallSite, frame: Frame,
                         function_name: str | None) -> list[RequestTemplate] | None:
        """The templates of the first recogniser that claims a library or client call
        (``None`` when none does)."""
        for rec in self.recognisers:
            template = rec.request(callee, site, Context(self.program, frame, function_name))
            if template is not None:
                templates = template if isinstance(template, list) else [template]
                if not all([self.count_request_site(library_site(t.sites).where, t.lib)
                            for t in templates]):
                    return []                       # rule budget.request-sites-per-run
                handed = self.handed_sites(frame)
                if handed:
                    templates = [replace(t, sites=t.sites + handed) for t in templates]
                return [with_response_type(self.with_enclosing_auth(written_body(   # rule
                    self, folded_form_body(self, t, frame), frame, site.call.span),  # value.
                    frame), site, frame) for t in templates]        # parameter-member-writes
        return None

    def within_run_budget(self, emitted: list[Emitted]) -> list[Emitted]:
        """Rule ``budget.request-sites-per-run``, for the requests emitted: the first
        :data:`RUN_REQUEST_SITES` of ``emitted`` (in order); the file of the outermost call
        of each later one gets the limit's diagnostic (6,000 one-line callers of one
        JSON-RPC wrapper, each calling it with its own method, share one library call site
        but make 6,000 requests: over 63 s of CPU)."""
        for item in emitted[RUN_REQUEST_SITES:]:
            where = item.template.sites[0].where if item.template.sites else (item.path, None)
            line = f" from line {where[1][0]} on" if where[1] else ""
            self.note_limit(where[0], where[1], "request-sites-per-run", (
                f"the run makes over {RUN_REQUEST_SITES:,} requests: those made{line} through "
                f"the calls of {where[0]} are not in the contract"))
        return emitted[:RUN_REQUEST_SITES]

    def count_request_site(self, where: Where, lib: str) -> bool:
        """Note the library request call site ``where`` (of library ``lib``) → whether its
        requests are resolved. Rule ``budget.request-sites-per-file``: while
        :meth:`summarise_all` runs, the :data:`FILE_REQUEST_SITES` + 1st new site of one file
        raises :class:`FileWorkBudget` (each site becomes a capability, whose naming, policy,
        schema and contract text cost milliseconds: 20,000 one-line ``fetch`` functions in one
        file took over 85 s of CPU). Rule ``budget.request-sites-per-run``: every new site
        after the run's first :data:`RUN_REQUEST_SITES` is counted (``source.coverage`` gives
        it as unresolved) but makes no request, and each file holding such sites gets a
        diagnostic naming the limit and the first of them (ten files of 1,999 one-line
        ``fetch`` functions took over 63 s of CPU)."""
        if where in self.request_sites:
            return where not in self.sites_past_budget
        self.request_sites[where] = lib
        count = self._sites_per_file.get(where[0], 0) + 1
        self._sites_per_file[where[0]] = count
        self._sites_in_run += 1
        if self._budgeted and count > FILE_REQUEST_SITES:
            raise FileWorkBudget(where[0], "request-sites-per-file")
        if self._sites_in_run - len(self.sites_past_budget) <= RUN_REQUEST_SITES:
            return True
        self.sites_past_budget[where] = lib
        line = f" from line {where[1][0]} on" if where[1] else ""
        self.note_limit(where[0], where[1], "request-sites-per-run", (
            f"the run makes over {RUN_REQUEST_SITES:,} library request call sites: those of "
            f"{where[0]}{line} are not resolved (source.coverage counts them as unresolved)"))
        return False
