"""Rule ``contract.credential-binding``: a hand-edited contract (or one an older version wrote)
whose binding sends a fixed value at a credential's name (``header:X-Api-Key``,
``query:access_token``) has that value redacted wherever the contract is turned into other
files — the export package, ``derive --update``'s contract — with a warning naming the
capability and the binding; the exporter leaves the Tool out (rule
``exporter.redacted-value``) instead of sending a marker. Planted values are assembled at run
time."""
from __future__ import annotations

import json

from code2skill.contract.redaction import credential_value, redacted_bindings, redacted_input_literals
from hostile_support import code2skill, tree

KEY, TOKEN = "pw4" + "leak91", "pw4" + "leak92"


def planted(tmp_path):
    app = tree(tmp_path / "app", {"src/a.js": "export const f = (id) => fetch('/api/items/' + "
                                              "id, { method: 'DELETE' });\n"})
    env = {"XDG_STATE_HOME": str(tmp_path / "state")}
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q", env=env)
    assert done.returncode == 0, done.stderr
    data = json.loads((tmp_path / "c.json").read_text())
    cap = data["capabilities"][0]
    cap["status"] = "approved"
    cap["implementation"]["requests"][0]["bindings"] += [
        {"target": "header:X-Api-Key", "input": None, "value": KEY},
        {"target": "query:access_token", "input": None, "value": TOKEN},
        {"target": "query:key", "input": None, "value": "estimate"}]      # a selector stays
    (tmp_path / "c.json").write_text(json.dumps(data))
    return app, env, cap["name"]


def test_export_writes_no_credential_a_binding_holds_and_leaves_the_tool_out(tmp_path):
    _, _, name = planted(tmp_path)
    done = code2skill("export", tmp_path / "c.json", "-o", tmp_path / "pkg")
    assert done.returncode == 0, done.stderr
    held = [p for p in (tmp_path / "pkg").rglob("*") if p.is_file()
            and (KEY.encode() in p.read_bytes() or TOKEN.encode() in p.read_bytes())]
    assert held == []
    assert f"(capability '{name}', binding header:X-Api-Key) sends a credential" in done.stderr
    assert f"(capability '{name}', binding query:access_token)" in done.stderr
    assert "contract.credential-binding" in done.stderr and KEY not in done.stderr
    profile = json.loads((tmp_path / "pkg" / "export-profile.json").read_text())
    [left] = [s for s in profile["notExported"] if s["name"] == name]
    assert left["rule"] == "exporter.redacted-value"
    assert "request 0 binding header:X-Api-Key holds a redacted value" in left["reason"]
    contract = json.loads((tmp_path / "pkg" / "canonical-contract.json").read_text())
    values = {b["target"]: b["value"]
              for b in contract["capabilities"][0]["implementation"]["requests"][0]["bindings"]}
    assert values["header:X-Api-Key"] == values["query:access_token"] == "<redacted:credential>"
    assert values["query:key"] == "estimate"


def test_derive_update_keeps_no_credential_a_binding_holds(tmp_path):
    app, env, name = planted(tmp_path)
    done = code2skill("derive", app, "--update", tmp_path / "c.json", "-o", tmp_path / "u.json",
                      "-q", env=env)
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "u.json").read_text()
    assert KEY not in text and TOKEN not in text and '"estimate"' in text
    assert f"(capability '{name}', binding query:access_token)" in done.stderr


