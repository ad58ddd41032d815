"""Rule ``redact.credential-segment``: a path parameter right after words naming one credential
(``/access-token/${k}``, ``/password/${p}``, ``/secret/${s}``, ``/api-key-${k}``) typed by a
union of string literals keeps none of them: a write stays one Tool (no Tool per literal,
rule ``path.literal-operations``, whose name and path would quote it, nor a function file named
after it), a read has no ``enum``, and no evidence note lists them; as the same union at a
query credential (``?api_key=${k}``). A plural (``/tokens/${id}``: a record's id) or another
word (``/users/${u}/${action}``) still splits. Planted values are assembled at run time."""
from __future__ import annotations

import json

from hostile_support import code2skill, tree

V = [f"seg{i}" + "9Xk" + str(i) for i in range(8)]


def derive(tmp_path, source: str) -> tuple[dict, str]:
    app = tree(tmp_path / "app", {"package.json": '{"name": "p"}', "src/a.ts": source})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q",
                      env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "c.json").read_text()
    return json.loads(text), text


def test_a_segment_after_a_credential_name_writes_no_literal(tmp_path):
    data, text = derive(tmp_path, (
        f"export function readTok(k: '{V[0]}' | '{V[1]}') {{ return fetch(`/api/access-token/${{k}}`); }}\n"
        f"export function revoke(k: '{V[2]}' | '{V[3]}') {{ return fetch(`/api/access-token/${{k}}/revoke`, {{ method: 'POST' }}); }}\n"
        f"export function setPw(p: '{V[4]}' | '{V[5]}') {{ return fetch(`/api/password/${{p}}`, {{ method: 'PUT' }}); }}\n"
        f"export function drop(s: '{V[6]}' | '{V[7]}') {{ return fetch(`/api/secret/${{s}}`, {{ method: 'DELETE' }}); }}\n"))
    assert [v for v in V if v in text] == []
    paths = sorted((c["implementation"]["requests"][0]["method"],
                    c["implementation"]["requests"][0]["pathTemplate"])
                   for c in data["capabilities"])
    assert paths == [("DELETE", "/api/secret/{s}"), ("GET", "/api/access-token/{k}"),
                     ("POST", "/api/access-token/{k}/revoke"), ("PUT", "/api/password/{p}")]
    for cap in data["capabilities"]:
        (name, prop), = cap["inputSchema"]["properties"].items()
        assert prop["type"] == "string" and "enum" not in prop
        rules = [e["rule"] for e in cap["evidence"][f"/inputSchema/properties/{name}"]]
        assert "redact.credential-segment" in rules and "path.enum" not in rules


def test_other_segments_keep_their_literal_operations(tmp_path):
    data, _ = derive(tmp_path, (
        "export function act(u: string, a: 'follow' | 'block') { return fetch(`/api/users/${u}/${a}`, { method: 'POST' }); }\n"
        "export function tok(t: 'personal' | 'project') { return fetch(`/api/tokens/${t}`, { method: 'POST' }); }\n"))
    paths = sorted(c["implementation"]["requests"][0]["pathTemplate"] for c in data["capabilities"])
    assert paths == ["/api/tokens/personal", "/api/tokens/project", "/api/users/{u}/block",
                     "/api/users/{u}/follow"]
