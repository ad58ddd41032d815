"""Generic service layers (:mod:`code2skill.class_layers`): members a subclass supplies to a
base class's URL helper, refused actions, ``super``/``prototype`` calls, routes merged into a
field and filled from a model, and string helpers on a model name."""
from __future__ import annotations

from conftest import endpoints

HTTP = "import axios from 'axios';\nexport const http = axios.create({ baseURL: '/api' });\n"

BASE = """\
import { http } from './http';
export enum Verb { List = 'list', Info = 'info', Create = 'create', Remove = 'remove' }
export abstract class Base {
  protected apiRoot = '/v1/';
  protected collection: string;
  supported: Verb[] = [Verb.List, Verb.Info, Verb.Create, Verb.Remove];
  protected base(): string { return `${this.apiRoot}${this.collection}/`; }
  list() { return http.get(this.base()); }
  create(body: object) {
    if (!this.supported.includes(Verb.Create)) throw new Error('no');
    return http.post(this.base(), body);
  }
  remove(id: string) { return http.delete(`${this.base()}${id}`); }
}
"""

SUBS = """\
import { Base, Verb } from './base';
export class Invoices extends Base {
  constructor() { super(); this.collection = 'invoices'; }
  remove(id: string) { return super.remove(id); }
}
export class Audits extends Base {
  supported = [Verb.List];
  constructor() { super(); this.collection = 'audits'; }
}
export class Payments extends Base {
  constructor() { super(); this.collection = 'payments'; }
  remove(id: string): never { throw new Error(id); }
}
"""


# a page calling every method of each subclass (a method no code calls is no Tool: rule
# wrapper.never-called)
SUBS_PAGE = """\
import { Invoices, Audits, Payments } from './subs';
const invoices = new Invoices(), audits = new Audits(), payments = new Payments();
export const listAll = () => [invoices.list(), audits.list(), payments.list()];
export const add = (body: object) => [invoices.create(body), audits.create(body),
                                      payments.create(body)];
export const drop = (id: string) => [invoices.remove(id), audits.remove(id),
                                     payments.remove(id)];
"""


def test_a_member_the_subclass_constructor_assigns_names_each_endpoint(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/base.ts": BASE, "src/subs.ts": SUBS,
                             "src/page.ts": SUBS_PAGE})
    assert endpoints(contract) == {
        ("GET", "/api/v1/invoices/"), ("POST", "/api/v1/invoices/"),
        ("DELETE", "/api/v1/invoices/{id}"),
        ("GET", "/api/v1/audits/"), ("DELETE", "/api/v1/audits/{id}"),
        ("GET", "/api/v1/payments/"), ("POST", "/api/v1/payments/"),
    }
    assert not any("{collection}" in r["message"] for r in contract["review"])


ROUTE_KEY = """\
import { http } from './http';
export class Resource {
  routeKey = '';
  constructor(key: string) { this.routeKey = key; }
  all() { return http.get(`/${this.routeKey}`); }
}
export class Tags extends Resource { constructor() { super('tags'); } }
export class Labels extends Resource {
  constructor() { super('labels'); }
  all() { return Resource.prototype.all.call(this); }
}
"""


