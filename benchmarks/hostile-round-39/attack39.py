"""Round 39 hostile harness: one generated tree per case aimed at the rules added between c7ff7706 and
the build under test (sessions 38-39: auto-imports, tRPC answers and zod arrays, caller words, dialog
results, interceptor exits, switched roots, state-kept answers, joined lists, held instances, filled
fields, fixed nulls, config-lookup bases, sent addresses, glued key shapes, generic project names).
It reuses round 38's harness (``attack38.derive``: contract, graph and cache, with ``every`` audit in
three formats, the HTML report, the export package and ``node --check``; a probe in any output, a raw
ESC, a marker file, an internal fault, a kill at the CPU bound or a lost request is FAILED).
Usage: python3 attack39.py [CASE-SUBSTRING ...]   (BIN: C2S_BIN; OUT: X39_OUT, default /tmp/x39;
NICE: the niceness of every command, default 0; CPU_LIMIT: 60; the hostile texts try to write
the marker <tempdir>/x39-marker-executed). Rows in OUT/results.jsonl."""
import os, resource, subprocess, sys, tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "hostile-round-38"))
import attack38 as H  # noqa: E402

OUT = Path(os.environ.get("X39_OUT", Path(tempfile.gettempdir()) / "x39"))
H.OUT = OUT
H.MARKER = Path(os.environ.get("X39_MARKER", Path(tempfile.gettempdir()) / "x39-marker-executed"))
NICE = os.environ.get("NICE", "0")
CPU = H.CPU
CASES = {}
PKG = H.PKG
OUTSIDE_PROBE = "OUTSIDEPROBEQz9x39"


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


def outside():
    """A folder beside the cases holding a module with the outside probe (never under a case root)."""
    d = OUT / "outside"
    d.mkdir(parents=True, exist_ok=True)
    (d / "secret.ts").write_text(f"export const leak = () => fetch('/api/outside?k={OUTSIDE_PROBE}');\n"
                                 f"export default {{ api: {{ host: '/{OUTSIDE_PROBE}' }} }};\n")
    (d / "auto-imports.d.ts").write_text(f"declare global {{ const leak: typeof import('./secret')['leak'] }}\n")
    return d


def requests(contract):
    return [r for cap in contract.get("capabilities", []) for r in (cap.get("implementation") or {}).get("requests", [])]


# ---------------- planted secrets: round 39's own (no shape, and shapes) ----------------
GH = "ghp_" + "Qz9xR2mN4pL6vB9kT1wY3sD5fH7jK0aC2e39"
AWS = "AKIAQZ7X3KPL4MNB39AT"
STRIPE = "sk_live_" + "51Hx39QzAttackR0undKey9mNbVcXz"
JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4MzkifQ.Qz39sigAttackRoundX9kLmNoPqRs"
GOOGLE = "AIza" + "SyQz39AttackRoundKey0123456789abcdE"
PW = "Pw39Qz7hunterX"


# ---------------- redact: key shapes glued to a word (the fix of round 38's finding 6) ----------------
@case
def glued_key_variants():
    """The glued-key fix reads a lower-case word before an AWS key; a digit or an upper-case word before it,
    a character after it, and other shapes glued to a word are tried, each in the path literal (a segment the
    Tool is named from)."""
    segs = {"digit_before": "v2" + AWS, "upper_before": "ROTATE" + AWS, "digit_after": AWS + "7",
            "upper_after": AWS + "X", "gh_glued": "rotate" + GH, "stripe_glued": "pay" + STRIPE,
            "google_glued": "key" + GOOGLE, "jwt_glued": "session" + JWT, "aws_split": None, "aws_template": None}
    body = "".join(f"export const {k} = () => fetch('/api/keys/{v}', {{ method: 'POST' }});\n" for k, v in segs.items() if v)
    body += f"export const aws_split = () => fetch('/api/keys/' + '{AWS[:10]}' + '{AWS[10:]}', {{ method: 'POST' }});\n"
    body += f"export const aws_template = () => fetch(`/api/split/${{'{AWS[:4]}'}}{AWS[4:]}`, {{ method: 'POST' }});\n"
    body += f"export const lower_aws = () => fetch('/api/keys/' + '{AWS.lower()}'.toUpperCase(), {{ method: 'POST' }});\n"
    derive("glued_key_variants", {"package.json": PKG, "src/k.js": body}, [AWS, GH, STRIPE, GOOGLE, JWT, AWS.lower(), AWS.lower().replace("akia", "akia_")],
           every=True)


# ---------------- service.config-lookup ----------------
@case
def config_lookup_secret():
    """The observed base URL read from the object literal the getter's module imports: user info, a token
    in its query, a key shape in its path; a key named like a credential."""
    files = {"package.json": '{"name": "p", "dependencies": {"dlv": "1", "deepmerge": "4"}}',
             "src/config/default.js": f"""export default {{
  api: {{ host: 'https://admin:{PW}@api.example.com/v1' }},
  search: {{ host: 'https://search.example.com/?key={STRIPE}' }},
  files: {{ host: 'https://files.example.com/{GH}/v2' }},
  hook: {{ host: 'https://hooks.example.com/token/{AWS}' }},
}};
""",
             "src/config.js": "import merge from 'deepmerge';\nimport delve from 'dlv';\nimport defaultConfig from './config/default';\n"
                              "const S = window.__C ? JSON.parse(window.__C) : {};\nconst config = () => merge(defaultConfig, S);\n"
                              "export default { get: (value, def = '') => delve(config(), value, def) };\n",
             "src/api.js": "import config from './config';\n"
                           "export const a = (id) => fetch(`${config.get('api.host')}/notes/${id}`);\n"
                           "export const b = () => fetch(`${config.get('api.host')}/notes`, { method: 'POST', body: '{}' });\n"
                           "export const c = (q) => fetch(`${config.get('search.host')}search?q=${q}`);\n"
                           "export const d = () => fetch(`${config.get('files.host')}/list`);\n"
                           "export const e = () => fetch(`${config.get('hook.host')}/ping`, { method: 'POST' });\n"}
    derive("config_lookup_secret", files, [PW, STRIPE, GH, AWS], every=True)


