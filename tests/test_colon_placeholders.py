"""Rule ``path.colon-placeholder``: an Express-style ``:name`` segment of a path is the path
parameter ``{name}``, never literal text, also when a helper fills it in a loop over an
object's keys (``url = url.replace(`:${k}`, parts[k])``), which keeps the URL's text."""
from __future__ import annotations

from code2skill.colon_placeholders import colon_placeholders
from code2skill.values import HoleV, Text, UnknownV
from test_recognisers import check

FILES = {
    "common/route.ts": """\
export function route(path: string, parts: Record<string, unknown> = {}) {
  let url = path
  for (const part in parts) {
    url = url.replace(`:${part}`, String(parts[part]))
  }
  return url
}
""",
    "common/endpoint.ts": """\
import { route } from './route'
export function endpoint(p: string, params: Record<string, unknown> = {}) {
  return '/api/v1' + route(p, params)
}
""",
    "common/request.ts": """\
import axios from 'axios'
const client = axios.create()
export function request(method: string, url: string, data?: unknown) {
  return client.request({ method, url, data })
}
""",
    "locations.ts": """\
import { request } from './common/request'
import { endpoint } from './common/endpoint'
export function getLocation(id: string) {
  // @expect GET /api/v1/locations/{id}
  return request('GET', endpoint('/locations/:id', { id }))
}
export function bulk(ids: string[]) {
  // @expect POST /api/v1/invoices/bulk
  return request('POST', endpoint('/invoices/bulk'), { ids })
}
export function updateContact(client: string, contact: string, name: string) {
  // @expect PUT /api/v1/clients/{client}/contacts/{contact}
  return request('PUT', endpoint('/clients/:client/contacts/:contact', { client, contact }), { name })
}
""",
}


def test_placeholders_filled_in_a_loop_are_path_parameters(derive_files):
    contract = derive_files(FILES)
    rule = "wrapper.call"
    check(contract, FILES, {
        ("GET", "/api/v1/locations/{id}"): ("none", "unknown", {"path:id": "id"}, rule,
                                            "getLocation"),
        ("POST", "/api/v1/invoices/bulk"): ("json", "unknown", {"body:ids": "ids"}, rule, "bulk"),
        ("PUT", "/api/v1/clients/{client}/contacts/{contact}"): (
            "json", "unknown", {"path:client": "client", "path:contact": "contact",
                                "body:name": "name"}, rule, "updateContact"),
    })
    assert sorted((r["capability"], r["message"]) for r in contract["review"]
                  if "placeholder" in r["message"]) == [
        ("get_location", "path placeholder ':id' is filled at run time from the caller's "
         "values; it is the path parameter {id}"),
        ("update_client_contact", "path placeholder ':client' is filled at run time from the "
         "caller's values; it is the path parameter {client}"),
        ("update_client_contact", "path placeholder ':contact' is filled at run time from the "
         "caller's values; it is the path parameter {contact}")]


def test_a_literal_colon_path_is_never_a_literal_template(derive_files):
    files = {"a.ts": "import axios from 'axios'\n"
                     "// @expect DELETE /api/boards/{boardId}\n"
                     "export const drop = () => axios.delete('/api/boards/:boardId')\n"}
    contract = derive_files(files)
    check(contract, files, {("DELETE", "/api/boards/{boardId}"): (
        "none", "unknown", {"path:boardId": "boardId"}, "axios.call", "drop")})


def test_colon_placeholders():
    notes: list = []
    parts = [Text("/api/"), Text(":id/items/:item_2"), Text("/x:y/:9")]
    out = colon_placeholders(parts, notes)
    assert out == [Text("/api/"), HoleV("id", UnknownV("colon-placeholder")),
                   Text("/items/"), HoleV("item_2", UnknownV("colon-placeholder")),
                   Text("/x:y/:9")]
    assert [n[1].split(" is")[0] for n in notes] == ["path placeholder ':id'",
                                                    "path placeholder ':item_2'"]
    assert colon_placeholders([Text("http://host:8080/a")], []) == [Text("http://host:8080/a")]
    assert colon_placeholders([HoleV("base", UnknownV("x")), Text(":id")], []) == \
        [HoleV("base", UnknownV("x")), Text(":id")]
