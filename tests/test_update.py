"""``derive PATH --update CONTRACT``: reviewer decisions survive, the source's observations are
refreshed, new candidates come in as drafts, vanished calls are flagged; idempotent."""
from __future__ import annotations

import json

import jsonschema
from audit_support import (
    CANCEL, CREATE, GET, LIST, audit_ids, change, derive_dict, edited, run, save,
)

from conftest import needing, write_tree

from code2skill.contract.models import contract_json_schema
from code2skill.contract.removals import capability_message
from code2skill.update import update_contract


def update(old: dict, root) -> tuple[dict, object]:
    result = update_contract(old, derive_dict(root), contract_json_text(old))
    return json.loads(result.text), result


def by_name(contract: dict) -> dict[str, dict]:
    return {c["name"]: c for c in contract["capabilities"]}


def reviewed(base: dict) -> dict:
    """The edits a reviewer makes: a name, a title, a description, a status, a policy, a
    property's description and name (with its binding)."""
    c = edited(base)
    get = c["capabilities"][GET]
    get.update(name="show_order", title="Show an order",
               description="Shows one order of the signed-in customer.", status="approved")
    cancel = c["capabilities"][CANCEL]
    cancel["operationPolicy"]["confirmation"] = "trusted-confirmation-required"
    create = c["capabilities"][CREATE]
    create["inputSchema"]["properties"]["sku"]["description"] = "Stock keeping unit."
    props = create["inputSchema"]["properties"]
    props["itemCount"] = props.pop("quantity")
    create["inputSchema"]["required"] = ["sku", "itemCount", "channel"]
    for b in create["implementation"]["requests"][0]["bindings"]:
        if b["input"] == "quantity":
            b["input"] = "itemCount"
    return c


# ---------------------------------------------------------------- nothing changed
def test_same_tree_changes_nothing(base, root):
    text = contract_json_text(base)
    merged, result = update(base, root)
    assert result.text == text and not result.changed and result.changes == []


