"""Further hostile inputs beyond the issue's bullets."""
import json, os, sys, subprocess, threading, time, glob, shutil
from pathlib import Path
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
import planted as S
ONLY = set(sys.argv[1:])
OUT = Path(os.environ.get("X35_OUT", "/tmp/x35/out")); OUT.mkdir(parents=True, exist_ok=True)
OUTSIDE = Path("/tmp/x35/outside"); OUTSIDE.mkdir(exist_ok=True)
CALL = "export const add = (v) => fetch('/api/items', { method: 'POST', body: JSON.stringify({ v }) });\n"
def case(fn):
    if not ONLY or fn.__name__ in ONLY:
        try: fn()
        except Exception as e: record(fn.__name__, "harness", "", None, "HARNESS-ERROR", repr(e))
    return fn

@case
def race_swap():
    od = OUTSIDE / "racedir"; od.mkdir(exist_ok=True)
    app = fresh("race"); write(app, {"src/a.js": CALL})
    real = app / "src" / "d_real"; real.mkdir()
    for i in range(300):
        (real / f"f{i}.js").write_text(f"export const f{i} = () => fetch('/api/inside{i}');\n")
        (od / f"f{i}.js").write_text(f"export const f{i} = () => fetch('/api/OUTSIDE_RACE_LEAK{i}');\n")
    link = app / "src" / "d_link"; link.symlink_to(od)
    d = app / "src" / "d"; os.rename(real, d)
    stop = False
    def racer():
        # swap src/d between the real folder and a link to the outside folder, atomically
        while not stop:
            os.rename(d, real); os.rename(link, d); time.sleep(0.0005)
            os.rename(d, link); os.rename(real, d); time.sleep(0.0005)
    leaks = 0; rr = None
    for attempt in range(int(os.environ.get('RACE_RUNS', '3'))):
        stop = False; t = threading.Thread(target=racer); t.start()
        try: rr = run("derive", app, "-o", OUT / "race.json", "--jobs", "1")
        finally:
            stop = True; t.join()
        txt = (OUT / "race.json").read_text() if (OUT / "race.json").exists() else ""
        leaks += txt.count("OUTSIDE_RACE_LEAK")
        if "OUTSIDE_RACE_LEAK" in txt: shutil.copy(OUT / "race.json", OUT / f"race-leak-{attempt}.json")
    link.unlink(missing_ok=True)
    record("outside: race swapping a folder with a link to outside during the walk", "src/d <-> link to /tmp/x35/outside/racedir, 300 files, 3 runs",
           f"code2skill derive {app} while a racer renames src/d", rr, "FAILED" if leaks else "defended", f"outside endpoints in contract: {leaks}; last rc {rr['rc']} {tail(rr,120)}")

@case
def cache_links():
    app = fresh("cache_links"); write(app, {"src/a.js": CALL})
    cache = OUT / "cache-links"; subprocess.run(["rm", "-rf", str(cache)])
    run("derive", app, "-o", OUT / "cl.json", "--cache-dir", cache, "--jobs", "1")
    files = [p for p in cache.rglob("*") if p.is_file()]
    for p in files: p.unlink(); p.symlink_to("/dev/zero")
    r = run("derive", app, "-o", OUT / "cl.json", "--cache-dir", cache, "--jobs", "1")
    record("hang: cache entry -> /dev/zero", "every cache file a link to /dev/zero", f"code2skill derive {app} --cache-dir {cache}", r,
           "defended" if not crashed(r) and r["rc"] == 0 else "FAILED", tail(r, 200))
    victim = OUTSIDE / "victim.txt"; victim.write_text("VICTIM")
    for p in files: p.unlink(); p.symlink_to(victim)
    write(app, {"src/b.js": CALL.replace("items", "other")})
    r = run("derive", app, "-o", OUT / "cl.json", "--cache-dir", cache, "--jobs", "1")
    ok = victim.read_text() == "VICTIM" and not crashed(r)
    record("write-through: cache entries linked to an outside file", "cache files -> /tmp/x35/outside/victim.txt", f"code2skill derive {app} --cache-dir {cache}", r,
           "defended" if ok else "FAILED", f"victim intact={victim.read_text()[:20]=='VICTIM'} {tail(r,150)}")

