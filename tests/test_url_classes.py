"""``new C(args)`` of the program's own URL class (rule ``url.own-url-class``) and ``fetch(new
Request(url, init))`` (rule ``fetch.request-object``): exact
endpoints of requests whose URL is such an instance, and the classes that stay instances."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.url_classes import without_self_copy
from code2skill.values import AltV, HoleV, ParamV, StrV, Text, UnknownV

COMMON = """\
function baseCookie() {
  return document.cookie.split('; ').find((r) => r.startsWith('base='))?.split('=')[1] ?? '';
}
export class ApiURL {
  static base_url = baseCookie();
  load_url = '';
  constructor(load_url) {
    if (load_url instanceof ApiURL) {
      this.load_url = load_url.load_url;
    } else {
      this.load_url = load_url;
    }
    if (!this.load_url.startsWith('/')) {
      this.load_url = '/' + this.load_url;
    }
  }
  toString() {
    return ApiURL.base_url + this.load_url;
  }
}
export class HrefUrl {
  constructor(path) { this.path = path; }
  get href() { return 'https://files.example.com' + this.path; }
}
export class ShopUrl extends URL {
  constructor(path) { super(path, 'https://shop.example.com/v2/'); }
}
export class Endpoint {
  constructor(path) { this.path = path; }
  toString() { return '/api' + this.path; }
  withQuery(q) { return new Endpoint(this.path + '?' + q); }
}
"""

SERVER = """\
import * as LRR from './common.js';
export function callAPI(endpoint, method) {
  const url = new LRR.ApiURL(endpoint);
  return fetch(url, { method }).then((r) => r.json());
}
export const deleteItem = (id) => callAPI(`/api/items/${id}`, 'DELETE');
export const listItems = () => callAPI('/api/items', 'GET');
export const listOrders = () => fetch(new LRR.ShopUrl('orders'));
export const readFile = (name) => fetch(new LRR.HrefUrl(`/files/${name}`).href);
export const builder = () => fetch(new LRR.Endpoint('/reports'));
"""

FILES = {"src/common.js": COMMON, "src/server.js": SERVER}


def test_to_string_class_sends_the_callers_endpoint(derive_files):
    contract = derive_files(FILES)
    assert bindings(capability(contract, "DELETE", "/api/items/{id}")) == {"path:id": "id"}
    assert bindings(capability(contract, "GET", "/api/items")) == {}


def test_url_subclass_and_href_getter_are_the_urls_they_build(derive_files):
    contract = derive_files(FILES)
    orders = capability(contract, "GET", "/v2/orders")
    assert orders["implementation"]["requests"][0]["service"] != \
        capability(contract, "GET", "/api/items")["implementation"]["requests"][0]["service"]
    assert bindings(capability(contract, "GET", "/files/{name}")) == {"path:name": "name"}


def test_a_class_with_other_methods_stays_an_instance(derive_files):
    contract = derive_files(FILES)
    assert endpoints(contract) == {("DELETE", "/api/items/{id}"), ("GET", "/api/items"),
                                   ("GET", "/v2/orders"), ("GET", "/files/{name}")}
    assert any("an object instance" in r["message"] and
               any(e["file"] == "src/server.js" and e["line"] == 10 for e in r["evidence"])
               for r in contract["review"])


def test_copy_and_self_rewrite_branches_are_left_out():
    param = ParamV("f#1", "url")
    hole = HoleV("load_url", AltV((ParamV("f#1", "url", ("load_url",)), param,
                                   StrV((Text("/"), HoleV("load_url", UnknownV("cycle")))))))
    assert without_self_copy(StrV((Text("b"), hole)), frozenset({"load_url"})) == \
        StrV((Text("b"), HoleV("load_url", param)))


def test_a_piece_left_with_nothing_stays_as_it_was():
    hole = HoleV("load_url", AltV((UnknownV("cycle"), UnknownV("url-member"))))
    assert without_self_copy(StrV((hole,)), frozenset()) == StrV((hole,))


REQUESTS = """\
export function remove(id) {
  return fetch(new Request(`/api/notes/${id}`, { method: 'DELETE' }));
}
export function list() {
  const req = new Request('/api/notes');
  return fetch(req);
}
export function create(text) {
  return fetch(new Request('/api/notes', { method: 'POST', body: JSON.stringify({ text }) }));
}
export function rename(id, name) {
  return fetch(new Request(`/api/tags/${id}`, { method: 'GET' }), { method: 'PATCH' });
}
"""


def test_fetch_of_a_request_object_is_fetch_of_its_url_and_init(derive_files):
    contract = derive_files({"src/api.js": REQUESTS})
    assert endpoints(contract) == {("DELETE", "/api/notes/{id}"), ("GET", "/api/notes"),
                                   ("POST", "/api/notes"), ("PATCH", "/api/tags/{id}")}
    create = capability(contract, "POST", "/api/notes")
    request = create["implementation"]["requests"][0]
    assert bindings(create) == {"body:text": "text"}
    assert request["bodyEncoding"] == "json"
    assert request["callSites"][0]["rule"] == "fetch.request-object"
