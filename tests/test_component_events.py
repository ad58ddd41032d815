"""Rule ``ui.component-event``: a parent's handler of a single-file component's event (Vue
``$emit``, Svelte ``dispatch``) or Svelte 5 callback prop is called where the component emits
it, so a confirmation the component asks first reaches the parent's request."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree

from code2skill.passes.component_events import event_key

ROW = (
    "<template><button @click=\"ask\">Delete</button></template>\n"
    "<script>\n"
    "export default {\n"
    "  props: ['item'],\n"
    "  methods: {\n"
    "    ask() { if (confirm('Drop this item?')) this.$emit('item-dropped', this.item.id); },\n"
    "    open() { this.$emit('opened', this.item.id); },\n"
    "  },\n"
    "};\n"
    "</script>\n"
)
LIST = (
    "<template><div><Row v-for=\"i in items\" :key=\"i.id\" :item=\"i\"\n"
    "  @item-dropped=\"drop\" @opened=\"open\" /></div></template>\n"
    "<script>\n"
    "import axios from 'axios';\n"
    "import Row from './Row.vue';\n"
    "export default {\n"
    "  components: { Row },\n"
    "  props: ['items'],\n"
    "  methods: {\n"
    "    drop(id) { axios.delete(`/api/items/${id}`); },\n"
    "    open(id) { axios.post(`/api/items/${id}/views`); },\n"
    "  },\n"
    "};\n"
    "</script>\n"
)


def test_a_vue_childs_confirmation_before_emit_reaches_the_parents_request(tmp_path):
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "items", "dependencies": {"axios": "1", "vue": "3"}}',
        "src/Row.vue": ROW, "src/List.vue": LIST}))
    asked = {(r["capability"], r["message"].split(" before")[0]) for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "policy.ui-confirmation"}
    names = {c["implementation"]["requests"][0]["method"]: c["name"]
             for c in contract["capabilities"]}
    assert asked == {(names["DELETE"],
                      "the client asks the user to confirm ('Drop this item?')")}
    drop = next(c for c in contract["capabilities"] if c["name"] == names["DELETE"])
    assert list(drop["inputSchema"]["properties"]) == ["id"]


def test_event_key_ignores_case_and_dashes():
    assert event_key("item-dropped") == event_key("itemDropped") == "itemdropped"
    assert event_key("onItem-dropped") == "onitemdropped"
