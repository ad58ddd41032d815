"""Round 36 hostile harness: one tree per case aimed at the rules added in session 36, each derived
under RLIMIT_CPU 60 s (nice 10) with --graph and --cache-dir, every output grepped for the case's
probes. Usage: python3 attack36.py [CASE-SUBSTRING ...]   (BIN: C2S_BIN, default code2skill;
OUT: X36_OUT, default /tmp/x36). Prints one line per case; rows appended to OUT/results.jsonl."""
import json, os, resource, shutil, subprocess, sys
from pathlib import Path

BIN = os.environ.get("C2S_BIN", "code2skill")
OUT = Path(os.environ.get("X36_OUT", "/tmp/x36"))
CASES = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def write(root, files):
    for rel, content in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))


def run(args, cpu=60):
    """Run BIN under nice 10 and RLIMIT_CPU ``cpu``; return rc, child CPU seconds, stdout, stderr."""
    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(["nice", "-n", "10", BIN, *map(str, args)], capture_output=True, preexec_fn=limit,
                       stdin=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    secs = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return p.returncode, round(secs, 1), p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def derive(name, files, probes=(), every=False):
    """Build the tree, derive it (contract, graph, cache); FAILED on a crash, a CPU kill, an internal
    fault or a probe in any output. ``every`` also runs audit, report and export."""
    root = OUT / "cases" / name
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    write(root, files)
    res = OUT / "res" / name
    shutil.rmtree(res, ignore_errors=True)
    res.mkdir(parents=True)
    c = res / "contract.json"
    rc, secs, out, err = run(["derive", root, "-o", c, "--graph", res / "graph.json", "--cache-dir", res / "cache", "--jobs", "1"])
    texts = {"derive stderr": err + out}
    bad = []
    if rc not in (0, 1, 2) or "Traceback" in err:
        bad.append(f"rc={rc}")
    if "internal fault" in err or "internal-fault" in (c.read_text() if c.exists() else ""):
        bad.append("internal fault")
    if every and c.exists():
        for label, args in (("audit", ["audit", c, root, "--format", "json", "-o", res / "audit.json"]),
                            ("report", ["report", c, "--source", root, "-o", res / "report.html"]),
                            ("export", ["export", c, "-o", res / "pkg", "--force"])):
            r2 = run(args)
            texts[label] = r2[2] + r2[3]
            if r2[0] not in (0, 1, 2) or "Traceback" in r2[3]:
                bad.append(f"{label} rc={r2[0]}")
    for p in probes:
        for label, t in texts.items():
            if p in t:
                bad.append(f"probe {p[:16]} on {label}")
        for q in res.rglob("*"):
            if q.is_file() and p.encode() in q.read_bytes():
                bad.append(f"probe {p[:16]} in {q.relative_to(res)}")
    verdict = "FAILED" if bad or secs >= 60 else "defended"
    row = dict(case=name, rc=rc, cpu=secs, verdict=verdict, bad=sorted(set(bad))[:12],
               err_tail=err[-400:].replace("\n", " | "))
    with (OUT / "results.jsonl").open("a") as f:
        f.write(json.dumps(row) + "\n")
    print(f"[{verdict}] {name} rc={rc} cpu={secs}s {'; '.join(row['bad'])}", flush=True)
    return row


# ---------------- value.string-piece ----------------
TRIM = ("export function req(url) {\n  url = (url[0] === '/') ? url.substring(%s) : url;\n"
        "  return fetch(`/api/${url}`).then(r => r.json());\n}\n")


@case
def piece_huge_negative():
    files = {"package.json": '{"name": "p"}'}
    for i, n in enumerate(["1e308", "-5", "2**53", "9007199254740993", "-1e308", "NaN", "Infinity", "'1'", "1.5", "0x7fffffff", "-0"]):
        files[f"src/w{i}.js"] = TRIM % n + f"export const a{i} = () => req('/sites{i}/stats');\n"
    files["src/slice.js"] = ("export function s(url) { return fetch('/x/' + url.slice(-99999999999999999999, 1e21).substr(-3, -7)); }\n"
                             "export const b = () => s('/abc/def');\n")
    files["src/char.js"] = ("export function c(url) { return fetch('/y/' + url[1e300] + url[-1] + url['length'] + url.charAt(2**64)); }\n"
                            "export const d = () => c('/abc');\n")
    derive("piece_huge_negative", files)


@case
def piece_surrogates():
    files = {"package.json": '{"name": "p"}', "src/w.js": TRIM % "1" + TRIM.replace("req", "req2") % "2"}
    calls = ["'\\ud83d\\ude00/sites'", "'/\\ud83d\\ude00sites'", "'/\\ud800'", "'\\udc00\\ud800/x'", "'/\U0001F600/y'", "'/\\u0000/z'"]
    files["src/c.js"] = "import {req, req2} from './w';\n" + "".join(
        f"export const a{i} = () => req({c});\nexport const b{i} = () => req2({c});\n" for i, c in enumerate(calls))
    derive("piece_surrogates", files, every=True)


@case
def piece_chain_2000():
    n = 2000
    body = "url" + ".slice(1)" * n
    files = {"package.json": '{"name": "p"}',
             "src/w.js": f"export function req(url) {{ return fetch('/api/' + {body}); }}\nexport const a = () => req('/' + 'x'.repeat(3) + '{'y' * 3000}');\n"
                         f"export const b = () => req('{'z' * 2500}/q');\n"}
    derive("piece_chain_2000", files)


@case
def piece_reassign_chain_3000():
    n = 3000
    lines = "".join("  url = (url[0] === '/') ? url.substring(1) : url;\n" for _ in range(n))
    files = {"package.json": '{"name": "p"}',
             "src/w.js": f"export function req(url) {{\n{lines}  return fetch(`/api/${{url}}`);\n}}\n"
                         + "".join(f"export const a{i} = () => req('{'/' * (i % 7)}r{i}');\n" for i in range(300))}
    derive("piece_reassign_chain_3000", files)


@case
def piece_callers_5000():
    files = {"package.json": '{"name": "p"}', "src/w.js": TRIM % "1",
             "src/c.js": "import {req} from './w';\n" + "".join(f"export const a{i} = () => req('/s{i}/t');\n" for i in range(5000))}
    derive("piece_callers_5000", files)


# ---------------- this.static-field / this.factory-arguments ----------------
CLIENT = ("export class Api {\n  constructor(base) { this.base = base; }\n  get(p) { return fetch(this.base + p); }\n"
          "  post(p, b) { return fetch(this.base + p, {method: 'POST', body: JSON.stringify(b)}); }\n}\n")


@case
def static_cycle():
    files = {"package.json": '{"name": "p"}', "src/a.js": """
export class A {
  static getInstance() { if (!A.instance) { A.instance = B.getInstance().mk(); } return A.instance; }
  mk() { return new A(); }
  get(p) { return fetch('/a' + p); }
}
export class B {
  static getInstance() { if (!B.instance) { B.instance = new B(A.getInstance()); } return B.instance; }
  constructor(a) { this.a = a; }
  mk() { return B.getInstance(); }
  get(p) { return this.a.get(p); }
}
export class C {
  static getInstance() { return C.instance ??= C.getInstance(); }
  get(p) { return fetch('/c' + p); }
}
export const x = () => A.getInstance().get('/one');
export const y = () => B.getInstance().get('/two');
export const z = () => C.getInstance().get('/three');
"""}
    derive("static_cycle", files)


@case
def static_chain_1500():
    n = 1500
    src = ""
    for i in range(n):
        nxt = f"S{i + 1}.getInstance()" if i + 1 < n else "null"
        src += (f"export class S{i} {{\n  static getInstance() {{ if (!S{i}.instance) S{i}.instance = new S{i}({nxt}); return S{i}.instance; }}\n"
                f"  constructor(n) {{ this.n = n; }}\n  get(p) {{ return this.n ? this.n.get(p) : fetch('/api' + p); }}\n}}\n")
    src += "".join(f"export const q{i} = () => S{i}.getInstance().get('/r{i}');\n" for i in range(0, n, 10))
    derive("static_chain_1500", {"package.json": '{"name": "p"}', "src/s.js": src})


@case
def factory_recursion():
    files = {"package.json": '{"name": "p"}', "src/api.js": CLIENT + """
export function make(base) { return base ? new Api(base) : make('/fallback'); }
export function loop(base) { return loop(base + '/x'); }
export function ping(b) { return pong(b + '/p'); }
export function pong(b) { return b.length > 3 ? new Api(b) : ping(b); }
export function outer(a) { return function inner(b) { return new Api(a + b); }; }
export function outer2(a) { return (b) => (c) => new Api(a + b + c); }
export const one = make('/one').get('/items');
export const two = make().get('/things');
export const three = loop('/l').get('/z');
export const four = ping('/q').post('/v', {a: 1});
export const five = outer('/o')('/i').get('/w');
export const six = outer2('/a')('/b')('/c').get('/d');
"""}
    derive("factory_recursion", files)


@case
def factory_5000_calls():
    n = 5000
    files = {"package.json": '{"name": "p"}', "src/api.js": CLIENT + "export function resourceApi(r) { return new Api('/api/' + r); }\n",
             "src/use.js": "import {resourceApi} from './api';\n" + "".join(
                 f"export const r{i} = () => resourceApi('res{i}').get('/list');\n" for i in range(n))}
    derive("factory_5000_calls", files)


@case
def factory_nested_5000():
    n = 1000
    src = CLIENT + "export function f0(b) { return new Api(b); }\n"
    src += "".join(f"export function f{i}(b) {{ return f{i - 1}(b + '/l{i}'); }}\n" for i in range(1, n))
    src += "".join(f"export const u{i} = () => f{n - 1}('/b{i}').get('/x');\n" for i in range(200))
    derive("factory_nested_1000x200", {"package.json": '{"name": "p"}', "src/api.js": src})


# ---------------- jsx.class-component-props ----------------
TABLE = """import { h, Component } from 'preact';
export default class Table extends Component {
  componentDidMount() { this.fetchData(this.props); }
  fetchData(props) { return fetch(`/api/sites/${props.siteId}/stats/${props.endpoint}/agg`); }
  render() { return <div/>; }
}
"""


@case
def jsx_class_10000():
    n = 10000
    files = {"package.json": '{"name": "p", "dependencies": {"preact": "10"}}', "src/Table.jsx": TABLE,
             "src/Dash.jsx": "import { h } from 'preact';\nimport Table from './Table';\nexport const Dash = ({s}) => <main>\n"
                             + "".join(f"<Table endpoint=\"e{i}\" siteId={{s.id}} />\n" for i in range(n)) + "</main>;\n"}
    derive("jsx_class_10000", files)


@case
def jsx_class_self_render():
    files = {"package.json": '{"name": "p", "dependencies": {"preact": "10"}}', "src/Tree.jsx": """import { h, Component } from 'preact';
export default class Tree extends Component {
  componentDidMount() { fetch(`/api/node/${this.props.path}/children?d=${this.props.depth}`); }
  render() { return <div><Tree path={this.props.path + '/x'} depth={this.props.depth + 1} /><Tree {...this.props} /></div>; }
}
export const Root = () => <Tree path="root" depth={0} />;
"""}
    derive("jsx_class_self_render", files)


@case
def jsx_class_secret_prop():
    probes = ["ghp_Zq8Lm3Xk9Vt2Rw7Yp4Nb6Jc1Hd5Fg0Sa2Ee"]
    files = {"package.json": '{"name": "p", "dependencies": {"preact": "10"}}', "src/Table.jsx": """import { h, Component } from 'preact';
export default class Table extends Component {
  componentDidMount() { fetch(`/api/t/${this.props.endpoint}?token=${this.props.token}`, {headers: {Authorization: 'token ' + this.props.auth}}); }
  render() { return <div/>; }
}
""", "src/Dash.jsx": "import { h } from 'preact';\nimport Table from './Table';\nexport const D = () => <Table endpoint=\"pages\" token=\"ghp_Zq8Lm3Xk9Vt2Rw7Yp4Nb6Jc1Hd5Fg0Sa2Ee\" auth=\"ghp_Zq8Lm3Xk9Vt2Rw7Yp4Nb6Jc1Hd5Fg0Sa2Ee\" />;\n"}
    derive("jsx_class_secret_prop", files, probes, every=True)


# ---------------- single-method client / pass-through / verb-object ----------------
@case
def post_only_5000():
    n = 5000
    files = {"package.json": '{"name": "p"}', "src/svc.js": "export class Backend {\n  call(path, data) { return fetch('/rpc/' + path, {method: 'POST', body: JSON.stringify(data)}); }\n"
             + "".join(f"  op{i}(d) {{ return this.call('thing{i}/load', d); }}\n" for i in range(n)) + "}\nexport const b = new Backend();\n"
             + "".join(f"export const c{i} = () => b.op{i}({{}});\n" for i in range(n))}
    derive("post_only_5000", files)


@case
def passthrough_hostile():
    probes = ["pTsecretQz9Lm"]
    files = {"package.json": '{"name": "p"}', "src/proxy.js": """
export function forward(method, path, body) { return fetch('/api/' + path, {method, body: JSON.stringify(body)}); }
export const a = (m, p) => forward(m, p, {password: 'pTsecretQz9Lm'});
export function sql(q) { return fetch('/api/explain', {method: 'POST', body: JSON.stringify({query: q})}); }
export const b = () => sql("SELECT * FROM users WHERE password = 'pTsecretQz9Lm'");
export const c = (u) => sql(u);
"""}
    derive("passthrough_hostile", files, probes, every=True)


@case
def verb_object_names():
    seg = "/".join(f"s{i}" for i in range(20000))
    files = {"package.json": '{"name": "p"}', "src/a.js": f"""
export const a = () => fetch('/{seg}');
export const b = (x) => fetch('/' + x);
export const c = () => fetch('/\\u202e\\u0000\\u001b[31m/x', {{method: 'DELETE'}});
export const d = (apiKey) => fetch(`/${{apiKey}}`, {{method: 'POST'}});
export const e = () => fetch('/{'_' * 50000}', {{method: 'PUT'}});
export const f = () => fetch('/AKIAZ7Q3XKPL4MNBVERB', {{method: 'POST'}});
"""}
    derive("verb_object_names", files, ["AKIAZ7Q3XKPL4MNBVERB"])


# ---------------- value.caller-type / query.empty-object ----------------
@case
def caller_type_5000():
    n = 5000
    files = {"package.json": '{"name": "p"}', "src/w.js": "export function list(sort) { return fetch('/api/items?sort=' + sort); }\n",
             "src/c.js": "import {list} from './w';\n" + "".join(f"export const a{i} = () => list('k{i}_{'v' * 40}');\n" for i in range(n))}
    derive("caller_type_5000", files)


@case
def caller_type_secret():
    probes = ["cTpwQz7Lm4Xk", "AKIAZ7Q3XKPL4MNBCT01", "ctTokQz81xYw", "ctSignQz2Lm"]
    files = {"package.json": '{"name": "p"}', "src/w.js": """
export function login(user, password) { return fetch('/api/login', {method: 'POST', body: JSON.stringify({user, password})}); }
export function find(key) { return fetch('/api/find?key=' + key); }
export function send(kind, value) { return fetch('/api/x', {method: 'POST', body: JSON.stringify({kind, value})}); }
export function hdr(t) { return fetch('/api/h', {headers: {'X-Thing': t}}); }
export function sig(signature) { return fetch('/api/s?sig=' + signature); }
""", "src/c.js": """import {login, find, send, hdr, sig} from './w';
export const a = () => login('bob', 'cTpwQz7Lm4Xk');
export const b = () => login('eve', 'cTpwQz7Lm4Xk' === 'x' ? 'a' : 'b');
export const c = () => find('AKIAZ7Q3XKPL4MNBCT01');
export const d = () => send('token', 'ctTokQz81xYw');
export const e = () => hdr('ctTokQz81xYw');
export const f = () => sig('ctSignQz2Lm');
export const g = () => sig('ctSignQz2Lm' + '');
"""}
    derive("caller_type_secret", files, probes, every=True)


@case
def query_empty_object():
    files = {"package.json": '{"name": "p"}', "src/w.js": """
export function getJson(path, params = {}, signal) { return fetch(path + '?' + new URLSearchParams(params), {signal}); }
export const a = () => getJson('/api/a');
export const b = () => getJson('/api/b', {});
export const c = () => getJson('/api/c', {...{}});
export const d = () => getJson('/api/d', Object.create(null));
export const e = () => getJson('/api/e', {'__proto__': {x: 1}});
export const f = () => getJson('/api/f', {[Symbol.iterator]: 1});
"""}
    derive("query_empty_object", files)


# ---------------- url.page-data-attribute / jquery-form.page-form / page_forms ----------------
@case
def data_attr_10000():
    n = 10000
    attrs = " ".join(f'data-u{i}-url="/api/u{i}"' for i in range(n))
    files = {"package.json": '{"name": "p"}', "templates/layout.html": f"<html><body {attrs}><script src=\"/static/h.js\"></script><script>var p = 1;</script></body></html>",
             "static/h.js": "function g(k) { return fetch(document.body.dataset[k]); }\n" + "".join(f"g('u{i}Url');\n" for i in range(0, n, 5))}
    derive("data_attr_10000", files)


@case
def data_attr_secret():
    probes = ["daPwQz7Lm4", "AKIAZ7Q3XKPL4MNBDA01"]
    files = {"package.json": '{"name": "p"}', "templates/layout.html":
             '<html><body data-a-url="https://bob:daPwQz7Lm4@api.example.com/x" data-b-url="/api/b?api_key=AKIAZ7Q3XKPL4MNBDA01" '
             'data-c-url="/api/c?token=daPwQz7Lm4"><script src="/static/h.js"></script><script>var p = 1;</script></body></html>',
             "static/h.js": "function g(k) { return fetch(document.body.dataset[k], {method: 'POST'}); }\ng('aUrl'); g('bUrl'); g('cUrl');\n"
                            "function h(el, attr) { return fetch(el.getAttribute(attr)); }\nh(document.body, 'data-c-url');\n"}
    derive("data_attr_secret", files, probes, every=True)


@case
def data_attr_hostile_keys():
    files = {"package.json": '{"name": "p"}', "templates/layout.html":
             '<html><body data-__proto__="/api/proto" data-constructor="/api/ctor" data-="/api/empty" data-a--b="/api/ab" data-\u202e="/api/rtl">'
             + "<div " + "data-x" * 20000 + '="/api/long"></div><script src="/static/h.js"></script><script>var p = 1;</script></body></html>',
             "static/h.js": "function g(k) { return fetch(document.body.dataset[k]); }\ng('__proto__'); g('constructor'); g(''); g('a-B'); g('\u202e'); g('x'.repeat(9));\n"
                            "function h(el, a) { return fetch(el.getAttribute(a)); }\nh(document.body, 'data-' + 'x'); h(document.body, '__proto__');\n"}
    derive("data_attr_hostile_keys", files)


SUBMIT = "$(function () { $(%s).ajaxForm({success: function () { location.reload(); }}); });\n"


@case
def forms_10000():
    n = 10000
    forms = "".join(f'<form action="save{i}" method="post" class="fullform"><input name="a"></form>\n' for i in range(n))
    files = {"package.json": '{"name": "p"}', "templates/page.html": f"<html><head><script src=\"static/c.js\"></script></head><body>{forms}<script>var p = 1;</script></body></html>",
             "templates/static/c.js": SUBMIT % "'.fullform'" + SUBMIT % "'form'"}
    derive("forms_10000", files)


@case
def forms_hostile_selectors():
    deep = "form" + ":not(" * 5000 + ".x" + ")" * 5000
    big = "a" * 1_000_000
    files = {"package.json": '{"name": "p"}', "templates/page.html":
             f'<html><head><script src="static/c.js"></script></head><body><form action="{big}" method="post" class="f" name="{big[:5000]}"></form>'
             '<form action="ok" method="post" class="f"></form><script>var p = 1;</script></body></html>',
             "templates/static/c.js": SUBMIT % repr(deep) + SUBMIT % repr("form[action=\"" + "a" * 200000 + "\"]")
                            + SUBMIT % repr(", ".join(["form.f"] * 5000)) + SUBMIT % repr("form" + "[method=post]" * 5000)
                            + SUBMIT % repr(".f" * 10000) + SUBMIT % repr("form[action=\"x\\\"]")}
    derive("forms_hostile_selectors", files)


@case
def forms_nonutf8():
    html = (b'<html><head><script src="static/c.js"></script></head><body>'
            b'<form action="sav\xff\xfee\xed\xa0\x80" method="po\xc3st" class="f\xe9"></form>'
            b'<form action="/\xed\xa0\x80x" method="post" id="\xed\xa0\x80"></form><script>var p = 1;</script></body></html>')
    files = {"package.json": '{"name": "p"}', "templates/page.html": html, "templates/latin.html": "<html><head><script src=\"static/c.js\"></script></head><body><form action=\"caf\xe9\" method=\"post\" class=\"f\xe9\"></form><script>var p = 1;</script></body></html>".encode("latin-1"),
             "templates/static/c.js": SUBMIT % "'.f\\u00e9'" + SUBMIT % "'#\\ud800'" + SUBMIT % "'form'",
             "templates/p\udcff.html".encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape"): b"<form action='z' method='post'></form><script src='static/c.js'></script>"}
    derive("forms_nonutf8", files, every=True)


@case
def forms_secret_action():
    probes = ["fmTokQz8Lm2", "fmPwQz3Xk9"]
    files = {"package.json": '{"name": "p"}', "templates/page.html":
             '<html><head><script src="static/c.js"></script></head><body>'
             '<form action="/api/save?token=fmTokQz8Lm2" method="post" class="f"></form>'
             '<form action="https://admin:fmPwQz3Xk9@h.example.com/api/x" method="post" class="f"></form><script>var p = 1;</script></body></html>',
             "templates/static/c.js": SUBMIT % "'.f'"}
    derive("forms_secret_action", files, probes, every=True)


# ---------------- lit / confirmation / auth.header-scheme ----------------
@case
def lit_secret_default():
    probes = ["sk_live_Qz8Lm3Xk9Vt2Rw7Yp4Nb6", "litPwQz7Lm"]
    files = {"package.json": '{"name": "p", "dependencies": {"lit": "3"}}', "src/el.ts": """
import {LitElement, html} from 'lit';
import {property} from 'lit/decorators.js';
export class Feed extends LitElement {
  @property() apiKey = 'sk_live_Qz8Lm3Xk9Vt2Rw7Yp4Nb6';
  @property({attribute: 'refresh-endpoint'}) endpoint = '/api/feeds?password=litPwQz7Lm';
  @property() big = '""" + "/x" * 300000 + """';
  load() { return fetch(`/api/f?key=${this.apiKey}`).then(() => fetch(this.endpoint)).then(() => fetch(this.big)); }
  render() { return html`<p></p>`; }
}
"""}
    derive("lit_secret_default", files, probes, every=True)


@case
def confirm_hostile():
    probes = ["cfPwQz7Lm4Xk", "AKIAZ7Q3XKPL4MNBCF01"]
    files = {"package.json": '{"name": "p"}', "src/a.js": """
export const a = (i) => ModalService.promptConfirmation('Delete ' + i + '? password: cfPwQz7Lm4Xk', function () { fetch('/api/i/' + i, {method: 'DELETE'}); });
export const b = (i) => askConfirmation('Key AKIAZ7Q3XKPL4MNBCF01 will be revoked', () => fetch('/api/k/' + i, {method: 'DELETE'}));
export const c = (i) => showConfirmDialog('""" + "\\u001b[31m" + "Q" * 1000000 + """', () => fetch('/api/q/' + i, {method: 'DELETE'}));
export const d = (i) => confirmIt('</script><script>alert(1)</script>', () => fetch('/api/z/' + i, {method: 'DELETE'}));
export function promptConfirmation(t, cb) { return promptConfirmation(t, () => promptConfirmation(t, cb)); }
export const e = () => promptConfirmation('x', () => fetch('/api/e', {method: 'DELETE'}));
"""}
    derive("confirm_hostile", files, probes, every=True)


@case
def header_scheme_secret():
    probes = ["hsLitQz8Lm3Xk9Vt", "hsCatQz2Rw7Yp", "hsTplQz4Nb6Jc", "hsSetQz1Hd5Fg"]
    files = {"package.json": '{"name": "myapp"}', "src/a.js": """
export const a = () => fetch('/api/a', {headers: {myappauth: 'Bearer hsLitQz8Lm3Xk9Vt'}});
export const b = () => fetch('/api/b', {headers: {'MyApp-Auth': 'Bearer ' + 'hsCatQz2Rw7Yp'}});
const T = 'hsTplQz4Nb6Jc';
export const c = () => fetch('/api/c', {headers: {myappauth: `Bearer ${T}`}});
export function d() { const h = new Headers(); h.set('myappauth', 'Bearer hsSetQz1Hd5Fg'); return fetch('/api/d', {headers: h}); }
export const e = () => fetch('/api/e', {headers: {myappauth: 'Basic hsLitQz8Lm3Xk9Vt'}});
export const f = () => fetch('/api/f', {headers: {'x-myapp': 'bearer hsCatQz2Rw7Yp'}});
export const g = () => fetch('/api/g', {headers: {myapp: 'Bearer    hsTplQz4Nb6Jc'}});
"""}
    derive("header_scheme_secret", files, probes, every=True)


# ---------------- output.error-branch / body.merged-sites / description.merged-sites ----------------
@case
def merged_sites_secret_doc():
    probes = ["dcPwQz7Lm4Xk", "AKIAZ7Q3XKPL4MNBDC01", "ghp_Dq8Lm3Xk9Vt2Rw7Yp4Nb6Jc1Hd5Fg0Sa2Ee"]
    files = {"package.json": '{"name": "p"}', "src/a.js": """
/** Creates an item. Use password dcPwQz7Lm4Xk for the test account. */
export function createItem(d) { return fetch('/api/items', {method: 'POST', body: JSON.stringify(d)}); }
/** Quick create; key AKIAZ7Q3XKPL4MNBDC01.
 * @param name the name, token ghp_Dq8Lm3Xk9Vt2Rw7Yp4Nb6Jc1Hd5Fg0Sa2Ee */
export function quick(name) { return createItem({name, quick: true}); }
/** """ + "Big comment. " * 80000 + """ */
export function other(d) { return createItem({...d, extra: 1}); }
export const x = () => createItem({a: 1, b: 'q'});
export const y = () => quick('n');
export const z = () => other({c: 2});
"""}
    derive("merged_sites_secret_doc", files, probes, every=True)


@case
def merged_sites_5000():
    n = 5000
    files = {"package.json": '{"name": "p"}', "src/a.js": "export function create(d) { return fetch('/api/items', {method: 'POST', body: JSON.stringify(d)}); }\n"
             + "".join(f"/** Site {i}. */\nexport const s{i} = (v) => create({{f{i}: v, g{i % 50}: v || undefined}});\n" for i in range(n))}
    derive("merged_sites_5000", files)


@case
def error_branch_deep():
    n = 2000
    body = "".join("if (!response.ok) { " for _ in range(n)) + "const data = await response.json(); throw new Error(data.error);" + "}" * n
    files = {"package.json": '{"name": "p"}', "src/a.js": f"""
export async function get() {{ const response = await fetch('/api/x'); {body} const ok = await response.json(); return ok.value; }}
export async function g2() {{ const response = await fetch('/api/y'); if (!response.ok) {{ const d = await response.json(); throw new Error(d.password_hint + d.AKIAZ7Q3XKPL4MNBEB01); }} }}
"""}
    derive("error_branch_deep", files)


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    wanted = sys.argv[1:]
    for name, fn in CASES.items():
        if not wanted or any(w in name for w in wanted):
            try:
                fn()
            except Exception as exc:  # a harness fault, not a finding
                print(f"[HARNESS] {name}: {exc!r}", flush=True)
