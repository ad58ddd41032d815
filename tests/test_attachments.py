"""Attachment chains (rules ``attachments.multipart-upload`` and ``attachments.presigned-url``):
exact ``attachments`` values, the status of half-shown chains, and the capabilities that need
attachment resolution.
"""
from __future__ import annotations

import json

from conftest import capability, needing

from code2skill.update import update_contract

AXIOS_API = ("import axios from 'axios';\n"
             "export const api = axios.create({ baseURL: '/' });\n")


# a multipart upload whose returned id a create binds (shared by the chain and policy tests)
UPLOAD_THEN_CREATE = (
    "export async function upload(file: File) {\n"
    "  const form = new FormData();\n"
    "  form.append('file', file);\n"
    "  form.append('caption', 'cover');\n"
    "  const { data } = await api.post('/uploads', form);\n"
    "  return data;\n"
    "}\n"
    "export async function createPost(title: string, file: File) {\n"
    "  const stored = await upload(file);\n"
    "  return api.post('/posts', { title, coverId: stored.id });\n"
    "}\n")


def chain(cap: dict) -> dict | None:
    return cap["attachments"]


def test_multipart_upload_id_bound_into_create(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + UPLOAD_THEN_CREATE})
    post = capability(contract, "POST", "/posts")
    assert chain(post) == {"provider": "create_upload", "transfer": "multipart",
                           "returnedField": "id", "consumerBinding": "coverId",
                           "contentBindings": ["multipart:file"], "status": "complete",
                           "missing": []}
    assert post["status"] == "draft"
    assert post["evidence"]["/attachments"][0]["line"] == 12
    assert chain(capability(contract, "POST", "/uploads")) is None
    assert needing(contract, "attachmentResolution") == ["create_post",
                                                                      "create_upload"]


def test_file_from_an_input_element(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function onPick(event: Event) {\n"
        "  const picked = (event.target as HTMLInputElement).files[0];\n"
        "  const body = new FormData();\n"
        "  body.append('image', picked);\n"
        "  const res = await api.post('/images', body);\n"
        "  return api.put('/profile', { imageId: res.data.image.id });\n"
        "}\n")})
    assert chain(capability(contract, "PUT", "/profile")) == {
        "provider": "create_image", "transfer": "multipart", "returnedField": "image.id",
        "consumerBinding": "imageId", "contentBindings": ["multipart:image"],
        "status": "complete", "missing": []}


def test_multipart_without_file_bytes_is_no_upload(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function save(name: string) {\n"
        "  const form = new FormData();\n"
        "  form.append('name', name);\n"
        "  const res = await api.post('/tags', form);\n"
        "  return api.post('/labels', { tagId: res.data.id });\n"
        "}\n")})
    labels = capability(contract, "POST", "/labels")
    assert chain(labels) is None
    assert [p["issuedBy"] for p in labels["preconditions"]] == ["create_tag"]
    assert needing(contract, "attachmentResolution") == []


def test_presigned_url_chain(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function attach(file: File) {\n"
        "  const ticket = await api.post('/uploads/presign', { name: file.name });\n"
        "  await fetch(ticket.data.url, { method: 'PUT', body: file });\n"
        "  return api.post('/documents', { key: ticket.data.key });\n"
        "}\n")})
    documents = capability(contract, "POST", "/documents")
    assert chain(documents) == {
        "provider": "upload_file", "transfer": "presigned-url",
        "returnedField": "key", "consumerBinding": "key", "contentBindings": ["body:"],
        "status": "complete", "missing": []}
    upload = capability(contract, "POST", "/uploads/presign")
    assert (upload["name"], upload["status"], chain(upload)) == ("upload_file", "draft", None)
    assert [c["name"] for c in contract["capabilities"]] == ["create_document", "upload_file"]
    messages = [r["message"] for r in contract["review"] if r["capability"] is None]
    assert not any(m.startswith("request to a URL another request returned at runtime")
                   for m in messages)


def test_half_shown_presigned_chain_requires_review(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export const listTags = () => api.get('/tags');\n"
        "export async function banner(file: File) {\n"
        "  const ticket = await api.post('/banner/presign', {});\n"
        "  await fetch(ticket.data.url, { method: 'PUT', body: file });\n"
        "}\n")})
    upload = capability(contract, "POST", "/banner/presign")
    assert (upload["name"], upload["status"], upload["outputSchema"]) == (
        "upload_banner", "requires-review", None)
    assert [r["method"] for r in upload["implementation"]["requests"]] == ["POST", "PUT"]
    items = [(r["severity"], r["evidence"][0]["line"], r["message"]) for r in contract["review"]
             if r["capability"] == "upload_banner" and "chain" in r["message"]]
    assert items == [("medium", 6, "the upload's chain is incomplete: binding: no request "
                                   "sends the reference the upload returns")]
    tags = capability(contract, "GET", "/tags")
    assert (tags["status"], chain(tags)) == ("draft", None)


