"""One table per HTTP library recogniser (``extractors/``: fetch, axios, superagent, Angular
``HttpClient``, ky) and for Vue/Svelte single-file components.

Snippets mark each expected call inline, semgrep-style: ``// @expect METHOD /path`` on the line
above the call (the call expression starts on the next line). The test asserts that the
contract's endpoints are exactly the marked ones, and that each endpoint's first call site is at
the marked line, in the whole file (for ``.vue``/``.svelte``, not in the script block), with the
recogniser's rule and the enclosing function. Each endpoint also states its ``bodyEncoding``,
auth kind and exact binding targets. Tests marked ``xfail(strict=True)`` document a defect of
the tool (the reason says what is wrong).
"""
from __future__ import annotations

import re

import pytest
from conftest import bindings, capability, endpoints

EXPECT = re.compile(r"//\s*@expect\s+([A-Z]+)\s+(\S+)")


def markers(files: dict[str, str]) -> dict[tuple[str, str], tuple[str, int]]:
    """``{(METHOD, path): (file, line of the call)}`` from ``// @expect`` comments."""
    found = {}
    for path, text in files.items():
        for number, line in enumerate(text.splitlines(), start=1):
            match = EXPECT.search(line)
            if match:
                found[(match.group(1), match.group(2))] = (path, number + 1)
    return found


def line_of(text: str, needle: str) -> int:
    """The 1-based line of the first occurrence of ``needle`` in ``text``."""
    return text[:text.index(needle)].count("\n") + 1


def check(contract: dict, files: dict[str, str], expected: dict) -> None:
    """Endpoints, call-site lines, rules, functions, encodings, auth and bindings."""
    where = markers(files)
    assert endpoints(contract) == set(where) == set(expected)
    for (method, path), (encoding, auth, binds, rule, function) in expected.items():
        cap = capability(contract, method, path)
        request = cap["implementation"]["requests"][0]
        site = request["callSites"][0]
        assert (site["file"], site["line"]) == where[(method, path)], (method, path)
        assert (site["rule"], site["function"], site["kind"]) == (rule, function, "observed")
        assert request["bodyEncoding"] == encoding, (method, path)
        assert cap["auth"]["authentication"] == auth, (method, path)
        assert bindings(cap) == binds, (method, path)


# ============================================================== fetch
FETCH = {
    "src/api/tags.ts": """\
export const list = () =>
  // @expect GET /api/tags
  fetch('/api/tags');
export function create(name: string) {
  // @expect POST /api/tags
  return fetch('/api/tags', {
    method: 'POST',
    body: JSON.stringify({ name }),
    headers: { Authorization: `Bearer ${token()}` },
  });
}
// @expect GET /api/me
export const me = () => window.fetch('/api/me', { credentials: 'include' });
export const rename = (id: string, label: string) =>
  // @expect PUT /api/tags/{id}
  globalThis.fetch(`/api/tags/${id}`, { method: 'put', body: JSON.stringify({ label }),
    headers: { 'Content-Type': 'application/json', 'X-Client': 'web' } });
""",
    "src/api/items.js": """\
import fetch from 'node-fetch';
// @expect DELETE /items/{id}
export const drop = (id) => fetch(`https://api.nf.example/items/${id}`, {
  method: 'DELETE', headers: { 'X-API-Key': KEY } });
""",
    "src/trap.js": """\
function fetch(u) { return u; }      // a local function named fetch: not the Fetch API
// @expect-none
export const x = () => fetch('/api/nope');
""",
}


