"""Rule ``auth.same-origin-session`` (:mod:`code2skill.passes.same_origin_session`): after a
password login to the page's own origin, with no token handled by a client-wide setting (nor by
the own headers of as many calls as send none) and no HTTP basic auth sent, the browser's
session cookie is each same-origin capability's auth; where a credential stops the claim, the
capabilities left without one get one low review item."""
from __future__ import annotations

from audit_support import derive_dict

from conftest import write_tree

API = """export const login = (username, password) => fetch('/api/auth/login', {
  method: 'POST', body: JSON.stringify({ username, password }) });
export const signUp = (username, password) => fetch('/api/auth/sign-up', {
  method: 'POST', body: JSON.stringify({ username, password }) });
export const forgot = (email) => fetch('/api/auth/forgot', {
  method: 'POST', body: JSON.stringify({ email }) });
export const setPassword = (id, password) => fetch(`/api/users/${id}/password`, {
  method: 'PUT', body: JSON.stringify({ password }) });
export const listFeeds = () => fetch('/api/feeds').then((r) => r.json());
export const presets = () => fetch('/api/ffmpeg/presets').then((r) => r.json());
"""
MAIN = """import * as api from './api';
const value = (id) => document.querySelector(id).value;
document.querySelector('#login').onclick = () => api.login(value('#u'), value('#p'));
document.querySelector('#join').onclick = () => api.signUp(value('#u'), value('#p'));
document.querySelector('#forgot').onclick = () => api.forgot(value('#e'));
document.querySelector('#pw').onclick = () => api.setPassword(value('#id'), value('#p'));
api.listFeeds();
api.presets();
"""


