"""A fetch wrapper that defaults its options parameter in place (``options = options || {}``,
``init = init ?? {}``) and then writes a credential header on it (``options.headers['X-Auth']
= token``, under an ``if`` or not): rule ``value.defaulted-parameter-writes`` keeps the header
writes on each alternative of the local (the caller's object and the empty default), so the
header reaches the request and rule ``auth.credential-header`` makes it the capability's
``api-key`` auth, never ``unknown``. The caller's own options (method, body) still count."""
from __future__ import annotations

import pytest
from conftest import bindings, capability, endpoints, sample_files

SAMPLE = sample_files("wrapper-header-auth", "package.json", "src/lib/utils.ts",
                      "src/lib/reports.ts", "src/routes/notes.ts")


def auth_of(cap: dict) -> tuple[str, list[tuple[str, str, int, str]]]:
    """``(scheme, [(rule, file, line, note)])`` of a capability's auth."""
    return cap["auth"]["authentication"], [
        (e["rule"], e["file"], e["line"], e["note"]) for e in cap["auth"]["evidence"]]


def test_every_request_of_the_sample_wrappers_is_authenticated(derive_files):
    contract = derive_files(SAMPLE)
    assert endpoints(contract) == {
        ("GET", "/api/ping"), ("GET", "/api/notes"), ("POST", "/api/notes/{id}"),
        ("DELETE", "/api/notes/{id}"), ("GET", "/reports/monthly/{month}"),
        ("POST", "/reports/rebuild")}
    stored = ("api-key", [("auth.credential-header", "src/lib/utils.ts", 29,
                           "header X-Auth, only under a condition")])
    for method, path in (("GET", "/api/ping"), ("GET", "/api/notes"),
                         ("POST", "/api/notes/{id}"), ("DELETE", "/api/notes/{id}")):
        assert auth_of(capability(contract, method, path)) == stored
    cookie = ("api-key", [("auth.credential-header", "src/lib/reports.ts", 13,
                           "header X-Session, only under a condition")])
    for method, path in (("GET", "/reports/monthly/{month}"), ("POST", "/reports/rebuild")):
        assert auth_of(capability(contract, method, path)) == cookie


def test_the_callers_options_still_make_the_request(derive_files):
    contract = derive_files(SAMPLE)
    saved = capability(contract, "POST", "/api/notes/{id}")
    assert bindings(saved) == {"body:text": "text", "path:id": "id"}
    assert saved["implementation"]["requests"][0]["bodyEncoding"] == "json"
    assert sorted(saved["inputSchema"]["required"]) == ["id", "text"]


def test_the_credential_is_never_an_input(derive_files):
    contract = derive_files(SAMPLE)
    for cap in contract["capabilities"]:
        assert not {"token", "session", "X-Auth", "X-Session"} & set(
            cap["inputSchema"]["properties"])


WRAPPER = """
export async function ajax(route: string, options?: RequestInit) {
  DEFAULT
  options.headers = { "Content-Type": "application/json" };
  const token = localStorage.getItem("token");
  GUARD options.headers["HEADER"] = token; END
  const response = await fetch(route, options);
  return response.json();
}
export const listNotes = () => ajax("/api/notes");
"""


def wrapper(default: str, guarded: bool, header: str = "X-Auth") -> dict[str, str]:
    text = WRAPPER.replace("DEFAULT", default).replace("HEADER", header) \
        .replace("GUARD", "if (token) {" if guarded else "").replace("END", "}" if guarded else "")
    return {"package.json": '{"name": "w", "private": true}', "src/api.ts": text}


@pytest.mark.parametrize("default", ["options = options || {};", "options = options ?? {};",
                                     "if (!options) options = {};", ""])
@pytest.mark.parametrize("guarded", [True, False])
def test_a_defaulted_options_parameter_keeps_its_credential_header(derive_files, default,
                                                                   guarded):
    contract = derive_files(wrapper(default, guarded))
    scheme, evidence = auth_of(capability(contract, "GET", "/api/notes"))
    said = ", only under a condition" if guarded else ""       # auth.conditional-credential
    assert (scheme, [(rule, note) for rule, _, _, note in evidence]) == (
        "api-key", [("auth.credential-header", f"header X-Auth{said}")])


def test_a_header_that_names_no_credential_is_no_auth(derive_files):
    contract = derive_files(wrapper("options = options || {};", True, "X-Request-Source"))
    scheme, evidence = auth_of(capability(contract, "GET", "/api/notes"))
    assert (scheme, [rule for rule, *_ in evidence]) == ("unknown", ["auth.not-observed"])
