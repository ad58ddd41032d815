"""Rule ``input.sql-fragment``: an input named as SQL (``where``, ``whereClause``,
``filterSql``) is an injection surface: ``requires-review`` with one medium item."""
from __future__ import annotations

import pytest

from audit_support import derive_dict
from conftest import write_tree
from code2skill.passes.sql_fragment_inputs import sql_input, sql_name

APP = (
    "function apiCall(method, path, params, cb) {\n"                                # 1
    "  $.ajax({ url: 'api' + path, method: method, data: params, success: cb });\n"  # 2
    "}\n"                                                                            # 3
    "function getRows(table, opts, cb) {\n"                                          # 4
    "  apiCall('get', '/tables/' + table + '/rows', opts, cb);\n"                    # 5
    "}\n"                                                                            # 6
    "function getUsers(opts, cb) { apiCall('get', '/users', opts, cb); }\n"          # 7
    "function show(table, column, value) {\n"                                        # 8
    "  var opts = { limit: 100 };\n"                                                 # 9
    "  opts.where = column + \" = '\" + value + \"'\";\n"                            # 10
    "  getRows(table, opts, console.log);\n"                                         # 11
    "  getUsers({ filter: value }, console.log);\n"                                  # 12
    "}\n"                                                                            # 13
    "$(function () { show('users', 'name', 'x'); });\n"                              # 14
)


def test_a_where_member_of_a_query_object_is_reviewed(tmp_path):
    contract = derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "rows"}', "app.js": APP}))
    status = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert status == {"list_table_rows": "requires-review", "list_users": "draft"}
    items = [(r["capability"], r["severity"], r["message"],
              [(e["file"], e["line"], e["rule"], e["note"]) for e in r["evidence"]])
             for r in contract["review"] if r["evidence"]
             and r["evidence"][0]["rule"] == "input.sql-fragment"]
    assert items == [(
        "list_table_rows", "medium",
        "input 'query.where' is a piece of SQL the server puts into its statement (a filter "
        "such as a WHERE condition): an Agent filling it writes SQL the backend runs, an "
        "injection surface; confirm what the backend lets through, or offer typed filter "
        "inputs instead",
        [("app.js", 5, "input.sql-fragment", "input 'query.where' is SQL text")])]


@pytest.mark.parametrize("name, said", [
    ("where", True), ("whereClause", True), ("raw_where", True), ("filterSql", True),
    ("sql", True), ("somewhere", False), ("whereabouts", False), ("filter", False),
    ("query", False), ("q", False),
])
def test_sql_names(name, said):
    assert sql_name(name) is said


def test_an_object_or_a_number_is_no_fragment():
    assert sql_input("where", {"type": "string"}) and sql_input("where", {})
    assert not sql_input("where", {"type": "object", "properties": {"a": {}}})
    assert not sql_input("where", {"type": "integer"})
