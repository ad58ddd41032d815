"""react-admin data providers of ``ra-data-json-server`` and ``ra-data-simple-rest``.

Call forms handled::

    const dataProvider = jsonServerProvider(apiUrl, httpClient)   // or simpleRestProvider
    dataProvider.getList('songs', params)       GET    {apiUrl}/songs
    dataProvider.getOne('songs', {id})          GET    {apiUrl}/songs/{id}
    dataProvider.getMany('songs', {ids})        GET    {apiUrl}/songs  (the ids as query)
    dataProvider.getManyReference('songs', p)   GET    {apiUrl}/songs
    dataProvider.create('songs', {data})        POST   {apiUrl}/songs          body: data
    dataProvider.update('songs', {id, data})    PUT    {apiUrl}/songs/{id}     body: data
    dataProvider.delete('songs', {id})          DELETE {apiUrl}/songs/{id}
    <Admin dataProvider={dataProvider}>  then  useDataProvider()  is that provider (or the
        app's object spreading it: {...dataProvider, getList: (r, p) => dataProvider.getList(…)})
    useGetList('songs', …)  useGetOne('songs', {id})  useGetMany  useGetManyReference

These are the providers' documented REST dialects (rule ``react-admin.data-provider``): the
resource name is the path segment under the provider's ``apiUrl`` (its base URL), an id the
next segment. The query a list read sends (json-server's ``_sort``/``_order``/``_start``/
``_end`` and filter fields, simple-rest's ``sort``/``range``/``filter`` JSON) is built by the
provider from the params: it is not modelled, and a ``low`` note says so. A provider whose
``httpClient`` is the app's own function may change the base and add headers the contract
does not show: a ``medium`` note says so. Requests
react-admin makes from ``<Resource name list edit …>`` declarations, and providers of other
packages or the app's own object, are not modelled here (rule ``coverage.unmodelled-style``
reviews them), nor are ``updateMany``/``deleteMany`` (one request per id of ``ids``).
"""
from __future__ import annotations

from code2skill.facts import Ref
from code2skill.recogniser_context import Frame, SetupFacts
from code2skill.requests import RequestTemplate
from code2skill.values import ClientV, FnV, HoleV, LibV, ObjV, PropV, StrV, Text, Value

from .common import method_value
from .registry import LibraryFacts, Recogniser

LIB = "react-admin"
PROVIDERS = {"ra-data-json-server": "json-server", "ra-data-simple-rest": "simple-rest"}
METHODS = {"getList": ("GET", False), "getOne": ("GET", True), "getMany": ("GET", False),
           "getManyReference": ("GET", False), "create": ("POST", False),
           "update": ("PUT", True), "delete": ("DELETE", True)}
PER_ID = (("updateMany",), ("deleteMany",))
HOOKS = {"useGetList": "getList", "useGetOne": "getOne", "useGetMany": "getMany",
         "useGetManyReference": "getManyReference"}
FACTS = LibraryFacts(response_body="data")     # a provider method resolves to {data}


def call_value(callee, args, where, new) -> Value | None:
    """``jsonServerProvider(apiUrl, httpClient)`` → the data provider, a client whose
    ``apiUrl`` is its base URL."""
    if isinstance(callee, LibV) and callee.lib in PROVIDERS and callee.path == () and args:
        props = [PropV("apiUrl", args[0], where),
                 PropV("dialect", StrV((Text(PROVIDERS[callee.lib]),)), where)]
        if len(args) > 1 and isinstance(args[1], FnV):
            props.append(PropV("httpClient", args[1], where))
        return ClientV(LIB, ObjV(tuple(props), where), where)
    return None


def setup(program) -> SetupFacts | None:
    """The data provider ``<Admin dataProvider={…}>`` is given (the first one that is a
    provider this module models)."""
    for (path, scope), sites in program.call_scopes():
        for site in sites:
            callee = site.call.callee
            if not (isinstance(callee, Ref) and callee.name == "Admin" and site.call.args):
                continue
            frame = Frame(path, scope)
            if program.evaluate(callee, frame) != LibV(LIB, ("Admin",)):
                continue
            provider = program.member(program.evaluate(site.call.args[0], frame),
                                      "dataProvider")
            if isinstance(provider, ClientV) and provider.lib == LIB or wraps(provider):
                return SetupFacts(facts=provider)
    return None


