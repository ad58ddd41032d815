"""Round 43 hostile harness: one generated tree per case aimed at the rules added in session 43
(118ac218..1c0857d2: angularjs.template-call, restangular.element-answer and unknown-element,
vuex.stored-client, pinia.stored-client, this.callback-client, rtk-query.result-type and
base-query-encoding, jquery.load, ui.template-translated-text, coverage.asset-config-url, the
code-only scan of minified files, service.provided-base-path, value.form-field,
query.typed-credential, input.user-decision, side-effect.script-read-verb, risk.page-sent-message,
policy.fresh-credential, redact.credential-name, redact.glued-aws-key, budget.call-depth and the
alias fix of value.parameter-member-write).
It reuses round 38's harness (``attack38.derive``: contract, graph and cache, with ``every`` audit in
three formats, the HTML report, the export package and ``node --check``; a probe in any output, a raw
ESC, a marker file, an internal fault, a kill at the CPU bound or a wrong request is FAILED) and round
40's helpers.
Usage: python3 attack43.py [CASE-SUBSTRING ...]   (BIN: C2S_BIN; OUT: X43_OUT, default <tmp>/x43;
CPU_LIMIT: 60). Rows in OUT/results.jsonl."""
import json, os, sys, tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "hostile-round-38"))
sys.path.insert(0, str(HERE.parent / "hostile-round-40"))
import attack38 as H  # noqa: E402
import attack40 as R40  # noqa: E402

OUT = Path(os.environ.get("X43_OUT", Path(tempfile.gettempdir()) / "x43"))
H.OUT = OUT
H.MARKER = Path(os.environ.get("X43_MARKER", Path(tempfile.gettempdir()) / "x43-marker-executed"))
CASES = {}
derive, want, endpoints, caps, items = H.derive, H.want, H.endpoints, R40.caps, R40.items
MARK = f"require('child_process').execSync('touch {H.MARKER}')"

GH = "ghp_" + "Qz4xR2mN4pL6vB9kT1wY3sD5fH7jK0aC2e43"
AWS = "AKIAQZ7X3KPL4MNB43AT"
STRIPE = "sk_live_" + "51Hx43QzAttackR0undKey9mNbVcXz"
JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4NDMifQ.Qz43sigAttackRoundX9kLmNoPqRs"
PW = "Pw43Qz7hunterX"
ALL = [GH, AWS, STRIPE, JWT, PW]
NG = '{"name": "p", "dependencies": {"angular": "^1.8.3", "restangular": "^1.6.1", "jquery": "^3.7.0"}}'
VUE = '{"name": "p", "dependencies": {"vue": "^2.7.0", "vuex": "^3.6.0", "pinia": "^2.1.0", "axios": "^1.7.0", "jquery": "^3.7.0"}}'
RTK = '{"name": "p", "dependencies": {"@reduxjs/toolkit": "^2.2.0", "react": "^18.3.0", "react-redux": "^9.1.0", "object-to-formdata": "^4.5.0"}}'
JQ = '{"name": "p", "dependencies": {"jquery": "^3.7.0", "axios": "^1.7.0"}}'


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def check(pred, label):
    """An ``expect`` failing with ``label`` when ``pred(contract)`` is false (a raise is a failure too)."""
    def run(contract):
        try:
            return [] if pred(contract) else [label]
        except Exception as e:
            return [f"{label} ({type(e).__name__}: {e})"]
    return run


def both(*checks):
    return lambda c: [p for k in checks for p in k(c)]


def cap(c, method, path):
    return caps(c)[(method, path)]


def NG_APP(body, states=""):
    return ("angular.module('app', ['restangular', 'ui.router'])\n  .config(function (RestangularProvider, $stateProvider) {\n"
            "    RestangularProvider.setBaseUrl('/api');\n" + states + "  })\n" + body)


