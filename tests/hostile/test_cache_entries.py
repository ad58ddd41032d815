"""A cache entry is used only for the file it was written for (rule ``cache.entry-of-its-file``):
facts swapped between two entries (each keeping its own schema and key) are misses, the files
are parsed again, and the warm contract cites each file for its own code, as the cold one."""
from __future__ import annotations

import json
import subprocess

from hostile_support import BIN, tree

FILES = {"package.json": '{"name": "app"}',
         "src/a.ts": "export const list = () => fetch('/api/alpha');\n",
         "src/b.ts": "\n\nexport const remove = (id) => fetch(`/api/beta/${id}`, "
                     "{ method: 'DELETE' });\n"}


def derive(root, cache, out):
    proc = subprocess.run([str(BIN / "code2skill"), "derive", str(root), "-o", str(out),
                           "--cache-dir", str(cache), "--jobs", "1"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(out.read_text(encoding="utf-8")), proc.stderr


def sites(contract):
    return {(r["method"], r["pathTemplate"]): [(s["file"], s["line"]) for s in r["callSites"]]
            for c in contract["capabilities"] for r in c["implementation"]["requests"]}


def test_facts_swapped_between_two_entries_are_misses(tmp_path):
    root = tree(tmp_path / "app", FILES)
    cache = tmp_path / "cache"
    cold, _ = derive(root, cache, tmp_path / "cold.json")
    assert sites(cold) == {("GET", "/api/alpha"): [("src/a.ts", 1)],
                           ("DELETE", "/api/beta/{id}"): [("src/b.ts", 3)]}
    entries = sorted(cache.glob("*.json"))
    assert len(entries) == 2
    written = {p.name: p.read_text(encoding="utf-8") for p in entries}
    first, second = (json.loads(p.read_text(encoding="utf-8")) for p in entries)
    first["facts"], second["facts"] = second["facts"], first["facts"]
    for path, entry in zip(entries, (first, second)):
        path.write_text(json.dumps(entry), encoding="utf-8")
    swapped = {p.name: p.read_text(encoding="utf-8") for p in entries}
    warm, _ = derive(root, cache, tmp_path / "warm.json")
    assert sites(warm) == sites(cold)
    assert (tmp_path / "warm.json").read_bytes() == (tmp_path / "cold.json").read_bytes()
    # both were misses: parsed again and their entries written anew with their own facts
    assert all(p.read_text(encoding="utf-8") != swapped[p.name] for p in entries)
    assert {p.name: p.read_text(encoding="utf-8") for p in entries} == written
