"""Rule coverage.unmodelled-style: react-admin data providers, AngularJS $resource services and
Vue mixins providing request methods are never a silent miss: request-like sites reviewed in
source.coverage, one review item per style naming it and its files, a warning on stderr.
fetch.react-admin-fetch-json: react-admin's fetchUtils.fetchJson is fetch."""
from __future__ import annotations

from pathlib import Path

from conftest import endpoints, write_tree

from code2skill.discover import Scope
from code2skill.pipeline import Settings, derive

RA_APP = {
    "package.json": '{"name": "music-ui", "dependencies": {"react": "17", "react-admin": "3", '
                    '"ra-data-graphql-simple": "3"}}',
    "src/App.jsx": (
        "import { Admin, Resource } from 'react-admin';\n"
        "import buildGraphQLProvider from 'ra-data-graphql-simple';\n"
        "import SongList from './SongList';\n"
        "const dataProvider = buildGraphQLProvider({ clientOptions: { uri: '/graphql' } });\n"
        "const App = () => (\n"
        "  <Admin dataProvider={dataProvider}>\n"
        "    <Resource name=\"song\" list={SongList} />\n"
        "  </Admin>\n"
        ");\n"
        "export default App;\n"),
    "src/SongList.jsx": (
        "import { useDataProvider, useGetList, fetchUtils } from 'react-admin';\n"
        "export default function SongList() {\n"
        "  const dataProvider = useDataProvider();\n"
        "  const { data } = useGetList('album', { page: 1, perPage: 10 });\n"
        "  const star = (id) => dataProvider.update('song', { id, data: { starred: true } });\n"
        "  const scan = () => fetchUtils.fetchJson('/api/scan', { method: 'POST' });\n"
        "  return <button onClick={() => { star(1); scan(); }}>Star</button>;\n"
        "}\n"),
}


def run(tmp_path: Path, files: dict[str, str]):
    root = write_tree(tmp_path / "app", files)
    return derive(root, Settings(Scope((), (), False), jobs=1))


def test_react_admin_sites_are_reviewed_and_fetch_json_is_fetch(tmp_path):
    """Over a provider the tool does not model (ra-data-graphql-simple), `<Resource>`,
    `useGetList` and `dataProvider.update('song', …)` are reviewed request-like sites of
    style:react-admin (`useDataProvider()` and the provider factory make no request);
    `fetchUtils.fetchJson('/api/scan', {method: 'POST'})` is a request."""
    result = run(tmp_path, RA_APP)
    contract = result.contract.model_dump(mode="json")
    assert endpoints(contract) == {("POST", "/api/scan")}
    coverage = contract["source"]["coverage"]["byLibrary"]
    assert coverage["style:react-admin"] == {"requestLikeSites": 3, "resolved": 0,
                                             "reviewed": 3, "unresolved": 0}
    message = ("3 call site(s) of the react-admin data provider style in 2 file(s) "
               "(src/App.jsx, src/SongList.jsx): code2skill does not model the requests this "
               "style makes, so they are not in the contract")
    items = [(r["severity"], r["message"], r["evidence"][0]["line"])
             for r in contract["review"]]
    assert ("medium", message, 7) in items
    assert f"{message} (review[], rule coverage.unmodelled-style)" in result.warnings


def test_angularjs_resource_factories_are_reviewed(tmp_path):
    """`$resource(url, …)` in a factory injected by name: a reviewed site of
    style:angularjs-resource, one review item naming the file."""
    result = run(tmp_path, {
        "package.json": '{"name": "admin", "dependencies": {"angular": "1.8", '
                        '"angular-resource": "1.8"}}',
        "app/rest/groups.js": (
            "import angular from 'angular';\n"
            "angular.module('app').factory('Groups', function GroupsFactory($resource, API) {\n"
            "  return $resource(API + '/:id/:action', {}, { query: { method: 'GET', "
            "isArray: true } });\n"
            "});\n"),
    })
    contract = result.contract.model_dump(mode="json")
    assert contract["source"]["coverage"]["byLibrary"]["style:angularjs-resource"] == {
        "requestLikeSites": 1, "resolved": 0, "reviewed": 1, "unresolved": 0}
    assert [(r["severity"], r["message"]) for r in contract["review"]
            if "style" in r["message"]] == [(
                "medium", "1 call site(s) of the AngularJS $resource service style in 1 file(s) "
                "(app/rest/groups.js): code2skill does not model the requests this style makes, "
                "so they are not in the contract")]
    assert any("AngularJS $resource" in w for w in result.warnings)