# ================= angularjs.template-call =================
@case
def angularjs_template_semantics():
    """Template calls whose argument is not the element the controller keeps: an ng-repeat item named like
    the $scope member (it shadows it), a `controller as vm` template, a member written two different
    collections' elements, a member rebound to a plain object after the answer, ng-click calling a
    $scope function through another name."""
    states = """    $stateProvider.state('c', { url: '/c/:id', templateUrl: '/app/c.tpl.html', controller: 'C' });
    $stateProvider.state('d', { url: '/d/:id', templateUrl: '/app/d.tpl.html', controller: 'D' });
"""
    js = NG_APP(""".service('CertApi', function (Restangular) { return Restangular.all('certificates'); })
  .service('RoleApi', function (Restangular) { return Restangular.all('roles'); })
  .controller('C', function ($scope, $stateParams, CertApi, RoleApi) {
    CertApi.get($stateParams.id).then(function (certificate) { $scope.certificate = certificate; });
    RoleApi.get($stateParams.id).then(function (role) { $scope.either = role; });
    CertApi.get($stateParams.id).then(function (c2) { $scope.either = c2; });
    CertApi.get($stateParams.id).then(function (c3) { $scope.rebound = c3; $scope.rebound = { id: 1 }; });
    $scope.remove = function (certificate) { certificate.remove(); };
    $scope.removeEither = function (x) { x.remove(); };
    $scope.removeRebound = function (x) { x.remove(); };
  })
  .controller('D', function ($scope, $stateParams, CertApi) {
    CertApi.get($stateParams.id).then(function (certificate) { $scope.certificate = certificate; });
    $scope.drop = function (certificate) { certificate.customDELETE('drop'); };
  });
""", states)
    tpl_c = """<ul><li ng-repeat="certificate in certificate.children"><a ng-click="remove(certificate)">x</a></li></ul>
<a ng-click="removeEither(either)">e</a> <a ng-click="removeRebound(rebound)">r</a>
"""
    tpl_d = """<div ng-repeat="certificate in list"><a ng-click="drop(certificate)">d</a></div>"""
    def expect(c):
        eps = set(endpoints(c))
        bad = []
        if ("DELETE", "/api/certificates/{id}") in eps:
            bad.append("DELETE /api/certificates/{id} from `rebound` (a plain object last) or the ng-repeat item shadowing $scope.certificate")
        if ("DELETE", "/api/certificates/{id}/drop") in eps:
            bad.append("DELETE /api/certificates/{id}/drop from an ng-repeat item shadowing $scope.certificate")
        if ("DELETE", "/api/roles/{id}") in eps:
            bad.append("DELETE /api/roles/{id} from a member written two collections' elements")
        return bad
    derive("angularjs_template_semantics", {"package.json": NG, "app/app.js": js, "app/c.tpl.html": tpl_c, "app/d.tpl.html": tpl_d},
           [], expect=expect)


@case
def angularjs_template_secret_and_outside():
    """Secrets in every place the template rule reads: ng-click literal arguments, ng-init assignments, a
    $scope member holding a key, a templateUrl with user info and a token query; templateUrls going out of
    the root (../../, an absolute path) and a page outside whose name ends like the templateUrl."""
    d = Path(tempfile.mkdtemp(prefix="x43out"))
    P = "OUTSIDEPROBEQz9x43"
    (d / "evil.tpl.html").write_text(f'<a ng-click="remove(certificate, \'{P}\')">x</a>')
    rel = os.path.relpath(d, OUT / "cases" / "angularjs_template_secret_and_outside" / "app")
    states = f"""    $stateProvider.state('a', {{ templateUrl: '{rel}/evil.tpl.html', controller: 'C' }});
    $stateProvider.state('b', {{ templateUrl: '{d}/evil.tpl.html', controller: 'C' }});
    $stateProvider.state('c', {{ templateUrl: 'https://u:{PW}@cdn.example.com/app/c.tpl.html?token={GH}', controller: 'C' }});
    $stateProvider.state('d', {{ templateUrl: '/app/c.tpl.html', controller: 'C' }});
"""
    js = NG_APP(f""".service('CertApi', function (Restangular) {{ return Restangular.all('certificates'); }})
  .controller('C', function ($scope, $stateParams, CertApi) {{
    CertApi.get($stateParams.id).then(function (certificate) {{ $scope.certificate = certificate; }});
    $scope.apiKey = '{STRIPE}';
    $scope.remove = function (certificate, why) {{ certificate.customPOST({{ reason: why, key: $scope.apiKey }}, 'revoke'); }};
    $scope.send = function (t) {{ certificate.customPUT({{ token: t }}, 'send'); }};
  }});
""", states)
    tpl = f"""<div ng-init="token = '{AWS}'; pw = '{PW}'">
<a ng-click="remove(certificate, '{GH}')">x</a>
<a ng-click="remove(certificate, token)">y</a>
<a ng-click="remove(certificate, '{JWT}'); send('{GH}')">z</a>
<a ng-click="remove(certificate, '\x1b[31m{P}')">w</a>
<script>{MARK}</script>
</div>"""
    derive("angularjs_template_secret_and_outside", {"package.json": NG, "app/app.js": js, "app/c.tpl.html": tpl},
           [*ALL, P], every=True)


@case
def angularjs_template_blowup():
    """2,000 controllers each bound to its own state and one shared template of 2,000 ng-clicks; an
    ng-click nested 3,000 calls deep; a self-referencing `f(f(f…))`; a $scope member written by each of
    2,000 answers."""
    n = 2000
    states = "".join(f"    $stateProvider.state('s{i}', {{ templateUrl: '/app/t.tpl.html', controller: 'C{i}' }});\n" for i in range(n))
    ctrls = "".join(f"""  .controller('C{i}', function ($scope, CertApi) {{
    CertApi.get({i}).then(function (c) {{ $scope.certificate = c; }});
    $scope.f{i} = function (x) {{ x.customPUT({{}}, 'a{i}'); }};
  }})\n""" for i in range(n))
    js = NG_APP(".service('CertApi', function (Restangular) { return Restangular.all('certificates'); })\n" + ctrls, states)
    deep = "f0(" * 3000 + "certificate" + ")" * 3000
    tpl = "".join(f'<a ng-click="f{i}(certificate)">{i}</a>\n' for i in range(n)) + f'<a ng-click="{deep}">d</a>\n' + \
        '<a ng-click="' + "f1(f1, " * 500 + "certificate" + ")" * 500 + '">s</a>\n'
    derive("angularjs_template_blowup", {"package.json": NG, "app/app.js": js, "app/t.tpl.html": tpl}, [],
           expect=want(("PUT", "/api/certificates/{id}/a7")))


