"""Rules ``angularjs.scoped-module``, ``angularjs.service-return``, ``angularjs.manual-injector``
(``code2skill.angularjs_di``), ``angularjs.factory-this`` on a local naming ``this``, and
AngularJS's ``$templateCache`` as no HTTP client (``extractors/cookie_stores.py``)."""
from __future__ import annotations

from code2skill.extractors.cookie_stores import is_store

from conftest import endpoints


def test_registrations_on_a_module_bound_in_an_iife(derive_files):
    contract = derive_files({"src/app.js": (
        "(function () {\n"
        "  var app = angular.module('shop', []);\n"
        "  app.factory('Orders', function ($http) {\n"
        "    return { list: function () { return $http.get('/api/orders'); } };\n"
        "  });\n"
        "  app.controller('C', function (Orders) { Orders.list(); });\n"
        "}());\n")})
    assert endpoints(contract) == {("GET", "/api/orders")}


def test_a_service_returning_a_client_injects_it(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('a', ['restangular'])\n"
        "  .service('TagApi', function (Restangular) { return Restangular.all('tags'); })\n"
        "  .service('TagService', function (TagApi) {\n"
        "    var TagService = this;\n"
        "    TagService.add = function (tag) { return TagApi.post(tag); };\n"
        "    return TagService;\n"
        "  })\n"
        "  .controller('C', function (TagService) { TagService.add({name: 'x'}); });\n")})
    assert endpoints(contract) == {("POST", "/tags")}
    cap = contract["capabilities"][0]
    assert list(cap["inputSchema"]["properties"]) == ["name"]      # the caller's body


def test_a_service_returning_a_plain_object_keeps_its_this_members(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('a', [])\n"
        "  .service('Api', function ($http) {\n"
        "    this.list = function () { return $http.get('/api/list'); };\n"
        "    return {};\n"
        "  })\n"
        "  .controller('C', function (Api) { Api.list(); });\n")})
    assert endpoints(contract) == {("GET", "/api/list")}


def test_the_http_of_an_injector_made_by_hand(derive_files):
    contract = derive_files({"src/boot.js": (
        "var injector = angular.injector(['ng']);\n"
        "var http = injector.get('$http');\n"
        "http.get('/api/settings').then(function (r) { angular.module('a').constant('s', r.data); });\n")})
    assert endpoints(contract) == {("GET", "/api/settings")}


def test_template_cache_calls_raise_no_item(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('a', []).run(function ($templateCache) {\n"
        "  $templateCache.put('ng-table/pager.html', '<div class=\"pager\"></div>');\n"
        "});\n")})
    assert contract["review"] == []
    assert contract["source"]["coverage"]["requestLikeSites"] == 0
    assert is_store("$templateCache") and is_store("angularjs.$templateCache")
    assert is_store("$cacheFactory") and not is_store("templateApi")
