"""Pinia stores (rule ``pinia.store``): ``useXStore()`` is the store whose actions are the
functions ``defineStore`` was given (options store with ``actions``, a setup store's returned object, imported or from the page
global ``window.pinia``, the hook called where it is defined), so an action's parameters take
the object literals its callers pass, as a plain function's do."""
from __future__ import annotations

from conftest import capability, sample_files
from test_recognisers import check

STORES = sample_files(
    "pinia-stores",
    "src/stores/customer.js",
    "src/stores/tag.js",
    "src/stores/note.js",
    "src/views/Customers.vue",
)


def test_store_actions_take_their_callers_objects(derive_files):
    contract = derive_files(STORES)
    check(contract, STORES, {
        ("GET", "/api/v1/customers"): ("none", "unknown", {"query:": "query"}, "axios.call",
                                       "actions.fetchCustomers"),
        ("POST", "/api/v1/customers"): ("json", "unknown", {"body:currency_id": "currency_id",
                                                            "body:email": "email",
                                                            "body:name": "name"},
                                        "axios.call", "actions.addCustomer"),
        ("POST", "/api/v1/notes"): ("json", "unknown", {"body:pinned": "pinned", "body:text": "text"},
                                    "axios.call", "addNote"),
        ("PUT", "/api/v1/tags/{id}"): ("json", "unknown", {"body:name": "name", "path:id": "id"},
                                       "axios.call", "actions.renameTag"),
    })
    query = capability(contract, "GET", "/api/v1/customers")["inputSchema"]["properties"]["query"]
    assert sorted(query["properties"]) == ["display_name", "orderBy", "page", "phone"]
    assert not [r for r in contract["review"] if r["severity"] == "medium"]
