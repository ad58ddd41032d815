"""Rule ``angularjs.factory-this`` (:mod:`code2skill.angularjs_factory_this`): a factory or
service whose function sets its methods on ``this`` (and returns ``this``) gives those
methods to every function that receives it by its registered name."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

BACKEND = """\
angular.module('app', []).factory('Backend', ['$http', function ($http) {
  var host;
  this.setHost = function (h) { host = h; };
  this.send = function (path, data) { post(path, data); };
  var post = function (path, data) {
    $http({method: 'POST', url: '/api/' + path, data: angular.merge(data, {host: host})});
  };
  return this;
}]);
"""

USERS = """\
angular.module('app').factory('Users', ['Backend', function (Backend) {
  this.remove = function (id) { Backend.send('users/delete', {id: id}); };
  return this;
}]);
angular.module('app').controller('UsersCtrl', function ($scope, Users) {
  $scope.remove = function (user) { Users.remove(user.id); };
});
"""


def test_methods_set_on_this_reach_the_injected_callers(derive_files):
    contract = derive_files({"src/backend.js": BACKEND, "src/users.js": USERS})
    assert endpoints(contract) == {("POST", "/api/users/delete")}
    assert bindings(capability(contract, "POST", "/api/users/delete")) == {
        "body:id": "id", "body:host": "host"}
    assert contract["source"]["coverage"]["unresolved"] == 0


def test_this_of_a_function_no_factory_registers_stays_unknown(derive_files):
    """The same function called by the app itself, not the injector: ``this`` is whatever
    its caller makes it, so ``Backend.send`` is not followed (the call is reviewed)."""
    plain = BACKEND.replace("angular.module('app', []).factory('Backend', ", "var x = (") \
        .replace("}]);", "}]);", 1)
    contract = derive_files({"src/backend.js": plain, "src/users.js": USERS.replace(
        "angular.module('app').factory", "angular.module('app', []).factory")})
    assert endpoints(contract) == set()


WRAPPER = """\
angular.module('app', []).service('AppService', function ($http) {
  this.apiurl = '/api/v1';
  this.postJson = function (url, data) {
    var options = {headers: {'Content-Type': 'application/json; charset=utf-8'}};
    return $http.post(this.apiurl + url, data, options);
  };
  this.load = function () { return helper(this.apiurl); };
  function helper(base) { return $http.get(base + '/state'); }
});
angular.module('app').controller('DeleteCtrl', function ($scope, AppService) {
  $scope.check = function (path) { AppService.postJson('/filesystem/validate', {path: path}); };
  $scope.load = function () { AppService.load(); };
});
"""


def test_this_in_a_method_written_on_this_is_the_service(derive_files):
    """Rule ``angularjs.method-this``: ``AppService.postJson(…)`` runs ``postJson`` with the
    service as ``this``, so ``this.apiurl`` is the base the service writes."""
    contract = derive_files({"src/app.js": WRAPPER})
    assert endpoints(contract) == {("POST", "/api/v1/filesystem/validate"),
                                   ("GET", "/api/v1/state")}
    assert bindings(capability(contract, "POST", "/api/v1/filesystem/validate")) == {
        "body:path": "path"}


def test_this_in_a_function_nested_in_a_method_stays_unknown(derive_files):
    """A plain function inside a method (not written on ``this``) has its own ``this``."""
    nested = WRAPPER.replace(
        "return $http.post(this.apiurl + url, data, options);",
        "return (function () { return $http.post(this.apiurl + url, data, options); })();")
    contract = derive_files({"src/app.js": nested})
    assert ("POST", "/api/v1/filesystem/validate") not in endpoints(contract)