@case
def config_lookup_hostile_keys():
    """Lookup keys a binding name is made from: NUL, ESC, RTL, a lone surrogate, __proto__, constructor, a
    quote breaking out of a string into require('child_process'), 100,000 characters, '..', '' and '.'."""
    keys = ["\\u0000", "\\u001b[31m", "\\u202egnp", "\\ud800", "__proto__", "constructor",
            "x'); require('child_process').execSync('touch /tmp/x39-marker-executed'); ('", "k" * 100000, "..", "", ".",
            "api.__proto__.host", "$" + "{process.exit(1)}"]
    body = "".join(f"export const f{i} = () => fetch(`${{env('{k}')}}/items/{i}`);\n" for i, k in enumerate(keys))
    files = {"package.json": '{"name": "p", "dependencies": {"@beam-australia/react-env": "1"}}',
             "src/a.js": "import env from '@beam-australia/react-env';\n" + body}
    derive("config_lookup_hostile_keys", files, every=True, expect=want(("GET", "/items/0"), ("GET", "/items/5")))


@case
def config_lookup_5000_keys():
    """5,000 call sites each reading its base through a lookup with its own key: up to 5,000 services."""
    n = 5000
    body = "".join(f"export const f{i} = () => fetch(`${{env('SVC{i}_URL')}}/items`);\n" for i in range(n))
    files = {"package.json": '{"name": "p", "dependencies": {"@beam-australia/react-env": "1"}}',
             "src/a.js": "import env from '@beam-australia/react-env';\n" + body}
    derive("config_lookup_5000_keys", files)


@case
def config_lookup_cycle():
    """A getter reading its own lookup, a config object holding itself, two modules importing each other."""
    files = {"package.json": '{"name": "p", "dependencies": {"dlv": "1"}}',
             "src/config/default.js": "import other from './other';\nconst d = { api: { host: other.api.host }, self: null };\nd.self = d;\nexport default d;\n",
             "src/config/other.js": "import d from './default';\nexport default { api: { host: d.api.host } };\n",
             "src/config.js": "import delve from 'dlv';\nimport d from './config/default';\n"
                              "const cfg = { get: (k, def = '') => k ? delve(d, k, cfg.get(k, def)) : def };\nexport default cfg;\n",
             "src/api.js": "import config from './config';\nexport const a = () => fetch(`${config.get('api.host')}/notes`);\n"
                           "export const b = () => fetch(`${config.get(config.get('api.host'))}/tags`);\n"}
    derive("config_lookup_cycle", files, every=True)


# ---------------- scope.auto-import ----------------
AUTO_CFG = """import {{ defineConfig }} from 'vite';
import vue from '@vitejs/plugin-vue';
import AutoImport from 'unplugin-auto-import/vite';
export default defineConfig({{ plugins: [vue(), AutoImport({{ imports: ['vue'], dirs: {dirs}, dts: {dts} }})] }});
"""
VPKG = '{"name": "p", "dependencies": {"vue": "^3.4.0", "axios": "1"}, "devDependencies": {"vite": "5", "unplugin-auto-import": "0.17"}}'


@case
def auto_import_outside():
    """The plugin's options and its declaration file naming files outside the root: dirs '../…', absolute,
    '../../**'; dts outside; a declaration file whose typeof import names '../..' and an absolute path to
    a module holding the outside probe."""
    o = outside()
    rel = os.path.relpath(o, OUT / "cases" / "auto_import_outside")
    files = {"package.json": VPKG,
             "vite.config.ts": AUTO_CFG.format(dirs=f"['{rel}', '{o}', '../../**', 'src/api']", dts=f"'{rel}/auto-imports.d.ts'"),
             "src/auto-imports.d.ts": f"export {{}}\ndeclare global {{\n  const leak: typeof import('{rel}/secret')['leak']\n"
                                      f"  const leak2: typeof import('{o}/secret')['leak']\n  const cfg: typeof import('{rel}/secret')['default']\n"
                                      "  const getUser: typeof import('./api/user')['getUser']\n}\n",
             "src/api/user.ts": "export const getUser = (id: string) => fetch(`/api/users/${id}`);\n",
             "src/App.vue": "<script setup lang=\"ts\">\nleak(); leak2(); getUser('1'); fetch(cfg.api.host + '/x');\n</script>\n<template><div/></template>\n"}
    derive("auto_import_outside", files, [OUTSIDE_PROBE], every=True, expect=want(("GET", "/api/users/1")))


