"""Hostile input, secrets in pairs: a ``name=value`` or ``name:value`` pair inside a query value
or a text is redacted up to the query's separators, whatever separates its name and value
(rules ``redact.pair-separators`` of :mod:`code2skill.redact`).

The last adversarial round found ``?q=password=A&token=SECRET`` redacted before its query was
split, the redaction of ``password=…`` running past ``&`` (a message lost ``&token=`` and
the ``):`` after the URL, or ``A`` stayed in clear), and pairs written with a tab, a
full-width ``：``/``＝`` or ``->`` not redacted at all. Every planted value is assembled at run
time from harmless pieces; each output of ``derive`` (contract, graph, fact cache, stderr)
and ``audit`` (text, json, sarif) is searched for it.
"""
from __future__ import annotations

import json

import pytest

from hostile_support import every_output, tree

from code2skill.redact import redact


def _p(tag: str) -> str:
    """A planted value: unique, recognisable, of no secret shape."""
    return "zz" + tag + "pair" + "q7"


P = {tag: _p(tag) for tag in (
    "qpw", "qtk", "tpw", "ttk", "wpw", "wtk", "tab", "fwcolon", "fweq", "arrow", "bodyarrow",
    "bodyfwcolon", "bodyfweq", "bodytab", "encpw", "enctk", "enctab", "encfw", "encarrow",
    "spacedarrow", "quotedarrow")}

SOURCE = (
    "import axios from 'axios';\n"
    f"export const a = () => fetch('/api/a?q=password={P['qpw']}&token={P['qtk']}&page=2');\n"
    f"export const b = (v: string) => fetch(`/api/b?q=password={P['tpw']}&token={P['ttk']}"
    "&v=${v}`);\n"
    f"export const ws = () => new WebSocket('wss://ws.example/live?q=password={P['wpw']}"
    f"&token={P['wtk']}');\n"
    f"export const c = () => fetch('/api/c', {{ method: 'POST', body: 'password\\t{P['tab']}' }});\n"
    f"export const d = () => fetch('/api/d?f=password：{P['fwcolon']}&x=1');\n"
    f"export const e = () => fetch('/api/e?f=token＝{P['fweq']}&x=1');\n"
    f"export const f = () => fetch('/api/f?f=token->{P['arrow']}&x=1');\n"
    "export const g = () => axios.post('/api/g', {\n"
    f"  filter: 'token->{P['bodyarrow']}', f2: 'password：{P['bodyfwcolon']}',\n"
    f"  f3: 'token＝{P['bodyfweq']}', f4: 'password\\t{P['bodytab']}',\n"
    f"  f5: 'token -> {P['spacedarrow']}', f6: 'token->\"{P['quotedarrow']}\"',\n"
    "});\n"
    f"export const h = () => fetch('/api/h?q=password%3D{P['encpw']}%26token%3D{P['enctk']}"
    "&page=2');\n"
    f"export const i = () => fetch('/api/i?q=password%09{P['enctab']}&x=1');\n"
    f"export const j = () => fetch('/api/j?q=password%EF%BC%9A{P['encfw']}&x=1');\n"
    f"export const k = () => fetch('/api/k?q=token-%3E{P['encarrow']}&x=1');\n")


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> dict[str, str]:
    base = tmp_path_factory.mktemp("pairs")
    app = tree(base / "app", {"src/api.ts": SOURCE,
                              "src/ping.js": "export const ping = () => fetch('/api/ping');\n"})
    return every_output(app, base)


def test_no_planted_pair_value_reaches_any_output(outputs):
    leaks = [f"{tag} in {where}" for tag, value in P.items()
             for where, text in outputs.items() if value in text]
    assert leaks == []


def test_the_query_around_a_redacted_pair_is_kept(outputs):
    contract = json.loads(outputs["contract (cold)"])
    bindings = {r["pathTemplate"]: {b["target"]: b["value"] for b in r["bindings"]}
                for cap in contract["capabilities"] for r in cap["implementation"]["requests"]}
    assert bindings["/api/a"] == {"query:q": "password=<redacted:credential>",
                                  "query:token": "<redacted:credential>", "query:page": 2}
    assert bindings["/api/h"] == {
        "query:q": "password=<redacted:credential>&token=<redacted:credential>",
        "query:page": 2}
    assert bindings["/api/d"] == {"query:f": "password：<redacted:credential>", "query:x": 1}
    assert bindings["/api/f"] == {"query:f": "token-><redacted:credential>", "query:x": 1}
    socket = next(r["message"] for r in contract["review"] if "WebSocket" in r["message"])
    assert "(wss://ws.example/live?q=password=<redacted:credential>&token=<redacted:" \
           "credential>): messages flow" in socket


@pytest.mark.parametrize("text, expected", [
    ("?q=password=Ab1&token=Cd2&page=2",
     "?q=password=<redacted:credential>&token=<redacted:credential>&page=2"),
    ("(wss://h.example/a?q=password=Ab1&token=Cd2): messages",
     "(wss://h.example/a?q=password=<redacted:credential>&token=<redacted:credential>): "
     "messages"),
    ("?q=password%3DAb1%26token%3DCd2&page=2",
     "?q=password%3D<redacted:credential>%26token%3D<redacted:credential>&page=2"),
    ("password\tAb1", "password\t<redacted:credential>"),
    ("password：Ab1", "password：<redacted:credential>"),
    ("token＝Ab1&x=1", "token＝<redacted:credential>&x=1"),
    ("token->Ab1", "token-><redacted:credential>"),
    ("x-auth-token -> Ab1 then", "x-auth-token -> <redacted:credential> then"),
    ('token->"Ab1"', 'token->"<redacted:credential>"'),
    ('{"f": "token->Ab1", "g": "password：Cd2"}',
     '{"f": "token-><redacted:credential>", "g": "password：<redacted:credential>"}'),
    ("?q=password%09Ab1&x=1", "?q=password%09<redacted:credential>&x=1"),
    ("?q=password%EF%BC%9AAb1&x=1", "?q=password%EF%BC%9A<redacted:credential>&x=1"),
    ("?q=token-%3EAb1&x=1", "?q=token-%3E<redacted:credential>&x=1"),
    ("password='a&b'", "password='<redacted:credential>'"),
    ("Your password is hunter2&x=1", "Your password is <redacted:credential>&x=1"),
])
def test_pairs_are_redacted_up_to_the_query_separators(text, expected):
    assert redact(text) == expected


@pytest.mark.parametrize("text", [
    "sort=name:asc&user:bob", "a->b", "?q=title=Ab1&page=2", "x → y", "author：ann",
    "/api/items?filter=tags->name", "keyword＝title",
])
def test_ordinary_pairs_stay(text):
    assert redact(text) == text
