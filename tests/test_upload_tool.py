"""One business upload Tool owns a presigned chain (rule ``attachments.upload-tool``): exact
requests and ``from`` bindings, D7 content input, the agreement of provider output, consumer
input, data-flow edge and request binding, the ``from`` binding in the model, and the exported
Function running the chain against a loopback stub."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from conftest import capability
from code2skill.contract.models import Binding, Implementation, contract_json_schema
from code2skill.export import export_package
from code2skill.passes.upload_tool import pointer, upload_name

HERE = Path(__file__).parent
OPS = HERE.parent / "samples" / "ops-console" / "expected" / "canonical-contract.json"
AXIOS_API = ("import axios from 'axios';\n"
             "export const api = axios.create({ baseURL: '/' });\n")


def ops() -> dict:
    return json.loads(OPS.read_text())


def by_name(contract: dict, name: str) -> dict:
    return next(c for c in contract["capabilities"] if c["name"] == name)


def steps(cap: dict) -> list[tuple]:
    return [(r["method"], r["pathTemplate"], r["bodyEncoding"],
             [(b["target"], b["input"], b.get("from")) for b in r["bindings"]])
            for r in cap["implementation"]["requests"]]


def test_ops_console_upload_tool_owns_presign_and_transfer():
    contract = ops()
    names = [c["name"] for c in contract["capabilities"]]
    assert "presign_attachment" not in names and "upload_attachment" in names
    upload = by_name(contract, "upload_attachment")
    assert steps(upload) == [
        ("POST", "/attachments.presign", "json",
         [("body:contentType", "file.mediaType", None), ("body:name", "file.filename", None),
          ("body:size", "file.size", None)]),
        ("PUT", "", "binary",
         [("body:", "file", None), ("header:Content-Type", "file.mediaType", None),
          ("url:", None, {"request": 0, "resultPath": "/uploadUrl"})])]
    assert upload["implementation"]["output"] == [
        {"field": "key", "from": {"request": 0, "resultPath": "/key"}}]
    assert upload["inputSchema"]["required"] == ["file"]
    assert sorted(upload["inputSchema"]["properties"]) == ["file"]
    assert upload["inputSchema"]["properties"]["file"]["required"] == [
        "filename", "mediaType", "size", "sha256", "contentBase64"]
    assert upload["outputSchema"] == {"type": "object", "properties": {"key": {"type": "string"}},
                                      "required": ["key"]}
    assert (upload["status"], upload["operationPolicy"]["confirmation"]) == (
        "draft", "upload-confirmation-required")
    assert [r["message"] for r in contract["review"] if "returned at runtime" in r["message"]] \
        == []


def test_provider_output_consumer_input_edge_and_binding_agree():
    """The four views of the handoff name the same value (seed, "Attachments")."""
    from code2skill.contract.models import Contract
    from code2skill.graphs.build import add_data_flow
    import networkx as nx
    contract = ops()
    consumer = by_name(contract, "create_document_attachment")
    chain = consumer["attachments"]
    provider = by_name(contract, chain["provider"])
    # provider output path: the Tool returns that member, read from the authorization's result
    [out] = [o for o in provider["implementation"]["output"] if o["field"] == chain["returnedField"]]
    assert out["from"]["resultPath"] == pointer(chain["returnedField"])
    assert chain["returnedField"] in provider["outputSchema"]["properties"]
    # consumer input: the consumer's request binds that input
    bound = [b["target"] for r in consumer["implementation"]["requests"] for b in r["bindings"]
             if b["input"] == chain["consumerBinding"]]
    assert bound == ["body:key"]
    # data-flow edge: the precondition, and the graph edge built from it
    [pre] = consumer["preconditions"]
    assert (pre["issuedBy"], pre["resultPath"], pre["input"]) == (
        chain["provider"], chain["returnedField"], chain["consumerBinding"])
    graph = nx.MultiDiGraph()
    add_data_flow(graph, Contract.model_validate(contract))
    edges = {(u, v, d["resultPath"], d["input"]) for u, v, d in graph.edges(data=True)
             if v == "endpoint:ops POST /documents/{documentId}/attachments"}
    assert edges == {("endpoint:ops POST /attachments.presign",
                      "endpoint:ops POST /documents/{documentId}/attachments", "key", "key"),
                     ("endpoint:ops PUT ",
                      "endpoint:ops POST /documents/{documentId}/attachments", "key", "key")}
    # the content the chain carries is the provider's own content binding
    assert chain["contentBindings"] == sorted(
        b["target"] for r in provider["implementation"]["requests"] for b in r["bindings"]
        if b["input"] == "file")


def test_unproven_transfer_content_leaves_the_upload_in_review(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export const listTags = () => api.get('/tags');\n"
        "export async function attach(file: File, note: string) {\n"
        "  const ticket = await api.post('/files/presign', { name: file.name, note });\n"
        "  await fetch(ticket.data.url, { method: 'PUT', body: note });\n"
        "  return api.post('/notes', { key: ticket.data.key });\n"
        "}\n")})
    upload = capability(contract, "POST", "/files/presign")
    assert (upload["name"], upload["status"]) == ("upload_file", "requires-review")
    assert sorted(upload["inputSchema"]["properties"]) == ["file", "note"]
    assert upload["inputSchema"]["required"] == ["file", "note"]
    notes = capability(contract, "POST", "/notes")
    assert notes["attachments"]["status"] == "requires-review"
    assert notes["attachments"]["missing"] == [
        "content: the transfer's body is not proven to be file bytes"]
    assert capability(contract, "GET", "/tags")["status"] == "draft"


def test_a_multipart_upload_whose_id_is_sent_is_the_upload_tool(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function post(title: string, file: File) {\n"
        "  const form = new FormData();\n"
        "  form.append('file', file);\n"
        "  const { data } = await api.post('/media', form);\n"
        "  return api.post('/posts', { title, mediaId: data.id });\n"
        "}\n")})
    assert [c["name"] for c in contract["capabilities"]] == ["create_media", "create_post"]
    assert capability(contract, "POST", "/posts")["attachments"]["provider"] == "create_media"


@pytest.mark.parametrize("name, path, expected", [
    ("presign_attachment", "/attachments.presign", "upload_attachment"),
    ("create_upload_url", "/upload-url", "upload_file"),
    ("get_avatar_upload_url", "/avatar/upload-url", "upload_avatar"),
    ("presign_upload", "/uploads/presign", "upload_file"),
    ("create_workspace_upload_url", "/api/workspaces/{workspaceId}/upload-url",
     "upload_workspace_file"),
    ("create_bounty_upload", "/bounties/{id}/upload", "upload_bounty_file"),
    ("create_banner_upload", "/banner/uploads", "upload_banner")])
def test_upload_names(name, path, expected):
    assert upload_name(name, path) == expected


def test_json_pointer_of_a_dot_path():
    assert [pointer(p) for p in ("", "key", "data.key", "a/b~c")] == [
        "", "/key", "/data/key", "/a~1b~0c"]


def request(bindings: list[dict], path: str = "/x") -> dict:
    return {"service": "s", "method": "PUT", "pathTemplate": path, "bindings": bindings,
            "bodyEncoding": "binary", "successStatuses": [200], "callSites": []}


def test_a_from_binding_reads_an_earlier_step_only():
    url = {"target": "url:", "from": {"request": 0, "resultPath": "/uploadUrl"}}
    ok = Implementation.model_validate({"requests": [request([]), request([url], "")]},
                                       strict=True)
    assert ok.requests[1].bindings[0].model_dump(mode="json") == {
        "target": "url:", "input": None, "value": None,
        "from": {"request": 0, "resultPath": "/uploadUrl"}}
    with pytest.raises(ValidationError, match="not an earlier step"):
        Implementation.model_validate({"requests": [request([url], "")]}, strict=True)
    with pytest.raises(ValidationError, match="resultPath"):
        Binding.model_validate({"target": "url:", "from": {"request": 0, "resultPath": "url"}})
    with pytest.raises(ValidationError, match="does not exist"):
        Implementation.model_validate({"requests": [request([])], "output": [
            {"field": "key", "from": {"request": 1, "resultPath": "/key"}}]})
    assert Binding(target="body:x", input="x").model_dump(mode="json") == {
        "target": "body:x", "input": "x", "value": None}


def test_the_schema_publishes_from_and_output():
    defs = contract_json_schema()["$defs"]
    assert defs["Binding"]["properties"]["from"]["anyOf"][0] == {"$ref": "#/$defs/ResultRef"}
    assert defs["ResultRef"]["required"] == ["request", "resultPath"]
    assert "output" in defs["Implementation"]["properties"]
    assert "binary" in defs["Request"]["properties"]["bodyEncoding"]["enum"]


@pytest.mark.skipif(__import__("shutil").which("node") is None, reason="needs Node.js")
def test_the_exported_upload_tool_runs_the_chain(tmp_path):
    from test_export_node import McpSession, Stub
    out = tmp_path / "pkg"
    result = export_package(OPS, out)
    assert "upload_attachment" in result.exported
    routes: dict = {}
    stub = Stub(routes)            # it reads routes on each request: the presign answer names it
    routes[("POST", "/v1/attachments.presign")] = (200, {
        "uploadUrl": stub.url + "store/k1?sig=abc", "key": "k1"})
    routes[("PUT", "/v1/store/k1")] = (200, {})
    content = b"hello"
    file = {"filename": "a.txt", "mediaType": "text/plain", "size": len(content),
            "sha256": hashlib.sha256(content).hexdigest(), "contentBase64": "aGVsbG8="}
    session = McpSession(out, {"OPS_API_BASE_URL": stub.url, "OPS_BEARER_TOKEN": "secret-token"})
    try:
        answer = session.tool("upload_attachment", {"file": file})
    finally:
        session.close()
        stub.close()
    assert answer.get("isError", False) is False, answer
    assert answer["structuredContent"] == {"key": "k1"}
    presign, put = stub.requests
    assert (presign["method"], presign["path"]) == ("POST", "/v1/attachments.presign")
    assert json.loads(presign["body"]) == {"contentType": "text/plain", "name": "a.txt",
                                           "size": 5}
    assert presign["headers"]["authorization"] == "Bearer secret-token"
    assert (put["method"], put["path"], put["body"]) == ("PUT", "/v1/store/k1?sig=abc", "hello")
    assert put["headers"]["content-type"] == "text/plain"
    assert "authorization" not in put["headers"]



def test_derive_update_keeps_the_upload_tool_as_derived(tmp_path):
    import shutil
    from code2skill.pipeline import Settings, derive
    from code2skill.update import update_contract
    app = tmp_path / "ops-console"
    shutil.copytree(OPS.parent.parent, app, ignore=shutil.ignore_patterns("expected"))
    fresh = derive(app, Settings(jobs=1)).contract.model_dump(mode="json")
    merged = json.loads(update_contract(json.loads(json.dumps(fresh)), fresh).text)
    assert by_name(merged, "upload_attachment") == by_name(fresh, "upload_attachment")


def test_validate_checks_the_issued_url_step(tmp_path):
    from code2skill.validate import validate_package
    out = tmp_path / "pkg"
    export_package(OPS, out)
    assert [f.rule for f in validate_package(out).findings] == []
    function = out / "functions" / "upload_attachment.mjs"
    text = function.read_text()
    assert text.count('issuedTarget(resultValue(response0, "/uploadUrl"))') == 1
    function.write_text(text.replace('issuedTarget(resultValue(response0, "/uploadUrl"))',
                                     'service("ops", "bearer", null)'))
    finding, changed = validate_package(out).findings
    assert (changed.rule, changed.file) == ("C2S-V024", "functions/upload_attachment.mjs")
    assert (finding.rule, finding.capability, finding.message) == (
        "C2S-V022", "upload_attachment", "functions/upload_attachment.mjs: the URL steps do not "
        "match the contract's url: bindings (missing: request 0 '/uploadUrl')")


def test_a_completion_call_is_the_third_step(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function send(text: string, file: File) {\n"
        "  const { data: up } = await api.post('/uploads', { filename: file.name, size: file.size });\n"
        "  await fetch(up.url, { method: 'PUT', body: file });\n"
        "  const { data: done } = await api.post(`/uploads/${up.uploadId}/complete`);\n"
        "  return api.post('/messages', { text, fileId: done.fileId });\n"
        "}\n")})
    assert [c["name"] for c in contract["capabilities"]] == ["send_message", "upload_file"]
    upload = by_name(contract, "upload_file")
    assert steps(upload) == [
        ("POST", "/uploads", "json",
         [("body:filename", "file.filename", None), ("body:size", "file.size", None)]),
        ("PUT", "", "binary", [("body:", "file", None),
                               ("url:", None, {"request": 0, "resultPath": "/url"})]),
        ("POST", "/uploads/{uploadId}/complete", "none",
         [("path:uploadId", None, {"request": 0, "resultPath": "/uploadId"})])]
    assert upload["implementation"]["output"] == [
        {"field": "fileId", "from": {"request": 2, "resultPath": "/fileId"}}]
    assert upload["status"] == "draft"
    message = by_name(contract, "send_message")
    assert message["attachments"] == {
        "provider": "upload_file", "transfer": "presigned-url", "returnedField": "fileId",
        "consumerBinding": "fileId", "contentBindings": ["body:"], "status": "complete",
        "missing": []}
    assert [(p["issuedBy"], p["resultPath"]) for p in message["preconditions"]] == [
        ("upload_file", "fileId")]
    names = {c["name"] for c in contract["capabilities"]}
    assert all(r["capability"] in names | {None} for r in contract["review"])


def test_a_presigned_form_post_binds_its_fields_or_says_what_is_missing(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function shot(file: File) {\n"
        "  const { data: t } = await api.post('/shots/presign', { name: file.name });\n"
        "  const form = new FormData();\n"
        "  form.append('policy', t.policy);\n"
        "  form.append('acl', 'private');\n"
        "  form.append('file', file);\n"
        "  await fetch(t.url, { method: 'POST', body: form,\n"
        "    headers: { 'Content-Length': file.size.toString() } });\n"
        "  return api.post('/posts', { shotKey: t.key, caption: 'x' });\n"
        "}\n"
        "export async function avatar(file: File) {\n"
        "  const { data: t } = await api.post('/avatars/presign', {});\n"
        "  const form = new FormData();\n"
        "  for (const f of t.fields) form.append(f.key, f.value);\n"
        "  form.append('file', file);\n"
        "  await fetch(t.url, { method: 'POST', body: form });\n"
        "  return api.put('/me', { avatarKey: t.key });\n"
        "}\n")})
    shot = by_name(contract, "upload_shot")
    assert steps(shot)[1] == ("POST", "", "multipart", [
        ("multipart:acl", None, None), ("multipart:file", "file", None),
        ("multipart:policy", None, {"request": 0, "resultPath": "/policy"}),
        ("url:", None, {"request": 0, "resultPath": "/url"})])
    assert shot["implementation"]["requests"][1]["bindings"][0]["value"] == "private"
    assert shot["status"] == "draft"
    avatar = by_name(contract, "upload_avatar")
    assert avatar["status"] == "requires-review"
    assert by_name(contract, "update_me")["attachments"]["missing"] == [
        "transfer: a form field's name is computed at run time (a presigned form's policy "
        "fields): not shown"]
