"""Issue 17, bullet by bullet: build each input fresh under CASES and run the installed CLI."""
import json, os, sys, subprocess, time, signal, stat
from pathlib import Path
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
import planted as S

ONLY = set(sys.argv[1:])
OUT = Path(os.environ.get("X35_OUT", "/tmp/x35/out")); OUT.mkdir(parents=True, exist_ok=True)
OUTSIDE = Path("/tmp/x35/outside"); OUTSIDE.mkdir(exist_ok=True)
(OUTSIDE / "package.json").write_text('{"name": "OUTSIDE_PKG_NAME_LEAK", "version": "1.0.0"}')
(OUTSIDE / "tsconfig.json").write_text('{"compilerOptions": {"baseUrl": "OUTSIDE_BASE_LEAK", "paths": {"@x/*": ["OUTSIDE_PATHS_LEAK/*"]}}}')
(OUTSIDE / "secret.ts").write_text("export const o = () => fetch('/api/OUTSIDE_SOURCE_LEAK');\n")
(OUTSIDE / "gitignore").write_text("OUTSIDE_IGNORE_LEAK\n")
CALL = "export const add = (v) => fetch('/api/items', { method: 'POST', body: JSON.stringify({ v }) });\n"
MARK = Path("/tmp/x35/pwned")

def case(fn):
    if not ONLY or fn.__name__ in ONLY:
        try:
            fn()
        except Exception as e:
            record(fn.__name__, "harness", "", None, "HARNESS-ERROR", repr(e))
    return fn

def derive_ok(bullet, inp, app, extra=(), expect=(0,), leak=(), contract=None, name=None):
    contract = contract or OUT / f"{name or bullet}.json"
    if contract.exists(): contract.unlink()
    r = run("derive", app, "-o", contract, "--jobs", "1", *extra)
    cmd = f"code2skill derive {app} -o {contract} --jobs 1 {' '.join(map(str, extra))}"
    text = contract.read_text(errors="replace") if contract.exists() else ""
    bad = []
    if crashed(r): bad.append("crash/hang: " + tail(r))
    if r["rc"] not in expect: bad.append(f"exit {r['rc']} not in {expect}: " + tail(r))
    for l in leak:
        if l in text or l in r["err"] or l in r["out"]: bad.append(f"'{l}' in output")
    record(bullet, inp, cmd, r, "FAILED" if bad else "defended", "; ".join(bad) or tail(r, 200))
    return r, text

# ---------------- Data loss ----------------
@case
def update_surrogate():
    app = fresh("update_surrogate"); write(app, {"src/a.js": CALL})
    c = OUT / "upd.json"; run("derive", app, "-o", c, "--jobs", "1")
    before = c.read_bytes()
    write(app, {"src/b.js": "export const s = () => fetch('/api/s', {method:'POST', body: JSON.stringify({e: '\\uD83D', f: 'x\\uDFFFy'})});\n"})
    r = run("derive", app, "--update", c, "--jobs", "1")
    after = c.read_bytes() if c.exists() else b""
    ok = len(after) > 0 and not crashed(r) and r["rc"] in (0, 1)
    try: json.loads(after); j = True
    except Exception as e: j = False; ok = False
    r2 = run("audit", c, app, "--format", "json")
    ok = ok and r2["rc"] in (0, 1) and not crashed(r2)
    record("data-loss: --update lone surrogate", "src/b.js with '\\uD83D' body value", f"code2skill derive {app} --update {c}", r,
           "defended" if ok else "FAILED", f"size {len(before)}->{len(after)} json={j} audit rc={r2['rc']} {tail(r2,150)}")

@case
def update_nonutf8_name():
    app = fresh("update_nonutf8"); write(app, {"src/a.js": CALL})
    c = OUT / "upd2.json"; run("derive", app, "-o", c, "--jobs", "1")
    (app / "src").joinpath(os.fsdecode(b"\xff\xfe-bad.js")).write_text("export const z = () => fetch('/api/z');\n")
    r = run("derive", app, "--update", c, "--jobs", "1")
    after = c.read_bytes()
    ok = len(after) > 0 and not crashed(r)
    try: json.loads(after)
    except Exception: ok = False
    r2 = run("audit", c, app, "--format", "sarif")
    ok = ok and not crashed(r2) and r2["rc"] in (0, 1)
    r3 = run("derive", app, "-o", OUT / "nonutf8-o.json", "--graph", OUT / "nonutf8.graphml", "--jobs", "1")
    ok = ok and r3["rc"] == 0 and (OUT / "nonutf8-o.json").stat().st_size > 0
    record("data-loss: non-UTF-8 file name", "src/\\xff\\xfe-bad.js", f"code2skill derive {app} --update {c}; audit; -o + --graphml", r,
           "defended" if ok else "FAILED", f"len={len(after)} audit rc={r2['rc']} -o rc={r3['rc']} {tail(r3,150)}")

@case
def failing_write():
    app = fresh("failing_write"); write(app, {"src/a.js": CALL})
    ro = OUT / "ro"; ro.mkdir(exist_ok=True); os.chmod(ro, 0o755)
    c = ro / "c.json"; run("derive", app, "-o", c, "--jobs", "1"); before = c.read_bytes()
    write(app, {"src/b.js": "export const b = () => fetch('/api/b');\n"})
    # output to /dev/full via -o - ; graph into a missing folder; a read-only folder (root ignores modes, so use chattr-like: a file as folder)
    r1 = run("derive", app, "--update", c, "--graph", OUT / "nope" / "g.json", "--jobs", "1")
    same1 = c.read_bytes() == before
    r2 = subprocess.run(f"nice {BIN} derive {app} -o - --jobs 1 > /dev/full", shell=True, capture_output=True, text=True, timeout=600)
    r3 = run("derive", app, "--update", c, "--summary", c / "x", "--jobs", "1")
    same3 = c.read_bytes() == before
    ok = same1 and same3 and r1["rc"] == 2 and r2.returncode == 2 and r3["rc"] == 2 and "Traceback" not in r2.stderr
    record("data-loss: failing write", "--graph into missing dir; -o - > /dev/full; --summary under a file",
           f"derive --update {c} --graph {OUT}/nope/g.json", r1, "defended" if ok else "FAILED",
           f"rc {r1['rc']},{r2.returncode},{r3['rc']} contract unchanged {same1},{same3} | {r2.stderr[-150:]}")

