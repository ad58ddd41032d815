"""Hostile input, the leftovers of the last verification round: library noise on stderr, SARIF
URIs, usage errors echoing input, the run's own outputs inside PATH, git alternates, secret-
shaped module specifiers, and a work budget that does not depend on the clock."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from hostile_support import CALL, code2skill, tree


# ------------------------------------------------------------------ 1. library noise on stderr

NESTED = ["src/" + "[[a]*[[b]?" * 22 + str(i) for i in range(300)]    # '[[': re's FutureWarning


def test_many_long_globs_print_one_line_naming_a_glob(tmp_path):
    """300 globs of 200+ characters: stderr is the tool's one line (no Python warning, no RE2
    log), naming the glob from which the set is too large; exit 2."""
    root = tree(tmp_path / "app", {"src/a.ts": CALL})
    result = code2skill("derive", root, "-q", *[a for g in NESTED for a in ("--exclude", g)])
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr[:500]
    assert "Warning" not in result.stderr and "re2" not in result.stderr
    assert result.stderr.startswith("code2skill: error: the --exclude globs together are too "
                                    "large for the linear-time matcher")
    assert "rule scope.glob-size" in result.stderr


def test_a_glob_with_nested_brackets_warns_nothing(tmp_path):
    root = tree(tmp_path / "app", {"src/a.ts": CALL})
    result = code2skill("derive", root, "-q", "-o", tmp_path / "c.json",
                        "--exclude", "src/[[x]*", "--exclude", "[[]y/")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


# ------------------------------------------------------------------ 5. git reads inside PATH only

def git(cwd: Path, *args: str) -> None:
    import os
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                   env={**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1",
                        "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"})


def git_diagnostics(contract: dict) -> list[tuple[str, str]]:
    return [(d["path"], d["reason"]) for d in contract["source"]["diagnostics"]
            if d["stage"] == "git"]


def test_object_alternates_outside_the_root_are_not_read(tmp_path):
    """Rule git.in-root: a clone --shared borrows objects from another store; git would read
    it, so the state is unknown, with a diagnostic."""
    outside = tree(tmp_path / "outside", {"a.ts": CALL})
    git(outside, "init", "-q")
    git(outside, "add", "-A")
    git(outside, "commit", "-qm", "x")
    git(tmp_path, "clone", "-q", "--shared", str(outside), "app")
    root = tmp_path / "app"
    assert (root / ".git/objects/info/alternates").is_file()
    result = code2skill("derive", root, "-q", "-o", tmp_path / "c.json")
    assert result.returncode == 0, result.stderr
    contract = json.loads((tmp_path / "c.json").read_text())
    assert (contract["source"]["commit"], contract["source"]["dirty"]) == (None, None)
    assert git_diagnostics(contract) == [(".git", ".git/objects/info/alternates names object "
                                          "stores git would read outside PATH: the git state "
                                          "is unknown")]


def test_a_fifo_or_device_link_inside_dot_git_is_never_opened(tmp_path):
    """A FIFO as a loose ref and a link to /dev/zero as the alternates file would block git
    for its whole timeout or fill memory: refused before git runs, in well under a second."""
    import os
    import time
    root = tree(tmp_path / "app", {"a.ts": CALL})
    git(root, "init", "-q", "-b", "main")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "x")
    head = (root / ".git/refs/heads/main")
    head.unlink()
    os.mkfifo(head)
    start = time.monotonic()
    result = code2skill("derive", root, "-q", "-o", tmp_path / "c.json")
    assert time.monotonic() - start < 25
    assert result.returncode == 0, result.stderr
    contract = json.loads((tmp_path / "c.json").read_text())
    assert (contract["source"]["commit"], contract["source"]["dirty"]) == (None, None)
    assert git_diagnostics(contract) == [(".git", ".git/refs/heads/main is not a regular file "
                                          "or folder (a link, a FIFO or a device git could "
                                          "follow or block on): the git state is unknown")]


def test_a_dot_git_file_pointing_elsewhere_is_not_followed(tmp_path):
    elsewhere = tree(tmp_path / "elsewhere", {"x": "1"})
    git(elsewhere, "init", "-q")
    root = tree(tmp_path / "app", {"a.ts": CALL, ".git": f"gitdir: {elsewhere / '.git'}\n"})
    code2skill("derive", root, "-q", "-o", tmp_path / "c.json")
    contract = json.loads((tmp_path / "c.json").read_text())
    assert (contract["source"]["commit"], contract["source"]["dirty"]) == (None, None)
    assert [p for p, _ in git_diagnostics(contract)] == [".git"]
    assert "is not a folder" in git_diagnostics(contract)[0][1]


# ------------------------------------------------------------------ secrets of other shapes

SHAPES = {
    "src/a.ts": (
        "export const proto = () => fetch('//admin:S3protoRelPw@api.example.com/f3');\n"
        "export const hook = () => fetch('/api/hook/S5aB9cD8eF7gH6iJ5kL4mN3', "
        "{ method: 'POST' });\n"
        "export const login = () => fetch('/graphql', { method: 'POST', body: JSON.stringify("
        "{ query: 'mutation { login(user: \"u\", password: \"\"\"S4gqlBlockPw\"\"\") { id } }' })"
        " });\n")}


def test_scheme_relative_userinfo_path_tokens_and_graphql_block_strings_are_redacted(tmp_path):
    """F3 //user:pass@host, F5 a high-entropy segment of a rooted path, F4 a GraphQL block
    string at a credential position: none reaches the contract, the graph or stderr."""
    root = tree(tmp_path / "app", SHAPES)
    result = code2skill("derive", root, "-o", tmp_path / "c.json", "--graph", tmp_path / "g.json")
    assert result.returncode == 0, result.stderr
    text = (tmp_path / "c.json").read_text() + (tmp_path / "g.json").read_text() + result.stderr
    for secret in ("S3protoRelPw", "S5aB9cD8eF7gH6iJ5kL4mN3", "S4gqlBlockPw"):
        assert secret not in text
    contract = json.loads((tmp_path / "c.json").read_text())
    assert "//<redacted:url-credentials>@api.example.com" in [
        u["url"] for s in contract["services"] for u in s["observedBaseUrls"]]
    assert "/api/hook/<redacted:webhook>" in [
        c["implementation"]["requests"][0]["pathTemplate"] for c in contract["capabilities"]]
    assert 'password: \\"\\"\\"<redacted:credential>\\"\\"\\"' in text


# ------------------------------------------------------------------ 2. SARIF artifact URIs

URI_REFERENCE = __import__("re").compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*")
HOSTILE_NAMES = {"src/a b#c%d?.ts": "src/a%20b%23c%25d%3F.ts",
                 "src/é\x1b[31m\x07.ts": "src/%C3%A9%1B%5B31m%07.ts",
                 "a:b/c.ts": "a%3Ab/c.ts",
                 "src/x[1]{2}.ts": "src/x%5B1%5D%7B2%7D.ts"}


def test_sarif_artifact_uris_are_percent_encoded(tmp_path):
    """SARIF §3.10: artifactLocation.uri is a URI reference: spaces, '#', '%', '?', control
    characters and non-ASCII letters are percent-encoded (UTF-8), relative or file:."""
    from code2skill.audit.report import render_sarif
    from code2skill.audit.rules import RULES, Finding, SourceRef
    rule = next(iter(RULES))
    finding = Finding(rule, "low", "m", "/capabilities/0", None,
                      tuple(SourceRef(name, 1) for name in HOSTILE_NAMES))
    for base, prefix in ((tmp_path, ""), (tmp_path / "elsewhere",
                                           (tmp_path / "app").resolve().as_uri() + "/")):
        log = json.loads(render_sarif([finding], tmp_path / "c #1.json", "{}", tmp_path / "app",
                                      base))
        result = log["runs"][0]["results"][0]
        uris = [loc["physicalLocation"]["artifactLocation"]["uri"]
                for loc in result["locations"] + result["relatedLocations"]]
        contract_uri = uris.pop(1)                # relatedLocations[0]: the contract place
        assert uris == [prefix + ("app/" if not prefix else "") + encoded
                        for encoded in HOSTILE_NAMES.values()]
        assert contract_uri.endswith("c%20%231.json")
        uris.append(contract_uri)
        assert all(URI_REFERENCE.fullmatch(u) for u in uris), uris


# ------------------------------------------------------------------ 3. usage errors echo input

CONTROL = __import__("re").compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029]")


def test_usage_errors_escape_the_input_they_quote(tmp_path):
    """An unknown option, a bad choice, an extra argument or an unknown command quoting ESC,
    BEL, a C1 CSI or a line separator is printed escaped (as file names are), exit 2."""
    root = tree(tmp_path / "app", {"a.ts": CALL})
    hostile = "\x1b]0;owned\x07\x9b31m\u2028x"
    for args in (["derive", root, "--b" + hostile], ["derive", root, "extra" + hostile],
                 ["audit", tmp_path / "c.json", root, "--format", hostile],
                 ["nocmd" + hostile]):
        result = code2skill(*args)
        assert result.returncode == 2, result.stderr
        assert not CONTROL.search(result.stderr), repr(result.stderr)
        assert "\\x1b]0;owned\\x07\\x9b31m\\u2028x" in result.stderr
        assert "Error: " in result.stderr


MORE_SHAPES = {
    "src/s.ts": (
        "export const t05 = () => fetch('/graphql', { method: 'POST', body: JSON.stringify({ "
        "query: 'mutation { login(user: \"u\", password: \"T05pa$$word\") { id } }' }) });\n"
        "export const t06 = () => fetch('/graphql', { method: 'POST', body: JSON.stringify({ "
        "query: 'mutation L($pwd: String = \"T06gqlDefault\") { login(pwd: $pwd) { id } }' }) });\n"
        "export const t12 = () => fetch('/api/t12?pwd=T12x$T12tail');\n"
        "export const t17 = () => fetch('https://T17tokenonlyuser@h.example.com/api/t17');\n")}


def test_credentials_holding_dollar_variable_defaults_and_bare_userinfo_are_redacted(tmp_path):
    """F7 a GraphQL password holding '$' and a variable's default at a credential name, F8 a
    query credential holding '$', F9 a token as a URL's whole userinfo."""
    root = tree(tmp_path / "app", MORE_SHAPES)
    result = code2skill("derive", root, "-o", tmp_path / "c.json")
    assert result.returncode == 0, result.stderr
    text = (tmp_path / "c.json").read_text() + result.stderr
    for secret in ("T05pa", "pa$$word", "T06gqlDefault", "T12x", "T12tail", "T17tokenonlyuser"):
        assert secret not in text, secret
    assert "https://<redacted:url-credentials>@h.example.com" in text


