"""Round 40 hostile harness: one generated tree per case aimed at the rules added between b0474f43 and
45639e88 (session 39: declared answers, validated payloads, typed query objects, write-only CSRF headers,
store-state headers, opaque transforms, encoded inputs and segments, array-item sent addresses, config
lookups, check calls, member-api / collection-action / opaque-segment names, session ends, logical
assignments, JSON copies, helper-built members, await-chain links, own-class callers).
It reuses round 38's harness (``attack38.derive``: contract, graph and cache, with ``every`` audit in
three formats, the HTML report, the export package and ``node --check``; a probe in any output, a raw
ESC, a marker file, an internal fault, a kill at the CPU bound or a wrong request is FAILED).
Usage: python3 attack40.py [CASE-SUBSTRING ...]   (BIN: C2S_BIN; OUT: X40_OUT, default <tmp>/x40;
NICE: the niceness of every command, default 10; CPU_LIMIT: 60). Rows in OUT/results.jsonl."""
import json, os, resource, subprocess, sys, tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "hostile-round-38"))
import attack38 as H  # noqa: E402

OUT = Path(os.environ.get("X40_OUT", Path(tempfile.gettempdir()) / "x40"))
H.OUT = OUT
H.MARKER = Path(os.environ.get("X40_MARKER", Path(tempfile.gettempdir()) / "x40-marker-executed"))
NICE = os.environ.get("NICE", "10")
CPU = H.CPU
CASES = {}
PKG = ('{"name": "p", "dependencies": {"axios": "^1.7.0", "react": "^18.3.0", "vue": "^3.4.0", "pinia": "^2.1.0",'
       ' "@angular/core": "^17.0.0", "@angular/common": "^17.0.0", "ky": "^1.2.0", "zod": "^3.23.0", "yup": "^1.4.0",'
       ' "crypto-js": "^4.2.0"}}')


