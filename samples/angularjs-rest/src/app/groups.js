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
