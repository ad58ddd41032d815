// The backend keeps its session in a cookie; the CSRF token guards it. The config block
// names both, once, for every $http request.
var urlbase = 'rest';

angular.module('devices', [])
    .config(function ($httpProvider) {
        if (!window.metadata) {
            return;     // not signed in yet: the login page reloads the app
        }
        $httpProvider.defaults.xsrfHeaderName = 'X-CSRF-Token-' + metadata.deviceID;
        $httpProvider.defaults.xsrfCookieName = 'CSRF-Token-' + metadata.deviceID;
    })
    .factory('Devices', ['$http', function ($http) {
        return {
            list: function () {
                // @expect GET /rest/devices
                return $http.get(urlbase + '/devices');
            },
            pause: function (id) {
                // @expect POST /rest/devices/pause
                return $http.post(urlbase + '/devices/pause?device=' + encodeURIComponent(id));
            },
            remove: function (id) {
                // @expect DELETE /rest/devices/{id}
                return $http.delete(urlbase + '/devices/' + id);
            }
        };
    }])
    .controller('LoginCtrl', function ($scope, $http) {
        $scope.signIn = function () {
            // @expect POST /rest/noauth/auth/password
            return $http.post(urlbase + '/noauth/auth/password', {
                username: $scope.login.username,
                password: $scope.login.password
            });
        };
    })
    .controller('DevicesCtrl', function ($scope, Devices) {
        $scope.devices = [];
        Devices.list().then(function (r) { $scope.devices = r.data; });
        $scope.pause = function (d) { return Devices.pause(d.id); };
        $scope.remove = function (d) { return Devices.remove(d.id); };
    });
