"""Hostile input, a literal sent under a query key the tool cannot name (rule
``query.unnamed-key``).

``new URLSearchParams({[key]: 'literal'})`` with ``key`` a parameter no caller names was read
as a query string: the literal became a parameter's name with the enum ``[""]``, in clear in
the contract, and ```?${key}=literal``` quoted it in a review message. Whether a value under
an unnamed key is a credential cannot be told from its name, so it is taken for one: never
written, recorded as redacted (no fact cache entry keeps it), and a ``medium`` review item
says the Tool does not send the parameter. Planted values are assembled at run time.
"""
from __future__ import annotations

import json

import pytest

from hostile_support import every_output, tree


def _p(tag: str) -> str:
    return "zz" + tag + "unnamed" + "q7"


STRIPE = "sk" + "_live_" + "Pl4nt3dUnn4medQ7xK"
P = {tag: _p(tag) for tag in ("usp1", "usp2", "uspq", "tpl", "concat", "axios", "write",
                              "number")}

SOURCE = (
    "import axios from 'axios';\n"
    "const name = () => 'k' + Math.random();\n"
    f"export const c1 = (k: string) => fetch('/api/c?' + new URLSearchParams({{ [k]: "
    f"'{P['usp1']}' }}));\n"
    f"export const c2 = (k: string) => fetch('/api/c?' + new URLSearchParams({{ [k]: "
    f"'{P['usp2']}' }}));\n"
    f"export const d1 = (k: string, q: string) => fetch('/api/d?' + new URLSearchParams("
    f"{{ q, [k]: '{P['uspq']}' }}));\n"
    f"export const e1 = (k: string) => fetch(`/api/e?a=1&${{k}}={P['tpl']}`);\n"
    f"export const e2 = () => fetch('/api/e2?' + name() + '={P['concat']}');\n"
    f"export const f1 = (k: string) => axios.get('/api/f', {{ params: {{ [k]: "
    f"'{P['axios']}' }} }});\n"
    "export function g1(k: string) {\n"
    "  const params: Record<string, string> = {};\n"
    f"  params[k] = '{P['write']}';\n"
    "  return axios.get('/api/g', { params });\n"
    "}\n"
    f"export const h1 = (k: string) => fetch('/api/h?' + new URLSearchParams({{ [k]: "
    f"'{STRIPE}' }}));\n"
    f"export const n1 = (k: string) => fetch(`/api/n?${{k}}={P['number'][2:8]}9137`);\n")


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> dict[str, str]:
    base = tmp_path_factory.mktemp("unnamed")
    app = tree(base / "app", {"src/api.ts": SOURCE,
                              "src/ping.js": "export const ping = () => fetch('/api/ping');\n"})
    return every_output(app, base)


def test_no_literal_under_an_unnamed_key_reaches_any_output(outputs):
    planted = {**P, "stripe": STRIPE, "number": P["number"][2:8] + "9137"}
    leaks = [f"{tag} in {where}" for tag, value in planted.items()
             for where, text in outputs.items() if value in text]
    assert leaks == []


def test_no_parameter_is_named_by_a_value(outputs):
    contract = json.loads(outputs["contract (cold)"])
    bindings = {r["pathTemplate"]: sorted(b["target"] for b in r["bindings"])
                for cap in contract["capabilities"] for r in cap["implementation"]["requests"]}
    assert bindings["/api/c"] == [] and bindings["/api/h"] == []
    assert bindings["/api/d"] == ["query:q"]                # the named one stays
    assert not any("enum" in prop for cap in contract["capabilities"]
                   for prop in cap["inputSchema"]["properties"].values())


def test_each_unnamed_key_is_a_medium_review_item_naming_the_rule(outputs):
    contract = json.loads(outputs["contract (cold)"])
    paths = {cap["name"]: cap["implementation"]["requests"][0]["pathTemplate"]
             for cap in contract["capabilities"]}
    items = {paths[r["capability"]]: (r["severity"], r["message"].split(" sends ")[0])
             for r in contract["review"] if "(rule query.unnamed-key)" in r["message"]}
    assert items == {
        "/api/c": ("medium", "the query part '${…}=<redacted:credential>'"),
        "/api/d": ("medium", "the query part '${…}=<redacted:credential>'"),
        "/api/e": ("medium", "the query part '${k}=<redacted:credential>'"),
        "/api/e2": ("medium", "the query part 'k${random}=<redacted:credential>'"),
        "/api/f": ("medium", "the query part '{[parameter k]: …}'"),
        "/api/h": ("medium", "the query part '${…}=<redacted:credential>'"),
        "/api/n": ("medium", "the query part '${k}=<redacted:credential>'")}
