var app = angular.module('rulesApp');

app.controller('LoginCtl', ['$scope', '$location', 'AuthService', function ($scope, $location, AuthService) {
  $scope.login = function () {
    var param = { "username": $scope.username, "password": $scope.password };
    AuthService.login(param).success(function () {
      $location.path('/rules');
    });
  };
}]);

app.controller('RulesCtl', ['$scope', 'RuleService', 'AuthService', function ($scope, RuleService, AuthService) {
  $scope.load = function () {
    RuleService.queryRules($scope.app).success(function (data) { $scope.rules = data; });
  };
  $scope.remove = function (rule) {
    if (confirm('Delete rule ' + rule.id + '?')) {
      RuleService.deleteRule(rule.id);
    }
  };
  $scope.removeMachine = function (machine) {
    RuleService.removeMachine($scope.app, machine.ip);
  };
  $scope.logout = function () {
    AuthService.logout();
  };
}]);
