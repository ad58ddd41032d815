angular.module('console', ['ui.router', 'ui.bootstrap', 'formly', 'ngFileUpload'])
    .config(function ($stateProvider) {
        $stateProvider.state('stats', {
            url: '/stats',
            views: {
                main: {
                    templateUrl: 'stats.html',
                    controller: 'StatsController',
                    resolve: {
                        statuses: function ($http) {
                            // @expect GET /api/indexer-statuses
                            return $http.get('api/indexer-statuses');
                        },
                        versions: ['$http', 'ErrorHandler', function (http, ErrorHandler) {
                            return ErrorHandler.quietly(function () {
                                // @expect GET /api/updates/versions
                                return http.get('api/updates/versions').then(function (response) {
                                    return response.data;
                                });
                            });
                        }]
                    }
                }
            },
            onEnter: ['$http', function ($http) {
                // @expect PUT /api/stats/visited
                $http.put('api/stats/visited');
            }]
        });
    })
    .factory('ErrorHandler', function () {
        return {
            quietly: function (fn) {
                return fn();
            }
        };
    });

angular.module('console').directive('backupRestore', function () {
    return {
        templateUrl: 'backup.html',
        controller: function ($scope, Upload) {
            $scope.restore = function (file) {
                // @expect POST /api/backup/restorefile
                $scope.upload = Upload.upload({url: 'api/backup/restorefile', file: file});
            };
            $scope.attach = function (file, note) {
                // @expect PUT /api/attachments
                return Upload.upload({url: 'api/attachments', method: 'PUT', data: {attachment: file, note: note}});
            };
            $scope.raw = function (file) {
                // @expect POST /api/raw-import
                return Upload.http({url: 'api/raw-import', data: file, headers: {'Content-Type': 'application/octet-stream'}});
            };
        }
    };
});
