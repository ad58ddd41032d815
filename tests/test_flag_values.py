"""Rule ``redact.flag-value`` (:func:`code2skill.redact.flag_value`): a yes/no flag or nothing
sent under a credential's name (``?export-passwords=true``) holds no secret: it keeps its
value and gets no "credential written in source" item; any other value there still does."""
from __future__ import annotations

import pytest
from conftest import bindings, capability

from code2skill.redact import CREDENTIAL, flag_value, redact, redact_credential


@pytest.mark.parametrize("value", [True, False, None, 0, 1, "true", "FALSE", "null",
                                   "undefined", "0", "1"])
def test_a_flag_is_no_secret(value):
    assert flag_value(value)
    assert redact_credential(value) == value


@pytest.mark.parametrize("value", [1234, 2, "hunter2secret", "yes-please", "10"])
def test_any_other_value_at_a_credential_position_is_redacted(value):
    assert not flag_value(value)
    assert redact_credential(value) == CREDENTIAL


def test_a_flag_in_a_query_text_stays_and_a_secret_does_not():
    assert redact("/backup/1/export?export-passwords=true") == \
        "/backup/1/export?export-passwords=true"
    assert redact("/x?filter=a,password=false&token=1") == "/x?filter=a,password=false&token=1"
    assert redact("/backup/1/export?export-passwords=s3cretValue") == \
        f"/backup/1/export?export-passwords={CREDENTIAL}"


API = """\
import axios from 'axios';
export const exportArgs = (id) => axios.get('/api/backup/' + id + '/export?export-passwords=true');
export const login = () => axios.post('/api/login', {user: 'admin', password: 'hunter2secret'});
"""


def test_a_flag_query_value_is_sent_as_written_with_no_credential_item(derive_files):
    contract = derive_files({"src/api.js": API})
    cap = capability(contract, "GET", "/api/backup/{id}/export")
    assert bindings(cap)["query:export-passwords"] == "=True"   # the query text true
    high = [r["message"] for r in contract["review"] if r["severity"] == "high"]
    assert high == ["a credential is written in source as the value of body field password"]
