"""The rule catalogue: every rule id the tool can emit, with its kind, default severity, a
one-line summary and the README section that describes it (``code2skill rules``, the SARIF
``helpUri``/``help.markdown``, and the checks of ``audit --ignore``/``--select``).

Kinds: ``derive`` (the ``rule`` of contract evidence, call sites, review items' evidence,
consumer requirements and scope counts), ``export`` (why ``export``/``host-check`` leave a
capability out), ``audit`` (``C2S-L/D/E…``), ``validate`` (``C2S-V…``), ``probe``
(``C2S-P…``). The audit's, validator's and probe's rows come from their own ``RULES`` tables,
never copied here.

A derive id is ``family.rule``. An id holding ``<placeholder>`` segments stands for a family
built in code (``f"{lib}.method"``): each placeholder matches one of :data:`PLACEHOLDERS`.
Adding a rule is adding one line to :data:`_DERIVE` (or :data:`_EXPORT`); the meta-test
(``tests/test_rule_catalogue.py``) fails when code emits an id this file lacks, or lists one
no code emits.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import cache

README = "README.md"     # helpUri: README.md#<section anchor>, a reference into the README shipped
#                          with the tool (the project publishes no documentation site to link)

# README sections (GitHub heading anchors)
USE = "use"
AUDIT = "audit-and-update-a-reviewed-contract"
SERVER = "run-it-as-an-mcp-server"
HOST = "host-compatibility"
RECOGNISES = "what-it-recognises"
RULES = "rule-catalogue"

KINDS = ("derive", "export", "audit", "validate", "probe")

# what each placeholder of a family id may stand for (a regular expression)
PLACEHOLDERS = {
    "library": "angular|angular-http|angularjs|axios|better-auth|descriptor|ember-ajax|ember-data|fetch|graphql|"
               "framework7|hey-api|jquery|ky|ng-file-upload|ng2-file-upload|ofetch|openapi-fetch|openapi-generator|react-admin|restangular|rtk-query|"
               "sails-io|superagent|trpc|ts-api-toolkit|ui-upload|vform|inertia|xhr",
    "schema-library": "zod|yup",
    "location": "body|query",
    "risk": "destructive|financial|publishing|external",
    "status": "draft|requires-review|requires-host-integration|approved",
    "word": "[a-zA-Z][a-zA-Z0-9]*",         # any one word (no hyphen): a call's or option's name
}


@dataclass(frozen=True, slots=True)
class Entry:
    """One rule: ``id`` (a family id holds ``<placeholder>`` segments), ``kind`` (one of
    :data:`KINDS`), default ``severity`` (``None``: the rule backs a field and has none),
    ``summary`` (one line), ``anchor`` (a README section), and for the checkers' rules their
    short ``name`` and fix ``hint``."""

    id: str
    kind: str
    severity: str | None
    summary: str
    anchor: str
    name: str | None = None
    hint: str | None = None

    @property
    def help_uri(self) -> str:
        return f"{README}#{self.anchor}"

    @property
    def is_family(self) -> bool:
        return "<" in self.id

    def pattern(self) -> re.Pattern[str]:
        """The ids this entry stands for: the id itself, each ``<p>`` one match of
        ``PLACEHOLDERS[p]``."""
        parts = re.split(r"<([a-z-]+)>", self.id)
        return re.compile("".join(
            re.escape(part) if i % 2 == 0 else f"(?:{PLACEHOLDERS[part]})"
            for i, part in enumerate(parts)))

    def as_dict(self) -> dict:
        return {"id": self.id, "kind": self.kind, "severity": self.severity,
                "summary": self.summary, "name": self.name, "hint": self.hint,
                "helpUri": self.help_uri}


# (id, default severity, README anchor, summary): the derive rules
_DERIVE = [
    # ---- the request's call site, method and body, per library
    ("<library>.call", None, RULES, "a direct call of the HTTP library makes the request"),
    ("<library>.instance-call", None, RULES, "a call on a client instance the library made (axios.create, ky.create) makes the request"),
    ("<library>.method", None, RULES, "the HTTP method the library call writes"),
    ("<library>.default-method", None, RULES, "the library's default method, the call naming none"),
    ("<library>.body-encoding", None, RULES, "how the library encodes the body it sends (JSON, form, multipart, text)"),
    ("<library>.header", None, RULES, "a header the call's options set (auth evidence when it carries a credential)"),
    ("<library>.credentials-include", None, RULES, "credentials: 'include' sends the browser's cookies (cookie-session auth)"),
    ("<library>.with-credentials", None, RULES, "withCredentials: true sends the browser's cookies (cookie-session auth)"),
    ("fetch.request-object", None, RECOGNISES, "fetch(new Request(url, init)) is fetch(url, init), an init given to fetch itself overriding the request's members"),
    ("fetch.header-spread", None, RULES, "an Authorization header spread into fetch's headers from a config function"),
    ("restangular.request", None, RECOGNISES, "a Restangular chain (Restangular.one(route, id).get(params), .all(route).getList/post, .post(what, body), .put(params), .remove(), custom*) makes the request its last call sends, at the URL its one/all/several calls build"),
    ("restangular.base-url", None, RULES, "RestangularProvider.setBaseUrl(x) (or Restangular.setBaseUrl) is the base URL of every Restangular request; a withConfig(fn) service's is what fn hands its configurer's setBaseUrl, else unknown"),
    ("angularjs.http", None, RECOGNISES, "an AngularJS $http call ($http(config), $http.get/post/…) on the client the injector hands to a registered function ($injector.get('$http'), an annotated or implicit parameter) makes the request"),
    ("angularjs.module-parameter", None, RECOGNISES, "a registration (app.service('Name', fn), app.factory(…), chained ones) on a parameter of a function the app calls with an AngularJS module (export default function (app) {…} called as register(core)) is a registration on that module: the injector fills fn's parameters"),
    ("angularjs.injected-member", None, RECOGNISES, "inside a function the AngularJS injector calls, the controller of an options object ($uibModal.open, a ui-router state or view, formly's setType), each member of its resolve object and ui-router's onEnter/onExit/templateProvider are injected too: their parameters (array form, $inject, or names) get $http and the app's services"),
    ("angularjs.header-spread", None, RULES, "an Authorization header spread into the headers of an AngularJS $http config"),
    ("angularjs.defaults-xsrf", None, RULES, "$httpProvider.defaults.xsrfHeaderName or xsrfCookieName (or $http.defaults in a run block) names the CSRF token of a cookie session: every $http request is cookie-session"),
    ("angularjs.defaults-credentials", None, RULES, "$httpProvider.defaults.withCredentials = true (or $http.defaults) sends the browser's cookies with every $http request: a cookie session"),
    ("angularjs.defaults-header", None, RULES, "a credential header set on $httpProvider.defaults.headers (or $http.defaults.headers) is sent with every $http request"),
    ("axios.header-spread", None, RULES, "an Authorization header spread into an axios request's headers, under the guards that decide whether it is sent (a generated client's securityWorker result)"),
    ("<library>.stored-token", None, RULES, "the token the library stores and sends as bearer auth"),
    ("angular.http-client", None, RULES, "a call of Angular's injected HttpClient makes the request"),
    ("angular.http-resource", None, RECOGNISES, "Angular's httpResource(() => url | request) makes one request per value its function may return"),
    ("angular.interceptor", None, RULES, "an Angular interceptor sets the request's base URL or auth"),
    ("angular.interceptor-credentials", None, RECOGNISES, "an Angular interceptor handing on req.clone({withCredentials: true}) sends the browser's cookies with every request: a cookie session"),
    ("angular.jwt-module", None, RECOGNISES, "@auth0/angular-jwt's JwtModule.forRoot sends its token on requests to allowed hosts"),
    ("angular.validators-<word>", None, RULES, "an Angular Validators.<name> of a form control bounds the input it fills"),
    ("axios.falsy-data", None, RULES, "an axios request whose data is false or 0 (a helper's {data} called with false) sends no body, as axios sends none for a falsy data"),
    ("axios.defaults-header", None, RULES, "a header set on axios.defaults.headers (one name, or a headers object assigned whole) is sent with every request"),
    ("axios.platform-session", None, RULES, "axios imported from a platform's client package that sends the platform's session (@nextcloud/axios: the session cookie and the requesttoken CSRF header), or an instance it creates: every request is cookie-session, the import its evidence"),
    ("axios.defaults-xsrf", None, RULES, "defaults.xsrfCookieName or xsrfHeaderName names the CSRF token of a cookie session: every request of the client is cookie-session"),
    ("url.issued-upload-target", "info", RULES, "a request whose URL starts with a member named as a server-issued upload URL (upload_urls[0], uploadUrl, presignedUrl, signed_url) of a value the source does not show, with no fixed naming text after it, goes to a storage service the server chose (Qiniu, S3, OneDrive): an info review item, no capability and no service of its own"),
    ("header.client-computed", "medium", RULES, "a header whose every value is a measure (size, length, byteLength) of the value the request sends as its body, beside fixed fallbacks (X-Expected-Entity-Length: chunk.size?.toString() ?? '0' with data: chunk), is computed by the client: no Tool input, a medium review item naming it"),
    ("request.in-browser-url", "info", RULES, "a request of a data: or blob: URL, of a value URL.createObjectURL or canvas.toDataURL made, or of a parameter named as such a URL (dataUrl, blobUrl) reads bytes the browser holds: no backend request, an info review item instead of a capability or an unread-wrapper finding"),
    ("request.caller-options", None, RULES, "a request config that spreads or reads a member of the enclosing function's options parameter is read through what every caller passes (nothing, or object literals): a body or query read only as that parameter's member (axios config.data, ky options.json) and written by no caller is absent, and the callers' objects decide whether an axios config overrides the base URL or headers"),
    ("axios.defaults-credentials", None, RULES, "defaults.withCredentials = true (or Object.assign of it into X.defaults) sends the browser's cookies with every request of the client: a cookie session; written under a condition, noted as sent only then"),
    ("axios.defaults-base-read", None, RULES, "a client's defaults.baseURL read back (axios.defaults.baseURL ?? '') is the value the program assigns it"),
    ("service.served-folder", None, RULES, "a page global naming the folder the app is served under, after the page's origin (window.baseUrl || '/'), is part of the deployment's base URL, never a path parameter; the path starts after it"),
    ("axios.guarded-defaults-base", None, RULES, "instance.defaults.baseURL written only under a condition (a dev-only variable) overrides the create config's baseURL only sometimes: the base is a choice of both"),
    ("axios.instance-header", None, RULES, "a header of axios.create({headers}) is sent with the instance's requests"),
    ("axios.nuxt-auth", None, RECOGNISES, "Nuxt's auth module sets the token of the injected $axios"),
    ("axios.request-interceptor", None, RULES, "an axios request interceptor sets the base URL or auth of the requests it passes"),
    ("descriptor.request", None, RULES, "a request descriptor request(OpenAPI, {method, url, …}) of openapi-typescript-codegen"),
    ("ember-ajax.<word>", None, RULES, "an ember-ajax service call (request, post, put, del …) makes the request"),
    ("ember-data.<word>", None, RULES, "an Ember Data store call (findAll, findRecord, query, createRecord, save …) makes the adapter's request"),
    ("ember-data.adapter", None, RULES, "the Ember Data adapter of the model builds the request's URL"),
    ("ember-data.adapter-headers", None, RULES, "the headers an Ember Data adapter sets (auth evidence)"),
    ("ember-data.argument-record", None, RULES, "a record handed in as a component argument is saved or destroyed: reported at the call site, never guessed"),
    ("ember-data.attribute", None, RULES, "a model attribute whose value the source does not show"),
    ("ember-data.build-url-model", None, RULES, "an adapter's buildURL reads a model the source does not show"),
    ("ember-data.default-url", None, RULES, "the URL Ember Data's own buildURL returns, unknown when the adapter overrides it"),
    ("ember-data.record-id", None, RULES, "the id of a record, unknown until the record is saved"),
    ("ember-data.route-model", None, RECOGNISES, "a controller's this.model or modelFor('name') is what the route's model() hook returns"),
    ("ember.get-member", None, RULES, "Ember's get(object, member) reads a member the source does not show"),
    ("ember.get-path", None, RULES, "Ember's get(object, 'a.b') reads a path the source does not show"),
    ("graphql.<word>", None, RULES, "a GraphQL client call (query, mutate, useQuery, useMutation …) sends the operation"),
    ("graphql.apollo-angular", None, RECOGNISES, "a query/watchQuery/mutate/subscribe call of apollo-angular's injected Apollo service (or of the named client use(name) gives) sends the operation of its options' document, to the client whose options the app provides (provideApollo, an APOLLO_OPTIONS factory, Apollo.create)"),
    ("graphql.apollo-angular-service", None, RECOGNISES, "fetch/watch of a class extending apollo-angular's Query (mutate of Mutation, subscribe of Subscription), as codegen writes one per operation, sends its document field's operation with the call's variables"),
    ("graphql.codegen-service", None, RECOGNISES, "a codegen apollo-angular <Name>GQL service imported from a generated module that is not analysed sends the operation the app's own gql documents name"),
    ("graphql.codegen-document", None, RECOGNISES, "a codegen <Name>Document import whose generated module is not analysed is the app's own gql document of that operation"),
    ("graphql.codegen-hook", None, RECOGNISES, "a codegen use<Name>Query/Mutation hook whose generated module is not analysed sends the operation the app's own gql documents name"),
    ("graphql.context-client", None, RECOGNISES, "the client useApolloClient() returns is the program's one Apollo client"),
    ("graphql.context-link", None, RULES, "a context link of the Apollo client's link chain (setContext, new ApolloLink) sets a header of every operation (auth evidence)"),
    ("graphql.document", None, RULES, "the GraphQL document the request sends"),
    ("graphql.non-null-variable", None, RULES, "a non-null variable of the GraphQL operation is a required input"),
    ("graphql.variables", None, RULES, "the variables object the GraphQL call sends"),
    ("graphql.vue-apollo-smart-query", None, RECOGNISES, "a vue-apollo smart query of a component's apollo option"),
    ("html.<word>", None, RULES, "an HTML input attribute (required, maxlength, min, pattern …) bounds the input it fills"),
    ("html.type-<word>", None, RULES, "an HTML input's type (email, number …) gives the input's format or type"),
    ("framework7.<word>", None, RULES, "a Framework7 request call (request, request.get, request.json, request.post, request.postJSON; request.promise alike) makes the request"),
    ("framework7.setup", None, RECOGNISES, "request.setup's beforeSend credential header and xhrFields.withCredentials give every Framework7 request its auth"),
    ("jquery.<word>", None, RULES, "a jQuery call ($.ajax, $.get, $.getJSON, $.post) makes the request"),
    ("ng-file-upload.upload", None, RECOGNISES, "ng-file-upload's Upload.upload({url, data, method}) (the service AngularJS injects when the app requires ngFileUpload; $upload of angularFileUpload) is a multipart upload of data's members, the older file option in field fileFormDataName (file by default), POST unless method says otherwise; Upload.http({url, data}) sends data as it is"),
    ("ng2-file-upload.file-uploader", None, RECOGNISES, "new FileUploader({url, method, itemAlias, additionalParameter}) is the multipart upload its queue sends (POST, file field 'file' by default)"),
    ("ui-upload.action", "medium", RECOGNISES, "a UI library's upload element (antd/arco/tdesign/semi <Upload action>, <el-upload>, <a-upload>, <n-upload>, <t-upload>, <q-uploader url>) is the multipart upload it sends itself: POST unless method says otherwise, the file in field name (file by default), data entries further fields, headers its auth; an action it cannot read is a reviewed site"),
    ("ng2-file-upload.auth-token", None, RULES, "FileUploader's authToken (sent in authTokenHeader, Authorization by default) is the upload's auth"),
    ("jquery.settings-or-url", None, RULES, "$.ajax(p) with p a parameter reads p as the settings when a caller passes an object (its url, method or type, data, with the members the wrapper writes on it before the call: options.data = JSON.stringify(body)) and as the URL of a GET when a caller passes anything else, as jQuery does (typeof url === 'object')"),
    ("sails-io.request", None, RECOGNISES, "a sails.io.js socket's virtual request (io.socket.request({method, url, data, headers}), io.socket.get/post/put/patch/delete(url, data)) is an HTTP request: Sails routes it to the same handlers; data is the query of a GET, else the JSON body"),
    ("jquery.setup", None, RECOGNISES, "$.ajaxSetup's headers, beforeSend credential header and xhrFields.withCredentials give every jQuery request its auth"),
    ("bloodhound.remote", None, RECOGNISES, "new Bloodhound({remote}) is the GET its engine sends as the user types (typeahead.js docs: remote is a URL or {url, wildcard}; default transport $.ajax GET); the wildcard (%QUERY by default) is the input query"),
    ("bloodhound.prefetch", None, RECOGNISES, "new Bloodhound({prefetch}) is the GET its engine sends once on initialisation (a URL or {url})"),
    ("bootstrap-table.url", None, RECOGNISES, "$(t).bootstrapTable({url}) is the request its rows load from (bootstrap-table docs: method 'get', contentType 'application/json' by default); an ajax function declares none"),
    ("select2.ajax", None, RECOGNISES, "$(s).select2({ajax: {url}}) is the request its choices load from (select2 docs: $.ajax settings, type GET by default, url a string or a function of params, query from data or q/term by default); a transport function declares none"),
    ("plugin.options-unread", "medium", RECOGNISES, "a recognised widget library call (new Bloodhound, bootstrapTable, select2) is given options that cannot be read as an object: the URL it requests is not in the contract"),
    ("datatables.ajax", None, RECOGNISES, "a DataTables table's ajax option (a URL or $.ajax settings with url) is the request its rows load from, GET unless type says otherwise"),
    ("openapi-generator.typescript-fetch", None, RECOGNISES, "a typescript-fetch API class method the program calls makes the request"),
    ("react-admin.data-hook", None, RECOGNISES, "a react-admin data hook (useGetList, useGetOne …) reads the data provider"),
    ("react-admin.data-provider", None, RECOGNISES, "a react-admin data provider call speaks its documented REST dialect"),
    ("react-hook-form.<word>", None, RULES, "a react-hook-form register(name, {required, maxLength …}) option bounds the input"),
    ("rtk-query.<word>", None, RULES, "an RTK Query endpoint (query, mutation) makes the request"),
    ("rtk-query.prepare-headers", None, RULES, "RTK Query's prepareHeaders sets a header of every request (auth evidence)"),
    ("rtk-query.query-fn", None, RULES, "an RTK Query endpoint's queryFn sends a request through its baseQuery argument"),
    ("<schema-library>.<word>", None, RULES, "a schema library's type (z.string(), yup.number()) gives the input's type"),
    ("<schema-library>.<word>-<word>", None, RULES, "a schema library's check (z.string().max(), yup.string().required()) bounds the input"),
    ("<schema-library>.date", None, RULES, "a schema library's date type is a date-time string"),
    ("<schema-library>.enum", None, RULES, "a schema library's enum gives the input's enum"),
    ("<schema-library>.literal", None, RULES, "a schema library's literal pins the input's one value"),
    ("<schema-library>.partial", None, RULES, "a schema library's partial() makes every member optional"),
    ("<schema-library>.required-by-default", None, RULES, "a zod member is required unless optional(), nullish() or a default says otherwise"),
    ("superagent.plugin", None, RULES, "a superagent .use(plugin) sets the request's base or auth"),
    ("superagent.set", None, RULES, "a superagent .set(name, value) header (auth evidence)"),
    ("trpc.auth-middleware", None, RECOGNISES, "a tRPC middleware requires an authenticated context"),
    ("better-auth.endpoint", None, RULES, "a better-auth client method call (authClient.signIn.email(…), twoFactor.enable(…)) is the HTTP request its documentation gives, under the client's auth base path"),
    ("better-auth.sign-in-step", None, RULES, "a better-auth client method call that its documentation shows is a step of signing in or out (signIn.social, twoFactor.verifyTotp …)"),
    ("better-auth.unlisted-method", "medium", RULES, "a better-auth client method call whose endpoint the library's documentation does not give, or whose plugin the client does not show, is a reviewed request-like site"),
    ("better-auth.base-path", None, RULES, "a better-auth client's endpoints are under its baseURL when that names a path, else under basePath (by default /api/auth)"),
    ("better-auth.credentials-include", None, RULES, "a better-auth client sends credentials: 'include' (a cookie session)"),
    ("trpc.link-headers", None, RULES, "the headers a tRPC link sets on every request (auth evidence)"),
    ("trpc.mutation-hook", None, RULES, "a tRPC useMutation hook's mutate/mutateAsync sends the mutation"),
    ("trpc.mutation-post.<word>", None, RULES, "a tRPC mutation call is a POST to /<procedure>"),
    ("trpc.query-get.<word>", None, RULES, "a tRPC query call (query, useQuery, prefetch …) is a GET of /<procedure>"),
    ("trpc.transformer-superjson", None, RECOGNISES, "the tRPC client's superjson transformer wraps the input as {json: …}"),
    ("xhr.open", None, RULES, "XMLHttpRequest.open(method, url) makes the request"),
    ("swr.fetcher", None, RECOGNISES, "an SWR hook's fetcher makes the request with the hook's key"),
    ("swr.config-fetcher", None, RECOGNISES, "an SWR hook with no fetcher of its own uses the one fetcher the program's <SWRConfig> providers set"),
    ("react-query.default-query-fn", None, RECOGNISES, "a TanStack Query hook with no queryFn of its own runs the one default queryFn the program's QueryClients set, with the hook's queryKey"),
    ("query.false-object", None, RULES, "a query option given as false (a request helper's params: values called with false) sends no query parameter, as axios sends none for a falsy params"),
    ("query.withheld-literals", "medium", RULES, "call sites send a query literal withheld as a possible credential from several places: the texts cannot be compared, so it is an input, never one pinned value"),
    ("swr.key-argument", None, RULES, "SWR 2 passes a hook's key to the fetcher as one argument (an array key whole); SWR 1, or a version no package.json declares, spreads an array key"),
    ("value.default-type", None, RULES, "an untyped parameter's literal default (\"\", 1, false, [\"/\"], []) proves the type of the input it fills"),
    ("value.default-sent", None, RULES, "a literal default is the input's default, and the input optional, only where a caller in the source leaves the argument out (or passes undefined)"),
    ("value.negative-number", None, RULES, "-1 is the number literal -1, not an unknown expression"),
    ("value.is-array", None, RULES, "Array.isArray(x) is decided by the value x holds (an array literal is one; a string, literal, object or function is not), once x is bound"),
    # ---- following the program
    ("wrapper.call", None, RULES, "a call of a program function that makes the request (one hop of the wrapper chain)"),
    ("value.logical-assignment", None, RULES, "x ??= v and x ||= v are x = x ?? v; obj.path ??= v writes v to that member (a page namespace made once)"),
    ("wrapper.applied-function", None, RULES, "a function handed to a helper that applies it to the helper's other arguments (fn(...args), fn.bind(x)(...args), fn.call(x, ...), fn.apply(x, args) in the helper's own body) is called with those arguments at each call of the helper; a function handed to a call that never visibly applies it has calls nobody sees, so no rule says its parameters are never passed"),
    ("redux-saga.call-effect", None, RULES, "a redux-saga effect that runs a function (call/fork/spawn/cps(fn, ...args) with fn, [obj, fn], [obj, 'name'] or {context, fn}; apply(obj, fn, [args]); retry; the watchers takeEvery/takeLatest/takeLeading/throttle/debounce, whose worker also gets the action) is a call of that function with those arguments, and a function handed on through sagas that run it (request(method, ...args) spawning a saga that calls method(...args, {Authorization})) is called from each outer effect with the arguments really passed, spreads of rest parameters included"),
    ("wrapper.guarded-call", None, RULES, "a call of a request-making function written under if (p), p a parameter of the calling function, makes its requests only for the calls of that function whose argument does not prove the test false (updateEntry(section) of if (id) refreshEntry(section, baseUrl, id): no request)"),
    ("wrapper.literal-arguments", None, RULES, "a wrapper's caller fills the request's path holes with literal arguments, or with one of several fixed texts"),
    ("wrapper.literal-member-arguments", None, RULES, "a wrapper's path hole filled by a member of its parameter (`/auth/${data.actionType}`) that every caller passes as fixed text in an object (f({actionType: 'login'}), a store's dispatch(ACTION, {actionType: 'register'})) is one request per call, each naming its own endpoint"),
    ("wrapper.chained-literal-arguments", None, RULES, "a wrapper's path hole its caller fills with its own parameter, passed on unchanged or as a member of an object literal (onSubmit(kind) → f({actionType: kind})), is filled by the callers of that caller, at most 4 calls up: one request per call at the top when every call on the way passes fixed text or its own parameter on, each call a hop of the evidence; otherwise the hole stays an input. The response fields the wrapper reads are read from each request it is split into"),
    ("value.transform-list", None, RULES, "a local reassigned through each function of a list (for (const m of this.mappers) opts = m(path, opts), or list.reduce((acc, m) => m(path, acc), opts)) is the list's functions applied in order, when the list is an array or new Set([...]) of the app's own functions that no code grows or reorders but by push/add calls of known functions at the module's top level or in a class constructor (appended in source order)"),
    ("value.unknown-transform", "medium", RULES, "a value handed to a function the source does not show (an item of an unknown list, a parameter, an injected callback: opts = await hook(opts)) keeps what it held before the call, any member possibly replaced, and the call site is reviewed: it may change the method, URL, headers or body"),
    ("value.list-callback", None, RULES, "the first parameter of a callback run per item of a constant list (['a', 'b'].map(cb), forEach…, the function child of a SolidJS <For each={['a', 'b']}>) is each item"),
    ("value.array-loop", None, RULES, "the variable of for (const item of [...]) over at most 16 fixed texts is each of them: one request per item, never a free {item} parameter"),
    ("wrapper.unknown-argument", None, RULES, "a wrapper whose path hole some callers fill with fixed text and the others only with values the source does not show is one endpoint per fixed caller plus the wrapper's own template, its hole an input, for the others"),
    ("value.placeholder-member", None, RULES, "an object member the module body gives only a blank initial value ('', null, undefined) and a function writes again is what that function writes, never the blank: an empty path segment never names a collection"),
    ("wrapper.path-tail-arguments", None, RULES, "a wrapper whose URL ends in a parameter after literal text ('/api/' + apiFunction) makes one request per caller once a caller passes a path of two segments or more there ('stock/products/' + productId)"),
    ("vue.options-this", None, RULES, "this in a Vue options component's methods and computed getters is the component: its methods, computed values and props"),
    ("vue.mixin-member", None, RULES, "this.name in a Vue options component that does not declare name is the method or computed property of its mixins (mixins: [...], extends, a global app.mixin(X) / Vue.mixin(X)) in Vue's precedence order; a call of a mixin's request helper (this.get(url, params)) is a wrapper call"),
    ("vue.component-state", None, RULES, "this.x of a Vue options component that no option object declares is one of the values the functions sharing its this (its own, its mixins', and in a mixin those of each component mixing it in) assign to this.x, each read where it is written; the data() start value, a reset ('', false, null, 0, an object or array literal, whose members v-model may change), a write reading this.x itself, or one waiting on the writer's parameters is left out"),
    ("vue.router-href", None, RULES, "the href of router.resolve(location) (this.$router, useRouter(), createRouter(...), new VueRouter(...)) is the app's history base followed by the location's path: the request's path is the location's, the base the deployment's base path on the page's own origin (as service.page-base-path)"),
    ("value.client-spread", None, RULES, "an object spreading a configured client ({...createClient({baseUrl}), baseUrl}) keeps the client's methods: api.POST of it is the client's POST"),
    ("vue.instance-proxy", None, RULES, "in a Composition API setup, getCurrentInstance().proxy is the component's this: its members are the Vue global properties (proxy.download(url) of app.config.globalProperties.download)"),
    ("di.provide-inject", None, RULES, "a value read by dependency injection (Vue inject/injectLocal, also through the app's own helper around it; React useContext; Svelte getContext) is what the program provides under the same key (provide/app.provide, <Ctx.Provider value>, setContext): the same Symbol()/createContext() call or string"),
    ("di.unprovided", "medium", RULES, "an HTTP verb called on an injected value no provide in the program gives is a reviewed request-like site naming the key, never a guessed client"),
    ("review.interface-classes", "medium", RULES, "a call on a receiver declared with an interface that two or more program classes implement, with nothing showing which one it holds, of a method that makes requests in one of them, is a reviewed request-like site naming the interface and its classes, never a guessed class"),
    ("vue.computed-ref", None, RULES, "a Vue computed(getter) is a ref whose value is what the getter returns; toValue/unref give a getter's return or a ref's value, a parameter's once a caller fills it"),
    ("vue.setup-props", None, RULES, "a <script setup> component's defineProps props are its parameters; a parent element binding one to a name of its own script setup (:create-url=\"apiKeysUrl\") gives that value, a ref unwrapped: one request per element"),
    ("svelte.prop-binding", None, RULES, "a Svelte component's props ($props() in Svelte 5, export let in Svelte 4, a literal default standing while no element renders it) are its parameters; each element of a parent's markup rendering it (<InputFile method=\"PUT\" url={`/clients/${client.id}/logo`} />) fixes the props its attributes set: a static text, a {name}, {a.b} or template of such names read at the parent's top level: one request per element"),
    ("svelte.form-action", None, RULES, "a submit handler a parent passes to a form component whose one <form> binds its action to a prop and which calls the handler with the submitted element (ev.currentTarget) reads that element's action as the URL the parent's element gives (<Form action=\"/auth/v1/roles\" {onSubmit}> then fetchPost(form.action, payload)): one request per element; an action the parent does not show is one medium review item at the element"),
    ("vue.prop-binding", None, RULES, "a template element rendering a Vue component fixes the props its attributes bind: one request per element"),
    ("wrapper.literal-field-arguments", None, RECOGNISES, "a wrapper whose body field or query parameter (or a key of the body it is passed whole) every caller fills with a literal makes one request per caller"),
    ("wrapper.never-called", "medium", RECOGNISES, "a wrapper method no code of the program calls, or a function whose every caller leads (up to 4 levels of callers) to such a method: its capability is requires-review, the item citing that method"),
    ("wrapper.self-mention", None, RECOGNISES, "a function mentioned or called only inside its own body (a recursive call, setTimeout(poll, 1000) in poll) is called by nothing else: judged never called like any other"),
    ("wrapper.factory-member", None, RECOGNISES, "a nested function the object literal returned by a top-level factory exposes (an AngularJS service: return { maySeeAdminArea: maySeeAdminArea }) is that service's member: judged never called like an object member, its name looked for outside the returned object and outside nested functions declaring a local or parameter of the same name; the service handed on as a value elsewhere ($scope.cfg = ConfigService) keeps it"),
    ("wrapper.undispatched-action", "medium", RECOGNISES, "a capability every call of which runs in the handler of a map entry keyed by an action type ([FETCH_X]: handler) whose one creator (const fetchX = createThunk(FETCH_X)) nothing in the program dispatches or names, the type's text written nowhere else and no namespace of the creator's module spread, indexed or handed to a call: requires-review, a medium item naming the creator and the entry"),
    ("wrapper.orphan-module", "medium", RECOGNISES, "a capability every call of which runs in a module that exports something but nothing loads (no import, require or literal import(); no glob or computed load that could reach it; no framework entry by convention; no auto-import setup) and whose stem (a folder's name for its index file) and exported names no other file or HTML page names outside comments, labels and text, or in a module only such modules import: requires-review, a medium item naming the module"),
    ("wrapper.member-mention", None, RECOGNISES, "a plain name in a file that does not import a module is that file's own binding (const count = computed(…)), never a mention of the module's object member or class method of that name: only a member read (x.count), a word of a string, or a plain name in a file importing the module keeps such a function from being reported as never called; a member read through a module re-exporting it (services/index.js) counts"),
    ("wrapper.escaped-module", None, RECOGNISES, "a namespace or default import of a module that some module spreads ({...actions}, mapDispatchToProps), indexes with a computed name (api[name]) or hands to a call (bindActionCreators(actions), Object.keys(api)) may reach any of its functions under any name: none of them is reported as never called or never dispatched"),
    ("wrapper.handed-object", None, RECOGNISES, "a call of a member of a parameter (utils.sendRequest(options) with utils = init's _utils) is a call of the program's function every call of that parameter's function hands there in an object ({sendRequest: sendRequest} given to init): the wrapper's requests with this call's arguments, the handing calls cited; a call handing anything else leaves the site as it was"),
    ("wrapper.nested-member", None, RECOGNISES, "a function of an object nested in an exported one (settingsAPI.test.mqtt) belongs to the whole object's layer and is reached only through its parent's key: a read of test.mqtt, of an alias (const { test } = settingsAPI; const t = settingsAPI.test) or of something the tool cannot tell apart (a call's result) is a mention, x.mqtt of another object or a word of a string is none; the object or a part of its chain handed on as a value or looked up by a computed key (settingsAPI[name], useApi(settingsAPI)) keeps every member from being reported as never called"),
    ("wrapper.passed-function", None, RECOGNISES, "a function its own module passes as a value (useQuery({queryFn: fetchX}), .then(fetchX), a member handed to a call: setInterval(this.poll, 1000)) may be called: never reported as never called"),
    ("this.field-reaching-write", None, RULES, "a member of this that a method writes in its own body before reading it (this.loopUrl = API + '/loop/out'; return this.http.post(this.loopUrl, body)) is the last unconditional such write and the conditional ones after it, never another method's write; a read in a callback, one after a call of a method of the class writing the member, or one a later conditional write may precede (a loop) keeps every write of the class"),
    ("value.narrowed-by-test", None, RULES, "inside the branch of a test comparing a name with constants (if (impl === 'cln'), the else of impl !== 'cln', case 'cln': of switch (impl) with the cases falling into it, ['lnd', 'ecl'].includes(impl)) the name is that constant, cited at the test, when it is a parameter its function never reassigns or a local written once before the branch"),
    ("value.closure-last-write", None, RULES, "a nested function made after every write of an enclosing function's local (var url = href; url = origin + path; confirm(function () { ajax('POST', url) })) reads what a read where it starts reads: the last unconditional write on"),
    ("closure.outer-parameters", None, RULES, "a nested callback's request that waits only for the parameters of a function further out (a click handler in a loop callback inside runMediaDialog(cameraId, mediaType)) runs with the values of each call of that function, at most 4 levels out"),
    ("closure.enclosing-call", None, RECOGNISES, "a nested function nobody calls by name runs with the values of each call of its enclosing function"),
    ("closure.outer-callers", None, RULES, "a nested function the program calls only from outside its enclosing function (a stored callback, config.onConfirm = () => post(endpoint) set in openConfirm(endpoint), run by <Modal onConfirm={() => config.onConfirm()}>) still runs with the values of each call of its enclosing function for the requests that wait for that function's parameters"),
    ("closure.caller-chain", None, RECOGNISES, "a callback's request that waits for its enclosing function's parameters, passed on unchanged by that function's callers (initAdd(options) { addRow(options) }), is substituted through up to 4 levels of callers, also a widget's declared request (loadTable(options) from initTable(options))"),
    ("scope.iife-argument", None, RECOGNISES, "a parameter of a function expression called where it is written, (function ($) {…})(jQuery), is the argument that call passes, when the function never reassigns it"),
    ("scope.timer-arguments", None, RECOGNISES, "a parameter of a function handed to setTimeout/setInterval or AngularJS $timeout/$interval is the trailing argument the timer call passes at its position (this.$interval(this.update, 1000, 0, true, this): update's first parameter is the instance)"),
    ("jquery.extend-member", None, RECOGNISES, "$.extend({name: value}) / jQuery.extend({…}) with one object literal adds $.name to jQuery itself (jQuery docs: one argument, the jQuery object is the target), read by every script of the page"),
    ("closure.factory-arguments", None, RECOGNISES, "a function a factory returns makes the request with the factory's arguments"),
    ("wrapper.verb-loop", None, RECOGNISES, "an object's HTTP verb methods written in a loop over a constant list of verbs (VERBS.forEach((m) => { http[m.toLowerCase()] = (url, data) => … }), Object.fromEntries(VERBS.map(…)), for (const m of VERBS)) are one method per verb, each sending its verb: a call http.get(url) is followed into that member"),
    ("callback.library-argument", None, RECOGNISES, "a function handed to a library call (useQuery's queryFn, useEffect) runs with the hook's caller's arguments"),
    ("dataflow.response-value", None, RULES, "a value read from the response of a recognised request"),
    ("dataflow.then-request", None, RECOGNISES, "a request a response's then-callback makes with the response (an upload to a URL an earlier call returned)"),
    ("value.server-template", None, RULES, "in an HTML page's inline script, a server template's expression inside a string ({{ url_for('x') }}, {% url 'x' %}, ${root}, <%= id %>, [[${id}]]) is a value the server writes at render time: a hole named after a plain name or member path ({{ item.id }} → {id}), a URL that is one such expression a review item, never the template's text as a path"),
    ("value.promise-executor", None, RECOGNISES, "a hand-made promise (new Promise((resolve) => …)) settles with the value passed to resolve"),
    ("this.subclass-value", None, RULES, "this.x of a base-class method is the value each subclass sets"),
    ("this.field-initialiser", None, RULES, "a call written in a class body outside its methods (a field's initialiser: jobs$ = this.apollo.watchQuery(…), source = new Source(this.api)) runs with an instance of the class as this"),
    ("this.static-field", None, RULES, "a static field (static base_url = readCookie()) is the class's member: C.x, and this.x in a static method, read its initialiser's value (on C or a class it extends), evaluated with this the class; an instance's this.x never reads it"),
    ("this.static-method", None, RULES, "a static method is the class's member, not an instance's: this.m() in an instance method reads the instance method m, C.m() and this.constructor.m() the static one, and this in a static method is the class"),
    ("value.platform-url", None, RECOGNISES, "a known platform URL helper (generateUrl of @nextcloud/router) is the platform's deployment base followed by its literal path"),
    ("value.arithmetic-operand", None, RULES, "an arithmetic expression (a - b, a * b, a % b …) is a number: in a + chain it adds or concatenates by its other operand, never joins another unknown value as path text (a + (b - c) is one value, not {a}{param})"),
    ("value.absent-member-text", None, RULES, "an option of a || b built from a member the caller's object literal never has spells undefined: it is dropped while another option remains"),
    ("value.presence-fallback", None, RULES, "a ternary that keeps a value when it is set (x !== undefined ? x : y, x ? x : y) is x ?? y: the argument a caller passes settles it, a typed one keeps its declared members"),
    ("value.computed-member-write", None, RULES, "a member written under a key the source does not show (payload[key] = … in a for…in loop) is an entry of unknown name, never dropped: a body of such entries only is one opaque object input with a review item"),
    ("query.alternative-objects", None, RULES, "a query object that is one of several objects (a helper returning its empty params early, else the members it wrote) is one object of all their members, each possibly absent, never one opaque query"),
    ("value.url-join", None, RECOGNISES, "a URL-join library call (url-join, urljoin, url-join-ts) joins the URL's parts with one '/'"),
    ("value.template-tag", None, RECOGNISES, "a tagged template of an app function is that function applied to the template's strings (an array) and values; a local it splices them into after a base (acc += strings[i] + values[i]) is the base followed by the template; an async tag's result (a Promise) is unknown, and a library function used as a tag (fetch`/x/${id}`) gets the strings array as its URL: unknown, never the template's text"),
    ("value.interleaving-tag", None, RECOGNISES, "a tag function that starts from the template's first string and adds each value, passed through encodeURIComponent, encodeURI or String or as given, with the string after it (uri`a/${x}`) is the template itself, each value a hole encoded as the tag encodes it (one path segment); the path parameters it fills and the path cite the tag function"),
    ("review.unread-tag", "medium", RECOGNISES, "a tagged template whose app tag function loops over its strings and values in any shape the tool does not read as a splice is an unknown URL naming the tag, reviewed at the call site, never paths made of zero or one turn of the loop"),
    ("value.string-codec", None, RULES, "toLowerCase/toUpperCase (and toLocale…), encodeURIComponent/encodeURI/decodeURIComponent and URLSearchParams' form encoding change a fixed text as JavaScript does, and a helper's parameter keeps the change for the text each caller passes (endpoint('Users') of (e) => '/api/' + e.toLowerCase() is /api/users); a literal query string's + and %xx escapes are decoded once when split into parameters (q=100%25 is 100%), so a value holding & or = is one value; replaceAll with a non-global regular expression (a TypeError) is unknown"),
    ("value.arity-test", None, RULES, "a test of arguments.length (if (arguments.length == 2) { opts = payload; payload = {} }) is decided per call by the number of arguments it passes, so the writes under it never replace what a caller sent"),
    ("value.parameter-choice", None, RULES, "a local written under if tests comparing a parameter of its function with a string (if (typ === 'json') body = JSON.stringify(payload) else if (typ === 'form') body = formDataFromObj(payload)) is chosen per call by that parameter, its default for a caller passing nothing: whatever the branches write"),
    ("value.early-return", None, RULES, "a return under if tests is taken where they hold, the later returns where one fails: decided per caller when a test reads a parameter (typeof s === 'string' included), else either value"),
    ("value.rejected-argument", None, RULES, "a return under a check that calls a function on one of the function's parameters or a method of it, which no caller decides (if (!isRelativePath(path)) return base + '/ui/dashboard', if (!path.startsWith('/')) return '/ui/home'), whose value reads none of the checked parameters while the later returns read one, answers an argument the check rejects: callers get the later returns only"),
    ("value.header-set-calls", None, RULES, "headers.set(name, value) and headers.append(name, value) on a local holding a Headers object (new Headers({...}), new Headers()) or an object literal are member writes, like headers[name] = value: a request whose headers a helper builds this way carries them, and its auth is read from them"),
    ("value.string-helper", None, RECOGNISES, "a string helper (@ember/string underscore, dasherize, ember-inflector pluralize) computes the URL text"),
    ("value.angular-window", None, RULES, "AngularJS's $window ($injector.get('$window') or an injected parameter) is the browser's window, $document its document"),
    ("value.svelte-rune", None, RULES, "a Svelte 5 rune ($state, $state.raw, $derived) is its argument, undefined without one"),
    ("value.callback-state", None, RULES, "a variable of a module (or of the function wrapping one) that an anonymous callback nothing calls by name sets to its own parameter ($.getJSON(url, function(project) { activeProject = project })) holds that parameter: read in a URL it is an input the Agent supplies, named from the member read ({name} of activeProject.name), not a page global"),
    ("value.setter-parameter", None, RULES, "a module variable a function of its module sets to its own parameter (a service locator's setApi(new Api())) holds what the calls of that function pass"),
    ("value.markup-write", None, RULES, "a component state its markup assigns or binds may hold values the scripts do not show: it proves no data flow; a member the markup binds (bind:value={group.name}) is such a value of that member alone"),
    ("body.json-string", None, RULES, "a body that is JSON.stringify(object) text is JSON whatever content type the request wrapper sets or leaves (data: JSON.stringify(saveData) handed through a jQuery wrapper): its fields are the object's"),
    ("body.search-params-fields", None, RULES, "a URLSearchParams body sends its entries as form fields: an object literal's members, each set/append, or the members of the object a wrapper's caller passes (new URLSearchParams(params))"),
    ("urijs.uri", None, RECOGNISES, "URI.js's new URI(text) (the page global or the urijs package) is a URL object whose toString()/valueOf()/href() is that text with the pairs its addQuery/addSearch/setQuery/setSearch calls add; another method, a base argument or new URI() leaves the URL unknown"),
    ("urijs.query-call", None, RECOGNISES, "addQuery/addSearch/setQuery/setSearch called on a variable holding a URI.js object change that object: the variable's URL has their pairs, one under a condition or in a callback possibly absent"),
    ("query.stringify-url", None, RECOGNISES, "query-string's stringifyUrl({url, query}) is the URL with '?' and the query object's members as query parameters (none for an undefined query)"),
    ("query.returned-params", None, RULES, "a URLSearchParams a helper returns keeps the entries appended to it there, a conditional one decided per caller"),
    ("value.generated", None, RULES, "a header value the client generates per request (a UUID, a timestamp)"),
    ("value.client-generated", None, RECOGNISES, "a query or header value the client makes at each call (Date.now(), Math.random(), performance.now(), +new Date(), new Date().toISOString()) is no input"),
    ("sveltekit.event-fetch", None, RECOGNISES, "the `fetch` of the request event a SvelteKit load function, form action, `+server` handler or server hook receives (`event.fetch(url)`, `({ event }) => event.fetch(url)`), or a helper's parameter every caller fills with such an event (directly or through further helpers), is `fetch`, and its `params.id` the current route's parameter"),
    ("sveltekit.event-type", None, RECOGNISES, "a parameter of any function declared with a SvelteKit request event's type (`event: RequestEvent`, `PageServerLoadEvent`, `Parameters<PageServerLoad>[0]`, imported from `@sveltejs/kit` or the route's `./$types`) is that event whoever calls it: `api(url, event: RequestEvent, init)` ending in `event.fetch(…)` is a fetch wrapper"),
    ("sveltekit.cookie-credential", None, RECOGNISES, "a credential header a SvelteKit load, action or server helper builds from the request's cookie (`Authorization: Bearer ${event.cookies.get('accessToken')}`) is the credential the browser holds in that cookie, sent to the backend on the user's behalf: the auth evidence names the cookie"),
    ("client.parameter-default", None, RECOGNISES, "a request function parameter defaulting to a known client (`f = fetch`) that every caller leaves so, or hands its own `fetch`, is that client"),
    ("client.interface-class", None, RECOGNISES, "a receiver declared with an interface (a constructor parameter property, a field, a parameter) whose value the source does not show is an instance of the one program class that `implements` it; a value the program does pass wins"),
    ("client.chosen-default", None, RECOGNISES, "a call of a choice between a function the caller may hand in and a request library's own (`(options?.fetch ?? fetch)(url)`, `opts.fetch || window.fetch`) is that library's call site: its function runs by default, and what a caller hands in stands in for it"),
    ("client.injected-parameter", None, RECOGNISES, "a method called on a parameter declared with a library class (httpLink: HttpLink of an Angular constructor or provider factory, which the injector fills) is that class's method"),
    ("client.declared-type", None, RECOGNISES, "a member or parameter declared with a client type (AxiosInstance, KyInstance) is that client"),
    ("client.type-arguments", None, RECOGNISES, "a client a library call creates with type arguments (createClient<paths>(…)) keeps them for the recogniser that reads its calls' declared types"),
    ("openapi-fetch.declared-operation", None, RECOGNISES, "an openapi-fetch call of a client created as createClient<paths> names the operation paths[path][method] of the generated openapi-typescript types"),
    ("openapi-fetch.declared-type", None, RULES, "an input bound to a path, query or header parameter or a JSON body field of an openapi-fetch call takes the declared type, enum and JSDoc description of the operation its generated paths type declares"),
    ("openapi-fetch.declared-required", None, RULES, "an input of an openapi-fetch call is required when the operation its generated paths type declares requires it (no ?), optional otherwise"),
    ("method.override", None, RECOGNISES, "a POST spoofing another method (_method, X-HTTP-Method-Override) is that method"),
    ("modules.outside-root", None, RECOGNISES, "an import whose path leaves the analysed folder names a module that is never read: one warning"),
    ("modules.vendored-copy", None, RECOGNISES, "a file matching a library's copied-code pattern is the library's code unless a file below its folder matches too (the generator's output around the copy, read as program code)"),
    ("modules.svelte-alias", None, RECOGNISES, "SvelteKit's kit.alias in svelte.config.js/.ts, parsed and never run (string keys and targets only, read in the analysed folder up to the config size cap), resolves imports as tsconfig paths do ('@api': './src/api' names src/api and everything below it)"),
    ("modules.unseen-alias", "medium", RECOGNISES, "an import through an alias no tsconfig or package.json of the analysed folder declares"),
    ("coverage.orphan-api-path", "medium", RULES, "API paths the client code writes (api/…, /rest/…) that no followed request reads, many of them: requests made through code the tool cannot follow are missing"),
    ("path.jsx-prop-constants", "medium", RULES, "a path segment a free input fills (/{provider}/action/{action}) is given two or more constants by JSX elements: those rendering the component that reads it from its props (followed up through the props of the components rendering them), or, read outside a rendered component (a thunk a dispatch reaches), the app's own components' elements passing a prop of its name (<X provider='indexer' />), never a library's component: the constants are named for review, the Tool unchanged"),
    ("path.passed-constants", None, RULES, "a path segment filled by a parameter (a component's props.done) that every call of its function passes a constant, alternatives of constants or a constant list's item is an enum of those constants"),
    ("coverage.component-config-url", "low", RECOGNISES, "an endpoint URL in a configuration object a generic component requests, not followed through its props"),
    ("coverage.page-route-url", None, RECOGNISES, "a URL in a configuration object that is one of the app's own pages (a Next.js, Nuxt or SvelteKit page file, or a path the client navigates to with router.push, navigate or goto) is navigation, no endpoint a component requests"),
    ("vue.reactive-state", None, RECOGNISES, "Vue `reactive({…})`/`ref(…)` state is the object written there, its literal fields typed, never pinned"),
    ("state.initial-type", None, RECOGNISES, "a Solid createSignal/createStore/createMutable or React useState state is typed by the hook's type argument or initial literal (never pinned to it); createSignal<T>() with no initial value is T | undefined; a Svelte 5 $state/$state.raw rune with a literal or object initial value likewise, its markup bindings keeping the type"),
    ("vue.reactive-instance", None, RULES, "Vue `reactive(new Form(…))` is the instance itself (a proxy with its methods and members), `ref(new Form(…))` a ref whose value is the instance"),
    ("vue.auto-imported-state", None, RULES, "in a program of Vue single-file components, reactive/ref/toRefs and their shallow and readonly forms that a module neither declares nor imports are Vue's own (Nuxt, unplugin-auto-import put them in scope)"),
    ("form-object.fields", None, RULES, "a form-object class (its constructor copies a parameter onto the instance, Object.assign(this, data); a method returns this[key] for the keys of Object.keys(this)) sends as the body the members of the object its construction passes (new Form({email: '', password: ''}), reactive(new Form(…)), a factory returning one), typed by their initial literals, never pinned; its methods are followed per instance"),
    ("form-object.named-route", "medium", RULES, "a form object's router method (returns its parameter, replaced by table[parameter] under a condition: Form.routes, filled at run time) is the URL the caller passes; evidence at the router call when the caller passes a path, a medium item when it passes anything else (a route name whose path the source does not show)"),
    ("form-library.fields", None, RULES, "vform's new Form({…}) and Inertia's useForm({…}) (@inertiajs/vue3, react, svelte …; useForm(key, {…}) too) are form clients: form.post(url), put, patch, delete, get and submit(method, url) send the fields object, typed by its literals, as the JSON body (the query of a get); a URL that is no path is a form-object.named-route item"),
    ("this.arrow-instance", None, RULES, "an arrow function handed to a call (a Promise executor, a then callback) inside a method followed for one instance keeps that instance as this: its requests are that instance's"),
    ("resolve.unresolved", None, RULES, "a request-like call whose URL or client the resolver could not follow"),
    ("coverage.unresolved-site", "info", USE, "a request-like site neither resolved to a capability nor reviewed"),
    ("coverage.unfollowed-wrapper-callers", "medium", USE, "each call writing URL text into a wrapper whose URL code2skill cannot follow (a URL builder it does not model) is a reviewed request-like site, its review item naming the wrapper's request"),
    ("coverage.unread-wrapper", "medium", USE, "a request waits for the parameters of a called function yet could not be read through its calls"),
    ("coverage.declared-client", "medium", USE, "a declared backend client library is used in front-end code but no request of it was found"),
    ("coverage.missing-generated-module", "medium", USE, "an import of generated client code missing from the tree: run codegen before derive"),
    ("coverage.opaque-sdk", "medium", RECOGNISES, "calls of an API SDK package the tool cannot see into"),
    ("coverage.unmodelled-style", "medium", RECOGNISES, "a client style whose requests a framework makes from declarations, not modelled yet"),
    ("review.callback-client", "medium", RECOGNISES, "an unknown client's call with a URL-like argument and a function argument (client.request({url}, cb), xhrLike.get(url, function (res) {...})) is a reviewed request-like site whose item names the callback; only a function that reads as a request handler (first parameter req, request, ctx, context or schema, or one binding request; or a next/reply parameter) makes it a route registration, which stays quiet"),
    ("review.unknown-fluent-client", "medium", RECOGNISES, "a chained call of a client the tool cannot follow, whose chain names a resource and ends in a request verb (Restangular.one('order', id).remove()), is a reviewed request-like site, never a guessed endpoint"),
    ("client.passed-fetch", None, RECOGNISES, "a request function parameter (a factory's or constructor's fetchFn, kept in a field its methods call) that every known call fills with the Fetch API (fetch, window.fetch, globalThis.fetch, a SvelteKit event.fetch or load fetch, or a fetch the caller hands on) is fetch: createApiClient(event.fetch) -> new Client('/api', fetchFn) -> fetchFn(url, init)"),
    ("review.request-function-parameter", "medium", RECOGNISES, "a wrapper calls a request function handed in as a parameter"),
    ("stream.accept-event-stream", "medium", RECOGNISES, "a request sending Accept: text/event-stream is a stream, not a Tool"),
    ("stream.web-socket", "medium", RECOGNISES, "a WebSocket connection (new WebSocket(url), reconnecting-websocket, isomorphic-ws, socket.io-client's io(url)) is a two-way stream, not a Tool: one review item naming its URL"),
    ("server-code.not-a-candidate", "info", RECOGNISES, "an endpoint only backend code calls is not a client capability"),
    ("scope.ssr-import", None, RULES, "a module a Next.js page reads only inside getServerSideProps/getStaticProps/getStaticPaths is loaded by the server alone: for scope.server-importers the page loads it as backend code does"),
    ("test-code.not-a-candidate", "info", RECOGNISES, "an endpoint only test, mock or dev-tool code calls is not a client capability"),
    # ---- scope: files put out of the client (source.scopeRules)
    ("scope.browser-driver", None, RECOGNISES, "a file importing a browser driver (playwright, puppeteer)"),
    ("scope.dev-config", None, RECOGNISES, "a bundler or dev-server file (vite, webpack, http-proxy-middleware)"),
    ("scope.mock-server", None, RECOGNISES, "a file importing a mock server (msw, miragejs, nock …)"),
    ("scope.node-script", None, RECOGNISES, "a file no client file imports that calls process.exit/cwd/chdir/on or Bun/Deno"),
    ("scope.seed-script", None, RECOGNISES, "a seed.* file or seeds/ folder no client file imports"),
    ("scope.storybook", None, RECOGNISES, "a Storybook file"),
    ("source.markup", None, RULES, "a file named like a script (.ts, .js …) whose text starts with an XML declaration or a DOCTYPE (a Qt Linguist translation) is markup: skipped with that reason, not unreadable"),
    ("source.markup-expression", None, RULES, "the expressions of a .svelte/.vue component's markup are code of the component, read in place (lines the file's): Svelte {…} text and attribute values, {#if}/{#each X as …}/{#await X}/{#key}/{@html}/{@render}/{@const} expressions, use:/transition:/in:/out:/animate: directive names; Vue {{ … }} and @/v-on:/:/v-bind:/v-if/v-show/v-model/v-for (its list) values; so a request or call made only from the markup is one the client makes, and a function the markup names (onclick={api.reset}, :load=\"fetchStats\") is not never called"),
    ("source.inline-script", None, RULES, "an .html/.htm page's inline <script> blocks the browser runs (no type, a JavaScript MIME type, module, Babel's text/babel) are parsed in place, lines the page's, as classic scripts sharing the global scope with the script files; data blocks (text/x-handlebars-template, application/ld+json, importmap …) and src scripts are not; a page with none is no source; a server page template of a syntax no rule reads (Smarty .tpl, .cfm, .eex …) holding one, or a Pug/Haml/Slim template with a script line (script., %script, :javascript), is listed as skipped, template syntax in its scripts being no JavaScript"),
    ("source.minified-shape", None, RULES, "a file is minified or bundled when a line of code over 5,000 characters remains once each string literal counts as its quotes; a long import/export list of names (a generated SDK's barrel) or a long string (a data: URI) is not"),
    ("scope.library-file", None, RULES, "a third-party library copied into the tree is recognised by content (a licence banner naming a library version, a UMD wrapper or bundler runtime, a 100 KB+ classic script declaring a versioned global namespace, or a script only adding to one) and skipped with that reason unless --include names it"),
    ("scope.own-export", None, RULES, "a folder holding the export-manifest.json this tool's export writes is an MCP server package made from a contract, not client code: skipped with that reason unless --include names it"),
    ("scope.generated-docs", None, RULES, "a folder whose index.html carries a documentation or report generator's marker (compodoc, TypeDoc, JSDoc, ESDoc, Storybook's static build, an istanbul coverage report, Sphinx, MkDocs, Docusaurus …) is that generator's output, which copies the app's source and adds the generator's own scripts: skipped with that reason unless --include names it; a folder's name alone (docs/) never decides"),
    ("scope.own-vendor", None, RULES, "a vendor folder at a package root whose script files import the app's own modules (~/…, @/…, ../…) is the app's code, analysed; any other vendor folder stays skipped"),
    ("scope.hashed-output", None, RULES, "a folder whose script files all carry a content hash in their names (category.c88b90cd.js) is a bundler's output, skipped with that reason unless --include names it"),
    ("scope.test-folder", None, RECOGNISES, "a file of a test/mocks/fixtures folder no client file imports"),
    ("scope.test-importers", None, RECOGNISES, "a module only test, mock or dev-tool files import"),
    ("scope.test-package", None, RECOGNISES, "a file of a workspace package named like a test package"),
    ("scope.test-runner", None, RECOGNISES, "a file importing a test runner or testing library"),
    # ---- plumbing (info review items)
    ("plumbing.shipped-file", "info", RULES, "a GET of a data file (.json, .html, .xml, .yaml, .csv …) the repository proves the app ships — a file whose path ends with the request's path (a parameter any name in its segment), a folder ending with the request's folder holding files of that extension, or a file of that very name; never a path under /api, /rest, /v1 … nor one whose folder is a parameter; test fixtures and ignored files prove nothing — is no Tool: one info item counts them and names each request with its proof"),
    ("plumbing.csrf-probe", "info", RECOGNISES, "a GET naming a CSRF cookie or token whose response the client ignores is a session precondition step, not a Tool"),
    ("plumbing.auth-store", "info", RECOGNISES, "a login, logout or token call an auth store makes keeps the client's own session"),
    ("plumbing.bundle-file", "info", RECOGNISES, "a GET of a .json file beside the bundle"),
    ("plumbing.script-file", "info", RECOGNISES, "a GET or HEAD of a .js, .mjs or .cjs script (a loader probe before a <script> element loads it)"),
    ("plumbing.error-reporter", "info", RECOGNISES, "a request made only from an error handler"),
    ("plumbing.i18n-load", "info", RECOGNISES, "a GET of a translation file"),
    ("plumbing.interceptor", "info", RECOGNISES, "a request made only from an HTTP interceptor (token refresh, retry)"),
    ("plumbing.poll", "info", RECOGNISES, "a setInterval poll of a health, ping, status or version path"),
    ("plumbing.service-worker", "info", RECOGNISES, "a service-worker probe, script or web app manifest request"),
    ("plumbing.token-renewal", "info", RECOGNISES, "a token refresh or renewal an interceptor or a 401 branch calls"),
    # ---- the endpoint and its service
    ("service.binding", None, RULES, "a base URL chosen among fixed texts is one service bound by deployment config"),
    ("service.constant", None, RULES, "the base URL is a constant of the program"),
    ("service.env", None, RULES, "the base URL is an environment variable (import.meta.env, process.env)"),
    ("service.host-binding", None, RULES, "a base whose host or port the client builds from values it reads at run time"),
    ("service.literal-origin", None, RULES, "the base is the origin of an absolute URL literal"),
    ("service.origin-fallback", None, RULES, "a URL sent either on a bound base or, when none is set, to the same path on the page's own origin is one call on the bound service"),
    ("service.page-origin-split", None, RULES, "the page's whole address cut at its slashes, its first three pieces joined again (window.location.href.split('/').slice(0, 3).join('/')), is the page's origin: a URL built on it is the same-origin service, its path kept"),
    ("service.page-origin-base", None, RULES, "the page's origin followed by a base the app keeps (location.origin + basePath + 'picture/'): the base decides the service, the origin adds nothing to the path"),
    ("service.page-relative", None, RECOGNISES, "a URL with no leading / is relative to the page's address, and so is one spelled from the page's path after its origin or the origin's parts, the port read as Number(location.port) or the scheme's default 80/443 (the path ends the host: the suffix stays in the path): a service of its own, reviewed"),
    ("service.page-relative-review", None, RECOGNISES, "the page-relative review item shared by several capabilities of one base is one service-level item listing them"),
    ("service.optional-base-segment", None, RULES, "a conditional segment right after a base the source does not fix, chosen between nothing and slashes joined to configured values (`${vars('base_url')}${vars('index_page') ? '/' + vars('index_page') : ''}/${uri}`), is part of that base, never a path parameter: one endpoint, not two"),
    ("service.provided-base-path", None, RULES, "a base path the page's own server gives it — a cookie the page reads (document.cookie) or a value a server template writes into its inline script (var base_url = '${request.contextPath}') — alone or with an empty or '/' fallback, opening a URL is a path prefix on the page's own origin: the service is the page's origin under its base path (as service.page-base-path), so same-origin rules such as auth.same-origin-session apply, and a path after it is joined with one '/' whether written with a leading '/' or not; a page global stays service.runtime-base"),
    ("service.page-path-prefix", None, RULES, "the page's own path cut before a segment the app names (location.pathname.split('/') then slice(0, n).join('/'), or pathname.slice/substring(0, n)), opening a URL after slashes or alone, in an if/return or a ternary beside '' — with a value the app keeps in its place (a module variable a setter fills, a field of its own settings response), null until then — is the deployment's base path on the page's own origin (as service.page-base-path): one service, never a path parameter, an input or a base the source does not show; its '' option is that base at the site root, not a second endpoint"),
    ("service.page-base-path", None, RULES, "the path the deployment serves the app from, read from the framework (SvelteKit's base or resolve() of $app/paths, Vite's import.meta.env.BASE_URL), opening a URL is part of the page's own origin's base URL (a same-origin service of its own), never a path segment or an input"),
    ("service.runtime-base", None, RECOGNISES, "a page global or environment value with a literal fallback keeps the fallback as the observed base URL"),
    ("service.same-origin", None, RULES, "no base: the request goes to the page's own origin"),
    ("service.same-endpoint", "low", RULES, "an endpoint reached both on the page's origin (or a page-relative base) and on one named base of the app is one Tool on the named base, reviewed"),
    ("service.third-party", None, RECOGNISES, "a URL literal naming another origin than the app's own backends is a third-party service"),
    ("service.third-party-constant", None, RECOGNISES, "a constant absolute URL (a module constant, an object's or class's member, a class field set from one) a request's own URL starts with, no configured client's base URL, naming another origin than the app's own backends is a third-party service"),
    ("service.unresolved-base", None, RULES, "a base URL the source does not show"),
    ("url.leading-base-parameter", "medium", RULES, "a path opening with a parameter named like a base or a prefix (/{prefix}/x, /{baseUrl}/x) holds a value the tool could not read, so endpoints differing only in it may be merged: a review note"),
    ("url.partial-scheme", "medium", RULES, "a URL whose fixed text is only the start of a scheme ('http' + a value) goes to a host a run-time value names: a review item, not a Tool"),
    ("url.static-file", "info", RECOGNISES, "a request for a style sheet, font, image, media, source map or WebAssembly file (.css, .woff2, .png, .wasm …) is no endpoint: an info item, no Tool"),
    ("url.page-address", "medium", RULES, "a URL of the page's own host whose path is wholly the page's own fragment, path or query (a probe of, or redirect to, the page) is a review item, not a Tool"),
    ("url.own-url-class", None, RULES, "new C(args) of the program's own URL class (only a constructor and toString/href, or a subclass of URL calling super(path, base)) is the URL string it builds from its arguments"),
    ("url.review", None, RULES, "a URL part the tool could not read into the path template (reviewed)"),
    ("update.colliding-services", None, AUDIT, "derive --update refuses (exit 2, nothing written) a reviewed contract whose two services stand for one base URL: one baseUrlBinding, or the same observed base URLs in their normal form and the same base URL evidence"),
    ("update.evidence-in-root", None, AUDIT, "derive --update refuses (exit 2, nothing written) a reviewed contract with an evidence file outside the client folder: absolute, //host/…, climbing out through .., or holding a NUL"),
    ("service.base-url-key", None, RULES, "base URLs written two ways that are one base (host case, the scheme's default port, a trailing /, . and .. segments, a #fragment: RFC 3986 normalisation) are one service, its evidence listing the spellings, and never a third party's host"),
    ("review.configured-member", "medium", RECOGNISES, "a request whose URL starts with a member of this that other methods of the class set (configure() then search()) is reviewed with the member, its writers and the URL each of their calls gives, never claimed as an endpoint"),
    ("url.runtime-link", None, RECOGNISES, "a request fed by a runtime link lookup (HAL) claims no endpoint; its review item names the link"),
    ("path.param", None, RULES, "a path template parameter filled from a Tool input"),
    ("url.segment-parameter", None, RULES, "a wrapper's or caller's string that writes a parameter inside a segment after literal text (`/card-labels/labelId:${labelId}`, `/v${n}`, `/${a}:${b}`) is a path template with the parameter inside the segment (and the part-of-a-segment review item), resolved where the parameter is, as a whole-segment one; only text from another name glued to a parameter (`${API}${p}`) waits for the callers"),
    ("url.named-segment", None, RULES, "a URL-named member of a parameter after literal path text, in a function nothing calls, is a path parameter (a slug), not a whole URL"),
    ("path.enum", None, RULES, "a path parameter of a read whose type is a union of string literals is an enum input"),
    ("path.literal-operations", None, RULES, "a write (not GET, HEAD, OPTIONS) whose path segment a union of string literals types (a type alias, an inline union, an enum of string members: users/${u}/${action} with 'follow' | 'unfollow' | 'block' | 'unblock') is one Tool per literal, the literal written into its path (within a segment too: ${objectType}s gives comments and workouts): each literal is an operation with its own side effect; a flag's true/false, literals that cannot be path text and over 16 combinations stay one enum input"),
    ("redact.credential-segment", None, RULES, "a path parameter right after words naming one credential (/access-token/${k}, /password/${p}, /secret/${s}, /api-key-${k}; not a plural /tokens/${id}) keeps none of the string literals typing it: a write stays one Tool (no Tool per literal whose name, path or function file would quote it), the input a string with no enum, no evidence note listing them"),
    ("path.empty-fallback-segment", None, RULES, "a last path segment x || '' (x ?? '') that no method choice pairs is sent with and without x: /notes/{id} and /notes/, never one URL whose id input the second never had"),
    ("path.boolean-segment", None, RULES, "a path segment a condition chooses between the two texts of a flag (true/false, 1/0) is one enum input"),
    ("url.query-start-choice", None, RULES, "a choice between texts that each start the query ((id.includes('@') ? '?uri=' : '?nodeId=') + id) begins the query: the values after it are query inputs, so a request whose URL holds one inside a callback no code calls by name (an effect's mergeMap) is still the callback's own endpoint"),
    ("url.separator-choice", None, RULES, "a query piece whose separator a condition chooses (url.includes('?') ? '&k=v' : '?k=v') is one piece, '&' or '?' then k=v, whichever branch runs: it starts the query or joins it, never a '&' in a path; a separator alone starts the query wherever it is glued (after '/', after a value)"),
    ("url.caller-arms", None, RULES, "a URL chosen by whether a parameter of the request's function is set (id == null ? url : `${url}/${id}`), where every known call decides the test with its argument or the parameter's default, is one request per call holding only the branch that call takes"),
    ("url.passed-arm", None, RULES, "a URL branch chosen by comparing a parameter with null/undefined, where a call passes a value the source does not fix but that cannot visibly be absent (a variable, a member, a callback's parameter): that call takes the branch holding the value; when every call does, the bare branch is no request; a call passing a parameter of a callback no call of which is seen (switchMap((span) => api.get$(span))) gets a low review note that the bare URL may be requested too"),
    ("url.unpassed-arm", "medium", RULES, "a URL branch taken only when a parameter is set, in a function nothing in the program is seen calling (a handler a registry looks up at runtime): kept, its capability requires-review, with an item naming the condition"),
    ("url.separator-arms", None, RULES, "two values of a URL variable made in the exclusive arms of an if/else that differ only by '?' in one and '&' in the other (url += '?' / url += '&', then url += '_=' + Date.now()) are one value with a separator there, never a '&…' path"),
    ("url.stray-ampersand", "medium", RULES, "a '&name=' left in a URL's path part with no '?' before it starts the query, never a path template, with a review note: the source may send it in the path"),
    ("query.unnamed-key", "medium", RULES, "a value sent under a query key the source does not name (a computed key: URLSearchParams({[key]: v}), `?${key}=v`, params {[key]: v}) is taken for a credential, and so is a literal with no `=` shaped like a token written as a whole query entry (`?tk4x9q2m7&page=1`) or a bare matrix part (`;tk4x9q2m7`): a literal is never written as a parameter name, path piece, Tool name, enum or message text, and a medium review item says the Tool does not send the parameter"),
    ("query.optional-pieces", None, RULES, "a URL grown by if-guarded query pieces (url += '&k=' + v, or a chosen separator) is its last unconditional value or that value with every piece: each piece's parameter is optional, none cut off by the cap on alternatives"),
    ("query.after-mark", None, RULES, "what a URL's later appends add once one has added ? (if (a || b) url += '?'; if (a) url += 'a=true') is one query text, never glued onto the path: the URL is its value before the ? (each alternative) alone and followed by that text, each parameter optional; appends in arms of one if are not joined"),
    ("query.glued-hole", None, RULES, "a value glued onto a query parameter's fixed value (?page=1${qs}): a query-string value (named qs, query, params …) after a value ending in a letter or digit starts an entry of its own, the parameter keeping its fixed text; a value the tool cannot follow joined to fixed text (?sort=asc' + x.build()) is a medium review note, never a silent input"),
    ("url.presence-pair", None, RULES, "a choice whose test reads a value for its truth (x.id ? 'PUT' : 'POST') pairs with each fallback on that value (x.id || ''): the PUT request sends the id segment, the POST one none"),
    ("client.caller-method", None, RULES, "client[m](…) with m a parameter of the function makes the request of each HTTP verb its callers pass as text, each caller's verb with its own arguments"),
    ("client.global-instance", None, RULES, "a global property the program assigns an instance of its own class (window.$http = new HttpManager(), globalThis['api'] = new Api()) is that instance wherever it is read (window.$http.get(url), a bare $http.get(url)), its methods followed like an imported instance's; a name assigned instances of two classes is reviewed, never guessed"),
    ("client.caller-class-method", None, RULES, "client[m](…) on an instance of the program's own client class (methods get, post, put … forwarding to fetch or a library) calls the method named by each HTTP verb the callers pass, followed as a wrapper; a caller passing its own parameter on passes what its callers pass"),
    ("review.parameter-method", "medium", RULES, "client[m](…) with m a parameter its callers do not pass as an HTTP verb in text is a reviewed site naming the parameter, never a silent gap"),
    ("url.empty-alternative", None, RULES, "an empty-string URL beside alternatives that name an endpoint is a variable's overwritten initial value, no endpoint"),
    ("path.joined-list", None, RULES, "a path parameter holding a list is sent as its items joined by ','"),
    ("value.joined-list", None, RULES, "ids.join(',') of a parameter is a list input, never one opaque text"),
    ("body.computed-key", None, RULES, "a body entry {[key]: value} is one optional field per name the callers pass, else a review item"),
    ("body.transform-request", None, RULES, "a request config's transformRequest (AngularJS $http, axios) returning a FormData or URLSearchParams sends that body, its appends reading the data given to the transform, never the data as JSON"),
    ("body.caller-form-data", None, RULES, "a body parameter every caller fills with a FormData is multipart with that FormData's fields"),
    ("path.param-required", None, RULES, "a path parameter is always required"),
    ("hey-api.set-config", None, RULES, "a credential header in a hey-api client's setConfig({headers}) is sent with every call of that client"),
    ("hey-api.request-interceptor", None, RULES, "a hey-api client's interceptors.request.use(fn) handler that sets a credential header (request.headers.set) gives every call of that client its auth"),
    ("hey-api.client-params", None, RECOGNISES, "a hey-api SDK function's buildClientParams field list puts its arguments in the request's path, query, headers and body"),
    ("hey-api.options-data", None, RECOGNISES, "a hey-api SDK function's spread options parameter carries the request's path, query and body: the slots its declared …Data type gives (never-typed ones absent), else those its callers' object literals pass"),
    ("hey-api.body-serializer", None, RECOGNISES, "a hey-api call's own bodySerializer (the generated formDataBodySerializer, urlSearchParamsBodySerializer) decides the body encoding by what it returns: FormData is multipart, URLSearchParams form"),
    ("hey-api.sse", "medium", RECOGNISES, "a hey-api SDK function calling client.sse.<verb>(…) opens a server-sent event stream: a reviewed site with a review item, no Tool"),
    ("openapi-fetch.middleware", None, RULES, "the credential headers an openapi-fetch client's middleware onRequest sets (client.use({onRequest})) give its requests' auth"),
    ("ky.before-request-hook", None, RECOGNISES, "a ky client's hooks.beforeRequest function that sets a credential header gives its requests' auth"),
    ("openapi-generator.configured-header", None, RECOGNISES, "a credential header in a generated client's new Configuration({headers}) gives its requests' auth"),
    ("context.page-address", None, RECOGNISES, "a value read from the page's address is a context reference the Host fills, not an input"),
    ("context.route-parameter", None, RECOGNISES, "a path or body value read from one parameter of the current route (useParams().id, useRoute().params.id, Next's useRouter().query.slug) stays an input, with a context reference of that name saying where the client takes it"),
    ("context.page-global", None, RULES, "a header filled from a member of window the page sets (window.glob.componentId) is the page's state: a context reference the Host fills, never a Tool input"),
    ("context.runtime-header", None, RECOGNISES, "a header every call fills from the user's environment (locale, language, time zone: navigator, Intl) is a context reference the Host fills, not an input"),
    # ---- inputs: body, query, headers
    ("body.always-sent", None, RULES, "a body field every call site sends is required"),
    ("body.form-always-sent", None, RULES, "a key of a form-encoded body (new URLSearchParams({...})) every call site sends is sent as text whatever its value: required unless its value may be absent"),
    ("body.multipart-object", None, RULES, "an object literal sent with a multipart/form-data Content-Type is multipart fields, its File members attachments"),
    ("multipart.entries-loop", "medium", RULES, "multipart fields appended in a loop over an object's entries or keys: one per key the object's literal or type shows, else reviewed"),
    ("value.member-loop", None, RULES, "a library loop over an object's members (angular.forEach(x, (v, k) => …), lodash _.forEach/_.each/_.forOwn, jQuery $.each(x, (k, v) => …)) is read as Object.entries(x).forEach: its key parameter names x's keys, so the form fields or query parameters it appends are x's members"),
    ("multipart.instanceof-guard", "medium", RULES, "form fields appended only under an instanceof test (if (value instanceof Blob)) whose values' types the source does not show may carry a file's bytes: one medium review item names them, never a plain field shown as safe; a field whose value is a literal string, number or boolean is no instance of any class and is never appended there"),
    ("multipart.pairs-loop", None, RULES, "multipart fields appended in a loop over an array of [name, value] pairs: one per literal pair the array (passed to the helper, grown by push) holds, cited at the pair"),
    ("multipart.helper-arguments", None, RULES, "the appends of a FormData a helper makes and returns read the helper's parameters as each call of it passes them"),
    ("body.caller-union", None, RULES, "a field of a body the wrapper's callers build as object literals, one spreading unknown members, is an input over every caller, never one caller's literal pinned for all"),
    ("body.enum-values", None, RECOGNISES, "the literal values sites send for a body field are its enum"),
    ("body.fixed", None, RULES, "a body field the client always sends as one literal is fixed, not an input"),
    ("body.multipart", None, RULES, "a FormData body is sent as multipart/form-data"),
    ("body.multipart-file", None, RULES, "a File/Blob field of a FormData body"),
    ("body.alternative-objects", None, RULES, "a body that is one of several object literals (body = req ? {mode: req.mode} : {mode: 'all'}) is read as one body per object: their fields are united, a field only some send is optional"),
    ("body.literal-default", None, RULES, "a body field one path of a call site sends as a literal and another fills from an input is optional: the path that sends the literal needs nothing from the Agent; the one literal is its default; literals of other call sites make no default"),
    ("body.none", None, RULES, "the request sends no body"),
    ("body.object", None, RULES, "an object literal body: its members are inputs"),
    ("body.opaque-form-data", None, RULES, "a FormData body whose fields the source does not show"),
    ("body.form-data-union", None, RULES, "a body declared as an object type or FormData (NewApp | FormData) is the object type's fields, sent as JSON, with a medium review item naming the multipart form a caller may send instead"),
    ("body.same-as-path", None, RULES, "a body field sent from the value that fills a path parameter"),
    ("path.same-value", None, RULES, "a path parameter filled from the very value an earlier one of the same path takes (/repos/${id}/mirror/${id}) is bound to that parameter's input: one input, never id and id2"),
    ("vue.to-refs", None, RULES, "toRefs(obj) gives each member of a known object as a ref ({value: member}), toRef(obj, 'key') that member's ref: const { queryParams } = toRefs(data) then queryParams.value is the member"),
    ("query.same-as-path", None, RULES, "a query parameter filled from the value that fills a path parameter (/pages/${slug}?ref=${slug}) is bound to that parameter's input"),
    ("body.binary-media", None, RECOGNISES, "a raw body sent with a binary Content-Type (application/octet-stream) that the client passes through carries file bytes: upload-confirmation-required"),
    ("body.file-content", None, RECOGNISES, "a raw body that is a file's bytes (an upload's File, a chunk of one) is one string input, a Host-approved attachment reference; among the call sites of one Tool sending raw bodies (an editor's text save beside the upload), the file's site describes the body"),
    ("body.text", None, RECOGNISES, "a body sent with a non-JSON, non-form Content-Type or built as a string is one string input"),
    ("body.typed", None, RULES, "a body whose members come from its declared TypeScript type"),
    ("body.caller-null-member", None, RULES, "a member of a typed body that every caller writes null or undefined before passing the object on (owner.id = null; service.addOwner(owner)) is left out, and one some caller may blank (under a condition, or not every caller) is kept but never required, whatever the type declares"),
    ("body.typed-unshown", "low", RULES, "a typed body passed on by callers whose chain ends in a function nothing in the analysed source calls (a template's (ngSubmit)=\"onSubmit(form.value)\") is shown by its type alone: no member is claimed required, one low review item names them; a request function nothing calls keeps its parameter type's requiredness"),
    ("<location>.whole-object", None, RULES, "a whole object of unknown members is sent as the body or query"),
    ("query.always-sent", None, RULES, "a query parameter every call site sends is required"),
    ("query.literal-default", None, RULES, "a query parameter one path of a call site sends as a literal and another fills from an input (if … else params = 'max_time=0') is optional: the path that sends the literal needs nothing from the Agent; the one literal is its default; literals of other call sites make no default"),
    ("query.enum-values", None, RECOGNISES, "the literal values sites send for a query parameter are its enum"),
    ("query.fixed", None, RULES, "a query parameter always sent as one literal, or one array of literals, is fixed, not an input"),
    ("query.given-credential", "medium", RECOGNISES, "a query value named like a credential that a caller hands the request layer, beside the client's own credential, is data the user gives (a key being tested): an input, reviewed"),
    ("query.held-credential", "medium", RECOGNISES, "a query value from a credential the client holds is a context reference the Host supplies"),
    ("query.passed-credential", "medium", RECOGNISES, "a query credential handed down through function parameters from where the page reads it (a getter, storage, a response) is a context reference the Host supplies, cited where it starts"),
    ("query.entries-join", None, RECOGNISES, "a query string joined from an object's entries (Object.entries(o).map(p => p.join('=')).join('&'), or the pairs added up by reduce) sends each key of the object a caller passes as a query parameter"),
    ("query.bare-key", None, RECOGNISES, "a query parameter named a bare key (?key=${item().key}) is data, an input, unless its value is named as a credential (?key=${apiKey})"),
    ("body.held-credential", "medium", RECOGNISES, "a body field carrying the session credential the client reads itself is a context reference the Host supplies"),
    ("auth.caller-token", "medium", RECOGNISES, "a credential header a caller passes (a one-time token of an earlier step) is an input, not the Host's credential"),
    ("query.param", None, RULES, "a query parameter filled from a Tool input"),
    ("header.call-site-values", None, RULES, "a header the merged call sites of one Tool send with different fixed values (a download's Accept: text/plain beside the client's default) is an input whose enum holds those values, never one value pinned"),
    ("redact.sign-in-code", "high", RULES, "a literal sent as code to a sign-in or verification step (a path naming login, otp, mfa, verify, oauth, token, authorize, callback…: a one-time code login, an authorization-code grant) is a credential: written <redacted:credential>"),
    ("scope.array-parameter", None, RULES, "a name an array-destructuring parameter binds (([k, v]) => f.append(k, v)) is that parameter inside its function, never a global of the same name a page or another script declares"),
    ("path.holder-name", None, RULES, "a path hole reading a reactive holder's value (a Vue ref's deviceId.value, a React ref's idRef.current) is named for the holder (deviceId, idRef), never value or current"),
    ("value.condition-boolean", None, RULES, "a condition the resolver cannot decide (!!generateCharts, !archived, a > b) is true or false: a Tool input it fills is a boolean, never a free string"),
    ("redact.prose-term", None, RULES, "in a sentence or title, a digit followed by at most three letters after a credential word (Create session token 2fa, PIN 3ds) is a term, not the credential's value: written as is"),
    ("redact.credential-sentence", "high", RULES, "in a text's sentence that names a credential (password, passphrase, PIN, secret, key, token, credentials…), every run mixing letters and digits (four characters or more, not a member or path piece) before the name or after it is written <redacted:credential>, however the sentence joins them: a comma clause, an aside, an example marker, markup around the value"),
    ("redact.query-credential", "high", RULES, "a fixed query value at a credential-named parameter that redaction cut only in part (at a space or a template construct: ?key=abc X, ?access_token=[% \"X\" %]) is written whole as <redacted:credential>"),
    ("header.opaque-value", None, RULES, "a header's literal value shaped like an opaque token (one run of 8 or more letters and digits alternating at least 4 times, or a credential's shape) is taken for a credential whatever the header's name: a fixed one is written <redacted:credential>, call-site values make no enum and a medium item says they are withheld"),
    ("header.conditional-spread", None, RECOGNISES, "a header a conditional spread may hold is an optional input"),
    ("header.call-site-precedence", None, RULES, "a header a call always sends replaces the client instance's default of the same name (case-insensitive), as HTTP clients merge call-site headers over instance defaults; the binding cites where the default was set"),
    ("header.fixed", None, RULES, "a header always sent with one literal value"),
    ("header.idempotency-key", None, RULES, "an Idempotency-Key header the client sends"),
    ("header.fixed-when-sent", None, RULES, "a header value that is one literal or absent under a condition of the client's own code no caller's value decides (a wrapper adding X-Client: true to relative URLs) is a fixed binding, not a Tool input"),
    ("header.param", None, RULES, "a header filled from a Tool input"),
    ("ts.member-doc", None, RULES, "the JSDoc comment above an interface or object type member (its @description, else its free text) is that member's description"),
    ("ts.declared-literal", None, RULES, "an object literal's declared type decides which of its members are optional"),
    ("ts.declared-array", None, RULES, "an empty array literal declared with a type ([] as number[], <string[]>[], const ids: number[] = []) has the declared items"),
    ("ts.required-member", None, RULES, "a member its TypeScript type declares required"),
    ("ts.file-member", None, RULES, "a value read from a member whose declared type is File or Blob (through intersections, Partial/Pick/Omit/Required, generic aliases, unions such as File | null, an item of File[]) is file bytes: a form field it fills is an upload, cited at the member's declaration"),
    ("ts.required-parameter", None, RULES, "a required parameter of the function that makes the request"),
    ("validation.bound-input", None, RULES, "a template or JSX input bound to the value the request sends"),
    ("validation.form-value", None, RULES, "a form's value (an Angular form group) is the value the request sends"),
    ("validation.inferred-type", None, RULES, "a value typed with a schema library's inferred type (z.infer)"),
    ("validation.submit-handler", None, RULES, "the parameter of the function react-hook-form's handleSubmit calls"),
    # ---- auth
    ("auth.basic-scheme", "medium", RECOGNISES, "a Basic Authorization header built from a user and password"),
    ("auth.choice-headers", None, RULES, "headers that are one of several objects (a helper returning {Authorization} or {}) carry the credential an option holds; noted as sent only under a condition when another option holds none"),
    ("auth.credential-header", None, RECOGNISES, "a header whose name or value is a credential's"),
    ("auth.query-credential", None, RECOGNISES, "a query parameter carrying a credential the client holds makes the capability's auth api-key, injected in the query"),
    ("auth.per-call-opt-out", None, RULES, "a request interceptor adding a credential unless the request config opts out (if (token && !(config.headers || {}).isToken === false)) adds none to a call whose config opts out (headers: {isToken: false}): with no other credential its auth is none, the call's config as evidence"),
    ("auth.enclosing-function", None, RULES, "the function that makes the request sets an auth header around it"),
    ("auth.forwarding-route", None, RULES, "a same-origin call that a SvelteKit server route of the program serves, whose handler forwards a `Cookie` header built from a value to the backend, is cookie-session"),
    ("auth.not-observed", None, RULES, "no auth in source: the default says so"),
    ("source.template-script", None, RULES, "a server page template's inline scripts (FreeMarker .ftl, JSP, ERB/EJS, PHP, Twig/Jinja, Handlebars, Razor/.razor, Velocity, Template Toolkit .tt/.tt2, Mojolicious .ep, Mason, Mako, Go .gohtml/.tmpl, Blade .blade.php, Grails .gsp, ASP.NET .aspx, JSF .xhtml, Lua pages; an .html page holding a Mako tag: <%inherit>, <%def>, <%doc>, <%!) are read as a page's, lines the template's: each template construct becomes blanks, or an unknown global where a value stands, and stays text in a string (rule value.server-template)"),
    ("source.build-placeholder", None, RULES, "a build-time placeholder where an expression stands in a page's inline script (window.config = %CONFIG%;) is an unknown global of the same length, so the script parses"),
    ("redact.written-header", "high", RULES, "a credential header whose whole value is written in source (Authorization: 'Bearer eyJ...', an API-key header's literal; not a CSRF marker) is a high item: it ships with the client; never quoted"),
    ("scope.own-report", None, RULES, "an HTML page whose head carries the report page's generator mark (code2skill report) is the tool's own output: skipped, never read for inline scripts"),
    ("scope.session-flow", "medium", RULES, "a password login, a logout or a token renewal is the Host's authentication, not an Agent's business operation: requires-review, reviewed"),
    ("output.credential-read", "medium", RULES, "a read whose path's last segment (its read verb dropped) or whose output field names one credential — a secret after any words (password, secret, jwt, apikey: GET /auth/getJWT, webhookSecret) or a token or key after words that all say whose it is (token, accessToken, apiKey; not nextPageToken, csrfToken, reissuance_token, a bare key; not a plural list, a session or /token/status) — would hand the user's credential to the Agent: requires-review with one medium item saying what shows it; sign-in flows excluded"),
    ("output.credential-write", "medium", RULES, "a write whose output field names one credential as output.credential-read says (auth_token of POST /auth/account/confirm, which the client stores as its new session) would hand the token or key it issues to the Agent: requires-review with one medium item at the field's read; sign-in flows excluded"),
    ("input.credential", "medium", RULES, "a Tool whose input is a password, secret, code or qualified key the caller gives (at any depth of its input schema; not a record's bare `key`, not a boolean flag, not a login) would hand the credential to the Agent: requires-review with one medium item naming the inputs"),
    ("scope.sign-in-ceremony", "medium", RULES, "an OAuth 2.0 / OIDC protocol request (grant_type, response_type, a PKCE verifier or challenge, client_id with redirect_uri, a device code), a WebAuthn step (its function calls navigator.credentials.get/create), a one-time code sent to a login, or a session check before login (POST /auth/check, no input) is the Host's sign-in, not an Agent's business operation: requires-review, reviewed; a PUT, PATCH or DELETE, or a path naming settings (config, settings, admin), stores a provider's settings and takes no OAuth step"),
    ("auth.session-less", "low", RULES, "a path named unauthenticated (/noauth/, /anonymous/) or under a public prefix (/public/events/{id}), or a POST that logs in or creates an account with a password, or recovers an account, needs no session: the token or cookie a client adds to every request is not its auth (none), reviewed"),
    ("auth.own-credential", "low", RULES, "a request auth.session-less would read as none (a sign-up, a recovery, a login, a public path) keeps its credential when the call writes the credential header itself (Authorization, an api-key or cookie header in the call's own headers, not a client default, interceptor or wrapper): one low review item"),
    ("auth.login-form", None, RULES, "with no login call in the scripts, an HTML page or server page template of the analysed root (not test code, nor skipped) holding a form with method post, exactly one password input, an action absent, empty or on the page's own origin, and a login word (login, signin, logon …) and no sign-up or recovery word in its action, name, id or the page's file name is the password login of auth.same-origin-session: its same-origin capabilities read as cookie-session, evidence the form's start tag"),
    ("auth.same-origin-session", "low", RULES, "after a password login to the page's own origin (the password in a JSON, form or multipart body or the query string, or a member of a whole query or body object its callers pass), with no token handled, the browser's session cookie authenticates each capability of a service on that origin (paths relative to the origin or to the page's URL): inferred, evidence the login call, one low review item per login"),
    ("auth.substituted-credentials", None, RULES, "request options a wrapper spreads from its caller (ofetch(url, {baseURL, ...rest}) of apiClient({path, ...rest}) whose config sets credentials: 'include') are read per call once the caller's value is substituted: the fetch or ofetch call sends the session cookie"),
    ("auth.substituted-headers", None, RULES, "a helper adds an auth header to the headers object the call passes, or a request helper (fetch, axios, jQuery, $http) sends the headers its caller passes down ({'X-CSRF-Token': glob.csrfToken}): read per call once the caller's value is substituted"),
    ("auth.tenant", None, RULES, "a header or path parameter naming a tenant"),
    # ---- side effect, policy, risk
    ("side-effect.action-create", None, RULES, "an action word of the path or function creates"),
    ("side-effect.action-delete", None, RULES, "an action word of the path or function deletes"),
    ("side-effect.action-update", None, RULES, "an action word of the path or function updates"),
    ("side-effect.verb-method-disagree", "medium", RULES, "a POST whose last path segment is a read word that may also make something (download, preview, render) is a reviewed read, and a write whose wrapper's CRUD verb disputes its method (a PUT named create, a POST to an item named update) takes the wrapper's effect, reviewed; neither is idempotent nor retried"),
    ("side-effect.paged-post", "medium", RULES, "a POST every call of which sends a page position (cursor, page, offset) is a reviewed read, not a create"),
    ("side-effect.create-or-update", None, RULES, "a POST to a collection member made by the call that also POSTs to the collection (a create-or-update helper: `id ? `/${id}` : ''`) updates that member"),
    ("side-effect.discriminator-value", None, RULES, "the action value the call sites pin decides the side effect"),
    ("side-effect.function-read", None, RECOGNISES, "a POST the function names as a read (list_…), corroborated by paging or a collection response, is a read"),
    ("side-effect.function-read-guess", None, RECOGNISES, "a POST whose functions' names say a read without corroboration (no paging input, no collection response) keeps its method's side effect, name and policy: a name never lowers a write; a medium review item says the name and the method disagree"),
    ("side-effect.function-verb", None, RECOGNISES, "the verb of the function making the request decides the side effect"),
    ("side-effect.get-action", "medium", RECOGNISES, "a GET whose path ends in an action word takes that word's write effect, never retried"),
    ("side-effect.earlier-action", "medium", RECOGNISES, "a POST only the method, or only its plural last segment (/data/clear/transactions), calls a create whose path names an update or delete in a segment before its last takes that effect, reviewed, never retried"),
    ("side-effect.caller-action", "medium", RECOGNISES, "a POST only the method calls a create whose naming functions start with an update or delete word takes that effect, reviewed, never retried"),
    ("side-effect.job-get", "medium", RECOGNISES, "a GET whose path names a job it runs (migrate, send, a cron script) is no proven read: a reviewed write, never retried"),
    ("side-effect.put-adds", "medium", RECOGNISES, "a PUT made by a function that adds is not idempotent: create on a collection, else update, reviewed, never retried"),
    ("side-effect.graphql-guess", None, RULES, "a GraphQL operation of unknown type: its side effect is guessed, reviewed"),
    ("side-effect.graphql-operation", None, RULES, "the GraphQL operation type (query or mutation) decides the side effect"),
    ("side-effect.method", None, RULES, "the HTTP method decides the side effect"),
    ("side-effect.collection-delete", "medium", RULES, "a DELETE of a collection's path whose items the client also deletes one by one (DELETE /message beside DELETE /message/{id}) may delete every item: requires-review"),
    ("side-effect.state-setter", None, RULES, "a POST to a path ending in a past participle of an action word right after the item's parameter (/channels/{id}/enabled) sets that state: an update"),
    ("side-effect.file-put", "medium", RULES, "a PUT sending file bytes to a path that names no resource (PUT /api/file) may add a record on every call: its update is a guess, at-most-once, requires-review"),
    ("side-effect.method-guess", None, RULES, "the method alone guesses the side effect (reviewed)"),
    ("side-effect.method-unshown", None, RECOGNISES, "a GET shown beside a method the source does not show is a guessed, reviewed update"),
    ("side-effect.mutation-guess", None, RECOGNISES, "a tRPC or GraphQL mutation whose words read like a read is a guessed, reviewed update, never a read"),
    ("side-effect.rest-create", None, RULES, "a POST to a collection creates"),
    ("side-effect.rpc-action", None, RULES, "an RPC-style action word of the path decides the side effect"),
    ("side-effect.rpc-participle", None, RULES, "an RPC-style action that is one past participle after a dot lists things (documents.archived): a read"),
    ("side-effect.rpc-plural", None, RULES, "an RPC-style action that is one plural noun after a dot lists things (collections.memberships): a read"),
    ("side-effect.variable-action", "medium", RULES, "a GET with a path parameter naming an action (/apps/actions/{name}/{action}, /jobs/{id}/{command}) performs the action its caller chooses: a guessed update, reviewed, never retried"),
    ("side-effect.caller-get", "medium", RULES, "a GET of one member made only by functions named for removing that noun (revoke_api_key → GET /keys/{id}) is a guessed delete, reviewed, never retried"),
    ("side-effect.settings-post", "medium", RULES, "a POST whose path ends in a noun of one set of values (/api/settings, /preferences, /config) writes over them: a guessed update, reviewed, not a create"),
    ("side-effect.attribute-post", "medium", RULES, "a POST whose path ends in one attribute of a single resource (/current/user/password, /users/{id}/avatar) sets it: a guessed update, reviewed, not a create"),
    ("side-effect.value-setter", None, RULES, "a POST ending in a value after a property name (loadpoints/{id}/mode/{mode}) sets it: a guessed, reviewed update"),
    ("side-effect.rpc-read", None, RULES, "a POST whose last static segment is a read word (search, query) reads"),
    ("side-effect.verb-phrase-read", "low", RULES, "a POST whose last static segment is a read verb written in camel case before its object, a procedure's name (listNodes, getRoute, decodePayReq), reads; a low review item notes the POST"),
    ("side-effect.ui-label", None, RULES, "the label of the UI control that starts the request decides a guessed effect"),
    ("policy.at-most-once", None, RULES, "a write not proven idempotent: automaticRetry never, unknownOutcome stop-and-reconcile"),
    ("policy.confirmation-default", None, RULES, "confirmation not-required where source proves none: a UI dialog alone never becomes a Guard"),
    ("policy.http-idempotent-method", None, RULES, "PUT and DELETE are idempotent by the HTTP contract (RFC 9110)"),
    ("policy.idempotency-key", None, RULES, "an idempotency key the client sends makes the write idempotent"),
    ("policy.key-per-attempt", None, RULES, "an idempotency key generated per attempt proves nothing"),
    ("policy.not-idempotent-action", None, RULES, "an action that is not idempotent, whatever its method"),
    ("policy.read", None, RULES, "a read: no confirmation, safe to retry"),
    ("policy.read-that-writes", None, RECOGNISES, "a read whose UI warns it deletes or resets, or whose path names such an action: idempotency unknown, no retry"),
    ("policy.ui-confirmation", None, RULES, "the UI asks for confirmation before the request"),
    ("policy.upload-confirmation", None, RULES, "a write sending attachment content is upload-confirmation-required"),
    ("protection.default", None, RULES, "runtime protection backend-authoritative where source proves none"),
    ("risk.<risk>", None, RULES, "a risk word of the path, function or input (destructive, financial, publishing, external); an input sum (satoshi, value) beside an input naming where it goes or the fee it pays (destination, address, feerate) is financial; an order counts as money only as a resource of the path, not as a sequence (saveOrder, /groups/{id}/order)"),
    ("risk.destructive-ui", None, RECOGNISES, "a confirmation question or control label says the action deletes or cannot be undone"),
    ("risk.outbound-words", "low", RECOGNISES, "a path or function word names an outside channel (a notification test, webhook, SMTP, an AI provider, exchange rates, a release check): external, open world, reviewed"),
    ("side-effect.form-pair-read", None, RULES, "a GET whose path's action word alone made it a write (GET /profile/edit), on a path the program also sends a POST, PUT or PATCH to, is the read that loads what that write submits (still no retryable read: policy.read-that-writes)"),
    ("side-effect.overwrite-store", None, RULES, "a restore or import into a whole store of data (POST /backup/import, /db/restore) that its words made a create is an update that may replace what the store holds (risk destructive), with a medium review item: the client does not show whether the backend wipes the data first"),
    ("risk.fetched-url", None, RULES, "an input named like a URL sent to a path that names a fetch (POST /images/fetch_from_url/ {url}) may make the server reach a host the caller chooses: open-world, risk external, a medium review item"),
    ("annotations.closed-world", None, RULES, "the default openWorldHint: the Tool talks to its own service only"),
    ("annotations.third-party-host", None, RECOGNISES, "a capability whose requests all go to a third party's host is open-world, with the risk external"),
    ("status.<status>", None, RULES, "the capability's status (draft, requires-review …); export and host-check leave unapproved ones out"),
    # ---- names, titles, descriptions
    ("name.action-segment", None, RULES, "the name comes from the path's last action segment, or the one after an action(s) segment"),
    ("name.value-setter", None, RULES, "a POST setting a property to the value its path ends in is named set_… (set_loadpoint_mode)"),
    ("name.discriminator-value", None, RULES, "the name comes from the action value the call sites pin"),
    ("name.follows-side-effect", None, RECOGNISES, "a name never contradicts its side effect"),
    ("name.function-nouns", None, RULES, "the name comes from the nouns of the function making the request"),
    ("name.function-read", None, RULES, "the name comes from a read function's name"),
    ("name.enclosing-function", None, RULES, "an anonymous function making a request is known by the function that returns it (a thunk creator: getShareList returning async (dispatch) => send(…)) or by the variable holding the call that evaluates to it (const fetchUsers = createAsyncThunk(…)): that name is its call sites' function and feeds the function-verb and function-read rules"),
    ("name.request-prefix", None, RULES, "a wrapper name's first word that says it makes a request (send, do, request, call, perform) is no verb when an action word follows it: sendCreateShare names a create, sendDeleteShare a delete; sendEmail keeps send"),
    ("name.function-verb", None, RULES, "the name comes from the verb of the function making the request; a write verb never names a GET or HEAD (refreshList, requestData)"),
    ("name.graphql-operation", None, RULES, "the name comes from the GraphQL operation name"),
    ("name.graphql-selection", None, RECOGNISES, "an anonymous GraphQL operation is named from its first selection"),
    ("name.method", None, RULES, "the name comes from the method and the path"),
    ("name.rpc-action", None, RULES, "the name comes from an RPC-style action of the path"),
    ("name.rpc-listing", None, RULES, "an RPC-style listing is named list_… (documents.archived → list_archived_documents)"),
    ("name.shared-endpoint", None, RECOGNISES, "a merged capability is named from its endpoint"),
    ("title.ui-label", None, RULES, "the title comes from the label of the UI control that starts the request"),
    ("title.ui-trigger", None, RECOGNISES, "the label of the control whose handler starts the request is the title"),
    ("ui.literal-text", None, RULES, "a control's label is literal text of the template or JSX"),
    ("i18n.catalogue", None, RULES, "a translation call's text read from the app's catalogue"),
    ("i18n.natural-key", None, RULES, "a translation key in no catalogue that reads as text"),
    ("description.generated", None, RULES, "a description generated from the method and the path"),
    ("description.jsdoc", None, RULES, "the description comes from the JSDoc of the function making the request"),
    ("description.stale-jsdoc", None, RULES, "a JSDoc whose first verb names another action than its function's name is set aside; the description is generated"),
    ("cluster.action-value", None, RECOGNISES, "a literal action value the sites of one endpoint send makes one Tool per value"),
    ("cluster.body-encoding", None, RECOGNISES, "sites of one endpoint sending another kind of body are different Tools"),
    ("cluster.conditional-value", None, RECOGNISES, "a call site sending one of several literals a condition chooses is a site of each value's Tool"),
    ("cluster.nested-value", None, RECOGNISES, "the sites of one operation that another field splits again ({command: 'pause', action: 'resume'} vs action 'toggle') make one Tool per value of that field"),
    ("cluster.selector-name", None, RECOGNISES, "a field named like an operation selector (endpoint, cmd, op) with different literal values makes one Tool per value"),
    ("cluster.handler-verbs", None, RECOGNISES, "sites whose functions start with different verbs make one Tool per value"),
    # ---- responses and errors
    ("output.not-derived", None, RULES, "no output schema: the source says nothing of the response"),
    ("output.response-read", None, RULES, "the response fields the client is seen reading"),
    ("output.type-argument", None, RULES, "the response type the call site declares"),
    ("output.wrapper-return-type", None, RULES, "the response type a wrapper's return type declares"),
    ("errors.categories-default", None, RULES, "the default error categories where source proves none"),
    ("errors.no-status-check", None, RULES, "the client checks no HTTP status"),
    ("errors.read-path", None, RULES, "the fields of the error body the client reads"),
    ("errors.status-check", None, RULES, "an HTTP status the client branches on"),
    ("http.success-check", None, RULES, "a success status the client checks"),
    ("http.success-default", None, RULES, "the default success statuses where the client checks none"),
    ("schema.part-of", None, RULES, "a schema claim with no evidence of its own takes its property's evidence"),
    ("schema.review", None, RULES, "a schema the tool could not read whole (reviewed)"),
    # ---- attachments
    ("attachments.presigned-url", None, RULES, "an upload to a presigned URL an earlier request returned"),
    ("attachments.returned-reference", None, RULES, "an upload returns a reference a later request sends"),
    ("attachments.upload-tool", None, RECOGNISES, "a file upload is one upload Tool whose result later Tools reference"),
    ("attachments.upload-creates", None, RECOGNISES, "an upload Tool whose authorization request is a read stores a new file: a create, never retried"),
    ("attachments.multipart-upload-tool", None, RECOGNISES, "a multipart upload whose returned id a later request sends is the upload Tool: bounded content in, that id out"),
    # ---- the project and the consumer requirements
    ("project.folder", None, HOST, "the project is named after the analysed folder"),
    ("project.git-root", None, HOST, "the project is named after the git work tree's folder"),
    ("project.package-name", None, HOST, "the project is named after its package.json name"),
    ("requirements.attachment-chain", None, RULES, "a Tool needs the Host to resolve an attachment an earlier Tool returned"),
    ("requirements.auth-injection", None, RULES, "a Tool needs the Host to inject its service's credentials"),
    ("requirements.auth-unknown", None, RULES, "a Tool needs auth of a kind the source does not show"),
    ("requirements.mcp-runtime", None, RULES, "the package needs an MCP runtime (stdio)"),
    ("requirements.session-state", None, RULES, "a reviewer recorded a one-time grant bound to the session"),
    ("requirements.skill-context", None, RULES, "a Tool needs context the Skill supplies (the page's address)"),
    ("requirements.skill-issued-values", None, RULES, "a Tool needs values an earlier Tool issued, which the Skill carries"),
    ("requirements.trusted-confirmation", None, RULES, "a Tool needs the Host's trusted confirmation"),
    ("requirements.unknown-outcome", None, RULES, "a write needs the Host to reconcile an unknown outcome"),
    ("requirements.upload-content", None, RULES, "a Tool needs the Host to supply upload content"),
]

# (id, default severity, README anchor, summary): why export or host-check leave a Tool out
_EXPORT = [
    # ---- export and host-check: why a Tool is left out
    ("contract.credential-binding", None, RULES, "a hand-edited contract's binding sends a fixed value at a credential's name (header:X-Api-Key, query:access_token): export, skill, report and derive --update write it redacted, with a warning naming the capability and binding"),
    ("export.bounded-content", None, RULES, "a Tool takes bounded attachment content the Host approves"),
    ("export.shared-binding", None, RULES, "export refuses a contract whose two services read one baseUrlBinding: the Host could not give them two base URLs"),
    ("exporter.attachment", None, RULES, "the exporter cannot yet write the Tool's attachment handling"),
    ("exporter.context", None, RULES, "the exporter cannot yet supply the Tool's context values"),
    ("exporter.encoding", None, RULES, "the exporter cannot write the Tool's body encoding"),
    ("exporter.guard", None, RULES, "the exporter cannot write the Tool's guard"),
    ("exporter.idempotency", None, RULES, "the exporter cannot write the Tool's idempotency key"),
    ("exporter.path", None, RULES, "the exporter cannot write the Tool's path"),
    ("exporter.redacted-value", None, RULES, "a binding's fixed value holds a redacted credential: the package would send the marker, and the Host supplies credentials"),
    ("exporter.prototype-name", None, RULES, "the Tool names __proto__, which JavaScript cannot build as a member"),
    ("exporter.schema", None, RULES, "the exporter cannot write the Tool's input schema as zod"),
    ("exporter.service", None, RULES, "the exporter cannot bind the Tool's service"),
    ("host.disabled", None, HOST, "the Host cannot run the Tool: it is disabled"),
    ("host.integration", None, HOST, "the Tool needs a Host integration the profile does not offer"),
]


def _checker_rows() -> list[Entry]:
    """The audit's, validator's and probe's rules, from their own tables."""
    from code2skill.audit.rules import RULES as AUDIT_RULES
    from code2skill.probe.rules import RULES as PROBE_RULES
    from code2skill.validate.rules import RULES as VALIDATE_RULES
    tables = (("audit", AUDIT, AUDIT_RULES), ("validate", SERVER, VALIDATE_RULES),
              ("probe", SERVER, PROBE_RULES))
    return [Entry(r.id, kind, r.severity, r.summary, anchor, r.name, r.hint)
            for kind, anchor, table in tables for r in table.values()]


