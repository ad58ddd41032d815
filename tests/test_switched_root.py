"""Rule ``service.switched-root`` (:mod:`code2skill.switched_root`,
:mod:`code2skill.passes.switched_roots`): a URL opened by a choice between one fixed rooted
path and roots built from values no caller fills is each endpoint once, under the fixed root;
the other root is one review item."""
from __future__ import annotations

from conftest import endpoints, sample_files

from code2skill.contract.models import Evidence, ReviewItem
from code2skill.passes.switched_roots import merged_switched_roots
from code2skill.switched_root import (RULE, base_as_url, switched_note, switched_root,
                                      under_fixed_root)
from code2skill.values import AltV, HoleV, ParamV, StrV, Text, UnknownV

STORED = UnknownV("store-read:localStorage:currentNode", ("src/a.js", (3, 30, 3, 70)))
NODE_ROOT = StrV((Text("/api/nodes/", ("src/a.js", (3, 15, 3, 28))),
                  HoleV("currentNode", STORED, ("src/a.js", (3, 30, 3, 70)))))
FIXED = StrV((Text("/api", ("src/a.js", (4, 16, 4, 22))),))
PATH = Text("/config", ("src/b.js", (9, 20, 9, 29)), "path")


def url(choice, *rest):
    return StrV((HoleV("apiRoot", choice, ("src/a.js", (8, 18, 8, 30))), *rest))


def test_a_fixed_root_beside_a_stored_root_is_a_switched_root():
    found = switched_root(url(AltV((NODE_ROOT, FIXED)), PATH))
    assert found is not None
    assert [p.text for p in found.fixed] == ["/api"]
    assert found.others == (NODE_ROOT,)
    assert under_fixed_root(url(AltV((NODE_ROOT, FIXED)), PATH), found) == StrV(
        (FIXED.parts[0], PATH))
    severity, message, where = switched_note(found)
    assert severity == "low" and where == ("src/a.js", (3, 15, 3, 28))
    assert message.startswith("the client may send this request under "
                              "/api/nodes/{currentNode}, chosen from a value the client keeps "
                              "in the browser (localStorage 'currentNode'), instead of /api: ")
    assert message.endswith(f"(rule {RULE})")


def test_a_client_base_switched_alike_is_read_as_an_opening():
    found = switched_root(base_as_url(AltV((NODE_ROOT, FIXED))))
    assert found is not None and [p.text for p in found.fixed] == ["/api"]
    assert base_as_url(FIXED) is None


def test_a_nested_choice_is_read_through():
    assert switched_root(url(AltV((AltV((NODE_ROOT, NODE_ROOT)), FIXED)), PATH)) is not None


def test_other_choices_are_no_switched_root():
    param_root = StrV((Text("/api/nodes/", None), HoleV("id", ParamV("f", "id"), None)))
    demo = StrV((Text("/demo-api", None),))
    empty = StrV((Text("", None),))
    assert switched_root(url(AltV((param_root, FIXED)), PATH)) is None   # a caller's input
    assert switched_root(url(AltV((demo, FIXED)), PATH)) is None         # fixed texts only
    assert switched_root(url(AltV((NODE_ROOT, empty)), PATH)) is None    # built-base-path
    assert switched_root(url(AltV((NODE_ROOT, FIXED)), Text("x", None))) is None  # glued
    assert switched_root(StrV((FIXED.parts[0], PATH))) is None           # no choice
    assert switched_root(url(AltV((NODE_ROOT, FIXED, demo)), PATH)) is None   # two fixed


def item(capability, message="m", rule=RULE):
    return ReviewItem(severity="low", capability=capability, message=message,
                      evidence=[Evidence(kind="observed", file="src/a.js", line=3, rule=rule)])


def test_the_items_of_one_root_are_one_item():
    review = [item("a", "the client may send this request under /x"), item("a", "other", "r"),
              item("b", "the client may send this request under /x"),
              item("c", "the client may send this request under /y")]
    merged = merged_switched_roots(review)
    assert [(i.capability, i.message) for i in merged] == [
        (None, "the client may send each request of these 2 capabilities (a, b) under /x"),
        ("a", "other"), ("c", "the client may send this request under /y")]
    assert len(merged[0].evidence) == 1


def test_each_endpoint_is_one_tool_under_the_fixed_root(derive_files):
    contract = derive_files(sample_files(
        "switched-api-root", "package.json", "src/lib/request.js", "src/lib/tenant.js",
        "src/lib/workspaceClient.js", "src/pages/Settings.jsx", "src/pages/Instances.jsx"))
    assert endpoints(contract) == {
        ("GET", "/api/settings"), ("PATCH", "/api/settings/schedule"),
        ("DELETE", "/api/results/{id}"), ("GET", "/v2/invoices"), ("GET", "/api/instances"),
        ("GET", "/api/instances/{id}/settings"), ("PATCH", "/api/instances/{id}/name"),
        ("GET", "/api/reports")}
    switched = [i for i in contract["review"]
                if any(e["rule"] == RULE for e in i["evidence"])]
    assert [(i["capability"], i["evidence"][0]["file"], i["evidence"][0]["line"])
            for i in switched] == [(None, "src/lib/request.js", 5),
                                   ("list_invoices", "src/lib/tenant.js", 3),
                                   ("list_reports", "src/lib/workspaceClient.js", 5)]
    assert "3 capabilities (get_settings, remove_result, update_settings_schedule)" \
        in switched[0]["message"]
    assert "/api/w/{workspace}, chosen from a value the client keeps in the browser " \
        "(localStorage 'workspace')" in switched[2]["message"]
    assert all(not c["contextReferences"] for c in contract["capabilities"])
    assert len(contract["services"]) == 1
