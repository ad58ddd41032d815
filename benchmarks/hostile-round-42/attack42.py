"""Round 42 hostile harness: one generated tree per case aimed at the rules added in session 41
(ad1964c3..f9c65730: value.builtin-result, jquery.boolean-result, coverage.backbone-model, the
sign-in steps of auth.same-origin-session, axios.response-unwrap, body.guarded-arm,
value.instanceof-test, body.json-value, jquery.loop-member, ui.page-modal-confirmation,
url.page-data-base, url.server-written-url, side-effect.measure-post, ngrx.effect-action,
angular.injection-token, value.parameter-member-write, the deep walks of deep_walks.py, audit's
evidence index and the redaction of keys glued into identifiers).
It reuses round 38's harness (``attack38.derive``: contract, graph and cache, with ``every`` audit in
three formats, the HTML report, the export package and ``node --check``; a probe in any output, a raw
ESC, a marker file, an internal fault, a kill at the CPU bound or a wrong request is FAILED) and round
40's ``run`` (niceness NICE).
Usage: python3 attack42.py [CASE-SUBSTRING ...]   (BIN: C2S_BIN; OUT: X42_OUT, default <tmp>/x42;
NICE: the niceness of every command, default 10; CPU_LIMIT: 60). Rows in OUT/results.jsonl."""
import json, os, sys, tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "hostile-round-38"))
sys.path.insert(0, str(HERE.parent / "hostile-round-40"))
import attack38 as H  # noqa: E402
import attack40 as R40  # noqa: E402

OUT = Path(os.environ.get("X42_OUT", Path(tempfile.gettempdir()) / "x42"))
H.OUT = OUT
H.MARKER = Path(os.environ.get("X42_MARKER", Path(tempfile.gettempdir()) / "x42-marker-executed"))
CPU = H.CPU
CASES = {}
derive, want, endpoints, caps, items = H.derive, H.want, H.endpoints, R40.caps, R40.items
PKG = ('{"name": "p", "dependencies": {"axios": "^1.7.0", "jquery": "^3.7.0", "backbone": "^1.4.0",'
       ' "@angular/core": "^17.0.0", "@angular/common": "^17.0.0", "@ngrx/store": "^17.0.0",'
       ' "@ngrx/effects": "^17.0.0", "rxjs": "^7.8.0"}}')
MARK = f"require('child_process').execSync('touch {H.MARKER}')"


def case(fn):
    CASES[fn.__name__] = fn
    return fn


# ---------------- planted secrets: round 42's own ----------------
GH = "ghp_" + "Qz4xR2mN4pL6vB9kT1wY3sD5fH7jK0aC2e42"
AWS = "AKIAQZ7X3KPL4MNB42AT"
STRIPE = "sk_live_" + "51Hx42QzAttackR0undKey9mNbVcXz"
JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4NDIifQ.Qz42sigAttackRoundX9kLmNoPqRs"
PW = "Pw42Qz7hunterX"
PW2 = "Hx42secretWord"
AWS_WORDS = [AWS.lower(), AWS[4:].lower(), "qz7_x3_kpl4", "kpl4_mnb42"]   # the key as a name's words
ALL = [GH, AWS, STRIPE, JWT, PW]


def check_fields(pred, label):
    """An ``expect`` failing with ``label`` when ``pred(contract)`` is false."""
    def check(contract):
        try:
            return [] if pred(contract) else [label]
        except Exception as e:   # a missing capability is a failure of the case, never hidden
            return [f"{label} ({type(e).__name__}: {e})"]
    return check


def both(*checks):
    def check(contract):
        return [p for c in checks for p in c(contract)]
    return check


def cap_of(contract, method, path):
    return caps(contract)[(method, path)]


# ================= redaction: keys glued into identifiers (finding 40-6's fix) =================
@case
def glued_keys_in_names():
    """Keys glued into function names and path segments in ways the round-40 fix may not cover:
    before an all-capitals word (getAKIA…URL), after an underscore (load_AKIA…), a GitHub or Stripe
    token glued after a word (loadghp_…, fetchsk_live_…: no word boundary before the prefix), a
    JWT in a camelCase name, a key in a class name whose method makes the request, keys glued into
    path segments (/api/keys/mysk_live_…, /api/x_ghp_…)."""
    src = f"""import axios from 'axios';
export const get{AWS}URL = (id) => axios.get(`/i/meta/${{id}}`);
export const load_{AWS}_meta = (id) => axios.get(`/i/load/${{id}}`);
export const load{GH} = (id) => axios.get(`/i/gh/${{id}}`);
export const fetch{STRIPE} = (id) => axios.get(`/i/stripe/${{id}}`);
export function delete{AWS}ById(id) {{ return axios.delete(`/i/del/${{id}}`); }}
export class Repo{AWS}Service {{ list() {{ return axios.get('/i/repos'); }} }}
export const getKeys = () => axios.get('/api/keys/my{STRIPE}');
export const getX = () => axios.get('/api/x_{GH}/items');
export const getY = () => axios.get('/api/y/{AWS}Z/items');
export const getZ = () => axios.get('/api/z/v{AWS}');
"""
    derive("glued_keys_in_names", {"package.json": PKG, "src/api.js": src}, [GH, AWS, STRIPE, *AWS_WORDS], every=True,
           expect=want(("GET", "/i/meta/{id}"), ("GET", "/i/gh/{id}"), ("DELETE", "/i/del/{id}")))


# ================= ui.page-modal-confirmation =================
@case
def page_modal_hostile_text():
    """A page modal whose question holds credentials (a GitHub token, a password in prose, a URL
    with user info), a raw ESC and RTL, HTML entities that decode to a script element, and a
    question a script writes on show.bs.modal holding an AWS key: the question is quoted into the
    Tool's info item, the report and the export."""
    page = f"""<!doctype html><html><body>
<div class="modal fade" id="modal_remove">
  <div class="modal-header"><h5 class="modal-title">Are you sure?</h5></div>
  <div class="modal-body"><p>Are you sure you want to remove the key {GH}? Your password is {PW}.
  It was set from https://admin:{PW2}@example.com/x. \x1b[31m red \u202egnp.exe &lt;/p&gt;&lt;script&gt;alert('x42')&lt;/script&gt;
  &#x3c;img src=x onerror=alert(42)&#x3e; <script>{MARK}</script></p></div>
  <button id="remove_confirm">Remove</button>
</div>
<div class="modal fade" id="modal_revoke"><div class="modal-body"></div><button id="revoke_confirm">Go</button></div>
<script src="app.js"></script>
</body></html>
"""
    js = f"""$('#remove_confirm').click(function () {{ $.ajax({{ method: 'POST', url: '/api/keys/remove' }}); }});
$('#modal_revoke').on('show.bs.modal', function (event) {{
  $(this).find('.modal-body').text('You are about to revoke {AWS} with {STRIPE} \\u001b[2J and ' + name + ' {JWT}');
}});
$('#revoke_confirm').on('click', function () {{ $.post('/api/keys/revoke', {{ id: 1 }}); }});
"""
    def expect(c):
        bad = []
        ep = set(endpoints(c))
        for m, p in (("POST", "/api/keys/remove"), ("POST", "/api/keys/revoke")):
            if (m, p) not in ep:
                bad.append(f"lost {m} {p}")
        return bad

    def report_check(c):
        rep = OUT / "res" / "page_modal_hostile_text" / "report.html"
        t = rep.read_text(errors="replace") if rep.exists() else ""
        return [f"report holds raw markup {m}" for m in ("<script>alert", "<img src=x onerror") if m in t]
    derive("page_modal_hostile_text", {"package.json": PKG, "index.html": page, "app.js": js},
           [GH, PW, PW2, AWS, STRIPE, JWT], every=True, expect=both(expect, report_check))


