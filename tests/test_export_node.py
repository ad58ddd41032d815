"""The exported packages run: every sample's golden contract is exported, every module passes
``node --check``, ``server.mjs`` answers ``initialize`` and ``tools/list`` over stdio with exactly
the exported capabilities, and the small package's Tools behave as the contract says against a
loopback stub backend (dry run sends nothing, live requests are exact, the error envelopes of
EXPORT.md D6). Skipped only when no Node.js >= 20 is installed."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from code2skill.export import build_package, export_package

HERE = Path(__file__).parent
SAMPLES = sorted((HERE.parent / "samples").glob("*/expected/canonical-contract.json"))
SMALL = HERE / "golden" / "export-small" / "canonical-contract.json"
NODE = shutil.which("node")


def node_major() -> int:
    if NODE is None:
        return 0
    out = subprocess.run([NODE, "--version"], capture_output=True, text=True).stdout
    return int(out.strip().lstrip("v").split(".")[0] or 0)


pytestmark = pytest.mark.skipif(node_major() < 20, reason="needs Node.js >= 20")


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
