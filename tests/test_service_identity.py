"""Rule ``service.id`` and ``identity.service``: a service's id comes from what the source
proves (the analysed root's ``package.json`` name, a host, a variable), never from the folder
the checkout sits in; ``audit`` and ``derive --update`` match services by what their base URL
comes from, so a contract derived in one checkout holds against another."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from audit_support import derive_dict, edited, findings
from conftest import write_tree

from code2skill.contract.identity import renamed_services, service_pairs
from code2skill.contract.requirements import credential_variables
from code2skill.update import update_contract

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
FILES = {
    "src/api.ts": (
        "import axios from 'axios';\n"
        "const pay = axios.create({ baseURL: import.meta.env.VITE_PAYMENTS_API_URL });\n"
        "export const listOrders = () => axios.get('/api/orders');\n"
        "export const deleteOrder = (id: string) => axios.delete(`/api/orders/${id}`);\n"
        "export const charge = (amount: number) => pay.post('/charges', { amount });\n"
        "export const pageRelative = () => axios.get('reports/daily');\n"),
}


def ids(contract: dict) -> list[str]:
    return [s["id"] for s in contract["services"]]


def without_root(contract: dict) -> dict:
    c = edited(contract)
    del c["source"]["root"]
    del c["source"]["project"]          # without a package.json: the folder's name too
    return c


def test_checkouts_in_differently_named_folders_derive_the_same_contract(tmp_path):
    one = write_tree(tmp_path / "a" / "shop-main", FILES)
    two = write_tree(tmp_path / "b" / "shop-copy-2", FILES)
    first, second = derive_dict(one), derive_dict(two)
    assert ids(first) == ["app", "app_page_relative", "payments"]
    assert [s["baseUrlBinding"] for s in first["services"]] == [
        "APP_API_BASE_URL", "APP_PAGE_RELATIVE_API_BASE_URL", "PAYMENTS_API_BASE_URL"]
    assert without_root(first) == without_root(second)
    assert [(c["source"]["project"]["name"], c["source"]["project"]["origin"])
            for c in (first, second)] == [("shop-main", "folder"), ("shop-copy-2", "folder")]
    assert [(f.rule, f.severity) for f in findings(tmp_path, first, two)] == []


def test_the_package_json_name_of_the_analysed_root_names_same_origin_calls(tmp_path):
    root = write_tree(tmp_path / "checkout-17", {**FILES,
                                                 "package.json": '{"name": "@acme/shop-web"}'})
    assert ids(derive_dict(root)) == ["payments", "shop_web", "shop_web_page_relative"]


def folder_named(contract: dict, old: str, new: str) -> dict:
    """``contract`` as an older derive wrote it: service ``old`` named ``new`` (the folder)."""
    c = edited(contract)
    for s in c["services"]:
        if s["id"] == old:
            s["id"], s["baseUrlBinding"] = new, new.upper() + "_API_BASE_URL"
    for cap in c["capabilities"]:
        for r in cap["implementation"]["requests"]:
            if r["service"] == old:
                r["service"] = new
    for need in c["consumerRequirements"]["authInjection"]:
        if need["service"] == old:
            need["service"] = new
            need["variables"] = credential_variables(new, need["mechanism"])
    return c


def test_audit_pairs_a_service_with_another_id_by_its_base_url_origin(tmp_path):
    root = write_tree(tmp_path / "shop-copy-2", FILES)
    old = folder_named(derive_dict(root), "app", "shop_main")
    found = findings(tmp_path, old, root)
    assert [(f.rule, f.pointer, f.severity) for f in found] == [
        ("C2S-D012", "/services/0/id", "info")]
    assert found[0].message == ("service 'shop_main' is what a fresh derive names 'app' (same "
                                "base URL origin); its capabilities are compared as that "
                                "service's")


def test_update_keeps_the_contract_id_of_a_service_the_derive_names_otherwise(tmp_path):
    root = write_tree(tmp_path / "shop-copy-2", FILES)
    fresh = derive_dict(root)
    old = folder_named(fresh, "app", "shop_main")
    result = update_contract(old, fresh)
    merged = json.loads(result.text)
    assert ids(merged) == ["app_page_relative", "payments", "shop_main"]
    assert sorted({r["service"] for c in merged["capabilities"]
                   for r in c["implementation"]["requests"]}) == \
        ["app_page_relative", "payments", "shop_main"]
    assert result.changes == [] and result.kept == len(fresh["capabilities"])


def service(sid: str, rule: str, note: str | None, urls: tuple[str, ...] = ()) -> dict:
    return {"id": sid, "observedBaseUrls": [{"url": u} for u in urls],
            "evidence": [{"rule": rule, "note": note, "file": "src/a.ts", "line": 3}]}


def test_service_pairs_only_by_a_unique_origin():
    same = ("service.same-origin", "paths are relative to the page's origin")
    old = [service("shop", *same), service("pay", "service.env", "VITE_PAY_URL"),
           service("x", "service.constant", "BASE", ("https://a.example",)),
           service("y", "service.constant", "BASE", ("https://a.example",))]
    new = [service("app", *same), service("payments", "service.env", "VITE_PAY_URL"),
           service("a", "service.constant", "BASE", ("https://a.example",)),
           service("pay2", "service.env", "VITE_PAY2_URL")]
    # x and y have one origin: which of them is "a" the source cannot tell
    assert service_pairs(old, new) == {"app": "shop", "payments": "pay"}
    assert service_pairs(old, old) == {}


def test_a_new_base_taking_the_first_id_does_not_take_the_old_service_s_place():
    """A call on a new base makes the fresh derive name it ``app`` and the old backend
    ``app_2``: the old backend keeps ``app`` and the new service takes a free id."""
    managed = ("service.page-base-path", "base /manage/api")
    same = ("service.same-origin", "paths are relative to the page's origin")
    old = [service("app", *managed)]
    new = [service("app", *same), service("app_2", *managed)]
    assert service_pairs(old, new) == {"app_2": "app", "app": "app_3"}
    renamed = renamed_services({"services": new, "capabilities": []},
                               service_pairs(old, new))
    assert [s["id"] for s in renamed["services"]] == ["app_3", "app"]


def test_audit_of_a_new_base_taking_the_first_id_reports_drift(tmp_path):
    """The fresh derive names a new same-origin service ``rpc_actions`` and the contract's
    ``rpc_actions`` ``rpc_actions_2``: the pairing gives the new one a free id, which names no
    contract service (an A19 hostile-input finding: ``KeyError``, exit 3, before)."""
    root = tmp_path / "rpc-actions"
    shutil.copytree(SAMPLES / "rpc-actions", root, ignore=shutil.ignore_patterns("expected"))
    old = derive_dict(root)
    with open(root / "src/lib/manage.ts", "a", encoding="utf-8") as source:
        source.write("export const login = () => fetch('/api/login', { method: 'POST' });\n"
                     "login();\n")        # (called: an uncalled function is no Tool)
    found = findings(tmp_path, old, root)
    assert [f.message for f in found if f.rule == "C2S-D012"] == [
        "service 'rpc_actions' is what a fresh derive names 'rpc_actions_2' (same base URL "
        "origin); its capabilities are compared as that service's"]
    assert any("/api/login" in f.message for f in found)
