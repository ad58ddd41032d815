"""The ordered registry of library recognisers: adding an HTTP library is one module and its
name in :data:`RECOGNISER_MODULES`, the one list :data:`RECOGNISERS` is built from.

A recogniser claims calls whose callee resolves to its library (``LibV``) or to a client it
created (``ClientV``), and turns them into :class:`~code2skill.requests.RequestTemplate` values.
The first recogniser that returns a template wins; order matters only for overlapping claims.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Callable, Iterable, Mapping

from code2skill.recogniser_context import Context, ProgramQueries, SetupFacts
from code2skill.values import Value, Where


@dataclass(frozen=True)
class LibraryFacts:
    """What a library's API means, as data on its :class:`Recogniser` (its request hook reads
    them; a simple client is mostly these).

    * ``response_body``: how a response reaches its body: a member (axios ``res.data``), a
      reader method (fetch ``res.json()``), ``""`` when the call resolves to the body itself
      (ofetch, Angular ``HttpClient``), ``None`` when not modelled;
    * ``result_body``: the member of a result that holds the body's member of the same name
      (an Apollo result's ``data``), or ``None``;
    * ``result_calls``: members of a result that are functions of the library, whose calls
      its recogniser reads (an Apollo query result's ``subscribeToMore``, a ``LibV`` of that
      name);
    * ``record_calls``: members of an answer whose body is an active record
      (``ResponseV.record``: a Restangular element's ``put``, ``remove``, ``customGET`` …)
      that are the record's methods, read on the record (rule ``restangular.element-answer``);
    * ``verbs``: method-named request calls (``api.get(url, …)``); ``body_verbs`` those whose
      argument after the URL is the body (``api.post(url, data, config)``);
    * ``base_keys``, ``query_keys``, ``body_keys``, ``json_keys``: the option (config) keys
      holding the base URL, the query, a body and a body sent as JSON, first present wins;
    * ``credentials``: ``(option key, value)`` that sends cookies (``("credentials",
      "include")``, ``("withCredentials", True)``), or ``None``;
    * ``own_headers_only``: the request carries only the headers its own call names (a UI
      library's upload element sends with its props), so the auth headers the enclosing
      function sets do not reach it (rule ``auth.enclosing-function``).
    """

    response_body: str | None = None
    result_body: str | None = None
    result_calls: tuple[str, ...] = ()
    record_calls: tuple[str, ...] = ()
    verbs: tuple[str, ...] = ()
    body_verbs: tuple[str, ...] = ()
    base_keys: tuple[str, ...] = ()
    query_keys: tuple[str, ...] = ()
    body_keys: tuple[str, ...] = ()
    json_keys: tuple[str, ...] = ()
    credentials: tuple[str, str | bool] | None = None
    own_headers_only: bool = False


@dataclass(frozen=True)
class Recogniser:
    """One HTTP library.

    * ``modules``: import specifier → library id (``{"axios": "axios"}``).
    * ``globals``: global identifier → library id (``{"fetch": "fetch"}``).
    * ``vendored``: pattern (a regular expression searched in a program file's path) →
      library id, for the library's own code a generator copies into the app (hey-api's
      ``client/client.gen.ts``): what such a file exports is the library's, as if imported
      from the package.
    * ``aliases``: member paths that *are* the library (``("vue", "axios")`` → ``axios`` for
      ``Vue.axios`` after ``Vue.use(VueAxios, axios)``).
    * ``call_value(callee, args, where, new)``: the value a library call evaluates to
      (``axios.create(cfg)`` → a ``ClientV``), or ``None``.
    * ``request(callee, site, ctx)``: the template for a request call (a list when one call
      declares several, as ``createApi`` does), or ``None``.
    * ``call_result(callee, args, where, ctx)``: like ``call_value``, with the
      :class:`~code2skill.recogniser_context.Context` of the call, for values that depend on
      the program (what a callback argument returns: ``useQuery({queryFn})``), or ``None``.
    * ``member_value(obj, prop, program)``: the value of member ``prop`` of a ``ClientV`` the
      recogniser made (a reactive form's ``value``) or of a library value (``LibV``:
      ``axios.defaults.baseURL`` read back), or ``None`` (the member path grows).
    * ``setup(program)``: an optional program-wide pass (interceptors, defaults) returning
      :class:`~code2skill.recogniser_context.SetupFacts` (or ``None``); the resolver stores
      them and the recogniser reads its facts back with ``program.setup_facts(id)``.
    * ``inject(decorator, args, field, module, program)``: the value a class field holds when
      a decorator injects it (``@service('session') session;`` in ``module``: ``decorator`` the
      decorator's resolved value, ``args`` its call arguments, ``()`` when not called), or
      ``None``.
    * ``review(program)``: ``(severity, message, where)`` review items (or
      :class:`code2skill.problem.Problem`, to cite a rule of its own) the recogniser raises
      once the whole program is resolved (a call it saw whose request it never met).
    * ``unknown_receiver(callee, site, ctx)``: for a call on a value the resolver cannot
      follow (``callee`` unknown or a parameter), ``(library, review message)`` when the
      library would make a request with it (an Ember record's ``save()``), else ``None``: the
      call is then a reviewed request-like site of that library.
    * ``client_methods``: names of request-making methods of the clients it makes (an Ember
      record's ``save``), followed into a parameter its callers fill with such a client
      (rule ``wrapper.client-argument``).
    * ``facts``: the library's API facts as data (:class:`LibraryFacts`).
    * ``chained(template, chain, ctx)``: the template of a wrapper's request once the calls
      chained at the wrapper's call site (``requests.post(url).send(body)``) are applied, for
      a library whose request call returns a builder; ``None`` when not modelled.
    * ``inherited(parent, prop, this, program)``: the member ``prop`` that ``this``, an
      instance of a program class extending library class ``parent`` (``LibV``), inherits
      from it (a codegen Apollo service's ``fetch``, bound to the instance's ``document``),
      or ``None``.
    * ``returned(callee, value, args, ctx)``: what a call of the program's own function
      ``callee`` (an ``FnV``) returns when the library's contract constrains it beyond its
      body (``value``, what the body returns; ``args()`` the call's argument values), or
      ``None`` (the body's value stands).
    * ``client_types``: exported type name → ``"instance"`` (a configured client:
      ``AxiosInstance``) or ``"module"`` (the library itself: ``AxiosStatic``); a member or
      parameter declared with one is that client (rule ``client.declared-type``).
    * ``declared(program)``: requests the program declares as data rather than calls (a Vue
      component's ``apollo: {…}`` queries), as ``Emitted`` items, once every function is
      summarised.

    ``program`` is a :class:`~code2skill.recogniser_context.ProgramQueries` and ``ctx`` a
    :class:`~code2skill.recogniser_context.Context`: no hook sees the resolver itself.
    """

    id: str
    request: Callable[[Value, Any, Context], Any]
    modules: Mapping[str, str] = field(default_factory=dict)
    globals: Mapping[str, str] = field(default_factory=dict)
    vendored: Mapping[str, str] = field(default_factory=dict)
    aliases: Mapping[tuple[str, ...], str] = field(default_factory=dict)
    call_value: Callable[[Value, tuple[Value, ...], Where | None, bool], Value | None] | None = None
    setup: Callable[[ProgramQueries], SetupFacts | None] | None = None
    member_value: Callable[[Value, str, ProgramQueries], Value | None] | None = None
    call_result: Callable[[Value, tuple[Value, ...], Where | None, Context], Value | None] \
        | None = None
    inject: Callable[[Value, tuple[Value, ...], str, str, ProgramQueries], Value | None] \
        | None = None
    review: Callable[[ProgramQueries], Iterable[tuple[str, str, Where]]] | None = None
    unknown_receiver: Callable[[Value, Any, Context], tuple[str, str] | None] | None = None
    client_methods: frozenset[str] = frozenset()
    declared: Callable[[ProgramQueries], list[Any]] | None = None
    facts: LibraryFacts = LibraryFacts()
    client_types: Mapping[str, str] = field(default_factory=dict)
    inherited: Callable[[Value, str, Value, ProgramQueries], Value | None] | None = None
    returned: Callable[[Value, Value, Callable[[], tuple[Value, ...]], Context], Value | None] \
        | None = None
    chained: Callable[[Any, Any, Context], Any] | None = None


# The recogniser modules, in claim order: the one list the registry is built from (each
# module defines ``RECOGNISER``).
RECOGNISER_MODULES = (
    "fetch", "axios", "superagent", "angular", "delon_http", "angularjs", "ky", "jquery", "xhr", "graphql", "relay", "rtk_query",
    "ofetch", "openapi_fetch", "openapi_react_query", "querystring", "ember", "ember_ajax",
    "ember_adapter_actions", "ts_api_toolkit", "vuex",
    "react_query", "angular_forms", "redux_thunk", "swr", "trpc", "event_source", "web_socket",
    "react_admin",
    "vue_reactivity", "pinia", "hey_api", "framework7", "ng2_file_upload", "ng_file_upload",
    "ngx_uploader",
    "urijs", "bloodhound", "bootstrap_table", "select2", "ui_uploads", "restangular",
    "better_auth", "form_libraries", "inertia_router", "ziggy", "sails_io", "jquery_file_upload", "jquery_form", "jquery_load", "dropzone", "filepond",
    "uppy", "fine_uploader", "connect_rpc", "grpc_web", "zodios", "ts_rest", "hono_client",
    "wretch", "htmx", "mithril", "backbone", "vueuse",
)


def _registry() -> tuple[Recogniser, ...]:
    """Each module of :data:`RECOGNISER_MODULES`'s ``RECOGNISER``, in that order."""
    return tuple(import_module(f"{__package__}.{name}").RECOGNISER
                 for name in RECOGNISER_MODULES)


RECOGNISERS: tuple[Recogniser, ...] = _registry()
