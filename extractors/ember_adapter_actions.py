"""Ember Data adapter actions: requests an adapter method makes itself, reached from a model
or a route through ``store.adapterFor(name)``.

Forms handled::

    // app/models/job.js
    stop() { return this.store.adapterFor('job').stop(this); }      // rule ember-data.adapter-for
    // app/adapters/job.js
    export default class JobAdapter extends ApplicationAdapter {
      stop(job) {
        const url = addToPath(this.urlForFindRecord(job.get('id'), 'job'), '/stop');
        return this.ajax(url, 'POST', { data: { Reason: 'ui' } });  // rule ember-data.adapter-ajax
      }
      restart(alloc) {
        return this.ajax(`${this.urlPrefix()}/allocation/${alloc.id}/restart`, 'PUT');
      }
    }

``store.adapterFor('job')`` (the store of a route, a model, ``@service store``) is an instance
of the adapter serving that model (rule ``ember-data.adapter-for``): the default export of
``app/adapters/<name>`` (the name dasherized), else ``app/adapters/application``; a name that
is not fixed text, a classic (``RESTAdapter.extend({…})``) adapter or Ember Data's default
adapter is unknown. Its methods are followed like any class's, so ``this`` in them is that
adapter (in a method no call reaches, the adapter its module exports).

In a native class adapter (its chain ending at ``RESTAdapter`` or ``JSONAPIAdapter``):

* ``this.ajax(url, method, { data })`` is the request (rule ``ember-data.adapter-ajax``):
  ``method`` defaults to ``GET``; ``data`` is the query of a ``GET`` and the JSON body of any
  other method, as the adapter's ``ajaxOptions`` sends it; the adapter's ``headers`` is its
  auth evidence. An app's own ``ajax`` override passing ``url`` on to ``super.ajax`` (a
  watchable adapter) is followed as a wrapper. A finished URL that does not open with fixed
  text, or is a choice of several templates, is reviewed at the call, never an endpoint
  (:mod:`code2skill.adapter_action_urls`).
* ``this.urlPrefix()`` is ``host/namespace``, with no ``host`` the namespace alone and
  relative (``v1``), and an argument-less ``this.buildURL()`` the same made absolute
  (``/v1``), as ``BuildURLMixin`` builds them (rule ``ember-data.url-prefix``); ``this.host``
  no class of the app sets is ``undefined``.
* ``this.urlForFindRecord(id, 'job')`` and the other ``urlFor…`` methods, when no class of
  the app overrides them, are Ember Data's URL for that model and id as the store's requests
  read it (rule ``ember-data.url-for``); an app override is followed as its code says.

Not followed: the query parameters an ``ajax`` override adds itself, a classic adapter's
methods reached through ``adapterFor``, and ``ajaxOptions``/``headersForRequest`` overrides
changing the request.
"""
from __future__ import annotations

from code2skill.requests import RequestTemplate
from code2skill.values import (
    FnV, HoleV, InstanceV, LibV, LitV, ObjV, ParamV, StrV, Text, UnknownV, Value, text_of,
)

from .common import method_value
from .ember import (
    DATA, URL_FOR, BUILD_URL, adapter_auth, adapter_kind, adapter_of, adapter_url,
    BUILD_URL_LIB, adapter_host, adapter_member, class_base, default_instance, given_id,
    host_parts,
    named, namespace_parts,
)
from .registry import Recogniser

LIB = DATA                            # an Ember Data request, as the store's are
THIS = "ember-data-adapter-this"      # ``this.urlPrefix``/``this.urlFor…`` of a native adapter
ID_URLS = ("urlForFindRecord", "urlForUpdateRecord", "urlForDeleteRecord")
URL_METHODS = {"buildURL": "findRecord", **{
    "urlFor" + t[0].upper() + t[1:]: t for t in URL_FOR}}


def library_method(callee: Value, name: str) -> bool:
    """Whether ``callee`` is the library adapter's own prototype method ``name``
    (``RESTAdapter.prototype.ajax``), as a native adapter's ``this.ajax`` reads when no app
    class overrides it."""
    return isinstance(callee, LibV) and callee.path[-2:] == ("prototype", name) \
        and adapter_kind(LibV(callee.lib, callee.path[:-2])) is not None


def this_adapter(ctx) -> InstanceV | None:
    """The native adapter instance ``this`` is in the current function (when the caller is
    not known, the adapter class its module exports), else ``None``."""
    this = ctx.frame.this if isinstance(ctx.frame.this, InstanceV) else \
        default_instance(ctx.frame.path, ctx.program)
    if this is None:
        return None
    base = class_base(ctx.program, this)
    return this if isinstance(base, LibV) and adapter_kind(base) is not None else None


def adapter_for(callee, args, ctx) -> Value | None:
    """Rule ``ember-data.adapter-for``: ``store.adapterFor('job')`` → an instance of the
    native adapter class serving model ``job``; unknown for a name that is not fixed text or
    a model with no native adapter class; ``None`` for any other call."""
    if not (isinstance(callee, LibV) and callee.lib == DATA and callee.path == ("adapterFor",)):
        return None
    name = text_of(args[0]) if args else None
    adapter = adapter_of(name, ctx.frame.path, ctx.program) if name else None
    return adapter if isinstance(adapter, InstanceV) else UnknownV("ember-data.adapter-for")


