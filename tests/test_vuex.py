"""Vuex ``dispatch(type, payload)`` → the action registered under ``type`` (rule ``vuex.dispatch``).

Each test is a tiny Vue 2 client; the assertions are exact endpoints and body inputs.
"""
from __future__ import annotations

from conftest import capability, endpoints

API = ("import axios from 'axios';\n"
       "export const api = axios.create({ baseURL: '/api' });\n")

TYPES = "export const LOGIN = 'login';\nexport const FETCH_LIST = 'fetchList';\n"

STORE = (
    "import { api } from './api';\n"
    "import { LOGIN, FETCH_LIST } from './types';\n"
    "const actions = {\n"
    "  [LOGIN](context, credentials) {\n"
    "    return api.post('/users/login', { user: credentials });\n"
    "  },\n"
    "  [FETCH_LIST](context, kind) { return api.get(`/${kind}`); },\n"
    "  logout(context, payload) { return api.post('/logout', payload); },\n"
    "};\n"
    "export default { actions };\n")


def user_fields(contract: dict) -> set[str]:
    user = capability(contract, "POST", "/api/users/login")["inputSchema"]["properties"]["user"]
    return set(user.get("properties", {}))


def test_dispatch_payload_keys_are_the_action_body_fields(derive_files):
    contract = derive_files({
        "src/api.js": API, "src/types.js": TYPES, "src/store.js": STORE,
        "src/Login.vue": "<script>\nimport { LOGIN } from './types';\nexport default {\n"
                         "  methods: { submit(email, password) {\n"
                         "    this.$store.dispatch(LOGIN, { email, password }); } } };\n"
                         "</script>\n"})
    assert user_fields(contract) == {"email", "password"}


def test_a_fixed_payload_fills_the_action_path(derive_files):
    contract = derive_files({
        "src/api.js": API, "src/types.js": TYPES, "src/store.js": STORE,
        "src/Home.js": "import store from './store';\nimport { FETCH_LIST } from './types';\n"
                       "export const load = () => store.dispatch(FETCH_LIST, 'tags');\n"})
    assert ("GET", "/api/tags") in endpoints(contract)


def test_without_a_dispatch_the_body_stays_one_object(derive_files):
    contract = derive_files({"src/api.js": API, "src/types.js": TYPES, "src/store.js": STORE})
    assert user_fields(contract) == set()


def test_an_unknown_action_type_binds_nothing(derive_files):
    contract = derive_files({
        "src/api.js": API, "src/types.js": TYPES, "src/store.js": STORE,
        "src/Login.js": "export const go = (store, email) =>\n"
                        "  store.dispatch('signIn', { email });\n"})
    assert user_fields(contract) == set()


def test_a_plain_named_action_is_found_too(derive_files):
    contract = derive_files({
        "src/api.js": API, "src/types.js": TYPES, "src/store.js": STORE,
        "src/Bye.js": "export const bye = (store) => store.dispatch('logout', { why: 'idle' });\n"})
    cap = capability(contract, "POST", "/api/logout")
    assert list(cap["inputSchema"]["properties"]) == ["why"]


MAPPED = """\
<script>
import { mapActions } from 'vuex';
import { LOGIN } from './types';
export default {
  methods: {
    ...mapActions({ signIn: LOGIN, list: 'fetchList' }),
    ...mapActions(['logout']),
    submit(email, password) { this.signIn({ email, password }); },
    refresh() { const { list } = this; list('tags'); },
    leave() { const list = () => 0; list('ignored'); this.logout({ why: 'idle' }); },
  },
};
</script>
"""


def test_map_actions_methods_call_their_actions_with_the_payload(derive_files):
    contract = derive_files({
        "src/api.js": API, "src/types.js": TYPES, "src/store.js": STORE,
        "src/Login.vue": MAPPED})
    assert user_fields(contract) == {"email", "password"}          # this.signIn({…})
    assert endpoints(contract) == {("POST", "/api/users/login"), ("GET", "/api/tags"),
                                   ("POST", "/api/logout")}        # const { list } = this
    assert list(capability(contract, "POST", "/api/logout")["inputSchema"]["properties"]) \
        == ["why"]


def test_a_method_of_the_same_name_without_map_actions_is_no_action_call(derive_files):
    contract = derive_files({
        "src/api.js": API, "src/types.js": TYPES, "src/store.js": STORE,
        "src/Login.vue": MAPPED.replace("...mapActions({ signIn: LOGIN, list: 'fetchList' }),",
                                        "signIn() {}, list() {},")})
    # no action is dispatched: the login action makes no Tool (rule wrapper.never-called)
    assert ("POST", "/api/users/login") not in endpoints(contract)
    assert ("GET", "/api/tags") not in endpoints(contract)