# ================= restangular.element-answer / unknown-element =================
@case
def restangular_element_semantics():
    """Elements that are not what the rule may take them for: a getList answer (a list, not an element), an
    element rebound inside its callback before put(), an element of one collection handed to a function also
    handed another collection's element, Restangular.one('users', id).all('posts') nesting."""
    js = NG_APP(""".service('A', function (Restangular) { return Restangular.all('accounts'); })
  .service('B', function (Restangular) { return Restangular.all('budgets'); })
  .service('S', function () {
    this.kill = function (x) { return x.remove(); };
  })
  .controller('C', function ($scope, A, B, S, Restangular) {
    A.getList().then(function (list) { list.remove(); });
    A.get(1).then(function (a) { a = B.one(2); a.put(); });
    A.get(1).then(function (a) { S.kill(a); });
    B.get(1).then(function (b) { S.kill(b); });
    Restangular.one('users', 7).all('posts').getList().then(function (ps) { ps[0].put(); });
    Restangular.one('users', 7).one('posts', 3).get().then(function (p) { p.customPOST({}, 'pin'); });
  });
""")
    def expect(c):
        eps = set(endpoints(c))
        bad = []
        if ("DELETE", "/api/accounts") in eps:
            bad.append("DELETE /api/accounts from a getList answer's remove()")
        if ("PUT", "/api/accounts/{id}") in eps:
            bad.append("PUT /api/accounts/{id} after the element was rebound to budgets")
        if ("DELETE", "/api/accounts/{id}") in eps and ("DELETE", "/api/budgets/{id}") not in eps:
            bad.append("S.kill's element taken as accounts only though budgets' is handed too")
        return bad
    derive("restangular_element_semantics", {"package.json": NG, "app/app.js": js}, [], expect=expect)


@case
def restangular_blowup_and_secret():
    """5,000 collections each get(id).then(put); an element handed through 3,000 functions; copy(copy(…))
    2,000 deep; withConfig with a setBaseUrl holding user info and default headers holding a token."""
    n = 5000
    js = NG_APP(f""".factory('R', function (Restangular) {{
    return Restangular.withConfig(function (c) {{ c.setBaseUrl('https://admin:{PW}@api.example.com/v1?key={STRIPE}');
      c.setDefaultHeaders({{ Authorization: 'Bearer {GH}', 'X-Api-Key': '{AWS}' }}); }});
  }})
  .controller('C', function (R, Restangular) {{
""" + "".join(f"    R.all('c{i}').get({i}).then(function (e) {{ e.put(); }});\n" for i in range(n)) +
        "    R.all('deep').get(1).then(function (e) { h0(e); });\n" +
        "    Restangular.copy(" * 2000 + "x" + ")" * 2000 + ".put();\n  });\n" +
        "".join(f"function h{i}(e) {{ return h{i + 1}(e); }}\n" for i in range(3000)) + "function h3000(e) { return e.remove(); }\n")
    derive("restangular_blowup_and_secret", {"package.json": NG, "app/app.js": js}, ALL, every=True,
           expect=want(("PUT", "/v1/c7/{id}")))


# ================= vuex / pinia stored clients, this.callback-client =================
@case
def store_client_secret():
    """Clients kept in Vuex and Pinia state made with user info in the base URL, a token and a password in
    their headers; a client written on this in a .then callback holding a key; a mutation committing a client
    whose base URL holds a JWT."""
    api = f"""import axios from 'axios';
export default function ApiClient() {{
  this.getToken = () => axios.post('https://svc:{PW}@auth.example.com/token', {{ key: '{AWS}' }})
    .then(() => {{ this.api = axios.create({{ baseURL: '/api/v2', headers: {{ Authorization: 'Bearer {GH}' }} }}); }});
}}
"""
    store = f"""import Vue from 'vue'; import Vuex from 'vuex'; import axios from 'axios'; import ApiClient from './api';
Vue.use(Vuex);
const auth = {{ state: {{ client: axios.create({{ baseURL: 'https://u:{PW}@h.example.com/api?t={STRIPE}' }}) }},
  mutations: {{ SET(state, c) {{ state.client = c; }} }},
  actions: {{ go({{ commit }}) {{ commit('SET', axios.create({{ baseURL: '/j/{JWT}' }})); const a = new ApiClient(); a.getToken().then(() => commit('SET', a)); }} }} }};
const shows = {{ actions: {{ list({{ rootState }}) {{ return rootState.auth.client.get('/shows'); }},
  del({{ rootState }}, id) {{ return rootState.auth.client.api.delete(`/shows/${{id}}`); }} }} }};
export default new Vuex.Store({{ modules: {{ auth, shows }} }});
"""
    pinia = f"""import {{ defineStore }} from 'pinia'; import axios from 'axios';
export const useAuth = defineStore('auth', {{
  state: () => ({{ client: axios.create({{ baseURL: '/p', headers: {{ 'X-Key': '{AWS}', 'X-Pass': '{PW}' }} }}) }}),
  actions: {{ load() {{ return this.client.get('/items'); }} }} }});
export const use2 = () => useAuth().client.delete('/items/1');
"""
    derive("store_client_secret", {"package.json": VUE, "src/api.js": api, "src/store.js": store, "src/pinia.js": pinia}, ALL,
           every=True, expect=want(("GET", "/p/items")))


