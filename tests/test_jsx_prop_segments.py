"""A path segment a free input fills, named like a prop the app's JSX elements pass constants
to (``provider="indexer"`` … into ``/${provider}/action/${action}`` through a dispatch), is
reviewed with those constants (rule ``path.jsx-prop-constants``); the Tool is unchanged."""
from __future__ import annotations

from code2skill.facts import Call, CallSite, Lit, ModuleFacts, Obj, Prop, Ref
from code2skill.passes.jsx_prop_segments import prop_constants, resource_inputs

from conftest import capability

REQUEST = (
    "export function requestAction(payload) {\n"
    "  const { provider, action } = payload;\n"
    "  return fetch(`/api/${provider}/action/${action}`, { method: 'POST' });\n"
    "}\n"
    "export function readItem(payload) {\n"
    "  const { id, section } = payload;\n"
    "  return fetch(`/api/${section}/${id}`);\n"
    "}\n")
STORE = (
    "import { requestAction, readItem } from './request';\n"
    "export const handlers = { fetchOptions: (p) => requestAction(p), read: (p) => readItem(p) };\n")
FORMS = (
    "import React from 'react';\n"
    "import FieldGroup from './FieldGroup';\n"
    "export const IndexerForm = () => <FieldGroup provider=\"indexer\" id=\"main\" />;\n"
    "export const ClientForm = () => <FieldGroup provider=\"downloadClient\" id=\"side\" />;\n"
    "export const Other = () => <FieldGroup provider=\"indexer\" section=\"one\" />;\n")


def test_prop_constants_name_a_free_resource_segment(derive_files):
    contract = derive_files({"src/request.js": REQUEST, "src/store.js": STORE,
                             "src/forms.jsx": FORMS,
                             "src/FieldGroup.jsx": "export default () => null;\n"})
    action = capability(contract, "POST", "/api/{provider}/action/{action}")
    assert sorted(action["inputSchema"]["properties"]) == ["action", "provider"]
    [item] = [r for r in contract["review"] if r["capability"] == action["name"]
              and "JSX" in r["message"]]
    assert item["severity"] == "medium"
    assert "'downloadClient', 'indexer'" in item["message"]
    assert [(e["rule"], e["file"], e["line"], e["note"]) for e in item["evidence"]] == [
        ("path.jsx-prop-constants", "src/forms.jsx", 4, "provider='downloadClient'"),
        ("path.jsx-prop-constants", "src/forms.jsx", 3, "provider='indexer'")]
    # an item's segment ({id}, last) and a prop given one constant only ({section}) are not
    assert not [r for r in contract["review"] if "JSX" in r["message"]
                and r["capability"] != action["name"]]


def test_only_whole_element_objects_are_elements():
    span = (1, 0, 1, 30)
    element = CallSite(Call(Ref("X", span), (Obj((Prop("kind", Lit("a"), (1, 3, 1, 9)),),
                                                   span),), span), None)
    call = CallSite(Call(Ref("f", span), (Obj((Prop("kind", Lit("b"), (1, 5, 1, 9)),),
                                                (1, 2, 1, 29)),), span), None)
    modules = {"a.jsx": ModuleFacts(path="a.jsx", language="jsx", sha256="", calls=[element, call])}
    assert prop_constants(modules, {"a.jsx"}) == {"kind": {"a": ("a.jsx", (1, 3, 1, 9))}}


def test_resource_inputs_are_whole_segments_before_a_fixed_one():
    inputs = {"provider": "provider", "action": "action", "userId": "userId"}
    assert resource_inputs("/{provider}/action/{action}", inputs) == ["provider"]
    assert resource_inputs("/users/{userId}/posts", inputs) == []
    assert resource_inputs("/x{provider}/a", inputs) == []


TASKS = {
    "src/Tasks.tsx": (
        "import axios from 'axios'\n"
        "export const Tasks = (props: { type: string }) => {\n"
        "  const clear = () => axios.post(`/api/task/${props.type}/clear_done`)\n"
        "  return <button onClick={clear}>x</button>\n"
        "}\n"
        "export const TypeTasks = (props: { type: string }) => <Tasks type={props.type} />\n"),
    "src/pages.tsx": (
        "import { Input } from '@hope-ui/solid'\n"
        "import { TypeTasks } from './Tasks'\n"
        "const Field = (props: { type: string }) => <input type={props.type} />\n"
        "export const Copy = () => <TypeTasks type=\"copy\" />\n"
        "export const Upload = () => <TypeTasks type=\"upload\" />\n"
        "export const SignIn = () => <form><Input type=\"password\" />"
        "<Field type=\"number\" /></form>\n"),
    "package.json": '{"dependencies": {"axios": "1", "@hope-ui/solid": "0.6"}}\n'}


def test_only_the_elements_rendering_the_requesting_component_count(derive_files):
    """A segment read from ``props.type`` of a rendered component: the constants come from
    the elements of that component, followed up through ``TypeTasks``' prop; a library's
    ``<Input type="password" />`` and another component's ``<Field type="number" />`` are
    never counted."""
    contract = derive_files(TASKS)
    cap = capability(contract, "POST", "/api/task/{type}/clear_done")
    [item] = [r for r in contract["review"] if r["capability"] == cap["name"]
              and "JSX" in r["message"]]
    assert item["message"] == (
        "path segment {type} of POST /api/task/{type}/clear_done is a free input, and the JSX "
        "elements rendering the component that makes it pass it the constants 'copy', "
        "'upload' (directly or through the props of the components rendering it): the "
        "segment may be only one of them, each an endpoint of its own (the server may serve "
        "some only); restrict the input or split the Tool")
    assert [(e["rule"], e["file"], e["line"], e["note"]) for e in item["evidence"]] == [
        ("path.jsx-prop-constants", "src/pages.tsx", 4, "type='copy'"),
        ("path.jsx-prop-constants", "src/pages.tsx", 5, "type='upload'")]


def test_a_library_components_props_are_never_counted(derive_files):
    """Read outside a rendered component (a handler table), a prop of the segment's name
    counts on the app's own components only: ``<Input kind=…>`` of a library is none."""
    contract = derive_files({
        "src/request.js": REQUEST, "src/store.js": STORE,
        "src/forms.jsx": (
            "import React from 'react';\n"
            "import { Input } from 'some-ui';\n"
            "export const A = () => <Input provider=\"indexer\" />;\n"
            "export const B = () => <Input provider=\"downloadClient\" />;\n"),
        "package.json": '{"dependencies": {"some-ui": "1"}}\n'})
    assert not [r for r in contract["review"] if "JSX" in r["message"]]
