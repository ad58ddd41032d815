"""A cache entry is used only for the file it was written for (rule ``cache.entry-of-its-file``):
facts swapped between two entries (each keeping its own schema and key) are misses, the files
are parsed again, and the warm contract cites each file for its own code, as the cold one."""
from __future__ import annotations

import json
import os
import subprocess

from hostile_support import BIN, tree

FILES = {"package.json": '{"name": "app"}',
         "src/a.ts": "export const list = () => fetch('/api/alpha');\n",
         "src/b.ts": "\n\nexport const remove = (id) => fetch(`/api/beta/${id}`, "
                     "{ method: 'DELETE' });\n"}


def derive(root, cache, out, state=None):
    """``derive --cache-dir`` (``state``: the folder of the user's cache key, else the
    default)."""
    env = {**os.environ, "XDG_STATE_HOME": str(state)} if state else None
    proc = subprocess.run([str(BIN / "code2skill"), "derive", str(root), "-o", str(out),
                           "--cache-dir", str(cache), "--jobs", "1"],
                          capture_output=True, text=True, timeout=120, env=env)
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


def test_an_older_entry_of_the_same_file_under_the_new_key_is_a_miss(tmp_path):
    """An entry that names its file but holds the facts of other content (the entry of an
    older version of ``src/a.ts`` copied over the new version's entry, schema and key kept)
    is a miss: the facts must carry the SHA-256 of the content they are used for."""
    root = tree(tmp_path / "app", FILES)
    cache = tmp_path / "cache"
    derive(root, cache, tmp_path / "old.json")
    before = {p.name: p.read_text(encoding="utf-8") for p in cache.glob("*.json")}
    (root / "src/a.ts").write_text("export const list = () => fetch('/api/gamma');\n")
    cold, _ = derive(root, cache, tmp_path / "cold.json")
    new = next(p for p in cache.glob("*.json") if p.name not in before)
    old = json.loads(next(text for name, text in before.items()
                          if '"src/a.ts"' in text))
    entry = json.loads(new.read_text(encoding="utf-8"))
    entry["facts"] = old["facts"]
    new.write_text(json.dumps(entry), encoding="utf-8")
    warm, _ = derive(root, cache, tmp_path / "warm.json")
    assert sites(warm) == sites(cold) == {("GET", "/api/gamma"): [("src/a.ts", 1)],
                                          ("DELETE", "/api/beta/{id}"): [("src/b.ts", 3)]}
    assert (tmp_path / "warm.json").read_bytes() == (tmp_path / "cold.json").read_bytes()
    assert "/api/alpha" not in new.read_text(encoding="utf-8")       # written anew


def test_every_entry_of_an_unchanged_tree_is_a_hit(tmp_path):
    """The content check does not turn hits into misses: a warm run of a tree with
    TypeScript, ``.vue``, ``.svelte`` and ``\\r``-broken files reads every entry."""
    from code2skill.discover import Scope, discover
    from code2skill.extract import FactCache
    root = tree(tmp_path / "app", {**FILES,
                "src/c.vue": "<template><b/></template>\r<script>\rexport default {};\r"
                             "fetch('/api/c');\r</script>\r",
                "src/d.svelte": "<script>\r\nfetch('/api/d');\r\n</script>\r\n<p>d</p>\r\n"})
    cache = tmp_path / "cache"
    derive(root, cache, tmp_path / "cold.json")
    store = FactCache(cache)
    files = discover(root, Scope((), (), False)).files
    assert [f.path for f in files if store.get(store.key(root, f), f.path) is None] == []
    assert len(files) == 4


CREDENTIALS = {        # rule cache.credential-position: planted value → where it stands
    "Q7rtkApiKey": "rtk.ts", "Q7rtkBearer": "rtk.ts", "Q7unsentPw": "unsent.ts",
    "Q7lsToken": "unsent.ts", "Q7unsentHdr": "unsent.ts", "Q7cfgPassword": "client.ts",
    "Q7cfgAccess": "client.ts", "Q7assigned": "unsent.ts", "Q7localToken": "unsent.ts"}
