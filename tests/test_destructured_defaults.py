"""Rules ``value.default-type`` and ``value.default-sent`` for the elements of a destructured
parameter: ``({page = 1, size = 20} = {}) => …`` records each element's default, which types
the input it fills and is its default where a caller leaves the element to it."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Lit

FILES = {
    "package.json": '{"name": "dd", "dependencies": {"axios": "1.7.2"}}',
    "src/api.js": """\
import axios from 'axios'
const r = axios.create({ baseURL: '/api' })
export const listItems = ({ page = 1, size = 20 } = {}) =>
  r.get('/items', { params: { page, size } })
export function createLabel({ title, color = 'grey', pinned = false }) {
  return r.post('/labels', { title, color, pinned })
}
export function createNote({ text, kind = 'plain' } = { kind: 'rich' }) {
  return r.post('/notes', { text, kind })
}
export function createTag({ name, colour = 'red' }) {
  return r.post('/tags', { name, colour })
}
export function signIn({ user, password = 'changeme' }) {
  return r.post('/sign-in', { user, password })
}
""",
    "src/page.js": """\
import { createLabel, createNote, createTag, listItems, signIn } from './api'
export function first() { return listItems() }
export function quick(title) { return createLabel({ title, pinned: undefined }) }
export function note() { return createNote() }
export function tag(name, colour) { return createTag({ name, colour }) }
export function blank(name) { return createTag({ name, colour: null }) }
export function copied(tag) { return createTag({ ...tag }) }
export function enter(user) { return signIn({ user }) }
""",
}


def defaults_of(source: bytes) -> dict[str, object]:
    facts = extract_module("a.js", "javascript", source)
    return {name: expr for fn in facts.functions.values() for p in fn.params
            for name, expr in p.pattern_defaults}


def test_pattern_defaults_recorded():
    found = defaults_of(b"export function f({ page = 1, sort = 'name', a: b = 2, "
                        b"nested: { x = 1 } = {}, plain, ...rest } = {}) {}\n")
    assert {k: v.value for k, v in found.items()} == {"page": 1, "sort": "name"}
    assert all(type(v) is Lit for v in found.values())    # renamed and nested: left out


def test_pattern_default_credential_redacted():
    found = defaults_of(b"export const f = ({ user, password = 'hunter2' }) => 0\n")
    assert "hunter2" not in repr(found["password"])


def test_element_defaults_typed_and_sent(derive_files):
    contract = derive_files(FILES)
    props = {c["name"]: {k: {kk: vv for kk, vv in v.items() if kk != "description"}
                         for k, v in c["inputSchema"]["properties"].items()}
             for c in contract["capabilities"]}
    assert props["list_items"] == {"page": {"type": "integer", "default": 1},
                                   "size": {"type": "integer", "default": 20}}
    # a caller's object without the element, or with it undefined, leaves it to the default
    assert props["create_label"]["color"] == {"type": "string", "default": "grey"}
    assert props["create_label"]["pinned"] == {"type": "boolean", "default": False}
    # the parameter's own default {kind: 'rich'} holds the element: 'plain' is never sent
    assert props["create_note"]["kind"] == {"type": "string"}
    # every caller passes the element (null replaces no default), or an object a spread
    # hides: typed, no default
    assert props["create_tag"]["colour"] == {"type": "string"}
    # never a credential's default
    assert props["create_sign_in"]["password"] == {"type": "string"}
    required = {c["name"]: c["inputSchema"].get("required", [])
                for c in contract["capabilities"]}
    assert "color" not in required["create_label"] and "page" not in required["list_items"]