@case
def enospc_write():
    # a tiny tmpfs is not available without mount; use RLIMIT_FSIZE to make the write fail midway
    app = fresh("enospc"); write(app, {"src/a.js": CALL * 1})
    c = OUT / "fsize.json"; run("derive", app, "-o", c, "--jobs", "1"); before = c.read_bytes()
    write(app, {"src/b.js": "".join(f"export const f{i} = () => fetch('/api/things{i}/' + {i}, {{method:'POST', body: JSON.stringify({{a{i}: 1}})}});\n" for i in range(60))})
    p = subprocess.run(["bash", "-c", f"ulimit -f {max(1, len(before)//1024 + 2)}; exec nice {BIN} derive {app} --update {c} --jobs 1"],
                       capture_output=True, text=True, timeout=1200)
    after = c.read_bytes()
    ok = after == before and "Traceback" not in p.stderr and p.returncode in (2, 3)
    record("data-loss: write fails midway (RLIMIT_FSIZE)", "contract grows past the file-size limit", f"ulimit -f N; derive {app} --update {c}",
           dict(rc=p.returncode, secs=None), "defended" if ok else "FAILED", f"unchanged={after==before} len {len(before)}->{len(after)} rc={p.returncode} {p.stderr[-250:]}")

# ---------------- Code execution / reads outside ----------------
def git(app, *a):
    subprocess.run(["git", "-C", str(app), *a], check=True, capture_output=True,
                   env={**os.environ, "GIT_AUTHOR_NAME": "x", "GIT_AUTHOR_EMAIL": "x@x", "GIT_COMMITTER_NAME": "x", "GIT_COMMITTER_EMAIL": "x@x"})

@case
def git_exec():
    for m in MARK.parent.glob("pwned*"): m.unlink()
    app = fresh("git_exec"); write(app, {"src/a.js": CALL, ".gitattributes": "* filter=evil diff=evil\n"})
    git(app, "init", "-q"); git(app, "add", "-A"); git(app, "commit", "-qm", "x")
    cfg = app / ".git" / "config"
    cfg.write_text(cfg.read_text() + f"""[core]
\tfsmonitor = touch {MARK}-fsmonitor; echo
\thooksPath = hooks
\tpager = touch {MARK}-pager
\tsshCommand = touch {MARK}-ssh
[filter "evil"]
\tclean = touch {MARK}-clean; cat
\tsmudge = touch {MARK}-smudge; cat
\tprocess = touch {MARK}-process
[diff "evil"]
\ttextconv = touch {MARK}-textconv; cat
[include]
\tpath = /tmp/x35/outside/gitcfg
""")
    Path("/tmp/x35/outside/gitcfg").write_text(f"[core]\n\tfsmonitor = touch {MARK}-included\n")
    hooks = app / ".git" / "hooks"; hooks.mkdir(exist_ok=True)
    for h in ("post-index-change", "reference-transaction", "post-checkout", "pre-auto-gc", "fsmonitor-watchman"):
        (hooks / h).write_text(f"#!/bin/sh\ntouch {MARK}-hook-{h}\n"); (hooks / h).chmod(0o755)
    (app / "src" / "a.js").write_text(CALL + "// touched\n")   # make the tree dirty so status looks at files
    os.utime(app / "src" / "a.js", None)
    r = run("derive", app, "-o", OUT / "git.json", "--jobs", "1")
    r2 = run("audit", OUT / "git.json", app)
    hit = sorted(p.name for p in MARK.parent.glob("pwned*"))
    ok = not hit and not crashed(r) and not crashed(r2)
    src = json.loads((OUT / "git.json").read_text()).get("source", {})
    record("exec: git fsmonitor/filters/hooks/include", ".git/config with fsmonitor, filter clean/process, textconv, include.path, hooks",
           f"code2skill derive {app}; audit", r, "defended" if ok else "FAILED", f"markers={hit} dirty={src.get('dirty')} commit={str(src.get('commit'))[:10]} audit rc={r2['rc']}")

@case
def git_dotgit_file():
    for m in MARK.parent.glob("pwned*"): m.unlink()
    outside = Path("/tmp/x35/outside/realgit")
    if not (outside / ".git").exists():
        outside.mkdir(exist_ok=True); write(outside, {"f": "x"}); git(outside, "init", "-q"); git(outside, "add", "-A"); git(outside, "commit", "-qm", "x")
        c = outside / ".git" / "config"; c.write_text(c.read_text() + f"[core]\n\tfsmonitor = touch {MARK}-gitfile\n")
    app = fresh("git_dotgit_file"); write(app, {"src/a.js": CALL, ".git": f"gitdir: {outside}/.git\n"})
    r = run("derive", app, "-o", OUT / "gitfile.json", "--jobs", "1")
    src = json.loads((OUT / "gitfile.json").read_text()).get("source", {})
    hit = sorted(p.name for p in MARK.parent.glob("pwned*"))
    ok = not hit and src.get("commit") is None and not crashed(r)
    record("exec/outside: .git file pointing outside the root", "'.git' file: gitdir: /tmp/x35/outside/realgit/.git",
           f"code2skill derive {app}", r, "defended" if ok else "FAILED", f"markers={hit} commit={src.get('commit')} dirty={src.get('dirty')}")

