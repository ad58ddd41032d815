"""Hono RPC clients (``extractors/hono_client.py``): ``hc(base)`` member chains ending in
``$get``/``$post``/…, made in the folder (rule ``hono.rpc-client``) or imported from a
package outside it (rules ``hono.assumed-client``, ``hono.unproven-client``).

Each test is a tiny client; the assertions are exact endpoints, bindings, encodings, auth
evidence, coverage counts and review items.
"""
from __future__ import annotations

from code2skill.extractors.hono_client import route_path
from conftest import bindings, capability, endpoints

UI = '"react": "^18.3.1", "react-dom": "^18.3.1"'
CLIENT = ("import { hc } from 'hono/client';\n"
          "export const client = hc(import.meta.env.VITE_API_URL, {\n"
          "  headers: { 'X-Api-Key': import.meta.env.VITE_KEY } });\n")


def package(*deps: str) -> str:
    return '{"name": "planner", "dependencies": {' + ", ".join((UI,) + deps) + "}}"


def reviews(contract: dict, rule: str) -> list[str]:
    """The messages of the review items of no capability whose first evidence cites
    ``rule``."""
    return [r["message"] for r in contract["review"] if r["capability"] is None
            and r["evidence"] and r["evidence"][0]["rule"] == rule]


def test_route_path_drops_a_trailing_index_and_refuses_client_methods():
    """``client.project.index.$get`` is ``/project``; a ``$``-member inside is no route."""
    assert route_path(("project", "index")) == ("project",)
    assert route_path(("index",)) == ()
    assert route_path(("index", "x")) == ("index", "x")
    assert route_path(("task", "$url")) is None


def test_in_root_client_chains_are_requests_with_param_query_json_and_headers(derive_files):
    contract = derive_files({"package.json": package('"hono": "^4.6.0"'),
                             "src/client.ts": CLIENT, "src/page.ts": (
        "import { client } from './client';\n"
        "export const put = (taskId: string, title: string) =>\n"
        "  client.task[':id'].$put({ param: { id: taskId }, json: { title } });\n"
        "export const list = (projectId: string, page: number) =>\n"
        "  client['time-entry'].task[':projectId{[0-9]+}'].$get(\n"
        "    { param: { projectId }, query: { page } });\n"
        "export const link = (id: string) => client.task[':id'].$url({ param: { id } });\n")})
    assert endpoints(contract) == {("PUT", "/task/{id}"),
                                   ("GET", "/time-entry/task/{projectId}")}
    put = capability(contract, "PUT", "/task/{id}")
    assert bindings(put) == {"path:id": "id", "body:title": "title"}
    assert put["implementation"]["requests"][0]["bodyEncoding"] == "json"
    assert put["implementation"]["requests"][0]["callSites"][0]["rule"] == "hono.rpc-client"
    assert put["auth"]["authentication"] == "api-key"
    assert bindings(capability(contract, "GET", "/time-entry/task/{projectId}")) == {
        "path:projectId": "projectId", "query:page": "page"}
    assert [s["baseUrlBinding"] for s in contract["services"]] == ["PLANNER_API_BASE_URL"]
    assert contract["source"]["coverage"]["resolved"] == 2


def test_a_package_export_called_like_a_hono_client_is_assumed_one(derive_files):
    contract = derive_files({"package.json": package('"hono": "^4.6.0"',
                                                     '"@acme/libs": "workspace:*"'),
                             "src/page.ts": (
        "import { client } from '@acme/libs';\n"
        "export const drop = (id: string) => client.label[':id'].task.$delete({ param: { id } });\n"
        "export const root = (q: string) => client.search.index.$get({ query: { q } });\n")})
    assert endpoints(contract) == {("DELETE", "/label/{id}/task"), ("GET", "/search")}
    request = capability(contract, "GET", "/search")["implementation"]["requests"][0]
    assert request["callSites"][0]["rule"] == "hono.assumed-client"
    [service] = contract["services"]
    assert service["id"] == "client_of_acme_libs"
    assert service["evidence"] == [{
        "column": 1, "endColumn": 37, "endLine": 1, "file": "src/page.ts", "kind": "inferred",
        "line": 1, "note": "client of @acme/libs", "rule": "service.unresolved-base"}]
    assert reviews(contract, "hono.assumed-client") == [
        "'client' of '@acme/libs' is made outside the analysed folder: its 2 call sites of "
        "$get/$post/… chains are read as a Hono RPC client (hc) because the app depends on "
        "'hono'; its base URL (and any headers or fetch it is made with) is not shown, so the "
        "Host binds the base"]


