"""Rule ``redact.sql-literals`` (:mod:`code2skill.sql_text`) and its use by the redactor."""
from __future__ import annotations

from code2skill.redact import redact
from code2skill.sql_text import LITERAL, is_statement, redact_sql_literals

R = f"'{LITERAL}'"


def test_each_single_quoted_literal_of_a_statement_is_redacted_and_its_shape_kept():
    assert redact_sql_literals("CREATE USER bob IDENTIFIED BY 'x1'") == \
        f"CREATE USER bob IDENTIFIED BY {R}"
    assert redact_sql_literals("INSERT INTO users (name, password) VALUES ('bob', 'p')") == \
        f"INSERT INTO users (name, password) VALUES ({R}, {R})"
    assert redact_sql_literals("update t set a = 'it''s', b = 'a\\'b' where id = 3") == \
        f"update t set a = {R}, b = {R} where id = 3"
    assert redact_sql_literals("SELECT * FROM t WHERE code = 'c'") == \
        f"SELECT * FROM t WHERE code = {R}"
    assert redact_sql_literals("GRANT ALL ON db TO 'u'") == f"GRANT ALL ON db TO {R}"


def test_an_open_quote_an_empty_literal_and_identifiers_stay_as_they_must():
    # a statement a caller continues ("… VALUES ('" + name): the open literal so far
    assert redact_sql_literals("INSERT INTO t VALUES ('") == "INSERT INTO t VALUES ('"
    assert redact_sql_literals("DELETE FROM t WHERE x = 'ab") == f"DELETE FROM t WHERE x = '{LITERAL}"
    assert redact_sql_literals("DELETE FROM t WHERE x = ''") == "DELETE FROM t WHERE x = ''"
    assert redact_sql_literals('DROP TABLE "Users"') == 'DROP TABLE "Users"'
    done = redact_sql_literals("CREATE ROLE r PASSWORD 'p'")
    assert redact_sql_literals(done) == done


def test_text_that_is_no_statement_is_left_alone():
    assert not is_statement("Select a file from 'Downloads'")
    assert not is_statement("delete 'x'")
    assert not is_statement("Update failed: 'x'")
    assert redact_sql_literals("Create a new 'board'") == "Create a new 'board'"
    assert redact_sql_literals("/api/users?name='bob'") == "/api/users?name='bob'"


def test_the_redactor_applies_the_rule_to_every_literal():
    assert redact("INSERT INTO api_keys VALUES (1, 'k')") == f"INSERT INTO api_keys VALUES (1, {R})"
    assert redact(redact("ALTER USER u IDENTIFIED BY 'z'")) == f"ALTER USER u IDENTIFIED BY {R}"


def test_a_statement_built_of_pieces_has_each_literal_redacted_over_the_pieces():
    from code2skill.sql_text import redact_statement_pieces as pieces
    assert pieces(["INSERT INTO t VALUES ('", None, "', 'pw')"]) == \
        ["INSERT INTO t VALUES ('", None, f"', {R})"]
    assert pieces(["ALTER USER ", None, " IDENTIFIED BY 'p", None, "q'"]) == \
        ["ALTER USER ", None, f" IDENTIFIED BY '{LITERAL}", None, f"{LITERAL}'"]
    assert pieces(["UPDATE t SET a = 'it''s' WHERE b = ", None]) == \
        [f"UPDATE t SET a = {R} WHERE b = ", None]
    assert pieces(["Hello '", None, "', 'x'"]) == ["Hello '", None, "', 'x'"]
    assert pieces([None, "INSERT INTO t VALUES ('x')"]) == [None, "INSERT INTO t VALUES ('x')"]
