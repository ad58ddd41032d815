"""Rule ``redact.service-ids`` (``redact.py``): the ids the tool gives the services a contract
calls are names, never a credential written in prose — a generated description ``Login access
token (app_page_relative_up1 backend).`` keeps the id after the word ``token`` — while a
credential's value after the same word, or a secret's shape, is still redacted."""
import pytest

from code2skill.redact import allow_file_names, allow_service_ids, redact

SOURCE = (
    "export function login(username: string, password: string) {\n"
    "  return fetch('../registry-api/access/token/login', {method: 'POST',\n"
    "    headers: {Authorization: 'Basic ' + btoa(username + ':' + password)}})\n"
    "    .then((r) => r.text());\n"
    "}\n")


@pytest.fixture
def service_ids():
    allow_file_names([])                       # a run begins: no service id is known
    yield allow_service_ids
    allow_file_names([])


def test_a_service_id_after_a_credential_word_is_a_name(service_ids):
    text = "Login nifi registry api access token (app_page_relative_up1 backend)."
    assert redact(text) == \
        "Login nifi registry api access token (<redacted:credential> backend)."
    service_ids(["app_page_relative_up1", "nextcloud"])
    assert redact(text) == text
    assert redact("The API key is for shop22eu in staging.") == \
        "The API key is for <redacted:credential> in staging."      # a mixed run: no id
    service_ids(["shop22eu"])
    assert redact("The API key is for shop22eu in staging.") == \
        "The API key is for shop22eu in staging."                  # rule credential-sentence


def test_a_credential_stays_redacted_beside_a_service_id(service_ids):
    service_ids(["app_page_relative_up1"])
    assert redact("token (hunter2x backend)") == "token (<redacted:credential> backend)"
    assert redact("password app_page_relative_up1x") == "password <redacted:credential>"
    assert redact("token ghp_" + "a1B2" * 9) == "token <redacted:github-token>"


def test_a_new_run_forgets_the_service_ids(service_ids):
    service_ids(["app_page_relative_up1"])
    allow_file_names([])
    assert redact("token (app_page_relative_up1 backend)") == \
        "token (<redacted:credential> backend)"


def test_derive_keeps_the_service_id_in_a_generated_description(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    (login,) = contract["capabilities"]
    assert [s["id"] for s in contract["services"]] == ["app_page_relative_up1"]
    assert login["description"] == \
        "Login registry api access token (app_page_relative_up1 backend)."
