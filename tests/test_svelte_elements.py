"""The component elements and forms of a Svelte markup (extractors/svelte_elements.py, rules
svelte.prop-binding and svelte.form-action)."""
from __future__ import annotations

from code2skill.extractors.svelte_elements import svelte_elements
from code2skill.facts import Hole, Lit, Member, Ref, Tmpl


def span(node):
    return (node.start_point[0], node.start_point[1], node.end_point[0], node.end_point[1])


def attributes(markup: str) -> list[dict]:
    uses, _ = svelte_elements(markup.encode(), span)
    return [dict(use.attributes) for use in uses]


def test_static_shorthand_and_braced_attributes():
    [form] = attributes('<Form action="/auth/v1/roles" {onSubmit} method={verb} />')
    assert isinstance(form["action"], Lit) and form["action"].value == "/auth/v1/roles"
    assert form["onSubmit"] == Ref("onSubmit", form["onSubmit"].span)
    assert isinstance(form["method"], Ref) and form["method"].name == "verb"


def test_a_template_of_dotted_names_is_a_template():
    [up] = attributes('<InputFile url={`/clients/${client.id}/logo`} />')
    url = up["url"]
    assert isinstance(url, Tmpl)
    assert [p.value if isinstance(p, Lit) else p.name for p in url.parts] == \
        ["/clients/", "id", "/logo"]
    hole = url.parts[1]
    assert isinstance(hole, Hole) and isinstance(hole.expr, Member) and hole.expr.prop == "id"


def test_an_interpolated_quoted_value_is_a_template():
    [up] = attributes('<InputFile url="/groups/{group.id}/logo" />')
    assert [p.value if isinstance(p, Lit) else p.name for p in up["url"].parts] == \
        ["/groups/", "id", "/logo"]


def test_computed_values_directives_and_spreads():
    [el] = attributes('<Widget url={make(x)} bind:value={v} on:click={go} {...rest} />')
    assert el["url"] is None                                    # a value the markup computes
    assert "bind:value" not in el and "on:click" not in el and "value" not in el
    assert "v-bind" in el                                       # any prop may be set there


def test_a_tag_misread_at_an_arrow_keeps_what_came_before():
    [el] = attributes('<Widget url="/a" onSuccess={() => (key = 1)} method="POST" />')
    assert el["url"].value == "/a"
    assert "v-bind" in el and "method" not in el              # the rest is not known


def test_forms_keep_their_action_and_html_elements_are_no_components():
    uses, forms = svelte_elements(b'<div class="x"><form {action} method="POST"></form>'
                                  b'<input bind:value={q} /></div>', span)
    assert uses == []
    assert [dict(f.attributes) for f in forms] == [{"action": forms[0].attributes[0][1]}]
    assert forms[0].attributes[0][1].name == "action"
