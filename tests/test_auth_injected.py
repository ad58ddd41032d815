"""Auth set on an injected client or sent in a credential-named header is claimed (rules
``axios.nuxt-auth``, ``auth.credential-header``), never left ``unknown``."""
from conftest import capability

PAGE = ("<template><div @click=\"load\">x</div></template>\n"
        "<script>\n"
        "export default {\n"
        "  methods: {\n"
        "    async load() { this.items = await this.$axios.$get('/api/items') },\n"
        "  },\n"
        "}\n"
        "</script>\n")


def auth(contract: dict, method: str, path: str) -> tuple:
    found = capability(contract, method, path)["auth"]
    return (found["authentication"],
            [(e["file"], e["line"], e["rule"], e["note"]) for e in found["evidence"]])


def test_a_nuxt_axios_on_request_plugin_sets_the_injected_clients_auth(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"nuxt": "2", "@nuxtjs/axios": "5"}}',
        "plugins/axios.js": (
            "export default function ({ $axios, store }) {\n"
            "  $axios.onRequest(config => {\n"
            "    config.headers.common['Authorization'] = `Bearer ${store.state.user.token}`\n"
            "  })\n"
            "}\n"),
        "pages/items.vue": PAGE})
    assert auth(contract, "GET", "/api/items") == (
        "bearer", [("plugins/axios.js", 3, "axios.nuxt-auth", "header Authorization")])


def test_nuxt_axios_set_token_names_the_scheme(derive_files):
    token = derive_files({
        "store/auth.js": ("export const actions = {\n"
                          "  signedIn({ commit }, token) { this.$axios.setToken(token, 'Token') },\n"
                          "}\n"),
        "pages/items.vue": PAGE})
    assert auth(token, "GET", "/api/items") == (
        "api-key", [("store/auth.js", 2, "axios.nuxt-auth", "setToken, scheme Token")])


def test_nuxt_axios_set_header_of_a_credential(derive_files):
    header = derive_files({
        "plugins/auth.js": ("export default function ({ $axios, store }) {\n"
                            "  $axios.setHeader('X-Auth-Token', store.state.jwt)\n"
                            "  $axios.setHeader('X-Requested-With', 'XMLHttpRequest')\n"
                            "}\n"),
        "pages/items.vue": PAGE})
    assert auth(header, "GET", "/api/items") == (
        "api-key", [("plugins/auth.js", 2, "axios.nuxt-auth", "setHeader X-Auth-Token")])


WRAPPER = (
    "import { useAuthStore } from './auth';\n"
    "async function request(url, { method = 'GET', headers = {} } = {}) {\n"
    "  const authStore = useAuthStore();\n"
    "  const res = await fetch(`/api${url}`, {\n"
    "    method,\n"
    "    headers: { 'X-Auth': authStore.jwt, ...headers },\n"
    "  });\n"
    "  return res.json();\n"
    "}\n"
    "export const listShares = () => request('/shares');\n")


def test_a_credential_named_header_of_a_fetch_wrapper_is_an_api_key(derive_files):
    contract = derive_files({"src/api.js": WRAPPER})
    assert auth(contract, "GET", "/api/shares") == (
        "api-key", [("src/api.js", 6, "auth.credential-header", "header X-Auth")])


def test_a_header_that_names_no_credential_claims_nothing(derive_files):
    contract = derive_files({"src/api.js": WRAPPER.replace("'X-Auth'", "'X-Client'")})
    assert auth(contract, "GET", "/api/shares")[0] == "unknown"