@case
def auto_import_star_chain_3000():
    """A scanned folder whose index re-exports a chain of 3,000 modules (export * from './m1' … ): the
    plugin's re-exported names followed 3,000 deep."""
    n = 3000
    files = {"package.json": VPKG, "vite.config.ts": AUTO_CFG.format(dirs="['src/api']", dts="false"),
             "src/api/index.ts": "export * from './chain/m0';\n",
             "src/App.vue": f"<script setup lang=\"ts\">\nf{n - 1}(); f0();\n</script>\n<template><div/></template>\n"}
    for i in range(n):
        nxt = f"export * from './m{i + 1}';\n" if i + 1 < n else ""
        files[f"src/api/chain/m{i}.ts"] = f"{nxt}export const f{i} = () => fetch('/api/f{i}');\n"
    derive("auto_import_star_chain_3000", files, expect=want(("GET", "/api/f0"), ("GET", f"/api/f{n - 1}")))


@case
def auto_import_star_cycle_flat():
    """3,000 scanned modules in one folder, each re-exporting the next and the last the first (a cycle), all
    scanned: every module starts a walk of the whole ring."""
    n = 3000
    files = {"package.json": VPKG, "vite.config.ts": AUTO_CFG.format(dirs="['src/api']", dts="false"),
             "src/App.vue": "<script setup lang=\"ts\">\nf0(); f1500();\n</script>\n<template><div/></template>\n"}
    for i in range(n):
        files[f"src/api/m{i}.ts"] = f"export * from './m{(i + 1) % n}';\nexport * from './m{i}';\nexport const f{i} = () => fetch('/api/f{i}');\n"
    derive("auto_import_star_cycle_flat", files, expect=want(("GET", "/api/f0"), ("GET", "/api/f1500")))


@case
def auto_import_dts_hostile():
    """A declaration file of 10,000 names, names NUL/ESC/__proto__, import specifiers '/dev/zero', a FIFO,
    'data:', 'node:child_process', a 100,000-character specifier, and a declaration file that is a link to
    /dev/zero next to the real one."""
    names = "".join(f"  const n{i}: typeof import('./api/user')['getUser']\n" for i in range(10000))
    weird = ("  const __proto__: typeof import('./api/user')['getUser']\n  const constructor: typeof import('/dev/zero')['x']\n"
             "  const fifo: typeof import('./fifo')['x']\n  const d: typeof import('data:text/javascript,fetch(1)')['x']\n"
             "  const cp: typeof import('node:child_process')['execSync']\n"
             f"  const longer: typeof import('./{'a' * 100000}')['x']\n  const esc: typeof import('./\u001b[31m')['x']\n")
    files = {"package.json": VPKG, "vite.config.ts": AUTO_CFG.format(dirs="[]", dts="'src/auto-imports.d.ts'"),
             "src/auto-imports.d.ts": "export {}\ndeclare global {\n" + names + weird + "}\n",
             "src/api/user.ts": "export const getUser = (id: string) => fetch(`/api/users/${id}`);\n",
             "src/App.vue": "<script setup lang=\"ts\">\nn9999('1'); __proto__('2'); cp('touch /tmp/x39-marker-executed');\n</script>\n<template><div/></template>\n"}

    def hook(root):
        os.mkfifo(root / "src" / "fifo.ts")
        (root / "src" / "sub").mkdir()
        os.symlink("/dev/zero", root / "src" / "sub" / "auto-imports.d.ts")
    derive("auto_import_dts_hostile", files, root_hook=hook, expect=want(("GET", "/api/users/{id}")))


# ---------------- tRPC answers, zod arrays and enums ----------------
TRPC_PKG = ('{"name": "p", "dependencies": {"@tanstack/react-query": "^5.59.0", "@trpc/client": "^11.0.0", "@trpc/react-query": "^11.0.0",'
            ' "@trpc/server": "^11.0.0", "next": "^14.2.0", "react": "^18.3.1", "zod": "^3.23.8"}}')
TRPC_BASE = {"package.json": TRPC_PKG,
             "src/server/trpc.ts": "import { initTRPC } from '@trpc/server';\nconst t = initTRPC.create();\nexport const router = t.router;\nexport const publicProcedure = t.procedure;\n",
             "src/utils/trpc.ts": "import { createTRPCReact } from '@trpc/react-query';\nimport type { AppRouter } from '../server/routers/_app';\nexport const trpc = createTRPCReact<AppRouter>();\n"}


