"""Vue global properties (rule ``axios.global-property``): a client written to
``app.config.globalProperties.$http`` (or ``Vue.prototype.$http``) is what ``this.$http`` is in
Options API components and Pinia store actions; without such a write the calls are review items."""
from __future__ import annotations

from code2skill.extractors.global_properties import global_property_name
from conftest import endpoints
from test_recognisers import check

MAIN = """\
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import axios from 'axios';
import App from './App.vue';

const app = createApp(App);
app.config.globalProperties.$http = axios.create({ baseURL: 'https://api.shop.example/v1' });
const pinia = createPinia();
pinia.use(({ store }) => {
  store.$http = app.config.globalProperties.$http;
});
app.use(pinia);
"""
STORE = """\
import { defineStore } from 'pinia';
export const useCart = defineStore('cart', {
  state: () => ({ items: [] as string[] }),
  actions: {
    async load() {
      // @expect GET /cart
      const { data } = await this.$http.get('/cart');
      this.items = data;
    },
    async add(sku: string) {
      // @expect POST /cart/items
      await this.$http.post('/cart/items', { sku });
    },
  },
});
"""
COMPONENT = """\
<template><div>{{ orders }}</div></template>
<script>
export default {
  data() { return { orders: [] }; },
  methods: {
    async load(id) {
      // @expect GET /orders/{id}
      const res = await this.$http.get(`/orders/${id}`);
      this.orders = res.data;
    },
    cancel(id) {
      // @expect DELETE /orders/{id}
      return this.$http.delete(`/orders/${id}`);
    },
  },
};
</script>
"""
FILES = {"src/main.ts": MAIN, "src/stores/cart.ts": STORE,
         "src/components/Orders.vue": COMPONENT}


def test_global_property_client_in_components_and_stores(derive_files):
    contract = derive_files(FILES)
    rule = "axios.instance-call"
    check(contract, FILES, {
        ("GET", "/cart"): ("none", "unknown", {}, rule, "actions.load"),
        ("POST", "/cart/items"): ("json", "unknown", {"body:sku": "sku"}, rule, "actions.add"),
        ("GET", "/orders/{id}"): ("none", "unknown", {"path:id": "id"}, rule, "default.methods.load"),
        ("DELETE", "/orders/{id}"): ("none", "unknown", {"path:id": "id"}, rule, "default.methods.cancel"),
    })
    assert [(s["id"], [o["url"] for o in s["observedBaseUrls"]]) for s in contract["services"]] \
        == [("shop", ["https://api.shop.example/v1"])]


def test_vue2_prototype_in_a_plugin(derive_files):
    files = {"src/plugins/http.js": """\
import axios from 'axios';
export default { install(Vue) { Vue.prototype.$api = axios; } };
""", "src/components/Tags.vue": """\
<script>
export default {
  methods: {
    // @expect GET /tags
    all() { return this.$api.get('/tags'); },
  },
};
</script>
"""}
    contract = derive_files(files)
    check(contract, files, {("GET", "/tags"): ("none", "unknown", {}, "axios.call", "default.methods.all")})


def test_without_a_global_property_write_the_calls_are_reviewed(derive_files):
    contract = derive_files({"src/components/Orders.vue": COMPONENT})
    assert contract["capabilities"] == []
    assert contract["source"]["coverage"]["byLibrary"] == {"unknown": {
        "requestLikeSites": 2, "resolved": 0, "reviewed": 2, "unresolved": 0}}
    assert sorted((r["evidence"][0]["line"], r["message"].split(" with")[0])
                  for r in contract["review"] if r["severity"] == "medium") == [
        (8, "call of this.$http.get"), (13, "call of this.$http.delete")]


def test_global_property_name():
    assert global_property_name(("app", "config", "globalProperties", "$http")) == "$http"
    assert global_property_name(("Vue", "prototype", "$axios")) == "$axios"
    assert global_property_name(("store", "$http")) is None
    assert global_property_name(("config", "globalProperties")) is None


def test_a_plain_name_is_a_global_property_on_this_only():
    from code2skill.facts import Ref
    from code2skill.resolution.resolver import Resolver
    from code2skill.values import LibV, ParamV, UnknownV

    from code2skill.modules import ModuleResolver

    resolver = Resolver({}, ModuleResolver(set()), ())
    resolver.global_properties = {"api": [("src/main.js", None, Ref("axios"))],
                                  "$http": [("src/main.js", None, Ref("axios"))]}
    resolver.module_binding = lambda path, name, depth: LibV("axios")
    assert resolver.member(UnknownV("this"), "api") == LibV("axios")
    assert resolver.member(UnknownV("unresolved:window.deps"), "$http") == LibV("axios")
    assert resolver.member(ParamV("f1", "deps"), "$http") == LibV("axios")
    assert resolver.member(UnknownV("unresolved:window.deps"), "api") == \
        UnknownV("unresolved:window.deps.api")
    assert resolver.member(ParamV("f1", "deps"), "api") == ParamV("f1", "deps", path=("api",))


