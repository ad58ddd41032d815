"""Round 35: attacks on the code added since round 34 (JSON-RPC envelopes, Mithril, Vue data() URL
tables, SQL statements and fragments, linked and and-or choices, list-membership guards, one-file
consoles, the run-wide call-site flood, the linear page scanner). Each case builds a tree
(newgen.py), runs one derive under RLIMIT_CPU and records CPU seconds, exit and probes found.
Usage: python3 newcode35.py [CASE ...] (env C2S_BIN, X35_DIR, X35_RESULTS, X35_CASES)."""
import os, random, subprocess, sys
from pathlib import Path
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import newcode as N                      # round 34's harness: cpu_run, derive (RLIMIT_CPU), outputs_of
from newcode import derive, outputs_of, cpu_run, OUT
from lib import fresh, write, record
import newgen as G, planted35 as P

CASES = []
def case(fn):
    CASES.append(fn); return fn

def gen(name, kind, form, n, seed=0, max_cpu=60):
    """Build the tree of generator ``kind`` forced to ``form`` at size ``n`` and derive it."""
    for s in range(seed, seed + 400):
        f, files = G.GENERATORS[kind](random.Random(s), n)
        if f == form or form is None: break
    app = fresh(name)
    write(app, {"package.json": G.PKG, **files})
    return app, derive(name, app, max_cpu=max_cpu, note=f"{kind}:{f} n={n} (newgen, seed {s})")

@case
def planted35_every_output():
    app = fresh("planted35")
    write(app, P.tree_files())
    probes = [p for ps in P.probes().values() for p in ps]
    derive("planted35", app, probes=probes, note=f"{len(P.SECRETS35)} secret forms in JSON-RPC, Mithril, Vue data(), SQL, linked choices, a console")
    outputs_of("planted35", app, probes)

@case
def planted35b_every_output():
    """The second set (SQL credentials written positionally or after IDENTIFIED BY, positional JSON-RPC
    params, unproven methods beside secrets, secrets in file and folder names of the new readers)."""
    names = [n for n in P.SECRETS35 if n.startswith(("sql_identified", "sql_insert_pos", "sql_user_map", "sql_update_tok", "rpc_positional", "rpc_unproven", "sql_filename", "console_filename", "vue_data_filename", "mithril_filename"))]
    app = fresh("planted35b")
    write(app, P.tree_files(names))
    probes = [p for ps in P.probes(names).values() for p in ps]
    derive("planted35b", app, probes=probes, note=f"{len(names)} more secret forms (SQL, positional params, unproven methods, names)")
    outputs_of("planted35b", app, probes)

@case
def rpc_cases():
    for form, sizes in (("many", (2000, 6000)), ("ternary", (500, 3000)), ("hops", (100, 1500)), ("batch", (5000,)),
                        ("unproven", (2000,)), ("andor", (500, 3000)), ("spread", (2000,))):
        for n in sizes:
            if gen(f"rpc_{form}_{n}", "rpc", form, n)[1][1] > 60: break

@case
def rpc_hostile_names():
    app = fresh("rpc_names")
    body = "import {rpc} from './rpcw';\n" + "".join(f"export const n{i} = () => rpc({G.js(m)}, {{}});\n" for i, m in enumerate(G.HOSTILE_METHODS))
    write(app, {"package.json": G.PKG, "src/rpcw.js": G.RPCW, "src/names.js": body})
    rc, cpu, texts = derive("rpc_hostile_names", app, note=f"{len(G.HOSTILE_METHODS)} hostile JSON-RPC method names (escapes, __proto__, 5,000 chars, code and template text, NUL, RTL)")
    outputs_of("rpc_hostile_names", app, ["/tmp/x35/pwned-rpc\x00"])
    c = OUT / "rpc_hostile_names.json"; pkg = OUT / "rpc_hostile_names.pkg"
    bad = []
    for q in list(pkg.rglob("*.mjs")) + list(pkg.rglob("*.js")):
        r = subprocess.run(["node", "--check", str(q)], capture_output=True, text=True)
        if r.returncode: bad.append(f"node --check {q.name}: {r.stderr[-200:]}")
    if Path("/tmp/x35/pwned-rpc").exists(): bad.append("marker written")
    for q in [c, *pkg.rglob("*"), *(OUT / "rpc_hostile_names.skill").rglob("*")]:
        if q.is_file() and b"\x1b" in q.read_bytes(): bad.append(f"raw ESC in {q.name}")
    record("rpc_hostile_names: export injection", "hostile method names", "export/skill + node --check", dict(rc=rc, secs=None),
           "FAILED" if bad else "defended", "; ".join(bad)[:600] or "node --check clean, no marker, no raw ESC")

