"""The stderr lines of a run's diagnostics (:mod:`code2skill.limit_lines`): a limit hit in many
files is one line, the contract keeps every diagnostic."""
from __future__ import annotations

from code2skill.facts import Diagnostic
from code2skill.limit_lines import diagnostic_lines


def limit(path: str, name: str = "schema-run-elements", line: int | None = 3) -> Diagnostic:
    return Diagnostic(path, "schema", f"limit {name} exceeded: the requests described before "
                      f"GET /{path} added over 200,000 inputs", "warning", line)


def test_a_limit_hit_in_many_files_is_one_line_naming_the_first_files_and_the_count():
    found = diagnostic_lines([limit("a.js"), Diagnostic("b.js", "parse", "syntax error",
                                                         "warning", 1),
                              *(limit(f"f{i}.js") for i in range(5)), limit("f0.js")])
    assert found == [
        "a.js: schema: limit schema-run-elements exceeded: the requests described before "
        "GET /a.js added over 200,000 inputs (line 3) (and 6 more of this limit: f0.js, f1.js, "
        "f2.js …; source.diagnostics lists them)",
        "b.js: parse: syntax error (line 1)"]


def test_each_limit_keeps_its_own_line_and_a_single_hit_is_unchanged():
    found = diagnostic_lines([limit("a.js"), limit("b.js", "request-sites-per-run", None),
                              limit("c.js", "request-sites-per-run", None)])
    assert found == [
        "a.js: schema: limit schema-run-elements exceeded: the requests described before "
        "GET /a.js added over 200,000 inputs (line 3)",
        "b.js: schema: limit request-sites-per-run exceeded: the requests described before "
        "GET /b.js added over 200,000 inputs (and 1 more of this limit: c.js; "
        "source.diagnostics lists them)"]


def test_other_diagnostics_are_one_line_each_in_order():
    found = diagnostic_lines([Diagnostic("a.js", "parse", "x", "error", None),
                              Diagnostic("a.js", "parse", "x", "error", None)])
    assert found == ["a.js: parse: x", "a.js: parse: x"]
