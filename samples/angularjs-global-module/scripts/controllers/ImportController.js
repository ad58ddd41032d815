// A controller using the JSON-posting variant of the wrapper.
shopApp.controller('ImportController', function ($scope, ApiService) {
    $scope.validate = function () {
        // @expect POST /api/v2/orders/validate
        ApiService.postJson('/orders/validate', {path: $scope.path});
    };

    $scope.doImport = function () {
        // @expect POST /api/v2/orders/import
        ApiService.postJson('/orders/import', {path: $scope.path, dryRun: $scope.dryRun});
    };
});