# ------------------------------------------------------------------ 4. own outputs inside PATH

def test_outputs_and_cache_inside_the_tree_are_never_analysed(tmp_path):
    """Rule scope.own-outputs: a contract written as ROOT/contract.js, the graph, the summary
    and the cache folder inside ROOT are neither sources nor skipped files nor changes: the
    second run (warm cache) writes the first run's contract byte for byte, and the tree stays
    clean."""
    root = tree(tmp_path / "app", {"src/a.ts": CALL, "docs/keep.txt": "x"})
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "x")
    args = ["derive", root, "--cache-dir", root / ".c2s-cache", "--graph", root / "docs/g.js",
            "-o", root / "contract.js", "-q"]
    texts = []
    for _ in range(2):
        result = code2skill(*args)
        assert result.returncode == 0, result.stderr
        texts.append((root / "contract.js").read_text())
    assert texts[0] == texts[1]
    source = json.loads(texts[1])["source"]
    assert (source["filesAnalysed"], source["skipped"], source["dirty"]) == (1, [], False)
    update = code2skill("derive", root, "--update", root / "contract.js", "--summary",
                        root / "summary.ts", "--cache-dir", root / ".c2s-cache", "--graph",
                        root / "docs/g.js", "-q")
    assert update.returncode == 0, update.stderr
    assert json.loads((root / "contract.js").read_text())["source"] == source


