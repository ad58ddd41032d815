// Injected by the array annotation: its methods call the injected service's `send`.
angular.module('consoleApp').factory('OverviewData', ['BackendService',
  function(BackendService) {
    this.closeIndex = function(index, success, error) {
      var data = {indices: index};
      // @expect POST /overview/close_indices
      BackendService.send('overview/close_indices', data, success, error);
    };

    this.relocateShard = function(shard, from, to, success, error) {
      var data = {shard: shard, from: from, to: to};
      // @expect POST /overview/relocate_shard
      BackendService.send('overview/relocate_shard', data, success, error);
    };

    return this;
  },
]);
