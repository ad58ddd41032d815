// A factory whose function sets its methods on `this` and returns `this`; its public `send`
// forwards to a private helper declared after it.
angular.module('consoleApp').factory('BackendService', ['$http', '$location',
  function($http, $location) {
    var target;

    this.getTarget = function() {
      return target;
    };

    this.setTarget = function(newTarget) {
      target = newTarget;
      $location.search('target', newTarget);
    };

    this.loadSummary = function(success, error) {
      // @expect-none (never called: POST /summary is no Tool)
      post('summary', {}, success, error);
    };

    this.send = function(path, data, success, error) {
      post(path, data, success, error);
    };

    var post = function(path, data, success, error) {
      var config = {
        method: 'POST',
        url: path,
        data: angular.merge(data, {target: target}),
      };
      $http(config).then(function(response) {
        success(response.data);
      }, error);
    };

    return this;
  },
]);
