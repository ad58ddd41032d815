"""Ember Data adapters: inheritance chains (classic ``extend``, native classes, mixed),
evaluated overrides, store method URL shapes, route models and update methods."""
from conftest import bindings, capability, endpoints

PATHS = """export default function apiPaths() {
  let path = window.location.pathname;
  let subdir = path.substr(0, path.search('/admin/'));
  return { apiRoot: `${subdir}/admin/api` };
}
"""
BASE = """import RESTAdapter from '@ember-data/adapter/rest';
import { underscore } from '@ember/string';
import { pluralize } from 'ember-inflector';
import apiPaths from 'shop/utils/api-paths';
export default RESTAdapter.extend({
  namespace: apiPaths().apiRoot,
  pathForType(type) { return underscore(pluralize(type)); },
  buildURL() {
    let url = this._super(...arguments);
    if (url.slice(-1) !== '/') { url += '/'; }
    return url;
  },
  query(store, type, query) {
    return this.ajax(this.buildURL(type.modelName, query.id), 'GET', { data: query });
  },
});
"""
APPLICATION = """import BaseAdapter from './base';
export default BaseAdapter.extend({});
"""
KEY = """import ApplicationAdapter from './application';
export default ApplicationAdapter.extend({
  urlForFindAll() { return this.buildURL('integration') + 'keys/'; },
});
"""
NATIVE = """import ApplicationAdapter from './application';
export default class GiftCardAdapter extends ApplicationAdapter {}
"""
PACKAGE = '{"name": "shop", "devDependencies": {"ember-source": "3.28.0"}}'
CALLS = """import Controller from '@ember/controller';
export default Controller.extend({
  actions: {
    all() { return this.store.findAll('product-tag', { reload: true }); },
    one(id) { return this.store.findRecord('product-tag', id); },
    search(q) { return this.store.query('product-tag', { q }); },
    bySlug(slug) { return this.store.queryRecord('product-tag', { slug }); },
    add(name) { return this.store.createRecord('product-tag', { name }).save(); },
    keys() { return this.store.findAll('api-key'); },
    cards() { return this.store.findAll('gift-card'); },
  },
});
"""
TAG_MODEL = """import Model, { attr } from '@ember-data/model';
export default class ProductTag extends Model {
  @attr('string') name;
}
"""


def classic_shop(derive_files, **extra):
    return derive_files({"package.json": PACKAGE, "app/utils/api-paths.js": PATHS,
                         "app/adapters/base.js": BASE, "app/adapters/application.js": APPLICATION,
                         "app/adapters/api-key.js": KEY, "app/adapters/gift-card.js": NATIVE,
                         "app/models/product-tag.js": TAG_MODEL,
                         "app/controllers/tags.js": CALLS, **extra})


def test_a_classic_base_adapter_shapes_every_request_of_its_subclasses(derive_files):
    contract = classic_shop(derive_files)
    assert endpoints(contract) == {
        ("GET", "/admin/api/product_tags/"), ("GET", "/admin/api/product_tags/{id}/"),
        ("POST", "/admin/api/product_tags/"), ("GET", "/admin/api/integrations/keys/"),
        ("GET", "/admin/api/gift_cards/")}
    [service] = contract["services"]
    assert [(e["file"], e["line"], e["rule"], e["note"]) for e in service["evidence"]] == [
        ("app/utils/api-paths.js", 4, "service.unresolved-base", "subdir")]
    listed = capability(contract, "GET", "/admin/api/product_tags/")
    assert [(s["line"], s["rule"]) for s in listed["implementation"]["requests"][0]
            ["callSites"]] == [(4, "ember-data.findAll"), (6, "ember-data.query"),
                               (7, "ember-data.queryRecord")]
    assert sorted(bindings(listed)) == ["query:q", "query:slug"]
    create = capability(contract, "POST", "/admin/api/product_tags/")
    assert list(create["inputSchema"]["properties"]) == ["productTag"]     # REST root key
    assert list(create["inputSchema"]["properties"]["productTag"]["properties"]) == ["name"]
    assert [r["message"] for r in contract["review"] if "overrides" in r["message"]] == [
        "the adapter (app/adapters/base.js) overrides query(), which makes this request: its "
        "method, URL and body are read by the Ember Data convention, which that override may "
        "change"]
    coverage = contract["source"]["coverage"]["byLibrary"]["ember-data"]
    assert coverage == {"requestLikeSites": 7, "resolved": 7, "reviewed": 0, "unresolved": 0}


def test_path_for_type_that_is_no_fixed_text_is_reviewed_naming_the_override(derive_files):
    base = BASE.replace("return underscore(pluralize(type));", "return this.paths[type];")
    contract = derive_files({"app/adapters/application.js": base,
                             "app/routes/tags.js": """import Route from '@ember/routing/route';
export default Route.extend({ model() { return this.store.findAll('product-tag'); } });
"""})
    assert endpoints(contract) == set()
    [item] = [r for r in contract["review"] if "pathForType" in r["message"]]
    assert item["message"] == (
        "request URL has no fixed part to name an endpoint (unknown: adapter override "
        "pathForType (app/adapters/application.js) returns no fixed path for model "
        "'product-tag')")
    assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == ("app/routes/tags.js", 2)


