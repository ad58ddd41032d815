"""Rule ``value.null-sent``: ``null`` is a value JSON sends (it clears a field), where
``undefined`` is absent; a value that is ``null`` on some paths has a type accepting it."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Lit
from code2skill.passes.schema import nullable
from code2skill.values import LitV

FILES = {
    "package.json": '{"name": "ns", "dependencies": {"axios": "1.7.2"}}',
    "src/api.js": """\
import axios from 'axios'
const r = axios.create({ baseURL: '/api' })
export function refile(id, vendorId, weight, note) {
  return r.patch(`/filaments/${id}`, {
    vendor_id: vendorId ? Number(vendorId) : null,
    weight: weight ? Number(weight) : undefined,
    label: note ? 'noted' : null,
  })
}
""",
}


def test_null_told_from_undefined():
    facts = extract_module("a.js", "javascript", b"const a = null, b = undefined\n")
    values = {name: found[0] for name, found in facts.bindings.items()}
    assert type(values["a"]) is Lit and values["a"].null
    assert type(values["b"]) is Lit and not values["b"].null
    assert LitV(None, null=True) == LitV(None)  # one value wherever only presence matters


def test_nullable():
    assert nullable({"type": "number"}) == {"type": ["number", "null"]}
    assert nullable({"type": ["string", "null"]}) == {"type": ["string", "null"]}
    assert nullable({"type": ["string", "integer"]}) == {"type": ["string", "integer", "null"]}
    assert nullable({"type": "string", "enum": ["a"]}) == \
        {"type": ["string", "null"], "enum": ["a", None]}
    assert nullable({}) == {}                   # no type claimed: null fits already
    assert nullable({"type": "null"}) == {"type": "null"}


def test_null_sent_typed(derive_files):
    contract = derive_files(FILES)
    schema = contract["capabilities"][0]["inputSchema"]
    props = {k: {kk: vv for kk, vv in v.items() if kk != "description"}
             for k, v in schema["properties"].items()}
    assert props["vendor_id"] == {"type": ["number", "null"]}
    assert props["weight"] == {"type": "number"}           # undefined: left out, as before
    assert props["label"] == {"type": ["string", "null"]}
    assert "vendor_id" not in schema.get("required", [])  # optional: an Agent may omit it
