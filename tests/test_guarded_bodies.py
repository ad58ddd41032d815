"""Rules ``body.guarded-arm`` and ``value.instanceof-test``: a wrapper's body built only when
its caller passes one is sent only by those callers (samples/conditional-wrapper-bodies)."""
from __future__ import annotations

import json

import pytest

from code2skill.discover import Scope
from code2skill.emit import contract_json
from code2skill.facts import Assignment, Lit, Ref
from code2skill.guarded_bodies import body_write
from code2skill.instance_tests import decide_instance
from code2skill.pipeline import Settings, derive
from code2skill.values import ArrV, LibV, LitV, ObjV, ParamV, StrV, Text, UnknownV

from conftest import bindings, capability, sample_files, write_tree

FILES = sample_files("conditional-wrapper-bodies", "package.json", "src/http.ts",
                     "src/settings.ts", "src/notes.ts", "src/send.js")


@pytest.fixture(scope="module")
def contract(tmp_path_factory):
    root = write_tree(tmp_path_factory.mktemp("app"), FILES)
    return json.loads(contract_json(derive(root, Settings(Scope((), ()), jobs=1)).contract))


def review_of(contract: dict, name: str) -> list[str]:
    return [r["message"] for r in contract["review"] if r.get("capability") == name]


@pytest.mark.parametrize("method, path", [
    ("PUT", "/api/notes/{id}/archive"),          # query only
    ("POST", "/api/notes/{id}/touch"),           # an explicit undefined
    ("DELETE", "/api/notes/{id}"),               # a bodiless method of the wrapper
    ("POST", "/api/tags/refresh"),               # if (data !== undefined), no argument
    ("POST", "/api/index/rebuild"),              # payload ? … : undefined, no argument
])
def test_call_passing_no_body_sends_none(contract, method, path):
    cap = capability(contract, method, path)
    assert not [t for t in bindings(cap) if t.startswith(("body:", "multipart:"))]
    assert not [m for m in review_of(contract, cap["name"]) if "spread" in m]
    assert "workspace_2" not in cap["inputSchema"]["properties"]


def test_call_passing_an_object_takes_the_json_arm(contract):
    cap = capability(contract, "POST", "/api/notes")
    assert bindings(cap) == {"body:text": "text", "body:title": "title",
                             "body:workspace": "workspace_2", "query:workspace": "workspace"}
    cap = capability(contract, "PATCH", "/api/tags/{id}")
    assert bindings(cap) == {"body:client": "=web", "body:name": "name",
                             "header:Accept": "=application/json", "path:id": "id"}


def test_form_data_takes_the_instanceof_arm(contract):
    cap = capability(contract, "POST", "/api/notes/{id}/attachments")
    assert bindings(cap) == {"multipart:file": "file", "path:id": "id",
                             "query:workspace": "workspace"}
    assert not [m for m in review_of(contract, cap["name"]) if "could not be determined" in m]


def test_instanceof_decided_by_what_the_value_proves():
    form = LibV("js", ("FormData", "instance"))
    assert decide_instance(form, "instanceof", "FormData") is True
    assert decide_instance(form, "!instanceof", "FormData") is False
    assert decide_instance(LibV("js", ("File", "instance")), "instanceof", "Blob") is True
    assert decide_instance(ObjV(()), "instanceof", "FormData") is False
    assert decide_instance(ObjV(()), "instanceof", "Object") is True
    assert decide_instance(ArrV(()), "instanceof", "Array") is True
    assert decide_instance(LitV(None), "instanceof", "FormData") is False
    assert decide_instance(StrV((Text("x"),)), "!instanceof", "Blob") is True
    assert decide_instance(UnknownV("no-member"), "instanceof", "FormData") is False
    assert decide_instance(ParamV("f#1", "body"), "instanceof", "FormData") is None


def test_body_write_is_the_body_member_or_one_of_its_members():
    span = (1, 0, 1, 1)
    assert body_write(Assignment(("params", "body"), Ref("b"), span))
    assert body_write(Assignment(("options", "data", "site"), Lit("x"), span))
    assert not body_write(Assignment(("params", "headers"), Ref("h"), span))
    assert not body_write(Assignment(("body",), Ref("b"), span))
