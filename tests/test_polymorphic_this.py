"""Rule ``this.subclass-value``: a base-class method whose URL reads a member that subclasses
set is one endpoint per subclass value, with the base-class call site as primary evidence and
the subclass's literal as secondary evidence."""
from __future__ import annotations

from conftest import bindings, capability, endpoints
from test_recognisers import line_of

CLIENT = """\
class ApiClient {
  post(path: string, body?: any) {
    return fetch(`/api${path}`, { method: 'POST', body: JSON.stringify(body) });
  }
}
export const client = new ApiClient();
"""

BASE = """\
import { client } from '../client';

export default abstract class BaseStore {
  apiEndpoint: string;

  constructor(endpoint?: string) {
    if (endpoint) {
      this.apiEndpoint = endpoint;
    }
  }

  fetchPage = async (params: { limit: number }) => {
    const res = await client.post(`/${this.apiEndpoint}.list`, params);
    return res;
  };

  async remove(id: string) {
    return client.post(`/${this.apiEndpoint}.delete`, { id });
  }
}
"""

DOCUMENTS = """\
import BaseStore from './BaseStore';

export default class DocumentsStore extends BaseStore {
  apiEndpoint = 'documents';
}
"""

COLLECTIONS = """\
import BaseStore from './BaseStore';

export default class CollectionsStore extends BaseStore {
  constructor() {
    super('collections');
  }
}
"""

SHARES = """\
import BaseStore from './BaseStore';

export default class SharesStore extends BaseStore {
  constructor() {
    super();
    this.apiEndpoint = 'shares';
  }
}
"""

FILES = {"src/client.ts": CLIENT, "src/stores/BaseStore.ts": BASE,
         "src/stores/DocumentsStore.ts": DOCUMENTS,
         "src/stores/CollectionsStore.ts": COLLECTIONS, "src/stores/SharesStore.ts": SHARES}

SPECIALISED = {(m, f"/api/{name}.{action}") for m in ("POST",)
               for name in ("documents", "collections", "shares")
               for action in ("list", "delete")}


def subclass_evidence(cap: dict) -> tuple[tuple[str, int], tuple[str, int]]:
    """``((file, line) of the call site, (file, line) of the subclass literal)``."""
    site = cap["implementation"]["requests"][0]["callSites"][0]
    extra = [v for v in site["via"] if v["rule"] == "this.subclass-value"]
    assert len(extra) == 1
    return (site["file"], site["line"]), (extra[0]["file"], extra[0]["line"])


def test_one_endpoint_per_subclass_value(derive_files):
    contract = derive_files(FILES)
    assert endpoints(contract) == SPECIALISED
    assert not any("apiEndpoint" in r["message"] for r in contract["review"])


def test_each_inferred_endpoint_is_reviewed(derive_files):
    contract = derive_files(FILES)
    cap = capability(contract, "POST", "/api/shares.delete")
    assert cap["status"] == "requires-review"
    assert [(r["severity"], r["message"]) for r in contract["review"]
            if r["capability"] == cap["name"] and "inferred" in r["message"]] == [
        ("medium", "endpoint inferred for subclass SharesStore of BaseStore: no call of "
                   "BaseStore.remove was found in the analysed program, so the client may never "
                   "make this request")]


def test_evidence_is_the_base_call_site_and_the_subclass_literal(derive_files):
    contract = derive_files(FILES)
    list_line = line_of(BASE, "client.post(`/${this.apiEndpoint}.list`")
    delete_line = line_of(BASE, "client.post(`/${this.apiEndpoint}.delete`")
    cases = {
        ("/api/documents.list", list_line): ("src/stores/DocumentsStore.ts",
                                              line_of(DOCUMENTS, "'documents'")),
        ("/api/collections.delete", delete_line): ("src/stores/CollectionsStore.ts",
                                                   line_of(COLLECTIONS, "super('collections')")),
        ("/api/shares.list", list_line): ("src/stores/SharesStore.ts",
                                          line_of(SHARES, "'shares'")),
    }
    for (path, line), literal in cases.items():
        cap = capability(contract, "POST", path)
        assert subclass_evidence(cap) == (("src/stores/BaseStore.ts", line), literal)
    assert bindings(capability(contract, "POST", "/api/documents.list")) == {
        "body:limit": "limit"}
    assert bindings(capability(contract, "POST", "/api/shares.delete")) == {"body:id": "id"}


def test_an_unknown_subclass_value_keeps_the_base_request_and_its_review(derive_files):
    files = dict(FILES)
    files["src/stores/UsersStore.ts"] = """\
import BaseStore from './BaseStore';
import { endpointFor } from 'somewhere';

export default class UsersStore extends BaseStore {
  apiEndpoint = endpointFor('users');
}
"""
    contract = derive_files(files)
    assert endpoints(contract) == SPECIALISED | {("POST", "/api/{apiEndpoint}.list"),
                                                ("POST", "/api/{apiEndpoint}.delete")}
    assert any("apiEndpoint" in r["message"] for r in contract["review"])


def test_an_instantiated_base_class_keeps_its_own_request(derive_files):
    base = BASE.replace("export default abstract class", "export default class") + \
        "export const generic = new BaseStore(endpointFromServer());\n" \
        "declare function endpointFromServer(): string;\n"
    files = {"src/client.ts": CLIENT, "src/stores/BaseStore.ts": base,
             "src/stores/DocumentsStore.ts": DOCUMENTS}
    assert endpoints(derive_files(files)) == {
        ("POST", "/api/documents.list"), ("POST", "/api/documents.delete"),
        ("POST", "/api/{apiEndpoint}.list"), ("POST", "/api/{apiEndpoint}.delete")}


def test_no_subclass_and_method_parameters_are_unchanged(derive_files):
    source = """\
import { client } from './client';

export class Lone {
  apiEndpoint: string;
  list() { return client.post(`/${this.apiEndpoint}.list`); }
}

export class Resource {
  get(kind: string) { return client.post(`/${kind}.info`); }
}

export class Child extends Resource {
  kind = 'child';
}
"""
    contract = derive_files({"src/client.ts": CLIENT, "src/stores.ts": source})
    assert endpoints(contract) == {("POST", "/api/{apiEndpoint}.list"),
                                   ("POST", "/api/{kind}.info")}
