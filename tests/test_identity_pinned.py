"""Rule ``identity.pinned-value``: the Tools one endpoint is split into (each pinning its own
value) keep their identity across ``audit`` and ``derive --update``."""
from __future__ import annotations

import json

from audit_support import audit_ids, derive_dict, findings
from conftest import drop_needs_of, write_tree

from code2skill.contract.identity import discriminating, match_capabilities
from code2skill.update import update_contract

TRASH = """\
import axios from 'axios';

export const emptyTrash = (ids: number[]) => axios.post('/api/trash/', { documents: ids, action: 'empty' });
export const restoreTrash = (ids: number[]) => axios.post('/api/trash/', { documents: ids, action: 'restore' });
"""


def tool(name: str, value: object | None, path: str = "/api/trash/") -> dict:
    """A capability dict of ``POST path`` pinning ``body:action`` to ``value`` (an input when
    ``None``)."""
    binding = {"target": "body:action", "input": "action", "value": None} if value is None \
        else {"target": "body:action", "input": None, "value": value}
    return {"name": name, "implementation": {"requests": [{
        "service": "app", "method": "POST", "pathTemplate": path,
        "bindings": [binding, {"target": "body:documents", "input": "documents",
                               "value": None}]}]}}


def test_split_tools_pair_by_their_pinned_value():
    old = [tool("restore", "restore"), tool("empty", "empty")]
    new = [tool("empty_trash", "empty"), tool("restore_trash", "restore")]
    found = match_capabilities(old, new)
    assert (found.pairs, found.old_only, found.new_only) == ([(0, 1), (1, 0)], [], [])


def test_a_merged_tool_pairs_with_the_split_tool_pinning_its_value():
    found = match_capabilities([tool("trash", "empty")],
                               [tool("restore_trash", "restore"), tool("empty_trash", "empty")])
    assert (found.pairs, found.old_only, found.new_only) == ([(0, 1)], [], [0])


def test_an_enum_tool_is_none_of_the_split_tools():
    found = match_capabilities([tool("trash", None)],
                               [tool("restore_trash", "restore"), tool("empty_trash", "empty")])
    assert (found.pairs, found.old_only, found.new_only) == ([], [0], [0, 1])


def test_one_tool_whose_value_changed_still_pairs():
    found = match_capabilities([tool("trash", "empty")], [tool("trash", "purge")])
    assert found.pairs == [(0, 0)]
    assert discriminating([tool("a", "empty"), tool("b", "purge")]) == {"body:action"}
    assert discriminating([tool("a", "empty"), tool("b", "empty")]) == set()


def test_audit_of_split_tools(tmp_path):
    root = write_tree(tmp_path / "app", {"src/api.ts": TRASH})
    contract = derive_dict(root)
    assert audit_ids(tmp_path, contract, root) == []
    (root / "src/api.ts").write_text(TRASH.split("export const restoreTrash")[0])
    found = findings(tmp_path, contract, root)
    assert [(f.rule, f.capability) for f in found] == [
        ("C2S-D001", "restore_trash"), ("C2S-E003", "restore_trash")]   # not called, line gone


def test_update_keeps_each_split_tool_its_review(tmp_path):
    root = write_tree(tmp_path / "app", {"src/api.ts": TRASH})
    old = derive_dict(root)
    names = {"empty_trash": "purge_trash", "restore_trash": "recover_trashed_documents"}
    for cap in old["capabilities"]:
        cap["name"] = names[cap["name"]]
        cap["title"] = cap["name"].replace("_", " ")
    old["review"] = [dict(r, capability=names.get(r["capability"], r["capability"]))
                     for r in old["review"]]
    old["consumerRequirements"] = {}
    text = json.dumps(old, indent=2, sort_keys=True)
    (root / "src/api.ts").write_text("// moved\n" + TRASH)
    merged = json.loads(update_contract(old, derive_dict(root), text).text)
    pinned = {c["name"]: [b.get("value") for b in c["implementation"]["requests"][0]["bindings"]
                          if b["target"] == "body:action"] for c in merged["capabilities"]}
    assert pinned == {"purge_trash": ["empty"], "recover_trashed_documents": ["restore"]}
    lines = {c["name"]: c["implementation"]["requests"][0]["callSites"][0]["line"]
             for c in merged["capabilities"]}
    assert lines == {"purge_trash": 4, "recover_trashed_documents": 5}


def test_an_uncovered_operation_names_its_pinned_value(tmp_path):
    root = write_tree(tmp_path / "app", {"src/api.ts": TRASH})
    contract = derive_dict(root)
    contract["capabilities"] = [c for c in contract["capabilities"]
                                if c["name"] != "restore_trash"]
    contract["review"] = [r for r in contract["review"] if r["capability"] != "restore_trash"]
    drop_needs_of(contract, "restore_trash")
    found = findings(tmp_path, contract, root)
    assert [(f.rule, f.message) for f in found] == [(
        "C2S-D003", 'the client calls app POST /api/trash/ with body:action = "restore" but no '
                    "capability covers it (derive would name it restore_trash)")]