def contract_json_text(contract: dict) -> str:
    return json.dumps(contract, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------- reviewer decisions
def test_reviewer_edits_are_kept_and_evidence_refreshed(base, root):
    old = reviewed(base)
    change(root, "export const listOrders", "// moved down\nexport const listOrders")
    merged, result = update(old, root)
    caps = by_name(merged)
    assert sorted(caps) == ["cancel_order", "create_order", "list_orders", "show_order"]
    show = caps["show_order"]
    assert (show["title"], show["description"], show["status"]) == (
        "Show an order", "Shows one order of the signed-in customer.", "approved")
    assert caps["cancel_order"]["operationPolicy"]["confirmation"] == \
        "trusted-confirmation-required"
    assert needing(merged, "trustedConfirmation") == ["cancel_order"]
    create = caps["create_order"]
    assert create["inputSchema"]["properties"]["sku"]["description"] == "Stock keeping unit."
    assert sorted(create["inputSchema"]["properties"]) == ["channel", "itemCount", "note", "sku"]
    assert {b["target"]: b["input"] for b in create["implementation"]["requests"][0]
            ["bindings"]}["body:quantity"] == "itemCount"
    # evidence re-filed under the reviewer's property name, at the new lines
    assert "/inputSchema/properties/quantity" not in create["evidence"]
    assert create["evidence"]["/inputSchema/properties/itemCount"][0]["line"] == 7
    assert [s["line"] for s in show["implementation"]["requests"][0]["callSites"]] == [14]
    assert [s["line"] for s in create["implementation"]["requests"][0]["callSites"]] == [15]
    assert show["evidence"]["/implementation/requests/0/pathTemplate"][0]["line"] == 14
    assert [(c.kind, c.capability) for c in result.changes] == [
        ("moved", "cancel_order"), ("moved", "create_order"), ("moved", "list_orders"),
        ("moved", "show_order")]
    jsonschema.Draft202012Validator(contract_json_schema()).validate(merged)


def test_removed_capability_stays_removed(base, root):
    old = edited(base)
    del old["capabilities"][LIST]                  # its review items stay behind (a trace)
    merged, result = update(old, root)
    assert "list_orders" not in by_name(merged)
    record = capability_message("shop", "GET", "/orders", None)
    assert {"severity": "info", "capability": "list_orders", "message": record,
            "evidence": []} in merged["review"]
    assert [(c.kind, c.capability) for c in result.changes] == [("removed", "list_orders")]
    again, second = update(merged, root)           # now recorded: still out, nothing changes
    assert again == merged and not second.changed
    assert [(c.kind, c.detail) for c in second.changes] == [
        ("removed", "shop GET /orders stays removed")]


def test_removed_capability_whose_review_cites_only_its_url_helper_stays_removed(tmp_path):
    """The trace of a deleted capability is a review item whose evidence is the helper that
    builds its URL (another file than the call site): the candidate is that capability."""
    root = write_tree(tmp_path / "app", {
        "package.json": '{"dependencies": {"axios": "1"}}',
        "src/urls.ts": "export const statusUrl = (host: string) => `/test/${host}status`;\n",
        "src/page.ts": "import axios from 'axios';\nimport { statusUrl } from './urls';\n"
                       "export const check = (host: string) => axios.get(statusUrl(host));\n"})
    old = derive_dict(root)
    name = old["capabilities"][0]["name"]
    old["capabilities"] = []                       # deleted, its resolved items too:
    old["review"] = [r for r in old["review"] if {e["file"] for e in r["evidence"]}
                     == {"src/urls.ts"}]           # what is left cites only the helper
    assert [r["capability"] for r in old["review"]] == [name]
    merged, result = update(old, root)
    assert merged["capabilities"] == []
    assert [(c.kind, c.capability) for c in result.changes] == [("removed", name)]


def test_removed_input_stays_removed(base, root):
    old = edited(base)
    create = old["capabilities"][CREATE]
    del create["inputSchema"]["properties"]["note"]
    create["implementation"]["requests"][0]["bindings"] = [
        b for b in create["implementation"]["requests"][0]["bindings"] if b["input"] != "note"]
    merged, result = update(old, root)
    create = by_name(merged)["create_order"]
    assert "note" not in create["inputSchema"]["properties"]
    assert "body:note" not in {b["target"] for b in create["implementation"]["requests"][0]
                               ["bindings"]}
    assert [(c.kind, c.capability, c.detail) for c in result.changes] == [
        ("removed", "create_order", "input binding body:note stays removed (now recorded in "
                                    "review[])")]
    assert update(merged, root)[0] == merged


# ---------------------------------------------------------------- new observations
def test_new_candidate_comes_in_as_draft(base, root):
    change(root, "export const cancelOrder", "export const refundOrder = (id: string) => "
           "api.post(`/orders/${id}/refund`);\nexport const cancelOrder")
    merged, result = update(base, root)
    refund = by_name(merged)["refund_order"]
    assert refund["status"] == "draft"
    assert refund["implementation"]["requests"][0]["pathTemplate"] == "/orders/{id}/refund"
    assert {"severity": "info", "capability": "refund_order", "evidence": [], "message":
            "new candidate from derive --update: review it, then approve or remove it"} \
        in merged["review"]
    assert any(r["capability"] == "refund_order" and r["message"].startswith(
        "output schema not derived") for r in merged["review"])
    assert [(c.kind, c.capability, c.detail) for c in result.changes][0] == \
        ("new", "refund_order", "shop POST /orders/{id}/refund → draft")


def test_new_candidate_whose_name_a_reviewer_took(base, root):
    old = edited(base)
    old["capabilities"][GET]["name"] = "refund_order"          # a reviewer's choice
    change(root, "export const cancelOrder", "export const refundOrder = (id: string) => "
           "api.post(`/orders/${id}/refund`);\nexport const cancelOrder")
    merged, _ = update(old, root)
    caps = by_name(merged)
    assert caps["refund_order"]["implementation"]["requests"][0]["method"] == "GET"
    assert caps["refund_order_2"]["implementation"]["requests"][0]["method"] == "POST"


def test_new_input_is_bound_and_flagged(base, root):
    change(root, "  note?: string;\n", "  note?: string; coupon?: string;\n")
    merged, result = update(base, root)
    create = by_name(merged)["create_order"]
    assert create["inputSchema"]["properties"]["coupon"]["type"] == "string"
    assert "coupon" not in create["inputSchema"]["required"]
    assert {"target": "body:coupon", "input": "coupon", "value": None} in \
        create["implementation"]["requests"][0]["bindings"]
    assert any(r["message"] == "new input 'coupon' observed (body:coupon); review its "
               "description and requiredness" for r in merged["review"])
    assert "/inputSchema/properties/coupon" in create["evidence"]
    assert [(c.kind, c.capability, c.detail) for c in result.changes] == [
        ("input", "create_order", "new binding body:coupon")]


def test_field_no_longer_sent_is_kept_and_flagged(base, root):
    change(root, "api.get('/orders', { params: { page } })", "api.get('/orders')")
    merged, result = update(base, root)
    listing = by_name(merged)["list_orders"]
    assert listing["implementation"]["requests"][0]["bindings"][0]["target"] == "query:page"
    assert {"severity": "medium", "capability": "list_orders", "evidence": [], "message":
            "the client no longer sends query:page; remove the binding and its input, or "
            "restore the call"} in merged["review"]
    assert [c.kind for c in result.changes] == ["stale-input"]


# ---------------------------------------------------------------- vanished calls
def test_disappeared_call_is_flagged_not_deleted(base, root):
    old = edited(base)
    old["capabilities"][CANCEL]["status"] = "approved"
    change(root, "export const cancelOrder = (id: string) => api.delete(`/orders/${id}`);\n", "")
    merged, result = update(old, root)
    cancel = by_name(merged)["cancel_order"]
    assert cancel["status"] == "requires-review"
    item = next(r for r in merged["review"] if r["message"].startswith("calls disappeared"))
    assert item["severity"] == "high" and item["capability"] == "cancel_order"
    assert item["message"] == ("calls disappeared: derive --update found no client call of "
                               "shop DELETE /orders/{id}; remove the capability or restore "
                               "the call")
    assert [(e["file"], e["line"], e["note"]) for e in item["evidence"]] == [
        ("src/api.ts", 15, "former call site")]
    assert [(c.kind, c.detail) for c in result.changes] == [
        ("flagged", "shop DELETE /orders/{id}: no client call any more (approved → "
                    "requires-review)")]
    again, second = update(merged, root)
    assert again == merged and not second.changed
    assert [(c.kind, c.detail) for c in second.changes] == [
        ("flagged", "shop DELETE /orders/{id}: no client call (still flagged)")]


# ---------------------------------------------------------------- idempotence
def test_updating_twice_changes_nothing(base, root):
    old = reviewed(base)
    del old["capabilities"][LIST]
    change(root, "export const getOrder", "// a note\nexport const getOrder")
    change(root, "  note?: string;\n", "  note?: string; coupon?: string;\n")
    change(root, "export const cancelOrder = (id: string) => api.delete(`/orders/${id}`);\n",
           "export const refundOrder = (id: string) => api.post(`/orders/${id}/refund`);\n")
    first, r1 = update(old, root)
    second, r2 = update(first, root)
    assert r1.changed and not r2.changed
    assert r2.text == r1.text


# ---------------------------------------------------------------- command line
def test_cli_update_in_place_with_summary(tmp_path, base, root):
    contract = save(tmp_path / "contract.json", reviewed(base))
    change(root, "export const cancelOrder = (id: string) => api.delete(`/orders/${id}`);\n", "")
    summary = tmp_path / "summary.txt"
    result = run("derive", str(root), "--update", str(contract), "--summary", str(summary))
    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    assert summary.read_text() == result.stderr == (
        f"code2skill: update of {contract} from {root}: 4 capabilities (3 kept, 0 new, "
        "1 flagged), 0 kept removed, 0 new inputs, 0 with moved call sites; contract updated\n"
        "  flagged     cancel_order — shop DELETE /orders/{id}: no client call any more "
        "(draft → requires-review)\n")
    assert by_name(json.loads(contract.read_text()))["cancel_order"]["status"] == \
        "requires-review"
    before = contract.read_text()
    again = run("derive", str(root), "--update", str(contract), "-q")
    assert again.exit_code == 0 and again.stderr == ""
    assert contract.read_text() == before


def test_cli_update_to_another_file(tmp_path, base, root):
    contract = save(tmp_path / "contract.json", base)
    before = contract.read_text()
    out = tmp_path / "updated.json"
    result = run("derive", str(root), "--update", str(contract), "-o", str(out), "-q")
    assert result.exit_code == 0
    assert contract.read_text() == before
    assert out.read_text() == contract_json_text(base)


def test_cli_update_errors_exit_2(tmp_path, base, root):
    result = run("derive", str(root), "--summary", str(tmp_path / "s.txt"))
    assert result.exit_code == 2
    assert result.stderr == "code2skill: error: --summary needs --update CONTRACT\n"
    missing = run("derive", str(root), "--update", str(tmp_path / "none.json"))
    assert missing.exit_code == 2
    assert missing.stderr == f"code2skill: error: {tmp_path / 'none.json'}: no such file\n"
    bad = edited(base)
    bad["capabilities"][0]["sideEffect"] = "erase"
    result = run("derive", str(root), "--update", str(save(tmp_path / "bad.json", bad)))
    assert result.exit_code == 2
    assert "  /capabilities/0/sideEffect: Input should be 'read', 'create', 'update' or " \
           "'delete' (found \"erase\")" in result.stderr.splitlines()
    assert "Traceback" not in result.output



def test_a_summary_that_cannot_be_written_leaves_the_contract_as_it_was(tmp_path, base, root):
    contract = save(tmp_path / "contract.json", reviewed(base))
    change(root, "export const cancelOrder = (id: string) => api.delete(`/orders/${id}`);\n", "")
    before = contract.read_text()
    result = run("derive", str(root), "--update", str(contract), "--summary", "/dev/full", "-q")
    assert result.exit_code == 2
    assert "cannot write the summary" in result.stderr
    assert contract.read_text() == before


def test_a_renamed_capability_keeps_its_name_and_status_and_its_entries_follow(tmp_path,
                                                                                base, root):
    c = edited(base)                   # renamed and approved; derive's entries name cancel_order
    c["capabilities"][CANCEL].update(name="cancel_shop_order", status="approved")
    merged, result = update(c, root)
    assert [(x["name"], x["status"]) for x in merged["capabilities"]] == [
        ("cancel_shop_order", "approved"), ("create_order", "draft"), ("get_order", "draft"),
        ("list_orders", "draft")]
    assert result.changes == [] and result.kept == 4
    assert [r["capability"] for r in merged["review"]] == [
        "cancel_shop_order", "create_order", "get_order", "list_orders"]
    assert sorted({n for needs in merged["consumerRequirements"].values() for need in needs
                   for n in need["capabilities"]}) == [
        "cancel_shop_order", "create_order", "get_order", "list_orders"]
    assert audit_ids(tmp_path, merged, root) == []
    again, second = update(merged, root)
    assert again == merged and not second.changed


def test_a_name_ending_in_a_credential_word_is_shown_in_the_summary(tmp_path):
    """The summary line of a capability whose name ends in a credential's word shows the
    service after it, not ``<redacted:credential>``."""
    root = write_tree(tmp_path / "app", {"package.json": '{"name": "web_ui_2"}',
                                         "src/api.ts": "export const a = () => fetch('/api/a');\n"})
    contract = tmp_path / "c.json"
    assert run("derive", str(root), "-o", str(contract), "-q").exit_code == 0
    (root / "src/pw.ts").write_text("export const p = (b) => fetch('/api/user/password', "
                                    "{method: 'POST', body: JSON.stringify(b)});\n")
    result = run("derive", str(root), "--update", str(contract))
    assert result.exit_code == 0, result.output
    assert "<redacted" not in result.stderr
    assert "update_user_password — web_ui_2 POST /api/user/password" in result.stderr

