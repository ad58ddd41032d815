"""Rule ``angularjs.injected-member`` (:mod:`code2skill.angularjs_injected_members`):
functions handed to the AngularJS injector as options members (ui-router ``resolve``, modal
and formly controllers)."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.angularjs_injected_members import member_targets
from code2skill.facts import Fn, Lit, Obj, Prop, Ref

STATES = """\
angular.module('app', []).config(function ($stateProvider) {
  $stateProvider.state('stats', {
    views: { main: { resolve: {
      statuses: function ($http) { return $http.get('/api/statuses'); },
      infos: ['$http', function (h) { return h.get('/api/infos'); }]
    } } }
  });
});
"""

MODAL = """\
angular.module('app').factory('Tools', function ($uibModal) {
  return { open: function (tool) {
    $uibModal.open({ controller: ToolCtrl, resolve: { tool: function () { return tool; } } });
  } };
  function ToolCtrl($scope, $http, tool) {
    $scope.save = function () { return $http.post('/api/tools/' + tool, {}); };
  }
});
"""

NESTED = """\
angular.module('app').controller('Outer', function ($scope, $uibModal) {
  $uibModal.open({ controller: OuterModal });
  function OuterModal($uibModal) {
    $uibModal.open({ controller: ['$http', function (http) { http.delete('/api/inner'); }] });
  }
});
"""

UNHANDED = """\
function helper($http) { return $http.get('/api/never'); }
var options = { controller: function ($http) { return $http.get('/api/options'); } };
"""


def test_resolve_members_and_modal_controllers_are_injected(derive_files):
    contract = derive_files({"src/states.js": STATES, "src/modal.js": MODAL})
    assert endpoints(contract) == {("GET", "/api/statuses"), ("GET", "/api/infos"),
                                   ("POST", "/api/tools/{tool}")}
    sites = capability(contract, "POST", "/api/tools/{tool}")[
        "implementation"]["requests"][0]["callSites"]
    assert [(v["file"], v["line"]) for s in sites for v in s["via"]
            if v["rule"] == "angularjs.injected-member"] == [("src/modal.js", 3)]


def test_a_controller_a_handed_controller_hands_on_is_injected(derive_files):
    contract = derive_files({"src/nested.js": NESTED})
    assert endpoints(contract) == {("DELETE", "/api/inner")}


def test_options_outside_any_injected_function_inject_nothing(derive_files):
    """A ``controller`` member nobody hands to the injector, and a function no one
    registers, keep ``$http`` an unresolved parameter: reviewed, never a guess."""
    contract = derive_files({"src/unhanded.js": UNHANDED})
    assert contract["capabilities"] == []


def test_member_targets_reads_nested_views_and_resolve_objects():
    ctrl, resolved, other = Fn("f1"), Fn("f2"), Lit("x")
    options = Obj((Prop("views", Obj((Prop("main", Obj((
        Prop("controller", ctrl), Prop("resolve", Obj((Prop("a", resolved),))),
        Prop("templateUrl", other))),),))),
        Prop("onEnter", Ref("enter"))))
    assert [value for value, _ in member_targets(options)] == [ctrl, resolved, Ref("enter")]
