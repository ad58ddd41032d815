"""Static class members (:mod:`code2skill.static_members`, rule ``this.static-method``): an
instance's ``this.m`` is the instance method even beside a static ``m``; ``C.m``,
``this.constructor.m`` and ``this.m`` inside a static method are the static one."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

SERVER = """\
export function put(url, data) {
  return fetch('/api/' + url, { method: 'PUT', body: JSON.stringify(data) });
}
export function del(url) { return fetch('/api/' + url, { method: 'DELETE' }); }
"""

FORWARD = """\
import { put } from './server.js';
export default class Option {
  constructor(note) { this.note = note; }
  static async setLabel(noteId, name, value = '') {
    await put(`notes/${noteId}/labels`, { name, value });
  }
  async setLabel(name, value = '') {
    await this.constructor.setLabel(this.note.noteId, name, value);
  }
  async save() { await this.setLabel('depth', '3'); }
}
"""


def test_an_instance_call_reaches_the_instance_method_not_the_static_one(derive_files):
    contract = derive_files({"src/server.js": SERVER, "src/option.js": FORWARD})
    assert endpoints(contract) == {("PUT", "/api/notes/{noteId}/labels")}
    assert bindings(capability(contract, "PUT", "/api/notes/{noteId}/labels")) == {
        "path:noteId": "noteId", "body:name": "name", "body:value": "value"}


STATICS = """\
import { del } from './server.js';
export class Tags {
  static remove(tagId) { return del(`tags/${tagId}`); }
  static prune() { return this.remove('unused'); }
}
export class Labels extends Tags {}
export const dropOld = () => Labels.remove('old');
"""


def test_this_in_a_static_method_and_an_inherited_static_are_the_class(derive_files):
    contract = derive_files({"src/server.js": SERVER, "src/tags.js": STATICS})
    assert endpoints(contract) == {("DELETE", "/api/tags/unused"), ("DELETE", "/api/tags/old")}


INSTANCE_ONLY = """\
import { del } from './server.js';
export class Tags {
  static remove(tagId) { return del(`tags/${tagId}`); }
  remove() { return del('tags/all'); }
  clear() { return this.remove(); }
}
"""


def test_a_static_method_is_not_an_instance_member(derive_files):
    contract = derive_files({"src/server.js": SERVER, "src/tags.js": INSTANCE_ONLY})
    assert endpoints(contract) == {("DELETE", "/api/tags/{tagId}"), ("DELETE", "/api/tags/all")}


STATIC_FIELD = """\
function readBase() {
  const found = document.cookie.split('; ').find((r) => r.startsWith('base='));
  return found === undefined ? '' : found.split('=')[1];
}
export class Links {
  static base = readBase();
  static root = '/v2';
  base = '/instance';
  static archive(id) { return fetch(`${this.root}/archives/${id}`); }
  info() { return fetch(this.base + '/info'); }
}
export class Deep extends Links {}
export const drop = (id) => fetch(Links.base + '/api/archives/' + id, { method: 'DELETE' });
export const tags = () => fetch(Deep.root + '/tags');
export const load = () => new Links().info();
export const one = () => Links.archive(7);
"""


def test_a_static_field_is_read_on_the_class_never_on_an_instance(derive_files):
    """Rule this.static-field: C.x, an inherited C.x and this.x in a static method read the
    static field's initialiser; an instance's this.x reads the instance field."""
    contract = derive_files({"src/links.js": STATIC_FIELD})
    assert endpoints(contract) == {("DELETE", "/api/archives/{id}"), ("GET", "/v2/tags"),
                                   ("GET", "/instance/info"), ("GET", "/v2/archives/{id}")}
    service = capability(contract, "DELETE", "/api/archives/{id}")["implementation"][
        "requests"][0]["service"]
    evidence = next(s for s in contract["services"] if s["id"] == service)["evidence"]
    assert [e["rule"] for e in evidence] == ["service.same-origin",
                                             "service.provided-base-path"]
