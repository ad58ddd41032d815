"""Round 35: hostile contracts aimed at the method-dispatch (JSON-RPC) Tools: the pinned method's binding
and the other constant bindings rewritten (huge and deep values, NUL/ESC, code and template text,
prototype keys, a credential), then audit (3 formats), export (+ node --check), validate, skill, report
and derive --update run on each under RLIMIT_CPU. Usage: python3 contracts35.py CONTRACT APP"""
import copy, json, os, subprocess, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
from lib import run, record
OUT = Path(os.environ.get("X35_DIR", "/tmp/x35")) / "out-contracts"; OUT.mkdir(parents=True, exist_ok=True)
MARK = Path("/tmp/x35/pwned-contract")
SECRET = "ghp_Ct7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4"
deep = 1
for _ in range(50000): deep = [deep]
INJECT = "'); require('fs').writeFileSync('/tmp/x35/pwned-contract', 'x'); ('"
VALUES = {"huge-int": 10 ** 400, "float-inf-like": 1e308, "neg-zero": -0.0, "deep-50000": deep, "nul-esc": "a\x00b\x1b[31mc\u202e",
          "code": INJECT, "template": "${require('fs').writeFileSync('/tmp/x35/pwned-contract','t')}`+`", "script": "</script><script>alert(1)</script>",
          "long-1MB": "m" * 1_000_000, "secret": SECRET, "surrogate": "\ud800", "object": {"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}}}
TARGETS = {"method": "body:method", "proto": "body:__proto__", "ctor": "body:constructor.prototype.x", "header": "header:Authorization",
           "query": "query:../../etc", "path": "path:../..", "empty": "", "weird": "body:\x1b]0;title\x07"}

def mutate(contract, target, value):
    c = copy.deepcopy(contract)
    for cap in c["capabilities"]:
        for req in (cap.get("implementation") or {}).get("requests", []):
            for b in req.get("bindings", []):
                if b.get("target") == "body:method" or target != "body:method" and b.get("input") is None:
                    b["target"] = target if target != "body:method" else b["target"]; b["value"] = value
    return c

def main():
    src, app = Path(sys.argv[1]), Path(sys.argv[2])
    base = json.loads(src.read_text())
    cases = [(f"{vn}@method", TARGETS["method"], v) for vn, v in VALUES.items()] + [(f"secret@{tn}", t, SECRET) for tn, t in TARGETS.items() if tn != "method"]
    for name, target, value in cases:
        c = OUT / f"{name.replace('/', '_')}.json"
        try: text = json.dumps(mutate(base, target, value), ensure_ascii=False)
        except (ValueError, RecursionError) as e:
            text = json.dumps(mutate(base, target, "x"), ensure_ascii=False).replace('"x"', "[" * 50000 + "]" * 50000, 1)
        c.write_text(text, errors="surrogatepass")
        bad, rcs = [], []
        cmds = [("audit-json", ["audit", c, app, "--format", "json", "-o", OUT / f"{name}.a.json"]),
                ("audit-text", ["audit", c, app, "--format", "text", "-o", OUT / f"{name}.a.txt"]),
                ("audit-sarif", ["audit", c, app, "--format", "sarif", "-o", OUT / f"{name}.a.sarif"]),
                ("export", ["export", c, "-o", OUT / f"{name}.pkg", "--force"]),
                ("validate", ["validate", OUT / f"{name}.pkg"]),
                ("skill", ["skill", c, "-o", OUT / f"{name}.skill", "--force"]),
                ("report", ["report", c, "--source", app, "-o", OUT / f"{name}.html"])]
        upd = OUT / f"{name}.upd.json"; upd.write_bytes(c.read_bytes())
        cmds.append(("update", ["derive", app, "--update", upd, "--summary", OUT / f"{name}.summary.md", "--jobs", "1", "-q"]))
        for label, args in cmds:
            r = run(*args, timeout=60)
            rcs.append(f"{label}={r['rc']}")
            if r["hung"] or r["rc"] not in (0, 1, 2) or "Traceback" in r["err"]:
                bad.append(f"{label}: rc={r['rc']} {r['secs']} s CPU {r['err'][-200:]!r}")
            if "\x1b" in r["err"] or "\x1b" in r["out"]: bad.append(f"{label}: raw ESC on stdout/stderr")
        pkg = OUT / f"{name}.pkg"
        for js in list(pkg.rglob("*.mjs")):
            k = subprocess.run(["node", "--check", str(js)], capture_output=True, text=True)
            if k.returncode: bad.append(f"node --check {js.name}: {k.stderr[-160:]}")
        if MARK.exists(): bad.append("marker written"); MARK.unlink()
        if value == SECRET or name.startswith("secret"):
            for q in [*pkg.rglob("*"), *(OUT / f"{name}.skill").rglob("*"), OUT / f"{name}.html", OUT / f"{name}.a.json", OUT / f"{name}.a.txt", OUT / f"{name}.summary.md"]:
                if q.is_file() and SECRET.encode() in q.read_bytes(): bad.append(f"secret in {q.name}")
        record("contracts35: hostile RPC bindings", name, " ".join(rcs), dict(rc=None, secs=None), "FAILED" if bad else "defended", "; ".join(sorted(set(bad)))[:600] or " ".join(rcs))
main()
