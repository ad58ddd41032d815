"""Select2 ``ajax`` option (rule ``select2.ajax``): GET by default, the query from ``data`` or
the documented ``q``/``term``; members of ``params`` are inputs; a transport declares none."""
from __future__ import annotations

from conftest import capability, endpoints


def test_select2_forms(derive_files):
    contract = derive_files({"js/s.js": (
        "$('#u').select2({ ajax: { url: '/api/users', delay: 250 } });\n"
        "$('#l').select2({ ajax: { url: (params) => '/api/labels/' + params.term,\n"
        "  data: (params) => ({ page: params.page }) } });\n"
        "$('#p').select2({ ajax: { url: '/api/find', type: 'POST', data: { all: true } } });\n"
        "$('#t').select2({ ajax: { url: '/api/own', transport: (p, ok) => ok([]) } });\n"
        "$('#c').select2({ tags: true });\n")})
    assert endpoints(contract) == {("GET", "/api/users"), ("GET", "/api/labels/{term}"),
                                   ("POST", "/api/find")}
    users = capability(contract, "GET", "/api/users")["implementation"]["requests"][0]
    assert {b["target"] for b in users["bindings"]} == {"query:q", "query:term"}
    labels = capability(contract, "GET", "/api/labels/{term}")["implementation"]["requests"][0]
    assert {(b["input"], b["target"]) for b in labels["bindings"]} == {
        ("term", "path:term"), ("page", "query:page")}
    find = capability(contract, "POST", "/api/find")["implementation"]["requests"][0]
    assert find["bodyEncoding"] == "form"
    assert [(s["rule"], s["line"]) for s in find["callSites"]] == [("select2.ajax", 4)]
