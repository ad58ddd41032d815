"""Ember: services injected by decorator, and Ember Data store calls built into URLs by the
adapter conventions.

Forms handled::

    import { inject as service } from '@ember/service';     // or { service }, { inject }
    export default class TagList extends Component {
      @service session;                   // app/services/session.js, its default export
      @service('user-settings') prefs;    // app/services/user-settings.js
      @service('admin/audit') audit;      // app/services/admin/audit.js
      @service currentUser;               // app/services/current-user.js (dasherized)
      load() { return this.session.fetch('/tags'); }   // the service's wrapper is followed
    }
    export default Component.extend({                  // classic: ``this`` in its methods
      session: service(),                               // is the object, services injected
      load() { return this.session.fetch('/tags'); },
    });

A service is looked up as ``app/services/<name>`` then ``addon/services/<name>`` (``.js`` or
``.ts``), in the package of the injecting file first; its default export must be a class,
whose instance the field holds (rule ``ember.service``). A field decorated with anything else
(``@tracked``, ``@action``) injects nothing. ``@service store`` with no ``services/store``
module is the Ember Data store, as is ``this.store`` in a ``Route`` or a ``Model``.

Ember Data (rules ``ember-data.<requestType>``), URL shapes as ``BuildURLMixin`` builds them::

    this.store.findAll('article', { reload })       // GET    /articles (options: no id)
    this.store.findRecord('article', id)            // GET    /articles/{id}
    this.store.query('article', { author })         // GET    /articles?author=…
    this.store.queryRecord('user', { email })       // GET    /users?email=…
    this.store.createRecord('comment', { body }).save()   // POST /comments
    (await this.store.findRecord('article', id)).save()   // PATCH /articles/{id} (PUT: REST)
    this.session.user.save()    // update: a found/queried/peeked record, or one created and
                                // saved where it was created (rule ember-data.saved-record)
    record.destroyRecord()                          // DELETE /articles/{id} (a found record)
    record.deleteRecord(); record.save()            // DELETE /articles/{id} (same function)
    record.reload()                                 // GET    /articles/{id} (a loaded record)
    this.model.save()           // in a controller: the record its route's model() returns
    this.modelFor('article')    // in a route: that route's model (rule ember-data.route-model)

The adapter is the default export of ``app/adapters/<model>`` else ``app/adapters/application``
(the default adapter when neither exists), followed through its whole chain: classic
``X.extend({…})`` over the app's adapter modules, native classes, ``class A extends
RESTAdapter.extend(Mixin)`` and a native class over a classic base (rule
``ember-data.classic-adapter``; a classic method's ``this`` holds the chain's members). Its URL
is ``host/namespace/pathForType(model)[/id]``: ``host`` a base URL; ``namespace`` its text,
a computed one (`` `${subdir}/admin/api` ``) keeping its holes; ``pathForType`` an override's
return for the model (``underscore(pluralize(type))``, ``super.pathForType(type)``), else the
model name pluralised and dasherized (``JSONAPIAdapter``, the default) or camelised
(``RESTAdapter``). An adapter method ``urlForFindRecord``, ``urlForFindAll``, ``urlForQuery``,
``urlForQueryRecord``, ``urlForCreateRecord``, ``urlForUpdateRecord``, ``urlForDeleteRecord``
(else ``buildURL``) replaces the convention: its returned template is read with its parameters
bound (``id``, ``modelName``, ``query``, ``requestType``), ``this._super(…)`` /
``super.buildURL(…)`` standing for the default URL and a classic ``this.buildURL('other')``
for the adapter's URL of that model (rule ``ember-data.super-url``); one that returns no URL
template is an unknown URL naming the override and its file, never a guess. An adapter method
that makes the request itself (``query(store, type, q)``) is a review note at the call (rule
``ember-data.request-override``). An update is ``PUT`` for a ``RESTAdapter``, else ``PATCH``.
The body of a save is the model's attributes (``@attr``, ``@belongsTo`` in
``app/models/<model>``) with the ``createRecord`` values where given, under the model name
(``RESTAdapter``: ``{blogPost: {…}}``) or ``data.attributes`` (JSON:API); the attributes'
requiredness stays unproven. Evidence: the call site, then the adapter (the override or the
adapter class) that shaped the URL, a ``shaping`` hop. A receiver that may also be a value the
source does not show (``this.args.article || createRecord(…)``) gives the requests of the
records it does show and a review note (rule ``ember-data.unknown-record``); a record a
template passes a Glimmer component (``this.args.article.destroyRecord()``,
``this.args.x.save()``, ``deleteRecord()`` then ``save()``), or a route model that is no one
record, has no model the source shows, so its request has an unknown URL naming the call,
reported at the call site and never guessed (rule ``ember-data.argument-record``); so is
``save()``/``destroyRecord()`` of any value the resolver cannot follow in an Ember module (an
action's parameter: rule ``ember-data.unknown-receiver``). The adapter's ``headers`` field or
getter (``get headers() { return { Authorization: … } }``) is auth evidence (rule
``ember-data.adapter-headers``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from code2skill.class_layers import superclass_ref
from code2skill.extractors.module_facts.shared import hole_name
from code2skill.extractors.module_facts.declarations import member_path
from code2skill.facts import Call, Lit, Member, Obj, Ref, Tmpl
from code2skill.requests import AuthHint, RequestTemplate, Site
from code2skill.string_helpers import (apply_helper, ember_camelize, ember_dasherize,
                                       ember_pluralize, helper_name)
from code2skill.recogniser_context import SetupFacts
from code2skill.resolution.shared import assume
from code2skill.values import (
    COMPONENT_ARGS,
    AltV,
    ArrV,
    ClassRefV,
    ClientV,
    FnV,
    HoleV,
    InstanceV,
    LibV,
    LitV,
    ObjV,
    ParamV,
    PropV,
    StrV,
    Text,
    UnknownV,
    Value,
    Where,
    text_of,
)

from code2skill.recogniser_context import Frame

from .common import auth_in_function, auth_keys
from .ember_ajax import service_value
from .registry import Recogniser

MISSING = object()
LIB = "ember-service"
DATA = "ember-data"
MODEL = "ember-data-model"
ROUTE = "ember-route"
REST = "ember-data-rest"
JSONAPI = "ember-data-json-api"
SUPER = "ember-super"                 # a classic adapter method's ``this._super``
DEFAULT_URL = "ember-data-default-url"   # what ``super.buildURL(…)`` returns (a ClientV)
GLIMMER = "glimmer-component"
OBJECT = "ember-object"
EMBER = "ember"
CONTROLLER = "ember-controller"
ARGS = COMPONENT_ARGS                 # ``this.args`` of a Glimmer component: what templates pass
MODULES = {"@ember/service": LIB, "@ember/routing/route": ROUTE, "@ember-data/model": MODEL,
           "@ember-data/adapter/rest": REST, "ember-data/adapters/rest": REST,
           "@ember-data/adapter/json-api": JSONAPI, "ember-data/adapters/json-api": JSONAPI,
           "@glimmer/component": GLIMMER, "@ember/object": OBJECT, "ember": EMBER,
           "@ember/controller": CONTROLLER}
BUILD_URL_LIB = "ember-build-url"     # an adapter's inherited ``this.buildURL``
ROUTE_MODEL = "ember-route-model"    # a controller's ``this.model``: its route's model() hook
MODEL_FOR = "ember-model-for"         # a route's ``this.modelFor('name')``
ALIASES = {(ROUTE, "prototype", "store"): DATA, (MODEL, "prototype", "store"): DATA,
           (GLIMMER, "prototype", "args"): ARGS, (CONTROLLER, "prototype", "model"): ROUTE_MODEL,
           (ROUTE, "prototype", "modelFor"): MODEL_FOR,
           # a native adapter's inherited ``this.buildURL(model, id)`` (rule ember-data.super-url)
           (REST, "prototype", "buildURL"): BUILD_URL_LIB,
           (JSONAPI, "prototype", "buildURL"): BUILD_URL_LIB}
RECORD_ACTIONS = ("save", "destroyRecord")
SERIALIZER_MODULES = {"@ember-data/serializer/rest": "rest", "ember-data/serializers/rest": "rest",
                      "@ember-data/serializer/json": "json", "ember-data/serializers/json": "json",
                      "@ember-data/serializer/json-api": "json-api",
                      "ember-data/serializers/json-api": "json-api"}
SERIALIZER_NAMES = (("JSONAPISerializer", "json-api"), ("RESTSerializer", "rest"),
                    ("JSONSerializer", "json"))
SERIALIZE_OVERRIDES = ("serializeIntoHash", "serialize", "payloadKeyFromModelName")
INJECTORS = (("inject",), ("service",))
GETTER = "ember-object-get"           # a classic object's ``this.get`` (rule ``ember.get``)
GET_FUNCTIONS = {(OBJECT, ("get",)), (EMBER, ("get",)), (EMBER, ("default", "get"))}
GET_PROPERTIES = {(OBJECT, ("getProperties",)), (EMBER, ("getProperties",)),
                  (EMBER, ("default", "getProperties"))}
# classic bases whose instances carry the Ember Data store as ``this.store``
IMPLICIT_STORE = (ROUTE, CONTROLLER)
SOURCE_SUFFIXES = (".js", ".ts")
# store method → (requestType, HTTP method, what its second argument is: an id, a query
# object or options): ``findAll(type, options)`` is the collection, ``GET /types``
STORE_REQUESTS = {"findAll": ("findAll", "GET", "options"),
                  "findRecord": ("findRecord", "GET", "id"),
                  "query": ("query", "GET", "query"),
                  "queryRecord": ("queryRecord", "GET", "query")}
RECORD_VALUES = ("findRecord", "peekRecord", "queryRecord", "createRecord")
# requestType → the parameters of its ``urlFor…`` adapter method, in order
URL_FOR = {"findRecord": ("id", "modelName", "snapshot"),
           "findAll": ("modelName", "snapshot"),
           "query": ("query", "modelName"),
           "queryRecord": ("query", "modelName"),
           "createRecord": ("modelName", "snapshot"),
           "updateRecord": ("id", "modelName", "snapshot"),
           "deleteRecord": ("id", "modelName", "snapshot")}
BUILD_URL = ("modelName", "id", "snapshot", "requestType", "query")
dasherize, camelize, pluralize = ember_dasherize, ember_camelize, ember_pluralize


def path_for_type(model: str, rest: bool) -> str:
    """The default ``pathForType``: pluralised, camelised by ``RESTAdapter``, dasherized by
    ``JSONAPIAdapter``."""
    plural = pluralize(model)
    return camelize(plural) if rest else dasherize(plural)


def package_root(path: str) -> str:
    """The folder holding an Ember package's ``app/`` or ``addon/`` (``''`` at the repository
    root): ``web/app/components/x.js`` → ``web/``."""
    match = re.match(r"^(.*?/)?(?:app|addon)/", path)
    return (match.group(1) or "") if match else ""


def service_module(name: str, importer: str, modules) -> str | None:
    """The path of the module defining service ``name`` (dasherized), preferring the
    importer's package; ``None`` when no ``app/services`` or ``addon/services`` file
    matches."""
    return package_module("services", name, importer, modules)


def package_module(kind: str, name: str, importer: str, modules) -> str | None:
    """The path of ``app/<kind>/<name>`` (else ``addon/<kind>/<name>``; ``name`` dasherized,
    ``.js`` or ``.ts``), preferring the importer's package; ``None`` when none exists."""
    wanted = tuple(f"{folder}/{kind}/{dasherize(name)}{suffix}"
                   for folder in ("app", "addon") for suffix in SOURCE_SUFFIXES)
    found = [(package_root(p) != package_root(importer), wanted.index(p[len(package_root(p)):]),
              p) for p in modules if p[len(package_root(p)):] in wanted]
    return min(found)[2] if found else None


