"""Rule ``vuex.stored-client`` (:mod:`code2skill.store_clients`): a client a Vuex store keeps in
its state — a module's initial state, or a mutation's ``state.client = payload`` with what each
``commit`` of its type passes — is that client where the state is read back: ``rootState`` and
``state`` of store functions, ``this.$store.state``, and the computed members ``mapState``
makes; any other state (a user object) stays what it was."""
from __future__ import annotations

from conftest import bindings, capability, endpoints, sample_files

from code2skill.facts import Arr, Fn, FunctionFact, Lit, Obj, Param, Prop
from code2skill.store_clients import context_state, payload_path, state_reads
from code2skill.values import ParamV

SPAN = (1, 0, 1, 1)
SAMPLE = "vuex-stored-client"


def test_the_sample_reads_the_kept_client_through_root_state_map_state_and_the_store(
        derive_files):
    contract = derive_files(sample_files(
        SAMPLE, "package.json", "src/api.js", "src/store/mutation-types.js",
        "src/store/modules/auth.js", "src/store/modules/shows.js", "src/store/modules/index.js",
        "src/store/index.js", "src/components/app-header.vue", "src/components/post-process.vue",
        "src/components/news.vue"))
    assert endpoints(contract) == {
        ("GET", "/api/v2/series/{showSlug}"), ("PATCH", "/api/v2/series/{showSlug}"),
        ("POST", "/api/v2/system/operation"), ("GET", "/home/deleteShow"),
        ("POST", "/home/postprocess/processEpisode"), ("GET", "/api/v2/internal/getNews")}
    series = capability(contract, "GET", "/api/v2/series/{showSlug}")
    assert series["auth"]["authentication"] == "api-key"          # the x-auth header it sets
    upload = capability(contract, "POST", "/home/postprocess/processEpisode")
    assert upload["implementation"]["requests"][0]["bodyEncoding"] == "multipart"
    assert bindings(upload) == {"header:Accept": "=application/json", "multipart:force": "=true",
                                "multipart:proc_dir": "proc_dir"}
    assert [s["base"] if "base" in s else s["baseUrlBinding"] for s in contract["services"]] \
        == ["VUEX_STORED_CLIENT_API_BASE_URL"]               # the web root: a run-time base


STORE = """\
import Vuex from 'vuex';
import axios from 'axios';
import Api from './api';

const auth = {
    namespaced: true,
    state: () => ({ client: null, user: {}, http: axios.create({ baseURL: '/v1' }) }),
    mutations: {
        setClient(state, { client }) { state.client = client; },
        setUser(state, user) { state.user = user; },
    },
    getters: {
        tagsUrl(state, getters, rootState) { return rootState.auth.http.get('/tags'); },
    },
    actions: {
        ping({ state }) { return state.http.get('/ping'); },
        profile(context) { return context.rootState.auth.client.get('/profile'); },
        rename({ rootState }) { rootState.auth.user.save({ name: 'x' }); },
    },
};

export const store = new Vuex.Store({ modules: { auth } });
store.commit('auth/setClient', { client: new Api('/v2') });
store.commit('auth/setUser', { save() {} });
export const again = () => store.state.auth.client.get('/again');
"""

API = """\
import axios from 'axios';
export default class Api {
    constructor(base) { this.base = base; }
    get(path) { return axios.get(this.base + path); }
}
"""


def test_initial_state_namespaced_commit_context_and_getter_reads(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"axios": "1", "vuex": "3"}}',
        "src/store.js": STORE, "src/api.js": API})
    assert endpoints(contract) == {("GET", "/v1/tags"), ("GET", "/v1/ping"),
                                   ("GET", "/v2/profile"), ("GET", "/v2/again")}


def test_without_a_store_definition_nothing_is_kept(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"axios": "1", "vuex": "3"}}',
        "src/store.js": STORE.replace("new Vuex.Store({ modules: { auth } })", "{}"),
        "src/api.js": API})
    assert endpoints(contract) == set()


