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

Ember Data (rules ``ember-data.<requestType>``)::

    this.store.findAll('article')                   // GET    /articles
    this.store.findRecord('article', id)            // GET    /articles/{id}
    this.store.query('article', { author })         // GET    /articles?author=…
    this.store.queryRecord('user', { email })       // GET    /users?email=…
    this.store.createRecord('comment', { body }).save()   // POST /comments
    (await this.store.findRecord('article', id)).save()   // PUT  /articles/{id}
    this.session.user.save()    // PUT: a found/queried/peeked record, or one created and
                                // saved where it was created (rule ember-data.saved-record)
    record.destroyRecord()                          // DELETE /articles/{id} (a found record)
    record.deleteRecord(); record.save()            // DELETE /articles/{id} (same function)

The adapter is the default export of ``app/adapters/<model>`` else ``app/adapters/application``
(the default adapter when neither exists). Its URL is, as ``BuildURLMixin`` builds it,
``host/namespace/pathForType(model)[/id]``: ``host`` and ``namespace`` are read from the
adapter (superclasses included); ``pathForType`` is an override's returned text, else the
model name pluralised and dasherized (``JSONAPIAdapter``, the default) or camelised
(``RESTAdapter``). An adapter method ``urlForFindRecord``, ``urlForFindAll``, ``urlForQuery``,
``urlForQueryRecord``, ``urlForCreateRecord``, ``urlForUpdateRecord``, ``urlForDeleteRecord``
(else ``buildURL``) replaces the convention: its returned template is read with its parameters
bound (``id``, ``modelName``, ``query``, ``requestType``); one that returns no URL template is
an unknown URL naming the override, never a guess. The body of a save is the model's
attributes (``@attr``, ``@belongsTo`` in ``app/models/<model>``) with the ``createRecord``
values where given, under the model name (``RESTAdapter``) or ``data.attributes``
(JSON:API); the attributes' requiredness stays unproven. Evidence: the call site, then the
adapter (the override or the adapter class) that shaped the URL. A receiver that may also be a
value the source does not show (``this.args.article || createRecord(…)``) gives the requests
of the records it does show and a review note (rule ``ember-data.unknown-record``); a
record a template passes a Glimmer component (``this.args.article.destroyRecord()``,
``this.args.x.save()``, ``deleteRecord()`` then ``save()``) has no model the source shows, so
its request has an unknown URL naming the call, reported at the call site and never guessed
(rule ``ember-data.argument-record``). The
adapter's ``headers`` field or getter (``get headers() { return { Authorization: … } }``) is
auth evidence (rule ``ember-data.adapter-headers``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from code2skill.class_layers import accessor
from code2skill.extractors.module_facts import hole_name, member_path
from code2skill.facts import Call, Member, Obj, Ref
from code2skill.requests import AuthHint, RequestTemplate, Site
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

from code2skill.resolve import Frame

from .common import auth_in_function, auth_keys
from .registry import Recogniser

MISSING = object()
LIB = "ember-service"
DATA = "ember-data"
MODEL = "ember-data-model"
ROUTE = "ember-route"
REST = "ember-data-rest"
GLIMMER = "glimmer-component"
OBJECT = "ember-object"
EMBER = "ember"
CONTROLLER = "ember-controller"
ARGS = COMPONENT_ARGS                 # ``this.args`` of a Glimmer component: what templates pass
MODULES = {"@ember/service": LIB, "@ember/routing/route": ROUTE, "@ember-data/model": MODEL,
           "@ember-data/adapter/rest": REST, "ember-data/adapters/rest": REST,
           "@glimmer/component": GLIMMER, "@ember/object": OBJECT, "ember": EMBER,
           "@ember/controller": CONTROLLER}
ALIASES = {(ROUTE, "prototype", "store"): DATA, (MODEL, "prototype", "store"): DATA,
           (GLIMMER, "prototype", "args"): ARGS}
INJECTORS = (("inject",), ("service",))
GETTER = "ember-object-get"           # a classic object's ``this.get`` (rule ``ember.get``)
GET_FUNCTIONS = {(OBJECT, ("get",)), (EMBER, ("get",)), (EMBER, ("default", "get"))}
GET_PROPERTIES = {(OBJECT, ("getProperties",)), (EMBER, ("getProperties",)),
                  (EMBER, ("default", "getProperties"))}
# classic bases whose instances carry the Ember Data store as ``this.store``
IMPLICIT_STORE = (ROUTE, CONTROLLER)
SOURCE_SUFFIXES = (".js", ".ts")
# store method → (requestType, HTTP method, whether its second argument is a query object)
STORE_REQUESTS = {"findAll": ("findAll", "GET", False),
                  "findRecord": ("findRecord", "GET", False),
                  "query": ("query", "GET", True),
                  "queryRecord": ("queryRecord", "GET", True)}
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
IRREGULAR_PLURALS = {"person": "people", "child": "children", "man": "men", "woman": "women"}
UNCOUNTABLE = ("equipment", "information", "rice", "money", "species", "series", "fish",
               "sheep", "jeans", "police", "news")


def dasherize(name: str) -> str:
    """Ember's ``dasherize``: ``currentUser`` → ``current-user``, ``a_b`` → ``a-b``; the
    ``/`` of a nested name (``admin/auditLog`` → ``admin/audit-log``) is kept."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).replace("_", "-").lower()


def camelize(name: str) -> str:
    """Ember's ``camelize``: ``blog-post`` / ``blog_post`` → ``blogPost``."""
    return re.sub(r"[-_](\w)", lambda m: m.group(1).upper(), name)


def pluralize(word: str) -> str:
    """ember-inflector's plural of the last word (``article`` → ``articles``, ``category`` →
    ``categories``, ``address`` → ``addresses``, ``person`` → ``people``)."""
    head, last = re.match(r"^(.*?)([A-Za-z]*)$", word).groups()
    lower = last.lower()
    if lower in UNCOUNTABLE:
        return word
    if lower in IRREGULAR_PLURALS:
        return head + last[0] + IRREGULAR_PLURALS[lower][1:]
    if re.search(r"[^aeiou]y$", lower):
        return head + last[:-1] + "ies"
    if re.search(r"(s|x|z|ch|sh)$", lower):
        return head + last + "es"
    return head + last + "s"


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


def inject(decorator, args, field, module, resolver) -> Value | None:
    """``@service name;`` / ``@service('name') field;`` → an instance of the service class."""
    if not (isinstance(decorator, LibV) and decorator.lib == LIB
            and decorator.path in INJECTORS):
        return None
    name = service_name(args, field)
    path = service_module(name, module, resolver.modules) if name else None
    if path is None:
        return LibV(DATA) if name == "store" else None
    return default_instance(path, resolver)


def default_instance(path: str, resolver) -> InstanceV | None:
    """An instance of the class module ``path`` exports by default, else ``None``."""
    cls = resolver.export(path, "default", 0, set())
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
                         PropV("id", named(args[1], value_name(args[1]))))
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
        request_type, method, with_query = STORE_REQUESTS[callee.path[0]]
        args = ctx.args(site.call)
        model = text_of(args[0]) if args else None
        if model is None:
            return None
        second = args[1] if len(args) > 1 else None
        id_value = None if with_query or second is None else named(
            second, hole_name(site.call.args[1]) or "id")
        return store_request(ctx, site, model, request_type, method, id_value,
                             second if with_query else None, None)
    if isinstance(callee, LibV) and callee.lib == ARGS and len(callee.path) == 2 \
            and callee.path[1] in ("save", "destroyRecord"):
        return argument_record_request(ctx, site, callee.path[0], callee.path[1])
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
                       "(PUT); if that first save failed, it creates the record (POST)",
                       ctx.where(site.call.span)),)
        if callee.path == ("destroyRecord",) or deleted_before(ctx, site):
            if created:
                return None                         # a new record is deleted locally
            request_type, method = "deleteRecord", "DELETE"
        else:
            request_type, method = ("createRecord", "POST") if created else \
                ("updateRecord", "PUT")
        id_value = None if created else id_value
        attrs = (callee.config.get("attrs") if created else None) or ObjV(())
        template = store_request(ctx, site, model, request_type, method, id_value, None,
                                 None if method == "DELETE" else attrs)
        return replace(template, notes=template.notes + notes)
    return None


