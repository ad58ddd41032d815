"""Rule ``url.query-restart``: a literal query piece starting with ``?`` after the query has
started starts a new entry."""
from __future__ import annotations

from code2skill.normalize import parse_query
from code2skill.query_restarts import restarted_query
from code2skill.values import HoleV, ParamV, Text

CALLER = ("src/page.ts", (3, 1, 3, 20))
WRAPPER = ("src/api.ts", (9, 5, 9, 30))


def test_a_second_question_mark_piece_is_a_separator():
    notes: list = []
    parts = restarted_query([Text("version=0", CALLER), Text("?version=0", WRAPPER)], notes)
    assert parts == [Text("version=0", CALLER), Text("&version=0", WRAPPER)]
    [(severity, message, where, rule)] = notes
    assert rule == "url.query-restart"
    assert severity == "medium" and where == CALLER       # the value that carried a query
    assert message.startswith("the query '?version=0?version=0' is started twice")
    assert "(rule url.query-restart)" in message


def test_a_question_mark_inside_a_literal_is_left():
    notes: list = []
    parts = [Text("next=/home?tab=1", WRAPPER)]
    assert restarted_query(parts, notes) == parts and notes == []


def test_parsed_query_has_one_fixed_value():
    notes: list = []
    params = parse_query([Text("version=0", CALLER), Text("?version=0", WRAPPER)], notes)
    assert {(p.name, p.fixed) for p in params} == {("version", "0")}
    notes = []
    hole = HoleV("page", ParamV("f#1", "page"), WRAPPER)
    params = parse_query([Text("a=1", CALLER), Text("?page=", WRAPPER), hole], notes)
    assert [(p.name, p.fixed) for p in params] == [("a", "1"), ("page", None)]
    assert params[1].value == ParamV("f#1", "page")
