"""Rules ``value.enclosing-tests`` and ``auth.unsent-header``: a header written under nested
``if``s (or an ``&&`` chain) is decided per caller by all its tests, the outer ones included,
and a call that leaves the credential header unsent carries no credential."""
from __future__ import annotations

from pathlib import Path

from conftest import capability

from code2skill.enclosing_tests import (CSRF_UNSENT_RULE, csrf_hint, header_write, joined,
                                        sent_hints)
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Assignment, Lit, Member, Ref
from code2skill.requests import UNSENT_RULE, AuthHint, Header, RequestTemplate, Site
from code2skill.resolution.shared import unsent
from code2skill.values import AltV, LitV, ParamV, StrV, Text, UnknownV

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "nested-auth-guards" / "src"
CLIENT = (SAMPLE / "api" / "client.ts").read_text(encoding="utf-8")
SERVICES = (SAMPLE / "services" / "snippets.ts").read_text(encoding="utf-8")


def set_calls(source: str):
    facts = extract_module("src/a.ts", "typescript", source.encode())
    return [site for site in facts.calls
            if isinstance(site.call.callee, Member) and site.call.callee.prop == "set"]


def test_a_call_site_records_every_if_around_it_outermost_first():
    content_type, authorization = set_calls(CLIENT)
    assert content_type.guards == ()
    outer, inner = authorization.guards
    assert (outer.op, outer.subject) == ("truthy", Member(Ref("options", outer.subject.obj.span),
                                                          "requiresAuth", outer.subject.span))
    assert (inner.op, inner.subject.name) == ("truthy", "token")
    assert authorization.guard == Ref("token", inner.subject.span)     # the innermost, as before


def test_a_call_under_a_loop_records_no_tests():
    [site] = set_calls("function f(o, keys) { const h = new Headers();\n"
                       "  for (const k of keys) { if (o.x) h.set(k, 'v') } return h }")
    assert site.guarded and site.guards is None


def test_tests_are_joined_only_when_one_reads_a_parameter():
    param = (ParamV("f", "options", ("requiresAuth",)), "truthy", None)
    held = (UnknownV("store-read:localStorage:token"), "truthy", None)
    reads = (lambda test: isinstance(test[0], ParamV))
    assert joined((param, held), reads) == ((param, held), "&&", None)
    assert joined((held, held), reads) is None
    assert joined((param,), reads) is None            # one test is decided as it is


def test_only_header_writes_join_their_tests():
    def write(target, key=None):
        return Assignment(target, Lit("v", None), (1, 0, 1, 1), key)
    assert header_write(write(("options", "headers", "X-Api-Key")), False)
    assert header_write(write(("config", "headers"), Lit("X-Team", None)), False)
    assert header_write(write(("h", "X-Team")), True)                 # a set call's
    assert not header_write(write(("options", "json")), False)          # a body keeps them apart
    assert not header_write(write(("query", "page")), False)


def test_a_header_decided_away_is_unsent_also_when_its_other_arm_is_the_callers_own():
    test = ((((ParamV("f", "o", ("requiresAuth",)), "truthy", None),), "&&", None), "all", None)
    written = StrV((Text("Bearer "),))
    own = ParamV("f", "o", ("headers", "Authorization"))
    assert unsent(AltV((written, own), "any", "k", test), UnknownV("unknown-member"))
    assert unsent(AltV((written, LitV(None)), "any", "k", test), LitV(None))
    assert not unsent(AltV((written, own), "any", "k", test), UnknownV("unresolved:x"))
    assert not unsent(AltV((written, own), "any", "k", None), UnknownV("no-member"))


def test_a_hint_of_an_unsent_header_becomes_none_placed_at_the_deciding_call():
    header_at = ("src/api/client.ts", (15, 6, 15, 54))
    other_at = ("src/api/client.ts", (20, 2, 20, 30))
    bearer = AuthHint("bearer", header_at, "fetch.header", "header Authorization")
    cookie = AuthHint("cookie-session", other_at, "fetch.credentials-include")
    before = (Header("Authorization", StrV(()), header_at), Header("Accept", StrV(()), other_at))
    assert sent_hints([bearer, cookie], before, before) == [bearer, cookie]
    declined, kept = sent_hints([bearer, cookie], before, before[1:])
    assert kept == cookie
    assert (declined.kind, declined.rule, declined.where) == ("none", UNSENT_RULE, None)
    assert declined.note.startswith("header Authorization at src/api/client.ts:15 ")
    template = RequestTemplate("fetch", StrV(()), StrV(()), (), auth=(declined, kept))
    caller = ("src/services/snippets.ts", (22, 9, 22, 60))
    seen = template.via(Site(caller, "getAuthConfig", "wrapper.call"))
    assert seen.auth[0].where == caller and seen.auth[1] == cookie
    outer = seen.via(Site(("src/App.tsx", (3, 0, 3, 9)), "App", "wrapper.call"))
    assert outer.auth[0].where == caller                  # placed once, where it was decided


