"""Rule ``auth.same-origin-session`` (:func:`code2skill.passes.same_origin_session.third_party`):
a password ``POST`` whose path (else function) names another service beside its sign-in word,
or connects an integration, signs in to that service through the app's backend, not to the
app: it is no proof of the app's session cookie, and the other capabilities keep their auth."""
from __future__ import annotations

import pytest
from audit_support import derive_dict

from code2skill.passes.same_origin_session import third_party
from conftest import write_tree


@pytest.mark.parametrize(("path", "function", "other"), [
    ("/api/lastfm-login", "", True),
    ("/api/spotify/login", "", True),
    ("/api/integrations/github/login", "", True),
    ("/oauth/dropbox/connect", "", True),
    ("/api/integrations/mail/connect", "", True),
    ("/api/scrobbler", "lastfmLogin", True),
    ("/api/auth/login", "", False),
    ("/api/v2/users/login", "", False),
    ("/identity/sign-in/email", "", False),
    ("/rpc/auth.v1.AuthService/Login", "", False),
    ("/users/sign_in", "", False),
    ("/api/login.json", "", False),
    ("/api/users/{id}/login", "", False),
    ("/api/access", "AuthStore.login", False),
    ("/api/session", "handleLogin", False),
    ("/api/auth/access", "signIn", False),
    ("/api/lastfm/auth", "", True),
    ("/login/lastfm", "", True),
])
def test_a_sign_in_naming_another_service_is_third_party(path, function, other):
    assert third_party(path, function) is other


SERVICES = """import axios from 'axios';
const api = axios.create();
export const lastfmLogin = (user, password) => api.post('./api/lastfm-login', { user, password });
export const spotifyLogin = (username, password) =>
  api.post('./api/spotify/login', { username, password });
export const outputs = () => api.get('./api/outputs');
export const setOutput = (id, selected) => api.put(`./api/outputs/${id}`, { selected });
"""
MAIN = """import * as api from './services';
const value = (id) => document.querySelector(id).value;
document.querySelector('#lastfm').onsubmit = () => api.lastfmLogin(value('#u'), value('#p'));
document.querySelector('#spotify').onsubmit = () => api.spotifyLogin(value('#u'), value('#p'));
api.outputs();
api.setOutput(value('#id'), true);
"""
OWN_LOGIN = """export const login = (username, password) => api.post('/api/auth/login', {
  username, password });
"""


def derived(tmp_path, services: str, main: str) -> tuple[dict[str, str], list[str]]:
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": "{}", "src/services.js": services, "src/main.js": main}))
    return ({c["name"]: c["auth"]["authentication"] for c in contract["capabilities"]},
            [r["message"] for r in contract["review"] if "cookie-session" in r["message"]])


def test_third_party_sign_ins_leave_the_apps_auth_unknown(tmp_path):
    kinds, review = derived(tmp_path, SERVICES, MAIN)
    assert kinds == {"create_lastfm_login": "unknown", "list_outputs": "unknown",
                     "login_spotify": "unknown", "set_output": "unknown"}
    assert review == []


def test_a_function_naming_another_service_is_no_login_of_the_app(tmp_path):
    services = SERVICES.replace("'./api/lastfm-login'", "'./api/scrobbler'") \
        .replace("'./api/spotify/login'", "'./api/player/account'")
    kinds, review = derived(tmp_path, services, MAIN)
    assert set(kinds.values()) == {"unknown"} and review == []


def test_the_apps_own_auth_login_still_gives_the_session(tmp_path):
    """The trap: the app's own ``POST /api/auth/login`` is its session login, and the
    third-party sign-ins, sent by a signed-in user, carry that session (never ``none``)."""
    kinds, review = derived(tmp_path, SERVICES + OWN_LOGIN,
                            MAIN + "api.login(value('#user'), value('#password'));\n")
    assert kinds == {"create_lastfm_login": "cookie-session", "list_outputs": "cookie-session",
                     "login_auth": "unknown", "login_spotify": "cookie-session",
                     "set_output": "cookie-session"}
    assert review == [
        "auth of 4 capabilities of services 'app', 'app_page_relative' read as cookie-session: "
        "the client logs in with a password (POST /api/auth/login), handles no token, and "
        "sends its requests to the page's own origin, so the browser sends the session cookie; "
        "the backend decides which endpoints require it: confirm"]


def test_the_apps_own_login_is_chosen_over_an_earlier_third_party_path(tmp_path):
    own = OWN_LOGIN.replace("'/api/auth/login'", "'./api/session'")
    kinds, review = derived(tmp_path, SERVICES + own,
                            MAIN + "api.login(value('#user'), value('#password'));\n")
    assert set(kinds.values()) == {"cookie-session", "unknown"} and \
        kinds["login_session"] == "unknown"
    assert [m.split("(")[1].split(")")[0] for m in review] == ["POST /api/session"]