@case
def page_modal_blowup():
    """3,000 sibling modals each asking, 3,000 controls bound by delegated handlers, a 300 KB
    question, 5,000 show.bs.modal writers, 2,000 nested modals."""
    n = 3000
    mods = "".join(f'<div class="modal" id="m{i}"><div class="modal-body">Are you sure {i}?</div><button id="c{i}">Ok</button></div>\n'
                   for i in range(n))
    nested = '<div class="modal" id="n"><div class="modal-body">Are you sure?' * 2000 + "</div></div>" * 2000
    big = '<div class="modal" id="big"><div class="modal-body">Are you sure ' + "x" * 300_000 + '?</div><button id="bigc">Ok</button></div>'
    js = "".join(f"$(document).on('click', '#c{i}', function () {{ $.post('/api/m/{i % 50}'); }});\n" for i in range(n))
    js += "".join(f"$('#m{i}').on('show.bs.modal', function () {{ $(this).find('.modal-body').text('You are about to do {i}'); }});\n"
                  for i in range(5000))
    js += "$('#bigc').click(function () { $.post('/api/big'); });\n"
    derive("page_modal_blowup", {"package.json": PKG, "index.html": f"<html><body>{mods}{nested}{big}<script src='a.js'></script></body></html>",
                                 "a.js": js}, expect=want(("POST", "/api/m/0"), ("POST", "/api/big")))


# ================= url.server-written-url, url.page-data-base =================
@case
def server_written_secret():
    """Server template expressions holding credentials in request URLs and in data attributes a
    script reads its base from: a URL with user info, a GitHub token, a password query, PHP and
    Lua tags; the tags break out of a string into a require of child_process (export, node --check)."""
    page = f"""<html><body data-apiurl="https://admin:{PW}@api.example.com/v1" data-tok="<?= '{GH}' ?>/api/t">
<div id="cfg" data-base="<?php echo 'https://svc:{PW2}@h.example.com'; ?>/api/items?key={STRIPE}"></div>
<script>
$.post('{{{{ route("appload", "{AWS}") }}}}', {{ a: 1 }});
$.get('{{{{ url("https://u:{PW}@x.example.com") }}}}/items');
$.post('<?= $base ?>/api/x?token={GH}', {{ b: 1 }});
$.post("<?lua {MARK} ?>", {{ c: 1 }});
$.get("{{{{ '\\'); {MARK}; (\\'' }}}}/api/break");
fetch(document.body.dataset.apiurl + '/dns/blocking', {{ method: 'POST' }});
fetch(document.body.dataset.tok + '/x');
fetch(document.getElementById('cfg').dataset.base + '/more', {{ method: 'PUT' }});
</script></body></html>
"""
    derive("server_written_secret", {"package.json": PKG, "index.html": page}, [PW, PW2, GH, STRIPE, AWS], every=True)


@case
def server_written_blowup():
    """Template tags 20,000 deep ({{ {{ … }} }}), an unclosed <?php of 200 KB in a URL, 5,000
    data attributes on one element read by 5,000 scripts' requests."""
    deep = "{{ " * 20000 + "x" + " }}" * 20000
    attrs = " ".join(f'data-u{i}="<?= $b{i} ?>/api/u{i}"' for i in range(5000))
    reads = "".join(f"fetch(document.body.dataset.u{i} + '/r{i}');\n" for i in range(2000))
    page = (f"<html><body {attrs}><script>$.post('{deep}/api/deep');\n$.post('<?php " + "y" * 200_000 +
            f"/api/open');\n{reads}</script></body></html>")
    derive("server_written_blowup", {"package.json": PKG, "index.html": page}, cpu=CPU)


# ================= axios.response-unwrap =================
@case
def axios_unwrap_semantics():
    """Interceptors that do not always hand the body: registered on another instance than the one
    called, ejected after use, registered only in development, returning the body only for some
    responses (if (r.config.raw) return r;), mutating r.data then returning r."""
    src = """import axios from 'axios';
export const api = axios.create({ baseURL: '/api' });
export const other = axios.create({ baseURL: '/other' });
other.interceptors.response.use((r) => r.data);
export const a = async () => { const r = await api.get('/a'); return r.data.items; };
const id = api.interceptors.response.use((r) => r.data);
api.interceptors.response.eject(id);
export const b = async () => { const r = await api.get('/b'); return r.status; };
const dev = axios.create({ baseURL: '/dev' });
if (process.env.NODE_ENV === 'development') dev.interceptors.response.use(({ data }) => data);
export const c = async () => { const r = await dev.get('/c'); return r.headers; };
const some = axios.create({ baseURL: '/some' });
some.interceptors.response.use(function (r) { if (r.config.raw) return r; return r.data; });
export const d = async () => { const r = await some.get('/d', { raw: true }); return r.data.total; };
"""
    derive("axios_unwrap_semantics", {"package.json": PKG, "src/api.js": src},
           expect=want(("GET", "/a"), ("GET", "/b"), ("GET", "/c"), ("GET", "/d")))


@case
def axios_unwrap_secret_and_size():
    """An interceptor returning response.data.result beside a header holding a GitHub token,
    5,000 interceptors on one instance, an interceptor calling itself, 2,000 instances each
    created from the last with an interceptor."""
    src = f"""import axios from 'axios';
export const api = axios.create({{ baseURL: '/api', headers: {{ 'X-Api-Key': '{GH}', Authorization: 'Bearer {JWT}' }} }});
api.interceptors.response.use((r) => r.data.result, (e) => Promise.reject(e.response.data.password === '{PW}'));
export const a = async () => (await api.get('/a')).tracks;
function self(r) {{ return self(r); }}
api.interceptors.response.use(self);
""" + "".join(f"api.interceptors.response.use((r) => r.data);\n" for _ in range(5000))
    chain = "import axios from 'axios';\nconst i0 = axios.create({ baseURL: '/c' });\n" + "".join(
        f"const i{k + 1} = i{k};\ni{k + 1}.interceptors.response.use((r) => r.data);\n" for k in range(2000)) + \
        "export const z = async () => (await i2000.get('/z')).x;\n"
    derive("axios_unwrap_secret_and_size", {"package.json": PKG, "src/api.js": src, "src/chain.js": chain},
           [GH, JWT, PW], every=True, expect=want(("GET", "/a"), ("GET", "/z")))


