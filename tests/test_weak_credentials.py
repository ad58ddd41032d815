"""Rule credential.weak-name: a field named a credential's only by a weak word (``session_key``,
``session_id``) is a credential only when its value comes from a cookie or browser storage (or
a strongly named value); read from page data (a table row, a DOM data attribute, a parameter a
caller fills with such data) it is an ordinary Tool input with no credential item and no
api-key auth. Strong names (``api_key``) stay held credentials whatever the source."""
from __future__ import annotations

import json

import pytest
from conftest import capability, write_tree

from code2skill.discover import Scope
from code2skill.emit import contract_json
from code2skill.passes.weak_credentials import credential_source, strong_name, weak_name
from code2skill.pipeline import Settings, derive
from code2skill.values import UnknownV

PAGE = """
$('.history').on('click', 'td.modal-control', function () {
    var row = history_table.row($(this).closest('tr'));
    var rowData = row.data();
    $.get('get_stream_data', { row_id: rowData['row_id'], session_key: rowData['session_key'] });
});
$('#activity').on('click', '.raw-info', function () {
    $.ajax({ url: 'get_activity', type: 'GET', data: { session_key: $(this).data('key') } });
});
$('#activity').on('click', '.terminate', function () {
    var session_id = $(this).data('id');
    var key = $(this).data('key');
    $.ajax({ url: 'terminate_session', type: 'POST',
             data: { session_key: key, session_id: session_id, message: $('#msg').val() } });
});
function getInstance(session_key) {
    $.ajax({ url: 'get_current_activity_instance', data: { session_key: session_key } });
}
$('.instance').each(function () { getInstance($(this).data('key')); });
function getMine(session_key) {
    $.get('get_mine', { session_key: session_key });
}
$('#mine').on('click', function () { getMine(localStorage.getItem('session_key')); });
$('#me').on('click', function () {
    $.get('get_profile', { session_key: localStorage.getItem('session_key') });
});
$('#me').on('click', '.logout', function () {
    $.ajax({ url: 'sign_out', type: 'POST', data: { session_id: Cookies.get('sid') } });
});
$('#keys').on('click', function () {
    var row = keys_table.row($(this)).data();
    $.get('check_key', { api_key: row['api_key'] });
});
"""


@pytest.fixture(scope="module")
def contract(tmp_path_factory):
    root = write_tree(tmp_path_factory.mktemp("weak") / "app", {"js/page.js": PAGE})
    return json.loads(contract_json(derive(root, Settings(Scope((), (), False), jobs=1)).contract))


def summary(contract: dict, method: str, path: str) -> tuple[list, list, str, list]:
    """(inputs, context references, auth, medium messages) of one capability."""
    cap = capability(contract, method, path)
    return (sorted(cap["inputSchema"].get("properties", {})),
            sorted(r["name"] for r in cap["contextReferences"]),
            cap["auth"]["authentication"],
            [r["message"] for r in contract["review"]
             if r["capability"] == cap["name"] and r["severity"] == "medium"])


@pytest.mark.parametrize("method, path, inputs", [
    ("GET", "/get_stream_data", ["row_id", "session_key"]),                # a table row's
    ("GET", "/get_activity", ["session_key"]),                            # a data attribute
    ("GET", "/get_current_activity_instance", ["session_key"]),           # a caller's data
])
def test_a_weak_name_read_from_page_data_is_an_input(contract, method, path, inputs):
    assert summary(contract, method, path) == (inputs, [], "unknown", [])


def test_weak_body_fields_from_data_attributes_are_inputs(contract):
    found, refs, auth, medium = summary(contract, "POST", "/terminate_session")
    assert (found, refs, auth) == (["message", "session_id", "session_key"], [], "unknown")
    assert not [m for m in medium if "credential" in m]


def test_a_weak_name_read_from_storage_stays_held(contract):
    assert summary(contract, "GET", "/get_profile") == (
        [], ["session_key"], "api-key",
        ["query parameter session_key carries a credential the client holds (session_key): "
         "the Host must supply it; it is never a Tool input"])


def test_a_weak_name_handed_down_from_storage_stays_held(contract):
    found, refs, auth, medium = summary(contract, "GET", "/get_mine")
    assert (found, refs, auth) == ([], ["session_key"], "api-key")
    assert medium == ["query parameter session_key carries a credential the client holds "
                      "(session_key) (handed down through function parameters from where the "
                      "page reads it): the Host must supply it; it is never a Tool input"]


def test_a_weak_body_field_read_from_a_cookie_stays_held(contract):
    found, refs, _, medium = summary(contract, "POST", "/sign_out")
    assert (found, refs) == ([], ["session_id"])
    assert any(m.startswith("body field session_id carries the session credential") for m in medium)


def test_a_strong_name_from_page_data_stays_a_credential(contract):
    assert summary(contract, "GET", "/check_key")[:3] == ([], ["api_key"], "api-key")


@pytest.mark.parametrize("name, weak", [
    ("session_key", True), ("sessionId", True), ("session", True), ("sid", True),
    ("X-Session-Key", False), ("api_key", False), ("session_token", False),
    ("access_key_id", False), ("password", False), ("sessionSecret", False),
    ("row_id", False), ("sortKey", False)])
def test_weak_name(name, weak):
    assert weak_name("query", name) is weak


def test_strong_name_and_credential_source():
    assert [strong_name("field", n) for n in ("token", "key", "session_key", "api_key", None)] \
        == [True, False, False, True, False]
    stored = UnknownV("store-read:localStorage:session_key")
    assert credential_source(stored) and credential_source(UnknownV("call"), "authToken")
    assert not credential_source(UnknownV("call"), "session_key")
    assert not credential_source(UnknownV("unknown-member"))
