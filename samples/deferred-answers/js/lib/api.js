// A service whose every request goes through call(): the answer is handed back through a
// deferred promise of the service's own, resolved with resp.data (an error is rejected with
// an object the service builds, no answer of the server's).
angular.module('api', []).factory('$api', function ($http, $q) {
    var api = {base: window.location.origin};

    api.call = function (url, method, params, data) {
        var promise = $q.defer();
        $http({url: url, method: method, params: params, data: data})
            .then(function success(resp) {
                promise.resolve(resp.data);
            }, function error(resp) {
                promise.reject({status: resp.status, message: resp.data ? resp.data : "Unknown error"});
            });
        return promise.promise;
    };

    api.getShare = function (shareId) {
        // @expect GET /share/{shareId}
        return api.call(api.base + '/share/' + shareId, 'GET');
    };

    api.createShare = function (share) {
        // @expect POST /share
        return api.call(api.base + '/share', 'POST', {}, share);
    };

    api.getTokens = function () {
        // @expect GET /me/token
        return api.call(api.base + '/me/token', 'GET');
    };

    // AngularJS's legacy success(cb) hands cb the body itself.
    api.getWavs = function (shareId) {
        var d = $q.defer();
        // @expect GET /share/{shareId}/wavs
        $http({url: api.base + '/share/' + shareId + '/wavs', method: 'GET'})
            .success(function (data, status) {
                d.resolve(data);
            })
            .error(function (data, status) {
                d.reject('wav-error');
            });
        return d.promise;
    };

    // A deferred resolved with a value the client holds, not the server's answer.
    var cachedVersion = null;
    api.getVersion = function () {
        var d = $q.defer();
        if (cachedVersion) {
            d.resolve(cachedVersion);
            return d.promise;
        }
        // @expect GET /version
        $http.get(api.base + '/version').then(function () {
            d.resolve({release: 'unknown'});
        });
        return d.promise;
    };

    return api;
});
