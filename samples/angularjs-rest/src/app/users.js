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
