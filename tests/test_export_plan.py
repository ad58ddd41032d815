"""Which capabilities an export registers and the exact reason for each one it does not
(code2skill.export.plan), on variants of the small golden contract and the samples."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from code2skill.contract.models import Contract
from code2skill.export.plan import accessor, array_members, path_source, select

HERE = Path(__file__).parent
SMALL = json.loads((HERE / "golden" / "export-small" / "canonical-contract.json").read_text())
SAMPLES = HERE.parent / "samples"
CONTENT = {"type": "object", "description": "The file.",
           "required": ["filename", "mediaType", "size", "sha256", "contentBase64"],
           "properties": {"filename": {"type": "string"}, "mediaType": {"type": "string"},
                          "size": {"type": "integer", "maximum": 1000000},
                          "sha256": {"type": "string"}, "contentBase64": {"type": "string"}}}


def variant(name: str, change) -> Contract:
    data = copy.deepcopy(SMALL)
    cap = next(c for c in data["capabilities"] if c["name"] == name)
    change(cap, data)
    return Contract.model_validate(data)


def reasons(contract: Contract) -> dict[str, tuple[str, str]]:
    return {s.name: (s.rule, s.reason) for s in select(contract, False)[1]}


def sample(name: str) -> Contract:
    path = SAMPLES / name / "expected" / "canonical-contract.json"
    return Contract.model_validate_json(path.read_text())


def test_trusted_confirmation_is_not_registered():
    def change(cap, _data):
        cap["operationPolicy"]["confirmation"] = "trusted-confirmation-required"
    assert reasons(variant("create_book_review", change))["create_book_review"] == (
        "exporter.guard", "needs a trusted confirmation, protected runtime state or workflow "
        "Guard (confirmation trusted-confirmation-required, runtimeProtection "
        "backend-authoritative); this exporter generates no Guard")


def test_context_binding_is_not_registered():
    def change(cap, _data):
        cap["implementation"]["requests"][0]["bindings"].append(
            {"target": "header:X-Tenant", "input": None, "value": None, "context": "tenant"})
    assert reasons(variant("search_books", change))["search_books"] == (
        "exporter.context", "request 0 binding header:X-Tenant is filled by the Host from "
        "context 'tenant'; this profile has no context facility")


def test_path_hole_without_binding_is_not_registered():
    def change(cap, _data):
        cap["implementation"]["requests"][0]["pathTemplate"] = "/books/{isbn}/reviews/{id}"
    assert reasons(variant("create_book_review", change))["create_book_review"] == (
        "exporter.path", "request 0 path template '/books/{isbn}/reviews/{id}': hole(s) ['id'] "
        "have no path binding")


def test_schema_outside_the_subset_is_not_registered():
    def change(cap, _data):
        cap["inputSchema"]["properties"]["q"]["$ref"] = "#/defs/q"
    rule, reason = reasons(variant("search_books", change))["search_books"]
    assert (rule, reason) == ("exporter.schema", "schema not supported: "
                              "/inputSchema/properties/q/$ref: keyword '$ref' is not supported "
                              "by the strict-export-v1 zod generator")


def test_idempotent_with_key_needs_the_key_binding():
    def change(cap, _data):
        cap["implementation"]["requests"][0]["bindings"] = [
            b for b in cap["implementation"]["requests"][0]["bindings"]
            if not b["target"].startswith("header:")]
    assert reasons(variant("import_books", change))["import_books"][0] == "exporter.idempotency"


def test_host_attachment_references_are_not_registered():
    assert reasons(sample("ops-console"))["create_import"] == (
        "exporter.attachment", "request 0 field multipart:file carries attachment content from "
        "input 'file', which is not bounded content {filename, mediaType, size, sha256, "
        "contentBase64}: resolving a Host attachment reference needs the attachmentResolution "
        "facility, which this profile does not offer over stdio")
    plans, _ = select(sample("uploads-chain"), False)
    # the consumers send only the returned id or key; both upload Tools, the multipart one
    # and the presigned chain's, take bounded content (D7) and are registered
    assert {"create_album_photo", "create_album_video", "upload_file", "upload_video"} <= {
        p.capability.name for p in plans}


def test_unknown_body_encoding_with_a_body_is_not_registered():
    def change(cap, _data):
        cap["implementation"]["requests"][0]["bodyEncoding"] = "unknown"
    assert reasons(variant("create_book_review", change))["create_book_review"] == (
        "exporter.encoding", "request 0 has body bindings but bodyEncoding 'unknown'")


def test_body_bindings_under_a_multipart_encoding_are_not_registered():
    def change(cap, _data):
        cap["implementation"]["requests"][0]["bodyEncoding"] = "multipart"
    assert reasons(variant("create_book_review", change))["create_book_review"] == (
        "exporter.encoding", "request 0 has body bindings but bodyEncoding 'multipart': only "
        "multipart fields are sent")


def test_bounded_content_is_a_multipart_content_field():
    def change(cap, data):
        cap["operationPolicy"]["confirmation"] = "upload-confirmation-required"
        cap["inputSchema"]["properties"]["file"] = CONTENT
        request = cap["implementation"]["requests"][0]
        request["bodyEncoding"] = "multipart"
        request["bindings"] = [{"target": "multipart:file", "input": "file", "value": None},
                               {"target": "multipart:rating", "input": "rating", "value": None},
                               {"target": "path:isbn", "input": "isbn", "value": None}]
    plans, skipped = select(variant("create_book_review", change), False)
    plan = next(p for p in plans if p.capability.name == "create_book_review")
    fields = [(f.name, f.expr, f.content) for f in plan.requests[0].multipart]
    assert fields == [("file", 'input["file"]', True), ("rating", 'input["rating"]', False)]
    assert plan.uses_content


def test_status_reasons_quote_the_review():
    found = reasons(Contract.model_validate(SMALL))["remove_book"]
    assert found[0] == "status.requires-review"
    assert found[1].startswith("status requires-review: not registered until a reviewer "
                               "resolves it; review: Which shelf a removal applies to is not "
                               "proven. | ")


@pytest.mark.parametrize("dotted, expr", [("q", 'input["q"]'),
                                          ("filter.owner", 'input["filter"]?.["owner"]')])
def test_accessor(dotted, expr):
    assert accessor(dotted) == expr


def test_path_source_encodes_each_hole_and_escapes_literals():
    assert path_source(0, "/a/{id}/`x`\\/${", [("id", 'input["id"]', None)]) == \
        '/a/${encodeURIComponent(pathValue(input["id"], "id"))}/\\`x\\`\\\\/\\${'


def test_members_whose_segments_are_the_indexes_from_zero_are_arrays():
    assert array_members(["params.0", "params.1", "params.2"]) == ["params"]
    assert array_members(["a.items.0", "a.items.1", "a.name"]) == ["a.items"]
    assert array_members(["0", "1"]) == []                     # the whole body stays an object
    assert array_members(["params.0", "params.2"]) == []       # a gap
    assert array_members(["params.01"]) == []                  # not canonical
    assert array_members(["params.0", "params.x"]) == []
    assert array_members(["", "title", "meta.id"]) == []
