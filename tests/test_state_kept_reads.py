"""Response fields kept in state, tested or spread are output reads (rule
``output.response-read``); those on the failure path are not (rule ``output.error-branch``);
codes that sign in in place of a second factor are credentials (``output.credential-write``)."""
from __future__ import annotations

from conftest import capability

from code2skill.facts import Lit, Member, Ref, Test as Condition
from code2skill.passes.credential_reads import credential_field
from code2skill.passes.response_reads import failure_test


def output_fields(contract: dict, method: str, path: str) -> list[str]:
    schema = capability(contract, method, path).get("outputSchema") or {}
    return sorted(schema.get("properties") or {})


def test_a_callback_keeping_the_answer_in_module_state_reads_its_fields(derive_files):
    contract = derive_files({"src/codes.js": (
        "import axios from 'axios';\n"
        "let codes = [];\n"
        "let failed = false;\n"
        "export function create() {\n"
        "  axios.post('/api/codes', {}).then((response) => {\n"
        "    if (response.data.success) {\n"
        "      codes = response.data.backup_codes;\n"
        "    } else {\n"
        "      console.error('failed', response.data.message);\n"
        "      failed = response.data.reason;\n"
        "    }\n"
        "  });\n"
        "}\n")})
    assert output_fields(contract, "POST", "/api/codes") == ["backup_codes", "success"]
    review = [r for r in contract["review"] if "output.credential-write" in r["message"]]
    assert [r["capability"] for r in review] == ["create_code"]
    assert "output field 'backup_codes'" in review[0]["message"]


def test_an_enclosing_functions_local_a_spread_and_tests_are_reads(derive_files):
    contract = derive_files({"src/pins.js": (
        "import axios from 'axios';\n"
        "export function Pins() {\n"
        "  let pins = [];\n"
        "  let allowed = false;\n"
        "  let mode = '';\n"
        "  const cache = { data: { title: 'cached' } };\n"
        "  let title = '';\n"
        "  async function load() {\n"
        "    const resp = await axios.get('/api/pins');\n"
        "    pins = [...pins, resp.data.pin];\n"
        "    allowed = !!resp.data.registration_allowed;\n"
        "    mode = resp.data.temporary ? 'temporary' : 'open';\n"
        "    title = cache.data.title;\n"
        "  }\n"
        "  return load;\n"
        "}\n")})
    assert output_fields(contract, "GET", "/api/pins") == [
        "pin", "registration_allowed", "temporary"]


def test_the_failing_branch_of_an_envelope_check_reads_no_output(derive_files):
    contract = derive_files({"src/items.js": (
        "import axios from 'axios';\n"
        "let items = [];\n"
        "export async function load() {\n"
        "  const res = await axios.get('/api/items');\n"
        "  if (res.data.code !== 0) {\n"
        "    return Promise.reject(new Error(res.data.msg));\n"
        "  }\n"
        "  items = res.data.items;\n"
        "}\n")})
    assert output_fields(contract, "GET", "/api/items") == ["code", "items"]


def test_a_success_flag_found_false_is_a_failure_test():
    flag = Member(Member(Ref("res"), "data"), "success")
    assert failure_test(Condition("falsy", flag))
    assert failure_test(Condition("===", Member(Ref("body"), "ok"), False))
    assert not failure_test(Condition("truthy", flag))
    assert not failure_test(Condition("falsy", Member(Ref("res"), "items")))
    assert not failure_test(Lit(True))


def test_sign_in_codes_are_credential_fields():
    assert credential_field("backup_codes", {})
    assert credential_field("recoveryCodes", {"type": "array", "items": {"type": "string"}})
    assert credential_field("scratch_code", {"type": "string"})
    assert not credential_field("status_code", {})
    assert not credential_field("country_codes", {})
    assert not credential_field("backup_codes", {"type": "object", "properties": {}})
