"""Rule ``body.fixed-object`` (``passes/constant_objects.py``): a body member every call site
sends as the same fully literal object (``{...request, revision: {version: 0}}``) is a fixed
binding of that object, not a required free input; a member computed, sent under a condition,
differing between call sites or named like a credential stays an input."""
from conftest import capability

from code2skill.passes.constant_objects import constant_object
from code2skill.values import ArrV, LitV, ObjV, ParamV, PropV, StrV, Text

SOURCE = (
    "import axios from 'axios';\n"
    "export interface NewShelf { name: string; description: string; }\n"
    "export function createShelf(request: NewShelf) {\n"
    "  return axios.post('/api/shelves', {...request, revision: {version: 0}});\n"
    "}\n"
    "export function createLabel(name: string) {\n"
    "  return axios.post('/api/labels', {name, revision: {version: 0, tags: ['a', 1]}});\n"
    "}\n"
    "export function saveLabel(name: string, version: number) {\n"
    "  return axios.post('/api/notes', {name, revision: {version}});\n"
    "}\n"
    "export function saveOther(name: string) {\n"
    "  return axios.post('/api/notes', {name, revision: {version: 1}});\n"
    "}\n"
    "export function signIn(user: string) {\n"
    "  return axios.post('/api/session', {user, auth: {password: 'hunter2'}});\n"
    "}\n")


def bindings(contract, method, path):
    found = capability(contract, method, path)
    return (sorted((b["target"], b["input"], b["value"])
                   for b in found["implementation"]["requests"][0]["bindings"]),
            found["inputSchema"].get("required", []))


def test_a_constant_object_member_is_a_fixed_binding(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    assert bindings(contract, "POST", "/api/shelves") == (
        [("body:description", "description", None), ("body:name", "name", None),
         ("body:revision", None, {"version": 0})], ["name", "description"])
    assert bindings(contract, "POST", "/api/labels") == (
        [("body:name", "name", None),
         ("body:revision", None, {"version": 0, "tags": ["a", 1]})], ["name"])
    shelves = capability(contract, "POST", "/api/shelves")
    assert [e["rule"] for e in shelves["evidence"]["/implementation/requests/0/bindings/2"]] \
        == ["body.fixed-object"]


def test_an_object_computed_or_differing_between_sites_stays_an_input(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    targets, _ = bindings(contract, "POST", "/api/notes")
    assert ("body:revision", "revision", None) in targets


def test_a_credential_member_is_never_copied_as_a_fixed_value(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    targets, _ = bindings(contract, "POST", "/api/session")
    assert ("body:auth", "auth", None) in targets
    assert "hunter2" not in str(contract)


def test_constant_object_reads_only_fully_literal_objects():
    text = StrV((Text("x"),))
    assert constant_object(ObjV((PropV("version", LitV(0)),))) == {"version": 0}
    assert constant_object(ObjV((PropV("a", ObjV((PropV("b", text),))),
                                 PropV("c", ArrV((LitV(True),)))))) == \
        {"a": {"b": "x"}, "c": [True]}
    assert constant_object(ObjV(())) is None                              # {}: no member
    assert constant_object(ObjV((PropV("v", ParamV("f", "v")),))) is None  # computed
    assert constant_object(ObjV((PropV(None, ParamV("f", "o")),))) is None  # a spread
    assert constant_object(ObjV((PropV("v", LitV(1), optional=True),))) is None
    assert constant_object(ObjV((PropV("v", LitV(None)),))) is None       # null or undefined
    assert constant_object(ObjV((PropV("token", text),))) is None         # a credential's name
