"""An unrecognised HTTP library is a review entry naming the call site, never a silent miss and
never a guessed endpoint (rule ``review.unknown-http-library``)."""
from conftest import endpoints


def test_unknown_http_library_call_is_reviewed_not_guessed(derive_files):
    contract = derive_files({"src/a.js": (
        "import wretch from 'wretch';\n"
        "import lodash from 'lodash';\n"
        "\n"
        "export const list = () => wretch.get('/api/widgets');\n"
        "export const pick = (o) => lodash.get(o, 'a.b');\n"), "src/server.js": (
        "import express from 'express';\n"
        "const app = express();\n"
        "app.get('/health', (req, res) => res.send('ok'));\n")})
    assert endpoints(contract) == set()
    review = [(r["message"], r["evidence"][0]["file"], r["evidence"][0]["line"])
              for r in contract["review"] if r["capability"] is None]
    assert review == [("call of wretch.get with a URL-like argument: an HTTP client code2skill "
                       "does not recognise or cannot follow, so its endpoint is not in the "
                       "contract (its URL starts with '/api/widgets')", "src/a.js", 4)]


def test_bare_words_count_once_the_object_is_suspect(derive_files):
    contract = derive_files({"src/api.ts": (
        "import { apiService } from 'acme-http-kit';\n"
        "export const tags = () => apiService.get('tags');\n"
        "export const login = (user: object) => apiService.post('users/login', { user });\n"
        "const seen = new Map();\n"
        "export const forget = (k: string) => seen.delete(k);\n"
        "export class Store { session: any;\n"
        "  load() { return this.session.fetch('/tags'); } }\n")})
    review = sorted((r["message"].split(" with ")[0], r["evidence"][0]["line"])
                    for r in contract["review"] if r["capability"] is None)
    assert review == [("call of acme-http-kit.apiService.get", 2),
                      ("call of acme-http-kit.apiService.post", 3),
                      ("call of this.session.fetch", 7)]


def test_a_store_path_of_a_library_not_named_as_a_client_is_no_request(derive_files):
    contract = derive_files({"src/admin.js": (
        "import { get, sync, call } from 'vuex-pathify';\n"
        "import { request } from 'tiny-http-client';\n"
        "export default { computed: { info: get('admin/info'), theme: sync('site/theme') },\n"
        "  methods: { save: call('admin/save'), load() { return request('users/me'); } } };\n")})
    review = sorted((r["message"].split(" with ")[0], r["evidence"][0]["line"])
                    for r in contract["review"] if r["capability"] is None)
    assert review == [("call of tiny-http-client.request", 4)]


UNFOLLOWED = ("with a URL-like argument: an HTTP client code2skill does not recognise or cannot "
              "follow, so its endpoint is not in the contract")


def unknown_calls(contract: dict) -> list[tuple[str, int]]:
    """``(message head, line)`` of the unknown-client review items."""
    return sorted((r["message"].split(" with ")[0], r["evidence"][0]["line"])
                  for r in contract["review"] if UNFOLLOWED in r["message"])


def test_an_object_the_resolver_cannot_follow_is_reviewed_whatever_its_name(derive_files):
    """A rooted path or absolute URL given to an HTTP verb of a parameter, a global or an
    unfollowed value is reviewed even when the object is not named like a client; built-in
    collections and instances of other libraries are not clients."""
    contract = derive_files({"src/a.js": (
        "import { LRUCache } from 'lru-cache';\n"
        "export function load(thing) { return thing.get('/api/x'); }\n"
        "export const y = () => window.myClient.get('https://api.example.com/y');\n"
        "const seen = new Map();\n"
        "export const at = (id) => seen.get(`/tasks/${id}`);\n"
        "const cache = new LRUCache({ max: 10 });\n"
        "export const cached = (id) => cache.get(`/tasks/${id}`);\n"
        "export const words = (store) => store.get('key');\n")})
    assert endpoints(contract) == set()
    assert unknown_calls(contract) == [("call of thing.get", 2),
                                       ("call of window.myClient.get", 3)]


def test_a_client_passed_as_an_argument_is_followed(derive_files):
    """Rule ``wrapper.client-argument``: ``http.get`` of a parameter every caller fills with a
    recognised client is that client's call; with no caller it is reviewed."""
    contract = derive_files({"src/a.js": (
        "import axios from 'axios';\n"
        "const inst = axios.create({ baseURL: '/api' });\n"
        "export function api(http) { return http.get('/x'); }\n"
        "export const useIt = () => api(inst);\n"
        "export function orphan(client) { return client.post('/items', { a: 1 }); }\n")})
    assert endpoints(contract) == {("GET", "/api/x")}
    assert unknown_calls(contract) == [("call of client.post", 5)]


def test_an_injected_client_passed_as_an_argument_is_followed(derive_files):
    """Rule ``wrapper.client-argument``: AngularJS's ``$http``, which the injector hands a
    controller, passed on to a helper (``handleNfo($scope, $http)``) is that helper's client,
    also in the function the helper puts on the scope."""
    contract = derive_files({"src/a.js": (
        "angular.module('app', []).controller('Results', function ($scope, $http) {\n"
        "  handleNfo($scope, $http);\n"
        "});\n"
        "function handleNfo($scope, http) {\n"
        "  $scope.show = function (item) { return http.get('/api/nfo/' + item.id); };\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/nfo/{id}")}
    assert unknown_calls(contract) == []


def test_a_parameter_some_caller_fills_with_another_value_stays_reviewed(derive_files):
    contract = derive_files({"src/a.js": (
        "import axios from 'axios';\n"
        "export function api(http) { return http.get('/x'); }\n"
        "export const a = () => api(axios);\n"
        "export const b = (other) => api(other);\n")})
    assert endpoints(contract) == set()
    assert unknown_calls(contract) == [("call of http.get", 2)]


def test_nuxt_injected_axios_is_axios(derive_files):
    """Rule ``axios.nuxt-injected``: ``this.$axios`` in a component, a destructured
    ``{ $axios }`` context and ``useNuxtApp().$axios`` are axios; ``$get``/``$post`` are its
    data-returning helpers."""
    contract = derive_files({
        "components/Version.vue": (
            "<template><div>{{ v }}</div></template>\n"
            "<script>\n"
            "export default {\n"
            "  async asyncData({ $axios }) { return { v: await $axios.$get('/api/meta/info') } },\n"
            "  methods: {\n"
            "    async load() { this.v = (await this.$axios.get('/api/meta/version')).data },\n"
            "    save(id, body) { return this.$axios.$post(`/api/items/${id}`, body) },\n"
            "  },\n"
            "}\n"
            "</script>\n"),
        "composables/ping.ts": (
            "export function usePing() { const { $axios } = useNuxtApp();\n"
            "  return $axios.delete('/api/ping'); }\n")})
    assert endpoints(contract) == {("GET", "/api/meta/version"), ("GET", "/api/meta/info"),
                                   ("POST", "/api/items/{id}"), ("DELETE", "/api/ping")}