# ================= jquery.loop-member =================
@case
def jquery_loop_semantics_and_secret():
    """A verb loop whose method sends a fixed POST whatever the verb, a loop over an object's keys
    (jQuery.each({put: 1}, function (method, v)) hands the key first), a loop over verbs beside
    __proto__ and constructor, a loop installing headers with a token and a password."""
    js = f"""jQuery.each(["put", "delete"], function (i, method) {{
  jQuery[method] = function (url, data) {{ return jQuery.ajax({{ url: url, type: 'POST', data: data, headers: {{ 'X-Auth-Token': '{GH}', 'X-Pw': '{PW}' }} }}); }};
}});
jQuery.each({{ patch: 1 }}, function (method, v) {{
  jQuery[method] = function (url, data) {{ return jQuery.ajax({{ url: url, type: method, data: data }}); }};
}});
$.each(['options', '__proto__', 'constructor'], function (i, m) {{ $[m] = function (url) {{ return $.ajax({{ url: url, type: m }}); }}; }});
$.put('/api/put/1', {{ a: 1 }});
$.delete('/api/del/1');
$.patch('/api/patch/1', {{ b: 2 }});
$.options('/api/opt');
"""
    derive("jquery_loop_semantics_and_secret", {"package.json": PKG, "index.html": "<html><body><script src='a.js'></script></body></html>", "a.js": js},
           [GH, PW], every=True,
           expect=both(want(("POST", "/api/put/1"), ("POST", "/api/del/1")),
                       check_fields(lambda c: ("DELETE", "/api/del/1") not in set(endpoints(c)), "fixed type POST read as DELETE")))


@case
def jquery_loop_blowup():
    """A verb loop over 5,000 verbs (literal items), 2,000 loops each installing $.put, 3,000
    scripts of a page each reading $.put."""
    verbs = ", ".join('"put"' for _ in range(5000))
    js = f"jQuery.each([{verbs}], function (i, method) {{ jQuery[method] = function (url) {{ return jQuery.ajax({{ url: url, type: method }}); }}; }});\n"
    js += "".join("jQuery.each(['put'], function (i, m) { jQuery[m] = function (u) { return jQuery.ajax({url: u, type: m}); }; });\n"
                  for _ in range(2000))
    files = {"package.json": PKG, "a.js": js}
    scripts = "".join(f"<script src='s{k}.js'></script>" for k in range(300))
    for k in range(300):
        files[f"s{k}.js"] = "".join(f"$.put('/api/s{k}/{j}');\n" for j in range(10))
    files["index.html"] = f"<html><body><script src='a.js'></script>{scripts}</body></html>"
    derive("jquery_loop_blowup", files, expect=want(("PUT", "/api/s0/0")))


# ================= value.builtin-result, jquery.boolean-result =================
@case
def builtin_result_semantics():
    """Built-in methods that the rule types and calls present where the source does not prove it:
    an optional chain (a?.split(',') is undefined when a is), the program's own object with a
    split method, $ that is no jQuery (a querySelector alias) whose .is() the rule types boolean,
    a prop('checked') on a program's own $ object."""
    src = """import axios from 'axios';
export function a(tags) { return axios.post('/api/a', { tags: tags?.split(',') }); }
const own = { split() { return 42; }, toISOString() { return { y: 1 }; } };
export function b() { return axios.post('/api/b', { parts: own.split(','), when: own.toISOString() }); }
const $ = (s) => ({ is: () => 'yes', prop: () => 7 });
export function c() { return axios.post('/api/c', { on: $('#x').is(':checked'), n: $('#y').prop('checked') }); }
export function d(x) { return axios.post('/api/d', { when: x && x.toISOString() }); }
"""
    def present(c, m, p, field):
        cap = cap_of(c, m, p)
        return field in json.dumps(cap.get("inputSchema", {}).get("required", []))
    derive("builtin_result_semantics", {"package.json": PKG, "src/api.js": src},
           expect=both(want(("POST", "/api/a"), ("POST", "/api/b"), ("POST", "/api/c"), ("POST", "/api/d")),
                       check_fields(lambda c: "array" not in json.dumps(cap_of(c, "POST", "/api/b")["inputSchema"]), "own split typed array"),
                       check_fields(lambda c: "boolean" not in json.dumps(cap_of(c, "POST", "/api/c")["inputSchema"]), "own $ typed boolean"),
                       check_fields(lambda c: not present(c, "POST", "/api/a", "tags"), "a?.split required"),
                       check_fields(lambda c: not present(c, "POST", "/api/d", "when"), "x && x.toISOString() required")))


@case
def builtin_result_secret_and_size():
    """Built-in results of credential literals ('Bearer <GitHub token>'.split(' ')[1], a password's
    padStart), a chain of 5,000 built-in calls (x.trim().trim()…), 3,000 nested toFixed."""
    chain = "x" + ".trim()" * 5000
    nest = "String(" * 3000 + "y" + ")" * 3000
    src = f"""import axios from 'axios';
export const a = () => axios.post('/api/a', {{ token: 'Bearer {GH}'.split(' ')[1], pin: '{PW}'.padStart(20), k: '{AWS}'.toLowerCase(),
  starts: '{STRIPE}'.startsWith('sk'), idx: '{JWT}'.indexOf('.') }});
export const b = (x, y) => axios.post('/api/b', {{ c: {chain}, n: {nest} }});
"""
    derive("builtin_result_secret_and_size", {"package.json": PKG, "src/api.js": src}, [GH, PW, AWS, AWS.lower(), STRIPE, JWT], every=True,
           expect=want(("POST", "/api/a"), ("POST", "/api/b")))


