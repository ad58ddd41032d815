"""Rule ``value.production-build``: a test of the build mode (``process.env.NODE_ENV``, Vite's
``import.meta.env.DEV``/``PROD``/``MODE``) takes the production build's branch, so a
development default (a localhost URL) is never a base URL of the contract."""
from __future__ import annotations

import pytest

from code2skill.production_build import production_value
from code2skill.values import EnvV, LitV, StrV, Text

WHERE = ("src/config.js", (1, 1, 1, 20))


@pytest.mark.parametrize("value, expected", [
    (EnvV("NODE_ENV", WHERE), StrV((Text("production", WHERE),))),
    (EnvV("NODE_ENV", WHERE, meta=True), StrV((Text("production", WHERE),))),
    (EnvV("MODE", WHERE, meta=True), StrV((Text("production", WHERE),))),
    (EnvV("PROD", WHERE, meta=True), LitV(True, WHERE)),
    (EnvV("DEV", WHERE, meta=True), LitV(False, WHERE)),
    (EnvV("DEV", WHERE), None),                  # process.env.DEV: a project's own variable
    (EnvV("MODE", WHERE), None),
    (EnvV("VITE_API_URL", WHERE, meta=True), None),
    (StrV((Text("production", WHERE),)), None),
])
def test_production_value(value, expected):
    assert production_value(value) == expected


def services(contract: dict) -> list[tuple[str, str, list[str]]]:
    """``[(id, evidence rule, [observed base URL])]``."""
    return [(s["id"], s["evidence"][0]["rule"], [o["url"] for o in s["observedBaseUrls"]])
            for s in contract["services"]]


def requests(contract: dict) -> list[tuple[str, str, str]]:
    """``[(service, method, path template)]``."""
    return sorted((r["service"], r["method"], r["pathTemplate"])
                  for c in contract["capabilities"] for r in c["implementation"]["requests"])


def test_node_env_choice_keeps_the_page_global_base_and_drops_localhost(derive_files):
    contract = derive_files({"src/config.js": (
        "const urlBase = (window.urlBase === '/' ? '' : window.urlBase) || ''\n"
        "const port = window.port ?? 5030\n"
        "const rootUrl = process.env.NODE_ENV === 'production'\n"
        "  ? urlBase : `http://localhost:${port}${urlBase}`\n"
        "export const list = () => fetch(`${rootUrl}/api/v0/rooms`)\n")})
    assert services(contract) == [("app", "service.runtime-base", [])]
    assert requests(contract) == [("app", "GET", "/api/v0/rooms")]
    assert "localhost" not in str(contract)


def test_constant_derived_from_vite_dev_flag_takes_the_production_branch(derive_files):
    contract = derive_files({"src/api.js": (
        "const isDevelopment = import.meta.env.DEV\n"
        "const base = isDevelopment ? 'http://127.0.0.1:9090' : 'https://api.shop.example'\n"
        "const isProd = process.env.NODE_ENV !== 'development'\n"
        "const other = isProd ? '/stats' : 'http://localhost:8000'\n"
        "export const a = () => fetch(`${base}/orders`)\n"
        "export const b = () => fetch(`${other}/totals`)\n")})
    assert requests(contract) == [("app", "GET", "/stats/totals"),
                                  ("shop", "GET", "/orders")]
    assert "127.0.0.1" not in str(contract) and "localhost" not in str(contract)


def test_a_variable_the_project_names_itself_decides_nothing(derive_files):
    contract = derive_files({"src/api.js": (
        "const base = process.env.DEV ? 'http://localhost:6060' : 'https://api.shop.example'\n"
        "export const a = () => fetch(`${base}/orders`)\n")})
    assert services(contract) == [
        ("shop", "service.binding", ["http://localhost:6060", "https://api.shop.example"])]
