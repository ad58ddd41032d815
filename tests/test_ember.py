"""Ember: services injected by decorator (and, below, Ember Data)."""
import pytest
from conftest import bindings, capability, endpoints

from code2skill.extractors.ember import dasherize, package_root, path_for_type, service_module

SESSION = """import Service from '@ember/service';
import ENV from 'my-app/config/environment';

export default class SessionService extends Service {
  token = null;
  async fetch(url, method = 'GET') {
    let response = await fetch(`${ENV.APP.apiHost}${url}`, {
      method,
      headers: { Authorization: this.token ? `Token ${this.token}` : '' },
    });
    return response.json();
  }
}
"""
AUDIT = """import Service from '@ember/service';
export default class AuditService extends Service {
  record(kind) { return fetch(`https://audit.example/api/events/${kind}`, { method: 'POST' }); }
}
"""
TAGS = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
import { tracked } from '@glimmer/tracking';

export default class TagList extends Component {
  @service session;
  @service('admin/audit-log') audit;
  @tracked tags = [];
  load() { return this.session.fetch('/tags'); }
  remove(tag) { return this.session.fetch(`/tags/${tag}`, 'DELETE'); }
  flag() { return this.audit.record('flag'); }
}
"""


def test_decorated_service_fields_follow_the_service_wrappers(derive_files):
    contract = derive_files({"app/services/session.js": SESSION,
                             "app/services/admin/audit-log.js": AUDIT,
                             "app/components/tag-list.js": TAGS})
    assert endpoints(contract) == {("GET", "/tags"), ("DELETE", "/tags/{tag}"),
                                   ("POST", "/api/events/flag")}
    site = capability(contract, "GET", "/tags")["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["line"]) == ("app/components/tag-list.js", 9)
    flag = capability(contract, "POST", "/api/events/flag")
    assert flag["implementation"]["requests"][0]["callSites"][0]["line"] == 11


def test_camel_case_field_and_service_named_import(derive_files):
    page = """import { service } from '@ember/service';
import Route from '@ember/routing/route';
export default class Profile extends Route {
  @service currentUser;
  model() { return this.currentUser.fetch('/user'); }
}
"""
    contract = derive_files({"app/services/current-user.js": SESSION,
                             "app/routes/profile.js": page})
    assert endpoints(contract) == {("GET", "/user")}


def test_other_decorators_and_missing_services_inject_nothing(derive_files):
    page = """import { tracked } from '@glimmer/tracking';
import { inject as service } from '@ember/service';
import Component from '@glimmer/component';
export default class Nav extends Component {
  @tracked session;
  @service missing;
  a() { return this.session.fetch('/tags'); }
  b() { return this.missing.fetch('/user'); }
}
"""
    contract = derive_files({"app/services/session.js": SESSION,
                             "app/services/missing-not.js": SESSION,
                             "app/components/nav.js": page})
    assert endpoints(contract) == set()


@pytest.mark.parametrize("name, expected", [
    ("session", "session"), ("currentUser", "current-user"), ("user_settings", "user-settings"),
    ("admin/auditLog", "admin/audit-log"), ("HTTPClient", "httpclient"),
])
def test_dasherize(name, expected):
    assert dasherize(name) == expected


def test_service_module_prefers_the_importers_package():
    modules = ["lib/core/addon/services/session.js", "web/app/services/session.ts",
               "app/services/session.js"]
    assert package_root("web/app/routes/a.js") == "web/"
    assert service_module("session", "web/app/routes/a.js", modules) == \
        "web/app/services/session.ts"
    assert service_module("session", "app/routes/a.js", modules) == "app/services/session.js"
    assert service_module("session", "lib/core/addon/components/x.js", modules) == \
        "lib/core/addon/services/session.js"
    assert service_module("store", "app/routes/a.js", modules) is None


APP_ADAPTER = """import JSONAPIAdapter from '@ember-data/adapter/json-api';
export default class ApplicationAdapter extends JSONAPIAdapter {
  host = 'https://api.blog.example';
  namespace = 'v2';
}
"""
POST_MODEL = """import Model, { attr, belongsTo } from '@ember-data/model';
export default class BlogPostModel extends Model {
  @attr title;
  @attr('date') publishedAt;
  @belongsTo('author') author;
}
"""
POSTS = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
export default class Posts extends Component {
  @service store;
  all() { return this.store.findAll('blog-post'); }
  one(slug) { return this.store.findRecord('blog-post', slug); }
  byAuthor(author) { return this.store.query('blog-post', { author, limit: 10 }); }
  me(email) { return this.store.queryRecord('person', { email }); }
  async purge(slug) {
    let post = this.store.peekRecord('blog-post', slug);
    post.deleteRecord();
    await post.save();
  }
  create(title) { return this.store.createRecord('blog-post', { title }).save(); }
  async edit(slug) {
    let post = await this.store.findRecord('blog-post', slug);
    return post.save();
  }
  async drop(slug) {
    let post = await this.store.findRecord('blog-post', slug);
    return post.destroyRecord();
  }
}
"""


