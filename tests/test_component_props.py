"""Component elements of ``.vue`` templates and their attributes
(``extractors/component_props.py``, rule ``vue.prop-binding``)."""
from __future__ import annotations

from code2skill.extractors.component_props import component_uses
from code2skill.facts import Lit, Ref
from code2skill.extractors.module_facts import extract_module

TEMPLATE = """<template>
  <div class="x">
    <JsonModal
      name="title"
      :title="$t('config.title')"
      endpoint="/config/site"
      save-method="put"
      v-bind:size="size"
      disable-remove
      @changed="$emit('changed')"
      v-if="open"
      #default="{ values }"
    />
    <yaml-modal v-bind="extra" endpoint="/config/mqtt"></yaml-modal>
    <button @click="save">Save</button>
  </div>
</template>
<script>
export default {};
</script>
"""


def test_component_elements_and_attributes():
    [json_modal, yaml_modal] = extract_module("P.vue", "sfc", TEMPLATE.encode()).component_uses
    assert json_modal.tag == "JsonModal"
    # a bound plain name is kept as its expression (rule vue.setup-props), a call is not
    assert [(k, v.value if isinstance(v, Lit) else v.name if isinstance(v, Ref) else v)
            for k, v in json_modal.attributes] == [
        ("name", "title"), ("title", None), ("endpoint", "/config/site"),
        ("save-method", "put"), ("size", "size"), ("disable-remove", "")]
    endpoint = dict(json_modal.attributes)["endpoint"]
    assert endpoint.span[:2] == (6, 16)
    assert json_modal.span[0] == 3
    assert yaml_modal.tag == "yaml-modal"
    assert [(k, v.value if v is not None else None) for k, v in yaml_modal.attributes] == [
        ("v-bind", None), ("endpoint", "/config/mqtt")]


def test_plain_markup_gives_nothing():
    assert component_uses(b"<template><div><button>x</button></div></template>",
                          lambda node: (1, 1, 1, 1)) == []


def test_svelte_files_are_read_as_svelte_markup():
    """A ``.svelte`` file's elements come from extractors/svelte_elements.py (rule
    svelte.prop-binding), where a Vue binding (``:title``) is plain text naming no prop."""
    svelte = extract_module("P.svelte", "sfc", b"<Child endpoint='/x' :title='t' />")
    assert [(u.tag, [(k, v.value) for k, v in u.attributes]) for u in svelte.component_uses] \
        == [("Child", [("endpoint", "/x"), (":title", "t")])]
