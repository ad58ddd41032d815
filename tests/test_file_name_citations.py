"""Evidence cites the analysed files by their names (rule ``redact.file-names``), and the
audit resolves a name written redacted (rule ``audit.redacted-file-name``)."""
from __future__ import annotations

import json

from audit_support import run
from conftest import write_tree

from code2skill.audit.evidence import redacted_file_names
from code2skill.redact import allow_file_names, redact

HOOK = ("import axios from 'axios';\n"
        "export const enable2fa = (token: string) => axios.post('/api/user/enable2fa', {token});\n")
PAGE = ("import { enable2fa } from '../hooks/use-2fa';\n"
        "export const submit = (t: string) => enable2fa(t);\n")
KEY_NAMED = ("import axios from 'axios';\n"
             "export const keys = () => axios.get('/api/keys');\n")


def cited_files(contract: dict) -> set[str]:
    """The files the call sites of ``contract`` cite."""
    return {s["file"] for c in contract["capabilities"]
            for r in c["implementation"]["requests"] for s in r["callSites"]}


def derive_and_audit(tmp_path, files: dict) -> tuple[dict, object]:
    root = write_tree(tmp_path / "app", {"package.json": '{"name": "app"}\n', **files})
    out = tmp_path / "contract.json"
    derived = run("derive", str(root), "-o", str(out), "--jobs", "1")
    assert derived.exit_code == 0, derived.output
    return json.loads(out.read_text()), run("audit", str(out), str(root), "--fail-on", "low")


def test_a_file_under_hooks_with_a_digit_in_its_name_stays_citable(tmp_path):
    contract, audited = derive_and_audit(tmp_path, {"src/hooks/use-2fa.ts": HOOK,
                                                    "src/pages/login.ts": PAGE})
    assert "src/hooks/use-2fa.ts" in cited_files(contract)
    assert "<redacted:" not in json.dumps(contract)
    assert audited.exit_code == 0, audited.output
    assert "C2S-E001" not in audited.output


def test_a_file_named_like_a_secret_is_redacted_and_the_audit_resolves_it(tmp_path):
    contract, audited = derive_and_audit(tmp_path, {"src/AKIAIOSFODNN7EXAMPLE.ts": KEY_NAMED})
    assert cited_files(contract) == {"src/<redacted:aws-key>.ts"}
    assert "AKIAIOSFODNN7EXAMPLE" not in json.dumps(contract)
    assert audited.exit_code == 0, audited.output
    assert "C2S-E001" not in audited.output
    assert "AKIAIOSFODNN7EXAMPLE" not in audited.output


def test_a_webhook_path_in_a_url_is_still_redacted_when_no_file_has_its_name():
    allow_file_names(["src/hooks/use-2fa.ts"])
    assert redact("https://chat.example/hooks/use-2fa") == "https://chat.example/hooks/use-2fa"
    assert redact("https://chat.example/hooks/x8k2p9q4") == \
        "https://chat.example/hooks/<redacted:webhook>"
    allow_file_names([])
    assert redact("src/hooks/use-2fa.ts") == "src/hooks/<redacted:webhook>.ts"


def test_a_path_token_segment_that_names_a_file_is_kept():
    allow_file_names(["src/reset/Pa55w0rdResetForm12.tsx"])
    assert redact("src/reset/Pa55w0rdResetForm12.tsx") == "src/reset/Pa55w0rdResetForm12.tsx"
    assert redact("/reset/ab12cd34ef56gh78") == "/reset/<redacted:path-token>"
    allow_file_names([])


def test_redacted_file_names_map_each_written_name_to_its_one_file():
    allow_file_names([])
    assert redacted_file_names(["src/a.ts", "src/AKIAIOSFODNN7EXAMPLE.ts"]) == {
        "src/<redacted:aws-key>.ts": "src/AKIAIOSFODNN7EXAMPLE.ts"}
    assert redacted_file_names(["k/AKIAIOSFODNN7EXAMPLE.ts", "k/AKIAIOSFODNN7EXAMPLF.ts"]) == {}
