"""Rules ``restangular.element-answer`` and ``restangular.unknown-element``
(``extractors/restangular.py``, ``code2skill.answer_records``), with the AngularJS injection
rules they need (``angularjs.scoped-module``, ``angularjs.service-return``): a factory returning
``Restangular.withConfig(fn)`` and services returning its collections are followed, the
elements their answers give send at ``<collection>/{id}``, and an element call the source
cannot tie to one collection is a reviewed request-like site."""
from __future__ import annotations

from code2skill.extractors.restangular import CUSTOM_VERBS, RECORD_VERBS
from code2skill.values import ClientV, ResponseV, StrV, Text

from code2skill.answer_records import record_of

APP = (
    "(function () {\n"
    "  var app = angular.module('certs', ['restangular']);\n"
    "  app.factory('ApiRest', function (Restangular) {\n"
    "    return Restangular.withConfig(function (c) {\n"
    "      c.setBaseUrl('http://localhost:8000/api/1');\n"
    "    });\n"
    "  });\n"
    "}());\n")
CERTS = (
    "angular.module('certs')\n"
    "  .service('CertApi', function (ApiRest) { return ApiRest.all('certificates'); })\n"
    "  .service('CertService', function (CertApi, ApiRest) {\n"
    "    var S = this;\n"
    "    S.find = function (name) { return CertApi.getList({'filter[name]': name}); };\n"
    "    S.domains = function (cert) { return cert.getList('domains'); };\n"
    "    S.update = function (cert) { return ApiRest.copy(cert).put(); };\n"
    "    S.key = function (cert) { return cert.customGET('key'); };\n"
    "  })\n"
    "  .controller('EditCtrl', function ($scope, CertApi, CertService, editId) {\n"
    "    CertApi.get(editId).then(function (cert) {\n"
    "      CertService.domains(cert);\n"
    "      cert.customPUT({crlReason: 'x'}, 'revoke');\n"
    "      cert.remove();\n"
    "    });\n"
    "    $scope.save = function (cert) { CertService.update(cert); };\n"
    "    $scope.drop = function (cert) { cert.remove(); };\n"
    "  })\n"
    "  .directive('chart', function () {\n"
    "    return { link: function (scope, element) { element.remove(); } };\n"
    "  });\n")


def requests(contract: dict) -> set[tuple[str, str, tuple[str, ...]]]:
    return {(r["method"], r["pathTemplate"], tuple(sorted(b["target"] for b in r["bindings"])))
            for c in contract["capabilities"] for r in c["implementation"]["requests"]}


def element_items(contract: dict) -> list[tuple[int, str]]:
    return sorted((r["evidence"][0]["line"], r["message"].split(",")[0])
                  for r in contract["review"] if "restangular.unknown-element" in r["message"])


def test_factory_services_and_answered_elements(derive_files):
    contract = derive_files({"src/app.js": APP, "src/certs.js": CERTS})
    assert requests(contract) == {
        ("GET", "/certificates", ("query:filter[name]",)),
        ("GET", "/certificates/{editId}", ("path:editId",)),
        ("GET", "/certificates/{id}/domains", ("path:id",)),
        ("PUT", "/certificates/{id}/revoke", ("body:crlReason", "path:id")),
        ("DELETE", "/certificates/{id}", ("path:id",)),
    }
    sites = {r["pathTemplate"]: r["callSites"][0]["rule"] for c in contract["capabilities"]
             for r in c["implementation"]["requests"]}
    assert sites["/certificates/{id}/revoke"] == "restangular.element-answer"
    assert sites["/certificates"] == "restangular.request"
    # the development host is the service's observed base, never part of a path
    assert [o["url"] for s in contract["services"] for o in s["observedBaseUrls"]] == \
        ["http://localhost:8000/api/1"]


def test_elements_the_source_does_not_tie_to_a_collection_are_reviewed(derive_files):
    contract = derive_files({"src/app.js": APP, "src/certs.js": CERTS})
    assert element_items(contract) == [
        (7, "put() of ApiRest.copy(…)"),
        (8, "customGET() of cert"),
        (17, "remove() of cert"),
    ]
    coverage = contract["source"]["coverage"]["byLibrary"]["restangular"]
    assert (coverage["resolved"], coverage["reviewed"]) == (5, 3)


def test_without_restangular_at_hand_an_element_call_is_no_site(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('x', []).controller('C', function ($scope) {\n"
        "  $scope.drop = function (item) { item.remove(); item.put({a: 1}); };\n"
        "});\n")})
    assert element_items(contract) == []
    assert contract["source"]["coverage"]["requestLikeSites"] == 0


def test_dom_nodes_and_lists_a_local_holds_are_no_elements(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('a', ['restangular'])\n"
        "  .service('CertApi', function (Restangular) { return Restangular.all('c'); })\n"
        "  .controller('C', function ($scope, CertApi) {\n"
        "    $scope.close = function (id) {\n"
        "      var el = document.getElementById(id);\n"
        "      el.remove();\n"
        "      var w = angular.element('#' + id);\n"
        "      w.remove();\n"
        "      var list = [];\n"
        "      list.remove({a: 1});\n"
        "    };\n"
        "  });\n")})
    assert element_items(contract) == []
    assert contract["source"]["coverage"]["requestLikeSites"] == 0


def test_a_custom_call_anywhere_in_a_restangular_program_is_reviewed(derive_files):
    contract = derive_files({"src/app.js": APP, "src/chart.js": (
        "angular.module('certs').directive('tree', function () {\n"
        "  return { link: function (scope) { scope.val.customGET('visualize'); } };\n"
        "});\n")})
    assert element_items(contract) == [(2, "customGET() of scope.val")]


def test_restangularize_element_with_an_id_is_an_element_of_its_route(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('a', ['restangular']).controller('C', function (Restangular) {\n"
        "  var tag = Restangular.restangularizeElement(null, {id: 4, name: 'x'}, 'tags');\n"
        "  tag.customPOST({color: 'red'}, 'color');\n"
        "  var fresh = Restangular.restangularizeElement(null, {name: 'y'}, 'tags');\n"
        "  fresh.post();\n"
        "});\n")})
    assert requests(contract) == {("POST", "/tags/{id}/color", ("body:color", "path:id")),
                                  ("POST", "/tags", ())}


def test_record_of_reads_only_the_whole_answer():
    element = ClientV("restangular.element", StrV((Text("/x"),)))
    answer = ResponseV((("a.js", (1, 1, 1, 2)),), "restangular", body=True, record=element)
    assert record_of(answer) == element
    assert record_of(ResponseV(answer.sites, "restangular", ("items",), True, record=element)) \
        is None


def test_custom_verbs_are_record_verbs():
    assert CUSTOM_VERBS < RECORD_VERBS
    assert {"put", "remove"} <= RECORD_VERBS and "get" not in RECORD_VERBS
