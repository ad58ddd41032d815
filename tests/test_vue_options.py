"""Vue Options API components (``code2skill.vue_options``, rules ``vue.options-this`` and
``vue.prop-binding``): which options objects are components, their members, the functions bound
to their instance, the template elements rendering them and the props each element fixes."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import ComponentUse, Lit
from code2skill.vue_options import (bound_literals, camel, options_components, pascal,
                                    renders)

CHILD = """<template><div /></template>
<script>
export default {
  props: { endpoint: String, saveMethod: { type: String, default: "post" }, legacy: Boolean,
           title: String },
  computed: {
    base() { return "config/" },
    full: { get() { return this.base + "x" }, set(v) {} },
  },
  watch: { endpoint: { handler() {} } },
  mounted() { const inner = function () {}; },
  methods: { load() { return this.full }, arrow: () => 1 },
};
</script>
"""


def module(path: str, text: str):
    return extract_module(path, "sfc" if path.endswith(".vue") else "javascript",
                          text.encode())


def names(mod, fids) -> list[str]:
    return sorted(mod.functions[f].name for f in fids)


def test_options_component_members():
    child = module("Child.vue", CHILD)
    [component] = options_components({"Child.vue": child})
    assert [m for m, _ in component.methods] == ["load", "arrow"]
    assert [c for c, _ in component.computed] == ["base", "full"]
    assert names(child, [f for _, f in component.computed]) == [
        "default.computed.base", "default.computed.full.get"]
    assert [p for p, _ in component.props] == ["endpoint", "saveMethod", "legacy", "title"]
    defaults = dict(component.props)
    assert defaults["endpoint"] is None and defaults["title"] is None
    assert defaults["saveMethod"].value == "post" and defaults["legacy"].value is False
    # every function written in the options literal, not the one declared inside a hook
    assert names(child, component.bound) == sorted([
        "default.computed.base", "default.computed.full.get", "default.computed.full.set",
        "default.watch.endpoint.handler", "default.mounted", "default.methods.load",
        "default.methods.arrow"])
    assert component.fid == f"Child.vue#props@{component.span[0]}:{component.span[1]}"


def test_define_component_and_plain_objects():
    wrapped = module("W.vue", "<script>\nimport { defineComponent } from 'vue';\n"
                              "export default defineComponent({ methods: { a() {} } });\n"
                              "</script>")
    store = module("store.js", "export default { state: {}, actions: { a() {} } };")
    plain = module("plain.js", "export default { a() {} };")
    named = module("N.vue", "<script>\nconst Local = { props: ['a', 'b'] };\n"
                            "export default Local;\n</script>")
    found = options_components({"W.vue": wrapped, "store.js": store, "plain.js": plain,
                                "N.vue": named})
    assert [c.path for c in found] == ["N.vue", "W.vue"]
    assert found[0].props == (("a", None), ("b", None))


def test_renders_by_import_and_tag_forms():
    """A PascalCase tag or its kebab-case form; a one-word lower-case tag may be an HTML
    element and is not read as a component."""
    child = module("components/Child.vue", CHILD)
    parent = module("views/Parent.vue", """<template>
  <div><Child endpoint="/a" /><yaml-modal endpoint="/b" /><child endpoint="/c" />
    <Other endpoint="/d" /></div>
</template>
<script>
import Child from "../components/Child.vue";
import YamlModal from "../components/Child.vue";
import Other from "../components/Other.vue";
export default { components: { Child, YamlModal, Other } };
</script>
""")
    modules = {"components/Child.vue": child, "views/Parent.vue": parent}
    [component] = options_components(modules)

    def resolve(importer, spec):
        return {"../components/Child.vue": "components/Child.vue"}.get(spec)
    found = renders(component, modules, resolve)
    assert [(path, use.tag, use.attributes[0][1].value) for path, use in found] == [
        ("views/Parent.vue", "Child", "/a"), ("views/Parent.vue", "yaml-modal", "/b")]


def test_bound_literals():
    [component] = options_components({"Child.vue": module("Child.vue", CHILD)})
    span = (1, 1, 1, 2)

    def given(*attributes):
        return {k: (v[0].value, v[1]) for k, v in
                bound_literals(component, ComponentUse("Child", attributes, span)).items()}
    assert given(("endpoint", Lit("/config/mqtt", span)), ("save-method", Lit("put", span)),
                 ("legacy", Lit("", span))) == {
        "endpoint": ("/config/mqtt", True), "saveMethod": ("put", True), "legacy": (True, True)}
    # left out: the literal default, `false` for a Boolean; bound: nothing fixed
    assert given(("endpoint", None), ("title", None)) == {
        "saveMethod": ("post", False), "legacy": (False, False)}
    # a v-bind spread may set any prop left out
    assert given(("v-bind", None), ("endpoint", Lit("/x", span))) == {"endpoint": ("/x", True)}


def test_names():
    assert pascal("yaml-modal") == "YamlModal"
    assert camel("save-method") == "saveMethod" and camel("endpoint") == "endpoint"
