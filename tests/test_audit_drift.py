"""Drift (C2S-D…) and evidence (C2S-E…) rules: a contract against a fresh derive of its
client, broken one way at a time, gives exactly the expected findings."""
from __future__ import annotations

from audit_support import (
    API_TS, CANCEL, CLIENT, CREATE, GET, LIST, SERVER, audit_ids, change, client,
    appended, derive_dict, edited, findings,
)
from conftest import drop_needs_of, write_tree

from code2skill.contract.removals import capability_message


def test_an_untouched_contract_has_no_drift(tmp_path, root, base):
    assert audit_ids(tmp_path, base, root) == []


# ---------------------------------------------------------------- scope
def test_a_fresh_contract_of_a_client_with_backend_code_has_no_drift(tmp_path):
    full = client(tmp_path, SERVER)
    contract = derive_dict(full)
    assert all(c["implementation"]["requests"][0]["pathTemplate"] != "/api/reindex"
               for c in contract["capabilities"])
    assert audit_ids(tmp_path, contract, full) == []


def test_injected_server_internal_capability(tmp_path, root, base):
    c = edited(base)
    reindex = edited(c["capabilities"][CREATE])      # hand-written: the backend's webhook
    reindex["name"] = "create_reindex"
    reindex["implementation"]["requests"][0]["pathTemplate"] = "/api/reindex"
    appended(c, reindex)
    client(tmp_path, SERVER)                       # the audited tree has the backend code
    found = findings(tmp_path, c, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D002", "/capabilities/4", "high")]
    assert found[0].capability == "create_reindex"
    assert [(s.file, s.line) for s in found[0].sources] == [("server/hooks.js", 5)]


def test_injected_capability_with_no_client_call(tmp_path, root, base):
    c = edited(base)
    metrics = edited(c["capabilities"][GET])
    metrics["name"] = "get_internal_metrics"
    metrics["implementation"]["requests"][0]["pathTemplate"] = "/internal/metrics/{id}"
    appended(c, metrics)
    found = findings(tmp_path, c, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D001", "/capabilities/4", "high")]
    assert found[0].message == "shop GET /internal/metrics/{id} is not called by the client"


def test_endpoint_no_capability_covers(tmp_path, root, base):
    c = edited(base)
    del c["capabilities"][LIST]                    # and every trace of it
    c["review"] = [r for r in c["review"] if r["capability"] != "list_orders"]
    drop_needs_of(c, "list_orders")
    found = findings(tmp_path, c, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D003", "/capabilities", "medium")]
    assert [(s.file, s.line) for s in found[0].sources] == [("src/api.ts", 12)]


def test_removed_by_review_is_not_uncovered(tmp_path, root, base):
    traced = edited(base)                          # deleted, its review items left behind:
    del traced["capabilities"][LIST]               # derive wrote those, so they prove little
    found = findings(tmp_path, traced, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D003", "/capabilities", "low")]
    assert found[0].message == (
        "the client calls shop GET /orders; capability list_orders was deleted without a removal "
        "record (only leftover entries name it): derive --update records the removal, or "
        "restore the capability")
    recorded = edited(base)                        # deleted and recorded
    del recorded["capabilities"][LIST]
    recorded["review"] = [{"severity": "info", "capability": "list_orders", "evidence": [],
                           "message": capability_message("shop", "GET", "/orders", None)}]
    drop_needs_of(recorded, "list_orders")
    assert audit_ids(tmp_path, recorded, root) == []


# ---------------------------------------------------------------- requests
def test_renamed_path(tmp_path, root, base):
    change(root, "api.get(`/orders/${id}`)", "api.get(`/purchases/${id}`)")
    found = findings(tmp_path, base, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D005", "/capabilities/2/implementation/requests/0/pathTemplate", "high")]
    assert found[0].message == ("the contract says /orders/{id}; the client now calls "
                                "/purchases/{id}")


def test_changed_method(tmp_path, root, base):
    change(root, "api.delete(`/orders/${id}`)", "api.patch(`/orders/${id}`)")
    assert audit_ids(tmp_path, base, root) == [
        ("C2S-D004", "/capabilities/0/implementation/requests/0/method", "high")]


def test_parameter_renamed_in_source_is_not_drift(tmp_path, root, base):
    change(root, "(id: string) => api.get(`/orders/${id}`)",
           "(orderId: string) => api.get(`/orders/${orderId}`)")
    assert audit_ids(tmp_path, base, root) == []


def test_new_body_field_and_field_no_longer_sent(tmp_path, root, base):
    change(root, "  note?: string;\n", "  note?: string; coupon?: string;\n")   # no line moves
    change(root, "api.get('/orders', { params: { page } })", "api.get('/orders')")
    found = findings(tmp_path, base, root)
    assert [(f.rule, f.pointer, f.severity, f.message) for f in found] == [
        ("C2S-D006", "/capabilities/1/implementation/requests/0/bindings", "medium",
         "the client sends body:coupon, which the contract does not bind"),
        ("C2S-D006", "/capabilities/3/implementation/requests/0/bindings/0", "medium",
         "the contract binds query:page, which the client no longer sends")]


def test_dropped_required_field(tmp_path, root, base):
    c = edited(base)
    c["capabilities"][CREATE]["inputSchema"]["required"].remove("sku")
    found = findings(tmp_path, c, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D007", "/capabilities/1/inputSchema/required", "medium"),
        ("C2S-L014", "/capabilities/1/evidence/~1inputSchema~1required~12", "low")]
    assert found[0].message == "input 'sku' is required by the client's call but not by " \
                               "the contract"                # and its evidence is left over


def test_required_field_the_client_does_not_prove(tmp_path, root, base):
    c = edited(base)
    c["capabilities"][CREATE]["inputSchema"]["required"].append("note")
    assert audit_ids(tmp_path, c, root) == [
        ("C2S-D008", "/capabilities/1/inputSchema/required/3", "low")]


def test_enum_drift_both_ways(tmp_path, root, base):
    c = edited(base)
    c["capabilities"][CREATE]["inputSchema"]["properties"]["channel"]["enum"] = ["web"]
    assert audit_ids(tmp_path, c, root) == [
        ("C2S-D009", "/capabilities/1/inputSchema/properties/channel/enum", "medium")]
    change(root, "'web' | 'mobile'", "'web' | 'mobile' | 'store'")
    found = findings(tmp_path, base, root)
    assert [(f.rule, f.pointer) for f in found] == [
        ("C2S-D009", "/capabilities/1/inputSchema/properties/channel/enum")]
    assert found[0].message == ("input 'channel' allows [\"web\", \"mobile\"]; the client's "
                                "types allow [\"web\", \"mobile\", \"store\"]")


def test_success_statuses_differ_from_the_default(tmp_path, root, base):
    c = edited(base)
    c["capabilities"][CREATE]["implementation"]["requests"][0]["successStatuses"] = [201]
    found = findings(tmp_path, c, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D010", "/capabilities/1/implementation/requests/0/successStatuses", "low")]
    assert found[0].message == "successStatuses [201] differ from [200, 201] (the default " \
                               "for POST)"


def test_side_effect_contradicts_the_method(tmp_path, root, base):
    c = edited(base)
    get = c["capabilities"][GET]
    get["sideEffect"] = get["operationPolicy"]["sideEffect"] = "delete"
    read = c["capabilities"][CREATE]
    read["sideEffect"] = read["operationPolicy"]["sideEffect"] = "read"
    assert audit_ids(tmp_path, c, root) == [
        ("C2S-D011", f"/capabilities/{CREATE}/sideEffect", "high"),    # a POST as a read
        ("C2S-L003", f"/capabilities/{GET}/operationPolicy/unknownOutcome", "high"),
        ("C2S-D011", f"/capabilities/{GET}/sideEffect", "low")]  # a GET as a delete: cautious


def test_a_write_derive_reads_from_a_get_paths_words_is_no_finding(tmp_path):
    """A fresh contract passes its own audit: derive's ``update`` for ``GET /api/syncApi``
    (path word ``sync``, with the review item stating that the method says read) is its own
    stated reading, no finding; the same caution written by a reviewer on a GET derive reads
    (above), or kept after the review item is settled, stays a low finding."""
    tree = client(tmp_path, {"src/sync.ts":
                             "export const syncApi = () => fetch('/api/syncApi')\n"})
    contract = derive_dict(tree)
    sync = next(i for i, c in enumerate(contract["capabilities"]) if c["name"] == "sync_api")
    assert contract["capabilities"][sync]["sideEffect"] == "update"
    assert contract["capabilities"][sync]["status"] == "requires-review"
    assert findings(tmp_path, contract, tree) == []
    write_tree(tree, {"src/sync.ts": "export const syncApi = () => fetch('/api/syncs')\n"})
    found = findings(tmp_path, contract, tree)
    assert [(f.rule, f.pointer, f.severity) for f in found if f.rule == "C2S-D011"] == [
        ("C2S-D011", f"/capabilities/{sync}/sideEffect", "low")]
    assert next(f for f in found if f.rule == "C2S-D011").message == (
        "sideEffect 'update' contradicts the observed method GET; a write claimed for a read "
        "method is the cautious reading (confirm it against the backend)")


# ---------------------------------------------------------------- evidence
def test_evidence_pointing_at_moved_lines(tmp_path, root, base):
    change(root, "export const getOrder", "// orders by id\n// (two lines added)\n"
                                          "export const getOrder")
    found = findings(tmp_path, base, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-E002", "/capabilities/0/implementation/requests/0/callSites/0", "low"),
        ("C2S-E002", "/capabilities/1/implementation/requests/0/callSites/0", "low"),
        ("C2S-E002", "/capabilities/2/implementation/requests/0/callSites/0", "low")]
    assert found[2].message.startswith("cites src/api.ts:13, which no longer holds the code; "
                                       "it is now at src/api.ts:15 (and ")
    assert [(s.file, s.line) for s in found[2].sources] == [("src/api.ts", 15)]


def test_evidence_in_a_file_that_is_gone(tmp_path, root, base):
    (root / "src/api.ts").rename(root / "src/orders.ts")
    found = findings(tmp_path, base, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-E001", f"/capabilities/{i}/implementation/requests/0/callSites/0", "medium")
        for i in (CANCEL, CREATE, GET, LIST)] + [
        ("C2S-E001", "/services/0/evidence/0", "medium")]
    assert found[0].message.startswith("cites src/api.ts, which no longer exists (and ")


def test_evidence_outside_the_client_folder(tmp_path, root, base):
    c = edited(base)
    c["capabilities"][GET]["implementation"]["requests"][0]["callSites"][0]["file"] = \
        "../../../etc/passwd"
    found = [f for f in findings(tmp_path, c, root) if f.rule == "C2S-E001"]
    assert [f.message.split(" (and ")[0] for f in found] == [
        "cites ../../../etc/passwd, which is outside the client folder"]


def test_evidence_past_the_end_of_the_file(tmp_path, root, base):
    c = edited(base)
    ghost = edited(c["capabilities"][GET])
    ghost["name"] = "get_ghost"
    ghost["implementation"]["requests"][0]["pathTemplate"] = "/ghosts/{id}"
    ghost["implementation"]["requests"][0]["callSites"][0]["line"] = 99
    appended(c, ghost)
    assert audit_ids(tmp_path, c, root) == [
        ("C2S-D001", "/capabilities/4", "high"),
        ("C2S-E003", "/capabilities/4/implementation/requests/0/callSites/0", "medium")]


def test_api_ts_fixture_lines():
    lines = API_TS.splitlines()
    assert "listOrders" in lines[11] and "getOrder" in lines[12] and "cancelOrder" in lines[14]
    assert set(CLIENT) == {"package.json", "src/api.ts"}


def test_two_capabilities_on_one_endpoint_are_both_called(tmp_path, root, base):
    c = edited(base)
    copy = edited(c["capabilities"][GET])
    copy["name"] = "show_order"
    appended(c, copy)
    assert audit_ids(tmp_path, c, root) == []
    copy["implementation"]["requests"][0]["bindings"].append(
        {"input": "verbose", "target": "query:verbose", "value": None})
    assert audit_ids(tmp_path, c, root) == [
        ("C2S-D006", "/capabilities/4/implementation/requests/0/bindings/1", "medium")]


# ---------------------------------------------------------------- renames (identity.rename)
def renamed_cancel(base: dict) -> dict:
    """A reviewer's rename of ``cancel_order`` (and approval, and a policy change): the
    review item and the three needs derive wrote still name ``cancel_order``."""
    c = edited(base)
    cancel = c["capabilities"][CANCEL]
    cancel.update(name="cancel_shop_order", status="approved")
    cancel["operationPolicy"]["confirmation"] = "trusted-confirmation-required"
    return c


def test_a_renamed_capability_is_a_rename_not_a_deletion(tmp_path, root, base):
    found = findings(tmp_path, renamed_cancel(base), root)
    assert [(f.rule, f.pointer, f.severity, f.capability) for f in found] == [
        ("C2S-L015", "/consumerRequirements/trustedConfirmation", "high", "cancel_shop_order"),
        ("C2S-D013", "/capabilities/0/name", "info", "cancel_shop_order")]
    assert found[1].message == (
        "capability 'cancel_shop_order' is the one derive names 'cancel_order' (shop DELETE "
        "/orders/{id}, paired by identity): 1 review item and 3 consumerRequirements entries "
        "still name 'cancel_order'; derive --update re-points them")


def test_a_rename_with_no_policy_change_gives_only_the_info(tmp_path, root, base):
    c = edited(base)
    c["capabilities"][GET]["name"] = "show_order"
    assert audit_ids(tmp_path, c, root) == [("C2S-D013", "/capabilities/2/name", "info")]


def test_a_name_derive_gives_another_capability_settles_nothing(tmp_path, root, base):
    c = edited(base)               # list_orders renamed get_order, get_order renamed list_all:
    c["capabilities"][LIST]["name"] = "get_order"     # entries naming get_order are now
    c["capabilities"][GET]["name"] = "list_all"       # ambiguous, so list_all's stay findings
    found = findings(tmp_path, c, root)
    assert [(f.rule, f.pointer, f.severity, f.capability) for f in found] == [
        ("C2S-L015", "/consumerRequirements/authInjection", "high", "list_all"),
        ("C2S-L015", "/consumerRequirements/mcpRuntime", "high", "list_all"),
        ("C2S-D013", "/capabilities/3/name", "info", "get_order")]


# ---------------------------------------------------------------- an incomplete call graph
def test_a_derive_that_missed_requests_is_one_finding_per_warning(tmp_path):
    """C2S-D014: the client writes API paths no followed request reads, so the fresh derive
    warns (``coverage.orphan-api-path``); auditing its own contract is not clean, since the
    endpoints it missed cannot show as uncovered."""
    opaque = client(tmp_path, {"src/legacy.js": (
        "var profiles = 'api/printerprofiles';\nvar files = 'api/files';\n"
        "var login = 'api/login';\nvar logout = 'api/logout';\nvar jobs = 'api/job';\n"
        "window.Legacy = { profiles: profiles, files: files, login: login, logout: logout,\n"
        "  jobs: jobs };\n")})
    contract = derive_dict(opaque)
    found = findings(tmp_path, contract, opaque)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D014", "/capabilities", "medium")]
    assert found[0].message.startswith(
        "the derive this audit compares with missed requests: the client code writes 5 of its ")
    assert found[0].message.endswith("(review[], rule coverage.orphan-api-path)")
