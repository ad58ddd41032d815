angular.module('certs')
  .service('CertificateApi', function (CertRestangular) {
    return CertRestangular.all('certificates');
  })
  .service('CertificateService', function (CertificateApi, CertRestangular) {
    var CertificateService = this;

    CertificateService.findByName = function (name) {
      // @expect GET /certificates
      return CertificateApi.getList({'filter[name]': name});
    };

    CertificateService.create = function (certificate) {
      // @expect POST /certificates
      return CertificateApi.post(certificate);
    };

    CertificateService.upload = function (certificate) {
      // @expect POST /certificates/upload
      return CertificateApi.customPOST(certificate, 'upload');
    };

    CertificateService.stats = function (metric) {
      // @expect GET /certificates/stats
      return CertRestangular.all('certificates').customGET('stats', {metric: metric});
    };

    CertificateService.loadDomains = function (certificate) {
      // every caller hands it an answered element
      // @expect GET /certificates/{id}/domains
      return certificate.getList('domains');
    };

    CertificateService.update = function (certificate) {
      // the page hands it the element: its URL is not shown (reviewed)
      // @expect-none
      return CertRestangular.copy(certificate).put();
    };

    CertificateService.loadKey = function (certificate) {
      // @expect-none
      return certificate.customGET('key');
    };
  })
  .controller('CertificateEditController', function ($scope, CertificateApi, CertificateService, editId) {
    // @expect GET /certificates/{editId}
    CertificateApi.get(editId).then(function (certificate) {
      $scope.certificate = certificate;
      CertificateService.loadDomains(certificate);
      // @expect PUT /certificates/{id}/revoke
      certificate.customPUT({crlReason: 'superseded'}, 'revoke');
    });

    $scope.save = function (certificate) {
      CertificateService.update(certificate);
    };

    $scope.remove = function (certificate) {
      // a value the template passes: reviewed, never guessed
      // @expect-none
      certificate.remove();
    };
  })
  .directive('certificateChart', function () {
    return {
      link: function (scope, element) {
        // a DOM element's remove(): no request, no item
        // @expect-none
        element.remove();
      }
    };
  });