# ------------------------------------------------------------------ F10: big .gitignore files

def test_a_large_gitignore_compiles_in_linear_work_and_keeps_negation_order(tmp_path):
    """3,000 plain lines took over 300 s (the set was recompiled for every line once too
    large): now consecutive RE2 sets, a few seconds; a '!' line in a later set still
    re-includes a file an earlier set ignored."""
    import time
    lines = [f"file{i}.ts" for i in range(3000)] + ["!file7.ts", "x*/**/y*z?[ab]"]
    root = tree(tmp_path / "app", {".gitignore": "\n".join(lines) + "\n", "file5.ts": CALL,
                                   "file7.ts": CALL, "keep.ts": CALL})
    start = time.monotonic()
    result = code2skill("derive", root, "-q", "-o", tmp_path / "c.json")
    assert time.monotonic() - start < 60
    assert result.returncode == 0, result.stderr
    source = json.loads((tmp_path / "c.json").read_text())["source"]
    assert source["filesAnalysed"] == 2                      # file7.ts and keep.ts
    assert [s["path"] for s in source["skipped"]] == ["file5.ts"]
    assert [d for d in source["diagnostics"] if d["path"] == ".gitignore"] == []


# ------------------------------------------------------------------ F11: audit text report

def test_the_audit_text_report_escapes_names_from_a_hostile_contract(tmp_path):
    root = tree(tmp_path / "app", {"src/a.ts": CALL})
    assert code2skill("derive", root, "-q", "-o", tmp_path / "c.json").returncode == 0
    data = json.loads((tmp_path / "c.json").read_text())
    evidence = data["capabilities"][0]["evidence"]
    first = next(iter(evidence))
    items = evidence[first]
    items[0]["file"] = "\x1b]0;pwn\x07\x1b[31msrc/a.ts"
    evidence["x\x1b[31mESC\x07"] = items
    (tmp_path / "c.json").write_text(json.dumps(data))
    result = code2skill("audit", tmp_path / "c.json", root, "--fail-on", "high")
    assert result.returncode in (0, 1), result.stderr
    assert "\\x1b]0;pwn\\x07" in result.stdout
    assert not CONTROL.search(result.stdout + result.stderr), repr(result.stdout)


