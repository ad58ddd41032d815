"""Rule ``context.stored-value``: a cookie or storage read sent in a request's query, body or
path is no Tool input the Agent must invent, and a key that looks secret is never copied, not
even as a path parameter's name or an evidence note. Planted keys are assembled at run time."""
from __future__ import annotations

import json

from hostile_support import code2skill, tree

COOKIE = "Ck" + "28Nm2JzCq2"                 # an opaque cookie name
TOKEN_KEY = "Ls" + "28QryTokKey"             # the storage key of a query credential


def derive(tmp_path, source: str) -> tuple[dict, str]:
    app = tree(tmp_path / "app", {"package.json": '{"name": "sr", "dependencies": '
                                  '{"js-cookie": "3"}}', "src/a.js": source})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q",
                      env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "c.json").read_text()
    return json.loads(text), text


def test_stored_values_in_query_body_and_path_are_no_inputs(tmp_path):
    data, text = derive(tmp_path, (
        "import Cookies from 'js-cookie';\n"
        "export const q1 = () => fetch('/api/q1?u=' + localStorage.getItem('remote_email'));\n"
        f"export const q2 = () => fetch(`/api/q2/${{Cookies.get('{COOKIE}')}}`, "
        "{ method: 'DELETE' });\n"
        f"export const q4 = () => fetch('/api/q4?access_token=' + localStorage.getItem('{TOKEN_KEY}'));\n"
        "export const q3 = () => fetch('/api/q3', { method: 'POST', "
        "body: JSON.stringify({ c: Cookies.get('remote_user'), e: localStorage.email }) });\n"
        "export function q5() { const uid = localStorage.getItem('userId'); "
        "return fetch(`/api/users/${uid}/items`); }\n"))
    assert COOKIE not in text and TOKEN_KEY not in text
    caps = {c["implementation"]["requests"][0]["pathTemplate"]: c for c in data["capabilities"]}
    assert sorted(caps) == ["/api/q1", "/api/q2/{cookie_value}", "/api/q3", "/api/q4",
                            "/api/users/{uid}/items"]
    for cap in caps.values():
        assert cap["inputSchema"].get("properties", {}) == {}, cap["name"]
    sources = {r["name"]: r["source"] for c in caps.values()
               for r in c.get("contextReferences") or []}
    keeps = "a value the client keeps in the browser"
    assert sources == {"u": f"{keeps} (localStorage 'remote_email')",
                       "cookie_value": f"{keeps} (cookie)",
                       "access_token": "a credential the client holds (stored_value)",
                       "c": f"{keeps} (cookie 'remote_user')", "e": f"{keeps} (localStorage 'email')",
                       "uid": f"{keeps} (localStorage 'userId')"}
    rules = [e["rule"] for item in data["review"] for e in item["evidence"]]
    stored = [i for i in data["review"] if "rule context.stored-value" in i["message"]]
    assert len(stored) == 5 and all(i["severity"] == "medium" for i in stored), rules


def test_a_remembered_choice_stays_an_input(tmp_path):
    data, _ = derive(tmp_path, (
        "export const s = () => fetch('/api/search?filter=' + "
        "localStorage.getItem('currentSearch'));\n"))
    (cap,) = data["capabilities"]
    assert list(cap["inputSchema"]["properties"]) == ["filter"]
    assert not cap.get("contextReferences")
