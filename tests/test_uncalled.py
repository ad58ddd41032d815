"""Rule ``wrapper.never-called``: a method of an API service layer that nothing in the program
calls is no Tool: a ``low`` review item naming no capability gives its endpoints and cites its
definition; one the program calls, or might call through a name the resolver does not
follow, stays a draft."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree, uncalled_tool

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Call, Member, Ref
from code2skill.passes.uncalled import Mentions

SERVICE = (
    "import axios from 'axios';\n"                                              # 1
    "const http = axios.create({ baseURL: '/api' });\n"                          # 2
    "export class ProjectService {\n"                                            # 3
    "  listProjects() {\n"                                                       # 4
    "    return http.get('/projects');\n"                                        # 5
    "  }\n"                                                                      # 6
    "  archiveProject(id: string) {\n"                                           # 7
    "    return http.post(`/projects/${id}/archive`);\n"                        # 8
    "  }\n"                                                                      # 9
    "  exportReports() {\n"                                                      # 10
    "    return http.get('/reports');\n"                                         # 11
    "  }\n"                                                                      # 12
    "}\n"                                                                        # 13
)
OBJECT = (
    "import axios from 'axios';\n"                                              # 1
    "export default {\n"                                                         # 2
    "  getAll() { return axios.get('/api/tags'); },\n"                           # 3
    "  purge() { return axios.delete('/api/tags'); },\n"                         # 4
    "  rename(id: string) { return axios.put(`/api/tags/${id}`); },\n"           # 5
    "};\n"                                                                       # 6
)
STORE = (
    "import { ProjectService } from './services/project';\n"
    "import TagApi from './services/tags';\n"
    "const service = new ProjectService();\n"
    "export async function load() { return service.listProjects(); }\n"
    "export async function loadTags() { return TagApi.getAll(); }\n"
    "export function run(store) { return store.dispatch('tags/rename'); }\n"
)
FILES = {"package.json": '{"name": "pm"}', "src/services/project.ts": SERVICE,
         "src/services/tags.ts": OBJECT, "src/store.ts": STORE}


def test_an_uncalled_method_is_reviewed_and_a_called_one_is_not(tmp_path):
    contract = derive_dict(write_tree(tmp_path / "app", FILES))
    status = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert status == {"list_projects": "draft", "list_tags": "draft", "rename_tag": "draft"}
    items = [(uncalled_tool(r), r["severity"], r["message"],
              [(e["file"], e["line"], e["endLine"], e["rule"], e["note"]) for e in r["evidence"]])
             for r in contract["review"] if r["evidence"]
             and r["evidence"][0]["rule"] == "wrapper.never-called"]
    note = ("is defined but never called in the analysed program: no call of it was found, "
            "so the client does not make {} and no Tool {} is offered; listed so the API "
            "surface stays visible")
    assert sorted(items) == [
        ("archive_project", "low", "ProjectService.archiveProject " + note.format(
            "POST /api/projects/{id}/archive", "archive_project"),
         [("src/services/project.ts", 7, 9, "wrapper.never-called",
           "ProjectService.archiveProject defined here")]),
        ("delete_tag", "low", "default.purge " + note.format("DELETE /api/tags", "delete_tag"),
         [("src/services/tags.ts", 4, 4, "wrapper.never-called", "default.purge defined here")]),
        ("list_reports", "low", "ProjectService.exportReports " + note.format(
            "GET /api/reports", "list_reports"),
         [("src/services/project.ts", 10, 12, "wrapper.never-called",
           "ProjectService.exportReports defined here")]),
    ]


def test_rename_named_in_a_dispatch_string_may_be_called(tmp_path):
    """``store.dispatch('tags/rename')`` names ``rename`` by text: the resolver cannot follow
    such a call, so ``rename`` is never claimed uncalled (see the status above)."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        **FILES, "src/store.ts": FILES["src/store.ts"].replace("tags/rename", "tags/other")}))
    assert "rename_tag" not in {c["name"] for c in contract["capabilities"]}
    assert "rename_tag" in [uncalled_tool(r) for r in contract["review"]]


