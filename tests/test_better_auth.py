"""better-auth's client SDK (``extractors/better_auth.py``): a documented client method is its
endpoint under the client's auth base path (rule ``better-auth.endpoint``), the base read from
``baseURL``/``basePath`` (``better-auth.base-path``); any other method is a review item and a
reviewed site (``better-auth.unlisted-method``); sign-in steps are sign-in ceremonies.
Assertions are exact endpoints, bindings, call-site rules and review entries."""
from __future__ import annotations

import pytest

from conftest import bindings, capability, endpoints, sample_files

from code2skill.extractors.better_auth import names_path
from code2skill.values import HoleV, StrV, Text, UnknownV


def client(options: str, plugins: str = "") -> str:
    return ("import { createAuthClient } from 'better-auth/client';\n"
            f"{plugins}"
            f"export const auth = createAuthClient({options});\n")


def page(body: str) -> str:
    return "import { auth } from './auth';\nexport async function run(x: any) {\n" + body + "}\n"


def review_messages(contract: dict) -> list[tuple[str, int, str]]:
    return sorted((r["severity"], r["evidence"][0]["line"], r["message"])
                  for r in contract["review"] if "better-auth" in r["message"])


def test_default_base_path_and_documented_methods(derive_files):
    contract = derive_files({"src/auth.ts": client(""), "src/page.ts": page(
        "  await auth.signIn.email({ email: x.email, password: x.password, rememberMe: true });\n"
        "  await auth.signOut();\n"
        "  await auth.getSession({ query: { disableCookieCache: true } });\n"
        "  await auth.requestPasswordReset({ email: x.email, redirectTo: '/reset' });\n")})
    assert sorted(endpoints(contract)) == [
        ("GET", "/api/auth/get-session"), ("POST", "/api/auth/request-password-reset"),
        ("POST", "/api/auth/sign-in/email"), ("POST", "/api/auth/sign-out")]
    sign_in = capability(contract, "POST", "/api/auth/sign-in/email")
    assert bindings(sign_in) == {"body:email": "email", "body:password": "password",
                                 "body:rememberMe": "=True"}
    assert [s["rule"] for s in sign_in["implementation"]["requests"][0]["callSites"]] == [
        "better-auth.sign-in-step"]
    assert sign_in["status"] == "requires-review"
    session = capability(contract, "GET", "/api/auth/get-session")
    assert bindings(session) == {"query:disableCookieCache": "=True"}
    assert session["auth"]["authentication"] == "cookie-session"
    assert session["auth"]["evidence"][0]["rule"] == "better-auth.credentials-include"
    assert review_messages(contract) == []


@pytest.mark.parametrize(("options", "prefix"), [
    ("{ baseURL: 'https://id.example.com' }", "/api/auth"),
    ("{ baseURL: 'https://id.example.com/', basePath: 'auth' }", "/auth"),
    ("{ basePath: '/identity' }", "/identity"),
])
def test_base_url_with_a_path_wins_over_base_path(derive_files, options, prefix):
    contract = derive_files({"src/auth.ts": client(options),
                             "src/page.ts": page("  await auth.signOut();\n")})
    assert endpoints(contract) == {("POST", prefix + "/sign-out")}
    assert review_messages(contract) == []


def test_a_base_url_the_source_does_not_show_is_read_as_an_origin(derive_files):
    contract = derive_files({"src/auth.ts": client("{ baseURL: import.meta.env.VITE_API_URL }"),
                             "src/page.ts": page("  await auth.signOut();\n")})
    assert endpoints(contract) == {("POST", "/api/auth/sign-out")}
    assert [(s, line) for s, line, _ in review_messages(contract)] == [("low", 2)]


def test_a_base_url_naming_a_path_is_the_whole_base(derive_files):
    contract = derive_files({"src/auth.ts": client(
        "{ baseURL: 'https://id.example.com/v2/auth', basePath: '/ignored' }"),
        "src/page.ts": page("  await auth.signOut();\n")})
    assert endpoints(contract) == {("POST", "/sign-out")}
    assert [u["url"] for s in contract["services"] for u in s["observedBaseUrls"]] == [
        "https://id.example.com/v2/auth"]


