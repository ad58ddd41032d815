"""Rule ``body.form-data-union`` (:mod:`code2skill.passes.form_data_union`): a body declared
``NewApp | FormData`` is the JSON branch's fields plus a review item for the multipart one."""
from __future__ import annotations

import pytest

from conftest import capability
from code2skill.passes.form_data_union import json_branch
from code2skill.values import ParamV, TypedV


@pytest.mark.parametrize("type_text, branch", [
    ("NewApp | FormData", "NewApp"),
    ("FormData | NewApp | null", "NewApp"),
    ("A | B | FormData", "A | B"),
    ("FormData", None),
    ("FormData | null", None),
    ("NewApp", None),
    ("QueryParams | undefined", None),
    ("Array<FormData | X>", None),
])
def test_the_json_branch_is_the_union_without_its_forms(type_text, branch):
    assert json_branch(ParamV("m#1", "data", type_text=type_text, module="m")) == branch
    assert json_branch(TypedV(type_text, "m")) == branch


def test_a_member_of_a_union_typed_value_is_no_body_sent_whole():
    value = ParamV("m#1", "data", path=("inner",), type_text="A | FormData", module="m")
    assert json_branch(value) is None


API = """\
import axios from 'axios';
export interface NewApp { name: string; url: string; icon?: string }
export const addApp = (app: NewApp | FormData) => axios.post('/api/apps', app);
"""

CALLER = """\
import { addApp } from './api';
export function save(name: string, url: string, icon?: File) {
  if (icon) {
    const form = new FormData();
    form.append('icon', icon);
    form.append('name', name);
    return addApp(form);
  }
  return addApp({ name, url });
}
"""


def review_of(contract: dict, name: str) -> list[tuple[str, str, str]]:
    return [(r["severity"], r["message"], r["evidence"][0]["file"])
            for r in contract["review"] if r.get("capability") == name]


def test_the_json_branch_gives_the_fields_and_the_form_a_review_item(derive_files):
    contract = derive_files({"src/api.ts": API})
    cap = capability(contract, "POST", "/api/apps")
    assert sorted(cap["inputSchema"]["properties"]) == ["icon", "name", "url"]
    assert cap["inputSchema"]["required"] == ["name", "url"]
    assert cap["implementation"]["requests"][0]["bodyEncoding"] == "json"
    assert ("medium", "the request body is declared NewApp | FormData: a caller may send a "
            "FormData (multipart) instead of the JSON object this Tool sends; that form's "
            "fields, and whether any carries file content (an attachment needing upload "
            "confirmation), are not shown in source", "src/api.ts") \
        in review_of(contract, cap["name"])


def test_a_form_a_caller_passes_is_named_with_its_fields(derive_files):
    contract = derive_files({"src/api.ts": API, "src/save.ts": CALLER})
    cap = capability(contract, "POST", "/api/apps")
    assert sorted(cap["inputSchema"]["properties"]) == ["icon", "name", "url"]
    assert cap["inputSchema"]["required"] == ["name", "url"]
    assert ("medium", "the request body is declared NewApp | FormData: a caller sends a "
            "FormData (multipart) with fields icon, name instead of the JSON object this Tool "
            "sends; that form is not part of this Tool (whether a field carries file content, "
            "an attachment needing upload confirmation, is for review)", "src/save.ts") \
        in review_of(contract, cap["name"])


FORWARDER = """\
import { addApp } from './api';
export function store(app: NewApp | FormData) { return addApp(app); }
export function upload(icon: File) {
  const form = new FormData();
  form.append('icon', icon);
  return store(form);
}
"""


def test_a_form_handed_on_by_a_caller_of_the_caller_is_named(derive_files):
    contract = derive_files({"src/api.ts": API, "src/store.ts": FORWARDER})
    cap = capability(contract, "POST", "/api/apps")
    assert ("medium", "the request body is declared NewApp | FormData: a caller sends a "
            "FormData (multipart) with fields icon instead of the JSON object this Tool "
            "sends; that form is not part of this Tool (whether a field carries file content, "
            "an attachment needing upload confirmation, is for review)", "src/store.ts") \
        in review_of(contract, cap["name"])
