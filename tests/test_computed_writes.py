"""Rule ``value.computed-member-write``: a member written under a key the source does not show
(``payload[key] = …`` in a ``for…in`` loop) is an entry of unknown name, never dropped: a body
built only so is one opaque object input with a review item, at every site alike."""
from conftest import bindings, capability

from code2skill.computed_writes import is_unshown_key, only_unshown_keys, unshown_key
from code2skill.values import ObjV, PropV, StrV, Text

SOURCE = (
    "import axios from 'axios';\n"
    "export async function save(id: string, values: Record<string, unknown>) {\n"
    "  if (id === '0') {\n"
    "    const payload: Record<string, string> = {};\n"
    "    for (const key in values) {\n"
    "      payload[key] = String(values[key]);\n"
    "    }\n"
    "    await axios.put('/api/sites/0/settings', payload);\n"
    "  }\n"
    "  const fixed: Record<string, string> = {};\n"
    "  fixed['mode'] = 'dark';\n"
    "  await axios.put(`/api/sites/${id}/theme`, fixed);\n"
    "}\n")


def test_loop_built_body_is_an_opaque_object_with_a_review_item(derive_files):
    contract = derive_files({"src/settings.ts": SOURCE})
    looped = capability(contract, "PUT", "/api/sites/0/settings")
    assert bindings(looped) == {"body:": "body"}
    assert looped["status"] == "requires-review"
    items = [r for r in contract["review"] if r["capability"] == looped["name"]
             and r["severity"] == "medium"]
    assert len(items) == 1 and "keys the source does not show" in items[0]["message"]
    assert items[0]["evidence"][0]["line"] == 6
    theme = capability(contract, "PUT", "/api/sites/{id}/theme")
    assert bindings(theme) == {"body:mode": "=dark", "path:id": "id"}   # a key shown as text


def test_entries_of_unknown_name():
    entry = unshown_key(("a.ts", (1, 0, 1, 5)))
    assert is_unshown_key(entry)
    assert only_unshown_keys(ObjV((entry,)))
    assert not only_unshown_keys(ObjV((entry, PropV("name", StrV((Text("x"),))))))
    assert not only_unshown_keys(ObjV(()))
    assert not is_unshown_key(PropV(None, StrV((Text("x"),))))   # a spread


QUERY = (
    "import axios from 'axios';\n"
    "function toParams(filters: Record<string, string>) {\n"
    "  const params: Record<string, string> = {};\n"
    "  Object.entries(filters).forEach(([key, value]) => {\n"
    "    params[key] = value;\n"
    "  });\n"
    "  return params;\n"
    "}\n"
    "export function list(filters: Record<string, string>) {\n"
    "  return axios.get('/api/items', { params: toParams(filters) });\n"
    "}\n")


def test_query_built_in_a_callback_is_an_opaque_object_with_a_review_item(derive_files):
    contract = derive_files({"src/items.ts": QUERY})
    items = capability(contract, "GET", "/api/items")
    assert bindings(items) == {"query:": "query"}
    review = [r for r in contract["review"] if r["capability"] == items["name"]
              and r["severity"] == "medium"]
    assert len(review) == 1 and review[0]["evidence"][0]["line"] == 5
