"""DataTables ``ajax`` option (rule ``datatables.ajax``): the request a table loads its rows
from — a URL string or ``$.ajax`` settings, GET by default, ``data`` the query of a GET — with
``$.ajaxSetup``'s auth; an ``ajax`` function declares none."""
from __future__ import annotations

from conftest import capability, endpoints




def test_table_forms(derive_files):
    contract = derive_files({"js/tables.js": (
        "$.ajaxSetup({ headers: { 'X-CSRF-TOKEN': 't' } });\n"
        "$(() => {\n"
        "  $('#clients').DataTable({\n"
        "    ajax: { url: document.body.dataset.apiurl + '/clients', dataSrc: 'clients' },\n"
        "    columns: [{ data: 'name' }],\n"
        "  });\n"
        "  $('#messages').dataTable({ ajax: '/api/messages' });\n"
        "  new DataTable('#leases',\n"
        "    { ajax: { url: '/api/leases', type: 'POST', data: { all: true } } });\n"
        "  $('#own').DataTable({ ajax: (data, done) => done({ data: [] }) });\n"
        "  $('#plain').DataTable({ paging: false });\n"
        "});\n")})
    assert endpoints(contract) == {("GET", "/clients"), ("GET", "/api/messages"),
                                   ("POST", "/api/leases")}
    clients = capability(contract, "GET", "/clients")
    assert clients["auth"]["authentication"] == "cookie-session"
    assert clients["sideEffect"] == "read"
    leases = capability(contract, "POST", "/api/leases")
    assert leases["implementation"]["requests"][0]["bindings"] == [
        {"input": None, "target": "body:all", "value": True}]
    assert leases["implementation"]["requests"][0]["bodyEncoding"] == "form"


def test_table_ajax_site_is_a_request_like_site(derive_files):
    contract = derive_files({"js/t.js": "$('#t').DataTable({ ajax: { url: '/api/rows' } });\n"})
    request = capability(contract, "GET", "/api/rows")["implementation"]["requests"][0]
    assert [(s["rule"], s["file"], s["line"]) for s in request["callSites"]] == [
        ("datatables.ajax", "js/t.js", 1)]
