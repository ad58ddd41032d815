"""Rule side-effect.form-pair-read (:mod:`code2skill.passes.form_pairs`): a GET whose path's
action word alone made it a write is a read when the program also writes the same path (the
edit-form convention); it stays no retryable read, and a GET no write pairs with keeps its
guessed effect."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.form_pairs import RULE, form_pair_reads
from code2skill.passes.side_effects import GET_ACTION

APP = """\
import axios from 'axios';

export const profileForm = (id: string) => axios.get(`/api/station/${id}/profile/edit`);
export const saveProfile = (id: string, name: string) =>
  axios.put(`/api/station/${id}/profile/edit`, { name });
export const applyBackup = (id: number) => axios.get(`/api/backups/${id}/apply`);
"""


def test_pairs_need_a_write_to_the_same_path_of_the_same_service():
    entries = [("s", "GET", "/p/edit", GET_ACTION), ("s", "PUT", "/p/edit", "side-effect.method"),
               ("s", "GET", "/b/apply", GET_ACTION), ("t", "POST", "/b/apply", "x"),
               ("s", "GET", "/q/edit", "side-effect.method"), ("s", "PATCH", "/q/edit", "x")]
    assert form_pair_reads(entries) == {0: "PUT"}


def test_the_get_of_a_form_pair_reads_but_is_not_retried(derive_files):
    contract = derive_files({"src/api.ts": APP})
    get = capability(contract, "GET", "/api/station/{id}/profile/edit")
    assert get["sideEffect"] == "read"
    assert [(e["rule"], e["note"]) for e in get["evidence"]["/sideEffect"]] == [
        (RULE, "PUT to the same path")]
    assert get["operationPolicy"]["automaticRetry"] == "never"
    assert get["status"] == "requires-review"
    assert capability(contract, "PUT", "/api/station/{id}/profile/edit")["sideEffect"] == "update"


def test_a_get_action_without_a_write_stays_a_guessed_write(derive_files):
    contract = derive_files({"src/api.ts": APP})
    apply = capability(contract, "GET", "/api/backups/{id}/apply")
    assert apply["sideEffect"] == "update"
    assert apply["evidence"]["/sideEffect"][0]["rule"] == GET_ACTION
