"""Rule ``context.page-global`` (``passes/context_refs.py``): a header the client fills from a
member of ``window`` the page sets is the page's state, a context reference the Host fills,
never a Tool input; a browser-defined member, a caller's argument or a credential is not."""
from conftest import capability

API = """import $ from 'jquery';
const headers = () => ({ 'trilium-component-id': window.glob.componentId,
                         'X-Width': window.innerWidth });
export const getNote = (id) => $.ajax({ url: '/api/notes/' + id, headers: headers() });
export const getTree = (trace) => $.ajax({ url: '/api/tree',
                                           headers: { 'trilium-component-id': trace } });
export const getRecent = () => $.ajax({ url: '/api/recent',
                                        headers: { 'X-CSRF-Token': window.glob.csrfToken } });
"""


def bindings(cap: dict) -> dict:
    return {b["target"]: b.get("context") or b["input"]
            for b in cap["implementation"]["requests"][0]["bindings"]
            if b["target"].startswith("header:")}


def test_a_page_global_header_is_a_context_reference(derive_files):
    contract = derive_files({"src/api.js": API})
    note = capability(contract, "GET", "/api/notes/{id}")
    assert bindings(note) == {"header:trilium-component-id": "trilium_component_id",
                              "header:X-Width": "x_width"}
    assert set(note["inputSchema"]["properties"]) == {"id", "x_width"}
    assert [(r["name"], r["source"], [(e["rule"], e["line"]) for e in r["evidence"]])
            for r in note["contextReferences"]] == [
        ("trilium_component_id", "the page's state (window.glob.componentId)",
         [("context.page-global", 2)])]


def test_a_callers_value_or_a_credential_is_no_page_state(derive_files):
    contract = derive_files({"src/api.js": API})
    tree = capability(contract, "GET", "/api/tree")
    assert bindings(tree) == {"header:trilium-component-id": "trilium_component_id"}
    assert "trilium_component_id" in tree["inputSchema"]["properties"]
    recent = capability(contract, "GET", "/api/recent")
    assert bindings(recent) == {} and recent["contextReferences"] == []
