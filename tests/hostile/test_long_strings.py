"""Long strings: a contract field of megabytes, and strings whose shape made a regular
expression backtrack per character or rescan per starting character (rule
``budget.linear-scan``). Memory is measured (the peak RSS of the child process, Python's own
allocations with tracemalloc), time only through the hostile suite's hang bound.

A 20 MB ``description`` took 2.4 GB in ``audit``/``derive --update`` (the contract's token scan
kept a backtracking frame per character); a 40 KB string literal of name characters took 25 s
to redact, a 2 MB quoted value 470 MB.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from code2skill.contract.guard import too_deep
from code2skill.redact import looks_secret, redact
from hostile_support import BIN, cpu_bounded, tree

BOUND = 60                  # CPU seconds: the hostile suite's hang bound, never a timed assertion
MB = 1_000_000
MAX_RSS = """import resource, subprocess, sys
proc = subprocess.run(sys.argv[1:], capture_output=True, text=True)
print(json.dumps([proc.returncode, proc.stderr,
                  resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss]))"""


def run_measured(*args: str) -> tuple[int, str, int]:
    """Run the installed ``code2skill`` with ``args`` → (exit code, stderr, peak RSS in bytes)
    of that one process (a fresh parent, so no earlier child counts)."""
    out = subprocess.run([sys.executable, "-c", "import json\n" + MAX_RSS,
                          str(BIN / "code2skill"), *args],
                         capture_output=True, text=True, timeout=10 * BOUND,
                         preexec_fn=cpu_bounded(BOUND))
    code, stderr, kib = json.loads(out.stdout)
    return code, stderr, kib * 1024


@pytest.fixture
def app_and_contract(tmp_path) -> tuple[Path, dict]:
    root = tree(tmp_path / "app", {
        "src/api.js": "export const list = () => fetch('/api/books');\n"
                      "export const add = (b) => fetch('/api/books', "
                      "{method: 'POST', body: JSON.stringify(b)});\n"})
    out = tmp_path / "base.json"
    proc = subprocess.run([str(BIN / "code2skill"), "derive", str(root), "-o", str(out), "-q",
                           "--jobs", "1"], capture_output=True, text=True, timeout=10 * BOUND,
                          preexec_fn=cpu_bounded(BOUND))
    assert proc.returncode == 0, proc.stderr
    return root, json.loads(out.read_text(encoding="utf-8"))


def test_a_20_mb_description_is_audited_and_updated_within_ten_times_its_size(
        tmp_path, app_and_contract):
    root, contract = app_and_contract
    contract["capabilities"][0]["description"] = "x" * (20 * MB)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(contract), encoding="utf-8")
    size = path.stat().st_size
    code, stderr, rss = run_measured("audit", str(path), str(root), "-q", "--jobs", "1",
                                     "-o", str(tmp_path / "report.txt"))
    assert code == 0, stderr
    assert rss < 10 * size, f"audit peak RSS {rss:,} bytes for a {size:,}-byte contract"
    code, stderr, rss = run_measured("derive", str(root), "--update", str(path), "-q",
                                     "--jobs", "1")
    assert code == 0, stderr
    assert rss < 10 * size, f"--update peak RSS {rss:,} bytes for a {size:,}-byte contract"
    updated = json.loads(path.read_text(encoding="utf-8"))
    assert updated["capabilities"][0]["description"] == "x" * (20 * MB)


def test_the_contract_depth_scan_keeps_no_frame_per_character():
    text = '{"a": ["' + "x" * (5 * MB) + '", "' + '\\"' * MB + '"]}'
    tracemalloc.start()
    try:
        assert too_deep(text) is None
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    # one copy of the string token at most (a frame per character took 146 bytes each)
    assert peak < 2 * len(text), f"{peak:,} bytes to scan {len(text):,} characters"


HOSTILE = {      # name → a string of about n characters (built in the child process)
    "unclosed-quoted-value": "'password: \"' + 'x' * n",
    "name-run-then-colon": "'x' * n + ':'",
    "names-joined-by-hyphens": "'a:' + 'a-' * (n // 2)",
    "unclosed-block-string": "'password: \"\"\"' + 'x' * n",
    "graphql-argument-run": "'a: ' + 'x' * n + ':'",
    "graphql-default-unclosed": "'$a: String = \"' + 'x' * n",
    "graphql-variable-run": "'$' + 'x' * n + ': ='",
    "dotted-scheme-run": "'a.' * (n // 2)",
    "jwt-prefixes": "'eyJ' * (n // 3)",
    "key-headers-without-end": "'-----BEGIN PRIVATE KEY-----' * (n // 27)",
    "mixed-token": "'aB3/' * (n // 4)",
    "webhook-segments": "'/hooks/' + 'a/' * (n // 2)",
    "number-pair-name-run": "'a' * n + ': x'",
}
REDACT_ALL = """import sys, tracemalloc
from code2skill.redact import redact
n = int(sys.argv[1])
peak = 0
for name, build in {cases}.items():
    tracemalloc.start()
    redact(eval(build))
    peak = max(peak, tracemalloc.get_traced_memory()[1])
    tracemalloc.stop()
