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