def test_without_hono_such_chains_are_reviewed_sites_never_requests(derive_files):
    contract = derive_files({"package.json": package('"@acme/libs": "workspace:*"'),
                             "src/page.ts": (
        "import { client } from '@acme/libs';\n"
        "export const drop = (id: string) => client.label[':id'].$delete({ param: { id } });\n"
        "export const add = () => client.label.$post({ json: {} });\n")})
    assert endpoints(contract) == set()
    assert contract["source"]["coverage"]["reviewed"] == 2
    assert reviews(contract, "hono.unproven-client") == [
        "'client' of '@acme/libs' is called with 2 call sites of $get/$post/… chains like a "
        "Hono RPC client, but the app does not depend on 'hono' and the client is made "
        "outside the analysed folder: not in the contract"]


def test_a_modelled_library_is_never_an_assumed_hono_client():
    """A ``$get`` member of a library a recogniser models is that library's own."""
    from code2skill.extractors.hono_client import modelled_libraries
    assert {"axios", "ky", "trpc", "hono"} <= modelled_libraries()
    assert "@acme/libs" not in modelled_libraries()


def test_the_root_route_of_a_known_client_is_an_endpoint(derive_files):
    """``hono.root-route``: ``client.index.$get()`` and ``client.$post()`` are ``/`` of the
    client's base, made in the folder or assumed; a bare base read by ``fetch`` is not."""
    contract = derive_files({"package.json": package('"hono": "^4.6.0"',
                                                     '"@acme/libs": "workspace:*"'),
                             "src/client.ts": CLIENT, "src/page.ts": (
        "import { client } from './client';\n"
        "import { client as shared } from '@acme/libs';\n"
        "export const root = () => client.index.$get();\n"
        "export const add = (a: number) => client.$post({ json: { a } });\n"
        "export const other = () => shared.index.$get();\n"
        "export const ping = () => fetch(import.meta.env.VITE_API_URL);\n")})
    found = {(r["method"], r["pathTemplate"], r["service"], r["callSites"][0]["rule"])
             for cap in contract["capabilities"] for r in cap["implementation"]["requests"]}
    assert found == {("GET", "/", "planner", "hono.rpc-client"),
                     ("POST", "/", "planner", "hono.rpc-client"),
                     ("GET", "/", "client_of_acme_libs", "hono.assumed-client")}
    root = capability(contract, "GET", "/")
    assert [e["rule"] for e in root["evidence"]["/implementation/requests/0/pathTemplate"]
            ].count("hono.root-route") == 1
    assert [r["evidence"][0]["line"] for r in contract["review"]
            if "no fixed part" in r["message"]] == [6]         # the fetch of a bare base
    assert contract["source"]["coverage"]["resolved"] == 3


def test_an_assumed_client_and_another_unshown_base_are_two_services(derive_files):
    """The assumed client's base is named after its export, never merged with another
    client's base the source does not show."""
    contract = derive_files({"package.json": package('"hono": "^4.6.0"',
                                                     '"@acme/libs": "workspace:*"'),
                             "src/page.ts": (
        "import axios from 'axios';\n"
        "import { client } from '@acme/libs';\n"
        "const http = axios.create({ baseURL: (window as any).settings?.base });\n"
        "export const label = () => client.label.$get();\n"
        "export const me = () => http.get('/me');\n")})
    services = {r["pathTemplate"]: r["service"] for cap in contract["capabilities"]
                for r in cap["implementation"]["requests"]}
    assert services["/label"] == "client_of_acme_libs"
    assert services["/me"] != services["/label"]
