"""Round 38 hostile harness: one generated tree per case aimed at the rules added between 2c4428d8 and
c7ff7706 (sessions 36-37), each derived under nice 10 and RLIMIT_CPU 60 s with --graph and --cache-dir;
every output grepped for the case's probes (contract, graph, cache, stderr; with ``every`` also audit in
text, json and sarif, the HTML report and the export package). A raw ESC on stderr or in an audit and a
marker file written anywhere are failures too.
Usage: python3 attack38.py [CASE-SUBSTRING ...]   (BIN: C2S_BIN, default code2skill; OUT: X38_OUT,
default /tmp/x38). One line per case; rows appended to OUT/results.jsonl."""
import json, os, resource, shutil, subprocess, sys
from pathlib import Path

BIN = os.environ.get("C2S_BIN", "code2skill")
OUT = Path(os.environ.get("X38_OUT", "/tmp/x38"))
CPU = int(os.environ.get("CPU_LIMIT", "60"))
MARKER = Path("/tmp/x38-marker-executed")
CASES = {}
PKG = '{"name": "p", "dependencies": {"axios": "^1.7.0", "react": "^18.3.0", "vue": "^3.4.0", "@angular/core": "^17.0.0", "@angular/common": "^17.0.0", "next": "^14.2.0", "react-router-dom": "^6.26.0", "vue-router": "^4.4.0"}}'


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def write(root, files):
    for rel, content in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))


