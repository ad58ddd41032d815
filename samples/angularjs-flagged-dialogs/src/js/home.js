angular.module('app').controller('HomeCtrl', ['$scope', '$api', '$dialog',
    function ($scope, $api, $dialog) {
        // asks, with a cancel: the delete runs on OK only; the reload of the user after it is no part of the question
        $scope.deleteAccount = function () {
            $dialog.alert({
                title: "Really ?",
                message: "Deleting your account will not delete your uploads.",
                confirm: true
            }).result.then(
                function () {
                    $api.deleteAccount()
                        .then(function () {
                            $api.getMe();
                        })
                        .then(null, function (error) {
                            $dialog.alert(error);
                        });
                }, function () {
                    // Avoid "Possibly unhandled rejection"
                });
        };

        $scope.revokeToken = function (token) {
            $dialog.alert({title: "Really ?", message: "Revoking a token will not delete uploads.", confirm: true})
                .result.then(function () {
                    $api.revokeToken(token.token);
                });
        };

        // a notice: no cancel, so its OK gates nothing
        $scope.resetStats = function () {
            $dialog.alert({title: "Reset the statistics?", message: "They start again from zero."}).result.then(function () {
                $api.resetStats();
            });
        };

        // the cancel path sends too
        $scope.purgeCache = function () {
            $dialog.alert({title: "Purge the cache now?", confirm: true}).result.then(function () {
                $api.purgeCache();
            }, function () {
                $api.purgeCache();
            });
        };
    }]);
