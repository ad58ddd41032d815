"""Rule ``redact.credential-sentence``: a credential written in a sentence before or after its name,
however the sentence joins them (a comma clause, an aside, an example marker, a doubled
separator, markup around the value), is redacted in every text the tool writes: the Tool
description a JSDoc comment gives and a confirm dialog's note among them. Planted values are
assembled at run time."""
from __future__ import annotations

import pytest

from code2skill.redact import CREDENTIAL, redact
from hostile_support import every_output, tree

FORMS = ["Staging API key, if you need it: {v}.", "API key, for staging: {v}",
         "The password, which is shared, is {v}.", "Password (staging, dev): {v}",
         "Password:: {v}", "Password >> {v}", "Password := {v}", "password e.g. {v}",
         "password, e.g. {v}", "password (e.g. {v})", "password, for example {v}",
         "key for the API \u2014 if you need one \u2014 is {v}", "API key (see vault; or use {v})",
         "API key: <code>{v}</code>", "Password: <b>{v}</b>", "Password: {{{v}}}",
         "The secret, by the way, is {v}."]
VALUES = ["zs" + str(i) + "k7w" for i in range(len(FORMS))]
# the value written before the credential's name in its sentence
BEFORE = ["Use {v} as the password.", "{v} is the admin password.",
          "Calls the staging host with {v} (the staging API key).",
          "Log in with {v}, our API token?", "Set {v} as API key, then reload"]
BEFORE_VALUES = ["zb" + str(i) + "q8r4" for i in range(len(BEFORE))]


@pytest.mark.parametrize("form, value", list(zip(FORMS, VALUES)))
def test_each_form_loses_its_value(form, value):
    shown = redact(form.format(v=value))
    assert value not in shown and CREDENTIAL in shown
    assert shown == form.format(v=CREDENTIAL) or form.startswith("Password::")


@pytest.mark.parametrize("form, value", list(zip(BEFORE, BEFORE_VALUES)))
def test_a_value_before_the_name_loses_it_too(form, value):
    assert redact(form.format(v=value)) == form.format(v=CREDENTIAL)


@pytest.mark.parametrize("text", [
    "Uses OAuth2 tokens for the v2 API.", "The key list comes from signIn.oauth2() and /api/v2x",
    "Fetch the key list from /api/v2/keys/k8s3", "The password policy. Version 3x4 applies"])
def test_text_naming_no_credential_before_a_mixed_run_stays(text):
    assert redact(text) == text


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> dict[str, str]:
    base = tmp_path_factory.mktemp("sentences")
    source = "".join(f"/** {form.format(v=value)} */\nexport function f{i}() {{ return "
                     f"fetch('/api/p{i}', {{method: 'POST'}}); }}\n"
                     for i, (form, value) in enumerate(zip(FORMS + BEFORE,
                                                           VALUES + BEFORE_VALUES)))
    source += ("export function g() { if (confirm('Staging API key, if you need it: zsg9k7w'))"
               " return fetch('/api/g', {method: 'DELETE'}); }\n")
    return every_output(tree(base / "app", {"src/a.js": source}), base)


def test_no_output_holds_a_planted_value(outputs):
    for name, text in outputs.items():
        assert not [v for v in VALUES + BEFORE_VALUES + ["zsg9k7w"] if v in text], name