def service_name(args: tuple[Value, ...], field: str) -> str | None:
    """The injected service's name: the decorator's literal argument, else the field name;
    ``None`` when the argument is not a fixed text."""
    return text_of(args[0]) if args else field


def inject(decorator, args, field, module, program) -> Value | None:
    """``@service name;`` / ``@service('name') field;`` → an instance of the service class."""
    if not (isinstance(decorator, LibV) and decorator.lib == LIB
            and decorator.path in INJECTORS):
        return None
    name = service_name(args, field)
    path = service_module(name, module, program.modules) if name else None
    ajax = service_value(path, name, program) if name else None
    if ajax is not None:                  # rule ember-ajax.service
        return ajax
    if path is None:
        return LibV(DATA) if name == "store" else None
    return default_instance(path, program)


def default_instance(path: str, program) -> InstanceV | None:
    """An instance of the class module ``path`` exports by default, else ``None``."""
    cls = program.export(path, "default")
    return InstanceV(cls.module, cls.name) if isinstance(cls, ClassRefV) else None


def call_value(callee, args, where, new) -> Value | None:
    """``store.findRecord/peekRecord/queryRecord(model, …)`` and ``store.createRecord(model,
    attrs)`` → a record (a ``ClientV`` whose config holds ``model``, ``id`` or ``attrs``, and
    ``new``)."""
    if isinstance(callee, LibV) and callee.lib == DATA and len(callee.path) == 1 \
            and callee.path[0] in RECORD_VALUES and args and text_of(args[0]):
        created = callee.path[0] == "createRecord"
        props = [PropV("model", args[0]), PropV("new", LitV(created))]
        if callee.path[0] == "queryRecord":               # the id comes with the response
            props.append(PropV("id", StrV((HoleV("id", UnknownV("ember-data.record-id")),))))
        elif len(args) > 1:
            props.append(PropV("attrs", args[1]) if created else
                         PropV("id", named(args[1], value_name(args[1]), where)))
        return ClientV(DATA, ObjV(tuple(props)), where)
    return None


def is_record(value) -> bool:
    """Whether ``value`` is an Ember Data record (or a member of one)."""
    return isinstance(value, ClientV) and value.lib == DATA and isinstance(value.config, ObjV)


