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