def argument_record_request(ctx, site, name: str, action: str) -> RequestTemplate:
    """Rule ``ember-data.argument-record``: ``this.args.<name>.destroyRecord()`` (or
    ``.save()``, ``DELETE`` after ``deleteRecord()``) of a Glimmer component acts on a record a
    template passes in; the source does not show its model, so neither the adapter nor the
    URL is known: a request whose URL is unknown, naming the call, which the contract reports
    at the call site instead of guessing an endpoint (``save()``: ``POST`` or ``PUT``, new or
    loaded is unknown too)."""
    deleting = action == "destroyRecord" or deleted_before(ctx, site)
    rule = "ember-data.argument-record"
    where = ctx.where(site.call.span)
    methods = ("DELETE",) if deleting else ("POST", "PUT")
    method = AltV(tuple(StrV((Text(m, where, rule),)) for m in methods))
    verb = "deleteRecord() and save()" if deleting and action == "save" else f"{action}()"
    url = UnknownV(f"{verb} of this.args.{name}, a record a template passes in: the source "
                   "does not show its model, so the adapter URL is not known", where)
    return RequestTemplate(lib=DATA, method=method if len(methods) > 1 else method.options[0],
                           url=url, sites=(ctx.site(site.call.span, rule),))


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
             "is new (POST) or loaded (PUT/DELETE of its id) is unknown, so only the requests "
             "of the records the source shows are derived", ctx.where(site.call.span)),)


