"""Rule ``value.parameter-member-writes``: a wrapper that writes members onto the body
parameter its callers pass (``data.host = host``) before sending it sends the caller's members
and the written ones, as writes on a local do; a write after the send adds nothing; a member
written over a typed parameter is the written value, not the declared type's."""
from __future__ import annotations

from conftest import bindings, capability

FILES = {
    "package.json": '{"name": "pw", "dependencies": {"axios": "1.7.2"}}',
    "src/api.ts": """\
import axios from 'axios'
const host = localStorage.getItem('host')
interface Owner { id: number; name: string }
function send(path, data) {
  data.host = host
  data.node = 'master'
  const sent = axios.post(path, data)
  data.late = true
  return sent
}
function sendLocal(path, name) {
  const data = { name }
  data.host = host
  return axios.post(path, data)
}
function sendText(path, data) {
  data.node = 'replica'
  return fetch(path, { method: 'POST', body: JSON.stringify(data) })
}
function addOwner(owner: Owner) {
  owner.id = null
  return axios.post('/api/owners', owner)
}
export const saveIndex = (index) => send('/api/index', { index })
export const saveAlias = (alias) => sendLocal('/api/alias', alias)
export const saveText = (text) => sendText('/api/text', { text })
export const add = (form: any) => addOwner(form)
""",
}


def test_members_written_onto_a_body_parameter(derive_files):
    contract = derive_files(FILES)
    assert bindings(capability(contract, "POST", "/api/index")) == {
        "body:host": "=None", "body:index": "index", "body:node": "=master"}
    assert bindings(capability(contract, "POST", "/api/alias")) == {
        "body:host": "=None", "body:name": "name"}
    assert bindings(capability(contract, "POST", "/api/text")) == {
        "body:node": "=replica", "body:text": "text"}


def test_written_member_over_a_typed_parameter(derive_files):
    owners = capability(derive_files(FILES), "POST", "/api/owners")
    assert "id" not in owners["inputSchema"]["properties"]      # rule body.fixed-null
    assert bindings(owners)["body:id"] == "=None"
    pointer = next(f"/implementation/requests/0/bindings/{i}" for i, b in enumerate(
        owners["implementation"]["requests"][0]["bindings"]) if b["target"] == "body:id")
    assert owners["evidence"][pointer][0]["rule"] == "body.fixed-null"
