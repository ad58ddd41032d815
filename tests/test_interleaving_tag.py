"""Rules ``value.interleaving-tag`` (a tag that adds each encoded value and the string after
it to the first string is the template itself) and ``review.unread-tag`` (a looping tag of any
other shape is an unknown URL, reviewed at the call site)."""
from code2skill.extractors.module_facts import extract_module
from code2skill.template_tags import INTERLEAVING_RULE, splice_local
from conftest import capability, endpoints

PACKAGE = '{"name": "app", "dependencies": {"axios": "1"}}'

URI = """
export default (strings, ...values) => {
  let result = strings[0];
  for (let i = 0; i < values.length; ++i) {
    result += encodeURIComponent(values[i]) + strings[i + 1];
  }
  return result;
};
"""

USE = """
import axios from 'axios';
import uri from './uri';
export class Instance {
  constructor(id) {
    this.axios = axios.create({ baseURL: uri`instances/${id}` });
  }
  fetchInfo() { return this.axios.get(uri`actuator/info`); }
  fetchLogger(name) { return this.axios.get(uri`actuator/loggers/${name}`); }
}
export const remove = (id) => axios.delete(uri`instances/${id}`);
export const fixed = () => axios.get(uri`files/${'a b/c'}`);
"""


def test_the_interleaving_splice_is_found():
    facts = extract_module("uri.js", "javascript", URI.encode())
    [fn] = facts.functions.values()
    splice = splice_local(fn)
    assert (splice.local, splice.base, splice.rule) == ("result", None, INTERLEAVING_RULE)
    assert [e.name for e in splice.encoders] == ["encodeURIComponent"]


def test_an_encoding_tag_is_its_template(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/uri.js": URI, "src/use.js": USE})
    assert endpoints(contract) == {
        ("GET", "/instances/{id}/actuator/info"), ("GET", "/instances/{id}/actuator/loggers/{name}"),
        ("DELETE", "/instances/{id}"), ("GET", "/files/a%20b%2Fc")}
    cap = capability(contract, "GET", "/instances/{id}/actuator/loggers/{name}")
    cited = [(e["rule"], e["note"], e["line"]) for e in
             cap["evidence"]["/implementation/requests/0/pathTemplate"]]
    assert cited == [(INTERLEAVING_RULE, "uri (src/uri.js:2) splices the template's values, "
                      "each encodeURIComponent(…)", 6),
                     ("axios.instance-call", "Instance.fetchLogger", 9)]
    assert [e["rule"] for e in cap["evidence"]["/inputSchema/properties/name"]] == [
        "path.param", INTERLEAVING_RULE]


def test_a_tag_with_a_base_and_no_encoder(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/use.js": """
function api(strings, ...values) {
  let url = '/api/' + strings[0];
  for (let i = 0; i < values.length; i++) {
    url += String(values[i]) + strings[i + 1];
  }
  return url;
}
export const card = (board, id) => fetch(api`boards/${board}/cards/${id}`);
"""})
    assert endpoints(contract) == {("GET", "/api/boards/{board}/cards/{id}")}


def test_a_looping_tag_of_another_shape_is_reviewed_never_invented(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/use.js": """
function odd(strings, ...values) {
  let out = '';
  for (let i = 0; i < strings.length; i++) {
    out += strings[i].toUpperCase() + (values[i] === undefined ? '' : values[i]);
  }
  return out;
}
function dropped(strings, ...values) {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) {
    out += mangle(values[i]) + strings[i + 1];
  }
  return out;
}
function mangle(v) { return v; }
export const card = (id) => fetch(odd`/cards/${id}`, {method: 'DELETE'});
export const other = (id) => fetch(dropped`/other/${id}`, {method: 'PUT'});
export const plain = (id) => fetch(`/plain/${id}`);
export const raw = (id) => fetch(String.raw`/raw/${id}`);
"""})
    assert endpoints(contract) == {("GET", "/plain/{id}")}     # String.raw: a library tag, unread
    messages = [r["message"] for r in contract["review"] if r["capability"] is None]
    assert sum("tag function odd loops" in m for m in messages) == 1
    assert sum("tag function dropped loops" in m for m in messages) == 1
    assert all("review.unread-tag" in m for m in messages if "tag function" in m)