@case
def zod_hostile():
    """zod inputs: a TypeScript enum whose values are credentials (z.nativeEnum), a z.enum of a constant
    list holding a password, a z.lazy array of itself, 3,000 nested z.array, a z.enum of 10,000 values,
    enums whose members refer to each other, and keys __proto__ / constructor."""
    deep = "z.string()"
    for _ in range(3000):
        deep = f"z.array({deep})"
    many = ", ".join(f"'v{i}'" for i in range(10000))
    schemas = f"""import {{ z }} from 'zod';
export enum KeyKind {{ Live = '{STRIPE}', Gh = '{GH}', Plain = 'plain' }}
export enum Loop {{ A = 1, B = A + 1, C = B * 2 }}
const PASSWORDS = ['{PW}', 'other'] as const;
export type Node = {{ children: Node[] }};
export const nodeSchema: z.ZodType<Node> = z.lazy(() => z.object({{ children: z.array(nodeSchema) }}));
export const deepSchema = {deep};
export const manySchema = z.enum([{many}]);
"""
    router = """import { z } from 'zod';
import { publicProcedure, router } from '../trpc';
import { KeyKind, Loop, nodeSchema, deepSchema, manySchema, PASSWORDS } from '../../lib/schemas';
export const appRouter = router({
  keys: router({
    create: publicProcedure.input(z.object({ kind: z.nativeEnum(KeyKind), loop: z.nativeEnum(Loop), pw: z.enum(PASSWORDS),
      tree: nodeSchema, deep: deepSchema, many: manySchema, __proto__: z.string(), constructor: z.array(z.object({ a: z.string() })) }))
      .mutation(async () => ({ id: '1' })),
    list: publicProcedure.input(z.object({ items: z.array(z.object({ link: z.string().url(), children: z.array(nodeSchema) })) }))
      .query(async () => ({ keys: [] })),
  }),
});
export type AppRouter = typeof appRouter;
"""
    page = f"""import {{ trpc }} from '../utils/trpc';
export function Keys() {{
  const {{ data }} = trpc.keys.list.useQuery({{ items: [] }});
  const create = trpc.keys.create.useMutation();
  const ok = data?.keys.filter((k) => k.secret === '{GH}' || k.token === '{PW}');
  return <button onClick={{() => create.mutate({{ kind: '{STRIPE}' as any, pw: '{PW}' as any }})}}>{{ok?.length}} {{data?.keys.map((k) => k.name)}}</button>;
}}
"""
    files = dict(TRPC_BASE, **{"src/lib/schemas.ts": schemas.replace("const PASSWORDS", "export const PASSWORDS"),
                               "src/server/routers/_app.ts": router, "src/pages/keys.tsx": page})
    derive("zod_hostile", files, [STRIPE, GH, PW], every=True,
           expect=want(("POST", "/api/trpc/keys.create"), ("GET", "/api/trpc/keys.list")))


@case
def trpc_response_hostile():
    """tRPC answers read 3,000 members deep, 3,000 nested optional chains, a page of an infinite query read
    through itself, an answer compared with credentials and spread beside one, 10,000 fields read."""
    d = 3000
    deep = "data" + "".join(f"?.a{i}" for i in range(d))
    reads = "".join(f"  const r{i} = q.data?.f{i};\n" for i in range(10000))
    page = f"""import {{ trpc }} from '../utils/trpc';
export function P() {{
  const {{ data }} = trpc.items.get.useQuery({{ id: '1' }});
  const q = trpc.items.list.useQuery();
  const inf = trpc.items.pages.useInfiniteQuery({{}});
  const flat = inf.data?.pages.flatMap((page) => page.items.concat(page.items)) ?? [];
  const v = {deep};
  const same = data?.token === '{GH}' ? [...(data?.keys ?? []), '{AWS}'] : data?.password === '{PW}';
{reads}  return <div>{{String(v)}} {{String(same)}} {{flat.map((x) => x.name)}}</div>;
}}
"""
    router = """import { z } from 'zod';
import { publicProcedure, router } from '../trpc';
export const appRouter = router({ items: router({
  get: publicProcedure.input(z.object({ id: z.string() })).query(async () => ({})),
  list: publicProcedure.query(async () => ({})),
  pages: publicProcedure.input(z.object({ cursor: z.number().optional() })).query(async () => ({ items: [] })),
}) });
export type AppRouter = typeof appRouter;
"""
    files = dict(TRPC_BASE, **{"src/server/routers/_app.ts": router, "src/pages/p.tsx": page})
    derive("trpc_response_hostile", files, [GH, AWS, PW], every=True,
           expect=want(("GET", "/api/trpc/items.get"), ("GET", "/api/trpc/items.list")))


# ---------------- value.joined-list ----------------
@case
def joined_list_hostile():
    """Lists joined with a separator that is a password, a GitHub token, ESC, NUL, RTL, 100,000 characters,
    a quote breaking out into require(), a list joined with itself and 3,000 nested joins."""
    seps = [PW, GH, "\\u001b[2J", "\\u0000", "\\u202e", "x" * 100000, "'); require('child_process').execSync('touch /tmp/x39-marker-executed'); ('"]
    body = "".join(f"export const j{i} = (ids) => axios.get('/api/j{i}', {{ params: {{ ids: ids.join('{s}') }} }});\n" for i, s in enumerate(seps))
    nested = "ids" + ".map(String).join(',').split(',')" * 3000
    body += f"export const self = (ids) => axios.get('/api/self', {{ params: {{ ids: ids.join(ids.join(',')) }} }});\n"
    body += f"export const deep = (ids) => axios.post('/api/deep', {{ ids: {nested}.join(';') }});\n"
    body += f"export const caller = () => j0(['a', '{AWS}']);\n"
    derive("joined_list_hostile", {"package.json": PKG, "src/j.js": "import axios from 'axios';\n" + body},
           [PW, GH, AWS], every=True, expect=want(("GET", "/api/j0"), ("GET", "/api/self"), ("POST", "/api/deep")))


