"""A generic proxy endpoint whose operation a query parameter chooses: a ``URLSearchParams``
a helper builds and returns keeps the entries appended there, the conditional one too
(rule ``query.returned-params`` in the resolver); a parameter named like an operation
selector whose sites send different literals makes one Tool per value
(``cluster.selector-name``); one computed at some sites is a free input with a ``medium``
review item saying the sites may be different operations (``schema.mixed-literal``)."""
from __future__ import annotations

from conftest import bindings

HELPERS = (
    "export function searchParams(widget, endpoint) {\n"
    "  const params = new URLSearchParams({ service: widget.name });\n"
    "  if (endpoint) {\n"
    "    params.append('endpoint', endpoint);\n"
    "  }\n"
    "  return params;\n"
    "}\n"
    "export function proxyUrl(widget, endpoint, extra) {\n"
    "  const params = searchParams(widget, endpoint);\n"
    "  if (extra) params.append('query', JSON.stringify(extra));\n"
    "  return `/api/proxy?${params.toString()}`;\n"
    "}\n")


def proxies(contract: dict) -> list[dict]:
    return sorted((c for c in contract["capabilities"]
                   if c["implementation"]["requests"][0]["pathTemplate"] == "/api/proxy"),
                  key=lambda c: c["name"])


def test_each_selector_value_is_its_own_tool(derive_files):
    contract = derive_files({"src/helpers.js": HELPERS, "src/widgets.js": (
        "import { proxyUrl } from './helpers';\n"
        "export async function stats(widget) {\n"
        "  const res = await fetch(proxyUrl(widget, 'stats'), { method: 'POST' });\n"
        "  return res.json();\n"
        "}\n"
        "export async function monitors(widget) {\n"
        "  const res = await fetch(proxyUrl(widget, 'monitors'), { method: 'POST' });\n"
        "  return res.json();\n"
        "}\n")})
    found = proxies(contract)
    assert [bindings(c)["query:endpoint"] for c in found] == ["=monitors", "=stats"]
    assert all("service" in c["inputSchema"]["properties"] for c in found)
    rules = {e["rule"] for c in found for ev in c["evidence"].values() for e in ev}
    assert "cluster.selector-name" in rules


def test_a_computed_selector_beside_literals_is_reviewed(derive_files):
    contract = derive_files({"src/helpers.js": HELPERS, "src/widgets.js": (
        "import { proxyUrl } from './helpers';\n"
        "export async function stats(widget) {\n"
        "  const res = await fetch(proxyUrl(widget, 'stats'), { method: 'POST' });\n"
        "  return res.json();\n"
        "}\n"
        "export async function command(widget, name) {\n"
        "  await fetch(proxyUrl(widget, name), { method: 'POST' });\n"
        "}\n")})
    [cap] = proxies(contract)
    assert bindings(cap)["query:endpoint"] == "endpoint"
    assert "endpoint" not in cap["inputSchema"]["required"]
    [item] = [r for r in contract["review"] if r.get("capability") == cap["name"]
              and "chooses the operation" in r["message"]]
    assert item["severity"] == "medium"
    assert "'stats'" in item["message"]

