"""Rule ``redact.sql-literals``: the literal values a SQL statement writes (``CREATE USER bob
IDENTIFIED BY '…'``, ``INSERT INTO users (name, password) VALUES ('bob', '…')``) reach no
output — contract (input enum, evidence, review message, Tool name), graph, fact cache, audit
— whether or not a credential's name precedes them; the statement's shape and its effect
stay."""
from __future__ import annotations

import json
import re

from hostile_support import every_output, tree

STATEMENTS = (
    "CREATE USER bob IDENTIFIED BY 'sqlPw1Qz7x'",
    "INSERT INTO users (name, password) VALUES ('bob', 'sqlPw2Qz8')",
    "ALTER USER bob IDENTIFIED WITH mysql_native_password BY 'sqlPw3Qz5'",
    "INSERT INTO api_keys VALUES (1, 'sqlPw4Qz3')",
)
SOURCE = "".join(
    f"export const s{i} = () => fetch('/api/query', {{method: 'POST', "
    f"body: JSON.stringify({{query: \"{statement}\"}})}});\n"
    for i, statement in enumerate(STATEMENTS))


def test_no_output_holds_a_literal_of_a_sql_statement(tmp_path):
    app = tree(tmp_path / "app", {"package.json": '{"name": "q"}', "src/sql.js": SOURCE})
    outputs = every_output(app, tmp_path)
    leaked = {name: sorted(set(re.findall(r"sqlPw\dQz\d\w*", text)))
              for name, text in outputs.items() if "sqlPw" in text}
    assert leaked == {}
    contract = json.loads(outputs["contract (cold)"])
    caps = {c["name"]: c["sideEffect"] for c in contract["capabilities"]}
    assert all("pw" not in name for name in caps), caps
    # the statements keep their shape and prove their effect: a CREATE USER creates
    assert "CREATE USER bob IDENTIFIED BY '<redacted:sql-literal>'" in outputs["contract (cold)"]
    assert caps["create_user_bob_identified_by"] == "create"   # rule name.no-redaction-marker


BUILT = """export const b1 = (name) => fetch('/api/sql', {method: 'POST', body: JSON.stringify(
  {sql: "INSERT INTO users (name, password) VALUES ('" + name + "', 'sqlPw5Qz1')"})});
export const b2 = (u) => fetch('/api/sql', {method: 'POST', body: JSON.stringify(
  {sql: `CREATE USER ${u} IDENTIFIED BY 'sqlPw6Qz2'`})});
export const b3 = (u) => fetch('/api/sql', {method: 'POST', body: JSON.stringify(
  {sql: `ALTER USER ${u} IDENTIFIED BY 'sqlPw7${u}Qz3'`})});
"""


def test_no_output_holds_a_literal_of_a_statement_built_of_pieces(tmp_path):
    app = tree(tmp_path / "app", {"package.json": '{"name": "q"}', "src/built.js": BUILT})
    outputs = every_output(app, tmp_path)
    leaked = {name: sorted(set(re.findall(r"sqlPw\dQz\d?|Qz3'", text)))
              for name, text in outputs.items() if "sqlPw" in text or "Qz3" in text}
    assert leaked == {}
    assert "IDENTIFIED BY '<redacted:sql-literal>'" in outputs["contract (cold)"]
