// An AngularJS shop whose pages call the backend through two clients: $http, which code2skill
// models, and RestClient, a fluent REST client it does not model. Its calls build their
// URLs from the resource names handed to the chain ('order', id): each is a reviewed
// request-like site (rule review.unknown-fluent-client), never a guessed endpoint, and the
// coverage warning counts them.
angular.module('shop', ['ngRestClient'])
  .config(function (RestClientProvider) {
    RestClientProvider.setBaseUrl('/api');
  });

angular.module('shop').controller('OrderCtrl', function ($scope, $http, RestClient, $translate) {
  $scope.search = function (text) {
    // @expect GET /api/orders/search
    return $http.get('/api/orders/search', { params: { q: text } });
  };
  $scope.load = function (id) {
    // @expect-none
    RestClient.one('order', id).get().then(function (order) { $scope.order = order; });
  };
  $scope.remove = function (id) {
    // @expect-none
    return RestClient.one('order', id).remove();
  };
  $scope.login = function (user) {
    // @expect-none
    return RestClient.one('user').post('login', user);
  };
  $scope.tags = function () {
    // @expect-none
    return RestClient.all('tag').getList({ limit: 10 });
  };
  // Traps: chains that are no client's (a translation, a jQuery element, a form's control).
  // @expect-none
  $scope.title = $translate.instant('order.title');
  // @expect-none
  $scope.first = angular.element('#orders').find('tr').get(0);
  $scope.value = function (form) {
    // @expect-none
    return form.control('note').get('text');
  };
});
