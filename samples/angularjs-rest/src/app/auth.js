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