@case
def store_client_blowup():
    """2,000 Vuex modules each keeping a client and reading another's (a ring through rootState); a state
    chain 1,000 deep; 3,000 Pinia stores each keeping a client; a mutation committing its own state's client."""
    n = 2000
    mods = "".join(f"const m{i} = {{ state: {{ client: axios.create({{ baseURL: '/b{i}' }}) }}, mutations: {{ S(state, c) {{ state.client = c; }} }},"
                   f" actions: {{ a({{ rootState, commit }}) {{ commit('S', rootState.m{(i + 1) % n}.client); return rootState.m{(i + 1) % n}.client.get('/x{i}'); }} }} }};\n"
                   for i in range(n))
    store = "import Vue from 'vue'; import Vuex from 'vuex'; import axios from 'axios';\n" + mods + \
        "export default new Vuex.Store({ modules: { " + ", ".join(f"m{i}" for i in range(n)) + " } });\n"
    pin = "import { defineStore } from 'pinia'; import axios from 'axios';\n" + "".join(
        f"export const u{i} = defineStore('s{i}', {{ state: () => ({{ client: axios.create({{ baseURL: '/p{i}' }}) }}), actions: {{ g() {{ return u{(i + 1) % 3000}().client.get('/y'); }} }} }});\n"
        for i in range(3000))
    derive("store_client_blowup", {"package.json": VUE, "src/store.js": store, "src/pinia.js": pin}, [],
           expect=want(("GET", "/b1/x0")))


# ================= rtk-query.result-type / base-query-encoding =================
@case
def rtk_result_type_hostile():
    """Result types that recurse (an interface holding itself, two interfaces holding each other, a
    self-referencing alias), a union of 3,000 literals, an alias chain 2,000 deep, a generic nested 1,000
    deep, literal types holding credentials (a GitHub token, an AWS key as string literal types and enum
    members), a mapped and a conditional type."""
    lits = " | ".join(f"'v{i}'" for i in range(3000))
    chain = "".join(f"type A{i} = A{i + 1};\n" for i in range(2000)) + "type A2000 = { leaf: string };\n"
    nested = "Box<" * 1000 + "string" + ">" * 1000
    src = f"""import {{ createApi, fetchBaseQuery }} from '@reduxjs/toolkit/query/react';
export interface Node {{ id: number; children: Node[]; parent?: Node; peer: Peer }}
export interface Peer {{ node: Node; peers: Peer[] }}
type Loop = Loop[] | {{ next: Loop }};
type Keyed = {{ kind: '{GH}' | '{AWS}'; secret: '{STRIPE}'; pw: '{PW}' }};
enum Tok {{ A = '{JWT}', B = '{GH}' }}
type Wide = {lits};
{chain}
interface Box<T> {{ v: T }}
type Mapped = {{ [K in 'a' | 'b']: Node }};
type Cond<T> = T extends string ? {{ s: T }} : {{ n: T }};
export const api = createApi({{ baseQuery: fetchBaseQuery({{ baseUrl: '/api' }}), endpoints: (build) => ({{
  node: build.query<Node, number>({{ query: (id) => `/nodes/${{id}}` }}),
  loop: build.query<Loop, void>({{ query: () => '/loop' }}),
  keyed: build.query<Keyed, void>({{ query: () => '/keyed' }}),
  tok: build.query<{{ t: Tok }}, void>({{ query: () => '/tok' }}),
  wide: build.query<{{ w: Wide }}, void>({{ query: () => '/wide' }}),
  chain: build.query<A0, void>({{ query: () => '/chain' }}),
  nested: build.query<{nested}, void>({{ query: () => '/nested' }}),
  mapped: build.query<Mapped, void>({{ query: () => '/mapped' }}),
  cond: build.query<Cond<number>, void>({{ query: () => '/cond' }}),
  upd: build.mutation<Node, Node>({{ query: (n) => ({{ url: `/nodes/${{n.id}}`, method: 'PUT', body: n }}) }}),
}}) }});
"""
    def expect(c):
        bad = []
        k = cap(c, "GET", "/api/cond")
        if json.dumps(k.get("outputSchema") or {}).count('"s"'):
            bad.append("Cond<number> resolved to its string arm {s}")
        return bad
    derive("rtk_result_type_hostile", {"package.json": RTK, "src/api.ts": src}, ALL, every=True,
           expect=both(want(("GET", "/api/nodes/{id}"), ("GET", "/api/keyed")), expect))


