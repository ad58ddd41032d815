"""Vue mixins (``code2skill.vue_mixins``, rules ``vue.mixin-member`` and
``vue.component-state``): which option objects a component mixes in and in which order its
members win, the state its functions share, and the requests made through them."""
from __future__ import annotations

from pathlib import Path

from conftest import endpoints, write_tree

from code2skill.discover import Scope
from code2skill.extractors.module_facts import extract_module
from code2skill.pipeline import Settings, derive
from code2skill.vue_mixins import (member_order, program_mixins, reads_member, reset_value,
                                   sharing, state_writes)
from code2skill.vue_options import default_options


def module(path: str, text: str):
    return extract_module(path, "sfc" if path.endswith(".vue") else "javascript",
                          text.encode())


def resolve(importer: str, spec: str) -> str | None:
    """``./a.js`` from anywhere → ``a.js`` (the test's flat module tree)."""
    return spec.removeprefix("./")


MODULES = {
    "base.js": "export default { methods: { get() {}, shared() {} } };\n",
    "named.js": ("import Base from './base.js';\n"
                 "export const Paging = { mixins: [Base], methods: { shared() {}, page() {} } };\n"
                 "export { Paging as Renamed };\n"),
    "parent.js": "export default { methods: { shared() {} } };\n",
    "global.js": "export default { methods: { get() {}, session() {} } };\n",
    "main.js": ("import { createApp } from 'vue';\nimport Global from './global.js';\n"
                "const app = createApp({});\napp.mixin(Global);\n"
                "app.mixin({ methods: { inline() {} } });\n"),
    "C.vue": ("<script>\nimport Base from './base.js';\nimport { Renamed } from './named.js';\n"
              "import Parent from './parent.js';\n"
              "const Local = { computed: { here() { return 1; } } };\n"
              "export default { extends: Parent, mixins: [Base, Renamed, Local, make()],\n"
              "  methods: { shared() {} } };\n</script>\n"),
}


def facts():
    return {path: module(path, text) for path, text in MODULES.items()}


def key_of(mods, path):
    literal = default_options(mods[path])
    return (path, literal.span)


def test_mixins_of_a_component_in_vue_precedence_order():
    """The component itself, its mixins last-listed first (each followed by its own mixins),
    the `extends` option, then the global mixins last-registered first; a mixin written as a
    call (`make()`) is not followed."""
    mods = facts()
    component = key_of(mods, "C.vue")
    found = program_mixins(mods, [component], resolve)
    order = member_order(found, component)
    paths = [path for path, _ in order]
    assert paths == ["C.vue", "C.vue", "named.js", "base.js", "parent.js", "main.js",
                     "global.js"]
    assert order[1] != component                  # `Local`, a literal of the component's module
    assert set(found.literals) == set(order[1:])  # each mixin literal, not the component


def test_sharing_a_mixins_this_with_the_components_mixing_it_in():
    """The functions of a mixin share `this` with every component mixing it in, and with
    those components' other mixins."""
    mods = facts()
    component = key_of(mods, "C.vue")
    found = program_mixins(mods, [component], resolve)
    base = key_of(mods, "base.js")
    assert sharing(found, [component], base) == member_order(found, component)
    lone = ("other.js", (1, 1, 1, 2))
    assert sharing(found, [component], lone) == [lone]


def test_state_writes_leave_out_resets_and_self_extensions():
    """`this.url = …` in a method and in an arrow callback inside it are writes; a reset,
    the data() start value and `this.url = this.url + …` are not."""
    mod = module("S.vue", (
        "<script>\nexport default {\n"
        "  data() { return { url: '/api/start' }; },\n"
        "  methods: {\n"
        "    a() { this.url = this.base('/api/a'); },\n"
        "    b() { load().then(() => { this.url = '/api/b'; }); },\n"
        "    c() { this.url = ''; this.url = null; this.url = this.url + '?x=1'; },\n"
        "    d() { function inner() { this.url = '/api/own-this'; } },\n"
        "  },\n};\n</script>\n"))
    from code2skill.vue_options import options_components
    [component] = options_components({"S.vue": mod})
    writes = state_writes(mod, frozenset(component.bound), "url")
    assert [(mod.functions[fid].name, getattr(value, "value", None)) for fid, value in writes] \
        == [("default.methods.a", None), ("<callback load().then>", "/api/b")]


def test_resets_and_self_reading_values():
    """`''`, `false`, `null`, `0` and any object or array literal reset a state; `'/api'`,
    `` `/api/${id}` `` and a call do not; `this.url + 'x'` reads `this.url`, `this.other`
    does not."""
    mod = module("v.js", "const a = ''; const b = false; const c = null; const d = 0;\n"
                         "const e = []; const f = {}; const g = {name: null, scope: 'one'};\n"
                         "const h = [1]; const k = '/api'; const l = `/api/${id}`;\n"
                         "const m = base('/api');\n"
                         "const i = this.url + 'x'; const j = this.other;\n")
    value = {name: exprs[0] for name, exprs in mod.bindings.items()}
    assert [n for n in "abcdefghklm" if reset_value(value[n])] == list("abcdefgh")
    assert reads_member(value["i"], "url") and not reads_member(value["j"], "url")


