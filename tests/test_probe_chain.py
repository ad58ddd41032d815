"""``code2skill probe`` on chained Tools (a step whose result a later step or the output reads,
``from: {request, resultPath}``): bounded attachment content as input, the stub's answer to
each step, the expected requests of every step and the output ``implementation.output``
builds."""
from __future__ import annotations

import base64
import hashlib
import json
import urllib.request

import jsonschema
from node_support import needs_node
from validate_support import exported, mutate_file

from code2skill.probe import probe_package
from code2skill.probe.chain import MISSING, output_of, put, resolve, step_answers
from code2skill.probe.expect import ANY, differences, expected_request
from code2skill.probe.inputs import example
from code2skill.probe.stub import Answer, Recorded, Stub


BASE = "http://127.0.0.1:9"
CONTENT = {"type": "object", "additionalProperties": False,
           "required": ["filename", "mediaType", "size", "sha256", "contentBase64"],
           "properties": {"filename": {"type": "string", "minLength": 1},
                          "mediaType": {"type": "string", "minLength": 1},
                          "size": {"type": "integer", "minimum": 0, "maximum": 100},
                          "sha256": {"type": "string", "pattern": "^[0-9a-fA-F]{64}$"},
                          "contentBase64": {"type": "string"}}}
# a presign step, the transfer of the bytes to the URL it issues, a completion step that sends
# the presign's key back; the output is the key and the transfer's etag
CHAIN = {
    "name": "upload_file",
    "inputSchema": {"type": "object", "properties": {"file": CONTENT}},
    "outputSchema": {"type": "object", "properties": {
        "key": {"type": "string"}, "meta": {"type": "object", "properties": {
            "size": {"type": "integer", "minimum": 7}}}}},
    "implementation": {
        "requests": [
            {"method": "POST", "pathTemplate": "/uploads", "bodyEncoding": "json",
             "successStatuses": [201, 200], "service": "files",
             "bindings": [{"input": "file.filename", "target": "body:name"}]},
            {"method": "PUT", "pathTemplate": "", "bodyEncoding": "binary",
             "successStatuses": [204, 200], "service": "files",
             "bindings": [{"input": "file", "target": "body:"},
                          {"input": "file.mediaType", "target": "header:Content-Type"},
                          {"from": {"request": 0, "resultPath": "/upload/url"},
                           "target": "url:"}]},
            {"method": "POST", "pathTemplate": "/uploads/{key}/complete",
             "bodyEncoding": "json", "successStatuses": [204, 200], "service": "files",
             "bindings": [{"from": {"request": 0, "resultPath": "/key"}, "target": "path:key"},
                          {"from": {"request": 1, "resultPath": "/etag"},
                           "target": "body:etag"}]}],
        "output": [{"field": "key", "from": {"request": 0, "resultPath": "/key"}},
                   {"field": "meta.size", "from": {"request": 2, "resultPath": "/size"}}]}}


def test_bounded_content_matches_its_bytes():
    value = example({"type": "object", "properties": {"file": CONTENT}})["file"]
    raw = base64.b64decode(value["contentBase64"])
    assert (value["size"], value["sha256"]) == (len(raw), hashlib.sha256(raw).hexdigest())
    jsonschema.validate(value, CONTENT)
    # an object without the three bound members is left as the schema gives it
    assert example({"type": "object", "properties": {"size": {"type": "integer"}}}) == \
        {"size": 3}


def test_each_step_answers_what_later_steps_and_the_output_read():
    answers = step_answers(CHAIN, BASE)
    assert [(a.status, a.body) for a in answers] == [
        (200, {"upload": {"url": f"{BASE}/issued/1?X-Probe-Signature=step-1"},
               "key": "probe-key"}),                # the output's example, the binding's too
        (200, {"etag": "probe-result-1-etag"}),     # read: a status with a body, not 204
        (200, {"size": 7})]                         # an example of the output field's schema
    bodies = [a.body for a in answers]
    assert output_of(CHAIN, bodies) == {"key": "probe-key", "meta": {"size": 7}}
    assert output_of({"implementation": {"requests": []}}, bodies) is MISSING
    # without implementation.output the last step answers an example of the output schema
    unread = json.loads(json.dumps(CHAIN))
    del unread["implementation"]["output"]
    assert [(a.status, a.body) for a in step_answers(unread, BASE)] == [
        (200, {"upload": {"url": f"{BASE}/issued/1?X-Probe-Signature=step-1"},
               "key": "probe-result-0-key"}),
        (200, {"etag": "probe-result-1-etag"}),
        (200, {"key": "probe-key", "meta": {"size": 7}})]
    # a step read by no one answers its first success status, 204 with no body
    unread["implementation"]["requests"][2]["successStatuses"] = [204]
    unread["outputSchema"] = None
    assert [(a.status, a.body) for a in step_answers(unread, BASE)][2] == (204, None)


def test_the_output_is_read_from_the_answers():
    bodies = [{"key": "k1"}, {}, {"size": 7}]
    assert output_of(CHAIN, bodies) == {"key": "k1", "meta": {"size": 7}}
    # a member the answer lacks is null (the Tool then fails with MISSING_RESULT_VALUE)
    assert output_of(CHAIN, [{"key": "k1"}, {}, None]) == {"key": "k1", "meta": {"size": None}}


def test_a_one_request_tool_answers_an_example_of_its_output():
    cap = {"outputSchema": {"type": "object", "properties": {"id": {"type": "string"}}},
           "implementation": {"requests": [{"successStatuses": [200, 201]}]}}
    assert [(a.status, a.body) for a in step_answers(cap, BASE)] == [(200, {"id": "probe-id"})]


