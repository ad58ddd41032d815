"""Rule ``budget.open-elements``: a page or component leaving thousands of elements open has
its scripts found by a linear scan instead of the HTML tree (whose cost is the file's length
times the elements open), giving the same ranges; counted in work, never timed."""
from __future__ import annotations

from extractors import languages
from extractors.languages import (MAX_OPEN_ELEMENTS, open_elements, page_grammar,
                                  parse_scripts, scanned_scripts, script_ranges)

PAGE = (b"<html>\n<body><div>\n<script>\nfetch('/a')\n</script>\n  <p>x<script type='module'>"
        b"let y = 1;</script></div>\n<script src='a.js'></script><script>\n\n z()</script>"
        b"</body>")


def places(found) -> list:
    return [(tag, tuple(code.start_point), tuple(code.end_point), code.start_byte,
             code.end_byte) for tag, code in found]


def test_the_scan_finds_the_ranges_the_tree_finds():
    assert places(scanned_scripts(PAGE)) == places(script_ranges(PAGE)) == [
        ((19, 27), (2, 8), (4, 0), 27, 40), ((56, 78), (5, 28), (5, 38), 78, 88),
        ((104, 123), (6, 19), (6, 19), 123, 123), ((132, 140), (6, 36), (8, 4), 140, 146)]


def test_open_elements_counts_only_elements_that_take_an_end_tag():
    assert open_elements(PAGE) == 1
    assert open_elements(b"<DIV><span><p><br><img><li>" * 3 + b"</div>") == 6
    assert open_elements(b"<div>" * 1_500 + b"</div>" * 1_500 + b"<div>") == 1_500


def test_a_file_of_400000_unclosed_divs_is_scanned_not_parsed(monkeypatch):
    def no_tree(data):
        raise AssertionError("the HTML tree was built")
    monkeypatch.setattr(languages, "parse_html", no_tree)
    data = b"<div>" * 400_000 + b"<script>\nfetch('/api/x')\n</script>"
    trees = list(parse_scripts(data, page_grammar))
    assert len(trees) == 1 and trees[0][1].root_node.start_point == (1, 0)
    assert open_elements(data) > MAX_OPEN_ELEMENTS == 1_000


def test_a_script_nested_past_the_trees_reach_is_found():
    """The tree's query loses a script nested in 1,019 elements: the scan finds it."""
    data = b"<div>" * 1_019 + b"<script>go()</script>"
    assert [tag for tag, _ in script_ranges(data)] == [(5_095, 5_103)]


def test_a_file_under_the_bound_keeps_the_tree(monkeypatch):
    built = []
    real = languages.parse_html
    monkeypatch.setattr(languages, "parse_html", lambda data: built.append(1) or real(data))
    assert len(list(parse_scripts(b"<div>" * 1_000 + b"<script>go()</script>", page_grammar))) == 1
    assert built == [1]