def run(tmp_path: Path, files: dict[str, str]) -> dict:
    root = write_tree(tmp_path / "app", files)
    return derive(root, Settings(Scope((), (), False), jobs=1)).contract.model_dump(mode="json")


def test_component_members_win_over_mixin_members(tmp_path):
    """A component's own `load` is called, not its mixin's; a later mixin's `send` over an
    earlier one's; the global mixin's `load` only where nothing else declares the name. Each
    helper's method tells which one a call reached."""
    contract = run(tmp_path, {
        "package.json": '{"name": "m", "dependencies": {"vue": "3", "axios": "1"}}',
        "src/main.js": ("import { createApp } from 'vue';\nimport axios from 'axios';\n"
                        "import App from './App.vue';\nconst app = createApp(App);\n"
                        "app.mixin({ methods: { load(u) { return axios.patch(u); } } });\n"),
        "src/first.js": ("import axios from 'axios';\nexport default { methods: {\n"
                         "  load(u) { return axios.get(u); },\n"
                         "  send(u) { return axios.post(u); } } };\n"),
        "src/second.js": ("import axios from 'axios';\nexport default { methods: {\n"
                          "  send(u) { return axios.put(u); } } };\n"),
        "src/App.vue": ("<script>\nimport axios from 'axios';\nimport First from './first.js';\n"
                        "import Second from './second.js';\n"
                        "export default { mixins: [First, Second], methods: {\n"
                        "  load(u) { return axios.delete(u); },\n"
                        "  go() { this.load('/api/a'); this.send('/api/b'); },\n"
                        "} };\n</script>\n"),
        "src/Other.vue": ("<script>\nexport default { methods: {\n"
                          "  go() { this.load('/api/c'); } } };\n</script>\n"),
    })
    assert endpoints(contract) == {("DELETE", "/api/a"), ("PUT", "/api/b"), ("PATCH", "/api/c")}
    sites = {r["pathTemplate"]: r["callSites"][0]["rule"] for c in contract["capabilities"]
             for r in c["implementation"]["requests"]}
    assert sites == {"/api/a": "wrapper.call", "/api/b": "vue.mixin-member",
                     "/api/c": "vue.mixin-member"}


def test_state_a_mixin_reads_is_what_each_component_assigns(tmp_path):
    """`this.apiURI` read in a mixin's method is each value the components mixing it in
    assign (rule vue.component-state); a state nothing assigns is its data() start when that
    is a constant (rule vue.data-constant), else stays unread (reviewed)."""
    contract = run(tmp_path, {
        "package.json": '{"name": "m", "dependencies": {"vue": "3", "axios": "1"}}',
        "src/list.js": ("import axios from 'axios';\nexport default {\n"
                        "  data() { return { apiURI: false, other: '/api/other', none: '' }; },\n"
                        "  methods: { loadMessages() { axios.get(this.apiURI); },\n"
                        "    loadOther() { axios.get(this.other); axios.get(this.none); } } };\n"),
        "src/Mailbox.vue": ("<script>\nimport List from './list.js';\n"
                            "export default { mixins: [List],\n"
                            "  mounted() { this.apiURI = '/api/v1/messages'; this.loadMessages(); "
                            "this.loadOther(); } };\n</script>\n"),
        "src/Search.vue": ("<script>\nimport List from './list.js';\n"
                           "export default { mixins: [List], methods: {\n"
                           "  doSearch(s) { this.apiURI = '/api/v1/search?query=' + s; },\n"
                           "  find() { this.apiURI = `/api/v1/search/${this.kind}`; } } };\n"
                           "</script>\n"),
    })
    assert endpoints(contract) == {("GET", "/api/v1/messages"), ("GET", "/api/v1/search/{kind}"),
                                   ("GET", "/api/other")}
    assert any("no fixed part" in r["message"] for r in contract["review"])


class CountingLocal(dict):
    """A ``Mixins.local`` counting its look-ups."""

    looked = 0

    def get(self, key, default=None):
        CountingLocal.looked += 1
        return super().get(key, default)


def test_a_long_chain_of_mixins_is_read_once_per_key():
    """Mixin i mixing in mixin i-1, 3,000 deep (no recursion limit reached): each key's order
    is the chain from it down, worked out once however often it is asked (a component's
    `this.x` calls ask it once per call: asked again, it was cubic in the chain's length);
    a mixin's `this` is shared with every link above it."""
    from code2skill.vue_mixins import Mixins
    keys = [("C.vue", (i, 0, i, 1)) for i in range(3000)]
    local = CountingLocal({keys[i]: (keys[i - 1],) for i in range(1, len(keys))})
    mixins = Mixins(local, (), {})
    CountingLocal.looked = 0
    for _ in range(50):
        assert member_order(mixins, keys[-1]) == keys[::-1]
    assert CountingLocal.looked == len(keys)
    assert sharing(mixins, keys[-3:], keys[-3]) == keys[-3::-1] + keys[-2:]