def url_prefix(ctx, rooted: bool) -> Value:
    """Rule ``ember-data.url-prefix``: what ``this.urlPrefix()`` returns, the adapter's
    ``host`` and ``namespace`` joined by ``/`` — with no host, the namespace alone and
    relative (``v1``), as ``BuildURLMixin`` gives it; ``rooted``: what an argument-less
    ``this.buildURL()`` returns, the same made absolute (``/v1``) when there is no host.
    Unknown outside a native adapter's method."""
    adapter = this_adapter(ctx)
    if adapter is None:
        return UnknownV("ember-data.url-prefix")
    host = adapter_host(ctx.program, adapter)
    parts: list = [] if host is None or text_of(host) == "/" else host_parts(host)
    namespace = adapter_member(ctx.program, adapter, "namespace")
    lead = "/" if parts or rooted else ""
    if isinstance(namespace, StrV) and text_of(namespace) is None:
        parts.extend([Text(lead, None, "ember-data.url-prefix")] + namespace_parts(namespace))
    elif text_of(namespace):
        parts.append(Text(lead + text_of(namespace).strip("/"), None, "ember-data.url-prefix"))
    elif not (isinstance(namespace, UnknownV) and namespace.reason == "no-member"):
        parts.extend([Text(lead, None, "ember-data.url-prefix"), HoleV("namespace", namespace)])
    elif rooted and not parts:
        parts.append(Text("/", None, "ember-data.url-prefix"))
    return StrV(tuple(p for p in parts if not (isinstance(p, Text) and not p.text)))


def library_url(callee: LibV, args: tuple[Value, ...], ctx) -> Value:
    """Rule ``ember-data.url-for``: Ember Data's own ``urlFor…(…)``/``buildURL(…)`` called
    in an adapter method, read with its arguments (model name, id) as the adapter's
    conventions build it; unknown when the model name is not fixed text."""
    adapter = this_adapter(ctx)
    method = callee.path[-1]
    request_type = URL_METHODS[method]
    params = BUILD_URL if method == "buildURL" else URL_FOR[request_type]
    given = dict(zip(params, args))
    model = text_of(given.get("modelName"))
    if adapter is None or model is None:
        return UnknownV("ember-data.url-for")
    raw = given.get("id")
    id_value = None if raw is None or raw == LitV(None) else named(raw, "id")
    return adapter_url(ctx.program, adapter, model, request_type, id_value, None)[0]


def call_result(callee, args, where, ctx) -> Value | None:
    """``store.adapterFor(name)``, ``this.urlPrefix()`` and a library ``urlFor…``/
    ``buildURL`` in a native adapter's method (module docstring); ``None`` otherwise."""
    found = adapter_for(callee, args, ctx)
    if found is not None:
        return found
    if isinstance(callee, LibV) and (callee.lib, callee.path) == (THIS, ("urlPrefix",)) \
            and not args:
        return url_prefix(ctx, rooted=False)
    if isinstance(callee, LibV) and callee.lib == BUILD_URL_LIB and not callee.path \
            and not args:
        return url_prefix(ctx, rooted=True)
    if isinstance(callee, LibV) and callee.lib == THIS and len(callee.path) == 1 \
            and callee.path[0] in URL_METHODS:
        return library_url(callee, args, ctx)
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """Rule ``ember-data.adapter-ajax``: ``this.ajax(url, method, { data })`` in a native
    adapter's method; ``None`` for any other call."""
    if not library_method(callee, "ajax"):
        return None
    args = ctx.args(site.call)
    if not args:
        return None
    verb = text_of(args[1]) if len(args) > 1 else "GET"
    method = method_value(verb, ctx.where(site.call.span)) if verb else args[1]
    options = args[2] if len(args) > 2 else ObjV(())
    data = options.get("data") if isinstance(options, ObjV) else \
        ctx.member(options, "data") if isinstance(options, ParamV) else None
    get = verb == "GET"
    adapter = this_adapter(ctx)
    return RequestTemplate(
        lib=LIB, method=method, url=args[0],
        sites=(ctx.site(site.call.span, "ember-data.adapter-ajax"),),
        query=data if get else None, body=None if get else data,
        body_encoding=None if get or data is None else "json",
        auth=adapter_auth(ctx, adapter) if adapter is not None else ())


def inherited(parent: Value, prop: str, this, program) -> Value | None:
    """What a native adapter inherits from the library class as ``this.<prop>`` for the
    members read here: ``ajax`` the library prototype's method, ``urlPrefix`` and ``urlFor…``
    markers :func:`call_result` reads, ``host`` ``undefined`` (no class of the app sets
    it); ``None`` for any other member (``buildURL`` stays the store convention's
    marker)."""
    if adapter_kind(parent) is None:
        return None
    if prop == "host":
        return LitV(None)
    if not (prop in ("ajax", "urlPrefix") or (prop in URL_METHODS and prop != "buildURL")):
        return None
    return LibV(parent.lib, parent.path + ("prototype", prop)) if prop == "ajax" \
        else LibV(THIS, (prop,))


def returned(callee, value, args, ctx) -> Value | None:
    """Rule ``ember-data.given-id``: an app override of ``urlForFindRecord``,
    ``urlForUpdateRecord`` or ``urlForDeleteRecord`` called in a native adapter's method with
    an id (``this.urlForFindRecord(job.id, 'job')``) returns its URL read where that id is
    present, as the store's own calls read it (:func:`given_id`); ``None`` for any other
    call."""
    entry = ctx.program.function_facts(callee.fid) if isinstance(callee, FnV) else None
    if entry is None or entry[1].name.rpartition(".")[2] not in ID_URLS \
            or this_adapter(ctx) is None:
        return None
    given = args()
    if not given or given[0] == LitV(None):
        return None
    return given_id(value, given[0])


RECOGNISER = Recogniser(id="ember_adapter_actions", request=request, call_result=call_result,
                        inherited=inherited, returned=returned)