# ================= body.guarded-arm, value.instanceof-test, body.json-value =================
@case
def guarded_arm_semantics():
    """A wrapper choosing its body on tests of its parameter, called with: a FormData of a class
    the program declares itself (class FormData {}: not the browser's), a value of unknown type
    (a caller's parameter), an object with a Symbol.hasInstance class; an else-if on typeof."""
    src = """import axios from 'axios';
function send(url, body) {
  const params = { method: 'POST' };
  if (body instanceof FormData) params.body = body;
  else if (typeof body === 'object' && body !== null) params.body = JSON.stringify({ ...body, site: 'x' });
  return fetch(url, params);
}
export const a = (v) => send('/api/a', v);
export const b = () => send('/api/b');
export const c = () => send('/api/c', { name: 'n' });
export const d = () => send('/api/d', new FormData());
"""
    own = """class FormData { constructor() { this.name = 'mine'; } }
function send2(url, body) { const p = { method: 'POST' }; if (body instanceof FormData) p.body = JSON.stringify({ kind: 'form' }); else p.body = JSON.stringify({ kind: 'json' }); return fetch(url, p); }
export const e = () => send2('/api/e', new FormData());
"""
    def body_of(c, p):
        return json.dumps(cap_of(c, "POST", p).get("inputSchema", {}))
    derive("guarded_arm_semantics", {"package.json": PKG, "src/api.js": src, "src/own.js": own},
           expect=both(want(*[("POST", f"/api/{x}") for x in "abcde"]),
                       check_fields(lambda c: "site" in body_of(c, "/api/a") or any(
                           r.get("capability") == cap_of(c, "POST", "/api/a")["name"] for r in c.get("review", [])), "unknown caller's arm lost without item"),
                       check_fields(lambda c: "site" not in body_of(c, "/api/b"), "no-body call sends site")))


@case
def guarded_arm_blowup():
    """A wrapper with 2,000 else-if arms on instanceof and typeof, 500 nested ifs on its
    parameter, called from 2,000 callers with object literals."""
    arms = "".join(f"  else if (body instanceof C{i}) params.body = JSON.stringify({{ ...body, f{i}: {i} }});\n" for i in range(2000))
    classes = "".join(f"class C{i} {{}}\n" for i in range(2000))
    nested = "".join(f"if (body.k{i} !== undefined) {{\n" for i in range(500)) + "params.body = JSON.stringify(body);\n" + "}\n" * 500
    callers = "".join(f"export const c{i} = () => send('/api/g', {{ k{i}: {i} }});\n" for i in range(2000))
    src = (f"{classes}function send(url, body) {{\n  const params = {{ method: 'POST' }};\n  if (body instanceof FormData) params.body = body;\n{arms}"
           f"  {nested}  return fetch(url, params);\n}}\n{callers}")
    derive("guarded_arm_blowup", {"package.json": PKG, "src/api.js": src}, expect=want(("POST", "/api/g")))


@case
def json_value_secret_and_size():
    """JSON.stringify(Object.keys(m)) of an object whose keys are credentials (the keys become an
    array of strings: an enum?), of a map holding a password, JSON.stringify of a literal token,
    of a nested array 3,000 deep, of 5,000 Object.keys wrapped."""
    src = f"""import axios from 'axios';
const m = {{ '{GH}': 1, '{AWS}': 2, password: '{PW}' }};
export const a = () => fetch('/api/a', {{ method: 'POST', body: JSON.stringify(Object.keys(m)) }});
export const b = () => fetch('/api/b', {{ method: 'POST', body: JSON.stringify(Object.values(m)) }});
export const c = () => fetch('/api/c', {{ method: 'POST', body: JSON.stringify('{STRIPE}') }});
export const d = () => fetch('/api/d', {{ method: 'POST', body: JSON.stringify(['{JWT}', '{PW2}']) }});
export const e = () => fetch('/api/e', {{ method: 'POST', body: JSON.stringify(Object.entries(m)) }});
export const f = () => fetch('/api/f', {{ method: 'POST', body: JSON.stringify({"[" * 3000}1{"]" * 3000}) }});
export const g = () => fetch('/api/g', {{ method: 'POST', body: JSON.stringify({"Object.keys(" * 5000}m{")" * 5000}) }});
"""
    derive("json_value_secret_and_size", {"package.json": PKG, "src/api.js": src}, [GH, AWS, PW, STRIPE, JWT, PW2], every=True,
           expect=want(*[("POST", f"/api/{x}") for x in "abcde"]))


# ================= coverage.backbone-model =================
@case
def backbone_secret_and_size():
    """Backbone models whose url or urlRoot holds a URL with user info, a token query, a function
    returning a keyed URL; 5,000 models; Backbone.Model.extend nested 2,000 deep; a project's own
    Backbone object (no library) with extend({url})."""
    src = f"""import Backbone from 'backbone';
export const A = Backbone.Model.extend({{ urlRoot: 'https://admin:{PW}@api.example.com/users' }});
export const B = Backbone.Collection.extend({{ url: '/api/things?token={GH}' }});
export const C = Backbone.Model.extend({{ url: function () {{ return '/api/k/{AWS}/' + this.id; }} }});
export const D = Backbone.Model.extend({{ url: () => `/api/s?key=${{'{STRIPE}'}}` }});
""" + "".join(f"export const M{i} = Backbone.Model.extend({{ urlRoot: '/api/m{i}' }});\n" for i in range(5000))
    deep = "import Backbone from 'backbone';\nexport const Z = " + "Backbone.Model.extend({ url: '/api/z', child: " * 2000 + "1" + " })" * 2000 + ";\n"
    own = "const Backbone = { Model: { extend(o) { return o; } } };\nexport const O = Backbone.Model.extend({ url: '/api/own' });\n"
    derive("backbone_secret_and_size", {"package.json": PKG, "src/models.js": src, "src/deep.js": deep, "src/own.js": own},
           [PW, GH, AWS, STRIPE], every=True)


# ================= ngrx.effect-action =================
@case
def ngrx_effect_ring_and_size():
    """2,000 effects each mapping its action to the next one's (the last back to the first: a
    ring), 3,000 actions dispatched, an effect whose operator is a class field calling itself."""
    n = 2000
    acts = "".join(f"export class A{i} {{ readonly type = 'a{i}'; constructor(public payload?: any) {{}} }}\n" for i in range(n))
    effs = "".join(f"  e{i}$ = createEffect(() => this.actions$.pipe(ofType('a{i}'), map(() => new A{(i + 1) % n}())));\n" for i in range(n))
    src = (f"import {{ Injectable }} from '@angular/core';\nimport {{ Actions, createEffect, ofType }} from '@ngrx/effects';\n"
           f"import {{ HttpClient }} from '@angular/common/http';\nimport {{ map, switchMap }} from 'rxjs/operators';\n{acts}"
           f"@Injectable()\nexport class Effects {{\n  constructor(private actions$: Actions, private http: HttpClient) {{}}\n{effs}"
           f"  load = (a: any) => this.load(a);\n"
           f"  z$ = createEffect(() => this.actions$.pipe(ofType('a0'), switchMap((a: any) => this.http.delete('/api/rules/' + a.payload))));\n"
           f"  y$ = createEffect(() => this.actions$.pipe(ofType('a1'), switchMap(this.load)));\n}}\n")
    comp = ("import { Component } from '@angular/core';\nimport { Store } from '@ngrx/store';\nimport { A0 } from './effects';\n"
            "@Component({ selector: 'x', template: '' })\nexport class X {\n  constructor(private store: Store) {}\n" +
            "".join(f"  d{i}(id: string) {{ this.store.dispatch(new A0(id)); }}\n" for i in range(3000)) + "}\n")
    derive("ngrx_effect_ring_and_size", {"package.json": PKG, "src/effects.ts": src, "src/x.component.ts": comp},
           expect=None)


