"""Fuzz round 35: mutate sample and real trees, derive (+ audit, sometimes export) in a forked child of a
warm parent under RLIMIT_CPU (CPU_LIMIT, default 60 s; wall bound WALL, default 900 s); record exit, CPU
seconds (user+sys of the child, from wait4), crashes, hangs (killed by the CPU bound), contained faults and
leaks of planted secrets. Round 35 adds mutations aimed at the code added since round 34 (JSON-RPC
envelopes, Mithril, Vue data() URL tables, SQL statements and fragments, linked and and-or choices,
list-membership guards, one-file consoles) and at the tree itself (FIFOs, links out, permissions)."""
import os, sys, json, random, shutil, time, signal, subprocess, pkgutil, importlib, traceback
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
import planted as S
import planted35 as S35
import newgen as G
OUTSIDE_PROBE = "OUTSIDEPROBEQz9x35"
CPU_LIMIT = int(os.environ.get('CPU_LIMIT', '60')); WALL = int(os.environ.get('WALL', '900'))
SEED = int(os.environ.get("SEED", "35")); N = int(os.environ.get("RUNS", "500")); START = int(os.environ.get("START", "0"))
WORK = Path(os.environ.get("FZ", "hostile-out/fz")); KEEP = Path(os.environ.get("KEEP", "hostile-out/fzkeep")); LOG = Path(os.environ.get("FZLOG", "hostile-out/fuzz.jsonl"))
SAMPLES = Path(os.environ.get("SAMPLES", Path(__file__).resolve().parents[2] / "samples"))
BASES = sorted(p for p in SAMPLES.iterdir() if p.is_dir()) + sorted(Path(os.environ.get("BASES", "hostile-out/bases")).glob("*"))
REAL = sorted(Path(os.environ.get("BASES", "hostile-out/bases")).glob("*"))   # slices of real apps
REAL_SHARE = float(os.environ.get("REAL_SHARE", "0.3"))   # the share of runs on them
HTMX_SIZES = [int(n) for n in os.environ.get("HTMX_SIZES", "200,2000,20000").split(",")]
import code2skill, code2skill.cli as cli
for m in pkgutil.walk_packages(code2skill.__path__, "code2skill."):
    try: importlib.import_module(m.name)
    except Exception: pass
import code2skill.extractors, code2skill.graphs
for pkg in (code2skill.extractors, code2skill.graphs):
    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        try: importlib.import_module(m.name)
        except Exception: pass

def forked(args, out, err, timeout=None):
    """Run the CLI in a forked child under RLIMIT_CPU; return (exit code or None, CPU seconds, hung):
    hung when the CPU bound killed it (SIGXCPU/SIGKILL) or the wall bound was passed."""
    timeout = timeout or WALL
    t = time.time(); pid = os.fork()
    if pid == 0:
        os.setpgrp()
        import resource
        resource.setrlimit(resource.RLIMIT_CPU, (CPU_LIMIT, CPU_LIMIT + 5))
        fo = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC); fe = os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(fo, 1); os.dup2(fe, 2)
        sys.argv = ["code2skill", *map(str, args)]; code = 0
        try: cli.main()
        except SystemExit as e: code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        except BaseException: traceback.print_exc(); code = 99
        try: sys.stdout.flush(); sys.stderr.flush()
        except Exception: pass
        os._exit(code)
    while True:
        done, st, ru = os.wait4(pid, os.WNOHANG)
        if done:
            cpu = round(ru.ru_utime + ru.ru_stime, 1); rc = os.waitstatus_to_exitcode(st)
            return (None if rc in (-24, -9) else rc), cpu, rc in (-24, -9)
        if time.time() - t > timeout:
            try: os.killpg(pid, signal.SIGKILL)
            except Exception: pass
            _, st, ru = os.wait4(pid, 0); return None, round(ru.ru_utime + ru.ru_stime, 1), True
        time.sleep(0.05)