def request(callee, site, ctx) -> RequestTemplate | None:
    """The request of a store call (``findAll``, ``findRecord``, ``query``, ``queryRecord``)
    or of a record's ``save()``/``destroyRecord()``; ``None`` for anything else."""
    if isinstance(callee, LibV) and callee.lib == DATA and len(callee.path) == 1 \
            and callee.path[0] in STORE_REQUESTS:
        request_type, method, second_is = STORE_REQUESTS[callee.path[0]]
        args = ctx.args(site.call)
        model = text_of(args[0]) if args else None
        if model is None:
            return None
        second = args[1] if len(args) > 1 else None
        id_value = None if second_is != "id" or second is None else named(
            second, hole_name(site.call.args[1]) or "id", ctx.where(site.call.args[1].span))
        return store_request(ctx, site, model, request_type, method, id_value,
                             second if second_is == "query" else None, None)
    if isinstance(callee, LibV) and callee.lib == ARGS and len(callee.path) == 2 \
            and callee.path[1] in RECORD_ACTIONS:
        return argument_record_request(
            ctx, site, callee.path[1], f"this.args.{callee.path[0]}, a record a template "
            "passes in: the source does not show its model")
    if isinstance(callee, LibV) and callee.lib == ROUTE_MODEL and callee.path \
            and callee.path[-1] in RECORD_ACTIONS + ("reload",):
        record = route_model(ctx.program, controller_route(ctx.frame.path, ctx.program))
        if len(callee.path) == 1 and is_record(record):
            return request(replace(record, path=callee.path), site, ctx)
        if callee.path[-1] == "reload":
            return None
        receiver = ".".join(("this.model",) + callee.path[:-1])
        return argument_record_request(
            ctx, site, callee.path[-1], f"{receiver}, the route's model, which the source "
            "does not show to be one record of a known model (rule ember-data.route-model)")
    if is_record(callee) and callee.path == ("reload",) \
            and callee.config.get("new") != LitV(True):      # a loaded record read again
        return store_request(ctx, site, text_of(callee.config.get("model")), "findRecord", "GET",
                             callee.config.get("id"), None, None)
    if is_record(callee) and callee.path in (("save",), ("destroyRecord",)):
        model = text_of(callee.config.get("model"))
        created = callee.config.get("new") == LitV(True)
        id_value = callee.config.get("id")
        notes = unknown_record_notes(ctx, site, callee)
        saved = saved_when_created(ctx, site, callee) if created else None
        if saved is not None:                   # a created record saved where it was made
            created, id_value = False, StrV((HoleV("id", UnknownV("ember-data.record-id")),))
            notes += (("low", f"this {model} record was created and saved at {saved[0]}:"
                       f"{saved[1][0]} before it reached here, so this save() is an update "
                       "(PUT or PATCH); if that first save failed, it creates the record (POST)",
                       ctx.where(site.call.span)),)
        if callee.path == ("destroyRecord",) or deleted_before(ctx, site):
            if created:
                return None                         # a new record is deleted locally
            request_type, method = "deleteRecord", "DELETE"
        else:
            request_type, method = ("createRecord", "POST") if created else \
                ("updateRecord", None)
        id_value = None if created else id_value
        attrs = (callee.config.get("attrs") if created else None) or ObjV(())
        template = store_request(ctx, site, model, request_type, method, id_value, None,
                                 None if method == "DELETE" else attrs)
        return replace(template, notes=template.notes + notes)
    return None


def argument_record_request(ctx, site, action: str, receiver: str) -> RequestTemplate:
    """Rule ``ember-data.argument-record``: ``this.args.<name>.destroyRecord()`` (or
    ``.save()``, ``DELETE`` after ``deleteRecord()``) of a Glimmer component acts on a record a
    template passes in (``receiver`` describes it; also a route model the source does not
    show); the source does not show its model, so neither the adapter nor the URL is known:
    a request whose URL is unknown, naming the call, which the contract reports at the call
    site instead of guessing an endpoint (``save()``: ``POST``, ``PUT`` or ``PATCH``, new or
    loaded is unknown too)."""
    deleting = action == "destroyRecord" or deleted_before(ctx, site)
    rule = "ember-data.argument-record"
    where = ctx.where(site.call.span)
    methods = ("DELETE",) if deleting else ("POST", "PUT", "PATCH")
    method = AltV(tuple(StrV((Text(m, where, rule),)) for m in methods))
    verb = "deleteRecord() and save()" if deleting and action == "save" else f"{action}()"
    url = UnknownV(f"{verb} of {receiver}, so the adapter URL is not known", where)
    return RequestTemplate(lib=DATA, method=method if len(methods) > 1 else method.options[0],
                           url=url, sites=(ctx.site(site.call.span, rule),))


def controller_route(path: str, program) -> str | None:
    """The route module of controller module ``path`` (``app/controllers/a/b.js`` →
    ``app/routes/a/b.js`` or ``.ts``), else ``None``."""
    match = re.match(r"^(.*?(?:^|/)(?:app|addon)/)controllers/(.+)\.(?:js|ts)$", path)
    if match is None:
        return None
    return next((c for c in (f"{match.group(1)}routes/{match.group(2)}{suffix}"
                             for suffix in SOURCE_SUFFIXES) if c in program.modules), None)


def route_model(program, path: str | None) -> Value | None:
    """What the ``model()`` hook of route module ``path`` returns (rule
    ``ember-data.route-model``): a class route's method or a classic route's ``model``
    property; ``None`` when there is none."""
    if path is None:
        return None
    inst = default_instance(path, program)
    if inst is not None:
        hook = program.instance_member(inst, "model")
    else:
        call = next((e.value for e in program.modules[path].exports
                     if e.exported == "default"), None)
        objects = [a for a in call.args if isinstance(a, Obj)] if isinstance(call, Call) \
            else []
        prop = next((p for o in objects for p in o.props if p.key == "model"), None)
        hook = program.evaluate(prop.value, Frame(path, None)) if prop else None
    return program.returns(hook.fid) if isinstance(hook, FnV) else None


def receiver_options(ctx, site) -> tuple[Value, ...]:
    """The values the receiver of ``x.save()`` may hold (each alternative)."""
    if not isinstance(site.call.callee, Member):
        return ()
    value = ctx.evaluate(site.call.callee.obj)
    return value.options if isinstance(value, AltV) else (value,)


def unknown_record_notes(ctx, site, callee) -> tuple:
    """Rule ``ember-data.unknown-record``: a ``save()``/``destroyRecord()`` receiver that may
    be a record and may be a value the source does not show (a component argument) — whether
    that one is new or loaded is unknown, so only the known records' requests are derived and
    the rest is a review note (given once, with the first record alternative)."""
    options = receiver_options(ctx, site)
    records = [o for o in options if is_record(o)]
    unknown = [o for o in options if isinstance(o, (UnknownV, ParamV))
               or isinstance(o, LibV) and o.lib == ARGS]
    if not unknown or not records or records[0].where != callee.where:
        return ()
    model = text_of(callee.config.get("model"))
    action = "save()" if callee.path == ("save",) else "destroyRecord()"
    return (("medium", f"the receiver of {action} may also be a record of model {model!r} the "
             "source does not show (a component argument or an unresolved value); whether it "
             "is new (POST) or loaded (an update or DELETE of its id) is unknown, so only the "
             "requests of the records the source shows are derived", ctx.where(site.call.span)),)


def saved_when_created(ctx, site, record) -> Where | None:
    """Rule ``ember-data.saved-record``: where a ``createRecord`` record was first saved, when
    the function that created it saves it and this ``save()`` is in another function (the
    record reached it through a field or a return, already saved); else ``None``."""
    if record.where is None:
        return None
    path, span = record.where
    scope = next((c.scope for c in ctx.program.modules[path].calls if c.call.span == span),
                 MISSING) if path in ctx.program.modules else MISSING
    if scope is MISSING or (path, scope) == (ctx.frame.path, ctx.frame.fid):
        return None
    frame = Frame(path, scope)
    for other in ctx.program.calls_in_scope(path, scope):
        callee = other.call.callee
        if isinstance(callee, Member) and callee.prop == "save" and any(
                is_record(v) and v.where == record.where for v in options_of(
                    ctx.program.evaluate(callee.obj, frame))):
            return (path, other.call.span)
    return None


def options_of(value: Value) -> tuple[Value, ...]:
    return value.options if isinstance(value, AltV) else (value,)


def deleted_before(ctx, site) -> bool:
    """Whether the receiver of this ``save()`` had ``deleteRecord()`` called on it earlier in
    the same function (``post.deleteRecord(); post.save()``)."""
    receiver = member_path(site.call.callee.obj) if isinstance(site.call.callee, Member) \
        else None
    return receiver is not None and any(
        isinstance(other.call.callee, Member) and other.call.callee.prop == "deleteRecord"
        and member_path(other.call.callee.obj) == receiver
        and other.call.span < site.call.span for other in ctx.calls_here())