@case
def ngrx_effect_secret():
    """An effect whose request carries the action's payload where a component dispatches a
    credential (a password, a GitHub token), an action type that is a credential shape."""
    src = f"""import {{ Injectable }} from '@angular/core';
import {{ Actions, createEffect, ofType }} from '@ngrx/effects';
import {{ createAction, props, Store }} from '@ngrx/store';
import {{ HttpClient }} from '@angular/common/http';
import {{ switchMap }} from 'rxjs/operators';
export const login = createAction('[Auth] {GH}', props<{{ user: string; password: string }}>());
@Injectable()
export class AuthEffects {{
  constructor(private actions$: Actions, private http: HttpClient) {{}}
  login$ = createEffect(() => this.actions$.pipe(ofType(login), switchMap((a) => this.http.post('/api/session', {{ user: a.user, password: a.password }}))));
}}
export class Page {{
  constructor(private store: Store) {{}}
  go() {{ this.store.dispatch(login({{ user: 'bob', password: '{PW}' }})); }}
  go2() {{ this.store.dispatch({{ type: '[Auth] {GH}', user: 'eve', password: '{PW2}' }}); }}
}}
"""
    derive("ngrx_effect_secret", {"package.json": PKG, "src/auth.ts": src}, [GH, PW, PW2], every=True,
           expect=want(("POST", "/api/session")))


# ================= angular.injection-token =================
@case
def injection_token_secret_and_ring():
    """InjectionTokens provided with a URL holding user info, a factory building a keyed URL, a
    token whose factory injects another whose factory injects the first (a ring), a chain of 2,000
    tokens each provided from the next, a token provided outside the root."""
    n = 2000
    toks = "".join(f"export const T{i} = new InjectionToken<string>('t{i}');\n" for i in range(n + 1))
    provs = ",\n".join(f"  {{ provide: T{i}, useFactory: () => inject(T{i + 1}) }}" for i in range(n))
    src = f"""import {{ Injectable, Inject, InjectionToken, NgModule, inject }} from '@angular/core';
import {{ HttpClient }} from '@angular/common/http';
export const API_BASE_URL = new InjectionToken<string>('API_BASE_URL');
export const KEYED = new InjectionToken<string>('KEYED');
export const RA = new InjectionToken<string>('RA');
export const RB = new InjectionToken<string>('RB');
{toks}
@NgModule({{ providers: [
  {{ provide: API_BASE_URL, useValue: 'https://admin:{PW}@api.example.com' }},
  {{ provide: KEYED, useFactory: () => 'https://api.example.com/v1?key={GH}&sig={STRIPE}' }},
  {{ provide: RA, useFactory: () => inject(RB) }},
  {{ provide: RB, useFactory: () => inject(RA) }},
  {{ provide: T{n}, useValue: '/deep' }},
{provs}
] }})
export class AppModule {{}}
@Injectable({{ providedIn: 'root' }})
export class Svc {{
  private k = inject(KEYED);
  private r = inject(RA);
  private t = inject(T0);
  constructor(private http: HttpClient, @Inject(API_BASE_URL) private base: string) {{}}
  a() {{ return this.http.get(this.base + '/api/a'); }}
  b() {{ return this.http.get(this.k + '/b'); }}
  c() {{ return this.http.get(this.r + '/c'); }}
  d() {{ return this.http.get(this.t + '/d'); }}
}}
"""
    derive("injection_token_secret_and_ring", {"package.json": PKG, "src/app.module.ts": src}, [PW, GH, STRIPE], every=True,
           expect=want(("GET", "/api/a")))


# ================= auth.same-origin-session: sign-in steps =================
@case
def sign_in_step_semantics():
    """POSTs naming a sign-in that a signed-in user makes (an admin's log-in-as, a user's login
    settings, a re-authentication for a sensitive change, a second factor after the password,
    deleting a login record) beside a page's login form: each carries the session."""
    page = """<html><body><form id="loginForm" action="/auth/login" method="post"><input name="username"><input type="password" name="password"></form>
<script src="a.js"></script></body></html>"""
    js = """$('#loginForm').submit(function (e) { e.preventDefault(); $.post('/auth/login', $(this).serialize()); });
function impersonate(id) { return $.post('/api/admin/users/' + id + '/login-as'); }
function disableLogin(id) { return $.post('/api/admin/users/' + id + '/login/disable'); }
function deleteLogins() { return $.post('/api/account/logins/clear'); }
function sudo(code) { return $.post('/api/account/authenticate', { code: code }); }
function reads() { return $.get('/api/account'); }
$('#a').click(function () { impersonate(1); disableLogin(2); deleteLogins(); sudo(3); reads(); });
"""
    def auth_of(c, p):
        cap = cap_of(c, "POST", p)
        return json.dumps(cap.get("auth") or cap.get("security") or {})
    bad = lambda c: [p for p in ("/api/admin/users/{id}/login-as", "/api/admin/users/{id}/login/disable")
                     if (("POST", p) in caps(c)) and "cookie" not in auth_of(c, p)]
    derive("sign_in_step_semantics", {"package.json": PKG, "index.html": page, "a.js": js},
           expect=both(want(("POST", "/auth/login"), ("GET", "/api/account")),
                       lambda c: [f"signed-in admin step read session-less: {p}" for p in bad(c)]))


# ================= side-effect.measure-post =================
@case
def measure_post_semantics():
    """POSTs to plural measures that delete or reset them (resetCounts → POST /api/counts,
    POST /api/metrics with {action: 'purge'}): a guessed create, never a read; the reset's
    destructive words kept."""
    src = """import axios from 'axios';
export const resetCounts = () => axios.post('/api/counts', { reset: true });
export const purgeMetrics = () => axios.post('/api/metrics', { action: 'purge' });
export const getTotals = () => axios.post('/api/totals', { from: 1 });
"""
    derive("measure_post_semantics", {"package.json": PKG, "src/api.js": src},
           expect=both(want(("POST", "/api/counts"), ("POST", "/api/metrics"), ("POST", "/api/totals")),
                       check_fields(lambda c: not cap_of(c, "POST", "/api/counts").get("annotations", {}).get("readOnlyHint"),
                                    "resetCounts read-only")))


# ================= round 40's fixed rules, attacked fresh =================
def method_of(c, path):
    return {p: m for m, p in endpoints(c)}.get(path)


