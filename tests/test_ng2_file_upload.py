"""ng2-file-upload's ``new FileUploader({url, …})`` (rule ``ng2-file-upload.file-uploader``): a
multipart upload of the file field ``itemAlias`` with ``additionalParameter`` fields, ``POST``
by default, ``authToken`` its auth, upload confirmation required."""
from __future__ import annotations

from conftest import capability, endpoints

PACKAGE = '{"name": "shop", "dependencies": {"@angular/core": "17", "ng2-file-upload": "5"}}'


def component(options: str) -> dict[str, str]:
    return {"package.json": PACKAGE, "src/app/upload.component.ts": (
        "import { Component } from '@angular/core';\n"
        "import { FileUploader } from 'ng2-file-upload';\n"
        "@Component({ selector: 'app-upload', templateUrl: './upload.html' })\n"
        "export class UploadComponent {\n"
        f"  uploader = new FileUploader({options});\n"
        "  save() { this.uploader.uploadAll(); }\n"
        "}\n")}


def test_default_upload(derive_files):
    contract = derive_files(component(
        "{ url: '/file-upload', authToken: `Bearer ${localStorage.getItem('token')}`, "
        "maxFileSize: 100000 }"))
    cap = capability(contract, "POST", "/file-upload")
    request = cap["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "multipart"
    assert request["bindings"] == [{"input": "file", "target": "multipart:file", "value": None}]
    assert [(s["rule"], s["line"]) for s in request["callSites"]] == [
        ("ng2-file-upload.file-uploader", 5)]
    assert cap["auth"]["authentication"] == "bearer"
    assert cap["auth"]["evidence"][0]["rule"] == "ng2-file-upload.auth-token"
    assert cap["operationPolicy"]["confirmation"] == "upload-confirmation-required"
    assert cap["inputSchema"]["required"] == ["file"]


def test_alias_fields_method_and_header(derive_files):
    contract = derive_files(component(
        "{ url: '/api/photos', method: 'PUT', itemAlias: 'photo', "
        "additionalParameter: { album: 'holidays' }, "
        "headers: [{ name: 'X-Api-Key', value: 'k' }] }"))
    cap = capability(contract, "PUT", "/api/photos")
    request = cap["implementation"]["requests"][0]
    assert request["bindings"] == [
        {"input": None, "target": "multipart:album", "value": "holidays"},
        {"input": "photo", "target": "multipart:photo", "value": None}]
    assert cap["auth"]["authentication"] == "api-key"


def test_raw_upload(derive_files):
    contract = derive_files(component("{ url: '/api/raw', disableMultipart: true }"))
    assert capability(contract, "POST", "/api/raw")["implementation"]["requests"][0][
        "bodyEncoding"] == "binary"


def test_url_set_per_file_later_is_reviewed(derive_files):
    for options in ("{ url: '' }", "{ maxFileSize: 10 }"):
        contract = derive_files(component(options))
        assert endpoints(contract) == set()
        assert [(r["severity"], r["message"][:39], r["evidence"][0]["line"])
                for r in contract["review"]] == [
            ("medium", "new FileUploader(…) names no upload URL", 5)]