def test_a_layer_no_other_file_calls_is_not_judged(tmp_path):
    """Nothing proves the resolver follows this layer's consumers: no method is flagged."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        **FILES, "src/store.ts": "export const nothing = 1;\n"}))
    assert not any(r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called"
                   for r in contract["review"])


def test_walk_gives_a_shared_subtree_once_per_module():
    from code2skill.facts import Call, Lit, Member, Ref
    from code2skill.passes.uncalled import walk
    inner = Call(Member(Ref("API"), "get"), (Lit("/a"),))
    outer = Call(Ref("then"), (inner, inner))
    seen: set[int] = set()
    first = list(walk(outer, seen))
    assert [type(n).__name__ for n in first] == ["Call", "Call", "Lit", "Member", "Ref", "Ref"]
    assert list(walk(inner, seen)) == []          # a call site's call, walked already
    assert [n.name for n in walk(Ref("API"), seen)] == ["API"]   # equal, but another node


SAVED = (
    "import { useQuery } from '@tanstack/react-query';\n"
    "import ky from 'ky';\n"
    "async function fetchSavedSearches() {\n"
    "  return ky.get('/api/saved-search').json();\n"
    "}\n"
    "export async function createSavedSearch(name: string) {\n"
    "  return ky.post('/api/saved-search', { json: { name } }).json();\n"
    "}\n"
    "export async function purgeSavedSearches() {\n"
    "  return ky.delete('/api/saved-search').json();\n"
    "}\n"
    "export function useSavedSearches() {\n"
    "  return useQuery({ queryKey: ['saved-search'], queryFn: fetchSavedSearches });\n"
    "}\n"
)


def test_a_function_passed_as_a_value_in_its_module_may_be_called(tmp_path):
    """Rule ``wrapper.passed-function``: ``queryFn: fetchSavedSearches`` hands the function to
    react-query, which calls it: never claimed uncalled; a sibling nothing names still is."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "logs"}', "src/savedSearch.ts": SAVED,
        "src/page.ts": ("import { createSavedSearch } from './savedSearch';\n"
                        "export const save = (name: string) => createSavedSearch(name);\n")}))
    status = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert status == {"list_saved_searches": "draft", "create_saved_search": "requires-review"}
    flagged = [uncalled_tool(r) for r in contract["review"]
               if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called"]
    assert flagged == ["delete_saved_search"]


def test_plain_names_are_refs_only():
    from code2skill.facts import Call, Lit, Member, ModuleFacts, Ref
    from code2skill.passes.uncalled import plain_names_of
    module = ModuleFacts("a.ts", "ts", "0")
    module.bindings["q"] = [Call(Ref("useQuery"), (Member(Ref("api"), "fetchAll"),
                                                   Ref("fetchOne"), Lit("fetchText")))]
    assert plain_names_of(module) == {"useQuery", "api", "fetchOne"}


def test_a_function_an_export_object_lists_is_not_passed_as_a_value(tmp_path):
    """``export default { list, finishSetup }`` hands both to other modules: the one no other
    module calls is still never called (rule ``wrapper.passed-function`` does not apply)."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "shares"}',
        "src/config.service.ts": (
            "import axios from 'axios';\n"
            "const list = () => axios.get('/api/configs');\n"
            "const finishSetup = () => axios.post('/api/configs/admin/finishSetup');\n"
            "export default { list, finishSetup };\n"),
        "src/page.ts": ("import configService from './config.service';\n"
                        "export const load = () => configService.list();\n")}))
    flagged = [uncalled_tool(r) for r in contract["review"]
               if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called"]
    assert flagged == ["create_config_admin_finish_setup"]


def test_a_method_handed_to_a_call_may_be_called(tmp_path):
    """Rule ``wrapper.passed-function``: ``setInterval(this.poll, 1000)`` hands the method to
    the timer, which calls it: never claimed uncalled; a sibling nothing names still is."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "alerts"}',
        "src/alerts.ts": (
            "import axios from 'axios';\n"
            "export class Alerts {\n"
            "  start() { setInterval(this.poll, 1000); }\n"
            "  list() { return axios.get('/api/alerts'); }\n"
            "  poll() { return axios.get('/api/alerts/new'); }\n"
            "  purge() { return axios.delete('/api/alerts'); }\n"
            "}\n"),
        "src/page.ts": ("import { Alerts } from './alerts';\n"
                        "const alerts = new Alerts();\n"
                        "export const load = () => alerts.list();\n")}))
    flagged = [uncalled_tool(r) for r in contract["review"]
               if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called"]
    assert flagged == ["delete_alert"]


COUNTER = {
    "package.json": '{"name": "accounts"}',
    "src/services/accounts.js": (
        "import axios from 'axios';\n"
        "export default {\n"
        "  getAll() { return axios.get('/api/accounts'); },\n"
        "  count() { return axios.get('/api/accounts/count'); },\n"
        "};\n"),
    "src/page.js": ("import accountService from './services/accounts';\n"
                    "export const load = () => accountService.getAll();\n"),
    "src/stores/groups.js": ("let groups = [];\n"
                             "const count = () => groups.length;\n"
                             "export default { count };\n"),
}


def flagged_by_never_called(contract: dict) -> list[str]:
    return [uncalled_tool(r) for r in contract["review"]
            if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called"]


def test_a_plain_name_in_a_file_not_importing_the_module_is_no_mention_of_a_member(tmp_path):
    """Rule ``wrapper.member-mention``: ``const count = …`` in a store that does not import the
    service is that store's own binding: the service member ``count`` is still uncalled."""
    contract = derive_dict(write_tree(tmp_path / "app", COUNTER))
    assert flagged_by_never_called(contract) == ["get_account_count"]


def test_a_plain_name_in_a_file_importing_the_module_may_be_the_member(tmp_path):
    """A file importing the service may hold the member under its name (a destructured
    binding): ``count`` is never claimed uncalled."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        **COUNTER, "src/stores/groups.js": (
            "import accountService from '../services/accounts';\n"
            "const { count } = accountService;\n"
            "export const total = () => count();\n")}))
    assert flagged_by_never_called(contract) == []


def test_a_member_read_through_a_re_exporting_index_is_a_mention(tmp_path):
    """``import { accounts } from './services'`` reaches the service through the index that
    re-exports it: ``accounts.count`` handed to a callback names the member."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        **COUNTER,
        "src/services/index.js": "export { default as accounts } from './accounts';\n",
        "src/widget.js": ("import { accounts } from './services';\n"
                          "export const later = () => setTimeout(accounts.count, 10);\n")}))
    assert flagged_by_never_called(contract) == []


