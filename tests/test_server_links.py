"""Rule ``path.server-link``: a path piece filled by a link the server gave is described as
that link, never a plain single-segment input."""
from __future__ import annotations

import pytest

from audit_support import derive_dict
from conftest import write_tree
from code2skill.server_links import link_path, link_read
from code2skill.values import HoleV, ParamV, ResponseV, StrV, Text

LINK = "A link the server gave"


@pytest.mark.parametrize("path, response, expected", [
    (("droplet", "link", "href"), False, True),
    (("_links", "self", "href"), False, True),
    (("links", "related"), False, True),
    (("relationships", "author", "links", "related"), False, True),
    (("selfLink",), False, True),
    (("next_link",), False, True),
    (("href",), False, True),
    (("next_url",), False, False),       # a url member is the server's only in a response
    (("next_url",), True, True),
    (("nextUrl",), True, True),
    (("url",), False, False),
    (("links",), False, False),          # the holder itself is no link text
    (("links", "length"), False, False),
    (("link", "id"), False, False),      # a link entity's id (a link shortener's)
    (("_links", "self"), False, True),
    (("id",), True, False),
    (("hrefs", "count"), False, False),
    ((), False, False),
])
def test_link_shapes(path, response, expected):
    assert link_path(path, response) is expected


def test_link_reads():
    flow = ParamV("f#1", "request", ("flow", "link", "href"))
    assert link_read(flow) == "request.flow.link.href"
    assert link_read(StrV((HoleV("href", flow), Text("?version=0")))) == \
        "request.flow.link.href"                     # a link with its own query
    assert link_read(StrV((HoleV("href", flow), Text("/versions")))) is None
    assert link_read(StrV((Text("/x/"), HoleV("href", flow)))) is None
    assert link_read(ParamV("f#1", "flowUri")) is None
    assert link_read(ResponseV((), "axios", ("next_url",), body=True)) == "response.next_url"
    assert link_read(ResponseV((), "axios", ("next_url",), body=False)) is None


SERVICE = (
    "import axios from 'axios';\n"
    "export const listVersions = (flowUri: string) => axios.get(`/api/${flowUri}/versions`);\n"
    "export const getBucket = (bucketId: string) => axios.get(`/api/buckets/${bucketId}`);\n"
    "export const removeFlow = (href: string) => axios.delete(`/api/${href}?version=0`);\n"
)


def derived(tmp_path, page: str) -> dict:
    return derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "links", "dependencies": {"axios": "1"}}',
        "src/service.ts": SERVICE, "src/page.ts": page}))


def by_path(contract: dict) -> dict[str, dict]:
    return {req["method"] + " " + req["pathTemplate"]: cap
            for cap in contract["capabilities"] for req in cap["implementation"]["requests"]}


def items_of(contract: dict, cap: dict) -> list[tuple[str, str]]:
    return [(r["severity"], r["message"]) for r in contract["review"]
            if r["capability"] == cap["name"]]


def test_a_parameter_every_caller_fills_with_a_link(tmp_path):
    """``listVersions(request.flow.link.href)``: the wrapper's ``{flowUri}`` is the server's
    link, described so, cited at the call, with a medium item; a bucket id the caller passes
    from elsewhere stays an ordinary input."""
    contract = derived(tmp_path, (
        "import { listVersions, getBucket } from './service';\n"
        "export const show = (request: any) => listVersions(request.flow.link.href);\n"
        "export const open = (id: string) => getBucket(id);\n"))
    caps = by_path(contract)
    versions = caps["GET /api/{flowUri}/versions"]
    flow_uri = versions["inputSchema"]["properties"]["flowUri"]
    assert flow_uri == {"type": "string", "description": (
        "A link the server gave (request.flow.link.href, from an earlier response that returned "
        "the item): a relative path spanning several segments, sent as given, not "
        "percent-encoded (path parameter).")}
    assert versions["inputSchema"]["required"] == ["flowUri"]
    cited = [(e["file"], e["line"], e["note"]) for e in
             versions["evidence"]["/inputSchema/properties/flowUri"]
             if e["rule"] == "path.server-link"]
    assert cited == [("src/page.ts", 2, "request.flow.link.href")]
    assert versions["status"] == "requires-review"
    [(severity, message)] = [i for i in items_of(contract, versions) if "server gave" in i[1]]
    assert severity == "medium" and message.startswith(
        "path segment {flowUri} is a link the server gave, read from request.flow.link.href")
    bucket = caps["GET /api/buckets/{bucketId}"]
    assert bucket["inputSchema"]["properties"]["bucketId"]["description"] == \
        "Bucket id of the bucket (path parameter)."
    assert not any("server gave" in m for _, m in items_of(contract, bucket))


def test_a_caller_passing_anything_else_shows_no_link(tmp_path):
    """One caller passing a link and another an id the user typed: no proof the value is
    always the server's, so the input stays as it was."""
    contract = derived(tmp_path, (
        "import { listVersions } from './service';\n"
        "export const show = (request: any) => listVersions(request.flow.link.href);\n"
        "export const typed = (uri: string) => listVersions(uri);\n"))
    cap = by_path(contract)["GET /api/{flowUri}/versions"]
    assert not cap["inputSchema"]["properties"]["flowUri"]["description"].startswith(LINK)


def test_a_link_read_in_place_and_a_query_glued_to_a_link(tmp_path):
    """``removeFlow(f.link.href)`` and ``removeFlow(c.link.href + '?version=0')``: one
    endpoint whose ``{href}`` is the link and whose ``version`` is the fixed ``0`` (rule
    ``url.query-restart``), never an enum ``[0, '0?version=0']``."""
    contract = derived(tmp_path, (
        "import { removeFlow } from './service';\n"
        "export const remove = (f: any) => removeFlow(f.link.href);\n"
        "export const undo = (c: any) => removeFlow(c.link.href + '?version=0');\n"))
    [cap] = [c for c in contract["capabilities"]
             if c["implementation"]["requests"][0]["method"] == "DELETE"]
    request = cap["implementation"]["requests"][0]
    assert request["pathTemplate"] == "/api/{href}"
    assert sorted((b["target"], b["input"], b["value"]) for b in request["bindings"]) == [
        ("path:href", "href", None), ("query:version", None, 0)]
    assert list(cap["inputSchema"]["properties"]) == ["href"]
    assert cap["inputSchema"]["properties"]["href"]["description"].startswith(
        "A link the server gave (f.link.href or c.link.href,")
    restarts = [i for i in items_of(contract, cap) if "url.query-restart" in i[1]]
    assert [s for s, _ in restarts] == ["medium"]
    assert restarts[0][1].startswith("the query '?version=0?version=0' is started twice")


def test_a_hal_link_in_a_fetch_path_is_no_fetched_address(tmp_path):
    """``/api/${order._links.self.href}/import``: the path's fetch word does not make the
    server's own link an address the caller chooses (no risk ``external``)."""
    contract = derived(tmp_path, (
        "import axios from 'axios';\n"
        "export const run = (order: any) => "
        "axios.post(`/api/${order._links.self.href}/import`);\n"))
    cap = by_path(contract)["POST /api/{href}/import"]
    assert "external" not in cap["annotations"]["risks"]
    assert cap["inputSchema"]["properties"]["href"]["description"].startswith(
        "A link the server gave (order._links.self.href,")