@case
def git_hostile_index():
    # a committed tree whose objects dir is a link to outside, and a .git/HEAD symlink outside
    for m in MARK.parent.glob("pwned*"): m.unlink()
    app = fresh("git_head_link"); write(app, {"src/a.js": CALL}); git(app, "init", "-q"); git(app, "add", "-A"); git(app, "commit", "-qm", "x")
    head = app / ".git" / "HEAD"; head.unlink(); head.symlink_to("/dev/zero")
    r = run("derive", app, "-o", OUT / "githead.json", "--jobs", "1")
    ok = not crashed(r) and r["secs"] < 60
    record("outside: .git/HEAD -> /dev/zero", ".git/HEAD symlinked to /dev/zero", f"code2skill derive {app}", r, "defended" if ok else "FAILED", tail(r, 200))
    app = fresh("git_packed_refs_fifo"); write(app, {"src/a.js": CALL}); git(app, "init", "-q"); git(app, "add", "-A"); git(app, "commit", "-qm", "x")
    os.mkfifo(app / ".git" / "packed-refs")
    r = run("derive", app, "-o", OUT / "gitfifo.json", "--jobs", "1")
    ok = not crashed(r) and r["secs"] < 60
    record("hang: .git/packed-refs FIFO", ".git/packed-refs is a FIFO", f"code2skill derive {app}", r, "defended" if ok else "FAILED", tail(r, 200))
    app = fresh("git_config_fifo"); write(app, {"src/a.js": CALL}); git(app, "init", "-q"); git(app, "add", "-A"); git(app, "commit", "-qm", "x")
    (app / ".git" / "config").unlink(); os.mkfifo(app / ".git" / "config")
    (app / ".git" / "index").unlink(); (app / ".git" / "index").symlink_to("/dev/zero")
    r = run("derive", app, "-o", OUT / "gitcfgfifo.json", "--jobs", "1")
    ok = not crashed(r) and r["secs"] < 60
    record("hang: .git/config FIFO, index -> /dev/zero", ".git/config FIFO, .git/index link to /dev/zero", f"code2skill derive {app}", r, "defended" if ok else "FAILED", tail(r, 200))

@case
def package_scripts():
    for m in MARK.parent.glob("pwned*"): m.unlink()
    app = fresh("package_scripts")
    write(app, {"src/a.js": CALL, "package.json": json.dumps({"name": "p", "scripts": {k: f"touch {MARK}-{k}" for k in ("preinstall", "install", "postinstall", "prepare", "build", "test", "prepack")}}),
                "vite.config.js": f"require('fs').writeFileSync('{MARK}-vite','x'); export default {{}};\n",
                "webpack.config.js": f"require('fs').writeFileSync('{MARK}-webpack','x');\n",
                "next.config.js": f"require('fs').writeFileSync('{MARK}-next','x');\n",
                ".babelrc.js": f"require('fs').writeFileSync('{MARK}-babel','x');\n",
                "postcss.config.cjs": f"require('fs').writeFileSync('{MARK}-postcss','x');\n",
                "tsconfig.json": '{"compilerOptions": {"plugins": [{"name": "../../../tmp/x35/outside/plugin"}]}}',
                ".npmrc": f"init-module=/tmp/x35/outside/x.js\n", ".code2skill.toml": "jobs = 1\n",
                "node_modules/.bin/git": f"#!/bin/sh\ntouch {MARK}-shipped-git\n", "git": f"#!/bin/sh\ntouch {MARK}-shipped-git2\n"})
    os.chmod(app / "node_modules/.bin/git", 0o755); os.chmod(app / "git", 0o755)
    env = {**os.environ, "PATH": f".:node_modules/.bin:{os.environ['PATH']}"}
    r = run("derive", app, "-o", OUT / "scripts.json", "--jobs", "1", cwd=app, env=env)
    r2 = run("export", OUT / "scripts.json", "-o", OUT / "scripts-pkg", "--force", cwd=app, env=env)
    hit = sorted(p.name for p in MARK.parent.glob("pwned*"))
    ok = not hit and not crashed(r)
    record("exec: package scripts, config files, a shipped git on a relative PATH", "package.json scripts, vite/webpack/next/babel configs, ./git with PATH=.:…",
           f"cd {app} && PATH=.:node_modules/.bin:$PATH code2skill derive . -o …", r, "defended" if ok else "FAILED", f"markers={hit} export rc={r2['rc']}")

@case
def cache_pickle():
    for m in MARK.parent.glob("pwned*"): m.unlink()
    app = fresh("cache_pickle"); write(app, {"src/a.js": CALL})
    cache = OUT / "cache-pk"; subprocess.run(["rm", "-rf", str(cache)])
    run("derive", app, "-o", OUT / "pk.json", "--cache-dir", cache, "--jobs", "1")
    import pickle
    class Evil:
        def __reduce__(self): return (os.system, (f"touch {MARK}-pickle",))
    files = [p for p in cache.rglob("*") if p.is_file()]
    head = files[0].read_bytes()[:40] if files else b""
    for p in files:
        p.write_bytes(pickle.dumps(Evil()))
    r = run("derive", app, "-o", OUT / "pk.json", "--cache-dir", cache, "--jobs", "1")
    # truncated / garbage / huge-nesting JSON entries
    for p in files: p.write_bytes(b"[" * 200000)
    r2 = run("derive", app, "-o", OUT / "pk2.json", "--cache-dir", cache, "--jobs", "1")
    for p in files: p.unlink(); p.mkfifo() if False else os.mkfifo(p)
    r3 = run("derive", app, "-o", OUT / "pk3.json", "--cache-dir", cache, "--jobs", "1")
    hit = sorted(p.name for p in MARK.parent.glob("pwned*"))
    ok = not hit and not any(crashed(x) for x in (r, r2, r3)) and json.loads((OUT / "pk.json").read_text())["capabilities"]
    record("exec: cache entries (pickle, 200k '[' JSON, FIFO)", f"cache files replaced; original head {head[:24]!r}",
           f"code2skill derive {app} --cache-dir {cache}", r, "defended" if ok else "FAILED",
           f"markers={hit} rc={r['rc']},{r2['rc']},{r3['rc']} secs={r3['secs']} {tail(r3,150)}")

@case
def links_outside():
    app = fresh("links_outside"); write(app, {"src/a.js": CALL})
    (app / "package.json").symlink_to(OUTSIDE / "package.json")
    (app / "tsconfig.json").symlink_to(OUTSIDE / "tsconfig.json")
    (app / ".gitignore").symlink_to(OUTSIDE / "gitignore")
    (app / "src" / "out.ts").symlink_to(OUTSIDE / "secret.ts")
    (app / "lib").symlink_to(OUTSIDE)
    (app / "src" / "rel.ts").symlink_to("../../../outside/secret.ts")
    (app / "src" / "loop").symlink_to("loop")
    (app / "src" / "up").symlink_to("..")
    derive_ok("outside: links to outside package.json/tsconfig/.gitignore/source/folder, loops", "links", app,
              leak=("OUTSIDE_PKG_NAME_LEAK", "OUTSIDE_BASE_LEAK", "OUTSIDE_PATHS_LEAK", "OUTSIDE_SOURCE_LEAK", "OUTSIDE_IGNORE_LEAK"), name="links")

