"""Rule ``coverage.written-site``: a request-like site is the call that writes the request's
URL, so calls through a wrapper object (``http.get('/x')`` whose ``request`` calls
``fetch``) count one site each, as direct library calls do."""
from __future__ import annotations

from conftest import endpoints

from code2skill.coverage import encloses, url_places, written_site
from code2skill.requests import RequestTemplate, Site
from code2skill.values import AltV, LitV, StrV, Text

WRAPPER = (
    "async function request(url: string, method: string, body?: unknown) {\n"
    "  const res = await fetch(url, { method, body: JSON.stringify(body),\n"
    "                                credentials: 'same-origin' })\n"
    "  return res.json()\n"
    "}\n"
    "export const http = {\n"
    "  get: (url: string) => request(url, 'GET'),\n"
    "  post: (url: string, body?: unknown) => request(url, 'POST', body),\n"
    "}\n")


def figures(contract: dict) -> tuple[int, int, int, int]:
    cov = contract["source"]["coverage"]
    return cov["requestLikeSites"], cov["resolved"], cov["reviewed"], cov["unresolved"]


def test_calls_through_a_wrapper_object_are_the_sites(derive_files):
    contract = derive_files({"src/http.ts": WRAPPER, "src/api.ts": (
        "import { http } from './http'\n"
        "export const tags = () => http.get('/api/v1/tags')\n"
        "export const users = () => http.get('/api/v1/users')\n"
        "export const addTag = (name: string) => http.post('/api/v1/tags', { name })\n"
        "export const count = () => fetch('/api/v1/count')\n")})
    assert endpoints(contract) == {("GET", "/api/v1/tags"), ("GET", "/api/v1/users"),
                                   ("POST", "/api/v1/tags"), ("GET", "/api/v1/count")}
    assert figures(contract) == (4, 4, 0, 0)
    assert contract["source"]["coverage"]["byLibrary"]["fetch"]["requestLikeSites"] == 4


def test_a_url_written_inside_the_wrapper_is_the_library_call(derive_files):
    contract = derive_files({"src/api.ts": (
        "const get = (id: string) => fetch(`/api/items/${id}`)\n"
        "export const a = () => get('1')\n"
        "export const b = (id: string) => get(id)\n")})
    assert figures(contract) == (1, 1, 0, 0)


CLASS_CLIENT = (
    "class Api {\n"
    "  baseUrl = '/control'\n"
    "  async makeRequest(path: string, method = 'POST', config: any = {}) {\n"
    "    const res = await fetch(`${this.baseUrl}/${path}`, { method, body: config.data })\n"
    "    return res.json()\n"
    "  }\n"
    "  STATUS = { path: 'status', method: 'GET' }\n"
    "  RESET = { path: 'stats/reset', method: 'POST' }\n"
    "  getStatus() {\n"
    "    const { path, method } = this.STATUS\n"
    "    return this.makeRequest(path, method)\n"
    "  }\n"
    "  resetStats() {\n"
    "    const { path, method } = this.RESET\n"
    "    return this.makeRequest(path, method)\n"
    "  }\n"
    "  setFilter(data: unknown) {\n"
    "    return this.makeRequest('filtering/set', 'POST', { data })\n"
    "  }\n"
    "}\n"
    "export const api = new Api()\n")


def test_wrapper_calls_naming_an_endpoint_through_constants_are_the_sites(derive_files):
    """``this.makeRequest(path, method)`` with ``{path, method}`` read from a class constant:
    no call writes the URL text, so each outermost wrapper call is a site, not the one
    ``fetch`` inside the wrapper."""
    contract = derive_files({"src/api/Api.ts": CLASS_CLIENT})
    assert endpoints(contract) == {("GET", "/control/status"), ("POST", "/control/stats/reset"),
                                   ("POST", "/control/filtering/set")}
    assert figures(contract) == (3, 3, 0, 0)


def test_calls_passing_a_url_constant_to_a_wrapper_are_the_sites(derive_files):
    contract = derive_files({"src/http.ts": WRAPPER, "src/urls.ts": (
        "export const URLS = { tags: '/api/v1/tags', users: '/api/v1/users' }\n"), "src/api.ts": (
        "import { http } from './http'\n"
        "import { URLS } from './urls'\n"
        "export const tags = () => http.get(URLS.tags)\n"
        "export const users = () => http.get(URLS.users)\n")})
    assert endpoints(contract) == {("GET", "/api/v1/tags"), ("GET", "/api/v1/users")}
    assert figures(contract) == (3, 2, 1, 0)       # + http.post, which nothing calls: reviewed


def place(line: int, col: int, end_line: int, end_col: int) -> tuple:
    return ("a.ts", (line, col, end_line, end_col))


def test_written_site_is_the_outermost_hop_holding_a_url_text():
    outer, inner = place(3, 1, 3, 30), place(9, 3, 9, 20)
    url = StrV((Text("/api", place(9, 10, 9, 16)), Text("/tags", place(3, 10, 3, 17))))
    template = RequestTemplate(method=LitV("GET"), url=url, lib="fetch",
                               sites=(Site(outer, "f", "wrapper.call"),
                                      Site(inner, "request", "fetch.call")))
    assert written_site(template) == outer
    assert url_places(AltV((url, StrV(())))) == [place(9, 10, 9, 16), place(3, 10, 3, 17)]
    assert encloses(outer, place(3, 10, 3, 17)) and not encloses(outer, place(9, 10, 9, 16))
    assert not encloses(("b.ts", outer[1]), place(3, 10, 3, 17))


def test_written_site_falls_back_to_the_outermost_call_then_to_none():
    outer, inner = place(3, 1, 3, 30), place(9, 3, 9, 20)
    url = StrV((Text("/api/status", place(20, 10, 20, 22)),))       # written in a constant
    chain = (Site(outer, "f", "wrapper.call"), Site(inner, "request", "fetch.call"))
    template = RequestTemplate(method=LitV("GET"), url=url, lib="fetch", sites=chain)
    assert written_site(template) == outer
    alone = RequestTemplate(method=LitV("GET"), url=url, lib="fetch", sites=chain[1:])
    assert written_site(alone) is None
