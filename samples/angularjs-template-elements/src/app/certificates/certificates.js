angular.module('certs')
  .service('CertificateService', function (Restangular) {
    var CertificateService = this;

    CertificateService.update = function (certificate) {
      // the template hands it the element kept on $scope
      // @expect PUT /api/certificates/{id}
      return Restangular.copy(certificate).put();
    };

    CertificateService.loadKey = function (certificate) {
      // @expect GET /api/certificates/{id}/key
      return certificate.customGET('key');
    };
  })
  .controller('CertificateEditController', function ($scope, $stateParams, CertificateApi, CertificateService) {
    // @expect GET /api/certificates/{id}
    CertificateApi.get($stateParams.id).then(function (certificate) {
      $scope.certificate = certificate;
    });

    $scope.reasons = ['superseded', 'keyCompromise'];
    $scope.crlReason = 'superseded';

    $scope.save = function (certificate) {
      CertificateService.update(certificate);
    };

    $scope.loadKey = function (certificate) {
      CertificateService.loadKey(certificate);
    };

    $scope.revoke = function (certificate, reason) {
      // @expect PUT /api/certificates/{id}/revoke
      certificate.customPUT({crlReason: reason}, 'revoke');
    };

    $scope.removeDomain = function (domain) {
      // an item of a list the template repeats: not tied to a collection (reviewed)
      // @expect-none
      domain.remove();
    };
  });