@case
def extends_outside():
    for i, ext in enumerate(["../outside/tsconfig.json", "/tmp/x35/outside/tsconfig.json", ["./base.json", "../../outside/tsconfig.json"],
                             "@scope/../../../outside/tsconfig.json", "./node_modules/pkg/../../../../outside/tsconfig.json", "file:///tmp/x35/outside/tsconfig.json"]):
        app = fresh(f"extends_{i}")
        write(app, {"src/a.ts": "import {x} from '@x/a';\n" + CALL, "tsconfig.json": json.dumps({"extends": ext, "compilerOptions": {}}), "base.json": "{}"})
        if i == 4: (app / "node_modules" / "pkg").mkdir(parents=True)
        derive_ok("outside: tsconfig extends outside", f"extends={ext!r}", app, leak=("OUTSIDE_BASE_LEAK", "OUTSIDE_PATHS_LEAK"), name=f"ext{i}")

@case
def devzero_fifo():
    for what in ("package.json", "tsconfig.json", ".gitignore", "src/z.ts", ".code2skill.toml", "pyproject.toml", "src/.gitignore"):
        app = fresh("devzero_" + what.replace("/", "_")); write(app, {"src/a.js": CALL}); (app / what).parent.mkdir(parents=True, exist_ok=True)
        (app / what).symlink_to("/dev/zero")
        derive_ok("outside/hang: /dev/zero link", what + " -> /dev/zero", app, name="dz", expect=(0, 2) if what.endswith(".toml") else (0,))
        app = fresh("fifo_" + what.replace("/", "_")); write(app, {"src/a.js": CALL}); (app / what).parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(app / what)
        derive_ok("hang: FIFO", what + " is a FIFO", app, name="ff", expect=(0, 2) if what.endswith(".toml") else (0,))
    app = fresh("extends_fifo"); write(app, {"src/a.js": CALL, "tsconfig.json": '{"extends": "./base.json"}'}); os.mkfifo(app / "base.json")
    derive_ok("hang: tsconfig extends a FIFO", "extends ./base.json (FIFO)", app, name="ef")
    app = fresh("extends_devzero"); write(app, {"src/a.js": CALL, "tsconfig.json": '{"extends": "./base.json"}'}); (app / "base.json").symlink_to("/dev/zero")
    derive_ok("outside/hang: tsconfig extends -> /dev/zero", "base.json -> /dev/zero", app, name="ez")
    app = fresh("huge_pkg"); write(app, {"src/a.js": CALL, "package.json": '{"name":"' + "a" * 30_000_000 + '"}'})
    derive_ok("blow-up: 30 MB package.json", "package.json of 30 MB", app, name="hp")

# ---------------- Secrets ----------------
def grep_all(paths, texts, probes):
    leaks = []
    blobs = {}
    for p in paths:
        p = Path(p)
        if p.is_dir():
            for f in p.rglob("*"):
                if f.is_file(): blobs[str(f)] = f.read_bytes().decode("latin-1")
        elif p.exists(): blobs[str(p)] = p.read_bytes().decode("latin-1")
    blobs.update(texts)
    for name, ps in probes.items():
        for pr in ps:
            where = [k for k, v in blobs.items() if pr in v]
            if where: leaks.append(f"{name} ({pr[:12]}…) in {', '.join(Path(w).name if '/' in w else w for w in where[:4])}")
    return leaks

@case
def planted_secrets():
    app = fresh("planted_secrets"); write(app, S.tree_files())
    write(app, {".env": "VITE_API_KEY=envFil3S3cretQz\n", "src/env.ts": "export const ev = () => fetch('/api/ev', {headers:{'X-Api-Key': import.meta.env.VITE_API_KEY}});\n"})
    pr = S.probes(); pr["dotenv"] = ["envFil3S3cretQz"]
    o = OUT / "sec"; subprocess.run(["rm", "-rf", str(o)]); o.mkdir()
    texts = {}; rcs = []
    for g in ("graph.json", "graph.dot", "graph.mmd", "graph.graphml"):
        r = run("derive", app, "-o", o / "c.json", "--graph", o / g, "--cache-dir", o / "cache", "--jobs", "1"); texts[f"derive {g} stderr"] = r["err"] + r["out"]; rcs.append(r["rc"])
    r = run("derive", app, "--jobs", "1"); texts["derive stdout"] = r["out"] + r["err"]
    r = run("derive", app, "--update", o / "c.json", "-o", o / "u.json", "--summary", o / "sum.txt", "--jobs", "1"); texts["update"] = r["err"] + r["out"]; rcs.append(r["rc"])
    for fmt in ("text", "json", "sarif"):
        r = run("audit", o / "c.json", app, "--format", fmt, "-o", o / f"audit.{fmt}"); texts[f"audit {fmt} stderr"] = r["err"] + r["out"]; rcs.append(r["rc"])
        r = run("audit", o / "c.json", app, "--format", fmt); texts[f"audit {fmt} stdout"] = r["err"] + r["out"]
    r = run("report", o / "c.json", "--source", app, "-o", o / "report.html"); texts["report"] = r["err"] + r["out"]; rcs.append(r["rc"])
    # approve everything, then export and skill
    c = json.loads((o / "c.json").read_text())
    for cap in c.get("capabilities", []): cap["review"] = cap.get("review", {}); 
    r = run("export", o / "c.json", "-o", o / "pkg"); texts["export"] = r["err"] + r["out"]; rcs.append(r["rc"])
    r = run("skill", o / "c.json", "-o", o / "skills"); texts["skill"] = r["err"] + r["out"]; rcs.append(r["rc"])
    r = run("validate", o / "pkg"); texts["validate"] = r["err"] + r["out"]
    leaks = grep_all([o], texts, pr)
    ncap = len(c.get("capabilities", []))
    record("secrets: every planted form, every output", f"{len(pr)} forms in src/ (+.env)", f"derive/audit/report/export/skill on {app}",
           dict(rc=rcs, secs=None), "FAILED" if leaks else "defended", f"capabilities={ncap} rcs={rcs}; " + "; ".join(leaks))

