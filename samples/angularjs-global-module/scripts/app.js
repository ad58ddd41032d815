// The module is a page global: the other scripts of index.html register on `shopApp`.
var shopApp = angular.module('shopApp', ['ngRoute', 'ngCookies']);

shopApp.constant('appConfig', {
    login_url: '/login.html'
});

shopApp.config(['$routeProvider', function ($routeProvider) {
    $routeProvider.when('/orders', {templateUrl: 'templates/orders.html'})
        .otherwise({redirectTo: '/orders'});
}]);
