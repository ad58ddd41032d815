angular.module('consoleApp').controller('OverviewController', ['$scope', 'OverviewData',
  function($scope, OverviewData) {
    $scope.close = function(index) {
      OverviewData.closeIndex(index, function() {}, function() {});
    };
    $scope.relocate = function(shard, from, to) {
      OverviewData.relocateShard(shard, from, to, function() {}, function() {});
    };
  },
]);
