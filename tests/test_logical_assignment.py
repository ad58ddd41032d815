"""Rule ``value.logical-assignment``: ``x ??= v`` and ``x ||= v`` are ``x = x ?? v`` (each
caller deciding whether ``x`` was set); ``obj.path ??= v`` writes ``v`` to that member (a
namespace made once: ``window.App.Api ??= (() => {…})()``)."""
from __future__ import annotations

from conftest import endpoints


def test_a_defaulted_local_is_the_callers_value_or_the_default(derive_files):
    contract = derive_files({"src/a.js": (
        "export function load(opts) {\n"
        "  let base = opts.base;\n"
        "  base ??= '/api';\n"
        "  return fetch(base + '/items');\n"
        "}\n"
        "load({}); load({ base: '/v2' });\n")})
    assert endpoints(contract) == {("GET", "/api/items"), ("GET", "/v2/items")}


def test_a_member_written_with_or_assignment(derive_files):
    contract = derive_files({"src/ns.js": (
        "var App = {};\n"
        "App.api ||= { get: (resource) => fetch('/api/' + resource) };\n"
        "App.api.get('users');\n")})
    assert endpoints(contract) == {("GET", "/api/users")}
