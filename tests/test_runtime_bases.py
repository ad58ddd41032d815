"""Bases a page sets at run time (a config object, a page global) and URLs assembled around
them: the base is the service's base-URL binding, never a path parameter, an input, a host
or a vanished prefix."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

CONFIG = """
import testConfig from './testConfig';
export const config = window.__CONFIG__ ? window.__CONFIG__ : testConfig;
"""
TEST_CONFIG = "export default { debug: true, siteTitle: 'Test' };\n"


def service_of(contract: dict, cap: dict) -> dict:
    sid = cap["implementation"]["requests"][0]["service"]
    return next(s for s in contract["services"] if s["id"] == sid)


def test_client_base_from_a_page_global_keeps_relative_paths(derive_files):
    """service.runtime-global-base: `axios.create({baseURL: c.apiUri})` with `c` the page's
    runtime config: the relative paths are the endpoints under that base. axios.header-groups:
    `headers.common` and the method's group are headers, never a header named `common`."""
    contract = derive_files({
        "package.json": '{"name": "gallery", "dependencies": {"axios": "1"}}',
        "src/testConfig.js": TEST_CONFIG,
        "src/config.js": CONFIG,
        "src/api.js": "import axios from 'axios';\nimport { config } from './config';\n"
                      "const Api = axios.create({ baseURL: config.apiUri, headers: {\n"
                      "  common: { 'X-Requested-With': 'XMLHttpRequest' },\n"
                      "  post: { 'X-Post': '1' } } });\n"
                      "export default Api;\n",
        "src/albums.js": "import Api from './api';\n"
                         "export function cloneAlbum(id) { return Api.post('albums/' + id + "
                         "'/clone'); }\n"
                         "export function getAlbum(id) { return Api.get(`albums/${id}`); }\n",
    })
    assert endpoints(contract) == {("POST", "/albums/{id}/clone"), ("GET", "/albums/{id}")}
    clone = capability(contract, "POST", "/albums/{id}/clone")
    service = service_of(contract, clone)
    assert service["observedBaseUrls"] == []
    assert [e["rule"] for e in service["evidence"]] == ["service.runtime-base"]
    assert bindings(clone) == {"path:id": "id", "header:X-Requested-With": "=XMLHttpRequest",
                               "header:X-Post": "=1"}
    assert bindings(capability(contract, "GET", "/albums/{id}")) == {
        "path:id": "id", "header:X-Requested-With": "=XMLHttpRequest"}
    assert not any("could not be determined" in r["message"] for r in contract["review"])


def test_page_location_client_base_stays_same_origin(derive_files):
    """A client base read from the page's own address is the same-origin service."""
    contract = derive_files({
        "package.json": '{"name": "gallery", "dependencies": {"axios": "1"}}',
        "src/api.js": "import axios from 'axios';\n"
                      "const Api = axios.create({ baseURL: window.location.origin });\n"
                      "export const list = () => Api.get('/api/items');\n",
    })
    cap = capability(contract, "GET", "/api/items")
    assert [e["rule"] for e in service_of(contract, cap)["evidence"]] == ["service.same-origin"]


def test_base_named_config_value_after_a_slash_is_the_base(derive_files):
    """service.base-after-slash: `/${config.apiUri}/dl/${hash}` is GET /dl/{hash} under the
    apiUri base, the same service as `${config.apiUri}/zip/${hash}`; apiUri is no path
    parameter and no input."""
    contract = derive_files({
        "package.json": '{"name": "gallery"}',
        "src/testConfig.js": TEST_CONFIG,
        "src/config.js": CONFIG,
        "src/dl.js": "import { config } from './config';\n"
                     "export function download(hash) {\n"
                     "  return fetch(`/${config.apiUri}/dl/${hash}`);\n}\n"
                     "export function zip(hash) {\n"
                     "  return fetch(`${config.apiUri}/zip/${hash}`);\n}\n"
                     "export function mine(hash) {\n"
                     "  return fetch(`/api/${config.siteTitle}/x/${hash}`);\n}\n",
    })
    assert endpoints(contract) == {("GET", "/dl/{hash}"), ("GET", "/zip/{hash}"),
                                   ("GET", "/api/{siteTitle}/x/{hash}")}
    download = capability(contract, "GET", "/dl/{hash}")
    zip_ = capability(contract, "GET", "/zip/{hash}")
    assert bindings(download) == {"path:hash": "hash"}
    assert list(download["inputSchema"]["properties"]) == ["hash"]
    assert service_of(contract, download) == service_of(contract, zip_)
    # a page global (window.__CONFIG__'s apiUri) read as it is: the run-time base of the page
    assert [e["rule"] for e in service_of(contract, download)["evidence"]] == \
        ["service.runtime-base"]