# ------------------------------------------------------------------ 7. a work budget, not a clock

HEAVY_FILE = "".join(f"export const f{i} = (id) => fetch(`/api/a{i}/${{id}}?q=${{id}}`);\n"
                     for i in range(300))


def test_the_work_budget_cuts_a_file_at_the_same_call_on_any_machine(derive_files,
                                                                     monkeypatch):
    """Rule budget.work-per-file: evaluations and value nodes are counted; the file is cut at
    the same function whatever the clock says (a slow machine: every clock reading is a
    second after the one before), and the diagnostic names the work budget."""
    import itertools
    import time
    from code2skill.resolution import expressions
    from code2skill.resolution import shared
    from code2skill.resolution import summaries
    monkeypatch.setattr(expressions, "FILE_WORK", 2_000)
    monkeypatch.setattr(shared, "FILE_WORK", 2_000)
    monkeypatch.setattr(summaries, "FILE_WORK", 2_000)
    fast = derive_files({"a.js": HEAVY_FILE, "b.js": "export const ok = () => fetch('/ok');\n"})
    ticks = itertools.count()
    monkeypatch.setattr(time, "monotonic", lambda: float(next(ticks)))
    slow = derive_files({"a.js": HEAVY_FILE, "b.js": "export const ok = () => fetch('/ok');\n"})
    assert fast["capabilities"] == slow["capabilities"]
    cut = [d["reason"] for d in fast["source"]["diagnostics"] if d["path"] == "a.js"]
    assert cut == [d["reason"] for d in slow["source"]["diagnostics"] if d["path"] == "a.js"]
    assert len(cut) == 1 and cut[0].startswith(
        "limit work-per-file exceeded: resolving the calls of this file took over 2,000 units "
        "of work: the calls in f")
    paths = {r["pathTemplate"] for c in fast["capabilities"]
             for r in c["implementation"]["requests"]}
    assert "/ok" in paths and 1 < len(paths) < 300


