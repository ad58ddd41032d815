"""The exported packages run: every sample's golden contract is exported, every module passes
``node --check``, ``server.mjs`` answers ``initialize`` and ``tools/list`` over stdio with exactly
the exported capabilities, and the small package's Tools behave as the contract says against a
loopback stub backend (dry run sends nothing, live requests are exact, the error envelopes of
EXPORT.md D6). Skipped only when no Node.js >= 20 is installed."""
from __future__ import annotations

import json
import os
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from node_support import NODE, needs_node

from code2skill.export import build_package, export_package

HERE = Path(__file__).parent
SAMPLES = sorted((HERE.parent / "samples").glob("*/expected/canonical-contract.json"))
SMALL = HERE / "golden" / "export-small" / "canonical-contract.json"
pytestmark = needs_node


class McpSession:
    """A tiny JSON-RPC client of ``node server.mjs`` over stdio (one request at a time)."""

    def __init__(self, package: Path, env: dict[str, str]):
        self.proc = subprocess.Popen([NODE, str(package / "server.mjs")], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env={"PATH": os.environ.get("PATH", ""), **env})
        self.next_id = 0
        init = self.call("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                        "clientInfo": {"name": "test", "version": "1"}})
        assert init["result"]["serverInfo"]["version"] == "0.1.0"
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message: dict) -> None:
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()

    def call(self, method: str, params: dict) -> dict:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        line = self.proc.stdout.readline()
        assert line, self.proc.stderr.read()
        answer = json.loads(line)
        assert answer["id"] == self.next_id
        return answer

    def tool(self, name: str, arguments: dict) -> dict:
        return self.call("tools/call", {"name": name, "arguments": arguments})["result"]

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=20)
        self.proc.stdout.close()
        self.proc.stderr.close()


def node_check(modules: list[Path]) -> None:
    """``node --check`` of every module, run side by side."""
    procs = [(m, subprocess.Popen([NODE, "--check", str(m)], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)) for m in modules]
    for module, proc in procs:
        _out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, (module.name, err)


@pytest.mark.parametrize("contract", SAMPLES, ids=lambda p: p.parent.parent.name)
def test_every_sample_exports_and_lists_its_tools(contract, tmp_path):
    out = tmp_path / "pkg"
    result = export_package(contract, out)
    node_check(sorted(out.rglob("*.mjs")))
    session = McpSession(out, {})
    try:
        listed = session.call("tools/list", {})
    finally:
        session.close()
    if not result.exported:       # no Tool: the SDK does not offer tools/list at all
        assert listed["error"]["code"] == -32601
        return
    tools = listed["result"]["tools"]
    assert [t["name"] for t in tools] == sorted(result.exported)
    data = json.loads(contract.read_text())
    expected = sorted(c["name"] for c in data["capabilities"] if c["status"] in ("draft", "approved"))
    skipped = {name for name, _ in result.skipped}
    assert sorted(result.exported) == sorted(set(expected) - skipped)
    by_name = {c["name"]: c for c in data["capabilities"]}
    for tool in tools:
        cap = by_name[tool["name"]]
        assert tool["title"] == cap["title"]
        assert tool["description"].startswith(cap["description"])
        assert tool["inputSchema"]["additionalProperties"] is False
        assert sorted(tool["inputSchema"].get("required", [])) == \
            sorted(cap["inputSchema"].get("required", []))
        assert sorted(tool["inputSchema"].get("properties", {})) == \
            sorted(cap["inputSchema"].get("properties", {}))


class Stub:
    """A loopback backend that records every request and answers from ``routes``:
    ``{(method, path-without-query): (status, json body)}``; a missing route answers 404."""

    def __init__(self, routes: dict):
        self.requests: list[dict] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def answer(self):
                size = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(size).decode()
                stub.requests.append({"method": self.command, "path": self.path,
                                      "headers": {k.lower(): v for k, v in self.headers.items()},
                                      "body": body})
                status, payload = routes.get((self.command, self.path.split("?")[0]), (404, {}))
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = answer

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1/"

    def close(self):
        self.server.shutdown()
        self.server.server_close()


