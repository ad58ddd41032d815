function GroupService($http) {
    this.remove = function remove(id) {
        // @expect DELETE /api/groups/{id}
        return $http.delete('api/groups/' + id);
    };
    this.create = function create(group) {
        // @expect POST /api/groups
        return $http.post('api/groups', group, { headers: { 'X-Trace': '1' } });
    };
}
GroupService.$inject = ['$http'];
angular.module('rest').service('groupService', GroupService);

angular.module('rest').controller('GroupsController', ['$scope', 'groupService', 'userService',
        function GroupsController($scope, groups, users) {
    $scope.add = function add() {
        groups.create({ name: $scope.name, members: [] });
    };
    users.getUsers($scope.dataSource, ['READ']);
}]);

// A provider: the injector calls its `$get` (array-annotated here) with `$http` too, and its
// result is what the name `localeService` injects.
angular.module('rest').provider('localeService', function () {
    var defaultLocale = 'en';
    this.setDefaultLocale = function (locale) {
        defaultLocale = locale;
    };
    this.$get = ['$http', '$q', function ($http, $q) {
        function readBrowserLocales() {
            // @expect GET /api/svc/lang
            return $http.get('api/svc/lang');
        }
        return { readBrowserLocales: readBrowserLocales, defaultLocale: defaultLocale };
    }];
});

// A provider whose `$get` is a plain function (its parameter names are the dependencies),
// used through the service its name injects.
angular.module('rest').provider('themeService', function () {
    this.$get = function ($http) {
        return {
            save: function (theme) {
                // @expect PUT /api/themes/{name}
                return $http.put('api/themes/' + theme.name, theme);
            }
        };
    };
});

angular.module('rest').controller('ThemeController', ['$scope', 'themeService',
        function ThemeController($scope, themes) {
    $scope.save = function save() {
        themes.save($scope.theme);
    };
}]);
