"""Rule ``form-library.fields`` (``extractors/form_libraries.py``): vform's ``new Form({…})``
and Inertia's ``useForm({…})`` send their fields to the URL of each ``form.post(url)``."""
from __future__ import annotations

from code2skill.extractors.form_libraries import call_value
from code2skill.values import ClientV, LibV, LitV, ObjV, PropV, StrV, Text, TypedV


def requests(contract: dict) -> dict[tuple[str, str], dict]:
    return {(r["method"], r["pathTemplate"]): (c, r) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]}


def fields(cap: dict) -> dict[str, str | None]:
    return {k: v.get("type") for k, v in cap["inputSchema"].get("properties", {}).items()}


def test_vform_sends_its_fields(derive_files):
    contract = derive_files({
        "package.json": '{"name": "v", "dependencies": {"vue": "3.4.0", "vform": "2.1.2"}}',
        "src/Login.vue": """\
<script setup>
import { reactive } from 'vue'
import Form from 'vform'
const form = reactive(new Form({ email: '', password: '', remember: false }))
const search = new Form({ q: '' })
function login () { return form.post('/api/login') }
function find () { return search.get('/api/users') }
function named () { return form.submit('put', 'profile.update') }
</script>
<template><button @click="login">in</button><button @click="find">f</button>
<button @click="named">n</button></template>
""",
    })
    found = requests(contract)
    assert sorted(found) == [("GET", "/api/users"), ("POST", "/api/login"),
                             ("PUT", "/profile.update")]
    login, request = found[("POST", "/api/login")]
    assert fields(login) == {"email": "string", "password": "string", "remember": "boolean"}
    assert request["bodyEncoding"] == "json"
    assert request["callSites"][0]["rule"] == "form-library.fields"
    assert fields(found[("GET", "/api/users")][0]) == {"q": "string"}
    named = found[("PUT", "/profile.update")][0]
    routed = [r for r in contract["review"]
              if any(e["rule"] == "form-object.named-route" for e in r["evidence"])]
    assert [(r["severity"], r["capability"], r["evidence"][0]["line"]) for r in routed] == [
        ("medium", named["name"], 8)]


def test_inertia_use_form_destructured_or_not(derive_files):
    contract = derive_files({
        "package.json": '{"name": "i", "dependencies": {"@inertiajs/react": "1.0.0"}}',
        "src/Register.jsx": """\
import { useForm } from '@inertiajs/react'
export default function Register () {
  const { data, setData, post } = useForm({ name: '', email: '' })
  const reset = useForm('Reset', { email: '' })
  return <form onSubmit={() => post('/register')}>
    <button onClick={() => reset.patch('/password')}>r</button></form>
}
""",
    })
    found = requests(contract)
    assert sorted(found) == [("PATCH", "/password"), ("POST", "/register")]
    assert fields(found[("POST", "/register")][0]) == {"email": "string", "name": "string"}
    assert fields(found[("PATCH", "/password")][0]) == {"email": "string"}
    assert not [r for r in contract["review"] if "form-object.named-route" in r["message"]]


def test_call_value_only_for_the_form_makers():
    fields_ = ObjV((PropV("email", StrV((Text("", ("a.js", (1, 0, 1, 2))),))),))
    made = call_value(LibV("vform", ("default",)), (fields_,), None, True)
    assert isinstance(made, ClientV) and made.lib == "vform"
    assert made.config == ObjV((PropV("email", TypedV("string", "a.js", (),
                                                     ("a.js", (1, 0, 1, 2)))),))
    assert call_value(LibV("vform", ("default",)), (fields_,), None, False) is None
    assert call_value(LibV("inertia", ("router",)), (fields_,), None, False) is None
    keyed = call_value(LibV("inertia", ("useForm",)), (StrV((Text("k"),)), fields_), None, False)
    assert isinstance(keyed, ClientV) and keyed.config is not None
    assert call_value(LibV("inertia", ("useForm",)), (LitV(1),), None, False) == \
        ClientV("inertia", LitV(1), None)
