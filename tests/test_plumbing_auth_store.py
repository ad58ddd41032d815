"""Rule plumbing.auth-store: a login, logout or token call an auth store's action makes (a
Vuex/Pinia/Redux store module named for authentication, also through an API module only that
store calls) keeps the client's own session, which the Host supplies: an info review item,
never a business Tool. Other calls of the store, and session calls outside it, are Tools."""
from __future__ import annotations

from conftest import endpoints

from code2skill.passes.plumbing import auth_store_module, names_session

API = (
    "import axios from 'axios';\n"
    "export default {\n"
    "  login(email, password) { return axios.post('/api/auth/login', { email, password }); },\n"
    "  logout() { return axios.post('/api/auth/logout'); },\n"
    "  getUserInfo() { return axios.get('/api/auth/me'); },\n"
    "  signin(email) { return axios.post('/api/signin', { email }); },\n"
    "};\n")


def test_session_calls_of_an_auth_store_are_plumbing(derive_files):
    """`src/auth/store.js` actions call `UserApi.login`/`logout`: both are plumbing; the
    store's `/api/auth/me` read stays a Tool, and so does `/api/signin`, which a page calls
    directly, outside any store."""
    contract = derive_files({
        "package.json": '{"name": "ops", "dependencies": {"vue": "2", "vuex": "3", '
                        '"axios": "1"}}',
        "src/auth/api.js": API,
        "src/auth/store.js": (
            "import UserApi from './api';\n"
            "const actions = {\n"
            "  basicLogin({ commit }, p) { return UserApi.login(p.email, p.password); },\n"
            "  logout({ commit }) { return UserApi.logout(); },\n"
            "  getUserInfo({ commit }) { return UserApi.getUserInfo(); },\n"
            "};\n"
            "export default { namespaced: true, actions };\n"),
        "src/pages/Magic.js": (
            "import UserApi from '../auth/api';\n"
            "export function send(email) { return UserApi.signin(email); }\n"),
    })
    assert endpoints(contract) == {("GET", "/api/auth/me"), ("POST", "/api/signin")}
    items = sorted(r["message"] for r in contract["review"] if r["severity"] == "info"
                   and "auth-store" in r["message"])
    assert items == [
        f"plumbing: session call of an auth store (login, logout or token) — POST "
        f"/api/auth/{word} at src/auth/api.js:{line} is not offered as a Tool "
        "(plumbing.auth-store): the client makes it to keep its own session or assets "
        "working, not as a business action" for word, line in (("login", 3), ("logout", 4))]


def test_store_modules_and_session_paths():
    """The module and path shapes the rule reads."""
    assert [auth_store_module(p) for p in (
        "src/auth/store.js", "src/store/modules/auth.js", "src/stores/session.ts",
        "src/features/auth/authSlice.ts", "src/stores/useAuthStore.ts", "src/auth/api.js",
        "src/stores/projects.ts", "src/store/index.js")] == \
        [True, True, True, True, True, False, False, False]
    assert [names_session(p) for p in (
        "/auth/login", "/sign-out", "/api/token", "/api/tokens/{id}", "/users/me",
        "/api/session", "/login/{provider}")] == [True, True, True, False, False, True, True]
