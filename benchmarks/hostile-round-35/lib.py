"""Shared helpers for the x32/x35 hostile rounds: run the installed CLI with a 60 s bound, record results."""
import json, os, subprocess, time, signal, shutil
from pathlib import Path
BIN = os.environ.get("C2S_BIN", "code2skill")
RESULTS = Path(os.environ.get("X35_RESULTS", "hostile-out/results.jsonl"))
CASES = Path(os.environ.get("X35_CASES", "hostile-out/cases"))

def run(*args, timeout=60, cwd=None, env=None, stdin=subprocess.DEVNULL, wall=900):
    """Run the CLI under RLIMIT_CPU ``timeout`` (CPU seconds; round 35: the bound is CPU, never wall time,
    the machine being loaded) and a wall bound ``wall``; ``secs`` is the child's CPU (user+sys)."""
    import resource
    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (timeout, timeout + 5))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.Popen([BIN, *map(str, args)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         cwd=cwd, env=env, stdin=stdin, start_new_session=True, preexec_fn=limit)
    try:
        out, err = p.communicate(timeout=wall)
        hung = p.returncode in (-24, -9)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        hung = True
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return dict(rc=p.returncode, secs=round(cpu, 1), out=out.decode("utf-8", "replace"),
                err=err.decode("utf-8", "replace"), hung=hung)

def crashed(r):
    e = r["err"] + r["out"]
    return r["rc"] == 3 or "Traceback" in e or "internal error" in e or r["hung"] or r["rc"] not in (0, 1, 2)

def fresh(name):
    d = CASES / name
    if d.exists() or d.is_symlink():
        subprocess.run(["chmod", "-R", "u+rwx", str(d)], stderr=subprocess.DEVNULL)
        shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    return d

def write(root, files):
    for rel, content in files.items():
        p = Path(root) / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(content if isinstance(content, bytes) else content.encode())
    return Path(root)

def record(bullet, inp, cmd, r, verdict, evidence=""):
    row = dict(bullet=bullet, input=inp, cmd=cmd, rc=r.get("rc") if r else None,
               secs=r.get("secs") if r else None, verdict=verdict, evidence=evidence[:600])
    with RESULTS.open("a") as f:
        f.write(json.dumps(row) + "\n")
    print(f"[{verdict}] {bullet} :: {inp} rc={row['rc']} {row['secs']}s {evidence[:200]}", flush=True)

def tail(r, n=300):
    return (r["err"][-n:]).replace("\n", " | ")
