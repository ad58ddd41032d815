"""Rule ``header.always-sent``: a header input is required when every call sends it, never
under a condition, with a value not shown possibly absent (fetch, XMLHttpRequest and jQuery
send every key; libraries that drop absent headers need the value proven present)."""
from __future__ import annotations

from types import SimpleNamespace

from code2skill.header_presence import RULE, declared_optional, header_required, may_be_absent
from code2skill.requests import Header
from code2skill.values import AltV, LitV, ParamV, StrV, Text, UnknownV
from conftest import capability, endpoints

WHERE = ("src/api.js", (3, 1, 3, 9))
NAME = StrV((Text("n"),))


def required_headers(cap: dict) -> dict[str, bool]:
    """``{header name: required}`` of the header inputs of a capability's first request."""
    required = set(cap["inputSchema"].get("required", []))
    return {b["target"][len("header:"):]: b["input"] in required
            for b in cap["implementation"]["requests"][0]["bindings"]
            if b["target"].startswith("header:") and b["input"]}


def test_values_shown_possibly_absent():
    assert may_be_absent(None, None) and may_be_absent(LitV(None), None)
    assert not may_be_absent(LitV(False), None) and not may_be_absent(NAME, None)
    assert not may_be_absent(UnknownV("call"), None)
    assert may_be_absent(AltV((UnknownV("dom"), LitV(None)), kind="or"), None)  # x || undefined
    assert not may_be_absent(AltV((LitV(None), NAME), kind="or"), None)         # x || 'n'
    assert may_be_absent(AltV((NAME, LitV(None))), None)          # if (c) headers.h = 'n'
    assert may_be_absent(AltV((LitV(None), NAME), kind="and"), None)            # c && 'n'
    typed = ParamV("f", "note", type_text="string | undefined")
    assert may_be_absent(typed, None) and declared_optional(typed)
    assert declared_optional(ParamV("f", "x", type_text="Array<string | null> | null"))
    assert not declared_optional(ParamV("f", "x", type_text="Array<string | null>"))
    assert not declared_optional(ParamV("f", "x", path=("a",), type_text="string | null"))


def test_every_call_must_send_the_header_unconditionally():
    fetch, xhr = SimpleNamespace(lib="fetch"), SimpleNamespace(lib="axios")
    header = Header("X-Id", UnknownV("call"), WHERE)

    def required(sent, calls, present=False, presence=None):
        return header_required(sent, calls, None, lambda v: present, lambda v: presence)
    assert required([(fetch, header)], 1)
    assert not required([(fetch, header)], 2)                     # one call lacks it
    assert not required([(fetch, header)], 1, presence=False)     # its type admits absence
    maybe = Header("X-Id", NAME, WHERE, optional=True)
    assert not required([(fetch, maybe)], 1, present=True)
    assert not required([(xhr, header)], 1)                       # axios: unproven
    assert required([(xhr, header)], 1, present=True)


API = """\
async function deleteKey(keyId) {
  return fetch('./api/keys/delete', {method: 'POST', headers: {'targetKey': keyId}});
}
async function listFiles(folder, page, sort = 'name') {
  return fetch('./api/files', {headers: {'folder': folder, 'page': page, 'sort': sort}});
}
async function renameKey(keyId, name, note) {
  const headers = {'targetKey': keyId, 'friendlyName': name};
  if (note) { headers['note'] = note; }
  return fetch('./api/keys/rename', {method: 'PUT', headers: headers});
}
async function replaceFile(id, options) {
  return fetch('./api/files/replace', {method: 'PUT', headers: {
    'id': id, ...(options.force ? {'force': 'true'} : {})}});
}
async function modifyFile(id, label, password) {
  return fetch('./api/files/modify', {method: 'PUT', headers: {
    'Authorization': 'Bearer ' + localStorage.getItem('token'),
    'id': id, 'label': label || undefined, 'password': password}});
}
function addChunk(uuid) {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', './api/chunk/add');
  xhr.setRequestHeader('uuid', uuid);
  xhr.send();
}
"""
UI = """\
function showFiles() { listFiles('inbox'); listFiles('archive', 2, 'date'); }
function rename(keyId) { renameKey(keyId, document.getElementById('n').value); }
function save(id) {
  let password = document.getElementById('pw').value;
  if (!document.getElementById('protect').checked) { password = null; }
  modifyFile(id, document.getElementById('label').value, password);
}
function replace(id, force) { replaceFile(id, {force: force}); }
function upload(uuid) { addChunk(uuid); }
"""


def test_fetch_and_xhr_headers_follow_their_callers(derive_files):
    contract = derive_files({"package.json": '{"name": "app"}', "src/api.js": API,
                             "src/ui.js": UI})
    assert ("POST", "/api/keys/delete") not in endpoints(contract)   # nothing calls it: no
    #                                                  Tool (rule wrapper.never-called)
    files = capability(contract, "GET", "/api/files")
    assert required_headers(files) == {"folder": True, "page": False, "sort": True}
    assert [e["rule"] for e in files["evidence"]["/inputSchema/required/0"]] == [RULE]
    assert required_headers(capability(contract, "PUT", "/api/keys/rename")) == {
        "targetKey": True, "friendlyName": True, "note": False}
    assert required_headers(capability(contract, "PUT", "/api/files/replace")) == {
        "id": True, "force": False}
    modify = capability(contract, "PUT", "/api/files/modify")
    assert required_headers(modify) == {
        "id": True, "label": False, "password": False}       # a caller token sent as null
    assert [e["rule"] for e in modify["evidence"]["/inputSchema/properties/password"]] == [
        "auth.caller-token"]
    assert required_headers(capability(contract, "POST", "/api/chunk/add")) == {"uuid": True}


def test_axios_headers_need_a_value_proven_present(derive_files):
    contract = derive_files({
        "package.json": '{"name": "app", "dependencies": {"axios": "1.7.2"}}',
        "src/api.js": """\
import axios from 'axios';
export const move = (id, target) => axios.post('/api/move', null, {
  headers: {'X-Id': id, 'X-Target': target}});
export const copy = (id) => axios.post('/api/copy', null, {headers: {'X-Id': id}});
""",
        "src/ui.js": """\
import { move } from './api';
export function onMove(row) { return move('item-' + row.id, row.target); }
export function onCopy(row) { return copy(row.id); }
"""})
    assert required_headers(capability(contract, "POST", "/api/move")) == {
        "X-Id": True, "X-Target": False}             # axios drops an undefined header
    assert required_headers(capability(contract, "POST", "/api/copy")) == {"X-Id": False}


def test_a_typed_member_declared_optional_is_an_optional_header(derive_files):
    contract = derive_files({"package.json": '{"name": "app"}', "src/api.ts": """\
interface Item { id: string; note?: string }
export function send(item: Item) {
  return fetch('/api/items', {method: 'POST', headers: {'X-Id': item.id, 'X-Note': item.note}});
}
"""})
    assert required_headers(capability(contract, "POST", "/api/items")) == {
        "X-Id": True, "X-Note": False}
