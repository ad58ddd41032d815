angular.module('console').config(['formlyConfigProvider', function (formlyConfigProvider) {
    formlyConfigProvider.setType({
        name: 'mappingTest',
        template: '<button ng-click="open()">Test</button>',
        controller: function ($scope, $uibModal) {
            $scope.open = function () {
                $uibModal.open({
                    templateUrl: 'mapping-help.html',
                    controller: ['$scope', '$http', function ($scope, $http) {
                        $scope.test = function () {
                            // @expect POST /api/mappings/test
                            $http.post('api/mappings/test', {mapping: $scope.model, input: $scope.input});
                        };
                    }]
                });
            };
        }
    });
}]);