def run(args, cpu=CPU):
    """Run BIN at niceness NICE under RLIMIT_CPU ``cpu``; rc, child CPU seconds, stdout, stderr."""
    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(["nice", "-n", NICE, H.BIN, *map(str, args)], capture_output=True, preexec_fn=limit,
                       stdin=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    secs = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return p.returncode, round(secs, 1), p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


H.run = run
derive, want, endpoints = H.derive, H.want, H.endpoints


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def caps(contract):
    """{(method, path): capability} of a contract (one request per capability)."""
    return {(r.get("method"), r.get("pathTemplate")): cap for cap in contract.get("capabilities", [])
            for r in (cap.get("implementation") or {}).get("requests", [])}


def items(contract, cap):
    """The review items of capability ``cap``."""
    return [r for r in contract.get("review", []) if r.get("capability") == cap["name"]]


# ---------------- planted secrets: round 40's own ----------------
GH = "ghp_" + "Qz4xR2mN4pL6vB9kT1wY3sD5fH7jK0aC2e40"
AWS = "AKIAQZ7X3KPL4MNB40AT"
STRIPE = "sk_live_" + "51Hx40QzAttackR0undKey9mNbVcXz"
JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4NDAifQ.Qz40sigAttackRoundX9kLmNoPqRs"
PW = "Pw40Qz7hunterX"
PW2 = "Hx40secretWord"
AWS_NAME = [AWS.lower(), "akiaqz7_x3_kpl4_mnb40_at", "akiaqz7x3kpl4mnb40at"]   # the key as a name's words


# ================= output.declared-answer and the await-chain links =================
@case
def declared_answer_secret():
    """Literal types holding credentials in every form the rule reads: a call's type argument, a
    generic helper's, an assertion, a Promise assertion, an annotation; members named like
    credentials whose literal type is a plain password."""
    src = f"""import ky from 'ky';
import axios from 'axios';
type Keyed = {{ token: '{GH}'; password: '{PW}'; kind: '{STRIPE}' | 'b' }};
interface Sess {{ pin: '{PW2}'; aws: '{AWS}'; jwt: '{JWT}' }}
export async function json<T>(res: Response): Promise<T> {{ return res.json(); }}
export const a = async () => await ky.get('/api/a').json<{{ secret: '{GH}'; pwd: '{PW}' }}>();
export const b = () => fetch('/api/b').then(json<Keyed[]>);
export const c = async () => (await (await fetch('/api/c')).json()) as Sess;
export const d = () => fetch('/api/d').then((r) => r.json() as Promise<Keyed>);
export const e = async () => {{ const s: Sess = await (await fetch('/api/e')).json(); return s; }};
export const f = async () => json<{{ apiKey: '{AWS}'; passphrase: '{PW}' }}>(await fetch('/api/f'));
export const g = async () => (await axios.get('/api/g')).data as {{ password: '{PW}' }};
"""
    derive("declared_answer_secret", {"package.json": PKG, "src/api.ts": src}, [GH, PW, STRIPE, PW2, AWS, JWT], every=True,
           expect=want(*[("GET", f"/api/{x}") for x in "abcdefg"]))


@case
def declared_answer_5000():
    """5,000 requests in 10 files, each typed by its own declared answer (.json<T{i}>() behind an
    await): every request is matched against every answer (chosen_answer), 25 million chain
    comparisons."""
    n, per = 5000, 500          # 500 a file: under the 2,000 request sites a file the tool allows
    files = {"package.json": PKG}
    for k in range(n // per):
        files[f"src/api{k}.ts"] = "import ky from 'ky';\n" + "".join(
            f"interface T{i} {{ f{i}: number }}\nexport const g{i} = async () => await ky.get('/api/i{i}').json<T{i}>();\n"
            for i in range(k * per, (k + 1) * per))
    derive("declared_answer_5000", files, expect=want(("GET", "/api/i0"), ("GET", f"/api/i{n - 1}")))


@case
def declared_answer_deep_types():
    """A type argument 2,000 generics deep, a union of 10,000 literal types, a type alias ring, an
    assertion 2,000 deep (x as A as A …), an await chain 2,000 deep."""
    deep = "Box<" * 2000 + "number" + ">" * 2000
    union = " | ".join(f"'v{i}'" for i in range(10000))
    chain = "(await " * 2000 + "fetch('/api/awaits')" + ")" * 2000
    src = f"""import ky from 'ky';
type Box<T> = {{ v: T }};
type U = {union};
type R1 = R2; type R2 = R1;
type Self = {{ me: Self; items: Self[] }};
export const a = async () => await ky.get('/api/deep').json<{deep}>();
export const b = async () => await ky.get('/api/union').json<{{ u: U }}>();
export const c = async () => (await fetch('/api/ring').then((r) => r.json())) as R1;
export const d = async () => (await fetch('/api/self').then((r) => r.json())) as Self;
export const e = async () => (await fetch('/api/as').then((r) => r.json())) {'as unknown ' * 2000}as Self;
export const f = async () => {chain};
"""
    derive("declared_answer_deep_types", {"package.json": PKG, "src/api.ts": src},
           expect=want(("GET", "/api/deep"), ("GET", "/api/union"), ("GET", "/api/ring"), ("GET", "/api/self"), ("GET", "/api/as")))


@case
def declared_answer_semantics():
    """Declared answers the source does not prove the body has: a type argument of a helper that
    does not return its parameter (json<T>(r): Promise<Other>), an assertion on a value that is no
    body (res.headers as Feed), an answer typed in one branch and a different type in the other."""
    src = """import ky from 'ky';
interface Feed { id: number; title: string }
interface Other { ok: boolean }
export async function notJson<T>(res: Response): Promise<Other> { return { ok: res.ok }; }
export const a = async () => notJson<Feed>(await fetch('/api/a'));
export const b = async () => { const r = await fetch('/api/b'); return r.headers as unknown as Feed; };
export const c = async () => { const r = await fetch('/api/c'); return r.status as unknown as Feed; };
"""
    def expect(c):
        bad = []
        for (m, p), cap in caps(c).items():
            out = json.dumps(cap.get("outputSchema"))
            if p in ("/api/a", "/api/b", "/api/c") and '"title"' in out:
                bad.append(f"{m} {p} outputs Feed's members: {out[:120]}")
        return bad
    derive("declared_answer_semantics", {"package.json": PKG, "src/api.ts": src}, expect=expect)


# ================= body.validated-payload =================
@case
def validated_payload_secret():
    """Credentials as zod literals and defaults of the validated schema, a caller's object holding a
    password at a credential position and a key shape at a free one, yup defaults."""
    src = f"""import {{ z }} from 'zod';
import * as yup from 'yup';
import axios from 'axios';
const Login = z.object({{ user: z.string(), password: z.literal('{PW}'), token: z.string().default('{GH}'), mode: z.enum(['{STRIPE}', 'b']) }});
const Note = yup.object({{ body: yup.string().default('{AWS}'), pin: yup.string().default('{PW2}') }});
export function post(schema, url, data) {{
  const r = schema.safeParse(data);
  if (!r.success) throw r.error;
  return axios.post(url, r.data);
}}
export const a = (user) => post(Login, '/api/login-check', {{ user, password: '{PW}', token: '{JWT}' }});
export const b = (body) => axios.post('/api/notes', Note.validateSync({{ body, pin: '{PW2}' }}));
export const c = (user) => axios.post('/api/c', Login.parse({{ user, note: '{GH}' }}));
"""
    derive("validated_payload_secret", {"package.json": PKG, "src/api.js": src}, [PW, GH, STRIPE, AWS, PW2, JWT], every=True,
           expect=want(("POST", "/api/login-check"), ("POST", "/api/notes"), ("POST", "/api/c")))


@case
def validated_payload_nested_3000():
    """A value validated 3,000 times over (S.parse(S.parse(…(x)))) and a 3,000-deep safeParse chain of
    .data reads."""
    n = 3000
    nested = "S.parse(" * n + "{ name }" + ")" * n
    src = ("import { z } from 'zod';\nimport axios from 'axios';\nconst S = z.object({ name: z.string() });\n"
           f"export const a = (name) => axios.post('/api/nested', {nested});\n")
    derive("validated_payload_nested_3000", {"package.json": PKG, "src/api.js": src}, expect=want(("POST", "/api/nested")))


@case
def validated_payload_semantics():
    """A zod schema whose parse answers another value than it was given: .transform() renames the
    members, an object schema strips the members it does not name (zod's default), yup's cast
    trims and lower-cases; the tool must not offer the caller's members as the body sent."""
    src = """import { z } from 'zod';
import axios from 'axios';
const Strip = z.object({ name: z.string() });
const Renamed = z.object({ name: z.string() }).transform((v) => ({ title: v.name }));
export function post(schema, url, data) {
  const r = schema.safeParse(data);
  if (!r.success) throw r.error;
  return axios.post(url, r.data);
}
export const a = (name, extra) => post(Strip, '/api/strip', { name, extra });
export const b = (name) => post(Renamed, '/api/renamed', { name });
export const c = (name) => axios.post('/api/direct', Renamed.parse({ name }));
"""
    def expect(c):
        bad = []
        for (m, p), cap in caps(c).items():
            props = set((cap.get("inputSchema") or {}).get("properties") or {})
            rules = " ".join(i.get("message", "") for i in items(c, cap))
            if p in ("/api/renamed", "/api/direct") and "name" in props and "transform" not in rules:
                bad.append(f"{m} {p}: body field name offered, the schema's transform sends title (no item)")
            if p == "/api/strip" and "extra" in props:
                bad.append(f"{m} {p}: body field extra offered, zod's object schema strips it")
        return bad
    derive("validated_payload_semantics", {"package.json": PKG, "src/api.js": src}, expect=expect)


# ================= query.typed-object =================
@case
def typed_query_secret_and_shapes():
    """A typed query object whose members hold credential literal types, a method signature, a
    getter, an index signature, __proto__/constructor members, a recursive member, interfaces
    extending each other in a ring and a class with a private field."""
    src = f"""import axios from 'axios';
interface Q {{ page: number; pwd: '{PW}'; key: '{GH}'; kind: '{STRIPE}'; toString(): string; get size(): number;
  readonly [k: string]: unknown; __proto__: string; constructor: string; }}
export const a = (q: Q) => axios.get('/api/a', {{ params: q }});
interface Rec {{ child?: Rec; name: string }}
export const b = (q: Rec) => axios.get('/api/b', {{ params: q }});
interface A1 extends B1 {{ a: string }} interface B1 extends A1 {{ b: string }}
export const c = (q: A1) => axios.get('/api/c', {{ params: q }});
class F {{ private secret = '{PW2}'; page = 1; search(): void {{}} }}
export const d = (q: F) => axios.get('/api/d', {{ params: q }});
export const e = (q: Q) => fetch('/api/e?' + new URLSearchParams(q as any));
"""
    def expect(c):
        bad = []
        for (m, p), cap in caps(c).items():
            props = (cap.get("inputSchema") or {}).get("properties") or {}
            for k in ("toString", "size"):
                if k in props:
                    bad.append(f"{m} {p}: query parameter {k} is a method or getter of the type, never sent")
        return bad
    derive("typed_query_secret_and_shapes", {"package.json": PKG, "src/api.ts": src}, [PW, GH, STRIPE, PW2], every=True,
           expect=expect)


@case
def typed_query_10000_members():
    """A typed query object of 10,000 members, and one whose type is a 2,000-interface extends chain."""
    n = 10000
    members = "".join(f"  m{i}?: string;\n" for i in range(n))
    chain = "".join(f"interface C{i} extends C{i + 1} {{ c{i}?: number }}\n" for i in range(2000)) + "interface C2000 { last: number }\n"
    src = f"import axios from 'axios';\ninterface Q {{\n{members}}}\n{chain}export const a = (q: Q) => axios.get('/api/wide', {{ params: q }});\nexport const b = (q: C0) => axios.get('/api/chain', {{ params: q }});\n"
    derive("typed_query_10000_members", {"package.json": PKG, "src/api.ts": src}, expect=want(("GET", "/api/wide"), ("GET", "/api/chain")))


# ================= header.store-state and auth.unsent-csrf-header =================
def csrf_sample_files():
    root = HERE.parents[1] / "samples" / "write-only-csrf-header"
    return {str(p.relative_to(root)): p.read_text() for p in root.rglob("*") if p.is_file() and "expected" not in p.parts}


@case
def store_header_secret():
    """The write-only-csrf-header sample with its stores holding credentials: the getter behind
    X-Client-User returns a password literal, the CSRF getter a GitHub token, the setup store's
    deviceId ref starts as an AWS key, and a second header reads a getter returning a Stripe key;
    the helper's CSRF header literal on writes is a JWT."""
    files = csrf_sample_files()
    files["src/stores/auth.js"] = files["src/stores/auth.js"].replace("state.user?.identifier || 'unknown'", f"state.user?.identifier || '{PW}'") \
        .replace("isSignedIn:", f"apiSecret: () => '{STRIPE}',\n    isSignedIn:")
    files["src/stores/security.js"] = files["src/stores/security.js"].replace("state: () => ({ token: '' })", f"state: () => ({{ token: '{GH}' }})") \
        .replace("csrfToken: (state) => state.token", f"csrfToken: (state) => state.token || '{GH}'")
    files["src/stores/device.js"] = files["src/stores/device.js"].replace("ref(null)", f"ref('{AWS}')")
    files["src/helpers/http.js"] = files["src/helpers/http.js"].replace(
        "headers['X-Client-User'] = auth.userIdentifier",
        f"headers['X-Client-User'] = auth.userIdentifier\n    headers['X-Frontend-Key'] = auth.apiSecret\n    headers['X-Note'] = '{PW2}'")
    derive("store_header_secret", files, [PW, STRIPE, GH, AWS], every=True,
           expect=want(("GET", "/api/notes"), ("POST", "/api/notes")))


@case
def store_getters_5000():
    """A Pinia options store of 5,000 getters each calling the next (the last itself), 2,000 headers
    each filled from one of them in one wrapper."""
    n = 5000
    getters = "".join(f"    g{i}() {{ return this.g{(i + 1) % n}; }},\n" for i in range(n))
    heads = "".join(f"  headers['X-H{i}'] = s.g{i};\n" for i in range(2000))
    files = {"package.json": PKG,
             "src/stores/big.js": f"import {{ defineStore }} from 'pinia';\nexport const useBig = defineStore('big', {{\n  state: () => ({{}}),\n  getters: {{\n{getters}  }},\n}});\n",
             "src/http.js": f"import {{ useBig }} from './stores/big';\nexport function get(path) {{\n  const s = useBig();\n  const headers = {{}};\n{heads}  return fetch('/api' + path, {{ headers }});\n}}\nexport const list = () => get('/items');\n"}
    derive("store_getters_5000", files, expect=want(("GET", "/api/items")))


@case
def csrf_semantics():
    """A wrapper adding its CSRF header to writes only whose reads go with credentials: 'omit' to an
    absolute URL of another host: the reads send no cookie (the cookie-session hint the rule gives
    them is not proven)."""
    src = """export function request(method, url, body) {
  const headers = { 'Content-Type': 'application/json' };
  if (method !== 'GET') headers['X-CSRF-Token'] = document.querySelector('meta[name=csrf-token]').content;
  return fetch(url, { method, headers, credentials: method === 'GET' ? 'omit' : 'same-origin', body: body && JSON.stringify(body) });
}
export const list = () => request('GET', 'https://cdn.example.com/public/items');
export const add = (b) => request('POST', '/api/items', b);
"""
    def expect(c):
        auth = {p: cap["auth"]["authentication"] for (m, p), cap in caps(c).items()}
        return [f"GET {p} auth {a}: the read sends credentials: 'omit'" for p, a in auth.items()
                if p.endswith("/public/items") and a == "cookie-session"]
    derive("csrf_semantics", {"package.json": PKG, "src/http.js": src}, expect=expect)


# ================= value.opaque-transform, value.encoded-input, path.encoded-segment =================
@case
def encoded_and_opaque_secret():
    """Credentials handed to encoders and opaque calls: btoa of a fixed text holding a password sent
    in a free body field, a key shape through btoa into a path, a replacement text that is a password,
    encodeURIComponent of a URL with user info and of a JSON object holding a password (the percent
    escapes hide both from the pair and URL redaction), decodeURIComponent of an escaped key, the key
    of encrypt(), a hash of a password literal."""
    esc = "".join(f"%{ord(ch):02X}" for ch in AWS)
    src = f"""import axios from 'axios';
import CryptoJS from 'crypto-js';
export const a = (user) => axios.post('/api/a', {{ data: btoa(user + ':{PW}') }});
export const b = () => axios.delete('/api/files/' + btoa('{GH}'));
export const c = (name) => axios.get('/api/c/' + btoa(name).replaceAll('+', '{PW2}'));
export const d = () => axios.get('/api/proxy?url=' + encodeURIComponent('https://admin:{PW}@internal.example.com/x'));
export const e = () => axios.get('/api/e?q=' + encodeURIComponent(JSON.stringify({{ password: '{PW}', user: 'bob' }})));
export const f = () => axios.get('/api/f/' + decodeURIComponent('{esc}'));
export const g = (text) => axios.post('/api/g', {{ text: CryptoJS.AES.encrypt(text, '{PW}').toString(), sig: CryptoJS.HmacSHA256(text, '{STRIPE}').toString() }});
export const h = (text) => axios.post('/api/h', {{ digest: CryptoJS.SHA256('{PW2}' + text).toString() }});
export const i = (text) => axios.post('/api/i', {{ blob: encodeURIComponent('{JWT}' + text) }});
"""
    derive("encoded_and_opaque_secret", {"package.json": PKG, "src/api.js": src}, [PW, GH, PW2, AWS, STRIPE, JWT, "admin%3A" + PW], every=True,
           expect=want(("POST", "/api/a"), ("POST", "/api/g"), ("POST", "/api/h")))


@case
def encoded_hostile_steps():
    """Encoding steps written into descriptions and review items: replacements holding ESC, NUL,
    RTL, a line separator, a comment break-out into require('child_process'), 100,000 characters;
    3,000 replacements after one btoa; 2,000 nested btoa; 2,000 opaque calls chained."""
    mark = str(H.MARKER)
    q = "\\u0027"            # a quote written as an escape inside the JS string, so the file parses
    reps = ["\\u001b[31m", "\\u0000", "\\u202e", "\\u2028", f"*/ require({q}child_process{q}).execSync({q}touch {mark}{q}); /*",
            f"{q}); require({q}child_process{q}).execSync({q}touch {mark}{q}); ({q}", "x" * 100000]
    head = "import axios from 'axios';\nimport CryptoJS from 'crypto-js';\n"
    files = {"package.json": PKG,
             "src/reps.js": head + "".join(f"export const r{i} = (id) => axios.get('/api/r{i}/' + btoa(id).replaceAll('+', '{r}'));\n" for i, r in enumerate(reps)),
             "src/many.js": head + "export const many = (id) => axios.get('/api/many/' + btoa(id)" + "".join(f".replaceAll('{i % 10}', '{(i + 1) % 10}')" for i in range(3000)) + ");\n",
             "src/nested.js": head + "export const nested = (id) => axios.get('/api/nested/' + " + "btoa(" * 2000 + "id" + ")" * 2000 + ");\n",
             "src/chain.js": head + "export const chain = (t) => axios.post('/api/chain', { t: CryptoJS.AES.encrypt(t, 'k')" + ".toString()" * 2000 + " });\n",
             "src/nest2.js": head + "export const nest2 = (t) => axios.post('/api/nest2', { t: " + "encrypt(" * 2000 + "t" + ")" * 2000 + " });\n"}
    derive("encoded_hostile_steps", files, every=True,
           expect=want(("GET", "/api/r0/{param}"), ("GET", "/api/r4/{param}"), ("GET", "/api/r5/{param}")))


# ================= value.logical-assignment, value.json-copy =================
@case
def logical_and_copy_secret():
    """Credentials written through logical assignments and JSON copies: a bearer header ??= a literal,
    a password member ||= a literal, a base URL ??= one with user info, a JSON copy of an object
    holding a password and a token."""
    src = f"""import axios from 'axios';
export function send(url, o = {{}}) {{
  o.headers ??= {{}};
  o.headers.Authorization ??= 'Bearer {PW}';
  o.headers['X-Api-Key'] ||= '{PW2}';
  return fetch(url, {{ method: 'POST', headers: o.headers, body: JSON.stringify(o.body) }});
}}
export const a = () => send('/api/a', {{ body: {{ user: 'u' }} }});
export function login(o = {{}}) {{ o.password ||= '{PW}'; o.pin &&= '{PW2}'; return axios.post('/api/login', o); }}
export const b = () => login({{ user: 'x', pin: '1' }});
class Client {{ base; constructor() {{ this.base ??= 'https://svc:{PW}@api.example.com'; }} get(p) {{ return fetch(this.base + p); }} }}
export const c = () => new Client().get('/items');
export const d = () => axios.post('/api/d', JSON.parse(JSON.stringify({{ pass: '{PW}', token: '{GH}', note: 'n' }})));
"""
    derive("logical_and_copy_secret", {"package.json": PKG, "src/api.js": src}, [PW, PW2, GH], every=True,
           expect=want(("POST", "/api/a"), ("POST", "/api/login"), ("POST", "/api/d")))


@case
def logical_and_copy_blowup():
    """3,000 logical assignments of members in a ring (o.x1 ||= o.x2 … o.xN ||= o.x1), 3,000 chained
    ??= on one name, 3,000 nested JSON copies."""
    n = 3000
    ring = "".join(f"  o.x{i} ||= o.x{(i + 1) % n};\n" for i in range(n))
    one = "".join(f"  u ??= u + '{i}';\n" for i in range(n))
    copy = "JSON.parse(JSON.stringify(" * n + "{ a }" + "))" * n
    src = (f"import axios from 'axios';\nexport function r(o = {{}}) {{\n{ring}  return axios.get('/api/ring/' + o.x0);\n}}\n"
           f"export function s() {{\n  let u = null;\n{one}  return axios.get('/api/one/' + u);\n}}\n"
           f"export const t = (a) => axios.post('/api/copy', {copy});\n")
    derive("logical_and_copy_blowup", {"package.json": PKG, "src/api.js": src}, expect=want(("POST", "/api/copy")))


@case
def logical_assignment_semantics():
    """x &&= v replaces a truthy x: a caller's method POST becomes DELETE; a member given '' falls
    back under ||= (GET); a default {} member filled by ||= is the URL sent."""
    src = """import axios from 'axios';
export function a1(url, options = {}) { options.method &&= 'DELETE'; return axios({ url, method: options.method }); }
export const c1 = () => a1('/api/and', { method: 'POST' });
export function a3(o = {}) { o.url ||= '/api/or-default'; return axios.get(o.url); }
export const c3 = () => a3();
"""
    def expect(c):
        have = set(endpoints(c))
        bad = []
        if ("POST", "/api/and") in have:
            bad.append("POST /api/and: options.method &&= 'DELETE' sends DELETE")
        if ("GET", "/api/or-default") not in have:
            bad.append("lost GET /api/or-default (o.url ||= '/api/or-default' on a default {})")
        return bad
    derive("logical_assignment_semantics", {"package.json": PKG, "src/api.js": src}, expect=expect)


@case
def json_copy_semantics():
    """JSON.parse with a reviver, or of JSON.stringify with a replacer list, is no copy."""
    src = """import axios from 'axios';
export const a = (filter) => axios.post('/api/replacer', JSON.parse(JSON.stringify(filter, ['page'])));
export const b = (filter: { page: number; q: string }) => axios.post('/api/reviver', JSON.parse(JSON.stringify(filter), (k, v) => (k === 'q' ? undefined : v)));
"""
    def expect(c):
        bad = []
        for (m, p), cap in caps(c).items():
            props = set((cap.get("inputSchema") or {}).get("properties") or {})
            if p == "/api/reviver" and "q" in props and not items(c, cap)[:-1]:
                bad.append(f"{m} {p}: q offered as sent; the reviver drops it")
        return bad
    derive("json_copy_semantics", {"package.json": PKG, "src/api.ts": src}, expect=expect)


# ================= output.helper-built-member =================
@case
def helper_built_secret_and_size():
    """A request helper returning literals holding credentials beside the answer, a 3,000-deep built
    object, and 5,000 callers reading members of it."""
    deep = "{ a: " * 3000 + "1" + " }" * 3000
    reads = "".join(f"export const r{i} = async () => {{ const j = await call('/x{i % 50}'); return j.statusCode === {i} || j.token === '{GH}' || j.m{i}; }};\n" for i in range(5000))
    src = f"""export async function call(path) {{
  try {{
    const data = await fetch('/api' + path);
    if (data.status === 401) return {{ statusCode: 401, token: '{GH}', password: '{PW}', deep: {deep} }};
    return {{ ...(await data.json()), statusCode: data.status }};
  }} catch (e) {{ return {{ error: '{PW2}' }}; }}
}}
{reads}"""
    derive("helper_built_secret_and_size", {"package.json": PKG, "src/api.js": src}, [GH, PW, PW2], every=True,
           expect=want(("GET", "/api/x0")))


# ================= risk.sent-address (array items), service.config-lookup =================
@case
def sent_address_secret():
    """Addresses in array items and deep objects whose literal defaults carry credentials: a proxy
    URL with user info, a webhook path holding a Slack-like token, a link with a GitHub token."""
    src = f"""import axios from 'axios';
export const a = (group_id, feeds) => axios.post('/api/feeds', {{ group_id, feeds: feeds.map((f) => ({{ name: f.name, link: f.link || 'https://x:{PW}@feeds.example.com/{GH}', request_options: {{ proxy: f.proxy ?? 'http://u:{PW2}@proxy:3128' }} }})) }});
export const b = (hooks) => axios.put('/api/hooks', {{ items: [{{ webhook: 'https://hooks.example.com/services/T000/B000/{AWS}' }}, ...hooks] }});
"""
    derive("sent_address_secret", {"package.json": PKG, "src/api.js": src}, [PW, GH, PW2, AWS], every=True,
           expect=want(("POST", "/api/feeds"), ("PUT", "/api/hooks")))


# ================= side-effect.check-call, risk.session-end =================
@case
def check_call_semantics():
    """Functions whose first word is a checking verb that write: checkOut (places an order), checkIn
    (a booking's arrival), validateUser (approves), searchAndBuy is guarded; a collection POST or the
    method guess must not become a read."""
    src = """import axios from 'axios';
export async function checkOut(cart) { return axios.post('/api/orders', cart); }
export async function checkIn(bookingId) { return axios.post('/api/bookings/' + bookingId + '/arrival'); }
export async function validateUser(id) { return axios.post('/api/users/' + id, { approved: true }); }
export async function previewPayment(invoice) { return axios.post('/api/payments', invoice); }
"""
    def expect(c):
        bad = []
        for (m, p), cap in caps(c).items():
            if cap["annotations"].get("readOnlyHint"):
                bad.append(f"{m} {p} ({cap['name']}) readOnlyHint true, risks {cap['annotations'].get('risks')}")
        return bad
    derive("check_call_semantics", {"package.json": PKG, "src/api.js": src}, expect=expect)


@case
def session_end_semantics():
    """Deletes that name the caller or a logout word but end no session only: the account deleted by
    a function that also signs out, the user's data wiped on logout, the logout history cleared."""
    src = """import axios from 'axios';
export async function deleteAccountAndSignOut() { await axios.delete('/api/users/me'); }
export async function logoutAndWipe() { await axios.delete('/api/me/data'); }
export async function clearLogoutHistory() { await axios.delete('/api/logout/history'); }
export async function signOut() { await axios.delete('/api/session'); }
"""
    def expect(c):
        bad = []
        for (m, p), cap in caps(c).items():
            if p != "/api/session" and "destructive" not in (cap["annotations"].get("risks") or []):
                bad.append(f"{m} {p} ({cap['name']}) loses the destructive risk")
        return bad
    derive("session_end_semantics", {"package.json": PKG, "src/api.js": src}, expect=expect)


# ================= names: opaque segment, member api, collection action =================
@case
def names_hostile():
    """Names made from a function's words (name.opaque-segment) where the function is named with a
    key shape, 10,000 characters or a lone surrogate; member-api and collection-action paths whose
    segments hold a key shape; 5,000 one-letter paths."""
    src = f"""import axios from 'axios';
export const get{AWS}Meta = (image) => axios.get(`/i/meta/${{image}}`);
export const get{'Very' * 2500}Meta = (image) => axios.get(`/j/meta/${{image}}`);
export const disable = (id) => axios.post(`/user/${{id}}/api/{AWS}`);
export const refresh = () => axios.post('/api/{GH}s/refresh');
"""
    src += "".join(f"export const fetchItem{i}Meta = (id) => axios.get(`/x/item{i}/meta/${{id}}`);\n" for i in range(5000))
    derive("names_hostile", {"package.json": PKG, "src/api.js": src}, [AWS, GH, *AWS_NAME], every=True)


# ================= wrapper.own-class-callers =================
@case
def own_class_semantics():
    """Methods the framework calls by a decorator (@HostListener), a method reached through a key
    concatenated at run time in a template-less class, an Angular service whose methods are used
    through a pipe's transform: none may be claimed never called without an item."""
    svc = """import { Injectable, HostListener } from '@angular/core';
import { HttpClient } from '@angular/common/http';
@Injectable({ providedIn: 'root' })
export class DraftService {
  constructor(private http: HttpClient) { this.load(); }
  load() { return this.http.get('/api/drafts'); }
  @HostListener('window:beforeunload')
  saveOnLeave() { return this.http.post('/api/drafts/autosave', {}); }
  purgeAll() { return this.http.delete('/api/drafts'); }
}
"""
    cmp = """import { Component } from '@angular/core';
import { DraftService } from './draft.service';
@Component({ selector: 'x-panel', template: '<button (click)="go()">x</button>' })
export class PanelComponent {
  constructor(private drafts: DraftService) {}
  go() { const act = 'purge' + 'All'; (this.drafts as any)[act](); }
}
"""
    def expect(c):
        have = set(endpoints(c))
        return [f"lost {m} {p}" for m, p in (("DELETE", "/api/drafts"), ("POST", "/api/drafts/autosave")) if (m, p) not in have]
    derive("own_class_semantics", {"package.json": PKG, "src/app/draft.service.ts": svc, "src/app/panel.component.ts": cmp}, expect=expect)


@case
def own_class_5000():
    """A service class of 5,000 methods, each calling the next through this, in a folder with
    2,000 templates naming none of them."""
    n = 5000
    methods = "".join(f"  m{i}() {{ return this.m{i + 1}(); }}\n" for i in range(n)) + f"  m{n}() {{ return this.http.get('/api/own'); }}\n"
    files = {"package.json": PKG,
             "src/app/big.service.ts": f"import {{ Injectable }} from '@angular/core';\nimport {{ HttpClient }} from '@angular/common/http';\n@Injectable()\nexport class Big {{\n  constructor(private http: HttpClient) {{ this.m0(); }}\n{methods}}}\n"}
    for i in range(2000):
        files[f"src/app/t{i}.html"] = f"<div>{'x' * 50} {i}</div>\n"
    derive("own_class_5000", files, expect=want(("GET", "/api/own")))


# ================= reads outside the root: types, schemas and stores the new rules resolve =================
OUTSIDE_PROBE = "OUTSIDEPROBEQz4x40"


def outside():
    """A folder beside the cases holding types, a zod schema and a store whose member names and literal
    types are the outside probe (never under a case root)."""
    d = OUT / "outside"
    d.mkdir(parents=True, exist_ok=True)
    (d / "types.ts").write_text(f"export interface Feed {{ {OUTSIDE_PROBE}: number; kind: '{OUTSIDE_PROBE}k' }}\n"
                                f"export interface Query {{ {OUTSIDE_PROBE}q?: string }}\n")
    (d / "schemas.ts").write_text(f"import {{ z }} from 'zod';\nexport const S = z.object({{ {OUTSIDE_PROBE}s: z.literal('{OUTSIDE_PROBE}v') }});\n")
    (d / "store.js").write_text(f"import {{ defineStore }} from 'pinia';\nexport const useOut = defineStore('out', {{ getters: {{ uid: () => '{OUTSIDE_PROBE}u' }} }});\n")
    return d


@case
def outside_types_and_schemas():
    """Declared answers, typed query objects, validated schemas and store getters whose declarations
    are outside the root: by a relative ../../ import, an absolute import, a tsconfig paths alias to the
    outside folder and a link inside the root to the outside file."""
    d = outside()
    rel = os.path.relpath(d, OUT / "cases" / "outside_types_and_schemas" / "src")
    src = f"""import ky from 'ky';
import axios from 'axios';
import type {{ Feed, Query }} from '{rel}/types';
import type {{ Feed as AbsFeed }} from '{d}/types';
import type {{ Feed as AliasFeed }} from '@out/types';
import type {{ Feed as LinkFeed }} from './linked/types';
import {{ S }} from '{rel}/schemas';
import {{ useOut }} from '{rel}/store';
export const a = async () => await ky.get('/api/a').json<Feed>();
export const b = async () => (await (await fetch('/api/b')).json()) as AbsFeed;
export const c = async () => (await (await fetch('/api/c')).json()) as AliasFeed;
export const e = async () => (await (await fetch('/api/e')).json()) as LinkFeed;
export const f = (q: Query) => axios.get('/api/f', {{ params: q }});
export const g = (x) => axios.post('/api/g', S.parse(x));
export const h = () => fetch('/api/h', {{ headers: {{ 'X-Uid': useOut().uid }} }});
"""
    def hook(root):
        (root / "src" / "linked").symlink_to(d)
    files = {"package.json": PKG, "src/api.ts": src,
             "tsconfig.json": '{"compilerOptions": {"baseUrl": ".", "paths": {"@out/*": ["%s/*"]}}}' % d}
    derive("outside_types_and_schemas", files, [OUTSIDE_PROBE], every=True, root_hook=hook,
           expect=want(("GET", "/api/a"), ("GET", "/api/f"), ("POST", "/api/g"), ("GET", "/api/h")))


if __name__ == "__main__":
    H.run_cases(CASES, OUT, sys.argv[1:])
