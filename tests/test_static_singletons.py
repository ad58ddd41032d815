"""A singleton a class stores in its own static field (:func:`code2skill.static_members.
stored_instance`, rule ``this.static-field``): ``C.getInstance()`` returning the field its
static method fills with ``new C()`` is that instance, so the calls made on it reach the
class's methods; writes that disagree leave the calls unfollowed, as before."""
from __future__ import annotations

from conftest import endpoints

CLIENT = """\
export class ApiClient {
  private static instance: ApiClient;
  private basePath: string;
  private constructor() { this.basePath = '/api'; }
  static getInstance(): ApiClient {
    if (!ApiClient.instance) {
      ApiClient.instance = new ApiClient();
    }
    return ApiClient.instance;
  }
  request(endpoint: string, options: RequestInit = {}) {
    return fetch(`${this.basePath}${endpoint}`, options);
  }
  get(endpoint: string) { return this.request(endpoint, { method: 'GET' }); }
  delete(endpoint: string) { return this.request(endpoint, { method: 'DELETE' }); }
}
export const apiClient = ApiClient.getInstance();
"""

CALLS = """\
import { apiClient, ApiClient } from './client';
export const getNote = (id: string) => apiClient.get(`/notes/${id}`);
export const dropNote = (id: string) => ApiClient.getInstance().delete(`/notes/${id}`);
"""


def test_a_lazily_made_singleton_is_the_instance_its_factory_stores(derive_files):
    contract = derive_files({"src/client.ts": CLIENT, "src/notes.ts": CALLS})
    assert endpoints(contract) == {("GET", "/api/notes/{id}"), ("DELETE", "/api/notes/{id}")}


def test_it_finds_what_a_construction_written_at_the_binding_finds(derive_files):
    eager = CLIENT.replace("export const apiClient = ApiClient.getInstance();",
                           "export const apiClient = new ApiClient();")
    assert endpoints(derive_files({"src/client.ts": CLIENT, "src/notes.ts": CALLS})) == \
        endpoints(derive_files({"src/client.ts": eager, "src/notes.ts": CALLS}))


NULLISH = """\
export class Tags {
  static instance: Tags | null = null;
  static shared(): Tags {
    this.instance ??= new Tags();
    return this.instance;
  }
  read(path: string) { return fetch(`/api/tags${path}`); }
}
export const all = () => Tags.shared().read('/all');
"""


def test_this_in_a_static_method_stores_it_too(derive_files):
    assert endpoints(derive_files({"src/tags.ts": NULLISH})) == {("GET", "/api/tags/all")}


TWO_CLASSES = """\
class PublicApi { get(path: string) { return fetch(`/public${path}`); } }
class AdminApi { get(path: string) { return fetch(`/admin${path}`); } }
export class Api {
  static instance: PublicApi | AdminApi;
  static asAdmin() { Api.instance = new AdminApi(); }
  static current() {
    if (!Api.instance) Api.instance = new PublicApi();
    return Api.instance;
  }
}
export const item = (id: string) => Api.current().get(`/items/${id}`);
"""


def test_a_field_storing_instances_of_two_classes_is_not_followed(derive_files):
    contract = derive_files({"src/api.ts": TWO_CLASSES})
    assert endpoints(contract) == set()
    assert any("Api.current(…).get" in item["message"] for item in contract["review"])


STORED_TEXT = """\
export class Settings {
  static base: string | null = null;
  static configure() { Settings.base = '/v2'; }
  static load() { return fetch(`${Settings.base}/settings`); }
}
"""


def test_a_field_storing_anything_but_an_instance_keeps_its_initialiser(derive_files):
    assert ("GET", "/v2/settings") not in endpoints(derive_files({"src/settings.ts":
                                                                   STORED_TEXT}))