# ---------------- Crashes ----------------
@case
def naming_punct():
    for seg in ["-", "_", "~", "%F0%9F%98%80", "😀", "..", "%", "(", "—", "ー", "٣", "ǅ", "\u0301", "$", "'", "\\u0000", "\u200b", "a" * 5000]:
        app = fresh("naming"); write(app, {"src/a.js": f"export const x = () => fetch('/api/{seg}', {{method: 'POST'}});\nexport const y = () => fetch('/{seg}/{seg}', {{method:'DELETE'}});\n"})
        derive_ok("crash: punctuation/emoji last segment", f"fetch('/api/{seg[:20]}', POST)", app, name="naming")

@case
def config_crashes():
    cases = {
        "gitignore [z-a]": {".gitignore": "[z-a]\n"}, "gitignore \\": {".gitignore": "\\\n"}, "gitignore ***": {".gitignore": "***/**/***\n!\n/\n[\n[!]\n**/\n"},
        "gitignore redos": {".gitignore": "*a" * 30 + "b\n"}, "gitignore 40k lines": {".gitignore": "".join(f"x{i}/**/y*z?[ab]\n" for i in range(40000))},
        "gitignore NUL": {".gitignore": "a\x00b\n"}, "gitignore latin1": {".gitignore": b"\xff\xfe*\n"},
        "baseUrl 42": {"tsconfig.json": '{"compilerOptions": {"baseUrl": 42}}'}, "paths array": {"tsconfig.json": '{"compilerOptions": {"baseUrl": ".", "paths": ["a"]}}'},
        "paths value str": {"tsconfig.json": '{"compilerOptions": {"paths": {"@/*": "src/*"}}}'}, "paths null": {"tsconfig.json": '{"compilerOptions": {"paths": {"@/*": [null, 5]}}}'},
        "extends 5": {"tsconfig.json": '{"extends": 5}'}, "extends self": {"tsconfig.json": '{"extends": "./tsconfig.json"}'},
        "extends cycle": {"tsconfig.json": '{"extends": "./b.json"}', "b.json": '{"extends": "./tsconfig.json"}'},
        "tsconfig top array": {"tsconfig.json": '[1,2]'}, "tsconfig 100k [": {"tsconfig.json": "[" * 100000}, "package 100k {": {"package.json": '{"a":' * 100000},
        "package deep 1e6": {"package.json": "[" * 1000000 + "]" * 1000000}, "package name obj": {"package.json": '{"name": {"a": 1}, "dependencies": [1], "workspaces": 5, "browser": 7}'},
        "package huge number": {"package.json": '{"version": ' + "9" * 5000 + "}"}, "package BOM+json5": {"package.json": "\ufeff{name: 'x', /*c*/ dependencies: {axios: '1',},}"},
        "package bad utf8": {"package.json": b'{"name": "\xff\xfe"}'}, "package lone surrogate": {"package.json": '{"name": "\\ud800"}'},
        "tsconfig paths 10k": {"tsconfig.json": json.dumps({"compilerOptions": {"baseUrl": ".", "paths": {f"@{i}/*": [f"src/{i}/*"] * 50 for i in range(2000)}}})},
        "toml bad": {".code2skill.toml": "jobs = [\n"}, "toml jobs 999": {".code2skill.toml": "jobs = 999\n"}, "toml include [z-a]": {".code2skill.toml": "include = ['[z-a]']\n"},
        "toml ignore huge": {".code2skill.toml": "ignore = [" + ",".join(["'C2S-L005'"] * 5000) + "]\n"},
        "pyproject deep": {"pyproject.toml": "[tool.code2skill]\ninclude = " + "[" * 5000 + "]" * 5000 + "\n"},
        "vue/svelte binary": {"src/x.vue": b"\x00\x01<script>\xff fetch('/a')</script>", "src/y.svelte": "<script>" + "{" * 50000 + "</script>"},
    }
    for name, files in cases.items():
        app = fresh("cfg"); write(app, {"src/a.js": CALL, **files})
        derive_ok("crash/hang: repository configuration", name, app, expect=(0, 2) if "toml" in name or "pyproject" in name else (0,), name="cfg")
    app = fresh("cfg"); write(app, {"src/a.js": CALL})
    for g in ["[z-a]", "\\", "", "/abs/**", "**/" * 2000 + "x", "[" * 5000, "a" * 100000, "#x", "!", str(app / "src" / "a.js")]:
        r = run("derive", app, "--include", g, "-o", OUT / "inc.json", "--jobs", "1")
        ok = (r["rc"] == 2 or (g == "/abs/**" and r["rc"] == 0)) and not crashed(r)   # '/abs/**' is anchored, not absolute
        record("crash: --include/--exclude glob", repr(g[:30]), f"code2skill derive {app} --include {g[:30]!r}", r, "defended" if ok else "FAILED", tail(r, 200))

