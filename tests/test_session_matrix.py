"""Rule ``url.session-matrix`` and session ids as credentials: a session id in a URL (``?sid=``,
``?PHPSESSID=``, a ``;jsessionid=`` matrix parameter) never reaches the contract: the query
value is redacted, the matrix parameter is dropped from the path template (so the Tool's name
holds no part of it)."""
from __future__ import annotations

import json

import pytest

from code2skill.redact import is_credential_position, redact
from code2skill.session_matrix import drop_session_matrix
from code2skill.values import HoleV, Text, UnknownV
from conftest import bindings, capability, endpoints

SID = "zz" + "sidplant" + "q7"
PHP = "zz" + "phpplant" + "q7"
JSESS = "zz" + "jsessplant" + "q7"
FILES = {"src/api.ts": (
    f"export const a = () => fetch('/api/a?sid={SID}&page=2');\n"
    f"export const b = () => fetch('/api/b?PHPSESSID={PHP}');\n"
    f"export const c = () => fetch('/api/cart;jsessionid={JSESS}/items');\n"
    "export const d = (sid: string) => fetch(`/api/cart;jsessionid=${sid}`, "
    "{ method: 'DELETE' });\n"
    "export const e = () => fetch('/api/docs;v=2/list');\n"
)}


def test_no_session_id_reaches_the_contract(derive_files):
    contract = derive_files(FILES)
    text = json.dumps(contract)
    assert [v for v in (SID, PHP, JSESS) if v in text] == []
    assert endpoints(contract) == {("GET", "/api/a"), ("GET", "/api/b"),
                                   ("GET", "/api/cart/items"), ("DELETE", "/api/cart"),
                                   ("GET", "/api/docs;v=2/list")}
    assert bindings(capability(contract, "GET", "/api/a")) == {
        "query:sid": "=<redacted:credential>", "query:page": "=2"}
    assert bindings(capability(contract, "GET", "/api/b")) == {
        "query:PHPSESSID": "=<redacted:credential>"}
    assert capability(contract, "GET", "/api/cart/items")["name"] == "list_cart_items"
    assert bindings(capability(contract, "DELETE", "/api/cart")) == {}
    notes = [r["message"] for r in contract["review"]
             if r["capability"] == capability(contract, "GET", "/api/cart/items")["name"]]
    assert "the path carries the matrix parameter ';jsessionid=' (a session id the server " \
        "wrote into the link): it is left out of the path template" in notes


@pytest.mark.parametrize("name", ["sid", "PHPSESSID", "jsessionid", "X-Sid", "connect.sid",
                                  "sessid", "ASPSESSIONID"])
def test_session_ids_are_credential_positions(name):
    assert is_credential_position("query", name)


@pytest.mark.parametrize("name", ["accountSid", "user_sid", "side", "sidebar"])
def test_other_sids_are_not(name):
    assert not is_credential_position("query", name)


@pytest.mark.parametrize("text, expected", [
    ("/api/x?sid=abc&page=2", "/api/x?sid=<redacted:credential>&page=2"),
    ("/api/x;jsessionid=abc/y", "/api/x;jsessionid=<redacted:credential>/y"),
    ("/api/x?PHPSESSID=abc", "/api/x?PHPSESSID=<redacted:credential>"),
])
def test_redact_session_ids_in_text(text, expected):
    assert redact(text) == expected


def test_a_matrix_value_in_a_hole_is_dropped_with_it():
    hole = HoleV("sid", UnknownV("x"))
    notes: list = []
    parts = [Text("/api/cart;jsessionid="), hole, Text("/items;v=2")]
    assert drop_session_matrix(parts, notes) == [Text("/api/cart"), Text("/items;v=2")]
    assert [n[0] for n in notes] == ["low"]
    assert drop_session_matrix([Text("/api/a;lang=en")], []) == [Text("/api/a;lang=en")]