def wraps(value: Value | None) -> bool:
    """Whether ``value`` is the app's object around a provider: ``{...dataProvider, getList:
    (resource, params) => dataProvider.getList(…)}`` spreads one."""
    return isinstance(value, ObjV) and any(
        p.key is None and isinstance(p.value, ClientV) and p.value.lib == LIB
        for p in value.props)


def call_result(callee, args, where, ctx) -> Value | None:
    """``useDataProvider()`` is the provider the app gives ``<Admin>``."""
    if isinstance(callee, LibV) and callee.lib == LIB and callee.path == ("useDataProvider",):
        provider = ctx.program.setup_facts(LIB)
        if wraps(provider):            # the spread provider's methods the object keeps
            inner = next(p.value for p in provider.props if p.key is None
                         and isinstance(p.value, ClientV) and p.value.lib == LIB)
            own = {p.key for p in provider.props}
            return ObjV(tuple(PropV(m, inner.member(m), inner.where)
                              for m in (*METHODS, *(p[0] for p in PER_ID))
                              if m not in own) + tuple(p for p in provider.props
                                                       if p.key is not None), provider.where)
        return provider
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """The template of a data-provider method call or data hook; ``None`` otherwise."""
    if isinstance(callee, ClientV) and callee.lib == LIB and callee.path in PER_ID:
        where = ctx.where(site.call.span)              # one request per id: reviewed
        if where is not None:
            ctx.program.note_review("medium", f"{callee.path[0]}(…) of the react-admin data "
                                    "provider sends one request per id of its ids: not "
                                    "modelled, its endpoints are not in the contract", where)
            ctx.program.note_reviewed_site(where, LIB)
        return None
    if isinstance(callee, ClientV) and callee.lib == LIB and len(callee.path) == 1 \
            and callee.path[0] in METHODS:
        provider, method, rule = callee, callee.path[0], "react-admin.data-provider"
    elif isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1 \
            and callee.path[0] in HOOKS:
        provider = ctx.program.setup_facts(LIB)
        method, rule = HOOKS[callee.path[0]], "react-admin.data-hook"
        if wraps(provider):
            provider = next(p.value for p in provider.props if p.key is None
                            and isinstance(p.value, ClientV) and p.value.lib == LIB)
        if not isinstance(provider, ClientV):
            return None
    else:
        return None
    call = site.call
    args = ctx.args(call)
    if not args:
        return None
    params = args[1] if len(args) > 1 else None
    verb, with_id = METHODS[method]
    where = ctx.where(call.span)
    parts: list = [Text("/", where, rule)]
    parts += list(args[0].parts) if isinstance(args[0], StrV) else [HoleV("resource", args[0],
                                                                          where)]
    if with_id:
        ident = ctx.member(params, "id")
        if ident is None:
            return None
        parts += [Text("/", where, rule), HoleV("id", ident, where)]
    body = ctx.member(params, "data") if verb in ("POST", "PUT") else None
    notes = ((("low", f"the query {method} sends (sorting, paging and filter fields) is built "
               "by the data provider from its params: not modelled", where),)
             if verb == "GET" and not with_id else ())
    if ctx.member(provider.config, "httpClient") is not None:
        notes += (("medium", "the data provider sends through the app's own httpClient "
                   "function, which may change the URL's base and add headers the contract "
                   "does not show", provider.where),)
    return RequestTemplate(
        lib=LIB, method=method_value(verb, where), url=StrV(tuple(parts)),
        base=ctx.member(provider.config, "apiUrl"), sites=(ctx.site(call.span, rule),),
        body=body, body_encoding="json" if body is not None else None, notes=notes)


RECOGNISER = Recogniser(id=LIB, request=request, call_value=call_value, setup=setup,
                        call_result=call_result, facts=FACTS,
                        modules={"ra-data-json-server": "ra-data-json-server",
                                 "ra-data-simple-rest": "ra-data-simple-rest",
                                 "react-admin": LIB, "ra-core": LIB})
