"""Rules ``form-object.fields`` and ``form-object.named-route`` (:mod:`code2skill.form_objects`),
with ``vue.reactive-instance``, ``vue.auto-imported-state`` and ``this.arrow-instance``: a
form-object class sends the fields its construction passes, to the URL each call site gives."""
from __future__ import annotations

from code2skill.facts import FunctionFact, Index, LocalWrite, Member, Ref
from code2skill.facts import Test as Condition
from code2skill.form_objects import passes_path, routed_table
from code2skill.values import AltV, HoleV, ParamV, StrV, Text

# vform's shape: the constructor copies through update(), data() reads keys(); the request is
# made inside a Promise executor (an arrow keeps the instance); reactive is unimported
FORM = """\
import axios from 'axios'

const http = axios.create({ baseURL: '/web' })

export default class Form {
    constructor (data = {}) {
        this.busy = false
        this.update(data)
    }
    update (data) {
        this.originalData = { ...data }
        Object.assign(this, data)
    }
    keys () { return Object.keys(this).filter(key => !Form.ignore.includes(key)) }
    data () { return this.keys().reduce((data, key) => ({ ...data, [key]: this[key] }), {}) }
    post (url, config = {}) { return this.submit('post', url, config) }
    put (url, config = {}) { return this.submit('put', url, config) }
    submit (method, url, config = {}) {
        return new Promise((resolve, reject) => {
            http.request({ url: this.route(url), method, data: this.data(), ...config })
                .then(resolve).catch(reject)
        })
    }
    route (name) {
        let url = name
        if (Form.routes.hasOwnProperty(name)) {
            url = Form.routes[name]
        }
        return url
    }
}
Form.routes = {}
Form.ignore = ['busy', 'originalData']
"""

FILES = {
    "package.json": '{"name": "forms", "dependencies": {"vue": "3.4.0", "axios": "1.7.2"}}',
    "src/Form.js": FORM,
    "src/Login.vue": """\
<script setup>
import Form from './Form'
const form = reactive(new Form({ email: '', password: '', remember: false }))
function login () { return form.post('/user/login', { returnError: true }) }
</script>
<template><button @click="login">in</button></template>
""",
    "src/Tag.vue": """\
<script setup>
import Form from './Form'
const props = defineProps({ tagId: Number })
const form = reactive(new Form({ label: '', position: 0 }))
function save () { return form.put('/api/tags/' + props.tagId) }
function named () { return form.post('tags.store') }
</script>
<template><button @click="save">s</button><button @click="named">n</button></template>
""",
}


def by_request(contract: dict) -> dict[tuple[str, str], dict]:
    return {(r["method"], r["pathTemplate"]): c for c in contract["capabilities"]
            for r in c["implementation"]["requests"]}


def test_each_call_site_sends_the_fields_its_construction_passes(derive_files):
    found = by_request(derive_files(FILES))
    assert sorted(found) == [("POST", "/web/tags.store"), ("POST", "/web/user/login"),
                             ("PUT", "/web/api/tags/{tagId}")]
    login = found[("POST", "/web/user/login")]["inputSchema"]["properties"]
    assert {k: v.get("type") for k, v in login.items()} == {
        "email": "string", "password": "string", "remember": "boolean"}
    tag = found[("PUT", "/web/api/tags/{tagId}")]["inputSchema"]["properties"]
    assert {k: v.get("type") for k, v in tag.items()} == {
        "label": "string", "position": "number", "tagId": "integer"}
    via = [v for s in found[("PUT", "/web/api/tags/{tagId}")]["implementation"]["requests"][0]
           ["callSites"] for v in s["via"]]
    fields = [v for v in via if v["rule"] == "form-object.fields"]
    assert [(v["file"], v["line"]) for v in fields] == [("src/Tag.vue", 4)]
    assert [(v["file"], v["line"]) for v in via if v["rule"] == "form-object.named-route"] \
        == [("src/Form.js", 20)]


