angular.module('docs').controller('DocumentCtrl', function ($scope, $stateParams, Restangular) {
  // @expect GET /api/document/{id}
  Restangular.one('document', $stateParams.id).get({ share: $stateParams.shareId });

  $scope.files = function () {
    // @expect GET /api/file/list
    return Restangular.one('file/list').get({ id: $stateParams.id });
  };

  $scope.deleteComment = function (comment) {
    // @expect DELETE /api/comment/{id}
    return Restangular.one('comment', comment.id).remove();
  };

  $scope.share = function (name) {
    // put(params): the parameters are the query; a fresh element has no members to send
    // @expect PUT /api/share
    return Restangular.one('share').put({ id: $stateParams.id, name: name });
  };

  $scope.processFile = function (file) {
    // @expect POST /api/file/{id}/process
    return Restangular.one('file', file.id).post('process');
  };

  $scope.deleteAcl = function (source, perm, id) {
    // a null id adds no segment
    // @expect DELETE /api/acl/{source}/{perm}/{id}
    return Restangular.one('acl/' + source + '/' + perm + '/' + id, null).remove();
  };
});
