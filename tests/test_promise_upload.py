"""An upload POSTed to a URL an earlier call returned through a hand-made promise (rules
``value.promise-executor``, ``dataflow.then-request``, ``attachments.upload-creates``): the
promise settles with the response value, the ``.then((url) => axios.post(url, …))`` request is
made with it, and the pair is one upload Tool — a create, never a read — whose unproven parts
are stated in ``missing``."""
from __future__ import annotations

from pathlib import Path

from code2skill.pipeline import Settings, derive
from code2skill.recogniser_context import Frame
from code2skill.values import ResponseV, UnknownV

AXIOS = ("import axios from 'axios';\n"
         "const http = axios.create({ baseURL: '/' });\n")
WRAPPER = (
    "export const getUploadUrl = (uuid: string): Promise<string> => {\n"
    "  return new Promise((resolve, reject) => {\n"
    "    http.get(`/api/servers/${uuid}/files/upload`)\n"
    "      .then(({ data }) => resolve(data.attributes.url))\n"
    "      .catch(reject);\n"
    "  });\n"
    "};\n")


def by_name(contract: dict, name: str) -> dict:
    return next(c for c in contract["capabilities"] if c["name"] == name)


def steps(cap: dict) -> list[tuple]:
    return [(r["method"], r["pathTemplate"], r["bodyEncoding"],
             [(b["target"], b["input"], b.get("from"), b.get("value")) for b in r["bindings"]])
            for r in cap["implementation"]["requests"]]


def program_of(tmp_path: Path, source: str):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.ts").write_text(source)
    return derive(tmp_path, Settings(jobs=1)).program


def returned_value(program, name: str):
    """The value function ``name`` of ``src/a.ts`` returns when called (its own parameters
    left open)."""
    fid = next(f for f, (_, fn) in program.functions.items() if fn.name == name)
    site = next(s for s in program.calls_by_scope[("src/a.ts", None)]
                if getattr(s.call.callee, "name", None) == "probe")
    return program.value_of(site.call.args[0], Frame("src/a.ts", None)), fid


def test_a_promise_settles_with_the_value_passed_to_resolve(tmp_path):
    program = program_of(tmp_path, AXIOS + WRAPPER + "probe(getUploadUrl('x'));\n")
    value, _ = returned_value(program, "getUploadUrl")
    assert isinstance(value, ResponseV)
    assert (value.path, value.body) == (("attributes", "url"), True)


def test_a_resolve_shadowed_or_fed_by_an_unknown_callback_is_unknown(tmp_path):
    program = program_of(tmp_path, AXIOS + (
        "export const a = () => new Promise((resolve) => {\n"
        "  emitter.on('ready', (resolve) => resolve(1));\n"
        "});\n"
        "export const b = () => new Promise((resolve) => {\n"
        "  emitter.on('ready', (event) => resolve(event.url));\n"
        "});\n"
        "export const c = () => new Promise(function (resolve) { resolve('/ok'); });\n"
        "probe(a()); probe(b()); probe(c());\n"))
    sites = [s for s in program.calls_by_scope[("src/a.ts", None)]
             if getattr(s.call.callee, "name", None) == "probe"]
    a, b, c = (program.value_of(s.call.args[0], Frame("src/a.ts", None)) for s in sites)
    assert isinstance(a, UnknownV) and isinstance(b, UnknownV)
    assert getattr(c, "parts", None) is not None and c.parts[0].text == "/ok"


def test_an_upload_to_a_returned_url_is_one_upload_tool(derive_files):
    contract = derive_files({"src/a.ts": AXIOS + WRAPPER + (
        "export const listServers = () => http.get('/api/servers');\n"
        "export function upload(uuid: string, file: File) {\n"
        "  return getUploadUrl(uuid).then((url) =>\n"
        "    axios.post(url, { files: file }, {\n"
        "      headers: { 'Content-Type': 'multipart/form-data' } }));\n"
        "}\n")})
    names = [c["name"] for c in contract["capabilities"]]
    assert names == ["list_servers", "upload_server_file"]
    upload = by_name(contract, "upload_server_file")
    assert steps(upload) == [
        ("GET", "/api/servers/{uuid}/files/upload", "none", [("path:uuid", "uuid", None, None)]),
        ("POST", "", "multipart", [
            ("multipart:files", "file", None, None),
            ("url:", None, {"request": 0, "resultPath": "/attributes/url"}, None)])]
    assert (upload["sideEffect"], upload["operationPolicy"]) == ("create", {
        "sideEffect": "create", "idempotency": "at-most-once", "automaticRetry": "never",
        "confirmation": "upload-confirmation-required", "unknownOutcome": "stop-and-reconcile"})
    assert upload["annotations"]["readOnlyHint"] is False
    assert upload["inputSchema"]["required"] == ["file", "uuid"]
    assert upload["inputSchema"]["properties"]["file"]["required"] == [
        "filename", "mediaType", "size", "sha256", "contentBase64"]
    # nothing sends a reference the upload returns: stated, the upload stays below approval
    assert upload["status"] == "requires-review"
    [item] = [r for r in contract["review"] if r["capability"] == "upload_server_file"
              and "chain" in r["message"]]
    assert item["message"] == ("the upload's chain is incomplete: binding: no request sends "
                               "the reference the upload returns")
    assert by_name(contract, "list_servers")["status"] == "draft"
    assert not [r for r in contract["review"] if "did not reach the contract" in r["message"]]