def test_only_a_fixed_value_derive_would_redact_is_a_credential_binding():
    def binding(target, value, input_=None):
        return {"target": target, "input": input_, "value": value}
    assert credential_value(binding("header:Authorization", "Bearer abc"))
    assert credential_value(binding("body:user.password", 1234))
    assert not credential_value(binding("header:Authorization", None, "token"))
    assert not credential_value(binding("query:access_token", "<redacted:credential>"))
    assert not credential_value(binding("query:page", "2"))
    assert not credential_value(binding("path:token", "abc"))
    assert not credential_value(binding("query:key", "estimate"))
    assert not credential_value(binding("body:remember", True))
    assert credential_value(binding("query:access_token", ["abc"]))         # any shape, whole
    assert credential_value(binding("header:X-Api-Key", {"a": "abc"}))
    assert credential_value(binding("header:X-Api-Key", "<redacted:credential>abc"))
    assert not credential_value(binding("header:X-Api-Key", []))
    assert credential_value(binding("header:X-Forwarded-User", "admin"))    # identity headers
    assert credential_value(binding("header:Remote-User", "root"))         # a proxy sets
    assert not credential_value(binding("query:X-Forwarded-User", "a"))     # (headers only)
    assert not credential_value(binding("header:Accept", "application/json"))
    data = {"capabilities": [{"name": "c", "implementation": {"requests": [{"bindings": [
        binding("header:Authorization", "Bearer abc")]}]}}]}
    [found] = redacted_bindings(data)
    assert found.where == "capability 'c', binding header:Authorization"
    assert data["capabilities"][0]["implementation"]["requests"][0]["bindings"][0]["value"] \
        == "Bearer <redacted:credential>"
    assert redacted_bindings({"capabilities": "not a list"}) == []
    shapes = {"capabilities": [{"name": "c", "implementation": {"requests": [{"bindings": [
        binding("query:access_token", ["abc"]), binding("header:X-Api-Key", {"a": "abc"}),
        binding("header:X-Key", "<redacted:credential>abc")]}]}}]}
    assert len(redacted_bindings(shapes)) == 3
    assert [b["value"] for b in shapes["capabilities"][0]["implementation"]["requests"][0][
        "bindings"]] == ["<redacted:credential>"] * 3


def test_a_credential_inputs_literals_are_redacted_whole():
    """An input named like a credential, or bound to a credential position, keeps no literal
    of a hand-edited schema: each of ``default``, ``examples``, ``enum`` and ``const``."""
    data = {"capabilities": [{"name": "c", "inputSchema": {"properties": {
        "apiKey": {"type": "string", "default": "k1", "examples": ["k2"], "enum": ["k3"]},
        "password": {"type": "string", "const": "k4"},
        "page": {"type": "integer", "default": 2}}},
        "implementation": {"requests": [{"bindings": [
            {"target": "header:X-Api-Key", "input": "apiKey", "value": None}]}]}}]}
    found = redacted_input_literals(data)
    assert [r.pointer for r in found] == ["/capabilities/0/inputSchema/properties/apiKey",
                                          "/capabilities/0/inputSchema/properties/password"]
    props = data["capabilities"][0]["inputSchema"]["properties"]
    assert props["apiKey"] == {"type": "string", "default": "<redacted:credential>",
                               "examples": ["<redacted:credential>"],
                               "enum": ["<redacted:credential>"]}
    assert props["password"]["const"] == "<redacted:credential>"
    assert props["page"]["default"] == 2


def test_a_nested_credential_inputs_literals_are_redacted_whole():
    """A property named like a credential inside an input (``auth.password``, a list's
    ``items``), at any depth, keeps no literal of a hand-edited schema; a selector under
    ``key`` (rule ``redact.selector-key``) and other properties keep theirs."""
    data = {"capabilities": [{"name": "c", "inputSchema": {"properties": {
        "auth": {"type": "object", "properties": {
            "password": {"type": "string", "default": "n1", "examples": ["n2"]},
            "token": {"type": "string", "enum": ["n3"]},
            "key": {"type": "string", "enum": ["theme"]}, "mode": {"enum": ["a"]}}},
        "items": {"type": "array", "items": {"type": "object", "properties": {
            "api_key": {"type": "string", "const": "n4"}}}}}}}]}
    found = redacted_input_literals(data)
    base = "/capabilities/0/inputSchema/properties"
    assert [r.pointer for r in found] == [f"{base}/auth/properties/password",
                                          f"{base}/auth/properties/token",
                                          f"{base}/items/items/properties/api_key"]
    props = data["capabilities"][0]["inputSchema"]["properties"]
    assert [v for v in ("n1", "n2", "n3", "n4") if f'"{v}"' in json.dumps(props)] == []
    assert props["auth"]["properties"]["key"]["enum"] == ["theme"]
    assert props["auth"]["properties"]["mode"]["enum"] == ["a"]
