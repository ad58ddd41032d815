"""Ember Data adapter actions: ``store.adapterFor(name).action(record)`` into a native
adapter's method that calls ``this.ajax(url, method, { data })``, with the URL from
``urlPrefix()``, an argument-less ``buildURL()`` and ``urlFor…`` methods."""
from conftest import bindings, capability, endpoints, uncalled_tool

PACKAGE = '{"name": "fleet", "devDependencies": {"ember-source": "5.4.0"}}'
APPLICATION = """import RESTAdapter from '@ember-data/adapter/rest';
export default class ApplicationAdapter extends RESTAdapter {
  namespace = 'v1';
  urlForFindRecord(id, modelName) {
    return `/${this.urlPrefix()}/${modelName}/${encodeURIComponent(id)}`;
  }
}
"""
NODE = """import ApplicationAdapter from './application';
export default class NodeAdapter extends ApplicationAdapter {
  drain(node, spec) {
    const url = `${this.urlForFindRecord(node.id, 'node')}/drain`;
    return this.ajax(url, 'POST', { data: { DrainSpec: spec } });
  }
  events(node) {
    return this.ajax(`${this.buildURL()}/node/${node.id}/events`, 'GET', { data: { since: 5 } });
  }
  purge() {
    return this.ajax(`${this.host || '/'}${this.urlPrefix()}/system/gc`, 'PUT');
  }
  register(spec) {
    return this.ajax(`${this.urlForCreateRecord('node')}/register`, 'POST', { data: spec });
  }
}
"""
MODEL = """import Model, { attr } from '@ember-data/model';
export default class NodeModel extends Model {
  @attr('string') name;
  drain(spec) { return this.store.adapterFor('node').drain(this, spec); }
}
"""


def fleet(derive_files, **extra):
    return derive_files({"package.json": PACKAGE, "app/adapters/application.js": APPLICATION,
                         "app/adapters/node.js": NODE, "app/models/node.js": MODEL, **extra})


def test_adapter_methods_make_their_own_requests_under_the_adapter_prefix(derive_files):
    contract = fleet(derive_files)
    # drain() is called through store.adapterFor('node'); the others are not: no Tools
    assert endpoints(contract) == {("POST", "/v1/node/{id}/drain")}
    drain = capability(contract, "POST", "/v1/node/{id}/drain")
    assert bindings(drain) == {"body:DrainSpec": "DrainSpec", "path:id": "id"}
    [site] = drain["implementation"]["requests"][0]["callSites"]
    assert (site["file"], site["line"], site["rule"]) == (
        "app/adapters/node.js", 5, "ember-data.adapter-ajax")
    never = sorted(r["message"].split(" does not make ")[1].split(" and no Tool")[0]
                   for r in contract["review"] if uncalled_tool(r))
    assert never == ["GET /v1/node/{id}/events", "POST /v1/nodes/register", "PUT /v1/system/gc"]


def test_with_a_host_the_prefix_is_the_host_then_the_namespace(derive_files):
    application = """import RESTAdapter from '@ember-data/adapter/rest';
export default class ApplicationAdapter extends RESTAdapter {
  host = 'https://api.fleet.test';
  namespace = 'v1';
  stat(id) { return this.ajax(`${this.urlPrefix()}/stat/${id}`); }
  ping() { return this.ajax(`${this.buildURL()}/ping`); }
}
"""
    contract = derive_files({"package.json": PACKAGE, "app/adapters/application.js": application})
    assert endpoints(contract) == {("GET", "/v1/stat/{id}"), ("GET", "/v1/ping")}
    [service] = contract["services"]
    assert [u["url"] for u in service["observedBaseUrls"]] == ["https://api.fleet.test"]
    assert {r["service"] for c in contract["capabilities"]
            for r in c["implementation"]["requests"]} == {service["id"]}


def test_a_url_the_resolver_cannot_follow_is_reviewed_not_guessed(derive_files):
    node = NODE.replace("const url = `${this.urlForFindRecord(node.id, 'node')}/drain`;",
                        "const url = cut(this.urlForFindRecord(node.id, 'node'), '/drain');")
    node = "import cut from 'fleet/utils/cut';\n" + node
    cut = """export default function cut(url, extension) {
  const parts = url.split('/');
  const id = parts.pop();
  return `${parts.join('/')}${extension}/${id}`;
}
"""
    contract = fleet(derive_files, **{"app/adapters/node.js": node, "app/utils/cut.js": cut})
    assert not [e for e in endpoints(contract) if e[1].endswith("/drain")]
    [item] = [r for r in contract["review"] if "adapter's ajax() call" in r["message"]]
    assert item["message"] == (
        "the URL of this adapter's ajax() call is built from values the source does not show "
        "(an override or helper the resolver cannot follow, or a choice of URL shapes it "
        "cannot decide): the request is not in the contract (rule ember-data.adapter-ajax)")
    assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == (
        "app/adapters/node.js", 6)


def test_adapter_for_a_model_without_its_own_adapter_is_the_application_adapter(derive_files):
    application = APPLICATION.replace(
        "  urlForFindRecord", "  ping() { return this.ajax(`${this.buildURL()}/ping`); }\n"
        "  urlForFindRecord")
    route = """import Route from '@ember/routing/route';
export default class StatusRoute extends Route {
  model() { return this.store.adapterFor('status').ping(); }
}
"""
    contract = derive_files({"package.json": PACKAGE, "app/adapters/application.js": application,
                             "app/routes/status.js": route})
    assert endpoints(contract) == {("GET", "/v1/ping")}
    assert not [r for r in contract["review"]
                if r["evidence"][0]["rule"] == "wrapper.never-called"]


WATCHABLE = """import ApplicationAdapter from './application';
export default class Watchable extends ApplicationAdapter {
  ajax(url, type, options = {}) {
    if (type !== 'GET') return super.ajax(url, type, options);
    return super.ajax(url, type, { ...options, timeout: 30 });
  }
}
"""


def test_an_ajax_override_is_followed_with_each_callers_url(derive_files):
    node = NODE.replace("import ApplicationAdapter from './application';",
                        "import ApplicationAdapter from './watchable';")
    contract = fleet(derive_files, **{"app/adapters/node.js": node,
                                      "app/adapters/watchable.js": WATCHABLE})
    assert endpoints(contract) == {("POST", "/v1/node/{id}/drain")}
    assert len([r for r in contract["review"] if uncalled_tool(r)]) == 3
    drain = capability(contract, "POST", "/v1/node/{id}/drain")
    assert bindings(drain) == {"body:DrainSpec": "DrainSpec", "path:id": "id"}


def test_an_override_giving_several_url_shapes_is_reviewed(derive_files):
    application = APPLICATION.replace(
        "    return `/${this.urlPrefix()}/${modelName}/${encodeURIComponent(id)}`;",
        "    const url = [this.urlPrefix()];\n"
        "    if (window.legacyPaths) url.push(modelName + 's'); else url.push(modelName);\n"
        "    if (id) url.push(encodeURIComponent(id));\n"
        "    return '/' + url.join('/');")
    contract = fleet(derive_files, **{"app/adapters/application.js": application})
    assert any("POST /v1/nodes/register" in r["message"]          # (never called)
               for r in contract["review"] if uncalled_tool(r))
    assert not [e for e in endpoints(contract) if e[1].endswith("/drain")]
    [item] = [r for r in contract["review"] if "adapter's ajax() call" in r["message"]]
    assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == (
        "app/adapters/node.js", 5)
