angular.module('consoleApp').controller('NodesController', function($scope, NodesData,
    StatsData) {
  $scope.refresh = function() {
    NodesData.load(function(nodes) { $scope.nodes = nodes; }, function() {});
  };
  $scope.stats = function(node) {
    StatsData.nodeStats(node, function(stats) { $scope.stats = stats; }, function() {});
  };
});