@cache
def catalogue() -> dict[str, Entry]:
    """Every rule by id, derive rules first, then export, audit, validate, probe."""
    rows = [Entry(i, kind, sev, summary, anchor)
            for kind, table in (("derive", _DERIVE), ("export", _EXPORT))
            for i, sev, anchor, summary in table]
    entries = rows + _checker_rows()
    return {e.id: e for e in entries}


def lookup(rule_id: str) -> Entry | None:
    """The entry of ``rule_id``: its own, else the family it belongs to (``axios.method`` →
    ``<library>.method``, not ``ember-data.<word>``: the family with the fewest ``<word>``
    placeholders, then the longest fixed text, wins), else ``None``."""
    entries = catalogue()
    if rule_id in entries:
        return entries[rule_id]
    families = [e for e in entries.values() if e.is_family and e.pattern().fullmatch(rule_id)]
    return min(families, key=lambda e: (e.id.count("<word>"),
                                         -len(re.sub(r"<[a-z-]+>", "", e.id))), default=None)


def close_ids(rule_id: str, kinds: tuple[str, ...] = KINDS, n: int = 3) -> list[str]:
    """Up to ``n`` ids of ``kinds`` close to ``rule_id`` (``difflib``), best first."""
    ids = [e.id for e in catalogue().values() if e.kind in kinds]
    return difflib.get_close_matches(rule_id, ids, n=n, cutoff=0.6)


def unknown_message(rule_id: str, kinds: tuple[str, ...] = KINDS) -> str:
    """One line: ``rule_id`` is no rule, with the closest ids of ``kinds`` when there are
    any."""
    near = close_ids(rule_id, kinds)
    return f"unknown rule {rule_id!r}" + (f"; did you mean {', '.join(near)}?" if near
                                          else "; `code2skill rules` lists them")


def audit_rule_problem(rule_id: str) -> str | None:
    """Why ``rule_id`` cannot be given to ``audit --ignore``/``--select`` or the settings
    file's ``ignore`` (one line), or ``None`` for an audit rule. Audit reports no derive rule
    (it does not turn a contract's review items into findings), so a derive, export, validate
    or probe id is named as such."""
    entry = lookup(rule_id)
    if entry is None:
        return unknown_message(rule_id, ("audit",))
    if entry.kind != "audit":
        return (f"{rule_id!r} is a {entry.kind} rule; audit reports only its own rules "
                "(C2S-L…, C2S-D…, C2S-E…)")
    return None
