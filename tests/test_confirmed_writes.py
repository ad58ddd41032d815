"""Rule ``policy.confirmation-scope``: a confirmation covers the request it guards, not a read
its function makes after a writing request has ended (a reload of the list)."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree

PAGE = (
    "import axios from 'axios';\n"
    "export async function load() { return axios.get('/api/configs'); }\n"
    "export async function remove(ids: number[]) {\n"
    "  if (!window.confirm('Delete these configs?')) return;\n"
    "  for (const id of ids) { await axios.delete(`/api/configs/${id}`); }\n"
    "  return await load();\n"
    "}\n"
    "export async function reset() {\n"
    "  if (!window.confirm('Reset every counter?')) return;\n"
    "  return axios.get('/api/counters');\n"
    "}\n"
)


def rules_by_capability(tmp_path) -> dict[str, list[str]]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "configs"}', "src/page.ts": PAGE}))
    found: dict[str, list[str]] = {c["name"]: [] for c in contract["capabilities"]}
    for item in contract["review"]:
        if item["capability"] in found and item["evidence"]:
            found[item["capability"]].append(item["evidence"][0]["rule"])
    return found


def test_a_reload_after_a_confirmed_delete_is_not_confirmed(tmp_path):
    """The dialog of ``remove`` confirms its delete, not the list read after it; the read a
    dialog guards alone (``reset``) keeps both items."""
    found = rules_by_capability(tmp_path)
    assert "policy.ui-confirmation" in found["remove_config"]
    assert not {"policy.ui-confirmation", "policy.read-that-writes"} & set(found["list_configs"])
    assert {"policy.ui-confirmation", "policy.read-that-writes"} <= set(found["list_counters"])


def test_follows_a_write_needs_the_write_to_end_first():
    from code2skill.passes.confirmed_writes import follows_a_write

    class Site:
        def __init__(self, where):
            self.where = where

    class Call:
        def __init__(self, where):
            self.sites = [Site(where)]

    class Fn:
        fid = "p#1"

    class Program:
        callers: dict = {}
        functions: dict = {}          # (no callback of a write's promise here)

        def function_at(self, path, span):
            return Fn()

    writes = {("p", "p#1"): [(3, 4, 3, 30)]}
    after = [Call(("p", (4, 10, 4, 30)))]
    before = [Call(("p", (2, 10, 2, 30)))]
    assert follows_a_write(["p#1"], "p", after, [("p", "p#1")], writes, Program())
    assert not follows_a_write(["p#1"], "p", before, [("p", "p#1")], writes, Program())


def test_a_post_list_reloaded_through_the_writes_wrapper_is_not_confirmed(derive_files):
    contract = derive_files({
        "src/api.js":
            "export const postAction = (url, data) =>\n"
            "  fetch(url, { method: 'POST', body: JSON.stringify(data) }).then((r) => r.json());\n",
        "src/useTable.js":
            "import { postAction } from './api';\n"
            "export default function useTableData(url) {\n"
            "  const getTableData = async () => { await postAction(url.list, {}); };\n"
            "  return { getTableData };\n"
            "}\n",
        "src/page.js":
            "import { ElMessageBox } from 'element-plus';\n"
            "import { postAction } from './api';\n"
            "import useTableData from './useTable';\n"
            "const url = { list: '/api/dept/list', remove: '/api/dept/remove' };\n"
            "const { getTableData } = useTableData(url);\n"
            "export const removeDept = (row) => {\n"
            "  ElMessageBox.confirm('Remove this department?').then(async () => {\n"
            "    const res = await postAction(url.remove, row);\n"
            "    if (res.code === 1) { getTableData(); }\n"
            "  });\n"
            "};\n"})
    asked = {r["capability"]: r["evidence"][0]["line"] for r in contract["review"]
             if "asks the user" in r["message"]}
    sides = {c["name"]: c["sideEffect"] for c in contract["capabilities"]}
    assert sides == {"list_dept": "read", "remove_dept": "delete"}
    assert asked == {"remove_dept": 7}
