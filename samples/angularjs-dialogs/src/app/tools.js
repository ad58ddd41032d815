angular.module('console').factory('ToolService', ToolService);

function ToolService($uibModal) {
    return {configure: configure, inspect: inspect};

    function configure(tool) {
        $uibModal.open({
            templateUrl: 'configure-tool.html',
            controller: ConfigureToolCtrl,
            resolve: {
                tool: function () {
                    return tool;
                }
            }
        });
    }

    function inspect(item) {
        $uibModal.open({
            templateUrl: 'inspect.html',
            controller: InspectCtrl,
            resolve: {
                item: function () {
                    return item;
                }
            }
        });
    }

    function ConfigureToolCtrl($scope, $uibModalInstance, $http, tool) {
        $scope.messages = function () {
            // @expect GET /api/tools/messages
            return $http.get('api/tools/messages');
        };
        $scope.submit = function () {
            // @expect POST /api/tools/{tool}/configure
            $http.post('api/tools/' + tool + '/configure', {addType: $scope.addType});
            $uibModalInstance.close();
        };
    }

    InspectCtrl.$inject = ['$scope', 'api', 'item'];

    function InspectCtrl($scope, client, item) {
        // @expect GET /api/items/{item}/details
        client.get('api/items/' + item + '/details');
    }
}

angular.module('console').factory('api', ['$http', function ($http) {
    return $http;
}]);

// a function nobody hands to the injector: its `$http` is whatever a caller passes
function unusedHelper($http) {
    // @expect-none
    return $http.get('api/never-injected');
}