def test_fetch(derive_files):
    contract = derive_files(FETCH)
    check(contract, FETCH, {
        ("GET", "/api/tags"): ("none", "unknown", {}, "fetch.call", "list"),
        ("POST", "/api/tags"): ("json", "bearer", {"body:name": "name"}, "fetch.call", "create"),
        ("GET", "/api/me"): ("none", "cookie-session", {}, "fetch.call", "me"),
        ("PUT", "/api/tags/{id}"): ("json", "unknown",
                                    {"path:id": "id", "body:label": "label",
                                     "header:X-Client": "=web"}, "fetch.call", "rename"),
        ("DELETE", "/items/{id}"): ("none", "api-key", {"path:id": "id"}, "fetch.call", "drop"),
    })
    create = capability(contract, "POST", "/api/tags")
    assert [(e["rule"], e["line"]) for e in create["auth"]["evidence"]] == \
        [("fetch.header", line_of(FETCH["src/api/tags.ts"], "Authorization"))]
    me = capability(contract, "GET", "/api/me")
    assert [(e["rule"], e["line"]) for e in me["auth"]["evidence"]] == \
        [("fetch.credentials-include", line_of(FETCH["src/api/tags.ts"], "window.fetch"))]
    assert capability(contract, "DELETE", "/items/{id}")["implementation"]["requests"][0][
        "service"] == "nf"


# ============================================================== axios
AXIOS = {"src/api.js": """\
import axios from 'axios';
const api = axios.create({
  baseURL: 'https://api.shop.example/v1',
  withCredentials: true,
});
// @expect GET /products
export const list = (page) => api.get('/products', { params: { page } });
// @expect POST /products
export const add = (name) => api.post('/products', { name });
export const rm = (sku) =>
  // @expect DELETE /products/{sku}
  api.delete(`/products/${sku}`);
// @expect PATCH /orders/{id}
export const raw = (id) => axios({ method: 'patch', url: `/orders/${id}`, data: { x: 1 },
  headers: { Authorization: 'Bearer x' } });
// @expect HEAD /health
export const head = () => axios.head('/health');
// @expect PUT /settings
export const save = (theme) => axios.request({ method: 'PUT', url: '/settings', data: { theme } });
"""}


def test_axios(derive_files):
    contract = derive_files(AXIOS)
    check(contract, AXIOS, {
        ("GET", "/products"): ("none", "cookie-session", {"query:page": "page"},
                               "axios.instance-call", "list"),
        ("POST", "/products"): ("json", "cookie-session", {"body:name": "name"},
                                "axios.instance-call", "add"),
        ("DELETE", "/products/{sku}"): ("none", "cookie-session", {"path:sku": "sku"},
                                        "axios.instance-call", "rm"),
        ("PATCH", "/orders/{id}"): ("json", "bearer", {"path:id": "id", "body:x": "=1"},
                                    "axios.call", "raw"),
        ("HEAD", "/health"): ("none", "unknown", {}, "axios.call", "head"),
        ("PUT", "/settings"): ("json", "unknown", {"body:theme": "theme"}, "axios.call", "save"),
    })
    services = {r["pathTemplate"]: r["service"] for c in contract["capabilities"]
                for r in c["implementation"]["requests"]}
    assert services == {"/products": "shop", "/products/{sku}": "shop", "/orders/{id}": "app",
                        "/health": "app", "/settings": "app"}


# ============================================================== superagent
SUPERAGENT = {"src/s.js": """\
import request from 'superagent';
export function login(email, password) {
  // @expect POST /api/users/login
  return request
    .post('/api/users/login')
    .send({ user: { email, password } })
    .withCredentials();
}
// @expect GET /api/tags
export const tags = () => request.get('/api/tags').query({ limit: 10 });
// @expect DELETE /api/tags/{id}
export const del = (id) => request.del(`/api/tags/${id}`).set('Authorization', `Token ${t}`);
// @expect POST /api/form
export const form = (a) => request.post('/api/form').type('form').send({ a });
// @expect PUT /api/items/{id}
export const generic = (id) => request('PUT', `/api/items/${id}`).send({ v: 1 });
// @expect GET /api/d
export const d = () => request.get('/api/d').set({ 'X-Api-Key': 'zzz', Accept: 'text/plain' });
"""}


def test_superagent(derive_files):
    contract = derive_files(SUPERAGENT)
    check(contract, SUPERAGENT, {
        ("POST", "/api/users/login"): ("json", "none", {"body:user": "user"},   # starts one
                                       "superagent.call", "login"),
        ("GET", "/api/tags"): ("none", "unknown", {"query:limit": "=10"},
                               "superagent.call", "tags"),
        ("DELETE", "/api/tags/{id}"): ("none", "api-key", {"path:id": "id"},
                                       "superagent.call", "del"),
        ("POST", "/api/form"): ("form", "unknown", {"body:a": "a"}, "superagent.call", "form"),
        ("PUT", "/api/items/{id}"): ("json", "unknown", {"path:id": "id", "body:v": "=1"},
                                     "superagent.call", "generic"),
        ("GET", "/api/d"): ("none", "api-key", {"header:Accept": "=text/plain"},
                            "superagent.call", "d"),
    })
    assert "zzz" not in str(contract)


