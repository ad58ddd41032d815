"""AngularJS 1.x services (rule ``angularjs.injection``, ``angularjs.http``): ``$http`` and the
app's services reach a function through the injector (array annotations, ``$inject``, implicit
parameter names, ``$injector.get``, ES classes registered with ``service``, ``constant``
values, a provider's ``$get``: rule ``angularjs.provider-get``), and a wrapper taking an ``$http`` config object (``{method, url, params, data}``) is
followed to each caller's literal, with the header a ``_.merge`` adds (rule
``value.merge-helper``) and a sibling method written after its caller (rule
``value.closure-member-writes``)."""
from __future__ import annotations

from conftest import capability, sample_files
from test_recognisers import check

APP = sample_files(
    "angularjs-rest",
    "src/app/auth.js",
    "src/app/groups.js",
    "src/app/profile/index.js",
    "src/app/profile/profile.service.js",
    "src/app/request.js",
    "src/app/users.js",
)


def test_services_through_the_injector_and_config_wrappers(derive_files):
    contract = derive_files(APP)
    http, wrapped = "angularjs.http", "wrapper.call"
    check(contract, APP, {
        ("POST", "/api/groups"): ("json", "unknown", {"body:members": "members",
                                                      "body:name": "name",
                                                      "header:X-Trace": "=1"},
                                  http, "create"),
        ("DELETE", "/api/groups/{id}"): ("none", "unknown", {"path:id": "id"}, http, "remove"),
        ("POST", "/api/profiles/{username}/follow"): (
            "none", "unknown", {"path:username": "username"}, http, "Profile.follow"),
        ("GET", "/api/profiles/{username}"): (
            "none", "unknown", {"path:username": "username"}, http, "Profile.get"),
        ("GET", "/api/data/{dataSource}/users"): (
            "none", "api-key", {"path:dataSource": "dataSource",
                                "query:permission": "permission"}, wrapped,
            "getUsers"),
        ("POST", "/api/tokens"): ("json", "unknown", {"body:password": "password",
                                                      "body:username": "username"},
                                  wrapped, "login"),
        ("DELETE", "/api/session"): ("none", "api-key", {}, wrapped, "logout"),
        ("GET", "/api/svc/lang"): ("none", "unknown", {}, http, "readBrowserLocales"),
        ("PUT", "/api/themes/{name}"): ("json", "unknown", {"body:": "body", "path:name": "name"},
                                        http, "save"),
        ("PUT", "/api/data/{dataSource}/users/{username}"): (
            "json", "api-key", {"body:": "body", "path:dataSource": "dataSource",
                                "path:username": "username"}, wrapped, "saveUser"),
    })
    coverage = contract["source"]["coverage"]
    assert coverage["byLibrary"] == {"angularjs": {"requestLikeSites": 10, "resolved": 10,
                                                   "reviewed": 0, "unresolved": 0}}
    token = capability(contract, "DELETE", "/api/session")["auth"]["evidence"][0]
    assert (token["file"], token["line"]) == ("src/app/auth.js", 9)


def test_an_unregistered_name_stays_a_parameter(derive_files):
    """A dependency the program does not register (a third-party module's service) is no
    client: the call through it stays a reviewed request-like site, never a guess."""
    contract = derive_files({"src/a.js": """\
angular.module('a').factory('things', ['remoteApi', function (remoteApi) {
  return { all: function () { return remoteApi.get('/api/things'); } };
}]);
"""})
    assert contract["capabilities"] == []
    assert contract["source"]["coverage"]["reviewed"] == 1


def test_a_directive_definitions_controller_is_injected(derive_files):
    contract = derive_files({"src/tags.js": (
        "angular.module('docs', []).directive('selectTag', function () {\n"
        "  return {\n"
        "    restrict: 'E',\n"
        "    controller: ['$scope', '$http', function ($scope, http) {\n"
        "      http.get('/api/tag/list').then(function (r) { $scope.tags = r.data; });\n"
        "    }]\n"
        "  };\n"
        "}).directive('aclEdit', function () {\n"
        "  return { controller: function ($scope, $http) {\n"
        "    $scope.remove = function (id) { return $http.delete('/api/acl/' + id); };\n"
        "  } };\n"
        "});\n")})
    found = {(r["method"], r["pathTemplate"]) for c in contract["capabilities"]
             for r in c["implementation"]["requests"]}
    assert found == {("GET", "/api/tag/list"), ("DELETE", "/api/acl/{id}")}