@case
def rtk_base_query_hostile():
    """A custom base query whose flag test is negated, compared with false, with 'true' (a string), set
    through a variable, or tested after the body is already sent; headers holding credentials."""
    src = f"""import {{ createApi, fetchBaseQuery }} from '@reduxjs/toolkit/query/react';
import {{ serialize }} from 'object-to-formdata';
const base = async (args, api, extra) => {{
  if (args.asForm === false) args.body = serialize(args.body);
  if (!args.asJson) args.body = new URLSearchParams(args.body);
  if (args.asText == 'true') args.body = JSON.stringify(args.body);
  return fetchBaseQuery({{ baseUrl: '/api', prepareHeaders: (h) => {{ h.set('Authorization', 'Bearer {GH}'); h.set('X-Pw', '{PW}'); return h; }} }})(args, api, extra);
}};
const T = true;
export const api = createApi({{ baseQuery: base, endpoints: (build) => ({{
  a: build.mutation<void, {{ x: string }}>({{ query: (b) => ({{ url: '/a', method: 'POST', asForm: true, body: b }}) }}),
  b: build.mutation<void, {{ x: string }}>({{ query: (b) => ({{ url: '/b', method: 'POST', asForm: false, body: b }}) }}),
  c: build.mutation<void, {{ x: string }}>({{ query: (b) => ({{ url: '/c', method: 'POST', asJson: true, body: b }}) }}),
  d: build.mutation<void, {{ x: string }}>({{ query: (b) => ({{ url: '/d', method: 'POST', asText: true, body: b }}) }}),
  e: build.mutation<void, {{ x: string }}>({{ query: (b) => ({{ url: '/e', method: 'POST', asForm: T, body: b }}) }}),
}}) }});
"""
    def enc(c, p):
        k = cap(c, "POST", p)
        return json.dumps((k.get("implementation") or {}).get("requests", [{}])[0].get("body") or {})
    def expect(c):
        bad = []
        if "multipart" in enc(c, "/api/a"):
            bad.append("/api/a (asForm: true; serialised only when === false) read as multipart")
        if "multipart" not in enc(c, "/api/b") and '"json' in enc(c, "/api/b"):
            bad.append("/api/b (asForm: false, serialised) read as JSON")
        return bad
    derive("rtk_base_query_hostile", {"package.json": RTK, "src/api.ts": src}, ALL, every=True, expect=expect)


# ================= jquery.load =================
@case
def jquery_load_hostile():
    """.load with a URL holding user info and a token query, a selector after the space holding a key and an
    ESC, data holding a password, a string data holding a JWT, a function data, no argument, $(window).load,
    a 200 KB selector and 5,000 loads."""
    js = f"""$('#a').load('https://u:{PW}@h.example.com/frag?token={GH} #x{AWS}\\u001b[31m');
$('#b').load('/api/frag/b', {{ password: '{PW}', key: '{STRIPE}' }});
$('#c').load('/api/frag/c', 'jwt={JWT}');
$('#d').load('/api/frag/d', function () {{ return 1; }});
$('#e').load();
$(window).load(function () {{ {MARK}; }});
$('#f').load('/api/frag/f ' + '{"x" * 200000}');
""" + "".join(f"$('#g{i}').load('/api/frag/g{i}', {{ i: {i} }});\n" for i in range(5000))
    derive("jquery_load_hostile", {"package.json": JQ, "js/app.js": js}, ALL, every=True,
           expect=want(("POST", "/api/frag/b"), ("GET", "/api/frag/c"), ("POST", "/api/frag/g9")))


# ================= minified files: code-only scan =================
@case
def minified_scan_hostile():
    """Files skipped as minified by content: the first request-like text holding a GitHub token, a password in a
    URL and a raw ESC (the warning names it); 300 KB of an unclosed template, an unclosed regular expression,
    20,000 nested comments openers, 100,000 `fetch(` inside strings."""
    pad = "var a=1;" * 800
    f1 = pad + f"fetch('https://u:{PW}@api.example.com/x?token={GH}\x1b[2J&k={AWS}');" + pad
    f2 = pad + "`" + "${" * 50000 + "fetch(" * 20000
    f3 = pad + "x=/" + "[" * 100000 + "fetch(" + "a" * 100000
    f4 = pad + "/*" * 20000 + "$.ajax(" + "'fetch(' + " * 30000 + "0;"
    derive("minified_scan_hostile", {"package.json": JQ, "js/a.js": f1, "js/b.js": f2, "js/c.js": f3, "js/d.js": f4},
           ALL + ["\x1b[2J"], every=True)


# ================= service.provided-base-path =================
@case
def provided_base_path_secret():
    """A base path supplied by the page: a data-basepath with user info and a token, an inline script's
    base_url holding a password, a cookie base holding a key; the requests built on them."""
    page = f"""<!doctype html><html><body data-basepath="https://admin:{PW}@h.example.com/app?k={GH}">
<script>var base_url = 'https://svc:{PW}@h.example.com/{AWS}/'; document.cookie;</script>
<div id="root" data-webroot="/w/{STRIPE}"></div>
<script src="app.js"></script></body></html>"""
    js = f"""import axios from 'axios';
const base = document.body.dataset.basepath;
const root = document.getElementById('root').getAttribute('data-webroot');
const c = axios.create({{ baseURL: `${{root}}/` }});
export const a = () => axios.get(base + '/api/a');
export const b = () => axios.get(window.base_url + 'api/b');
export const d = () => c.delete('/api/d');
"""
    derive("provided_base_path_secret", {"package.json": JQ, "index.html": page, "app.js": js}, ALL, every=True)


