"""Instances a factory function makes from its parameters (:mod:`code2skill.factory_instances`,
rule ``this.factory-arguments``): each call of ``createApi(base)`` returning ``new Api(base)``
is a construction of ``Api`` with that call's arguments, as a ``new`` written at the call."""
from __future__ import annotations

from conftest import endpoints

REPORTS = """\
export class ReportApi {
  constructor(private readonly base: string) {}
  read(path: string) { return fetch(`${this.base}${path}`); }
  publish(id: string) { return fetch(`${this.base}/${id}/publish`, { method: 'POST' }); }
}
export function createReportApi(base: string) { return new ReportApi(base); }
export const reportApi = createReportApi('/reports/v2');
"""

CALLS = """\
import { reportApi } from './reports';
export const daily = (day: string) => reportApi.read(`/daily/${day}`);
export const publish = (id: string) => reportApi.publish(id);
"""


def test_the_base_a_factory_call_passes_reaches_the_methods(derive_files):
    contract = derive_files({"src/reports.ts": REPORTS, "src/calls.ts": CALLS})
    assert endpoints(contract) == {("GET", "/reports/v2/daily/{day}"),
                                   ("POST", "/reports/v2/{id}/publish")}


RESOURCES = """\
export class ResourceApi {
  constructor(private readonly resource: string) {}
  list() { return fetch(`/api/${this.resource}`); }
  remove(id: string) { return fetch(`/api/${this.resource}/${id}`, { method: 'DELETE' }); }
}
export function resourceApi(resource: string) { return new ResourceApi(resource); }
export const labels = resourceApi('labels');
export const boards = resourceApi('boards');
"""

RESOURCE_CALLS = """\
import { labels, boards } from './resources';
export const listLabels = () => labels.list();
export const removeBoard = (id: string) => boards.remove(id);
"""


def direct(source: str) -> str:
    """``source`` with each factory call written as the ``new`` it makes."""
    return source.replace("resourceApi('labels')", "new ResourceApi('labels')") \
        .replace("resourceApi('boards')", "new ResourceApi('boards')") \
        .replace("return new ResourceApi(resource);", "return resource;") \
        .replace("createReportApi('/reports/v2')", "new ReportApi('/reports/v2')") \
        .replace("createReportApi('/drafts')", "new ReportApi('/drafts')") \
        .replace("return new ReportApi(base);", "return base;")


def test_each_call_of_a_factory_keeps_its_own_instance(derive_files):
    contract = derive_files({"src/resources.ts": RESOURCES, "src/calls.ts": RESOURCE_CALLS})
    assert endpoints(contract) == {
        ("GET", "/api/labels"), ("GET", "/api/boards"),
        ("DELETE", "/api/labels/{id}"), ("DELETE", "/api/boards/{id}")}
    tied = {(r["method"], r["pathTemplate"]): r["callSites"][0]["file"]
            for c in contract["capabilities"] for r in c["implementation"]["requests"]}
    assert tied[("GET", "/api/labels")] == tied[("DELETE", "/api/boards/{id}")] == "src/calls.ts"


def test_factory_calls_find_what_the_news_written_there_find(derive_files):
    two_bases = REPORTS + "export const drafts = createReportApi('/drafts');\n"
    for files in ({"src/resources.ts": RESOURCES, "src/calls.ts": RESOURCE_CALLS},
                  {"src/reports.ts": two_bases, "src/calls.ts": CALLS}):
        written = {path: direct(text) for path, text in files.items()}
        assert endpoints(derive_files(files)) == endpoints(derive_files(written))


PASSED_ON = """\
class Http { constructor(private base: string) {}
  get(path: string) { return fetch(`${this.base}${path}`); } }
export class UserClient {
  http: Http;
  constructor(base: string) { this.http = new Http(base); }
  me() { return this.http.get('/me'); }
}
export const users = new UserClient('/api/users');
"""


def test_a_constructor_passing_its_parameter_on_is_no_factory(derive_files):
    assert endpoints(derive_files({"src/users.ts": PASSED_ON})) == {("GET", "/api/users/me")}