def auth_kinds(tmp_path, files: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    contract = derive_dict(write_tree(tmp_path / "app", {"package.json": "{}", **files}))
    return ({c["name"]: c["auth"]["authentication"] for c in contract["capabilities"]},
            [r["message"] for r in contract["review"] if "read as cookie-session" in r["message"]])


def test_same_origin_capabilities_after_a_password_login_send_the_session(tmp_path):
    kinds, review = auth_kinds(tmp_path, {"src/api.js": API, "src/main.js": MAIN})
    assert kinds == {"create_auth_forgot": "unknown", "create_auth_sign_up": "unknown",
                     "list_feeds": "cookie-session", "list_ffmpeg_presets": "cookie-session",
                     "login_auth": "unknown", "set_user_password": "cookie-session"}
    assert review == [
        "auth of 3 capabilities of service 'app' read as cookie-session: the client logs in "
        "with a password (POST /api/auth/login), handles no token, and sends its requests to "
        "the page's own origin, so the browser sends the session cookie; the backend decides "
        "which endpoints require it: confirm"]


BEARER = "{ headers: { Authorization: 'Bearer ' + localStorage.getItem('token') } }"


def test_a_token_in_the_own_headers_of_fewer_calls_than_sent_none_is_no_session(tmp_path):
    token = API.replace("fetch('/api/feeds')", f"fetch('/api/feeds', {BEARER})")
    kinds, review = auth_kinds(tmp_path, {"src/api.js": token, "src/main.js": MAIN})
    assert (kinds["list_feeds"], kinds["list_ffmpeg_presets"], kinds["set_user_password"]) == \
        ("bearer", "cookie-session", "cookie-session")
    assert review == [
        "auth of 2 capabilities of service 'app' read as cookie-session: the client logs in "
        "with a password (POST /api/auth/login), sends a token only in the own headers of 1 "
        "other capability, and sends its requests to the page's own origin, so the browser "
        "sends the session cookie; the backend decides which endpoints require it: confirm"]


def test_a_token_sent_by_as_many_calls_as_sent_none_claims_no_session(tmp_path):
    token = API.replace("fetch('/api/feeds')", f"fetch('/api/feeds', {BEARER})").replace(
        "fetch('/api/ffmpeg/presets')", f"fetch('/api/ffmpeg/presets', {BEARER})")
    kinds, review = auth_kinds(tmp_path, {"src/api.js": token, "src/main.js": MAIN})
    assert (kinds["list_feeds"], kinds["list_ffmpeg_presets"], kinds["set_user_password"]) == \
        ("bearer", "bearer", "unknown")
    assert review == [
        "auth of 1 capability of service 'app' not read as cookie-session: the client logs in "
        "with a password (POST /api/auth/login) but sends a token on 2 other capabilities, "
        "which may be the session's; the source shows no credential on these requests, so "
        "whether they need one, and which, is the backend's to say: confirm"]


BASIC = "{ headers: { Authorization: 'Basic ' + btoa(user + ':' + password) } }"
HELD = "const user = sessionStorage.getItem('u');\nconst password = sessionStorage.getItem('p');\n"


def test_http_basic_auth_on_one_call_claims_no_session(tmp_path):
    """The client sends the user's name and password itself on a request: the backend checks
    them there, on each request, so the password login proves no session for the others,
    however few calls send them; those stay unknown, with one low item."""
    basic = HELD + API.replace("fetch('/api/feeds')", f"fetch('/api/feeds', {BASIC})")
    kinds, review = auth_kinds(tmp_path, {"src/api.js": basic, "src/main.js": MAIN})
    assert (kinds["list_feeds"], kinds["list_ffmpeg_presets"], kinds["set_user_password"]) == \
        ("unknown", "unknown", "unknown")
    assert review == [
        "auth of 2 capabilities of service 'app' not read as cookie-session: the client logs "
        "in with a password (POST /api/auth/login) but sends the user's name and password "
        "itself, as HTTP basic auth, on 1 other capability, which the backend checks on every "
        "request without a session; the source shows no credential on these requests, so "
        "whether they need one, and which, is the backend's to say: confirm"]


def test_a_token_of_a_client_wide_setting_claims_no_session(tmp_path):
    wide = "import axios from 'axios';\naxios.defaults.headers.common.Authorization = " \
        "'Bearer ' + localStorage.getItem('token');\nexport const me = () => axios.get('/api/me');\n"
    main = MAIN + "import { me } from './me';\nme();\n"
    kinds, review = auth_kinds(tmp_path, {"src/api.js": API, "src/me.js": wide,
                                          "src/main.js": main})
    assert (kinds["get_me"], kinds["list_feeds"]) == ("bearer", "unknown")
    assert review == [
        "auth of 3 capabilities of service 'app' not read as cookie-session: the client logs "
        "in with a password (POST /api/auth/login) but sends a token on 1 other capability, "
        "which may be the session's; the source shows no credential on these requests, so "
        "whether they need one, and which, is the backend's to say: confirm"]


def test_a_backend_named_by_a_base_url_claims_no_session(tmp_path):
    remote = API.replace("fetch('/api/", "fetch(import.meta.env.VITE_API + '/api/") \
        .replace("fetch(`/api/", "fetch(import.meta.env.VITE_API + `/api/")
    kinds, review = auth_kinds(tmp_path, {"src/api.js": remote, "src/main.js": MAIN})
    assert set(kinds.values()) == {"unknown"} and review == []


def test_without_a_password_login_nothing_is_claimed(tmp_path):
    no_login = API.replace("{ username, password }) });\nexport const signUp",
                           "{ username }) });\nexport const signUp")
    kinds, review = auth_kinds(tmp_path, {"src/api.js": no_login, "src/main.js": MAIN})
    assert set(kinds.values()) == {"unknown"} and review == []


def test_an_integration_posting_another_services_password_is_no_login(tmp_path):
    connect = API.replace("fetch('/api/auth/login'", "fetch('/api/integrations/mail/connect'") \
        .replace("export const login = ", "export const connectMail = ")
    main = MAIN.replace("api.login(", "api.connectMail(")
    kinds, review = auth_kinds(tmp_path, {"src/api.js": connect, "src/main.js": main})
    assert set(kinds.values()) == {"unknown"} and review == []


def test_paths_relative_to_the_page_url_are_the_same_origin(tmp_path):
    relative = API.replace("fetch('/api/", "fetch('api/").replace("fetch(`/api/", "fetch(`api/")
    kinds, review = auth_kinds(tmp_path, {"src/api.js": relative, "src/main.js": MAIN})
    assert (kinds["list_feeds"], kinds["set_user_password"], kinds["login_auth"]) == \
        ("cookie-session", "cookie-session", "unknown")
    assert len(review) == 1


QUERY_LOGIN = """import axios from 'axios';
export const login = (username, password) => axios.post('/api/session', null, {
  params: { username, password } });
export const listFeeds = () => axios.get('/api/feeds');
"""
QUERY_MAIN = """import * as api from './api';
const value = (id) => document.querySelector(id).value;
document.querySelector('#login').onclick = () => api.login(value('#u'), value('#p'));
api.listFeeds();
"""


def test_a_password_sent_in_the_query_string_is_a_login(tmp_path):
    kinds, review = auth_kinds(tmp_path, {"src/api.js": QUERY_LOGIN, "src/main.js": QUERY_MAIN})
    assert kinds == {"login_session": "unknown", "list_feeds": "cookie-session"}
    assert len(review) == 1 and "(POST /api/session)" in review[0]


def test_a_password_sent_as_a_form_body_is_a_login(tmp_path):
    form = QUERY_LOGIN.replace("axios.post('/api/session', null, {\n  params: { username, "
                               "password } })", "axios.post('/api/session', new URLSearchParams("
                               "{ username, password }))")
    kinds, review = auth_kinds(tmp_path, {"src/api.js": form, "src/main.js": QUERY_MAIN})
    assert kinds == {"login_session": "unknown", "list_feeds": "cookie-session"}
    assert len(review) == 1


ANGULARJS = """var app = angular.module('demo', []);
app.service('AuthService', ['$http', function ($http) {
  this.login = function (param) {
    return $http({ url: '/auth/login', params: param, method: 'POST' });
  };
}]);
app.service('MachineService', ['$http', function ($http) {
  this.list = function () { return $http({ url: '/machines', method: 'GET' }); };
  this.remove = function (app, ip) {
    return $http({ url: 'app/' + app + '/machine/remove.json', params: { ip: ip },
                   method: 'POST' });
  };
}]);
app.controller('LoginCtl', ['$scope', 'AuthService', function ($scope, AuthService) {
  $scope.login = function () {
    var param = {"username": $scope.username, "password": $scope.password};
    AuthService.login(param);
  };
}]);
"""


def test_a_query_object_its_callers_fill_with_a_password_is_a_login_for_every_same_origin_service(
        tmp_path):
    """The login's query is a parameter (``params: param``) whose callers pass the password;
    the paths relative to the page's URL reach the same origin and send the same cookie."""
    contract = derive_dict(write_tree(tmp_path / "app", {"package.json": "{}",
                                                          "app/scripts/app.js": ANGULARJS}))
    auth = {c["name"]: (c["auth"]["authentication"], [e["rule"] for e in c["auth"]["evidence"]])
            for c in contract["capabilities"]}
    assert auth == {
        "login_auth": ("unknown", ["auth.not-observed"]),
        "list_machines": ("cookie-session", ["auth.same-origin-session"]),
        "remove_app_machine": ("cookie-session", ["auth.same-origin-session"])}
    review = [r for r in contract["review"] if "read as cookie-session" in r["message"]]
    assert [r["message"] for r in review] == [
        "auth of 2 capabilities of services 'app', 'app_page_relative' read as cookie-session: "
        "the client logs in with a password (POST /auth/login), handles no token, and sends its "
        "requests to the page's own origin, so the browser sends the session cookie; the "
        "backend decides which endpoints require it: confirm"]
    evidence = review[0]["evidence"][0]
    assert (evidence["file"], evidence["line"], evidence["kind"]) == \
        ("app/scripts/app.js", 4, "inferred")


def test_a_client_wide_bearer_header_keeps_the_query_login_from_claiming_a_session(tmp_path):
    wide = ANGULARJS + """app.run(['$http', function ($http) {
  $http.defaults.headers.common.Authorization = 'Bearer ' + localStorage.getItem('token');
}]);
"""
    contract = derive_dict(write_tree(tmp_path / "app", {"package.json": "{}",
                                                          "app/scripts/app.js": wide}))
    assert "cookie-session" not in {c["auth"]["authentication"] for c in contract["capabilities"]}
    assert not [r for r in contract["review"] if "read as cookie-session" in r["message"]]


def test_a_recovery_word_of_a_business_operation_keeps_the_session(tmp_path):
    """``POST /api/snapshots/forget {snapshotId}`` forgets a backup snapshot and ``POST
    /api/counters/reset {name}`` resets a counter: neither names the account nor sends its
    credentials (:func:`~code2skill.passes.same_origin_session.flow_words`), so each is sent
    with the session cookie like any other same-origin request."""
    api = API + ("export const forget = (snapshotId) => fetch('/api/snapshots/forget', {\n"
                 "  method: 'POST', body: JSON.stringify({ snapshotId }) });\n"
                 "export const reset = (name) => fetch('/api/counters/reset', {\n"
                 "  method: 'POST', body: JSON.stringify({ name }) });\n")
    main = MAIN + "api.forget(value('#s'));\napi.reset(value('#c'));\n"
    kinds, _ = auth_kinds(tmp_path, {"src/api.js": api, "src/main.js": main})
    assert (kinds["create_snapshot_forget"], kinds["reset_counter"],
            kinds["create_auth_forgot"]) == \
        ("cookie-session", "cookie-session", "unknown")


CONFIRM = """export const resend = (username, password) => fetch('/api/auth/account/resend-confirmation', {
  method: 'POST', body: JSON.stringify({ username, password }) });
export const change = (password) => fetch('/api/auth/change-password', {
  method: 'POST', body: JSON.stringify({ password }) });
"""


def test_a_resend_or_change_password_post_is_never_the_login(tmp_path):
    kinds, review = auth_kinds(tmp_path, {"src/api.js": API + CONFIRM, "src/main.js": MAIN})
    assert [r for r in review if "(POST /api/auth/login)" in r] == review and len(review) == 1


def test_alone_a_resend_post_is_no_login(tmp_path):
    kinds, review = auth_kinds(tmp_path, {"src/api.js": CONFIRM + """
export const listFeeds = () => fetch('/api/feeds').then((r) => r.json());
""", "src/main.js": """import * as api from './api';
api.resend('u', document.querySelector('#p').value);
api.change(document.querySelector('#p').value);
api.listFeeds();
"""})
    assert kinds["list_feeds"] == "unknown" and review == []


SIGN_IN_BY_NAME = """export const signIn = (username, password) => fetch('/api/auth/access', {
  method: 'POST', body: JSON.stringify({ username, password }) });
export const enableTwoFactor = (password) => fetch('/api/auth/2fa', {
  method: 'POST', body: JSON.stringify({ password }) });
export const listFeeds = () => fetch('/api/feeds').then((r) => r.json());
"""


def test_a_function_naming_the_sign_in_wins_over_an_earlier_path_and_says_so(tmp_path):
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": "{}", "src/api.js": SIGN_IN_BY_NAME, "src/main.js": """import * as api from './api';
const p = document.querySelector('#p').value;
api.signIn('u', p);
api.enableTwoFactor(p);
api.listFeeds();
"""}))
    [cap] = [c for c in contract["capabilities"] if c["name"] == "list_feeds"]
    assert cap["auth"]["authentication"] == "cookie-session"
    assert cap["auth"]["evidence"][0]["note"] == (
        "POST /api/auth/access logs in with a password (its function signIn names the "
        "sign-in; no such path does); the browser sends the session cookie it sets with "
        "every same-origin request")
