"""Rule side-effect.sql-statement: SQL statements a client sends in a body field or query."""
from code2skill.sql_statements import (review_message, sent_statements, statement_effect,
                                       statement_shape, strongest)
from code2skill.values import HoleV, LitV, ObjV, PropV, StrV, Text, UnknownV


def text(*parts):
    return StrV(tuple(Text(p) if isinstance(p, str) else HoleV(p[0], UnknownV("x"))
                      for p in parts))


def test_a_drop_built_from_a_name_is_a_delete_with_its_shape():
    assert statement_effect(text("DROP TABLE ", ("name",))) == ("delete", "DROP TABLE {name}")


def test_each_statement_kind_takes_its_effect():
    assert statement_effect(text("truncate table ", ("t",)))[0] == "delete"
    assert statement_effect(text("DELETE FROM users WHERE id = ", ("id",)))[0] == "delete"
    assert statement_effect(text("ALTER TABLE ", ("t",), " ADD c int"))[0] == "update"
    assert statement_effect(text("UPDATE ", ("t",), " SET a = 1"))[0] == "update"
    assert statement_effect(text("CREATE INDEX i ON ", ("t",)))[0] == "create"
    assert statement_effect(text("INSERT INTO log VALUES (1)"))[0] == "create"


def test_a_lone_word_a_read_or_an_unknown_text_is_no_statement():
    assert statement_effect(text("delete")) is None               # an operation name
    assert statement_effect(text("delete ", ("words",))) is None  # a search text
    assert statement_effect(text("UPDATE ", ("t",))) is None      # no SET: not shown
    assert statement_effect(text("SELECT * FROM ", ("t",))) is None
    assert statement_effect(text("ANALYZE ", ("t",))) is None
    assert statement_effect(text(("sql",))) is None               # the editor's text
    assert statement_effect(LitV(3)) is None
    assert statement_shape(UnknownV("x")) is None


def test_the_most_dangerous_effect_wins_and_shapes_keep_their_order():
    found = [("create", "INSERT INTO a"), ("delete", "DROP VIEW {v}"), ("create", "INSERT INTO a")]
    assert strongest(found) == ("delete", ["INSERT INTO a", "DROP VIEW {v}"])
    assert strongest([]) is None


def test_body_fields_and_query_values_of_each_call_are_read():
    body = ObjV((PropV("query", text("DROP TABLE ", ("t",))), PropV(None, UnknownV("s"))))
    assert sent_statements([body, UnknownV("b")], [[], [text("TRUNCATE ", ("t",))]]) == [
        ("delete", "DROP TABLE {t}"), ("delete", "TRUNCATE {t}")]


def test_the_review_message_quotes_the_shapes():
    said = review_message("POST", "/api/query", "delete", ["DROP TABLE {t}"])
    assert "'DROP TABLE {t}'" in said and "taken as delete" in said
