"""Rule service.deployment-prefix, slash form: the page's origin, a slash, then a page global the
server page sets and no caller fills, named as a base or a prefix and trimmed by its methods
(`window.location.origin + '/' + baseURL`, `baseURL = (window.baseURL || '').replace(…)`, read
through a helper and a getter), is the deployment prefix of the same-origin service: its paths
are `/api/v2/…`, no `{baseURL}` path input, no `url.leading-base-parameter` item, no `external`
risk. A segment a caller fills after the same slash stays a path input."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.deployment_prefix import deployment_prefix, prefix_after_origin
from code2skill.values import AltV, HoleV, LibV, ParamV, StrV, Text, UnknownV

UTILS = """
export class Utils {
    static getBaseURL(absolute?: boolean): string {
        let baseURL = window.baseURL || ''
        baseURL = baseURL.replace(/\\/+$/, '')
        if (baseURL.indexOf('/') === 0) {
            baseURL = baseURL.slice(1)
        }
        if (absolute) {
            return window.location.origin + '/' + baseURL
        }
        return baseURL
    }
}
"""

CLIENT = """
import {Utils} from './utils'
class BoardClient {
    private getBaseURL(): string {
        return Utils.getBaseURL(true).replace(/\\/$/, '')
    }
    async getBoard(boardId: string) {
        const response = await fetch(this.getBaseURL() + `/api/v2/boards/${boardId}`)
        return response.json()
    }
    async deleteBoard(boardId: string) {
        return fetch(this.getBaseURL() + `/api/v2/boards/${boardId}`, {method: 'DELETE'})
    }
    async teamBoards(team: string) {
        return fetch(window.location.origin + '/' + team + '/api/v2/boards')
    }
}
const client = new BoardClient()
export default client
"""

MAIN = """
import client from './client'
export const openBoard = (boardId: string) => client.getBoard(boardId)
export const removeBoard = (boardId: string) => client.deleteBoard(boardId)
export const teamBoards = (team: string) => client.teamBoards(team)
"""


def derive_app(derive_files) -> dict:
    return derive_files({
        "package.json": '{"name": "boards", "dependencies": {"react": "18"}}',
        "src/utils.ts": UTILS,
        "src/client.ts": CLIENT,
        "src/main.ts": MAIN,
    })


def service_id(cap: dict) -> str:
    return cap["implementation"]["requests"][0]["service"]


def test_a_page_global_after_the_origin_and_a_slash_is_the_deployment_prefix(derive_files):
    contract = derive_app(derive_files)
    assert endpoints(contract) == {
        ("GET", "/api/v2/boards/{boardId}"), ("DELETE", "/api/v2/boards/{boardId}"),
        ("GET", "/{team}/api/v2/boards")}
    board = capability(contract, "GET", "/api/v2/boards/{boardId}")
    assert bindings(board) == {"path:boardId": "boardId"}
    assert board["inputSchema"]["required"] == ["boardId"]
    assert board["annotations"]["risks"] == []
    removal = capability(contract, "DELETE", "/api/v2/boards/{boardId}")
    assert service_id(board) == service_id(removal)
    [service] = [s for s in contract["services"] if s["id"] == service_id(board)]
    assert [e["rule"] for e in service["evidence"]] == [
        "service.runtime-base", "service.deployment-prefix"]
    assert service["description"].startswith(
        "Backend whose base URL the deployment supplies at run time: the page global "
        "window.baseURL or baseURL, a prefix a call code2skill could not follow returns or the "
        "page's own origin when none is set;")
    assert not [r for r in contract["review"] if "{baseURL}" in r["message"]]


def test_a_segment_a_caller_fills_after_the_slash_stays_an_input(derive_files):
    contract = derive_app(derive_files)
    boards = capability(contract, "GET", "/{team}/api/v2/boards")
    assert bindings(boards) == {"path:team": "team"}
    assert boards["inputSchema"]["required"] == ["team"]
    board = capability(contract, "GET", "/api/v2/boards/{boardId}")
    assert service_id(boards) != service_id(board)


ORIGIN = HoleV("origin", LibV("global", ("location", "origin")), None)
GLOBAL = LibV("global", ("baseURL",))
TRIMMED = AltV((GLOBAL, StrV((Text("", None),)), UnknownV("library-call"), UnknownV("call")))


def test_prefix_after_origin_skips_the_joining_slash():
    prefix = HoleV("baseURL", TRIMMED, None)
    path = Text("/api/v2/boards", None)
    found = prefix_after_origin([ORIGIN, Text("/", None), prefix, path],
                                lambda v: v is ORIGIN.value, lambda name: True)
    assert found is not None
    hole, supplied, rest = found
    assert hole is prefix and rest == [path]
    assert supplied.sources == ("the page global window.baseURL",
                                "baseURL, a prefix a call code2skill could not follow returns")
    assert supplied.same_origin


def test_prefix_after_origin_refuses_other_joins():
    origin = lambda v: v is ORIGIN.value      # noqa: E731
    path = Text("/api", None)
    team = HoleV("team", ParamV("f#1", "team"), None)
    assert prefix_after_origin([ORIGIN, Text("/", None), team, path], origin,
                               lambda name: True) is None
    assert prefix_after_origin([ORIGIN, Text("/x/", None), HoleV("baseURL", TRIMMED, None),
                                path], origin, lambda name: True) is None


def test_a_library_call_is_a_prefix_only_for_a_base_named_value():
    assert deployment_prefix(AltV((GLOBAL, UnknownV("library-call"))), "baseURL") is not None
    assert deployment_prefix(AltV((UnknownV("library-call"), StrV((Text("/", None),)))),
                             None) is None


PAGE = """<!DOCTYPE html>
<html>
<head>
    <title><%= htmlWebpackPlugin.options.title %></title>
    <script>window.baseURL = '{{.BaseURL}}'</script>
</head>
<body><div id="app"></div></body>
</html>
"""


def test_a_prefix_the_page_template_writes_is_the_deployment_prefix(derive_files):
    """The page template's inline script sets the global from the server's value
    (``window.baseURL = '{{.BaseURL}}'``, rule ``value.server-template``): the prefix is what
    the page's own server provides, still the deployment prefix, never a ``{baseURL}`` input."""
    contract = derive_files({
        "package.json": '{"name": "boards", "dependencies": {"react": "18"}}',
        "html-templates/page.ejs": PAGE, "src/utils.ts": UTILS, "src/client.ts": CLIENT,
        "src/main.ts": MAIN})
    assert ("GET", "/api/v2/boards/{boardId}") in endpoints(contract)
    board = capability(contract, "GET", "/api/v2/boards/{boardId}")
    assert bindings(board) == {"path:boardId": "boardId"}
    [service] = [s for s in contract["services"] if s["id"] == service_id(board)]
    assert [e["rule"] for e in service["evidence"]] == [
        "service.runtime-base", "service.deployment-prefix"]
    assert "a value the server's page template writes into the page" in service["description"]


def test_a_server_template_value_is_a_provided_prefix():
    served = StrV((HoleV("BaseURL", UnknownV("server-template"), None),))
    found = deployment_prefix(AltV((served, UnknownV("library-call"))), "baseURL")
    assert found is not None and found.sources == (
        "a value the server's page template writes into the page",
        "baseURL, a prefix a call code2skill could not follow returns")
