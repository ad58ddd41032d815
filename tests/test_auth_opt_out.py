"""Rule ``auth.per-call-opt-out``: the tests of an interceptor's config a credential is sent
under, decided per call on the config it passes; exact auth, evidence and header bindings."""
from __future__ import annotations

from code2skill.auth_opt_out import ConfigTest, config_path, config_tests, sent_for
from code2skill.facts import Alt, Call, FunctionFact, Member, Obj, Param, Ref
from code2skill.facts import Test as Cond
from code2skill.redact import is_credential_position
from code2skill.resolution.shared import decide_test
from code2skill.values import LitV, ObjV, PropV, StrV, Text

HEADERS = Member(Ref("config"), "headers")
FLAG = Member(Alt((HEADERS, Obj(())), kind="or"), "isToken")


def interceptor(**locals_) -> FunctionFact:
    return FunctionFact("f#1", "<anonymous>", (Param("config"),), (1, 1, 9, 1),
                        locals={k: [v] for k, v in locals_.items()})


def test_config_path_reads_members_and_empty_fallbacks():
    assert config_path(FLAG, "config") == ("headers", "isToken")
    assert config_path(Member(Ref("config"), "skipAuth"), "config") == ("skipAuth",)
    assert config_path(Member(Ref("other"), "skipAuth"), "config") is None
    assert config_path(Ref("config"), "config") is None


def test_tests_through_a_local_and_a_negation():
    fn = interceptor(isToken=Cond("===", FLAG, False))
    guard = Alt((Call(Ref("getToken"), ()), Cond("falsy", Ref("isToken"))), kind="and")
    assert config_tests(fn, guard) == (ConfigTest(("headers", "isToken"), "===", False, True),)
    assert config_tests(fn, Cond("!==", FLAG, False)) == (
        ConfigTest(("headers", "isToken"), "!==", False, False),)
    assert config_tests(fn, Cond("falsy", Member(Ref("config"), "skipAuth"))) == (
        ConfigTest(("skipAuth",), "falsy", None, False),)
    assert config_tests(fn, None) == ()
    assert config_tests(fn, Call(Ref("getToken"), ())) == ()


def test_a_negated_and_proves_nothing():
    fn = interceptor(isToken=Alt((Cond("===", FLAG, False), Ref("x")), kind="and"))
    assert config_tests(fn, Cond("falsy", Ref("isToken"))) == ()


def config(**headers) -> ObjV:
    props = tuple(PropV(k, v) for k, v in headers.items())
    return ObjV((PropV("url", StrV((Text("/x"),))), PropV("headers", ObjV(props))))


def test_decided_per_call():
    tests = (ConfigTest(("headers", "isToken"), "===", False, True),)
    assert sent_for(tests, config(isToken=LitV(False)), decide_test) is False
    assert sent_for(tests, config(isToken=LitV(True)), decide_test) is True
    assert sent_for(tests, config(), decide_test) is True                 # undefined
    assert sent_for(tests, ObjV((PropV("url", StrV((Text("/x"),))),)), decide_test) is True
    assert sent_for(tests, ObjV((PropV(None, Ref("o")),)), decide_test) is None   # spread
    assert sent_for(tests, None, decide_test) is None


def test_flag_names_are_no_credentials():
    for name in ("isToken", "skipAuth", "withCredentials", "hasPassword", "needToken"):
        assert not is_credential_position("header", name), name
    for name in ("token", "X-Token", "authToken", "newPassword"):
        assert is_credential_position("header", name), name


FILES = {
    "package.json": '{"name": "admin", "dependencies": {"axios": "1.7.2"}}',
    "src/request.js": """\
import axios from 'axios'
const service = axios.create({ baseURL: '/api' })
service.interceptors.request.use(config => {
  const isToken = (config.headers || {}).isToken === false
  if (localStorage.getItem('t') && !isToken) {
    config.headers['Authorization'] = 'Bearer ' + localStorage.getItem('t')
  }
  return config
})
export const captcha = () => service({ url: '/captchaImage', headers: { isToken: false }, method: 'get' })
export const profile = () => service({ url: '/user/profile', method: 'get' })
export const both = (open) => open
  ? service({ url: '/notice', headers: { isToken: false }, method: 'get' })
  : service.get('/notice')
""",
}


def test_auth_per_capability(derive_files):
    contract = derive_files(FILES)
    auth = {c["name"]: (c["auth"]["authentication"],
                        [(e["rule"], e["line"]) for e in c["auth"]["evidence"]])
            for c in contract["capabilities"]}
    assert auth == {
        "get_captcha_image": ("none", [("auth.per-call-opt-out", 10)]),
        "get_user_profile": ("bearer", [("axios.request-interceptor", 6)]),
        "get_notice": ("bearer", [("axios.request-interceptor", 6)]),
    }
    captcha = next(c for c in contract["capabilities"] if c["name"] == "get_captcha_image")
    assert captcha["implementation"]["requests"][0]["bindings"] == [
        {"input": None, "target": "header:isToken", "value": "false"}]
