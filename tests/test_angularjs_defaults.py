"""Rule ``angularjs.defaults-credentials`` (``extractors/angularjs_defaults.py``): the cookie
and CSRF settings of ``$httpProvider.defaults`` (a config block) or ``$http.defaults`` (a run
block) are the auth of every ``$http`` request."""
from __future__ import annotations

from conftest import capability

XSRF_NOTE = "the CSRF token of a cookie session"


def auth_of(contract, method, path):
    auth = capability(contract, method, path)["auth"]
    return auth["authentication"], [(e["rule"], e.get("note"), e["line"]) for e in auth["evidence"]]


def test_named_csrf_header_and_cookie_in_a_config_block(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('app', []).config(function ($httpProvider) {\n"
        "  if (!window.metadata) { return; }\n"
        "  $httpProvider.defaults.xsrfHeaderName = 'X-CSRF-Token-' + metadata.id;\n"
        "  $httpProvider.defaults.xsrfCookieName = 'CSRF-Token-' + metadata.id;\n"
        "}).controller('C', function ($scope, $http) {\n"
        "  $scope.load = function () { return $http.get('rest/status'); };\n"
        "  $scope.save = function (cfg) { return $http.put('rest/config', cfg); };\n"
        "});\n")})
    expected = ("cookie-session", [
        ("angularjs.defaults-xsrf", f"defaults.xsrfHeaderName: {XSRF_NOTE}", 3),
        ("angularjs.defaults-xsrf", f"defaults.xsrfCookieName: {XSRF_NOTE}", 4)])
    assert auth_of(contract, "GET", "/rest/status") == expected
    assert auth_of(contract, "PUT", "/rest/config") == expected


def test_credentials_and_headers_set_in_a_run_block(derive_files):
    contract = derive_files({"src/app.js": (
        "var app = angular.module('app', []);\n"
        "app.run(['$http', function (http) {\n"
        "  http.defaults.withCredentials = true;\n"
        "  http.defaults.headers.common['X-XSRF-TOKEN'] = readCookie();\n"
        "  http.defaults.headers.common['Accept-Language'] = 'en';\n"
        "}]);\n"
        "app.factory('api', function ($http) {\n"
        "  return { list: function () { return $http.get('/api/items'); } };\n"
        "});\n"
        "app.controller('C', function (api) { api.list(); });\n")})
    assert auth_of(contract, "GET", "/api/items") == ("cookie-session", [
        ("angularjs.defaults-credentials", "defaults.withCredentials = true", 3),
        ("angularjs.defaults-header", "defaults header X-XSRF-TOKEN", 4)])


def test_a_local_object_named_defaults_configures_nothing(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('app', []).controller('C', function ($scope, $http) {\n"
        "  var opts = { defaults: {} };\n"
        "  opts.defaults.xsrfHeaderName = 'X-CSRF';\n"
        "  $scope.load = function () { return $http.get('/api/items'); };\n"
        "});\n")})
    assert auth_of(contract, "GET", "/api/items")[0] == "unknown"