# ============================================================== Angular HttpClient
ANGULAR = {
    "src/app/articles.service.ts": """\
import { Injectable, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';
@Injectable({ providedIn: 'root' })
export class ArticlesService {
  constructor(private readonly http: HttpClient) {}
  list(limit: number) {
    // @expect GET /articles
    return this.http.get<Article[]>('/articles', { params: { limit } });
  }
  create(title: string) {
    // @expect POST /articles
    return this.http.post('/articles', { article: { title } });
  }
  remove(slug: string) {
    // @expect DELETE /articles/{slug}
    return this.http.delete(`/articles/${slug}`);
  }
  update(slug: string, body: string) {
    // @expect PUT /articles/{slug}
    return this.http.request('PUT', `/articles/${slug}`, { body: { body } });
  }
}
export class TagsService {
  private http = inject(HttpClient);
  // @expect GET /tags
  all() { return this.http.get('/tags'); }
}
""",
    "src/app/interceptor.ts": """\
import { HttpInterceptorFn } from '@angular/common/http';
const API = 'https://api.realworld.example/api';
export const apiInterceptor: HttpInterceptorFn = (req, next) => {
  const r = req.clone({ url: `${API}${req.url}`,
    setHeaders: { Authorization: `Token ${jwt()}` } });
  return next(r);
};
""",
}


def test_angular_http_client(derive_files):
    contract = derive_files(ANGULAR)
    rule = "angular.http-client"
    # the interceptor sends `Token ${jwt()}`: an API key in the header (auth.header-scheme)
    check(contract, ANGULAR, {
        ("GET", "/articles"): ("none", "api-key", {"query:limit": "limit"}, rule,
                               "ArticlesService.list"),
        ("POST", "/articles"): ("json", "api-key", {"body:article": "article"}, rule,
                                "ArticlesService.create"),
        ("DELETE", "/articles/{slug}"): ("none", "api-key", {"path:slug": "slug"}, rule,
                                         "ArticlesService.remove"),
        ("PUT", "/articles/{slug}"): ("json", "api-key", {"path:slug": "slug", "body:body": "body"},
                                      rule, "ArticlesService.update"),
        ("GET", "/tags"): ("none", "api-key", {}, rule, "TagsService.all"),
    })
    assert [(s["id"], [o["url"] for o in s["observedBaseUrls"]]) for s in contract["services"]] \
        == [("realworld", ["https://api.realworld.example/api"])]
    cap = capability(contract, "GET", "/tags")
    assert [(e["file"], e["rule"], e["line"]) for e in cap["auth"]["evidence"]] == \
        [("src/app/interceptor.ts", "angular.interceptor",
          line_of(ANGULAR["src/app/interceptor.ts"], "Authorization"))]


# ============================================================== ky
KY = {"src/k.ts": """\
import ky from 'ky';
const api = ky.create({ prefixUrl: 'https://api.ky.example/v2', headers: { 'X-API-Key': 'k' } });
// @expect GET /items
export const list = () => api.get('items').json();
// @expect POST /items
export const add = (name: string) => api.post('items', { json: { name } }).json();
// @expect GET /api/search
export const q = (term: string) => ky('search', { prefixUrl: '/api', searchParams: { term } });
export const put = (id: string) =>
  // @expect PUT /items/{id}
  api.extend({ headers: { Authorization: 'Bearer x' } }).put(`items/${id}`, { json: { a: 1 } });
// @expect HEAD /api/ping
export const ping = () => ky.head('/api/ping', { credentials: 'include' });
"""}


