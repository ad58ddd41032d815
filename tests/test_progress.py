"""``derive``'s progress reports every phase in order (discover, parse, resolve, passes,
emit), with the parse phase counted in files."""
from __future__ import annotations

from pathlib import Path

from code2skill.discover import Scope
from code2skill.pipeline import Settings, derive

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "bookshelf-fetch"


def test_every_phase_is_reported_in_order_and_parsing_is_counted():
    seen: list[tuple[str, int, int | None]] = []
    derive(SAMPLE, Settings(Scope(), jobs=1), lambda *event: seen.append(event))
    phases = list(dict.fromkeys(phase for phase, _, _ in seen))
    assert phases == ["discover", "parse", "resolve", "passes", "emit"]
    parse = [(done, total) for phase, done, total in seen if phase == "parse"]
    files = parse[0][1]
    assert files and parse[0] == (0, files) and parse[-1] == (files, files)
    assert [done for done, _ in parse] == sorted(done for done, _ in parse)
