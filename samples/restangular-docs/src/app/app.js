angular.module('docs', ['restangular'])
  .config(function (RestangularProvider, $httpProvider) {
    RestangularProvider.setBaseUrl('/api');
    $httpProvider.defaults.xsrfCookieName = 'docs_csrf';
  });