def run(args, cpu=CPU):
    """Run BIN under nice 10 and RLIMIT_CPU ``cpu``; return rc, child CPU seconds, stdout, stderr."""
    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(["nice", "-n", "10", BIN, *map(str, args)], capture_output=True, preexec_fn=limit,
                       stdin=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    secs = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return p.returncode, round(secs, 1), p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def check_outputs(res, texts, probes, skip=()):
    """Problems: a probe in a text or in a file under ``res`` (but the inputs named in ``skip``), a raw ESC."""
    bad = []
    for p in probes:
        for label, t in texts.items():
            if p in t:
                bad.append(f"probe {p[:18]} on {label}")
        for q in res.rglob("*"):
            if q.is_file() and not q.is_symlink() and q.name not in skip and p.encode() in q.read_bytes():
                bad.append(f"probe {p[:18]} in {q.relative_to(res)}")
    for label, t in texts.items():
        if "\x1b" in t:
            bad.append(f"raw ESC on {label}")
    return bad


def derive(name, files, probes=(), every=False, root_hook=None, extra=(), expect=None, cpu=CPU):
    """Build the tree, derive it (contract, graph, cache); FAILED on a crash, a CPU kill, an internal
    fault, a probe in any output or a marker file. ``every`` also runs audit (3 formats), report and
    export. ``expect`` is a callable given the contract dict returning a list of problems (wrong or
    lost requests)."""
    root = OUT / "cases" / name
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    write(root, files)
    if root_hook:
        root_hook(root)
    res = OUT / "res" / name
    shutil.rmtree(res, ignore_errors=True)
    res.mkdir(parents=True)
    MARKER.unlink(missing_ok=True)
    c = res / "contract.json"
    if any(len(line) > 5000 for q in root.rglob("*") if q.is_file() and not q.is_symlink() and q.stat().st_size < 50_000_000
           for line in q.read_bytes().splitlines()):
        extra = (*extra, "--include-bundles")   # a long line is meant: analyse it rather than skip it as minified
    rc, secs, out, err = run(["derive", root, "-o", c, "--graph", res / "graph.json", "--cache-dir", res / "cache",
                              "--jobs", "1", *extra], cpu)
    texts = {"derive stderr": err + out}
    bad = []
    if rc not in (0, 1, 2) or "Traceback" in err:
        bad.append(f"rc={rc}")
    ctext = c.read_text(errors="replace") if c.exists() else ""
    if "internal fault" in err or "internal-fault" in ctext or "internal fault" in ctext:
        bad.append("internal fault")
    if every and c.exists():
        steps = [("audit-text", ["audit", c, root, "-o", res / "audit.txt"]),
                 ("audit-json", ["audit", c, root, "--format", "json", "-o", res / "audit.json"]),
                 ("audit-sarif", ["audit", c, root, "--format", "sarif", "-o", res / "audit.sarif"]),
                 ("report", ["report", c, "--source", root, "-o", res / "report.html"]),
                 ("export", ["export", c, "-o", res / "pkg", "--force"])]
        for label, args in steps:
            r2 = run(args)
            texts[label] = r2[2] + r2[3]
            if r2[0] not in (0, 1, 2) or "Traceback" in r2[3]:
                bad.append(f"{label} rc={r2[0]}")
    bad += check_outputs(res, texts, probes)
    for js in sorted((res / "pkg").rglob("*.mjs")) if every else ():
        k = subprocess.run(["node", "--check", str(js)], capture_output=True, text=True)
        if k.returncode:
            bad.append(f"node --check {js.name}: {k.stderr[-120:]}")
    if MARKER.exists():
        bad.append("marker written: repository code executed")
    wrong = []
    if expect and ctext:
        try:
            wrong = expect(json.loads(ctext))
        except Exception as e:  # a harness fault is reported, never hidden
            wrong = [f"expect raised {type(e).__name__}: {e}"]
    verdict = "FAILED" if bad or wrong or secs >= CPU or rc is None or rc < 0 else "defended"
    row = dict(case=name, rc=rc, cpu=secs, verdict=verdict, bad=sorted(set(bad))[:12], wrong=wrong[:8],
               err_tail=err[-400:].replace("\n", " | "))
    OUT.mkdir(parents=True, exist_ok=True)
    with (OUT / "results.jsonl").open("a") as f:
        f.write(json.dumps(row) + "\n")
    print(f"[{verdict}] {name} rc={rc} cpu={secs}s {'; '.join(row['bad'] + row['wrong'])}", flush=True)
    return row


def endpoints(contract):
    """[(method, path template)] of every request of every capability of a contract."""
    return [(r.get("method"), r.get("pathTemplate")) for cap in contract.get("capabilities", [])
            for r in (cap.get("implementation") or {}).get("requests", [])]


def want(*pairs):
    """An ``expect`` demanding each (method, path) among the contract's endpoints."""
    def check(contract):
        have = set(endpoints(contract))
        return [f"lost {m} {p}" for m, p in pairs if (m, p) not in have]
    return check


# ---------------- planted secrets (shapes that name no credential, and ones that do) ----------------
GH = "ghp_" + "Qz8xR2mN4pL6vB9kT1wY3sD5fH7jK0aC2eG4"   # a GitHub token shape
AWS = "AKIAQZ7X3KPL4MNB38AT"
STRIPE = "sk_live_" + "51Hx38QzAttackR0undKey9mNbVcXz"
JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4MzgifQ.Qz38sigAttackRoundX9kLmNoPqRs"
PW = "Pw38Qz7hunterX"


# ---------------- output.response-read: state-kept reads ----------------
@case
def state_read_secret():
    src = f"""import axios from 'axios';
let apiKey = '{STRIPE}';
let token = null;
export function load() {{
  return axios.get('/api/keys').then(r => {{ token = r.data.token; if (r.data.secret === '{GH}') apiKey = r.data.key; }});
}}
export function check() {{
  return axios.get('/api/check').then(resp => !!(resp.data.password === '{PW}') && [...resp.data.pins, '{AWS}']);
}}
export function use() {{ return axios.post('/api/use', {{ key: apiKey, token }}); }}
"""
    derive("state_read_secret", {"package.json": PKG, "src/state.js": src}, [GH, STRIPE, PW, AWS], every=True,
           expect=want(("GET", "/api/keys"), ("GET", "/api/check"), ("POST", "/api/use")))


@case
def state_read_10000():
    n = 10000
    fields = "".join(f"  s{i} = r.data.f{i};\n" for i in range(n))
    decl = "".join(f"let s{i};\n" for i in range(n))
    src = f"import axios from 'axios';\n{decl}export function load() {{\n  return axios.get('/api/many').then(r => {{\n{fields}  }});\n}}\n"
    derive("state_read_10000", {"package.json": PKG, "src/s.js": src}, expect=want(("GET", "/api/many")))


@case
def state_read_deep_3000():
    d = 3000
    path = "r.data" + "".join(f"\n  .a{i}" for i in range(d))
    cond = "(\n" * d + "r.data.ok" + "\n)" * d
    src = (f"import axios from 'axios';\nlet s;\nexport function load() {{ return axios.get('/api/deep').then(r => {{ s = {path}; if ({cond}) s = 1; }}); }}\n")
    derive("state_read_deep_3000", {"package.json": PKG, "src/s.js": src}, expect=want(("GET", "/api/deep")))


# ---------------- context.address-value ----------------
@case
def address_value_secret():
    files = {"package.json": PKG,
             "src/a.js": f"""export function unsub() {{
  const params = new URLSearchParams(window.location.search);
  const t = params.get('token') || '{GH}';
  return fetch(`/api/unsubscribe?token=${{t}}&k=${{params.get('key') ?? '{STRIPE}'}}`, {{ method: 'POST' }});
}}
""",
             "src/B.jsx": f"""import {{ useRouter }} from 'next/router';
export default function B() {{
  const router = useRouter();
  const code = router.query.code ?? '{AWS}';
  return <button onClick={{() => fetch('/api/verify/' + code + '?pw={PW}', {{ method: 'POST' }})}}>Go</button>;
}}
""",
             "src/C.jsx": """import { useSearchParams } from 'react-router-dom';
export function C() {
  const [sp] = useSearchParams();
  return <button onClick={() => fetch('/api/join', { method: 'POST', body: JSON.stringify({ invite: sp.get('invite') }) })}>J</button>;
}
"""}
    derive("address_value_secret", files, [GH, STRIPE, AWS, PW], every=True,
           expect=want(("POST", "/api/unsubscribe"), ("POST", "/api/join")))


@case
def address_value_hostile_keys():
    keys = ["\\u0000", "__proto__", "constructor", "\\u202egnp.exe", "\\x1b[31m", "\\ud800", "", "a" * 120000, "toString", "hasOwnProperty"]
    body = "".join(f"    k{i}: p.get('{k}'),\n" for i, k in enumerate(keys))
    files = {"package.json": PKG,
             "src/a.js": f"export function go() {{\n  const p = new URLSearchParams(location.search);\n  return fetch('/api/keys?x=' + p.get('\\u0000'), {{ method: 'POST', body: JSON.stringify({{\n{body}  }}) }});\n}}\n"
                         "export function go2() { const q = new URLSearchParams(document.location.search); return fetch(`/api/q/${q.get('__proto__')}/${q.get('\\u001b]0;x\\u0007')}`); }\n"}
    derive("address_value_hostile_keys", files, every=True, expect=want(("POST", "/api/keys")))


@case
def address_value_10000():
    n = 10000
    body = "".join(f"  a{i}: p.get('k{i}'),\n" for i in range(n))
    files = {"package.json": PKG,
             "src/a.js": f"export function go() {{\n  const p = new URLSearchParams(window.location.search);\n  return fetch('/api/wide', {{ method: 'POST', body: JSON.stringify({{\n{body}  }}) }});\n}}\n"}
    derive("address_value_10000", files, expect=want(("POST", "/api/wide")))


# ---------------- caller literals as enums (body.caller-shape, value.caller-type) ----------------
@case
def caller_enum_secret():
    src = f"""import axios from 'axios';
export function createUser(vm, extra) {{ return axios.post('/api/users', {{ ...vm, ...extra }}); }}
export const a = () => createUser({{ name: 'a' }}, {{ template: 'simple', note: '{GH}' }});
export const b = () => createUser({{ name: 'b' }}, {{ template: 'other', note: '{STRIPE}' }});
export const c = () => createUser({{ name: 'c' }});
export function setKey(kind, value) {{ return axios.put('/api/settings/' + kind, {{ value }}); }}
export const d = () => setKey('mail', '{AWS}');
export const e = () => setKey('mail', '{JWT}');
export function send(body) {{ return fetch('/api/send', {{ method: 'POST', body: JSON.stringify(body) }}); }}
export const f = () => send({{ user: 'bob', pass: '{PW}' }});
export const g = () => send({{ user: 'eve', pass: 'Other38PwQzz' }});
"""
    derive("caller_enum_secret", {"package.json": PKG, "src/u.js": src}, [GH, STRIPE, AWS, JWT, PW, "Other38PwQzz"], every=True,
           expect=want(("POST", "/api/users"), ("POST", "/api/send")))


@case
def caller_enum_5000():
    n = 5000
    calls = "".join(f"export const c{i} = () => createFlag({{ name: 'n' }}, {{ template: 't{i}', kind: 'k{i % 7}' }});\n" for i in range(n))
    src = ("import axios from 'axios';\nexport function createFlag(vm, params) { const payload = params ? { ...vm, ...params } : { ...vm };"
           " return axios.post('/api/flags', payload); }\n" + calls)
    derive("caller_enum_5000", {"package.json": PKG, "src/f.js": src}, expect=want(("POST", "/api/flags")))


@case
def caller_enum_hostile_texts():
    texts = ["\\u0000", "\\u001b[2J", "\\u202eexe.txt", "\\ud800", "__proto__", "constructor", "</script><script>alert(1)</script>",
             "${process.exit(1)}", "'); require('child_process').execSync('touch /tmp/x38-marker-executed'); ('", "x" * 200000]
    calls = "".join(f"export const c{i} = () => setMode('{t}');\n" for i, t in enumerate(texts))
    src = "export function setMode(mode) { return fetch('/api/mode', { method: 'POST', body: JSON.stringify({ mode }) }); }\n" + calls
    derive("caller_enum_hostile_texts", {"package.json": PKG, "src/m.js": src}, every=True, expect=want(("POST", "/api/mode")))


# ---------------- header.merged-sites, wrapper.passed-headers, angular.discarded-builder ----------------
@case
def header_merged_secret():
    src = f"""import axios from 'axios';
export const a = () => axios.get('/api/items', {{ headers: {{ 'X-Team': 'a', 'X-Custom': '{STRIPE}' }} }});
export const b = () => axios.get('/api/items', {{ headers: {{ 'X-Trace': '{GH}' }} }});
export const c = () => axios.get('/api/items', {{ headers: {{ 'X-Api-Key': '{AWS}' }} }});
export const d = () => axios.get('/api/items', {{ headers: {{ Authorization: 'Basic ' + btoa('bob:{PW}') }} }});
export const e = () => axios.get('/api/items');
"""
    derive("header_merged_secret", {"package.json": PKG, "src/h.js": src}, [STRIPE, GH, AWS, PW], every=True,
           expect=want(("GET", "/api/items")))


@case
def header_merged_5000():
    n = 5000
    src = "import axios from 'axios';\n" + "".join(
        f"export const a{i} = () => axios.get('/api/items', {{ headers: {{ 'X-H{i}': 'v{i}' }} }});\n" for i in range(n))
    derive("header_merged_5000", {"package.json": PKG, "src/h.js": src}, expect=want(("GET", "/api/items")))


@case
def passed_headers_secret():
    src = f"""import {{ Injectable }} from '@angular/core';
import {{ HttpClient, HttpHeaders }} from '@angular/common/http';
@Injectable({{ providedIn: 'root' }})
export class Api {{
  constructor(private http: HttpClient) {{}}
  a() {{ return this.post('/api/a', {{}}, new HttpHeaders({{ Authorization: 'Bearer {JWT}' }})); }}
  b() {{ return this.post('/api/b', {{}}, new HttpHeaders().set('X-Api-Key', '{AWS}').append('X-Note', '{GH}')); }}
  c() {{ const h = new HttpHeaders(); h.set('Authorization', 'Basic ' + btoa('admin:{PW}')); return this.post('/api/c', {{}}, h); }}
  d() {{ return this.send('PUT', '/api/d', {{ headers: {{ 'X-Stripe': '{STRIPE}' }} }}); }}
  private post(path: string, body: any, headers?: HttpHeaders) {{ return this.http.post(path, body, {{ headers }}); }}
  private send(method: string, url: string, options: any) {{ return this.http.request(method, url, options); }}
}}
"""
    derive("passed_headers_secret", {"package.json": PKG, "src/app/api.service.ts": src}, [JWT, AWS, GH, PW, STRIPE], every=True,
           expect=want(("POST", "/api/a"), ("POST", "/api/b"), ("POST", "/api/c"), ("PUT", "/api/d")))


@case
def discarded_builder_5000():
    n = 5000
    chain = "".join(f"\n    .set('X-H{i}', 'v{i}')" for i in range(n))
    chain2 = "".join(f"\n    .append('p{i}', '{i}')" for i in range(n))
    src = f"""import {{ Injectable }} from '@angular/core';
import {{ HttpClient, HttpHeaders, HttpParams }} from '@angular/common/http';
@Injectable({{ providedIn: 'root' }})
export class Api {{
  constructor(private http: HttpClient) {{}}
  a() {{ const h = new HttpHeaders(); h{chain}; let p = new HttpParams(); p{chain2}; return this.http.get('/api/a', {{ headers: h, params: p }}); }}
  b() {{ const h = new HttpHeaders(){chain}; return this.http.get('/api/b', {{ headers: h }}); }}
}}
"""
    derive("discarded_builder_5000", {"package.json": PKG, "src/app/api.service.ts": src}, expect=want(("GET", "/api/a"), ("GET", "/api/b")))


# ---------------- value.list-narrowing, value.assign-statement, body.merged-sites (nested) ----------------
@case
def list_narrowing_hostile():
    n = 10000
    lst = ",\n".join(f"'l{i}'" for i in range(n))
    tries = "try {\n" * 3000 + "if (![" + ",\n".join(f"'l{i}'" for i in range(200)) + "].includes(lang)) lang = 'default';" + "\n} catch (e) {}" * 3000
    src = f"""export function a(x) {{
  let lang = x || 'en';
  if (![{lst}].includes(lang)) lang = 'default';
  return fetch('/api/a?lang=' + lang);
}}
export function b(x) {{
  let lang = x || 'en';
  {tries}
  return fetch('/api/b?lang=' + lang);
}}
export function c(x) {{
  let k = x || 'en';
  if (!['en', '{GH}', '{AWS}'].includes(k)) k = '{STRIPE}';
  return fetch('/api/c?k=' + k);
}}
"""
    derive("list_narrowing_hostile", {"package.json": PKG, "src/l.js": src}, [GH, AWS, STRIPE], every=True,
           expect=want(("GET", "/api/a"), ("GET", "/api/b"), ("GET", "/api/c")))


@case
def elseif_chain_3000():
    n = 3000
    arms = "\n else ".join(f"if (x === {i}) {{ u = '/api/e{i}'; }}" for i in range(n))
    src = f"export function a(x) {{ let u = '/api/none'; try {{ {arms} }} catch (e) {{ u = '/api/err'; }} return fetch(u); }}\n"
    derive("elseif_chain_3000", {"package.json": PKG, "src/e.js": src})


@case
def assign_statement_hostile():
    n = 5000
    args = ",\n".join(f"{{ f{i}: {i} }}" for i in range(n))
    src = f"""export function a() {{ const body = {{}}; Object.assign(body, {args}); return fetch('/api/a', {{ method: 'POST', body: JSON.stringify(body) }}); }}
export function b() {{ const x = {{}}, y = {{}}; Object.assign(x, y); Object.assign(y, x); Object.assign(x, x); return fetch('/api/b', {{ method: 'POST', body: JSON.stringify(x) }}); }}
export function c() {{ const body = {{ user: 'u' }}; Object.assign(body, {{ password: '{PW}', apiKey: '{AWS}', note: '{GH}' }}); return fetch('/api/c', {{ method: 'POST', body: JSON.stringify(body) }}); }}
export function d() {{ const h = {{}}; Object.assign(h, {{ Authorization: 'Bearer {JWT}' }}); return fetch('/api/d', {{ headers: h }}); }}
export function e() {{ const body = {{}}; Object.assign(body, {{ __proto__: {{ polluted: 1 }} }}, {{ ['constructor']: 1 }}); return fetch('/api/e', {{ method: 'POST', body: JSON.stringify(body) }}); }}
"""
    derive("assign_statement_hostile", {"package.json": PKG, "src/o.js": src}, [PW, AWS, GH, JWT], every=True,
           expect=want(("POST", "/api/a"), ("POST", "/api/b"), ("POST", "/api/c"), ("GET", "/api/d"), ("POST", "/api/e")))


@case
def merged_nested_5000():
    n = 5000
    src = "import axios from 'axios';\n" + "".join(
        f"export const a{i} = () => axios.post('/api/meta', {{ meta: {{ m{i}: {{ n{i}: {i} }} }} }});\n" for i in range(n))
    derive("merged_nested_5000", {"package.json": PKG, "src/m.js": src}, expect=want(("POST", "/api/meta")))


@case
def merged_nested_deep_3000():
    d = 3000
    obj = "".join(f"{{ k{i}:\n" for i in range(d)) + "1" + "\n}" * d
    obj2 = "".join(f"{{ k{i}:\n" for i in range(d)) + "2, z: 'x'" + "\n}" * d
    src = f"import axios from 'axios';\nexport const a = () => axios.post('/api/deep', {obj});\nexport const b = () => axios.post('/api/deep', {obj2});\n"
    derive("merged_nested_deep_3000", {"package.json": PKG, "src/m.js": src}, expect=want(("POST", "/api/deep")))


@case
def merged_nested_secret():
    src = f"""import axios from 'axios';
export const a = () => axios.post('/api/cfg', {{ meta: {{ smtp: {{ host: 'h', password: '{PW}' }} }} }});
export const b = () => axios.post('/api/cfg', {{ meta: {{ s3: {{ accessKey: '{AWS}', note: '{GH}' }} }} }});
export const c = () => axios.post('/api/cfg', {{ meta: {{ stripe: '{STRIPE}' }} }});
"""
    derive("merged_nested_secret", {"package.json": PKG, "src/m.js": src}, [PW, AWS, GH, STRIPE], every=True,
           expect=want(("POST", "/api/cfg")))


# ---------------- url.written-file, url.api-document, name.action-segment ----------------
@case
def written_file_hostile():
    exts = ["md", "txt", "md\\u0000.exe", "\\u202emd", "json", "MD", "md.", "m" * 5000]
    src = "".join(f"export const w{i} = (name) => fetch(`/api/files/${{name}}.{e}`, {{ method: 'PATCH', body: 'x' }});\n"
                  f"export const r{i} = () => fetch('/api/docs/{GH}.{e}');\n" for i, e in enumerate(exts))
    derive("written_file_hostile", {"package.json": PKG, "src/f.js": src}, [GH], every=True)


@case
def action_segment_hostile():
    segs = ["get" + "Ab" * 25000, "getX\\u0000y", "get_\\u202eevil", "__proto__", "constructor", "get-" + "-" * 20000,
            "saveDashboard\\u001b[31mLayout", "fetch_" + "_".join(["a"] * 10000), f"get{GH}", "deleteAKIAQZ7X3KPL4MNB38AT", "get\\ud800Items"]
    src = "".join(f"export const s{i} = () => fetch('/api/x/{s}', {{ method: 'POST' }});\n" for i, s in enumerate(segs))
    derive("action_segment_hostile", {"package.json": PKG, "src/s.js": src}, [GH, AWS], every=True)


# ---------------- side-effect.replace-collection ----------------
@case
def replace_collection_hostile():
    n = 3000
    splices = "".join(f"  templates.splice({i}, 1);\n" for i in range(n))
    lists = "".join(f"let l{i} = [];\nexport function del{i}(j) {{ l{i}.splice(j, 1); return axios.post('/api/l{i}', {{ items: l{i} }}); }}\n" for i in range(2000))
    src = (f"import axios from 'axios';\nlet templates = ['{GH}'];\nexport function del(i) {{\n{splices}  return axios.post('/api/templates', {{ templates }});\n}}\n"
           "let a = [], b = a; export function cyc(i) { a = b.filter(x => x); b = a.filter(x => x); return axios.put('/api/cyc', { a, b }); }\n" + lists)
    derive("replace_collection_hostile", {"package.json": PKG, "src/t.js": src}, [GH], expect=want(("POST", "/api/templates"), ("PUT", "/api/cyc")))


# ---------------- ui.component-event, react.fc-props, this.setter-method ----------------
@case
def fc_props_10000():
    n = 10000
    els = "\n".join(f"<Row id=\"r{i}\" kind=\"k{i}\" />" for i in range(n))
    src = ("import React from 'react';\ntype P = { id: string; kind: string };\n"
           "export const Row: React.FC<P> = ({ id, kind }) => <button onClick={() => fetch(`/api/rows/${kind}/${id}`, { method: 'DELETE' })}>Del</button>;\n"
           f"export const Table: React.FC = () => <div>{els}</div>;\n")
    derive("fc_props_10000", {"package.json": PKG, "src/Row.tsx": src})


@case
def fc_props_cycle_secret():
    src = f"""import React from 'react';
type P = {{ url: string; depth?: number }};
export const A: React.FC<P> = ({{ url, depth }}) => <div><B url={{url}} /><button onClick={{() => fetch(url, {{ method: 'POST' }})}}>Go</button></div>;
export const B: React.FC<P> = ({{ url }}) => <A url={{url + '/b'}} />;
export const Self: React.FC<P> = ({{ url }}) => <Self url={{url + '/s'}} />;
export const Root: React.FC = () => <div><A url="/api/a" /><A url="/api/login/{PW}" /><A url="https://bob:{PW}@h.example/api?token={GH}" /></div>;
"""
    derive("fc_props_cycle_secret", {"package.json": PKG, "src/A.tsx": src}, [PW, GH], every=True)


@case
def component_event_chain_3000():
    n = 3000
    comps = "".join(f"export const C{i} = ({{ onSave }}) => <C{i + 1} onSave={{onSave}} />;\n" for i in range(n))
    src = ("import React from 'react';\n" + comps + f"export const C{n} = ({{ onSave }}) => <button onClick={{onSave}}>Save</button>;\n"
           "export const Page = () => <C0 onSave={() => fetch('/api/save', { method: 'POST' })} />;\n"
           "export const Loop = ({ onX }) => <Loop onX={onX} />;\nexport const P2 = () => <Loop onX={() => fetch('/api/loop', { method: 'DELETE' })} />;\n")
    derive("component_event_chain_3000", {"package.json": PKG, "src/C.jsx": src}, expect=want(("POST", "/api/save"), ("DELETE", "/api/loop")))


@case
def vue_component_event_cycle():
    files = {"package.json": PKG,
             "src/A.vue": "<template><B @save=\"onSave\" /></template>\n<script>\nimport B from './B.vue';\nexport default { components: { B }, methods: { onSave(x) { this.$emit('save', x); return fetch('/api/vsave', { method: 'POST' }); } } };\n</script>\n",
             "src/B.vue": "<template><A @save=\"$emit('save', 1)\" /><button @click=\"$emit('save', 2)\">S</button></template>\n<script>\nimport A from './A.vue';\nexport default { components: { A } };\n</script>\n"}
    derive("vue_component_event_cycle", files, expect=want(("POST", "/api/vsave")))


@case
def setter_method_hostile():
    n = 5000
    calls = "".join(f"svc.setEndpointPrefix('https://h{i}.example/');\n" for i in range(n))
    src = f"""export class Cfg {{
  endpointPrefix = '';
  setEndpointPrefix(p) {{ this.endpointPrefix = p; }}
  getEndpointFor(api) {{ return `${{this.endpointPrefix}}${{api}}`; }}
  load() {{ return fetch(this.getEndpointFor('api/things')); }}
}}
export class Loop {{
  a = ''; setA(v) {{ this.a = v; }} setB(v) {{ this.setA(v); }}
  load() {{ return fetch(this.a + '/api/loop'); }}
}}
export const svc = new Cfg();
export const lp = new Loop();
lp.setA(lp.a + '/x');
svc.setEndpointPrefix('https://bob:{PW}@api.example/?token={GH}&');
{calls}"""
    derive("setter_method_hostile", {"package.json": PKG, "src/c.js": src}, [PW, GH], every=True)


@case
def setter_method_secret():
    src = f"""export class Cfg {{
  key = '';
  setKey(k) {{ this.key = k; }}
  load() {{ return fetch('/api/things?api_key=' + this.key + '&t=' + this.t); }}
  setT(t) {{ this.t = t; }}
}}
export const c = new Cfg();
c.setKey('{STRIPE}');
c.setT('{GH}');
"""
    derive("setter_method_secret", {"package.json": PKG, "src/c.js": src}, [STRIPE, GH], every=True)


# ---------------- query.credential-record-id, redact.sign-in-segment ----------------
@case
def record_id_secret():
    src = f"""export const a = () => fetch('/Admin/DeleteToken?tokenId={GH}', {{ method: 'POST' }});
export const b = () => fetch(`/api/keys?keyIds=${{'{AWS}'}}&token_id={STRIPE}`, {{ method: 'DELETE' }});
export const c = (tokenId) => fetch(`/api/tokens?tokenId=${{tokenId}}`, {{ method: 'DELETE' }});
export const d = () => c('{JWT}');
"""
    derive("record_id_secret", {"package.json": PKG, "src/t.js": src}, [GH, AWS, STRIPE, JWT], every=True)


@case
def signin_segment_variants():
    src = f"""const PW = '{PW}';
export const a = () => fetch(`/api/LOGIN/${{'Zz38Secret9Q'}}`, {{ method: 'POST' }});
export const b = () => fetch('/api/login/' + 'Zz38Secret9Q' + '/x', {{ method: 'POST' }});
export const c = () => fetch(`/api/auth/token/refresh/${{PW}}`, {{ method: 'POST' }});
export const d = () => fetch(`/api/login;jsessionid=${{PW}}`, {{ method: 'POST' }});
export const e = () => fetch(`/api/login%2F${{PW}}`, {{ method: 'POST' }});
export const f = () => fetch(`/api/sign-in/${{PW}}`, {{ method: 'POST' }});
export const g = () => fetch(`/api/login/?p=${{PW}}`, {{ method: 'POST' }});
export const h = () => fetch(`/api/login#${{PW}}`, {{ method: 'POST' }});
export const i = () => fetch(`/api/password/${{'{GH}'}}`, {{ method: 'PUT' }});
"""
    derive("signin_segment_variants", {"package.json": PKG, "src/s.js": src}, [PW, "Zz38Secret9Q", GH], every=True)


# ---------------- value.nullish-default, value.enclosing-tests ----------------
@case
def nullish_chain_3000():
    n = 3000
    chain = " ??\n".join(f"o.k{i}" for i in range(n)) + " ?? '/api/fallback'"
    assigns = "".join(f"  u ??= o.j{i};\n" for i in range(n))
    src = f"export function a(o) {{ return fetch({chain}); }}\nexport function b(o) {{ let u;\n{assigns}  u ??= '/api/b'; return fetch(u); }}\n"
    derive("nullish_chain_3000", {"package.json": PKG, "src/n.js": src})


@case
def enclosing_tests_2000():
    d = 2000
    ifs = "".join(f"if (o.t{i}) {{\n" for i in range(d)) + f"headers.Authorization = 'Bearer ' + o.tok;" + "\n}" * d
    src = (f"export function req(o) {{ const headers = {{}}; {ifs} return fetch('/api/e', {{ headers }}); }}\n"
           "export const a = () => req({ t0: true, tok: localStorage.getItem('t') });\n")
    derive("enclosing_tests_2000", {"package.json": PKG, "src/e.js": src}, expect=want(("GET", "/api/e")))


# ---------------- plain secrets (no shape): only a credential name says what they are ----------------
PLAIN = {f"p{i}": f"plainSec38v{i}x" for i in range(1, 15)}


@case
def plain_secrets_new_places():
    P = PLAIN
    files = {"package.json": PKG,
             # header.merged-sites: a credential header only one of two sites sends
             "src/hm.js": f"""import axios from 'axios';
export const a = () => axios.get('/api/hm', {{ headers: {{ 'X-Api-Key': '{P["p1"]}' }} }});
export const b = () => axios.get('/api/hm');
export const c = () => axios.get('/api/hm2', {{ headers: {{ Authorization: 'Basic {P["p2"]}' }} }});
export const d = () => axios.get('/api/hm2', {{ headers: {{ 'X-Trace': 't' }} }});
""",
             # value.list-narrowing: the listed literals at a credential position
             "src/ln.js": f"""export function ln(x) {{
  let password = x || '{P["p3"]}';
  if (!['{P["p4"]}', 'other'].includes(password)) password = '{P["p5"]}';
  return fetch('/api/ln?password=' + password);
}}
""",
             # context.address-value: a fallback literal for a token read from the address
             "src/av.js": f"""export function av() {{
  const q = new URLSearchParams(location.search);
  const token = q.get('token') || '{P["p6"]}';
  return fetch('/api/av', {{ method: 'POST', body: JSON.stringify({{ token }}) }});
}}
""",
             # this.setter-method: a setter filled with a literal, the field sent as a credential
             "src/sm.js": f"""export class Client {{
  secret = '';
  setSecret(s) {{ this.secret = s; }}
  send() {{ return fetch('/api/sm', {{ method: 'POST', headers: {{ 'X-Client-Secret': this.secret }} }}); }}
}}
export const cl = new Client();
cl.setSecret('{P["p7"]}');
""",
             # body.caller-shape / value.caller-type: caller literals for a credential member
             "src/cs.js": f"""export function createAccount(vm, extra) {{ return fetch('/api/cs', {{ method: 'POST', body: JSON.stringify({{ ...vm, ...extra }}) }}); }}
export const c1 = () => createAccount({{ name: 'a' }}, {{ password: '{P["p8"]}' }});
export const c2 = () => createAccount({{ name: 'b' }}, {{ password: '{P["p9"]}' }});
export const c3 = () => createAccount({{ name: 'c' }});
""",
             # body.merged-sites nested: a credential member deep in one site's object
             "src/mn.js": f"""import axios from 'axios';
export const m1 = () => axios.post('/api/mn', {{ meta: {{ smtp: {{ host: 'h', password: '{P["p10"]}' }} }} }});
export const m2 = () => axios.post('/api/mn', {{ meta: {{ color: 'red' }} }});
""",
             # value.assign-statement
             "src/as.js": f"""export function as() {{ const body = {{ u: 1 }}; Object.assign(body, {{ passwd: '{P["p11"]}' }}); return fetch('/api/as', {{ method: 'POST', body: JSON.stringify(body) }}); }}
""",
             # wrapper.passed-headers: a caller's HttpHeaders with a literal credential
             "src/app/ph.service.ts": f"""import {{ Injectable }} from '@angular/core';
import {{ HttpClient, HttpHeaders }} from '@angular/common/http';
@Injectable({{ providedIn: 'root' }})
export class Ph {{
  constructor(private http: HttpClient) {{}}
  go() {{ return this.post('/api/ph', {{}}, new HttpHeaders({{ 'X-Auth-Token': '{P["p12"]}' }})); }}
  private post(path: string, body: any, headers?: HttpHeaders) {{ return this.http.post(path, body, {{ headers }}); }}
}}
""",
             # output.response-read state: a response field compared with a literal kept in state
             "src/rr.js": f"""import axios from 'axios';
let ok = false;
export const rr = () => axios.get('/api/rr').then(r => {{ ok = r.data.pin === '{P["p13"]}'; }});
""",
             # angular.discarded-builder: the thrown-away header's literal
             "src/app/db.service.ts": f"""import {{ Injectable }} from '@angular/core';
import {{ HttpClient, HttpHeaders }} from '@angular/common/http';
@Injectable({{ providedIn: 'root' }})
export class Db {{
  constructor(private http: HttpClient) {{}}
  go() {{ const h = new HttpHeaders(); h.set('Authorization', 'Token {P["p14"]}'); return this.http.get('/api/db', {{ headers: h }}); }}
}}
"""}
    derive("plain_secrets_new_places", files, list(PLAIN.values()), every=True,
           expect=want(("GET", "/api/hm"), ("GET", "/api/ln"), ("POST", "/api/av"), ("POST", "/api/sm"), ("POST", "/api/cs"),
                       ("POST", "/api/mn"), ("POST", "/api/as"), ("POST", "/api/ph"), ("GET", "/api/rr"), ("GET", "/api/db")))


# ---------------- round-36 findings, re-measured at larger sizes ----------------
@case
def static_chain_1500():
    n = 1500
    src = "".join(
        f"export class S{i} {{ static getInstance() {{ if (!S{i}.instance) S{i}.instance = new S{i}({'S%d.getInstance()' % (i + 1) if i + 1 < n else 'null'}); return S{i}.instance; }}\n"
        f"  constructor(n) {{ this.n = n; }}\n  get(p) {{ return this.n ? this.n.get(p) : fetch('/api' + p); }} }}\n" for i in range(n))
    src += "".join(f"export const q{i} = () => S{i}.getInstance().get('/r{i}');\n" for i in range(0, n, 10))
    derive("static_chain_1500", {"package.json": PKG, "src/s.js": src})


@case
def jsx_class_10000():
    n = 10000
    els = "\n".join(f"<Table endpoint=\"e{i}\" siteId={{s.id}} />" for i in range(n))
    src = ("import { Component } from 'preact';\nexport class Table extends Component {\n  componentDidMount() { this.fetchData(this.props); }\n"
           "  fetchData(props) { return fetch(`/api/sites/${props.siteId}/stats/${props.endpoint}/agg`); }\n  render() { return null; }\n}\n"
           f"export function Page({{ s }}) {{ return <div>{els}</div>; }}\n")
    derive("jsx_class_10000", {"package.json": '{"name": "p", "dependencies": {"preact": "10"}}', "src/t.jsx": src})


def run_cases(cases: dict, out: Path, picks: list[str]) -> None:
    """Run each case of ``cases`` (name → function) whose name holds one of ``picks`` (all of
    them without picks), its rows written under ``out``; a case that raises is one
    ``[HARNESS]`` line and the others still run. The command line of every round's harness."""
    out.mkdir(parents=True, exist_ok=True)
    for name, fn in cases.items():
        if not picks or any(p in name for p in picks):
            try:
                fn()
            except Exception as e:
                print(f"[HARNESS] {name}: {type(e).__name__}: {e}", flush=True)


if __name__ == "__main__":
    run_cases(CASES, OUT, sys.argv[1:])