print(peak)"""


def test_redaction_scans_hostile_strings_in_linear_time_and_memory():
    """Each shape is 200,000 characters; a rescan per starting character (the old patterns)
    would take about 10 minutes each, past the hang bound; a backtracking frame per
    character, 47 MB."""
    n = 200_000
    proc = subprocess.run([sys.executable, "-c", REDACT_ALL.format(cases=HOSTILE), str(n)],
                          capture_output=True, text=True, timeout=10 * BOUND,
                          preexec_fn=cpu_bounded(BOUND))
    assert proc.returncode == 0, proc.stderr
    # a path of 50,000 short segments is judged segment by segment (about 18 bytes a
    # character); a backtracking frame per character took 235
    assert int(proc.stdout) < 25 * n, f"{int(proc.stdout):,} bytes at the peak"


@pytest.mark.parametrize("text, expected", [
    ("t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9P",
     "t=<redacted:jwt>"),
    ("abceyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9P"
     " tail", "abc<redacted:jwt> tail"),
    ("-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY----- then "
     "-----BEGIN PRIVATE KEY-----", "<redacted:private-key> then -----BEGIN PRIVATE KEY-----"),
    ('{"password": "a\\"b' + "c" * 5000 + '"}', '{"password": "<redacted:credential>"}'),
    ("--password='hunter2hunter2'", "--password='<redacted:credential>'"),
])
def test_the_linear_patterns_still_redact_what_they_did(text, expected):
    assert redact(text) == expected
    assert looks_secret(text.replace("--password='hunter2hunter2'", "")) in (
        "jwt", "private-key", None)


def test_a_40_kb_string_literal_of_name_characters_is_derived(tmp_path):
    pieces = " +\n  ".join(['"' + "x" * 1000 + '"'] * 40)
    root = tree(tmp_path / "app", {
        "package.json": '{"name": "app"}',
        "src/a.ts": f"const note = {pieces} + ':';\nexport const f = () => fetch('/api/items', "
                    "{method: 'POST', body: JSON.stringify({note})});\n"})
    out = tmp_path / "c.json"
    proc = subprocess.run([str(BIN / "code2skill"), "derive", str(root), "-o", str(out), "-q",
                           "--jobs", "1"], capture_output=True, text=True, timeout=10 * BOUND,
                          preexec_fn=cpu_bounded(BOUND))
    assert proc.returncode == 0, proc.stderr
    [capability] = json.loads(out.read_text(encoding="utf-8"))["capabilities"]
    [request] = capability["implementation"]["requests"]
    assert (request["method"], request["pathTemplate"]) == ("POST", "/api/items")
    [note] = [b for b in request["bindings"] if b["target"] == "body:note"]
    assert note["value"] == "x" * 40_000 + ":"


def test_a_long_key_is_never_echoed_whole(tmp_path):
    """L10: a 60,000-character settings key, a 1,000,000-character unknown contract member and
    host profile facility were echoed whole (60 KB and 1 MB on stderr); each is cut to its
    first 60 characters and its length (rule ``contract.shown-pointer``)."""
    app = tree(tmp_path / "app", {"src/a.js": "export const f = () => fetch('/api/a');\n",
                                  ".code2skill.toml": '"' + "k" * 60_000 + '" = 1\n'})
    done = subprocess.run([str(BIN / "code2skill"), "derive", str(app), "-q"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr == f"code2skill: error: .code2skill.toml: {'k' * 60}… (60,000 " \
        "characters): unknown key (known: include, exclude, include-bundles, jobs, fail-on, " \
        "ignore)\n"
    (app / ".code2skill.toml").unlink()
    contract = tmp_path / "c.json"
    assert subprocess.run([str(BIN / "code2skill"), "derive", str(app), "-o", str(contract),
                           "-q"], timeout=120).returncode == 0
    data = json.loads(contract.read_text(encoding="utf-8"))
    data["capabilities"][0]["m" * 1_000_000] = 1
    contract.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run([str(BIN / "code2skill"), "audit", str(contract), str(app), "-q"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and len(done.stderr) < 400
    assert f"/capabilities/0/{'m' * 60}… (1,000,000 characters): Extra inputs are not " \
        "permitted" in done.stderr
    del data["capabilities"][0]["m" * 1_000_000]
    contract.write_text(json.dumps(data), encoding="utf-8")
    host = tmp_path / "host.json"
    host.write_text(json.dumps({"hostProfileVersion": 1, "facilities": {"h" * 1_000_000: True}}),
                    encoding="utf-8")
    done = subprocess.run([str(BIN / "code2skill"), "host-check", str(contract), "--host",
                           str(host), "-q"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and len(done.stderr) < 400
    assert f"/facilities/{'h' * 60}… (1,000,000 characters): Extra inputs are not permitted" \
        in done.stderr
