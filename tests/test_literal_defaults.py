"""Literals beside inputs (``src/code2skill/passes/schema.py``, rules
``query.literal-default``, ``body.literal-default``, ``body.alternative-objects``): a query
parameter or body field one call path sends as a literal and another fills from an input is
optional, since the literal's path needs nothing from the Agent; the one literal all such paths
send is its default. A body that is one of several object literals unites their fields."""
from __future__ import annotations

import json

from code2skill.passes.schema import literal_default

from conftest import capability


def test_the_one_literal_is_the_default_typed_as_the_schema_reads_it():
    assert literal_default({}, ["0"]) == 0
    assert literal_default({"type": "string"}, ["0"]) == "0"
    assert literal_default({"type": "string"}, [""]) == ""
    assert literal_default({}, ["0", "1"]) is None
    assert literal_default({}, []) is None


def test_a_filter_the_other_branch_sends_as_a_literal_is_optional(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export function exportCsv(req?: {maxTime: number, keyword: string}) {\n"
        "  let params = '';\n"
        "  if (req) {\n"
        "    params = `max_time=${req.maxTime}&keyword=${encodeURIComponent(req.keyword)}`;\n"
        "  } else {\n"
        "    params = 'max_time=0&keyword=';\n"
        "  }\n"
        "  return axios.get('/export.csv?' + params);\n"
        "}\n")})
    schema = capability(contract, "GET", "/export.csv")["inputSchema"]
    assert schema.get("required", []) == []
    assert schema["properties"]["max_time"]["default"] == 0
    assert schema["properties"]["keyword"]["default"] == ""


def test_a_parameter_every_path_fills_from_an_input_stays_required(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const one = (t: string) => axios.get('/search?q=' + t);\n"
        "export const two = (u: string) => axios.get('/search?q=' + u + '&x=1');\n")})
    schema = capability(contract, "GET", "/search")["inputSchema"]
    assert "q" in schema["required"]
    assert "default" not in schema["properties"]["q"]


def test_a_body_of_two_object_literals_unites_their_fields(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export function stop(id: string, reason: string, force: boolean) {\n"
        "  const body = force ? { reason, force: true } : { reason, note: 'none' };\n"
        "  return axios.post(`/jobs/${id}/stop`, body);\n"
        "}\n")})
    found = capability(contract, "POST", "/jobs/{id}/stop")
    schema = found["inputSchema"]
    assert sorted(schema["properties"]) == ["force", "id", "note", "reason"]
    assert schema["required"] == ["id", "reason"]
    assert sorted(b["target"] for b in found["implementation"]["requests"][0]["bindings"]) == [
        "body:force", "body:note", "body:reason", "path:id"]
    assert schema["properties"]["note"]["enum"] == ["none"]


def test_a_literal_of_another_call_site_makes_no_default(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const makeViewer = (user: string) => axios.put(`/users/${user}/role`, "
        "{ role: 'viewer' });\n"
        "export const setRole = (user: string, role: string) => axios.put(`/users/${user}/role`, "
        "{ role });\n"
        "export const save = () => axios.post('/config/save?save_option=saveonly');\n"
        "export const saveAs = (option: string) => axios.post(`/config/save?save_option=${option}`);\n")})
    role = capability(contract, "PUT", "/users/{user}/role")["inputSchema"]
    assert "default" not in role["properties"]["role"]
    save = capability(contract, "POST", "/config/save")["inputSchema"]
    assert "default" not in save["properties"]["save_option"]
    assert "save_option" in save["required"]


def test_a_personal_or_credential_literal_makes_no_default(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export function invite(to?: string, pin?: string) {\n"
        "  const body = to ? { email: to, pin } : { email: 'ops@corp-example.org', pin: 'Zz9fixed' };\n"
        "  return axios.post('/invites', body);\n"
        "}\n")})
    text = json.dumps(contract)
    assert "corp-example.org" not in text and "Zz9fixed" not in text
    props = capability(contract, "POST", "/invites")["inputSchema"]["properties"]
    assert "default" not in props["email"] and "default" not in props["pin"]