ODD = [b"\xff\xfe.js", b"\x1b[31mred.js", "sp ace.ts".encode(), b"new\nline.js", ("l" * 240 + ".js").encode(), b"-rf.js", b"[z-a].js", b"*.js",
       "cafe\u0301.ts".encode(), "\u202eevil.js".encode(), b"a\\b.js", b"..js", b"x.min.js", b"%2e%2e.js", b"\xed\xa0\x80.js", b"CON.js", b"$(touch x).js"]
NEST = [("(", ")"), ("[", "]"), ("{", "}"), ("f(", ")"), ("`${", "}`"), ("c ? ", " : 0"), ("() => ", ""), ("<div>", "</div>"), ("-", ""), ("!", ""), ("await ", ""), ("new ", "()"), ("a.", ""), ("/*", "*/")]
HOSTILE_CFG = [{".gitignore": "*a" * 25 + "b\n[z-a]\n\\\n"}, {"tsconfig.json": '{"compilerOptions": {"baseUrl": 42, "paths": ["x"]}}'},
               {"package.json": "[" * 50000}, {"tsconfig.json": '{"extends": "../../../../etc/passwd"}'}, {"package.json": '{"name": "\\ud800", "dependencies": {"axios": 5}}'},
               {"tsconfig.json": '{"compilerOptions": {"baseUrl": ".", "paths": {"@/*": ["./*", "../*", "/*"]}}}'}, {".code2skill.toml": "include = ['**/*']\nexclude = ['[!a]']\n"},
               {".gitignore": "!**\n**\n!*.js\n/**/\n"}, {"tsconfig.json": '{"compilerOptions": {"paths": {"*": ["*"]}}, "extends": ["./tsconfig.json", 5]}'}]

def src_files(app):
    return [p for p in app.rglob("*") if p.is_file() and p.suffix in (".js", ".ts", ".tsx", ".jsx", ".vue", ".svelte", ".mjs", ".html", ".hbs", ".ejs", ".php", ".cshtml", ".erb", ".njk", ".jinja")]

