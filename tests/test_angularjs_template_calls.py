"""Rule ``angularjs.template-call`` (``code2skill.angularjs_templates``) and the handed element
of ``code2skill.answer_records.handed_record``: an AngularJS template's ``ng-click``/
``ng-submit`` expressions call the controller's ``$scope`` functions with the values the
controller keeps on ``$scope``, so a Restangular element an answer gave sends at its URL
through them; an ``ng-repeat`` item, a form control's whole ``ng-model`` and a member no
function of the controller writes stay unknown (reviewed)."""
from __future__ import annotations

from code2skill.angularjs_templates import (TemplateCall, expression_calls, page_calls,
                                            page_named)
from code2skill.facts import Lit

from conftest import endpoints

APP = (
    "angular.module('certs', ['restangular'])\n"
    "  .config(function (RestangularProvider, $stateProvider) {\n"
    "    RestangularProvider.setBaseUrl('https://api.example.com');\n"
    "    $stateProvider.state('edit', {url: '/edit/:id',\n"
    "      templateUrl: '/views/edit.tpl.html', controller: 'EditCtrl'});\n"
    "  })\n"
    "  .service('CertApi', function (Restangular) { return Restangular.all('certificates'); })\n"
    "  .service('CertService', function (Restangular) {\n"
    "    this.update = function (cert) { return Restangular.copy(cert).put(); };\n"
    "  })\n"
    "  .controller('EditCtrl', function ($scope, $stateParams, CertApi, CertService) {\n"
    "    CertApi.get($stateParams.id).then(function (cert) { $scope.certificate = cert; });\n"
    "    $scope.save = function (certificate) { CertService.update(certificate); };\n"
    "    $scope.drop = function (domain) { domain.remove(); };\n"
    "    $scope.rename = function (name) { name.customPOST({}, 'rename'); };\n"
    "  });\n")
TEMPLATE = (
    "<form ng-submit=\"save(certificate)\">\n"
    "  <input ng-model=\"name\">\n"
    "  <li ng-repeat=\"domain in certificate.domains\">\n"
    "    <a ng-click=\"drop(domain)\">x</a></li>\n"
    "  <button ng-click=\"rename(name)\">Rename</button>\n"
    "</form>\n")


def element_items(contract: dict) -> list[tuple[int, str]]:
    return sorted((r["evidence"][0]["line"], r["message"].split(",")[0])
                  for r in contract["review"] if "restangular.unknown-element" in r["message"])


def test_template_hands_the_kept_element_to_the_scope_function(derive_files):
    contract = derive_files({"src/app.js": APP, "src/views/edit.tpl.html": TEMPLATE})
    assert endpoints(contract) == {("GET", "/certificates/{id}"),
                                   ("PUT", "/certificates/{id}")}
    # the repeated item and the name an input writes stay unknown: reviewed
    assert element_items(contract) == [(14, "remove() of domain"),
                                       (15, "customPOST() of name")]


def test_without_the_template_the_element_is_reviewed(derive_files):
    contract = derive_files({"src/app.js": APP})
    assert endpoints(contract) == {("GET", "/certificates/{id}")}
    assert element_items(contract) == [(9, "put() of Restangular.copy(…)"),
                                       (14, "remove() of domain"),
                                       (15, "customPOST() of name")]


def test_ng_controller_binds_a_page_and_needs_a_write(derive_files):
    app = (
        "angular.module('roles', ['restangular'])\n"
        "  .controller('RoleCtrl', ['$scope', 'Restangular', function ($scope, Restangular) {\n"
        "    Restangular.one('roles', 7).get().then(function (role) { $scope.role = role; });\n"
        "    $scope.remove = function (role) { role.remove(); };\n"
        "  }])\n"
        "  .controller('OtherCtrl', function ($scope, Restangular) {\n"
        "    $scope.remove = function (role) { role.remove(); };\n"
        "  });\n")
    page = ("<div ng-controller=\"RoleCtrl\"><button ng-click=\"remove(role)\">x</button></div>\n"
            "<div ng-controller=\"OtherCtrl as other\">\n"
            "  <button ng-click=\"remove(role)\">x</button></div>\n")
    contract = derive_files({"src/app.js": app, "index.html": page})
    assert endpoints(contract) == {("GET", "/roles/7"), ("DELETE", "/roles/7")}
    # OtherCtrl writes no $scope.role (its parent's scope is not read): reviewed
    assert element_items(contract) == [(7, "remove() of role")]


def test_a_function_two_kinds_of_caller_share_stays_reviewed(derive_files):
    app = (
        "angular.module('keys', ['restangular'])\n"
        "  .config(function ($routeProvider) {\n"
        "    $routeProvider.when('/key', {templateUrl: 'key.html', controller: 'KeyCtrl'});\n"
        "  })\n"
        "  .service('KeyService', function (Restangular) {\n"
        "    this.update = function (key) { return key.put(); };\n"
        "  })\n"
        "  .controller('KeyCtrl', function ($scope, Restangular, KeyService) {\n"
        "    Restangular.one('keys', 3).get().then(function (key) { $scope.key = key; });\n"
        "    $scope.save = function (key) { KeyService.update(key); };\n"
        "    $scope.other = function (item) { KeyService.update(item); };\n"
        "  });\n")
    contract = derive_files({"src/app.js": app, "key.html":
                             "<a ng-click=\"save(key)\">s</a><a ng-click=\"other(x)\">o</a>"})
    assert endpoints(contract) == {("GET", "/keys/3")}
    assert element_items(contract) == [(6, "put() of key")]


def test_expression_calls_read_names_paths_and_literals():
    calls = expression_calls("remove(item.id, 'a', 2, true, null); x = 1; api.go(y); f(g(z))")
    assert calls == [
        TemplateCall("remove", (("item", "id"), Lit("a"), Lit(2), Lit(True), Lit(None)), None),
        TemplateCall("f", (None,), None),
        TemplateCall("g", (("z",),), None)]


def test_page_calls_know_what_the_markup_binds():
    data = (b"<div ng-controller=\"A\"><select ng-model=\"reason\"></select>"
            b"<div ng-model=\"cert\" role-select></div>"
            b"<tr ng-repeat-start=\"(k, v) in rows\"><td ng-click=\"pick(v, reason)\"></td></tr>"
            b"<p ng-init=\"load(cert)\"></p></div><a data-ng-click=\"go()\">g</a>")
    calls, unknown = page_calls(data)
    assert calls == [TemplateCall("pick", (("v",), ("reason",)), "A"),
                     TemplateCall("load", (("cert",),), "A"),
                     TemplateCall("go", (), None)]
    assert unknown == {"k", "v", "reason"}


def test_page_named_matches_the_path_end():
    assert page_named("app/angular/certs/edit.tpl.html", "/angular/certs/edit.tpl.html")
    assert page_named("views/key.html", "./views/key.html?v=2")
    assert not page_named("app/other-edit.tpl.html", "edit.tpl.html")
    assert not page_named("edit.tpl.html", "")


def test_a_cycle_of_callers_hands_no_element(derive_files):
    app = (
        "angular.module('c', ['restangular'])\n"
        "  .controller('C', function ($scope, Restangular) {\n"
        "    function ping(x) { pong(x); x.customPUT({}, 'ping'); }\n"
        "    function pong(y) { ping(y); }\n"
        "    Restangular.one('jobs', 1).get();\n"
        "  });\n")
    contract = derive_files({"src/app.js": app})
    assert endpoints(contract) == {("GET", "/jobs/1")}
    assert element_items(contract) == [(3, "customPUT() of x")]
