"""Rule ``this.object-literal``: ``this`` in a method of an object literal bound to a name is
that object, so a base URL built from its members through ``this.`` keeps its fixed prefix
and the request path stays relative to the service's base (never a path input)."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.object_this import ObjectHome, object_methods


def services(contract: dict) -> dict[str, tuple[str, list[str]]]:
    return {s["id"]: (s["evidence"][0]["rule"], [o["url"] for o in s["observedBaseUrls"]])
            for s in contract["services"]}


def inputs(cap: dict) -> list[str]:
    return sorted(cap["inputSchema"].get("properties", {}))


CONSTANTS = (
    "const Constants = {\n"
    "  API_URL: '/api/v2/',\n"
    "  BASE_URL: document.querySelector('base')?.getAttribute('href') || '',\n"
    "  getApiUrl(): string {\n"
    "    return this.BASE_URL + this.API_URL;\n"
    "  },\n"
    "};\n"
    "export default Constants;\n")


def test_a_prefix_joined_in_an_object_method_keeps_its_literal(derive_files):
    contract = derive_files({
        "src/constants.ts": CONSTANTS,
        "src/album.ts": (
            "import axios from 'axios';\n"
            "import Constants from './constants';\n"
            "export const getAlbum = (album_id: string) =>\n"
            "  axios.get(`${Constants.getApiUrl()}Album::get`, { params: { album_id } });\n"
            "export const removeAlbum = (id: string) =>\n"
            "  axios.delete(Constants.getApiUrl() + 'Album/' + id);\n")})
    assert endpoints(contract) == {("GET", "/api/v2/Album::get"),
                                   ("DELETE", "/api/v2/Album/{id}")}
    assert services(contract) == {"app": ("service.runtime-base", [])}
    assert inputs(capability(contract, "GET", "/api/v2/Album::get")) == ["album_id"]
    assert inputs(capability(contract, "DELETE", "/api/v2/Album/{id}")) == ["id"]


def test_a_url_method_called_through_this_in_a_sibling_method(derive_files):
    contract = derive_files({"src/api.ts": (
        "const svc = {\n"
        "  base: '/svc/v1',\n"
        "  url(p: string) { return this.base + p; },\n"
        "  listItems() { return fetch(this.url('/items')); },\n"
        "  getItem(id: string) { return fetch(this.url(`/items/${id}`)); },\n"
        "};\n"
        "export const items = () => svc.listItems();\n"
        "export const item = (id: string) => svc.getItem(id);\n")})
    assert endpoints(contract) == {("GET", "/svc/v1/items"), ("GET", "/svc/v1/items/{id}")}
    assert inputs(capability(contract, "GET", "/svc/v1/items")) == []
    assert inputs(capability(contract, "GET", "/svc/v1/items/{id}")) == ["id"]
    assert services(contract) == {"app": ("service.same-origin", [])}


def test_a_nested_literal_is_the_this_of_its_own_methods(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const api = {\n"
        "  users: {\n"
        "    root: '/api/users',\n"
        "    list() { return fetch(this.root); },\n"
        "  },\n"
        "};\n"
        "export const users = () => api.users.list();\n")})
    assert endpoints(contract) == {("GET", "/api/users")}


def test_a_member_a_method_writes_is_held_not_the_literal(derive_files):
    contract = derive_files({"src/api.ts": (
        "const client = {\n"
        "  prefix: '/v1',\n"
        "  version: 'a',\n"
        "  setVersion(v: string) { this.version = v; },\n"
        "  things() { return fetch(this.prefix + '/things/' + this.version); },\n"
        "};\n"
        "export const things = () => client.things();\n")})
    # the literal 'a' alone is not proven, and the setter's parameter is no input here
    assert endpoints(contract) == {("GET", "/v1/things/{version}")}


def test_framework_options_objects_keep_the_framework_this(derive_files):
    contract = derive_files({"src/Profile.js": (
        "const Profile = {\n"
        "  props: ['id'],\n"
        "  created() { return this.$axios.get('/api/me'); },\n"
        "};\n"
        "export default Profile;\n")})
    assert endpoints(contract) == {("GET", "/api/me")}


def test_a_vuex_module_binding_keeps_the_store_this(derive_files):
    contract = derive_files({"store/items.js": (
        "export const actions = {\n"
        "  load() { return this.$axios.get('/api/items') },\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/items")}


def test_object_methods_names_each_methods_home():
    source = ("const a = { x: 1, f() { return this.x }, g: () => 1, n: { h() {} } };\n"
              "const vue = { methods: { m() {} }, data() { return {} } };\n"
              "function outer() { const local = { k() {} }; return local }\n"
              "const getters = { all() {} };\n")
    facts = extract_module("m.ts", "typescript", source.encode())
    homes = object_methods({"m.ts": facts})
    named = {facts.functions[fid].name: home for fid, home in homes.items()}
    outer = next(fid for fid, fn in facts.functions.items() if fn.name == "outer")
    assert named == {"a.f": ObjectHome("m.ts", None, "a", ()),
                     "a.n.h": ObjectHome("m.ts", None, "a", ("n",)),
                     "local.k": ObjectHome("m.ts", outer, "local", ())}


def test_the_members_each_literals_methods_write_are_read_once_per_home():
    from code2skill.object_this import ObjectHome, this_writes
    from code2skill.extractors.module_facts import extract_module
    module = extract_module("src/a.js", "javascript", (
        "const api = {\n  setToken(t) { this.token = t; },\n  setBase(b) { this.base = b; },\n"
        "  get() { return this.token; },\n  nested: { put(v) { this.value = v; } },\n};\n"
        "const other = { run() { this.ran = true; } };\n").encode())
    from code2skill.object_this import object_methods
    homes = object_methods({"src/a.js": module})
    functions = {fid: ("src/a.js", fn) for fid, fn in module.functions.items()}
    assert this_writes(homes, functions) == {
        ObjectHome("src/a.js", None, "api", ()): frozenset({"token", "base"}),
        ObjectHome("src/a.js", None, "api", ("nested",)): frozenset({"value"}),
        ObjectHome("src/a.js", None, "other", ()): frozenset({"ran"})}
