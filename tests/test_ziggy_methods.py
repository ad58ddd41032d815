"""Rule ``ziggy.route-method`` (``passes/ziggy_methods.py``): a request whose method the Ziggy
table lists at no route of its path gets a low review item."""
from __future__ import annotations

from code2skill.passes.ziggy_methods import allows, routes_by_path, shape
from code2skill.ziggy_routes import ZiggyRoute
from conftest import capability

TABLE = """\
export const Ziggy = { url: 'http://app.test', routes: {
  'register': { uri: 'register', methods: ['GET', 'HEAD'] },
  'profile.update': { uri: 'user/profile/{section?}', methods: ['PUT'] },
  'teams.update': { uri: 'teams/{team}', methods: ['PUT'] },
  'teams.show': { uri: 'teams/{team}', methods: ['GET', 'HEAD'] },
} }
"""


def test_shapes_ignore_parameter_names_and_optional_tails():
    routes = [ZiggyRoute("p", "user/profile/{section?}", ("PUT",)),
              ZiggyRoute("t", "teams/{team}", ("GET", "HEAD"))]
    found = routes_by_path(routes)
    assert sorted(found) == ["/teams/{}", "/user/profile", "/user/profile/{}"]
    assert shape("/teams/{id}/") == "/teams/{}"
    assert allows(routes[1], "head") and not allows(routes[0], "POST")


def test_a_method_the_table_lists_nowhere_at_the_path_is_reviewed(derive_files):
    contract = derive_files({
        "package.json": '{"name": "m", "dependencies": {"axios": "1.6.0", "ziggy-js": "2.0.0"}}',
        "src/ziggy.js": TABLE,
        "src/api.js": """\
import axios from 'axios'
export const register = (body) => axios.post(route('register'), body)
export const profile = (body) => axios.post(route('profile.update'), body)
export const team = (id, body) => axios.put(route('teams.show', id), body)
""",
    })
    flagged = sorted((r["capability"], r["severity"]) for r in contract["review"]
                     if any(e["rule"] == "ziggy.route-method" for e in r["evidence"]))
    register = capability(contract, "POST", "/register")["name"]
    profile = capability(contract, "POST", "/user/profile")["name"]
    assert flagged == sorted([(register, "low"), (profile, "low")])
    capability(contract, "PUT", "/teams/{team}")          # PUT teams.update: no item
    assert "app.test" not in str(contract)
