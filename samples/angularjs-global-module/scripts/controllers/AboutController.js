// The wrapper's `get` joins its base only to a path that is no absolute URL.
shopApp.controller('AboutController', function ($scope, ApiService) {
    // @expect GET /latest.json
    ApiService.get('https://updates.example.com/latest.json').then(function (resp) {
        $scope.latest = resp.data;
    });
});