def test_a_spread_or_computed_access_of_the_module_keeps_every_function(tmp_path):
    """Rule ``wrapper.escaped-module``: a namespace or default import spread into a component,
    indexed with a computed name or handed to a call may reach any of its functions: nothing
    is claimed uncalled."""
    for use in ("export const methods = { ...accountService };\n",
                "export const run = (name) => accountService[name]();\n",
                "export const api = Object.keys(accountService);\n"):
        files = {k: v for k, v in COUNTER.items() if k != "src/stores/groups.js"}
        contract = derive_dict(write_tree(tmp_path / f"app{len(use)}", {
            **files, "src/component.js": (
                "import accountService from './services/accounts';\n" + use)}))
        assert flagged_by_never_called(contract) == [], use
    contract = derive_dict(write_tree(tmp_path / "plain", {
        **files, "src/component.js": ("import accountService from './services/accounts';\n"
                                      "export const all = () => accountService.getAll();\n")}))
    assert flagged_by_never_called(contract) == ["get_account_count"]


CONFIG_SERVICE = (
    "angular.module('app').factory('ConfigService', ConfigService);\n"      # 1
    "function ConfigService($http, $q) {\n"                                    # 2
    "  return { get: get, maySeeAdmin: maySeeAdmin };\n"                       # 3
    "  function get() { return $http.get('internalapi/config'); }\n"           # 4
    "  function maySeeAdmin() {\n"                                             # 5
    "    function loadAll() {\n"                                               # 6
    "      var maySeeAdmin = cache.get('maySeeAdmin');\n"                      # 7
    "      if (maySeeAdmin) { return $q.resolve(maySeeAdmin); }\n"             # 8
    "      return $http.get('internalapi/mayseeadmin');\n"                     # 9
    "    }\n"                                                                  # 10
    "    return loadAll().then(function (maySeeAdmin) { return maySeeAdmin; });\n"  # 11
    "  }\n"                                                                    # 12
    "}\n"                                                                      # 13
)
CONFIG_CTRL = (
    "angular.module('app').controller('MainCtrl', MainCtrl);\n"
    "function MainCtrl($scope, ConfigService) {\n"
    "  ConfigService.get().then(function (r) { $scope.config = r.data; });\n"
    "}\n"
)