def test_json_pointers_are_written_and_read():
    assert put(None, "/a/b~1c", 1) == {"a": {"b/c": 1}}
    assert put({"x": 2}, "", [3]) == [3]
    assert resolve({"a": {"b/c": 1}}, "/a/b~1c") == 1
    assert resolve({"a": 1}, "/a/b") is MISSING
    assert resolve({"a": 1}, "a") is MISSING


def recorded(method, path, query=(), headers=None, body=b""):
    return Recorded(method, path, path, tuple(query), headers or {}, body)


def test_every_step_is_expected_with_values_from_earlier_answers():
    data = example(CHAIN["inputSchema"])
    bodies = [{"upload": {"url": f"{BASE}/issued/1?X-Probe-Signature=step-1"},
               "key": "a/b"}, {"etag": "e1"}, None]
    requests = CHAIN["implementation"]["requests"]
    transfer = expected_request(requests[1], data, "/svc/files", bodies)
    assert (transfer.method, transfer.path, transfer.query, transfer.headers, transfer.body,
            transfer.issued) == ("PUT", "/issued/1", [("X-Probe-Signature", "step-1")],
                                 {"content-type": "probe-mediaType"}, b"probe", True)
    complete = expected_request(requests[2], data, "/svc/files", bodies)
    assert (complete.path, complete.body) == ("/svc/files/uploads/a%2Fb/complete",
                                              {"etag": "e1"})
    good = recorded("PUT", "/issued/1", [("X-Probe-Signature", "step-1")],
                    {"content-type": "probe-mediaType", "host": "127.0.0.1"}, b"probe")
    credentials = ["probe-credential-files_token"]
    assert differences(transfer, good, {"authorization": "Bearer x"}, credentials) == []
    leaked = recorded("PUT", "/svc/files", [],
                      {"content-type": "probe-mediaType",
                       "authorization": "Bearer probe-credential-files_token"}, b"prob")
    assert differences(transfer, leaked, {}, credentials) == [
        "header authorization carries a service credential to the issued URL",
        "path /svc/files, expected /issued/1",
        "query [], expected [('X-Probe-Signature', 'step-1')]",
        "a binary body of 4 bytes, expected 5 bytes of the bound content"]
    wrong = recorded("POST", "/svc/files/uploads/a%2Fb/complete", body=b'{"etag": "e2"}')
    assert differences(complete, wrong, {}) == ['body {"etag": "e2"}, expected {"etag": "e1"}']
    # without the earlier answers a result value is checked for presence only
    unknown = expected_request(requests[1], data, "/svc/files")
    assert (unknown.path, unknown.query) == (ANY, [])
    assert expected_request(requests[2], data, "/svc/files").body == {"etag": ANY}


def test_the_stub_answers_each_request_in_turn():
    with Stub() as stub:
        stub.reset([Answer(201, {"n": 1}), Answer(200, {"n": 2})])
        got = [urllib.request.urlopen(f"{stub.base_url}/x{i}") for i in range(3)]
        assert [(r.status, json.loads(r.read())) for r in got] == \
            [(201, {"n": 1}), (200, {"n": 2}), (200, {"n": 2})]
        stub.reset(Answer(202, {"n": 3}))
        assert urllib.request.urlopen(f"{stub.base_url}/y").status == 202
        assert [r.raw_path for r in stub.requests] == ["/y"]


@needs_node
def test_a_chained_upload_is_checked_step_by_step(tmp_path):
    root = exported(tmp_path, "ops-console")
    assert probe_package(root).ok
    name = "functions/upload_attachment.mjs"
    # the transfer drops the issued URL's query and carries the service's credential, the
    # output reads the wrong member, a 500 of the transfer is taken as success
    mutate_file(root, name, 'issuedTarget(resultValue(response0, "/uploadUrl"))',
                '{ ...issuedTarget(resultValue(response0, "/uploadUrl").split("?")[0]), '
                'credentialHeaders: target0.credentialHeaders }')
    mutate_file(root, name, 'resultValue(response0, "/key")',
                'resultValue(response0, "/uploadUrl")')
    mutate_file(root, name, "expectStatus(response1, [200, 204],",
                "expectStatus(response1, [200, 204, 500],")
    rows = {t.name: t for t in probe_package(root).tools}
    assert [n for n, t in rows.items() if not t.ok] == ["upload_attachment"]
    row = rows["upload_attachment"]
    assert row.live_mismatches == [
        "request 1: header authorization carries a service credential to the issued URL",
        "request 1: query [], expected [('X-Probe-Signature', 'step-1')]"]
    assert len(row.failures) == 2
    assert row.failures[0].startswith('live: the output {"key": "http://127.0.0.1:')
    assert row.failures[0].endswith('/issued/1?X-Probe-Signature=step-1"} is not '
                                    '{"key": "probe-key"}, which implementation.output builds '
                                    "from the answers")
    assert row.failures[1] == "status 500 at request 1: not an isError result"


@needs_node
def test_a_transfer_sent_to_the_service_is_a_mismatch(tmp_path):
    root = exported(tmp_path, "uploads-chain")
    mutate_file(root, "functions/upload_video.mjs",
                'issuedTarget(resultValue(response0, "/uploadUrl"))', "target0")
    rows = {t.name: t for t in probe_package(root).tools}
    assert [n for n, t in rows.items() if not t.ok] == ["upload_video"]
    assert rows["upload_video"].live_mismatches == [
        "request 1: path /svc/media, expected /issued/1",
        "request 1: query [], expected [('X-Probe-Signature', 'step-1')]"]