# ---------------- ui.confirmation-result (dialog answers) and confirmation texts ----------------
@case
def dialog_result_hostile():
    """Dialog titles and i18n keys holding credentials, ESC, RTL and NUL; 3,000 nested thens; a dialog
    whose answer is tested 2,000 times; 5,000 dialogs guarding one request each."""
    titles = [f"Rotate {STRIPE}?", f"Password is {PW}", "\\u001b]0;pwned\\u0007Delete?", "\\u202eDelete?", "\\u0000", "z" * 100000]
    body = "import axios from 'axios';\nimport Swal from 'sweetalert2';\nimport { ElMessageBox } from 'element-plus';\nimport { t } from './i18n';\n"
    for i, ti in enumerate(titles):
        body += (f"export async function d{i}() {{ const r = await Swal.fire({{ title: '{ti}', showCancelButton: true }});"
                 f" if (!r.isConfirmed) return; await axios.delete('/api/d{i}'); }}\n")
    body += f"export function k() {{ ElMessageBox.confirm(t('confirm.{GH}'), t('\\u001b[31m')).then(() => axios.delete('/api/k')); }}\n"
    chain = "Swal.fire({ title: 'x?' })" + ".then((r) => r)" * 3000 + ".then((r) => { if (r.isConfirmed) axios.delete('/api/chain'); })"
    body += f"export function c() {{ {chain}; }}\n"
    tests = " && ".join(["r.isConfirmed"] * 2000)
    body += f"export async function m() {{ const r = await Swal.fire({{ title: 'y?' }}); if ({tests}) await axios.delete('/api/many-tests'); }}\n"
    files = {"package.json": '{"name": "p", "dependencies": {"axios": "1", "sweetalert2": "11", "element-plus": "2"}}',
             "src/d.js": body, "src/i18n.js": f"export const t = (k) => ({{ ['confirm.{GH}']: 'Rotate {AWS}?' }})[k] || k;\n",
             "src/locales/en.json": f'{{"confirm": {{"{GH}": "Really rotate {AWS} with {PW}?"}}}}'}
    derive("dialog_result_hostile", files, [STRIPE, PW, GH, AWS], every=True,
           expect=want(("DELETE", "/api/d0"), ("DELETE", "/api/k"), ("DELETE", "/api/chain"), ("DELETE", "/api/many-tests")))


@case
def dialog_result_5000():
    n = 5000
    body = "import axios from 'axios';\nimport Swal from 'sweetalert2';\n" + "".join(
        f"export async function d{i}() {{ const r = await Swal.fire({{ title: 'Delete {i}?' }}); if (!r.isConfirmed) return; await axios.delete('/api/d/{i}'); }}\n"
        for i in range(n))
    derive("dialog_result_5000", {"package.json": '{"name": "p", "dependencies": {"axios": "1", "sweetalert2": "11"}}', "src/d.js": body},
           expect=want(("DELETE", "/api/d/0")))


# ---------------- auth.interceptor-exit ----------------
@case
def interceptor_exit_hostile():
    """Interceptor exits testing the URL against a credential, a header name that is ESC/NUL/__proto__, 2,000
    exits, an exit calling the interceptor itself."""
    exits = "".join(f"  if (req.url.includes('/api/skip{i}/')) return next(req);\n" for i in range(2000))
    icpt = f"""import {{ HttpRequest, HttpHandlerFn }} from '@angular/common/http';
export const authInterceptor = (req: HttpRequest<unknown>, next: HttpHandlerFn) => {{
  if (req.url.includes('{GH}')) return next(req);
  if (req.headers.has('\\u001b[31m') || req.headers.get('__proto__') === '{PW}') return next(req.clone({{ headers: req.headers.delete('\\u0000') }}));
  if (req.url.includes('/api/loop/')) return authInterceptor(req, next);
{exits}  return next(req.clone({{ setHeaders: {{ Authorization: `Bearer ${{localStorage.getItem('t')}}` }} }}));
}};
"""
    svc = f"""import {{ Injectable }} from '@angular/core';
import {{ HttpClient, HttpHeaders }} from '@angular/common/http';
@Injectable({{ providedIn: 'root' }})
export class S {{
  constructor(private http: HttpClient) {{}}
  a() {{ return this.http.get('/api/{GH}/x'); }}
  b() {{ return this.http.get('/api/skip1999/y', {{ headers: new HttpHeaders({{ '__proto__': '{PW}' }}) }}); }}
  c() {{ return this.http.get('/api/loop/z'); }}
  d() {{ return this.http.get('/api/plain'); }}
}}
"""
    cfg = "import { provideHttpClient, withInterceptors } from '@angular/common/http';\nimport { authInterceptor } from './auth.interceptor';\nexport const appConfig = { providers: [provideHttpClient(withInterceptors([authInterceptor]))] };\n"
    derive("interceptor_exit_hostile", {"package.json": PKG, "src/app/auth.interceptor.ts": icpt, "src/app/s.service.ts": svc, "src/app/app.config.ts": cfg},
           [GH, PW], every=True, expect=want(("GET", "/api/plain"), ("GET", "/api/loop/z")))


# ---------------- service.switched-root ----------------
@case
def switched_root_hostile():
    """A switched root whose fixed arm carries user info or a key, whose kept arm falls back to a token, a
    root switched between itself and a fixed path, 2,000 nested choices."""
    nest = "'/api'"
    for i in range(2000):
        nest = f"(localStorage.getItem('w{i}') ? `/api/w{i}/${{localStorage.getItem('w{i}')}}` : {nest})"
    src = f"""import axios from 'axios';
const getRoot = () => localStorage.getItem('inst') !== null ? '/api/i/' + (localStorage.getItem('inst') || '{GH}') : 'https://u:{PW}@example.com/api';
export const a = () => fetch(getRoot() + '/reports');
const c1 = axios.create({{ baseURL: localStorage.getItem('ws') ? `/api/w/${{localStorage.getItem('ws')}}?key={STRIPE}` : '/api' }});
export const b = () => c1.get('/things');
let root = '/api';
root = localStorage.getItem('r') ? root + '/' + localStorage.getItem('r') : root;
export const c = () => fetch(root + '/self');
const deep = () => {nest};
export const d = () => fetch(deep() + '/deep');
"""
    derive("switched_root_hostile", {"package.json": PKG, "src/r.js": src}, [GH, PW, STRIPE], every=True,
           expect=want(("GET", "/api/things"), ("GET", "/api/self"), ("GET", "/api/deep")))