def value_name(value: Value) -> str:
    """A hole name for an id value: the parameter or member it reads (``slug``,
    ``params.slug`` → ``slug``), else ``id``."""
    if isinstance(value, ParamV):
        return value.path[-1] if value.path else value.name
    return "id"


def named(value: Value, name: str, where: Where | None = None) -> Value:
    """A record id as a URL piece: fixed text as it is, else a hole named ``name`` (at
    ``where``, the call that passes it)."""
    return value if text_of(value) is not None else StrV((HoleV(name, value, where),))


def store_request(ctx, site, model, request_type, method, id_value, query, attrs
                  ) -> RequestTemplate:
    """The template of one Ember Data request; ``attrs`` ``None`` means no body, an object
    (possibly empty) a save's body built from the model's attributes. ``method`` ``None`` is
    the adapter's update method: ``PUT`` (``RESTAdapter``) or ``PATCH`` (``JSONAPIAdapter``,
    the default)."""
    program = ctx.program
    adapter = adapter_of(model, ctx.frame.path, program)
    url, adapter_site, notes = adapter_url(program, adapter, model, request_type, id_value,
                                           query)
    rest = adapter is not None and is_rest(program, adapter)
    method = method or ("PUT" if rest else "PATCH")
    body = None
    if attrs is not None:
        kind, overrides, module = serializer_of(model, ctx.frame.path, program)
        kind = kind or ("rest" if rest else "json-api")
        key_fn = next((fn for name, fn in overrides if name == "payloadKeyFromModelName"), None)
        key = override_path(program, key_fn, model, payload_key(model, kind)) \
            if isinstance(key_fn, FnV) else None
        body = save_body(model, attrs, kind, key or payload_key(model, kind), ctx.frame.path,
                         program, ctx.where(site.call.span))
        unread = [name for name, _ in overrides
                  if not (name == "payloadKeyFromModelName" and key is not None)]
        if unread:
            notes += (("medium", f"the serializer ({module}) overrides {', '.join(unread)}: "
                       "the body is read by the serializer's convention, which that override "
                       "may change"),)
    sites = (ctx.site(site.call.span, f"ember-data.{request_type}"),) + (
        (adapter_site,) if adapter_site else ())
    call = ctx.where(site.call.span)
    return RequestTemplate(lib=DATA, method=StrV((Text(method, call,
                                                       f"ember-data.{request_type}"),)),
                           url=url, sites=sites, query=query, body=body,
                           body_encoding="json" if body is not None else None,
                           auth=adapter_auth(ctx, adapter),
                           notes=tuple((sev, msg, call) for sev, msg in notes))


def adapter_of(model: str, importer: str, program) -> InstanceV | ClassicAdapter | None:
    """The adapter instance serving ``model``: ``adapters/<model>``, else
    ``adapters/application``; ``None`` for Ember Data's default adapter."""
    for name in (model, "application"):
        path = package_module("adapters", name, importer, program.modules)
        if path is not None:
            return default_instance(path, program) or classic_adapter(path, program)
    return None


@dataclass(frozen=True, slots=True)
class ClassicAdapter:
    """A classic adapter (``DS.JSONAPIAdapter.extend({host, namespace})``, rule
    ``ember-data.classic-adapter``): ``members`` merges the object literals of its
    ``extend`` chain through the app's own adapter modules (a subclass's member wins),
    ``rest`` whether the chain starts at ``RESTAdapter``, ``where`` its ``extend`` call."""

    module: str
    members: ObjV
    rest: bool
    where: Where


def adapter_kind(base: Value) -> bool | None:
    """Whether a library adapter class is ``RESTAdapter`` (``True``) or ``JSONAPIAdapter``
    (``False``); ``None`` for anything else."""
    if not isinstance(base, LibV):
        return None
    if base.lib == REST or "RESTAdapter" in base.path:
        return True
    if base.lib == JSONAPI or "JSONAPIAdapter" in base.path:
        return False
    return None


def imported_module(program, path: str, local: str) -> str | None:
    """The app module whose default export ``path`` imports as ``local``, else ``None``."""
    module = program.modules.get(path)
    source = next((i.source for i in module.imports if i.local == local
                   and i.imported == "default"), None) if module else None
    return program.resolve_import(path, source) if source else None


def classic_adapter(path: str, program, depth: int = 0) -> ClassicAdapter | None:
    """The classic adapter module ``path`` exports by default, else ``None``."""
    module = program.modules.get(path)
    call = next((e.value for e in module.exports if e.exported == "default"), None) \
        if module is not None and depth < 8 else None
    if not (isinstance(call, Call) and isinstance(call.callee, Member)
            and call.callee.prop == "extend"):
        return None
    base = call.callee.obj
    target = imported_module(program, path, base.name) if isinstance(base, Ref) else None
    parent = classic_adapter(target, program, depth + 1) if target else None
    base_value = program.evaluate(base, Frame(path, None))
    own = classic_object(program, path, None, [a for a in call.args if isinstance(a, Obj)],
                         base_value if isinstance(base_value, LibV) else LibV(DATA))
    merged = {p.key: p for p in (parent.members.props if parent else ()) + own.props}
    if parent is not None:
        rest = parent.rest
    elif isinstance(base_value, ClassRefV):
        rest = is_rest(program, InstanceV(base_value.module, base_value.name))
    else:
        rest = adapter_kind(base_value) is True
    return ClassicAdapter(path, ObjV(tuple(merged.values())), rest, (path, call.span))


def class_base(program, inst: InstanceV) -> LibV | ClassicAdapter | None:
    """Where a class adapter's chain of app classes ends: the library class
    (``RESTAdapter``, also ``RESTAdapter.extend(Mixin)``) or a classic adapter module it
    extends (``class A extends BaseAdapter`` of ``BaseAdapter = RESTAdapter.extend({…})``);
    ``None`` when neither is seen."""
    module, name = inst.module, inst.name
    for _ in range(8):
        cls = program.modules[module].classes.get(name) if module in program.modules else None
        if cls is None or not cls.superclass:
            return None
        base = superclass_ref(cls.superclass)
        parent = program.module_binding(module, base)
        if isinstance(parent, ClassRefV):
            module, name = parent.module, parent.name
            continue
        if isinstance(parent, LibV):
            return parent
        target = imported_module(program, module, base)
        return classic_adapter(target, program) if target else None
    return None


def adapter_member(program, adapter, name: str) -> Value | None:
    """Member ``name`` of an adapter, its superclasses and the classic adapter its classes
    extend included; ``None`` when no layer has it."""
    if adapter is None:
        return None
    if isinstance(adapter, ClassicAdapter):
        return adapter.members.get(name)
    value = program.instance_member(adapter, name)
    if not (isinstance(value, UnknownV) and value.reason == "no-member"):
        return value
    tail = class_base(program, adapter)
    return tail.members.get(name) if isinstance(tail, ClassicAdapter) else None


def function_file(program, fn: FnV) -> str:
    """The module defining ``fn``."""
    entry = program.function_facts(fn.fid)
    return entry[0] if entry else "?"


