(function () {
  var app = angular.module('certs', ['restangular']);

  // a service configured apart; its development host is a deployment reference, not a path
  app.factory('CertRestangular', function (Restangular) {
    return Restangular.withConfig(function (RestangularConfigurer) {
      RestangularConfigurer.setBaseUrl('http://localhost:8000/api/1');
    });
  });

  app.service('SettingsService', function (CertRestangular) {
    var SettingsService = this;
    SettingsService.get = function () {
      // @expect GET /defaults
      return CertRestangular.all('defaults').customGET();
    };
  });

  app.run(function ($templateCache) {
    // a template kept in AngularJS's cache: no request
    // @expect-none
    $templateCache.put('table/pager.html', '<div class="pager"></div>');
  });

  function loadProviders() {
    var injector = angular.injector(['ng']);
    var $http = injector.get('$http');
    // @expect GET /auth/providers
    return $http.get('http://localhost:8000/api/1/auth/providers');
  }
  loadProviders();
}());
