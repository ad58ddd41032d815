"""Rule ``state.initial-type``: the state a Solid signal, a Solid store or React's ``useState``
holds is typed by the hook's type argument or initial literal, never pinned to it."""
from __future__ import annotations

from code2skill.state_hooks import accessed, held_state, typed_places
from code2skill.values import (
    Capture, LibV, LitV, ObjV, PropV, StrV, Text, TypedV, UnknownV,
)

WHERE = ("src/a.tsx", (3, 10, 3, 12))
LITERAL = ("src/a.tsx", (3, 30, 3, 32))

FILES = {
    "package.json": '{"name": "st", "dependencies": {"solid-js": "1.8.0", "react": "18.2.0",'
                    ' "axios": "1.7.2"}}',
    "src/api.ts": """\
import axios from 'axios'
export const r = axios.create({ baseURL: '/api' })
""",
    "src/Other.tsx": """\
import { createSignal } from 'solid-js'
import { createStore } from 'solid-js/store'
import { r } from './api'
export const Other = () => {
  const [uri, setUri] = createSignal('')
  const [depth] = createSignal(2)
  const [token, setToken] = createSignal<string>()
  const [ids] = createSignal<number[]>([])
  const [saved] = createSignal(localStorage.getItem('saved'))
  const [form] = createStore({ name: '', on: false })
  const save = () => r.post('/setting', { uri: uri(), depth: depth(), token: token(), ids: ids(),
                                          saved: saved(), name: form.name, on: form.on })
  return <button onClick={save} onInput={(e) => setUri(e.currentTarget.value)}>s</button>
}
""",
    "src/Me.tsx": """\
import { useState } from 'react'
import { r } from './api'
export function Me() {
  const [username, setUsername] = useState('')
  const [otp] = useState<string>()
  const [lazy] = useState(() => localStorage.getItem('x'))
  return <button onClick={() => r.post('/me', { username, otp, lazy })}>s</button>
}
""",
}


def test_held_state():
    assert held_state(StrV((Text("", LITERAL),)), None, "src/a.tsx", WHERE) == \
        TypedV("string", "src/a.tsx", (), LITERAL)
    assert held_state(LitV(0, LITERAL), "Level", "src/a.tsx", WHERE) == \
        TypedV("Level", "src/a.tsx", (), WHERE)               # the type argument wins
    assert held_state(None, "string", "src/a.tsx", WHERE) == \
        TypedV("string | undefined", "src/a.tsx", (), WHERE)  # undefined at first
    assert held_state(LitV(False, LITERAL), "any", "src/a.tsx", WHERE) == \
        TypedV("boolean", "src/a.tsx", (), LITERAL)            # any says nothing
    assert held_state(None, "any", "src/a.tsx", WHERE) is None
    assert held_state(ObjV(()), "Record<string, number>", "src/a.tsx", WHERE) == \
        TypedV("Record<string, number>", "src/a.tsx", (), WHERE)
    assert held_state(None, None, "src/a.tsx", WHERE) is None
    assert held_state(LitV(None), None, "src/a.tsx", WHERE) is None           # null
    assert held_state(ObjV(()), None, "src/a.tsx", WHERE) is None             # {}
    assert held_state(UnknownV("call"), None, "src/a.tsx", WHERE) is None


def test_accessor_and_places():
    typed = TypedV("string", "src/a.tsx", (), LITERAL)
    accessor = LibV("solid-js", ("createSignal", "accessor"), WHERE,
                    captured=(Capture("createSignal", (("state", typed),), WHERE),))
    assert accessed(accessor) == typed
    assert isinstance(accessed(LibV("solid-js", ("createSignal", "accessor"))), UnknownV)
    store = ObjV((PropV("name", typed), PropV("count", LitV(1))))
    assert typed_places(store, 0) == [LITERAL]


def test_state_typed_inputs(derive_files):
    contract = derive_files(FILES)
    caps = {c["name"]: c for c in contract["capabilities"]}
    setting = caps["create_setting"]["inputSchema"]
    types = {k: (v.get("type"), v.get("items")) for k, v in setting["properties"].items()}
    assert types == {"uri": ("string", None), "depth": ("number", None),
                     "token": ("string", None), "ids": ("array", {"type": "number"}),
                     "saved": (None, None), "name": ("string", None), "on": ("boolean", None)}
    assert all("default" not in v for v in setting["properties"].values())   # never pinned
    assert sorted(setting["required"]) == ["depth", "ids", "name", "on", "uri"]
    assert not [b for r in caps["create_setting"]["implementation"]["requests"]
                for b in r["bindings"] if b.get("value") is not None]
    me = caps["create_me"]["inputSchema"]
    assert {k: v.get("type") for k, v in me["properties"].items()} == \
        {"username": "string", "otp": "string", "lazy": None}
    assert me["required"] == ["username"]
    rules = [e["rule"] for e in caps["create_setting"]["evidence"]
             ["/inputSchema/properties/uri"]]
    assert "state.initial-type" in rules
