"""bootstrap-table ``url`` option (rule ``bootstrap-table.url``): the request a table loads its
rows from, GET unless ``method`` says otherwise; an ``ajax`` function declares none."""
from __future__ import annotations

from conftest import capability, endpoints


def test_table_forms(derive_files):
    contract = derive_files({"js/t.js": (
        "$.ajaxSetup({ headers: { 'X-CSRFToken': 't' } });\n"
        "function start(type) {\n"
        "  $('#r').bootstrapTable({ url: '/ajax/list/' + type, striped: false });\n"
        "}\n"
        "$('#b').on('click', () => start($('#b').data('type')));\n"
        "$('#o').bootstrapTable({ url: '/api/orders', method: 'post' });\n"
        "$('#o').bootstrapTable('refresh', { url: '/api/other' });\n"
        "$('#own').bootstrapTable({ url: '/api/own', ajax: function (p) { p.success([]); } });\n"
        "$('#plain').bootstrapTable({ striped: true });\n")})
    assert endpoints(contract) == {("GET", "/ajax/list/{type}"), ("POST", "/api/orders")}
    rows = capability(contract, "GET", "/ajax/list/{type}")
    assert rows["auth"]["authentication"] == "cookie-session"
    request = rows["implementation"]["requests"][0]
    assert [(s["rule"], s["line"]) for s in request["callSites"]] == [("bootstrap-table.url", 3)]
