shares.controller('ShareCtrl', ['$scope', '$http', '$api', function ($scope, $http, $api) {
    $scope.load = function (id) {
        $api.getShare(id).then(function (share) {
            $scope.title = share.title;
            _.each(share.files, function (file) {
                console.log(file.fileName);
            });
            share.files.forEach(function (file) {
                $scope.sizes.push(file.fileSize);
            });
        });
    };

    $scope.create = function () {
        $api.createShare({title: $scope.title}).then(function (share) {
            $scope.shareId = share.id;
            $scope.link = share.downloadDomain + '/' + share.id;
        });
    };

    $scope.tokens = function () {
        $api.getTokens().then(function (result) {
            $scope.tokens = result.tokens;
            $scope.count = result.tokens.length;
        });
    };

    $scope.wavs = function (id) {
        $api.getWavs(id).then(function (wavs) {
            $scope.names = wavs.map(function (wav) { return wav.filename; });
        });
    };

    $scope.status = function () {
        // @expect GET /status
        $http.get('/status').success(function (data) {
            $scope.uptime = data.uptime;
        });
    };

    $scope.version = function () {
        $api.getVersion().then(function (info) {
            $scope.release = info.release;
        });
    };
}]);
