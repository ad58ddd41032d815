angular.module('app').factory('$api', function ($http) {
    var api = {};
    api.deleteAccount = function () {
        // @expect DELETE /api/me
        return $http({method: 'DELETE', url: '/api/me'});
    };
    api.getMe = function () {
        // @expect GET /api/me
        return $http({method: 'GET', url: '/api/me'});
    };
    api.revokeToken = function (token) {
        // @expect DELETE /api/me/tokens/{token}
        return $http({method: 'DELETE', url: '/api/me/tokens/' + token});
    };
    api.resetStats = function () {
        // @expect POST /api/stats/reset
        return $http({method: 'POST', url: '/api/stats/reset'});
    };
    api.purgeCache = function () {
        // @expect POST /api/cache/purge
        return $http({method: 'POST', url: '/api/cache/purge'});
    };
    return api;
});