@case
def audit_hostile():
    app = fresh("audit_app"); write(app, {"src/a.js": CALL})
    base = OUT / "aud.json"; run("derive", app, "-o", base, "--jobs", "1"); c = json.loads(base.read_text())
    variants = {}
    t = base.read_text()
    variants["5000-digit number"] = t.replace('"capabilities"', '"x_num": ' + "9" * 5000 + ', "capabilities"', 1)
    variants["5000-digit float exp"] = t.replace('"capabilities"', '"x_num": 1e' + "9" * 5000 + ', "capabilities"', 1)
    variants["100k-deep JSON"] = "[" * 100000 + "]" * 100000
    variants["100k-deep in field"] = t.replace('"capabilities"', '"x": ' + "[" * 100000 + "]" * 100000 + ', "capabilities"', 1)
    variants["NaN/Infinity"] = t.replace('"capabilities"', '"x": NaN, "y": -Infinity, "capabilities"', 1)
    variants["duplicate keys"] = t.replace('"capabilities"', '"capabilities": 5, "capabilities"', 1)
    variants["lone surrogate escape"] = t.replace('"capabilities"', '"x": "\\ud800\\udfff\\ud800", "capabilities"', 1)
    variants["not utf8"] = t.encode().replace(b'"capabilities"', b'"x": "\xff\xfe", "capabilities"', 1)
    variants["top-level array"] = "[]"; variants["empty"] = ""; variants["null"] = "null"; variants["BOM"] = "\ufeff" + t
    def mut(fn):
        d = json.loads(t); fn(d); return json.dumps(d)
    def set_ev(val):
        def f(d):
            for cap in d["capabilities"]:
                for ev in cap.get("evidence", []) or []:
                    if isinstance(ev, dict) and "file" in ev: ev["file"] = val
        return f
    variants["NUL in evidence path"] = mut(set_ev("src/a\u0000.js"))
    variants["evidence ../../etc/passwd"] = mut(set_ev("../../../../etc/passwd"))
    variants["evidence /etc/shadow"] = mut(set_ev("/etc/shadow"))
    variants["evidence /dev/zero"] = mut(set_ev("/dev/zero"))
    variants["evidence 100k chars"] = mut(set_ev("a/" * 50000))
    variants["evidence number"] = mut(set_ev(5))
    variants["evidence surrogate"] = mut(set_ev("src/\udc80.js"))
    variants["evidence line huge"] = t.replace('"line": ', '"line": 9' + "9" * 400 + "0 + ", 0)
    def scope(g):
        def f(d): d.setdefault("source", {}).setdefault("scope", {}); d["source"]["scope"] = {"include": [g], "exclude": [g]}
        return f
    variants["scope glob [z-a]"] = mut(scope("[z-a]"))
    variants["scope glob 100k"] = mut(scope("*a" * 50000))
    variants["scope not a list"] = mut(lambda d: d["source"].__setitem__("scope", {"include": "x", "exclude": 5}))
    variants["capabilities 2k copies"] = mut(lambda d: d.__setitem__("capabilities", d["capabilities"] * 2000))
    variants["string fields objects"] = mut(lambda d: [cap.__setitem__(k, {"$ref": "#"}) for cap in d["capabilities"] for k in list(cap)[:6]])
    variants["schema $ref loop"] = mut(lambda d: [cap.__setitem__("inputSchema", {"$ref": "#", "properties": {"a": {"$ref": "#/properties/a"}}}) for cap in d["capabilities"]])
    for name, text in variants.items():
        p = OUT / "hostile-contract.json"; p.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"))
        for fmt in ("text", "sarif"):
            r = run("audit", p, app, "--format", fmt)
            ok = not crashed(r) and r["rc"] in (0, 1, 2) and r["secs"] < 60
            record("audit: hostile contract", name + f" ({fmt})", f"code2skill audit {p} {app} --format {fmt}", r, "defended" if ok else "FAILED", tail(r, 200))
        r = run("derive", app, "--update", p, "-o", OUT / "hu.json", "--jobs", "1")
        record("update: hostile contract", name, f"code2skill derive {app} --update {p} -o …", r, "defended" if not crashed(r) and r["rc"] in (0, 1, 2) else "FAILED", tail(r, 200))
        for cmd in (("export", p, "-o", OUT / "hx-pkg", "--force"), ("report", p, "--source", app, "-o", OUT / "hx.html"), ("skill", p, "-o", OUT / "hx-skill")):
            r = run(*cmd)
            record(f"{cmd[0]}: hostile contract", name, f"code2skill {' '.join(map(str, cmd))}", r, "defended" if not crashed(r) and r["rc"] in (0, 1, 2) else "FAILED", tail(r, 200))
    # FIFO / symlinked evidence files
    for kind in ("fifo", "link-out", "link-devzero", "dir"):
        a2 = fresh("audit_ev_" + kind); write(a2, {"src/a.js": CALL}); c2 = OUT / f"ev-{kind}.json"; run("derive", a2, "-o", c2, "--jobs", "1")
        f = a2 / "src" / "a.js"; f.unlink()
        if kind == "fifo": os.mkfifo(f)
        elif kind == "link-out": f.symlink_to("/etc/passwd")
        elif kind == "link-devzero": f.symlink_to("/dev/zero")
        else: f.mkdir()
        for cmd in (("audit", c2, a2), ("report", c2, "--source", a2, "-o", OUT / "ev.html")):
            r = run(*cmd)
            leak = "root:x:0" in r["out"] + r["err"] + ((OUT / "ev.html").read_text(errors="replace") if cmd[0] == "report" and (OUT / "ev.html").exists() else "")
            ok = not crashed(r) and r["secs"] < 60 and not leak
            record(f"{cmd[0]}: evidence file is {kind}", f"src/a.js replaced by {kind}", f"code2skill {' '.join(map(str, cmd))}", r, "defended" if ok else "FAILED", f"leak={leak} " + tail(r, 200))