@case
def report_evidence_outside():
    app = fresh("report_out"); write(app, {"src/a.js": CALL}); c = OUT / "ro.json"; run("derive", app, "-o", c, "--jobs", "1")
    d = json.loads(c.read_text())
    def setf(o, val):
        if isinstance(o, dict):
            if "file" in o and isinstance(o.get("file"), str): o["file"] = val
            for v in o.values(): setf(v, val)
        elif isinstance(o, list):
            for v in o: setf(v, val)
    for val in ("../../../../../etc/passwd", "/etc/passwd", "src/../../../../../etc/passwd", "src/%2e%2e/%2e%2e/etc/passwd", "file:///etc/passwd", "\\..\\..\\etc\\passwd"):
        dd = json.loads(json.dumps(d)); setf(dd, val); p = OUT / "ro2.json"; p.write_text(json.dumps(dd))
        outs = []
        for cmd in (("report", p, "--source", app, "-o", OUT / "ro.html"), ("audit", p, app, "--format", "json"), ("audit", p, app, "--format", "sarif"), ("skill", p, "-o", OUT / "ro-skill")):
            r = run(*cmd); outs.append(r)
        blob = "".join(x["out"] + x["err"] for x in outs) + ((OUT / "ro.html").read_text(errors="replace") if (OUT / "ro.html").exists() else "")
        for f in (OUT / "ro-skill").rglob("*") if (OUT / "ro-skill").exists() else []:
            if f.is_file(): blob += f.read_text(errors="replace")
        leak = "root:x:0:0" in blob
        bad = [x for x in outs if crashed(x)]
        record("outside: evidence file outside (report/audit/skill)", val, f"code2skill report {p} --source {app}; audit; skill", outs[0],
               "FAILED" if leak or bad else "defended", f"passwd quoted={leak} crashes={len(bad)} rcs={[x['rc'] for x in outs]}")

@case
def contract_secret_update():
    app = fresh("csec"); write(app, {"src/a.js": CALL}); c = OUT / "cs.json"; run("derive", app, "-o", c, "--jobs", "1")
    d = json.loads(c.read_text())
    cap = d["capabilities"][0]
    cap["description"] = "Uses sk_live_51CsQ2bKc8Yw3Rt6Vn0Pz4Lm and ghp_Cq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4 here."
    cap["title"] = "Add xoxb-2810382910-3829103829-Cs8Yz2Pw4Rt6Vn0Lm3Xc9Bd item" if "title" in cap else cap.get("title")
    if "title" not in cap or cap["title"] is None: cap["description"] += " xoxb-2810382910-3829103829-Cs8Yz2Pw4Rt6Vn0Lm3Xc9Bd"
    cap["description"] += " See https://adm:CsPassw0rd77@api.example.com/docs"
    d["services"][0]["description"] = "Backend; token ghp_Cq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4."
    p = OUT / "cs2.json"; p.write_text(json.dumps(d))
    probes = {"stripe": ["sk_live_51CsQ2bKc8Yw3Rt6Vn0Pz4Lm"], "gh": ["ghp_Cq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4"], "slack": ["Cs8Yz2Pw4Rt6Vn0Lm3Xc9Bd"], "url": ["CsPassw0rd77"]}
    o = OUT / "cs-out"; subprocess.run(["rm", "-rf", str(o)]); o.mkdir()
    rs = {}
    rs["update"] = run("derive", app, "--update", p, "-o", o / "u.json", "--summary", o / "s.txt", "--jobs", "1")
    for fmt in ("text", "json", "sarif"): rs[fmt] = run("audit", p, app, "--format", fmt, "-o", o / f"a.{fmt}")
    rs["report"] = run("report", p, "--source", app, "-o", o / "r.html")
    rs["export"] = run("export", p, "-o", o / "pkg")
    rs["skill"] = run("skill", p, "-o", o / "skill")
    rs["validate"] = run("validate", o / "pkg")
    blobs = {str(f): f.read_bytes().decode("latin-1") for f in o.rglob("*") if f.is_file()}
    blobs.update({k: v["out"] + v["err"] for k, v in rs.items()})
    leaks = [f"{n} in {Path(k).name}" for n, ps in probes.items() for pr in ps for k, v in blobs.items() if pr in v]
    record("secrets: a hand-edited contract holding secrets (update/audit/report/export/skill)", "stripe+ghp in description, xoxb in title, basic-auth observedBaseUrls",
           f"derive --update {p}; audit; report; export; skill", rs["update"], "FAILED" if leaks else "defended",
           f"rcs={ {k: v['rc'] for k, v in rs.items()} } " + "; ".join(leaks[:8]))