def test_a_factory_member_nothing_calls_is_reviewed_through_its_helper(tmp_path):
    """Rule ``wrapper.factory-member``: ``maySeeAdmin``, exposed by the object the AngularJS
    factory returns, is called nowhere; the request its nested ``loadAll`` makes is reviewed,
    citing ``maySeeAdmin``. Its own locals and callback parameters of the same name are no
    mention of it."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "hydra"}', "js/config-service.js": CONFIG_SERVICE,
        "js/main-ctrl.js": CONFIG_CTRL}))
    items = [(uncalled_tool(r), [(e["file"], e["line"], e["note"]) for e in r["evidence"]])
             for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called"]
    assert items == [("get_internalapi_mayseeadmin",
                      [("js/config-service.js", 5, "maySeeAdmin defined here")])]


THIS_FACTORY = (
    "angular.module('app').factory('DataService', ['$http', function($http) {\n"     # 1
    "  var post = function(path, data, success) {\n"                                 # 2
    "    $http.post('/api/' + path, data).then(success);\n"                          # 3
    "  };\n"                                                                          # 4
    "  this.getIndices = function(success) { post('commons/indices', {}, success); };\n"
    "  this.getNodes = function(success) { post('commons/nodes', {}, success); };\n"  # 6
    "  return this;\n"                                                                # 7
    "}]);\n"
)
THIS_CTRL = (
    "angular.module('app').controller('MainCtrl', ['$scope', 'DataService',\n"
    "  function($scope, DataService) {\n"
    "    DataService.getIndices(function(r) { $scope.indices = r.data; });\n"
    "  }]);\n"
)


def test_a_member_a_factory_writes_onto_this_is_reviewed_when_nothing_calls_it(tmp_path):
    """Rule ``wrapper.factory-member``: ``this.getNodes``, written onto the ``this`` the
    AngularJS factory returns, is called nowhere while its sibling ``getIndices`` is called
    from the controller: its request is reviewed, citing it."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "cluster"}', "js/data.js": THIS_FACTORY,
        "js/main-ctrl.js": THIS_CTRL}))
    items = [(uncalled_tool(r), [(e["file"], e["line"], e["note"]) for e in r["evidence"]])
             for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called"]
    assert items == [("create_common_node", [("js/data.js", 6, "this.getNodes defined here")])]
    called = THIS_CTRL.replace("}]);", "  DataService.getNodes(function() {});\n  }]);")
    contract = derive_dict(write_tree(tmp_path / "called", {
        "package.json": '{"name": "cluster"}', "js/data.js": THIS_FACTORY,
        "js/main-ctrl.js": called}))
    assert flagged_by_never_called(contract) == []


def test_a_factory_handed_on_as_a_value_keeps_its_members(tmp_path):
    """Rule ``wrapper.escaped-module``: ``$scope.cfg = ConfigService`` lets a template call
    any member; handing it to a function of the module under a parameter of the same name
    does not."""
    ctrl = CONFIG_CTRL.replace("}\n", "  $scope.cfg = ConfigService;\n}\n", 1)
    contract = derive_dict(write_tree(tmp_path / "escaped", {
        "package.json": '{"name": "hydra"}', "js/config-service.js": CONFIG_SERVICE,
        "js/main-ctrl.js": ctrl}))
    assert flagged_by_never_called(contract) == []
    ctrl = CONFIG_CTRL.replace("}\n", "  show($scope, ConfigService);\n}\n"
                               "function show($scope, ConfigService) {\n"
                               "  $scope.size = ConfigService.get();\n}\n", 1)
    contract = derive_dict(write_tree(tmp_path / "handed", {
        "package.json": '{"name": "hydra"}', "js/config-service.js": CONFIG_SERVICE,
        "js/main-ctrl.js": ctrl}))
    assert flagged_by_never_called(contract) == ["get_internalapi_mayseeadmin"]


def test_a_function_only_its_own_body_calls_is_never_called(tmp_path):
    """Rule ``wrapper.self-mention``: ``poll`` re-arms itself with ``setTimeout(poll, …)``
    and ``walk`` recurses, but nothing else calls either: both are reviewed; ``list`` is
    called from the page and stays a draft."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "reports", "dependencies": {"react": "^18.3.1"}}',
        "src/reports.ts": (
            "import axios from 'axios';\n"
            "export function list() { return axios.get('/api/reports'); }\n"
            "export function poll() {\n"
            "  return axios.get('/api/reports/active').then(() => setTimeout(poll, 1000));\n"
            "}\n"
            "export async function walk(page: number): Promise<void> {\n"
            "  const r = await axios.get(`/api/reports/history?page=${page}`);\n"
            "  if (r.data.next) { await walk(page + 1); }\n"
            "}\n"),
        "src/page.ts": ("import { list } from './reports';\n"
                        "export const load = () => list();\n")}))
    status = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert status == {"list_reports": "draft"}
    assert sorted(flagged_by_never_called(contract)) == ["get_report_active",
                                                         "get_report_history"]


def test_a_constructor_is_never_uncalled(tmp_path):
    """An injector runs a service's constructor without naming it: neither it nor the method
    it calls is claimed uncalled."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "svc", "dependencies": {"@angular/core": "17.0.0"}}',
        "src/account.service.ts": (
            "import { Injectable } from '@angular/core';\n"
            "import { HttpClient } from '@angular/common/http';\n"
            "@Injectable({ providedIn: 'root' })\n"
            "export class AccountService {\n"
            "  user$: any;\n"
            "  constructor(private http: HttpClient) {\n"
            "    this.me$().subscribe((u) => { this.user$ = u; });\n"
            "  }\n"
            "  me$() { return this.http.get<any>('/api/v1/account'); }\n"
            "  stats$(kind: string) { return this.http.get<any>('/api/v1/stats/' + kind); }\n"
            "}\n"),
        "src/app.component.ts": (
            "import { Component } from '@angular/core';\n"
            "import { AccountService } from './account.service';\n"
            "@Component({ selector: 'app', template: '<b>{{ s.user$ }}</b>' })\n"
            "export class AppComponent {\n"
            "  constructor(public s: AccountService) {}\n"
            "  load() { return this.s.stats$('a'); }\n"
            "}\n")}))
    assert flagged_by_never_called(contract) == []
    assert {c["name"]: c["status"] for c in contract["capabilities"]}["get_account"] == "draft"


