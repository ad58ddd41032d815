"""Rule ``service.provided-base-path`` for an attribute of the page's markup: a base path the
page's own server writes into ``<body data-basepath>`` (or ``<html web-root>``) is a path
prefix on the page's origin, so rule ``auth.same-origin-session`` applies to the requests under
it; an attribute named for a URL stays a run-time base. With it: ``data-${name}`` read by a
helper is the attribute each caller names (rule ``url.page-data-attribute``), a build
placeholder ``%VITE_X%`` is no literal path, ``firstfactor`` names a sign-in, and an address
sent with a sign-in is no external risk (rule ``risk.sign-in-target``)."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.extractors.data_urls import ROUTE_HELPER, url_value
from code2skill.facts import Unknown
from code2skill.passes.fetched_urls import sent_address, sign_in_flow
from code2skill.provided_base import base_path_name, provided, provided_source
from code2skill.values import UnknownV

SAMPLE = "page-attribute-base-path"
FILES = ("package.json", "index.html", "src/index.jsx", "src/utils/Configuration.js",
         "src/utils/BasePath.js", "src/services/Api.js", "src/services/Client.js",
         "src/services/Password.js", "src/services/UserInfo.js", "src/services/Metrics.js",
         "src/services/Legacy.js", "src/views/SignIn.jsx", "src/views/Status.jsx")
# a view calling the password change the sample never calls (a function no code calls is no
# Tool: rule wrapper.never-called)
CHANGE_VIEW = {"src/views/Change.jsx": (
    'import { postPasswordChange } from "../services/Password";\n'
    "export const change = (user, before, after) => postPasswordChange(user, before, after);\n")}


def test_an_attribute_naming_a_base_path_is_one_the_page_s_server_provides():
    assert provided_source(UnknownV("dom:element.dataset.basepath")) == \
        "the page's data-basepath attribute naming its base path"
    assert provided_source(UnknownV("dom:document.body.dataset.contextPath")) == \
        "the page's data-context-path attribute naming its base path"
    assert provided_source(UnknownV("dom:document.body.getAttribute(web-root)")) == \
        "the page's web-root attribute naming its base path"
    assert provided_source(UnknownV("dom:document.documentElement.getAttribute(data-base-path)")) \
        == "the page's data-base-path attribute naming its base path"
    assert provided("the page's web-root attribute naming its base path")


def test_an_attribute_named_for_a_url_a_host_or_a_plain_path_is_none():
    for reason in ("dom:element.dataset.apiUrl", "dom:element.dataset.apiRoot",
                   "dom:element.dataset.path", "dom:document.body.getAttribute(data-host)",
                   "dom:document.querySelector().getAttribute(web-root)",
                   "dom:element.getAttribute(…)"):
        assert provided_source(UnknownV(reason)) is None, reason
    assert [n for n in ("basepath", "base-path", "web_root", "contextPath", "urlPrefix")
            if base_path_name(n)] == ["basepath", "base-path", "web_root", "contextPath",
                                       "urlPrefix"]
    assert [n for n in ("apiUrl", "apiRoot", "path", "root", "publicPath", "host", "base")
            if base_path_name(n)] == []


def test_a_build_placeholder_is_an_expression_never_literal_text():
    assert url_value("%VITE_BASEPATH%") == Unknown(ROUTE_HELPER)
    placed = url_value("%PUBLIC_URL%/api/x")
    assert [type(p).__name__ for p in placed.parts] == ["Hole", "Lit"]
    assert placed.parts[1].value == "/api/x"
    assert url_value("/api/100%") .value == "/api/100%"      # no placeholder: literal text


def test_the_sample_s_base_path_service_is_the_page_s_origin_and_its_calls_carry_the_cookie(
        derive_files):
    contract = derive_files({**sample_files(SAMPLE, *FILES), **CHANGE_VIEW})
    services = {s["id"]: s for s in contract["services"]}
    own = services["page_attribute_base_path"]
    assert [(e["rule"], e["note"]) for e in own["evidence"]] == [
        ("service.same-origin", "paths are relative to the page's origin; no host is named in "
                                "source"),
        ("service.provided-base-path", "the page's data-basepath attribute naming its base path"),
        ("service.provided-base-path", "the page's web-root attribute naming its base path")]
    assert [e["rule"] for e in services["metrics"]["evidence"]] == ["service.runtime-base"]
    for method, path in (("GET", "/api/user/info"), ("POST", "/api/logout"),
                         ("POST", "/api/change-password"), ("GET", "/home/status")):
        found = capability(contract, method, path)["auth"]
        assert (found["authentication"], [e["rule"] for e in found["evidence"]]) == (
            "cookie-session", ["auth.same-origin-session"]), path
        assert (found["evidence"][0]["file"], found["evidence"][0]["line"]) == (
            "src/services/Password.js", 10)
    assert capability(contract, "POST", "/api/firstfactor")["auth"]["authentication"] == "unknown"
    assert capability(contract, "GET", "/v1/metrics")["auth"]["authentication"] == "unknown"
    items = [r["message"] for r in contract["review"] if "read as cookie-session" in r["message"]]
    assert items == ["auth of 4 capabilities of service 'page_attribute_base_path' read as "
                     "cookie-session: the client logs in with a password (POST "
                     "/api/firstfactor), handles no token, and sends its requests to the page's "
                     "own origin, so the browser sends the session cookie; the backend decides "
                     "which endpoints require it: confirm"]


def test_a_sign_in_s_target_address_is_no_external_risk(derive_files):
    contract = derive_files({**sample_files(SAMPLE, *FILES), **CHANGE_VIEW})
    sign_in = capability(contract, "POST", "/api/firstfactor")
    assert sorted(sign_in["inputSchema"]["properties"]) == ["keepMeLoggedIn", "password",
                                                            "targetURL", "username"]
    assert "external" not in sign_in["annotations"]["risks"]
    assert sign_in["annotations"]["openWorldHint"] is False
    assert not [r for r in contract["review"] if "risk.sent-address" in r["message"]]


def test_sign_in_flows_are_read_from_their_path_words():
    assert [p for p in ("/api/firstfactor", "/api/secondfactor/totp", "/auth/login",
                        "/api/logout", "/api/mfa/verify", "/api/firstfactor/passkey")
            if sign_in_flow(p)] == ["/api/firstfactor", "/api/secondfactor/totp", "/auth/login",
                                     "/api/logout", "/api/mfa/verify",
                                     "/api/firstfactor/passkey"]
    assert [p for p in ("/api/webhooks", "/api/monitors/{id}", "/api/logout/history",
                        "/api/checks/safe-redirection") if sign_in_flow(p)] == []

    class B:
        def __init__(self, target, input):
            self.target, self.input = target, input
    sent = [B("body:targetURL", "targetURL")]
    assert sent_address(sent, {"targetURL": {"type": "string"}}, "/api/firstfactor") is None
    assert sent_address(sent, {"targetURL": {"type": "string"}}, "/api/webhooks").name == \
        "targetURL"


def test_the_first_factor_is_read_as_the_sign_in_it_is(derive_files):
    from code2skill.passes.action_words import action_phrase, effect_of_words
    assert action_phrase(["firstfactor"]) == ["signin"]
    assert action_phrase(["first", "factor", "passkey"]) == ["signin", "passkey"]
    assert effect_of_words(["firstfactor"]) == "create"
    contract = derive_files({**sample_files(SAMPLE, *FILES), **CHANGE_VIEW})
    sign_in = capability(contract, "POST", "/api/firstfactor")
    assert sign_in["sideEffect"] == "create"
    assert [e["rule"] for e in sign_in["evidence"]["/sideEffect"]] == ["side-effect.action-create"]
    assert not [r for r in contract["review"] if r["capability"] == sign_in["name"]
                and "guessed from the HTTP method" in r["message"]]


def test_the_first_factor_sign_in_is_named_as_a_sign_in(derive_files):
    contract = derive_files({**sample_files(SAMPLE, *FILES), **CHANGE_VIEW})
    sign_in = capability(contract, "POST", "/api/firstfactor")
    assert sign_in["name"] == "signin"
    assert [e["rule"] for e in sign_in["evidence"]["/name"]] == ["name.action-segment"]
    assert capability(contract, "POST", "/api/change-password")["name"] == "change_password"


def test_a_client_base_of_the_base_path_then_a_slash_is_that_base_path(derive_files):
    contract = derive_files({
        "package.json": '{"name": "web", "dependencies": {"axios": "1"}}',
        "src/api.js": "import axios from 'axios';\n"
                      "const webRoot = document.body.getAttribute('web-root');\n"
                      "const route = axios.create({ baseURL: `${webRoot}/` });\n"
                      "const api = axios.create({ baseURL: `${webRoot}/api/v2/` });\n"
                      "export const a = () => route.get('home/testA');\n"
                      "export const b = () => api.get('series');\n"})
    assert [(s["id"], [e["rule"] for e in s["evidence"]]) for s in contract["services"]] == [
        ("app", ["service.same-origin", "service.provided-base-path"])]
    assert sorted((r["method"], r["pathTemplate"], r["service"])
                  for c in contract["capabilities"] for r in c["implementation"]["requests"]) \
        == [("GET", "/api/v2/series", "app"), ("GET", "/home/testA", "app")]
