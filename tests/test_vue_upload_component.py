"""vue-upload-component's ``<file-upload post-action>`` (rule ``ui-upload.action``): the
multipart POST it sends of the file field ``name`` with ``data`` fields, read only in a program
importing the package; a ``put-action`` (the raw PUT it prefers) is reviewed, an unreadable
URL too."""
from __future__ import annotations

from conftest import capability, endpoints

PACKAGE = '{"name": "docs", "dependencies": {"vue": "3", "vue-upload-component": "3"}}'


def page(element: str, imports: str = "import FileUpload from 'vue-upload-component'\n"
         ) -> dict[str, str]:
    return {"package.json": PACKAGE, "src/Upload.vue": (
        "<script setup>\n"
        f"{imports}"
        "const url = '/api/files'\n"
        "const extra = { folder: 'inbox' }\n"
        "</script>\n"
        "<template>\n"
        f"  {element}\n"
        "</template>\n")}


def upload_items(contract: dict) -> list[tuple[str, int]]:
    return [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
            if "ui-upload.action" in r["message"]]


def test_post_action_is_a_multipart_upload(derive_files):
    contract = derive_files(page('<file-upload :post-action="url" name="doc" :data="extra" />'))
    assert endpoints(contract) == {("POST", "/api/files")}
    request = capability(contract, "POST", "/api/files")["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "multipart"
    assert request["bindings"] == [
        {"input": "doc", "target": "multipart:doc", "value": None},
        {"input": None, "target": "multipart:folder", "value": "inbox"}]
    assert [(s["rule"], s["line"]) for s in request["callSites"]] == [("ui-upload.action", 7)]


def test_put_action_is_reviewed(derive_files):
    contract = derive_files(page('<file-upload post-action="/api/a" put-action="/api/a" />'))
    assert endpoints(contract) == set()
    assert upload_items(contract) == [("medium", 7)]


def test_a_tag_of_no_imported_package_is_the_app_own(derive_files):
    contract = derive_files(page('<file-upload post-action="/api/files" />', imports=""))
    assert endpoints(contract) == set()
    assert upload_items(contract) == []
