"""Rule ``name.no-redaction-marker``: a value the redaction replaced gives a Tool name no
words. SQL statements posted to one endpoint split it by statement text, and each Tool is
named by its statement's words without its ``<redacted:sql-literal>`` values (they were
``…_values_redacted_sql_literal_reda``); a redacted path segment stands where a parameter
would (``POST /api/reset-password/<redacted:path-token>`` was ``path_token_redacted``)."""
from __future__ import annotations

from code2skill.passes.naming import propose, value_words, words

FILES = {
    "package.json": '{"name": "q"}',
    "src/q.js": (
        "const q = (sql) => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: sql})});\n"
        "export const a = () => q(\"INSERT INTO users (name, password) VALUES ('bob', 'mkPwQz81')\");\n"
        "export const b = () => q(\"UPDATE users SET role = 'admin' WHERE name = 'bob'\");\n"
        "export const c = () => q(\"DELETE FROM sessions WHERE token = 'mkPwQz82'\");\n"
        "export const d = () => q(\"CREATE USER bob IDENTIFIED BY 'mkPwQz83'\");\n"),
    "src/p.js": (
        "export const r = () => fetch('/api/reset-password/aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY', "
        "{method: 'POST'});\n"
        "export const t = () => fetch(`/api/tokens/${'ghp_abcdefghijklmnopqrstuvwxyz0123456789'}"
        "/items`, {method: 'DELETE'});\n"),
}


def test_tools_split_by_statement_text_are_named_without_redaction_markers(derive_files):
    contract = derive_files(FILES)
    named = {cap["name"]: sorted({(r["method"], r["pathTemplate"])
                                  for r in cap["implementation"]["requests"]})
             for cap in contract["capabilities"]}
    assert named == {
        "insert_into_users_name_password_values": [("POST", "/api/query")],
        "update_users_set_role_where_name": [("POST", "/api/query")],
        "delete_from_sessions_where_token": [("POST", "/api/query")],
        "create_user_bob_identified_by": [("POST", "/api/query")],
        "reset_password": [("POST", "/api/reset-password/<redacted:path-token>")],
        "delete_token_item": [("DELETE", "/api/tokens/<redacted:github-token>/items")],
    }


def test_a_redaction_marker_has_no_words():
    assert value_words("VALUES ('<redacted:sql-literal>', '<redacted:sql-literal>')") == \
        ["values"]
    assert value_words("<redacted:credential>") == [] and value_words("<redacted>") == []
    assert value_words("redactedCount") == ["redacted", "count"]  # a word, not a marker
    # (an input named by a redacted key keeps the marker, and its description says so)
    assert words("<redacted:aws-key>") == ["redacted", "aws", "key"]
    assert propose("POST", "/api/reset-password/<redacted:path-token>", None)[0] == \
        "create_reset_password"
    assert propose("GET", "/hooks/<redacted:webhook>/status", None)[0] == "get_hook_status"