def test_native_adapters_over_a_mixin_extend_and_super_calls(derive_files):
    adapter = """import RESTAdapter from '@ember-data/adapter/rest';
import DataAdapterMixin from 'ember-simple-auth/mixins/data-adapter-mixin';
import { underscore } from '@ember/string';
export default class ApplicationAdapter extends RESTAdapter.extend(DataAdapterMixin) {
  namespace = 'api/v3';
  pathForType(modelName) { return underscore(super.pathForType(modelName)); }
  buildURL(...args) { return `${super.buildURL(...args)}.json`; }
}
"""
    route = """import Route from '@ember/routing/route';
export default class OrderRoute extends Route {
  model({ order_id }) { return this.store.findRecord('order-line', order_id); }
}
"""
    controller = """import Controller from '@ember/controller';
export default class OrderController extends Controller {
  save() { return this.model.save(); }
}
"""
    contract = derive_files({"app/adapters/application.js": adapter,
                             "app/routes/order.js": route, "app/controllers/order.js": controller})
    assert endpoints(contract) == {("GET", "/api/v3/order_lines/{order_id}.json"),
                                   ("PUT", "/api/v3/order_lines/{order_id}.json")}
    update = capability(contract, "PUT", "/api/v3/order_lines/{order_id}.json")
    [site] = update["implementation"]["requests"][0]["callSites"]
    assert (site["file"], site["line"], site["rule"]) == (
        "app/controllers/order.js", 3, "ember-data.updateRecord")
    assert [(v["file"], v["line"], v["note"]) for v in site["via"]] == [
        ("app/adapters/application.js", 7, "ApplicationAdapter.buildURL")]


ROUTE = """import Route from '@ember/routing/route';
export default Route.extend({
  model(params) { return this.store.findRecord('coupon', params.coupon_id); },
});
"""


def test_a_controllers_model_and_model_for_are_the_routes_record(derive_files):
    controller = """import Controller from '@ember/controller';
export default Controller.extend({
  actions: {
    save() { return this.model.save(); },
    drop() { return this.model.destroyRecord(); },
    fresh() { return this.model.reload(); },
  },
});
"""
    edit = """import Route from '@ember/routing/route';
export default Route.extend({
  actions: {
    discard() { let c = this.modelFor('coupon'); c.deleteRecord(); return c.save(); },
  },
});
"""
    contract = derive_files({"app/routes/coupon.js": ROUTE, "app/routes/coupon/edit.js": edit,
                             "app/controllers/coupon.js": controller})
    assert endpoints(contract) == {("GET", "/coupons/{coupon_id}"),
                                   ("PATCH", "/coupons/{coupon_id}"),
                                   ("DELETE", "/coupons/{coupon_id}")}
    read = capability(contract, "GET", "/coupons/{coupon_id}")
    assert [(s["file"], s["line"], s["rule"]) for s in
            read["implementation"]["requests"][0]["callSites"]] == [
        ("app/controllers/coupon.js", 6, "ember-data.findRecord"),
        ("app/routes/coupon.js", 3, "ember-data.findRecord")]
    delete = capability(contract, "DELETE", "/coupons/{coupon_id}")
    assert [(s["file"], s["line"], s["rule"]) for s in
            delete["implementation"]["requests"][0]["callSites"]] == [
        ("app/controllers/coupon.js", 5, "ember-data.deleteRecord"),
        ("app/routes/coupon/edit.js", 4, "ember-data.deleteRecord")]


def test_a_route_model_that_is_no_record_is_reviewed_at_the_call(derive_files):
    route = """import Route from '@ember/routing/route';
import RSVP from 'rsvp';
export default Route.extend({
  model() { return RSVP.hash({ coupons: this.store.findAll('coupon') }); },
});
"""
    controller = """import Controller from '@ember/controller';
export default Controller.extend({
  actions: { save() { return this.model.save(); } },
});
"""
    contract = derive_files({"app/routes/settings.js": route,
                             "app/controllers/settings.js": controller})
    assert endpoints(contract) == {("GET", "/coupons")}
    [item] = [r for r in contract["review"] if "route's model" in r["message"]]
    assert item["message"] == (
        "request URL has no fixed part to name an endpoint (unknown: save() of this.model, the "
        "route's model, which the source does not show to be one record of a known model "
        "(rule ember-data.route-model), so the adapter URL is not known)")
    assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == (
        "app/controllers/settings.js", 3)
    coverage = contract["source"]["coverage"]["byLibrary"]["ember-data"]
    assert coverage == {"requestLikeSites": 2, "resolved": 1, "reviewed": 1, "unresolved": 0}


