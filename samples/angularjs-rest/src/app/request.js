angular.module('rest').factory('requestService', ['$injector',
        function requestService($injector) {
    var $http = $injector.get('$http');
    var service = function wrapHttpServiceCall(object) {
        return $http(object).then(function success(response) { return response.data; });
    };
    return service;
}]);
