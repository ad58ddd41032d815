"""Rule ``wrapper.literal-member-arguments``: a path hole filled by a member of the wrapper's
parameter (`` `/auth/${data.actionType}` ``), for which every caller passes fixed text in an
object (a plain call or a Vuex ``dispatch``), is one request per call."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.resolution.shared import MEMBER_RULE

WRAPPER = (
    "import axios from 'axios';\n"
    "interface Data { actionType: string; formData: { username: string; password: string } }\n"
    "export function loginOrRegister(data: Data) {\n"
    "  return axios.post(`/api/auth/${data.actionType}`, data.formData);\n"
    "}\n")


def test_each_caller_constant_names_its_endpoint(derive_files):
    contract = derive_files({"src/auth.ts": WRAPPER + (
        "export const signIn = (username: string, password: string) =>\n"
        "  loginOrRegister({ actionType: 'login', formData: { username, password } });\n"
        "export const signUp = (username: string, password: string) =>\n"
        "  loginOrRegister({ actionType: 'register', formData: { username, password } });\n")})
    assert endpoints(contract) == {("POST", "/api/auth/login"), ("POST", "/api/auth/register")}
    login = capability(contract, "POST", "/api/auth/login")
    assert "actionType" not in login["inputSchema"]["properties"]
    [site] = login["implementation"]["requests"][0]["callSites"]
    assert (site["line"], site["rule"]) == (7, MEMBER_RULE)
    assert [v["line"] for v in site["via"]] == [4]


def test_a_caller_passing_no_constant_keeps_one_request(derive_files):
    contract = derive_files({"src/auth.ts": WRAPPER + (
        "export const signIn = (username: string, password: string) =>\n"
        "  loginOrRegister({ actionType: 'login', formData: { username, password } });\n"
        "export const either = (kind: string, username: string, password: string) =>\n"
        "  loginOrRegister({ actionType: kind, formData: { username, password } });\n")})
    assert endpoints(contract) == {("POST", "/api/auth/{actionType}")}


def test_a_store_dispatch_payload_names_the_endpoint(derive_files):
    contract = derive_files({
        "src/store/types.ts": "export const LOGIN_OR_REGISTER = 'LOGIN_OR_REGISTER';\n",
        "src/store/actions.ts": (
            "import axios from 'axios';\n"
            "import { LOGIN_OR_REGISTER } from './types';\n"
            "export const actions = {\n"
            "  [LOGIN_OR_REGISTER](context: unknown, data: { actionType: string }) {\n"
            "    return axios.post(`/api/auth/${data.actionType}`, {});\n"
            "  },\n"
            "};\n"),
        "src/Form.ts": (
            "import { LOGIN_OR_REGISTER } from './store/types';\n"
            "export function signIn(store: any) {\n"
            "  store.dispatch(LOGIN_OR_REGISTER, { actionType: 'login' });\n"
            "}\n"
            "export function signUp(store: any) {\n"
            "  store.dispatch(LOGIN_OR_REGISTER, { actionType: 'register' });\n"
            "}\n")})
    assert endpoints(contract) == {("POST", "/api/auth/login"), ("POST", "/api/auth/register")}
    [site] = capability(contract, "POST", "/api/auth/register")["implementation"][
        "requests"][0]["callSites"]
    assert (site["file"], site["line"]) == ("src/Form.ts", 6)
