"""Route parameters (``extractors/routers.py`` :func:`route_parameter`, rule
``context.route-parameter`` in ``passes/context_refs.py``): a path or body value read from one
parameter of the current route stays an input and gets a context reference of the same name;
a value some caller takes elsewhere gets none; the whole route stays a context the Host fills.
Assertions are exact inputs, bindings and references."""
from __future__ import annotations

from conftest import capability, endpoints


def refs(cap: dict) -> list[tuple[str, str, int]]:
    return [(r["name"], r["source"], r["evidence"][0]["line"]) for r in cap["contextReferences"]]


def inputs(cap: dict) -> list[str]:
    return sorted(cap["inputSchema"]["properties"])


def test_route_parameters_stay_inputs_with_a_reference(derive_files):
    contract = derive_files({"src/Team.jsx": (
        "import axios from 'axios';\n"
        "import { useParams } from 'react-router-dom';\n"
        "export function Team() {\n"
        "  const { teamId } = useParams();\n"
        "  const org = useParams().org || 'default';\n"
        "  const load = () => axios.get(`/api/${org}/teams/${teamId}`);\n"
        "  const add = (email) => axios.post('/api/invites', { teamId, email });\n"
        "  return <button onClick={() => { load(); add('a@b.c'); }}>Go</button>;\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/{org}/teams/{teamId}"), ("POST", "/api/invites")}
    team = capability(contract, "GET", "/api/{org}/teams/{teamId}")
    invite = capability(contract, "POST", "/api/invites")
    assert inputs(team) == ["org", "teamId"]
    assert refs(team) == [
        ("org", "the current route's parameter org (useParams().org)", 5),
        ("teamId", "the current route's parameter teamId (useParams().teamId)", 4)]
    assert inputs(invite) == ["email", "teamId"]
    assert refs(invite) == [
        ("teamId", "the current route's parameter teamId (useParams().teamId)", 4)]


def test_a_value_one_caller_takes_elsewhere_gets_no_reference(derive_files):
    contract = derive_files({"src/Item.vue": (
        "<script setup>\n"
        "import axios from 'axios';\n"
        "import { useRoute } from 'vue-router';\n"
        "const route = useRoute();\n"
        "const load = (id) => axios.get(`/api/items/${id}`);\n"
        "load(route.params.id);\n"
        "export const other = (picked) => load(picked);\n"
        "const search = () => axios.get('/api/search', { params: { path: route.path } });\n"
        "search();\n"
        "</script>\n")})
    assert endpoints(contract) == {("GET", "/api/items/{id}"), ("GET", "/api/search")}
    item = capability(contract, "GET", "/api/items/{id}")
    assert inputs(item) == ["id"]
    assert refs(item) == []
    search = capability(contract, "GET", "/api/search")
    assert search["inputSchema"]["properties"] == {}
    assert [(r["name"], r["source"]) for r in search["contextReferences"]] == [
        ("path", "the current route (useRoute())")]
