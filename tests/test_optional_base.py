"""Rule ``service.optional-base-segment`` (:mod:`code2skill.optional_base`): a conditional
segment right after a base the source does not fix, chosen between nothing and slashes joined to
configured values (``vars('index_page') ? '/' + vars('index_page') : ''``), belongs to that
base: one endpoint per path, never a second one with an invented ``{param}`` in front. A
conditional segment of fixed text or of a parameter stays in the path."""
from __future__ import annotations

from conftest import endpoints

from code2skill.optional_base import optional_base_segment, optional_base_segments
from code2skill.values import AltV, HoleV, LitV, ParamV, StrV, Text, UnknownV

BASE = HoleV(None, UnknownV("call"))
CONFIGURED = StrV((Text("/"), HoleV(None, UnknownV("call"))))
EMPTY = StrV((Text(""),))


def test_a_choice_of_nothing_or_a_configured_segment_after_the_base():
    parts = [BASE, HoleV(None, AltV((CONFIGURED, EMPTY))), Text("/orders/store")]
    assert optional_base_segment(parts, 1)
    assert optional_base_segments(parts) == 1
    assert optional_base_segments([BASE, HoleV(None, AltV((CONFIGURED, LitV(None)))),
                                   Text("/x")]) == 1


def test_not_when_the_segment_is_a_parameter_fixed_text_or_never_empty():
    param = StrV((Text("/"), HoleV("tenant", ParamV("f", "tenant"))))
    state = StrV((Text("/"), HoleV("team", UnknownV("unknown-member"))))
    fixed = StrV((Text("/admin"),))
    for options in ((param, EMPTY), (state, EMPTY), (fixed, EMPTY), (CONFIGURED, CONFIGURED)):
        assert optional_base_segments([BASE, HoleV(None, AltV(options)), Text("/x")]) == 0


def test_not_without_a_base_before_it_or_a_path_after_it():
    choice = HoleV(None, AltV((CONFIGURED, EMPTY)))
    assert optional_base_segments([Text("/api"), choice, Text("/x")]) == 0
    assert optional_base_segments([HoleV("id", ParamV("f", "id")), choice, Text("/x")]) == 0
    assert optional_base_segments([BASE, choice, Text("x")]) == 0
    assert optional_base_segments([BASE, choice]) == 0


HELPERS = """\
function siteUrl(uri) {
    return `${vars('base_url')}${vars('index_page') ? '/' + vars('index_page') : ''}/${uri}`;
}
function tenantUrl(tenant, uri) {
    return `${vars('base_url')}${tenant ? '/' + tenant : ''}/${uri}`;
}
function adminUrl(admin, uri) {
    return `${vars('base_url')}${admin ? '/admin' : ''}/${uri}`;
}
function pageUrl(uri) {
    return `${window.API_URL}${window.INDEX_PAGE ? '/' + window.INDEX_PAGE : ''}/${uri}`;
}
function load(t, a) {
    $.get(siteUrl('orders/list'));
    $.get(tenantUrl(t, 'users/list'));
    $.get(adminUrl(a, 'groups/list'));
    $.get(pageUrl('tags/list'));
}
$('#x').on('click', function () { load($('#t').val(), $('#a').is(':checked')); });
"""


def test_the_optional_segment_is_the_base_s_and_named_in_its_evidence(derive_files):
    contract = derive_files({"js/a.js": HELPERS})
    assert endpoints(contract) == {
        ("GET", "/orders/list"),                                   # one, not /{param}/orders/list
        ("GET", "/tags/list"),                                     # (a page global's base alike)
        ("GET", "/users/list"), ("GET", "/{tenant}/users/list"),   # a parameter: a path input
        ("GET", "/groups/list"), ("GET", "/admin/groups/list"),    # fixed text: two paths
    }
    marked = [s for s in contract["services"]
              if any(e["rule"] == "service.optional-base-segment" for e in s["evidence"])]
    assert len(marked) == 2
    assert all("optional segment" in s["description"] for s in marked)
    assert {e["line"] for s in marked for e in s["evidence"]
            if e["rule"] == "service.optional-base-segment"} == {2, 11}