def test_store_calls_follow_the_json_api_adapter_conventions(derive_files):
    contract = derive_files({"app/adapters/application.js": APP_ADAPTER,
                             "app/models/blog-post.js": POST_MODEL,
                             "app/components/posts.js": POSTS})
    assert endpoints(contract) == {
        ("GET", "/v2/blog-posts"), ("GET", "/v2/blog-posts/{slug}"), ("GET", "/v2/people"),
        ("POST", "/v2/blog-posts"), ("PATCH", "/v2/blog-posts/{slug}"),
        ("DELETE", "/v2/blog-posts/{slug}")}
    assert [[u["url"] for u in s["observedBaseUrls"]] for s in contract["services"]] == [
        ["https://api.blog.example"]]
    listed = capability(contract, "GET", "/v2/blog-posts")
    assert sorted(bindings(listed)) == ["query:author", "query:limit"]
    sites = listed["implementation"]["requests"][0]["callSites"]
    assert [(s["file"], s["line"], s["rule"]) for s in sites] == [
        ("app/components/posts.js", 5, "ember-data.findAll"),
        ("app/components/posts.js", 7, "ember-data.query")]
    assert [(v["file"], v["line"], v["rule"]) for v in sites[0]["via"]] == [
        ("app/adapters/application.js", 2, "ember-data.adapter")]
    assert bindings(capability(contract, "GET", "/v2/people")) == {"query:email": "email"}
    create = capability(contract, "POST", "/v2/blog-posts")
    body = create["inputSchema"]["properties"]["data"]["properties"]["attributes"]
    assert list(body["properties"]) == ["author", "publishedAt", "title"]
    assert "required" not in body
    delete = capability(contract, "DELETE", "/v2/blog-posts/{slug}")
    assert [s["line"] for s in delete["implementation"]["requests"][0]["callSites"]] == [12, 21]
    update = capability(contract, "PATCH", "/v2/blog-posts/{slug}")  # JSON:API
    assert [s["line"] for s in update["implementation"]["requests"][0]["callSites"]] == [17]


REST_ADAPTER = """import RESTAdapter from '@ember-data/adapter/rest';
import ENV from 'blog/config/environment';
export default class ApplicationAdapter extends RESTAdapter {
  host = ENV.APP.apiHost;
}
"""
COMMENT_ADAPTER = """import ApplicationAdapter from './application';
export default class CommentAdapter extends ApplicationAdapter {
  urlForQuery(query) {
    return `${this.host}/posts/${query.post_id}/comments`;
  }
  urlForCreateRecord(modelName, snapshot) {
    return snapshot.adapterOptions.url;
  }
}
"""
COMMENTS = """import Route from '@ember/routing/route';
export default class CommentsRoute extends Route {
  model({ post_id }) { return this.store.query('comment', { post_id }); }
  posts() { return this.store.findAll('blog-post'); }
  add(text) { return this.store.createRecord('comment', { text }).save(); }
}
"""


def test_rest_adapter_overrides_and_an_unresolvable_override(derive_files):
    contract = derive_files({"app/adapters/application.js": REST_ADAPTER,
                             "app/adapters/comment.js": COMMENT_ADAPTER,
                             "app/routes/comments.js": COMMENTS})
    assert endpoints(contract) == {("GET", "/posts/{post_id}/comments"), ("GET", "/blogPosts")}
    [service] = contract["services"]
    assert service["evidence"][0]["rule"] == "service.unresolved-base"
    query = capability(contract, "GET", "/posts/{post_id}/comments")
    sites = query["implementation"]["requests"][0]["callSites"]
    assert [(s["file"], s["line"], s["rule"]) for s in sites] == [
        ("app/routes/comments.js", 3, "ember-data.query")]
    assert [(v["file"], v["line"], v["note"], v["rule"]) for v in sites[0]["via"]] == [
        ("app/adapters/comment.js", 3, "CommentAdapter.urlForQuery", "ember-data.adapter")]
    [review] = [r for r in contract["review"] if "CommentAdapter.urlForCreateRecord" in r["message"]]
    assert [(e["file"], e["line"]) for e in review["evidence"]] == [("app/routes/comments.js", 5)]


