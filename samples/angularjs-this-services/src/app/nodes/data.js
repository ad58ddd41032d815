// Injected by parameter name (no annotation) into a factory returning an object literal.
angular.module('consoleApp').factory('NodesData', function(BackendService) {
  var load = function(success, error) {
    // @expect POST /nodes
    BackendService.send('nodes', {}, success, error);
  };
  return {load: load};
});

// Injected through `$inject`, into a factory returning `this`.
function StatsData(backend) {
  this.nodeStats = function(node, success, error) {
    // @expect POST /commons/get_node_stats
    backend.send('commons/get_node_stats', {node: node}, success, error);
  };
  return this;
}
StatsData.$inject = ['BackendService'];
angular.module('consoleApp').factory('StatsData', StatsData);
