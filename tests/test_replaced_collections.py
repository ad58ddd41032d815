"""Rule ``side-effect.replace-collection``: a write sending a held list that a caller shrinks
first replaces the stored list: destructive, a trusted confirmation, the field an array."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree

from code2skill.facts import Call, Member, Ref, Typed
from code2skill.passes.replaced_collections import field_schema, held_path

PAGE = (
    "import axios from 'axios';\n"
    "let rules = [];\n"
    "let notes = [];\n"
    "export function saveRules() { return axios.post('/api/rules', { rules: rules }); }\n"
    "export function dropRule(i) {\n"
    "  rules.splice(i, 1);\n"
    "  saveRules();\n"
    "}\n"
    "export function addNote(list, n) {\n"
    "  list.push(n);\n"
    "  return axios.post('/api/notes', { notes: list }).then(() => { list.shift(); });\n"
    "}\n"
    "export function keepNotes(id) {\n"
    "  notes = notes.filter((n) => n.id !== id);\n"
    "  return axios.put('/api/notes/kept', { notes });\n"
    "}\n"
)


def capabilities(tmp_path) -> tuple[dict, list]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "rules", "dependencies": {"axios": "1"}}',
        "src/page.js": PAGE}))
    return {c["name"]: c for c in contract["capabilities"]}, contract["review"]


def test_a_list_a_caller_shrinks_first_is_replaced_whole(tmp_path):
    """``dropRule`` splices ``rules`` and then calls ``saveRules``, which posts the list: the
    POST is destructive, needs a trusted confirmation and types ``rules`` as an array; a
    filter assigned back to the list in the requesting function itself counts too."""
    caps, review = capabilities(tmp_path)
    rules = next(c for c in caps.values()
                 if c["implementation"]["requests"][0]["pathTemplate"] == "/api/rules")
    assert rules["sideEffect"] == "create"               # (the POST's effect is unchanged)
    assert rules["annotations"]["risks"] == ["destructive"]
    assert rules["annotations"]["destructiveHint"] is True
    assert rules["operationPolicy"]["confirmation"] == "trusted-confirmation-required"
    assert rules["inputSchema"]["properties"]["rules"] == {
        "type": "array", "description": "The whole rules list, every item to keep: it "
        "replaces the stored list, so an item left out is deleted."}
    assert rules["status"] == "requires-review"
    items = [r for r in review if r["capability"] == rules["name"]
             and r["evidence"][0]["rule"] == "side-effect.replace-collection"]
    assert [(r["severity"], r["evidence"][0]["line"], r["evidence"][0]["note"])
            for r in items] == [("medium", 6, "rules.splice")]
    kept = next(c for c in caps.values()
                if c["implementation"]["requests"][0]["pathTemplate"] == "/api/notes/kept")
    assert kept["operationPolicy"]["confirmation"] == "trusted-confirmation-required"
    assert kept["evidence"]["/operationPolicy/confirmation"][0]["note"] == "notes.filter"


def test_a_list_only_grown_or_shrunk_after_the_send_is_no_replace(tmp_path):
    """``addNote`` pushes before the POST and shifts only in its ``then``: nothing says the
    list replaces a stored one."""
    caps, _ = capabilities(tmp_path)
    notes = next(c for c in caps.values()
                 if c["implementation"]["requests"][0]["pathTemplate"] == "/api/notes")
    assert notes["annotations"]["risks"] == []
    assert notes["operationPolicy"]["confirmation"] == "not-required"
    assert "type" not in notes["inputSchema"]["properties"]["notes"]


def test_held_path_reads_names_and_member_chains():
    assert held_path(Ref("$templates")) == ("$templates",)
    assert held_path(Member(Member(Ref("this"), "state"), "rows")) == ("this", "state", "rows")
    assert held_path(Typed(Ref("items"), "Item[]")) == ("items",)
    assert held_path(Call(Ref("list"), ())) is None


def test_field_schema_keeps_another_declared_type():
    assert field_schema({"type": "object", "description": "x"}, "rows")["type"] == "object"
    assert field_schema({"type": "array", "items": {"type": "string"}}, "ids") == {
        "type": "array", "items": {"type": "string"}, "description": "The whole ids list, "
        "every item to keep: it replaces the stored list, so an item left out is deleted."}
