"""A set-up or enrolment key the user types (``setup_key``, ``installKey``) is a credential
(``KEY_QUALIFIERS`` of :mod:`code2skill.redact`), so a Tool taking one carries rule
``input.credential``'s item; keys that name a record, a sort order or a cache entry stay
values."""
from __future__ import annotations

import pytest

from audit_support import derive_dict

from conftest import write_tree
from code2skill.redact import is_credential_position


@pytest.mark.parametrize("name", ["setup_key", "setupKey", "install_key", "installationKey",
                                  "enrollmentKey", "enrolment_key", "bootstrap_key",
                                  "secret_key", "api_key", "accessKey"])
def test_a_key_the_user_types_to_set_up_or_enrol_is_a_credential(name):
    assert is_credential_position("body", name)


@pytest.mark.parametrize("name", ["sort_key", "sortKey", "cache_key", "group_key",
                                  "primary_key", "partition_key", "query_key", "setup_id",
                                  "setup_step", "i18n_key"])
def test_keys_of_records_orders_and_caches_stay_values(name):
    assert not is_credential_position("body", name)


SETUP = """import $ from 'jquery';
export function saveDatabase(setupKey, uri) {
  return $.ajax({ type: 'PUT', url: '/setup/mongodb', contentType: 'application/json',
                  data: JSON.stringify({ setup_key: setupKey, mongodb_uri: uri }) });
}
export function sortBy(sortKey) {
  return $.ajax({ type: 'PUT', url: '/settings/sort', contentType: 'application/json',
                  data: JSON.stringify({ sort_key: sortKey }) });
}
"""
MAIN = """import { saveDatabase, sortBy } from './setup';
$('#save').on('click', () => saveDatabase($('#key').val(), $('#uri').val()));
$('#sort').on('click', () => sortBy($('#sort').val()));
"""


def test_a_set_up_key_input_gets_the_credential_item(tmp_path):
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"dependencies": {"jquery": "3.7.1"}}', "src/setup.js": SETUP,
        "src/main.js": MAIN}))
    items = [(r["capability"], r["evidence"][0]["rule"], r["evidence"][0]["note"])
             for r in contract["review"] if r["evidence"]
             and r["evidence"][0]["rule"] == "input.credential"]
    assert items == [("update_setup_mongodb", "input.credential",
                      "input 'setup_key' is a credential")]
    status = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert status["update_setup_mongodb"] == "requires-review"