@case
def blowups():
    gen = {
        "800 nested calls": "export const x = () => fetch(" + "f(" * 800 + "'/api/a'" + ")" * 800 + ");\n",
        "800 chained then": "export const x = () => fetch('/api/a')" + ".then(r=>r)" * 800 + ";\n",
        "5000 nested arrays": "const a = " + "[" * 5000 + "]" * 5000 + ";\nexport const x = () => fetch('/api/a', {method:'POST', body: JSON.stringify(a)});\n",
        "3000 nested arrows": "export const x = " + "() => " * 3000 + "fetch('/api/a');\n",
        "3000 nested ternary": "export const x = (c) => fetch(" + "c ? '/a' : " * 3000 + "'/b');\n",
        "doubling 40 lines": "const d0 = '/x';\n" + "".join(f"const d{i+1} = d{i} + d{i};\n" for i in range(40)) + "export const x = () => fetch(d40);\n",
        "doubling 40 templates": "const d0 = '/x';\n" + "".join(f"const d{i+1} = `${{d{i}}}${{d{i}}}`;\n" for i in range(40)) + "export const x = () => fetch(d40);\n",
        "doubling arrays": "const d0 = ['/x','/y'];\n" + "".join(f"const d{i+1} = [...d{i}, ...d{i}];\n" for i in range(40)) + "export const x = () => d40.map(u => fetch(u));\n",
        "doubling objects": "const d0 = {a: '/x'};\n" + "".join(f"const d{i+1} = {{...d{i}, b{i}: d{i}, c{i}: d{i}}};\n" for i in range(40)) + "export const x = () => fetch('/api', {method:'POST', body: JSON.stringify(d40)});\n",
        "doubling ternaries": "const c = Math.random() > 0.5;\nconst d0 = c ? '/x' : '/y';\n" + "".join(f"const d{i+1} = (c ? d{i} : d{i}) + (c ? '/a' : '/b');\n" for i in range(40)) + "export const x = () => fetch(d40);\n",
        "wrappers 2^n": "const w0 = (u) => fetch(u);\n" + "".join(f"const w{i+1} = (u) => {{ w{i}(u + '/a'); w{i}(u + '/b'); }};\n" for i in range(30)) + "export const x = () => w30('/api');\n",
        "mutual recursion": "const a = (u) => b(u + '/x');\nconst b = (u) => a(u + '/y');\nexport const x = () => { a('/api'); fetch(a('/z')); };\n",
        "recursive const": "const a = b + '/x';\nconst b = a + '/y';\nexport const x = () => fetch(a);\n",
        "self-ref object": "const o = {}; o.o = o; o.u = o.o.o.o.u + '/a';\nexport const x = () => fetch(o.u, {method:'POST', body: JSON.stringify(o)});\n",
        "10MB line": "export const x = () => fetch('/api/" + "a" * 10_000_000 + "');\n",
        "1M statements": "let i = 0;\n" + "i++;\n" * 1_000_000 + "export const x = () => fetch('/api/a');\n",
        "20k fetches": "".join(f"export const f{i} = () => fetch('/api/r{i}/' + {i}, {{method: 'PUT'}});\n" for i in range(20000)),
        "regex-literal heavy": "export const x = () => fetch('/api/a'.replace(/(a+)+b/, 'c' + 'a'.repeat(1e9)));\n",
        "repeat huge": "export const x = () => fetch('/api/' + 'a'.repeat(1e9) + 'x'.padStart(1e9));\n",
        "string ops chain": "let u = '/api';\n" + "".join("u = u.concat(u);\n" for _ in range(60)) + "export const x = () => fetch(u);\n",
        "array join doubling": "let a = ['x'];\n" + "".join("a = a.concat(a);\n" for _ in range(60)) + "export const x = () => fetch('/api/' + a.join('/'));\n",
        "JSON.stringify doubling": "let o = {a: 1};\n" + "".join("o = {l: o, r: o};\n" for _ in range(60)) + "export const x = () => fetch('/api?q=' + JSON.stringify(o));\n",
        "spread args doubling": "const p0 = ['/a'];\n" + "".join(f"const p{i+1} = [...p{i}, ...p{i}];\n" for i in range(40)) + "export const x = () => fetch(p40.join(''));\n",
        "class chain 1000": "".join(f"class C{i+1} extends C{i} {{ m{i}() {{ return fetch('/api/c{i}'); }} }}\n" for i in range(1000)).replace("extends C0 ", "") + "export const x = () => new C1000().m0();\n",
        "deep member 5000": "export const x = () => fetch(a" + ".b" * 5000 + ");\n",
        "deep object literal": "export const x = () => fetch('/a', {method:'POST', body: JSON.stringify(" + "{a:" * 3000 + "1" + "}" * 3000 + ")});\n",
        "template nested 2000": "export const x = () => fetch(" + "`${" * 2000 + "'a'" + "}`" * 2000 + ");\n",
        "gql doubling fragments": "const F0 = `fragment F0 on X { a }`;\n" + "".join(f"const F{i+1} = `fragment F{i+1} on X {{ a }} ${{F{i}}} ${{F{i}}}`;\n" for i in range(40)) + "export const x = () => fetch('/graphql', {method:'POST', body: JSON.stringify({query: `query { a } ${F40}`})});\n",
        "jsx deep": "export const C = () => " + "<div>" * 5000 + "{fetch('/api/a')}" + "</div>" * 5000 + ";\n",
        "binary-looking ts": "export const x = () => fetch('/a');\n" + "\x01\x02\x03" * 100000,
        "long import chain": None,
        "many files": None,
    }
    for name, src in gen.items():
        app = fresh("blow")
        if name == "long import chain":
            files = {f"src/m{i}.js": f"import {{ v as p }} from './m{i+1}';\nexport const v = p + '/{i}';\n" for i in range(800)}
            files["src/m800.js"] = "export const v = '/api';\n"; files["src/a.js"] = "import {v} from './m0';\nexport const x = () => fetch(v);\n"
        elif name == "many files":
            files = {f"src/d{i % 50}/f{i}.js": f"export const x{i} = () => fetch('/api/f{i}');\n" for i in range(3000)}
        else:
            files = {"src/a.jsx" if "jsx" in name else "src/a.js": src}
        write(app, files)
        derive_ok("blow-up: budgets", name, app, name="blow")