CREDENTIAL_FILES = {
    "package.json": '{"name": "app", "dependencies": {"@reduxjs/toolkit": "2"}}',
    "src/rtk.ts": "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';\n"
                  "export const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: '/api',"
                  " prepareHeaders: (headers) => { headers.set('Authorization', "
                  "'Token Q7rtkBearer'); headers.set('X-Api-Key', 'Q7rtkApiKey'); "
                  "return headers; } }),\n  endpoints: (b) => ({ items: b.query<any, void>("
                  "{ query: () => 'items' }) }) });\n",
    "src/unsent.ts": "export const creds = { username: 'u', password: 'Q7unsentPw' };\n"
                     "export const save = () => localStorage.setItem('token', 'Q7lsToken');\n"
                     "const h = { Authorization: 'Token Q7unsentHdr' };\n"
                     "const cfg: any = {}; cfg.apiKey = 'Q7assigned';\n"
                     "export const go = () => { const token = 'Q7localToken'; "
                     "return fetch('/api/ping'); };\n",
    "src/client.ts": "import { Configuration, PetApi } from './generated';\n"
                     "export const pets = new PetApi(new Configuration({ basePath: '/api', "
                     "password: 'Q7cfgPassword', accessToken: 'Q7cfgAccess' }));\n",
    "src/plain.ts": "export const list = () => fetch('/api/plain');\n",
}


def test_no_cache_entry_holds_a_literal_at_a_credential_position(tmp_path):
    # RTK prepareHeaders values (shown in the contract only as a kind), a generated
    # client's Configuration({password, accessToken}) and values never sent were cached
    root = tree(tmp_path / "app", CREDENTIAL_FILES)
    cache = tmp_path / "cache"
    derive(root, cache, tmp_path / "cold.json")
    derive(root, cache, tmp_path / "warm.json")
    written = [p for p in tmp_path.rglob("*") if p.is_file() and root not in p.parents]
    assert written and any(p.parent == cache for p in written)    # plain.ts is cached
    for path in written:
        data = path.read_bytes()
        assert [v for v in CREDENTIALS if v.encode() in data] == [], path
    assert (tmp_path / "warm.json").read_bytes() == (tmp_path / "cold.json").read_bytes()


def test_an_entry_edited_in_place_is_a_miss_with_a_warning(tmp_path):
    """Rule ``cache.authenticated``: facts edited inside an entry (schema, key, file and
    content hash kept: only a path changed) fail the entry's HMAC under the user's key, kept
    outside the cache folder: a miss, the file parsed again, a warning on stderr, and the warm
    contract is the cold one."""
    root = tree(tmp_path / "app", FILES)
    cache, state = tmp_path / "cache", tmp_path / "state"
    cold, _ = derive(root, cache, tmp_path / "cold.json", state)
    key = state / "code2skill" / "cache.key"
    assert key.stat().st_size == 32 and key.stat().st_mode & 0o777 == 0o600
    assert (state / "code2skill").stat().st_mode & 0o777 == 0o700
    assert sorted(p.suffix for p in cache.iterdir()) == [".json", ".json"]
    entry = next(p for p in cache.glob("*.json") if '"src/a.ts"' in p.read_text("utf-8"))
    written = entry.read_text(encoding="utf-8")
    entry.write_text(written.replace('"/api/alpha"', '"/api/INJECTED"'), encoding="utf-8")
    warm, stderr = derive(root, cache, tmp_path / "warm.json", state)
    assert sites(warm) == {("GET", "/api/alpha"): [("src/a.ts", 1)],
                           ("DELETE", "/api/beta/{id}"): [("src/b.ts", 3)]}
    assert (tmp_path / "warm.json").read_bytes() == (tmp_path / "cold.json").read_bytes()
    assert "code2skill: src/a.ts: cache: cache entry failed its authentication check " \
        "(changed outside code2skill): not used, the file is parsed again" in stderr
    assert entry.read_text(encoding="utf-8") == written                 # written anew
    _, again = derive(root, cache, tmp_path / "again.json", state)
    assert "authentication" not in again


def test_entries_written_under_another_key_are_misses(tmp_path):
    """A cache folder written under another user's (or machine's) key, with its entries
    re-signed by whoever wrote them, is never trusted: every entry is a miss."""
    root = tree(tmp_path / "app", FILES)
    cache = tmp_path / "cache"
    derive(root, cache, tmp_path / "cold.json", tmp_path / "theirs")
    _, stderr = derive(root, cache, tmp_path / "warm.json", tmp_path / "mine")
    assert stderr.count("cache entry failed its authentication check") == 2
    _, again = derive(root, cache, tmp_path / "again.json", tmp_path / "mine")
    assert "authentication" not in again
