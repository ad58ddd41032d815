"""Rule ``redact.credential-position`` for outputs: a response type whose field is named like a
credential and typed by literals (``apiKey: '…' | '…'``, ``password: '…'``, a token inside a
list's items) gives the output schema no ``enum``/``const``/``default``/``examples`` for it, as
an input at a credential position has none; a selector under ``key`` (``'theme' | 'lang'``)
and other fields keep theirs. A hand-edited contract's output literals at such a field are
redacted with a warning wherever the contract is turned into files (rule
``contract.credential-binding``). Planted values are assembled at run time."""
from __future__ import annotations

import json

from hostile_support import code2skill, tree

A, B, C, D, E = ("out" + "9Xk2a", "out" + "9Qw7b", "out" + "9Pp4c", "out" + "9Rt5d",
                 "out" + "9Hj8e")
SOURCE = (f"export interface R {{ apiKey: '{A}' | '{B}'; password: '{C}'; kind: 'a' | 'b'; "
          f"key: 'theme' | 'lang'; items: {{ token: '{D}' }}[] }}\n"
          "export async function readKey(): Promise<R> { const r = await fetch('/api/mykey'); "
          "return r.json(); }\n")


def derived(tmp_path) -> dict:
    app = tree(tmp_path / "app", {"package.json": '{"name": "p"}', "src/a.ts": SOURCE})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q",
                      env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 0, done.stderr
    return json.loads((tmp_path / "c.json").read_text())


def test_a_credential_output_field_shows_no_literal(tmp_path):
    data = derived(tmp_path)
    text = json.dumps(data)
    assert [v for v in (A, B, C, D) if v in text] == []
    props = data["capabilities"][0]["outputSchema"]["properties"]
    assert props["apiKey"] == {"type": "string"} and props["password"] == {"type": "string"}
    assert props["items"]["items"]["properties"]["token"] == {"type": "string"}
    assert props["kind"]["enum"] == ["a", "b"] and props["key"]["enum"] == ["theme", "lang"]


def test_a_hand_edited_output_literal_is_redacted_in_the_package(tmp_path):
    data = derived(tmp_path)
    props = data["capabilities"][0]["outputSchema"]["properties"]
    props["apiKey"]["enum"] = [E]
    props["items"]["items"]["properties"]["token"]["const"] = E
    (tmp_path / "h.json").write_text(json.dumps(data))
    done = code2skill("export", tmp_path / "h.json", "-o", tmp_path / "pkg")
    assert done.returncode == 0, done.stderr
    assert [p.name for p in (tmp_path / "pkg").rglob("*") if p.is_file()
            and E.encode() in p.read_bytes()] == []
    warned = [line for line in done.stderr.splitlines() if "holds a secret" in line]
    assert [w.split("h.json: ")[1].split(" ")[0] for w in warned] == [
        "/capabilities/0/outputSchema/properties/apiKey",
        "/capabilities/0/outputSchema/properties/items/items/properties/token"]
    clean = code2skill("export", tmp_path / "c.json", "-o", tmp_path / "pkg2")
    assert clean.returncode == 0 and "holds a secret" not in clean.stderr   # derive's own
