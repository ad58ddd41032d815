"""Hostile input, I/O side: atomic writes, escaping, reads confined to the root, no code of the
analysed repository run (git, cache), exit codes, signals and terminal escapes."""
from __future__ import annotations

import hashlib
import json
import os
import pickle
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from code2skill import cli, extract, gitstate, safe_io
from code2skill.discover import Scope, discover
from code2skill.extract import FactCache, extract_all
from code2skill.factcodec import Mismatch, decoder, encode
from code2skill.facts import ModuleFacts
from code2skill.gitstate import git_state, status_paths
from hostile_support import BIN, CALL, children, code2skill, tree

SURROGATE = "export const go = () => fetch('/api/x', { method: 'POST', body: " \
            "JSON.stringify({ a: '\\uD83D' }) });\n"


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True,
                   env={**os.environ, "GIT_CONFIG_GLOBAL": os.devnull,
                        "GIT_CONFIG_NOSYSTEM": "1"})


def committed(root: Path) -> Path:
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "x")
    return root


# ------------------------------------------------------------------ data loss (io.atomic-write)

def test_lone_surrogate_is_escaped_and_update_keeps_the_contract(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": SURROGATE})
    out = tmp_path / "contract.json"
    assert code2skill("derive", root, "-o", out, "-q").returncode == 0
    text = out.read_bytes().decode("utf-8")           # strict UTF-8: no surrogate written
    assert '"\\\\uD83D"' in text
    reviewed = out.read_text()
    result = code2skill("derive", root, "--update", out, "-q")
    assert result.returncode == 0, result.stderr
    assert out.read_text() == reviewed                 # not truncated, and idempotent



COLLIDING = [
    (["derive", "{app}", "--update", "c.json", "--summary", "c.json"],
     "--update c.json and --summary c.json are the same file"),
    (["derive", "{app}", "--update", "c.json", "--graph", "c.json"],
     "--update c.json and --graph c.json are the same file"),
    (["derive", "{app}", "--update", "c.json", "-o", "c2.json", "--summary", "c.json"],
     "--summary c.json would overwrite the file read by --update c.json"),
    (["audit", "c.json", "{app}", "-o", "c.json"],
     "-o c.json would overwrite the file read by CONTRACT c.json"),
    (["audit", "hard.json", "{app}", "-o", "c.json"],
     "-o c.json would overwrite the file read by CONTRACT hard.json"),
    (["derive", "{app}", "-o", "c.json", "--graph", "c.json"],
     "-o c.json and --graph c.json are the same file"),
    (["derive", "{app}", "--update", "c.json", "-o", "n.json", "--summary", "./n.json"],
     "-o n.json and --summary n.json are the same file"),
    (["report", "c.json", "-o", "c.json"],
     "-o c.json would overwrite the file read by CONTRACT c.json"),
    (["host-check", "c.json", "--host", "hp.json", "-o", "c.json"],
     "-o c.json would overwrite the file read by CONTRACT c.json"),
    (["host-check", "c.json", "--host", "hp.json", "-o", "./hp.json"],
     "-o hp.json would overwrite the file read by --host hp.json"),
]


@pytest.mark.parametrize("args,message", COLLIDING)
def test_an_output_over_another_output_or_the_contract_read_is_refused(tmp_path, args, message):
    """Rule io.output-collision: exit 2 naming both options, every file untouched."""
    app = tree(tmp_path / "app", {"src/a.js": CALL})
    assert code2skill("derive", app, "-q", "-o", tmp_path / "c.json").returncode == 0
    before = (tmp_path / "c.json").read_bytes()
    os.link(tmp_path / "c.json", tmp_path / "hard.json")
    (tmp_path / "hp.json").write_text("{}")
    run = code2skill(*[a.format(app=app) for a in args], "-q", cwd=tmp_path)
    assert run.returncode == 2, run.stderr
    assert run.stderr.strip() == f"code2skill: error: {message}"
    assert (tmp_path / "c.json").read_bytes() == before
    assert (tmp_path / "hp.json").read_text() == "{}"
    assert not (tmp_path / "n.json").exists()


def test_a_report_over_a_source_file_of_its_source_folder_is_refused(tmp_path):
    """Rule io.output-check: ``report --source APP -o APP/src/a.js`` would destroy the file."""
    app = tree(tmp_path / "app", {"src/a.js": CALL})
    assert code2skill("derive", app, "-q", "-o", tmp_path / "c.json").returncode == 0
    run = code2skill("report", "c.json", "--source", "app", "-o", "app/src/a.js", cwd=tmp_path)
    assert run.returncode == 2
    assert run.stderr == ("code2skill: error: -o app/src/a.js is a source file of app; "
                          "writing would destroy it (give another file)\n")
    assert (app / "src/a.js").read_text() == CALL


def test_update_onto_itself_does_not_collide_but_two_outputs_on_one_stream_do(tmp_path):
    """- and /dev/stdout are one stream when standard output is a pipe (as here): two JSON
    documents run into each other, so the run stops before it starts (io.output-collision)."""
    app = tree(tmp_path / "app", {"src/a.js": CALL})
    assert code2skill("derive", app, "-q", "-o", tmp_path / "c.json").returncode == 0
    run = code2skill("derive", app, "-q", "--update", "c.json", "-o", "./c.json", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    run = code2skill("derive", app, "-q", "-o", "-", "--graph", "/dev/stdout", cwd=tmp_path)
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr == "code2skill: error: -o - and --graph /dev/stdout are the same file\n"


def test_every_output_with_a_lone_surrogate_is_strict_utf8(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": SURROGATE, "src/b.js": CALL})
    contract, graph = tmp_path / "c.json", tmp_path / "g.json"
    assert code2skill("derive", root, "-o", contract, "--graph", graph, "-q").returncode == 0
    tree(root, {"src/a.js": "\n\n" + SURROGATE})            # evidence moves: findings
    outputs = [contract, graph]
    for fmt in ("text", "json", "sarif"):
        outputs.append(tmp_path / f"report.{fmt}")
        assert code2skill("audit", contract, root, "-f", fmt, "-o", outputs[-1], "--fail-on",
                          "high", "-q").returncode == 0
    outputs.append(tmp_path / "summary.txt")
    assert code2skill("derive", root, "--update", contract, "--summary", outputs[-1],
                      "-q").returncode == 0
    texts = [path.read_bytes().decode("utf-8") for path in outputs]   # strict: no surrogate
    assert "\\uD83D" in texts[0] and all(texts)


def test_surrogate_pair_is_joined_and_lone_ones_escaped():
    assert safe_io.escape_surrogates("a\ud83d\ude00b\udcff\ud83d") == "a😀b\\uDCFF\\uD83D"
    assert safe_io.escape_surrogates("plain ✓") == "plain ✓"


def test_hostile_bytes_in_a_file_not_utf8_neither_crash_nor_leak(tmp_path):
    """Rule source.not-utf8: invalid sequences, a terminal escape and a lone surrogate's
    bytes in literals of a file that is analysed become unknown values, never output."""
    hostile = (b"export const a = () => fetch('/api/\x1b[31m\xff\xfe');\n"
               b"export const b = () => fetch(`/api/\xed\xa0\x80/${a}`, { method: 'PUT' });\n"
               b"export const c = () => fetch('/api/ok', { headers: { 'X-\x1b]0;t\x07\xc3': "
               b"'\xc0\xaf' } });\n")
    root = tree(tmp_path / "app", {"src/a.js": hostile})
    contract = tmp_path / "contract.json"
    result = code2skill("derive", root, "-o", contract)
    assert result.returncode == 0, result.stderr
    assert "\x1b" not in result.stderr and "\x07" not in result.stderr
    assert "src/a.js: read: not UTF-8 text (first invalid byte at offset 40)" in result.stderr
    data = json.loads(contract.read_bytes().decode("utf-8"))
    assert [(r["method"], r["pathTemplate"]) for c in data["capabilities"]
            for r in c["implementation"]["requests"]] == [("GET", "/api/ok")]
    assert "\ufffd" not in json.dumps(data["capabilities"], ensure_ascii=False)


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS refuses non-UTF-8 file names")
def test_non_utf8_file_name_is_escaped(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    (root / "src").joinpath(os.fsdecode(b"b\xff.js")).write_bytes(b"\0binary")
    (root / "src").joinpath(os.fsdecode(b"c\xfe.js")).write_text(CALL.replace("items", "c"))
    contract = tmp_path / "contract.json"
    result = code2skill("derive", root, "-o", contract, "-q")
    assert result.returncode == 0, result.stderr
    data = json.loads(contract.read_bytes().decode("utf-8"))
    assert [s["path"] for s in data["source"]["skipped"]] == ["src/b\\uDCFF.js"]
    assert {s["file"] for c in data["capabilities"] for r in c["implementation"]["requests"]
            for s in r["callSites"]} \
        == {"src/a.js", "src/c\\uDCFE.js"}
    audit = code2skill("audit", contract, root)
    assert audit.returncode == 0 and "\n0 findings" in audit.stdout, audit.stdout


def test_write_that_cannot_encode_leaves_the_file_untouched(tmp_path):
    target = tmp_path / "contract.json"
    target.write_text("reviewed\n")
    with pytest.raises(UnicodeEncodeError):
        safe_io.write_atomic(target, "half \ud800 written")
    assert target.read_text() == "reviewed\n"
    assert [p.name for p in tmp_path.iterdir()] == ["contract.json"]


def test_atomic_write_keeps_the_mode_of_an_existing_file(tmp_path):
    target = tmp_path / "out.json"
    target.write_text("old")
    target.chmod(0o640)
    safe_io.write_atomic(target, "new")
    assert target.read_text() == "new" and (target.stat().st_mode & 0o777) == 0o640


# ------------------------------------------------------ git (git.no-repo-config, git.own-outputs)

def hostile_repo(root: Path, marker: Path) -> Path:
    tree(root, {"src/a.js": CALL, ".gitattributes": "*.js filter=evil diff=evil\n"})
    committed(root)
    hook = root / "hook.sh"
    hook.write_text(f"#!/bin/sh\ntouch {marker}\ncat\n")
    hook.chmod(0o755)
    for key in ("core.fsmonitor", "filter.evil.clean", "filter.evil.smudge",
                "diff.evil.textconv", "core.pager"):
        git(root, "config", key, str(hook))
    git(root, "config", "filter.evil.required", "true")
    return root


def test_derive_and_audit_run_nothing_from_the_repository(tmp_path):
    marker = tmp_path / "ran"
    root = hostile_repo(tmp_path / "app", marker)
    (root / "src/a.js").write_text(CALL + "// edited\n")       # git must hash a changed file
    contract = tmp_path / "contract.json"
    result = code2skill("derive", root, "-o", contract, "-q")
    assert result.returncode == 0, result.stderr
    source = json.loads(contract.read_text())["source"]
    assert source["dirty"] is True and len(source["commit"]) == 40
    code2skill("audit", contract, root, "-q")
    assert not marker.exists()


@pytest.mark.parametrize("entry", ["", "."])
def test_a_git_the_repository_ships_never_runs_through_a_relative_path_entry(tmp_path, entry):
    marker = tmp_path / "ran"
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    fake = root / "git"
    fake.write_text(f"#!/bin/sh\ntouch {marker}\nexit 1\n")
    fake.chmod(0o755)
    search = f"{entry}{os.pathsep}{os.environ['PATH']}"
    result = code2skill("derive", root, "-o", tmp_path / "c.json", "-q",
                        env={**os.environ, "PATH": search}, cwd=root)
    assert result.returncode == 0, result.stderr
    assert not marker.exists()
    assert len(json.loads((tmp_path / "c.json").read_text())["source"]["commit"]) == 40


def test_own_outputs_do_not_make_the_tree_dirty(tmp_path):
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    out, graph = root / "canonical-contract.json", root / "out/graph.json"
    (root / "out").mkdir()
    for _ in range(2):
        result = code2skill("derive", root, "-o", out, "--graph", graph, "--cache-dir",
                            root / ".c2s-cache", "-q")
        assert result.returncode == 0, result.stderr
    assert json.loads(out.read_text())["source"]["dirty"] is False
    (root / "other.txt").write_text("a change")
    assert git_state(root, (out, graph, root / ".c2s-cache"))[1] is True


def test_a_dot_git_file_or_a_sub_folder_is_not_described(tmp_path):
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    assert git_state(root / "src") == (None, None)
    (tmp_path / "wt").mkdir()
    (tmp_path / "wt/.git").write_text(f"gitdir: {root / '.git'}\n")
    assert git_state(tmp_path / "wt") == (None, None)


def test_status_paths_read_renames_and_odd_names():
    out = b"R  new.js\0old.js\0?? a b\nc.js\0 M x.js\0"
    assert status_paths(out) == ["new.js", "old.js", "a b\nc.js", "x.js"]


# --------------------------------------------------------------------- cache (no pickle)

def test_cache_entries_round_trip_and_never_unpickle(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL, "src/b.ts": SURROGATE})
    files = discover(root, Scope()).files
    cache = FactCache(tmp_path / "cache")
    cold, _ = extract_all(root, files, 1, cache)
    cache.commit()
    warm, _ = extract_all(root, files, 1, cache)
    assert warm == cold and len(list((tmp_path / "cache").glob("*.json"))) == 2
    marker = tmp_path / "ran"
    payload = pickle.dumps(Evil(str(marker)))
    for entry in (tmp_path / "cache").glob("*.json"):
        entry.write_bytes(payload)
    again, _ = extract_all(root, files, 1, cache)
    assert again == cold and not marker.exists()


class Evil:
    def __init__(self, path: str):
        self.path = path

    def __reduce__(self):
        return (os.system, (f"touch {self.path}",))


def test_entries_of_another_shape_or_key_are_misses(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    source = discover(root, Scope()).files[0]
    cache = FactCache(tmp_path / "cache")
    key = cache.key(root, source)
    facts = extract.extract_one(str(root), source)[1]
    cache.put(key, facts)
    assert cache.get(key, source.path) == facts
    entry = json.loads((tmp_path / "cache" / f"{key}.json").read_text())
    for bad in ({**entry, "schema": 0}, {**entry, "key": "other"},
                {**entry, "facts": ["ModuleFacts", "a.js"]},
                {**entry, "facts": ["Lit", 1, None]}, [entry]):
        (tmp_path / "cache" / f"{key}.json").write_text(json.dumps(bad))
        assert cache.get(key, source.path) is None


def test_a_cache_entry_that_is_a_folder_is_a_miss_and_a_skipped_write(tmp_path):
    """Rule cache.best-effort: an entry that cannot be read or written is a miss and a
    warning naming the file, never a crash."""
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    assert code2skill("derive", root, "-q", "--cache-dir", tmp_path / "cache").returncode == 0
    [entry] = (tmp_path / "cache").glob("*.json")           # beside the key file
    entry.unlink()
    entry.mkdir()
    run = code2skill("derive", root, "--cache-dir", tmp_path / "cache", "-o",
                     tmp_path / "c.json")
    assert run.returncode == 0, run.stderr
    assert "code2skill: src/a.js: cache: cache entry not written: Is a directory" in run.stderr
    assert json.loads((tmp_path / "c.json").read_text())["capabilities"]
    assert entry.is_dir()


def test_decoder_checks_every_shape():
    facts = ModuleFacts("a.js", "javascript", "0" * 64)
    assert decoder(ModuleFacts)(encode(facts)) == facts
    bad = encode(facts)
    bad[4] = [["ImportFact", 1]]
    with pytest.raises(Mismatch):
        decoder(ModuleFacts)(bad)
    with pytest.raises((Mismatch, TypeError)):
        decoder(tuple[int, int])([1, "2"])
    with pytest.raises(Mismatch):
        decoder(tuple[int, int])([1, 2, 3])
    with pytest.raises(Mismatch):
        decoder(str | None)(1)


def test_fingerprint_covers_grammar_versions(monkeypatch):
    base = extract.extractor_fingerprint()
    extract.extractor_fingerprint.cache_clear()
    monkeypatch.setattr(extract.metadata, "version", lambda name: "9.9.9")
    try:
        assert extract.extractor_fingerprint() != base
    finally:
        extract.extractor_fingerprint.cache_clear()


# ----------------------------------------------------------- reads (io.read-in-root)

def test_configs_through_links_outside_or_to_devices_are_not_read(tmp_path):
    outside = tree(tmp_path / "outside", {
        "package.json": '{"name": "outside-secret-name"}',
        "tsconfig.json": '{"compilerOptions": {"baseUrl": ".", "paths": {"@x/*": ["*"]}}}'})
    root = tree(tmp_path / "app", {"src/a.js": "import { add } from '@x/b';\nadd();\n",
                                   "b.js": CALL})
    os.symlink(outside / "package.json", root / "package.json")
    os.symlink(outside / "tsconfig.json", root / "tsconfig.json")
    os.symlink("/dev/zero", root / "src/package.json")
    os.mkfifo(root / "src/tsconfig.json")
    os.mkfifo(root / ".gitignore")
    start = time.monotonic()
    result = code2skill("derive", root, "-q")
    assert result.returncode == 0, result.stderr
    assert time.monotonic() - start < 60
    assert "outside-secret-name" not in result.stdout
    skipped = json.loads(result.stdout)["source"]["skipped"]
    assert {"path": ".gitignore", "reason": "unreadable .gitignore: not a regular file (pipe, "
            "socket or device)", "unreadable": False} in skipped


def test_tsconfig_extends_outside_the_root_is_not_read(tmp_path):
    tree(tmp_path, {"base.json": '{"compilerOptions": {"baseUrl": ".", "paths": '
                                 '{"@x/*": ["app/*"]}}}'})
    root = tree(tmp_path / "app", {"tsconfig.json": '{"extends": "../base.json"}',
                                   "src/a.js": "import { add } from '@x/b';\nadd();\n",
                                   "b.js": CALL})
    from code2skill.modules import read_configs
    problems = []
    assert read_configs(root, {"src/a.js", "b.js"}, problems) == {}
    assert [(p.path, p.reason) for p in problems] == [
        ("tsconfig.json", "extends '../base.json': outside the analysed folder, not read")]


@pytest.mark.parametrize("extends, shown", [
    ('"/etc/hosts"', "'/etc/hosts'"),
    ('"OUTSIDE"', "'OUTSIDE'"),
    ('["../base.json"]', "'../base.json'"),
    ('"@scope/../../base.json"', "'@scope/../../base.json'"),
    ('"./up/base.json"', "'./up/base.json'")])
def test_tsconfig_extends_outside_in_any_form_is_a_warning(tmp_path, extends, shown):
    """Rule ``config.extends-in-root``: an absolute ``extends``, an array, a package path that
    climbs out and a link out were dropped without the warning ``../base.json`` gets."""
    tree(tmp_path, {"base.json": '{"compilerOptions": {"baseUrl": ".", "paths": '
                                 '{"@x/*": ["app/*"]}}}'})
    extends = extends.replace("OUTSIDE", str(tmp_path / "base.json"))
    shown = shown.replace("OUTSIDE", str(tmp_path / "base.json"))
    root = tree(tmp_path / "app", {"tsconfig.json": '{"extends": ' + extends + '}',
                                   "src/a.js": "import { add } from '@x/b';\nadd();\n",
                                   "b.js": CALL})
    os.symlink(tmp_path, root / "up")
    from code2skill.modules import read_configs
    problems = []
    assert read_configs(root, {"src/a.js", "b.js"}, problems) == {}
    assert [(p.path, p.reason) for p in problems] == [
        ("tsconfig.json", f"extends {shown}: outside the analysed folder, not read")]


def test_tsconfig_extends_array_reads_each_entry_in_the_root(tmp_path):
    """TypeScript 5's ``extends`` array: each entry inside the root is read, a later one
    over an earlier; an entry that is not a string is a warning."""
    root = tree(tmp_path / "app", {
        "tsconfig.json": '{"extends": [1, "./one.json", "./two"]}',
        "one.json": '{"compilerOptions": {"baseUrl": ".", "paths": {"@x/*": ["one/*"]}}}',
        "two.json": '{"compilerOptions": {"paths": {"@x/*": ["two/*"]}}}',
        "src/a.js": "import { add } from '@x/b';\nadd();\n"})
    from code2skill.modules import read_configs
    problems = []
    assert read_configs(root, {"src/a.js"}, problems)[""]["compilerOptions"] == {
        "baseUrl": ".", "paths": {"@x/*": ["two/*"]}}
    assert [(p.path, p.reason) for p in problems] == [
        ("tsconfig.json", "extends entry '1': not a string, not read")]


def test_a_path_leading_out_is_refused_before_anything_outside_is_touched(tmp_path,
                                                                          monkeypatch):
    """Rule ``io.read-in-root`` (W2/L11): ``report --source`` and ``audit`` read evidence
    files a hostile contract names; ``/etc/passwd``, ``../../etc/passwd`` and links to
    outside were ``lstat``-ed (``os.path.realpath``) before being refused. Now no path
    outside the root (other than the root's own folders) is looked at."""
    root = tree(tmp_path / "app", {"src/a.ts": "x\n", "src/b.ts": "y\n"})
    os.symlink("/nonexistent-outside/key", root / "src/k.ts")
    os.symlink("../../outside/x", root / "src/rel.ts")
    os.symlink("b.ts", root / "src/in.ts")
    top = os.path.realpath(root)
    touched = []
    folder_of = os.readlink                   # a name looked up in a folder's descriptor
    for name in ("lstat", "stat", "readlink"):
        def spy(path, *args, _real=getattr(os, name), **kwargs):
            fd = kwargs.get("dir_fd")
            touched.append(os.fspath(path) if fd is None else
                           os.path.join(folder_of(f"/proc/self/fd/{fd}"), path))
            return _real(path, *args, **kwargs)
        monkeypatch.setattr(os, name, spy)
    for rel in ("/etc/passwd", "../../etc/passwd", "src/k.ts", "src/rel.ts", "src/../../x",
                "src/k.ts/../a.ts"):
        with pytest.raises(safe_io.UnsafeFile, match="outside the analysed folder"):
            safe_io.inside(root, rel)
    assert [p for p in touched if not (p.startswith(top + "/") or top.startswith(p))] == []
    assert safe_io.inside(root, "src/in.ts") == Path(top) / "src/b.ts"
    assert safe_io.inside(root, str(root / "src/a.ts")) == Path(top) / "src/a.ts"


def test_read_in_root_refuses_and_caps(tmp_path):
    root = tree(tmp_path / "app", {"big.json": "x" * 100, "ok.json": "{}"})
    os.symlink(tmp_path, root / "up")
    assert safe_io.read_text_in_root(root, "ok.json", 10) == "{}"
    assert safe_io.read_head_in_root(root, "big.json", 10) == b"x" * 10
    os.mkfifo(root / "pipe.js")
    with pytest.raises(safe_io.UnsafeFile):
        safe_io.read_head_in_root(root, "pipe.js", 10)
    for rel, why in (("big.json", "larger than 10 bytes"),
                     ("up/app/../../etc", "a link to outside the analysed folder")):
        with pytest.raises(safe_io.UnsafeFile) as caught:
            safe_io.read_bytes_in_root(root, rel, 10)
        assert caught.value.strerror == why


# ------------------------------------------------------------- folders that cannot be read

def test_a_folder_deeper_than_path_max_is_skipped_and_the_run_goes_on(tmp_path):
    """Rule io.path-too-long: 21 nested folders of 200-character names (a path longer than
    PATH_MAX) are an unreadable folder in source.skipped, never an internal error."""
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    fd = os.open(root, os.O_RDONLY)
    for letter in "abcdefghijklmnopqrstu":
        os.mkdir(letter * 200, dir_fd=fd)
        inner = os.open(letter * 200, os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = inner
    os.mkdir("x", dir_fd=fd)
    os.close(os.open("deep.js", os.O_WRONLY | os.O_CREAT, dir_fd=fd))
    os.close(fd)
    inventory = discover(root, Scope())
    assert [f.path for f in inventory.files] == ["src/a.js"]
    [skipped] = inventory.skipped
    assert skipped.path == "/".join(c * 200 for c in "abcdefghijklmnopqrstu") + "/"
    assert (skipped.reason, skipped.unreadable) == ("unreadable folder: File name too long", True)


def test_unlistable_and_unsearchable_folders_are_skipped(tmp_path, monkeypatch):
    root = tree(tmp_path / "app", {"src/a.js": CALL, "locked/b.js": CALL,
                                   "closed/c.js": CALL})
    real_scandir, real_access = os.scandir, os.access

    def scandir(path):                  # a folder is listed through its descriptor
        name = os.readlink(f"/proc/self/fd/{path}") if isinstance(path, int) else str(path)
        if name.endswith("locked"):
            raise PermissionError(13, "Permission denied", name)
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: not str(p).endswith("closed")
                        and real_access(p, mode, **kw))
    inventory = discover(root, Scope())
    assert [f.path for f in inventory.files] == ["src/a.js"]
    assert [(s.path, s.reason, s.unreadable) for s in inventory.skipped] == [
        ("closed/", "unreadable folder: not searchable (listing allowed, opening denied)", True),
        ("locked/", "unreadable folder: Permission denied", True)]


def unprivileged() -> list[str] | None:
    """A command prefix under which file permissions apply (root without the capabilities
    that bypass them), or ``None`` when there is none."""
    if os.geteuid() != 0:
        return []
    prefix = ["setpriv", "--bounding-set=-dac_override,-dac_read_search"]
    try:
        works = subprocess.run([*prefix, "true"], capture_output=True).returncode == 0
    except OSError:
        works = False
    return prefix if works else None


def test_folders_without_permissions_are_skipped_for_real(tmp_path):
    prefix = unprivileged()
    if prefix is None:
        pytest.skip("running as root without setpriv: permissions cannot apply")
    root = tree(tmp_path / "app", {"src/a.js": CALL, "locked/b.js": CALL, "closed/c.js": CALL})
    (root / "locked").chmod(0o000)
    (root / "closed").chmod(0o444)
    try:
        result = subprocess.run([*prefix, str(BIN / "code2skill"), "derive", str(root),
                                 "--jobs", "1", "--strict"], capture_output=True, text=True,
                                timeout=120)
    finally:
        (root / "locked").chmod(0o755)
        (root / "closed").chmod(0o755)
    assert result.returncode == 1, result.stderr          # --strict: the output is written
    skipped = json.loads(result.stdout)["source"]["skipped"]
    assert [(s["path"], s["reason"]) for s in skipped] == [
        ("closed/", "unreadable folder: not searchable (listing allowed, opening denied)"),
        ("locked/", "unreadable folder: Permission denied")]
    assert "closed/: read: unreadable folder" in result.stderr


# --------------------------------------------------------- exit codes, signals, terminal

def test_internal_error_is_one_line_and_exit_3(tmp_path, monkeypatch, capsys):
    root = tree(tmp_path / "app", {"src/a.js": CALL})

    def boom(*args, **kwargs):
        raise RuntimeError("resolver broke")

    import code2skill.pipeline
    monkeypatch.setattr(code2skill.pipeline, "derive", boom)     # cli imports it at run time
    monkeypatch.setattr(sys, "argv", ["code2skill", "derive", str(root), "-q"])
    with pytest.raises(SystemExit) as caught:
        cli.main()
    assert caught.value.code == 3
    assert capsys.readouterr().err == ("code2skill: internal error: RuntimeError: resolver "
                                       "broke — please report it with the command you ran\n")
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM, signal.SIGHUP})


def test_terminal_escapes_in_file_names_are_escaped(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL, "src/\x1b[31mred.js": b"\0binary"})
    result = code2skill("derive", root, "-o", tmp_path / "c.json")
    assert "\x1b" not in result.stderr
    assert "src/\\x1b[31mred.js: read: binary content (NUL byte)" in result.stderr


def alive(pids: list[int]) -> list[int]:
    """The processes of ``pids`` that exist and are not zombies."""
    found = []
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            found.append(pid)
    return found


def pool_run(tmp_path) -> tuple[subprocess.Popen, list[int]]:
    """A ``derive --jobs 2`` run on a tree large enough for the worker pool, once its two
    workers exist: the process and the workers' pids."""
    body = "".join(f"export const f{i} = (x) => fetch(`/api/r{i}/${{x}}`, {{ method: 'PUT' }});"
                   f"\n" for i in range(400))
    root = tree(tmp_path / "app", {f"src/m{i}.ts": body for i in range(160)})
    process = subprocess.Popen([str(BIN / "code2skill"), "derive", str(root), "--jobs", "2",
                                "-q", "-o", str(tmp_path / "c.json")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    workers: list[int] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(workers) < 2 and process.poll() is None:
        workers = children(process.pid)
        time.sleep(0.05)
    assert len(workers) >= 2, "the pool never started"
    return process, workers


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_a_signal_during_a_pool_run_leaves_no_worker(tmp_path, signum):
    """Rule io.stop-signals: SIGHUP (a closed terminal) is handled like SIGTERM: exit 129."""
    process, workers = pool_run(tmp_path)
    process.send_signal(signum)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 128 + signum
    assert stderr.decode().endswith(f"code2skill: interrupted ({signum.name})\n")
    time.sleep(0.2)
    assert alive(workers) == []
    assert not (tmp_path / "c.json").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
@pytest.mark.parametrize("signum", [signal.SIGUSR1, signal.SIGALRM, signal.SIGKILL])
def test_workers_die_with_a_parent_killed_by_an_unhandled_signal(tmp_path, signum):
    """Rule io.worker-dies-with-parent: a parent ended by a signal it does not handle leaves no
    worker behind holding the caller's pipes (the pipes reach end of file)."""
    process, workers = pool_run(tmp_path)
    process.send_signal(signum)
    process.communicate(timeout=30)            # end of file on both pipes: no worker holds them
    assert process.returncode == -signum
    deadline = time.monotonic() + 5
    while alive(workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert alive(workers) == []


def test_a_contract_that_is_a_fifo_or_device_is_refused_without_reading(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    os.mkfifo(tmp_path / "fifo.json")
    for contract in (tmp_path / "fifo.json", Path("/dev/zero")):
        result = code2skill("audit", contract, root, "-q")
        assert result.returncode == 2
        assert result.stderr.endswith("cannot read: not a regular file (pipe, socket or "
                                      "device)\n")


def test_update_through_a_link_rewrites_its_target(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    target = tmp_path / "reviewed.json"
    assert code2skill("derive", root, "-o", target, "-q").returncode == 0
    os.symlink(target, tmp_path / "link.json")
    tree(root, {"src/b.js": CALL.replace("items", "orders").replace("add", "put")})
    assert code2skill("derive", root, "--update", tmp_path / "link.json", "-q").returncode == 0
    assert (tmp_path / "link.json").is_symlink() and "/api/orders" in target.read_text()


def test_a_git_dir_with_linked_refs_is_not_described(tmp_path):
    root = committed(tree(tmp_path / "refs", {"src/a.js": CALL}))
    (root / ".git/refs").rename(tmp_path / "refs.moved")
    os.symlink(tmp_path / "refs.moved", root / ".git/refs")
    start = time.monotonic()
    assert git_state(root) == (None, None)
    assert time.monotonic() - start < 10


def test_the_repository_index_is_never_read(tmp_path):
    """Rule git.own-index: a FIFO index, or an index whose entry leaves the work tree
    (``../OUTSIDE/fifo``: git opened it), is not read; the dirty state compares the work tree
    with HEAD, staged changes included."""
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    (tmp_path / "OUTSIDE").mkdir()
    os.mkfifo(tmp_path / "OUTSIDE/fifo")
    git(root, "update-index", "--add", "--cacheinfo",
        "100644,e69de29bb2d1d6434b8b29ae775ad8c2e48c5391,src/placeholder")
    index = (root / ".git/index").read_bytes()
    crafted = index.replace(b"src/placeholder", b"../OUTSIDE/fifo")
    (root / ".git/index").write_bytes(crafted[:-20] + hashlib.sha1(crafted[:-20]).digest())
    start = time.monotonic()
    assert git_state(root)[1] is False
    os.remove(root / ".git/index")
    os.mkfifo(root / ".git/index")
    assert git_state(root)[1] is False
    assert time.monotonic() - start < 10
    os.remove(root / ".git/index")
    (root / "src/b.js").write_text(CALL)
    git(root, "add", "src/b.js")
    assert git_state(root)[1] is True


@pytest.mark.parametrize("kind", ["gitdir-file", "link", "fifo-head"])
def test_a_nested_repository_git_would_follow_outside_or_block_on(tmp_path, kind):
    """Rule git.nested-repository: git status probes nested repositories; one that points
    outside the root, or whose HEAD is a FIFO, leaves the dirty state unknown, git status
    not run."""
    outside = tmp_path / "OUTSIDE/fakegit"
    (outside / "refs").mkdir(parents=True)
    (outside / "HEAD").write_text("ref: refs/heads/main\n")
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    (root / "sub").mkdir()
    if kind == "gitdir-file":
        (root / "sub/.git").write_text(f"gitdir: {outside}\n")
    elif kind == "link":
        os.symlink(outside, root / "sub/.git")
    else:
        (root / "sub/.git/refs").mkdir(parents=True)
        os.mkfifo(root / "sub/.git/HEAD")
    start = time.monotonic()
    commit, dirty, why = gitstate.read_git(root)
    assert time.monotonic() - start < 10
    assert len(commit) == 40 and dirty is None
    assert why == ["sub/.git is a nested repository git status would follow outside PATH or "
                   "block on (a 'gitdir:' file, a link, or a HEAD that is no regular file): "
                   "the dirty state is unknown"]


def test_a_plain_nested_repository_keeps_the_dirty_state(tmp_path):
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    committed(tree(root / "vendor/lib", {"x.js": CALL}))
    assert gitstate.read_git(root)[1:] == (True, [])     # an untracked folder: dirty


def test_a_ref_deeper_than_the_walk_is_not_followed(tmp_path):
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    deep = root / ".git/refs/heads" / "/".join("abcdefghijklmnopq")
    deep.mkdir(parents=True)
    os.symlink(tmp_path / "ref.txt", deep / "x")
    assert git_state(root) == (None, None)


@pytest.mark.parametrize("odd", [".gitignore", "src/.gitattributes", "lib/deep/.gitignore",
                                 ".gitmodules"])
def test_a_work_tree_ignore_file_that_is_a_fifo_or_device_is_never_opened(tmp_path, odd):
    """Rule git.work-tree-files: git status is not run (a FIFO .gitignore blocked it 34-37 s
    until the git timeout); the commit is still read, the dirty state is unknown and a git
    diagnostic names the file."""
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL, "lib/deep/b.js": CALL}))
    if odd.endswith("modules"):
        os.symlink("/dev/zero", root / odd)
    else:
        os.mkfifo(root / odd)
    contract = tmp_path / "c.json"
    start = time.monotonic()
    result = code2skill("derive", root, "-o", contract, "--jobs", "1")
    assert time.monotonic() - start < 20
    assert result.returncode == 0, result.stderr
    source = json.loads(contract.read_text())["source"]
    assert len(source["commit"]) == 40 and source["dirty"] is None
    assert {"path": ".git", "stage": "git", "severity": "warning", "line": None, "reason":
            f"{odd} is not a regular file (a FIFO, socket or device git status would block on "
            "or read without end): the dirty state is unknown"} in source["diagnostics"]


def test_a_regular_or_linked_ignore_file_keeps_the_dirty_state(tmp_path):
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL, "ignore.txt": "*.log\n"}))
    os.symlink("ignore.txt", root / ".gitignore")
    os.symlink("missing", root / "src/.gitattributes")
    assert gitstate.read_git(root) == (gitstate.git_state(root)[0], True, [])


