angular.module('docs').controller('TagCtrl', function ($scope, Restangular) {
  var tags = Restangular.all('tags');

  $scope.search = function (query) {
    // @expect GET /api/tags
    return tags.getList({ q: query, limit: 20 });
  };

  $scope.add = function (name, color) {
    // @expect POST /api/tags
    return tags.post({ name: name, color: color });
  };

  $scope.keys = function (userId) {
    // @expect GET /api/users/{userId}/keys
    return Restangular.one('users', userId).all('keys').getList();
  };

  $scope.rename = function (tag, name) {
    // @expect PATCH /api/tags/{id}/name
    return Restangular.one('tags', tag.id).customPATCH({ name: name }, 'name');
  };

  $scope.feedback = function (content) {
    // a service configured apart: its own base URL
    // @expect POST /v1/feedback
    return Restangular.withConfig(function (configurer) {
      configurer.setBaseUrl('https://feedback.example.com');
    }).all('v1/feedback').post({ content: content });
  };
});
