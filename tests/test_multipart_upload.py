"""A multipart upload whose returned id another call sends is the business upload Tool (rule
``attachments.multipart-upload-tool``): D7 bounded content in, the bound id out, and the four
views of the handoff (provider output path, consumer input, data-flow edge, request binding)
agree; incomplete chains and unrelated capabilities are left as they are."""
from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pytest

from code2skill.contract.models import Attachments, Contract
from code2skill.export.plan import select
from code2skill.passes.multipart_upload import with_multipart_upload_tools
from code2skill.passes.upload_tool import CONTENT_SCHEMA, pointer
from code2skill.graphs.build import add_data_flow, endpoint_id

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
AXIOS_API = ("import axios from 'axios';\n"
             "export const api = axios.create({ baseURL: '/' });\n")


def sample(name: str) -> Contract:
    return Contract.model_validate_json(
        (SAMPLES / name / "expected" / "canonical-contract.json").read_text())


def by_name(contract: Contract, name: str):
    return next(c for c in contract.capabilities if c.name == name)


def test_asset_library_uploads_take_bounded_content_and_return_the_bound_id():
    contract = sample("asset-library")
    asset, avatar = by_name(contract, "create_asset"), by_name(contract, "send_me_avatar")
    assert asset.inputSchema["properties"]["upload"] == CONTENT_SCHEMA
    assert asset.inputSchema["properties"]["folder"] == {
        "description": "Folder of the asset.", "type": "string"}
    assert [(o.field, o.from_.request, o.from_.resultPath)
            for o in asset.implementation.output] == [("asset.id", 0, "/asset/id")]
    assert asset.outputSchema == {"type": "object", "required": ["asset"], "properties": {
        "asset": {"type": "object", "required": ["id"],
                  "properties": {"id": {"type": "string"}}}}}
    assert avatar.inputSchema["properties"]["avatar"] == CONTENT_SCHEMA
    assert [(o.field, o.from_.resultPath) for o in avatar.implementation.output] == [
        ("avatarId", "/avatarId")]
    assert by_name(contract, "list_team_folders").implementation.output == []
    plans, skipped = select(contract, False)
    assert {"create_asset", "send_me_avatar"} <= {p.capability.name for p in plans}
    assert [s.name for s in skipped] == ["upload_folder_import"]     # its chain is reviewed


@pytest.mark.parametrize("app, consumer", [
    ("asset-library", "set_team"), ("asset-library", "set_me_profile"),
    ("uploads-chain", "create_album_photo")])
def test_provider_output_consumer_input_edge_and_binding_agree(app, consumer):
    """The four views of a multipart handoff name one value (seed, "Attachments")."""
    contract = sample(app)
    cap = by_name(contract, consumer)
    chain = cap.attachments
    provider = by_name(contract, chain.provider)
    assert (chain.transfer, chain.status) == ("multipart", "complete")
    # provider output path: the upload Tool returns that member of its one request's result
    [out] = [o for o in provider.implementation.output if o.field == chain.returnedField]
    assert (out.from_.request, out.from_.resultPath) == (0, pointer(chain.returnedField))
    node = provider.outputSchema
    for part in chain.returnedField.split("."):
        assert part in node["required"]
        node = node["properties"][part]
    # consumer input: the consumer's request binds that input
    assert [b.target for r in cap.implementation.requests for b in r.bindings
            if b.input == chain.consumerBinding] != []
    # data-flow edge: the precondition and the graph edge built from it
    [pre] = [p for p in cap.preconditions if p.input == chain.consumerBinding]
    assert (pre.issuedBy, pre.resultPath) == (chain.provider, chain.returnedField)
    graph = nx.MultiDiGraph()
    add_data_flow(graph, contract)
    source = endpoint_id(provider.implementation.requests[0])
    target = endpoint_id(cap.implementation.requests[0])
    assert {(d["resultPath"], d["input"]) for u, v, d in graph.edges(data=True)
            if (u, v) == (source, target)} == {(chain.returnedField, chain.consumerBinding)}
    # request binding: the provider sends the content input in exactly the chain's fields
    content = {b.target: b.input for b in provider.implementation.requests[0].bindings
               if b.target in chain.contentBindings}
    assert sorted(content) == chain.contentBindings
    assert all(provider.inputSchema["properties"][i] == CONTENT_SCHEMA
               for i in content.values())


def test_derived_multipart_upload_tool(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export const listTags = () => api.get('/tags');\n"
        "export async function post(title: string, file: File) {\n"
        "  const form = new FormData();\n"
        "  form.append('file', file);\n"
        "  const { data } = await api.post<{ id: string; url: string }>('/media', form);\n"
        "  return api.post('/posts', { title, mediaId: data.id });\n"
        "}\n")})
    caps = {c["name"]: c for c in contract["capabilities"]}
    media = caps["create_media"]
    assert media["inputSchema"]["properties"]["file"]["required"] == [
        "filename", "mediaType", "size", "sha256", "contentBase64"]
    assert media["implementation"]["output"] == [
        {"field": "id", "from": {"request": 0, "resultPath": "/id"}}]
    assert media["outputSchema"] == {"type": "object", "properties": {"id": {"type": "string"}},
                                     "required": ["id"]}
    assert [e["rule"] for e in media["evidence"]["/implementation/output/0"]] == [
        "attachments.returned-reference"]
    assert caps["create_post"]["attachments"]["provider"] == "create_media"
    assert "output" not in caps["list_tags"]["implementation"]


def test_a_multipart_upload_nothing_binds_keeps_its_reference(derive_files):
    contract = derive_files({"src/a.ts": AXIOS_API + (
        "export async function importOrders(file: File) {\n"
        "  const form = new FormData();\n"
        "  form.append('file', file);\n"
        "  return api.post<{ id: string }>('/imports', form);\n"
        "}\n")})
    [cap] = contract["capabilities"]
    assert cap["inputSchema"]["properties"]["file"]["type"] == "string"
    assert "output" not in cap["implementation"]


def test_a_chain_under_review_leaves_its_provider_as_it_is():
    contract = sample("asset-library")
    caps = [c.model_copy(update={"attachments": c.attachments.model_copy(update={
        "status": "requires-review", "missing": ["binding: not shown"]})})
        if c.attachments is not None else c for c in contract.capabilities]
    plain = [c.model_copy(update={"implementation": c.implementation.model_copy(
        update={"output": []})}) for c in caps]
    assert with_multipart_upload_tools(plain) == plain


def test_the_pass_is_idempotent_and_leaves_presigned_chains():
    contract = sample("uploads-chain")
    assert with_multipart_upload_tools(contract.capabilities) == contract.capabilities
    video = by_name(contract, "create_album_video").attachments
    assert isinstance(video, Attachments) and video.transfer == "presigned-url"


def test_the_golden_names_the_rule():
    data = json.loads((SAMPLES / "asset-library" / "expected" /
                       "canonical-contract.json").read_text())
    asset = next(c for c in data["capabilities"] if c["name"] == "create_asset")
    assert "attachments.multipart-upload-tool" in {
        e["rule"] for e in asset["evidence"]["/inputSchema/properties/upload"]}