ROUTES = {
    ("GET", "/v1/books/search"): (200, [{"isbn": "1", "title": "T", "author": "A",
                                         "shelf": "done"}]),
    ("POST", "/v1/books/978%2F1/reviews"): (201, {"id": "r1", "rating": 5, "text": "ok"}),
    ("DELETE", "/v1/books/1/reviews/r1"): (500, {"error": "boom"}),
    ("DELETE", "/v1/books/1/reviews/r2"): (409, {"error": "locked"}),
    ("POST", "/v1/catalogues/fiction/imports"): (202, {"queued": True}),
    ("POST", "/v1/books/9/reviews"): (201, {"id": 5}),
}


@pytest.fixture(scope="module")
def small_package(tmp_path_factory):
    out = tmp_path_factory.mktemp("small") / "pkg"
    export_package(SMALL, out)
    return out


@pytest.fixture
def stub():
    server = Stub(ROUTES)
    yield server
    server.close()


def live(package: Path, stub: Stub, **extra: str) -> McpSession:
    return McpSession(package, {"BOOKSHELF_API_BASE_URL": stub.url,
                                "BOOKSHELF_BEARER_TOKEN": "test-token",
                                "BOOKSHELF_API_KEY": "test-key", **extra})


def test_dry_run_returns_the_envelope_and_sends_nothing(small_package, stub):
    session = live(small_package, stub, SMALL_SHELF_MCP_DRY_RUN="1")
    try:
        result = session.tool("delete_book_review", {"isbn": "1", "reviewId": "r1"})
    finally:
        session.close()
    assert stub.requests == []
    assert result["isError"] is False
    assert result["structuredContent"] == {
        "dryRun": True, "validatedInput": {"isbn": "1", "reviewId": "r1"},
        "operationPolicy": {"automaticRetry": "allowed", "confirmation": "not-required",
                            "idempotency": "idempotent", "sideEffect": "delete",
                            "unknownOutcome": "stop-and-reconcile"},
        "operationSummary": {"capability": "delete_book_review", "confirmation": "not-required",
                             "requests": [{"method": "DELETE", "service": "bookshelf",
                                           "pathTemplate": "/books/{isbn}/reviews/{reviewId}"}],
                             "risks": ["destructive"], "sideEffect": "delete"}}
    assert json.loads(result["content"][0]["text"]) == result["structuredContent"]


def test_live_requests_are_exactly_the_contracts(small_package, stub):
    session = live(small_package, stub)
    try:
        search = session.tool("search_books", {"q": "dune messiah", "page": 2})
        review = session.tool("create_book_review", {"isbn": "978/1", "rating": 5, "text": "ok"})
        imported = session.tool("import_books", {"catalogue": "fiction", "limit": 3,
                                                 "format": "csv"})
    finally:
        session.close()
    assert search["content"][0]["text"] == json.dumps(ROUTES[("GET", "/v1/books/search")][1],
                                                      separators=(",", ":"))
    assert review["structuredContent"] == {"id": "r1", "rating": 5, "text": "ok"}
    assert imported["structuredContent"] == {"queued": True}
    first, second, third = stub.requests
    assert (first["method"], first["path"]) == ("GET", "/v1/books/search?limit=20&page=2&q=dune+messiah")
    assert first["headers"]["authorization"] == "Bearer test-token"
    assert (second["method"], second["path"]) == ("POST", "/v1/books/978%2F1/reviews")
    assert json.loads(second["body"]) == {"rating": 5, "text": "ok"}
    assert second["headers"]["content-type"] == "application/json"
    assert (third["method"], third["path"]) == ("POST", "/v1/catalogues/fiction/imports")
    assert third["body"] == "limit=3&format=csv"
    assert third["headers"]["x-api-key"] == "test-key"
    assert "authorization" not in third["headers"]
    assert len(third["headers"]["idempotency-key"]) == 36


def test_write_answered_500_is_an_unknown_outcome(small_package, stub):
    session = live(small_package, stub)
    try:
        failed = session.tool("delete_book_review", {"isbn": "1", "reviewId": "r1"})
        rejected = session.tool("delete_book_review", {"isbn": "1", "reviewId": "r2"})
    finally:
        session.close()
    assert failed["isError"] is True
    assert failed["structuredContent"] == {
        "category": "unknown-outcome", "code": "UNKNOWN_DISPATCH_OUTCOME",
        "message": "The request may or may not have taken effect; reconcile with a read before "
                   "any new attempt.",
        "details": {"category": "upstream", "code": "HTTP_500",
                    "message": "The service answered HTTP 500.", "details": None},
        "retryable": False, "outcomeKnown": False, "status": 500}
    assert rejected["structuredContent"] == {
        "category": "business", "code": "HTTP_409", "message": "The service answered HTTP 409.",
        "details": None, "retryable": False, "outcomeKnown": True, "status": 409}