@case
def secrets_in_diagnostics():
    app = fresh("sdiag")
    write(app, {"src/a.js": CALL,
                "src/broken.js": "const k = 'sk_live_51DgQ2bKc8Yw3Rt6Vn0Pz4Lm' (((( ;\nexport const f = () => fetch('/api/x?token=DgTok3nQz8Lm9' + ;\n",
                "src/bin_sk_live_51DnQ2bKc8Yw3Rt6Vn0Pz4Lm.js": b"\x00\x01\x02\xff",
                "src/ghp_Dq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4/a.js": "export const g = () => fetch('/api/g');\n",
                "src/u.js": "export const u = () => fetch(`https://bob:DgPassw0rd5@${host}/api/u`);\nexport const w = () => fetch(unknown + '?access_token=DgAcc3ssT0k7');\n",
                "src/deep.js": "export const d = () => fetch(" + "(" * 200 + "'/api/d?password=DgDeepPw77'" + ")" * 200 + ");\n",
                "tsconfig.json": '{"compilerOptions": {"baseUrl": "sk_live_51DtQ2bKc8Yw3Rt6Vn0Pz4Lm", "paths": ["ghp_Dt7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4"]}}',
                ".gitignore": "[z-a]sk_live_51DiQ2bKc8Yw3Rt6Vn0Pz4Lm\n",
                "package.json": '{"name": "xoxb-2810382910-3829103829-Dp8Yz2Pw4Rt6Vn0Lm3Xc9Bd", "dependencies": {"axios": 7}}'})
    probes = ["51DgQ2bKc8Yw3Rt6Vn0Pz4Lm", "DgTok3nQz8Lm9", "51DnQ2bKc8Yw3Rt6Vn0Pz4Lm", "Dq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4", "DgPassw0rd5", "DgAcc3ssT0k7", "DgDeepPw77",
              "51DtQ2bKc8Yw3Rt6Vn0Pz4Lm", "Dt7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4", "51DiQ2bKc8Yw3Rt6Vn0Pz4Lm", "Dp8Yz2Pw4Rt6Vn0Lm3Xc9Bd"]
    o = OUT / "sdiag"; subprocess.run(["rm", "-rf", str(o)]); o.mkdir()
    r = run("derive", app, "-o", o / "c.json", "--graph", o / "g.dot", "--cache-dir", o / "cache", "--jobs", "1", "--strict")
    r2 = run("audit", o / "c.json", app, "--format", "sarif", "-o", o / "a.sarif")
    r3 = run("report", o / "c.json", "--source", app, "-o", o / "r.html")
    r4 = run("export", o / "c.json", "-o", o / "pkg")
    blobs = {str(f): f.read_bytes().decode("latin-1") for f in o.rglob("*") if f.is_file()}
    blobs.update({"derive stderr": r["err"] + r["out"], "audit stderr": r2["err"], "report stderr": r3["err"], "export stderr": r4["err"]})
    leaks = [f"{pr[:10]}… in {Path(k).name}" for pr in probes for k, v in blobs.items() if pr in v]
    record("secrets: in diagnostics, file names, config values, unresolved URLs", "broken file, secret-named files/folders, tsconfig/.gitignore/package.json values",
           f"derive --strict {app}; audit; report; export", r, "FAILED" if leaks or crashed(r) else "defended", f"rcs={r['rc']},{r2['rc']},{r3['rc']},{r4['rc']} " + "; ".join(leaks[:10]))

