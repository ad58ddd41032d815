"""Rule ``auth.same-origin-session`` for a password login whose path names the token it
exchanges the password for (:func:`~code2skill.passes.same_origin_session.token_endpoint`:
``POST /api/users/token``), on a client whose base is the page's origin written out
(``location.protocol + '//' + location.host``, ``window.location.origin``); and a first
user's set-up (``POST /api/users/init`` with a password) as an account flow that needs no
session (rule ``auth.session-less``)."""
from __future__ import annotations

import pytest

from audit_support import derive_dict

from conftest import write_tree
from code2skill.passes.same_origin_session import account_words, token_endpoint

USERS = """import axios from 'axios';
const api = axios.create({ baseURL: BASE + '/api' });
export const getToken = (username, password) => api.post('users/token', { username, password });
export const initUser = (username, password) => api.post('users/init', { username, password });
export const listAudits = () => api.get('audits');
export const deleteAudit = (id) => api.delete(`audits/${id}`);
"""
MAIN = """import * as users from './users';
const value = (id) => document.querySelector(id).value;
document.querySelector('#login').onclick = () => users.getToken(value('#u'), value('#p'));
document.querySelector('#init').onclick = () => users.initUser(value('#u'), value('#p'));
document.querySelector('#rm').onclick = () => users.deleteAudit(value('#id'));
users.listAudits();
"""


@pytest.mark.parametrize("base", ["location.protocol + '//' + location.host",
                                  "window.location.origin"])
def test_a_password_exchanged_at_a_token_path_starts_the_cookie_session(tmp_path, base):
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"dependencies": {"axios": "1.7.0"}}',
        "src/users.js": USERS.replace("BASE", base), "src/main.js": MAIN}))
    kinds = {c["name"]: (c["auth"]["authentication"], c["auth"]["evidence"][0]["rule"])
             for c in contract["capabilities"]}
    assert kinds == {"create_user_token": ("unknown", "auth.not-observed"),
                     "init_user": ("unknown", "auth.not-observed"),
                     "list_audits": ("cookie-session", "auth.same-origin-session"),
                     "delete_audit": ("cookie-session", "auth.same-origin-session")}
    assert [r["message"] for r in contract["review"] if "read as cookie-session" in
            r["message"]] == [
        "auth of 2 capabilities of service 'app' read as cookie-session: the client logs in "
        "with a password (POST /api/users/token), handles no token, and sends its requests to "
        "the page's own origin, so the browser sends the session cookie; the backend decides "
        "which endpoints require it: confirm"]


@pytest.mark.parametrize("path, expected", [
    ("/api/users/token", True), ("/auth/token", True), ("/api/auth", True),
    ("/oauth/tokens", True), ("/api/users/token?x=1", True), ("/api/users/{id}/token", True),
    ("/api/users/refreshtoken", False), ("/api/tokens/{id}/revoke", False),
    ("/api/token/refresh", False), ("/api/users", False), ("/", False)])
def test_token_endpoint_reads_the_last_static_segment(path, expected):
    assert token_endpoint(path) is expected


def test_a_first_users_set_up_names_an_account_flow():
    assert account_words("/api/users/init") == {"init"}
    assert account_words("/api/initialize") == {"initialize"}
    assert account_words("/api/audits") == set()
