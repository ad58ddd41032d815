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


def test_options_completed_before_the_call(derive_files):
    """Rule ``datatables.written-options``: a script file makes the options object, the page's
    function writes its ``ajax`` just before the table call; sited at that write."""
    contract = derive_files({
        "js/tables/history.js": "var history_options = { serverSide: true, pageLength: 25 };\n",
        "history.html": (
            "<script src='js/tables/history.js'></script>\n"
            "<script>\n"
            "function loadHistory(userId) {\n"
            "  history_options.ajax = { url: 'get_history', type: 'POST',\n"
            "    data: function (d) { return { json_data: JSON.stringify(d), user_id: userId }; } };\n"
            "  history_table = $('#history').DataTable(history_options);\n"
            "}\n"
            "loadHistory(1);\n"
            "</script>\n")})
    assert endpoints(contract) == {("POST", "/get_history")}
    request = capability(contract, "POST", "/get_history")["implementation"]["requests"][0]
    assert [(s["rule"], s["file"], s["line"]) for s in request["callSites"]] == [
        ("datatables.ajax", "history.html", 4)]
    assert sorted(b["target"] for b in request["bindings"]) == ["body:json_data", "body:user_id"]
    assert request["bodyEncoding"] == "form"


def test_options_without_the_write_before_the_call(derive_files):
    """A write after the call is not the options the table was made with: no request, and a
    table with no ``ajax`` is no request-like site."""
    contract = derive_files({"t.js": (
        "var opts = { paging: false };\n"
        "function show() {\n"
        "  $('#t').DataTable(opts);\n"
        "  opts.ajax = { url: 'get_later' };\n"
        "}\n")})
    assert endpoints(contract) == set()
    assert not [r for r in contract["review"] if "DataTables" in r["message"]]


def test_data_function_writes_are_the_parameters(derive_files):
    """Rule ``datatables.ajax-data``: ``d.x = …`` in a ``data`` function adds ``x``; the
    serverSide note names DataTables' own parameters (rule ``datatables.server-side``)."""
    contract = derive_files({"t.js": (
        "$('#t').DataTable({ serverSide: true,\n"
        "  ajax: { url: '/api/rows', data: function (d) { d.team_id = $('#team').val(); } } });\n")})
    cap = capability(contract, "GET", "/api/rows")
    assert [b["target"] for b in cap["implementation"]["requests"][0]["bindings"]] == [
        "query:team_id"]
    notes = [r for r in contract["review"] if "server-side processing" in r["message"]]
    assert len(notes) == 1
    assert notes[0]["capability"] == cap["name"]
    assert "draw, start, length, search[value]" in notes[0]["message"]
    assert "beside the parameters shown" in notes[0]["message"]
    assert notes[0]["evidence"][0]["rule"] == "datatables.server-side"


def test_returned_object_carrying_d_is_named(derive_files):
    contract = derive_files({"t.js": (
        "$('#t').DataTable({ serverSide: true, ajax: { url: '/api/logs', type: 'POST',\n"
        "  data: function (d) { return { json_data: JSON.stringify(d) }; } } });\n")})
    notes = [r["message"] for r in contract["review"] if "server-side processing" in r["message"]]
    assert len(notes) == 1 and "inside json_data" in notes[0]


def test_no_server_side_no_note(derive_files):
    contract = derive_files({"t.js": "$('#t').DataTable({ ajax: '/api/all' });\n"})
    assert endpoints(contract) == {("GET", "/api/all")}
    assert not [r for r in contract["review"] if "server-side" in r["message"]]


def test_legacy_ajax_source(derive_files):
    """Rule ``datatables.ajax-source``: ``sAjaxSource`` with ``sServerMethod`` and the
    ``aoData.push({name, value})`` of ``fnServerParams``; GET without a method."""
    contract = derive_files({"t.js": (
        "$('#a').dataTable({ bServerSide: true, sAjaxSource: '/api/archive',\n"
        "  sServerMethod: 'POST',\n"
        "  fnServerParams: function (aoData) { aoData.push({ name: 'year', value: y() }); } });\n"
        "$('#b').dataTable({ sAjaxSource: '/api/plain' });\n")})
    assert endpoints(contract) == {("POST", "/api/archive"), ("GET", "/api/plain")}
    archive = capability(contract, "POST", "/api/archive")["implementation"]["requests"][0]
    assert [b["target"] for b in archive["bindings"]] == ["body:year"]
    assert [(s["rule"], s["line"]) for s in archive["callSites"]] == [
        ("datatables.ajax-source", 1)]
    notes = [r["message"] for r in contract["review"] if "server-side processing" in r["message"]]
    assert len(notes) == 1 and "iDisplayStart" in notes[0]


