"""Rule ``source.template-branches``: the branch directives of a server template around its
inline script's statements are that script's ``if``/``else``, so each arm is an alternative
(rule ``value.exclusive-arms``), never straight-line code whose last write hides the others."""
from __future__ import annotations

import pytest
from conftest import endpoints

from code2skill.extractors.template_branches import GO, HANDLEBARS, JINJA, directive
from code2skill.extractors.template_scripts import blank_template_syntax


def rewritten(path: str, text: str) -> str:
    out = blank_template_syntax(path, text.encode()).decode()
    assert len(out) == len(text) and out.count("\n") == text.count("\n")
    return out


def written(text: str, *rewrites: tuple[str, str]) -> str:
    """``text`` with each ``(construct, rewrite)`` written as the rewrite padded with blanks
    to the construct's length (the first occurrence each, in order)."""
    for construct, rewrite in rewrites:
        text = text.replace(construct, rewrite.ljust(len(construct)), 1)
    return text


def test_a_go_branch_group_around_statements_is_an_if_else_chain():
    text = ("<script>\n{{ if .Post.Slug }}\nvar url = '/a';\n{{ else if .Post.Id }}\n"
            "var url = '/b';\n{{- else -}}\nvar url = '/c';\n{{ end }}\nsend(url);\n</script>")
    assert rewritten("t/pad.tmpl", text) == written(
        text, ("{{ if .Post.Slug }}", "if(_0){"), ("{{ else if .Post.Id }}", "}else if(_1){"),
        ("{{- else -}}", "}else{"), ("{{ end }}", "}"))


@pytest.mark.parametrize(("path", "text", "expected"), [
    ("v/i.html.j2", "<script>\n{% if a %}\nx = 1;\n{% elif bb %}\nx = 2;\n{% else %}\nx = 3;\n"
                    "{% endif %}\n{% for i in l %}\ny();\n{% endfor %}\n</script>",
     "<script>\nif(_0){   \nx = 1;\n}else if(_1){\nx = 2;\n}else{    \nx = 3;\n"
     "}          \nif(_2){         \ny();\n}           \n</script>"),
    ("v/o.html.erb", "<script>\n<% if u %>\nvar q = <%= @q %>;\n<% else %>\nq = 1;\n<% end %>\n"
                     "</script>",
     "<script>\nif(_0){   \nvar q = _________;\n}else{    \nq = 1;\n}        \n</script>"),
    ("v/n.hbs", "<script>\n{{#if a}}\nx();\n{{else}}\ny();\n{{/if}}\n{{#each l}}\nz();\n"
                "{{/each}}\n</script>",
     "<script>\nif(_0){  \nx();\n}else{  \ny();\n}      \nif(_1){    \nz();\n}        \n</script>"),
])
def test_branch_groups_of_other_template_languages(path, text, expected):
    assert rewritten(path, text) == expected


@pytest.mark.parametrize("text", [
    # a directive where no statement starts (inside an array), or where a value stands
    "<script>\nvar f = ['a'{{if .S}}, 'b'{{end}}];\n</script>",
    "<script>\nvar u = {{if .S}}'/d'+{{end}}'/x';\n</script>",
    # arms whose brackets do not balance: the group's directives differ in depth
    "<script>\n{{if .A}}\nif (x) {\n{{else}}\nif (y) {\n{{end}}\nz();\n}\n</script>",
    # a group in the markup around a whole script, or one opened in the markup
    "{{if .A}}<script>\nx();\n</script>{{end}}",
    "{{if .A}}<p>a</p>{{else}}<script>\nx();\n{{end}}\n</script>",
])
def test_a_group_that_does_not_fit_stays_blanks(text):
    out = rewritten("t/a.tmpl", text)
    assert "if(_" not in out and "else" not in out


def test_a_directive_shorter_than_its_rewrite_leaves_its_group_blanks():
    text = "<script>\n{% if a %}\nx();\n{% elif b %}\ny();\n{% endif %}\n</script>"
    assert rewritten("v/a.j2", text).split() == ["<script>", "x();", "y();", "</script>"]


def test_a_block_that_branches_on_nothing_keeps_its_end_from_closing_a_branch():
    text = "<script>\n{{if .A}}\n{{define \"x\"}}\nx();\n{{end}}\ny();\n{{end}}\n</script>"
    assert rewritten("t/a.tmpl", text) == written(
        text, ("{{if .A}}", "if(_0){"), ('{{define "x"}}', "{"), ("{{end}}", "}"),
        ("{{end}}", "}"))


def test_each_test_is_a_global_of_its_own():
    text = "<script>\n" + "{{if .A}}\nx();\n{{end}}\n" * 40 + "</script>"
    out = rewritten("t/a.tmpl", text)
    assert [line for line in out.splitlines() if line.startswith("if(")][34:38] == [
        "if(_y){  ", "if(_z){  ", "if(_00){ ", "if(_01){ "]


def test_directives_by_language():
    assert directive(GO, b"{{- else if .X -}}").rewrite == b"}else if(_){"
    assert directive(GO, b"{{ .Else }}") is None and directive(GO, b"{{endx}}") is None
    assert directive(JINJA, b"{%- endif %}").role == "close"
    assert directive(JINJA, b"{% endblock %}") is None
    assert directive(HANDLEBARS, b"{{/each}}").word == b"each"


def test_each_arm_of_a_template_branch_is_its_own_request(derive_files):
    contract = derive_files({"templates/pad.tmpl": """\
<button id="p">Publish</button>
<script>
function publish(content) {
  {{ if .Post.Slug }}
  var url = "/api/collections/{{.Coll.Alias}}/posts/{{.Post.Id}}";
  {{ else if .Post.Id }}
  var url = "/api/posts/{{.Post.Id}}";
  {{ else }}
  var url = "/api/posts";
  {{ end }}
  fetch(url, {method: 'POST', body: JSON.stringify({body: content})});
}
document.getElementById('p').onclick = function () { publish('x'); };
</script>
"""})
    assert endpoints(contract) == {("POST", "/api/collections/{alias}/posts/{id}"),
                                   ("POST", "/api/posts/{id}"), ("POST", "/api/posts")}


def test_two_groups_are_two_tests(derive_files):
    """Each group tests a global of its own: members written under two groups are each
    optional with their own value, never paired as if one test chose both."""
    contract = derive_files({"templates/a.tmpl": """\
<button id="x">Save</button>
<script>
function save() {
  var params = {};
  {{if .A}}
  params.a = 1;
  {{end}}
  {{if .B}}
  params.b = 'b';
  {{end}}
  fetch('/api/x', {method: 'POST', body: JSON.stringify(params)});
}
document.getElementById('x').onclick = save;
</script>
"""})
    [capability] = contract["capabilities"]
    assert {k: v["type"] for k, v in capability["inputSchema"]["properties"].items()} == {
        "a": "integer", "b": "string"}