@case
def parameter_member_write_semantics():
    """value.parameter-member-write (finding 40-4's fix) on writes that do not reach the read: the
    member read into a local before the write, a write in a callback run later (setTimeout), the
    parameter rebound before the read, a write through an alias (const p = o; p.method = …), &&= on
    a caller's missing member (stays undefined: GET)."""
    src = """import axios from 'axios';
export function before(url, o) { const m = o.method; o.method = 'DELETE'; return axios({ url, method: m }); }
export const c1 = () => before('/api/before', { method: 'POST' });
export function later(url, o) { setTimeout(() => { o.method = 'DELETE'; }); return axios({ url, method: o.method }); }
export const c2 = () => later('/api/later', { method: 'POST' });
export function rebound(url, o) { o.method = 'DELETE'; o = { method: 'PUT' }; return axios({ url, method: o.method }); }
export const c3 = () => rebound('/api/rebound', { method: 'POST' });
export function alias(url, o) { const p = o; p.method = 'DELETE'; return axios({ url, method: o.method }); }
export const c4 = () => alias('/api/alias', { method: 'POST' });
export function andMissing(url, o = {}) { o.method &&= 'DELETE'; return axios({ url, method: o.method }); }
export const c5 = () => andMissing('/api/and-missing', {});
"""
    exp = {"/api/before": "POST", "/api/later": "POST", "/api/rebound": "PUT", "/api/alias": "DELETE", "/api/and-missing": "GET"}
    derive("parameter_member_write_semantics", {"package.json": PKG, "src/api.js": src},
           expect=lambda c: [f"{p}: {method_of(c, p)} where {m}" for p, m in exp.items() if method_of(c, p) != m])


@case
def validated_payload_after_fix():
    """body.validated-payload (finding 40-3's fix) on zod steps that change the members: .pick and
    .omit strip members, .partial/.extend keep them, z.preprocess and a coerced member change the
    value, .strict() rejects unknown members (the call throws), .default() fills a missing body."""
    src = """import { z } from 'zod';
import axios from 'axios';
const User = z.object({ name: z.string(), email: z.string(), role: z.string() });
export const a = (name, email, role) => axios.post('/api/pick', User.pick({ name: true }).parse({ name, email, role }));
export const b = (name, email, role) => axios.post('/api/omit', User.omit({ role: true }).parse({ name, email, role }));
export const c = (v) => axios.post('/api/pre', z.preprocess((x) => ({ wrapped: x }), z.object({ wrapped: z.any() })).parse(v));
export const d = (name) => axios.post('/api/default', User.partial().default({ name: 'anon' }).parse(undefined));
export const e = (name, age) => axios.post('/api/coerce', z.object({ name: z.string(), age: z.coerce.number() }).parse({ name, age }));
"""
    def props(c, p):
        return sorted((cap_of(c, "POST", p).get("inputSchema") or {}).get("properties") or {})

    def reviewed(c, p):
        return any(r.get("capability") == cap_of(c, "POST", p)["name"] and r["severity"] in ("medium", "high") for r in c["review"])
    derive("validated_payload_after_fix", {"package.json": PKG.replace('"rxjs"', '"zod": "^3.23.0", "rxjs"'), "src/api.js": src},
           expect=both(want(("POST", "/api/pick"), ("POST", "/api/omit")),
                       check_fields(lambda c: "role" not in props(c, "/api/pick") and "email" not in props(c, "/api/pick") or reviewed(c, "/api/pick"),
                                    "pick: stripped members offered, no item"),
                       check_fields(lambda c: "role" not in props(c, "/api/omit") or reviewed(c, "/api/omit"), "omit: stripped role offered, no item")))


@case
def check_call_after_fix():
    """side-effect.check-call (finding 40-1's fix): a POST whose path and function both name a
    check is a reviewed read; realistic ones write: verifying a payment marks the order paid,
    verifying an email marks the account verified, verifying a one-time code turns two-factor
    sign-in on, validating a licence activates it."""
    src = """import axios from 'axios';
export const verifyPayment = (payment_id, order_id, signature) => axios.post('/api/payment/verify', { payment_id, order_id, signature });
export const verifyEmail = (token) => axios.post('/api/auth/verify-email', { token });
export const verifyOtp = (code) => axios.post('/api/2fa/verify', { code });
export const validateLicense = (key) => axios.post('/api/license/validate', { key });
export const checkUsername = (name) => axios.post('/api/users/check-username', { name });
"""
    def ro(c, p):
        return cap_of(c, "POST", p)["annotations"]["readOnlyHint"]
    derive("check_call_after_fix", {"package.json": PKG, "src/api.js": src},
           expect=lambda c: [f"{p} readOnlyHint true (a write)" for p in ("/api/payment/verify", "/api/auth/verify-email", "/api/2fa/verify",
                                                                        "/api/license/validate") if ro(c, p)])


@case
def session_end_after_fix():
    """risk.session-end (finding 40-2's fix): DELETE /api/me by deleteMeAndLogout (the caller's
    account, nothing after me), DELETE /api/sessions by signOutEverywhere (every session),
    DELETE /api/session/{id} by revokeSession, DELETE /api/logout/all-devices-data by logout."""
    src = """import axios from 'axios';
export async function deleteMeAndLogout() { await axios.delete('/api/me'); }
export async function signOutEverywhere() { await axios.delete('/api/sessions'); }
export async function revokeSession(id) { await axios.delete('/api/session/' + id); }
export async function logout() { await axios.delete('/api/logout/all-devices-data'); }
"""
    def risks(c, p):
        return cap_of(c, "DELETE", p)["annotations"]["risks"]
    derive("session_end_after_fix", {"package.json": PKG, "src/api.js": src},
           expect=lambda c: [f"{p} risks {risks(c, p)}" for p in ("/api/me", "/api/logout/all-devices-data") if "destructive" not in risks(c, p)])


@case
def json_copy_after_fix():
    """value.json-copy (finding 40-5's fix): a reviver held in a name (const r = cond ? null : fn),
    arguments spread into JSON.parse/JSON.stringify, a class whose toJSON renames its members."""
    src = """import axios from 'axios';
const rev = Math.random() > 0.5 ? null : (k, v) => (k === 'q' ? undefined : v);
export const a = (filter: { page: number; q: string }) => axios.post('/api/held', JSON.parse(JSON.stringify(filter), rev));
const extra: any[] = [(k: string, v: any) => (k === 'q' ? undefined : v)];
export const b = (filter: { page: number; q: string }) => axios.post('/api/spread', JSON.parse(JSON.stringify(filter), ...extra));
class Filter { page = 1; q = 'x'; toJSON() { return { p: this.page }; } }
export const c = (f: Filter) => axios.post('/api/tojson', JSON.parse(JSON.stringify(f)));
"""
    def props(c, p):
        return sorted((cap_of(c, "POST", p).get("inputSchema") or {}).get("properties") or {})
    derive("json_copy_after_fix", {"package.json": PKG, "src/api.ts": src},
           expect=lambda c: [f"{p}: fields {props(c, p)} offered" for p in ("/api/held", "/api/spread") if "q" in props(c, p)] +
           [f"/api/tojson: fields {props(c, '/api/tojson')}" for _ in [0] if "q" in props(c, "/api/tojson")])


