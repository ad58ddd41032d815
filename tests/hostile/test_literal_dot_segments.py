"""Rule ``path.literal-operations`` with ``path.dot-segments``: a union literal ``'..'`` or
``'.'`` written into a write's path is removed as the browser removes it, as for a plain
literal: ``/api/q/${k}/x`` with ``k: '..' | 'z'`` is ``DELETE /api/x`` and ``DELETE
/api/q/z/x``, never a template holding a dot segment; after a path parameter the ``..`` stays
with the ``medium`` note that it removes the parameter."""
from __future__ import annotations

import json

from hostile_support import code2skill, tree


def test_a_dot_literal_in_a_path_is_resolved(tmp_path):
    app = tree(tmp_path / "app", {"package.json": '{"name": "p"}', "src/a.ts": (
        "export function p2(k: '..' | 'z') { return fetch(`/api/q/${k}/x`, { method: 'DELETE' }); }\n"
        "export function p3(k: '.' | 'w') { return fetch(`/api/r/${k}/x`, { method: 'DELETE' }); }\n"
        "export function p4(id: string, k: '..' | 'w') { return fetch(`/api/s/${id}/${k}/x`, "
        "{ method: 'POST' }); }\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q",
                      env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 0, done.stderr
    data = json.loads((tmp_path / "c.json").read_text())
    paths = sorted(c["implementation"]["requests"][0]["pathTemplate"] for c in data["capabilities"])
    assert paths == ["/api/q/z/x", "/api/r/w/x", "/api/r/x", "/api/s/{id}/../x",
                     "/api/s/{id}/w/x", "/api/x"]
    assert [r["capability"] for r in data["review"] if r["message"].startswith(
        "'..' after the path parameter {id}")] == ["create_s_x"]