def mutate(app, rng, planted):
    files = src_files(app)
    kind = rng.choice(["flip", "trunc", "splice", "nest", "hugeline", "names", "secret", "secret", "secret", "cfg", "tokens", "encoding", "dup",
                       "htmx", "hsecret", "new", "new", "new", "new", "new", "rsecret", "rsecret", "rsecret", "tree"])
    desc = [kind]
    if not files and kind not in ("secret", "cfg", "names", "htmx", "hsecret", "new", "rsecret", "tree"): kind = "secret"; desc = [kind]
    f = rng.choice(files) if files else None
    if kind == "flip":
        b = bytearray(f.read_bytes())
        for _ in range(rng.randint(1, 30)):
            if b: b[rng.randrange(len(b))] = rng.randrange(256)
        f.write_bytes(bytes(b)); desc.append(f"{f.name}")
    elif kind == "trunc":
        b = f.read_bytes(); cut = rng.randrange(len(b) + 1); f.write_bytes(b[:cut]); desc.append(f"{f.name}@{cut}")
    elif kind == "splice":
        g = rng.choice(files); a, b = f.read_bytes(), g.read_bytes()
        i, j = rng.randrange(len(a) + 1), rng.randrange(len(b) + 1); k = rng.randrange(j, len(b) + 1)
        f.write_bytes(a[:i] + b[j:k] + a[i:]); desc.append(f"{g.name}->{f.name}")
    elif kind == "nest":
        o, c = rng.choice(NEST); d = rng.choice([100, 500, 1000, 3000, 10000]); t = f.read_text(errors="replace"); i = rng.randrange(len(t) + 1)
        inner = rng.choice(["fetch('/api/deep')", "'/x'", "a", "axios.post('/api/n', {a: 1})"])
        f.write_text(t[:i] + o * d + inner + c * d + t[i:]); desc.append(f"{o!r}x{d} in {f.name}")
    elif kind == "hugeline":
        n = rng.choice([200_000, 1_000_000]); form = rng.choice(["str", "plus", "arr", "ident"])
        line = {"str": "const H = '" + "a" * n + "';\nexport const h = () => fetch('/api/' + H);\n", "plus": "const P = " + "'a'+" * (n // 4) + "'b';\nexport const h = () => fetch(P);\n",
                "arr": "const A = [" + "1," * (n // 2) + "];\nexport const h = () => fetch('/api/a', {method:'POST', body: JSON.stringify(A)});\n", "ident": "x" * n + "\n"}[form]
        with f.open("a") as fh: fh.write("\n" + line)
        desc.append(f"{form} {n} in {f.name}")
    elif kind == "names":
        n = rng.choice(ODD)
        tgt = os.fsencode(f.parent if f else app) + b"/" + n
        try:
            if f: os.rename(f, tgt)
            else: open(tgt, "wb").write(b"export const z = () => fetch('/api/z');\n")
        except OSError as e: desc.append(f"rename failed {e}")
        desc.append(repr(n))
    elif kind == "secret":
        names = rng.sample(list(S.SECRETS), rng.randint(1, 6)); srcs = [S.SECRETS[n][1] for n in names if S.SECRETS[n][1]]
        for n in names: planted[n] = S.SECRETS[n][0]
        where = rng.choice(["newfile", "append", "nested"])
        body = "\n".join(srcs) + "\n"
        if "imported_const" in names:
            (app / "c2sfz").mkdir(exist_ok=True); (app / "c2sfz/config.ts").write_text(S.CONFIG_TS); (app / "c2sfz/use.ts").write_text(S.IMPORTER)
        if "filename_secret" in names:
            (app / "c2sfz").mkdir(exist_ok=True); (app / "c2sfz" / Path(S.FILENAME_SECRET[0]).name).write_text(S.FILENAME_SECRET[1])
        if where == "append" and f and f.suffix in (".js", ".ts", ".tsx", ".jsx", ".mjs"):
            with f.open("a") as fh: fh.write("\n" + body)
        elif where == "nested":
            d = app / "src" / "deep" / "er"; d.mkdir(parents=True, exist_ok=True); (d / "planted.ts").write_text(body)
        else:
            (app / "planted.js").write_text(body)
        desc.append(f"{where}:{','.join(names)}")
    elif kind == "htmx":
        pages = [p for p in files if p.suffix not in (".js", ".ts", ".tsx", ".jsx", ".mjs", ".vue", ".svelte")]
        g = rng.choice(pages) if pages else app / "views" / rng.choice(["fz.html", "fz.hbs", "fz.ejs", "fz.php", "fz.cshtml"])
        g.parent.mkdir(parents=True, exist_ok=True)
        t = g.read_text(errors="replace") if g.exists() else ""
        frag = htmx_fragment(rng); i = rng.randrange(len(t) + 1)
        g.write_text(t[:i] + frag + t[i:]); desc.append(f"{g.name} {len(frag)}B")
    elif kind == "hsecret":
        names = rng.sample(list(S.SECRET_HTML), rng.randint(1, 6))
        for n in names: planted[n] = [S.SECRET_HTML[n][0]]
        pages = [p for p in files if p.suffix not in (".js", ".ts", ".tsx", ".jsx", ".mjs", ".vue", ".svelte")]
        g = rng.choice(pages) if pages and rng.random() < 0.5 else app / "views" / rng.choice(["hs.html", "hs.hbs", "hs.ejs", "hs.php", "hs.cshtml"])
        g.parent.mkdir(parents=True, exist_ok=True)
        t = g.read_text(errors="replace") if g.exists() else ""
        g.write_text(t + "\n" + "\n".join(S.SECRET_HTML[n][1] for n in names) + "\n"); desc.append(f"{g.name}:{','.join(names)}")
    elif kind == "new":
        gen = rng.choice(sorted(G.FUZZ_SIZES)); n = rng.choice(G.FUZZ_SIZES[gen])
        form, fs = G.GENERATORS[gen](rng, n)
        for rel, text in fs.items():
            p = app / rel; p.parent.mkdir(parents=True, exist_ok=True); p.write_text(text, errors="surrogatepass")
        if not (app / "package.json").exists(): (app / "package.json").write_text(G.PKG)
        desc.append(f"{gen}:{form}:{n}")
    elif kind == "rsecret":
        names = rng.sample(list(S35.SECRETS35), rng.randint(1, 6))
        for n in names:
            planted[n] = S35.SECRETS35[n][0]
            for rel, text in {**S35.FILES35, **S35.SECRETS35[n][1]}.items():
                p = app / rel
                if rel == "package.json" and p.exists(): continue
                p.parent.mkdir(parents=True, exist_ok=True)
                if rel.endswith("app.js") and p.exists(): p.write_text(p.read_text(errors="replace") + "\n" + text)
                else: p.write_text(text)
        desc.append(",".join(names))
    elif kind == "tree":
        t = rng.choice(["fifo", "linkout", "linkdir", "devzero", "perm000", "noexec", "loop"])
        d = app / "src" / "tz"; d.mkdir(parents=True, exist_ok=True)
        outside = WORK / "outside"; outside.mkdir(exist_ok=True)
        (outside / "secret.js").write_text(f"export const o = () => fetch('/api/outside?k={OUTSIDE_PROBE}');\n")
        (outside / "package.json").write_text('{"name": "' + OUTSIDE_PROBE + '"}')
        planted["outside"] = [OUTSIDE_PROBE]
        try:                        # a second tree mutation of the same run may meet the first's file
            if t == "fifo": os.mkfifo(d / rng.choice(["api.js", "package.json", "a.html", "b.vue"]))
            elif t == "linkout": os.symlink(outside / "secret.js", d / "out.js")
            elif t == "linkdir": os.symlink(outside, d / "outdir")
            elif t == "devzero": os.symlink("/dev/zero", d / rng.choice(["z.js", "z.html", "tsconfig.json"]))
            elif t == "loop": os.symlink("..", d / "loop")
            else:
                (d / "in.js").write_text("export const i = () => fetch('/api/in');\n")
                os.chmod(d, 0o000 if t == "perm000" else 0o600)
        except OSError as e:
            desc.append(f"failed {e.strerror}")
        desc.append(t)
    elif kind == "cfg":
        cfg = rng.choice(HOSTILE_CFG)
        for k, v in cfg.items(): (app / k).write_text(v)
        desc.append(",".join(cfg))
    elif kind == "tokens":
        t = f.read_text(errors="replace"); toks = t.split()
        if toks:
            for _ in range(rng.randint(1, 20)):
                i, j = rng.randrange(len(toks)), rng.randrange(len(toks)); toks[i] = toks[j]
            f.write_text(" ".join(toks)); desc.append(f.name)
    elif kind == "encoding":
        t = f.read_text(errors="replace"); e = rng.choice(["utf16", "bom", "cr", "nul", "surrogate", "latin1"])
        if e == "utf16": f.write_bytes(t.encode("utf-16"))
        elif e == "bom": f.write_bytes(b"\xef\xbb\xbf" + t.encode())
        elif e == "cr": f.write_text(t.replace("\n", "\r"))
        elif e == "nul": f.write_bytes(t.encode().replace(b";", b";\x00", 5))
        elif e == "surrogate": f.write_text(t.replace("'/", "'/\\uD83D", 3).replace("\"/", "\"/\\uDC00", 3))
        else: f.write_bytes(t.encode("utf-8") + "\nconst s = '\u00e9\u00ff';\n".encode("latin-1"))
        desc.append(f"{e} {f.name}")
    elif kind == "dup":
        t = f.read_text(errors="replace").splitlines(True)
        if t:
            i = rng.randrange(len(t)); f.write_text("".join(t[:i] + [t[i]] * rng.choice([100, 2000]) + t[i:])); desc.append(f.name)
    return " ".join(desc)


def htmx_fragment(rng):
    """A hostile piece of htmx markup: floods of unclosed constructs, deep or huge hx-vals,
    include floods, attribute soup (each line under the minified-line bound)."""
    n = rng.choice(HTMX_SIZES)
    lines = lambda unit, k: "".join((unit * max(1, 3000 // len(unit)) + "\n") for _ in range(max(1, k)))
    form = rng.choice(["comments", "scripts", "tagexpr", "forms", "vals-deep", "vals-huge", "include", "soup", "exprsp", "buttons"])
    head = '<div hx-post="/api/fz" hx-vals=\'{"a": 1}\'>x</div>\n'
    if form == "comments": return head + lines("<!-- ", n // 100)
    if form == "scripts": return head + lines("<script>", n // 100)
    if form == "tagexpr": return head + lines("<a {{<a }}", n // 100)
    if form == "forms": return head + lines("<form>", n // 100)
    if form == "vals-deep": return f"<button hx-post=\"/api/d\" hx-vals='{{\"a\":" + "\n".join(["[" * 1000] * (n // 1000 + 1)) + "'>x</button>\n"
    if form == "vals-huge": return "<button hx-post=\"/api/h\" hx-vals='{" + ",\n".join(f'"k{i}": "{{{{v{i}}}}}"' for i in range(n)) + "}'>x</button>\n"
    if form == "include": return "".join(f'<div class="x" id="i{i}"><input name="n{i}"></div>\n' for i in range(n // 10)) + "".join(f'<button hx-post="/api/b{i}" hx-include=".x, #i{i}">x</button>\n' for i in range(n // 10))
    if form == "exprsp": return "".join(f'<a hx-get="/api/{rng.choice(["{{", "${", "<%=", "@("])}' + " " * 3000 + '">\n' for _ in range(n // 200 + 1))
    if form == "buttons": return "".join(f'<button hx-{rng.choice(["get", "post", "put", "patch", "delete"])}="/api/{rng.choice(["{{id}}", "{id}", "x", "@Model.Id", "<%= id %>"])}/b{i}" hx-ext="path-params">x</button>\n' for i in range(n))
    chars = "<>\"'{}=/-hx-postgetval ${}@()%!\n"
    return head + "".join(rng.choice(chars) for _ in range(n * 5))

def grep(paths, probes):
    hits = []
    blobs = {}
    for p in paths:
        if p.is_dir():
            for q in p.rglob("*"):
                if q.is_file(): blobs[str(q.relative_to(p.parent))] = q.read_bytes()
        elif p.exists(): blobs[p.name] = p.read_bytes()
    for n, ps in probes.items():
        for pr in ps:
            w = [k for k, v in blobs.items() if pr.encode() in v]
            if w: hits.append(f"{n}:{pr[:10]}…@{','.join(w[:3])}")
    return hits

def main():
    WORK.mkdir(parents=True, exist_ok=True); KEEP.mkdir(parents=True, exist_ok=True)
    for i in range(START, START + N):
        rng = random.Random(SEED * 100003 + i)
        base = rng.choice(REAL) if REAL and rng.random() < REAL_SHARE else rng.choice(BASES); run = WORK / "r"; 
        if run.exists(): subprocess.run(["chmod", "-R", "u+rwx", str(run)], stderr=subprocess.DEVNULL); subprocess.run(["rm", "-rf", str(run)])
        run.mkdir(parents=True); app = run / "app"; shutil.copytree(base, app, symlinks=True)
        for g in list(app.rglob("golden*")) + list(app.rglob("expected*")):
            if g.is_file(): g.unlink()
        planted = {}; descs = [mutate(app, rng, planted) for _ in range(rng.choice([1, 1, 2, 3]))]
        graph = run / rng.choice(["g.json", "g.dot", "g.mmd", "g.graphml"]); contract = run / "c.json"; cache = run / "cache"
        rc, secs, hung = forked(["derive", app, "-o", contract, "--graph", graph, "--cache-dir", cache, "--jobs", "1"], run / "d.out", run / "d.err")
        derr = (run / "d.err").read_text(errors="replace")
        row = dict(i=i, base=base.name, mut=descs, rc=rc, secs=secs, hung=hung)
        probs = []
        if hung: probs.append("HANG")
        if rc == 3 or rc == 99 or "Traceback" in derr or (rc not in (0, 1, 2) and not hung): probs.append(f"CRASH rc={rc}: {derr[-300:]}")
        if "internal fault" in derr: row["contained"] = [l[:300] for l in derr.splitlines() if "internal fault" in l][:3]
        if rc in (0, 1):
            try: json.loads(contract.read_text(encoding="utf-8"))
            except Exception as e: probs.append(f"BAD-CONTRACT {e!r}"[:200])
            arc, asecs, ahung = forked(["audit", contract, app, "--format", rng.choice(["json", "sarif", "text"]), "-o", run / "a.out", "--cache-dir", cache, "--jobs", "1"], run / "a.so", run / "a.err")
            aerr = (run / "a.err").read_text(errors="replace"); row.update(arc=arc, asecs=asecs)
            if ahung: probs.append("AUDIT-HANG")
            elif arc not in (0, 1): probs.append(f"AUDIT rc={arc}: {aerr[-300:]}")
            if "Traceback" in aerr: probs.append("AUDIT-TRACEBACK " + aerr[-300:])
            if i % 4 == 0:
                erc, esecs, ehung = forked(["export", contract, "-o", run / "pkg", "--force"], run / "e.out", run / "e.err")
                eerr = (run / "e.err").read_text(errors="replace"); row.update(erc=erc)
                if ehung or erc not in (0, 1, 2) or "Traceback" in eerr: probs.append(f"EXPORT rc={erc}: {eerr[-300:]}")
                elif erc == 0:
                    mjs = sorted((run / "pkg").rglob("*.mjs"))
                    for js in [m for m in mjs if m.parent == run / "pkg"] + [m for m in mjs if m.parent != run / "pkg"][:3]:   # the package's modules and 3 functions
                        c = subprocess.run(["node", "--check", str(js)], capture_output=True, text=True)
                        if c.returncode: probs.append(f"NODE-CHECK {js.name}: {c.stderr[-200:]}")
        if Path("/tmp/x35/pwned-rpc").exists(): probs.append("EXEC marker /tmp/x35/pwned-rpc")
        for name in ("d.err", "d.out", "a.err", "a.so", "a.out"):
            q = run / name
            if q.exists() and b"\x1b" in q.read_bytes(): probs.append(f"ESC in {name}")
        if planted:
            leaks = grep([contract, graph, cache, run / "d.err", run / "d.out", run / "a.out", run / "a.err", run / "pkg"], planted)
            if leaks: probs.append("LEAK " + "; ".join(leaks))
            row["planted"] = sorted(planted)
        row["problems"] = probs
        if probs or row.get("contained"):
            k = KEEP / f"{i:04d}"; subprocess.run(["rm", "-rf", str(k)]); subprocess.run(["chmod", "-R", "u+rwx", str(run)], stderr=subprocess.DEVNULL)
            subprocess.run(["cp", "-a", str(run), str(k)], stderr=subprocess.DEVNULL); subprocess.run(["rm", "-rf", str(k / "cache"), str(k / "pkg")])
        with LOG.open("a") as fh: fh.write(json.dumps(row) + "\n")
        print(i, base.name, descs, rc, secs, probs[:2], flush=True)
main()