def saved_when_created(ctx, site, record) -> Where | None:
    """Rule ``ember-data.saved-record``: where a ``createRecord`` record was first saved, when
    the function that created it saves it and this ``save()`` is in another function (the
    record reached it through a field or a return, already saved); else ``None``."""
    if record.where is None:
        return None
    path, span = record.where
    scope = next((c.scope for c in ctx.resolver.modules[path].calls if c.call.span == span),
                 MISSING) if path in ctx.resolver.modules else MISSING
    if scope is MISSING or (path, scope) == (ctx.frame.path, ctx.frame.fid):
        return None
    frame = Frame(path, scope)
    for other in ctx.resolver.calls_by_scope.get((path, scope), []):
        callee = other.call.callee
        if isinstance(callee, Member) and callee.prop == "save" and any(
                is_record(v) and v.where == record.where for v in options_of(
                    ctx.resolver.evaluate(callee.obj, frame))):
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


def named(value: Value, name: str) -> Value:
    """A record id as a URL piece: fixed text as it is, else a hole named ``name``."""
    return value if text_of(value) is not None else StrV((HoleV(name, value),))


def store_request(ctx, site, model, request_type, method, id_value, query, attrs
                  ) -> RequestTemplate:
    """The template of one Ember Data request; ``attrs`` ``None`` means no body, an object
    (possibly empty) a save's body built from the model's attributes."""
    resolver = ctx.resolver
    adapter = adapter_of(model, ctx.frame.path, resolver)
    url, adapter_site = adapter_url(resolver, adapter, model, request_type, id_value, query)
    rest = adapter is not None and is_rest(resolver, adapter)
    body = save_body(model, attrs, rest, ctx.frame.path, resolver) if attrs is not None \
        else None
    sites = (ctx.site(site.call.span, f"ember-data.{request_type}"),) + (
        (adapter_site,) if adapter_site else ())
    return RequestTemplate(lib=DATA, method=StrV((Text(method, ctx.where(site.call.span),
                                                       f"ember-data.{request_type}"),)),
                           url=url, sites=sites, query=query, body=body,
                           body_encoding="json" if body is not None else None,
                           auth=adapter_auth(ctx, adapter))


def adapter_of(model: str, importer: str, resolver) -> InstanceV | ClassicAdapter | None:
    """The adapter instance serving ``model``: ``adapters/<model>``, else
    ``adapters/application``; ``None`` for Ember Data's default adapter."""
    for name in (model, "application"):
        path = package_module("adapters", name, importer, resolver.modules)
        if path is not None:
            return default_instance(path, resolver) or classic_adapter(path, resolver)
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


def classic_adapter(path: str, resolver, depth: int = 0) -> ClassicAdapter | None:
    """The classic adapter module ``path`` exports by default, else ``None``."""
    module = resolver.modules.get(path)
    call = next((e.value for e in module.exports if e.exported == "default"), None) \
        if module is not None and depth < 8 else None
    if not (isinstance(call, Call) and isinstance(call.callee, Member)
            and call.callee.prop == "extend"):
        return None
    base = call.callee.obj
    parent = None
    if isinstance(base, Ref):
        source = next((i.source for i in module.imports if i.local == base.name
                       and i.imported == "default"), None)
        target = resolver.module_resolver.resolve(path, source) if source else None
        parent = classic_adapter(target, resolver, depth + 1) if target else None
    base_value = resolver.evaluate(base, Frame(path, None))
    own = classic_object(resolver, path, None, [a for a in call.args if isinstance(a, Obj)],
                         base_value if isinstance(base_value, LibV) else LibV(DATA))
    merged = {p.key: p for p in (parent.members.props if parent else ()) + own.props}
    rest = parent.rest if parent is not None else isinstance(base_value, LibV) and (
        base_value.lib == REST or "RESTAdapter" in base_value.path)
    return ClassicAdapter(path, ObjV(tuple(merged.values())), rest, (path, call.span))