@case
def deep_dirs():
    app = fresh("deepdirs"); p = app
    rel = "/".join(["d"] * 2100) + "/a.js"
    try:
        fd = os.open(str(app), os.O_RDONLY)
        cur = fd
        for i in range(2100):
            os.mkdir("d", dir_fd=cur); nf = os.open("d", os.O_RDONLY, dir_fd=cur); 
            if cur != fd: os.close(cur)
            cur = nf
        w = os.open("a.js", os.O_WRONLY | os.O_CREAT, dir_fd=cur); os.write(w, CALL.encode()); os.close(w); os.close(cur); os.close(fd)
    except OSError as e: pass
    write(app, {"b.js": CALL.replace("items", "b")})
    r = run("derive", app, "-o", OUT / "deep.json", "--jobs", "1")
    record("crash: 2,100 nested folders (path past PATH_MAX)", "d/d/…/a.js", f"code2skill derive {app}", r, "defended" if not crashed(r) and r["rc"] in (0, 1) else "FAILED", tail(r, 200))
    r = run("audit", OUT / "deep.json", app)
    record("crash: audit on 2,100 nested folders", "d/d/…/a.js", f"code2skill audit … {app}", r, "defended" if not crashed(r) and r["rc"] in (0, 1) else "FAILED", tail(r, 200))
    subprocess.run(["rm", "-rf", str(app)])

@case
def settings_abuse():
    app = fresh("settings"); write(app, {"src/a.js": CALL, "src/b.js": "export const b = () => fetch('/api/b', {method: 'DELETE'});\n",
                                          ".code2skill.toml": "jobs = 64\nfail-on = 'high'\nignore = []\nexclude = ['src/b.js']\n"})
    base = OUT / "set.json"; 
    d = fresh("settings_clean"); write(d, {"src/a.js": CALL, "src/b.js": "export const b = () => fetch('/api/b', {method: 'DELETE'});\n"})
    run("derive", d, "-o", base, "--jobs", "1")
    r = run("audit", base, app)
    record("config: a repository's settings file weakens the audit of itself", ".code2skill.toml exclude=['src/b.js'], fail-on=high",
           f"code2skill audit {base} {app}", r, "observation", f"rc={r['rc']} " + tail(r, 250))

@case
def sparse_and_link_chains():
    app = fresh("sparse"); write(app, {"src/a.js": CALL})
    for rel in ("src/huge.js", "package.json", "tsconfig.json", ".gitignore"):
        with open(app / rel, "wb") as fh: fh.truncate(4 * 1024 ** 3)      # 4 GiB of NULs, sparse
    prev = "a.js"
    for i in range(60):
        (app / "src" / f"l{i}.js").symlink_to(prev); prev = f"l{i}.js"
    (app / "src" / "loop1.js").symlink_to("loop2.js"); (app / "src" / "loop2.js").symlink_to("loop1.js")
    r = run("derive", app, "-o", OUT / "sparse.json", "--jobs", "1")
    record("blow-up: 4 GiB sparse source/package.json/tsconfig/.gitignore, 60-link chain, link loop", "sparse files", f"code2skill derive {app}", r,
           "defended" if not crashed(r) and r["rc"] in (0, 1) else "FAILED", tail(r, 250))
    c = OUT / "sparse.json"
    if c.exists():
        d = json.loads(c.read_text())
        def setf(o):
            if isinstance(o, dict):
                if isinstance(o.get("file"), str): o["file"] = "src/huge.js"
                for v in o.values(): setf(v)
            elif isinstance(o, list):
                for v in o: setf(v)
        setf(d); p = OUT / "sparse2.json"; p.write_text(json.dumps(d))
        for cmd in (("audit", p, app), ("report", p, "--source", app, "-o", OUT / "sparse.html")):
            r = run(*cmd)
            record(f"blow-up: {cmd[0]} with evidence in a 4 GiB sparse file", "evidence file src/huge.js", f"code2skill {' '.join(map(str, cmd))}", r,
                   "defended" if not crashed(r) and r["rc"] in (0, 1, 2) else "FAILED", tail(r, 200))
    subprocess.run(["rm", "-rf", str(app)])