def test_a_field_named_store_without_injection_is_no_store(derive_files):
    page = """import Component from '@glimmer/component';
import { tracked } from '@glimmer/tracking';
export default class Posts extends Component {
  @tracked store;
  all() { return this.store.findAll('blog-post'); }
}
"""
    assert endpoints(derive_files({"app/components/posts.js": page})) == set()


@pytest.mark.parametrize("model, rest, expected", [
    ("article", False, "articles"), ("blog-post", False, "blog-posts"),
    ("blog-post", True, "blogPosts"), ("category", True, "categories"),
    ("address", False, "addresses"), ("person", False, "people"), ("key", False, "keys"),
    ("news", True, "news"),
])
def test_path_for_type(model, rest, expected):
    assert path_for_type(model, rest) == expected


def test_a_queried_record_saved_and_a_route_store(derive_files):
    route = """import Route from '@ember/routing/route';
export default class SettingsRoute extends Route {
  async save(email) {
    let me = await this.store.queryRecord('user', { email });
    return me.save();
  }
}
"""
    contract = derive_files({"app/routes/settings.js": route})
    assert endpoints(contract) == {("GET", "/users"), ("PATCH", "/users/{id}")}
    put = capability(contract, "PATCH", "/users/{id}")
    assert put["implementation"]["requests"][0]["callSites"][0]["rule"] == \
        "ember-data.updateRecord"


