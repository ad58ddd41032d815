"""AngularJS 1.x services (rule ``angularjs.injection``, ``angularjs.http``): ``$http`` and the
app's services reach a function through the injector (array annotations, ``$inject``, implicit
parameter names, ``$injector.get``, ES classes registered with ``service``, ``constant``
values), and a wrapper taking an ``$http`` config object (``{method, url, params, data}``) is
followed to each caller's literal, with the header a ``_.merge`` adds (rule
``value.merge-helper``) and a sibling method written after its caller (rule
``value.closure-member-writes``)."""
from __future__ import annotations

from conftest import capability
from test_recognisers import check

APP = {    "src/app/auth.js": """\
angular.module('auth').factory('authService', ['$injector',
        function authService($injector) {
    var requestService = $injector.get('requestService');
    var service = {};
    service.getCurrentToken = function getCurrentToken() { return localStorage.getItem('t'); };
    service.request = function request(object, token) {
        token = token || service.getCurrentToken();
        if (token) {
            object = _.merge({ headers : { 'X-Auth-Token' : token } }, object);
        }
        return requestService(object);
    };
    service.logout = function logout(token) {
        // @expect DELETE /api/session
        return service.request({ method: 'DELETE', url: 'api/session' }, token);
    };
    service.login = function login(username, password) {
        // @expect POST /api/tokens
        return requestService({ method: 'POST', url: 'api/tokens',
                                data: { username: username, password: password } });
    };
    return service;
}]);
""",
    "src/app/groups.js": """\
function GroupService($http) {
    this.remove = function remove(id) {
        // @expect DELETE /api/groups/{id}
        return $http.delete('api/groups/' + id);
    };
    this.create = function create(group) {
        // @expect POST /api/groups
        return $http.post('api/groups', group, { headers: { 'X-Trace': '1' } });
    };
}
GroupService.$inject = ['$http'];
angular.module('rest').service('groupService', GroupService);

angular.module('rest').controller('GroupsController', ['$scope', 'groupService', 'userService',
        function GroupsController($scope, groups, users) {
    $scope.add = function add() {
        groups.create({ name: $scope.name, members: [] });
    };
    users.getUsers($scope.dataSource, ['READ']);
}]);
""",
    "src/app/profile/index.js": """\
import angular from 'angular';
import Profile from './profile.service';
let profileModule = angular.module('app.profile', []);
profileModule.constant('AppConstants', { api: '/api' });
profileModule.service('Profile', Profile);
""",
    "src/app/profile/profile.service.js": """\
export default class Profile {
  constructor(AppConstants, $http) {
    'ngInject';
    this._AppConstants = AppConstants;
    this._$http = $http;
  }
  follow(username) {
    // @expect POST /api/profiles/{username}/follow
    return this._$http({ url: this._AppConstants.api + '/profiles/' + username + '/follow',
                         method: 'POST' }).then((res) => res.data);
  }
  get(username) {
    // @expect GET /api/profiles/{username}
    return this._$http.get(`${this._AppConstants.api}/profiles/${username}`);
  }
}
""",
    "src/app/request.js": """\
angular.module('rest').factory('requestService', ['$injector',
        function requestService($injector) {
    var $http = $injector.get('$http');
    var service = function wrapHttpServiceCall(object) {
        return $http(object).then(function success(response) { return response.data; });
    };
    return service;
}]);
""",
    "src/app/users.js": """\
angular.module('rest').factory('userService', ['$injector',
        function userService($injector) {
    var authService = $injector.get('authService');
    var service = {};
    service.getUsers = function getUsers(dataSource, permissionTypes) {
        var httpParameters = {};
        if (permissionTypes)
            httpParameters.permission = permissionTypes;
        // @expect GET /api/data/{dataSource}/users
        return authService.request({
            method  : 'GET',
            url     : 'api/data/' + encodeURIComponent(dataSource) + '/users',
            params  : httpParameters
        });
    };
    service.saveUser = function saveUser(dataSource, user) {
        // @expect PUT /api/data/{dataSource}/users/{username}
        return authService.request({
            method  : 'PUT',
            url     : 'api/data/' + encodeURIComponent(dataSource) + '/users/' + encodeURIComponent(user.username),
            data    : user
        });
    };
    return service;
}]);
""",
}


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
        ("PUT", "/api/data/{dataSource}/users/{username}"): (
            "json", "api-key", {"body:": "body", "path:dataSource": "dataSource",
                                "path:username": "username"}, wrapped, "saveUser"),
    })
    coverage = contract["source"]["coverage"]
    assert coverage["byLibrary"] == {"angularjs": {"requestLikeSites": 8, "resolved": 8,
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