def test_prefix_named_global_after_a_slash_is_the_base(derive_files):
    """service.base-after-slash: a prefix-named page global after `/` (a deployment
    subdirectory) is the base too, also between slashes a join made."""
    contract = derive_files({
        "package.json": '{"name": "gallery"}',
        "src/x.js": "export function a(id) {\n"
                    "  return fetch(`/${window.URL_PREFIX}/api/x/${id}`);\n}\n"
                    "export function b(id) {\n"
                    "  return fetch(['/', window.PREFIX, 'rest', 'y', id].join('/'));\n}\n",
    })
    assert endpoints(contract) == {("GET", "/api/x/{id}"), ("GET", "/rest/y/{id}")}
    for path in ("/api/x/{id}", "/rest/y/{id}"):
        cap = capability(contract, "GET", path)
        assert bindings(cap) == {"path:id": "id"}
        assert [e["rule"] for e in service_of(contract, cap)["evidence"]] == \
            ["service.runtime-base"]


def test_slash_before_a_parameter_is_a_path(derive_files):
    """A leading `/${x}` whose name says no base stays a path parameter; a parameter no
    caller fills named as a base (`apiRoot`) is the base, as without the slash."""
    contract = derive_files({
        "package.json": '{"name": "gallery"}',
        "src/dl.js": "export function get(section, id) {\n"
                     "  return fetch(`/${section}/items/${id}`);\n}\n"
                     "export function other(apiRoot, id) {\n"
                     "  return fetch(`/${apiRoot}/others/${id}`);\n}\n",
    })
    assert endpoints(contract) == {("GET", "/{section}/items/{id}"), ("GET", "/others/{id}")}
    assert bindings(capability(contract, "GET", "/others/{id}")) == {"path:id": "id"}


def test_slashes_a_join_doubles_make_no_host(derive_files):
    """url.joined-slashes: `['', '', p].join('/')` and `['/', 'rest', p].join('/')` give
    `//rest/…`, a path: no service whose host is `rest`; a `//host` written as one literal
    is a host."""
    contract = derive_files({
        "package.json": '{"name": "shop"}',
        "src/rest.js": "const root = (p) => ['', '', p].join('/');\n"
                       "const joinp = (base, path) => ['/', base, path].join('/');\n"
                       "export function org(id) { return fetch(root('rest/orgs/' + id)); }\n"
                       "export function group(id) {\n"
                       "  return fetch(joinp('rest', 'groups/' + id));\n}\n"
                       "export function team(id) {\n"
                       "  return fetch(joinp(window.apiBase, 'teams/' + id));\n}\n"
                       "export function cdn() { return fetch('//cdn.example.com/x.json'); }\n",
    })
    assert endpoints(contract) == {("GET", "/rest/orgs/{id}"), ("GET", "/rest/groups/{id}"),
                                   ("GET", "/teams/{id}"), ("GET", "/x.json")}
    org = capability(contract, "GET", "/rest/orgs/{id}")
    assert [e["rule"] for e in service_of(contract, org)["evidence"]] == ["service.same-origin"]
    team = capability(contract, "GET", "/teams/{id}")
    assert [e["rule"] for e in service_of(contract, team)["evidence"]] == \
        ["service.runtime-base"]
    assert bindings(team) == {"path:id": "id"}
    bases = [b["url"] for s in contract["services"] for b in s["observedBaseUrls"]]
    assert bases == ["//cdn.example.com"]