def test_write_output_outside_the_contract_is_an_unknown_outcome(small_package, stub):
    session = live(small_package, stub)
    try:
        result = session.tool("create_book_review", {"isbn": "9", "rating": 1, "text": "x"})
    finally:
        session.close()
    failure = result["structuredContent"]
    assert (failure["code"], failure["outcomeKnown"], failure["status"]) == \
        ("UNKNOWN_DISPATCH_OUTCOME", False, 201)
    assert failure["details"]["category"] == "output-contract"
    assert failure["details"]["details"]["errors"] == [
        {"path": "/rating", "message": "is required"}, {"path": "/text", "message": "is required"},
        {"path": "/id", "message": "must be of type string"}]


def test_status_outside_the_success_set_fails_and_bad_input_is_a_tool_error(small_package, stub):
    session = live(small_package, stub)
    try:
        wrong = session.tool("search_books", {"q": "x", "page": 1, "extra": True})
        unknown = session.call("tools/call", {"name": "no_such_tool", "arguments": {}})
        imported = session.tool("import_books", {"catalogue": "Fiction!"})
    finally:
        session.close()
    assert wrong["isError"] is True
    assert unknown["error"]["code"] == -32602
    assert imported["isError"] is True                     # pattern ^[a-z-]+$
    assert stub.requests == []


def test_missing_binding_fails_before_dispatch(small_package, stub):
    session = McpSession(small_package, {"BOOKSHELF_API_BASE_URL": stub.url})
    try:
        result = session.tool("search_books", {"q": "x", "page": 1})
    finally:
        session.close()
    assert stub.requests == []
    assert result["structuredContent"] == {
        "category": "input", "code": "MISSING_BINDING",
        "message": "The Host has not set the environment binding BOOKSHELF_BEARER_TOKEN of "
                   "service bookshelf.",
        "details": {"binding": "BOOKSHELF_BEARER_TOKEN", "service": "bookshelf"},
        "retryable": False, "outcomeKnown": True}