MIXIN_FILES = {
    "package.json": '{"name": "ops", "dependencies": {"vue": "2", "axios": "1"}}',
    "src/components/ItemFormBase.js": (
        "import axios from 'axios';\n"
        "export default {\n"
        "  methods: {\n"
        "    async save() {\n"
        "      return axios({ method: 'post', url: this.getItemsUrl(), data: this.item });\n"
        "    },\n"
        "  },\n"
        "};\n"),
    "src/components/Plain.js": "export default { methods: { hi() { return 1; } } };\n",
    "src/components/KeyForm.vue": (
        "<script>\n"
        "import ItemFormBase from './ItemFormBase';\n"
        "import Plain from './Plain';\n"
        "export default {\n"
        "  mixins: [ItemFormBase, Plain],\n"
        "  methods: { getItemsUrl() { return `/api/project/${this.projectId}/keys`; } },\n"
        "};\n"
        "</script>\n"),
    "src/components/UserForm.vue": (
        "<script>\n"
        "import ItemFormBase from './ItemFormBase';\n"
        "export default {\n"
        "  mixins: [ItemFormBase],\n"
        "  methods: { getItemsUrl() { return '/api/users'; } },\n"
        "};\n"
        "</script>\n"),
}


def test_vue_mixin_requests_read_per_component_are_no_style_problem(tmp_path):
    """A mixin's request reading `this.getItemsUrl()` that each component mixing it in
    declares is read through every such component (rule vue.mixin-member): one endpoint per
    component, at the mixin's call, and no review item on the mixins."""
    result = run(tmp_path, MIXIN_FILES)
    contract = result.contract.model_dump(mode="json")
    assert sorted((r["method"], r["pathTemplate"], r["callSites"][0]["file"])
                  for c in contract["capabilities"] for r in c["implementation"]["requests"]) \
        == [("POST", "/api/project/{projectId}/keys", "src/components/ItemFormBase.js"),
            ("POST", "/api/users", "src/components/ItemFormBase.js")]
    assert not [r for r in contract["review"] if "mix in" in r["message"]]
    assert not [w for w in result.warnings if "mix in" in w]


def test_vue_mixins_making_unread_requests_are_named(tmp_path):
    """A mixin's request reading `this.getItemsUrl()` that no component mixing it in declares
    or assigns: one review item naming the mixin, counting the components; a mixin that makes
    no request is not named."""
    files = dict(MIXIN_FILES)
    for name in ("src/components/KeyForm.vue", "src/components/UserForm.vue"):
        files[name] = files[name].replace("getItemsUrl()", "itemsUrl()")
    result = run(tmp_path, files)
    contract = result.contract.model_dump(mode="json")
    message = ("2 Vue component(s) mix in modules making requests code2skill did not resolve "
               "(src/components/ItemFormBase.js:5): the endpoints each component "
               "reaches through those requests may be missing or reviewed (a URL reading a "
               "member of this that neither the mixin nor a component mixing it in declares or "
               "assigns is not read; each request's own item says why it was not)")
    assert [(r["severity"], r["message"], r["evidence"][0]["file"]) for r in contract["review"]
            if "mix in" in r["message"]] == [("medium", message, "src/components/KeyForm.vue")]
    assert f"{message} (review[], rule coverage.unmodelled-style)" in result.warnings
