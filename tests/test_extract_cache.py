"""The fact cache key (``extract.FactCache.key``): content, place, grammar and extractor.

Facts cached by one extractor must never be read by another: the key includes
:func:`code2skill.extract.extractor_fingerprint`, a hash of the version and of the per-file
extraction code.
"""
from __future__ import annotations

import json
from pathlib import Path

from code2skill import extract
from code2skill.discover import SourceFile
from code2skill.extract import FactCache


def key(tmp_path: Path, text: str, path: str = "a.ts", grammar: str = "typescript") -> str:
    (tmp_path / path).write_text(text)
    return FactCache(tmp_path / "cache").key(tmp_path, SourceFile(path, grammar, len(text)))


def test_same_file_same_key(tmp_path):
    assert key(tmp_path, "fetch('/a');") == key(tmp_path, "fetch('/a');")


def test_content_path_and_grammar_change_the_key(tmp_path):
    base = key(tmp_path, "fetch('/a');")
    assert key(tmp_path, "fetch('/b');") != base
    assert key(tmp_path, "fetch('/a');", path="b.ts") != base
    assert key(tmp_path, "fetch('/a');", grammar="tsx") != base


def test_another_extractor_gives_another_key(tmp_path, monkeypatch):
    base = key(tmp_path, "fetch('/a');")
    monkeypatch.setattr(extract, "extractor_fingerprint", lambda: b"another extractor")
    assert key(tmp_path, "fetch('/a');") != base


def test_missing_file_has_no_key(tmp_path):
    assert FactCache(tmp_path / "cache").key(tmp_path, SourceFile("gone.ts", "typescript", 0)) \
        is None


def test_damaged_or_foreign_entries_are_misses(tmp_path):
    cache = FactCache(tmp_path / "cache")
    (tmp_path / "cache" / "garbage.json").write_bytes(b"garbage\n")
    (tmp_path / "cache" / "foreign.json").write_text(json.dumps({"not": "facts"}))
    (tmp_path / "cache" / "empty.json").write_bytes(b"")
    assert [cache.get(k, "a.ts") for k in ("garbage", "foreign", "empty", "missing")] == [None] * 4


def test_literals_are_distinct_strings_keys_and_number_literals():
    encoded = ["ModuleFacts", "a.ts", {"SEED": [["Lit", 7, [1, 2, 1, 8]], ["Lit", "x", None]]},
               [["Ref", "x", [3, 1, 3, 2]], ["Lit", True, None]], {"k": {"inner": "y"}}]
    strings, keys, numbers = extract.literals(encoded)
    assert strings == {"ModuleFacts", "a.ts", "Lit", "x", "Ref", "y"}
    assert keys == {"SEED", "k", "inner"}
    assert numbers == [7]                 # spans and the boolean literal are no number literal


def test_secret_finder_holds_what_holds_literal_did():
    secrets = frozenset({"pw-1", 4321, "Secret12", "nul\0inside-secret", "k"})
    finder = extract.SecretFinder(secrets)
    held = [
        ["Lit", "pw-1", None],                       # equal to a short secret
        ["Lit", "sent: Secret12!", None],            # holds a secret of 6 or more characters
        ["Lit", "inside-s", None],                   # a piece of 8 characters of a secret
        ["Lit", "nul\0inside", None],                # a piece holding NUL
        [["Lit", 4321, [3, 1, 3, 5]]],               # a number literal
        {"k": "v"},                                  # a key equal to one
        ["Lit", "Secret12\0nul", None],              # a secret before a NUL
    ]
    not_held = [
        ["Lit", "pw-12", None],                      # a short secret is matched whole only
        ["Lit", "inside", None],                     # a piece under 8 characters
        [["Lit", 12, [4321, 1, 4321, 5]]],           # a line number
        {"v": "k-"},
    ]
    for encoded in held:
        assert finder.holds(encoded) and extract.holds_literal(encoded, secrets), encoded
    assert not any(finder.holds(e) or extract.holds_literal(e, secrets) for e in not_held)
    assert not extract.SecretFinder(frozenset()).holds(["Lit", "anything", None])


def test_the_fingerprint_reads_every_extractor_file(monkeypatch):
    """Every file of the extraction code is hashed into the fingerprint, the modules of
    ``extractors/`` and of its packages (``extractors/module_facts/``) too: a change to any of
    them changes the key."""
    read: list[Path] = []
    real = Path.read_bytes

    def spy(path: Path) -> bytes:
        read.append(path.resolve())
        return real(path)

    monkeypatch.setattr(Path, "read_bytes", spy)
    extract.extractor_fingerprint.__wrapped__()
    package = Path(extract.extractors.__file__).parent
    files = {path.resolve() for path in package.rglob("*.py")}
    assert any(path.parent.name == "module_facts" for path in files)
    assert files <= set(read)
    # the redaction the extractor applies to every literal, SQL statements' included
    assert {Path(extract.redact.__file__).resolve(),
            Path(extract.sql_text.__file__).resolve()} <= set(read)
