"""The linear scans of the htmx reader (extractors/page_scan.py): their results, and that the
places they read grow with the page, never with its square (counted, never timed)."""
import re

from code2skill.extractors import page_scan
from code2skill.extractors.page_scan import (
    Finder, blank_unrendered, comment_tail_blanked, element_ends, expressions, last_name,
    page_tags)


def searches(monkeypatch, run) -> int:
    """How many bytes the searches of :class:`Finder` and the tag scan read while ``run()``
    works (each search counted from where it starts to where it stops)."""
    read = [0]
    find = Finder.find

    def counted(self, start):
        asked = self.asked
        found = find(self, start)
        if self.asked != asked:                                     # searched, not kept
            read[0] += (found[1] if found else len(self.text)) - start
        return found
    monkeypatch.setattr(Finder, "find", counted)
    run_tag = page_scan.TAG_RUN

    class CountedRun:
        def match(self, data, position):
            found = run_tag.match(data, position)
            read[0] += found.end() - position
            return found
    monkeypatch.setattr(page_scan, "TAG_RUN", CountedRun())
    run()
    return read[0]


# the patterns the scans replace, quadratic on pages left open: the reference on small ones
UNRENDERED = re.compile(rb"<!--.*?-->|\{\{!--.*?--\}\}|\{\{![^}]*\}\}"
                        rb"|<(script|style)\b.*?</\1\s*>", re.S | re.I)
TAG = re.compile(rb"<([a-zA-Z][\w-]*)((?:\"[^\"]*\"|'[^']*'|\{\{[^}]*\}\}|\{(?!\{)|[^<>\"'{])*)>")
PAGES = [b'a<!-- x -->b<SCRIPT>s</script >c{{!-- y --}}d{{! z }}e<style>\nq</style>f<!-- open',
         b'<a href="x>y" {{#if a}}b{{/if}} c={d}>t</a><b \'<i>\'><input name=q/>',
         b"<a {{x}<b>", b"{{!-- a }} b --}}{{! c } }}<scripts>x</scripts><script>",
         b'<a "<b>" <c>\'<d>\' {{<e>}}>', b"<a {{ {{ }} <b x='>'>"]


def test_comments_scripts_and_handlebars_comments_are_blanked_as_the_pattern_did():
    for page in PAGES:
        assert blank_unrendered(page) == UNRENDERED.sub(
            lambda m: re.sub(rb"[^\n]", b" ", m.group()), page), page


def test_unclosed_comments_and_scripts_are_read_in_one_pass(monkeypatch):
    def work(kind: bytes, n: int) -> int:
        return searches(monkeypatch, lambda: blank_unrendered(kind * n))
    for kind in (b"<!-- ", b"<script>", b"{{!-- ", b"{{! {"):
        small, large = work(kind, 2000), work(kind, 8000)
        assert 0 < small and large <= 4.5 * small + 100, (kind, small, large)


def test_tags_are_found_as_the_tag_pattern_finds_them():
    for page in PAGES:
        assert [(t.name, t.body, t.start, t.body_start, t.end) for t in page_tags(page)] == [
            (m.group(1), m.group(2), m.start(), m.start(2), m.end()) for m in TAG.finditer(page)]


def test_a_tag_left_open_whose_expressions_hold_tag_starts_is_read_once(monkeypatch):
    def work(n: int) -> int:
        return searches(monkeypatch, lambda: page_tags(b"<a " + b"{{<a }}" * n))
    small, large = work(2000), work(8000)
    assert page_tags(b"<a " + b"{{<a }}" * 10) == []
    assert 0 < small and large <= 4.5 * small + 100, (small, large)


def test_elements_end_at_their_own_closing_tag_and_unclosed_ones_at_the_end():
    data = b"<form a><form b></FORM ><input></form><div/><form c>"
    tags = page_tags(data)
    assert element_ends(data, tags, frozenset((b"input",))) == {
        0: len(b"<form a><form b></FORM ><input></form>"), 8: len(b"<form a><form b></FORM >"),
        24: 31, 38: 44, 44: len(data)}


def test_unclosed_forms_are_paired_in_one_pass(monkeypatch):
    def work(n: int) -> int:
        data = b"<form></form" * n
        return searches(monkeypatch, lambda: element_ends(data, page_tags(data), frozenset()))
    small, large = work(2000), work(8000)
    assert 0 < small and large <= 4.5 * small + 100, (small, large)


def test_expressions_end_at_their_first_closer_on_the_same_line():
    text = "/a/{{ user.id }}/{{{raw}}}/<%= slug %>/${ x }/@Model.Id/{p}/{{open /{{a\n}}"
    assert [(text[s:e], inner, p) for s, e, inner, p in expressions(text, True)] == [
        ("{{ user.id }}", "user.id", False), ("{{{raw}}}", "raw", False),
        ("<%= slug %>", "slug", False), ("${ x }", "x", False), ("@Model.Id", "Model.Id", False),
        ("{p}", "p", True)]
    assert [inner for _, _, inner, _ in expressions(text)] == [
        "user.id", "raw", "slug", "x", "Model.Id"]


def test_an_expression_opener_before_many_spaces_is_read_in_one_pass(monkeypatch):
    def work(n: int) -> int:
        text = "/api/${" + " " * n + "{{" + " " * n + "<%=" + " " * n
        return searches(monkeypatch, lambda: list(expressions(text, True)))
    small, large = work(2000), work(8000)
    assert 0 < small and large <= 4.5 * small + 100, (small, large)


def test_a_literal_in_an_expression_names_no_input():
    assert [last_name(e) for e in ("user.id", "'tokQz8'", '"a" ', "f('x')", "x[0]", "9ab")] == [
        "id", None, None, "f", None, "ab"]


def test_an_unclosed_comment_blanks_the_rest_for_the_html_parser_but_not_a_script():
    assert comment_tail_blanked(b"a<!-- b -->c<!-- d\n<!-- e") == b"a<!-- b -->c<!--  \n      "
    assert comment_tail_blanked(b"<script>'<!--'</script>x") == b"<script>'<!--'</script>x"
    assert comment_tail_blanked(b"<style>x<!--") == b"<style>x<!--"


def test_an_at_sign_in_a_url_authority_or_after_a_letter_is_no_razor_expression():
    text = "https://admin:Pw!@api.example.com/v1/@Model.Id/x@y.z/(@(id))"
    assert [inner for _, _, inner, _ in expressions(text)] == ["Model.Id", "id"]
