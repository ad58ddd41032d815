angular.module('console', ['ui.router', 'ui.bootstrap', 'formly'])
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