def test_ky(derive_files):
    contract = derive_files(KY)
    check(contract, KY, {
        ("GET", "/items"): ("none", "api-key", {}, "ky.instance-call", "list"),
        ("POST", "/items"): ("json", "api-key", {"body:name": "name"}, "ky.instance-call", "add"),
        ("GET", "/api/search"): ("none", "unknown", {"query:term": "term"}, "ky.call", "q"),
        ("PUT", "/items/{id}"): ("json", "bearer", {"path:id": "id", "body:a": "=1"},
                                 "ky.instance-call", "put"),
        ("HEAD", "/api/ping"): ("none", "cookie-session", {}, "ky.call", "ping"),
    })
    services = {r["pathTemplate"]: r["service"] for c in contract["capabilities"]
                for r in c["implementation"]["requests"]}
    assert services == {"/items": "ky", "/items/{id}": "ky", "/api/search": "app",
                        "/api/ping": "app"}


# ============================================================== single-file components
VUE_SETUP = {"src/components/Articles.vue": """\
<template>
  <div>
    <button @click="load">Load</button>
  </div>
</template>

<script setup lang="ts">
import axios from 'axios';
const props = defineProps<{ slug: string }>();
async function load() {
  // @expect GET /api/articles/{slug}/comments
  await axios.get(`/api/articles/${props.slug}/comments`);
}
async function add(body: string) {
  // @expect POST /api/articles/{slug}/comments
  await axios.post(`/api/articles/${props.slug}/comments`, { comment: { body } });
}
</script>

<style scoped>
div { color: red; }
</style>
"""}

VUE_PLAIN = {"src/components/Tags.vue": """\
<template><ul><li v-for="t in tags">{{ t }}</li></ul></template>
<script>
export default {
  data() { return { tags: [] }; },
  methods: {
    async load() {
      // @expect GET /api/tags
      const r = await fetch('/api/tags');
      this.tags = await r.json();
    },
    remove(id) {
      // @expect DELETE /api/tags/{id}
      return fetch(`/api/tags/${id}`, { method: 'DELETE' });
    },
  },
};
</script>
"""}

VUE_TWO_SCRIPTS = {"src/components/Both.vue": """\
<script lang="ts">
export const BASE = '/api/v1';
</script>
<script setup lang="ts">
import ky from 'ky';
// @expect GET /api/v1/ping
const ping = () => ky.get(`${BASE}/ping`);
</script>
<template><p/></template>
"""}

SVELTE = {"src/routes/+page.svelte": """\
<script lang="ts">
  import { onMount } from 'svelte';
  let items = [];
  onMount(async () => {
    // @expect GET /api/items
    const res = await fetch('/api/items?limit=20');
    items = await res.json();
  });
  async function save(name: string) {
    // @expect POST /api/items
    await fetch('/api/items', { method: 'POST', body: JSON.stringify({ name }) });
  }
</script>

<ul>{#each items as item}<li>{item.name}</li>{/each}</ul>
"""}


@pytest.mark.parametrize("files, expected", [
    pytest.param(VUE_SETUP, {
        ("GET", "/api/articles/{slug}/comments"): (
            "none", "unknown", {"path:slug": "slug"}, "axios.call", "load"),
        ("POST", "/api/articles/{slug}/comments"): (
            "json", "unknown", {"path:slug": "slug", "body:comment": "comment"}, "axios.call",
            "add"),
    }, id="vue-script-setup-ts"),
    pytest.param(VUE_PLAIN, {
        ("GET", "/api/tags"): ("none", "unknown", {}, "fetch.call", "default.methods.load"),
        ("DELETE", "/api/tags/{id}"): ("none", "unknown", {"path:id": "id"}, "fetch.call",
                                       "default.methods.remove"),
    }, id="vue-plain-script"),
    pytest.param(VUE_TWO_SCRIPTS, {
        ("GET", "/api/v1/ping"): ("none", "unknown", {}, "ky.call", "ping"),
    }, id="vue-script-and-script-setup"),
    pytest.param(SVELTE, {
        ("GET", "/api/items"): ("none", "unknown", {"query:limit": "=20"}, "fetch.call",
                                "<callback onMount>"),
        ("POST", "/api/items"): ("json", "unknown", {"body:name": "name"}, "fetch.call", "save"),
    }, id="svelte"),
])
def test_single_file_components(derive_files, files, expected):
    check(derive_files(files), files, expected)      # lines are the whole file's