def adapter_url(resolver, adapter, model, request_type, id_value, query
                ) -> tuple[Value, Site | None]:
    """The URL an adapter builds for one request, and the adapter site that shaped it."""
    if isinstance(adapter, ClassicAdapter):
        return classic_url(resolver, adapter, model, request_type, id_value)
    if adapter is not None:
        for method, params in ((url_for_name(request_type), URL_FOR[request_type]),
                               ("buildURL", BUILD_URL)):
            override = resolver.instance_member(adapter, method, 0)
            if isinstance(override, FnV):
                return override_url(resolver, adapter, override, method, params, model,
                                    request_type, id_value, query)
    host = adapter_host(resolver, adapter)
    namespace = text_of(member_or_none(resolver, adapter, "namespace")) or ""
    path_type = member_or_none(resolver, adapter, "pathForType")
    path = text_of(resolver.returns(path_type.fid, 0)) if isinstance(path_type, FnV) else None
    if path is None:
        path = path_for_type(model, adapter is not None and is_rest(resolver, adapter))
    parts: list = [] if host is None or text_of(host) == "/" else host_parts(host)
    text = "/".join(p.strip("/") for p in (namespace, path) if p.strip("/"))
    parts.append(Text("/" + text + ("/" if id_value is not None else ""), None,
                      f"ember-data.{request_type}"))
    if id_value is not None:
        parts.extend(id_value.parts if isinstance(id_value, StrV) else
                     (HoleV("id", id_value),))
    return StrV(tuple(parts)), adapter_site(resolver, adapter, path_type)


def classic_url(resolver, adapter: ClassicAdapter, model, request_type, id_value
                ) -> tuple[Value, None]:
    """Rule ``ember-data.classic-adapter``: ``host``/``namespace`` members and the naming
    convention, the path's evidence citing the adapter's ``extend`` call; an override of the
    URL (``urlFor…``, ``buildURL``, ``pathForType``) is not evaluated for classic objects, so
    the URL is unknown, naming the override (never a guess). The adapter is no hop of the
    call chain: the store call stays the site."""
    for method in (url_for_name(request_type), "buildURL", "pathForType"):
        if isinstance(adapter.members.get(method), FnV):
            return UnknownV(f"adapter override {method} ({adapter.module}) of a classic "
                            "adapter is not evaluated", adapter.where), None
    host = adapter.members.get("host")
    namespace = text_of(adapter.members.get("namespace")) or ""
    parts: list = [] if host is None or text_of(host) == "/" else host_parts(
        host if isinstance(host, StrV) else HoleV("host", host, member_where(adapter, "host")))
    text = "/".join(p.strip("/") for p in (namespace, path_for_type(model, adapter.rest))
                    if p.strip("/"))
    parts.append(Text("/" + text + ("/" if id_value is not None else ""), adapter.where,
                      f"ember-data.{request_type}"))
    if id_value is not None:
        parts.extend(id_value.parts if isinstance(id_value, StrV) else
                     (HoleV("id", id_value),))
    return StrV(tuple(parts)), None


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


def adapter_host(resolver, adapter) -> Value | None:
    """The adapter's ``host``: a string, else a hole named by the expression that sets it
    (``host = ENV.APP.apiHost`` → ``{apiHost}``, as a request written with
    ``${ENV.APP.apiHost}`` names it); ``None`` when no adapter class sets it."""
    if adapter is None:
        return None
    value = resolver.instance_member(adapter, "host", 0)
    if isinstance(value, StrV) or (isinstance(value, UnknownV) and value.reason == "no-member"):
        return value if isinstance(value, StrV) else None
    found = field_expr(resolver, adapter, "host")
    return HoleV((hole_name(found[1]) if found is not None else None) or "host", value)


