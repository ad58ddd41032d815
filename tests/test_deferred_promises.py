"""A wrapper handing the answer back through a deferred of its own (rule
``value.deferred-promise``): ``d.promise`` settles with what ``d.resolve`` is given, so the
callers' reads of the resolved value are the Tool's output; a deferred resolved with a value
the client holds, or only rejected, gives none."""
from __future__ import annotations

SERVICE = """\
angular.module('api', []).factory('$api', function ($http, $q) {
    var api = {};
    api.call = function (url, method, data) {
        var promise = $q.defer();
        $http({url: url, method: method, data: data})
            .then(function success(resp) {
                promise.resolve(resp.data);
            }, function error(resp) {
                promise.reject({status: resp.status, message: resp.data});
            });
        return promise.promise;
    };
    api.getShare = function (id) { return api.call('/share/' + id, 'GET'); };
    api.getStats = function () {
        var d = $q.defer();
        $http.get('/stats').then(function () { d.resolve({count: 0}); });
        return d.promise;
    };
    api.getMe = function () {
        var d = $q.defer();
        $http.get('/me').then(function (resp) { d.reject(resp.data); });
        return d.promise;
    };
    return api;
});
angular.module('app', ['api']).controller('Ctrl', function ($scope, $api) {
    $scope.load = function (id) {
        $api.getShare(id).then(function (share) {
            $scope.title = share.title;
            share.files.forEach(function (file) { $scope.names.push(file.fileName); });
        });
        $api.getStats().then(function (stats) { $scope.count = stats.count; });
        $api.getMe().then(function (me) { $scope.login = me.login; });
    };
});
"""


def outputs(derive_files, source: str) -> dict:
    contract = derive_files({"js/app.js": source})
    return {(r["method"], r["pathTemplate"]): cap["outputSchema"]
            for cap in contract["capabilities"]
            for r in cap["implementation"]["requests"]}


def test_the_callers_reads_of_a_deferred_answer_are_the_output(derive_files):
    found = outputs(derive_files, SERVICE)
    assert found[("GET", "/share/{id}")]["properties"] == {
        "title": {},
        "files": {"type": "array", "items": {"type": "object",
                                             "properties": {"fileName": {}}}}}


def test_a_deferred_resolved_with_the_clients_own_value_or_rejected_gives_none(derive_files):
    found = outputs(derive_files, SERVICE)
    assert found[("GET", "/stats")] is None
    assert found[("GET", "/me")] is None


def test_a_deferred_of_the_programs_own_defer_function_is_not_read(derive_files):
    source = SERVICE.replace("var api = {};", "var api = {};\n    var $q = {defer: function "
                             "() { return {promise: null}; }};")
    assert outputs(derive_files, source)[("GET", "/share/{id}")] is None


LEGACY = """\
angular.module('api', []).factory('$api', function ($http, $q) {
    return {
        wavs: function (id) {
            var d = $q.defer();
            $http({url: '/projects/' + id + '/wavs', method: 'GET'})
                .success(function (data, status) { d.resolve(data); })
                .error(function (data, status) { d.reject('wav-error'); });
            return d.promise;
        }
    };
});
angular.module('app', ['api']).controller('Ctrl', function ($scope, $http, $api) {
    $api.wavs($scope.id).then(function (wavs) {
        $scope.names = wavs.map(function (wav) { return wav.filename; });
    });
    $http.get('/status').success(function (data) { $scope.uptime = data.uptime; });
});
"""


def test_a_legacy_success_callback_is_handed_the_body(derive_files):
    found = outputs(derive_files, LEGACY)
    assert found[("GET", "/projects/{id}/wavs")] == {
        "type": "array", "items": {"type": "object", "properties": {"filename": {}}},
        "description": "The response fields the client reads; the backend may return more."}
    assert found[("GET", "/status")]["properties"] == {"uptime": {}}
