"""ngx-uploader's UploadInput events (rule ``ngx-uploader.upload-input``): an ``uploadAll`` or
``uploadFile`` event emitted on an ``EventEmitter<UploadInput>`` is a multipart upload of the
file field ``fieldName`` with ``data`` fields, ``POST`` by default; other events and other
emitters send nothing; an upload event naming no URL is reviewed."""
from __future__ import annotations

from conftest import capability, endpoints

PACKAGE = '{"name": "avatars", "dependencies": {"@angular/core": "17", "ngx-uploader": "16"}}'


def component(event: str, *, emitter: str = "new EventEmitter<UploadInput>()",
              imports: str = "UploadInput") -> dict[str, str]:
    return {"package.json": PACKAGE, "src/app/avatar.component.ts": (
        "import { Component, EventEmitter } from '@angular/core';\n"
        f"import {{ {imports} }} from 'ngx-uploader';\n"
        "@Component({ selector: 'app-avatar', templateUrl: './avatar.html' })\n"
        "export class AvatarComponent {\n"
        f"  uploadInput = {emitter};\n"
        "  send(): void {\n"
        f"    const event = {event};\n"
        "    this.uploadInput.emit(event);\n"
        "  }\n"
        "}\n")}


def test_upload_all_event(derive_files):
    contract = derive_files(component(
        "{ type: 'uploadAll', url: '/api/v1/users/avatar', fieldName: 'avatar', "
        "data: { kind: 'profile' }, headers: { Authorization: `Bearer ${localStorage.token}` } }"))
    assert endpoints(contract) == {("POST", "/api/v1/users/avatar")}
    cap = capability(contract, "POST", "/api/v1/users/avatar")
    request = cap["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "multipart"
    assert request["bindings"] == [
        {"input": "avatar", "target": "multipart:avatar", "value": None},
        {"input": None, "target": "multipart:kind", "value": "profile"}]
    assert [(s["rule"], s["line"]) for s in request["callSites"]] == [
        ("ngx-uploader.upload-input", 8)]
    assert cap["auth"]["authentication"] == "bearer"
    assert cap["operationPolicy"]["confirmation"] == "upload-confirmation-required"


def test_method_default_field_and_raw_body(derive_files):
    contract = derive_files(component("{ type: 'uploadFile', url: '/api/photos', method: 'PUT' }"))
    request = capability(contract, "PUT", "/api/photos")["implementation"]["requests"][0]
    assert request["bindings"] == [{"input": "file", "target": "multipart:file", "value": None}]
    raw = derive_files(component(
        "{ type: 'uploadAll', url: '/api/raw', includeWebKitFormBoundary: false }"))
    assert capability(raw, "POST", "/api/raw")["implementation"]["requests"][0][
        "bodyEncoding"] == "binary"


def test_renamed_type_import(derive_files):
    contract = derive_files(component(
        "{ type: 'uploadAll', url: '/api/files' }",
        emitter="new EventEmitter<Upload>()", imports="UploadInput as Upload"))
    assert endpoints(contract) == {("POST", "/api/files")}


def test_other_events_and_emitters_send_nothing(derive_files):
    assert endpoints(derive_files(component("{ type: 'cancel', id: 'x' }"))) == set()
    other = derive_files(component("{ type: 'uploadAll', url: '/api/files' }",
                                   emitter="new EventEmitter<boolean>()"))
    assert endpoints(other) == set()


def test_upload_event_without_url_is_reviewed(derive_files):
    contract = derive_files(component("{ type: 'uploadAll', method: 'POST' }"))
    assert endpoints(contract) == set()
    items = [r for r in contract["review"] if "ngx-uploader.upload-input" in r["message"]]
    assert [(r["severity"], r["evidence"][0]["line"]) for r in items] == [("medium", 8)]
