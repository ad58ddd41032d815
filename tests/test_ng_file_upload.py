"""ng-file-upload's ``Upload`` service (``extractors/ng_file_upload.py``, rule
``ng-file-upload.upload``)."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

APP = """\
angular.module('app', ['ngFileUpload']).controller('Files', function ($scope, Upload) {
  $scope.restore = function (file) {
    return Upload.upload({url: '/api/restore', file: file, fileFormDataName: 'backup',
                          fields: {note: $scope.note}});
  };
  $scope.attach = function (file) {
    return Upload.upload({url: '/api/attachments', method: 'put', data: {doc: file, title: 't'},
                          withCredentials: true});
  };
  $scope.raw = function (file) {
    return Upload.http({url: '/api/raw', data: file});
  };
});
"""


def test_upload_and_http_requests(derive_files):
    contract = derive_files({"src/app.js": APP})
    assert endpoints(contract) == {("POST", "/api/restore"), ("PUT", "/api/attachments"),
                                   ("POST", "/api/raw")}
    restore = capability(contract, "POST", "/api/restore")["implementation"]["requests"][0]
    assert restore["bodyEncoding"] == "multipart"
    assert {b["target"] for b in restore["bindings"]} == {"multipart:note", "multipart:backup"}
    assert restore["callSites"][0]["rule"] == "ng-file-upload.upload"
    attach = capability(contract, "PUT", "/api/attachments")
    assert set(bindings(attach)) == {"multipart:doc", "multipart:title"}
    assert attach["auth"]["authentication"] == "cookie-session"
    raw = capability(contract, "POST", "/api/raw")["implementation"]["requests"][0]
    assert raw["bodyEncoding"] == "binary"


def test_upload_without_the_module_is_no_library(derive_files):
    """An ``Upload`` parameter of an app that does not require ``ngFileUpload`` is not
    ng-file-upload's service: no request is made up."""
    contract = derive_files({"src/app.js": APP.replace("'ngFileUpload'", "")})
    assert endpoints(contract) == set()


def test_an_own_upload_service_wins(derive_files):
    own = APP + """\
angular.module('app').factory('Upload', function ($http) {
  return { upload: function (o) { return $http.post('/api/own', o.data); },
           http: function (o) { return $http.put('/api/own-raw', o.data); } };
});
"""
    contract = derive_files({"src/app.js": own})
    assert {("POST", "/api/own"), ("PUT", "/api/own-raw")} <= endpoints(contract)
    assert "ng-file-upload.upload" not in {
        site["rule"] for cap in contract["capabilities"]
        for req in cap["implementation"]["requests"] for site in req["callSites"]}
