"""Round 34: attacks on the code added since round 32 (htmx attributes, page/server templates,
SQL statements, defu merges, AngularJS page modules, GraphQL documents, tRPC routers and package
entries outside the root, request-site budgets). Each case builds a small tree, runs one derive
under an RLIMIT_CPU bound and records CPU seconds (user+sys of the child), exit, and the probes
found in any output. Usage: python3 newcode.py [CASE ...] (env C2S_BIN, X35_DIR)."""
import json, os, resource, subprocess, sys, time, signal
from pathlib import Path
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from lib import BIN, record, fresh, write, tail

X35 = Path(os.environ.get("X35_DIR", "/tmp/x35"))
OUT = X35 / "out-new"; OUT.mkdir(parents=True, exist_ok=True)
OUTSIDE = X35 / "outside"; OUTSIDE.mkdir(parents=True, exist_ok=True)
CPU_LIMIT = int(os.environ.get("CPU_LIMIT", "65"))
ONLY = set(sys.argv[1:])
CASES = []


def case(fn):
    CASES.append(fn)
    return fn


def cpu_run(*args, cpu=CPU_LIMIT, wall=600):
    """Run the CLI with RLIMIT_CPU ``cpu``; return rc, CPU seconds (user+sys), wall, stderr."""
    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
        os.setsid()
    t = time.time()
    p = subprocess.Popen(["nice", BIN, *map(str, args)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, preexec_fn=limit)
    out, err = b"", b""
    try:
        out, err = p.communicate(timeout=wall)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL); out, err = p.communicate()
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return p.returncode, time.time() - t, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")


class Cpu:
    """CPU seconds of the children waited for inside the block."""
    def __enter__(self):
        r = resource.getrusage(resource.RUSAGE_CHILDREN); self.t0 = r.ru_utime + r.ru_stime; return self
    def __exit__(self, *a):
        r = resource.getrusage(resource.RUSAGE_CHILDREN); self.cpu = round(r.ru_utime + r.ru_stime - self.t0, 1)


def derive(name, app, probes=(), extra=(), expect=(0,), max_cpu=60, note=""):
    """One derive of ``app``; FAILED on a crash, an exit outside ``expect``, CPU over ``max_cpu``
    (or killed by the CPU bound) or any probe in the contract, graph or stderr."""
    c, g = OUT / f"{name}.json", OUT / f"{name}.graph.json"
    for f in (c, g):
        if f.exists(): f.unlink()
    with Cpu() as k:
        rc, wall, out, err = cpu_run("derive", app, "-o", c, "--graph", g, "--jobs", "1", *extra)
    texts = {"stderr": err + out}
    for f in (c, g):
        if f.exists(): texts[f.name] = f.read_text(errors="replace")
    bad = []
    if rc is None or rc < 0 or rc in (137, 152) or rc == -signal.SIGXCPU:
        bad.append(f"killed at the CPU bound ({CPU_LIMIT} s): rc={rc}")
    if "Traceback" in err or "internal error" in err: bad.append("traceback: " + err[-300:].replace("\n", " | "))
    if rc not in expect and not bad: bad.append(f"exit {rc} not in {expect}")
    if k.cpu > max_cpu: bad.append(f"{k.cpu} s CPU > {max_cpu}")
    for p in probes:
        where = [n for n, t in texts.items() if p in t]
        if where: bad.append(f"probe {p[:16]}… in {','.join(where)}")
    faults = [l for l in err.splitlines() if "internal fault" in l or "limit" in l.lower()]
    ev = "; ".join(bad) or (f"{k.cpu} s CPU " + " | ".join(faults[:2])[:200] + " " + tail(dict(err=err), 160))
    r = dict(rc=rc, secs=round(wall, 1))
    record(name, note or name, f"code2skill derive {app} -o {c} --graph {g} --jobs 1 {' '.join(map(str, extra))}",
           r, "FAILED" if bad else "defended", f"cpu={k.cpu} " + ev)
    return rc, k.cpu, texts