def test_following_a_returned_link_is_no_transfer(derive_files):
    contract = derive_files({"src/a.ts": (
        "export async function all() {\n"
        "  const page = await (await fetch('/api/events')).json();\n"
        "  return fetch(page.next);\n"
        "}\n")})
    assert all(c["attachments"] is None for c in contract["capabilities"])


def test_upload_inputs_are_multipart_fields(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export function setAvatar(file: File, alt: string, crop?: string) {\n"
        "  const form = new FormData();\n"
        "  form.append('avatar', file);\n"
        "  form.append('alt', alt);\n"
        "  form.append('kind', 'square');\n"
        "  if (crop) form.append('crop', crop);\n"
        "  return api.post('/avatar', form);\n"
        "}\n")})
    avatar = capability(contract, "POST", "/avatar")
    request = avatar["implementation"]["requests"][0]
    assert [(b["target"], b["input"], b["value"]) for b in request["bindings"]] == [
        ("multipart:alt", "alt", None), ("multipart:avatar", "avatar", None),
        ("multipart:crop", "crop", None), ("multipart:kind", None, "square")]
    assert request["bodyEncoding"] == "multipart"
    assert avatar["inputSchema"]["required"] == ["avatar", "alt"]
    assert avatar["inputSchema"]["properties"]["avatar"] == {
        "type": "string", "description": "Host-approved attachment reference for the file sent "
        "as form field avatar; the Host resolves it to the file's content."}
    assert avatar["attachments"] is None
    assert needing(contract, "attachmentResolution") == ["set_avatar"]


def test_update_keeps_the_uploads_under_reviewed_names(derive_files):
    files = {"src/a.ts": AXIOS_API + (
        "export function setAvatar(file: File) {\n"
        "  const form = new FormData();\n"
        "  form.append('avatar', file);\n"
        "  return api.post('/avatar', form);\n"
        "}\n")}
    fresh = derive_files(files)
    reviewed = json.loads(json.dumps(fresh))
    reviewed["capabilities"][0]["name"] = "upload_avatar"
    merged = json.loads(update_contract(reviewed, derive_files(files)).text)
    assert needing(merged, "attachmentResolution") == ["upload_avatar"]


def test_computed_multipart_field_names_are_reviewed(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export function importFile(file: File, extra: Record<string, string>) {\n"
        "  const form = new FormData();\n"
        "  for (const key in extra) form.append(key, extra[key]);\n"
        "  form.append('file', file);\n"
        "  return api.post('/imports', form);\n"
        "}\n")})
    imports = capability(contract, "POST", "/imports")
    bindings = imports["implementation"]["requests"][0]["bindings"]
    assert [(b["target"], b["input"]) for b in bindings] == [("multipart:file", "file")]
    assert [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
            if r["capability"] == "create_import" and "keys the source does not show" in
            r["message"]] == [("medium", 5)]
    assert imports["status"] == "requires-review"


def confirmation(cap: dict) -> tuple[str, list[tuple[int, str]]]:
    """The confirmation policy and its evidence ``(line, rule)``."""
    return cap["operationPolicy"]["confirmation"], [
        (e["line"], e["rule"]) for e in cap["evidence"]["/operationPolicy/confirmation"]]


def test_uploads_need_upload_confirmation(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + UPLOAD_THEN_CREATE + (
        "export async function attach(file: File) {\n"
        "  const ticket = await api.post('/documents/presign', { name: file.name });\n"
        "  await fetch(ticket.data.url, { method: 'PUT', body: file });\n"
        "  return api.post('/documents', { key: ticket.data.key });\n"
        "}\n")})
    # the multipart upload sends the bytes (at the file-carrying append)
    assert confirmation(capability(contract, "POST", "/uploads")) == (
        "upload-confirmation-required", [(5, "policy.upload-confirmation")])
    # its id's consumer sends no bytes
    assert confirmation(capability(contract, "POST", "/posts"))[0] == "not-required"
    # the upload Tool owning the presigned chain sends the bytes (at the transfer); the
    # consumer of its key does not
    assert confirmation(capability(contract, "POST", "/documents/presign")) == (
        "upload-confirmation-required", [(16, "policy.upload-confirmation")])
    assert confirmation(capability(contract, "POST", "/documents"))[0] == "not-required"
    upload = capability(contract, "POST", "/uploads")["operationPolicy"]
    assert (upload["idempotency"], upload["automaticRetry"]) == ("at-most-once", "never")