# ================= value.form-field / query.typed-credential =================
@case
def form_field_credential_semantics():
    """.val() reads that are no user typing: a hidden input whose value the server writes (a key the client
    holds), .val(x) a setter chained, a field a literal key fills before the read; a credential query from
    .val() or a literal fallback key; the hidden field's token must not reach any output."""
    page = f"""<input type="hidden" id="apikey" value="{GH}"><input id="userkey" type="text">
<input id="k2" type="text"><script src="a.js"></script>"""
    js = f"""$('#k2').val('{STRIPE}');
function t1() {{ $.get('/api/test1', {{ api_key: $('#apikey').val() }}); }}
function t2() {{ $.get('/api/test2', {{ api_key: $('#userkey').val() || '{AWS}' }}); }}
function t3() {{ $.get('/api/test3', {{ api_key: $('#k2').val() }}); }}
function t4() {{ $.get('/api/test4?token=' + $('#userkey').val('{PW}').val()); }}
$('#b').click(function () {{ t1(); t2(); t3(); t4(); }});
"""
    def expect(c):
        bad = []
        for p in ("/api/test1",):
            k = cap(c, "GET", p)
            s = json.dumps(k.get("inputSchema") or {})
            if "api_key" in s and not [r for r in items(c, k) if "hidden" in json.dumps(r).lower() or "credential" in json.dumps(r).lower()]:
                bad.append(f"{p}: a hidden input's server-written key taken as a user-typed input with no item")
        return bad
    derive("form_field_credential_semantics", {"package.json": JQ, "index.html": page, "a.js": js}, ALL, every=True,
           expect=expect)


# ================= input.user-decision =================
@case
def user_decision_semantics():
    """Decision-named fields that are no decision of this user: a confirmed flag the code sets from a server
    answer, `confirmed: false` sent to cancel, a string `consent` holding a version, an `i_understand` inside
    a nested object, and an approval of another user's request (approved is none)."""
    js = f"""import axios from 'axios';
export const a = () => axios.post('/api/a', {{ confirmed: true }});
export const b = (r) => axios.post('/api/b', {{ confirmed: r.data.confirmed }});
export const c = () => axios.post('/api/c', {{ consent: 'v2-2024' }});
export const d = () => axios.post('/api/d', {{ opts: {{ i_understand: true }}, key: '{GH}' }});
export const e = (id) => axios.delete(`/api/e/${{id}}`, {{ params: {{ confirm: true }} }});
export const f = (ok) => axios.post('/api/f', {{ userApproved: ok, password: '{PW}' }});
"""
    derive("user_decision_semantics", {"package.json": JQ, "src/a.js": js}, ALL, every=True,
           expect=want(("POST", "/api/a"), ("POST", "/api/c"), ("DELETE", "/api/e/{id}")))


# ================= side-effect.script-read-verb =================
@case
def script_read_verb_semantics():
    """POSTs to server scripts whose names start with a read verb but do more: search_replace.php,
    get_and_delete.php, getAndClear.php, list_purge.php, find_or_create.php, fetch_reset.php, lookup_ban.php,
    get_new_password.php, getapikey.php; and a plain get_channel.php."""
    names = ["search_replace", "get_and_delete", "getAndClear", "list_purge", "find_or_create", "fetch_reset",
             "lookup_ban", "get_new_password", "getapikey", "get_channel", "get_and_set_channel", "fetch_and_drop_cache"]
    js = "".join(f"$('#b{i}').click(function () {{ $.post('ajax/{n}.php', {{ id: 1 }}); }});\n" for i, n in enumerate(names))
    def expect(c):
        bad = []
        for n in names[:9] + names[10:]:
            k = caps(c).get(("POST", f"/ajax/{n}.php"))
            if k and k.get("annotations", {}).get("readOnlyHint") is True:
                bad.append(f"POST /ajax/{n}.php read-only")
            elif k and (k.get("policy") or {}).get("idempotent") is True and not items(c, k):
                bad.append(f"POST /ajax/{n}.php idempotent, no item")
        return bad
    derive("script_read_verb_semantics", {"package.json": JQ, "js/app.js": js}, [], expect=expect)


