"""Hostile input, a token written as a whole query entry or a bare matrix part (rule
``query.unnamed-key``): ``'/api/u1?' + 'q8v7…'``, ```?${'tk…'}```, ``'?tk…&page=1'`` and
``'/api/u5;tk…/items'`` carried the literal into a query parameter's name, the bindings, the
path template and the Tool name. A literal with no ``=`` shaped like a token (letters and
digits alternating four times or more, or a credential's shape) is withheld: recorded as
redacted, never a parameter, path piece or name, with a ``medium`` review item; a flag's name
(``?download``, ``?v2``) stays a parameter. Planted values are assembled at run time.
"""
from __future__ import annotations

import json

import pytest

from code2skill.unnamed_keys import token_shaped
from hostile_support import every_output, tree

P = {tag: "q8" + tag + "v7k2m4n6" for tag in ("concat", "hole", "lit", "matrix")}
SOURCE = (
    f"export const u1 = () => fetch('/api/u1?' + '{P['concat']}');\n"
    f"export const u2 = () => fetch(`/api/u2?${{'{P['hole']}'}}`);\n"
    f"export const u3 = () => fetch('/api/u3?{P['lit']}&page=1');\n"
    "export const u4 = () => fetch('/api/u4?download&v2');\n"
    f"export const u5 = () => fetch('/api/u5;{P['matrix']}/items');\n")


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> dict[str, str]:
    base = tmp_path_factory.mktemp("bare")
    return every_output(tree(base / "app", {"src/api.js": SOURCE}), base)


@pytest.mark.parametrize("name, shaped", [
    ("tk4leak03x", True), ("q8v7k2m4n6p9r1t3s5w0", True), ("download", False), ("v2", False),
    ("utf8", False), ("oauth2callback", False), ("x509cert", False), ("s3v4", False),
])
def test_token_shape(name, shaped):
    assert token_shaped(name) is shaped


def test_no_bare_token_reaches_any_output(outputs):
    leaks = [f"{tag} in {where}" for tag, value in P.items()
             for where, text in outputs.items() if value in text]
    assert leaks == []


def test_bare_tokens_are_no_parameters_and_flags_stay(outputs):
    contract = json.loads(outputs["contract (cold)"])
    requests = {r["pathTemplate"]: sorted(b["target"] for b in r["bindings"])
                for cap in contract["capabilities"] for r in cap["implementation"]["requests"]}
    assert requests == {"/api/u1": [], "/api/u2": [], "/api/u3": ["query:page"],
                        "/api/u4": ["query:download", "query:v2"], "/api/u5/items": []}


def test_each_bare_token_is_a_medium_review_item(outputs):
    contract = json.loads(outputs["contract (cold)"])
    names = {cap["name"]: cap["implementation"]["requests"][0]["pathTemplate"]
             for cap in contract["capabilities"]}
    items = sorted((names[r["capability"]], r["severity"]) for r in contract["review"]
                   if "(rule query.unnamed-key)" in r["message"])
    assert items == [("/api/u1", "medium"), ("/api/u2", "medium"), ("/api/u3", "medium"),
                     ("/api/u5/items", "medium")]
