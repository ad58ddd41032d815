"""Rule ``report.snippet-parsed``: the reviewer's page (``report --source``) masks a literal the
contract does not show wherever its lines end: a template literal spanning lines (a header
value, a form field's password, a JSON body) and a literal a long line's cut would have
opened are masked on the file's parsed tree, not line by line."""
from __future__ import annotations

import re

from code2skill.contract.models import Evidence
from code2skill.report.snippets import LINE_MAX, SourceTree, snippet
from hostile_support import code2skill, tree

MASK = "<redacted:not-in-contract>"


def lines(root, rel: str, shown: str, first: int, end: int) -> list[str]:
    got = snippet(SourceTree(root, shown), Evidence(file=rel, line=first, endLine=end,
                                                    kind="observed", rule="r"))
    return [text for _, text in got.lines]


def test_a_template_literal_spanning_lines_is_masked_piece_by_piece(tmp_path):
    root = tree(tmp_path, {"a.js": (
        "fetch('/api/b', {\n"
        "  headers: { 'X-Api-Key': `\n"
        "pw4leak62` },\n"
        "  body: JSON.stringify({ q: `first line\n"
        "   second ${id} tail`, url: `/api/items/${id}` }),\n"
        "});\n")})
    got = lines(root, "a.js", "/api/b\nX-Api-Key\n/api/items/{id}", 1, 6)
    assert got == [
        "fetch('/api/b', {",
        "  headers: { 'X-Api-Key': `",
        f"{MASK}` }},",
        f"  body: JSON.stringify({{ q: `{MASK}",
        f"{MASK}${{id}}{MASK}`, url: `/api/items/${{id}}` }}),",
        "});"]


def test_a_literal_opened_before_the_cut_of_a_long_line_is_masked_before_the_cut(tmp_path):
    head = "export const a = () => fetch('/api/a', { /* "
    tail = " */ headers: [['X-Api-Key', 'pw4leak61LONGPART']] });"
    line = head + "x" * (228 - len(head) - len(" */ headers: [['X-Api-Key', ")) + tail
    root = tree(tmp_path, {"a.js": line + "\n"})
    [got] = lines(root, "a.js", "/api/a\nX-Api-Key", 1, 1)
    assert len(got) == LINE_MAX and got.endswith("…")
    assert "pw4" not in got and got.endswith("[['X-Api-Key', '<redacted:…")


def test_a_component_masks_its_script_on_the_tree_and_its_markup_line_by_line(tmp_path):
    root = tree(tmp_path, {"a.vue": (
        "<template><a :title=\"'markupSecret1'\">x</a></template>\n"
        "<script>\n"
        "const f = new FormData(); f.append('password', `pw4leak63\n"
        "`);\n"
        "fetch('/api/c', { method: 'POST', body: f });\n"
        "</script>\n")})
    got = lines(root, "a.vue", "/api/c\npassword\nPOST", 1, 6)
    assert got == [
        f"<template><a :title=\"{MASK}\">x</a></template>",
        "<script>",
        f"const f = new FormData(); f.append('password', `{MASK}",
        "`);",
        "fetch('/api/c', { method: 'POST', body: f });",
        "</script>"]


def test_report_shows_none_of_the_values_derive_redacted_by_position(tmp_path):
    """The adversarial case: three values derive keeps out of the contract (a header cut at
    the column limit, a header and a password in template literals spanning lines)."""
    head = "export const a = () => fetch('/api/a', { /* "
    tail = " */ headers: [['X-Api-Key', 'pw4leak61LONGPART']] });"
    line = head + "x" * (228 - len(head) - len(" */ headers: [['X-Api-Key', ")) + tail
    app = tree(tmp_path / "app", {"src/a.js": line + """
export const b = () => fetch('/api/b', {
  method: 'POST',
  headers: { 'X-Api-Key': `
pw4leak62` },
});
export const c = () => { const f = new FormData(); f.append('password', `pw4leak63
`); return fetch('/api/c', { method: 'POST', body: f }); };
"""})
    env = {"XDG_STATE_HOME": str(tmp_path / "state"), "PATH": "/usr/bin:/bin"}
    derived = code2skill("derive", app, "-o", tmp_path / "c.json", "-q", env=env)
    assert derived.returncode == 0, derived.stderr
    page = code2skill("report", tmp_path / "c.json", "--source", app, "-o", tmp_path / "r.html",
                      "-q", env=env)
    assert page.returncode == 0, page.stderr
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "/api/b" in html and "&lt;redacted:not-in-contract&gt;" in html
    assert not re.findall(r"pw4leak6\d", html)


def test_a_server_template_construct_inside_a_script_string_is_masked_whole(tmp_path):
    """A construct nested in a string of the same quote (``'<?= 'X' ?>'``) is one literal of
    the page read with its constructs blanked, and a construct outside any string is masked
    too: the quotes are never paired across it."""
    root = tree(tmp_path, {"c.php": (
        "<script>\n"
        "fetch('/api/p2?sig=<?php echo 's24tpl01'; ?>');\n"
        "fetch('/api/p3', {headers: {'X-Api-Key': '<?= 's24tpl02' ?>'}});\n"
        "const k = <?= 's24tpl03' ?>;\n"
        "</script>\n"), "d.jsp": (
        "<script>\nfetch('/api/j2', {headers: {'X-Api-Key': '<%= 's24tpl04' %>'}});\n</script>\n")})
    got = lines(root, "c.php", "/api/p3\nX-Api-Key", 1, 5) + lines(root, "d.jsp", "", 1, 3)
    assert not [line for line in got if "s24tpl" in line]
    assert got[2] == f"fetch('/api/p3', {{headers: {{'X-Api-Key': '{MASK}'}}}});"
    assert got[3] == f"const k = {MASK};"


def test_a_construct_of_a_common_engine_is_masked_whole_on_any_page(tmp_path):
    """A plain ``.html`` page (a Jinja, Django or ERB template of that name) and a Lua page
    holding a construct its own syntax does not name: each one-line construct of the common
    engines is one literal, so ``'?key={{ 'X' }}'`` shows no ``X``."""
    root = tree(tmp_path, {"templates/index.html": (
        "<html><body><script>\n"
        "fetch('/api/one?key={{ 's25tpl01' }}', { method: 'POST' });\n"
        "fetch('/api/four?api_key=<%= 's25tpl02' %>');\n"
        "</script></body></html>\n"), "page.lp": (
        "<script>\nfetch('/api/lua?key=<?= 's25tpl03' ?>');\n</script>\n")})
    got = lines(root, "templates/index.html", "/api/one\n/api/four", 1, 4) + \
        lines(root, "page.lp", "/api/lua", 1, 3)
    assert not [line for line in got if "s25tpl" in line]
    assert got[1] == f"fetch('{MASK}', {{ method: '{MASK}' }});"      # (one literal, masked)
