"""Rule ``value.model-field``: a credential the user types into a Vue ``v-model`` field, a
plain DOM field (``document.getElementById('x').value``) or a React state an input's change
handler sets, and sends, is a value the caller gives, a Tool input with the credential item and no ``api-key`` auth (rule
``query.typed-credential``); a hidden, read-only or disabled field, and a key kept in storage,
stay credentials the client holds."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.extractors.typed_models import typed_models
from code2skill.facts import Call, Lit, Member, Ref
from code2skill.model_fields import (element_id, element_value, field_value, model_path,
                                     typed_setter, typed_state, unshown)
from code2skill.values import TypedV, UnknownV

SAMPLE = "vue-model-credentials"
FILES = ("package.json", "src/main.js", "src/components/config-clients.vue")
CARRIES = "carries a credential the caller gives"


def ref(name: str) -> Ref:
    return Ref(name, (1, 0, 1, len(name)))


def test_v_model_paths_of_fields_the_user_can_edit():
    markup = (b'<template><div>\n'
              b'<input v-model="clients.sab.apiKey">\n'
              b'<config-textbox v-model.trim="form.token" label="a -> b" />\n'
              b'<input v-model="serverKey" readonly>\n'
              b'<input v-model="shown" :readonly="true">\n'
              b'<input v-model="editable" :readonly="false">\n'
              b'<input v-model="frozen" disabled>\n'
              b'<input v-model="switched" :disabled="busy">\n'
              b'<input v-model="secret" type="hidden">\n'
              b'<input v-model="rows[i].key">\n'
              b'<!-- <input v-model="commented"> -->\n'
              b'</div></template>\n<script>const x = \'<input v-model="scripted">\'</script>\n')
    assert typed_models(markup) == ["clients.sab.apiKey", "form.token", "editable", "switched"]
    assert typed_models(b"<template><input :value='x'></template>") == []


def test_a_read_followed_back_through_destructured_locals_names_the_bound_path():
    locals_ = {"clients": Member(ref("this"), "clients"), "sab": Member(ref("clients"), "sab"),
               "apiKey": Member(ref("sab"), "apiKey"), "vm": ref("this")}
    models = frozenset({"clients.sab.apiKey", "form.token"})
    assert model_path(Member(ref("sab"), "apiKey"), locals_.get, models) == "clients.sab.apiKey"
    assert model_path(Member(Member(ref("vm"), "form"), "token"), locals_.get, models) == \
        "form.token"
    assert model_path(Member(ref("sab"), "host"), locals_.get, models) is None   # not bound
    assert model_path(Member(ref("param"), "apiKey"), locals_.get, models) is None  # no local


def test_an_element_looked_up_by_id_has_the_user_s_value_unless_the_server_writes_it():
    def element(method: str, text: str) -> Call:
        return Call(Member(ref("document"), method), (Lit(text, (1, 0, 1, 4)),), (1, 0, 1, 9))

    read = Member(element("getElementById", "pushbullet_api"), "value")
    assert element_id(read, {}.get, frozenset()) == "pushbullet_api"
    assert element_id(read, {}.get, frozenset({"pushbullet_api"})) is None      # hidden
    held = Member(ref("el"), "value")
    assert element_id(held, {"el": element("querySelector", "#key")}.get, frozenset()) == "key"
    assert element_id(held, {"el": element("querySelector", ".key")}.get, frozenset()) is None
    assert element_id(Member(read.obj, "checked"), {}.get, frozenset()) is None
    assert element_value(UnknownV("dom:document.getElementById().value"))
    assert not element_value(UnknownV("dom:document.getElementById().dataset.url"))


def test_only_a_value_the_script_does_not_show_becomes_the_field_s():
    assert unshown(UnknownV("unknown-member")) and unshown(UnknownV("markup-write"))
    assert not unshown(UnknownV("js-builtin:number"))                    # keeps its type
    assert not unshown(UnknownV("unknown-member", applied=("f(…)", None)))  # a transform
    assert field_value("v-model:form.token", None) == UnknownV("form-field:v-model:form.token")


def test_typed_credentials_are_inputs_with_the_credential_item(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    expected = {"/home/testSABnzbd": ["apikey", "host", "password", "username"],
                "/home/testGotify": ["token"], "/home/testPushbullet": ["access_token"]}
    for path, inputs in expected.items():
        cap = capability(contract, "GET", path)
        assert sorted(cap["inputSchema"]["properties"]) == inputs, path
        assert cap["contextReferences"] == [], path
        assert cap["auth"]["authentication"] == "unknown", path
        assert [e["rule"] for e in cap["auth"]["evidence"]] == ["auth.not-observed"], path
    items = {(r["capability"], r["message"].split(f" {CARRIES}")[0].split(" carry ")[0])
             for r in contract["review"] if CARRIES in r["message"] or
             "carry a credential the caller gives" in r["message"]}
    assert items == {("get_home_test_sa_bnzbd", "inputs 'password', 'apikey'"),
                     ("get_home_test_gotify", "input 'token'"),
                     ("get_home_test_pushbullet", "input 'access_token'")}


def test_read_only_hidden_and_stored_keys_stay_held(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    for path, name in (("/api/self-test", "api_key"), ("/api/status", "apikey"),
                       ("/api/devices", "token")):
        cap = capability(contract, "GET", path)
        assert cap["inputSchema"].get("properties", {}) == {}, path
        assert [c["name"] for c in cap["contextReferences"]] == [name], path
        assert cap["auth"]["authentication"] == "api-key", path
        assert [e["rule"] for e in cap["auth"]["evidence"]] == ["auth.query-credential"], path


def test_the_same_field_made_read_only_is_held_again(derive_files):
    files = sample_files(SAMPLE, *FILES)
    page = "src/components/config-clients.vue"
    files[page] = files[page].replace('<input v-model.trim="form.token" type="password">',
                                      '<input v-model.trim="form.token" readonly>')
    gotify = capability(derive_files(files), "GET", "/home/testGotify")
    assert gotify["inputSchema"].get("properties", {}) == {}
    assert [c["name"] for c in gotify["contextReferences"]] == ["token"]
    assert gotify["auth"]["authentication"] == "api-key"


REACT = "react-form-credentials"
REACT_FILES = ("package.json", "src/main.jsx", "src/DownloadClients.jsx", "src/Devices.jsx")


def test_a_setter_an_input_s_change_handler_calls_with_the_event_s_value():
    from code2skill.facts import CallSite, FunctionFact

    hook = Call(ref("useState"), (Lit("", (1, 20, 1, 22)),), (1, 10, 1, 23))
    home = FunctionFact("a.jsx#0", "Settings", (), (1, 0, 9, 1), locals={
        "apiKey": [Member(hook, "0")], "setApiKey": [Member(hook, "1")]})

    def setter_call(arg) -> CallSite:
        return CallSite(Call(ref("setApiKey"), (arg,), (3, 0, 3, 9)), "a.jsx#1")

    typed = Member(Member(ref("e"), "target"), "value")
    assert typed_setter(hook, home, [setter_call(typed)], lambda fid: True)
    assert typed_setter(hook, home, [setter_call(Member(Member(ref("e"), "currentTarget"),
                                                              "value"))], lambda fid: True)
    stored = Call(Member(ref("localStorage"), "getItem"), (Lit("k", (3, 0, 3, 3)),),
                  (3, 0, 3, 9))
    assert not typed_setter(hook, home, [setter_call(stored)], lambda fid: True)
    assert not typed_setter(hook, home, [setter_call(typed)], lambda fid: False)  # elsewhere
    other = Call(ref("useState"), (), (5, 0, 5, 9))
    assert not typed_setter(other, home, [setter_call(typed)], lambda fid: True)
    assert typed_state(TypedV("string", "a.jsx", (), ("a.jsx", (1, 20, 1, 22))),
                       frozenset({("a.jsx", (1, 20, 1, 22))}))
    assert not typed_state(TypedV("string", "a.jsx", (), ("a.jsx", (1, 20, 1, 22))),
                           frozenset())


def test_react_state_typed_into_a_field_is_an_input_and_a_stored_one_is_held(derive_files):
    contract = derive_files(sample_files(REACT, *REACT_FILES))
    tested = capability(contract, "GET", "/api/test/sabnzbd")
    assert {k: v.get("type") for k, v in tested["inputSchema"]["properties"].items()} == {
        "host": "string", "apikey": "string", "password": "string"}
    assert tested["contextReferences"] == []
    assert tested["auth"]["authentication"] == "unknown"
    assert [r["message"].split(" carry ")[0] for r in contract["review"]
            if r["capability"] == "get_test_sabnzbd" and "caller gives" in r["message"]] == [
        "inputs 'apikey', 'password'"]
    devices = capability(contract, "GET", "/api/devices")
    assert devices["inputSchema"].get("properties", {}) == {}
    assert [c["name"] for c in devices["contextReferences"]] == ["token"]
    assert devices["auth"]["authentication"] == "api-key"
