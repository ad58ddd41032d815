"""Rule ``risk.client-host-input`` (:mod:`code2skill.passes.chosen_hosts`): a host the
caller chooses, sent with every request of a client, makes each Tool open-world."""
from __future__ import annotations

from conftest import capability

CLIENT = """\
var host = null;
export function setHost(h) { host = h; }
function post(path, data) {
  return fetch('/api/' + path, {method: 'POST', body: JSON.stringify(
    Object.assign(data, {%s: host}))});
}
export function closeIndex(index) { return post('indices/close', {index: index}); }
export function openIndex(index) { return post('indices/open', {index: index}); }
export function nodes() { return post('nodes', {}); }
"""


def host_items(contract: dict) -> list[dict]:
    return [r for r in contract["review"] if "risk.client-host-input" in r["message"]]


def test_a_host_sent_with_every_request_makes_each_tool_open_world(derive_files):
    contract = derive_files({"src/api.js": CLIENT % "host"})
    for path in ("/api/indices/close", "/api/indices/open", "/api/nodes"):
        cap = capability(contract, "POST", path)
        assert cap["annotations"]["openWorldHint"] is True
        assert "external" in cap["annotations"]["risks"]
        assert [e["rule"] for e in cap["evidence"]["/annotations/openWorldHint"]] == [
            "risk.client-host-input"]
    [item] = host_items(contract)
    assert item["severity"] == "medium"
    assert "all 3 Tools of service app that take inputs" in item["message"]
    assert "'host' (body:host)" in item["message"]


def test_an_input_not_named_like_a_host_is_left_alone(derive_files):
    contract = derive_files({"src/api.js": CLIENT % "target"})
    assert host_items(contract) == []
    assert all(not c["annotations"]["openWorldHint"] for c in contract["capabilities"])


def test_a_host_of_some_tools_only_is_left_alone(derive_files):
    """A host sent by two of the three Tools (a connection test) proves no chosen target for
    the client: no item, the Tools keep their own hints."""
    source = (CLIENT % "host").replace("export function nodes() { return post('nodes', {}); }",
                                       "export function nodes() { return fetch('/api/nodes', "
                                       "{method: 'POST'}); }")
    contract = derive_files({"src/api.js": source})
    assert host_items(contract) == []
    assert capability(contract, "POST", "/api/nodes")["annotations"]["openWorldHint"] is False


def test_a_tool_taking_no_input_neither_counts_nor_is_marked(derive_files):
    source = (CLIENT % "host") + "export function hosts() { return fetch('/api/hosts'); }\n"
    contract = derive_files({"src/api.js": source})
    assert capability(contract, "GET", "/api/hosts")["annotations"]["openWorldHint"] is False
    assert capability(contract, "POST", "/api/nodes")["annotations"]["openWorldHint"] is True
    assert "all 3 Tools of service app that take inputs" in host_items(contract)[0]["message"]
