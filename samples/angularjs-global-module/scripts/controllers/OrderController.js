// A controller injecting the wrapper by name and joining each path at the call.
shopApp.controller('OrderController', function ($scope, ApiService, FolderList) {
    $scope.orders = [];

    $scope.reload = function () {
        // @expect GET /api/v2/orders
        ApiService.get('/orders').then(function (resp) {
            $scope.orders = resp.data;
        });
    };

    $scope.ship = function (id) {
        // @expect POST /api/v2/order/{id}/ship
        ApiService.post('/order/' + id + '/ship');
    };

    $scope.remove = function (id) {
        // @expect DELETE /api/v2/order/{id}
        ApiService.delete('/order/' + id);
    };

    $scope.browse = function (path) {
        FolderList.list(path).then(function (resp) {
            $scope.folders = resp.data;
        });
    };

    $scope.reload();
});
