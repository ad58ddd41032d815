"""Framework dependency injection (rules ``di.provide-inject`` and ``di.unprovided``): a value
read with Vue ``inject`` (also through the app's own helper around it), React ``useContext``
or Svelte ``getContext`` is what the program provides under the same key; an HTTP verb called
on a value nothing provides is a reviewed request-like site."""
from __future__ import annotations

from code2skill.facts import Call, Lit, Member, Obj, Prop, Ref
from code2skill.provided_values import (key_identity, made_key, provided_pair,
                                        unprovided_message)
from code2skill.values import LibV, StrV, Text, UnknownV
from test_recognisers import check

KEYS = """\
import axios, { AxiosInstance } from 'axios';
import { App, InjectionKey, inject } from 'vue';

export const httpKey = Symbol() as InjectionKey<AxiosInstance>;
export const adminKey = Symbol('admin');

function injectRequired<T>(key: InjectionKey<T>, fallback?: T): T {
  const found = inject(key, fallback);
  if (!found) throw new Error('not provided');
  return found;
}
export const useHttp = () => ({ http: injectRequired<AxiosInstance>(httpKey) });
export const useAdmin = (): AxiosInstance => injectRequired(adminKey);

export function install(app: App) {
  app.provide(httpKey, axios.create({ baseURL: '/api' }));
  app.provide(adminKey, axios.create({ baseURL: '/admin' }));
}
"""
PAGE = """\
import { inject } from 'vue';
import { useHttp, useAdmin } from './keys';

const { http } = useHttp();
const admin = useAdmin();
const legacy = inject('legacy', null);

// @expect GET /api/stations/{id}
export const station = (id: string) => http.get(`/stations/${id}`);
// @expect DELETE /admin/users/{id}
export const removeUser = (id: string) => admin.delete(`/users/${id}`);
export const old = () => legacy.get('/legacy/list');
"""


def test_vue_provide_and_inject_through_a_helper(derive_files):
    files = {"src/keys.ts": KEYS, "src/page.ts": PAGE}
    contract = derive_files(files)
    check(contract, files, {
        ("GET", "/api/stations/{id}"): ("none", "unknown", {"path:id": "id"}, "axios.instance-call", "station"),
        ("DELETE", "/admin/users/{id}"): ("none", "unknown", {"path:id": "id"}, "axios.instance-call", "removeUser"),
    })
    reviewed = [r["message"] for r in contract["review"] if "'legacy'" in r["message"]]
    assert len(reviewed) == 1 and reviewed[0].startswith("legacy.get(…) calls a value injected")
    assert contract["source"]["coverage"]["byLibrary"]["unknown"] == {
        "requestLikeSites": 1, "resolved": 0, "reviewed": 1, "unresolved": 0}


def test_react_context_provider(derive_files):
    files = {"src/api.tsx": """\
import React, { createContext, useContext } from 'react';
import axios from 'axios';
const Api = createContext(null);
const Other = createContext(null);
export const ApiProvider = ({ children }) =>
  <Api.Provider value={axios.create({ baseURL: '/v1' })}>
    <Other.Provider value={axios.create({ baseURL: '/other' })}>{children}</Other.Provider>
  </Api.Provider>;
export const useApi = () => useContext(Api);
""", "src/Tags.tsx": """\
import React from 'react';
import { useApi } from './api';
export function Tags() {
  const api = useApi();
  // @expect POST /v1/tags
  const add = () => api.post('/tags', { name: 'x' });
  return <button onClick={add}>Add</button>;
}
"""}
    contract = derive_files(files)
    check(contract, files, {("POST", "/v1/tags"): ("json", "unknown", {"body:name": "=x"}, "axios.instance-call", "add")})


def test_react_19_context_as_provider(derive_files):
    files = {"src/api.tsx": """\
import React, { createContext, useContext } from 'react';
import axios from 'axios';
const Api = createContext(null);
function Field({ value }) { return <input value={value} />; }
export const ApiProvider = ({ children }) =>
  <Api value={{ http: axios.create({ baseURL: '/v2' }) }}><Field value="x" />{children}</Api>;
export const useApi = () => useContext(Api);
""", "src/Tags.tsx": """\
import React from 'react';
import { useApi } from './api';
export function Tags() {
  const { http } = useApi();
  // @expect DELETE /v2/tags/x
  const drop = () => http.delete('/tags/x');
  return <button onClick={drop}>Drop</button>;
}
"""}
    contract = derive_files(files)
    check(contract, files, {("DELETE", "/v2/tags/x"): ("none", "unknown", {}, "axios.instance-call", "drop")})


def test_svelte_context_by_string_key(derive_files):
    files = {"src/lib/http.ts": """\
import { getContext, setContext } from 'svelte';
import axios from 'axios';
export const provideHttp = () => setContext('http', axios.create({ baseURL: '/svc' }));
export const useHttp = () => getContext('http');
""", "src/lib/tags.ts": """\
import { useHttp } from './http';
const http = useHttp();
// @expect GET /svc/tags
export const tags = () => http.get('/tags');
"""}
    contract = derive_files(files)
    check(contract, files, {("GET", "/svc/tags"): ("none", "unknown", {}, "axios.instance-call", "tags")})