def test_a_transfer_query_not_shown_is_missing(derive_files):
    contract = derive_files({"src/a.ts": AXIOS + WRAPPER + (
        "export function upload(uuid: string, file: File, directory: string) {\n"
        "  return getUploadUrl(uuid).then((url) =>\n"
        "    axios.post(url, { files: file }, {\n"
        "      headers: { 'Content-Type': 'multipart/form-data' },\n"
        "      params: { directory, mode: 'append', name: file.name } }));\n"
        "}\n")})
    upload = by_name(contract, "upload_server_file")
    assert steps(upload)[1][3] == [
        ("multipart:files", "file", None, None),
        ("query:mode", None, None, "append"), ("query:name", "file.filename", None, None),
        ("url:", None, {"request": 0, "resultPath": "/attributes/url"}, None)]
    [item] = [r for r in contract["review"] if r["capability"] == "upload_server_file"
              and "chain" in r["message"]]
    assert "transfer: the value of query parameter directory is not shown" in item["message"]


def test_the_asset_library_golden_has_no_authorization_tool_left():
    import json
    golden = Path(__file__).resolve().parents[1] / "samples" / "asset-library" / "expected" / \
        "canonical-contract.json"
    contract = json.loads(golden.read_text())
    upload = by_name(contract, "upload_folder_import")
    assert [(r["method"], r["pathTemplate"]) for r in upload["implementation"]["requests"]] == [
        ("GET", "/folders/{folderId}/import-url"), ("POST", "")]
    assert not [c for c in contract["capabilities"] if len(c["implementation"]["requests"]) == 1
                and c["implementation"]["requests"][0]["pathTemplate"].endswith("import-url")]
    assert upload["sideEffect"] == "create" and upload["status"] == "requires-review"


def test_a_transfer_in_the_authorizations_then_callback_through_a_wrapper(derive_files):
    """The authorization's own ``.then`` callback sends the bytes through an upload service
    whose ``post(url, data, config = {})`` passes a config without ``params``: no query, and
    the returned id the later ``PATCH`` sends is the Tool's output."""
    contract = derive_files({"src/a.ts": AXIOS + (
        "class Uploader {\n"
        "  post(url: string, data = {}, config = {}) { return http.post(url, data, config); }\n"
        "  send(url: string, file: File) {\n"
        "    return this.post(url, file, { headers: { 'Content-Type': file.type } });\n"
        "  }\n"
        "}\n"
        "const uploader = new Uploader();\n"
        "export function uploadLogo(slug: string, file: File) {\n"
        "  return http.post(`/workspaces/${slug}/assets`, { name: file.name, size: file.size })\n"
        "    .then(async (response) => {\n"
        "      await uploader.send(response.data.upload_url, file);\n"
        "      await http.patch(`/workspaces/${slug}`, { logo: response.data.asset_id });\n"
        "    });\n"
        "}\n")})
    upload = by_name(contract, "upload_workspace_asset")
    assert steps(upload) == [
        ("POST", "/workspaces/{slug}/assets", "json", [
            ("body:name", "file.filename", None, None), ("body:size", "file.size", None, None),
            ("path:slug", "slug", None, None)]),
        ("POST", "", "binary", [
            ("body:", "file", None, None),      # the header the service's caller passes
            ("header:Content-Type", "file.mediaType", None, None),
            ("url:", None, {"request": 0, "resultPath": "/upload_url"}, None)])]
    assert upload["implementation"]["output"] == [
        {"field": "asset_id", "from": {"request": 0, "resultPath": "/asset_id"}}]
    assert upload["status"] == "draft"
    [patch] = [c for c in contract["capabilities"] if c["name"] != "upload_workspace_asset"]
    assert (patch["attachments"]["provider"], patch["attachments"]["returnedField"],
            patch["attachments"]["status"]) == ("upload_workspace_asset", "asset_id", "complete")