def test_a_leading_slash_a_regex_replace_strips_is_gone(derive_files):
    """value.regex-replace over a joined path: `.replace(/^\\//, '')` leaves a page-relative
    URL, `.replace(/^\\/+/, '/')` one slash."""
    contract = derive_files({
        "package.json": '{"name": "shop"}',
        "src/rest.js": "export function a(id) {\n"
                       "  return fetch(['', '', 'rest', 'users', id].join('/')"
                       ".replace(/^\\/+/, '/'));\n}\n"
                       "export function d(id) {\n"
                       "  return fetch(['', 'rest', 'teams', id].join('/').replace(/^\\//, ''));\n"
                       "}\n",
    })
    assert endpoints(contract) == {("GET", "/rest/users/{id}"), ("GET", "/rest/teams/{id}")}
    teams = capability(contract, "GET", "/rest/teams/{id}")
    assert [e["rule"] for e in service_of(contract, teams)["evidence"]] == \
        ["service.page-relative"]


CONFIG_CLASS = """
export default class Config {
  constructor(storage, values) {
    this.storage = storage;
    this.downloadToken = "";
    this.setValues(values);
  }

  setValues(values) {
    this.values = values;
    this.downloadToken = values.downloadToken;
  }
}
"""


def test_a_token_a_setter_rewrites_is_no_fixed_empty_query_value(derive_files):
    """this.method-writes and query.held-credential: the constructor's `this.downloadToken =
    ""` is not the member's only value (setValues writes it), and `?t=${$config.downloadToken}`
    is a credential the client holds: a context reference, never `""` or an input."""
    contract = derive_files({
        "package.json": '{"name": "gallery", "dependencies": {"vue": "3"}}',
        "src/config.js": CONFIG_CLASS,
        "src/app.js": "import { createApp } from 'vue';\nimport Config from './config';\n"
                      "import App from './App.vue';\n"
                      "const config = new Config(window.localStorage, window.__CONFIG__);\n"
                      "const app = createApp(App);\n"
                      "app.config.globalProperties.$config = config;\n",
        "src/App.vue": "<script>\nexport default {\n  methods: {\n    dl(hash) {\n"
                       "      return fetch(`/api/v1/dl/${hash}?t=${this.$config.downloadToken}`);"
                       "\n    },\n    share(uid, key) {\n"
                       "      return fetch(`/api/v1/share/${uid}?api_key=${key}`);\n    },\n"
                       "  },\n};\n</script>\n",
    })
    dl = capability(contract, "GET", "/api/v1/dl/{hash}")
    assert bindings(dl) == {"path:hash": "hash", "query:t": "=None"}
    binding = dl["implementation"]["requests"][0]["bindings"][1]
    assert binding == {"target": "query:t", "input": None, "value": None, "context": "t"}
    assert list(dl["inputSchema"]["properties"]) == ["hash"]
    assert [(r["name"], r["source"]) for r in dl["contextReferences"]] == [
        ("t", "a credential the client holds (downloadToken)")]
    assert [e["rule"] for e in dl["evidence"]["/implementation/requests/0/bindings/1"]] == \
        ["query.held-credential"]
    assert [r["message"] for r in contract["review"] if r["capability"] == dl["name"]
            and "credential" in r["message"]] == [
        "query parameter t carries a credential the client holds (downloadToken): the Host "
        "must supply it; it is never a Tool input"]
    assert dl["status"] == "requires-review"
    share = capability(contract, "GET", "/api/v1/share/{uid}")
    assert bindings(share) == {"path:uid": "uid", "query:api_key": "api_key"}


def test_a_member_only_the_constructor_writes_keeps_its_value(derive_files):
    """this.constructor-overrides-initialiser stands when no other method writes the member."""
    contract = derive_files({
        "package.json": '{"name": "gallery"}',
        "src/api.js": "class Api {\n  constructor() { this.version = 'v2'; }\n"
                      "  list() { return fetch(`/api/items?v=${this.version}`); }\n}\n"
                      "export const api = new Api();\n"
                      "export const load = () => api.list();\n",
    })
    cap = capability(contract, "GET", "/api/items")
    assert bindings(cap) == {"query:v": "=v2"}


