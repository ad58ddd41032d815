angular.module('certs')
  .controller('RolesController', function ($scope, $uibModal, RoleApi) {
    // @expect GET /api/roles
    RoleApi.getList().then(function (roles) {
      $scope.roles = roles;
    });

    $scope.edit = function (roleId) {
      $uibModal.open({
        controller: 'RoleEditController',
        templateUrl: 'app/roles/role.tpl.html'
      });
    };
  })
  .controller('RoleEditController', function ($scope, RoleApi, editId) {
    // @expect GET /api/roles/{editId}
    RoleApi.get(editId).then(function (role) {
      $scope.role = role;
    });

    $scope.selected = {};

    $scope.save = function (role) {
      // @expect PUT /api/roles/{id}
      role.put();
    };

    $scope.remove = function (role) {
      // @expect DELETE /api/roles/{id}
      role.remove();
    };

    $scope.pick = function (selected) {
      // a plain object the controller keeps: no element, no request
      // @expect-none
      selected.remove();
    };
  })
  .controller('RoleUsersController', function ($scope, RoleApi) {
    $scope.drop = function (role) {
      // this controller writes no $scope.role: reviewed
      // @expect-none
      role.remove();
    };
  });
