"""Rule ``value.array-pick``: an array literal indexed by a value the source does not settle
is any of its items."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree

SERVICE = (
    "import axios from 'axios';\n"
    "export class TypeService {\n"
    "  constructor(private readonly kind: string) {}\n"
    "  list(id: string) { return axios.get(`/api/projects/${id}/${this.kind}s`); }\n"
    "}\n"
    "export const services = { span: new TypeService('span-type'),\n"
    "                          relation: new TypeService('relation-type') };\n"
)


def endpoints(tmp_path, page: str) -> dict[str, list[str]]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "types"}', "src/service.ts": SERVICE, "src/page.ts": page}))
    return {req["pathTemplate"]: sorted({r["evidence"][0]["rule"] for r in contract["review"]
                                         if r["capability"] == cap["name"] and r["evidence"]
                                         and r["severity"] == "medium"})
            for cap in contract["capabilities"] for req in cap["implementation"]["requests"]}


def test_an_unsettled_index_reaches_every_item(tmp_path):
    """``[services.span, services.relation][state.tab]``: both instances are called, neither
    inferred."""
    assert endpoints(tmp_path, (
        "import { services } from './service';\n"
        "export const state = { tab: Number(window.location.hash.slice(1)) };\n"
        "export const load = (id: string) => "
        "[services.span, services.relation][state.tab].list(id);\n")) == {
        "/api/projects/{id}/span-types": [], "/api/projects/{id}/relation-types": []}


def test_a_parameter_index_is_not_taken_as_any_item(tmp_path):
    """``[a, b][i]`` with ``i`` a parameter is no pick of every item: the call stays tied to
    no instance, so each ``new``'s endpoint is inferred and reviewed."""
    assert endpoints(tmp_path, (
        "import { services } from './service';\n"
        "const pick = (i: number, id: string) => [services.span, services.relation][i].list(id);\n"
        "export const load = (id: string) => pick(1, id);\n")) == {
        "/api/projects/{id}/span-types": ["this.instance-argument"],
        "/api/projects/{id}/relation-types": ["this.instance-argument"]}