REQUEST = """\
import axios from 'axios';
import Cookies from 'js-cookie';
import store from '@/store';

const getOrg = () => store.getters.currentOrg.id;
const service = axios.create({ baseURL: process.env.VUE_APP_BASE_API, timeout: 5000 });
service.interceptors.request.use(config => {
  config.headers['X-CSRFToken'] = Cookies.get('csrftoken');
  config.headers['X-Desk-Org'] = getOrg();
  return config;
});
export default service;
"""
STORE_VUEX = """\
import Vue from 'vue';
import Vuex from 'vuex';
Vue.use(Vuex);
export default new Vuex.Store({ state: { org: null }, getters: { currentOrg: s => s.org } });
"""
TICKETS = """\
<template><button @click="open">Open</button></template>
<script>
import request from '@/utils/request';
export default {
  methods: {
    open() {
      // @expect POST /api/v1/tickets/
      return this.$axios.post('/api/v1/tickets/', { title: this.title });
    },
    // @expect GET /api/v1/tickets/
    list() { return request({ url: '/api/v1/tickets/', method: 'get' }); },
  },
};
</script>
"""


def desk_files(main: str) -> dict[str, str]:
    return {"package.json": '{"name": "desk", "dependencies": {"vue": "2", "axios": "1"}}',
            "src/utils/request.js": REQUEST, "src/store/index.js": STORE_VUEX,
            "src/main.js": main, "src/views/Tickets.vue": TICKETS}


def test_an_app_instance_installed_as_axios_keeps_its_settings(derive_files):
    """``Vue.prototype.$axios = request`` (and Vue 3's ``globalProperties.$axios``) makes
    ``this.$axios`` the app's own instance, not the ``$axios`` Nuxt would inject: its base-URL
    service, its interceptor's CSRF header from a cookie (cookie-session auth) and its org
    header, as a direct ``request(…)`` call gets them."""
    mains = ["import Vue from 'vue';\nimport request from '@/utils/request';\n"
             "Vue.prototype.$axios = request;\n",
             "import { createApp } from 'vue';\nimport App from './App.vue';\n"
             "import request from '@/utils/request';\n"
             "const app = createApp(App);\napp.config.globalProperties.$axios = request;\n"]
    for main in mains:
        files = desk_files(main)
        contract = derive_files(files)
        check(contract, files, {
            ("POST", "/api/v1/tickets/"): ("json", "cookie-session", {"body:title": "title"},
                                           "axios.instance-call", "default.methods.open"),
            ("GET", "/api/v1/tickets/"): ("none", "cookie-session", {}, "axios.instance-call",
                                          "default.methods.list")})
        assert [(s["id"], s["baseUrlBinding"]) for s in contract["services"]] == \
            [("desk", "DESK_API_BASE_URL")]
        for cap in contract["capabilities"]:
            assert cap["auth"]["tenant"]["binding"] == "header:X-Desk-Org"
            assert [(e["file"], e["line"], e["note"]) for e in cap["auth"]["evidence"]] == \
                [("src/utils/request.js", 8, "header X-CSRFToken")]


NUXT_PLUGIN = """\
import { Plugin } from '@nuxt/types'
import axios from 'axios'

class ItemRepository {
  list(kind: string) {
    return axios.get('/api/' + kind)
  }
}

const repositories = { items: new ItemRepository() }

const plugin: Plugin = (_, inject) => {
  inject('repositories', repositories)
}

export default plugin
"""
NUXT_PAGE = """\
<template><button @click="load">Load</button></template>
<script>
export default {
  methods: {
    load() {
      return this.$repositories.items.list('books')
    }
  }
}
</script>
"""
NUXT_SETUP = """\
<template><button @click="load">Load</button></template>
<script>
import { defineComponent, useContext } from '@nuxtjs/composition-api'
export default defineComponent({
  setup() {
    const { app } = useContext()
    const load = () => app.$repositories.items.list('films')
    return { load }
  }
})
</script>
"""


def test_a_nuxt_plugin_injection_is_this_and_the_context_app_member(derive_files):
    """Rule ``nuxt.plugin-inject``: ``inject('repositories', repositories)`` in the plugin a
    module default-exports makes ``this.$repositories`` of a component and
    ``useContext().app.$repositories`` that object, so each caller's literal names its path."""
    contract = derive_files({
        "package.json": '{"name": "n", "dependencies": {"nuxt": "2", "axios": "1"}}',
        "plugins/repositories.ts": NUXT_PLUGIN, "pages/books.vue": NUXT_PAGE,
        "pages/films.vue": NUXT_SETUP})
    assert endpoints(contract) == {("GET", "/api/books"), ("GET", "/api/films")}


def test_an_inject_call_outside_a_default_exported_plugin_binds_nothing(derive_files):
    plugin = NUXT_PLUGIN.replace("export default plugin", "export { plugin }")
    contract = derive_files({
        "package.json": '{"name": "n", "dependencies": {"nuxt": "2", "axios": "1"}}',
        "plugins/repositories.ts": plugin, "pages/books.vue": NUXT_PAGE})
    assert endpoints(contract) == {("GET", "/api/{kind}")}