# ================= risk.page-sent-message / policy.fresh-credential =================
@case
def page_sent_and_fresh_credential():
    """A success text saying an email was sent that holds a token and an ESC, one saying it was not sent,
    one in a failure callback; a PUT whose answer's top has a token (fresh), a PUT whose answer wraps the
    token in data (an envelope, not a member resource), a PATCH answering a password."""
    js = f"""import axios from 'axios';
export const a = (e) => axios.post('/api/a', {{ e }}).then(() => alert('An email has been sent with code {GH} \\u001b[2J to ' + e));
export const b = (e) => axios.post('/api/b', {{ e }}).then(() => alert('The email has not been sent'));
export const c = (e) => axios.post('/api/c', {{ e }}).catch(() => alert('An email has been sent'));
export const d = async () => {{ const r = await axios.put('/api/d/register'); return r.data.data.token; }};
export const f = async () => {{ const r = await axios.patch('/api/f'); return r.data.password; }};
export const g = async () => {{ const r = await axios.put('/api/g/register'); return r.data.secret; }};
"""
    def expect(c):
        bad = []
        b = cap(c, "POST", "/api/b")
        if "messaging" in json.dumps(b.get("risks") or b.get("annotations") or {}).lower() or "message" in json.dumps(b.get("risks") or []):
            bad.append("/api/b (the page says the email was NOT sent) gets a message risk")
        d = cap(c, "PUT", "/api/d/register")
        if (d.get("policy") or {}).get("idempotent") is True:
            bad.append("PUT /api/d/register answering a fresh token inside an envelope left idempotent")
        return bad
    derive("page_sent_and_fresh_credential", {"package.json": JQ, "src/a.js": js}, ALL + ["\x1b[2J"], every=True,
           expect=expect)


# ================= redaction: glued AWS keys and credential names =================
@case
def glued_key_and_credential_names():
    """Keys glued to capitals or digits whose 16 characters hold no digit between capitals (digits only at
    the end or start: AKIA + 15 capitals + 7, AKIA2345 + 12 capitals), a key glued after digits, a key in a
    name; passwords shaped like numbered credential names (qwe123-asd456-zxc789-token) in a page modal's
    question, a comment and an error text."""
    k1 = "AKIAQZXKPLMNBZATQRS7"   # digit only at the end
    k2 = "AKIA2345QZXKPLMNBZAT"   # digits only at the start
    pwname = "zx81_qp47_mn29_secret"
    pwname2 = "qwe123-asd456-zxc789-token"
    js = f"""import axios from 'axios';
export const a = () => axios.get('/api/y/{k1}Z/items');
export const b = () => axios.get('/api/y/{k2}Z/items');
export const c = () => axios.get('/api/y/42{AWS}/items');
export function load{k1}X() {{ return axios.get('/api/z'); }}
export const d = () => axios.post('/api/login', {{ user: 'a' }}).then(() => alert('Your new API key is {pwname2}. Keep it safe.'));
export const e = () => axios.post('/api/rotate').catch(() => alert('The password {pwname} was rejected'));
"""
    page = f"""<html><body><div class="modal" id="m_del"><div class="modal-body">Delete the key? The admin password is {pwname}.</div>
<button id="del_confirm">Delete</button></div><script src="p.js"></script></body></html>"""
    p = "$('#del_confirm').click(function () { $.post('/api/keys/delete'); });\n"
    derive("glued_key_and_credential_names", {"package.json": JQ, "src/a.js": js, "index.html": page, "p.js": p},
           [k1, k2, AWS, k1.lower(), k2.lower(), pwname, pwname2], every=True)


# ================= budget.call-depth =================
@case
def call_depth_many_sites():
    """A 30-deep wrapper chain called from 3,000 sites (each cut at the depth); a chain whose URL holds a
    token and a password in user info (the cut's item and warning name the site)."""
    chain = "".join(f"export function w{i}(u, d) {{ return w{i + 1}(u, d); }}\n" for i in range(30)) + \
        "export function w30(u, d) { return axios.post(u, d); }\n"
    calls = "".join(f"export const c{i} = () => w0('/api/site{i}', {{ i: {i} }});\n" for i in range(3000))
    sec = f"export const s = () => w0('https://u:{PW}@h.example.com/api/x?token={GH}', {{ k: '{AWS}' }});\n"
    derive("call_depth_many_sites", {"package.json": JQ, "src/w.js": "import axios from 'axios';\n" + chain,
                                     "src/c.js": "import { w0 } from './w';\n" + calls + sec}, ALL, every=True)


# ================= value.parameter-member-write (round 42's finding 1 fix) =================
@case
def member_write_alias_fresh():
    """Another name that is a copy ({...o}, Object.assign({}, o)), an alias rebound to a fresh object before the
    write, an alias of an alias, an alias through `o || {}`, a write in a branch never taken (if (false))."""
    js = """import axios from 'axios';
function copy(url, o) { const p = { ...o }; p.method = 'DELETE'; return axios({ url, method: o.method }); }
function assign(url, o) { const p = Object.assign({}, o); p.method = 'DELETE'; return axios({ url, method: o.method }); }
function rebound(url, o) { let p = o; p = { method: 'GET' }; p.method = 'DELETE'; return axios({ url, method: o.method }); }
function alias2(url, o) { const p = o; const q = p; q.method = 'DELETE'; return axios({ url, method: o.method }); }
function orEmpty(url, o) { const p = o || {}; p.method = 'DELETE'; return axios({ url, method: o.method }); }
export const a = () => copy('/api/copy', { method: 'POST' });
export const b = () => assign('/api/assign', { method: 'POST' });
export const c = () => rebound('/api/rebound', { method: 'POST' });
export const d = () => alias2('/api/alias2', { method: 'POST' });
export const e = () => orEmpty('/api/or', { method: 'POST' });
"""
    def expect(c):
        eps = set(endpoints(c))
        bad = []
        for p in ("/api/copy", "/api/assign", "/api/rebound"):
            if ("DELETE", p) in eps:
                bad.append(f"DELETE {p}: a write to a copy (or a rebound alias) taken as a write of the parameter")
            if ("POST", p) not in eps:
                bad.append(f"lost POST {p}")
        for p in ("/api/alias2", "/api/or"):
            if ("POST", p) in eps and ("DELETE", p) not in eps:
                bad.append(f"POST {p}: the alias's DELETE not seen")
        return bad
    derive("member_write_alias_fresh", {"package.json": JQ, "src/a.js": js}, [], expect=expect)