def adapter_url(program, adapter, model, request_type, id_value, query
                ) -> tuple[Value, Site | None, tuple[tuple[str, str], ...]]:
    """The URL an adapter builds for one request, the adapter site that shaped it and review
    notes ``(severity, message)``: a ``urlFor…``/``buildURL`` override read with its
    parameters bound, else :func:`default_url`. An adapter method that replaces the store
    request itself (``query(store, type, q)``, ``findAll``…) is a note: the request is read
    by the convention, which that method may change (rule ``ember-data.request-override``)."""
    notes: tuple = ()
    request_override = adapter_member(program, adapter, request_type)
    if isinstance(request_override, FnV):
        notes = (("medium", f"the adapter ({function_file(program, request_override)}) "
                  "overrides "
                  f"{request_type}(), which makes this request: its method, URL and body "
                  "are read by the Ember Data convention, which that override may change"),)
    for method, params in ((url_for_name(request_type), URL_FOR[request_type]),
                           ("buildURL", BUILD_URL)):
        override = adapter_member(program, adapter, method)
        if isinstance(override, FnV):
            url, site = override_url(program, adapter, override, method, params, model,
                                     request_type, id_value, query)
            return url, site, notes
    url, site = default_url(program, adapter, model, request_type, id_value)
    return url, site, notes


def default_url(program, adapter, model, request_type, id_value) -> tuple[Value, Site | None]:
    """``BuildURLMixin``'s URL, ``host/namespace/pathForType(model)[/id]``: ``host`` a base
    URL (its expression's name as a hole when not fixed), ``namespace`` its text — a
    computed one (```${subdir}/ghost/api```) keeps its holes, so a leading one is the base URL
    binding; ``pathForType`` an override's return for the model (string helpers computed:
    ``underscore(pluralize(type))``), else the convention. A ``pathForType`` whose return is
    not fixed text is an unknown URL naming the override and the adapter file."""
    host = adapter_host(program, adapter)
    namespace = adapter_member(program, adapter, "namespace")
    path_type = adapter_member(program, adapter, "pathForType")
    site = adapter_site(program, adapter, path_type)
    if isinstance(path_type, FnV):
        path = override_path(program, path_type, model, path_for_type(
            model, adapter is not None and is_rest(program, adapter)))
        if path is None:
            return UnknownV(f"adapter override pathForType ({function_file(program, path_type)})"
                            f" returns no fixed path for model {model!r}",
                            site.where if site else None), site
    else:
        path = path_for_type(model, adapter is not None and is_rest(program, adapter))
    parts: list = [] if host is None or text_of(host) == "/" else host_parts(host)
    where = adapter_where(adapter)
    rule = f"ember-data.{request_type}"
    if isinstance(namespace, StrV) and text_of(namespace) is None:
        parts.extend(namespace_parts(namespace))
        namespace = None
    elif namespace is not None and text_of(namespace) is None and not (
            isinstance(namespace, UnknownV) and namespace.reason == "no-member"):
        parts.append(HoleV("namespace", namespace))
        namespace = None
    text = "/".join(p.strip("/") for p in (text_of(namespace) or "", path) if p.strip("/"))
    parts.append(Text("/" + text + ("/" if id_value is not None else ""), where, rule))
    if id_value is not None:
        parts.extend(id_value.parts if isinstance(id_value, StrV) else
                     (HoleV("id", id_value),))
    return StrV(tuple(parts)), site


def override_path(program, fn: FnV, model: str, default: str) -> str | None:
    """What a ``pathForType(modelName)`` override returns for ``model``: its one return
    expression read with the parameter bound — string helpers applied (``underscore``,
    ``dasherize``, ``camelize``, ``pluralize`` of ``@ember/string``/``ember-inflector``,
    lodash, ``pluralize``: rule ``value.string-helper``), ``this._super(type)`` /
    ``super.<method>(type)`` the convention's ``default``, literals and template literals
    over those; ``None`` when that is not fixed text. (Also a serializer's
    ``payloadKeyFromModelName``.)"""
    entry = program.function_facts(fn.fid)
    if entry is None:
        return None
    path, fact = entry
    param = fact.params[0].name if fact.params else None
    if len(fact.returns) != 1 or param is None:
        return None
    frame = Frame(path, fn.fid)

    def text(expr) -> str | None:
        if isinstance(expr, Ref) and expr.name == param:
            return model
        if isinstance(expr, Lit) and isinstance(expr.value, str):
            return expr.value
        if isinstance(expr, Tmpl):
            pieces = [p.value if isinstance(p, Lit) else text(p.expr) for p in expr.parts]
            return None if None in pieces else "".join(str(p) for p in pieces)
        if isinstance(expr, Call) and expr.args:
            callee = program.evaluate(expr.callee, frame)
            if isinstance(callee, LibV) and (callee.lib == SUPER or callee.path[-2:-1] == (
                    "prototype",)):
                return default
            name = helper_name(callee.lib, callee.path) if isinstance(callee, LibV) else None
            inner = text(expr.args[0])
            if name is not None and inner is not None and not (
                    name == "emberPluralize" and len(expr.args) > 1):
                return apply_helper(name, inner)
        return None

    return text(fact.returns[0])


def is_super_url(callee: Value) -> bool:
    """Whether ``callee`` is a library adapter's ``buildURL`` or ``urlFor…`` prototype method
    (``super.buildURL``)."""
    return isinstance(callee, LibV) and len(callee.path) >= 2 \
        and callee.path[-2] == "prototype" \
        and adapter_kind(LibV(callee.lib, callee.path[:-2])) is not None \
        and (callee.path[-1] == "buildURL" or callee.path[-1].startswith("urlFor"))


def namespace_parts(namespace: StrV) -> list:
    """A computed namespace's parts without its trailing ``/`` (the path follows)."""
    parts = list(namespace.parts)
    if parts and isinstance(parts[-1], Text):
        parts[-1] = replace(parts[-1], text=parts[-1].text.rstrip("/"))
    return parts


def adapter_where(adapter) -> Where | None:
    """A classic adapter's ``extend`` call (the evidence of its conventions), else ``None``."""
    return adapter.where if isinstance(adapter, ClassicAdapter) else None


def bound_return(program, fn: FnV, params: tuple[str, ...], known: dict,
                 adapter=None) -> Value:
    """What ``fn`` returns with the parameters in ``known`` bound by name (others stay
    parameters), read for ``adapter`` when it is a native adapter instance and ``fn`` a
    native class's method (``this.namespace`` in a base class's override is the
    subclass's)."""
    args = tuple(known.get(p) or ParamV(fn.fid, p) for p in params)
    entry = program.function_facts(fn.fid)
    native = entry is not None and entry[1].class_name is not None    # (a classic method's
    returned = program.returns(                                        # this is its object)
        fn.fid, adapter if native and isinstance(adapter, InstanceV) else None)
    return program.with_arguments(returned, fn.fid, args)


def member_where(adapter: ClassicAdapter, key: str) -> Where:
    """Where the classic adapter's member ``key`` is written (its ``extend`` call if unknown)."""
    return next((p.where for p in adapter.members.props if p.key == key and p.where),
                adapter.where)


def url_for_name(request_type: str) -> str:
    """``urlForFindRecord`` for ``findRecord``."""
    return "urlFor" + request_type[0].upper() + request_type[1:]


def host_parts(host: Value) -> list:
    """An adapter ``host`` as URL parts: its text (a base named ``host``), else one hole."""
    if isinstance(host, StrV):
        return [Text(p.text, p.where, p.origin or "host") if isinstance(p, Text) else p
                for p in host.parts]
    return [host]


