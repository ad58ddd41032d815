"""Rule ``source.not-utf8``: a text file that is not valid UTF-8 is analysed, with a warning
naming the first invalid byte, and a string literal holding such bytes is an unknown value,
never a path, header or value."""
from __future__ import annotations

import json

from conftest import capability, endpoints, write_tree
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.source_encoding import invalid_utf8_offset, not_utf8_diagnostic

REASON = ("not UTF-8 text (first invalid byte at offset {}): analysed with each invalid byte "
          "read as U+FFFD (a replacement character); a string literal holding one is an "
          "unknown value, never a path or value (rule source.not-utf8)")
# a Latin-1 comment (offset 11: the "\xe9" of "Caf\xe9"), then literals of every kind
LATIN1 = (b"// Menu Caf\xe9 and cr\xe8me\n"
          b"export const items = () => fetch('/api/items');\n"
          b"export const cafe = () => fetch('/api/caf\xc3\xa9');\n"      # UTF-8: a real path
          b"export const bad = () => fetch('/api/caf\xe9s');\n"
          b"export const one = (id) => fetch(`/api/r\xe9/${id}`, { method: 'DELETE' });\n"
          b"export const add = () => fetch('/api/notes', { method: 'POST', headers: "
          b"{ 'X-K\xe9y': 'k', 'X-Mode': 'v\xe9' }, body: JSON.stringify({ n: 'caf\xe9' }) });\n")


def requests(contract: dict) -> list[dict]:
    return [r for c in contract["capabilities"] for r in c["implementation"]["requests"]]


def test_first_invalid_byte_offset():
    assert invalid_utf8_offset(b"plain ascii") is None
    assert invalid_utf8_offset("café ✓".encode()) is None
    assert invalid_utf8_offset(b"caf\xe9 cr\xe8me") == 3
    assert invalid_utf8_offset(b"ab\xc3") == 2                     # cut inside a sequence
    assert invalid_utf8_offset(b"\xed\xa0\x80") == 0               # an encoded surrogate


def test_diagnostic_names_the_file_and_offset():
    assert not_utf8_diagnostic("src/a.js", "ok é".encode()) is None
    found = not_utf8_diagnostic("src/a.js", b"x = '\xff';")
    assert (found.path, found.stage, found.severity, found.reason) == \
        ("src/a.js", "read", "warning", REASON.format(5))


def test_a_latin1_file_is_analysed_and_warned(derive_files):
    contract = derive_files({"src/api.js": LATIN1})
    assert contract["source"]["skipped"] == []
    assert contract["source"]["filesAnalysed"] == 1
    assert {"path": "src/api.js", "stage": "read", "severity": "warning", "line": None,
            "reason": REASON.format(11)} in contract["source"]["diagnostics"]
    assert endpoints(contract) == {("GET", "/api/items"), ("GET", "/api/café"),
                                   ("POST", "/api/notes")}


def test_a_literal_with_an_invalid_byte_is_no_path_and_is_reviewed(derive_files):
    contract = derive_files({"src/api.js": LATIN1})
    unknown = [item for item in contract["review"] if "unknown: not-utf8" in item["message"]]
    assert sorted(item["evidence"][0]["line"] for item in unknown) == [4, 5]
    assert all(item["capability"] is None for item in unknown)
    assert contract["source"]["coverage"]["reviewed"] == 2


def test_no_header_or_value_holds_a_replacement_character(derive_files):
    contract = derive_files({"src/api.js": LATIN1})
    assert "\ufffd" not in json.dumps(contract["capabilities"], ensure_ascii=False)
    bindings = {b["target"]: b["value"] for b in
                capability(contract, "POST", "/api/notes")["implementation"]["requests"][0]
                ["bindings"]}
    assert bindings.get("header:X-Mode") is None and bindings.get("body:n") is None


def test_a_file_of_valid_utf8_holding_u_fffd_keeps_its_literal(derive_files):
    source = "export const f = () => fetch('/api/\ufffd');\n"
    contract = derive_files({"src/api.js": source})
    assert endpoints(contract) == {("GET", "/api/\ufffd")}
    assert contract["source"]["diagnostics"] == []


def test_strict_still_fails_on_a_file_not_utf8(tmp_path):
    root = write_tree(tmp_path / "app", {"package.json": "{}", "src/api.js": LATIN1})
    out = tmp_path / "c.json"
    runner = CliRunner()
    loose = runner.invoke(app, ["derive", str(root), "-o", str(out), "-q", "--jobs", "1"])
    strict = runner.invoke(app, ["derive", str(root), "-o", str(out), "-q", "--jobs", "1",
                                 "--strict"])
    assert loose.exit_code == 0
    assert strict.exit_code == 1
    assert f"src/api.js: read: {REASON.format(11)}" in strict.stderr
