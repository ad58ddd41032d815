"""better-auth's client proxy: the endpoint a client method call the documented table does not
hold reaches, by the library's own path and method rule (rule ``better-auth.proxy-path``).

The client is a ``Proxy`` (better-auth 1.6 ``packages/better-auth/src/client/proxy.ts``,
``createDynamicPathProxy``): a property chain that is not one of the plugins' actions or atoms
is called as a request whose path is ``'/' +`` the chain's segments joined with ``/``, each
capital letter of a segment turned into ``-`` and its lower case (``organization.setActive``
→ ``/organization/set-active``, ``emailOtp.sendVerificationOtp`` →
``/email-otp/send-verification-otp``). Its method is ``getMethod``'s: the path's entry in the
``pathMethods`` of the core client (``client/config.ts``) and of the configured plugins
(each plugin's ``client.ts``); else the first argument's ``fetchOptions.method``; else
``POST`` when the first argument has members besides ``query`` and ``fetchOptions``, else
``GET``.

:data:`PLUGINS` holds, for each client plugin creator whose ``client.ts`` the tool was checked
against, its ``pathMethods``, its actions (local functions such as
``organization.checkRolePermission``, never requests) and its atoms' hooks (``useX()`` of the
React client, each a ``GET`` of one path by ``useAuthQuery``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from code2skill.values import LitV, ObjV, StrV, Text, Value

SOURCE = ("better-auth 1.6 packages/better-auth/src/client/proxy.ts (createDynamicPathProxy, "
          "getMethod)")


@dataclass(frozen=True)
class ClientPlugin:
    """What one client plugin adds to the proxy: ``path_methods`` (route path → ``GET`` or
    ``POST``), ``actions`` (property chains that are local functions, not requests) and
    ``atoms`` (React hook name → the route path its query fetches with ``GET``)."""

    path_methods: dict[str, str] = field(default_factory=dict)
    actions: frozenset[tuple[str, ...]] = frozenset()
    atoms: dict[str, str] = field(default_factory=dict)


CORE = ClientPlugin(path_methods={"/sign-out": "POST", "/revoke-sessions": "POST",
                                  "/revoke-other-sessions": "POST", "/delete-user": "POST"},
                    atoms={"useSession": "/get-session"})
PLUGINS: dict[str, ClientPlugin] = {
    "twoFactorClient": ClientPlugin(path_methods={p: "POST" for p in (
        "/two-factor/disable", "/two-factor/enable", "/two-factor/send-otp",
        "/two-factor/generate-backup-codes", "/two-factor/get-totp-uri",
        "/two-factor/verify-totp", "/two-factor/verify-otp", "/two-factor/verify-backup-code")}),
    "anonymousClient": ClientPlugin(path_methods={"/sign-in/anonymous": "POST",
                                                  "/delete-anonymous-user": "POST"}),
    "deviceAuthorizationClient": ClientPlugin(path_methods={
        "/device/code": "POST", "/device/token": "POST", "/device": "GET",
        "/device/approve": "POST", "/device/deny": "POST"}),
    "emailOTPClient": ClientPlugin(),
    "magicLinkClient": ClientPlugin(),
    "genericOAuthClient": ClientPlugin(),
    "inferAdditionalFields": ClientPlugin(),
    "lastLoginMethodClient": ClientPlugin(actions=frozenset({
        ("getLastUsedLoginMethod",), ("clearLastUsedLoginMethod",),
        ("isLastUsedLoginMethod",)})),
    "organizationClient": ClientPlugin(
        path_methods={"/organization/get-full-organization": "GET",
                      "/organization/list-user-teams": "GET"},
        actions=frozenset({("organization", "checkRolePermission")}),
        atoms={"useListOrganizations": "/organization/list",
               "useActiveOrganization": "/organization/get-full-organization",
               "useActiveMember": "/organization/get-active-member",
               "useActiveMemberRole": "/organization/get-active-member-role"}),
    "adminClient": ClientPlugin(
        path_methods={"/admin/list-users": "GET", "/admin/impersonate-user": "POST",
                      "/admin/stop-impersonating": "POST"},
        actions=frozenset({("admin", "checkRolePermission")})),
    "apiKeyClient": ClientPlugin(path_methods={
        "/api-key/create": "POST", "/api-key/delete": "POST",
        "/api-key/delete-all-expired-api-keys": "POST"}),
}
HOOK = re.compile(r"^use[A-Z]")
BODY_FREE = ("query", "fetchOptions")


def route_path(chain: tuple[str, ...]) -> str:
    """The proxy's route path of a property chain: ``('organization', 'setActive')`` →
    ``'/organization/set-active'`` (each capital ``X`` becomes ``-x``)."""
    return "/" + "/".join(re.sub(r"[A-Z]", lambda m: "-" + m.group(0).lower(), segment)
                          for segment in chain)


def local_action(chain: tuple[str, ...], plugins: frozenset[str]) -> bool:
    """Whether ``chain`` is an action (a local function, no request) of a configured plugin."""
    return any(chain in PLUGINS[name].actions for name in plugins if name in PLUGINS)


def atom_path(chain: tuple[str, ...], plugins: frozenset[str]) -> str | None:
    """The route path a hook call ``useX()`` of the core client or a configured plugin's atom
    fetches with ``GET``, or ``None`` when no known atom has that hook."""
    if len(chain) != 1:
        return None
    for plugin in (CORE, *(PLUGINS[name] for name in plugins if name in PLUGINS)):
        if chain[0] in plugin.atoms:
            return plugin.atoms[chain[0]]
    return None


def proxied(chain: tuple[str, ...]) -> bool:
    """Whether the proxy turns ``chain`` into a request: no segment is a ``$`` member and it
    is not a hook (``useX``, an atom's, whose path only its plugin knows)."""
    return bool(chain) and not any(s.startswith("$") for s in chain) \
        and not HOOK.match(chain[-1])


def proxy_method(path: str, argument: Value | None, plugins: frozenset[str]) -> str | None:
    """``getMethod`` of a route ``path`` called with first argument ``argument`` (``None``:
    none): the ``pathMethods`` entry, else a literal ``fetchOptions.method``, else ``POST``
    when the argument has a body member, else ``GET``. ``None`` when the source does not show
    enough to tell (an argument, a spread or a ``fetchOptions`` whose members are not known, or
    only conditional members)."""
    for plugin in (CORE, *(PLUGINS[name] for name in plugins if name in PLUGINS)):
        if path in plugin.path_methods:
            return plugin.path_methods[path]
    if argument is None or isinstance(argument, LitV) and argument.value is None:
        return "GET"
    if not isinstance(argument, ObjV):
        return None
    options = argument.get("fetchOptions")
    if options is not None:
        if not isinstance(options, ObjV) or any(p.key is None for p in options.props):
            return None
        method = options.get("method")
        if method is not None:
            return literal_text(method)
    body = [p for p in argument.props if p.key not in BODY_FREE]
    if any(p.key is not None and not p.optional for p in body):
        return "POST"
    return "GET" if not body else None


def literal_text(value: Value) -> str | None:
    """The upper-cased text of a string whose every part is literal, else ``None``."""
    if isinstance(value, StrV) and all(isinstance(p, Text) for p in value.parts):
        return "".join(p.text for p in value.parts).upper()
    return None