def test_the_default_work_budget_leaves_ordinary_files_whole(derive_files):
    from code2skill.resolution import shared
    assert shared.FILE_WORK == 1_000_000
    contract = derive_files({"a.js": HEAVY_FILE})
    assert not [d for d in contract["source"]["diagnostics"] if "per-file" in d["reason"]]
    assert len(contract["capabilities"]) == 300


# ------------------------------------------------------------------ 6. secret-shaped file names

HEX = "3f9a2b7c4d5e6f708192a3b4c5d6e7f8091a2b3c"
HASHED = "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW"           # a bundler's mixed-case content hash
TOKEN = "Zq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh"


def test_secret_shaped_module_names_resolve_and_stay_evidence(tmp_path):
    """Rule redact.file-names: './chunks/<40 hex>' and './chunks/<mixed-case hash>' are module
    specifiers and file names, not credentials: the imports resolve, evidence names the
    files (an audit finds them), while a token sent through the chunk is still redacted."""
    root = tree(tmp_path / "app", {
        f"chunks/{HEX}.ts": "export const remove = (id: string) => fetch('/api/items/' + id, "
                            "{ method: 'DELETE' });\n",
        f"chunks/{HASHED}.ts": "export const ping = () => fetch('/api/ping', { method: 'POST',"
                               f" headers: {{ 'X-Trace': '{TOKEN}' }} }});\n",
        "main.ts": f"import {{ remove }} from './chunks/{HEX}';\n"
                   f"import * as hashed from './chunks/{HASHED}';\n"
                   "export const drop = (id: string) => remove(id);\n"
                   "export const go = () => hashed.ping();\n"})
    out = tmp_path / "c.json"
    result = code2skill("derive", root, "-o", out, "--graph", tmp_path / "g.json")
    assert result.returncode == 0, result.stderr
    text = out.read_text() + (tmp_path / "g.json").read_text() + result.stderr
    assert TOKEN not in text
    contract = json.loads(out.read_text())
    assert f"chunks/{HEX}.ts" in text and f"chunks/{HASHED}.ts" in text
    assert "<redacted:high-entropy>.ts" not in text
    assert sorted(r["pathTemplate"] for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == ["/api/items/{id}", "/api/ping"]
    audit = code2skill("audit", out, root, "--fail-on", "medium")
    assert audit.returncode == 0, audit.stdout


# ------------------------------------------------------------------ F14: forged stderr lines

def test_a_file_name_with_a_line_break_or_bidi_override_cannot_forge_a_stderr_line(tmp_path):
    names = ["src/nl\ncode2skill: error: FORGED LINE.ts", "src/cr\rFORGED2.ts",
             "src/\u202est.ts"]
    root = tree(tmp_path / "app", {name: "export const f = ( => {\n" for name in names})
    result = code2skill("derive", root, "-o", tmp_path / "c.json")
    assert result.returncode == 0, result.stderr
    assert not CONTROL.search(result.stderr.replace("\n", "")) and "\u202e" not in result.stderr
    assert all(line.startswith("code2skill: ") for line in result.stderr.splitlines())
    assert not any(line.startswith("code2skill: error: FORGED")
                   for line in result.stderr.split("\n"))
    assert "src/nl\\x0acode2skill: error: FORGED LINE.ts" in result.stderr
    assert "src/cr\\x0dFORGED2.ts" in result.stderr and "src/\\u202Est.ts" in result.stderr


def test_an_inherited_alternate_object_directory_is_not_passed_to_git(tmp_path):
    """GIT_ALTERNATE_OBJECT_DIRECTORIES in the caller's environment naming a store outside
    PATH is dropped: a clone whose objects live only there reads as having no commit."""
    import os
    outside = tree(tmp_path / "outside", {"a.ts": CALL})
    git(outside, "init", "-q")
    git(outside, "add", "-A")
    git(outside, "commit", "-qm", "x")
    git(tmp_path, "clone", "-q", "--shared", str(outside), "app")
    root = tmp_path / "app"
    (root / ".git/objects/info/alternates").unlink()
    env = {**os.environ, "GIT_ALTERNATE_OBJECT_DIRECTORIES": str(outside / ".git/objects")}
    result = code2skill("derive", root, "-q", "-o", tmp_path / "c.json", env=env)
    assert result.returncode == 0, result.stderr
    source = json.loads((tmp_path / "c.json").read_text())["source"]
    assert source["commit"] is None


def test_security_answers_and_pkce_verifiers_are_credentials(tmp_path):
    """They authenticate the sender: literals sent as securityAnswer or code_verifier."""
    root = tree(tmp_path / "app", {"src/a.ts": (
        "export const reset = () => fetch('/api/reset', { method: 'POST', body: JSON.stringify("
        "{ securityAnswer: 'T44answerFluffy' }) });\n"
        "export const token = () => fetch('/oauth/token?grant_type=authorization_code&"
        "code_verifier=T46verifierXyz');\n")})
    result = code2skill("derive", root, "-o", tmp_path / "c.json")
    assert result.returncode == 0, result.stderr
    text = (tmp_path / "c.json").read_text()
    assert "T44answerFluffy" not in text and "T46verifierXyz" not in text
    assert "/oauth/token" in text


# ------------------------------------------------------------------ SARIF places outside the root
OUTSIDE = ["../../etc/passwd", "/etc/passwd", "src/../../x.ts", "//host/share/x.ts",
           "src/\x00.ts", ""]


@pytest.mark.parametrize("name", OUTSIDE)
def test_sarif_gives_no_artifact_outside_the_root(tmp_path, name):
    """Rule ``sarif.locations``: a source place a hostile contract names outside the client
    folder (``..``, an absolute or network path, a NUL, nothing) is no SARIF location: the
    finding keeps its contract place. ``a/./b`` is ``a/b``; a link inside the root is not
    followed (nothing outside is looked at)."""
    from code2skill.audit.report import render_sarif
    from code2skill.audit.rules import RULES, Finding, SourceRef
    root = tmp_path / "app"
    (root / "src").mkdir(parents=True)
    (root / "src" / "out").symlink_to("/etc")
    refs = (SourceRef(name, 3), SourceRef("src/./ok.ts", 1), SourceRef("src/out/hosts", 2))
    finding = Finding(next(iter(RULES)), "low", "m", "/capabilities/0", None, refs)
    for base in (tmp_path, tmp_path / "elsewhere"):
        log = json.loads(render_sarif([finding], tmp_path / "c.json", "{}", root, base))
        result = log["runs"][0]["results"][0]
        uris = [loc["physicalLocation"]["artifactLocation"]["uri"]
                for loc in result["locations"] + result["relatedLocations"]]
        prefix = "app/" if base == tmp_path else root.resolve().as_uri() + "/"
        contract = "c.json" if base == tmp_path else (tmp_path / "c.json").resolve().as_uri()
        assert uris == [prefix + "src/ok.ts", contract, prefix + "src/out/hosts"]
