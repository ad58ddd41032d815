"""Rule ``vue.setup-props``: a ``<script setup>`` component's ``defineProps`` props are read
as its parents' template elements bind them; a bound name of the parent's script setup gives
its value (a ref unwrapped as the template does), one request per element."""
from __future__ import annotations

from test_recognisers import check

from code2skill.facts import ModuleFacts
from code2skill.setup_props import top_level_members, type_members

CHILD = """\
<template><button @click="save">Save</button></template>
<script setup lang="ts">
import axios from 'axios';
interface Props { saveUrl: string; label?: string }
const props = defineProps<Props>();
const save = () => {
  // @expect PUT /api/settings
  // @expect PUT /api/branding
  return axios.put(props.saveUrl, { label: props.label });
};
</script>
"""
PARENT = """\
<template>
  <save-button :save-url="settingsUrl" />
  <SaveButton :save-url="urls.branding" label="Branding" />
  <SaveButton :save-url="pick()" />
</template>
<script setup lang="ts">
import { computed } from 'vue';
import SaveButton from './SaveButton.vue';
const settingsUrl = computed(() => '/api/settings');
const urls = { branding: '/api/branding' };
const pick = () => '/api/picked';
</script>
"""
RUNTIME = """\
<template><a @click="go">Go</a></template>
<script setup>
import axios from 'axios';
const props = defineProps({ target: String, verb: { type: String, default: 'get' } });
// @expect GET /api/stations/{target}
const go = () => axios.get(`/api/stations/${props.target}`);
</script>
"""


def test_bound_names_of_the_parents_script_setup(derive_files):
    files = {"src/SaveButton.vue": CHILD, "src/Settings.vue": PARENT}
    contract = derive_files(files)
    # the two bound names and the bound markup call give one request each
    paths = sorted(c["implementation"]["requests"][0]["pathTemplate"]
                   for c in contract["capabilities"])
    assert paths == ["/api/branding", "/api/picked", "/api/settings"]
    assert [r["message"] for r in contract["review"] if r["severity"] == "medium"] == []
    sites = {c["implementation"]["requests"][0]["pathTemplate"]:
             c["implementation"]["requests"][0]["callSites"][0]
             for c in contract["capabilities"]}
    assert (sites["/api/settings"]["file"], sites["/api/settings"]["line"],
            sites["/api/settings"]["rule"]) == ("src/Settings.vue", 2, "vue.prop-binding")
    assert sites["/api/branding"]["line"] == 3


def test_runtime_declaration_without_a_parent(derive_files):
    files = {"src/Station.vue": RUNTIME}
    contract = derive_files(files)
    check(contract, files, {("GET", "/api/stations/{target}"): (
        "none", "unknown", {"path:target": "target"}, "axios.call", "go")})


def test_type_members():
    assert top_level_members("{ a: string; b?: { c: number }; readonly d: Array<{ e: 1 }> }") \
        == ["a", "b", "d"]
    module = ModuleFacts("a.vue", "vue", "")
    assert type_members("Props", module) == []
    assert type_members("{\n  createUrl: string,\n}", module) == ["createUrl"]


def test_only_scalar_props_are_followed():
    from code2skill.setup_props import literal_member_types, runtime_type, scalar_prop
    from code2skill.facts import Obj, Prop, Ref, Typed
    assert [scalar_prop(t) for t in (None, "string", "string | null", "'a' | 'b'", "number")] \
        == [True] * 5
    assert not scalar_prop("Sync") and not scalar_prop("object")
    assert runtime_type(Ref("String")) == "string"
    assert runtime_type(Obj((Prop("type", Typed(Ref("Object"), "PropType<Recipe>")),))) == "Recipe"
    assert runtime_type(Obj((Prop("type", Obj(())),))) == "object"
    assert literal_member_types("{ a: string; b?: Array<{c: 1, d: 2}>\n readonly e: Sync }") == \
        {"a": "string", "b": "Array<{c: 1, d: 2}>", "e": "Sync"}