def test_a_route_name_is_reviewed(derive_files):
    contract = derive_files(FILES)
    named = [r for r in contract["review"]
             if any(e["rule"] == "form-object.named-route" for e in r["evidence"])]
    assert [(r["severity"], r["capability"], r["evidence"][0]["file"],
             r["evidence"][0]["line"]) for r in named] == [
        ("medium", by_request(contract)[("POST", "/web/tags.store")]["name"], "src/Tag.vue", 6)]
    assert "Form.routes" in named[0]["message"]


def test_a_class_that_copies_nothing_onto_itself_is_no_form_object(derive_files):
    files = dict(FILES, **{"src/Form.js": FORM.replace("Object.assign(this, data)",
                                                       "this.payload = data")})
    found = by_request(derive_files(files))
    login = found[("POST", "/web/user/login")]
    assert "email" not in login["inputSchema"].get("properties", {})
    assert all(v["rule"] != "form-object.fields" for s in login["implementation"]["requests"][0]
               ["callSites"] for v in s["via"])


def test_unimported_reactive_is_vues_only_in_a_vue_program(derive_files):
    files = {
        "package.json": FILES["package.json"],
        "src/Form.js": FORM,
        "src/login.js": "import Form from './Form'\n"
                        "const form = reactive(new Form({ email: '' }))\n"
                        "export function login () { return form.post('/user/login') }\n",
    }
    found = by_request(derive_files(files))
    assert ("POST", "/web/user/login") not in found


def fn(params: tuple[str, ...], writes: dict, returns: list) -> FunctionFact:
    from code2skill.facts import Param
    return FunctionFact("m#1", "Form.route", tuple(Param(p) for p in params), (0, 0, 0, 0),
                        class_name="Form", returns=returns, writes=writes)


def test_routed_table_needs_the_parameter_then_a_guarded_lookup():
    lookup = Index(Member(Ref("Form"), "routes"), Ref("name"))
    guard = (Condition("truthy", Ref("name")),)
    first = LocalWrite(Ref("name"), (0, 0, 0, 1), "m#1", kills=True, guards=())
    routed = fn(("name",), {"url": [first, LocalWrite(lookup, (1, 0, 1, 1), "m#1",
                                                      guards=guard)]}, [Ref("url")])
    assert routed_table(routed) == "Form.routes"
    always = fn(("name",), {"url": [first, LocalWrite(lookup, (1, 0, 1, 1), "m#1",
                                                      kills=True, guards=())]}, [Ref("url")])
    assert routed_table(always) is None           # the table always wins: no pass-through
    other = fn(("name",), {"url": [LocalWrite(Ref("base"), (0, 0, 0, 1), "m#1", guards=())]},
               [Ref("url")])
    assert routed_table(other) is None


def test_passes_path():
    assert passes_path(StrV((Text("/user/login"),)))
    assert passes_path(StrV((Text("https://x.test/a"),)))
    assert not passes_path(StrV((Text("tags.store"),)))
    assert passes_path(AltV((StrV((Text("/a"),)), StrV((Text("/b"),)))))
    assert not passes_path(AltV((StrV((Text("/a"),)), StrV((Text("b.store"),)))))
    assert not passes_path(StrV((HoleV("url", ParamV("f#1", "url")),)))


def test_self_referring_form_objects_end(derive_files):
    """Hostile: methods that call themselves and a form made of a form still end, with the
    request found."""
    contract = derive_files({
        "src/form.js": """\
import axios from 'axios'
class Form {
    constructor (data) { this.update(data) }
    update (data) { this.update(data); Object.assign(this, data) }
    keys () { return this.keys().concat(Object.keys(this)) }
    data () { return this.data().reduce((d, k) => ({ ...d, [k]: this[k] }), this.keys()) }
    post (url) { return axios.post(this.route(url), this.data()) }
    route (name) { let url = name; if (name) { url = this.route(name)[name] } return url }
}
const form = new Form(new Form({ a: 1 }))
export const send = () => form.post('/x')
""",
    })
    assert ("POST", "/x") in by_request(contract)
