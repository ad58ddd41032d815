"""Rule ``body.form-always-sent`` (``passes/schema.py``): every key of a form-encoded body
built from an object literal is sent as text whatever its value, so a key every call site
sends is a required input unless the source proves its value may be absent."""
from __future__ import annotations

from conftest import capability


def required(contract, method, path):
    return capability(contract, method, path)["inputSchema"].get("required", [])


def test_url_search_params_keys_are_required(derive_files):
    contract = derive_files({"src/rename.js": (
        "document.getElementById('go').onclick = () => {\n"
        "  const hash = new URL(location).searchParams.get('hash');\n"
        "  fetch('api/v2/torrents/renameFile', { method: 'POST', body: new URLSearchParams({\n"
        "    hash: hash, oldPath: document.getElementById('old').value,\n"
        "    newPath: document.getElementById('new').value }) });\n"
        "};\n")})
    assert required(contract, "POST", "/api/v2/torrents/renameFile") == [
        "hash", "oldPath", "newPath"]


def test_an_optional_typed_value_and_a_json_body_stay_optional(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const tag = (hashes: string, tags?: string) =>\n"
        "  fetch('/api/tags', { method: 'POST', body: new URLSearchParams({ hashes, tags } as any) });\n"
        "export const note = () => fetch('/api/notes', { method: 'POST',\n"
        "  body: JSON.stringify({ text: (document.getElementById('t') as any).value }) });\n")})
    assert required(contract, "POST", "/api/tags") == ["hashes"]
    assert required(contract, "POST", "/api/notes") == []


def test_a_wrapper_serialising_the_callers_object_proves_no_key(derive_files):
    contract = derive_files({"src/api.js": (
        "function post(url, payload) {\n"
        "  const body = new URLSearchParams();\n"
        "  for (const [k, v] of Object.entries(payload)) if (v !== undefined) body.append(k, v);\n"
        "  return fetch(url, { method: 'POST', body });\n"
        "}\n"
        "export const logout = (hint, state) => post('/oidc/logout', { id_token_hint: hint, state });\n")})
    assert required(contract, "POST", "/oidc/logout") == []
