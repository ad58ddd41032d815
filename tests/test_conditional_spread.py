"""Rule ``value.conditional-spread``: an object spread whose value is a condition between objects
and nothing (``...(desc ? {description: desc} : {})``, ``...(flag && {pinned: true})``) adds its
keys to the body as optional fields; a key every option has is always sent; a spread that may
add unknown entries (``...(opts || {})``) stays a review item."""
from conftest import bindings, capability

from code2skill.values import AltV, LitV, ObjV, ParamV, PropV, UnknownV, conditional_spread

SOURCE = (
    "import axios from 'axios';\n"
    "export function saveProject(name: string, desc?: string, flag?: boolean) {\n"
    "  return axios.post('/api/projects', { name, ...(desc ? { description: desc } : {}),"
    " ...(flag && { pinned: true }) });\n"
    "}\n"
    "export function saveTag(label: string, color: string) {\n"
    "  const payload = { label, ...(color ? { color, colored: 1 } : { colored: 0 }) };\n"
    "  return axios.post('/api/tags', payload);\n"
    "}\n"
    "export function saveOpts(title: string, opts: object) {\n"
    "  return axios.post('/api/opts', { title, ...(opts || {}) });\n"
    "}\n")


def test_conditional_spreads_are_optional_body_fields(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    project = capability(contract, "POST", "/api/projects")
    assert bindings(project) == {"body:name": "name", "body:description": "description",
                                 "body:pinned": "pinned"}
    assert project["inputSchema"]["required"] == ["name"]
    assert project["inputSchema"]["properties"]["pinned"]["enum"] == [True]
    tag = capability(contract, "POST", "/api/tags")
    assert bindings(tag) == {"body:label": "label", "body:color": "color",
                             "body:colored": "colored"}
    assert tag["inputSchema"]["required"] == ["label"]
    opts = capability(contract, "POST", "/api/opts")
    assert bindings(opts) == {"body:title": "title"}
    assert [(r["capability"], r["message"]) for r in contract["review"]
            if r["severity"] == "medium"] == [
        ("create_opt", "request body has a spread whose members are unknown")]


def test_entries_of_a_conditional_spread():
    desc = ParamV("f", "desc")
    either = AltV((ObjV((PropV("description", desc),)), ObjV(())))
    assert conditional_spread(either, (), None) == [PropV("description", desc, optional=True)]
    both = AltV((ObjV((PropV("a", LitV(1)), PropV("b", LitV(2)))), ObjV((PropV("a", LitV(3)),))))
    assert conditional_spread(both, (), None) == [PropV("a", AltV((LitV(1), LitV(3)))),
                                                  PropV("b", LitV(2), optional=True)]
    guarded = AltV((ParamV("f", "flag"), ObjV((PropV("x", LitV(True)),))), "and")
    assert conditional_spread(guarded, (), None) == [PropV("x", LitV(True), optional=True)]
    assert conditional_spread(AltV((ParamV("f", "opts"), ObjV(())), "or"), (), None) is None
    assert conditional_spread(AltV((ObjV(()), UnknownV("no-member"))), (), None) == []