def test_unread_options_are_reviewed(derive_files):
    """Rule ``datatables.ajax-unread``: options no object, or an ``ajax`` with no readable
    URL, are a medium item and a reviewed site, never silence."""
    contract = derive_files({"t.js": (
        "function make(options) { return $('#t').DataTable(options); }\n"
        "$('#u').DataTable({ ajax: { dataSrc: 'rows' } });\n")})
    assert endpoints(contract) == set()
    unread = sorted((r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
                    if "datatables.ajax-unread" in r["message"])
    assert unread == [("medium", 1), ("medium", 2)]
    assert contract["source"]["coverage"]["reviewed"] == 2


def test_data_returned_as_json_text(derive_files):
    """``data: function (d) { return JSON.stringify(d) }`` with a JSON content type: the
    whole data is DataTables' own object, named in the note; no input is invented."""
    contract = derive_files({"t.js": (
        "$('#d').DataTable({ serverSide: true, ajax: { type: 'POST', url: '/api/search',\n"
        "  contentType: 'application/json', processData: false,\n"
        "  data: function (d) { return JSON.stringify(d); } } });\n"
        "$('#e').DataTable({ serverSide: true, ajax: { url: '/api/own',\n"
        "  data: function (d) { return { page: 1 }; } } });\n"
        "$('#f').DataTable({ ajax: { url: '/api/json', type: 'POST',\n"
        "  contentType: 'application/json', data: { all: true } } });\n")})
    search = capability(contract, "POST", "/api/search")
    assert search["implementation"]["requests"][0]["bindings"] == []
    notes = {r["capability"]: r["message"] for r in contract["review"]
             if "server-side processing" in r["message"]}
    assert "as the whole request data" in notes[search["name"]]
    assert capability(contract, "GET", "/api/own")["name"] not in notes
    json_post = capability(contract, "POST", "/api/json")["implementation"]["requests"][0]
    assert json_post["bodyEncoding"] == "json"


def test_sources_written_under_conditions(derive_files):
    """``options.ajax = {…}`` under an ``if`` per table kind: one request per source, the
    table without one (a table of the page's rows) none; the headers stay each one's."""
    contract = derive_files({"admin.js": (
        "function initTable(selector) {\n"
        "  const options = { pageLength: 25 };\n"
        "  if (selector === '#unused') {\n"
        "    options.ajax = { url: '/v1/unused', headers: { 'X-WP-Nonce': cfg.nonce } };\n"
        "    options.serverSide = true;\n"
        "  }\n"
        "  if (selector === '#all') {\n"
        "    options.ajax = { url: '/v1/all', type: 'GET' };\n"
        "  }\n"
        "  new DataTable(selector, options);\n"
        "}\n"
        "initTable('#unused'); initTable('#all'); initTable('#static');\n")})
    assert endpoints(contract) == {("GET", "/v1/unused"), ("GET", "/v1/all")}
    sites = {r["pathTemplate"]: [(s["rule"], s["line"]) for s in r["callSites"]]
             for c in contract["capabilities"] for r in c["implementation"]["requests"]}
    assert sites == {"/v1/unused": [("datatables.ajax", 4)], "/v1/all": [("datatables.ajax", 8)]}
    assert not [r for r in contract["review"] if "datatables.ajax-unread" in r["message"]]


def test_legacy_server_data_function_is_reviewed(derive_files):
    """A ``fnServerData`` function requests the rows itself (its method, its data): the
    table is a reviewed site, never a GET of the ``sAjaxSource`` guessed."""
    contract = derive_files({"t.js": (
        "$('#old').dataTable({ sAjaxSource: '/api/legacy',\n"
        "  fnServerData: function (sSource, aoData, fnCallback) {\n"
        "    $.ajax({ type: 'POST', url: sSource, data: aoData, success: fnCallback }); } });\n")})
    assert ("GET", "/api/legacy") not in endpoints(contract)
    unread = [r for r in contract["review"] if "datatables.ajax-unread" in r["message"]]
    assert len(unread) == 1 and "fnServerData" in unread[0]["message"]
