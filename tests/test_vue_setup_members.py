"""Rule ``vue.setup-member``: what an options component's ``setup()`` returns is the
component's members, refs unwrapped, in its methods (``this.label``) and in its template
(``label``); an entry that is no ref keeps its value. Rule ``pinia.store-to-refs``:
``storeToRefs(store)`` gives refs of the store's getters, unwrapped in a ``<script setup>``
template."""
from __future__ import annotations

from types import SimpleNamespace

from conftest import capability, endpoints

from code2skill.extractors.pinia import GETTERS, LIB, store_refs
from code2skill.extractors.setup_template import options_template_span
from code2skill.values import FnV, ObjV, PropV, StrV, Text

PACKAGE = '{"name": "sm", "dependencies": {"vue": "3.4.0", "pinia": "2.1.0", "axios": "1.7.2"}}'

EDITOR = """\
<template>
  <button @click="send({ label, count })">Send</button>
</template>

<script>
import { computed, ref } from 'vue'
import axios from 'axios'
export default {
  props: { noteId: Number },
  setup() {
    const base = computed(() => '/api/notes')
    const label = ref('')
    const count = ref(3)
    const meta = { value: 'v' }
    const send = (data) => axios.post('/api/send', data)
    return { base, label, count, meta, send, pinned: ref(false) }
  },
  methods: {
    tag() {
      return axios.post(`${this.base}/${this.noteId}/tags`,
                        { label: this.label, pinned: this.pinned, meta: this.meta })
    },
  },
}
</script>
"""

STORE = """\
import { defineStore } from 'pinia'
import axios from 'axios'
export const useNotesStore = defineStore('notes', {
  state: () => ({ folder: 'inbox' }),
  getters: { folderUrl: (state) => `/api/folders/${state.folder}/notes` },
  actions: { rename(id, title) { return axios.patch(`/api/notes/${id}`, { title }) } },
})
"""

LIST = """\
<template>
  <button @click="axios.post(folderUrl, { title: 'New' })">New</button>
</template>

<script setup>
import { storeToRefs } from 'pinia'
import axios from 'axios'
import { useNotesStore } from '../stores/notes'
const store = useNotesStore()
const { folderUrl } = storeToRefs(store)
const reload = () => axios.get(folderUrl.value)
</script>
"""

FILES = {"package.json": PACKAGE, "src/components/Editor.vue": EDITOR,
         "src/stores/notes.js": STORE, "src/components/List.vue": LIST}


def properties(contract: dict, method: str, path: str) -> dict:
    """The input properties of the capability of ``method path``."""
    return capability(contract, method, path)["inputSchema"]["properties"]


def test_methods_read_setup_refs_as_values(derive_files):
    contract = derive_files(FILES)
    tag = properties(contract, "POST", "/api/notes/{noteId}/tags")
    assert (tag["label"]["type"], tag["pinned"]["type"]) == ("string", "boolean")
    # no ref: kept whole, a constant object every call sends (rule body.fixed-object)
    request = capability(contract, "POST", "/api/notes/{noteId}/tags")["implementation"][
        "requests"][0]
    assert [(b["input"], b["value"]) for b in request["bindings"]
            if b["target"] == "body:meta"] == [(None, {"value": "v"})]
    assert "meta" not in tag


def test_options_template_reads_setup_members(derive_files):
    contract = derive_files(FILES)
    sent = properties(contract, "POST", "/api/send")
    assert {k: v["type"] for k, v in sent.items()} == {"label": "string", "count": "number"}


def test_store_to_refs_getters_are_refs_read_in_script_and_template(derive_files):
    contract = derive_files(FILES)
    assert {("GET", "/api/folders/{folder}/notes"), ("POST", "/api/folders/{folder}/notes")} \
        <= endpoints(contract)


def text(value: str) -> StrV:
    """The string value ``value``."""
    return StrV((Text(value),))


class Program:
    """The program queries :func:`store_refs` reads: the recogniser's notes, a return."""

    def __init__(self, getters):
        self.kept = {LIB: {GETTERS: set(getters)}}

    def notes(self, lib):
        return self.kept.setdefault(lib, {})

    def returns(self, fid):
        return text(f"returned by {fid}")


def test_store_refs_keeps_refs_wraps_state_and_drops_actions():
    ref = ObjV((PropV("value", text("a")),))
    store = ObjV((PropV("total", FnV("g1")), PropV("save", FnV("a1")), PropV("items", ref),
                  PropV("mode", text("list"))))
    refs = store_refs(store, SimpleNamespace(program=Program({"g1"})))
    assert refs == ObjV((PropV("total", ObjV((PropV("value", text("returned by g1")),))),
                         PropV("items", ref),
                         PropV("mode", ObjV((PropV("value", text("list")),)))))


def test_options_template_span():
    def span_at(start, end):
        return (start, 0, end, 0)
    data = b"<template><b>x</b></template>\n<script>export default {}</script>"
    assert options_template_span(data, span_at) == (10, 0, 18, 0)
    assert options_template_span(data.replace(b"<script>", b"<script setup>"), span_at) is None
    assert options_template_span(b"<script>export default {}</script>", span_at) is None
