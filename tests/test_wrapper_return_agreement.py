"""Rule ``output.wrapper-return-type`` with ``output.declared-agreement``
(``contract/build.py``, ``wrapper_returns``): calls of one endpoint through wrappers whose
declared return types differ keep what those agree on, with a low review item; the first
call's type alone never stands for every call (corpus 42, remark42's two telegram steps)."""
from __future__ import annotations

from conftest import capability

FETCHER = (
    "async function request<T>(url: string, query: Record<string, string> = {}): Promise<T> {\n"
    "  const res = await fetch(`/api${url}?${new URLSearchParams(query)}`);\n"
    "  return res.json();\n"
    "}\n")


def items_of(contract, name):
    return [r["message"] for r in contract["review"] if r["capability"] == name
            and r["evidence"] and r["evidence"][0]["rule"] == "output.wrapper-return-type"]


def test_two_steps_of_one_endpoint_keep_what_their_answers_agree_on(derive_files):
    contract = derive_files({"src/api.ts": FETCHER + (
        "export const start = (): Promise<{ bot: string; token: string }> =>\n"
        "  request('/link');\n"
        "export const poll = (token: string): Promise<{ address: string; token: string }> =>\n"
        "  request('/link', { tkn: token });\n"
        "export const me = (): Promise<{ name: string }> => request('/me');\n"
        "start(); poll('t'); me();\n")})
    link = capability(contract, "GET", "/api/link")
    assert link["outputSchema"] == {"type": "object", "properties": {
        "token": {"type": "string"}}, "required": ["token"]}
    assert [e["note"] for e in link["evidence"]["/outputSchema"]] == [
        "declared return type Promise<{ bot: string; token: string }>",
        "declared return type Promise<{ address: string; token: string }>"]
    assert items_of(contract, link["name"]) == [
        "the callers declare different types for this answer (`Promise<{ bot: string; token: "
        "string }>`, `Promise<{ address: string; token: string }>`): the output keeps only "
        "what they agree on; confirm the answer's shape against the backend"]
    me = capability(contract, "GET", "/api/me")
    assert me["outputSchema"] == {"type": "object", "properties": {
        "name": {"type": "string"}}, "required": ["name"]}
    assert items_of(contract, me["name"]) == []
