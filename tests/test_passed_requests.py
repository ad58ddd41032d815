"""A request wrapper of the app's own, passed into API classes' constructors and kept in a field.

Rules ``this.constructor-passes-on`` (``new ItemsApi(requests)`` inside ``UserClient(requests)``
passes what ``new UserClient(…)`` was given), ``client.declared-class`` (a field or parameter
declared with the program's own class is an instance of it when its value is not followed),
``this.agreed-argument`` (a constructor argument every ``new`` passes alike holds that value) and
``review.unknown-http-library`` for an options object whose ``url`` names the endpoint (a
receiver nothing follows is reviewed, never a silent miss)."""
from __future__ import annotations

from conftest import capability, endpoints

REQUESTS = """\
export type RequestArgs<T> = { url: string; body?: T };
export class Requests {
  private baseUrl: string;
  private token: string;
  constructor(baseUrl: string, token = "") {
    this.baseUrl = baseUrl;
    this.token = token;
  }
  get<T>(args: RequestArgs<T>) { return this.send("GET", args); }
  post<T>(args: RequestArgs<T>) { return this.send("POST", args); }
  private send(method: string, args: RequestArgs<unknown>) {
    return fetch(this.baseUrl + args.url, {
      method, headers: { Authorization: this.token }, body: JSON.stringify(args.body) });
  }
}
"""

BASE = """\
import type { Requests } from "./requests";
export class BaseAPI {
  http: Requests;
  constructor(requests: Requests) { this.http = requests; }
}
"""

ITEMS = """\
import { BaseAPI } from "./base";
export class ItemsApi extends BaseAPI {
  getAll() { return this.http.get({ url: "/api/items" }); }
  create(name: string) { return this.http.post({ url: "/api/items", body: { name } }); }
}
"""

CLIENT = """\
import { ItemsApi } from "./items";
import type { Requests } from "./requests";
export class UserClient {
  items: ItemsApi;
  constructor(requests: Requests) { this.items = new ItemsApi(requests); }
}
"""


def coverage(contract: dict) -> tuple[int, int, int, int]:
    found = contract["source"]["coverage"]
    return (found["requestLikeSites"], found["resolved"], found["reviewed"],
            found["unresolved"])


def test_a_wrapper_passed_through_a_composing_constructor_is_followed(derive_files):
    contract = derive_files({
        "src/requests.ts": REQUESTS, "src/base.ts": BASE, "src/items.ts": ITEMS,
        "src/client.ts": CLIENT,
        "src/use-api.ts": 'import { UserClient } from "./client";\n'
                          'import { Requests } from "./requests";\n'
                          'export const api = new UserClient(new Requests("https://inv.example.com", "t"));\n'})
    assert endpoints(contract) == {("GET", "/api/items"), ("POST", "/api/items")}
    assert [(s["observedBaseUrls"][0]["url"], s["evidence"][0]["rule"])
            for s in contract["services"]] == [("https://inv.example.com", "service.constant")]
    create = capability(contract, "POST", "/api/items")
    assert create["name"] == "create_item"
    assert sorted(create["inputSchema"]["properties"]) == ["name"]
    assert [s["file"] for s in create["implementation"]["requests"][0]["callSites"]] == \
        ["src/items.ts"]
    assert coverage(contract) == (2, 2, 0, 0)


def test_the_declared_class_stands_when_constructions_differ(derive_files):
    contract = derive_files({
        "src/requests.ts": REQUESTS, "src/base.ts": BASE, "src/items.ts": ITEMS,
        "src/client.ts": CLIENT,
        "src/use-api.ts": 'import { UserClient } from "./client";\n'
                          'import { Requests } from "./requests";\n'
                          'export const api = new UserClient(new Requests("", "t"));\n'
                          'export const guest = new UserClient(new Requests(""));\n'})
    assert endpoints(contract) == {("GET", "/api/items"), ("POST", "/api/items")}
    # every `new Requests` passes '' as its base: the page's own origin, no base input
    assert [s["evidence"][0]["rule"] for s in contract["services"]] == ["service.same-origin"]
    assert capability(contract, "GET", "/api/items")["inputSchema"]["properties"] == {}
    assert coverage(contract) == (2, 2, 0, 0)


def test_a_base_the_constructions_disagree_on_is_a_binding_never_a_path_input(derive_files):
    contract = derive_files({
        "src/requests.ts": REQUESTS, "src/base.ts": BASE, "src/items.ts": ITEMS,
        "src/client.ts": CLIENT,
        "src/use-api.ts": 'import { UserClient } from "./client";\n'
                          'import { Requests } from "./requests";\n'
                          'export const a = (base: string) => new UserClient(new Requests(base));\n'
                          'export const b = new UserClient(new Requests("/v2", "t"));\n'})
    assert endpoints(contract) == {("GET", "/api/items"), ("POST", "/api/items")}
    assert [(s["evidence"][0]["rule"], s["evidence"][0]["note"])
            for s in contract["services"]] == [("service.unresolved-base", "baseUrl")]
    assert capability(contract, "GET", "/api/items")["inputSchema"]["properties"] == {}


def test_a_parameter_declared_with_the_wrapper_class_is_that_class(derive_files):
    contract = derive_files({
        "src/requests.ts": REQUESTS,
        "src/ping.ts": 'import type { Requests } from "./requests";\n'
                       'export function currentSeason(requests: Requests) {\n'
                       '  return requests.get({ url: "/api/seasons/current" });\n}\n'})
    assert endpoints(contract) == {("GET", "/api/seasons/current")}


UNFOLLOWED = """\
export class NotesApi {
  constructor(transport) { this.http = transport; }
  list() { return this.http.get({ url: "/api/notes" }); }
  create(text) { return this.http.post({ url: `/api/notes`, body: { text } }); }
  peek() { return this.cache.get({ key: "notes" }); }
}
export const notes = new NotesApi(window.transport);
"""


def test_an_unfollowed_receiver_given_a_url_option_is_reviewed(derive_files):
    contract = derive_files({"src/notes.js": UNFOLLOWED})
    assert contract["capabilities"] == []
    tail = ("with a URL-like argument: an HTTP client code2skill does not recognise or cannot "
            "follow, so its endpoint is not in the contract")
    assert sorted((r["severity"], r["evidence"][0]["line"], r["message"])
                  for r in contract["review"]) == [
        ("medium", 3, f"call of this.http.get {tail} (its URL starts with '/api/notes')"),
        ("medium", 4, f"call of this.http.post {tail} (its URL starts with '/api/notes')")]
    assert coverage(contract) == (2, 0, 2, 0)