def test_key_identity():
    made = LibV("js", ("Symbol()",), ("a.ts", (1, 0, 1, 8)))
    assert key_identity(made) == ("made", ("a.ts", (1, 0, 1, 8)))
    assert key_identity(StrV((Text("http"),))) == ("string", "http")
    assert key_identity(LibV("js", ("Symbol.for()", "http"))) == ("string", "http")
    assert key_identity(UnknownV("call")) is None
    assert made_key(LibV("js", ("Symbol",)), (), ("a.ts", (1, 0, 1, 8))) == made
    assert made_key(LibV("react", ("createContext",)), (), None) == \
        LibV("react", ("createContext()",), None)
    assert made_key(LibV("react", ("useState",)), (), None) is None


def test_provided_pair_shapes():
    key, value = Ref("k"), Ref("v")
    assert provided_pair(Call(Ref("provide"), (key, value)), {"provide": "provide"}, True) \
        == (key, value)
    assert provided_pair(Call(Member(Ref("app"), "provide"), (key, value)), {}, True) \
        == (key, value)
    assert provided_pair(Call(Member(Ref("app"), "provide"), (key, value)), {}, False) is None
    element = Call(Member(Ref("Ctx"), "Provider"), (Obj((Prop("value", value),)),))
    assert provided_pair(element, {}, False) == (Ref("Ctx"), value)
    assert provided_pair(Call(Ref("provide"), (Lit("k"),)), {"provide": "provide"}, True) is None
    react19 = Call(Ref("Ctx"), (Obj((Prop("value", value),)),))
    assert provided_pair(react19, {}, False) == (Ref("Ctx"), value)
    assert provided_pair(Call(Ref("ctx"), (Obj((Prop("value", value),)),)), {}, False) is None
    assert provided_pair(Call(Ref("Ctx"), (Obj((Prop("label", value),)),)), {}, False) is None


def test_unprovided_message_needs_an_http_verb():
    assert unprovided_message(UnknownV("unprovided:http.get"), "http.get").startswith(
        "http.get(…) calls a value injected under the key 'http'")
    assert unprovided_message(UnknownV("unprovided:http.subscribe"), "http.subscribe") is None
    assert unprovided_message(UnknownV("unprovided:a.b.get"), "a.b.get") is None
    assert unprovided_message(UnknownV("call"), "x.get") is None


def test_a_vue_plugins_install_provides_to_the_app(derive_files):
    """A Vue plugin's ``install(app)`` (``app.use(plugin)`` calls it) provides to the app
    though its module imports nothing of Vue: the view's ``inject('api')`` is that client, so
    the view's call is the request's call site and its literal fills the path."""
    files = {
        "src/client.js": (
            "import axios from 'axios';\n"
            "class UserApi {\n"
            "  constructor(client) { this._api = client; }\n"
            "  remove(id) { return this._api.del(`/api/users/${id}`); }\n"
            "}\n"
            "export class ApiClient {\n"
            "  constructor() { this.user = new UserApi(this); }\n"
            "  del(url) { return axios.delete(url); }\n"
            "}\n"),
        "src/plugins/api.js": (
            "import { ApiClient } from '../client';\n"
            "export const apiClient = new ApiClient();\n"
            "export default { install: (app) => { app.provide('api', apiClient); } };\n"),
        "src/main.js": (
            "import { createApp } from 'vue';\n"
            "import api from './plugins/api';\n"
            "createApp({}).use(api).mount('#app');\n"),
        "src/views/me.js": (
            "import { inject } from 'vue';\n"
            "const api = inject('api');\n"
            "export const leave = () => api.user.remove('me');\n")}
    contract = derive_files(files)
    assert [(r["method"], r["pathTemplate"], r["callSites"][0]["file"], r["callSites"][0]["line"])
            for c in contract["capabilities"] for r in c["implementation"]["requests"]] == [
        ("DELETE", "/api/users/me", "src/views/me.js", 3)]


def test_a_quasar_boot_file_provides_to_the_app(derive_files):
    """A Quasar boot file's function is handed ``{app}``: its ``app.provide`` is the app's."""
    files = {
        "src/boot/api.js": (
            "import { boot } from 'quasar/wrappers';\n"
            "import axios from 'axios';\n"
            "export default boot(({ app }) => {\n"
            "  app.provide('http', axios.create({ baseURL: '/api' }));\n"
            "});\n"),
        "src/pages/list.js": (
            "import { inject } from 'vue';\n"
            "const http = inject('http');\n"
            "export const notes = () => http.get('/notes');\n")}
    contract = derive_files(files)
    assert [(r["method"], r["pathTemplate"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]] == [("GET", "/api/notes")]