def function(fid: str, *params: Param) -> FunctionFact:
    return FunctionFact(fid=fid, name=fid, params=params, span=SPAN)


def test_context_state_by_section_and_parameter():
    action = function("a", Param(None, pattern=("state", "rootState", "commit")), Param("p"))
    whole = function("w", Param("context"))
    getter = function("g", Param("state"), Param("getters"), Param("rootState"))
    ns = ("auth",)
    assert context_state(action, "actions", ns, ParamV("a", "rootState", ("shows",))) \
        == ((), ("shows",))
    assert context_state(action, "actions", ns, ParamV("a", "state", ("client",))) \
        == (ns, ("client",))
    assert context_state(action, "actions", ns, ParamV("a", "commit")) is None
    assert context_state(action, "actions", ns, ParamV("a", "p", ("client",))) is None
    assert context_state(whole, "actions", ns, ParamV("w", "context", ("rootState", "a"))) \
        == ((), ("a",))
    assert context_state(whole, "actions", ns, ParamV("w", "context")) is None
    assert context_state(getter, "getters", ns, ParamV("g", "state", ("x",))) == (ns, ("x",))
    assert context_state(getter, "getters", ns, ParamV("g", "rootState", ("x",))) \
        == ((), ("x",))
    assert context_state(getter, "getters", ns, ParamV("g", "getters", ("x",))) is None
    assert context_state(getter, "mutations", ns, ParamV("g", "state")) == (ns, ())


def test_payload_path_of_whole_and_destructured_payloads():
    whole = function("m", Param("state"), Param("client"))
    picked = function("n", Param("state"), Param(None, pattern=("client",)))
    assert payload_path(whole, ParamV("m", "client")) == ()
    assert payload_path(whole, ParamV("m", "client", ("api",))) == ("api",)
    assert payload_path(picked, ParamV("n", "client")) == ("client",)
    assert payload_path(whole, ParamV("m", "state", ("x",))) is None
    assert payload_path(whole, ParamV("other", "client")) is None


def test_state_reads_of_map_state_maps():
    getter = Fn("c#1", SPAN)

    def text(expr):
        return expr.value if isinstance(expr, Lit) and isinstance(expr.value, str) else None
    assert state_reads(Arr((Lit("client", SPAN), Lit(1, SPAN))), text) == [("client", "client")]
    assert state_reads(Obj((Prop("api", Lit("client", SPAN)), Prop("c", getter),
                            Prop(None, Lit("x", SPAN)))), text) == [("api", "client"),
                                                                  ("c", getter)]
    assert state_reads(Lit("client", SPAN), text) == []


def test_a_pinia_options_store_holds_the_clients_its_state_and_actions_keep(derive_files):
    """Read from the store object and as ``this`` in its own actions (an arrow's too)."""
    contract = derive_files({
        "package.json": '{"dependencies": {"axios": "1", "pinia": "2", "vue": "3"}}',
        "src/api.js": """\
import axios from 'axios';
export class ApiClient {
    constructor() { this.api = axios.create({ baseURL: '/api/v2/' }); }
}
""",
        "src/auth.js": """\
import { defineStore } from 'pinia';
import axios from 'axios';
import { ApiClient } from './api';
export const useAuthStore = defineStore('auth', {
    state: () => ({ client: null, user: null, legacy: axios.create({ baseURL: '/legacy/' }) }),
    actions: {
        login() { this.client = new ApiClient(); this.user = { save() {} }; },
        all() { return this.client.api.get('series/all').then((r) => this.legacy.get('home/y')); },
        rename() { return this.user.save(); },
    },
});
""",
        "src/use.js": """\
import { useAuthStore } from './auth';
export function load() { const auth = useAuthStore(); return auth.client.api.get('series'); }
export function old() { return useAuthStore().legacy.post('home/x', { a: 1 }); }
export function trap() { return useAuthStore().user.save(); }
""",
    })
    assert endpoints(contract) == {("GET", "/api/v2/series"), ("POST", "/legacy/home/x"),
                                   ("GET", "/api/v2/series/all"), ("GET", "/legacy/home/y")}
