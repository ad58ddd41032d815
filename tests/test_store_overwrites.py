"""Rule side-effect.overwrite-store (:mod:`code2skill.passes.store_overwrites`): a restore or
import into a whole store of data that its words made a create is an update that may replace
what the store holds, destructive and reviewed; an import that adds (contacts, feeds) stays a
create."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.store_overwrites import RULE, overwrite_effect

APP = """\
import axios from 'axios';

export function restoreBackup(file: File) {
  const body = new FormData();
  body.append('file', file);
  return axios.post('/api/backup/import/', body);
}
export const importContacts = (rows: string[]) => axios.post('/api/contacts/import', { rows });
"""


def test_only_a_create_of_a_whole_store_is_overwritten():
    assert overwrite_effect("create", "/api/backup/import/", None) == "import backup"
    assert overwrite_effect("create", "/api/import", "importDatabase") == "import database"
    assert overwrite_effect("create", "/api/contacts/import", None) is None
    assert overwrite_effect("update", "/api/db/restore", None) is None      # already a write


def test_a_backup_import_is_a_reviewed_destructive_update(derive_files):
    contract = derive_files({"src/api.ts": APP})
    cap = capability(contract, "POST", "/api/backup/import/")
    assert (cap["sideEffect"], cap["annotations"]["risks"]) == ("update", ["destructive"])
    assert cap["evidence"]["/sideEffect"][0]["rule"] == RULE
    assert cap["status"] == "requires-review"
    assert any("wipes the existing data" in r["message"] for r in contract["review"]
               if r["capability"] == cap["name"])
    assert capability(contract, "POST", "/api/contacts/import")["sideEffect"] == "create"
