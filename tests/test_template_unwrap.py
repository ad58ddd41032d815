"""Rule ``vue.template-unwrap``: a ``<script setup>`` component's template reads a top-level
ref of the script as its value, so a body the template builds from refs sends their values;
a ref nested in a plain object, a name a template function binds, and the template of an
options component keep what they are."""
from __future__ import annotations

from conftest import capability

from code2skill.extractors.setup_template import setup_template_span

API = """\
import axios from 'axios'
export const saveHost = (data) => axios.put('/api/setup/host', data)
export const saveName = (data) => axios.put('/api/setup/name', data)
export const saveForm = (data) => axios.put('/api/setup/form', data)
export const saveOpts = (data) => axios.put('/api/setup/opts', data)
"""

SETUP = """\
<template>
  <div>
    <input v-model="host" />
    <button @click="saveHost({ host, port, total, label })">Save</button>
    <button @click="saveName({ name: picked })">Name</button>
    <button @click="saveForm({ form })">Form</button>
    <Picker @pick="(host) => saveHost({ host })" />
  </div>
</template>

<script setup>
import { computed, reactive, ref, shallowRef, toRefs } from 'vue'
import { saveHost, saveName, saveForm } from '../api'
const host = ref('')
const port = shallowRef(51820)
const total = computed(() => port.value * 2)
const state = reactive({ label: 'x' })
const { label } = toRefs(state)
const picked = ref('')
const form = { name: ref('') }
</script>
"""

OPTIONS = """\
<template>
  <button @click="saveOpts({ host })">Save</button>
</template>

<script>
import { ref } from 'vue'
import { saveOpts } from '../api'
const host = ref('')
export default { methods: { saveOpts } }
</script>
"""

FILES = {
    "package.json": '{"name": "tu", "dependencies": {"vue": "3.4.0", "axios": "1.7.2"}}',
    "src/api.js": API,
    "src/views/Setup.vue": SETUP,
    "src/views/Options.vue": OPTIONS,
}


def body(contract: dict, path: str) -> dict:
    """The properties of the body input of the capability of ``PUT path``."""
    schema = capability(contract, "PUT", path)["inputSchema"]["properties"]
    return schema.get("data", schema)


def test_template_reads_top_level_refs_as_values(derive_files):
    contract = derive_files(FILES)
    host = body(contract, "/api/setup/host")
    assert {k: v.get("type") for k, v in host.items()} == {
        "host": "string", "port": "number", "total": "number", "label": "string"}
    assert not any("properties" in v for v in host.values())
    assert body(contract, "/api/setup/name")["name"]["type"] == "string"


def test_nested_refs_and_options_templates_stay_refs(derive_files):
    contract = derive_files(FILES)
    form = body(contract, "/api/setup/form")["form"]
    assert form["properties"]["name"]["required"] == ["value"]      # form.name: a ref still
    assert body(contract, "/api/setup/opts")["host"]["required"] == ["value"]   # no setup


def test_setup_template_span():
    def span_at(start, end):
        return (start, 0, end, 0)
    data = b"<template><b>x</b></template>\n<script setup lang=\"ts\">const a = 1</script>"
    assert setup_template_span(data, span_at) == (10, 0, 18, 0)
    assert setup_template_span(data.replace(b" setup", b""), span_at) is None
    assert setup_template_span(b"<script lang='ts' setup>1</script>", span_at) is None
    assert setup_template_span(data.replace(b"setup", b"setupx"), span_at) is None