@case
def perms_and_names():
    app = fresh("perms"); write(app, {"src/a.js": CALL, "src/locked/b.js": CALL.replace("items", "locked"), "src/nosearch/c.js": CALL.replace("items", "nosearch")})
    # running as root: modes do not bind; run the check as nobody through setpriv if present
    os.chmod(app / "src" / "locked", 0o000); os.chmod(app / "src" / "nosearch", 0o444)
    subprocess.run(["chmod", "-R", "a+rX", "/tmp/x35/cases/perms/src/a.js"]) 
    for p in (app, app / "src"): os.chmod(p, 0o755)
    os.chmod(OUT, 0o777)
    who = subprocess.run(["bash", "-c", "command -v setpriv runuser su"], capture_output=True, text=True).stdout.split()
    if who:
        cmdline = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "nice", BIN, "derive", str(app), "-o", "/tmp/x35/out/perm.json", "--jobs", "1"]
        t = time.time(); p = subprocess.run(cmdline, capture_output=True, text=True, timeout=1800)
        r = dict(rc=p.returncode, secs=round(time.time() - t, 1), out=p.stdout, err=p.stderr, hung=False)
        sk = []
        try: sk = json.loads(Path("/tmp/x35/out/perm.json").read_text())["source"].get("skipped", [])
        except Exception as e: sk = repr(e)
        ok = not crashed(r) and "locked" in json.dumps(sk) and "nosearch" in json.dumps(sk)
        record("perms: mode 000 and 444 folders (root without DAC capabilities)", "src/locked 000, src/nosearch 444", " ".join(cmdline), r, "defended" if ok else "FAILED", f"skipped={json.dumps(sk)[:300]} {tail(r,150)}")
    # root itself not searchable
    app2 = fresh("perms_root"); write(app2, {"src/a.js": CALL}); os.chmod(app2, 0o644)
    cmdline = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "nice", BIN, "derive", str(app2), "--jobs", "1"]
    p = subprocess.run(cmdline, capture_output=True, text=True, timeout=1800); os.chmod(app2, 0o755)
    r = dict(rc=p.returncode, secs=None, out=p.stdout, err=p.stderr, hung=False)
    record("perms: root readable not searchable", "root mode 644 (root without DAC capabilities)", " ".join(cmdline), r, "defended" if r["rc"] == 2 and not crashed(r) else "FAILED", tail(r, 200))
    # terminal escapes in names
    app3 = fresh("escapes"); write(app3, {"src/a.js": CALL, "src/\x1b]0;PWNED\x07\x1b[31mred.js": "export const q = () => fetch('/api/q' + \n", "src/\x1b[2J.js": b"\xff\xfe\x00bin", "src/line\nbreak.js": "fetch(('/x'"})
    r = run("derive", app3, "-o", OUT / "esc.json", "--jobs", "1")
    r2 = run("audit", OUT / "esc.json", app3, "--format", "text")
    bad = [x for x in (r["err"], r2["err"], r2["out"]) if "\x1b" in x or "\x07" in x]
    record("stderr: terminal escapes in file names", "src/ESC]0;PWNED BEL ESC[31mred.js, ESC[2J.js, newline in name", f"code2skill derive {app3}; audit text", r,
           "FAILED" if bad or crashed(r) else "defended", f"raw escapes in {len(bad)} streams; audit rc={r2['rc']}")

@case
def signals():
    app = fresh("signals"); write(app, {f"src/f{i}.js": CALL.replace("items", f"i{i}") * 50 for i in range(400)})
    for sig, code in ((signal.SIGTERM, 143), (signal.SIGINT, 130), (signal.SIGHUP, 129)):
        p = subprocess.Popen([BIN, "derive", str(app), "-o", str(OUT / "sig.json"), "--jobs", "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        time.sleep(float(os.environ.get("SIGWAIT", "25")))
        kids = subprocess.run(["pgrep", "-P", str(p.pid)], capture_output=True, text=True).stdout.split()
        p.send_signal(sig)
        try: out, err = p.communicate(timeout=300)
        except subprocess.TimeoutExpired: p.kill(); out, err = p.communicate(); 
        time.sleep(2)
        alive = [k for k in kids if Path(f"/proc/{k}").exists()]
        for k in alive:
            try: os.kill(int(k), signal.SIGKILL)
            except Exception: pass
        r = dict(rc=p.returncode, secs=None, out=out.decode(), err=err.decode(), hung=False)
        ok = not alive and p.returncode == code and "Traceback" not in r["err"]
        record("signals: pool shut down", f"{sig.name} after SIGWAIT s, --jobs 2 (children seen {len(kids)})", f"code2skill derive {app} --jobs 2 & kill -{sig.name}", r,
               "defended" if ok else "FAILED", f"rc={p.returncode} orphans={alive} {tail(r,150)}")

@case
def determinism():
    app = fresh("dirty"); write(app, {"src/a.js": CALL, "src/n.js": "const V = 1;\nexport const a = () => fetch('/api/v' + (V + 1));\nexport const b = () => fetch('/api/n/' + 1e999 + '/' + 123n + '/' + (0.1 + 0.2) + '/' + (2**53 + 1) + '/' + (-0) + '/' + 0x10 + '/' + 1_000 + '/' + ('5' - 2) + '/' + ('5' * '2') + '/' + (1/0) + '/' + (0/0) + '/' + [1,2] + '/' + ({}) + '/' + null + '/' + (void 0));\n"})
    git(app, "init", "-q"); git(app, "add", "-A"); git(app, "commit", "-qm", "x")
    r = run("derive", app, "-o", app / "canonical-contract.json", "--graph", app / "graph.json", "--cache-dir", app / ".c2scache", "--jobs", "1")
    r2 = run("derive", app, "-o", app / "canonical-contract.json", "--graph", app / "graph.json", "--cache-dir", app / ".c2scache", "--jobs", "1")
    c = json.loads((app / "canonical-contract.json").read_text())
    paths = sorted(json.dumps(c)[i:i+90] for i in [m for m in range(0)])
    txt = (app / "canonical-contract.json").read_text()
    import re
    urls = sorted(set(re.findall(r'"(?:path|pathTemplate|urlTemplate|template)": "([^"]+)"', txt)))
    dirty = c["source"].get("dirty")
    ok = dirty is False and "/api/v2" in txt and "/api/v11" not in txt
    record("determinism: own outputs in tree; JS numbers", "contract, graph, cache written inside the committed tree; '/api/v'+(V+1)", f"code2skill derive {app} -o {app}/canonical-contract.json (twice)", r2,
           "defended" if ok else "FAILED", f"dirty={dirty} urls={urls[:6]}")
    r3 = run("derive", app, "-o", OUT / "det1.json", "--jobs", "1"); r4 = run("derive", app, "-o", OUT / "det2.json", "--jobs", "1")
    a, b = json.loads((OUT / "det1.json").read_text()), json.loads((OUT / "det2.json").read_text())
    for x in (a, b): x.get("source", {}).pop("generatedAt", None); x.pop("generatedAt", None)
    record("determinism: two runs", "same tree twice", "derive twice, compare", r4, "defended" if a == b else "FAILED", "equal" if a == b else "differ")
