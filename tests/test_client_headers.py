"""Rule ``header.client-setting``: a header the client's request function sets on every
request from its own state is a context reference, not an input of each Tool."""
from __future__ import annotations

from conftest import capability

CLIENT = (
    "export class Client {\n"
    "  constructor(options) { this.options = options; }\n"
    "  send(method, url, extra) {\n"
    "    return fetch('/api/' + url, { method, headers: {\n"
    "      'X-Api-Version': this.options.version, ...extra } });\n"
    "  }\n"
    "}\n"
    "export const client = new Client(window.settings);\n")
CALLS = (
    "import { client } from './client';\n"
    "export const a = () => client.send('GET', 'jobs');\n"
    "export const b = () => client.send('DELETE', 'jobs/current');\n"
    "export const c = (p) => client.send('POST', 'head', { 'X-Profile': p });\n")


def header_bindings(cap: dict) -> dict:
    return {b["target"]: (b["input"], b.get("context")) for b in
            cap["implementation"]["requests"][0]["bindings"] if b["target"].startswith("header:")}


def test_a_header_the_request_function_sets_from_the_client_options_is_context(derive_files):
    contract = derive_files({"src/client.js": CLIENT, "src/calls.js": CALLS})
    jobs = capability(contract, "GET", "/api/jobs")
    assert header_bindings(jobs) == {"header:X-Api-Version": (None, "x_api_version")}
    [ref] = jobs["contextReferences"]
    assert ref["source"] == ("its own setting, sent with every request (X-Api-Version, set "
                             "by its request function)")
    assert [(e["rule"], e["line"]) for e in ref["evidence"]] == [("header.client-setting", 5)]
    head = capability(contract, "POST", "/api/head")
    assert header_bindings(head) == {"header:X-Api-Version": (None, "x_api_version"),
                                     "header:X-Profile": ("x_profile", None)}


def test_under_three_endpoints_the_header_stays_an_input(derive_files):
    contract = derive_files({"src/client.js": CLIENT, "src/calls.js": CALLS.replace(
        "export const b = () => client.send('DELETE', 'jobs/current');\n", "")})
    jobs = capability(contract, "GET", "/api/jobs")
    assert header_bindings(jobs) == {"header:X-Api-Version": ("x_api_version", None)}