def test_a_git_command_over_its_time_ends_as_unknown_with_a_reason(tmp_path, monkeypatch):
    """Rule git.timeout: never a stall, never a silent null."""
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    monkeypatch.setattr(gitstate, "GIT_TIMEOUT", 1e-6)
    assert gitstate.read_git(root) == (None, None, [
        "git rev-parse did not finish within 1e-06 s and was ended: the git state is unknown"])


def test_a_cache_entry_that_is_a_fifo_is_a_miss(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    source = discover(root, Scope()).files[0]
    cache = FactCache(tmp_path / "cache")
    key = cache.key(root, source)
    os.mkfifo(tmp_path / "cache" / f"{key}.json")
    assert cache.get(key, source.path) is None


def test_a_split_index_is_read(tmp_path):
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    git(root, "update-index", "--split-index")
    assert list((root / ".git").glob("sharedindex.*"))
    assert git_state(root)[1] is False
    (root / "src/a.js").write_text(CALL + "// edited\n")
    assert git_state(root)[1] is True


def test_a_cache_entry_that_is_a_link_is_replaced_not_followed(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    source = discover(root, Scope()).files[0]
    cache = FactCache(tmp_path / "cache")
    key = cache.key(root, source)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    os.symlink(victim, tmp_path / "cache" / f"{key}.json")
    assert cache.get(key, source.path) is None
    cache.put(key, extract.extract_one(str(root), source)[1])
    assert victim.read_text() == "keep me"
    assert not (tmp_path / "cache" / f"{key}.json").is_symlink()
    assert cache.get(key, source.path) is not None


def test_output_to_dev_stdout_is_a_stream(tmp_path):
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    result = code2skill("derive", root, "-o", "/dev/stdout", "-q")
    assert result.returncode == 0 and json.loads(result.stdout)["source"]["filesAnalysed"] == 1


def handlers_installed(pid: int, deadline: float) -> bool:
    """Wait until process ``pid`` catches SIGHUP (the CLI's stop handlers are set: Python's
    own start-up catches only SIGINT, and a signal before the interpreter runs any code of
    the program cannot be handled by it); ``False`` past ``deadline`` or when it ended."""
    bit = 1 << (signal.SIGHUP - 1)
    while time.monotonic() < deadline:
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            return False
        caught = next((int(line.split()[1], 16) for line in status.splitlines()
                       if line.startswith("SigCgt:")), 0)
        if caught & bit:
            return True
        time.sleep(0.002)
    return False


@pytest.mark.parametrize("delay", [0.0, 0.2, 0.5, 1.0])
def test_a_signal_while_modules_load_or_the_run_ends_is_one_line_and_130(tmp_path, delay):
    """SIGINT once the CLI's handler is set, during its heavy imports or after the run
    returns: the one-line message and exit 130, never a KeyboardInterrupt traceback or death
    by signal."""
    root = tree(tmp_path / "app", {"a.js": "fetch('/api/x')\n"})
    process = subprocess.Popen([str(BIN / "code2skill"), "derive", str(root), "-q", "-o",
                                str(tmp_path / "c.json")], stderr=subprocess.PIPE)
    if Path("/proc").is_dir():
        handlers_installed(process.pid, time.monotonic() + 30)
    time.sleep(delay)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    if process.returncode == 0:          # it finished before the signal arrived
        return
    assert process.returncode == 130
    assert stderr.decode() == "code2skill: interrupted (SIGINT)\n"


def test_a_stop_signal_python_swallows_prints_nothing_else_its_report_stays(capsys,
                                                                            monkeypatch):
    """A stop signal raised inside a weak-reference callback or a finaliser is swallowed by
    Python, whose "Exception ignored in: …" traceback would break the one-line message (seen
    when SIGINT reached importlib's cache clean-up); the run reports it itself when it returns.
    Any other unraisable exception keeps Python's report."""
    class Finalised:
        def __init__(self, exc: BaseException):
            self.exc = exc

        def __del__(self):
            raise self.exc

    monkeypatch.setattr(sys, "unraisablehook", cli.unraisable)
    Finalised(cli.Interrupted(signal.SIGINT))
    assert capsys.readouterr().err == ""
    Finalised(ValueError("boom"))
    assert "ValueError: boom" in capsys.readouterr().err


def main_code() -> int:
    """Run :func:`cli.main` in this process → its exit code; the signal handlers and mask
    the CLI sets are undone."""
    try:
        cli.main()
    except SystemExit as exc:
        return exc.code
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for signum in (signal.SIGTERM, signal.SIGHUP):
            signal.signal(signum, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM, signal.SIGHUP})
    return 0


def test_derive_warns_when_its_contract_is_over_what_audit_and_update_read(tmp_path,
                                                                          monkeypatch, capsys):
    """Rule io.contract-cap: the contract is written, with a warning naming the cap that
    audit and --update apply (a 344 MB contract was refused only by the next command);
    --strict makes it exit 1."""
    from code2skill import safe_io
    from code2skill.contract import load
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    contract = tmp_path / "c.json"
    monkeypatch.setattr(safe_io, "CONTRACT_CAP", 2_000)
    monkeypatch.setattr(load, "CONTRACT_CAP", 2_000)
    codes = []
    for extra in ([], ["--strict"]):
        monkeypatch.setattr(sys, "argv", ["code2skill", "derive", str(root), "-q", "-o",
                                          str(contract), "--jobs", "1", *extra])
        codes.append(main_code())
        size = len(contract.read_bytes())
        assert capsys.readouterr().err == (
            f"code2skill: warning: the contract is {size:,} bytes, over the 2,000 bytes audit "
            "and derive --update read: they will refuse it (narrow the scope with --exclude "
            "or analyse parts of the tree separately)\n")
    assert codes == [0, 1]
    monkeypatch.setattr(sys, "argv", ["code2skill", "audit", str(contract), str(root), "-q"])
    assert main_code() == 2 and "larger than 2,000 bytes" in capsys.readouterr().err
    assert cli.over_reader_cap(contract.read_text()) is not None
    monkeypatch.setattr(safe_io, "CONTRACT_CAP", 256_000_000)
    assert cli.over_reader_cap(contract.read_text()) is None


def test_a_stop_signal_whose_exception_python_swallowed_still_ends_the_run(monkeypatch, capsys):
    """A stop signal handled inside a finaliser or an after-fork hook raises there and Python
    reports it as ignored, so the run returned normally: the recorded signal still makes
    the exit 128 + its number with the one-line message (it had exited 0)."""
    def app(**_):
        cli.RECEIVED.append(signal.SIGHUP)           # what the handler records
        return 0
    monkeypatch.setattr(cli, "app", app)
    monkeypatch.setattr(cli, "RECEIVED", [])
    monkeypatch.setattr(cli, "exit_now", lambda code: (_ for _ in ()).throw(SystemExit(code)))
    try:
        with pytest.raises(SystemExit) as exc:
            cli.run()
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for signum in (signal.SIGTERM, signal.SIGHUP):
            signal.signal(signum, signal.SIG_DFL)
    assert exc.value.code == 129
    assert capsys.readouterr().err == "code2skill: interrupted (SIGHUP)\n"


@pytest.mark.parametrize("where", ["PATH", "-o"])
def test_a_path_the_system_refuses_is_an_input_error(tmp_path, where):
    long = str(tmp_path / ("a/" * 3000))
    root = tree(tmp_path / "app", {"src/a.js": CALL})
    args = ["derive", long] if where == "PATH" else ["derive", root, "-o", long + "c.json"]
    result = code2skill(*args, "-q")
    assert result.returncode == 2, result.stderr
    assert "File name too long" in result.stderr and "internal error" not in result.stderr


@pytest.mark.parametrize("name", ["HEAD", "packed-refs", "shallow", "objects", ""])
def test_no_metadata_is_read_outside_the_root_through_a_link_under_git(tmp_path, monkeypatch,
                                                                       name):
    # rule git.no-follow: a link under .git (or .git itself) to an outside target is refused
    # by lstat; resolving .git/HEAD with realpath stat'ed the outside target
    root = committed(tree(tmp_path / "app", {"src/a.js": CALL}))
    outside = tmp_path / "OUTSIDE"
    outside.mkdir()
    linked = root / ".git" / name if name else root / ".git"
    if linked.exists():
        linked.rename(outside / (name or "dotgit"))
    else:
        (outside / name).write_text("\n")          # packed-refs, shallow: none yet
    linked.symlink_to(outside / (name or "dotgit"))
    looked = []
    for function in ("stat", "lstat", "readlink"):
        original = getattr(os, function)

        def record(path, *args, _original=original, **kwargs):
            looked.append(os.fspath(path))
            return _original(path, *args, **kwargs)
        monkeypatch.setattr(os, function, record)
    state = git_state(root)
    monkeypatch.undo()
    assert [p for p in looked if str(outside) in p] == []
    assert state[1] is None
