"""Who holds a credential: a token a caller passes in a login step's own ``Authorization``
header (a 2FA step's temporary token returned by the previous login call) is an input whose
issuing step is a precondition, never the session credential the Host injects (rule
``auth.caller-token``); the user's own session token a body field reads through a call of the
client is a context reference, never an Agent input (rule ``body.held-credential``)."""
from __future__ import annotations

from conftest import bindings, capability

SERVICES = (
    "import axios from 'axios';\n"
    "import { getCurrentToken } from './userstate';\n"
    "axios.interceptors.request.use((config: any) => {\n"
    "  const token = getCurrentToken();\n"
    "  if (token && !config.noAuth) { config.headers.Authorization = `Bearer ${token}`; }\n"
    "  return config;\n"
    "});\n"
    "export default {\n"
    "  authorize: (data: {login: string, password: string}) =>\n"
    "    axios.post('/api/authorize.json', data),\n"
    "  authorize2FA: ({ passcode, token }: { passcode: string, token: string }) =>\n"
    "    axios.post('/api/2fa/authorize.json', { passcode }, {\n"
    "      noAuth: true, headers: { Authorization: `Bearer ${token}` } } as any),\n"
    "  linkOAuth: ({ password, callbackToken }: { password?: string, callbackToken: string }) => {\n"
    "    const req = { password, token: getCurrentToken() || undefined };\n"
    "    return axios.post('/api/oauth2/link.json', req, {\n"
    "      noAuth: true, headers: { Authorization: `Bearer ${callbackToken}` } } as any);\n"
    "  },\n"
    "  profile: () => axios.get('/api/profile.json'),\n"
    "};\n")
FILES = {
    "src/userstate.ts": ("export function getCurrentToken(): string | null {\n"
                         "  return localStorage.getItem('app-token');\n}\n"),
    "src/services.ts": SERVICES,
    "src/login.ts": (
        "import services from './services';\n"
        "export async function login(user: string, pw: string, code: string, cb: string) {\n"
        "  const r = await services.authorize({ login: user, password: pw });\n"
        "  await services.authorize2FA({ passcode: code, token: r.data.result.token });\n"
        "  await services.linkOAuth({ password: pw, callbackToken: cb });\n"
        "  await services.profile();\n"
        "}\n"),
}


def test_a_login_steps_own_token_header_is_an_input_issued_by_the_previous_step(derive_files):
    contract = derive_files(FILES)
    cap = capability(contract, "POST", "/api/2fa/authorize.json")
    assert bindings(cap) == {"body:passcode": "passcode", "header:Authorization": "authorization"}
    assert sorted(cap["inputSchema"]["required"]) == ["authorization", "passcode"]
    # the call opts out of the interceptor's session token (noAuth: true): no Host credential,
    # and the per-call header is the caller's token, never the session's
    assert (cap["auth"]["authentication"], [(e["line"], e["rule"]) for e in
                                            cap["auth"]["evidence"]]) == (
        "none", [(12, "auth.per-call-opt-out")])
    [pre] = cap["preconditions"]
    assert (pre["input"], pre["issuedBy"], pre["resultPath"]) == (
        "authorization", "create_authorize", "result.token")
    [item] = [r for r in contract["review"] if r["capability"] == cap["name"]
              and "carries a token the caller passes" in r["message"]]
    assert item["severity"] == "medium"
    assert cap["status"] == "requires-review"


def test_the_users_session_token_in_a_body_is_a_context_reference(derive_files):
    contract = derive_files(FILES)
    cap = capability(contract, "POST", "/api/oauth2/link.json")
    assert bindings(cap)["body:token"] == "=None"
    binding = next(b for b in cap["implementation"]["requests"][0]["bindings"]
                   if b["target"] == "body:token")
    assert binding == {"target": "body:token", "input": None, "value": None, "context": "token"}
    assert "token" not in cap["inputSchema"]["properties"]
    [ref] = cap["contextReferences"]
    assert (ref["name"], ref["evidence"][0]["rule"], ref["evidence"][0]["line"]) == (
        "token", "body.held-credential", 15)
    assert any(r["capability"] == cap["name"] and r["severity"] == "medium"
               and r["message"].startswith("body field token carries the session credential")
               for r in contract["review"])


def test_a_password_or_a_passed_token_in_a_body_stays_an_input(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "export const reset = (token: string, password: string) =>\n"
        "  axios.post('/api/reset', { token, password });\n")})
    cap = capability(contract, "POST", "/api/reset")
    assert bindings(cap) == {"body:token": "token", "body:password": "password"}
    assert cap["contextReferences"] == []


def test_the_session_credential_of_an_interceptor_stays_host_injected(derive_files):
    contract = derive_files(FILES)
    cap = capability(contract, "GET", "/api/profile.json")
    assert cap["auth"]["authentication"] == "bearer"
    assert bindings(cap) == {}


CSRF_PAGE = {"package.json": '{"name": "hc", "dependencies": {"jquery": "3.7.1"}}',
             "static/js/signup.js": """\
$(function () {
  $('#signup').on('submit', function () {
    var fd = new FormData();
    fd.append('identity', $('#email').val());
    fd.append('csrfmiddlewaretoken', $('input[name=csrfmiddlewaretoken]').val());
    $.ajax({ url: '/accounts/signup/', type: 'POST', data: fd, processData: false, contentType: false });
    $.post('/accounts/login/', { email: $('#email').val(), _csrf: $('[name=_csrf]').val() });
  });
});
"""}


def test_the_pages_csrf_token_in_a_form_or_body_is_a_context_reference(derive_files):
    contract = derive_files(CSRF_PAGE)
    got = {c["name"]: sorted((b["target"], b["input"], b.get("context"))
                             for b in c["implementation"]["requests"][0]["bindings"])
           for c in contract["capabilities"]}
    assert got == {
        "signup_account": [("multipart:csrfmiddlewaretoken", None, "csrfmiddlewaretoken"),
                           ("multipart:identity", "identity", None)],
        "login_account": [("body:_csrf", None, "_csrf"), ("body:email", "email", None)],
    }
