"""better-auth's client proxy (``extractors/better_auth_proxy.py``): a client method the
documented table does not hold is the request the proxy makes of its property chain (rule
``better-auth.proxy-path``): the kebab-case path under the auth base, the method from the
configured plugins' ``pathMethods``, else ``fetchOptions.method``, else POST with body members,
else GET. Assertions are exact endpoints, bindings, call-site rules and review entries."""
from __future__ import annotations

import pytest

from conftest import bindings, capability, endpoints, sample_files

from code2skill.extractors.better_auth_proxy import proxy_method, route_path
from code2skill.values import LitV, ObjV, PropV, StrV, Text, UnknownV

PLUGINS = ("import { organizationClient, lastLoginMethodClient, deviceAuthorizationClient } "
           "from 'better-auth/client/plugins';\n")


def client(plugins: str) -> str:
    return ("import { createAuthClient } from 'better-auth/client';\n" + PLUGINS
            + "import { passkeyClient } from '@better-auth/passkey/client';\n"
            f"export const auth = createAuthClient({{ plugins: [{plugins}] }});\n")


def page(body: str) -> str:
    return "import { auth } from './auth';\nexport async function run(x: any) {\n" + body + "}\n"


def review_messages(contract: dict) -> list[tuple[str, int, str]]:
    return sorted((r["severity"], r["evidence"][0]["line"], r["message"])
                  for r in contract["review"] if "better-auth" in r["message"])


@pytest.mark.parametrize(("chain", "path"), [
    (("organization", "setActive"), "/organization/set-active"),
    (("emailOtp", "sendVerificationOtp"), "/email-otp/send-verification-otp"),
    (("signIn", "emailOtp"), "/sign-in/email-otp"),
    (("device",), "/device"),
    (("apiKey", "list"), "/api-key/list"),
])
def test_route_path(chain, path):
    assert route_path(chain) == path


def text(value: str) -> StrV:
    return StrV((Text(value),))


@pytest.mark.parametrize(("path", "argument", "method"), [
    ("/device", ObjV((PropV("query", ObjV(())),)), "GET"),       # a plugin's pathMethods
    ("/device/approve", None, "POST"),
    ("/delete-user", None, "POST"),                              # the core client's
    ("/organization/list", None, "GET"),                          # no argument
    ("/organization/list", LitV(None), "GET"),
    ("/organization/list-members", ObjV((PropV("query", ObjV(())),
                                         PropV("fetchOptions", ObjV(())))), "GET"),
    ("/organization/delete", ObjV((PropV("organizationId", text("o")),)), "POST"),
    ("/x/y", ObjV((PropV("fetchOptions", ObjV((PropV("method", text("patch")),))),)), "PATCH"),
    ("/x/y", UnknownV("param"), None),                           # an argument not shown
    ("/x/y", ObjV((PropV(None, UnknownV("spread")),)), None),     # a spread not shown
    ("/x/y", ObjV((PropV("a", text("1"), optional=True),)), None),   # only conditional
    ("/x/y", ObjV((PropV("fetchOptions", UnknownV("param")),)), None),
])
def test_proxy_method(path, argument, method):
    plugins = frozenset({"deviceAuthorizationClient", "organizationClient"})
    assert proxy_method(path, argument, plugins) == method


def test_plugin_methods_by_the_proxy_rule(derive_files):
    contract = derive_files({"src/auth.ts": client(
        "organizationClient(), lastLoginMethodClient(), deviceAuthorizationClient()"),
        "src/page.ts": page(
            "  await auth.organization.setActive({ organizationId: x.id });\n"
            "  await auth.organization.listMembers({ query: { organizationId: x.id } });\n"
            "  await auth.device({ query: { user_code: x.code } });\n"
            "  await auth.organization.inviteMember({ email: x.email, role: 'member',\n"
            "    fetchOptions: { onSuccess: () => x.done() } });\n"
            "  auth.getLastUsedLoginMethod();\n"
            "  auth.organization.checkRolePermission({ role: 'owner', permissions: {} });\n"
            "  auth.useListOrganizations();\n"
            "  await auth.organization.update(x);\n")})
    assert sorted(endpoints(contract)) == [
        ("GET", "/api/auth/device"), ("GET", "/api/auth/organization/list"),
        ("GET", "/api/auth/organization/list-members"),
        ("POST", "/api/auth/organization/invite-member"),
        ("POST", "/api/auth/organization/set-active")]
    invite = capability(contract, "POST", "/api/auth/organization/invite-member")
    assert bindings(invite) == {"body:email": "email", "body:role": "=member"}
    assert [s["rule"] for s in invite["implementation"]["requests"][0]["callSites"]] == [
        "better-auth.proxy-path"]
    members = capability(contract, "GET", "/api/auth/organization/list-members")
    assert bindings(members) == {"query:organizationId": "organizationId"}
    [(severity, line, message)] = review_messages(contract)
    assert (severity, line) == ("medium", 11)
    assert "organization.update(…) requests /organization/update" in message
    coverage = contract["source"]["coverage"]["byLibrary"]["better-auth"]
    assert (coverage["resolved"], coverage["reviewed"], coverage["unresolved"]) == (5, 1, 0)


def test_a_plugin_the_tool_does_not_know_is_one_low_item(derive_files):
    contract = derive_files({"src/auth.ts": client("organizationClient(), passkeyClient()"),
                             "src/page.ts": page(
        "  await auth.organization.setActive({ organizationId: x.id });\n"
        "  await auth.organization.delete({ organizationId: x.id });\n")})
    assert endpoints(contract) == {("POST", "/api/auth/organization/set-active"),
                                   ("POST", "/api/auth/organization/delete")}
    [(severity, line, message)] = review_messages(contract)
    assert (severity, line) == ("low", 4)
    assert "plugin whose client actions and path methods the tool does not know" in message


def test_a_sign_in_chain_is_a_sign_in_step(derive_files):
    contract = derive_files({"src/auth.ts": client("organizationClient()"),
                             "src/page.ts": page(
        "  await auth.signIn.anonymous();\n"
        "  await auth.signIn.emailOtp({ email: x.email, otp: x.otp });\n")})
    assert endpoints(contract) == {("GET", "/api/auth/sign-in/anonymous"),
                                   ("POST", "/api/auth/sign-in/email-otp")}
    sign_in = capability(contract, "POST", "/api/auth/sign-in/email-otp")
    assert [s["rule"] for s in sign_in["implementation"]["requests"][0]["callSites"]] == [
        "better-auth.sign-in-step"]


def test_the_sample(derive_files):
    contract = derive_files(sample_files(
        "auth-client-proxy", "package.json", "src/lib/auth-client.ts", "src/pages/workspace.ts"))
    assert len(endpoints(contract)) == 12
    assert {s["id"] for s in contract["services"]} == {"teams"}
