"""Rule ``angularjs.provider-get`` (:func:`code2skill.angularjs_di.provider_getters`): the
injector calls a provider's ``$get`` (array-annotated, a plain function, a function with
``$inject``, a class provider's method) with its dependencies, so ``$http`` there is the
AngularJS client; the provider's name injects what ``$get`` returns. A provider setting no
``$get`` function injects nothing known: a call through it stays reviewed, never guessed."""
from __future__ import annotations

from conftest import bindings, capability, endpoints


def test_an_array_annotated_get_receives_http_by_position(derive_files):
    contract = derive_files({"src/locale.js": """\
angular.module('app').provider('LocaleService', function () {
  this.$get = ['$translate', '$http', function (translate, http) {
    function readBrowserLocales() { return http.get('/svc/lang'); }
    return { readBrowserLocales: readBrowserLocales };
  }];
});
"""})
    assert endpoints(contract) == {("GET", "/svc/lang")}
    site = capability(contract, "GET", "/svc/lang")["implementation"]["requests"][0][
        "callSites"][0]
    assert (site["file"], site["line"], site["rule"], site["function"]) == (
        "src/locale.js", 3, "angularjs.http", "readBrowserLocales")


def test_get_with_inject_and_a_class_provider_and_the_injected_service(derive_files):
    contract = derive_files({
        "src/themes.js": """\
angular.module('app').provider('themes', function () {
  function get(client) {
    return { save: function (theme) { return client.put('/api/themes/' + theme.name, theme); } };
  }
  get.$inject = ['$http'];
  this.$get = get;
});
""",
        "src/flags.js": """\
class FlagsProvider {
  $get($http) {
    return { load: () => $http.get('/api/flags') };
  }
}
angular.module('app').provider('flags', FlagsProvider);
angular.module('app').controller('Ctrl', function ($scope, themes, flags) {
  $scope.save = function () { themes.save($scope.theme); };
  flags.load();
});
"""})
    assert endpoints(contract) == {("PUT", "/api/themes/{name}"), ("GET", "/api/flags")}
    assert bindings(capability(contract, "PUT", "/api/themes/{name}")) == {
        "body:": "body", "path:name": "name"}


def test_a_provider_without_get_injects_nothing_known(derive_files):
    contract = derive_files({"src/a.js": """\
angular.module('app').provider('api', function () {
  this.base = '/api';
});
angular.module('app').controller('Ctrl', function (api) {
  api.get('/api/things');
});
"""})
    assert contract["capabilities"] == []
    assert contract["source"]["coverage"]["reviewed"] == 1