# ---------------- output.state-kept-response ----------------
@case
def state_kept_hostile():
    """React state kept whole: a setter given the state itself, two states set from each other, 5,000
    setters of one response, an item compared with a credential, a Svelte $state and a Vue ref fed in a cycle."""
    n = 5000
    setters = "".join(f"  const [s{i}, setS{i}] = useState(null);\n" for i in range(n))
    calls = "".join(f"setS{i}(r);" for i in range(n))
    jsx = f"""import {{ useState, useEffect }} from 'react';
export function A() {{
  const [items, setItems] = useState([]);
  const [other, setOther] = useState([]);
{setters}  useEffect(() => {{ fetch('/api/items').then((res) => res.json()).then((r) => {{ setItems(r); setOther(items); setItems(other); setItems(items); {calls} }}); }}, []);
  return <ul>{{items.map((i) => <li key={{i.id}}>{{i.token === '{GH}' ? '{PW}' : i.name}}</li>)}}{{other.map((o) => o.title)}}{{s{n - 1}?.last}}</ul>;
}}
"""
    svelte = f"""<script>
  let a = $state([]);
  let b = $state([]);
  async function load() {{ a = await (await fetch('/api/a')).json(); b = a; a = b; }}
  load();
</script>
{{#each a as x}}<p>{{x.name}} {{x.secret === '{STRIPE}'}}</p>{{/each}}
"""
    derive("state_kept_hostile", {"package.json": '{"name": "p", "dependencies": {"react": "18", "svelte": "5"}}', "src/A.jsx": jsx, "src/B.svelte": svelte},
           [GH, PW, STRIPE], every=True, expect=want(("GET", "/api/items"), ("GET", "/api/a")))


# ---------------- risk.sent-address (array items and deeper members) ----------------
@case
def sent_address_hostile():
    """Inputs typed by a recursive interface (a tree of links), 3,000 nested object members ending in a
    url, 10,000 array items members, two interfaces naming each other."""
    d = 3000
    deep = "{ url: string }"
    for i in range(d):
        deep = f"{{ m{i}: {deep} }}"
    members = "; ".join(f"a{i}: string" for i in range(10000))
    src = f"""import axios from 'axios';
interface Feed {{ link: string; children: Feed[]; parent?: Feed }}
interface A {{ b: B[]; proxy: string }}
interface B {{ a: A[]; endpoint: string }}
type Deep = {deep};
type Wide = {{ items: {{ {members}; webhook: string }}[] }};
export const f = (feeds: Feed[]) => axios.post('/api/feeds', {{ feeds }});
export const g = (a: A) => axios.post('/api/ab', a);
export const h = (d: Deep) => axios.post('/api/deep', d);
export const w = (x: Wide) => axios.post('/api/wide', x);
export const l = (x: {{ link: string }}) => axios.post('/api/l', {{ feeds: [{{ link: x.link, proxy: '{GH}' }}] }});
"""
    derive("sent_address_hostile", {"package.json": PKG, "src/f.ts": src}, [GH], every=True,
           expect=want(("POST", "/api/feeds"), ("POST", "/api/ab"), ("POST", "/api/deep"), ("POST", "/api/wide")))


# ---------------- wrapper.held-instances, this.instance-argument ----------------
@case
def held_instances_5000():
    """5,000 components each holding its own new GroupAPI(id), a class whose method makes a new instance of
    itself, an instance held in a binding that is reassigned to itself."""
    n = 5000
    api = ("export class GroupAPI {\n  constructor(id) { this.id = id; }\n  get() { return fetch(`/api/groups/${this.id}`); }\n"
           "  remove(u) { return fetch(`/api/groups/${this.id}/users/${u}`, { method: 'DELETE' }); }\n"
           "  child() { return new GroupAPI(this.id + '/c').get(); }\n  never() { return fetch('/api/never', { method: 'POST' }); }\n}\n")
    comps = "".join(f"export function C{i}() {{ let api = new GroupAPI('g{i}'); api = api; return api.get(); }}\n" for i in range(n))
    comps += "export function R() { const a = new GroupAPI('x'); return [a.remove('u'), a.child()]; }\n"
    derive("held_instances_5000", {"package.json": PKG, "src/api.js": api, "src/c.js": "import { GroupAPI } from './api';\n" + comps},
           expect=want(("GET", "/api/groups/{id}"), ("DELETE", "/api/groups/{id}/users/{u}")))


# ---------------- this.filled-field, value.assign-statement of this ----------------
@case
def filled_field_hostile():
    """A form field merged with itself, two fields merged into each other, 3,000 Object.assign statements,
    a credential as the field's initial value, a __proto__ key, a field replaced by its own spread."""
    assigns = "".join(f"    Object.assign(this.form, {{ k{i}: item.k{i} }});\n" for i in range(3000))
    src = f"""import axios from 'axios';
export default {{
  data() {{ return {{ form: {{ password: '{PW}', token: '{GH}' }}, other: {{}} }}; }},
  methods: {{
    load(item) {{
      Object.assign(this.form, this.form);
      Object.assign(this.form, this.other);
      Object.assign(this.other, this.form);
      this.form = {{ ...this.form, ...this.other }};
      Object.assign(this.form, JSON.parse('{{"__proto__": {{"admin": true}}}}'));
{assigns}    }},
    save() {{ return axios.post('/api/forms', this.form); }},
    saveOther() {{ return axios.put('/api/other', this.other); }},
  }},
}};
"""
    derive("filled_field_hostile", {"package.json": PKG, "src/Form.js": src}, [PW, GH], every=True,
           expect=want(("POST", "/api/forms"), ("PUT", "/api/other")))


