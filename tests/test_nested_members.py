"""Rule ``wrapper.nested-member``: a function of an object nested in an exported one is judged
never called like any object member, reached only through its parent's key; a part of its
chain handed on or looked up by a computed key keeps every member from being claimed."""
from __future__ import annotations

import pytest
from audit_support import derive_dict
from conftest import write_tree, uncalled_tool

from code2skill.facts import Call, FunctionFact, Index, Member, ModuleFacts, Ref
from code2skill.nested_members import (aliases, escapes, is_nested, keys_of, module_nodes,
                                       reaches)

API = (
    "import axios from 'axios';\n"
    "export const settingsAPI = {\n"
    "  load: () => axios.get('/api/settings'),\n"
    "  test: {\n"
    "    mqtt: (c: object) => axios.post('/api/test/mqtt', c),\n"
    "    smtp: (c: object) => axios.post('/api/test/smtp', c),\n"
    "  },\n"
    "};\n"
)
LOAD = ("import { settingsAPI } from './api';\n"
        "export const boot = (form: { mqtt: object }) => { settingsAPI.load(); return form.mqtt; };\n")


def flagged(extra: dict[str, str], tmp_path) -> list[str]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "nest"}', "src/api.ts": API, "src/boot.ts": LOAD, **extra}))
    return sorted(uncalled_tool(r) for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called")


def test_nested_members_nothing_reaches_are_never_called(tmp_path):
    """``form.mqtt`` reads another object's key: both nested members are claimed, each item
    citing rule ``wrapper.nested-member`` beside ``wrapper.never-called``."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "nest"}', "src/api.ts": API, "src/boot.ts": LOAD}))
    items = [(uncalled_tool(r), [(e["line"], e["rule"]) for e in r["evidence"]])
             for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called"]
    assert sorted(items) == [
        ("create_test_mqtt", [(5, "wrapper.never-called"), (5, "wrapper.nested-member")]),
        ("create_test_smtp", [(6, "wrapper.never-called"), (6, "wrapper.nested-member")])]


@pytest.mark.parametrize("use", [
    "export const t = () => settingsAPI.test.smtp({});\n",
    "const { test } = settingsAPI;\nexport const t = () => test.smtp({});\n",
    "const { test: { smtp } } = settingsAPI;\nexport const t = () => smtp({});\n",
    "const group = settingsAPI.test;\nexport const t = () => group.smtp({});\n",
])
def test_a_read_through_the_parent_key_or_an_alias_reaches_the_member(use, tmp_path):
    assert flagged({"src/use.ts": "import { settingsAPI } from './api';\n" + use},
                   tmp_path) == ["create_test_mqtt"]


@pytest.mark.parametrize("use", [
    "export const t = (name: 'mqtt' | 'smtp') => settingsAPI.test[name]({});\n",
    "export const t = (name: string) => (settingsAPI as any)[name];\n",
    "declare function useApi(api: object): void;\nuseApi(settingsAPI.test);\n",
    "export const all = { ...settingsAPI.test };\n",
])
def test_a_chain_handed_on_or_looked_up_by_a_computed_key_keeps_every_member(use, tmp_path):
    assert flagged({"src/use.ts": "import { settingsAPI } from './api';\n" + use},
                   tmp_path) == []


def test_a_member_read_of_something_the_tool_cannot_tell_apart_is_a_mention():
    """``x.mqtt`` of a call's result may be the object; of another key or name it is not."""
    keys = ("settingsAPI", "test")
    assert reaches(Member(Call(Ref("$props"), ()), "mqtt"), "mqtt", keys, frozenset())
    assert reaches(Member(Member(Ref("a"), "test"), "mqtt"), "mqtt", keys, frozenset())
    assert reaches(Member(Ref("t"), "mqtt"), "mqtt", keys, frozenset({"t"}))
    assert not reaches(Member(Ref("form"), "mqtt"), "mqtt", keys, frozenset({"t"}))
    assert not reaches(Member(Member(Ref("s"), "realtime"), "mqtt"), "mqtt", keys, frozenset())


def test_aliases_follow_bindings_and_patterns_of_the_chain():
    module = ModuleFacts("use.ts", "ts", "0")
    module.bindings["t"] = [Member(Ref("settingsAPI"), "test")]
    module.bindings["{ test: { mqtt } }"] = [Ref("settingsAPI")]
    module.bindings["u"] = [Ref("t")]
    module.bindings["v"] = [Member(Ref("config"), "test")]
    assert aliases({"use.ts": module}, ("settingsAPI", "test"), {"use.ts": {"settingsAPI"}}) \
        == {"t", "test", "mqtt", "u"}


def test_escapes_tells_a_value_use_from_a_read_through():
    keys = ("settingsAPI", "test")
    read = ModuleFacts("a.ts", "ts", "0")
    read.bindings["x"] = [Call(Member(Member(Ref("settingsAPI"), "test"), "mqtt"), ())]
    passed = ModuleFacts("b.ts", "ts", "0")
    passed.bindings["x"] = [Call(Ref("useApi"), (Member(Ref("settingsAPI"), "test"),))]
    indexed = ModuleFacts("c.ts", "ts", "0")
    indexed.bindings["x"] = [Index(Ref("settingsAPI"), Ref("name"))]
    from code2skill.passes.uncalled import expressions_of, walk

    def nodes(module):
        seen: set[int] = set()
        return module_nodes(module, expressions_of(module), lambda e: walk(e, seen))
    assert [escapes(nodes(m), keys, {"settingsAPI"}) for m in (read, passed, indexed)] == \
        [False, True, True]


def test_only_a_function_two_keys_deep_is_nested():
    def fn(name, class_name=None, parent=None):
        return FunctionFact(fid="a.ts#1", name=name, params=(), span=(1, 0, 1, 1),
                            class_name=class_name, parent=parent)
    assert is_nested(fn("api.test.mqtt")) and keys_of(fn("api.test.mqtt")) == ("api", "test")
    assert not is_nested(fn("api.load"))
    assert not is_nested(fn("Api.test.mqtt", class_name="Api"))


PAGE_API = (
    "function query(endpoint, method) {\n"
    "  return $.ajax({ url: '/api' + endpoint, method: method });\n"
    "}\n"
    "var api = {\n"
    "  notes: { get: function () { return query('/notes/', 'GET'); } },\n"
    "  noteId: {\n"
    "    get: function (id) { return query('/notes/' + id, 'GET'); },\n"
    "    delete: function (id) { return query('/notes/' + id, 'DELETE'); },\n"
    "  },\n"
    "};\n"
    "window.api = api\n"
    "$(document).ready(function () {\n"
    "  $('li').each(function () { $(this).addClass('active'); });\n"
    "});\n"
)
PAGE_USE = ("$('#load').on('click', function () { api.notes.get(); });\n"
            "$('.delete').on('click', function () { api.noteId.delete($(this).data('id')); });\n")


def page_flagged(api: str, tmp_path) -> list[str]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "page", "dependencies": {"jquery": "3"}}',
        "js/app.js": api, "js/notes.js": PAGE_USE}))
    return sorted(uncalled_tool(r) for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called")


def test_an_object_published_on_the_global_scope_has_not_escaped(tmp_path):
    """``window.api = api`` binds the global ``api`` the page's other scripts read, and the
    ``this`` of a jQuery callback elsewhere in the module is the element, not the object: the
    nested function nothing reads is still claimed."""
    assert page_flagged(PAGE_API, tmp_path) == ["get_note"]


def test_this_handed_on_inside_the_object_keeps_every_member(tmp_path):
    inside = PAGE_API.replace("  notes: { get:", "  all: function () { return register(this); },\n"
                              "  notes: { get:")
    assert page_flagged("function register(o) { return o; }\n" + inside, tmp_path) == []