def test_the_constructor_assignment_wins_over_the_initialiser(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/resource.ts": ROUTE_KEY})
    assert endpoints(contract) == {("GET", "/api/tags"), ("GET", "/api/labels")}


def test_a_guarded_constructor_write_keeps_the_initialiser(derive_files):
    source = ROUTE_KEY.replace("this.routeKey = key;", "if (key) this.routeKey = key;") \
        .replace("routeKey = '';", "routeKey = 'all';")
    contract = derive_files({"src/http.ts": HTTP, "src/resource.ts": source})
    assert ("GET", "/api/all") in endpoints(contract)


NESTED = """\
import { http } from './http';
export function fillRoute(route: string, model: any): string {
  return route.replace(/\\{(\\w+)\\}/g, (_, key) => model[key]);
}
export class Nested {
  protected paths: { list?: string; create?: string } = {};
  constructor(paths: { list?: string; create?: string }) { Object.assign(this.paths, paths); }
  list(model: any) { return http.get(fillRoute(this.paths.list, model)); }
  create(model: any, body: object) { return http.post(fillRoute(this.paths.create, model), body); }
}
export class Cards extends Nested {
  constructor() { super({ list: '/boards/{boardId}/cards', create: '/boards/{boardId}/cards' }); }
}
"""


def test_routes_merged_into_a_field_and_filled_from_a_model(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/nested.ts": NESTED})
    assert endpoints(contract) == {("GET", "/api/boards/{boardId}/cards"),
                                   ("POST", "/api/boards/{boardId}/cards")}


MODEL = """\
import pluralize from 'pluralize';
import { kebabCase, lowerFirst } from 'lodash';
import { http } from './http';
export class ModelService {
  constructor(private modelName: string) {}
  protected path(): string { return `/${pluralize(lowerFirst(this.modelName))}`; }
  fetchAll() { return http.get(this.path()); }
  settings() { return http.get(`/${kebabCase(this.modelName)}/settings`); }
}
export class Groups extends ModelService { constructor() { super('UserGroup'); } }
"""


def test_a_path_computed_from_the_model_name_with_string_helpers(derive_files):
    contract = derive_files({"src/http.ts": HTTP, "src/model.ts": MODEL})
    assert endpoints(contract) == {("GET", "/api/userGroups"),
                                   ("GET", "/api/user-group/settings")}
    cap = next(c for c in contract["capabilities"]
               if c["implementation"]["requests"][0]["pathTemplate"] == "/api/userGroups")
    via = cap["implementation"]["requests"][0]["callSites"][0]["via"]
    assert [(v["line"], v["rule"]) for v in via] == [
        (10, "this.subclass-value"), (6, "value.string-helper")]


INJECTED = """\
import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';
export abstract class ResourceBase {
  protected constructor(protected readonly http_: HttpClient) {}
}
@Injectable()
export class Pods extends ResourceBase {
  constructor(readonly http: HttpClient) { super(http); }
  list() { return this.http_.get('/api/v1/pods'); }
}
"""


def test_an_injected_parameter_property_keeps_its_declared_client(derive_files):
    contract = derive_files({"src/pods.ts": INJECTED})
    assert endpoints(contract) == {("GET", "/api/v1/pods")}


GETTER = """\
import axios from 'axios';
class ApiClient {
  constructor(resource) { this.resource = resource; }
  get url() { return `${import.meta.env.VITE_API}/${this.resource}`; }
  get() { return axios.get(this.url); }
  show(id) { return axios.get(`${this.url}/${id}`); }
}
class Products extends ApiClient { constructor() { super('products'); } }
export default new Products();
"""


def test_a_getter_read_in_the_base_class_is_evaluated_per_subclass(derive_files):
    contract = derive_files({"src/api.js": GETTER})
    assert endpoints(contract) == {("GET", "/products"), ("GET", "/products/{id}")}


EMPTY_INITIALISER = """\
import { HttpClient } from '@angular/common/http';
export abstract class Base {
  apiUrl = '/api/';
  entityName = '';
  constructor(protected http: HttpClient) {}
  getAll() { return this.http.get(`${this.apiUrl}${this.entityName}`); }
}
export class Products extends Base {
  constructor(http: HttpClient) { super(http); this.entityName = 'products'; }
  getAll() { return super.getAll(); }
}
export class Plain extends Base {}
"""


def test_a_base_initialiser_a_subclass_constructor_reassigns(derive_files):
    contract = derive_files({"src/base.ts": EMPTY_INITIALISER})
    assert endpoints(contract) == {("GET", "/api/products"), ("GET", "/api")}


CACHED_LOCAL = """\
import { HttpClient } from '@angular/common/http';
export abstract class Crud {
  constructor(protected url: string, protected http: HttpClient) {}
  protected getUrl(): string { return this.url; }
  findAll() { const url = `${this.getUrl()}`; return this.http.get(url); }
}
export class Genres extends Crud {
  constructor(http: HttpClient) { super('/api/genres', http); }
}
"""


def test_a_local_read_in_a_base_method_is_evaluated_per_subclass(derive_files):
    contract = derive_files({"src/crud.ts": CACHED_LOCAL})
    assert endpoints(contract) == {("GET", "/api/genres")}


SAME_ENV = """\
import axios from 'axios';
const client = axios.create({ baseURL: import.meta.env.VITE_API });
export const list = () => client.get(`${import.meta.env.VITE_API}/products`);
"""


def test_a_path_starting_with_the_clients_own_env_base_is_not_joined_twice(derive_files):
    contract = derive_files({"src/api.js": SAME_ENV})
    assert endpoints(contract) == {("GET", "/products")}
    assert [s["id"] for s in contract["services"]] == ["app"]


def test_a_field_initialiser_reads_the_instance_members(derive_files):
    """Rule this.field-initialiser: calls written in a class body outside its methods run with
    an instance of the class as ``this``, so a ``new`` there passes the component's client."""
    contract = derive_files({"src/items.ts": (
        "import { Component, inject } from '@angular/core';\n"
        "import { HttpClient } from '@angular/common/http';\n"
        "class ItemsSource {\n"
        "  constructor(private http: HttpClient, private kind: string) {}\n"
        "  load() { return this.http.get(`/api/items/${this.kind}`); }\n"
        "}\n"
        "@Component({ selector: 'app-items', template: '' })\n"
        "export class ItemsComponent {\n"
        "  private http = inject(HttpClient);\n"
        "  source = new ItemsSource(this.http, 'books');\n"
        "  tags$ = this.http.get<string[]>('/api/tags');\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/items/books"), ("GET", "/api/tags")}
