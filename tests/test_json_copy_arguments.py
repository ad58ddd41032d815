"""Rule ``value.json-copy`` with a second argument (hostile round 40, finding 5): a reviver
of ``JSON.parse`` or a replacer of ``JSON.stringify`` may drop, rename or change any member,
so the copy is unknown (the body of no known type, with its review item), never the object
again; ``null``, ``undefined`` or a third argument alone (``JSON.stringify(x, null, 2)``)
change nothing."""
from __future__ import annotations

import json

import pytest

from conftest import capability

from code2skill.discover import Scope
from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive

FILTER = "(filter: { page: number; q: string })"
JSON_HEADERS = "{ headers: { 'Content-Type': 'application/json' } }"
SOURCE = f"""import axios from 'axios';
export const reviver = {FILTER} =>
  axios.post('/api/reviver', JSON.parse(JSON.stringify(filter), (k, v) => (k === 'q' ? undefined : v)));
export const kept = {FILTER} =>
  axios.post('/api/kept', JSON.parse(JSON.stringify(filter, ['page'])));
export const replaced = {FILTER} =>
  axios.post('/api/replaced', JSON.stringify(filter, (k, v) => v), {JSON_HEADERS});
export const pretty = {FILTER} =>
  axios.post('/api/pretty', JSON.stringify(filter, null, 2), {JSON_HEADERS});
export const nulled = {FILTER} =>
  axios.post('/api/nulled', JSON.parse(JSON.stringify(filter), null));
export const undefinedReviver = {FILTER} =>
  axios.post('/api/undefined', JSON.parse(JSON.stringify(filter, undefined), undefined));
"""


@pytest.fixture(scope="module")
def contract(tmp_path_factory):
    root = tmp_path_factory.mktemp("app")
    (root / "src").mkdir()
    (root / "package.json").write_text('{"name": "j", "dependencies": {"axios": "1"}}')
    (root / "src" / "api.ts").write_text(SOURCE)
    return json.loads(contract_json(derive(root, Settings(Scope((), (), False), jobs=1)).contract))


def body_items(contract: dict, name: str) -> list[str]:
    return [i["message"] for i in contract["review"] if i["capability"] == name
            and "request body" in i["message"]]


@pytest.mark.parametrize("path", ["/api/reviver", "/api/kept", "/api/replaced"])
def test_a_reviver_or_a_replacer_leaves_the_body_unknown(contract, path):
    cap = capability(contract, "POST", path)
    assert sorted(cap["inputSchema"]["properties"]) == ["body"]
    assert cap["status"] == "requires-review"
    assert body_items(contract, cap["name"]) == [
        "the request body's type could not be determined from source (an object, an array or "
        "a single value): the Tool sends whatever JSON value it is given"]     # body.json-value
    assert "type" not in cap["inputSchema"]["properties"]["body"]


@pytest.mark.parametrize("path", ["/api/pretty", "/api/nulled", "/api/undefined"])
def test_null_undefined_or_a_spacing_argument_keeps_the_copy(contract, path):
    cap = capability(contract, "POST", path)
    assert sorted(cap["inputSchema"]["properties"]) == ["page", "q"]
    assert body_items(contract, cap["name"]) == []
