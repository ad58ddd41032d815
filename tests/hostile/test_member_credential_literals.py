"""Rule ``redact.credential-position`` below the top level of an input: a declared type's
literal member named like a credential (``creds.password: '…'``, ``deep.x.secret``, the
members of an array's items) never becomes an ``enum``, ``const``, ``default`` or example of
that member, through an RTK Query endpoint's argument type or a typed fetch body alike; a
member that only selects (``key: 'theme'``) keeps its enum. Planted values are assembled at
run time."""
from __future__ import annotations

import json

from hostile_support import code2skill, tree

PASSWORD, API_KEY, SECRET, ITEM = ("Tl" + "28Pw9kQzT", "Tl" + "28Ak8mWqE", "Tl" + "28Sc9kQzT",
                                   "Tl" + "28It4bNcX")


def test_literal_types_of_credential_members_are_never_copied(tmp_path):
    app = tree(tmp_path / "app", {
        "package.json": '{"name": "tl", "dependencies": {"@reduxjs/toolkit": "2"}}',
        "src/a.ts": (
            "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';\n"
            f"type Creds = {{ user: string; password: '{PASSWORD}'; api_key: '{API_KEY}' | 'x' }};\n"
            f"type Login = {{ creds: Creds; deep: {{ x: {{ secret: '{SECRET}' }} }};"
            " pref: { key: 'theme' } };\n"
            "export const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: '/api' }),"
            " endpoints: (b) => ({\n"
            "  login: b.mutation<void, Login>({ query: (body) => ({ url: '/login',"
            " method: 'POST', body }) }),\n}) });\n"
            "export const { useLoginMutation } = api;\n"
            f"export function keys(b: {{ items: {{ token: '{ITEM}' }}[] }}) {{\n"
            "  return fetch('/api/keys', { method: 'POST', body: JSON.stringify(b) }); }\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q",
                      env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "c.json").read_text()
    for planted in (PASSWORD, API_KEY, SECRET, ITEM):
        assert planted not in text
    login = next(c for c in json.loads(text)["capabilities"]
                 if c["implementation"]["requests"][0]["pathTemplate"] == "/api/login")
    props = login["inputSchema"]["properties"]
    creds = props.get("creds") or props["body"]["properties"]["creds"]
    assert creds["properties"]["password"] == {"type": "string"} or \
        "enum" not in creds["properties"]["password"]
    pref = props.get("pref") or props["body"]["properties"]["pref"]
    assert pref["properties"]["key"].get("enum") == ["theme"]
