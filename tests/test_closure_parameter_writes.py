"""Headers a request helper writes on its options parameter are sent by a function nested in
it that reads the parameter after the writes (:meth:`Lookup.lookup`, rule
``value.parameter-header-writes`` read from a closure): a local headers object built by index
writes and assigned back (``const headers = options.headers || {}; if (key !== null)
headers['Authorization'] = …; options.headers = headers``) then spread into the request of an
async IIFE or a promise's executor (``axios.request({url, ...options})``) carries the
credential; headers written only after the nested function read the options are not sent."""
from __future__ import annotations

import pytest
from conftest import capability, sample_files

SAMPLE = sample_files("local-headers-object", "package.json", "src/api.service.ts",
                      "src/key-storage.ts", "src/reports.ts")


@pytest.mark.parametrize("method, path", [("GET", "/api/reports"), ("POST", "/api/reports")])
def test_the_async_iife_sends_the_written_bearer(derive_files, method, path):
    cap = capability(derive_files(SAMPLE), method, path)
    assert cap["auth"]["authentication"] == "bearer"
    assert [(e["rule"], e["file"], e["line"], e["note"]) for e in cap["auth"]["evidence"]] == [
        ("auth.choice-headers", "src/api.service.ts", 21,
         "header Authorization, only under a condition")]


def test_the_promise_executor_sends_the_written_key(derive_files):
    cap = capability(derive_files(SAMPLE), "GET", "/api/reports/{id}/export")
    assert cap["auth"]["authentication"] == "api-key"
    assert [(e["rule"], e["line"]) for e in cap["auth"]["evidence"]] == [("fetch.header", 11)]
    assert "x_api_key" not in cap["inputSchema"]["properties"]


def test_headers_written_after_the_read_are_not_sent(derive_files):
    cap = capability(derive_files(SAMPLE), "GET", "/api/reports/summary")
    assert cap["auth"]["authentication"] == "unknown"
    assert [e["rule"] for e in cap["auth"]["evidence"]] == ["auth.not-observed"]


def test_a_caller_of_the_nested_request_keeps_its_own_members(derive_files):
    cap = capability(derive_files(SAMPLE), "POST", "/api/reports")
    assert list(cap["inputSchema"]["properties"]) == ["title"]
    assert cap["implementation"]["requests"][0]["bodyEncoding"] == "json"