# ============================================================== body encodings from builtins
@pytest.mark.parametrize("source, method, path, encoding", [
    pytest.param("export const up = () => fetch('/api/files', "
                 "{ method: 'POST', body: new FormData() });\n",
                 "POST", "/api/files", "multipart"),
    pytest.param("export const up = (f: File) => { const fd = new FormData();"
                 " fd.append('file', f); return fetch('/api/files', "
                 "{ method: 'POST', body: fd }); };\n",
                 "POST", "/api/files", "multipart"),
    pytest.param("export const f = (q: string) => fetch('/api/login', "
                 "{ method: 'POST', body: new URLSearchParams({ q }) });\n",
                 "POST", "/api/login", "form"),
    pytest.param("import axios from 'axios';\n"
                 "export const up = () => axios.post('/api/files', new FormData());\n",
                 "POST", "/api/files", "multipart"),
    pytest.param("import axios from 'axios';\n"
                 "export const f = () => axios.post('/api/form', "
                 "new URLSearchParams({ a: '1' }));\n",
                 "POST", "/api/form", "form"),
    pytest.param("import ky from 'ky';\n"
                 "export const g = () => ky.post('/api/g', { body: new FormData() });\n",
                 "POST", "/api/g", "multipart"),
    ("export const f = () => fetch('/api/login2', { method: 'POST', body: 'a=1',"
     " headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });\n",
     "POST", "/api/login2", "form"),
    ("import axios from 'axios';\n"
     "export const f = (raw: string) => axios.post('/api/raw', raw);\n",
     "POST", "/api/raw", "unknown"),
])
def test_body_encoding(derive_files, source, method, path, encoding):
    cap = capability(derive_files({"src/a.ts": source}), method, path)
    assert cap["implementation"]["requests"][0]["bodyEncoding"] == encoding


# ============================================================== auth through header objects
@pytest.mark.parametrize("files, method, path", [
    pytest.param({"src/a.ts": "export const me = (t: string) => fetch('/api/me', "
                  "{ headers: new Headers({ Authorization: `Bearer ${t}` }) });\n"},
                 "GET", "/api/me"),
    pytest.param({"src/app/x.service.ts": (
        "import { HttpClient, HttpHeaders } from '@angular/common/http';\n"
        "export class XService {\n"
        "  constructor(private http: HttpClient) {}\n"
        "  me(t: string) { return this.http.get('/api/me', "
        "{ headers: new HttpHeaders({ Authorization: `Bearer ${t}` }) }); }\n"
        "}\n")}, "GET", "/api/me"),
    ({"src/a.ts": "export const me = (t: string) => fetch('/api/me', "
      "{ headers: { Authorization: `Bearer ${t}` } });\n"}, "GET", "/api/me"),
])
def test_authorization_in_header_objects(derive_files, files, method, path):
    cap = capability(derive_files(files), method, path)
    assert cap["auth"]["authentication"] == "bearer"


def test_astro_frontmatter_lines_are_the_files(derive_files):
    contract = derive_files({"src/pages/index.astro": (
        "---\n"
        "import Layout from '../layouts/Layout.astro';\n"
        "const res = await fetch('https://api.events.example/v1/events');\n"
        "const events = await res.json();\n"
        "---\n"
        "<Layout><ul>{events.map((e) => <li>{e.name}</li>)}</ul></Layout>\n")})
    request = contract["capabilities"][0]["implementation"]["requests"][0]
    assert (request["method"], request["pathTemplate"], request["service"]) == \
        ("GET", "/v1/events", "events")
    assert request["callSites"][0]["line"] == 3


def test_a_vue_script_in_tsx_is_parsed_with_the_tsx_grammar(derive_files):
    contract = derive_files({"src/Table.vue": (
        "<template><div /></template>\n"
        "<script setup lang=\"tsx\">\n"
        "const render = () => <span class=\"x\">{1}</span>;\n"
        "export const load = () => fetch('/api/columns');\n"
        "</script>\n")})
    assert endpoints(contract) == {("GET", "/api/columns")}
    assert contract["source"]["diagnostics"] == []