# ================= ui.template-translated-text / coverage.asset-config-url =================
@case
def translated_text_and_asset_config():
    """gettext-translated modal questions holding a token, an ESC, a PHP breakout and a 100 KB literal; a
    config binding whose URL is written into a link's href and also fetched (the coverage item must stay);
    config URLs with user info and a key."""
    page = f"""<?php include 'x.php'; ?><html><body>
<div class="modal" id="m1"><div class="modal-body"><?php echo _("Revoke {GH}? \x1b[31m"); ?> <?php echo _("x"); system('touch {H.MARKER}'); ?></div><button id="m1_confirm">Go</button></div>
<div class="modal" id="m2"><div class="modal-body">{{{{ _('Delete {"A" * 100000}?') }}}} {{{{ __('Key {AWS} gone?', 'dom') }}}}</div><button id="m2_confirm">Go</button></div>
<script src="p.js"></script></body></html>"""
    js = f"""$('#m1_confirm').click(function () {{ $.post('/api/revoke'); }});
$('#m2_confirm').click(function () {{ $.post('/api/delete'); }});
"""
    cfg = f"""export const themes = {{ dark: {{ url: 'https://u:{PW}@cdn.example.com/dark.css?k={STRIPE}' }}, api: {{ url: '/api/themes/current' }} }};
export function apply(name) {{ document.querySelector('link#t').href = themes[name].url; }}
export function load() {{ return fetch(themes.api.url); }}
"""
    derive("translated_text_and_asset_config", {"package.json": JQ, "index.php": page, "p.js": js, "src/cfg.js": cfg},
           ALL + ["\x1b[31m"], every=True, expect=want(("POST", "/api/revoke")))


# ================= crash hunt =================
@case
def malformed_new_shapes():
    """Odd arguments to every new rule's call (run with CODE2SKILL_RAISE_INTERNAL=1)."""
    os.environ["CODE2SKILL_RAISE_INTERNAL"] = "1"
    js = NG_APP(""".controller('C', function ($scope, Restangular) {
    Restangular.all().get().then(); Restangular.all(null).get(undefined).then(function () {});
    Restangular.copy().put(); Restangular.withConfig().all('x').getList();
    $scope[Symbol()] = function () {}; $scope['a b'] = 1; $scope.f = null;
  });
""", "    $stateProvider.state('x', { templateUrl: 42, controller: null }); $stateProvider.state(); $stateProvider.state('y', { templateUrl: '', controller: 'C' });\n")
    tpl = '<a ng-click="">x</a><a ng-click="(((">y</a><a ng-click="f(">z</a><a ng-click="\\u0000()">w</a><div ng-controller="">q</div><a ng-click="constructor.constructor(\'x\')()">c</a>'
    jq = "$().load(); $('#a').load(null); $('#a').load(42, 43, 44); $('#a').load(...x); $('#a').load(`/api/${x}`, {}, 5);\n$('').val().val().val(); $.get('/a', {api_key: $().val()});\n"
    vx = """import Vuex from 'vuex'; import { defineStore } from 'pinia';
new Vuex.Store(); new Vuex.Store(null); new Vuex.Store({ modules: null, state: 5 }); new Vuex.Store({ modules: { a: null, b: 4 } });
defineStore(); defineStore('x'); defineStore('y', null); defineStore('z', { state: 5 }); defineStore('w', { state: () => null });
"""
    rtk = """import { createApi } from '@reduxjs/toolkit/query/react';
createApi(); createApi({}); createApi({ endpoints: 5 }); createApi({ baseQuery: null, endpoints: (b) => ({ q: b.query<>({}), r: b.query<,>(), s: b.mutation() }) });
"""
    try:
        derive("malformed_new_shapes", {"package.json": '{"dependencies": {"angular": "1", "restangular": "1", "jquery": "3", "vuex": "3", "pinia": "2", "@reduxjs/toolkit": "2"}}',
                                        "app/app.js": js, "app/t.tpl.html": tpl, "app/jq.js": jq, "src/vx.js": vx, "src/rtk.ts": rtk}, [], every=True)
    finally:
        os.environ.pop("CODE2SKILL_RAISE_INTERNAL", None)


if __name__ == "__main__":
    H.run_cases(CASES, OUT, sys.argv[1:])
