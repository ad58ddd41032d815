"""Code injection through a contract's string fields into the exported package: export, then
node --check every .mjs, py_compile every .py, import the adapter and every function module and
call createServer(); a marker file proves execution."""
import json, os, sys, subprocess, copy, glob
from pathlib import Path
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import *
OUT = Path(os.environ.get("X35_OUT", "/tmp/x35/out")); OUT.mkdir(parents=True, exist_ok=True)
MARK = "/tmp/x35/pwned-export"
FS = f"import('node:fs').then(f=>f.writeFileSync('{MARK}','%s'))"
P = {
 "dq": 'x"); ' + FS % "dq" + '; ("',
 "sq": "x'); " + FS % "sq" + "; ('",
 "bt": "x`+" + FS % "bt" + "+`",
 "tpl": "${" + FS % "tpl" + "}",
 "comment": "*/ " + FS % "cm" + "; /*",
 "newline": "a\n" + FS % "nl" + ";//",
 "crlf": "a\r\n" + FS % "cr" + ";//",
 "u2028": "a\u2028" + FS % "ls" + ";//",
 "backslash": 'a\\"); ' + FS % "bs" + '; //',
 "script": "</script><script>" + FS % "sc" + "</script>",
 "md": "]\n\n```js\n" + FS % "md" + "\n```\n<!-- -->",
 "nul": "a\u0000b",
 "surrogate": "a\ud800b",
 "proto": "__proto__",
 "ctor": "constructor",
 "py": "\"\"\"; import os; os.system('touch " + MARK + "-py'); \"\"\"",
}
app = fresh("export_app")
write(app, {"src/a.js": "export const add = (name, note) => fetch('/api/items/' + name, { method: 'POST', headers: {'X-Mode': 'm'}, body: JSON.stringify({ note, kind: 'a' }) });\nexport const list = (q) => fetch(`/api/items?q=${q}&sort=asc`);\n",
            "package.json": '{"name": "inj"}'})
base = OUT / "inj-base.json"; run("derive", app, "-o", base, "--jobs", "1")
C = json.loads(base.read_text())

def walk(o, fn, path=()):
    if isinstance(o, dict):
        for k in list(o):
            v = o[k]
            if isinstance(v, str): o[k] = fn(path + (k,), v)
            else: walk(v, fn, path + (k,))
    elif isinstance(o, list):
        for i, v in enumerate(o):
            if isinstance(v, str): o[i] = fn(path + (i,), v)
            else: walk(v, fn, path + (i,))

def rename_keys(o, payload):
    if isinstance(o, dict):
        if "properties" in o and isinstance(o["properties"], dict):
            o["properties"] = {(payload if i == 0 else k): v for i, (k, v) in enumerate(o["properties"].items())}
            if isinstance(o.get("required"), list): o["required"] = [payload if r == next(iter(o["properties"]), None) else r for r in o["required"]]
        for v in o.values(): rename_keys(v, payload)
    elif isinstance(o, list):
        for v in o: rename_keys(v, payload)

TARGETS = {
 "descriptions": lambda p, v, x: x if p and p[-1] in ("description", "title", "note", "summary") else v,
 "names": lambda p, v, x: (v + x) if p and p[-1] in ("name", "id", "tool", "capability") else v,
 "paths": lambda p, v, x: (v + x) if p and p[-1] in ("pathTemplate", "path", "urlTemplate", "baseUrl", "url") else v,
 "methods+enc": lambda p, v, x: (v + x) if p and p[-1] in ("method", "bodyEncoding", "sideEffect", "in", "location", "type") else v,
 "every string": lambda p, v, x: v + x,
}
def approve(d):
    for cap in d.get("capabilities", []):
        if isinstance(cap, dict) and isinstance(cap.get("review"), dict): cap["review"]["status"] = "approved"

for pname, payload in P.items():
    for tname, tf in [(k, v) for k, v in TARGETS.items() if k in os.environ.get("X35_TARGETS", "every string,names,descriptions").split(",")] + [("input keys", None)]:
        for m in glob.glob(MARK + "*"): os.unlink(m)
        d = copy.deepcopy(C)
        if tf: walk(d["capabilities"], lambda p, v: tf(p, v, payload)); walk(d.get("services", []), lambda p, v: tf(p, v, payload)); walk(d.get("source", {}).get("project", {}), lambda p, v: tf(p, v, payload))
        else: rename_keys(d["capabilities"], payload)
        cpath = OUT / "inj.json"; cpath.write_bytes(json.dumps(d, ensure_ascii=False).encode("utf-8", "surrogatepass"))
        pkg = OUT / "inj-pkg"; subprocess.run(["rm", "-rf", str(pkg)])
        r = run("export", cpath, "-o", pkg)
        probs = []
        if crashed(r): probs.append("crash " + tail(r))
        if r["rc"] == 0:
            for js in pkg.rglob("*.mjs"):
                c = subprocess.run(["node", "--check", str(js)], capture_output=True, text=True)
                if c.returncode: probs.append(f"node --check {js.name}: {c.stderr.strip().splitlines()[-1][:150] if c.stderr.strip() else ''}")
            for py in pkg.rglob("*.py"):
                c = subprocess.run([sys.executable, "-m", "py_compile", str(py)], capture_output=True, text=True)
                if c.returncode: probs.append(f"py_compile {py.name}")
            for js in pkg.rglob("*.json"):
                try: json.loads(js.read_text())
                except Exception as e: probs.append(f"bad json {js.name}")
            code = ("const fs=await import('node:fs');const a=await import('./adapter.mjs');a.createServer();"
                    "for (const f of fs.readdirSync('./functions')) await import('./functions/'+f);"
                    "await new Promise(r=>setTimeout(r,300));")
            c = subprocess.run(["node", "--input-type=module", "-e", code], cwd=pkg, capture_output=True, text=True, timeout=600,
                               env={**os.environ, "P_MCP_DRY_RUN": "1"})
            if c.returncode: probs.append(f"import failed: {c.stderr.strip()[-150:]}")
            v = run("validate", pkg)
            if crashed(v): probs.append("validate crash " + tail(v))
            elif v["rc"] not in (0, 1): probs.append(f"validate rc {v['rc']}: " + tail(v, 150))
        hit = glob.glob(MARK + "*")
        if hit: probs.append(f"EXECUTED: {hit}")
        record("export: injection through contract strings", f"{pname} into {tname}", f"code2skill export {cpath} -o {pkg}", r,
               "FAILED" if probs else "defended", "; ".join(probs) or tail(r, 160))