# ---------------- body.fixed-null ----------------
@case
def fixed_null_bodies():
    """JSON null bodies: body null, JSON.stringify(null), a password member null, a member null on one
    path and a credential on another, 3,000 nested nulls, form-encoded nulls."""
    deep = "null"
    for i in range(3000):
        deep = f"{{ n{i}: {deep} }}"
    src = f"""import axios from 'axios';
export const a = () => fetch('/api/a', {{ method: 'POST', body: JSON.stringify(null) }});
export const b = () => axios.post('/api/b', null);
export const c = (x) => axios.put('/api/c', {{ password: x ? null : '{PW}', token: null }});
export const d = () => axios.post('/api/d', {deep});
export const e = () => axios.post('/api/e', new URLSearchParams({{ a: null, b: undefined, c: '{GH}' }}));
export const f = () => fetch('/api/f', {{ method: 'PATCH', body: null }});
"""
    derive("fixed_null_bodies", {"package.json": PKG, "src/n.js": src}, [PW, GH], every=True,
           expect=want(("POST", "/api/a"), ("POST", "/api/b"), ("PUT", "/api/c"), ("POST", "/api/d"), ("PATCH", "/api/f")))


# ---------------- risk.caller-words, auth.session-less (one-time codes), settings segments ----------------
@case
def caller_words_and_codes():
    """Caller words and one-time-code logins: a one-time code sent as a literal (a credential), a TOTP
    secret in the path after login_totp, settings keys that are credentials (PATCH /api/config/<token>),
    10,000-character and non-ASCII caller names."""
    long = "post" + "Tweet" * 2000
    src = f"""import axios from 'axios';
export const loginTotp = () => axios.post('/api/auth/login_totp', {{ username: 'u', pending_code: '{JWT}', code: '739215' }});
export const otp = () => axios.post('/api/sign-in/email-otp', {{ email: 'a@b.c', otp: '{PW}' }});
export const totpPath = () => axios.post('/api/auth/login_totp/{PW}');
export const cfg = () => axios.patch('/api/config/{GH}', {{ value: 1 }});
export const cfg2 = () => axios.patch('/api/settings/password{PW}', {{ value: 1 }});
export const {long} = () => axios.post('/api/tweets', {{}});
export const postÜbersicht = () => axios.post('/api/übersicht', {{}});
export const postToTwitter\\u0041 = () => axios.post('/api/share', {{}});
"""
    derive("caller_words_and_codes", {"package.json": PKG, "src/w.js": src}, [JWT, PW, GH], every=True,
           expect=want(("POST", "/api/tweets"), ("POST", "/api/auth/login_totp")))


# ---------------- project.generic-name: the repository's folder names the project ----------------
def generic_name_case(label, folder, pkg_name):
    """A package named like a part of a repository (client, web …) inside a git repository whose top
    folder is ``folder``: the project, the Skill and the export package are named from that folder."""
    def run_it():
        files = {"client/package.json": f'{{"name": "{pkg_name}", "dependencies": {{"axios": "1"}}}}',
                 "client/src/a.js": "import axios from 'axios';\nexport const a = () => axios.get('/api/things');\n"}
        H.derive(folder, files, every=True, expect=want(("GET", "/api/things")),
                 root_hook=lambda root: subprocess.run(["git", "init", "-q", str(root)], check=False))
        escaped = [str(p) for p in OUT.rglob("*x39-escape*") if p.name != folder]
        if escaped or Path("x39-marker").exists():
            print(f"[FAILED] generic_name_{label}: written outside the export folder: {escaped[:3]}", flush=True)
    return run_it


for _label, _folder, _pkg in [("esc", "\x1b[31mred", "client"), ("dotdot", "..x39-escape..", "../../x39-escape"),
                              ("subst", "$(touch x39-marker)", "web"), ("rtl", "\u202eevil", "frontend"),
                              ("proto", "__proto__", "__proto__"), ("long", "n" * 250, "ui")]:
    CASES[f"generic_name_{_label}"] = generic_name_case(_label, _folder, _pkg)


# ---------------- semantics of the new rules (nothing surer than the source) ----------------
def confirmed(contract):
    """{(method, path): True when a review item of the request's Tool cites rule ui.confirmation-result}"""
    items = {r.get("capability") for r in contract.get("review", [])
             if any(e.get("rule") == "ui.confirmation-result" for e in r.get("evidence") or [])}
    return {(r.get("method"), r.get("pathTemplate")): cap["name"] in items for cap in contract.get("capabilities", [])
            for r in (cap.get("implementation") or {}).get("requests", [])}


