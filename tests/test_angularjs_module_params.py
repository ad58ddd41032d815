"""Rule ``angularjs.module-parameter`` (:mod:`code2skill.angularjs_module_params`): services
registered on an AngularJS module a function of the app receives as a parameter."""
from __future__ import annotations

from conftest import capability, endpoints

CORE = """\
const core = angular.module('app.core', []);
import versionService from './version';
import streamService from './stream';
import registerAll from './all';
versionService(core);
streamService(core);
registerAll(core);
"""

VERSION = """\
export default function (app) {
  app.service('VersionService', function ($q, $http) {
    this.get = function () { return $http.get('./api/status'); };
  });
}
"""

STREAM = """\
export default function (app) {
  function StreamSrv($http) {
    'ngInject';
    this.streamId = null;
    this.poll = function () { return $http.get('./api/stream/' + this.streamId); };
  }
  app.service('StreamSrv', StreamSrv).factory('Alerts', ['$http', function (http) {
    return { list: function () { return http.get('/api/alerts'); } };
  }]);
}
"""

HANDED_ON = """\
import users from './users';
module.exports = function (mod) { users(mod); };
"""

USERS = """\
export default function (m) {
  m.factory('Users', function ($http) {
    return { all: function () { return $http.post('/api/user/_search', {}); } };
  });
}
"""


def test_registrations_on_a_module_parameter_are_injected(derive_files):
    contract = derive_files({"src/core.js": CORE, "src/version.js": VERSION,
                             "src/stream.js": STREAM, "src/all.js": HANDED_ON,
                             "src/users.js": USERS})
    assert endpoints(contract) == {("GET", "/api/status"), ("GET", "/api/stream/{streamId}"),
                                   ("GET", "/api/alerts"), ("POST", "/api/user/_search")}
    assert contract["source"]["coverage"]["byLibrary"]["angularjs"]["resolved"] == 4
    handed = {path: [(v["file"], v["line"]) for site in capability(contract, method, path)[
        "implementation"]["requests"][0]["callSites"] for v in site["via"]
        if v["rule"] == "angularjs.module-parameter"]
        for method, path in (("GET", "/api/status"), ("GET", "/api/alerts"),
                             ("POST", "/api/user/_search"))}
    assert handed == {"/api/status": [("src/core.js", 5)], "/api/alerts": [("src/core.js", 6)],
                      "/api/user/_search": [("src/all.js", 2)]}


def test_a_function_no_one_hands_a_module_registers_nothing(derive_files):
    """``app.service(…)`` in a function nobody calls with an AngularJS module is no
    registration: ``$http`` stays an unresolved parameter, reviewed, never a guess."""
    contract = derive_files({"src/version.js": VERSION,
                             "src/main.js": "import v from './version';\nv({service() {}});\n"})
    assert contract["capabilities"] == []
    assert contract["source"]["coverage"]["reviewed"] == 1
