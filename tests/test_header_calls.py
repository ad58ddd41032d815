"""Rule ``value.header-set-calls``: ``headers.set(name, value)``/``append(name, value)`` on a
local holding a ``Headers`` object are member writes, so headers a helper builds and returns
reach every request of the wrapper that sends them, and the request's auth is read from them
as from headers written inline."""
from __future__ import annotations

import pytest
from conftest import capability, endpoints, sample_files

SAMPLE = sample_files("csrf-headers-helper", "package.json", "src/lib/urls.ts",
                      "src/lib/api.ts", "src/lib/legacy.ts", "src/features/stations.ts")


def auth_of(cap: dict) -> tuple[str, list[tuple[str, str, int]]]:
    """``(scheme, [(rule, file, line)])`` of a capability's auth."""
    return cap["auth"]["authentication"], [
        (e["rule"], e["file"], e["line"]) for e in cap["auth"]["evidence"]]


def test_the_helpers_csrf_header_is_every_wrapper_calls_auth(derive_files):
    contract = derive_files(SAMPLE)
    set_call = ("cookie-session", [("auth.choice-headers", "src/lib/api.ts", 15)])
    for method, path in (("GET", "/api/stations"), ("POST", "/api/stations"),
                         ("DELETE", "/api/stations/{id}")):
        assert auth_of(capability(contract, method, path)) == set_call
    # the plain-object helper's assigned key, as before
    assert auth_of(capability(contract, "POST", "/api/stations/{id}/restart")) == (
        "cookie-session", [("fetch.header", "src/lib/legacy.ts", 6)])


def test_the_token_is_never_an_input(derive_files):
    contract = derive_files(SAMPLE)
    for cap in contract["capabilities"]:
        assert not {"token", "X-CSRF-Token", "csrf"} & set(cap["inputSchema"]["properties"])


HELPER = """
function defaultHeaders(): Headers {
  const headers = INIT;
  const token = localStorage.getItem('token');
  GUARD headers.METHOD(KEY, token); END
  return headers;
}
export async function call(url: string) {
  const response = await fetch(url, { headers: defaultHeaders() });
  return response.json();
}
export function listNotes() { return call('/api/notes'); }
"""


@pytest.mark.parametrize("init", ["new Headers({ Accept: 'application/json' })",
                                  "new Headers()"])
@pytest.mark.parametrize("method", ["set", "append"])
@pytest.mark.parametrize("guard", [("", ""), ("if (token) {", "}")])
def test_set_and_append_on_a_headers_object_are_header_writes(derive_files, init, method,
                                                               guard):
    source = HELPER.replace("INIT", init).replace("METHOD", method) \
        .replace("KEY", "'X-Api-Key'").replace("GUARD", guard[0]).replace("END", guard[1])
    contract = derive_files({"src/api.ts": source})
    cap = capability(contract, "GET", "/api/notes")
    scheme, evidence = auth_of(cap)
    assert scheme == "api-key"
    assert [(file, line) for _, file, line in evidence] == [("src/api.ts", 5)]
    assert "X-Api-Key" not in cap["inputSchema"]["properties"]


INIT_FROM_CALLER = """
function requestHeaders(options: RequestInit = {}): Headers {
  const headers = new Headers(options.headers);
  headers.set('Content-Type', 'application/json');
  const token = localStorage.getItem('token');
  if (token) headers.set('X-Api-Key', token);
  return headers;
}
export function listNotes(options: RequestInit = {}) {
  return fetch('/api/notes', { ...options, headers: requestHeaders(options) });
}
export const tagged = () => listNotes({ headers: { 'X-Tag': 'red' } });
"""


def test_a_headers_object_made_from_the_callers_headers_takes_the_writes_too(derive_files):
    contract = derive_files({"src/api.ts": INIT_FROM_CALLER})
    cap = capability(contract, "GET", "/api/notes")
    assert auth_of(cap) == ("api-key", [("fetch.header", "src/api.ts", 6)])
    assert [(b["target"], b["value"]) for b in cap["implementation"]["requests"][0]["bindings"]
            if b["target"] == "header:X-Tag"] == [("header:X-Tag", "red")]


def test_a_key_the_source_does_not_show_names_no_header(derive_files):
    source = HELPER.replace("INIT", "new Headers()").replace("METHOD", "set") \
        .replace("KEY", "localStorage.getItem('name')").replace("GUARD", "") \
        .replace("END", "")
    contract = derive_files({"src/api.ts": source})
    assert endpoints(contract) == {("GET", "/api/notes")}
    assert auth_of(capability(contract, "GET", "/api/notes"))[0] == "unknown"


def test_search_params_set_calls_keep_their_own_reading(derive_files):
    source = """
export async function search(term: string) {
  const params = new URLSearchParams();
  params.set('q', term);
  const response = await fetch(`/api/search?${params}`);
  return response.json();
}
"""
    contract = derive_files({"src/api.ts": source})
    cap = capability(contract, "GET", "/api/search")
    assert set(cap["inputSchema"]["properties"]) == {"q"}