def test_plugin_methods_need_their_plugin(derive_files):
    plugins = "import { twoFactorClient } from 'better-auth/client/plugins';\n"
    source = page("  await auth.twoFactor.enable({ password: x.password });\n"
                  "  await auth.signIn.oauth2({ providerId: 'corp' });\n"
                  "  await auth.signIn.magicLink({ email: x.email });\n"
                  "  await auth.$fetch('/custom', { method: 'POST' });\n"
                  "  auth.$store.notify('$sessionSignal');\n")
    with_plugin = derive_files({"src/auth.ts": client("{ plugins: [twoFactorClient()] }",
                                                      plugins), "src/page.ts": source})
    # signIn.magicLink is not in the table: the client proxy sends its kebab-case path
    # (rule better-auth.proxy-path, tests/test_better_auth_proxy.py)
    assert endpoints(with_plugin) == {("POST", "/api/auth/two-factor/enable"),
                                      ("POST", "/api/auth/sign-in/magic-link")}
    assert [(s, line) for s, line, _ in review_messages(with_plugin)] == [
        ("medium", 4), ("medium", 5), ("medium", 6)]
    messages = [m for _, _, m in review_messages(with_plugin)]
    assert "genericOAuthClient() plugin" in messages[0] and "does not hold" in messages[0]
    assert "sign-in/magic-link is a step of signing in" in messages[1]
    assert "$fetch" in messages[2]
    coverage = with_plugin["source"]["coverage"]["byLibrary"]["better-auth"]
    assert (coverage["resolved"], coverage["reviewed"], coverage["unresolved"]) == (2, 2, 0)
    without = derive_files({"src/auth.ts": client(""), "src/page.ts": source})
    assert endpoints(without) == {("POST", "/api/auth/sign-in/magic-link")}
    assert "twoFactorClient() plugin" in review_messages(without)[0][2]


def test_a_plugin_list_the_source_does_not_show_whole(derive_files):
    plugins = ("import { twoFactorClient } from 'better-auth/client/plugins';\n"
               "import { passkeyClient } from '@better-auth/passkey/client';\n")
    source = page("  await auth.twoFactor.enable({ password: x.password });\n"
                  "  await auth.oauth2.link({ providerId: 'corp', callbackURL: '/done' });\n")
    contract = derive_files({"src/auth.ts": client(
        "{ plugins: [passkeyClient(), twoFactorClient()] }", plugins), "src/page.ts": source})
    assert endpoints(contract) == {("POST", "/api/auth/two-factor/enable")}
    [(severity, line, message)] = review_messages(contract)
    assert (severity, line) == ("medium", 4)
    assert "genericOAuthClient() plugin, which the client's plugins list does not show" in message


def test_methods_reached_through_the_apps_own_object(derive_files):
    contract = derive_files(sample_files(
        "auth-client-sdk", "package.json", "src/lib/auth-client.ts", "src/pages/LoginPage.tsx"))
    assert sorted(endpoints(contract)) == [
        ("POST", "/identity/sign-in/email"), ("POST", "/identity/sign-in/magic-link"),
        ("POST", "/identity/sign-in/social"),
        ("POST", "/identity/sign-out"), ("POST", "/identity/two-factor/verify-totp")]
    verify = capability(contract, "POST", "/identity/two-factor/verify-totp")
    assert verify["status"] == "requires-review"
    assert any(r["capability"] == verify["name"] and "a step of signing in" in r["message"]
               for r in contract["review"])


def test_a_demo_password_is_never_copied_out(derive_files):
    contract = derive_files(sample_files(
        "auth-client-sdk", "package.json", "src/lib/auth-client.ts", "src/pages/LoginPage.tsx"))
    text = str(contract)
    assert "demo-pass-4821" not in text
    assert "body field password is the literal '<redacted:credential>'" in text


@pytest.mark.parametrize(("parts", "expected"), [
    ((Text("https://a.example.com"),), False),
    ((Text("https://a.example.com/"),), False),
    ((Text("https://a.example.com/auth"),), True),
    ((HoleV("origin", UnknownV("env")),), False),
    ((HoleV("origin", UnknownV("env")), Text("/auth")), True),
    ((HoleV("origin", UnknownV("env")), Text("/")), False),
])
def test_names_path(parts, expected):
    assert names_path(StrV(parts)) is expected


def test_an_absent_arm_of_a_conditional_base_is_no_base(derive_files):
    """A ``baseURL`` that is a path-naming URL or ``undefined`` is that URL where given: the
    absent arm is left out (``normalize.present``), so the path rule still applies."""
    contract = derive_files({"src/auth.ts": client(
        "{ baseURL: import.meta.env.PROD ? 'https://id.example.com/v2/auth' : undefined }"),
        "src/page.ts": page("  await auth.signOut();\n")})
    assert endpoints(contract) == {("POST", "/sign-out")}
    assert review_messages(contract) == []
