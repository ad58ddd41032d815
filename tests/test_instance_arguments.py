"""Rule ``this.instance-argument``: a path segment a class takes from each ``new``
(:mod:`code2skill.instance_arguments`, :func:`code2skill.class_layers.instance_segment`)."""
from __future__ import annotations

from conftest import capability, endpoints, uncalled_tool

from code2skill.instance_arguments import RULE

HTTP = "import axios from 'axios'\nexport const http = axios.create({ baseURL: '/api' })\n"

LABELS = """\
import { http } from './http'
export class LabelRepository {
  constructor(private readonly baseUrl = 'label', private readonly request = http) {}
  list(projectId: string) { return this.request.get(`/projects/${projectId}/${this.baseUrl}s`) }
  upload(projectId: string, form: FormData) {
    return this.request.post(`/projects/${projectId}/${this.baseUrl}-upload`, form)
  }
}
"""

PLUGIN = """\
import { LabelRepository } from './labels'
export const repositories = {
  categoryType: new LabelRepository('category-type'),
  spanType: new LabelRepository('span-type'),
}
"""

PAGE = """\
import { repositories } from './plugin'
export function categories(projectId: string) { return repositories.categoryType.list(projectId) }
export function spans(projectId: string) { return repositories.spanType.list(projectId) }
"""


def items(contract: dict) -> list[tuple[str, str, str]]:
    """``(capability, severity, message)`` of each review item of the rule."""
    return sorted((r["capability"], r["severity"], r["message"]) for r in contract["review"]
                  if any(e["rule"] == RULE for e in r["evidence"]))


def test_each_call_takes_the_argument_of_its_instance(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/labels.ts": LABELS,
                             "src/plugin.ts": PLUGIN, "src/page.ts": PAGE})
    made = endpoints(contract)
    assert {("GET", "/api/projects/{projectId}/category-types"),
            ("GET", "/api/projects/{projectId}/span-types")} <= made
    assert not any("/labels" in path or "label-upload" in path for _, path in made)
    tied = capability(contract, "GET", "/api/projects/{projectId}/span-types")
    assert tied["status"] == "draft"
    sites = tied["implementation"]["requests"][0]["callSites"]
    assert [(s["file"], s["line"]) for s in sites] == [("src/page.ts", 3)]


def test_a_request_no_call_ties_to_an_instance_is_made_once_per_new(derive_files):
    """Nothing calls ``upload``: no Tool, and the never-called item of each ``new`` names the
    endpoint that instance would send."""
    contract = derive_files({"src/http.ts": HTTP, "src/labels.ts": LABELS,
                             "src/plugin.ts": PLUGIN, "src/page.ts": PAGE})
    assert not any("upload" in path for _, path in endpoints(contract))
    never = sorted(r["message"] for r in contract["review"]
                   if any(e["rule"] == "wrapper.never-called" for e in r["evidence"]))
    note = ("LabelRepository.upload is defined but never called in the analysed program: no "
            "call of it was found, so the client does not make POST "
            "/api/projects/{{projectId}}/{}-type-upload and no Tool "
            "create_project_{}_type_upload is offered; listed so the API surface stays visible")
    assert never == [note.format("category", "category"), note.format("span", "span")]
    assert items(contract) == []      # (nothing calls upload: never-called says it; the
    #                                   lists are tied to their instances)


def test_the_default_only_where_a_new_passes_nothing(derive_files):
    plugin = PLUGIN.replace("}\n", "  label: new LabelRepository(),\n}\n", 1)
    page = PAGE + ("export function labels(projectId: string) { "
                   "return repositories.label.list(projectId) }\n")
    contract = derive_files({"src/http.ts": HTTP, "src/labels.ts": LABELS,
                             "src/plugin.ts": plugin, "src/page.ts": page})
    assert ("GET", "/api/projects/{projectId}/labels") in endpoints(contract)
    assert any("POST /api/projects/{projectId}/label-upload" in r["message"]
               for r in contract["review"] if uncalled_tool(r))


BODY_WRITE = """\
import { http } from './http'
export class Resource {
  private resource: string
  constructor(resource: string, private readonly size = 20) { this.resource = resource }
  all() { return http.get(`/${this.resource}`, { params: { size: this.size } }) }
}
export const users = new Resource('users')
export const teams = new Resource('teams', 50)
export function userList() { return users.all() }
export function teamList() { return teams.all() }
"""


def test_a_constructor_body_write_without_default(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/resource.ts": BODY_WRITE})
    assert endpoints(contract) == {("GET", "/api/users"), ("GET", "/api/teams")}
    assert items(contract) == []


AGREED = """\
import { http } from './http'
export class Feed {
  constructor(private readonly kind = 'news', private readonly limit = 10) {}
  load() { return http.get(`/feeds/${this.kind}`, { params: { limit: this.limit } }) }
}
export const small = new Feed('posts', 5)
export const large = new Feed('posts', 100)
export function loadSmall() { return small.load() }
"""


def test_texts_every_new_agrees_on_are_the_segment(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/feed.ts": AGREED})
    assert endpoints(contract) == {("GET", "/api/feeds/posts")}
    assert items(contract) == []


UNMADE = """\
import { http } from './http'
export class Comments {
  private pageId: string
  constructor(pageId: string) { this.pageId = pageId }
  load() { return http.get(`/comments/${this.pageId}`) }
}
"""


def test_no_new_leaves_a_path_parameter_with_a_low_item(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/comments.ts": UNMADE})
    assert endpoints(contract) == {("GET", "/api/comments/{pageId}")}
    assert items(contract) == [(
        "get_comment", "low", "the URL holds a constructor argument of Comments, and no "
        "new Comments(…) was found: that part stays a path parameter")]


SERVICE = """\
import { LabelRepository } from './labels'
import { repositories } from './plugin'
export class LabelService {
  constructor(private readonly repository: LabelRepository) {}
  names(projectId: string) { return this.repository.list(projectId) }
}
export const services = { spanType: new LabelService(repositories.spanType),
                          categoryType: new LabelService(repositories.categoryType) }
export function spanNames(projectId: string) { return services.spanType.names(projectId) }
"""


def test_an_instance_handed_to_another_class_keeps_its_argument(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/labels.ts": LABELS,
                             "src/plugin.ts": PLUGIN, "src/service.ts": SERVICE})
    spans = capability(contract, "GET", "/api/projects/{projectId}/span-types")
    sites = spans["implementation"]["requests"][0]["callSites"]
    assert ("src/service.ts", 9) in [(s["file"], s["line"]) for s in sites]
    assert not any("/labels" in path for _, path in endpoints(contract))