# ================= deep walks (budget.deep-walk) and finding 40-7 at larger sizes =================
def method_chain(n, kind):
    if kind == "methods":
        body = "".join(f"  m{i}() {{ return this.m{i + 1}(); }}\n" for i in range(n))
        return ("import axios from 'axios';\nexport class S {\n  constructor() { this.m0(); }\n" + body +
                f"  m{n}() {{ return axios.get('/api/own'); }}\n}}\nnew S();\n")
    if kind == "functions":
        body = "".join(f"function f{i}() {{ return f{i + 1}(); }}\n" for i in range(n))
        return f"import axios from 'axios';\n{body}function f{n}() {{ return axios.get('/api/own'); }}\ndocument.onclick = () => f0();\n"
    if kind == "wrappers":   # each a wrapper passing its url to the next: a wrapper chain
        body = "".join(f"function w{i}(url, d) {{ return w{i + 1}(url, d); }}\n" for i in range(n))
        return (f"import axios from 'axios';\n{body}function w{n}(url, d) {{ return axios.post(url, d); }}\n"
                "export const go = () => w0('/api/own', { a: 1 });\n")
    if kind == "server":     # the chain called from a node-only module (server_callers)
        body = "".join(f"export function f{i}() {{ return f{i + 1}(); }}\n" for i in range(n))
        return f"import axios from 'axios';\nimport fs from 'fs';\n{body}export function f{n}() {{ return axios.get('/api/own'); }}\nfs.readFileSync('x'); f0();\n"
    raise ValueError(kind)


for _kind in ("methods", "functions", "wrappers", "server"):
    for _n in (5000, 10000):
        def _mk(kind=_kind, n=_n):
            def fn():
                derive(f"deep_walk_{kind}_{n}", {"package.json": PKG, "src/chain.js": method_chain(n, kind)},
                       expect=want(("POST" if kind == "wrappers" else "GET", "/api/own")))
            fn.__name__ = f"deep_walk_{kind}_{n}"
            return fn
        case(_mk())


@case
def deep_chains_other():
    """Other chains a walk may follow by recursion: a class extending the next 3,000 deep (the
    request in the last base's method, called on the first), 3,000 modules each re-exporting the
    next (export * from), 3,000 modules each importing and re-exporting the next one's wrapper,
    a tsconfig extends chain of 500 files."""
    n = 3000
    ext = "import axios from 'axios';\nclass C%d { load() { return axios.get('/api/base'); } }\n" % n + "".join(
        f"class C{i} extends C{i + 1} {{}}\n" for i in range(n - 1, -1, -1)) + "export const go = () => new C0().load();\n"
    files = {"package.json": PKG, "src/ext.js": ext}
    for i in range(n):
        files[f"src/re/m{i}.js"] = f"export * from './m{i + 1}';\n"
        files[f"src/wr/w{i}.js"] = f"import {{ w{i + 1} }} from './w{i + 1}';\nexport const w{i} = (u) => w{i + 1}(u);\n"
    files[f"src/re/m{n}.js"] = "import axios from 'axios';\nexport const api = () => axios.get('/api/reexported');\n"
    files[f"src/wr/w{n}.js"] = "import axios from 'axios';\nexport const w%d = (u) => axios.delete(u);\n" % n
    files["src/use.js"] = "import { api } from './re/m0';\nimport { w0 } from './wr/w0';\nexport const a = () => api();\nexport const b = () => w0('/api/wrapped');\n"
    files["tsconfig.json"] = '{"extends": "./cfg/t0.json"}'
    for i in range(500):
        files[f"cfg/t{i}.json"] = '{"extends": "./t%d.json"}' % (i + 1)
    files["cfg/t500.json"] = '{"compilerOptions": {"baseUrl": "."}}'
    derive("deep_chains_other", files, expect=want(("GET", "/api/base"), ("GET", "/api/reexported"), ("DELETE", "/api/wrapped")))


# ================= audit's evidence index (finding 40-9's fix) =================
def answer_fields_file(n):
    reads = "".join(f"  const a{i} = q.f{i};\n" for i in range(n))
    return (f"import axios from 'axios';\nexport async function load() {{\n  const q = (await axios.get('/api/wide')).data;\n{reads}"
            f"  return [{', '.join(f'a{i}' for i in range(0, n, max(1, n // 50)))}];\n}}\n")


@case
def audit_index_fresh_20000():
    """Finding 40-9 at twice its size: 20,000 answer fields read on one Tool (about 40,000
    evidence references), audit in three formats."""
    derive("audit_index_fresh_20000", {"package.json": PKG, "src/a.js": answer_fields_file(20000)}, every=True,
           expect=want(("GET", "/api/wide")))


@case
def audit_index_hostile_contract():
    """A hostile contract for audit: the derived contract of 5,000 answer fields, its evidence
    references' keys made lists and objects (no JSON scalars), so the index files them nowhere and
    each is compared with every fresh reference; and 20,000 references added with list notes."""
    name = "audit_index_hostile_contract"
    row = derive(name, {"package.json": PKG, "src/a.js": answer_fields_file(5000)}, expect=want(("GET", "/api/wide")))
    res = OUT / "res" / name
    c = json.loads((res / "contract.json").read_text())
    n = 0

    def poison(o):
        nonlocal n
        if isinstance(o, dict):
            if "file" in o and "line" in o and isinstance(o.get("line"), int):
                for k in ("rule", "note", "kind", "function"):
                    if k in o and isinstance(o[k], str):
                        o[k] = [o[k], {"x": n}]
                n += 1
            for v in list(o.values()):
                poison(v)
        elif isinstance(o, list):
            for v in o:
                poison(v)
    poison(c)
    for cap in c.get("capabilities", []):
        ev = cap.setdefault("evidence", {})
        if isinstance(ev, dict):
            ev.setdefault("/outputSchema", []).extend({"file": "src/a.js", "line": 3 + i, "rule": ["output.response-read", i], "note": {"n": i}} for i in range(20000))
    bad_c = res / "poisoned.json"
    bad_c.write_text(json.dumps(c))
    root = OUT / "cases" / name
    out = []
    for fmt in ("text", "json", "sarif"):
        rc, secs, so, se = R40.run(["audit", bad_c, root, "--format", fmt, "-o", res / f"poisoned-audit.{fmt}"])
        out.append((fmt, rc, secs, "Traceback" in se))
    verdict = "FAILED" if any(rc not in (0, 1, 2) or tb or secs >= CPU for _, rc, secs, tb in out) else "defended"
    print(f"[{verdict}] {name}/poisoned refs={n}+20000 " + " ".join(f"{f}: rc={rc} {s}s{' TB' if tb else ''}" for f, rc, s, tb in out), flush=True)
    with (OUT / "results.jsonl").open("a") as f:
        f.write(json.dumps(dict(case=name + "/poisoned", verdict=verdict, audits=out, refs=n)) + "\n")