def adapter_host(program, adapter) -> Value | None:
    """The adapter's ``host``: a string, else a hole named by the expression that sets it
    (``host = ENV.APP.apiHost`` → ``{apiHost}``, as a request written with
    ``${ENV.APP.apiHost}`` names it); ``None`` when no adapter class sets it."""
    if isinstance(adapter, ClassicAdapter) or (adapter is not None and isinstance(
            program.instance_member(adapter, "host"), UnknownV) and isinstance(
            class_base(program, adapter), ClassicAdapter)):
        classic = adapter if isinstance(adapter, ClassicAdapter) else \
            class_base(program, adapter)
        host = classic.members.get("host")
        if host is None or isinstance(host, StrV):
            return host
        return HoleV("host", host, member_where(classic, "host"))
    if adapter is None:
        return None
    value = program.instance_member(adapter, "host")
    if isinstance(value, StrV) or (isinstance(value, UnknownV) and value.reason == "no-member") \
            or value == LitV(None):           # (no class sets it: the library's undefined)
        return value if isinstance(value, StrV) else None
    found = field_expr(program, adapter, "host")
    return HoleV((hole_name(found[1]) if found is not None else None) or "host", value)


def adapter_auth(ctx, adapter: InstanceV | None) -> tuple[AuthHint, ...]:
    """Rule ``ember-data.adapter-headers``: the auth headers of the adapter's ``headers`` — a
    class field holding an object (``headers = { Authorization: … }``) or a getter/method
    returning one (``get headers() { return { Authorization: … }; }``), superclasses
    included; each hint cites the header's key."""
    if adapter is None or isinstance(adapter, ClassicAdapter):
        return ()                 # classic ``headers`` are not read: auth stays as found
    member = ctx.program.getter(adapter, "headers") or \
        ctx.program.instance_member(adapter, "headers")     # (a getter: its function)
    if isinstance(member, FnV):
        return auth_in_function(ctx, member, "ember-data.adapter-headers", returns_headers=True)
    found = field_expr(ctx.program, adapter, "headers")
    if found is None:
        return ()
    module, expr = found
    return tuple(AuthHint(kind, (module, span), "ember-data.adapter-headers", note)
                 for kind, note, span in auth_keys(
                     expr, headers=True,
                     value_of=lambda e: ctx.program.evaluate(e, Frame(module, None))))


def field_expr(program, inst: InstanceV, name: str):
    """``(module, initialiser)`` of field ``name`` in the class of ``inst`` or its user
    superclasses, else ``None``."""
    module, cls_name = inst.module, inst.name
    for _ in range(8):
        cls = program.modules[module].classes.get(cls_name) if module in program.modules \
            else None
        if cls is None:
            return None
        found = next((expr for field, expr in cls.fields if field == name), None)
        if found is not None:
            return module, found
        if not cls.superclass:
            return None
        parent = program.module_binding(module, superclass_ref(cls.superclass))
        if not isinstance(parent, ClassRefV):
            return None
        module, cls_name = parent.module, parent.name
    return None


def adapter_site(program, adapter, override) -> Site | None:
    """Evidence for the adapter: the override function, else the adapter class (a classic
    adapter's ``extend`` call is cited by the URL's text instead)."""
    entry = program.function_facts(override.fid) if isinstance(override, FnV) else None
    if entry is not None:
        path, fn = entry
        return Site((path, fn.span), fn.name, "ember-data.adapter", shaping=True)
    if adapter is None or isinstance(adapter, ClassicAdapter):
        return None
    cls = program.modules[adapter.module].classes.get(adapter.name)
    return Site((adapter.module, cls.span), adapter.name, "ember-data.adapter",
                shaping=True) if cls else None


def override_url(program, adapter, override, method, params, model, request_type, id_value,
                 query) -> tuple[Value, Site | None]:
    """What an adapter's ``urlFor…``/``buildURL`` override returns with its parameters bound
    (the default URL where it calls ``super``/``this._super``, rule
    ``ember-data.super-url``); an ``UnknownV`` naming the override and its file when that is
    no URL template."""
    known = {"modelName": StrV((Text(model),)), "requestType": StrV((Text(request_type),)),
             "id": id_value, "query": query}
    value = given_id(bound_return(program, override, params, known, adapter), id_value)
    value = with_default_url(program, adapter, value, model, request_type, id_value)
    site = adapter_site(program, adapter, override)
    if is_override_unknown(value):          # (the default it extends is unreadable)
        return value, site
    value = one_template(value)
    if isinstance(value, StrV) and any(isinstance(p, Text) and p.text.strip("/")
                                       for p in value.parts):
        host = adapter_host(program, adapter)
        named_host = host_parts(host)[0] if host is not None else None
        return StrV(tuple(named_host if isinstance(p, HoleV) and isinstance(named_host, HoleV)
                          and p.value == named_host.value else p
                          for p in value.parts)), site
    name = f"{adapter.name}.{method}" if isinstance(adapter, InstanceV) else method
    return UnknownV(f"adapter override {name} ({function_file(program, override)}) returns no "
                    "URL template", site.where if site else None), site


def given_id(value: Value, id_value: Value | None) -> Value:
    """Rule ``ember-data.given-id``: a ``urlFor…`` override's URL read where the id it is
    given is present — Ember Data asserts that ``findRecord``, ``saveRecord`` and
    ``deleteRecord`` have an id before it builds their URL, so a test of the id's truth in
    the override (``if (id) url.push(encodeURIComponent(id))``) holds; ``value`` as it is
    when there is no id (``urlForFindAll``)."""
    if id_value is None:
        return value
    tests = ((id_value, "truthy", None), (id_value, "!==", None), (id_value, "!=", None))

    def held(inner: Value) -> Value:
        inner = assume(inner, tests)
        if isinstance(inner, AltV):
            return replace(inner, options=tuple(held(o) for o in inner.options))
        if isinstance(inner, StrV):
            return StrV(tuple(replace(p, value=held(p.value)) if isinstance(p, HoleV) else p
                              for p in inner.parts))
        return inner
    return held(value)


def with_default_url(program, adapter, value: Value, model, request_type, id_value,
                     depth: int = 0) -> Value:
    """``value`` with each ``super.buildURL(…)``/``this._super(…)`` result replaced by the
    default URL of this request, and each ``this.buildURL(model[, id])`` of a classic adapter
    method by the URL the adapter builds for that model (and id): its ``buildURL`` override
    read for it, else the default (rule ``ember-data.super-url``); unknown when one is."""
    if isinstance(value, AltV):
        options = tuple(with_default_url(program, adapter, o, model, request_type, id_value,
                                         depth) for o in value.options)
        return next((o for o in options if is_override_unknown(o)), AltV(options))
    if not isinstance(value, StrV):
        return value
    parts: list = []
    for part in value.parts:
        if isinstance(part, HoleV) and isinstance(part.value, (AltV, StrV)):
            inner = with_default_url(program, adapter, part.value, model, request_type,
                                     id_value, depth)
            if isinstance(inner, UnknownV):
                return inner
            parts.extend(inner.parts if isinstance(inner, StrV) else (replace(part, value=inner),))
            continue
        if not (isinstance(part, HoleV) and isinstance(part.value, ClientV)
                and part.value.lib == DEFAULT_URL):
            parts.append(part)
            continue
        built = marker_url(program, adapter, part.value.config, model, request_type, id_value,
                           depth)
        if not isinstance(built, StrV):
            return built if isinstance(built, UnknownV) else UnknownV("ember-data.default-url")
        parts.extend(built.parts)
    return StrV(tuple(parts))


def is_override_unknown(value: Value) -> bool:
    """Whether ``value`` is the unknown URL an unreadable adapter override gave."""
    return isinstance(value, UnknownV) and value.reason.startswith("adapter override")