def test_importing_the_modules_does_nothing(small_package):
    script = ("await import('./adapter.mjs'); await import('./functions/search_books.mjs');"
              "console.log('inert');")
    proc = subprocess.run([NODE, "--input-type=module", "-e", script], cwd=small_package,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout == "inert\n", proc.stderr


def test_samples_export_deterministically():
    for contract in SAMPLES[:3]:
        assert build_package(contract).files == build_package(contract).files


def node_json(package: Path, script: str):
    proc = subprocess.run([NODE, "--input-type=module", "-e", script], cwd=package,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_normaliser_rules(small_package):
    read = {"sideEffect": "read", "idempotency": "idempotent", "automaticRetry": "allowed",
            "confirmation": "not-required", "unknownOutcome": "not-applicable"}
    write = {"sideEffect": "update", "idempotency": "at-most-once", "automaticRetry": "never",
             "confirmation": "not-required", "unknownOutcome": "stop-and-reconcile"}
    cases = [
        ({"category": "network", "code": "TIMEOUT", "message": "slow"}, read),
        ({"category": "network", "code": "TIMEOUT", "message": "slow"},
         {**read, "automaticRetry": "never"}),
        ({"category": "business", "code": "TAKEN", "message": "taken", "status": 409}, write),
        ({"category": "business", "code": "TAKEN", "message": "taken", "status": 409,
          "outcomeKnown": True, "details": {"field": "name"}}, write),
        ({"category": "unknown-outcome", "code": "X", "message": "m", "outcomeKnown": True}, write),
        ("a thrown string", read),
    ]
    script = ("import { normalizeToolError } from './portable-error-normalizer.mjs';"
              f"const cases = {json.dumps(cases)};"
              "console.log(JSON.stringify(cases.map(([e, p]) => normalizeToolError(e, p))));")
    out = node_json(small_package, script)
    assert out[0] == {"category": "network", "code": "TIMEOUT", "message": "slow",
                      "details": None, "retryable": True, "outcomeKnown": False}
    assert out[1]["retryable"] is False
    assert out[2] == {"category": "unknown-outcome", "code": "UNKNOWN_DISPATCH_OUTCOME",
                      "message": "The request may or may not have taken effect; reconcile with "
                                 "a read before any new attempt.",
                      "details": {"category": "business", "code": "TAKEN", "message": "taken",
                                  "details": None},
                      "retryable": False, "outcomeKnown": False, "status": 409}
    assert out[3] == {"category": "business", "code": "TAKEN", "message": "taken",
                      "details": {"field": "name"}, "retryable": False, "outcomeKnown": True,
                      "status": 409}
    assert out[4]["code"] == "UNKNOWN_DISPATCH_OUTCOME"
    assert out[5] == {"category": "upstream", "code": "UNEXPECTED_ERROR",
                      "message": "Unexpected error.", "details": None, "retryable": True,
                      "outcomeKnown": False}


def test_validator_subset(small_package):
    schema = {"type": "object", "additionalProperties": False, "required": ["a"],
              "properties": {"a": {"type": "integer", "minimum": 1},
                             "b": {"type": "array", "items": {"enum": ["x", "y"]},
                                   "maxItems": 2},
                             "c": {"type": "string", "minLength": 2, "pattern": "^[a-z]+$"},
                             "d": {"anyOf": [{"type": "null"}, {"type": "string"}]}}}
    values = [{"a": 2, "b": ["x"], "c": "ab", "d": None},
              {"a": 1.5, "b": ["z", "x", "y"], "c": "A", "d": 3, "e": 1},
              {}]
    script = ("import { validate } from './functions/validate.mjs';"
              f"const s = {json.dumps(schema)}; const vs = {json.dumps(values)};"
              "console.log(JSON.stringify(vs.map((v) => validate(s, v))));")
    out = node_json(small_package, script)
    assert out[0] == []
    assert out[1] == [
        {"path": "/a", "message": "must be of type integer"},
        {"path": "/b", "message": "must have at most 2 items"},
        {"path": "/b/0", "message": 'must be one of ["x","y"]'},
        {"path": "/c", "message": "must have at least 2 characters"},
        {"path": "/c", "message": "must match the pattern ^[a-z]+$"},
        {"path": "/d", "message": "must match at least one allowed shape"},
        {"path": "/e", "message": "is not an allowed property"}]
    assert out[2] == [{"path": "/a", "message": "is required"}]


def test_bounded_attachment_is_sent_as_multipart(tmp_path):
    data = json.loads(SMALL.read_text())
    cap = next(c for c in data["capabilities"] if c["name"] == "create_book_review")
    cap["operationPolicy"]["confirmation"] = "upload-confirmation-required"
    cap["inputSchema"]["properties"]["file"] = {
        "type": "object", "description": "The file.",
        "required": ["filename", "mediaType", "size", "sha256", "contentBase64"],
        "properties": {k: {"type": "integer" if k == "size" else "string"}
                       for k in ("filename", "mediaType", "size", "sha256", "contentBase64")}}
    request = cap["implementation"]["requests"][0]
    request["bodyEncoding"] = "multipart"
    request["bindings"] = [{"target": "multipart:file", "input": "file", "value": None},
                           {"target": "multipart:rating", "input": "rating", "value": None},
                           {"target": "path:isbn", "input": "isbn", "value": None}]
    contract = tmp_path / "c.json"
    contract.write_text(json.dumps(data))
    out = tmp_path / "pkg"
    export_package(contract, out)
    content = {"filename": "a.txt", "mediaType": "text/plain", "size": 5,
               "sha256": "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
               "contentBase64": "aGVsbG8="}
    server = Stub({("POST", "/v1/books/978/reviews"): (201, {"id": "r", "rating": 5,
                                                             "text": "t"})})
    session = live(out, server)
    try:
        bad = session.tool("create_book_review", {"isbn": "978", "rating": 5, "text": "t",
                                                  "file": {**content, "sha256": "0" * 64}})
        good = session.tool("create_book_review", {"isbn": "978", "rating": 5, "text": "t",
                                                   "file": content})
    finally:
        session.close()
        server.close()
    assert bad["structuredContent"]["code"] == "ATTACHMENT_DIGEST_MISMATCH"
    assert bad["structuredContent"]["outcomeKnown"] is True
    assert good.get("isError", False) is False, good
    [sent] = server.requests
    assert sent["headers"]["content-type"].startswith("multipart/form-data; boundary=")
    assert 'name="file"; filename="a.txt"' in sent["body"]
    assert "Content-Type: text/plain\r\n\r\nhello\r\n" in sent["body"]
    assert 'name="rating"\r\n\r\n5\r\n' in sent["body"]


def test_hostile_strings_stay_data(tmp_path):
    data = json.loads(SMALL.read_text())
    cap = next(c for c in data["capabilities"] if c["name"] == "search_books")
    cap["title"] = "Search `${process.exit(7)}` \u2028 books"
    cap["description"] = "Lone \ud800 surrogate */ and \u2029 separator"
    cap["inputSchema"]["properties"]["q"]["description"] = '"); process.exit(9); ("'
    cap["implementation"]["requests"][0]["pathTemplate"] = "/books/search\u2028process.exit(8)//`"
    contract = tmp_path / "c.json"
    contract.write_text(json.dumps(data, ensure_ascii=True))
    out = tmp_path / "pkg"
    export_package(contract, out)
    node_check(sorted(out.rglob("*.mjs")))
    session = McpSession(out, {})
    try:
        tools = session.call("tools/list", {})["result"]["tools"]
    finally:
        session.close()
    tool = next(t for t in tools if t["name"] == "search_books")
    assert tool["title"] == "Search `${process.exit(7)}` \u2028 books"
    assert tool["description"].startswith("Lone \ud800 surrogate */ and \u2029 separator")
    assert tool["inputSchema"]["properties"]["q"]["description"] == '"); process.exit(9); ("'


def test_keywords_of_a_typeless_input_are_advertised_and_checked(tmp_path):
    """signup-forms' ``label`` has ``maxLength`` but no ``type``: a string must meet it, any
    other value passes (JSON Schema), and tools/list keeps the keyword as the contract has it."""
    out = tmp_path / "pkg"
    export_package(HERE.parent / "samples" / "signup-forms" / "expected" /
                   "canonical-contract.json", out)
    session = McpSession(out, {"SIGNUP_FORMS_MCP_DRY_RUN": "1"})
    try:
        tools = {t["name"]: t for t in session.call("tools/list", {})["result"]["tools"]}
        results = [session.tool("create_account_phone", {"number": "123456", "label": label})
                   for label in ("x" * 31, "x" * 30, 12345)]
        pattern = session.tool("create_account_phone", {"number": "12"})
    finally:
        session.close()
    assert tools["create_account_phone"]["inputSchema"]["properties"]["label"] == \
        {"description": "Label of the phone.", "maxLength": 30}
    assert [r["isError"] for r in results] == [True, False, False]
    assert "a string here must meet" in results[0]["content"][0]["text"]
    assert [r["structuredContent"]["validatedInput"]["label"] for r in results[1:]] == \
        ["x" * 30, 12345]
    assert pattern["isError"] is True


def test_positional_body_targets_build_an_array(tmp_path):
    """Rule ``exporter.array-member``: ``body:params.0`` … are items of the array ``params``,
    never members "0", "1" of an object."""
    data = json.loads(SMALL.read_text())
    cap = next(c for c in data["capabilities"] if c["name"] == "create_book_review")
    request = cap["implementation"]["requests"][0]
    request["bindings"] = [{"target": "path:isbn", "input": "isbn", "value": None},
                           {"target": "body:params.0", "input": "rating", "value": None},
                           {"target": "body:params.1", "input": "text", "value": None},
                           {"target": "body:meta.0a", "input": None, "value": "x"}]
    contract = tmp_path / "c.json"
    contract.write_text(json.dumps(data))
    out = tmp_path / "pkg"
    export_package(contract, out)
    server = Stub({("POST", "/v1/books/978/reviews"): (201, {"id": "r", "rating": 5,
                                                             "text": "t"})})
    session = live(out, server)
    try:
        result = session.tool("create_book_review", {"isbn": "978", "rating": 5, "text": "t"})
    finally:
        session.close()
        server.close()
    assert result.get("isError", False) is False, result
    [sent] = server.requests
    assert json.loads(sent["body"]) == {"params": [5, "t"], "meta": {"0a": "x"}}
