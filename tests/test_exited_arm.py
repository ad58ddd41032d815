"""Writes never seen at a request (rule ``value.exited-arm`` with ``value.exclusive-arms``):
a member written in an ``if`` arm that ends in ``return`` or ``throw`` is not sent by a
request after that ``if``, one written in the other arm of an ``if``/``else`` is not sent by
the request of this arm, and a write under an ``if`` that falls through stays an optional
field."""
from __future__ import annotations

from conftest import capability, endpoints

PACKAGE = '{"name": "arms", "dependencies": {"axios": "1"}}'
API = """import axios from 'axios';

export function saveItem(item) {
  const body = { name: item.name };
  if (item.id) {
    body.revision = item.revision;
    return axios.put(`/api/items/${item.id}`, body);
  }
  body.owner = item.owner;
  return axios.post('/api/items', body);
}

export function moveItem(item) {
  const body = { to: item.to };
  if (item.copy) {
    body.keep = true;
    axios.post(`/api/items/${item.id}/copy`, body);
  } else {
    body.reason = item.reason;
    axios.post(`/api/items/${item.id}/move`, body);
  }
}

export function tagItem(item) {
  const body = { tag: item.tag };
  if (item.colour) {
    body.colour = item.colour;
  }
  return axios.post(`/api/items/${item.id}/tags`, body);
}

export function checkItem(item) {
  let url = '/api/items/check';
  try {
    if (item.id) {
      url = `/api/items/${item.id}/check`;
      throw new Error('retry');
    }
  } catch (e) {
    return axios.get(url);
  }
  return null;
}
"""
APP = """import { saveItem, moveItem, tagItem, checkItem } from './api';
const item = { id: 1, name: 'a', owner: 'me', to: 'b', copy: false, tag: 't' };
document.querySelector('#save').addEventListener('click', () => saveItem(item));
document.querySelector('#move').addEventListener('click', () => moveItem(item));
document.querySelector('#tag').addEventListener('click', () => tagItem(item));
document.querySelector('#check').addEventListener('click', () => checkItem(item));
"""
FILES = {"package.json": PACKAGE, "src/api.js": API, "src/app.js": APP}


def fields(contract: dict, method: str, path: str) -> list[str]:
    return sorted(capability(contract, method, path)["inputSchema"]["properties"])


def test_a_write_in_an_arm_that_returned_is_not_sent_after_it(derive_files):
    contract = derive_files(FILES)
    assert fields(contract, "POST", "/api/items") == ["name", "owner"]
    assert fields(contract, "PUT", "/api/items/{id}") == ["id", "name", "revision"]


def test_a_write_in_the_other_arm_is_not_sent(derive_files):
    contract = derive_files(FILES)
    assert fields(contract, "POST", "/api/items/{id}/copy") == ["id", "keep", "to"]
    assert fields(contract, "POST", "/api/items/{id}/move") == ["id", "reason", "to"]


def test_a_write_under_an_if_that_falls_through_is_an_optional_field(derive_files):
    contract = derive_files(FILES)
    schema = capability(contract, "POST", "/api/items/{id}/tags")["inputSchema"]
    assert sorted(schema["properties"]) == ["colour", "id", "tag"]
    assert "colour" not in schema.get("required", [])


def test_a_throw_a_catch_may_take_still_reaches_the_catch(derive_files):
    contract = derive_files(FILES)
    assert {("GET", "/api/items/check"), ("GET", "/api/items/{id}/check")} <= \
        endpoints(contract)