def marker_url(program, adapter, given: ObjV, model, request_type, id_value, depth: int
               ) -> Value:
    """The URL one ``super``/``this.buildURL`` call stands for: the current request's
    default (``given`` empty), else the adapter's URL for ``given``'s model and id."""
    if not given.props:
        return default_url(program, adapter, model, request_type, id_value)[0]
    wanted = text_of(given.get("model"))
    if wanted is None:
        return UnknownV("ember-data.build-url-model")
    raw = given.get("id")
    wanted_id = None if raw is None or raw == LitV(None) else named(raw, "id")
    override = adapter_member(program, adapter, "buildURL")
    if isinstance(override, FnV) and depth < 3:
        known = {"modelName": StrV((Text(wanted),)), "requestType": StrV((Text(request_type),)),
                 "id": wanted_id}
        value = bound_return(program, override, BUILD_URL, known, adapter)
        value = with_default_url(program, adapter, value, wanted, request_type, wanted_id,
                                 depth + 1)
        return one_template(value)
    return default_url(program, adapter, wanted, request_type, wanted_id)[0]


def one_template(value: Value) -> Value:
    """Alternatives that differ only by a trailing ``/`` (``if (!url.endsWith('/')) url +=
    '/'``) as one template, the one with the ``/``; other values as they are."""
    if isinstance(value, AltV) and len(value.options) == 2 and all(
            isinstance(o, StrV) for o in value.options):
        short, long = sorted(value.options, key=lambda o: len(o.parts))
        if long.parts[:-1] == short.parts and isinstance(long.parts[-1], Text) \
                and long.parts[-1].text == "/":
            return long
    return value


def is_rest(program, adapter) -> bool:
    """Whether the adapter's class chain ends in ``RESTAdapter`` (else JSON:API)."""
    if isinstance(adapter, ClassicAdapter):
        return adapter.rest
    base = class_base(program, adapter)
    return base.rest if isinstance(base, ClassicAdapter) else adapter_kind(base) is True


def serializer_of(model: str, importer: str, program
                  ) -> tuple[str | None, list[tuple[str, Value]], str | None]:
    """Rule ``ember-data.serializer``: ``(kind, overrides, module)`` of the serializer of
    ``model`` — ``serializers/<model>``, else ``serializers/application`` — whose chain (classic
    ``extend`` or classes, through the app's modules) ends at ``RESTSerializer`` (``rest``),
    ``JSONSerializer`` (``json``) or ``JSONAPISerializer`` (``json-api``), and the body-shaping
    methods it overrides (``serializeIntoHash``…); ``(None, [], None)`` when there is none or
    its base is not seen."""
    for name in (model, "application"):
        path = package_module("serializers", name, importer, program.modules)
        if path is not None:
            kind, overrides = serializer_chain(path, program)
            return kind, overrides, path
    return None, [], None


def serializer_chain(path: str, program, depth: int = 0
                     ) -> tuple[str | None, list[tuple[str, Value]]]:
    """The serializer kind module ``path``'s default export ends at, and the body-shaping
    methods its chain overrides (name, function value)."""
    module = program.modules.get(path)
    value = next((e.value for e in module.exports if e.exported == "default"), None) \
        if module is not None and depth < 8 else None
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and value.callee.prop == "extend":
        own = [(p.key, program.evaluate(p.value, Frame(path, None))) for a in value.args
               if isinstance(a, Obj) for p in a.props if p.key in SERIALIZE_OVERRIDES]
        base = value.callee.obj
        target = imported_module(program, path, base.name) if isinstance(base, Ref) else None
        if target is not None:
            kind, more = serializer_chain(target, program, depth + 1)
            return kind, more + own
        return serializer_kind(program.evaluate(base, Frame(path, None))), own
    cls = program.export(path, "default") if module is not None else None
    own: list[tuple[str, Value]] = []
    while isinstance(cls, ClassRefV) and depth < 8:
        fact = program.modules[cls.module].classes.get(cls.name)
        if fact is None or not fact.superclass:
            return None, own
        own += [(n, FnV(fid, InstanceV(cls.module, cls.name))) for n, fid in fact.methods
                if n in SERIALIZE_OVERRIDES]
        ref = superclass_ref(fact.superclass)
        parent = program.module_binding(cls.module, ref)
        if isinstance(parent, LibV):
            return serializer_kind(parent), own
        target = imported_module(program, cls.module, ref)
        if not isinstance(parent, ClassRefV):
            kind, more = serializer_chain(target, program, depth + 1) if target else (None, [])
            return kind, more + own
        cls, depth = parent, depth + 1
    return None, own


def serializer_kind(base: Value) -> str | None:
    """``rest``, ``json`` or ``json-api`` for a library serializer class, else ``None``."""
    if not isinstance(base, LibV):
        return None
    if base.lib in SERIALIZER_MODULES:
        return SERIALIZER_MODULES[base.lib]
    return next((kind for name, kind in SERIALIZER_NAMES if name in base.path), None)


def payload_key(model: str, kind: str) -> str:
    """The serializer's default ``payloadKeyFromModelName``: ``camelize(modelName)`` (REST's
    root key), ``pluralize(modelName)`` (JSON:API's ``data.type``)."""
    return camelize(model) if kind == "rest" else pluralize(model)


def save_body(model: str, attrs: Value, kind: str, key: str, importer: str, program,
              where: Where | None) -> ObjV:
    """A save's JSON body: the model's attributes (each citing its ``@attr``), the
    ``createRecord`` values where given, under the root ``key`` (``rest``), as they are
    (``json``) or under ``data.attributes`` with ``data.type`` ``key`` (``json-api``); the
    envelope cites the save call ``where``."""
    given = attrs.props if isinstance(attrs, ObjV) else ()
    found = [(n, w) for n, w in model_attributes(model, importer, program)
             if not any(p.key == n for p in given)]
    fields = ObjV(tuple(given) + tuple(PropV(n, UnknownV("ember-data.attribute"), w)
                                       for n, w in found))
    if kind == "rest":
        return ObjV((PropV(key, fields, where),))
    if kind == "json":
        return fields
    type_name = StrV((Text(key, where),))
    return ObjV((PropV("data", ObjV((PropV("type", type_name, where),
                                     PropV("attributes", fields, where))), where),))


def model_attributes(model: str, importer: str, program) -> list[tuple[str, Where]]:
    """The serialised fields of ``models/<model>`` and where each is declared: ``@attr`` and
    ``@belongsTo`` fields, in source order (``[]`` when the model is not found)."""
    path = package_module("models", model, importer, program.modules)
    instance = default_instance(path, program) if path else None
    if instance is None:
        return []
    cls = program.modules[instance.module].classes[instance.name]
    out = []
    for name, decorator in cls.decorated:
        callee = decorator.callee if isinstance(decorator, Call) else decorator
        value = program.evaluate(callee, Frame(instance.module, None))
        if isinstance(value, LibV) and value.lib == MODEL and value.path in (
                ("attr",), ("belongsTo",)) and name not in (n for n, _ in out):
            out.append((name, (instance.module, decorator.span)))
    return out


def setup(program) -> SetupFacts:
    """Classic Ember objects (rule ``ember.classic-extend``): in the methods of the object
    literals given to ``X.extend(…)`` of an Ember class, ``this`` is that object, with each
    ``name: service()`` / ``service('name')`` property holding the injected service. A
    classic adapter module's methods see the members of its whole ``extend`` chain
    (``this.namespace`` of a base adapter) and ``this._super`` (rule
    ``ember-data.classic-adapter``)."""
    bound: dict[str, Value] = {}
    for path in sorted(program.modules):
        if re.search(r"(^|/)(app|addon)/adapters/", path):
            bound.update(classic_adapter_this(program, path))
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop == "extend"
                    and any(isinstance(a, Obj) for a in site.call.args)):
                continue
            base = program.evaluate(callee.obj, Frame(path, site.scope))
            if not (isinstance(base, LibV) and base.lib.startswith(("@ember", "ember"))):
                continue
            this = classic_object(program, path, site.scope,
                                  [a for a in site.call.args if isinstance(a, Obj)], base)
            for fn in methods(this):
                bound.setdefault(fn.fid, this)
    return SetupFacts(bound_this=bound)


