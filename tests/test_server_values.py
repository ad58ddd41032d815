"""Rule ``value.server-template``: a server template's expression inside a string of a page's
inline script is a value the server writes, never the template's text as a path."""
from __future__ import annotations

import pytest
from conftest import endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.server_values import (
    expression_name, server_pieces, server_string, server_template,
)
from code2skill.facts import Hole, Lit, Tmpl, Unknown

SPAN = (1, 1, 1, 10)


@pytest.mark.parametrize("text, name", [
    ("{{ item.id }}", "id"), ("{{item.id|e}}", "id"), ("${http_root}", "http_root"),
    ("<%= id %>", "id"), ("<%- user.name %>", "name"), ("<?= $id ?>", "id"),
    ("[[${user.id}]]", "id"), ("#{board.slug}", "slug"), ("{{- x -}}", "x"),
    ("{{ url_for('api.items') }}", None), ("{% url 'item-list' %}", None),
    ("<?php echo $id; ?>", None), ('${newsletter["id"]}', None),
    ("[% arc.arcid %]", "arcid"), ("[%- id | html -%]", "id"), ("[% c.url_for('/a') %]", None),
    ("{{.Post.Id}}", "id"), ("{{ $c.CollAlias }}", "collAlias"), ("{{.ID}}", "id"),
    ("{{$.User.Name}}", "name"), ("{{else}}", None), ("{{ end }}", None), ("{% endif %}", None),
    ("{{index .Blogs 0}}", None)])
def test_the_name_of_an_expression(text, name):
    assert expression_name(text) == name


def test_a_string_holding_expressions_is_a_template_with_holes():
    value = server_string(Lit("/api/items/{{ item.id }}/tags", SPAN))
    assert value == Tmpl((Lit("/api/items/", SPAN),
                          Hole("id", Unknown("server-template", SPAN), SPAN),
                          Lit("/tags", SPAN)), SPAN)
    assert server_string(Lit(" {{ url_for('a') }} ", SPAN)) == Unknown("server-template", SPAN)
    assert server_string(Lit("/api/items", SPAN)) == Lit("/api/items", SPAN)
    assert server_string(Lit(3, SPAN)) == Lit(3, SPAN)
    assert server_string(Lit("/api/archives/[% arc.arcid %]/files", SPAN)) == Tmpl((
        Lit("/api/archives/", SPAN), Hole("arcid", Unknown("server-template", SPAN), SPAN),
        Lit("/files", SPAN)), SPAN)


def test_a_template_literal_keeps_its_own_substitutions():
    own = Hole("page", Unknown("identifier"), SPAN)
    value = server_template(Tmpl((Lit("{% url 'list' %}?p=", SPAN), own), SPAN))
    assert value.parts == (Hole(None, Unknown("server-template", SPAN), SPAN),
                           Lit("?p=", SPAN), own)


def test_only_page_scripts_read_template_expressions():
    script = b'fetch("/api/items/{{ item.id }}");\n'
    page = extract_module("a.html", "page", b"<script>" + script + b"</script>")
    plain = extract_module("a.js", "javascript", script)
    assert isinstance(page.calls[0].call.args[0], Tmpl)
    assert plain.calls[0].call.args[0].value == "/api/items/{{ item.id }}"


def test_a_url_the_server_writes_is_reviewed_not_a_path(derive_files):
    contract = derive_files({"templates/items.html": """\
<script>
  const listUrl = "{{ url_for('api.items') }}";
  fetch(listUrl);
  fetch('${root}api/login', {method: 'POST'});
  fetch(`/api/items/{{ item.id }}/tags?page=${page}`);
</script>
"""})
    assert endpoints(contract) == {("POST", "/api/login"), ("GET", "/api/items/{id}/tags")}
    assert [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
            if "server template" in r["message"]] == [
        ("medium", "request URL has no fixed part to name an endpoint (a value a server "
                   "template writes into the page, rule value.server-template)", 3),
        ("low", "path segment {id} is written into the page by the server template (rule "
                "value.server-template): the page calls it with the value being shown; "
                "confirm the Agent should choose it", 5)]


def test_a_branch_in_a_string_is_one_value_named_from_what_it_prints():
    text = "/api/collections/{{if .Blogs}}{{$c := index .Blogs 0}}{{$c.Alias}}{{else}}anonymous" \
           "{{end}}/posts"
    assert [(text[a:b], name) for a, b, name in server_pieces(text)] == [
        ("{{if .Blogs}}{{$c := index .Blogs 0}}{{$c.Alias}}{{else}}anonymous{{end}}", "alias")]
    nested = "{% if a %}{% if b %}{{ b.slug }}{% endif %}{% else %}x{% endif %}/{{ id }}"
    assert [(nested[a:b], name) for a, b, name in server_pieces(nested)] == [
        ("{% if a %}{% if b %}{{ b.slug }}{% endif %}{% else %}x{% endif %}", "slug"),
        ("{{ id }}", "id")]
    assert [name for _, _, name in server_pieces("{{if .SingleUser}}/d{{end}}/")] == [None]
    assert server_string(Lit("{{if .A}}{{.B}}{{end}}", SPAN)) == Unknown("server-template", SPAN)


def test_a_branch_in_a_path_string_is_one_path_parameter(derive_files):
    contract = derive_files({"templates/pad.tmpl": """\
<button id="p">Publish</button>
<script>
function publish() {
  var target = '{{if .Blogs}}{{$c := index .Blogs 0}}{{$c.Alias}}{{else}}anonymous{{end}}';
  fetch('/api/collections/' + target + '/posts', {method: 'POST'});
}
document.getElementById('p').onclick = publish;
</script>
"""})
    assert endpoints(contract) == {("POST", "/api/collections/{target}/posts")}
