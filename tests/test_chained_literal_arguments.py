"""Rule ``wrapper.chained-literal-arguments``: a path hole a caller fills with its own
parameter, passed on unchanged or as a member of an object literal, is filled by the callers of
that caller (at most four calls up); the response fields the wrapper reads are read from each
request it is split into."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.resolution.shared import CHAINED_RULE, MEMBER_RULE

WRAPPER = (
    "import axios from 'axios';\n"
    "interface Data { actionType: string; formData: { username: string; password: string } }\n"
    "export function loginOrRegister(data: Data) {\n"
    "  return axios.post(`/api/auth/${data.actionType}`, data.formData)\n"
    "    .then((res) => res.data.auth_token);\n"
    "}\n")
ONE_HOP = (
    "export function onSubmit(actionType: string, username: string, password: string) {\n"
    "  return loginOrRegister({ actionType, formData: { username, password } });\n"
    "}\n")
BOTH = {("POST", "/api/auth/login"), ("POST", "/api/auth/register")}


def hops(contract: dict, path: str) -> list[tuple[int, str]]:
    """``(line, rule)`` of the naming call site of ``POST path`` and of each hop below it."""
    [site] = capability(contract, "POST", path)["implementation"]["requests"][0]["callSites"]
    return [(site["line"], site["rule"])] + [(v["line"], v["rule"]) for v in site["via"]]


def test_constants_two_calls_up_name_the_endpoints(derive_files):
    contract = derive_files({"src/auth.ts": WRAPPER + ONE_HOP + (
        "export const signIn = (u: string, p: string) => onSubmit('login', u, p);\n"
        "export const signUp = (u: string, p: string) => onSubmit('register', u, p);\n")})
    assert endpoints(contract) == BOTH
    assert hops(contract, "/api/auth/login") == [
        (10, "wrapper.literal-arguments"), (8, CHAINED_RULE), (4, "axios.call")]
    login = capability(contract, "POST", "/api/auth/login")
    assert sorted(login["inputSchema"]["properties"]) == ["password", "username"]


def test_constants_three_calls_up_through_object_members(derive_files):
    contract = derive_files({"src/auth.ts": WRAPPER + (
        "function submit(form: { kind: string }) {\n"
        "  return loginOrRegister(\n"
        "    { actionType: form.kind, formData: { username: '', password: '' } });\n"
        "}\n"
        "function onClick(kind: string) { return submit({ kind }); }\n"
        "export const signIn = () => onClick('login');\n"
        "export const signUp = () => onClick('register');\n")})
    assert endpoints(contract) == BOTH
    assert hops(contract, "/api/auth/register") == [
        (13, "wrapper.literal-arguments"), (11, CHAINED_RULE), (8, CHAINED_RULE),
        (4, "axios.call")]


def test_a_default_and_a_direct_constant_join_the_chain(derive_files):
    contract = derive_files({"src/auth.ts": WRAPPER + (
        "export function onSubmit(actionType = 'login') {\n"
        "  return loginOrRegister({ actionType, formData: { username: '', password: '' } });\n"
        "}\n"
        "export const signIn = () => onSubmit();\n"
        "export const reset = () => loginOrRegister(\n"
        "  { actionType: 'password/reset', formData: { username: '', password: '' } });\n")})
    assert endpoints(contract) == {("POST", "/api/auth/login"),
                                   ("POST", "/api/auth/password/reset")}
    assert hops(contract, "/api/auth/password/reset")[0] == (11, MEMBER_RULE)


def test_one_unknown_constant_up_the_chain_keeps_the_input(derive_files):
    contract = derive_files({"src/auth.ts": WRAPPER + ONE_HOP + (
        "export const signIn = (u: string, p: string) => onSubmit('login', u, p);\n"
        "export const either = (kind: string, u: string, p: string) => onSubmit(kind, u, p);\n")})
    assert endpoints(contract) == {("POST", "/api/auth/{actionType}")}


def test_the_chain_is_climbed_at_most_four_calls(derive_files):
    def chain(levels: int) -> str:
        body = "".join(f"function f{i}(kind: string) {{ return f{i - 1}(kind); }}\n"
                       for i in range(2, levels + 1))
        return (WRAPPER + "function f1(kind: string) {\n"
                "  return loginOrRegister({ actionType: kind, formData: { username: '', "
                "password: '' } });\n}\n" + body +
                f"export const signIn = () => f{levels}('login');\n"
                f"export const signUp = () => f{levels}('register');\n")
    assert endpoints(derive_files({"src/auth.ts": chain(4)})) == BOTH
    assert endpoints(derive_files({"src/auth.ts": chain(5)})) == {
        ("POST", "/api/auth/{actionType}")}


def test_split_requests_keep_the_wrappers_response_reads(derive_files):
    contract = derive_files({"src/auth.ts": WRAPPER + ONE_HOP + (
        "export const signIn = (u: string, p: string) => onSubmit('login', u, p);\n"
        "export const signUp = (u: string, p: string) => onSubmit('register', u, p);\n"
        "export const direct = () => loginOrRegister(\n"
        "  { actionType: 'logout', formData: { username: '', password: '' } });\n")})
    for path in ("/api/auth/login", "/api/auth/register", "/api/auth/logout"):
        output = capability(contract, "POST", path)["outputSchema"]
        assert list(output["properties"]) == ["auth_token"], path


def test_a_read_under_a_test_of_the_callers_value_goes_where_it_holds(derive_files):
    contract = derive_files({"src/auth.ts": (
        "import axios from 'axios';\n"
        "export function loginOrRegister(data: { actionType: string }) {\n"
        "  return axios.post(`/api/auth/${data.actionType}`, {}).then((res) => {\n"
        "    if (res.data.status !== 'success') throw new Error(res.data.message);\n"
        "    if (data.actionType === 'login') localStorage.setItem('t', res.data.auth_token);\n"
        "  });\n"
        "}\n"
        "export const signIn = () => loginOrRegister({ actionType: 'login' });\n"
        "export const signUp = () => loginOrRegister({ actionType: 'register' });\n")})
    assert endpoints(contract) == BOTH
    login = capability(contract, "POST", "/api/auth/login")["outputSchema"]
    # the envelope check's status is read for both; its failing branch's message is the
    # error body's (rule output.error-branch)
    assert sorted(login["properties"]) == ["auth_token", "status"]
    register = capability(contract, "POST", "/api/auth/register")["outputSchema"]
    assert list(register["properties"]) == ["status"]