def adapter_auth(ctx, adapter: InstanceV | None) -> tuple[AuthHint, ...]:
    """Rule ``ember-data.adapter-headers``: the auth headers of the adapter's ``headers`` — a
    class field holding an object (``headers = { Authorization: … }``) or a getter/method
    returning one (``get headers() { return { Authorization: … }; }``), superclasses
    included; each hint cites the header's key."""
    if adapter is None or isinstance(adapter, ClassicAdapter):
        return ()                 # classic ``headers`` are not read: auth stays as found
    member = accessor(ctx.resolver, adapter, "headers") or \
        ctx.resolver.instance_member(adapter, "headers", 0)     # (a getter: its function)
    if isinstance(member, FnV):
        return auth_in_function(ctx, member, "ember-data.adapter-headers", returns_headers=True)
    found = field_expr(ctx.resolver, adapter, "headers")
    if found is None:
        return ()
    module, expr = found
    return tuple(AuthHint(kind, (module, span), "ember-data.adapter-headers", note)
                 for kind, note, span in auth_keys(
                     expr, headers=True,
                     value_of=lambda e: ctx.resolver.evaluate(e, Frame(module, None))))


def field_expr(resolver, inst: InstanceV, name: str):
    """``(module, initialiser)`` of field ``name`` in the class of ``inst`` or its user
    superclasses, else ``None``."""
    module, cls_name = inst.module, inst.name
    for _ in range(8):
        cls = resolver.modules[module].classes.get(cls_name) if module in resolver.modules \
            else None
        if cls is None:
            return None
        found = next((expr for field, expr in cls.fields if field == name), None)
        if found is not None:
            return module, found
        if not cls.superclass:
            return None
        parent = resolver.module_binding(module, cls.superclass.split("<")[0], 0)
        if not isinstance(parent, ClassRefV):
            return None
        module, cls_name = parent.module, parent.name
    return None


def member_or_none(resolver, adapter, prop) -> Value | None:
    """An adapter member, ``None`` when the adapter (or the member) is not there."""
    if adapter is None:
        return None
    value = resolver.instance_member(adapter, prop, 0)
    return None if isinstance(value, UnknownV) else value


def adapter_site(resolver, adapter, override) -> Site | None:
    """Evidence for the adapter: the override function, else the adapter class."""
    if isinstance(override, FnV) and override.fid in resolver.functions:
        path, fn = resolver.functions[override.fid]
        return Site((path, fn.span), fn.name, "ember-data.adapter")
    if adapter is None:
        return None
    cls = resolver.modules[adapter.module].classes.get(adapter.name)
    return Site((adapter.module, cls.span), adapter.name, "ember-data.adapter") if cls else None


def override_url(resolver, adapter, override, method, params, model, request_type, id_value,
                 query) -> tuple[Value, Site | None]:
    """What an adapter's ``urlFor…``/``buildURL`` override returns with its parameters bound;
    an ``UnknownV`` naming the override when that is no URL template."""
    known = {"modelName": StrV((Text(model),)), "requestType": StrV((Text(request_type),)),
             "id": id_value, "query": query}
    args = tuple(known.get(p) or ParamV(override.fid, p) for p in params)
    returned = resolver.returns(override.fid, 0)
    value = resolver.substitute(returned, override.fid,
                                resolver.bind_args(override.fid, args, 0))
    site = adapter_site(resolver, adapter, override)
    if isinstance(value, StrV) and any(isinstance(p, Text) and p.text.strip("/")
                                       for p in value.parts):
        host = adapter_host(resolver, adapter)
        named_host = host_parts(host)[0] if host is not None else None
        return StrV(tuple(named_host if isinstance(p, HoleV) and isinstance(named_host, HoleV)
                          and p.value == named_host.value else p
                          for p in value.parts)), site
    return UnknownV(f"adapter override {adapter.name}.{method} ({adapter.module}) returns no "
                    "URL template", site.where if site else None), site


def is_rest(resolver, adapter: InstanceV) -> bool:
    """Whether the adapter's class chain ends in ``RESTAdapter`` (else JSON:API)."""
    if isinstance(adapter, ClassicAdapter):
        return adapter.rest
    module, name = adapter.module, adapter.name
    for _ in range(8):
        cls = resolver.modules[module].classes.get(name) if module in resolver.modules else None
        if cls is None or not cls.superclass:
            return False
        parent = resolver.module_binding(module, cls.superclass.split("<")[0], 0)
        if isinstance(parent, LibV):
            return parent.lib == REST
        if not isinstance(parent, ClassRefV):
            return False
        module, name = parent.module, parent.name
    return False