def test_multipart_without_file_bytes_needs_no_upload_confirmation(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function save(name: string) {\n"
        "  const form = new FormData();\n"
        "  form.append('name', name);\n"
        "  return api.post('/tags', form);\n"
        "}\n")})
    assert confirmation(capability(contract, "POST", "/tags"))[0] == "not-required"


def test_upload_confirmation_never_applies_to_a_read():
    from code2skill.contract.models import Capability
    from code2skill.evidence import inferred
    from code2skill.passes.policy import with_upload_confirmation
    from code2skill.pipeline import Settings, derive
    from pathlib import Path
    samples = Path(__file__).resolve().parent.parent / "samples" / "uploads-chain"
    caps = derive(samples, Settings(jobs=1)).contract.capabilities
    read = next(c for c in caps if c.sideEffect == "read")
    write = next(c for c in caps if c.name == "create_album_photo")
    proof = [inferred(("src/api/files.ts", (7, 3, 7, 28)), "policy.upload-confirmation")]
    assert with_upload_confirmation(read, proof) == read
    assert with_upload_confirmation(write, []) == write
    changed = with_upload_confirmation(write, proof)
    assert isinstance(changed, Capability)
    assert (changed.operationPolicy.confirmation,
            changed.evidence["/operationPolicy/confirmation"]) == (
        "upload-confirmation-required", proof)


WRAPPED_API = AXIOS_API + (
    "export function post(url: string, data?: any) {\n"
    "  return api.post(url, data);\n"
    "}\n")


def review_of(contract: dict, name: str) -> list[tuple[str, int, str]]:
    return [(r["severity"], r["evidence"][0]["line"], r["message"])
            for r in contract["review"] if r["capability"] == name]


def test_form_data_sent_through_a_wrapper_is_multipart(derive_files):
    contract = derive_files({"src/a.ts": WRAPPED_API + (
        "export function upload(file: File) {\n"
        "  const fd = new FormData();\n"
        "  fd.append('file', file);\n"
        "  return post('/files', fd);\n"
        "}\n"
        "export const rename = (name: string) => post('/names', { name });\n")})
    upload = capability(contract, "POST", "/files")["implementation"]["requests"][0]
    assert (upload["bodyEncoding"], [b["target"] for b in upload["bindings"]]) == (
        "multipart", ["multipart:file"])
    rename = capability(contract, "POST", "/names")["implementation"]["requests"][0]
    assert rename["bodyEncoding"] == "json"


def test_a_parameter_typed_form_data_is_one_opaque_multipart_input(derive_files):
    contract = derive_files({"src/a.ts": WRAPPED_API + (
        "export const uploadImg = (params: FormData) => post('/images', params);\n")})
    cap = capability(contract, "POST", "/images")
    request = cap["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "multipart"
    assert [(b["target"], b["input"]) for b in request["bindings"]] == [("body:", "body")]
    assert cap["inputSchema"]["required"] == ["body"]
    assert cap["inputSchema"]["properties"]["body"]["type"] == "object"
    assert [e["rule"] for e in cap["evidence"]["/inputSchema/properties/body"]] == [
        "body.opaque-form-data"]
    assert ("medium", 6, "the multipart form data's fields could not be determined from "
            "source; whether it carries file content (an attachment needing upload "
            "confirmation) is unproven") in review_of(contract, cap["name"])
    # file content is not proven: no upload confirmation, no attachment claim
    assert confirmation(cap)[0] == "not-required"
    assert cap["attachments"] is None and cap["status"] == "requires-review"


def test_a_file_a_page_handler_passes_is_an_upload(derive_files):
    # the handler's `this` is the input element: its files reach the upload as a parameter
    contract = derive_files({"js/up.js": (
        "function uploadCover(file, id) {\n"
        "  var data = new FormData();\n"
        "  data.append('cover', file);\n"
        "  data.append('id', id);\n"
        "  return fetch('/api/cover', { method: 'POST', body: data });\n"
        "}\n"
        "function rename(title) {\n"
        "  var data = new FormData();\n"
        "  data.append('title', title);\n"
        "  return fetch('/api/rename', { method: 'POST', body: data });\n"
        "}\n"
        "$('#cover').on('change', function () { uploadCover(this.files[0], 7); });\n"
        "$('#title').on('change', function () { rename($(this).val()); });\n")})
    assert confirmation(capability(contract, "POST", "/api/cover")) == (
        "upload-confirmation-required", [(3, "policy.upload-confirmation")])
    assert confirmation(capability(contract, "POST", "/api/rename"))[0] == "not-required"
