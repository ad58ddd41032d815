"""Summarise results.jsonl (hand-made inputs) and fuzz.jsonl (fuzz runs) as Markdown tables."""
import json, sys, collections
res = sys.argv[1] if len(sys.argv) > 1 else "/tmp/x35/results.jsonl"
import os
fz = sys.argv[2] if len(sys.argv) > 2 else "/tmp/x35/fuzz.jsonl"
rows = [json.loads(l) for l in open(res)] if os.path.exists(res) else []
# the last verdict per (bullet, input) wins (reruns after harness fixes)
last = {}
for r in rows: last[(r["bullet"], r["input"])] = r
rows = list(last.values())
c = collections.OrderedDict()
for r in rows:
    c.setdefault(r["bullet"], collections.Counter())[r["verdict"]] += 1
print("| target / bullet | inputs | defended | FAILED | other |\n|---|---|---|---|---|")
for b, k in c.items():
    print(f"| {b} | {sum(k.values())} | {k['defended']} | {k['FAILED']} | {sum(v for kk, v in k.items() if kk not in ('defended', 'FAILED'))} |")
print(f"\nTotal hand-made inputs: {len(rows)}, defended {sum(r['verdict']=='defended' for r in rows)}, FAILED {sum(r['verdict']=='FAILED' for r in rows)}\n")
for r in rows:
    if r["verdict"] not in ("defended",):
        print(f"- **{r['verdict']}** {r['bullet']} — {r['input']} — exit {r['rc']}, {r['secs']} s — {r['evidence'][:300]}")
try:
    f = [json.loads(l) for l in open(fz)]
except FileNotFoundError:
    f = []
if f:
    kinds = collections.Counter(m.split()[0] for r in f for m in r["mut"])
    rc = collections.Counter(r["rc"] for r in f); arc = collections.Counter(r.get("arc") for r in f)
    probs = [r for r in f if r["problems"]]
    cat = collections.Counter(p.split()[0] for r in probs for p in r["problems"])
    planted = sum(len(r.get("planted", [])) for r in f)
    print(f"\nFuzz: {len(f)} runs (derive, then audit on each contract written; export + node --check every 4th); mutations {dict(kinds)}")
    print(f"derive exit codes {dict(rc)}; audit exit codes {dict(arc)}; planted secret forms {planted} in {sum(1 for r in f if r.get('planted'))} runs")
    print(f"problems by kind: {dict(cat)}; contained internal faults: {sum(1 for r in f if r.get('contained'))}")
    for r in probs:
        print(f"- run {r['i']} ({r['base']}: {'; '.join(r['mut'])[:160]}): {'; '.join(r['problems'])[:200]} (derive {r['secs']} s, audit {r.get('asecs')} s CPU)")
    cpus = sorted((r["secs"] or 0) for r in f); acpus = sorted((r.get("asecs") or 0) for r in f if r.get("asecs") is not None)
    q = lambda xs, p: xs[min(len(xs) - 1, int(p * len(xs)))] if xs else None
    print(f"derive CPU s: median {q(cpus, .5)}, p95 {q(cpus, .95)}, max {cpus[-1] if cpus else None}; audit CPU s: median {q(acpus, .5)}, p95 {q(acpus, .95)}, max {acpus[-1] if acpus else None}")
    erc = collections.Counter(r.get("erc") for r in f if "erc" in r)
    print(f"export exit codes {dict(erc)}; hung (killed at the CPU bound) {sum(1 for r in f if r.get('hung'))}")
if "--rows" in sys.argv:
    print("\n| # | bullet | input | command | exit | s (wall) | outcome |\n|---|---|---|---|---|---|---|")
    for n, r in enumerate(rows, 1):
        esc = lambda t: str(t).replace("|", "\\|").replace("\n", " ").replace("\x1b", "ESC").replace("`", "'")
        print(f"| {n} | {esc(r['bullet'])} | {esc(r['input'])[:70]} | `{esc(r['cmd']).replace('/tmp/x35/', '')[:110]}` | {r['rc']} | {r['secs']} | {r['verdict']} |")
