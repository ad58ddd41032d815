"""Rule ``service.page-relative-review``: the "no leading '/'" review item of a page-relative
base is one service-level item for all the capabilities made through it, with the base as
evidence; an item on a single capability stays on it."""
from __future__ import annotations

from code2skill.contract.models import Evidence, ReviewItem
from code2skill.normalize import PAGE_RELATIVE_MESSAGE
from code2skill.passes.page_relative import MAX_NAMES, service_level_review

API = ("const BASE_URL = 'control';\n"
       "const request = (path, method = 'GET', body) =>\n"
       "  fetch(`${BASE_URL}/${path}`, { method, body: JSON.stringify(body) });\n"
       + "".join(f"export const get{i} = () => request('item{i}/status');\n" for i in range(10))
       + "export const reset = () => request('stats/reset', 'POST');\n")


def page_items(contract: dict) -> list[dict]:
    return [r for r in contract["review"] if PAGE_RELATIVE_MESSAGE in r["message"]]


def test_one_item_for_every_capability_of_a_page_relative_base(derive_files):
    contract = derive_files({"src/api.js": API})
    assert len(contract["capabilities"]) == 11
    service = contract["capabilities"][0]["implementation"]["requests"][0]["service"]
    names = sorted(c["name"] for c in contract["capabilities"])
    assert page_items(contract) == [{
        "severity": "low", "capability": None,
        "message": f"service {service}: {PAGE_RELATIVE_MESSAGE}; this holds for all 11 "
                   f"capabilities made through it ({', '.join(names[:MAX_NAMES])} and 3 more)",
        "evidence": [
            {"file": "src/api.js", "line": 1, "column": 18, "endLine": 1, "endColumn": 27,
             "kind": "observed", "rule": "url.review", "note": None},
            {"file": "src/api.js", "line": 1, "column": 18, "endLine": 1, "endColumn": 27,
             "kind": "inferred", "rule": "service.page-relative-review",
             "note": "11 capabilities"}]}]
    assert all(c["status"] == "draft" or c["name"] == "create_stats_reset"
               for c in contract["capabilities"])


def test_a_single_capability_keeps_its_own_item(derive_files):
    contract = derive_files({"src/api.js": "export const ping = () => fetch('api/ping');\n"})
    assert [(r["capability"], r["message"]) for r in page_items(contract)] == [
        ("get_ping", PAGE_RELATIVE_MESSAGE)]


def item(capability: str, line: int, message: str = PAGE_RELATIVE_MESSAGE) -> ReviewItem:
    return ReviewItem(severity="low", capability=capability, message=message, evidence=[
        Evidence(file="a.js", line=line, column=1, endLine=line, endColumn=5, kind="observed",
                 rule="url.review")])


def test_items_are_grouped_by_service_and_others_keep_their_order():
    other = item("a", 9, "output schema not derived")
    review = [item("a", 1), other, item("b", 1), item("c", 2), item("d", 3)]
    out = service_level_review(review, [])          # no capabilities: one service "?"
    assert [(r.capability, [(e.line, e.rule) for e in r.evidence]) for r in out] == [
        (None, [(1, "url.review"), (2, "url.review"), (3, "url.review"),
                (1, "service.page-relative-review")]),
        ("a", [(9, "url.review")])]
    assert out[0].message == (f"service ?: {PAGE_RELATIVE_MESSAGE}; this holds for all 4 "
                              "capabilities made through it (a, b, c, d)")