LINKED_SERVICES = (
    "import axios from 'axios';\n"
    "export class BaseRepository {\n"
    "  remove(id: string) { return axios.delete(`/api/items/${id}`); }\n"
    "}\n"
    "export class NoteRepository extends BaseRepository {\n"
    "  list() { return axios.get('/api/notes'); }\n"
    "  archive(id: string) { return axios.post(`/api/notes/${id}/archive`); }\n"
    "}\n"
    "export class TagRepository {\n"
    "  list() { return axios.get('/api/tags'); }\n"
    "  archive(id: string) { return axios.post(`/api/tags/${id}/archive`); }\n"
    "}\n"
)
LINKED_PAGE = (
    "import { NoteRepository, TagRepository } from './repositories';\n"
    "const notes = new NoteRepository();\n"
    "const tags = new TagRepository();\n"
    "export function open() { notes.list(); tags.list(); }\n"
    "export function archiveTag(id: string) { tags.archive(id); }\n"
)


def linked_flagged(services: str, tmp_path) -> list[str]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "linked", "dependencies": {"axios": "1"}}',
        "src/repositories.ts": services, "src/page.ts": LINKED_PAGE}))
    return sorted(flagged_by_never_called(contract))


def test_a_call_linked_to_another_class_is_no_mention_of_a_method(tmp_path):
    """Rule ``wrapper.linked-mention``: ``tags.archive(id)`` is linked to
    ``TagRepository.archive``, so it names no other ``archive``: ``NoteRepository.archive`` is
    never called; ``BaseRepository.remove`` nothing calls stays unclaimed, its layer called
    from no other file."""
    assert linked_flagged(LINKED_SERVICES, tmp_path) == ["archive_note"]


def test_an_override_of_a_method_a_linked_call_reaches_may_be_called(tmp_path):
    """A call linked to ``BaseRepository.archive`` on a member typed with the base class may
    run a subclass's override: the override is not claimed."""
    services = LINKED_SERVICES.replace(
        "  remove(id: string) {", "  archive(id: string) { return axios.post(`/api/x/${id}`); }\n"
        "  remove(id: string) {")
    page = LINKED_PAGE + (
        "import { BaseRepository } from './repositories';\n"
        "class Archiver {\n"
        "  constructor(readonly repository: BaseRepository) {}\n"
        "  run() { return this.repository.archive('1'); }\n"
        "}\n"
        "class NoteArchiver extends Archiver {}\n"
        "const archiver = new NoteArchiver(new NoteRepository());\n"
        "export function archiveOne() { archiver.run(); }\n")
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "linked", "dependencies": {"axios": "1"}}',
        "src/repositories.ts": services, "src/page.ts": page}))
    assert "archive_note" not in flagged_by_never_called(contract)


CONFIGS = (
    "import axios from 'axios';\n"
    "export class ConfigRepository {\n"
    "  list() { return axios.get('/api/configs'); }\n"
    "  create(name: string) { return axios.post('/api/configs', { name }); }\n"
    "  update(id: number) { return axios.put(`/api/configs/${id}`); }\n"
    "}\n"
    "export const configs = new ConfigRepository();\n"
)


