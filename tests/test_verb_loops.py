"""Rule ``wrapper.verb-loop``: an object's HTTP verb methods written in a loop over a constant
list of verbs are one method per verb, each sending its verb; callers of ``http.get(url)`` are
followed into that member, with the loop call as a hop of the call site's evidence."""
from conftest import bindings, capability, endpoints

from code2skill.facts import Call, Member, Ref
from code2skill.values import ArrV, LitV, StrV, Text
from code2skill.verb_loops import listed_verbs, member_name

CALLERS = (
    "import http from './http';\n"
    "export const getUser = (id) => http.get(`/users/${id}`);\n"
    "export const createUser = (data) => http.post('/users', data);\n"
    "export const dropUser = (id) => http.delete(`/users/${id}`);\n")


def looped(key: str, items: str = "'GET', 'POST', 'DELETE'") -> str:
    """A request module writing ``http[key]`` for each verb of ``items`` over fetch."""
    return ("const http = {};\n"
            f"[{items}].forEach((method) => {{\n"
            f"  http[{key}] = (url, data) =>\n"
            "    fetch(`/api${url}`, { method, body: JSON.stringify(data) });\n"
            "});\n"
            "export default http;\n")


def test_each_call_becomes_a_capability_with_its_members_verb(derive_files):
    contract = derive_files({"src/http.js": looped("method.toLowerCase()"),
                             "src/users.js": CALLERS})
    assert endpoints(contract) == {("GET", "/api/users/{id}"), ("POST", "/api/users"),
                                   ("DELETE", "/api/users/{id}")}
    create = capability(contract, "POST", "/api/users")
    assert bindings(create) == {"body:": "body"}
    site = create["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["line"], site["rule"]) == ("src/users.js", 3, "wrapper.call")
    assert [(v["file"], v["line"], v["rule"]) for v in site["via"]] == [
        ("src/http.js", 2, "wrapper.verb-loop"), ("src/http.js", 4, "fetch.call")]
    method = create["evidence"]["/implementation/requests/0/method"][0]
    assert (method["file"], method["line"]) == ("src/http.js", 2)   # the verb as listed


def test_a_constant_list_and_the_variable_as_the_key(derive_files):
    contract = derive_files({
        "src/verbs.js": "export const VERBS = ['get', 'post', 'delete'];\n",
        "src/http.js": "import { VERBS } from './verbs';\n" + looped("method").replace(
            "['GET', 'POST', 'DELETE']", "VERBS"),
        "src/users.js": CALLERS})
    assert endpoints(contract) == {("GET", "/api/users/{id}"), ("POST", "/api/users"),
                                   ("DELETE", "/api/users/{id}")}


def test_a_factory_local_and_entries_built_with_map(derive_files):
    contract = derive_files({
        "src/rest.js": (
            "export function createRest(base) {\n"
            "  const client = {};\n"
            "  ['get', 'delete'].forEach((verb) => {\n"
            "    client[verb] = (path) => fetch(`${base}${path}`, { method: verb.toUpperCase() });\n"
            "  });\n"
            "  return client;\n"
            "}\n"
            "export const reports = Object.fromEntries(['GET', 'POST'].map((m) => [\n"
            "  m.toLowerCase(), (path) => fetch(`/reports${path}`, { method: m })]));\n"),
        "src/files.js": (
            "import { createRest, reports } from './rest';\n"
            "const files = createRest('/files');\n"
            "export const drop = (name) => files.delete(`/${name}`);\n"
            "export const summary = () => reports.get('/summary');\n")})
    assert endpoints(contract) == {("DELETE", "/files/{name}"), ("GET", "/reports/summary")}


def test_for_of_loops_at_module_level_and_in_a_factory(derive_files):
    contract = derive_files({
        "src/http.js": (
            "const http = {};\n"
            "for (const method of ['GET', 'POST', 'DELETE']) {\n"
            "  http[method.toLowerCase()] = (url, data) =>\n"
            "    fetch(`/api${url}`, { method, body: JSON.stringify(data) });\n"
            "}\n"
            "export default http;\n"),
        "src/users.js": CALLERS,
        "src/rest.js": (
            "export function createRest(base) {\n"
            "  const client = {};\n"
            "  for (const verb of ['get', 'delete']) {\n"
            "    client[verb] = (path) => fetch(`${base}${path}`, { method: verb.toUpperCase() });\n"
            "  }\n"
            "  return client;\n"
            "}\n"),
        "src/files.js": (
            "import { createRest } from './rest';\n"
            "const files = createRest('/files');\n"
            "export const drop = (name) => files.delete(`/${name}`);\n")})
    assert endpoints(contract) == {("GET", "/api/users/{id}"), ("POST", "/api/users"),
                                   ("DELETE", "/api/users/{id}"), ("DELETE", "/files/{name}")}
    create = capability(contract, "POST", "/api/users")
    site = create["implementation"]["requests"][0]["callSites"][0]
    assert [(v["line"], v["rule"]) for v in site["via"]] == [(2, "wrapper.verb-loop"),
                                                              (4, "fetch.call")]


def test_a_loop_over_other_words_installs_nothing(derive_files):
    contract = derive_files({"src/http.js": looped("method", "'GET', 'fetch'"),
                             "src/users.js": CALLERS})
    assert not contract["capabilities"]


def test_a_verb_method_over_an_unknown_transport_keeps_the_callers_item(derive_files):
    contract = derive_files({
        "src/socket.js": (
            "import connect from 'some-socket-lib';\n"
            "const io = connect(1);\n"
            "const { socket } = io;\n"
            "['GET', 'POST'].forEach((method) => {\n"
            "  socket[method.toLowerCase()] = (url, data) => new Promise((resolve) => {\n"
            "    socket.send({ method, data, url: `/api${url}` }, resolve);\n"
            "  });\n"
            "});\n"
            "export default socket;\n"),
        "src/users.js": "import socket from './socket';\n"
                        "export const getUser = (id) => socket.get(`/users/${id}`);\n"})
    assert not contract["capabilities"]
    items = [r for r in contract["review"] if r["severity"] == "medium"]
    assert [(r["evidence"][0]["file"], r["evidence"][0]["line"]) for r in items] == [
        ("src/users.js", 2)]
    assert "socket.get" in items[0]["message"]


def test_member_names_and_verb_lists():
    lower = Call(Member(Ref("m"), "toLowerCase"), ())
    assert member_name(lower, "m", "PATCH") == "patch"
    assert member_name(Ref("m"), "m", "PUT") == "PUT"
    assert member_name(Ref("x"), "m", "PUT") is None
    assert member_name(Call(Member(Ref("m"), "trim"), ()), "m", "PUT") is None
    verbs = ArrV((StrV((Text("get"),)), StrV((Text("Post"),))))
    assert [text for text, _ in listed_verbs(verbs)] == ["get", "Post"]
    assert listed_verbs(ArrV((StrV((Text("get"),)), LitV(1)))) == ()
    assert listed_verbs(ArrV(())) == ()