def classic_adapter_this(program, path: str) -> dict[str, Value]:
    """``{fid: this}`` for the methods a classic adapter module defines: its chain's members,
    ``_super`` and ``buildURL`` (whose calls :func:`call_result` reads as URL markers that
    :func:`with_default_url` fills per request)."""
    adapter = classic_adapter(path, program)
    if adapter is None:
        return {}
    this = ObjV(adapter.members.props + (PropV("_super", LibV(SUPER)),
                                         PropV("buildURL", LibV(BUILD_URL_LIB))))
    this = ObjV(this.props + (PropV("get", ClientV(GETTER, this)),))
    return {fn.fid: this for fn in methods(adapter.members)
            if (program.function_facts(fn.fid) or (None,))[0] == path}


def methods(this: ObjV) -> list[FnV]:
    """A classic object's methods: its function properties and those of its ``actions``
    object (Ember calls actions with ``this`` the object)."""
    found = [p.value for p in this.props if isinstance(p.value, FnV)]
    for prop in this.props:
        if prop.key == "actions" and isinstance(prop.value, ObjV):
            found.extend(p.value for p in prop.value.props if isinstance(p.value, FnV))
    return found


def classic_object(program, path: str, scope: str | None, objects: list, base: LibV
                   ) -> ObjV:
    """The ``this`` of a classic object's methods: its properties in order, injected services
    for ``service()`` properties, functions as they are (other values evaluated); a route's or
    controller's implicit ``store`` (rule ``ember.classic-store``) unless a property names one;
    and Ember's ``this.get('a.b')`` (rule ``ember.get``), a read of ``this.a.b``."""
    frame = Frame(path, scope)
    props = []
    for obj in objects:
        for prop in obj.props:
            if prop.key is None:
                continue
            value = prop.value
            if isinstance(value, Call):
                injector = program.evaluate(value.callee, frame)
                injected = inject(injector, program.eval_args(value.args, frame), prop.key,
                                  path, program)
                props.append(PropV(prop.key, injected if injected is not None
                                   else UnknownV("call"), (path, prop.span)))
            else:
                props.append(PropV(prop.key, program.evaluate(value, frame), (path, prop.span)))
    if base.lib in IMPLICIT_STORE and not any(p.key == "store" for p in props):
        props.append(PropV("store", LibV(DATA)))
    if base.lib == CONTROLLER and not any(p.key == "model" for p in props):
        props.append(PropV("model", LibV(ROUTE_MODEL)))
    if base.lib == ROUTE and not any(p.key == "modelFor" for p in props):
        props.append(PropV("modelFor", LibV(MODEL_FOR)))
    own = ObjV(tuple(props))
    return ObjV(own.props + (PropV("get", ClientV(GETTER, own)),))


def call_result(callee, args, where, ctx) -> Value | None:
    """Rule ``ember.get``: ``get(obj, 'a.b')`` (``@ember/object``, ``Ember.get``) and a classic
    object's ``this.get('a.b')`` read ``obj.a.b``, ``getProperties(obj, 'a', 'b')`` the object
    of those members; a path that is not fixed text, or a member the object does not show, is
    unknown. Rule ``ember-data.super-url``: a classic adapter's ``this._super(…)`` and a
    class adapter's ``super.buildURL(…)``/``super.urlFor…(…)`` return the default URL (a hole
    holding :data:`DEFAULT_URL`, filled per request by :func:`with_default_url`)."""
    if isinstance(callee, LibV) and callee.lib == SUPER and not callee.path \
            or is_super_url(callee):
        return StrV((HoleV("url", ClientV(DEFAULT_URL, ObjV(()), where)),))
    if isinstance(callee, LibV) and callee.lib == MODEL_FOR and not callee.path and args:
        name = text_of(args[0])                   # rule ember-data.route-model
        path = package_module("routes", name.replace(".", "/"), ctx.frame.path,
                              ctx.program.modules) if name else None
        return route_model(ctx.program, path) or UnknownV("ember-data.route-model")
    if isinstance(callee, LibV) and callee.lib == BUILD_URL_LIB and not callee.path and args:
        given = (PropV("model", args[0]),) + ((PropV("id", args[1]),) if len(args) > 1 else ())
        return StrV((HoleV("url", ClientV(DEFAULT_URL, ObjV(given), where)),))
    if isinstance(callee, LibV) and (callee.lib, callee.path) in GET_FUNCTIONS and len(args) > 1:
        return dotted_member(ctx, args[0], text_of(args[1]))
    if isinstance(callee, ClientV) and callee.lib == GETTER and not callee.path and args:
        return dotted_member(ctx, callee.config, text_of(args[0]))
    if isinstance(callee, LibV) and (callee.lib, callee.path) in GET_PROPERTIES and args:
        return ObjV(tuple(PropV(name, dotted_member(ctx, args[0], name))
                          for name in property_names(args[1:])))
    return None


def property_names(keys: tuple[Value, ...]) -> list[str]:
    """The fixed names ``getProperties(obj, 'a', 'b')`` or ``getProperties(obj, ['a', 'b'])``
    reads."""
    if len(keys) == 1 and isinstance(keys[0], ArrV):
        keys = keys[0].items
    return [name for name in (text_of(k) for k in keys) if name]


def dotted_member(ctx, value: Value | None, path: str | None) -> Value:
    """``value.a.b`` for the fixed path ``'a.b'``; unknown when the path is not fixed text or
    the object does not show a member."""
    if path is None:
        return UnknownV("ember.get-path")
    for prop in path.split("."):
        value = ctx.member(value, prop)
        if value is None:
            return UnknownV("ember.get-member")
    return value


EMBER_SOURCES = ("@ember/", "@ember-data/", "@glimmer/", "ember-data", "ember")


def unknown_receiver(callee, site, ctx) -> tuple[str, str] | None:
    """Rule ``ember-data.unknown-receiver``: ``x.save()`` / ``x.destroyRecord()`` (no argument
    or one options object) in a module importing Ember, on a value the source does not show
    (an action's parameter a template passes, a classic component's attribute: ``get(this,
    'project').save()``), is an Ember Data request whose model — so URL — and, for
    ``save()``, whether it creates or updates are unknown: a request-like site reviewed at
    the call, never an endpoint."""
    call = site.call
    if not (isinstance(call.callee, Member) and call.callee.prop in RECORD_ACTIONS
            and len(call.args) <= 1 and all(isinstance(a, Obj) for a in call.args)):
        return None
    module = ctx.program.modules.get(ctx.frame.path)
    if module is None or not any(i.source.startswith(EMBER_SOURCES) for i in module.imports):
        return None
    names = member_path(call.callee.obj)
    receiver = ".".join(names) if names else "a value"
    method = "DELETE" if call.callee.prop == "destroyRecord" else "POST or an update"
    return DATA, (f"{call.callee.prop}() of {receiver}, a record whose model the source does "
                  f"not show (a template argument, an action parameter or an unresolved "
                  f"value): its Ember Data request ({method}) is not in the contract "
                  "(ember-data.unknown-receiver)")


RECOGNISER = Recogniser(id="ember", request=request, call_value=call_value,
                        call_result=call_result, modules=MODULES,
                        aliases=ALIASES, inject=inject, setup=setup,
                        unknown_receiver=unknown_receiver,
                        client_methods=frozenset(RECORD_ACTIONS))