def test_find_all_options_are_no_id(derive_files):
    route = """import Route from '@ember/routing/route';
export default Route.extend({
  model() { return this.store.findAll('coupon', { reload: true, include: 'codes' }); },
});
"""
    contract = derive_files({"app/routes/coupons.js": route})
    assert endpoints(contract) == {("GET", "/coupons")}
    assert bindings(capability(contract, "GET", "/coupons")) == {}


def test_a_save_of_a_value_the_source_does_not_show_is_a_reviewed_site(derive_files):
    controller = """import Controller from '@ember/controller';
import { get } from '@ember/object';
export default Controller.extend({
  actions: {
    approve(project) { return project.save(); },
    drop() { return get(this, 'project').destroyRecord({ adapterOptions: {} }); },
    keep(cache) { return cache.save('x', 1); },
  },
});
"""
    helper = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
function persist(record) { return record.save(); }
export default class NewCoupon extends Component {
  @service store;
  add(code) { return persist(this.store.createRecord('coupon', { code })); }
}
"""
    plain = """function persist(record) { return record.save(); }
export default persist;
"""
    contract = derive_files({"app/controllers/projects.js": controller,
                             "app/components/new-coupon.js": helper, "app/utils/persist.js": plain})
    assert endpoints(contract) == {("POST", "/coupons")}
    assert sorted((r["evidence"][0]["line"], r["severity"], r["message"],
                   r["evidence"][0]["file"])
                  for r in contract["review"] if "unknown-receiver" in r["message"]) == [
        (5, "medium", "save() of project, a record whose model the source does not show (a "
                      "template argument, an action parameter or an unresolved value): its Ember "
                      "Data request (POST or an update) is not in the contract "
                      "(ember-data.unknown-receiver)", "app/controllers/projects.js"),
        (6, "medium", "destroyRecord() of a value, a record whose model the source does not "
                      "show (a template argument, an action parameter or an unresolved value): "
                      "its Ember Data request (DELETE) is not in the contract "
                      "(ember-data.unknown-receiver)", "app/controllers/projects.js")]
    coverage = contract["source"]["coverage"]["byLibrary"]["ember-data"]
    assert coverage == {"requestLikeSites": 3, "resolved": 1, "reviewed": 2, "unresolved": 0}


def test_the_serializer_decides_the_body_shape(derive_files):
    classic = """import RESTSerializer from '@ember-data/serializer/rest';
export default RESTSerializer.extend({
  serializeIntoHash(hash, type, record, options) {
    hash[type.modelName] = [this.serialize(record, options)];
  },
});
"""
    flat = """import JSONSerializer from '@ember-data/serializer/json';
export default class NoteSerializer extends JSONSerializer {}
"""
    component = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
export default class Add extends Component {
  @service store;
  tag(name) { return this.store.createRecord('tag', { name }).save(); }
  note(text) { return this.store.createRecord('note', { text }).save(); }
}
"""
    contract = derive_files({"app/serializers/application.js": classic,
                             "app/serializers/note.js": flat, "app/components/add.js": component})
    tag = capability(contract, "POST", "/tags")
    assert list(tag["inputSchema"]["properties"]) == ["tag"]          # RESTSerializer root
    assert list(capability(contract, "POST", "/notes")["inputSchema"]["properties"]) == ["text"]
    assert [(r["message"], r["evidence"][0]["line"]) for r in contract["review"]
            if "serializer" in r["message"]] == [
        ("the serializer (app/serializers/application.js) overrides serializeIntoHash: the body "
         "is read by the serializer's convention, which that override may change", 5)]


def test_a_payload_key_override_is_read(derive_files):
    serializer = """import DS from 'ember-data';
import { underscore } from '@ember/string';
const { RESTSerializer } = DS;
export default RESTSerializer.extend({
  payloadKeyFromModelName(modelName) { return underscore(modelName); },
});
"""
    component = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
export default class Add extends Component {
  @service store;
  part(body) { return this.store.createRecord('conversation-part', { body }).save(); }
}
"""
    contract = derive_files({"app/serializers/application.js": serializer,
                             "app/components/add.js": component})
    create = capability(contract, "POST", "/conversation-parts")
    assert list(create["inputSchema"]["properties"]) == ["conversation_part"]
    assert not [r for r in contract["review"] if "serializer" in r["message"]]


def test_a_native_adapters_inherited_build_url_names_another_model(derive_files):
    adapter = """import JSONAPIAdapter from '@ember-data/adapter/json-api';
export default class KeyAdapter extends JSONAPIAdapter {
  namespace = 'api';
  urlForFindAll() { return `${this.buildURL('integration')}/keys`; }
  urlForFindRecord(id) { return this.buildURL('integration', id) + '/key'; }
}
"""
    route = """import Route from '@ember/routing/route';
export default class KeysRoute extends Route {
  model() { return this.store.findAll('api-key'); }
  one(id) { return this.store.findRecord('api-key', id); }
}
"""
    contract = derive_files({"app/adapters/api-key.js": adapter, "app/routes/keys.js": route})
    assert endpoints(contract) == {("GET", "/api/integrations/keys"),
                                   ("GET", "/api/integrations/{id}/key")}