def page(head="<div hx-get=\"/api/ping\">x</div>\n"):
    return head


# ---------------- htmx reader: quadratic and catastrophic regex input ----------------
def lines_of(unit, size, width=4000):
    """``unit`` repeated to about ``size`` bytes, broken into lines under the minified-line bound."""
    per = max(1, width // len(unit)); line = unit * per + "\n"
    return line * max(1, size // len(line))


@case
def htmx_unclosed_comments():
    for size in (200_000, 1_900_000):
        app = fresh(f"htmx_comments_{size}")
        write(app, {"views/a.html": page() + lines_of("<!-- ", size)})
        if derive(f"htmx_unclosed_comments_{size}", app, note=f"{size} B of '<!-- ' never closed after one hx-get")[1] > 60: break


@case
def htmx_unclosed_scripts():
    for size in (200_000, 1_900_000):
        app = fresh(f"htmx_scripts_{size}")
        write(app, {"views/a.html": page() + lines_of("<script>", size)})
        if derive(f"htmx_unclosed_scripts_{size}", app, note=f"{size} B of '<script>' never closed after one hx-get")[1] > 60: break


@case
def htmx_tags_in_expressions():
    for size in (200_000, 1_900_000):
        app = fresh(f"htmx_tagexpr_{size}")
        write(app, {"views/a.hbs": page() + "<a " + lines_of("{{<a }}", size)})
        if derive(f"htmx_tags_in_expressions_{size}", app, note=f"{size} B of '<a {{{{<a }}}}' (tags inside expressions, never closed)")[1] > 60: break


@case
def htmx_tags_in_quotes():
    for size in (200_000, 1_900_000):
        app = fresh(f"htmx_tagquote_{size}")
        write(app, {"views/a.html": page() + "<a " + lines_of("{{<a }}", size).replace("{{", "\"").replace("}}", "\"")})
        if derive(f"htmx_tags_in_quotes_{size}", app, note=f"{size} B of \"<a '<a '\" never closed")[1] > 60: break


@case
def htmx_unclosed_forms():
    for size in (200_000, 1_900_000):
        app = fresh(f"htmx_forms_{size}")
        write(app, {"views/a.html": page() + lines_of("<form>", size)})
        if derive(f"htmx_unclosed_forms_{size}", app, note=f"{size} B of '<form>' never closed")[1] > 60: break


@case
def htmx_form_of_many_fields():
    # one form holding 1,999 hx-post buttons and 40,000 inputs: each button reads the whole form
    for n in (300, 1999):
        app = fresh(f"htmx_formfields_{n}")
        body = "<form>\n" + "".join(f'<input name="f{i}">\n' for i in range(40000 if n > 300 else 6000)) + \
            "".join(f'<button hx-post="/api/b{i}">x</button>\n' for i in range(n)) + "</form>\n"
        write(app, {"views/a.html": body})
        if derive(f"htmx_form_of_many_fields_{n}", app, note=f"one form, {n} hx-post buttons, many inputs")[1] > 60: break


@case
def htmx_include_flood():
    # 1,999 buttons each hx-include=".x" and 2,000 elements of class x: selected() rescans the page
    for n in (300, 1999):
        app = fresh(f"htmx_include_{n}")
        body = "".join(f'<div class="x"><input name="i{i}"></div>\n' for i in range(n)) + \
            "".join(f'<button hx-post="/api/b{i}" hx-include=".x">x</button>\n' for i in range(n))
        write(app, {"views/a.html": body})
        if derive(f"htmx_include_flood_{n}", app, note=f"{n} buttons hx-include='.x', {n} elements of class x")[1] > 60: break


@case
def htmx_include_many_parts():
    app = fresh("htmx_include_parts")
    parts = ",".join(f"#i{i}" for i in range(600))
    body = "".join(f'<div id="i{i}"><input name="n{i}"></div>\n' for i in range(3000)) + \
        "".join(f'<button hx-post="/api/b{j}"\n hx-include="{parts}">x</button>\n' for j in range(200))
    write(app, {"views/a.html": body})
    derive("htmx_include_many_parts", app, note="200 buttons each hx-include of 600 #id parts, 3,000 ids")


@case
def htmx_many_attributes():
    app = fresh("htmx_attrs")
    body = '<div hx-post="/api/many"\n' + "".join(f' a{i}="v"\n' for i in range(100_000)) + ">x</div>\n"
    write(app, {"views/a.html": body})
    derive("htmx_many_attributes", app, note="one tag with 100,000 attributes (1.3 MB)")


@case
def htmx_expression_spaces():
    # cubic: one line of an unclosed expression start and N spaces; 2 lines of 3,000 is the fuzz run 22 shape
    for form, n, k in (("${", 3000, 2), ("{{", 2000, 1), ("<%=", 2000, 1)):
        app = fresh(f"htmx_exprsp_{ord(form[0])}")
        line = f'<a hx-get="/api/x/{form}' + " " * n + '">\n'
        write(app, {"views/a.html": line * k})
        derive(f"htmx_expression_spaces_{ord(form[0])}", app, note=f"{k} hx-get URL(s) '{form}' + {n:,} spaces unclosed ({len(line) * k:,} B)")
    app = fresh("htmx_vals_spaces")
    line = "<a hx-post=\"/api/v\" hx-vals='{\"a\": \"{{" + " " * 2000 + "'>\n"
    write(app, {"views/a.html": line})
    derive("htmx_vals_expression_spaces", app, note="one hx-vals holding '{{' + 2,000 spaces")


@case
def htmx_vals_deep():
    for depth in (1000, 100_000):
        app = fresh(f"htmx_deep_{depth}")
        deep = '{"a":' + "[" * depth + "]" * depth + "}"
        lines = "\n".join(deep[i:i + 3000] for i in range(0, len(deep), 3000))
        write(app, {"views/a.html": f"<button hx-post=\"/api/deep\" hx-vals='{lines}'>x</button>\n"})
        derive(f"htmx_vals_deep_{depth}", app, note=f"hx-vals JSON nested {depth} deep")
        app = fresh(f"htmx_hdeep_{depth}")
        write(app, {"views/a.html": f"<button hx-post=\"/api/deep\" hx-headers='{lines}'>x</button>\n"})
        derive(f"htmx_headers_deep_{depth}", app, note=f"hx-headers JSON nested {depth} deep")


@case
def htmx_vals_huge():
    app = fresh("htmx_vals_huge")
    members = ",\n".join(f'"k{i}": "{{{{v{i}}}}}"' for i in range(60_000))
    write(app, {"views/a.html": f"<button hx-post=\"/api/huge\" hx-vals='{{{members}}}'>x</button>\n"})
    derive("htmx_vals_huge", app, note="hx-vals with 60,000 members (1.2 MB)")
    app = fresh("htmx_vals_invalid")
    write(app, {"views/a.html": "".join(f"<button hx-post=\"/api/i{i}\" hx-vals='{{\"a\": [1, }}' hx-headers='{{,}}'>x</button>\n" for i in range(1999))})
    derive("htmx_vals_invalid", app, note="1,999 elements with invalid hx-vals/hx-headers JSON")


from planted import SECRET_HTML


@case
def htmx_secrets():
    exts = os.environ.get("HTMX_EXTS", "html,hbs,ejs,php,cshtml,erb,jinja,njk").split(",")
    for ext in exts:
        app = fresh(f"htmx_secrets_{ext}")
        body = "<section>\n" + "\n".join(v[1] for v in SECRET_HTML.values()) + "\n</section>\n"
        write(app, {f"views/page.{ext}": body, "package.json": '{"name": "p", "dependencies": {"htmx.org": "2.0.0"}}'})
        rc, cpu, texts = derive(f"htmx_secrets_{ext}", app, probes=[v[0] for v in SECRET_HTML.values()],
                                note=f"{len(SECRET_HTML)} secret forms in htmx attributes of a .{ext} template")
        if ext in ("html", "cshtml"):       # every other output: once per markup kind is enough
            outputs_of(f"htmx_secrets_{ext}", app, [v[0] for v in SECRET_HTML.values()])


def outputs_of(name, app, probes):
    """Every other output of a derived contract: audit (3 formats), report, export, skill,
    validate, --update with a summary, the 4 graph formats; FAILED on a probe found or a crash."""
    c = OUT / f"{name}.json"
    if not c.exists():
        return
    targets = []
    res = []
    for fmt in ("json", "sarif", "text"):
        o = OUT / f"{name}.audit.{fmt}"; targets.append(o)
        res.append(("audit " + fmt, cpu_run("audit", c, app, "--format", fmt, "-o", o)))
    res.append(("audit stdout", cpu_run("audit", c, app, "--format", "json")))
    o = OUT / f"{name}.report.html"; targets.append(o); res.append(("report", cpu_run("report", c, "--source", app, "-o", o)))
    pkg = OUT / f"{name}.pkg"; targets.append(pkg); res.append(("export", cpu_run("export", c, "-o", pkg, "--force")))
    res.append(("validate", cpu_run("validate", pkg)))
    sk = OUT / f"{name}.skill"; targets.append(sk); res.append(("skill", cpu_run("skill", c, "-o", sk, "--force")))
    for fmt in ("dot", "mmd", "graphml"):
        o = OUT / f"{name}.graph.{fmt}"; targets.append(o)
        res.append(("graph " + fmt, cpu_run("derive", app, "-o", OUT / f"{name}.g.json", "--graph", o, "--jobs", "1", "-q")))
    cache = OUT / f"{name}.cache"; targets.append(cache)
    res.append(("cache", cpu_run("derive", app, "-o", OUT / f"{name}.c.json", "--cache-dir", cache, "--jobs", "1", "-q")))
    u = OUT / f"{name}.upd.json"; u.write_bytes(c.read_bytes()); s = OUT / f"{name}.summary.md"; targets += [u, s]
    res.append(("update", cpu_run("derive", app, "--update", u, "--summary", s, "--jobs", "1")))
    bad = []
    for label, (rc, wall, out, err) in res:
        if "Traceback" in err or rc not in (0, 1, 2):
            bad.append(f"{label}: rc={rc} {err[-200:]}")
        for p in probes:
            if p in out or p in err: bad.append(f"{label}: probe {p[:14]}… on stdout/stderr")
    for t in targets:
        files = [q for q in t.rglob("*") if q.is_file()] if t.is_dir() else ([t] if t.exists() else [])
        for q in files:
            data = q.read_bytes()
            for p in probes:
                if p.encode() in data: bad.append(f"probe {p[:14]}… in {q.relative_to(OUT)}")
    record(f"{name}: every output", f"{len(probes)} probes", "audit×4, report, export, validate, skill, graph×3, cache, --update --summary",
           dict(rc=None, secs=None), "FAILED" if bad else "defended", "; ".join(sorted(set(bad)))[:600] or f"{len(res)} commands")


# ---------------- SQL statements, defu, AngularJS, GraphQL ----------------
@case
def sql_huge():
    app = fresh("sql_huge")
    big = "a" * 4000
    src = "export const q = (name) => fetch('/api/query', {method: 'POST', body: JSON.stringify({sql: 'UPDATE t ' + "
    src += " + \n".join([f"'{big}'"] * 400) + " + name})});\n"
    write(app, {"src/a.js": src})
    derive("sql_huge", app, note="UPDATE statement of 1.6 MB (400 lines of 4,000 chars) with no SET")
    app = fresh("sql_many")
    src = "".join(f"export const q{i} = (n) => fetch('/api/q{i}', {{method: 'POST', body: JSON.stringify({{sql: 'DROP TABLE t{i}_' + n, b: 'DELETE FROM x' + n}})}});\n" for i in range(1999))
    write(app, {"src/a.js": src})
    derive("sql_many", app, note="1,999 DROP/DELETE statement requests in one file")


@case
def sql_secret():
    probes = ["sqlHunter2Qx", "AKIAZ7Q3XKPL4MNBSQL1", "sqlTokQz81x"]
    app = fresh("sql_secret")
    write(app, {"src/a.js": "export const a = (id) => fetch('/api/query', {method: 'POST', body: JSON.stringify({sql: \"UPDATE users SET password = 'sqlHunter2Qx' WHERE id = \" + id})});\n"
                            "export const b = (id) => fetch('/api/query?q=' + encodeURIComponent(\"INSERT INTO keys VALUES ('AKIAZ7Q3XKPL4MNBSQL1', \" + id + ')'), {method: 'POST'});\n"
                            "export const c = (id) => fetch('/api/query', {method: 'POST', body: JSON.stringify({q: \"ALTER TABLE t SET token = 'sqlTokQz81x' \" + id})});\n"})
    derive("sql_secret", app, probes=probes, note="secrets inside data-changing SQL statements the review item quotes")
    outputs_of("sql_secret", app, probes)


@case
def defu_attacks():
    app = fresh("defu_wide")
    keys = ",\n".join(f"k{i}: {i}" for i in range(40_000))
    write(app, {"package.json": '{"dependencies": {"defu": "6.0.0"}}',
                "src/a.js": f"import {{ defu }} from 'defu';\nconst A = {{\n{keys}\n}};\nconst B = {{\n{keys}\n}};\n"
                            "export const go = (o) => fetch('/api/d', defu(o, A, B, {method: 'POST'}));\n"})
    derive("defu_wide", app, note="defu of two 40,000-key objects")
    app = fresh("defu_args")
    args = ", ".join(f"{{k{i}: {{a: [{i}], b: {{c: {i}}}}}}}" for i in range(3000))
    args = "\n".join(args[i:i + 3000] for i in range(0, len(args), 3000))
    write(app, {"package.json": '{"dependencies": {"defu": "6.0.0"}}',
                "src/a.js": f"import {{ defu }} from 'defu';\nexport const go = () => fetch('/api/d', defu({{method: 'POST'}},\n{args}));\n"})
    derive("defu_args", app, note="defu of 3,000 arguments")
    for depth in (200, 2000):
        app = fresh(f"defu_deep_{depth}")
        deep = "{a: " * depth + "1" + "}" * depth
        deep = "\n".join(deep[i:i + 3000] for i in range(0, len(deep), 3000))
        write(app, {"package.json": '{"dependencies": {"defu": "6.0.0"}}',
                    "src/a.js": f"import {{ createDefu }} from 'defu';\nconst m = createDefu(() => false);\nconst X = {deep};\nconst Y = {deep};\n"
                                "export const go = () => fetch('/api/d', m({method: 'PUT', body: JSON.stringify(m(X, Y))}, {method: 'GET'}));\n"})
        derive(f"defu_deep_{depth}", app, note=f"createDefu merger of two objects {depth} deep")
    app = fresh("defu_chain")
    src = "import { defu } from 'defu';\nconst o0 = {method: 'POST', body: {a: 1}};\n" + \
        "".join(f"const o{i+1} = defu(o{i}, o{i}, {{h{i}: {i}}});\n" for i in range(40)) + "export const go = () => $fetch('/api/c', o40);\n"
    write(app, {"package.json": '{"dependencies": {"defu": "6.0.0", "nuxt": "3.0.0"}}', "src/a.js": src})
    derive("defu_chain", app, note="40 defu merges each of the previous twice (2^40 leaves if expanded)")


@case
def angularjs_modules():
    app = fresh("ng_cycle")
    n = 1500
    src = "".join(f"angular.module('m{i}', ['m{(i+1) % n}', 'm{(i*7) % n}']).factory('S{i}', ['$http', function($http) {{ return {{ g: () => $http.post('/api/m{i}', {{}}) }}; }}]);\n" for i in range(n))
    write(app, {"js/app.js": src, "index.html": '<html ng-app="m0"><body ng-controller="C"><script src="js/app.js"></script>' +
                "".join(f'<div ng-app="m{i}"></div>' for i in range(0, n, 3)) + "</body></html>\n"})
    derive("angularjs_module_cycle", app, note=f"{n} AngularJS modules requiring each other in cycles, many ng-app pages")
    app = fresh("ng_pages")
    pages = {f"p{i}.html": f'<html ng-app="app"><script src="js/a{i}.js"></script><script src="../../outside/x.js"></script></html>\n' for i in range(300)}
    pages.update({f"js/a{i}.js": f"angular.module('app').controller('C{i}', function($http) {{ $http.get('/api/c{i}'); }});\n" for i in range(300)})
    pages["js/main.js"] = "angular.module('app', []);\n"
    write(app, pages)
    derive("angularjs_page_modules", app, probes=["OUTSIDE_SOURCE_LEAK"], note="300 pages of one module, each also naming a script outside the root")


@case
def graphql_documents():
    app = fresh("gql_deep")
    depth = 2500
    sel = "{ a " * depth + "}" * depth
    sel = "\n".join(sel[i:i + 3000] for i in range(0, len(sel), 3000))
    write(app, {"package.json": '{"dependencies": {"@apollo/client": "3.0.0", "graphql-tag": "2.0.0"}}',
                "src/a.js": f"import {{ gql, useQuery }} from '@apollo/client';\nconst Q = gql`query Q {sel}`;\nexport const f = () => useQuery(Q);\n"})
    derive("graphql_deep_selection", app, note=f"a GraphQL selection nested {depth} deep")
    app = fresh("gql_laughs")
    frags = "fragment F0 on T { a b c }\n" + "".join(f"fragment F{i+1} on T {{ ...F{i} x{i}: a {{ ...F{i} }} }}\n" for i in range(40))
    write(app, {"package.json": '{"dependencies": {"@apollo/client": "3.0.0"}}',
                "src/a.js": f"import {{ gql, useMutation }} from '@apollo/client';\nconst M = gql`\nmutation M($v: ID!) {{ up(id: $v) {{ ...F40 }} }}\n{frags}`;\nexport const f = () => useMutation(M);\n"})
    derive("graphql_fragment_laughs", app, note="40 fragments each spreading the previous twice (2^40 if expanded)")
    app = fresh("gql_cycle")
    write(app, {"package.json": '{"dependencies": {"@apollo/client": "3.0.0"}}',
                "src/a.js": "import { gql, useQuery } from '@apollo/client';\nconst A = gql`fragment A on T { x ...B }`;\nconst B = gql`fragment B on T { y ...A ${A} }`;\n"
                            "const Q = gql`query Q($id: ID!) { t(id: $id) { ...A ...B } } ${A} ${B}`;\nexport const f = () => useQuery(Q);\n"
                            "const C = gql`fragment C on T { ...C }`;\nconst Q2 = gql`mutation Z { z { ...C } } ${C}`;\nexport const g = () => fetch('/graphql', {method: 'POST', body: JSON.stringify({query: Q2.loc.source.body})});\n"})
    derive("graphql_fragment_cycle", app, note="fragments spreading each other (A→B→A) and themselves")
    app = fresh("gql_huge")
    fields = "\n".join(f"f{i}" for i in range(150_000))
    write(app, {"package.json": '{"dependencies": {"graphql-request": "5.0.0"}}',
                "src/a.js": f"import {{ request, gql }} from 'graphql-request';\nconst D = gql`\nfragment Big on T {{\n{fields}\n}}\nquery Q {{ t {{ ...Big }} }}`;\nexport const f = () => request('/graphql', D);\n"})
    derive("graphql_huge_fragment", app, note="a fragment of 150,000 fields (1.2 MB)")
    app = fresh("gql_secret")
    probes = ["gqlS3cretPw9", "sk_live_51GqlQ2bKc8Yw3Rt6Vn0Pz4L"]
    write(app, {"package.json": '{"dependencies": {"@apollo/client": "3.0.0"}}',
                "src/a.js": "import { gql, useMutation } from '@apollo/client';\nconst M = gql`mutation { login(email: \"a@b.c\", password: \"gqlS3cretPw9\", apiKey: \"sk_live_51GqlQ2bKc8Yw3Rt6Vn0Pz4L\") { token } }`;\nexport const f = () => useMutation(M);\n"})
    derive("graphql_literal_secrets", app, probes=probes, note="credential literals in a GraphQL document's arguments")
    outputs_of("graphql_literal_secrets", app, probes)


@case
def trpc_and_entries_outside():
    (OUTSIDE / "server").mkdir(exist_ok=True)
    (OUTSIDE / "server/router.ts").write_text("export const appRouter = router({ OUTSIDE_TRPC_LEAK: publicProcedure.input(z.object({a: z.string()})).mutation(() => 1) });\nexport type AppRouter = typeof appRouter;\n")
    app = fresh("trpc_outside")
    rel = os.path.relpath(OUTSIDE / "server/router", app / "src")
    write(app, {"package.json": '{"dependencies": {"@trpc/client": "10.0.0", "@trpc/react-query": "10.0.0"}}',
                "tsconfig.json": json.dumps({"compilerOptions": {"baseUrl": ".", "paths": {"@srv/*": [os.path.relpath(OUTSIDE / "server", app) + "/*"], "@abs/*": [str(OUTSIDE / "server") + "/*"]}}}),
                "src/a.ts": f"import {{ createTRPCReact }} from '@trpc/react-query';\nimport type {{ AppRouter }} from '{rel}';\nimport type {{ AppRouter as B }} from '@srv/router';\nimport type {{ AppRouter as C }} from '@abs/router';\n"
                            "export const trpc = createTRPCReact<AppRouter>();\nexport const t2 = createTRPCReact<B>();\nexport const t3 = createTRPCReact<C>();\n"
                            "export const f = () => trpc.OUTSIDE_TRPC_LEAK.useMutation().mutate({a: 'x'});\nexport const g = () => t2.x.useMutation().mutate({b: 1});\n"})
    derive("trpc_router_outside", app, probes=["OUTSIDE_TRPC_LEAK" + "_never"], note="tRPC router type imported from outside the root (relative, tsconfig alias, absolute alias)")
    # the procedure name is the caller's; the leak probe is the router file's own text
    (OUTSIDE / "server/router.ts").write_text("export const OUTSIDE_ROUTER_TEXT_LEAK = 1;\n" + (OUTSIDE / "server/router.ts").read_text())
    derive("trpc_router_outside_text", app, probes=["OUTSIDE_ROUTER_TEXT_LEAK"], note="the router file's text outside the root never read")
    # package entries outside the root or at FIFOs
    app = fresh("pkg_entries")
    (OUTSIDE / "entry.js").write_text("export const e = () => fetch('/api/OUTSIDE_ENTRY_LEAK');\n")
    write(app, {"package.json": json.dumps({"name": "app", "workspaces": ["packages/*"], "dependencies": {"lib-a": "*", "lib-b": "*", "lib-c": "*", "lib-d": "*"}}),
                "packages/a/package.json": json.dumps({"name": "lib-a", "main": os.path.relpath(OUTSIDE / "entry.js", app / "packages/a")}),
                "packages/b/package.json": json.dumps({"name": "lib-b", "exports": {".": str(OUTSIDE / "entry.js"), "./x": "../../../../../../" + str(OUTSIDE / "entry.js")}, "module": "/dev/zero"}),
                "packages/c/package.json": json.dumps({"name": "lib-c", "main": "fifo.js", "types": "fifo.d.ts", "browser": {"./x.js": "../../../outside/entry.js"}}),
                "packages/d/package.json": json.dumps({"name": "lib-d", "main": "link.js", "exports": {".": {"import": {"default": "./link.js"}}}}),
                "src/a.js": "import { e } from 'lib-a';\nimport * as b from 'lib-b';\nimport x from 'lib-b/x';\nimport c from 'lib-c';\nimport d from 'lib-d';\nexport const f = () => [e(), b.e(), x(), c(), d()];\nexport const g = () => fetch('/api/ok');\n"})
    os.mkfifo(app / "packages/c/fifo.js"); os.mkfifo(app / "packages/c/fifo.d.ts")
    os.symlink(OUTSIDE / "entry.js", app / "packages/d/link.js")
    derive("package_entries_outside", app, probes=["OUTSIDE_ENTRY_LEAK"], note="workspace packages whose main/exports/module/browser point outside, at /dev/zero, FIFOs, a link out")


# ---------------- request-site budgets ----------------
@case
def site_budget():
    app = fresh("budget_file")
    write(app, {"src/a.js": "".join(f"export const f{i} = () => fetch('/api/r{i}/' + {i}, {{method: 'PUT'}});\n" for i in range(20000))})
    derive("budget_20000_in_one_file", app, note="20,000 one-line fetch functions in one file (round 32 failure 1)")
    app = fresh("budget_run")
    write(app, {f"src/m{j}.js": "".join(f"export const f{i} = () => fetch('/api/m{j}/r{i}/' + {i}, {{method: 'PUT'}});\n" for i in range(1999)) for j in range(10)})
    derive("budget_run_wide_10x1999", app, note="10 files of 1,999 fetch functions each (each under the per-file budget)")
    app = fresh("budget_html")
    write(app, {f"views/p{j}.html": "".join(f'<button hx-post="/api/p{j}/b{i}" hx-vals=\'{{"i": {i}}}\'>x</button>\n' for i in range(1999)) for j in range(10)})
    derive("budget_run_wide_htmx_10x1999", app, note="10 pages of 1,999 hx-post buttons each")
    app = fresh("budget_html_one")
    write(app, {"views/p.html": "".join(f'<button hx-post="/api/b{i}">x</button>\n' for i in range(20000))})
    derive("budget_htmx_20000_in_one_page", app, note="20,000 hx-post buttons in one page")


# ---------------- server templates ----------------
@case
def server_templates():
    app = fresh("razor")
    body = "@model X\n" + "".join(f'<button hx-post="/api/r/@Model.Id{i}/@(Model.X{i})" hx-vals=\'{{"a": "@Model.A{i}"}}\'>x</button>\n' for i in range(1999))
    body += "@" * 3000 + "\n" + ("@(" * 1000 + "\n") * 300
    write(app, {"Views/Home/Index.cshtml": body})
    derive("razor_templates", app, note="Razor page: 1,999 hx-post with @Model expressions, then '@' and '@(' floods")
    app = fresh("ejs_php")
    ejs = "".join(f'<a hx-delete="/api/x/<%= item{i}.id %>" hx-confirm="<%= msg %>">x</a>\n' for i in range(1999)) + ("<%= " + "a" * 3000 + "\n") * 400
    php = "<?php $x = 1; ?>\n" + "".join(f'<a hx-put="/api/p/<?= $id{i} ?>">x</a>\n' for i in range(1999)) + ("<?php " * 500 + "\n") * 300
    write(app, {"views/a.ejs": ejs, "views/b.php": php})
    derive("ejs_php_templates", app, note="EJS and PHP templates: 1,999 hx attributes each, then unclosed <%= and <?php floods")


def main():
    order = [a for a in sys.argv[1:]] or [fn.__name__ for fn in CASES]
    by_name = {fn.__name__: fn for fn in CASES}
    for fn in (by_name[n] for n in order):
        try:
            fn()
        except Exception as e:
            import traceback; traceback.print_exc()
            record(fn.__name__, "harness", "", None, "HARNESS-ERROR", repr(e))


if __name__ == "__main__":
    main()
