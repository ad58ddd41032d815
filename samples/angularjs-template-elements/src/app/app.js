angular.module('certs', ['restangular', 'ui.router'])
  .config(function (RestangularProvider, $stateProvider) {
    RestangularProvider.setBaseUrl('/api');
    $stateProvider.state('certificate', {
      url: '/certificates/:id',
      templateUrl: '/app/certificates/edit.tpl.html',
      controller: 'CertificateEditController'
    });
  })
  .service('CertificateApi', function (Restangular) {
    return Restangular.all('certificates');
  })
  .service('RoleApi', function (Restangular) {
    return Restangular.all('roles');
  });