def flagged_of(tmp_path, page: str, extra: dict | None = None) -> list[str]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "configs"}', "src/configs.ts": CONFIGS,
        "src/page.ts": "import { configs } from './configs';\n" + page, **(extra or {})}))
    return sorted(uncalled_tool(r) for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.never-called")


def test_event_names_and_translation_keys_name_no_method(tmp_path):
    """Rule ``wrapper.string-name``: a translation key, a namespaced event and the event a
    component emits are no calls of ``create`` or ``update``."""
    assert flagged_of(tmp_path, (
        "export function load(vm: any) {\n"
        "  vm.$emit('create');\n"
        "  vm.$emit('update:query', vm.$t('generic.create'));\n"
        "  return configs.list();\n"
        "}\n")) == ["create_config", "update_config"]


def test_a_method_called_by_a_computed_name_may_be_any_named_by_text(tmp_path):
    """Rule ``wrapper.string-name``: ``configs[action]()`` may call the method a whole-name
    string gives; ``configs['update']`` names ``update`` outright."""
    assert flagged_of(tmp_path, (
        "export function save(isNew: boolean, id: number) {\n"
        "  const action = isNew ? 'create' : 'other';\n"
        "  configs.list();\n"
        "  return configs[action](id);\n"
        "}\n"
        "export const u = configs['update'];\n")) == []


def test_an_error_message_names_no_method(tmp_path):
    """Rule ``wrapper.error-message``: the message of an error a ``new`` constructs (a
    generated client's ``'… when calling update().'``) is no code text calling ``update``,
    while the same text outside an error constructor still is."""
    page = ("export function save(name: string) {\n"
            "  if (!name) throw new RequiredError('name', 'Required parameter was null when "
            "calling update().');\n"
            "  const api: any = configs;\n"
            "  api[name]();\n"
            "  return configs.list();\n"
            "}\n"
            "class RequiredError extends Error {}\n")
    assert flagged_of(tmp_path, page) == ["create_config", "update_config"]
    assert flagged_of(tmp_path / "b", page.replace("new RequiredError", "log")) == [
        "create_config"]


def test_a_member_of_an_object_literal_handed_to_a_call_may_be_called(tmp_path):
    """Rule ``wrapper.passed-function``: ``source`` of an object literal no name holds goes
    with its object to the call receiving it (a plugin's defaults), so it is never claimed;
    ``create`` beside it still is."""
    assert flagged_of(tmp_path, (
        "export function load() { return configs.list(); }\n"
        "jQuery.extend(jQuery.fn.typeahead.defaults, {\n"
        "  source: function (query) { return configs.update(query); },\n"
        "});\n")) == ["create_config"]


def test_a_member_of_a_returned_object_literal_names_that_literal(tmp_path):
    """Rule ``wrapper.returned-member``: ``const { update } = useConfigs()`` reads the
    composable's own ``update``, not ``ConfigRepository.update``."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "configs"}', "src/configs.ts": CONFIGS,
        "src/useConfigs.ts": ("import { configs } from './configs';\n"
                              "export const useConfigs = () => {\n"
                              "  const refresh = () => configs.list();\n"
                              "  const add = () => configs.create('a');\n"
                              "  return { update: refresh, add };\n"
                              "};\n"),
        "src/page.ts": ("import { useConfigs } from './useConfigs';\n"
                        "export function load() { const { update, add } = useConfigs(); "
                        "update(); add(); }\n")}))
    assert [uncalled_tool(r) for r in contract["review"] if r["evidence"]
            and r["evidence"][0]["rule"] == "wrapper.never-called"] == ["update_config"]


def test_a_call_linked_to_a_function_of_a_file_outside_the_client_has_no_returned_home():
    """Rule ``wrapper.returned-member``: the resolver may link a call of a client file to a
    function of a test file, which the client view leaves out; the member read of its result
    then names no module (it raised a KeyError that cost the whole pass)."""
    from code2skill.facts import Call, Member, Ref
    from code2skill.extractors.module_facts import extract_module
    from code2skill.passes.uncalled import Mentions
    span = (3, 1, 3, 12)
    facts = extract_module("src/a.ts", "typescript", b"export const a = 1;\n")
    mentions = Mentions({"src/a.ts": facts}, lambda *_: None,
                        {"src/a_test.js#make": [("src/a.ts", None, None, span)]})
    read = Member(Call(Ref("make", (3, 1, 3, 5)), (), span), "update", (3, 1, 3, 19))
    assert mentions.returned_home("src/a.ts", read) is None
