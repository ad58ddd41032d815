"""``derive --strict`` (:mod:`code2skill.strict`): a service's base-URL question is a
deployment reference, not an unresolved call (rule ``strict.base-binding``), unless the base
may hide part of a path (``url.unresolved-call-prefix``); a call left out as plumbing is no
unresolved call either (``strict.plumbing``)."""
from __future__ import annotations

import json

from conftest import write_tree
from typer.testing import CliRunner

from code2skill.cli import app

BASE_PATH = {                     # (a base the page's own path gives is no question at all)
    "package.json": '{"name": "books"}',
    "src/services.ts": ("import axios from 'axios';\n"
                        "import { getBasePath } from '@books/runtime';\n"
                        "axios.defaults.baseURL = getBasePath() + '/api';\n"
                        "export const listBooks = () => axios.get('v1/books/list.json');\n"),
}
CALL_PREFIX = {
    "package.json": '{"name": "repo"}',
    "src/pages.js": ("import axios from 'axios';\n"
                     "export class ItemPage {\n"
                     "  loadOther() { return axios.get(`${this.helperUrl()}/other`); }\n"
                     "}\n"),
}


def strict(tmp_path, files: dict[str, str]):
    root = write_tree(tmp_path / "app", files)
    out = tmp_path / "c.json"
    result = CliRunner().invoke(app, ["derive", str(root), "--strict", "-q", "-o", str(out)])
    return result, json.loads(out.read_text())


def test_a_base_url_binding_alone_does_not_fail_strict(tmp_path):
    result, contract = strict(tmp_path, BASE_PATH)
    assert [(r["severity"], r["message"], [e["rule"] for e in r["evidence"]])
            for r in contract["review"] if r["capability"] is None] == [
        ("medium", "base URL of service books is supplied by the deployment at run time "
                   "(basePath, a prefix a call code2skill could not follow returns); confirm the "
                   "backend it names", ["service.runtime-base"])]
    assert contract["source"]["coverage"]["unresolved"] == 0
    assert (result.exit_code, result.stderr) == (0, "")


def test_a_base_that_may_hide_a_path_still_fails_strict(tmp_path):
    result, contract = strict(tmp_path, CALL_PREFIX)
    assert [r["message"] for r in contract["review"] if r["capability"] is None] == [
        "base URL of service helper comes from a value the source does not show; confirm "
        "the backend it names"]
    assert result.exit_code == 1
    assert result.stderr == (
        "code2skill: strict: src/pages.js:3: base URL of service helper comes from a value "
        "the source does not show; confirm the backend it names\n")


AUTH_STORE = {
    "package.json": '{"name": "ops", "dependencies": {"vue": "2", "vuex": "3", "axios": "1"}}',
    "src/auth/api.js": ("import axios from 'axios';\n"
                        "export default {\n"
                        "  logout() { return axios.post('/api/auth/logout'); },\n"
                        "  me() { return axios.get('/api/auth/me'); },\n"
                        "};\n"),
    "src/auth/store.js": ("import UserApi from './api';\n"
                          "const actions = {\n"
                          "  logout({ commit }) { return UserApi.logout(); },\n"
                          "  me({ commit }) { return UserApi.me(); },\n"
                          "};\n"
                          "export default { namespaced: true, actions };\n"),
}


def test_a_call_left_out_as_plumbing_does_not_fail_strict(tmp_path):
    """Rule ``strict.plumbing``: the auth store's logout was followed to its method and path
    and left out of the Tools by design (``plumbing.auth-store``): no unresolved call."""
    result, contract = strict(tmp_path, AUTH_STORE)
    assert [[e["rule"] for e in r["evidence"]]
            for r in contract["review"] if r["capability"] is None] == [["plumbing.auth-store"]]
    assert [c["name"] for c in contract["capabilities"]] == ["get_auth_me"]
    assert result.exit_code == 0 and "strict:" not in result.stderr