ITEM_PAGES = """
import axios from 'axios';
export class ItemPage {
  getSingleItemUrl() { throw new Error('not implemented'); }
  loadRefs() { return axios.get(`${this.getSingleItemUrl()}/refs`); }
  loadOther() { return axios.get(`${this.helperUrl()}/other`); }
}
export class BranchPage extends ItemPage {
  getSingleItemUrl() { return `/api/branches/${this.id}`; }
}
export class TagPage extends ItemPage {
  getSingleItemUrl() { return '/api/tags/' + this.props.tagId; }
}
"""


def test_a_prefix_subclasses_override_is_theirs_and_an_unknown_one_is_reviewed(derive_files):
    """this.subclass-prefix: `${this.getSingleItemUrl()}/refs` of a base class is one
    endpoint per subclass override (a later open hole stays a path segment); no bare
    GET /refs. url.unresolved-call-prefix: a leading call the tool cannot follow is a
    reviewed base, never a silent one."""
    contract = derive_files({"package.json": '{"name": "repo", "dependencies": {"axios": "1"}}',
                             "src/pages.js": ITEM_PAGES})
    assert endpoints(contract) == {("GET", "/api/branches/{id}/refs"),
                                   ("GET", "/api/tags/{tagId}/refs"), ("GET", "/other")}
    branch = capability(contract, "GET", "/api/branches/{id}/refs")
    assert branch["status"] == "requires-review"
    other = capability(contract, "GET", "/other")
    assert other["status"] == "requires-review"
    assert [r["message"] for r in contract["review"] if r["capability"] == other["name"]
            and r["severity"] == "medium"] == [
        "the URL starts with helperUrl, returned by a call code2skill could not follow (an "
        "abstract or overridden method?): the path is read under it as a base URL; it may be "
        "a path prefix"]


def test_a_rest_parameter_spread_into_a_join_takes_each_callers_items(derive_files):
    """value.array-join over a spread rest parameter: `url('users', id)` of `(...parts) =>
    ['', 'rest', ...parts].join('/')` is /rest/users/{id}; a `.replace(/^\\/+/, '')` after the
    join leaves a page-relative URL; no arguments drop the separator."""
    contract = derive_files({
        "package.json": '{"name": "shop"}',
        "src/rest.js": "function url(...parts) {\n  return ['', 'rest', ...parts].join('/');\n}\n"
                       "const url2 = (...parts) => ['', 'rest2', ...parts].join('/')"
                       ".replace(/^\\/+/, '');\n"
                       "const url3 = (...parts) => ['/', 'rest3', ...parts].join('/');\n"
                       "export function a(id) { return fetch(url('users', id)); }\n"
                       "export function b(id) { return fetch(url2('groups', id)); }\n"
                       "export function c(id) { return fetch(url3('teams', id)); }\n"
                       "export function d() { return fetch(url()); }\n",
    })
    assert endpoints(contract) == {("GET", "/rest/users/{id}"), ("GET", "/rest2/groups/{id}"),
                                   ("GET", "/rest3/teams/{id}"), ("GET", "/rest")}
    assert [e["rule"] for e in service_of(
        contract, capability(contract, "GET", "/rest2/groups/{id}"))["evidence"]] == \
        ["service.page-relative"]
    assert [b["url"] for s in contract["services"] for b in s["observedBaseUrls"]] == []


def test_a_null_the_constructor_gives_is_not_the_member_s_type(derive_files):
    """this.method-writes: `this.branchIds = null` in the constructor, then an array a method
    assigns, is no body field typed `null` (the Tool could send nothing else)."""
    contract = derive_files({"src/dialog.js": (
        "import axios from 'axios';\n"
        "export default class DeleteDialog {\n"
        "  constructor() { this.branchIds = null; }\n"
        "  async show(ids) { this.branchIds = ids; await this.preview(); }\n"
        "  preview() {\n"
        "    return axios.post('/api/notes/delete-preview', { branchIds: this.branchIds });\n"
        "  }\n"
        "}\n"), "src/use.js": (
        "import DeleteDialog from './dialog.js';\n"
        "const dialog = new DeleteDialog();\n"
        "export const onDelete = (ids) => dialog.show(ids);\n")})
    cap = capability(contract, "POST", "/api/notes/delete-preview")
    assert "type" not in cap["inputSchema"]["properties"]["branchIds"]   # null or the ids