@case
def dialog_result_semantics():
    """Dialog answers that do not guard the request: the test inverted (the request made only on a cancel),
    a test with no return before the request, `if (r)` on SweetAlert's always-truthy answer, the answer of one
    dialog tested and another request made, a dialog awaited after the request."""
    src = """import axios from 'axios';
import Swal from 'sweetalert2';
export async function inverted() { const r = await Swal.fire({ title: 'Keep it?' }); if (r.isConfirmed) return; await axios.delete('/api/inverted'); }
export async function noReturn() { const r = await Swal.fire({ title: 'Delete?' }); if (!r.isConfirmed) console.log('no'); await axios.delete('/api/noreturn'); }
export async function truthy() { const r = await Swal.fire({ title: 'Delete?' }); if (!r) return; await axios.delete('/api/truthy'); }
export async function dismissed() { const r = await Swal.fire({ title: 'Delete?' }); if (!r.isDismissed) return; await axios.delete('/api/dismissed'); }
export async function after() { await axios.delete('/api/after'); const r = await Swal.fire({ title: 'Done?' }); if (!r.isConfirmed) return; }
export async function guarded() { const r = await Swal.fire({ title: 'Delete?' }); if (!r.isConfirmed) return; await axios.delete('/api/guarded'); }
"""
    def expect(c):
        got = confirmed(c)
        bad = [f"{p} claims a confirmation the source does not prove" for p in
               ("/api/inverted", "/api/noreturn", "/api/truthy", "/api/after") if got.get(("DELETE", p))]
        return bad + ([] if got.get(("DELETE", "/api/guarded")) else ["the guarded DELETE lost its confirmation"])
    derive("dialog_result_semantics", {"package.json": '{"name": "p", "dependencies": {"axios": "1", "sweetalert2": "11"}}', "src/d.js": src},
           expect=expect)


@case
def interceptor_exit_semantics():
    """Interceptor exits whose test is inverted (only requests outside /api/ skip the token), a test of a
    word any path may hold, and an exit that adds the credential itself before handing on."""
    icpt = """import { HttpRequest, HttpHandlerFn } from '@angular/common/http';
export const authInterceptor = (req: HttpRequest<unknown>, next: HttpHandlerFn) => {
  if (!req.url.includes('/api/')) return next(req);
  if (req.url.includes('public')) return next(req.clone({ setHeaders: { Authorization: 'Bearer ' + localStorage.getItem('t') } }));
  return next(req.clone({ setHeaders: { Authorization: `Bearer ${localStorage.getItem('t')}` } }));
};
"""
    svc = """import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
@Injectable({ providedIn: 'root' })
export class S {
  constructor(private http: HttpClient) {}
  a() { return this.http.get('/api/items'); }
  b() { return this.http.get('/api/public/items'); }
  c() { return this.http.get('/other/items'); }
}
"""
    cfg = "import { provideHttpClient, withInterceptors } from '@angular/common/http';\nimport { authInterceptor } from './auth.interceptor';\nexport const appConfig = { providers: [provideHttpClient(withInterceptors([authInterceptor]))] };\n"

    def expect(c):
        auth = {r.get("pathTemplate"): cap["auth"]["authentication"] for cap in c["capabilities"] for r in cap["implementation"]["requests"]}
        return [f"{p} auth {auth.get(p)}, the interceptor sends a bearer token" for p in ("/api/items", "/api/public/items") if auth.get(p) == "none"]
    derive("interceptor_exit_semantics", {"package.json": PKG, "src/app/auth.interceptor.ts": icpt, "src/app/s.service.ts": svc, "src/app/app.config.ts": cfg},
           expect=expect)


@case
def joined_list_semantics():
    """join() with no argument (','), join(null) ('null' between items), join('') and a list joined then
    split again before it is sent."""
    src = """import axios from 'axios';
export const a = (ids) => axios.get('/api/a', { params: { ids: ids.join() } });
export const b = (ids) => axios.get('/api/b', { params: { ids: ids.join(null) } });
export const c = (ids) => axios.get('/api/c', { params: { ids: ids.join('') } });
export const d = (ids) => axios.get('/api/d', { params: { ids: ids.join(',').split(',') } });
"""
    def expect(c):
        bad = []
        for cap in c["capabilities"]:
            for r in cap["implementation"]["requests"]:
                if r["pathTemplate"] == "/api/d":
                    t = __import__("json").dumps(cap["inputSchema"])
                    if "separated" in t:
                        bad.append("/api/d sends the split array, described as a joined string")
        return bad
    derive("joined_list_semantics", {"package.json": PKG, "src/j.js": src}, expect=expect)


@case
def auto_import_shadowed():
    """A component declaring its own getUser beside an auto-imported getUser, a parameter named like an
    auto-import, and an explicit import of another module's getUser: the local name wins."""
    files = {"package.json": VPKG, "vite.config.ts": AUTO_CFG.format(dirs="['src/api']", dts="false"),
             "src/api/user.ts": "export const getUser = (id: string) => fetch(`/api/users/${id}`);\nexport const getTeam = (id: string) => fetch(`/api/teams/${id}`);\n",
             "src/other.ts": "export const getTeam = (id: string) => fetch(`/api/other-teams/${id}`);\n",
             "src/App.vue": "<script setup lang=\"ts\">\nimport { getTeam } from './other';\nconst getUser = (id: string) => fetch(`/api/local-users/${id}`);\ngetUser('1'); getTeam('2');\n</script>\n<template><div/></template>\n"}

    def expect(c):
        have = set(endpoints(c))
        bad = [f"auto-import won over the local name: {m} {p}" for m, p in have if p in ("/api/users/1", "/api/teams/2")]
        return bad + [f"lost {p}" for p in ("/api/local-users/1", "/api/other-teams/2") if ("GET", p) not in have]
    derive("auto_import_shadowed", files, expect=expect)


if __name__ == "__main__":
    H.run_cases(CASES, OUT, sys.argv[1:])