@case
def rpc_fixed():
    """The one-line forms again, with line breaks (their first run was skipped as minified)."""
    for form, sizes in (("ternary", (500, 3000)), ("andor", (500, 3000)), ("batch", (5000,))):
        for n in sizes:
            if gen(f"rpc_{form}_{n}", "rpc", form, n)[1][1] > 60: break

@case
def mithril_fixed():
    for form, sizes in (("deepconcat", (2000,)), ("config", (5000,))):
        for n in sizes:
            gen(f"mithril_{form}_{n}", "mithril", form, n)

@case
def mithril_cases():
    for form, sizes in (("longurl", (5000, 30000)), ("manyparams", (20000,)), ("colons", (1500,)), ("deepconcat", (2000,)),
                        ("config", (5000,)), ("wrapper", (1999,)), ("manycalls", (1999,))):
        for n in sizes:
            if gen(f"mithril_{form}_{n}", "mithril", form, n)[1][1] > 60: break

@case
def vuedata_cases():
    for form, sizes in (("deep", (1000, 5000)), ("wide", (5000, 50000)), ("mixinchain", (300, 800)), ("mixincycle", (1,)),
                        ("thatwrites", (2000,)), ("computedkey", (3000,))):
        for n in sizes:
            if gen(f"vuedata_{form}_{n}", "vuedata", form, n)[1][1] > 60: break

@case
def sql_cases():
    for form, sizes in (("huge", (1000, 10000)), ("noset", (1000, 10000)), ("manystatements", (1999,)), ("wherenest", (200,)),
                        ("spaces", (10000, 90000)), ("holes", (2000,))):
        for n in sizes:
            if gen(f"sql_{form}_{n}", "sqlfrag", form, n)[1][1] > 60: break

@case
def linked_cases():
    for form, sizes in (("andorchain", (100, 400)), ("nestedternary", (300, 1500)), ("doubling", (30, 60)), ("guarded", (30, 80)),
                        ("membership", (300, 1999)), ("linkedmixin", (100, 300))):
        for n in sizes:
            if gen(f"linked_{form}_{n}", "linked", form, n)[1][1] > 60: break

@case
def console_cases():
    for n in (300, 1000, 1999):
        if gen(f"console_{n}", "console", None, n)[1][1] > 60: break

@case
def flood_cases():
    app = fresh("flood_10x1999")
    write(app, {f"src/m{j}.js": "".join(f"export const f{i} = () => fetch('/api/m{j}/r{i}/' + {i}, {{method: 'PUT'}});\n" for i in range(1999)) for j in range(10)})
    derive("flood_run_wide_10x1999", app, note="10 files of 1,999 fetch functions each (round 34 finding 8)")
    app = fresh("flood_rpc_10x1999")
    write(app, {"package.json": G.PKG, "src/rpcw.js": G.RPCW, **{f"src/r{j}.js": "import {rpc} from './rpcw';\n" + "".join(f"export const f{i} = () => rpc('s{j}.m{i}', {{}});\n" for i in range(1999)) for j in range(10)}})
    derive("flood_rpc_10x1999", app, note="10 files of 1,999 JSON-RPC calls of one wrapper, each a distinct method")

def main():
    order = sys.argv[1:] or [fn.__name__ for fn in CASES]
    by = {fn.__name__: fn for fn in CASES}
    for name in order:
        try: by[name]()
        except Exception as e:
            import traceback; traceback.print_exc(); record(name, "harness", "", None, "HARNESS-ERROR", repr(e))

if __name__ == "__main__":
    main()
