"""Rule ``path.holder-name``: a path hole reading a reactive holder's value (Vue's
``deviceId.value``, React's ``idRef.current``) is named for the holder, never ``value`` or
``current``; a plain member keeps its own name."""
from __future__ import annotations

from conftest import endpoints

from code2skill.extractors.module_facts.shared import hole_name
from code2skill.facts import Member, Ref


def test_a_holders_value_is_named_for_the_holder():
    assert hole_name(Member(Ref("deviceId"), "value")) == "deviceId"
    assert hole_name(Member(Member(Ref("this"), "idRef"), "current")) == "idRef"
    assert hole_name(Member(Ref("this"), "value")) == "value"        # (this names nothing)
    assert hole_name(Member(Ref("entry"), "id")) == "id"


def test_a_vue_refs_value_in_a_path_is_its_name(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\nimport { ref } from 'vue';\n"
        "const deviceId = ref('');\n"
        "export const rename = (name: string) =>\n"
        "  axios.patch(`/webauthn/credentials/${deviceId.value}/name`, { name });\n")})
    assert endpoints(contract) == {("PATCH", "/webauthn/credentials/{deviceId}/name")}
