"""Where a file's string literals stand (``code2skill.report.literals``, rule
``report.snippet-parsed``)."""
from __future__ import annotations

from code2skill.report.literals import literals


def texts(rel: str, source: str) -> list[str]:
    data = source.encode()
    return [data[a:b].decode() for a, b in literals(rel, data).spans]


def test_strings_and_template_runs_are_literals_wherever_their_lines_end():
    source = "f('a\\'b', `x${g(`in${y}ner`)}y\nz`, /re'g/, \"\")\n"
    assert texts("a.ts", source) == ["a\\'b", "x", "in", "ner", "y\nz"]
    assert literals("a.ts", source.encode()).parsed_rows == frozenset({0, 1})


def test_a_component_reads_its_scripts_and_leaves_its_markup_to_the_line_reading():
    source = "<template><a title='markup'/></template>\n<script>\nconst k = `one\ntwo`\n</script>\n"
    found = literals("c.vue", source.encode())
    assert texts("c.vue", source) == ["one\ntwo"]
    assert found.parsed_rows == frozenset({2, 3})


def test_a_file_of_no_script_grammar_or_read_with_an_error_has_no_parsed_row():
    assert literals("q.graphql", b"query { a }\n").spans == ()
    assert literals("a.txt", b"'x'\n").parsed_rows == frozenset()
    broken = literals("b.js", b"const a = 'ok';\nconst = = `\n")
    assert broken.parsed_rows == frozenset()


def test_snippet_lines_are_the_editor_s_lines(tmp_path):
    """Rule ``source.line-breaks``: a lone ``\\r`` ends a line of the snippet as it ends one of
    evidence; a form feed or U+2028 does not."""
    from code2skill.contract.models import Evidence
    from code2skill.report.snippets import SourceTree, snippet
    (tmp_path / "a.js").write_bytes("a();\rb('\u2028');\r\nc();\x0cd();\n".encode())
    got = snippet(SourceTree(tmp_path, ""), Evidence(file="a.js", line=2, endLine=3,
                                                     kind="observed", rule="r"))
    assert got.lines == ((2, "b('\u2028');"), (3, "c();\x0cd();"))