@case
def malformed_shapes():
    """Each new rule's recognised call with missing, odd or hostile arguments (a crash hunt):
    interceptors.response.use() with none, null or spread handlers; jQuery.each over null, with a null
    callback, writing undefined; Backbone extend with no argument, null, a getter url, a spread;
    InjectionToken providers with useFactory 42, useValue naming itself, inject() with no argument,
    @Inject() empty; ofType() empty and of a number; an instanceof of a call; JSON.stringify() with
    no argument; split of a number; a modal with an empty id and $('#'); a data attribute read by a
    Symbol; a server template tag left open at the end of a file."""
    ts = """import { Injectable, Inject, InjectionToken, NgModule, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Actions, createEffect, ofType } from '@ngrx/effects';
import { switchMap } from 'rxjs/operators';
export const T = new InjectionToken();
export const U = new InjectionToken<string>('U', { factory: () => inject(U) });
@NgModule({ providers: [{ provide: T, useFactory: 42 }, { provide: U, useValue: U }, { provide: 'str', useClass: null }, ...[], null] })
export class M {}
@Injectable()
export class S {
  private x = inject();
  private y = inject(T, { optional: true });
  constructor(private http: HttpClient, @Inject() private a: string, @Inject(U) private u: string, private actions$: Actions) {}
  e$ = createEffect(() => this.actions$.pipe(ofType(), ofType(42 as any), switchMap(() => this.http.get(this.u + '/api/e'))));
  f$ = createEffect(() => this.actions$.pipe(ofType(...[]), switchMap()));
  g() { return this.http.get(this.y + '/api/g'); }
}
"""
    js = """import axios from 'axios';
import Backbone from 'backbone';
const api = axios.create({ baseURL: '/api' });
api.interceptors.response.use();
api.interceptors.response.use(null, (e) => e);
api.interceptors.response.use(...[(r) => r.data]);
api.interceptors.response.use(undefined);
axios.interceptors.response.use((r) => r.data.result.data.result);
export const a = async () => (await api.get('/a')).x;
jQuery.each(null, function (i, m) { jQuery[m] = undefined; });
jQuery.each(['put'], null);
jQuery.each(['delete'], function () { jQuery[arguments[1]] = function (u) { return jQuery.ajax({ url: u, type: arguments[1] }); }; });
jQuery.each([...['patch']], function (i, m) { jQuery[m] = jQuery[m]; });
export const A = Backbone.Model.extend();
export const B = Backbone.Model.extend(null);
export const C = Backbone.Collection.extend({ get url() { return '/api/c'; } });
export const D = Backbone.Collection.extend({ ...{ url: '/api/d' } });
export const E = Backbone.Model.extend({ url }, { urlRoot: 42 });
function send(b) { if (b instanceof (getType())) return fetch('/api/i', { method: 'POST', body: b }); return fetch('/api/i', { method: 'POST', body: JSON.stringify() }); }
export const s = () => send((5).toString().split());
export const t = () => fetch('/api/t', { method: 'POST', body: JSON.stringify(Object.keys()) });
document.body.dataset[Symbol.iterator];
fetch(document.body.dataset[Symbol()] + '/api/sym');
$.post('{{ route(');
"""
    page = """<html><body><div class="modal" id=""><div class="modal-body">Are you sure?</div><button id="">Ok</button></div>
<div class="modal" id="m"><div class="modal-body">Are you sure?<button id="m"></div>
<div class="modal" id="\u0000"><div class="modal-title">Confirm</div></div>
<script>$('#').click(function () { $.post('/api/empty'); }); $('#m').on('show.bs.modal'); $('#m').on('show.bs.modal', 42);</script>
<script src="a.js"></script><body data-apiurl="<?= $x"><div data-u="{{"></div></body></html>"""
    derive("malformed_shapes", {"package.json": PKG, "src/s.ts": ts, "a.js": js, "index.html": page}, every=True)


# ================= reads outside the root (the new rules' look-ups) =================
@case
def outside_new_lookups():
    """An InjectionToken's provider, an axios instance with its unwrapping interceptor, a verb loop
    on jQuery and a page modal's script declared outside the root, reached by ../../ imports, a
    link inside the root and a page's <script src> pointing out."""
    d = OUT / "outside42"
    d.mkdir(parents=True, exist_ok=True)
    P = "OUTSIDEPROBEQz9x42"
    (d / "tokens.ts").write_text(f"import {{ InjectionToken }} from '@angular/core';\nexport const BASE = new InjectionToken<string>('BASE');\n"
                                 f"export const providers = [{{ provide: BASE, useValue: 'https://{P}.example.com' }}];\n")
    (d / "client.js").write_text(f"import axios from 'axios';\nexport const api = axios.create({{ baseURL: '/{P}' }});\n"
                                 f"api.interceptors.response.use((r) => r.data.{P});\n")
    (d / "loop.js").write_text(f"jQuery.each(['put'], function (i, m) {{ jQuery[m] = function (u) {{ return jQuery.ajax({{ url: '/{P}' + u, type: m }}); }}; }});\n")
    root_name = "outside_new_lookups"
    rel = os.path.relpath(d, OUT / "cases" / root_name / "src")
    src = f"""import {{ Injectable, Inject, NgModule }} from '@angular/core';
import {{ HttpClient }} from '@angular/common/http';
import {{ BASE, providers }} from '{rel}/tokens';
import {{ api }} from '{rel}/client';
import {{ api as linked }} from './linked/client';
@NgModule({{ providers }})
export class M {{}}
@Injectable()
export class S {{ constructor(private http: HttpClient, @Inject(BASE) private base: string) {{}} a() {{ return this.http.get(this.base + '/api/a'); }} }}
export const b = async () => (await api.get('/b')).items;
export const c = async () => (await linked.get('/c')).items;
"""
    page = f"<html><body><script src='{rel}/../loop.js'></script><script src='/{d}/loop.js'></script><script src='p.js'></script></body></html>"

    def hook(root):
        (root / "src" / "linked").symlink_to(d)
    derive(root_name, {"package.json": PKG, "src/app.ts": src, "src/index.html": page, "src/p.js": "$.put('/api/p');\n"},
           [P], every=True, root_hook=hook)


if __name__ == "__main__":
    H.run_cases(CASES, OUT, sys.argv[1:])