def test_an_unsent_csrf_header_keeps_the_cookie_session_at_the_header():
    header_at = ("src/helpers/http.js", (29, 4, 29, 50))
    csrf = AuthHint("cookie-session", header_at, "fetch.header", "header X-CSRF-Token")
    bearer = AuthHint("bearer", header_at, "fetch.header", "header Authorization")
    before = (Header("X-CSRF-Token", StrV(()), header_at),)
    [kept] = sent_hints([csrf], before, ())
    assert (kept.kind, kept.rule, kept.where) == ("cookie-session", CSRF_UNSENT_RULE, header_at)
    assert kept.note.startswith("header X-CSRF-Token at src/helpers/http.js:29 is set only")
    assert kept.note.endswith("the session cookie that token guards goes with it all the same")
    assert csrf_hint(csrf) and not csrf_hint(bearer)
    assert not csrf_hint(AuthHint("cookie-session", header_at, "fetch.credentials-include"))
    [declined] = sent_hints([bearer], before, ())                  # a bearer: none, as before
    assert (declined.kind, declined.rule) == ("none", UNSENT_RULE)


def test_callers_that_do_not_ask_for_the_credential_send_none(derive_files):
    contract = derive_files({"src/api/client.ts": CLIENT, "src/services/snippets.ts": SERVICES,
                             "package.json": '{"dependencies": {"react": "^18.2.0"}}'})
    auth = {path: capability(contract, "GET", path)["auth"]
            for path in ("/api/auth/config", "/api/shared/{id}", "/api/changelog",
                         "/api/snippets", "/api/snippets/{id}", "/api/profile")}
    for path in ("/api/auth/config", "/api/shared/{id}", "/api/changelog"):
        assert auth[path]["authentication"] == "none"
        [evidence] = auth[path]["evidence"]
        assert evidence["rule"] == UNSENT_RULE and evidence["file"] == "src/services/snippets.ts"
    assert auth["/api/auth/config"]["evidence"][0]["line"] == 22
    for path in ("/api/snippets", "/api/snippets/{id}", "/api/profile"):
        assert auth[path]["authentication"] == "bearer"       # asked for, or undecided
        assert [e["rule"] for e in auth[path]["evidence"]] == ["fetch.header"]


INTERCEPTOR = """import axios from 'axios';

const service = axios.create({ baseURL: '/api' });

service.interceptors.request.use(config => {
  if (!config.skipAuth) {
    const token = localStorage.getItem('token');
    if (token) {
      config.headers['Authorization'] = 'Bearer ' + token;
    }
  }
  return config;
});

export const listThings = () => service({ url: '/things', method: 'get' });
export const getCaptcha = () => service({ url: '/captcha', method: 'get', skipAuth: true });
"""


def test_an_interceptor_reads_the_config_test_of_an_outer_if(derive_files):
    contract = derive_files({"src/request.js": INTERCEPTOR,
                             "package.json": '{"dependencies": {"axios": "^1.7.0"}}'})
    assert capability(contract, "GET", "/api/things")["auth"]["authentication"] == "bearer"
    declined = capability(contract, "GET", "/api/captcha")["auth"]
    assert declined["authentication"] == "none"
    assert [e["rule"] for e in declined["evidence"]] == ["auth.per-call-opt-out"]


ONE_IF = """\
function getToken() { return localStorage.getItem('token'); }
async function request(url, options = {}) {
  const headers = { 'Content-Type': 'application/json' };
  if (options.auth) headers.Authorization = `Bearer ${getToken()}`;
  return fetch(url, { method: options.method || 'GET', headers, body: options.body });
}
export const me = () => request('/api/me', { auth: true });
export const status = () => request('/api/status');
export const health = () => request('/api/health', { auth: false });
"""


def test_a_header_under_one_plain_if_is_decided_per_caller(derive_files):
    contract = derive_files({"src/api.js": ONE_IF})
    me = capability(contract, "GET", "/api/me")["auth"]
    assert (me["authentication"], [e["line"] for e in me["evidence"]]) == ("bearer", [4])
    for path, line in (("/api/status", 8), ("/api/health", 9)):
        unsent = capability(contract, "GET", path)["auth"]
        assert unsent["authentication"] == "none", path
        assert [(e["rule"], e["line"]) for e in unsent["evidence"]] == [
            ("auth.unsent-header", line)], path