def save_body(model: str, attrs: Value, rest: bool, importer: str, resolver) -> ObjV:
    """A save's JSON body: the model's attributes, the ``createRecord`` values where given,
    under the model's root key (REST) or ``data.attributes`` (JSON:API)."""
    given = attrs.props if isinstance(attrs, ObjV) else ()
    names = [n for n in model_attributes(model, importer, resolver)
             if not any(p.key == n for p in given)]
    fields = ObjV(tuple(given) + tuple(PropV(n, UnknownV("ember-data.attribute"))
                                       for n in names))
    if rest:
        return ObjV((PropV(camelize(model), fields),))
    return ObjV((PropV("data", ObjV((PropV("type", StrV((Text(path_for_type(model, False)),))),
                                     PropV("attributes", fields)))),))


def model_attributes(model: str, importer: str, resolver) -> list[str]:
    """The serialised fields of ``models/<model>``: ``@attr`` and ``@belongsTo`` fields, in
    source order (``[]`` when the model is not found)."""
    path = package_module("models", model, importer, resolver.modules)
    instance = default_instance(path, resolver) if path else None
    if instance is None:
        return []
    cls = resolver.modules[instance.module].classes[instance.name]
    out = []
    for name, decorator in cls.decorated:
        callee = decorator.callee if isinstance(decorator, Call) else decorator
        value = resolver.evaluate(callee, Frame(instance.module, None))
        if isinstance(value, LibV) and value.lib == MODEL and value.path in (
                ("attr",), ("belongsTo",)) and name not in out:
            out.append(name)
    return out


def setup(resolver) -> None:
    """Classic Ember objects (rule ``ember.classic-extend``): in the methods of the object
    literals given to ``X.extend(…)`` of an Ember class, ``this`` is that object, with each
    ``name: service()`` / ``service('name')`` property holding the injected service."""
    for path in sorted(resolver.modules):
        for site in resolver.modules[path].calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop == "extend"
                    and any(isinstance(a, Obj) for a in site.call.args)):
                continue
            base = resolver.evaluate(callee.obj, Frame(path, site.scope))
            if not (isinstance(base, LibV) and base.lib.startswith(("@ember", "ember"))):
                continue
            this = classic_object(resolver, path, site.scope,
                                  [a for a in site.call.args if isinstance(a, Obj)], base)
            for fn in methods(this):
                resolver.bound_this.setdefault(fn.fid, this)


def methods(this: ObjV) -> list[FnV]:
    """A classic object's methods: its function properties and those of its ``actions``
    object (Ember calls actions with ``this`` the object)."""
    found = [p.value for p in this.props if isinstance(p.value, FnV)]
    for prop in this.props:
        if prop.key == "actions" and isinstance(prop.value, ObjV):
            found.extend(p.value for p in prop.value.props if isinstance(p.value, FnV))
    return found


def classic_object(resolver, path: str, scope: str | None, objects: list, base: LibV
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
                injector = resolver.evaluate(value.callee, frame)
                injected = inject(injector, resolver.eval_args(value.args, frame), prop.key,
                                  path, resolver)
                props.append(PropV(prop.key, injected if injected is not None
                                   else UnknownV("call"), (path, prop.span)))
            else:
                props.append(PropV(prop.key, resolver.evaluate(value, frame), (path, prop.span)))
    if base.lib in IMPLICIT_STORE and not any(p.key == "store" for p in props):
        props.append(PropV("store", LibV(DATA)))
    own = ObjV(tuple(props))
    return ObjV(own.props + (PropV("get", ClientV(GETTER, own)),))


def call_result(callee, args, where, ctx) -> Value | None:
    """Rule ``ember.get``: ``get(obj, 'a.b')`` (``@ember/object``, ``Ember.get``) and a classic
    object's ``this.get('a.b')`` read ``obj.a.b``, ``getProperties(obj, 'a', 'b')`` the object
    of those members; a path that is not fixed text, or a member the object does not show, is
    unknown."""
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


RECOGNISER = Recogniser(id="ember", request=request, call_value=call_value,
                        call_result=call_result, modules=MODULES,
                        aliases=ALIASES, inject=inject, setup=setup)
