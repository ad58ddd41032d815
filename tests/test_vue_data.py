"""Vue component state read from ``data()`` (``code2skill.vue_data``, rule
``vue.data-constant``): the helpers, and the requests of the vue-data-urls sample."""
from __future__ import annotations

from pathlib import Path

from conftest import endpoints

from code2skill.extractors.markup_writes import vue_models
from code2skill.extractors.module_facts import extract_module
from code2skill.pipeline import Settings, derive
from code2skill.vue_data import constant_table, data_entry, markup_binds, returned_entries, \
    writes_state
from code2skill.vue_options import default_options, options_components

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "vue-data-urls"


def module(path: str, text: str):
    return extract_module(path, "sfc" if path.endswith(".vue") else "javascript",
                          text.encode())


def data_function(mod):
    """The function fact of the module's default export's ``data``."""
    literal = default_options(mod)
    data = next(p.value for p in literal.props if p.key == "data")
    return mod.functions[data.fid]


def test_constant_tables():
    mod = module("a.js", "export default { methods: {}, data() { return {\n"
                         "  url: { add: '/a/add', nested: { list: '/a/list' } }, name: '/x',\n"
                         "  empty: '', blank: {}, mixed: { add: '/a', n: 1 }, model: {},\n"
                         "  made: '/a/' + 'b', flag: false } } };\n")
    fn = data_function(mod)
    read = {name for name in ("url", "name", "empty", "blank", "mixed", "model", "made",
                              "flag", "absent") if data_entry(fn, name) is not None}
    assert read == {"url", "name"}
    assert [p.key for p in returned_entries(fn)][:2] == ["url", "name"]


def test_a_spread_or_a_computed_return_reads_nothing():
    spread = module("a.js", "const base = {};\nexport default { methods: {}, data() {\n"
                            "  return { ...base, url: '/a' } } };\n")
    assert data_entry(data_function(spread), "url") is None
    two = module("b.js", "export default { methods: {}, data() {\n"
                         "  if (x) return { url: '/a' };\n  return { url: '/b' } } };\n")
    assert returned_entries(data_function(two)) is None
    assert data_entry(data_function(two), "url") is None


def test_constant_table_of_literals():
    mod = module("a.js", "x({ a: '/a', b: { c: '/c' } }, {}, '', 2);\n")
    args = mod.calls[0].call.args
    assert [constant_table(a) for a in args] == [True, False, False, False]


def test_writes_of_the_state_or_its_members():
    mod = module("a.js", "export default { methods: {\n"
                         "  a() { this.url.list = '/b'; },\n"
                         "  b() { const that = this; that.other = '/c'; },\n"
                         "  c() { this.kept(); local.url = 1; } } };\n")
    bound = frozenset(options_components({"a.js": mod})[0].bound)
    assert writes_state(mod, bound, "url")
    assert writes_state(mod, bound, "other")
    assert not writes_state(mod, bound, "kept")
    assert not writes_state(mod, frozenset(), "url")


def test_two_way_bindings_of_the_markup():
    text = ('<template><input v-model="exportUrl" /><x v-model:title.trim=\'url.add\' '
            ':open.sync="shown" :plain="other" @click="n = 1" /></template>\n'
            '<script>export default { methods: {} };\nconst s = \'v-model="never"\';</script>\n')
    assert vue_models(text.encode()) == ["exportUrl", "shown", "url.add"]
    mod = module("C.vue", text)
    assert markup_binds(mod, "url") and markup_binds(mod, "exportUrl")
    assert not markup_binds(mod, "other") and not markup_binds(mod, "never")


def test_the_sample_requests():
    """The modal's data() table gives its add/edit and roles endpoints; a table a hook
    rewrites and a URL the markup's v-model edits are not read from data(); a prop the forms
    take from their mixin is each form's path parameter."""
    contract = derive(SAMPLE, Settings(jobs=1)).contract.model_dump(mode="json")
    got = endpoints(contract)
    assert {("GET", "/api/sys/user/roles"), ("POST", "/api/sys/user/add"),
            ("PUT", "/api/sys/user/edit"), ("DELETE", "/api/teams/{itemId}")} <= got
    assert not any(path in ("/api/sys/report/list", "/api/sys/report/export")
                   for _, path in got)