def test_classic_extend_injects_services_into_this(derive_files):
    classic = """import Component from '@ember/component';
import { inject as service } from '@ember/service';
import Backbone from 'backbone';
export default Component.extend({
  session: service(),
  audit: service('admin/audit-log'),
  limit: 10,
  load() { return this.session.fetch('/tags'); },
  flag: function () { return this.audit.record('flag'); },
});
export const View = Backbone.View.extend({
  session: service(),
  load() { return this.session.fetch('/user'); },
});
"""
    contract = derive_files({"app/services/session.js": SESSION,
                             "app/services/admin/audit-log.js": AUDIT,
                             "app/components/classic.js": classic})
    assert endpoints(contract) == {("GET", "/tags"), ("POST", "/api/events/flag")}
    site = capability(contract, "GET", "/tags")["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["line"]) == ("app/components/classic.js", 8)


USER_SESSION = """import Service from '@ember/service';
import { inject as service } from '@ember/service';
import { tracked } from '@glimmer/tracking';
export default class SessionService extends Service {
  @service store;
  @tracked user = null;
  async register(name) {
    let user = this.store.createRecord('user', { name });
    await user.save();
    this.user = user;
  }
  async load(id) {
    this.user = await this.store.findRecord('user', id);
  }
}
"""
SETTINGS = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
export default class Settings extends Component {
  @service session;
  async submit() {
    await this.session.user.save();
  }
}
"""


def test_saving_the_session_user_is_an_update(derive_files):
    contract = derive_files({"app/services/session.js": USER_SESSION,
                             "app/components/settings.js": SETTINGS})
    assert endpoints(contract) == {("POST", "/users"), ("GET", "/users/{id}"),
                                   ("PATCH", "/users/{id}")}
    sites = {(r["method"], r["pathTemplate"]): [(s["file"], s["line"], s["rule"])
                                                for s in r["callSites"]]
             for c in contract["capabilities"] for r in c["implementation"]["requests"]}
    assert sites[("POST", "/users")] == [("app/services/session.js", 9, "ember-data.createRecord")]
    assert sites[("PATCH", "/users/{id}")] == [
        ("app/components/settings.js", 6, "ember-data.updateRecord")]
    assert [(r["severity"], r["message"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in contract["review"] if "record" in r["message"]] == [
        ("low", "this user record was created and saved at app/services/session.js:9 before "
                "it reached here, so this save() is an update (PUT or PATCH); if that first save "
                "failed, it creates the record (POST)", "app/components/settings.js", 6)]


def test_a_created_record_saved_later_is_still_a_create(derive_files):
    form = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
import { tracked } from '@glimmer/tracking';
export default class PostForm extends Component {
  @service store;
  @tracked post = null;
  constructor() {
    super(...arguments);
    this.post = this.args.post || this.store.createRecord('post');
  }
  async publish() {
    await this.post.save();
  }
}
"""
    contract = derive_files({"app/components/post-form.js": form})
    assert endpoints(contract) == {("POST", "/posts")}
    assert [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
            if "record" in r["message"]] == [
        ("medium", "the receiver of save() may also be a record of model 'post' the source "
                   "does not show (a component argument or an unresolved value); whether it is new (POST) or "
                   "loaded (an update or DELETE of its id) is unknown, so only the requests of the "
                   "records the source shows are derived", 12)]


@pytest.mark.parametrize("headers", [
    "headers = {\n    Authorization: `Token ${this.session.token}`,\n  };",
    "get headers() {\n    return { Authorization: `Token ${this.session.token}` };\n  }",
])
def test_adapter_headers_are_auth_evidence(derive_files, headers):
    adapter = ("import RESTAdapter from '@ember-data/adapter/rest';\n"
               "import { inject as service } from '@ember/service';\n"
               "export default class ApplicationAdapter extends RESTAdapter {\n"
               "  @service session;\n"
               "  host = 'https://api.blog.example';\n"
               f"  {headers}\n"
               "}\n")
    contract = derive_files({"app/adapters/application.js": adapter,
                             "app/routes/posts.js": COMMENTS})
    post = capability(contract, "GET", "/blogPosts")
    assert post["auth"]["authentication"] == "api-key"           # rule auth.header-scheme
    assert [(e["file"], e["line"], e["rule"], e["note"]) for e in post["auth"]["evidence"]] == [
        ("app/adapters/application.js", 7, "ember-data.adapter-headers",
         "header Authorization, scheme Token")]


ARGUMENT_RECORDS = """import Component from '@glimmer/component';
import { action } from '@ember/object';
export default class ArticleMeta extends Component {
  @action
  async remove() {
    await this.args.article.destroyRecord();
  }
  @action
  async drop() {
    this.args.comment.deleteRecord();
    await this.args.comment.save();
  }
  @action
  async keep() {
    await this.args.draft.save();
  }
}
"""


def test_a_record_a_template_passes_in_is_reviewed_at_the_call(derive_files):
    # rule ember-data.argument-record: no model in source, so no endpoint and no guess
    contract = derive_files({"app/components/article-meta.js": ARGUMENT_RECORDS})
    assert endpoints(contract) == set()
    found = [(r["severity"], r["capability"], r["message"],
              [(e["file"], e["line"], e["column"]) for e in r["evidence"]])
             for r in contract["review"] if "this.args" in r["message"]]
    reason = ("a record a template passes in: the source does not show its model, so the "
              "adapter URL is not known")
    assert found == [
        ("medium", None, "request URL has no fixed part to name an endpoint (unknown: "
                         f"deleteRecord() and save() of this.args.comment, {reason})",
         [("app/components/article-meta.js", 11, 11)]),
        ("medium", None, "request URL has no fixed part to name an endpoint (unknown: "
                         f"destroyRecord() of this.args.article, {reason})",
         [("app/components/article-meta.js", 6, 11)]),
        ("medium", None, "request URL has no fixed part to name an endpoint (unknown: "
                         f"save() of this.args.draft, {reason})",
         [("app/components/article-meta.js", 15, 11)]),
    ]


def test_a_component_argument_may_be_absent():
    # ``this.args.post || createRecord(…)``: the argument's truth is unknown, both are kept
    from code2skill.values import COMPONENT_ARGS, LibV, truthiness
    assert truthiness(LibV(COMPONENT_ARGS, ("post",))) is None
    assert truthiness(LibV(COMPONENT_ARGS)) is True


CLASSIC_APP_ADAPTER = """import DS from 'ember-data';
import ENV from 'shop/config/environment';
export default DS.JSONAPIAdapter.extend({ host: ENV.API_BASE_URL, namespace: 'v1' });
"""
CLASSIC_ORDER_ADAPTER = """import ApplicationAdapter from './application';
export default ApplicationAdapter.extend({
  urlForQuery(query) { return `${this.host}/shops/${query.shopId}/orders`; },
});
"""
CLASSIC_CONTROLLER = """import Controller from '@ember/controller';
import { get, getProperties } from '@ember/object';
export default Controller.extend({
  byGet() { return get(this, 'store').findRecord('order', 7); },
  byThisGet() { return this.get('store').findAll('order'); },
  byProperties() { let { store } = getProperties(this, 'store'); return store.findAll('coupon'); },
  search(shopId) { return get(this, 'store').query('order', { shopId }); },
  actions: {
    add(code) { return get(this, 'store').createRecord('coupon', { code }).save(); },
  },
});
"""
CLASSIC_ROUTE = """import Route from '@ember/routing/route';
export default Route.extend({
  model(params) { return this.store.findRecord('coupon', params.coupon_id); },
});
"""


def test_classic_get_forms_and_actions_reach_the_store(derive_files):
    contract = derive_files({"app/adapters/application.js": CLASSIC_APP_ADAPTER,
                             "app/adapters/order.js": CLASSIC_ORDER_ADAPTER,
                             "app/controllers/orders.js": CLASSIC_CONTROLLER,
                             "app/routes/coupon.js": CLASSIC_ROUTE})
    assert endpoints(contract) == {      # findRecord('order', 7): the id written, 7
        ("GET", "/v1/orders/7"), ("GET", "/v1/orders"), ("GET", "/v1/coupons"),
        ("POST", "/v1/coupons"), ("GET", "/v1/coupons/{coupon_id}"),
        ("GET", "/shops/{shopId}/orders")}
    sites = {(c["implementation"]["requests"][0]["method"],
              c["implementation"]["requests"][0]["pathTemplate"]):
             [(s["file"], s["line"], s["rule"]) for s in
              c["implementation"]["requests"][0]["callSites"]]
             for c in contract["capabilities"]}
    assert sites[("GET", "/v1/orders/7")] == [
        ("app/controllers/orders.js", 4, "ember-data.findRecord")]
    assert sites[("GET", "/v1/orders")] == [
        ("app/controllers/orders.js", 5, "ember-data.findAll")]
    assert sites[("GET", "/v1/coupons")] == [
        ("app/controllers/orders.js", 6, "ember-data.findAll")]
    assert sites[("POST", "/v1/coupons")] == [
        ("app/controllers/orders.js", 9, "ember-data.createRecord")]
    assert sites[("GET", "/v1/coupons/{coupon_id}")] == [
        ("app/routes/coupon.js", 3, "ember-data.findRecord")]
    [service] = contract["services"]
    assert [(e["file"], e["line"], e["rule"]) for e in service["evidence"]] == [
        ("app/adapters/application.js", 3, "service.unresolved-base")]


def test_a_classic_adapter_override_is_read_through_the_extend_chain(derive_files):
    contract = derive_files({"app/adapters/application.js": CLASSIC_APP_ADAPTER,
                             "app/adapters/order.js": CLASSIC_ORDER_ADAPTER,
                             "app/controllers/orders.js": CLASSIC_CONTROLLER})
    search = capability(contract, "GET", "/shops/{shopId}/orders")
    [site] = search["implementation"]["requests"][0]["callSites"]
    assert (site["file"], site["line"], site["rule"]) == (
        "app/controllers/orders.js", 7, "ember-data.query")
    assert [(v["file"], v["line"], v["note"], v["rule"]) for v in site["via"]] == [
        ("app/adapters/order.js", 3, "urlForQuery", "ember-data.adapter")]
    assert bindings(search) == {"path:shopId": "shopId", "query:shopId": "shopId"}   # one value
    coverage = contract["source"]["coverage"]["byLibrary"]["ember-data"]
    assert coverage == {"requestLikeSites": 5, "resolved": 5, "reviewed": 0, "unresolved": 0}


def test_a_classic_adapter_override_returning_no_template_is_reviewed(derive_files):
    order = """import ApplicationAdapter from './application';
export default ApplicationAdapter.extend({
  urlForQuery(query) { return this.urlPrefix(query.path); },
});
"""
    contract = derive_files({"app/adapters/application.js": CLASSIC_APP_ADAPTER,
                             "app/adapters/order.js": order,
                             "app/controllers/orders.js": CLASSIC_CONTROLLER})
    assert ("GET", "/v1/orders") in endpoints(contract)      # findAll: no override
    [item] = [r for r in contract["review"] if "urlForQuery" in r["message"]]
    assert item["message"] == (
        "request URL has no fixed part to name an endpoint (unknown: adapter override "
        "urlForQuery (app/adapters/order.js) returns no URL template)")
    assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == (
        "app/controllers/orders.js", 7)
    coverage = contract["source"]["coverage"]["byLibrary"]["ember-data"]
    assert coverage == {"requestLikeSites": 5, "resolved": 4, "reviewed": 1, "unresolved": 0}
