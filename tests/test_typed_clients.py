"""Rule ``client.declared-type``: a member or parameter declared with a known client type
(``AxiosInstance``, ``KyInstance`` …) is that client when the program does not show its value
(framework wiring fills it); its base URL is then a deployment reference the Host binds."""
from __future__ import annotations

from code2skill.typed_clients import client_for_type, type_name
from code2skill.values import ClientV, LibV, UnknownV
from code2skill.extractors.registry import RECOGNISERS
from test_recognisers import check

SERVICE = """\
import { AxiosInstance } from 'axios'

const API_BOOKS = '/api/v1/books'

export default class BooksService {
  private http: AxiosInstance

  constructor (http: AxiosInstance) {
    this.http = http
  }

  async getBooks (page?: number): Promise<any> {
    // @expect GET /api/v1/books/list
    return (await this.http.get(`${API_BOOKS}/list`, { params: { page } })).data
  }

  async updateBook (bookId: string, metadata: any) {
    // @expect PATCH /api/v1/books/{bookId}/metadata
    await this.http.patch(`${API_BOOKS}/${bookId}/metadata`, metadata)
  }
}
"""
PLUGINS = {
    "src/plugins/http.plugin.ts": """\
import axios from 'axios'
export default {
  install (Vue: any) {
    Vue.prototype.$http = axios.create({ withCredentials: true })
  },
}
""",
    "src/plugins/books.plugin.ts": """\
import BooksService from '@/services/books.service'
export default {
  install (Vue: any, { http }: { http: any }) {
    Vue.prototype.$books = new BooksService(http)
  },
}
""",
    "src/main.ts": """\
import Vue from 'vue'
import httpPlugin from './plugins/http.plugin'
import booksPlugin from './plugins/books.plugin'
Vue.use(httpPlugin)
Vue.use(booksPlugin, { http: Vue.prototype.$http })
""",
    "src/components/BookList.vue": """\
<template><div @click="load">x</div></template>
<script lang="ts">
import Vue from 'vue'
export default Vue.extend({
  methods: {
    async load () {
      this.books = await this.$books.getBooks(2)
      await this.$books.updateBook(this.id, { title: this.title })
    },
  },
})
</script>
""",
}
PACKAGE = '{"name": "shelf", "dependencies": {"axios": "1.6.0", "vue": "2.7.0"}}'


def test_injected_instance_through_framework_wiring(derive_files):
    files = {"package.json": PACKAGE, "src/services/books.service.ts": SERVICE, **PLUGINS}
    contract = derive_files(files)
    rule = "axios.instance-call"
    check(contract, files, {
        ("GET", "/api/v1/books/list"): ("none", "unknown", {"query:page": "page"}, rule,
                                         "BooksService.getBooks"),
        ("PATCH", "/api/v1/books/{bookId}/metadata"): (
            "json", "unknown", {"path:bookId": "bookId", "body:title": "title"}, rule,
            "BooksService.updateBook"),
    })
    assert [(s["id"], s["baseUrlBinding"], s["observedBaseUrls"]) for s in contract["services"]] \
        == [("shelf", "SHELF_API_BASE_URL", [])]
    assert [r["message"] for r in contract["review"] if r["severity"] == "medium"] == [
        "base URL of service shelf comes from a value the source does not show; confirm the "
        "backend it names"]
    assert contract["source"]["coverage"]["byLibrary"] == {"axios": {
        "requestLikeSites": 2, "resolved": 2, "reviewed": 0, "unresolved": 0}}


FORMS = {"src/api.ts": """\
import type { AxiosInstance } from 'axios'
import ky, { KyInstance } from 'ky'

export class Tags {
  private http!: AxiosInstance | null
  all () {
    // @expect GET /api/tags
    return this.http!.get('/api/tags')
  }
}
export class Notes {
  constructor (private readonly http: AxiosInstance) {}
  remove (id: string) {
    // @expect DELETE /api/notes/{id}
    return this.http.delete(`/api/notes/${id}`)
  }
}
export function rename (http: AxiosInstance, id: string, name: string) {
  // @expect PUT /api/labels/{id}
  return http.put(`/api/labels/${id}`, { name })
}
export function pin (api: KyInstance, id: string) {
  // @expect POST /api/pins/{id}
  return api.post(`api/pins/${id}`, { json: { on: true } })
}
"""}


def test_declared_member_parameter_property_and_parameter(derive_files):
    contract = derive_files(FORMS)
    check(contract, FORMS, {
        ("GET", "/api/tags"): ("none", "unknown", {}, "axios.instance-call", "Tags.all"),
        ("DELETE", "/api/notes/{id}"): ("none", "unknown", {"path:id": "id"},
                                        "axios.instance-call", "Notes.remove"),
        ("PUT", "/api/labels/{id}"): ("json", "unknown", {"path:id": "id", "body:name": "name"},
                                      "axios.instance-call", "rename"),
        ("POST", "/api/pins/{id}"): ("json", "unknown", {"path:id": "id", "body:on": "=True"},
                                     "ky.instance-call", "pin"),
    })
    assert {s["baseUrlBinding"] for s in contract["services"]} != set()
    assert all(s["observedBaseUrls"] == [] for s in contract["services"])


def test_a_value_the_program_passes_wins_over_the_declared_type(derive_files):
    files = {"src/api.ts": """\
import axios, { AxiosInstance } from 'axios'
const api = axios.create({ baseURL: 'https://books.example/api' })
function list (http: AxiosInstance) {
  // @expect GET /books
  return http.get('/books')
}
export const books = () => list(api)
"""}
    contract = derive_files(files)
    assert [(s["id"], [o["url"] for o in s["observedBaseUrls"]]) for s in contract["services"]] \
        == [("books", ["https://books.example/api"])]
    check(contract, files, {("GET", "/books"): ("none", "unknown", {}, "axios.instance-call",
                                                 "list")})


def test_an_unknown_type_stays_a_reviewed_call(derive_files):
    files = {"src/api.ts": """\
import { Transport } from 'some-transport'
export class Tags {
  constructor (private http: Transport) {}
  all () { return this.http.get('/api/tags') }
}
"""}
    contract = derive_files(files)
    assert contract["capabilities"] == []
    assert [r["message"].split(" with")[0] for r in contract["review"]] == [
        "call of some-transport.Transport.prototype.get"]


def test_type_name():
    assert type_name("AxiosInstance") == "AxiosInstance"
    assert type_name("AxiosInstance | null") == "AxiosInstance"
    assert type_name("undefined | KyInstance") == "KyInstance"
    assert type_name("Got<Options>") == "Got"
    assert type_name("axios.AxiosInstance") == "axios.AxiosInstance"
    assert type_name("AxiosInstance | KyInstance") == ""
    assert type_name("{ get: Function }") == ""


def test_client_for_type():
    assert client_for_type(LibV("axios", ("AxiosStatic",)), RECOGNISERS, None) == LibV("axios")
    found = client_for_type(LibV("axios", ("AxiosInstance",)), RECOGNISERS, None)
    assert isinstance(found, ClientV) and found.lib == "axios"
    assert found.config.get("baseURL") == UnknownV("declared-client")
    assert client_for_type(LibV("ky", ("KyInstance",)), RECOGNISERS, None).config.get(
        "prefixUrl") == UnknownV("declared-client")
    assert client_for_type(LibV("axios", ("AxiosRequestConfig",)), RECOGNISERS, None) is None
    assert client_for_type(LibV("axios", ("AxiosInstance", "x")), RECOGNISERS, None) is None
