"""Rule ``angularjs.page-module`` (:mod:`code2skill.angularjs_page_modules`): services and
controllers registered on an AngularJS module that another classic script of the page keeps
in a page global."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.angularjs_page_modules import page_modules
from code2skill.facts import Arr, Call, Lit, Member, ModuleFacts, Obj, Ref

APP = """\
var backupApp = angular.module('backupApp', ['ngRoute']);
backupApp.constant('appConfig', {login_url: '/login.html'});
"""

SERVICE = """\
backupApp.service('AppService', function ($http, appConfig) {
  this.apiurl = '/api/v1';
  this.post = function (url, data) { return $http.post(this.apiurl + url, data); };
});
backupApp.service('FolderList', function ($http) {
  this.list = function (path) { return $http.get('/api/folders', {params: {path: path}}); };
});
"""

PAGE = """\
<html ng-app="backupApp"><head>
<script src="scripts/app.js"></script>
<script src="scripts/services/AppService.js"></script>
<script src="scripts/controllers/HomeController.js"></script>
</head><body ng-view></body></html>
"""

CONTROLLER = """\
backupApp.controller('HomeController', function ($scope, AppService, FolderList) {
  $scope.run = function (id) { AppService.post('/backup/' + id + '/run'); };
  $scope.browse = function (path) { FolderList.list(path); };
});
"""


def test_registrations_on_a_page_global_module_are_injected(derive_files):
    contract = derive_files({"index.html": PAGE, "scripts/app.js": APP,
                             "scripts/services/AppService.js": SERVICE,
                             "scripts/controllers/HomeController.js": CONTROLLER})
    assert endpoints(contract) == {("POST", "/api/v1/backup/{id}/run"), ("GET", "/api/folders")}
    assert bindings(capability(contract, "GET", "/api/folders")) == {"query:path": "path"}
    assert contract["source"]["coverage"]["byLibrary"]["angularjs"]["resolved"] == 2


def test_a_name_the_file_declares_itself_is_no_page_module(derive_files):
    """A parameter (or a binding of the file) named like the global shadows it: a function
    nobody calls with a module registers nothing, so its ``$http`` is no injected client."""
    shadowed = "function register(backupApp) {\n" + SERVICE + "}\n"
    own = "var backupApp = {service: function () {}, controller: function () {}};\n" + SERVICE
    for service in (shadowed, own):
        contract = derive_files({"index.html": PAGE, "scripts/app.js": APP,
                                 "scripts/services/AppService.js": service,
                                 "scripts/controllers/HomeController.js": CONTROLLER})
        assert endpoints(contract) == set()


def test_only_globals_their_script_binds_to_a_module_count():
    made = Call(Member(Ref("angular"), "module"), (Lit("backupApp"), Arr(())))
    chained = Call(Member(Ref("backupApp"), "constant"), (Lit("k"), Lit(1)))
    script = ModuleFacts("scripts/app.js", "javascript", "", bindings={
        "backupApp": [made], "configured": [chained], "other": [Obj(())]})
    found = page_modules({"scripts/app.js": script},
                         {name: "scripts/app.js" for name in ("backupApp", "configured", "other")}
                         | {"gone": "scripts/missing.js"})
    assert found == frozenset({"backupApp", "configured"})
