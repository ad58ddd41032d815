"""Triage of the fuzz round's LEAK rows: a leak counts only when the planted source of every leaked
probe is still intact in the kept tree (a later flip/tokens/trunc/splice/encoding mutation may have
turned the credential's name into another word, so its value is no longer a secret by the source).
Usage: python3 triage.py FUZZ.jsonl KEEP_DIR"""
import json, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent))
import planted as S, planted35 as S35

def snippets(name):
    if name in S.SECRETS:
        src = S.SECRETS[name][1]
        return [src] if src else ([S.CONFIG_TS] if name == "imported_const" else [])
    if name in S.SECRET_HTML: return [S.SECRET_HTML[name][1]]
    if name in S35.SECRETS35: return list(S35.SECRETS35[name][1].values())
    return []

def intact(app, name):
    want = [s.strip().encode() for s in snippets(name)]
    if not want: return True
    blobs = [p.read_bytes() for p in app.rglob("*") if p.is_file() and not p.is_symlink()]
    return all(any(w in b for b in blobs) for w in want)

# leaks of a kind already reported: counted under their finding, not again
KNOWN = {"sql_insert_positional": "finding 1", "sql_identified_by": "finding 1",
         "rpc_positional_pw": "no credential name in the source (a positional argument): noted, not a target"}
rows = [json.loads(l) for l in open(sys.argv[1])]
keep = Path(sys.argv[2])
real, mutated = [], []
for r in rows:
    for p in r["problems"]:
        if not p.startswith("LEAK"): continue
        names = [h.split(":")[0] for h in p[5:].split("; ")]
        app = keep / f"{r['i']:04d}" / "app"
        bad = [n for n in names if n == "outside" or intact(app, n)]
        (real if bad else mutated).append((r["i"], r["base"], r["mut"], bad or names))
print(f"LEAK rows: {len(real) + len(mutated)}; planted source intact (real leaks): {len(real)}; source mutated away: {len(mutated)}")
import collections
kinds = collections.Counter(KNOWN.get(n, "NEW") for x in real for n in x[3])
print("real leaks by kind:", dict(kinds))
for x in real: print("REAL", x[0], x[1], [f"{n} ({KNOWN.get(n, 'NEW')})" for n in x[3]])
for x in mutated: print("mutated", x)
